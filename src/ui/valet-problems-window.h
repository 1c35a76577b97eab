/* valet-problems-window.h: the problems found in the input, as text
 * one can read, select and copy. */
#pragma once

#include <adwaita.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* Kept for the ui tests (tests/ui), which read what is shown through them
 * rather than through the widgets' insides; the program itself does not
 * call them: valet_problems_window_get_text(). */

#define VALET_TYPE_PROBLEMS_WINDOW (valet_problems_window_get_type ())
G_DECLARE_FINAL_TYPE (ValetProblemsWindow, valet_problems_window, VALET,
                      PROBLEMS_WINDOW, AdwWindow)

/* The problems found in the results read, then, when @corrected (may
 * be NULL) has any, the corrections made to them since. */
ValetProblemsWindow *valet_problems_window_new      (GtkWindow        *parent,
                                                     ValetDiagnostics *diagnostics,
                                                     ValetTournament  *corrected);
const char          *valet_problems_window_get_text (ValetProblemsWindow *self);

G_END_DECLS
