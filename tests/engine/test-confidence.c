/* test-confidence.c: standard errors and 95 % intervals of a pair's
 * numbers, worked out here from the pair's board-by-board scores. */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "valet-confidence.h"
#include "valet-diagnostics.h"
#include "valet-run.h"
#include "valet-run-private.h"
#include "valet-text-reader.h"

static void
test_spread (void)
{
  ValetSpread s = { 0 };
  double se, half, sd;

  /* One value tells nothing. */
  valet_spread_add (&s, 3);
  g_assert_false (valet_spread_error (&s, &se, &half));
  /* 3, 5, 7: deviation 2, error 2 / sqrt 3, t(2) = 4.303. */
  valet_spread_add (&s, 5);
  valet_spread_add (&s, 7);
  g_assert_true (valet_spread_deviation (&s, &sd));
  g_assert_cmpfloat_with_epsilon (sd, 2, 1e-12);
  g_assert_true (valet_spread_error (&s, &se, &half));
  g_assert_cmpfloat_with_epsilon (se, 2 / sqrt (3), 1e-12);
  g_assert_cmpfloat_with_epsilon (half, 4.303 * 2 / sqrt (3), 1e-12);
  /* Percentages far from 0 keep their precision. */
  ValetSpread p = { 0 };
  for (int i = 0; i < 1000; i++)
    valet_spread_add (&p, 1e9 + (i % 2));
  g_assert_true (valet_spread_deviation (&p, &sd));
  /* 500 zeros and 500 ones: the sum of squares is 250, over 999. */
  g_assert_cmpfloat_with_epsilon (sd, sqrt (250.0 / 999), 1e-9);
}

static void
test_student (void)
{
  g_assert_cmpfloat_with_epsilon (valet_student_t975 (1), 12.706, 1e-9);
  g_assert_cmpfloat_with_epsilon (valet_student_t975 (30), 2.042, 1e-9);
  /* Beyond the table: t(40) = 2.021, t(120) = 1.980, toward 1.960. */
  g_assert_cmpfloat_with_epsilon (valet_student_t975 (40), 2.021, 5e-4);
  g_assert_cmpfloat_with_epsilon (valet_student_t975 (120), 1.980, 5e-4);
  g_assert_cmpfloat_with_epsilon (valet_student_t975 (100000), 1.960, 5e-4);
  for (guint df = 1; df < 200; df++)
    g_assert_cmpfloat (valet_student_t975 (df + 1), <, valet_student_t975 (df));
}

/* A tournament of @n_boards boards, two tables each: pair p0-p2 sits
 * North-South at table 1 against p1-p3, and p4-p6 against p5-p7 at table
 * 2.  Table 1 plays board b in 4S with tricks[b % n_tricks]; table 2
 * makes 4S exactly. */
static ValetRun *
run_made (guint n_boards, const guint *tricks, guint n_tricks, ValetScoring scoring,
          gboolean spreads_later)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  GString *names = g_string_new (NULL), *scores = g_string_new (NULL);
  ValetTournament *t = valet_tournament_new ();
  ValetOptions o;

  for (guint i = 0; i < 8; i++)
    g_string_append_printf (names, "p%u|Player %u\n", i, i);
  for (guint b = 1; b <= n_boards; b++)
    {
      g_string_append_printf (scores, "1|%u|p0|p1|p2|p3|4S|N|%u\n", b,
                              tricks[(b - 1) % n_tricks]);
      g_string_append_printf (scores, "1|%u|p4|p5|p6|p7|4S|N|10\n", b);
    }
  valet_parse_names (t, names->str, names->len, "names.txt", diag);
  valet_parse_scores (t, scores->str, scores->len, "scores.txt", "names.txt", diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_string_free (names, TRUE);
  g_string_free (scores, TRUE);

  valet_options_init (&o);
  o.scoring = scoring;
  o.cloud = FALSE;
  /* (valet_run_new_spreads_later() takes no owner: the caller frees the
   * tournament after the run.) */
  if (spreads_later)
    return valet_run_new_spreads_later (t, &o, NULL, NULL);
  return valet_run_new (t, &o, t, (GDestroyNotify) valet_tournament_free, NULL, NULL);
}

static ValetRun *
run_of (guint n_boards, const guint *tricks, guint n_tricks, ValetScoring scoring)
{
  return run_made (n_boards, tricks, n_tricks, scoring, FALSE);
}

