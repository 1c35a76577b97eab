/* valet-adjusted-board.h: a board with a weighted or split score.
 *
 * Boards whose results are all whole (played or assigned, and artificial
 * scores) are scored by valet-board-scorer.c, fast and in the reference
 * program's single precision; a board with a weighted or split score by
 * valet-adjusted-board.c, which weighs each line.  Both make their
 * entries the same way (valet-entry.h), and this one calls nothing of
 * the other's.
 */
#pragma once

#include "valet-entry.h"

G_BEGIN_DECLS

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
