/* valet-report-lists.h: the ranking tables a report prints.
 *
 * By default one, as the reference prints it.  A report by lists (the
 * app's, valet-cli --by-direction) prints one table per list of the
 * movement (valet-pair-lists.h: a Mitchell's North-South and
 * East-West, each section), in the lists' order, each under its heading
 * and ranked within itself.  Where the file numbers its pairs, every
 * ranking table has a "No." column after the rank.  The pairs not
 * ranked stay in their own table after the others.
 */
#pragma once

#include "valet-pair-lists.h"
#include "valet-report.h"

G_BEGIN_DECLS

void            valet_report_set_by_lists   (ValetReport *report,
                                             gboolean     by_lists);
/* The lists, when the report is by lists and the movement has several;
 * else NULL (one table). */
ValetPairLists *valet_report_lists          (ValetReport *report);

/* How many ranking tables: the lists, or 1. */
guint           valet_report_n_tables       (ValetReport *report);
/* The heading of table @table ("Section A, North-South"), or NULL. */
const char     *valet_report_table_heading  (ValetReport *report,
                                             guint        table);
/* Its rows: how many, and the @k-th as a position among the run's
 * ranked pairs (valet_run_ranked()). */
guint           valet_report_table_n_rows   (ValetReport *report,
                                             guint        table);
guint           valet_report_table_position (ValetReport *report,
                                             guint        table,
                                             guint        k);
/* The rank of the ranked pair at @position as the report prints it:
 * "3", "3=" when shared; within its list in a report by lists. */
char           *valet_report_rank_text      (ValetReport *report,
                                             guint        position);
/* The same as a number, *@tied (may be NULL) saying it is shared. */
guint           valet_report_rank           (ValetReport *report,
                                             guint        position,
                                             gboolean    *tied);
/* Whether the ranked pair at @position can be told from the pair above
 * it in its table (valet_run_separable(), within its list). */
gboolean        valet_report_separable      (ValetReport *report,
                                             guint        position);
/* Whether the ranking tables have a "No." column: the file numbers its
 * pairs. */
gboolean        valet_report_has_numbers    (ValetReport *report);
/* The pair's number ("7", "A7"), "" when it has none (free with g_free). */
char           *valet_report_pair_number    (ValetReport          *report,
                                             const ValetPairScore *pair);

G_END_DECLS
