/* valet-bench-season.c: a season's speed, on events generated in memory.
 *
 *   club        500 club events (30 boards, 12 tables, 24 pairs from a
 *               pool of 200 players who mostly keep their partners):
 *               the events scored (timed apart), then the season: the
 *               players matched across events, the runs pooled, both
 *               rankings sorted and written as text.  Target: under 1 s.
 *   federation  10 million results (a federation's year: 27,778 such
 *               events from a pool of 5,000 players in 40 clubs), each
 *               made first, as a season over a library loads its
 *               events, then scored side by side on every processor
 *               and pooled in order.  Targets: the season's own time
 *               (matching, pooling, ranking) under 30 s of processor
 *               time, and the whole season with its scoring under 30 s
 *               of wall time.
 *
 * Wall and processor time for each step: the machine is shared, and
 * its wall time is partly the other processes' turn.  A verdict per
 * target; exit status 1 when one is missed.
 *
 *   valet-bench-season [--events N] [--results N]
 */
#include "valet-identity.h"
#include "valet-run.h"
#include "valet-season.h"
#include "valet-season-scorer.h"
#include "valet-season-writer.h"

#include <stdio.h>
#include <sys/resource.h>
#include <time.h>

#define BOARDS 30
#define TABLES 12
#define BOARDS_A_ROUND 3

typedef struct {
  double wall;
  double cpu;
} Clock;

static double
cpu_now (void)
{
  struct rusage u;
  getrusage (RUSAGE_SELF, &u);
  return u.ru_utime.tv_sec + u.ru_utime.tv_usec / 1e6 + u.ru_stime.tv_sec
         + u.ru_stime.tv_usec / 1e6;
}

static void
clock_start (Clock *c)
{
  c->wall = g_get_monotonic_time () / 1e6;
  c->cpu = cpu_now ();
}

static void
clock_add (Clock *total, const Clock *since)
{
  total->wall += g_get_monotonic_time () / 1e6 - since->wall;
  total->cpu += cpu_now () - since->cpu;
}

/* The calling thread's own processor time, for what runs beside the
 * scoring's workers. */
static void
thread_clock_start (Clock *c)
{
  struct timespec ts;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  c->wall = g_get_monotonic_time () / 1e6;
  c->cpu = ts.tv_sec + ts.tv_nsec / 1e9;
}

static void
thread_clock_add (Clock *total, const Clock *since)
{
  struct timespec ts;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  total->wall += g_get_monotonic_time () / 1e6 - since->wall;
  total->cpu += ts.tv_sec + ts.tv_nsec / 1e9 - since->cpu;
}

static long
peak_rss_mb (void)
{
  struct rusage u;
  getrusage (RUSAGE_SELF, &u);
  return u.ru_maxrss / 1024;
}

/* The 48 players of one event: partnerships of the pool (a partnership
 * is players 2k and 2k+1 of a club), a sixth of the seats taken by a
 * substitute from the same club. */
static void
pick_players (GRand *rand, guint pool, guint club_size, guint out[2 * 2 * TABLES])
{
  guint clubs = pool / club_size;
  guint club = g_rand_int_range (rand, 0, clubs);
  guint base = club * club_size, pairs = club_size / 2;
  g_autofree gboolean *used = g_new0 (gboolean, club_size);
  guint n = 0;

  while (n < 2 * 2 * TABLES)
    {
      guint p = g_rand_int_range (rand, 0, pairs);
      if (used[2 * p] || used[2 * p + 1])
        continue;
      for (guint k = 0; k < 2; k++)
        {
          guint who = 2 * p + k;
          if (g_rand_int_range (rand, 0, 6) == 0)
            {
              /* A substitute not playing yet. */
              guint sub;
              do
                sub = g_rand_int_range (rand, 0, club_size);
              while (used[sub]);
              who = sub;
            }
          used[who] = TRUE;
          out[n++] = base + who;
        }
    }
}

/* One event: 12 tables, North-South pair t at table t, East-West pairs
 * moving up a table every 3 boards; every board played at every table,
 * each table's result around the board's par contract. */
typedef struct {
  char tag[16], name[32], number[16];
} EventPlayer;

