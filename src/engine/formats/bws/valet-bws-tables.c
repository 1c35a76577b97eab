/* valet-bws-tables.c: a Bridgemate .bws database opened through libmdb,
 * and its tables read into records. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "valet-bws-private.h"
#include "valet-bws-reader.h"
#include "valet-result-fields.h"
#include "valet-scoring-form.h"

#define JET_VERSION_AT 0x14
/* libmdb writes each value as text into a buffer of this size, cutting
 * it there; Access text is at most 255 characters (765 bytes of UTF-8). */
#define BIND_SIZE 1024
/* Far more than any session has; a damaged table that seems to go on
 * is stopped here, so memory stays bounded. */
#define MAX_RECORDS 100000
#define MAX_NAME_ROWS 1000000
#define SHORT_TEXT 64      /* bytes kept of a number, a contract, a name */

static const char database_expected[] =
  /* Translators: ReceivedData and PlayerNumbers are the tables' names. */
  N_("expected a Bridgemate .bws database: ReceivedData with the results, "
     "PlayerNumbers with the players");

/* ---- the file --------------------------------------------------------- */

/* The page size of an Access database that starts as @data does, or 0. */
static guint
database_page_size (const char *data, gsize length)
{
  static const char head[] = { 0x00, 0x01, 0x00, 0x00 };

  if (length < JET_VERSION_AT + 4 || memcmp (data, head, sizeof head) != 0)
    return 0;
  if (memcmp (data + 4, "Standard Jet DB", 15) != 0
      && memcmp (data + 4, "Standard ACE DB", 15) != 0)
    return 0;
  /* 0: JET3 (Access 97), 2 KB pages; 1 to 6: JET4 and ACE, 4 KB. */
  switch ((guchar) data[JET_VERSION_AT])
    {
    case 0: return 2048;
    case 1: case 2: case 3: case 4: case 5: case 6: return 4096;
    default: return 0;
    }
}

gboolean
valet_bws_is_database (const char *data, gsize length)
{
  return length >= 19 && memcmp (data, "\0\1\0\0Standard ", 13) == 0
         && (memcmp (data + 13, "Jet DB", 6) == 0 || memcmp (data + 13, "ACE DB", 6) == 0);
}

/* ---- the reader's state ----------------------------------------------- */

static void
record_clear (gpointer data)
{
  Record *r = data;
  g_free (r->seat);
  g_free (r->contract);
  g_free (r->result);
  g_free (r->lead);
  g_free (r->remarks);
  g_free (r->when);
}

static void
seating_clear (gpointer data)
{
  Seating *s = data;
  g_free (s->number);
  g_free (s->name);
}

void
valet_bws_init (Bws *b, ValetTournament *t, const char *file, ValetDiagnostics *diag)
{
  memset (b, 0, sizeof *b);
  b->t = t;
  b->file = file;
  b->diag = diag;
  b->catalog = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  b->letters = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  b->records = g_array_new (FALSE, TRUE, sizeof (Record));
  g_array_set_clear_func (b->records, record_clear);
  b->seatings = g_array_new (FALSE, TRUE, sizeof (Seating));
  g_array_set_clear_func (b->seatings, seating_clear);
  b->names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  b->at_table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  b->seat_players = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                           (GDestroyNotify) g_array_unref);
  b->numbered = valet_numbered_pairs_new (t, VALET_TAG_SUFFIX_DASH);
  b->sat_out = g_array_new (FALSE, TRUE, sizeof (BwsSatOut));
}

void
valet_bws_clear (Bws *b)
{
  g_hash_table_unref (b->catalog);
  g_hash_table_unref (b->letters);
  g_array_unref (b->records);
  g_array_unref (b->seatings);
  g_hash_table_unref (b->names);
  g_hash_table_unref (b->at_table);
  g_hash_table_unref (b->seat_players);
  valet_numbered_pairs_free (b->numbered);
  g_array_unref (b->sat_out);
  if (b->mdb)
    mdb_close (b->mdb);
}

/* A text value trimmed, at most @max bytes, '|' (the text format's
 * separator) written as '/'. */
