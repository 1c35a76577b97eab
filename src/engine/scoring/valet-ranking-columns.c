/* valet-ranking-columns.c: the columns of a ranking, described once. */
#include "config.h"

#include "valet-ranking-columns.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#define T VALET_COLUMN_ALWAYS
#define L VALET_COLUMN_WITH_LEAD
#define A VALET_COLUMN_WITH_LEAD_AVERAGE
#define C VALET_COLUMN_WITH_CLOUD
#define W VALET_COLUMN_WHEN_ASKED

/* The reference's text table parts its columns in groups (players |
 * count and score | bid and play | declaring and defending | each
 * declarer | leads and defence); ref_group numbers them.  The columns
 * it has only when asked form a last group of their own. */
static const ValetRankingColumn columns[VALET_N_RANKING_COLUMNS] = {
  { VALET_RANKING_RANK, "rank", N_("Rank"), NULL, NULL, NULL, 0, 0,
    VALET_COLUMN_POSITION, T,
    N_("The pair's place among the pairs with enough boards, by the score.") },
  { VALET_RANKING_PLAYERS, "name", N_("Players"), NULL, "Players", "Players", 0, 54,
    VALET_COLUMN_LABEL, T,
    N_("The two players of the pair.") },
  { VALET_RANKING_BOARDS, "boards", N_("Boards"), NULL, "No.", "Count", 1, 4,
    VALET_COLUMN_COUNT, T,
    N_("The boards the pair played in the rounds scored.") },
  { VALET_RANKING_OVERALL, "overall", NULL, NULL, "", "", 1, 7,
    VALET_COLUMN_VALUE, T,
    N_("The score per board with the luck taken out (the cloud split): against what "
       "each other table's contract brings on average with the tricks its declarers "
       "took; the simple split's is the score as played. Bid and Play split it: IMPs "
       "add up to it, matchpoints average to it.") },
  { VALET_RANKING_BUTLER, "butler", N_("Score"), NULL, "Butler", "Butler", 6, 7,
    VALET_COLUMN_VALUE, C,
    N_("The score as played per board, as the club's scorer computes it: Luck-free "
       "plus Luck."), VALET_EXTRA_BUTLER },
  { VALET_RANKING_LUCK, "luck", N_("Luck"), NULL, "Luck", "Luck", 6, 7,
    VALET_COLUMN_VALUE, C,
    N_("Score less Luck-free, per board: what the other tables' results gave the pair, "
       "good or bad; nobody's skill."), VALET_EXTRA_LUCK },
  { VALET_RANKING_BID, "bid", N_("Bid"), NULL, "Bid", "Bid", 2, 5,
    VALET_COLUMN_VALUE, T,
    N_("The part of the luck-free score per board that the contract reached earns: "
       "the bidding, as the field would have played it.") },
  { VALET_RANKING_PLAY, "play", N_("Play"), NULL, "Play", "Play", 2, 7,
    VALET_COLUMN_VALUE, T,
    N_("The rest of the luck-free score per board: declarer play and defence "
       "together. With matchpoints it is the percentage that averages with Bid to "
       "it, twice it less Bid (with Valet 1.1's numbers, 50 plus it less Bid).") },
  { VALET_RANKING_DECLARING, "declaring", N_("Declaring"), NULL, "Declaring", "Decl", 3, 0,
    VALET_COLUMN_VALUE_AND_COUNT, T,
    N_("Both players' declarer play, per board the pair declared; the count is "
       "those boards. (The charts show declarer play as a share per board played.)") },
  { VALET_RANKING_DEFENDING, "defending", N_("Defending"), NULL, "Defending", "Def", 3, 0,
    VALET_COLUMN_VALUE_AND_COUNT, T,
    N_("The pair's defence, opening leads included, per board the pair "
       "defended (with matchpoints, a percentage); the count is those boards. (The "
       "charts show lead and defence as shares per board played.)") },
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
    N_("Both players' opening leads together, per lead made (with Valet 1.1's "
       "numbers, per board the pair declared, as that program divides them).") },
  { VALET_RANKING_DEFENCE, "defence", N_("Defence"), NULL, "Play", "Play", 5, 0,
    VALET_COLUMN_VALUE_AND_COUNT, L,
    N_("The defence after the opening lead, per board the pair defended.") },
  { VALET_RANKING_ADJUSTED, "adjusted", N_("Adjusted"), N_("Adj."), "Adjusted", "Adjusted",
    6, 7, VALET_COLUMN_VALUE, W,
    N_("What artificial scores the director gave (60 %, 50 %, 40 % and the like) add "
       "to the score per board: they are no one's bidding or play, so they stand "
       "apart, and with Bid and Play they make up the score. With matchpoints, in "
       "percentage points."), VALET_EXTRA_ADJUSTED },
};

