/* valet-xlsx-writer.c: the workbook, through libxlsxwriter. */
#include "config.h"

#include "valet-xlsx-writer.h"
#include "valet-xlsx-check.h"
#include "valet-ranking-columns.h"
#include "valet-team-ranking.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>
#include <xlsxwriter.h>

#include "valet-chart.h"
#include "valet-report-dd.h"
#include "valet-report-file.h"
#include "valet-report-lists.h"

/* A cell holds at most 32,767 characters (UTF-16 code units, as Excel
 * counts them). */
#define CELL_MAX_UNITS 32767
#define ELLIPSIS       "\xe2\x80\xa6"
/* The Components chart draws at most this many pairs: a bar chart of
 * every pair of a big field is too tall for a spreadsheet to show. */
#define CHART_MAX_PAIRS 500
/* The ranking's "± 95 %" and "≈" columns, in characters: the mark's
 * column no wider than the mark and its heading. */
#define ERROR_WIDTH 8
#define MARK_WIDTH  3

typedef struct {
  ValetReport   *report;
  ValetRun      *run;          /* the report's */
  lxw_workbook  *wb;
  lxw_format    *title, *bold, *header, *number, *count, *wrap;
  lxw_format    *tied;    /* a shared rank: the number, shown "3=" */
  lxw_format    *mark;    /* a mark centred in a narrow column */
  lxw_format    *spread;  /* a number in the Method sheet's wide column */
  lxw_error      error;         /* the first libxlsxwriter error */
  guint          n_cut;         /* texts cut to a cell's limit */
  /* What was written on each worksheet, by the order they were added,
   * for valet_xlsx_check(); the columns written on the row last
   * written, so that a cell written again is counted once. */
  GArray        *counts;        /* ValetXlsxSheetCount */
  GPtrArray     *sheets;        /* lxw_worksheet *, beside counts */
  guint          counted;       /* the index of the sheet written last */
  lxw_row_t      last_row;
  guint8         cols_written[LXW_COL_MAX / 8];
  GArray        *cols_to_clear; /* lxw_col_t */
  GPtrArray     *warnings;      /* char *, or NULL */
  gboolean       teams;         /* the ranking has a Team column */
  gboolean       numbers;       /* and a No. column: the file numbers its pairs */
} Xlsx;

/* Keeps the first error: the workbook is not written when there is
 * one. */
static void
check (Xlsx *x, lxw_error err)
{
  if (x->error == LXW_NO_ERROR)
    x->error = err;
}

static void
warn (Xlsx *x, char *message)
{
  if (x->warnings)
    g_ptr_array_add (x->warnings, message);
  else
    g_free (message);
}

/* A worksheet added to the workbook, whose rows and cells are then
 * counted; NULL after an error. */
static lxw_worksheet *
add_sheet (Xlsx *x, const char *name)
{
  lxw_worksheet *ws = workbook_add_worksheet (x->wb, name);
  ValetXlsxSheetCount none = { 0 };

  if (ws == NULL)
    {
      check (x, LXW_ERROR_WORKSHEET_INDEX_OUT_OF_RANGE);
      return NULL;
    }
  g_ptr_array_add (x->sheets, ws);
  g_array_append_val (x->counts, none);
  return ws;
}

/* Counts a cell written on @ws.  In constant memory libxlsxwriter takes
 * the rows of a sheet in order, and a cell written again on the row
 * under way replaces the one before. */
static void
count_cell (Xlsx *x, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col)
{
  ValetXlsxSheetCount *count;

  if (x->counted >= x->sheets->len || g_ptr_array_index (x->sheets, x->counted) != ws)
    {
      guint i;
      if (!g_ptr_array_find (x->sheets, ws, &i))
        return;
      x->counted = i;
      x->last_row = LXW_ROW_MAX;   /* no row of this sheet is under way */
    }
  count = &g_array_index (x->counts, ValetXlsxSheetCount, x->counted);
  if (row != x->last_row)
    {
      for (guint i = 0; i < x->cols_to_clear->len; i++)
        {
          lxw_col_t c = g_array_index (x->cols_to_clear, lxw_col_t, i);
          x->cols_written[c / 8] = 0;
        }
      g_array_set_size (x->cols_to_clear, 0);
      x->last_row = row;
      count->rows++;
    }
  if (x->cols_written[col / 8] & (1u << (col % 8)))
    return;
  x->cols_written[col / 8] |= (guint8) (1u << (col % 8));
  g_array_append_val (x->cols_to_clear, col);
  count->cells++;
}

/* @s as a cell holds it: valid UTF-8, and cut short with an ellipsis
 * when longer than a cell holds (*@copy is then the text, to free). */
static const char *
fitting (Xlsx *x, const char *s, char **copy)
{
  gsize units = 0;
  const char *keep = NULL;

  *copy = NULL;
  if (!g_utf8_validate (s, -1, NULL))
    s = *copy = g_utf8_make_valid (s, -1);
  if (strlen (s) <= CELL_MAX_UNITS)     /* every unit takes a byte at least */
    return s;
  for (const char *p = s; *p; p = g_utf8_next_char (p))
    {
      units += g_utf8_get_char (p) > 0xFFFF ? 2 : 1;
      /* Where the text is cut, to leave room for the ellipsis. */
      if (keep == NULL && units > CELL_MAX_UNITS - 1)
        keep = p;
      if (units > CELL_MAX_UNITS)
        {
          char *cut = g_malloc ((gsize) (keep - s) + sizeof ELLIPSIS);
          memcpy (cut, s, (gsize) (keep - s));
          memcpy (cut + (keep - s), ELLIPSIS, sizeof ELLIPSIS);
          g_free (*copy);
          x->n_cut++;
          return *copy = cut;
        }
    }
  return s;
}

/* libxlsxwriter copies the strings it is given into the sheet. */
static void
put_string (Xlsx *x, lxw_worksheet *ws, guint row, guint col, const char *s,
            lxw_format *fmt)
{
  g_autofree char *copy = NULL;
  const char *text = fitting (x, s ? s : "", &copy);
  lxw_error err = worksheet_write_string (ws, (lxw_row_t) row, (lxw_col_t) col, text, fmt);

  check (x, err);
  /* An empty text without a format is no cell: libxlsxwriter leaves it
   * out. */
  if (err == LXW_NO_ERROR && (*text || fmt))
    count_cell (x, ws, (lxw_row_t) row, (lxw_col_t) col);
}

static void
put_number (Xlsx *x, lxw_worksheet *ws, guint row, guint col, double v, lxw_format *fmt)
{
  lxw_error err = worksheet_write_number (ws, (lxw_row_t) row, (lxw_col_t) col, v, fmt);

  check (x, err);
  if (err == LXW_NO_ERROR)
    count_cell (x, ws, (lxw_row_t) row, (lxw_col_t) col);
}

/* An average and its count; nothing when there was no chance. */
static void
put_pair (Xlsx *x, lxw_worksheet *ws, guint row, guint *col, double v, guint n)
{
  if (n > 0)
    put_number (x, ws, row, *col, v, x->number);
  put_number (x, ws, row, *col + 1, n, x->count);
  *col += 2;
}

