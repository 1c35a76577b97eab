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

/* Takes a piece of the text; FALSE when it could not be written. */
typedef gboolean (*ValetTextSink) (const char *text, gsize len, gpointer data);

/* The same text as valet_write_ranking() handed to @sink in pieces of
 * some tens of kilobytes, in order, so that the whole of a long ranking
 * is never held at once (valet-cli's standard output).  After a piece
 * is refused the rest is not offered.  FALSE when a piece was refused. */
gboolean valet_write_ranking_to (ValetTextSink       sink,
                                 gpointer            sink_data,
                                 ValetRanking       *ranking,
                                 const ValetOptions *options,
                                 ValetFormat         format,
                                 const char         *separator);

/* The same with one table per list of the movement (see
 * valet-pair-lists.h: North-South and East-West of a Mitchell, each
 * section), each after its heading, and the pair's number ("No.") first
 * in every row: valet-cli --by-direction.  With one list, the one table
 * with the number column and no heading. */
void valet_write_ranking_lists (GString            *out,
                                ValetTournament    *tournament,
                                ValetRanking       *ranking,
                                const ValetOptions *options,
                                ValetFormat         format,
                                const char         *separator);

G_END_DECLS
