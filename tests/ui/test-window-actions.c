/* test-window-actions.c: what the window leads to, on a small
 * tournament: from a player in the Players view to his or her
 * partnerships in the ranking; a printed report, which is the PDF
 * report page for page (GTK's printing into a file gives as many pages
 * as the PDF export, landscape, with the same text on them); Save As
 * offered in each format Valet writes, from the table of formats. */
#include "config.h"

#include <adwaita.h>
#include <gtk/gtkunixprint.h>
#include <string.h>

#include "valet-pair-row.h"
#include "valet-pdf-writer.h"
#include "valet-player-row.h"
#include "valet-players-view.h"
#include "valet-print.h"
#include "valet-ranking-view.h"
#include "valet-report.h"
#include "valet-save-as.h"
#include "valet-window.h"
#include "ui-test-support.h"

/* Alice plays with Bob in round 1 and with Frank in round 2. */
#define NAMES \
  "a|Alice Archer\nb|Bob Baker\nc|Carol Cook\nd|Dave Dyer\n" \
  "e|Eve Evans\nf|Frank Fox\ng|Grace Green\nh|Heidi Hill\n"
#define SCORES \
  "1|1|a|c|b|d|4S|N|10|HK\n" \
  "1|1|e|g|f|h|4S|N|9|D2\n" \
  "2|2|a|c|f|d|3N|E|9|S5\n" \
  "2|2|e|g|b|h|2H|W|8|C3\n"

static ValetWindow *window;
static char *scratch;

static gboolean
scored (gpointer data)
{
  ValetDocument *doc = valet_window_get_document (window);

  return valet_document_get_generation (doc) > 0 && !valet_document_get_busy (doc);
}

static gboolean
ranking_mapped (gpointer data)
{
  return gtk_widget_get_mapped (valet_window_get_view (window, "rankings"));
}

static void
test_player_to_partnerships (void)
{
  ValetPlayersView *players = VALET_PLAYERS_VIEW (valet_window_get_view (window, "players"));
  ValetRankingView *ranking = VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
  GListModel *rows = valet_players_view_get_rows (players);
  guint alice = G_MAXUINT;

  valet_window_show_view (window, "players");
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (ValetPlayerRow) row = g_list_model_get_item (rows, i);
      if (g_str_equal (valet_player_row_get_name (row), "Alice Archer"))
        alice = i;
    }
  g_assert_cmpuint (alice, <, g_list_model_get_n_items (rows));

  /* Enter or a double-click on her row: the ranking, with her two
   * partnerships and no other pair. */
  g_signal_emit_by_name (valet_players_view_get_column_view (players), "activate", alice);
  ui_test_wait_until (ranking_mapped, NULL);
  GListModel *pairs = valet_ranking_view_get_rows (ranking);
  g_assert_cmpuint (g_list_model_get_n_items (pairs), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr (ValetPairRow) pair = g_list_model_get_item (pairs, i);
      g_autofree char *name = NULL;
      g_object_get (pair, "name", &name, NULL);
      g_test_message ("pair %u: %s", i + 1, name);
      g_assert_nonnull (strstr (name, "Alice Archer"));
    }
  g_autofree char *png = g_build_filename (ui_test_screenshot_dir (), "partnerships.png", NULL);
  g_autoptr (GdkTexture) shot = ui_test_save_png (GTK_WIDGET (window), png);
}

/* What a Poppler tool prints for @pdf. */
static char *
run_tool (const char *tool, const char *pdf)
{
  /* pdftotext writes to its second argument, "-" standard output. */
  gboolean to_text = g_str_equal (tool, "pdftotext");
  const char *argv[] = { tool, pdf, to_text ? "-" : NULL, NULL };
  char *out = NULL;
  int status;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, &out, NULL, &status, NULL))
    return NULL;
  return out;
}

static guint
pages_of (const char *pdf)
{
  g_autofree char *info = run_tool ("pdfinfo", pdf);
  const char *pages = info ? strstr (info, "Pages:") : NULL;

  g_assert_nonnull (pages);
  return (guint) g_ascii_strtoull (pages + strlen ("Pages:"), NULL, 10);
}

static AdwToastOverlay *
toasts (void)
{
  return ADW_TOAST_OVERLAY (ui_test_find (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY));
}

/* A PDF written to its end. */
static gboolean
whole_pdf (gpointer path)
{
  g_autofree char *data = NULL;
  gsize len = 0;

  return g_file_get_contents (path, &data, &len, NULL) && len > 6
         && g_strstr_len (data + len - MIN (len, 32), MIN (len, 32), "%%EOF") != NULL;
}

