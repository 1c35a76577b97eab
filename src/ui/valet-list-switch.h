/* valet-list-switch.h: which list of the movement the ranking grid shows.
 *
 * A Mitchell ranks North-South and East-West apart, several sections
 * each apart: the grid shows one list at a time, ranked and sorted
 * within it, and this row of buttons above it, one per list named by
 * its heading ("Section A, North-South"), says which and changes it.
 * Hidden when the movement has one list.
 */
#pragma once

#include <gtk/gtk.h>
#include "valet-run.h"

G_BEGIN_DECLS

#define VALET_TYPE_LIST_SWITCH (valet_list_switch_get_type ())
G_DECLARE_FINAL_TYPE (ValetListSwitch, valet_list_switch, VALET, LIST_SWITCH, GtkWidget)

ValetListSwitch *valet_list_switch_new          (void);
/* The lists of @run (NULL: none): a button for each; the one chosen is
 * kept when the lists are the same as before, else the first. */
void             valet_list_switch_set_run      (ValetListSwitch *self,
                                                 ValetRun        *run);
/* How many lists there are (0 or 1: the switch is hidden). */
guint            valet_list_switch_get_n_lists  (ValetListSwitch *self);
/* The list shown, its "selected" property; choosing one notifies it. */
guint            valet_list_switch_get_selected (ValetListSwitch *self);
void             valet_list_switch_set_selected (ValetListSwitch *self,
                                                 guint            list);
/* Its heading, or NULL. */
const char      *valet_list_switch_get_heading  (ValetListSwitch *self,
                                                 guint            list);

G_END_DECLS