/* The players of event @seed: the same whenever asked. */
static GRand *
event_players (guint seed, guint pool, guint club_size, EventPlayer out[2 * 2 * TABLES])
{
  GRand *rand = g_rand_new_with_seed (seed);
  guint players[2 * 2 * TABLES];

  pick_players (rand, pool, club_size, players);
  for (guint i = 0; i < G_N_ELEMENTS (players); i++)
    {
      g_snprintf (out[i].tag, sizeof out[i].tag, "%u", i + 1);
      g_snprintf (out[i].name, sizeof out[i].name, "Player %u", players[i]);
      g_snprintf (out[i].number, sizeof out[i].number, "N%05u", players[i]);
    }
  return rand;
}

static ValetTournament *
make_event (guint seed, guint pool, guint club_size)
{
  ValetTournament *t = valet_tournament_new ();
  EventPlayer players[2 * 2 * TABLES];
  g_autoptr (GRand) rand = event_players (seed, pool, club_size, players);

  for (guint i = 0; i < G_N_ELEMENTS (players); i++)
    {
      valet_tournament_add_player (t, players[i].tag, players[i].name, i + 1);
      valet_tournament_set_player_number (t, i, players[i].number);
    }
  for (guint b = 0; b < BOARDS; b++)
    {
      guint level = g_rand_int_range (rand, 1, 6);
      guint denom = g_rand_int_range (rand, 0, 5);
      guint declarer = g_rand_int_range (rand, 0, 4);
      for (guint table = 0; table < TABLES; table++)
        {
          guint ew = (table + b / BOARDS_A_ROUND) % TABLES;
          ValetResult r = { 0 };
          r.round = b / BOARDS_A_ROUND + 1;
          r.board = b + 1;
          /* NS pairs are players 0..23 by twos, EW pairs 24..47. */
          r.player[VALET_NORTH] = 2 * table;
          r.player[VALET_SOUTH] = 2 * table + 1;
          r.player[VALET_EAST] = 2 * TABLES + 2 * ew;
          r.player[VALET_WEST] = 2 * TABLES + 2 * ew + 1;
          /* A quarter of the tables a level off par. */
          int lv = (int) level
                   + (g_rand_int_range (rand, 0, 4) == 0 ? g_rand_int_range (rand, -1, 2) : 0);
          r.level = CLAMP (lv, 1, 7);
          /* A fifth in another strain, a fifth by the other side. */
          r.denom = g_rand_int_range (rand, 0, 5) == 0 ? (guint) g_rand_int_range (rand, 0, 5)
                                                       : denom;
          r.declarer = g_rand_int_range (rand, 0, 5) == 0 ? (declarer + 2) % 4 : declarer;
          r.mult = 0;
          r.tricks = CLAMP ((int) r.level + 6 + g_rand_int_range (rand, -2, 2), 0, 13);
          r.lead_suit = g_rand_int_range (rand, 0, 4);
          r.lead_rank = g_rand_int_range (rand, 2, 15);
          r.weight = 1;
          r.line = b * TABLES + table + 1;
          valet_tournament_add_result (t, &r);
        }
    }
  return t;
}

static ValetRun *
score (ValetTournament *t)
{
  ValetOptions o;
  valet_options_init (&o);
  o.scoring = VALET_SCORING_MATCHPOINTS;
  o.lead = TRUE;
  ValetRun *run = valet_run_new (t, &o, t, (GDestroyNotify) valet_tournament_free, NULL, NULL);
  valet_options_clear (&o);
  return run;
}

static void
report (const char *what, const Clock *c)
{
  printf ("  %-44s %8.3f s wall %8.3f s CPU\n", what, c->wall, c->cpu);
}

