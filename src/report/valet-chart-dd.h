/* valet-chart-dd.h: the Valet split against double dummy, over pairs: a
 * scatter of each ranked pair's Valet play (or lead) against its
 * Declarer vs DD (or Lead vs DD) mean, with the least-squares line and
 * the correlation in the title (valet_dd_versus_correlation()).  For the
 * method pages of the PDF and the site. */
#pragma once

#include <cairo.h>
#include "valet-chart.h"
#include "valet-report.h"

G_BEGIN_DECLS

/* Draws the chart of @report's results against double dummy, the
 * declarer's (@lead FALSE) or the leads', in @width × @height; nothing
 * but its frame and a word when there are too few pairs. */
void     valet_chart_draw_dd       (cairo_t           *cr,
                                    double             width,
                                    double             height,
                                    ValetReport       *report,
                                    gboolean           lead,
                                    ValetChartPalette  palette);
/* The same as a PNG image in @palette, into @out. */
gboolean valet_chart_dd_png        (ValetReport       *report,
                                    gboolean           lead,
                                    double             width,
                                    double             height,
                                    ValetChartPalette  palette,
                                    GString           *out);

G_END_DECLS
