/* valet-csv-reader.c: results from CSV with a header row.
 *
 * A name or tag cell that begins with an apostrophe followed by '=',
 * '+', '-', '@', a tab or a carriage return (after any more
 * apostrophes) loses that first apostrophe: it is how Valet's CSV (and
 * spreadsheets) keep such a cell from being read as a formula. */
#include "config.h"
#include "valet-csv-reader.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "valet-adjusted-fields.h"
#include "valet-encoding.h"
#include "valet-numbered-pairs.h"
#include "valet-result-fields.h"
#include "valet-safe-text.h"
#include "valet-scoring-form.h"


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
  C_WEIGHT,     /* an outcome's weight, for a weighted score */
  C_SIDE,       /* NS or EW, for one side's line of a split score */
  C_NORTH_ID,   /* the players' tags, as valet-csv-writer writes them */
  C_EAST_ID,
  C_SOUTH_ID,
  C_WEST_ID,
  C_SCORING,    /* the scoring form (valet-scoring-form.h), optional */
  C_TABLE,      /* where the result was played, optional */
  C_SECTION,    /* the pairs' section, optional */
  C_NS_PAIR,    /* the pairs' numbers, optional */
  C_EW_PAIR,
  N_COLUMNS
} Column;

static const char *const column_names[N_COLUMNS] = {
  "round", "board", "north", "east", "south", "west", "contract", "declarer",
  "tricks", "lead", "weight", "side", "north_id", "east_id", "south_id", "west_id",
  "scoring", "table", "section", "ns_pair", "ew_pair",
};

static const char header_expected[] =
  /* Translators: the column names are a header row's English words: not translated. */
  N_("expected a header row naming the columns board, north, east, south, "
     "west, contract, declarer and tricks (or result), and optionally round, "
     "lead, weight, side, north_id, east_id, south_id, west_id, scoring, "
     "table, section, ns_pair and ew_pair, "
     "separated by commas, semicolons or tabs");

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

/* A header of more cells than this is not a results table. */
#define MAX_HEADER_CELLS 1000

typedef enum {
  SPLIT_OK,
  SPLIT_OPEN_QUOTE,     /* a quoted cell does not end */
  SPLIT_TOO_MANY,       /* a cell with text past @max_cells */
} SplitStatus;

/* Whether the cell at @s (up to @sep or @e) holds nothing but blanks or
 * an empty quoted string; *@next is put after it. */
static gboolean
cell_is_empty (const char *s, const char *e, char sep, const char **next)
{
  while (s < e && (*s == ' ' || *s == '\t') && *s != sep)
    s++;
  if (s + 1 < e && s[0] == '"' && s[1] == '"')
    s += 2;
  while (s < e && (*s == ' ' || *s == '\t') && *s != sep)
    s++;
  *next = s;
  return s >= e || *s == sep;
}

/* Splits @line on @sep into at most @max_cells cells, with RFC 4180
 * quotes.  Spreadsheets pad rows with separators, so empty cells past
 * @max_cells are passed over without being kept: a line of a hundred
 * million commas costs no memory. */
static SplitStatus
split_csv (const char *s, const char *e, char sep, guint max_cells, GPtrArray *cells)
{
  for (;;)
    {
      if (cells->len >= max_cells)
        {
          if (!cell_is_empty (s, e, sep, &s))
            return SPLIT_TOO_MANY;
          if (s >= e)
            return SPLIT_OK;
          s++;
          continue;
        }
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
                  return SPLIT_OPEN_QUOTE;
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
        return SPLIT_OK;
      s++;   /* the separator */
    }
}

/* The header's cells, without the empty ones spreadsheets pad it with;
 * NULL when it has no separator, a quote left open, or too many cells. */
