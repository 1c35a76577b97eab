/* valet-library-actions.h: the main window's ways into the library of
 * events: "Add to Library" (Ctrl+D), the Library page (Ctrl+L), and
 * the preference that adds every event opened. */
#pragma once

#include "valet-window.h"

G_BEGIN_DECLS

/* Installs win.add-to-library and win.library with their shortcuts. */
void  valet_library_actions_install (GtkWidgetClass *widget_class);
/* Where the window's toasts about the library go. */
void  valet_library_actions_attach  (ValetWindow     *window,
                                     AdwToastOverlay *toasts);
/* The library changed (an event added, its details given): the Library
 * pages open read it again. */
void  valet_library_actions_changed (void);
/* Results were opened: added when the preference says so. */
void  valet_library_actions_opened  (ValetWindow     *window);
/* The library the preferences name ("library-path"), else the default. */
char *valet_library_actions_path    (GSettings      *settings);
/* The preferences' Library page: "Add every event I open" and the
 * library's file. */
GtkWidget *valet_library_actions_preferences (void);
/* Opens the event @id of the library at @library from the Library page
 * @library_window: the main window that shows it already is brought
 * up, else it is read into the window the page belongs to when that
 * shows nothing, else into a new window.  That window. */
ValetWindow *valet_library_actions_open_event (GtkWindow  *library_window,
                                               const char *library,
                                               gint64      id);

G_END_DECLS
