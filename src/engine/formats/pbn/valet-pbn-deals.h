/* valet-pbn-deals.h: the deals of a PBN file, and what it says of them.
 *
 * Every game's [Deal] (any first seat, "#" for the last game's), its
 * [Dealer] and [Vulnerable], and the double-dummy analysis some programs
 * write beside it: [DoubleDummyTricks] (BridgeComposer: 20 hex digits,
 * declarers N S E W, each NT S H D C), [OptimumResultTable] (rows
 * "N NT 7"), [OptimumScore] ("NS 620", "EW -100") and [ParContract].
 * The reader hands each tag and each row that is not its own here; once
 * the file is read, the first deal of each board number is kept in the
 * tournament (round 0: every round; valet-pbn-games.c adds the other
 * deals of a board number it splits).  A board with a score table that
 * is given two different deals is a warning naming both places.
 */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

typedef struct _ValetPbnDeals ValetPbnDeals;

ValetPbnDeals *valet_pbn_deals_new   (void);
void           valet_pbn_deals_free  (ValetPbnDeals *deals);
/* A tag of the game of board @board (0 when its number cannot be read);
 * a [Board] tag starts a new game. */
void           valet_pbn_deals_tag   (ValetPbnDeals *deals,
                                      guint          board,
                                      const char    *name,
                                      const char    *value,
                                      guint          line);
/* A line of a section that no other part of the reader takes, @s to @e:
 * a row of the [OptimumResultTable] just read, if there is one. */
void           valet_pbn_deals_row   (ValetPbnDeals *deals,
                                      const char    *s,
                                      const char    *e,
                                      guint          line);
/* Keeps the deals read in @t; @boards_with_tables (board numbers as
 * GUINT_TO_POINTER) are the boards whose deal must be one. */
void           valet_pbn_deals_apply (ValetPbnDeals    *deals,
                                      ValetTournament  *t,
                                      GHashTable       *boards_with_tables,
                                      const char       *file,
                                      ValetDiagnostics *diag);
/* The deal of a game of @board that valet-pbn-games.c puts in @round:
 * kept in @t unless it is the board number's deal already. */
void           valet_pbn_deals_offer (ValetTournament  *t,
                                      guint             round,
                                      guint             board,
                                      const char       *text,
                                      guint             line,
                                      const char       *file,
                                      ValetDiagnostics *diag);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetPbnDeals, valet_pbn_deals_free)

G_END_DECLS
