/* Tests of the datum rules on their own: the small-field rules' examples
 * as their article gives them, the median, trimmed means, and the words
 * of the rules. */
#include <string.h>

#include "valet-datum.h"

static int
datum (const char *rule_text, const int *sorted, guint n)
{
  ValetDatumRule rule = { 0 };

  g_assert_true (valet_datum_rule_parse (rule_text, &rule));
  return valet_datum_of_sorted (&rule, sorted, n);
}

/* Each rule of the four-table list with the article's example, and the
 * third rule's with the scores shifted to ones a board can give. */
static void
test_four_tables (void)
{
  static const struct { int s[4]; int datum; } examples[] = {
    { { 600, 620, 630, 650 }, 625 },   /* 1: all within 60, the mean */
    { { 170, 400, 420, 420 }, 420 },   /* 2: three within 40, two the same */
    { { 170, 400, 420, 430 }, 417 },   /* 2: three within 40, their mean */
    { { 60, 100, 400, 420 }, 250 },    /* 3: 20 and 40 apart, the middle two */
    { { 70, 110, 400, 420 }, 255 },
    { { 150, 300, 400, 420 }, 410 },   /* 4: two within 30, theirs */
    { { 150, 300, 400, 800 }, 350 },   /* 5: the middle two */
    { { -420, -420, -400, -170 }, -420 },  /* 2, seen from the other side */
  };

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_assert_cmpint (valet_datum_of_four (examples[i].s), ==, examples[i].datum);
      g_assert_cmpint (datum ("small-field", examples[i].s, 4), ==, examples[i].datum);
    }
}

static void
test_small_field_sizes (void)
{
  static const int three[] = { -50, 1430, 1440 };
  static const int five[] = { 100, 110, 120, 130, 1000 };

  g_assert_cmpint (datum ("small-field", three, 3), ==, 1430);   /* the median */
  /* From five tables, the mean without the extremes (the article: "For
   * bigger competitions, it is usually advisable to discount the
   * extreme score values"): 110, 120, 130. */
  g_assert_cmpint (datum ("small-field", five, 5), ==, 120);
  g_assert_cmpint (datum ("small-field", five, 1), ==, 100);
}

/* The principles' example 1 (section 2.1): 1 x 1460, 8 x 1430, 1 x 690,
 * 11 x 680 and 1 x 660, "21730. Dividing by 22 yields 988"; without the
 * highest and lowest "this only changes the datum score into 981"; "we
 * could round 988 to 980 (down) or to 990 (nearest)".  Valet 1.1
 * truncates: 987 and 980. */
static void
test_principles_mean (void)
{
  static const int scores[] = { 1460, 1430, 690, 680, 660 };
  static const guint counts[] = { 1, 8, 1, 11, 1 };
  static const struct { ValetDatumRounding how; gboolean truncate, extremes; int datum; } cases[] = {
    { VALET_DATUM_TO_POINT, FALSE, FALSE, 988 },
    { VALET_DATUM_TO_POINT, FALSE, TRUE, 981 },
    { VALET_DATUM_TO_POINT, TRUE, FALSE, 987 },
    { VALET_DATUM_TO_POINT, TRUE, TRUE, 980 },
    { VALET_DATUM_TO_TEN, FALSE, FALSE, 990 },
    { VALET_DATUM_DOWN_TO_TEN, FALSE, FALSE, 980 },
    { VALET_DATUM_TO_TEN, FALSE, TRUE, 980 },
  };
  int all[22];
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (scores); i++)
    for (guint k = 0; k < counts[i]; k++)
      all[n++] = scores[i];
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      ValetDatumRule rule = { VALET_DATUM_MEAN, 0, 0, cases[c].how, cases[c].truncate };
      int copy[22];
      memcpy (copy, all, sizeof all);
      g_assert_cmpint (valet_datum_mean_of_counts (&rule, scores, counts, 5, cases[c].extremes),
                       ==, cases[c].datum);
      g_assert_cmpint (valet_datum_of_scores (&rule, cases[c].extremes, copy, n), ==,
                       cases[c].datum);
    }
  /* Seen from East-West: the nearest point half away from zero, down
   * to ten towards minus. */
  ValetDatumRule down = { VALET_DATUM_MEAN, 0, 0, VALET_DATUM_DOWN_TO_TEN, FALSE };
  ValetDatumRule point = { VALET_DATUM_MEAN, 0, 0, VALET_DATUM_TO_POINT, FALSE };
  g_assert_cmpint (valet_datum_round (&down, -987.7), ==, -990);
  g_assert_cmpint (valet_datum_round (&point, -987.5), ==, -988);
  g_assert_cmpint (valet_datum_round (&point, 987.5), ==, 988);
}

static void
test_median (void)
{
  static const int odd[] = { -50, 100, 1430 };
  static const int even[] = { -50, 100, 400, 1430 };

  g_assert_cmpint (datum ("median", odd, 3), ==, 100);
  g_assert_cmpint (datum ("median", even, 4), ==, 250);
  g_assert_cmpint (datum ("median", even, 1), ==, -50);
}

/* Trimmed means leave out scores at each end, but never all of them. */
static void
test_trim (void)
{
  static const int s[] = { -800, 100, 110, 130, 140, 2000 };

  g_assert_cmpint (datum ("mean", s, 6), ==, 280);
  g_assert_cmpint (datum ("trim:0", s, 6), ==, 280);
  g_assert_cmpint (datum ("trim:1", s, 6), ==, 120);
  g_assert_cmpint (datum ("trim:2", s, 6), ==, 120);        /* 110, 130 */
  g_assert_cmpint (datum ("trim:9", s, 6), ==, 120);        /* as many as leave two */
  g_assert_cmpint (datum ("trim:9", s, 5), ==, 110);        /* ... or one */
  g_assert_cmpint (datum ("trim%:20", s, 6), ==, 120);      /* 1 of 6 at each end */
  g_assert_cmpint (datum ("trim%:10", s, 6), ==, 280);      /* none of 6 */
}

static void
test_words (void)
{
  static const char *const good[] = { "mean", "median", "small-field", "trim:2", "trim%:12.5" };
  static const char *const bad[] = { "", "avg", "trim:", "trim:x", "trim:-1", "trim%:50",
                                     "trim%:abc", "median ", "trim:2x" };
  ValetDatumRule rule = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *back = NULL;
      g_assert_true (valet_datum_rule_parse (good[i], &rule));
      back = valet_datum_rule_to_string (&rule);
      g_assert_cmpstr (back, ==, good[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (valet_datum_rule_parse (bad[i], &rule));

  /* The rounding of the datum has words of its own. */
  static const char *const roundings[] = { "none", "nearest", "down" };
  ValetDatumRounding how;
  for (guint i = 0; i < G_N_ELEMENTS (roundings); i++)
    {
      g_assert_true (valet_datum_rounding_parse (roundings[i], &how));
      g_assert_cmpstr (valet_datum_rounding_to_string (how), ==, roundings[i]);
    }
  g_assert_false (valet_datum_rounding_parse ("up", &how));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/datum/four-tables", test_four_tables);
  g_test_add_func ("/datum/small-field-sizes", test_small_field_sizes);
  g_test_add_func ("/datum/median", test_median);
  g_test_add_func ("/datum/principles-mean", test_principles_mean);
  g_test_add_func ("/datum/trim", test_trim);
  g_test_add_func ("/datum/words", test_words);
  return g_test_run ();
}
