/* valet-run.c: one scoring run, kept whole. */
#include "config.h"
#include "valet-run.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

/* The mark of a shared rank in ValetRun.shared. */
#define TIED (1u << 31)

#include "valet-confidence.h"
#include "valet-ranking-columns.h"
#include "valet-scoring-run.h"

#include "valet-run-private.h"

typedef struct {
  ValetRun          *run;
  ValetCancelledFunc cancelled;
  gpointer           cancelled_data;
} Scoring;

static gboolean
stop_asked (gpointer data)
{
  Scoring *s = data;

  s->run->cancelled = s->run->cancelled || s->cancelled (s->cancelled_data);
  return s->run->cancelled;
}

/* Each player's boards, and the sums of their declarer play and leads
 * (averaged once all boards are in). */
static void
add_player_totals (ValetRun *run, const ValetEntry *entries, guint n)
{
  ValetScoring scoring = run->options.scoring;

  for (guint i = 0; i < n; i++)
    {
      const ValetEntry *e = &entries[i];
      const ValetResult *r = valet_tournament_result (run->tournament, e->result);
      double w = valet_entry_weight (e, r);
      /* A tag in two seats of one table (a slip, or a placeholder) was
       * at one table: one board. */
      for (guint s = 0; s < 4; s++)
        {
          gboolean again = FALSE;
          for (guint o = 0; o < s; o++)
            again |= r->player[o] == r->player[s] && credits_seat (e, o);
          if (credits_seat (e, s) && !again)
            run->players[r->player[s]].boards += w;
        }
      if (r->level == 0 || r->kind == VALET_RESULT_ARTIFICIAL)
        continue;
      ValetSeat d = r->declarer, l = (d + 1) % 4;
      ValetPlayerTotals *declarer = &run->players[r->player[d]];
      ValetPlayerTotals *leader = &run->players[r->player[l]];
      if (credits_seat (e, d))
        {
          declarer->play += w * valet_scoring_units (scoring, valet_entry_play (e));
          declarer->n_play += w;
        }
      /* Only leads made count (see valet-ranking.c). */
      if (run->options.lead && credits_seat (e, l)
          && (r->lead_rank > 0 || run->options.compat))
        {
          leader->lead += w * valet_scoring_units (scoring, valet_entry_lead (e));
          leader->n_lead += w;
        }
    }
}

static void
keep_board (const ValetBoard *board, const ValetEntry *entries, guint n, gpointer data)
{
  ValetRun *run = data;
  BoardSlice slice = { board, run->entries->len, n };

  g_array_append_vals (run->entries, entries, n);
  g_array_append_val (run->boards, slice);
  add_player_totals (run, entries, n);
}

static int
playing_compare (gconstpointer a, gconstpointer b, gpointer data)
{
  GArray *boards = data;
  const ValetBoard *x = g_array_index (boards, BoardSlice, *(const guint *) a).board;
  const ValetBoard *y = g_array_index (boards, BoardSlice, *(const guint *) b).board;

  if (x->round != y->round)
    return x->round < y->round ? -1 : 1;
  return (x->board > y->board) - (x->board < y->board);
}

gboolean
valet_run_is_mean_column (const ValetRankingColumn *column, const ValetOptions *options)
{
  if (column->kind != VALET_COLUMN_VALUE && column->kind != VALET_COLUMN_VALUE_AND_COUNT)
    return FALSE;
  return column->id != VALET_RANKING_LEAD_AVERAGE || !options->compat;
}

void
valet_table_credit_add (ValetRanking *ranking, const ValetEntry *e, ValetTableCredit *t)
{
  ValetEntryCredit credit;

  valet_ranking_entry_credit (ranking, e, &credit);
  for (guint side = 0; side < 2; side++)
    {
      guint k = t->pair[0] == credit.pair[side] || t->pair[0] == 0 ? 0 : 1;
      t->pair[k] = credit.pair[side];
      for (int c = 0; c < VALET_N_COLS; c++)
        if (credit.has[side][c])
          {
            t->board[k].num[c] += credit.weight;
            t->board[k].sum[c] += credit.weight * credit.value[side][c];
          }
    }
}

