/* test-library.c: the library of events (src/engine/library/).
 *
 * - round trip: the 2004 sample and every event of ../shared/realworld
 *   (when it is there) added, loaded back and scored give the rankings
 *   of the file scored directly, byte for byte (in each scoring form,
 *   and by direction where the file numbers its pairs);
 * - the same content added again replaces its event, keeping its id;
 * - choices, corrections and player numbers (USEBIO's national ids
 *   among them) come back; remove;
 * - many events read side by side, each as read alone, in order;
 * - the decisions of who is who: put, get, delete;
 * - refused and left byte for byte as they were: a file that is not
 *   SQLite, a damaged library, one of a newer version, an SQLite
 *   database that is not a library.
 *
 * usage: test-library FIXTURES REALWORLD [GTest options]
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

#include "engine-test-support.h"
#include "valet-library.h"
#include "valet-ranking-writer.h"

static const char *fixtures_dir;
static const char *realworld_dir;

typedef struct {
  char *dir;
  char *path;     /* dir/library.sqlite */
} Scratch;

static void
scratch_setup (Scratch *s, gconstpointer data)
{
  s->dir = g_dir_make_tmp ("valet-library-XXXXXX", NULL);
  g_assert_nonnull (s->dir);
  s->path = g_build_filename (s->dir, "library.sqlite", NULL);
}

static void
scratch_teardown (Scratch *s, gconstpointer data)
{
  engine_test_remove_tree (s->dir);
  g_free (s->dir);
  g_free (s->path);
}

static char *
olympiad (void)
{
  return g_build_filename (fixtures_dir, "2004-Istanbul-Olympiad", NULL);
}

/* The ranking of @t scored as @scoring, as valet-cli writes it, plus
 * the ranking by direction and section. */
static char *
ranking_text (ValetTournament *t, ValetScoring scoring)
{
  ValetOptions options;
  g_autoptr (GString) out = g_string_new (NULL);

  valet_options_init (&options);
  options.scoring = scoring;
  ValetRun *run = valet_run_new (t, &options, NULL, NULL, NULL, NULL);
  valet_write_ranking (out, valet_run_ranking (run), valet_run_options (run), VALET_FORMAT_TEXT,
                       ",");
  valet_write_ranking_lists (out, t, valet_run_ranking (run), valet_run_options (run),
                             VALET_FORMAT_CSV, ";");
  valet_run_unref (run);
  valet_options_clear (&options);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static ValetTournament *
read_file (const char *path)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);
  ValetTournament *t = valet_tournament_new ();
  /* A hand record, say, reads as no results: not an event. */
  valet_read_input (t, path, VALET_INPUT_AUTO, diag);
  valet_tournament_seal (t);
  return t;
}

/* Adds @path, loads it back and compares the rankings in every form.
 * Returns FALSE (skipped) for a file with no table results. */
static gboolean
check_round_trip (ValetLibrary *lib, const char *path)
{
  g_autoptr (ValetTournament) direct = read_file (path);
  g_autoptr (GError) error = NULL;
  gint64 id = 0;

  if (valet_tournament_n_results (direct) == 0)
    return FALSE;
  g_assert_true (valet_library_add_file (lib, path, NULL, NULL, &id, &error));
  g_assert_no_error (error);
  g_autoptr (ValetTournament) loaded = valet_library_load_event (lib, id, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (valet_tournament_n_results (loaded), ==,
                    valet_tournament_n_results (direct));
  g_assert_cmpuint (valet_tournament_n_players (loaded), ==,
                    valet_tournament_n_players (direct));
  g_assert_cmpuint (valet_tournament_n_deals (loaded), ==, valet_tournament_n_deals (direct));
  g_assert_cmpuint (valet_tournament_n_sections (loaded), ==,
                    valet_tournament_n_sections (direct));
  g_assert_cmpint (valet_tournament_get_form (loaded), ==, valet_tournament_get_form (direct));
  g_assert_cmpstr (valet_tournament_get_event (loaded, VALET_EVENT_TITLE), ==,
                   valet_tournament_get_event (direct, VALET_EVENT_TITLE));
  for (guint i = 0; i < valet_tournament_n_players (direct); i++)
    {
      g_assert_cmpstr (valet_tournament_player_name (loaded, i), ==,
                       valet_tournament_player_name (direct, i));
      g_assert_cmpstr (valet_tournament_player_display_name (loaded, i), ==,
                       valet_tournament_player_display_name (direct, i));
      g_assert_cmpstr (valet_tournament_player_number (loaded, i), ==,
                       valet_tournament_player_number (direct, i));
    }
  for (ValetScoring s = VALET_SCORING_DATUM; s <= VALET_SCORING_MATCHPOINTS; s++)
    {
      g_autofree char *want = ranking_text (direct, s);
      g_autofree char *got = ranking_text (loaded, s);
      g_assert_cmpuint (strlen (want), >, 100);
      g_assert_cmpstr (got, ==, want);
    }
  return TRUE;
}

static void
test_round_trip_olympiad (Scratch *s, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ValetLibrary) lib = valet_library_open (s->path, &error);
  g_autofree char *dir = olympiad ();

  g_assert_no_error (error);
  g_assert_true (check_round_trip (lib, dir));
}

