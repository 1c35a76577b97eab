/* valet-library.c: opening the library safely, its schema and its
 * migrations, the list of events, removing one, and the decisions of
 * who is who.  Adding is in valet-library-store.c, loading in
 * valet-library-load.c. */
#define G_LOG_DOMAIN "valet-library"
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "valet-library-private.h"

G_DEFINE_QUARK (valet-library-error-quark, valet_library_error)

/* A writer waits this long for another (the app, valet-cli) to finish
 * its add before it gives up: an add of a big event takes seconds. */
#define BUSY_TIMEOUT_MS 60000

/* Version 1: the events and everything read with them, the choices made
 * for them, and the decisions of who is who.  Scores are never kept. */
static const char schema_v1[] =
  "CREATE TABLE migrations (version INTEGER PRIMARY KEY, applied INTEGER NOT NULL);"
  "CREATE TABLE events ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  source TEXT NOT NULL,"              /* the results file's name */
  "  hash TEXT NOT NULL UNIQUE,"         /* SHA-256 of its content */
  "  added INTEGER NOT NULL,"
  "  title TEXT, date TEXT, venue TEXT, organiser TEXT, director TEXT,"
  "  day TEXT,"                          /* the date as YYYY-MM-DD, for order and ranges */
  "  form INTEGER NOT NULL,"             /* ValetForm as the file declares it */
  "  form_word TEXT, form_line INTEGER NOT NULL,"
  "  encoding TEXT, display_encoding TEXT,"
  "  n_left_out INTEGER NOT NULL,"
  "  n_results INTEGER NOT NULL);"
  /* Chosen by hand: the details' keys (valet_event_detail_key) and
   * "scoring" (valet_scoring_to_string). */
  "CREATE INDEX events_day ON events (day);"
  "CREATE TABLE choices (event INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,"
  "  key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (event, key));"
  "CREATE TABLE players (event INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,"
  "  idx INTEGER NOT NULL, tag TEXT NOT NULL, name TEXT NOT NULL, team TEXT,"
  "  number TEXT, line INTEGER NOT NULL, PRIMARY KEY (event, idx));"
  "CREATE INDEX players_number ON players (number) WHERE number IS NOT NULL;"
  "CREATE TABLE pair_labels (event INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,"
  "  idx INTEGER NOT NULL, a INTEGER NOT NULL, b INTEGER NOT NULL, section TEXT NOT NULL,"
  "  number TEXT NOT NULL, direction INTEGER NOT NULL, PRIMARY KEY (event, idx));"
  /* The deal as 16 little-endian 16-bit masks ([seat][suit]: bit r for
   * rank r), what valet-deal.h keeps; dd as 20 bytes [denom][seat]. */
  "CREATE TABLE deals (event INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,"
  "  idx INTEGER NOT NULL, round INTEGER NOT NULL, board INTEGER NOT NULL,"
  "  cards BLOB NOT NULL, dealer INTEGER NOT NULL, vulnerability INTEGER NOT NULL,"
  "  file TEXT, line INTEGER NOT NULL, dd BLOB, dd_line INTEGER NOT NULL,"
  "  par_score INTEGER, par_line INTEGER NOT NULL, par_contracts TEXT,"
  "  PRIMARY KEY (event, idx));"
  /* Every field of ValetResult, and the table it was played at (0: not
   * known). */
  "CREATE TABLE results (event INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,"
  "  idx INTEGER NOT NULL, round INTEGER NOT NULL, board INTEGER NOT NULL,"
  "  north INTEGER NOT NULL, east INTEGER NOT NULL, south INTEGER NOT NULL,"
  "  west INTEGER NOT NULL, level INTEGER NOT NULL, denom INTEGER NOT NULL,"
  "  mult INTEGER NOT NULL, declarer INTEGER NOT NULL, tricks INTEGER NOT NULL,"
  "  lead_rank INTEGER NOT NULL, lead_suit INTEGER NOT NULL, kind INTEGER NOT NULL,"
  "  side INTEGER NOT NULL, percent_ns INTEGER NOT NULL, percent_ew INTEGER NOT NULL,"
  "  weight REAL NOT NULL, line INTEGER NOT NULL, table_number INTEGER NOT NULL,"
  "  PRIMARY KEY (event, idx));"
  /* The corrections made to the results, listed as the model lists
   * them (valet_tournament_add_note): the results kept are the
   * corrected ones. */
  "CREATE TABLE corrections (event INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,"
  "  idx INTEGER NOT NULL, what TEXT NOT NULL, PRIMARY KEY (event, idx));"
  "CREATE TABLE identity (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL,"
  "  a_key TEXT NOT NULL, b_key TEXT, time INTEGER NOT NULL);";

