/* Adjusted scores: artificial, weighted and split (Law 12C).
 *
 * The numbers come from "Calculating Scores: Split, Weighted and Serious
 * Error" (a director's course, in ../shared/reference/), whose examples
 * are tournaments in tests/fixtures/adjusted; the others from the laws'
 * arithmetic, not from the engine's own formulas. */
#include <glib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "engine-test-support.h"
#include "valet-adjusted-fields.h"
#include "valet-adjusted-board.h"
#include "valet-reader.h"
#include "valet-run.h"
#include "valet-tableau-writer.h"
#include "valet-text-writer.h"

static const char *fixtures;

static ValetTournament *
load (const char *dir, ValetDiagnostics *diag)
{
  ValetTournament *t = valet_tournament_new ();
  g_assert_true (valet_read_input (t, dir, VALET_INPUT_TEXT, diag));
  return t;
}

static ValetTournament *
load_fixture (const char *name)
{
  g_autofree char *dir = g_build_filename (fixtures, "adjusted", name, NULL);
  return engine_test_read (dir, VALET_INPUT_TEXT);
}

/* The pair of table @table's North-South (or East-West) players. */
static const ValetPairScore *
pair_at (ValetRun *run, guint table, gboolean ns)
{
  g_autofree char *want = g_strdup_printf ("Table %u %s - Table %u %s", table,
                                           ns ? "North" : "East", table, ns ? "South" : "West");
  ValetRanking *ranking = valet_run_ranking (run);
  for (guint i = 0; i < valet_ranking_n_pairs (ranking); i++)
    {
      const ValetPairScore *p = valet_ranking_pair (ranking, i);
      g_autofree char *name = valet_run_pair_name (run, p);
      if (g_str_equal (name, want))
        return p;
    }
  g_error ("no pair %s", want);
}

/* The plain score: the score in the simple split, and the cloud split's
 * Actual column, the same numbers. */
static void
check_plain (ValetTournament *t, ValetScoring scoring, guint table, gboolean ns, double want)
{
  for (int cloud = 0; cloud < 2; cloud++)
    {
      g_autoptr (ValetRun) run = engine_test_score (t, scoring, cloud, FALSE);
      const ValetPairScore *p = pair_at (run, table, ns);
      double got = cloud ? p->avg[VALET_COL_BUTLER] : p->avg[VALET_COL_OVERALL];
      g_test_message ("table %u %s: %.3f (want %.3f)", table, ns ? "NS" : "EW", got, want);
      g_assert_cmpfloat_with_epsilon (got, want, 0.005);
      g_assert_cmpfloat_with_epsilon (p->num[VALET_COL_OVERALL], 1, 1e-6);
    }
}

/* Example 1: matchpoints of a weighted score by the frequency table;
 * 24 is the top, so a matchpoint is 100/24 %. */
static void
test_weighted_matchpoints (void)
{
  g_autoptr (ValetTournament) t = load_fixture ("weighted-mp");
  check_plain (t, VALET_SCORING_MATCHPOINTS, 1, TRUE, 13.8 * 100 / 24);
  check_plain (t, VALET_SCORING_MATCHPOINTS, 1, FALSE, 10.2 * 100 / 24);
  /* "What are the matchpoints for a NS pair with +50?": 10.8, the
   * weighted table counting 0.6 above it and 0.4 below. */
  for (guint table = 7; table <= 9; table++)
    check_plain (t, VALET_SCORING_MATCHPOINTS, table, TRUE, 10.8 * 100 / 24);
  /* +110 elsewhere: 19.4 of the frequency table's 24. */
  check_plain (t, VALET_SCORING_MATCHPOINTS, 2, TRUE, 19.4 * 100 / 24);
}

/* Example 2: -15 IMPs a third of the time, -8 two thirds. */
static void
test_weighted_imps (void)
{
  g_autoptr (ValetTournament) t = load_fixture ("weighted-imps");
  check_plain (t, VALET_SCORING_IMPS, 1, TRUE, -15.0 / 3 - 8.0 * 2 / 3);
  check_plain (t, VALET_SCORING_IMPS, 2, TRUE, 15.0 / 3 + 8.0 * 2 / 3);
  /* Butler against the datum of two tables counts the same board. */
  g_autoptr (ValetRun) run = engine_test_score (t, VALET_SCORING_DATUM, FALSE, FALSE);
  g_assert_cmpfloat_with_epsilon (pair_at (run, 1, TRUE)->num[VALET_COL_OVERALL], 1, 1e-6);
}