/* Every pair's number in every column, table by table: a pair's score
 * at one table is what the table's lines credit it with, averaged as
 * the ranking averages (a weighted score's outcomes by their weights:
 * one board, not one for each outcome); the column's number of that one
 * board is then the board's value, and the column is their mean (before
 * compensation, which moves the mean but not the spread). */
static void
collect_spreads (ValetRun *run)
{
  guint n_pairs = valet_ranking_n_pairs (run->ranking);
  const ValetRankingColumn *cols[VALET_N_RANKING_COLUMNS];
  guint n_cols = 0;
  const ValetEntry *all = (const ValetEntry *) run->entries->data;

  for (guint c = 0; c < VALET_N_RANKING_COLUMNS; c++)
    if (valet_run_is_mean_column (valet_ranking_column (c), &run->options))
      {
        run->spread_slot[c] = (guint8) n_cols;
        cols[n_cols++] = valet_ranking_column (c);
      }
  run->n_spread_columns = n_cols;
  run->spreads = g_new0 (ValetSpread, MAX (n_pairs, 1) * MAX (n_cols, 1));
  for (guint b = 0; b < run->boards->len; b++)
    {
      const BoardSlice *slice = &g_array_index (run->boards, BoardSlice, b);
      for (guint i = slice->first; i < slice->first + slice->n; i++)
        {
          const ValetResult *r = valet_tournament_result (run->tournament, all[i].result);
          guint table = valet_tournament_table_of (run->tournament, all[i].result);
          ValetTableCredit t = { { 0 } };

          /* A table's lines go in with its first. */
          if (table != all[i].result)
            continue;
          valet_table_credit_add (run->ranking, &all[i], &t);
          for (guint j = i + 1; valet_result_is_partial (r) && j < slice->first + slice->n; j++)
            if (valet_tournament_table_of (run->tournament, all[j].result) == table)
              valet_table_credit_add (run->ranking, &all[j], &t);

          for (guint side = 0; side < 2; side++)
            {
              if (t.pair[side] == 0)
                continue;
              valet_pair_score_average (&t.board[side], run->options.scoring);
              ValetSpread *spreads = run->spreads + (t.pair[side] - 1) * n_cols;
              for (guint k = 0; k < n_cols; k++)
                {
                  double v;
                  guint n;
                  valet_ranking_column_value (cols[k], &t.board[side], &run->options,
                                              VALET_WEIGH_BY_LEADS, &v, &n);
                  if (n > 0)
                    valet_spread_add (&spreads[k], v);
                }
            }
        }
    }
}

static const ValetSpread *
pair_spread (ValetRun *run, const ValetPairScore *pair, ValetRankingColumnId column)
{
  if (run->spreads == NULL || column >= VALET_N_RANKING_COLUMNS
      || !valet_run_is_mean_column (valet_ranking_column (column), &run->options))
    return NULL;
  return &run->spreads[(pair->number - 1) * run->n_spread_columns + run->spread_slot[column]];
}

/* valet_run_column_error() once the spreads are there. */
static gboolean
column_error_now (ValetRun *run, const ValetPairScore *pair, ValetRankingColumnId column,
                  double *error, double *half_width)
{
  const ValetSpread *spread = pair_spread (run, pair, column);

  return spread != NULL && valet_spread_error (spread, error, half_width);
}

/* The reach of the bars of the ranked pairs from @first, @count of them,
 * and of the whiskers of their totals' 95 % intervals. */
