/* valet-pbn-reader.c: PBN 2.1 games and their ScoreTable. */
#include "valet-pbn-reader.h"

#include <string.h>

#include "valet-result-fields.h"

#define MAX_ROUND 1000000
#define MAX_BOARD 1000000

typedef enum {
  COL_ROUND = 0,
  COL_TABLE,
  COL_SECTION,
  COL_PAIR_NS,
  COL_PAIR_EW,
  COL_NAMES_NS,
  COL_NAMES_EW,
  COL_CONTRACT,
  COL_DECLARER,
  COL_RESULT,
  COL_LEAD,
  COL_ID_N,    /* PlayerId_N ... PlayerId_W: by ValetSeat */
  COL_ID_E,
  COL_ID_S,
  COL_ID_W,
  COL_NAME_N,  /* PlayerName_N ... PlayerName_W: by ValetSeat */
  COL_NAME_E,
  COL_NAME_S,
  COL_NAME_W,
  N_KNOWN
} Known;

static const char *const known_names[N_KNOWN] = {
  "Round", "Table", "Section", "PairId_NS", "PairId_EW", "Names_NS",
  "Names_EW", "Contract", "Declarer", "Result", "Lead", "PlayerId_N",
  "PlayerId_E", "PlayerId_S", "PlayerId_W", "PlayerName_N", "PlayerName_E",
  "PlayerName_S", "PlayerName_W",
};

/* Columns PBN defines that only restate what is computed here. */
static const char *const ignored_prefixes[] = {
  "Score", "MP", "IMP", "Percentage", "Rank", "Multiplicity",
};

#define COLUMNS_EXPECTED \
  "expected Round, Table, Section, PairId_NS, PairId_EW, Names_NS, " \
  "Names_EW, Contract, Declarer, Result, Lead, PlayerId_N, PlayerId_E, " \
  "PlayerId_S, PlayerId_W, PlayerName_N, PlayerName_E, PlayerName_S, " \
  "PlayerName_W, or a score, MP, IMP, Percentage, Rank or Multiplicity column"

typedef struct {
  ValetResult r;
  char       *section;
  char       *id[2];    /* pair number of NS, EW; NULL when named */
} Row;

typedef struct {
  ValetTournament  *t;
  const char       *file;
  ValetDiagnostics *diag;
  const char       *p, *end;
  guint             line;      /* of the character at p */

  /* The current game. */
  gboolean          in_game;
  gboolean          board_ok;
  guint             board, board_line;
  gboolean          has_table;
  char             *vulnerable;
  guint             vulnerable_line;
  guint             n_games;

  /* The current ScoreTable. */
  gboolean          in_table;  /* rows follow */
  gboolean          table_ok;  /* and can be read */
  int               col[N_KNOWN];
  guint             n_cols;
  guint             first_row;  /* of the table, in rows */
  char             *last_header;

  GArray           *rows;      /* Row */
  guint8            carried_suit;
} Pbn;

static void
row_clear (gpointer data)
{
  Row *row = data;
  g_free (row->section);
  g_free (row->id[0]);
  g_free (row->id[1]);
}

/* ---- games ------------------------------------------------------------ */

/* The rows of one ScoreTable are one deal.  In a pairs movement a board
 * travels, and its Round cells differ from table to table; the results
 * must still be compared with each other, so they all take the first
 * round the deal was played in. */
static void
close_table (Pbn *pbn)
{
  guint first = G_MAXUINT;

  if (!pbn->in_table)
    return;
  pbn->in_table = FALSE;
  for (guint i = pbn->first_row; i < pbn->rows->len; i++)
    first = MIN (first, g_array_index (pbn->rows, Row, i).r.round);
  for (guint i = pbn->first_row; i < pbn->rows->len; i++)
    g_array_index (pbn->rows, Row, i).r.round = first;
}

