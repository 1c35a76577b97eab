/* test-weighted-set.c: the sorted set's sums against a brute-force sum of
 * valet_imps() and valet_mp_compare() over every member. */
#include <glib.h>

#include "valet-weighted-set.h"

typedef struct {
  int    value;
  double weight;
} Member;

static double
brute_imp_sum (const GArray *members, int x, gboolean round_down)
{
  double sum = 0;
  for (guint i = 0; i < members->len; i++)
    {
      const Member *m = &g_array_index (members, Member, i);
      sum += m->weight * valet_imps (x - m->value, round_down);
    }
  return sum;
}

static double
brute_mp_sum (const GArray *members, int x)
{
  double sum = 0;
  for (guint i = 0; i < members->len; i++)
    {
      const Member *m = &g_array_index (members, Member, i);
      sum += m->weight * valet_mp_compare (x - m->value);
    }
  return sum;
}

static gboolean
brute_contains (const GArray *members, int x)
{
  for (guint i = 0; i < members->len; i++)
    if (g_array_index (members, Member, i).value == x)
      return TRUE;
  return FALSE;
}

/* A score-like value: mostly multiples of 10 as on a real board, with
 * some odd values so that every rounding case comes up. */
static int
random_value (int spread)
{
  int v = g_test_rand_int_range (-spread, spread + 1);
  return g_test_rand_bit () ? v - v % 10 : v;
}

/* Checks every query of @set against the brute force over @members. */
static void
check_against_brute_force (ValetWeightedSet *set, const GArray *members,
                           int spread)
{
  int near[VALET_IMP_STEPS], down[VALET_IMP_STEPS];
  double total = 0;

  valet_imp_thresholds (FALSE, near);
  valet_imp_thresholds (TRUE, down);
  for (guint i = 0; i < members->len; i++)
    total += g_array_index (members, Member, i).weight;
  g_assert_cmpfloat_with_epsilon (valet_weighted_set_total (set), total, 1e-9);

  /* Queries at every member (and next to it) and at random points,
   * including ones far outside the set. */
  GArray *queries = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint i = 0; i < members->len; i++)
    {
      int v = g_array_index (members, Member, i).value;
      int around[] = { v, v - 5, v + 5, v - 4, v + 4, v + 10, v - 10 };
      g_array_append_vals (queries, around, G_N_ELEMENTS (around));
    }
  for (int i = 0; i < 50; i++)
    {
      int q = random_value (2 * spread + 5000);
      g_array_append_val (queries, q);
    }

  for (guint i = 0; i < queries->len; i++)
    {
      int x = g_array_index (queries, int, i);
      double tol = 1e-9 * (1 + total * VALET_IMP_STEPS);
      g_assert_cmpfloat_with_epsilon (valet_weighted_set_imp_sum (set, x, near),
                                      brute_imp_sum (members, x, FALSE), tol);
      g_assert_cmpfloat_with_epsilon (valet_weighted_set_imp_sum (set, x, down),
                                      brute_imp_sum (members, x, TRUE), tol);
      g_assert_cmpfloat_with_epsilon (valet_weighted_set_mp_sum (set, x),
                                      brute_mp_sum (members, x), tol);
      g_assert_cmpint (valet_weighted_set_contains (set, x), ==,
                       brute_contains (members, x));
    }
  g_array_unref (queries);
}

static void
fill_random (ValetWeightedSet *set, GArray *members, guint n, int spread,
             gboolean fractional)
{
  g_array_set_size (members, 0);
  valet_weighted_set_clear (set);
  for (guint i = 0; i < n; i++)
    {
      Member m;
      /* Repeat earlier values now and then: equal scores are common. */
      if (i > 0 && g_test_rand_int_range (0, 4) == 0)
        m.value = g_array_index (members, Member,
                                 g_test_rand_int_range (0, (int) i)).value;
      else
        m.value = random_value (spread);
      m.weight = fractional ? g_test_rand_double_range (0.01, 3.0) : 1.0;
      g_array_append_val (members, m);
      valet_weighted_set_add (set, m.value, m.weight);
    }
  valet_weighted_set_seal (set);
}

static void
test_random_unit_weights (void)
{
  g_autoptr (ValetWeightedSet) set = valet_weighted_set_new ();
  g_autoptr (GArray) members = g_array_new (FALSE, FALSE, sizeof (Member));

  for (int round = 0; round < 40; round++)
    {
      guint n = (guint) g_test_rand_int_range (1, 80);
      int spread = round % 2 ? 800 : 5000;
      fill_random (set, members, n, spread, FALSE);
      check_against_brute_force (set, members, spread);
    }
}

static void
test_random_fractional_weights (void)
{
  g_autoptr (ValetWeightedSet) set = valet_weighted_set_new ();
  g_autoptr (GArray) members = g_array_new (FALSE, FALSE, sizeof (Member));

  for (int round = 0; round < 40; round++)
    {
      guint n = (guint) g_test_rand_int_range (1, 80);
      int spread = round % 2 ? 600 : 8000;
      fill_random (set, members, n, spread, TRUE);
      check_against_brute_force (set, members, spread);
    }
}

