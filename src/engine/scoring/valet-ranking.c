/* valet-ranking.c: accumulation, compensation, averages and order. */
#include "valet-ranking.h"

#include <stdlib.h>
#include <string.h>

/* A pair's boards against one opponent.  num and sum are Valet 1.1's
 * record: the entry's values, added when the pair declared and taken
 * away when it defended, every column counted on every board.  own_num
 * and own_sum are what the pair itself was credited with on those
 * boards, which is what leaves its total when they are set aside. */
typedef struct {
  guint  num[VALET_N_COLS];
  double sum[VALET_N_COLS];
  double own_num[VALET_N_COLS];
  double own_sum[VALET_N_COLS];
} OppRecord;

typedef struct {
  ValetPairScore pub;
  gint64         key;
  GHashTable    *opps;   /* opponent number -> OppRecord, with compensation */
} Pair;

struct _ValetRanking {
  ValetTournament *tournament;
  ValetScoring scoring;
  gboolean lead, compensate, compat;
  ValetOrder order;
  GPtrArray  *pairs;      /* Pair, by number - 1 */
  GHashTable *by_key;     /* &Pair.key -> Pair */
  GPtrArray  *ranked;     /* Pair, in ranking order */
};

static void
pair_free (gpointer p)
{
  Pair *pair = p;
  g_clear_pointer (&pair->opps, g_hash_table_unref);
  g_free (pair);
}

ValetRanking *
valet_ranking_new (ValetTournament *tournament, const ValetOptions *options)
{
  ValetRanking *r = g_new0 (ValetRanking, 1);
  r->tournament = tournament;
  r->scoring = options->scoring;
  r->lead = options->lead;
  r->compensate = options->compensate;
  r->compat = options->compat;
  r->order = options->order;
  r->pairs = g_ptr_array_new_with_free_func (pair_free);
  r->by_key = g_hash_table_new (g_int64_hash, g_int64_equal);
  return r;
}

void
valet_ranking_free (ValetRanking *r)
{
  if (r == NULL)
    return;
  g_clear_pointer (&r->ranked, g_ptr_array_unref);
  g_hash_table_unref (r->by_key);
  g_ptr_array_unref (r->pairs);
  g_free (r);
}

/* TRUE when player a's tag sorts before player b's. */
static gboolean
tag_before (ValetRanking *r, guint a, guint b)
{
  return strcmp (valet_tournament_player_tag (r->tournament, a),
                 valet_tournament_player_tag (r->tournament, b)) < 0;
}

/* The pair of two partners, numbered on first sight. */
static Pair *
get_pair (ValetRanking *r, guint first, guint second)
{
  gboolean swap = !tag_before (r, first, second);
  guint lo = swap ? second : first, hi = swap ? first : second;
  gint64 key = ((gint64) lo << 32) | hi;
  Pair *pair = g_hash_table_lookup (r->by_key, &key);

  if (pair == NULL)
    {
      pair = g_new0 (Pair, 1);
      pair->key = key;
      pair->pub.player[0] = lo;
      pair->pub.player[1] = hi;
      g_ptr_array_add (r->pairs, pair);
      pair->pub.number = r->pairs->len;
      g_hash_table_insert (r->by_key, &pair->key, pair);
    }
  return pair;
}

/* 0 or 1: the place in its pair of the player at @seat. */
static guint
player_slot (ValetRanking *r, const ValetResult *res, ValetSeat seat)
{
  guint first = seat % 2, second = first + 2;   /* N/S or E/W */
  gboolean swap = !tag_before (r, res->player[first], res->player[second]);
  return (seat == second) ^ swap;
}

static OppRecord *
opp_record (Pair *pair, guint opp_number)
{
  if (pair->opps == NULL)
    pair->opps = g_hash_table_new_full (g_direct_hash, g_direct_equal,
                                        NULL, g_free);
  OppRecord *rec = g_hash_table_lookup (pair->opps, GUINT_TO_POINTER (opp_number));
  if (rec == NULL)
    {
      rec = g_new0 (OppRecord, 1);
      g_hash_table_insert (pair->opps, GUINT_TO_POINTER (opp_number), rec);
    }
  return rec;
}

/* Credits @pair with @value in @col on a board against @opp, counting
 * @weight chances. */
static void
add (ValetRanking *r, Pair *pair, const Pair *opp, ValetColumn col, double value,
     double weight)
{
  pair->pub.num[col] += weight;
  pair->pub.sum[col] += weight * value;
  if (r->compensate)
    {
      OppRecord *rec = opp_record (pair, opp->pub.number);
      rec->own_num[col] += weight;
      rec->own_sum[col] += weight * value;
    }
}

