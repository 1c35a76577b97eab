/* valet-datum.c: how a Butler datum is taken from a board's scores. */
#include "valet-datum.h"

#include <math.h>
#include <stdlib.h>

gboolean
valet_datum_rule_parse (const char *text, ValetDatumRule *out)
{
  char *end;
  ValetDatumRule r = { VALET_DATUM_MEAN, 0, 0, out->rounding, out->truncate };

  if (g_ascii_strcasecmp (text, "mean") == 0)
    r.kind = VALET_DATUM_MEAN;
  else if (g_ascii_strcasecmp (text, "median") == 0)
    r.kind = VALET_DATUM_MEDIAN;
  else if (g_ascii_strcasecmp (text, "small-field") == 0)
    r.kind = VALET_DATUM_SMALL_FIELD;
  else if (g_ascii_strncasecmp (text, "trim:", 5) == 0)
    {
      guint64 k = g_ascii_strtoull (text + 5, &end, 10);
      if (end == text + 5 || *end != '\0' || k > 1000)
        return FALSE;
      r.kind = VALET_DATUM_TRIM;
      r.trim = (guint) k;
    }
  else if (g_ascii_strncasecmp (text, "trim%:", 6) == 0)
    {
      double p = g_ascii_strtod (text + 6, &end);
      if (end == text + 6 || *end != '\0' || !(p >= 0 && p < 50))
        return FALSE;
      r.kind = VALET_DATUM_TRIM_PERCENT;
      r.percent = p;
    }
  else
    return FALSE;
  *out = r;
  return TRUE;
}

char *
valet_datum_rule_to_string (const ValetDatumRule *rule)
{
  switch (rule->kind)
    {
    case VALET_DATUM_MEDIAN:       return g_strdup ("median");
    case VALET_DATUM_SMALL_FIELD:  return g_strdup ("small-field");
    case VALET_DATUM_TRIM:         return g_strdup_printf ("trim:%u", rule->trim);
    case VALET_DATUM_TRIM_PERCENT: return g_strdup_printf ("trim%%:%g", rule->percent);
    case VALET_DATUM_MEAN:
    default:                       return g_strdup ("mean");
    }
}

gboolean
valet_datum_rounding_parse (const char *text, ValetDatumRounding *out)
{
  if (g_ascii_strcasecmp (text, "none") == 0)
    *out = VALET_DATUM_TO_POINT;
  else if (g_ascii_strcasecmp (text, "nearest") == 0)
    *out = VALET_DATUM_TO_TEN;
  else if (g_ascii_strcasecmp (text, "down") == 0)
    *out = VALET_DATUM_DOWN_TO_TEN;
  else
    return FALSE;
  return TRUE;
}

const char *
valet_datum_rounding_to_string (ValetDatumRounding rounding)
{
  switch (rounding)
    {
    case VALET_DATUM_TO_TEN:      return "nearest";
    case VALET_DATUM_DOWN_TO_TEN: return "down";
    case VALET_DATUM_TO_POINT:
    default:                      return "none";
    }
}

/* A datum in whole points to ten, as the rule asks. */
static int
to_ten (const ValetDatumRule *rule, int datum)
{
  switch (rule->rounding)
    {
    case VALET_DATUM_TO_TEN:      return (int) lround (datum / 10.0) * 10;
    case VALET_DATUM_DOWN_TO_TEN: return (int) floor (datum / 10.0) * 10;
    case VALET_DATUM_TO_POINT:
    default:                      return datum;
    }
}

int
valet_datum_round (const ValetDatumRule *rule, double mean)
{
  /* (Truncation is the reference's integer division: the quotient of
   * two integers below 2^53 is never a hair below a whole number.) */
  return to_ten (rule, rule->truncate ? (int) mean : (int) lround (mean));
}

/* The mean of @n scores, rounded as the rule rounds a mean but not yet
 * to ten. */
static int
plain_mean (const ValetDatumRule *rule, const int *scores, guint n)
{
  gint64 sum = 0;

  for (guint i = 0; i < n; i++)
    sum += scores[i];
  if (rule->truncate)
    return (int) (sum / (gint64) n);
  return (int) lround ((double) sum / n);
}

/* The mean rounded to the nearest whole point (417 for 400, 420, 430),
 * as the small-field rules round it. */
static int
rounded_mean (const int *scores, guint n)
{
  gint64 sum = 0;

  for (guint i = 0; i < n; i++)
    sum += scores[i];
  return (int) lround ((double) sum / n);
}

/* The mean of what is left when @k scores at each end are left out;
 * at least one score always stays. */
static int
trimmed_mean (const ValetDatumRule *rule, const int *sorted, guint n, guint k)
{
  k = MIN (k, (n - 1) / 2);
  return plain_mean (rule, sorted + k, n - 2 * k);
}

