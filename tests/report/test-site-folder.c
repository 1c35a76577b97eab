/* test-site-folder.c: a web site's folder holds the site alone; writing
 * it again replaces exactly the files the site wrote, and nothing else
 * is ever removed (src/report/valet-site-folder.h). */
#include <errno.h>
#include <fcntl.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <limits.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "report-test-support.h"
#include "valet-site-folder.h"

static char *tmpdir;

/* ---- a writer of made-up sites ----------------------------------------- */

typedef struct {
  const char *const *files;   /* paths below the site, NULL-terminated */
  const char        *text;    /* what each holds */
  guint              fail_after; /* fail after writing this many (0: never) */
} Made;

static gboolean
write_made (const char *temp, gpointer data, GError **error)
{
  const Made *m = data;

  for (guint i = 0; m->files[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (temp, m->files[i], NULL);
      g_autofree char *folder = g_path_get_dirname (path);

      if (m->fail_after > 0 && i == m->fail_after)
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC, "no space left (a test)");
          return FALSE;
        }
      g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
      if (!g_file_set_contents (path, m->text, -1, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
write_site (const char *dir, const char *const *files, const char *text, GError **error)
{
  Made m = { files, text, 0 };

  return valet_site_folder_write (dir, write_made, &m, error);
}

/* ---- what a folder holds ----------------------------------------------- */

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The names below @dir, one a line, folders with a "/", without the
 * manifest: what a site consists of. */
static void
names_into (GString *out, const char *top, const char *rel)
{
  g_autofree char *here = rel ? g_build_filename (top, rel, NULL) : g_strdup (top);
  g_autoptr (GDir) dir = g_dir_open (here, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (rel != NULL || strcmp (name, VALET_SITE_MANIFEST) != 0)
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *sub = rel ? g_build_filename (rel, names->pdata[i], NULL)
                                 : g_strdup (names->pdata[i]);
      g_autofree char *path = g_build_filename (top, sub, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        {
          g_string_append_printf (out, "%s/\n", sub);
          names_into (out, top, sub);
        }
      else
        g_string_append_printf (out, "%s\n", sub);
    }
}

static char *
names_in (const char *dir)
{
  GString *out = g_string_new (NULL);

  names_into (out, dir, NULL);
  return g_string_free (out, FALSE);
}

static char *
scratch (const char *name)
{
  char *dir = g_build_filename (tmpdir, name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  return dir;
}

static void
put (const char *dir, const char *rel, const char *text)
{
  g_autofree char *path = g_build_filename (dir, rel, NULL);
  g_autofree char *folder = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static const char *const site_a[] = {
  "index.html", "style.css", "sort.js", "charts/ranking.svg", "pairs/1.html",
  "pairs/2.html", "boards/1-1.html", "boards/1-2.html", NULL
};
static const char *const site_b[] = {
  "index.html", "style.css", "pairs/1.html", "boards/1-1.html", "extra.html", NULL
};

/* ---- the tests --------------------------------------------------------- */

/* The stress test's folder: the results, the user's notes, and an empty
 * index.html and style.css, which once made it pass for an earlier site
 * and be removed whole.  Refused now, every byte kept. */
static void
test_results_kept (void)
{
  g_autofree char *dir = scratch ("results");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr (GError) error = NULL;

  put (dir, "names.txt", "1|Ann\n2|Bob\n");
  put (dir, "scores.txt", "1|1|1|2|3|4|3N|S|9\n");
  put (dir, "notes.txt", "mine");
  put (dir, "index.html", "");
  put (dir, "style.css", "");
  before = report_test_snapshot (dir);
  g_assert_false (write_site (dir, site_a, "new", &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST);
  g_assert_nonnull (strstr (error->message, dir));
  after = report_test_snapshot (dir);
  g_assert_cmpstr (after, ==, before);
}

/* A site written again: exactly the new site's files remain, with the
 * new contents, the pages only the old site had are gone, and no
 * temporary folder is left. */
static void
test_replace_exactly (void)
{
  g_autofree char *parent = scratch ("replace");
  g_autofree char *dir = g_build_filename (parent, "site", NULL);
  g_autofree char *names = NULL;
  g_autofree char *manifest = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (write_site (dir, site_a, "old", &error));
  g_assert_no_error (error);
  g_assert_true (write_site (dir, site_b, "new", &error));
  g_assert_no_error (error);
  names = names_in (dir);
  g_assert_cmpstr (names, ==,
                   "boards/\nboards/1-1.html\nextra.html\nindex.html\npairs/\npairs/1.html\n"
                   "style.css\n");
  g_autofree char *index = report_test_read (dir, "index.html");
  g_assert_cmpstr (index, ==, "new");
  /* The manifest names each file, and nothing else. */
  manifest = report_test_read (dir, VALET_SITE_MANIFEST);
  g_assert_true (g_str_has_prefix (manifest, "valet-site 1\n"));
  for (guint i = 0; site_b[i] != NULL; i++)
    {
      g_autofree char *line = g_strdup_printf ("\n%s\n", site_b[i]);
      g_assert_nonnull (strstr (manifest, line));
    }
  g_assert_null (strstr (manifest, "pairs/2.html"));
  g_assert_null (strstr (manifest, "sort.js"));
  g_assert_cmpuint (report_test_count_entries (parent), ==, 1);
}

/* A file the user put among the site's pages: the folder is refused,
 * the file and the site stay as they were. */
static void
test_foreign_kept (void)
{
  g_autofree char *dir = g_build_filename (tmpdir, "foreign", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (write_site (dir, site_a, "old", &error));
  put (dir, "pairs/notes.txt", "mine");
  before = report_test_snapshot (dir);
  g_assert_false (write_site (dir, site_b, "new", &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST);
  g_assert_nonnull (strstr (error->message, "pairs/notes.txt"));
  after = report_test_snapshot (dir);
  g_assert_cmpstr (after, ==, before);
}

/* A write that fails half way leaves the old site as it was and no
 * temporary folder; into a new folder, it leaves no folder. */
static void
test_failed_write (void)
{
  g_autofree char *dir = g_build_filename (tmpdir, "failed", NULL);
  g_autofree char *fresh = g_build_filename (tmpdir, "failed-fresh", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr (GError) error = NULL;
  Made half = { site_b, "new", 3 };

  g_assert_true (write_site (dir, site_a, "old", &error));
  before = report_test_snapshot (dir);
  g_assert_false (valet_site_folder_write (dir, write_made, &half, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_clear_error (&error);
  after = report_test_snapshot (dir);
  g_assert_cmpstr (after, ==, before);
  g_assert_false (valet_site_folder_write (fresh, write_made, &half, &error));
  g_assert_false (g_file_test (fresh, G_FILE_TEST_EXISTS));
}

/* What a killed write left: its temporary folder, unlocked, is removed
 * by the next write; one a live write holds makes the next refuse. */
static void
test_left_over (void)
{
  g_autofree char *dir = g_build_filename (tmpdir, "left", NULL);
  g_autofree char *dead = NULL;
  g_autofree char *live = NULL;
  g_autoptr (GError) error = NULL;
  int fd;

  g_assert_true (write_site (dir, site_a, "old", &error));
  dead = g_build_filename (dir, ".valet-site-new.AbC123", NULL);
  put (dead, "pairs/1.html", "half");
  g_assert_true (write_site (dir, site_b, "new", &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (dead, G_FILE_TEST_EXISTS));

  live = g_build_filename (dir, ".valet-site-new.XyZ789", NULL);
  put (live, "index.html", "being written");
  fd = open (live, O_RDONLY | O_DIRECTORY);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (flock (fd, LOCK_EX), ==, 0);
  g_assert_false (write_site (dir, site_a, "newer", &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST);
  g_assert_true (g_file_test (live, G_FILE_TEST_IS_DIR));
  g_autofree char *index = report_test_read (dir, "index.html");
  g_assert_cmpstr (index, ==, "new");
  close (fd);
  g_clear_error (&error);
  /* Its writer gone, the folder is a left-over like any other. */
  g_assert_true (write_site (dir, site_a, "newer", &error));
  g_assert_false (g_file_test (live, G_FILE_TEST_EXISTS));
}

/* A crash among the renames of a write leaves old files and new ones
 * side by side, all named by the manifest, and the temporary folder:
 * the next write takes the folder and leaves its own site alone. */
static void
test_interrupted_swap (void)
{
  g_autofree char *dir = g_build_filename (tmpdir, "interrupted", NULL);
  g_autofree char *temp = NULL;
  g_autofree char *names = NULL;
  g_autoptr (GError) error = NULL;
  static const char *const site_c[] = { "index.html", "c.html", NULL };

  g_assert_true (write_site (dir, site_a, "old", &error));
  put (dir, VALET_SITE_MANIFEST,
       "valet-site 1\nindex.html\nstyle.css\nsort.js\ncharts/ranking.svg\npairs/1.html\n"
       "pairs/2.html\nboards/1-1.html\nboards/1-2.html\nextra.html\n");
  put (dir, "extra.html", "new");
  temp = g_build_filename (dir, ".valet-site-new.Qq1234", NULL);
  put (temp, "pairs/1.html", "new");
  g_assert_true (write_site (dir, site_c, "newest", &error));
  g_assert_no_error (error);
  names = names_in (dir);
  g_assert_cmpstr (names, ==, "c.html\nindex.html\n");
}

/* A manifest that is not Valet's, or names what is outside the folder,
 * makes the folder refused; nothing is removed. */
static void
test_damaged_manifest (void)
{
  static const char *const manifests[] = {
    "index.html\nstyle.css\n",
    "valet-site 1\n../outside.txt\n",
    "valet-site 1\n/etc/passwd\n",
    "valet-site 1\npairs//1.html\n",
    "valet-site 1\n./index.html\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (manifests); i++)
    {
      g_autofree char *name = g_strdup_printf ("damaged-%u", i);
      g_autofree char *dir = scratch (name);
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;
      g_autoptr (GError) error = NULL;

      put (dir, "index.html", "someone's");
      put (dir, "style.css", "someone's");
      put (dir, VALET_SITE_MANIFEST, manifests[i]);
      before = report_test_snapshot (dir);
      g_assert_false (write_site (dir, site_a, "new", &error));
      g_assert_nonnull (error);
      after = report_test_snapshot (dir);
      g_assert_cmpstr (after, ==, before);
    }
}

/* A site without a manifest (an earlier version's, another program's) is
 * refused with a word on how to go on. */
static void
test_site_without_manifest (void)
{
  g_autofree char *dir = scratch ("unrecorded");
  g_autoptr (GError) error = NULL;

  put (dir, "index.html", "x");
  put (dir, "style.css", "x");
  put (dir, "pairs/1.html", "x");
  g_assert_false (write_site (dir, site_a, "new", &error));
  g_assert_nonnull (strstr (error->message, VALET_SITE_MANIFEST));
  g_assert_cmpuint (report_test_count_entries (dir), ==, 3);
}

/* Names as long as the file system allows: the temporary folder lives
 * inside, so the name needs no room for a suffix. */
static void
test_long_name (void)
{
  long max = pathconf (tmpdir, _PC_NAME_MAX);
  g_autofree char *base = g_strnfill (MIN (max, 255), 's');
  g_autofree char *dir = g_build_filename (tmpdir, base, NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (write_site (dir, site_a, "old", &error));
  g_assert_no_error (error);
  g_assert_true (write_site (dir, site_b, "new", &error));
  g_assert_no_error (error);
  g_autofree char *index = report_test_read (dir, "index.html");
  g_assert_cmpstr (index, ==, "new");
}

/* A link, a file: refused, left as they are. */
static void
test_not_a_folder (void)
{
  g_autofree char *real = scratch ("real");
  g_autofree char *link = g_build_filename (tmpdir, "link", NULL);
  g_autofree char *file = g_build_filename (tmpdir, "plain-file", NULL);
  g_autoptr (GError) error = NULL;
  ValetSiteFolderState state;

  g_assert_cmpint (symlink (real, link), ==, 0);
  g_assert_true (g_file_set_contents (file, "data", -1, NULL));
  g_assert_false (write_site (link, site_a, "new", &error));
  g_clear_error (&error);
  g_assert_cmpuint (report_test_count_entries (real), ==, 0);
  g_assert_false (write_site (file, site_a, "new", &error));
  g_clear_error (&error);
  g_assert_true (g_file_test (file, G_FILE_TEST_IS_REGULAR));
  /* And what the check says of the others. */
  g_assert_true (valet_site_folder_check (real, &state, NULL));
  g_assert_cmpint (state, ==, VALET_SITE_FOLDER_EMPTY);
  g_autofree char *missing = g_build_filename (tmpdir, "not-there", NULL);
  g_assert_true (valet_site_folder_check (missing, &state, NULL));
  g_assert_cmpint (state, ==, VALET_SITE_FOLDER_MISSING);
  g_autofree char *site = g_build_filename (tmpdir, "checked", NULL);
  g_assert_true (write_site (site, site_a, "old", &error));
  g_assert_true (valet_site_folder_check (site, &state, NULL));
  g_assert_cmpint (state, ==, VALET_SITE_FOLDER_SITE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tmpdir = g_dir_make_tmp ("valet-site-XXXXXX", NULL);

  g_test_add_func ("/site-folder/results-kept", test_results_kept);
  g_test_add_func ("/site-folder/replace-exactly", test_replace_exactly);
  g_test_add_func ("/site-folder/foreign-kept", test_foreign_kept);
  g_test_add_func ("/site-folder/failed-write", test_failed_write);
  g_test_add_func ("/site-folder/left-over", test_left_over);
  g_test_add_func ("/site-folder/interrupted-swap", test_interrupted_swap);
  g_test_add_func ("/site-folder/damaged-manifest", test_damaged_manifest);
  g_test_add_func ("/site-folder/without-manifest", test_site_without_manifest);
  g_test_add_func ("/site-folder/long-name", test_long_name);
  g_test_add_func ("/site-folder/not-a-folder", test_not_a_folder);
  int status = g_test_run ();
  report_test_remove_tree (tmpdir);
  return status;
}
