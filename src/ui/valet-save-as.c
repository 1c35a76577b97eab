/* valet-save-as.c: the loaded results written again in an input format. */
#define G_LOG_DOMAIN "valet-save-as"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-file-job.h"
#include "valet-output-file.h"
#include "valet-reader.h"
#include "valet-save-as.h"

gboolean
valet_save_as_format_from_string (const char *name, ValetInputFormat *format)
{
  const ValetFileFormat *f = valet_format_lookup (name);

  if (f == NULL || f->write == NULL)
    return FALSE;
  *format = f->id;
  return TRUE;
}

/* The row of the job's format, which has a writer. */
static const ValetFileFormat *
job_format (ValetFileJob *job)
{
  const ValetFileFormat *f = valet_format_get (job->format);

  g_assert (f != NULL && f->write != NULL);
  return f;
}

static gboolean
is_folder (ValetFileJob *job)
{
  return (job_format (job)->flags & VALET_FORMAT_FOLDER) != 0;
}

/* The files saving writes. */
static GPtrArray *
written_files (ValetFileJob *job)
{
  return valet_format_written_files (job_format (job), job->path);
}

/* Whether @name, in the folder of @files, is one of them or one of their
 * temporary files. */
static gboolean
is_written_file (const char *name, GPtrArray *files, gboolean *present)
{
  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *base = g_path_get_basename (files->pdata[i]);
      if (g_str_equal (name, base))
        {
          present[i] = TRUE;
          return TRUE;
        }
      if (valet_output_is_temp_of (name, files->pdata[i]))
        return TRUE;
    }
  return FALSE;
}

/* Valet text goes into a new or empty folder, or one that holds just the
 * files it replaces (and their left-over temporary files), so that no
 * other file there is taken for part of the results or replaced. */
static gboolean
folder_holds_other_files (ValetFileJob *job)
{
  g_autoptr (GDir) dir = g_dir_open (job->path, 0, NULL);
  g_autoptr (GPtrArray) files = written_files (job);
  g_autofree gboolean *present = g_new0 (gboolean, files->len);
  guint n_present = 0;

  if (dir == NULL)
    return FALSE;   /* a new folder; or the writing will say what is wrong */
  for (const char *name; (name = g_dir_read_name (dir)) != NULL;)
    if (!is_written_file (name, files, present))
      return TRUE;
  for (guint i = 0; i < files->len; i++)
    n_present += present[i];
  /* Some of the files without the others: not a save of these results. */
  return n_present != 0 && n_present != files->len;
}

/* Whether any of the files saving writes is there. */
static gboolean
any_written_file_exists (ValetFileJob *job)
{
  g_autoptr (GPtrArray) files = written_files (job);

  for (guint i = 0; i < files->len; i++)
    if (g_file_test (files->pdata[i], G_FILE_TEST_EXISTS))
      return TRUE;
  return FALSE;
}

static gboolean
check_folder (ValetFileJob *job, GError **error)
{
  g_autofree char *shown = NULL;
  g_autofree char *body = NULL;

  if (!is_folder (job) || !folder_holds_other_files (job))
    return TRUE;
  shown = g_filename_display_name (job->path);
  body = g_strdup_printf (_("“%s” holds other files. Valet text is saved into an empty or new "
                            "folder, or one that holds just names.txt and scores.txt."), shown);
  valet_file_job_tell (job, _("Choose Another Folder"), body);
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_EMPTY, body);
  return FALSE;
}

static gboolean
write_results (ValetFileJob *job, GError **error)
{
  ValetTournament *t = valet_source_get_tournament (job->source);

  /* Each writer writes a temporary file and renames it into place: a
   * failure leaves what was there before. */
  return job_format (job)->write (t, job->path, error);
}

/* The file chooser asks before replacing a file, but not before filling
 * a folder that already holds results: ask here. */
static gboolean
ask_before_replacing (ValetFileJob *job)
{
  g_autofree char *folder = NULL;
  g_autofree char *body = NULL;

  if (!is_folder (job) || job->parent == NULL || folder_holds_other_files (job)
      || !any_written_file_exists (job))
    return FALSE;
  folder = g_filename_display_basename (job->path);
  body = g_strdup_printf (_("“%s” already holds names.txt or scores.txt. Saving replaces "
                            "them."), folder);
  valet_file_job_ask_then_write (job, _("Replace the Results?"), body);
  return TRUE;
}

/* Written: the corrections up to the job's start are saved. */
static gboolean
saved_report (ValetFileJob *job, const GError *error)
{
  if (error == NULL && job->document != NULL)
    valet_document_mark_saved (job->document, job->corrections);
  return FALSE;
}

