/* valet-reader.h: one door for every input format, through the table
 * of formats (valet-formats.h).
 *
 * The format of a file is told from its content, not its name: a PBN
 * file has a "% PBN" line or [Event / [Board tags; a USEBIO file is XML
 * with a <USEBIO> root; Valet text has round|board|... lines; CSV has a
 * header row with a separator; a Bridgemate .bws is an Access database
 * ("Standard Jet DB" or "Standard ACE DB" at its start).  The Valet text format is two files: give
 * the folder that holds names.txt and scores.txt, or the scores file
 * (names.txt is then read from beside it).  Each row of the table says
 * how its lines are told (detection offers the first lines to the rows in
 * the table's order), how its bytes are decoded and how they are read.
 */
#pragma once

#include <glib.h>
#include "valet-csv-reader.h"
#include "valet-diagnostics.h"
#include "valet-formats.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* The format of @data, or VALET_INPUT_AUTO when it cannot be told. */
ValetInputFormat  valet_detect_input_format      (const char *data,
                                                  gsize       length);

/* The format of the file or folder @path (a folder is Valet text), or
 * VALET_INPUT_AUTO when it cannot be read or told. */
ValetInputFormat  valet_detect_input_path        (const char *path);

/* Every file the results at @path are read from in @format
 * (VALET_INPUT_AUTO: told from the file), as valet_read_input() reads
 * them: names.txt and scores.txt of a folder, the scores file and
 * names.txt beside it, or the one file of any other format. */
GPtrArray        *valet_input_files              (const char       *path,
                                                  ValetInputFormat  format);

/* Reads @path into @t.  With VALET_INPUT_AUTO the format is detected.
 * Returns FALSE (with a diagnostic) when nothing could be read at all:
 * a missing file, a format that cannot be told.  Problems in the
 * content are added to @diag and the good results are kept. */
gboolean          valet_read_input               (ValetTournament  *t,
                                                  const char       *path,
                                                  ValetInputFormat  format,
                                                  ValetDiagnostics *diag);

/* Reads the results in @data (@length bytes, NUL-terminated; taken over
 * and freed), which came from elsewhere than a file (standard input), as
 * valet_read_input() reads a file; @name names them in messages.  Valet
 * text scores need the names from the file @names (NULL: refused, with a
 * diagnostic saying so). */
gboolean          valet_read_input_data          (ValetTournament  *t,
                                                  char             *data,
                                                  gsize             length,
                                                  const char       *name,
                                                  ValetInputFormat  format,
                                                  const char       *names,
                                                  ValetDiagnostics *diag);

/* Valet text from its two files, as valet_read_input() reads a folder
 * (valet-cli's --names and --scores name them otherwise), with the same
 * checks of what was read as a whole: the parts of each weighted or split
 * score add up (errors), and the tags at several tables of one board are
 * placeholders (warnings). */
gboolean          valet_read_text_input          (ValetTournament  *t,
                                                  const char       *names,
                                                  const char       *scores,
                                                  ValetDiagnostics *diag);

/* valet_read_input(), with @columns (when not NULL) asked for the
 * columns of a CSV file whose header does not match. */
gboolean          valet_read_input_with_columns  (ValetTournament     *t,
                                                  const char          *path,
                                                  ValetInputFormat     format,
                                                  ValetCsvColumnsFunc  columns,
                                                  gpointer             user_data,
                                                  ValetDiagnostics    *diag);

/* The header and at most @max_rows rows of the CSV file @path (see
 * valet_csv_read_rows()), converted from @charset (NULL: as they are)
 * as valet_read_input() converts them, so that the header's cells are
 * the ones a ValetCsvColumnsFunc is given.  NULL with @error set when
 * the file cannot be read or has no header. */
GPtrArray        *valet_read_csv_preview         (const char  *path,
                                                  const char  *charset,
                                                  guint        max_rows,
                                                  GError     **error);

G_END_DECLS
