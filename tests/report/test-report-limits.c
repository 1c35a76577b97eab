/* test-report-limits.c: reports of fields beyond what a page, a picture
 * or a spreadsheet holds, written by valet-cli.
 *
 * - --chart-png of 20,000 pairs: a PNG for a web page (cairo draws none
 *   over 32,767 pixels a side, and the chart once asked for 440,000),
 *   the first 100 pairs with a note below;
 * - --pdf of 2,100 pairs: every pair in the ranking table, bars for the
 *   first 2,000 with a note on each page of them;
 * - --xlsx with names of 40,000 characters: cut to a cell's 32,767
 *   (UTF-16 units, as Excel counts) with an ellipsis, and a warning;
 *   once they vanished from every sheet without a word.
 *
 * With VALET_TEST_SLOW set, only the largest case runs (a test of its
 * own): 1,100,000 results in the workbook, the Results sheet continued
 * on "Results (2)", every result there, valet-cli's peak memory
 * measured (once about 2.7 KB a result).
 *
 * Environment: VALET_CLI, VALET_GEN_FIELD, VALET_UNZIP, VALET_PDFTOTEXT
 * (the last two may be empty: those tests are then skipped).
 */
#include <cairo.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <gio/gio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>

#define WORDS(...) ((const char *const[]) { __VA_ARGS__, NULL })

static char *scratch;

static char *
scratch_path (const char *name)
{
  return g_build_filename (scratch, name, NULL);
}

/* Runs @argv; returns its exit status, its output in @out and @err
 * (either may be NULL). */
static int
run (const char *const *argv, char **out, char **err)
{
  g_autoptr (GError) error = NULL;
  int status;
  /* Output nobody asked for goes nowhere: on the test's own stdout it
   * would be read as TAP. */
  GSpawnFlags flags = out ? G_SPAWN_DEFAULT : G_SPAWN_STDOUT_TO_DEV_NULL;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, flags, NULL, NULL,
                               out, err, &status, &error));
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static int
run_cli (const char *const *args, char **out, char **err)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (gpointer) g_getenv ("VALET_CLI"));
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  return run ((const char *const *) argv->pdata, out, err);
}

/* A barometer field of 2 x @tables pairs on @boards boards, in a folder
 * of the scratch folder; returns the folder. */
static char *
field (const char *name, guint boards, guint tables)
{
  char *dir = scratch_path (name);
  g_autofree char *b = g_strdup_printf ("%u", boards), *t = g_strdup_printf ("%u", tables);

  g_assert_cmpint (run (WORDS (g_getenv ("VALET_GEN_FIELD"), dir, "--boards", b,
                               "--tables", t, "--seed", "5"), NULL, NULL), ==, 0);
  return dir;
}

static gboolean
have_tool (const char *name)
{
  const char *tool = g_getenv (name);

  if (tool != NULL && *tool)
    return TRUE;
  g_test_skip_printf ("%s is not installed", name);
  return FALSE;
}

static void
test_chart_png (void)
{
  g_autofree char *dir = field ("png", 2, 10000);
  g_autofree char *png = scratch_path ("ranking.png");
  g_autofree char *err = NULL;
  cairo_surface_t *image;

  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--chart-png", png), NULL, &err), ==, 0);
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 1000);
  g_assert_cmpint (cairo_image_surface_get_height (image), >, 22 * 100);
  g_assert_cmpint (cairo_image_surface_get_height (image), <, 22 * 100 + 300);
  cairo_surface_destroy (image);
}

static guint
count (const char *text, const char *what)
{
  guint n = 0;

  for (const char *p = strstr (text, what); p; p = strstr (p + 1, what))
    n++;
  return n;
}

