/* Team totals: a team's numbers are its pairs' boards taken together,
 * per board played, with intervals from the same boards; pairs in no
 * team, and pairs whose players name two teams, are left out.  The
 * expected numbers are taken the other way round, from each board's
 * entries (valet_run_entry_components()), not from the pairs' sums the
 * team ranking adds. */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "valet-confidence.h"
#include "valet-reader.h"
#include "valet-run.h"
#include "valet-team-ranking.h"
#include "valet-text-reader.h"

/* Three tables: Red sits North-South at table 1 and 2 (p1-p3, p5-p7),
 * Blue East-West at table 1 (p2-p4) and North-South at table 3 where
 * only p10 names a team (p10-p12); p6-p8 has no team; p9-p11 names Red
 * and Blue, and counts for neither. */
static const char names[] =
  "p1|Player 1|Red\np2|Player 2|Blue\np3|Player 3|Red\np4|Player 4|Blue\n"
  "p5|Player 5|Red\np6|Player 6\np7|Player 7|Red\np8|Player 8|\n"
  "p9|Player 9|Red\np10|Player 10|Blue\np11|Player 11|Blue\np12|Player 12\n";

static const char scores[] =
  "1|1|p1|p2|p3|p4|4H|S|10\n"
  "1|1|p5|p6|p7|p8|4H|S|11\n"
  "1|1|p10|p9|p12|p11|4H|N|9\n"
  "1|2|p1|p2|p3|p4|3N|N|9\n"
  "1|2|p5|p6|p7|p8|3N|N|7\n"
  "1|2|p10|p9|p12|p11|2S|E|8\n"
  "1|3|p1|p2|p3|p4|2S|W|8\n"
  "1|3|p5|p6|p7|p8|3S|W|9\n"
  "1|3|p10|p9|p12|p11|4S|W|10\n"
  "1|4|p1|p2|p3|p4|1N|N|7\n"
  "1|4|p5|p6|p7|p8|1N|N|8\n"
  "1|4|p10|p9|p12|p11|2C|S|9\n";