static guint
header_row (Xlsx *x, lxw_worksheet *ws, guint row, const char *const *names,
            guint n)
{
  for (guint i = 0; i < n; i++)
    put_string (x, ws, row, i, names[i], x->header);
  return n;
}

/* Title, method and date above a table; returns the next free row. */
static guint
heading (Xlsx *x, lxw_worksheet *ws, const char *what)
{
  ValetReport *r = x->report;
  g_autofree char *method = valet_options_describe (valet_run_options (x->run));
  g_autofree char *date = g_date_time_format (valet_report_date (r), "%Y-%m-%d %H:%M");
  g_autofree char *title = *valet_report_title (r)
    ? g_strdup_printf ("%s: %s", valet_report_title (r), what) : g_strdup (what);
  g_autofree char *stamp = g_strdup_printf (_("Made by Valet %s on %s"),
                                            PACKAGE_VERSION, date);

  put_string (x, ws, 0, 0, title, x->title);
  put_string (x, ws, 1, 0, method, NULL);
  put_string (x, ws, 2, 0, stamp, NULL);
  return 4;
}

/* A table of one row per pair, board or result: a heading, a header
 * row and the rows, continued on "Results (2)", "Results (3)" ... when
 * the rows pass the last row of a sheet, each part with its heading
 * and header.  libxlsxwriter writes it in constant memory, a row at a
 * time: rows are written in order. */
typedef struct {
  Xlsx              *x;
  const char        *name;        /* of the first sheet */
  const char        *what;        /* its heading */
  const char        *note;        /* a line above the header, or NULL */
  const char *const *header;
  guint              n_cols;
  const double      *widths;      /* of each column, in characters */
  gboolean           filter;      /* an autofilter over the rows, while TRUE */
  lxw_worksheet     *ws;
  guint              part;        /* 1 for the first sheet */
  guint              first;       /* the first row of the part's rows */
  guint              row;         /* the next free row */
} Table;

static void
table_open_part (Table *t)
{
  g_autofree char *name = t->part == 1 ? g_strdup (t->name)
    /* TRANSLATORS: a sheet that continues the one named %s, which is
     * full: "Results (2)".  At most 31 characters. */
    : g_strdup_printf (_("%s (%u)"), t->name, t->part);
  /* TRANSLATORS: the footer of a printed sheet; &P is the page, &N
   * the number of pages: keep both as they are. */
  g_autofree char *footer = g_strdup_printf ("&L&A&R%s", _("Page &P of &N"));
  Xlsx *x = t->x;

  t->ws = add_sheet (x, name);
  if (t->ws == NULL)
    return;
  t->row = heading (x, t->ws, t->what);
  if (t->note)
    put_string (x, t->ws, t->row - 1, 0, t->note, NULL);
  header_row (x, t->ws, t->row, t->header, t->n_cols);
  worksheet_freeze_panes (t->ws, (lxw_row_t) t->row + 1, 0);
  /* Printed across, as wide as the paper, the header row on every page
   * and the sheet's name and page in the footer. */
  worksheet_set_landscape (t->ws);
  worksheet_fit_to_pages (t->ws, 1, 0);
  check (x, worksheet_repeat_rows (t->ws, (lxw_row_t) t->row, (lxw_row_t) t->row));
  check (x, worksheet_set_footer (t->ws, footer));
  for (guint c = 0; c < t->n_cols && t->widths; c++)
    check (x, worksheet_set_column (t->ws, (lxw_col_t) c, (lxw_col_t) c, t->widths[c],
                                    NULL));
  t->first = ++t->row;
}

static void
table_begin (Table *t, Xlsx *x)
{
  t->x = x;
  t->part = 1;
  table_open_part (t);
}

/* The autofilter over the part's rows so far; none later. */
static void
table_end_filter (Table *t)
{
  if (t->ws && t->filter)
    check (t->x, worksheet_autofilter (t->ws, (lxw_row_t) t->first - 1, 0,
                                       (lxw_row_t) MAX (t->row, t->first + 1) - 1,
                                       (lxw_col_t) t->n_cols - 1));
  t->filter = FALSE;
}

/* The row to write next, on a new part when this one is full; G_MAXUINT
 * (and t->ws NULL) after an error. */
static guint
table_next_row (Table *t)
{
  if (t->ws != NULL && t->row >= LXW_ROW_MAX)
    {
      gboolean filter = t->filter;
      table_end_filter (t);
      t->filter = filter;
      t->part++;
      table_open_part (t);
      if (t->part == 2)
        warn (t->x, g_strdup_printf (_("the sheet '%s' is full (%u rows): its table "
                                       "goes on in '%s (2)' and after"),
                                     t->name, LXW_ROW_MAX, t->name));
    }
  return t->ws ? t->row++ : G_MAXUINT;
}

static void
table_end (Table *t)
{
  table_end_filter (t);
}

/* The ranking's columns, and the count beside each average, and the
 * team after the players when @teams; @widths (in characters) beside
 * the headings. */
static GPtrArray *
ranking_header (const ValetOptions *o, gboolean teams, gboolean numbers, GArray *widths)
{
  const ValetRankingColumn *cols[VALET_N_RANKING_COLUMNS];
  guint n = valet_ranking_listed_columns (o, cols);
  GPtrArray *names = g_ptr_array_new ();

  for (guint i = 0; i < n; i++)
    {
      double w = cols[i]->kind == VALET_COLUMN_POSITION ? 6
        : cols[i]->kind == VALET_COLUMN_LABEL ? 44 : 9;
      g_ptr_array_add (names, (gpointer) valet_ranking_column_title (cols[i], o));
      g_array_append_val (widths, w);
      if (cols[i]->kind == VALET_COLUMN_POSITION && numbers)
        {
          w = 6;
          g_ptr_array_add (names, (gpointer) _("No."));
          g_array_append_val (widths, w);
        }
      if (cols[i]->kind == VALET_COLUMN_LABEL && teams)
        {
          w = 20;
          g_ptr_array_add (names, (gpointer) _("Team"));
          g_array_append_val (widths, w);
        }
      if (cols[i]->kind == VALET_COLUMN_VALUE_AND_COUNT)
        {
          w = 5;
          g_ptr_array_add (names, (gpointer) "#");
          g_array_append_val (widths, w);
        }
      if (cols[i]->id == valet_report_headline_column (o))
        {
          /* How sure the score is, and whether the pair can be told
           * from the one above: ranking_sureness() fills them. */
          static const double sure_w[] = { ERROR_WIDTH, MARK_WIDTH };
          g_ptr_array_add (names, (gpointer) _("± 95 %"));
          g_ptr_array_add (names, (gpointer) "≈");
          g_array_append_vals (widths, sure_w, G_N_ELEMENTS (sure_w));
        }
    }
  return names;
}

/* After the score: the half-width of its 95 % interval (none under two
 * boards), and "≈" when a ranked pair (@rank > 0) cannot be told from
 * the pair above it. */
