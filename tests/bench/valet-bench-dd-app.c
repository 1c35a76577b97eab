/* valet-bench-dd-app.c: the double-dummy solve of a big field in the
 * window, in the background.
 *
 *   valet-bench-dd-app --gen GEN [--deals N] [--tables T] [--keep DIR]
 *   valet-bench-dd-app --file FILE.pbn
 *
 * With --file, opens the file in the real window, shows the Boards view
 * (whose double-dummy table starts the solve of every deal and lead of
 * the run on a worker thread, with an empty cache), and prints one line:
 * how long the solve took (wall and the process's processor time, all
 * threads), how many deals and results, and the longest the main loop
 * waited meanwhile (from 300 ms after the view's first board, whose
 * tableaux are the view's own work), watched by a timeout of 10 ms,
 * with the main
 * thread's own processor time in that wait (on a loaded machine a wait
 * is mostly the other processes' turn).  Every 200 ms another board is
 * chosen, as a user reading the boards would: the view must answer
 * while the solve runs (--no-pick: the window left alone, so that the
 * waits are the solve's own).  --seconds S stops after S seconds of the
 * solve (cancelled), for the waits of choosing boards without the whole
 * solve's minute.  Without --file, generates the field with
 * valet-gen-dd-field (500 deals at 40 tables: 20,000 results with
 * leads; its own cache in the work folder makes a second run's file
 * quick) and runs itself with --file on it.  The target: a main-loop
 * wait under 100 ms.
 */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>
#include <glib/gstdio.h>

#include "bench-run.h"
#include "valet-board-view.h"
#include "valet-dd-job.h"
#include "valet-window.h"

#define WATCH_MS 10
#define PICK_MS  200

typedef struct {
  gint64 start, last, longest, last_cpu, longest_cpu;
} Watch;

