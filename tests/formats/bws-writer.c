/* bws-writer.c: a small JET3 (Access 97) database writer for the tests. */
#include "bws-writer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PAGE_SIZE 2048
#define ROW_COUNT_AT 8          /* the row count of a data page; offsets follow */
#define TDEF_COLUMNS_AT 43      /* the first column entry of a table definition */
#define TDEF_COLUMN_SIZE 18
#define MAP_PAGE 1
#define CATALOG_PAGE 2

typedef struct {
  char    *name;
  BwsType  type;
  guint    size;          /* bytes in the row (fixed) or the longest value (Text) */
  gboolean fixed;
  guint    fixed_offset;  /* after the row's column count */
  guint    var_index;     /* among the variable columns */
} Column;

typedef struct {
  char      *name;
  char      *properties;  /* hex, or NULL */
  gboolean   system;
  GArray    *columns;     /* Column */
  guint      fixed_size;
  guint      n_var;
  GPtrArray *rows;        /* GByteArray, each one encoded row */
  guint      tdef_page;
  GArray    *data_pages;  /* guint */
} Table;

struct _BwsWriter {
  GPtrArray *tables;      /* Table; the first is the catalog */
};

static void
table_free (gpointer data)
{
  Table *tab = data;
  for (guint i = 0; i < tab->columns->len; i++)
    g_free (g_array_index (tab->columns, Column, i).name);
  g_array_unref (tab->columns);
  g_ptr_array_unref (tab->rows);
  g_array_unref (tab->data_pages);
  g_free (tab->name);
  g_free (tab->properties);
  g_free (tab);
}

static guint
fixed_size_of (BwsType type)
{
  switch (type)
    {
    case BWS_BOOL: return 0;   /* the value is the column's bit in the null mask */
    case BWS_INT: return 2;
    case BWS_LONG: return 4;
    case BWS_DATETIME: return 8;
    default: return 0;
    }
}

static Table *
table_new (const char *name, const BwsColumn *columns, guint n_columns, gboolean system)
{
  Table *tab = g_new0 (Table, 1);

  tab->name = g_strdup (name);
  tab->system = system;
  tab->columns = g_array_new (FALSE, TRUE, sizeof (Column));
  tab->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_byte_array_unref);
  tab->data_pages = g_array_new (FALSE, TRUE, sizeof (guint));
  for (guint i = 0; i < n_columns; i++)
    {
      Column c = { g_strdup (columns[i].name), columns[i].type, 0, FALSE, 0, 0 };
      c.fixed = columns[i].type != BWS_TEXT && columns[i].type != BWS_OLE;
      if (c.fixed)
        {
          c.size = fixed_size_of (c.type);
          c.fixed_offset = tab->fixed_size;
          tab->fixed_size += c.size;
        }
      else
        {
          c.size = columns[i].type == BWS_TEXT ? columns[i].size : 0;
          c.var_index = tab->n_var++;
        }
      g_array_append_val (tab->columns, c);
    }
  return tab;
}

/* MSysObjects, with the columns libmdb reads its catalog from. */
static Table *
catalog_new (void)
{
  static const BwsColumn columns[] = {
    { "Id", BWS_LONG, 0 }, { "ParentId", BWS_LONG, 0 }, { "Name", BWS_TEXT, 255 },
    { "Type", BWS_INT, 0 }, { "DateCreate", BWS_DATETIME, 0 },
    { "DateUpdate", BWS_DATETIME, 0 }, { "Flags", BWS_LONG, 0 }, { "LvProp", BWS_OLE, 0 },
  };
  return table_new ("MSysObjects", columns, G_N_ELEMENTS (columns), TRUE);
}

BwsWriter *
bws_writer_new (void)
{
  BwsWriter *w = g_new0 (BwsWriter, 1);
  w->tables = g_ptr_array_new_with_free_func (table_free);
  g_ptr_array_add (w->tables, catalog_new ());
  return w;
}

void
bws_writer_free (BwsWriter *w)
{
  if (w == NULL)
    return;
  g_ptr_array_unref (w->tables);
  g_free (w);
}

void
bws_writer_add_table (BwsWriter *w, const char *name, const BwsColumn *columns,
                      guint n_columns)
{
  g_ptr_array_add (w->tables, table_new (name, columns, n_columns, FALSE));
}

static void
put16 (guint8 *p, guint v)
{
  p[0] = (guint8) (v & 0xff);
  p[1] = (guint8) ((v >> 8) & 0xff);
}

static void
put32 (guint8 *p, guint32 v)
{
  put16 (p, v & 0xffff);
  put16 (p + 2, v >> 16);
}