/* [Vulnerable] against the standard cycle the scores are computed with. */
static void
check_vulnerable (Pbn *pbn)
{
  const char *v = pbn->vulnerable;
  gboolean ns, ew;

  if (g_ascii_strcasecmp (v, "None") == 0 || g_ascii_strcasecmp (v, "Love") == 0
      || strcmp (v, "-") == 0)
    ns = ew = FALSE;
  else if (g_ascii_strcasecmp (v, "NS") == 0)
    ns = TRUE, ew = FALSE;
  else if (g_ascii_strcasecmp (v, "EW") == 0)
    ns = FALSE, ew = TRUE;
  else if (g_ascii_strcasecmp (v, "All") == 0 || g_ascii_strcasecmp (v, "Both") == 0)
    ns = ew = TRUE;
  else
    {
      valet_diagnostics_warn (pbn->diag, pbn->file, pbn->vulnerable_line,
                              "vulnerability '%s' is not known; board %u is scored "
                              "with the standard cycle (expected None, NS, EW or All)",
                              v, pbn->board);
      return;
    }
  gboolean cyc_ns = valet_board_vulnerable (pbn->board, VALET_NORTH);
  gboolean cyc_ew = valet_board_vulnerable (pbn->board, VALET_EAST);
  if (ns != cyc_ns || ew != cyc_ew)
    valet_diagnostics_warn (pbn->diag, pbn->file, pbn->vulnerable_line,
                            "board %u is marked vulnerable '%s', but the standard "
                            "cycle makes it %s; scored with the standard cycle "
                            "(expected the vulnerability of board %u)",
                            pbn->board, v,
                            cyc_ns && cyc_ew ? "All" : cyc_ns ? "NS" : cyc_ew ? "EW" : "None",
                            pbn->board);
}

static void
end_game (Pbn *pbn)
{
  close_table (pbn);
  if (!pbn->in_game)
    return;
  if (pbn->board_ok && !pbn->has_table)
    valet_diagnostics_add (pbn->diag, pbn->file, pbn->board_line,
                           "board %u has no ScoreTable (expected a [ScoreTable "
                           "\"...\"] tag followed by the results of the board)",
                           pbn->board);
  if (pbn->board_ok && pbn->vulnerable)
    check_vulnerable (pbn);
  g_clear_pointer (&pbn->vulnerable, g_free);
  pbn->in_game = FALSE;
  pbn->board_ok = FALSE;
  pbn->has_table = FALSE;
}

static void
start_board (Pbn *pbn, const char *value, guint line)
{
  /* A [Board] tag after the board of the current game starts a new game,
   * even without the empty line that should separate them. */
  if (pbn->in_game)
    end_game (pbn);
  pbn->in_game = TRUE;
  pbn->n_games++;
  pbn->board_line = line;
  pbn->board_ok = valet_field_number (value, MAX_BOARD, &pbn->board) && pbn->board > 0;
  if (!pbn->board_ok)
    valet_diagnostics_add (pbn->diag, pbn->file, line,
                           "board '%s' is not a number from 1 to %u; the game's "
                           "results are left out (expected [Board \"N\"])",
                           value, MAX_BOARD);
}

/* ---- the ScoreTable header ------------------------------------------- */

static gboolean
is_ignored_column (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (ignored_prefixes); i++)
    if (g_ascii_strncasecmp (name, ignored_prefixes[i], strlen (ignored_prefixes[i])) == 0)
      return TRUE;
  return FALSE;
}

/* "\4L", "\13", "\2R": a minimum width, then optionally the alignment. */
static gboolean
valid_width (const char *spec)
{
  const char *s = spec;
  while (g_ascii_isdigit (*s))
    s++;
  if (s == spec)
    return FALSE;
  if (*s == 'L' || *s == 'R' || *s == 'l' || *s == 'r')
    s++;
  return *s == '\0';
}

/* Whether the table has a column that tells who played on @side
 * (0: North-South). */
static gboolean
table_names_side (Pbn *pbn, guint side)
{
  return pbn->col[COL_PAIR_NS + side] >= 0 || pbn->col[COL_NAMES_NS + side] >= 0
         || (pbn->col[COL_ID_N + side] >= 0 && pbn->col[COL_ID_N + side + 2] >= 0);
}

