/* valet-confidence.c: standard errors and 95 % intervals. */
#include "valet-confidence.h"

#include <math.h>

void
valet_spread_add (ValetSpread *s, double value)
{
  s->n++;
  double delta = value - s->mean;
  s->mean += delta / s->n;
  s->m2 += delta * (value - s->mean);
}

gboolean
valet_spread_deviation (const ValetSpread *s, double *deviation)
{
  if (s->n < 2)
    return FALSE;
  /* Rounding can leave a hair below 0 for equal values. */
  *deviation = sqrt (MAX (s->m2, 0) / (s->n - 1));
  return TRUE;
}

gboolean
valet_spread_error (const ValetSpread *s, double *error, double *half_width)
{
  double sd;

  if (!valet_spread_deviation (s, &sd))
    return FALSE;
  double se = sd / sqrt (s->n);
  if (error)
    *error = se;
  if (half_width)
    *half_width = valet_student_t975 (s->n - 1) * se;
  return TRUE;
}

double
valet_student_t975 (guint df)
{
  /* Exact to three decimals up to 30 degrees of freedom; beyond, the
   * Cornish-Fisher expansion around the normal's 1.96 is closer than
   * that. */
  static const double table[] = {
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
  };
  const double z = 1.959963985;

  g_return_val_if_fail (df > 0, NAN);
  if (df <= G_N_ELEMENTS (table))
    return table[df - 1];
  double v = df, z3 = z * z * z, z5 = z3 * z * z;
  return z + (z3 + z) / (4 * v) + (5 * z5 + 16 * z3 + 3 * z) / (96 * v * v);
}
