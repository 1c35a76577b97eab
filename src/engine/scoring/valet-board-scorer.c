/* valet-board-scorer.c: the Valet split of one board, in every mode.
 *
 * Notation: n results on the board, raw(i) the North-South score of
 * result i.  A result's "cloud" is the trick histogram of all results in
 * the same denomination declared from the same seat; its "lead cloud"
 * also has the same suit led.  Every quantity depends on a result only
 * through its contract (level, denomination, doubling, declarer) and its
 * tricks, so each is computed once per distinct contract and cached; and
 * every average over the other tables is a sum over a ValetWeightedSet
 * minus the result's own term.  A board therefore costs O(n log n).
 *
 * The reference program works in single precision.  Every value here is
 * rounded to float at the points where the reference rounds, and sums
 * over trick counts are taken in its order, so that equal scores come out
 * equal (ties then rank the same way) and unequal ones in the same order.
 * The one sum the reference takes table by table with fractions, a score
 * against every other table's cloud, is evaluated the same way on boards
 * of up to EXACT_BOARD_MAX tables; above that, from the weighted set.
 */
#include "valet-board-scorer.h"

#include <math.h>
#include <string.h>

#include "valet-adjusted-board.h"
#include "valet-weighted-set.h"

#define N_CONTRACTS (7 * 5 * 3 * 4)     /* level, denom, doubling, declarer */
#define N_CLOUDS (4 * 5)                /* declarer, denom */
#define N_LEAD_CLOUDS (4 * 4 * 5)       /* declarer, suit led, denom */
#define N_SUITS 4
#define EXACT_BOARD_MAX 64

struct _ValetBoardScorer {
  /* A copy, without the rounds: scoring, split, datum rule, compat. */
  ValetOptions options;
  /* The board's datum rule and the clouds' (see valet-options.h). */
  ValetDatumRule board_rule, cloud_rule;
  /* The most tables any board has, for Neuberg's factoring; 0: none. */
  double most_tables;
  gboolean board_extremes, cloud_extremes;
  GArray *sorted;               /* int: scores sorted for a datum rule */
  int thresholds[VALET_IMP_STEPS];

  guint board;
  guint n;
  GArray *raw;                  /* int, one per result */
  ValetWeightedSet *set_a, *set_b;

  guint hist[N_CLOUDS][VALET_TRICK_SLOTS];
  guint hist_n[N_CLOUDS];
  guint lhist[N_LEAD_CLOUDS][VALET_TRICK_SLOTS];
  guint lhist_n[N_LEAD_CLOUDS];
  guint contract_count[N_CONTRACTS];

  int scores[N_CONTRACTS][VALET_TRICK_SLOTS];
  gboolean scores_ready[N_CONTRACTS];

  /* Per-board caches; NAN (or the ready flags) mean not computed yet. */
  double overall_cache[N_CONTRACTS][VALET_TRICK_SLOTS];
  double bid_cache[N_CONTRACTS];
  double lead_cache[N_CONTRACTS][N_SUITS];
  int cloud_datum[N_CONTRACTS];
  gboolean cloud_datum_ready[N_CONTRACTS];
  int lead_datum[N_CONTRACTS][N_SUITS];
  gboolean lead_datum_ready[N_CONTRACTS][N_SUITS];
};

ValetBoardScorer *
valet_board_scorer_new (const ValetOptions *options)
{
  ValetBoardScorer *s = g_new0 (ValetBoardScorer, 1);
  s->options = *options;
  s->options.rounds = NULL;
  s->board_rule = valet_options_board_datum (options, &s->board_extremes);
  s->cloud_rule = valet_options_cloud_datum (options, &s->cloud_extremes);
  s->sorted = g_array_new (FALSE, FALSE, sizeof (int));
  valet_imp_thresholds (options->hard_round, s->thresholds);
  s->raw = g_array_new (FALSE, FALSE, sizeof (int));
  s->set_a = valet_weighted_set_new ();
  s->set_b = valet_weighted_set_new ();
  return s;
}

void
valet_board_scorer_free (ValetBoardScorer *s)
{
  if (s == NULL)
    return;
  g_array_unref (s->raw);
  g_array_unref (s->sorted);
  valet_weighted_set_free (s->set_a);
  valet_weighted_set_free (s->set_b);
  g_free (s);
}