static void
pairs_extent (ValetRun *run, guint first, guint count, double *lo, double *hi)
{
  double mid = valet_run_is_matchpoints (run) ? 50 : 0;

  *lo = *hi = 0;
  for (guint i = first; i < first + count; i++)
    {
      const ValetPairScore *p = g_ptr_array_index (run->ranked, i);
      ValetComponents c;
      double neg = 0, pos = 0, half = 0;
      valet_run_pair_components (run, p, &c);
      if (!column_error_now (run, p, VALET_RANKING_OVERALL, NULL, &half))
        half = 0;
      for (int k = 0; k < VALET_N_COMPONENTS; k++)
        {
          if (c.share[k] < 0)
            neg += c.share[k];
          else
            pos += c.share[k];
        }
      *lo = MIN (*lo, MIN (neg, c.total - mid - half));
      *hi = MAX (*hi, MAX (pos, c.total - mid + half));
    }
}

/* What the published ranking ranks @p by: the score as played, the
 * luck-free score, or the order's key (valet_pair_score_key()). */
static double
rank_key (ValetRun *run, const ValetPairScore *p)
{
  if (valet_ranking_rank_column (&run->options) == VALET_RANKING_BUTLER)
    return p->avg[VALET_COL_BUTLER];
  return valet_pair_score_key (p, run->options.order);
}

static int
rank_compare (gconstpointer a, gconstpointer b, gpointer data)
{
  const ValetPairScore *x = *(const ValetPairScore *const *) a;
  const ValetPairScore *y = *(const ValetPairScore *const *) b;
  double kx = rank_key (data, x), ky = rank_key (data, y);

  if (kx != ky)
    return kx > ky ? -1 : 1;
  /* Ties keep the order of first appearance, as the ranking's. */
  return (x->number > y->number) - (x->number < y->number);
}

/* The ranking's key of @p as it is shown (a pair's averages are in the
 * listing's units already, matchpoints in per cent), at the listing's
 * decimals, so that pairs that read the same are the same. */
static gint64
shown_key (ValetRun *run, const ValetPairScore *p)
{
  double scale = pow (10, valet_scoring_decimals (run->options.scoring));

  return (gint64) llround (rank_key (run, p) * scale);
}

/* Pairs whose keys read the same share the better rank (1, 2, 2, 4),
 * as a director publishes a ranking. */
static void
share_ranks (ValetRun *run)
{
  guint n = run->ranked->len;
  gint64 previous = 0;

  run->shared = g_new0 (guint, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      gint64 key = shown_key (run, g_ptr_array_index (run->ranked, i));
      if (i > 0 && key == previous)
        {
          run->shared[i] = (run->shared[i - 1] & ~TIED) | TIED;
          run->shared[i - 1] |= TIED;
        }
      else
        run->shared[i] = i + 1;
      previous = key;
    }
}

/* How many results the run scores: those of the rounds selected. */
static guint
n_scored (ValetTournament *t, const ValetOptions *options)
{
  guint n = valet_tournament_n_results (t), scored = 0;

  if (options->rounds == NULL)
    return n;
  for (guint i = 0; i < n; i++)
    scored += valet_options_round_selected (options, valet_tournament_result (t, i)->round);
  return scored;
}

/* The spreads, and the extent of all pairs' bars that their whiskers
 * reach, worked out once whichever thread asks first; no spreads for a
 * cancelled run. */
static void
ensure_spreads (ValetRun *run)
{
  if (g_once_init_enter (&run->spreads_done))
    {
      if (!run->cancelled)
        collect_spreads (run);
      /* Once here, so that charts of every page of a long ranking share
       * the scale without each walking all pairs again. */
      pairs_extent (run, 0, run->ranked->len, &run->extent_lo, &run->extent_hi);
      g_once_init_leave (&run->spreads_done, 1);
    }
}

