/* valet-bench.c: the engine speed benchmark.
 *
 *   valet-bench --cli VALET-CLI --gen VALET-GEN-FIELD [--olympiad DIR] ...
 *
 * Generates barometer fields of 4 boards at 100, 400, 1600 and 3200 tables
 * and one board at 100,000 tables (seed 1) with valet-gen-field, then runs
 * valet-cli as a separate process on each of them, and on the 2004
 * Olympiad folder, in all 12 modes (datum, imps, matchpoints; cloud and
 * --nocloud; with and without --lead).  Each run is repeated (3 times by
 * default); the table shows the median and the best whole-process wall
 * time and the largest peak resident memory (ru_maxrss from wait4) of the
 * runs.  The output of valet-cli goes to a file in the work folder.
 *
 * Then it checks the targets and prints a PASS, FAIL or SKIP line each:
 *   - every mode on 4 boards x 3200 tables under 0.10 s and under 50 MB;
 *   - time(3200) / time(400) at most 10 in every mode, from the best
 *     times of the runs floored at 0.005 s, so that noise on tiny times
 *     does not count as growth;
 *   - the Olympiad under 0.10 s in every mode;
 *   - one board of 100,000 tables under 2 s in every mode.
 * Exit status: 0 when every target is met, 1 when one fails or a run of
 * valet-cli fails, 2 on a bad command line or when the data cannot be
 * generated.
 *
 * The generated data go to a fresh folder under $TMPDIR (or --workdir),
 * removed at the end unless --keep is given.
 */
#include <errno.h>
#include <fcntl.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench-run.h"

/* ---- targets ----------------------------------------------------------- */

#define TARGET_BIG_TABLES      3200
#define TARGET_SMALL_TABLES    400
#define TARGET_BIG_SECONDS     0.10
#define TARGET_BIG_MB          50.0
#define TARGET_GROWTH          10.0
#define GROWTH_FLOOR_SECONDS   0.005
#define TARGET_OLYMPIAD_SECONDS 0.10
#define TARGET_WIDE_SECONDS    2.0

/* ---- modes ------------------------------------------------------------- */

typedef struct {
  const char *type;
  gboolean    nocloud;
  gboolean    lead;
  char       *label;   /* e.g. imps/nocloud/lead */
} Mode;

static Mode all_modes[] = {
  { "datum", FALSE, FALSE, NULL }, { "datum", FALSE, TRUE, NULL },
  { "datum", TRUE, FALSE, NULL },  { "datum", TRUE, TRUE, NULL },
  { "imps", FALSE, FALSE, NULL },  { "imps", FALSE, TRUE, NULL },
  { "imps", TRUE, FALSE, NULL },   { "imps", TRUE, TRUE, NULL },
  { "matchpoints", FALSE, FALSE, NULL }, { "matchpoints", FALSE, TRUE, NULL },
  { "matchpoints", TRUE, FALSE, NULL },  { "matchpoints", TRUE, TRUE, NULL },
};
#define N_MODES G_N_ELEMENTS (all_modes)

/* ---- inputs and measurements ------------------------------------------- */

typedef enum { INPUT_FIELD, INPUT_WIDE, INPUT_OLYMPIAD } InputKind;

typedef struct {
  InputKind kind;
  char     *name;      /* shown in the table */
  char     *dir;
  int       boards;
  int       tables;    /* 0 when it varies by board */
  guint     results;
} Input;

typedef struct {
  gboolean done;
  gboolean ok;         /* every run exited with status 0 */
  double   median;     /* seconds */
  double   best;
  double   peak_mb;    /* the largest ru_maxrss of the runs */
} Measure;

typedef struct {
  const char *cli;
  const char *gen;
  const char *olympiad;
  const char *workdir;
  int         runs;
  int         boards;
  int         wide_tables;
  gint64      seed;
  gboolean    keep;
  GArray     *tables;   /* int */
  gboolean    mode_on[N_MODES];
} Config;