/* 500 club events held scored, then the season over them. */
static gboolean
bench_club (guint n_events)
{
  g_autoptr (GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) valet_run_unref);
  Clock gen = { 0 }, scoring = { 0 }, identity_c = { 0 }, pool = { 0 }, rank = { 0 }, c;

  for (guint e = 0; e < n_events; e++)
    {
      clock_start (&c);
      ValetTournament *t = make_event (2026 + e, 200, 200);
      clock_add (&gen, &c);
      clock_start (&c);
      g_ptr_array_add (runs, score (t));
      clock_add (&scoring, &c);
    }

  clock_start (&c);
  g_autoptr (ValetIdentity) identity = valet_identity_new ();
  for (guint e = 0; e < n_events; e++)
    {
      char key[16];
      g_snprintf (key, sizeof key, "club-%u", e);
      valet_identity_add_tournament (identity, key,
                                     valet_run_tournament (g_ptr_array_index (runs, e)));
    }
  guint persons = valet_identity_n_persons (identity);
  guint proposals = valet_identity_n_proposals (identity);
  clock_add (&identity_c, &c);

  clock_start (&c);
  g_autoptr (ValetSeason) season = valet_season_new (NULL);
  for (guint e = 0; e < n_events; e++)
    {
      char key[16];
      g_snprintf (key, sizeof key, "club-%u", e);
      if (!valet_season_add_run (season, g_ptr_array_index (runs, e), key,
                                 valet_season_identity_person, identity, NULL))
        return FALSE;
    }
  clock_add (&pool, &c);

  clock_start (&c);
  g_autoptr (GString) text = g_string_new (NULL);
  valet_season_write (text, season, VALET_SEASON_TABLE_PAIRS, VALET_FORMAT_TEXT, NULL);
  valet_season_write (text, season, VALET_SEASON_TABLE_PERSONS, VALET_FORMAT_TEXT, NULL);
  clock_add (&rank, &c);

  Clock season_total = { identity_c.wall + pool.wall + rank.wall,
                         identity_c.cpu + pool.cpu + rank.cpu };
  printf ("club: %u events, %u results, %u player entries, %u persons, %u proposals, "
          "%u partnerships\n",
          n_events, n_events * BOARDS * TABLES, valet_identity_n_players (identity), persons,
          proposals, valet_season_n_pairs (season));
  report ("generating the events", &gen);
  report ("scoring the events (each alone)", &scoring);
  report ("matching players across events", &identity_c);
  report ("pooling the runs", &pool);
  report ("ranking and writing both tables", &rank);
  report ("season after scoring (match + pool + rank)", &season_total);
  printf ("  peak memory %ld MB, ranking text %zu bytes\n", peak_rss_mb (), text->len);
  gboolean pass = season_total.cpu < 1.0;
  printf ("%s club season under 1 s of CPU after scoring (%.3f s CPU, %.3f s wall)\n",
          pass ? "PASS" : "FAIL", season_total.cpu, season_total.wall);
  return pass;
}

typedef struct {
  ValetSeason   *season;
  ValetIdentity *identity;
  Clock         *pool;
} Federation;

static gboolean
pool_event (guint e, ValetRun *run, gpointer data, GError **error)
{
  Federation *fed = data;
  char key[16];
  Clock c;

  g_snprintf (key, sizeof key, "fed-%u", e);
  thread_clock_start (&c);
  gboolean ok = valet_season_add_run (fed->season, run, key, valet_season_identity_person,
                                      fed->identity, error);
  thread_clock_add (fed->pool, &c);
  return ok;
}

/* The players of every event matched first (a season over a library
 * matches the players it selects, once), then the events made, scored
 * side by side and pooled in order. */