static char *
clean_text (const char *value, gsize max)
{
  char *s = g_strstrip (g_strndup (value ? value : "", max));
  for (char *p = s; *p; p++)
    if (*p == '|' || (guchar) *p < ' ')
      *p = *p == '|' ? '/' : ' ';
  return s;
}

/* ---- checks before libmdb -------------------------------------------- */

static guint
get16 (const guchar *p)
{
  return p[0] | (guint) p[1] << 8;
}

static guint32
get32 (const guchar *p)
{
  return get16 (p) | (guint32) get16 (p + 2) << 16;
}

/* Whether the usage map of the table defined on page @tdef_page (the
 * list of its data pages) is one libmdb can read.  libmdb 1.0 takes the
 * map's row as it finds it: a row of no bytes leaves it a NULL map that
 * it then reads, and a type-0 map shorter than its 5-byte header makes
 * it count the map's bits from a negative length.  So the row is found
 * here first, the way libmdb finds it (mdb_find_pg_row). */
static gboolean
usage_map_sane (const Bws *b, gsize tdef_page)
{
  gsize page = b->page_size, n_pages = b->length / page;
  gsize row_count_at = page == 2048 ? 8 : 12, map_at = page == 2048 ? 35 : 55;

  if (tdef_page == 0 || tdef_page >= n_pages || b->data[tdef_page * page] != 0x02)
    return FALSE;
  guint32 pg_row = get32 (b->data + tdef_page * page + map_at);
  gsize map_page = pg_row >> 8, row = pg_row & 0xff;
  if (map_page >= n_pages)
    return FALSE;
  const guchar *p = b->data + map_page * page;
  gsize start = get16 (p + row_count_at + 2 + row * 2) & 0x1fff;
  gsize end = row == 0 ? page : get16 (p + row_count_at + row * 2) & 0x1fff;
  if (start >= end || end > page)
    return FALSE;
  return p[start] != 0 || end - start >= 5;
}

/* ---- tables ----------------------------------------------------------- */

typedef struct {
  MdbCatalogEntry *entry; /* ours; libmdb keeps a pointer to it */
  MdbTableDef *table;
  guint        n_columns;
  char       **value;     /* bound buffers; NULL for a column the table lacks */
} BwsTable;

typedef enum { TABLE_OK, TABLE_MISSING, TABLE_DAMAGED } TableStatus;

/* libmdb trusts a table's definition: a column past the end of a page, or
 * more columns than a row can hold, would make it read outside its
 * buffers.  Such a definition is refused before any row is read. */
static gboolean
columns_sane (Bws *b, MdbTableDef *table)
{
  gssize page = b->mdb->fmt->pg_size;

  if (table->columns == NULL || table->num_cols == 0 || table->num_cols > MDB_MAX_COLS
      || table->columns->len != table->num_cols)
    return FALSE;
  for (guint i = 0; i < table->num_cols; i++)
    {
      const MdbColumn *c = g_ptr_array_index (table->columns, i);
      if (c->col_size < 0 || c->col_size > page || c->col_num < 0
          || c->col_num >= MDB_MAX_COLS || c->var_col_num >= MDB_MAX_COLS)
        return FALSE;
      if (c->is_fixed && (c->fixed_offset < 0 || c->fixed_offset + c->col_size > page))
        return FALSE;
    }
  return TRUE;
}

static void
table_close (BwsTable *tab)
{
  for (guint i = 0; tab->value && i < tab->n_columns; i++)
    g_free (tab->value[i]);
  g_free (tab->value);
  if (tab->table)
    mdb_free_tabledef (tab->table);
  g_free (tab->entry);
  memset (tab, 0, sizeof *tab);
}

