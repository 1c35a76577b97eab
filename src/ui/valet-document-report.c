/* valet-document-report.c: the report of what the window shows. */
#include "config.h"

#include "valet-document-report.h"

#include <gtk/gtk.h>

#include "valet-dd-job.h"
#include "valet-report-dd.h"
#include "valet-report-lists.h"

ValetReport *
valet_document_report_new (ValetDocument *document)
{
  ValetRun *run = valet_document_get_run (document);
  ValetReport *report;

  if (run == NULL)
    return NULL;
  report = valet_report_new_for_run (run, valet_document_get_title (document));
  for (ValetEventDetail d = VALET_EVENT_TITLE + 1; d < VALET_EVENT_N_DETAILS; d++)
    valet_report_set_event (report, d, valet_document_get_event (document, d));
  /* The window ranks each list of the movement apart; so does its report. */
  valet_report_set_by_lists (report, TRUE);
  /* The deals' double dummy, when the window has solved them: the board
   * pages' tables, the pairs against it.  Not solved here: the export
   * does not wait for it. */
  ValetDdJob *job = valet_dd_job_for_document (document, FALSE);
  const ValetDdTable *tables;
  const guint8 *contract, *leads;
  if (job != NULL && valet_dd_job_get_run (job) == run
      && valet_dd_job_get_solved (job, &tables, &contract, &leads))
    valet_report_set_dd (report, tables, contract, leads);
  return report;
}

ValetPaper
valet_document_report_paper (void)
{
  return g_str_equal (gtk_paper_size_get_default (), GTK_PAPER_NAME_LETTER)
         ? VALET_PAPER_LETTER : VALET_PAPER_A4;
}
