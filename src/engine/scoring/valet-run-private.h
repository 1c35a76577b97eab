/* valet-run-private.h: what a run holds, for the files of the run
 * (valet-run.c keeps it whole; valet-run-rounds.c sums its pairs'
 * components and rounds from it). */
#pragma once

#include "valet-run.h"
#include "valet-confidence.h"

G_BEGIN_DECLS

typedef struct {
  const ValetBoard *board;
  guint             first;      /* into ValetRun.entries */
  guint             n;
} BoardSlice;

struct _ValetRun {
  gatomicrefcount    ref;
  ValetTournament   *tournament;
  gpointer           owner;
  GDestroyNotify     release_owner;
  ValetOptions       options;
  ValetRanking      *ranking;
  gboolean           cancelled;
  GArray            *entries;   /* ValetEntry, board after board */
  GArray            *boards;    /* BoardSlice, in the order scored */
  GArray            *playing;   /* guint: index into boards, in playing order */
  GPtrArray         *ranked;    /* const ValetPairScore *, borrowed */
  GPtrArray         *unranked;  /* the same, with boards but too few */
  guint             *shared;    /* valet_run_shared_rank() by position, tied << 31 */
  double             extent_lo; /* valet_run_bar_extent() of every pair */
  double             extent_hi;
  ValetPlayerTotals *players;   /* by player */
  /* Each pair's boards in each ranking column that is a mean
   * (valet_run_is_mean_column()): pair number - 1 times n_spread_columns
   * plus the column's spread_slot.  None for the other columns: 3 of 17
   * spreads a pair fewer. */
  ValetSpread       *spreads;
  /* Set once the spreads are worked out (g_once_init_enter()): in
   * valet_run_new(), or on first asking for a run made by
   * valet_run_new_spreads_later(). */
  gsize              spreads_done;
  guint              n_spread_columns;
  guint8             spread_slot[VALET_N_RANKING_COLUMNS];
};

/* TRUE when @column's number is a mean over the pair's boards (or
 * chances), so that its spread over them says how sure it is.  Valet
 * 1.1's average lead is not: it divides the leads by the hands
 * declared.  The run's intervals and the team ranking's both ask. */
gboolean valet_run_is_mean_column (const ValetRankingColumn *column,
                                   const ValetOptions       *options);

/* One table's credit to each of its two pairs, summed over its lines:
 * a weighted score's outcomes each by its weight, a split score's line
 * for each side.  A pair's spread is taken table by table from it. */
typedef struct {
  guint          pair[2];
  ValetPairScore board[2];
} ValetTableCredit;

void     valet_table_credit_add   (ValetRanking             *ranking,
                                   const ValetEntry         *e,
                                   ValetTableCredit         *t);

/* TRUE when @e scores the pair sitting at @seat (one side's line of a
 * split score scores that side only). */
static inline gboolean
credits_seat (const ValetEntry *e, ValetSeat seat)
{
  return e->side == VALET_SIDE_BOTH
         || (e->side == VALET_SIDE_NS) == valet_seat_is_ns (seat);
}

/* TRUE when the score is the average of bid and play rather than their
 * sum: matchpoints by the principles (see valet-board-scorer.h). */
static inline gboolean
averaged (ValetRun *run)
{
  return valet_run_is_matchpoints (run) && !run->options.compat;
}

G_END_DECLS
