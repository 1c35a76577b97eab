/* test-board-scorer.c: the Valet split of small boards worked out by
 * hand, and of random boards against a plain, table-by-table model of
 * the definitions in valet-board-scorer.c.
 *
 * All boards are scored from North-South; entries are from the declaring
 * side.  Board 1 is vulnerable for nobody, board 3 for East-West.
 */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "valet-board-scorer.h"
#include "valet-diagnostics.h"
#include "valet-options.h"
#include "valet-text-reader.h"
#include "valet-tournament.h"

/* The engine works in single precision. */
#define EPS 1e-4

typedef struct {
  ValetTournament *t;
  ValetEntry      *entries;   /* of board 0, in the board's (file) order */
  guint            n;
  gboolean         averaged;  /* matchpoints by the principles: bid and play average */
} Scored;

static void
scored_clear (Scored *s)
{
  valet_tournament_free (s->t);
  g_free (s->entries);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Scored, scored_clear)

/* Names p0 .. p(n-1). */
static char *
make_names (guint n)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "p%u|Player %u\n", i, i);
  return g_string_free (s, FALSE);
}

/* Results of one board as "contract|declarer|tricks[|lead]" per table;
 * table k is played by p(4k) .. p(4k+3). */
static char *
make_scores (guint board, const char *const *tables, guint n)
{
  GString *s = g_string_new (NULL);
  for (guint k = 0; k < n; k++)
    g_string_append_printf (s, "1|%u|p%u|p%u|p%u|p%u|%s\n", board, 4 * k,
                            4 * k + 1, 4 * k + 2, 4 * k + 3, tables[k]);
  return g_string_free (s, FALSE);
}

static void
load_board (Scored *out, guint board, const char *const *tables, guint n)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  g_autofree char *names = make_names (4 * n);
  g_autofree char *scores = make_scores (board, tables, n);

  out->t = valet_tournament_new ();
  valet_parse_names (out->t, names, strlen (names), "names.txt", diag);
  valet_parse_scores (out->t, scores, strlen (scores), "scores.txt",
                      "names.txt", diag);
  if (valet_diagnostics_count (diag) + valet_diagnostics_n_warnings (diag) > 0)
    {
      g_autofree char *text = valet_diagnostics_format (diag);
      g_error ("test board does not load:\n%s", text);
    }
  g_assert_cmpuint (valet_tournament_n_boards (out->t), ==, 1);
  out->n = n;
  out->entries = g_new0 (ValetEntry, n);
}

static void
score_loaded (Scored *s, const ValetOptions *o)
{
  g_autoptr (ValetBoardScorer) scorer = valet_board_scorer_new (o);
  valet_board_scorer_score (scorer, s->t, valet_tournament_board (s->t, 0),
                            s->entries);
  s->averaged = o->scoring == VALET_SCORING_MATCHPOINTS && !o->compat;
}

static void
score_board (Scored *out, const ValetOptions *o, guint board,
             const char *const *tables, guint n)
{
  load_board (out, board, tables, n);
  score_loaded (out, o);
}

static ValetOptions
options (ValetScoring scoring, gboolean cloud, gboolean lead)
{
  ValetOptions o;
  valet_options_init (&o);
  o.scoring = scoring;
  o.cloud = cloud;
  o.lead = lead;
  return o;
}

/* The identities every entry keeps: overall = bid + play for the
 * declaring side (at matchpoints by the principles, overall = (bid +
 * play) / 2, except on a passed-out board, all bidding), lead + def =
 * -play for the defenders. */
static void
check_identities (const Scored *s, gboolean lead)
{
  for (guint i = 0; i < s->n; i++)
    {
      const ValetEntry *e = &s->entries[i];
      const ValetResult *r = valet_tournament_result (s->t, e->result);
      if (s->averaged && r->level > 0)
        g_assert_cmpfloat_with_epsilon (valet_entry_overall (e),
                                        (valet_entry_bid (e) + valet_entry_play (e)) / 2, EPS);
      else
        g_assert_cmpfloat_with_epsilon (valet_entry_overall (e),
                                        valet_entry_bid (e) + valet_entry_play (e), EPS);
      g_assert_cmpfloat_with_epsilon (valet_entry_lead (e) + valet_entry_def (e),
                                      -valet_entry_play (e), EPS);
      if (!lead || r->lead_rank == 0)
        g_assert_cmpfloat (valet_entry_lead (e), ==, 0);
      if (r->level == 0)
        {
          g_assert_cmpfloat (valet_entry_play (e), ==, 0);
          g_assert_cmpfloat (valet_entry_def (e), ==, 0);
        }
    }
}

static void
expect_entry (const Scored *s, guint i, double overall, double bid, double play)
{
  const ValetEntry *e = &s->entries[i];
  g_test_message ("table %u: overall %g bid %g play %g", i + 1, valet_entry_overall (e),
                  valet_entry_bid (e), valet_entry_play (e));
  g_assert_cmpuint (e->result, ==, valet_tournament_board (s->t, 0)->results[i]);
  g_assert_cmpfloat_with_epsilon (valet_entry_overall (e), overall, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_bid (e), bid, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_play (e), play, EPS);
}

/* Board 1, nobody vulnerable, North declaring spades at four tables:
 *   4S 10 tricks  +420
 *   4S 11 tricks  +450
 *   2S  9 tricks  +140
 *   4S  9 tricks   -50
 * The datum is 960 / 4 = 240.  The 4S cloud has 9, 9, 10, 11 tricks. */
static const char *const four_tables[] = {
  "4S|N|10", "4S|N|11", "2S|N|9", "4S|N|9",
};

static void
test_datum_simple (void)
{
  g_auto (Scored) s = { 0 };
  ValetOptions o = options (VALET_SCORING_DATUM, FALSE, FALSE);

  score_board (&s, &o, 1, four_tables, 4);
  /* Overall: 180 -> 5, 210 -> 5, -100 -> -3, -290 -> -7.
   * Bid of 4S: (-7 -7 +5 +5) / 4 = -1 (scores -50, -50, 420, 450).
   * Bid of 2S: 140, 140, 170, 200 against 240: (-3 -3 -2 -1) / 4. */
  expect_entry (&s, 0, 5, -1, 6);
  expect_entry (&s, 1, 5, -1, 6);
  expect_entry (&s, 2, -3, -2.25, -0.75);
  expect_entry (&s, 3, -7, -1, -6);
  check_identities (&s, FALSE);
  /* Without a lead split the defence takes all of -play. */
  g_assert_cmpfloat_with_epsilon (valet_entry_def (&s.entries[0]), -6, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_def (&s.entries[2]), 0.75, EPS);
}