/* The table defined on page @page, with @columns bound (those it has). */
static gboolean
table_open_at (Bws *b, const char *name, gsize page, const char *const *columns, guint n,
               BwsTable *tab)
{
  memset (tab, 0, sizeof *tab);
  tab->entry = g_new0 (MdbCatalogEntry, 1);
  tab->entry->mdb = b->mdb;
  tab->entry->object_type = MDB_TABLE;
  tab->entry->table_pg = page;
  g_strlcpy (tab->entry->object_name, name, sizeof tab->entry->object_name);
  if (usage_map_sane (b, page))
    tab->table = mdb_read_table (tab->entry);
  if (tab->table == NULL || mdb_read_columns (tab->table) == NULL
      || !columns_sane (b, tab->table))
    {
      table_close (tab);
      return FALSE;
    }
  tab->n_columns = n;
  tab->value = g_new0 (char *, n);
  for (guint i = 0; i < n; i++)
    {
      tab->value[i] = g_malloc0 (BIND_SIZE);
      if (mdb_bind_column_by_name (tab->table, (gchar *) columns[i], tab->value[i], NULL) < 0)
        g_clear_pointer (&tab->value[i], g_free);
    }
  mdb_rewind_table (tab->table);
  return TRUE;
}

static TableStatus
table_open (Bws *b, const char *name, const char *const *columns, guint n, BwsTable *tab)
{
  g_autofree char *key = g_ascii_strdown (name, -1);
  gpointer page = g_hash_table_lookup (b->catalog, key);

  memset (tab, 0, sizeof *tab);
  if (page == NULL)
    return TABLE_MISSING;
  if (!table_open_at (b, name, GPOINTER_TO_SIZE (page), columns, n, tab))
    {
      /* Translators: the table, then what was expected, "expected a ...". */
      valet_diagnostics_add (b->diag, b->file, 0, _("table %s cannot be read: the "
                                                    "database is damaged (%s, as "
                                                    "Bridgemate Control Software "
                                                    "writes it)"),
                             name, _(database_expected));
      return TABLE_DAMAGED;
    }
  return TABLE_OK;
}

/* The definition page of each table, from the catalog (MSysObjects, the
 * table defined on page 2).  It is read here with libmdb's table reader
 * rather than mdb_read_catalog(), which also parses every object's
 * properties (LvProp) and loops without end, allocating, on some damaged
 * ones; the properties (column formats) are of no use here. */
static gboolean
read_catalog (Bws *b)
{
  static const char *const columns[] = { "Id", "Name", "Type" };
  BwsTable tab;
  guint rows = 0;

  if (!table_open_at (b, "MSysObjects", 2, columns, G_N_ELEMENTS (columns), &tab))
    return FALSE;
  while (tab.value[0] && tab.value[1] && tab.value[2] && rows++ < MAX_RECORDS
         && mdb_fetch_row (tab.table))
    {
      gint64 id = g_ascii_strtoll (tab.value[0], NULL, 10);
      gint64 type = g_ascii_strtoll (tab.value[2], NULL, 10);
      /* The Id's low three bytes are the definition's page. */
      if ((type & 0x7f) == MDB_TABLE && (id & 0xffffff) != 0 && tab.value[1][0] != '\0')
        g_hash_table_replace (b->catalog, g_ascii_strdown (tab.value[1], -1),
                              GSIZE_TO_POINTER ((gsize) (id & 0xffffff)));
    }
  table_close (&tab);
  return g_hash_table_size (b->catalog) > 0;
}

static const char *
table_value (const BwsTable *tab, guint column)
{
  return tab->value[column] ? tab->value[column] : "";
}

/* The first of @n columns (given by @required, indices into @columns)
 * that @tab lacks, or NULL. */
static const char *
missing_column (const BwsTable *tab, const char *const *columns, const guint *required, guint n)
{
  for (guint i = 0; i < n; i++)
    if (tab->value[required[i]] == NULL)
      return columns[required[i]];
  return NULL;
}

/* ---- sections and the session ----------------------------------------- */

