/* test-tour.c: a director's session, scripted on the real application,
 * its window and its actions: the bundled sample, then (with
 * ../shared/realworld) a USEBIO file and a Bridgemate .bws are opened;
 * in each, every column of every grid is sorted twice, the ranking is
 * searched, a traveller is opened and a result corrected there; the
 * report is printed into a file through the print action's own dialog
 * and exported; Ctrl+Q is answered Cancel (the window and its
 * corrections stay), then Discard (the window goes).  meson runs it
 * with G_DEBUG=fatal-warnings, so any warning or critical ends it. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <gtk/gtkunixprint.h>
#include <string.h>

#include "valet-application.h"
#include "valet-board-view.h"
#include "valet-export.h"
#include "valet-ranking-view.h"
#include "valet-window.h"
#include "ui-test-support.h"

static ValetApplication *app;
static ValetWindow *window;
static char *scratch;

static ValetDocument *
doc (void)
{
  return valet_window_get_document (window);
}

static gboolean
scored_after (gpointer data)
{
  return valet_document_get_generation (doc ()) > GPOINTER_TO_UINT (data)
         && !valet_document_get_busy (doc ());
}

static void
open_path (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  guint g = valet_document_get_generation (doc ());

  g_test_message ("open %s", path);
  valet_window_open (window, file);
  /* A window with corrections not saved asks first: this tour discards. */
  ui_test_run_for (200);
  if (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL)
    {
      g_autofree char *asked = ui_test_answer_dialog ("discard");
      g_assert_true (g_str_has_prefix (asked, "Discard the Corrections?"));
    }
  ui_test_wait_until (scored_after, GUINT_TO_POINTER (g));
  ui_test_run_for (200);
}

/* Each column of every grid shown, sorted one way and then the other,
 * as two clicks on its header do; each order drawn. */
static void
sort_every_column (const char *view)
{
  g_autoptr (GPtrArray) grids = g_ptr_array_new ();

  valet_window_show_view (window, view);
  ui_test_run_for (100);
  ui_test_find_all (GTK_WIDGET (window), GTK_TYPE_COLUMN_VIEW, grids);
  for (guint g = 0; g < grids->len; g++)
    {
      GtkColumnView *cv = grids->pdata[g];
      GListModel *columns = gtk_column_view_get_columns (cv);

      if (!gtk_widget_get_mapped (GTK_WIDGET (cv)))
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
        {
          g_autoptr (GtkColumnViewColumn) column = g_list_model_get_item (columns, i);

          if (gtk_column_view_column_get_sorter (column) == NULL
              || !gtk_column_view_column_get_visible (column))
            continue;
          gtk_column_view_sort_by_column (cv, column, GTK_SORT_ASCENDING);
          ui_test_run_for (20);
          gtk_column_view_sort_by_column (cv, column, GTK_SORT_DESCENDING);
          ui_test_run_for (20);
        }
      gtk_column_view_sort_by_column (cv, NULL, GTK_SORT_ASCENDING);
    }
}

static void
search_ranking (void)
{
  ValetRankingView *view = VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
  GListModel *rows = valet_ranking_view_get_rows (view);
  guint all = g_list_model_get_n_items (rows);
  GtkWidget *focus;

  valet_window_show_view (window, "rankings");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.search", NULL));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  GtkEditable *entry = GTK_EDITABLE (gtk_widget_get_ancestor (focus, GTK_TYPE_SEARCH_ENTRY));
  g_assert_nonnull (entry);
  gtk_editable_set_text (entry, "a");
  ui_test_run_for (500);
  g_assert_cmpuint (g_list_model_get_n_items (rows), <=, all);
  gtk_editable_set_text (entry, "no such player anywhere");
  ui_test_run_for (500);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 0);
  gtk_editable_set_text (entry, "");
  ui_test_run_for (500);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, all);
}

/* The button under @root whose label is @label. */
static GtkWidget *
button_labelled (GtkWidget *root, const char *label)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();

  ui_test_find_all (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0)
      return buttons->pdata[i];
  return NULL;
}