static int
median (const int *sorted, guint n)
{
  if (n % 2 == 1)
    return sorted[n / 2];
  return rounded_mean (sorted + n / 2 - 1, 2);
}

/* Rule 2: three of the four within 40 of each other: the score two of
 * them share, else their mean.  Of two such threes, the closer. */
static gboolean
three_close (const int *s, int *datum)
{
  int low = s[2] - s[0], high = s[3] - s[1];
  const int *three;

  if (low > 40 && high > 40)
    return FALSE;
  three = low <= 40 && (high > 40 || low <= high) ? s : s + 1;
  if (three[0] == three[1] || three[1] == three[2])
    *datum = three[1];
  else
    *datum = rounded_mean (three, 3);
  return TRUE;
}

/* Rule 4: two within 30 while the other two differ by more: the mean
 * of the two.  Of several such, the closest. */
static gboolean
two_close (const int *s, int *datum)
{
  static const guint other[3][2] = { { 2, 3 }, { 0, 3 }, { 0, 1 } };
  int best = -1;

  for (guint i = 0; i < 3; i++)
    {
      int gap = s[i + 1] - s[i];
      if (gap <= 30 && s[other[i][1]] - s[other[i][0]] > 30
          && (best < 0 || gap < s[best + 1] - s[best]))
        best = (int) i;
    }
  if (best < 0)
    return FALSE;
  *datum = rounded_mean (s + best, 2);
  return TRUE;
}

int
valet_datum_of_four (const int *s)
{
  int datum;

  /* 1: all four within 60. */
  if (s[3] - s[0] <= 60)
    return rounded_mean (s, 4);
  /* 2 */
  if (three_close (s, &datum))
    return datum;
  /* 3: two within 20 and the other two within 40: the middle two. */
  if ((s[1] - s[0] <= 20 && s[3] - s[2] <= 40) || (s[3] - s[2] <= 20 && s[1] - s[0] <= 40))
    return rounded_mean (s + 1, 2);
  /* 4 */
  if (two_close (s, &datum))
    return datum;
  /* 5: the middle two. */
  return rounded_mean (s + 1, 2);
}

/* The datum by the rule, before it is rounded to ten. */
static int
datum_of_sorted (const ValetDatumRule *rule, const int *sorted, guint n)
{
  switch (rule->kind)
    {
    case VALET_DATUM_MEDIAN:
      return median (sorted, n);
    case VALET_DATUM_SMALL_FIELD:
      if (n == 3)
        return median (sorted, n);
      if (n == 4)
        return valet_datum_of_four (sorted);
      /* "For bigger competitions, it is usually advisable to discount
       * the extreme score values": one at each end. */
      return trimmed_mean (rule, sorted, n, 1);
    case VALET_DATUM_TRIM:
      return trimmed_mean (rule, sorted, n, rule->trim);
    case VALET_DATUM_TRIM_PERCENT:
      return trimmed_mean (rule, sorted, n, (guint) floor (n * rule->percent / 100));
    case VALET_DATUM_MEAN:
    default:
      return plain_mean (rule, sorted, n);
    }
}

int
valet_datum_of_sorted (const ValetDatumRule *rule, const int *sorted, guint n)
{
  g_return_val_if_fail (n > 0, 0);
  return to_ten (rule, datum_of_sorted (rule, sorted, n));
}

static int
compare_ints (const void *a, const void *b)
{
  int x = *(const int *) a, y = *(const int *) b;
  return (x > y) - (x < y);
}

int
valet_datum_mean_of_counts (const ValetDatumRule *rule, const int *scores, const guint *counts,
                            guint n, gboolean extremes)
{
  gint64 sum = 0;
  guint total = 0;
  int lo = G_MAXINT, hi = G_MININT;

  for (guint i = 0; i < n; i++)
    {
      guint k = counts ? counts[i] : 1;
      if (k == 0)
        continue;
      sum += (gint64) k * scores[i];
      total += k;
      lo = MIN (lo, scores[i]);
      hi = MAX (hi, scores[i]);
    }
  if (total == 0)
    return 0;
  if (extremes && total > 2)
    {
      sum -= (gint64) lo + hi;
      total -= 2;
    }
  if (rule->truncate)
    return to_ten (rule, (int) (sum / (gint64) total));
  return valet_datum_round (rule, (double) sum / total);
}

int
valet_datum_of_scores (const ValetDatumRule *rule, gboolean extremes, int *scores, guint n)
{
  if (n == 0)
    return 0;
  if (rule->kind != VALET_DATUM_MEAN)
    {
      qsort (scores, n, sizeof (int), compare_ints);
      return valet_datum_of_sorted (rule, scores, n);
    }
  return valet_datum_mean_of_counts (rule, scores, NULL, n, extremes);
}