/* "YYYY-MM-DD", "HH:MM:SS" or both, as days since 1899-12-30. */
static double
parse_datetime (const char *text)
{
  guint y = 1899, mo = 12, d = 30, h = 0, mi = 0, s = 0;
  const char *time = strchr (text, ':') ? text : NULL;

  if (strchr (text, '-'))
    {
      g_assert_true (sscanf (text, "%u-%u-%u", &y, &mo, &d) == 3);
      time = strchr (text, ' ') ? strchr (text, ' ') + 1 : NULL;
    }
  if (time)
    g_assert_true (sscanf (time, "%u:%u:%u", &h, &mi, &s) == 3);
  g_autoptr (GDate) date = g_date_new_dmy ((GDateDay) d, (GDateMonth) mo, (GDateYear) y);
  g_autoptr (GDate) epoch = g_date_new_dmy (30, G_DATE_DECEMBER, 1899);
  return (double) g_date_days_between (epoch, date) + (h * 3600.0 + mi * 60.0 + s) / 86400.0;
}

static void
put_fixed (guint8 *p, const Column *c, const char *value)
{
  gint64 n = c->type == BWS_DATETIME ? 0 : g_ascii_strtoll (value, NULL, 10);

  switch (c->type)
    {
    case BWS_INT:
      put16 (p, (guint) (n & 0xffff));
      break;
    case BWS_LONG:
      put32 (p, (guint32) (n & 0xffffffff));
      break;
    case BWS_DATETIME:
      {
        double days = parse_datetime (value);
        guint64 bits;
        memcpy (&bits, &days, sizeof bits);
        put32 (p, (guint32) (bits & 0xffffffff));
        put32 (p + 4, (guint32) (bits >> 32));
        break;
      }
    default:
      break;
    }
}

/* A long value kept in the row: its length (3 bytes) with the flag 0x80
 * ("in this row"), 8 bytes of no page pointer, then the bytes. */
static void
append_inline_long_value (GByteArray *row, const char *hex)
{
  gsize n = strlen (hex) / 2;
  guint8 head[12] = { 0 };

  put32 (head, (guint32) n | 0x80000000u);
  g_byte_array_append (row, head, sizeof head);
  for (gsize k = 0; k < n; k++)
    {
      guint8 b = (guint8) (g_ascii_xdigit_value (hex[2 * k]) << 4
                           | g_ascii_xdigit_value (hex[2 * k + 1]));
      g_byte_array_append (row, &b, 1);
    }
}

/* A JET3 row: the column count, the fixed columns, the variable ones,
 * then backwards from the end the null mask, the number of variable
 * columns, their offsets (last first) and the end of their data. */
static GByteArray *
encode_row (const Table *tab, char **values)
{
  guint n = tab->columns->len, mask_size = (n + 7) / 8;
  GByteArray *row = g_byte_array_new ();
  g_autofree guint8 *mask = g_new0 (guint8, mask_size);
  g_autofree guint *offsets = g_new0 (guint, tab->n_var + 1);
  guint8 count = (guint8) n;

  g_byte_array_append (row, &count, 1);
  g_byte_array_set_size (row, 1 + tab->fixed_size);
  memset (row->data + 1, 0, tab->fixed_size);
  for (guint i = 0; i < n; i++)
    {
      const Column *c = &g_array_index (tab->columns, Column, i);
      gboolean given = values[i][0] != '\0';
      if (c->type == BWS_BOOL ? strcmp (values[i], "1") == 0 : given)
        mask[i / 8] |= (guint8) (1u << (i % 8));
      if (c->fixed && given)
        put_fixed (row->data + 1 + c->fixed_offset, c, values[i]);
    }
  if (tab->n_var > 0)
    {
      for (guint i = 0; i < n; i++)
        {
          const Column *c = &g_array_index (tab->columns, Column, i);
          if (c->fixed)
            continue;
          offsets[c->var_index] = row->len;
          if (c->type == BWS_TEXT)
            {
              g_assert_cmpuint (strlen (values[i]), <=, c->size);
              g_byte_array_append (row, (const guint8 *) values[i], (guint) strlen (values[i]));
            }
          else if (values[i][0] != '\0')
            append_inline_long_value (row, values[i]);
        }
      offsets[tab->n_var] = row->len;
      for (guint k = tab->n_var + 1; k-- > 0;)
        {
          guint8 b = (guint8) offsets[k];
          g_assert_cmpuint (offsets[k], <, 256);
          g_byte_array_append (row, &b, 1);
        }
      guint8 n_var = (guint8) tab->n_var;
      g_byte_array_append (row, &n_var, 1);
    }
  g_byte_array_append (row, mask, mask_size);
  g_assert_cmpuint (row->len, <=, 256);
  return row;
}

