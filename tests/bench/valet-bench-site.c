/* valet-bench-site.c: the web site of big fields, timed and measured.
 *
 *   valet-bench-site --cli VALET-CLI --gen VALET-GEN-FIELD [--olympiad DIR]
 *                    [--workdir DIR] [--keep]
 *
 * Writes barometer fields of 10^5 results (100 boards at 1,000 tables)
 * and 10^6 (100 boards at 10,000 tables: 20,000 pairs) into a fresh
 * folder under $TMPDIR (or --workdir), runs `valet-cli --input FIELD
 * --html SITE` on each as a separate process and prints its wall time,
 * its processor time (user and system: on a shared machine the wall
 * time is mostly the other processes' turn), peak resident memory, the
 * site's bytes and files; with --olympiad, the
 * 2004 Olympiad's site too.  Then a PASS or FAIL line per target:
 *   - the site of 10^6 results in under 20 s;
 *   - the site's own processor time (the run's, less that of the same
 *     run without --html) at 10^6 results under ten times that at 10^5
 *     (it grows linearly, not with the square of the results);
 *   - the Olympiad's site under 10 MB.
 * Exit status: 0 when every target is met, 1 when one is not or a run
 * fails, 2 on a bad command line or when the data cannot be written.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <sys/wait.h>

#include "bench-run.h"

#define MB (1000.0 * 1000.0)

typedef struct {
  const char  *cli;
  const char  *gen;
  char        *workdir;
  BenchVerdict verdict;
} Bench;

typedef struct {
  gboolean ok;
  double   seconds;
  double   cpu_seconds;
  double   site_cpu_seconds;   /* less the same run without the site */
  double   peak_mb;
  guint64  bytes;
  guint    files;
} SiteRun;

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

/* The bytes and files under @path. */
static void
measure_tree (const char *path, guint64 *bytes, guint *files)
{
  GStatBuf st;

  if (g_lstat (path, &st) != 0)
    return;
  if (S_ISDIR (st.st_mode))
    {
      g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;
      while (dir && (name = g_dir_read_name (dir)))
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          measure_tree (child, bytes, files);
        }
      return;
    }
  *bytes += (guint64) st.st_size;
  (*files)++;
}

/* valet-cli @input_args --html SITE, timed; the site measured and
 * removed.  Without @html, the same reading and scoring with no site:
 * what the site's own time is measured against. */
static SiteRun
run_site (Bench *b, const char *label, const char *const *input_args, gboolean html)
{
  g_autofree char *site = g_build_filename (b->workdir, "site", NULL);
  g_autofree char *err_path = g_build_filename (b->workdir, "stderr.txt", NULL);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  SiteRun r = { 0 };
  long rss = 0;

  g_ptr_array_add (argv, (gpointer) b->cli);
  for (guint i = 0; input_args[i]; i++)
    g_ptr_array_add (argv, (gpointer) input_args[i]);
  if (html)
    {
      g_ptr_array_add (argv, "--html");
      g_ptr_array_add (argv, site);
    }
  g_ptr_array_add (argv, NULL);
  remove_tree (site);
  int status = bench_run_child ((char *const *) argv->pdata, NULL, err_path, &r.seconds, &rss);
  r.peak_mb = rss / 1024.0;
  r.cpu_seconds = bench_last_cpu_seconds ();
  /* Exit status 1 is a warning about the input; the site is written. */
  r.ok = status != -1 && WIFEXITED (status) && WEXITSTATUS (status) <= 1
         && (!html || g_file_test (site, G_FILE_TEST_IS_DIR));
  measure_tree (site, &r.bytes, &r.files);
  printf ("  %-34s %8.2f s %8.2f s %7.0f MB %9.1f MB %7u\n", label, r.seconds,
          r.cpu_seconds, r.peak_mb, r.bytes / MB, r.files);
  if (!r.ok)
    {
      printf ("    %s failed (status %d)\n", label, status);
      bench_show_stderr (err_path);
    }
  remove_tree (site);
  return r;
}

