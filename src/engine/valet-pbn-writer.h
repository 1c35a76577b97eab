/* valet-pbn-writer.h: a tournament as a PBN 2.1 file.
 *
 * One game per board of a round ([Board], [Dealer] and [Vulnerable] from
 * the standard cycle), each with a ScoreTable of its results in the
 * order they were read:
 *   Round;PairId_NS;PairId_EW;Names_NS;Names_EW;Contract;Declarer;Result;Lead
 * Pairs are numbered in order of first appearance.  The file reads back
 * with valet-pbn-reader into the same results.  Two things a name cannot
 * carry through Names_NS ("North - South") are changed on the way: a
 * " - " inside a name is written "-", and two players who play under the
 * same name get their tags added in brackets.
 */
#pragma once

#include <glib.h>
#include "valet-tournament.h"

G_BEGIN_DECLS

/* Appends the PBN text to @out. */
void     valet_append_pbn (GString         *out,
                           ValetTournament *t);

/* Writes the PBN file at @path, atomically (a temporary file renamed). */
gboolean valet_write_pbn  (ValetTournament  *t,
                           const char       *path,
                           GError          **error);

G_END_DECLS
