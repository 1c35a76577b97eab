/* valet-xlsx-writer.h: the report as an Excel workbook.
 *
 * Sheets: Ranking (the ranking table), Components (each pair's score
 * split per board, with a stacked bar chart), Players (declarer play and
 * leads per player), Boards (every board's tableau), Results (the results
 * scored, with their components) and Method (the options, the program
 * and the date).
 */
#pragma once

#include <glib.h>
#include "valet-report.h"

G_BEGIN_DECLS

/* Writes the workbook to @path through a temporary file: on failure an
 * earlier file at @path is left as it was.  It is written in constant
 * memory: rows go to temporary files as they are made.  A table longer
 * than a sheet's 1,048,576 rows goes on in "Results (2)" and so on; a
 * text longer than a cell's 32,767 characters is cut short with an
 * ellipsis.  Every error of libxlsxwriter fails the export; its
 * temporary files go in @path's folder, and the finished workbook is
 * read back (valet-xlsx-check.h) before it replaces anything. */
gboolean valet_write_xlsx      (ValetReport  *report,
                                const char   *path,
                                GError      **error);
/* The same; what had to change to fit the workbook's limits (a table
 * continued on another sheet, texts cut short) is added to @warnings,
 * a sentence (char *) each, when it is not NULL. */
gboolean valet_write_xlsx_warn (ValetReport  *report,
                                const char   *path,
                                GPtrArray    *warnings,
                                GError      **error);

G_END_DECLS
