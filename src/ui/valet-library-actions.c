/* valet-library-actions.c: Add to Library and the Library page, from
 * the main window. */
#define G_LOG_DOMAIN "valet-library"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-library.h"
#include "valet-library-actions.h"
#include "valet-library-season.h"
#include "valet-library-window.h"

char *
valet_library_actions_path (GSettings *settings)
{
  g_autofree char *path = g_settings_get_string (settings, "library-path");

  if (path[0] == '\0')
    return valet_library_default_path ();
  return g_steal_pointer (&path);
}

static AdwToastOverlay *
toast_overlay_of (ValetWindow *window)
{
  return ADW_TOAST_OVERLAY (g_object_get_data (G_OBJECT (window), "valet-library-toasts"));
}

void
valet_library_actions_changed (void)
{
  /* A Library page open lists the events as they are now. */
  g_autoptr (GList) windows = gtk_window_list_toplevels ();
  for (GList *l = windows; l != NULL; l = l->next)
    if (VALET_IS_LIBRARY_WINDOW (l->data))
      valet_library_window_reload (l->data);
}

static void
added_cb (GObject *object, GAsyncResult *result, gpointer data)
{
  g_autoptr (ValetWindow) window = data;
  g_autoptr (GError) error = NULL;
  gboolean replaced = FALSE;
  g_autofree char *text = NULL;
  AdwToastOverlay *toasts = toast_overlay_of (window);
  const char *title = valet_document_get_title (valet_window_get_document (window));
  g_autoptr (ValetSource) source = g_object_steal_data (G_OBJECT (window), "valet-library-adding");

  if (!valet_library_add_source_finish (result, &replaced, &error))
    /* Translators: the event, then why (with the library's path). */
    text = g_strdup_printf (_("“%s” was not added to the library: %s"), title, error->message);
  else if (source != NULL && valet_source_get_library_event (source, NULL) != 0)
    {
      text = g_strdup_printf (_("“%s” was updated in the library with its corrections"), title);
      /* What the library keeps now is what the window shows: closing it
       * loses nothing (unless corrected again meanwhile). */
      if (source == valet_document_get_source (valet_window_get_document (window)))
        valet_document_mark_saved (valet_window_get_document (window),
                                   valet_document_n_corrections (valet_window_get_document (window)));
    }
  else if (replaced)
    text = g_strdup_printf (_("“%s” was replaced in the library"), title);
  else
    text = g_strdup_printf (_("“%s” was added to the library"), title);
  g_object_set_data_full (G_OBJECT (window), "valet-library-last", g_strdup (text), g_free);
  if (error == NULL)
    valet_library_actions_changed ();
  if (toasts != NULL)
    {
      AdwToast *toast = adw_toast_new (text);
      /* An error stays until read; a success goes by itself. */
      adw_toast_set_timeout (toast, error != NULL ? 0 : 4);
      if (error == NULL)
        {
          adw_toast_set_button_label (toast, _("_Library"));
          adw_toast_set_action_name (toast, "win.library");
        }
      adw_toast_overlay_add_toast (toasts, toast);
    }
}

static void
add_to_library (ValetWindow *window)
{
  ValetSource *source = valet_document_get_source (valet_window_get_document (window));
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *path = valet_library_actions_path (settings);

  if (source == NULL)
    {
      AdwToastOverlay *toasts = toast_overlay_of (window);
      if (toasts != NULL)
        adw_toast_overlay_add_toast (toasts, adw_toast_new (_("Open results to add them to "
                                                              "the library")));
      return;
    }
  if (valet_source_get_library_event (source, NULL) != 0
      && valet_document_n_corrections (valet_window_get_document (window)) == 0)
    {
      /* Read from the library and not corrected since: adding it again
       * would change nothing. */
      AdwToastOverlay *toasts = toast_overlay_of (window);
      g_autofree char *text = g_strdup_printf (_("“%s” is already in the library"),
                                               valet_document_get_title (
                                                 valet_window_get_document (window)));
      g_object_set_data_full (G_OBJECT (window), "valet-library-last", g_strdup (text), g_free);
      if (toasts != NULL)
        adw_toast_overlay_add_toast (toasts, adw_toast_new (text));
      return;
    }
  /* The source added goes with the window to the answer: it tells an
   * event of the library updated, and whether it is still the one shown. */
  g_object_set_data_full (G_OBJECT (window), "valet-library-adding", g_object_ref (source),
                          g_object_unref);
  valet_library_add_source_async (path, G_OBJECT (source), NULL, added_cb,
                                  g_object_ref (window));
}

