/* valet-usebio-reader.h: results from a USEBIO 1.2 / 1.3 XML file.
 *
 * PARTICIPANTS holds the pairs (PAIR_NUMBER, optionally DIRECTION, and
 * PLAYER/PLAYER_NAME, the first player sitting North or East), directly
 * or within TEAMs.  Each BOARD (BOARD_NUMBER) holds TRAVELLER_LINEs:
 * NS_PAIR_NUMBER, EW_PAIR_NUMBER, CONTRACT, PLAYED_BY, TRICKS, LEAD and
 * SCORE.  The round is the ROUND_NUMBER of the nearest element around
 * the line (a team event's MATCH, say), or 1.
 *
 * An EVENT may hold SESSIONs, and a session SECTIONs (SECTION_ID), each
 * with its own PARTICIPANTS and BOARDs.  A pair is known by its section
 * (and session) and number, and in a section numbered by direction (a
 * Mitchell: DIRECTION NS and EW, or one number on both sides of a board)
 * by its direction too.  The sections of a session play the same deals,
 * so one board's results are compared across them, unless the hands a
 * section gives for a board (HAND in a BOARD, as in a HANDSET) differ
 * from those given for the others; sessions play deals of their own.
 * When a file has deals of more than one kind, the rounds are numbered
 * again from 1: session by session, then deal by deal, then round by
 * round.
 *
 * Leads are read either way round ("SA" or "AS").  A lead that is not a
 * card is a warning: the result is kept without it.  An adjusted SCORE
 * of two percentages ("A6040": NS 60 %, EW 40 %; Compscore3's "A5050",
 * "A6060") is an artificial score for the pairs the line gives.  An
 * adjusted score written otherwise ("A+", "AVE") or a board not played
 * (no CONTRACT) is a warning and the line is left out: the result at
 * the table is not known.  A pair
 * missing from PARTICIPANTS, or without player names, is played by
 * placeholders ("1a" and "1b" for pair 1; "A7NSa" and "A7NSb" for pair
 * 7 NS of section A) whose tags no player of the file has.
 *
 * The file's event (EVENT_DESCRIPTION, else EVENT_NAME or TITLE), DATE
 * and VENUE (else the CLUB_NAME) are offered to the tournament.
 *
 * The XML is read with libxml2, with nothing fetched and no entity
 * expanded: a document type that declares one is refused.  The text is
 * read as its XML declaration says (UTF-8 when it says nothing but is,
 * or is UTF-8 whatever it says; otherwise in the legacy encoding that
 * reads best, with a warning).  A byte order mark says UTF-8, UTF-16 or
 * UTF-32.  In a file that says UTF-8,
 * a stray byte that is not is read as U+FFFD with a warning on its line,
 * and the rest as UTF-8; so is a NUL byte in any file, but those a file
 * ends in, which are left out.  Every line number is the line the
 * element starts on, however long the lines (a file on one line reads in
 * time linear in its length).
 */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* Parses @data; @file is the name used in messages.  Problems are added
 * to @diag; the good lines are added to @t, also when the XML breaks off
 * (those before the break).  Every traveller line seen but not added is
 * counted with valet_tournament_count_left_out(). */
void     valet_parse_usebio                (ValetTournament  *t,
                                            const char       *data,
                                            gsize             length,
                                            const char       *file,
                                            ValetDiagnostics *diag);

G_END_DECLS
