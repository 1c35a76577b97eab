/* valet-document-report.c: the report of what the window shows. */
#include "config.h"

#include "valet-document-report.h"

#include <gtk/gtk.h>

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
  return report;
}

ValetPaper
valet_document_report_paper (void)
{
  return g_str_equal (gtk_paper_size_get_default (), GTK_PAPER_NAME_LETTER)
         ? VALET_PAPER_LETTER : VALET_PAPER_A4;
}
