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

/* Writes the document to @path through a temporary file: on failure an
 * earlier file at @path is left as it was. */
gboolean valet_write_pdf (ValetReport  *report,
                          const char   *path,
                          ValetPaper    paper,
                          GError      **error);

G_END_DECLS
