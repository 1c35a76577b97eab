/* bws-writer.h: a small writer of Access (JET3) databases, enough for the
 * tests to build Bridgemate .bws files: tables of Boolean, Integer, Long
 * Integer, Date/Time and Text columns, no indexes, no long values.
 *
 * The layout follows the JET3 notes that ship with mdbtools (HACKING):
 * page 0 the database definition, page 1 the tables' usage maps, page 2
 * the catalog (MSysObjects), then each table's definition page followed
 * by its data pages.  Rows are kept under 256 bytes, so that no row needs
 * a jump table.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  BWS_BOOL = 0x01,
  BWS_INT = 0x03,        /* 16 bits */
  BWS_LONG = 0x04,       /* 32 bits */
  BWS_DATETIME = 0x08,   /* days since 1899-12-30, a double */
  BWS_TEXT = 0x0A,
  BWS_OLE = 0x0B,        /* long binary: given in hex, stored in the row */
} BwsType;

typedef struct {
  const char *name;
  BwsType     type;
  guint       size;      /* Text: the longest value, in bytes */
} BwsColumn;

typedef struct _BwsWriter BwsWriter;

BwsWriter *bws_writer_new       (void);
void       bws_writer_free      (BwsWriter *w);

/* A table of @n_columns columns; rows are then added to it. */
void       bws_writer_add_table (BwsWriter       *w,
                                 const char      *name,
                                 const BwsColumn *columns,
                                 guint            n_columns);

/* One row of the last table: the values separated by '|', one per
 * column; an empty value is NULL (a Boolean: false).  Integers in
 * decimal; Date/Time as "YYYY-MM-DD", "HH:MM:SS" or both; Boolean "1"
 * for true; Text as bytes in Windows-1252; long binary in hex. */
void       bws_writer_add_row   (BwsWriter       *w,
                                 const char      *values);

/* The properties blob (MSysObjects.LvProp, in hex) of the last table's
 * catalog entry; by default it has none. */
void       bws_writer_set_properties (BwsWriter  *w,
                                      const char *hex);

/* The whole database file. */
GBytes    *bws_writer_finish    (BwsWriter       *w);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BwsWriter, bws_writer_free)

G_END_DECLS
