/* valet-library-window.h: the Library page: the events of the library
 * of events by date, a search by name, a selection, and the season
 * ranking of the events selected (partnerships or persons, with the
 * ± of each number), pooled on a worker thread. */
#pragma once

#include <adwaita.h>
#include "valet-options.h"
#include "valet-season-partnership.h"
#include "valet-season-player.h"

G_BEGIN_DECLS

#define VALET_TYPE_LIBRARY_WINDOW (valet_library_window_get_type ())
G_DECLARE_FINAL_TYPE (ValetLibraryWindow, valet_library_window, VALET, LIBRARY_WINDOW,
                      AdwWindow)

/* The library at @path, scored with the method of @options (copied). */
ValetLibraryWindow *valet_library_window_new          (GtkWindow          *parent,
                                                       const char         *path,
                                                       const ValetOptions *options);
/* Reads the events again. */
void                valet_library_window_reload       (ValetLibraryWindow *self);

/* For the tests: the events shown (after the search), the search text,
 * the selection, the season started, and the ranking's rows as shown. */
guint               valet_library_window_n_shown      (ValetLibraryWindow *self);
char               *valet_library_window_event_cell   (ValetLibraryWindow *self,
                                                       guint               row,
                                                       guint               column);
void                valet_library_window_set_search   (ValetLibraryWindow *self,
                                                       const char         *text);
void                valet_library_window_select_all   (ValetLibraryWindow *self);
/* Sets the From and To days (NULL: as they are; "": open) and selects
 * the events listed with a day in that range, and no others, as Select
 * Days does: how many, or -1 (nothing changed, the entry marked) when
 * an end is not a day written YYYY-MM-DD. */
gint                valet_library_window_select_days  (ValetLibraryWindow *self,
                                                       const char         *from,
                                                       const char         *to);
/* Opens the event of row @row (after the search) in a main window, as
 * activating the row or Open does: that window, or NULL. */
GtkWindow          *valet_library_window_open_event   (ValetLibraryWindow *self,
                                                       guint               row);
void                valet_library_window_start_season (ValetLibraryWindow *self);
gboolean            valet_library_window_get_busy     (ValetLibraryWindow *self);
/* The page shown: "empty", "events", "working", "ranking", "player",
 * "partnership", "identity" or "error". */
const char         *valet_library_window_get_page     (ValetLibraryWindow *self);
void                valet_library_window_show_persons (ValetLibraryWindow *self,
                                                       gboolean            persons);
guint               valet_library_window_n_ranking_rows (ValetLibraryWindow *self);
/* The text of a ranking cell as shown: column 0 the rank, 1 the name,
 * 2 the events, 3 the boards, then Score, Luck-free, Bid, Play, Lead,
 * Defence ("mean ± half-width"). */
char               *valet_library_window_ranking_cell (ValetLibraryWindow *self,
                                                       guint               row,
                                                       guint               column);
/* Sorts the ranking by @column (numbered as for ranking_cell), as a
 * click on its heading does. */
void                valet_library_window_sort_ranking (ValetLibraryWindow *self,
                                                       guint               column,
                                                       gboolean            descending);
/* The fewest boards to be ranked, as the spin button sets it: the
 * season shown is pooled again. */
void                valet_library_window_set_min_boards (ValetLibraryWindow *self,
                                                         guint               boards);
/* Opens the page of the person of ranking row @row (persons shown),
 * as activating the row does; NULL for a partnership's row. */
ValetSeasonPlayer  *valet_library_window_show_player  (ValetLibraryWindow *self,
                                                       guint               row);
/* Opens the page of the partnership of ranking row @row (partnerships
 * shown), as activating the row does; NULL for a person's row. */
ValetSeasonPartnership *valet_library_window_show_partnership (ValetLibraryWindow *self,
                                                               guint               row);
/* Who is who: decides proposal @index (a merge, else a keep-apart),
 * kept in the library, then pools the season again; and takes the last
 * decision back.  FALSE when nothing was done (a toast says why). */
gboolean            valet_library_window_decide        (ValetLibraryWindow *self,
                                                        guint               index,
                                                        gboolean            merge);
gboolean            valet_library_window_undo_decision (ValetLibraryWindow *self);
/* Who is who: the persons of several players (of several events), in
 * the order of their persons, and a split: player @player of the
 * person of row @row made a person of their own (the identity's split
 * decision, kept in the library; undone by undo_decision), as Split
 * Off does; then the season is pooled again.  FALSE when nothing was
 * done. */
guint               valet_library_window_n_several     (ValetLibraryWindow *self);
gboolean            valet_library_window_split         (ValetLibraryWindow *self,
                                                        guint               row,
                                                        guint               player);

G_END_DECLS