/* ---- running a program ------------------------------------------------- */

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static Measure
measure (const Config *cfg, const Input *in, const Mode *m)
{
  Measure r = { .done = TRUE, .ok = TRUE };
  g_autofree char *out_path = g_build_filename (cfg->workdir, "valet-out.txt", NULL);
  g_autofree char *err_path = g_build_filename (cfg->workdir, "valet-err.txt", NULL);

  GPtrArray *argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (char *) cfg->cli);
  g_ptr_array_add (argv, "--directory");
  g_ptr_array_add (argv, in->dir);
  g_ptr_array_add (argv, "--valettype");
  g_ptr_array_add (argv, (char *) m->type);
  if (m->lead)
    g_ptr_array_add (argv, "--lead");
  if (m->nocloud)
    g_ptr_array_add (argv, "--nocloud");
  g_ptr_array_add (argv, NULL);

  double *times = g_new (double, cfg->runs);
  long peak = 0;
  for (int i = 0; i < cfg->runs; i++)
    {
      long rss = 0;
      int status = bench_run_child ((char *const *) argv->pdata, out_path, err_path, &times[i], &rss);
      if (rss > peak)
        peak = rss;
      if (status == -1 || !WIFEXITED (status) || WEXITSTATUS (status) != 0)
        {
          r.ok = FALSE;
          if (status == -1)
            printf ("    %s %s: cannot run %s\n", in->name, m->label, cfg->cli);
          else if (WIFSIGNALED (status))
            printf ("    %s %s: killed by signal %d\n", in->name, m->label, WTERMSIG (status));
          else
            printf ("    %s %s: exit status %d\n", in->name, m->label, WEXITSTATUS (status));
          bench_show_stderr (err_path);
          break;
        }
    }
  int done = r.ok ? cfg->runs : 1;
  qsort (times, (size_t) done, sizeof *times, compare_double);
  r.best = times[0];
  r.median = done % 2 ? times[done / 2] : (times[done / 2 - 1] + times[done / 2]) / 2;
  r.peak_mb = (double) peak / 1024.0;
  g_free (times);
  g_ptr_array_free (argv, TRUE);
  g_unlink (out_path);
  g_unlink (err_path);
  return r;
}

/* ---- inputs ------------------------------------------------------------ */

/* Counts the result lines of DIR/scores.txt and its distinct boards. */
static gboolean
count_results (const char *dir, guint *results, int *boards)
{
  g_autofree char *path = g_build_filename (dir, "scores.txt", NULL);
  g_autofree char *text = NULL;
  if (!g_file_get_contents (path, &text, NULL, NULL))
    return FALSE;
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n = 0;
  for (char *line = text, *next; line && *line; line = next)
    {
      next = strchr (line, '\n');
      if (next)
        *next++ = '\0';
      g_strstrip (line);
      if (*line == '\0' || *line == '#')
        continue;
      n++;
      /* round|board| */
      char *bar = strchr (line, '|');
      char *bar2 = bar ? strchr (bar + 1, '|') : NULL;
      if (bar2)
        g_hash_table_add (seen, g_strndup (line, (gsize) (bar2 - line)));
    }
  *results = n;
  *boards = (int) g_hash_table_size (seen);
  return TRUE;
}

static gboolean
generate (const Config *cfg, Input *in)
{
  g_autofree char *b = g_strdup_printf ("%d", in->boards);
  g_autofree char *t = g_strdup_printf ("%d", in->tables);
  g_autofree char *s = g_strdup_printf ("%" G_GINT64_FORMAT, cfg->seed);
  g_autofree char *err_path = g_build_filename (cfg->workdir, "gen-err.txt", NULL);
  char *argv[] = { (char *) cfg->gen, in->dir, "--boards", b, "--tables", t, "--seed", s, NULL };
  double secs;
  long rss;
  int status = bench_run_child (argv, NULL, err_path, &secs, &rss);
  gboolean ok = status != -1 && WIFEXITED (status) && WEXITSTATUS (status) == 0;
  if (!ok)
    {
      fprintf (stderr, "valet-bench: %s failed to generate %s\n", cfg->gen, in->dir);
      bench_show_stderr (err_path);
    }
  g_unlink (err_path);
  if (ok)
    ok = count_results (in->dir, &in->results, &in->boards);
  return ok;
}