#undef T
#undef L
#undef A
#undef C
#undef W

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
    case VALET_COLUMN_WITH_CLOUD:
      return options->cloud || (options->columns & column->ask) != 0;
    case VALET_COLUMN_WHEN_ASKED:
      return (options->columns & column->ask) != 0;
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

/* The listings' order: the score as played and its luck first, then the
 * luck-free score and what it is made of (the bidding, the play and
 * the director's artificial scores add up to it), then the play's
 * parts. */
static const ValetRankingColumnId listed_order[VALET_N_RANKING_COLUMNS] = {
  VALET_RANKING_RANK, VALET_RANKING_PLAYERS, VALET_RANKING_BOARDS,
  VALET_RANKING_BUTLER, VALET_RANKING_LUCK, VALET_RANKING_OVERALL,
  VALET_RANKING_BID, VALET_RANKING_PLAY, VALET_RANKING_ADJUSTED,
  VALET_RANKING_DECLARING, VALET_RANKING_DEFENDING,
  VALET_RANKING_DECLARER1, VALET_RANKING_DECLARER2,
  VALET_RANKING_LEAD1, VALET_RANKING_LEAD2, VALET_RANKING_LEAD_AVERAGE,
  VALET_RANKING_DEFENCE,
};

const ValetRankingColumn *
valet_ranking_listed_column (guint position)
{
  g_return_val_if_fail (position < VALET_N_RANKING_COLUMNS, NULL);
  return &columns[listed_order[position]];
}

guint
valet_ranking_listed_columns (const ValetOptions *options, const ValetRankingColumn **out)
{
  guint n = 0;

  for (guint i = 0; i < VALET_N_RANKING_COLUMNS; i++)
    if (valet_ranking_column_present (&columns[listed_order[i]], options))
      out[n++] = &columns[listed_order[i]];
  return n;
}

/* Whether the score as played has a column of its own beside the
 * luck-free one. */
static gboolean
played_apart (const ValetOptions *options)
{
  return valet_ranking_column_present (&columns[VALET_RANKING_BUTLER], options);
}

const char *
valet_ranking_column_title (const ValetRankingColumn *column, const ValetOptions *options)
{
  if (column->id != VALET_RANKING_OVERALL)
    return _(column->heading);
  if (played_apart (options))
    /* Translators: the heading of the score with the luck taken out,
     * beside the score as played ("Score") and "Luck". */
    return _("Luck-free");
  /* Translators: the heading of the score as played. */
  return _("Score");
}

const char *
valet_ranking_column_short_title (const ValetRankingColumn *column, const ValetOptions *options)
{
  if (column->short_heading == NULL)
    return valet_ranking_column_title (column, options);
  return _(column->short_heading);
}

ValetRankingColumnId
valet_ranking_rank_column (const ValetOptions *options)
{
  if (options->order != VALET_ORDER_OVERALL)
    return VALET_N_RANKING_COLUMNS;
  if (options->rank_luck_free || !played_apart (options))
    return VALET_RANKING_OVERALL;
  return VALET_RANKING_BUTLER;
}

