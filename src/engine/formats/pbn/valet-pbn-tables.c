/* valet-pbn-tables.c: the ScoreTables and TotalScoreTables of a PBN
 * file: their headers, and their rows read for the results. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "valet-adjusted-fields.h"
#include "valet-pbn-private.h"
#include "valet-result-fields.h"

static const char *const known_names[N_KNOWN] = {
  "Round", "Table", "Section", "PairId_NS", "PairId_EW", "Names_NS",
  "Names_EW", "Contract", "Declarer", "Result", "Lead", "PlayerId_N",
  "PlayerId_E", "PlayerId_S", "PlayerId_W", "PlayerName_N", "PlayerName_E",
  "PlayerName_S", "PlayerName_W", "Weight", "Side",
};

/* Columns PBN defines that only restate what is computed here. */
static const char *const ignored_prefixes[] = {
  "Score", "MP", "IMP", "Percentage", "Rank", "Multiplicity",
};

static const char columns_expected[] =
  /* Translators: the column names are PBN's, and are not translated. */
  N_("expected Round, Table, Section, PairId_NS, PairId_EW, Names_NS, "
     "Names_EW, Contract, Declarer, Result, Lead, PlayerId_N, PlayerId_E, "
     "PlayerId_S, PlayerId_W, PlayerName_N, PlayerName_E, PlayerName_S, "
     "PlayerName_W, Weight, Side, or a score, MP, IMP, Percentage, Rank or "
     "Multiplicity column");

/* The names of North-South, then of East-West, as a cell may give them. */
static const char *const names_expected[] = {
  /* Translators: North, South and Surname stand for the players' names. */
  N_("expected two names as \"North - South\", \"North;South\" or \"Surname-Surname\""),
  N_("expected two names as \"East - West\", \"East;West\" or \"Surname-Surname\""),
};

static const char *const total_names[N_TOTAL] = { "PairId", "Names", "Section", "Direction" };

/* Columns that name a pair's team, country or club, the first of them
 * preferred where a table has several: a ScoreTable gives one for each
 * side ("Country_NS"), a TotalScoreTable one for the pair ("Country"). */
static const char *const team_columns[] = { "Team", "TeamName", "Country", "Nationality", "Club" };
#define NO_TEAM G_N_ELEMENTS (team_columns)

void
valet_pbn_row_clear (gpointer data)
{
  Row *row = data;
  g_free (row->section);
  for (guint side = 0; side < 2; side++)
    {
      g_free (row->id[side]);
      g_free (row->team[side]);
      valet_pbn_names_clear (&row->names[side]);
    }
  for (guint seat = 0; seat < 4; seat++)
    {
      g_free (row->player_id[seat]);
      g_free (row->player_name[seat]);
    }
}

/* The rows of one ScoreTable are one deal.  In a pairs movement a board
 * travels, and its Round cells differ from table to table; the results
 * must still be compared with each other, so they all take the first
 * round the deal was played in. */
void
valet_pbn_close_table (Pbn *pbn)
{
  guint first = G_MAXUINT;

  pbn->in_total = FALSE;
  if (pbn->table == TABLE_NONE)
    return;
  pbn->table = TABLE_NONE;
  for (guint i = pbn->first_row; i < pbn->rows->len; i++)
    first = MIN (first, g_array_index (pbn->rows, Row, i).r.round);
  for (guint i = pbn->first_row; i < pbn->rows->len; i++)
    g_array_index (pbn->rows, Row, i).r.round = first;
}

/* ---- table headers ---------------------------------------------------- */

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

/* A table header of more columns than this is not a score table. */
#define MAX_TABLE_COLUMNS 1000

/* The columns of a table header: each name without its width, and
 * without the '+' or '-' that asks for the table to be sorted on it.
 * NULL, reported, when there are more than MAX_TABLE_COLUMNS. */
