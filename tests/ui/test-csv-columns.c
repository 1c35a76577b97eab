/* test-csv-columns.c: a CSV file whose header the reader does not know
 * opens through the column dialog, and the columns chosen are kept for
 * the next time; the loaded results saved again as Valet text, PBN and
 * CSV.
 *
 * The file is tests/formats/data/german-header.csv: the results of
 * fixtures/examples-1 under German column names, with a table column
 * the reader has no use for. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "valet-csv-mapping-dialog.h"
#include "valet-csv-mappings.h"
#include "valet-ranking.h"
#include "valet-reader.h"
#include "valet-save-as.h"
#include "valet-scoring-run.h"
#include "valet-window.h"
#include "ui-test-support.h"

/* Tisch;Runde;Brett;Nord;Ost;Süd;West;Kontrakt;Alleinspieler;Stiche;Ausspiel */
static const ValetCsvMapping german = { { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -1, -1 } };

static ValetWindow *window;
static const char *shot_dir;
static char *scratch, *german_csv;

/* ---- finding what is shown ------------------------------------------------ */

static void
screenshot_of (GtkWidget *widget, const char *name)
{
  g_autofree char *path = g_build_filename (shot_dir, name, NULL);
  g_autoptr (GdkTexture) texture = ui_test_save_png (widget, path);

  g_assert_cmpint (gdk_texture_get_width (texture), >, 300);
}

/* Closes the message dialog shown over the window, returning its body. */
static char *
close_message (void)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (ui_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  char *body = g_strdup (adw_message_dialog_get_body (dialog));

  adw_message_dialog_response (dialog, "close");
  gtk_window_destroy (GTK_WINDOW (dialog));
  return body;
}

/* ---- loading ---------------------------------------------------------------- */

typedef struct {
  guint  generation;
  GFile *file;
} Loaded;

static gboolean
loaded (gpointer data)
{
  Loaded *l = data;
  ValetDocument *doc = valet_window_get_document (window);
  ValetSource *source = valet_document_get_source (doc);

  return source != NULL && g_file_equal (valet_source_get_file (source), l->file)
         && valet_document_get_generation (doc) > l->generation
         && !valet_document_get_busy (doc);
}

/* The pairs the engine ranks in @path read with @mapping, scored with
 * the window's options. */
static guint
expected_pairs (const char *path, const ValetCsvMapping *mapping)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *data = NULL;
  gsize length;
  ValetOptions o;
  guint n;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  valet_parse_csv_mapped (t, data, length, mapping, path, diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  valet_document_get_options (valet_window_get_document (window), &o);
  ValetRanking *r = valet_score_tournament (t, &o, NULL, NULL);
  n = valet_ranking_n_pairs (r);
  valet_ranking_free (r);
  valet_options_clear (&o);
  return n;
}