static void
remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      GDir *d = g_dir_open (path, 0, NULL);
      if (d)
        {
          const char *name;
          while ((name = g_dir_read_name (d)) != NULL)
            {
              g_autofree char *child = g_build_filename (path, name, NULL);
              remove_tree (child);
            }
          g_dir_close (d);
        }
      g_rmdir (path);
    }
  else
    g_unlink (path);
}

/* ---- command line ------------------------------------------------------ */

static gboolean
parse_tables (const char *list, GArray *out, GError **error)
{
  g_auto (GStrv) parts = g_strsplit (list, ",", -1);
  for (char **p = parts; *p; p++)
    {
      guint64 v;
      if (!g_ascii_string_to_unsigned (g_strstrip (*p), 10, 1, 10000000, &v, error))
        return FALSE;
      int t = (int) v;
      g_array_append_val (out, t);
    }
  return TRUE;
}

static gboolean
parse_modes (const char *list, gboolean *on, GError **error)
{
  for (guint i = 0; i < N_MODES; i++)
    on[i] = FALSE;
  g_auto (GStrv) parts = g_strsplit (list, ",", -1);
  for (char **p = parts; *p; p++)
    {
      const char *want = g_strstrip (*p);
      gboolean found = FALSE;
      for (guint i = 0; i < N_MODES; i++)
        if (g_str_equal (want, all_modes[i].label) || g_str_equal (want, "all")
            || g_str_equal (want, all_modes[i].type))
          on[i] = found = TRUE;
      if (!found)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "unknown mode '%s' (expected e.g. imps/cloud/lead, "
                       "datum/nocloud/nolead, matchpoints or all)", want);
          return FALSE;
        }
    }
  return TRUE;
}

/* ---- the checks -------------------------------------------------------- */

static double
floored (double t)
{
  return t > GROWTH_FLOOR_SECONDS ? t : GROWTH_FLOOR_SECONDS;
}

