/* valet-csv-reader.h: results from a spreadsheet's CSV export.
 *
 * The first row names the columns, matched without regard to case:
 * round (1 when absent), board, north, east, south, west, contract,
 * declarer, tricks (or result: the tricks won by declarer) and lead
 * (optional).  Adjusted scores: contract ADJ, declarer - (or empty) and
 * the sides' percentages in the tricks column ("60/40") for an
 * artificial score; an optional weight column ("0.6", "60%", "1/3")
 * for the outcomes of a weighted score and side column (NS or EW) for
 * the two lines of a split score, empty for a whole result.  Cells are separated by commas, semicolons or tabs, the
 * one the header uses; cells may be quoted ("Smith, John", "" for a
 * quote).  The seats hold the players' names, and the same name is the
 * same player; but a seat whose north_id, east_id, south_id or west_id
 * cell (the columns valet-csv-writer adds) holds a tag is the player of
 * that tag, and its name may then be empty.  An optional scoring column
 * says the scoring form (matchpoints, imps, cross-imps, butler, datum,
 * or PBN's words: valet-scoring-form.h).  Optional table, section,
 * ns_pair and ew_pair columns say where the pairs sat (the columns
 * valet-csv-writer adds where the file read numbered its pairs): the
 * pairs are numbered by direction when some board has one number on
 * both sides.  UTF-8, with or without a byte-order mark.
 */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* Parses @data; @file is the name used in messages.  Problems are added
 * to @diag; the good rows are added to @t. */
void valet_parse_csv (ValetTournament  *t,
                      const char       *data,
                      gsize             length,
                      const char       *file,
                      ValetDiagnostics *diag);

/* The fields of a result, for files whose header names its columns in
 * other words ("Rnd", "Bd", "N", "Contrat"...): the user says which
 * column holds which field. */
typedef enum {
  VALET_CSV_ROUND = 0,
  VALET_CSV_BOARD,
  VALET_CSV_NORTH,
  VALET_CSV_EAST,
  VALET_CSV_SOUTH,
  VALET_CSV_WEST,
  VALET_CSV_CONTRACT,
  VALET_CSV_DECLARER,
  VALET_CSV_TRICKS,
  VALET_CSV_LEAD,
  VALET_CSV_WEIGHT,
  VALET_CSV_SIDE,
  VALET_CSV_N_FIELDS
} ValetCsvField;

/* For each field, the index of its column among the header's cells, or
 * -1 for none (round is then 1; lead unknown). */
typedef struct {
  int column[VALET_CSV_N_FIELDS];
} ValetCsvMapping;

/* The field's header name: "round", "board", ... "tricks", "lead",
 * "weight", "side". */
const char *valet_csv_field_name        (ValetCsvField field);
/* Whether a row cannot be read without the field: all but round,
 * lead, weight and side. */
gboolean    valet_csv_field_is_required (ValetCsvField field);

/* The header's cells (the first line that is not blank), then at most
 * @max_rows rows after it, each a NULL-terminated array of cells split
 * on the header's separator; NULL when there is no header with a comma,
 * semicolon or tab.  Free with g_ptr_array_unref. */
GPtrArray  *valet_csv_read_rows         (const char *data,
                                         gsize       length,
                                         guint       max_rows);

/* Fills @mapping by matching @header's cells by name, as
 * valet_parse_csv() does (-1 for the fields not named).  Returns TRUE
 * when every required field has its column, each named once. */
gboolean    valet_csv_match_header      (const char *const *header,
                                         ValetCsvMapping   *mapping);

/* As valet_parse_csv(), but the columns are the ones @mapping gives
 * rather than those the header names (the header row is skipped).  A
 * mapping without a required field, with a column the header does not
 * have, or with one column for two fields reads nothing and says so at
 * the header's line. */
void        valet_parse_csv_mapped      (ValetTournament       *t,
                                         const char            *data,
                                         gsize                  length,
                                         const ValetCsvMapping *mapping,
                                         const char            *file,
                                         ValetDiagnostics      *diag);

G_END_DECLS
