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
 * earlier file at @path is left as it was. */
gboolean valet_write_xlsx (ValetReport  *report,
                           const char   *path,
                           GError      **error);

G_END_DECLS
