/* valet-html-writer.c: the site written into a temporary folder and
 * renamed into place. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "valet-html-private.h"
#include "valet-html-writer.h"

/* Removes @path and, in a folder, all it holds; links are removed, never
 * followed. */
static void
remove_tree (const char *path)
{
  GStatBuf st;

  if (g_lstat (path, &st) == 0 && S_ISDIR (st.st_mode))
    {
      g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;
      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          remove_tree (child);
        }
      g_rmdir (path);
    }
  else
    g_unlink (path);
}

static gboolean
is_empty_dir (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);

  return dir != NULL && g_dir_read_name (dir) == NULL;
}

static gboolean
has_file (const char *dir, const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

/* What is at @dir now: nothing, an empty folder, an earlier site, or
 * something not to be touched (FALSE, with @error set). */
typedef enum { TARGET_NONE, TARGET_EMPTY, TARGET_SITE } Target;

static gboolean
check_target (const char *dir, Target *target, GError **error)
{
  GStatBuf st;

  if (g_lstat (dir, &st) != 0)
    {
      *target = TARGET_NONE;
      return TRUE;
    }
  if (S_ISDIR (st.st_mode) && is_empty_dir (dir))
    *target = TARGET_EMPTY;
  else if (S_ISDIR (st.st_mode) && has_file (dir, "index.html") && has_file (dir, "style.css"))
    *target = TARGET_SITE;
  else
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
                   S_ISDIR (st.st_mode)
                   ? _("%s is a folder with other files in it, not an earlier web site "
                       "of Valet's; it is left alone (expected a new or empty folder)")
                   : _("%s is not a folder; it is left alone (expected a new or empty "
                       "folder)"), dir);
      return FALSE;
    }
  return TRUE;
}

/* A temporary folder beside @dir: DIR.SUFFIX-XXXXXX, readable by all as
 * a web site is. */
static char *
make_sibling (const char *dir, const char *suffix, GError **error)
{
  g_autofree char *trimmed = g_strdup (dir);
  size_t len = strlen (trimmed);

  while (len > 1 && G_IS_DIR_SEPARATOR (trimmed[len - 1]))
    trimmed[--len] = '\0';
  char *temp = g_strdup_printf ("%s.%s-XXXXXX", trimmed, suffix);
  if (g_mkdtemp_full (temp, 0755) == NULL)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Cannot make a temporary folder beside %s: %s"), dir, g_strerror (saved));
      g_free (temp);
      return NULL;
    }
  return temp;
}

static gboolean
write_site (ValetReport *report, const char *temp, GError **error)
{
  ValetHtmlSite site = { 0 };
  gboolean ok;

  _valet_html_site_init (&site, report, temp);
  ok = _valet_html_write_assets (&site, error)
       && _valet_html_write_chart (&site, error)
       && _valet_html_write_pairs (&site, error)
       && _valet_html_write_boards (&site, error)
       && _valet_html_write_index (&site, error);
  _valet_html_site_clear (&site);
  return ok;
}

static gboolean
rename_error (const char *from, const char *to, GError **error)
{
  int saved = errno;

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
               _("Cannot rename %s to %s: %s"), from, to, g_strerror (saved));
  return FALSE;
}

/* Puts the complete site @temp at @dir: an empty folder gives way, an
 * earlier site is moved aside first and removed once the new one is in
 * place (or put back when it cannot be). */
static gboolean
put_in_place (const char *temp, const char *dir, Target target, GError **error)
{
  g_autofree char *old = NULL;

  if (target == TARGET_EMPTY)
    g_rmdir (dir);
  else if (target == TARGET_SITE)
    {
      old = make_sibling (dir, "old", error);
      /* A folder is renamed onto an empty one in a single step. */
      if (old == NULL)
        return FALSE;
      if (g_rename (dir, old) != 0)
        return rename_error (dir, old, error);
    }
  if (g_rename (temp, dir) != 0)
    {
      rename_error (temp, dir, error);
      if (old != NULL)
        g_rename (old, dir);
      return FALSE;
    }
  if (old != NULL)
    remove_tree (old);
  return TRUE;
}

gboolean
valet_write_html (ValetReport *report, const char *dir, GError **error)
{
  g_autofree char *temp = NULL;
  Target target;

  if (!check_target (dir, &target, error))
    return FALSE;
  temp = make_sibling (dir, "tmp", error);
  if (temp == NULL)
    return FALSE;
  /* Checked again: the folder may have been filled while the site was
   * being written. */
  if (!write_site (report, temp, error) || !check_target (dir, &target, error)
      || !put_in_place (temp, dir, target, error))
    {
      remove_tree (temp);
      return FALSE;
    }
  return TRUE;
}
