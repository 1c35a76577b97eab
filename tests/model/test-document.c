/* test-document.c: the `model` suite.  ValetDocument without a window:
 * it loads the sample tournament in a worker, scores it off the main
 * thread whenever an option changes, and its list models must hold what
 * the engine computes for the same options.  Run under the sanitizers
 * too, so the threads, cancellations and row objects are checked for
 * leaks and races on freed memory. */
#include "config.h"

#include <glib/gstdio.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "valet-adjusted-fields.h"
#include "valet-board-row.h"
#include "valet-document.h"
#include "valet-event-file.h"
#include "valet-pair-row.h"
#include "valet-player-row.h"
#include "valet-result-row.h"
#include "valet-scoring-run.h"

static const char *sample_dir;

/* ---- waiting on the main loop ------------------------------------------ */

static gboolean
give_up (gpointer data)
{
  g_error ("gave up waiting: %s", (const char *) data);
  return G_SOURCE_REMOVE;
}

static void
wait_until (gboolean (*done) (ValetDocument *doc, guint value), ValetDocument *doc,
            guint value, const char *what)
{
  guint timeout = g_timeout_add_seconds (60, give_up, (gpointer) what);

  while (!done (doc, value))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
}

static gboolean
generation_reached (ValetDocument *doc, guint generation)
{
  return valet_document_get_generation (doc) >= generation
         && !valet_document_get_busy (doc);
}

static gboolean
idle (ValetDocument *doc, guint unused)
{
  return !valet_document_get_busy (doc);
}

typedef struct {
  gboolean done, ok;
  GError  *error;
} Load;

static void
loaded (GObject *object, GAsyncResult *result, gpointer data)
{
  Load *load = data;

  load->ok = valet_document_load_finish (VALET_DOCUMENT (object), result, &load->error);
  load->done = TRUE;
}

/* Loads @path into @doc and waits until the load has finished. */
static gboolean
load (ValetDocument *doc, const char *path, GError **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  Load load = { FALSE, FALSE, NULL };

  valet_document_load_async (doc, file, NULL, loaded, &load);
  while (!load.done)
    g_main_context_iteration (NULL, TRUE);
  if (load.error)
    g_propagate_error (error, load.error);
  return load.ok;
}

/* Loads the sample and waits for the first scoring run to be
 * published. */
static ValetDocument *
load_sample (void)
{
  ValetDocument *doc = valet_document_new ();
  g_autoptr (GError) error = NULL;

  g_assert_true (load (doc, sample_dir, &error));
  g_assert_no_error (error);
  wait_until (generation_reached, doc, 1, "the first scoring run");
  return doc;
}

/* Sets a property and waits until the run it starts is published. */
static void
set_and_wait (ValetDocument *doc, const char *property, ...)
{
  guint generation = valet_document_get_generation (doc);
  va_list args;

  va_start (args, property);
  g_object_set_valist (G_OBJECT (doc), property, args);
  va_end (args);
  wait_until (generation_reached, doc, generation + 1, property);
}

/* ---- the engine's answer ----------------------------------------------- */

static ValetRanking *
engine_ranking (ValetDocument *doc)
{
  ValetTournament *t = valet_source_get_tournament (valet_document_get_source (doc));
  ValetOptions options;
  ValetRanking *ranking;

  valet_document_get_options (doc, &options);
  ranking = valet_score_tournament (t, &options, NULL, NULL);
  valet_options_clear (&options);
  return ranking;
}

static double
double_property (gpointer object, const char *name)
{
  double value;

  g_object_get (object, name, &value, NULL);
  return value;
}

/* The pair rows are the engine's pairs, in its order, with its numbers
 * in the units of the rows' scoring form. */
static void
assert_pairs_match_engine (ValetDocument *doc)
{
  g_autoptr (ValetRanking) ranking = engine_ranking (doc);
  ValetTournament *t = valet_source_get_tournament (valet_document_get_source (doc));
  GListModel *pairs = valet_document_get_pairs (doc);
  guint n = valet_ranking_n_pairs (ranking);

  g_assert_cmpint (valet_document_get_rows_scoring (doc), ==, valet_document_get_scoring (doc));
  g_assert_cmpuint (g_list_model_get_n_items (pairs), ==, n);
  g_assert_cmpuint (n, >, 10);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (ValetPairRow) row = g_list_model_get_item (pairs, i);
      /* The rows in the published order, by the score as played; each
       * pair's numbers those the engine gives it. */
      ValetRun *run = valet_document_get_run (doc);
      guint n_ranked = valet_run_n_ranked (run);
      const ValetPairScore *shown = i < n_ranked ? valet_run_ranked (run, i)
                                                 : valet_run_unranked (run, i - n_ranked);
      const ValetPairScore *p = NULL;
      for (guint k = 0; k < n && p == NULL; k++)
        if (valet_ranking_pair (ranking, k)->number == shown->number)
          p = valet_ranking_pair (ranking, k);
      g_assert_nonnull (p);
      if (i > 0 && i < n_ranked)
        g_assert_cmpfloat (valet_run_ranked (run, i - 1)->avg[VALET_COL_BUTLER], >=,
                           shown->avg[VALET_COL_BUTLER]);
      /* Names in UTF-8 for display (the sample's are Latin-1). */
      g_autofree char *name = g_strdup_printf ("%s - %s",
        valet_tournament_player_display_name (t, p->player[0]),
        valet_tournament_player_display_name (t, p->player[1]));
      guint declared = p->num[VALET_COL_PLAY1] + p->num[VALET_COL_PLAY2];
      /* Both declarers' play, per hand declared. */
      double declaring = declared == 0 ? 0
        : (p->avg[VALET_COL_PLAY1] * p->num[VALET_COL_PLAY1]
           + p->avg[VALET_COL_PLAY2] * p->num[VALET_COL_PLAY2]) / declared;

      /* Places shared by pairs whose scores read the same. */
      g_assert_cmpuint (valet_pair_row_get_rank (row), ==,
                        valet_run_shared_rank (valet_document_get_run (doc), i, NULL));
      g_assert_cmpstr (valet_pair_row_get_name (row), ==, name);
      g_assert_cmpuint (valet_pair_row_get_boards (row), ==, p->num[VALET_COL_OVERALL]);
      g_assert_cmpfloat_with_epsilon (valet_pair_row_get_overall (row),
                                      p->avg[VALET_COL_OVERALL], 1e-9);
      g_assert_cmpfloat_with_epsilon (double_property (row, "bid"), p->avg[VALET_COL_BID], 1e-9);
      g_assert_cmpfloat_with_epsilon (double_property (row, "declaring"), declaring, 1e-9);
      g_assert_cmpuint (valet_pair_row_get_player (row, 0), ==, p->player[0]);
      g_assert_cmpuint (valet_pair_row_get_player (row, 1), ==, p->player[1]);
    }
}