static void
test_datum_simple_extremes (void)
{
  g_auto (Scored) s = { 0 };
  ValetOptions o = options (VALET_SCORING_DATUM, FALSE, FALSE);

  o.extremes = TRUE;
  score_board (&s, &o, 1, four_tables, 4);
  /* Without 450 and -50 the datum is (420 + 140) / 2 = 280:
   * 140 -> 4, 170 -> 5, -140 -> -4, -330 -> -8.  Bid of 4S:
   * (-8 -8 +4 +5) / 4 = -1.75. */
  expect_entry (&s, 0, 4, -1.75, 5.75);
  expect_entry (&s, 1, 5, -1.75, 6.75);
  expect_entry (&s, 3, -8, -1.75, -6.25);
  g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[2]), -4, EPS);
  check_identities (&s, FALSE);
}

static void
test_datum_simple_hard_round (void)
{
  g_auto (Scored) s = { 0 };
  ValetOptions o = options (VALET_SCORING_DATUM, FALSE, FALSE);
  /* 3NT+2 +460, 2NT= +120, 3NT= +400, passed out: the datum is
   * 980 / 4 = 245, so every difference ends in 5 and the two roundings
   * part: 460 - 245 = 215 is 6 IMPs to the nearest (220) and 5 rounded
   * down (210); 120 - 245 = -125 is -4 (-130) or -3 (-120); 400 - 245 =
   * 155 is 4 either way (160, 150); 0 - 245 is -6 either way. */
  static const char *const tables[] = { "3N|N|11", "2N|N|8", "3N|N|9", "P|N|0" };

  score_board (&s, &o, 1, tables, 4);
  g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[0]), 6, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[1]), -4, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[2]), 4, EPS);
  /* The passed-out table: all of it is bidding. */
  expect_entry (&s, 3, -6, -6, 0);
  check_identities (&s, FALSE);
  scored_clear (&s);

  o.hard_round = TRUE;
  score_board (&s, &o, 1, tables, 4);
  g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[0]), 5, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[1]), -3, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[2]), 4, EPS);
  expect_entry (&s, 3, -6, -6, 0);
}

static void
test_datum_truncated (void)
{
  g_auto (Scored) s = { 0 };
  ValetOptions o = options (VALET_SCORING_DATUM, FALSE, FALSE);
  /* Seven tables, North-South sum -660: the mean -94.29 is truncated
   * towards zero to -94 (not floored to -95).  So -50 is 44 above the
   * datum, 1 IMP; it would be 45 and 2 IMPs against -95. */
  static const char *const tables[] = {
    "4S|N|9", "4S|N|9", "4S|N|8", "4S|N|8", "2S|E|8", "2S|E|8", "2S|E|9",
  };

  score_board (&s, &o, 1, tables, 7);
  g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[0]), 1, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[1]), 1, EPS);
  /* -100 + 94 = -6: 0 IMPs. */
  g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[2]), 0, EPS);
  /* East-West declare: -110 + 94 = -16 is -1 for North-South, +1 for
   * the declarers; -140 + 94 = -46, +2 for them. */
  g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[4]), 1, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[6]), 2, EPS);
  check_identities (&s, FALSE);
}

/* The principles round the mean datum to the nearest point (section
 * 2.1: 21730 / 22 = 987.7 is 988); Valet 1.1 truncates it.  Seven
 * tables, North-South sum 810: the mean 115.71 is 116, so 4C making 130
 * is 14 above it, 0 IMPs; against 1.1's 115 it is 15, 1 IMP. */
static void
test_datum_nearest_point (void)
{
  static const char *const tables[] = {
    "4C|N|10", "2H|N|8", "2H|N|8", "2H|N|8", "2H|N|8", "1N|N|8", "1N|N|8",
  };

  for (int compat = 0; compat <= 1; compat++)
    {
      g_auto (Scored) s = { 0 };
      ValetOptions o = options (VALET_SCORING_DATUM, FALSE, FALSE);
      o.compat = compat;
      score_board (&s, &o, 1, tables, G_N_ELEMENTS (tables));
      g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[0]), compat ? 1 : 0, EPS);
      /* 110 is 6 below 116 (5 below 115): 0 IMPs either way. */
      g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[1]), 0, EPS);
    }
}

/* The datum rounded to ten, as the principles offer (section 2.1): the
 * same board's 116 down to 110 makes 130 worth 20, 1 IMP, and 120 to
 * the nearest 10 makes it 10, 0 IMPs, and 110 -10, 0 IMPs. */
static void
test_datum_to_ten (void)
{
  static const char *const tables[] = {
    "4C|N|10", "2H|N|8", "2H|N|8", "2H|N|8", "2H|N|8", "1N|N|8", "1N|N|8",
  };
  static const struct { ValetDatumRounding how; double first, second; } cases[] = {
    { VALET_DATUM_DOWN_TO_TEN, 1, 0 }, { VALET_DATUM_TO_TEN, 0, 0 },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_auto (Scored) s = { 0 };
      ValetOptions o = options (VALET_SCORING_DATUM, FALSE, FALSE);
      o.datum.rounding = cases[c].how;
      score_board (&s, &o, 1, tables, G_N_ELEMENTS (tables));
      g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[0]), cases[c].first, EPS);
      g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[1]), cases[c].second, EPS);
    }
}

/* A cloud's datum is the plain average of its outcomes (section 4.2),
 * whatever rule the board's datum follows: the cloud split against a
 * datum scores the same with the median, the small-field rules or a
 * trimmed mean as with the mean.  Valet 1.1's way, the rule changes
 * each cloud's datum (4S with 9, 9, 10, 11 tricks: median 170 against
 * the mean 193). */
