/* test-options.c: defaults, the names of scorings and orders, and round
 * lists. */
#include <glib.h>
#include <string.h>

#include "valet-options.h"

static void
test_defaults (void)
{
  ValetOptions o;

  valet_options_init (&o);
  /* The reference program's defaults: IMPs across the field, cloud. */
  g_assert_cmpint (o.scoring, ==, VALET_SCORING_IMPS);
  g_assert_true (o.cloud);
  g_assert_false (o.lead);
  g_assert_false (o.extremes);
  g_assert_false (o.hard_round);
  g_assert_false (o.compensate);
  /* The principles' method, not Valet 1.1's numbers. */
  g_assert_false (o.compat);
  g_assert_cmpint (o.order, ==, VALET_ORDER_OVERALL);
  g_assert_cmpuint (o.min_hands, ==, 0);
  g_assert_null (o.rounds);
  /* No round list: every round is scored. */
  g_assert_true (valet_options_round_selected (&o, 1));
  g_assert_true (valet_options_round_selected (&o, 999));
  valet_options_clear (&o);
}

/* The method sentence says when the numbers are Valet 1.1's. */
static void
test_describe_compat (void)
{
  ValetOptions o;

  valet_options_init (&o);
  g_autofree char *principles = valet_options_describe (&o);
  o.compat = TRUE;
  g_autofree char *compat = valet_options_describe (&o);
  g_assert_null (strstr (principles, "Valet 1.1"));
  g_assert_true (g_str_has_suffix (compat, ", as Valet 1.1"));
  valet_options_clear (&o);
}

static void
test_scoring_names (void)
{
  ValetScoring s = VALET_SCORING_IMPS;

  g_assert_true (valet_scoring_from_string ("datum", &s));
  g_assert_cmpint (s, ==, VALET_SCORING_DATUM);
  g_assert_true (valet_scoring_from_string ("MatchPoints", &s));
  g_assert_cmpint (s, ==, VALET_SCORING_MATCHPOINTS);
  g_assert_true (valet_scoring_from_string ("IMPS", &s));
  g_assert_cmpint (s, ==, VALET_SCORING_IMPS);

  /* A failed lookup leaves the value alone. */
  g_assert_false (valet_scoring_from_string ("foo", &s));
  g_assert_false (valet_scoring_from_string ("", &s));
  g_assert_false (valet_scoring_from_string ("imp", &s));
  g_assert_cmpint (s, ==, VALET_SCORING_IMPS);

  for (int i = VALET_SCORING_DATUM; i <= VALET_SCORING_MATCHPOINTS; i++)
    {
      ValetScoring back;
      g_assert_true (valet_scoring_from_string (valet_scoring_to_string (i), &back));
      g_assert_cmpint (back, ==, i);
    }
  g_assert_cmpstr (valet_scoring_heading (VALET_SCORING_DATUM), ==, "Butler");
  g_assert_cmpstr (valet_scoring_heading (VALET_SCORING_IMPS), ==, "IMPs");
  g_assert_cmpstr (valet_scoring_heading (VALET_SCORING_MATCHPOINTS), ==, "MP");
}

static void
test_order_names (void)
{
  ValetOrder o = VALET_ORDER_OVERALL;

  for (int i = VALET_ORDER_OVERALL; i <= VALET_ORDER_LEAD_OVER_PLAY; i++)
    {
      ValetOrder back;
      g_assert_true (valet_order_from_string (valet_order_to_string (i), &back));
      g_assert_cmpint (back, ==, i);
    }
  /* Both spellings of defence. */
  g_assert_true (valet_order_from_string ("defence", &o));
  g_assert_cmpint (o, ==, VALET_ORDER_DEFENSE);
  g_assert_true (valet_order_from_string ("Defense", &o));
  g_assert_cmpint (o, ==, VALET_ORDER_DEFENSE);
  g_assert_true (valet_order_from_string ("BIDOVERPLAY", &o));
  g_assert_cmpint (o, ==, VALET_ORDER_BID_OVER_PLAY);
  g_assert_false (valet_order_from_string ("foo", &o));
  g_assert_false (valet_order_from_string ("", &o));
  g_assert_cmpint (o, ==, VALET_ORDER_BID_OVER_PLAY);
}

