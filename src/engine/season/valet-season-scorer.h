/* valet-season-scorer.h: the events of a season scored side by side.
 *
 * Each event of a season is scored alone, as if opened alone, so their
 * runs do not depend on each other: they are made on worker threads,
 * one per processor, while the caller pools them.  The caller sees each
 * run in the order of the events, whatever order the workers finish
 * in, so that the season is the same number for number as scored one
 * after the other.  Only a few runs wait at any time (two per worker),
 * so that memory stays that of a few events whatever the season's size.
 */
#pragma once

#include <glib.h>
#include "valet-run.h"

G_BEGIN_DECLS

/* Given the run of event @index (in order; the run is let go after);
 * FALSE with @error stops the scoring. */
typedef gboolean (*ValetSeasonEachRun) (guint     index,
                                        ValetRun *run,
                                        gpointer  data,
                                        GError  **error);

/* Scores @tournaments[i] with @options[i] for each of the @n events on
 * @n_threads workers (0: one per processor) and hands the runs to @each
 * in order.  @cancelled (may be NULL) is asked between boards; a run it
 * stopped is handed too (valet_season_add_run() refuses it).  FALSE with
 * @error when @each failed; no worker is left running then, and no
 * other event is scored. */
gboolean valet_season_score_events (ValetTournament *const *tournaments,
                                    const ValetOptions     *options,
                                    guint                   n,
                                    guint                   n_threads,
                                    ValetCancelledFunc      cancelled,
                                    gpointer                cancelled_data,
                                    ValetSeasonEachRun      each,
                                    gpointer                data,
                                    GError                **error);

G_END_DECLS
