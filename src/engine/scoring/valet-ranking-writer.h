/* valet-ranking-writer.h: the ranking as text or CSV, in the reference
 * program's layout (so that existing scripts and spreadsheets keep
 * working, and outputs compare line by line). */
#pragma once

#include <glib.h>
#include "valet-options.h"
#include "valet-ranking.h"

G_BEGIN_DECLS

typedef enum {
  VALET_FORMAT_TEXT = 0,
  VALET_FORMAT_CSV
} ValetFormat;

/* Appends the ranking to @out.  With options->min_hands set, pairs with
 * fewer boards follow in a second table.  @separator is used for CSV. */
void valet_write_ranking (GString            *out,
                          ValetRanking       *ranking,
                          const ValetOptions *options,
                          ValetFormat         format,
                          const char         *separator);

G_END_DECLS