void
valet_board_scorer_set_most_tables (ValetBoardScorer *s, double tables)
{
  s->most_tables = tables;
}

/* The tables a result counts for: a weighted score's outcomes make one
 * table together, a split score's two lines one. */
static inline double
result_tables (const ValetResult *r)
{
  return r->side == VALET_SIDE_EW ? 0 : (r->weight > 0 ? r->weight : 1);
}

double
valet_board_tables (ValetTournament *t, const ValetBoard *board)
{
  double n = 0;
  for (guint i = 0; i < board->n_results; i++)
    n += result_tables (valet_tournament_result (t, board->results[i]));
  return n;
}

/* Neuberg's factoring of a board whose results were compared at @n
 * tables, where the most was N: the matchpoints m (top n - 1) become
 * (m + 1/2) N / n - 1/2 (top N - 1); or, with missing_as_draws, the
 * matchpoints plus N - n, each comparison not made a draw.  On the entries' scale (-1 .. +1,
 * 0 the average) that is a factor, N (n - 1) / (n (N - 1)), so it
 * scales every part of an entry alike: the split still adds up to the
 * score, and the luck (butler - overall) is factored with it. */
static void
factor_neuberg (const ValetBoardScorer *s, double n, ValetEntry *const *out, guint count)
{
  double most = s->most_tables;
  gboolean draws = valet_options_missing_as_draws (&s->options);
  if ((!valet_options_neuberg (&s->options) && !draws) || most <= 1 || n <= 0 || n >= most)
    return;
  /* Counting each missing comparison as a draw (0 on this scale) makes
   * the average over the N - 1 comparisons of a full board out of the
   * n - 1 made: the matchpoints plus N - n, to a top of N - 1. */
  double f = draws ? (n - 1) / (most - 1) : most * (n - 1) / (n * (most - 1));
  for (guint k = 0; k < count; k++)
    {
      ValetEntryValues v;
      valet_entry_values (out[k], &v);
      v.overall *= f;
      v.butler *= f;
      v.bid *= f;
      v.play *= f;
      v.lead *= f;
      v.def *= f;
      v.def_overall *= f;
      v.def_bid *= f;
      v.def_butler *= f;
      valet_entry_set_values (out[k], &v);
    }
}

static inline guint
contract_key (const ValetResult *r)
{
  return (((guint) (r->level - 1) * 5 + r->denom) * 3 + r->mult) * 4 + r->declarer;
}

static inline guint
cloud_key (const ValetResult *r)
{
  return (guint) r->declarer * 5 + r->denom;
}

static inline guint
lead_cloud_key (const ValetResult *r)
{
  return ((guint) r->declarer * N_SUITS + r->lead_suit) * 5 + r->denom;
}

static inline gboolean
splits_lead (const ValetBoardScorer *s, const ValetResult *r)
{
  return s->options.lead && r->lead_rank > 0;
}

/* North-South score of result r's contract had it taken t tricks. */
static const int *
contract_scores (ValetBoardScorer *s, const ValetResult *r)
{
  guint k = contract_key (r);
  if (!s->scores_ready[k])
    {
      gboolean vul = valet_board_vulnerable (s->board, r->declarer);
      for (guint t = 0; t < VALET_TRICK_SLOTS; t++)
        s->scores[k][t] = valet_ns_score (r->level, r->denom, r->mult,
                                          r->declarer, vul, t);
      s->scores_ready[k] = TRUE;
    }
  return s->scores[k];
}

static inline double
pair_value (const ValetBoardScorer *s, int difference)
{
  return s->options.scoring == VALET_SCORING_MATCHPOINTS
    ? valet_mp_compare (difference)
    : valet_imps (difference, s->options.hard_round);
}

static inline double
set_sum (const ValetBoardScorer *s, const ValetWeightedSet *set, int x)
{
  return s->options.scoring == VALET_SCORING_MATCHPOINTS
    ? valet_weighted_set_mp_sum (set, x)
    : valet_weighted_set_imp_sum (set, x, s->thresholds);
}

/* The datum of a contract played with the tricks of a histogram: a
 * cloud's datum.  The mean is summed over the trick counts, not table
 * by table: clouds of large fields hold thousands of tables. */
