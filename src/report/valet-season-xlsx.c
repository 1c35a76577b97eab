/* valet-season-xlsx.c: see valet-season-xlsx.h. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>
#include <xlsxwriter.h>

#include "valet-report-file.h"
#include "valet-season-writer.h"
#include "valet-season-xlsx.h"
#include "valet-xlsx-check.h"

typedef struct {
  ValetSeasonReport *report;
  lxw_workbook      *wb;
  lxw_format        *title, *header, *number, *count, *rank;
  lxw_error          error;       /* the first libxlsxwriter error */
  /* What each sheet holds, for valet_xlsx_check(): rows are written in
   * order and each cell once. */
  GArray            *counts;      /* ValetXlsxSheetCount */
  lxw_row_t          last_row;
} Book;

static void
check (Book *b, lxw_error err)
{
  if (b->error == LXW_NO_ERROR)
    b->error = err;
}

static void
count_cell (Book *b, lxw_row_t row)
{
  ValetXlsxSheetCount *c = &g_array_index (b->counts, ValetXlsxSheetCount, b->counts->len - 1);

  if (c->rows == 0 || row != b->last_row)
    c->rows++;
  b->last_row = row;
  c->cells++;
}

static void
put_string (Book *b, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col, const char *s,
            lxw_format *fmt)
{
  g_autofree char *valid = g_utf8_make_valid (s ? s : "", -1);
  lxw_error err;

  if (*valid == '\0' && fmt == NULL)
    return;     /* libxlsxwriter writes no cell */
  err = worksheet_write_string (ws, row, col, valid, fmt);
  check (b, err);
  if (err == LXW_NO_ERROR)
    count_cell (b, row);
}

static void
put_number (Book *b, lxw_worksheet *ws, lxw_row_t row, lxw_col_t col, double v,
            lxw_format *fmt)
{
  lxw_error err;

  if (isnan (v))
    return;     /* an empty cell: no number */
  err = worksheet_write_number (ws, row, col, v, fmt);
  check (b, err);
  if (err == LXW_NO_ERROR)
    count_cell (b, row);
}

static lxw_worksheet *
add_sheet (Book *b, const char *name)
{
  lxw_worksheet *ws = workbook_add_worksheet (b->wb, name);
  ValetXlsxSheetCount none = { 0 };

  if (ws == NULL)
    {
      check (b, LXW_ERROR_WORKSHEET_INDEX_OUT_OF_RANGE);
      return NULL;
    }
  g_array_append_val (b->counts, none);
  /* TRANSLATORS: the footer of a printed sheet; &P is the page, &N
   * the number of pages: keep both as they are. */
  g_autofree char *footer = g_strdup_printf ("&L&A&R%s", _("Page &P of &N"));
  worksheet_set_landscape (ws);
  worksheet_fit_to_pages (ws, 1, 0);
  check (b, worksheet_set_footer (ws, footer));
  return ws;
}

/* The title, the season's summary, its rule and the stamp above a
 * table whose header is on the row returned. */
static lxw_row_t
heading (Book *b, lxw_worksheet *ws, const char *what)
{
  ValetSeasonReport *r = b->report;
  g_autofree char *title = g_strdup_printf ("%s — %s", valet_season_report_title (r), what);
  g_autofree char *summary = valet_season_report_summary (r);
  g_autofree char *rule = valet_season_report_rule (r);
  g_autofree char *stamp = valet_season_report_stamp (r);

  put_string (b, ws, 0, 0, title, b->title);
  put_string (b, ws, 1, 0, summary, NULL);
  put_string (b, ws, 2, 0, rule, NULL);
  put_string (b, ws, 3, 0, stamp, NULL);
  return 5;
}

/* The header on @row, frozen, and repeated on every printed page. */
static void
header_row (Book *b, lxw_worksheet *ws, lxw_row_t row, const char *const *names,
            const double *widths, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      put_string (b, ws, row, (lxw_col_t) i, names[i], b->header);
      check (b, worksheet_set_column (ws, (lxw_col_t) i, (lxw_col_t) i, widths[i], NULL));
    }
  worksheet_freeze_panes (ws, row + 1, 0);
  check (b, worksheet_repeat_rows (ws, row, row));
}

static void
ranking_sheet (Book *b, int table)
{
  ValetSeasonReport *r = b->report;
  guint n_cols, n_rows = valet_season_report_n_rows (r, table);
  const ValetSeasonColumn *cols = valet_season_report_columns (r, table, &n_cols);
  gboolean persons = table == VALET_SEASON_TABLE_PERSONS;
  lxw_worksheet *ws = add_sheet (b, persons ? _("Players") : _("Pairs"));
  const char *names[32];
  double widths[32];
  lxw_row_t row;

  if (ws == NULL)
    return;
  row = heading (b, ws, persons ? _("players' ranking") : _("pairs' ranking"));
  for (guint c = 0; c < n_cols; c++)
    {
      names[c] = cols[c].heading;
      widths[c] = cols[c].kind == VALET_SEASON_COLUMN_NAME ? (persons ? 26 : 44)
                  : cols[c].kind == VALET_SEASON_COLUMN_HALF_WIDTH ? 7 : 9;
    }
  header_row (b, ws, row, names, widths, n_cols);
  for (guint i = 0; i < n_rows; i++)
    {
      const ValetSeasonRow *sr = valet_season_report_row (r, table, i);
      row++;
      for (guint c = 0; c < n_cols; c++)
        {
          const ValetSeasonColumn *col = &cols[c];
          lxw_col_t x = (lxw_col_t) c;
          if (col->kind == VALET_SEASON_COLUMN_NAME)
            {
              g_autofree char *name = valet_season_report_name (r, sr);
              put_string (b, ws, row, x, name, NULL);
            }
          else
            {
              double v = valet_season_report_number (r, col, sr, i);
              /* A row not ranked has no rank: an empty cell. */
              if (col->kind == VALET_SEASON_COLUMN_RANK && v == 0)
                continue;
              put_number (b, ws, row, x, v,
                          col->kind == VALET_SEASON_COLUMN_MEAN
                          || col->kind == VALET_SEASON_COLUMN_HALF_WIDTH ? b->number : b->count);
            }
        }
    }
  if (n_rows > 0)
    check (b, worksheet_autofilter (ws, 5, 0, row, (lxw_col_t) n_cols - 1));
}

