/* valet-tableau-item.c: one line of a board's tableaux. */
#define G_LOG_DOMAIN "valet-tableau-item"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "valet-row-fields.h"
#include "valet-tableau-item.h"

struct _ValetTableauItem
{
  GObject parent_instance;
  char   *key;
  char   *contract, *declarer, *result, *lead_suit;   /* for eyes */
  guint   count;
  double  tricks;                               /* NaN when passed out: "–" */
  int     ns_score;
  guint   contract_rank;                        /* what the contract and the */
  int     over;                                 /* result sort by */
  double  ns_plus, ew_plus;                     /* each side's score, or NaN */
  double  overall, bid, play;                   /* the declarer's */
  double  def_overall, def_bid, lead, defence;  /* the defenders' */
};

G_DEFINE_FINAL_TYPE (ValetTableauItem, valet_tableau_item, G_TYPE_OBJECT)

#define F(name, member, kind) VALET_ROW_FIELD (ValetTableauItem, name, member, kind)
static const ValetRowField fields[] = {
  F ("key", key, STRING), F ("count", count, UINT),
  F ("overall", overall, DOUBLE), F ("bid", bid, DOUBLE), F ("play", play, DOUBLE),
  F ("def-overall", def_overall, DOUBLE), F ("def-bid", def_bid, DOUBLE),
  F ("lead", lead, DOUBLE), F ("defence", defence, DOUBLE),
  /* What the key says, one thing a column (valet_tableau_item_new). */
  F ("ns-plus", ns_plus, DOUBLE), F ("ew-plus", ew_plus, DOUBLE),
  F ("contract", contract, STRING), F ("declarer", declarer, STRING),
  F ("result", result, STRING), F ("lead-suit", lead_suit, STRING),
  F ("tricks", tricks, DOUBLE), F ("ns-score", ns_score, INT),
  /* For sorting, as the result rows have them. */
  F ("contract-rank", contract_rank, UINT), F ("over", over, INT),
};
#undef F

static void
valet_tableau_item_class_init (ValetTableauItemClass *klass)
{
  valet_row_fields_install (G_OBJECT_CLASS (klass), fields, G_N_ELEMENTS (fields));
}

static void
valet_tableau_item_init (ValetTableauItem *self)
{
}

/* The key's parts as a traveller shows them: the contract, its declarer,
 * the tricks against the contract and the suit led (the key has no
 * card: these lines' leads were all of that suit), and the score in the
 * column of the side that scored it, as on a paper traveller. */
static void
describe_result (ValetTableauItem *self, const ValetResult *r)
{
  gboolean passed = r->level == 0;

  self->contract = passed ? g_strdup (_("Pass")) : valet_result_contract_symbols (r);
  self->declarer = passed ? g_strdup ("")
                          : g_strdup_printf ("%c", valet_seat_letter (r->declarer));
  self->result = valet_result_relative_text (r);
  self->contract_rank = valet_contract_rank (r->level, r->denom, r->mult);
  self->over = valet_tricks_over (r->level, r->tricks);
  /* A suit carried over from an earlier line is no lead anyone made. */
  self->lead_suit = g_strdup (passed || r->lead_rank == 0 ? ""
                              : valet_denom_symbol (r->lead_suit));
  self->tricks = passed ? NAN : r->tricks;
  if (!passed)
    self->ns_score = valet_ns_score (r->level, r->denom, r->mult, r->declarer,
                                     valet_board_vulnerable (r->board, r->declarer), r->tricks);
  self->ns_plus = self->ns_score >= 0 ? self->ns_score : NAN;
  self->ew_plus = self->ns_score <= 0 ? -self->ns_score : NAN;
}

/* The same numbers as the engine's text tableau (valet_write_tableau):
 * the defenders' overall and bid mirror the declarer's, and with
 * matchpoints the declarer's play is what the lead and the defence leave
 * over. */
ValetTableauItem *
valet_tableau_item_new (const ValetTableauRow *row, ValetScoring scoring)
{
  ValetTableauItem *self = g_object_new (VALET_TYPE_TABLEAU_ITEM, NULL);
  double offset = scoring == VALET_SCORING_MATCHPOINTS ? 100 : 0;

  self->key = g_strdup (row->key);
  self->count = row->count;
  self->overall = row->overall;
  self->bid = row->bid;
  self->play = 1.5 * offset - (row->lead + row->def);
  self->def_overall = offset - row->overall;
  self->def_bid = offset - row->bid;
  self->lead = row->lead;
  self->defence = row->def;
  describe_result (self, &row->result);
  return self;
}

const char *
valet_tableau_item_get_key (ValetTableauItem *self)
{
  g_return_val_if_fail (VALET_IS_TABLEAU_ITEM (self), NULL);
  return self->key;
}

guint
valet_tableau_item_get_count (ValetTableauItem *self)
{
  g_return_val_if_fail (VALET_IS_TABLEAU_ITEM (self), 0);
  return self->count;
}

void
valet_tableau_item_drop_lead (ValetTableauItem *self)
{
  self->lead = NAN;
}
