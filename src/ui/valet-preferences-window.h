/* valet-preferences-window.h: the scoring options of a document. */
#pragma once

#include <adwaita.h>
#include "valet-document.h"

G_BEGIN_DECLS

#define VALET_TYPE_PREFERENCES_WINDOW (valet_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (ValetPreferencesWindow, valet_preferences_window, VALET,
                      PREFERENCES_WINDOW, AdwPreferencesWindow)

ValetPreferencesWindow *valet_preferences_window_new (GtkWindow     *parent,
                                                      ValetDocument *document);

G_END_DECLS