static GPtrArray *
split_header_cells (const char *s, const char *e, char *sep)
{
  GPtrArray *cells = g_ptr_array_new_with_free_func (g_free);

  *sep = guess_separator (s, e);
  if (*sep == 0 || split_csv (s, e, *sep, MAX_HEADER_CELLS, cells) != SPLIT_OK)
    {
      g_ptr_array_unref (cells);
      return NULL;
    }
  while (cells->len > 1 && ((char *) g_ptr_array_index (cells, cells->len - 1))[0] == '\0')
    g_ptr_array_remove_index (cells, cells->len - 1);
  return cells;
}

typedef struct {
  int   col[N_COLUMNS];
  guint n_cells;
  char  sep;
  gboolean form_warned;   /* about a scoring cell, once */
} Header;

/* The column a header cell names, or -1. */
static int
match_name (const char *name)
{
  for (guint c = 0; c < N_COLUMNS; c++)
    if (g_ascii_strcasecmp (name, column_names[c]) == 0)
      return (int) c;
  return g_ascii_strcasecmp (name, "result") == 0 ? C_TRICKS : -1;
}

static gboolean
read_header (const char *s, const char *e, Header *h, const char *file,
             guint line, ValetDiagnostics *diag)
{
  g_autoptr (GPtrArray) cells = split_header_cells (s, e, &h->sep);
  guint known = 0;

  for (guint k = 0; k < N_COLUMNS; k++)
    h->col[k] = -1;
  if (cells == NULL)
    {
      /* Translators: %s is what was expected, "expected a header row
       * naming the columns ..."; %u the most columns it may have. */
      valet_diagnostics_add (diag, file, line, _("no usable header (%s, at most %u of them)"),
                             _(header_expected), MAX_HEADER_CELLS);
      return FALSE;
    }
  h->n_cells = cells->len;
  for (guint i = 0; i < cells->len; i++)
    {
      const char *name = g_ptr_array_index (cells, i);
      int k = match_name (name);
      if (k < 0)
        {
          if (name[0] != '\0')
            /* Translators: the column, then what was expected, "expected ...". */
            valet_diagnostics_warn (diag, file, line, _("column '%s' is not known "
                                                        "and is ignored (%s)"),
                                    name, _(header_expected));
          continue;
        }
      if (h->col[k] >= 0)
        {
          valet_diagnostics_add (diag, file, line, _("column '%s' is named twice "
                                                     "(expected each column once)"), name);
          return FALSE;
        }
      h->col[k] = (int) i;
      known++;
    }
  if (known == 0)
    {
      /* Translators: %s is what was expected, "expected a header row ...". */
      valet_diagnostics_add (diag, file, line, _("no usable header: no column has a "
                                                 "known name (%s)"), _(header_expected));
      return FALSE;
    }
  GString *missing = g_string_new (NULL);
  for (guint k = C_BOARD; k <= C_TRICKS; k++)
    if (h->col[k] < 0)
      g_string_append_printf (missing, "%s%s", missing->len ? ", " : "", column_names[k]);
  gboolean ok = missing->len == 0;
  if (!ok)
    /* Translators: the columns missing ("board, north"), then what was
     * expected, "expected a header row ...". */
    valet_diagnostics_add (diag, file, line, _("header has no %s column (%s)"),
                           missing->str, _(header_expected));
  g_string_free (missing, TRUE);
  return ok;
}

/* The public fields, in their order, as the reader's columns. */
static const Column field_columns[VALET_CSV_N_FIELDS] = {
  C_ROUND, C_BOARD, C_NORTH, C_EAST, C_SOUTH, C_WEST, C_CONTRACT, C_DECLARER,
  C_TRICKS, C_LEAD, C_WEIGHT, C_SIDE,
};

/* The header row's cells, as read_header() splits them. */
static GStrv
split_header (const char *s, const char *e, char *sep)
{
  GPtrArray *cells = split_header_cells (s, e, sep);

  if (cells == NULL)
    return NULL;
  g_ptr_array_add (cells, NULL);
  return (GStrv) g_ptr_array_free (cells, FALSE);
}