char *
valet_ranking_reading_note (const ValetOptions *options)
{
  const char *per_board =
    _("Every number is an average per board, not a total: over the boards played for the "
      "score, Bid and Play; over the boards declared, defended or led for the others. The "
      "count beside a number (in brackets, or in the # column) is how many boards it is the "
      "average of.");
  const char *average;

  if (options->scoring != VALET_SCORING_MATCHPOINTS)
    average = _("IMPs above 0 are better than the field, below 0 worse; the luck-free score is "
                "Bid plus Play.");
  else if (options->compat)
    average = _("Matchpoints are percentages: 50 is average, and the luck-free score is Bid "
                "plus Play less 50.");
  else
    average = _("Matchpoints are percentages: 50 is average, and the luck-free score is the "
                "average of Bid and Play, so Play is twice it less Bid. Declaring and Defending "
                "are Play on the boards declared and defended; a lead and the defence after "
                "it add up to Defending, each taken from 50.");

  /* The units in the words of the charts, the grid's tooltips and the
   * site: "% of matchpoints", Luck and Adjusted in "percentage points". */
  if (options->scoring == VALET_SCORING_MATCHPOINTS)
    {
      /* Translators: the first %s is "% of matchpoints", the second
       * "percentage points". */
      g_autofree char *units = g_strdup_printf (_("Scores are in %s; Luck and Adjusted, "
                                                  "which are added to a score, in %s."),
                                                valet_scoring_unit (options->scoring),
                                                valet_scoring_component_unit (options->scoring));
      return g_strdup_printf ("%s %s %s", per_board, average, units);
    }
  return g_strdup_printf ("%s %s", per_board, average);
}

/* Two of the pair's averages (both declarers' play, or both players'
 * leads: the reference's "Average" column) added up over the hands the
 * pair declared, as distances from @mid (50 for matchpoints, so that
 * leads made on fewer hands than declared still read as a percentage;
 * Valet 1.1 adds the percentages themselves). */
static double
per_hand_declared (const ValetPairScore *p, ValetColumn first, ValetColumn second,
                   double mid, guint *count)
{
  const double *a = p->avg;
  const double *n = p->num;
  double declared = n[VALET_COL_PLAY1] + n[VALET_COL_PLAY2];

  *count = (guint) lround (declared);
  if (declared == 0)
    return 0;
  return mid + ((a[first] - mid) * n[first] + (a[second] - mid) * n[second]) / declared;
}

/* The point from which matchpoint distances are added up: 50, as the
 * principles' percentages average; 0 for IMPs and for Valet 1.1, which
 * adds the percentages themselves. */
static double
mp_mid (const ValetOptions *options)
{
  return options->scoring == VALET_SCORING_MATCHPOINTS && !options->compat ? 50 : 0;
}

/* The whole defence, leads included, per hand defended: the leads
 * weighed by the leads made, or (the reference's text table) by the
 * hands each player declared.  A matchpoint lead and the defence after
 * it are percentages whose distances from 50 add up to the defence's;
 * Valet 1.1 prints the sum less 50, which is the distance itself when
 * there is no lead split. */
static double
defending (const ValetPairScore *p, const ValetOptions *options, ValetWeighing weighing,
           guint *count)
{
  const double *a = p->avg;
  const double *n = p->num;
  double mid = mp_mid (options);
  double defended = n[VALET_COL_DEF];
  double w1 = weighing == VALET_WEIGH_BY_LEADS ? n[VALET_COL_LEAD1] : n[VALET_COL_PLAY1];
  double w2 = weighing == VALET_WEIGH_BY_LEADS ? n[VALET_COL_LEAD2] : n[VALET_COL_PLAY2];

  *count = (guint) lround (defended);
  if (defended == 0)
    return 0;
  if (options->scoring == VALET_SCORING_MATCHPOINTS && options->compat)
    return -50 + (a[VALET_COL_LEAD1] * w1 + a[VALET_COL_LEAD2] * w2
                  + a[VALET_COL_DEF] * defended) / defended;
  return mid + ((a[VALET_COL_LEAD1] - mid) * w1 + (a[VALET_COL_LEAD2] - mid) * w2
                + (a[VALET_COL_DEF] - mid) * defended) / defended;
}

/* What artificial scores add to the pair's score per board: IMPs, or
 * percentage points. */
static double
adjusted_share (const ValetPairScore *p, const ValetOptions *options)
{
  if (p->num[VALET_COL_ADJUSTED] == 0)
    return 0;
  return options->scoring == VALET_SCORING_MATCHPOINTS ? p->avg[VALET_COL_ADJUSTED] - 50
                                                       : p->avg[VALET_COL_ADJUSTED];
}

