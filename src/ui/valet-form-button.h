/* valet-form-button.h: the scoring form of the event open, why it is
 * the one used, and the choice of another for this event. */
#pragma once

#include <adwaita.h>
#include "valet-document.h"

G_BEGIN_DECLS

#define VALET_TYPE_FORM_BUTTON (valet_form_button_get_type ())
G_DECLARE_FINAL_TYPE (ValetFormButton, valet_form_button, VALET, FORM_BUTTON, AdwBin)

/* Follows @document's "scoring" and results: the label says the form
 * and why ("Matchpoints, as the file says"), and its menu chooses the
 * form for these results (valet_document_set_event_scoring). */
void        valet_form_button_set_document (ValetFormButton *self,
                                            ValetDocument   *document);
/* The label shown, for the tests. */
const char *valet_form_button_get_text     (ValetFormButton *self);
/* Chooses @scoring as its menu does, for the tests. */
void        valet_form_button_choose       (ValetFormButton *self,
                                            ValetScoring     scoring);

G_END_DECLS