/* ---- tests ------------------------------------------------------------- */

static void
test_load (void)
{
  g_autoptr (ValetDocument) doc = load_sample ();

  g_assert_cmpuint (valet_document_get_generation (doc), ==, 1);
  g_assert_nonnull (valet_document_get_source (doc));
  g_assert_cmpstr (valet_document_get_title (doc), ==, "sample");
  g_assert_nonnull (strstr (valet_document_get_description (doc), "IMPs"));
  assert_pairs_match_engine (doc);
}

static void
test_missing_folder (void)
{
  g_autoptr (ValetDocument) doc = valet_document_new ();
  g_autoptr (GError) error = NULL;

  g_assert_false (load (doc, "/nonexistent/valet-results", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (error->message);
  /* Nothing half loaded, nothing scored. */
  g_assert_null (valet_document_get_source (doc));
  g_assert_cmpuint (valet_document_get_generation (doc), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (valet_document_get_pairs (doc)), ==, 0);
}

/* All the pairs' numbers as text, to tell whether a run changed any. */
static char *
signature (ValetDocument *doc)
{
  GListModel *pairs = valet_document_get_pairs (doc);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (pairs); i++)
    {
      g_autoptr (ValetPairRow) row = g_list_model_get_item (pairs, i);
      g_string_append_printf (out, "%s %.6f %.6f %.6f\n", valet_pair_row_get_name (row),
                              valet_pair_row_get_overall (row), double_property (row, "bid"),
                              double_property (row, "defending"));
    }
  return g_string_free (out, FALSE);
}

/* Every option, one at a time, gives the engine's rows for the new
 * options.  Each changes some number, except the datum's own options
 * while the scoring is across the field, and the lead split (the
 * sample has no leads). */
static void
test_every_option (void)
{
  g_autoptr (ValetDocument) doc = load_sample ();
  struct { const char *property; guint value; gboolean changes; } steps[] = {
    { "scoring", VALET_SCORING_DATUM, TRUE },
    { "extremes", TRUE, TRUE },
    { "hard-round", TRUE, TRUE },
    { "scoring", VALET_SCORING_MATCHPOINTS, TRUE },
    { "scoring", VALET_SCORING_IMPS, TRUE },
    { "extremes", FALSE, FALSE },
    { "cloud", FALSE, TRUE },
    { "cloud", TRUE, TRUE },
    { "lead", TRUE, FALSE },
    { "compensate", TRUE, TRUE },
    /* Neuberg's factoring is for matchpoints: nothing at IMPs. */
    { "neuberg", TRUE, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autofree char *before = signature (doc);
      g_autofree char *after = NULL;

      g_test_message ("%s = %u", steps[i].property, steps[i].value);
      set_and_wait (doc, steps[i].property, steps[i].value, NULL);
      assert_pairs_match_engine (doc);
      after = signature (doc);
      g_assert_cmpint (strcmp (before, after) != 0, ==, steps[i].changes);
    }
}

/* A run started while another is under way replaces it: the rows end up
 * as the newest options say, and the document is idle again. */
static void
test_newer_run_wins (void)
{
  g_autoptr (ValetDocument) doc = load_sample ();
  guint generation = valet_document_get_generation (doc);

  valet_document_set_scoring (doc, VALET_SCORING_DATUM);
  /* Let the first run start in its worker. */
  while (!valet_document_get_busy (doc))
    g_main_context_iteration (NULL, TRUE);
  valet_document_set_scoring (doc, VALET_SCORING_MATCHPOINTS);
  g_assert_true (valet_document_get_busy (doc));
  wait_until (idle, doc, 0, "both runs");

  g_assert_cmpuint (valet_document_get_generation (doc), >, generation);
  g_assert_cmpuint (valet_document_get_generation (doc), <=, generation + 2);
  g_assert_cmpint (valet_document_get_rows_scoring (doc), ==, VALET_SCORING_MATCHPOINTS);
  assert_pairs_match_engine (doc);
}

/* Dropping the document while a run is under way leaves nothing behind
 * (the sanitizer build checks for leaks and freed memory). */
static void
test_dispose_while_busy (void)
{
  ValetDocument *doc = load_sample ();
  GWeakRef weak;

  valet_document_set_scoring (doc, VALET_SCORING_MATCHPOINTS);
  while (!valet_document_get_busy (doc))
    g_main_context_iteration (NULL, TRUE);
  g_weak_ref_init (&weak, doc);
  g_object_unref (doc);
  /* Whatever the worker still holds is let go when it finishes. */
  for (guint i = 0; i < 200 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
  g_usleep (G_USEC_PER_SEC / 2);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (g_weak_ref_get (&weak));
  g_weak_ref_clear (&weak);
}

static guint
sum_of_pair_boards (ValetDocument *doc)
{
  GListModel *pairs = valet_document_get_pairs (doc);
  guint sum = 0;

  for (guint i = 0; i < g_list_model_get_n_items (pairs); i++)
    {
      g_autoptr (ValetPairRow) row = g_list_model_get_item (pairs, i);
      sum += valet_pair_row_get_boards (row);
    }
  return sum;
}

static void
test_rounds (void)
{
  g_autoptr (ValetDocument) doc = load_sample ();
  guint all_boards = sum_of_pair_boards (doc);
  guint generation;

  set_and_wait (doc, "rounds", "1-2", NULL);
  assert_pairs_match_engine (doc);
  g_assert_cmpuint (sum_of_pair_boards (doc), >, 0);
  g_assert_cmpuint (sum_of_pair_boards (doc), <, all_boards);
  for (guint i = 0; i < g_list_model_get_n_items (valet_document_get_boards (doc)); i++)
    {
      g_autoptr (ValetBoardRow) board = g_list_model_get_item (valet_document_get_boards (doc), i);
      g_assert_cmpuint (valet_board_row_get_round (board), <=, 2);
    }

  /* A malformed list is refused and the rounds stay as they were. */
  generation = valet_document_get_generation (doc);
  g_assert_false (valet_document_set_rounds (doc, "3-x"));
  g_autofree char *rounds = NULL;
  g_object_get (doc, "rounds", &rounds, NULL);
  g_assert_cmpstr (rounds, ==, "1-2");
  g_assert_false (valet_document_get_busy (doc));
  g_assert_cmpuint (valet_document_get_generation (doc), ==, generation);
}

/* A board row reads its entries where the run keeps them, not from a
 * copy: a field of millions of results is held once, not twice; and a
 * row kept into a newer run reads that run's.  The most boards a pair
 * played is counted as the results are read (not on the main loop), and
 * is the one counted again for the same rounds. */
static void
test_board_rows_share_entries (void)
{
  g_autoptr (ValetDocument) doc = load_sample ();
  GListModel *boards = valet_document_get_boards (doc);

  for (guint round = 0; round < 2; round++)
    {
      ValetRun *run = valet_document_get_run (doc);

      g_assert_cmpuint (g_list_model_get_n_items (boards), ==, valet_run_n_boards (run));
      for (guint i = 0; i < g_list_model_get_n_items (boards); i++)
        {
          g_autoptr (ValetBoardRow) board = g_list_model_get_item (boards, i);
          const ValetEntry *entries;
          guint n;

          valet_run_board (run, i, &entries, &n);
          g_assert_cmpuint (valet_board_row_get_n_entries (board), ==, n);
          g_assert_true (valet_board_row_get_entry (board, 0) == &entries[0]);
        }
      /* Scored again: the same rows, kept, with the new run's entries. */
      if (round == 0)
        {
          guint generation = valet_document_get_generation (doc);
          valet_document_set_scoring (doc, VALET_SCORING_MATCHPOINTS);
          wait_until (generation_reached, doc, generation + 1, "scoring again");
        }
    }
  {
    ValetOptions options;
    valet_document_get_options (doc, &options);
    g_assert_cmpuint (valet_document_get_most_boards (doc), ==,
                      valet_most_boards_played (valet_source_get_tournament (
                                                  valet_document_get_source (doc)),
                                                &options));
    valet_options_clear (&options);
  }
}

/* Boards, players and one pair's own boards add up to the results. */
static void
test_boards_players_results (void)
{
  g_autoptr (ValetDocument) doc = load_sample ();
  ValetTournament *t = valet_source_get_tournament (valet_document_get_source (doc));
  GListModel *boards = valet_document_get_boards (doc);
  GListModel *players = valet_document_get_players (doc);
  guint n_entries = 0, player_boards = 0;

  g_assert_cmpuint (g_list_model_get_n_items (boards), >, 0);
  for (guint i = 0; i < g_list_model_get_n_items (boards); i++)
    {
      g_autoptr (ValetBoardRow) board = g_list_model_get_item (boards, i);
      n_entries += valet_board_row_get_n_entries (board);
      if (i > 0)
        {
          g_autoptr (ValetBoardRow) prev = g_list_model_get_item (boards, i - 1);
          /* In playing order: round, then board. */
          g_assert_true (valet_board_row_get_round (prev) < valet_board_row_get_round (board)
                         || (valet_board_row_get_round (prev) == valet_board_row_get_round (board)
                             && valet_board_row_get_board (prev) < valet_board_row_get_board (board)));
        }
    }
  /* Every result scored once (the sample has no one-result boards). */
  g_assert_cmpuint (n_entries, ==, valet_tournament_n_results (t));

  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    {
      g_autoptr (ValetPlayerRow) player = g_list_model_get_item (players, i);
      player_boards += valet_player_row_get_boards (player);
    }
  /* Four players at every table. */
  g_assert_cmpuint (player_boards, ==, 4 * n_entries);

  g_autoptr (ValetPairRow) pair = g_list_model_get_item (valet_document_get_pairs (doc), 0);
  g_autoptr (GListModel) own = valet_document_list_pair_results (doc, pair);
  double sum = 0;
  g_assert_cmpuint (g_list_model_get_n_items (own), ==, valet_pair_row_get_boards (pair));
  for (guint i = 0; i < g_list_model_get_n_items (own); i++)
    {
      g_autoptr (ValetResultRow) r = g_list_model_get_item (own, i);
      sum += valet_result_row_get_overall (r);
    }
  /* The pair's average is its boards' average, seen from its side. */
  g_assert_cmpfloat_with_epsilon (sum / g_list_model_get_n_items (own),
                                  valet_pair_row_get_overall (pair), 1e-3);
}

/* The sample's names are Latin-1.  Read with no character set given,
 * they are kept as given and shown as Windows-1252; read as ISO-8859-2,
 * every name is converted from it (0xF8 "ø" becomes "ř"). */
static void
test_encoding (void)
{
  g_autoptr (ValetDocument) automatic = load_sample ();
  g_autoptr (ValetDocument) central = valet_document_new ();
  g_autoptr (GError) error = NULL;
  ValetTournament *raw, *converted;
  guint changed = 0;

  g_assert_cmpstr (valet_document_get_encoding (automatic), ==, "");
  valet_document_set_encoding (central, "iso-8859-2");
  g_assert_cmpstr (valet_document_get_encoding (central), ==, "iso-8859-2");
  g_assert_true (load (central, sample_dir, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (valet_source_get_encoding (valet_document_get_source (central)), ==,
                   "iso-8859-2");

  raw = valet_source_get_tournament (valet_document_get_source (automatic));
  converted = valet_source_get_tournament (valet_document_get_source (central));
  g_assert_cmpuint (valet_tournament_n_players (converted), ==, valet_tournament_n_players (raw));
  for (guint p = 0; p < valet_tournament_n_players (raw); p++)
    {
      const char *bytes = valet_tournament_player_name (raw, p);
      g_autofree char *expected = g_convert (bytes, -1, "UTF-8", "ISO-8859-2", NULL, NULL, NULL);

      g_assert_nonnull (expected);
      g_assert_cmpstr (valet_tournament_player_display_name (converted, p), ==, expected);
      if (strcmp (valet_tournament_player_display_name (raw, p), expected) != 0)
        changed++;
    }
  /* The two readings differ where the character sets do. */
  g_assert_cmpuint (changed, >, 0);

  /* A name the converter does not know is refused and changes
   * nothing. */
  g_test_expect_message ("valet-document", G_LOG_LEVEL_WARNING, "*unknown character set*");
  valet_document_set_encoding (central, "no-such-charset");
  g_test_assert_expected_messages ();
  g_assert_cmpstr (valet_document_get_encoding (central), ==, "iso-8859-2");
}

/* A folder of Valet text with @boards boards of @tables tables: a field
 * that takes a while to read. */
static char *
write_big_field (guint boards, guint tables)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("valet-model-XXXXXX", &error);
  g_autoptr (GString) names = g_string_new (NULL);
  g_autoptr (GString) scores = g_string_new (NULL);
  guint players = tables * 4;

  g_assert_no_error (error);
  for (guint p = 0; p < players; p++)
    g_string_append_printf (names, "p%u|Player %u\n", p, p);
  for (guint b = 1; b <= boards; b++)
    for (guint t = 0; t < tables; t++)
      {
        guint first = (4 * t + b * 4) % players;
        g_string_append_printf (scores, "1|%u|p%u|p%u|p%u|p%u|%s\n", b, first,
                                (first + 1) % players, (first + 2) % players,
                                (first + 3) % players, t % 2 ? "4S|N|10" : "3N|E|8");
      }
  g_autofree char *names_path = g_build_filename (dir, "names.txt", NULL);
  g_autofree char *scores_path = g_build_filename (dir, "scores.txt", NULL);
  g_assert_true (g_file_set_contents (names_path, names->str, -1, NULL));
  g_assert_true (g_file_set_contents (scores_path, scores->str, -1, NULL));
  return g_steal_pointer (&dir);
}

static void
remove_field (const char *dir)
{
  g_autofree char *names_path = g_build_filename (dir, "names.txt", NULL);
  g_autofree char *scores_path = g_build_filename (dir, "scores.txt", NULL);

  g_remove (names_path);
  g_remove (scores_path);
  g_rmdir (dir);
}

/* Cancelling a load (what opening another file or closing the window
 * does) stops the read where it is: the load ends cancelled, long
 * before the whole file could have been read. */
static void
test_load_cancelled (void)
{
  g_autofree char *dir = write_big_field (1000, 400);
  g_autoptr (GFile) file = g_file_new_for_path (dir);
  g_autoptr (ValetDocument) doc = valet_document_new ();
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  Load whole = { FALSE, FALSE, NULL };
  Load cut = { FALSE, FALSE, NULL };
  gint64 start, whole_us, cancelled_us;

  start = g_get_monotonic_time ();
  valet_document_load_async (doc, file, NULL, loaded, &whole);
  while (!whole.done)
    g_main_context_iteration (NULL, TRUE);
  whole_us = g_get_monotonic_time () - start;
  g_assert_no_error (whole.error);
  g_assert_true (whole.ok);

  valet_document_load_async (doc, file, cancellable, loaded, &cut);
  g_usleep (whole_us / 10);
  start = g_get_monotonic_time ();
  g_cancellable_cancel (cancellable);
  while (!cut.done)
    g_main_context_iteration (NULL, TRUE);
  cancelled_us = g_get_monotonic_time () - start;
  g_test_message ("400,000 results read in %.0f ms; a cancelled read stopped %.1f ms "
                  "after the cancel", whole_us / 1e3, cancelled_us / 1e3);
  g_assert_false (cut.ok);
  g_assert_error (cut.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&cut.error);
  /* Not the rest of the read: a small part of it at most. */
  g_assert_cmpint (cancelled_us, <, whole_us / 4);
  remove_field (dir);
}

/* Results without opening leads are scored without the lead split,
 * whatever the option says, and the method says so; the option stays
 * for the next results, which have leads again. */
static void
test_no_leads (void)
{
  g_autoptr (ValetDocument) doc = valet_document_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = write_big_field (4, 4);
  ValetOptions options;
  gboolean lead = FALSE, has_leads = TRUE;

  g_object_set (doc, "lead", TRUE, NULL);
  g_assert_true (load (doc, dir, &error));
  g_assert_no_error (error);
  wait_until (generation_reached, doc, 1, "the run of a field without leads");
  g_object_get (doc, "lead", &lead, "has-leads", &has_leads, NULL);
  g_assert_true (lead);
  g_assert_false (has_leads);
  valet_document_get_options (doc, &options);
  g_assert_false (options.lead);
  valet_options_clear (&options);
  g_assert_false (valet_run_options (valet_document_get_run (doc))->lead);
  g_assert_nonnull (strstr (valet_document_get_description (doc),
                            "opening lead counted with the defence"));

  /* The same field with a lead on every line. */
  g_autofree char *scores = g_build_filename (dir, "scores.txt", NULL);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (scores, &text, NULL, NULL));
  g_auto (GStrv) lines = g_strsplit (g_strchomp (text), "\n", -1);
  g_autofree char *joined = g_strjoinv ("|HK\n", lines);
  g_autofree char *with_leads = g_strconcat (joined, "|HK\n", NULL);
  g_assert_true (g_file_set_contents (scores, with_leads, -1, NULL));
  g_assert_true (load (doc, dir, &error));
  wait_until (generation_reached, doc, 2, "the run of the field with leads");
  g_object_get (doc, "has-leads", &has_leads, NULL);
  g_assert_true (has_leads);
  g_assert_true (valet_run_options (valet_document_get_run (doc))->lead);
  g_assert_nonnull (strstr (valet_document_get_description (doc),
                            "opening lead scored separately"));
  remove_field (dir);
}

/* The Boards list counts tables: the outcomes of a weighted score and
 * the two lines of a split score are one table's result each. */
static void
test_board_tables (void)
{
  const char *fixtures = g_getenv ("VALET_FIXTURES");
  static const char *const names[] = { "weighted-imps", "split-imps" };

  for (guint k = 0; k < G_N_ELEMENTS (names); k++)
    {
      g_autofree char *dir = g_build_filename (fixtures, "adjusted", names[k], NULL);
      g_autoptr (ValetDocument) doc = valet_document_new ();
      g_autoptr (GError) error = NULL;

      g_assert_true (load (doc, dir, &error));
      g_assert_no_error (error);
      wait_until (generation_reached, doc, 1, "the first scoring run");
      ValetTournament *t = valet_source_get_tournament (valet_document_get_source (doc));
      GListModel *boards = valet_document_get_boards (doc);
      g_assert_cmpuint (g_list_model_get_n_items (boards), ==, 1);
      g_autoptr (ValetBoardRow) board = g_list_model_get_item (boards, 0);
      guint results = 0;
      g_object_get (board, "results", &results, NULL);
      /* Three lines, two tables. */
      g_assert_cmpuint (valet_tournament_n_results (t), ==, 3);
      g_assert_cmpuint (valet_board_row_get_n_entries (board), ==, 3);
      g_assert_cmpuint (results, ==, 2);
    }
}

/* ---- a table given a result it had none of ---------------------------- */

static gboolean
corrections_scored (ValetDocument *doc, guint generation)
{
  return generation_reached (doc, generation);
}

/* Runs @step, then waits for the scoring it starts. */
#define AND_SCORED(doc, step) \
  G_STMT_START { \
    guint g_ = valet_document_get_generation (doc); \
    step; \
    wait_until (corrections_scored, doc, g_ + 1, #step); \
  } G_STMT_END

static guint
n_results (ValetDocument *doc)
{
  return valet_tournament_n_results (valet_run_tournament (valet_document_get_run (doc)));
}

static guint
player (ValetDocument *doc, const char *tag)
{
  guint index = G_MAXUINT;
  ValetTournament *t = valet_run_tournament (valet_document_get_run (doc));
  g_assert_true (valet_tournament_lookup_player (t, tag, &index));
  return index;
}

/* Round 1: a-b v c-d played boards 1 and 2, e-f v g-h board 1 only; the
 * movement's table e-f v g-h on board 2 has no result.  The director
 * gives it an artificial score: a correction, undone and redone as the
 * others, marked "no result" before, corrected and deleted again. */
static void
test_add_table (void)
{
  g_autofree char *dir = g_dir_make_tmp ("valet-add-table-XXXXXX", NULL);
  g_autofree char *names = g_build_filename (dir, "names.txt", NULL);
  g_autofree char *scores = g_build_filename (dir, "scores.txt", NULL);
  g_assert_true (g_file_set_contents (names, "a|A\nb|B\nc|C\nd|D\ne|E\nf|F\ng|G\nh|H\n",
                                      -1, NULL));
  g_assert_true (g_file_set_contents (scores, "1|1|a|c|b|d|4S|N|10|HK\n"
                                              "1|1|e|g|f|h|4S|N|9|D2\n"
                                              "1|2|a|c|b|d|3N|E|9|S5\n", -1, NULL));
  g_autoptr (ValetDocument) doc = valet_document_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (load (doc, dir, &error));
  g_assert_no_error (error);
  wait_until (generation_reached, doc, 1, "the first scoring run");
  g_assert_cmpuint (n_results (doc), ==, 3);

  /* The table that lacks board 2: e-f v g-h, as they sat on board 1. */
  g_autoptr (GArray) tables = valet_document_tables_without_result (doc, 1, 2);
  g_assert_nonnull (tables);
  g_assert_cmpuint (tables->len, ==, 1);
  ValetResult table = g_array_index (tables, ValetResult, 0);
  g_assert_cmpuint (table.round, ==, 1);
  g_assert_cmpuint (table.board, ==, 2);
  g_assert_cmpuint (table.player[VALET_NORTH], ==, player (doc, "e"));
  g_assert_cmpuint (table.player[VALET_EAST], ==, player (doc, "g"));
  g_assert_cmpuint (table.player[VALET_SOUTH], ==, player (doc, "f"));
  g_assert_cmpuint (table.player[VALET_WEST], ==, player (doc, "h"));
  /* Any two pairs not on the board may be named: e-f and g-h. */
  g_autoptr (GArray) pairs = valet_document_pairs_off_board (doc, 1, 2);
  g_assert_cmpuint (pairs->len, ==, 2);
  g_autoptr (GArray) none = valet_document_tables_without_result (doc, 1, 1);
  g_assert_cmpuint (none->len, ==, 0);

  valet_result_set_artificial (&table, 60, 40);
  AND_SCORED (doc, g_assert_true (valet_document_add_table (doc, &table, 1)));
  g_assert_cmpuint (n_results (doc), ==, 4);
  g_assert_cmpuint (valet_document_n_corrections (doc), ==, 1);
  g_assert_true (valet_document_get_changed (doc));
  ValetTournament *t = valet_run_tournament (valet_document_get_run (doc));
  const ValetResult *added = valet_tournament_result (t, 3);
  g_assert_cmpuint (added->kind, ==, VALET_RESULT_ARTIFICIAL);
  g_assert_cmpuint (added->board, ==, 2);
  g_assert_cmpuint (added->player[VALET_NORTH], ==, player (doc, "e"));
  g_autofree char *was = valet_document_corrected_was (doc, 3);
  g_assert_cmpstr (was, ==, "no result");
  g_autofree char *read = valet_document_corrected_was (doc, 0);
  g_assert_null (read);
  g_assert_cmpstr (valet_tournament_note (t, 0), ==,
                   "Round 1, board 2, E–F v G–H: no result, now 60 %/40 %");
  /* Its pairs are on the board now: nothing left to add. */
  g_autoptr (GArray) after = valet_document_tables_without_result (doc, 1, 2);
  g_assert_cmpuint (after->len, ==, 0);

  AND_SCORED (doc, g_assert_true (valet_document_undo (doc)));
  g_assert_cmpuint (n_results (doc), ==, 3);
  g_assert_false (valet_document_get_changed (doc));
  AND_SCORED (doc, g_assert_true (valet_document_redo (doc)));
  g_assert_cmpuint (n_results (doc), ==, 4);

  /* The added line corrected: the same table, now played. */
  ValetResult played = *valet_tournament_result (valet_run_tournament (valet_document_get_run (doc)), 3);
  played.kind = VALET_RESULT_PLAYED;
  played.level = 3;
  played.denom = VALET_NOTRUMP;
  played.declarer = VALET_EAST;
  played.tricks = 8;
  AND_SCORED (doc, g_assert_true (valet_document_correct (doc, 3, &played, 1)));
  t = valet_run_tournament (valet_document_get_run (doc));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 4);
  g_assert_cmpuint (valet_tournament_result (t, 3)->kind, ==, VALET_RESULT_PLAYED);
  g_assert_cmpuint (valet_tournament_result (t, 3)->tricks, ==, 8);
  g_autofree char *still = valet_document_corrected_was (doc, 3);
  g_assert_cmpstr (still, ==, "no result");
  /* Deleted: gone again. */
  AND_SCORED (doc, g_assert_true (valet_document_correct (doc, 3, NULL, 0)));
  g_assert_cmpuint (n_results (doc), ==, 3);
  g_assert_cmpuint (valet_document_n_corrections (doc), ==, 3);

  g_remove (names);
  g_remove (scores);
  g_remove (dir);
}

/* ---- rows kept from one run to the next ------------------------------- */

typedef struct {
  GObject     *row;
  gboolean     units;      /* notifies every number in new units */
  GParamSpec **specs;
  guint        n_specs;
  GValue      *before;
  GHashTable  *notified;   /* property names */
} Watch;

static void
notified_cb (GObject *row, GParamSpec *pspec, GHashTable *notified)
{
  g_hash_table_add (notified, (gpointer) g_param_spec_get_name (pspec));
}

static void
watch_start (Watch *w, GListModel *model, gboolean units)
{
  w->row = g_list_model_get_item (model, 0);
  w->units = units;
  w->specs = g_object_class_list_properties (G_OBJECT_GET_CLASS (w->row), &w->n_specs);
  w->before = g_new0 (GValue, w->n_specs);
  w->notified = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < w->n_specs; i++)
    {
      g_value_init (&w->before[i], G_PARAM_SPEC_VALUE_TYPE (w->specs[i]));
      g_object_get_property (w->row, w->specs[i]->name, &w->before[i]);
    }
  g_signal_connect (w->row, "notify", G_CALLBACK (notified_cb), w->notified);
}

/* Numbers compared as bits, as the rows compare them: a NaN is the same
 * NaN. */
static gboolean
same_value (const GValue *a, const GValue *b)
{
  double x, y;

  switch (G_VALUE_TYPE (a))
    {
    case G_TYPE_STRING:
      return g_strcmp0 (g_value_get_string (a), g_value_get_string (b)) == 0;
    case G_TYPE_UINT:
      return g_value_get_uint (a) == g_value_get_uint (b);
    case G_TYPE_INT:
      return g_value_get_int (a) == g_value_get_int (b);
    default:
      x = g_value_get_double (a);
      y = g_value_get_double (b);
      return memcmp (&x, &y, sizeof x) == 0;
    }
}

/* The row is still in @model, and has notified what changed and nothing
 * else: in new units every number, but a string only when its text
 * changed.  Returns how many it notified. */
static guint
watch_stop (Watch *w, GListModel *model, gboolean new_units)
{
  guint n = g_hash_table_size (w->notified);
  gboolean kept = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (model) && !kept; i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (model, i);
      kept = item == w->row;
    }
  g_assert_true (kept);
  for (guint i = 0; i < w->n_specs; i++)
    {
      g_auto (GValue) now = G_VALUE_INIT;
      gboolean number = G_PARAM_SPEC_VALUE_TYPE (w->specs[i]) != G_TYPE_STRING;

      g_value_init (&now, G_PARAM_SPEC_VALUE_TYPE (w->specs[i]));
      g_object_get_property (w->row, w->specs[i]->name, &now);
      g_assert_cmpint (g_hash_table_contains (w->notified, w->specs[i]->name), ==,
                       !same_value (&w->before[i], &now) || (new_units && w->units && number));
      g_value_unset (&w->before[i]);
    }
  g_signal_handlers_disconnect_by_func (w->row, notified_cb, w->notified);
  g_hash_table_unref (w->notified);
  g_free (w->before);
  g_free (w->specs);
  g_object_unref (w->row);
  return n;
}

/* Scored again, the rows stay the same objects and notify what changed:
 * other options, other units, and a minimum that leaves the first pair
 * unranked, with the reason why. */
static void
test_kept_rows_notify (void)
{
  g_autoptr (ValetDocument) doc = load_sample ();
  GListModel *models[] = {
    valet_document_get_pairs (doc), valet_document_get_players (doc),
    valet_document_get_boards (doc),
  };
  const gboolean units[] = { TRUE, TRUE, FALSE };
  Watch watches[G_N_ELEMENTS (models)];
  guint notified[G_N_ELEMENTS (models)];
  g_autoptr (ValetPairRow) first = g_list_model_get_item (models[0], 0);
  g_autofree char *reason = NULL;

  for (guint step = 0; step < 3; step++)
    {
      gboolean new_units = step == 1;

      g_test_message ("step %u", step);
      for (guint i = 0; i < G_N_ELEMENTS (models); i++)
        watch_start (&watches[i], models[i], units[i]);
      if (step == 0)
        set_and_wait (doc, "cloud", FALSE, NULL);
      else if (step == 1)
        set_and_wait (doc, "scoring", VALET_SCORING_MATCHPOINTS, NULL);
      else
        set_and_wait (doc, "min-hands", valet_pair_row_get_boards (first) + 1, NULL);
      for (guint i = 0; i < G_N_ELEMENTS (models); i++)
        notified[i] = watch_stop (&watches[i], models[i], new_units);
      /* The numbers moved; a board is the same board. */
      g_assert_cmpuint (notified[0], >, 0);
      g_assert_cmpuint (notified[2], ==, 0);
    }
  g_assert_cmpuint (valet_pair_row_get_rank (first), ==, 0);
  g_object_get (first, "unranked-reason", &reason, NULL);
  g_assert_nonnull (reason);
}

/* ---- the scoring form ---------------------------------------------------- */

/* A matchpoint pairs file (USEBIO EVENT_TYPE MP_PAIRS) in the test's
 * scratch folder; free with g_free. */
static char *
write_mp_pairs (const char *name)
{
  static const char text[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<USEBIO Version=\"1.2\">\n"
    "<EVENT EVENT_TYPE=\"MP_PAIRS\"><PARTICIPANTS>\n"
    "<PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PLAYER><PLAYER_NAME>Ann Able</PLAYER_NAME></PLAYER>"
    "<PLAYER><PLAYER_NAME>Bob Best</PLAYER_NAME></PLAYER></PAIR>\n"
    "<PAIR><PAIR_NUMBER>2</PAIR_NUMBER><PLAYER><PLAYER_NAME>Cy Cole</PLAYER_NAME></PLAYER>"
    "<PLAYER><PLAYER_NAME>Di Dent</PLAYER_NAME></PLAYER></PAIR>\n"
    "<PAIR><PAIR_NUMBER>3</PAIR_NUMBER><PLAYER><PLAYER_NAME>Ed Eng</PLAYER_NAME></PLAYER>"
    "<PLAYER><PLAYER_NAME>Fay Fox</PLAYER_NAME></PLAYER></PAIR>\n"
    "</PARTICIPANTS>\n"
    "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n"
    "<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>"
    "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS></TRAVELLER_LINE>\n"
    "<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>"
    "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>9</TRICKS></TRAVELLER_LINE>\n"
    "</BOARD></EVENT></USEBIO>\n";
  g_autofree char *dir = g_build_filename (g_get_user_cache_dir (), "results", NULL);
  char *path = g_build_filename (dir, name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static ValetDocument *
load_scored (const char *path)
{
  ValetDocument *doc = valet_document_new ();
  g_autoptr (GError) error = NULL;

  g_assert_true (load (doc, path, &error));
  g_assert_no_error (error);
  wait_until (generation_reached, doc, 1, "the first scoring run");
  return doc;
}

/* Results open in the form their file declares, whatever the default;
 * a form chosen for them is kept with their details and comes back
 * with them, and only with them; the default stays as it was; choosing
 * the file's own form again forgets the choice. */
static void
test_declared_form (void)
{
  g_autofree char *mp = write_mp_pairs ("club.xml");
  g_autofree char *other = write_mp_pairs ("other-club.xml");
  g_autoptr (ValetDocument) doc = load_scored (mp);
  g_autoptr (GError) error = NULL;
  guint line = 0;

  g_assert_cmpint (valet_document_get_scoring (doc), ==, VALET_SCORING_MATCHPOINTS);
  g_assert_cmpint (valet_document_get_rows_scoring (doc), ==, VALET_SCORING_MATCHPOINTS);
  g_assert_cmpint (valet_document_get_scoring_origin (doc), ==, VALET_SCORING_FROM_FILE);
  g_assert_cmpstr (valet_document_get_scoring_word (doc, &line), ==, "MP_PAIRS");
  g_assert_cmpuint (line, ==, 3);

  /* Chosen for this event: scored in it, kept, the default untouched. */
  guint generation = valet_document_get_generation (doc);
  g_assert_true (valet_document_set_event_scoring (doc, VALET_SCORING_DATUM, &error));
  g_assert_no_error (error);
  wait_until (generation_reached, doc, generation + 1, "the run in the form chosen");
  g_assert_cmpint (valet_document_get_rows_scoring (doc), ==, VALET_SCORING_DATUM);
  g_assert_cmpint (valet_document_get_scoring_origin (doc), ==, VALET_SCORING_FROM_EVENT);
  ValetScoring default_scoring;
  g_object_get (doc, "default-scoring", &default_scoring, NULL);
  g_assert_cmpint (default_scoring, ==, VALET_SCORING_IMPS);

  /* The same results opened again: the choice comes back with them. */
  g_autoptr (ValetDocument) again = load_scored (mp);
  g_assert_cmpint (valet_document_get_scoring (again), ==, VALET_SCORING_DATUM);
  g_assert_cmpint (valet_document_get_scoring_origin (again), ==, VALET_SCORING_FROM_EVENT);

  /* Other results, in another file with other content (a choice also
   * follows results moved with the same content): their file's form. */
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (other, &text, NULL, NULL));
  g_auto (GStrv) parts = g_strsplit (text, "Fay Fox", -1);
  g_autofree char *changed = g_strjoinv ("Gus Gray", parts);
  g_assert_true (g_file_set_contents (other, changed, -1, NULL));
  g_autoptr (ValetDocument) elsewhere = load_scored (other);
  g_assert_cmpint (valet_document_get_scoring (elsewhere), ==, VALET_SCORING_MATCHPOINTS);
  g_assert_cmpint (valet_document_get_scoring_origin (elsewhere), ==, VALET_SCORING_FROM_FILE);

  /* The sample (Valet text) declares nothing: the default. */
  g_autoptr (ValetDocument) sample = load_sample ();
  g_assert_cmpint (valet_document_get_scoring (sample), ==, VALET_SCORING_IMPS);
  g_assert_cmpint (valet_document_get_scoring_origin (sample), ==, VALET_SCORING_FROM_DEFAULT);
  g_assert_null (valet_document_get_scoring_word (sample, NULL));

  /* The file's own form chosen again: no choice is kept any more. */
  g_assert_true (valet_document_set_event_scoring (again, VALET_SCORING_MATCHPOINTS, &error));
  g_assert_no_error (error);
  g_assert_cmpint (valet_document_get_scoring_origin (again), ==, VALET_SCORING_FROM_FILE);
  g_autoptr (ValetDocument) third = load_scored (mp);
  g_assert_cmpint (valet_document_get_scoring (third), ==, VALET_SCORING_MATCHPOINTS);
  g_assert_cmpint (valet_document_get_scoring_origin (third), ==, VALET_SCORING_FROM_FILE);
}

/* The default (the preference) moves the results that say no form, and
 * only those. */
static void
test_default_form (void)
{
  g_autofree char *mp = write_mp_pairs ("default.xml");
  g_autoptr (ValetDocument) doc = load_scored (mp);
  g_autoptr (ValetDocument) sample = load_sample ();

  g_object_set (doc, "default-scoring", VALET_SCORING_DATUM, NULL);
  g_assert_cmpint (valet_document_get_scoring (doc), ==, VALET_SCORING_MATCHPOINTS);
  set_and_wait (sample, "default-scoring", VALET_SCORING_DATUM, NULL);
  g_assert_cmpint (valet_document_get_rows_scoring (sample), ==, VALET_SCORING_DATUM);
  g_assert_cmpint (valet_document_get_scoring_origin (sample), ==, VALET_SCORING_FROM_DEFAULT);
}

/* The rows of a new source come into a list in pieces with the main
 * loop running in between, so that a list of 20,000 pairs does not hold
 * the window for the time its cells take; at the end the list holds
 * every pair, in ranking order, as one splice would have put them. */
typedef struct {
  guint rounds;        /* of the main loop, counted by an idle */
  guint pieces;        /* additions to the pair list */
  guint rounds_between; /* additions after which the loop had turned */
  guint last_rounds;
} Pieces;

static gboolean
count_round (gpointer data)
{
  ((Pieces *) data)->rounds++;
  return G_SOURCE_CONTINUE;
}

static void
pairs_added (GListModel *model, guint position, guint removed, guint added, Pieces *p)
{
  if (added == 0)
    return;
  if (p->pieces > 0 && p->rounds > p->last_rounds)
    p->rounds_between++;
  p->pieces++;
  p->last_rounds = p->rounds;
}

static void
test_rows_in_pieces (void)
{
  g_autoptr (ValetDocument) doc = valet_document_new ();
  g_autoptr (GError) error = NULL;
  GListModel *pairs = valet_document_get_pairs (doc);
  Pieces p = { 0 };
  guint idle = g_idle_add (count_round, &p);
  gulong handler = g_signal_connect (pairs, "items-changed", G_CALLBACK (pairs_added), &p);

  g_assert_true (load (doc, sample_dir, &error));
  g_assert_no_error (error);
  wait_until (generation_reached, doc, 1, "the first scoring run");
  g_signal_handler_disconnect (pairs, handler);
  g_source_remove (idle);

  g_assert_cmpuint (g_list_model_get_n_items (pairs), >, 100);
  g_assert_cmpuint (p.pieces, >, 1);
  g_assert_cmpuint (p.rounds_between, ==, p.pieces - 1);
  assert_pairs_match_engine (doc);
}

/* Each test starts with no choices kept for any event (the scoring
 * form chosen for the sample in one would open it so in the next). */
typedef struct {
  const char *path;
  GTestFunc   func;
} FreshTest;

static void
run_fresh (gconstpointer data)
{
  const FreshTest *t = data;
  g_autofree char *details = g_build_filename (g_get_user_data_dir (), "valet",
                                               VALET_EVENT_STORE_NAME, NULL);

  if (g_remove (details) != 0)
    g_assert_cmpint (errno, ==, ENOENT);
  t->func ();
}

int
main (int argc, char **argv)
{
  /* Choices kept with an event's details go to a scratch data folder,
   * never the user's: one for the whole run, set before GLib reads the
   * user's folders.  (G_TEST_OPTION_ISOLATE_DIRS would give each test
   * its own, but GLib 2.74 leaks the folders' names it replaces, which
   * the sanitizer run reports.) */
  g_autofree char *scratch = g_dir_make_tmp ("valet-test-document-XXXXXX", NULL);
  g_assert_nonnull (scratch);
  static const char *const homes[] = { "HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME",
                                       "XDG_CONFIG_HOME", "XDG_STATE_HOME" };
  for (guint i = 0; i < G_N_ELEMENTS (homes); i++)
    {
      g_autofree char *dir = g_build_filename (scratch, homes[i], NULL);
      g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
      g_setenv (homes[i], dir, TRUE);
    }
  g_test_init (&argc, &argv, NULL);

  sample_dir = g_getenv ("VALET_SAMPLE");
  if (sample_dir == NULL)
    g_error ("VALET_SAMPLE must name the bundled sample folder");

  static const FreshTest tests[] = {
    { "/model/load", test_load },
    { "/model/no-leads", test_no_leads },
    { "/model/missing-folder", test_missing_folder },
    { "/model/every-option", test_every_option },
    { "/model/newer-run-wins", test_newer_run_wins },
    { "/model/dispose-while-busy", test_dispose_while_busy },
    { "/model/rounds", test_rounds },
    { "/model/boards-players-results", test_boards_players_results },
    { "/model/board-rows-share-entries", test_board_rows_share_entries },
    { "/model/encoding", test_encoding },
    { "/model/load-cancelled", test_load_cancelled },
    { "/model/board-tables", test_board_tables },
    { "/model/add-table", test_add_table },
    { "/model/kept-rows-notify", test_kept_rows_notify },
    { "/model/declared-form", test_declared_form },
    { "/model/default-form", test_default_form },
    { "/model/rows-in-pieces", test_rows_in_pieces },
  };
  for (guint i = 0; i < G_N_ELEMENTS (tests); i++)
    g_test_add_data_func (tests[i].path, &tests[i], run_fresh);
  int status = g_test_run ();
  g_autofree char *rm = g_strdup_printf ("rm -rf '%s'", scratch);
  if (system (rm) != 0)
    g_printerr ("%s could not be removed\n", scratch);
  return status;
}