static void
collect_files (const char *dir, GPtrArray *out)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect_files (path, out);
      else if (!g_str_has_suffix (name, ".md"))
        g_ptr_array_add (out, g_steal_pointer (&path));
    }
}

static void
test_round_trip_realworld (Scratch *s, gconstpointer data)
{
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  guint checked = 0;

  if (!g_file_test (realworld_dir, G_FILE_TEST_IS_DIR))
    {
      g_test_skip ("../shared/realworld is not there");
      return;
    }
  g_autoptr (ValetLibrary) lib = valet_library_open (s->path, &error);
  g_assert_no_error (error);
  collect_files (realworld_dir, files);
  g_ptr_array_sort (files, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      if (check_round_trip (lib, path))
        checked++;
      else
        g_test_message ("%s: no table results, not an event", path);
    }
  g_test_message ("%u events of %s round-tripped", checked, realworld_dir);
  g_assert_cmpuint (checked, >, 0);
}

static void
test_replace (Scratch *s, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ValetLibrary) lib = valet_library_open (s->path, &error);
  g_autofree char *dir = olympiad ();
  gint64 first = 0, second = 0;

  g_assert_true (valet_library_add_file (lib, dir, NULL, NULL, &first, &error));
  g_assert_true (valet_library_add_file (lib, dir, NULL, NULL, &second, &error));
  g_assert_no_error (error);
  g_assert_cmpint (first, ==, second);
  g_autoptr (GPtrArray) events = valet_library_list_events (lib, &error);
  g_assert_cmpuint (events->len, ==, 1);
  const ValetLibraryEvent *e = g_ptr_array_index (events, 0);
  g_assert_cmpstr (e->source, ==, "2004-Istanbul-Olympiad");
  g_assert_cmpuint (e->n_results, ==, 24472);
  g_assert_cmpuint (strlen (e->hash), ==, 64);

  /* The same content from elsewhere is the same event. */
  g_autofree char *copy = g_build_filename (s->dir, "copy", NULL);
  g_assert_cmpint (g_mkdir (copy, 0700), ==, 0);
  for (guint i = 0; i < 2; i++)
    {
      const char *name = i ? "scores.txt" : "names.txt";
      g_autofree char *from = g_build_filename (dir, name, NULL);
      g_autofree char *to = g_build_filename (copy, name, NULL);
      g_autofree char *bytes = NULL;
      gsize n;
      g_assert_true (g_file_get_contents (from, &bytes, &n, NULL));
      g_assert_true (g_file_set_contents (to, bytes, n, NULL));
    }
  g_assert_true (valet_library_add_file (lib, copy, NULL, NULL, &second, &error));
  g_assert_cmpint (first, ==, second);
  g_autoptr (GPtrArray) again = valet_library_list_events (lib, &error);
  g_assert_cmpuint (again->len, ==, 1);
}

/* A small event with player numbers, a chosen name and form, and a
 * correction listed: each comes back. */