/* Each migration takes the schema from its index to the next; index 0
 * makes version 1.  A later version appends its step here. */
static const char *const migrations[VALET_LIBRARY_SCHEMA_VERSION] = {
  schema_v1,
};

void
_valet_library_fail (ValetLibrary *lib, GError **error, const char *what)
{
  /* Translators: the library's path, what was being done, SQLite's
   * own message. */
  g_set_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_FAILED, _("%s: %s: %s"),
               lib->path, what, sqlite3_errmsg (lib->db));
}

gboolean
_valet_library_exec (ValetLibrary *lib, const char *sql, GError **error)
{
  if (sqlite3_exec (lib->db, sql, NULL, NULL, NULL) == SQLITE_OK)
    return TRUE;
  _valet_library_fail (lib, error, _("cannot write the library"));
  return FALSE;
}

sqlite3_stmt *
_valet_library_prepare (ValetLibrary *lib, const char *sql, GError **error)
{
  sqlite3_stmt *stmt = NULL;
  if (sqlite3_prepare_v2 (lib->db, sql, -1, &stmt, NULL) == SQLITE_OK)
    return stmt;
  _valet_library_fail (lib, error, _("cannot read the library"));
  return NULL;
}

void
_valet_library_bind_text (sqlite3_stmt *stmt, int column, const char *text)
{
  if (text)
    sqlite3_bind_text (stmt, column, text, -1, SQLITE_TRANSIENT);
  else
    sqlite3_bind_null (stmt, column);
}

char *
_valet_library_column_text (sqlite3_stmt *stmt, int column)
{
  const unsigned char *text = sqlite3_column_text (stmt, column);
  return text ? g_strndup ((const char *) text, sqlite3_column_bytes (stmt, column)) : NULL;
}

char *
valet_library_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "valet", "library.sqlite", NULL);
}

const char *
valet_library_get_path (ValetLibrary *lib)
{
  return lib->path;
}

void
valet_library_close (ValetLibrary *lib)
{
  if (lib == NULL)
    return;
  sqlite3_close (lib->db);
  g_free (lib->path);
  g_free (lib);
}

/* ---- refusing what is not ours, before anything is written ---------------- */

/* FALSE, with @error naming @path and why, when the file at @path is
 * there and not empty but does not start as every SQLite file does. */
static gboolean
looks_like_sqlite (const char *path, gboolean *exists, GError **error)
{
  static const char magic[16] = "SQLite format 3";   /* and its NUL */
  char head[16] = { 0 };
  GStatBuf st;

  *exists = g_stat (path, &st) == 0;
  if (!*exists)
    return TRUE;
  if (S_ISDIR (st.st_mode))
    {
      g_set_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_NOT_SQLITE,
                   _("%s: is a folder, not a library of events"), path);
      return FALSE;
    }
  if (st.st_size == 0)
    return TRUE;   /* an empty file: made into a library */
  FILE *f = g_fopen (path, "rb");
  if (f == NULL)
    {
      int saved = errno;
      g_set_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_FAILED, _("%s: %s"), path,
                   g_strerror (saved));
      return FALSE;
    }
  size_t n = fread (head, 1, sizeof head, f);
  fclose (f);
  if (n == sizeof head && memcmp (head, magic, sizeof magic) == 0)
    return TRUE;
  g_set_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_NOT_SQLITE,
               _("%s: not a library of events: not an SQLite database (it does not start "
                 "with \"SQLite format 3\"); it is left as it is"), path);
  return FALSE;
}

/* Up to this size a library is checked page by page on every open
 * (about 13 ms a megabyte: 0.2 s for a club's 500 events); a bigger one,
 * a federation's years, only has its schema read, which finds a damaged
 * header or catalogue, and SQLite's own checks as pages are read. */
#define QUICK_CHECK_MAX_BYTES (256 * 1024 * 1024)

/* SQLite's own quick check of every page: "ok", else the file is
 * damaged and refused. */