static void
test_rounds_list (void)
{
  ValetOptions o;
  g_autoptr (GError) error = NULL;

  valet_options_init (&o);
  g_assert_true (valet_options_set_rounds (&o, "1,3-5,7", &error));
  g_assert_no_error (error);

  static const gboolean expected[] = {
    /* 0 */ FALSE, TRUE, FALSE, TRUE, TRUE, TRUE, FALSE, TRUE, FALSE, FALSE,
  };
  for (guint r = 0; r < G_N_ELEMENTS (expected); r++)
    {
      g_test_message ("round %u", r);
      g_assert_cmpint (valet_options_round_selected (&o, r), ==, expected[r]);
    }
  g_assert_false (valet_options_round_selected (&o, 1000));

  /* A new list replaces the old one; order does not matter. */
  g_assert_true (valet_options_set_rounds (&o, "12,2-2,10-11", &error));
  g_assert_no_error (error);
  g_assert_false (valet_options_round_selected (&o, 1));
  g_assert_true (valet_options_round_selected (&o, 2));
  g_assert_false (valet_options_round_selected (&o, 3));
  g_assert_false (valet_options_round_selected (&o, 7));
  g_assert_false (valet_options_round_selected (&o, 9));
  g_assert_true (valet_options_round_selected (&o, 10));
  g_assert_true (valet_options_round_selected (&o, 11));
  g_assert_true (valet_options_round_selected (&o, 12));
  g_assert_false (valet_options_round_selected (&o, 13));

  /* Large round numbers work; overlapping ranges too. */
  g_assert_true (valet_options_set_rounds (&o, "4000000000,1-3,2-4", &error));
  g_assert_no_error (error);
  g_assert_true (valet_options_round_selected (&o, 4000000000u));
  g_assert_true (valet_options_round_selected (&o, 4));
  g_assert_false (valet_options_round_selected (&o, 5));
  valet_options_clear (&o);
  g_assert_null (o.rounds);
}

static void
check_bad_rounds (const char *list, const char *bad_part)
{
  ValetOptions o;
  g_autoptr (GError) error = NULL;

  g_test_message ("round list '%s'", list);
  valet_options_init (&o);
  g_assert_false (valet_options_set_rounds (&o, list, &error));
  g_assert_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE);
  /* The message quotes the list and, when there is one, the bad part. */
  g_autofree char *quoted = g_strdup_printf ("'%s'", list);
  g_assert_nonnull (strstr (error->message, quoted));
  if (bad_part)
    {
      g_autofree char *at = g_strdup_printf ("at '%s'", bad_part);
      g_assert_nonnull (strstr (error->message, at));
    }
  /* Nothing was selected in its place: every round still counts. */
  g_assert_true (valet_options_round_selected (&o, 1));
  valet_options_clear (&o);
}

static void
test_rounds_bad (void)
{
  check_bad_rounds ("0", "0");
  check_bad_rounds ("3-1", "3-1");
  check_bad_rounds ("a", "a");
  check_bad_rounds ("1,,2", "");
  check_bad_rounds ("1,", "");
  check_bad_rounds (",1", "");
  check_bad_rounds ("1-", "1-");
  check_bad_rounds ("-3", "-3");
  check_bad_rounds ("1-2-3", "1-2-3");
  check_bad_rounds ("0-4", "0-4");
  check_bad_rounds ("2,x7", "x7");
  check_bad_rounds ("99999999999", "99999999999");
}

/* An empty list selects nothing at all, so it must be refused like the
 * other malformed lists.  See the report: valet_options_set_rounds ("")
 * returns TRUE with an empty selection. */
static void
test_rounds_empty (void)
{
  check_bad_rounds ("", NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/options/defaults", test_defaults);
  g_test_add_func ("/options/describe-compat", test_describe_compat);
  g_test_add_func ("/options/scoring-names", test_scoring_names);
  g_test_add_func ("/options/order-names", test_order_names);
  g_test_add_func ("/options/rounds/list", test_rounds_list);
  g_test_add_func ("/options/rounds/bad", test_rounds_bad);
  g_test_add_func ("/options/rounds/empty", test_rounds_empty);

  return g_test_run ();
}
