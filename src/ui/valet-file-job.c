/* valet-file-job.c: one file written from the window, safely. */
#define G_LOG_DOMAIN "valet-file-job"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-file-job.h"
#include "valet-output-file.h"
#include "valet-reader.h"

/* How long a write goes on before a toast says "Saving…", and how long
 * that toast stays. */
#define SAVING_DELAY_MS 700
#define SAVING_TOAST_S  2

ValetFileJob *
valet_file_job_new (const ValetFileJobClass *klass, ValetDocument *document, guint format,
                    GtkWindow *parent, AdwToastOverlay *toasts)
{
  ValetSource *source = valet_document_get_source (document);
  GtkRoot *root = toasts != NULL ? gtk_widget_get_root (GTK_WIDGET (toasts)) : NULL;
  ValetFileJob *job;

  if (source == NULL || (klass->needs_run && valet_document_get_run (document) == NULL))
    {
      if (toasts != NULL)
        adw_toast_overlay_add_toast (toasts, adw_toast_new (_("Open a tournament first")));
      return NULL;
    }
  job = g_malloc0 (MAX (klass->size, sizeof (ValetFileJob)));
  job->klass = klass;
  job->format = format;
  /* Kept for the worker: the document may load another tournament
   * while the file is written. */
  job->source = g_object_ref (source);
  g_set_weak_pointer (&job->document, document);
  job->corrections = valet_document_n_corrections (document);
  g_set_weak_pointer (&job->toasts, toasts);
  g_set_weak_pointer (&job->parent, parent == NULL && GTK_IS_WINDOW (root) ? GTK_WINDOW (root)
                                                                          : parent);
  return job;
}

void
valet_file_job_free (ValetFileJob *job)
{
  if (job->klass->finalize != NULL)
    job->klass->finalize (job);
  if (job->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (job->chooser));
  g_clear_object (&job->chooser);
  g_clear_handle_id (&job->saving, g_source_remove);
  g_clear_weak_pointer (&job->parent);
  g_clear_weak_pointer (&job->toasts);
  g_clear_weak_pointer (&job->document);
  g_clear_object (&job->source);
  g_free (job->path);
  g_free (job);
}

void
valet_file_job_toast (ValetFileJob *job, const char *text)
{
  if (job->toasts != NULL)
    adw_toast_overlay_add_toast (job->toasts, adw_toast_new (text));
}

void
valet_file_job_tell (ValetFileJob *job, const char *heading, const char *body)
{
  AdwMessageDialog *dialog;

  if (job->parent == NULL)
    {
      g_autofree char *text = g_strdup_printf ("%s: %s", heading, body);
      valet_file_job_toast (job, text);
      return;
    }
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (job->parent, heading, body));
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

