/* valet-chart.h: the report's charts, drawn onto any cairo context at any
 * size: the screen, a PDF page or a PNG image all use the same code.
 *
 * Components have the same colours everywhere, from the Okabe-Ito
 * palette, which stays distinct for colour-blind readers; a dark palette
 * keeps them readable on a dark background.
 */
#pragma once

#include <cairo.h>
#include <glib.h>
#include "valet-report.h"

G_BEGIN_DECLS

typedef enum {
  VALET_CHART_LIGHT = 0,
  VALET_CHART_DARK
} ValetChartPalette;

typedef enum {
  VALET_CHART_RANKING = 0,      /* a split bar per pair, in ranking order */
  VALET_CHART_SCATTER,          /* bidding against play and defence */
  VALET_CHART_ROUNDS            /* one pair's components per round */
} ValetChartKind;

/* The colour of a component, 0 .. 1 per channel. */
void  valet_chart_component_rgb (ValetChartPalette palette,
                                 ValetComponent    component,
                                 double            rgb[3]);

/* One bar per ranked pair from @first, at most @count of them (the scale
 * is that of all pairs, so that pages of a long ranking compare). */
void  valet_chart_draw_ranking  (cairo_t           *cr,
                                 double             width,
                                 double             height,
                                 ValetReport       *report,
                                 guint              first,
                                 guint              count,
                                 ValetChartPalette  palette);
void  valet_chart_draw_scatter  (cairo_t           *cr,
                                 double             width,
                                 double             height,
                                 ValetReport       *report,
                                 ValetChartPalette  palette);
void  valet_chart_draw_rounds   (cairo_t              *cr,
                                 double                width,
                                 double                height,
                                 ValetReport          *report,
                                 const ValetPairScore *pair,
                                 ValetChartPalette     palette);

/* Draws @kind (all pairs; the rounds of the first pair) to a PNG file of
 * @width x @height pixels, through a temporary file. */
gboolean valet_chart_write_png  (ValetReport       *report,
                                 ValetChartKind     kind,
                                 const char        *path,
                                 int                width,
                                 int                height,
                                 ValetChartPalette  palette,
                                 GError           **error);

G_END_DECLS
