/* valet-number-fields.c: number properties described by a table. */
#include "valet-number-fields.h"

#include <string.h>

void
valet_number_fields_init_specs (const ValetNumberField *fields, guint n_fields,
                                GParamSpec **specs)
{
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  for (guint i = 0; i < n_fields; i++)
    specs[i] = fields[i].is_double
      ? g_param_spec_double (fields[i].name, NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0, flags)
      : g_param_spec_uint (fields[i].name, NULL, NULL, 0, G_MAXUINT, 0, flags);
}

gboolean
valet_number_fields_get (const ValetNumberField *fields, guint n_fields,
                         GObject *object, guint index, GValue *value)
{
  if (index >= n_fields)
    return FALSE;
  if (fields[index].is_double)
    g_value_set_double (value, G_STRUCT_MEMBER (double, object, fields[index].offset));
  else
    g_value_set_uint (value, G_STRUCT_MEMBER (guint, object, fields[index].offset));
  return TRUE;
}

void
valet_number_fields_update (const ValetNumberField *fields, guint n_fields,
                            GParamSpec **specs, GObject *object, GObject *from,
                            gboolean all)
{
  /* Handlers see the new numbers all at once, a value with its count. */
  g_object_freeze_notify (object);
  for (guint i = 0; i < n_fields; i++)
    {
      gpointer to = G_STRUCT_MEMBER_P (object, fields[i].offset);
      gconstpointer value = G_STRUCT_MEMBER_P (from, fields[i].offset);
      gsize size = fields[i].is_double ? sizeof (double) : sizeof (guint);

      /* Compared as bits: a NaN is the same NaN. */
      if (!all && memcmp (to, value, size) == 0)
        continue;
      memcpy (to, value, size);
      g_object_notify_by_pspec (object, specs[i]);
    }
  g_object_thaw_notify (object);
}
