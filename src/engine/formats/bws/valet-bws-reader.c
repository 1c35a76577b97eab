/* valet-bws-reader.c: Bridgemate .bws databases, through libmdb. */
#include "config.h"
#include "valet-bws-reader.h"

#include <glib/gi18n-lib.h>
#include <mdbtools.h>
#include <string.h>

#include "valet-adjusted-fields.h"
#include "valet-bridge.h"
#include "valet-result-fields.h"

#define JET_VERSION_AT 0x14
/* libmdb writes each value as text into a buffer of this size, cutting
 * it there; Access text is at most 255 characters (765 bytes of UTF-8). */
#define BIND_SIZE 1024
#define MAX_NUMBER 9999
/* Bridgemate numbers rounds in three digits. */
#define BWS_MAX_ROUND 999
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

typedef struct {
  guint    id;            /* the ID column, or the place in the table */
  guint    section, table, round, board;
  guint    pair[2];       /* NS, EW */
  guint    declarer_pair; /* 0 when not given */
  char    *seat, *contract, *result, *lead, *remarks;
  char    *when;          /* "YYYY-MM-DD HH:MM:SS" from DateLog and TimeLog */
  guint    key_round;     /* the round the result is compared in */
  gboolean replaced;      /* entered again later at the same table and round */
} Record;

typedef struct {
  guint section, table, round;
  char  direction;        /* N, E, S or W */
  char *number, *name;
  guint place;            /* in PlayerNumbers, from 1 */
} Seating;

typedef struct {
  guint round;
  guint player;
  guint place;
} SeatPlayer;

typedef struct {
  ValetTournament  *t;
  const char       *file;
  ValetDiagnostics *diag;
  const guchar     *data;
  gsize             length;
  guint             page_size;
  MdbHandle        *mdb;
  GHashTable       *catalog;       /* table name, lower case -> definition page */
  GHashTable       *letters;       /* section id -> its letter */
  GArray           *records;       /* Record, erased ones not kept */
  GArray           *seatings;      /* Seating */
  GHashTable       *names;         /* player number -> name, from PlayerNames */
  GHashTable       *by_direction;  /* sections numbered by direction */
  GHashTable       *at_table;      /* "section/table/round" -> NS << 16 | EW */
  guint             max_round;
  GHashTable       *seat_players;  /* pair key + 'a'/'b' -> GArray of SeatPlayer */
  GHashTable       *placeholders;  /* tag stem -> player index + 1 */
} Bws;

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

static void
bws_init (Bws *b, ValetTournament *t, const char *file, ValetDiagnostics *diag)
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
  b->by_direction = g_hash_table_new (g_direct_hash, g_direct_equal);
  b->at_table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  b->seat_players = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                           (GDestroyNotify) g_array_unref);
  b->placeholders = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

static void
bws_clear (Bws *b)
{
  g_hash_table_unref (b->catalog);
  g_hash_table_unref (b->letters);
  g_array_unref (b->records);
  g_array_unref (b->seatings);
  g_hash_table_unref (b->names);
  g_hash_table_unref (b->by_direction);
  g_hash_table_unref (b->at_table);
  g_hash_table_unref (b->seat_players);
  g_hash_table_unref (b->placeholders);
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
  static const char *const columns[] = { "ID", "Letter" };
  BwsTable tab;
  guint id, rows = 0;

  if (table_open (b, "Section", columns, G_N_ELEMENTS (columns), &tab) != TABLE_OK)
    return;
  while (rows++ < MAX_RECORDS && mdb_fetch_row (tab.table))
    {
      g_autofree char *id_text = clean_text (table_value (&tab, 0), SHORT_TEXT);
      char *letter = clean_text (table_value (&tab, 1), SHORT_TEXT);
      if (valet_field_number (id_text, MAX_NUMBER, &id) && letter[0] != '\0')
        g_hash_table_replace (b->letters, GUINT_TO_POINTER (id), letter);
      else
        g_free (letter);
    }
  table_close (&tab);
}

/* The section's letter, or its number where Section does not name it. */
static const char *
section_label (Bws *b, guint section)
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