static int
datum_of_histogram (ValetBoardScorer *s, const int *scores, const guint *hist)
{
  if (s->cloud_rule.kind == VALET_DATUM_MEAN)
    return valet_datum_mean_of_counts (&s->cloud_rule, scores, hist, VALET_TRICK_SLOTS,
                                       s->cloud_extremes);
  g_array_set_size (s->sorted, 0);
  for (guint t = 0; t < VALET_TRICK_SLOTS; t++)
    for (guint k = 0; k < hist[t]; k++)
      g_array_append_val (s->sorted, scores[t]);
  return valet_datum_of_scores (&s->cloud_rule, s->cloud_extremes, (int *) s->sorted->data,
                                s->sorted->len);
}

/* The datum of the board's scores. */
static int
datum_of_raw (ValetBoardScorer *s)
{
  g_array_set_size (s->sorted, 0);
  g_array_append_vals (s->sorted, s->raw->data, s->n);
  return valet_datum_of_scores (&s->board_rule, s->board_extremes, (int *) s->sorted->data,
                                s->n);
}

/* ---- Butler (datum) ---------------------------------------------------- */

/* Average IMPs against the datum of r's contract with the tricks of the
 * histogram: the bidding score of the simple split. */
static double
datum_bid_over (ValetBoardScorer *s, const ValetResult *r,
                const guint *hist, guint hist_n, int datum)
{
  const int *sc = contract_scores (s, r);
  float sum = 0;
  for (guint t = 0; t < VALET_TRICK_SLOTS; t++)
    if (hist[t])
      sum += (float) hist[t] * (float) valet_imps (sc[t] - datum, s->options.hard_round);
  return hist_n ? sum / (float) hist_n : 0;
}

static void
score_datum_simple (ValetBoardScorer *s, const ValetResult *const *res,
                    double *total, double *bid, double *lead)
{
  int datum = datum_of_raw (s);
  const int *raw = (const int *) s->raw->data;

  for (guint i = 0; i < s->n; i++)
    {
      const ValetResult *r = res[i];
      total[i] = valet_imps (raw[i] - datum, s->options.hard_round);
      if (r->level == 0)
        continue;

      guint k = contract_key (r), c = cloud_key (r);
      if (isnan (s->bid_cache[k]))
        s->bid_cache[k] = datum_bid_over (s, r, s->hist[c], s->hist_n[c], datum);
      bid[i] = s->bid_cache[k];

      if (splits_lead (s, r))
        {
          double *cache = &s->lead_cache[k][r->lead_suit];
          guint lc = lead_cloud_key (r);
          if (isnan (*cache))
            *cache = datum_bid_over (s, r, s->lhist[lc], s->lhist_n[lc], datum);
          lead[i] = (float) (*cache - bid[i]);
        }
    }
}

/* The cloud datum of a result: the datum of its contract played with the
 * tricks of its cloud (0 when passed out). */
static int
cloud_datum (ValetBoardScorer *s, const ValetResult *r)
{
  if (r->level == 0)
    return 0;
  guint k = contract_key (r);
  if (!s->cloud_datum_ready[k])
    {
      s->cloud_datum[k] = datum_of_histogram (s, contract_scores (s, r),
                                              s->hist[cloud_key (r)]);
      s->cloud_datum_ready[k] = TRUE;
    }
  return s->cloud_datum[k];
}

static int
lead_cloud_datum (ValetBoardScorer *s, const ValetResult *r)
{
  if (r->level == 0)
    return 0;
  guint k = contract_key (r);
  if (!s->lead_datum_ready[k][r->lead_suit])
    {
      s->lead_datum[k][r->lead_suit] =
        datum_of_histogram (s, contract_scores (s, r),
                            s->lhist[lead_cloud_key (r)]);
      s->lead_datum_ready[k][r->lead_suit] = TRUE;
    }
  return s->lead_datum[k][r->lead_suit];
}

/* The bidding score of r's contract played by the defenders who led r's
 * suit: the principles (section 2.2) score the lead with the same kind
 * of score as the bidding, over the leaders of that suit only.  Here
 * that is the lead cloud's datum against the other tables' cloud datums
 * (set_a), so that the lead scores 0 when the whole cloud led that suit.
 * Valet 1.1 scores the cloud datum against the other tables' lead cloud
 * datums (set_b) instead, which depends on the leads at other
 * contracts. */
