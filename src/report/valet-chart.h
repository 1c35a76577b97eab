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

/* The value scale of the ranking chart: that of all pairs, so that
 * pages of a long ranking compare, or that of the pairs drawn, which
 * uses the width best. */
typedef enum {
  VALET_CHART_SCALE_ALL = 0,
  VALET_CHART_SCALE_SHOWN
} ValetChartScale;

/* The colour of a component, 0 .. 1 per channel. */
void  valet_chart_component_rgb (ValetChartPalette palette,
                                 ValetComponent    component,
                                 double            rgb[3]);

/* One bar per ranked pair from @first, at most @count of them. */
void  valet_chart_draw_ranking  (cairo_t           *cr,
                                 double             width,
                                 double             height,
                                 ValetReport       *report,
                                 guint              first,
                                 guint              count,
                                 ValetChartScale    scale,
                                 ValetChartPalette  palette);
/* The ranking chart as an SVG document (free with g_free): its text as
 * <text>, which a reader finds and hears, and one set of colours for a
 * light and one for a dark colour scheme, chosen by the SVG's own style
 * sheet (prefers-color-scheme). */
char *valet_chart_ranking_svg   (ValetReport       *report,
                                 double             width,
                                 double             height,
                                 guint              first,
                                 guint              count,
                                 ValetChartScale    scale);
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

/* A box on a chart, in the units it was drawn in. */
typedef struct {
  double x, y, width, height;
} ValetChartArea;

/* What lies at (@x, @y) of a chart drawn at the same size with the same
 * arguments: for the ranking, the position of the pair whose row (name
 * and bar) it is; for the scatter, that of the pair whose point is
 * nearest, within a few radii; for the rounds, an index into
 * valet_run_pair_rounds().  -1 when nothing is there; @area, when not
 * NULL, receives the row, the point's surroundings or the round's
 * column. */
int   valet_chart_ranking_hit   (double                width,
                                 double                height,
                                 ValetReport          *report,
                                 guint                 first,
                                 guint                 count,
                                 ValetChartScale       scale,
                                 double                x,
                                 double                y,
                                 ValetChartArea       *area);
int   valet_chart_scatter_hit   (double                width,
                                 double                height,
                                 ValetReport          *report,
                                 double                x,
                                 double                y,
                                 ValetChartArea       *area);
int   valet_chart_rounds_hit    (double                width,
                                 double                height,
                                 ValetReport          *report,
                                 const ValetPairScore *pair,
                                 double                x,
                                 double                y,
                                 ValetChartArea       *area);
/* The centre of the scatter's point for the pair at @position. */
void  valet_chart_scatter_point (double                width,
                                 double                height,
                                 ValetReport          *report,
                                 guint                 position,
                                 double               *x,
                                 double               *y);

/* Pango markup for a tooltip: the pair at @position (rank, name, total,
 * boards and the shares the charts draw), or @pair's round at @index of
 * valet_run_pair_rounds(), with as many decimals as the ranking. */
char *valet_chart_describe_pair  (ValetReport          *report,
                                  guint                 position);
char *valet_chart_describe_round (ValetReport          *report,
                                  const ValetPairScore *pair,
                                  guint                 index);

/* The longest side of a PNG chart, in pixels. */
#define VALET_CHART_PNG_MAX_SIDE 16384

/* Draws @kind (all pairs; the rounds of the first pair) to a PNG file of
 * @width x @height pixels, through a temporary file.  A side is at most
 * VALET_CHART_PNG_MAX_SIDE: a ranking asked for taller shows the first
 * pairs, as thick as asked for, and says so below. */
gboolean valet_chart_write_png  (ValetReport       *report,
                                 ValetChartKind     kind,
                                 const char        *path,
                                 int                width,
                                 int                height,
                                 ValetChartPalette  palette,
                                 GError           **error);

/* The ranking chart as a picture for a web page, to a PNG file: about
 * as wide as a page of text (1000 pixels), the event's title and the
 * method above the chart, the scale above the rows and below them, a
 * row as tall as the PDF's for each pair, and at most the first 100
 * pairs of a bigger field, with a note below that says so. */
gboolean valet_chart_write_web_png (ValetReport       *report,
                                    const char        *path,
                                    ValetChartPalette  palette,
                                    GError           **error);

G_END_DECLS
