/* valet-library-load.c: an event read back as the tournament it was
 * added as, in the order it was read: players, pair labels (whose order
 * gives the sections theirs), results with their tables, deals. */
#define G_LOG_DOMAIN "valet-library"
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "valet-library-private.h"

/* Runs @sql with the event's id bound to its one parameter and calls
 * @row for each row; FALSE when a step or @row fails. */
typedef gboolean (*RowFunc) (sqlite3_stmt *stmt, ValetTournament *t, GError **error);

static gboolean
each_row (ValetLibrary *lib, const char *sql, gint64 id, ValetTournament *t, RowFunc row,
          GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = _valet_library_prepare (lib, sql, error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    if (!row (stmt, t, error))
      return FALSE;
  if (rc == SQLITE_DONE)
    return TRUE;
  _valet_library_fail (lib, error, _("cannot read the library"));
  return FALSE;
}

static const char *
text_of (sqlite3_stmt *stmt, int column)
{
  return (const char *) sqlite3_column_text (stmt, column);
}

static gboolean
damaged (GError **error, const char *what)
{
  g_set_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_DAMAGED,
               _("does not read back (the library was changed by other hands): %s"),
               what);
  return FALSE;
}

static gboolean
player_row (sqlite3_stmt *stmt, ValetTournament *t, GError **error)
{
  guint index = valet_tournament_n_players (t);
  if (sqlite3_column_int64 (stmt, 0) != index || text_of (stmt, 1) == NULL
      || text_of (stmt, 2) == NULL
      || !valet_tournament_add_player (t, text_of (stmt, 1), text_of (stmt, 2),
                                       (guint) sqlite3_column_int64 (stmt, 5)))
    return damaged (error, _("a player is missing or given twice"));
  if (sqlite3_column_type (stmt, 3) != SQLITE_NULL)
    valet_tournament_set_player_team (t, index, text_of (stmt, 3));
  if (sqlite3_column_type (stmt, 4) != SQLITE_NULL)
    valet_tournament_set_player_number (t, index, text_of (stmt, 4));
  return TRUE;
}

static gboolean
label_row (sqlite3_stmt *stmt, ValetTournament *t, GError **error)
{
  guint n = valet_tournament_n_players (t);
  gint64 a = sqlite3_column_int64 (stmt, 0), b = sqlite3_column_int64 (stmt, 1);
  int direction = sqlite3_column_int (stmt, 4);
  if (a < 0 || b < 0 || a >= n || b >= n || direction < 0 || direction > VALET_DIRECTION_EW
      || text_of (stmt, 2) == NULL || text_of (stmt, 3) == NULL)
    return damaged (error, _("a pair label names no player"));
  valet_tournament_set_pair_label (t, (guint) a, (guint) b, text_of (stmt, 2),
                                   (ValetDirection) direction,
                                   text_of (stmt, 3));
  return TRUE;
}

static gboolean
result_row (sqlite3_stmt *stmt, ValetTournament *t, GError **error)
{
  ValetResult r = { 0 };
  guint n = valet_tournament_n_players (t);

  r.round = (guint) sqlite3_column_int64 (stmt, 0);
  r.board = (guint) sqlite3_column_int64 (stmt, 1);
  for (guint s = 0; s < 4; s++)
    {
      gint64 p = sqlite3_column_int64 (stmt, 2 + s);
      if (p < 0 || p >= n)
        return damaged (error, _("a result names no player"));
      r.player[s] = (guint) p;
    }
  /* Each field within what a reader gives, or the scoring would index
   * past its tables: a library changed by other hands is refused. */
  static const int most[] = { 7, VALET_NOTRUMP, VALET_REDOUBLED, VALET_WEST, 13, 14,
                              VALET_CLUBS, VALET_RESULT_ARTIFICIAL, VALET_SIDE_EW, 100, 100 };
  guint8 fields[G_N_ELEMENTS (most)];
  for (guint f = 0; f < G_N_ELEMENTS (fields); f++)
    {
      int value = sqlite3_column_int (stmt, 6 + f);
      if (value < 0 || value > most[f])
        return damaged (error, _("a result has a field out of its range"));
      fields[f] = (guint8) value;
    }
  /* Some are bits of a byte (valet-tournament.h), so copied one by one. */
  r.level = fields[0];
  r.denom = fields[1];
  r.mult = fields[2];
  r.declarer = fields[3];
  r.tricks = fields[4];
  r.lead_rank = fields[5];
  r.lead_suit = fields[6];
  r.kind = fields[7];
  r.side = fields[8];
  r.percent[0] = fields[9];
  r.percent[1] = fields[10];
  r.weight = (float) sqlite3_column_double (stmt, 17);
  if (!(r.weight > 0 && r.weight <= 1) || r.round > VALET_MAX_ROUND || r.board > VALET_MAX_BOARD
      || (r.lead_rank != 0 && r.lead_rank < 2))
    return damaged (error, _("a result has a field out of its range"));
  r.line = (guint) sqlite3_column_int64 (stmt, 18);
  valet_tournament_add_result (t, &r);
  guint table = (guint) sqlite3_column_int64 (stmt, 19);
  if (table > 0)
    valet_tournament_set_result_table (t, valet_tournament_n_results (t) - 1, table);
  return TRUE;
}