void
bws_writer_set_properties (BwsWriter *w, const char *hex)
{
  Table *tab = g_ptr_array_index (w->tables, w->tables->len - 1);
  g_free (tab->properties);
  tab->properties = g_strdup (hex);
}

void
bws_writer_add_row (BwsWriter *w, const char *values)
{
  Table *tab = g_ptr_array_index (w->tables, w->tables->len - 1);
  g_auto (GStrv) cells = g_strsplit (values, "|", -1);

  g_assert_cmpuint (g_strv_length (cells), ==, tab->columns->len);
  g_ptr_array_add (tab->rows, encode_row (tab, cells));
}

static void
catalog_rows (BwsWriter *w)
{
  Table *catalog = g_ptr_array_index (w->tables, 0);

  for (guint i = 0; i < w->tables->len; i++)
    {
      const Table *tab = g_ptr_array_index (w->tables, i);
      g_autofree char *row = g_strdup_printf ("%u|251658241|%s|1|2026-01-26|2026-01-26|%s|%s",
                                              tab->tdef_page, tab->name,
                                              tab->system ? "-2147483646" : "0",
                                              tab->properties ? tab->properties : "");
      g_auto (GStrv) cells = g_strsplit (row, "|", -1);
      g_ptr_array_add (catalog->rows, encode_row (catalog, cells));
    }
}

/* Page numbers: each table's definition, then its data pages; the
 * catalog's definition is page 2 and its data pages come last. */
static guint
rows_per_pages (Table *tab, guint first_page)
{
  guint page = first_page, free_space = 0;

  for (guint i = 0; i < tab->rows->len; i++)
    {
      GByteArray *row = g_ptr_array_index (tab->rows, i);
      if (tab->data_pages->len == 0 || free_space < row->len + 2)
        {
          g_array_append_val (tab->data_pages, page);
          page++;
          free_space = PAGE_SIZE - (ROW_COUNT_AT + 2);
        }
      free_space -= row->len + 2;
    }
  return page;
}

static void
write_data_pages (guint8 *file, const Table *tab)
{
  guint r = 0;

  for (guint p = 0; p < tab->data_pages->len; p++)
    {
      guint8 *page = file + (gsize) g_array_index (tab->data_pages, guint, p) * PAGE_SIZE;
      guint end = PAGE_SIZE, n = 0;
      page[0] = 0x01;
      page[1] = 0x01;
      put32 (page + 4, tab->tdef_page);
      for (; r < tab->rows->len; r++, n++)
        {
          GByteArray *row = g_ptr_array_index (tab->rows, r);
          if (end - row->len < ROW_COUNT_AT + 2 + 2 * (n + 1))
            break;
          end -= row->len;
          memcpy (page + end, row->data, row->len);
          put16 (page + ROW_COUNT_AT + 2 + 2 * n, end);
        }
      put16 (page + ROW_COUNT_AT, n);
      put16 (page + 2, end - (ROW_COUNT_AT + 2 + 2 * n));
    }
}

static void
write_column_entry (guint8 *e, const Column *c, guint number)
{
  e[0] = (guint8) c->type;
  put16 (e + 1, number);
  put16 (e + 3, c->fixed ? 0 : c->var_index);
  put16 (e + 5, number);
  if (c->type == BWS_TEXT)
    {
      put16 (e + 7, 0x409);    /* general sort order */
      put16 (e + 9, 0x4e4);    /* Windows-1252 */
    }
  e[13] = (guint8) ((c->fixed ? 0x01 : 0) | 0x02);
  put16 (e + 14, c->fixed ? c->fixed_offset : 0);
  put16 (e + 16, c->type == BWS_BOOL ? 1 : c->size);
}

/* The table definition: header, column entries, column names.  The
 * usage maps are rows 2k and 2k+1 of page 1 for table k. */