/* Example 4: each side scored from its own result: -800 against +620,
 * -1420, -16 IMPs; East-West's -1100 against -620, -480, -10. */
static void
test_split_imps (void)
{
  g_autoptr (ValetTournament) t = load_fixture ("split-imps");
  check_plain (t, VALET_SCORING_IMPS, 1, TRUE, -16);
  check_plain (t, VALET_SCORING_IMPS, 1, FALSE, -10);
  check_plain (t, VALET_SCORING_IMPS, 2, TRUE, 16);
  check_plain (t, VALET_SCORING_IMPS, 2, FALSE, 10);
}

/* Example 3: the table of matchpoints on a top of 18, both sides. */
static void
test_split_matchpoints (void)
{
  static const int ns[] = { 16, 12, 4, 9, 14, 18, 9, 0, 4, 4 };
  static const int ew[] = { 4, 8, 1, 11, 6, 1, 11, 18, 15, 15 };
  g_autoptr (ValetTournament) t = load_fixture ("split-mp");

  for (guint i = 0; i < G_N_ELEMENTS (ns); i++)
    {
      check_plain (t, VALET_SCORING_MATCHPOINTS, i + 1, TRUE, ns[i] * 100.0 / 18);
      check_plain (t, VALET_SCORING_MATCHPOINTS, i + 1, FALSE, ew[i] * 100.0 / 18);
    }
}

/* On a board with a split score each side is compared with its own
 * field, so the defenders' numbers of a line are not the negations of
 * the declarers': they are kept apart from the entry
 * (valet_entry_set_def()), and read back with the accessors, after the
 * entry is copied, and the same from a second run of the same board. */
static void
test_split_def_apart (void)
{
  static const int ns[] = { 16, 12, 4, 9, 14, 18, 9, 0, 4, 4 };
  static const int ew[] = { 4, 8, 1, 11, 6, 1, 11, 18, 15, 15 };
  g_autoptr (ValetTournament) t = load_fixture ("split-mp");

  for (int again = 0; again < 2; again++)
    {
      g_autoptr (ValetRun) run = engine_test_score (t, VALET_SCORING_MATCHPOINTS, FALSE, FALSE);
      const ValetEntry *entries;
      guint n, apart = 0;
      valet_run_board (run, 0, &entries, &n);
      g_assert_cmpuint (n, ==, 11);
      for (guint i = 0; i < n; i++)
        {
          ValetEntry e = entries[i];      /* a copy keeps them */
          const ValetResult *r = valet_tournament_result (t, e.result);
          guint table = (guint) g_ascii_strtoull (valet_tournament_player_tag (t, r->player[VALET_NORTH]) + 1,
                                                  NULL, 10);
          gboolean ns_declares = valet_seat_is_ns (r->declarer);
          double ns_value = ns_declares ? valet_entry_overall (&e) : valet_entry_def_overall (&e);
          double ew_value = ns_declares ? valet_entry_def_overall (&e) : valet_entry_overall (&e);
          apart += e.apart != 0;
          /* The split table's lines each score one side. */
          if (r->side != VALET_SIDE_EW)
            g_assert_cmpfloat_with_epsilon (50 * (1 + ns_value), ns[table - 1] * 100.0 / 18, 0.005);
          if (r->side != VALET_SIDE_NS)
            g_assert_cmpfloat_with_epsilon (50 * (1 + ew_value), ew[table - 1] * 100.0 / 18, 0.005);
          /* Where the two sides' matchpoints do not add up to the top,
           * the defenders' score is no negation. */
          if (r->side == VALET_SIDE_BOTH && ns[table - 1] + ew[table - 1] != 18)
            g_assert_cmpfloat (valet_entry_def_overall (&e), !=, -valet_entry_overall (&e));
          double bid = valet_entry_def_bid (&e), butler = valet_entry_def_butler (&e);
          g_assert_true (isfinite (bid) && isfinite (butler));
        }
      g_assert_cmpuint (apart, >, 0);
    }
}

