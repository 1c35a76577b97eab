/* valet-bench-input.c: big and hostile input, timed and measured.
 *
 *   valet-bench-input --cli VALET-CLI --gen VALET-GEN-FIELD [--workdir DIR] [--keep]
 *
 * Writes each input into a fresh folder under $TMPDIR (or --workdir),
 * runs valet-cli on it as a separate process, and prints its wall time
 * and peak resident memory (ru_maxrss from wait4), then a PASS or FAIL
 * line per target:
 *   - USEBIO XML on one line, as minified exports write it: 10 MB read
 *     and scored in under 1 s, 100 MB in under 10 s;
 *   - a CSV row padded with 100 MB of commas, and a PBN score-table row
 *     of 100 MB of cells: read in under 300 MB;
 *   - the PDF report of a field of 160,000 pairs in under 15 s (13.6 s
 *     of processor time measured; the README says so).
 * Exit status: 0 when every target is met, 1 when one is not or a run
 * fails, 2 on a bad command line or when the data cannot be written.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include "bench-run.h"

#define MB (1000 * 1000)

typedef struct {
  const char *cli;
  const char *gen;
  char       *workdir;
  BenchVerdict verdict;
} Bench;

/* ---- inputs ----------------------------------------------------------- */

static const char usebio_head[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?><USEBIO Version=\"1.2\"><EVENT EVENT_TYPE=\"MP_PAIRS\">"
  "<BOARD_SCORING_METHOD>MATCHPOINTS</BOARD_SCORING_METHOD><PARTICIPANTS>"
  "<PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PLAYER><PLAYER_NAME>Ann Able</PLAYER_NAME></PLAYER>"
  "<PLAYER><PLAYER_NAME>Bob Bell</PLAYER_NAME></PLAYER></PAIR>"
  "<PAIR><PAIR_NUMBER>2</PAIR_NUMBER><PLAYER><PLAYER_NAME>Cy Cole</PLAYER_NAME></PLAYER>"
  "<PLAYER><PLAYER_NAME>Di Dent</PLAYER_NAME></PLAYER></PAIR>"
  "<PAIR><PAIR_NUMBER>3</PAIR_NUMBER><PLAYER><PLAYER_NAME>Eve Eng</PLAYER_NAME></PLAYER>"
  "<PLAYER><PLAYER_NAME>Fay Fox</PLAYER_NAME></PLAYER></PAIR>"
  "<PAIR><PAIR_NUMBER>4</PAIR_NUMBER><PLAYER><PLAYER_NAME>Gus Gray</PLAYER_NAME></PLAYER>"
  "<PLAYER><PLAYER_NAME>Hal Hunt</PLAYER_NAME></PLAYER></PAIR></PARTICIPANTS>";

/* A USEBIO file of about @bytes on one line: boards of two tables. */
static GString *
usebio_one_line (gsize bytes)
{
  GString *xml = g_string_sized_new (bytes + 1024);

  g_string_append (xml, usebio_head);
  for (guint b = 1; xml->len < bytes; b++)
    g_string_append_printf (xml,
      "<BOARD><BOARD_NUMBER>%u</BOARD_NUMBER>"
      "<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>"
      "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><LEAD>H%c</LEAD><TRICKS>%u</TRICKS>"
      "</TRAVELLER_LINE>"
      "<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER>"
      "<CONTRACT>3NT</CONTRACT><PLAYED_BY>E</PLAYED_BY><LEAD>S%c</LEAD><TRICKS>%u</TRICKS>"
      "</TRAVELLER_LINE></BOARD>",
      b, "23456789TJQKA"[b % 13], 8 + b % 4, "23456789TJQKA"[(b / 13) % 13], 7 + b % 5);
  g_string_append (xml, "</EVENT></USEBIO>");
  return xml;
}

/* Two results, one of them padded with 100 MB of commas. */
static GString *
csv_comma_row (void)
{
  GString *csv = g_string_new ("board,north,east,south,west,contract,declarer,tricks\n"
                               "1,Ann,Bob,Cy,Di,4S,N,10");
  gsize at = csv->len;

  g_string_set_size (csv, at + 100 * MB);
  memset (csv->str + at, ',', 100 * MB);
  g_string_append (csv, "\n1,Eve,Fay,Gus,Hal,4S,N,9\n");
  return csv;
}

/* A score table whose second row has 100 MB of cells ("x x x ..."). */
static GString *
pbn_wide_row (void)
{
  GString *pbn = g_string_new (
    "% PBN 2.1\n[Event \"Wide\"]\n[Board \"1\"]\n"
    "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R\"]\n"
    "1 2 4S N 10\n3 4 4S N 9");
  gsize at = pbn->len;

  g_string_set_size (pbn, at + 100 * MB);
  for (gsize i = 0; i < 100 * MB; i += 2)
    memcpy (pbn->str + at + i, " x", 2);
  g_string_append (pbn, "\n5 6 4S N 8\n\n");
  return pbn;
}

static char *
write_input (Bench *b, const char *name, GString *content)
{
  g_autoptr (GError) error = NULL;
  char *path = g_build_filename (b->workdir, name, NULL);

  if (!g_file_set_contents (path, content->str, (gssize) content->len, &error))
    {
      fprintf (stderr, "valet-bench-input: %s\n", error->message);
      exit (2);
    }
  g_string_free (content, TRUE);
  return path;
}

/* ---- runs ------------------------------------------------------------- */

/* Runs valet-cli with @args (NULL-terminated); FALSE, said, when it
 * fails. */
static gboolean
run_cli (Bench *b, const char *label, const char *const *args, double *seconds,
         double *peak_mb)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *err_path = g_build_filename (b->workdir, "stderr.txt", NULL);
  long rss = 0;
  int status;

  g_ptr_array_add (argv, (gpointer) b->cli);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  status = bench_run_child ((char *const *) argv->pdata, NULL, err_path, seconds, &rss);
  *peak_mb = rss / 1024.0;
  printf ("  %-44s %8.2f s %8.0f MB\n", label, *seconds, *peak_mb);
  if (status != -1 && WIFEXITED (status) && WEXITSTATUS (status) <= 1)
    return TRUE;
  printf ("    %s failed (status %d)\n", label, status);
  bench_show_stderr (err_path);
  return FALSE;
}