/* The ranked pair of the player tagged @tag. */
static const ValetPairScore *
pair_of (ValetRun *run, const char *tag)
{
  guint player;
  g_assert_true (valet_tournament_lookup_player (valet_run_tournament (run), tag, &player));
  for (guint i = 0; i < valet_run_n_ranked (run); i++)
    {
      const ValetPairScore *p = valet_run_ranked (run, i);
      if (p->player[0] == player || p->player[1] == player)
        return p;
    }
  g_assert_not_reached ();
}

static void
test_same_every_board (void)
{
  /* Table 1 makes an overtrick on every board: +1 IMP (450 against
   * 420) each time, the same on every board. */
  const guint tricks[] = { 11 };
  g_autoptr (ValetRun) run = run_of (8, tricks, 1, VALET_SCORING_IMPS);
  const ValetPairScore *p = pair_of (run, "p0");
  double se, half;

  g_assert_cmpfloat_with_epsilon (p->avg[VALET_COL_OVERALL], 1, 1e-6);
  g_assert_true (valet_run_column_error (run, p, VALET_RANKING_OVERALL, &se, &half));
  g_assert_cmpfloat (se, ==, 0);
  g_assert_cmpfloat (half, ==, 0);
  /* No number but means has an error. */
  g_assert_false (valet_run_column_error (run, p, VALET_RANKING_BOARDS, &se, &half));
  g_assert_false (valet_run_column_error (run, p, VALET_RANKING_PLAYERS, &se, &half));
}

static void
test_worked_out (void)
{
  /* 11, 9, 10, 10 tricks against 4S made: board 1 +1 IMP (450 against
   * 420), board 2, North-South vulnerable, -12 (-100 against 620), then
   * 0 and 0; mean -2.75, deviation of (1, -12, 0, 0). */
  const guint tricks[] = { 11, 9, 10, 10 };
  g_autoptr (ValetRun) run = run_of (4, tricks, 4, VALET_SCORING_IMPS);
  const ValetPairScore *ns = pair_of (run, "p0");
  const ValetPairScore *ew = pair_of (run, "p1");
  const double board[] = { 1, -12, 0, 0 };
  double mean = -2.75, ss = 0, se, half, se_ew, half_ew;

  for (guint i = 0; i < 4; i++)
    ss += (board[i] - mean) * (board[i] - mean);
  double expected = sqrt (ss / 3) / 2;
  g_assert_cmpfloat_with_epsilon (ns->avg[VALET_COL_OVERALL], mean, 1e-6);
  g_assert_true (valet_run_column_error (run, ns, VALET_RANKING_OVERALL, &se, &half));
  g_assert_cmpfloat_with_epsilon (se, expected, 1e-6);
  g_assert_cmpfloat_with_epsilon (half, 3.182 * expected, 1e-6);
  /* The defenders' boards are the same numbers with the sign turned. */
  g_assert_true (valet_run_column_error (run, ew, VALET_RANKING_OVERALL, &se_ew, &half_ew));
  g_assert_cmpfloat_with_epsilon (se_ew, se, 1e-6);
  /* Bid and play add up to the score on every board, so the play's
   * spread is there too. */
  g_assert_true (valet_run_column_error (run, ns, VALET_RANKING_PLAY, &se, &half));
  g_assert_cmpfloat (se, >, 0);
  /* Declaring is over the 4 boards declared, Defending over none. */
  g_assert_true (valet_run_column_error (run, ns, VALET_RANKING_DECLARING, &se, &half));
  g_assert_false (valet_run_column_error (run, ns, VALET_RANKING_DEFENDING, &se, &half));
  /* The two pairs cannot be told apart on four such boards: the
   * intervals of -2.75 and +2.75 overlap. */
  g_assert_false (valet_run_separable (run, 1));
  g_assert_true (valet_run_separable (run, 0));
}

