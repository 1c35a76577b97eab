/* test-library-open.c: an event opened from the Library page.  The
 * sample (data/sample) is opened from its folder and added to a library
 * of the test's own; opened from the Library page it shows in a window
 * of its own with the ranking of the folder, row for row; the window
 * says it comes from the library (its name, date and "From the
 * Library"), Add to Library does nothing to the library, Save As writes
 * it in Valet's own format (which reads back to the same ranking), and
 * opening the same event again brings up that window instead of a
 * second one.  Screenshots of it, light and dark.  Corrected in its
 * window, Add to Library puts it back in place.  And the page writes
 * a decision about who is who without holding the main loop. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

#include "valet-library.h"
#include "valet-library-window.h"
#include "valet-pair-row.h"
#include "valet-save-as.h"
#include "valet-window.h"
#include "ui-test-support.h"

static ValetWindow *window;
static char *scratch;
static char *library;
static gint64 event_id;

static gboolean
scored (gpointer data)
{
  ValetDocument *doc = valet_window_get_document (data);

  return valet_document_get_generation (doc) > 0 && !valet_document_get_busy (doc);
}

/* The ranking as the window's document has it: name, rank and score. */
static char *
ranking_text (ValetWindow *w)
{
  GListModel *pairs = valet_document_get_pairs (valet_window_get_document (w));
  GString *out = g_string_new (NULL);

  g_assert_cmpuint (g_list_model_get_n_items (pairs), >, 10);
  for (guint i = 0; i < g_list_model_get_n_items (pairs); i++)
    {
      g_autoptr (ValetPairRow) row = g_list_model_get_item (pairs, i);
      g_string_append_printf (out, "%s %.6f\n", valet_pair_row_get_name (row),
                              valet_pair_row_get_overall (row));
    }
  return g_string_free (out, FALSE);
}

static void
shoot (GtkWidget *widget, const char *name)
{
  ui_test_shoot_schemes (widget, name, 300);
}

static ValetLibraryWindow *
library_window (void)
{
  ValetOptions options;
  ValetLibraryWindow *lw;

  valet_options_init (&options);
  lw = valet_library_window_new (GTK_WINDOW (window), library, &options);
  gtk_window_present (GTK_WINDOW (lw));
  ui_test_wait_until ((gboolean (*) (gpointer)) valet_library_window_n_shown, lw);
  return lw;
}

static guint
n_events (void)
{
  g_autoptr (ValetLibrary) lib = valet_library_open (library, NULL);
  g_autoptr (GPtrArray) events = valet_library_list_events (lib, NULL);

  return events->len;
}

static gint64
added_at (void)
{
  g_autoptr (ValetLibrary) lib = valet_library_open (library, NULL);
  g_autoptr (GPtrArray) events = valet_library_list_events (lib, NULL);

  return ((ValetLibraryEvent *) g_ptr_array_index (events, 0))->added;
}

typedef struct {
  gboolean done;
  gboolean ok;
} Saved;

static void
saved_cb (GObject *object, GAsyncResult *result, gpointer data)
{
  Saved *saved = data;
  g_autoptr (GError) error = NULL;

  saved->ok = valet_save_as_to_path_finish (result, &error);
  g_assert_no_error (error);
  saved->done = TRUE;
}

static gboolean
save_done (gpointer data)
{
  return ((Saved *) data)->done;
}

static gboolean
listed_as (ValetLibraryWindow *lw, const char *name)
{
  g_autofree char *cell = NULL;

  if (valet_library_window_get_busy (lw) || valet_library_window_n_shown (lw) == 0)
    return FALSE;
  cell = valet_library_window_event_cell (lw, 0, 1);
  return g_strcmp0 (cell, name) == 0;
}

static gboolean
listed_as_renamed (gpointer data)
{
  return listed_as (data, "Olympiad, Renamed");
}

static gboolean
listed_as_sample (gpointer data)
{
  return listed_as (data, "Olympiad Sample");
}

