/* valet-player-row.c: one player's own share of a scoring run. */
#define G_LOG_DOMAIN "valet-player-row"

#include "config.h"

#include "valet-player-row.h"
#include "valet-row-fields.h"

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

#define F(name, member, kind) VALET_ROW_FIELD (ValetPlayerRow, name, member, kind)
static const ValetRowField fields[] = {
  F ("tag", tag, STRING), F ("name", name, STRING), F ("note", note, STRING),
  F ("boards", boards, UINT),
  F ("play", play, DOUBLE), F ("n-play", n_play, UINT),
  F ("lead", lead, DOUBLE), F ("n-lead", n_lead, UINT),
};
#undef F

static void
valet_player_row_class_init (ValetPlayerRowClass *klass)
{
  valet_row_fields_install (G_OBJECT_CLASS (klass), fields, G_N_ELEMENTS (fields));
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
  valet_row_fields_update (G_OBJECT (self), G_OBJECT (from), new_units);
}