static void
test_datum_cloud_plain (void)
{
  static const char *const rules[] = { "median", "small-field", "trim:1" };
  g_auto (Scored) mean = { 0 };
  ValetOptions o = options (VALET_SCORING_DATUM, TRUE, FALSE);

  score_board (&mean, &o, 1, four_tables, 4);
  for (guint c = 0; c < G_N_ELEMENTS (rules); c++)
    for (int compat = 0; compat <= 1; compat++)
      {
        g_auto (Scored) s = { 0 };
        ValetOptions r = options (VALET_SCORING_DATUM, TRUE, FALSE);
        g_assert_true (valet_datum_rule_parse (rules[c], &r.datum));
        r.compat = compat;
        score_board (&s, &r, 1, four_tables, 4);
        gboolean same = TRUE;
        for (guint i = 0; i < 4; i++)
          same = same
                 && fabs (valet_entry_overall (&s.entries[i])
                          - valet_entry_overall (&mean.entries[i])) < EPS
                 && fabs (valet_entry_bid (&s.entries[i])
                          - valet_entry_bid (&mean.entries[i])) < EPS;
        g_assert_true (same == !compat);
      }
}

static void
test_datum_east_west (void)
{
  g_auto (Scored) s = { 0 };
  ValetOptions o = options (VALET_SCORING_DATUM, FALSE, FALSE);
  /* Board 3, East-West vulnerable: 4H by East making (-620 for
   * North-South) and one down (+100).  Datum -260; the tables are 360
   * either side of it, 8 IMPs.  Both 4H tables bid the same contract,
   * whose cloud averages to 0: it is all play. */
  static const char *const tables[] = { "4H|E|10", "4H|E|9" };

  score_board (&s, &o, 3, tables, 2);
  expect_entry (&s, 0, 8, 0, 8);
  expect_entry (&s, 1, -8, 0, -8);
  check_identities (&s, FALSE);
  g_assert_cmpfloat_with_epsilon (valet_entry_def (&s.entries[0]), -8, EPS);
}

/* The small-field article's examples, each a board of its own: with
 * the simple split, every table's Butler score is its score against the
 * datum the rules give ("contract|declarer|tricks", and the North-South
 * scores they make). */
typedef struct {
  const char *rule;
  guint       board;
  const char *tables[4];
  int         ns[4];
  guint       n;
  int         datum;
} DatumCase;

static void
test_datum_rules (void)
{
  static const DatumCase cases[] = {
    { "small-field", 2, { "3N|N|9", "4S|N|10", "3N|N|10", "4S|N|11" }, { 600, 620, 630, 650 }, 4, 625 },
    { "small-field", 1, { "2S|N|10", "3N|N|9", "4S|N|10", "4S|N|10" }, { 170, 400, 420, 420 }, 4, 420 },
    { "small-field", 1, { "2S|N|10", "3N|N|9", "4S|N|10", "3N|N|10" }, { 170, 400, 420, 430 }, 4, 417 },
    { "small-field", 1, { "1C|N|7", "2S|N|8", "3N|N|9", "4S|N|10" }, { 70, 110, 400, 420 }, 4, 255 },
    { "small-field", 1, { "1N|N|9", "4SX|E|8", "3N|N|9", "4S|N|10" }, { 150, 300, 400, 420 }, 4, 410 },
    { "small-field", 1, { "1N|N|9", "4SX|E|8", "3N|N|9", "4SX|E|6" }, { 150, 300, 400, 800 }, 4, 350 },
    { "small-field", 2, { "6S|N|12", "6N|N|12", "6S|N|11" }, { 1430, 1440, -100 }, 3, 1430 },
    { "median", 1, { "1N|N|9", "4SX|E|8", "3N|N|9", "4SX|E|6" }, { 150, 300, 400, 800 }, 4, 350 },
    { "trim:1", 1, { "1N|N|9", "4SX|E|8", "3N|N|9", "4SX|E|6" }, { 150, 300, 400, 800 }, 4, 350 },
    { "mean", 1, { "1N|N|9", "4SX|E|8", "3N|N|9", "4SX|E|6" }, { 150, 300, 400, 800 }, 4, 412 },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      const DatumCase *d = &cases[c];
      g_auto (Scored) s = { 0 };
      ValetOptions o = options (VALET_SCORING_DATUM, FALSE, FALSE);

      g_assert_true (valet_datum_rule_parse (d->rule, &o.datum));
      score_board (&s, &o, d->board, d->tables, d->n);
      for (guint i = 0; i < d->n; i++)
        {
          const ValetResult *r = valet_tournament_result (s.t, s.entries[i].result);
          /* Seen from the declarers. */
          int sign = r->declarer == VALET_NORTH || r->declarer == VALET_SOUTH ? 1 : -1;
          g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[i]),
                                          sign * valet_imps (d->ns[i] - d->datum, FALSE), EPS);
        }
    }
}

static void
test_datum_cloud (void)
{
  g_auto (Scored) s = { 0 };
  ValetOptions o = options (VALET_SCORING_DATUM, TRUE, FALSE);

  score_board (&s, &o, 1, four_tables, 4);
  /* Cloud datums: 4S with 9, 9, 10, 11 tricks: 770 / 4 -> 192; 2S:
   * 650 / 4 -> 162.  Overall is the score against the other tables'
   * cloud datums, bid the cloud datum against theirs:
   *   420: 228 -> 6, 258 -> 6, 228 -> 6          = 6; bid (0+1+0)/3
   *   450: 258 -> 6, 288 -> 7, 258 -> 6          = 19/3
   *   140: -52 -> -2 three times                  = -2; bid -30 -> -1
   *   -50: -242 -> -6, -212 -> -5, -242 -> -6     = -17/3 */
  expect_entry (&s, 0, 6, 1.0 / 3, 6 - 1.0 / 3);
  expect_entry (&s, 1, 19.0 / 3, 1.0 / 3, 6);
  expect_entry (&s, 2, -2, -1, -1);
  expect_entry (&s, 3, -17.0 / 3, 1.0 / 3, -6);
  check_identities (&s, FALSE);
}

/* Example 7 of the principles (section 4.2): 3NT+1, 3NT+4, 5C+2 and
 * 7C-1, North-South vulnerable (board 2).  Its tables "including luck" give each
 * declarer's Butler (the plain score), Fair Butler (the cloud split's
 * score) and Luck, their difference, at IMPs across the field and
 * against a datum. */
static const char *const example_7[] = { "3N|N|10", "3N|N|13", "5C|N|13", "7C|N|12" };