static void
test_open (void)
{
  g_autoptr (GFile) sample = g_file_new_for_path (ui_test_env ("VALET_SAMPLE"));
  g_autoptr (GError) error = NULL;
  ValetLibraryChoices choices = { 0 };

  /* The folder, then the same added to the library with a name and a
   * date chosen for it. */
  valet_window_open (window, sample);
  ui_test_wait_until (scored, window);
  g_autofree char *from_file = ranking_text (window);
  {
    g_autoptr (ValetLibrary) lib = valet_library_open (library, &error);
    g_assert_no_error (error);
    choices.detail[VALET_EVENT_TITLE] = g_strdup ("Olympiad Sample");
    choices.detail[VALET_EVENT_DATE] = g_strdup ("2004-10-23");
    g_assert_true (valet_library_add_file (lib, ui_test_env ("VALET_SAMPLE"), &choices, NULL,
                                           &event_id, &error));
    g_assert_no_error (error);
    valet_library_choices_clear (&choices);
  }
  gint64 added = added_at ();

  ValetLibraryWindow *lw = library_window ();
  GtkWindow *opened = valet_library_window_open_event (lw, 0);
  g_assert_nonnull (opened);
  /* The window of the folder keeps its folder: a window of its own. */
  g_assert_true ((gpointer) opened != (gpointer) window);
  ValetWindow *shown = VALET_WINDOW (opened);
  ui_test_present (opened);
  ui_test_wait_until (scored, shown);
  g_assert_true (valet_window_shows_library_event (shown, library, event_id));
  g_assert_false (valet_window_shows_library_event (window, library, event_id));

  /* The ranking of the folder, row for row. */
  g_autofree char *from_library = ranking_text (shown);
  g_assert_cmpstr (from_library, ==, from_file);

  /* Its title says what it is and where it comes from. */
  const char *title = gtk_window_get_title (opened);
  g_test_message ("title: %s", title);
  g_assert_true (g_str_has_prefix (title, "Olympiad Sample — From the Library, 2004-10-23 — "));
  g_assert_null (valet_source_get_file (valet_document_get_source (
    valet_window_get_document (shown))));

  /* Add to Library changes nothing: it is there. */
  g_object_set_data (G_OBJECT (shown), "valet-library-last", NULL);
  gtk_widget_activate_action (GTK_WIDGET (shown), "win.add-to-library", NULL);
  ui_test_run_for (500);
  const char *said = g_object_get_data (G_OBJECT (shown), "valet-library-last");
  g_assert_true (said == NULL || strstr (said, "already in the library") != NULL);
  g_assert_cmpuint (n_events (), ==, 1);
  g_assert_cmpint (added_at (), ==, added);

  /* Opening it again brings up the same window. */
  GtkWindow *again = valet_library_window_open_event (lw, 0);
  g_assert_true (again == opened);

  /* Save As: Valet's own format, read back to the same ranking. */
  g_autofree char *saved_dir = g_build_filename (scratch, "saved", NULL);
  Saved saved = { FALSE, FALSE };
  ValetInputFormat format;
  g_assert_true (valet_save_as_format_from_string ("text", &format));
  valet_save_as_to_path (opened, valet_window_get_document (shown), format, saved_dir, NULL,
                         saved_cb, &saved);
  ui_test_wait_until (save_done, &saved);
  g_assert_true (saved.ok);
  ValetWindow *reread = valet_window_new (NULL);
  g_autoptr (GFile) saved_file = g_file_new_for_path (saved_dir);
  valet_window_open (reread, saved_file);
  ui_test_wait_until (scored, reread);
  g_autofree char *from_saved = ranking_text (reread);
  g_assert_cmpstr (from_saved, ==, from_file);
  gtk_window_destroy (GTK_WINDOW (reread));

  /* A name given in the window goes to the library, and the page
   * lists it. */
  g_assert_true (valet_document_set_event (valet_window_get_document (shown),
                                           VALET_EVENT_TITLE, "Olympiad, Renamed", NULL));
  ui_test_wait_until (listed_as_renamed, lw);
  g_assert_true (g_str_has_prefix (gtk_window_get_title (opened),
                                   "Olympiad, Renamed — From the Library, 2004-10-23"));
  valet_document_set_event (valet_window_get_document (shown), VALET_EVENT_TITLE,
                            "Olympiad Sample", NULL);
  ui_test_wait_until (listed_as_sample, lw);

  gtk_window_set_default_size (opened, 1024, 700);
  gtk_window_set_default_size (GTK_WINDOW (lw), 1024, 640);
  shoot (GTK_WIDGET (opened), "library-opened");
  shoot (GTK_WIDGET (lw), "library-open-button");
  gtk_window_destroy (GTK_WINDOW (lw));
  gtk_window_destroy (opened);
}