static void
events_sheet (Book *b)
{
  ValetSeasonReport *r = b->report;
  lxw_worksheet *ws = add_sheet (b, _("Events"));
  const char *names[] = { _("Date"), _("Event"), _("Boards"), _("Results") };
  const double widths[] = { 12, 50, 9, 9 };
  lxw_row_t row;

  if (ws == NULL)
    return;
  row = heading (b, ws, _("events included"));
  header_row (b, ws, row, names, widths, G_N_ELEMENTS (names));
  for (guint i = 0; i < valet_season_report_n_events (r); i++)
    {
      const ValetSeasonReportEvent *e = valet_season_report_event (r, i);
      row++;
      put_string (b, ws, row, 0, e->date ? e->date : "", NULL);
      put_string (b, ws, row, 1, e->name, NULL);
      put_number (b, ws, row, 2, e->n_boards, b->count);
      put_number (b, ws, row, 3, e->n_results, b->count);
    }
}

static gboolean
add_formats (Book *b)
{
  b->title = workbook_add_format (b->wb);
  b->header = workbook_add_format (b->wb);
  b->number = workbook_add_format (b->wb);
  b->count = workbook_add_format (b->wb);
  if (!b->title || !b->header || !b->number || !b->count)
    return FALSE;
  format_set_bold (b->title);
  format_set_font_size (b->title, 14);
  format_set_bold (b->header);
  format_set_bottom (b->header, LXW_BORDER_THIN);
  format_set_text_wrap (b->header);
  format_set_align (b->header, LXW_ALIGN_VERTICAL_BOTTOM);
  format_set_num_format (b->number, "0.00");
  format_set_num_format (b->count, "0");
  return TRUE;
}

static lxw_error
make_workbook (Book *b, const char *temp)
{
  g_autofree char *folder = g_path_get_dirname (temp);
  /* Its temporary files beside it, on the disk the user chose. */
  lxw_workbook_options options = { .constant_memory = LXW_TRUE, .tmpdir = folder };
  lxw_doc_properties props = { 0 };
  lxw_error err;

  b->wb = workbook_new_opt (temp, &options);
  if (b->wb == NULL)
    return LXW_ERROR_CREATING_XLSX_FILE;
  props.title = (char *) valet_season_report_title (b->report);
  props.comments = (char *) "Valet " PACKAGE_VERSION;
  check (b, workbook_set_properties (b->wb, &props));
  if (add_formats (b))
    {
      ranking_sheet (b, VALET_SEASON_TABLE_PAIRS);
      ranking_sheet (b, VALET_SEASON_TABLE_PERSONS);
      events_sheet (b);
    }
  else
    check (b, LXW_ERROR_MEMORY_MALLOC_FAILED);
  err = workbook_close (b->wb);
  b->wb = NULL;
  return b->error != LXW_NO_ERROR ? b->error : err;
}

static gboolean
give_up (const char *temp, const char *path, const char *why, GError **error)
{
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, _("Cannot write %s: %s"), path, why);
  valet_report_file_abort (temp);
  return FALSE;
}

static gboolean
write_book (ValetSeasonReport *report, const char *path, GError **error)
{
  g_autofree char *temp = valet_report_file_begin (path, error);
  g_autoptr (GArray) counts = g_array_new (FALSE, FALSE, sizeof (ValetXlsxSheetCount));
  g_autoptr (GError) damage = NULL;
  Book b = { .report = report, .counts = counts };
  lxw_error err;

  if (temp == NULL)
    return FALSE;
  err = make_workbook (&b, temp);
  if (err != LXW_NO_ERROR)
    return give_up (temp, path, lxw_strerror (err), error);
  /* libxlsxwriter does not look at its temporary files' write errors:
   * the workbook is read back before it replaces anything. */
  if (!valet_xlsx_check (temp, (const ValetXlsxSheetCount *) counts->data, counts->len,
                         &damage))
    {
      g_autofree char *why = g_strdup_printf (_("the workbook did not read back whole, "
                                                "perhaps because the disk is full: %s"),
                                              damage->message);
      return give_up (temp, path, why, error);
    }
  return valet_report_file_commit (temp, path, error);
}

/* libxlsxwriter prints its XML's numbers with printf: written with the
 * C locale's numbers in this thread, as valet_write_xlsx() does. */
gboolean
valet_season_write_xlsx (ValetSeasonReport *report, const char *path, GError **error)
{
  locale_t base = duplocale (uselocale ((locale_t) 0));
  locale_t c_numbers = base ? newlocale (LC_NUMERIC_MASK, "C", base) : (locale_t) 0;
  locale_t before = (locale_t) 0;
  gboolean ok;

  if (c_numbers)
    before = uselocale (c_numbers);
  else if (base)
    freelocale (base);
  ok = write_book (report, path, error);
  if (c_numbers)
    {
      uselocale (before);
      freelocale (c_numbers);
    }
  return ok;
}