static void
start_table (Pbn *pbn, const char *value, guint line)
{
  if (strcmp (value, "#") == 0 && pbn->last_header)
    value = pbn->last_header;   /* PBN: the same as in the previous game */
  else
    {
      g_free (pbn->last_header);
      pbn->last_header = g_strdup (value);
    }

  close_table (pbn);
  pbn->in_table = TRUE;
  pbn->table_ok = FALSE;
  pbn->first_row = pbn->rows->len;
  pbn->has_table = TRUE;
  if (!pbn->in_game)
    {
      valet_diagnostics_add (pbn->diag, pbn->file, line,
                             "ScoreTable outside a game; its rows are left out "
                             "(expected a [Board \"N\"] tag before it)");
      return;
    }
  if (!pbn->board_ok)
    return;   /* reported at the [Board] tag */

  g_auto (GStrv) items = g_strsplit (value, ";", -1);
  for (guint k = 0; k < N_KNOWN; k++)
    pbn->col[k] = -1;
  pbn->n_cols = g_strv_length (items);

  for (guint i = 0; i < pbn->n_cols; i++)
    {
      char *name = g_strstrip (items[i]);
      char *slash = strchr (name, '\\');
      if (slash)
        {
          *slash = '\0';
          if (!valid_width (slash + 1))
            valet_diagnostics_add (pbn->diag, pbn->file, line,
                                   "column '%s' has width '%s' (expected a "
                                   "number and optionally L or R, e.g. %s\\4L)",
                                   name, slash + 1, name);
        }
      gboolean found = FALSE;
      for (guint k = 0; k < N_KNOWN && !found; k++)
        if (g_ascii_strcasecmp (name, known_names[k]) == 0)
          {
            pbn->col[k] = (int) i;
            found = TRUE;
          }
      if (!found && !is_ignored_column (name))
        valet_diagnostics_warn (pbn->diag, pbn->file, line,
                                "ScoreTable column '%s' is not known and is "
                                "ignored (" COLUMNS_EXPECTED ")", name);
    }

  GString *missing = g_string_new (NULL);
  const Known needed[] = { COL_CONTRACT, COL_DECLARER, COL_RESULT };
  for (guint i = 0; i < G_N_ELEMENTS (needed); i++)
    if (pbn->col[needed[i]] < 0)
      g_string_append_printf (missing, "%s%s", missing->len ? ", " : "",
                              known_names[needed[i]]);
  if (missing->len > 0)
    valet_diagnostics_add (pbn->diag, pbn->file, line,
                           "ScoreTable of board %u has no %s column; its rows "
                           "are left out (expected Contract, Declarer and Result)",
                           pbn->board, missing->str);
  else if (!table_names_side (pbn, 0) || !table_names_side (pbn, 1))
    valet_diagnostics_add (pbn->diag, pbn->file, line,
                           "ScoreTable of board %u does not say who played "
                           "(a frequency table), so pair scores cannot be "
                           "computed; its rows are left out (expected PairId_NS "
                           "and PairId_EW, or Names_NS and Names_EW columns)",
                           pbn->board);
  else
    pbn->table_ok = TRUE;
  g_string_free (missing, TRUE);
}

/* ---- rows ------------------------------------------------------------- */

/* Splits a row into cells: runs of non-blanks, or quoted strings (with
 * \" and \\ escapes).  FALSE on an unterminated quote. */
static gboolean
split_cells (const char *s, const char *e, GPtrArray *cells)
{
  while (s < e)
    {
      if (*s == ' ' || *s == '\t')
        {
          s++;
          continue;
        }
      GString *cell = g_string_new (NULL);
      if (*s == '"')
        {
          s++;
          while (s < e && *s != '"')
            {
              if (*s == '\\' && s + 1 < e && (s[1] == '"' || s[1] == '\\'))
                s++;
              g_string_append_c (cell, *s++);
            }
          if (s == e)
            {
              g_string_free (cell, TRUE);
              return FALSE;
            }
          s++;
        }
      else
        while (s < e && *s != ' ' && *s != '\t')
          g_string_append_c (cell, *s++);
      g_ptr_array_add (cells, g_string_free (cell, FALSE));
    }
  return TRUE;
}

static const char *
cell (Pbn *pbn, GPtrArray *cells, Known k)
{
  return pbn->col[k] >= 0 ? g_ptr_array_index (cells, pbn->col[k]) : NULL;
}

static gboolean
unknown_cell (const char *c)
{
  return c == NULL || *c == '\0' || strcmp (c, "-") == 0 || strcmp (c, "?") == 0;
}