static void
read_sections (Bws *b)
{
  static const char *const columns[] = { "ID", "Letter", "ScoringType" };
  BwsTable tab;
  guint id, rows = 0;
  gboolean form_warned = FALSE;

  if (table_open (b, "Section", columns, G_N_ELEMENTS (columns), &tab) != TABLE_OK)
    return;
  while (rows++ < MAX_RECORDS && mdb_fetch_row (tab.table))
    {
      g_autofree char *id_text = clean_text (table_value (&tab, 0), SHORT_TEXT);
      char *letter = clean_text (table_value (&tab, 1), SHORT_TEXT);
      g_autofree char *type = clean_text (table_value (&tab, 2), SHORT_TEXT);
      /* Each section says how Bridgemate shows its scores: the form. */
      g_autofree char *word = type[0] ? g_strdup_printf ("ScoringType %s", type) : NULL;
      valet_form_declare (b->t, VALET_FORM_WORDS_BWS, word, b->file, 0, b->diag, &form_warned);
      if (valet_field_number (id_text, MAX_NUMBER, &id) && letter[0] != '\0')
        g_hash_table_replace (b->letters, GUINT_TO_POINTER (id), letter);
      else
        g_free (letter);
    }
  table_close (&tab);
}

const char *
valet_bws_section_label (Bws *b, guint section)
{
  const char *letter = g_hash_table_lookup (b->letters, GUINT_TO_POINTER (section));
  if (letter == NULL)
    {
      char *number = g_strdup_printf ("%u", section);
      g_hash_table_insert (b->letters, GUINT_TO_POINTER (section), number);
      letter = number;
    }
  return letter;
}

static gint
sat_out_compare (gconstpointer a, gconstpointer b)
{
  guint x = ((const BwsSatOut *) a)->id, y = ((const BwsSatOut *) b)->id;
  return x < y ? -1 : x > y;
}

void
valet_bws_report_sit_outs (Bws *b)
{
  g_autoptr (ValetSitOuts) sit_outs = valet_sit_outs_new ();
  g_autoptr (GHashTable) sections = g_hash_table_new (g_direct_hash, g_direct_equal);

  for (guint i = 0; i < b->records->len; i++)
    g_hash_table_add (sections,
                      GUINT_TO_POINTER (g_array_index (b->records, Record, i).section));
  for (guint i = 0; i < b->sat_out->len; i++)
    g_hash_table_add (sections,
                      GUINT_TO_POINTER (g_array_index (b->sat_out, BwsSatOut, i).section));
  g_array_sort (b->sat_out, sat_out_compare);
  for (guint i = 0; i < b->sat_out->len; i++)
    {
      const BwsSatOut *o = &g_array_index (b->sat_out, BwsSatOut, i);
      /* "3", or "A3" where the event has several sections. */
      g_autofree char *pair = g_strdup_printf ("%s%u", g_hash_table_size (sections) > 1
                                                         ? valet_bws_section_label (b, o->section)
                                                         : "", o->pair);
      valet_sit_outs_add (sit_outs, pair, o->round, o->board, o->id);
    }
  valet_sit_outs_report (sit_outs, b->diag, b->file);
}

/* Session.Name and the date of Session.Date (1899-12-30 is Access's
 * day zero: no date). */
static void
read_session (Bws *b)
{
  static const char *const columns[] = { "Name", "Date" };
  BwsTable tab;

  if (table_open (b, "Session", columns, G_N_ELEMENTS (columns), &tab) != TABLE_OK)
    return;
  if (mdb_fetch_row (tab.table))
    {
      g_autofree char *name = clean_text (table_value (&tab, 0), 2 * SHORT_TEXT);
      g_autofree char *date = clean_text (table_value (&tab, 1), 10);
      valet_tournament_offer_event (b->t, VALET_EVENT_TITLE, name);
      if (strlen (date) == 10 && strcmp (date, "1899-12-30") != 0)
        valet_tournament_offer_event (b->t, VALET_EVENT_DATE, date);
    }
  table_close (&tab);
}

/* ---- ReceivedData ----------------------------------------------------- */

enum {
  RD_ID, RD_SECTION, RD_TABLE, RD_ROUND, RD_BOARD, RD_PAIR_NS, RD_PAIR_EW, RD_DECLARER,
  RD_SEAT, RD_CONTRACT, RD_RESULT, RD_LEAD, RD_REMARKS, RD_DATE, RD_TIME, RD_ERASED,
  RD_N_COLUMNS
};

