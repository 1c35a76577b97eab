/* valet-save-as.c: the loaded results written again in an input format. */
#define G_LOG_DOMAIN "valet-save-as"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "valet-csv-writer.h"
#include "valet-output-file.h"
#include "valet-pbn-writer.h"
#include "valet-reader.h"
#include "valet-save-as.h"
#include "valet-text-writer.h"

typedef struct {
  GtkFileChooserNative *chooser;
  GtkWindow            *parent;   /* weak: the window may close first */
  AdwToastOverlay      *toasts;   /* weak, likewise */
  ValetSource          *source;   /* keeps the tournament alive */
  ValetSaveAsFormat     format;
  char                 *path;
  gboolean              force;    /* the user said to replace a read-only file */
} SaveAs;

gboolean
valet_save_as_format_from_string (const char *name, ValetSaveAsFormat *format)
{
  if (g_strcmp0 (name, "text") == 0)
    *format = VALET_SAVE_AS_TEXT;
  else if (g_strcmp0 (name, "pbn") == 0)
    *format = VALET_SAVE_AS_PBN;
  else if (g_strcmp0 (name, "csv") == 0)
    *format = VALET_SAVE_AS_CSV;
  else
    return FALSE;
  return TRUE;
}

static void
save_as_free (gpointer data)
{
  SaveAs *s = data;

  if (s->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (s->chooser));
  g_clear_object (&s->chooser);
  g_clear_weak_pointer (&s->parent);
  g_clear_weak_pointer (&s->toasts);
  g_clear_object (&s->source);
  g_free (s->path);
  g_free (s);
}

static void
toast (SaveAs *s, const char *text)
{
  AdwToast *t;

  if (s->toasts == NULL)
    return;
  t = adw_toast_new (text);
  adw_toast_set_timeout (t, 5);
  adw_toast_overlay_add_toast (s->toasts, t);
}

static void
tell_failure (SaveAs *s, const char *heading, const char *body)
{
  AdwMessageDialog *dialog;

  if (s->parent == NULL)
    return;
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (s->parent, heading, body));
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- never over the imported files --------------------------------------- */

/* The same file, through links and relative paths as well. */
static gboolean
same_file (const char *a, const char *b)
{
  GStatBuf sa, sb;
  g_autofree char *ca = NULL;
  g_autofree char *cb = NULL;

  if (g_stat (a, &sa) == 0 && g_stat (b, &sb) == 0)
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
  ca = g_canonicalize_filename (a, NULL);
  cb = g_canonicalize_filename (b, NULL);
  return g_str_equal (ca, cb);
}

/* Whether the file @path was read as Valet text, so that names.txt
 * beside it was read too, whatever its own name. */
static gboolean
read_as_text (const char *path, const char *names_beside)
{
  g_autofree char *base = g_path_get_basename (path);

  if (g_ascii_strcasecmp (base, "scores.txt") == 0)
    return TRUE;
  return g_file_test (names_beside, G_FILE_TEST_EXISTS)
         && valet_detect_input_path (path) == VALET_INPUT_TEXT;
}

/* The files the results were read from: names.txt and scores.txt of a
 * folder, or the file (with names.txt beside a Valet scores file). */
static GPtrArray *
imported_files (ValetSource *source)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *path = g_file_get_path (valet_source_get_file (source));
  g_autofree char *names_beside = NULL;
  g_autofree char *dir = NULL;

  if (path == NULL)
    return files;
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_ptr_array_add (files, g_build_filename (path, "names.txt", NULL));
      g_ptr_array_add (files, g_build_filename (path, "scores.txt", NULL));
      return files;
    }
  dir = g_path_get_dirname (path);
  names_beside = g_build_filename (dir, "names.txt", NULL);
  if (read_as_text (path, names_beside))
    g_ptr_array_add (files, g_steal_pointer (&names_beside));
  g_ptr_array_add (files, g_steal_pointer (&path));
  return files;
}

char *
valet_save_as_imported_file (ValetSource *source, const char *path)
{
  g_autoptr (GPtrArray) imported = imported_files (source);

  for (guint j = 0; j < imported->len; j++)
    if (same_file (path, g_ptr_array_index (imported, j)))
      return g_strdup (g_ptr_array_index (imported, j));
  return NULL;
}

