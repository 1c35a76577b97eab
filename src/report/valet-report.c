/* valet-report.c: one scoring run, kept for the reports. */
#include "config.h"

#include "valet-report.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct {
  const ValetBoard *board;
  guint             first;      /* into ValetReport.entries */
  guint             n;
} BoardSlice;

struct _ValetReport {
  ValetTournament *tournament;
  ValetOptions     options;
  ValetRanking    *ranking;
  char            *title;
  GDateTime       *date;
  GArray          *entries;     /* ValetEntry, board after board */
  GArray          *boards;      /* BoardSlice */
  GPtrArray       *ranked;      /* const ValetPairScore *, borrowed */
  double           extent_lo;   /* valet_report_bar_extent() of every pair */
  double           extent_hi;
};

static void
keep_board (const ValetBoard *board, const ValetEntry *entries, guint n,
            gpointer data)
{
  ValetReport *r = data;
  BoardSlice slice = { board, r->entries->len, n };

  g_array_append_vals (r->entries, entries, n);
  g_array_append_val (r->boards, slice);
}

static int
board_compare (gconstpointer a, gconstpointer b)
{
  const ValetBoard *x = ((const BoardSlice *) a)->board;
  const ValetBoard *y = ((const BoardSlice *) b)->board;
  if (x->round != y->round)
    return x->round < y->round ? -1 : 1;
  return (x->board > y->board) - (x->board < y->board);
}

/* The reach of the bars of the pairs from @first, @count of them. */
static void
pairs_extent (ValetReport *r, guint first, guint count, double *lo, double *hi)
{
  double mid = valet_report_is_matchpoints (r) ? 50 : 0;

  *lo = *hi = 0;
  for (guint i = first; i < first + count; i++)
    {
      ValetComponents c;
      double neg = 0, pos = 0;
      valet_report_pair_components (r, g_ptr_array_index (r->ranked, i), &c);
      for (int k = 0; k < VALET_N_COMPONENTS; k++)
        {
          if (c.share[k] < 0)
            neg += c.share[k];
          else
            pos += c.share[k];
        }
      *lo = MIN (*lo, MIN (neg, c.total - mid));
      *hi = MAX (*hi, MAX (pos, c.total - mid));
    }
}

ValetReport *
valet_report_new (ValetTournament *tournament, const ValetOptions *options,
                  const char *title)
{
  ValetReport *r = g_new0 (ValetReport, 1);

  r->tournament = tournament;
  r->options = *options;
  if (options->rounds)
    r->options.rounds = g_array_copy (options->rounds);
  r->title = g_strdup (title ? title : "");
  r->date = g_date_time_new_now_local ();
  r->entries = g_array_new (FALSE, FALSE, sizeof (ValetEntry));
  r->boards = g_array_new (FALSE, FALSE, sizeof (BoardSlice));
  r->ranking = valet_score_tournament (tournament, &r->options, keep_board, r);

  /* The run visits boards in the reference's text order ("10|1" before
   * "2|1"); readers expect round 2 before round 10. */
  g_array_sort (r->boards, board_compare);

  r->ranked = g_ptr_array_new ();
  for (guint i = 0; i < valet_ranking_n_pairs (r->ranking); i++)
    {
      const ValetPairScore *p = valet_ranking_pair (r->ranking, i);
      guint boards = p->num[VALET_COL_OVERALL];
      if (boards > 0 && boards >= r->options.min_hands)
        g_ptr_array_add (r->ranked, (gpointer) p);
    }
  /* Once here, so that charts of every page of a long ranking share
   * the scale without each walking all pairs again. */
  pairs_extent (r, 0, r->ranked->len, &r->extent_lo, &r->extent_hi);
  return r;
}

void
valet_report_free (ValetReport *r)
{
  if (r == NULL)
    return;
  g_ptr_array_unref (r->ranked);
  valet_ranking_free (r->ranking);
  g_array_unref (r->boards);
  g_array_unref (r->entries);
  g_date_time_unref (r->date);
  g_free (r->title);
  valet_options_clear (&r->options);
  g_free (r);
}