static const char *const received_columns[RD_N_COLUMNS] = {
  "ID", "Section", "Table", "Round", "Board", "PairNS", "PairEW", "Declarer",
  "NS/EW", "Contract", "Result", "LeadCard", "Remarks", "DateLog", "TimeLog", "Erased",
};

/* Whether a record may seat a pair against pair 0, nobody: when it has
 * neither a contract nor a score in its remarks ("60%-40%"). */
static gboolean
may_sit_out (const BwsTable *tab)
{
  g_autofree char *contract = clean_text (table_value (tab, RD_CONTRACT), SHORT_TEXT);
  g_autofree char *remarks = clean_text (table_value (tab, RD_REMARKS), 2 * SHORT_TEXT);

  return contract[0] == '\0' && strchr (remarks, '%') == NULL;
}

static gboolean
record_numbers (Bws *b, const BwsTable *tab, Record *r)
{
  /* A whole sentence for each number, for translators. */
  static const struct { guint column, min, max; const char *message; } numbers[] = {
    { RD_SECTION, 1, MAX_NUMBER,
      /* Translators: the record, the value, the least and the most, the column. */
      N_("ReceivedData record %u: section '%s' is not a number from %u to %u "
         "(expected the section of the result in column %s)") },
    { RD_TABLE, 1, MAX_NUMBER,
      N_("ReceivedData record %u: table '%s' is not a number from %u to %u "
         "(expected the table of the result in column %s)") },
    { RD_ROUND, 1, BWS_MAX_ROUND,
      N_("ReceivedData record %u: round '%s' is not a number from %u to %u "
         "(expected the round of the result in column %s)") },
    { RD_BOARD, 1, MAX_NUMBER,
      N_("ReceivedData record %u: board '%s' is not a number from %u to %u "
         "(expected the board of the result in column %s)") },
    { RD_PAIR_NS, 1, MAX_NUMBER,
      N_("ReceivedData record %u: NS pair '%s' is not a number from %u to %u "
         "(expected the NS pair of the result in column %s)") },
    { RD_PAIR_EW, 1, MAX_NUMBER,
      N_("ReceivedData record %u: EW pair '%s' is not a number from %u to %u "
         "(expected the EW pair of the result in column %s)") },
  };
  guint *fields[] = { &r->section, &r->table, &r->round, &r->board, &r->pair[0],
                      &r->pair[1] };
  gboolean sit_out = may_sit_out (tab);

  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      g_autofree char *text = clean_text (table_value (tab, numbers[i].column), SHORT_TEXT);
      guint min = numbers[i].min;
      /* One pair of a record not played may be 0, nobody: a sit-out. */
      if (sit_out && (fields[i] == &r->pair[0] || (fields[i] == &r->pair[1] && r->pair[0])))
        min = 0;
      if (!valet_field_number (text, numbers[i].max, fields[i]) || *fields[i] < min)
        {
          valet_diagnostics_add (b->diag, b->file, r->id, _(numbers[i].message), r->id,
                                 text, numbers[i].min, numbers[i].max,
                                 received_columns[numbers[i].column]);
          return FALSE;
        }
    }
  return TRUE;
}

/* One row of ReceivedData into @r; FALSE (after a message) when its
 * numbers are not numbers. */
static gboolean
read_record (Bws *b, const BwsTable *tab, guint place, Record *r)
{
  g_autofree char *id = clean_text (table_value (tab, RD_ID), SHORT_TEXT);
  g_autofree char *declarer = clean_text (table_value (tab, RD_DECLARER), SHORT_TEXT);
  g_autofree char *date = clean_text (table_value (tab, RD_DATE), 10);
  const char *time = table_value (tab, RD_TIME);

  if (!valet_field_number (id, G_MAXINT, &r->id) || r->id == 0)
    r->id = place;
  if (!record_numbers (b, tab, r))
    return FALSE;
  if (!valet_field_number (declarer, MAX_NUMBER, &r->declarer_pair))
    r->declarer_pair = 0;
  r->seat = clean_text (table_value (tab, RD_SEAT), SHORT_TEXT);
  r->contract = clean_text (table_value (tab, RD_CONTRACT), SHORT_TEXT);
  r->result = clean_text (table_value (tab, RD_RESULT), SHORT_TEXT);
  r->lead = clean_text (table_value (tab, RD_LEAD), SHORT_TEXT);
  r->remarks = clean_text (table_value (tab, RD_REMARKS), 2 * SHORT_TEXT);
  /* TimeLog holds the time on Access's day zero; DateLog the day. */
  r->when = g_strdup_printf ("%s %s", date, strlen (time) > 11 ? time + 11 : "");
  r->key_round = r->round;
  return TRUE;
}