static void
test_choices_and_corrections (Scratch *s, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ValetLibrary) lib = valet_library_open (s->path, &error);
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  ValetLibraryChoices choices = { 0 }, back = { 0 };
  gint64 id = 0;

  for (guint i = 0; i < 8; i++)
    {
      g_autofree char *tag = g_strdup_printf ("%u", 1000 + i);
      g_autofree char *name = g_strdup_printf ("Player %u", i);
      valet_tournament_add_player (t, tag, name, i + 1);
      valet_tournament_set_player_number (t, i, tag);
    }
  for (guint table = 0; table < 2; table++)
    {
      ValetResult r = { .round = 1, .board = 1, .level = 4, .denom = 0, .declarer = 0,
                        .tricks = 10 - table, .lead_rank = 13, .lead_suit = 1, .line = 1 + table };
      for (guint seat = 0; seat < 4; seat++)
        r.player[seat] = table * 4 + seat;
      valet_tournament_add_result (t, &r);
      valet_tournament_set_result_table (t, table, table + 1);
      valet_tournament_set_pair_label (t, table * 4, table * 4 + 2, "A", VALET_DIRECTION_NS,
                                       table ? "2" : "1");
    }
  valet_tournament_add_note (t, "Board 1, table 2: 4♠ N 9 for 4♠ N 8");
  choices.detail[VALET_EVENT_TITLE] = g_strdup ("Tuesday pairs");
  choices.detail[VALET_EVENT_DATE] = g_strdup ("2026-03-03");
  choices.has_scoring = TRUE;
  choices.scoring = VALET_SCORING_MATCHPOINTS;
  g_assert_true (valet_library_add_tournament (lib, t, "made.txt", "abc", &choices, &id,
                                               &error));
  g_assert_no_error (error);
  g_autoptr (ValetTournament) loaded = valet_library_load_event (lib, id, &back, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back.detail[VALET_EVENT_TITLE], ==, "Tuesday pairs");
  g_assert_cmpstr (back.detail[VALET_EVENT_DATE], ==, "2026-03-03");
  g_assert_null (back.detail[VALET_EVENT_VENUE]);
  g_assert_true (back.has_scoring);
  g_assert_cmpint (back.scoring, ==, VALET_SCORING_MATCHPOINTS);
  g_assert_cmpuint (valet_tournament_n_notes (loaded), ==, 1);
  g_assert_cmpstr (valet_tournament_note (loaded, 0), ==, "Board 1, table 2: 4♠ N 9 for 4♠ N 8");
  g_assert_cmpstr (valet_tournament_player_number (loaded, 3), ==, "1003");
  g_assert_cmpuint (valet_tournament_result_table (loaded, 1), ==, 2);
  ValetPairLabel label;
  g_assert_true (valet_tournament_pair_label (loaded, 6, 4, &label));
  g_assert_cmpstr (label.number, ==, "2");
  g_assert_cmpstr (label.section, ==, "A");
  g_assert_cmpint (label.direction, ==, VALET_DIRECTION_NS);
  /* Added again without choices (valet-cli does so): the choices made
   * for it stay. */
  gint64 again = 0;
  g_assert_true (valet_library_add_tournament (lib, t, "made.txt", "abc", NULL, &again,
                                               &error));
  g_assert_cmpint (again, ==, id);
  ValetLibraryChoices kept = { 0 };
  g_autoptr (ValetTournament) reloaded = valet_library_load_event (lib, id, &kept, &error);
  g_assert_cmpstr (kept.detail[VALET_EVENT_TITLE], ==, "Tuesday pairs");
  g_assert_true (kept.has_scoring);
  valet_library_choices_clear (&kept);
  g_autoptr (GPtrArray) events = valet_library_list_events (lib, &error);
  const ValetLibraryEvent *e = g_ptr_array_index (events, 0);
  g_assert_cmpstr (e->name, ==, "Tuesday pairs");
  g_assert_cmpstr (e->date, ==, "2026-03-03");
  g_assert_cmpstr (e->day, ==, "2026-03-03");
  valet_library_choices_clear (&choices);
  valet_library_choices_clear (&back);
}

/* USEBIO's NATIONAL_ID_NUMBER kept with the player, into the library
 * and back; a player the file gives no number has none. */
