/* valet-pbn-reader.c: PBN 2.1 games, their ScoreTable and TotalScoreTable,
 * and games played one per table. */
#include "config.h"
#include "valet-pbn-reader.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "valet-adjusted-fields.h"
#include "valet-encoding.h"
#include "valet-pbn-games.h"
#include "valet-pbn-pairs.h"
#include "valet-result-fields.h"
#include "valet-text-limit.h"
#include "valet-usebio-reader.h"

/* The first card of a play section is a few characters. */
#define MAX_CARD 16

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
  COL_WEIGHT,  /* Valet's own: an outcome's weight, a weighted score */
  COL_SIDE,    /* Valet's own: NS or EW, one side's line of a split score */
  N_KNOWN
} Known;

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

/* What a file with nothing to score should have held. */
static const char refused_expected[] =
  N_("expected score tables whose rows name the pairs, with PairId_NS and "
     "PairId_EW or Names_NS and Names_EW columns, or one game per table with "
     "[North] .. [West], [Contract], [Declarer] and [Result], each deal played "
     "at two tables or more");

/* TotalScoreTable columns read: the names of numbered pairs. */
typedef enum {
  TOTAL_PAIR_ID,
  TOTAL_NAMES,
  TOTAL_SECTION,
  TOTAL_DIRECTION,
  N_TOTAL
} TotalColumn;

static const char *const total_names[N_TOTAL] = { "PairId", "Names", "Section", "Direction" };

/* Columns that name a pair's team, country or club, the first of them
 * preferred where a table has several: a ScoreTable gives one for each
 * side ("Country_NS"), a TotalScoreTable one for the pair ("Country"). */
static const char *const team_columns[] = { "Team", "TeamName", "Country", "Nationality", "Club" };
#define NO_TEAM G_N_ELEMENTS (team_columns)

/* How a side of a row says who played. */
typedef enum {
  SIDE_BY_PAIR,   /* a pair number, which names only label */
  SIDE_BY_NAMES,  /* the players' names */
  SIDE_BY_IDS,    /* PlayerId cells (Valet's own files) */
} SideMode;

typedef struct {
  ValetResult   r;
  char         *section;
  SideMode      mode[2];
  char         *id[2];       /* pair number of NS, EW (SIDE_BY_PAIR) */
  ValetPbnNames names[2];    /* their label */
  char         *player_id[4];    /* SIDE_BY_IDS, by seat */
  char         *player_name[4];  /* SIDE_BY_IDS and SIDE_BY_NAMES, by seat */
  guint         handle[2];   /* of the side in the pairs, SIDE_BY_PAIR */
  char         *team[2];     /* of NS, EW, or NULL */
} Row;

/* What the rows of the current score table are. */
typedef enum {
  TABLE_NONE,       /* no table open */
  TABLE_READ,       /* rows are read */
  TABLE_LEFT_OUT,   /* rows are table results that cannot be read: counted */
  TABLE_FREQUENCY,  /* rows are not table results */
} TableState;

typedef struct {
  char *value;
  guint line;
} Vulnerability;

/* The columns an artificial score is read from, for North-South then
 * East-West, or -1: Score_NS "A+", Percentage_NS 60, MP_NS 25.2; and a
 * score column of no side ("Score"). */
typedef struct {
  int score[2];
  int percentage[2];
  int mp[2];
  int score_any;
} AdjustedColumns;

typedef struct {
  ValetTournament  *t;
  const char       *file;
  ValetDiagnostics *diag;
  const char       *data, *p, *end;
  guint             line;      /* of the character at p */
  const char       *legacy;    /* the encoding of text that is not UTF-8 */

  /* The current game. */
  gboolean          in_game;
  gboolean          board_ok;
  guint             board, board_line;
  gboolean          has_table;          /* of any kind */
  gboolean          has_result_table;   /* one that says who played */
  char             *section;            /* its [Section] */
  ValetPbnGame      game;               /* its tags, for one game per table */
  gboolean          want_play_line;     /* the first card follows */
  char             *previous[VALET_PBN_GAME_N_TAGS];  /* for "#" */
  guint             n_games;

  /* The current ScoreTable. */
  TableState        table;
  int               col[N_KNOWN];
  guint             n_cols;
  AdjustedColumns   adjusted;
  guint             first_row;  /* of the table, in rows */
  char             *last_header;
  int               team_col[2];   /* of NS, EW, or -1 */
  guint             team_pick[2];  /* which of team_columns, or NO_TEAM */

  /* The current TotalScoreTable. */
  gboolean          in_total;
  int               total_col[N_TOTAL];
  guint             n_total_cols;
  char             *last_total_header;
  int               total_team_col;
  guint             total_team_pick;

  /* What the file holds. */
  GArray           *rows;      /* Row */
  ValetPbnPairs    *pairs;
  ValetPbnGames    *games;
  GHashTable       *boards_with_tables;  /* board numbers with a result table */
  GArray           *deals_only;          /* guint pairs: board, line */
  GHashTable       *vulnerability;       /* board -> Vulnerability of its first game */
  guint             n_result_tables;
  guint             n_frequency_tables, first_frequency_line;
} Pbn;

