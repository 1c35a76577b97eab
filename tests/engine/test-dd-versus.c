/* test-dd-versus.c: results, pairs and players against double dummy, on
 * a hand-made field with the double-dummy tricks given by hand: Tricks
 * - DD for the declarer after the lead made, the lead's tricks, the
 * pairs' and players' means with their intervals, and the correlation
 * with the Valet split over pairs. */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "engine-test-support.h"
#include "valet-dd-versus.h"

/* Three tables of two boards, North declaring; the third table records
 * no lead. */
static const char scores[] =
  "1|1|p1|p2|p3|p4|4S|N|10|HA\n"
  "1|1|p5|p6|p7|p8|4S|N|11|DA\n"
  "1|1|p9|p10|p11|p12|4S|N|9\n"
  "1|2|p1|p2|p3|p4|3N|N|9|S2\n"
  "1|2|p5|p6|p7|p8|3N|N|8|C2\n"
  "1|2|p9|p10|p11|p12|3N|N|10\n";

/* Per line of the scores, the table's double-dummy tricks for the
 * contract and those after the lead made (0xff: no lead). */
static const guint8 table_tricks[] = { 10, 10, 10, 9, 9, 9 };
static const guint8 after_lead[] = { 11, 10, 0xff, 9, 10, 0xff };
/* What each line comes to: Tricks - DD after the lead, and the lead. */
static const int want_declarer[] = { -1, +1, -1, 0, -2, +1 };
static const int want_lead[] = { -1, 0, VALET_DD_VERSUS_NO_LEAD, 0, -1, VALET_DD_VERSUS_NO_LEAD };

static guint
player (ValetTournament *t, const char *tag)
{
  guint index;
  g_assert_true (valet_tournament_lookup_player (t, tag, &index));
  return index;
}

/* The line of the scores a result was read from: its board and North. */
static guint
line_of (ValetTournament *t, const ValetResult *r)
{
  const char *north = valet_tournament_player_tag (t, r->player[VALET_NORTH]);
  guint table = (guint) (north[1] - '1') / 4;
  return (r->board - 1) * 3 + table;
}

static void
assert_spread (const ValetSpread *s, guint n, double mean, double half)
{
  double h;
  g_assert_cmpuint (s->n, ==, n);
  if (n == 0)
    return;
  g_assert_cmpfloat_with_epsilon (s->mean, mean, 1e-9);
  if (n < 2)
    return;
  g_assert_true (valet_spread_error (s, NULL, &h));
  g_assert_cmpfloat_with_epsilon (h, half, 1e-3);
}

