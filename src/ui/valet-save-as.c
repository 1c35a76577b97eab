/* valet-save-as.c: the loaded results written again in an input format. */
#define G_LOG_DOMAIN "valet-save-as"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-csv-writer.h"
#include "valet-file-job.h"
#include "valet-output-file.h"
#include "valet-pbn-writer.h"
#include "valet-save-as.h"
#include "valet-text-writer.h"

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

/* The files saving writes. */
static GPtrArray *
written_files (ValetFileJob *job)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);

  if (job->format == VALET_SAVE_AS_TEXT)
    {
      g_ptr_array_add (files, g_build_filename (job->path, "names.txt", NULL));
      g_ptr_array_add (files, g_build_filename (job->path, "scores.txt", NULL));
    }
  else
    g_ptr_array_add (files, g_strdup (job->path));
  return files;
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

static gboolean
check_folder (ValetFileJob *job, GError **error)
{
  g_autofree char *shown = NULL;
  g_autofree char *body = NULL;

  if (job->format != VALET_SAVE_AS_TEXT || !folder_holds_other_files (job->path))
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
  switch (job->format)
    {
    case VALET_SAVE_AS_PBN:
      return valet_write_pbn (t, job->path, error);
    case VALET_SAVE_AS_CSV:
      return valet_write_csv (t, job->path, error);
    case VALET_SAVE_AS_TEXT:
    default:
      return valet_write_text (t, job->path, error);
    }
}

static void
replace_response_cb (AdwMessageDialog *dialog, const char *response, ValetFileJob *job)
{
  if (g_str_equal (response, "replace"))
    valet_file_job_write (job, NULL, NULL);
  else
    valet_file_job_free (job);
}

/* The file chooser asks before replacing a file, but not before filling
 * a folder that already holds results: ask here. */
static gboolean
ask_before_replacing (ValetFileJob *job)
{
  g_autofree char *names = g_build_filename (job->path, "names.txt", NULL);
  g_autofree char *scores = g_build_filename (job->path, "scores.txt", NULL);
  g_autofree char *folder = NULL;
  g_autofree char *body = NULL;

  if (job->format != VALET_SAVE_AS_TEXT || job->parent == NULL
      || folder_holds_other_files (job->path)
      || (!g_file_test (names, G_FILE_TEST_EXISTS) && !g_file_test (scores, G_FILE_TEST_EXISTS)))
    return FALSE;
  folder = g_filename_display_basename (job->path);
  body = g_strdup_printf (_("“%s” already holds names.txt or scores.txt. Saving replaces "
                            "them."), folder);
  valet_file_job_ask_replace (job, _("Replace the Results?"), body,
                              G_CALLBACK (replace_response_cb), job);
  return TRUE;
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
};

void
valet_save_as_to_path (GtkWindow *parent, ValetDocument *document, ValetSaveAsFormat format,
                       const char *path, AdwToastOverlay *toasts,
                       GAsyncReadyCallback callback, gpointer user_data)
{
  ValetFileJob *job;

  g_return_if_fail (VALET_IS_DOCUMENT (document));
  g_return_if_fail (path != NULL);

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
valet_save_as_start (GtkWindow *parent, ValetDocument *document, ValetSaveAsFormat format,
                     AdwToastOverlay *toasts)
{
  ValetFileJob *job = valet_file_job_new (&save_as_class, document, format, parent, toasts);
  gboolean pbn = format == VALET_SAVE_AS_PBN;

  if (job == NULL)
    return;
  if (format == VALET_SAVE_AS_TEXT)
    valet_file_job_choose (job, _("Save as Valet Text: Choose a Folder"),
                           GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("_Save"), NULL, NULL, NULL);
  else
    valet_file_job_choose (job, pbn ? _("Save as PBN") : _("Save as CSV"),
                           GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"),
                           pbn ? _("PBN score tables") : _("CSV with a header row"),
                           valet_source_get_name (job->source), pbn ? "pbn" : "csv");
}