static void
test_player_numbers (Scratch *s, gconstpointer data)
{
  g_autofree char *file = g_build_filename (fixtures_dir, "..", "formats", "data",
                                            "usebio-pairs.xml", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (ValetLibrary) lib = valet_library_open (s->path, &error);
  gint64 id = 0;
  guint alice, clara;

  g_assert_true (valet_library_add_file (lib, file, NULL, NULL, &id, &error));
  g_assert_no_error (error);
  g_autoptr (ValetTournament) t = valet_library_load_event (lib, id, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (valet_tournament_lookup_player (t, "Alice Archer", &alice));
  g_assert_true (valet_tournament_lookup_player (t, "Clara Cook", &clara));
  g_assert_cmpstr (valet_tournament_player_number (t, alice), ==, "1001");
  g_assert_null (valet_tournament_player_number (t, clara));
}

/* The dates files write, read as days for the order of the list and
 * for ranges of dates; what is no date is none. */
static void
test_day_of (void)
{
  static const char *const cases[][2] = {
    { "2026-01-26", "2026-01-26" },
    { "2025.12.23", "2025-12-23" },
    { "2013-08-10 17:04", "2013-08-10" },
    { "##1980.10.24", "1980-10-24" },
    { "28/07/2022", "2022-07-28" },
    { "11/03/2026", "2026-03-11" },          /* day first where both could be */
    { "12/23/2025", "2025-12-23" },          /* the month first only where it must */
    { "1.2.2026", "2026-02-01" },
    { "31/02/2026", NULL },
    { "2026-13-01", NULL },
    { "", NULL },
    { "#", NULL },
    { "1 sierpnia 2013", NULL },
    { "2026-01-26-7", NULL },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *day = valet_library_day_of (cases[i][0]);
      g_assert_cmpstr (day, ==, cases[i][1]);
    }
  g_assert_null (valet_library_day_of (NULL));
}

static void
test_remove (Scratch *s, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ValetLibrary) lib = valet_library_open (s->path, &error);
  g_autofree char *dir = olympiad ();
  gint64 id = 0;

  g_assert_true (valet_library_add_file (lib, dir, NULL, NULL, &id, &error));
  g_assert_true (valet_library_remove_event (lib, id, &error));
  g_assert_no_error (error);
  g_autoptr (GPtrArray) events = valet_library_list_events (lib, &error);
  g_assert_cmpuint (events->len, ==, 0);
  g_assert_false (valet_library_remove_event (lib, id, &error));
  g_assert_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (valet_library_load_event (lib, id, NULL, &error));
  g_assert_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_NOT_FOUND);
}

static void
test_decisions (Scratch *s, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ValetLibrary) lib = valet_library_open (s->path, &error);
  gint64 a = 0, b = 0;

  g_assert_true (valet_library_put_decision (lib, "merge", "1:p1", "2:p7", &a, &error));
  g_assert_true (valet_library_put_decision (lib, "split", "1:p1", NULL, &b, &error));
  g_assert_no_error (error);
  g_autoptr (GPtrArray) list = valet_library_get_decisions (lib, &error);
  g_assert_cmpuint (list->len, ==, 2);
  const ValetLibraryDecision *d = g_ptr_array_index (list, 0);
  g_assert_cmpint (d->id, ==, a);
  g_assert_cmpstr (d->kind, ==, "merge");
  g_assert_cmpstr (d->a_key, ==, "1:p1");
  g_assert_cmpstr (d->b_key, ==, "2:p7");
  g_assert_cmpint (d->time, >, 0);
  g_assert_true (valet_library_delete_decision (lib, a, &error));
  g_autoptr (GPtrArray) after = valet_library_get_decisions (lib, &error);
  g_assert_cmpuint (after->len, ==, 1);
  const ValetLibraryDecision *split = g_ptr_array_index (after, 0);
  g_assert_cmpint (split->id, ==, b);
  g_assert_cmpstr (split->kind, ==, "split");
  g_assert_null (split->b_key);
  g_assert_false (valet_library_delete_decision (lib, a, &error));
  g_assert_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_NOT_FOUND);
}