static void
expect_butler (const Scored *s, const double *butler, const double *fair)
{
  for (guint i = 0; i < s->n; i++)
    {
      const ValetEntry *e = &s->entries[i];
      g_test_message ("table %u: Butler %g, fair %g", i + 1, valet_entry_butler (e),
                      valet_entry_overall (e));
      /* The principles print two decimals. */
      g_assert_cmpfloat_with_epsilon (valet_entry_butler (e), butler[i], 0.005);
      g_assert_cmpfloat_with_epsilon (valet_entry_overall (e), fair[i], 0.005);
    }
}

/* The same tables' Bid and Play columns, two decimals. */
static void
expect_bid_play (const Scored *s, const double *bid, const double *play)
{
  for (guint i = 0; i < s->n; i++)
    {
      g_assert_cmpfloat_with_epsilon (valet_entry_bid (&s->entries[i]), bid[i], 0.005);
      g_assert_cmpfloat_with_epsilon (valet_entry_play (&s->entries[i]), play[i], 0.006);
    }
}

static void
test_butler_and_luck (void)
{
  const double iaf_butler[] = { 3.00, 6.00, 3.33, -12.33 };
  const double iaf_fair[] = { -1.33, 0.83, -1.50, -12.33 };
  const double iaf_bid[] = { -0.25, -0.25, -1.67, 2.17 };
  const double iaf_play[] = { -1.08, 1.08, 0.17, -14.50 };
  const double datum_butler[] = { 4, 6, 5, -11 };
  const double datum_fair[] = { -3.67, -0.67, -3.67, -12.67 };
  const double datum_bid[] = { -2.00, -2.00, -4.33, 8.33 };
  const double datum_play[] = { -1.67, 1.33, 0.67, -21.00 };
  const double iaf_luck[] = { 4.33, 5.17, 4.83, 0 };

  {
    g_auto (Scored) s = { 0 };
    ValetOptions o = options (VALET_SCORING_IMPS, TRUE, FALSE);
    score_board (&s, &o, 2, example_7, 4);
    expect_butler (&s, iaf_butler, iaf_fair);
    expect_bid_play (&s, iaf_bid, iaf_play);
    for (guint i = 0; i < 4; i++)
      g_assert_cmpfloat_with_epsilon (valet_entry_butler (&s.entries[i])
                                      - valet_entry_overall (&s.entries[i]),
                                      iaf_luck[i], 0.01);
  }
  {
    g_auto (Scored) s = { 0 };
    ValetOptions o = options (VALET_SCORING_DATUM, TRUE, FALSE);
    score_board (&s, &o, 2, example_7, 4);
    expect_butler (&s, datum_butler, datum_fair);
    expect_bid_play (&s, datum_bid, datum_play);
  }
  /* In the simple split the score is the plain one: no luck. */
  for (ValetScoring scoring = VALET_SCORING_DATUM; scoring <= VALET_SCORING_MATCHPOINTS; scoring++)
    {
      g_auto (Scored) s = { 0 };
      ValetOptions o = options (scoring, FALSE, FALSE);
      score_board (&s, &o, 2, example_7, 4);
      for (guint i = 0; i < 4; i++)
        g_assert_cmpfloat (valet_entry_butler (&s.entries[i]), ==,
                           valet_entry_overall (&s.entries[i]));
    }
  /* At matchpoints the plain score is the simple split's: 3NT+1 beats
   * 7C-1 and loses to the others, one top in three comparisons. */
  {
    g_auto (Scored) s = { 0 };
    ValetOptions o = options (VALET_SCORING_MATCHPOINTS, TRUE, FALSE);
    score_board (&s, &o, 2, example_7, 4);
    g_assert_cmpfloat_with_epsilon (valet_entry_butler (&s.entries[0]), -1.0 / 3, EPS);
    g_assert_cmpfloat_with_epsilon (valet_entry_butler (&s.entries[1]), 1, EPS);
    g_assert_cmpfloat_with_epsilon (valet_entry_butler (&s.entries[3]), -1, EPS);
  }
}

static void
test_field_simple (void)
{
  g_auto (Scored) s = { 0 };
  ValetOptions o = options (VALET_SCORING_IMPS, FALSE, FALSE);

  score_board (&s, &o, 1, four_tables, 4);
  /* Overall: the average over the three other tables.
   *   420: -30 -> -1, 280 -> 7, 470 -> 10       = 16/3
   *   450: 1, 310 -> 7, 500 -> 11               = 19/3
   *   140: -7, -7, 190 -> 5                     = -3
   *   -50: -10, -11, -5                          = -26/3
   * Bid of 4S: each trick count of the cloud against the field, leaving
   * out one table with that score: (2 (-26/3) + 16/3 + 19/3) / 4.
   * Bid of 2S: 140 -> -3; 170 is nobody's score, so against all four:
   * (-6 -7 +1 +6) / 4; 200: (-6 -6 +2 +6) / 4. */
  expect_entry (&s, 0, 16.0 / 3, -17.0 / 12, 16.0 / 3 + 17.0 / 12);
  expect_entry (&s, 1, 19.0 / 3, -17.0 / 12, 19.0 / 3 + 17.0 / 12);
  expect_entry (&s, 2, -3, (2 * -3 - 1.5 - 1) / 4, -3 + 2.125);
  expect_entry (&s, 3, -26.0 / 3, -17.0 / 12, -26.0 / 3 + 17.0 / 12);
  check_identities (&s, FALSE);

  /* All scores differ, so the overall scores sum to zero. */
  double sum = 0;
  for (guint i = 0; i < 4; i++)
    sum += valet_entry_overall (&s.entries[i]);
  g_assert_cmpfloat_with_epsilon (sum, 0, EPS);
}

static void
test_field_cloud (void)
{
  g_auto (Scored) s = { 0 };
  ValetOptions o = options (VALET_SCORING_IMPS, TRUE, FALSE);

  score_board (&s, &o, 1, four_tables, 4);
  /* 420 against the other tables' clouds: the 4S cloud (-50, -50, 420,
   * 450) gives (10 + 10 + 0 - 1) / 4, twice; the 2S cloud (140, 140,
   * 170, 200) gives (7 + 7 + 6 + 6) / 4.  Total 16, over 3 tables.
   * Bid: the same for -50 (-16/3) twice, 420 (16/3) and 450 (73/12):
   * (-32/3 + 16/3 + 73/12) / 4 = 9/48. */
  expect_entry (&s, 0, 16.0 / 3, 9.0 / 48, 16.0 / 3 - 9.0 / 48);
  g_assert_cmpfloat_with_epsilon (valet_entry_bid (&s.entries[1]), 9.0 / 48, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_bid (&s.entries[3]), 9.0 / 48, EPS);
  check_identities (&s, FALSE);
}