static double
datum_cloud_lead_bid (ValetBoardScorer *s, const ValetResult *r, int cd, double others)
{
  int ld = lead_cloud_datum (s, r);
  if (s->options.compat)
    return (float) ((set_sum (s, s->set_b, cd) - valet_imps (cd - ld, s->options.hard_round))
                    / others);
  return (float) ((set_sum (s, s->set_a, ld) - valet_imps (ld - cd, s->options.hard_round))
                  / others);
}

static void
score_datum_cloud (ValetBoardScorer *s, const ValetResult *const *res,
                   double *total, double *bid, double *lead)
{
  const int *raw = (const int *) s->raw->data;
  guint n = s->n;

  valet_weighted_set_clear (s->set_a);
  valet_weighted_set_clear (s->set_b);
  for (guint i = 0; i < n; i++)
    {
      valet_weighted_set_add (s->set_a, cloud_datum (s, res[i]), 1);
      if (s->options.lead)
        valet_weighted_set_add (s->set_b, lead_cloud_datum (s, res[i]), 1);
    }
  valet_weighted_set_seal (s->set_a);
  valet_weighted_set_seal (s->set_b);
  /* (set_b is only read in Valet 1.1's way; see datum_cloud_lead_bid.) */
  if (n <= 1)
    return;   /* nobody to compare with: everything stays 0 */

  double others = n - 1;
  double passout_total = NAN;
  for (guint i = 0; i < n; i++)
    {
      const ValetResult *r = res[i];
      int cd = cloud_datum (s, r);

      /* Overall: our score against everyone else's cloud datum. */
      double *cache = r->level ? &s->overall_cache[contract_key (r)][r->tricks]
                               : &passout_total;
      if (isnan (*cache))
        *cache = (float) ((set_sum (s, s->set_a, raw[i])
                           - valet_imps (raw[i] - cd, s->options.hard_round)) / others);
      total[i] = *cache;
      if (r->level == 0)
        continue;

      /* Bidding: our cloud datum against theirs. */
      guint k = contract_key (r);
      if (isnan (s->bid_cache[k]))
        s->bid_cache[k] = (float) (set_sum (s, s->set_a, cd) / others);
      bid[i] = s->bid_cache[k];

      if (splits_lead (s, r))
        {
          double *lc = &s->lead_cache[k][r->lead_suit];
          if (isnan (*lc))
            *lc = datum_cloud_lead_bid (s, r, cd, others);
          lead[i] = (float) (*lc - bid[i]);
        }
    }
}

/* ---- IMPs across the field and matchpoints -------------------------- */

/* Average against the raw scores of the board, leaving out one table
 * that has the same score as x, if there is one. */
static double
field_value (ValetBoardScorer *s, const ValetWeightedSet *raw_set, int x)
{
  double count = s->n - (valet_weighted_set_contains (raw_set, x) ? 1 : 0);
  return count > 0 ? (float) (set_sum (s, raw_set, x) / count) : 0;
}

/* Bidding score of the simple split: r's contract with the tricks of the
 * histogram, each against the field. */
static double
field_bid_over (ValetBoardScorer *s, const ValetWeightedSet *raw_set,
                const ValetResult *r, const guint *hist, guint hist_n)
{
  const int *sc = contract_scores (s, r);
  float sum = 0;
  for (guint t = 0; t < VALET_TRICK_SLOTS; t++)
    if (hist[t])
      sum += (float) hist[t] * (float) field_value (s, raw_set, sc[t]);
  return hist_n ? sum / (float) hist_n : 0;
}

static void
fill_raw_set (ValetBoardScorer *s, ValetWeightedSet *set)
{
  const int *raw = (const int *) s->raw->data;
  valet_weighted_set_clear (set);
  for (guint i = 0; i < s->n; i++)
    valet_weighted_set_add (set, raw[i], 1);
  valet_weighted_set_seal (set);
}

