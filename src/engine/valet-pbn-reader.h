/* valet-pbn-reader.h: results from the ScoreTable of a PBN 2.1 file.
 *
 * Each game's [Board "N"] gives the board; its [ScoreTable "header"] tag
 * is followed by one row per table result, until a line that starts with
 * '[' or an empty line.  The header names the columns, separated by ';',
 * each optionally followed by '\' and a width and alignment
 * ("Contract\4L").  Widths are minimums, so cells are split on white
 * space; a quoted string is one cell.  "-" means not relevant, "?"
 * unknown.
 *
 * Columns read: Round (1 when absent), Section, Table, PairId_NS,
 * PairId_EW, Names_NS ("North - South"), Names_EW ("East - West"),
 * Contract, Declarer, Result (tricks won by declarer) and Lead.  The rows
 * of one ScoreTable are one deal, compared with each other: when their
 * rounds differ (a board travelling in a pairs movement) they all take
 * the first.  Scores,
 * matchpoints, IMPs, percentages, ranks and multiplicities are computed
 * here, not read.
 *
 * Players are identified by name; the same name is the same player.
 * Where both players of a side have a PlayerId_N, _E, _S or _W cell (the
 * columns valet-pbn-writer adds), they are the players of those tags,
 * named by their PlayerName_* cell, or where that is "-" by Names_NS or
 * Names_EW, or else by the tag.
 * Where a side has only a pair number, its players are "<id>a" (North or
 * East) and "<id>b" (South or West), with the section in front when there
 * is one, and "NS"/"EW" too when the file numbers the two directions
 * separately (a Mitchell movement: the same number on both sides of a
 * board).  The per-player columns of the ranking then stand for the two
 * seats of the pair, not for persons.  A table with neither pair numbers
 * nor names (a frequency table) cannot give pair scores and is reported.
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
