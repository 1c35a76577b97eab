/* valet-model-enums.c: GTypes for the engine's enumerations. */
#include "config.h"

#include "valet-model-enums.h"
#include "valet-options.h"

GType
valet_scoring_get_type (void)
{
  static gsize type = 0;

  /* The nicks are the engine's names (valet_scoring_to_string), which
   * are also the GSettings schema's enum values. */
  if (g_once_init_enter (&type))
    {
      static const GEnumValue values[] = {
        { VALET_SCORING_DATUM, "VALET_SCORING_DATUM", "datum" },
        { VALET_SCORING_IMPS, "VALET_SCORING_IMPS", "imps" },
        { VALET_SCORING_MATCHPOINTS, "VALET_SCORING_MATCHPOINTS", "matchpoints" },
        { 0, NULL, NULL }
      };
      g_once_init_leave (&type, g_enum_register_static ("ValetScoring", values));
    }
  return type;
}
