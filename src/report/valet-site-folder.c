/* valet-site-folder.c: a site written beside nothing but itself, moved
 * into place when whole, and recorded in its manifest. */
#define _GNU_SOURCE   /* renameat2(), syncfs() */
#include "config.h"

#include "valet-site-folder.h"
#include "valet-output-file.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

/* The manifest's first line: no other program writes it. */
#define MANIFEST_MARK "valet-site 1"
#define TEMP_PREFIX ".valet-site-new."
/* What an old site's entry is called in the temporary folder, where it
 * waits to be removed with it. */
#define ASIDE_PREFIX "~old-"
/* Far above the manifest of any site (a line a page); a larger file is
 * not one Valet wrote. */
#define MANIFEST_MAX (64 * 1024 * 1024)

/* ---- the manifest ------------------------------------------------------ */

/* The files of a site, by their paths below its folder, and the folders
 * that hold them. */
typedef struct {
  GHashTable *files;
  GHashTable *dirs;
} Manifest;

static void
manifest_init (Manifest *m)
{
  m->files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  m->dirs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

static void
manifest_clear (Manifest *m)
{
  g_clear_pointer (&m->files, g_hash_table_unref);
  g_clear_pointer (&m->dirs, g_hash_table_unref);
}

static void
manifest_add (Manifest *m, const char *rel)
{
  g_hash_table_add (m->files, g_strdup (rel));
  for (const char *slash = strchr (rel, '/'); slash != NULL; slash = strchr (slash + 1, '/'))
    g_hash_table_add (m->dirs, g_strndup (rel, (gsize) (slash - rel)));
}

/* A path the site may hold: below its folder, no "." or "..", no empty
 * part, nothing a terminal or another program would read otherwise, and
 * none of the names the folder keeps for itself. */
static gboolean
valid_entry (const char *rel)
{
  g_auto (GStrv) parts = NULL;

  if (*rel == '\0' || *rel == '/' || g_str_has_prefix (rel, TEMP_PREFIX)
      || g_str_equal (rel, VALET_SITE_MANIFEST))
    return FALSE;
  for (const char *p = rel; *p; p++)
    if ((guchar) *p < 0x20 || *p == 0x7f || *p == '\\')
      return FALSE;
  parts = g_strsplit (rel, "/", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] == '\0' || g_str_equal (parts[i], ".") || g_str_equal (parts[i], ".."))
      return FALSE;
  return TRUE;
}

static gboolean
damaged_manifest (const char *dir, GError **error)
{
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
               _("%s holds a %s that is not the record of a web site Valet wrote; the "
                 "folder is left alone (expected a new or empty folder, or a site "
                 "Valet wrote)"), dir, VALET_SITE_MANIFEST);
  return FALSE;
}

/* Reads @dir's manifest into @m; *@found FALSE when it has none. */
static gboolean
read_manifest (const char *dir, Manifest *m, gboolean *found, GError **error)
{
  g_autofree char *path = g_build_filename (dir, VALET_SITE_MANIFEST, NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  GStatBuf st;

  *found = FALSE;
  if (g_lstat (path, &st) != 0)
    return TRUE;
  if (!S_ISREG (st.st_mode) || st.st_size > MANIFEST_MAX
      || !g_file_get_contents (path, &text, NULL, NULL))
    return damaged_manifest (dir, error);
  lines = g_strsplit (text, "\n", -1);
  if (lines[0] == NULL || !g_str_equal (lines[0], MANIFEST_MARK))
    return damaged_manifest (dir, error);
  for (guint i = 1; lines[i] != NULL; i++)
    {
      if (*lines[i] == '\0' || *lines[i] == '#')
        continue;
      if (!valid_entry (lines[i]))
        return damaged_manifest (dir, error);
      manifest_add (m, lines[i]);
    }
  *found = TRUE;
  return TRUE;
}

static gint
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The keys of @table, not copied. */
static GPtrArray *
keys_of (GHashTable *table)
{
  GPtrArray *keys = g_ptr_array_sized_new (g_hash_table_size (table));
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, table);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (keys, key);
  return keys;
}

