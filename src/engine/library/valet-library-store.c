/* valet-library-store.c: adding an event, whole, in one transaction. */
#define G_LOG_DOMAIN "valet-library"
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "valet-library-private.h"
#include "valet-reader.h"

/* For the tests of faults only: VALET_LIBRARY_TEST_HOOK=sleep makes an
 * add say "in-transaction" on standard error and wait inside its
 * transaction (to be killed there); =abort aborts there; =pause holds
 * the transaction two seconds (another add must wait for it). */
static void
test_hook (void)
{
  const char *hook = g_getenv ("VALET_LIBRARY_TEST_HOOK");
  if (hook == NULL)
    return;
  fputs ("in-transaction\n", stderr);
  fflush (stderr);
  if (strcmp (hook, "sleep") == 0)
    sleep (60);
  else if (strcmp (hook, "abort") == 0)
    abort ();
  else if (strcmp (hook, "pause") == 0)
    g_usleep (2 * G_USEC_PER_SEC);
}

/* Steps @stmt once and resets it for the next row. */
static gboolean
step_row (ValetLibrary *lib, sqlite3_stmt *stmt, GError **error)
{
  int rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  sqlite3_clear_bindings (stmt);
  if (rc == SQLITE_DONE)
    return TRUE;
  _valet_library_fail (lib, error, _("cannot write the library"));
  return FALSE;
}

