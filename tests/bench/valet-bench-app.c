/* valet-bench-app.c: the window at very large fields.
 *
 *   valet-bench-app --gen GEN [--boards B] [--tables T1,T2,...] [--keep DIR]
 *   valet-bench-app --field DIR
 *
 * With --field, opens DIR (names.txt and scores.txt) in the real window
 * and prints one line: how long from the open to the ranking drawn, the
 * longest the main loop waited between two rounds meanwhile, and the
 * process's peak memory.  Without it, generates barometer fields of B
 * boards (default 100) at each T tables (default 10,000 and 100,000:
 * 10^6 and 10^7 results) with valet-gen-field, and runs itself with
 * --field on each, one process each so that the peak memory is the
 * field's alone.  Needs a display (the benchmark runs under xvfb-run).
 *
 * The main loop is watched by a timeout of WATCH_MS at default priority:
 * it runs in every round the loop makes, unless something holds the
 * loop longer, and never starves the drawing as an idle would.  The
 * longest gap between two of its runs is the longest the window could
 * not take input.  On a shared machine that gap is also the time other
 * processes had the processor, so the main thread's own processor time
 * in each gap is printed beside it: the longest of those is what the
 * window would wait on a machine of its own.
 */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

#include "bench-run.h"
#include "valet-ranking-view.h"
#include "valet-window.h"

#define WATCH_MS 5

typedef struct {
  ValetWindow *window;
  GListModel  *rows;
  gint64       start, last, longest;
  gint64       last_cpu, longest_cpu;   /* the main thread's, in µs */
  gboolean     drawn;       /* a frame painted after the ranking came */
  gboolean     ranked;
} Watch;

/* The processor time of the calling thread, in µs. */
static gint64
thread_cpu (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static gboolean
watch_round (gpointer data)
{
  Watch *w = data;
  gint64 now = g_get_monotonic_time ();
  gint64 cpu = thread_cpu ();

  if (w->last != 0)
    {
      w->longest = MAX (w->longest, now - w->last);
      w->longest_cpu = MAX (w->longest_cpu, cpu - w->last_cpu);
    }
  if (w->last != 0 && now - w->last > 50000 && g_getenv ("VALET_BENCH_VERBOSE"))
    g_printerr ("wait of %.0f ms (%.0f ms of the main thread's processor time), "
                "ended %.2f s in\n", (now - w->last) / 1000.0, (cpu - w->last_cpu) / 1000.0,
                (now - w->start) / (double) G_USEC_PER_SEC);
  w->last = now;
  w->last_cpu = cpu;
  return G_SOURCE_CONTINUE;
}

static void
after_paint_cb (GdkFrameClock *clock, Watch *w)
{
  ValetDocument *doc = valet_window_get_document (w->window);

  if (w->ranked && !valet_document_get_busy (doc))
    w->drawn = TRUE;
  w->ranked = g_list_model_get_n_items (w->rows) > 0;
}

static int
open_field (const char *dir)
{
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  Watch w = { 0 };
  GdkFrameClock *clock;
  gint64 start;
  guint watch;
  struct rusage ru;
  double cpu_before;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  w.window = valet_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (w.window), 1280, 800);
  gtk_window_present (GTK_WINDOW (w.window));
  valet_window_show_view (w.window, "rankings");
  w.rows = valet_ranking_view_get_rows (VALET_RANKING_VIEW (
             valet_window_get_view (w.window, "rankings")));
  /* The window drawn once, empty, before the clock starts. */
  for (gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC / 2; g_get_monotonic_time () < end;)
    g_main_context_iteration (NULL, FALSE);

  clock = gtk_widget_get_frame_clock (GTK_WIDGET (w.window));
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &w);
  getrusage (RUSAGE_SELF, &ru);
  cpu_before = ru.ru_utime.tv_sec + ru.ru_stime.tv_sec
               + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
  watch = g_timeout_add (WATCH_MS, watch_round, &w);
  start = w.start = g_get_monotonic_time ();
  valet_window_open (w.window, folder);
  while (!w.drawn)
    {
      if (g_get_monotonic_time () - start > 600 * G_USEC_PER_SEC)
        {
          fprintf (stderr, "valet-bench-app: %s not ranked after 600 s\n", dir);
          return 1;
        }
      /* Frames come when something changes; the watch keeps the loop
       * going, and a redraw asked each round makes sure one comes. */
      gtk_widget_queue_draw (GTK_WIDGET (w.window));
      g_main_context_iteration (NULL, TRUE);
    }
  double seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  g_source_remove (watch);
  getrusage (RUSAGE_SELF, &ru);
  printf ("%u pairs: ranking drawn after %.2f s (%.2f s processor), longest main-loop "
          "wait %.0f ms (main thread busy at most %.0f ms of one), peak %.0f MB\n",
          g_list_model_get_n_items (w.rows), seconds,
          (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec
           + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6) - cpu_before,
          w.longest / 1000.0, w.longest_cpu / 1000.0, ru.ru_maxrss / 1024.0);
  return 0;
}

