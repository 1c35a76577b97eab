/* valet-ranking-columns.h: the columns of a ranking, described once.
 *
 * Every listing of a ranking iterates this table: the text and CSV
 * rankings, the workbook, the PDF, the app's pair rows and its grid.  A
 * column says what it is (its key, headings and meaning), when it is
 * present, and how its number comes from a pair's totals, so a new
 * column is added here and nowhere else, and no listing weighs a number
 * its own way.
 */
#pragma once

#include <glib.h>
#include "valet-options.h"
#include "valet-ranking.h"

G_BEGIN_DECLS

typedef enum {
  VALET_RANKING_RANK = 0,
  VALET_RANKING_PLAYERS,
  VALET_RANKING_BOARDS,
  VALET_RANKING_OVERALL,
  VALET_RANKING_BUTLER,
  VALET_RANKING_LUCK,
  VALET_RANKING_BID,
  VALET_RANKING_PLAY,
  VALET_RANKING_DECLARING,
  VALET_RANKING_DEFENDING,
  VALET_RANKING_DECLARER1,
  VALET_RANKING_DECLARER2,
  VALET_RANKING_LEAD1,
  VALET_RANKING_LEAD2,
  VALET_RANKING_LEAD_AVERAGE,
  VALET_RANKING_DEFENCE,
  VALET_RANKING_ADJUSTED,
  VALET_N_RANKING_COLUMNS
} ValetRankingColumnId;

typedef enum {
  VALET_COLUMN_LABEL,           /* text: the players */
  VALET_COLUMN_POSITION,        /* a whole number the listing gives: the rank */
  VALET_COLUMN_COUNT,           /* a whole number */
  VALET_COLUMN_VALUE,           /* an average per board, in the scoring's units */
  VALET_COLUMN_VALUE_AND_COUNT  /* an average and the chances it is over */
} ValetColumnKind;

typedef enum {
  VALET_COLUMN_ALWAYS,
  VALET_COLUMN_WITH_LEAD,          /* when the opening lead is split */
  VALET_COLUMN_WITH_LEAD_AVERAGE,  /* ... and the average lead is asked for */
  VALET_COLUMN_WITH_CLOUD,         /* in the cloud split, or when asked for */
  VALET_COLUMN_WHEN_ASKED          /* when asked for (a run asks when needed) */
} ValetColumnWhen;

/* How the leads weigh in Defending.  By the leads made is the true
 * average of the pair's defence; the reference program's text table
 * weighs them by the hands declared, kept only there. */
typedef enum {
  VALET_WEIGH_BY_LEADS,
  VALET_WEIGH_AS_REFERENCE_TEXT
} ValetWeighing;

typedef struct {
  ValetRankingColumnId id;
  const char          *key;           /* property name; "n-KEY" its count */
  const char          *heading;       /* untranslated; see valet_ranking_column_heading */
  const char          *short_heading; /* for narrow columns; NULL: the heading */
  const char          *ref_text;      /* heading in the reference's text table, or NULL */
  const char          *ref_csv;       /* ... and in its CSV */
  guint                ref_group;     /* text table: groups are parted by " | " */
  int                  ref_width;     /* text table: width of a lone number */
  ValetColumnKind      kind;
  ValetColumnWhen      when;
  const char          *description;   /* untranslated: what the column means */
  /* The ValetExtraColumns flag that asks for the column in the
   * reference's formats, which show it only then, after the others; 0
   * for the columns they always have. */
  guint                ask;
} ValetRankingColumn;

const ValetRankingColumn *valet_ranking_column          (ValetRankingColumnId id);
gboolean                  valet_ranking_column_present  (const ValetRankingColumn *column,
                                                         const ValetOptions       *options);
/* The columns present with @options, in order, into @out (room for
 * VALET_N_RANKING_COLUMNS); returns how many. */
guint                     valet_ranking_columns         (const ValetOptions        *options,
                                                         const ValetRankingColumn **out);

/* The heading in the user's language; the overall score's names the
 * scoring (Butler, IMPs, MP). */
const char               *valet_ranking_column_heading  (const ValetRankingColumn *column,
                                                         ValetScoring              scoring);
/* The overall score's heading in the user's language: Butler, IMPs, MP
 * (valet_scoring_heading() is the reference program's, in English). */
const char               *valet_ranking_score_heading   (ValetScoring              scoring);
const char               *valet_ranking_column_short_heading (const ValetRankingColumn *column,
                                                              ValetScoring              scoring);
const char               *valet_ranking_column_description (const ValetRankingColumn *column);

/* The published listings (the app's grid, the PDF, the workbook, the
 * site) put the score as played first, then Luck, then the luck-free
 * score and the components that add up to it; the reference's text and
 * CSV tables keep valet_ranking_columns()'s order.  Every column in the
 * listings' order (present or not), by position: */
const ValetRankingColumn *valet_ranking_listed_column   (guint                     position);
/* The columns present with @options in the listings' order, into @out
 * (room for VALET_N_RANKING_COLUMNS); returns how many. */
guint                     valet_ranking_listed_columns  (const ValetOptions        *options,
                                                         const ValetRankingColumn **out);
/* The heading a published listing gives @column, in words: "Score" for
 * the score as played, "Luck", "Luck-free" for the cloud split's score
 * beside it (the simple split has no luck: its score is "Score"). */
const char               *valet_ranking_column_title    (const ValetRankingColumn *column,
                                                         const ValetOptions       *options);
const char               *valet_ranking_column_short_title (const ValetRankingColumn *column,
                                                            const ValetOptions       *options);
/* The column the published rankings rank by with @options: the score
 * as played (Score), or the luck-free one; another order's column is
 * none of these (then VALET_N_RANKING_COLUMNS). */
ValetRankingColumnId      valet_ranking_rank_column     (const ValetOptions       *options);

/* What a reader needs before the columns: that the numbers are
 * averages per board with their counts, and what average is in this
 * scoring.  Free with g_free. */
char                     *valet_ranking_reading_note    (const ValetOptions       *options);

/* The pair's number in @column, in the ranking's units (matchpoints as
 * percentages) and by the method of @options (Valet 1.1's with compat),
 * and the boards or chances it is over in *@count (NULL allowed).
 * FALSE for the rank and the players.  A count of 0 means there was no
 * chance: the value is then 0 and not to be shown. */
gboolean                  valet_ranking_column_value    (const ValetRankingColumn *column,
                                                         const ValetPairScore     *pair,
                                                         const ValetOptions       *options,
                                                         ValetWeighing             weighing,
                                                         double                   *value,
                                                         guint                    *count);

G_END_DECLS
