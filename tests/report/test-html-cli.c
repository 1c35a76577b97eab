/* test-html-cli.c: valet-cli --html: names with & < > " ' escaped on
 * every page, pages that tidy finds no error in, exit status 1 with a
 * message and nothing touched for a foreign folder, and the 2004
 * Olympiad's index agreeing with the text ranking.
 *
 * Arguments: VALET_CLI SAMPLE TIDY CONFORMANCE (TIDY and CONFORMANCE
 * may be "" or missing: those tests are skipped).
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "report-test-support.h"

static const char *cli, *sample, *tidy, *conformance;
static char *tmpdir;

static const char odd_name[] = "Rummel & <Aarne> \"Q\" O'Neil";
static const char odd_html[] = "Rummel &amp; &lt;Aarne&gt; &quot;Q&quot; O&#39;Neil";

/* valet-cli with @args; its exit status, its output and its messages. */
static int
run_cli (const char *const *args, char **out, char **err)
{
  return report_test_run (cli, args, out, err);
}

/* The sample with its first player renamed @odd_name, in a folder of
 * its own. */
static char *
odd_sample (void)
{
  g_autofree char *names = report_test_read (sample, "names.txt");
  g_autofree char *scores = report_test_read (sample, "scores.txt");
  char *dir = g_build_filename (tmpdir, "odd", NULL);
  g_autofree char *names_out = g_build_filename (dir, "names.txt", NULL);
  g_autofree char *scores_out = g_build_filename (dir, "scores.txt", NULL);
  g_autofree char *renamed = g_strdup_printf ("1|%s%s", odd_name, strchr (names, '\n'));

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_str_has_prefix (names, "1|"));
  g_assert_true (g_file_set_contents (names_out, renamed, -1, NULL));
  g_assert_true (g_file_set_contents (scores_out, scores, -1, NULL));
  return dir;
}

/* The first page of @folder of the site, by name. */
static char *
first_page (const char *site, const char *folder)
{
  g_autofree char *dir = g_build_filename (site, folder, NULL);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name = d ? g_dir_read_name (d) : NULL;

  g_assert_nonnull (name);
  return g_build_filename (folder, name, NULL);
}

static void
test_escaped (void)
{
  g_autofree char *input = odd_sample ();
  g_autofree char *site = g_build_filename (tmpdir, "odd-site", NULL);
  const char *args[] = { "--directory", input, "--encoding", "auto", "--html", site, NULL };
  g_autofree char *err = NULL;

  g_assert_cmpint (run_cli (args, NULL, &err), ==, 0);
  g_autofree char *index = report_test_read (site, "index.html");
  g_assert_nonnull (strstr (index, odd_html));
  g_assert_null (strstr (index, odd_name));
  g_assert_null (strstr (index, "<Aarne>"));
}

/* tidy -q -e: errors and warnings only; exit status 2 means errors. */
static void
assert_tidy (const char *site, const char *page)
{
  g_autofree char *path = g_build_filename (site, page, NULL);
  const char *argv[] = { tidy, "-q", "-e", path, NULL };
  g_autofree char *err = NULL;
  g_autoptr (GError) error = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL,
                               NULL, NULL, NULL, &err, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_test_message ("tidy on %s:\n%s", page, err);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), <, 2);
}

static void
test_tidy (void)
{
  g_autofree char *site = g_build_filename (tmpdir, "tidy-site", NULL);
  const char *args[] = { "--directory", sample, "--lead", "--html", site, NULL };

  if (tidy == NULL || *tidy == '\0')
    {
      g_test_skip ("tidy is not installed");
      return;
    }
  g_assert_cmpint (run_cli (args, NULL, NULL), ==, 0);
  g_autofree char *pair = first_page (site, "pairs");
  g_autofree char *board = first_page (site, "boards");
  assert_tidy (site, "index.html");
  assert_tidy (site, pair);
  assert_tidy (site, board);
}

/* A folder of other files: exit status 1, a message naming it, and the
 * folder as it was. */