static void
row_clear (gpointer data)
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

static void
vulnerability_free (gpointer data)
{
  Vulnerability *v = data;
  g_free (v->value);
  g_free (v);
}

static void
game_clear (ValetPbnGame *g)
{
  for (guint k = 0; k < VALET_PBN_GAME_N_TAGS; k++)
    g_free (g->value[k]);
  g_free (g->first_card);
  memset (g, 0, sizeof *g);
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

  pbn->in_total = FALSE;
  if (pbn->table == TABLE_NONE)
    return;
  pbn->table = TABLE_NONE;
  for (guint i = pbn->first_row; i < pbn->rows->len; i++)
    first = MIN (first, g_array_index (pbn->rows, Row, i).r.round);
  for (guint i = pbn->first_row; i < pbn->rows->len; i++)
    g_array_index (pbn->rows, Row, i).r.round = first;
}

/* [Vulnerable] against the standard cycle the scores are computed with. */
static void
check_vulnerable (Pbn *pbn, guint board, const Vulnerability *vul)
{
  const char *v = vul->value;
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
      valet_diagnostics_warn (pbn->diag, pbn->file, vul->line,
                              _("vulnerability '%s' is not known; board %u is scored "
                                "with the standard cycle (expected None, NS, EW or All)"),
                              v, board);
      return;
    }
  gboolean cyc_ns = valet_board_vulnerable (board, VALET_NORTH);
  gboolean cyc_ew = valet_board_vulnerable (board, VALET_EAST);
  if (ns != cyc_ns || ew != cyc_ew)
    valet_diagnostics_warn (pbn->diag, pbn->file, vul->line,
                            /* Translators: the board, its [Vulnerable] tag, the PBN value
                             * of the standard cycle (None, NS, EW or All), the board. */
                            _("board %u is marked vulnerable '%s', but the standard "
                              "cycle makes it %s; scored with the standard cycle "
                              "(expected the vulnerability of board %u)"),
                            board, v,
                            cyc_ns && cyc_ew ? "All" : cyc_ns ? "NS" : cyc_ew ? "EW" : "None",
                            board);
}

/* Whether the current game names a player or a contract: a table's
 * result (or an unfinished one), rather than a deal. */
static gboolean
game_is_played (const ValetPbnGame *g)
{
  for (guint k = VALET_PBN_GAME_NORTH; k <= VALET_PBN_GAME_CONTRACT; k++)
    if (valet_field_given (g->value[k]))
      return TRUE;
  return FALSE;
}