static SiteRun
field_site (Bench *b, const char *label, const char *tables)
{
  g_autofree char *dir = g_build_filename (b->workdir, "field", NULL);
  const char *gen[] = { b->gen, dir, "--boards", "100", "--tables", tables, NULL };
  double seconds;
  long rss;

  remove_tree (dir);
  if (bench_run_child ((char *const *) gen, NULL, NULL, &seconds, &rss) != 0)
    {
      fprintf (stderr, "valet-bench-site: %s could not write the field\n", b->gen);
      exit (2);
    }
  SiteRun r = run_site (b, label, (const char *[]) { "--input", dir, NULL }, TRUE);
  g_autofree char *without = g_strdup_printf ("  the same without the site");
  SiteRun bare = run_site (b, without, (const char *[]) { "--input", dir, NULL }, FALSE);
  r.site_cpu_seconds = r.cpu_seconds - bare.cpu_seconds;
  remove_tree (dir);
  return r;
}

int
main (int argc, char **argv)
{
  Bench b = { 0 };
  g_autofree char *workdir = NULL, *olympiad = NULL;
  gboolean keep = FALSE;
  g_autoptr (GError) error = NULL;
  GOptionEntry entries[] = {
    { "cli", 0, 0, G_OPTION_ARG_FILENAME, &b.cli, "valet-cli to run", "PATH" },
    { "gen", 0, 0, G_OPTION_ARG_FILENAME, &b.gen, "valet-gen-field", "PATH" },
    { "olympiad", 0, 0, G_OPTION_ARG_FILENAME, &olympiad,
      "Folder of the 2004 Olympiad; without it that check is skipped", "DIR" },
    { "workdir", 0, 0, G_OPTION_ARG_FILENAME, &workdir, "Folder for the fields", "DIR" },
    { "keep", 0, 0, G_OPTION_ARG_NONE, &keep, "Keep the work folder", NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new ("- the web site of big fields");

  g_option_context_add_main_entries (ctx, entries, NULL);
  if (!g_option_context_parse (ctx, &argc, &argv, &error) || b.cli == NULL || b.gen == NULL)
    {
      fprintf (stderr, "valet-bench-site: %s\n",
               error ? error->message : "--cli and --gen are needed");
      return 2;
    }
  b.workdir = workdir ? g_strdup (workdir) : g_dir_make_tmp ("valet-bench-site-XXXXXX", &error);
  if (b.workdir == NULL || g_mkdir_with_parents (b.workdir, 0700) != 0)
    {
      fprintf (stderr, "valet-bench-site: no work folder\n");
      return 2;
    }

  printf ("  %-34s %10s %10s %10s %12s %7s\n", "site", "time", "processor", "peak", "size",
          "files");
  if (olympiad)
    {
      SiteRun o = run_site (&b, "2004 Olympiad",
                            (const char *[]) { "--directory", olympiad, "--encoding", "auto",
                                               NULL }, TRUE);
      bench_verdict (&b.verdict, o.ok && o.bytes < 10 * MB,
                     "the Olympiad's site is %.1f MB (target 10 MB)", o.bytes / MB);
    }
  else
    printf ("SKIP the Olympiad's site: no folder given\n");
  SiteRun small = field_site (&b, "10^5 results (2,000 pairs)", "1000");
  SiteRun big = field_site (&b, "10^6 results (20,000 pairs)", "10000");
  bench_verdict (&b.verdict, big.ok && big.seconds < 20,
                 "the site of 10^6 results in %.2f s (target 20 s)", big.seconds);
  /* Linear is the site's own processor time: reading and scoring a
   * field ten times as big takes a little more than ten times as long
   * (its tables outgrow the processor's caches), which is not the
   * site's doing. */
  printf ("  whole runs: ten times the results in %.1f times the time; the site's own "
          "processor time %.2f s and %.2f s\n",
          small.seconds > 0 ? big.seconds / small.seconds : 0, small.site_cpu_seconds,
          big.site_cpu_seconds);
  bench_verdict (&b.verdict, small.ok && big.ok && small.site_cpu_seconds > 0
                 && big.site_cpu_seconds < 10 * small.site_cpu_seconds,
                 "ten times the results in %.1f times the site's own processor time (target "
                 "under 10)",
                 small.site_cpu_seconds > 0 ? big.site_cpu_seconds / small.site_cpu_seconds : 0);

  printf ("%d of %d targets met\n", b.verdict.checks - b.verdict.failures, b.verdict.checks);
  if (!keep)
    remove_tree (b.workdir);
  g_free (b.workdir);
  return b.verdict.failures ? 1 : 0;
}
