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

/* The first line of both files of one save, then an identifier of that
 * save: see valet_write_text(). */
#define VALET_TEXT_SAVE_MARK "# valet save "

/* Appends the two files' texts to @names and @scores. */
void     valet_append_text_names  (GString         *names,
                                   ValetTournament *t);
void     valet_append_text_scores (GString         *scores,
                                   ValetTournament *t);

/* Writes both files into @folder, created if need be, as one: each to a
 * temporary file beside it (see valet-output-file.h), renamed into place
 * only when both were written, so that a failure leaves the earlier
 * files as they were.  Both begin with the line VALET_TEXT_SAVE_MARK ID,
 * ID new for each save, which valet_read_scores() compares, so that a
 * crash between the two renames is told.  Fails without writing when a
 * tag or name holds '|' or a line break, which the format cannot hold. */
gboolean valet_write_text         (ValetTournament  *t,
                                   const char       *folder,
                                   GError          **error);

G_END_DECLS