static void
test_pdf_charts (void)
{
  g_autofree char *dir = NULL, *pdf = scratch_path ("field.pdf"), *text = NULL;
  g_auto (GStrv) lines = NULL;
  guint ranks = 0;
  guint64 last = 0;

  if (!have_tool ("VALET_PDFTOTEXT"))
    return;
  dir = field ("pdf", 2, 1050);
  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--pdf", pdf), NULL, NULL), ==, 0);
  g_assert_cmpint (run (WORDS (g_getenv ("VALET_PDFTOTEXT"), "-layout", pdf, "-"), &text,
                        NULL), ==, 0);
  /* Bars for the first 2,000, 40 a page, with the note on each. */
  g_assert_cmpuint (count (text, "The bars show the first 2000 of 2100 pairs"), ==, 50);
  /* Each bar labelled with its pair's rank as the table prints it
   * ("7." or, shared, "7="): 2000 labels on the pages of the bars. */
  g_auto (GStrv) pages = g_strsplit (text, "\f", -1);
  g_autoptr (GRegex) label = g_regex_new ("(^|\\s)[0-9]+[.=] Player", G_REGEX_MULTILINE, 0, NULL);
  guint labels = 0;
  for (guint i = 0; pages[i]; i++)
    if (strstr (pages[i], "The bars show the first"))
      {
        g_autoptr (GMatchInfo) match = NULL;
        for (g_regex_match (label, pages[i], 0, &match); g_match_info_matches (match);
             g_match_info_next (match, NULL))
          labels++;
      }
  g_assert_cmpuint (labels, ==, 2000);
  /* Every pair in the table: its rank at the start of a line, the
   * position or, shared ("7="), the first position of its tie; "≈"
   * may stand between it and the players. */
  /* (The table's pages, not the bars'.) */
  g_autoptr (GString) table = g_string_new (NULL);
  for (guint i = 0; pages[i]; i++)
    if (!strstr (pages[i], "The bars show the first"))
      g_string_append (table, pages[i]);
  lines = g_strsplit (table->str, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      const char *l = lines[i] + strspn (lines[i], " ");
      char *end;
      guint64 rank = g_ascii_strtoull (l, &end, 10);
      gboolean shared = *end == '=';
      /* Then, when the pair cannot be told from the one above, "≈". */
      const char *rest = end + shared + strspn (end + shared, " ");
      if (g_str_has_prefix (rest, "≈"))
        rest += strlen ("≈") + strspn (rest + strlen ("≈"), " ");
      if (end == l || rest == end + shared || !g_str_has_prefix (rest, "Player"))
        continue;
      g_assert_true (shared ? rank >= last && rank <= ranks + 1 : rank == ranks + 1);
      last = rank;
      ranks++;
    }
  g_assert_cmpuint (ranks, ==, 2100);
}

/* The longest text of a cell of the sheet @entry, in UTF-16 units, and
 * whether it ends with an ellipsis. */
static glong
longest_cell (const char *xlsx, const char *entry, gboolean *ellipsis)
{
  g_autofree char *xml = NULL;
  glong longest = 0;

  g_assert_cmpint (run (WORDS (g_getenv ("VALET_UNZIP"), "-p", xlsx, entry), &xml, NULL),
                   ==, 0);
  for (const char *p = strstr (xml, "<t>"); p; p = strstr (p, "<t>"))
    {
      const char *end = strstr (p, "</t>");
      g_autofree gunichar2 *units = NULL;
      glong n = 0;

      g_assert_nonnull (end);
      units = g_utf8_to_utf16 (p + 3, end - p - 3, NULL, &n, NULL);
      if (n > longest)
        {
          longest = n;
          *ellipsis = g_str_has_prefix (end - 3, "\xe2\x80\xa6");
        }
      p = end;
    }
  return longest;
}

/* Names of 40,000 letters and of 20,000 characters beyond the BMP: cut
 * to 100 characters as they are read, with a warning each, so that no
 * cell of the workbook comes near its limit. */
static void
test_xlsx_long_names (void)
{
  g_autoptr (GString) names = g_string_new ("b|Bob\nc|Carol\nd|Dave\nf|Frank\ng|Gina\nh|Hal\n");
  g_autofree char *dir = scratch_path ("long"), *names_path = NULL, *scores_path = NULL;
  g_autofree char *xlsx = scratch_path ("long.xlsx"), *err = NULL;
  gboolean ellipsis = FALSE;

  if (!have_tool ("VALET_UNZIP"))
    return;
  /* 40,000 letters; 20,000 characters beyond the BMP, two units each. */
  g_string_append (names, "a|");
  for (guint i = 0; i < 40000; i++)
    g_string_append_c (names, 'A' + i % 26);
  g_string_append (names, "\ne|");
  for (guint i = 0; i < 20000; i++)
    g_string_append (names, "\xf0\x9f\x82\xa1");     /* a playing card */
  g_string_append_c (names, '\n');
  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  names_path = g_build_filename (dir, "names.txt", NULL);
  scores_path = g_build_filename (dir, "scores.txt", NULL);
  g_assert_true (g_file_set_contents (names_path, names->str, -1, NULL));
  g_assert_true (g_file_set_contents (scores_path, "1|1|a|b|c|d|4S|N|10\n"
                                      "1|1|e|f|g|h|4S|N|9\n", -1, NULL));

  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--xlsx", xlsx), NULL, &err), ==, 0);
  /* The names are cut as they are read (valet-text-limit.h), to 100
   * characters, long before a cell's 32,767 units. */
  g_assert_nonnull (strstr (err, "names.txt:7: warning: a player's name is 40000 characters "
                                 "long; cut to 100"));
  g_assert_nonnull (strstr (err, "names.txt:8: warning: a player's name is 20000 characters "
                                 "long; cut to 100"));
  g_assert_null (strstr (err, "were cut short"));
  /* Ranking (the pairs), Players and Results (the players): a pair's
   * two names, the cards' two units each. */
  for (guint i = 0; i < 3; i++)
    {
      static const char *const sheets[] = { "xl/worksheets/sheet1.xml",
                                            "xl/worksheets/sheet3.xml",
                                            "xl/worksheets/sheet5.xml" };
      int longest = longest_cell (xlsx, sheets[i], &ellipsis);
      g_test_message ("%s: %d units", sheets[i], longest);
      g_assert_cmpint (longest, >=, 100);
      g_assert_cmpint (longest, <=, 2 * 99 + 1 + 3 + 5);
    }
}

