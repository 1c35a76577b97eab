/* valet-player-row.h: one player's own share of a scoring run: boards
 * played, declarer play and opening leads, whoever the partner was. */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define VALET_TYPE_PLAYER_ROW (valet_player_row_get_type ())
G_DECLARE_FINAL_TYPE (ValetPlayerRow, valet_player_row, VALET, PLAYER_ROW, GObject)

/* @play and @lead are averages in the run's units. */
ValetPlayerRow *valet_player_row_new        (const char *tag,
                                             const char *name,
                                             guint       boards,
                                             double      play,
                                             guint       n_play,
                                             double      lead,
                                             guint       n_lead);

const char     *valet_player_row_get_name   (ValetPlayerRow *self);
guint           valet_player_row_get_boards (ValetPlayerRow *self);

G_END_DECLS