/* The files saving writes. */
static GPtrArray *
written_files (ValetSaveAsFormat format, const char *path)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);

  if (format == VALET_SAVE_AS_TEXT)
    {
      g_ptr_array_add (files, g_build_filename (path, "names.txt", NULL));
      g_ptr_array_add (files, g_build_filename (path, "scores.txt", NULL));
    }
  else
    g_ptr_array_add (files, g_strdup (path));
  return files;
}

/* The imported file saving would replace, or NULL. */
static char *
replaced_import (SaveAs *s)
{
  g_autoptr (GPtrArray) written = written_files (s->format, s->path);

  for (guint i = 0; i < written->len; i++)
    {
      char *imported = valet_save_as_imported_file (s->source,
                                                    g_ptr_array_index (written, i));
      if (imported != NULL)
        return imported;
    }
  return NULL;
}

/* Valet text goes into a new or empty folder, or one that holds just the
 * pair it replaces (and that pair's left-over temporary files), so that
 * no other file there is taken for part of the results or replaced. */
static gboolean
folder_holds_other_files (const char *folder)
{
  g_autoptr (GDir) dir = g_dir_open (folder, 0, NULL);
  g_autofree char *names = g_build_filename (folder, "names.txt", NULL);
  g_autofree char *scores = g_build_filename (folder, "scores.txt", NULL);
  gboolean has_names = FALSE, has_scores = FALSE;

  if (dir == NULL)
    return FALSE;   /* a new folder; or the writing will say what is wrong */
  for (const char *name; (name = g_dir_read_name (dir)) != NULL;)
    {
      if (g_str_equal (name, "names.txt"))
        has_names = TRUE;
      else if (g_str_equal (name, "scores.txt"))
        has_scores = TRUE;
      else if (!valet_output_is_temp_of (name, names) && !valet_output_is_temp_of (name, scores))
        return TRUE;
    }
  return has_names != has_scores;
}

/* Whether every file saving writes may be written; the thread's own
 * permission to replace read-only files is that of this save. */
static gboolean
check_written_files (SaveAs *s, GError **error)
{
  g_autoptr (GPtrArray) written = written_files (s->format, s->path);
  gboolean ok = TRUE;

  valet_output_set_replace_read_only (s->force);
  for (guint i = 0; ok && i < written->len; i++)
    ok = valet_output_check_target (g_ptr_array_index (written, i), error);
  valet_output_set_replace_read_only (FALSE);
  return ok;
}

/* ---- writing ------------------------------------------------------------- */

static void
write_in_thread (GTask *task, gpointer source_object, gpointer data, GCancellable *cancellable)
{
  SaveAs *s = data;
  ValetTournament *t = valet_source_get_tournament (s->source);
  GError *error = NULL;
  gboolean ok;

  /* Each writer writes a temporary file and renames it into place: a
   * failure leaves what was there before. */
  valet_output_set_replace_read_only (s->force);
  switch (s->format)
    {
    case VALET_SAVE_AS_PBN:
      ok = valet_write_pbn (t, s->path, &error);
      break;
    case VALET_SAVE_AS_CSV:
      ok = valet_write_csv (t, s->path, &error);
      break;
    case VALET_SAVE_AS_TEXT:
    default:
      ok = valet_write_text (t, s->path, &error);
      break;
    }
  valet_output_set_replace_read_only (FALSE);

  if (ok)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
written_cb (GObject *object, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  SaveAs *s = g_task_get_task_data (task);
  g_autofree char *name = g_filename_display_basename (s->path);
  GError *error = NULL;

  if (g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_autofree char *text = g_strdup_printf (_("Saved “%s”"), name);
      toast (s, text);
      g_task_return_boolean (task, TRUE);
      return;
    }
  g_autofree char *heading = g_strdup_printf (_("“%s” Could Not Be Saved"), name);
  tell_failure (s, heading, error->message);
  g_task_return_error (task, error);
}

/* Takes @task, finished when the files are written. */
static void
start_writing (SaveAs *s, GTask *task)
{
  g_autoptr (GTask) write = NULL;

  toast (s, _("Saving…"));
  write = g_task_new (NULL, NULL, written_cb, task);
  g_task_set_task_data (write, s, NULL);
  g_task_run_in_thread (write, write_in_thread);
}

static void
read_only_response_cb (AdwMessageDialog *dialog, const char *response, GTask *task)
{
  SaveAs *s = g_task_get_task_data (task);

  if (g_str_equal (response, "replace"))
    {
      s->force = TRUE;
      start_writing (s, task);
      return;
    }
  g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           "a read-only file was not replaced");
  g_object_unref (task);
}

