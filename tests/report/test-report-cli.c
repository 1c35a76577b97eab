/* test-report-cli.c: valet-cli's --xlsx, --pdf, --chart-png and --paper:
 * files written whole, exit status 1 with a message when an export
 * fails (also on a disk that fills up meanwhile), an earlier file left
 * alone, 2 on a bad paper size.
 *
 * Arguments: VALET_CLI FIXTURES.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "full-disk-support.h"

static const char *cli, *fixtures;
static char *tmpdir;
static char *no_full_disk;   /* why a full disk cannot be made, or NULL */

static int
run_cli (const char *const *args, char **err)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_build_filename (fixtures, "examples-1", NULL);
  int status = 0;

  g_ptr_array_add (argv, (gpointer) cli);
  g_ptr_array_add (argv, (gpointer) "--directory");
  g_ptr_array_add (argv, dir);
  g_ptr_array_add (argv, (gpointer) "--lead");
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL,
                               NULL, NULL, NULL, err, &status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  return WEXITSTATUS (status);
}

static void
assert_starts (const char *path, const char *magic, gsize len)
{
  g_autofree char *data = NULL;
  gsize size = 0;

  g_assert_true (g_file_get_contents (path, &data, &size, NULL));
  g_assert_cmpuint (size, >, 1000);
  g_assert_cmpmem (data, len, magic, len);
}

static void
test_written (void)
{
  g_autofree char *xlsx = g_build_filename (tmpdir, "r.xlsx", NULL);
  g_autofree char *pdf = g_build_filename (tmpdir, "r.pdf", NULL);
  g_autofree char *png = g_build_filename (tmpdir, "r.png", NULL);
  const char *args[] = { "--xlsx", xlsx, "--pdf", pdf, "--chart-png", png,
                         "--paper", "letter", "--title", "Examples", NULL };
  g_autofree char *err = NULL;

  g_assert_cmpint (run_cli (args, &err), ==, 0);
  assert_starts (xlsx, "PK\x03\x04", 4);
  assert_starts (pdf, "%PDF-", 5);
  assert_starts (png, "\x89PNG", 4);
}

/* --date, --venue, --organiser and --director stand under the title,
 * before what the input says (examples-1 says nothing), on the PDF's
 * one method page. */
static void
test_event_details (void)
{
  g_autofree char *pdf = g_build_filename (tmpdir, "e.pdf", NULL);
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  const char *args[] = { "--pdf", pdf, "--pdf-sections", "method", "--title", "Spring Pairs",
                         "--date", "12 March 2026", "--venue", "Hotel Bristol, Warsaw",
                         "--organiser", "Warsaw Bridge Club", "--director", "Ewa Nowak",
                         NULL };
  g_autofree char *err = NULL, *text = NULL;
  int status = -1;

  if (pdftotext == NULL)
    {
      g_test_skip ("pdftotext is not installed");
      return;
    }
  g_assert_cmpint (run_cli (args, &err), ==, 0);
  const char *argv[] = { pdftotext, pdf, "-", NULL };
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &text, NULL, &status, NULL));
  g_assert_true (g_str_has_prefix (text, "Spring Pairs\nHotel Bristol, Warsaw, 12 March 2026 · "
                                          "Organised by Warsaw Bridge Club · Tournament director "
                                          "Ewa Nowak\n"));
  g_assert_nonnull (strstr (text, "Page 1 of 1"));
}

/* valet-cli's output on standard output, with --lead and @args on
 * examples-1; its exit status in *@status. */
static char *
cli_stdout (const char *const *args, int *status)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *dir = g_build_filename (fixtures, "examples-1", NULL);
  char *out = NULL;
  int wait = 0;

  g_ptr_array_add (argv, (gpointer) cli);
  g_ptr_array_add (argv, (gpointer) "--directory");
  g_ptr_array_add (argv, dir);
  g_ptr_array_add (argv, (gpointer) "--lead");
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &out, NULL, &wait, NULL));
  g_assert_true (WIFEXITED (wait));
  *status = WEXITSTATUS (wait);
  return out;
}

