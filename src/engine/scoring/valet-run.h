/* valet-run.h: one scoring run, made once and read by everything.
 *
 * A run is a tournament scored with one set of options: the ranking,
 * every board's entries, each player's declarer play and leads, each
 * pair's score split into shares.  It is made once per scoring (by the
 * app's worker thread, or by valet-cli) and never changes after; it is
 * reference-counted, so the grid, the charts, the exports and the
 * command line's outputs all read the numbers of the same run, and none
 * of them scores again.
 */
#pragma once

#include <glib.h>
#include "valet-board-scorer.h"
#include "valet-options.h"
#include "valet-ranking.h"
#include "valet-ranking-columns.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

typedef enum {
  VALET_COMPONENT_BID = 0,
  VALET_COMPONENT_PLAY,         /* declarer play */
  VALET_COMPONENT_LEAD,         /* opening lead */
  VALET_COMPONENT_DEF,          /* defence other than the lead */
  VALET_COMPONENT_ADJUSTED,     /* artificial scores: nobody's bidding or play */
  VALET_N_COMPONENTS
} ValetComponent;

/* A pair's score per board, split.  In IMPs the shares add up to the
 * total; for matchpoints they are percentage points around 50 and add up
 * to total - 50 (by the principles the score is the average of bid and
 * play, so each component's share is half its distance from 50).  With compensation the total includes the adjustment
 * for the opponents' strength, and the shares their own adjustments. */
typedef struct {
  double share[VALET_N_COMPONENTS];
  double total;
  /* The score as played (the entries' butler), in the same units: what
   * the club's scorer gives the pair; total is the luck-free score. */
  double played;
  double boards;       /* an outcome of a weighted score counts its weight */
} ValetComponents;

typedef struct {
  guint           round;
  ValetComponents c;
} ValetRoundComponents;

/* A player's boards, and the averages of the declarer play and opening
 * leads they made, in the ranking's units (percentages for matchpoints). */
typedef struct {
  /* Counts: an outcome of a weighted score counts as its weight. */
  double boards;
  double n_play;
  double n_lead;       /* 0 without the lead split */
  double play;
  double lead;
} ValetPlayerTotals;

typedef struct _ValetRun ValetRun;

/* Scores @tournament with @options (copied).  The tournament must outlive
 * the run: @owner, when not NULL, is what keeps it alive, handed over to
 * the run and let go with @release_owner when the run is freed.
 * @cancelled, when not NULL, is asked between boards; when it says so
 * the run stops, valet_run_is_cancelled() is TRUE and its numbers are
 * not to be used. */
ValetRun                *valet_run_new            (ValetTournament    *tournament,
                                                   const ValetOptions *options,
                                                   gpointer            owner,
                                                   GDestroyNotify      release_owner,
                                                   ValetCancelledFunc  cancelled,
                                                   gpointer            cancelled_data);
/* The same, but each pair's spread in each column (valet_run_column_error())
 * is worked out only when first asked for, on whichever thread asks,
 * and never when nothing asks: for valet-cli, whose ranking alone never
 * does (it is a pair's worth of spreads in every 50 results or so).  A
 * program with a main loop keeps valet_run_new(), which does that work
 * where the scoring is done; a season, which pools entries and never
 * asks, uses this too.  @cancelled as valet_run_new(). */
ValetRun                *valet_run_new_spreads_later (ValetTournament    *tournament,
                                                      const ValetOptions *options,
                                                      ValetCancelledFunc  cancelled,
                                                      gpointer            cancelled_data);
ValetRun                *valet_run_ref            (ValetRun *run);
void                     valet_run_unref          (ValetRun *run);

gboolean                 valet_run_is_cancelled   (ValetRun *run);
ValetTournament         *valet_run_tournament     (ValetRun *run);
const ValetOptions      *valet_run_options        (ValetRun *run);
ValetRanking            *valet_run_ranking        (ValetRun *run);
gboolean                 valet_run_is_matchpoints (ValetRun *run);

