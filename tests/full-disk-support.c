/* full-disk-support.c: a small tmpfs, filled but for a few bytes, and
 * workbooks read back. */
#define _GNU_SOURCE
#include "full-disk-support.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <sched.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>
#include <unzip.h>

/* Room for the earlier workbook of a small tournament and more. */
#define DISK_SIZE "8m"
/* No export of a test's tournament needs more free room than this. */
#define MAX_FREE (6 * 1024 * 1024)

gboolean
full_disk_init (char **why)
{
  if (geteuid () != 0)
    {
      *why = g_strdup ("a full disk is made by mounting a tmpfs, which needs the superuser");
      return FALSE;
    }
  if (unshare (CLONE_NEWNS) != 0
      || mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
    {
      *why = g_strdup_printf ("no mount namespace of the test's own: %s", g_strerror (errno));
      return FALSE;
    }
  return TRUE;
}

/* ---- reading a workbook back ------------------------------------------- */

static gboolean
read_entry (unzFile zip, GString *data)
{
  char buffer[65536];
  int n;

  g_string_truncate (data, 0);
  if (unzOpenCurrentFile (zip) != UNZ_OK)
    return FALSE;
  while ((n = unzReadCurrentFile (zip, buffer, sizeof buffer)) > 0)
    g_string_append_len (data, buffer, n);
  /* Read to its end: the checksum is compared on closing. */
  return unzCloseCurrentFile (zip) == UNZ_OK && n == 0;
}

static gboolean
well_formed (const GString *xml, char **why)
{
  static const GMarkupParser nothing = { 0 };
  g_autoptr (GMarkupParseContext) ctx = g_markup_parse_context_new (&nothing, 0, NULL, NULL);
  g_autoptr (GError) error = NULL;

  if (g_markup_parse_context_parse (ctx, xml->str, (gssize) xml->len, &error)
      && g_markup_parse_context_end_parse (ctx, &error))
    return TRUE;
  *why = g_strdup (error->message);
  return FALSE;
}

gboolean
full_disk_workbook_is_whole (const char *path, const char *expected, char **why)
{
  static const char *const needed[] = {
    "[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/worksheets/sheet1.xml",
  };
  unzFile zip = unzOpen64 (path);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GString) data = g_string_new (NULL);
  gboolean ok = TRUE;
  int status;

  if (zip == NULL)
    {
      *why = g_strdup_printf ("%s is no ZIP file", path);
      return FALSE;
    }
  for (status = unzGoToFirstFile (zip); ok && status == UNZ_OK; status = unzGoToNextFile (zip))
    {
      char name[1024];
      g_autofree char *problem = NULL;

      if (unzGetCurrentFileInfo64 (zip, NULL, name, sizeof name, NULL, 0, NULL, 0) != UNZ_OK)
        break;
      g_hash_table_add (seen, g_strdup (name));
      if (!read_entry (zip, data))
        *why = g_strdup_printf ("%s: %s does not unpack to its checksum", path, name), ok = FALSE;
      else if ((g_str_has_suffix (name, ".xml") || g_str_has_suffix (name, ".rels"))
               && !well_formed (data, &problem))
        *why = g_strdup_printf ("%s: %s is not well-formed: %s", path, name, problem), ok = FALSE;
      else if (strcmp (name, "xl/worksheets/sheet1.xml") == 0 && !strstr (data->str, expected))
        *why = g_strdup_printf ("%s: the first sheet lacks %s", path, expected), ok = FALSE;
    }
  unzClose (zip);
  if (ok && status != UNZ_END_OF_LIST_OF_FILE)
    *why = g_strdup_printf ("%s: the ZIP directory is damaged", path), ok = FALSE;
  for (guint i = 0; ok && i < G_N_ELEMENTS (needed); i++)
    if (!g_hash_table_contains (seen, needed[i]))
      *why = g_strdup_printf ("%s: %s is missing", path, needed[i]), ok = FALSE;
  return ok;
}

/* ---- the disk ---------------------------------------------------------- */

