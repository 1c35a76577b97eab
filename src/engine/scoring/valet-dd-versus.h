/* valet-dd-versus.h: the field's results against double dummy.
 *
 * For each played result whose deal was solved: the declarer's tricks
 * less what double-dummy play makes in the contract as declared, after
 * the opening lead the result gives where it gives one (so that the
 * lead's cost is not counted against the declarer), and the tricks the
 * lead cost the defence: the double-dummy tricks after the best lead
 * less those after the lead made (0 at best, negative when the lead
 * gave tricks away).  Per pair and per player the means over the hands
 * they declared and the leads they made, with the 95 % intervals of the
 * Valet columns (valet-confidence.h).
 *
 * The solving is the dd module's; this takes its answers per result, so
 * that the scoring layer needs no solver.  GLib only.
 */
#pragma once

#include <glib.h>
#include "valet-confidence.h"
#include "valet-run.h"

G_BEGIN_DECLS

/* A per-result number that is not known. */
#define VALET_DD_VERSUS_NONE 0xff

typedef struct {
  ValetSpread declarer;   /* Tricks - DD, on the hands declared */
  ValetSpread lead;       /* the lead's tricks, on the leads made */
} ValetDdVersusTotals;

typedef struct _ValetDdVersus ValetDdVersus;

/* From @run's results (the boards it scored) and, by the tournament's
 * result index, @dd_tricks (the double-dummy tricks of the contract as
 * declared, from the deal's table) and @lead_tricks (those after the
 * result's opening lead), each VALET_DD_VERSUS_NONE where not known;
 * @lead_tricks may be NULL.  Passed-out boards, artificial scores and
 * the parts of weighted or split scores are left out. */
ValetDdVersus             *valet_dd_versus_new     (ValetRun     *run,
                                                    const guint8 *dd_tricks,
                                                    const guint8 *lead_tricks);
void                       valet_dd_versus_free    (ValetDdVersus *vs);

/* Per result (tournament index): Tricks - DD for the declarer, and the
 * lead's tricks (VALET_DD_VERSUS_NO_LEAD when the lead is not known);
 * FALSE when the result was not measured. */
#define VALET_DD_VERSUS_NO_LEAD G_MININT
gboolean                   valet_dd_versus_result  (ValetDdVersus *vs,
                                                    guint          result,
                                                    int           *declarer,
                                                    int           *lead);
/* A pair's (its two players, either order) and a player's totals; all
 * empty (n 0) for one that declared and led nothing known. */
const ValetDdVersusTotals *valet_dd_versus_pair    (ValetDdVersus *vs,
                                                    guint          player_a,
                                                    guint          player_b);
const ValetDdVersusTotals *valet_dd_versus_player  (ValetDdVersus *vs,
                                                    guint          player);
/* Whether any result was measured. */
gboolean                   valet_dd_versus_any     (ValetDdVersus *vs);

/* A mean as the columns show it, "+0.25 ± 0.31" ("+0.25" below two
 * hands, "" for none), in tricks with two decimals. */
char                      *valet_dd_versus_text    (const ValetSpread *spread);

/* How well the Valet split agrees with double dummy across the ranked
 * pairs: Pearson's r between each pair's Valet play (its hands declared,
 * both players') and its Declarer vs DD mean (@lead FALSE), or its Valet
 * lead and Lead vs DD mean; the pairs' points in @x (Valet) and @y (DD)
 * when not NULL (free with g_array_unref).  FALSE below three pairs with
 * both, or when either has no spread. */
gboolean                   valet_dd_versus_correlation (ValetDdVersus *vs,
                                                        gboolean       lead,
                                                        double        *r,
                                                        GArray       **x,
                                                        GArray       **y);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetDdVersus, valet_dd_versus_free)

G_END_DECLS
