/* Tests of the ranking's column table: which columns a ranking has, and
 * each column's number worked out by hand from a pair's averages. */
#include <math.h>

#include "valet-ranking-columns.h"

/* A pair that declared 3 + 1 hands and defended 6, leading 4 + 2 times
 * (not as often as it declared, so the two weighings of the leads
 * differ). */
static ValetPairScore
example_pair (void)
{
  ValetPairScore p = { .number = 7, .player = { 1, 2 } };

  p.num[VALET_COL_OVERALL] = 10;  p.avg[VALET_COL_OVERALL] = 1.5;
  p.num[VALET_COL_BID] = 10;      p.avg[VALET_COL_BID] = 0.5;
  p.num[VALET_COL_PLAY1] = 3;     p.avg[VALET_COL_PLAY1] = 2.0;
  p.num[VALET_COL_PLAY2] = 1;     p.avg[VALET_COL_PLAY2] = -2.0;
  p.num[VALET_COL_LEAD1] = 4;     p.avg[VALET_COL_LEAD1] = 0.25;
  p.num[VALET_COL_LEAD2] = 2;     p.avg[VALET_COL_LEAD2] = -1.0;
  p.num[VALET_COL_DEF] = 6;       p.avg[VALET_COL_DEF] = 0.5;
  return p;
}

/* The options of a scoring, by the principles or with Valet 1.1's
 * numbers (nothing in them to free). */
static ValetOptions
options_of (ValetScoring scoring, gboolean compat)
{
  ValetOptions o;

  valet_options_init (&o);
  o.scoring = scoring;
  o.compat = compat;
  return o;
}

static void
value_in (const ValetPairScore *p, ValetRankingColumnId id, ValetScoring scoring,
          gboolean compat, ValetWeighing w, double *value, guint *count)
{
  ValetOptions o = options_of (scoring, compat);

  g_assert_true (valet_ranking_column_value (valet_ranking_column (id), p, &o, w,
                                             value, count));
}

static void
value_of (ValetRankingColumnId id, ValetScoring scoring, ValetWeighing w,
          double *value, guint *count)
{
  ValetPairScore p = example_pair ();

  value_in (&p, id, scoring, FALSE, w, value, count);
}

static void
test_present (void)
{
  ValetOptions o;
  const ValetRankingColumn *cols[VALET_N_RANKING_COLUMNS];
  guint plain, lead, average;

  valet_options_init (&o);
  plain = valet_ranking_columns (&o, cols);
  g_assert_cmpuint (cols[0]->id, ==, VALET_RANKING_RANK);
  g_assert_cmpuint (cols[plain - 1]->id, ==, VALET_RANKING_DECLARER2);
  o.average = TRUE;               /* nothing without the lead split */
  g_assert_cmpuint (valet_ranking_columns (&o, cols), ==, plain);
  o.average = FALSE;
  o.lead = TRUE;
  lead = valet_ranking_columns (&o, cols);
  g_assert_cmpuint (lead, ==, plain + 3);
  g_assert_cmpuint (cols[lead - 1]->id, ==, VALET_RANKING_DEFENCE);
  o.average = TRUE;
  average = valet_ranking_columns (&o, cols);
  /* Every column but the artificial scores', which only results with
   * such scores ask for. */
  g_assert_cmpuint (average, ==, VALET_N_RANKING_COLUMNS - 1);
  g_assert_cmpuint (cols[average - 2]->id, ==, VALET_RANKING_LEAD_AVERAGE);
  o.columns = VALET_EXTRA_ADJUSTED;
  g_assert_cmpuint (valet_ranking_columns (&o, cols), ==, VALET_N_RANKING_COLUMNS);
  valet_options_clear (&o);
}