/* "North - South" into its two names; FALSE after reporting. */
static gboolean
split_names (Pbn *pbn, const char *names, guint side, char **one, char **two)
{
  const char *shape = side == 0 ? "North - South" : "East - West";
  const char *sep = strstr (names, " - ");

  if (sep == NULL || strstr (sep + 3, " - ") != NULL)
    {
      valet_diagnostics_add (pbn->diag, pbn->file, pbn->line,
                             "names '%s' %s (expected two names as \"%s\")",
                             names, sep ? "can be split in more than one place"
                                        : "are not two names", shape);
      return FALSE;
    }
  *one = g_strstrip (g_strndup (names, (gsize) (sep - names)));
  *two = g_strstrip (g_strdup (sep + 3));
  if (**one == '\0' || **two == '\0')
    {
      valet_diagnostics_add (pbn->diag, pbn->file, pbn->line,
                             "names '%s' have an empty name (expected two names "
                             "as \"%s\")", names, shape);
      g_clear_pointer (one, g_free);
      g_clear_pointer (two, g_free);
      return FALSE;
    }
  return TRUE;
}

/* Whether both players of a side (0: North-South) have a PlayerId cell:
 * they are then the players of those tags, whatever the pair numbers
 * say, named by their PlayerName cells, or where those are "-" by
 * Names_NS or Names_EW. */
static gboolean
side_has_ids (Pbn *pbn, GPtrArray *cells, guint side)
{
  return !unknown_cell (cell (pbn, cells, COL_ID_N + side))
         && !unknown_cell (cell (pbn, cells, COL_ID_N + side + 2));
}