static gint64
thread_cpu (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static double
process_cpu (void)
{
  struct rusage ru;

  getrusage (RUSAGE_SELF, &ru);
  return ru.ru_utime.tv_sec + ru.ru_stime.tv_sec
         + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
}

static gboolean
watch_round (gpointer data)
{
  Watch *w = data;
  gint64 now = g_get_monotonic_time (), cpu = thread_cpu ();

  if (w->last != 0)
    {
      w->longest = MAX (w->longest, now - w->last);
      w->longest_cpu = MAX (w->longest_cpu, cpu - w->last_cpu);
    }
  /* The long ones, told when asked (VALET_BENCH_VERBOSE). */
  if (w->last != 0 && now - w->last > 100000 && g_getenv ("VALET_BENCH_VERBOSE"))
    fprintf (stderr, "wait of %.0f ms (%.0f ms of the main thread's processor time), ended "
             "%.2f s in\n", (now - w->last) / 1000.0, (cpu - w->last_cpu) / 1000.0,
             (now - w->start) / (double) G_USEC_PER_SEC);
  w->last = now;
  w->last_cpu = cpu;
  return G_SOURCE_CONTINUE;
}

/* The window's frames (layout and drawing) over 10 ms of the main
 * thread's processor time, told when asked (VALET_BENCH_VERBOSE), as is
 * each choice of a board: what of a long wait was the window's work. */
static gint64 frame_cpu;

static void
before_paint_cb (void)
{
  frame_cpu = thread_cpu ();
}

static void
after_paint_cb (void)
{
  if (thread_cpu () - frame_cpu > 10000)
    fprintf (stderr, "frame of %.1f ms of the main thread's processor time\n",
             (thread_cpu () - frame_cpu) / 1000.0);
}

/* The machine's load over the last minute, for the figures' sake: on a
 * shared machine a wait is mostly the other processes' turn. */
static double
load_average (void)
{
  double load[1] = { -1 };

  return getloadavg (load, 1) == 1 ? load[0] : -1;
}

static void
iterate_for (guint ms)
{
  for (gint64 end = g_get_monotonic_time () + ms * 1000; g_get_monotonic_time () < end;)
    g_main_context_iteration (NULL, FALSE);
}

static int
open_file (const char *path, gboolean pick, int limit)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  ValetWindow *window;
  ValetDocument *doc;
  ValetBoardView *boards;
  Watch w = { 0 };

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  window = valet_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  iterate_for (500);
  if (g_getenv ("VALET_BENCH_VERBOSE"))
    {
      GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
      g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), NULL);
      g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), NULL);
    }
  valet_window_open (window, file);
  doc = valet_window_get_document (window);
  for (gint64 end = g_get_monotonic_time () + 600 * G_USEC_PER_SEC;
       valet_document_get_run (doc) == NULL || valet_document_get_busy (doc);)
    {
      if (g_get_monotonic_time () > end)
        {
          fprintf (stderr, "valet-bench-dd-app: %s not scored after 600 s\n", path);
          return 1;
        }
      g_main_context_iteration (NULL, TRUE);
    }
  ValetTournament *t = valet_run_tournament (valet_document_get_run (doc));
  guint n_deals = valet_tournament_n_deals (t), n_results = valet_tournament_n_results (t);

  /* The Boards view's first board: its table starts the solve.  The
   * view's own first filling (its list of boards, the first board's
   * tableaux) is not the solve's: the watch starts after it. */
  boards = VALET_BOARD_VIEW (valet_window_get_view (window, "boards"));
  valet_window_show_view (window, "boards");
  double cpu_before = process_cpu ();
  gint64 solve_start = g_get_monotonic_time ();
  valet_board_view_select (boards, 0);
  iterate_for (300);
  w.start = g_get_monotonic_time ();
  guint watch = g_timeout_add (WATCH_MS, watch_round, &w);
  ValetDdJob *job = valet_dd_job_for_document (doc, FALSE);
  if (job == NULL)
    {
      fprintf (stderr, "valet-bench-dd-app: %s has no deals\n", path);
      return 1;
    }
  g_object_ref (job);
  gint64 next_pick = w.start + PICK_MS * 1000;
  guint picked = 0;
  gint64 stop = limit > 0 ? w.start + limit * G_USEC_PER_SEC : G_MAXINT64;
  while (valet_dd_job_get_state (job) == VALET_DD_JOB_SOLVING)
    {
      if (g_get_monotonic_time () >= stop)
        {
          /* Measured long enough: the waits so far, the solve unfinished. */
          g_source_remove (watch);
          printf ("%u deals, %u results: stopped after %d s of the solve; longest main-loop "
                  "wait %.0f ms (main thread busy at most %.0f ms of it), %u boards chosen "
                  "meanwhile, load average %.1f; %s\n", n_deals, n_results, limit,
                  w.longest / 1000.0, w.longest_cpu / 1000.0, picked, load_average (),
                  w.longest < 100000 ? "ok (under 100 ms)" : "SLOW (100 ms or more)");
          valet_dd_job_cancel (job);
          g_object_unref (job);
          return 0;
        }
      if (pick && g_get_monotonic_time () >= next_pick)
        {
          /* Another board, as a user reading them would. */
          gint64 c0 = thread_cpu ();
          valet_board_view_select (boards, ++picked % n_deals);
          if (g_getenv ("VALET_BENCH_VERBOSE"))
            fprintf (stderr, "board chosen in %.1f ms of the main thread's processor time\n",
                     (thread_cpu () - c0) / 1000.0);
          next_pick += PICK_MS * 1000;
        }
      g_main_context_iteration (NULL, TRUE);
    }
  double seconds = (g_get_monotonic_time () - solve_start) / (double) G_USEC_PER_SEC;
  double cpu = process_cpu () - cpu_before;
  g_source_remove (watch);
  if (valet_dd_job_get_state (job) != VALET_DD_JOB_DONE)
    {
      fprintf (stderr, "valet-bench-dd-app: the solve ended without its tables: %s\n",
               valet_dd_job_get_message (job) ? valet_dd_job_get_message (job) : "cancelled");
      return 1;
    }
  printf ("%u deals, %u results: tables and leads solved in %.1f s wall, %.1f s processor "
          "(all threads); longest main-loop wait %.0f ms (main thread busy at most %.0f ms "
          "of it), %u boards chosen meanwhile, load average %.1f; %s\n",
          n_deals, n_results, seconds, cpu, w.longest / 1000.0, w.longest_cpu / 1000.0, picked,
          load_average (), w.longest < 100000 ? "ok (under 100 ms)" : "SLOW (100 ms or more)");
  g_object_unref (job);
  return 0;
}

