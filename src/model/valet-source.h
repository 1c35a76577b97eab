/* valet-source.h: a loaded tournament, read-only once loaded.
 *
 * Scoring runs in worker threads share one source, so nothing may change
 * it after valet_source_load() returns. */
#pragma once

#include <gio/gio.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

#define VALET_TYPE_SOURCE (valet_source_get_type ())
G_DECLARE_FINAL_TYPE (ValetSource, valet_source, VALET, SOURCE, GObject)

/* Reads a folder holding names.txt and scores.txt, or a results file in
 * any format the engine reads (PBN, USEBIO, CSV, Valet text); may run in
 * any thread.  Bad lines are left out and listed in the diagnostics.
 * Fails only when nothing at all could be read. */
ValetSource      *valet_source_load            (GFile        *file,
                                                GCancellable *cancellable,
                                                GError      **error);

/* The folder opened, or the one holding the file opened. */
GFile            *valet_source_get_folder      (ValetSource *self);
/* The event's name, for titles: the folder's, or the file's without
 * its extension. */
const char       *valet_source_get_name        (ValetSource *self);
ValetTournament  *valet_source_get_tournament  (ValetSource *self);
ValetDiagnostics *valet_source_get_diagnostics (ValetSource *self);

G_END_DECLS