static void
ranking_sureness (Xlsx *x, lxw_worksheet *ws, guint row, guint *col,
                  const ValetPairScore *p, guint rank)
{
  double half;

  if (valet_run_column_error (x->run, p,
                              valet_report_headline_column (valet_run_options (x->run)),
                              NULL, &half))
    put_number (x, ws, row, *col, half, x->number);
  if (rank > 0 && !valet_report_separable (x->report, rank - 1))
    put_string (x, ws, row, *col + 1, "≈", x->mark);
  *col += 2;
}

/* A mean against double dummy and its 95 % half-width, as the Ranking
 * sheet's columns have a score and its "± 95 %"; nothing for none. */
static void
put_dd_mean (Xlsx *x, lxw_worksheet *ws, guint row, guint col, const ValetSpread *s)
{
  double half;

  if (s->n > 0)
    put_number (x, ws, row, col, s->mean, x->number);
  if (valet_spread_error (s, NULL, &half))
    put_number (x, ws, row, col + 1, half, x->number);
}

/* A pair's row; @rank 0 leaves the rank empty. */
static void
ranking_row (Xlsx *x, lxw_worksheet *ws, guint row, const ValetPairScore *p,
             guint rank)
{
  const ValetOptions *o = valet_report_options (x->report);
  const ValetRankingColumn *cols[VALET_N_RANKING_COLUMNS];
  guint n_cols = valet_ranking_listed_columns (o, cols), col = 0;

  for (guint i = 0; i < n_cols; i++)
    {
      double v;
      guint n;

      if (cols[i]->kind == VALET_COLUMN_POSITION && rank > 0)
        {
          /* A number still (it sorts and counts), shown "3=" when shared. */
          gboolean tied;
          guint shared = valet_report_rank (x->report, rank - 1, &tied);
          put_number (x, ws, row, col, shared, tied ? x->tied : x->count);
        }
      else if (cols[i]->kind == VALET_COLUMN_LABEL)
        {
          g_autofree char *name = valet_run_pair_name (x->run, p);
          put_string (x, ws, row, col, name, NULL);
          if (x->teams)
            {
              g_autofree char *team = valet_run_pair_team (x->run, p);
              if (team)
                put_string (x, ws, row, col + 1, team, NULL);
              col++;
            }
        }
      if (!valet_ranking_column_value (cols[i], p, o, VALET_WEIGH_BY_LEADS, &v, &n))
        col++;
      else if (cols[i]->kind == VALET_COLUMN_VALUE_AND_COUNT)
        put_pair (x, ws, row, &col, v, n);
      else
        put_number (x, ws, row, col++, v,
                    cols[i]->kind == VALET_COLUMN_COUNT ? x->count : x->number);
      if (cols[i]->id == valet_report_headline_column (o))
        ranking_sureness (x, ws, row, &col, p, rank);
      if (cols[i]->kind == VALET_COLUMN_POSITION && x->numbers)
        {
          g_autofree char *number = valet_report_pair_number (x->report, p);
          put_string (x, ws, row, col++, number, NULL);
        }
    }
  /* Last, when the deals were solved: the pair against double dummy. */
  ValetDdVersus *vs = valet_report_dd_versus (x->report);
  if (vs != NULL)
    {
      const ValetDdVersusTotals *tot = valet_dd_versus_pair (vs, p->player[0], p->player[1]);
      put_dd_mean (x, ws, row, col, &tot->declarer);
      put_dd_mean (x, ws, row, col + 2, &tot->lead);
    }
}

/* The ranked pairs of the report's ranking table @list (one per list
 * of the movement in a report by lists), or (@unranked) those with too
 * few boards, in ranking order; returns how many. */
static guint
ranking_rows (Xlsx *x, Table *t, gboolean unranked, guint list)
{
  /* The run's lists, which every view of the ranking shares. */
  guint n = !unranked ? valet_report_table_n_rows (x->report, list)
                      : valet_run_n_unranked (x->run);

  for (guint i = 0; i < n; i++)
    {
      guint position = unranked ? i : valet_report_table_position (x->report, list, i);
      const ValetPairScore *p = !unranked ? valet_run_ranked (x->run, position)
                                          : valet_run_unranked (x->run, i);
      guint row;
      if ((row = table_next_row (t)) == G_MAXUINT)
        break;
      ranking_row (x, t->ws, row, p, !unranked ? position + 1 : 0);
    }
  return n;
}

static void
ranking_sheet (Xlsx *x)
{
  const ValetOptions *o = valet_report_options (x->report);
  g_autoptr (GArray) widths = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GPtrArray) names = ranking_header (o, x->teams, x->numbers, widths);
  Table t = { .name = _("Ranking"), .what = _("Ranking"), .filter = TRUE,
              .note = valet_report_confidence_footnote () };
  guint n_left = 0, row;

  /* ranking_row() fills them: the pair's means against double dummy. */
  if (valet_report_dd_versus (x->report) != NULL)
    {
      static const double dd_w[] = { 16, ERROR_WIDTH + 2, 14, ERROR_WIDTH + 2 };
      g_ptr_array_add (names, (gpointer) _("Declarer vs DD"));
      g_ptr_array_add (names, (gpointer) _("± 95 %"));
      g_ptr_array_add (names, (gpointer) _("Lead vs DD"));
      g_ptr_array_add (names, (gpointer) _("± 95 %"));
      g_array_append_vals (widths, dd_w, G_N_ELEMENTS (dd_w));
    }

  t.header = (const char *const *) names->pdata;
  t.n_cols = names->len;
  t.widths = (const double *) widths->data;
  guint n_tables = valet_report_n_tables (x->report);
  /* The lists of a report by lists one under the other, each after its
   * heading: a filter over them all would sort them into one. */
  t.filter = n_tables == 1;
  table_begin (&t, x);
  for (guint list = 0; list < n_tables; list++)
    {
      const char *head = valet_report_table_heading (x->report, list);
      if (head && list > 0 && table_next_row (&t) == G_MAXUINT)
        break;
      if (head && (row = table_next_row (&t)) != G_MAXUINT)
        put_string (x, t.ws, row, 0, head, x->bold);
      ranking_rows (x, &t, FALSE, list);
    }
  table_end_filter (&t);

  /* Those with too few boards below, apart. */
  n_left = valet_run_n_unranked (x->run);
  if (n_left > 0 && table_next_row (&t) != G_MAXUINT
      && (row = table_next_row (&t)) != G_MAXUINT)
    {
      g_autofree char *title = valet_run_unranked_title (x->run);
      put_string (x, t.ws, row, 0, title, x->bold);
      ranking_rows (x, &t, TRUE, 0);
    }
  table_end (&t);
}

/* The team ranking, where the results name teams: rank, team, pairs
 * and each column's number with its 95 % half-width (and its count for
 * the lead and the defence), under a note that says how the boards were
 * compared. */
