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

guint           valet_result_row_get_round    (ValetResultRow *self);
/* The index of the result among the tournament's: the same for a
 * traveller's line and the pair's row of that result. */
guint           valet_result_row_get_result   (ValetResultRow *self);
const char     *valet_result_row_get_role     (ValetResultRow *self);
double          valet_result_row_get_overall  (ValetResultRow *self);
/* Seen from a pair: the other pair's names, "East - West". */
const char     *valet_result_row_get_opponents (ValetResultRow *self);
/* The players who declared and who led, as indices into the
 * tournament's players; G_MAXUINT on a passed-out board. */
guint           valet_result_row_get_declarer_player (ValetResultRow *self);
guint           valet_result_row_get_leader_player   (ValetResultRow *self);

/* For a run without the lead split: no lead score to show (the defence
 * is the defenders' whole share).  Before the row is shown. */
void valet_result_row_drop_lead (ValetResultRow *self);

G_END_DECLS
