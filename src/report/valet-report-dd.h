/* valet-report-dd.h: the deals' double-dummy analysis in the reports.
 *
 * A report may be given the run's double-dummy tables and, per result,
 * the tricks of its contract and those after its opening lead (the app
 * from its background solve, valet-cli --dd from its own): the board
 * pages then show each deal's table and par beside its diagram, and the
 * pair pages, workbook and site the results against double dummy
 * (valet-dd-versus.h).  Without them the reports show neither. */
#pragma once

#include <glib.h>
#include "valet-dd.h"
#include "valet-dd-versus.h"
#include "valet-report.h"

G_BEGIN_DECLS

typedef struct _ValetReportDd ValetReportDd;

/* Gives @report the tables of the deals (by valet_tournament_deal()'s
 * index) and per result (the tournament's index) the contract's tricks
 * and those after the lead (@lead_tricks may be NULL), all copied. */
void                valet_report_set_dd      (ValetReport        *report,
                                              const ValetDdTable *tables,
                                              const guint8       *contract_tricks,
                                              const guint8       *lead_tricks);
/* Solves the report's deals (tables, then the results' leads) with the
 * user's cache and gives them to it; TRUE, doing nothing, when the
 * tournament has no deals.  FALSE with @error when DDS fails. */
gboolean            valet_report_solve_dd    (ValetReport *report,
                                              GError     **error);
/* The table of @deal, NULL when the report has none. */
const ValetDdTable *valet_report_dd_table    (ValetReport          *report,
                                              const ValetBoardDeal *deal);
/* The par line of @deal as the board pages show it, "Par: NS 980
 * (6S-NS)", NULL without a table (free with g_free). */
char               *valet_report_dd_par_text (ValetReport          *report,
                                              const ValetBoardDeal *deal);
/* The results against double dummy; NULL without them, or when no
 * result could be measured. */
ValetDdVersus      *valet_report_dd_versus   (ValetReport *report);

/* The method page's paragraph on the results against double dummy: what
 * Declarer vs DD and Lead vs DD are, and how well the Valet play and
 * lead agree with them across the ranked pairs (Pearson's r); NULL
 * without them (free with g_free). */
char               *valet_report_dd_text     (ValetReport *report);

/* Where a report keeps it (valet-report.c's): the report owns it and
 * lets go of it with valet_report_dd_free(). */
void                valet_report_dd_free     (ValetReportDd *dd);
void                _valet_report_set_dd     (ValetReport   *report,
                                              ValetReportDd *dd);
ValetReportDd      *_valet_report_get_dd     (ValetReport   *report);

G_END_DECLS
