/* test-known-boards.c: the boards without a result that the Boards view
 * lists (valet-known-boards.h): those the file gives evidence of, a
 * table marked "Not played", a deal, a number between two boards of a
 * round with results, and no others: nothing past the last board, no
 * wide gap filled, no round that is not scored. */
#include "config.h"

#include <glib/gstdio.h>

#include "valet-known-boards.h"
#include "valet-reader.h"

#define NAMES "a|Ann\nb|Bob\nc|Cid\nd|Dee\n"
/* Round 1: boards 1 and 3, board 2 none.  Round 2: boards 10 and 50 (a
 * gap too wide to be boards left unplayed). */
#define SCORES \
  "1|1|a|c|b|d|4S|N|10|HK\n" \
  "1|3|a|c|b|d|3N|E|9|S5\n" \
  "2|10|a|c|b|d|3N|E|9|S5\n" \
  "2|50|a|c|b|d|3N|E|9|S5\n"
#define DEAL "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"

static ValetTournament *
read_event (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-known-boards-XXXXXX", &error);
  g_autofree char *names = g_build_filename (dir, "names.txt", NULL);
  g_autofree char *scores = g_build_filename (dir, "scores.txt", NULL);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);
  ValetTournament *t = valet_tournament_new ();

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (names, NAMES, -1, NULL));
  g_assert_true (g_file_set_contents (scores, SCORES, -1, NULL));
  g_assert_true (valet_read_input (t, dir, VALET_INPUT_TEXT, diag));
  g_remove (names);
  g_remove (scores);
  g_rmdir (dir);
  return t;
}

static ValetRun *
score (ValetTournament *t, const char *rounds)
{
  ValetOptions o;
  ValetRun *run;

  valet_options_init (&o);
  if (rounds != NULL)
    g_assert_true (valet_options_set_rounds (&o, rounds, NULL));
  run = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
  valet_options_clear (&o);
  return run;
}

static char *
listed (GArray *boards)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < boards->len; i++)
    {
      const ValetKnownBoard *k = &g_array_index (boards, ValetKnownBoard, i);
      g_string_append_printf (out, "%s%u/%u", i ? " " : "", k->round, k->board);
    }
  return g_string_free (out, FALSE);
}

/* Scores alone: only the gap of round 1. */
static void
test_gap (void)
{
  ValetTournament *t = read_event ();
  ValetRun *run = score (t, NULL);
  g_autoptr (GArray) boards = valet_known_boards_without_result (run);
  g_autofree char *text = listed (boards);

  g_assert_cmpstr (text, ==, "1/2");
  valet_run_unref (run);
  valet_tournament_free (t);
}

/* A table marked "Not played" on board 4 of round 1, deals for board 5
 * of round 2 and for board 12 of every round: each listed, in order; a
 * deal for every round of a board that has results is not another. */
static void
test_evidence (void)
{
  ValetTournament *t = read_event ();
  ValetResult u = { .round = 1, .board = 4, .player = { 0, 2, 1, 3 } };
  ValetDeal deal;

  g_assert_true (valet_deal_parse (DEAL, &deal, NULL));
  valet_tournament_add_unscored (t, &u);
  g_assert_nonnull (valet_tournament_set_deal (t, 2, 5, &deal, "deals.pbn", 1, NULL));
  g_assert_nonnull (valet_tournament_set_deal (t, 0, 12, &deal, "deals.pbn", 2, NULL));
  g_assert_nonnull (valet_tournament_set_deal (t, 0, 3, &deal, "deals.pbn", 3, NULL));
  ValetRun *run = score (t, NULL);
  g_autoptr (GArray) boards = valet_known_boards_without_result (run);
  g_autofree char *text = listed (boards);
  /* Board 12 goes to the round of board 10, the nearest below it. */
  g_assert_cmpstr (text, ==, "1/2 1/4 2/5 2/12");
  valet_run_unref (run);

  /* Round 2 alone scored: round 1's boards are not listed. */
  run = score (t, "2");
  g_autoptr (GArray) round2 = valet_known_boards_without_result (run);
  g_autofree char *text2 = listed (round2);
  g_assert_cmpstr (text2, ==, "2/5 2/12");
  valet_run_unref (run);
  valet_tournament_free (t);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/known-boards/gap", test_gap);
  g_test_add_func ("/model/known-boards/evidence", test_evidence);
  return g_test_run ();
}
