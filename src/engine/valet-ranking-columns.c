/* valet-ranking-columns.c: the columns of a ranking, described once. */
#include "config.h"

#include "valet-ranking-columns.h"

#include <glib/gi18n-lib.h>

#define T VALET_COLUMN_ALWAYS
#define L VALET_COLUMN_WITH_LEAD
#define A VALET_COLUMN_WITH_LEAD_AVERAGE

/* The reference's text table parts its columns in groups (players |
 * count and score | bid and play | declaring and defending | each
 * declarer | leads and defence); ref_group numbers them. */
static const ValetRankingColumn columns[VALET_N_RANKING_COLUMNS] = {
  { VALET_RANKING_RANK, "rank", N_("Rank"), NULL, NULL, NULL, 0, 0,
    VALET_COLUMN_POSITION, T,
    N_("The pair's place among the pairs with enough boards.") },
  { VALET_RANKING_PLAYERS, "name", N_("Players"), NULL, "Players", "Players", 0, 54,
    VALET_COLUMN_LABEL, T,
    N_("The two players of the pair.") },
  { VALET_RANKING_BOARDS, "boards", N_("Boards"), NULL, "No.", "Count", 1, 4,
    VALET_COLUMN_COUNT, T,
    N_("The boards the pair played in the rounds scored.") },
  { VALET_RANKING_OVERALL, "overall", NULL, NULL, "", "", 1, 7,
    VALET_COLUMN_VALUE, T,
    N_("The pair's score per board: IMPs against the datum (Butler) or across the "
       "field, or matchpoints as a percentage, 50 being average. Bid and Play "
       "split it.") },
  { VALET_RANKING_BID, "bid", N_("Bid"), NULL, "Bid", "Bid", 2, 5,
    VALET_COLUMN_VALUE, T,
    N_("The part of the score per board that the contract reached earns: the "
       "bidding, as the field would have played it.") },
  { VALET_RANKING_PLAY, "play", N_("Play"), NULL, "Play", "Play", 2, 7,
    VALET_COLUMN_VALUE, T,
    N_("The rest of the score per board: declarer play and defence together "
       "(with matchpoints, 50 is average).") },
  { VALET_RANKING_DECLARING, "declaring", N_("Declaring"), NULL, "Declaring", "Decl", 3, 0,
    VALET_COLUMN_VALUE_AND_COUNT, T,
    N_("Both players' declarer play, per board the pair declared; the count is "
       "those boards.") },
  { VALET_RANKING_DEFENDING, "defending", N_("Defending"), NULL, "Defending", "Def", 3, 0,
    VALET_COLUMN_VALUE_AND_COUNT, T,
    N_("The pair's defence, opening leads included, per board the pair "
       "defended; the count is those boards.") },
  { VALET_RANKING_DECLARER1, "declarer1", N_("Declarer 1"), N_("Decl. 1"),
    "Declarer1", "Decl1", 4, 0, VALET_COLUMN_VALUE_AND_COUNT, T,
    N_("The first player's declarer play, per board he or she declared.") },
  { VALET_RANKING_DECLARER2, "declarer2", N_("Declarer 2"), N_("Decl. 2"),
    "Declarer2", "Decl2", 4, 0, VALET_COLUMN_VALUE_AND_COUNT, T,
    N_("The second player's declarer play, per board he or she declared.") },
  { VALET_RANKING_LEAD1, "lead1", N_("Lead 1"), NULL, "Lead1", "Lead1", 5, 0,
    VALET_COLUMN_VALUE_AND_COUNT, L,
    N_("The first player's opening leads, per lead made.") },
  { VALET_RANKING_LEAD2, "lead2", N_("Lead 2"), NULL, "Lead2", "Lead2", 5, 0,
    VALET_COLUMN_VALUE_AND_COUNT, L,
    N_("The second player's opening leads, per lead made.") },
  { VALET_RANKING_LEAD_AVERAGE, "lead-average", N_("Average lead"), N_("Av. lead"),
    "Average", "Avg", 5, 0, VALET_COLUMN_VALUE_AND_COUNT, A,
    N_("Both players' opening leads, per board the pair declared, as the "
       "reference program averages them.") },
  { VALET_RANKING_DEFENCE, "defence", N_("Defence"), NULL, "Play", "Play", 5, 0,
    VALET_COLUMN_VALUE_AND_COUNT, L,
    N_("The defence after the opening lead, per board the pair defended.") },
};

#undef T
#undef L
#undef A

const ValetRankingColumn *
valet_ranking_column (ValetRankingColumnId id)
{
  g_return_val_if_fail (id < VALET_N_RANKING_COLUMNS, NULL);
  return &columns[id];
}

gboolean
valet_ranking_column_present (const ValetRankingColumn *column,
                              const ValetOptions       *options)
{
  switch (column->when)
    {
    case VALET_COLUMN_WITH_LEAD:
      return options->lead;
    case VALET_COLUMN_WITH_LEAD_AVERAGE:
      return options->lead && options->average;
    case VALET_COLUMN_ALWAYS:
    default:
      return TRUE;
    }
}

guint
valet_ranking_columns (const ValetOptions *options, const ValetRankingColumn **out)
{
  guint n = 0;

  for (guint i = 0; i < VALET_N_RANKING_COLUMNS; i++)
    if (valet_ranking_column_present (&columns[i], options))
      out[n++] = &columns[i];
  return n;
}