static const ValetFileJobClass save_as_class = {
  .imported_heading = N_("Cannot Save Over the Imported Results"),
  .imported_body    = N_("The results were read from “%s”. Choose another file or folder, so "
                         "that the original stays as it is."),
  .not_local        = N_("Results can only be saved to a local folder"),
  .write            = write_results,
  .targets          = written_files,
  .check            = check_folder,
  .confirm          = ask_before_replacing,
  .report           = saved_report,
};

void
valet_save_as_to_path (GtkWindow *parent, ValetDocument *document, ValetInputFormat format,
                       const char *path, AdwToastOverlay *toasts,
                       GAsyncReadyCallback callback, gpointer user_data)
{
  ValetFileJob *job;

  g_return_if_fail (VALET_IS_DOCUMENT (document));
  g_return_if_fail (path != NULL);
  g_return_if_fail (valet_format_get (format) != NULL && valet_format_get (format)->write != NULL);

  job = valet_file_job_new (&save_as_class, document, format, parent, toasts);
  if (job == NULL)
    {
      if (callback != NULL)
        g_task_report_new_error (NULL, callback, user_data, valet_save_as_to_path,
                                 G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "nothing is loaded");
      return;
    }
  job->path = g_strdup (path);
  valet_file_job_write (job, callback, user_data);
}

gboolean
valet_save_as_to_path_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

void
valet_save_as_start (GtkWindow *parent, ValetDocument *document, ValetInputFormat format,
                     AdwToastOverlay *toasts)
{
  const ValetFileFormat *f = valet_format_get (format);
  ValetFileJob *job;

  g_return_if_fail (f != NULL && f->write != NULL);
  job = valet_file_job_new (&save_as_class, document, format, parent, toasts);
  if (job == NULL)
    return;
  if (f->flags & VALET_FORMAT_FOLDER)
    valet_file_job_choose (job, _(f->save_title), GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER,
                           _("_Save"), NULL, NULL, NULL);
  else
    valet_file_job_choose (job, _(f->save_title), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"),
                           _(f->label), valet_source_get_name (job->source), f->extension);
}

/* ---- Save: the corrections over the results read --------------------------- */

/* The format the results were read in, if Valet writes it, and the path
 * it writes them to: the folder of a Valet text pair. */
static gboolean
read_format (ValetSource *source, ValetInputFormat *format, char **path)
{
  GFile *read = valet_source_get_file (source);
  /* An event of the library has no file: saved as a new one is. */
  g_autofree char *file = read ? g_file_get_path (read) : NULL;
  const ValetFileFormat *f;

  if (file == NULL)
    return FALSE;
  f = valet_format_get (valet_detect_input_path (file));
  if (f == NULL || f->write == NULL)
    return FALSE;
  *format = f->id;
  /* A format kept in a folder is written to the folder of the file
   * read. */
  if ((f->flags & VALET_FORMAT_FOLDER) && !g_file_test (file, G_FILE_TEST_IS_DIR))
    *path = g_path_get_dirname (file);
  else
    *path = g_steal_pointer (&file);
  return TRUE;
}

static void
save_response_cb (AdwMessageDialog *dialog, const char *response, ValetFileJob *job)
{
  if (g_str_equal (response, "replace"))
    {
      job->over_read = TRUE;
      valet_file_job_write (job, NULL, NULL);
      return;
    }
  if (g_str_equal (response, "save-as") && job->document != NULL)
    valet_save_as_start (job->parent, job->document, job->format, job->toasts);
  valet_file_job_free (job);
}

void
valet_save_start (GtkWindow *parent, ValetDocument *document, AdwToastOverlay *toasts)
{
  ValetSource *source = valet_document_get_source (document);
  /* Valet's own format, kept in a folder. */
  ValetInputFormat format = valet_format_folder ()->id;
  g_autofree char *path = NULL;

  if (source != NULL && !read_format (source, &format, &path))
    {
      /* Read from a format Valet does not write: saved in one it does. */
      valet_save_as_start (parent, document, valet_format_folder ()->id, toasts);
      return;
    }
  ValetFileJob *job = valet_file_job_new (&save_as_class, document, format, parent, toasts);
  if (job == NULL)
    return;
  job->path = g_steal_pointer (&path);

  g_autofree char *shown = g_filename_display_basename (job->path);
  g_autofree char *body = is_folder (job)
    ? g_strdup_printf (_("The results in “%s” are replaced by the corrected ones. Save As "
                         "keeps them as they are and writes the corrections elsewhere."), shown)
    : g_strdup_printf (_("“%s” is written again with the corrected results, and only the "
                         "results: whatever else it holds (deals, auctions, other columns) "
                         "is not kept. Save As keeps it as it is."), shown);
  GtkWidget *dialog = adw_message_dialog_new (job->parent, _("Replace the Results Read?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "save-as", _("Save _As…"), "replace", _("_Replace"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "replace",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save-as");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (save_response_cb), job);
  gtk_window_present (GTK_WINDOW (dialog));
}
