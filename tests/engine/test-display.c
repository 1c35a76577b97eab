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
  g_test_add_func ("/display/cards", test_cards);
  g_test_add_func ("/display/units", test_units);
  return g_test_run ();
}