static gboolean
dialog_gone (gpointer type)
{
  return ui_test_find_toplevel (GPOINTER_TO_SIZE (type)) == NULL;
}

/* Ctrl+P's action opens the print dialog once the pages are made (the
 * pages' job once went before the dialog and took the app down), and
 * the window lives on after the dialog is cancelled; then again. */
static void
test_print_action (void)
{
  GType dialog_type;

  for (guint i = 0; i < 2; i++)
    {
      GtkWindow *dialog;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.print", NULL));
      dialog_type = g_type_from_name ("GtkPrintUnixDialog");
      dialog = ui_test_wait_for_toplevel (dialog_type ? dialog_type : GTK_TYPE_DIALOG);
      g_assert_true (GTK_IS_DIALOG (dialog));
      dialog_type = G_OBJECT_TYPE (dialog);
      gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
      ui_test_wait_until (dialog_gone, GSIZE_TO_POINTER (dialog_type));
      ui_test_run_for (200);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
    }
}

static void
test_same_pages (void)
{
  ValetDocument *doc = valet_window_get_document (window);
  g_autofree char *printed = g_build_filename (scratch, "printed.pdf", NULL);
  g_autofree char *exported = g_build_filename (scratch, "exported.pdf", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *which = g_find_program_in_path ("pdfinfo");

  if (which == NULL)
    {
      g_test_skip ("pdfinfo (poppler-utils) is not installed");
      return;
    }
  /* The path the print action takes, into a file instead of the dialog. */
  valet_print_start (GTK_WINDOW (window), doc, toasts (), printed);
  ui_test_wait_until (whole_pdf, printed);
  g_autoptr (ValetReport) report = valet_report_new_for_run (valet_document_get_run (doc),
                                                             valet_document_get_title (doc));
  g_assert_true (valet_write_pdf (report, exported, VALET_PAPER_A4, &error));

  g_assert_cmpuint (pages_of (printed), >, 1);
  g_assert_cmpuint (pages_of (printed), ==, pages_of (exported));
  g_autofree char *info = run_tool ("pdfinfo", printed);
  /* "Page size: 842 x 595 pts (A4)" or the like: wider than high. */
  const char *size = strstr (info, "Page size:");
  g_assert_nonnull (size);
  double w = g_ascii_strtod (size + strlen ("Page size:"), (char **) &size);
  g_assert_nonnull (strstr (size, " x "));
  double h = g_ascii_strtod (strstr (size, " x ") + 3, NULL);
  g_assert_cmpfloat (w, >, h);
  g_autofree char *text = run_tool ("pdftotext", printed);
  g_assert_nonnull (strstr (text, "Alice Archer"));
  g_assert_nonnull (strstr (text, "Heidi Hill"));
}

/* The widget named @name in @widget, or NULL. */
static GtkWidget *
find_named (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_named (c, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkPrinter *file_printer;

static gboolean
find_file_printer (GtkPrinter *printer, gpointer data)
{
  if (gtk_printer_is_virtual (printer) && g_strcmp0 (gtk_printer_get_name (printer),
                                                     "Print to File") == 0)
    {
      file_printer = g_object_ref (printer);
      return TRUE;
    }
  return FALSE;
}

static gboolean
printer_picked (gpointer dialog)
{
  GtkPrinter *printer = gtk_print_unix_dialog_get_selected_printer (dialog);

  return printer != NULL && gtk_printer_is_virtual (printer);
}

/* The print dialog's Contents tab: "Ranking only" prints fewer pages
 * than the whole report, none of them a tableau. */
static void
test_print_contents (void)
{
  g_autofree char *printed = g_build_filename (scratch, "ranking-only.pdf", NULL);
  g_autofree char *whole = g_build_filename (scratch, "whole.pdf", NULL);
  g_autofree char *uri = g_filename_to_uri (printed, NULL, NULL);
  g_autofree char *which = g_find_program_in_path ("pdfinfo");
  g_autoptr (GtkPrintSettings) settings = NULL;
  GtkWindow *dialog;
  GtkWidget *contents;

  if (which == NULL)
    {
      g_test_skip ("pdfinfo (poppler-utils) is not installed");
      return;
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.print", NULL));
  dialog = ui_test_wait_for_toplevel (GTK_TYPE_PRINT_UNIX_DIALOG);
  gtk_enumerate_printers (find_file_printer, NULL, NULL, TRUE);
  if (file_printer == NULL)
    {
      gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
      ui_test_wait_until (dialog_gone, GSIZE_TO_POINTER (GTK_TYPE_PRINT_UNIX_DIALOG));
      g_test_skip ("GTK's Print to File printer is missing");
      return;
    }
  contents = find_named (GTK_WIDGET (dialog), "valet-print-contents");
  g_assert_nonnull (contents);
  /* The four choices, the ranking with its pair pages second. */
  GListModel *choices = gtk_drop_down_get_model (GTK_DROP_DOWN (contents));
  g_assert_cmpuint (g_list_model_get_n_items (choices), ==, 4);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (choices), 1), ==,
                   "Ranking and pair pages");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (contents), 0);
  settings = gtk_print_unix_dialog_get_settings (GTK_PRINT_UNIX_DIALOG (dialog));
  gtk_print_settings_set_printer (settings, gtk_printer_get_name (file_printer));
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_URI, uri);
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT, "pdf");
  gtk_print_unix_dialog_set_settings (GTK_PRINT_UNIX_DIALOG (dialog), settings);
  ui_test_wait_until (printer_picked, dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
  ui_test_wait_until (whole_pdf, printed);
  g_clear_object (&file_printer);

  valet_print_start (GTK_WINDOW (window), valet_window_get_document (window), toasts (), whole);
  ui_test_wait_until (whole_pdf, whole);
  g_assert_cmpuint (pages_of (printed), <, pages_of (whole));
  g_autofree char *text = run_tool ("pdftotext", printed);
  g_assert_nonnull (strstr (text, "Alice Archer"));
  g_assert_null (strstr (text, "Tableaux"));
}

