/* valet-bws-reader.h: results from a Bridgemate .bws database (MS Access,
 * JET3 or JET4), read through libmdb (mdbtools).
 *
 * ReceivedData holds one record per result entered at a table: Section,
 * Table, Round, Board, PairNS, PairEW, NS/EW (the declarer's seat),
 * Declarer (the declaring pair's number), Contract ("3 NT", "4 S x",
 * "PASS"), Result relative to the contract ("=", "+1", "-2"), LeadCard
 * ("S8", "ST" or "S10"), Remarks, Erased, DateLog and TimeLog.  Erased
 * records are skipped.  A board entered again at the same table and
 * round keeps the later entry (by DateLog and TimeLog, then ID), with a
 * warning naming the entry replaced.  A record without a contract whose
 * Remarks give the sides' percentages, "60%-40%" (North-South's first),
 * is an artificial score.  Any other record without a contract (Remarks
 * "Not played", or "Arbitral score", whose score the .bws does not hold)
 * is a warning and is left out.
 *
 * Pairs are known by section (Section.Letter) and number, and in a
 * section numbered by direction (a Mitchell: some board has one number on
 * both sides) by direction too.  PlayerNumbers gives the player (Number,
 * Name) at a table and seat from a round on (Round 0: from the start);
 * the pair sitting there is the one ReceivedData (or RoundData) puts at
 * that table in that round, so moving pairs keep their players.  A
 * player with a number is known by it (tag = the number) and named by
 * Name, or by PlayerNames when Name is empty; a seat without a player is
 * played by a placeholder ("ANS3a", named "Pair ANS3a").
 *
 * In a pairs movement a board travels from round to round; its results
 * must be compared with each other, so they all take the first round the
 * board was played in, across sections (they play the same deals).
 * Where some pair plays one board number in two rounds (teams, boards
 * numbered again each round) the rounds are kept.
 *
 * Session.Name and Session.Date are offered as the event's title and
 * date.  Messages name the record: "ReceivedData record 12 (section A,
 * table 3, round 2, board 5): ..." on line 12 (the record's ID).
 */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* Whether @data starts as an Access database does (JET3, JET4 or ACE). */
gboolean valet_bws_is_database (const char *data,
                                gsize       length);

/* Parses the database @data; @file is the name used in messages.  A file
 * that is not a whole, readable database is refused with one message;
 * otherwise problems are added to @diag and the good results to @t.
 * Every result seen but not added is counted with
 * valet_tournament_count_left_out(). */
void     valet_parse_bws       (ValetTournament  *t,
                                const char       *data,
                                gsize             length,
                                const char       *file,
                                ValetDiagnostics *diag);

G_END_DECLS