static void
test_shrinks (void)
{
  /* The same pattern of boards, repeated: the interval narrows as the
   * boards add up, about as one over the square root of their number. */
  const guint tricks[] = { 11, 9, 10, 10 };
  double last = INFINITY;

  for (guint boards = 4; boards <= 64; boards *= 2)
    {
      g_autoptr (ValetRun) run = run_of (boards, tricks, 4, VALET_SCORING_MATCHPOINTS);
      const ValetPairScore *p = pair_of (run, "p0");
      double se, half;
      g_assert_true (valet_run_column_error (run, p, VALET_RANKING_OVERALL, &se, &half));
      g_test_message ("%u boards: %.3f +- %.3f", boards, p->avg[VALET_COL_OVERALL], half);
      g_assert_cmpfloat (half, <, last);
      g_assert_cmpfloat (half, >, 0);
      last = half;
    }
  /* A pair with an overtrick on every other board scores 75 %, its
   * opponents 25 % (and the other table the other way round, so two
   * pairs rank at 75 % and two at 25 %): on 4 boards the difference is
   * within the intervals, on 64 boards (75 give or take 6) it is not. */
  const guint better[] = { 11, 10 };
  g_autoptr (ValetRun) four = run_of (4, better, 2, VALET_SCORING_MATCHPOINTS);
  g_autoptr (ValetRun) many = run_of (64, better, 2, VALET_SCORING_MATCHPOINTS);
  g_assert_cmpfloat_with_epsilon (valet_run_ranked (many, 0)->avg[VALET_COL_OVERALL], 75, 1e-6);
  g_assert_false (valet_run_separable (many, 1));
  g_assert_false (valet_run_separable (four, 2));
  g_assert_true (valet_run_separable (many, 2));
}

/* A run whose spreads wait until asked for (valet-cli's) holds none
 * before, and then gives every pair the same errors in every column and
 * the bars the same extent, to the bit, as a run that works them out at
 * once. */
static void
test_spreads_later (void)
{
  const guint tricks[] = { 11, 9, 10, 10, 12, 8 };
  g_autoptr (ValetRun) now = run_of (24, tricks, 6, VALET_SCORING_MATCHPOINTS);
  ValetRun *later = run_made (24, tricks, 6, VALET_SCORING_MATCHPOINTS, TRUE);
  ValetTournament *t = valet_run_tournament (later);
  double lo[2], hi[2];

  g_assert_nonnull (now->spreads);
  g_assert_null (later->spreads);
  g_assert_cmpuint (valet_run_n_ranked (later), ==, valet_run_n_ranked (now));
  valet_run_bar_extent (now, 0, valet_run_n_ranked (now), &lo[0], &hi[0]);
  valet_run_bar_extent (later, 0, valet_run_n_ranked (later), &lo[1], &hi[1]);
  g_assert_nonnull (later->spreads);
  g_assert_cmpfloat (lo[0], ==, lo[1]);
  g_assert_cmpfloat (hi[0], ==, hi[1]);
  g_assert_cmpfloat (hi[0] - lo[0], >, 0);
  for (guint i = 0; i < valet_run_n_ranked (now); i++)
    for (guint c = 0; c < VALET_N_RANKING_COLUMNS; c++)
      {
        double se[2] = { -1, -1 }, half[2] = { -1, -1 };
        gboolean has = valet_run_column_error (now, valet_run_ranked (now, i), c, &se[0],
                                               &half[0]);
        g_assert_cmpint (has, ==, valet_run_column_error (later, valet_run_ranked (later, i), c,
                                                          &se[1], &half[1]));
        g_assert_cmpfloat (se[0], ==, se[1]);
        g_assert_cmpfloat (half[0], ==, half[1]);
      }
  valet_run_unref (later);
  valet_tournament_free (t);
}

/* Not about confidence, but the same small tournaments serve: each
 * board's datum, and the Butler IMPs against it. */
static void
test_board_datum (void)
{
  const guint tricks[] = { 11, 9 };
  g_autoptr (ValetRun) run = run_of (2, tricks, 2, VALET_SCORING_DATUM);
  const ValetEntry *entries;
  guint n;

  /* Board 1: 450 and 420, mean 435; board 2, North-South vulnerable:
   * -100 and 620, mean 260. */
  g_assert_cmpint (valet_run_board_datum (run, 0), ==, 435);
  g_assert_cmpint (valet_run_board_datum (run, 1), ==, 260);
  valet_run_board (run, 1, &entries, &n);
  g_assert_cmpuint (n, ==, 2);
  /* -100 against 260: 360, 8 IMPs; 620: 360 the other way. */
  g_assert_cmpfloat_with_epsilon (fabs (valet_entry_butler (&entries[0])), 8, 1e-6);
  g_assert_cmpfloat_with_epsilon (valet_entry_butler (&entries[0])
                                  + valet_entry_butler (&entries[1]), 0, 1e-6);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/confidence/spread", test_spread);
  g_test_add_func ("/confidence/student", test_student);
  g_test_add_func ("/confidence/same-every-board", test_same_every_board);
  g_test_add_func ("/confidence/worked-out", test_worked_out);
  g_test_add_func ("/confidence/shrinks", test_shrinks);
  g_test_add_func ("/confidence/board-datum", test_board_datum);
  g_test_add_func ("/confidence/spreads-later", test_spreads_later);
  return g_test_run ();
}