/* The defenders' numbers kept apart are those set, to the bit; the
 * negations (a negative zero too) take no room. */
static void
test_entry_set_def (void)
{
  ValetEntry e = { 0 };
  ValetEntryValues v = { .overall = 0.25, .bid = 0, .butler = -1.5,
                         .def_overall = -0.25, .def_bid = -0.0, .def_butler = 1.5 };
  valet_entry_set_values (&e, &v);
  g_assert_cmpuint (e.apart, ==, 0);
  valet_entry_set_def (&e, -0.25, -0.0, 1.5);
  g_assert_cmpuint (e.apart, ==, 0);
  g_assert_cmpfloat (valet_entry_def_overall (&e), ==, -0.25);
  g_assert_true (signbit (valet_entry_def_bid (&e)));

  /* +0 is not -0: an artificial score's bidding is 0 for both sides. */
  valet_entry_set_def (&e, 0.4, 0.0, 0.6);
  g_assert_cmpuint (e.apart, !=, 0);
  g_assert_cmpfloat (valet_entry_def_overall (&e), ==, 0.4);
  g_assert_false (signbit (valet_entry_def_bid (&e)));
  g_assert_cmpfloat (valet_entry_def_butler (&e), ==, 0.6);
  g_assert_cmpfloat (valet_entry_overall (&e), ==, 0.25);
  g_assert_cmpfloat (valet_entry_butler (&e), ==, -1.5);

  /* The same values again take the same room. */
  ValetEntry f = e;
  valet_entry_set_def (&f, 0.4, 0.0, 0.6);
  g_assert_cmpuint (f.apart, ==, e.apart);
  g_assert_cmpuint (sizeof (ValetEntry), ==, 28);

  /* The weight is the result's: an outcome's share, else 1, and 1 for an
   * artificial score. */
  ValetResult r = { .weight = 0.25f };
  g_assert_cmpfloat (valet_entry_weight (&e, &r), ==, 0.25);
  r.weight = 0;
  g_assert_cmpfloat (valet_entry_weight (&e, &r), ==, 1);
  r.weight = 0.5f;
  r.kind = VALET_RESULT_ARTIFICIAL;
  g_assert_cmpfloat (valet_entry_weight (&e, &r), ==, 1);
}

/* Numbers that are floats are kept as floats; any other (a board's
 * matchpoints factored, an artificial score's 0.2) is kept apart whole,
 * to the bit, and so is a matchpoint defence that is the difference of
 * the play and the lead in double precision. */
static void
test_entry_values_exact (void)
{
  ValetEntry e = { 0 };
  ValetEntryValues v = { .overall = 0.1f, .butler = -0.0, .bid = 0.3f, .play = 1.0f / 3,
                         .lead = 0.7f };
  v.def = -v.play - v.lead;
  v.def_overall = -v.overall;
  v.def_bid = -v.bid;
  v.def_butler = 0.0;
  valet_entry_set_values (&e, &v);
  g_assert_cmpuint (e.apart, ==, 0);
  g_assert_cmpuint (e.def_from, ==, VALET_ENTRY_DEF_REST_DOUBLE);
  ValetEntryValues back;
  valet_entry_values (&e, &back);
  g_assert_cmpmem (&back, sizeof back, &v, sizeof v);

  /* The IMPs' defence, worked out in single precision, and zeros of
   * either sign beside plays and leads of either sign. */
  static const float plays[] = { 0.3f, -0.0f, 0.0f, -2.5f, 1e-7f };
  static const float leads[] = { 0.1f, 0.0f, -0.0f, 1.0f / 3, 3.0f };
  for (guint i = 0; i < G_N_ELEMENTS (plays); i++)
    for (guint k = 0; k < G_N_ELEMENTS (leads); k++)
      for (guint d = 0; d < 3; d++)
        {
          ValetEntryValues w = v;
          w.play = plays[i];
          w.lead = leads[k];
          w.def = d == 0 ? (double) (-plays[i] - leads[k]) : d == 1 ? 0.0 : -0.0;
          valet_entry_set_values (&e, &w);
          g_assert_cmpuint (e.apart, ==, 0);
          valet_entry_values (&e, &back);
          g_assert_cmpmem (&back, sizeof back, &w, sizeof w);
        }

  v.overall = 0.1;              /* a double, not a float */
  valet_entry_set_values (&e, &v);
  g_assert_cmpuint (e.apart, !=, 0);
  valet_entry_values (&e, &back);
  g_assert_cmpmem (&back, sizeof back, &v, sizeof v);
  g_assert_cmpfloat (valet_entry_overall (&e), ==, 0.1);
  g_assert_cmpfloat (valet_entry_def (&e), ==, v.def);
}