static void
test_dialog (void)
{
  ValetDocument *doc = valet_window_get_document (window);
  g_autoptr (GFile) file = g_file_new_for_path (german_csv);
  g_autoptr (GSettings) settings = g_settings_new ("org.valetbridge.Valet");
  g_autoptr (GVariant) before = g_settings_get_value (settings, "csv-columns");
  g_autoptr (GVariant) stored = NULL;
  Loaded l = { valet_document_get_generation (doc), file };
  ValetCsvMappingDialog *dialog;
  GtkWidget *open_button;
  ValetCsvMapping kept;
  guint expected = expected_pairs (german_csv, &german);

  g_assert_cmpuint (g_variant_n_children (before), ==, 0);
  valet_window_open (window, file);
  dialog = VALET_CSV_MAPPING_DIALOG (ui_test_wait_for_toplevel (VALET_TYPE_CSV_MAPPING_DIALOG));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_assert_cmpstr (valet_csv_mapping_dialog_get_header (dialog)[5], ==, "Süd");
  open_button = ui_test_find_action_button (GTK_WIDGET (dialog), "mapping.open");
  g_assert_nonnull (open_button);
  g_assert_true (gtk_window_get_default_widget (GTK_WINDOW (dialog)) == open_button);

  /* Only "West" matches by name: the rest is to choose, Open disabled. */
  for (guint f = 0; f < VALET_CSV_N_FIELDS; f++)
    g_assert_cmpuint (gtk_drop_down_get_selected (valet_csv_mapping_dialog_get_drop_down (dialog, f)),
                      ==, f == VALET_CSV_WEST ? 7 : 0);
  ui_test_run_for (200);
  g_assert_false (gtk_widget_is_sensitive (open_button));
  screenshot_of (GTK_WIDGET (dialog), "csv-columns-unset.png");

  for (guint f = 0; f < VALET_CSV_N_FIELDS; f++)
    gtk_drop_down_set_selected (valet_csv_mapping_dialog_get_drop_down (dialog, f),
                                (guint) german.column[f] + 1);
  ui_test_run_for (200);
  g_assert_true (gtk_widget_is_sensitive (open_button));
  screenshot_of (GTK_WIDGET (dialog), "csv-columns.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  ui_test_run_for (200);
  screenshot_of (GTK_WIDGET (dialog), "csv-columns-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);

  /* One column for two fields: Open disabled again. */
  gtk_drop_down_set_selected (valet_csv_mapping_dialog_get_drop_down (dialog, VALET_CSV_WEST),
                              german.column[VALET_CSV_NORTH] + 1);
  g_assert_false (gtk_widget_is_sensitive (open_button));
  gtk_drop_down_set_selected (valet_csv_mapping_dialog_get_drop_down (dialog, VALET_CSV_WEST),
                              german.column[VALET_CSV_WEST] + 1);
  g_assert_true (gtk_widget_is_sensitive (open_button));

  gtk_widget_activate (open_button);
  ui_test_wait_until (loaded, &l);
  g_assert_null (ui_test_find_toplevel (VALET_TYPE_CSV_MAPPING_DIALOG));
  g_assert_cmpuint (g_list_model_get_n_items (valet_document_get_pairs (doc)), ==, expected);
  g_assert_cmpuint (valet_tournament_n_results (valet_source_get_tournament (valet_document_get_source (doc))),
                    ==, 22);

  /* Kept in the settings under the header. */
  stored = g_settings_get_value (settings, "csv-columns");
  g_assert_cmpuint (g_variant_n_children (stored), ==, 1);
  {
    const char *header[] = { "Tisch", "Runde", "Brett", "Nord", "Ost", "Süd", "West",
                             "Kontrakt", "Alleinspieler", "Stiche", "Ausspiel", NULL };
    g_autoptr (GVariant) fields = g_variant_lookup_value (stored,
                                                          "Tisch\tRunde\tBrett\tNord\tOst\tSüd\t"
                                                          "West\tKontrakt\tAlleinspieler\t"
                                                          "Stiche\tAusspiel",
                                                          G_VARIANT_TYPE ("a{si}"));
    gint32 board;
    g_assert_nonnull (fields);
    g_assert_true (g_variant_lookup (fields, "board", "i", &board));
    g_assert_cmpint (board, ==, 2);
    g_assert_true (valet_csv_mappings_lookup (stored, header, &kept));
    g_assert_cmpmem (&kept, sizeof kept, &german, sizeof german);
  }
}

/* The same header again opens without asking. */
static void
test_remembered (void)
{
  ValetDocument *doc = valet_window_get_document (window);
  g_autofree char *copy = g_build_filename (scratch, "again.csv", NULL);
  g_autofree char *data = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (copy);
  Loaded l = { valet_document_get_generation (doc), file };

  g_assert_true (g_file_get_contents (german_csv, &data, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, data, -1, NULL));
  valet_window_open (window, file);
  ui_test_wait_until (loaded, &l);
  g_assert_null (ui_test_find_toplevel (VALET_TYPE_CSV_MAPPING_DIALOG));
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpuint (g_list_model_get_n_items (valet_document_get_pairs (doc)), ==,
                    expected_pairs (german_csv, &german));
}

/* Cancelled (Esc), the reader's own message is told. */
static void
test_cancel (void)
{
  ValetDocument *doc = valet_window_get_document (window);
  g_autofree char *path = g_build_filename (scratch, "odd.csv", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *body = NULL;
  ValetSource *before = valet_document_get_source (doc);
  GtkWindow *dialog;

  g_assert_true (g_file_set_contents (path, "Bd,N,O,S,W,K,A,St\n1,Ann,Bob,Cid,Dan,4S,N,10\n",
                                      -1, NULL));
  valet_window_open (window, file);
  dialog = ui_test_wait_for_toplevel (VALET_TYPE_CSV_MAPPING_DIALOG);
  /* Matched by name: none; the drop-downs list the file's cells. */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (
                      valet_csv_mapping_dialog_get_drop_down (VALET_CSV_MAPPING_DIALOG (dialog),
                                                              VALET_CSV_BOARD))), ==, 9);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "window.close", NULL));
  body = close_message ();
  g_assert_nonnull (strstr (body, "odd.csv:1:"));
  g_assert_nonnull (strstr (body, "header"));
  g_assert_null (ui_test_find_toplevel (VALET_TYPE_CSV_MAPPING_DIALOG));
  /* What was open stays open. */
  g_assert_true (valet_document_get_source (doc) == before);
}