/* --rank-by: the PDF ranks by the score as played (SCHALTZ, 7.95, above
 * ELSHORBAGY, 7.95, as they first appear) or by the luck-free score
 * (ELSHORBAGY's 7.96 above SCHALTZ's 7.95); the reference's text and
 * CSV rankings are the same either way; anything else is refused. */
static void
test_rank_by (void)
{
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  const char *choices[] = { NULL, "played", "luck-free" };
  char *text[3] = { NULL }, *csv[3] = { NULL };
  g_autofree char *err = NULL;
  int status;

  for (guint i = 0; i < 3; i++)
    {
      const char *text_args[] = { "--rank-by", choices[i], NULL };
      const char *csv_args[] = { "--rank-by", choices[i], "--format", "csv", NULL };
      const char *plain_csv_args[] = { "--format", "csv", NULL };
      text[i] = cli_stdout (choices[i] ? text_args : text_args + 2, &status);
      g_assert_cmpint (status, ==, 0);
      csv[i] = cli_stdout (choices[i] ? csv_args : plain_csv_args, &status);
      g_assert_cmpint (status, ==, 0);
      g_assert_cmpstr (text[i], ==, text[0]);
      g_assert_cmpstr (csv[i], ==, csv[0]);
    }
  for (guint i = 0; i < 3; i++)
    {
      g_free (text[i]);
      g_free (csv[i]);
    }
  const char *bad[] = { "--rank-by", "fair", NULL };
  g_assert_cmpint (run_cli (bad, &err), ==, 2);
  g_assert_nonnull (strstr (err, "--rank-by"));

  if (pdftotext == NULL)
    {
      g_test_skip ("pdftotext is not installed");
      return;
    }
  for (guint i = 1; i < 3; i++)
    {
      g_autofree char *pdf = g_build_filename (tmpdir, "rank-by.pdf", NULL);
      g_autofree char *page = NULL, *e = NULL;
      const char *args[] = { "--pdf", pdf, "--pdf-sections", "ranking", "--rank-by", choices[i],
                             NULL };
      g_assert_cmpint (run_cli (args, &e), ==, 0);
      const char *argv[] = { pdftotext, "-layout", pdf, "-", NULL };
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                                   NULL, &page, NULL, &status, NULL));
      const char *schaltz = strstr (page, "SCHALTZ"), *elshorbagy = strstr (page, "ELSHORBAGY");
      g_assert_true (schaltz && elshorbagy);
      g_assert_cmpint (schaltz < elshorbagy, ==, i == 1);
    }
}

/* pdftotext of valet-cli --pdf with @sections (NULL: without the
 * option); its page count from the "Page n of N" footers in *@pages. */
static char *
pdf_text_of (const char *sections, const char *pdftotext, guint *pages)
{
  g_autofree char *pdf = g_build_filename (tmpdir, "sections.pdf", NULL);
  g_autofree char *err = NULL;
  char *text = NULL;
  const char *with[] = { "--pdf", pdf, "--pdf-sections", sections, NULL };
  const char *without[] = { "--pdf", pdf, NULL };
  const char *argv[] = { pdftotext, pdf, "-", NULL };
  const char *of;
  int status = -1;

  g_assert_cmpint (run_cli (sections ? with : without, &err), ==, 0);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &text, NULL, &status, NULL));
  of = strstr (text, "Page 1 of ");
  g_assert_nonnull (of);
  *pages = (guint) g_ascii_strtoull (of + strlen ("Page 1 of "), NULL, 10);
  return text;
}

/* --pdf-sections ranking is the ranking alone, far fewer pages and no
 * tableau; all is the whole report, as without the option. */
static void
test_pdf_sections (void)
{
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  g_autofree char *whole = NULL, *all = NULL, *ranking = NULL, *err = NULL;
  guint n_whole = 0, n_all = 0, n_ranking = 0;
  const char *bad[] = { "--pdf", "x.pdf", "--pdf-sections", "ranking,everything", NULL };

  g_assert_cmpint (run_cli (bad, &err), ==, 2);
  g_assert_nonnull (strstr (err, "ranking,everything"));
  if (pdftotext == NULL)
    {
      g_test_skip ("pdftotext is not installed");
      return;
    }
  whole = pdf_text_of (NULL, pdftotext, &n_whole);
  all = pdf_text_of ("all", pdftotext, &n_all);
  ranking = pdf_text_of ("ranking", pdftotext, &n_ranking);
  g_assert_cmpuint (n_all, ==, n_whole);
  g_assert_nonnull (strstr (all, "Tableaux"));
  g_assert_cmpuint (n_ranking, <, n_whole);
  g_assert_null (strstr (ranking, "Tableaux"));
  g_assert_null (strstr (ranking, "How to read this report"));
}

