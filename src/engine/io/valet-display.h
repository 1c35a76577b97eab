/* valet-display.h: numbers as people read them, in one form on the
 * screen, in the PDF report and in the charts.
 *
 * Text outputs meant for other programs (the ranking, tableaux, CSV,
 * the workbook's cells) keep plain printf numbers; these are for eyes.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* @value with @decimals decimals (0 when negative), in the locale's
 * LC_NUMERIC: a minus sign (U+2212, as wide as the figures) on a value
 * that does not round to zero and none on one that does ("−0.00" reads
 * as a mistake in a published table); with @plus a '+' before a
 * positive value that does not round to zero; "–" (an en dash) for NaN,
 * which stands for "none". */
char *valet_display_number        (double      value,
                                    int         decimals,
                                    gboolean    plus);
/* The same appended to @out, with @minus as the minus sign ("-" where
 * the text is read by programs too, as the web site's cells are). */
void  valet_display_append_number (GString    *out,
                                    double      value,
                                    int         decimals,
                                    gboolean    plus,
                                    const char *minus);
/* @value with @decimals decimals exactly as printf's "%.*f" writes it in
 * the locale's LC_NUMERIC (without printf where that is safe: it is
 * most of the time of a big web site). */
void  valet_display_append_fixed  (GString    *out,
                                    double      value,
                                    int         decimals);
/* @value in decimal, as "%" G_GUINT64_FORMAT writes it. */
void  valet_display_append_uint   (GString    *out,
                                    guint64     value);

G_END_DECLS
