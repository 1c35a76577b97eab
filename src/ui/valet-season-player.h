/* valet-season-player.h: a player's page across the events of a
 * season: the pooled luck-free score and its interval, each event's
 * luck-free score per board as a line over the pooled value's band
 * (Cairo), and the partners with their boards and scores. */
#pragma once

#include <gtk/gtk.h>
#include "valet-season.h"

G_BEGIN_DECLS

#define VALET_TYPE_SEASON_PLAYER (valet_season_player_get_type ())
G_DECLARE_FINAL_TYPE (ValetSeasonPlayer, valet_season_player, VALET, SEASON_PLAYER, GtkBox)

GtkWidget *valet_season_player_new          (void);
/* Shows @person of @season; @per_event (ValetSeason, one per event, the
 * persons numbered alike) and @event_names (char *) in the order of the
 * chart.  Both arrays and the season are borrowed: they must outlive
 * the page's showing them (valet_season_player_clear() lets go). */
void       valet_season_player_show         (ValetSeasonPlayer *self,
                                             ValetSeason       *season,
                                             GPtrArray         *per_event,
                                             GPtrArray         *event_names,
                                             guint              person);
void       valet_season_player_clear        (ValetSeasonPlayer *self);

/* For the tests: the events of the chart and each one's luck-free
 * score per board (NAN where the player did not play), the partners
 * listed, and one partner's line as shown. */
guint      valet_season_player_n_points     (ValetSeasonPlayer *self);
double     valet_season_player_point        (ValetSeasonPlayer *self,
                                             guint              i);
guint      valet_season_player_n_partners   (ValetSeasonPlayer *self);
char      *valet_season_player_partner_text (ValetSeasonPlayer *self,
                                             guint              i);

G_END_DECLS
