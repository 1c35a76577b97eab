/* valet-tableau-item.c: one line of a board's tableaux. */
#define G_LOG_DOMAIN "valet-tableau-item"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "valet-tableau-item.h"

struct _ValetTableauItem
{
  GObject parent_instance;
  char   *key;
  char   *contract, *declarer, *result, *lead_suit;   /* for eyes */
  guint   count, tricks;
  int     ns_score;
  guint   contract_rank;                        /* what the contract and the */
  int     over;                                 /* result sort by */
  double  ns_plus, ew_plus;                     /* each side's score, or NaN */
  double  overall, bid, play;                   /* the declarer's */
  double  def_overall, def_bid, lead, defence;  /* the defenders' */
};

G_DEFINE_FINAL_TYPE (ValetTableauItem, valet_tableau_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_KEY,
  PROP_COUNT,
  PROP_OVERALL,
  PROP_BID,
  PROP_PLAY,
  PROP_DEF_OVERALL,
  PROP_DEF_BID,
  PROP_LEAD,
  PROP_DEFENCE,
  PROP_NS_PLUS,
  PROP_EW_PLUS,
  PROP_CONTRACT,
  PROP_DECLARER,
  PROP_RESULT,
  PROP_LEAD_SUIT,
  PROP_TRICKS,
  PROP_NS_SCORE,
  PROP_CONTRACT_RANK,
  PROP_OVER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
valet_tableau_item_finalize (GObject *object)
{
  ValetTableauItem *self = VALET_TABLEAU_ITEM (object);

  g_free (self->key);
  g_free (self->contract);
  g_free (self->declarer);
  g_free (self->result);
  g_free (self->lead_suit);
  G_OBJECT_CLASS (valet_tableau_item_parent_class)->finalize (object);
}

static void
valet_tableau_item_get_property (GObject *object, guint prop_id, GValue *value,
                                 GParamSpec *pspec)
{
  ValetTableauItem *self = VALET_TABLEAU_ITEM (object);
  const double *doubles[] = {
    [PROP_OVERALL] = &self->overall, [PROP_BID] = &self->bid,
    [PROP_PLAY] = &self->play, [PROP_DEF_OVERALL] = &self->def_overall,
    [PROP_DEF_BID] = &self->def_bid, [PROP_LEAD] = &self->lead,
    [PROP_DEFENCE] = &self->defence, [PROP_NS_PLUS] = &self->ns_plus,
    [PROP_EW_PLUS] = &self->ew_plus,
  };
  char *const strings[] = {
    [PROP_CONTRACT] = self->contract, [PROP_DECLARER] = self->declarer,
    [PROP_RESULT] = self->result, [PROP_LEAD_SUIT] = self->lead_suit,
  };

  if (prop_id == PROP_KEY)
    g_value_set_string (value, self->key);
  else if (prop_id == PROP_COUNT)
    g_value_set_uint (value, self->count);
  else if (prop_id >= PROP_OVERALL && prop_id <= PROP_EW_PLUS)
    g_value_set_double (value, *doubles[prop_id]);
  else if (prop_id >= PROP_CONTRACT && prop_id <= PROP_LEAD_SUIT)
    g_value_set_string (value, strings[prop_id]);
  else if (prop_id == PROP_TRICKS)
    g_value_set_uint (value, self->tricks);
  else if (prop_id == PROP_NS_SCORE)
    g_value_set_int (value, self->ns_score);
  else if (prop_id == PROP_CONTRACT_RANK)
    g_value_set_uint (value, self->contract_rank);
  else if (prop_id == PROP_OVER)
    g_value_set_int (value, self->over);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static GParamSpec *
number (const char *name)
{
  return g_param_spec_double (name, NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0,
                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
}

static GParamSpec *
text (const char *name)
{
  return g_param_spec_string (name, NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
}

static void
valet_tableau_item_class_init (ValetTableauItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = valet_tableau_item_finalize;
  object_class->get_property = valet_tableau_item_get_property;

  properties[PROP_KEY] = g_param_spec_string ("key", NULL, NULL, NULL,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_COUNT] = g_param_spec_uint ("count", NULL, NULL, 0, G_MAXUINT, 0,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_OVERALL] = number ("overall");
  properties[PROP_BID] = number ("bid");
  properties[PROP_PLAY] = number ("play");
  properties[PROP_DEF_OVERALL] = number ("def-overall");
  properties[PROP_DEF_BID] = number ("def-bid");
  properties[PROP_LEAD] = number ("lead");
  properties[PROP_DEFENCE] = number ("defence");
  /* What the key says, one thing a column (valet_tableau_item_new). */
  properties[PROP_NS_PLUS] = number ("ns-plus");
  properties[PROP_EW_PLUS] = number ("ew-plus");
  properties[PROP_CONTRACT] = text ("contract");
  properties[PROP_DECLARER] = text ("declarer");
  properties[PROP_RESULT] = text ("result");
  properties[PROP_LEAD_SUIT] = text ("lead-suit");
  properties[PROP_TRICKS] = g_param_spec_uint ("tricks", NULL, NULL, 0, VALET_MAX_TRICKS, 0,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NS_SCORE] = g_param_spec_int ("ns-score", NULL, NULL, G_MININT, G_MAXINT, 0,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* For sorting, as the result rows have them. */
  properties[PROP_CONTRACT_RANK] = g_param_spec_uint ("contract-rank", NULL, NULL, 0, G_MAXUINT,
                                                      0, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_OVER] = g_param_spec_int ("over", NULL, NULL, G_MININT, G_MAXINT, 0,
                                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
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
  self->tricks = r->tricks;
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