static GStrv
header_columns (Pbn *pbn, const char *header, guint line)
{
  guint n = 1;

  for (const char *p = header; *p; p++)
    n += *p == ';';
  if (n > MAX_TABLE_COLUMNS)
    {
      valet_diagnostics_add (pbn->diag, pbn->file, line,
                             _("table header has %u columns; its rows are left out "
                               "(expected at most %u)"), n, MAX_TABLE_COLUMNS);
      return NULL;
    }

  GStrv items = g_strsplit (header, ";", -1);
  for (guint i = 0; items[i]; i++)
    {
      char *name = g_strstrip (items[i]);
      char *slash = strchr (name, '\\');
      if (slash)
        {
          *slash = '\0';
          if (!valid_width (slash + 1))
            valet_diagnostics_add (pbn->diag, pbn->file, line,
                                   _("column '%s' has width '%s' (expected a "
                                     "number and optionally L or R, e.g. %s\\4L)"),
                                   name, slash + 1, name);
        }
      if (name[0] == '+' || name[0] == '-')
        memmove (name, name + 1, strlen (name));
    }
  return items;
}

/* "#" as a table header: the header of the previous game's table. */
static const char *
copied_header (const char *value, char **last)
{
  if (strcmp (value, "#") == 0 && *last)
    return *last;
  g_free (*last);
  *last = g_strdup (value);
  return value;
}

/* Whether the table has a column that tells who played on @side
 * (0: North-South). */
static gboolean
table_names_side (Pbn *pbn, guint side)
{
  return pbn->col[COL_PAIR_NS + side] >= 0 || pbn->col[COL_NAMES_NS + side] >= 0
         || (pbn->col[COL_ID_N + side] >= 0 && pbn->col[COL_ID_N + side + 2] >= 0);
}

/* Which of team_columns @name is, with @suffix ("_NS", or "" for the
 * TotalScoreTable); NO_TEAM for none. */
static guint
team_column (const char *name, const char *suffix)
{
  for (guint j = 0; j < NO_TEAM; j++)
    {
      gsize len = strlen (team_columns[j]);
      if (g_ascii_strncasecmp (name, team_columns[j], len) == 0
          && g_ascii_strcasecmp (name + len, suffix) == 0)
        return j;
    }
  return NO_TEAM;
}

/* Whether @name is a side's team column; kept when it is preferred to
 * the one found before. */
static gboolean
find_team_column (Pbn *pbn, const char *name, guint i)
{
  for (guint side = 0; side < 2; side++)
    {
      guint pick = team_column (name, side ? "_EW" : "_NS");
      if (pick == NO_TEAM)
        continue;
      if (pick < pbn->team_pick[side])
        {
          pbn->team_pick[side] = pick;
          pbn->team_col[side] = (int) i;
        }
      return TRUE;
    }
  return FALSE;
}

static void
find_columns (Pbn *pbn, GStrv items, guint line)
{
  for (guint k = 0; k < N_KNOWN; k++)
    pbn->col[k] = -1;
  for (guint side = 0; side < 2; side++)
    {
      pbn->team_col[side] = -1;
      pbn->team_pick[side] = NO_TEAM;
    }
  pbn->n_cols = g_strv_length (items);
  valet_pbn_find_adjusted_columns (&pbn->adjusted, items);

  for (guint i = 0; i < pbn->n_cols; i++)
    {
      const char *name = items[i];
      gboolean found = FALSE;
      for (guint k = 0; k < N_KNOWN && !found; k++)
        if (g_ascii_strcasecmp (name, known_names[k]) == 0)
          {
            pbn->col[k] = (int) i;
            found = TRUE;
          }
      if (!found && !find_team_column (pbn, name, i) && !is_ignored_column (name))
        /* Translators: the column, then what was expected, "expected ...". */
        valet_diagnostics_warn (pbn->diag, pbn->file, line,
                                _("ScoreTable column '%s' is not known and is "
                                  "ignored (%s)"), name, _(columns_expected));
    }
}

/* Whether the header of the table just opened can be read; reports
 * why not. */