/* An artificial score: each side its percentage's equivalent, in the
 * score and in the adjusted column, and nothing split. */
static void
artificial_credit (const ValetEntry *e, ValetEntryCredit *out)
{
  const ValetColumn cols[] = { VALET_COL_OVERALL, VALET_COL_BUTLER, VALET_COL_ADJUSTED };
  for (guint i = 0; i < G_N_ELEMENTS (cols); i++)
    {
      out->has[0][cols[i]] = out->has[1][cols[i]] = TRUE;
      out->value[0][cols[i]] = valet_entry_overall (e);
      out->value[1][cols[i]] = valet_entry_def_overall (e);
    }
  /* The board counts in the bidding, as every board does, with
   * nothing: so that per board the score is still bid, play and
   * adjusted together. */
  out->has[0][VALET_COL_BID] = out->has[1][VALET_COL_BID] = TRUE;
}

/* The declarer's play, the lead and the rest of the defence. */
static void
defence_credit (ValetRanking *r, const ValetEntry *e, const ValetResult *res,
                ValetEntryCredit *out)
{
  double *decl = out->value[0], *def = out->value[1];
  gboolean *decl_has = out->has[0], *def_has = out->has[1];

  /* Which of the pair's two players declared and led: the first is
   * the one with the lower tag.  When both seats hold the same tag (a
   * placeholder for unknown players) North and East count as second,
   * as the reference program has it. */
  ValetSeat d = res->declarer, leader = (d + 1) % 4;
  ValetColumn play = VALET_COL_PLAY1 + player_slot (r, res, d);
  ValetColumn lead = VALET_COL_LEAD1 + player_slot (r, res, leader);
  decl_has[play] = TRUE;
  decl[play] = valet_entry_play (e);
  def_has[VALET_COL_DEF] = TRUE;
  def[VALET_COL_DEF] = valet_entry_def (e);
  /* A lead counts where one was made: a line without one takes no part
   * in the lead split (its defence is all the rest of the defence).
   * Valet 1.1 counts it as a lead of 0. */
  def_has[lead] = r->lead && (res->lead_rank > 0 || r->compat);
  def[lead] = valet_entry_lead (e);
}

void
valet_ranking_entry_credit (ValetRanking *r, const ValetEntry *e, ValetEntryCredit *out)
{
  const ValetResult *res = valet_tournament_result (r->tournament, e->result);
  Pair *ns = get_pair (r, res->player[VALET_NORTH], res->player[VALET_SOUTH]);
  Pair *ew = get_pair (r, res->player[VALET_EAST], res->player[VALET_WEST]);
  double *decl = out->value[0], *def = out->value[1];
  gboolean *decl_has = out->has[0], *def_has = out->has[1];

  memset (out, 0, sizeof *out);
  out->weight = valet_entry_weight (e, res);
  out->pair[0] = ns->pub.number;
  out->pair[1] = ew->pub.number;
  if (res->kind == VALET_RESULT_ARTIFICIAL)
    {
      artificial_credit (e, out);
      return;
    }
  gboolean ns_declares = res->level == 0 || valet_seat_is_ns (res->declarer);
  if (!ns_declares)
    {
      out->pair[0] = ew->pub.number;
      out->pair[1] = ns->pub.number;
    }

  const ValetColumn both[] = { VALET_COL_OVERALL, VALET_COL_BID, VALET_COL_BUTLER };
  const double values[] = { valet_entry_overall (e), valet_entry_bid (e), valet_entry_butler (e) };
  const double def_values[] = { valet_entry_def_overall (e), valet_entry_def_bid (e),
                                valet_entry_def_butler (e) };
  for (guint i = 0; i < G_N_ELEMENTS (both); i++)
    {
      decl_has[both[i]] = def_has[both[i]] = TRUE;
      decl[both[i]] = values[i];
      def[both[i]] = def_values[i];
    }
  /* Every board counts in the adjusted column, so that it is a share
   * per board as the bidding is. */
  decl_has[VALET_COL_ADJUSTED] = def_has[VALET_COL_ADJUSTED] = TRUE;
  if (res->level > 0)
    defence_credit (r, e, res, out);

  /* One side's line of a split score scores that side alone. */
  if (e->side != VALET_SIDE_BOTH)
    {
      gboolean decl_side = (e->side == VALET_SIDE_NS) == ns_declares;
      memset (out->has[decl_side ? 1 : 0], 0, sizeof out->has[0]);
    }
}

