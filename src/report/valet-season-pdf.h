/* valet-season-pdf.h: a season report as a PDF document on landscape
 * pages: the title block (the selection, its days, events and boards,
 * the rule of the minimum of boards), the partnerships' and the
 * players' rankings with their components and ± intervals, and the
 * events included; each page with the event PDF's footer (the title,
 * "Page N of M") and a table's header repeated on each page it spans.
 * Written through a temporary file: on failure an earlier file at the
 * path is left as it was. */
#pragma once

#include <glib.h>
#include "valet-pdf-writer.h"
#include "valet-season-report.h"

G_BEGIN_DECLS

gboolean valet_season_write_pdf (ValetSeasonReport  *report,
                                 const char         *path,
                                 ValetPaper          paper,
                                 GError            **error);

G_END_DECLS
