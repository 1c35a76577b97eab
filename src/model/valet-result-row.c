/* valet-result-row.c: one table result with its Valet components. */
#define G_LOG_DOMAIN "valet-result-row"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "valet-pair-lists.h"
#include "valet-result-row.h"
#include "valet-row-fields.h"

struct _ValetResultRow
{
  GObject parent_instance;
  guint   round, board;
  double  tricks;               /* NaN when passed out: shown "–", not 0 */
  guint   declarer_player, leader_player;
  guint   result_index;         /* among the tournament's results */
  int     ns_score;
  char   *north, *east, *south, *west;
  char   *contract, *declarer, *lead_card, *role, *opponents, *result, *part;
  double  overall, bid, play, lead, defence;
  /* The score as played (the entry's butler) and its luck, played less
   * overall: the principles' Butler, fair Butler and luck. */
  double  played, luck;
  double  ns_plus, ew_plus;     /* each side's score, or NaN */
  guint   contract_rank;        /* what the contract and the result sort by */
  int     over;
  /* Where the file numbers them: the table ("" and 0 when not known),
   * and the pairs' numbers, North-South's and East-West's ("A7"), with
   * keys that sort them as numbers. */
  char   *table_text, *ns_no, *ew_no;
  guint   table;
  double  ns_no_key, ew_no_key;
};

G_DEFINE_FINAL_TYPE (ValetResultRow, valet_result_row, G_TYPE_OBJECT)

#define F(name, member, kind) VALET_ROW_FIELD (ValetResultRow, name, member, kind)
static const ValetRowField fields[] = {
  F ("round", round, UINT), F ("board", board, UINT), F ("tricks", tricks, DOUBLE),
  F ("ns-score", ns_score, INT),
  F ("north", north, STRING), F ("east", east, STRING),
  F ("south", south, STRING), F ("west", west, STRING),
  F ("contract", contract, STRING), F ("declarer", declarer, STRING),
  F ("lead-card", lead_card, STRING), F ("role", role, STRING),
  F ("overall", overall, DOUBLE), F ("bid", bid, DOUBLE), F ("play", play, DOUBLE),
  F ("lead", lead, DOUBLE), F ("defence", defence, DOUBLE),
  F ("played", played, DOUBLE), F ("luck", luck, DOUBLE),
  F ("opponents", opponents, STRING),
  F ("declarer-player", declarer_player, UINT), F ("leader-player", leader_player, UINT),
  /* "=", "+1", "−2"; and the score in the column of the side that
   * scored it, as on a paper traveller, NaN in the other. */
  F ("result", result, STRING), F ("ns-plus", ns_plus, DOUBLE), F ("ew-plus", ew_plus, DOUBLE),
  /* The contract in the auction's order and the result in tricks,
   * for sorting (valet_contract_rank(), valet_tricks_over()). */
  F ("contract-rank", contract_rank, UINT), F ("over", over, INT),
  /* What part of its table's score the line is: a weight, a side ("NS",
   * "EW") or both; "" for a whole result. */
  F ("part", part, STRING),
  F ("table", table, UINT), F ("table-text", table_text, STRING),
  F ("ns-no", ns_no, STRING), F ("ew-no", ew_no, STRING),
  F ("ns-no-key", ns_no_key, DOUBLE), F ("ew-no-key", ew_no_key, DOUBLE),
};
#undef F

static void
valet_result_row_class_init (ValetResultRowClass *klass)
{
  valet_row_fields_install (G_OBJECT_CLASS (klass), fields, G_N_ELEMENTS (fields));
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

/* The table and the pairs' numbers of @r, as the file gives them. */
static void
describe_seats (ValetResultRow *self, ValetTournament *t, guint index, const ValetResult *r)
{
  self->table = valet_tournament_result_table (t, index);
  self->table_text = self->table ? g_strdup_printf ("%u", self->table) : g_strdup ("");
  for (guint side = 0; side < 2; side++)
    {
      ValetPairScore pair = { .player = { r->player[side], r->player[side + 2] } };
      char *text = valet_pair_number_text (t, &pair, FALSE);
      double key = (double) valet_pair_number_sort_key (t, &pair);
      *(side ? &self->ew_no : &self->ns_no) = text ? text : g_strdup ("");
      *(side ? &self->ew_no_key : &self->ns_no_key) = key;
    }
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
  self->tricks = passed ? NAN : r->tricks;
  self->north = g_strdup (valet_tournament_player_display_name (t, r->player[VALET_NORTH]));
  self->east = g_strdup (valet_tournament_player_display_name (t, r->player[VALET_EAST]));
  self->south = g_strdup (valet_tournament_player_display_name (t, r->player[VALET_SOUTH]));
  self->west = g_strdup (valet_tournament_player_display_name (t, r->player[VALET_WEST]));
  describe_contract (self, r);
  describe_seats (self, t, e->result, r);

  if (view == VALET_VIEW_TRAVELLER)
    {
      self->role = g_strdup ("");
      self->overall = valet_scoring_units (scoring, valet_entry_overall (e));
      self->played = valet_scoring_units (scoring, valet_entry_butler (e));
      self->luck = self->played - self->overall;
      self->bid = valet_scoring_units (scoring, valet_entry_bid (e));
      self->play = passed ? NAN : valet_scoring_units (scoring, valet_entry_play (e));
      self->lead = passed ? NAN : valet_scoring_units (scoring, valet_entry_lead (e));
      self->defence = passed ? NAN : valet_scoring_units (scoring, valet_entry_def (e));
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
  self->overall = valet_scoring_units (scoring, ours ? valet_entry_overall (e)
                                       : valet_entry_def_overall (e));
  self->played = valet_scoring_units (scoring, ours ? valet_entry_butler (e)
                                      : valet_entry_def_butler (e));
  self->luck = self->played - self->overall;
  self->bid = valet_scoring_units (scoring, ours ? valet_entry_bid (e) : valet_entry_def_bid (e));
  self->play = self->lead = self->defence = NAN;
  if (r->kind == VALET_RESULT_ARTIFICIAL)
    self->role = g_strdup (_("artificial score"));
  else if (passed)
    self->role = g_strdup (_("pass-out"));
  else if (ours)
    {
      self->role = g_strdup (_("declarer"));
      self->play = valet_scoring_units (scoring, valet_entry_play (e));
    }
  else
    {
      self->role = g_strdup (_("defender"));
      self->lead = valet_scoring_units (scoring, valet_entry_lead (e));
      self->defence = valet_scoring_units (scoring, valet_entry_def (e));
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
