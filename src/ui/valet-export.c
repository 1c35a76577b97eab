/* valet-export.c: the Export menu's work. */
#define G_LOG_DOMAIN "valet-export"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-export.h"
#include "valet-output-file.h"
#include "valet-pdf-writer.h"
#include "valet-report.h"
#include "valet-save-as.h"
#include "valet-xlsx-writer.h"

typedef struct {
  GtkFileChooserNative *chooser;
  AdwToastOverlay      *toasts;     /* weak: the window may close first */
  GtkWindow            *parent;     /* weak, likewise: dialogs go over it */
  ValetSource          *source;     /* what the results were read from */
  ValetRun             *run;        /* the run on screen when asked */
  char                 *title;
  char                 *path;
  ValetExportFormat     format;
  ValetPaper            paper;
  gboolean              force;      /* the user said to replace a read-only file */
  GPtrArray            *warnings;   /* char *: what the workbook had to change */
} Export;

static void
export_free (gpointer p)
{
  Export *e = p;

  if (e->chooser)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (e->chooser));
  g_clear_object (&e->chooser);
  g_clear_weak_pointer (&e->toasts);
  g_clear_weak_pointer (&e->parent);
  g_clear_object (&e->source);
  g_clear_pointer (&e->run, valet_run_unref);
  g_free (e->title);
  g_free (e->path);
  g_clear_pointer (&e->warnings, g_ptr_array_unref);
  g_free (e);
}

static void
toast (Export *e, const char *text)
{
  AdwToast *t;

  if (e->toasts == NULL)
    return;
  t = adw_toast_new (text);
  adw_toast_set_timeout (t, 5);
  adw_toast_overlay_add_toast (e->toasts, t);
}