/* Writes the manifest of @files into @dir, safely (valet-output-file). */
static gboolean
write_manifest (const char *dir, GHashTable *files, GError **error)
{
  g_autofree char *path = g_build_filename (dir, VALET_SITE_MANIFEST, NULL);
  g_autoptr (GPtrArray) names = keys_of (files);
  g_autoptr (GString) text = g_string_new (MANIFEST_MARK "\n"
                                           "# The files of the web site Valet wrote into "
                                           "this folder.\n# Writing the site again "
                                           "replaces exactly these; keep other files "
                                           "elsewhere.\n");

  g_ptr_array_sort (names, compare_strings);
  for (guint i = 0; i < names->len; i++)
    g_string_append_printf (text, "%s\n", (char *) g_ptr_array_index (names, i));
  return valet_output_write_contents (path, text->str, text->len, error);
}

/* ---- the temporary folders --------------------------------------------- */

/* Removes @path and, in a folder, all it holds; links are removed, never
 * followed.  Used on temporary folders only. */
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

/* The lock on a temporary folder, held by the write that fills it for
 * as long as it lives: -1 when another holds it or it is gone. */
static int
lock_folder (const char *path)
{
  int fd = open (path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);

  if (fd >= 0 && flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      close (fd);
      return -1;
    }
  return fd;
}

/* Makes and locks the temporary folder in @dir.  A folder another write
 * took for a left-over one between its making and the lock has no name
 * any more: then another is made. */
static char *
make_temp (const char *dir, int *fd, GError **error)
{
  for (int attempt = 0; attempt < 10; attempt++)
    {
      char *temp = g_build_filename (dir, TEMP_PREFIX "XXXXXX", NULL);
      struct stat st;

      if (g_mkdtemp_full (temp, 0755) == NULL)
        {
          int saved = errno;
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                       _("Cannot make a temporary folder in %s: %s"), dir,
                       g_strerror (saved));
          g_free (temp);
          return NULL;
        }
      *fd = open (temp, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
      if (*fd >= 0 && flock (*fd, LOCK_EX) == 0 && fstat (*fd, &st) == 0 && st.st_nlink > 0)
        return temp;
      if (*fd >= 0)
        close (*fd);
      g_free (temp);
    }
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
               _("Cannot make a temporary folder in %s: %s"), dir, g_strerror (EEXIST));
  return NULL;
}

/* ---- what the folder holds --------------------------------------------- */

typedef struct {
  const Manifest *site;
  const char     *own;        /* this write's temporary folder, or NULL */
  char           *foreign;    /* the first entry that is not the site's */
  guint           n_foreign;
  GPtrArray      *left_over;  /* temporary folders of killed writes */
  gboolean        busy;       /* another write fills a temporary folder */
} Walk;

/* The folder's own names at its top: its manifest, the manifest's
 * temporary files, and the temporary folders of writes.  TRUE when
 * @name is one of them (and so no file of the site's or the user's). */
static gboolean
own_name (const char *top, const char *name, Walk *w)
{
  g_autofree char *manifest = g_build_filename (top, VALET_SITE_MANIFEST, NULL);
  g_autofree char *path = NULL;
  GStatBuf st;
  int fd;

  if (g_str_equal (name, VALET_SITE_MANIFEST) || valet_output_is_temp_of (name, manifest))
    return TRUE;
  if (!g_str_has_prefix (name, TEMP_PREFIX))
    return FALSE;
  path = g_build_filename (top, name, NULL);
  if (g_lstat (path, &st) != 0 || !S_ISDIR (st.st_mode))
    return FALSE;
  if (w->own != NULL && g_str_equal (path, w->own))
    return TRUE;
  fd = lock_folder (path);
  if (fd < 0)
    w->busy = TRUE;
  else
    {
      close (fd);
      g_ptr_array_add (w->left_over, g_steal_pointer (&path));
    }
  return TRUE;
}

