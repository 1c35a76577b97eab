/* valet-pair-row.h: one pair of a ranking, with the columns of the
 * reference program's ranking table as read-only properties. */
#pragma once

#include <glib-object.h>
#include "valet-ranking.h"

G_BEGIN_DECLS

#define VALET_TYPE_PAIR_ROW (valet_pair_row_get_type ())
G_DECLARE_FINAL_TYPE (ValetPairRow, valet_pair_row, VALET, PAIR_ROW, GObject)

ValetPairRow *valet_pair_row_new         (guint                 rank,
                                          const ValetPairScore *score,
                                          const char           *name,
                                          ValetScoring          scoring);

guint         valet_pair_row_get_rank    (ValetPairRow *self);
const char   *valet_pair_row_get_name    (ValetPairRow *self);
guint         valet_pair_row_get_boards  (ValetPairRow *self);
double        valet_pair_row_get_overall (ValetPairRow *self);
/* The pair's two players, as indices into the tournament's players. */
guint         valet_pair_row_get_player  (ValetPairRow *self,
                                          guint         i);

G_END_DECLS
