/* valet-event-dialog.h: the event's details, given by hand. */
#pragma once

#include <adwaita.h>
#include "valet-document.h"

G_BEGIN_DECLS

/* Opens the Event Details dialog over @parent: the event's name, date,
 * venue, organiser and tournament director, for the window and every
 * report, kept beside the results.  What could not be kept is told on
 * @toasts.  Returns the dialog (owned by GTK), or NULL when nothing is
 * open. */
AdwMessageDialog *valet_event_dialog_present (GtkWindow       *parent,
                                              ValetDocument   *document,
                                              AdwToastOverlay *toasts);

G_END_DECLS
