/* valet-dd-versus.c: results, pairs and players against double dummy. */
#include "config.h"
#include "valet-dd-versus.h"

#include <math.h>
#include <string.h>

struct _ValetDdVersus {
  ValetRun            *run;
  guint                n_results;
  gint8               *declarer;   /* per result; G_MININT8: not known */
  gint8               *lead;
  GHashTable          *pairs;      /* guint64 (low, high player) -> totals */
  ValetDdVersusTotals *players;    /* by player index */
  guint                n_players;
  gboolean             any;
};

#define UNKNOWN G_MININT8

static guint64 *
pair_key (guint a, guint b)
{
  guint64 *key = g_new (guint64, 1);
  *key = ((guint64) MIN (a, b) << 32) | MAX (a, b);
  return key;
}

static ValetDdVersusTotals *
pair_totals (ValetDdVersus *vs, guint a, guint b)
{
  g_autofree guint64 *key = pair_key (a, b);
  ValetDdVersusTotals *totals = g_hash_table_lookup (vs->pairs, key);

  if (totals == NULL)
    {
      totals = g_new0 (ValetDdVersusTotals, 1);
      g_hash_table_insert (vs->pairs, g_steal_pointer (&key), totals);
    }
  return totals;
}

/* Whether @r is a whole played contract whose numbers can be told. */
static gboolean
measurable (const ValetResult *r)
{
  return r->kind == VALET_RESULT_PLAYED && r->level > 0 && !valet_result_is_partial (r)
         && r->denom <= VALET_NOTRUMP && r->tricks <= 13;  /* any declarer: two bits */
}

static void
add_result (ValetDdVersus *vs, ValetTournament *t, guint i, const guint8 *dd_tricks,
            const guint8 *lead_tricks)
{
  const ValetResult *r = valet_tournament_result (t, i);

  if (!measurable (r) || dd_tricks[i] > 13)
    return;
  guint after = lead_tricks != NULL && lead_tricks[i] <= 13 ? lead_tricks[i] : dd_tricks[i];
  ValetSeat declarer = r->declarer, dummy = (declarer + 2) % 4;
  ValetSeat leader = (declarer + 1) % 4, third = (declarer + 3) % 4;

  vs->declarer[i] = (gint8) ((int) r->tricks - (int) after);
  valet_spread_add (&pair_totals (vs, r->player[declarer], r->player[dummy])->declarer,
                    vs->declarer[i]);
  valet_spread_add (&vs->players[r->player[declarer]].declarer, vs->declarer[i]);
  vs->any = TRUE;
  if (lead_tricks == NULL || lead_tricks[i] > 13)
    return;
  /* Double dummy, no lead gives the declarer fewer tricks than the
   * table's; the best lead costs nothing. */
  vs->lead[i] = (gint8) ((int) dd_tricks[i] - (int) lead_tricks[i]);
  valet_spread_add (&pair_totals (vs, r->player[leader], r->player[third])->lead, vs->lead[i]);
  valet_spread_add (&vs->players[r->player[leader]].lead, vs->lead[i]);
}

ValetDdVersus *
valet_dd_versus_new (ValetRun *run, const guint8 *dd_tricks, const guint8 *lead_tricks)
{
  ValetTournament *t = valet_run_tournament (run);
  ValetDdVersus *vs = g_new0 (ValetDdVersus, 1);

  vs->run = valet_run_ref (run);
  vs->n_results = valet_tournament_n_results (t);
  vs->n_players = valet_tournament_n_players (t);
  vs->declarer = g_new (gint8, vs->n_results ? vs->n_results : 1);
  vs->lead = g_new (gint8, vs->n_results ? vs->n_results : 1);
  memset (vs->declarer, UNKNOWN, vs->n_results);
  memset (vs->lead, UNKNOWN, vs->n_results);
  vs->pairs = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  vs->players = g_new0 (ValetDdVersusTotals, vs->n_players ? vs->n_players : 1);
  /* The run's boards: its rounds, as its ranking counts them. */
  for (guint b = 0; b < valet_run_n_boards (run); b++)
    {
      const ValetBoard *board = valet_run_board (run, b, NULL, NULL);
      for (guint k = 0; k < board->n_results; k++)
        add_result (vs, t, board->results[k], dd_tricks, lead_tricks);
    }
  return vs;
}