static void
test_matchpoints_simple (void)
{
  g_auto (Scored) s = { 0 };
  ValetOptions o = options (VALET_SCORING_MATCHPOINTS, FALSE, FALSE);

  score_board (&s, &o, 1, four_tables, 4);
  /* +1 a table beaten, -1 a table lost to, over the three others. */
  g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[0]), 1.0 / 3, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[1]), 1, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[2]), -1.0 / 3, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[3]), -1, EPS);
  /* Bid of 4S: -50 -> -1 (twice), 420 -> 1/3, 450 -> 1. */
  g_assert_cmpfloat_with_epsilon (valet_entry_bid (&s.entries[0]), (-2 + 1.0 / 3 + 1) / 4, EPS);
  check_identities (&s, FALSE);
}

/* The principles' example (section 2.3): "you get a 60% score on your
 * board ... your bidding score is 70%. We would like the average of your
 * bidding and play score to be 60%, so this must mean that your play was
 * only worth 50%."  Six tables, nobody vulnerable; table 1 beats three
 * and loses to two (60 %), and the 4S cloud is table 1 and table 2, which
 * beats four (80 %), so the bid is (60 + 80) / 2 = 70 %.  Valet 1.1 adds
 * bid and play: 70 + 40 - 50 = 60. */
static void
test_matchpoints_principles (void)
{
  static const char *const tables[] = {
    "4S|N|10", "4S|N|11", "6N|N|12", "2H|N|9", "2H|N|8", "3C|N|9",
  };

  for (int compat = 0; compat < 2; compat++)
    {
      g_auto (Scored) s = { 0 };
      ValetOptions o = options (VALET_SCORING_MATCHPOINTS, FALSE, FALSE);
      o.compat = compat;
      score_board (&s, &o, 1, tables, G_N_ELEMENTS (tables));
      g_assert_cmpfloat_with_epsilon (valet_scoring_units (o.scoring,
                                                           valet_entry_overall (&s.entries[0])),
                                      60, 1e-4);
      g_assert_cmpfloat_with_epsilon (valet_scoring_units (o.scoring,
                                                           valet_entry_bid (&s.entries[0])),
                                      70, 1e-4);
      g_assert_cmpfloat_with_epsilon (valet_scoring_units (o.scoring,
                                                           valet_entry_play (&s.entries[0])),
                                      compat ? 40 : 50, 1e-4);
      check_identities (&s, FALSE);
    }
}

static void
test_lead_split (void)
{
  g_auto (Scored) s = { 0 };
  ValetOptions o = options (VALET_SCORING_DATUM, FALSE, TRUE);
  /* The four tables again, with leads: hearts at 10 and 9 tricks,
   * spades at 11, none at the 2S table. */
  static const char *const tables[] = {
    "4S|N|10|HK", "4S|N|11|SA", "2S|N|9", "4S|N|9|H2",
  };

  score_board (&s, &o, 1, tables, 4);
  expect_entry (&s, 0, 5, -1, 6);
  expect_entry (&s, 1, 5, -1, 6);
  expect_entry (&s, 2, -3, -2.25, -0.75);
  expect_entry (&s, 3, -7, -1, -6);
  /* The heart-lead cloud (9 and 10 tricks) bids -1, as the full cloud
   * does: the lead is worth 0 and the defence takes the rest.  After the
   * spade lead 4S always made 11 tricks (+5), 6 better than the cloud:
   * the lead cost the defenders 6, the rest of their defence 0. */
  g_assert_cmpfloat_with_epsilon (valet_entry_lead (&s.entries[0]), 0, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_def (&s.entries[0]), -6, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_lead (&s.entries[1]), -6, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_def (&s.entries[1]), 0, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_lead (&s.entries[3]), 0, EPS);
  g_assert_cmpfloat_with_epsilon (valet_entry_def (&s.entries[3]), 6, EPS);
  /* No lead given: no lead score. */
  g_assert_cmpfloat (valet_entry_lead (&s.entries[2]), ==, 0);
  g_assert_cmpfloat_with_epsilon (valet_entry_def (&s.entries[2]), 0.75, EPS);
  check_identities (&s, TRUE);
}

static void
test_single_table (void)
{
  static const char *const tables[] = { "4S|N|10" };

  /* Nobody to compare with: every mode gives 0. */
  for (int scoring = 0; scoring < 3; scoring++)
    for (int cloud = 0; cloud < 2; cloud++)
      {
        g_auto (Scored) s = { 0 };
        ValetOptions o = options (scoring, cloud, TRUE);
        score_board (&s, &o, 1, tables, 1);
        g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[0]), 0, EPS);
        g_assert_cmpfloat_with_epsilon (valet_entry_bid (&s.entries[0]), 0, EPS);
        g_assert_cmpfloat_with_epsilon (valet_entry_play (&s.entries[0]), 0, EPS);
      }
}

static void
test_all_passed_out (void)
{
  static const char *const tables[] = { "P|N|0", "P|E|0", "PASS|W|13" };

  for (int scoring = 0; scoring < 3; scoring++)
    for (int cloud = 0; cloud < 2; cloud++)
      {
        g_auto (Scored) s = { 0 };
        ValetOptions o = options (scoring, cloud, TRUE);
        score_board (&s, &o, 1, tables, 3);
        for (guint i = 0; i < 3; i++)
          {
            g_assert_cmpfloat_with_epsilon (valet_entry_overall (&s.entries[i]), 0, EPS);
            g_assert_cmpfloat_with_epsilon (valet_entry_bid (&s.entries[i]), 0, EPS);
          }
        check_identities (&s, TRUE);
      }
}

/* Board 1, nobody vulnerable: 1NT by North just made (+90) twice, and
 * passed out once.  In the cloud split the pass-out is an outcome like
 * the others: 1NT scores 0 against the other 1NT and +3 IMPs against the
 * pass-out, (0 + 3) / 2 = +1.50, all of it bidding (everyone in 1NT took
 * 7 tricks); the pass-out loses 3 to each, -3.  The board balances:
 * 1.50 + 1.50 - 3 = 0.  At matchpoints 1NT beats the pass-out and ties
 * the other: (0 + 1) / 2, 75 %; the pass-out 0 %; on average 50 %.
 * Valet 1.1 divides by the two other tables but adds nothing for the
 * pass-out: 1NT scores 0. */