static double
field_lead (ValetBoardScorer *s, const ValetWeightedSet *raw_set,
            const ValetResult *r)
{
  guint k = contract_key (r), lc = lead_cloud_key (r);
  double *cache = &s->lead_cache[k][r->lead_suit];
  if (isnan (*cache))
    *cache = field_bid_over (s, raw_set, r, s->lhist[lc], s->lhist_n[lc]);
  return *cache;
}

static void
score_field_simple (ValetBoardScorer *s, const ValetResult *const *res,
                    double *total, double *bid, double *lead)
{
  const int *raw = (const int *) s->raw->data;
  double passout_total = NAN;

  fill_raw_set (s, s->set_a);
  for (guint i = 0; i < s->n; i++)
    {
      const ValetResult *r = res[i];
      double *cache = r->level ? &s->overall_cache[contract_key (r)][r->tricks]
                               : &passout_total;
      if (isnan (*cache))
        *cache = field_value (s, s->set_a, raw[i]);
      total[i] = *cache;
      if (r->level == 0)
        continue;

      guint k = contract_key (r), c = cloud_key (r);
      if (isnan (s->bid_cache[k]))
        s->bid_cache[k] = field_bid_over (s, s->set_a, r, s->hist[c], s->hist_n[c]);
      bid[i] = s->bid_cache[k];
      if (splits_lead (s, r))
        lead[i] = (float) (field_lead (s, s->set_a, r) - bid[i]);
    }
}

/* Average of f(x - score) over the cloud of contract r. */
static double
cloud_average (ValetBoardScorer *s, const ValetResult *r, int x)
{
  const int *sc = contract_scores (s, r);
  guint c = cloud_key (r);
  double sum = 0;
  for (guint t = 0; t < VALET_TRICK_SLOTS; t++)
    if (s->hist[c][t])
      sum += s->hist[c][t] * pair_value (s, x - sc[t]);
  return sum / s->hist_n[c];
}

/* The same in single precision, summed in the reference's order. */
static float
cloud_average_f (ValetBoardScorer *s, const ValetResult *r, int x)
{
  const int *sc = contract_scores (s, r);
  guint c = cloud_key (r);
  float sum = 0;
  for (guint t = 0; t < VALET_TRICK_SLOTS; t++)
    if (s->hist[c][t])
      sum += (float) s->hist[c][t] * (float) pair_value (s, x - sc[t]);
  return sum / (float) s->hist_n[c];
}

/* Score x against every other table's cloud.  A passed-out table is an
 * outcome like any other (the principles, section 4.4, count the
 * pass-out among a board's outcomes): its cloud is its score, 0.  Valet
 * 1.1 counts it in the number of tables but adds nothing for it, so its
 * boards do not balance.  @own is the index of the table itself on the
 * board. */
static double
against_clouds (ValetBoardScorer *s, const ValetResult *const *res, int x,
                guint own)
{
  if (s->n <= 1)
    return 0;
  if (s->n <= EXACT_BOARD_MAX)
    {
      float sum = 0;
      for (guint j = 0; j < s->n; j++)
        if (j != own && res[j]->level)
          sum += cloud_average_f (s, res[j], x);
        else if (j != own && !s->options.compat)
          sum += (float) pair_value (s, x);
      return sum / (float) (s->n - 1);
    }
  double sum = set_sum (s, s->set_b, x);
  if (res[own]->level)
    sum -= cloud_average (s, res[own], x);
  else if (!s->options.compat)
    sum -= pair_value (s, x);
  return (float) (sum / (s->n - 1));
}

/* The cloud bidding score (b4) of table @i's contract with the tricks of
 * the histogram, each against every other table's cloud. */
static float
cloud_bid_over (ValetBoardScorer *s, const ValetResult *const *res, guint i,
                const guint *hist, guint hist_n)
{
  const int *sc = contract_scores (s, res[i]);
  float sum = 0;
  for (guint t = 0; t < VALET_TRICK_SLOTS; t++)
    if (hist[t])
      sum += (float) hist[t] * (float) against_clouds (s, res, sc[t], i);
  return sum / (float) hist_n;
}

/* The bidding score of table @i's contract over the defenders who led
 * its suit.  The principles (section 2.2) score the lead with the same
 * kind of score as the bidding: in the cloud split, the cloud bidding
 * score over the lead cloud, so that the lead scores 0 when the whole
 * cloud led that suit.  Valet 1.1 keeps the simple split's comparison
 * with the field (set_a) here. */