static gboolean
count_lines (const char *path, guint *lines)
{
  g_autofree char *text = NULL;
  gsize len;

  if (!g_file_get_contents (path, &text, &len, NULL))
    return FALSE;
  *lines = 0;
  for (gsize i = 0; i < len; i++)
    *lines += text[i] == '\n';
  return TRUE;
}

static int
run_fields (const char *self, const char *gen, int boards, const char *tables,
            const char *keep)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *work = keep ? g_strdup (keep) : g_dir_make_tmp ("valet-bench-app-XXXXXX", &error);
  g_auto (GStrv) list = g_strsplit (tables, ",", -1);
  int status = 0;

  if (work == NULL || g_mkdir_with_parents (work, 0777) != 0)
    {
      fprintf (stderr, "valet-bench-app: no folder to work in\n");
      return 2;
    }
  printf ("%-8s %9s %8s  %s\n", "tables", "results", "peak MB", "the window");
  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autofree char *dir = g_strdup_printf ("%s/field-%dx%s", work, boards, list[i]);
      g_autofree char *b = g_strdup_printf ("%d", boards);
      g_autofree char *scores = g_build_filename (dir, "scores.txt", NULL);
      g_autofree char *out = g_build_filename (work, "app.out", NULL);
      g_autofree char *err = g_build_filename (work, "app.err", NULL);
      g_autofree char *line = NULL;
      char *gen_argv[] = { (char *) gen, dir, "--boards", b, "--tables", list[i], NULL };
      char *app_argv[] = { (char *) self, "--field", dir, NULL };
      double seconds;
      long kb;
      guint results = 0;

      if (!g_file_test (scores, G_FILE_TEST_EXISTS)
          && bench_run_child (gen_argv, NULL, err, &seconds, &kb) != 0)
        {
          bench_show_stderr (err);
          status = 2;
          break;
        }
      count_lines (scores, &results);
      if (bench_run_child (app_argv, out, err, &seconds, &kb) != 0
          || !g_file_get_contents (out, &line, NULL, NULL))
        {
          printf ("%-8s %9u  (failed)\n", list[i], results);
          bench_show_stderr (err);
          status = 1;
          continue;
        }
      printf ("%-8s %9u %8.0f  %s", list[i], results, kb / 1024.0, line);
      fflush (stdout);
    }
  if (keep == NULL)
    {
      g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", work);
      if (system (cmd) != 0)
        fprintf (stderr, "valet-bench-app: could not remove %s\n", work);
    }
  return status;
}

int
main (int argc, char *argv[])
{
  g_autofree char *field = NULL, *gen = NULL, *tables = NULL, *keep = NULL;
  gint boards = 100;
  GOptionEntry entries[] = {
    { "field", 0, 0, G_OPTION_ARG_FILENAME, &field, "Open this folder and measure", "DIR" },
    { "gen", 0, 0, G_OPTION_ARG_FILENAME, &gen, "valet-gen-field", "PROGRAM" },
    { "boards", 0, 0, G_OPTION_ARG_INT, &boards, "Boards of the fields (default 100)", "B" },
    { "tables", 0, 0, G_OPTION_ARG_STRING, &tables,
      "Tables of the fields (default 10000,100000)", "LIST" },
    { "keep", 0, 0, G_OPTION_ARG_FILENAME, &keep, "Make and keep the fields here", "DIR" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- the window at large fields");
  g_autoptr (GError) error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "valet-bench-app: %s\n", error->message);
      return 2;
    }
  if (field == NULL)
    {
      g_autofree char *self = g_canonicalize_filename (argv[0], NULL);
      if (gen == NULL)
        {
          fprintf (stderr, "valet-bench-app: --field or --gen is required\n");
          return 2;
        }
      return run_fields (self, gen, boards, tables ? tables : "10000,100000", keep);
    }
  if (!gtk_init_check ())
    {
      printf ("SKIP no display\n");
      return 77;
    }
  adw_init ();
  return open_field (field);
}
