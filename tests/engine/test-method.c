/* test-method.c: the fine points of the method where the principles and
 * Valet 1.1 part, on whole runs: results without a lead, the datum each
 * board shows, the intervals of weighted scores and the compensated
 * columns.  Each is checked in the principles' way and, where Valet 1.1
 * differs, in its way under --compat 1.1.
 *
 * usage: test-method FIXTURES-DIR [GTest options]
 */
#include <math.h>
#include <string.h>

#include "engine-test-support.h"
#include "valet-tableau-writer.h"

static const char *fixtures;

/* @scores (Valet text, players p1 ..) scored with @o. */
static ValetRun *
score_text (const char *scores, guint tables, const ValetOptions *o, ValetTournament **t)
{
  g_autofree char *dir = engine_test_write_event (scores, tables);

  *t = engine_test_read (dir, VALET_INPUT_TEXT);
  engine_test_remove_tree (dir);
  return valet_run_new (*t, o, NULL, NULL, NULL, NULL);
}

/* The pair of "Player @a" and "Player @b", ranked or not. */
static const ValetPairScore *
find_pair (ValetRun *run, guint a, guint b)
{
  g_autofree char *want = g_strdup_printf ("Player %u - Player %u", a, b);

  for (guint i = 0; i < valet_run_n_ranked (run); i++)
    {
      const ValetPairScore *p = valet_run_ranked (run, i);
      g_autofree char *name = valet_run_pair_name (run, p);
      if (strcmp (name, want) == 0)
        return p;
    }
  g_error ("no pair %s", want);
  return NULL;
}

/* ---- 1: a result without a lead ------------------------------------- */

/* Three tables of two boards; the third table records no lead, so its
 * East-West pair (p10, p12) never leads. */
static const char no_lead_scores[] =
  "1|1|p1|p2|p3|p4|4S|N|10|HA\n"
  "1|1|p5|p6|p7|p8|4S|N|11|DA\n"
  "1|1|p9|p10|p11|p12|4S|N|9\n"
  "1|2|p1|p2|p3|p4|3N|N|9|S2\n"
  "1|2|p5|p6|p7|p8|3N|N|8|C2\n"
  "1|2|p9|p10|p11|p12|3N|N|10\n";

/* A line without a lead is not a lead of 0: it counts in no lead
 * column, the player's leads are none, and the tableau prints no suit
 * for it.  Valet 1.1 counts it as a lead (count 1, 0.00) under the suit
 * of the line before. */
static void
test_no_lead (void)
{
  for (int compat = 0; compat <= 1; compat++)
    {
      g_autoptr (ValetTournament) t = NULL;
      ValetOptions o;
      valet_options_init (&o);
      o.lead = TRUE;
      o.compat = compat;
      g_autoptr (ValetRun) run = score_text (no_lead_scores, 3, &o, &t);

      const ValetPairScore *p = find_pair (run, 10, 12);
      double leads = p->num[VALET_COL_LEAD1] + p->num[VALET_COL_LEAD2];
      g_assert_cmpfloat (leads, ==, compat ? 2 : 0);
      g_assert_cmpfloat (p->num[VALET_COL_DEF], ==, 2);
      g_assert_cmpfloat (valet_run_player_totals (run, 9)->n_lead, ==, compat ? 2 : 0);
      /* The pairs that led are unchanged: one lead each board. */
      p = find_pair (run, 2, 4);
      g_assert_cmpfloat (p->num[VALET_COL_LEAD1] + p->num[VALET_COL_LEAD2], ==, 2);

      const ValetEntry *entries;
      guint n;
      valet_run_board (run, 0, &entries, &n);
      g_autoptr (GString) tableau = g_string_new (NULL);
      valet_write_tableau (tableau, t, &o, valet_run_board (run, 0, NULL, NULL), entries, n);
      if (compat)
        g_assert_null (strstr (tableau->str, "4S, N, -, 9"));
      else
        g_assert_nonnull (strstr (tableau->str, "4S, N, -, 9"));
      valet_options_clear (&o);
    }
}

/* ---- 2: the datum each board shows ---------------------------------- */

/* The principles' example 1 (section 2.1): 21730 / 22 "yields 988",
 * rounded "to 980 (down) or to 990 (nearest)"; Valet 1.1 truncates to
 * 987.  The board pages show valet_run_board_datum(). */
