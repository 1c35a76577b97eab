/* valet-ranking.h: pair totals of a scoring run, and their order.
 *
 * Entries of every board are added in turn; each is credited to the
 * declaring pair (overall, bidding, the declarer's play) and to the
 * defending pair (overall and bidding negated, the opening leader's lead,
 * the defence).  valet_ranking_finish() then averages, optionally
 * compensates for the opponents' strength, and sorts.
 */
#pragma once

#include <glib.h>
#include "valet-board-scorer.h"
#include "valet-options.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

typedef enum {
  VALET_COL_OVERALL = 0,
  VALET_COL_BID,
  VALET_COL_PLAY1,      /* declarer play of the pair's first player */
  VALET_COL_PLAY2,
  VALET_COL_LEAD1,      /* opening leads of the first player */
  VALET_COL_LEAD2,
  VALET_COL_DEF,        /* defence other than the lead */
  VALET_COL_BUTLER,     /* the plain score, beside the cloud's fair one */
  VALET_COL_ADJUSTED,   /* artificial scores (Law 12C2), per such board */
  VALET_N_COLS
} ValetColumn;

typedef struct {
  guint  number;        /* 1-based, in order of first appearance */
  guint  player[2];     /* player indices; player[0] has the lower tag */
  /* How many chances each column counts: boards, hands declared,
   * leads.  An outcome of a weighted score counts as its weight. */
  double num[VALET_N_COLS];
  double sum[VALET_N_COLS];
  /* Average per chance (per board for overall and bid, per declared hand
   * for play, ...), matchpoints as percentages, compensation included
   * (added to it in valet_ranking_finish(), not kept apart: a field of
   * millions has tens of thousands of pairs). */
  double avg[VALET_N_COLS];
  /* One of its players is a placeholder (see
   * valet_tournament_player_is_placeholder()), or one tag is both its
   * players: no partnership, listed, not ranked. */
  gboolean placeholder;
} ValetPairScore;

typedef struct _ValetRanking ValetRanking;

/* What one entry credits to the two pairs at its table: side 0 declared
 * (North-South on a passed-out board or an artificial score), side 1
 * defended.  pair[] are the pairs' numbers; value[s][c] is added to
 * column c of side s where has[s][c], counting weight chances (the
 * entry's weight; 1 but for an outcome of a weighted score).  One
 * side's line of a split score credits that side only. */
typedef struct {
  guint    pair[2];
  gboolean has[2][VALET_N_COLS];
  double   value[2][VALET_N_COLS];
  double   weight;
} ValetEntryCredit;

ValetRanking         *valet_ranking_new        (ValetTournament    *tournament,
                                                const ValetOptions *options);
void                  valet_ranking_free       (ValetRanking *ranking);

void                  valet_ranking_add_board  (ValetRanking     *ranking,
                                                const ValetEntry *entries,
                                                guint             n_entries);
void                  valet_ranking_finish     (ValetRanking *ranking);
/* The credits of an entry, as valet_ranking_add_board() adds them; for
 * an entry of a board already added. */
void                  valet_ranking_entry_credit (ValetRanking     *ranking,
                                                  const ValetEntry *entry,
                                                  ValetEntryCredit *out);
/* A pair's averages from its sums alone (no compensation), as
 * valet_ranking_finish() takes them: matchpoints as percentages. */
void                  valet_pair_score_average (ValetPairScore *pair,
                                                ValetScoring    scoring);

/* Pairs in ranking order (after finish). */
guint                 valet_ranking_n_pairs    (ValetRanking *ranking);
const ValetPairScore *valet_ranking_pair       (ValetRanking *ranking,
                                                guint         position);
/* "First Player - Second Player". */
char                 *valet_ranking_pair_name  (ValetRanking         *ranking,
                                                const ValetPairScore *pair);
/* The same in UTF-8 whatever the input's encoding
 * (valet_tournament_player_utf8_name()). */
char                 *valet_ranking_pair_display_name (ValetRanking         *ranking,
                                                       const ValetPairScore *pair);

/* Sort key of a pair for an order: larger ranks higher. */
double                valet_pair_score_key     (const ValetPairScore *pair,
                                                ValetOrder            order);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetRanking, valet_ranking_free)

G_END_DECLS
