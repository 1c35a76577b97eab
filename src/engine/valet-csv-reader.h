/* valet-csv-reader.h: results from a spreadsheet's CSV export.
 *
 * The first row names the columns, matched without regard to case:
 * round (1 when absent), board, north, east, south, west, contract,
 * declarer, tricks (or result: the tricks won by declarer) and lead
 * (optional).  Cells are separated by commas, semicolons or tabs, the
 * one the header uses; cells may be quoted ("Smith, John", "" for a
 * quote).  The seats hold the players' names, and the same name is the
 * same player.  UTF-8, with or without a byte-order mark.
 */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* Parses @data; @file is the name used in messages.  Problems are added
 * to @diag; the good rows are added to @t. */
void valet_parse_csv (ValetTournament  *t,
                      const char       *data,
                      gsize             length,
                      const char       *file,
                      ValetDiagnostics *diag);

G_END_DECLS
