/* valet-csv-reader.c: results from CSV with a header row. */
#include "valet-csv-reader.h"

#include <string.h>

#include "valet-result-fields.h"

#define MAX_ROUND 1000000
#define MAX_BOARD 1000000

typedef enum {
  C_ROUND = 0,
  C_BOARD,
  C_NORTH,
  C_EAST,
  C_SOUTH,
  C_WEST,
  C_CONTRACT,
  C_DECLARER,
  C_TRICKS,
  C_LEAD,
  N_COLUMNS
} Column;

static const char *const column_names[N_COLUMNS] = {
  "round", "board", "north", "east", "south", "west", "contract", "declarer",
  "tricks", "lead",
};

#define HEADER_EXPECTED \
  "expected a header row naming the columns board, north, east, south, " \
  "west, contract, declarer and tricks (or result), and optionally round " \
  "and lead, separated by commas, semicolons or tabs"

/* Splits @line on @sep into cells, with RFC 4180 quotes.  FALSE on an
 * unterminated quote. */
static gboolean
split_csv (const char *s, const char *e, char sep, GPtrArray *cells)
{
  for (;;)
    {
      GString *cell = g_string_new (NULL);
      while (s < e && (*s == ' ' || *s == '\t') && *s != sep)
        s++;
      if (s < e && *s == '"')
        {
          for (s++;; s++)
            {
              if (s >= e)
                {
                  g_string_free (cell, TRUE);
                  return FALSE;
                }
              if (*s == '"' && s + 1 < e && s[1] == '"')
                s++;
              else if (*s == '"')
                break;
              g_string_append_c (cell, *s);
            }
          for (s++; s < e && *s != sep; s++)
            ;
        }
      else
        for (; s < e && *s != sep; s++)
          g_string_append_c (cell, *s);
      g_ptr_array_add (cells, g_strstrip (g_string_free (cell, FALSE)));
      if (s >= e)
        return TRUE;
      s++;   /* the separator */
    }
}

/* The separator the header uses most, outside quotes; 0 for none. */
static char
guess_separator (const char *s, const char *e)
{
  guint counts[3] = { 0, 0, 0 };
  const char seps[3] = { ',', ';', '\t' };
  gboolean quoted = FALSE;

  for (; s < e; s++)
    {
      if (*s == '"')
        quoted = !quoted;
      for (guint k = 0; k < 3 && !quoted; k++)
        if (*s == seps[k])
          counts[k]++;
    }
  guint best = 0;
  for (guint k = 1; k < 3; k++)
    if (counts[k] > counts[best])
      best = k;
  return counts[best] > 0 ? seps[best] : 0;
}

typedef struct {
  int   col[N_COLUMNS];
  guint n_cells;
  char  sep;
} Header;

