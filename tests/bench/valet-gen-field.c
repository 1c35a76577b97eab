/* valet-gen-field.c: writes a synthetic tournament for the speed benchmark.
 *
 *   valet-gen-field DIR --boards B --tables T [--seed S]
 *
 * writes DIR/names.txt and DIR/scores.txt.  Every board is played at T
 * tables by the same 2T pairs (a barometer field): at table i pair 2i sits
 * North-South against pair 2i+1 East-West, so a board has T results.
 *
 * Each board gets a profile: a main contract (level, strain, declaring
 * side) with its par in tricks, and 2 to 5 alternative contracts, most of
 * them by the same side (partscores, games, slams in another strain or at
 * another level), now and then a sacrifice by the other side.  A table
 * plays the main contract more often than not; the tricks scatter around
 * the contract's expectation; doubles (more often on sacrifices) and the
 * odd redouble appear; very rarely the board is passed out.  Every played
 * contract has an opening lead, suit and rank, usually the card most of
 * the field chose against that contract.
 *
 * The random numbers come from our own splitmix64, so the output depends
 * only on the seed, never on the GLib or C library version.
 */
#include <errno.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- random numbers ---------------------------------------------------- */

typedef struct {
  uint64_t state;
} Rng;

static uint64_t
rng_next (Rng *r)
{
  uint64_t z = (r->state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* Uniform in [0, n), n > 0; the bias of the modulo is below 2^-40 for the
 * small n used here. */
static unsigned
rng_below (Rng *r, unsigned n)
{
  return (unsigned) (rng_next (r) % n);
}

/* Uniform in [lo, hi]. */
static int
rng_range (Rng *r, int lo, int hi)
{
  return lo + (int) rng_below (r, (unsigned) (hi - lo + 1));
}

/* TRUE with probability per_mille / 1000. */
static gboolean
rng_chance (Rng *r, unsigned per_mille)
{
  return rng_below (r, 1000) < per_mille;
}

/* Picks an index from a table of weights. */
static unsigned
rng_weighted (Rng *r, const unsigned *weights, unsigned n)
{
  unsigned total = 0;
  for (unsigned i = 0; i < n; i++)
    total += weights[i];
  unsigned x = rng_below (r, total);
  for (unsigned i = 0; i < n; i++)
    {
      if (x < weights[i])
        return i;
      x -= weights[i];
    }
  return n - 1;
}

/* ---- board profiles ---------------------------------------------------- */

static const char strains[] = "CDHSN";
static const char suits[] = "SHDC";
static const char ranks[] = "23456789TJQKA";

enum { SIDE_NS = 0, SIDE_EW = 1 };
enum { MAX_ALTS = 5 };

typedef struct {
  int level;          /* 1..7 */
  int strain;         /* index into strains */
  int side;           /* SIDE_NS or SIDE_EW */
  int expect;         /* tricks this contract takes on average */
  int declarer;       /* seat index 0..3 (N E S W) of the usual declarer */
  int double_pm;      /* per mille of tables where it is doubled */
  int redouble_pm;    /* per mille of those where it is redoubled */
  int lead_suit;      /* index into suits: the field's favourite lead */
  int lead_rank;      /* index into ranks */
} Contract;

typedef struct {
  Contract main;
  Contract alt[MAX_ALTS];
  int      n_alts;
} Board;

static int
clamp (int x, int lo, int hi)
{
  return x < lo ? lo : x > hi ? hi : x;
}

/* The seats of a side: N and S, or E and W. */
static int
side_seat (int side, int which)
{
  return side + 2 * which;
}

static void
choose_lead (Rng *r, Contract *c)
{
  /* Leads are mostly honours or fourth best; a trump lead now and then. */
  static const unsigned rank_weights[13] = { 4, 5, 6, 5, 4, 3, 3, 3, 4, 6, 5, 7, 6 };
  int suit;
  do
    suit = (int) rng_below (r, 4);
  while (c->strain < 4 && suit == 3 - c->strain && rng_chance (r, 700));
  c->lead_suit = suit;
  c->lead_rank = (int) rng_weighted (r, rank_weights, 13);
}

static void
board_profile (Rng *r, Board *b)
{
  /* Game contracts dominate, then partscores, then slams. */
  static const unsigned level_weights[7] = { 8, 14, 20, 30, 12, 7, 2 };
  /* Notrump and the majors are played more than the minors. */
  static const unsigned strain_weights[5] = { 12, 12, 22, 22, 32 };

  Contract *m = &b->main;
  m->side = (int) rng_below (r, 2);
  m->level = 1 + (int) rng_weighted (r, level_weights, 7);
  m->strain = (int) rng_weighted (r, strain_weights, 5);
  m->expect = clamp (m->level + 6 + rng_range (r, -1, 1), 0, 13);
  m->declarer = side_seat (m->side, (int) rng_below (r, 2));
  m->double_pm = 30;
  m->redouble_pm = 60;
  choose_lead (r, m);

  b->n_alts = rng_range (r, 2, MAX_ALTS);
  for (int i = 0; i < b->n_alts; i++)
    {
      Contract *a = &b->alt[i];
      if (rng_chance (r, 800))
        {
          /* Same side: another strain or level; it takes about as many
           * tricks as the main contract, one fewer in a worse fit. */
          a->side = m->side;
          a->strain = rng_chance (r, 400) ? m->strain
                      : (int) rng_weighted (r, strain_weights, 5);
          a->level = m->level + rng_range (r, -2, 2);
          if (a->strain == m->strain && a->level == m->level)
            a->level += rng_chance (r, 500) ? 1 : -1;
          a->level = clamp (a->level, 1, 7);
          a->expect = clamp (m->expect - (a->strain == m->strain ? 0 : (int) rng_below (r, 2)),
                             0, 13);
          a->double_pm = 40;
          a->redouble_pm = 60;
        }
      else
        {
          /* The other side: over a partscore, a competitive partscore
           * that makes or goes one or two down; over a game or slam, a
           * sacrifice at the same level or one higher that goes one to
           * three down, doubled more often than not. */
          a->side = 1 - m->side;
          a->strain = (int) rng_weighted (r, strain_weights, 5);
          if (m->level <= 3)
            {
              a->level = clamp (m->level + rng_range (r, -1, 0), 1, 7);
              a->expect = clamp (a->level + 6 + rng_range (r, -2, 0), 0, 13);
            }
          else
            {
              a->level = clamp (m->level + rng_range (r, 0, 1), 1, 7);
              a->expect = clamp (a->level + 6 - rng_range (r, 1, 3), 0, 13);
            }
          a->double_pm = a->expect < a->level + 6 ? 550 : 80;
          a->redouble_pm = 5;
        }
      a->declarer = side_seat (a->side, (int) rng_below (r, 2));
      if (a->side == m->side && a->strain == m->strain)
        {
          /* Same denomination, same side: same declarer and lead mostly. */
          a->declarer = m->declarer;
          a->lead_suit = m->lead_suit;
          a->lead_rank = m->lead_rank;
        }
      else
        choose_lead (r, a);
    }
}

/* ---- one table --------------------------------------------------------- */

static void
write_result (FILE *out, Rng *r, const Board *b, unsigned board, unsigned table)
{
  /* Players 4t+1 (N) and 4t+2 (S) are pair 2t, 4t+3 (E) and 4t+4 (W)
   * pair 2t+1. */
  unsigned n = 4 * table + 1, s = n + 1, e = n + 2, w = n + 3;

  fprintf (out, "1|%u|%u|%u|%u|%u|", board, n, e, s, w);

  if (rng_chance (r, 4))
    {
      fputs ("P|N|0\n", out);
      return;
    }

  const Contract *c;
  if (rng_chance (r, 580))
    c = &b->main;
  else
    {
      /* Earlier alternatives are more popular than later ones. */
      static const unsigned alt_weights[MAX_ALTS] = { 10, 7, 5, 3, 2 };
      c = &b->alt[rng_weighted (r, alt_weights, (unsigned) b->n_alts)];
    }

  int declarer = rng_chance (r, 800) ? c->declarer : (c->declarer + 2) % 4;

  const char *dbl = "";
  if (rng_chance (r, (unsigned) c->double_pm))
    dbl = rng_chance (r, (unsigned) c->redouble_pm) ? "XX" : "X";

  static const unsigned spread_weights[5] = { 4, 19, 50, 21, 6 };
  int tricks = clamp (c->expect + (int) rng_weighted (r, spread_weights, 5) - 2, 0, 13);
  /* Doubled contracts tend to go one more down. */
  if (*dbl && rng_chance (r, 250))
    tricks = clamp (tricks - 1, 0, 13);

  int lead_suit = c->lead_suit, lead_rank = c->lead_rank;
  unsigned pick = rng_below (r, 100);
  if (pick >= 55 && pick < 80)
    lead_rank = (int) rng_below (r, 13);               /* same suit, other card */
  else if (pick >= 80)
    {
      lead_suit = (int) rng_below (r, 4);              /* another suit */
      lead_rank = (int) rng_below (r, 13);
    }

  fprintf (out, "%d%c%s|%c|%d|%c%c\n", c->level, strains[c->strain], dbl,
           "NESW"[declarer], tricks, suits[lead_suit], ranks[lead_rank]);
}

/* ---- files ------------------------------------------------------------- */

static FILE *
open_output (const char *dir, const char *name, char **path_out)
{
  char *path = g_build_filename (dir, name, NULL);
  FILE *f = g_fopen (path, "w");
  if (f == NULL)
    {
      g_printerr ("valet-gen-field: cannot write %s: %s\n", path, g_strerror (errno));
      g_free (path);
      return NULL;
    }
  setvbuf (f, NULL, _IOFBF, 1 << 16);
  *path_out = path;
  return f;
}

static gboolean
close_output (FILE *f, char *path)
{
  gboolean ok = !ferror (f);
  if (fclose (f) != 0)
    ok = FALSE;
  if (!ok)
    g_printerr ("valet-gen-field: error writing %s: %s\n", path, g_strerror (errno));
  g_free (path);
  return ok;
}

int
main (int argc, char **argv)
{
  gint boards = 32, tables = 100;
  gint64 seed = 1;
  GOptionEntry entries[] = {
    { "boards", 'b', 0, G_OPTION_ARG_INT, &boards, "Number of boards (default 32)", "B" },
    { "tables", 't', 0, G_OPTION_ARG_INT, &tables, "Tables per board (default 100)", "T" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Random seed (default 1)", "S" },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GOptionContext) ctx = g_option_context_new ("DIR - write a synthetic Valet tournament");
  g_option_context_add_main_entries (ctx, entries, NULL);
  g_option_context_set_description (ctx,
      "Writes DIR/names.txt (4T players) and DIR/scores.txt (B x T results,\n"
      "round|board|N|E|S|W|contract|declarer|tricks|lead). Deterministic for a seed.");
  if (!g_option_context_parse (ctx, &argc, &argv, &error))
    {
      g_printerr ("valet-gen-field: %s\n", error->message);
      return 2;
    }
  if (argc != 2)
    {
      g_printerr ("valet-gen-field: expected one output folder (see --help)\n");
      return 2;
    }
  if (boards < 1 || boards > 100000 || tables < 1 || tables > 10000000)
    {
      g_printerr ("valet-gen-field: --boards must be 1 to 100000 and --tables 1 to 10000000\n");
      return 2;
    }

  const char *dir = argv[1];
  if (g_mkdir_with_parents (dir, 0777) != 0)
    {
      g_printerr ("valet-gen-field: cannot create %s: %s\n", dir, g_strerror (errno));
      return 1;
    }

  char *path;
  FILE *f = open_output (dir, "names.txt", &path);
  if (f == NULL)
    return 1;
  for (unsigned p = 1; p <= 4 * (unsigned) tables; p++)
    fprintf (f, "%u|Player %u\n", p, p);
  if (!close_output (f, path))
    return 1;

  f = open_output (dir, "scores.txt", &path);
  if (f == NULL)
    return 1;
  Rng rng = { (uint64_t) seed };
  for (unsigned b = 1; b <= (unsigned) boards; b++)
    {
      Board board;
      board_profile (&rng, &board);
      for (unsigned t = 0; t < (unsigned) tables; t++)
        write_result (f, &rng, &board, b, t);
    }
  if (!close_output (f, path))
    return 1;
  return 0;
}
