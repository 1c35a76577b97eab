/* valet-board-scorer.h: the Valet split of every result on one board.
 *
 * For each table result the scorer gives the overall score (Butler IMPs,
 * IMPs across the field or matchpoints, in the reference program's units)
 * and its split into bidding, declarer play, opening lead and the rest of
 * the defence, following "The Valet Score: Principles" and the reference
 * program where the text leaves room.
 */
#pragma once

#include <glib.h>
#include "valet-entry.h"
#include "valet-options.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

typedef struct _ValetBoardScorer ValetBoardScorer;

ValetBoardScorer *valet_board_scorer_new   (const ValetOptions *options);
void              valet_board_scorer_free  (ValetBoardScorer *scorer);

/* The most tables any board of the run has (valet_board_tables()):
 * the N of Neuberg's factoring, when the options ask for it. */
void              valet_board_scorer_set_most_tables (ValetBoardScorer *scorer,
                                                      double            tables);
/* The tables @board's results were played at: the outcomes of a
 * weighted score count as one table, a split score's lines as one, an
 * artificial score as one. */
double            valet_board_tables       (ValetTournament  *tournament,
                                            const ValetBoard *board);

/* Fills @entries (one per result of @board, in the board's order). */
void              valet_board_scorer_score (ValetBoardScorer *scorer,
                                            ValetTournament  *tournament,
                                            const ValetBoard *board,
                                            ValetEntry       *entries);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetBoardScorer, valet_board_scorer_free)

G_END_DECLS