static TableState
judge_table (Pbn *pbn, guint line)
{
  GString *missing = g_string_new (NULL);
  const Known needed[] = { COL_CONTRACT, COL_DECLARER, COL_RESULT };
  TableState state = TABLE_READ;

  for (guint i = 0; i < G_N_ELEMENTS (needed); i++)
    if (pbn->col[needed[i]] < 0)
      g_string_append_printf (missing, "%s%s", missing->len ? ", " : "",
                              known_names[needed[i]]);
  if (!table_names_side (pbn, 0) || !table_names_side (pbn, 1))
    {
      /* Reported once for the file, at its end, if nothing else can be
       * scored. */
      if (pbn->n_frequency_tables++ == 0)
        pbn->first_frequency_line = line;
      state = TABLE_FREQUENCY;
    }
  else
    {
      pbn->has_result_table = TRUE;
      pbn->n_result_tables++;
      g_hash_table_add (pbn->boards_with_tables, GUINT_TO_POINTER (pbn->board));
      if (missing->len > 0)
        {
          valet_diagnostics_add (pbn->diag, pbn->file, line,
                                 /* Translators: the board, the columns missing, "Result". */
                                 _("ScoreTable of board %u has no %s column; its rows "
                                   "are left out (expected Contract, Declarer and "
                                   "Result)"), pbn->board, missing->str);
          state = TABLE_LEFT_OUT;
        }
    }
  g_string_free (missing, TRUE);
  return state;
}

void
valet_pbn_start_table (Pbn *pbn, const char *value, guint line)
{
  value = copied_header (value, &pbn->last_header);
  valet_pbn_close_table (pbn);
  pbn->first_row = pbn->rows->len;
  pbn->has_table = TRUE;
  if (!pbn->in_game)
    {
      valet_diagnostics_add (pbn->diag, pbn->file, line,
                             _("ScoreTable outside a game; its rows are left out "
                               "(expected a [Board \"N\"] tag before it)"));
      pbn->table = TABLE_LEFT_OUT;
      return;
    }
  if (!pbn->board_ok)
    {
      pbn->table = TABLE_LEFT_OUT;   /* reported at the [Board] tag */
      return;
    }
  g_auto (GStrv) items = header_columns (pbn, value, line);
  if (items == NULL)
    {
      pbn->table = TABLE_LEFT_OUT;
      return;
    }
  find_columns (pbn, items, line);
  pbn->table = judge_table (pbn, line);
}

/* A TotalScoreTable: only the names of numbered pairs are read. */
void
valet_pbn_start_total (Pbn *pbn, const char *value, guint line)
{
  value = copied_header (value, &pbn->last_total_header);
  valet_pbn_close_table (pbn);
  g_auto (GStrv) items = header_columns (pbn, value, line);
  pbn->in_total = FALSE;
  if (items == NULL)
    return;
  pbn->n_total_cols = g_strv_length (items);
  for (guint k = 0; k < N_TOTAL; k++)
    {
      pbn->total_col[k] = -1;
      for (guint i = 0; i < pbn->n_total_cols; i++)
        if (g_ascii_strcasecmp (items[i], total_names[k]) == 0)
          pbn->total_col[k] = (int) i;
    }
  pbn->total_team_col = -1;
  pbn->total_team_pick = NO_TEAM;
  for (guint i = 0; i < pbn->n_total_cols; i++)
    {
      guint pick = team_column (items[i], "");
      if (pick < pbn->total_team_pick)
        {
          pbn->total_team_pick = pick;
          pbn->total_team_col = (int) i;
        }
    }
  pbn->in_total = pbn->total_col[TOTAL_PAIR_ID] >= 0 && pbn->total_col[TOTAL_NAMES] >= 0;
}

/* ---- rows ------------------------------------------------------------- */

typedef enum {
  SPLIT_OK,
  SPLIT_OPEN_QUOTE,    /* a quoted cell does not end */
  SPLIT_TOO_MANY,      /* more than the header's columns */
} SplitStatus;

