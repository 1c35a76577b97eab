/* valet-columns.h: columns of the grids, made alike: numbers right
 * aligned in tabular figures with a fixed number of decimals, optionally
 * followed by a count, and every column sortable by its property. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @decimals points at the number of decimals to show (the caller keeps
 * it up to date; -1 shows whole numbers).  @count_property, when not
 * NULL, names a property shown after the number as "(n)"; a zero count
 * shows a dash instead of the number. */
GtkColumnViewColumn *valet_columns_add_number (GtkColumnView *view,
                                               GType          item_type,
                                               const char    *title,
                                               const char    *property,
                                               const char    *count_property,
                                               const int     *decimals);
/* The rank of the items' "rank" (whole, sorted as a number), "3=" when
 * their "tied" is set, nothing when it is 0. */
GtkColumnViewColumn *valet_columns_add_rank   (GtkColumnView *view,
                                               GType          item_type,
                                               const char    *title);
GtkColumnViewColumn *valet_columns_add_text   (GtkColumnView *view,
                                               GType          item_type,
                                               const char    *title,
                                               const char    *property,
                                               gboolean       expand);
/* The names of the two players of the pair @item, for a pair column;
 * @second NULL when they are not known apart (@first then names both). */
typedef void (*ValetColumnsPlayers) (gpointer     item,
                                     const char **first,
                                     const char **second,
                                     gpointer     data);
/* A pair, sorted by @property (its name): each player on a line of his
 * own, and both in full in the cell's tooltip. */
GtkColumnViewColumn *valet_columns_add_pair   (GtkColumnView      *view,
                                               GType               item_type,
                                               const char         *title,
                                               const char         *property,
                                               ValetColumnsPlayers players,
                                               gpointer            data);
/* Short codes (player tags), right aligned in tabular figures as the
 * numbers are, and sorted as text. */
GtkColumnViewColumn *valet_columns_add_code   (GtkColumnView *view,
                                               GType          item_type,
                                               const char    *title,
                                               const char    *property);
/* The score of a result as a paper traveller shows it: "NS Score" and
 * "EW Score", each showing its side's score (the item's "ns-plus" and
 * "ew-plus", NaN for the other side, shown as a dash) and sorting by the
 * item's signed "ns-score", so that either goes from the best score for
 * its side down.  Returns the NS column. */
GtkColumnViewColumn *valet_columns_add_side_scores (GtkColumnView *view,
                                                    GType          item_type,
                                                    const int     *decimals);
/* The text a number cell shows: NaN (does not apply) as a dash, a minus
 * sign below zero, and the decimal separator of LC_NUMERIC. */
char                *valet_columns_format     (double         value,
                                               int            decimals);

G_END_DECLS