static void
test_board_datum (void)
{
  static const struct { gboolean compat; ValetDatumRounding how; int datum; } cases[] = {
    { FALSE, VALET_DATUM_TO_POINT, 988 }, { TRUE, VALET_DATUM_TO_POINT, 987 },
    { FALSE, VALET_DATUM_TO_TEN, 990 }, { FALSE, VALET_DATUM_DOWN_TO_TEN, 980 },
  };
  g_autofree char *dir = g_build_filename (fixtures, "examples-1", NULL);
  g_autoptr (ValetTournament) t = engine_test_read (dir, VALET_INPUT_TEXT);

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      ValetOptions o;
      valet_options_init (&o);
      o.scoring = VALET_SCORING_DATUM;
      o.compat = cases[c].compat;
      o.datum.rounding = cases[c].how;
      g_autoptr (ValetRun) run = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
      g_assert_cmpint (valet_run_board_datum (run, 0), ==, cases[c].datum);
      valet_options_clear (&o);
    }
}

/* ---- 5: intervals on weighted scores --------------------------------- */

/* A weighted score's outcomes are one board: its pairs, who played one
 * board each, have no interval (two outcomes taken for two boards gave
 * one from -54.80 to 34.14), and a pair with the weighted board and
 * another has the interval of two boards, its weighted board counted
 * at its weighted score. */
static void
test_weighted_interval (void)
{
  g_autofree char *dir = g_build_filename (fixtures, "adjusted", "weighted-imps", NULL);
  g_autoptr (ValetTournament) t = engine_test_read (dir, VALET_INPUT_TEXT);
  g_autoptr (ValetRun) run = engine_test_score (t, VALET_SCORING_IMPS, TRUE, FALSE);
  double error, half;

  g_assert_cmpuint (valet_run_n_ranked (run), >, 0);
  for (guint i = 0; i < valet_run_n_ranked (run); i++)
    g_assert_false (valet_run_column_error (run, valet_run_ranked (run, i),
                                            VALET_RANKING_OVERALL, &error, &half));

  /* Table 1 weighted on board 1 (5HX by East: 11 tricks a third of the
   * time, 9 two thirds), both tables plain on board 2. */
  static const char scores[] =
    "1|1|p1|p2|p3|p4|5HX|E|11||1/3\n"
    "1|1|p1|p2|p3|p4|5HX|E|9||2/3\n"
    "1|1|p5|p6|p7|p8|4S|N|10\n"
    "1|2|p1|p2|p3|p4|4S|N|10\n"
    "1|2|p5|p6|p7|p8|4S|N|9\n";
  g_autoptr (ValetTournament) t2 = NULL;
  ValetOptions o;
  valet_options_init (&o);
  g_autoptr (ValetRun) run2 = score_text (scores, 2, &o, &t2);
  const ValetPairScore *p = find_pair (run2, 1, 3);
  g_assert_true (valet_run_column_error (run2, p, VALET_RANKING_OVERALL, &error, &half));
  /* Two boards: the standard error of two values is half their
   * distance, and the overall is their mean. */
  const ValetEntry *entries;
  guint n;
  double board_value[2] = { 0, 0 };
  for (guint b = 0; b < 2; b++)
    {
      valet_run_board (run2, b, &entries, &n);
      for (guint i = 0; i < n; i++)
        {
          const ValetResult *r = valet_tournament_result (t2, entries[i].result);
          if (r->player[VALET_NORTH] != p->player[0] && r->player[VALET_NORTH] != p->player[1])
            continue;
          /* North-South's score, from the declarer's. */
          double overall = valet_entry_overall (&entries[i]);
          double ns = valet_seat_is_ns (r->declarer) ? overall : -overall;
          board_value[b] += valet_entry_weight (&entries[i], r) * ns;
        }
    }
  g_assert_cmpfloat_with_epsilon (error, fabs (board_value[0] - board_value[1]) / 2, 1e-6);
  valet_options_clear (&o);
}

/* ---- 6: compensated columns agree with each other ------------------- */

static double
column (ValetRun *run, const ValetPairScore *p, ValetRankingColumnId id, guint *count)
{
  double v = 0;
  guint n = 0;

  valet_ranking_column_value (valet_ranking_column (id), p, valet_run_options (run),
                              VALET_WEIGH_BY_LEADS, &v, &n);
  if (count)
    *count = n;
  return v;
}

/* Play is the declarer play and the defence together, per board: with
 * compensation as without, Play times the boards is Declaring times the
 * hands declared and Defending times the hands defended (IMPs; at
 * matchpoints the distances from 50), and the score is Bid and Play.
 * Valet 1.1 compensates each column by the opponents' same column (a
 * pair that declared every board had Play 8.00 and Declaring 4.00);
 * the 2008 Mind Games' men's teams, at IMPs and against a datum, with
 * and without the lead split. */