/* Splits a row into cells: runs of non-blanks, or quoted strings (with
 * \" and \\ escapes).  Stops at a cell past @max_cells, so that a row
 * of millions of cells costs no more than the header allows. */
static SplitStatus
split_cells (const char *s, const char *e, guint max_cells, GPtrArray *cells)
{
  while (s < e)
    {
      if (*s == ' ' || *s == '\t')
        {
          s++;
          continue;
        }
      if (cells->len >= max_cells)
        return SPLIT_TOO_MANY;
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
              return SPLIT_OPEN_QUOTE;
            }
          s++;
        }
      else
        while (s < e && *s != ' ' && *s != '\t')
          g_string_append_c (cell, *s++);
      g_ptr_array_add (cells, g_string_free (cell, FALSE));
    }
  return SPLIT_OK;
}

static const char *
cell (Pbn *pbn, GPtrArray *cells, Known k)
{
  return pbn->col[k] >= 0 ? g_ptr_array_index (cells, pbn->col[k]) : NULL;
}

static gboolean side_has_ids (Pbn *pbn, GPtrArray *cells, guint side);

/* Whether side @side (0: North-South) of a row is nobody: a pair
 * number or names that say so ("Bye", "Phantom"), or neither given. */
static gboolean
side_is_nobody (Pbn *pbn, GPtrArray *cells, guint side)
{
  const char *id = cell (pbn, cells, side ? COL_PAIR_EW : COL_PAIR_NS);
  const char *names = cell (pbn, cells, side ? COL_NAMES_EW : COL_NAMES_NS);

  if (side_has_ids (pbn, cells, side))
    return FALSE;
  return valet_sit_out_word (id) || valet_sit_out_word (names)
         || (valet_sit_out_nobody (id) && valet_sit_out_nobody (names));
}

/* A row without a contract that seats one pair against nobody: the
 * pair sat out the board.  Recorded for one line per pair, not a
 * warning per board; TRUE when the row is one. */
static gboolean
row_sat_out (Pbn *pbn, GPtrArray *cells)
{
  if (valet_field_given (cell (pbn, cells, COL_CONTRACT)))
    return FALSE;
  gboolean nobody[2] = { side_is_nobody (pbn, cells, 0), side_is_nobody (pbn, cells, 1) };
  if (nobody[0] == nobody[1])
    return FALSE;
  guint side = nobody[0] ? 1 : 0;
  const char *id = cell (pbn, cells, side ? COL_PAIR_EW : COL_PAIR_NS);
  const char *names = cell (pbn, cells, side ? COL_NAMES_EW : COL_NAMES_NS);
  const char *round = cell (pbn, cells, COL_ROUND);
  guint r = 0;
  if (round == NULL || !valet_field_number (round, VALET_MAX_ROUND, &r))
    r = 0;
  valet_sit_outs_add (pbn->sit_outs, valet_field_given (id) ? id : names, r, pbn->board,
                      pbn->line);
  return TRUE;
}

/* Rows that are not a result played at the table: a board not played,
 * a contract without its result.  A warning, and the row is counted as
 * left out.  FALSE when the row is a result played. */
