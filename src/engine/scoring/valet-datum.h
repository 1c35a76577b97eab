/* valet-datum.h: how a Butler datum is taken from a board's scores.
 *
 * The mean is the principles' (section 2.1: 21730 / 22 is 988, to the
 * nearest point; Valet 1.1 truncates it towards zero, to 987), with
 * --extremes without one highest and one lowest score.  The others are
 * the choices directors use for fields of every size: the median; for
 * small fields the rules of the Danish scorers' article (median of three;
 * five rules for four; from five, the mean without the highest and the
 * lowest score, "the extreme score values"); and trimmed means that leave
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

/* How the datum, once taken, is rounded: the principles (section 2.1)
 * name rounding it "to the closest multiple of 10, or always round it
 * down" (988 to 990 or 980). */
typedef enum {
  VALET_DATUM_TO_POINT = 0,     /* to the nearest point (the default) */
  VALET_DATUM_TO_TEN,           /* to the closest multiple of 10 */
  VALET_DATUM_DOWN_TO_TEN       /* down to a multiple of 10 (988 to 980, -988 to -990) */
} ValetDatumRounding;

typedef struct {
  ValetDatumKind kind;
  guint          trim;
  double         percent;
  /* Not among the rule's words: */
  ValetDatumRounding rounding;
  gboolean       truncate;      /* Valet 1.1: a mean truncated towards zero */
} ValetDatumRule;

/* "mean", "median", "small-field", "trim:K" or "trim%:P" (P below 50);
 * the rule's rounding and truncation are left as they were in @out. */
gboolean valet_datum_rule_parse     (const char     *text,
                                     ValetDatumRule *out);
/* "none", "nearest" or "down": the datum to the nearest point, to the
 * closest multiple of 10 or down to one. */
gboolean valet_datum_rounding_parse (const char         *text,
                                     ValetDatumRounding *out);
const char *valet_datum_rounding_to_string (ValetDatumRounding rounding);
/* A mean as the rule rounds a datum: truncated (Valet 1.1) or to the
 * nearest point, half a point away from zero, then to ten if asked. */
int      valet_datum_round          (const ValetDatumRule *rule,
                                     double                mean);
/* The same words back; free with g_free. */
char    *valet_datum_rule_to_string (const ValetDatumRule *rule);

/* The datum of @n scores, sorted ascending (@n > 0). */
int      valet_datum_of_sorted      (const ValetDatumRule *rule,
                                     const int            *sorted,
                                     guint                 n);

/* The datum of @n scores in any order, by @rule; the mean with
 * @extremes leaves out one highest and one lowest score (of three or
 * more).  @scores may be reordered.  0 when @n is 0. */
int      valet_datum_of_scores      (const ValetDatumRule *rule,
                                     gboolean              extremes,
                                     int                  *scores,
                                     guint                 n);

/* The mean datum of @n scores, score i counted @counts[i] times (once
 * each when @counts is NULL), rounded by @rule; with @extremes without
 * one highest and one lowest (of three or more).  0 when nothing is
 * counted. */
int      valet_datum_mean_of_counts (const ValetDatumRule *rule,
                                     const int   *scores,
                                     const guint *counts,
                                     guint        n,
                                     gboolean     extremes);

/* The datum of the rule's four-table rules alone, for @sorted[0..3]. */
int      valet_datum_of_four        (const int *sorted);

G_END_DECLS