/* From a main window that shows nothing, the event opens in it. */
static void
test_open_in_empty (void)
{
  ValetWindow *empty = valet_window_new (NULL);
  ValetOptions options;

  ui_test_present (GTK_WINDOW (empty));
  valet_options_init (&options);
  ValetLibraryWindow *lw = valet_library_window_new (GTK_WINDOW (empty), library, &options);
  gtk_window_present (GTK_WINDOW (lw));
  ui_test_wait_until ((gboolean (*) (gpointer)) valet_library_window_n_shown, lw);
  GtkWindow *opened = valet_library_window_open_event (lw, 0);
  g_assert_true (opened == GTK_WINDOW (empty));
  ui_test_wait_until (scored, empty);
  g_assert_true (valet_window_shows_library_event (empty, library, event_id));
  gtk_window_destroy (GTK_WINDOW (lw));
  gtk_window_destroy (GTK_WINDOW (empty));
}

/* An event added with a correction opens with its Problems button
 * showing, the correction listed in the Problems window. */
static void
test_kept_corrections (void)
{
  g_autoptr (GError) error = NULL;
  ValetDocument *doc = valet_window_get_document (window);
  ValetResult line = *valet_tournament_result (
    valet_source_get_tournament (valet_document_get_source (doc)), 0);
  gint64 id = 0;

  line.tricks = line.tricks > 7 ? line.tricks - 2 : line.tricks + 2;
  guint generation = valet_document_get_generation (doc);
  g_assert_true (valet_document_correct (doc, 0, &line, 1));
  while (valet_document_get_generation (doc) <= generation || valet_document_get_busy (doc))
    g_main_context_iteration (NULL, TRUE);
  {
    g_autoptr (ValetLibrary) lib = valet_library_open (library, &error);
    g_assert_no_error (error);
    g_assert_true (valet_library_add_tournament (
      lib, valet_source_get_tournament (valet_document_get_source (doc)), "corrected",
      "c0ffee", NULL, &id, &error));
    g_assert_no_error (error);
  }
  g_assert_true (valet_document_undo (doc));

  ValetWindow *shown = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (shown));
  GtkWidget *problems = ui_test_find_action_button (GTK_WIDGET (shown), "win.problems");
  g_assert_nonnull (problems);
  g_assert_false (gtk_widget_get_visible (problems));
  valet_window_open_library_event (shown, library, id);
  ui_test_wait_until (scored, shown);
  g_assert_true (gtk_widget_get_visible (problems));
  g_assert_false (valet_document_get_changed (valet_window_get_document (shown)));
  gtk_window_destroy (GTK_WINDOW (shown));
}

static gboolean
not_busy (gpointer data)
{
  return !valet_library_window_get_busy (data);
}

typedef struct {
  ValetLibraryWindow *lw;
  sqlite3            *db;
  gboolean            released;
  gboolean            busy_meanwhile;
} Lock;

/* Another writer lets go of the library, from the main loop: it can
 * only run while the window's write waits on a worker. */
