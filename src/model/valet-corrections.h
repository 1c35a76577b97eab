/* valet-corrections.h: the director's corrections to the results read.
 *
 * A correction replaces what one table scored on one board (a result,
 * or the parts of a weighted or split score) with other lines: an
 * edited result, an assigned or artificial score, the outcomes of a
 * weighted score, a split score; or with nothing, a duplicate line
 * deleted.  Corrections are kept in the order made, with the results
 * read left as they are: undo and redo move along the list, and the
 * results scored are the ones read with the corrections up to there
 * applied (valet_corrections_apply()).
 */
#pragma once

#include <glib.h>

#include "valet-tournament.h"

G_BEGIN_DECLS

typedef struct _ValetCorrections ValetCorrections;

/* Corrections to @base, which must outlive them. */
ValetCorrections *valet_corrections_new       (ValetTournament *base);
void              valet_corrections_free      (ValetCorrections *c);

/* The table of result @index of @base: the index of its first line
 * there, which names it in a correction. */
guint             valet_corrections_table_of  (ValetCorrections *c,
                                               guint             index);

/* Replaces what table @table (see valet_corrections_table_of()) scored
 * with @n @lines (none: deleted); @what says what changed, for the list
 * of changes.  Drops the corrections undone before it. */
void              valet_corrections_add       (ValetCorrections  *c,
                                               guint              table,
                                               const ValetResult *lines,
                                               guint              n,
                                               const char        *what);

/* The same for the table of result @result of @now, the results scored
 * with the corrections so far (@origin maps each of them to the result
 * read it stands for; NULL when none is corrected), said in words: the
 * round, the board, the four players, what the table had and what it
 * has now. */
void              valet_corrections_correct   (ValetCorrections  *c,
                                               ValetTournament   *now,
                                               GArray            *origin,
                                               guint              result,
                                               const ValetResult *lines,
                                               guint              n_lines);

/* Gives a table that has no result on its board (see
 * valet_tournament_n_unscored(), or two pairs that did not meet on it)
 * the @n_lines @lines, whose round, board and players say which table:
 * a correction like the others, undone and redone with them, that adds
 * lines after the results read.  The table is named by a number past
 * the results of @base, which valet_corrections_apply()'s origin gives
 * its lines; correcting them corrects that table. */
void              valet_corrections_add_table (ValetCorrections  *c,
                                               ValetTournament   *now,
                                               const ValetResult *lines,
                                               guint              n_lines);

/* The tables that may lack a result on board @board of round @round of
 * @now (the results scored now), as ValetResult lines with the round,
 * the board and the four players and no contract: first the tables the
 * reader saw without a result (a Bridgemate "Not played"), then two
 * pairs that met in that round on other boards and neither of which is
 * on this one (a movement's table with no line for the board); none
 * whose pairs are on the board now.  Free with g_array_unref. */
GArray           *valet_corrections_tables_without_result (ValetCorrections *c,
                                                           ValetTournament  *now,
                                                           guint             round,
                                                           guint             board);
/* Every pair of @now not on board @board of round @round: two player
 * indices each (guint[2], North's or East's first as they last sat),
 * for a director who names a table the file says nothing of. */
GArray           *valet_corrections_pairs_off_board (ValetTournament *now,
                                                     guint            round,
                                                     guint            board);

gboolean          valet_corrections_can_undo  (ValetCorrections *c);
gboolean          valet_corrections_can_redo  (ValetCorrections *c);
/* Each returns FALSE when there is nothing to undo or redo. */
gboolean          valet_corrections_undo      (ValetCorrections *c);
gboolean          valet_corrections_redo      (ValetCorrections *c);

/* How many corrections are applied, and what each says, in order. */
guint             valet_corrections_n_applied (ValetCorrections *c);
const char       *valet_corrections_what      (ValetCorrections *c,
                                               guint             index);

/* A new tournament: @base's players and event with the corrections
 * applied, each table's lines where its first line was.  *@origin (may
 * be NULL) gets, for each of its results, the table of @base it stands
 * for; free with g_array_unref. */
ValetTournament  *valet_corrections_apply     (ValetCorrections *c,
                                               GArray          **origin);

/* Describes a result's lines as a director reads them: "4♠ N 10 ♥7",
 * "60 %/40 %", "0.6: 3♦ N 9; 0.4: 3♦ N 8", "NS: 3NT E 9; EW: 4♥X N 11";
 * "deleted" for none.  For the list of changes. */
char             *valet_corrections_describe  (const ValetResult *lines,
                                               guint              n);

/* What the table of result @read of the base had as read, described as
 * valet_corrections_describe() does ("4♠ N 10 ♥K"), when a correction
 * applied now changed it; "no result" for a table added; else NULL. */
char             *valet_corrections_was       (ValetCorrections *c,
                                               guint             read);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetCorrections, valet_corrections_free)

G_END_DECLS
