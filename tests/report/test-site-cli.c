/* test-site-cli.c: valet-cli --html never removes what it did not
 * write: a folder holding the results, or anything but an earlier site,
 * is refused with exit status 1 and left byte for byte; no other output
 * goes into the site's folder; a run killed while writing leaves the
 * earlier site whole, and the next run removes what it left.
 *
 * Arguments: VALET_CLI SAMPLE (the sample's names.txt and scores.txt).
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>

#include "report-test-support.h"

static const char *cli, *sample;
static char *tmpdir;

static int
run_cli (const char *const *args, char **err)
{
  return report_test_run (cli, args, NULL, err);
}

static void
copy_sample (const char *dir)
{
  static const char *const files[] = { "names.txt", "scores.txt" };

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *text = report_test_read (sample, files[i]);
      g_autofree char *to = g_build_filename (dir, files[i], NULL);
      g_assert_true (g_file_set_contents (to, text, -1, NULL));
    }
}

static void
put (const char *dir, const char *name, const char *text)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

/* The folder that once lost everything: the results, the user's notes,
 * an empty index.html and style.css; --html into it. */
static void
test_results_folder (void)
{
  g_autofree char *dir = g_build_filename (tmpdir, "results", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *err = NULL;

  copy_sample (dir);
  put (dir, "notes.txt", "the director's notes");
  put (dir, "index.html", "");
  put (dir, "style.css", "");
  before = report_test_snapshot (dir);
  const char *args[] = { "--directory", dir, "--html", dir, NULL };
  g_assert_cmpint (run_cli (args, &err), ==, 1);
  g_assert_nonnull (strstr (err, "names.txt"));
  g_assert_nonnull (strstr (err, "nothing was written"));
  after = report_test_snapshot (dir);
  g_assert_cmpstr (after, ==, before);

  /* The same folder named by a file read from it, through --input. */
  g_autofree char *scores = g_build_filename (dir, "scores.txt", NULL);
  const char *input[] = { "--input", scores, "--html", dir, NULL };
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (input, &err), ==, 1);
  g_clear_pointer (&after, g_free);
  after = report_test_snapshot (dir);
  g_assert_cmpstr (after, ==, before);
}

/* Results in a folder below the site's: refused too, as is a folder
 * holding only the user's files, with no results in it. */
static void
test_inputs_below (void)
{
  g_autofree char *dir = g_build_filename (tmpdir, "above", NULL);
  g_autofree char *results = g_build_filename (dir, "round-1", NULL);
  g_autofree char *mine = g_build_filename (tmpdir, "mine", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *err = NULL;

  copy_sample (results);
  before = report_test_snapshot (dir);
  const char *args[] = { "--directory", results, "--html", dir, NULL };
  g_assert_cmpint (run_cli (args, &err), ==, 1);
  after = report_test_snapshot (dir);
  g_assert_cmpstr (after, ==, before);

  g_assert_cmpint (g_mkdir_with_parents (mine, 0755), ==, 0);
  put (mine, "index.html", "my own page");
  put (mine, "style.css", "body {}");
  g_clear_pointer (&before, g_free);
  g_clear_pointer (&after, g_free);
  g_clear_pointer (&err, g_free);
  before = report_test_snapshot (mine);
  const char *other[] = { "--directory", sample, "--html", mine, NULL };
  g_assert_cmpint (run_cli (other, &err), ==, 1);
  g_assert_nonnull (strstr (err, "left alone"));
  after = report_test_snapshot (mine);
  g_assert_cmpstr (after, ==, before);
}

/* Another output inside the site's folder: a command line that
 * contradicts itself (exit status 2), nothing written. */
static void
test_output_inside (void)
{
  g_autofree char *dir = g_build_filename (tmpdir, "shared-out", NULL);
  g_autofree char *xlsx = g_build_filename (dir, "report.xlsx", NULL);
  g_autofree char *err = NULL;

  const char *args[] = { "--directory", sample, "--html", dir, "--xlsx", xlsx, NULL };
  g_assert_cmpint (run_cli (args, &err), ==, 2);
  g_assert_nonnull (strstr (err, "--xlsx"));
  g_assert_false (g_file_test (dir, G_FILE_TEST_EXISTS));
}

/* The names at the top of @dir that are not the site's own. */
static guint
count_temporary (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (g_str_has_prefix (name, ".valet-site-new."))
      n++;
  return n;
}

/* Killed at any moment of writing the sample's site (about a second),
 * valet-cli leaves the earlier site whole beside at most its own
 * temporary folder, inside the site's folder; the next run removes it. */
static void
test_killed (void)
{
  g_autofree char *parent = g_build_filename (tmpdir, "killed", NULL);
  g_autofree char *site = g_build_filename (parent, "site", NULL);
  g_autofree char *err = NULL;
  const char *args[] = { cli, "--directory", sample, "--html", site, NULL };
  guint left = 0;

  g_assert_cmpint (g_mkdir_with_parents (parent, 0755), ==, 0);
  g_assert_cmpint (run_cli (args + 1, &err), ==, 0);
  for (guint i = 0; i < 12; i++)
    {
      g_autoptr (GError) error = NULL;
      GPid pid;
      int status;

      g_assert_true (g_spawn_async (NULL, (char **) args, NULL,
                                    G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL
                                    | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &pid, &error));
      g_usleep (50000 + i * 80000);
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_spawn_close_pid (pid);
      /* Nothing beside the site, the site whole. */
      g_assert_cmpuint (report_test_count_entries (parent), ==, 1);
      g_autofree char *index = report_test_read (site, "index.html");
      g_assert_true (g_str_has_suffix (index, "</html>\n"));
      g_autofree char *pairs = g_build_filename (site, "pairs", NULL);
      g_assert_true (g_file_test (pairs, G_FILE_TEST_IS_DIR));
      left += count_temporary (site);
      /* A killed run's folder never outlives the next run's start. */
      g_assert_cmpuint (count_temporary (site), <=, 1);
    }
  g_test_message ("%u of 12 killed runs left a temporary folder", left);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (args + 1, &err), ==, 0);
  g_assert_cmpuint (count_temporary (site), ==, 0);
  g_assert_cmpuint (report_test_count_entries (parent), ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, >=, 3);
  cli = argv[1];
  sample = argv[2];
  tmpdir = g_dir_make_tmp ("valet-site-cli-XXXXXX", NULL);

  g_test_add_func ("/site-cli/results-folder", test_results_folder);
  g_test_add_func ("/site-cli/inputs-below", test_inputs_below);
  g_test_add_func ("/site-cli/output-inside", test_output_inside);
  g_test_add_func ("/site-cli/killed", test_killed);
  int status = g_test_run ();
  report_test_remove_tree (tmpdir);
  return status;
}
