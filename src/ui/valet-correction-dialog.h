/* valet-correction-dialog.h: one table's result corrected by hand. */
#pragma once

#include <adwaita.h>
#include "valet-document.h"

G_BEGIN_DECLS

/* Opens, over @parent, the correction of result @result of the run the
 * document shows: edited, made an artificial, weighted or split score,
 * or deleted; Apply hands it to valet_document_correct().  Returns the
 * dialog (owned by GTK), or NULL when nothing is scored. */
AdwMessageDialog *valet_correction_dialog_present (GtkWindow     *parent,
                                                   ValetDocument *document,
                                                   guint          result);

/* Opens, over @parent, "Add Result" for board @board of round @round: the
 * director picks a table that has no result on it (one the file marks
 * not played, two pairs of the movement that did not meet on it, or any
 * two pairs not on the board) and gives it a result or an adjusted score
 * as above; Apply hands it to valet_document_add_table().  Returns the
 * dialog, or NULL when nothing is scored. */
AdwMessageDialog *valet_correction_dialog_present_add (GtkWindow     *parent,
                                                       ValetDocument *document,
                                                       guint          round,
                                                       guint          board);

G_END_DECLS
