/* valet-run-rounds.c: a pair's components, whole and round by round,
 * and one entry's, from a run. */
#include "config.h"
#include "valet-run-private.h"

#include <math.h>
#include <string.h>

void
valet_run_pair_components (ValetRun *run, const ValetPairScore *p, ValetComponents *out)
{
  const double *a = p->avg;
  const double *n = p->num;
  /* Matchpoint averages are percentages around 50 over their own
   * chances; a share is the distance from 50, weighed by the chances. */
  double mid = valet_run_is_matchpoints (run) ? 50 : 0;
  double boards = n[VALET_COL_OVERALL];

  memset (out, 0, sizeof *out);
  out->boards = boards;
  out->total = a[VALET_COL_OVERALL];
  if (boards == 0)
    return;
  double weight = averaged (run) ? 0.5 : 1;
#define SHARE(col) (weight * (a[col] - mid) * n[col] / boards)
  out->share[VALET_COMPONENT_BID] = SHARE (VALET_COL_BID);
  out->share[VALET_COMPONENT_PLAY] = SHARE (VALET_COL_PLAY1) + SHARE (VALET_COL_PLAY2);
  out->share[VALET_COMPONENT_LEAD] = SHARE (VALET_COL_LEAD1) + SHARE (VALET_COL_LEAD2);
  out->share[VALET_COMPONENT_DEF] = SHARE (VALET_COL_DEF);
#undef SHARE
  /* Artificial scores are the score itself, not averaged with anything. */
  out->share[VALET_COMPONENT_ADJUSTED] = (a[VALET_COL_ADJUSTED] - mid)
                                         * n[VALET_COL_ADJUSTED] / boards;
  /* When the score is the average of bid and play, a passed-out board
   * has no play and its score is all bidding: the bidding takes what
   * the others leave. */
  if (averaged (run))
    out->share[VALET_COMPONENT_BID] = out->total - mid - out->share[VALET_COMPONENT_PLAY]
                                      - out->share[VALET_COMPONENT_LEAD]
                                      - out->share[VALET_COMPONENT_DEF]
                                      - out->share[VALET_COMPONENT_ADJUSTED];
}

static int
round_compare (gconstpointer a, gconstpointer b)
{
  guint x = ((const ValetRoundComponents *) a)->round;
  guint y = ((const ValetRoundComponents *) b)->round;
  return (x > y) - (x < y);
}

static gboolean
same_pair (const ValetPairScore *p, guint a, guint b)
{
  return (p->player[0] == a && p->player[1] == b)
         || (p->player[0] == b && p->player[1] == a);
}

/* The round's slot in @rounds, made when it is new. */
static ValetRoundComponents *
round_slot (GArray *rounds, GHashTable *index, guint round)
{
  gpointer found;

  if (g_hash_table_lookup_extended (index, GUINT_TO_POINTER (round), NULL, &found))
    return &g_array_index (rounds, ValetRoundComponents, GPOINTER_TO_UINT (found));
  ValetRoundComponents fresh = { .round = round };
  g_array_append_val (rounds, fresh);
  g_hash_table_insert (index, GUINT_TO_POINTER (round), GUINT_TO_POINTER (rounds->len - 1));
  return &g_array_index (rounds, ValetRoundComponents, rounds->len - 1);
}

/* Adds the entry of a result the pair played (North-South when @ns) to
 * the sums @c of a round or a board. */
