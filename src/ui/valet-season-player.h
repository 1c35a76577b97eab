/* valet-season-player.h: a player's page across the events of a
 * season: the pooled luck-free score and its interval; a component
 * chosen with a row of buttons (luck-free, bidding, declarer play,
 * lead, defence), each event's value of it per board as a line over its
 * pooled value's band (Cairo), with that pooled value and interval
 * written out; a line per event with every component; and the partners
 * with their boards and scores. */
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

/* The component charted: VALET_SEASON_TOTAL (the luck-free total, at
 * first), _BID, _PLAY, _LEAD or _DEF; others are ignored. */
void       valet_season_player_set_component (ValetSeasonPlayer *self,
                                              ValetSeasonValue   value);
ValetSeasonValue valet_season_player_get_component (ValetSeasonPlayer *self);

/* For the tests: the events of the chart and each one's value of the
 * component charted per board (NAN where the player did not play), or
 * of @value; the pooled line and an event's line as shown; the partners
 * listed, and one partner's line as shown. */
double     valet_season_player_component_point (ValetSeasonPlayer *self,
                                                guint              i,
                                                ValetSeasonValue   value);
const char *valet_season_player_pooled_text (ValetSeasonPlayer *self);
char      *valet_season_player_event_text   (ValetSeasonPlayer *self,
                                             guint              i);
guint      valet_season_player_n_points     (ValetSeasonPlayer *self);
double     valet_season_player_point        (ValetSeasonPlayer *self,
                                             guint              i);
guint      valet_season_player_n_partners   (ValetSeasonPlayer *self);
char      *valet_season_player_partner_text (ValetSeasonPlayer *self,
                                             guint              i);

G_END_DECLS