static void
read_row (Pbn *pbn, const char *s, const char *e)
{
  g_autoptr (GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  ValetFieldSource src = { pbn->file, pbn->line, pbn->diag };

  if (!split_cells (s, e, cells))
    {
      valet_diagnostics_add (pbn->diag, pbn->file, pbn->line,
                             "a quoted cell does not end (expected a closing "
                             "'\"' on the same line)");
      return;
    }
  if (cells->len != pbn->n_cols)
    {
      valet_diagnostics_add (pbn->diag, pbn->file, pbn->line,
                             "row has %u cells, but the ScoreTable header has %u "
                             "columns (expected one cell per column, '-' for none, "
                             "and quotes around cells with spaces)",
                             cells->len, pbn->n_cols);
      return;
    }

  Row row = { { 0 }, NULL, { NULL, NULL } };
  row.r.board = pbn->board;
  row.r.round = 1;
  row.r.line = pbn->line;
  const char *round = cell (pbn, cells, COL_ROUND);
  if (round && (!valet_field_number (round, MAX_ROUND, &row.r.round) || row.r.round == 0))
    {
      valet_diagnostics_add (pbn->diag, pbn->file, pbn->line,
                             "round '%s' is not a number from 1 to %u (expected "
                             "the round of the result in the Round column)",
                             round, MAX_ROUND);
      return;
    }

  ValetPlayFields play = {
    cell (pbn, cells, COL_CONTRACT), cell (pbn, cells, COL_DECLARER),
    cell (pbn, cells, COL_RESULT), cell (pbn, cells, COL_LEAD),
  };
  guint8 suit = pbn->carried_suit;
  if (!valet_parse_play_fields (&play, &row.r, &suit, &src))
    return;

  const Known names_col[2] = { COL_NAMES_NS, COL_NAMES_EW };
  const Known pair_col[2] = { COL_PAIR_NS, COL_PAIR_EW };
  char *name[4] = { NULL, NULL, NULL, NULL };   /* by seat; freed below */
  gboolean by_ids[2];
  for (guint side = 0; side < 2; side++)
    {
      const char *names = cell (pbn, cells, names_col[side]);
      const char *id = cell (pbn, cells, pair_col[side]);
      gboolean ok = TRUE;
      by_ids[side] = side_has_ids (pbn, cells, side);
      if (!unknown_cell (names))
        ok = split_names (pbn, names, side, &name[side], &name[side + 2]);
      else if (!by_ids[side] && !unknown_cell (id))
        row.id[side] = g_strdup (id);
      else if (!by_ids[side])
        {
          valet_diagnostics_add (pbn->diag, pbn->file, pbn->line,
                                 "row names neither the players nor the pair "
                                 "number of %s (expected %s or %s)",
                                 side ? "East-West" : "North-South",
                                 known_names[names_col[side]], known_names[pair_col[side]]);
          ok = FALSE;
        }
      if (!ok)
        {
          row_clear (&row);
          for (guint seat = 0; seat < 4; seat++)
            g_free (name[seat]);
          return;
        }
    }
  /* Players are added only with a result they play in. */
  for (guint seat = 0; seat < 4; seat++)
    {
      if (by_ids[seat % 2])
        {
          const char *exact = cell (pbn, cells, COL_NAME_N + seat);
          row.r.player[seat] = valet_player_for_id (pbn->t, cell (pbn, cells, COL_ID_N + seat),
                                                    unknown_cell (exact) ? name[seat] : exact,
                                                    &src);
        }
      else if (name[seat])
        valet_player_for_name (pbn->t, name[seat], pbn->line, &row.r.player[seat]);
      g_free (name[seat]);
    }
  const char *section = cell (pbn, cells, COL_SECTION);
  row.section = g_strdup (unknown_cell (section) ? "" : section);
  pbn->carried_suit = suit;
  g_array_append_val (pbn->rows, row);
}

/* ---- tags ------------------------------------------------------------- */

static void
handle_tag (Pbn *pbn, const char *name, const char *value, guint line)
{
  if (strcmp (name, "Board") == 0)
    start_board (pbn, value, line);
  else if (strcmp (name, "ScoreTable") == 0)
    {
      start_table (pbn, value, line);
      return;
    }
  else if (strcmp (name, "Vulnerable") == 0 && pbn->in_game)
    {
      g_free (pbn->vulnerable);
      pbn->vulnerable = g_strdup (value);
      pbn->vulnerable_line = line;
    }
  /* Any other tag closes the table (rows of another table follow). */
  close_table (pbn);
}

/* Parses "[Name "value"]" at pbn->p, which may continue over several
 * lines.  Returns FALSE after reporting when it is malformed; the rest
 * of the line is then skipped. */
static gboolean
parse_tag (Pbn *pbn)
{
  guint line = pbn->line;
  const char *p = pbn->p + 1;
  const char *name = p;

  while (p < pbn->end && (g_ascii_isalnum (*p) || *p == '_'))
    p++;
  g_autofree char *tag = g_strndup (name, (gsize) (p - name));
  while (p < pbn->end && (*p == ' ' || *p == '\t'))
    p++;
  if (tag[0] == '\0' || p >= pbn->end || *p != '"')
    {
      valet_diagnostics_add (pbn->diag, pbn->file, line,
                             "malformed tag (expected [Name \"value\"])");
      return FALSE;
    }
  GString *value = g_string_new (NULL);
  guint newlines = 0;
  for (p++; p < pbn->end && *p != '"'; p++)
    {
      if (*p == '\\' && p + 1 < pbn->end && (p[1] == '"' || p[1] == '\\'))
        p++;
      else if (*p == '\n')
        newlines++;
      if (*p != '\r')
        g_string_append_c (value, *p);
    }
  if (p < pbn->end)
    p++;
  while (p < pbn->end && (*p == ' ' || *p == '\t'))
    p++;
  if (p >= pbn->end || *p != ']')
    {
      valet_diagnostics_add (pbn->diag, pbn->file, line,
                             "tag '%s' does not end (expected [%s \"value\"] "
                             "with the value's closing '\"' and a ']')", tag, tag);
      g_string_free (value, TRUE);
      pbn->line += newlines;
      return FALSE;
    }
  pbn->p = p + 1;
  pbn->line += newlines;
  handle_tag (pbn, tag, value->str, line);
  g_string_free (value, TRUE);
  return TRUE;
}

/* Skips "{...}" commentary from pbn->p, over several lines if need be. */
static void
skip_commentary (Pbn *pbn)
{
  const char *p = pbn->p;
  while (p < pbn->end && *p != '}')
    if (*p++ == '\n')
      pbn->line++;
  pbn->p = p < pbn->end ? p + 1 : p;
}

/* Tags, commentary and ';' comments from pbn->p to the end of a line. */
static void
parse_tag_line (Pbn *pbn)
{
  while (pbn->p < pbn->end && *pbn->p != '\n')
    {
      char c = *pbn->p;
      if (c == ' ' || c == '\t' || c == '\r')
        pbn->p++;
      else if (c == '[')
        {
          if (!parse_tag (pbn))
            break;
        }
      else if (c == '{')
        skip_commentary (pbn);
      else
        break;   /* ';' comments, or text PBN puts after some tags */
    }
  const char *nl = memchr (pbn->p, '\n', (gsize) (pbn->end - pbn->p));
  pbn->p = nl ? nl + 1 : pbn->end;
  pbn->line++;
}

/* ---- pair numbers ----------------------------------------------------- */

static char *
pair_key (const Row *row, guint side)
{
  return g_strdup_printf ("%s\x1f%u\x1f%u\x1f%s", row->section, row->r.round,
                          row->r.board, row->id[side]);
}

/* A Mitchell movement numbers North-South and East-West pairs apart:
 * then some board has the same number on both sides. */
static gboolean
numbered_by_direction (GArray *rows)
{
  g_autoptr (GHashTable) ns = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < rows->len; i++)
    {
      const Row *row = &g_array_index (rows, Row, i);
      if (row->id[0])
        g_hash_table_add (ns, pair_key (row, 0));
    }
  for (guint i = 0; i < rows->len; i++)
    {
      const Row *row = &g_array_index (rows, Row, i);
      if (row->id[1])
        {
          g_autofree char *key = pair_key (row, 1);
          if (g_hash_table_contains (ns, key))
            return TRUE;
        }
    }
  return FALSE;
}

