/* valet-display.c: numbers as people read them. */
#include "valet-display.h"

#include <math.h>

char *
valet_display_number (double value, int decimals, gboolean plus)
{
  double half_unit;

  if (isnan (value))
    return g_strdup ("–");
  decimals = MAX (decimals, 0);
  half_unit = 0.5 * pow (10, -decimals);
  /* What printf rounds to zero is zero, whatever its sign. */
  if (fabs (value) < half_unit)
    return g_strdup_printf ("%.*f", decimals, 0.0);
  return g_strdup_printf ("%s%.*f", value < 0 ? "−" : plus ? "+" : "", decimals, fabs (value));
}
