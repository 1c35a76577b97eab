/* valet-charts-view.h: the report's charts on screen: the split score
 * of the pairs at the top of the ranking (as many as the Show menu
 * says), bidding against play and defence, and a chosen pair's rounds;
 * redrawn after each scoring run, in a palette that follows the light or
 * dark style, with a tooltip on each bar and point. */
#pragma once

#include "valet-chart.h"
#include "valet-document-view.h"

G_BEGIN_DECLS

#define VALET_TYPE_CHARTS_VIEW (valet_charts_view_get_type ())
G_DECLARE_FINAL_TYPE (ValetChartsView, valet_charts_view, VALET, CHARTS_VIEW, ValetDocumentView)

/* Kept for the ui tests (tests/ui), which read what is shown through them
 * rather than through the widgets' insides; the program itself does not
 * call them: valet_charts_view_describe(), valet_charts_view_get_chart(),
 * valet_charts_view_get_first_bar(), valet_charts_view_get_n_bars(),
 * valet_charts_view_get_n_pairs(), valet_charts_view_get_pair(),
 * valet_charts_view_get_run(), valet_charts_view_set_page(). */

/* How many pairs the charts show (0 until the first run is charted). */
guint      valet_charts_view_get_n_pairs  (ValetChartsView *self);
/* The scoring run the charts draw: the document's, once published. */
ValetRun  *valet_charts_view_get_run     (ValetChartsView *self);
/* How many bars the ranking chart has: the pairs at the top of the
 * ranking that the Show menu asks for or, showing all pairs, those on
 * the chart's page (a page holds up to 200 pairs, fewer on a screen of
 * more pixels: a taller picture is more than the renderer can draw). */
guint      valet_charts_view_get_n_bars   (ValetChartsView *self);
/* The ranking position of the first bar (0 but on later pages). */
guint      valet_charts_view_get_first_bar (ValetChartsView *self);
/* Shows page @page (from 0) of the ranking chart when it shows all
 * pairs (the last page when there are fewer). */
void       valet_charts_view_set_page     (ValetChartsView *self,
                                           guint            page);
/* The ranking position of the pair whose rounds are charted. */
guint      valet_charts_view_get_pair     (ValetChartsView *self);
/* Opens the pair selector, ready to search by either player's name. */
void       valet_charts_view_focus_search (ValetChartsView *self);
/* The widget that draws the chart @kind. */
GtkWidget *valet_charts_view_get_chart    (ValetChartsView *self,
                                           ValetChartKind   kind);
/* What the tooltip at (@x, @y) of that widget says, as Pango markup;
 * NULL where no pair or round is. */
char      *valet_charts_view_describe     (ValetChartsView *self,
                                           ValetChartKind   kind,
                                           double           x,
                                           double           y);

G_END_DECLS
