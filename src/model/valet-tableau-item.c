/* valet-tableau-item.c: one line of a board's tableaux. */
#define G_LOG_DOMAIN "valet-tableau-item"

#include "config.h"

#include "valet-tableau-item.h"

struct _ValetTableauItem
{
  GObject parent_instance;
  char   *key;
  guint   count;
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
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
valet_tableau_item_finalize (GObject *object)
{
  g_free (VALET_TABLEAU_ITEM (object)->key);
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
    [PROP_DEFENCE] = &self->defence,
  };

  if (prop_id == PROP_KEY)
    g_value_set_string (value, self->key);
  else if (prop_id == PROP_COUNT)
    g_value_set_uint (value, self->count);
  else if (prop_id >= PROP_OVERALL && prop_id < N_PROPS)
    g_value_set_double (value, *doubles[prop_id]);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static GParamSpec *
number (const char *name)
{
  return g_param_spec_double (name, NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0,
                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
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
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
valet_tableau_item_init (ValetTableauItem *self)
{
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
