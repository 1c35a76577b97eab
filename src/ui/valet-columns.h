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
 * their "tied" is set, nothing when it is 0; a tooltip says so when
 * their "separable" is 0 (the pair cannot be told apart from the one
 * above it). */
GtkColumnViewColumn *valet_columns_add_rank   (GtkColumnView *view,
                                               GType          item_type,
                                               const char    *title);
/* The numbers of @column (made by valet_columns_add_number) get the
 * 95 % interval in their tooltips: "1.17 ± 0.42 (95 % interval 0.75 to
 * 1.59, over 220 boards)", the item's @half_property its half-width
 * (NaN: no tooltip), over the column's count, or the item's
 * @over_property when it has none; of leads when @leads. */
void                 valet_columns_set_interval (GtkColumnViewColumn *column,
                                                 const char          *half_property,
                                                 const char          *over_property,
                                                 gboolean             leads);
/* The unit under that tooltip's numbers, "% of matchpoints": @unit
 * points at the caller's string (kept up to date, as @decimals). */
void                 valet_columns_set_unit     (GtkColumnViewColumn *column,
                                                 const char *const   *unit);
/* The tooltip a number cell (a list item's child) of such a column
 * shows: its interval, or for a rank, that the pair cannot be told
 * apart from the one above it; NULL when it shows none. */
char                *valet_columns_cell_tooltip (GtkWidget *cell);
GtkColumnViewColumn *valet_columns_add_text   (GtkColumnView *view,
                                               GType          item_type,
                                               const char    *title,
                                               const char    *property,
                                               gboolean       expand);
/* Short texts that do not sort as text ("3NT" is above "3♠", "−1"
 * below "+1"): shown as @property, sorted by the number
 * @rank_property, lowest first. */
GtkColumnViewColumn *valet_columns_add_ranked_text (GtkColumnView *view,
                                                    GType          item_type,
                                                    const char    *title,
                                                    const char    *property,
                                                    const char    *rank_property);
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
/* What the cell of @column (made here) shows for @item, as text: a
 * number as shown (without its count), a pair's two names in one. */
char                *valet_columns_cell_text  (GtkColumnViewColumn *column,
                                               gpointer             item);
/* The text a number cell shows: NaN (does not apply) as a dash, a minus
 * sign below zero, and the decimal separator of LC_NUMERIC. */
char                *valet_columns_format     (double         value,
                                               int            decimals);
/* @value give or take @half_width, "1.17 ± 0.42", both as
 * valet_columns_format() shows them; @value alone when @half_width is
 * NaN.  The grid's tooltips and the pair page show intervals so. */
char                *valet_columns_format_interval (double value,
                                                    double half_width,
                                                    int    decimals);
/* A number's tooltip: its interval as above and the interval's ends,
 * over @count boards (or leads when @leads); NULL when @half_width or
 * @value is NaN. */
char                *valet_columns_interval_tooltip (double   value,
                                                     double   half_width,
                                                     int      decimals,
                                                     guint    count,
                                                     gboolean leads);

G_END_DECLS
