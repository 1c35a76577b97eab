/* valet-text-reader.h: the reference program's text format.
 *
 * names.txt:   tag|Full Name
 * scores.txt:  round|board|N|E|S|W|contract|declarer|tricks[|lead]
 *
 * '#' starts a comment line; blank lines are ignored.  Every malformed
 * line is reported (file, line, what is wrong and what was expected) and
 * left out; nothing is guessed.
 */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* Parse from memory.  @file is the name used in messages.  Problems are
 * added to @diag; the good lines are added to @t. */
void     valet_parse_names  (ValetTournament  *t,
                             const char       *data,
                             gsize             length,
                             const char       *file,
                             ValetDiagnostics *diag);
/* Players must be known before scores are parsed; @names_file is named in
 * the message about an unknown tag. */
void     valet_parse_scores (ValetTournament  *t,
                             const char       *data,
                             gsize             length,
                             const char       *file,
                             const char       *names_file,
                             ValetDiagnostics *diag);

/* Read a file and parse it.  Returns FALSE (with a diagnostic) when the
 * file cannot be read at all. */
gboolean valet_read_names   (ValetTournament  *t,
                             const char       *path,
                             ValetDiagnostics *diag);
gboolean valet_read_scores  (ValetTournament  *t,
                             const char       *path,
                             const char       *names_file,
                             ValetDiagnostics *diag);

G_END_DECLS
