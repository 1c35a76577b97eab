/* valet-adjusted-board.c: the Valet split of a board with a weighted or
 * a split score.
 *
 * A weighted score (Law 12C1c) is several lines for one table, each an
 * outcome with its weight; a split score (Law 12C1f) a line for each
 * side.  Each side is scored against its own field: the lines that
 * score it, each with its weight, the lines of the other tables only.
 * For matchpoints this is the frequency-table method directors use
 * ("Calculating Scores: Split, Weighted and Serious Error"): the other
 * tables see each outcome with its weight, and the table's own weighted
 * sum is the same as the method's.  Clouds hold each outcome with its
 * weight too.  Apart from the weights, every score is the one the
 * played-board scorer gives (valet-board-scorer.c): the same comparisons
 * in the same order, in double precision; a board whose lines all weigh
 * 1 scores the same here as there.
 *
 * Such boards are few, so each line's comparisons are sums over the
 * field, memoised by the score compared.
 */
#include "valet-adjusted-board.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N_CLOUDS (4 * 5)                /* declarer, denom */
#define N_LEAD_CLOUDS (4 * 4 * 5)       /* declarer, suit led, denom */

typedef struct {
  const ValetResult *r;
  guint  k;             /* position among the board's lines */
  guint  table;         /* lines of one table share it */
  guint  first, count;  /* the table's lines in the field, once grouped */
  double w;
  int    x;             /* North-South score */
  int    sc[VALET_TRICK_SLOTS];
} Line;

/* What a line is compared with, summed over the field by the score x. */
typedef enum {
  SUM_RAW,              /* pair_value (x - score) */
  SUM_CLOUD,            /* the cloud average of x */
  SUM_CLOUD_DATUM,      /* IMPs of x against the cloud datum */
  SUM_LEAD_DATUM,       /* IMPs of x against the lead cloud datum */
  N_SUMS
} SumKind;

/* How a datum is taken: the board's, or a cloud's (valet-options.h). */
typedef struct {
  ValetDatumRule rule;
  gboolean extremes;
} DatumWay;

typedef struct {
  const ValetOptions *o;
  DatumWay board_way, cloud_way;
  Line  *lines;         /* the field of one side, grouped by table */
  guint  n;
  double tables;        /* the weights' sum: how many tables */
  double hist[N_CLOUDS][VALET_TRICK_SLOTS], hist_n[N_CLOUDS];
  double lhist[N_LEAD_CLOUDS][VALET_TRICK_SLOTS], lhist_n[N_LEAD_CLOUDS];
  int   *cloud_datum;   /* by line */
  int   *lead_datum;
  int    datum;         /* the board's, for the simple split's bidding */
  GHashTable *scores;   /* the lines' scores, as a set */
  GHashTable *memo[N_SUMS];
} Field;

static guint
cloud_key (const ValetResult *r)
{
  return (guint) r->declarer * 5 + r->denom;
}

static guint
lead_cloud_key (const ValetResult *r)
{
  return ((guint) r->declarer * 4 + r->lead_suit) * 5 + r->denom;
}

static gboolean
splits_lead (const Field *f, const ValetResult *r)
{
  return f->o->lead && r->lead_rank > 0;
}

static double
pair_value (const Field *f, int difference)
{
  return f->o->scoring == VALET_SCORING_MATCHPOINTS
    ? valet_mp_compare (difference)
    : valet_imps (difference, f->o->hard_round);
}

/* The mean datum of scores with weights, rounded by the rule; with
 * extremes without one highest and one lowest (of more than two). */
static int
weighted_mean (const DatumWay *way, const int *v, const double *w, guint n)
{
  gboolean extremes = way->extremes;
  double sum = 0, total = 0;
  int lo = G_MAXINT, hi = G_MININT;

  for (guint i = 0; i < n; i++)
    if (w[i] > 0)
      {
        sum += w[i] * v[i];
        total += w[i];
        lo = MIN (lo, v[i]);
        hi = MAX (hi, v[i]);
      }
  if (total <= 0)
    return 0;
  if (extremes && total > 2 + 1e-9)
    return valet_datum_round (&way->rule, (sum - lo - hi) / (total - 2));
  return valet_datum_round (&way->rule, sum / total);
}

/* The datum of scores with weights by the run's rule: the mean weighs
 * them; the other rules take whole counts, each weight rounded. */
static int
weighted_datum (const DatumWay *way, const int *v, const double *w, guint n)
{
  if (way->rule.kind == VALET_DATUM_MEAN)
    return weighted_mean (way, v, w, n);
  g_autoptr (GArray) list = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint i = 0; i < n; i++)
    for (long c = lround (w[i]); c > 0; c--)
      g_array_append_val (list, v[i]);
  if (list->len == 0)
    return weighted_mean (way, v, w, n);
  return valet_datum_of_scores (&way->rule, way->extremes, (int *) list->data, list->len);
}