/* The rows of a sheet, read from unzip as it inflates it (a sheet of a
 * million results is about a gigabyte of XML). */
static guint
count_rows (const char *xlsx, const char *entry)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) unzip = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                                                    g_getenv ("VALET_UNZIP"), "-p", xlsx, entry,
                                                    NULL);
  GInputStream *in;
  static const char tag[] = "<row ";
  char buf[65536 + sizeof tag];
  gsize kept = 0;
  guint rows = 0;

  g_assert_no_error (error);
  in = g_subprocess_get_stdout_pipe (unzip);
  for (;;)
    {
      gssize got = g_input_stream_read (in, buf + kept, sizeof buf - kept - 1, NULL, &error);
      gsize len;

      g_assert_no_error (error);
      if (got <= 0)
        break;
      len = kept + (gsize) got;
      buf[len] = '\0';
      for (const char *p = strstr (buf, tag); p; p = strstr (p + 1, tag))
        rows++;
      /* The end, shorter than a tag, begins the next buffer: a tag cut
       * there is found whole with it. */
      kept = MIN (len, sizeof tag - 2);
      memmove (buf, buf + len - kept, kept);
    }
  g_assert_true (g_subprocess_wait_check (unzip, NULL, &error));
  return rows;
}

static void
test_xlsx_million (void)
{
  g_autofree char *dir = NULL, *xlsx = scratch_path ("million.xlsx"), *err = NULL;
  struct rusage usage;
  gint64 start;
  guint rows;

  if (!have_tool ("VALET_UNZIP"))
    return;
  /* 110 boards of 10,000 tables: 1,100,000 results. */
  dir = field ("million", 110, 10000);
  start = g_get_monotonic_time ();
  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--xlsx", xlsx), NULL, &err), ==, 0);
  g_assert_cmpint (getrusage (RUSAGE_CHILDREN, &usage), ==, 0);
  g_test_message ("1,100,000 results to XLSX: %.1f s, peak memory of valet-cli %ld MB",
                  (g_get_monotonic_time () - start) / 1e6, usage.ru_maxrss / 1024);
  g_assert_nonnull (strstr (err, "goes on in 'Results (2)'"));
#ifndef __SANITIZE_ADDRESS__
  /* AddressSanitizer's shadow memory and quarantine more than double a
   * program's peak: the bound holds for the plain build. */
  g_assert_cmpint (usage.ru_maxrss, <, 600 * 1024);
#endif

  /* Sheets 5 and 6: Results and Results (2), each with the heading's
   * three lines, the note and the header above the results. */
  rows = count_rows (xlsx, "xl/worksheets/sheet5.xml");
  g_assert_cmpuint (rows, ==, 1048576);
  rows += count_rows (xlsx, "xl/worksheets/sheet6.xml");
  g_assert_cmpuint (rows - 2 * 5, ==, 1100000);
}

static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  if (dir)
    g_dir_close (dir);
  g_rmdir (path);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  scratch = g_dir_make_tmp ("valet-report-limits-XXXXXX", NULL);
  g_assert_nonnull (scratch);
  if (g_getenv ("VALET_TEST_SLOW"))
    g_test_add_func ("/report-limits/xlsx-million-results", test_xlsx_million);
  else
    {
      g_test_add_func ("/report-limits/chart-png-20000-pairs", test_chart_png);
      g_test_add_func ("/report-limits/pdf-charts", test_pdf_charts);
      g_test_add_func ("/report-limits/xlsx-long-names", test_xlsx_long_names);
    }
  status = g_test_run ();
  remove_tree (scratch);
  g_free (scratch);
  return status;
}
