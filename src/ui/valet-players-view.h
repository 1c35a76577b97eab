/* valet-players-view.h: every player's own share: declarer play and
 * opening leads, whoever the partner was; sortable and searchable. */
#pragma once

#include "valet-document-view.h"

G_BEGIN_DECLS

#define VALET_TYPE_PLAYERS_VIEW (valet_players_view_get_type ())
G_DECLARE_FINAL_TYPE (ValetPlayersView, valet_players_view, VALET, PLAYERS_VIEW, ValetDocumentView)

/* Kept for the ui tests (tests/ui), which read what is shown through them
 * rather than through the widgets' insides; the program itself does not
 * call them: valet_players_view_get_column_view(),
 * valet_players_view_set_search(). */

/* The rows as shown: sorted and filtered (ValetPlayerRow). */
GListModel *valet_players_view_get_rows     (ValetPlayersView *self);
void        valet_players_view_set_search   (ValetPlayersView *self,
                                             const char       *text);
void        valet_players_view_focus_search (ValetPlayersView *self);
GtkColumnView *valet_players_view_get_column_view (ValetPlayersView *self);

G_END_DECLS
