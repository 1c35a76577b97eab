/* valet-pair-lists.h: the lists a movement ranks its pairs in.
 *
 * A director publishes one ranking per list, as the scoring program
 * that ran the session does: a Mitchell (each pair sat one direction
 * throughout) has a North-South and an East-West list in each section;
 * a Howell one list per section; a file without pair numbers one list.
 * The lists only group the ranking: every board is still scored across
 * every table that played it, and a pair's numbers are the same in any
 * list.  A section is a Mitchell when the file numbers its pairs by
 * direction and every pair sat the direction it is numbered in on every
 * board (checked against the results, so that a Howell whose file gives
 * the pairs the direction they started in stays one list).
 */
#pragma once

#include <glib.h>
#include "valet-ranking.h"
#include "valet-run.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

typedef struct _ValetPairLists ValetPairLists;

/* The lists of @ranking's pairs (finished), in the order of the
 * tournament's sections, North-South before East-West; pairs without a
 * number after the others. */
ValetPairLists *valet_pair_lists_new        (ValetTournament *t,
                                             ValetRanking    *ranking);
/* The same for the pairs of @run, with their ranks in each list. */
ValetPairLists *valet_pair_lists_new_for_run (ValetRun *run);
void            valet_pair_lists_free       (ValetPairLists *lists);

guint           valet_pair_lists_n          (ValetPairLists *lists);
/* "Section A, North-South", "East-West", "Section B"; translated.  NULL
 * when there is one list (the movement has no other). */
const char     *valet_pair_lists_heading    (ValetPairLists *lists,
                                             guint           list);
/* The list of @pair (a pair of the ranking or run the lists were made
 * of). */
guint           valet_pair_lists_list_of    (ValetPairLists       *lists,
                                             const ValetPairScore *pair);
/* Whether the lists number pairs with their sections ("A7"): the file
 * has several. */
gboolean        valet_pair_lists_has_sections (ValetPairLists *lists);

/* For lists made for a run: the ranked pairs of @list, in ranking
 * order, as positions of valet_run_ranked(), and the rank of the @k-th
 * in its list, shared as valet_run_shared_rank() shares it (1, 2, 2, 4;
 * *@tied says so). */
guint           valet_pair_lists_n_ranked   (ValetPairLists *lists,
                                             guint           list);
guint           valet_pair_lists_position   (ValetPairLists *lists,
                                             guint           list,
                                             guint           k);
guint           valet_pair_lists_rank       (ValetPairLists *lists,
                                             guint           list,
                                             guint           k,
                                             gboolean       *tied);
/* The rank of the ranked pair at @position within its list. */
guint           valet_pair_lists_rank_of    (ValetPairLists *lists,
                                             guint           position,
                                             gboolean       *tied);

/* Whether the ranked pair at @position can be told from the pair above
 * it in its list (valet_run_separable_from()); TRUE for a list's first. */
gboolean        valet_pair_lists_separable  (ValetPairLists *lists,
                                             guint           position);

/* The number of @pair as the file gives it: "7", "A7" where the file has
 * several sections, and " NS"/" EW" after it with @with_direction in a
 * Mitchell; NULL when the file numbers no pairs (free with g_free). */
char           *valet_pair_number_text      (ValetTournament      *t,
                                             const ValetPairScore *pair,
                                             gboolean              with_direction);
/* A key that sorts pair numbers as a director reads them: section, then
 * the number as a number, then direction (NS first); G_MAXINT64 for a
 * pair without one. */
gint64          valet_pair_number_sort_key  (ValetTournament      *t,
                                             const ValetPairScore *pair);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetPairLists, valet_pair_lists_free)

G_END_DECLS