/* The datum of the board's scores.  With a rule other than the mean,
 * each table counts as its expected score, the weighted mean of its
 * outcomes. */
static int
field_datum (const Field *f)
{
  g_autofree int *v = g_new (int, f->n + 1);
  g_autofree double *w = g_new (double, f->n + 1);
  guint m = 0;

  if (f->board_way.rule.kind == VALET_DATUM_MEAN)
    {
      for (guint i = 0; i < f->n; i++)
        {
          v[i] = f->lines[i].x;
          w[i] = f->lines[i].w;
        }
      return weighted_mean (&f->board_way, v, w, f->n);
    }
  for (guint i = 0; i < f->n; m++)
    {
      double sum = 0;
      guint t = f->lines[i].table;
      for (; i < f->n && f->lines[i].table == t; i++)
        sum += f->lines[i].w * f->lines[i].x;
      v[m] = (int) lround (sum);
    }
  return valet_datum_of_scores (&f->board_way.rule, f->board_way.extremes, v, m);
}

/* The datum of @line's contract played with the tricks of a histogram. */
static int
histogram_datum (const Field *f, const Line *line, const double *hist)
{
  return weighted_datum (&f->cloud_way, line->sc, hist, VALET_TRICK_SLOTS);
}

/* The cloud average of x for @line: x against its contract with each
 * trick count of its cloud.  A passed-out table is its score, 0, except
 * in Valet 1.1's way, where it adds nothing. */
static double
cloud_average (const Field *f, const Line *line, int x)
{
  if (line->r->level == 0)
    return f->o->compat ? 0 : pair_value (f, x);
  guint c = cloud_key (line->r);
  double sum = 0;
  for (guint t = 0; t < VALET_TRICK_SLOTS; t++)
    if (f->hist[c][t] > 0)
      sum += f->hist[c][t] * pair_value (f, x - line->sc[t]);
  return sum / f->hist_n[c];
}

static double
term (const Field *f, SumKind kind, guint j, int x)
{
  switch (kind)
    {
    case SUM_RAW:         return pair_value (f, x - f->lines[j].x);
    case SUM_CLOUD:       return cloud_average (f, &f->lines[j], x);
    case SUM_CLOUD_DATUM: return valet_imps (x - f->cloud_datum[j], f->o->hard_round);
    case SUM_LEAD_DATUM:
    default:              return valet_imps (x - f->lead_datum[j], f->o->hard_round);
    }
}

/* The sum over the whole field of each line's weight times its term. */
static double
field_sum (Field *f, SumKind kind, int x)
{
  gpointer key = GINT_TO_POINTER (x), found;
  if (g_hash_table_lookup_extended (f->memo[kind], key, NULL, &found))
    return *(double *) found;
  double sum = 0;
  for (guint j = 0; j < f->n; j++)
    sum += f->lines[j].w * term (f, kind, j, x);
  double *kept = g_new (double, 1);
  *kept = sum;
  g_hash_table_insert (f->memo[kind], key, kept);
  return sum;
}

/* The same over the lines of the other tables than line @i's, per
 * other table; 0 when there is none. */
static double
others_mean (Field *f, SumKind kind, guint i, int x)
{
  double sum = field_sum (f, kind, x);
  const Line *l = &f->lines[i];
  for (guint j = l->first; j < l->first + l->count; j++)
    sum -= f->lines[j].w * term (f, kind, j, x);
  return f->tables > 1 + 1e-9 ? sum / (f->tables - 1) : 0;
}

/* x against every line of the field, this table's included, per table
 * less one when some line has that score: the simple split's bidding
 * comparison, as the played-board scorer makes it. */
static double
field_value (Field *f, int x)
{
  gboolean contains = g_hash_table_contains (f->scores, GINT_TO_POINTER (x));
  double count = f->tables - (contains ? 1 : 0);
  return count > 1e-9 ? field_sum (f, SUM_RAW, x) / count : 0;
}

/* The mean over a histogram of @line's contract of what @value gives
 * each trick count's score. */
static double
over_histogram (Field *f, guint i, const double *hist, double hist_n,
                double (*value) (Field *, guint, int))
{
  double sum = 0;
  for (guint t = 0; t < VALET_TRICK_SLOTS; t++)
    if (hist[t] > 0)
      sum += hist[t] * value (f, i, f->lines[i].sc[t]);
  return hist_n > 0 ? sum / hist_n : 0;
}

