/* valet-team-ranking.c: the teams of an event, ranked by their pairs'
 * boards. */
#include "config.h"
#include "valet-team-ranking.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "valet-run-private.h"

struct _ValetTeamRanking {
  ValetRun  *run;
  GPtrArray *teams;      /* ValetTeamScore *, ranked */
  guint     *team_of;    /* by pair number - 1: team index + 1, 0 for none */
  guint      n_mixed;
  const ValetRankingColumn *columns[VALET_N_RANKING_COLUMNS];
  guint      n_columns;
};

static void
team_score_free (gpointer data)
{
  ValetTeamScore *team = data;

  g_free (team->name);
  g_free (team);
}

/* The team a pair plays for: the one its players share, or the one
 * given when only one has a team; NULL for none, and (with *@mixed) for
 * two different teams. */
static const char *
pair_team (ValetTournament *t, const ValetPairScore *p, gboolean *mixed)
{
  const char *a = valet_tournament_player_team (t, p->player[0]);
  const char *b = valet_tournament_player_team (t, p->player[1]);

  *mixed = a != NULL && b != NULL && g_strcmp0 (a, b) != 0;
  if (*mixed)
    return NULL;
  return a != NULL ? a : b;
}

/* Every pair to its team, the teams in order of first appearance. */
static void
gather_teams (ValetTeamRanking *self)
{
  ValetRanking *ranking = valet_run_ranking (self->run);
  ValetTournament *t = valet_run_tournament (self->run);
  guint n_pairs = valet_ranking_n_pairs (ranking);
  g_autoptr (GHashTable) index = g_hash_table_new (g_str_hash, g_str_equal);

  self->team_of = g_new0 (guint, MAX (n_pairs, 1));
  for (guint i = 0; i < n_pairs; i++)
    {
      const ValetPairScore *p = valet_ranking_pair (ranking, i);
      gboolean mixed;
      const char *name = pair_team (t, p, &mixed);
      gpointer found;

      self->n_mixed += mixed && !p->placeholder;
      if (name == NULL || p->placeholder || p->number == 0 || p->number > n_pairs)
        continue;
      if (!g_hash_table_lookup_extended (index, name, NULL, &found))
        {
          ValetTeamScore *team = g_new0 (ValetTeamScore, 1);
          team->name = g_strdup (name);
          g_ptr_array_add (self->teams, team);
          found = GUINT_TO_POINTER (self->teams->len);
          g_hash_table_insert (index, team->name, found);
        }
      self->team_of[p->number - 1] = GPOINTER_TO_UINT (found);
    }
}

/* A team's sums are its pairs' sums; its averages its pairs' averages
 * weighed by their chances, which is the sums over the chances, with
 * any compensation the pairs' averages carry. */
static void
add_pairs (ValetTeamRanking *self)
{
  ValetRanking *ranking = valet_run_ranking (self->run);
  ValetScoring scoring = valet_run_options (self->run)->scoring;

  for (guint i = 0; i < valet_ranking_n_pairs (ranking); i++)
    {
      const ValetPairScore *p = valet_ranking_pair (ranking, i);
      guint k = p->number > 0 ? self->team_of[p->number - 1] : 0;
      if (k == 0)
        continue;
      ValetTeamScore *team = g_ptr_array_index (self->teams, k - 1);
      team->n_pairs++;
      for (int c = 0; c < VALET_N_COLS; c++)
        {
          team->score.num[c] += p->num[c];
          team->score.sum[c] += p->sum[c];
          team->score.avg[c] += p->avg[c] * p->num[c];
        }
    }
  for (guint k = 0; k < self->teams->len; k++)
    {
      ValetTeamScore *team = g_ptr_array_index (self->teams, k);
      ValetPairScore empty = { 0 };
      valet_pair_score_average (&empty, scoring);
      for (int c = 0; c < VALET_N_COLS; c++)
        team->score.avg[c] = team->score.num[c] > 0 ? team->score.avg[c] / team->score.num[c]
                                                    : empty.avg[c];
    }
}

