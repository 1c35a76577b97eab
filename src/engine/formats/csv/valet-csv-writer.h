/* valet-csv-writer.h: a tournament as CSV, for spreadsheets and for
 * valet-csv-reader.
 *
 * A header row, then one row per table result in the order they were
 * read, comma-separated:
 *   round,board,north,east,south,west,contract,declarer,tricks,lead,
 *   north_id,east_id,south_id,west_id
 * Players by name, quoted where a name holds a comma or a quote, and
 * with an apostrophe in front where it begins with '=', '+', '-' or '@'
 * (so that a spreadsheet does not take it for a formula: see
 * valet-safe-text.h; valet-csv-reader takes the apostrophe off);
 * contracts as 4S, 3NT, 2HX, Pass (declarer, tricks and lead
 * then empty); the lead as SA, H7, or empty; an artificial score as
 * contract ADJ, declarer - and the sides' percentages as tricks
 * (60/40).  When some result is part of a weighted or split score, two
 * columns follow, weight (0.6; empty for a whole result) and side (NS or
 * EW; empty for both).  When the results declared a scoring form, a
 * last column, scoring, holds it (matchpoints, imps or datum).  The
 * four *_id columns hold
 * the players' tags, so that valet-csv-reader gives back the same
 * players with the same tags, and a pair's two players in the same
 * order, even where two players share a name; a reader that ignores them
 * finds the players by name.  Always UTF-8, with a byte-order mark,
 * which tells spreadsheets the encoding: names read in a legacy encoding
 * are written in UTF-8 (valet_tournament_player_utf8_name), so that no
 * invalid UTF-8 reaches the file.
 */
#pragma once

#include <glib.h>
#include "valet-tournament.h"

G_BEGIN_DECLS

/* Appends the CSV text to @out. */
void     valet_append_csv (GString         *out,
                           ValetTournament *t);

/* Writes the CSV file at @path, atomically and durably (see
 * valet-output-file.h: a folder, link, device or read-only file there is
 * refused). */
gboolean valet_write_csv  (ValetTournament  *t,
                           const char       *path,
                           GError          **error);

G_END_DECLS