static gboolean
row_not_played (Pbn *pbn, GPtrArray *cells)
{
  const char *contract = cell (pbn, cells, COL_CONTRACT);
  const char *declarer = cell (pbn, cells, COL_DECLARER);
  const char *result = cell (pbn, cells, COL_RESULT);

  const AdjustedColumns *adj = &pbn->adjusted;
  int scores[] = { adj->score[0], adj->score[1], adj->score_any };
  gboolean scored = FALSE;
  for (guint k = 0; k < G_N_ELEMENTS (scores); k++)
    scored |= scores[k] >= 0
              && valet_field_given (g_ptr_array_index (cells, scores[k]));

  /* A score without its contract: the file holds the scores alone
   * there (the board was played), said once for the file. */
  if (!valet_field_given (contract) && scored)
    {
      if (pbn->scores_only++ == 0)
        pbn->scores_only_line = pbn->line;
    }
  else if (!valet_field_given (contract))
    valet_diagnostics_warn (pbn->diag, pbn->file, pbn->line,
                            _("board %u has no contract here; the row is left out "
                              "(expected a contract such as 4S or Pass)"), pbn->board);
  else if (!valet_contract_is_pass (contract)
           && (!valet_field_given (declarer) || !valet_field_given (result)))
    valet_diagnostics_warn (pbn->diag, pbn->file, pbn->line,
                            !valet_field_given (declarer)
                            ? _("board %u: contract '%s' has no declarer here (an adjusted "
                                "or unfinished board); the row is left out (expected the "
                                "declarer and the tricks declarer took)")
                            : _("board %u: contract '%s' has no result here (an adjusted "
                                "or unfinished board); the row is left out (expected the "
                                "declarer and the tricks declarer took)"),
                            pbn->board, contract);
  else
    return FALSE;
  return TRUE;
}

/* Whether both players of a side (0: North-South) have a PlayerId cell:
 * they are then the players of those tags, whatever the pair numbers
 * say, named by their PlayerName cells, or where those are "-" by
 * Names_NS or Names_EW. */
static gboolean
side_has_ids (Pbn *pbn, GPtrArray *cells, guint side)
{
  return valet_field_given (cell (pbn, cells, COL_ID_N + side))
         && valet_field_given (cell (pbn, cells, COL_ID_N + side + 2));
}

static void
report_names (Pbn *pbn, const char *names, guint side, const ValetPbnNames *parsed)
{
  const char *format;

  if (parsed->problem == VALET_PBN_NAMES_EMPTY_HALF)
    /* Translators: the names, then what was expected, "expected two names as ...". */
    format = _("names '%s' have an empty name (%s)");
  else if (parsed->problem == VALET_PBN_NAMES_MANY)
    /* Translators: the names, then what was expected, "expected two names as ...". */
    format = _("names '%s' can be split in more than one place (%s)");
  else
    /* Translators: the names, then what was expected, "expected two names as ...". */
    format = _("names '%s' are not two names (%s)");

  valet_diagnostics_add (pbn->diag, pbn->file, pbn->line, format, names,
                         _(names_expected[side]));
}

/* Who played on @side of @row; FALSE after reporting. */
static gboolean
read_side (Pbn *pbn, GPtrArray *cells, Row *row, guint side)
{
  const char *names = cell (pbn, cells, side ? COL_NAMES_EW : COL_NAMES_NS);
  const char *id = cell (pbn, cells, side ? COL_PAIR_EW : COL_PAIR_NS);

  valet_pbn_names_parse (!valet_field_given (names) ? NULL : names, &row->names[side]);
  if (side_has_ids (pbn, cells, side))
    {
      row->mode[side] = SIDE_BY_IDS;
      for (guint k = 0; k < 2; k++)
        {
          guint seat = side + 2 * k;
          const char *exact = cell (pbn, cells, COL_NAME_N + seat);
          row->player_id[seat] = g_strdup (cell (pbn, cells, COL_ID_N + seat));
          row->player_name[seat] = g_strdup (!valet_field_given (exact) ? row->names[side].name[k]
                                                                  : exact);
        }
      /* The pair's number, to label the pair with (Valet's own files
       * give both). */
      row->id[side] = valet_field_given (id) ? g_strdup (id) : NULL;
      return TRUE;
    }
  if (valet_field_given (id))
    {
      row->mode[side] = SIDE_BY_PAIR;
      row->id[side] = g_strdup (id);
      return TRUE;
    }
  if (row->names[side].kind == VALET_PBN_NAMES_NONE)
    {
      valet_diagnostics_add (pbn->diag, pbn->file, pbn->line,
                             /* Translators: PBN's column names, Names_EW and PairId_EW. */
                             side ? _("row names neither the players nor the pair "
                                      "number of East-West (expected %s or %s)")
                                  /* Translators: PBN's columns, Names_NS and PairId_NS. */
                                  : _("row names neither the players nor the pair "
                                      "number of North-South (expected %s or %s)"),
                             known_names[side ? COL_NAMES_EW : COL_NAMES_NS],
                             known_names[side ? COL_PAIR_EW : COL_PAIR_NS]);
      return FALSE;
    }
  /* Without a pair number, the names are all that tell the players
   * apart: one name for two players will not do. */
  if (row->names[side].kind == VALET_PBN_NAMES_PARTNERSHIP)
    {
      report_names (pbn, names, side, &row->names[side]);
      return FALSE;
    }
  row->mode[side] = SIDE_BY_NAMES;
  row->player_name[side] = g_strdup (row->names[side].name[0]);
  row->player_name[side + 2] = g_strdup (row->names[side].name[1]);
  return TRUE;
}

