/* valet-pdf-writer.h: the report as a PDF document for printing and
 * publishing: a title block, the ranking table, the charts and every
 * board's tableau, on landscape pages (the ranking table is wide). */
#pragma once

#include <glib.h>
#include "valet-report.h"

G_BEGIN_DECLS

typedef enum {
  VALET_PAPER_A4 = 0,
  VALET_PAPER_LETTER
} ValetPaper;

gboolean valet_paper_from_string (const char *s, ValetPaper *out);

/* The parts of the document; the title block always comes first. */
typedef enum {
  VALET_PDF_RANKING  = 1 << 0,   /* the ranking tables */
  VALET_PDF_CHARTS   = 1 << 1,   /* ranking chart, bidding against play, leaders by round */
  VALET_PDF_TABLEAUX = 1 << 2,   /* every board's tableau */
  VALET_PDF_METHOD   = 1 << 3,   /* how to read the report, first */
  VALET_PDF_ALL      = 0xf
} ValetPdfSection;

/* "method,ranking,charts,tableaux" (any of them, in any order) as flags; FALSE
 * for a word that names no section, or none. */
gboolean valet_pdf_sections_from_string (const char *s, guint *out);

/* Writes the document to @path through a temporary file: on failure an
 * earlier file at @path is left as it was. */
gboolean valet_write_pdf (ValetReport  *report,
                          const char   *path,
                          ValetPaper    paper,
                          GError      **error);
/* The same with only @sections (ValetPdfSection flags). */
gboolean valet_write_pdf_sections (ValetReport  *report,
                                   const char   *path,
                                   ValetPaper    paper,
                                   guint         sections,
                                   GError      **error);

G_END_DECLS