static void
test_compensated_columns (void)
{
  g_autofree char *dir = g_build_filename (fixtures, "2008-Mind-MenA", NULL);
  g_autoptr (ValetTournament) t = engine_test_read (dir, VALET_INPUT_TEXT);

  for (int scoring = VALET_SCORING_DATUM; scoring <= VALET_SCORING_IMPS; scoring++)
    for (int lead = 0; lead <= 1; lead++)
      {
        ValetOptions o;
        valet_options_init (&o);
        o.scoring = scoring;
        o.lead = lead;
        o.compensate = TRUE;
        g_autoptr (ValetRun) run = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
        g_assert_cmpuint (valet_run_n_ranked (run), >, 10);
        for (guint i = 0; i < valet_run_n_ranked (run); i++)
          {
            const ValetPairScore *p = valet_run_ranked (run, i);
            guint boards, declared, defended;
            double overall = column (run, p, VALET_RANKING_OVERALL, &boards);
            double bid = column (run, p, VALET_RANKING_BID, NULL);
            double play = column (run, p, VALET_RANKING_PLAY, NULL);
            double declaring = column (run, p, VALET_RANKING_DECLARING, &declared);
            double defending = column (run, p, VALET_RANKING_DEFENDING, &defended);
            double adjusted = column (run, p, VALET_RANKING_ADJUSTED, NULL);
            g_assert_cmpfloat_with_epsilon (overall, bid + play + adjusted, 1e-6);
            g_assert_cmpfloat_with_epsilon (play * boards,
                                            declaring * declared + defending * defended,
                                            1e-6 * boards);
            /* The components of the chart add up to the score. */
            ValetComponents c;
            valet_run_pair_components (run, p, &c);
            double shares = 0;
            for (guint k = 0; k < VALET_N_COMPONENTS; k++)
              shares += c.share[k];
            g_assert_cmpfloat_with_epsilon (shares, c.total, 1e-6);
          }
        valet_options_clear (&o);
      }
}

/* ---- 8: each result's luck in the tableau --------------------------- */

/* The principles' Example 7 (section 4.3.1), board 2 (North-South
 * vulnerable): 3NT+1, 3NT+4, 5C+2 and 7C-1. */
static const char example7_scores[] =
  "1|2|p1|p2|p3|p4|3N|N|10\n"
  "1|2|p5|p6|p7|p8|3N|N|13\n"
  "1|2|p9|p10|p11|p12|5C|N|13\n"
  "1|2|p13|p14|p15|p16|7C|N|12\n";

/* The tableau's lines are the principles' table "The new cloud IAF
 * decomposition of Example 7, including luck": Butler, fair Butler
 * (Overall), luck, bid and play, the luck the defenders' too.  Valet
 * 1.1's tableau and the simple split's have no such columns. */
static void
test_tableau_luck (void)
{
  static const char *const lines[] = {
    "3NT, N, 10             1   -1.33   -0.25   -1.08    3.00    4.33\n",
    "3NT, N, 13             1    0.83   -0.25    1.08    6.00    5.17\n",
    "5C, N, 13              1   -1.50   -1.67    0.17    3.33    4.83\n",
    "7C, N, 12              1  -12.33    2.17  -14.50  -12.33    0.00\n",
    "3NT, N, 10             1    1.33    0.25    1.08   -3.00   -4.33\n",
  };

  for (int mode = 0; mode < 3; mode++)
    {
      g_autoptr (ValetTournament) t = NULL;
      ValetOptions o;
      valet_options_init (&o);
      o.compat = mode == 1;
      o.cloud = mode != 2;
      g_autoptr (ValetRun) run = score_text (example7_scores, 4, &o, &t);
      const ValetEntry *entries;
      guint n;
      const ValetBoard *board = valet_run_board (run, 0, &entries, &n);
      g_autoptr (GString) tableau = g_string_new (NULL);
      valet_write_tableau (tableau, t, &o, board, entries, n);
      g_test_message ("%s", tableau->str);
      if (mode == 0)
        {
          g_assert_nonnull (strstr (tableau->str, "   Play  Butler    Luck\n"));
          g_assert_nonnull (strstr (tableau->str, "    Def  Butler    Luck\n"));
          for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
            g_assert_nonnull (strstr (tableau->str, lines[i]));
        }
      else
        g_assert_null (strstr (tableau->str, "Luck"));
      valet_options_clear (&o);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    g_error ("usage: test-method FIXTURES-DIR");
  fixtures = argv[1];
  g_test_add_func ("/method/no-lead", test_no_lead);
  g_test_add_func ("/method/board-datum", test_board_datum);
  g_test_add_func ("/method/weighted-interval", test_weighted_interval);
  g_test_add_func ("/method/compensated-columns", test_compensated_columns);
  g_test_add_func ("/method/tableau-luck", test_tableau_luck);
  return g_test_run ();
}