ValetTournament *
valet_report_tournament (ValetReport *r)
{
  return r->tournament;
}

const ValetOptions *
valet_report_options (ValetReport *r)
{
  return &r->options;
}

ValetRanking *
valet_report_ranking (ValetReport *r)
{
  return r->ranking;
}

const char *
valet_report_title (ValetReport *r)
{
  return r->title;
}

GDateTime *
valet_report_date (ValetReport *r)
{
  return r->date;
}

gboolean
valet_report_is_matchpoints (ValetReport *r)
{
  return r->options.scoring == VALET_SCORING_MATCHPOINTS;
}

const char *
valet_report_scoring_heading (ValetScoring scoring)
{
  switch (scoring)
    {
    case VALET_SCORING_DATUM:
      /* Translators: the heading of Butler scores, IMPs against a datum. */
      return _("Butler");
    case VALET_SCORING_MATCHPOINTS:
      /* Translators: the heading of matchpoint scores, which are
       * percentages. */
      return _("MP");
    case VALET_SCORING_IMPS:
    default:
      return _("IMPs");
    }
}

char *
valet_report_method (ValetReport *r)
{
  const ValetOptions *o = &r->options;
  GString *s = g_string_new (NULL);

  switch (o->scoring)
    {
    case VALET_SCORING_DATUM:
      g_string_append (s, o->extremes
                       ? _("Butler IMPs against a datum without the highest and lowest score")
                       : _("Butler IMPs against a datum"));
      break;
    case VALET_SCORING_MATCHPOINTS:
      g_string_append (s, _("Matchpoints (percentages)"));
      break;
    case VALET_SCORING_IMPS:
    default:
      g_string_append (s, _("IMPs across the field"));
      break;
    }
  g_string_append (s, ", ");
  g_string_append (s, o->cloud ? _("cloud split") : _("simple split"));
  g_string_append (s, ", ");
  g_string_append (s, o->lead ? _("opening lead scored separately")
                              : _("opening lead counted with the defence"));
  if (o->hard_round && o->scoring != VALET_SCORING_MATCHPOINTS)
    {
      g_string_append (s, ", ");
      g_string_append (s, _("differences rounded down to 10"));
    }
  if (o->compensate)
    {
      g_string_append (s, ", ");
      g_string_append (s, _("compensated for the opponents' strength"));
    }
  return g_string_free (s, FALSE);
}

guint
valet_report_n_pairs (ValetReport *r)
{
  return r->ranked->len;
}

const ValetPairScore *
valet_report_pair (ValetReport *r, guint position)
{
  g_return_val_if_fail (position < r->ranked->len, NULL);
  return g_ptr_array_index (r->ranked, position);
}

void
valet_report_bar_extent (ValetReport *r, guint first, guint count, double *lo,
                         double *hi)
{
  guint n = r->ranked->len;

  first = MIN (first, n);
  count = MIN (count, n - first);
  if (first == 0 && count == n)
    {
      *lo = r->extent_lo;
      *hi = r->extent_hi;
    }
  else
    pairs_extent (r, first, count, lo, hi);
}

char *
valet_report_pair_name (ValetReport *r, const ValetPairScore *pair)
{
  return g_strdup_printf ("%s - %s",
                          valet_tournament_player_display_name (r->tournament, pair->player[0]),
                          valet_tournament_player_display_name (r->tournament, pair->player[1]));
}