static void
test_foreign (void)
{
  g_autofree char *dir = g_build_filename (tmpdir, "letters", NULL);
  g_autofree char *letter = g_build_filename (dir, "letter.txt", NULL);
  const char *args[] = { "--directory", sample, "--html", dir, NULL };
  g_autofree char *err = NULL, *kept = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (letter, "Dear", -1, NULL));
  g_assert_cmpint (run_cli (args, NULL, &err), ==, 1);
  g_assert_nonnull (strstr (err, dir));
  g_assert_true (g_file_get_contents (letter, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "Dear");
  g_autofree char *index = g_build_filename (dir, "index.html", NULL);
  g_assert_false (g_file_test (index, G_FILE_TEST_EXISTS));
}

/* A line of the text ranking: "Name  |  16   1.67 | ..." into the
 * players, the boards and the score as the site writes it (U+2212 for
 * the minus, none on a zero). */
static void
parse_ranking_line (const char *line, char **name, char **boards, char **score)
{
  g_auto (GStrv) fields = g_strsplit (line, "|", -1);
  g_auto (GStrv) numbers = NULL;

  g_assert_cmpuint (g_strv_length (fields), >=, 2);
  numbers = g_strsplit_set (g_strstrip (fields[1]), " ", -1);
  *name = g_strdup (g_strstrip (fields[0]));
  *boards = g_strdup (numbers[0]);
  const char *last = numbers[g_strv_length (numbers) - 1];
  if (last[0] == '-' && g_ascii_strtod (last, NULL) != 0)
    *score = g_strconcat ("\xe2\x88\x92", last + 1, NULL);
  else
    *score = g_strdup (last[0] == '-' ? last + 1 : last);
}

static void
test_olympiad (void)
{
  g_autofree char *dir = conformance && *conformance
    ? g_build_filename (conformance, "2004-Istanbul-Olympiad", NULL) : NULL;
  g_autofree char *site = g_build_filename (tmpdir, "olympiad", NULL);
  const char *args[] = { "--directory", dir, "--encoding", "auto", "--html", site, NULL };
  g_autofree char *out = NULL, *err = NULL;

  if (dir == NULL || !g_file_test (dir, G_FILE_TEST_IS_DIR))
    {
      g_test_skip ("the 2004 Olympiad of the shared conformance cases is not there");
      return;
    }
  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  g_autofree char *index = report_test_read (site, "index.html");
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  /* Two lines of headings, then the pairs in ranking order. */
  for (guint i = 2; i < 12; i++)
    {
      g_autofree char *name = NULL, *boards = NULL, *score = NULL;
      g_assert_nonnull (lines[i]);
      parse_ranking_line (lines[i], &name, &boards, &score);
      g_autofree char *link_end = g_strdup_printf (".html>%s</a>", name);
      const char *row = strstr (index, link_end);
      g_assert_nonnull (row);
      /* A row is a line; cells have no end tags. */
      g_autofree char *cells = g_strndup (row, strchr (row, '\n') - row);
      g_autofree char *boards_cell = g_strdup_printf (">%s<td", boards);
      g_autofree char *score_cell = g_strdup_printf (">%s<td", score);
      g_assert_nonnull (strstr (cells, boards_cell));
      g_assert_nonnull (strstr (cells, score_cell));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, >=, 3);
  cli = argv[1];
  sample = argv[2];
  tidy = argc > 3 ? argv[3] : NULL;
  conformance = argc > 4 ? argv[4] : NULL;
  tmpdir = g_dir_make_tmp ("valet-html-cli-XXXXXX", NULL);

  g_test_add_func ("/html-cli/escaped", test_escaped);
  g_test_add_func ("/html-cli/tidy", test_tidy);
  g_test_add_func ("/html-cli/foreign", test_foreign);
  g_test_add_func ("/html-cli/olympiad", test_olympiad);
  int status = g_test_run ();
  report_test_remove_tree (tmpdir);
  return status;
}
