/* valet-options.h: what a scoring run is asked to do. */
#pragma once

#include <glib.h>
#include "valet-datum.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

typedef enum {
  VALET_SCORING_DATUM = 0,      /* Butler IMPs against a datum */
  VALET_SCORING_IMPS,           /* IMPs across the field */
  VALET_SCORING_MATCHPOINTS
} ValetScoring;

typedef enum {
  VALET_ORDER_OVERALL = 0,
  VALET_ORDER_BIDDING,
  VALET_ORDER_PLAY,
  VALET_ORDER_DEFENSE,
  VALET_ORDER_LEAD,
  VALET_ORDER_BID_OVER_PLAY,
  VALET_ORDER_DEF_OVER_PLAY,
  VALET_ORDER_LEAD_OVER_PLAY
} ValetOrder;

/* Columns a ranking in the reference's text and CSV formats shows only
 * when asked (--columns); the app and the reports show them with the
 * cloud split. */
typedef enum {
  VALET_EXTRA_BUTLER = 1 << 0,  /* the plain score beside the fair one */
  VALET_EXTRA_LUCK   = 1 << 1,  /* the plain score less the fair one */
  /* Artificial scores' share: shown wherever the results have one (a
   * run asks for it then), and when asked. */
  VALET_EXTRA_ADJUSTED = 1 << 2
} ValetExtraColumns;

typedef struct {
  ValetScoring scoring;
  gboolean     lead;           /* split the opening lead from the defence */
  gboolean     cloud;          /* the cloud split (default) or the simple one */
  gboolean     extremes;       /* datum without the highest and lowest score */
  ValetDatumRule datum;        /* how the datum is taken; the mean by default */
  gboolean     hard_round;     /* round differences down, not to nearest */
  gboolean     compensate;     /* adjust for the strength of the opponents */
  /* Reproduce Valet 1.1, the reference program, number for number, its
   * departures from the principles included; off, the principles'
   * method (see the README for the differences). */
  gboolean     compat;
  /* Matchpoints: Neuberg's factoring of a board played fewer times than
   * the most (an artificial score is no comparison): each result's
   * whole entry is scaled by N (n - 1) / (n (N - 1)), n the tables
   * compared on the board, N the most on any board.  Not in Valet 1.1:
   * ignored with @compat. */
  gboolean     neuberg;
  /* Matchpoints: instead, each comparison a board played fewer times
   * lacks counts as a draw, as ScoreBridge factors: each result's entry
   * is scaled by (n - 1) / (N - 1).  Not in Valet 1.1: ignored with
   * @compat; with @neuberg too, Neuberg's formula is used. */
  gboolean     missing_as_draws;
  ValetOrder   order;
  /* The published rankings (the app, the PDF, the workbook, the site)
   * rank by the score as played, what the club's scorer computes; TRUE:
   * by the luck-free score instead.  The reference's text and CSV
   * rankings keep @order's ranking whatever this says. */
  gboolean     rank_luck_free;
  gboolean     average;        /* show the average lead column */
  guint        columns;        /* ValetExtraColumns asked for */
  guint        min_hands;      /* split the table at this many boards */
  /* The IMPs an artificial score of 60 % is worth (and -that for 40 %,
   * in proportion for others): the regulation's equivalent, 3 unless a
   * regulation says otherwise.  Matchpoints take the percentage of the
   * top. */
  double       adjusted_imps;
  /* Rounds to score, as a sorted list of inclusive ranges; NULL for all. */
  GArray      *rounds;
} ValetOptions;

void         valet_options_init         (ValetOptions *options);
/* An artificial score of @percent % in the entries' units: IMPs by
 * options->adjusted_imps, matchpoints from -1 to +1 (50 % is 0). */
double       valet_adjusted_value       (const ValetOptions *options,
                                         double              percent);
void         valet_options_clear        (ValetOptions *options);
/* The rule a board's datum is taken by, Valet 1.1's truncation
 * included; @extremes: whether it leaves out the highest and lowest
 * score. */
ValetDatumRule valet_options_board_datum (const ValetOptions *options,
                                          gboolean           *extremes);
/* The rule of a cloud's datum: the principles' plain average of the
 * cloud's outcomes (section 4.2: "We simply average the total points
 * over the different outcomes"), to the nearest point, whatever rule
 * the board's datum follows; Valet 1.1 takes it by the board's rule. */
ValetDatumRule valet_options_cloud_datum (const ValetOptions *options,
                                          gboolean           *extremes);
/* The scoring method in one translated sentence, as the window's
 * subtitle, the reports and the workbook give it ("IMPs across the
 * field, cloud split, ..."); free with g_free. */
char        *valet_options_describe     (const ValetOptions *options);
/* Whether boards played fewer times are factored: asked for, at
 * matchpoints, and not as Valet 1.1. */
gboolean     valet_options_neuberg      (const ValetOptions *options);
/* TRUE when @options factor boards played fewer times by counting each
 * missing comparison as a draw (and not by Neuberg's formula). */
gboolean     valet_options_missing_as_draws (const ValetOptions *options);

/* Names used on the command line and in files. */
gboolean     valet_scoring_from_string  (const char *s, ValetScoring *out);
const char  *valet_scoring_to_string    (ValetScoring scoring);
/* The form a file declares (valet_tournament_get_form) as the scoring
 * it asks for; FALSE for VALET_FORM_NONE. */
gboolean     valet_scoring_from_form    (ValetForm form, ValetScoring *out);
/* The scoring form in words, translated, as a sentence's middle:
 * "matchpoints", "IMPs against a datum", "IMPs across the field"
 * ("scored as matchpoints, as the file says"). */
const char  *valet_scoring_name         (ValetScoring scoring);
/* The short column heading of the overall score: Butler, IMPs, MP. */
const char  *valet_scoring_heading      (ValetScoring scoring);
/* An entry of the board scorer in the units a ranking shows: matchpoint
 * entries run from -1 to +1 per comparison and are shown as percentages
 * (0 to 100); IMPs are shown as they are. */
double       valet_scoring_units        (ValetScoring scoring, double value);
/* The decimals a score of @scoring is shown with: percentages 1, IMPs 2,
 * as the reference program prints them. */
guint        valet_scoring_decimals     (ValetScoring scoring);
/* The one wording of a score's unit, shared by the grid's tooltips, the
 * charts and every report: "% of matchpoints", "IMPs per board",
 * "Butler IMPs per board". */
const char  *valet_scoring_unit         (ValetScoring scoring);
/* The unit of what is added to or taken from a score (its luck, its
 * components around 50): "percentage points" at matchpoints, else the
 * score's own unit. */
const char  *valet_scoring_component_unit (ValetScoring scoring);
/* "butler,luck" (either, in any order) into ValetExtraColumns. */
gboolean     valet_extra_columns_from_string (const char *s, guint *out);
gboolean     valet_order_from_string    (const char *s, ValetOrder *out);
const char  *valet_order_to_string      (ValetOrder order);

/* Parses a round list such as "1,3-5,7" into @options->rounds.  On a
 * malformed list returns FALSE and sets @error. */
gboolean     valet_options_set_rounds   (ValetOptions *options,
                                         const char   *list,
                                         GError      **error);
gboolean     valet_options_round_selected (const ValetOptions *options,
                                           guint               round);

G_END_DECLS
