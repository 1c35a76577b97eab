/* test-display.c: numbers as the screen, the PDF and the charts show
 * them, and the card and contract words every part of the program
 * shares. */
#include <glib.h>
#include <math.h>

#include "valet-bridge.h"
#include "valet-display.h"
#include "valet-options.h"
#include "valet-tournament.h"

static void
test_numbers (void)
{
  static const struct {
    double      value;
    int         decimals;
    gboolean    plus;
    const char *shown;
  } cases[] = {
    { 1.234, 2, FALSE, "1.23" },
    { -1.235, 2, FALSE, "−1.24" },     /* U+2212, rounded as printf does */
    { -0.004, 2, FALSE, "0.00" },      /* no "−0.00" */
    { -0.005, 2, FALSE, "−0.01" },
    { -0.04, 1, FALSE, "0.0" },
    { -0.4, 0, FALSE, "0" },
    { -0.6, 0, FALSE, "−1" },
    { -7, -1, FALSE, "−7" },           /* no decimals */
    { 2.5, 1, TRUE, "+2.5" },
    { 0.001, 2, TRUE, "0.00" },        /* no "+0.00" either */
    { -2.5, 1, TRUE, "−2.5" },
    { NAN, 2, FALSE, "–" },            /* none: an en dash */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *shown = valet_display_number (cases[i].value, cases[i].decimals,
                                                     cases[i].plus);
      g_assert_cmpstr (shown, ==, cases[i].shown);
    }
}

/* The fixed-point writer without printf writes what printf writes, to
 * the last digit: halves that are halves in binary (0.125 to two
 * decimals: to even), those that are not (2.675 is 2.67499…), values a
 * hair either side of a half, carries into the whole part, big values
 * (printf's own) and a spread of random ones. */
static void
check_fixed (double value, int decimals)
{
  g_autofree char *want = g_strdup_printf ("%.*f", decimals, value);
  g_autoptr (GString) got = g_string_new ("<");

  valet_display_append_fixed (got, value, decimals);
  if (!g_str_equal (got->str + 1, want))
    g_error ("%.17g to %d decimals: %s, printf %s", value, decimals, got->str + 1, want);
}

static void
test_fixed (void)
{
  static const double edges[] = {
    0, 0.125, 0.375, 2.675, 1.005, 0.5, 1.5, 2.5, 0.045, 9.995, 99.995, 0.05, 0.15,
    1e8, 999999.995, 1e12 + 0.5, 4503599627370497.0, 0.004999999999, 0.00500000001,
  };
  g_autoptr (GRand) rand = g_rand_new_with_seed (34);

  for (int d = 0; d <= 9; d++)
    for (guint i = 0; i < G_N_ELEMENTS (edges); i++)
      {
        check_fixed (edges[i], d);
        check_fixed (nextafter (edges[i], 0), d);
        check_fixed (nextafter (edges[i], INFINITY), d);
      }
  for (int d = 0; d <= 4; d++)
    for (int k = 0; k < 20000; k++)
      {
        /* n + 0.5 units, and its neighbours, at every scale of a score. */
        double half = (k + 0.5) / pow (10, d);
        check_fixed (half, d);
        check_fixed (nextafter (half, 0), d);
        check_fixed (nextafter (half, INFINITY), d);
        check_fixed (g_rand_double_range (rand, 0, pow (10, g_rand_int_range (rand, -3, 8))), d);
      }
  check_fixed (INFINITY, 2);
  check_fixed (12, 11);     /* more decimals than it writes itself */

  g_autoptr (GString) n = g_string_new (NULL);
  valet_display_append_uint (n, 0);
  g_string_append_c (n, ' ');
  valet_display_append_uint (n, G_MAXUINT64);
  g_assert_cmpstr (n->str, ==, "0 18446744073709551615");
}

static void
test_cards (void)
{
  ValetResult r = { .level = 4, .denom = VALET_HEARTS, .mult = VALET_DOUBLED,
                    .lead_rank = 10, .lead_suit = VALET_SPADES };
  guint rank = 0;

  for (guint k = 2; k <= 14; k++)
    {
      g_assert_true (valet_rank_from_letter (valet_rank_letter (k), &rank));
      g_assert_cmpuint (rank, ==, k);
    }
  g_assert_true (valet_rank_from_letter ('q', &rank));
  g_assert_cmpuint (rank, ==, 12);
  g_assert_false (valet_rank_from_letter ('1', &rank));
  g_assert_false (valet_rank_from_letter ('\0', &rank));
  g_assert_cmpint (valet_rank_letter (1), ==, '?');
  g_assert_cmpint (valet_rank_letter (15), ==, '?');

  g_autofree char *contract = valet_result_contract_text (&r);
  g_autofree char *lead = valet_result_lead_text (&r);
  g_assert_cmpstr (contract, ==, "4HX");
  g_assert_cmpstr (lead, ==, "ST");
  r.level = 0;
  r.lead_rank = 0;
  g_autofree char *passed = valet_result_contract_text (&r);
  g_autofree char *no_lead = valet_result_lead_text (&r);
  g_assert_cmpstr (passed, ==, "Pass");
  g_assert_cmpstr (no_lead, ==, "");
}

static void
test_units (void)
{
  g_assert_cmpfloat (valet_scoring_units (VALET_SCORING_MATCHPOINTS, -1), ==, 0);
  g_assert_cmpfloat (valet_scoring_units (VALET_SCORING_MATCHPOINTS, 0), ==, 50);
  g_assert_cmpfloat (valet_scoring_units (VALET_SCORING_MATCHPOINTS, 1), ==, 100);
  g_assert_cmpfloat (valet_scoring_units (VALET_SCORING_IMPS, -3.5), ==, -3.5);
  g_assert_cmpuint (valet_scoring_decimals (VALET_SCORING_MATCHPOINTS), ==, 1);
  g_assert_cmpuint (valet_scoring_decimals (VALET_SCORING_DATUM), ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/display/numbers", test_numbers);
  g_test_add_func ("/display/fixed", test_fixed);
  g_test_add_func ("/display/cards", test_cards);
  g_test_add_func ("/display/units", test_units);
  return g_test_run ();
}