static void
add_entry_components (ValetRun *run, ValetComponents *c, const ValetResult *res,
                      const ValetEntry *e, gboolean ns)
{
  if (!credits_seat (e, ns ? VALET_NORTH : VALET_EAST))
    return;
  double w = valet_entry_weight (e, res);
  c->boards += w;
  if (res->kind == VALET_RESULT_ARTIFICIAL)
    {
      double v = ns ? valet_entry_overall (e) : valet_entry_def_overall (e);
      c->total += v;
      c->played += ns ? valet_entry_butler (e) : valet_entry_def_butler (e);
      c->share[VALET_COMPONENT_ADJUSTED] += v;
      return;
    }

  /* A passed-out board is seen from North-South. */
  gboolean declares = res->level > 0 ? (valet_seat_is_ns (res->declarer) == ns) : ns;

  /* Where the score is the average of bid and play, each takes half of
   * it, except on a passed-out board, all bidding. */
  double half = averaged (run) && res->level > 0 ? 0.5 : 1;

  c->total += w * (declares ? valet_entry_overall (e) : valet_entry_def_overall (e));
  c->played += w * (declares ? valet_entry_butler (e) : valet_entry_def_butler (e));
  c->share[VALET_COMPONENT_BID] += w * half * (declares ? valet_entry_bid (e)
                                               : valet_entry_def_bid (e));
  if (res->level == 0)
    return;
  if (declares)
    c->share[VALET_COMPONENT_PLAY] += w * half * valet_entry_play (e);
  else
    {
      if (run->options.lead)
        c->share[VALET_COMPONENT_LEAD] += w * half * valet_entry_lead (e);
      c->share[VALET_COMPONENT_DEF] += w * half * valet_entry_def (e);
    }
}

/* Sums of entries into averages in the ranking's units.  Entries are in
 * the reference's units: matchpoints from -1 to +1 per comparison,
 * which is 50 percentage points either way. */
static void
components_to_units (ValetRun *run, ValetComponents *c)
{
  double scale = valet_run_is_matchpoints (run) ? 50 : 1;
  double mid = valet_run_is_matchpoints (run) ? 50 : 0;

  c->total = mid + scale * c->total / c->boards;
  c->played = mid + scale * c->played / c->boards;
  for (int k = 0; k < VALET_N_COMPONENTS; k++)
    c->share[k] = scale * c->share[k] / c->boards;
}

void
valet_run_entry_components (ValetRun *run, const ValetEntry *entry, gboolean ns,
                            ValetComponents *out)
{
  memset (out, 0, sizeof *out);
  add_entry_components (run, out, valet_tournament_result (run->tournament, entry->result),
                        entry, ns);
  components_to_units (run, out);
}

/* Adds the entry @i of board @b to the pair's round when the pair sat
 * at its table. */
static void
add_round_entry (ValetRun *run, const ValetPairScore *pair, GArray *rounds, GHashTable *index,
                 guint b, guint i)
{
  const ValetEntry *entries;
  guint n;

  valet_run_board (run, b, &entries, &n);
  if (i >= n)
    return;
  const ValetResult *res = valet_tournament_result (run->tournament, entries[i].result);
  gboolean ns = same_pair (pair, res->player[VALET_NORTH], res->player[VALET_SOUTH]);
  gboolean ew = same_pair (pair, res->player[VALET_EAST], res->player[VALET_WEST]);
  if (ns || ew)
    add_entry_components (run, &round_slot (rounds, index, res->round)->c, res, &entries[i], ns);
}

static GArray *
finish_rounds (ValetRun *run, GArray *rounds)
{
  for (guint i = 0; i < rounds->len; i++)
    components_to_units (run, &g_array_index (rounds, ValetRoundComponents, i).c);
  g_array_sort (rounds, round_compare);
  return rounds;
}

GArray *
valet_run_pair_rounds (ValetRun *run, const ValetPairScore *pair)
{
  GArray *rounds = g_array_new (FALSE, TRUE, sizeof (ValetRoundComponents));
  g_autoptr (GHashTable) index = g_hash_table_new (g_direct_hash, g_direct_equal);

  for (guint b = 0; b < run->boards->len; b++)
    {
      guint n;
      valet_run_board (run, b, NULL, &n);
      for (guint i = 0; i < n; i++)
        add_round_entry (run, pair, rounds, index, b, i);
    }
  return finish_rounds (run, rounds);
}

GArray *
valet_run_pair_rounds_of (ValetRun *run, const ValetPairScore *pair,
                          const ValetEntryRef *played, guint n_played)
{
  GArray *rounds = g_array_new (FALSE, TRUE, sizeof (ValetRoundComponents));
  g_autoptr (GHashTable) index = g_hash_table_new (g_direct_hash, g_direct_equal);

  /* In playing order, as the full walk adds them, so that the sums come
   * out the same to the last bit. */
  for (guint k = 0; k < n_played; k++)
    if (played[k].board < run->boards->len)
      add_round_entry (run, pair, rounds, index, played[k].board, played[k].entry);
  return finish_rounds (run, rounds);
}