/* Fills @row from @cells, an artificial score of @percent (NS, EW)
 * unless that is NULL; FALSE after reporting. */
static gboolean
fill_row (Pbn *pbn, GPtrArray *cells, Row *row, const guint *percent)
{
  ValetFieldSource src = { pbn->file, pbn->line, pbn->diag };
  const char *round = cell (pbn, cells, COL_ROUND);

  row->r.board = pbn->board;
  row->r.round = 1;
  row->r.line = pbn->line;
  if (round && (!valet_field_number (round, VALET_MAX_ROUND, &row->r.round) || row->r.round == 0))
    {
      valet_diagnostics_add (pbn->diag, pbn->file, pbn->line,
                             _("round '%s' is not a number from 1 to %u (expected "
                               "the round of the result in the Round column)"),
                             round, VALET_MAX_ROUND);
      return FALSE;
    }
  /* Valet's own Weight and Side columns: a part of a weighted or split
   * score. */
  if (!valet_parse_weight_field (cell (pbn, cells, COL_WEIGHT), &row->r, &src)
      || !valet_parse_side_field (cell (pbn, cells, COL_SIDE), &row->r, &src))
    return FALSE;
  ValetPlayFields play = {
    cell (pbn, cells, COL_CONTRACT), cell (pbn, cells, COL_DECLARER),
    cell (pbn, cells, COL_RESULT), cell (pbn, cells, COL_LEAD),
  };
  if (percent && valet_result_is_partial (&row->r))
    {
      valet_diagnostics_add (pbn->diag, pbn->file, pbn->line,
                             "%s", _("an artificial score with a weight or a side (expected "
                                     "its percentages alone: 60/40 gives each side its own)"));
      return FALSE;
    }
  /* The suit carried over to a line without a lead is the row's own. */
  guint8 carried_suit = row->r.lead_suit;
  if (percent)
    valet_result_set_artificial (&row->r, percent[0], percent[1]);
  else if (!valet_parse_play_fields (&play, &row->r, &carried_suit, &src))
    return FALSE;
  for (guint side = 0; side < 2; side++)
    if (!read_side (pbn, cells, row, side))
      return FALSE;
  for (guint side = 0; side < 2; side++)
    {
      const char *team = pbn->team_col[side] >= 0
                         ? g_ptr_array_index (cells, pbn->team_col[side]) : NULL;
      row->team[side] = !valet_field_given (team) ? NULL : g_strdup (team);
    }
  /* A table that is not a number is only not shown. */
  const char *table = cell (pbn, cells, COL_TABLE);
  if (table == NULL || !valet_field_number (table, G_MAXUINT16, &row->table))
    row->table = 0;
  const char *section = cell (pbn, cells, COL_SECTION);
  row->section = g_strdup (valet_field_given (section) ? section
                           : pbn->section ? pbn->section : "");
  return TRUE;
}

