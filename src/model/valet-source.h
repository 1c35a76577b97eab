/* valet-source.h: a loaded tournament, read-only once loaded.
 *
 * Scoring runs in worker threads share one source, so nothing may change
 * it after valet_source_load_with_columns() returns. */
#pragma once

#include <gio/gio.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

#define VALET_TYPE_SOURCE (valet_source_get_type ())

#define VALET_SOURCE_ERROR (valet_source_error_quark ())

typedef enum {
  /* A CSV file whose header does not name the columns, and no columns
   * were remembered for it (or those remembered read nothing); the
   * message says what the header lacks. */
  VALET_SOURCE_ERROR_CSV_COLUMNS = 1
} ValetSourceError;

GQuark valet_source_error_quark (void);

G_DECLARE_FINAL_TYPE (ValetSource, valet_source, VALET, SOURCE, GObject)

/* Reads a folder holding names.txt and scores.txt, or a results file in
 * any format the engine reads (PBN, USEBIO, CSV, Valet text); may run in
 * any thread.  Bad lines are left out and listed in the diagnostics.
 * @encoding (such as "windows-1250") is the legacy character set the
 * files are converted from; NULL or "" reads UTF-8 and tells names in
 * another encoding apart by themselves.  Fails only when nothing at all
 * could be read.  A CSV file whose header does not name its columns is
 * read with the columns remembered for its header in @csv_mappings (see
 * valet-csv-mappings.h; may be NULL).  Fails with
 * VALET_SOURCE_ERROR_CSV_COLUMNS when none are, or they read nothing. */
ValetSource      *valet_source_load_with_columns (GFile        *file,
                                                  const char   *encoding,
                                                  GVariant     *csv_mappings,
                                                  GCancellable *cancellable,
                                                  GError      **error);

/* What was opened: the folder or the file; NULL for an event of the
 * library. */
GFile            *valet_source_get_file        (ValetSource *self);
/* The encoding given to valet_source_load_with_columns(), "" for none. */
const char       *valet_source_get_encoding    (ValetSource *self);

/* The event's name, for titles: the one the file gives (PBN [Event],
 * the USEBIO event, a Bridgemate session), or else the folder's, or the
 * file's without its extension. */
const char       *valet_source_get_name        (ValetSource *self);
ValetTournament  *valet_source_get_tournament  (ValetSource *self);
ValetDiagnostics *valet_source_get_diagnostics (ValetSource *self);

/* An event of the library of events (valet-library.h) as it was read
 * back from the library at @library: @tournament (taken, and sealed),
 * named @name.  It has no file: valet_source_get_file() gives NULL. */
ValetSource      *valet_source_new_for_library (ValetTournament *tournament,
                                                const char      *name,
                                                const char      *library,
                                                gint64           id);
/* The event's id in its library (and *@library, may be NULL, the
 * library's path), or 0 for results read from a file. */
gint64            valet_source_get_library_event (ValetSource  *self,
                                                  const char  **library);

/* The results of @origin corrected: @tournament (taken, and sealed),
 * with @origin's file, name, encoding and problems. */
ValetSource      *valet_source_new_corrected   (ValetSource     *origin,
                                                ValetTournament *tournament);
/* The source the results were read into: @self, or what @self corrects. */
ValetSource      *valet_source_get_origin      (ValetSource *self);

G_END_DECLS
