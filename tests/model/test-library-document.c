/* test-library-document.c: an event of the library of events opened in
 * a document (valet_document_load_library_async) scores as its file
 * does: the same pairs, row for row, property for property, and with
 * the corrections made before it was added.  The sample of data/sample
 * and the fixtures of tests/fixtures, none of ../shared.  The source
 * has no file and says which library and event it comes from; details
 * given for it are not written to the user's event details. */
#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "valet-document.h"
#include "valet-event-file.h"
#include "valet-library.h"
#include "valet-pair-row.h"

static char *scratch;

static gboolean
give_up (gpointer data)
{
  g_error ("gave up waiting: %s", (const char *) data);
  return G_SOURCE_REMOVE;
}

static void
wait_scored (ValetDocument *doc, guint generation)
{
  guint timeout = g_timeout_add_seconds (60, give_up, (gpointer) "a scoring run");

  while (valet_document_get_generation (doc) < generation || valet_document_get_busy (doc))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
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

static void
wait_loaded (Load *load)
{
  while (!load->done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (load->error);
  g_assert_true (load->ok);
}

static ValetDocument *
open_file (const char *path)
{
  ValetDocument *doc = valet_document_new ();
  g_autoptr (GFile) file = g_file_new_for_path (path);
  Load load = { 0 };

  valet_document_load_async (doc, file, NULL, loaded, &load);
  wait_loaded (&load);
  wait_scored (doc, 1);
  return doc;
}

static ValetDocument *
open_event (const char *library, gint64 id)
{
  ValetDocument *doc = valet_document_new ();
  Load load = { 0 };

  valet_document_load_library_async (doc, library, id, NULL, loaded, &load);
  wait_loaded (&load);
  wait_scored (doc, 1);
  return doc;
}

/* Every readable property of every pair row, in ranking order. */
static char *
ranking_text (ValetDocument *doc)
{
  GListModel *pairs = valet_document_get_pairs (doc);
  GString *out = g_string_new (NULL);

  g_assert_cmpuint (g_list_model_get_n_items (pairs), >, 0);
  for (guint i = 0; i < g_list_model_get_n_items (pairs); i++)
    {
      g_autoptr (GObject) row = g_list_model_get_item (pairs, i);
      guint n;
      g_autofree GParamSpec **specs = g_object_class_list_properties (G_OBJECT_GET_CLASS (row),
                                                                      &n);
      for (guint j = 0; j < n; j++)
        {
          g_auto (GValue) value = G_VALUE_INIT;
          g_auto (GValue) text = G_VALUE_INIT;

          if (!(specs[j]->flags & G_PARAM_READABLE))
            continue;
          g_value_init (&value, specs[j]->value_type);
          g_object_get_property (row, specs[j]->name, &value);
          g_value_init (&text, G_TYPE_STRING);
          if (g_value_transform (&value, &text))
            g_string_append_printf (out, "%s=%s ", specs[j]->name,
                                    g_value_get_string (&text) ? g_value_get_string (&text) : "");
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

static char *
library_path (const char *name)
{
  return g_build_filename (scratch, name, NULL);
}

/* Adds @doc's results (corrected as they are) as the app adds them. */
static gint64
add (const char *library, ValetDocument *doc, const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ValetLibrary) lib = valet_library_open (library, &error);
  g_autofree char *hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, name, -1);
  gint64 id = 0;

  g_assert_no_error (error);
  g_assert_true (valet_library_add_tournament (
    lib, valet_source_get_tournament (valet_document_get_source (doc)), name, hash, NULL, &id,
    &error));
  g_assert_no_error (error);
  return id;
}

static void
check_same_as_file (const char *path)
{
  g_autofree char *library = library_path ("same.sqlite");
  g_autoptr (ValetDocument) from_file = open_file (path);
  gint64 id = add (library, from_file, path);
  g_autoptr (ValetDocument) from_library = open_event (library, id);
  g_autofree char *want = ranking_text (from_file);
  g_autofree char *got = ranking_text (from_library);

  g_assert_cmpstr (got, ==, want);
  ValetSource *source = valet_document_get_source (from_library);
  const char *from = NULL;
  g_assert_null (valet_source_get_file (source));
  g_assert_cmpint (valet_source_get_library_event (source, &from), ==, id);
  g_assert_cmpstr (from, ==, library);
  g_assert_cmpint (valet_source_get_library_event (valet_document_get_source (from_file), NULL),
                   ==, 0);
}

static void
test_sample (void)
{
  check_same_as_file (g_getenv ("VALET_SAMPLE"));
}

static void
test_fixtures (void)
{
  static const char *const fixtures[] = { "adjusted/split-mp", "adjusted/weighted-imps" };

  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autofree char *path = g_build_filename (g_getenv ("VALET_FIXTURES"), fixtures[i], NULL);
      check_same_as_file (path);
    }
}

/* Corrections made before the event was added come with it. */
static void
test_corrections (void)
{
  g_autofree char *library = library_path ("corrected.sqlite");
  g_autoptr (ValetDocument) doc = open_file (g_getenv ("VALET_SAMPLE"));
  g_autofree char *read = ranking_text (doc);
  ValetResult line = *valet_tournament_result (
    valet_source_get_tournament (valet_document_get_source (doc)), 0);

  line.tricks = line.tricks > 7 ? line.tricks - 2 : line.tricks + 2;
  guint generation = valet_document_get_generation (doc);
  g_assert_true (valet_document_correct (doc, 0, &line, 1));
  wait_scored (doc, generation + 1);
  g_autofree char *corrected = ranking_text (doc);
  g_assert_cmpstr (corrected, !=, read);

  gint64 id = add (library, doc, "corrected");
  g_autoptr (ValetDocument) from_library = open_event (library, id);
  g_autofree char *got = ranking_text (from_library);
  g_assert_cmpstr (got, ==, corrected);
  /* What the library keeps is the record: nothing left to save. */
  g_assert_false (valet_document_get_changed (from_library));
  /* The correction is listed with the event... */
  ValetTournament *kept = valet_source_get_tournament (valet_document_get_source (from_library));
  g_assert_cmpuint (valet_tournament_n_notes (kept), ==, 1);
  g_autofree char *note = g_strdup (valet_tournament_note (kept, 0));
  /* ...and stays listed, first, when it is corrected again. */
  ValetResult again = *valet_tournament_result (kept, 1);
  again.tricks = again.tricks > 7 ? again.tricks - 1 : again.tricks + 1;
  generation = valet_document_get_generation (from_library);
  g_assert_true (valet_document_correct (from_library, 1, &again, 1));
  wait_scored (from_library, generation + 1);
  ValetTournament *now = valet_source_get_tournament (valet_document_get_source (from_library));
  g_assert_cmpuint (valet_tournament_n_notes (now), ==, 2);
  g_assert_cmpstr (valet_tournament_note (now, 0), ==, note);
  g_assert_cmpint (valet_source_get_library_event (valet_document_get_source (from_library),
                                                   NULL), ==, id);
}

/* The name and date chosen for the event in the library name it; a
 * detail given in the window goes to the library (there is no file to
 * keep it for), not to the user's event details, and comes back with
 * the event; a date given dates it in the list. */
static void
test_details (void)
{
  g_autofree char *library = library_path ("details.sqlite");
  g_autoptr (ValetDocument) doc = open_file (g_getenv ("VALET_SAMPLE"));
  g_autoptr (GError) error = NULL;
  g_autoptr (ValetLibrary) lib = valet_library_open (library, &error);
  ValetLibraryChoices choices = { 0 };
  gint64 id = 0;

  choices.detail[VALET_EVENT_TITLE] = g_strdup ("Tuesday Pairs");
  choices.detail[VALET_EVENT_DATE] = g_strdup ("2026-01-13");
  g_assert_true (valet_library_add_tournament (
    lib, valet_source_get_tournament (valet_document_get_source (doc)), "scores.txt",
    "00ff", &choices, &id, &error));
  g_assert_no_error (error);
  valet_library_choices_clear (&choices);

  g_autoptr (ValetDocument) from_library = open_event (library, id);
  g_assert_cmpstr (valet_document_get_title (from_library), ==, "Tuesday Pairs");
  g_assert_cmpstr (valet_document_get_event (from_library, VALET_EVENT_DATE), ==, "2026-01-13");
  g_assert_true (valet_document_set_event (from_library, VALET_EVENT_VENUE, "Club", &error));
  g_assert_no_error (error);
  g_assert_true (valet_document_set_event (from_library, VALET_EVENT_DATE, "20.01.2026",
                                           &error));
  g_assert_no_error (error);
  g_assert_cmpstr (valet_document_get_event (from_library, VALET_EVENT_VENUE), ==, "Club");
  g_autofree char *store = g_build_filename (g_get_user_data_dir (), "valet",
                                             VALET_EVENT_STORE_NAME, NULL);
  g_assert_false (g_file_test (store, G_FILE_TEST_EXISTS));

  /* Written on a worker: the last detail given is the last written. */
  guint timeout = g_timeout_add_seconds (60, give_up, (gpointer) "the details written");
  for (;;)
    {
      ValetLibraryChoices kept = { 0 };
      g_autoptr (ValetTournament) t = valet_library_load_event (lib, id, &kept, &error);
      g_assert_no_error (error);
      gboolean written = g_strcmp0 (kept.detail[VALET_EVENT_DATE], "20.01.2026") == 0;
      if (written)
        {
          g_assert_cmpstr (kept.detail[VALET_EVENT_VENUE], ==, "Club");
          g_assert_cmpstr (kept.detail[VALET_EVENT_TITLE], ==, "Tuesday Pairs");
        }
      valet_library_choices_clear (&kept);
      if (written)
        break;
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (timeout);
  g_autoptr (GPtrArray) events = valet_library_list_events (lib, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (((ValetLibraryEvent *) g_ptr_array_index (events, 0))->day, ==, "2026-01-20");
  g_autoptr (ValetDocument) again = open_event (library, id);
  g_assert_cmpstr (valet_document_get_event (again, VALET_EVENT_VENUE), ==, "Club");
}

/* An event that is not there is an error, not a crash. */
static void
test_missing (void)
{
  g_autofree char *library = library_path ("missing.sqlite");
  g_autoptr (ValetDocument) doc = valet_document_new ();
  Load load = { 0 };

  valet_document_load_library_async (doc, library, 42, NULL, loaded, &load);
  while (!load.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (load.ok);
  g_assert_error (load.error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_NOT_FOUND);
  g_clear_error (&load.error);
  g_assert_null (valet_document_get_source (doc));
}

int
main (int argc, char **argv)
{
  scratch = g_dir_make_tmp ("valet-test-library-document-XXXXXX", NULL);
  g_assert_nonnull (scratch);
  static const char *const homes[] = { "HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME",
                                       "XDG_CONFIG_HOME" };
  for (guint i = 0; i < G_N_ELEMENTS (homes); i++)
    {
      g_autofree char *dir = g_build_filename (scratch, homes[i], NULL);
      g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
      g_setenv (homes[i], dir, TRUE);
    }
  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("VALET_SAMPLE") == NULL || g_getenv ("VALET_FIXTURES") == NULL)
    g_error ("VALET_SAMPLE and VALET_FIXTURES must name the sample and the fixtures");

  g_test_add_func ("/library-document/sample", test_sample);
  g_test_add_func ("/library-document/fixtures", test_fixtures);
  g_test_add_func ("/library-document/corrections", test_corrections);
  g_test_add_func ("/library-document/details", test_details);
  g_test_add_func ("/library-document/missing", test_missing);
  int status = g_test_run ();
  g_autofree char *rm = g_strdup_printf ("rm -rf '%s'", scratch);
  if (system (rm) != 0)
    g_message ("could not remove %s", scratch);
  g_free (scratch);
  return status;
}
