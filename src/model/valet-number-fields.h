/* valet-number-fields.h: read-only number properties kept at offsets.
 *
 * Row objects carry many numbers that are all alike (a double, or a
 * count): each becomes a read-only GObject property, described once in a
 * table of names and struct offsets instead of a switch per property.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef struct {
  const char *name;
  gsize       offset;     /* of the member in the instance struct */
  gboolean    is_double;  /* else a guint */
} ValetNumberField;

/* Creates the param specs for @fields in @specs[0 .. n_fields - 1]. */
void     valet_number_fields_init_specs (const ValetNumberField *fields,
                                         guint                   n_fields,
                                         GParamSpec            **specs);

/* Sets @value from @object when @index (the property id less the id of
 * the first field) names one of the fields; FALSE otherwise. */
gboolean valet_number_fields_get        (const ValetNumberField *fields,
                                         guint                   n_fields,
                                         GObject                *object,
                                         guint                   index,
                                         GValue                 *value);

/* Copies every field of @from into @object (both of the type that
 * @fields describes) and notifies, through @specs, the fields whose
 * value changed; every field when @all (a number in other units is
 * another number, even when its value happens to be the same). */
void     valet_number_fields_update     (const ValetNumberField *fields,
                                         guint                   n_fields,
                                         GParamSpec            **specs,
                                         GObject                *object,
                                         GObject                *from,
                                         gboolean                all);

G_END_DECLS
