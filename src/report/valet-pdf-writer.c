/* valet-pdf-writer.c: the PDF report, with cairo-pdf and Pango. */
#include "config.h"

#include "valet-pdf-writer.h"

#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "valet-chart.h"
#include "valet-report-file.h"

#define MARGIN     36.0         /* half an inch */
#define FOOTER     16.0
#define TABLE_SIZE 7.5
#define ROW_H      11.0
#define PAIRS_PER_CHART_PAGE 40

typedef enum { LEFT, RIGHT, CENTER } Align;

typedef struct {
  ValetReport     *report;
  cairo_t         *cr;
  PangoLayout     *layout;
  double           width, height;   /* the page, in points */
  double           y;               /* the next free line */
  guint            page;
  gboolean         page_open;
} Pdf;

typedef struct {
  const char *heading;
  double      width;
  Align       align;
  gboolean    count;                /* a count in brackets, in grey */
} Column;

static void
set_font (Pdf *p, double size, gboolean bold)
{
  PangoFontDescription *fd = pango_font_description_from_string ("Sans");
  pango_font_description_set_absolute_size (fd, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (fd, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (p->layout, fd);
  pango_font_description_free (fd);
}

/* Draws @text in a box from @x of @w points (ellipsized when longer),
 * its top at @y; returns the text's height. */
static double
text (Pdf *p, const char *s, double x, double y, double w, Align align,
      double size, gboolean bold, double grey)
{
  PangoRectangle logical;

  set_font (p, size, bold);
  pango_layout_set_width (p->layout, w > 0 ? (int) (w * PANGO_SCALE) : -1);
  pango_layout_set_ellipsize (p->layout, w > 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
  pango_layout_set_alignment (p->layout, align == RIGHT ? PANGO_ALIGN_RIGHT
                                         : align == CENTER ? PANGO_ALIGN_CENTER
                                         : PANGO_ALIGN_LEFT);
  pango_layout_set_text (p->layout, s, -1);
  cairo_set_source_rgb (p->cr, grey, grey, grey);
  cairo_move_to (p->cr, x, y);
  pango_cairo_show_layout (p->cr, p->layout);
  pango_layout_get_extents (p->layout, NULL, &logical);
  return (double) logical.height / PANGO_SCALE;
}

/* The size at which @s fits in @w points, down to two thirds of @size:
 * a name is made smaller rather than cut short. */
static double
fit_size (Pdf *p, const char *s, double w, double size)
{
  PangoRectangle logical;

  set_font (p, size, FALSE);
  pango_layout_set_width (p->layout, -1);
  pango_layout_set_text (p->layout, s, -1);
  pango_layout_get_extents (p->layout, NULL, &logical);
  if (logical.width <= w * PANGO_SCALE)
    return size;
  return MAX (size * w * PANGO_SCALE / logical.width, size * 2 / 3);
}

static void
end_page (Pdf *p)
{
  if (p->page_open)
    cairo_show_page (p->cr);
  p->page_open = FALSE;
}

static void
begin_page (Pdf *p)
{
  const char *title = valet_report_title (p->report);
  g_autofree char *number = NULL;

  end_page (p);
  p->page++;
  p->page_open = TRUE;
  p->y = MARGIN;
  number = g_strdup_printf (_("Page %u"), p->page);
  text (p, *title ? title : _("Valet report"), MARGIN, p->height - MARGIN + 4,
        (p->width - 2 * MARGIN) * 0.7, LEFT, 7, FALSE, 0.4);
  text (p, number, MARGIN, p->height - MARGIN + 4, p->width - 2 * MARGIN,
        RIGHT, 7, FALSE, 0.4);
}

static double
bottom (Pdf *p)
{
  return p->height - MARGIN - FOOTER;
}

/* "Venue, date" as the input gives them, or NULL when it gives
 * neither. */
static char *
event_place_and_date (ValetTournament *t)
{
  const char *venue = valet_tournament_get_event (t, VALET_EVENT_VENUE);
  const char *date = valet_tournament_get_event (t, VALET_EVENT_DATE);
  g_autofree char *text = NULL;

  if (venue && date)
    /* TRANSLATORS: the event's venue and date, as the results file gives them. */
    text = g_strdup_printf (_("%s, %s"), venue, date);
  else if (venue || date)
    text = g_strdup (venue ? venue : date);
  return text ? g_utf8_make_valid (text, -1) : NULL;
}

static void
title_block (Pdf *p)
{
  ValetReport *r = p->report;
  g_autofree char *method = valet_report_method (r);
  g_autofree char *date = g_date_time_format (valet_report_date (r), "%Y-%m-%d");
  guint n_pairs = valet_report_n_pairs (r), n_boards = valet_report_n_boards (r);
  g_autofree char *pairs = g_strdup_printf (ngettext ("%u pair ranked", "%u pairs ranked",
                                                      n_pairs), n_pairs);
  g_autofree char *boards = g_strdup_printf (ngettext ("%u board scored", "%u boards scored",
                                                       n_boards), n_boards);
  /* TRANSLATORS: the pairs ranked, the boards scored, the version, the date. */
  g_autofree char *stamp = g_strdup_printf (_("%s, %s. Made by Valet %s on %s."),
                                            pairs, boards, PACKAGE_VERSION, date);
  const char *title = valet_report_title (r);
  g_autofree char *where_when = event_place_and_date (valet_report_tournament (r));
  double w = p->width - 2 * MARGIN;

  p->y += text (p, *title ? title : _("Valet report"), MARGIN, p->y, w, LEFT, 18, TRUE, 0);
  p->y += 2;
  if (where_when != NULL)
    p->y += text (p, where_when, MARGIN, p->y, w, LEFT, 10, FALSE, 0.1);
  p->y += text (p, method, MARGIN, p->y, w, LEFT, 10, FALSE, 0.1);
  p->y += text (p, stamp, MARGIN, p->y, w, LEFT, 9, FALSE, 0.35);
  p->y += 12;
}

/* The ranking table's columns for these options; the players' column
 * takes what the numbers leave. */
static GArray *
ranking_columns (Pdf *p)
{
  const ValetOptions *o = valet_report_options (p->report);
  GArray *cols = g_array_new (FALSE, TRUE, sizeof (Column));
  double used = 0;
  Column c;

#define ADD(h, w, a, n) (c = (Column) { h, w, a, n }, g_array_append_val (cols, c), used += w)
#define PAIR(h) (ADD (h, 30, RIGHT, FALSE), ADD ("", 22, RIGHT, TRUE))
  ADD (_("Rank"), 24, RIGHT, FALSE);
  ADD (_("Players"), 0, LEFT, FALSE);
  ADD (_("Boards"), 36, RIGHT, FALSE);
  ADD (valet_report_scoring_heading (o->scoring), 34, RIGHT, FALSE);
  ADD (_("Bid"), 30, RIGHT, FALSE);
  ADD (_("Play"), 30, RIGHT, FALSE);
  PAIR (_("Declaring"));
  PAIR (_("Defending"));
  PAIR (_("Decl. 1"));
  PAIR (_("Decl. 2"));
  if (o->lead)
    {
      PAIR (_("Lead 1"));
      PAIR (_("Lead 2"));
      if (o->average)
        PAIR (_("Av. lead"));
      PAIR (_("Defence"));
    }
#undef PAIR
#undef ADD
  g_array_index (cols, Column, 1).width = p->width - 2 * MARGIN - used - 6;
  return cols;
}

static void
table_header (Pdf *p, GArray *cols)
{
  double x = MARGIN;

  for (guint i = 0; i < cols->len; i++)
    {
      const Column *c = &g_array_index (cols, Column, i);
      /* A heading over a value and its count spans both. */
      double w = c->width;
      if (i + 1 < cols->len && g_array_index (cols, Column, i + 1).count)
        w += g_array_index (cols, Column, i + 1).width;
      if (!c->count)
        text (p, c->heading, x + (c->align == LEFT ? 3 : 0), p->y,
              w - 3, w > c->width ? CENTER : c->align,
              TABLE_SIZE, TRUE, 0);
      x += c->width;
    }
  p->y += ROW_H + 2;
  cairo_set_source_rgb (p->cr, 0, 0, 0);
  cairo_set_line_width (p->cr, 0.6);
  cairo_move_to (p->cr, MARGIN, p->y - 2);
  cairo_line_to (p->cr, p->width - MARGIN, p->y - 2);
  cairo_stroke (p->cr);
}

static void
table_row (Pdf *p, GArray *cols, char **cells, gboolean shade)
{
  double x = MARGIN;

  if (shade)
    {
      cairo_set_source_rgb (p->cr, 0.94, 0.94, 0.94);
      cairo_rectangle (p->cr, MARGIN, p->y - 1, p->width - 2 * MARGIN, ROW_H);
      cairo_fill (p->cr);
    }
  for (guint i = 0; i < cols->len; i++)
    {
      const Column *c = &g_array_index (cols, Column, i);
      double size = c->count ? TABLE_SIZE - 1 : TABLE_SIZE;
      if (c->align == LEFT && cells[i])
        size = fit_size (p, cells[i], c->width - 4, size);
      if (cells[i] && *cells[i])
        text (p, cells[i], x + (c->align == LEFT ? 3 : 0), p->y,
              c->width - 3, c->align, size, FALSE, c->count ? 0.45 : 0);
      x += c->width;
    }
  p->y += ROW_H;
}

/* A number as printed: a value that rounds to zero has no minus sign
 * ("-0.00" reads as a mistake in a published table). */
static char *
number (int prec, double v)
{
  char *s = g_strdup_printf ("%.*f", prec, v);

  if (s[0] == '-' && strspn (s + 1, "0.") == strlen (s + 1))
    memmove (s, s + 1, strlen (s));
  return s;
}

static void
set_cell (GPtrArray *cells, guint *i, char *value)
{
  g_free (cells->pdata[*i]);
  cells->pdata[(*i)++] = value;
}

static void
put_pair (GPtrArray *cells, guint *i, int prec, double v, guint n)
{
  set_cell (cells, i, n ? number (prec, v) : g_strdup ("–"));
  set_cell (cells, i, g_strdup_printf ("(%u)", n));
}

static void
ranking_table (Pdf *p, gboolean second)
{
  ValetReport *r = p->report;
  const ValetOptions *o = valet_report_options (r);
  ValetRanking *ranking = valet_report_ranking (r);
  g_autoptr (GArray) cols = ranking_columns (p);
  g_autoptr (GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  int prec = valet_report_is_matchpoints (r) ? 1 : 2;
  guint rank = 0;
  gboolean header = FALSE;

  g_ptr_array_set_size (cells, cols->len);
  for (guint k = 0; k < valet_ranking_n_pairs (ranking); k++)
    {
      const ValetPairScore *ps = valet_ranking_pair (ranking, k);
      const double *a = ps->avg;
      const guint *n = ps->num;
      guint boards = n[VALET_COL_OVERALL], i = 0;
      ValetPairColumns c;

      if (boards == 0 || second != (boards < o->min_hands))
        continue;
      rank++;
      if (!header || p->y + ROW_H > bottom (p))
        {
          if (p->y + 3 * ROW_H > bottom (p))
            begin_page (p);
          if (second && !header)
            {
              g_autofree char *t = g_strdup_printf (ngettext ("Pairs with fewer than %u board",
                                                              "Pairs with fewer than %u boards",
                                                              o->min_hands),
                                                    o->min_hands);
              p->y += 6;
              p->y += text (p, t, MARGIN, p->y, -1, LEFT, 10, TRUE, 0) + 4;
            }
          table_header (p, cols);
          header = TRUE;
        }
      valet_pair_score_columns (ps, o->scoring, &c);
      set_cell (cells, &i, second ? NULL : g_strdup_printf ("%u", rank));
      set_cell (cells, &i, valet_report_pair_name (r, ps));
      set_cell (cells, &i, g_strdup_printf ("%u", boards));
      set_cell (cells, &i, number (prec, a[VALET_COL_OVERALL]));
      set_cell (cells, &i, number (prec, a[VALET_COL_BID]));
      set_cell (cells, &i, number (prec, c.play));
      put_pair (cells, &i, prec, c.declaring, c.n_declaring);
      /* Leads weighed by the leads made, as in the CSV and the XLSX. */
      put_pair (cells, &i, prec, c.defending_by_leads, c.n_defending);
      put_pair (cells, &i, prec, a[VALET_COL_PLAY1], n[VALET_COL_PLAY1]);
      put_pair (cells, &i, prec, a[VALET_COL_PLAY2], n[VALET_COL_PLAY2]);
      if (o->lead)
        {
          put_pair (cells, &i, prec, a[VALET_COL_LEAD1], n[VALET_COL_LEAD1]);
          put_pair (cells, &i, prec, a[VALET_COL_LEAD2], n[VALET_COL_LEAD2]);
          if (o->average)
            put_pair (cells, &i, prec, c.lead_average, c.n_lead_average);
          put_pair (cells, &i, prec, a[VALET_COL_DEF], n[VALET_COL_DEF]);
        }
      table_row (p, cols, (char **) cells->pdata, rank % 2 == 0);
    }
}

static void
charts (Pdf *p)
{
  ValetReport *r = p->report;
  guint n = valet_report_n_pairs (r);
  double w = p->width - 2 * MARGIN, h = bottom (p) - MARGIN;
  /* Pages of about equal length rather than a short last page. */
  guint pages = (n + PAIRS_PER_CHART_PAGE - 1) / PAIRS_PER_CHART_PAGE;
  guint per_page = pages ? (n + pages - 1) / pages : 0;

  for (guint first = 0; first < n; first += per_page)
    {
      begin_page (p);
      cairo_save (p->cr);
      cairo_translate (p->cr, MARGIN, MARGIN);
      /* A short ranking gets bars of a sensible thickness, not a page. */
      double ch = MIN (h, 70 + 22.0 * MIN (per_page, n - first));
      valet_chart_draw_ranking (p->cr, w, ch, r, first, per_page, VALET_CHART_SCALE_ALL,
                                VALET_CHART_LIGHT);
      cairo_restore (p->cr);
    }
  if (n == 0)
    return;

  begin_page (p);
  cairo_save (p->cr);
  cairo_translate (p->cr, MARGIN, MARGIN);
  valet_chart_draw_scatter (p->cr, w, h, r, VALET_CHART_LIGHT);
  cairo_restore (p->cr);

  /* The leading pairs, round by round. */
  begin_page (p);
  guint top = MIN (n, 3);
  double each = (h - 2 * 8) / 3;
  for (guint i = 0; i < top; i++)
    {
      cairo_save (p->cr);
      cairo_translate (p->cr, MARGIN, MARGIN + i * (each + 8));
      valet_chart_draw_rounds (p->cr, w, each, r, valet_report_pair (r, i),
                               VALET_CHART_LIGHT);
      cairo_restore (p->cr);
    }
}

/* Tableaux flow down two columns a page; a board stays in one column
 * unless it is longer than a column. */
static void
tableaux (Pdf *p)
{
  ValetReport *r = p->report;
  ValetTournament *t = valet_report_tournament (r);
  const ValetOptions *o = valet_report_options (r);
  double gap = 24, col_w = (p->width - 2 * MARGIN - gap) / 2;
  int prec = 2;
  int column = 0;
  double x = MARGIN, top;
  Column cols[4 + VALET_TABLEAU_N_VALUES];
  const char *short_heads[VALET_TABLEAU_N_VALUES] = {
    C_("declarer", "Overall"), C_("declarer", "Bid"), C_("declarer", "Play"),
    C_("defender", "Overall"), C_("defender", "Bid"), C_("defender", "Lead"),
    C_("defender", "Defence")
  };
  guint n_cols = 0;
  double num_w;

  cols[n_cols++] = (Column) { _("Result"), 72, LEFT, FALSE };
  cols[n_cols++] = (Column) { _("Count"), 28, RIGHT, FALSE };
  num_w = (col_w - 100) / (o->lead ? 7 : 6);
  for (guint c = 0; c < VALET_TABLEAU_N_VALUES; c++)
    if (c != VALET_TABLEAU_DEF_LEAD || o->lead)
      cols[n_cols++] = (Column) { short_heads[c], num_w, RIGHT, FALSE };

  begin_page (p);
  p->y += text (p, _("Tableaux"), MARGIN, p->y, -1, LEFT, 14, TRUE, 0) + 4;
  p->y += text (p, _("One line per distinct result: contract, declarer, "
                     "suit led and tricks. The declarers' overall, bid and "
                     "play; the defenders' overall, bid, lead and defence."),
                MARGIN, p->y, p->width - 2 * MARGIN, LEFT, 8, FALSE, 0.3) + 8;
  top = p->y;

  for (guint b = 0; b < valet_report_n_boards (r); b++)
    {
      const ValetEntry *entries;
      guint n;
      const ValetBoard *board = valet_report_board (r, b, &entries, &n);
      g_autoptr (GArray) rows = valet_tableau_rows (t, o, entries, n);
      double need = 3 * ROW_H + 6 + ROW_H * MIN (rows->len, 4u);
      g_autofree char *head = g_strdup_printf (ngettext ("Round %u, board %u (%u result)",
                                                         "Round %u, board %u (%u results)", n),
                                               board->round, board->board, n);

      for (guint i = 0; i < rows->len; i++)
        {
          const ValetTableauRow *tr = &g_array_index (rows, ValetTableauRow, i);
          double v[VALET_TABLEAU_N_VALUES];
          double cx = x;

          /* A new block (or its continuation) needs its heading lines. */
          if (i == 0 || p->y + ROW_H > bottom (p))
            {
              gboolean whole_fits = p->y + 3 * ROW_H + 6 + ROW_H * (rows->len - i) <= bottom (p);
              if (i == 0 && !whole_fits && p->y + need > bottom (p))
                p->y = bottom (p) + 1;
              if (p->y + 4 * ROW_H > bottom (p))
                {
                  if (column == 0)
                    {
                      column = 1;
                      x = MARGIN + col_w + gap;
                      p->y = top;
                    }
                  else
                    {
                      begin_page (p);
                      column = 0;
                      x = MARGIN;
                      top = p->y;
                    }
                  cx = x;
                }
              if (i == 0)
                p->y += 6;
              {
                g_autofree char *h = i == 0 ? g_strdup (head)
                  : g_strdup_printf (_("%s, continued"), head);
                text (p, h, x, p->y, col_w, LEFT, 8, TRUE, 0);
              }
              p->y += ROW_H + 1;
              /* Which side each number is seen from, over its columns. */
              {
                double dx = x + cols[0].width + cols[1].width;
                double decl_w = 3 * num_w, def_w = (n_cols - 5) * num_w;
                text (p, _("Declarers"), dx, p->y, decl_w, CENTER, TABLE_SIZE - 1, FALSE, 0.35);
                text (p, _("Defenders"), dx + decl_w, p->y, def_w, CENTER, TABLE_SIZE - 1, FALSE, 0.35);
                cairo_set_source_rgb (p->cr, 0.6, 0.6, 0.6);
                cairo_set_line_width (p->cr, 0.4);
                cairo_move_to (p->cr, dx + 4, p->y + ROW_H - 2);
                cairo_line_to (p->cr, dx + decl_w - 2, p->y + ROW_H - 2);
                cairo_move_to (p->cr, dx + decl_w + 6, p->y + ROW_H - 2);
                cairo_line_to (p->cr, dx + decl_w + def_w - 2, p->y + ROW_H - 2);
                cairo_stroke (p->cr);
              }
              p->y += ROW_H - 1;
              for (guint c = 0; c < n_cols; c++)
                {
                  text (p, cols[c].heading, cx + (cols[c].align == LEFT ? 2 : 0), p->y,
                        cols[c].width - 2, cols[c].align, TABLE_SIZE - 0.5, TRUE, 0.25);
                  cx += cols[c].width;
                }
              p->y += ROW_H;
              cairo_set_source_rgb (p->cr, 0.5, 0.5, 0.5);
              cairo_set_line_width (p->cr, 0.4);
              cairo_move_to (p->cr, x, p->y - 1.5);
              cairo_line_to (p->cr, x + col_w, p->y - 1.5);
              cairo_stroke (p->cr);
              cx = x;
            }

          valet_report_tableau_values (r, tr, v);
          g_autofree char *count = g_strdup_printf ("%u", tr->count);
          text (p, tr->key, cx + 2, p->y, cols[0].width - 2, LEFT, TABLE_SIZE, FALSE, 0);
          cx += cols[0].width;
          text (p, count, cx, p->y, cols[1].width - 2, RIGHT, TABLE_SIZE, FALSE, 0);
          cx += cols[1].width;
          for (guint c = 0, k = 2; c < VALET_TABLEAU_N_VALUES; c++)
            {
              if (c == VALET_TABLEAU_DEF_LEAD && !o->lead)
                continue;
              g_autofree char *s = number (prec, v[c]);
              text (p, s, cx, p->y, cols[k].width - 2, RIGHT, TABLE_SIZE, FALSE, 0);
              cx += cols[k++].width;
            }
          p->y += ROW_H;
        }
    }
}

gboolean
valet_paper_from_string (const char *s, ValetPaper *out)
{
  if (g_ascii_strcasecmp (s, "a4") == 0)
    *out = VALET_PAPER_A4;
  else if (g_ascii_strcasecmp (s, "letter") == 0)
    *out = VALET_PAPER_LETTER;
  else
    return FALSE;
  return TRUE;
}

gboolean
valet_write_pdf (ValetReport *report, const char *path, ValetPaper paper,
                 GError **error)
{
  g_autofree char *temp = valet_report_file_begin (path, error);
  g_autofree char *date = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  /* Landscape: the ranking table has up to twenty columns. */
  Pdf p = {
    .report = report,
    .width = paper == VALET_PAPER_LETTER ? 792 : 842,
    .height = paper == VALET_PAPER_LETTER ? 612 : 595,
  };

  if (temp == NULL)
    return FALSE;
  surface = cairo_pdf_surface_create (temp, p.width, p.height);
  date = g_date_time_format (valet_report_date (report), "%Y-%m-%dT%H:%M:%S%:z");
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE,
                                  valet_report_title (report));
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR,
                                  "Valet " PACKAGE_VERSION);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATE_DATE, date);
  p.cr = cairo_create (surface);
  p.layout = pango_cairo_create_layout (p.cr);

  begin_page (&p);
  title_block (&p);
  ranking_table (&p, FALSE);
  ranking_table (&p, TRUE);
  charts (&p);
  tableaux (&p);
  end_page (&p);

  g_object_unref (p.layout);
  status = cairo_status (p.cr);
  cairo_destroy (p.cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                   _("Cannot write %s: %s"), path, cairo_status_to_string (status));
      valet_report_file_abort (temp);
      return FALSE;
    }
  return valet_report_file_commit (temp, path, error);
}
