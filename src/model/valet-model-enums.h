/* valet-model-enums.h: GTypes for the engine's enumerations, so that
 * they can be properties and GSettings keys. */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define VALET_TYPE_SCORING (valet_scoring_get_type ())
GType valet_scoring_get_type (void);

/* Which side a list of results is seen from. */
typedef enum {
  VALET_VIEW_TRAVELLER = 0,  /* declaring side for overall, bid and play */
  VALET_VIEW_NS,             /* the North-South pair */
  VALET_VIEW_EW
} ValetView;

G_END_DECLS
