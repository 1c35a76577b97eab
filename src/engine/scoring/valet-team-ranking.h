/* valet-team-ranking.h: the teams of an event, ranked by their pairs'
 * boards.
 *
 * Where the results name each player's team (PBN Team columns, USEBIO
 * teams, a names file's third field), a team's numbers are its pairs'
 * boards taken together: every column is the sum over the boards its
 * pairs played divided by those boards (or the hands declared, the
 * leads made), so a team with more boards weighs each board the same,
 * not each pair.  The boards are compared across the whole field, as
 * the pair ranking compares them, never match by match.
 *
 * A pair belongs to the team its players share, or to the one team
 * given when only one of them has one; a pair whose players name two
 * different teams belongs to neither (its boards would count twice or
 * by a guess), and is counted in valet_team_ranking_n_mixed().  Pairs
 * in no team, and pairs with a placeholder player, are left out.
 */
#pragma once

#include <glib.h>
#include "valet-confidence.h"
#include "valet-ranking-columns.h"
#include "valet-run.h"

G_BEGIN_DECLS

typedef struct {
  char          *name;      /* as the input gives it */
  guint          n_pairs;
  /* The team's sums and counts over its pairs' boards, and its
   * averages per board (per chance), as a pair's are; player[] and
   * number are not used. */
  ValetPairScore score;
  /* Each column's numbers table by table, for its interval. */
  ValetSpread    spread[VALET_N_RANKING_COLUMNS];
} ValetTeamScore;

typedef struct _ValetTeamRanking ValetTeamRanking;

/* The teams of @run, ranked as the run's published ranking ranks pairs
 * (the score as played, or the luck-free one), best first; no teams
 * when the results name none.  Holds a reference to @run. */
ValetTeamRanking     *valet_team_ranking_new        (ValetRun *run);
void                  valet_team_ranking_free       (ValetTeamRanking *ranking);

guint                 valet_team_ranking_n_teams    (ValetTeamRanking *ranking);
const ValetTeamScore *valet_team_ranking_team       (ValetTeamRanking *ranking,
                                                     guint             position);
/* The rank of the team at @position: teams that read the same at the
 * ranking's decimals share the better one; *@tied (may be NULL) says
 * so. */
guint                 valet_team_ranking_rank       (ValetTeamRanking *ranking,
                                                     guint             position,
                                                     gboolean         *tied);
/* Pairs left out because their two players name different teams. */
guint                 valet_team_ranking_n_mixed    (ValetTeamRanking *ranking);

/* The columns a team listing shows, in order, into @out (room for
 * VALET_N_RANKING_COLUMNS): the boards, the score as played (with the
 * cloud split), the luck-free score, bid, play, and the lead and the
 * rest of the defence (with the lead split) or the whole defence. */
guint                 valet_team_ranking_columns    (ValetTeamRanking          *ranking,
                                                     const ValetRankingColumn **out);
/* The team's number in @column and the chances it is over, as
 * valet_ranking_column_value() gives a pair's. */
gboolean              valet_team_ranking_value      (ValetTeamRanking         *ranking,
                                                     const ValetTeamScore     *team,
                                                     const ValetRankingColumn *column,
                                                     double                   *value,
                                                     guint                    *count);
/* The standard error and 95 % half-width of the team's number in
 * @column, from its boards' spread as a pair's (valet_run_column_error());
 * FALSE below two boards or for a column that is not a mean. */
gboolean              valet_team_ranking_error      (ValetTeamRanking         *ranking,
                                                     const ValetTeamScore     *team,
                                                     const ValetRankingColumn *column,
                                                     double                   *error,
                                                     double                   *half_width);
/* The run the teams are of. */
ValetRun             *valet_team_ranking_run        (ValetTeamRanking *ranking);
/* The listing's heading, translated: what the teams are ranked by and
 * that the numbers are averages per board with their 95 % intervals. */
const char           *valet_team_ranking_heading    (ValetTeamRanking *ranking);
/* The heading's note of how boards are compared, translated: "Each
 * team's pairs' boards, compared across the whole field". */
const char           *valet_team_ranking_comparison (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetTeamRanking, valet_team_ranking_free)

G_END_DECLS