/* Adds a table's numbers to the spreads of the teams of its pairs. */
static void
add_table (ValetTeamRanking *self, ValetTableCredit *t)
{
  const ValetOptions *options = valet_run_options (self->run);
  guint n_pairs = valet_ranking_n_pairs (valet_run_ranking (self->run));

  for (guint side = 0; side < 2; side++)
    {
      guint number = t->pair[side];
      guint k = number > 0 && number <= n_pairs ? self->team_of[number - 1] : 0;
      if (k == 0)
        continue;
      ValetTeamScore *team = g_ptr_array_index (self->teams, k - 1);
      valet_pair_score_average (&t->board[side], options->scoring);
      for (guint c = 0; c < self->n_columns; c++)
        {
          double v;
          guint n;
          if (!valet_run_is_mean_column (self->columns[c], options))
            continue;
          valet_ranking_column_value (self->columns[c], &t->board[side], options,
                                      VALET_WEIGH_BY_LEADS, &v, &n);
          if (n > 0)
            valet_spread_add (&team->spread[self->columns[c]->id], v);
        }
    }
}

static void
collect_spreads (ValetTeamRanking *self)
{
  ValetTournament *tournament = valet_run_tournament (self->run);
  ValetRanking *ranking = valet_run_ranking (self->run);

  for (guint b = 0; b < valet_run_n_boards (self->run); b++)
    {
      const ValetEntry *entries;
      guint n;
      valet_run_board (self->run, b, &entries, &n);
      for (guint i = 0; i < n; i++)
        {
          const ValetResult *r = valet_tournament_result (tournament, entries[i].result);
          guint table = valet_tournament_table_of (tournament, entries[i].result);
          ValetTableCredit t = { { 0 } };

          /* A table's lines go in with its first. */
          if (table != entries[i].result)
            continue;
          valet_table_credit_add (ranking, &entries[i], &t);
          for (guint j = i + 1; valet_result_is_partial (r) && j < n; j++)
            if (valet_tournament_table_of (tournament, entries[j].result) == table)
              valet_table_credit_add (ranking, &entries[j], &t);
          add_table (self, &t);
        }
    }
}

static void
choose_columns (ValetTeamRanking *self)
{
  const ValetOptions *options = valet_run_options (self->run);
  ValetRankingColumnId ids[] = {
    VALET_RANKING_BOARDS, VALET_RANKING_BUTLER, VALET_RANKING_OVERALL, VALET_RANKING_BID,
    VALET_RANKING_PLAY, VALET_RANKING_LEAD_AVERAGE, VALET_RANKING_DEFENCE,
    VALET_RANKING_DEFENDING,
  };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const ValetRankingColumn *column = valet_ranking_column (ids[i]);
      gboolean present;
      switch (ids[i])
        {
        /* The lead and the rest of the defence with the lead split,
         * the whole defence without it. */
        case VALET_RANKING_LEAD_AVERAGE:
        case VALET_RANKING_DEFENCE:
          present = options->lead;
          break;
        case VALET_RANKING_DEFENDING:
          present = !options->lead;
          break;
        default:
          present = valet_ranking_column_present (column, options);
        }
      if (present)
        self->columns[self->n_columns++] = column;
    }
}

/* What the team ranking ranks by: the published ranking's column, or
 * the order's key when the order is no one column. */
static double
rank_key (ValetTeamRanking *self, const ValetTeamScore *team)
{
  const ValetOptions *options = valet_run_options (self->run);
  ValetRankingColumnId id = valet_ranking_rank_column (options);
  double v;

  if (id < VALET_N_RANKING_COLUMNS
      && valet_ranking_column_value (valet_ranking_column (id), &team->score, options,
                                     VALET_WEIGH_BY_LEADS, &v, NULL))
    return v;
  return valet_pair_score_key (&team->score, options->order);
}

static int
team_compare (gconstpointer a, gconstpointer b, gpointer data)
{
  const ValetTeamScore *x = *(const ValetTeamScore *const *) a;
  const ValetTeamScore *y = *(const ValetTeamScore *const *) b;
  double kx = rank_key (data, x), ky = rank_key (data, y);

  if (kx != ky)
    return kx > ky ? -1 : 1;
  return g_utf8_collate (x->name, y->name);
}