/* Returns the number of records read, erased ones included. */
static guint
read_received_rows (Bws *b, BwsTable *tab)
{
  guint place = 0;

  while (!valet_tournament_is_cancelled (b->t) && mdb_fetch_row (tab->table))
    {
      Record r = { 0 };
      if (++place > MAX_RECORDS)
        {
          valet_diagnostics_add (b->diag, b->file, 0, _("ReceivedData has more than %u "
                                                        "records; the rest is not read "
                                                        "(expected the results of one "
                                                        "session)"), MAX_RECORDS);
          return MAX_RECORDS;
        }
      if (strcmp (table_value (tab, RD_ERASED), "1") == 0)
        continue;   /* an entry the director erased: not a result */
      if (!read_record (b, tab, place, &r))
        {
          record_clear (&r);
          valet_tournament_count_left_out (b->t, 1);
          continue;
        }
      if (r.pair[0] == 0 || r.pair[1] == 0)
        {
          /* Against pair 0: no result, and said once for the pair. */
          BwsSatOut o = { r.section, r.pair[r.pair[0] == 0], r.round, r.board, r.id };
          g_array_append_val (b->sat_out, o);
          record_clear (&r);
          continue;
        }
      g_array_append_val (b->records, r);
    }
  return place;
}

static gboolean
read_received_data (Bws *b)
{
  static const guint required[] = { RD_SECTION, RD_TABLE, RD_ROUND, RD_BOARD, RD_PAIR_NS,
                                    RD_PAIR_EW, RD_SEAT, RD_CONTRACT, RD_RESULT };
  BwsTable tab;
  TableStatus status = table_open (b, "ReceivedData", received_columns, RD_N_COLUMNS, &tab);
  const char *missing;

  if (status == TABLE_MISSING)
    /* Translators: %s is what was expected, "expected a Bridgemate ...". */
    valet_diagnostics_add (b->diag, b->file, 0, _("has no table ReceivedData, so no "
                                                  "results (%s)"), _(database_expected));
  if (status != TABLE_OK)
    return FALSE;
  missing = missing_column (&tab, received_columns, required, G_N_ELEMENTS (required));
  if (missing != NULL)
    {
      valet_diagnostics_add (b->diag, b->file, 0, _("table ReceivedData has no column %s "
                                                    "(expected the columns Section, Table, "
                                                    "Round, Board, PairNS, PairEW, NS/EW, "
                                                    "Contract and Result)"), missing);
      table_close (&tab);
      return FALSE;
    }
  guint read = read_received_rows (b, &tab), counted = tab.table->num_rows;
  table_close (&tab);
  if (read < counted && read < MAX_RECORDS)
    valet_diagnostics_add (b->diag, b->file, 0,
                           /* Translators: the records counted, those read, then what
                            * was expected, "expected a Bridgemate ...". */
                           _("table ReceivedData counts %u records, but only %u can be "
                             "read: the database is truncated or damaged, and results "
                             "are missing (%s, copied whole)"),
                           counted, read, _(database_expected));
  else if (read == 0)
    valet_diagnostics_add (b->diag, b->file, 0, _("has no results: table ReceivedData is "
                                                  "empty (expected the results entered at "
                                                  "the tables)"));
  /* The records that can be read are still read: each one is a result. */
  return read > 0;
}

/* ---- PlayerNumbers, PlayerNames, RoundData ---------------------------- */

