/* valet-season-chart.h: the chart of a page across a season's events
 * (a player's, a partnership's): one point per event, joined over the
 * events not played (NAN), over the pooled value as a line in its
 * 95 % band; light or dark as the style is. */
#pragma once

#include <cairo.h>
#include <glib.h>
#include "valet-season.h"

G_BEGIN_DECLS

/* @points: double per event, NAN where not played. */
void valet_season_chart_draw (cairo_t               *cr,
                              int                    width,
                              int                    height,
                              GArray                *points,
                              const ValetSeasonStat *pooled);

G_END_DECLS
