/* valet-bench-library.c: a club's library of events, timed.
 *
 *   valet-bench-library [--events N] [--cli VALET-CLI] [--keep]
 *
 * Generates N (500) club sessions in Valet text in a fresh folder under
 * $TMPDIR: 30 boards at 12 tables (a Mitchell, 12 North-South and 12
 * East-West pairs, two boards a round), the 24 pairs drawn from a pool
 * of 200 players: 80 regular partnerships (who play most weeks, and
 * mostly in the same direction), the other 40 players standing in when
 * a regular is away.  Then adds every session to a new library (one
 * transaction each, read from its files as valet-cli library add
 * does), lists the library, loads every event back, and adds 50 again
 * (replaced), each timed; the library's size; and with --cli, the
 * season of them all ranked from the library (`valet-cli --library DB
 * --season all`: every event loaded, scored and pooled), timed as its
 * own process.  The target of the issue: the 500 added in under 60 s.
 * Generation is our own and needs nothing beside the build.  --keep
 * leaves the folder and its library, and says where.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench-run.h"
#include "valet-library.h"

#define POOL       200
#define REGULARS   80       /* partnerships, of the first 160 players */
#define TABLES     12
#define BOARDS     30

typedef struct {
  uint64_t state;
} Rng;

/* splitmix64: the same numbers on every machine. */
static uint64_t
rng_next (Rng *r)
{
  uint64_t z = (r->state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

static unsigned
rng_below (Rng *r, unsigned n)
{
  return (unsigned) (rng_next (r) % n);
}

static const char *const surnames[] = {
  "Smith", "Nowak", "Müller", "Dubois", "Rossi", "García", "Jansen", "Kowalski", "Novák",
  "Andersen", "O'Brien", "Papadopoulos", "Schmidt", "Lefèvre", "Hansen", "Wójcik", "Horvat",
  "Silva", "Nielsen", "Fischer",
};
static const char *const forenames[] = {
  "Anna", "Jan", "Marie", "Piotr", "Sophie", "Luca", "Eva", "Tomas", "Inge", "Pierre",
};

static void
write_names (GString *out)
{
  for (guint p = 0; p < POOL; p++)
    g_string_append_printf (out, "P%03u|%s %s\n", p + 1, forenames[p % G_N_ELEMENTS (forenames)],
                            surnames[(p / G_N_ELEMENTS (forenames) + p) % G_N_ELEMENTS (surnames)]);
}

/* The 24 pairs of a session: regular partnerships, each there two weeks
 * in three; a partner away is replaced by a stand-in. */
static void
draw_pairs (Rng *r, guint pairs[2 * TABLES][2])
{
  gboolean used[POOL] = { FALSE };
  guint n = 0;

  while (n < 2 * TABLES)
    {
      guint k = rng_below (r, REGULARS);
      if (used[2 * k] || rng_below (r, 3) == 0)
        continue;
      guint a = 2 * k, b = 2 * k + 1;
      if (rng_below (r, 8) == 0)
        {
          guint sub;
          do
            sub = 2 * REGULARS + rng_below (r, POOL - 2 * REGULARS);
          while (used[sub]);
          b = sub;
        }
      used[a] = used[b] = used[2 * k] = TRUE;
      pairs[n][0] = a;
      pairs[n][1] = b;
      n++;
    }
}

/* One session's scores.txt: every board at every table, a main
 * contract per board, the tricks scattered around it. */
static void
write_scores (Rng *r, GString *out)
{
  static const char strains[] = "CDHSN", seats[] = "NESW", suits[] = "SHDC";
  static const char ranks[] = "23456789TJQKA";
  guint pairs[2 * TABLES][2];

  draw_pairs (r, pairs);
  for (guint board = 1; board <= BOARDS; board++)
    {
      guint round = (board + 1) / 2;
      guint level = 1 + rng_below (r, 4), strain = rng_below (r, 5);
      guint side = rng_below (r, 2);
      for (guint table = 0; table < TABLES; table++)
        {
          const guint *ns = pairs[table], *ew = pairs[TABLES + (table + round) % TABLES];
          guint l = level, s = strain;
          if (rng_below (r, 4) == 0)
            {
              l = 1 + rng_below (r, 5);
              s = rng_below (r, 5);
            }
          guint declarer = side + 2 * rng_below (r, 2);
          int tricks = (int) (l + 6) + (int) rng_below (r, 5) - 2;
          tricks = CLAMP (tricks, 0, 13);
          g_string_append_printf (out, "%u|%u|P%03u|P%03u|P%03u|P%03u|%u%c%s|%c|%d|%c%c\n",
                                  round, board, ns[0] + 1, ew[0] + 1, ns[1] + 1, ew[1] + 1, l,
                                  strains[s], rng_below (r, 12) == 0 ? "X" : "",
                                  seats[declarer], tricks, suits[rng_below (r, 4)],
                                  ranks[rng_below (r, 13)]);
        }
    }
}

static void
generate (const char *root, guint n_events)
{
  g_autoptr (GString) names = g_string_new (NULL);
  Rng r = { 20260101 };

  write_names (names);
  for (guint e = 0; e < n_events; e++)
    {
      g_autofree char *dir = g_strdup_printf ("%s/club-%03u", root, e + 1);
      g_autofree char *names_path = g_build_filename (dir, "names.txt", NULL);
      g_autofree char *scores_path = g_build_filename (dir, "scores.txt", NULL);
      g_autoptr (GString) scores = g_string_new (NULL);
      write_scores (&r, scores);
      if (g_mkdir (dir, 0700) != 0
          || !g_file_set_contents (names_path, names->str, names->len, NULL)
          || !g_file_set_contents (scores_path, scores->str, scores->len, NULL))
        g_error ("cannot write %s", dir);
    }
}

static void
remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      GDir *d = g_dir_open (path, 0, NULL);
      const char *name;
      while (d && (name = g_dir_read_name (d)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          remove_tree (child);
        }
      if (d)
        g_dir_close (d);
      g_rmdir (path);
    }
  else
    g_remove (path);
}

int
main (int argc, char **argv)
{
  guint n_events = 500;
  const char *cli = NULL;
  gboolean keep = FALSE;
  BenchVerdict v = { 0 };
  g_autoptr (GError) error = NULL;

  for (int i = 1; i + 1 < argc; i++)
    if (strcmp (argv[i], "--events") == 0)
      n_events = (guint) atoi (argv[++i]);
    else if (strcmp (argv[i], "--cli") == 0)
      cli = argv[++i];
  for (int i = 1; i < argc; i++)
    keep = keep || strcmp (argv[i], "--keep") == 0;
  g_autofree char *root = g_dir_make_tmp ("valet-bench-library-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (root, "library.sqlite", NULL);

  double t0 = bench_now_seconds ();
  generate (root, n_events);
  double t_gen = bench_now_seconds () - t0;
  g_print ("generated %u sessions (%u boards x %u tables, a pool of %u players) in %.2f s\n",
           n_events, BOARDS, TABLES, POOL, t_gen);

  ValetLibrary *lib = valet_library_open (path, &error);
  if (lib == NULL)
    g_error ("%s", error->message);
  t0 = bench_now_seconds ();
  for (guint e = 0; e < n_events; e++)
    {
      g_autofree char *dir = g_strdup_printf ("%s/club-%03u", root, e + 1);
      if (!valet_library_add_file (lib, dir, NULL, NULL, NULL, &error))
        g_error ("%s", error->message);
    }
  double t_add = bench_now_seconds () - t0;
  guint results = n_events * BOARDS * TABLES;
  g_print ("added %u events (%u results) in %.2f s: %.1f ms an event\n", n_events, results,
           t_add, 1000 * t_add / n_events);
  bench_verdict (&v, t_add < 60, "%u club events added in %.2f s (target: under 60 s)",
                 n_events, t_add);

  t0 = bench_now_seconds ();
  g_autoptr (GPtrArray) events = valet_library_list_events (lib, &error);
  double t_list = bench_now_seconds () - t0;
  g_print ("listed %u events in %.3f s\n", events ? events->len : 0, t_list);
  bench_verdict (&v, events && events->len == n_events, "every event listed once");

  t0 = bench_now_seconds ();
  guint loaded = 0;
  for (guint i = 0; events && i < events->len; i++)
    {
      const ValetLibraryEvent *e = g_ptr_array_index (events, i);
      ValetTournament *t = valet_library_load_event (lib, e->id, NULL, NULL);
      loaded += t ? valet_tournament_n_results (t) : 0;
      valet_tournament_free (t);
    }
  double t_load = bench_now_seconds () - t0;
  g_print ("loaded every event back (%u results) in %.2f s\n", loaded, t_load);
  bench_verdict (&v, loaded == results, "every result loaded back");

  guint again = MIN (n_events, 50u);
  t0 = bench_now_seconds ();
  for (guint e = 0; e < again; e++)
    {
      g_autofree char *dir = g_strdup_printf ("%s/club-%03u", root, e + 1);
      if (!valet_library_add_file (lib, dir, NULL, NULL, NULL, &error))
        g_error ("%s", error->message);
    }
  double t_again = bench_now_seconds () - t0;
  g_print ("added %u events again (replaced) in %.2f s\n", again, t_again);
  valet_library_close (lib);

  GStatBuf st;
  if (g_stat (path, &st) == 0)
    g_print ("library: %.1f MB (%.0f bytes a result)\n", st.st_size / 1048576.0,
             (double) st.st_size / results);
  t0 = bench_now_seconds ();
  lib = valet_library_open (path, &error);
  g_print ("opened again (its quick check) in %.3f s\n", bench_now_seconds () - t0);
  valet_library_close (lib);

  if (cli != NULL)
    {
      char *season[] = { (char *) cli, "--library", path, "--season", "all", NULL };
      g_autofree char *out = g_build_filename (root, "season.txt", NULL);
      g_autofree char *err = g_build_filename (root, "season.err", NULL);
      double seconds = 0;
      long rss = 0;
      int status = bench_run_child (season, out, err, &seconds, &rss);
      g_autofree char *text = NULL;
      g_file_get_contents (out, &text, NULL, NULL);
      guint lines = 0;
      for (const char *p = text; p && *p; p++)
        lines += *p == '\n';
      g_print ("season of all %u events ranked from the library in %.2f s wall, %.2f s "
               "processor, %ld MB peak (%u lines)\n", n_events, seconds,
               bench_last_cpu_seconds (), rss / 1024, lines);
      if (status != 0)
        bench_show_stderr (err);
      bench_verdict (&v, status == 0 && lines > 200, "the season ranked from the library");
    }

  if (keep)
    g_print ("kept: %s\n", path);   /* to profile a season over it */
  else
    remove_tree (root);
  return v.failures ? 1 : 0;
}