static void
test_field (void)
{
  g_autofree char *dir = engine_test_write_event (scores, 3);
  g_autoptr (ValetTournament) t = engine_test_read (dir, VALET_INPUT_TEXT);
  engine_test_remove_tree (dir);
  ValetOptions o;
  valet_options_init (&o);
  o.lead = TRUE;
  g_autoptr (ValetRun) run = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
  guint n = valet_tournament_n_results (t);
  g_autofree guint8 *dd = g_malloc (n);
  g_autofree guint8 *lead = g_malloc (n);

  g_assert_cmpuint (n, ==, 6);
  for (guint i = 0; i < n; i++)
    {
      guint line = line_of (t, valet_tournament_result (t, i));
      dd[i] = table_tricks[line];
      lead[i] = after_lead[line];
    }
  g_autoptr (ValetDdVersus) vs = valet_dd_versus_new (run, dd, lead);
  g_assert_true (valet_dd_versus_any (vs));
  for (guint i = 0; i < n; i++)
    {
      guint line = line_of (t, valet_tournament_result (t, i));
      int d, l;
      g_assert_true (valet_dd_versus_result (vs, i, &d, &l));
      g_assert_cmpint (d, ==, want_declarer[line]);
      g_assert_cmpint (l, ==, want_lead[line]);
    }

  /* Two values a and b: the standard error is |a - b| / 2, the interval
   * Student's t with one degree of freedom (12.706) times it. */
  assert_spread (&valet_dd_versus_pair (vs, player (t, "p1"), player (t, "p3"))->declarer, 2,
                 -0.5, 12.706 * 0.5);
  assert_spread (&valet_dd_versus_pair (vs, player (t, "p3"), player (t, "p1"))->declarer, 2,
                 -0.5, 12.706 * 0.5);
  assert_spread (&valet_dd_versus_pair (vs, player (t, "p5"), player (t, "p7"))->declarer, 2,
                 -0.5, 12.706 * 1.5);
  assert_spread (&valet_dd_versus_pair (vs, player (t, "p9"), player (t, "p11"))->declarer, 2,
                 0, 12.706 * 1.0);
  /* Leads: East led at tables 1 and 2; table 3 recorded none. */
  assert_spread (&valet_dd_versus_pair (vs, player (t, "p2"), player (t, "p4"))->lead, 2, -0.5,
                 12.706 * 0.5);
  assert_spread (&valet_dd_versus_pair (vs, player (t, "p6"), player (t, "p8"))->lead, 2, -0.5,
                 12.706 * 0.5);
  assert_spread (&valet_dd_versus_pair (vs, player (t, "p10"), player (t, "p12"))->lead, 0, 0,
                 0);
  /* The defenders declared nothing, the declarers led nothing. */
  assert_spread (&valet_dd_versus_pair (vs, player (t, "p2"), player (t, "p4"))->declarer, 0, 0,
                 0);
  assert_spread (&valet_dd_versus_pair (vs, player (t, "p1"), player (t, "p3"))->lead, 0, 0, 0);
  /* Players: North declared, East led. */
  assert_spread (&valet_dd_versus_player (vs, player (t, "p5"))->declarer, 2, -0.5, 12.706 * 1.5);
  assert_spread (&valet_dd_versus_player (vs, player (t, "p7"))->declarer, 0, 0, 0);
  assert_spread (&valet_dd_versus_player (vs, player (t, "p6"))->lead, 2, -0.5, 12.706 * 0.5);
  assert_spread (&valet_dd_versus_player (vs, player (t, "p8"))->lead, 0, 0, 0);

  g_autofree char *text = valet_dd_versus_text (
    &valet_dd_versus_pair (vs, player (t, "p1"), player (t, "p3"))->declarer);
  g_assert_cmpstr (text, ==, "-0.50 ± 6.35");

  /* Over the three declaring pairs: the Valet play against Declarer vs
   * DD, one point a pair, r within [-1, 1]. */
  double r;
  g_autoptr (GArray) x = NULL;
  g_autoptr (GArray) y = NULL;
  g_assert_true (valet_dd_versus_correlation (vs, FALSE, &r, &x, &y));
  g_assert_cmpuint (x->len, ==, 3);
  g_assert_cmpuint (y->len, ==, 3);
  g_assert_true (r >= -1 && r <= 1);
  double sum = 0;
  for (guint i = 0; i < y->len; i++)
    sum += g_array_index (y, double, i);
  g_assert_cmpfloat_with_epsilon (sum, -1.0, 1e-9);
  /* Two leading pairs only: no correlation. */
  g_assert_false (valet_dd_versus_correlation (vs, TRUE, &r, NULL, NULL));
}

/* Nothing known: nothing measured, no crash. */
static void
test_unknown (void)
{
  g_autofree char *dir = engine_test_write_event (scores, 3);
  g_autoptr (ValetTournament) t = engine_test_read (dir, VALET_INPUT_TEXT);
  engine_test_remove_tree (dir);
  ValetOptions o;
  valet_options_init (&o);
  g_autoptr (ValetRun) run = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
  guint8 none[6];
  memset (none, VALET_DD_VERSUS_NONE, sizeof none);
  g_autoptr (ValetDdVersus) vs = valet_dd_versus_new (run, none, NULL);
  g_assert_false (valet_dd_versus_any (vs));
  g_assert_false (valet_dd_versus_result (vs, 0, NULL, NULL));
  g_assert_false (valet_dd_versus_result (vs, 99, NULL, NULL));
  g_assert_cmpuint (valet_dd_versus_player (vs, 9999)->declarer.n, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/dd-versus/field", test_field);
  g_test_add_func ("/dd-versus/unknown", test_unknown);
  return g_test_run ();
}
