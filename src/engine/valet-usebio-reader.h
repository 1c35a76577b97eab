/* valet-usebio-reader.h: results from a USEBIO 1.2 / 1.3 XML file.
 *
 * PARTICIPANTS holds the pairs (PAIR_NUMBER, optionally DIRECTION, and
 * PLAYER/PLAYER_NAME, the first player sitting North or East), directly
 * or within TEAMs.  Each BOARD (BOARD_NUMBER) holds TRAVELLER_LINEs:
 * NS_PAIR_NUMBER, EW_PAIR_NUMBER, CONTRACT, PLAYED_BY, TRICKS, LEAD and
 * SCORE.  The round is the ROUND_NUMBER of the nearest element around
 * the line (a team event's MATCH, say), or 1.
 *
 * A line with an adjusted score (SCORE "A6040", or no contract) is
 * reported and left out: the result at the table is not known.  A pair
 * missing from PARTICIPANTS, or without player names, is played by
 * "<number>a" and "<number>b", as in the PBN reader.
 */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* Parses @data; @file is the name used in messages.  Problems are added
 * to @diag; the good lines are added to @t, also when the XML breaks off
 * (those before the break). */
void valet_parse_usebio (ValetTournament  *t,
                         const char       *data,
                         gsize             length,
                         const char       *file,
                         ValetDiagnostics *diag);

G_END_DECLS
