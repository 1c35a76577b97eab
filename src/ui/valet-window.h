/* valet-window.h: the main window: empty state, rankings and boards. */
#pragma once

#include <adwaita.h>
#include "valet-document.h"

G_BEGIN_DECLS

#define VALET_TYPE_WINDOW (valet_window_get_type ())
G_DECLARE_FINAL_TYPE (ValetWindow, valet_window, VALET, WINDOW, AdwApplicationWindow)

/* Kept for the ui tests (tests/ui), which read what is shown through them
 * rather than through the widgets' insides; the program itself does not
 * call them: valet_window_get_view(), valet_window_show_view(). */

ValetWindow   *valet_window_new            (AdwApplication *application);
/* The file or folder to load for @file as given by the user. */
GFile         *valet_window_what_to_open   (GFile *file);
/* Loads @file (a folder or a results file) off the main thread; problems
 * are shown when it is read. */
void           valet_window_open           (ValetWindow *self,
                                            GFile       *file);
/* Loads the event @id of the library of events at @library, as it is
 * kept there (its results, deals, players and corrections; not its
 * file), off the main thread; asks first when corrections would be
 * lost.  Add to Library is off for it; Save asks for a file. */
void           valet_window_open_library_event  (ValetWindow *self,
                                                 const char  *library,
                                                 gint64       id);
/* Whether @self shows the event @id of the library at @library. */
gboolean       valet_window_shows_library_event (ValetWindow *self,
                                                 const char  *library,
                                                 gint64       id);
ValetDocument *valet_window_get_document   (ValetWindow *self);
/* "rankings", "boards" or "players". */
void           valet_window_show_view      (ValetWindow *self,
                                            const char  *name);
GtkWidget     *valet_window_get_view       (ValetWindow *self,
                                            const char  *name);
/* When @self has corrections not saved, asks whether to save or
 * discard them and returns TRUE; @discarded runs if the user discards
 * them (saving starts the save, and goes no further).  FALSE when there
 * is nothing to lose, or the user has already said to discard it. */
typedef void (*ValetWindowDiscarded) (ValetWindow *self,
                                      gpointer     data);
gboolean       valet_window_ask_unsaved    (ValetWindow          *self,
                                            ValetWindowDiscarded  discarded,
                                            gpointer              data);
/* Takes away the toast about problems in the input, if it shows. */
void           valet_window_dismiss_toast  (ValetWindow *self);

G_END_DECLS