/* The traveller of the first result's board, that result picked out;
 * Correct Result… there, one trick fewer, applied. */
static void
traveller_and_correction (void)
{
  ValetTournament *t = valet_source_get_tournament (valet_document_get_source (doc ()));
  const ValetResult *r = valet_tournament_result (t, 0);
  guint before = valet_document_n_corrections (doc ());
  guint g = valet_document_get_generation (doc ());
  GtkWidget *board_view = valet_window_get_view (window, "boards");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-board", "(uuu)",
                                             r->round, r->board, 0u));
  ui_test_run_for (300);
  g_assert_true (gtk_widget_get_mapped (board_view));
  GtkWidget *correct = button_labelled (board_view, "_Correct Result…");
  if (correct == NULL)
    correct = button_labelled (board_view, "Correct Result…");
  g_assert_nonnull (correct);
  g_assert_true (gtk_widget_get_sensitive (correct));
  g_signal_emit_by_name (correct, "clicked");
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (ui_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_autoptr (GPtrArray) spins = g_ptr_array_new ();
  ui_test_find_all (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, spins);
  g_assert_cmpuint (spins->len, >, 0);
  /* The result's tricks come first. */
  GtkSpinButton *tricks = spins->pdata[0];
  double was = gtk_spin_button_get_value (tricks);
  gtk_spin_button_set_value (tricks, was > 0 ? was - 1 : was + 1);
  adw_message_dialog_response (dialog, "apply");
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_wait_until (scored_after, GUINT_TO_POINTER (g));
  g_assert_cmpuint (valet_document_n_corrections (doc ()), ==, before + 1);
  g_assert_true (valet_document_get_changed (doc ()));
  g_autofree char *png = g_build_filename (ui_test_screenshot_dir (), "tour-corrected.png", NULL);
  g_autoptr (GdkTexture) shot = ui_test_save_png (GTK_WIDGET (window), png);
}

/* A file written to its end: a PDF's last bytes say so; other files are
 * there and no longer growing. */
static gboolean
pdf_written (gpointer path)
{
  g_autofree char *data = NULL;
  gsize len = 0;

  return g_file_get_contents (path, &data, &len, NULL) && len > 6
         && g_strstr_len (data + len - MIN (len, 32), MIN (len, 32), "%%EOF") != NULL;
}

static gboolean
printer_picked (gpointer dialog)
{
  GtkPrinter *printer = gtk_print_unix_dialog_get_selected_printer (dialog);

  return printer != NULL && gtk_printer_is_virtual (printer);
}

static GtkPrinter *file_printer;

static gboolean
find_file_printer (GtkPrinter *printer, gpointer data)
{
  /* GTK's "Print to File", the one virtual printer that writes a file. */
  if (gtk_printer_is_virtual (printer) && g_strcmp0 (gtk_printer_get_name (printer),
                                                     "Print to File") == 0)
    {
      file_printer = g_object_ref (printer);
      return TRUE;
    }
  return FALSE;
}

/* Ctrl+P's action, its dialog told to print into a PDF file. */
static void
print_through_the_action (const char *pdf)
{
  GtkWindow *dialog;
  g_autoptr (GtkPrintSettings) settings = NULL;
  g_autofree char *uri = g_filename_to_uri (pdf, NULL, NULL);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.print", NULL));
  dialog = ui_test_wait_for_toplevel (GTK_TYPE_PRINT_UNIX_DIALOG);
  gtk_enumerate_printers (find_file_printer, NULL, NULL, TRUE);
  if (file_printer == NULL)
    {
      gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
      g_test_message ("GTK's Print to File printer is missing: the print dialog cancelled");
      return;
    }
  settings = gtk_print_unix_dialog_get_settings (GTK_PRINT_UNIX_DIALOG (dialog));
  gtk_print_settings_set_printer (settings, gtk_printer_get_name (file_printer));
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_URI, uri);
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT, "pdf");
  gtk_print_unix_dialog_set_settings (GTK_PRINT_UNIX_DIALOG (dialog), settings);
  ui_test_wait_until (printer_picked, dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
  ui_test_wait_until (pdf_written, (gpointer) pdf);
  g_clear_object (&file_printer);
}

