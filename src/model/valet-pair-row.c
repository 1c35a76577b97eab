/* valet-pair-row.c: one pair of a ranking. */
#define G_LOG_DOMAIN "valet-pair-row"

#include "config.h"

#include "valet-pair-row.h"
#include "valet-number-fields.h"

struct _ValetPairRow
{
  GObject parent_instance;
  char   *name;
  guint   player[2];
  ValetScoring scoring;       /* the units of the numbers */
  guint   rank, number, boards;
  double  overall, bid, play, declaring, defending;
  double  declarer1, declarer2, lead1, lead2, defence;
  guint   n_declaring, n_defending, n_declarer1, n_declarer2;
  guint   n_lead1, n_lead2, n_defence;
};

G_DEFINE_FINAL_TYPE (ValetPairRow, valet_pair_row, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  N_PROPS
};

/* The numbers are many and all alike: each is a read-only property found
 * at an offset in the instance.  They follow PROP_NAME in this order. */
#define D(n, f) { n, G_STRUCT_OFFSET (ValetPairRow, f), TRUE }
#define U(n, f) { n, G_STRUCT_OFFSET (ValetPairRow, f), FALSE }
static const ValetNumberField fields[] = {
  U ("rank", rank), U ("number", number), U ("boards", boards),
  D ("overall", overall), D ("bid", bid), D ("play", play),
  D ("declaring", declaring), U ("n-declaring", n_declaring),
  D ("defending", defending), U ("n-defending", n_defending),
  D ("declarer1", declarer1), U ("n-declarer1", n_declarer1),
  D ("declarer2", declarer2), U ("n-declarer2", n_declarer2),
  D ("lead1", lead1), U ("n-lead1", n_lead1),
  D ("lead2", lead2), U ("n-lead2", n_lead2),
  D ("defence", defence), U ("n-defence", n_defence),
};
#undef D
#undef U

static GParamSpec *properties[N_PROPS + G_N_ELEMENTS (fields)];

static void
valet_pair_row_finalize (GObject *object)
{
  g_free (VALET_PAIR_ROW (object)->name);
  G_OBJECT_CLASS (valet_pair_row_parent_class)->finalize (object);
}

static void
valet_pair_row_get_property (GObject *object, guint prop_id, GValue *value,
                             GParamSpec *pspec)
{
  ValetPairRow *self = VALET_PAIR_ROW (object);

  if (prop_id == PROP_NAME)
    g_value_set_string (value, self->name);
  else if (prop_id >= N_PROPS
           && valet_number_fields_get (fields, G_N_ELEMENTS (fields), object,
                                       prop_id - N_PROPS, value))
    ;
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
valet_pair_row_class_init (ValetPairRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = valet_pair_row_finalize;
  object_class->get_property = valet_pair_row_get_property;

  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  valet_number_fields_init_specs (fields, G_N_ELEMENTS (fields), properties + N_PROPS);
  g_object_class_install_properties (object_class, G_N_ELEMENTS (properties), properties);
}

static void
valet_pair_row_init (ValetPairRow *self)
{
}

/* The columns are derived from avg[] and num[] the way the engine's text
 * ranking (valet-ranking-writer.c) derives them, so that the grid and
 * valet-cli print the same numbers. */
ValetPairRow *
valet_pair_row_new (guint rank, const ValetPairScore *p, const char *name,
                    ValetScoring scoring)
{
  ValetPairRow *self = g_object_new (VALET_TYPE_PAIR_ROW, NULL);
  const double *a = p->avg;
  const guint *n = p->num;
  ValetPairColumns c;

  valet_pair_score_columns (p, scoring, &c);
  self->name = g_strdup (name);
  self->player[0] = p->player[0];
  self->player[1] = p->player[1];
  self->scoring = scoring;
  self->rank = rank;
  self->number = p->number;
  self->boards = n[VALET_COL_OVERALL];
  self->overall = a[VALET_COL_OVERALL];
  self->bid = a[VALET_COL_BID];
  self->play = c.play;
  self->declaring = c.declaring;
  self->n_declaring = c.n_declaring;
  /* The grid shows what the reference's text table shows. */
  self->defending = c.defending;
  self->n_defending = c.n_defending;

  self->declarer1 = n[VALET_COL_PLAY1] ? a[VALET_COL_PLAY1] : 0;
  self->n_declarer1 = n[VALET_COL_PLAY1];
  self->declarer2 = n[VALET_COL_PLAY2] ? a[VALET_COL_PLAY2] : 0;
  self->n_declarer2 = n[VALET_COL_PLAY2];
  self->lead1 = n[VALET_COL_LEAD1] ? a[VALET_COL_LEAD1] : 0;
  self->n_lead1 = n[VALET_COL_LEAD1];
  self->lead2 = n[VALET_COL_LEAD2] ? a[VALET_COL_LEAD2] : 0;
  self->n_lead2 = n[VALET_COL_LEAD2];
  self->defence = n[VALET_COL_DEF] ? a[VALET_COL_DEF] : 0;
  self->n_defence = n[VALET_COL_DEF];
  return self;
}

guint
valet_pair_row_get_rank (ValetPairRow *self)
{
  g_return_val_if_fail (VALET_IS_PAIR_ROW (self), 0);
  return self->rank;
}

const char *
valet_pair_row_get_name (ValetPairRow *self)
{
  g_return_val_if_fail (VALET_IS_PAIR_ROW (self), NULL);
  return self->name;
}

guint
valet_pair_row_get_boards (ValetPairRow *self)
{
  g_return_val_if_fail (VALET_IS_PAIR_ROW (self), 0);
  return self->boards;
}

double
valet_pair_row_get_overall (ValetPairRow *self)
{
  g_return_val_if_fail (VALET_IS_PAIR_ROW (self), 0);
  return self->overall;
}

guint
valet_pair_row_get_player (ValetPairRow *self, guint i)
{
  g_return_val_if_fail (VALET_IS_PAIR_ROW (self), 0);
  g_return_val_if_fail (i < 2, 0);
  return self->player[i];
}

/* Pairs are the same two players whichever is named first. */
guint
valet_pair_row_hash (gconstpointer row)
{
  const ValetPairRow *self = row;

  return MIN (self->player[0], self->player[1]) * 1000003u
         ^ MAX (self->player[0], self->player[1]);
}

gboolean
valet_pair_row_equal (gconstpointer a, gconstpointer b)
{
  const ValetPairRow *x = a, *y = b;

  return MIN (x->player[0], x->player[1]) == MIN (y->player[0], y->player[1])
         && MAX (x->player[0], x->player[1]) == MAX (y->player[0], y->player[1]);
}

void
valet_pair_row_update (ValetPairRow *self, ValetPairRow *from)
{
  gboolean new_units;

  g_return_if_fail (VALET_IS_PAIR_ROW (self));
  g_return_if_fail (VALET_IS_PAIR_ROW (from));
  g_return_if_fail (valet_pair_row_equal (self, from));

  new_units = self->scoring != from->scoring;
  self->scoring = from->scoring;
  valet_number_fields_update (fields, G_N_ELEMENTS (fields), properties + N_PROPS,
                              G_OBJECT (self), G_OBJECT (from), new_units);
}
