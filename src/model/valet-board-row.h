/* valet-board-row.h: one scored board, with its tableaux and its
 * traveller built when first asked for. */
#pragma once

#include <gio/gio.h>
#include "valet-board-scorer.h"
#include "valet-run.h"
#include "valet-source.h"

G_BEGIN_DECLS

#define VALET_TYPE_BOARD_ROW (valet_board_row_get_type ())
G_DECLARE_FINAL_TYPE (ValetBoardRow, valet_board_row, VALET, BOARD_ROW, GObject)

/* The board at @index (playing order) of @run, scored from @source.
 * The row keeps a reference on @run and reads the board's entries where
 * the run keeps them: a field of millions of results is not held twice. */
ValetBoardRow    *valet_board_row_new           (ValetSource        *source,
                                                 ValetRun           *run,
                                                 guint               index);
/* Board @board of @round, which the event knows of (valet-known-boards.h)
 * but which has no result: no entries, an empty tableau and traveller,
 * 0 results, a datum of 0. */
ValetBoardRow    *valet_board_row_new_empty     (ValetSource        *source,
                                                 ValetRun           *run,
                                                 guint               round,
                                                 guint               board);

guint             valet_board_row_get_round     (ValetBoardRow *self);
guint             valet_board_row_get_board     (ValetBoardRow *self);
ValetScoring      valet_board_row_get_scoring   (ValetBoardRow *self);
/* The datum the tables' scores were measured against, North-South. */
int               valet_board_row_get_datum     (ValetBoardRow *self);
guint             valet_board_row_get_n_entries (ValetBoardRow *self);
const ValetEntry *valet_board_row_get_entry     (ValetBoardRow *self,
                                                 guint          i);
/* ValetTableauItem, sorted by key as in the engine's tableau. */
GListModel       *valet_board_row_get_tableau   (ValetBoardRow *self);
/* ValetResultRow, in the order of the scores file. */
GListModel       *valet_board_row_get_traveller (ValetBoardRow *self);

/* Rows of the same board (round and number) are equal: a GHashFunc and
 * a GEqualFunc. */
guint             valet_board_row_hash          (gconstpointer  row);
gboolean          valet_board_row_equal         (gconstpointer  a,
                                                 gconstpointer  b);
/* Takes the results of @from, a row of the same board from a later run:
 * the tableau and traveller asked for after this are those of @from. */
void              valet_board_row_update        (ValetBoardRow *self,
                                                 ValetBoardRow *from);

/* Whether the run split the opening lead: without it the rows it makes
 * have no lead score (the defence is the defenders' whole share). */
gboolean            valet_board_row_splits_lead (ValetBoardRow *self);

G_END_DECLS
