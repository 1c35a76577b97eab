/* valet-board-scorer-private.h: what the two scorers of a board share.
 *
 * Boards whose results are all whole (played or assigned, and artificial
 * scores) are scored by valet-board-scorer.c, fast and in the reference
 * program's single precision; a board with a weighted or split score by
 * valet-adjusted-board.c, which weighs each line.  Both make their
 * entries the same way.
 */
#pragma once
#include "valet-board-scorer.h"

G_BEGIN_DECLS

/* The entry of result @r (number @index in the tournament) from its
 * North-South total, plain score, bidding and lead share. */
void valet_entry_from_totals    (const ValetOptions *options,
                                 const ValetResult  *r,
                                 guint               index,
                                 double              total,
                                 double              plain,
                                 double              bid,
                                 double              lead,
                                 ValetEntry         *e);

/* The entry of an artificial score: each side's percentage as its
 * equivalent (valet_adjusted_value()), nothing split. */
void valet_entry_artificial     (const ValetOptions *options,
                                 const ValetResult  *r,
                                 guint               index,
                                 ValetEntry         *e);

/* Scores the @n lines played on board @board, some of them parts of
 * weighted or split scores: @res[k] is result number @index[k], and its
 * entry goes to @out[k]. */
void valet_score_adjusted_board (const ValetOptions       *options,
                                 guint                     board,
                                 const ValetResult *const *res,
                                 const guint              *index,
                                 guint                     n,
                                 ValetEntry *const        *out);

G_END_DECLS