/* Takes the columns from @mapping instead of the header's names; the
 * header still tells the separator and how many cells a row has. */
static gboolean
apply_mapping (const char *s, const char *e, Header *h, const ValetCsvMapping *mapping,
               const char *file, guint line, ValetDiagnostics *diag)
{
  g_auto (GStrv) cells = split_header (s, e, &h->sep);

  for (guint k = 0; k < N_COLUMNS; k++)
    h->col[k] = -1;
  if (cells == NULL)
    {
      valet_diagnostics_add (diag, file, line, _("no usable header (expected a first "
                                                 "row of cells separated by commas, "
                                                 "semicolons or tabs)"));
      return FALSE;
    }
  h->n_cells = g_strv_length (cells);
  /* The field each column is given to, to refuse one column for two. */
  g_autofree int *owner = g_new (int, h->n_cells);
  for (guint i = 0; i < h->n_cells; i++)
    owner[i] = -1;
  for (guint f = 0; f < VALET_CSV_N_FIELDS; f++)
    {
      int col = mapping->column[f];
      if (col < 0)
        {
          if (!valet_csv_field_is_required (f))
            continue;
          valet_diagnostics_add (diag, file, line, _("no column is given for %s (expected "
                                                     "a column for each of board, north, "
                                                     "east, south, west, contract, "
                                                     "declarer and tricks)"),
                                 column_names[field_columns[f]]);
          return FALSE;
        }
      if ((guint) col >= h->n_cells)
        {
          valet_diagnostics_add (diag, file, line, _("column %d given for %s is not in the "
                                                     "header (expected a column from 1 to "
                                                     "%u)"), col + 1,
                                 column_names[field_columns[f]], h->n_cells);
          return FALSE;
        }
      if (owner[col] >= 0)
        {
          valet_diagnostics_add (diag, file, line, _("column '%s' is given for both %s and %s "
                                                     "(expected each column for one field)"),
                                 cells[col],
                                 column_names[field_columns[owner[col]]],
                                 column_names[field_columns[f]]);
          return FALSE;
        }
      owner[col] = (int) f;
      h->col[field_columns[f]] = col;
    }
  return TRUE;
}

static const char *
cell (const Header *h, GPtrArray *cells, Column c)
{
  return h->col[c] >= 0 ? g_ptr_array_index (cells, h->col[c]) : NULL;
}

/* Whether the player at @seat has a tag in its id column: the player
 * is then the one of that tag, and the name may be left empty. */
static gboolean
has_id (const Header *h, GPtrArray *cells, guint seat)
{
  const char *id = cell (h, cells, C_NORTH_ID + seat);
  return id != NULL && id[0] != '\0';
}

/* The row's cells, one per column of the header; FALSE after saying
 * why not. */
static gboolean
row_cells (const Header *h, const char *s, const char *e, GPtrArray *cells,
           const ValetFieldSource *src)
{
  const char sep[2] = { h->sep, '\0' };
  /* Translators: the tab character, as the separator of a row's cells. */
  const char *sep_name = h->sep == '\t' ? _("tab") : sep;

  switch (split_csv (s, e, h->sep, h->n_cells, cells))
    {
    case SPLIT_OPEN_QUOTE:
      valet_diagnostics_add (src->diag, src->file, src->line,
                             _("a quoted cell does not end (expected a closing '\"' "
                               "on the same line)"));
      return FALSE;
    case SPLIT_TOO_MANY:
      valet_diagnostics_add (src->diag, src->file, src->line,
                             /* Translators: the header's columns, then the separator. */
                             _("row has more cells than the header's %u (expected one "
                               "cell per column, separated by '%s')"), h->n_cells, sep_name);
      return FALSE;
    case SPLIT_OK:
    default:
      break;
    }
  if (cells->len != h->n_cells)
    {
      valet_diagnostics_add (src->diag, src->file, src->line,
                             /* Translators: the row's cells, the header's, the separator. */
                             _("row has %u cells, the header %u (expected one cell per "
                               "column, separated by '%s')"), cells->len, h->n_cells,
                             sep_name);
      return FALSE;
    }
  return TRUE;
}

