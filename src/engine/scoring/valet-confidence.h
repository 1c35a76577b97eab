/* valet-confidence.h: how sure an average over a pair's boards is.
 *
 * A pair's number in a ranking is a mean over its boards, and boards
 * differ: the same play earns +10 on one and -6 on the next.  The
 * standard error of that mean, the spread of the boards over the square
 * root of their number, says how far the number might move over another
 * set of boards as many; the 95 % interval is the mean give or take
 * Student's t times it.  Nothing here knows bridge.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A running mean and sum of squared deviations (Welford's), which stays
 * exact for values far from 0, as percentages around 50 are. */
typedef struct {
  guint  n;
  double mean;
  double m2;
} ValetSpread;

void     valet_spread_add            (ValetSpread *spread,
                                      double       value);
/* The sample standard deviation (n - 1 in the divisor); FALSE below two
 * values. */
gboolean valet_spread_deviation      (const ValetSpread *spread,
                                      double            *deviation);
/* The standard error of the mean and the half-width of its 95 %
 * interval; FALSE below two values. */
gboolean valet_spread_error          (const ValetSpread *spread,
                                      double            *error,
                                      double            *half_width);

/* The 97.5 % point of Student's t with @df degrees of freedom (> 0):
 * 12.71 for 1, 2.09 for 19, 1.96 for many. */
double   valet_student_t975          (guint df);

G_END_DECLS
