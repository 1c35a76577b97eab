/* valet-pbn-reader.h: results from a PBN file: the score tables of PBN
 * 2.1, or one game per table.
 *
 * Score tables.  Each game's [Board "N"] gives the board; its
 * [ScoreTable "header"] tag is followed by one row per table result,
 * until a line that starts with '[' or an empty line.  The header names
 * the columns, separated by ';', each optionally followed by '\' and a
 * width and alignment ("Contract\4L"), and a name may carry the '+' or
 * '-' that sorts the table on it ("-Rank"); "#" repeats the previous
 * game's header.  Widths are minimums, so cells are split on white
 * space; a quoted string is one cell.  "-" means not relevant, "?"
 * unknown.
 *
 * Columns read: Round (1 when absent), Section (or else the game's
 * [Section]), Table, PairId_NS, PairId_EW, Names_NS, Names_EW, Contract,
 * Declarer, Result (tricks won by declarer) and Lead.  The rows of one
 * ScoreTable are one deal, compared with each other: when their rounds
 * differ (a board travelling in a pairs movement) they all take the
 * first.  Scores, matchpoints, IMPs, percentages, ranks and
 * multiplicities are computed here, not read; a Score cell that is an
 * adjusted score ("A+", "A60", "40%"), a row without a contract ("-")
 * or without its declarer or result is a warning, and the row is left
 * out (counted with valet_tournament_count_left_out()).
 *
 * Players.  Where a side has a pair number, the pair is known by it
 * (valet-pbn-pairs.h): section, direction in a Mitchell, number.  Its
 * Names cell only labels it: "A;B" (PBN 2.1), "A - B", "Surname-Surname"
 * (BridgeComposer) or a partnership's one name; a TotalScoreTable's
 * PairId and Names columns name pairs the score tables give numbers only
 * (Magic Contest), wherever it stands in the file.  Tags are made from
 * the pair key ("A" "NS" "3" "a"); a player's own name that no other
 * pair has is the tag.  Without a pair number, players are known by
 * name, and a Names cell must then hold two.  Where both players of a
 * side have a PlayerId_N, _E, _S or _W cell (the columns
 * valet-pbn-writer adds), they are the players of those tags, named by
 * their PlayerName_* cell, or where that is "-" by Names_NS or Names_EW,
 * or else by the tag.
 *
 * One game per table (valet-pbn-games.h): games with [North] .. [West]
 * and [Contract], [Declarer], [Result] of their own, as BBO, RealBridge
 * and JFR export them.  A board that has a score table is read from it,
 * and its games, the same results, are not.
 *
 * A file with neither (a hand record, frequency tables that do not say
 * who played, single games each alone on its deal) is refused with one
 * message that says what it holds.  [Event], [Date] and [Site] of the
 * first game that has them name the event (valet_tournament_offer_event).
 */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* Parses @data; @file is the name used in messages.  Problems are added
 * to @diag; the good rows are added to @t. */
void valet_parse_pbn (ValetTournament  *t,
                      const char       *data,
                      gsize             length,
                      const char       *file,
                      ValetDiagnostics *diag);

G_END_DECLS