static void
test_schema_version (Scratch *s, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  sqlite3 *db;
  sqlite3_stmt *stmt;

  valet_library_close (valet_library_open (s->path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sqlite3_open (s->path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT (SELECT user_version FROM pragma_user_version),"
                                       " (SELECT journal_mode FROM pragma_journal_mode),"
                                       " group_concat (version) FROM migrations", -1, &stmt, NULL),
                   ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpint (sqlite3_column_int (stmt, 0), ==, VALET_LIBRARY_SCHEMA_VERSION);
  g_assert_cmpstr ((const char *) sqlite3_column_text (stmt, 1), ==, "wal");
  g_assert_cmpstr ((const char *) sqlite3_column_text (stmt, 2), ==, "1");
  sqlite3_finalize (stmt);
  sqlite3_close (db);
}

/* ---- refused, and left as they were ------------------------------------------ */

static char *
contents (const char *path, gsize *n)
{
  char *bytes = NULL;
  g_assert_true (g_file_get_contents (path, &bytes, n, NULL));
  return bytes;
}

/* Opening @path fails with @code, the message naming the path and
 * holding @why, and the file is byte for byte as it was. */
static void
assert_refused (const char *path, int code, const char *why)
{
  gsize before_n, after_n;
  g_autofree char *before = contents (path, &before_n);
  g_autoptr (GError) error = NULL;

  g_assert_null (valet_library_open (path, &error));
  g_assert_error (error, VALET_LIBRARY_ERROR, code);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, why));
  g_autofree char *after = contents (path, &after_n);
  g_assert_cmpmem (before, before_n, after, after_n);
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
}

static void
test_refuse_not_sqlite (Scratch *s, gconstpointer data)
{
  g_assert_true (g_file_set_contents (s->path, "1|1|a|b|c|d|4S|N|10\n", -1, NULL));
  assert_refused (s->path, VALET_LIBRARY_ERROR_NOT_SQLITE, "not an SQLite database");
}

/* A library with an event, closed (its log folded in). */
static void
make_library (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ValetLibrary) lib = valet_library_open (path, &error);
  g_autofree char *dir = olympiad ();
  g_assert_true (valet_library_add_file (lib, dir, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
}

static void
test_refuse_damaged (Scratch *s, gconstpointer data)
{
  gsize n;

  make_library (s->path);
  g_autofree char *bytes = contents (s->path, &n);
  g_assert_cmpuint (n, >, 64 * 4096);
  /* Pages in the middle overwritten, the header kept. */
  memset (bytes + 20 * 4096, 0xA5, 8 * 4096);
  g_assert_true (g_file_set_contents (s->path, bytes, n, NULL));
  assert_refused (s->path, VALET_LIBRARY_ERROR_DAMAGED, "damaged");
}

static void
test_refuse_truncated (Scratch *s, gconstpointer data)
{
  gsize n;

  make_library (s->path);
  g_autofree char *bytes = contents (s->path, &n);
  g_assert_true (g_file_set_contents (s->path, bytes, n / 2, NULL));
  assert_refused (s->path, VALET_LIBRARY_ERROR_DAMAGED, "damaged");
}

static void
set_with_sqlite (const char *path, const char *sql)
{
  sqlite3 *db;
  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_close (db), ==, SQLITE_OK);
}

static void
test_refuse_newer (Scratch *s, gconstpointer data)
{
  make_library (s->path);
  set_with_sqlite (s->path, "PRAGMA journal_mode = DELETE; PRAGMA user_version = 7");
  assert_refused (s->path, VALET_LIBRARY_ERROR_NEWER, "version 7; this version reads up to 1");
}

static void
test_refuse_foreign (Scratch *s, gconstpointer data)
{
  set_with_sqlite (s->path, "CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('x')");
  assert_refused (s->path, VALET_LIBRARY_ERROR_FOREIGN, "not a library of events");
}

/* A library changed by other hands (a result's strain or tricks out of
 * range, a player it names missing): the event is refused with the path
 * and why, never scored into a crash. */
static void
test_refuse_tampered_event (Scratch *s, gconstpointer data)
{
  static const char *const changes[] = {
    "UPDATE results SET denom = 9 WHERE idx = 5",
    "UPDATE results SET north = 100000 WHERE idx = 7",
    "UPDATE results SET weight = 0 WHERE idx = 7",
    "UPDATE results SET tricks = 14 WHERE idx = 1",
    "DELETE FROM players WHERE idx = 3",
  };

  for (guint i = 0; i < G_N_ELEMENTS (changes); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *wal = g_strconcat (s->path, "-wal", NULL);
      g_autofree char *shm = g_strconcat (s->path, "-shm", NULL);

      g_remove (s->path);
      g_remove (wal);
      g_remove (shm);
      make_library (s->path);
      set_with_sqlite (s->path, changes[i]);
      g_autoptr (ValetLibrary) lib = valet_library_open (s->path, &error);
      g_assert_no_error (error);
      g_assert_null (valet_library_load_event (lib, 1, NULL, &error));
      g_assert_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_DAMAGED);
      g_assert_nonnull (strstr (error->message, s->path));
      g_test_message ("%s: %s", changes[i], error->message);
    }
}

