/* valet-board-view.h: the list of boards and, for the selected board,
 * its declarer and defender tableaux and its traveller. */
#pragma once

#include "valet-board-row.h"
#include "valet-document-view.h"
#include "valet-dd-columns.h"
#include "valet-dd-panel.h"
#include "valet-hand-diagram.h"
#include "valet-result-row.h"

G_BEGIN_DECLS

#define VALET_TYPE_BOARD_VIEW (valet_board_view_get_type ())
G_DECLARE_FINAL_TYPE (ValetBoardView, valet_board_view, VALET, BOARD_VIEW, ValetDocumentView)

/* Kept for the ui tests (tests/ui), which read what is shown through them
 * rather than through the widgets' insides; the program itself does not
 * call them: valet_board_view_get_datum_text(),
 * valet_board_view_get_dd_columns(), valet_board_view_get_hand_diagram(), valet_board_view_get_picked(), valet_board_view_get_selected(),
 * valet_board_view_get_tableau(), valet_board_view_get_traveller(),
 * valet_board_view_select(). */

void        valet_board_view_select        (ValetBoardView *self,
                                            guint           position);
ValetBoardRow *valet_board_view_get_selected (ValetBoardView *self);
/* The tableau (ValetTableauItem) and traveller (ValetResultRow) rows of
 * the selected board, as shown. */
GListModel *valet_board_view_get_tableau   (ValetBoardView *self);
GListModel *valet_board_view_get_traveller (ValetBoardView *self);

/* Selects the board @board of round @round and picks out its
 * traveller's line of the tournament's result @result, scrolled into
 * sight. */
void        valet_board_view_show_result   (ValetBoardView *self,
                                            guint           round,
                                            guint           board,
                                            guint           result);
/* The traveller's line picked out, NULL when there is none. */
ValetResultRow *valet_board_view_get_picked (ValetBoardView *self);

/* The diagram of the board's deal (hidden for a board without one). */
ValetHandDiagram *valet_board_view_get_hand_diagram (ValetBoardView *self);
ValetDdPanel     *valet_board_view_get_dd_panel     (ValetBoardView *self);
/* The traveller's columns against double dummy (Tr − DD, Lead vs DD). */
ValetDdColumns   *valet_board_view_get_dd_columns   (ValetBoardView *self);

/* The board's datum as shown: "Datum NS 420", "Datum EW 150". */
const char    *valet_board_view_get_datum_text (ValetBoardView *self);

G_END_DECLS
