/* valet-row-fields.c: row properties described by a table. */
#include "valet-row-fields.h"

#include <string.h>

/* What a class installed, kept on its type. */
typedef struct {
  const ValetRowField *fields;
  guint                n_fields;
  GParamSpec         **specs;   /* by property id: [1 .. n_fields] */
  void (*finalize) (GObject *object);
} RowFields;

static G_DEFINE_QUARK (valet-row-fields, row_fields)

static const RowFields *
row_fields_of (GObject *object)
{
  /* The type is final: the object's own type is the one installed. */
  return g_type_get_qdata (G_OBJECT_TYPE (object), row_fields_quark ());
}

static void
row_fields_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  const RowFields *table = row_fields_of (object);
  const ValetRowField *field;
  gconstpointer member;

  if (prop_id == 0 || prop_id > table->n_fields)
    {
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  field = &table->fields[prop_id - 1];
  member = G_STRUCT_MEMBER_P (object, field->offset);
  switch (field->kind)
    {
    case VALET_ROW_FIELD_STRING: g_value_set_string (value, *(char *const *) member); break;
    case VALET_ROW_FIELD_UINT:   g_value_set_uint (value, *(const guint *) member); break;
    case VALET_ROW_FIELD_INT:    g_value_set_int (value, *(const int *) member); break;
    case VALET_ROW_FIELD_DOUBLE: g_value_set_double (value, *(const double *) member); break;
    default: g_assert_not_reached ();
    }
}

static void
row_fields_finalize (GObject *object)
{
  const RowFields *table = row_fields_of (object);

  for (guint i = 0; i < table->n_fields; i++)
    if (table->fields[i].kind == VALET_ROW_FIELD_STRING)
      g_free (G_STRUCT_MEMBER (char *, object, table->fields[i].offset));
  table->finalize (object);
}

static GParamSpec *
spec_new (const ValetRowField *field)
{
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  switch (field->kind)
    {
    case VALET_ROW_FIELD_STRING:
      return g_param_spec_string (field->name, NULL, NULL, NULL, flags);
    case VALET_ROW_FIELD_UINT:
      return g_param_spec_uint (field->name, NULL, NULL, 0, G_MAXUINT, 0, flags);
    case VALET_ROW_FIELD_INT:
      return g_param_spec_int (field->name, NULL, NULL, G_MININT, G_MAXINT, 0, flags);
    case VALET_ROW_FIELD_DOUBLE:
      return g_param_spec_double (field->name, NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0,
                                  flags);
    default:
      g_assert_not_reached ();
    }
}

void
valet_row_fields_install (GObjectClass *klass, const ValetRowField *fields, guint n_fields)
{
  RowFields *table;

  g_return_if_fail (G_TYPE_IS_FINAL (G_OBJECT_CLASS_TYPE (klass)));

  /* Kept for as long as the type, which is for good. */
  table = g_new (RowFields, 1);
  table->fields = fields;
  table->n_fields = n_fields;
  table->specs = g_new0 (GParamSpec *, n_fields + 1);
  for (guint i = 0; i < n_fields; i++)
    table->specs[i + 1] = spec_new (&fields[i]);
  table->finalize = klass->finalize;
  g_type_set_qdata (G_OBJECT_CLASS_TYPE (klass), row_fields_quark (), table);

  klass->get_property = row_fields_get_property;
  klass->finalize = row_fields_finalize;
  g_object_class_install_properties (klass, n_fields + 1, table->specs);
}

static gsize
number_size (ValetRowFieldKind kind)
{
  return kind == VALET_ROW_FIELD_DOUBLE ? sizeof (double)
         : kind == VALET_ROW_FIELD_INT ? sizeof (int)
         : sizeof (guint);
}

void
valet_row_fields_update (GObject *object, GObject *from, gboolean all)
{
  const RowFields *table = row_fields_of (object);

  g_return_if_fail (G_OBJECT_TYPE (from) == G_OBJECT_TYPE (object));

  /* Handlers see the new fields all at once, a value with its count. */
  g_object_freeze_notify (object);
  for (guint i = 0; i < table->n_fields; i++)
    {
      const ValetRowField *field = &table->fields[i];
      gpointer to = G_STRUCT_MEMBER_P (object, field->offset);
      gconstpointer value = G_STRUCT_MEMBER_P (from, field->offset);

      if (field->kind == VALET_ROW_FIELD_STRING)
        {
          if (g_strcmp0 (*(char **) to, *(char *const *) value) == 0)
            continue;
          g_free (*(char **) to);
          *(char **) to = g_strdup (*(char *const *) value);
        }
      else
        {
          gsize size = number_size (field->kind);

          /* Compared as bits: a NaN is the same NaN. */
          if (!all && memcmp (to, value, size) == 0)
            continue;
          memcpy (to, value, size);
        }
      g_object_notify_by_pspec (object, table->specs[i + 1]);
    }
  g_object_thaw_notify (object);
}