void
valet_file_job_ask_replace (ValetFileJob *job, const char *heading, const char *body,
                            GCallback answered, gpointer data)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (job->parent, heading,
                                                                         body));

  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "replace", _("_Replace"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "replace", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", answered, data);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
then_write_cb (AdwMessageDialog *dialog, const char *response, ValetFileJob *job)
{
  if (g_str_equal (response, "replace"))
    valet_file_job_write (job, NULL, NULL);
  else
    valet_file_job_free (job);
}

void
valet_file_job_ask_then_write (ValetFileJob *job, const char *heading, const char *body)
{
  valet_file_job_ask_replace (job, heading, body, G_CALLBACK (then_write_cb), job);
}

/* ---- never over the imported files --------------------------------------- */

static GPtrArray *
targets (ValetFileJob *job)
{
  GPtrArray *files;

  if (job->klass->targets != NULL)
    return job->klass->targets (job);
  files = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (files, g_strdup (job->path));
  return files;
}

/* The imported file writing would replace, or NULL. */
static char *
replaced_import (ValetFileJob *job)
{
  if (job->over_read)
    return NULL;
  GFile *read = valet_source_get_file (job->source);
  g_autofree char *path = read ? g_file_get_path (read) : NULL;
  g_autoptr (GPtrArray) imported = path ? valet_input_files (path, VALET_INPUT_AUTO)
                                        : g_ptr_array_new ();
  g_autoptr (GPtrArray) written = targets (job);

  gboolean folder = job->klass->fills_folder != NULL && job->klass->fills_folder (job);

  for (guint j = 0; j < imported->len; j++)
    if (folder && valet_path_within (g_ptr_array_index (imported, j), job->path))
      return g_strdup (g_ptr_array_index (imported, j));
  for (guint i = 0; i < written->len; i++)
    for (guint j = 0; j < imported->len; j++)
      if (valet_same_file (g_ptr_array_index (written, i), g_ptr_array_index (imported, j)))
        return g_strdup (g_ptr_array_index (imported, j));
  return NULL;
}

/* Ends @task with a dialog when the files may not be written there:
 * TRUE then.  FALSE with @read_only set when one of them is read-only
 * and the user may be asked. */
static gboolean
refuse (ValetFileJob *job, GTask *task, GError **read_only)
{
  g_autofree char *replaced = replaced_import (job);
  g_autoptr (GPtrArray) written = targets (job);
  g_autoptr (GError) error = NULL;

  if (replaced != NULL)
    {
      g_autofree char *shown = g_filename_display_name (replaced);
      g_autofree char *body = g_strdup_printf (_(job->klass->imported_body), shown);
      valet_file_job_tell (job, _(job->klass->imported_heading), body);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_EXISTS, "%s", body);
      return TRUE;
    }
  if (job->klass->check != NULL && !job->klass->check (job, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return TRUE;
    }
  for (guint i = 0; i < written->len && error == NULL; i++)
    valet_output_check_target (g_ptr_array_index (written, i), &error);
  if (error == NULL)
    return FALSE;
  if (job->parent != NULL
      && g_error_matches (error, VALET_OUTPUT_ERROR, VALET_OUTPUT_ERROR_READ_ONLY))
    {
      g_propagate_error (read_only, g_steal_pointer (&error));
      return FALSE;
    }
  g_autofree char *name = g_filename_display_basename (job->path);
  g_autofree char *heading = g_strdup_printf (_("“%s” Could Not Be Saved"), name);
  valet_file_job_tell (job, heading, error->message);
  g_task_return_error (task, g_steal_pointer (&error));
  return TRUE;
}

/* ---- writing ------------------------------------------------------------- */

static void
write_in_thread (GTask *task, gpointer source_object, gpointer data, GCancellable *cancellable)
{
  ValetFileJob *job = data;
  GError *error = NULL;
  gboolean ok;

  /* The permission to replace a read-only file is the thread's: this
   * job's alone. */
  valet_output_set_replace_read_only (job->force);
  ok = job->klass->write (job, &error);
  valet_output_set_replace_read_only (FALSE);
  if (ok)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* Opens the file or folder a "Saved" toast names in the application
 * the desktop has for it. */
static void
open_saved_cb (GSimpleAction *action, GVariant *uri, gpointer data)
{
  GtkWidget *overlay = data;
  GtkRoot *root = gtk_widget_get_root (overlay);

  gtk_show_uri (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                g_variant_get_string (uri, NULL), GDK_CURRENT_TIME);
}

/* "Saved …" with a button that opens what was saved: the toast's action
 * lives in a group of the overlay's own ("file-job.open"), so that the
 * job, gone by then, need not outlive it. */
static void
saved_toast (ValetFileJob *job, const char *text)
{
  g_autoptr (GFile) file = g_file_new_for_path (job->path);
  g_autofree char *uri = g_file_get_uri (file);
  AdwToast *toast;

  if (job->toasts == NULL)
    return;
  /* GTK 4.8 cannot look a widget's action group up: a mark says it is
   * there. */
  if (g_object_get_data (G_OBJECT (job->toasts), "valet-file-job-actions") == NULL)
    {
      g_autoptr (GSimpleActionGroup) group = g_simple_action_group_new ();
      g_autoptr (GSimpleAction) open = g_simple_action_new ("open", G_VARIANT_TYPE_STRING);

      g_signal_connect_object (open, "activate", G_CALLBACK (open_saved_cb), job->toasts, 0);
      g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (open));
      gtk_widget_insert_action_group (GTK_WIDGET (job->toasts), "file-job", G_ACTION_GROUP (group));
      g_object_set_data (G_OBJECT (job->toasts), "valet-file-job-actions", group);
    }
  toast = adw_toast_new (text);
  adw_toast_set_button_label (toast, _("_Open"));
  adw_toast_set_detailed_action_name (toast, "file-job.open");
  adw_toast_set_action_target_value (toast, g_variant_new_string (uri));
  adw_toast_overlay_add_toast (job->toasts, toast);
}

/* How the writing went, unless the job said so itself. */
static void
report (ValetFileJob *job, const GError *error)
{
  g_autofree char *name = g_filename_display_basename (job->path);

  if (job->klass->report != NULL && job->klass->report (job, error))
    return;
  if (error == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Saved “%s”"), name);
      saved_toast (job, text);
      return;
    }
  g_autofree char *heading = g_strdup_printf (_("“%s” Could Not Be Saved"), name);
  valet_file_job_tell (job, heading, error->message);
}

static void
written_cb (GObject *object, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  GError *error = NULL;

  g_task_propagate_boolean (G_TASK (result), &error);
  ValetFileJob *job = g_task_get_task_data (task);

  /* Written before it was worth saying "Saving…": it is never said. */
  g_clear_handle_id (&job->saving, g_source_remove);
  report (job, error);
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/* "Saving…", for a write that takes a while: most are done before a
 * toast would be read. */
static gboolean
saving_cb (gpointer data)
{
  ValetFileJob *job = data;

  job->saving = 0;
  if (job->toasts != NULL)
    {
      /* Short, and never dismissed early: libadwaita 1.2 can free a toast
       * twice that is dismissed while it slides in. */
      AdwToast *toast = adw_toast_new (_("Saving…"));
      adw_toast_set_timeout (toast, SAVING_TOAST_S);
      adw_toast_overlay_add_toast (job->toasts, toast);
    }
  return G_SOURCE_REMOVE;
}

/* Takes @task, finished when the files are written. */
static void
start_writing (ValetFileJob *job, GTask *task)
{
  g_autoptr (GTask) write = g_task_new (NULL, NULL, written_cb, task);

  job->saving = g_timeout_add (SAVING_DELAY_MS, saving_cb, job);
  g_task_set_task_data (write, job, NULL);
  g_task_run_in_thread (write, write_in_thread);
}

static void
read_only_response_cb (AdwMessageDialog *dialog, const char *response, GTask *task)
{
  ValetFileJob *job = g_task_get_task_data (task);

  if (g_str_equal (response, "replace"))
    {
      job->force = TRUE;
      start_writing (job, task);
      return;
    }
  g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           "a read-only file was not replaced");
  g_object_unref (task);
}

void
valet_file_job_write (ValetFileJob *job, GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, NULL, callback, user_data);
  g_autoptr (GError) error = NULL;

  g_task_set_source_tag (task, valet_file_job_write);
  g_task_set_task_data (task, job, (GDestroyNotify) valet_file_job_free);
  if (refuse (job, task, &error))
    return;
  if (error == NULL)
    {
      start_writing (job, g_steal_pointer (&task));
      return;
    }
  /* Takes the task: a read-only file is replaced only when the user
   * says so. */
  g_autofree char *name = g_filename_display_basename (job->path);
  g_autofree char *heading = g_strdup_printf (_("Replace the Read-Only “%s”?"), name);
  valet_file_job_ask_replace (job, heading, error->message, G_CALLBACK (read_only_response_cb),
                              g_steal_pointer (&task));
}