static double
value_field (Field *f, guint i, int x)
{
  (void) i;
  return field_value (f, x);
}

static double
value_against_clouds (Field *f, guint i, int x)
{
  return others_mean (f, SUM_CLOUD, i, x);
}

static double
value_datum (Field *f, guint i, int x)
{
  (void) i;
  return valet_imps (x - f->datum, f->o->hard_round);
}

/* Total, bid and lead share (North-South) and plain score of line @i. */
static void
score_line (Field *f, guint i, double v[4])
{
  const Line *l = &f->lines[i];
  const ValetResult *r = l->r;
  const ValetOptions *o = f->o;
  gboolean field = o->scoring != VALET_SCORING_DATUM;
  guint c = cloud_key (r), lc = lead_cloud_key (r);
  double *total = &v[0], *bid = &v[1], *lead = &v[2], *plain = &v[3];

  *plain = field ? others_mean (f, SUM_RAW, i, l->x)
                 : valet_imps (l->x - f->datum, o->hard_round);
  *bid = *lead = 0;
  if (!o->cloud)
    *total = *plain;
  else if (field)
    *total = others_mean (f, SUM_CLOUD, i, l->x);
  else
    *total = others_mean (f, SUM_CLOUD_DATUM, i, l->x);
  if (r->level == 0)
    {
      *bid = *total;
      return;
    }

  if (!field && !o->cloud)
    {
      *bid = over_histogram (f, i, f->hist[c], f->hist_n[c], value_datum);
      if (splits_lead (f, r))
        *lead = over_histogram (f, i, f->lhist[lc], f->lhist_n[lc], value_datum) - *bid;
    }
  else if (!field)
    {
      *bid = others_mean (f, SUM_CLOUD_DATUM, i, f->cloud_datum[i]);
      if (splits_lead (f, r))
        *lead = (o->compat ? others_mean (f, SUM_LEAD_DATUM, i, f->cloud_datum[i])
                           : others_mean (f, SUM_CLOUD_DATUM, i, f->lead_datum[i]))
                - *bid;
    }
  else if (!o->cloud)
    {
      *bid = over_histogram (f, i, f->hist[c], f->hist_n[c], value_field);
      if (splits_lead (f, r))
        *lead = over_histogram (f, i, f->lhist[lc], f->lhist_n[lc], value_field) - *bid;
    }
  else
    {
      *bid = over_histogram (f, i, f->hist[c], f->hist_n[c], value_against_clouds);
      if (splits_lead (f, r))
        *lead = over_histogram (f, i, f->lhist[lc], f->lhist_n[lc],
                                o->compat ? value_field : value_against_clouds) - *bid;
    }
}

static int
table_compare (const void *a, const void *b)
{
  const Line *x = a, *y = b;
  if (x->table != y->table)
    return x->table < y->table ? -1 : 1;
  return (x->k > y->k) - (x->k < y->k);
}

/* Scores the lines of @all (of @n) that score @side, into @entries (by
 * line; lines of the other side are left alone). */
static void
score_side (const ValetOptions *o, ValetScoredSide side, const Line *all, guint n,
            const guint *index, ValetEntry *entries)
{
  Field f = { .o = o };

  f.board_way.rule = valet_options_board_datum (o, &f.board_way.extremes);
  f.cloud_way.rule = valet_options_cloud_datum (o, &f.cloud_way.extremes);
  f.lines = g_new (Line, n + 1);
  for (guint i = 0; i < n; i++)
    if (side == VALET_SIDE_BOTH || all[i].r->side == VALET_SIDE_BOTH
        || all[i].r->side == side)
      f.lines[f.n++] = all[i];
  qsort (f.lines, f.n, sizeof (Line), table_compare);
  for (guint i = 0, first = 0; i < f.n; i++)
    {
      if (i > 0 && f.lines[i].table != f.lines[i - 1].table)
        first = i;
      f.lines[i].first = first;
    }
  for (guint i = f.n; i-- > 0;)
    f.lines[i].count = i + 1 < f.n && f.lines[i + 1].first == f.lines[i].first
                       ? f.lines[i + 1].count : i + 1 - f.lines[i].first;

  for (guint i = 0; i < f.n; i++)
    {
      const Line *l = &f.lines[i];
      f.tables += l->w;
      if (l->r->level == 0)
        continue;
      guint c = cloud_key (l->r);
      f.hist[c][l->r->tricks] += l->w;
      f.hist_n[c] += l->w;
      if (splits_lead (&f, l->r))
        {
          guint lc = lead_cloud_key (l->r);
          f.lhist[lc][l->r->tricks] += l->w;
          f.lhist_n[lc] += l->w;
        }
    }
  f.cloud_datum = g_new0 (int, f.n + 1);
  f.lead_datum = g_new0 (int, f.n + 1);
  for (guint i = 0; i < f.n; i++)
    if (f.lines[i].r->level > 0)
      {
        f.cloud_datum[i] = histogram_datum (&f, &f.lines[i], f.hist[cloud_key (f.lines[i].r)]);
        f.lead_datum[i] = f.o->lead
          ? histogram_datum (&f, &f.lines[i], f.lhist[lead_cloud_key (f.lines[i].r)])
          : f.cloud_datum[i];
      }
  for (guint k = 0; k < N_SUMS; k++)
    f.memo[k] = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);

  f.scores = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < f.n; i++)
    if (f.lines[i].w > 0)
      g_hash_table_add (f.scores, GINT_TO_POINTER (f.lines[i].x));
  f.datum = field_datum (&f);
  for (guint i = 0; i < f.n; i++)
    {
      double v[4];
      score_line (&f, i, v);
      guint k = f.lines[i].k;
      valet_entry_from_totals (o, f.lines[i].r, index[k], v[0], v[3], v[1], v[2],
                               &entries[k]);
    }

  for (guint k = 0; k < N_SUMS; k++)
    g_hash_table_unref (f.memo[k]);
  g_hash_table_unref (f.scores);
  g_free (f.cloud_datum);
  g_free (f.lead_datum);
  g_free (f.lines);
}