static void
read_seating (Bws *b, const BwsTable *tab, guint place)
{
  g_autofree char *section = clean_text (table_value (tab, 0), SHORT_TEXT);
  g_autofree char *table = clean_text (table_value (tab, 1), SHORT_TEXT);
  g_autofree char *direction = clean_text (table_value (tab, 2), SHORT_TEXT);
  g_autofree char *round = clean_text (table_value (tab, 5), SHORT_TEXT);
  Seating s = { 0 };

  if (!valet_field_number (section, MAX_NUMBER, &s.section)
      || !valet_field_number (table, MAX_NUMBER, &s.table))
    return;   /* a seat of no table: nothing to say who played */
  if (!valet_field_number (round, BWS_MAX_ROUND, &s.round))
    s.round = 0;
  s.direction = g_ascii_toupper (direction[0]);
  ValetSeat seat;
  if (direction[0] == '\0' || direction[1] != '\0' || !valet_seat_from_letter (s.direction, &seat))
    {
      valet_diagnostics_warn (b->diag, b->file, place, _("PlayerNumbers record %u (section "
                                                         "%s, table %s): direction '%s' is "
                                                         "not a seat; the player is left "
                                                         "out (expected N, E, S or W)"),
                              place,
                              valet_bws_section_label (b, s.section), table, direction);
      return;
    }
  s.number = clean_text (table_value (tab, 3), SHORT_TEXT);
  s.name = clean_text (table_value (tab, 4), SHORT_TEXT);
  s.place = place;
  g_array_append_val (b->seatings, s);
}

static void
read_player_numbers (Bws *b)
{
  static const char *const columns[] = { "Section", "Table", "Direction", "Number", "Name",
                                         "Round" };
  BwsTable tab;
  guint place = 0;

  if (table_open (b, "PlayerNumbers", columns, G_N_ELEMENTS (columns), &tab) != TABLE_OK)
    return;
  while (place < MAX_RECORDS && mdb_fetch_row (tab.table))
    read_seating (b, &tab, ++place);
  table_close (&tab);
}

gboolean
valet_bws_number_given (const char *number)
{
  return number[0] != '\0' && strspn (number, "0") != strlen (number);
}

/* The names PlayerNames gives the numbers PlayerNumbers leaves unnamed
 * (a club's whole list of members: only those are kept). */
static void
read_player_names (Bws *b)
{
  static const char *const columns[] = { "ID", "strID", "Name" };
  BwsTable tab;
  guint rows = 0;

  for (guint i = 0; i < b->seatings->len; i++)
    {
      const Seating *s = &g_array_index (b->seatings, Seating, i);
      if (s->name[0] == '\0' && valet_bws_number_given (s->number))
        g_hash_table_replace (b->names, g_strdup (s->number), NULL);
    }
  if (g_hash_table_size (b->names) == 0
      || table_open (b, "PlayerNames", columns, G_N_ELEMENTS (columns), &tab) != TABLE_OK)
    return;
  while (rows++ < MAX_NAME_ROWS && mdb_fetch_row (tab.table))
    for (guint k = 0; k < 2; k++)
      {
        g_autofree char *id = clean_text (table_value (&tab, k), SHORT_TEXT);
        if (g_hash_table_contains (b->names, id) && g_hash_table_lookup (b->names, id) == NULL)
          g_hash_table_replace (b->names, g_strdup (id),
                                clean_text (table_value (&tab, 2), SHORT_TEXT));
      }
  table_close (&tab);
}

static void
note_at_table (Bws *b, guint section, guint table, guint round, guint ns, guint ew)
{
  char *key = g_strdup_printf ("%u/%u/%u", section, table, round);

  if (g_hash_table_contains (b->at_table, key))
    g_free (key);
  else
    g_hash_table_insert (b->at_table, key, GUINT_TO_POINTER (ns << 16 | ew));
  b->max_round = MAX (b->max_round, round);
}

/* The pairs at each table in each round: from the results, and where a
 * table has none in a round, from RoundData. */
