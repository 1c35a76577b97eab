/* test-season-export.c: the season report from the Library window.  A
 * library made here with two events; its season ranking shown, the
 * header bar's Export menu is there (and not on the events' list), and
 * the report is written as PDF, spreadsheet and web site, each holding
 * the season's players; an earlier site is replaced only when the user
 * says so; an export over the library itself is refused and leaves it
 * byte for byte.  Screenshots: season-export-{light,dark}.png. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "valet-library.h"
#include "valet-library-window.h"
#include "valet-season-export.h"
#include "ui-test-support.h"

static const char names[] =
  "a|Anna Nowak\nb|Bert Berg\nc|Cleo Carr\nd|Dirk Dahl\n"
  "e|Ella Eck\nf|Finn Fox\ng|Gina Gray\nh|Hugo Hart\n";
static const char tuesday[] =
  "1|1|a|b|c|d|4H|S|10\n1|1|e|f|g|h|4H|S|9\n"
  "1|2|a|b|c|d|3N|N|8\n1|2|e|f|g|h|3N|N|10\n";
static const char friday[] =
  "1|1|a|b|c|d|4S|N|11\n1|1|e|f|g|h|4S|N|10\n"
  "1|2|a|b|c|d|1N|E|7\n1|2|e|f|g|h|2H|E|8\n";

typedef struct {
  gboolean done;
  gboolean ok;
  char    *message;
} Outcome;

static void
exported (GObject *source, GAsyncResult *result, gpointer data)
{
  Outcome *o = data;
  g_autoptr (GError) error = NULL;

  o->ok = g_task_propagate_boolean (G_TASK (result), &error);
  o->message = error ? g_strdup (error->message) : NULL;
  o->done = TRUE;
}

static gboolean
is_done (gpointer data)
{
  return ((Outcome *) data)->done;
}

static gboolean
season_shown (gpointer data)
{
  ValetLibraryWindow *lw = data;

  return !valet_library_window_get_busy (lw)
         && g_str_equal (valet_library_window_get_page (lw), "ranking");
}

/* The Export menu of the header bar. */
static GtkWidget *
export_button (ValetLibraryWindow *lw)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();

  ui_test_find_all (GTK_WIDGET (lw), GTK_TYPE_MENU_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_widget_get_tooltip_text (buttons->pdata[i]),
                   "Export the Season Report") == 0)
      return buttons->pdata[i];
  return NULL;
}

static Outcome
export (GtkWidget *button, ValetSeasonExportFormat format, const char *path)
{
  Outcome o = { 0 };

  valet_season_export_to_file (button, format, path, exported, &o);
  ui_test_wait_until (is_done, &o);
  return o;
}

/* The site's index no longer the placeholder the test put there. */
static gboolean
site_rewritten (gpointer data)
{
  g_autofree char *text = NULL;

  return g_file_get_contents (data, &text, NULL, NULL) && strstr (text, "<html") != NULL;
}

static void
shoot (GtkWidget *widget, const char *name)
{
  ui_test_shoot_schemes (widget, name, 200);
}

static char *
contents (const char *path)
{
  char *text = NULL;
  gsize len = 0;

  g_assert_true (g_file_get_contents (path, &text, &len, NULL));
  return text;
}

static void
test_export (void)
{
  g_autofree char *dir = g_dir_make_tmp ("valet-season-export-XXXXXX", NULL);
  g_autofree char *library = g_build_filename (dir, "library.sqlite", NULL);
  g_autofree char *a = ui_test_write_tournament (names, tuesday);
  g_autofree char *b = ui_test_write_tournament (names, friday);
  g_autoptr (GError) error = NULL;
  ValetOptions options;

  {
    g_autoptr (ValetLibrary) lib = valet_library_open (library, &error);
    g_assert_no_error (error);
    g_assert_true (valet_library_add_file (lib, a, NULL, NULL, NULL, &error));
    g_assert_true (valet_library_add_file (lib, b, NULL, NULL, NULL, &error));
  }
  valet_options_init (&options);
  ValetLibraryWindow *lw = valet_library_window_new (NULL, library, &options);
  gtk_window_present (GTK_WINDOW (lw));
  ui_test_run_for (100);
  GtkWidget *button = export_button (lw);
  g_assert_nonnull (button);
  /* Not on the list of events: there is no season to export yet. */
  g_assert_false (gtk_widget_get_visible (button));
  valet_library_window_select_all (lw);
  valet_library_window_start_season (lw);
  ui_test_wait_until (season_shown, lw);
  g_assert_true (gtk_widget_get_visible (button));

  g_autofree char *pdf = g_build_filename (dir, "season.pdf", NULL);
  g_autofree char *xlsx = g_build_filename (dir, "season.xlsx", NULL);
  g_autofree char *site = g_build_filename (dir, "site", NULL);
  g_autofree char *index = g_build_filename (site, "index.html", NULL);
  Outcome o = export (button, VALET_SEASON_EXPORT_PDF, pdf);
  g_assert_true (o.ok);
  g_autofree char *pdf_text = contents (pdf);
  g_assert_true (g_str_has_prefix (pdf_text, "%PDF-"));
  o = export (button, VALET_SEASON_EXPORT_XLSX, xlsx);
  g_assert_true (o.ok);
  g_autofree char *xlsx_text = contents (xlsx);
  g_assert_true (g_str_has_prefix (xlsx_text, "PK"));
  o = export (button, VALET_SEASON_EXPORT_HTML, site);
  g_assert_true (o.ok);
  g_autofree char *html = contents (index);
  g_assert_nonnull (strstr (html, "Anna Nowak - Cleo Carr"));
  g_assert_nonnull (strstr (html, "Hugo Hart"));
  g_assert_nonnull (strstr (html, "2 events, 4 boards"));

  /* An earlier site is replaced only when the user says so. */
  g_autoptr (GError) gone = NULL;
  g_assert_true (g_file_set_contents (index, "the earlier site", -1, &gone));
  valet_season_export_confirm_then_write (button, VALET_SEASON_EXPORT_HTML, site);
  g_autofree char *asked = ui_test_answer_dialog ("cancel");
  g_assert_true (g_str_has_prefix (asked, "Replace the Web Site?"));
  ui_test_run_for (300);
  g_autofree char *kept = contents (index);
  g_assert_cmpstr (kept, ==, "the earlier site");
  valet_season_export_confirm_then_write (button, VALET_SEASON_EXPORT_HTML, site);
  g_free (ui_test_answer_dialog ("replace"));
  ui_test_wait_until (site_rewritten, index);
  g_autofree char *replaced = contents (index);
  g_assert_nonnull (strstr (replaced, "Anna Nowak - Cleo Carr"));

  /* The ranking with the Export menu, light and dark. */
  shoot (GTK_WIDGET (lw), "season-export");

  /* Never over the library the season is read from. */
  g_autofree char *before = contents (library);
  o = export (button, VALET_SEASON_EXPORT_PDF, library);
  g_assert_false (o.ok);
  g_test_message ("refused: %s", o.message);
  g_assert_nonnull (strstr (o.message, "library"));
  g_autofree char *after = contents (library);
  g_assert_cmpmem (before, strlen (before), after, strlen (after));
  g_free (o.message);

  gtk_window_destroy (GTK_WINDOW (lw));
  ui_test_remove_tree (a);
  ui_test_remove_tree (b);
  ui_test_remove_tree (dir);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/ui/season-export", test_export);
  return g_test_run ();
}