static gboolean
check_intact (ValetLibrary *lib, GError **error)
{
  GStatBuf st;
  gboolean whole = g_stat (lib->path, &st) != 0 || st.st_size <= QUICK_CHECK_MAX_BYTES;
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (lib->db, whole ? "PRAGMA quick_check(1)"
                               : "SELECT CASE WHEN count(*) >= 0 THEN 'ok' END FROM sqlite_master",
                               -1, &stmt, NULL);
  g_autofree char *verdict = NULL;

  if (rc == SQLITE_OK)
    {
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        verdict = _valet_library_column_text (stmt, 0);
    }
  g_autofree char *why = g_strdup (verdict ? verdict : sqlite3_errmsg (lib->db));
  sqlite3_finalize (stmt);
  if (verdict && strcmp (verdict, "ok") == 0)
    return TRUE;
  if (rc == SQLITE_BUSY)
    {
      _valet_library_fail (lib, error, _("the library is busy"));
      return FALSE;
    }
  g_set_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_DAMAGED,
               _("%s: the library is damaged (SQLite's check says: %s); it is left as it "
                 "is"), lib->path, why);
  return FALSE;
}

static gboolean
query_int (ValetLibrary *lib, const char *sql, gint64 *out, GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = _valet_library_prepare (lib, sql, error);
  if (stmt == NULL)
    return FALSE;
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      _valet_library_fail (lib, error, _("cannot read the library"));
      return FALSE;
    }
  *out = sqlite3_column_int64 (stmt, 0);
  return TRUE;
}

/* ---- the schema and its migrations ----------------------------------------- */

static gboolean
run_migrations (ValetLibrary *lib, gint64 from, GError **error)
{
  for (gint64 v = from; v < VALET_LIBRARY_SCHEMA_VERSION; v++)
    {
      g_autofree char *record = g_strdup_printf (
        "INSERT INTO migrations (version, applied) VALUES (%" G_GINT64_FORMAT ", %"
        G_GINT64_FORMAT "); PRAGMA user_version = %" G_GINT64_FORMAT ";",
        v + 1, g_get_real_time () / G_USEC_PER_SEC, v + 1);
      if (!_valet_library_exec (lib, migrations[v], error)
          || !_valet_library_exec (lib, record, error))
        return FALSE;
    }
  return TRUE;
}

/* What bring_up_to_date() refuses, asked before anything is written:
 * a newer library or a database that is not one is refused with its
 * journal mode unchanged. */
static gboolean
refuse_early (ValetLibrary *lib, GError **error)
{
  gint64 version = 0, tables = 0;
  if (!query_int (lib, "PRAGMA user_version", &version, error)
      || !query_int (lib, "SELECT count(*) FROM sqlite_master", &tables, error))
    return FALSE;
  if (version > VALET_LIBRARY_SCHEMA_VERSION)
    g_set_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_NEWER,
                 _("%s: the library was written by a newer version of Valet (schema "
                   "version %lld; this version reads up to %d); it is "
                   "left as it is"), lib->path, (long long) version,
                 VALET_LIBRARY_SCHEMA_VERSION);
  else if (version == 0 && tables > 0)
    g_set_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_FOREIGN,
                 _("%s: an SQLite database, but not a library of events (it has tables "
                   "and no schema version); it is left as it is"), lib->path);
  else
    return TRUE;
  return FALSE;
}

/* Brings the schema to this version in one transaction (another process
 * may be doing the same: what is there is asked again once the write
 * lock is held). */
static gboolean
bring_up_to_date (ValetLibrary *lib, GError **error)
{
  gint64 version = 0;

  if (!_valet_library_exec (lib, "BEGIN IMMEDIATE", error))
    return FALSE;
  gboolean ok = refuse_early (lib, error)
    && query_int (lib, "PRAGMA user_version", &version, error)
    && run_migrations (lib, version, error);
  if (ok)
    return _valet_library_exec (lib, "COMMIT", error);
  sqlite3_exec (lib->db, "ROLLBACK", NULL, NULL, NULL);
  return FALSE;
}

