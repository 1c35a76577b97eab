/* valet-document-report.h: the report of what the window shows. */
#pragma once

#include "valet-document.h"
#include "valet-pdf-writer.h"
#include "valet-report.h"

G_BEGIN_DECLS

/* A report of the run on screen (with the options it was scored with),
 * under the event's name and with the event's details as the user gave
 * them (or the results file); NULL when nothing is scored yet.  Made
 * on the main thread, written from any. */
ValetReport *valet_document_report_new (ValetDocument *document);

/* The paper a report is laid out on: Letter where the locale's paper
 * is Letter, else A4. */
ValetPaper   valet_document_report_paper (void);

G_END_DECLS
