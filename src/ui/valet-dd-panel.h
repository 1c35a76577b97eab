/* valet-dd-panel.h: a board's double-dummy table and par, beside its hand
 * diagram: the tricks each declarer takes in each strain, and the par
 * score and contracts; while the run's deals are being solved, a
 * progress bar with a Cancel button (the board view stays usable), and
 * after a cancel a button to solve again. */
#pragma once

#include <adwaita.h>
#include "valet-dd-job.h"

G_BEGIN_DECLS

#define VALET_TYPE_DD_PANEL (valet_dd_panel_get_type ())
G_DECLARE_FINAL_TYPE (ValetDdPanel, valet_dd_panel, VALET, DD_PANEL, AdwBin)

GtkWidget  *valet_dd_panel_new      (void);
/* Shows @deal's table from @document's job (started when there is
 * none), following it while it solves; NULL hides the panel. */
void        valet_dd_panel_show     (ValetDdPanel         *self,
                                     ValetDocument        *document,
                                     const ValetBoardDeal *deal);

/* What is shown, for the ui tests: the tricks of @seat in @denom ("12";
 * "" before the solve), the par line ("Par: NS 980 (6S-NS)"), and
 * whether the progress bar is shown. */
const char *valet_dd_panel_get_tricks_text (ValetDdPanel *self,
                                            ValetDenom    denom,
                                            ValetSeat     seat);
const char *valet_dd_panel_get_par_text    (ValetDdPanel *self);
/* What the file says of the deal that the solver contradicts, NULL when
 * nothing (shown under the par, as a warning). */
const char *valet_dd_panel_get_file_differs_text (ValetDdPanel *self);
gboolean    valet_dd_panel_get_solving     (ValetDdPanel *self);
/* Clicks Cancel, and Solve Again, as the user does. */
void        valet_dd_panel_cancel          (ValetDdPanel *self);
void        valet_dd_panel_solve_again     (ValetDdPanel *self);

G_END_DECLS
