/* valet-pair-page.h: the boards one pair played, with its share of each. */
#pragma once

#include <adwaita.h>
#include "valet-document.h"

G_BEGIN_DECLS

#define VALET_TYPE_PAIR_PAGE (valet_pair_page_get_type ())
G_DECLARE_FINAL_TYPE (ValetPairPage, valet_pair_page, VALET, PAIR_PAGE, AdwBin)

/* Kept for the ui tests (tests/ui), which read what is shown through them
 * rather than through the widgets' insides; the program itself does not
 * call them: valet_pair_page_get_components(),
 * valet_pair_page_get_subtotals(), valet_pair_page_get_summary(),
 * valet_pair_page_show_table(), valet_pair_page_get_leads(),
 * valet_pair_page_get_leads_heading(). */

void        valet_pair_page_show_pair (ValetPairPage *self,
                                       ValetDocument *document,
                                       ValetPairRow  *pair);
/* The header's line under the pair's name ("Rank 2 · 220 boards · 1.17
 * ± 0.42 IMPs") and the line of its components, each give or take its
 * 95 % interval, as shown (plain text). */
const char *valet_pair_page_get_summary    (ValetPairPage *self);
const char *valet_pair_page_get_components (ValetPairPage *self);
/* The pair's results as shown (sorted). */
GListModel *valet_pair_page_get_rows  (ValetPairPage *self);
/* The subtotals as shown in @table: "rounds", "opponents" or "players"
 * (ValetSubtotalRow). */
GListModel *valet_pair_page_get_subtotals (ValetPairPage *self,
                                           const char    *table);
/* Shows "boards", one of the subtotal tables or "leads". */
void        valet_pair_page_show_table    (ValetPairPage *self,
                                           const char    *table);
/* The opening leads of the pair's player @player (0 or 1, in the
 * order of the pair's name) as shown (ValetResultRow), and the line
 * over them ("Ann Able · 2 leads · 0.35 IMPs a lead on average"). */
GListModel *valet_pair_page_get_leads         (ValetPairPage *self,
                                               guint          player);
const char *valet_pair_page_get_leads_heading (ValetPairPage *self,
                                               guint          player);

G_END_DECLS