/* "ReceivedData record 12 (section A, table 3, round 2, board 5)". */
static char *
record_label (Bws *b, const Record *r)
{
  return g_strdup_printf (_("ReceivedData record %u (section %s, table %u, round %u, "
                            "board %u)"), r->id, section_label (b, r->section), r->table,
                          r->round, r->board);
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

  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      g_autofree char *text = clean_text (table_value (tab, numbers[i].column), SHORT_TEXT);
      if (!valet_field_number (text, numbers[i].max, fields[i]) || *fields[i] < numbers[i].min)
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
                              section_label (b, s.section), table, direction);
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

static gboolean
number_given (const char *number)
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
      if (s->name[0] == '\0' && number_given (s->number))
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

/* ---- entries made twice ----------------------------------------------- */

static gint
compare_entries (gconstpointer pa, gconstpointer pb, gpointer data)
{
  GArray *records = data;
  const Record *a = &g_array_index (records, Record, *(const guint *) pa);
  const Record *b = &g_array_index (records, Record, *(const guint *) pb);
  guint ka[] = { a->section, a->table, a->round, a->board };
  guint kb[] = { b->section, b->table, b->round, b->board };

  for (guint i = 0; i < G_N_ELEMENTS (ka); i++)
    if (ka[i] != kb[i])
      return ka[i] < kb[i] ? -1 : 1;
  int c = strcmp (a->when, b->when);
  if (c != 0)
    return c;
  if (a->id != b->id)
    return a->id < b->id ? -1 : 1;
  return *(const guint *) pa < *(const guint *) pb ? -1 : 1;
}

static gboolean
same_entry_key (const Record *a, const Record *b)
{
  return a->section == b->section && a->table == b->table && a->round == b->round
         && a->board == b->board;
}

/* A board entered again at one table in one round: the later entry is
 * the one the players agreed on. */
static void
drop_replaced_entries (Bws *b)
{
  g_autoptr (GArray) order = g_array_sized_new (FALSE, FALSE, sizeof (guint), b->records->len);

  for (guint i = 0; i < b->records->len; i++)
    g_array_append_val (order, i);
  g_array_sort_with_data (order, compare_entries, b->records);
  for (guint k = 0; k + 1 < order->len; k++)
    {
      Record *r = &g_array_index (b->records, Record, g_array_index (order, guint, k));
      const Record *next = &g_array_index (b->records, Record,
                                           g_array_index (order, guint, k + 1));
      if (!same_entry_key (r, next))
        continue;
      r->replaced = TRUE;
      g_autofree char *label = record_label (b, r);
      valet_diagnostics_warn (b->diag, b->file, r->id,
                              /* Translators: the record, "ReceivedData record 12 (...)",
                               * the later record, this one's contract and result. */
                              _("%s: board entered again at this table and round (record "
                                "%u); the later entry is kept and this one ('%s' '%s') "
                                "left out (expected one entry for each board at a table "
                                "in a round)"), label, next->id, r->contract, r->result);
    }
}

/* ---- movement --------------------------------------------------------- */

/* A Mitchell numbers North-South and East-West pairs apart: then some
 * result has one number on both sides, or some board the same number
 * once North-South and once East-West.  Told section by section. */
static void
find_numbering (Bws *b)
{
  g_autoptr (GHashTable) ns = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < b->records->len; i++)
      {
        const Record *r = &g_array_index (b->records, Record, i);
        if (r->replaced)
          continue;
        char *key = g_strdup_printf ("%u/%u/%u", r->section, r->board, r->pair[pass]);
        if (pass == 0 && r->pair[0] == r->pair[1])
          g_hash_table_add (b->by_direction, GUINT_TO_POINTER (r->section));
        if (pass == 1 && g_hash_table_contains (ns, key))
          g_hash_table_add (b->by_direction, GUINT_TO_POINTER (r->section));
        if (pass == 0)
          g_hash_table_add (ns, key);
        else
          g_free (key);
      }
}

/* The key of a pair: section, direction where the section numbers by
 * direction, number ("ANS3", "A3"). */