static void
add_results (Pbn *pbn)
{
  gboolean by_direction = numbered_by_direction (pbn->rows);

  for (guint i = 0; i < pbn->rows->len; i++)
    {
      Row *row = &g_array_index (pbn->rows, Row, i);
      for (guint side = 0; side < 2; side++)
        {
          if (row->id[side] == NULL)
            continue;
          for (guint k = 0; k < 2; k++)
            {
              g_autofree char *tag = g_strdup_printf ("%s%s%s%c", row->section,
                                                      by_direction ? (side ? "EW" : "NS") : "",
                                                      row->id[side], "ab"[k]);
              g_autofree char *name = g_strdup_printf ("Pair %s", tag);
              row->r.player[side + 2 * k] = valet_player_for_tag (pbn->t, tag, name,
                                                                  row->r.line);
            }
        }
      valet_tournament_add_result (pbn->t, &row->r);
    }
}

void
valet_parse_pbn (ValetTournament *t, const char *data, gsize length,
                 const char *file, ValetDiagnostics *diag)
{
  Pbn pbn = { 0 };

  pbn.t = t;
  pbn.file = file;
  pbn.diag = diag;
  pbn.p = data;
  pbn.end = data + length;
  pbn.line = 1;
  pbn.rows = g_array_new (FALSE, TRUE, sizeof (Row));
  g_array_set_clear_func (pbn.rows, row_clear);
  /* As in the text reader, a result without a lead carries the suit of
   * the last lead read, starting with spades. */
  pbn.carried_suit = VALET_SPADES;
  if (length >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    pbn.p += 3;

  while (pbn.p < pbn.end)
    {
      const char *s = pbn.p;
      const char *nl = memchr (s, '\n', (gsize) (pbn.end - s));
      const char *e = nl ? nl : pbn.end;
      while (s < e && (*s == ' ' || *s == '\t'))
        s++;
      const char *te = e;
      while (te > s && (te[-1] == '\r' || te[-1] == ' ' || te[-1] == '\t'))
        te--;

      if (s == te)
        end_game (&pbn);   /* an empty line ends the game and its table */
      else if (*s == '[' || *s == '{')
        {
          pbn.p = s;
          parse_tag_line (&pbn);
          continue;
        }
      else if (*s != '%' && *s != ';' && pbn.in_table && pbn.table_ok)
        read_row (&pbn, s, te);
      /* Otherwise: comments, and the sections of other tags (deals,
       * auctions, plays, other tables), which scoring does not use. */
      pbn.p = nl ? nl + 1 : pbn.end;
      pbn.line++;
    }
  end_game (&pbn);

  if (pbn.n_games == 0)
    valet_diagnostics_add (diag, file, 0, "has no games (expected [Board \"N\"] "
                           "tags, each followed by a [ScoreTable \"...\"] with "
                           "the board's results)");
  add_results (&pbn);
  g_array_unref (pbn.rows);
  g_free (pbn.last_header);
  g_free (pbn.vulnerable);
}