static ValetRun *
run_new (ValetTournament *tournament, const ValetOptions *options, gpointer owner,
         GDestroyNotify release_owner, ValetCancelledFunc cancelled,
         gpointer cancelled_data, gboolean spreads_now)
{
  ValetRun *run = g_new0 (ValetRun, 1);
  guint n_players = valet_tournament_n_players (tournament);
  Scoring scoring = { run, cancelled, cancelled_data };

  valet_tournament_seal (tournament);
  g_atomic_ref_count_init (&run->ref);
  run->tournament = tournament;
  run->owner = owner;
  run->release_owner = release_owner;
  run->options = *options;
  if (options->rounds)
    run->options.rounds = g_array_copy (options->rounds);
  /* Artificial scores have their column wherever the ranking is shown. */
  if (valet_tournament_has_adjusted (tournament, TRUE))
    run->options.columns |= VALET_EXTRA_ADJUSTED;
  /* Sized once for every result scored: grown by doubling, the array of
   * a field of millions would hold up to twice the room it needs, and
   * each reallocation a second copy while it moves. */
  run->entries = g_array_sized_new (FALSE, FALSE, sizeof (ValetEntry),
                                    n_scored (tournament, &run->options));
  run->boards = g_array_new (FALSE, FALSE, sizeof (BoardSlice));
  run->players = g_new0 (ValetPlayerTotals, MAX (n_players, 1));
  run->ranking = valet_score_tournament_cancellable (tournament, &run->options, keep_board,
                                                     run, cancelled ? stop_asked : NULL,
                                                     &scoring);

  for (guint i = 0; i < n_players; i++)
    {
      ValetPlayerTotals *p = &run->players[i];
      p->play = p->n_play ? p->play / p->n_play : 0;
      p->lead = p->n_lead ? p->lead / p->n_lead : 0;
    }

  /* Boards are scored in the reference's text order ("10|1" before
   * "2|1"); readers expect round 2 before round 10. */
  run->playing = g_array_sized_new (FALSE, FALSE, sizeof (guint), run->boards->len);
  for (guint i = 0; i < run->boards->len; i++)
    g_array_append_val (run->playing, i);
  g_array_sort_with_data (run->playing, playing_compare, run->boards);

  run->ranked = g_ptr_array_new ();
  run->unranked = g_ptr_array_new ();
  for (guint i = 0; i < valet_ranking_n_pairs (run->ranking); i++)
    {
      const ValetPairScore *p = valet_ranking_pair (run->ranking, i);
      guint boards = (guint) lround (p->num[VALET_COL_OVERALL]);
      if (boards > 0)
        g_ptr_array_add (boards >= run->options.min_hands && !p->placeholder
                         ? run->ranked : run->unranked,
                         (gpointer) p);
    }
  /* The ranking is in the reference's order, which its text and CSV
   * keep; the published one ranks by the score as played. */
  if (valet_ranking_rank_column (&run->options) == VALET_RANKING_BUTLER)
    {
      g_ptr_array_sort_with_data (run->ranked, rank_compare, run);
      g_ptr_array_sort_with_data (run->unranked, rank_compare, run);
    }
  share_ranks (run);
  if (spreads_now)
    ensure_spreads (run);
  return run;
}

ValetRun *
valet_run_new (ValetTournament *tournament, const ValetOptions *options, gpointer owner,
               GDestroyNotify release_owner, ValetCancelledFunc cancelled,
               gpointer cancelled_data)
{
  return run_new (tournament, options, owner, release_owner, cancelled, cancelled_data, TRUE);
}

ValetRun *
valet_run_new_spreads_later (ValetTournament *tournament, const ValetOptions *options,
                             ValetCancelledFunc cancelled, gpointer cancelled_data)
{
  return run_new (tournament, options, NULL, NULL, cancelled, cancelled_data, FALSE);
}

ValetRun *
valet_run_ref (ValetRun *run)
{
  g_atomic_ref_count_inc (&run->ref);
  return run;
}

void
valet_run_unref (ValetRun *run)
{
  if (run == NULL || !g_atomic_ref_count_dec (&run->ref))
    return;
  g_ptr_array_unref (run->ranked);
  g_ptr_array_unref (run->unranked);
  g_free (run->shared);
  valet_ranking_free (run->ranking);
  g_array_unref (run->playing);
  g_array_unref (run->boards);
  g_array_unref (run->entries);
  g_free (run->players);
  g_free (run->spreads);
  valet_options_clear (&run->options);
  if (run->release_owner != NULL)
    run->release_owner (run->owner);
  g_free (run);
}

