/* valet-reader.h: one door for every input format.
 *
 * The format of a file is told from its content, not its name: a PBN
 * file has a "% PBN" line or [Event / [Board tags; a USEBIO file is XML
 * with a <USEBIO> root; Valet text has round|board|... lines; CSV has a
 * header row with a separator.  The Valet text format is two files: give
 * the folder that holds names.txt and scores.txt, or the scores file
 * (names.txt is then read from beside it).
 */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

typedef enum {
  VALET_INPUT_AUTO = 0,
  VALET_INPUT_TEXT,
  VALET_INPUT_PBN,
  VALET_INPUT_USEBIO,
  VALET_INPUT_CSV
} ValetInputFormat;

/* "text", "pbn", "usebio", "csv" (any case); FALSE for other names. */
gboolean          valet_input_format_from_string (const char       *name,
                                                  ValetInputFormat *out);
const char       *valet_input_format_to_string   (ValetInputFormat  format);

/* The format of @data, or VALET_INPUT_AUTO when it cannot be told. */
ValetInputFormat  valet_detect_input_format      (const char *data,
                                                  gsize       length);

/* The format of the file or folder @path (a folder is Valet text), or
 * VALET_INPUT_AUTO when it cannot be read or told. */
ValetInputFormat  valet_detect_input_path        (const char *path);

/* Reads @path into @t.  With VALET_INPUT_AUTO the format is detected.
 * Returns FALSE (with a diagnostic) when nothing could be read at all:
 * a missing file, a format that cannot be told.  Problems in the
 * content are added to @diag and the good results are kept. */
gboolean          valet_read_input               (ValetTournament  *t,
                                                  const char       *path,
                                                  ValetInputFormat  format,
                                                  ValetDiagnostics *diag);

G_END_DECLS