static void
test_passed_out_in_cloud (void)
{
  static const char *const tables[] = { "1N|N|7", "1N|N|7", "P|N|0" };

  for (int compat = 0; compat < 2; compat++)
    {
      g_auto (Scored) imps = { 0 };
      g_auto (Scored) mp = { 0 };
      ValetOptions o = options (VALET_SCORING_IMPS, TRUE, FALSE);
      o.compat = compat;
      score_board (&imps, &o, 1, tables, 3);
      double one_nt = compat ? 0 : 1.5;
      expect_entry (&imps, 0, one_nt, one_nt, 0);
      expect_entry (&imps, 1, one_nt, one_nt, 0);
      expect_entry (&imps, 2, -3, -3, 0);

      o.scoring = VALET_SCORING_MATCHPOINTS;
      score_board (&mp, &o, 1, tables, 3);
      /* By the principles the play averages with the bid to the score,
       * so an average play in a 1NT worth the score is worth it too. */
      expect_entry (&mp, 0, compat ? 0 : 0.5, compat ? 0 : 0.5, compat ? 0 : 0.5);
      expect_entry (&mp, 2, -1, -1, 0);
      check_identities (&mp, FALSE);
    }
}

/* ---- a plain model, table by table ---------------------------------- */

typedef struct {
  guint n;
  guint board;
  const ValetResult **res;
  int *raw;
} Model;

static int
score_with (const Model *m, const ValetResult *r, guint tricks)
{
  return valet_ns_score (r->level, r->denom, r->mult, r->declarer,
                         valet_board_vulnerable (m->board, r->declarer), tricks);
}

static gboolean
same_cloud (const ValetResult *a, const ValetResult *b)
{
  return a->level && b->level && a->declarer == b->declarer && a->denom == b->denom;
}

static double
pv (const ValetOptions *o, int difference)
{
  return o->scoring == VALET_SCORING_MATCHPOINTS
    ? valet_mp_compare (difference) : valet_imps (difference, o->hard_round);
}

/* The mean, without one highest and one lowest value with --extremes;
 * rounded to the nearest point, half a point away from zero, as the
 * principles round it (section 2.1: 21730 / 22 is 988), or truncated
 * towards zero as Valet 1.1 does.  A cloud's datum is the plain mean
 * (section 4.2), except in Valet 1.1's way. */
static int
datum_of (const ValetOptions *o, const int *v, guint n, gboolean cloud)
{
  if (n == 0)
    return 0;
  gint64 sum = 0;
  int lo = v[0], hi = v[0];
  for (guint i = 0; i < n; i++)
    {
      sum += v[i];
      lo = MIN (lo, v[i]);
      hi = MAX (hi, v[i]);
    }
  if (o->extremes && n > 2 && (o->compat || !cloud))
    {
      sum -= (gint64) lo + hi;
      n -= 2;
    }
  if (o->compat)
    return (int) (sum / (gint64) n);
  return (int) lround ((double) sum / n);
}

/* Result i's contract with the tricks of each table of its cloud. */
static GArray *
cloud_scores (const Model *m, guint i)
{
  GArray *a = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint j = 0; j < m->n; j++)
    if (same_cloud (m->res[i], m->res[j]))
      {
        int v = score_with (m, m->res[i], m->res[j]->tricks);
        g_array_append_val (a, v);
      }
  return a;
}

static int
model_cloud_datum (const ValetOptions *o, const Model *m, guint i)
{
  if (m->res[i]->level == 0)
    return 0;
  g_autoptr (GArray) a = cloud_scores (m, i);
  return datum_of (o, (const int *) a->data, a->len, TRUE);
}

/* Average over the raw scores, leaving out one equal to x. */
static double
model_field_value (const ValetOptions *o, const Model *m, int x)
{
  double sum = 0;
  gboolean found = FALSE;
  for (guint j = 0; j < m->n; j++)
    {
      sum += pv (o, x - m->raw[j]);
      found = found || m->raw[j] == x;
    }
  guint count = m->n - (found ? 1 : 0);
  return count ? sum / count : 0;
}

/* x against every other table's cloud, over n - 1 tables; a passed-out
 * table's cloud is its score, 0 (Valet 1.1 adds nothing for it). */
static double
model_against_clouds (const ValetOptions *o, const Model *m, int x, guint own)
{
  if (m->n <= 1)
    return 0;
  double sum = 0;
  for (guint j = 0; j < m->n; j++)
    {
      if (j != own && m->res[j]->level == 0 && !o->compat)
        sum += pv (o, x);
      if (j == own || m->res[j]->level == 0)
        continue;
      g_autoptr (GArray) a = cloud_scores (m, j);
      double c = 0;
      for (guint k = 0; k < a->len; k++)
        c += pv (o, x - g_array_index (a, int, k));
      sum += c / a->len;
    }
  return sum / (m->n - 1);
}

/* North-South total and bid of table i. */
static void
model_table (const ValetOptions *o, const Model *m, guint i, double *total,
             double *bid)
{
  const ValetResult *r = m->res[i];
  g_autoptr (GArray) cloud = r->level ? cloud_scores (m, i) : NULL;

  if (o->scoring == VALET_SCORING_DATUM && !o->cloud)
    {
      int datum = datum_of (o, m->raw, m->n, FALSE);
      *total = valet_imps (m->raw[i] - datum, o->hard_round);
      *bid = 0;
      if (cloud)
        for (guint k = 0; k < cloud->len; k++)
          *bid += valet_imps (g_array_index (cloud, int, k) - datum, o->hard_round)
                  / (double) cloud->len;
    }
  else if (o->scoring == VALET_SCORING_DATUM)
    {
      *total = *bid = 0;
      if (m->n <= 1)
        return;
      int cd = model_cloud_datum (o, m, i);
      for (guint j = 0; j < m->n; j++)
        {
          int other = model_cloud_datum (o, m, j);
          if (j != i)
            *total += valet_imps (m->raw[i] - other, o->hard_round);
          *bid += valet_imps (cd - other, o->hard_round);
        }
      *total /= m->n - 1;
      *bid /= m->n - 1;
    }
  else if (!o->cloud)
    {
      *total = model_field_value (o, m, m->raw[i]);
      *bid = 0;
      if (cloud)
        for (guint k = 0; k < cloud->len; k++)
          *bid += model_field_value (o, m, g_array_index (cloud, int, k))
                  / cloud->len;
    }
  else
    {
      *total = model_against_clouds (o, m, m->raw[i], i);
      *bid = 0;
      if (cloud)
        for (guint k = 0; k < cloud->len; k++)
          *bid += model_against_clouds (o, m, g_array_index (cloud, int, k), i)
                  / cloud->len;
    }
  if (r->level == 0)
    *bid = *total;
}