static void
walk (const char *top, const char *rel, Walk *w)
{
  g_autofree char *here = rel ? g_build_filename (top, rel, NULL) : g_strdup (top);
  g_autoptr (GDir) dir = g_dir_open (here, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      /* What cannot be looked into cannot be known to be the site's. */
      w->n_foreign++;
      if (w->foreign == NULL)
        w->foreign = g_strdup (rel ? rel : ".");
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *sub = rel ? g_strconcat (rel, "/", name, NULL) : g_strdup (name);
      g_autofree char *path = g_build_filename (top, sub, NULL);
      GStatBuf st;

      if (rel == NULL && own_name (top, name, w))
        continue;
      if (g_lstat (path, &st) == 0 && S_ISDIR (st.st_mode)
          && g_hash_table_contains (w->site->dirs, sub))
        walk (top, sub, w);
      else if (g_lstat (path, &st) != 0 || !S_ISREG (st.st_mode)
               || !g_hash_table_contains (w->site->files, sub))
        {
          w->n_foreign++;
          if (w->foreign == NULL)
            w->foreign = g_steal_pointer (&sub);
        }
    }
}

/* An earlier Valet wrote its sites without a manifest: say how to go on
 * from one, rather than only that it is refused. */
static gboolean
looks_like_old_site (const char *dir)
{
  g_autofree char *index = g_build_filename (dir, "index.html", NULL);
  g_autofree char *style = g_build_filename (dir, "style.css", NULL);

  return g_file_test (index, G_FILE_TEST_IS_REGULAR)
         && g_file_test (style, G_FILE_TEST_IS_REGULAR);
}

static gboolean
refuse_foreign (const char *dir, gboolean has_manifest, const Walk *w, GError **error)
{
  g_autofree char *shown = g_filename_display_name (w->foreign);

  if (has_manifest)
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
                 ngettext ("%s holds %u file that is not part of the web site Valet wrote "
                           "there (%s); the folder is left alone (expected a folder that "
                           "holds nothing but that site)",
                           "%s holds %u files that are not part of the web site Valet wrote "
                           "there (such as %s); the folder is left alone (expected a folder "
                           "that holds nothing but that site)", w->n_foreign),
                 dir, w->n_foreign, shown);
  else if (looks_like_old_site (dir))
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
                 _("%s holds a web site without a record of its files (.valet-site), such "
                   "as earlier versions of Valet wrote, or another program's; the folder "
                   "is left alone (expected a new or empty folder: remove the old site "
                   "first, or choose another folder)"), dir);
  else
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
                 ngettext ("%s is a folder with %u file in it (%s) that Valet did not "
                           "write; it is left alone (expected a new or empty folder)",
                           "%s is a folder with %u files in it (such as %s) that Valet did "
                           "not write; it is left alone (expected a new or empty folder)",
                           w->n_foreign),
                 dir, w->n_foreign, shown);
  return FALSE;
}

/* What is at @dir, its manifest in @site and the folders killed writes
 * left in @left_over; @own is this write's temporary folder. */
static gboolean
check_folder (const char *dir, const char *own, ValetSiteFolderState *state, Manifest *site,
              GPtrArray *left_over, GError **error)
{
  Walk w = { .site = site, .own = own, .left_over = left_over };
  gboolean has_manifest;
  GStatBuf st;

  if (g_lstat (dir, &st) != 0)
    {
      int saved = errno;
      if (saved == ENOENT)
        {
          *state = VALET_SITE_FOLDER_MISSING;
          return TRUE;
        }
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Cannot look at %s: %s"), dir, g_strerror (saved));
      return FALSE;
    }
  if (S_ISLNK (st.st_mode))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
                   _("%s is a symbolic link; it is left alone (expected a folder: give "
                     "the path of the folder it points to)"), dir);
      return FALSE;
    }
  if (!S_ISDIR (st.st_mode))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
                   _("%s is not a folder; it is left alone (expected a new or empty "
                     "folder)"), dir);
      return FALSE;
    }
  if (!read_manifest (dir, site, &has_manifest, error))
    return FALSE;
  walk (dir, NULL, &w);
  if (w.busy)
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
                 _("Another export is writing a web site into %s now; the folder is left "
                   "alone (try again when it is done)"), dir);
  else if (w.n_foreign > 0)
    refuse_foreign (dir, has_manifest, &w, error);
  g_free (w.foreign);
  if (w.busy || w.n_foreign > 0)
    return FALSE;
  *state = has_manifest ? VALET_SITE_FOLDER_SITE : VALET_SITE_FOLDER_EMPTY;
  return TRUE;
}

