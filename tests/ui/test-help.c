/* test-help.c: F1 from the build tree finds the guide's pages in the
 * source tree, and says so in a dialog when Yelp is missing rather than
 * "Could not show link", one that opens the guide online. */
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
  window = gtk_window_new ();
  gtk_window_present (GTK_WINDOW (window));
  valet_help_show (GTK_WINDOW (window));
  ui_test_wait_until (dialog_shown, NULL);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (find_dialog ());
  /* It names the viewer to install and where the pages are. */
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Yelp"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), location));
  adw_message_dialog_response (dialog, "close");
  gtk_window_destroy (GTK_WINDOW (window));
}

static char *launched;

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
  return g_test_run ();
}