void
valet_report_pair_components (ValetReport *r, const ValetPairScore *p,
                              ValetComponents *out)
{
  const double *a = p->avg;
  const guint *n = p->num;
  /* Matchpoint averages are percentages around 50 over their own
   * chances; a share is the distance from 50, weighed by the chances. */
  double mid = valet_report_is_matchpoints (r) ? 50 : 0;
  guint boards = n[VALET_COL_OVERALL];

  memset (out, 0, sizeof *out);
  out->boards = boards;
  out->total = a[VALET_COL_OVERALL];
  if (boards == 0)
    return;
#define SHARE(col) ((a[col] - mid) * n[col] / boards)
  out->share[VALET_COMPONENT_BID] = SHARE (VALET_COL_BID);
  out->share[VALET_COMPONENT_PLAY] = SHARE (VALET_COL_PLAY1) + SHARE (VALET_COL_PLAY2);
  out->share[VALET_COMPONENT_LEAD] = SHARE (VALET_COL_LEAD1) + SHARE (VALET_COL_LEAD2);
  out->share[VALET_COMPONENT_DEF] = SHARE (VALET_COL_DEF);
#undef SHARE
}

static int
round_compare (gconstpointer a, gconstpointer b)
{
  guint x = ((const ValetRoundComponents *) a)->round;
  guint y = ((const ValetRoundComponents *) b)->round;
  return (x > y) - (x < y);
}

static int
round_compare_uint (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;
  return (x > y) - (x < y);
}

static gboolean
same_pair (const ValetPairScore *p, guint a, guint b)
{
  return (p->player[0] == a && p->player[1] == b)
         || (p->player[0] == b && p->player[1] == a);
}

GArray *
valet_report_pair_rounds (ValetReport *r, const ValetPairScore *pair)
{
  GArray *rounds = g_array_new (FALSE, TRUE, sizeof (ValetRoundComponents));
  g_autoptr (GHashTable) index = g_hash_table_new (g_direct_hash, g_direct_equal);
  /* Entries are in the reference's units: matchpoints from -1 to +1 per
   * comparison, which is 50 percentage points either way. */
  double scale = valet_report_is_matchpoints (r) ? 50 : 1;

  for (guint b = 0; b < r->boards->len; b++)
    {
      const BoardSlice *slice = &g_array_index (r->boards, BoardSlice, b);
      for (guint i = 0; i < slice->n; i++)
        {
          const ValetEntry *e = &g_array_index (r->entries, ValetEntry, slice->first + i);
          const ValetResult *res = valet_tournament_result (r->tournament, e->result);
          gboolean ns = same_pair (pair, res->player[VALET_NORTH], res->player[VALET_SOUTH]);
          gboolean ew = same_pair (pair, res->player[VALET_EAST], res->player[VALET_WEST]);
          gpointer found;
          ValetRoundComponents *rc;

          if (!ns && !ew)
            continue;
          if (g_hash_table_lookup_extended (index, GUINT_TO_POINTER (res->round), NULL, &found))
            rc = &g_array_index (rounds, ValetRoundComponents, GPOINTER_TO_UINT (found));
          else
            {
              ValetRoundComponents fresh = { .round = res->round };
              g_array_append_val (rounds, fresh);
              g_hash_table_insert (index, GUINT_TO_POINTER (res->round),
                                   GUINT_TO_POINTER (rounds->len - 1));
              rc = &g_array_index (rounds, ValetRoundComponents, rounds->len - 1);
            }

          /* A passed-out board is seen from North-South. */
          gboolean declares = res->level > 0
                              ? (valet_seat_is_ns (res->declarer) == ns) : ns;
          double sign = declares ? 1 : -1;
          rc->c.boards++;
          rc->c.total += sign * e->overall;
          rc->c.share[VALET_COMPONENT_BID] += sign * e->bid;
          if (res->level == 0)
            continue;
          if (declares)
            rc->c.share[VALET_COMPONENT_PLAY] += e->play;
          else
            {
              if (r->options.lead)
                rc->c.share[VALET_COMPONENT_LEAD] += e->lead;
              rc->c.share[VALET_COMPONENT_DEF] += e->def;
            }
        }
    }

  for (guint i = 0; i < rounds->len; i++)
    {
      ValetComponents *c = &g_array_index (rounds, ValetRoundComponents, i).c;
      double mid = valet_report_is_matchpoints (r) ? 50 : 0;
      c->total = mid + scale * c->total / c->boards;
      for (int k = 0; k < VALET_N_COMPONENTS; k++)
        c->share[k] = scale * c->share[k] / c->boards;
    }
  g_array_sort (rounds, round_compare);
  return rounds;
}

