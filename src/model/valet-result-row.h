/* valet-result-row.h: one table result with its Valet components, seen
 * either as a traveller line or from one pair's side. */
#pragma once

#include <glib-object.h>
#include "valet-board-scorer.h"
#include "valet-model-enums.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

#define VALET_TYPE_RESULT_ROW (valet_result_row_get_type ())
G_DECLARE_FINAL_TYPE (ValetResultRow, valet_result_row, VALET, RESULT_ROW, GObject)

/* Components that do not apply (the play of a pair that defended, say)
 * are NaN. */
ValetResultRow *valet_result_row_new          (ValetTournament  *tournament,
                                               const ValetEntry *entry,
                                               ValetScoring      scoring,
                                               ValetView         view);

guint           valet_result_row_get_board    (ValetResultRow *self);
guint           valet_result_row_get_round    (ValetResultRow *self);
const char     *valet_result_row_get_contract (ValetResultRow *self);
const char     *valet_result_row_get_role     (ValetResultRow *self);
int             valet_result_row_get_ns_score (ValetResultRow *self);
double          valet_result_row_get_overall  (ValetResultRow *self);

G_END_DECLS
