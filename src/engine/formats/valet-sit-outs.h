/* valet-sit-outs.h: rows that seat a pair against nobody (a "Bye", a
 * phantom pair, pair 0) in a board it did not play.  They are no
 * results; the readers gather them and say once per pair that it sat
 * out, rather than once per board that a board was not played. */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"

G_BEGIN_DECLS

typedef struct _ValetSitOuts ValetSitOuts;

ValetSitOuts *valet_sit_outs_new      (void);
void          valet_sit_outs_free     (ValetSitOuts *sit_outs);

/* Whether @text, a side's pair number or names, stands for nobody: not
 * given, "-", "0", or a scorer's word for the empty seat ("Bye", "Sit
 * out", "Sitout", "Phantom", "Phantom pair", "Absent"), in any case. */
gboolean      valet_sit_out_nobody    (const char *text);
/* Whether @text is one of those words (not merely absent or 0). */
gboolean      valet_sit_out_word      (const char *text);

/* Pair @pair (its number or names, as the file gives them) sat out
 * board @board of round @round; @line is the row's. */
void          valet_sit_outs_add      (ValetSitOuts *sit_outs,
                                       const char   *pair,
                                       guint         round,
                                       guint         board,
                                       guint         line);
/* One warning per pair, at its first row: "pair 14 sat out 6 rounds
 * (12 boards) ...", in the order the pairs were first met. */
void          valet_sit_outs_report   (ValetSitOuts     *sit_outs,
                                       ValetDiagnostics *diag,
                                       const char       *file);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetSitOuts, valet_sit_outs_free)

G_END_DECLS