guint
valet_report_n_boards (ValetReport *r)
{
  return r->boards->len;
}

const ValetBoard *
valet_report_board (ValetReport *r, guint index, const ValetEntry **entries,
                    guint *n_entries)
{
  const BoardSlice *slice;

  g_return_val_if_fail (index < r->boards->len, NULL);
  slice = &g_array_index (r->boards, BoardSlice, index);
  if (entries)
    *entries = &g_array_index (r->entries, ValetEntry, slice->first);
  if (n_entries)
    *n_entries = slice->n;
  return slice->board;
}

char *
valet_report_rounds_text (ValetReport *r)
{
  GString *s = g_string_new (NULL);
  guint start = 0, last = 0;
  gboolean open = FALSE;
  g_autoptr (GArray) rounds = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < r->boards->len; i++)
    {
      guint round = g_array_index (r->boards, BoardSlice, i).board->round;
      g_array_append_val (rounds, round);
    }
  g_array_sort (rounds, (GCompareFunc) round_compare_uint);
  for (guint i = 0; i <= rounds->len; i++)
    {
      guint round = i < rounds->len ? g_array_index (rounds, guint, i) : 0;
      if (open && i < rounds->len && (round == last || round == last + 1))
        {
          last = round;
          continue;
        }
      if (open)
        {
          if (s->len)
            g_string_append (s, ", ");
          if (start == last)
            g_string_append_printf (s, "%u", start);
          else
            g_string_append_printf (s, "%u-%u", start, last);
        }
      start = last = round;
      open = TRUE;
    }
  return g_string_free (s, FALSE);
}

char *
valet_report_contract_text (const ValetResult *res)
{
  if (res->level == 0)
    return g_strdup (_("Pass"));
  return g_strdup_printf ("%u%s%s", res->level, valet_denom_short_name (res->denom),
                          valet_multiplier_suffix (res->mult));
}

char *
valet_report_lead_text (const ValetResult *res)
{
  static const char ranks[] = "23456789TJQKA";

  if (res->lead_rank < 2 || res->lead_rank > 14)
    return g_strdup ("");
  return g_strdup_printf ("%s%c", valet_denom_short_name (res->lead_suit),
                          ranks[res->lead_rank - 2]);
}

void
valet_report_tableau_values (ValetReport *r, const ValetTableauRow *row,
                             double v[VALET_TABLEAU_N_VALUES])
{
  /* Matchpoint rows are percentages; the declarers' play is what the
   * defenders' lead and defence leave over, as valet_write_tableau
   * has it. */
  double offset = valet_report_is_matchpoints (r) ? 100 : 0;

  v[VALET_TABLEAU_DECL_OVERALL] = row->overall;
  v[VALET_TABLEAU_DECL_BID] = row->bid;
  v[VALET_TABLEAU_DECL_PLAY] = 1.5 * offset - (row->lead + row->def);
  v[VALET_TABLEAU_DEF_OVERALL] = offset - row->overall;
  v[VALET_TABLEAU_DEF_BID] = offset - row->bid;
  v[VALET_TABLEAU_DEF_LEAD] = row->lead;
  v[VALET_TABLEAU_DEF_DEF] = row->def;
}

const char *
valet_report_tableau_heading (guint column)
{
  switch (column)
    {
    case VALET_TABLEAU_DECL_OVERALL: return _("Declarer overall");
    case VALET_TABLEAU_DECL_BID:     return _("Declarer bid");
    case VALET_TABLEAU_DECL_PLAY:    return _("Declarer play");
    case VALET_TABLEAU_DEF_OVERALL:  return _("Defender overall");
    case VALET_TABLEAU_DEF_BID:      return _("Defender bid");
    case VALET_TABLEAU_DEF_LEAD:     return _("Lead");
    case VALET_TABLEAU_DEF_DEF:
    default:                         return _("Defence");
    }
}