gboolean
valet_run_is_cancelled (ValetRun *run)
{
  return run->cancelled;
}

ValetTournament *
valet_run_tournament (ValetRun *run)
{
  return run->tournament;
}

const ValetOptions *
valet_run_options (ValetRun *run)
{
  return &run->options;
}

ValetRanking *
valet_run_ranking (ValetRun *run)
{
  return run->ranking;
}

gboolean
valet_run_is_matchpoints (ValetRun *run)
{
  return run->options.scoring == VALET_SCORING_MATCHPOINTS;
}

guint
valet_run_n_boards (ValetRun *run)
{
  return run->boards->len;
}

static const ValetBoard *
slice_board (ValetRun *run, guint slot, const ValetEntry **entries, guint *n_entries)
{
  const BoardSlice *slice = &g_array_index (run->boards, BoardSlice, slot);

  if (entries)
    *entries = &g_array_index (run->entries, ValetEntry, slice->first);
  if (n_entries)
    *n_entries = slice->n;
  return slice->board;
}

const ValetBoard *
valet_run_board (ValetRun *run, guint index, const ValetEntry **entries, guint *n_entries)
{
  g_return_val_if_fail (index < run->boards->len, NULL);
  return slice_board (run, g_array_index (run->playing, guint, index), entries, n_entries);
}

const ValetBoard *
valet_run_board_scored (ValetRun *run, guint index, const ValetEntry **entries,
                        guint *n_entries)
{
  g_return_val_if_fail (index < run->boards->len, NULL);
  return slice_board (run, index, entries, n_entries);
}

int
valet_run_board_datum (ValetRun *run, guint index)
{
  const ValetBoard *board = valet_run_board (run, index, NULL, NULL);
  g_autofree int *scores = g_new (int, MAX (board->n_results, 1));
  guint n = 0;

  /* The tables played, as the board scorer compares them: an
   * artificial score stands apart. */
  for (guint i = 0; i < board->n_results; i++)
    {
      const ValetResult *r = valet_tournament_result (run->tournament, board->results[i]);
      if (r->kind == VALET_RESULT_ARTIFICIAL)
        continue;
      scores[n++] = r->level == 0 ? 0
        : valet_ns_score (r->level, r->denom, r->mult, r->declarer,
                          valet_board_vulnerable (board->board, r->declarer), r->tricks);
    }
  gboolean extremes;
  ValetDatumRule rule = valet_options_board_datum (&run->options, &extremes);
  return valet_datum_of_scores (&rule, extremes, scores, n);
}

static int
uint_compare (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;
  return (x > y) - (x < y);
}

char *
valet_run_rounds_text (ValetRun *run)
{
  GString *s = g_string_new (NULL);
  guint start = 0, last = 0;
  gboolean open = FALSE;
  g_autoptr (GArray) rounds = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < run->boards->len; i++)
    {
      guint round = g_array_index (run->boards, BoardSlice, i).board->round;
      g_array_append_val (rounds, round);
    }
  g_array_sort (rounds, uint_compare);
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

guint
valet_run_n_ranked (ValetRun *run)
{
  return run->ranked->len;
}

guint
valet_run_shared_rank (ValetRun *run, guint position, gboolean *tied)
{
  g_return_val_if_fail (position < run->ranked->len, 0);
  if (tied != NULL)
    *tied = (run->shared[position] & TIED) != 0;
  return run->shared[position] & ~TIED;
}

char *
valet_run_ranked_label (ValetRun *run, guint position)
{
  gboolean tied;
  guint rank = valet_run_shared_rank (run, position, &tied);
  g_autofree char *name = valet_run_pair_name (run, valet_run_ranked (run, position));

  return g_strdup_printf (tied ? "%u= %s" : "%u. %s", rank, name);
}