static gboolean
exists_nonempty (gpointer path)
{
  GStatBuf st;

  return g_stat (path, &st) == 0 && st.st_size > 0;
}

/* Export, as its file chooser's second half writes it: the workbook,
 * the PDF and the web site. */
static void
export_all (const char *stem)
{
  AdwToastOverlay *toasts = ADW_TOAST_OVERLAY (ui_test_find (GTK_WIDGET (window),
                                                             ADW_TYPE_TOAST_OVERLAY));
  g_autofree char *xlsx = g_strdup_printf ("%s/%s.xlsx", scratch, stem);
  g_autofree char *pdf = g_strdup_printf ("%s/%s-export.pdf", scratch, stem);
  g_autofree char *site = g_strdup_printf ("%s/%s-site", scratch, stem);
  g_autofree char *index = g_build_filename (site, "index.html", NULL);

  valet_export_to_file (doc (), VALET_EXPORT_XLSX, xlsx, toasts);
  ui_test_wait_until (exists_nonempty, xlsx);
  valet_export_to_file (doc (), VALET_EXPORT_PDF, pdf, toasts);
  ui_test_wait_until (pdf_written, pdf);
  valet_export_to_file (doc (), VALET_EXPORT_HTML, site, toasts);
  ui_test_wait_until (exists_nonempty, index);
  ui_test_run_for (300);
}

/* One results file through the whole tour but the quit. */
static void
tour (const char *path, const char *stem)
{
  g_autofree char *printed = g_strdup_printf ("%s/%s-printed.pdf", scratch, stem);

  open_path (path);
  sort_every_column ("rankings");
  search_ranking ();
  traveller_and_correction ();
  sort_every_column ("boards");
  sort_every_column ("players");
  valet_window_show_view (window, "rankings");
  print_through_the_action (printed);
  export_all (stem);
}

static void
test_sample (void)
{
  tour (ui_test_env ("VALET_SAMPLE"), "sample");
}

static void
test_realworld (void)
{
  static const char *const files[][2] = {
    { "compscore3/butler_mitchell.xml", "usebio" },
    { "bridgemate/LBC-2026-01-26.bws", "bws" },
  };
  const char *dir = g_getenv ("VALET_REALWORLD");

  if (dir == NULL || !g_file_test (dir, G_FILE_TEST_IS_DIR))
    {
      g_test_skip ("no folder of real results files (../shared/realworld)");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i][0], NULL);
      tour (path, files[i][1]);
    }
}

/* Ctrl+Q with the correction not saved: asked, naming the results;
 * Cancel keeps everything; Discard, and the window goes. */
static void
test_quit (void)
{
  g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                 "app.quit");
  const char *title = valet_document_get_title (doc ());

  g_assert_true (g_strv_contains ((const char *const *) accels, "<Control>q"));
  g_assert_true (valet_document_get_changed (doc ()));
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);

  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  g_autofree char *asked = ui_test_answer_dialog ("cancel");
  g_test_message ("asked: %s", asked);
  g_assert_true (g_str_has_prefix (asked, "Save the Corrections?\n"));
  g_assert_nonnull (strstr (asked, title));
  ui_test_run_for (300);
  g_assert_nonnull (window);
  g_assert_true (valet_document_get_changed (doc ()));

  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  g_free (ui_test_answer_dialog ("discard"));
  ui_test_run_for (500);
  g_assert_null (window);
}

int
main (int argc, char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  scratch = g_dir_make_tmp ("valet-tour-XXXXXX", NULL);
  g_assert_nonnull (scratch);
  app = valet_application_new (G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = valet_window_new (ADW_APPLICATION (app));
  ui_test_present (GTK_WINDOW (window));

  g_test_add_func ("/ui/tour/sample", test_sample);
  g_test_add_func ("/ui/tour/realworld", test_realworld);
  g_test_add_func ("/ui/tour/quit", test_quit);
  status = g_test_run ();
  if (window != NULL)
    gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (app);
  if (status == 0)
    ui_test_remove_tree (scratch);
  g_free (scratch);
  return status;
}
