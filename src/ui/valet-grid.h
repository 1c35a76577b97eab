/* valet-grid.h: the rows under a column view, as every grid of the
 * window shows them: filtered by a search, sorted by the column clicked,
 * one of them selected, and how many show said beside the search. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define VALET_TYPE_GRID (valet_grid_get_type ())
G_DECLARE_FINAL_TYPE (ValetGrid, valet_grid, VALET, GRID, GObject)

/* Whether @item shows; @search is the search folded (valet_grid_fold()),
 * "" when there is none. */
typedef gboolean (*ValetGridMatch) (gpointer item, const char *search, gpointer data);
/* The words for @shown rows of @all. */
typedef char    *(*ValetGridCount) (guint shown, guint all);

/* Rows -> filter -> sorted by @view's sorter -> a single selection (none
 * unless @selectable) -> @view; the grid lives as long as that chain. */
ValetGrid *valet_grid_attach     (GtkColumnView  *view,
                                  gboolean        selectable);
void       valet_grid_set_model  (ValetGrid      *self,
                                  GListModel     *model);
/* Shows the rows @match keeps for what @entry says, and their number in
 * @count_label in the words of @count. */
void       valet_grid_set_search (ValetGrid      *self,
                                  GtkSearchEntry *entry,
                                  GtkLabel       *count_label,
                                  ValetGridMatch  match,
                                  ValetGridCount  count,
                                  gpointer        data);
/* Filters again at once, as when the search changes: something else
 * @match reads changed. */
void       valet_grid_refilter   (ValetGrid      *self);
/* For the results of another event: the search emptied and the rows in
 * the order of their model, unsorted. */
void       valet_grid_start_over (ValetGrid      *self);

/* What Ctrl+C (the action "grid.copy" on the view) copies: a line of
 * headings and the selected row (every row shown, after Ctrl+A, or in a
 * grid without a selection), the columns shown tab separated, numbers
 * as shown; NULL when no row is selected. */
char      *valet_grid_copy_text  (ValetGrid      *self);
/* @before (given @owner) runs before each copy while @owner lives: a
 * view that puts its rows into the grid a few at a time
 * (valet-board-view.c) puts in the rest, so that a copy has them all. */
void       valet_grid_set_before_copy (ValetGrid *self,
                                       GObject   *owner,
                                       void     (*before) (GObject *owner));

/* Shows the first rows, as after each new sort. */
void       valet_grid_scroll_to_top (ValetGrid   *self);
/* Shows the row at @position (of the rows shown, as sorted). */
void       valet_grid_scroll_to     (ValetGrid   *self,
                                     guint        position);

/* @text case-folded and without accents ("Łódź" -> "lodz"), as searches
 * compare it. */
char      *valet_grid_fold       (const char     *text);
/* Whether @text, folded, holds @search (folded; "" is in every text). */
gboolean   valet_grid_matches    (const char     *text,
                                  const char     *search);

G_END_DECLS
