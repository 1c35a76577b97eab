/* valet-report-file.c: reports written through valet-output-file. */
#include "config.h"

#include "valet-report-file.h"
#include "valet-output-file.h"

#include <cairo.h>
#include <glib/gi18n.h>
#include <string.h>

/* The writes under way, by temporary file: report writers hold only its
 * name.  Exports run in worker threads of the app, hence the lock. */
static GMutex live_lock;
static GHashTable *live;

char *
valet_report_file_begin (const char *path, GError **error)
{
  ValetOutputFile *file = strcmp (path, "-") == 0
                          ? valet_output_file_new_for_stdout (error)
                          : valet_output_file_new (path, error);
  char *temp;

  if (file == NULL)
    return NULL;
  temp = g_strdup (valet_output_file_get_temp_path (file));
  g_mutex_lock (&live_lock);
  if (live == NULL)
    live = g_hash_table_new (g_str_hash, g_str_equal);
  /* The key is the file's own copy of its name, freed with it. */
  g_hash_table_insert (live, (gpointer) valet_output_file_get_temp_path (file), file);
  g_mutex_unlock (&live_lock);
  return temp;
}

static ValetOutputFile *
take (const char *temp)
{
  ValetOutputFile *file = NULL;

  g_mutex_lock (&live_lock);
  if (live != NULL && g_hash_table_steal_extended (live, temp, NULL, (gpointer *) &file))
    {
      g_mutex_unlock (&live_lock);
      return file;
    }
  g_mutex_unlock (&live_lock);
  return NULL;
}

gboolean
valet_report_file_commit (const char *temp, const char *path, GError **error)
{
  ValetOutputFile *file = take (temp);

  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (strcmp (path, valet_output_file_get_path (file)) == 0, FALSE);
  return valet_output_file_commit (file, error);
}

void
valet_report_file_abort (const char *temp)
{
  if (temp)
    valet_output_file_free (take (temp));
}

gboolean
valet_report_file_finish_cairo (const char *temp, const char *path, int status,
                                GError **error)
{
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, _("Cannot write %s: %s"),
                   path, cairo_status_to_string ((cairo_status_t) status));
      valet_report_file_abort (temp);
      return FALSE;
    }
  return valet_report_file_commit (temp, path, error);
}