static char *
pair_key (Bws *b, guint section, guint side, guint number)
{
  gboolean by_direction = g_hash_table_contains (b->by_direction, GUINT_TO_POINTER (section));
  return g_strdup_printf ("%s%s%u", section_label (b, section),
                          by_direction ? (side ? "EW" : "NS") : "", number);
}

/* Whether some pair plays one board number in two rounds: then the
 * numbers are not one deal each (teams playing boards 1-8 every round). */
static gboolean
boards_replayed (Bws *b)
{
  g_autoptr (GHashTable) played = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < b->records->len; i++)
    {
      const Record *r = &g_array_index (b->records, Record, i);
      for (guint side = 0; side < 2 && !r->replaced; side++)
        {
          g_autofree char *pair = pair_key (b, r->section, side, r->pair[side]);
          char *key = g_strdup_printf ("%s/%u", pair, r->board);
          gpointer round;
          if (g_hash_table_lookup_extended (played, key, NULL, &round)
              && GPOINTER_TO_UINT (round) != r->round)
            {
              g_free (key);
              return TRUE;
            }
          g_hash_table_replace (played, key, GUINT_TO_POINTER (r->round));
        }
    }
  return FALSE;
}

/* A travelling board's results are compared with each other: they all
 * take the first round the board was played in, in any section. */
static void
key_rounds (Bws *b)
{
  g_autoptr (GHashTable) first = g_hash_table_new (g_direct_hash, g_direct_equal);

  if (boards_replayed (b))
    return;
  for (guint i = 0; i < b->records->len; i++)
    {
      const Record *r = &g_array_index (b->records, Record, i);
      gpointer key = GUINT_TO_POINTER (r->board), round;
      if (!r->replaced && (!g_hash_table_lookup_extended (first, key, NULL, &round)
                           || GPOINTER_TO_UINT (round) > r->round))
        g_hash_table_insert (first, key, GUINT_TO_POINTER (r->round));
    }
  for (guint i = 0; i < b->records->len; i++)
    {
      Record *r = &g_array_index (b->records, Record, i);
      if (!r->replaced)
        r->key_round = GPOINTER_TO_UINT (g_hash_table_lookup (first,
                                                              GUINT_TO_POINTER (r->board)));
    }
}

/* ---- players ---------------------------------------------------------- */

/* A player of our own making, known to this reader by @key: tagged
 * @stem (or @stem-2 ... where a player of the file already has that
 * tag), the same one each time. */
static guint
own_player (Bws *b, const char *key, const char *stem, const char *name, guint line)
{
  gpointer found = g_hash_table_lookup (b->placeholders, key);
  g_autofree char *tag = g_strdup (stem);
  guint index;

  if (found)
    return GPOINTER_TO_UINT (found) - 1;
  for (guint n = 2; valet_tournament_lookup_player (b->t, tag, NULL); n++)
    {
      g_free (tag);
      tag = g_strdup_printf ("%s-%u", stem, n);
    }
  valet_tournament_add_player (b->t, tag, name, line);
  valet_tournament_lookup_player (b->t, tag, &index);
  g_hash_table_insert (b->placeholders, g_strdup (key), GUINT_TO_POINTER (index + 1));
  return index;
}

/* The pairs at @table of @section from round @round on (round 0: the
 * first round), as NS << 16 | EW, or 0. */
static guint
pairs_at_table (Bws *b, guint section, guint table, guint round)
{
  for (guint r = MAX (round, 1); r <= b->max_round; r++)
    {
      g_autofree char *key = g_strdup_printf ("%u/%u/%u", section, table, r);
      gpointer pairs = g_hash_table_lookup (b->at_table, key);
      if (pairs)
        return GPOINTER_TO_UINT (pairs);
    }
  return 0;
}

/* The player of a PlayerNumbers record: by number where it has one, else
 * by name for that seat of the pair; FALSE where it has neither. */