ValetTeamRanking *
valet_team_ranking_new (ValetRun *run)
{
  ValetTeamRanking *self;

  g_return_val_if_fail (run != NULL, NULL);
  self = g_new0 (ValetTeamRanking, 1);
  self->run = valet_run_ref (run);
  self->teams = g_ptr_array_new_with_free_func (team_score_free);
  choose_columns (self);
  gather_teams (self);
  if (self->teams->len == 0)
    return self;
  add_pairs (self);
  collect_spreads (self);
  g_ptr_array_sort_with_data (self->teams, team_compare, self);
  return self;
}

void
valet_team_ranking_free (ValetTeamRanking *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->teams);
  g_free (self->team_of);
  valet_run_unref (self->run);
  g_free (self);
}

guint
valet_team_ranking_n_teams (ValetTeamRanking *self)
{
  return self->teams->len;
}

const ValetTeamScore *
valet_team_ranking_team (ValetTeamRanking *self, guint position)
{
  g_return_val_if_fail (position < self->teams->len, NULL);
  return g_ptr_array_index (self->teams, position);
}

/* The team's key as the listing shows it, at its decimals. */
static gint64
shown_key (ValetTeamRanking *self, guint position)
{
  double scale = pow (10, valet_scoring_decimals (valet_run_options (self->run)->scoring));

  return (gint64) llround (rank_key (self, g_ptr_array_index (self->teams, position)) * scale);
}

guint
valet_team_ranking_rank (ValetTeamRanking *self, guint position, gboolean *tied)
{
  guint first = position;

  g_return_val_if_fail (position < self->teams->len, 0);
  while (first > 0 && shown_key (self, first - 1) == shown_key (self, position))
    first--;
  if (tied)
    *tied = first < position
            || (position + 1 < self->teams->len
                && shown_key (self, position + 1) == shown_key (self, position));
  return first + 1;
}

guint
valet_team_ranking_n_mixed (ValetTeamRanking *self)
{
  return self->n_mixed;
}

guint
valet_team_ranking_columns (ValetTeamRanking *self, const ValetRankingColumn **out)
{
  for (guint i = 0; i < self->n_columns; i++)
    out[i] = self->columns[i];
  return self->n_columns;
}

gboolean
valet_team_ranking_value (ValetTeamRanking *self, const ValetTeamScore *team,
                          const ValetRankingColumn *column, double *value, guint *count)
{
  return valet_ranking_column_value (column, &team->score, valet_run_options (self->run),
                                     VALET_WEIGH_BY_LEADS, value, count);
}

gboolean
valet_team_ranking_error (ValetTeamRanking *self, const ValetTeamScore *team,
                          const ValetRankingColumn *column, double *error, double *half_width)
{
  if (!valet_run_is_mean_column (column, valet_run_options (self->run)))
    return FALSE;
  return valet_spread_error (&team->spread[column->id], error, half_width);
}

const char *
valet_team_ranking_comparison (void)
{
  return _("Each team's pairs' boards, compared across the whole field (not match by "
           "match); a pair whose players name two teams counts for neither");
}

ValetRun *
valet_team_ranking_run (ValetTeamRanking *self)
{
  return self->run;
}

const char *
valet_team_ranking_heading (ValetTeamRanking *self)
{
  switch (valet_ranking_rank_column (valet_run_options (self->run)))
    {
    case VALET_RANKING_BUTLER:
      return _("Teams, ranked by the score as played; every number is an average per board "
               "played (or per lead, per board defended), ± its 95 % interval");
    case VALET_RANKING_OVERALL:
      return _("Teams, ranked by the luck-free score; every number is an average per board "
               "played (or per lead, per board defended), ± its 95 % interval");
    default:
      return _("Teams, ranked in the order asked for; every number is an average per board "
               "played (or per lead, per board defended), ± its 95 % interval");
    }
}
