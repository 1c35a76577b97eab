/* valet-encoding.h: input files in legacy encodings.
 *
 * Results files are meant to be UTF-8, but older ones are often in a
 * Windows code page or an ISO 8859 part.  When the user names the
 * encoding (valet-cli --encoding), files are converted to UTF-8 as they
 * are read; with VALET_ENCODING_AUTO, each file that is not UTF-8 is
 * converted from the legacy encoding that reads best.  Otherwise text
 * that is not UTF-8 is told apart among the common legacy encodings, for
 * showing names; the bytes themselves are kept as given.
 */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"

G_BEGIN_DECLS

/* Not an encoding: "convert each file from the legacy encoding that
 * reads best when it is not UTF-8". */
#define VALET_ENCODING_AUTO "auto"

gboolean    valet_encoding_is_auto    (const char *charset);

/* Whether @charset is an encoding that can be converted to UTF-8, or
 * VALET_ENCODING_AUTO. */
gboolean    valet_encoding_is_known   (const char *charset);

/* The legacy encoding @data (which is not UTF-8) is most likely in:
 * "WINDOWS-1252" (Western Europe, and the default when nothing tells
 * them apart), "WINDOWS-1250" or "ISO-8859-2" (Central Europe), or
 * "ISO-8859-1", which every byte sequence is. */
const char *valet_guess_encoding      (const char *data,
                                       gsize       length);

/* A name for messages: "Windows-1250", "ISO-8859-2", or @charset. */
const char *valet_encoding_label      (const char *charset);

/* @data converted from @charset to UTF-8 (NUL-terminated; its length in
 * *@out_length).  On bytes that have no character in @charset, returns
 * NULL and adds a diagnostic for @file with the line of the first one. */
char       *valet_convert_to_utf8     (const char       *data,
                                       gsize             length,
                                       const char       *charset,
                                       const char       *file,
                                       gsize            *out_length,
                                       ValetDiagnostics *diag);

/* @data converted to UTF-8 from the legacy encoding valet_guess_encoding()
 * finds, with a warning for @file that says which; NULL when @data is
 * UTF-8 already (use it as it is). */
char       *valet_convert_guessed     (const char       *data,
                                       gsize             length,
                                       const char       *file,
                                       gsize            *out_length,
                                       ValetDiagnostics *diag);

/* The encoding a byte order mark at the start of @data declares
 * ("UTF-8", "UTF-16LE", "UTF-16BE", "UTF-32LE" or "UTF-32BE"), with the
 * mark's length in *@mark_length; NULL when @data has none. */
const char *valet_bom_encoding        (const char *data,
                                       gsize       length,
                                       gsize      *mark_length);

/* Moves *@data past a UTF-8 byte order mark, shortening *@length. */
void        valet_skip_utf8_bom       (const char **data,
                                       gsize       *length);

/* @data (@length bytes, NUL-terminated; taken over and freed) as the
 * readers want it: converted from @charset to UTF-8 unless @charset is
 * NULL; with VALET_ENCODING_AUTO, by valet_convert_guessed().  A byte
 * order mark overrules @charset: text that starts with UTF-16's or
 * UTF-32's is converted from it, and text with UTF-8's is taken as it
 * is; either way the content returned starts with UTF-8's mark, which
 * tells the readers (USEBIO's above all) that the text is UTF-8 whatever
 * it declares.  The new length goes in *@length.  NULL, with a
 * diagnostic for @file naming the line, when it cannot be converted. */
char       *valet_decode_input        (char             *data,
                                       gsize            *length,
                                       const char       *charset,
                                       const char       *file,
                                       ValetDiagnostics *diag);

/* The content of the file @path, by valet_decode_input().  NULL, with a
 * diagnostic, when it cannot be read or converted. */
char       *valet_read_file_in        (const char       *path,
                                       const char       *charset,
                                       gsize            *length,
                                       ValetDiagnostics *diag);

G_END_DECLS
