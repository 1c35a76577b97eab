/* valet-row-fields.h: a row's read-only properties, kept at offsets.
 *
 * The rows of the lists show their members as read-only GObject
 * properties, all alike: a string, a count, a signed number or a double
 * each.  A row describes them once, in a table of names, struct offsets
 * and kinds, instead of a property id, a get_property case, a param spec
 * and a g_free each.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum {
  VALET_ROW_FIELD_STRING,     /* a char * the row owns, or NULL */
  VALET_ROW_FIELD_UINT,
  VALET_ROW_FIELD_INT,
  VALET_ROW_FIELD_DOUBLE,
} ValetRowFieldKind;

typedef struct {
  const char       *name;
  gsize             offset;   /* of the member in the instance struct */
  ValetRowFieldKind kind;
} ValetRowField;

/* A table entry: VALET_ROW_FIELD (ValetPlayerRow, "n-play", n_play, UINT). */
#define VALET_ROW_FIELD(type, name, member, kind) \
  { (name), G_STRUCT_OFFSET (type, member), VALET_ROW_FIELD_##kind }

/* Installs @fields as the properties 1 .. @n_fields of @klass (a final
 * type), in table order, and reads them in its get_property.  On
 * finalize the strings are freed, then the finalize @klass had before
 * runs: a row with more to free sets its own before this.  @fields must
 * outlive the class. */
void valet_row_fields_install (GObjectClass        *klass,
                               const ValetRowField *fields,
                               guint                n_fields);

/* Copies every field of @from into @object (rows of the same type) and
 * notifies the fields whose value changed: a string when its text did;
 * every number when @all (a number in other units is another number,
 * even when its value happens to be the same). */
void valet_row_fields_update  (GObject             *object,
                               GObject             *from,
                               gboolean             all);

G_END_DECLS