/* Fills the disk of @ballast's folder but for @free bytes (or none). */
static void
leave_free (const char *ballast, guint64 free)
{
  struct statvfs st;
  guint64 avail;
  int fd;

  g_autofree char *dir = g_path_get_dirname (ballast);

  g_assert_cmpint (statvfs (dir, &st), ==, 0);
  avail = (guint64) st.f_bavail * st.f_frsize;
  if (avail <= free)
    return;
  fd = open (ballast, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (posix_fallocate (fd, 0, (off_t) (avail - free)), ==, 0);
  close (fd);
}

/* Puts @data back at @path, in place (the same file, its mode kept). */
static void
restore (const char *path, const GBytes *data)
{
  gsize size;
  const char *bytes = g_bytes_get_data ((GBytes *) data, &size);
  int fd = open (path, O_WRONLY | O_TRUNC | O_CLOEXEC);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (write (fd, bytes, size), ==, (gssize) size);
  g_assert_cmpint (close (fd), ==, 0);
}

static GBytes *
contents (const char *path)
{
  char *data = NULL;
  gsize size = 0;

  g_assert_true (g_file_get_contents (path, &data, &size, NULL));
  return g_bytes_new_take (data, size);
}

/* Only the workbook and the ballast in @dir, and nothing in @tmp. */
static void
assert_nothing_left (const char *dir, const char *tmp)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr (GDir) t = g_dir_open (tmp, 0, NULL);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    if (strcmp (name, "results.xlsx") != 0 && strcmp (name, "ballast") != 0
        && strcmp (name, "tmp") != 0)
      g_error ("left over in %s: %s", dir, name);
  g_assert_nonnull (t);
  name = g_dir_read_name (t);
  if (name != NULL)
    g_error ("left over in %s: %s", tmp, name);
}

guint
full_disk_exercise (const char *scratch, FullDiskExport export, gpointer data, guint64 step,
                    const char *expected)
{
  g_autofree char *dir = g_build_filename (scratch, "small-disk", NULL);
  g_autofree char *tmp = g_build_filename (dir, "tmp", NULL);
  g_autofree char *target = g_build_filename (dir, "results.xlsx", NULL);
  g_autofree char *ballast = g_build_filename (dir, "ballast", NULL);
  g_autofree char *base = g_path_get_basename (target);
  g_autofree char *message = NULL, *why = NULL, *old_tmpdir = g_strdup (g_getenv ("TMPDIR"));
  g_autoptr (GBytes) earlier = NULL;
  guint failures = 0;
  GStatBuf st;

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_assert_cmpint (mount ("tmpfs", dir, "tmpfs", 0, "size=" DISK_SIZE), ==, 0);
  g_assert_cmpint (g_mkdir (tmp, 0700), ==, 0);
  g_setenv ("TMPDIR", tmp, TRUE);

  /* The earlier workbook, private. */
  if (!export (target, &message, data))
    g_error ("the earlier workbook was not written: %s", message);
  g_assert_cmpint (g_chmod (target, 0600), ==, 0);
  earlier = contents (target);

  for (guint64 free = 0;; free += step)
    {
      g_autoptr (GBytes) now = NULL;
      g_autoptr (GBytes) after = NULL;
      gboolean ok;

      g_assert_cmpuint (free, <=, MAX_FREE);
      g_unlink (ballast);
      now = contents (target);
      if (!g_bytes_equal (now, earlier))
        restore (target, earlier);
      leave_free (ballast, free);
      g_clear_pointer (&message, g_free);
      ok = export (target, &message, data);
      if (ok)
        {
          g_test_message ("the export succeeded with %" G_GUINT64_FORMAT " bytes free, "
                          "after %u that failed", free, failures);
          if (!full_disk_workbook_is_whole (target, expected, &why))
            g_error ("an export reported success with %" G_GUINT64_FORMAT " bytes free, "
                     "but %s", free, why);
        }
      assert_nothing_left (dir, tmp);
      g_assert_cmpint (g_stat (target, &st), ==, 0);
      g_assert_cmpint (st.st_mode & 07777, ==, 0600);
      if (ok)
        break;
      failures++;
      g_assert_nonnull (message);
      if (strstr (message, base) == NULL)
        g_error ("the message does not name the workbook: %s", message);
      after = contents (target);
      if (!g_bytes_equal (after, earlier))
        g_error ("a failed export with %" G_GUINT64_FORMAT " bytes free changed the "
                 "earlier workbook (%s)", free, message);
    }
  g_unlink (ballast);
  if (old_tmpdir)
    g_setenv ("TMPDIR", old_tmpdir, TRUE);
  else
    g_unsetenv ("TMPDIR");
  g_assert_cmpint (umount2 (dir, MNT_DETACH), ==, 0);
  g_rmdir (dir);
  return failures;
}