/* ---- save as ------------------------------------------------------------------ */

typedef struct {
  gboolean done;
  gboolean ok;
  GError  *error;
} Saved;

static void
saved (GObject *object, GAsyncResult *result, gpointer data)
{
  Saved *s = data;

  s->ok = valet_save_as_to_path_finish (result, &s->error);
  s->done = TRUE;
}

static gboolean
save_done (gpointer data)
{
  return ((Saved *) data)->done;
}

static gboolean
save (ValetInputFormat format, const char *path, GError **error)
{
  Saved s = { FALSE, FALSE, NULL };
  AdwToastOverlay *toasts = ADW_TOAST_OVERLAY (ui_test_find (GTK_WIDGET (window),
                                                            ADW_TYPE_TOAST_OVERLAY));

  valet_save_as_to_path (GTK_WINDOW (window), valet_window_get_document (window), format, path,
                         toasts, saved, &s);
  ui_test_wait_until (save_done, &s);
  if (s.error != NULL)
    g_propagate_error (error, s.error);
  return s.ok;
}

static guint
results_in (const char *path)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);

  g_assert_true (valet_read_input (t, path, VALET_INPUT_AUTO, diag));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  return valet_tournament_n_results (t);
}

static void
test_save_as (void)
{
  ValetDocument *doc = valet_window_get_document (window);
  guint n = valet_tournament_n_results (valet_source_get_tournament (valet_document_get_source (doc)));
  g_autofree char *pbn = g_build_filename (scratch, "saved.pbn", NULL);
  g_autofree char *csv = g_build_filename (scratch, "saved.csv", NULL);
  g_autofree char *folder = g_build_filename (scratch, "saved-text", NULL);
  g_autofree char *source = g_file_get_path (valet_source_get_file (valet_document_get_source (doc)));
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *inside_file = NULL;
  g_autofree char *body = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (n, ==, 22);
  g_assert_true (save (VALET_INPUT_PBN, pbn, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (results_in (pbn), ==, n);
  g_assert_true (save (VALET_INPUT_TEXT, folder, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (results_in (folder), ==, n);
  g_assert_true (save (VALET_INPUT_CSV, csv, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (results_in (csv), ==, n);
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));

  /* Never over the file the results came from. */
  g_assert_true (g_file_get_contents (source, &before, NULL, NULL));
  g_assert_false (save (VALET_INPUT_PBN, source, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_clear_error (&error);
  body = close_message ();
  g_assert_nonnull (strstr (body, "were read from"));
  g_assert_true (g_file_get_contents (source, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);

  /* Nor over a Valet text folder's files, once that folder is open. */
  {
    g_autoptr (GFile) text = g_file_new_for_path (folder);
    Loaded l = { valet_document_get_generation (doc), text };
    g_autofree char *relative = g_build_filename (folder, "..", "saved-text", NULL);
    valet_window_open (window, text);
    ui_test_wait_until (loaded, &l);
    g_assert_false (save (VALET_INPUT_TEXT, relative, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
    g_clear_error (&error);
    g_free (close_message ());
  }

  /* A place that cannot be written: a dialog says why. */
  inside_file = g_build_filename (pbn, "inside.pbn", NULL);
  g_assert_false (save (VALET_INPUT_PBN, inside_file, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_free (body);
  body = close_message ();
  g_assert_nonnull (strstr (body, "inside.pbn"));
}

static void
remove_tree (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (path);
}

int
main (int argc, char *argv[])
{
  const char *formats_dir;
  g_autofree char *data = NULL;
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  shot_dir = ui_test_screenshot_dir ();
  formats_dir = ui_test_env ("VALET_FORMATS");

  /* A copy, so that nothing the tests save can come near the source tree. */
  scratch = g_dir_make_tmp ("valet-csv-columns-XXXXXX", NULL);
  g_assert_nonnull (scratch);
  german_csv = g_build_filename (scratch, "german-header.csv", NULL);
  {
    g_autofree char *original = g_build_filename (formats_dir, "german-header.csv", NULL);
    g_assert_true (g_file_get_contents (original, &data, NULL, NULL));
    g_assert_true (g_file_set_contents (german_csv, data, -1, NULL));
  }

  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));

  g_test_add_func ("/ui/csv-columns/dialog", test_dialog);
  g_test_add_func ("/ui/csv-columns/remembered", test_remembered);
  g_test_add_func ("/ui/csv-columns/cancel", test_cancel);
  g_test_add_func ("/ui/csv-columns/save-as", test_save_as);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  remove_tree (scratch);
  g_free (scratch);
  g_free (german_csv);
  return status;
}