static int
run_generated (const char *self, const char *gen, int deals, int tables, const char *keep)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *work = keep ? g_strdup (keep)
                               : g_dir_make_tmp ("valet-bench-dd-app-XXXXXX", &error);
  int status = 0;

  if (work == NULL || g_mkdir_with_parents (work, 0777) != 0)
    {
      fprintf (stderr, "valet-bench-dd-app: no folder to work in\n");
      return 2;
    }
  g_autofree char *name = g_strdup_printf ("field-%dx%d.pbn", deals, tables);
  g_autofree char *file = g_build_filename (work, name, NULL);
  g_autofree char *gen_cache = g_build_filename (work, "gen-cache.txt", NULL);
  g_autofree char *app_cache = g_build_filename (work, "app-cache.txt", NULL);
  g_autofree char *out = g_build_filename (work, "app.out", NULL);
  g_autofree char *err = g_build_filename (work, "app.err", NULL);
  g_autofree char *d = g_strdup_printf ("%d", deals), *t = g_strdup_printf ("%d", tables);
  char *gen_argv[] = { (char *) gen, file, "--deals", d, "--tables", t, "--cache", gen_cache,
                       NULL };
  char *app_argv[] = { (char *) self, "--file", file, NULL };
  double seconds;
  long kb;
  g_autofree char *line = NULL;

  if (!g_file_test (file, G_FILE_TEST_EXISTS))
    {
      if (bench_run_child (gen_argv, NULL, err, &seconds, &kb) != 0)
        {
          bench_show_stderr (err);
          return 2;
        }
      printf ("generated %s in %.1f s\n", name, seconds);
    }
  /* The window's solve starts from an empty cache, every time. */
  g_remove (app_cache);
  g_setenv ("VALET_DD_CACHE", app_cache, TRUE);
  if (bench_run_child (app_argv, out, err, &seconds, &kb) != 0
      || !g_file_get_contents (out, &line, NULL, NULL))
    {
      printf ("(failed)\n");
      bench_show_stderr (err);
      status = 1;
    }
  else
    printf ("%s", line);
  if (keep == NULL)
    {
      g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", work);
      if (system (cmd) != 0)
        fprintf (stderr, "valet-bench-dd-app: could not remove %s\n", work);
    }
  return status;
}

int
main (int argc, char *argv[])
{
  g_autofree char *file = NULL, *gen = NULL, *keep = NULL;
  gint deals = 500, tables = 40;
  gboolean no_pick = FALSE;
  gint seconds = 0;
  GOptionEntry entries[] = {
    { "file", 0, 0, G_OPTION_ARG_FILENAME, &file, "Open this file and measure", "FILE" },
    { "gen", 0, 0, G_OPTION_ARG_FILENAME, &gen, "valet-gen-dd-field", "PROGRAM" },
    { "deals", 0, 0, G_OPTION_ARG_INT, &deals, "Deals (default 500)", "N" },
    { "tables", 0, 0, G_OPTION_ARG_INT, &tables, "Tables a deal (default 40)", "T" },
    { "keep", 0, 0, G_OPTION_ARG_FILENAME, &keep, "Make and keep the field here", "DIR" },
    { "no-pick", 0, 0, G_OPTION_ARG_NONE, &no_pick,
      "Choose no other board while solving (the solve's own waits alone)", NULL },
    { "seconds", 0, 0, G_OPTION_ARG_INT, &seconds,
      "Stop after this many seconds of the solve (with --file)", "S" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- the window's double dummy");
  g_autoptr (GError) error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "valet-bench-dd-app: %s\n", error->message);
      return 2;
    }
  if (file == NULL)
    {
      g_autofree char *self = g_canonicalize_filename (argv[0], NULL);
      if (gen == NULL)
        {
          fprintf (stderr, "valet-bench-dd-app: --file or --gen is required\n");
          return 2;
        }
      return run_generated (self, gen, deals, tables, keep);
    }
  if (!gtk_init_check ())
    {
      printf ("SKIP no display\n");
      return 77;
    }
  adw_init ();
  return open_file (file, !no_pick, seconds);
}