static void
teams_sheet (Xlsx *x)
{
  g_autoptr (ValetTeamRanking) teams = valet_team_ranking_new (x->run);
  const ValetOptions *o = valet_report_options (x->report);
  const ValetRankingColumn *cols[VALET_N_RANKING_COLUMNS];
  guint n_cols, n = valet_team_ranking_n_teams (teams);

  if (n == 0)
    return;
  n_cols = valet_team_ranking_columns (teams, cols);
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  g_autoptr (GArray) widths = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *note = g_strdup_printf ("%s. %s", valet_team_ranking_heading (teams),
                                           valet_team_ranking_comparison ());
  const double rank_w = 6, team_w = 30, pairs_w = 7, value_w = 10, count_w = 5;

  g_ptr_array_add (names, (gpointer) _("Rank"));
  g_array_append_val (widths, rank_w);
  g_ptr_array_add (names, (gpointer) _("Team"));
  g_array_append_val (widths, team_w);
  g_ptr_array_add (names, (gpointer) _("Pairs"));
  g_array_append_val (widths, pairs_w);
  for (guint i = 0; i < n_cols; i++)
    {
      g_ptr_array_add (names, (gpointer) valet_ranking_column_title (cols[i], o));
      g_array_append_val (widths, value_w);
      if (cols[i]->kind == VALET_COLUMN_COUNT)
        continue;
      g_ptr_array_add (names, (gpointer) _("± 95 %"));
      g_array_append_val (widths, value_w);
      if (cols[i]->kind == VALET_COLUMN_VALUE_AND_COUNT)
        {
          g_ptr_array_add (names, (gpointer) "#");
          g_array_append_val (widths, count_w);
        }
    }
  Table t = { .name = _("Teams"), .what = _("Teams"), .filter = TRUE, .note = note,
              .header = (const char *const *) names->pdata, .n_cols = names->len,
              .widths = (const double *) widths->data };
  table_begin (&t, x);
  for (guint k = 0; k < n; k++)
    {
      const ValetTeamScore *team = valet_team_ranking_team (teams, k);
      gboolean tied;
      guint rank = valet_team_ranking_rank (teams, k, &tied), col = 0, row;
      if ((row = table_next_row (&t)) == G_MAXUINT)
        break;
      put_number (x, t.ws, row, col++, rank, tied ? x->tied : x->count);
      put_string (x, t.ws, row, col++, team->name, NULL);
      put_number (x, t.ws, row, col++, team->n_pairs, x->count);
      for (guint i = 0; i < n_cols; i++)
        {
          double v, half;
          guint count;
          valet_team_ranking_value (teams, team, cols[i], &v, &count);
          if (cols[i]->kind == VALET_COLUMN_COUNT)
            {
              put_number (x, t.ws, row, col++, count, x->count);
              continue;
            }
          if (count > 0)
            put_number (x, t.ws, row, col, v, x->number);
          if (count > 0 && valet_team_ranking_error (teams, team, cols[i], NULL, &half))
            put_number (x, t.ws, row, col + 1, half, x->number);
          col += 2;
          if (cols[i]->kind == VALET_COLUMN_VALUE_AND_COUNT)
            put_number (x, t.ws, row, col++, count, x->count);
        }
    }
  table_end (&t);
}

/* The stacked bars of the first pairs' components, beside their
 * rows. */
static void
components_chart (Xlsx *x, lxw_worksheet *ws, guint first, const int *comps, int n_comps)
{
  guint n = MIN (valet_run_n_ranked (x->run), CHART_MAX_PAIRS);
  const char *sheet = _("Components");
  lxw_chart *chart = workbook_add_chart (x->wb, LXW_CHART_BAR_STACKED);
  lxw_chart_options opts = { 0 };
  g_autofree char *title = NULL;

  if (chart == NULL)
    {
      check (x, LXW_ERROR_MEMORY_MALLOC_FAILED);
      return;
    }
  for (int k = 0; k < n_comps; k++)
    {
      double rgb[3];
      lxw_chart_series *s = chart_add_series (chart, NULL, NULL);
      lxw_chart_fill fill = { 0 };

      if (s == NULL)
        {
          check (x, LXW_ERROR_MEMORY_MALLOC_FAILED);
          return;
        }
      chart_series_set_categories (s, sheet, (lxw_row_t) first, 1,
                                   (lxw_row_t) (first + n - 1), 1);
      chart_series_set_values (s, sheet, (lxw_row_t) first, (lxw_col_t) (2 + k),
                               (lxw_row_t) (first + n - 1), (lxw_col_t) (2 + k));
      chart_series_set_name_range (s, sheet, (lxw_row_t) first - 1, (lxw_col_t) (2 + k));
      valet_chart_component_rgb (VALET_CHART_LIGHT, comps[k], rgb);
      fill.color = ((lxw_color_t) (rgb[0] * 255 + 0.5) << 16)
                   | ((lxw_color_t) (rgb[1] * 255 + 0.5) << 8)
                   | (lxw_color_t) (rgb[2] * 255 + 0.5);
      chart_series_set_fill (s, &fill);
    }
  chart_set_series_gap (chart, 40);
  chart_set_series_overlap (chart, 100);
  title = n < valet_run_n_ranked (x->run)
    /* TRANSLATORS: the chart of a big field, which shows its first pairs. */
    ? g_strdup_printf (_("Score per board, split into its components: the first %u pairs"), n)
    : g_strdup (_("Score per board, split into its components"));
  chart_title_set_name (chart, title);
  /* Bars run down the page in ranking order, the first pair on top. */
  chart_axis_set_reverse (chart->y_axis);
  /* Names at the left edge, clear of the bars that grow leftwards. */
  chart_axis_set_label_position (chart->y_axis, LXW_CHART_AXIS_LABEL_POSITION_LOW);
  chart_axis_set_num_format (chart->x_axis, "0.00");
  chart_legend_set_position (chart, LXW_CHART_LEGEND_TOP);

  opts.x_scale = 2.0;
  /* Room for every pair's name: about 20 pixels a bar (with less,
   * spreadsheets show every other name). */
  opts.y_scale = MAX (1.5, (80.0 + 20.0 * n) / 288.0);
  check (x, worksheet_insert_chart_opt (ws, 3, (lxw_col_t) (4 + n_comps), chart, &opts));
}

static void
components_sheet (Xlsx *x)
{
  ValetReport *r = x->report;
  gboolean lead = valet_report_options (r)->lead;
  guint n = valet_run_n_ranked (x->run);
  int comps[VALET_N_COMPONENTS], n_comps = 0;
  const char *labels[VALET_N_COMPONENTS] = {
    _("Bidding"), _("Declarer play"), _("Opening lead"), _("Defence")
  };
  const char *header[3 + VALET_N_COMPONENTS];
  double widths[3 + VALET_N_COMPONENTS];
  Table t = { .name = _("Components"), .what = _("Score per board, split"),
              .header = header, .widths = widths };
  guint chart_first;

  header[t.n_cols++] = _("Rank");
  header[t.n_cols++] = _("Players");
  for (int k = 0; k < VALET_N_COMPONENTS; k++)
    if (k != VALET_COMPONENT_LEAD || lead)
      {
        comps[n_comps++] = k;
        header[t.n_cols++] = labels[k];
      }
  header[t.n_cols++] = valet_report_is_matchpoints (r) ? _("Total - 50") : _("Total");
  for (guint c = 0; c < t.n_cols; c++)
    widths[c] = c == 0 ? 6 : c == 1 ? 44 : 13;
  table_begin (&t, x);
  chart_first = t.first;

  for (guint i = 0; i < n; i++)
    {
      const ValetPairScore *p = valet_run_ranked (x->run, i);
      g_autofree char *name = valet_run_pair_name (x->run, p);
      guint row = table_next_row (&t);
      ValetComponents c;
      double sum = 0;

      if (row == G_MAXUINT)
        break;
      valet_run_pair_components (x->run, p, &c);
      put_number (x, t.ws, row, 0, i + 1, x->count);
      put_string (x, t.ws, row, 1, name, NULL);
      for (int k = 0; k < n_comps; k++)
        {
          put_number (x, t.ws, row, 2 + k, c.share[comps[k]], x->number);
          sum += c.share[comps[k]];
        }
      put_number (x, t.ws, row, 2 + n_comps, sum, x->number);
    }
  table_end (&t);
  if (n > 0 && x->error == LXW_NO_ERROR)
    components_chart (x, workbook_get_worksheet_by_name (x->wb, t.name), chart_first,
                      comps, n_comps);
}