static gboolean
release_lock (gpointer data)
{
  Lock *lock = data;

  lock->busy_meanwhile = valet_library_window_get_busy (lock->lw);
  g_assert_cmpint (sqlite3_exec (lock->db, "COMMIT", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (lock->db);
  lock->released = TRUE;
  return G_SOURCE_REMOVE;
}

static gboolean
released (gpointer data)
{
  return ((Lock *) data)->released;
}

static guint
n_decisions (void)
{
  g_autoptr (ValetLibrary) lib = valet_library_open (library, NULL);
  g_autoptr (GPtrArray) decisions = valet_library_get_decisions (lib, NULL);

  return decisions->len;
}

/* A decision about who is who is written on a worker: while another
 * process holds the library's write lock, the main loop goes on (here,
 * it lets go of the lock itself) and the page is busy; then the write
 * lands.  Written on the main thread, the page would hang until SQLite's
 * busy timeout and fail. */
static void
test_decision_off_main_thread (void)
{
  g_autoptr (GError) error = NULL;
  Lock lock = { NULL, NULL, FALSE, FALSE };

  {
    g_autoptr (ValetLibrary) lib = valet_library_open (library, &error);
    g_assert_no_error (error);
    g_assert_true (valet_library_put_decision (lib, "keep-apart", "1:a", "1:b", NULL, &error));
    g_assert_no_error (error);
  }
  ValetOptions options;
  valet_options_init (&options);
  lock.lw = valet_library_window_new (GTK_WINDOW (window), library, &options);
  gtk_window_present (GTK_WINDOW (lock.lw));
  ui_test_wait_until (not_busy, lock.lw);

  g_assert_cmpint (sqlite3_open (library, &lock.db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (lock.db, "BEGIN IMMEDIATE", NULL, NULL, NULL), ==, SQLITE_OK);
  g_timeout_add (300, release_lock, &lock);
  g_assert_true (valet_library_window_undo_decision (lock.lw));
  g_assert_true (valet_library_window_get_busy (lock.lw));
  ui_test_wait_until (released, &lock);
  g_assert_true (lock.busy_meanwhile);
  ui_test_wait_until (not_busy, lock.lw);
  g_assert_cmpuint (n_decisions (), ==, 0);
  /* Nothing left to take back. */
  g_assert_false (valet_library_window_undo_decision (lock.lw));
  gtk_window_destroy (GTK_WINDOW (lock.lw));
}

static gboolean
said_something (gpointer data)
{
  return g_object_get_data (G_OBJECT (data), "valet-library-last") != NULL;
}

/* Corrected after it was opened from the library, the event goes back
 * with Add to Library: the same event (its id, no second one), holding
 * the corrected results and listing the correction; the window has
 * nothing left unsaved. */
static void
test_update_corrected (void)
{
  g_autoptr (GError) error = NULL;
  ValetWindow *shown = valet_window_new (NULL);

  ui_test_present (GTK_WINDOW (shown));
  valet_window_open_library_event (shown, library, event_id);
  ui_test_wait_until (scored, shown);
  ValetDocument *doc = valet_window_get_document (shown);
  guint before = n_events ();

  ValetResult line = *valet_tournament_result (
    valet_source_get_tournament (valet_document_get_source (doc)), 0);
  line.tricks = line.tricks > 7 ? line.tricks - 2 : line.tricks + 2;
  guint generation = valet_document_get_generation (doc);
  g_assert_true (valet_document_correct (doc, 0, &line, 1));
  while (valet_document_get_generation (doc) <= generation || valet_document_get_busy (doc))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (valet_document_get_changed (doc));
  g_autofree char *corrected = ranking_text (shown);

  g_object_set_data (G_OBJECT (shown), "valet-library-last", NULL);
  gtk_widget_activate_action (GTK_WIDGET (shown), "win.add-to-library", NULL);
  ui_test_wait_until (said_something, shown);
  const char *said = g_object_get_data (G_OBJECT (shown), "valet-library-last");
  g_test_message ("said: %s", said);
  g_assert_nonnull (strstr (said, "updated in the library"));
  g_assert_cmpuint (n_events (), ==, before);
  g_assert_false (valet_document_get_changed (doc));

  /* Read back: the corrected result and its note. */
  {
    g_autoptr (ValetLibrary) lib = valet_library_open (library, &error);
    g_assert_no_error (error);
    ValetTournament *t = valet_library_load_event (lib, event_id, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (valet_tournament_result (t, 0)->tricks, ==, line.tricks);
    g_assert_cmpuint (valet_tournament_n_notes (t), ==, 1);
    valet_tournament_free (t);
  }
  gtk_window_destroy (GTK_WINDOW (shown));

  /* Opened again, it is the corrected event. */
  shown = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (shown));
  valet_window_open_library_event (shown, library, event_id);
  ui_test_wait_until (scored, shown);
  g_autofree char *reopened = ranking_text (shown);
  g_assert_cmpstr (reopened, ==, corrected);
  gtk_window_destroy (GTK_WINDOW (shown));
}

int
main (int argc, char *argv[])
{
  int status;

  scratch = g_dir_make_tmp ("valet-library-open-XXXXXX", NULL);
  library = g_build_filename (scratch, "library.sqlite", NULL);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));
  g_test_add_func ("/ui/library-open/open", test_open);
  g_test_add_func ("/ui/library-open/open-in-empty", test_open_in_empty);
  g_test_add_func ("/ui/library-open/decision-off-main-thread", test_decision_off_main_thread);
  g_test_add_func ("/ui/library-open/kept-corrections", test_kept_corrections);
  g_test_add_func ("/ui/library-open/update-corrected", test_update_corrected);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_remove_tree (scratch);
  g_free (library);
  g_free (scratch);
  return status;
}