/* Every column is described, and its key names one property. */
static void
test_described (void)
{
  for (guint i = 0; i < VALET_N_RANKING_COLUMNS; i++)
    {
      const ValetRankingColumn *c = valet_ranking_column (i);

      g_assert_cmpuint (c->id, ==, i);
      g_assert_cmpuint (strlen (valet_ranking_column_description (c)), >, 10);
      g_assert_cmpuint (strlen (valet_ranking_column_heading (c, VALET_SCORING_IMPS)), >, 0);
      for (guint j = 0; j < i; j++)
        g_assert_cmpstr (c->key, !=, valet_ranking_column (j)->key);
    }
  g_assert_cmpstr (valet_ranking_column_heading (valet_ranking_column (VALET_RANKING_OVERALL),
                                                 VALET_SCORING_DATUM), ==, "Butler");
  g_assert_cmpstr (valet_ranking_column_short_heading (valet_ranking_column (VALET_RANKING_DECLARER1),
                                                       VALET_SCORING_IMPS), ==, "Decl. 1");
}

static void
test_values (void)
{
  double v;
  guint n;

  value_of (VALET_RANKING_BOARDS, VALET_SCORING_IMPS, VALET_WEIGH_BY_LEADS, &v, &n);
  g_assert_cmpuint (n, ==, 10);
  value_of (VALET_RANKING_PLAY, VALET_SCORING_IMPS, VALET_WEIGH_BY_LEADS, &v, &n);
  g_assert_cmpfloat_with_epsilon (v, 1.0, 1e-12);
  /* Matchpoints average: play is twice the score less the bid ... */
  value_of (VALET_RANKING_PLAY, VALET_SCORING_MATCHPOINTS, VALET_WEIGH_BY_LEADS, &v, &n);
  g_assert_cmpfloat_with_epsilon (v, 2 * 1.5 - 0.5, 1e-12);
  /* ... and in Valet 1.1 a percentage around 50 that adds up. */
  ValetPairScore p = example_pair ();
  value_in (&p, VALET_RANKING_PLAY, VALET_SCORING_MATCHPOINTS, TRUE, VALET_WEIGH_BY_LEADS, &v, &n);
  g_assert_cmpfloat_with_epsilon (v, 51.0, 1e-12);
  /* (3 * 2 + 1 * -2) / 4 */
  value_of (VALET_RANKING_DECLARING, VALET_SCORING_IMPS, VALET_WEIGH_BY_LEADS, &v, &n);
  g_assert_cmpfloat_with_epsilon (v, 1.0, 1e-12);
  g_assert_cmpuint (n, ==, 4);
  /* (4 * 0.25 + 2 * -1 + 6 * 0.5) / 6 */
  value_of (VALET_RANKING_DEFENDING, VALET_SCORING_IMPS, VALET_WEIGH_BY_LEADS, &v, &n);
  g_assert_cmpfloat_with_epsilon (v, 2.0 / 6, 1e-12);
  g_assert_cmpuint (n, ==, 6);
  /* The reference's text table: (3 * 0.25 + 1 * -1 + 6 * 0.5) / 6 */
  value_of (VALET_RANKING_DEFENDING, VALET_SCORING_IMPS, VALET_WEIGH_AS_REFERENCE_TEXT, &v, &n);
  g_assert_cmpfloat_with_epsilon (v, 2.75 / 6, 1e-12);
  /* (4 * 0.25 + 2 * -1) / 6 leads made ... */
  value_of (VALET_RANKING_LEAD_AVERAGE, VALET_SCORING_IMPS, VALET_WEIGH_BY_LEADS, &v, &n);
  g_assert_cmpfloat_with_epsilon (v, -1.0 / 6, 1e-12);
  g_assert_cmpuint (n, ==, 6);
  /* ... and in Valet 1.1 over the 4 hands declared. */
  p = example_pair ();
  value_in (&p, VALET_RANKING_LEAD_AVERAGE, VALET_SCORING_IMPS, TRUE, VALET_WEIGH_BY_LEADS,
            &v, &n);
  g_assert_cmpfloat_with_epsilon (v, -0.25, 1e-12);
  g_assert_cmpuint (n, ==, 4);
  value_of (VALET_RANKING_LEAD2, VALET_SCORING_IMPS, VALET_WEIGH_BY_LEADS, &v, &n);
  g_assert_cmpfloat_with_epsilon (v, -1.0, 1e-12);
  g_assert_cmpuint (n, ==, 2);
}

