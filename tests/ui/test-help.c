/* test-help.c: F1 from the build tree finds the guide's pages in the
 * source tree; the pages are built as HTML, which F1 opens in the
 * browser when Yelp is missing; and without those either, a dialog
 * rather than "Could not show link", one that opens the guide online. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "valet-help.h"
#include "ui-test-support.h"

static GtkWindow *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

static gboolean
dialog_shown (gpointer data)
{
  return find_dialog () != NULL;
}

static void
test_location (void)
{
  g_autofree char *location = valet_help_location ();
  g_autofree char *index = g_build_filename (location, "index.page", NULL);
  g_autofree char *ranking = g_build_filename (location, "ranking.page", NULL);

  /* These tests run from the build tree: not help:valet, which finds
   * nothing there, but the pages themselves. */
  g_assert_false (g_str_has_prefix (location, "help:"));
  g_assert_true (g_path_is_absolute (location));
  g_assert_true (g_file_test (index, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (ranking, G_FILE_TEST_EXISTS));
}

static void
test_without_yelp (void)
{
  g_autofree char *yelp = g_find_program_in_path ("yelp");
  g_autofree char *location = valet_help_location ();
  GtkWidget *window;

  if (yelp != NULL)
    {
      g_test_skip ("yelp is installed: it would open");
      return;
    }
  /* No HTML guide either. */
  valet_help_set_html_dir ("/nonexistent");
  window = gtk_window_new ();
  gtk_window_present (GTK_WINDOW (window));
  valet_help_show (GTK_WINDOW (window));
  ui_test_wait_until (dialog_shown, NULL);
  valet_help_set_html_dir (NULL);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (find_dialog ());
  /* It names the viewer to install and where the pages are. */
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Yelp"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), location));
  adw_message_dialog_response (dialog, "close");
  gtk_window_destroy (GTK_WINDOW (window));
}

static char *launched;

/* The build tree this test runs from: three folders above it
 * (BUILD/tests/ui/test-help). */
static char *
build_root (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *ui = g_path_get_dirname (exe);
  g_autofree char *tests = g_path_get_dirname (ui);

  return g_path_get_dirname (tests);
}

static void
fake_launcher (GtkWindow *parent, const char *uri)
{
  g_free (launched);
  launched = g_strdup (uri);
}

/* Without Yelp the dialog's Read Online opens the guide's web pages in
 * the browser, and Close opens nothing. */
static void
test_read_online (void)
{
  g_autofree char *yelp = g_find_program_in_path ("yelp");
  GtkWidget *window;

  if (yelp != NULL)
    {
      g_test_skip ("yelp is installed: it would open");
      return;
    }
  valet_help_set_launcher (fake_launcher);
  valet_help_set_html_dir ("/nonexistent");
  window = gtk_window_new ();
  gtk_window_present (GTK_WINDOW (window));
  valet_help_show (GTK_WINDOW (window));
  ui_test_wait_until (dialog_shown, NULL);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (find_dialog ());
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "online"));
  g_assert_true (adw_message_dialog_has_response (dialog, "online"));
  adw_message_dialog_response (dialog, "online");
  g_assert_cmpstr (launched, ==, "https://valetbridge.org/help/");

  g_clear_pointer (&launched, g_free);
  valet_help_show (GTK_WINDOW (window));
  ui_test_wait_until (dialog_shown, NULL);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (find_dialog ()), "close");
  g_assert_null (launched);
  valet_help_set_launcher (NULL);
  valet_help_set_html_dir (NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The build made the guide HTML, in English and in each translation:
 * an index linking the pages, which are there beside it. */
static void
test_html_built (void)
{
  g_autofree char *index = valet_help_html_index ();
  g_autofree char *root = build_root ();
  g_autofree char *build_html = g_build_filename (root, "help", "html", NULL);
  g_autofree char *english = g_build_filename (build_html, "C", "index.html", NULL);
  g_autofree char *ranking = g_build_filename (build_html, "C", "ranking.html", NULL);
  g_autofree char *german = g_build_filename (build_html, "de", "index.html", NULL);
  g_autofree char *polish = g_build_filename (build_html, "pl", "index.html", NULL);
  g_autofree char *text = NULL, *german_text = NULL;

  if (index == NULL && g_find_program_in_path ("yelp-build") == NULL)
    {
      g_test_skip ("yelp-build is not installed: no HTML guide");
      return;
    }
  /* These tests run in the C locale, from the build tree. */
  g_assert_cmpstr (index, ==, english);
  g_assert_true (g_file_get_contents (index, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<html"));
  g_assert_nonnull (strstr (text, "href=\"ranking.html\""));
  g_assert_true (g_file_test (ranking, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_get_contents (german, &german_text, NULL, NULL));
  g_assert_nonnull (strstr (german_text, "Erste Schritte"));
  g_assert_true (g_file_test (polish, G_FILE_TEST_IS_REGULAR));
}

/* The browser was asked to open something, or a dialog came instead. */
static gboolean
launched_or_told (gpointer data)
{
  return launched != NULL || find_dialog () != NULL;
}

/* Without Yelp, F1 opens the HTML index of the build tree in the
 * browser (a file: URI), and no dialog. */
static void
test_html_fallback (void)
{
  g_autofree char *yelp = g_find_program_in_path ("yelp");
  g_autofree char *index = valet_help_html_index ();
  g_autofree char *uri = NULL;
  GtkWidget *window;

  if (yelp != NULL)
    {
      g_test_skip ("yelp is installed: it would open");
      return;
    }
  if (index == NULL)
    {
      g_test_skip ("no HTML guide was built (yelp-build is not installed)");
      return;
    }
  uri = g_filename_to_uri (index, NULL, NULL);
  g_clear_pointer (&launched, g_free);
  valet_help_set_launcher (fake_launcher);
  window = gtk_window_new ();
  gtk_window_present (GTK_WINDOW (window));
  valet_help_show (GTK_WINDOW (window));
  ui_test_wait_until (launched_or_told, NULL);
  g_assert_null (find_dialog ());
  g_assert_cmpstr (launched, ==, uri);
  g_autofree char *root = build_root ();
  g_autofree char *prefix = g_strconcat ("file://", root, "/help/html/C/", NULL);
  g_assert_true (g_str_has_prefix (launched, prefix));
  ui_test_run_for (200);
  g_assert_null (find_dialog ());
  g_clear_pointer (&launched, g_free);
  valet_help_set_launcher (NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/help/location", test_location);
  g_test_add_func ("/help/without-yelp", test_without_yelp);
  g_test_add_func ("/help/read-online", test_read_online);
  g_test_add_func ("/help/html-built", test_html_built);
  g_test_add_func ("/help/html-fallback", test_html_fallback);
  return g_test_run ();
}
