/* valet-frozen-columns.h: a grid's first columns kept in sight while it
 * scrolls sideways.
 *
 * GTK 4.8's GtkColumnView has no frozen columns.  A second, narrow
 * column view with copies of those columns lies over the grid's left
 * edge once the grid is scrolled right: it shows the same rows (the same
 * selection model, so a row picked in one is picked in both), moves up
 * and down with the grid (each follows the other's vertical adjustment),
 * and a click on
 * one of its headings sorts the grid by the column copied, its arrow
 * following the grid's sort.  Ctrl+C and Ctrl+A in it are the grid's
 * (its "grid.copy" and "grid.select-all"): the rows copied whole. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Lays @frozen over @scroller (which holds @view) where @scroller is in
 * its parent.  @frozen's columns, in order, are copies of the @n
 * @originals: their visibility and titles follow the originals'.
 * @frozen's "activate" is handed to @view's, and its Ctrl+C and Ctrl+A
 * to @view's actions "grid.copy" and "grid.select-all". */
void valet_frozen_columns_attach (GtkScrolledWindow    *scroller,
                                  GtkColumnView        *view,
                                  GtkColumnView        *frozen,
                                  GtkColumnViewColumn **originals,
                                  guint                 n);

/* The scrolled window holding @frozen, for the tests: visible while the
 * grid is scrolled right. */
GtkWidget *valet_frozen_columns_get_pane (GtkColumnView *frozen);

G_END_DECLS
