/* valet-season-partnership.h: a partnership's page across the events
 * of a season: the two persons, the pooled score as played, luck-free
 * score and its shares (bidding, declarer play, lead, defence) with
 * their intervals, each event's luck-free score per board as a line
 * over the pooled value's band (the player page's chart), and per
 * event the partnership's boards and the same numbers. */
#pragma once

#include <gtk/gtk.h>
#include "valet-season.h"

G_BEGIN_DECLS

#define VALET_TYPE_SEASON_PARTNERSHIP (valet_season_partnership_get_type ())
G_DECLARE_FINAL_TYPE (ValetSeasonPartnership, valet_season_partnership, VALET,
                      SEASON_PARTNERSHIP, GtkBox)

GtkWidget *valet_season_partnership_new        (void);
/* Shows the partnership of persons @a and @b of @season; @per_event
 * (ValetSeason, one per event, the persons numbered alike) and
 * @event_names (char *) in the order of the chart.  All borrowed, as
 * valet_season_player_show() borrows them. */
void       valet_season_partnership_show       (ValetSeasonPartnership *self,
                                                ValetSeason            *season,
                                                GPtrArray              *per_event,
                                                GPtrArray              *event_names,
                                                guint                   a,
                                                guint                   b);
void       valet_season_partnership_clear      (ValetSeasonPartnership *self);

/* For the tests: the names as shown, the pooled line, and per event
 * (in the chart's order) its line as shown and its luck-free score per
 * board (NAN where the partnership did not play). */
const char *valet_season_partnership_title      (ValetSeasonPartnership *self);
const char *valet_season_partnership_pooled_text (ValetSeasonPartnership *self);
guint      valet_season_partnership_n_events    (ValetSeasonPartnership *self);
double     valet_season_partnership_point       (ValetSeasonPartnership *self,
                                                 guint                   i);
char      *valet_season_partnership_event_text  (ValetSeasonPartnership *self,
                                                 guint                   i);

G_END_DECLS