static void
end_game (Pbn *pbn)
{
  close_table (pbn);
  pbn->want_play_line = FALSE;
  if (pbn->in_game && pbn->board_ok && !pbn->has_result_table)
    {
      if (game_is_played (&pbn->game))
        {
          pbn->game.board = pbn->board;
          pbn->game.line = pbn->board_line;
          valet_pbn_games_add (pbn->games, &pbn->game);
        }
      else if (!pbn->has_table)
        {
          guint where[2] = { pbn->board, pbn->board_line };
          g_array_append_vals (pbn->deals_only, where, 2);
        }
    }
  game_clear (&pbn->game);
  g_clear_pointer (&pbn->section, g_free);
  pbn->in_game = FALSE;
  pbn->board_ok = FALSE;
  pbn->has_table = FALSE;
  pbn->has_result_table = FALSE;
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
  pbn->board_ok = valet_field_number (value, VALET_MAX_BOARD, &pbn->board) && pbn->board > 0;
  if (!pbn->board_ok)
    valet_diagnostics_add (pbn->diag, pbn->file, line,
                           _("board '%s' is not a number from 1 to %u; the game's "
                             "results are left out (expected [Board \"N\"])"),
                           value, VALET_MAX_BOARD);
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

/* The columns of @items an artificial score is read from. */
static void
find_adjusted_columns (AdjustedColumns *adj, GStrv items)
{
  static const char *const suffix[2] = { "_NS", "_EW" };

  adj->score_any = -1;
  for (guint side = 0; side < 2; side++)
    adj->score[side] = adj->percentage[side] = adj->mp[side] = -1;
  for (guint i = 0; items[i]; i++)
    {
      const char *name = items[i];
      if (g_ascii_strcasecmp (name, "Score") == 0)
        adj->score_any = (int) i;
      for (guint side = 0; side < 2; side++)
        {
          struct { const char *prefix; int *col; } kinds[] = {
            { "Score", &adj->score[side] },
            { "Percentage", &adj->percentage[side] },
            { "MP", &adj->mp[side] },
          };
          for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
            {
              gsize len = strlen (kinds[k].prefix);
              if (*kinds[k].col < 0 && g_ascii_strncasecmp (name, kinds[k].prefix, len) == 0
                  && g_ascii_strcasecmp (name + len, suffix[side]) == 0)
                *kinds[k].col = (int) i;
            }
        }
    }
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
  find_adjusted_columns (&pbn->adjusted, items);

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

static void
start_table (Pbn *pbn, const char *value, guint line)
{
  value = copied_header (value, &pbn->last_header);
  close_table (pbn);
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
static void
start_total (Pbn *pbn, const char *value, guint line)
{
  value = copied_header (value, &pbn->last_total_header);
  close_table (pbn);
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

/* "A60", "A+", "A5050", "AVG-", "40%": a score the director gave. */
static gboolean
is_artificial (const char *c)
{
  gsize len = strlen (c);
  if (len > 0 && c[len - 1] == '%')
    return TRUE;
  if (g_ascii_toupper (c[0]) != 'A')
    return FALSE;
  const char *rest = c + 1;
  if (g_ascii_strncasecmp (rest, "VG", 2) == 0 || g_ascii_strncasecmp (rest, "VE", 2) == 0)
    rest += 2;
  return rest[strspn (rest, "+-=0123456789./")] == '\0';
}

/* A percentage cell, "60", "45.5" or "60%", rounded to a whole
 * percentage from 0 to 100; FALSE for anything else ("-"). */
static gboolean
percentage_cell (const char *c, guint *out)
{
  char *end;
  double v;

  if (c == NULL || !g_ascii_isdigit (c[0]))
    return FALSE;
  v = g_ascii_strtod (c, &end);
  if (*end == '%')
    end++;
  if (*end != '\0' || v > 100)
    return FALSE;
  *out = (guint) (v + 0.5);
  return TRUE;
}

/* A number of matchpoints, "25.2"; FALSE for anything else. */
static gboolean
mp_cell (const char *c, double *out)
{
  char *end;

  if (c == NULL || !g_ascii_isdigit (c[0]))
    return FALSE;
  *out = g_ascii_strtod (c, &end);
  return *end == '\0';
}

/* An artificial score cell as the percentage of the side whose column it
 * is: "A+" (average plus: 60), "A", "A=" (average: 50), "A-" (average
 * minus: 40), the same with AVG or AVE, "A60" or "60%".  Or, in
 * *@both, both sides' percentages, NS then EW, "A6040" as USEBIO writes
 * them.  FALSE for anything else. */
static gboolean
artificial_cell (const char *c, guint *percent, guint both[2], gboolean *is_both)
{
  gsize len = strlen (c);

  *is_both = FALSE;
  if (len > 1 && c[len - 1] == '%')
    {
      g_autofree char *number = g_strndup (c, len - 1);
      return percentage_cell (number, percent);
    }
  if (g_ascii_toupper (c[0]) != 'A')
    return FALSE;
  const char *rest = c + 1;
  if (g_ascii_strncasecmp (rest, "VG", 2) == 0 || g_ascii_strncasecmp (rest, "VE", 2) == 0)
    rest += 2;
  if (rest[0] == '\0' || strcmp (rest, "=") == 0)
    *percent = 50;
  else if (strcmp (rest, "+") == 0)
    *percent = 60;
  else if (strcmp (rest, "-") == 0)
    *percent = 40;
  else if (valet_usebio_parse_adjusted_score (c, &both[0], &both[1]))
    *is_both = TRUE;
  else
    return percentage_cell (rest, percent);
  return TRUE;
}

/* What a row's score cells say. */
typedef enum {
  ROW_SCORED,       /* no artificial score: a result played, or not played */
  ROW_ARTIFICIAL,   /* an artificial score, read */
  ROW_UNREADABLE,   /* an artificial score that cannot be read: reported */
} RowScore;

/* Whether @cells hold an artificial score, and its percentages into
 * @percent, North-South then East-West.
 *
 * Magic Contest writes one as contract, declarer and result "-" with
 * each side's score column saying what that side got: Score_NS "A-",
 * Score_EW "A+" is 40 % for North-South and 60 % for East-West (its
 * Percentage_NS and Percentage_EW cells say 40 and 60, and its MP cells
 * 16.8 and 25.2 of a top of 42).  PBN itself defines no notation for
 * them; "A+", "A=" and "A-" are average plus, average and average minus,
 * 60, 50 and 40 % (Law 12C2), from the view of the side whose column
 * holds them, and "A60" or "60%" that side's percentage.  A score the
 * director gave replaces the contract the row may give.
 *
 * When only one side's column gives the score, the other side's comes
 * from the file's own numbers for it: its Percentage cell, else its MP
 * cell in the ratio of the two sides' matchpoints (MP_EW / MP_NS x NS's
 * percentage); only where the row has neither is it the complement,
 * 100 less the other's (A+ 60/40, A- 40/60), as an average plus for one
 * side is an average minus for the other when one side was at fault. */
static RowScore
row_artificial (Pbn *pbn, GPtrArray *cells, guint percent[2])
{
  const AdjustedColumns *adj = &pbn->adjusted;
  gboolean known[2] = { FALSE, FALSE }, seen = FALSE, unreadable = FALSE;
  const char *shown = NULL;

#define ADJ_CELL(col) ((col) >= 0 ? (const char *) g_ptr_array_index (cells, (col)) : NULL)
  for (guint side = 0; side < 2; side++)
    {
      const char *c = ADJ_CELL (adj->score[side]);
      guint both[2];
      gboolean is_both;
      if (c == NULL || !is_artificial (c))
        continue;
      seen = TRUE;
      shown = shown ? shown : c;
      if (!artificial_cell (c, &percent[side], both, &is_both))
        {
          /* Not guessed from the other side's. */
          shown = c;
          unreadable = TRUE;
          break;
        }
      if (is_both)
        {
          percent[0] = both[0];
          percent[1] = both[1];
          known[0] = known[1] = TRUE;
          break;
        }
      known[side] = TRUE;
    }
  const char *any = ADJ_CELL (adj->score_any);
  if (!seen && any && is_artificial (any))
    {
      /* A column of no side: only a score of both sides ("A6040") says
       * who got what. */
      guint one, both[2];
      gboolean is_both;
      seen = TRUE;
      shown = any;
      if (artificial_cell (any, &one, both, &is_both) && is_both)
        {
          percent[0] = both[0];
          percent[1] = both[1];
          known[0] = known[1] = TRUE;
        }
    }
  if (!seen)
    return ROW_SCORED;
  for (guint side = 0; side < 2 && !unreadable && (known[0] || known[1]); side++)
    {
      guint other = 1 - side;
      double mp_side, mp_other;
      if (known[side])
        continue;
      if (percentage_cell (ADJ_CELL (adj->percentage[side]), &percent[side]))
        ;
      else if (mp_cell (ADJ_CELL (adj->mp[side]), &mp_side)
               && mp_cell (ADJ_CELL (adj->mp[other]), &mp_other) && mp_other > 0)
        percent[side] = (guint) MIN (100.0, percent[other] * mp_side / mp_other + 0.5);
      else
        percent[side] = 100 - MIN (percent[other], 100);
      known[side] = TRUE;
    }
#undef ADJ_CELL
  if (!unreadable && known[0] && known[1])
    return ROW_ARTIFICIAL;
  valet_diagnostics_warn (pbn->diag, pbn->file, pbn->line,
                          _("board %u has an adjusted score '%s' here, which is "
                            "not counted yet; the row is left out (expected a "
                            "contract, declarer and result played at the table, "
                            "or an artificial score in a side's score column: "
                            "A+, A=, A-, A60 or 60%%)"),
                          pbn->board, shown);
  return ROW_UNREADABLE;
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

  if (!valet_field_given (contract))
    valet_diagnostics_warn (pbn->diag, pbn->file, pbn->line,
                            _("board %u has no contract here (not played at this table); "
                              "the row is left out (expected a contract such as 4S or "
                              "Pass)"), pbn->board);
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
  if (percent)
    valet_result_set_artificial (&row->r, percent[0], percent[1]);
  else if (!valet_parse_play_fields (&play, &row->r, &row->r.lead_suit, &src))
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
  const char *section = cell (pbn, cells, COL_SECTION);
  row->section = g_strdup (valet_field_given (section) ? section
                           : pbn->section ? pbn->section : "");
  return TRUE;
}

static void
read_row (Pbn *pbn, const char *s, const char *e)
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
  else if ((score = row_artificial (pbn, cells, percent)) == ROW_ARTIFICIAL
           || (score == ROW_SCORED && !row_not_played (pbn, cells)))
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
      row_clear (&row);
    }
  valet_tournament_count_left_out (pbn->t, 1);
}

/* A TotalScoreTable row: the names of a pair. */
static void
read_total_row (Pbn *pbn, const char *s, const char *e)
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

/* ---- tags ------------------------------------------------------------- */

/* Text from the file as UTF-8: names of events in a legacy encoding are
 * converted, as the players' names are for display. */
static char *
utf8_text (Pbn *pbn, const char *value)
{
  if (g_utf8_validate (value, -1, NULL))
    return g_strdup (value);
  if (pbn->legacy == NULL)
    pbn->legacy = valet_guess_encoding (pbn->data, (gsize) (pbn->end - pbn->data));
  char *text = g_convert (value, -1, "UTF-8", pbn->legacy, NULL, NULL, NULL);
  return text ? text : g_utf8_make_valid (value, -1);
}

static void
offer_event (Pbn *pbn, const char *name, const char *value, guint line)
{
  static const struct { const char *tag; ValetEventDetail detail; } details[] = {
    { "Event", VALET_EVENT_TITLE }, { "Date", VALET_EVENT_DATE }, { "Site", VALET_EVENT_VENUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (details); i++)
    if (strcmp (name, details[i].tag) == 0)
      {
        /* "##value": a value later games repeat. */
        g_autofree char *text = utf8_text (pbn, g_str_has_prefix (value, "##") ? value + 2
                                                                             : value);
        if (valet_tournament_offer_event (pbn->t, details[i].detail, text))
          valet_text_warn_long ((ValetTextKind) details[i].detail, text, pbn->diag, pbn->file,
                                line);
      }
}

/* A tag of the game's own result.  PBN's "#" repeats the previous
 * game's value, and "##value" is a value that later games repeat. */
static void
game_tag (Pbn *pbn, ValetPbnGameTag k, const char *value, guint line)
{
  if (g_str_has_prefix (value, "##") && value[2] != '\0')
    value += 2;
  else if (value[0] == '#' && (value[1] == '\0' || (value[1] == '#' && value[2] == '\0')))
    value = pbn->previous[k] ? pbn->previous[k] : "";
  g_free (pbn->game.value[k]);
  pbn->game.value[k] = g_strstrip (g_strdup (value));
  pbn->game.value_line[k] = line;
  g_free (pbn->previous[k]);
  pbn->previous[k] = g_strdup (pbn->game.value[k]);
}

static void
handle_game_tag (Pbn *pbn, const char *name, const char *value, guint line)
{
  for (guint k = 0; k < VALET_PBN_GAME_N_TAGS; k++)
    if (strcmp (name, valet_pbn_game_tag_names[k]) == 0)
      {
        game_tag (pbn, k, value, line);
        break;
      }
  if (strcmp (name, "Play") == 0)
    pbn->want_play_line = TRUE;
  else if (strcmp (name, "Auction") == 0)
    pbn->game.has_auction = TRUE;
  else if (strcmp (name, "Section") == 0)
    {
      g_free (pbn->section);
      pbn->section = g_strdup (pbn->game.value[VALET_PBN_GAME_SECTION]);
    }
  else if (strcmp (name, "Vulnerable") == 0 && pbn->board_ok && value[0] != '#'
           && !g_hash_table_contains (pbn->vulnerability, GUINT_TO_POINTER (pbn->board)))
    {
      Vulnerability *v = g_new (Vulnerability, 1);
      v->value = g_strdup (value);
      v->line = line;
      g_hash_table_insert (pbn->vulnerability, GUINT_TO_POINTER (pbn->board), v);
    }
}

static void
handle_tag (Pbn *pbn, const char *name, const char *value, guint line)
{
  pbn->want_play_line = FALSE;
  offer_event (pbn, name, value, line);
  if (strcmp (name, "Board") == 0)
    start_board (pbn, value, line);
  else if (strcmp (name, "ScoreTable") == 0)
    {
      start_table (pbn, value, line);
      return;
    }
  else if (strcmp (name, "TotalScoreTable") == 0)
    {
      start_total (pbn, value, line);
      return;
    }
  else if (pbn->in_game)
    handle_game_tag (pbn, name, value, line);
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
                             _("malformed tag (expected [Name \"value\"])"));
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
                             _("tag '%s' does not end (expected [%s \"value\"] "
                               "with the value's closing '\"' and a ']')"), tag, tag);
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

/* The first card of a play section, the opening lead: "SK", "H10",
 * "-" (unknown); annotations ("!", "?") after it are dropped. */
static void
read_first_card (Pbn *pbn, const char *s, const char *e)
{
  const char *t = s;
  while (t < e && *t != ' ' && *t != '\t')
    t++;
  while (t > s && (t[-1] == '!' || t[-1] == '?'))
    t--;
  if (t == s || *s == ';' || *s == '%' || *s == '[' || *s == '{')
    return;
  pbn->want_play_line = FALSE;
  g_free (pbn->game.first_card);
  pbn->game.first_card = g_strndup (s, (gsize) MIN (t - s, MAX_CARD));
  pbn->game.first_card_line = pbn->line;
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
        {
          /* ';' comments, or a section that starts after its tag. */
          if (pbn->want_play_line)
            {
              const char *nl = memchr (pbn->p, '\n', (gsize) (pbn->end - pbn->p));
              read_first_card (pbn, pbn->p, nl ? nl : pbn->end);
            }
          break;
        }
    }
  const char *nl = memchr (pbn->p, '\n', (gsize) (pbn->end - pbn->p));
  pbn->p = nl ? nl + 1 : pbn->end;
  pbn->line++;
}

/* ---- the results ------------------------------------------------------ */

/* Players named by the rows themselves, in the order they come. */
static void
name_row_players (Pbn *pbn, Row *row)
{
  ValetFieldSource src = { pbn->file, row->r.line, pbn->diag };

  for (guint seat = 0; seat < 4; seat++)
    if (row->mode[seat % 2] == SIDE_BY_IDS)
      row->r.player[seat] = valet_player_for_id (pbn->t, row->player_id[seat],
                                                 row->player_name[seat], &src);
    else if (row->mode[seat % 2] == SIDE_BY_NAMES)
      valet_player_for_name (pbn->t, row->player_name[seat], &src, &row->r.player[seat]);
  gboolean warned[2] = { FALSE, FALSE };   /* of a side's cell, once */
  for (guint seat = 0; seat < 4; seat++)
    if (row->mode[seat % 2] != SIDE_BY_PAIR && row->team[seat % 2] != NULL
        && valet_tournament_player_team (pbn->t, row->r.player[seat]) == NULL)
      {
        valet_tournament_set_player_team (pbn->t, row->r.player[seat], row->team[seat % 2]);
        if (!warned[seat % 2])
          warned[seat % 2] = valet_text_warn_long (VALET_TEXT_TEAM, row->team[seat % 2],
                                                   pbn->diag, pbn->file, row->r.line);
      }
}

static void
add_rows (Pbn *pbn)
{
  /* Players are added only with a result they play in. */
  for (guint i = 0; i < pbn->rows->len; i++)
    name_row_players (pbn, &g_array_index (pbn->rows, Row, i));
  for (guint i = 0; i < pbn->rows->len; i++)
    {
      Row *row = &g_array_index (pbn->rows, Row, i);
      for (guint side = 0; side < 2; side++)
        if (row->mode[side] == SIDE_BY_PAIR)
          row->handle[side] = valet_pbn_pairs_add_side (pbn->pairs, row->section, side,
                                                        row->id[side], row->r.round,
                                                        row->r.board, &row->names[side],
                                                        row->team[side], row->r.line);
    }
  valet_pbn_pairs_make_players (pbn->pairs, pbn->t, pbn->file, pbn->diag);
  for (guint i = 0; i < pbn->rows->len; i++)
    {
      Row *row = &g_array_index (pbn->rows, Row, i);
      for (guint side = 0; side < 2; side++)
        if (row->mode[side] == SIDE_BY_PAIR)
          valet_pbn_pairs_players (pbn->pairs, row->handle[side], &row->r.player[side],
                                   &row->r.player[side + 2]);
      valet_tournament_add_result (pbn->t, &row->r);
    }
}

/* Boards without a result: an error in a file of score tables; in a
 * file of games played one per table, a game without players or a
 * contract is only a deal. */
static void
report_deals_only (Pbn *pbn)
{
  for (guint i = 0; i + 1 < pbn->deals_only->len; i += 2)
    {
      guint board = g_array_index (pbn->deals_only, guint, i);
      guint line = g_array_index (pbn->deals_only, guint, i + 1);
      if (g_hash_table_contains (pbn->boards_with_tables, GUINT_TO_POINTER (board)))
        continue;
      if (pbn->n_result_tables > 0)
        valet_diagnostics_add (pbn->diag, pbn->file, line,
                               _("board %u has no ScoreTable (expected a [ScoreTable "
                                 "\"...\"] tag followed by the results of the board)"),
                               board);
      else
        valet_diagnostics_warn (pbn->diag, pbn->file, line,
                                _("board %u here names no players and no contract; it "
                                  "is a deal only, with no result (expected [North] .. "
                                  "[West], [Contract], [Declarer] and [Result])"), board);
    }
}

/* The vulnerability of each board that has results, from its first
 * game. */
static void
check_boards (Pbn *pbn, guint first_result)
{
  g_autoptr (GHashTable) done = g_hash_table_new (g_direct_hash, g_direct_equal);

  for (guint i = first_result; i < valet_tournament_n_results (pbn->t); i++)
    {
      guint board = valet_tournament_result (pbn->t, i)->board;
      const Vulnerability *v = g_hash_table_lookup (pbn->vulnerability, GUINT_TO_POINTER (board));
      if (v && !g_hash_table_contains (done, GUINT_TO_POINTER (board)))
        check_vulnerable (pbn, board, v);
      g_hash_table_add (done, GUINT_TO_POINTER (board));
    }
}

/* One part of what a file holds instead of results, after the others. */
static void
append_part (GString *found, const char *format, guint n)
{
  if (found->len > 0)
    g_string_append (found, "; ");
  g_string_append_printf (found, format, n);
}

/* A file with nothing to score: said once, with what it holds instead
 * (a hand record, frequency tables, games each alone on its deal).  Each
 * part is a sentence of its own for translators, joined by "; ". */
static void
refuse (Pbn *pbn, const ValetPbnGamesSurvey *survey)
{
  GString *found = g_string_new (NULL);
  guint n_deals = pbn->deals_only->len / 2;

  if (pbn->n_frequency_tables > 0)
    append_part (found, g_dngettext (GETTEXT_PACKAGE,
                                     "%u score table is a frequency table, which do not "
                                     "say who played, so pair scores cannot be computed",
                                     "%u score tables are frequency tables, which do not "
                                     "say who played, so pair scores cannot be computed",
                                     pbn->n_frequency_tables),
                 pbn->n_frequency_tables);
  if (survey->n_played > 0)
    append_part (found, g_dngettext (GETTEXT_PACKAGE,
                                     "%u game with a result plays each deal at one table "
                                     "only, with no other table to compare it with",
                                     "%u games with a result play each deal at one table "
                                     "only, with no other table to compare them with",
                                     survey->n_played),
                 survey->n_played);
  if (survey->n_unfinished > 0)
    append_part (found, g_dngettext (GETTEXT_PACKAGE,
                                     "%u game names players but gives no result",
                                     "%u games name players but give no result",
                                     survey->n_unfinished),
                 survey->n_unfinished);
  if (n_deals > 0)
    append_part (found, g_dngettext (GETTEXT_PACKAGE,
                                     "%u game is a deal only, a hand record",
                                     "%u games are deals only, a hand record",
                                     n_deals),
                 n_deals);
  if (found->len == 0)
    valet_diagnostics_add (pbn->diag, pbn->file, pbn->first_frequency_line,
                           /* Translators: %s is what was expected, "expected score tables ...". */
                           _("holds no table results to score: none of its score "
                             "tables could be read (%s)"), _(refused_expected));
  else
    valet_diagnostics_add (pbn->diag, pbn->file, pbn->first_frequency_line,
                           /* Translators: what the file holds instead, "3 games are
                            * deals only, a hand record", several joined by "; "; then
                            * what was expected, "expected score tables ...". */
                           _("holds no table results to score: its %s (%s)"),
                           found->str, _(refused_expected));
  g_string_free (found, TRUE);
}

static void
finish (Pbn *pbn)
{
  ValetPbnGamesSurvey survey;
  guint first_result = valet_tournament_n_results (pbn->t);

  if (pbn->n_games == 0)
    {
      valet_diagnostics_add (pbn->diag, pbn->file, 0,
                             _("has no games (expected [Board \"N\"] tags, each followed "
                               "by a [ScoreTable \"...\"] with the board's results, or "
                               "one game per table with [North] .. [West], [Contract], "
                               "[Declarer] and [Result])"));
      return;
    }
  /* A score table and games of one board hold the same results: the
   * score table, which has them all, is read, and its board's games are
   * not. */
  valet_pbn_games_survey (pbn->games, pbn->boards_with_tables, &survey);
  if (pbn->n_result_tables == 0 && survey.n_compared == 0)
    {
      refuse (pbn, &survey);
      return;
    }
  add_rows (pbn);
  valet_pbn_games_read (pbn->games, pbn->t, pbn->file, pbn->diag);
  report_deals_only (pbn);
  check_boards (pbn, first_result);
}

static void
pbn_clear (Pbn *pbn)
{
  g_array_unref (pbn->rows);
  valet_pbn_pairs_free (pbn->pairs);
  valet_pbn_games_free (pbn->games);
  g_hash_table_unref (pbn->boards_with_tables);
  g_array_unref (pbn->deals_only);
  g_hash_table_unref (pbn->vulnerability);
  game_clear (&pbn->game);
  for (guint k = 0; k < VALET_PBN_GAME_N_TAGS; k++)
    g_free (pbn->previous[k]);
  g_free (pbn->section);
  g_free (pbn->last_header);
  g_free (pbn->last_total_header);
}

void
valet_parse_pbn (ValetTournament *t, const char *data, gsize length,
                 const char *file, ValetDiagnostics *diag)
{
  Pbn pbn = { 0 };

  pbn.t = t;
  pbn.file = file;
  pbn.diag = diag;
  pbn.data = pbn.p = data;
  pbn.end = data + length;
  pbn.line = 1;
  pbn.rows = g_array_new (FALSE, TRUE, sizeof (Row));
  g_array_set_clear_func (pbn.rows, row_clear);
  pbn.pairs = valet_pbn_pairs_new ();
  pbn.games = valet_pbn_games_new ();
  pbn.boards_with_tables = g_hash_table_new (g_direct_hash, g_direct_equal);
  pbn.deals_only = g_array_new (FALSE, FALSE, sizeof (guint));
  pbn.vulnerability = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                             vulnerability_free);
  valet_skip_utf8_bom (&pbn.p, &length);

  while (pbn.p < pbn.end && !valet_tournament_is_cancelled (t))
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
      else if (*s == '%' || *s == ';')
        ;   /* comments */
      else if (pbn.table == TABLE_READ)
        read_row (&pbn, s, te);
      else if (pbn.table == TABLE_LEFT_OUT)
        valet_tournament_count_left_out (t, 1);
      else if (pbn.in_total)
        read_total_row (&pbn, s, te);
      else if (pbn.want_play_line)
        read_first_card (&pbn, s, te);
      /* Otherwise: the sections of other tags (deals, auctions, plays,
       * other tables), which scoring does not use. */
      pbn.p = nl ? nl + 1 : pbn.end;
      pbn.line++;
    }
  if (!valet_tournament_is_cancelled (t))
    {
      end_game (&pbn);
      finish (&pbn);
    }
  pbn_clear (&pbn);
}