void
valet_pbn_read_row (Pbn *pbn, const char *s, const char *e)
{
  g_autoptr (GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);

  SplitStatus split = split_cells (s, e, pbn->n_cols, cells);
  RowScore score;
  guint percent[2];

  if (split == SPLIT_OPEN_QUOTE)
    valet_diagnostics_add (pbn->diag, pbn->file, pbn->line,
                           _("a quoted cell does not end (expected a closing '\"' "
                             "on the same line)"));
  else if (split == SPLIT_TOO_MANY || cells->len != pbn->n_cols)
    valet_diagnostics_add (pbn->diag, pbn->file, pbn->line,
                           split == SPLIT_TOO_MANY
                           /* Translators: the row's cells, then the header's columns. */
                           ? _("row has more than %u cells, but the ScoreTable header "
                               "has %u columns (expected one cell per column, '-' for "
                               "none, and quotes around cells with spaces)")
                           /* Translators: the row's cells, then the header's columns. */
                           : _("row has %u cells, but the ScoreTable header has %u "
                               "columns (expected one cell per column, '-' for none, "
                               "and quotes around cells with spaces)"),
                           cells->len, pbn->n_cols);
  else if ((score = valet_pbn_row_artificial (pbn, cells, percent)) == ROW_SCORED
           && row_sat_out (pbn, cells))
    return;     /* no result, and said once per pair at the end */
  else if (score == ROW_ARTIFICIAL || (score == ROW_SCORED && !row_not_played (pbn, cells)))
    {
      Row row = { { 0 } };
      /* As in the text reader, a result without a lead carries the suit
       * of the last lead read: the lead suit of the row before. */
      row.r.lead_suit = pbn->rows->len
                        ? g_array_index (pbn->rows, Row, pbn->rows->len - 1).r.lead_suit
                        : VALET_SPADES;
      if (fill_row (pbn, cells, &row, score == ROW_ARTIFICIAL ? percent : NULL))
        {
          g_array_append_val (pbn->rows, row);
          return;
        }
      valet_pbn_row_clear (&row);
    }
  valet_tournament_count_left_out (pbn->t, 1);
}

/* A TotalScoreTable row: the names of a pair. */
void
valet_pbn_read_total_row (Pbn *pbn, const char *s, const char *e)
{
  g_autoptr (GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);

  SplitStatus split = split_cells (s, e, pbn->n_total_cols, cells);

  if (split != SPLIT_OK || cells->len != pbn->n_total_cols)
    {
      valet_diagnostics_warn (pbn->diag, pbn->file, pbn->line,
                              split == SPLIT_TOO_MANY
                              /* Translators: the row's cells, then the header's columns. */
                              ? _("TotalScoreTable row has more than %u cells, but its "
                                  "header has %u columns; the pair's names are not read "
                                  "(expected one cell per column, and quotes around "
                                  "cells with spaces)")
                              /* Translators: the row's cells, then the header's columns. */
                              : _("TotalScoreTable row has %u cells, but its header has "
                                  "%u columns; the pair's names are not read (expected "
                                  "one cell per column, and quotes around cells with "
                                  "spaces)"),
                              cells->len, pbn->n_total_cols);
      return;
    }
  const char *id = g_ptr_array_index (cells, pbn->total_col[TOTAL_PAIR_ID]);
  const char *at[N_TOTAL];
  for (guint k = 0; k < N_TOTAL; k++)
    at[k] = pbn->total_col[k] >= 0 ? g_ptr_array_index (cells, pbn->total_col[k]) : NULL;
  if (!valet_field_given (id))
    return;
  const char *team = pbn->total_team_col >= 0
                     ? g_ptr_array_index (cells, pbn->total_team_col) : NULL;
  ValetPbnNames names;
  valet_pbn_names_parse (at[TOTAL_NAMES], &names);
  valet_pbn_pairs_add_total (pbn->pairs, at[TOTAL_SECTION], at[TOTAL_DIRECTION], id,
                             &names, !valet_field_given (team) ? NULL : team, pbn->line);
}
