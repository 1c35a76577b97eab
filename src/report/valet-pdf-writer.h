/* valet-pdf-writer.h: the report as a PDF document for printing and
 * publishing: a title block, the ranking table, the charts, a page for
 * each pair and every board's tableau, on landscape pages (the ranking table is wide). */
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
  /* A page for each pair: its numbers and every board it played.  In
   * VALET_PDF_ALL only for fields of up to 10,000 results or so (about
   * 500 pages of them; a note in their place above that); asked for
   * without all the others, whatever the size. */
  VALET_PDF_PAIRS    = 1 << 4,
  VALET_PDF_ALL      = 0x1f
} ValetPdfSection;

/* "method,ranking,charts,pairs,tableaux" (any of them, in any order) as
 * flags, "all" for every one; FALSE for a word that names no section, or
 * none. */
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