/* The row's round (1 when the file has no such column) and board into
 * @r, and a player or tag at every seat; FALSE after saying what is
 * wrong. */
static gboolean
read_position (const Header *h, GPtrArray *cells, ValetResult *r, const ValetFieldSource *src)
{
  /* One whole sentence for each seat, for translators; the column's name
   * is the header's, in English. */
  static const char *const no_player[] = {
    /* Translators: the header's name of the column, "north": not translated. */
    N_("no north player (expected a name in the %s column)"),
    N_("no east player (expected a name in the %s column)"),
    N_("no south player (expected a name in the %s column)"),
    N_("no west player (expected a name in the %s column)"),
  };

  r->round = 1;
  const char *round = cell (h, cells, C_ROUND);
  if (round && (!valet_field_number (round, VALET_MAX_ROUND, &r->round) || r->round == 0))
    {
      valet_diagnostics_add (src->diag, src->file, src->line,
                             _("round '%s' is not a number from 1 to %u (expected the "
                               "round of the result)"), round, VALET_MAX_ROUND);
      return FALSE;
    }
  const char *board = cell (h, cells, C_BOARD);
  if (!valet_field_number (board, VALET_MAX_BOARD, &r->board) || r->board == 0)
    {
      valet_diagnostics_add (src->diag, src->file, src->line,
                             _("board '%s' is not a number from 1 to %u (expected the "
                               "board number)"), board, VALET_MAX_BOARD);
      return FALSE;
    }
  for (guint seat = 0; seat < 4; seat++)
    if (cell (h, cells, C_NORTH + seat)[0] == '\0' && !has_id (h, cells, seat))
      {
        valet_diagnostics_add (src->diag, src->file, src->line, _(no_player[seat]),
                               column_names[C_NORTH + seat]);
        return FALSE;
      }
  return TRUE;
}

/* The row's table, and its pairs' numbers to label them with later. */
static void
read_seats (ValetTournament *t, const Header *h, GPtrArray *cells, const ValetResult *r,
            ValetPairNumbers *numbers)
{
  guint index = valet_tournament_n_results (t) - 1;
  const char *table = cell (h, cells, C_TABLE);
  guint number;

  /* A table that is not a number is only not shown, as in PBN. */
  if (table && valet_field_number (table, G_MAXUINT16, &number) && number > 0)
    valet_tournament_set_result_table (t, index, number);
  const char *ns = cell (h, cells, C_NS_PAIR), *ew = cell (h, cells, C_EW_PAIR);
  const char *section = cell (h, cells, C_SECTION);
  valet_pair_numbers_add (numbers, index, valet_field_given (section) ? section : "", r->round,
                          r->board, valet_field_given (ns) ? ns : NULL,
                          valet_field_given (ew) ? ew : NULL);
}