ValetLibrary *
valet_library_open (const char *path, GError **error)
{
  gboolean exists;

  g_return_val_if_fail (path != NULL, NULL);
  if (!looks_like_sqlite (path, &exists, error))
    return NULL;
  if (!exists)
    {
      g_autofree char *dir = g_path_get_dirname (path);
      if (g_mkdir_with_parents (dir, 0700) != 0)
        {
          int saved = errno;
          g_set_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_FAILED, _("%s: %s"),
                       dir, g_strerror (saved));
          return NULL;
        }
    }
  g_autoptr (ValetLibrary) lib = g_new0 (ValetLibrary, 1);
  lib->path = g_strdup (path);
  int flags = SQLITE_OPEN_READWRITE | (exists ? 0 : SQLITE_OPEN_CREATE);
  if (sqlite3_open_v2 (path, &lib->db, flags, NULL) != SQLITE_OK)
    {
      g_set_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_FAILED,
                   _("%s: cannot open the library: %s"), path,
                   lib->db ? sqlite3_errmsg (lib->db) : g_strerror (ENOMEM));
      return NULL;
    }
  sqlite3_extended_result_codes (lib->db, 1);
  sqlite3_busy_timeout (lib->db, BUSY_TIMEOUT_MS);
  if (!check_intact (lib, error) || !refuse_early (lib, error))
    return NULL;
  /* Write-ahead log: readers never wait for a writer, and a writer that
   * dies leaves the last committed state.  NORMAL syncs at checkpoints:
   * a crash of the program loses nothing committed. */
  if (!_valet_library_exec (lib, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;"
                            "PRAGMA foreign_keys = ON;", error)
      || !bring_up_to_date (lib, error))
    return NULL;
  return g_steal_pointer (&lib);
}

/* ---- listing and removing events ---------------------------------------------- */

void
valet_library_event_free (ValetLibraryEvent *event)
{
  if (event == NULL)
    return;
  g_free (event->name);
  g_free (event->date);
  g_free (event->source);
  g_free (event->hash);
  g_free (event->day);
  g_free (event);
}

GPtrArray *
valet_library_list_events (ValetLibrary *lib, GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = _valet_library_prepare (lib,
    "SELECT e.id, coalesce (ct.value, e.title, e.source), coalesce (cd.value, e.date),"
    " e.n_results, e.source, e.hash, e.added, e.day FROM events e"
    " LEFT JOIN choices ct ON ct.event = e.id AND ct.key = 'title'"
    " LEFT JOIN choices cd ON cd.event = e.id AND cd.key = 'date'"
    " ORDER BY e.day IS NULL, e.day, e.id", error);
  if (stmt == NULL)
    return NULL;
  g_autoptr (GPtrArray) events = g_ptr_array_new_with_free_func (
    (GDestroyNotify) valet_library_event_free);
  int rc;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      ValetLibraryEvent *e = g_new0 (ValetLibraryEvent, 1);
      e->id = sqlite3_column_int64 (stmt, 0);
      e->name = _valet_library_column_text (stmt, 1);
      e->date = _valet_library_column_text (stmt, 2);
      e->n_results = (guint) sqlite3_column_int64 (stmt, 3);
      e->source = _valet_library_column_text (stmt, 4);
      e->hash = _valet_library_column_text (stmt, 5);
      e->added = sqlite3_column_int64 (stmt, 6);
      e->day = _valet_library_column_text (stmt, 7);
      g_ptr_array_add (events, e);
    }
  if (rc != SQLITE_DONE)
    {
      _valet_library_fail (lib, error, _("cannot read the library"));
      return NULL;
    }
  return g_steal_pointer (&events);
}

/* Deletes the one row @sql names by @id, in a transaction of its own;
 * NOT_FOUND (with @what) when there is none. */
static gboolean
delete_one (ValetLibrary *lib, const char *sql, gint64 id, const char *what, GError **error)
{
  if (!_valet_library_exec (lib, "BEGIN IMMEDIATE", error))
    return FALSE;
  sqlite3_stmt *stmt = _valet_library_prepare (lib, sql, error);
  gboolean ok = stmt != NULL;
  if (ok)
    {
      sqlite3_bind_int64 (stmt, 1, id);
      ok = sqlite3_step (stmt) == SQLITE_DONE;
      if (!ok)
        _valet_library_fail (lib, error, _("cannot write the library"));
      sqlite3_finalize (stmt);
    }
  if (ok && sqlite3_changes (lib->db) == 0)
    {
      /* Translators: the library's path, "event" or "decision", its id. */
      g_set_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_NOT_FOUND,
                   _("%s: no %s with id %lld"), lib->path, what, (long long) id);
      ok = FALSE;
    }
  if (ok)
    return _valet_library_exec (lib, "COMMIT", error);
  sqlite3_exec (lib->db, "ROLLBACK", NULL, NULL, NULL);
  return FALSE;
}

gboolean
valet_library_remove_event (ValetLibrary *lib, gint64 id, GError **error)
{
  /* Everything read with it goes with it (ON DELETE CASCADE). */
  return delete_one (lib, "DELETE FROM events WHERE id = ?", id, _("event"), error);
}

/* ---- who is who ------------------------------------------------------------------ */

