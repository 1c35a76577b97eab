/* valet-known-boards.h: boards the event knows of that have no result.
 *
 * A board with no result at all has no line in the scores, but the
 * director still needs to reach it to give a table a score.  The file
 * gives evidence of such a board in three ways: a table it marks "Not
 * played" on it; a deal (hand record) for it; or its number lying between
 * two boards of the same round that have results.  Nothing else: no
 * board is made up past the last one the file names. */
#pragma once

#include "valet-run.h"

G_BEGIN_DECLS

typedef struct {
  guint round;
  guint board;
} ValetKnownBoard;

/* The boards of @run's tournament without a result in the rounds @run
 * scores, as ValetKnownBoard, in order of round, then board number,
 * each once.  A deal given for
 * every round (round 0) goes into the round of the board with results
 * nearest below it in number (else above it), or is left out when no
 * board has results. */
GArray *valet_known_boards_without_result (ValetRun *run);

G_END_DECLS
