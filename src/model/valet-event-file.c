/* valet-event-file.c: the event's details, kept beside the results. */
#define G_LOG_DOMAIN "valet-event-file"

#include "config.h"

#include "valet-event-file.h"
#include "valet-text-limit.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "valet-input-file.h"

/* A key file of a few details per results file: more is not one of
 * ours, and is not held in memory to find out. */
#define MAX_KEY_FILE_SIZE (1 << 20)

void
valet_event_details_clear (ValetEventDetails *d)
{
  for (guint i = 0; i < VALET_EVENT_N_DETAILS; i++)
    g_clear_pointer (&d->detail[i], g_free);
}

gboolean
valet_event_details_set (ValetEventDetails *d, ValetEventDetail detail, const char *value)
{
  g_autofree char *whole = value ? g_strstrip (g_strdup (value)) : NULL;
  /* As long as the same detail may be in a file (valet-text-limit.h). */
  g_autofree char *text = valet_text_limit ((ValetTextKind) detail, whole);

  g_return_val_if_fail (detail < VALET_EVENT_N_DETAILS, FALSE);
  if (text != NULL && *text == '\0')
    g_clear_pointer (&text, g_free);
  if (g_strcmp0 (text, d->detail[detail]) == 0)
    return FALSE;
  g_free (d->detail[detail]);
  d->detail[detail] = g_steal_pointer (&text);
  return TRUE;
}

/* The key file's path and the group of @results in it. */
static char *
locate (GFile *results, char **group)
{
  g_autofree char *path = g_file_get_path (results);
  g_autofree char *dir = NULL;

  if (path == NULL)
    return NULL;
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      *group = g_strdup (".");
      return g_build_filename (path, VALET_EVENT_FILE_NAME, NULL);
    }
  *group = g_path_get_basename (path);
  dir = g_path_get_dirname (path);
  return g_build_filename (dir, VALET_EVENT_FILE_NAME, NULL);
}

/* @kf from @path as the inputs are read: a regular file only (the
 * details are read on the main thread, which a named pipe of that name
 * would stop for ever), and a small one. */
static gboolean
load_key_file (GKeyFile *kf, const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  int fd = valet_input_open (path, error);

  if (fd < 0)
    return FALSE;
  data = valet_input_read_fd (fd, 0, MAX_KEY_FILE_SIZE, &length, error);
  close (fd);
  return data != NULL
         && g_key_file_load_from_data (kf, data, length, G_KEY_FILE_KEEP_COMMENTS, error);
}

void
valet_event_file_load (GFile *results, ValetEventDetails *out)
{
  g_autofree char *group = NULL;
  g_autofree char *path = locate (results, &group);
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (GError) error = NULL;

  valet_event_details_clear (out);
  if (path == NULL || !g_file_test (path, G_FILE_TEST_EXISTS))
    return;
  if (!load_key_file (kf, path, &error))
    {
      g_debug ("%s is left aside: %s", path, error->message);
      return;
    }
  for (guint i = 0; i < VALET_EVENT_N_DETAILS; i++)
    {
      g_autofree char *value = g_key_file_get_string (kf, group, valet_event_detail_key (i),
                                                      NULL);
      if (value != NULL && g_utf8_validate (value, -1, NULL))
        valet_event_details_set (out, i, value);
    }
}

gboolean
valet_event_file_save (GFile *results, const ValetEventDetails *d, GError **error)
{
  g_autofree char *group = NULL;
  g_autofree char *path = locate (results, &group);
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  gboolean any = FALSE;

  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           "the results are not in a local folder");
      return FALSE;
    }
  /* The other results' groups stay as they are; a file that cannot be
   * read is started afresh rather than left in the way. */
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    load_key_file (kf, path, NULL);
  g_key_file_remove_group (kf, group, NULL);
  for (guint i = 0; i < VALET_EVENT_N_DETAILS; i++)
    if (d->detail[i] != NULL)
      {
        g_key_file_set_string (kf, group, valet_event_detail_key (i), d->detail[i]);
        any = TRUE;
      }
  gsize n_groups = 0;
  g_auto (GStrv) groups = g_key_file_get_groups (kf, &n_groups);
  if (!any && n_groups == 0)
    {
      /* Nothing to keep: no file left behind in the results' folder. */
      if (g_file_test (path, G_FILE_TEST_EXISTS) && g_remove (path) != 0)
        {
          int saved = errno;
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                       "%s: %s", path, g_strerror (saved));
          return FALSE;
        }
      return TRUE;
    }
  /* g_key_file_save_to_file writes a temporary file and renames it. */
  return g_key_file_save_to_file (kf, path, error);
}