/* Tables: each whole line is one; the partial lines of the same four
 * players in the same seats are one. */
static void
number_tables (Line *lines, guint n)
{
  guint next = 0;
  for (guint i = 0; i < n; i++)
    {
      lines[i].table = next;
      if (valet_result_is_partial (lines[i].r))
        for (guint j = 0; j < i; j++)
          if (valet_result_is_partial (lines[j].r)
              && valet_result_same_table (lines[i].r, lines[j].r))
            {
              lines[i].table = lines[j].table;
              break;
            }
      if (lines[i].table == next)
        next++;
    }
}

void
valet_score_adjusted_board (const ValetOptions *o, guint board, const ValetResult *const *res,
                            const guint *index, guint n, ValetEntry *const *out)
{
  g_autofree Line *lines = g_new0 (Line, n + 1);
  gboolean split = FALSE;

  for (guint i = 0; i < n; i++)
    {
      const ValetResult *r = res[i];
      Line *l = &lines[i];
      l->r = r;
      l->k = i;
      l->w = r->weight > 0 ? r->weight : 1;
      split |= r->side != VALET_SIDE_BOTH;
      if (r->level == 0)
        continue;
      gboolean vul = valet_board_vulnerable (board, r->declarer);
      for (guint t = 0; t < VALET_TRICK_SLOTS; t++)
        l->sc[t] = valet_ns_score (r->level, r->denom, r->mult, r->declarer, vul, t);
      l->x = l->sc[r->tricks];
    }
  number_tables (lines, n);

  if (!split)
    {
      g_autofree ValetEntry *e = g_new0 (ValetEntry, n + 1);
      score_side (o, VALET_SIDE_BOTH, lines, n, index, e);
      for (guint i = 0; i < n; i++)
        *out[i] = e[i];
      return;
    }

  /* Each side against its own field; a line's declaring pair takes its
   * numbers from its side's field, the defending pair from the other. */
  g_autofree ValetEntry *ns = g_new0 (ValetEntry, n + 1);
  g_autofree ValetEntry *ew = g_new0 (ValetEntry, n + 1);
  score_side (o, VALET_SIDE_NS, lines, n, index, ns);
  score_side (o, VALET_SIDE_EW, lines, n, index, ew);
  for (guint i = 0; i < n; i++)
    {
      const ValetResult *r = res[i];
      gboolean ns_declares = r->level == 0 || valet_seat_is_ns (r->declarer);
      const ValetEntry *decl = ns_declares ? &ns[i] : &ew[i];
      const ValetEntry *def = ns_declares ? &ew[i] : &ns[i];
      if (r->side != VALET_SIDE_BOTH)
        decl = def = r->side == VALET_SIDE_NS ? &ns[i] : &ew[i];
      ValetEntryValues v, d;
      valet_entry_values (decl, &v);
      valet_entry_values (def, &d);
      v.lead = d.lead;
      v.def = d.def;
      v.def_overall = d.def_overall;
      v.def_bid = d.def_bid;
      v.def_butler = d.def_butler;
      *out[i] = *decl;
      valet_entry_set_values (out[i], &v);
    }
}