void
valet_save_as_ask_read_only (GtkWindow *parent, const char *path, const char *message,
                             GCallback answered, gpointer data)
{
  g_autofree char *name = g_filename_display_basename (path);
  g_autofree char *heading = g_strdup_printf (_("Replace the Read-Only “%s”?"), name);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, heading,
                                                                         message));

  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "replace", _("_Replace"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "replace", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", answered, data);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Ends @task with a dialog, when the files may not be written there:
 * TRUE then. */
static gboolean
refuse (SaveAs *s, GTask *task)
{
  g_autofree char *replaced = replaced_import (s);
  g_autoptr (GError) error = NULL;

  if (replaced != NULL)
    {
      g_autofree char *shown = g_filename_display_name (replaced);
      g_autofree char *body = g_strdup_printf (_("The results were read from “%s”. Choose "
                                                 "another file or folder, so that the "
                                                 "original stays as it is."), shown);
      tell_failure (s, _("Cannot Save Over the Imported Results"), body);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_EXISTS, "%s", body);
      return TRUE;
    }
  if (s->format == VALET_SAVE_AS_TEXT && folder_holds_other_files (s->path))
    {
      g_autofree char *shown = g_filename_display_name (s->path);
      g_autofree char *body = g_strdup_printf (_("“%s” holds other files. Valet text is saved "
                                                 "into an empty or new folder, or one that "
                                                 "holds just names.txt and scores.txt."),
                                               shown);
      tell_failure (s, _("Choose Another Folder"), body);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_EMPTY, "%s", body);
      return TRUE;
    }
  if (check_written_files (s, &error)
      || (s->parent != NULL
          && g_error_matches (error, VALET_OUTPUT_ERROR, VALET_OUTPUT_ERROR_READ_ONLY)))
    return FALSE;
  g_autofree char *name = g_filename_display_basename (s->path);
  g_autofree char *heading = g_strdup_printf (_("“%s” Could Not Be Saved"), name);
  tell_failure (s, heading, error->message);
  g_task_return_error (task, g_steal_pointer (&error));
  return TRUE;
}

static void
save_to_path (SaveAs *s, GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, NULL, callback, user_data);
  g_autoptr (GError) error = NULL;

  g_task_set_source_tag (task, valet_save_as_to_path);
  g_task_set_task_data (task, s, save_as_free);
  if (refuse (s, task))
    return;
  if (!check_written_files (s, &error))
    /* Takes the task: a read-only file is replaced only when the user
     * says so. */
    valet_save_as_ask_read_only (s->parent, s->path, error->message,
                                 G_CALLBACK (read_only_response_cb), g_steal_pointer (&task));
  else
    start_writing (s, g_steal_pointer (&task));
}

/* What the worker needs, taken now: the document may load another
 * tournament while the files are written. */
static SaveAs *
save_as_new (GtkWindow *parent, ValetDocument *document, ValetSaveAsFormat format,
             AdwToastOverlay *toasts)
{
  ValetSource *source = valet_document_get_source (document);
  SaveAs *s;

  if (source == NULL)
    {
      if (toasts != NULL)
        adw_toast_overlay_add_toast (toasts, adw_toast_new (_("Open a tournament first")));
      return NULL;
    }
  s = g_new0 (SaveAs, 1);
  s->format = format;
  s->source = g_object_ref (source);
  g_set_weak_pointer (&s->parent, parent);
  g_set_weak_pointer (&s->toasts, toasts);
  return s;
}

