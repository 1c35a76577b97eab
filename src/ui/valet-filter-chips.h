/* valet-filter-chips.h: the filters on the ranking, shown and removable. */
#pragma once

#include <adwaita.h>
#include "valet-document.h"

G_BEGIN_DECLS

#define VALET_TYPE_FILTER_CHIPS (valet_filter_chips_get_type ())
G_DECLARE_FINAL_TYPE (ValetFilterChips, valet_filter_chips, VALET, FILTER_CHIPS, AdwBin)

/* Follows @document's rounds and minimum boards: a chip for each that
 * narrows the ranking, which removes it when clicked; hidden when none
 * does. */
void valet_filter_chips_set_document (ValetFilterChips *self,
                                      ValetDocument    *document);

G_END_DECLS