static void
export_in_thread (GTask *task, gpointer source_object, gpointer data,
                  GCancellable *cancellable)
{
  Export *e = data;
  g_autoptr (ValetReport) report =
    valet_report_new_for_run (e->run, e->title);
  GError *error = NULL;
  gboolean ok;

  valet_output_set_replace_read_only (e->force);
  ok = e->format == VALET_EXPORT_PDF
    ? valet_write_pdf (report, e->path, e->paper, &error)
    : valet_write_xlsx_warn (report, e->path, e->warnings, &error);
  valet_output_set_replace_read_only (FALSE);

  if (ok)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* A dialog over the window, or a toast when there is none. */
static void
tell (Export *e, const char *heading, const char *body)
{
  AdwMessageDialog *dialog;

  if (e->parent == NULL)
    {
      g_autofree char *text = g_strdup_printf ("%s: %s", heading, body);
      toast (e, text);
      return;
    }
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (e->parent, heading, body));
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
exported_cb (GObject *object, GAsyncResult *result, gpointer data)
{
  Export *e = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  g_autofree char *base = g_filename_display_basename (e->path);
  g_autofree char *text = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    text = g_strdup_printf (_("Could not save “%s”: %s"), base, error->message);
  else if (e->warnings->len > 0)
    {
      /* Saved, but not quite as shown: said where it cannot be missed. */
      g_autofree char *heading = g_strdup_printf (_("“%s” Was Saved With Changes"), base);
      g_autoptr (GString) body = g_string_new (NULL);
      for (guint i = 0; i < e->warnings->len; i++)
        {
          const char *w = g_ptr_array_index (e->warnings, i);
          g_autofree char *first = g_utf8_strup (w, g_utf8_next_char (w) - w);
          g_string_append_printf (body, "%s%s%s.", i ? "\n\n" : "", first,
                                  g_utf8_next_char (w));
        }
      tell (e, heading, body->str);
      return;
    }
  else
    text = g_strdup_printf (_("Saved “%s”"), base);
  toast (e, text);
}

static void
start_thread (Export *e)
{
  g_autoptr (GTask) task = NULL;

  toast (e, _("Saving…"));
  task = g_task_new (NULL, NULL, exported_cb, NULL);
  g_task_set_task_data (task, e, export_free);
  g_task_run_in_thread (task, export_in_thread);
}

static void
read_only_response_cb (AdwMessageDialog *dialog, const char *response, Export *e)
{
  if (!g_str_equal (response, "replace"))
    {
      export_free (e);
      return;
    }
  e->force = TRUE;
  start_thread (e);
}

/* Never over the files the results were read from, nor over a folder,
 * a link, a device or a pipe; a read-only file only when the user says
 * so.  Takes @e. */
static void
write_in_thread (Export *e)
{
  g_autofree char *imported = valet_save_as_imported_file (e->source, e->path);
  g_autoptr (GError) error = NULL;

  if (imported != NULL)
    {
      g_autofree char *shown = g_filename_display_name (imported);
      g_autofree char *body = g_strdup_printf (_("The results were read from “%s”. Choose "
                                                 "another file, so that the original stays "
                                                 "as it is."), shown);
      tell (e, _("Cannot Export Over the Imported Results"), body);
      export_free (e);
      return;
    }
  if (valet_output_check_target (e->path, &error))
    {
      start_thread (e);
      return;
    }
  if (e->parent != NULL
      && g_error_matches (error, VALET_OUTPUT_ERROR, VALET_OUTPUT_ERROR_READ_ONLY))
    {
      valet_save_as_ask_read_only (e->parent, e->path, error->message,
                                   G_CALLBACK (read_only_response_cb), e);
      return;
    }
  g_autofree char *name = g_filename_display_basename (e->path);
  g_autofree char *heading = g_strdup_printf (_("“%s” Could Not Be Saved"), name);
  tell (e, heading, error->message);
  export_free (e);
}

static void
response_cb (GtkNativeDialog *dialog, int response, gpointer data)
{
  Export *e = data;
  g_autoptr (GFile) file = NULL;

  if (response != GTK_RESPONSE_ACCEPT)
    {
      export_free (e);
      return;
    }
  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  e->path = file ? g_file_get_path (file) : NULL;
  if (e->path == NULL)
    {
      toast (e, _("Reports can only be saved to a local folder"));
      export_free (e);
      return;
    }
  write_in_thread (e);
}

/* What the worker needs, taken now: the document may score again or
 * load another tournament while the file is written. */
static Export *
export_new (ValetDocument *document, ValetExportFormat format,
            AdwToastOverlay *toasts)
{
  ValetSource *source = valet_document_get_source (document);
  Export *e;

  if (source == NULL || valet_document_get_run (document) == NULL)
    {
      if (toasts)
        adw_toast_overlay_add_toast (toasts, adw_toast_new (_("Open a tournament first")));
      return NULL;
    }
  e = g_new0 (Export, 1);
  e->format = format;
  e->warnings = g_ptr_array_new_with_free_func (g_free);
  e->source = g_object_ref (source);
  /* The numbers on screen, with the options they were scored with. */
  e->run = valet_run_ref (valet_document_get_run (document));
  e->title = g_strdup (valet_document_get_title (document));
  /* Letter where the locale's paper is Letter, else A4. */
  e->paper = g_str_equal (gtk_paper_size_get_default (), GTK_PAPER_NAME_LETTER)
             ? VALET_PAPER_LETTER : VALET_PAPER_A4;
  g_set_weak_pointer (&e->toasts, toasts);
  if (toasts != NULL && GTK_IS_WINDOW (gtk_widget_get_root (GTK_WIDGET (toasts))))
    g_set_weak_pointer (&e->parent, GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (toasts))));
  return e;
}

void
valet_export_to_file (ValetDocument *document, ValetExportFormat format,
                      const char *path, AdwToastOverlay *toasts)
{
  Export *e = export_new (document, format, toasts);

  if (e == NULL)
    return;
  e->path = g_strdup (path);
  write_in_thread (e);
}

void
valet_export_start (GtkWindow *parent, ValetDocument *document,
                    ValetExportFormat format, AdwToastOverlay *toasts)
{
  gboolean pdf = format == VALET_EXPORT_PDF;
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *name = NULL;
  Export *e = export_new (document, format, toasts);

  if (e == NULL)
    return;
  if (e->parent == NULL && parent != NULL)
    g_set_weak_pointer (&e->parent, parent);

  e->chooser = gtk_file_chooser_native_new (pdf ? _("Export PDF") : _("Export Spreadsheet"),
                                            parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                            _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (e->chooser), TRUE);
  gtk_file_filter_set_name (filter, pdf ? _("PDF documents") : _("Excel workbooks"));
  gtk_file_filter_add_suffix (filter, pdf ? "pdf" : "xlsx");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (e->chooser), filter);
  name = g_strdup_printf ("%s.%s", *e->title ? e->title : "valet", pdf ? "pdf" : "xlsx");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (e->chooser), name);
  g_signal_connect (e->chooser, "response", G_CALLBACK (response_cb), e);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (e->chooser));
}
