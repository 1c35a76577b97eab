/* valet-csv-mappings.c: CSV columns remembered by header. */
#define G_LOG_DOMAIN "valet-csv-mappings"

#include "config.h"

#include "valet-csv-mappings.h"

char *
valet_csv_mappings_key (const char *const *header)
{
  GString *key = g_string_new (NULL);

  g_return_val_if_fail (header != NULL, NULL);

  /* GVariant strings must be UTF-8; a header in a legacy encoding gets
   * the same key each time all the same. */
  for (guint i = 0; header[i] != NULL; i++)
    {
      g_autofree char *valid = g_utf8_make_valid (header[i], -1);
      g_string_append_printf (key, "%s%s", i > 0 ? "\t" : "", valid);
    }
  return g_string_free (key, FALSE);
}

gboolean
valet_csv_mappings_lookup (GVariant *mappings, const char *const *header,
                           ValetCsvMapping *mapping)
{
  g_autofree char *key = NULL;
  g_autoptr (GVariant) fields = NULL;
  guint n_cells;

  g_return_val_if_fail (header != NULL && mapping != NULL, FALSE);

  if (mappings == NULL || !g_variant_is_of_type (mappings, VALET_CSV_MAPPINGS_TYPE))
    return FALSE;
  key = valet_csv_mappings_key (header);
  fields = g_variant_lookup_value (mappings, key, G_VARIANT_TYPE ("a{si}"));
  if (fields == NULL)
    return FALSE;
  n_cells = g_strv_length ((char **) header);
  for (guint f = 0; f < VALET_CSV_N_FIELDS; f++)
    {
      gint32 column;
      if (!g_variant_lookup (fields, valet_csv_field_name (f), "i", &column))
        column = -1;
      if (column < -1 || column >= (gint32) n_cells)
        return FALSE;
      mapping->column[f] = column;
    }
  return TRUE;
}

static GVariant *
fields_variant (const ValetCsvMapping *mapping)
{
  GVariantBuilder fields;

  g_variant_builder_init (&fields, G_VARIANT_TYPE ("a{si}"));
  for (guint f = 0; f < VALET_CSV_N_FIELDS; f++)
    if (mapping->column[f] >= 0)
      g_variant_builder_add (&fields, "{si}", valet_csv_field_name (f),
                             (gint32) mapping->column[f]);
  return g_variant_builder_end (&fields);
}

GVariant *
valet_csv_mappings_insert (GVariant *mappings, const char *const *header,
                           const ValetCsvMapping *mapping)
{
  g_autofree char *key = NULL;
  GVariantBuilder all;
  gsize n = 0, skip = 0;

  g_return_val_if_fail (header != NULL && mapping != NULL, NULL);

  key = valet_csv_mappings_key (header);
  if (mappings != NULL && g_variant_is_of_type (mappings, VALET_CSV_MAPPINGS_TYPE))
    n = g_variant_n_children (mappings);
  /* Room for the new one among the newest of the others. */
  if (n >= VALET_CSV_MAPPINGS_MAX)
    skip = n - (VALET_CSV_MAPPINGS_MAX - 1);
  g_variant_builder_init (&all, VALET_CSV_MAPPINGS_TYPE);
  for (gsize i = skip; i < n; i++)
    {
      g_autoptr (GVariant) entry = g_variant_get_child_value (mappings, i);
      g_autoptr (GVariant) name = g_variant_get_child_value (entry, 0);
      if (!g_str_equal (g_variant_get_string (name, NULL), key))
        g_variant_builder_add_value (&all, entry);
    }
  g_variant_builder_add (&all, "{s@a{si}}", key, fields_variant (mapping));
  return g_variant_builder_end (&all);
}
