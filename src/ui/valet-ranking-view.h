/* valet-ranking-view.h: the ranking grid, with a search by player name,
 * a minimum number of boards, and the page of one pair. */
#pragma once

#include "valet-dd-columns.h"
#include "valet-document-view.h"

G_BEGIN_DECLS

#define VALET_TYPE_RANKING_VIEW (valet_ranking_view_get_type ())
G_DECLARE_FINAL_TYPE (ValetRankingView, valet_ranking_view, VALET, RANKING_VIEW, ValetDocumentView)

/* Kept for the ui tests (tests/ui), which read what is shown through them
 * rather than through the widgets' insides; the program itself does not
 * call them: valet_ranking_view_get_column_view(),
 * valet_ranking_view_get_frozen_view(), valet_ranking_view_get_pair_rows(). */

/* The rows as shown: sorted and filtered. */
GListModel    *valet_ranking_view_get_rows       (ValetRankingView *self);
GtkColumnView *valet_ranking_view_get_column_view (ValetRankingView *self);
/* The columns against double dummy, for the ui tests. */
ValetDdColumns *valet_ranking_view_get_dd_columns (ValetRankingView *self);
/* Rank, No. and Players again, over the grid's left edge while it is
 * scrolled right (valet-frozen-columns.h). */
GtkColumnView *valet_ranking_view_get_frozen_view (ValetRankingView *self);
void           valet_ranking_view_focus_search   (ValetRankingView *self);
/* Opens the page of the pair at @position of the rows as shown. */
void           valet_ranking_view_open_pair      (ValetRankingView *self,
                                                  guint             position);
/* The results of the open pair page; NULL when the grid shows. */
GListModel    *valet_ranking_view_get_pair_rows  (ValetRankingView *self);
/* The grid, searched for the player @name: his or her partnerships. */
void           valet_ranking_view_show_player    (ValetRankingView *self,
                                                  const char       *name);

G_END_DECLS