static void
read_round_data (Bws *b)
{
  static const char *const columns[] = { "Section", "Table", "Round", "NSPair", "EWPair" };
  BwsTable tab;
  guint rows = 0;

  for (guint i = 0; i < b->records->len; i++)
    {
      const Record *r = &g_array_index (b->records, Record, i);
      note_at_table (b, r->section, r->table, r->round, r->pair[0], r->pair[1]);
    }
  if (table_open (b, "RoundData", columns, G_N_ELEMENTS (columns), &tab) != TABLE_OK)
    return;
  while (rows++ < MAX_RECORDS && mdb_fetch_row (tab.table))
    {
      guint v[5];
      gboolean ok = TRUE;
      for (guint k = 0; k < 5; k++)
        {
          g_autofree char *text = clean_text (table_value (&tab, k), SHORT_TEXT);
          ok = ok && valet_field_number (text, k == 2 ? BWS_MAX_ROUND : MAX_NUMBER, &v[k])
               && v[k] > 0;
        }
      if (ok)
        note_at_table (b, v[0], v[1], v[2], v[3], v[4]);
    }
  table_close (&tab);
}

/* ---- opening the database ---------------------------------------------- */

static gboolean
open_database (Bws *b, const char *data, gsize length)
{
  guint page = database_page_size (data, length);

  if (page == 0)
    {
      /* Translators: %s is what was expected, "expected a Bridgemate ...". */
      valet_diagnostics_add (b->diag, b->file, 0, _("is not an Access database (%s, which "
                                                    "starts with \"Standard Jet DB\")"),
                             _(database_expected));
      return FALSE;
    }
  if (length % page != 0 || length < 3 * (gsize) page)
    {
      /* %llu rather than G_GSIZE_FORMAT, a macro xgettext cannot see through. */
      unsigned long long bytes = length;
      valet_diagnostics_add (b->diag, b->file, 0,
                             /* Translators: the bytes, the page size, then what was
                              * expected, "expected a Bridgemate ...". */
                             _("is truncated or damaged: %llu bytes are not a whole "
                               "number of %u-byte pages (%s, copied whole)"),
                             bytes, page, _(database_expected));
      return FALSE;
    }
  b->data = (const guchar *) data;
  b->length = length;
  b->page_size = page;
  /* Opened read-only: libmdb reads the bytes and never writes them. */
  b->mdb = mdb_open_buffer ((void *) data, length, MDB_NOFLAGS);
  if (b->mdb != NULL)
    {
      mdb_set_bind_size (b->mdb, BIND_SIZE);
      mdb_set_date_fmt (b->mdb, "%Y-%m-%d %H:%M:%S");
      mdb_set_boolean_fmt_numbers (b->mdb);
    }
  if (b->mdb == NULL || !read_catalog (b))
    {
      /* Translators: %s is what was expected, "expected a Bridgemate ...". */
      valet_diagnostics_add (b->diag, b->file, 0, _("cannot be opened: its catalog of tables "
                                                    "is missing or damaged (%s, copied "
                                                    "whole)"), _(database_expected));
      return FALSE;
    }
  return TRUE;
}

gboolean
valet_bws_read_database (Bws *b, const char *data, gsize length)
{
  if (!open_database (b, data, length) || !read_received_data (b))
    return FALSE;
  read_sections (b);
  read_session (b);
  read_player_numbers (b);
  read_player_names (b);
  read_round_data (b);
  return TRUE;
}

/* ---- any table, row by row (valet-bws-deals.c) ------------------------- */

gboolean
valet_bws_each_row (Bws *b, const char *name, const char *const *columns, guint n,
                    ValetBwsRowFunc row, gpointer data)
{
  BwsTable tab;
  guint rows = 0;
  g_autofree const char **values = g_new0 (const char *, n);

  if (table_open (b, name, columns, n, &tab) != TABLE_OK)
    return FALSE;
  while (rows++ < MAX_RECORDS && mdb_fetch_row (tab.table))
    {
      for (guint i = 0; i < n; i++)
        values[i] = tab.value[i];
      row (b, values, data);
    }
  table_close (&tab);
  return TRUE;
}
