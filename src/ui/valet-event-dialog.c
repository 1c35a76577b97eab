/* valet-event-dialog.c: the event's details, given by hand.
 *
 * One entry row per detail, filled with what is used now: the user's
 * earlier words, or what the results file says.  A row left as it was
 * changes nothing; an emptied row goes back to the file's.
 */
#define G_LOG_DOMAIN "valet-event-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-event-dialog.h"
#include "valet-text-limit.h"

typedef struct {
  ValetDocument   *document;
  AdwToastOverlay *toasts;
  GtkEditable     *rows[VALET_EVENT_N_DETAILS];
} Dialog;

static void
dialog_free (gpointer data, GClosure *closure)
{
  Dialog *d = data;

  g_object_unref (d->document);
  g_clear_object (&d->toasts);
  g_free (d);
}

static const char *
row_title (ValetEventDetail detail)
{
  switch (detail)
    {
    case VALET_EVENT_TITLE:     return _("Name");
    case VALET_EVENT_DATE:      return _("Date");
    case VALET_EVENT_VENUE:     return _("Venue");
    case VALET_EVENT_ORGANISER: return _("Organiser");
    case VALET_EVENT_DIRECTOR:
    default:                    return _("Tournament director");
    }
}

static void
response_cb (AdwMessageDialog *dialog, const char *response, Dialog *d)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *cut = NULL;

  if (g_strcmp0 (response, "save") != 0)
    return;
  for (ValetEventDetail i = 0; i < VALET_EVENT_N_DETAILS; i++)
    {
      const char *text = gtk_editable_get_text (d->rows[i]);
      gsize length = valet_text_length (text);
      if (g_strcmp0 (text, valet_document_get_event (d->document, i)) == 0)
        continue;
      /* The document keeps as much as a file may give (valet-text-limit.h). */
      if (cut == NULL && length > valet_text_max_chars ((ValetTextKind) i))
        cut = valet_text_cut_message ((ValetTextKind) i, length);
      if (!valet_document_set_event (d->document, i, text, error ? NULL : &error))
        continue;
    }
  if (cut != NULL && d->toasts != NULL)
    adw_toast_overlay_add_toast (d->toasts, adw_toast_new (cut));
  if (error != NULL && d->toasts != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The event's details are used, but could not "
                                                 "be kept beside the results: %s"),
                                               error->message);
      adw_toast_overlay_add_toast (d->toasts, adw_toast_new (text));
    }
}

static GtkWidget *
rows_new (Dialog *d)
{
  GtkWidget *group = adw_preferences_group_new ();

  for (ValetEventDetail i = 0; i < VALET_EVENT_N_DETAILS; i++)
    {
      GtkWidget *row = adw_entry_row_new ();
      const char *value = valet_document_get_event (d->document, i);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), row_title (i));
      gtk_editable_set_text (GTK_EDITABLE (row), value ? value : "");
      adw_entry_row_set_activates_default (ADW_ENTRY_ROW (row), TRUE);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      d->rows[i] = GTK_EDITABLE (row);
    }
  return group;
}

AdwMessageDialog *
valet_event_dialog_present (GtkWindow *parent, ValetDocument *document,
                            AdwToastOverlay *toasts)
{
  AdwMessageDialog *dialog;
  Dialog *d;

  if (valet_document_get_title (document) == NULL)
    return NULL;   /* nothing is open */
  d = g_new0 (Dialog, 1);
  d->document = g_object_ref (document);
  d->toasts = toasts ? g_object_ref (toasts) : NULL;
  dialog = ADW_MESSAGE_DIALOG (
    adw_message_dialog_new (parent, _("Event Details"),
                            _("Shown in the window and on every report, and kept beside the "
                              "results. Empty a line for what the results file says.")));
  adw_message_dialog_set_extra_child (dialog, rows_new (d));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (response_cb), d,
                         dialog_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (GTK_WIDGET (d->rows[VALET_EVENT_TITLE]));
  return dialog;
}