/* Many events read side by side (valet_library_load_events()): each as
 * read alone, in the order asked (not the order added), with its
 * choices, whatever the number of readers; an id not in the library
 * fails the whole read, naming nothing read. */
static void
test_load_many (Scratch *s, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ValetLibrary) lib = valet_library_open (s->path, &error);
  const char *names[] = { "adjusted/split-imps", "adjusted/split-mp", "adjusted/weighted-imps",
                          "adjusted/weighted-mp", "2004-Istanbul-Olympiad" };
  gint64 ids[G_N_ELEMENTS (names)];
  char *alone[G_N_ELEMENTS (names)] = { NULL };

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (fixtures_dir, names[i], NULL);
      ValetLibraryChoices choices = { 0 };
      choices.detail[VALET_EVENT_TITLE] = g_strdup (names[i]);
      g_assert_true (valet_library_add_file (lib, path, &choices, NULL, &ids[i], &error));
      g_assert_no_error (error);
      valet_library_choices_clear (&choices);
    }
  /* Asked backwards. */
  gint64 asked[G_N_ELEMENTS (names)];
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      asked[i] = ids[G_N_ELEMENTS (names) - 1 - i];
      g_autoptr (ValetTournament) t = valet_library_load_event (lib, asked[i], NULL, &error);
      g_assert_no_error (error);
      alone[i] = ranking_text (t, VALET_SCORING_IMPS);
    }
  for (guint threads = 1; threads <= 4; threads++)
    {
      ValetLibraryChoices choices[G_N_ELEMENTS (names)];
      g_autoptr (GPtrArray) many = valet_library_load_events (lib, asked, G_N_ELEMENTS (names),
                                                              choices, threads, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (many->len, ==, G_N_ELEMENTS (names));
      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        {
          g_autofree char *text = ranking_text (g_ptr_array_index (many, i), VALET_SCORING_IMPS);
          g_assert_cmpstr (text, ==, alone[i]);
          g_assert_cmpstr (choices[i].detail[VALET_EVENT_TITLE], ==,
                           names[G_N_ELEMENTS (names) - 1 - i]);
          valet_library_choices_clear (&choices[i]);
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_free (alone[i]);

  /* One id that is not there. */
  gint64 missing[] = { ids[0], ids[1] + 1000, ids[2] };
  ValetLibraryChoices choices[3];
  g_assert_null (valet_library_load_events (lib, missing, 3, choices, 2, &error));
  g_assert_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_NOT_FOUND);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc < 3)
    g_error ("usage: test-library FIXTURES REALWORLD");
  fixtures_dir = argv[1];
  realworld_dir = argv[2];

#define ADD(path, func) g_test_add (path, Scratch, NULL, scratch_setup, func, scratch_teardown)
  ADD ("/library/round-trip/olympiad", test_round_trip_olympiad);
  ADD ("/library/round-trip/realworld", test_round_trip_realworld);
  ADD ("/library/replace", test_replace);
  ADD ("/library/choices-corrections", test_choices_and_corrections);
  ADD ("/library/player-numbers", test_player_numbers);
  ADD ("/library/remove", test_remove);
  ADD ("/library/load-many", test_load_many);
  g_test_add_func ("/library/day-of", test_day_of);
  ADD ("/library/decisions", test_decisions);
  ADD ("/library/schema-version", test_schema_version);
  ADD ("/library/refuse/not-sqlite", test_refuse_not_sqlite);
  ADD ("/library/refuse/damaged", test_refuse_damaged);
  ADD ("/library/refuse/truncated", test_refuse_truncated);
  ADD ("/library/refuse/newer", test_refuse_newer);
  ADD ("/library/refuse/foreign", test_refuse_foreign);
  ADD ("/library/refuse/tampered-event", test_refuse_tampered_event);
  return g_test_run ();
}
