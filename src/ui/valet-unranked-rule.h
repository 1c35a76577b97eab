/* valet-unranked-rule.h: a rule above the first pair without a rank.
 *
 * A published ranking lists the pairs that are not ranked (too few
 * boards, a placeholder player) below a rule.  GTK 4.8's column view
 * has no sections, so the row of such a pair whose row above is ranked
 * draws a line along its top, kept right as the grid scrolls, sorts and
 * filters.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Kept for the ui tests (tests/ui), which read what is shown through them
 * rather than through the widgets' insides; the program itself does not
 * call them: valet_unranked_rule_shown(). */

/* Follows the row of @list_item, whose cell shows @child: the column's
 * factory calls this once, at setup, for one column of the grid. */
void     valet_unranked_rule_track (GtkListItem *list_item,
                                    GtkWidget   *child);
/* Whether the row widget @row draws the rule (for tests). */
gboolean valet_unranked_rule_shown (GtkWidget   *row);

G_END_DECLS