char *
valet_run_unranked_title (ValetRun *run)
{
  gboolean few = FALSE, placeholder = FALSE, self_pair = FALSE;
  guint min = run->options.min_hands;

  for (guint i = 0; i < run->unranked->len; i++)
    {
      const ValetPairScore *p = g_ptr_array_index (run->unranked, i);
      if (!p->placeholder)
        few = TRUE;
      else if (p->player[0] == p->player[1]
               && !valet_tournament_player_is_placeholder (run->tournament, p->player[0]))
        self_pair = TRUE;
      else
        placeholder = TRUE;
    }
  if (few && placeholder)
    return g_strdup_printf (ngettext ("Pairs with fewer than %u board, or with a placeholder player",
                                      "Pairs with fewer than %u boards, or with a placeholder player",
                                      min), min);
  if (few && self_pair)
    return g_strdup_printf (ngettext ("Pairs with fewer than %u board, or whose two players "
                                      "are one tag",
                                      "Pairs with fewer than %u boards, or whose two players "
                                      "are one tag", min), min);
  if (placeholder)
    return g_strdup (_("Pairs with a placeholder player"));
  if (self_pair)
    return g_strdup (_("Pairs whose two players are one tag"));
  return g_strdup_printf (ngettext ("Pairs with fewer than %u board",
                                    "Pairs with fewer than %u boards", min), min);
}

char *
valet_run_placeholder_note (ValetRun *run, guint player)
{
  ValetTournament *t = run->tournament;

  if (!valet_tournament_player_is_placeholder (t, player))
    return NULL;
  return g_strdup_printf (_("“%s” is a placeholder, not one player: the results put it "
                            "at %u tables of one board"),
                          valet_tournament_player_tag (t, player),
                          valet_tournament_player_most_tables (t, player));
}

char *
valet_run_unranked_reason (ValetRun *run, const ValetPairScore *pair)
{
  if (!pair->placeholder)
    return g_strdup (_("Not ranked: fewer boards than the minimum"));
  g_autofree char *note = valet_run_placeholder_note (run, pair->player[0]);
  if (note == NULL)
    note = valet_run_placeholder_note (run, pair->player[1]);
  if (note == NULL)
    return g_strdup_printf (_("Not ranked: “%s” is both players of this pair (expected two "
                              "players; a placeholder, or a slip in the results)"),
                            valet_tournament_player_tag (run->tournament, pair->player[0]));
  /* Translators: %s says why, "“999” is a placeholder, not one player: ..." */
  return g_strdup_printf (_("Not ranked: %s"), note);
}

guint
valet_run_n_unranked (ValetRun *run)
{
  return run->unranked->len;
}

const ValetPairScore *
valet_run_unranked (ValetRun *run, guint index)
{
  g_return_val_if_fail (index < run->unranked->len, NULL);
  return g_ptr_array_index (run->unranked, index);
}

const ValetPairScore *
valet_run_ranked (ValetRun *run, guint position)
{
  g_return_val_if_fail (position < run->ranked->len, NULL);
  return g_ptr_array_index (run->ranked, position);
}

char *
valet_run_pair_name (ValetRun *run, const ValetPairScore *pair)
{
  /* Display names: the ranking's own pair name gives the bytes as read,
   * which need not be UTF-8. */
  return g_strdup_printf ("%s - %s",
                          valet_tournament_player_display_name (run->tournament, pair->player[0]),
                          valet_tournament_player_display_name (run->tournament, pair->player[1]));
}

char *
valet_run_pair_team (ValetRun *run, const ValetPairScore *pair)
{
  const char *a = valet_tournament_player_team (run->tournament, pair->player[0]);
  const char *b = valet_tournament_player_team (run->tournament, pair->player[1]);

  if (a == NULL || b == NULL || g_strcmp0 (a, b) == 0)
    return g_strdup (a ? a : b);
  return g_strdup_printf ("%s / %s", a, b);
}

gboolean
valet_run_has_teams (ValetRun *run)
{
  for (guint i = 0; i < valet_tournament_n_players (run->tournament); i++)
    if (valet_tournament_player_team (run->tournament, i) != NULL)
      return TRUE;
  return FALSE;
}