/* Three boards at two tables; on board 2 table 1 has 60/40. */
static const char artificial_event[] =
  "1|1|p1|p2|p3|p4|4S|N|10\n"
  "1|1|p5|p6|p7|p8|4S|N|9\n"
  "1|2|p1|p2|p3|p4|ADJ|-|60/40\n"
  "1|2|p5|p6|p7|p8|3N|S|9|HA\n"
  "1|3|p1|p2|p3|p4|2H|E|8\n"
  "1|3|p5|p6|p7|p8|2H|E|9\n";

/* An artificial score counts as its equivalent: each pair keeps the
 * board; 60 % is +3 IMPs (or what the regulation says), matchpoints the
 * percentage of the top; and the shares still add up to the score. */
static void
test_artificial (void)
{
  g_autofree char *dir = engine_test_write_event (artificial_event, 2);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  g_autoptr (ValetTournament) t = load (dir, diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_assert_cmpuint (valet_tournament_result (t, 2)->kind, ==, VALET_RESULT_ARTIFICIAL);

  for (ValetScoring scoring = VALET_SCORING_DATUM; scoring <= VALET_SCORING_MATCHPOINTS; scoring++)
    for (double imps = 2; imps <= 3; imps++)
      {
        ValetOptions o;
        valet_options_init (&o);
        o.scoring = scoring;
        o.adjusted_imps = imps;
        g_autoptr (ValetRun) run = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
        valet_options_clear (&o);
        g_assert_true (valet_run_options (run)->columns & VALET_EXTRA_ADJUSTED);
        gboolean mp = scoring == VALET_SCORING_MATCHPOINTS;
        for (guint i = 0; i < valet_run_n_ranked (run); i++)
          {
            const ValetPairScore *p = valet_run_ranked (run, i);
            g_assert_cmpfloat (p->num[VALET_COL_OVERALL], ==, 3);
            /* Only table 1's pairs had the artificial score. */
            gboolean table1 = p->player[0] < 4;
            gboolean ns = p->player[0] == 0 || p->player[0] == 4;
            double want = !table1 ? 0 : mp ? (ns ? 60 : 40) - 50.0 : (ns ? imps : -imps);
            /* Per board, as the other shares: a third of it. */
            double value;
            g_assert_true (valet_ranking_column_value (valet_ranking_column (VALET_RANKING_ADJUSTED),
                                                       p, valet_run_options (run),
                                                       VALET_WEIGH_BY_LEADS, &value, NULL));
            g_assert_cmpfloat_with_epsilon (value, want / 3, 1e-9);
            ValetComponents c;
            valet_run_pair_components (run, p, &c);
            g_assert_cmpfloat_with_epsilon (c.share[VALET_COMPONENT_ADJUSTED], want / 3, 1e-9);
            double sum = 0;
            for (int k = 0; k < VALET_N_COMPONENTS; k++)
              sum += c.share[k];
            g_assert_cmpfloat_with_epsilon (sum, c.total - (mp ? 50 : 0), 1e-6);
            /* And Play is what is left of the score once Bid and the
             * artificial scores are taken. */
            double bid, play, overall;
            valet_ranking_column_value (valet_ranking_column (VALET_RANKING_BID), p,
                                        valet_run_options (run), VALET_WEIGH_BY_LEADS, &bid, NULL);
            valet_ranking_column_value (valet_ranking_column (VALET_RANKING_PLAY), p,
                                        valet_run_options (run), VALET_WEIGH_BY_LEADS, &play, NULL);
            overall = p->avg[VALET_COL_OVERALL];
            if (mp)
              g_assert_cmpfloat_with_epsilon ((bid + play) / 2 + value, overall, 1e-6);
            else
              g_assert_cmpfloat_with_epsilon (bid + play + value, overall, 1e-6);
          }
      }
  engine_test_remove_tree (dir);
}

/* A board of artificial scores alone: scored, each pair keeps it, and
 * its tableau has no row (nothing was bid or played). */
static void
test_artificial_only (void)
{
  g_autofree char *dir = engine_test_write_event ("1|1|p1|p2|p3|p4|ADJ|-|50/50\n"
                                                  "1|1|p5|p6|p7|p8|ADJ|-|60/60\n", 2);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  g_autoptr (ValetTournament) t = load (dir, diag);
  g_autoptr (ValetRun) run = engine_test_score (t, VALET_SCORING_IMPS, TRUE, FALSE);
  const ValetEntry *entries;
  guint n;

  valet_run_board (run, 0, &entries, &n);
  g_assert_cmpuint (n, ==, 2);
  g_autoptr (GArray) rows = valet_tableau_rows (t, valet_run_options (run), entries, n);
  g_assert_cmpuint (rows->len, ==, 0);
  g_assert_cmpuint (valet_run_n_ranked (run), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      const ValetPairScore *p = valet_run_ranked (run, i);
      g_assert_cmpfloat (p->num[VALET_COL_OVERALL], ==, 1);
      /* 60/60 gives both sides of table 2 three IMPs; 50/50 nothing. */
      g_assert_cmpfloat (p->avg[VALET_COL_OVERALL], ==, p->player[0] >= 4 ? 3 : 0);
    }
  engine_test_remove_tree (dir);
}

/* A split score given for one side only is an error, and the line is
 * scored for that side alone: the other pair has no board there, and
 * compensating for the opponents' strength copes with an opponent that
 * holds no record against the pair (a fuzzer's find). */
static void
test_one_sided_split (void)
{
  g_autofree char *dir = engine_test_write_event ("1|1|p1|p2|p3|p4|4S|N|10||NS\n"
                                                  "1|1|p5|p6|p7|p8|4S|N|9\n", 2);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  g_autoptr (ValetTournament) t = load (dir, diag);
  g_autofree char *text = valet_diagnostics_format (diag);
  g_assert_nonnull (strstr (text, "give East-West 0 in all"));
  for (int compat = 0; compat < 2; compat++)
    {
      ValetOptions o;
      valet_options_init (&o);
      o.compensate = TRUE;
      o.compat = compat;
      g_autoptr (ValetRun) run = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
      valet_options_clear (&o);
      /* p1-p3 and both pairs of table 2; p2-p4 scored nothing. */
      g_assert_cmpuint (valet_run_n_ranked (run), ==, 3);
      for (guint i = 0; i < valet_run_n_ranked (run); i++)
        g_assert_true (isfinite (valet_run_ranked (run, i)->avg[VALET_COL_OVERALL]));
    }
  engine_test_remove_tree (dir);
}

/* Parts that do not make one score are reported, with their line. */
static void
test_parts_checked (void)
{
  const struct { const char *scores; const char *message; } cases[] = {
    { "1|1|p1|p2|p3|p4|4S|N|10||0.6\n1|1|p1|p2|p3|p4|4S|N|9||0.3\n",
      "scores.txt:1: round 1 board 1: the parts of this table's score give North-South 0.9" },
    { "1|1|p1|p2|p3|p4|4S|N|10||NS\n",
      "give East-West 0 in all" },
    { "1|1|p1|p2|p3|p4|4S|N|10||2\n", "'2' is neither a side nor a weight" },
    { "1|1|p1|p2|p3|p4|ADJ|N|60/40\n", "declarer 'N' on an artificial score" },
    { "1|1|p1|p2|p3|p4|ADJ|-|60-40\n", "'60-40' is not an artificial score's percentages" },
    { "1|1|p1|p2|p3|p4|ADJ|-|60/40||0.5\n", "an artificial score with a weight or a side" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *dir = engine_test_write_event (cases[i].scores, 1);
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
      g_autoptr (ValetTournament) t = load (dir, diag);
      g_autofree char *text = valet_diagnostics_format (diag);
      g_test_message ("%s", text);
      g_assert_nonnull (strstr (text, cases[i].message));
      engine_test_remove_tree (dir);
    }
  /* Weights in every spelling, and the two parts of a table are not
   * a duplicate result. */
  const char *fine = "1|1|p1|p2|p3|p4|4S|N|10||1/3\n1|1|p1|p2|p3|p4|4S|N|9||2/3\n"
                     "1|2|p1|p2|p3|p4|4S|N|10|SA|60%\n1|2|p1|p2|p3|p4|4S|N|9|SA|0.4\n"
                     "1|3|p1|p2|p3|p4|4S|N|10||NS 0.5\n1|3|p1|p2|p3|p4|4S|N|9||NS 0.5\n"
                     "1|3|p1|p2|p3|p4|4S|N|8||EW\n";
  g_autofree char *dir = engine_test_write_event (fine, 1);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  g_autoptr (ValetTournament) t = load (dir, diag);
  g_autofree char *text = valet_diagnostics_format (diag);
  g_assert_cmpstr (text, ==, "");
  g_assert_cmpfloat (valet_tournament_result (t, 0)->weight, ==, (float) (1.0 / 3));
  g_assert_cmpfloat (valet_tournament_result (t, 2)->weight, ==, 0.6f);
  g_assert_cmpuint (valet_tournament_result (t, 4)->side, ==, VALET_SIDE_NS);
  g_assert_cmpuint (valet_tournament_result (t, 6)->side, ==, VALET_SIDE_EW);
  g_assert_cmpfloat (valet_tournament_result (t, 6)->weight, ==, 1);
  engine_test_remove_tree (dir);
}

/* Every kind written as text and read back gives the same results and
 * the same ranking, every column. */
static void
test_text_round_trip (void)
{
  const char *names[] = { "weighted-mp", "weighted-imps", "split-imps", "split-mp" };
  g_autofree char *dir = engine_test_write_event (artificial_event, 2);
  g_autoptr (ValetDiagnostics) d0 = valet_diagnostics_new (10);
  g_autoptr (ValetTournament) art = load (dir, d0);
  engine_test_remove_tree (dir);

  for (guint k = 0; k <= G_N_ELEMENTS (names); k++)
    {
      g_autoptr (ValetTournament) t = k < G_N_ELEMENTS (names) ? load_fixture (names[k]) : NULL;
      ValetTournament *orig = t ? t : art;
      g_autoptr (GError) error = NULL;
      g_autofree char *out = g_dir_make_tmp ("valet-adjusted-out-XXXXXX", &error);
      g_assert_true (valet_write_text (orig, out, &error));
      g_assert_no_error (error);
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
      g_autoptr (ValetTournament) back = load (out, diag);
      g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
      g_assert_cmpuint (valet_tournament_n_results (back), ==, valet_tournament_n_results (orig));
      for (guint i = 0; i < valet_tournament_n_results (orig); i++)
        {
          ValetResult a = *valet_tournament_result (orig, i), b = *valet_tournament_result (back, i);
          a.line = b.line = 0;
          g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
        }
      for (ValetScoring s = VALET_SCORING_DATUM; s <= VALET_SCORING_MATCHPOINTS; s++)
        {
          g_autoptr (ValetRun) r1 = engine_test_score (orig, s, TRUE, FALSE);
          g_autoptr (ValetRun) r2 = engine_test_score (back, s, TRUE, FALSE);
          ValetRanking *a = valet_run_ranking (r1), *b = valet_run_ranking (r2);
          g_assert_cmpuint (valet_ranking_n_pairs (a), ==, valet_ranking_n_pairs (b));
          for (guint i = 0; i < valet_ranking_n_pairs (a); i++)
            g_assert_cmpmem (valet_ranking_pair (a, i)->avg, sizeof (double) * VALET_N_COLS,
                             valet_ranking_pair (b, i)->avg, sizeof (double) * VALET_N_COLS);
        }
      engine_test_remove_tree (out);
    }
}

/* The scorer of boards with weighted or split scores, given a board
 * whose results are all whole, scores it as the played-board scorer
 * does (up to single precision), in every method. */
static void
test_same_as_played (gconstpointer data)
{
  g_autofree char *dir = g_build_filename (fixtures, data, NULL);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);
  g_autoptr (ValetTournament) t = load (dir, diag);
  valet_tournament_seal (t);

  for (guint mode = 0; mode < 3 * 2 * 2 * 2; mode++)
    {
      ValetOptions o;
      valet_options_init (&o);
      o.scoring = mode % 3;
      o.cloud = (mode / 3) % 2;
      o.lead = (mode / 6) % 2;
      o.compat = (mode / 12) % 2;
      g_autoptr (ValetBoardScorer) scorer = valet_board_scorer_new (&o);
      for (guint b = 0; b < valet_tournament_n_boards (t); b++)
        {
          const ValetBoard *board = valet_tournament_board (t, b);
          guint n = board->n_results;
          g_autofree ValetEntry *fast = g_new0 (ValetEntry, n);
          g_autofree ValetEntry *general = g_new0 (ValetEntry, n);
          g_autofree const ValetResult **res = g_new (const ValetResult *, n);
          g_autofree ValetEntry **out = g_new (ValetEntry *, n);
          for (guint i = 0; i < n; i++)
            {
              res[i] = valet_tournament_result (t, board->results[i]);
              out[i] = &general[i];
            }
          valet_board_scorer_score (scorer, t, board, fast);
          valet_score_adjusted_board (&o, board->board, res, board->results, n, out);
          for (guint i = 0; i < n; i++)
            {
              ValetEntryValues vx, vy;
              valet_entry_values (&fast[i], &vx);
              valet_entry_values (&general[i], &vy);
              const double *x = &vx.overall, *y = &vy.overall;
              /* overall, butler, bid, play, lead, def */
              for (guint k = 0; k < 6; k++)
                if (fabs (x[k] - y[k]) > 2e-3 * MAX (1, fabs (x[k])))
                  g_error ("%s mode %u board %u result %u value %u: %g against %g",
                           (const char *) data, mode, b, i, k, x[k], y[k]);
              g_assert_cmpfloat (valet_entry_def_overall (&general[i]), ==,
                                 -valet_entry_overall (&general[i]));
              g_assert_cmpfloat (valet_entry_weight (&general[i], res[i]), ==, 1);
            }
        }
      valet_options_clear (&o);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert (argc > 1);
  fixtures = argv[1];
  g_test_add_func ("/adjusted/weighted/matchpoints", test_weighted_matchpoints);
  g_test_add_func ("/adjusted/weighted/imps", test_weighted_imps);
  g_test_add_func ("/adjusted/split/imps", test_split_imps);
  g_test_add_func ("/adjusted/split/matchpoints", test_split_matchpoints);
  g_test_add_func ("/adjusted/split/def-apart", test_split_def_apart);
  g_test_add_func ("/adjusted/entry/values-exact", test_entry_values_exact);
  g_test_add_func ("/adjusted/entry-set-def", test_entry_set_def);
  g_test_add_func ("/adjusted/artificial", test_artificial);
  g_test_add_func ("/adjusted/artificial-only", test_artificial_only);
  g_test_add_func ("/adjusted/one-sided-split", test_one_sided_split);
  g_test_add_func ("/adjusted/parts-checked", test_parts_checked);
  g_test_add_func ("/adjusted/text-round-trip", test_text_round_trip);
  const char *events[] = { "examples-1", "examples-4", "examples-7", "2018-Open-BAMQ1" };
  for (guint i = 0; i < G_N_ELEMENTS (events); i++)
    {
      g_autofree char *path = g_strdup_printf ("/adjusted/same-as-played/%s", events[i]);
      g_test_add_data_func (path, events[i], test_same_as_played);
    }
  return g_test_run ();
}
