/* valet-csv-mappings.h: the columns the user chose for CSV files whose
 * header the reader does not understand, remembered by header.
 *
 * The mappings are a GVariant of type a{sa{si}}: for each header (its
 * cells joined by tabs) the column index of each field, by the field's
 * name ("board": 1).  Immutable, so a load in a worker thread can read
 * the same value the settings hold. */
#pragma once

#include <glib.h>
#include "valet-csv-reader.h"

G_BEGIN_DECLS

#define VALET_CSV_MAPPINGS_TYPE ((const GVariantType *) "a{sa{si}}")

/* How many headers are remembered; the oldest are forgotten first. */
#define VALET_CSV_MAPPINGS_MAX 50

/* The key of @header: its cells (made valid UTF-8) joined by tabs. */
char     *valet_csv_mappings_key    (const char *const *header);

/* Fills @mapping with the columns remembered for @header; FALSE when
 * there are none (or they no longer fit the header).  @mappings may be
 * NULL. */
gboolean  valet_csv_mappings_lookup (GVariant              *mappings,
                                     const char *const     *header,
                                     ValetCsvMapping       *mapping);

/* @mappings (may be NULL) with @mapping for @header, replacing what was
 * there and moved to the end as the newest; a floating reference. */
GVariant *valet_csv_mappings_insert (GVariant              *mappings,
                                     const char *const     *header,
                                     const ValetCsvMapping *mapping);

G_END_DECLS