static void
bench_usebio (Bench *b, gsize bytes, double target)
{
  g_autofree char *name = g_strdup_printf ("one-line-%zu.xml", bytes / MB);
  g_autofree char *path = write_input (b, name, usebio_one_line (bytes));
  g_autofree char *label = g_strdup_printf ("USEBIO on one line, %zu MB", bytes / MB);
  double seconds, peak;
  gboolean ok = run_cli (b, label, (const char *[]) { "--input", path, NULL }, &seconds,
                         &peak);

  bench_verdict (&b->verdict, ok && seconds < target, "%s read and scored in %.2f s "
                 "(target %.0f s)", label, seconds, target);
  g_unlink (path);
}

static void
bench_wide (Bench *b, const char *name, GString *content, const char *label)
{
  g_autofree char *path = write_input (b, name, content);
  double seconds, peak;
  gboolean ok = run_cli (b, label, (const char *[]) { "--input", path, NULL }, &seconds,
                         &peak);

  bench_verdict (&b->verdict, ok && peak < 300, "%s read in %.0f MB (target 300 MB)",
                 label, peak);
  g_unlink (path);
}

static void
bench_pdf (Bench *b)
{
  g_autofree char *dir = g_build_filename (b->workdir, "field", NULL);
  g_autofree char *pdf = g_build_filename (b->workdir, "field.pdf", NULL);
  const char *gen[] = { b->gen, dir, "--boards", "1", "--tables", "80000", NULL };
  double seconds, peak;
  long rss;

  if (bench_run_child ((char *const *) gen, NULL, NULL, &seconds, &rss) != 0)
    {
      fprintf (stderr, "valet-bench-input: %s could not write the field\n", b->gen);
      exit (2);
    }
  gboolean ok = run_cli (b, "PDF report of 160,000 pairs",
                         (const char *[]) { "--input", dir, "--pdf", pdf, NULL },
                         &seconds, &peak);
  bench_verdict (&b->verdict, ok && seconds < 15 && g_file_test (pdf, G_FILE_TEST_EXISTS),
                 "the PDF report of 160,000 pairs in %.2f s (target 15 s)", seconds);
}

static void
remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;
      while (dir && (name = g_dir_read_name (dir)))
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          remove_tree (child);
        }
      g_rmdir (path);
    }
  else
    g_unlink (path);
}

int
main (int argc, char **argv)
{
  Bench b = { 0 };
  g_autofree char *workdir = NULL;
  gboolean keep = FALSE;
  g_autoptr (GError) error = NULL;
  GOptionEntry entries[] = {
    { "cli", 0, 0, G_OPTION_ARG_FILENAME, &b.cli, "valet-cli to run", "PATH" },
    { "gen", 0, 0, G_OPTION_ARG_FILENAME, &b.gen, "valet-gen-field", "PATH" },
    { "workdir", 0, 0, G_OPTION_ARG_FILENAME, &workdir, "Folder for the inputs", "DIR" },
    { "keep", 0, 0, G_OPTION_ARG_NONE, &keep, "Keep the inputs", NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new ("- big and hostile input");

  g_option_context_add_main_entries (ctx, entries, NULL);
  if (!g_option_context_parse (ctx, &argc, &argv, &error) || b.cli == NULL || b.gen == NULL)
    {
      fprintf (stderr, "valet-bench-input: %s\n",
               error ? error->message : "--cli and --gen are needed");
      return 2;
    }
  b.workdir = workdir ? g_strdup (workdir) : g_dir_make_tmp ("valet-bench-input-XXXXXX", &error);
  if (b.workdir == NULL || g_mkdir_with_parents (b.workdir, 0700) != 0)
    {
      fprintf (stderr, "valet-bench-input: no work folder\n");
      return 2;
    }

  printf ("  %-44s %10s %11s\n", "input", "time", "peak");
  bench_usebio (&b, 10 * MB, 1.0);
  bench_usebio (&b, 100 * MB, 10.0);
  bench_wide (&b, "comma-row.csv", csv_comma_row (), "CSV row of 100 MB of commas");
  bench_wide (&b, "wide-row.pbn", pbn_wide_row (), "PBN score-table row of 100 MB");
  bench_pdf (&b);

  printf ("%d of %d targets met\n", b.verdict.checks - b.verdict.failures, b.verdict.checks);
  if (!keep)
    remove_tree (b.workdir);
  g_free (b.workdir);
  return b.verdict.failures ? 1 : 0;
}