/* The scored boards (the selected rounds) in playing order: by round,
 * then board number. */
guint                    valet_run_n_boards       (ValetRun *run);
const ValetBoard        *valet_run_board          (ValetRun          *run,
                                                   guint              index,
                                                   const ValetEntry **entries,
                                                   guint             *n_entries);
/* The same boards in the order they were scored, the reference
 * program's (by the text "round|board"), which its tableaux follow. */
const ValetBoard        *valet_run_board_scored   (ValetRun          *run,
                                                   guint              index,
                                                   const ValetEntry **entries,
                                                   guint             *n_entries);
/* The datum of the board at @index (playing order), North-South: its
 * played tables' scores by the run's datum rule and rounding (the mean
 * to the nearest point, Valet 1.1's truncated, unless another was asked
 * for), whatever the scoring; the Butler IMPs of each table are against
 * it.  A passed-out table scores 0. */
int                      valet_run_board_datum    (ValetRun *run,
                                                   guint     index);
/* The rounds scored, as "1-5, 7". */
char                    *valet_run_rounds_text    (ValetRun *run);

/* The ranked pairs: those with at least options->min_hands boards (and
 * at least one) and no placeholder player, in ranking order. */
guint                    valet_run_n_ranked       (ValetRun *run);
const ValetPairScore    *valet_run_ranked         (ValetRun *run,
                                                   guint     position);
/* The pairs with boards but fewer than options->min_hands, and those
 * with a placeholder player (see valet_tournament_player_is_placeholder()),
 * in ranking order: listed after the ranking, without a rank. */
guint                    valet_run_n_unranked     (ValetRun *run);
const ValetPairScore    *valet_run_unranked       (ValetRun *run,
                                                   guint     index);
/* The heading of the unranked pairs' table, saying why they are not
 * ranked ("Pairs with fewer than 12 boards"), and the reason for one of
 * them; translated (free with g_free). */
char                    *valet_run_unranked_title (ValetRun *run);
char                    *valet_run_unranked_reason (ValetRun             *run,
                                                    const ValetPairScore *pair);
/* Why the player at @index is taken for a placeholder ("“999” is a
 * placeholder, not one player: ..."), translated; NULL for a player. */
char                    *valet_run_placeholder_note (ValetRun *run,
                                                     guint     player);
/* The rank the pair at @position has in a published ranking: pairs
 * whose scores read the same (in the ranking's units and decimals) share
 * the better one, 1, 2, 2, 4; *@tied (may be NULL) says it is shared
 * ("2="). The reference program's text and CSV number positions instead. */
guint                    valet_run_shared_rank    (ValetRun *run,
                                                   guint     position,
                                                   gboolean *tied);
/* The pair at @position as the charts label it: "3. First - Second", or
 * "2= First - Second" when the rank is shared (valet_run_shared_rank()),
 * as the tables print it.  Free with g_free. */
char                    *valet_run_ranked_label   (ValetRun *run,
                                                   guint     position);
/* "First Player - Second Player", the players' display names (UTF-8). */
char                    *valet_run_pair_name      (ValetRun             *run,
                                                   const ValetPairScore *pair);
/* The pair's team, country or club as the input gives it: once when
 * both players have the same, "A / B" when they differ, the one given
 * when only one has one, NULL when neither has (free with g_free).
 * The reference's text and CSV rankings have no such column; the
 * reports and the app show it when valet_run_has_teams(). */
char                    *valet_run_pair_team      (ValetRun             *run,
                                                   const ValetPairScore *pair);
gboolean                 valet_run_has_teams      (ValetRun             *run);
void                     valet_run_pair_components (ValetRun             *run,
                                                    const ValetPairScore *pair,
                                                    ValetComponents      *out);
/* The pair's shares in each round it played, by round; free with
 * g_array_unref. */
GArray                  *valet_run_pair_rounds    (ValetRun             *run,
                                                   const ValetPairScore *pair);
