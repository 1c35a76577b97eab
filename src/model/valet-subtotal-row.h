/* valet-subtotal-row.h: a pair's results added up by round, by opponents
 * or by player, with the components of the ranking table. */
#pragma once

#include <glib-object.h>
#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum {
  VALET_SUBTOTAL_ROUND,
  VALET_SUBTOTAL_OPPONENTS,
  VALET_SUBTOTAL_PLAYER,
} ValetSubtotalGroup;

#define VALET_TYPE_SUBTOTAL_ROW (valet_subtotal_row_get_type ())
G_DECLARE_FINAL_TYPE (ValetSubtotalRow, valet_subtotal_row, VALET, SUBTOTAL_ROW, GObject)

/* Adds up @results (ValetResultRow seen from the pair of @players, as
 * valet_document_list_pair_results() gives them) by @group: sums of each
 * component, or averages per board (per hand declared, per lead) when
 * @average is set, as suits matchpoint percentages.  "play1" and "lead1"
 * are those of @players[0], shown by @names[0]; a player's row has his
 * own play and leads in "declaring" and "lead", and NaN for what belongs
 * to the pair (overall, bid, defence). */
GListModel  *valet_subtotal_rows_group      (GListModel         *results,
                                             ValetSubtotalGroup  group,
                                             const guint         players[2],
                                             const char *const   names[2],
                                             gboolean            average);

double       valet_subtotal_row_get_overall (ValetSubtotalRow *self);

G_END_DECLS
