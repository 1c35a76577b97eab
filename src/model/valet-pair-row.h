/* valet-pair-row.h: one pair of a ranking, with the columns of the
 * reference program's ranking table as read-only properties. */
#pragma once

#include <glib-object.h>
#include "valet-ranking.h"
#include "valet-run.h"

G_BEGIN_DECLS

#define VALET_TYPE_PAIR_ROW (valet_pair_row_get_type ())
G_DECLARE_FINAL_TYPE (ValetPairRow, valet_pair_row, VALET, PAIR_ROW, GObject)

/* @rank: the pair's place among the pairs with enough boards, shared
 * with the pairs whose scores read the same (@tied, shown "3="); 0 for
 * a pair with too few boards.  @separable is FALSE when the pair cannot
 * be told apart from the one ranked above (valet_run_separable()).  The
 * numbers and their 95 % intervals are @run's ("hw-" and a column's key:
 * the half-width, NaN when there is none). */
ValetPairRow *valet_pair_row_new         (ValetRun             *run,
                                          guint                 rank,
                                          gboolean              tied,
                                          gboolean              separable,
                                          const ValetPairScore *score,
                                          const char           *name);

guint         valet_pair_row_get_rank    (ValetPairRow *self);
const char   *valet_pair_row_get_name    (ValetPairRow *self);
guint         valet_pair_row_get_boards  (ValetPairRow *self);
double        valet_pair_row_get_overall (ValetPairRow *self);
/* The pair's two players, as indices into the tournament's players. */
guint         valet_pair_row_get_player  (ValetPairRow *self,
                                          guint         i);

/* The pair's number as the file gives it ("7", "A7" where the file has
 * several sections), NULL when it gives none: the grid's "No." column. */
const char   *valet_pair_row_get_pair_no (ValetPairRow *self);
/* Whether a search for @search ("7", "A7", "7NS") names the pair by its
 * number (valet_pair_label_matches()). */
gboolean      valet_pair_row_matches_number (ValetPairRow *self,
                                             const char   *search);
/* The list of the movement the pair is ranked in (valet-pair-lists.h;
 * 0 when there is one), its "list" property; its rank is then its rank
 * in that list. */
void          valet_pair_row_set_list    (ValetPairRow *self,
                                          guint         list);
guint         valet_pair_row_get_list    (ValetPairRow *self);

/* Rows of the same pair (the same two players of one tournament) are
 * equal: a GHashFunc and a GEqualFunc. */
guint         valet_pair_row_hash        (gconstpointer row);
gboolean      valet_pair_row_equal       (gconstpointer a,
                                          gconstpointer b);
/* Takes the properties of @from, a row of the same pair from a later
 * run, and notifies those that changed (every number in other units). */
void          valet_pair_row_update      (ValetPairRow *self,
                                          ValetPairRow *from);

G_END_DECLS
