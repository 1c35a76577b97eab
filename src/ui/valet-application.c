/* valet-application.c: the application. */
#define G_LOG_DOMAIN "valet-application"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-application.h"
#include "valet-help.h"
#include "valet-window.h"

struct _ValetApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (ValetApplication, valet_application, ADW_TYPE_APPLICATION)

static ValetWindow *
window_for (ValetApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (valet_window_new (ADW_APPLICATION (self)));
  return VALET_WINDOW (window);
}

static void
valet_application_activate (GApplication *app)
{
  gtk_window_present (GTK_WINDOW (window_for (VALET_APPLICATION (app))));
}

/* `valet DIR` or `valet FILE`: one window per tournament. */
static void
valet_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  for (int i = 0; i < n_files; i++)
    {
      ValetWindow *window = valet_window_new (ADW_APPLICATION (app));
      g_autoptr (GFile) what = valet_window_what_to_open (files[i]);

      valet_window_open (window, what);
      gtk_window_present (GTK_WINDOW (window));
    }
}

static void
about_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ValetApplication *self = user_data;
  static const char *developers[] = { "The Valet contributors", NULL };
  static const char *valet_authors[] = { "Søren Hein", NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (GTK_APPLICATION (self)),
                        "application-name", "Valet",
                        "application-icon", APP_ID,
                        "version", PACKAGE_VERSION,
                        "comments", _("Butler and Valet scores of bridge tournaments: each "
                                      "pair's score split into bidding, declarer play, "
                                      "opening lead and defence."),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "developers", developers,
                        "translator-credits", _("translator-credits"),
                        NULL);
  adw_about_window_add_credit_section (ADW_ABOUT_WINDOW (about), _("The Valet Score by"),
                                       valet_authors);
  gtk_window_present (GTK_WINDOW (about));
}

/* The user guide, from help/ (see valet-help.c). */
static void
help_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ValetApplication *self = user_data;

  valet_help_show (gtk_application_get_active_window (GTK_APPLICATION (self)));
}

static void quit_asking (ValetWindow *window, gpointer data);

/* Ctrl+Q goes through the same question as each window's close button:
 * the windows with corrections not saved are asked in turn, and Cancel
 * (or Save) on any of them stops the quit there. */
static void
quit_asking (ValetWindow *discarded, gpointer data)
{
  GtkApplication *app = GTK_APPLICATION (data);
  g_autoptr (GList) windows = NULL;

  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (VALET_IS_WINDOW (l->data)
        && valet_window_ask_unsaved (VALET_WINDOW (l->data), quit_asking, app))
      return;
  /* Nothing left to lose: every window goes, and the application with
   * them. */
  windows = g_list_copy (gtk_application_get_windows (app));
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_destroy (GTK_WINDOW (l->data));
  g_application_quit (G_APPLICATION (app));
}

static void
quit_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  quit_asking (NULL, user_data);
}

static void
valet_application_startup (GApplication *app)
{
  static const GActionEntry entries[] = {
    { .name = "about", .activate = about_activated },
    { .name = "help", .activate = help_activated },
    { .name = "quit", .activate = quit_activated },
  };
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *help_accels[] = { "F1", NULL };

  G_APPLICATION_CLASS (valet_application_parent_class)->startup (app);
  g_action_map_add_action_entries (G_ACTION_MAP (app), entries, G_N_ELEMENTS (entries), app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.help", help_accels);
}

/* `valet --version` prints the version and ends here, before any window
 * or display: -1 lets the rest of the command line go on. */
static int
valet_application_handle_local_options (GApplication *app, GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("valet %s\n", PACKAGE_VERSION);
      return 0;
    }
  return -1;
}

static void
valet_application_class_init (ValetApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = valet_application_activate;
  app_class->open = valet_application_open;
  app_class->startup = valet_application_startup;
  app_class->handle_local_options = valet_application_handle_local_options;
}

static void
valet_application_init (ValetApplication *self)
{
  g_application_add_main_option (G_APPLICATION (self), "version", 0, G_OPTION_FLAG_NONE,
                                 G_OPTION_ARG_NONE, _("Show the version and exit"), NULL);
}

ValetApplication *
valet_application_new (GApplicationFlags flags)
{
  return g_object_new (VALET_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", flags | G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/org/valetbridge/Valet",
                       NULL);
}