/* The pair's play per board: what is left of the score once the
 * bidding is taken.  IMPs add up, so it is overall less bid; matchpoints
 * average (the principles, section 2.3: bid 70 %, score 60 %, "so your
 * play was only worth 50%"), so it is twice overall less bid.  Valet
 * 1.1 adds them as IMPs: 50 + overall - bid. */
static double
play (const ValetPairScore *p, const ValetOptions *options)
{
  const double *a = p->avg;

  double adjusted = adjusted_share (p, options);

  if (options->scoring != VALET_SCORING_MATCHPOINTS)
    return a[VALET_COL_OVERALL] - adjusted - a[VALET_COL_BID];
  if (options->compat)
    return 50 + a[VALET_COL_OVERALL] - adjusted - a[VALET_COL_BID];
  return 2 * (a[VALET_COL_OVERALL] - adjusted) - a[VALET_COL_BID];
}

/* Both players' opening leads together, per lead made.  Valet 1.1
 * divides them by the hands the pair declared instead, a count that has
 * nothing to do with its leads (its author's later version divides by
 * the leads too). */
static double
lead_average (const ValetPairScore *p, const ValetOptions *options, guint *count)
{
  const double *a = p->avg;
  const double *n = p->num;
  double mid = mp_mid (options);
  double leads = n[VALET_COL_LEAD1] + n[VALET_COL_LEAD2];

  if (options->compat)
    return per_hand_declared (p, VALET_COL_LEAD1, VALET_COL_LEAD2, mid, count);
  *count = (guint) lround (leads);
  if (leads == 0)
    return 0;
  return mid + ((a[VALET_COL_LEAD1] - mid) * n[VALET_COL_LEAD1]
                + (a[VALET_COL_LEAD2] - mid) * n[VALET_COL_LEAD2]) / leads;
}

/* A column that is one of the pair's own averages. */
static double
own_average (const ValetPairScore *p, ValetColumn col, guint *count)
{
  *count = (guint) lround (p->num[col]);
  return p->num[col] == 0 ? 0 : p->avg[col];
}

gboolean
valet_ranking_column_value (const ValetRankingColumn *column, const ValetPairScore *pair,
                            const ValetOptions *options, ValetWeighing weighing,
                            double *value, guint *count)
{
  const double *a = pair->avg;
  guint boards = (guint) lround (pair->num[VALET_COL_OVERALL]), n = boards;
  double v;

  switch (column->id)
    {
    case VALET_RANKING_BOARDS:       v = boards; break;
    case VALET_RANKING_OVERALL:      v = a[VALET_COL_OVERALL]; break;
    case VALET_RANKING_BUTLER:       v = a[VALET_COL_BUTLER]; break;
    case VALET_RANKING_LUCK:         v = a[VALET_COL_BUTLER] - a[VALET_COL_OVERALL]; break;
    case VALET_RANKING_BID:          v = a[VALET_COL_BID]; break;
    case VALET_RANKING_PLAY:         v = play (pair, options); break;
    case VALET_RANKING_DECLARING:    v = per_hand_declared (pair, VALET_COL_PLAY1, VALET_COL_PLAY2, 0, &n);
      break;
    case VALET_RANKING_DEFENDING:    v = defending (pair, options, weighing, &n); break;
    case VALET_RANKING_DECLARER1:    v = own_average (pair, VALET_COL_PLAY1, &n); break;
    case VALET_RANKING_DECLARER2:    v = own_average (pair, VALET_COL_PLAY2, &n); break;
    case VALET_RANKING_LEAD1:        v = own_average (pair, VALET_COL_LEAD1, &n); break;
    case VALET_RANKING_LEAD2:        v = own_average (pair, VALET_COL_LEAD2, &n); break;
    case VALET_RANKING_LEAD_AVERAGE: v = lead_average (pair, options, &n); break;
    case VALET_RANKING_DEFENCE:      v = own_average (pair, VALET_COL_DEF, &n); break;
    case VALET_RANKING_ADJUSTED:     v = adjusted_share (pair, options); break;
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
