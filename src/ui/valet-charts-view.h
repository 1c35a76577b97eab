/* valet-charts-view.h: the report's charts on screen: every pair's
 * split score in ranking order, bidding against play and defence, and a
 * chosen pair's rounds; redrawn after each scoring run, in a palette
 * that follows the light or dark style. */
#pragma once

#include <adwaita.h>
#include "valet-document.h"

G_BEGIN_DECLS

#define VALET_TYPE_CHARTS_VIEW (valet_charts_view_get_type ())
G_DECLARE_FINAL_TYPE (ValetChartsView, valet_charts_view, VALET, CHARTS_VIEW, AdwBin)

void     valet_charts_view_set_document (ValetChartsView *self,
                                         ValetDocument   *document);
/* How many pairs the charts show (0 until the first run is charted). */
guint    valet_charts_view_get_n_pairs  (ValetChartsView *self);

G_END_DECLS