/* No chance, no number: a player who never declared has 0 over 0, and
 * the rank and the names are no numbers of the pair's. */
static void
test_no_chance (void)
{
  ValetPairScore p = example_pair ();
  double v = 99;
  guint n = 99;

  p.num[VALET_COL_PLAY2] = 0;
  p.avg[VALET_COL_PLAY2] = NAN;
  ValetOptions o = options_of (VALET_SCORING_IMPS, FALSE);
  g_assert_true (valet_ranking_column_value (valet_ranking_column (VALET_RANKING_DECLARER2), &p,
                                             &o, VALET_WEIGH_BY_LEADS, &v, &n));
  g_assert_cmpfloat (v, ==, 0);
  g_assert_cmpuint (n, ==, 0);
  g_assert_false (valet_ranking_column_value (valet_ranking_column (VALET_RANKING_RANK), &p,
                                              &o, VALET_WEIGH_BY_LEADS, &v, &n));
  g_assert_false (valet_ranking_column_value (valet_ranking_column (VALET_RANKING_PLAYERS), &p,
                                              &o, VALET_WEIGH_BY_LEADS, &v, &n));
}

/* A matchpoint pair (percentages) without the lead split: Defending is
 * the defence's percentage, not Valet 1.1's distance from 50; with the
 * split, a lead and the later defence add up from 50. */
static void
test_mp_defending (void)
{
  ValetPairScore p = example_pair ();
  double v;
  guint n;

  for (int c = 0; c < VALET_N_COLS; c++)
    p.avg[c] = 50 + 10 * p.avg[c];
  p.num[VALET_COL_LEAD1] = p.num[VALET_COL_LEAD2] = 0;
  value_in (&p, VALET_RANKING_DEFENDING, VALET_SCORING_MATCHPOINTS, FALSE,
            VALET_WEIGH_BY_LEADS, &v, &n);
  g_assert_cmpfloat_with_epsilon (v, 55.0, 1e-12);
  g_assert_cmpuint (n, ==, 6);
  value_in (&p, VALET_RANKING_DEFENDING, VALET_SCORING_MATCHPOINTS, TRUE,
            VALET_WEIGH_BY_LEADS, &v, &n);
  g_assert_cmpfloat_with_epsilon (v, 5.0, 1e-12);

  /* 50 + (4 * 2.5 + 2 * -10 + 6 * 5) / 6 */
  p = example_pair ();
  for (int c = 0; c < VALET_N_COLS; c++)
    p.avg[c] = 50 + 10 * p.avg[c];
  value_in (&p, VALET_RANKING_DEFENDING, VALET_SCORING_MATCHPOINTS, FALSE,
            VALET_WEIGH_BY_LEADS, &v, &n);
  g_assert_cmpfloat_with_epsilon (v, 50 + 20.0 / 6, 1e-12);
  /* The average lead as well: 50 + (4 * 2.5 + 2 * -10) / 6 leads made */
  value_in (&p, VALET_RANKING_LEAD_AVERAGE, VALET_SCORING_MATCHPOINTS, FALSE,
            VALET_WEIGH_BY_LEADS, &v, &n);
  g_assert_cmpfloat_with_epsilon (v, 50 - 10.0 / 6, 1e-12);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ranking-columns/present", test_present);
  g_test_add_func ("/ranking-columns/described", test_described);
  g_test_add_func ("/ranking-columns/values", test_values);
  g_test_add_func ("/ranking-columns/mp-defending", test_mp_defending);
  g_test_add_func ("/ranking-columns/no-chance", test_no_chance);
  return g_test_run ();
}
