/* valet-report.h: what the reports show: one scoring run (ValetRun),
 * with the event's title, the date and the words the reports use.
 *
 * The XLSX and PDF writers and the charts all read the run through it,
 * so they agree with each other and with the screen.
 */
#pragma once

#include <glib.h>
#include "valet-options.h"
#include "valet-ranking.h"
#include "valet-ranking-columns.h"
#include "valet-run.h"
#include "valet-tableau-writer.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

typedef struct _ValetReport ValetReport;

/* A report of @run (referenced); @title names the event. */
ValetReport          *valet_report_new_for_run     (ValetRun           *run,
                                                    const char         *title);
void                  valet_report_free            (ValetReport *report);

ValetRun             *valet_report_run             (ValetReport *report);

/* The event's details in the report: those given here (the app's Event
 * dialog) before those the input gives (or valet-cli's --date, ...);
 * NULL when neither has one.  The title is the report's own. */
void                  valet_report_set_event       (ValetReport      *report,
                                                    ValetEventDetail  detail,
                                                    const char       *value);
const char           *valet_report_event           (ValetReport      *report,
                                                    ValetEventDetail  detail);
/* "Venue, date", or either, or NULL; free with g_free. */
char                 *valet_report_event_place_and_date (ValetReport *report);
/* "Organised by ... · Tournament director ...", or either, or NULL. */
char                 *valet_report_event_people    (ValetReport *report);

ValetTournament      *valet_report_tournament      (ValetReport *report);
const ValetOptions   *valet_report_options         (ValetReport *report);
ValetRanking         *valet_report_ranking         (ValetReport *report);
const char           *valet_report_title           (ValetReport *report);
/* When the report was made, local time. */
GDateTime            *valet_report_date            (ValetReport *report);
gboolean              valet_report_is_matchpoints  (ValetReport *report);
/* The score a published ranking is ranked by, whose ± and ≈ the
 * reports show: the score as played, or the luck-free score (with the
 * simple split, or when asked; also under another order). */
ValetRankingColumnId  valet_report_headline_column (const ValetOptions *options);


/* The pairs, boards and splits are the run's: valet_run_*() of
 * valet_report_run(). */

/* A result's contract ("4HX", or "Pass" in the user's language); its
 * lead is valet_result_lead_text(). */
char                 *valet_report_contract_text   (const ValetResult *result);

/* The numbers of a tableau line, as in the reference's tableaux: the
 * declarers' overall, bid and play, then the defenders' overall, bid,
 * lead and defence.  Without the lead split the lead is left out.
 * With the cloud split the declarers' score as played (Butler) comes
 * first and their luck after the fair score, as in the principles'
 * Example 7 table; valet_report_tableau_shown() says which are. */
enum {
  VALET_TABLEAU_DECL_PLAYED = 0,
  VALET_TABLEAU_DECL_OVERALL,
  VALET_TABLEAU_DECL_LUCK,
  VALET_TABLEAU_DECL_BID,
  VALET_TABLEAU_DECL_PLAY,
  VALET_TABLEAU_DEF_OVERALL,
  VALET_TABLEAU_DEF_BID,
  VALET_TABLEAU_DEF_LEAD,
  VALET_TABLEAU_DEF_DEF,
  VALET_TABLEAU_N_VALUES
};
void                  valet_report_tableau_values  (ValetReport           *report,
                                                    const ValetTableauRow *row,
                                                    double                 values[VALET_TABLEAU_N_VALUES]);
const char           *valet_report_tableau_heading (guint column);
gboolean              valet_report_tableau_shown   (ValetReport *report,
                                                    guint        column);

/* How sure the numbers are, in plain words: what the ± beside a score
 * and the ≈ beside a rank mean, what a column's spread across the field
 * says, and how much each component of the score varies across the
 * field, as the principles measure it.  The same sentences in the
 * workbook and the PDF; free with g_free. */
char                 *valet_report_confidence_text (ValetReport *report);
/* The one line under the ranking table that says what ± and ≈ are. */
const char           *valet_report_confidence_footnote (void);

/* A ranking column's spread across the field: the standard deviation of
 * the ranked pairs' numbers and how many pairs have one. */
typedef struct {
  const ValetRankingColumn *column;
  double                    deviation;
  guint                     n_pairs;
} ValetReportSpread;

/* The columns of the ranking that have a spread, in the ranking's order,
 * into @out (room for VALET_N_RANKING_COLUMNS); returns how many. */
guint                 valet_report_field_spreads   (ValetReport       *report,
                                                    ValetReportSpread *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetReport, valet_report_free)

G_END_DECLS