static gboolean
seating_player (Bws *b, const Seating *s, const char *seat_key, guint *player)
{
  ValetFieldSource src = { b->file, s->place, b->diag };

  if (number_given (s->number))
    {
      const char *name = s->name[0] ? s->name : g_hash_table_lookup (b->names, s->number);
      *player = valet_player_for_id (b->t, s->number, name, &src);
      return TRUE;
    }
  if (s->name[0] == '\0')
    return FALSE;
  g_autofree char *key = g_strdup_printf ("%s:%s", seat_key, s->name);
  *player = own_player (b, key, seat_key, s->name, s->place);
  return TRUE;
}

static void
seat_a_player (Bws *b, const Seating *s)
{
  guint pairs = pairs_at_table (b, s->section, s->table, s->round);
  guint side = s->direction == 'E' || s->direction == 'W';
  guint slot = s->direction == 'S' || s->direction == 'W';
  SeatPlayer sp = { s->round, 0, s->place };

  if (pairs == 0)
    return;   /* a table without results: nothing was played there */
  g_autofree char *pair = pair_key (b, s->section, side,
                                    side ? pairs & 0xffff : pairs >> 16);
  char *seat_key = g_strdup_printf ("%s%c", pair, "ab"[slot]);
  if (!seating_player (b, s, seat_key, &sp.player))
    {
      g_free (seat_key);
      return;
    }
  GArray *list = g_hash_table_lookup (b->seat_players, seat_key);
  if (list == NULL)
    {
      list = g_array_new (FALSE, FALSE, sizeof (SeatPlayer));
      g_hash_table_insert (b->seat_players, seat_key, list);
    }
  else
    g_free (seat_key);
  for (guint i = 0; i < list->len; i++)
    {
      const SeatPlayer *other = &g_array_index (list, SeatPlayer, i);
      if (other->round == sp.round && other->player != sp.player)
        {
          valet_diagnostics_warn (b->diag, b->file, s->place,
                                  _("PlayerNumbers record %u: pair %s already has '%s' "
                                    "in this seat from record %u; that one is kept "
                                    "(expected one player for each seat of a pair)"),
                                  s->place, pair,
                                  valet_tournament_player_name (b->t, other->player),
                                  other->place);
          return;
        }
    }
  g_array_append_val (list, sp);
}

/* The player in @seat of @r: the last one seated there from a round up
 * to @r's, else the first one seated there, else a placeholder. */
static guint
result_player (Bws *b, const Record *r, guint seat)
{
  guint side = seat == VALET_EAST || seat == VALET_WEST;
  guint slot = seat == VALET_SOUTH || seat == VALET_WEST;
  g_autofree char *pair = pair_key (b, r->section, side, r->pair[side]);
  g_autofree char *seat_key = g_strdup_printf ("%s%c", pair, "ab"[slot]);
  GArray *list = g_hash_table_lookup (b->seat_players, seat_key);
  const SeatPlayer *best = NULL, *first = NULL;

  for (guint i = 0; list && i < list->len; i++)
    {
      const SeatPlayer *sp = &g_array_index (list, SeatPlayer, i);
      if (sp->round <= r->round && (best == NULL || sp->round > best->round))
        best = sp;
      if (first == NULL || sp->round < first->round)
        first = sp;
    }
  if (best || first)
    return (best ? best : first)->player;
  g_autofree char *name = g_strdup_printf ("Pair %s", seat_key);
  return own_player (b, seat_key, seat_key, name, r->id);
}

/* ---- results ---------------------------------------------------------- */

/* Bridgemate's result, "=", "+1" or "-2", as declarer's tricks. */
static gboolean
result_tricks (const char *result, guint level, guint *tricks)
{
  guint over;

  if (strcmp (result, "=") == 0)
    over = 0;
  else if ((result[0] == '+' || result[0] == '-')
           && valet_field_number (result + 1, 13, &over) && over > 0)
    ;
  else
    return FALSE;
  gint n = 6 + (gint) level + (result[0] == '-' ? -(gint) over : (gint) over);
  if (n < 0 || n > VALET_MAX_TRICKS)
    return FALSE;
  *tricks = (guint) n;
  return TRUE;
}

/* The contract without spaces ("4 S x" -> "4Sx"), which the shared
 * parser reads. */