gboolean
valet_site_folder_check (const char *dir, ValetSiteFolderState *state, GError **error)
{
  Manifest site;
  g_autoptr (GPtrArray) left_over = g_ptr_array_new_with_free_func (g_free);
  gboolean ok;

  g_return_val_if_fail (dir != NULL && state != NULL, FALSE);
  manifest_init (&site);
  ok = check_folder (dir, NULL, state, &site, left_over, error);
  manifest_clear (&site);
  return ok;
}

/* ---- into place -------------------------------------------------------- */

/* Every file below @temp, into @m. */
static void
collect (const char *temp, const char *rel, Manifest *m)
{
  g_autofree char *here = rel ? g_build_filename (temp, rel, NULL) : g_strdup (temp);
  g_autoptr (GDir) dir = g_dir_open (here, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *sub = rel ? g_strconcat (rel, "/", name, NULL) : g_strdup (name);
      g_autofree char *path = g_build_filename (temp, sub, NULL);
      GStatBuf st;

      if (g_lstat (path, &st) != 0)
        continue;
      if (S_ISDIR (st.st_mode))
        collect (temp, sub, m);
      else
        manifest_add (m, sub);
    }
}

static gboolean
rename_error (const char *from, const char *to, GError **error)
{
  int saved = errno;

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
               _("Cannot rename %s to %s: %s"), from, to, g_strerror (saved));
  return FALSE;
}

/* Moves @name from @temp into @dir.  A file replaces the old one in one
 * rename; a folder changes places with the old one in one step where
 * the file system can, else the old one is first moved into @temp.
 * The old one ends in @temp, removed with it. */
static gboolean
move_into_place (const char *dir, const char *temp, const char *name, GError **error)
{
  g_autofree char *from = g_build_filename (temp, name, NULL);
  g_autofree char *to = g_build_filename (dir, name, NULL);
  g_autofree char *aside = g_strconcat (temp, G_DIR_SEPARATOR_S ASIDE_PREFIX, name, NULL);
  GStatBuf new_st, old_st;

  if (g_lstat (from, &new_st) != 0)
    return rename_error (from, to, error);
  if (g_lstat (to, &old_st) == 0)
    {
      if (S_ISDIR (new_st.st_mode) && S_ISDIR (old_st.st_mode)
          && renameat2 (AT_FDCWD, from, AT_FDCWD, to, RENAME_EXCHANGE) == 0)
        return TRUE;
      if (S_ISDIR (new_st.st_mode) || S_ISDIR (old_st.st_mode))
        {
          if (g_rename (to, aside) != 0)
            return rename_error (to, aside, error);
        }
    }
  if (g_rename (from, to) != 0)
    return rename_error (from, to, error);
  return TRUE;
}

/* The top of a path below the site's folder: "pairs" of "pairs/7.html". */
static char *
top_of (const char *rel)
{
  const char *slash = strchr (rel, '/');

  return slash ? g_strndup (rel, (gsize) (slash - rel)) : g_strdup (rel);
}

/* The index last: it links to all the rest. */
static gint
compare_tops (gconstpointer a, gconstpointer b)
{
  const char *x = *(const char *const *) a, *y = *(const char *const *) b;
  gboolean xi = g_str_equal (x, "index.html"), yi = g_str_equal (y, "index.html");

  return xi != yi ? (xi ? 1 : -1) : strcmp (x, y);
}

static GPtrArray *
tops (GHashTable *files)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GPtrArray *out;
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, files);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_hash_table_add (seen, top_of (key));
  out = g_ptr_array_new_with_free_func (g_free);
  g_hash_table_iter_init (&iter, seen);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      g_ptr_array_add (out, key);
      g_hash_table_iter_steal (&iter);
    }
  g_ptr_array_sort (out, compare_tops);
  return out;
}