/* A random board of @n tables: a few contracts, so that clouds have
 * several tables, some doubled, some passed out, most with a lead. */
static char *
random_scores (guint board, guint n)
{
  static const char *const contracts[] = { "4S", "4H", "3N", "5D", "2S", "6N", "1C" };
  static const char seats[] = "NNSSEW";
  static const char suits[] = "SHDC";
  GString *s = g_string_new (NULL);

  for (guint k = 0; k < n; k++)
    {
      g_string_append_printf (s, "1|%u|p%u|p%u|p%u|p%u|", board, 4 * k,
                              4 * k + 1, 4 * k + 2, 4 * k + 3);
      if (g_test_rand_int_range (0, 20) == 0)
        {
          g_string_append (s, "P|N|0\n");
          continue;
        }
      const char *c = contracts[g_test_rand_int_range (0, G_N_ELEMENTS (contracts))];
      int roll = g_test_rand_int_range (0, 10);
      const char *mult = roll == 0 ? "XX" : roll < 3 ? "X" : "";
      /* CLAMP evaluates its argument more than once. */
      int tricks = c[0] - '0' + 6 + g_test_rand_int_range (-3, 3);
      tricks = CLAMP (tricks, 0, 13);
      g_string_append_printf (s, "%s%s|%c|%d", c, mult,
                              seats[g_test_rand_int_range (0, 6)], tricks);
      if (g_test_rand_int_range (0, 4) > 0)
        g_string_append_printf (s, "|%c%c", suits[g_test_rand_int_range (0, 4)],
                                "23456789TJQKA"[g_test_rand_int_range (0, 13)]);
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

static void
check_random_board (guint n, const ValetOptions *o, guint board)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autofree char *names = make_names (4 * n);
  g_autofree char *scores = random_scores (board, n);

  valet_parse_names (t, names, strlen (names), "names.txt", diag);
  valet_parse_scores (t, scores, strlen (scores), "scores.txt", "names.txt", diag);
  if (valet_diagnostics_count (diag) > 0)
    {
      g_autofree char *text = valet_diagnostics_format (diag);
      g_error ("random board does not load:\n%s", text);
    }

  const ValetBoard *b = valet_tournament_board (t, 0);
  g_assert_cmpuint (b->n_results, ==, n);
  g_autofree ValetEntry *entries = g_new0 (ValetEntry, n);
  g_autofree ValetEntry *no_lead = g_new0 (ValetEntry, n);
  g_autoptr (ValetBoardScorer) scorer = valet_board_scorer_new (o);
  valet_board_scorer_score (scorer, t, b, entries);

  /* The lead split only divides the defence: everything else is the
   * same without it. */
  ValetOptions o2 = *o;
  o2.lead = !o->lead;
  g_autoptr (ValetBoardScorer) scorer2 = valet_board_scorer_new (&o2);
  valet_board_scorer_score (scorer2, t, b, no_lead);

  Model m = { n, board, g_new (const ValetResult *, n), g_new (int, n) };
  for (guint i = 0; i < n; i++)
    {
      m.res[i] = valet_tournament_result (t, b->results[i]);
      m.raw[i] = m.res[i]->level ? score_with (&m, m.res[i], m.res[i]->tricks) : 0;
    }

  Scored s = { t, entries, n, o->scoring == VALET_SCORING_MATCHPOINTS && !o->compat };
  check_identities (&s, o->lead);
  for (guint i = 0; i < n; i++)
    {
      const ValetEntry *e = &entries[i];
      const ValetResult *r = m.res[i];
      double total, bid;
      double sign = r->level && !valet_seat_is_ns (r->declarer) ? -1 : 1;

      model_table (o, &m, i, &total, &bid);
      if (fabs (valet_entry_overall (e) - sign * total) > 1e-3
          || fabs (valet_entry_bid (e) - sign * bid) > 1e-3)
        g_error ("%u tables, table %u (%u%s%s by %c, %u tricks, line %u): "
                 "overall %g, expected %g; bid %g, expected %g", n, i,
                 r->level, valet_denom_short_name (r->denom),
                 valet_multiplier_suffix (r->mult),
                 valet_seat_letter (r->declarer), r->tricks, r->line,
                 valet_entry_overall (e), sign * total, valet_entry_bid (e), sign * bid);
      if (o->scoring == VALET_SCORING_MATCHPOINTS)
        {
          g_assert_cmpfloat (fabs (valet_entry_overall (e)), <=, 1 + 1e-6);
          g_assert_cmpfloat (fabs (valet_entry_bid (e)), <=, 1 + 1e-6);
        }
      else
        {
          g_assert_cmpfloat (fabs (valet_entry_overall (e)), <=, 24 + 1e-6);
          g_assert_cmpfloat (fabs (valet_entry_bid (e)), <=, 24 + 1e-6);
        }
      g_assert_cmpfloat (valet_entry_overall (e), ==, valet_entry_overall (&no_lead[i]));
      g_assert_cmpfloat (valet_entry_bid (e), ==, valet_entry_bid (&no_lead[i]));
      g_assert_cmpfloat (valet_entry_play (e), ==, valet_entry_play (&no_lead[i]));
    }
  g_free (m.res);
  g_free (m.raw);
}

static void
test_random_against_model (gconstpointer data)
{
  const ValetOptions *base = data;
  /* Sizes on both sides of the exact/weighted-set switch at 64 tables. */
  static const guint sizes[] = { 2, 3, 4, 5, 8, 13, 30, 64, 65, 100, 160 };

  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    for (int rep = 0; rep < 3; rep++)
      {
        ValetOptions o = *base;
        o.hard_round = rep == 1;
        o.extremes = rep == 2;
        o.lead = rep != 1;
        check_random_board (sizes[k], &o, (guint) g_test_rand_int_range (1, 33));
      }
}

static void
test_reuse_scorer (void)
{
  /* One scorer over two boards gives what two fresh scorers give: no
   * cache outlives its board. */
  ValetOptions o = options (VALET_SCORING_IMPS, TRUE, TRUE);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autofree char *names = make_names (16);
  static const char scores[] =
    "1|1|p0|p1|p2|p3|4S|N|10|HK\n1|1|p4|p5|p6|p7|4S|N|9|C2\n"
    "1|1|p8|p9|p10|p11|3N|S|10\n"
    "1|2|p0|p1|p2|p3|4S|N|10|HK\n1|2|p4|p5|p6|p7|4S|N|11|HA\n"
    "1|2|p8|p9|p10|p11|4S|N|8|D3\n1|2|p12|p13|p14|p15|3N|E|9\n";

  valet_parse_names (t, names, strlen (names), "names.txt", diag);
  valet_parse_scores (t, scores, sizeof scores - 1, "scores.txt", "names.txt", diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_assert_cmpuint (valet_tournament_n_boards (t), ==, 2);

  ValetEntry shared[2][4], fresh[2][4];
  g_autoptr (ValetBoardScorer) scorer = valet_board_scorer_new (&o);
  for (guint b = 0; b < 2; b++)
    {
      valet_board_scorer_score (scorer, t, valet_tournament_board (t, b), shared[b]);
      g_autoptr (ValetBoardScorer) own = valet_board_scorer_new (&o);
      valet_board_scorer_score (own, t, valet_tournament_board (t, b), fresh[b]);
    }
  for (guint b = 0; b < 2; b++)
    for (guint i = 0; i < valet_tournament_board (t, b)->n_results; i++)
      {
        g_assert_cmpfloat (valet_entry_overall (&shared[b][i]), ==,
                           valet_entry_overall (&fresh[b][i]));
        g_assert_cmpfloat (valet_entry_bid (&shared[b][i]), ==, valet_entry_bid (&fresh[b][i]));
        g_assert_cmpfloat (valet_entry_lead (&shared[b][i]), ==, valet_entry_lead (&fresh[b][i]));
        g_assert_cmpfloat (valet_entry_def (&shared[b][i]), ==, valet_entry_def (&fresh[b][i]));
      }
  /* The boards differ, and so do their scores. */
  g_assert_cmpfloat (valet_entry_overall (&shared[1][0]), !=, valet_entry_overall (&shared[0][0]));
}

int
main (int argc, char **argv)
{
  static ValetOptions modes[4];

  g_test_init (&argc, &argv, NULL);

  modes[0] = options (VALET_SCORING_DATUM, FALSE, FALSE);
  modes[1] = options (VALET_SCORING_DATUM, TRUE, FALSE);
  modes[2] = options (VALET_SCORING_IMPS, FALSE, FALSE);
  modes[3] = options (VALET_SCORING_IMPS, TRUE, FALSE);

  g_test_add_func ("/board-scorer/datum/simple", test_datum_simple);
  g_test_add_func ("/board-scorer/butler-and-luck", test_butler_and_luck);
  g_test_add_func ("/board-scorer/datum/simple-extremes", test_datum_simple_extremes);
  g_test_add_func ("/board-scorer/datum/hard-round", test_datum_simple_hard_round);
  g_test_add_func ("/board-scorer/datum/truncated", test_datum_truncated);
  g_test_add_func ("/board-scorer/datum/east-west", test_datum_east_west);
  g_test_add_func ("/board-scorer/datum/nearest-point", test_datum_nearest_point);
  g_test_add_func ("/board-scorer/datum/to-ten", test_datum_to_ten);
  g_test_add_func ("/board-scorer/datum/cloud-plain", test_datum_cloud_plain);
  g_test_add_func ("/board-scorer/datum/rules", test_datum_rules);
  g_test_add_func ("/board-scorer/datum/cloud", test_datum_cloud);
  g_test_add_func ("/board-scorer/imps/simple", test_field_simple);
  g_test_add_func ("/board-scorer/imps/cloud", test_field_cloud);
  g_test_add_func ("/board-scorer/matchpoints/simple", test_matchpoints_simple);
  g_test_add_func ("/board-scorer/matchpoints/principles", test_matchpoints_principles);
  g_test_add_func ("/board-scorer/lead-split", test_lead_split);
  g_test_add_func ("/board-scorer/single-table", test_single_table);
  g_test_add_func ("/board-scorer/all-passed-out", test_all_passed_out);
  g_test_add_func ("/board-scorer/passed-out-in-cloud", test_passed_out_in_cloud);
  g_test_add_func ("/board-scorer/reuse", test_reuse_scorer);
  g_test_add_data_func ("/board-scorer/random/datum-simple", &modes[0],
                        test_random_against_model);
  g_test_add_data_func ("/board-scorer/random/datum-cloud", &modes[1],
                        test_random_against_model);
  g_test_add_data_func ("/board-scorer/random/imps-simple", &modes[2],
                        test_random_against_model);
  g_test_add_data_func ("/board-scorer/random/imps-cloud", &modes[3],
                        test_random_against_model);

  static ValetOptions mp[2];
  mp[0] = options (VALET_SCORING_MATCHPOINTS, FALSE, FALSE);
  mp[1] = options (VALET_SCORING_MATCHPOINTS, TRUE, FALSE);
  g_test_add_data_func ("/board-scorer/random/mp-simple", &mp[0],
                        test_random_against_model);
  g_test_add_data_func ("/board-scorer/random/mp-cloud", &mp[1],
                        test_random_against_model);

  /* Valet 1.1's cloud, which leaves passed-out tables out. */
  static ValetOptions v11[2];
  v11[0] = options (VALET_SCORING_IMPS, TRUE, FALSE);
  v11[1] = options (VALET_SCORING_MATCHPOINTS, TRUE, FALSE);
  v11[0].compat = v11[1].compat = TRUE;
  g_test_add_data_func ("/board-scorer/random/imps-cloud-1.1", &v11[0],
                        test_random_against_model);
  g_test_add_data_func ("/board-scorer/random/mp-cloud-1.1", &v11[1],
                        test_random_against_model);

  return g_test_run ();
}
