/* valet-bench-memory.c: valet-cli's peak memory per result.
 *
 *   valet-bench-memory --cli VALET-CLI --gen VALET-GEN-FIELD
 *                      [--tables T1,T2,...] [--workdir DIR] [--keep]
 *
 * Writes barometer fields of 100 boards at each T tables (default 1,000,
 * 10,000 and 100,000: 10^5, 10^6 and 10^7 results) into a fresh folder
 * under $TMPDIR (or --workdir), runs `valet-cli --directory FIELD` on
 * each as a separate process (the ranking to a file) and prints its
 * peak resident memory, its processor time, and the bytes each result
 * added over the smallest field: what grows with the results (the
 * results themselves, their entries, the boards' indexes), the rest
 * (the program, the double-dummy solver's tables, the pairs) aside.
 * Then a PASS or FAIL line per target:
 *   - every run exits with status 0;
 *   - at most 94 bytes a result (half the 188 bytes a result of the
 *     1.88 GB at 10^7 the target was set from).
 * Exit status: 0 when every target is met, 1 when one is not or a run
 * fails, 2 on a bad command line or when the data cannot be written.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>

#include "bench-run.h"

#define BOARDS 100
#define TARGET_BYTES_PER_RESULT 94

static gboolean
run_ok (int status)
{
  return status != -1 && WIFEXITED (status) && WEXITSTATUS (status) == 0;
}

int
main (int argc, char **argv)
{
  g_autofree char *cli = NULL, *gen = NULL, *tables = NULL, *workdir = NULL;
  gboolean keep = FALSE;
  GOptionEntry entries[] = {
    { "cli", 0, 0, G_OPTION_ARG_FILENAME, &cli, "The valet-cli program (required)", "PATH" },
    { "gen", 0, 0, G_OPTION_ARG_FILENAME, &gen, "valet-gen-field (required)", "PATH" },
    { "tables", 0, 0, G_OPTION_ARG_STRING, &tables,
      "Tables of the fields (default 1000,10000,100000)", "LIST" },
    { "workdir", 0, 0, G_OPTION_ARG_FILENAME, &workdir, "Write the fields here", "DIR" },
    { "keep", 0, 0, G_OPTION_ARG_NONE, &keep, "Keep the fields", NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new ("- valet-cli's memory per result");
  g_autoptr (GError) error = NULL;
  BenchVerdict verdict = { 0 };

  g_option_context_add_main_entries (ctx, entries, NULL);
  if (!g_option_context_parse (ctx, &argc, &argv, &error) || cli == NULL || gen == NULL)
    {
      fprintf (stderr, "valet-bench-memory: %s\n",
               error ? error->message : "--cli and --gen are required");
      return 2;
    }
  if (workdir == NULL)
    {
      workdir = g_dir_make_tmp ("valet-bench-memory-XXXXXX", &error);
      if (workdir == NULL)
        {
          fprintf (stderr, "valet-bench-memory: %s\n", error->message);
          return 2;
        }
    }

  g_auto (GStrv) list = g_strsplit (tables ? tables : "1000,10000,100000", ",", -1);
  gboolean all_ok = TRUE;
  double first_results = 0, first_kb = 0, per_result = 0;

  printf ("%9s %10s %9s %8s %12s\n", "tables", "results", "peak MB", "cpu s", "B/result");
  for (guint i = 0; list[i] != NULL; i++)
    {
      guint64 t = g_ascii_strtoull (list[i], NULL, 10);
      g_autofree char *dir = g_build_filename (workdir, list[i], NULL);
      g_autofree char *out = g_build_filename (workdir, "ranking.txt", NULL);
      g_autofree char *err = g_build_filename (workdir, "err.txt", NULL);
      g_autofree char *b = g_strdup_printf ("%d", BOARDS);
      char *gen_argv[] = { gen, dir, "--boards", b, "--tables", list[i], NULL };
      char *cli_argv[] = { cli, "--directory", dir, NULL };
      double secs;
      long kb;

      if (t == 0 || !run_ok (bench_run_child (gen_argv, NULL, err, &secs, &kb)))
        {
          fprintf (stderr, "valet-bench-memory: cannot make the field of %s tables\n", list[i]);
          return 2;
        }
      int status = bench_run_child (cli_argv, out, err, &secs, &kb);
      double cpu = bench_last_cpu_seconds ();
      double results = (double) t * BOARDS;
      if (!run_ok (status))
        {
          all_ok = FALSE;
          printf ("%9s %10.0f  valet-cli failed\n", list[i], results);
          bench_show_stderr (err);
        }
      else if (i == 0)
        {
          first_results = results;
          first_kb = (double) kb;
          printf ("%9s %10.0f %9.0f %8.1f %12s\n", list[i], results, kb / 1024.0, cpu, "-");
        }
      else
        {
          per_result = ((double) kb - first_kb) * 1024 / (results - first_results);
          printf ("%9s %10.0f %9.0f %8.1f %12.0f\n", list[i], results, kb / 1024.0, cpu,
                  per_result);
        }
      fflush (stdout);
      g_unlink (out);
      g_unlink (err);
      if (!keep)
        {
          g_autofree char *names = g_build_filename (dir, "names.txt", NULL);
          g_autofree char *scores = g_build_filename (dir, "scores.txt", NULL);
          g_unlink (names);
          g_unlink (scores);
          g_rmdir (dir);
        }
    }
  if (!keep)
    g_rmdir (workdir);

  bench_verdict (&verdict, all_ok, "every run of valet-cli exited with status 0");
  bench_verdict (&verdict, per_result > 0 && per_result <= TARGET_BYTES_PER_RESULT,
                 "at most %d bytes a result (%.0f)", TARGET_BYTES_PER_RESULT, per_result);
  return verdict.failures ? 1 : 0;
}