static gboolean
deal_row (sqlite3_stmt *stmt, ValetTournament *t, GError **error)
{
  ValetDeal deal;
  const guint8 *cards = sqlite3_column_blob (stmt, 2);

  if (cards == NULL || sqlite3_column_bytes (stmt, 2) != 32)
    return damaged (error, _("a deal is not 32 bytes"));
  for (guint seat = 0; seat < 4; seat++)
    for (guint suit = 0; suit < 4; suit++)
      deal.cards[seat][suit] = (guint16) (cards[2 * (seat * 4 + suit)]
                                          | cards[2 * (seat * 4 + suit) + 1] << 8);
  ValetBoardDeal *d = valet_tournament_set_deal (t, (guint) sqlite3_column_int64 (stmt, 0),
                                                 (guint) sqlite3_column_int64 (stmt, 1),
                                                 &deal, text_of (stmt, 5),
                                                 (guint) sqlite3_column_int64 (stmt, 6), NULL);
  if (d == NULL)
    return damaged (error, _("a board has two deals"));
  int dealer = sqlite3_column_int (stmt, 3), vul = sqlite3_column_int (stmt, 4);
  if (dealer < 0 || dealer > VALET_WEST || vul < 0 || vul > VALET_VUL_BOTH)
    return damaged (error, _("a deal has a field out of its range"));
  d->dealer = (ValetSeat) dealer;
  d->vulnerability = (ValetVulnerability) vul;
  const guint8 *dd = sqlite3_column_blob (stmt, 7);
  d->has_dd = dd != NULL && sqlite3_column_bytes (stmt, 7) == sizeof d->dd;
  if (d->has_dd)
    memcpy (d->dd, dd, sizeof d->dd);
  for (guint i = 0; d->has_dd && i < sizeof d->dd; i++)
    if (((const guint8 *) d->dd)[i] > 13)
      return damaged (error, _("a deal has a field out of its range"));
  d->dd_line = (guint) sqlite3_column_int64 (stmt, 8);
  d->has_par = sqlite3_column_type (stmt, 9) != SQLITE_NULL;
  d->par_score = sqlite3_column_int (stmt, 9);
  d->par_line = (guint) sqlite3_column_int64 (stmt, 10);
  g_free (d->par_contracts);
  d->par_contracts = g_strdup (text_of (stmt, 11));
  return TRUE;
}

static gboolean
correction_row (sqlite3_stmt *stmt, ValetTournament *t, GError **error)
{
  valet_tournament_add_note (t, text_of (stmt, 0));
  return TRUE;
}

/* The event's own row: encodings first, since names are shown in the
 * display encoding as they are added. */
