/* valet-report-file.c: write beside, then rename. */
#include "config.h"

#include "valet-report-file.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <unistd.h>

char *
valet_report_file_begin (const char *path, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *name = g_strdup_printf (".%s.XXXXXX", base);
  char *temp = g_build_filename (dir, name, NULL);
  /* The same folder, so that the rename stays on one file system and is
   * atomic; the mode is that of any new file (umask applies). */
  int fd = g_mkstemp_full (temp, O_RDWR, 0666);

  if (fd < 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Cannot create a file in %s: %s"), dir, g_strerror (saved));
      g_free (temp);
      return NULL;
    }
  close (fd);
  return temp;
}

gboolean
valet_report_file_commit (const char *temp, const char *path, GError **error)
{
  if (g_rename (temp, path) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Cannot write %s: %s"), path, g_strerror (saved));
      g_unlink (temp);
      return FALSE;
    }
  return TRUE;
}

void
valet_report_file_abort (const char *temp)
{
  if (temp)
    g_unlink (temp);
}