static void
check_targets (const Config *cfg, GPtrArray *inputs, Measure (*res)[N_MODES], BenchVerdict *v)
{
  int i_big = -1, i_small = -1, i_oly = -1, i_wide = -1;
  for (guint i = 0; i < inputs->len; i++)
    {
      const Input *in = g_ptr_array_index (inputs, i);
      if (in->kind == INPUT_FIELD && in->tables == TARGET_BIG_TABLES)
        i_big = (int) i;
      else if (in->kind == INPUT_FIELD && in->tables == TARGET_SMALL_TABLES)
        i_small = (int) i;
      else if (in->kind == INPUT_OLYMPIAD)
        i_oly = (int) i;
      else if (in->kind == INPUT_WIDE)
        i_wide = (int) i;
    }

  printf ("\nTargets\n");
  for (guint m = 0; m < N_MODES; m++)
    {
      if (!cfg->mode_on[m])
        continue;
      const char *label = all_modes[m].label;

      if (i_big < 0)
        printf ("SKIP %-26s %d tables: not measured\n", label, TARGET_BIG_TABLES);
      else
        {
          const Measure *r = &res[i_big][m];
          bench_verdict (v, r->ok && r->median < TARGET_BIG_SECONDS,
                        "%-26s %d x %d tables: %.4f s < %.2f s", label,
                        ((Input *) g_ptr_array_index (inputs, i_big))->boards,
                        TARGET_BIG_TABLES, r->median, TARGET_BIG_SECONDS);
          bench_verdict (v, r->ok && r->peak_mb < TARGET_BIG_MB,
                        "%-26s %d x %d tables: %.1f MB < %.0f MB", label,
                        ((Input *) g_ptr_array_index (inputs, i_big))->boards,
                        TARGET_BIG_TABLES, r->peak_mb, TARGET_BIG_MB);
        }

      if (i_big < 0 || i_small < 0)
        printf ("SKIP %-26s growth %d/%d tables: not measured\n", label,
                TARGET_BIG_TABLES, TARGET_SMALL_TABLES);
      else
        {
          const Measure *b = &res[i_big][m], *s = &res[i_small][m];
          /* The best times: a stray delay in one run of a 5 ms program
           * should not read as growth. */
          double growth = floored (b->best) / floored (s->best);
          bench_verdict (v, b->ok && s->ok && growth <= TARGET_GROWTH,
                        "%-26s growth time(%d)/time(%d) = %.2f <= %.0f "
                        "(best times, floored at %.3f s)", label, TARGET_BIG_TABLES,
                        TARGET_SMALL_TABLES, growth, TARGET_GROWTH, GROWTH_FLOOR_SECONDS);
        }

      if (i_oly < 0)
        printf ("SKIP %-26s Olympiad: no folder given\n", label);
      else
        {
          const Measure *r = &res[i_oly][m];
          bench_verdict (v, r->ok && r->median < TARGET_OLYMPIAD_SECONDS,
                        "%-26s Olympiad (%u results): %.4f s < %.2f s", label,
                        ((Input *) g_ptr_array_index (inputs, i_oly))->results,
                        r->median, TARGET_OLYMPIAD_SECONDS);
        }

      if (i_wide < 0)
        printf ("SKIP %-26s one wide board: not measured\n", label);
      else
        {
          const Measure *r = &res[i_wide][m];
          bench_verdict (v, r->ok && r->median < TARGET_WIDE_SECONDS,
                        "%-26s 1 x %d tables: %.4f s < %.1f s", label,
                        ((Input *) g_ptr_array_index (inputs, i_wide))->tables,
                        r->median, TARGET_WIDE_SECONDS);
        }
    }
}

/* ---- main -------------------------------------------------------------- */

static void
input_free (gpointer p)
{
  Input *in = p;
  g_free (in->name);
  g_free (in->dir);
  g_free (in);
}

