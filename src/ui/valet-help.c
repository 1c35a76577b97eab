/* valet-help.c: opening the user guide (F1).
 *
 * The guide is Mallard, read by Yelp through help: URIs, which find it
 * where it is installed.  Run from the build tree nothing is installed,
 * so "help:valet" finds nothing ("Could not show link"): there Yelp is
 * given the source folder of the pages instead.
 *
 * Without Yelp the guide is read in the browser: the pages made HTML at
 * build time (help/html), installed in VALET_HELP_HTML_DIR, or from the
 * build tree's help/html when the program runs from there.  Only when
 * they are missing too does a dialog say so, and offer the guide online.
 */
#include "config.h"

#include "valet-help.h"

#include <adwaita.h>
#include <glib/gi18n.h>

/* TRUE when this program runs from the build tree it was built in. */
static gboolean
running_uninstalled (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);

  return exe != NULL && g_str_has_prefix (exe, VALET_BUILD_ROOT G_DIR_SEPARATOR_S);
}

char *
valet_help_location (void)
{
  g_autofree char *pages = g_build_filename (VALET_SOURCE_ROOT, "help", "C", NULL);
  g_autofree char *index = g_build_filename (pages, "index.page", NULL);

  if (running_uninstalled () && g_file_test (index, G_FILE_TEST_EXISTS))
    return g_steal_pointer (&pages);
  return g_strdup ("help:valet");
}

static ValetHelpLauncher launcher;
static char *html_dir_override;

void
valet_help_set_html_dir (const char *dir)
{
  g_free (html_dir_override);
  html_dir_override = g_strdup (dir);
}

char *
valet_help_html_index (void)
{
  g_autofree char *dir = html_dir_override ? g_strdup (html_dir_override)
                         : running_uninstalled ()
                         ? g_build_filename (VALET_BUILD_ROOT, "help", "html", NULL)
                         : g_strdup (VALET_HELP_HTML_DIR);
  /* The user's languages, most wanted first ("de_DE.UTF-8", "de_DE",
   * "de", ..., "C"): the first with a guide; the English pages are "C". */
  const char *const *languages = g_get_language_names ();

  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *index = g_build_filename (dir, languages[i], "index.html", NULL);
      if (g_file_test (index, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&index);
    }
  return NULL;
}

void
valet_help_set_launcher (ValetHelpLauncher l)
{
  launcher = l;
}

/* Without Yelp the pages are still there to read: on the web, in the
 * browser. */
static void
explained_cb (AdwMessageDialog *dialog, const char *response, gpointer data)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));

  if (!g_str_equal (response, "online"))
    return;
  if (launcher != NULL)
    launcher (parent, VALET_HELP_ONLINE_URI);
  else
    gtk_show_uri (parent, VALET_HELP_ONLINE_URI, GDK_CURRENT_TIME);
}

static void
explain (GtkWindow *parent, const char *location, const char *why)
{
  g_autofree char *body = NULL;

  if (g_str_has_prefix (location, "help:"))
    body = g_strdup_printf (_("The guide is read with GNOME's help viewer, Yelp, which could "
                              "not show it (%s). Installing the “yelp” package should "
                              "help; meanwhile the guide can be read online."), why);
  else
    body = g_strdup_printf (_("The guide is read with GNOME's help viewer, Yelp, which is not "
                              "installed. Its pages are in %s, and the guide can be read "
                              "online."), location);
  GtkWidget *dialog = adw_message_dialog_new (parent, _("The User Guide Could Not Be Opened"),
                                              body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"),
                                    "online", _("_Read Online"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "online",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "online");
  g_signal_connect (dialog, "response", G_CALLBACK (explained_cb), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The HTML guide in the browser, when it was built: TRUE when it was
 * handed to the browser. */
static gboolean
show_html (GtkWindow *parent)
{
  g_autofree char *index = valet_help_html_index ();
  g_autofree char *uri = index ? g_filename_to_uri (index, NULL, NULL) : NULL;

  if (uri == NULL)
    return FALSE;
  if (launcher != NULL)
    launcher (parent, uri);
  else
    gtk_show_uri (parent, uri, GDK_CURRENT_TIME);
  return TRUE;
}

static void
shown_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GError) error = NULL;

  if (!gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
      && !show_html (GTK_WINDOW (source)))
    explain (GTK_WINDOW (source), "help:valet", error->message);
}

void
valet_help_show (GtkWindow *parent)
{
  g_autofree char *location = valet_help_location ();
  g_autofree char *yelp = g_find_program_in_path ("yelp");

  /* No help viewer: the HTML pages, which any browser reads. */
  if (yelp == NULL && show_html (parent))
    return;
  if (g_str_has_prefix (location, "help:"))
    {
      gtk_show_uri_full (parent, location, GDK_CURRENT_TIME, NULL, shown_cb, NULL);
      return;
    }
  /* The pages' folder: Yelp opens a folder of Mallard pages as a guide. */
  g_autoptr (GError) error = NULL;
  const char *argv[] = { yelp, location, NULL };
  if (yelp == NULL
      || !g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, &error))
    explain (parent, location, error ? error->message : "");
}