/* ---- the file chooser ---------------------------------------------------- */

static void
response_cb (GtkNativeDialog *dialog, int response, ValetFileJob *job)
{
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  job->path = file != NULL ? g_file_get_path (file) : NULL;
  if (job->path == NULL)
    {
      if (file != NULL)
        valet_file_job_toast (job, _(job->klass->not_local));
      valet_file_job_free (job);
      return;
    }
  if (job->klass->read_choices != NULL)
    job->klass->read_choices (job, GTK_FILE_CHOOSER (dialog));
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (job->chooser));
  g_clear_object (&job->chooser);
  valet_file_job_confirm_then_write (job);
}

void
valet_file_job_confirm_then_write (ValetFileJob *job)
{
  /* Nothing to ask about where the writing is refused anyway. */
  g_autofree char *replaced = replaced_import (job);

  if (replaced != NULL || job->klass->confirm == NULL || !job->klass->confirm (job))
    valet_file_job_write (job, NULL, NULL);
}

/* The folder of @source's results (the folder itself when one was
 * opened); the home folder without results. */
static GFile *
start_folder_of (ValetSource *source)
{
  GFile *file = source ? valet_source_get_file (source) : NULL;

  if (file == NULL)
    return g_file_new_for_path (g_get_home_dir ());
  if (g_file_query_file_type (file, G_FILE_QUERY_INFO_NONE, NULL) == G_FILE_TYPE_DIRECTORY)
    return g_object_ref (file);
  return g_file_get_parent (file);
}

GFile *
valet_file_job_start_folder (ValetDocument *document)
{
  return start_folder_of (document ? valet_document_get_source (document) : NULL);
}

void
valet_file_job_choose (ValetFileJob *job, const char *title, GtkFileChooserAction action,
                       const char *accept, const char *filter_name, const char *stem,
                       const char *suffix)
{
  GtkFileChooser *chooser;

  job->chooser = gtk_file_chooser_native_new (title, job->parent, action, accept, _("_Cancel"));
  chooser = GTK_FILE_CHOOSER (job->chooser);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (job->chooser), TRUE);
  /* Beside the results, not wherever the program was started from. */
  {
    g_autoptr (GFile) start = start_folder_of (job->source);
    if (start != NULL)
      gtk_file_chooser_set_current_folder (chooser, start, NULL);
  }
  if (filter_name != NULL)
    {
      g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
      g_autofree char *name = g_strdup_printf ("%s.%s", stem != NULL && *stem ? stem : "valet",
                                               suffix);

      gtk_file_filter_set_name (filter, filter_name);
      gtk_file_filter_add_suffix (filter, suffix);
      gtk_file_chooser_add_filter (chooser, filter);
      gtk_file_chooser_set_current_name (chooser, name);
    }
  if (job->klass->add_choices != NULL)
    job->klass->add_choices (job, chooser);
  g_signal_connect (job->chooser, "response", G_CALLBACK (response_cb), job);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (job->chooser));
}
