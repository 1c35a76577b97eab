/* valet-player-row.c: one player's own share of a scoring run. */
#define G_LOG_DOMAIN "valet-player-row"

#include "config.h"

#include "valet-number-fields.h"
#include "valet-player-row.h"

struct _ValetPlayerRow
{
  GObject parent_instance;
  char   *tag, *name;
  char   *note;                 /* why the tag is no one player, or NULL */
  ValetScoring scoring;       /* the units of the numbers */
  guint   boards, n_play, n_lead;
  double  play, lead;
};

G_DEFINE_FINAL_TYPE (ValetPlayerRow, valet_player_row, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TAG,
  PROP_NAME,
  PROP_NOTE,
  N_PROPS
};

/* The numbers, as in ValetPairRow: they follow PROP_NAME. */
#define D(n, f) { n, G_STRUCT_OFFSET (ValetPlayerRow, f), TRUE }
#define U(n, f) { n, G_STRUCT_OFFSET (ValetPlayerRow, f), FALSE }
static const ValetNumberField fields[] = {
  U ("boards", boards),
  D ("play", play), U ("n-play", n_play),
  D ("lead", lead), U ("n-lead", n_lead),
};
#undef D
#undef U

static GParamSpec *properties[N_PROPS + G_N_ELEMENTS (fields)];

static void
valet_player_row_finalize (GObject *object)
{
  ValetPlayerRow *self = VALET_PLAYER_ROW (object);

  g_free (self->tag);
  g_free (self->name);
  g_free (self->note);
  G_OBJECT_CLASS (valet_player_row_parent_class)->finalize (object);
}

static void
valet_player_row_get_property (GObject *object, guint prop_id, GValue *value,
                               GParamSpec *pspec)
{
  ValetPlayerRow *self = VALET_PLAYER_ROW (object);

  if (prop_id == PROP_TAG)
    g_value_set_string (value, self->tag);
  else if (prop_id == PROP_NAME)
    g_value_set_string (value, self->name);
  else if (prop_id == PROP_NOTE)
    g_value_set_string (value, self->note);
  else if (prop_id >= N_PROPS
           && valet_number_fields_get (fields, G_N_ELEMENTS (fields), object,
                                       prop_id - N_PROPS, value))
    ;
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
valet_player_row_class_init (ValetPlayerRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = valet_player_row_finalize;
  object_class->get_property = valet_player_row_get_property;

  properties[PROP_TAG] = g_param_spec_string ("tag", NULL, NULL, NULL, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_NOTE] = g_param_spec_string ("note", NULL, NULL, NULL, flags);
  valet_number_fields_init_specs (fields, G_N_ELEMENTS (fields), properties + N_PROPS);
  g_object_class_install_properties (object_class, G_N_ELEMENTS (properties), properties);
}

static void
valet_player_row_init (ValetPlayerRow *self)
{
}

ValetPlayerRow *
valet_player_row_new (const char *tag, const char *name, ValetScoring scoring, guint boards,
                      double play, guint n_play, double lead, guint n_lead)
{
  ValetPlayerRow *self = g_object_new (VALET_TYPE_PLAYER_ROW, NULL);

  self->tag = g_strdup (tag);
  self->name = g_strdup (name);
  self->scoring = scoring;
  self->boards = boards;
  self->play = play;
  self->n_play = n_play;
  self->lead = lead;
  self->n_lead = n_lead;
  return self;
}

void
valet_player_row_set_note (ValetPlayerRow *self, const char *note)
{
  g_return_if_fail (VALET_IS_PLAYER_ROW (self));
  g_free (self->note);
  self->note = g_strdup (note);
}

const char *
valet_player_row_get_name (ValetPlayerRow *self)
{
  g_return_val_if_fail (VALET_IS_PLAYER_ROW (self), NULL);
  return self->name;
}

guint
valet_player_row_get_boards (ValetPlayerRow *self)
{
  g_return_val_if_fail (VALET_IS_PLAYER_ROW (self), 0);
  return self->boards;
}

const char *
valet_player_row_get_tag (ValetPlayerRow *self)
{
  g_return_val_if_fail (VALET_IS_PLAYER_ROW (self), NULL);
  return self->tag;
}

/* A tag names one player of a tournament. */
guint
valet_player_row_hash (gconstpointer row)
{
  return g_str_hash (((const ValetPlayerRow *) row)->tag);
}

gboolean
valet_player_row_equal (gconstpointer a, gconstpointer b)
{
  return g_str_equal (((const ValetPlayerRow *) a)->tag, ((const ValetPlayerRow *) b)->tag);
}

void
valet_player_row_update (ValetPlayerRow *self, ValetPlayerRow *from)
{
  gboolean new_units;

  g_return_if_fail (VALET_IS_PLAYER_ROW (self));
  g_return_if_fail (VALET_IS_PLAYER_ROW (from));
  g_return_if_fail (valet_player_row_equal (self, from));

  new_units = self->scoring != from->scoring;
  self->scoring = from->scoring;
  valet_number_fields_update (fields, G_N_ELEMENTS (fields), properties + N_PROPS,
                              G_OBJECT (self), G_OBJECT (from), new_units);
}
