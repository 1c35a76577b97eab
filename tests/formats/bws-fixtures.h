/* bws-fixtures.h: the Bridgemate databases the tests read, built with
 * bws-writer in the shape Bridgemate Control Software writes them
 * (tables and columns of a JET3 .bws), with our own small events. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Two sections, A and B, of a Mitchell: three tables each, three rounds
 * of one board (the east-west pairs move up, the boards down), the same
 * pair numbers in both.  Section A has an erased entry with its
 * correction, a board entered twice at one table (the later entry "="
 * replaces "-1"), a board not played (no contract, Remarks "Not played")
 * and a passed-out board; one player's name comes from PlayerNames, two
 * players share the name "John Smith" under their own numbers, and one
 * seat of section B has no player at all. */
GBytes *bws_fixture_club      (void);

/* A Howell of four pairs at two tables over two rounds, without player
 * numbers: pair 1 plays North-South, then East-West. */
GBytes *bws_fixture_howell    (void);

/* The Howell, its section's ScoringType @scoring_type ("1" matchpoints,
 * "2" cross-IMPs, "3" Butler, "4" teams; others name no form). */
GBytes *bws_fixture_howell_scored (const char *scoring_type);

/* The Howell with a properties blob (LvProp) on ReceivedData's catalog
 * entry whose first record claims a length of 0: libmdb's parser of
 * those (in mdb_read_catalog()) never gets past it. */
GBytes *bws_fixture_endless_properties (void);

/* One section with results that are wrong in each field: a contract of
 * level 8, a result beyond 13 tricks, a lead that is not a card, a seat
 * that is not one, and two good results. */
GBytes *bws_fixture_bad_rows  (void);

/* Teams: two matches of two tables per round, each match playing boards
 * 1 and 2 in every round (new deals each round, one number range). */
GBytes *bws_fixture_teams     (void);

GBytes *bws_fixture_adjusted  (void);

/* Sit-outs: a pairs event of three pairs and two rounds of two boards,
 * where the table of the pair that sits out has a record without a
 * contract for each board, against pair 0 (pair 3 in round 1, pair 2,
 * sitting East-West, in round 2); and one round of pair 3 against a
 * pair whose players are named "Phantom" (pair 4). */
GBytes *bws_fixture_sit_out   (void);

G_END_DECLS