static gboolean
store_event (ValetLibrary *lib, ValetTournament *t, const char *source, const char *hash,
             const ValetLibraryChoices *choices, gint64 old_id, gint64 *id, GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = _valet_library_prepare (lib,
    "INSERT INTO events (id, source, hash, added, title, date, venue, organiser, director,"
    " form, form_word, form_line, encoding, display_encoding, n_left_out, n_results, day)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  const char *chosen = choices ? choices->detail[VALET_EVENT_DATE] : NULL;
  g_autofree char *day = valet_library_day_of (chosen ? chosen
                                               : valet_tournament_get_event (t, VALET_EVENT_DATE));
  if (stmt == NULL)
    return FALSE;
  if (old_id > 0)
    sqlite3_bind_int64 (stmt, 1, old_id);   /* replaced: the same id */
  _valet_library_bind_text (stmt, 2, source);
  _valet_library_bind_text (stmt, 3, hash);
  sqlite3_bind_int64 (stmt, 4, g_get_real_time () / G_USEC_PER_SEC);
  for (guint d = 0; d < VALET_EVENT_N_DETAILS; d++)
    _valet_library_bind_text (stmt, 5 + d, valet_tournament_get_event (t, d));
  sqlite3_bind_int (stmt, 10, valet_tournament_get_form (t));
  _valet_library_bind_text (stmt, 11, valet_tournament_get_form_word (t));
  sqlite3_bind_int64 (stmt, 12, valet_tournament_get_form_line (t));
  _valet_library_bind_text (stmt, 13, valet_tournament_get_encoding (t));
  /* Names are kept as read: the same encoding shows them again. */
  _valet_library_bind_text (stmt, 14, valet_tournament_get_display_encoding (t));
  sqlite3_bind_int64 (stmt, 15, valet_tournament_n_left_out (t));
  sqlite3_bind_int64 (stmt, 16, valet_tournament_n_results (t));
  _valet_library_bind_text (stmt, 17, day);
  if (!step_row (lib, stmt, error))
    return FALSE;
  *id = sqlite3_last_insert_rowid (lib->db);
  return TRUE;
}

static gboolean
store_choices (ValetLibrary *lib, gint64 id, const ValetLibraryChoices *choices,
               GError **error)
{
  if (choices == NULL)
    return TRUE;
  g_autoptr (sqlite3_stmt) stmt = _valet_library_prepare (lib,
    "INSERT INTO choices (event, key, value) VALUES (?, ?, ?)", error);
  if (stmt == NULL)
    return FALSE;
  for (guint d = 0; d <= VALET_EVENT_N_DETAILS; d++)
    {
      const char *key, *value;
      if (d == VALET_EVENT_N_DETAILS)
        {
          key = "scoring";
          value = choices->has_scoring ? valet_scoring_to_string (choices->scoring) : NULL;
        }
      else
        {
          key = valet_event_detail_key (d);
          value = choices->detail[d];
        }
      if (value == NULL)
        continue;
      sqlite3_bind_int64 (stmt, 1, id);
      _valet_library_bind_text (stmt, 2, key);
      _valet_library_bind_text (stmt, 3, value);
      if (!step_row (lib, stmt, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
store_players (ValetLibrary *lib, gint64 id, ValetTournament *t, GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = _valet_library_prepare (lib,
    "INSERT INTO players (event, idx, tag, name, team, number, line)"
    " VALUES (?, ?, ?, ?, ?, ?, ?)", error);
  if (stmt == NULL)
    return FALSE;
  for (guint i = 0; i < valet_tournament_n_players (t); i++)
    {
      sqlite3_bind_int64 (stmt, 1, id);
      sqlite3_bind_int64 (stmt, 2, i);
      /* Tags and names as read, in whatever encoding: SQLite keeps the
       * bytes of a text as they are. */
      _valet_library_bind_text (stmt, 3, valet_tournament_player_tag (t, i));
      _valet_library_bind_text (stmt, 4, valet_tournament_player_name (t, i));
      _valet_library_bind_text (stmt, 5, valet_tournament_player_team (t, i));
      _valet_library_bind_text (stmt, 6, valet_tournament_player_number (t, i));
      sqlite3_bind_int64 (stmt, 7, valet_tournament_player_line (t, i));
      if (!step_row (lib, stmt, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
store_pair_labels (ValetLibrary *lib, gint64 id, ValetTournament *t, GError **error)
{
  g_autoptr (GArray) pairs = valet_tournament_labelled_pairs (t);
  g_autoptr (sqlite3_stmt) stmt = _valet_library_prepare (lib,
    "INSERT INTO pair_labels (event, idx, a, b, section, number, direction)"
    " VALUES (?, ?, ?, ?, ?, ?, ?)", error);
  if (stmt == NULL)
    return FALSE;
  for (guint i = 0; i < pairs->len / 2; i++)
    {
      guint a = g_array_index (pairs, guint, 2 * i), b = g_array_index (pairs, guint, 2 * i + 1);
      ValetPairLabel label;
      if (!valet_tournament_pair_label (t, a, b, &label))
        continue;
      sqlite3_bind_int64 (stmt, 1, id);
      sqlite3_bind_int64 (stmt, 2, i);
      sqlite3_bind_int64 (stmt, 3, a);
      sqlite3_bind_int64 (stmt, 4, b);
      _valet_library_bind_text (stmt, 5, label.section);
      _valet_library_bind_text (stmt, 6, label.number);
      sqlite3_bind_int (stmt, 7, (int) label.direction);
      if (!step_row (lib, stmt, error))
        return FALSE;
    }
  return TRUE;
}

/* The 16 masks of @deal, little-endian whatever the machine. */
static void
deal_bytes (const ValetDeal *deal, guint8 out[32])
{
  for (guint seat = 0; seat < 4; seat++)
    for (guint suit = 0; suit < 4; suit++)
      {
        guint16 mask = deal->cards[seat][suit];
        out[2 * (seat * 4 + suit)] = (guint8) (mask & 0xff);
        out[2 * (seat * 4 + suit) + 1] = (guint8) (mask >> 8);
      }
}

static void
bind_deal (sqlite3_stmt *stmt, gint64 id, guint i, const ValetBoardDeal *d)
{
  guint8 cards[32];

  deal_bytes (&d->deal, cards);
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_int64 (stmt, 2, i);
  sqlite3_bind_int64 (stmt, 3, d->round);
  sqlite3_bind_int64 (stmt, 4, d->board);
  sqlite3_bind_blob (stmt, 5, cards, sizeof cards, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 6, d->dealer);
  sqlite3_bind_int (stmt, 7, d->vulnerability);
  _valet_library_bind_text (stmt, 8, d->file);
  sqlite3_bind_int64 (stmt, 9, d->line);
  if (d->has_dd)
    sqlite3_bind_blob (stmt, 10, d->dd, sizeof d->dd, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 11, d->dd_line);
  if (d->has_par)
    sqlite3_bind_int (stmt, 12, d->par_score);
  sqlite3_bind_int64 (stmt, 13, d->par_line);
  _valet_library_bind_text (stmt, 14, d->par_contracts);
}

static gboolean
store_deals (ValetLibrary *lib, gint64 id, ValetTournament *t, GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = _valet_library_prepare (lib,
    "INSERT INTO deals (event, idx, round, board, cards, dealer, vulnerability, file, line,"
    " dd, dd_line, par_score, par_line, par_contracts)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  if (stmt == NULL)
    return FALSE;
  for (guint i = 0; i < valet_tournament_n_deals (t); i++)
    {
      bind_deal (stmt, id, i, valet_tournament_deal (t, i));
      if (!step_row (lib, stmt, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
store_results (ValetLibrary *lib, gint64 id, ValetTournament *t, GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = _valet_library_prepare (lib,
    "INSERT INTO results (event, idx, round, board, north, east, south, west, level, denom,"
    " mult, declarer, tricks, lead_rank, lead_suit, kind, side, percent_ns, percent_ew,"
    " weight, line, table_number)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  if (stmt == NULL)
    return FALSE;
  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    {
      const ValetResult *r = valet_tournament_result (t, i);
      const int fields[] = { r->level, r->denom, r->mult, r->declarer, r->tricks,
                             r->lead_rank, r->lead_suit, r->kind, r->side,
                             r->percent[0], r->percent[1] };
      sqlite3_bind_int64 (stmt, 1, id);
      sqlite3_bind_int64 (stmt, 2, i);
      sqlite3_bind_int64 (stmt, 3, r->round);
      sqlite3_bind_int64 (stmt, 4, r->board);
      for (guint s = 0; s < 4; s++)
        sqlite3_bind_int64 (stmt, 5 + s, r->player[s]);
      for (guint f = 0; f < G_N_ELEMENTS (fields); f++)
        sqlite3_bind_int (stmt, 9 + f, fields[f]);
      /* A float is exactly a double: it comes back as it was. */
      sqlite3_bind_double (stmt, 20, r->weight);
      sqlite3_bind_int64 (stmt, 21, r->line);
      sqlite3_bind_int64 (stmt, 22, valet_tournament_result_table (t, i));
      if (!step_row (lib, stmt, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
store_corrections (ValetLibrary *lib, gint64 id, ValetTournament *t, GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = _valet_library_prepare (lib,
    "INSERT INTO corrections (event, idx, what) VALUES (?, ?, ?)", error);
  if (stmt == NULL)
    return FALSE;
  for (guint i = 0; i < valet_tournament_n_notes (t); i++)
    {
      sqlite3_bind_int64 (stmt, 1, id);
      sqlite3_bind_int64 (stmt, 2, i);
      _valet_library_bind_text (stmt, 3, valet_tournament_note (t, i));
      if (!step_row (lib, stmt, error))
        return FALSE;
    }
  return TRUE;
}

/* The id of the event whose content hashes to @hash, 0 when none; -1
 * on failure. */
static gint64
event_with_hash (ValetLibrary *lib, const char *hash, GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = _valet_library_prepare (lib,
    "SELECT id FROM events WHERE hash = ?", error);
  if (stmt == NULL)
    return -1;
  _valet_library_bind_text (stmt, 1, hash);
  int rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return sqlite3_column_int64 (stmt, 0);
  if (rc == SQLITE_DONE)
    return 0;
  _valet_library_fail (lib, error, _("cannot read the library"));
  return -1;
}

/* Replaces the event @old_id (when not 0) and stores @t. */
static gboolean
replace_and_store (ValetLibrary *lib, ValetTournament *t, const char *source, const char *hash,
                   const ValetLibraryChoices *choices, gint64 old_id, gint64 *id, GError **error)
{
  if (old_id > 0)
    {
      /* The same content again: the event is replaced, everything read
       * with it going with it (ON DELETE CASCADE), and keeps its id. */
      g_autoptr (sqlite3_stmt) del = _valet_library_prepare (lib,
        "DELETE FROM events WHERE id = ?", error);
      if (del == NULL)
        return FALSE;
      sqlite3_bind_int64 (del, 1, old_id);
      if (!step_row (lib, del, error))
        return FALSE;
    }
  return store_event (lib, t, source, hash, choices, old_id, id, error)
    && store_choices (lib, *id, choices, error)
    && store_players (lib, *id, t, error)
    && store_pair_labels (lib, *id, t, error)
    && store_deals (lib, *id, t, error)
    && store_results (lib, *id, t, error)
    && store_corrections (lib, *id, t, error);
}

static gboolean
store_all (ValetLibrary *lib, ValetTournament *t, const char *source, const char *hash,
           const ValetLibraryChoices *choices, gint64 *id, GError **error)
{
  gint64 old_id = event_with_hash (lib, hash, error);
  ValetLibraryChoices kept = { 0 };
  if (old_id < 0)
    return FALSE;
  if (old_id > 0 && choices == NULL)
    {
      /* Added again without choices (valet-cli): what was chosen for
       * the event, in the app, stays with it. */
      if (!_valet_library_load_choices (lib, old_id, &kept, error))
        return FALSE;
      choices = &kept;
    }
  gboolean ok = replace_and_store (lib, t, source, hash, choices, old_id, id, error);
  valet_library_choices_clear (&kept);
  return ok;
}


gboolean
valet_library_add_tournament (ValetLibrary *lib, ValetTournament *t, const char *source,
                              const char *hash, const ValetLibraryChoices *choices,
                              gint64 *id, GError **error)
{
  gint64 event_id = 0;

  g_return_val_if_fail (lib != NULL && t != NULL && source != NULL && hash != NULL, FALSE);
  /* Boards grouped and nothing changing any more, as a scoring run
   * wants it: the same tournament may be scored meanwhile. */
  valet_tournament_seal (t);
  if (!_valet_library_exec (lib, "BEGIN IMMEDIATE", error))
    return FALSE;
  if (!store_all (lib, t, source, hash, choices, &event_id, error))
    {
      sqlite3_exec (lib->db, "ROLLBACK", NULL, NULL, NULL);
      return FALSE;
    }
  test_hook ();
  if (!_valet_library_exec (lib, "COMMIT", error))
    {
      sqlite3_exec (lib->db, "ROLLBACK", NULL, NULL, NULL);
      return FALSE;
    }
  if (id)
    *id = event_id;
  return TRUE;
}

/* ---- from a file ---------------------------------------------------------------- */

char *
valet_library_hash_input (const char *path, GError **error)
{
  g_autoptr (GPtrArray) files = valet_input_files (path, VALET_INPUT_AUTO);
  g_autoptr (GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);

  if (files == NULL || files->len == 0)
    {
      g_set_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_INPUT,
                   _("%s: not a results file or folder Valet reads"), path);
      return NULL;
    }
  for (guint i = 0; i < files->len; i++)
    {
      const char *file = g_ptr_array_index (files, i);
      g_autofree char *data = NULL;
      gsize length = 0;
      g_autoptr (GError) local = NULL;
      if (!g_file_get_contents (file, &data, &length, &local))
        {
          g_set_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_INPUT, "%s",
                       local->message);
          return NULL;
        }
      /* One file hashes as sha256sum says; the files of a folder each
       * with its name, so that two swapped are not the same. */
      if (files->len > 1)
        {
          g_autofree char *base = g_path_get_basename (file);
          g_checksum_update (sum, (const guchar *) base, strlen (base) + 1);
        }
      g_checksum_update (sum, (const guchar *) data, length);
    }
  return g_strdup (g_checksum_get_string (sum));
}

/* The first error of @diag, or a sentence saying nothing was read. */
static char *
first_problem (ValetDiagnostics *diag, const char *path)
{
  for (guint i = 0; i < valet_diagnostics_n_kept (diag); i++)
    {
      const ValetDiagnostic *d = valet_diagnostics_get (diag, i);
      if (!d->warning)
        return g_strdup_printf ("%s: %s", d->file ? d->file : path, d->message);
    }
  return g_strdup_printf (_("%s: no results could be read"), path);
}

gboolean
valet_library_add_file (ValetLibrary *lib, const char *path,
                        const ValetLibraryChoices *choices, ValetDiagnostics *diag,
                        gint64 *id, GError **error)
{
  g_autoptr (ValetDiagnostics) own = diag ? NULL : valet_diagnostics_new (100);
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autofree char *hash = valet_library_hash_input (path, error);

  if (hash == NULL)
    return FALSE;
  if (diag == NULL)
    diag = own;
  if (!valet_read_input (t, path, VALET_INPUT_AUTO, diag)
      || valet_tournament_n_results (t) == 0)
    {
      g_autofree char *why = first_problem (diag, path);
      g_set_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_INPUT, "%s", why);
      return FALSE;
    }
  g_autofree char *source = g_path_get_basename (path);
  return valet_library_add_tournament (lib, t, source, hash, choices, id, error);
}

/* The day of event @id as its choices now date it: the date chosen,
 * else the one its file gives. */
static gboolean
update_day (ValetLibrary *lib, gint64 id, const ValetLibraryChoices *choices, GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = _valet_library_prepare (lib,
    "UPDATE events SET day = ? WHERE id = ?", error);
  g_autoptr (sqlite3_stmt) date = _valet_library_prepare (lib,
    "SELECT date FROM events WHERE id = ?", error);
  g_autofree char *read = NULL;

  if (stmt == NULL || date == NULL)
    return FALSE;
  sqlite3_bind_int64 (date, 1, id);
  int rc = sqlite3_step (date);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_NOT_FOUND,
                   /* Translators: the library's path and an event's id. */
                   _("%s: there is no event %lld"), lib->path, (long long) id);
      return FALSE;
    }
  if (rc != SQLITE_ROW)
    {
      _valet_library_fail (lib, error, _("cannot read the library"));
      return FALSE;
    }
  read = _valet_library_column_text (date, 0);
  const char *chosen = choices->detail[VALET_EVENT_DATE];
  g_autofree char *day = valet_library_day_of (chosen ? chosen : read);
  _valet_library_bind_text (stmt, 1, day);
  sqlite3_bind_int64 (stmt, 2, id);
  return step_row (lib, stmt, error);
}

gboolean
valet_library_set_choices (ValetLibrary *lib, gint64 id, const ValetLibraryChoices *choices,
                           GError **error)
{
  g_return_val_if_fail (lib != NULL && choices != NULL, FALSE);
  if (!_valet_library_exec (lib, "BEGIN IMMEDIATE", error))
    return FALSE;
  g_autoptr (sqlite3_stmt) del = _valet_library_prepare (lib,
    "DELETE FROM choices WHERE event = ?", error);
  gboolean ok = del != NULL && update_day (lib, id, choices, error);
  if (ok)
    {
      sqlite3_bind_int64 (del, 1, id);
      ok = step_row (lib, del, error) && store_choices (lib, id, choices, error);
    }
  g_clear_pointer (&del, sqlite3_finalize);
  if (!ok || !_valet_library_exec (lib, "COMMIT", error))
    {
      sqlite3_exec (lib->db, "ROLLBACK", NULL, NULL, NULL);
      return FALSE;
    }
  return TRUE;
}
