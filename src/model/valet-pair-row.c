/* valet-pair-row.c: one pair of a ranking. */
#define G_LOG_DOMAIN "valet-pair-row"

#include "config.h"

#include "valet-pair-row.h"
#include "valet-pair-lists.h"
#include "valet-ranking-columns.h"
#include "valet-row-fields.h"

#include <math.h>

struct _ValetPairRow
{
  GObject parent_instance;
  char   *name;
  char   *team;               /* as the input gives it, or NULL */
  char   *unranked_reason;    /* why it has no rank, or NULL when ranked */
  /* The pair's number as the file gives it ("A7" with the section where
   * there are several), NULL when it gives none; its sort key (section,
   * number as a number, direction); the list of the movement it is
   * ranked in (valet-pair-lists.h), and what a search by number is
   * compared with. */
  char   *pair_no;
  double  pair_no_key;
  guint   list;
  char   *label_section;
  char   *label_number;
  guint   label_direction;
  guint   player[2];
  ValetScoring scoring;       /* the units of the numbers */
  guint   number;
  guint   tied;               /* 1 when the rank is shared ("3=") */
  /* 0 when the 95 % intervals of the pair and the pair ranked just
   * above it overlap: on these boards the two cannot be told apart. */
  guint   separable;
  /* By ValetRankingColumnId: the rank and the boards are counts. */
  double  value[VALET_N_RANKING_COLUMNS];
  guint   count[VALET_N_RANKING_COLUMNS];
  /* The half-width of the value's 95 % interval ("hw-" and the key);
   * NaN where there is none. */
  double  half_width[VALET_N_RANKING_COLUMNS];
};

G_DEFINE_FINAL_TYPE (ValetPairRow, valet_pair_row, G_TYPE_OBJECT)

/* The properties: the pair's own, then the numbers of the ranking's
 * columns, which are many and all alike: one for each column (and its
 * count, "n-" and the column's key, and its interval's half-width, "hw-"
 * and the key), made once from the column table. */
#define F(name, member, kind) VALET_ROW_FIELD (ValetPairRow, name, member, kind)
static const ValetRowField pair_fields[] = {
  F ("name", name, STRING), F ("team", team, STRING),
  F ("unranked-reason", unranked_reason, STRING),
  F ("number", number, UINT), F ("tied", tied, UINT), F ("separable", separable, UINT),
  F ("pair-no", pair_no, STRING), F ("pair-no-key", pair_no_key, DOUBLE), F ("list", list, UINT),
};
#undef F
static ValetRowField fields[G_N_ELEMENTS (pair_fields) + 3 * VALET_N_RANKING_COLUMNS];
static guint n_fields;

static void
add_field (const char *name, gsize offset, ValetRowFieldKind kind)
{
  fields[n_fields++] = (ValetRowField) { g_intern_string (name), offset, kind };
}

static void
init_fields (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (pair_fields); i++)
    fields[n_fields++] = pair_fields[i];
  for (guint i = 0; i < VALET_N_RANKING_COLUMNS; i++)
    {
      const ValetRankingColumn *col = valet_ranking_column (i);
      gsize value = G_STRUCT_OFFSET (ValetPairRow, value) + i * sizeof (double);
      gsize count = G_STRUCT_OFFSET (ValetPairRow, count) + i * sizeof (guint);
      gsize half = G_STRUCT_OFFSET (ValetPairRow, half_width) + i * sizeof (double);
      g_autofree char *n_key = g_strconcat ("n-", col->key, NULL);
      g_autofree char *hw_key = g_strconcat ("hw-", col->key, NULL);

      switch (col->kind)
        {
        case VALET_COLUMN_POSITION:
        case VALET_COLUMN_COUNT:
          add_field (col->key, count, VALET_ROW_FIELD_UINT);
          break;
        case VALET_COLUMN_VALUE:
          add_field (col->key, value, VALET_ROW_FIELD_DOUBLE);
          add_field (hw_key, half, VALET_ROW_FIELD_DOUBLE);
          break;
        case VALET_COLUMN_VALUE_AND_COUNT:
          add_field (col->key, value, VALET_ROW_FIELD_DOUBLE);
          add_field (n_key, count, VALET_ROW_FIELD_UINT);
          add_field (hw_key, half, VALET_ROW_FIELD_DOUBLE);
          break;
        case VALET_COLUMN_LABEL:   /* the name, a string of its own */
        default:
          break;
        }
    }
}

