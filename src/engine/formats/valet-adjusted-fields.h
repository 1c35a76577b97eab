/* valet-adjusted-fields.h: adjusted scores as the files write them.
 *
 * An artificial score (Law 12C2) is a percentage for each side, "60/40";
 * an outcome of a weighted score (Law 12C1c) carries its weight, "0.6",
 * "60%" or "1/3"; one side's line of a split score (Law 12C1f) says its
 * side, "NS" or "EW".  The readers of every format share these, and
 * valet_read_input() checks, whatever the format, that the parts of a
 * table make one score.
 */
#pragma once
#include <glib.h>
#include "valet-result-fields.h"

G_BEGIN_DECLS

/* A weight above 0 and at most 1: "0.6", "60%", "1/3". */
gboolean valet_parse_weight          (const char *text,
                                      float      *out);

/* The part of a table's score a line is: "NS" or "EW", a weight, or a
 * side and a weight ("NS 0.5"); empty for a whole result.  Sets @r's
 * side and weight; FALSE after reporting. */
gboolean valet_parse_part_field      (const char             *text,
                                      ValetResult            *r,
                                      const ValetFieldSource *src);

/* A weight column's cell (CSV weight, PBN Weight) into @r: "0.6",
 * "60%" or "1/3"; empty or "-" for a whole result.  FALSE after
 * reporting. */
gboolean valet_parse_weight_field    (const char             *text,
                                      ValetResult            *r,
                                      const ValetFieldSource *src);

/* A side column's cell (CSV side, PBN Side) into @r: "NS" or "EW" for
 * one side's line of a split score; empty or "-" for both sides.
 * FALSE after reporting. */
gboolean valet_parse_side_field      (const char             *text,
                                      ValetResult            *r,
                                      const ValetFieldSource *src);

/* An artificial score's other fields, after contract ADJ: @declarer
 * empty or "-", @percentages "60/40", @lead (may be NULL) empty or "-";
 * @r must have no weight or side read for it.  FALSE after reporting. */
gboolean valet_parse_artificial_fields (const char             *declarer,
                                        const char             *percentages,
                                        const char             *lead,
                                        ValetResult            *r,
                                        const ValetFieldSource *src);

/* The weight of an outcome of a weighted score as the files write it,
 * "0.6"; "" for a whole result. */
char    *valet_result_weight_text    (const ValetResult *r);

/* An artificial score's percentages, "60/40" (or "60%/40%"), into @r
 * (see valet_result_set_artificial()); FALSE when @text is not one. */
gboolean valet_parse_artificial      (const char  *text,
                                      ValetResult *r);

/* Makes @r an artificial score of @ns_percent for North-South and
 * @ew_percent for East-West: no contract, no lead. */
void     valet_result_set_artificial (ValetResult *r,
                                      guint        ns_percent,
                                      guint        ew_percent);

/* Reports each table whose parts do not make one score: weights that do
 * not add up to 1 for a side, a split score without a line for each
 * side. */
void     valet_check_adjusted        (ValetTournament  *t,
                                      const char       *file,
                                      ValetDiagnostics *diag);

/* The percentages of an artificial adjusted score written "A6040" (or
 * "A60/40", "A60-40"), as USEBIO's SCORE and PBN score tables of the
 * same programs write it: 60 for NS and 40 for EW.  FALSE for anything
 * else, including adjusted scores written otherwise ("A+", "AVE"). */
gboolean valet_parse_adjusted_percentages (const char *score,
                                           guint      *ns_percent,
                                           guint      *ew_percent);

G_END_DECLS