static gboolean
bench_federation (guint64 n_results)
{
  guint n_events = (guint) ((n_results + BOARDS * TABLES - 1) / (BOARDS * TABLES));
  Clock gen = { 0 }, scoring = { 0 }, identity_c = { 0 }, pool = { 0 }, rank = { 0 }, c;
  g_autoptr (ValetIdentity) identity = valet_identity_new ();
  g_autoptr (ValetSeason) season = valet_season_new (NULL);

  for (guint e = 0; e < n_events; e++)
    {
      EventPlayer players[2 * 2 * TABLES];
      char key[16];
      g_snprintf (key, sizeof key, "fed-%u", e);
      clock_start (&c);
      g_rand_free (event_players (1974 + e, 5000, 125, players));
      clock_add (&gen, &c);
      clock_start (&c);
      for (guint i = 0; i < G_N_ELEMENTS (players); i++)
        valet_identity_add_player (identity, key, players[i].tag, players[i].name,
                                   players[i].number);
      clock_add (&identity_c, &c);
    }
  clock_start (&c);
  valet_identity_n_persons (identity);
  clock_add (&identity_c, &c);

  /* Made first, as a season over a library loads its events, then
   * scored side by side (valet_season_score_events()) and pooled in
   * order. */
  g_autoptr (GPtrArray) events = g_ptr_array_new_with_free_func (
    (GDestroyNotify) valet_tournament_free);
  clock_start (&c);
  for (guint e = 0; e < n_events; e++)
    g_ptr_array_add (events, make_event (1974 + e, 5000, 125));
  clock_add (&gen, &c);
  g_autofree ValetOptions *options = g_new (ValetOptions, n_events);
  for (guint e = 0; e < n_events; e++)
    {
      valet_options_init (&options[e]);
      options[e].scoring = VALET_SCORING_MATCHPOINTS;
      options[e].lead = TRUE;
    }
  Federation fed = { season, identity, &pool };
  clock_start (&c);
  gboolean scored = valet_season_score_events ((ValetTournament *const *) events->pdata,
                                               options, n_events, 0, NULL, NULL, pool_event,
                                               &fed, NULL);
  clock_add (&scoring, &c);
  for (guint e = 0; e < n_events; e++)
    valet_options_clear (&options[e]);
  if (!scored)
    return FALSE;
  /* Pooling ran on the caller's thread while the workers scored: its
   * own time is told apart, the scoring's is the rest. */
  scoring.wall -= pool.wall;
  scoring.cpu -= pool.cpu;
  Clock scored_pooled = { scoring.wall + pool.wall, scoring.cpu + pool.cpu };
  clock_start (&c);
  g_autoptr (GString) text = g_string_new (NULL);
  valet_season_write (text, season, VALET_SEASON_TABLE_PAIRS, VALET_FORMAT_TEXT, NULL);
  valet_season_write (text, season, VALET_SEASON_TABLE_PERSONS, VALET_FORMAT_TEXT, NULL);
  clock_add (&rank, &c);

  Clock season_total = { identity_c.wall + pool.wall + rank.wall,
                         identity_c.cpu + pool.cpu + rank.cpu };
  printf ("federation: %u events, %u results, %u player entries, %u persons, "
          "%u partnerships\n",
          n_events, n_events * BOARDS * TABLES, valet_identity_n_players (identity),
          valet_identity_n_persons (identity), valet_season_n_pairs (season));
  report ("generating the events", &gen);
  report ("scoring the events (each alone)", &scoring);
  report ("matching players across events", &identity_c);
  report ("pooling the runs", &pool);
  report ("ranking and writing both tables", &rank);
  report ("season's own time (match + pool + rank)", &season_total);
  report ("scoring and pooling, side by side", &scored_pooled);
  Clock whole = { identity_c.wall + scored_pooled.wall + rank.wall,
                  identity_c.cpu + scored_pooled.cpu + rank.cpu };
  report ("the season from its events (all but making them)", &whole);
  printf ("  peak memory %ld MB, %u scoring threads\n", peak_rss_mb (),
          g_get_num_processors ());
  gboolean pass = season_total.cpu < 30.0;
  printf ("%s federation season under 30 s of CPU besides scoring (%.1f s CPU, %.1f s wall)\n",
          pass ? "PASS" : "FAIL", season_total.cpu, season_total.wall);
  gboolean whole_pass = whole.wall < 30.0;
  printf ("%s federation season with its scoring under 30 s (%.1f s wall, %.1f s CPU)\n",
          whole_pass ? "PASS" : "FAIL", whole.wall, whole.cpu);
  return pass && whole_pass;
}

int
main (int argc, char **argv)
{
  guint events = 500;
  gint64 results = 10000000;
  GOptionEntry entries[] = {
    { "events", 0, 0, G_OPTION_ARG_INT, &events, "Club events (500)", "N" },
    { "results", 0, 0, G_OPTION_ARG_INT64, &results, "Federation results (10^7; 0: none)",
      "N" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- a season's speed");
  g_autoptr (GError) error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "valet-bench-season: %s\n", error->message);
      return 2;
    }
  setvbuf (stdout, NULL, _IOLBF, 0);
  gboolean ok = bench_club (events);
  if (results > 0)
    ok = bench_federation ((guint64) results) && ok;
  return ok ? 0 : 1;
}
