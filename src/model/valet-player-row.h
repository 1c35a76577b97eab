/* valet-player-row.h: one player's own share of a scoring run: boards
 * played, declarer play and opening leads, whoever the partner was. */
#pragma once

#include <glib-object.h>
#include "valet-options.h"

G_BEGIN_DECLS

#define VALET_TYPE_PLAYER_ROW (valet_player_row_get_type ())
G_DECLARE_FINAL_TYPE (ValetPlayerRow, valet_player_row, VALET, PLAYER_ROW, GObject)

/* @play and @lead are averages in the units of @scoring. */
ValetPlayerRow *valet_player_row_new        (const char    *tag,
                                             const char    *name,
                                             ValetScoring   scoring,
                                             guint          boards,
                                             double         play,
                                             guint          n_play,
                                             double         lead,
                                             guint          n_lead);

/* A note on the row ("note"): why the tag stands for no one player
 * (see valet_run_placeholder_note()); NULL for a player.  The grid
 * dims a row with a note and shows it in a tooltip. */
void            valet_player_row_set_note   (ValetPlayerRow *self,
                                             const char     *note);
const char     *valet_player_row_get_tag    (ValetPlayerRow *self);
const char     *valet_player_row_get_name   (ValetPlayerRow *self);
guint           valet_player_row_get_boards (ValetPlayerRow *self);

/* Rows of the same player (the same tag) are equal: a GHashFunc and a
 * GEqualFunc. */
guint           valet_player_row_hash       (gconstpointer   row);
gboolean        valet_player_row_equal      (gconstpointer   a,
                                             gconstpointer   b);
/* Takes the properties of @from, a row of the same player from a later
 * run, and notifies those that changed (every number in other units). */
void            valet_player_row_update     (ValetPlayerRow *self,
                                             ValetPlayerRow *from);

G_END_DECLS
