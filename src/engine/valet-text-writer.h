/* valet-text-writer.h: a tournament in the reference text format.
 *
 * FOLDER/names.txt (tag|Full Name) and FOLDER/scores.txt
 * (round|board|N|E|S|W|contract|declarer|tricks[|lead]), results in the
 * order they were read, so that valet-text-reader gives them back as
 * they are, lead suits carried over included.
 */
#pragma once

#include <glib.h>
#include "valet-tournament.h"

G_BEGIN_DECLS

/* Appends the two files' texts to @names and @scores. */
void     valet_append_text_names  (GString         *names,
                                   ValetTournament *t);
void     valet_append_text_scores (GString         *scores,
                                   ValetTournament *t);

/* Writes both files into @folder, created if need be: each to a
 * temporary file beside it, renamed into place only when both were
 * written, so that a failure leaves the earlier files as they were.
 * Fails without writing when a tag or name holds '|' or a line break,
 * which the format cannot hold. */
gboolean valet_write_text         (ValetTournament  *t,
                                   const char       *folder,
                                   GError          **error);

G_END_DECLS