const char *
valet_ranking_score_heading (ValetScoring scoring)
{
  switch (scoring)
    {
    case VALET_SCORING_DATUM:
      /* Translators: the heading of Butler scores, IMPs against a datum. */
      return _("Butler");
    case VALET_SCORING_MATCHPOINTS:
      /* Translators: the heading of matchpoint scores, which are
       * percentages. */
      return _("MP");
    case VALET_SCORING_IMPS:
    default:
      return _("IMPs");
    }
}

const char *
valet_ranking_column_heading (const ValetRankingColumn *column, ValetScoring scoring)
{
  if (column->heading == NULL)
    return valet_ranking_score_heading (scoring);
  return _(column->heading);
}

const char *
valet_ranking_column_short_heading (const ValetRankingColumn *column, ValetScoring scoring)
{
  if (column->short_heading == NULL)
    return valet_ranking_column_heading (column, scoring);
  return _(column->short_heading);
}

const char *
valet_ranking_column_description (const ValetRankingColumn *column)
{
  return _(column->description);
}

char *
valet_ranking_reading_note (ValetScoring scoring)
{
  const char *per_board =
    _("Every number is an average per board, not a total: over the boards played for the "
      "score, Bid and Play; over the boards declared, defended or led for the others. The "
      "count beside a number (in brackets, or in the # column) is how many boards it is the "
      "average of.");
  const char *average = scoring == VALET_SCORING_MATCHPOINTS
    ? _("Matchpoints are percentages: 50 is average, and the score is Bid plus Play less 50.")
    : _("IMPs above 0 are better than the field, below 0 worse; the score is Bid plus Play.");

  return g_strdup_printf ("%s %s", per_board, average);
}

/* Two of the pair's averages (both declarers' play, or both players'
 * leads: the reference's "Average" column) added up over the hands the
 * pair declared. */
static double
per_hand_declared (const ValetPairScore *p, ValetColumn first, ValetColumn second,
                   guint *count)
{
  const double *a = p->avg;
  const guint *n = p->num;
  guint declared = n[VALET_COL_PLAY1] + n[VALET_COL_PLAY2];

  *count = declared;
  return declared == 0 ? 0 : (a[first] * n[first] + a[second] * n[second]) / declared;
}

/* The whole defence, leads included, per hand defended: the leads
 * weighed by the leads made, or (the reference's text table) by the
 * hands each player declared.  Matchpoints stay percentages. */
static double
defending (const ValetPairScore *p, ValetScoring scoring, ValetWeighing weighing,
           guint *count)
{
  const double *a = p->avg;
  const guint *n = p->num;
  double mp_offset = scoring == VALET_SCORING_MATCHPOINTS ? 50 : 0;
  guint defended = n[VALET_COL_DEF];
  guint w1 = weighing == VALET_WEIGH_BY_LEADS ? n[VALET_COL_LEAD1] : n[VALET_COL_PLAY1];
  guint w2 = weighing == VALET_WEIGH_BY_LEADS ? n[VALET_COL_LEAD2] : n[VALET_COL_PLAY2];

  *count = defended;
  if (defended == 0)
    return 0;
  return -mp_offset + (a[VALET_COL_LEAD1] * w1 + a[VALET_COL_LEAD2] * w2
                       + a[VALET_COL_DEF] * defended) / defended;
}

/* A column that is one of the pair's own averages. */
static double
own_average (const ValetPairScore *p, ValetColumn col, guint *count)
{
  *count = p->num[col];
  return p->num[col] == 0 ? 0 : p->avg[col];
}

gboolean
valet_ranking_column_value (const ValetRankingColumn *column, const ValetPairScore *pair,
                            ValetScoring scoring, ValetWeighing weighing,
                            double *value, guint *count)
{
  const double *a = pair->avg;
  guint boards = pair->num[VALET_COL_OVERALL], n = boards;
  double v;

  switch (column->id)
    {
    case VALET_RANKING_BOARDS:       v = boards; break;
    case VALET_RANKING_OVERALL:      v = a[VALET_COL_OVERALL]; break;
    case VALET_RANKING_BID:          v = a[VALET_COL_BID]; break;
    case VALET_RANKING_PLAY:
      /* Overall less bid; a matchpoint play of 50 is average. */
      v = (scoring == VALET_SCORING_MATCHPOINTS ? 50 : 0)
          + a[VALET_COL_OVERALL] - a[VALET_COL_BID];
      break;
    case VALET_RANKING_DECLARING:    v = per_hand_declared (pair, VALET_COL_PLAY1, VALET_COL_PLAY2, &n);
      break;
    case VALET_RANKING_DEFENDING:    v = defending (pair, scoring, weighing, &n); break;
    case VALET_RANKING_DECLARER1:    v = own_average (pair, VALET_COL_PLAY1, &n); break;
    case VALET_RANKING_DECLARER2:    v = own_average (pair, VALET_COL_PLAY2, &n); break;
    case VALET_RANKING_LEAD1:        v = own_average (pair, VALET_COL_LEAD1, &n); break;
    case VALET_RANKING_LEAD2:        v = own_average (pair, VALET_COL_LEAD2, &n); break;
    case VALET_RANKING_LEAD_AVERAGE: v = per_hand_declared (pair, VALET_COL_LEAD1, VALET_COL_LEAD2, &n);
      break;
    case VALET_RANKING_DEFENCE:      v = own_average (pair, VALET_COL_DEF, &n); break;
    case VALET_RANKING_RANK:
    case VALET_RANKING_PLAYERS:
    case VALET_N_RANKING_COLUMNS:
    default:
      return FALSE;
    }
  if (value)
    *value = v;
  if (count)
    *count = n;
  return TRUE;
}