static char *
compact_contract (const char *contract)
{
  GString *s = g_string_new (NULL);
  for (const char *p = contract; *p; p++)
    if (*p != ' ')
      g_string_append_c (s, *p);
  return g_string_free (s, FALSE);
}

/* The messages of @scratch, each as an error of @r's record. */
static void
report_field_errors (Bws *b, const Record *r, ValetDiagnostics *scratch)
{
  g_autofree char *label = record_label (b, r);

  for (guint i = 0; i < valet_diagnostics_n_kept (scratch); i++)
    valet_diagnostics_add (b->diag, b->file, r->id, "%s: %s", label,
                           valet_diagnostics_get (scratch, i)->message);
}

/* The result column: declarer's tricks as text, or NULL after a message. */
static char *
tricks_text (Bws *b, const Record *r, const char *contract)
{
  guint tricks = 0;

  if (valet_contract_is_pass (contract))
    return g_strdup ("0");
  if (contract[0] >= '1' && contract[0] <= '7'
      && !result_tricks (r->result, (guint) (contract[0] - '0'), &tricks))
    {
      g_autofree char *label = record_label (b, r);
      valet_diagnostics_add (b->diag, b->file, r->id,
                             /* Translators: the record, "ReceivedData record 12 (...)",
                              * the result, then the contract. */
                             _("%s: result '%s' is not '=', '+N' or '-N' giving declarer "
                               "0 to 13 tricks in %s (expected the tricks relative to the "
                               "contract, e.g. =, +1, -2)"), label, r->result, r->contract);
      return NULL;
    }
  return g_strdup_printf ("%u", tricks);
}

/* The lead as "S8" / "ST", or "" where it is not given or not a card (a
 * warning: the result is kept without it). */
static char *
lead_text (Bws *b, const Record *r)
{
  guint suit, rank;

  if (r->lead[0] == '\0')
    return g_strdup ("");
  if (valet_parse_lead_any_order (r->lead, &suit, &rank))
    return g_strdup_printf ("%c%c", "SHDC"[suit], valet_rank_letter (rank));
  g_autofree char *label = record_label (b, r);
  valet_diagnostics_warn (b->diag, b->file, r->id,
                          /* Translators: the record, "ReceivedData record 12 (...)", the lead. */
                          _("%s: lead '%s' is not a card; the result is kept without its "
                            "lead (expected a suit and a rank, e.g. S8, HT or D10)"),
                          label, r->lead);
  return g_strdup ("");
}

static void
check_declarer_pair (Bws *b, const Record *r, const ValetResult *res)
{
  guint side = res->declarer == VALET_EAST || res->declarer == VALET_WEST;

  if (r->declarer_pair == 0 || r->declarer_pair == r->pair[side])
    return;
  g_autofree char *label = record_label (b, r);
  valet_diagnostics_warn (b->diag, b->file, r->id,
                          /* Translators: the record, "ReceivedData record 12 (...)", the
                           * declarer pair, the seat (N, E, S or W), the pair there. */
                          _("%s: declarer pair %u is not the pair in seat %s (pair %u); "
                            "the seat is kept (expected the number of the pair that "
                            "declared)"), label, r->declarer_pair, r->seat, r->pair[side]);
}

/* The contract, declarer, tricks and lead of @r into @res; FALSE after a
 * message. */
static gboolean
play_of (Bws *b, const Record *r, ValetResult *res, guint8 *carried_suit)
{
  g_autofree char *contract = compact_contract (r->contract);
  g_autofree char *tricks = tricks_text (b, r, contract);
  g_autofree char *lead = NULL;
  g_autoptr (ValetDiagnostics) scratch = valet_diagnostics_new (4);
  ValetFieldSource src = { b->file, r->id, scratch };

  if (tricks == NULL)
    return FALSE;
  lead = lead_text (b, r);
  /* Messages quote the contract as the file writes it, spaces and all. */
  ValetPlayFields fields = { contract, r->seat, tricks, lead, r->contract };
  if (!valet_parse_play_fields (&fields, res, carried_suit, &src))
    {
      report_field_errors (b, r, scratch);
      return FALSE;
    }
  if (res->level > 0)
    check_declarer_pair (b, r, res);
  return TRUE;
}