void
valet_run_bar_extent (ValetRun *run, guint first, guint count, double *lo, double *hi)
{
  guint n = run->ranked->len;

  ensure_spreads (run);
  first = MIN (first, n);
  count = MIN (count, n - first);
  if (first == 0 && count == n)
    {
      *lo = run->extent_lo;
      *hi = run->extent_hi;
    }
  else
    pairs_extent (run, first, count, lo, hi);
}

const ValetPlayerTotals *
valet_run_player_totals (ValetRun *run, guint player)
{
  g_return_val_if_fail (player < valet_tournament_n_players (run->tournament), NULL);
  return &run->players[player];
}

gboolean
valet_run_column_error (ValetRun *run, const ValetPairScore *pair,
                        ValetRankingColumnId column, double *error, double *half_width)
{
  ensure_spreads (run);
  return column_error_now (run, pair, column, error, half_width);
}

/* The column a ranking's order ranks by, when it is one; the others
 * rank by sums of columns. */
static gboolean
order_column (const ValetOptions *options, ValetRankingColumnId *out)
{
  switch (options->order)
    {
    case VALET_ORDER_OVERALL:  *out = valet_ranking_rank_column (options); return TRUE;
    case VALET_ORDER_BIDDING:  *out = VALET_RANKING_BID; return TRUE;
    case VALET_ORDER_DEFENSE:  *out = VALET_RANKING_DEFENCE; return TRUE;
    default:                   return FALSE;
    }
}

gboolean
valet_run_separable (ValetRun *run, guint position)
{
  g_return_val_if_fail (position < run->ranked->len, TRUE);
  return position == 0 || valet_run_separable_from (run, position, position - 1);
}

gboolean
valet_run_separable_from (ValetRun *run, guint position, guint above)
{
  ValetRankingColumnId id;
  double v[2], h[2];
  guint at[2] = { position, above };

  g_return_val_if_fail (position < run->ranked->len && above < run->ranked->len, TRUE);
  if (!order_column (&run->options, &id))
    return TRUE;
  for (guint k = 0; k < 2; k++)
    {
      const ValetPairScore *p = g_ptr_array_index (run->ranked, at[k]);
      if (!valet_run_column_error (run, p, id, NULL, &h[k]))
        return TRUE;
      valet_ranking_column_value (valet_ranking_column (id), p, &run->options,
                                  VALET_WEIGH_BY_LEADS, &v[k], NULL);
    }
  return fabs (v[1] - v[0]) > h[0] + h[1];
}

gboolean
valet_run_field_spread (ValetRun *run, ValetRankingColumnId column, double *deviation,
                        guint *n_pairs)
{
  ValetSpread field = { 0 };

  if (column >= VALET_N_RANKING_COLUMNS
      || !valet_run_is_mean_column (valet_ranking_column (column), &run->options))
    return FALSE;
  for (guint i = 0; i < run->ranked->len; i++)
    {
      double v;
      guint n;
      valet_ranking_column_value (valet_ranking_column (column),
                                  g_ptr_array_index (run->ranked, i), &run->options,
                                  VALET_WEIGH_BY_LEADS, &v, &n);
      if (n > 0)
        valet_spread_add (&field, v);
    }
  if (n_pairs)
    *n_pairs = field.n;
  return valet_spread_deviation (&field, deviation);
}

gboolean
valet_run_component_spread (ValetRun *run, ValetComponent component, double *deviation,
                            guint *n_pairs)
{
  ValetSpread field = { 0 };

  g_return_val_if_fail (component <= VALET_N_COMPONENTS, FALSE);
  for (guint i = 0; i < run->ranked->len; i++)
    {
      ValetComponents c;
      valet_run_pair_components (run, g_ptr_array_index (run->ranked, i), &c);
      valet_spread_add (&field, component == VALET_N_COMPONENTS ? c.total : c.share[component]);
    }
  if (n_pairs)
    *n_pairs = field.n;
  return valet_spread_deviation (&field, deviation);
}