static gboolean
read_header (const char *s, const char *e, Header *h, const char *file,
             guint line, ValetDiagnostics *diag)
{
  g_autoptr (GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  guint known = 0;

  for (guint k = 0; k < N_COLUMNS; k++)
    h->col[k] = -1;
  h->sep = guess_separator (s, e);
  if (h->sep == 0 || !split_csv (s, e, h->sep, cells))
    {
      valet_diagnostics_add (diag, file, line, "no usable header (" HEADER_EXPECTED ")");
      return FALSE;
    }
  h->n_cells = cells->len;
  for (guint i = 0; i < cells->len; i++)
    {
      const char *name = g_ptr_array_index (cells, i);
      int k = -1;
      for (guint c = 0; c < N_COLUMNS && k < 0; c++)
        if (g_ascii_strcasecmp (name, column_names[c]) == 0)
          k = (int) c;
      if (k < 0 && g_ascii_strcasecmp (name, "result") == 0)
        k = C_TRICKS;
      if (k < 0)
        {
          if (name[0] != '\0')
            valet_diagnostics_warn (diag, file, line, "column '%s' is not known "
                                    "and is ignored (" HEADER_EXPECTED ")", name);
          continue;
        }
      if (h->col[k] >= 0)
        {
          valet_diagnostics_add (diag, file, line, "column '%s' is named twice "
                                 "(expected each column once)", name);
          return FALSE;
        }
      h->col[k] = (int) i;
      known++;
    }
  if (known == 0)
    {
      valet_diagnostics_add (diag, file, line, "no usable header: no column has a "
                             "known name (" HEADER_EXPECTED ")");
      return FALSE;
    }
  GString *missing = g_string_new (NULL);
  for (guint k = C_BOARD; k <= C_TRICKS; k++)
    if (h->col[k] < 0)
      g_string_append_printf (missing, "%s%s", missing->len ? ", " : "", column_names[k]);
  gboolean ok = missing->len == 0;
  if (!ok)
    valet_diagnostics_add (diag, file, line, "header has no %s column (" HEADER_EXPECTED ")",
                           missing->str);
  g_string_free (missing, TRUE);
  return ok;
}

static const char *
cell (const Header *h, GPtrArray *cells, Column c)
{
  return h->col[c] >= 0 ? g_ptr_array_index (cells, h->col[c]) : NULL;
}

static gboolean
read_row (ValetTournament *t, const Header *h, const char *s, const char *e,
          guint8 *carried_suit, const ValetFieldSource *src)
{
  static const char *const seats[] = { "north", "east", "south", "west" };
  g_autoptr (GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  ValetResult r = { 0 };

  if (!split_csv (s, e, h->sep, cells))
    {
      valet_diagnostics_add (src->diag, src->file, src->line, "a quoted cell does "
                             "not end (expected a closing '\"' on the same line)");
      return FALSE;
    }
  /* Spreadsheets pad short rows with separators. */
  while (cells->len > h->n_cells
         && ((char *) g_ptr_array_index (cells, cells->len - 1))[0] == '\0')
    g_ptr_array_remove_index (cells, cells->len - 1);
  if (cells->len != h->n_cells)
    {
      valet_diagnostics_add (src->diag, src->file, src->line, "row has %u cells, "
                             "the header %u (expected one cell per column, "
                             "separated by '%s')", cells->len, h->n_cells,
                             h->sep == '\t' ? "tab" : (char[]) { h->sep, '\0' });
      return FALSE;
    }
  r.line = src->line;
  r.round = 1;
  const char *round = cell (h, cells, C_ROUND);
  if (round && (!valet_field_number (round, MAX_ROUND, &r.round) || r.round == 0))
    {
      valet_diagnostics_add (src->diag, src->file, src->line, "round '%s' is not a "
                             "number from 1 to %u (expected the round of the "
                             "result)", round, MAX_ROUND);
      return FALSE;
    }
  const char *board = cell (h, cells, C_BOARD);
  if (!valet_field_number (board, MAX_BOARD, &r.board) || r.board == 0)
    {
      valet_diagnostics_add (src->diag, src->file, src->line, "board '%s' is not a "
                             "number from 1 to %u (expected the board number)",
                             board, MAX_BOARD);
      return FALSE;
    }
  for (guint seat = 0; seat < 4; seat++)
    if (cell (h, cells, C_NORTH + seat)[0] == '\0')
      {
        valet_diagnostics_add (src->diag, src->file, src->line, "no %s player "
                               "(expected a name in the %s column)", seats[seat],
                               seats[seat]);
        return FALSE;
      }
  /* The lead suit carried to the next line changes only when the line
   * is kept, as in the text reader. */
  guint8 suit = *carried_suit;
  ValetPlayFields play = { cell (h, cells, C_CONTRACT), cell (h, cells, C_DECLARER),
                           cell (h, cells, C_TRICKS), cell (h, cells, C_LEAD) };
  if (!valet_parse_play_fields (&play, &r, &suit, src))
    return FALSE;
  /* Players are added only with a result they play in. */
  for (guint seat = 0; seat < 4; seat++)
    valet_player_for_name (t, cell (h, cells, C_NORTH + seat), src->line, &r.player[seat]);
  *carried_suit = suit;
  valet_tournament_add_result (t, &r);
  return TRUE;
}

void
valet_parse_csv (ValetTournament *t, const char *data, gsize length,
                 const char *file, ValetDiagnostics *diag)
{
  const char *p = data, *end = data + length;
  gboolean have_header = FALSE;
  Header h = { { 0 }, 0, 0 };
  guint line = 0, rows = 0;
  guint8 carried_suit = VALET_SPADES;

  if (length >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    p += 3;
  while (p < end)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      const char *e = nl ? nl : end;
      const char *s = p;
      p = nl ? nl + 1 : end;
      line++;
      while (e > s && (e[-1] == '\r' || e[-1] == ' '))
        e--;
      if (s == e)
        continue;
      if (!have_header)
        {
          if (!read_header (s, e, &h, file, line, diag))
            return;   /* nothing can be read without knowing the columns */
          have_header = TRUE;
          continue;
        }
      ValetFieldSource src = { file, line, diag };
      rows++;
      read_row (t, &h, s, e, &carried_suit, &src);
    }
  if (!have_header)
    valet_diagnostics_add (diag, file, 0, "is empty (" HEADER_EXPECTED ")");
  else if (rows == 0)
    valet_diagnostics_add (diag, file, 0, "has a header but no results (expected "
                           "one row per table result after the header)");
}
