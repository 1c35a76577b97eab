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

G_END_DECLS