typedef struct {
  double play, leads;
  double n_play, n_leads, boards;   /* a weighted outcome counts its weight */
} PlayerTotals;

static int
by_name (gconstpointer a, gconstpointer b, gpointer data)
{
  ValetTournament *t = data;
  guint x = *(const guint *) a, y = *(const guint *) b;
  return g_utf8_collate (valet_tournament_player_display_name (t, x),
                         valet_tournament_player_display_name (t, y));
}

/* A player's numbers gather every partnership it played in. */
static PlayerTotals *
player_totals (ValetReport *r)
{
  ValetRanking *ranking = valet_report_ranking (r);
  PlayerTotals *tot = g_new0 (PlayerTotals, MAX (valet_tournament_n_players (
                                                   valet_report_tournament (r)), 1));

  for (guint i = 0; i < valet_ranking_n_pairs (ranking); i++)
    {
      const ValetPairScore *p = valet_ranking_pair (ranking, i);
      for (int k = 0; k < 2; k++)
        {
          PlayerTotals *pt = &tot[p->player[k]];
          pt->boards += p->num[VALET_COL_OVERALL];
          pt->n_play += p->num[VALET_COL_PLAY1 + k];
          pt->play += p->avg[VALET_COL_PLAY1 + k] * p->num[VALET_COL_PLAY1 + k];
          pt->n_leads += p->num[VALET_COL_LEAD1 + k];
          pt->leads += p->avg[VALET_COL_LEAD1 + k] * p->num[VALET_COL_LEAD1 + k];
        }
    }
  return tot;
}

static void
players_sheet (Xlsx *x)
{
  ValetReport *r = x->report;
  ValetTournament *t = valet_report_tournament (r);
  gboolean lead = valet_report_options (r)->lead;
  guint np = valet_tournament_n_players (t);
  g_autofree PlayerTotals *tot = player_totals (r);
  g_autoptr (GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));
  const char *names[] = { _("Player"), _("Tag"), _("Boards"), _("Declarer play"),
                          _("Hands declared"), _("Opening leads"), _("Leads") };
  static const double widths[] = { 30, 14, 14, 14, 14, 14, 14 };
  double mid = valet_report_is_matchpoints (r) ? 50 : 0;
  Table tab = { .name = _("Players"), .what = _("Players"), .header = names,
                .n_cols = lead ? 7 : 5, .widths = widths, .filter = TRUE };

  for (guint i = 0; i < np; i++)
    if (tot[i].boards > 0)
      g_array_append_val (order, i);
  g_array_sort_with_data (order, by_name, t);

  table_begin (&tab, x);
  for (guint i = 0; i < order->len; i++)
    {
      guint pl = g_array_index (order, guint, i), row = table_next_row (&tab);
      const PlayerTotals *pt = &tot[pl];
      if (row == G_MAXUINT)
        break;
      put_string (x, tab.ws, row, 0, valet_tournament_player_display_name (t, pl), NULL);
      put_string (x, tab.ws, row, 1, valet_tournament_player_tag (t, pl), NULL);
      put_number (x, tab.ws, row, 2, pt->boards, x->count);
      if (pt->n_play > 0)
        put_number (x, tab.ws, row, 3, pt->play / pt->n_play, x->number);
      else if (mid > 0)
        put_number (x, tab.ws, row, 3, mid, x->number);
      put_number (x, tab.ws, row, 4, pt->n_play, x->count);
      if (lead)
        {
          if (pt->n_leads > 0)
            put_number (x, tab.ws, row, 5, pt->leads / pt->n_leads, x->number);
          put_number (x, tab.ws, row, 6, pt->n_leads, x->count);
        }
    }
  table_end (&tab);
}

/* A mean against double dummy, its 95 % half-width and its count. */
static void
put_dd (Xlsx *x, lxw_worksheet *ws, guint row, guint col, const ValetSpread *s)
{
  double half;

  if (s->n > 0)
    put_number (x, ws, row, col, s->mean, x->number);
  if (valet_spread_error (s, NULL, &half))
    put_number (x, ws, row, col + 1, half, x->number);
  put_number (x, ws, row, col + 2, s->n, x->count);
}

/* The pairs' and the players' results against double dummy
 * (valet-dd-versus.h), when the report has them: a sheet each. */
static void
dd_sheets (Xlsx *x)
{
  ValetReport *r = x->report;
  ValetDdVersus *vs = valet_report_dd_versus (r);
  ValetTournament *t = valet_report_tournament (r);
  const char *pair_names[] = { _("Rank"), _("Pair"), _("Declarer vs DD"), _("± 95 %"),
                               _("Hands declared"), _("Lead vs DD"), _("± 95 %"), _("Leads") };
  const char *player_names[] = { _("Player"), _("Tag"), _("Declarer vs DD"), _("± 95 %"),
                                 _("Hands declared"), _("Lead vs DD"), _("± 95 %"), _("Leads") };
  static const double widths[] = { 8, 36, 16, ERROR_WIDTH + 2, 14, 14, ERROR_WIDTH + 2, 10 };
  static const double player_widths[] = { 30, 14, 16, ERROR_WIDTH + 2, 14, 14,
                                          ERROR_WIDTH + 2, 10 };
  const char *note = _("Tricks against double dummy: the declarer's tricks less the "
                       "double-dummy tricks after the lead made; the tricks the opening "
                       "lead cost against the best lead (0 at best).");

  if (vs == NULL)
    return;
  Table pairs = { .name = _("Pairs vs DD"), .what = _("Pairs against double dummy"),
                  .note = note, .header = pair_names, .n_cols = 8, .widths = widths,
                  .filter = TRUE };
  table_begin (&pairs, x);
  for (guint i = 0; i < valet_run_n_ranked (x->run); i++)
    {
      const ValetPairScore *p = valet_run_ranked (x->run, i);
      const ValetDdVersusTotals *tot = valet_dd_versus_pair (vs, p->player[0], p->player[1]);
      g_autofree char *name = valet_run_pair_name (x->run, p);
      guint row = table_next_row (&pairs);
      if (row == G_MAXUINT)
        break;
      put_number (x, pairs.ws, row, 0, valet_run_shared_rank (x->run, i, NULL), x->count);
      put_string (x, pairs.ws, row, 1, name, NULL);
      put_dd (x, pairs.ws, row, 2, &tot->declarer);
      put_dd (x, pairs.ws, row, 5, &tot->lead);
    }
  table_end (&pairs);

  Table players = { .name = _("Players vs DD"), .what = _("Players against double dummy"),
                    .note = note, .header = player_names, .n_cols = 8,
                    .widths = player_widths, .filter = TRUE };
  g_autoptr (GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < valet_tournament_n_players (t); i++)
    {
      const ValetDdVersusTotals *tot = valet_dd_versus_player (vs, i);
      if (tot->declarer.n > 0 || tot->lead.n > 0)
        g_array_append_val (order, i);
    }
  g_array_sort_with_data (order, by_name, t);
  table_begin (&players, x);
  for (guint i = 0; i < order->len; i++)
    {
      guint pl = g_array_index (order, guint, i), row = table_next_row (&players);
      const ValetDdVersusTotals *tot = valet_dd_versus_player (vs, pl);
      if (row == G_MAXUINT)
        break;
      put_string (x, players.ws, row, 0, valet_tournament_player_display_name (t, pl), NULL);
      put_string (x, players.ws, row, 1, valet_tournament_player_tag (t, pl), NULL);
      put_dd (x, players.ws, row, 2, &tot->declarer);
      put_dd (x, players.ws, row, 5, &tot->lead);
    }
  table_end (&players);
}

