/* valet-hand-record.h: deals as a text hand record, each with its
 * diagram, points, dealer and vulnerability, double-dummy table and par
 * (valet-cli --hand-records).
 *
 *   Board 1    Dealer N    Vulnerable None
 *
 *                 S AQT94
 *                 H T53
 *                 ...
 *   S J85                       S 63
 *   ...
 *   HCP  N 11  E 5  S 12  W 12
 *
 *         NT   S   H   D   C
 *   N      7  12   5  12   6
 *   ...
 *   Par  NS 980: 6S-NS
 *
 * Suits are letters and the text is ASCII but for what the deals do not
 * hold: it is data as much as prose, like the tableau. */
#pragma once

#include <glib.h>
#include "valet-dd.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* Appends every deal of @t (in valet_tournament_deal()'s order) with
 * its table from @tables (by the same index; NULL for the diagrams
 * alone). */
void valet_append_hand_records (GString            *out,
                                ValetTournament    *t,
                                const ValetDdTable *tables);

G_END_DECLS