static void
test_bad_paper (void)
{
  g_autofree char *pdf = g_build_filename (tmpdir, "p.pdf", NULL);
  const char *args[] = { "--pdf", pdf, "--paper", "tabloid", NULL };
  g_autofree char *err = NULL;

  g_assert_cmpint (run_cli (args, &err), ==, 2);
  g_assert_nonnull (strstr (err, "tabloid"));
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
}

static void
test_failure (void)
{
  g_autofree char *dir = g_build_filename (tmpdir, "a-folder", NULL);
  g_autofree char *png = g_build_filename (tmpdir, "old.png", NULL);
  g_autofree char *err = NULL, *err2 = NULL, *kept = NULL;
  const char *args[] = { "--pdf", dir, NULL };
  /* No pair reaches 1000 boards: nothing to chart. */
  const char *args2[] = { "--chart-png", png, "--minhands", "1000", NULL };

  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  g_assert_cmpint (run_cli (args, &err), ==, 1);
  g_assert_nonnull (strstr (err, dir));
  g_assert_true (g_file_test (dir, G_FILE_TEST_IS_DIR));

  g_assert_true (g_file_set_contents (png, "earlier", -1, NULL));
  g_assert_cmpint (run_cli (args2, &err2), ==, 1);
  g_assert_nonnull (strstr (err2, "nothing to chart"));
  g_assert_true (g_file_get_contents (png, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "earlier");

  /* No temporary file is left behind. */
  g_autoptr (GDir) d = g_dir_open (tmpdir, 0, NULL);
  for (const char *name; (name = g_dir_read_name (d));)
    g_assert_false (name[0] == '.');
}

/* valet-cli --xlsx: exit status 0, or 1 and a message. */
static gboolean
export_xlsx (const char *target, char **message, gpointer data)
{
  const char *args[] = { "--xlsx", target, NULL };
  g_autofree char *err = NULL;
  int status = run_cli (args, &err);

  if (status == 0)
    return TRUE;
  g_assert_cmpint (status, ==, 1);
  *message = g_steal_pointer (&err);
  return FALSE;
}

/* --xlsx onto a disk that fills up while the workbook is written, with
 * $TMPDIR on it: exit status 1 and a message naming the workbook, the
 * earlier one byte for byte as it was and no temporary file left; or
 * exit status 0 and a whole workbook. */
static void
test_full_disk (void)
{
  if (no_full_disk)
    {
      g_test_skip (no_full_disk);
      return;
    }
  g_assert_cmpuint (full_disk_exercise (tmpdir, export_xlsx, NULL, 4096, "Players"), >, 0);
}

int
main (int argc, char **argv)
{
  /* First, while the program has a single thread. */
  if (!full_disk_init (&no_full_disk))
    g_assert_nonnull (no_full_disk);
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 3);
  cli = argv[1];
  fixtures = argv[2];
  tmpdir = g_dir_make_tmp ("valet-report-cli-XXXXXX", NULL);

  g_test_add_func ("/report-cli/written", test_written);
  g_test_add_func ("/report-cli/event-details", test_event_details);
  g_test_add_func ("/report-cli/bad-paper", test_bad_paper);
  g_test_add_func ("/report-cli/pdf-sections", test_pdf_sections);
  g_test_add_func ("/report-cli/rank-by", test_rank_by);
  g_test_add_func ("/report-cli/failure", test_failure);
  g_test_add_func ("/report-cli/full-disk", test_full_disk);

  int status = g_test_run ();
  if (status == 0)
    {
      const char *rm[] = { "rm", "-rf", tmpdir, NULL };
      g_spawn_sync (NULL, (char **) rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                    NULL, NULL, NULL, NULL);
    }
  return status;
}