static void
add_entry (ValetRanking *r, const ValetEntry *e)
{
  ValetEntryCredit credit;
  Pair *side[2];

  valet_ranking_entry_credit (r, e, &credit);
  for (guint s = 0; s < 2; s++)
    side[s] = g_ptr_array_index (r->pairs, credit.pair[s] - 1);
  for (guint s = 0; s < 2; s++)
    for (int c = 0; c < VALET_N_COLS; c++)
      if (credit.has[s][c])
        add (r, side[s], side[1 - s], c, credit.value[s][c], credit.weight);

  if (r->compensate && r->compat)
    {
      /* Valet 1.1's record of each pair against each opponent (see
       * OppRecord): the entry's values, seen from the declarer, in
       * every column on every board. */
      OppRecord *fwd = opp_record (side[0], side[1]->pub.number);
      OppRecord *back = opp_record (side[1], side[0]->pub.number);
      for (int c = 0; c < VALET_N_COLS; c++)
        {
          double v = credit.has[0][c] ? credit.value[0][c] : credit.value[1][c];
          fwd->num[c]++;
          fwd->sum[c] += v;
          back->num[c]++;
          back->sum[c] -= v;
        }
    }
}

void
valet_ranking_add_board (ValetRanking *r, const ValetEntry *entries,
                         guint n_entries)
{
  for (guint i = 0; i < n_entries; i++)
    add_entry (r, &entries[i]);
}

/* The totals of @pair's opponents as Valet 1.1 takes them: each
 * opponent's total less the pair's 1.1 record against it, which for the
 * overall and bidding columns adds the boards against the pair a second
 * time instead of leaving them out. */
static void
opponents_total_11 (const ValetRanking *r, const Pair *pair, double *sum, double *num)
{
  /* Counts wrap as 32-bit unsigned numbers, as the reference's do;
   * this only matters for the rare column an opponent never had. */
  guint32 n[VALET_N_COLS] = { 0 };
  GHashTableIter it;
  gpointer key, value;

  g_hash_table_iter_init (&it, pair->opps);
  while (g_hash_table_iter_next (&it, &key, &value))
    {
      const Pair *opp = g_ptr_array_index (r->pairs, GPOINTER_TO_UINT (key) - 1);
      const OppRecord *rec = value;
      for (int c = 0; c < VALET_N_COLS; c++)
        {
          sum[c] += opp->pub.sum[c] - rec->sum[c];
          n[c] += (guint32) opp->pub.num[c] - (guint32) rec->num[c];
        }
    }
  for (int c = 0; c < VALET_N_COLS; c++)
    num[c] = n[c];
}

/* An opponent's means per chance, in entry units, without its boards
 * against the pair (Paul Gipson's idea in the principles, section 2.5,
 * "on the theory that these boards would otherwise count double"): its
 * bidding, its declarer play per hand declared and its defence, leads
 * included, per hand defended.  0 where it has none. */
typedef struct {
  double bid, declaring, defending;
} OppStrength;

static double
mean_without (const Pair *opp, const OppRecord *theirs, const ValetColumn *cols, guint n_cols,
              ValetColumn count)
{
  double sum = 0, num = opp->pub.num[count] - (theirs ? theirs->own_num[count] : 0);

  for (guint i = 0; i < n_cols; i++)
    sum += opp->pub.sum[cols[i]] - (theirs ? theirs->own_sum[cols[i]] : 0);
  return num > 1e-9 ? sum / num : 0;
}

static OppStrength
opp_strength (const Pair *opp, const Pair *pair)
{
  static const ValetColumn bid[] = { VALET_COL_BID };
  static const ValetColumn play[] = { VALET_COL_PLAY1, VALET_COL_PLAY2 };
  static const ValetColumn def[] = { VALET_COL_LEAD1, VALET_COL_LEAD2, VALET_COL_DEF };
  /* The opponent met the pair on the same boards, so it holds a record
   * against the pair too; unless only the pair's side of a split score
   * was given, which scored the opponent nothing. */
  const OppRecord *theirs = opp->opps == NULL ? NULL
    : g_hash_table_lookup (opp->opps, GUINT_TO_POINTER (pair->pub.number));
  OppStrength s;
  double declared = opp->pub.num[VALET_COL_PLAY1] + opp->pub.num[VALET_COL_PLAY2]
                    - (theirs ? theirs->own_num[VALET_COL_PLAY1] + theirs->own_num[VALET_COL_PLAY2]
                              : 0);
  double declared_sum = 0;

  for (guint i = 0; i < G_N_ELEMENTS (play); i++)
    declared_sum += opp->pub.sum[play[i]] - (theirs ? theirs->own_sum[play[i]] : 0);
  s.bid = mean_without (opp, theirs, bid, G_N_ELEMENTS (bid), VALET_COL_BID);
  s.declaring = declared > 1e-9 ? declared_sum / declared : 0;
  s.defending = mean_without (opp, theirs, def, G_N_ELEMENTS (def), VALET_COL_DEF);
  return s;
}

