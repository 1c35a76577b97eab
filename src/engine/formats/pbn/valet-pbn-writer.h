/* valet-pbn-writer.h: a tournament as a PBN 2.1 file.
 *
 * One game per board of a round ([Board], [Dealer] and [Vulnerable] from
 * the standard cycle), each with a ScoreTable of its results in the
 * order they were read:
 *   Round;PairId_NS;PairId_EW;Names_NS;Names_EW;Contract;Declarer;Result;Lead;
 *   PlayerId_N;PlayerId_E;PlayerId_S;PlayerId_W;
 *   PlayerName_N;PlayerName_E;PlayerName_S;PlayerName_W
 * Pairs are numbered in order of first appearance.  Names_NS ("North -
 * South") cannot hold every name as it is: white space is collapsed, a
 * dash between spaces (or between a space and an end of the name) loses
 * its spaces, so that the two names can be told apart, and two players
 * who play under the same name get their tags added in brackets.  The
 * last eight columns are not in the PBN standard (programs that read PBN
 * skip columns they do not know): PlayerId_* hold the players' tags, and
 * PlayerName_* their names where Names_NS or Names_EW changed them ("-"
 * elsewhere), so that valet-pbn-reader gives back the same players, with
 * the same tags and names, and a pair's two players in the same order.
 *
 * Adjusted scores: when the tournament has artificial scores, the
 * standard Score_NS and Score_EW columns follow (a played result's score
 * on the side that scores it, "-" on the other), and an artificial
 * score is a row with Contract, Declarer, Result and Lead "-" and the
 * sides' percentages there, "60%" and "40%".  When it has weighted or
 * split scores, two columns of Valet's own follow: Weight, an outcome's
 * weight ("0.6"; "-" for a whole result), and Side, NS or EW for one
 * side's line of a split score ("-" for both).
 */
#pragma once

#include <glib.h>
#include "valet-tournament.h"

G_BEGIN_DECLS

/* Appends the PBN text to @out. */
void     valet_append_pbn (GString         *out,
                           ValetTournament *t);

/* Writes the PBN file at @path, atomically and durably (see
 * valet-output-file.h: a folder, link, device or read-only file there is
 * refused). */
gboolean valet_write_pbn  (ValetTournament  *t,
                           const char       *path,
                           GError          **error);

G_END_DECLS