static void
boards_sheet (Xlsx *x)
{
  ValetReport *r = x->report;
  ValetTournament *t = valet_report_tournament (r);
  const ValetOptions *o = valet_report_options (r);
  const char *names[4 + VALET_TABLEAU_N_VALUES] = {
    _("Round"), _("Board"), _("Result"), _("Count")
  };
  static const double widths[] = { 8, 8, 16, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11 };
  Table tab = { .name = _("Boards"), .what = _("Tableaux of every board"), .header = names,
                .n_cols = 4, .widths = widths, .filter = TRUE };

  for (guint c = 0; c < VALET_TABLEAU_N_VALUES; c++)
    if (valet_report_tableau_shown (r, c))
      names[tab.n_cols++] = valet_report_tableau_heading (c);
  table_begin (&tab, x);

  for (guint b = 0; b < valet_run_n_boards (x->run) && x->error == LXW_NO_ERROR; b++)
    {
      const ValetEntry *entries;
      guint n;
      const ValetBoard *board = valet_run_board (x->run, b, &entries, &n);
      g_autoptr (GArray) rows = valet_tableau_rows (t, o, entries, n);

      for (guint i = 0; i < rows->len; i++)
        {
          const ValetTableauRow *tr = &g_array_index (rows, ValetTableauRow, i);
          double v[VALET_TABLEAU_N_VALUES];
          guint col = 4, row = table_next_row (&tab);

          if (row == G_MAXUINT)
            break;
          valet_report_tableau_values (r, tr, v);
          put_number (x, tab.ws, row, 0, board->round, x->count);
          put_number (x, tab.ws, row, 1, board->board, x->count);
          put_string (x, tab.ws, row, 2, tr->key, NULL);
          put_number (x, tab.ws, row, 3, tr->count, x->count);
          for (guint c = 0; c < VALET_TABLEAU_N_VALUES; c++)
            if (valet_report_tableau_shown (r, c))
              put_number (x, tab.ws, row, col++, v[c], x->number);
        }
    }
  table_end (&tab);
}

/* One result: who played it, what and how, and its components. */
static void
result_row (Xlsx *x, lxw_worksheet *ws, guint row, const ValetEntry *e)
{
  ValetReport *r = x->report;
  ValetTournament *t = valet_report_tournament (r);
  const ValetResult *res = valet_tournament_result (t, e->result);
  g_autofree char *contract = valet_report_contract_text (res);
  g_autofree char *lead = valet_result_lead_text (res);
  char declarer[2] = { valet_seat_letter (res->declarer), 0 };
  int score = valet_ns_score (res->level, res->denom, res->mult, res->declarer,
                              valet_board_vulnerable (res->board, res->declarer),
                              res->tricks);
  /* In the table's units: matchpoints as points around 50 %. */
  double scale = valet_report_is_matchpoints (r) ? 50 : 1;

  put_number (x, ws, row, 0, res->round, x->count);
  put_number (x, ws, row, 1, res->board, x->count);
  for (int s = 0; s < 4; s++)
    put_string (x, ws, row, 2 + s, valet_tournament_player_display_name (t, res->player[s]),
                NULL);
  put_string (x, ws, row, 6, contract, NULL);
  if (res->level > 0)
    {
      put_string (x, ws, row, 7, declarer, NULL);
      put_number (x, ws, row, 8, res->tricks, x->count);
      put_string (x, ws, row, 9, lead, NULL);
    }
  put_number (x, ws, row, 10, score, x->count);
  put_number (x, ws, row, 11, scale * valet_entry_overall (e), x->number);
  put_number (x, ws, row, 12, scale * valet_entry_bid (e), x->number);
  if (res->level > 0)
    {
      put_number (x, ws, row, 13, scale * valet_entry_play (e), x->number);
      if (valet_report_options (r)->lead)
        put_number (x, ws, row, 14, scale * valet_entry_lead (e), x->number);
      put_number (x, ws, row, 15, scale * valet_entry_def (e), x->number);
    }
}

/* Above the results: whose each share is, and, where the score is the
 * average of bid and play (matchpoints, without Valet 1.1's numbers),
 * that play, lead and defence are on a doubled scale (see store_entry
 * in valet-board-scorer.c): otherwise a reader adds them up and finds
 * twice the score. */
static char *
results_note (Xlsx *x)
{
  const char *whose = _("Overall, bid and play are the declaring side's "
                        "(North-South's on a passed board); lead share and "
                        "defence the defenders'.");

  if (!valet_report_is_matchpoints (x->report) || valet_report_options (x->report)->compat)
    return g_strdup (whose);
  return g_strjoin (" ", whose,
                    _("With matchpoints the score is the average of bid and play, so "
                      "play, lead share and defence are on a doubled scale: each moves "
                      "the score by half its value."), NULL);
}

static void
results_sheet (Xlsx *x)
{
  const char *names[] = {
    _("Round"), _("Board"), _("North"), _("East"), _("South"), _("West"),
    _("Contract"), _("Declarer"), _("Tricks"), _("Lead"), _("NS score"),
    _("Overall"), _("Bid"), _("Play"), _("Lead share"), _("Defence")
  };
  static const double widths[] = { 7, 7, 24, 24, 24, 24, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9 };
  g_autofree char *note = results_note (x);
  Table t = { .name = _("Results"), .what = _("Results scored"), .header = names,
              .n_cols = G_N_ELEMENTS (names), .widths = widths, .filter = TRUE,
              .note = note };

  table_begin (&t, x);
  for (guint b = 0; b < valet_run_n_boards (x->run) && x->error == LXW_NO_ERROR; b++)
    {
      const ValetEntry *entries;
      guint n;
      valet_run_board (x->run, b, &entries, &n);
      for (guint i = 0; i < n; i++)
        {
          guint row = table_next_row (&t);
          if (row == G_MAXUINT)
            break;
          result_row (x, t.ws, row, &entries[i]);
        }
    }
  table_end (&t);
}