/* A whole percentage, up to 100, followed by '%' at *@p; moves past it
 * and the spaces around. */
static gboolean
remark_percentage (const char **p, guint *out)
{
  const char *s = *p;
  guint v = 0, digits = 0;

  while (*s == ' ')
    s++;
  for (; g_ascii_isdigit (*s) && digits < 3; s++, digits++)
    v = v * 10 + (guint) (*s - '0');
  if (digits == 0 || v > 100 || *s != '%')
    return FALSE;
  for (s++; *s == ' '; s++)
    ;
  *p = s;
  *out = v;
  return TRUE;
}

/* An artificial score as the remarks of a record without a contract
 * give it, North-South's percentage then East-West's: "60%-40%".  The
 * programs that keep the .bws (Bridgemate Control Software, TabScore)
 * offer the director "40%-40%" to "60%-60%" for one; "Arbitral score"
 * says that the score was given in the scoring program, and the .bws
 * does not hold it. */
static gboolean
remarks_artificial (const char *remarks, guint *ns, guint *ew)
{
  const char *p = remarks;

  if (!remark_percentage (&p, ns) || *p != '-')
    return FALSE;
  p++;
  return remark_percentage (&p, ew) && *p == '\0';
}

static void
add_result (Bws *b, const Record *r, guint8 *carried_suit)
{
  ValetResult res = { 0 };
  guint ns, ew;

  if (r->contract[0] == '\0' && remarks_artificial (r->remarks, &ns, &ew))
    {
      valet_result_set_artificial (&res, ns, ew);
      res.lead_suit = *carried_suit;   /* as after a result without a lead */
    }
  else if (r->contract[0] == '\0')
    {
      g_autofree char *label = record_label (b, r);
      if (r->remarks[0])
        valet_diagnostics_warn (b->diag, b->file, r->id,
                                /* Translators: the record, "ReceivedData record 12 (...)",
                                 * then the director's remarks on it. */
                                _("%s: no contract (remarks '%s'); the board was not "
                                  "played or has an adjusted score, and is left out "
                                  "(expected a contract such as 3 NT, 4 S x or PASS)"),
                                label, r->remarks);
      else
        valet_diagnostics_warn (b->diag, b->file, r->id,
                                /* Translators: the record, "ReceivedData record 12 (...)". */
                                _("%s: no contract; the board was not played or has an "
                                  "adjusted score, and is left out (expected a contract "
                                  "such as 3 NT, 4 S x or PASS)"), label);
      valet_tournament_count_left_out (b->t, 1);
      return;
    }
  else if (!play_of (b, r, &res, carried_suit))
    {
      valet_tournament_count_left_out (b->t, 1);
      return;
    }
  res.round = r->key_round;
  res.board = r->board;
  res.line = r->id;
  for (guint seat = 0; seat < 4; seat++)
    res.player[seat] = result_player (b, r, seat);
  valet_tournament_add_result (b->t, &res);
}

/* ---- the whole -------------------------------------------------------- */

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

void
valet_parse_bws (ValetTournament *t, const char *data, gsize length, const char *file,
                 ValetDiagnostics *diag)
{
  Bws b;
  guint8 carried_suit = VALET_SPADES;

  bws_init (&b, t, file, diag);
  if (open_database (&b, data, length) && read_received_data (&b))
    {
      read_sections (&b);
      read_session (&b);
      read_player_numbers (&b);
      read_player_names (&b);
      read_round_data (&b);
      drop_replaced_entries (&b);
      find_numbering (&b);
      key_rounds (&b);
      for (guint i = 0; i < b.seatings->len; i++)
        seat_a_player (&b, &g_array_index (b.seatings, Seating, i));
      for (guint i = 0; i < b.records->len; i++)
        if (!g_array_index (b.records, Record, i).replaced)
          add_result (&b, &g_array_index (b.records, Record, i), &carried_suit);
    }
  bws_clear (&b);
}