static void
test_reuse_after_clear (void)
{
  g_autoptr (ValetWeightedSet) set = valet_weighted_set_new ();
  g_autoptr (GArray) members = g_array_new (FALSE, FALSE, sizeof (Member));

  /* A large set, then smaller ones in the same storage: nothing of the
   * earlier contents may leak into the sums. */
  fill_random (set, members, 300, 3000, TRUE);
  check_against_brute_force (set, members, 3000);
  fill_random (set, members, 3, 300, FALSE);
  check_against_brute_force (set, members, 300);
  fill_random (set, members, 120, 2000, FALSE);
  check_against_brute_force (set, members, 2000);
}

static void
test_empty (void)
{
  g_autoptr (ValetWeightedSet) set = valet_weighted_set_new ();
  int near[VALET_IMP_STEPS];

  valet_imp_thresholds (FALSE, near);
  valet_weighted_set_seal (set);
  g_assert_cmpfloat (valet_weighted_set_total (set), ==, 0);
  g_assert_cmpfloat (valet_weighted_set_imp_sum (set, 420, near), ==, 0);
  g_assert_cmpfloat (valet_weighted_set_mp_sum (set, 420), ==, 0);
  g_assert_false (valet_weighted_set_contains (set, 0));
}

static void
test_known_sums (void)
{
  g_autoptr (ValetWeightedSet) set = valet_weighted_set_new ();
  int near[VALET_IMP_STEPS], down[VALET_IMP_STEPS];

  valet_imp_thresholds (FALSE, near);
  valet_imp_thresholds (TRUE, down);
  /* 420 twice (merged), 450 and -50 at half weight. */
  valet_weighted_set_add (set, 420, 1);
  valet_weighted_set_add (set, -50, 0.5);
  valet_weighted_set_add (set, 450, 0.5);
  valet_weighted_set_add (set, 420, 1);
  valet_weighted_set_seal (set);

  g_assert_cmpfloat_with_epsilon (valet_weighted_set_total (set), 3.0, 1e-12);
  /* 620 - 420 = 200 -> 5 IMPs, 620 - 450 = 170 -> 5, 620 + 50 = 670 -> 12. */
  g_assert_cmpfloat_with_epsilon (valet_weighted_set_imp_sum (set, 620, near),
                                  2 * 5 + 0.5 * 5 + 0.5 * 12, 1e-12);
  /* 375 vs 420: -45 -> -2 to the nearest, -1 rounded down (-40);
   * vs 450: -75 -> -2 either way; vs -50: 425 -> 10 to the nearest
   * (430), 9 rounded down (420). */
  g_assert_cmpfloat_with_epsilon (valet_weighted_set_imp_sum (set, 375, near),
                                  2 * -2 + 0.5 * -2 + 0.5 * 10, 1e-12);
  g_assert_cmpfloat_with_epsilon (valet_weighted_set_imp_sum (set, 375, down),
                                  2 * -1 + 0.5 * -2 + 0.5 * 9, 1e-12);
  /* Matchpoints: above -50, level with 420, below 450. */
  g_assert_cmpfloat_with_epsilon (valet_weighted_set_mp_sum (set, 420),
                                  0.5 - 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (valet_weighted_set_mp_sum (set, 430),
                                  0.5 + 2 - 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (valet_weighted_set_mp_sum (set, -100), -3, 1e-12);
  g_assert_cmpfloat_with_epsilon (valet_weighted_set_mp_sum (set, 7600), 3, 1e-12);
  /* Far away in both directions: 24 IMPs a member. */
  g_assert_cmpfloat_with_epsilon (valet_weighted_set_imp_sum (set, 10000, near),
                                  72, 1e-12);
  g_assert_cmpfloat_with_epsilon (valet_weighted_set_imp_sum (set, -10000, down),
                                  -72, 1e-12);
}

static void
test_contains (void)
{
  g_autoptr (ValetWeightedSet) set = valet_weighted_set_new ();
  static const int values[] = { 620, -100, 0, 620, -7600, 2980, 90 };

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    valet_weighted_set_add (set, values[i], 1);
  valet_weighted_set_seal (set);

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    g_assert_true (valet_weighted_set_contains (set, values[i]));
  g_assert_false (valet_weighted_set_contains (set, 610));
  g_assert_false (valet_weighted_set_contains (set, 630));
  g_assert_false (valet_weighted_set_contains (set, -7610));
  g_assert_false (valet_weighted_set_contains (set, 2990));
  g_assert_false (valet_weighted_set_contains (set, 1));
  g_assert_false (valet_weighted_set_contains (set, G_MININT));
  g_assert_false (valet_weighted_set_contains (set, G_MAXINT));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/weighted-set/random/unit-weights", test_random_unit_weights);
  g_test_add_func ("/weighted-set/random/fractional-weights",
                   test_random_fractional_weights);
  g_test_add_func ("/weighted-set/reuse-after-clear", test_reuse_after_clear);
  g_test_add_func ("/weighted-set/empty", test_empty);
  g_test_add_func ("/weighted-set/known-sums", test_known_sums);
  g_test_add_func ("/weighted-set/contains", test_contains);

  return g_test_run ();
}