static void
valet_pair_row_finalize (GObject *object)
{
  ValetPairRow *self = VALET_PAIR_ROW (object);

  g_free (self->label_section);
  g_free (self->label_number);
  G_OBJECT_CLASS (valet_pair_row_parent_class)->finalize (object);
}

static void
valet_pair_row_class_init (ValetPairRowClass *klass)
{
  init_fields ();
  /* Before the fields: their finalize frees the fields' strings, then
   * calls this one. */
  G_OBJECT_CLASS (klass)->finalize = valet_pair_row_finalize;
  valet_row_fields_install (G_OBJECT_CLASS (klass), fields, n_fields);
}

static void
valet_pair_row_init (ValetPairRow *self)
{
}

/* The numbers of the ranking's columns, as every listing of the
 * ranking has them (valet-ranking-columns.h), with their intervals. */
ValetPairRow *
valet_pair_row_new (ValetRun *run, guint rank, gboolean tied, gboolean separable,
                    const ValetPairScore *p, const char *name)
{
  ValetPairRow *self = g_object_new (VALET_TYPE_PAIR_ROW, NULL);
  const ValetOptions *options = valet_run_options (run);

  self->name = g_strdup (name);
  self->team = valet_run_pair_team (run, p);
  self->player[0] = p->player[0];
  self->player[1] = p->player[1];
  self->scoring = options->scoring;
  self->number = p->number;
  for (guint i = 0; i < VALET_N_RANKING_COLUMNS; i++)
    {
      valet_ranking_column_value (valet_ranking_column (i), p, options, VALET_WEIGH_BY_LEADS,
                                  &self->value[i], &self->count[i]);
      if (!valet_run_column_error (run, p, i, NULL, &self->half_width[i]))
        self->half_width[i] = NAN;
    }
  self->count[VALET_RANKING_RANK] = rank;
  if (rank == 0)
    self->unranked_reason = valet_run_unranked_reason (run, p);
  self->tied = tied;
  self->separable = separable;
  self->pair_no_key = (double) G_MAXINT64;
  ValetTournament *t = valet_run_tournament (run);
  ValetPairLabel label;
  if (valet_tournament_pair_label (t, p->player[0], p->player[1], &label))
    {
      self->pair_no = valet_pair_number_text (t, p, FALSE);
      self->pair_no_key = (double) valet_pair_number_sort_key (t, p);
      self->label_section = g_strdup (label.section);
      self->label_number = g_strdup (label.number);
      self->label_direction = label.direction;
    }
  return self;
}

void
valet_pair_row_set_list (ValetPairRow *self, guint list)
{
  g_return_if_fail (VALET_IS_PAIR_ROW (self));
  self->list = list;
}

guint
valet_pair_row_get_list (ValetPairRow *self)
{
  g_return_val_if_fail (VALET_IS_PAIR_ROW (self), 0);
  return self->list;
}

const char *
valet_pair_row_get_pair_no (ValetPairRow *self)
{
  g_return_val_if_fail (VALET_IS_PAIR_ROW (self), NULL);
  return self->pair_no;
}

gboolean
valet_pair_row_matches_number (ValetPairRow *self, const char *search)
{
  g_return_val_if_fail (VALET_IS_PAIR_ROW (self), FALSE);
  if (self->label_number == NULL)
    return FALSE;
  ValetPairLabel label = { self->label_section, self->label_number, self->label_direction };
  return valet_pair_label_matches (&label, search);
}

guint
valet_pair_row_get_rank (ValetPairRow *self)
{
  g_return_val_if_fail (VALET_IS_PAIR_ROW (self), 0);
  return self->count[VALET_RANKING_RANK];
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
  return self->count[VALET_RANKING_BOARDS];
}

double
valet_pair_row_get_overall (ValetPairRow *self)
{
  g_return_val_if_fail (VALET_IS_PAIR_ROW (self), 0);
  return self->value[VALET_RANKING_OVERALL];
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
  valet_row_fields_update (G_OBJECT (self), G_OBJECT (from), new_units);
}