/* The main menu's model: the menu button's, somewhere in @widget. */
static GMenuModel *
find_menu (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget))
    return gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GMenuModel *menu = find_menu (c);
      if (menu != NULL)
        return menu;
    }
  return NULL;
}

/* Appends "label=target" of each win.save-as item in @menu, its sections
 * and submenus, to @items. */
static void
collect_save_as (GMenuModel *menu, GString *items)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *action = NULL;
      g_autofree char *label = NULL;
      g_autofree char *target = NULL;
      g_autoptr (GMenuLinkIter) links = g_menu_model_iterate_item_links (menu, i);
      GMenuModel *linked;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action)
          && g_str_equal (action, "win.save-as"))
        {
          g_assert_true (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s",
                                                          &label));
          g_assert_true (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_TARGET, "s",
                                                          &target));
          g_string_append_printf (items, "%s=%s;", label, target);
        }
      while (g_menu_link_iter_get_next (links, NULL, &linked))
        {
          collect_save_as (linked, items);
          g_object_unref (linked);
        }
    }
}

/* Export's "Results for Other Programs": Valet text, PBN and CSV, the
 * formats Valet writes, each an action target Save As takes. */
static void
test_save_as_menu (void)
{
  GMenuModel *menu = find_menu (GTK_WIDGET (window));
  g_autoptr (GString) items = g_string_new (NULL);
  ValetInputFormat format = VALET_INPUT_AUTO;

  g_assert_nonnull (menu);
  collect_save_as (menu, items);
  g_assert_cmpstr (items->str, ==, "Valet _Text (Folder)…=text;P_BN File…=pbn;_CSV File…=csv;");
  g_assert_true (valet_save_as_format_from_string ("pbn", &format));
  g_assert_cmpint (format, ==, VALET_INPUT_PBN);
  g_assert_true (valet_save_as_format_from_string ("text", &format));
  g_assert_cmpint (format, ==, VALET_INPUT_TEXT);
  /* Read, never written. */
  g_assert_false (valet_save_as_format_from_string ("usebio", &format));
  g_assert_false (valet_save_as_format_from_string ("bws", &format));
  g_assert_false (valet_save_as_format_from_string ("xls", &format));
}

int
main (int argc, char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  scratch = ui_test_write_tournament (NAMES, SCORES);
  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));
  g_autoptr (GFile) folder = g_file_new_for_path (scratch);
  valet_window_open (window, folder);
  ui_test_wait_until (scored, NULL);

  g_test_add_func ("/ui/actions/player-to-partnerships", test_player_to_partnerships);
  g_test_add_func ("/ui/actions/print", test_same_pages);
  g_test_add_func ("/ui/actions/print-dialog", test_print_action);
  g_test_add_func ("/ui/actions/print-contents", test_print_contents);
  g_test_add_func ("/ui/actions/save-as-menu", test_save_as_menu);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  if (status == 0)
    ui_test_remove_tree (scratch);
  g_free (scratch);
  return status;
}