/* One entry of the run: board @board (in playing order), its entry
 * @entry. */
typedef struct {
  guint board;
  guint entry;
} ValetEntryRef;
/* What valet_run_pair_rounds() gives, from the entries the pair played
 * (@played, in playing order; others are passed over) instead of a walk
 * through every board: a page or a chart for each pair stays linear in
 * the results. */
GArray                  *valet_run_pair_rounds_of (ValetRun             *run,
                                                   const ValetPairScore *pair,
                                                   const ValetEntryRef  *played,
                                                   guint                 n_played);
/* A pair's share of one board: the split of @entry seen from the pair
 * that sat North-South (@ns) or East-West, in the ranking's units as
 * valet_run_pair_rounds() gives a round (boards 1). */
void                     valet_run_entry_components (ValetRun         *run,
                                                     const ValetEntry *entry,
                                                     gboolean          ns,
                                                     ValetComponents  *out);
/* How far the ranking chart's bars of the ranked pairs from @first
 * (@count of them) reach: *@lo the least of their negative shares' sums
 * and totals, *@hi the greatest of their positive shares' sums and
 * totals (totals less 50 for matchpoints), 0 at least on both sides,
 * and the reach of the whiskers of the totals' 95 % intervals (the
 * total give or take valet_run_column_error()'s half-width in the
 * overall column), which the chart draws across each total: a scale
 * from this extent never cuts them off.  For all pairs at once in
 * constant time. */
void                     valet_run_bar_extent     (ValetRun *run,
                                                   guint     first,
                                                   guint     count,
                                                   double   *lo,
                                                   double   *hi);

/* How sure the pair's number in @column is: the standard error of its
 * mean over the pair's boards (or the chances the column counts) and
 * the half-width of its 95 % interval (Student's t with one degree of
 * freedom fewer than the boards).  Compensation moves the number, not
 * the interval's width.  FALSE when there is nothing to tell: fewer
 * than two boards, or a column that is not a mean over boards (the
 * rank, the players, the count, Valet 1.1's average lead). */
gboolean                 valet_run_column_error   (ValetRun             *run,
                                                   const ValetPairScore *pair,
                                                   ValetRankingColumnId  column,
                                                   double               *error,
                                                   double               *half_width);
/* FALSE when the 95 % intervals of the pair ranked at @position and the
 * pair just above it overlap: on these boards the two cannot be told
 * apart.  TRUE for the first pair, and when the order is not one
 * column's (play, lead and the "over" orders rank by sums). */
gboolean                 valet_run_separable      (ValetRun *run,
                                                   guint     position);
/* The same for the pair at @position and the one at @above, the pair
 * ranked above it in its list of the movement (valet-pair-lists.h). */
gboolean                 valet_run_separable_from (ValetRun *run,
                                                   guint     position,
                                                   guint     above);
/* The spread of @column across the field: the standard deviation of the
 * ranked pairs' numbers, and how many pairs have one.  FALSE below two
 * pairs or for a column that has no spread. */
gboolean                 valet_run_field_spread   (ValetRun             *run,
                                                   ValetRankingColumnId  column,
                                                   double               *deviation,
                                                   guint                *n_pairs);

/* The spread of a component across the field as the principles measure
 * it (section 3.1): the standard deviation, across the ranked pairs, of
 * the component's share per board (valet_run_pair_components: every
 * component divided by all the pair's boards, not by the boards it was
 * made on), and how many pairs there are.  VALET_N_COMPONENTS asks for
 * the score's own.  FALSE below two pairs. */
gboolean                 valet_run_component_spread (ValetRun       *run,
                                                     ValetComponent  component,
                                                     double         *deviation,
                                                     guint          *n_pairs);

/* The player's boards, declarer play and leads in this run. */
const ValetPlayerTotals *valet_run_player_totals  (ValetRun *run,
                                                   guint     player);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetRun, valet_run_unref)

G_END_DECLS