static gboolean
read_row (ValetTournament *t, Header *h, const char *s, const char *e,
          guint8 *carried_suit, ValetPairNumbers *numbers, const ValetFieldSource *src)
{
  g_autoptr (GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  ValetResult r = { 0 };

  if (!row_cells (h, s, e, cells, src))
    return FALSE;
  /* The scoring column, when there is one: the first row that fills it
   * says the form (and the others had better agree). */
  valet_form_declare (t, VALET_FORM_WORDS_CSV, cell (h, cells, C_SCORING), src->file, src->line,
                      src->diag, &h->form_warned);
  /* A name or tag that would read as a formula is written with an
   * apostrophe in front ('=..., '+..., '-..., '@..., a tab or CR after
   * the apostrophe: see valet-safe-text.h); it is taken off here. */
  for (guint k = C_NORTH; k < N_COLUMNS; k++)
    if ((k <= C_WEST || k >= C_NORTH_ID) && h->col[k] >= 0)
      valet_csv_unprotect (g_ptr_array_index (cells, h->col[k]));
  r.line = src->line;
  if (!read_position (h, cells, &r, src))
    return FALSE;
  /* The lead suit carried to the next line changes only when the line
   * is kept, as in the text reader. */
  guint8 suit = *carried_suit;
  /* A part of a weighted or split score: its weight and side. */
  if (!valet_parse_weight_field (cell (h, cells, C_WEIGHT), &r, src)
      || !valet_parse_side_field (cell (h, cells, C_SIDE), &r, src))
    return FALSE;
  const char *contract = cell (h, cells, C_CONTRACT);
  if (g_ascii_strcasecmp (contract, "ADJ") == 0)
    {
      /* An artificial score: the sides' percentages, "60/40", in the
       * tricks column; no declarer, no lead. */
      if (!valet_parse_artificial_fields (cell (h, cells, C_DECLARER), cell (h, cells, C_TRICKS),
                                          cell (h, cells, C_LEAD), &r, src))
        return FALSE;
      r.lead_suit = suit;
    }
  else
    {
      ValetPlayFields play = { contract, cell (h, cells, C_DECLARER),
                               cell (h, cells, C_TRICKS), cell (h, cells, C_LEAD) };
      if (!valet_parse_play_fields (&play, &r, &suit, src))
        return FALSE;
    }
  /* Players are added only with a result they play in. */
  for (guint seat = 0; seat < 4; seat++)
    {
      if (has_id (h, cells, seat))
        r.player[seat] = valet_player_for_id (t, cell (h, cells, C_NORTH_ID + seat),
                                              cell (h, cells, C_NORTH + seat), src);
      else
        valet_player_for_name (t, cell (h, cells, C_NORTH + seat), src, &r.player[seat]);
    }
  *carried_suit = suit;
  valet_tournament_add_result (t, &r);
  read_seats (t, h, cells, &r, numbers);
  return TRUE;
}

/* Splits off the line at @p: *@s .. *@e without its line end and
 * trailing spaces, as parse_csv() reads it.  Returns where the next
 * line begins. */
static const char *
next_line (const char *p, const char *end, const char **s, const char **e)
{
  const char *nl = memchr (p, '\n', (gsize) (end - p));

  *s = p;
  *e = nl ? nl : end;
  while (*e > *s && ((*e)[-1] == '\r' || (*e)[-1] == ' '))
    (*e)--;
  return nl ? nl + 1 : end;
}

/* Whether the row is separators and blanks only, as spreadsheets write
 * an empty row. */
static gboolean
row_is_blank (const char *s, const char *e, char sep)
{
  while (cell_is_empty (s, e, sep, &s))
    {
      if (s >= e)
        return TRUE;
      s++;
    }
  return FALSE;
}

static void
parse_csv (ValetTournament *t, const char *data, gsize length,
           const ValetCsvMapping *mapping, const char *file, ValetDiagnostics *diag)
{
  const char *p = data, *end = data + length;
  gboolean have_header = FALSE;
  Header h = { { 0 }, 0, 0, FALSE };
  guint line = 0, rows = 0;
  guint8 carried_suit = VALET_SPADES;
  /* The pairs' numbers, when the file gives them (valet-csv-writer's
   * columns): the pairs are labelled once every row is read. */
  g_autoptr (ValetPairNumbers) numbers = valet_pair_numbers_new ();

  valet_skip_utf8_bom (&p, &length);
  while (p < end)
    {
      if (valet_tournament_is_cancelled (t))
        return;
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      const char *e = nl ? nl : end;
      const char *s = p;
      p = nl ? nl + 1 : end;
      line++;
      while (e > s && (e[-1] == '\r' || e[-1] == ' '))
        e--;
      if (s == e || (have_header && row_is_blank (s, e, h.sep)))
        continue;
      if (!have_header)
        {
          if (mapping != NULL ? !apply_mapping (s, e, &h, mapping, file, line, diag)
                              : !read_header (s, e, &h, file, line, diag))
            return;   /* nothing can be read without knowing the columns */
          have_header = TRUE;
          continue;
        }
      ValetFieldSource src = { file, line, diag };
      rows++;
      if (!read_row (t, &h, s, e, &carried_suit, numbers, &src))
        valet_tournament_count_left_out (t, 1);
    }
  valet_pair_numbers_label (numbers, t);
  if (!have_header)
    /* Translators: %s is what was expected, "expected a header row ...". */
    valet_diagnostics_add (diag, file, 0, _("is empty (%s)"), _(header_expected));
  else if (rows == 0)
    valet_diagnostics_add (diag, file, 0, _("has a header but no results (expected "
                                            "one row per table result after the header)"));
}

void
valet_parse_csv (ValetTournament *t, const char *data, gsize length,
                 const char *file, ValetDiagnostics *diag)
{
  parse_csv (t, data, length, NULL, file, diag);
}

void
valet_parse_csv_mapped (ValetTournament *t, const char *data, gsize length,
                        const ValetCsvMapping *mapping, const char *file,
                        ValetDiagnostics *diag)
{
  g_return_if_fail (mapping != NULL);
  parse_csv (t, data, length, mapping, file, diag);
}

const char *
valet_csv_field_name (ValetCsvField field)
{
  g_return_val_if_fail (field < VALET_CSV_N_FIELDS, NULL);
  return column_names[field_columns[field]];
}

gboolean
valet_csv_field_is_required (ValetCsvField field)
{
  return field != VALET_CSV_ROUND && field != VALET_CSV_LEAD && field != VALET_CSV_WEIGHT
         && field != VALET_CSV_SIDE;
}

GPtrArray *
valet_csv_read_rows (const char *data, gsize length, guint max_rows)
{
  const char *p = data, *end = data + length, *s, *e;
  GPtrArray *rows = NULL;
  char sep = 0;

  valet_skip_utf8_bom (&p, &length);
  while (p < end && (rows == NULL || rows->len <= max_rows))
    {
      p = next_line (p, end, &s, &e);
      if (s == e)
        continue;
      if (rows == NULL)
        {
          GStrv header = split_header (s, e, &sep);
          if (header == NULL)
            return NULL;
          rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
          g_ptr_array_add (rows, header);
          continue;
        }
      /* A quote left open shows as far as it goes. */
      GPtrArray *cells = g_ptr_array_new_with_free_func (g_free);
      split_csv (s, e, sep, MAX_HEADER_CELLS, cells);
      g_ptr_array_add (cells, NULL);
      g_ptr_array_add (rows, g_ptr_array_free (cells, FALSE));
    }
  return rows;
}

gboolean
valet_csv_match_header (const char *const *header, ValetCsvMapping *mapping)
{
  gboolean ok = TRUE;

  g_return_val_if_fail (header != NULL && mapping != NULL, FALSE);

  for (guint f = 0; f < VALET_CSV_N_FIELDS; f++)
    mapping->column[f] = -1;
  for (guint i = 0; header[i] != NULL; i++)
    {
      int k = match_name (header[i]);
      for (guint f = 0; f < VALET_CSV_N_FIELDS; f++)
        if (k >= 0 && field_columns[f] == (Column) k)
          {
            if (mapping->column[f] >= 0)
              ok = FALSE;   /* named twice: read_header refuses it */
            else
              mapping->column[f] = (int) i;
          }
    }
  for (guint f = 0; f < VALET_CSV_N_FIELDS; f++)
    if (valet_csv_field_is_required (f) && mapping->column[f] < 0)
      ok = FALSE;
  return ok;
}