static ValetTournament *
parse (const char *names_text)
{
  ValetTournament *t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (50);

  valet_parse_names (t, names_text, strlen (names_text), "names.txt", diag);
  valet_parse_scores (t, scores, strlen (scores), "scores.txt", "names.txt", diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  valet_tournament_seal (t);
  return t;
}

static ValetRun *
score (ValetTournament *t, ValetScoring scoring)
{
  ValetOptions o;
  ValetRun *run;

  valet_options_init (&o);
  o.scoring = scoring;
  run = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
  valet_options_clear (&o);
  return run;
}

static const ValetTeamScore *
find_team (ValetTeamRanking *ranking, const char *name)
{
  for (guint i = 0; i < valet_team_ranking_n_teams (ranking); i++)
    if (strcmp (valet_team_ranking_team (ranking, i)->name, name) == 0)
      return valet_team_ranking_team (ranking, i);
  g_assert_not_reached ();
}

/* The team the side of @res (North-South when @ns) plays for, as the
 * README says: shared, or the one given; NULL for none or two. */
static const char *
side_team (ValetTournament *t, const ValetResult *res, gboolean ns)
{
  const char *a = valet_tournament_player_team (t, res->player[ns ? VALET_NORTH : VALET_EAST]);
  const char *b = valet_tournament_player_team (t, res->player[ns ? VALET_SOUTH : VALET_WEST]);

  if (a != NULL && b != NULL && strcmp (a, b) != 0)
    return NULL;
  return a != NULL ? a : b;
}

static const ValetRankingColumn *
column (ValetTeamRanking *ranking, ValetRankingColumnId id)
{
  const ValetRankingColumn *cols[VALET_N_RANKING_COLUMNS];
  guint n = valet_team_ranking_columns (ranking, cols);

  for (guint i = 0; i < n; i++)
    if (cols[i]->id == id)
      return cols[i];
  g_assert_not_reached ();
}

/* Every board the team's pairs played, from the boards' entries: the
 * mean and spread of the luck-free and the played scores. */
static void
check_team (ValetRun *run, ValetTeamRanking *ranking, const char *name, guint boards)
{
  ValetTournament *t = valet_run_tournament (run);
  const ValetTeamScore *team = find_team (ranking, name);
  ValetSpread total = { 0 }, played = { 0 };
  double value, half, expected_half;
  guint count;

  for (guint b = 0; b < valet_run_n_boards (run); b++)
    {
      const ValetEntry *entries;
      guint n;
      valet_run_board (run, b, &entries, &n);
      for (guint i = 0; i < n; i++)
        {
          const ValetResult *res = valet_tournament_result (t, entries[i].result);
          for (int ns = 0; ns < 2; ns++)
            if (g_strcmp0 (side_team (t, res, ns), name) == 0)
              {
                ValetComponents c;
                valet_run_entry_components (run, &entries[i], ns, &c);
                valet_spread_add (&total, c.total);
                valet_spread_add (&played, c.played);
              }
        }
    }
  g_assert_cmpuint (total.n, ==, boards);
  g_assert_cmpuint (team->n_pairs, ==, 2);

  g_assert_true (valet_team_ranking_value (ranking, team, column (ranking, VALET_RANKING_BOARDS),
                                           &value, &count));
  g_assert_cmpfloat (value, ==, boards);
  g_assert_true (valet_team_ranking_value (ranking, team,
                                           column (ranking, VALET_RANKING_OVERALL),
                                           &value, NULL));
  g_assert_cmpfloat_with_epsilon (value, total.mean, 1e-9);
  g_assert_true (valet_team_ranking_value (ranking, team,
                                           column (ranking, VALET_RANKING_BUTLER),
                                           &value, NULL));
  g_assert_cmpfloat_with_epsilon (value, played.mean, 1e-9);

  g_assert_true (valet_spread_error (&total, NULL, &expected_half));
  g_assert_true (valet_team_ranking_error (ranking, team,
                                           column (ranking, VALET_RANKING_OVERALL),
                                           NULL, &half));
  g_assert_cmpfloat_with_epsilon (half, expected_half, 1e-9);
  g_assert_true (valet_spread_error (&played, NULL, &expected_half));
  g_assert_true (valet_team_ranking_error (ranking, team,
                                           column (ranking, VALET_RANKING_BUTLER),
                                           NULL, &half));
  g_assert_cmpfloat_with_epsilon (half, expected_half, 1e-9);
}

static void
test_sums (gconstpointer data)
{
  ValetScoring scoring = GPOINTER_TO_INT (data);
  g_autoptr (ValetTournament) t = parse (names);
  g_autoptr (ValetRun) run = score (t, scoring);
  g_autoptr (ValetTeamRanking) ranking = valet_team_ranking_new (run);

  g_assert_true (valet_run_has_teams (run));
  /* Red and Blue; p6-p8 plays for none, p9-p11 for two. */
  g_assert_cmpuint (valet_team_ranking_n_teams (ranking), ==, 2);
  g_assert_cmpuint (valet_team_ranking_n_mixed (ranking), ==, 1);
  /* Red's two pairs played 4 boards each, and so did Blue's. */
  check_team (run, ranking, "Red", 8);
  check_team (run, ranking, "Blue", 8);
}

static void
test_ranked (void)
{
  g_autoptr (ValetTournament) t = parse (names);
  g_autoptr (ValetRun) run = score (t, VALET_SCORING_IMPS);
  g_autoptr (ValetTeamRanking) ranking = valet_team_ranking_new (run);
  const ValetRankingColumn *butler = column (ranking, VALET_RANKING_BUTLER);
  double first, second;

  /* By the score as played, the published rankings' default. */
  valet_team_ranking_value (ranking, valet_team_ranking_team (ranking, 0), butler, &first, NULL);
  valet_team_ranking_value (ranking, valet_team_ranking_team (ranking, 1), butler, &second,
                            NULL);
  g_assert_cmpfloat (first, >=, second);
  g_assert_cmpuint (valet_team_ranking_rank (ranking, 0, NULL), ==, 1);
}

/* Without a team in the file there is no team ranking. */
static void
test_no_teams (void)
{
  g_autoptr (GString) plain = g_string_new (NULL);

  for (guint k = 1; k <= 12; k++)
    g_string_append_printf (plain, "p%u|Player %u\n", k, k);
  g_autoptr (ValetTournament) t = parse (plain->str);
  g_autoptr (ValetRun) run = score (t, VALET_SCORING_IMPS);
  g_autoptr (ValetTeamRanking) ranking = valet_team_ranking_new (run);

  g_assert_false (valet_run_has_teams (run));
  g_assert_cmpuint (valet_team_ranking_n_teams (ranking), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/team-ranking/sums/imps", GINT_TO_POINTER (VALET_SCORING_IMPS),
                        test_sums);
  g_test_add_data_func ("/team-ranking/sums/matchpoints",
                        GINT_TO_POINTER (VALET_SCORING_MATCHPOINTS), test_sums);
  g_test_add_func ("/team-ranking/ranked", test_ranked);
  g_test_add_func ("/team-ranking/no-teams", test_no_teams);
  return g_test_run ();
}