int
main (int argc, char **argv)
{
  g_autofree char *cli = NULL, *gen = NULL, *olympiad = NULL, *workdir = NULL;
  g_autofree char *tables_opt = NULL, *modes_opt = NULL;
  gint runs = 3, boards = 4, wide_tables = 100000;
  gint64 seed = 1;
  gboolean keep = FALSE;
  GOptionEntry entries[] = {
    { "cli", 0, 0, G_OPTION_ARG_FILENAME, &cli, "The valet-cli program to time (required)", "PATH" },
    { "gen", 0, 0, G_OPTION_ARG_FILENAME, &gen, "The valet-gen-field program (required)", "PATH" },
    { "olympiad", 0, 0, G_OPTION_ARG_FILENAME, &olympiad,
      "Folder of the 2004 Olympiad (names.txt, scores.txt); without it that check is skipped", "DIR" },
    { "workdir", 0, 0, G_OPTION_ARG_FILENAME, &workdir,
      "Write the generated data here (default: a new folder under $TMPDIR)", "DIR" },
    { "keep", 0, 0, G_OPTION_ARG_NONE, &keep, "Keep the generated data", NULL },
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, "Runs per measurement; the median counts (default 3)", "N" },
    { "boards", 0, 0, G_OPTION_ARG_INT, &boards, "Boards of the fields (default 4)", "B" },
    { "tables", 0, 0, G_OPTION_ARG_STRING, &tables_opt,
      "Table counts of the fields (default 100,400,1600,3200)", "LIST" },
    { "wide-tables", 0, 0, G_OPTION_ARG_INT, &wide_tables,
      "Tables of the one-board field (default 100000; 0 leaves it out)", "T" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the generated fields (default 1)", "S" },
    { "modes", 0, 0, G_OPTION_ARG_STRING, &modes_opt,
      "Modes to run, e.g. imps/cloud/lead,datum (default all 12)", "LIST" },
    { NULL }
  };

  for (guint i = 0; i < N_MODES; i++)
    all_modes[i].label = g_strdup_printf ("%s/%s/%s", all_modes[i].type,
                                          all_modes[i].nocloud ? "nocloud" : "cloud",
                                          all_modes[i].lead ? "lead" : "nolead");

  g_autoptr (GError) error = NULL;
  g_autoptr (GOptionContext) ctx = g_option_context_new ("- time valet-cli on generated and real tournaments");
  g_option_context_add_main_entries (ctx, entries, NULL);
  Config cfg = { 0 };
  cfg.tables = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint i = 0; i < N_MODES; i++)
    cfg.mode_on[i] = TRUE;
  if (!g_option_context_parse (ctx, &argc, &argv, &error)
      || (tables_opt && !parse_tables (tables_opt, cfg.tables, &error))
      || (modes_opt && !parse_modes (modes_opt, cfg.mode_on, &error)))
    {
      fprintf (stderr, "valet-bench: %s\n", error->message);
      return 2;
    }
  if (argc != 1 || cli == NULL || gen == NULL || runs < 1 || boards < 1 || wide_tables < 0)
    {
      fprintf (stderr, "valet-bench: --cli and --gen are required, --runs and --boards "
               "must be positive (see --help)\n");
      return 2;
    }
  if (tables_opt == NULL)
    {
      static const int defaults[] = { 100, 400, 1600, 3200 };
      g_array_append_vals (cfg.tables, defaults, G_N_ELEMENTS (defaults));
    }
  if (!g_file_test (cli, G_FILE_TEST_IS_EXECUTABLE) || !g_file_test (gen, G_FILE_TEST_IS_EXECUTABLE))
    {
      fprintf (stderr, "valet-bench: %s or %s is not an executable\n", cli, gen);
      return 2;
    }

  /* Absolute paths, since nothing changes directory but the messages
   * should say where things are. */
  g_autofree char *cli_abs = g_canonicalize_filename (cli, NULL);
  g_autofree char *gen_abs = g_canonicalize_filename (gen, NULL);
  cfg.cli = cli_abs;
  cfg.gen = gen_abs;
  cfg.olympiad = olympiad;
  cfg.runs = runs;
  cfg.boards = boards;
  cfg.wide_tables = wide_tables;
  cfg.seed = seed;
  cfg.keep = keep;

  g_autofree char *work = NULL;
  gboolean made_work;
  if (workdir)
    {
      if (g_mkdir_with_parents (workdir, 0777) != 0)
        {
          fprintf (stderr, "valet-bench: cannot create %s: %s\n", workdir, g_strerror (errno));
          return 2;
        }
      work = g_canonicalize_filename (workdir, NULL);
      made_work = FALSE;
    }
  else
    {
      work = g_dir_make_tmp ("valet-bench-XXXXXX", &error);
      if (work == NULL)
        {
          fprintf (stderr, "valet-bench: %s\n", error->message);
          return 2;
        }
      made_work = TRUE;
    }
  cfg.workdir = work;

  /* The inputs, generated first so that generation is not timed. */
  GPtrArray *inputs = g_ptr_array_new_with_free_func (input_free);
  for (guint i = 0; i < cfg.tables->len; i++)
    {
      Input *in = g_new0 (Input, 1);
      in->kind = INPUT_FIELD;
      in->boards = boards;
      in->tables = g_array_index (cfg.tables, int, i);
      in->name = g_strdup_printf ("field %dx%d", in->boards, in->tables);
      in->dir = g_strdup_printf ("%s/field-%dx%d", work, in->boards, in->tables);
      g_ptr_array_add (inputs, in);
    }
  if (wide_tables > 0)
    {
      Input *in = g_new0 (Input, 1);
      in->kind = INPUT_WIDE;
      in->boards = 1;
      in->tables = wide_tables;
      in->name = g_strdup_printf ("field 1x%d", in->tables);
      in->dir = g_strdup_printf ("%s/field-1x%d", work, in->tables);
      g_ptr_array_add (inputs, in);
    }

  int status = 0;
  printf ("program:   %s\ndata:      %s (seed %" G_GINT64_FORMAT ")\nruns:      %d per "
          "measurement; seconds = median wall time of the whole process, "
          "peak MB = largest ru_maxrss / 1024\n\n", cfg.cli, work, seed, runs);
  for (guint i = 0; i < inputs->len; i++)
    {
      Input *in = g_ptr_array_index (inputs, i);
      if (!generate (&cfg, in))
        {
          status = 2;
          goto out;
        }
    }
  if (olympiad)
    {
      Input *in = g_new0 (Input, 1);
      in->kind = INPUT_OLYMPIAD;
      in->name = g_strdup ("2004 Olympiad");
      in->dir = g_canonicalize_filename (olympiad, NULL);
      g_ptr_array_add (inputs, in);
      if (!count_results (in->dir, &in->results, &in->boards))
        {
          fprintf (stderr, "valet-bench: cannot read %s/scores.txt\n", in->dir);
          status = 2;
          goto out;
        }
    }

  Measure (*res)[N_MODES] = g_malloc0_n (inputs->len, sizeof *res);
  gboolean run_failed = FALSE;
  printf ("%-16s %-26s %7s %8s %9s %9s %8s\n", "input", "mode", "tables", "results",
          "seconds", "best s", "peak MB");
  printf ("%-16s %-26s %7s %8s %9s %9s %8s\n", "----------------", "--------------------------",
          "-------", "--------", "---------", "---------", "--------");
  for (guint i = 0; i < inputs->len; i++)
    {
      const Input *in = g_ptr_array_index (inputs, i);
      g_autofree char *tables = in->tables ? g_strdup_printf ("%d", in->tables)
                                           : g_strdup_printf ("~%u", in->results / MAX (in->boards, 1));
      for (guint m = 0; m < N_MODES; m++)
        {
          if (!cfg.mode_on[m])
            continue;
          Measure r = measure (&cfg, in, &all_modes[m]);
          res[i][m] = r;
          if (!r.ok)
            run_failed = TRUE;
          printf ("%-16s %-26s %7s %8u %9.4f %9.4f %8.1f%s\n", in->name, all_modes[m].label,
                  tables, in->results, r.median, r.best, r.peak_mb, r.ok ? "" : "  (failed)");
          fflush (stdout);
        }
    }

  BenchVerdict v = { 0 };
  check_targets (&cfg, inputs, res, &v);
  if (run_failed)
    bench_verdict (&v, FALSE, "every run of valet-cli exited with status 0");
  printf ("\n%d of %d checks passed\n", v.checks - v.failures, v.checks);
  status = v.failures ? 1 : 0;
  g_free (res);

out:
  if (!keep)
    {
      for (guint i = 0; i < inputs->len; i++)
        {
          const Input *in = g_ptr_array_index (inputs, i);
          if (in->kind != INPUT_OLYMPIAD)
            remove_tree (in->dir);
        }
      if (made_work)
        g_rmdir (work);
    }
  else
    printf ("data kept in %s\n", work);
  g_ptr_array_free (inputs, TRUE);
  g_array_free (cfg.tables, TRUE);
  for (guint i = 0; i < N_MODES; i++)
    g_free (all_modes[i].label);
  return status;
}
