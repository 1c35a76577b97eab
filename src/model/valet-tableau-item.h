/* valet-tableau-item.h: one line of a board's tableaux (one distinct
 * result), with the declarer's and the defenders' numbers. */
#pragma once

#include <glib-object.h>
#include "valet-options.h"
#include "valet-tableau-writer.h"

G_BEGIN_DECLS

#define VALET_TYPE_TABLEAU_ITEM (valet_tableau_item_get_type ())
G_DECLARE_FINAL_TYPE (ValetTableauItem, valet_tableau_item, VALET, TABLEAU_ITEM, GObject)

ValetTableauItem *valet_tableau_item_new       (const ValetTableauRow *row,
                                                ValetScoring           scoring);

const char       *valet_tableau_item_get_key   (ValetTableauItem *self);
guint             valet_tableau_item_get_count (ValetTableauItem *self);

/* For a run without the lead split: no lead score to show (the defence
 * is the defenders' whole share).  Before the row is shown. */
void valet_tableau_item_drop_lead (ValetTableauItem *self);

G_END_DECLS
