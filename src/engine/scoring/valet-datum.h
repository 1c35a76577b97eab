/* valet-datum.h: how a Butler datum is taken from a board's scores.
 *
 * The mean is the reference program's (truncated towards zero, with
 * --extremes without one highest and one lowest score).  The others are
 * the choices directors use for fields of every size: the median; for
 * small fields the rules of the Danish scorers' article (median of three;
 * five rules for four; the mean otherwise); and trimmed means that leave
 * out a number or a share of the highest and lowest scores, as the WBF
 * leaves out two at each end in its championships.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  VALET_DATUM_MEAN = 0,
  VALET_DATUM_MEDIAN,
  VALET_DATUM_SMALL_FIELD,
  VALET_DATUM_TRIM,             /* leave out @trim scores at each end */
  VALET_DATUM_TRIM_PERCENT      /* leave out @percent % at each end */
} ValetDatumKind;

typedef struct {
  ValetDatumKind kind;
  guint          trim;
  double         percent;
} ValetDatumRule;

/* "mean", "median", "small-field", "trim:K" or "trim%:P" (P below 50). */
gboolean valet_datum_rule_parse     (const char     *text,
                                     ValetDatumRule *out);
/* The same words back; free with g_free. */
char    *valet_datum_rule_to_string (const ValetDatumRule *rule);

/* The datum of @n scores, sorted ascending (@n > 0). */
int      valet_datum_of_sorted      (const ValetDatumRule *rule,
                                     const int            *sorted,
                                     guint                 n);

/* The datum of @n scores in any order, by @rule; the mean is the
 * reference's, truncated towards zero, and with @extremes leaves out one
 * highest and one lowest score (of three or more).  @scores may be
 * reordered.  0 when @n is 0. */
int      valet_datum_of_scores      (const ValetDatumRule *rule,
                                     gboolean              extremes,
                                     int                  *scores,
                                     guint                 n);

/* The reference's mean datum of @n scores, score i counted @counts[i]
 * times (once each when @counts is NULL), truncated towards zero; with
 * @extremes without one highest and one lowest (of three or more).  0
 * when nothing is counted. */
int      valet_datum_mean_of_counts (const int   *scores,
                                     const guint *counts,
                                     guint        n,
                                     gboolean     extremes);

/* The datum of the rule's four-table rules alone, for @sorted[0..3]. */
int      valet_datum_of_four        (const int *sorted);

G_END_DECLS
