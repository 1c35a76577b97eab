/* valet-result-row.c: one table result with its Valet components. */
#define G_LOG_DOMAIN "valet-result-row"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "valet-result-row.h"

struct _ValetResultRow
{
  GObject parent_instance;
  guint   round, board, tricks;
  guint   declarer_player, leader_player;
  guint   result_index;         /* among the tournament's results */
  int     ns_score;
  char   *north, *east, *south, *west;
  char   *contract, *declarer, *lead_card, *role, *opponents, *result, *part;
  double  overall, bid, play, lead, defence;
  double  ns_plus, ew_plus;     /* each side's score, or NaN */
  guint   contract_rank;        /* what the contract and the result sort by */
  int     over;
};

G_DEFINE_FINAL_TYPE (ValetResultRow, valet_result_row, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ROUND,
  PROP_BOARD,
  PROP_TRICKS,
  PROP_NS_SCORE,
  PROP_NORTH,
  PROP_EAST,
  PROP_SOUTH,
  PROP_WEST,
  PROP_CONTRACT,
  PROP_DECLARER,
  PROP_LEAD_CARD,
  PROP_ROLE,
  PROP_OVERALL,
  PROP_BID,
  PROP_PLAY,
  PROP_LEAD,
  PROP_DEFENCE,
  PROP_OPPONENTS,
  PROP_DECLARER_PLAYER,
  PROP_LEADER_PLAYER,
  PROP_RESULT,
  PROP_NS_PLUS,
  PROP_EW_PLUS,
  PROP_CONTRACT_RANK,
  PROP_OVER,
  PROP_PART,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
valet_result_row_finalize (GObject *object)
{
  ValetResultRow *self = VALET_RESULT_ROW (object);

  g_free (self->north);
  g_free (self->east);
  g_free (self->south);
  g_free (self->west);
  g_free (self->contract);
  g_free (self->declarer);
  g_free (self->lead_card);
  g_free (self->role);
  g_free (self->opponents);
  g_free (self->result);
  g_free (self->part);
  G_OBJECT_CLASS (valet_result_row_parent_class)->finalize (object);
}

static void
valet_result_row_get_property (GObject *object, guint prop_id, GValue *value,
                               GParamSpec *pspec)
{
  ValetResultRow *self = VALET_RESULT_ROW (object);

  switch (prop_id)
    {
    case PROP_ROUND:     g_value_set_uint (value, self->round); break;
    case PROP_PART:      g_value_set_string (value, self->part); break;
    case PROP_BOARD:     g_value_set_uint (value, self->board); break;
    case PROP_TRICKS:    g_value_set_uint (value, self->tricks); break;
    case PROP_NS_SCORE:  g_value_set_int (value, self->ns_score); break;
    case PROP_NORTH:     g_value_set_string (value, self->north); break;
    case PROP_EAST:      g_value_set_string (value, self->east); break;
    case PROP_SOUTH:     g_value_set_string (value, self->south); break;
    case PROP_WEST:      g_value_set_string (value, self->west); break;
    case PROP_CONTRACT:  g_value_set_string (value, self->contract); break;
    case PROP_DECLARER:  g_value_set_string (value, self->declarer); break;
    case PROP_LEAD_CARD: g_value_set_string (value, self->lead_card); break;
    case PROP_ROLE:      g_value_set_string (value, self->role); break;
    case PROP_OVERALL:   g_value_set_double (value, self->overall); break;
    case PROP_BID:       g_value_set_double (value, self->bid); break;
    case PROP_PLAY:      g_value_set_double (value, self->play); break;
    case PROP_LEAD:      g_value_set_double (value, self->lead); break;
    case PROP_DEFENCE:   g_value_set_double (value, self->defence); break;
    case PROP_OPPONENTS: g_value_set_string (value, self->opponents); break;
    case PROP_DECLARER_PLAYER: g_value_set_uint (value, self->declarer_player); break;
    case PROP_LEADER_PLAYER: g_value_set_uint (value, self->leader_player); break;
    case PROP_RESULT:    g_value_set_string (value, self->result); break;
    case PROP_NS_PLUS:   g_value_set_double (value, self->ns_plus); break;
    case PROP_EW_PLUS:   g_value_set_double (value, self->ew_plus); break;
    case PROP_CONTRACT_RANK: g_value_set_uint (value, self->contract_rank); break;
    case PROP_OVER:      g_value_set_int (value, self->over); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
valet_result_row_class_init (ValetResultRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;
  const char *strings[] = {
    [PROP_NORTH] = "north", [PROP_EAST] = "east", [PROP_SOUTH] = "south",
    [PROP_WEST] = "west", [PROP_CONTRACT] = "contract", [PROP_DECLARER] = "declarer",
    [PROP_LEAD_CARD] = "lead-card", [PROP_ROLE] = "role",
  };
  const char *doubles[] = {
    [PROP_OVERALL] = "overall", [PROP_BID] = "bid", [PROP_PLAY] = "play",
    [PROP_LEAD] = "lead", [PROP_DEFENCE] = "defence",
  };

  object_class->finalize = valet_result_row_finalize;
  object_class->get_property = valet_result_row_get_property;

  properties[PROP_ROUND] = g_param_spec_uint ("round", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_BOARD] = g_param_spec_uint ("board", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_TRICKS] = g_param_spec_uint ("tricks", NULL, NULL, 0, 13, 0, flags);
  properties[PROP_NS_SCORE] = g_param_spec_int ("ns-score", NULL, NULL,
                                                G_MININT, G_MAXINT, 0, flags);
  for (guint i = PROP_NORTH; i <= PROP_ROLE; i++)
    properties[i] = g_param_spec_string (strings[i], NULL, NULL, NULL, flags);
  for (guint i = PROP_OVERALL; i <= PROP_DEFENCE; i++)
    properties[i] = g_param_spec_double (doubles[i], NULL, NULL,
                                         -G_MAXDOUBLE, G_MAXDOUBLE, 0, flags);
  properties[PROP_OPPONENTS] = g_param_spec_string ("opponents", NULL, NULL, NULL, flags);
  properties[PROP_DECLARER_PLAYER] = g_param_spec_uint ("declarer-player", NULL, NULL,
                                                        0, G_MAXUINT, G_MAXUINT, flags);
  properties[PROP_LEADER_PLAYER] = g_param_spec_uint ("leader-player", NULL, NULL,
                                                      0, G_MAXUINT, G_MAXUINT, flags);
  /* "=", "+1", "−2"; and the score in the column of the side that
   * scored it, as on a paper traveller, NaN in the other. */
  properties[PROP_RESULT] = g_param_spec_string ("result", NULL, NULL, NULL, flags);
  properties[PROP_NS_PLUS] = g_param_spec_double ("ns-plus", NULL, NULL,
                                                  -G_MAXDOUBLE, G_MAXDOUBLE, 0, flags);
  properties[PROP_EW_PLUS] = g_param_spec_double ("ew-plus", NULL, NULL,
                                                  -G_MAXDOUBLE, G_MAXDOUBLE, 0, flags);
  /* The contract in the auction's order and the result in tricks,
   * for sorting (valet_contract_rank(), valet_tricks_over()). */
  properties[PROP_CONTRACT_RANK] = g_param_spec_uint ("contract-rank", NULL, NULL,
                                                      0, G_MAXUINT, 0, flags);
  properties[PROP_OVER] = g_param_spec_int ("over", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  /* What part of its table's score the line is: a weight, a side ("NS",
   * "EW") or both; "" for a whole result. */
  properties[PROP_PART] = g_param_spec_string ("part", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
valet_result_row_init (ValetResultRow *self)
{
}

/* The contract, its result and its score, in the words of the screen:
 * the suits' symbols, "=" / "+1" / "−2". */
static void
describe_contract (ValetResultRow *self, const ValetResult *r)
{
  gboolean passed = r->level == 0;

  self->part = valet_result_part_text (r);
  if (r->kind == VALET_RESULT_ARTIFICIAL)
    {
      /* No contract: the sides' percentages in its place. */
      self->contract = valet_result_contract_symbols (r);
      self->declarer = g_strdup ("");
      self->lead_card = g_strdup ("");
      self->result = g_strdup ("");
      self->declarer_player = self->leader_player = G_MAXUINT;
      self->ns_plus = self->ew_plus = NAN;
      return;
    }
  self->lead_card = passed ? g_strdup ("") : valet_result_lead_symbols (r);
  self->result = valet_result_relative_text (r);
  self->contract_rank = valet_contract_rank (r->level, r->denom, r->mult);
  self->over = valet_tricks_over (r->level, r->tricks);
  self->declarer_player = self->leader_player = G_MAXUINT;
  if (passed)
    {
      self->contract = g_strdup (_("Pass"));
      self->declarer = g_strdup ("");
    }
  else
    {
      self->declarer_player = r->player[r->declarer];
      self->leader_player = r->player[(r->declarer + 1) % 4];
      self->contract = valet_result_contract_symbols (r);
      self->declarer = g_strdup_printf ("%c", valet_seat_letter (r->declarer));
      self->ns_score = valet_ns_score (r->level, r->denom, r->mult, r->declarer,
                                       valet_board_vulnerable (r->board, r->declarer),
                                       r->tricks);
    }
  self->ns_plus = self->ns_score >= 0 ? self->ns_score : NAN;
  self->ew_plus = self->ns_score <= 0 ? -self->ns_score : NAN;
}

ValetResultRow *
valet_result_row_new (ValetTournament *t, const ValetEntry *e,
                      ValetScoring scoring, ValetView view)
{
  ValetResultRow *self = g_object_new (VALET_TYPE_RESULT_ROW, NULL);
  const ValetResult *r = valet_tournament_result (t, e->result);
  gboolean passed = r->level == 0;
  gboolean ns_declares = passed || valet_seat_is_ns (r->declarer);

  self->result_index = e->result;
  self->round = r->round;
  self->board = r->board;
  self->tricks = r->tricks;
  self->north = g_strdup (valet_tournament_player_display_name (t, r->player[VALET_NORTH]));
  self->east = g_strdup (valet_tournament_player_display_name (t, r->player[VALET_EAST]));
  self->south = g_strdup (valet_tournament_player_display_name (t, r->player[VALET_SOUTH]));
  self->west = g_strdup (valet_tournament_player_display_name (t, r->player[VALET_WEST]));
  describe_contract (self, r);

  if (view == VALET_VIEW_TRAVELLER)
    {
      self->role = g_strdup ("");
      self->overall = valet_scoring_units (scoring, e->overall);
      self->bid = valet_scoring_units (scoring, e->bid);
      self->play = passed ? NAN : valet_scoring_units (scoring, e->play);
      self->lead = passed ? NAN : valet_scoring_units (scoring, e->lead);
      self->defence = passed ? NAN : valet_scoring_units (scoring, e->def);
      return self;
    }

  /* Seen from one pair: the declaring side's numbers are negated for the
   * defenders (on a passed-out board North-South count as declaring). */
  gboolean ours = (view == VALET_VIEW_NS) == ns_declares;

  /* The same two opponents, whichever seats they took. */
  guint o1 = r->player[view == VALET_VIEW_NS ? VALET_EAST : VALET_NORTH];
  guint o2 = r->player[view == VALET_VIEW_NS ? VALET_WEST : VALET_SOUTH];
  self->opponents = g_strdup_printf ("%s - %s",
                                     valet_tournament_player_display_name (t, MIN (o1, o2)),
                                     valet_tournament_player_display_name (t, MAX (o1, o2)));

  /* Each side's own numbers: on a split or an artificial score the two
   * need not balance. */
  self->overall = valet_scoring_units (scoring, ours ? e->overall : e->def_overall);
  self->bid = valet_scoring_units (scoring, ours ? e->bid : e->def_bid);
  self->play = self->lead = self->defence = NAN;
  if (r->kind == VALET_RESULT_ARTIFICIAL)
    self->role = g_strdup (_("artificial score"));
  else if (passed)
    self->role = g_strdup (_("pass-out"));
  else if (ours)
    {
      self->role = g_strdup (_("declarer"));
      self->play = valet_scoring_units (scoring, e->play);
    }
  else
    {
      self->role = g_strdup (_("defender"));
      self->lead = valet_scoring_units (scoring, e->lead);
      self->defence = valet_scoring_units (scoring, e->def);
    }
  return self;
}

guint
valet_result_row_get_round (ValetResultRow *self)
{
  g_return_val_if_fail (VALET_IS_RESULT_ROW (self), 0);
  return self->round;
}

guint
valet_result_row_get_result (ValetResultRow *self)
{
  g_return_val_if_fail (VALET_IS_RESULT_ROW (self), G_MAXUINT);
  return self->result_index;
}

const char *
valet_result_row_get_role (ValetResultRow *self)
{
  g_return_val_if_fail (VALET_IS_RESULT_ROW (self), NULL);
  return self->role;
}

double
valet_result_row_get_overall (ValetResultRow *self)
{
  g_return_val_if_fail (VALET_IS_RESULT_ROW (self), 0);
  return self->overall;
}

const char *
valet_result_row_get_opponents (ValetResultRow *self)
{
  g_return_val_if_fail (VALET_IS_RESULT_ROW (self), NULL);
  return self->opponents;
}

guint
valet_result_row_get_declarer_player (ValetResultRow *self)
{
  g_return_val_if_fail (VALET_IS_RESULT_ROW (self), G_MAXUINT);
  return self->declarer_player;
}

guint
valet_result_row_get_leader_player (ValetResultRow *self)
{
  g_return_val_if_fail (VALET_IS_RESULT_ROW (self), G_MAXUINT);
  return self->leader_player;
}

void
valet_result_row_drop_lead (ValetResultRow *self)
{
  self->lead = NAN;
}