/* What the opponents' strength adds to each of @pair's columns, summed
 * over its boards (the principles, section 2.5: "a weighted average of
 * the overall Valet score of all the opponents faced").  Each opponent
 * weighs as many boards as the pair played against it, and on each
 * board it is set against what it did there: its bidding against the
 * pair's bidding, its defence against the pair's declarer play, its
 * declarer play against the pair's defence after the lead.  So the
 * compensated columns agree with each other as the plain ones do: the
 * score is the bidding and the play, and Play is Declaring and
 * Defending weighed by the hands declared and defended.  The leads and
 * the artificial scores are nobody's strength: they stay as they are. */
static void
opponents_total (const ValetRanking *r, const Pair *pair, double *sum)
{
  GHashTableIter it;
  gpointer key, value;
  /* Matchpoints by the principles average bid and play. */
  double half = r->scoring == VALET_SCORING_MATCHPOINTS ? 0.5 : 1;

  g_hash_table_iter_init (&it, pair->opps);
  while (g_hash_table_iter_next (&it, &key, &value))
    {
      const Pair *opp = g_ptr_array_index (r->pairs, GPOINTER_TO_UINT (key) - 1);
      const OppRecord *mine = value;
      OppStrength s = opp_strength (opp, pair);
      double bid = mine->own_num[VALET_COL_BID] * s.bid;
      double play1 = mine->own_num[VALET_COL_PLAY1] * s.defending;
      double play2 = mine->own_num[VALET_COL_PLAY2] * s.defending;
      double def = mine->own_num[VALET_COL_DEF] * s.declaring;

      sum[VALET_COL_BID] += bid;
      sum[VALET_COL_PLAY1] += play1;
      sum[VALET_COL_PLAY2] += play2;
      sum[VALET_COL_DEF] += def;
      sum[VALET_COL_OVERALL] += half * (bid + play1 + play2 + def);
    }
  sum[VALET_COL_BUTLER] = sum[VALET_COL_OVERALL];
}

/* Adds to every pair's averages what its opponents' strength is worth.
 * It reads the pairs' sums and counts alone, never their averages, so it
 * comes after normalize() and each pair's share is added as it is made:
 * nothing is kept per pair for it. */
static void
compensate (ValetRanking *r)
{
  for (guint p = 0; p < r->pairs->len; p++)
    {
      Pair *pair = g_ptr_array_index (r->pairs, p);
      double sum[VALET_N_COLS] = { 0 }, num[VALET_N_COLS] = { 0 };
      double comp[VALET_N_COLS] = { 0 };

      if (pair->opps != NULL)
        {
          if (r->compat)
            opponents_total_11 (r, pair, sum, num);
          else
            {
              /* Sums over the pair's own boards: each column's own count. */
              opponents_total (r, pair, sum);
              memcpy (num, pair->pub.num, sizeof num);
            }
          for (int c = 0; c < VALET_N_COLS; c++)
            {
              if (num[c] == 0)
                comp[c] = 0;
              else if (r->scoring != VALET_SCORING_MATCHPOINTS)
                comp[c] = sum[c] / num[c];
              else if (r->compat)
                /* 1.1 adds the opponents' mean entry (-1 .. +1) less 50 to
                 * a percentage. */
                comp[c] = -50 + sum[c] / num[c];
              else
                /* How far the opponents' percentage is from 50 %: their
                 * 50 + 50 * mean entry, less 50. */
                comp[c] = 50 * sum[c] / num[c];
            }
        }
      /* (A pair without opponents adds its zeros too, as it always did.) */
      for (int c = 0; c < VALET_N_COLS; c++)
        pair->pub.avg[c] += comp[c];
    }
}

void
valet_pair_score_average (ValetPairScore *s, ValetScoring scoring)
{
  for (int c = 0; c < VALET_N_COLS; c++)
    if (scoring == VALET_SCORING_MATCHPOINTS)
      /* From -1 .. +1 per comparison to 0 .. 100 %. */
      s->avg[c] = s->num[c] ? 100.0 * (s->sum[c] + s->num[c]) / (2.0 * s->num[c]) : 50.0;
    else
      s->avg[c] = s->num[c] ? s->sum[c] / s->num[c] : 0;
}

