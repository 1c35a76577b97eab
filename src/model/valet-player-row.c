/* valet-player-row.c: one player's own share of a scoring run. */
#define G_LOG_DOMAIN "valet-player-row"

#include "config.h"

#include "valet-player-row.h"

struct _ValetPlayerRow
{
  GObject parent_instance;
  char   *tag, *name;
  guint   boards, n_play, n_lead;
  double  play, lead;
};

G_DEFINE_FINAL_TYPE (ValetPlayerRow, valet_player_row, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TAG,
  PROP_NAME,
  PROP_BOARDS,
  PROP_PLAY,
  PROP_N_PLAY,
  PROP_LEAD,
  PROP_N_LEAD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
valet_player_row_finalize (GObject *object)
{
  ValetPlayerRow *self = VALET_PLAYER_ROW (object);

  g_free (self->tag);
  g_free (self->name);
  G_OBJECT_CLASS (valet_player_row_parent_class)->finalize (object);
}

static void
valet_player_row_get_property (GObject *object, guint prop_id, GValue *value,
                               GParamSpec *pspec)
{
  ValetPlayerRow *self = VALET_PLAYER_ROW (object);

  switch (prop_id)
    {
    case PROP_TAG:    g_value_set_string (value, self->tag); break;
    case PROP_NAME:   g_value_set_string (value, self->name); break;
    case PROP_BOARDS: g_value_set_uint (value, self->boards); break;
    case PROP_PLAY:   g_value_set_double (value, self->play); break;
    case PROP_N_PLAY: g_value_set_uint (value, self->n_play); break;
    case PROP_LEAD:   g_value_set_double (value, self->lead); break;
    case PROP_N_LEAD: g_value_set_uint (value, self->n_lead); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
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
  properties[PROP_BOARDS] = g_param_spec_uint ("boards", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_PLAY] = g_param_spec_double ("play", NULL, NULL,
                                               -G_MAXDOUBLE, G_MAXDOUBLE, 0, flags);
  properties[PROP_N_PLAY] = g_param_spec_uint ("n-play", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_LEAD] = g_param_spec_double ("lead", NULL, NULL,
                                               -G_MAXDOUBLE, G_MAXDOUBLE, 0, flags);
  properties[PROP_N_LEAD] = g_param_spec_uint ("n-lead", NULL, NULL, 0, G_MAXUINT, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
valet_player_row_init (ValetPlayerRow *self)
{
}

ValetPlayerRow *
valet_player_row_new (const char *tag, const char *name, guint boards,
                      double play, guint n_play, double lead, guint n_lead)
{
  ValetPlayerRow *self = g_object_new (VALET_TYPE_PLAYER_ROW, NULL);

  self->tag = g_strdup (tag);
  self->name = g_strdup (name);
  self->boards = boards;
  self->play = play;
  self->n_play = n_play;
  self->lead = lead;
  self->n_lead = n_lead;
  return self;
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