static double
field_cloud_lead (ValetBoardScorer *s, const ValetResult *const *res, guint i,
                  gboolean exact)
{
  const ValetResult *r = res[i];
  if (s->options.compat)
    return field_lead (s, s->set_a, r);
  guint lc = lead_cloud_key (r);
  double *cache = &s->lead_cache[contract_key (r)][r->lead_suit];
  if (exact || isnan (*cache))
    *cache = cloud_bid_over (s, res, i, s->lhist[lc], s->lhist_n[lc]);
  return *cache;
}

static void
score_field_cloud (ValetBoardScorer *s, const ValetResult *const *res,
                   double *total, double *bid, double *lead)
{
  const int *raw = (const int *) s->raw->data;
  double passout_total = NAN;
  gboolean seen[N_CONTRACTS] = { FALSE };

  /* Every played table as its cloud: its contract with each trick count
   * of the cloud, weighted by that count's share; a passed-out table as
   * its score, 0, except in Valet 1.1's way. */
  valet_weighted_set_clear (s->set_b);
  for (guint i = 0; i < s->n; i++)
    {
      const ValetResult *r = res[i];
      if (r->level == 0 && !s->options.compat)
        valet_weighted_set_add (s->set_b, 0, 1);   /* see against_clouds */
      if (r->level == 0 || seen[contract_key (r)])
        continue;
      guint k = contract_key (r), c = cloud_key (r);
      const int *sc = contract_scores (s, r);
      seen[k] = TRUE;
      for (guint t = 0; t < VALET_TRICK_SLOTS; t++)
        if (s->hist[c][t])
          valet_weighted_set_add (s->set_b, sc[t],
                                  (double) s->contract_count[k] * s->hist[c][t]
                                  / s->hist_n[c]);
    }
  valet_weighted_set_seal (s->set_b);
  if (s->options.lead && s->options.compat)
    fill_raw_set (s, s->set_a);

  /* On small boards each table's sums are taken on their own, in the
   * reference's order, rather than shared through the caches. */
  gboolean exact = s->n <= EXACT_BOARD_MAX;

  for (guint i = 0; i < s->n; i++)
    {
      const ValetResult *r = res[i];
      double *cache = r->level ? &s->overall_cache[contract_key (r)][r->tricks]
                               : &passout_total;
      if (exact || isnan (*cache))
        *cache = against_clouds (s, res, raw[i], i);
      total[i] = *cache;
      if (r->level == 0)
        continue;

      guint k = contract_key (r), c = cloud_key (r);
      if (exact || isnan (s->bid_cache[k]))
        s->bid_cache[k] = cloud_bid_over (s, res, i, s->hist[c], s->hist_n[c]);
      bid[i] = s->bid_cache[k];
      if (splits_lead (s, r))
        lead[i] = (float) (field_cloud_lead (s, res, i, exact) - bid[i]);
    }
}

/* ---- The plain score ------------------------------------------------ */

/* Each table's score against the other tables as they were (North-South):
 * what the simple split calls the total, and the cloud split sets beside
 * its fair score. */
static void
plain_totals (ValetBoardScorer *s, double *plain)
{
  const int *raw = (const int *) s->raw->data;

  if (s->options.scoring == VALET_SCORING_DATUM)
    {
      int datum = datum_of_raw (s);
      for (guint i = 0; i < s->n; i++)
        plain[i] = valet_imps (raw[i] - datum, s->options.hard_round);
      return;
    }
  fill_raw_set (s, s->set_a);
  for (guint i = 0; i < s->n; i++)
    plain[i] = field_value (s, s->set_a, raw[i]);
}

/* ---- Driver --------------------------------------------------------- */

