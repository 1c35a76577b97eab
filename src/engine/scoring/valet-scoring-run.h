/* valet-scoring-run.h: a whole scoring run, tournament + options -> ranking.
 *
 * A run is a pure function of its inputs, so it may run in a worker
 * thread and be repeated whenever an option changes.
 */
#pragma once

#include <glib.h>
#include "valet-board-scorer.h"
#include "valet-options.h"
#include "valet-ranking.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* Called once per scored board with its entries. */
typedef void (*ValetBoardFunc) (const ValetBoard *board,
                                const ValetEntry *entries,
                                guint             n_entries,
                                gpointer          user_data);

/* Scores every board of the selected rounds and returns the finished
 * ranking.  (The run calls the cancellable one below; this one is the
 * tests' and the fuzz targets', which score a tournament whole.)  Boards are visited in the reference program's order (by the
 * text "round|board"), which fixes the pairs' numbering and so the order
 * of tied pairs. */
ValetRanking *valet_score_tournament (ValetTournament    *tournament,
                                      const ValetOptions *options,
                                      ValetBoardFunc      board_func,
                                      gpointer            user_data);

/* The same, asking @cancelled (when not NULL) between boards: when it
 * says so, the boards left are not scored, and the ranking returned is
 * of those before. */
ValetRanking *valet_score_tournament_cancellable (ValetTournament    *tournament,
                                                  const ValetOptions *options,
                                                  ValetBoardFunc      board_func,
                                                  gpointer            user_data,
                                                  ValetCancelledFunc  cancelled,
                                                  gpointer            cancelled_data);

/* The most boards any partnership played in the rounds @options select
 * (a weighted score's outcomes making one): what a qualifying share of
 * boards is a share of.  Pairs with a placeholder are not counted. */
guint         valet_most_boards_played           (ValetTournament    *tournament,
                                                  const ValetOptions *options);

G_END_DECLS