/* From @row: how to read the ± and ≈ of the ranking, and each
 * column's spread across the field, a number to compare the ± with;
 * returns the next free row. */
static guint
method_sureness (Xlsx *x, lxw_worksheet *ws, guint row)
{
  const ValetOptions *o = valet_report_options (x->report);
  ValetReportSpread spreads[VALET_N_RANKING_COLUMNS];
  guint n = valet_report_field_spreads (x->report, spreads);
  g_autofree char *text = valet_report_confidence_text (x->report);

  put_string (x, ws, row, 0, _("How sure the numbers are"), x->header);
  put_string (x, ws, row++, 1, text, x->wrap);
  put_string (x, ws, ++row, 0, _("Spread across the field"), x->header);
  put_string (x, ws, row, 1, _("Standard deviation of the pairs' numbers"), x->header);
  put_string (x, ws, row++, 2, _("Pairs"), x->header);
  for (guint i = 0; i < n; i++, row++)
    {
      put_string (x, ws, row, 0, valet_ranking_column_title (spreads[i].column, o), x->bold);
      put_number (x, ws, row, 1, spreads[i].deviation, x->spread);
      put_number (x, ws, row, 2, spreads[i].n_pairs, x->count);
    }
  return row;
}

/* From @row, when the results were corrected here: each correction,
 * as the app lists it. */
static void
method_corrections (Xlsx *x, lxw_worksheet *ws, guint row)
{
  ValetTournament *t = valet_report_tournament (x->report);

  if (valet_tournament_n_notes (t) == 0)
    return;
  put_string (x, ws, row, 0, _("Corrections"), x->header);
  for (guint i = 0; i < valet_tournament_n_notes (t); i++, row++)
    put_string (x, ws, row, 1, valet_tournament_note (t, i), x->wrap);
}

/* Below the options, from @row: how to read the ranking, and what each
 * of its columns is; returns the next free row. */
static guint
method_columns (Xlsx *x, lxw_worksheet *ws, guint row)
{
  const ValetOptions *o = valet_report_options (x->report);
  const ValetRankingColumn *cols[VALET_N_RANKING_COLUMNS];
  guint n = valet_ranking_listed_columns (o, cols);
  g_autofree char *note = valet_ranking_reading_note (o);

  put_string (x, ws, row, 0, _("Reading the ranking"), x->header);
  put_string (x, ws, row++, 1, note, x->wrap);
  put_string (x, ws, ++row, 0, _("Column"), x->header);
  put_string (x, ws, row++, 1, _("What it is"), x->header);
  for (guint i = 0; i < n; i++, row++)
    {
      put_string (x, ws, row, 0, valet_ranking_column_title (cols[i], o), x->bold);
      put_string (x, ws, row, 1, valet_ranking_column_description (cols[i]), x->wrap);
    }
  return row;
}

static void
method_sheet (Xlsx *x)
{
  ValetReport *r = x->report;
  const ValetOptions *o = valet_report_options (r);
  lxw_worksheet *ws = add_sheet (x, _("Method"));
  g_autofree char *method = valet_options_describe (valet_run_options (x->run));
  g_autofree char *rounds = valet_run_rounds_text (x->run);
  g_autofree char *date = g_date_time_format (valet_report_date (r), "%Y-%m-%d %H:%M:%S %z");
  g_autofree char *version = g_strdup_printf ("Valet %s", PACKAGE_VERSION);
  g_autofree char *min_hands = g_strdup_printf ("%u", o->min_hands);
  g_autofree char *datum = valet_datum_rule_to_string (&o->datum);
  g_autofree char *pairs = g_strdup_printf ("%u", valet_run_n_ranked (x->run));
  g_autofree char *boards = g_strdup_printf ("%u", valet_run_n_boards (x->run));
  const char *yes = _("yes"), *no = _("no");
  ValetTournament *t = valet_report_tournament (r);
  guint n_left_out = valet_tournament_n_left_out (t);
  g_autofree char *left_out = n_left_out == 0 ? NULL
    : g_strdup_printf (_("%u of %u"), n_left_out,
                       n_left_out + valet_tournament_n_results (t));
  const char *rows[][3] = {
    { _("Event"), valet_report_title (r), NULL },
    { _("Event date"), valet_report_event (r, VALET_EVENT_DATE), NULL },
    { _("Venue"), valet_report_event (r, VALET_EVENT_VENUE), NULL },
    { _("Organiser"), valet_report_event (r, VALET_EVENT_ORGANISER), NULL },
    { _("Tournament director"), valet_report_event (r, VALET_EVENT_DIRECTOR), NULL },
    { _("Results left out"), left_out, NULL },
    { _("Method"), method, NULL },
    { _("Scoring"), valet_scoring_to_string (o->scoring), "--valettype" },
    { _("Split"), o->cloud ? _("cloud") : _("simple"), "--nocloud" },
    { _("Opening lead scored separately"), o->lead ? yes : no, "--lead" },
    { _("Datum without the highest and lowest score"), o->extremes ? yes : no, "--extremes" },
    { _("Datum"), datum, "--datum" },
    { _("Differences rounded down to 10"), o->hard_round ? yes : no, "--hardround" },
    { _("Compensation for the opponents' strength"), o->compensate ? yes : no, "--compensate" },
    { _("Order"), valet_order_to_string (o->order), "--order" },
    { _("Ranked by"), valet_report_headline_column (o) == VALET_RANKING_BUTLER
                      ? "played" : "luck-free", "--rank-by" },
    { _("Average lead column"), o->average ? yes : no, "--average" },
    { _("Minimum number of boards"), min_hands, "--minhands" },
    { _("Rounds scored"), rounds, "--rounds" },
    { _("Pairs ranked"), pairs, NULL },
    { _("Boards scored"), boards, NULL },
    { _("Program"), version, NULL },
    { _("Date"), date, NULL },
  };
  guint row = 0;

  if (ws == NULL)
    return;
  put_string (x, ws, row, 0, _("Option"), x->header);
  put_string (x, ws, row, 1, _("Value"), x->header);
  put_string (x, ws, row, 2, _("valet-cli option"), x->header);
  row++;
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      if (rows[i][1] == NULL)   /* an event detail the input does not give */
        continue;
      put_string (x, ws, row, 0, rows[i][0], x->bold);
      put_string (x, ws, row, 1, rows[i][1], NULL);
      if (rows[i][2])
        put_string (x, ws, row, 2, rows[i][2], NULL);
      row++;
    }
  row = method_columns (x, ws, row + 1);
  row = method_sureness (x, ws, row + 1);
  method_corrections (x, ws, row + 1);
  check (x, worksheet_set_column (ws, 0, 0, 44, NULL));
  check (x, worksheet_set_column (ws, 1, 1, 70, x->wrap));
  check (x, worksheet_set_column (ws, 2, 2, 18, NULL));
}

/* The formats of the cells; FALSE when libxlsxwriter has none to
 * give. */