static void
reset_board (ValetBoardScorer *s, guint board, guint n)
{
  s->board = board;
  s->n = n;
  memset (s->hist, 0, sizeof s->hist);
  memset (s->hist_n, 0, sizeof s->hist_n);
  memset (s->lhist, 0, sizeof s->lhist);
  memset (s->lhist_n, 0, sizeof s->lhist_n);
  memset (s->contract_count, 0, sizeof s->contract_count);
  memset (s->scores_ready, 0, sizeof s->scores_ready);
  memset (s->cloud_datum_ready, 0, sizeof s->cloud_datum_ready);
  memset (s->lead_datum_ready, 0, sizeof s->lead_datum_ready);
  for (guint k = 0; k < N_CONTRACTS; k++)
    {
      s->bid_cache[k] = NAN;
      for (guint t = 0; t < VALET_TRICK_SLOTS; t++)
        s->overall_cache[k][t] = NAN;
      for (guint l = 0; l < N_SUITS; l++)
        s->lead_cache[k][l] = NAN;
    }
  g_array_set_size (s->raw, n);
}

/* The North-South total, plain score, bidding and lead of each of the
 * @n results played on board @board (no artificial scores, no parts of
 * weighted or split ones). */
static void
score_played (ValetBoardScorer *s, guint board, const ValetResult *const *res, guint n,
              double *total, double *bid, double *lead, double *plain)
{
  reset_board (s, board, n);
  int *raw = (int *) s->raw->data;
  for (guint i = 0; i < n; i++)
    {
      const ValetResult *r = res[i];
      raw[i] = 0;
      if (r->level == 0)
        continue;
      raw[i] = contract_scores (s, r)[r->tricks];
      guint c = cloud_key (r);
      s->hist[c][r->tricks]++;
      s->hist_n[c]++;
      s->contract_count[contract_key (r)]++;
      if (splits_lead (s, r))
        {
          guint lc = lead_cloud_key (r);
          s->lhist[lc][r->tricks]++;
          s->lhist_n[lc]++;
        }
    }
  if (n == 0)
    return;

  if (s->options.scoring == VALET_SCORING_DATUM)
    (s->options.cloud ? score_datum_cloud : score_datum_simple) (s, res, total, bid, lead);
  else
    (s->options.cloud ? score_field_cloud : score_field_simple) (s, res, total, bid, lead);

  if (s->options.cloud)
    plain_totals (s, plain);
  else
    memcpy (plain, total, n * sizeof *plain);
}

void
valet_board_scorer_score (ValetBoardScorer *s, ValetTournament *tournament,
                          const ValetBoard *board, ValetEntry *entries)
{
  guint n_all = board->n_results, n = 0;
  g_autofree guint *slot = g_new (guint, n_all ? n_all : 1);
  g_autofree const ValetResult **res = g_new (const ValetResult *, n_all ? n_all : 1);
  gboolean partial = FALSE;

  /* Artificial scores stand apart from the field: the other tables are
   * compared with the results played (and assigned) only. */
  for (guint i = 0; i < n_all; i++)
    {
      const ValetResult *r = valet_tournament_result (tournament, board->results[i]);
      if (r->kind == VALET_RESULT_ARTIFICIAL)
        {
          valet_entry_artificial (&s->options, r, board->results[i], &entries[i]);
          continue;
        }
      partial |= valet_result_is_partial (r);
      slot[n] = i;
      res[n++] = r;
    }
  double tables = 0;
  g_autofree ValetEntry **out = g_new (ValetEntry *, n ? n : 1);
  for (guint k = 0; k < n; k++)
    {
      out[k] = &entries[slot[k]];
      tables += result_tables (res[k]);
    }
  if (partial)
    {
      g_autofree guint *index = g_new (guint, n ? n : 1);
      for (guint k = 0; k < n; k++)
        index[k] = board->results[slot[k]];
      valet_score_adjusted_board (&s->options, board->board, res, index, n, out);
      factor_neuberg (s, tables, out, n);
      return;
    }
  g_autofree double *total = g_new0 (double, n ? n : 1);
  g_autofree double *bid = g_new0 (double, n ? n : 1);
  g_autofree double *lead = g_new0 (double, n ? n : 1);
  g_autofree double *plain = g_new0 (double, n ? n : 1);
  score_played (s, board->board, res, n, total, bid, lead, plain);
  for (guint k = 0; k < n; k++)
    valet_entry_from_totals (&s->options, res[k], board->results[slot[k]], total[k],
                             plain[k], bid[k], lead[k], out[k]);
  factor_neuberg (s, tables, out, n);
}