void
valet_library_decision_free (ValetLibraryDecision *d)
{
  if (d == NULL)
    return;
  g_free (d->kind);
  g_free (d->a_key);
  g_free (d->b_key);
  g_free (d);
}

gboolean
valet_library_put_decision (ValetLibrary *lib, const char *kind, const char *a_key,
                            const char *b_key, gint64 *id, GError **error)
{
  g_return_val_if_fail (kind && a_key, FALSE);
  g_autoptr (sqlite3_stmt) stmt = _valet_library_prepare (lib,
    "INSERT INTO identity (kind, a_key, b_key, time) VALUES (?, ?, ?, ?)", error);
  if (stmt == NULL)
    return FALSE;
  _valet_library_bind_text (stmt, 1, kind);
  _valet_library_bind_text (stmt, 2, a_key);
  _valet_library_bind_text (stmt, 3, b_key);
  sqlite3_bind_int64 (stmt, 4, g_get_real_time () / G_USEC_PER_SEC);
  if (sqlite3_step (stmt) != SQLITE_DONE)
    {
      _valet_library_fail (lib, error, _("cannot write the library"));
      return FALSE;
    }
  if (id)
    *id = sqlite3_last_insert_rowid (lib->db);
  return TRUE;
}

GPtrArray *
valet_library_get_decisions (ValetLibrary *lib, GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = _valet_library_prepare (lib,
    "SELECT id, kind, a_key, b_key, time FROM identity ORDER BY id", error);
  if (stmt == NULL)
    return NULL;
  g_autoptr (GPtrArray) list = g_ptr_array_new_with_free_func (
    (GDestroyNotify) valet_library_decision_free);
  int rc;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      ValetLibraryDecision *d = g_new0 (ValetLibraryDecision, 1);
      d->id = sqlite3_column_int64 (stmt, 0);
      d->kind = _valet_library_column_text (stmt, 1);
      d->a_key = _valet_library_column_text (stmt, 2);
      d->b_key = _valet_library_column_text (stmt, 3);
      d->time = sqlite3_column_int64 (stmt, 4);
      g_ptr_array_add (list, d);
    }
  if (rc != SQLITE_DONE)
    {
      _valet_library_fail (lib, error, _("cannot read the library"));
      return NULL;
    }
  return g_steal_pointer (&list);
}

gboolean
valet_library_delete_decision (ValetLibrary *lib, gint64 id, GError **error)
{
  return delete_one (lib, "DELETE FROM identity WHERE id = ?", id, _("decision"), error);
}

/* The first @n digits at *@p as a number (advancing @p), -1 when
 * there are fewer. */
static int
take_number (const char **p, guint min, guint max)
{
  int value = 0;
  guint n = 0;
  while (n < max && g_ascii_isdigit ((*p)[n]))
    value = value * 10 + ((*p)[n++] - '0');
  *p += n;
  return n >= min ? value : -1;
}

char *
valet_library_day_of (const char *date)
{
  int a, b, c;
  const char *p = date;

  if (date == NULL)
    return NULL;
  while (*p && !g_ascii_isdigit (*p))
    p++;   /* PBN's "##1980.10.24" and the like */
  a = take_number (&p, 1, 4);
  if (a < 0 || (*p != '-' && *p != '.' && *p != '/'))
    return NULL;
  p++;
  b = take_number (&p, 1, 2);
  if (b < 0 || (*p != '-' && *p != '.' && *p != '/'))
    return NULL;
  p++;
  c = take_number (&p, 1, 4);
  /* A time may follow ("2013-08-10 17:04", "2026-01-26T19:30"). */
  if (c < 0 || (*p != '\0' && *p != ' ' && *p != 'T'))
    return NULL;
  int year, month, day;
  if (a >= 1000)
    year = a, month = b, day = c;           /* 2026-01-26, 2025.12.23 */
  else if (c >= 1000 && b > 12 && a <= 12)
    year = c, month = a, day = b;           /* 12/23/2025: the month first */
  else if (c >= 1000)
    year = c, month = b, day = a;           /* 26/01/2026, 26.01.2026 */
  else
    return NULL;
  if (!g_date_valid_dmy (day, month, year))
    return NULL;
  return g_strdup_printf ("%04d-%02d-%02d", year, month, day);
}

void
valet_library_choices_clear (ValetLibraryChoices *choices)
{
  for (guint i = 0; i < VALET_EVENT_N_DETAILS; i++)
    g_clear_pointer (&choices->detail[i], g_free);
  choices->has_scoring = FALSE;
}