static gboolean
add_formats (Xlsx *x)
{
  x->title = workbook_add_format (x->wb);
  x->bold = workbook_add_format (x->wb);
  x->header = workbook_add_format (x->wb);
  x->number = workbook_add_format (x->wb);
  x->count = workbook_add_format (x->wb);
  x->wrap = workbook_add_format (x->wb);
  x->tied = workbook_add_format (x->wb);
  x->mark = workbook_add_format (x->wb);
  x->spread = workbook_add_format (x->wb);
  if (!x->title || !x->bold || !x->header || !x->number || !x->count || !x->wrap || !x->tied
      || !x->mark || !x->spread)
    return FALSE;
  /* Left, under the words of its column rather than far to the right. */
  format_set_num_format (x->spread, "0.00");
  format_set_align (x->spread, LXW_ALIGN_LEFT);
  format_set_align (x->mark, LXW_ALIGN_CENTER);
  format_set_text_wrap (x->wrap);
  format_set_align (x->wrap, LXW_ALIGN_VERTICAL_TOP);
  format_set_bold (x->title);
  format_set_font_size (x->title, 14);
  format_set_bold (x->bold);
  format_set_bold (x->header);
  format_set_bottom (x->header, LXW_BORDER_THIN);
  format_set_text_wrap (x->header);
  format_set_align (x->header, LXW_ALIGN_VERTICAL_BOTTOM);
  format_set_num_format (x->number, "0.00");
  format_set_num_format (x->count, "0");
  format_set_num_format (x->tied, "0\"=\"");
  return TRUE;
}

static void
add_sheets (Xlsx *x)
{
  ValetReport *report = x->report;
  g_autofree char *method = valet_options_describe (valet_run_options (x->run));
  lxw_doc_properties props = { 0 };

  props.title = (char *) valet_report_title (report);
  props.subject = method;
  /* Whoever makes the report, as office programs put it. */
  props.author = (char *) g_get_real_name ();
  props.comments = (char *) "Valet " PACKAGE_VERSION;
  check (x, workbook_set_properties (x->wb, &props));
  ranking_sheet (x);
  teams_sheet (x);
  components_sheet (x);
  players_sheet (x);
  dd_sheets (x);
  boards_sheet (x);
  results_sheet (x);
  method_sheet (x);
}

/* Fails the write of @temp, which becomes @path, with @error. */
static gboolean
give_up (const char *temp, GError **error, const char *path, const char *why)
{
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, _("Cannot write %s: %s"), path, why);
  valet_report_file_abort (temp);
  return FALSE;
}

/* Makes the workbook in @temp; the first error in @x->error, or
 * workbook_close()'s. */
static lxw_error
make_workbook (Xlsx *x, const char *temp)
{
  g_autofree char *folder = g_path_get_dirname (temp);
  /* Rows go to temporary files as they are written, so that memory does
   * not grow with the results; ZIP64, which lets a sheet pass 4 GB, only
   * where one might.  The temporary files go beside the workbook, in the
   * folder the user chose: a full disk is the one the workbook was to go
   * to, and a sandbox that lets Valet write there lets it write them. */
  lxw_workbook_options options = {
    .constant_memory = LXW_TRUE,
    .use_zip64 = valet_tournament_n_results (valet_report_tournament (x->report)) > 1000000,
    .tmpdir = folder,
  };
  lxw_error err;

  x->wb = workbook_new_opt (temp, &options);
  if (x->wb == NULL)
    return LXW_ERROR_CREATING_XLSX_FILE;
  if (add_formats (x))
    add_sheets (x);
  else
    check (x, LXW_ERROR_MEMORY_MALLOC_FAILED);
  /* Closed in any case, which frees it. */
  err = workbook_close (x->wb);
  x->wb = NULL;
  return x->error != LXW_NO_ERROR ? x->error : err;
}

static gboolean
write_workbook (ValetReport *report, const char *path, GPtrArray *warnings, GError **error)
{
  g_autofree char *temp = valet_report_file_begin (path, error);
  g_autoptr (GArray) counts = g_array_new (FALSE, FALSE, sizeof (ValetXlsxSheetCount));
  g_autoptr (GPtrArray) sheets = g_ptr_array_new ();
  g_autoptr (GArray) cols = g_array_new (FALSE, FALSE, sizeof (lxw_col_t));
  g_autoptr (GError) damage = NULL;
  g_autofree Xlsx *x = g_new0 (Xlsx, 1);   /* with its 2 KB of columns */
  gint64 start, written;
  gboolean whole;
  lxw_error err;

  if (temp == NULL)
    return FALSE;
  *x = (Xlsx) { .report = report, .run = valet_report_run (report), .warnings = warnings,
                .teams = valet_run_has_teams (valet_report_run (report)),
                .numbers = valet_report_has_numbers (report),
                .counts = counts, .sheets = sheets, .cols_to_clear = cols,
                .last_row = LXW_ROW_MAX };
  start = g_get_monotonic_time ();
  err = make_workbook (x, temp);
  if (err != LXW_NO_ERROR)
    return give_up (temp, error, path, lxw_strerror (err));
  /* libxlsxwriter does not look at its temporary files' write errors:
   * what it packed is read back before it replaces anything. */
  written = g_get_monotonic_time ();
  whole = valet_xlsx_check (temp, (const ValetXlsxSheetCount *) counts->data, counts->len,
                            &damage);
  g_debug ("%s: written in %.2f s, read back in %.2f s", path, (written - start) / 1e6,
           (g_get_monotonic_time () - written) / 1e6);
  if (!whole)
    {
      /* TRANSLATORS: %s says which part of the workbook is damaged, and
       * how. */
      g_autofree char *why = g_strdup_printf (_("the workbook did not read back whole, "
                                                "perhaps because the disk is full: %s"),
                                              damage->message);
      return give_up (temp, error, path, why);
    }
  if (x->n_cut > 0)
    warn (x, g_strdup_printf (ngettext ("%u text was longer than a cell holds (%u "
                                        "characters) and was cut short, ending in '…'",
                                        "%u texts were longer than a cell holds (%u "
                                        "characters) and were cut short, ending in '…'",
                                        x->n_cut), x->n_cut, CELL_MAX_UNITS));
  return valet_report_file_commit (temp, path, error);
}

/* libxlsxwriter prints the numbers of its XML with printf, which follows
 * LC_NUMERIC: with a decimal comma the workbook would say "0,7" where
 * Excel reads only "0.7", and be refused as damaged.  So this thread
 * writes it with the C locale's numbers (the others, such as the
 * window's, keep theirs), and with the user's language for the labels. */
gboolean
valet_write_xlsx (ValetReport *report, const char *path, GError **error)
{
  return valet_write_xlsx_warn (report, path, NULL, error);
}

gboolean
valet_write_xlsx_warn (ValetReport *report, const char *path, GPtrArray *warnings,
                       GError **error)
{
  locale_t base = duplocale (uselocale ((locale_t) 0));
  locale_t c_numbers = base ? newlocale (LC_NUMERIC_MASK, "C", base) : (locale_t) 0;
  locale_t before = (locale_t) 0;
  gboolean ok;

  if (c_numbers)
    before = uselocale (c_numbers);
  else if (base)
    freelocale (base);
  ok = write_workbook (report, path, warnings, error);
  if (c_numbers)
    {
      uselocale (before);
      freelocale (c_numbers);
    }
  return ok;
}