static void
normalize (ValetRanking *r)
{
  for (guint p = 0; p < r->pairs->len; p++)
    {
      ValetPairScore *s = &((Pair *) g_ptr_array_index (r->pairs, p))->pub;
      valet_pair_score_average (s, r->scoring);
    }
}

double
valet_pair_score_key (const ValetPairScore *p, ValetOrder order)
{
  const double *a = p->avg;
  double play = a[VALET_COL_PLAY1] + a[VALET_COL_PLAY2];
  double lead = a[VALET_COL_LEAD1] + a[VALET_COL_LEAD2];

  switch (order)
    {
    case VALET_ORDER_BIDDING:        return a[VALET_COL_BID];
    case VALET_ORDER_PLAY:           return play;
    case VALET_ORDER_DEFENSE:        return a[VALET_COL_DEF];
    case VALET_ORDER_LEAD:           return lead;
    case VALET_ORDER_BID_OVER_PLAY:  return a[VALET_COL_BID] - play;
    case VALET_ORDER_DEF_OVER_PLAY:  return a[VALET_COL_DEF] - play;
    case VALET_ORDER_LEAD_OVER_PLAY: return lead - play;
    case VALET_ORDER_OVERALL:
    default:                         return a[VALET_COL_OVERALL];
    }
}

typedef struct {
  Pair  *pair;
  double key;
} SortItem;

static int
sort_item_compare (const void *a, const void *b)
{
  const SortItem *x = a, *y = b;
  if (x->key != y->key)
    return x->key > y->key ? -1 : 1;
  /* Ties keep the order of first appearance. */
  return (x->pair->pub.number > y->pair->pub.number)
         - (x->pair->pub.number < y->pair->pub.number);
}

void
valet_ranking_finish (ValetRanking *r)
{
  guint n = r->pairs->len;

  normalize (r);
  if (r->compensate)
    compensate (r);
  for (guint i = 0; i < n; i++)
    {
      ValetPairScore *p = &((Pair *) g_ptr_array_index (r->pairs, i))->pub;
      /* One tag in both seats of a pair is no partnership either. */
      p->placeholder = p->player[0] == p->player[1]
                       || valet_tournament_player_is_placeholder (r->tournament, p->player[0])
                       || valet_tournament_player_is_placeholder (r->tournament, p->player[1]);
    }

  /* The reference program keeps its pairs in blocks of 16 slots and its
   * sort never reaches the last slot of the last block: a pair numbered
   * 15, 31, 47, ... when it is the last pair stays at the bottom.  Rankings
   * are compared against it, so the same happens here. */
  guint slots = (n / 16 + 1) * 16;
  gboolean last_fixed = n > 0 && n == slots - 1;
  guint n_sorted = last_fixed ? n - 1 : n;
  g_autofree SortItem *items = g_new (SortItem, n ? n : 1);

  for (guint i = 0; i < n_sorted; i++)
    {
      items[i].pair = g_ptr_array_index (r->pairs, i);
      items[i].key = valet_pair_score_key (&items[i].pair->pub, r->order);
    }
  qsort (items, n_sorted, sizeof (SortItem), sort_item_compare);

  g_clear_pointer (&r->ranked, g_ptr_array_unref);
  r->ranked = g_ptr_array_sized_new (n);
  for (guint i = 0; i < n_sorted; i++)
    g_ptr_array_add (r->ranked, items[i].pair);
  if (last_fixed)
    g_ptr_array_add (r->ranked, g_ptr_array_index (r->pairs, n - 1));
}

guint
valet_ranking_n_pairs (ValetRanking *r)
{
  return r->pairs->len;
}

const ValetPairScore *
valet_ranking_pair (ValetRanking *r, guint position)
{
  g_return_val_if_fail (r->ranked != NULL, NULL);
  g_return_val_if_fail (position < r->ranked->len, NULL);
  return &((Pair *) g_ptr_array_index (r->ranked, position))->pub;
}

char *
valet_ranking_pair_display_name (ValetRanking *r, const ValetPairScore *pair)
{
  return g_strdup_printf ("%s - %s",
                          valet_tournament_player_utf8_name (r->tournament, pair->player[0]),
                          valet_tournament_player_utf8_name (r->tournament, pair->player[1]));
}

char *
valet_ranking_pair_name (ValetRanking *r, const ValetPairScore *pair)
{
  return g_strdup_printf ("%s - %s",
                          valet_tournament_player_name (r->tournament, pair->player[0]),
                          valet_tournament_player_name (r->tournament, pair->player[1]));
}