/* Replaces the site @old in @dir by the complete one in @temp. */
static gboolean
swap (const char *dir, const char *temp, const Manifest *old, GError **error)
{
  Manifest new_site, both;
  g_autoptr (GPtrArray) new_tops = NULL;
  g_autoptr (GPtrArray) old_tops = tops (old->files);
  GHashTableIter iter;
  gpointer key;
  gboolean ok = TRUE;

  manifest_init (&new_site);
  manifest_init (&both);
  collect (temp, NULL, &new_site);
  new_tops = tops (new_site.files);
  g_hash_table_iter_init (&iter, old->files);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    manifest_add (&both, key);
  g_hash_table_iter_init (&iter, new_site.files);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    manifest_add (&both, key);

  /* First the manifest names the old files and the new together: a
   * crash among the renames leaves only files it names. */
  ok = write_manifest (dir, both.files, error);
  for (guint i = 0; ok && i < new_tops->len; i++)
    ok = move_into_place (dir, temp, g_ptr_array_index (new_tops, i), error);
  /* What the old site had and the new one has not. */
  for (guint i = 0; ok && i < old_tops->len; i++)
    {
      const char *name = g_ptr_array_index (old_tops, i);
      g_autofree char *from = g_build_filename (dir, name, NULL);
      g_autofree char *aside = g_strconcat (temp, G_DIR_SEPARATOR_S ASIDE_PREFIX, name, NULL);
      GStatBuf st;

      if (!g_ptr_array_find_with_equal_func (new_tops, name, g_str_equal, NULL)
          && g_lstat (from, &st) == 0 && g_rename (from, aside) != 0)
        ok = rename_error (from, aside, error);
    }
  ok = ok && write_manifest (dir, new_site.files, error);
  manifest_clear (&new_site);
  manifest_clear (&both);
  return ok;
}

/* Flushes everything written into @temp to the disk, the file system's
 * whole cache in one call rather than a call a page. */
static gboolean
sync_temp (int fd, const char *temp, GError **error)
{
  if (syncfs (fd) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("cannot write %s: %s"), temp, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

gboolean
valet_site_folder_write (const char *dir, ValetSiteWriteFunc write, gpointer data,
                         GError **error)
{
  g_autoptr (GPtrArray) left_over = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *temp = NULL;
  ValetSiteFolderState state;
  Manifest old;
  gboolean made = FALSE, ok;
  int fd = -1;

  g_return_val_if_fail (dir != NULL && write != NULL, FALSE);
  manifest_init (&old);
  ok = check_folder (dir, NULL, &state, &old, left_over, error);
  if (ok && state == VALET_SITE_FOLDER_MISSING)
    {
      if (g_mkdir (dir, 0755) != 0)
        {
          int saved = errno;
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                       _("Cannot make the folder %s: %s"), dir, g_strerror (saved));
          ok = FALSE;
        }
      made = ok;
    }
  /* What killed writes left: nobody holds their locks. */
  for (guint i = 0; ok && i < left_over->len; i++)
    {
      int lock = lock_folder (g_ptr_array_index (left_over, i));
      if (lock >= 0)
        {
          remove_tree (g_ptr_array_index (left_over, i));
          close (lock);
        }
    }
  if (ok)
    ok = (temp = make_temp (dir, &fd, error)) != NULL;
  if (ok)
    {
      g_hash_table_remove_all (old.files);
      g_hash_table_remove_all (old.dirs);
      g_ptr_array_set_size (left_over, 0);
      /* Checked again when the site is whole: the folder may have been
       * filled meanwhile. */
      ok = write (temp, data, error) && sync_temp (fd, temp, error)
           && check_folder (dir, temp, &state, &old, left_over, error)
           && swap (dir, temp, &old, error)
           && valet_output_sync_folder (dir, error);
    }
  if (temp != NULL)
    remove_tree (temp);
  if (fd >= 0)
    close (fd);
  if (!ok && made)
    g_rmdir (dir);
  manifest_clear (&old);
  return ok;
}