void
valet_dd_versus_free (ValetDdVersus *vs)
{
  if (vs == NULL)
    return;
  valet_run_unref (vs->run);
  g_free (vs->declarer);
  g_free (vs->lead);
  g_hash_table_unref (vs->pairs);
  g_free (vs->players);
  g_free (vs);
}

gboolean
valet_dd_versus_result (ValetDdVersus *vs, guint result, int *declarer, int *lead)
{
  if (result >= vs->n_results || vs->declarer[result] == UNKNOWN)
    return FALSE;
  if (declarer)
    *declarer = vs->declarer[result];
  if (lead)
    *lead = vs->lead[result] == UNKNOWN ? VALET_DD_VERSUS_NO_LEAD : vs->lead[result];
  return TRUE;
}

const ValetDdVersusTotals *
valet_dd_versus_pair (ValetDdVersus *vs, guint player_a, guint player_b)
{
  static const ValetDdVersusTotals none;
  guint64 key = ((guint64) MIN (player_a, player_b) << 32) | MAX (player_a, player_b);
  const ValetDdVersusTotals *totals = g_hash_table_lookup (vs->pairs, &key);

  return totals ? totals : &none;
}

const ValetDdVersusTotals *
valet_dd_versus_player (ValetDdVersus *vs, guint player)
{
  static const ValetDdVersusTotals none;

  return player < vs->n_players ? &vs->players[player] : &none;
}

gboolean
valet_dd_versus_any (ValetDdVersus *vs)
{
  return vs->any;
}

char *
valet_dd_versus_text (const ValetSpread *spread)
{
  double half;

  if (spread->n == 0)
    return g_strdup ("");
  if (!valet_spread_error (spread, NULL, &half))
    return g_strdup_printf ("%+.2f", spread->mean);
  return g_strdup_printf ("%+.2f ± %.2f", spread->mean, half);
}

/* A pair's Valet play or lead per chance, both players' together. */
static gboolean
valet_share (const ValetPairScore *pair, gboolean lead, double *value)
{
  ValetColumn a = lead ? VALET_COL_LEAD1 : VALET_COL_PLAY1;
  ValetColumn b = lead ? VALET_COL_LEAD2 : VALET_COL_PLAY2;
  double n = pair->num[a] + pair->num[b];

  if (n <= 0)
    return FALSE;
  *value = (pair->sum[a] + pair->sum[b]) / n;
  return TRUE;
}

gboolean
valet_dd_versus_correlation (ValetDdVersus *vs, gboolean lead, double *r, GArray **x,
                             GArray **y)
{
  g_autoptr (GArray) xs = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) ys = g_array_new (FALSE, FALSE, sizeof (double));
  double mx = 0, my = 0, sxx = 0, syy = 0, sxy = 0;

  for (guint p = 0; p < valet_run_n_ranked (vs->run); p++)
    {
      const ValetPairScore *pair = valet_run_ranked (vs->run, p);
      const ValetDdVersusTotals *totals = valet_dd_versus_pair (vs, pair->player[0],
                                                                pair->player[1]);
      const ValetSpread *dd = lead ? &totals->lead : &totals->declarer;
      double v;
      if (dd->n == 0 || !valet_share (pair, lead, &v))
        continue;
      g_array_append_val (xs, v);
      g_array_append_val (ys, dd->mean);
    }
  guint n = xs->len;
  for (guint i = 0; i < n; i++)
    {
      mx += g_array_index (xs, double, i) / n;
      my += g_array_index (ys, double, i) / n;
    }
  for (guint i = 0; i < n; i++)
    {
      double dx = g_array_index (xs, double, i) - mx, dy = g_array_index (ys, double, i) - my;
      sxx += dx * dx;
      syy += dy * dy;
      sxy += dx * dy;
    }
  if (x)
    *x = g_array_ref (xs);
  if (y)
    *y = g_array_ref (ys);
  if (n < 3 || sxx <= 0 || syy <= 0)
    return FALSE;
  *r = sxy / sqrt (sxx * syy);
  return TRUE;
}