static gboolean
event_row (ValetLibrary *lib, gint64 id, ValetTournament *t, GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = _valet_library_prepare (lib,
    "SELECT title, date, venue, organiser, director, form, form_word, form_line,"
    " encoding, display_encoding, n_left_out FROM events WHERE id = ?", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  int rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_NOT_FOUND,
                   _("%s: no %s with id %lld"), lib->path, _("event"),
                   (long long) id);
      return FALSE;
    }
  if (rc != SQLITE_ROW)
    {
      _valet_library_fail (lib, error, _("cannot read the library"));
      return FALSE;
    }
  for (guint d = 0; d < VALET_EVENT_N_DETAILS; d++)
    if (sqlite3_column_type (stmt, d) != SQLITE_NULL)
      valet_tournament_set_event (t, d, text_of (stmt, d));
  ValetForm form = (ValetForm) sqlite3_column_int (stmt, 5);
  if (form != VALET_FORM_NONE)
    valet_tournament_declare_form (t, form, text_of (stmt, 6),
                                   (guint) sqlite3_column_int64 (stmt, 7));
  if (sqlite3_column_type (stmt, 8) != SQLITE_NULL)
    valet_tournament_set_encoding (t, text_of (stmt, 8));
  if (sqlite3_column_type (stmt, 9) != SQLITE_NULL)
    valet_tournament_set_display_encoding (t, text_of (stmt, 9));
  valet_tournament_count_left_out (t, (guint) sqlite3_column_int64 (stmt, 10));
  return TRUE;
}

gboolean
_valet_library_load_choices (ValetLibrary *lib, gint64 id, ValetLibraryChoices *choices,
                             GError **error)
{
  g_autoptr (sqlite3_stmt) stmt = _valet_library_prepare (lib,
    "SELECT key, value FROM choices WHERE event = ?", error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      const char *key = text_of (stmt, 0), *value = text_of (stmt, 1);
      if (strcmp (key, "scoring") == 0)
        choices->has_scoring = valet_scoring_from_string (value, &choices->scoring);
      for (guint d = 0; d < VALET_EVENT_N_DETAILS; d++)
        if (strcmp (key, valet_event_detail_key (d)) == 0)
          {
            g_free (choices->detail[d]);
            choices->detail[d] = g_strdup (value);
          }
    }
  if (rc == SQLITE_DONE)
    return TRUE;
  _valet_library_fail (lib, error, _("cannot read the library"));
  return FALSE;
}

static gboolean
load_all (ValetLibrary *lib, gint64 id, ValetTournament *t, GError **error)
{
  return event_row (lib, id, t, error)
    && each_row (lib, "SELECT idx, tag, name, team, number, line FROM players"
                 " WHERE event = ? ORDER BY idx", id, t, player_row, error)
    && each_row (lib, "SELECT a, b, section, number, direction FROM pair_labels"
                 " WHERE event = ? ORDER BY idx", id, t, label_row, error)
    && each_row (lib, "SELECT round, board, north, east, south, west, level, denom, mult,"
                 " declarer, tricks, lead_rank, lead_suit, kind, side, percent_ns,"
                 " percent_ew, weight, line, table_number FROM results"
                 " WHERE event = ? ORDER BY idx", id, t, result_row, error)
    && each_row (lib, "SELECT round, board, cards, dealer, vulnerability, file, line, dd,"
                 " dd_line, par_score, par_line, par_contracts FROM deals"
                 " WHERE event = ? ORDER BY idx", id, t, deal_row, error)
    && each_row (lib, "SELECT what FROM corrections WHERE event = ? ORDER BY idx", id, t,
                 correction_row, error);
}

ValetTournament *
valet_library_load_event (ValetLibrary *lib, gint64 id, ValetLibraryChoices *choices,
                          GError **error)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();

  g_return_val_if_fail (lib != NULL, NULL);
  if (choices)
    memset (choices, 0, sizeof *choices);
  /* One read transaction: an add by another process meanwhile is seen
   * whole or not at all. */
  if (!_valet_library_exec (lib, "BEGIN", error))
    return NULL;
  gboolean ok = load_all (lib, id, t, error)
    && (choices == NULL || _valet_library_load_choices (lib, id, choices, error));
  sqlite3_exec (lib->db, ok ? "COMMIT" : "ROLLBACK", NULL, NULL, NULL);
  if (!ok && error && *error && (*error)->code == VALET_LIBRARY_ERROR_DAMAGED
      && (*error)->domain == VALET_LIBRARY_ERROR)
    /* Translators: the library's path and the event's id, before what is wrong. */
    g_prefix_error (error, _("%s: event %lld: "), lib->path, (long long) id);
  if (!ok)
    {
      if (choices)
        valet_library_choices_clear (choices);
      return NULL;
    }
  valet_tournament_seal (t);
  return g_steal_pointer (&t);
}