static void
add_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  add_to_library (VALET_WINDOW (widget));
}

static void
library_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ValetWindow *window = VALET_WINDOW (widget);
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *path = valet_library_actions_path (settings);
  ValetOptions options;
  ValetLibraryWindow *library;

  ValetDocument *document = valet_window_get_document (window);
  gboolean lead;
  ValetScoring scoring;

  /* The method of the preferences, not what the event open made of it:
   * the lead split even if that event has no leads, and the default
   * form for events that declare none. */
  valet_document_get_options (document, &options);
  g_object_get (document, "lead", &lead, "default-scoring", &scoring, NULL);
  options.lead = lead;
  options.scoring = scoring;
  library = valet_library_window_new (GTK_WINDOW (window), path, &options);
  valet_options_clear (&options);
  gtk_window_present (GTK_WINDOW (library));
}

void
valet_library_actions_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.add-to-library", NULL, add_action);
  gtk_widget_class_install_action (widget_class, "win.library", NULL, library_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK,
                                       "win.add-to-library", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, GDK_CONTROL_MASK,
                                       "win.library", NULL);
}

void
valet_library_actions_attach (ValetWindow *window, AdwToastOverlay *toasts)
{
  /* Held: an add may end after the window is closed. */
  g_object_set_data_full (G_OBJECT (window), "valet-library-toasts", g_object_ref (toasts),
                          g_object_unref);
}

void
valet_library_actions_opened (ValetWindow *window)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  ValetSource *source = valet_document_get_source (valet_window_get_document (window));

  /* An event opened from the library is there already. */
  if (g_settings_get_boolean (settings, "add-every-event")
      && (source == NULL || valet_source_get_library_event (source, NULL) == 0))
    add_to_library (window);
}

/* The path typed is kept when applied; an empty one means the default. */
static void
path_apply_cb (AdwEntryRow *row, GSettings *settings)
{
  g_autofree char *fallback = valet_library_default_path ();
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));

  g_settings_set_string (settings, "library-path",
                         g_strcmp0 (text, fallback) == 0 ? "" : text);
  if (text[0] == '\0')
    gtk_editable_set_text (GTK_EDITABLE (row), fallback);
}

GtkWidget *
valet_library_actions_preferences (void)
{
  GSettings *settings = g_settings_new (APP_ID);
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *add_row = adw_action_row_new ();
  GtkWidget *add_switch = gtk_switch_new ();
  GtkWidget *path_row = adw_entry_row_new ();
  g_autofree char *path = valet_library_actions_path (settings);

  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("Library"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "folder-documents-symbolic");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Library of Events"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The events a season ranking is made of"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (add_row), _("_Add every event I open"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (add_row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (add_row),
                               _("The same results opened again replace their event"));
  gtk_widget_set_valign (add_switch, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (add_row), add_switch);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (add_row), add_switch);
  g_settings_bind (settings, "add-every-event", add_switch, "active", G_SETTINGS_BIND_DEFAULT);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), add_row);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (path_row), _("Library _file"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (path_row), TRUE);
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (path_row), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (path_row), path);
  g_signal_connect (path_row, "apply", G_CALLBACK (path_apply_cb), settings);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), path_row);

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  g_object_set_data_full (G_OBJECT (page), "valet-settings", settings, g_object_unref);
  return page;
}

/* The window to show @id in: one that shows it already, else the main
 * window the Library page was opened from when it shows nothing, else
 * a new one, as for a file opened. */
ValetWindow *
valet_library_actions_open_event (GtkWindow *library_window, const char *library, gint64 id)
{
  GtkWindow *parent = gtk_window_get_transient_for (library_window);
  GtkApplication *app = parent ? gtk_window_get_application (parent) : NULL;
  g_autoptr (GList) windows = gtk_window_list_toplevels ();
  ValetWindow *window = NULL;

  g_return_val_if_fail (library != NULL && id > 0, NULL);
  for (GList *l = windows; l != NULL && window == NULL; l = l->next)
    if (VALET_IS_WINDOW (l->data) && valet_window_shows_library_event (l->data, library, id))
      window = l->data;
  if (window != NULL)
    {
      gtk_window_present (GTK_WINDOW (window));
      return window;
    }
  if (VALET_IS_WINDOW (parent)
      && valet_document_get_source (valet_window_get_document (VALET_WINDOW (parent))) == NULL)
    window = VALET_WINDOW (parent);
  else
    window = valet_window_new (app ? ADW_APPLICATION (app) : NULL);
  valet_window_open_library_event (window, library, id);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}