void
valet_save_as_to_path (GtkWindow *parent, ValetDocument *document, ValetSaveAsFormat format,
                       const char *path, AdwToastOverlay *toasts,
                       GAsyncReadyCallback callback, gpointer user_data)
{
  SaveAs *s;

  g_return_if_fail (VALET_IS_DOCUMENT (document));
  g_return_if_fail (path != NULL);

  s = save_as_new (parent, document, format, toasts);
  if (s == NULL)
    {
      if (callback != NULL)
        g_task_report_new_error (NULL, callback, user_data, valet_save_as_to_path,
                                 G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "nothing is loaded");
      return;
    }
  s->path = g_strdup (path);
  save_to_path (s, callback, user_data);
}

gboolean
valet_save_as_to_path_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

/* ---- the file chooser ---------------------------------------------------- */

static void
replace_response_cb (AdwMessageDialog *dialog, const char *response, SaveAs *s)
{
  if (g_str_equal (response, "replace"))
    save_to_path (s, NULL, NULL);
  else
    save_as_free (s);
}

/* The file chooser asks before replacing a file, but not before filling
 * a folder that already holds results: ask here.  The imported files
 * are refused later, whatever the answer. */
static gboolean
ask_before_replacing (SaveAs *s)
{
  g_autofree char *names = g_build_filename (s->path, "names.txt", NULL);
  g_autofree char *scores = g_build_filename (s->path, "scores.txt", NULL);
  g_autofree char *folder = NULL;
  g_autofree char *body = NULL;
  g_autofree char *replaced = replaced_import (s);
  AdwMessageDialog *dialog;

  if (s->format != VALET_SAVE_AS_TEXT || s->parent == NULL || replaced != NULL
      || folder_holds_other_files (s->path)
      || (!g_file_test (names, G_FILE_TEST_EXISTS) && !g_file_test (scores, G_FILE_TEST_EXISTS)))
    return FALSE;
  folder = g_filename_display_basename (s->path);
  body = g_strdup_printf (_("“%s” already holds names.txt or scores.txt. Saving replaces "
                            "them."), folder);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (s->parent, _("Replace the Results?"),
                                                       body));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "replace", _("_Replace"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "replace", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (replace_response_cb), s);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static void
response_cb (GtkNativeDialog *dialog, int response, gpointer data)
{
  SaveAs *s = data;
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  s->path = file ? g_file_get_path (file) : NULL;
  if (s->path == NULL)
    {
      if (file != NULL)
        toast (s, _("Results can only be saved to a local folder"));
      save_as_free (s);
      return;
    }
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (s->chooser));
  g_clear_object (&s->chooser);
  if (!ask_before_replacing (s))
    save_to_path (s, NULL, NULL);
}

void
valet_save_as_start (GtkWindow *parent, ValetDocument *document, ValetSaveAsFormat format,
                     AdwToastOverlay *toasts)
{
  SaveAs *s = save_as_new (parent, document, format, toasts);
  GtkFileChooser *chooser;

  if (s == NULL)
    return;
  if (format == VALET_SAVE_AS_TEXT)
    s->chooser = gtk_file_chooser_native_new (_("Save as Valet Text: Choose a Folder"), parent,
                                              GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER,
                                              _("_Save"), _("_Cancel"));
  else
    s->chooser = gtk_file_chooser_native_new (format == VALET_SAVE_AS_PBN ? _("Save as PBN")
                                                                        : _("Save as CSV"),
                                              parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                              _("_Save"), _("_Cancel"));
  chooser = GTK_FILE_CHOOSER (s->chooser);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (s->chooser), TRUE);
  if (format != VALET_SAVE_AS_TEXT)
    {
      gboolean pbn = format == VALET_SAVE_AS_PBN;
      g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
      const char *title = valet_source_get_name (s->source);
      g_autofree char *name = g_strdup_printf ("%s.%s", title && *title ? title : "valet",
                                               pbn ? "pbn" : "csv");

      gtk_file_filter_set_name (filter, pbn ? _("PBN score tables") : _("CSV with a header row"));
      gtk_file_filter_add_suffix (filter, pbn ? "pbn" : "csv");
      gtk_file_chooser_add_filter (chooser, filter);
      gtk_file_chooser_set_current_name (chooser, name);
    }
  g_signal_connect (s->chooser, "response", G_CALLBACK (response_cb), s);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (s->chooser));
}