static void
write_tdef (guint8 *file, const Table *tab, guint k)
{
  guint8 *page = file + (gsize) tab->tdef_page * PAGE_SIZE;
  guint n = tab->columns->len, at = TDEF_COLUMNS_AT + n * TDEF_COLUMN_SIZE;

  page[0] = 0x02;
  page[1] = 0x01;
  memcpy (page + 2, "VC", 2);
  put32 (page + 12, tab->rows->len);
  page[20] = tab->system ? 0x53 : 0x4e;
  put16 (page + 21, n);
  put16 (page + 23, tab->n_var);
  put16 (page + 25, n);
  put32 (page + 35, (MAP_PAGE << 8) | (2 * k));
  put32 (page + 39, (MAP_PAGE << 8) | (2 * k + 1));
  for (guint i = 0; i < n; i++)
    {
      const Column *c = &g_array_index (tab->columns, Column, i);
      write_column_entry (page + TDEF_COLUMNS_AT + i * TDEF_COLUMN_SIZE, c, i);
      guint len = (guint) strlen (c->name);
      g_assert_cmpuint (at + 1 + len + 2, <, PAGE_SIZE);
      page[at++] = (guint8) len;
      memcpy (page + at, c->name, len);
      at += len;
    }
  page[at++] = 0xff;   /* no variable column usage maps */
  page[at++] = 0xff;
  put32 (page + 8, at - 8);
}

/* Page 1: for each table a usage map (type 0, from page 0, one bit per
 * page: its data pages) and an empty free-space map. */
static void
write_maps (guint8 *file, BwsWriter *w, guint n_pages)
{
  guint8 *page = file + MAP_PAGE * PAGE_SIZE;
  guint map_size = 5 + (n_pages + 7) / 8, end = PAGE_SIZE, n = 0;

  page[0] = 0x01;
  page[1] = 0x01;
  for (guint k = 0; k < w->tables->len; k++)
    {
      const Table *tab = g_ptr_array_index (w->tables, k);
      for (guint which = 0; which < 2; which++, n++)
        {
          g_assert_cmpuint (end - map_size, >, ROW_COUNT_AT + 2 + 2 * (n + 1));
          end -= map_size;
          memset (page + end, 0, map_size);
          for (guint p = 0; which == 0 && p < tab->data_pages->len; p++)
            {
              guint pg = g_array_index (tab->data_pages, guint, p);
              page[end + 5 + pg / 8] |= (guint8) (1u << (pg % 8));
            }
          put16 (page + ROW_COUNT_AT + 2 + 2 * n, end);
        }
    }
  put16 (page + ROW_COUNT_AT, n);
  put16 (page + 2, end - (ROW_COUNT_AT + 2 + 2 * n));
}

static void
rc4 (const guint8 *key, gsize key_len, guint8 *data, gsize len)
{
  guint8 s[256];
  guint i, j = 0;

  for (i = 0; i < 256; i++)
    s[i] = (guint8) i;
  for (i = 0; i < 256; i++)
    {
      j = (j + s[i] + key[i % key_len]) & 0xff;
      guint8 t = s[i]; s[i] = s[j]; s[j] = t;
    }
  i = j = 0;
  for (gsize k = 0; k < len; k++)
    {
      i = (i + 1) & 0xff;
      j = (j + s[i]) & 0xff;
      guint8 t = s[i]; s[i] = s[j]; s[j] = t;
      data[k] ^= s[(s[i] + s[j]) & 0xff];
    }
}

/* Page 0: the signature, JET3, and the RC4-masked block that holds the
 * sort order, the code page (1252) and a database key of 0 (pages not
 * encrypted). */
static void
write_header (guint8 *file)
{
  static const guint8 key[4] = { 0xC7, 0xDA, 0x39, 0x6B };

  file[1] = 0x01;
  memcpy (file + 4, "Standard Jet DB", 15);
  put32 (file + 0x14, 0);
  put16 (file + 0x3a, 0x409);
  put16 (file + 0x3c, 1252);
  rc4 (key, sizeof key, file + 0x18, 126);
}

GBytes *
bws_writer_finish (BwsWriter *w)
{
  Table *catalog = g_ptr_array_index (w->tables, 0);
  guint page = CATALOG_PAGE + 1;

  catalog->tdef_page = CATALOG_PAGE;
  for (guint k = 1; k < w->tables->len; k++)
    {
      Table *tab = g_ptr_array_index (w->tables, k);
      tab->tdef_page = page++;
      page = rows_per_pages (tab, page);
    }
  catalog_rows (w);
  page = rows_per_pages (catalog, page);

  gsize size = (gsize) page * PAGE_SIZE;
  guint8 *file = g_malloc0 (size);
  write_header (file);
  write_maps (file, w, page);
  for (guint k = 0; k < w->tables->len; k++)
    {
      const Table *tab = g_ptr_array_index (w->tables, k);
      write_tdef (file, tab, k);
      write_data_pages (file, tab);
    }
  return g_bytes_new_take (file, size);
}
