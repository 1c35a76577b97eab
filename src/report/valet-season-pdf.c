/* valet-season-pdf.c: see valet-season-pdf.h.  Laid out twice, as the
 * event's document is: once to count the pages for "Page N of M", once
 * to draw them. */
#include "config.h"

#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "valet-report-file.h"
#include "valet-report-pdf-stream.h"
#include "valet-season-pdf.h"
#include "valet-season-writer.h"

/* The event PDF's measures (valet-pdf-writer.c). */
#define MARGIN     36.0
#define FOOTER     16.0
#define TABLE_SIZE 7.5
#define ROW_H      11.0

typedef enum { LEFT, RIGHT } Align;

typedef struct {
  ValetSeasonReport    *report;
  cairo_t              *cr;
  cairo_surface_t      *pdf;          /* NULL while the pages are counted */
  PangoLayout          *layout;
  PangoFontDescription *font;
  double                width, height;
  double                y;
  guint                 page, n_pages;
  gboolean              page_open;
} Pdf;

#define COUNTING(p) ((p)->pdf == NULL)

/* Draws @s in a box from @x of @w points (ellipsized when longer; no
 * box when @w is 0), its top at @y; returns its height. */
static double
text (Pdf *p, const char *s, double x, double y, double w, Align align, double size,
      gboolean bold, double grey)
{
  PangoRectangle logical;

  pango_font_description_set_absolute_size (p->font, size * PANGO_SCALE);
  pango_font_description_set_weight (p->font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (p->layout, p->font);
  pango_layout_set_width (p->layout, w > 0 ? (int) (w * PANGO_SCALE) : -1);
  pango_layout_set_ellipsize (p->layout, w > 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
  pango_layout_set_alignment (p->layout, align == RIGHT ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT);
  pango_layout_set_text (p->layout, s, -1);
  if (!COUNTING (p))
    {
      cairo_set_source_rgb (p->cr, grey, grey, grey);
      cairo_move_to (p->cr, x, y);
      pango_cairo_show_layout (p->cr, p->layout);
    }
  pango_layout_get_extents (p->layout, NULL, &logical);
  return (double) logical.height / PANGO_SCALE;
}

static void
end_page (Pdf *p)
{
  if (p->page_open)
    cairo_show_page (p->cr);
  p->page_open = FALSE;
}

/* A new page with the event PDF's footer: the title at the left, the
 * page and the pages at the right. */
static void
begin_page (Pdf *p)
{
  g_autofree char *number = NULL;

  end_page (p);
  p->page++;
  p->page_open = TRUE;
  p->y = MARGIN;
  cairo_set_source_rgb (p->cr, 1, 1, 1);
  cairo_paint (p->cr);
  number = g_strdup_printf (_("Page %u of %u"), p->page, MAX (p->n_pages, p->page));
  text (p, valet_season_report_title (p->report), MARGIN, p->height - MARGIN + 4,
        (p->width - 2 * MARGIN) * 0.7, LEFT, 7, FALSE, 0.4);
  text (p, number, MARGIN, p->height - MARGIN + 4, p->width - 2 * MARGIN, RIGHT, 7, FALSE,
        0.4);
}

static double
bottom (Pdf *p)
{
  return p->height - MARGIN - FOOTER;
}

static void
outline (Pdf *p, const char *name)
{
  g_autofree char *link = g_strdup_printf ("page=%u", p->page);

  if (!COUNTING (p))
    cairo_pdf_surface_add_outline (p->pdf, CAIRO_PDF_OUTLINE_ROOT, name, link, 0);
}

static void
title_block (Pdf *p)
{
  ValetSeasonReport *r = p->report;
  g_autofree char *summary = valet_season_report_summary (r);
  g_autofree char *rule = valet_season_report_rule (r);
  g_autofree char *stamp = valet_season_report_stamp (r);
  double w = p->width - 2 * MARGIN;

  p->y += text (p, valet_season_report_title (r), MARGIN, p->y, w, LEFT, 18, TRUE, 0);
  p->y += 2;
  p->y += text (p, summary, MARGIN, p->y, w, LEFT, 10, FALSE, 0.1);
  p->y += text (p, rule, MARGIN, p->y, w, LEFT, 10, FALSE, 0.1);
  p->y += text (p, stamp, MARGIN, p->y, w, LEFT, 9, FALSE, 0.35);
  p->y += 12;
}

/* A table's column: its heading, width and alignment. */
typedef struct {
  const char *heading;
  double      width;
  Align       align;
  gboolean    grey;       /* a ± or a count, in grey as the event's */
} Column;

static void
table_header (Pdf *p, const Column *cols, guint n)
{
  double x = MARGIN;

  for (guint i = 0; i < n; i++)
    {
      text (p, cols[i].heading, x + (cols[i].align == LEFT ? 3 : 0), p->y, cols[i].width - 3,
            cols[i].align, TABLE_SIZE, TRUE, 0);
      x += cols[i].width;
    }
  p->y += ROW_H + 2;
  if (COUNTING (p))
    return;
  cairo_set_source_rgb (p->cr, 0, 0, 0);
  cairo_set_line_width (p->cr, 0.6);
  cairo_move_to (p->cr, MARGIN, p->y - 2);
  cairo_line_to (p->cr, p->width - MARGIN, p->y - 2);
  cairo_stroke (p->cr);
}

/* A section's heading, on a new page when the heading and a few rows
 * would not fit. */
static void
section (Pdf *p, const char *heading, const Column *cols, guint n)
{
  if (!p->page_open || p->y + 20 + 4 * ROW_H > bottom (p))
    begin_page (p);
  outline (p, heading);
  p->y += text (p, heading, MARGIN, p->y, 0, LEFT, 12, TRUE, 0) + 4;
  table_header (p, cols, n);
}

/* A row of @cells, shaded when @shade; the header again on a new page
 * when the page is full. */
static void
table_row (Pdf *p, const Column *cols, guint n, char **cells, gboolean shade)
{
  double x = MARGIN;

  if (p->y + ROW_H > bottom (p))
    {
      begin_page (p);
      table_header (p, cols, n);
    }
  if (!COUNTING (p))
    {
      if (shade)
        {
          cairo_set_source_rgb (p->cr, 0.94, 0.94, 0.94);
          cairo_rectangle (p->cr, MARGIN, p->y - 1, p->width - 2 * MARGIN, ROW_H);
          cairo_fill (p->cr);
        }
      for (guint i = 0; i < n; i++)
        {
          if (cells[i] && *cells[i])
            text (p, cells[i], x + (cols[i].align == LEFT ? 3 : 0), p->y, cols[i].width - 4,
                  cols[i].align, cols[i].grey ? TABLE_SIZE - 1 : TABLE_SIZE, FALSE,
                  cols[i].grey ? 0.45 : 0);
          x += cols[i].width;
        }
    }
  p->y += ROW_H;
}

static void
note (Pdf *p, const char *s)
{
  if (p->y + ROW_H > bottom (p))
    begin_page (p);
  p->y += 4;
  p->y += text (p, s, MARGIN, p->y, p->width - 2 * MARGIN, LEFT, 8, FALSE, 0.35);
}

static void
ranking (Pdf *p, int table)
{
  ValetSeasonReport *r = p->report;
  guint n_cols, n_rows = valet_season_report_n_rows (r, table);
  guint n_ranked = valet_season_report_n_ranked (r, table);
  const ValetSeasonColumn *sc = valet_season_report_columns (r, table, &n_cols);
  gboolean persons = table == VALET_SEASON_TABLE_PERSONS;
  g_autofree Column *cols = g_new0 (Column, n_cols);
  g_autofree char **cells = g_new0 (char *, n_cols);
  double used = 0;
  guint name_col = 0;

  for (guint c = 0; c < n_cols; c++)
    {
      ValetSeasonColumnKind k = sc[c].kind;
      cols[c].heading = sc[c].heading;
      cols[c].align = k == VALET_SEASON_COLUMN_NAME ? LEFT : RIGHT;
      cols[c].grey = k == VALET_SEASON_COLUMN_HALF_WIDTH || k == VALET_SEASON_COLUMN_COUNT;
      cols[c].width = k == VALET_SEASON_COLUMN_RANK ? 26
                      : k == VALET_SEASON_COLUMN_HALF_WIDTH ? 28
                      : k == VALET_SEASON_COLUMN_COUNT ? 30
                      : sc[c].value >= VALET_SEASON_OWN_PLAY ? 48 : 36;
      if (k == VALET_SEASON_COLUMN_NAME)
        name_col = c;
      else
        used += cols[c].width;
    }
  /* The names take what is left of the width. */
  cols[name_col].width = MAX (p->width - 2 * MARGIN - used, 100);
  section (p, persons ? _("Players' season ranking") : _("Pairs' season ranking"), cols,
           n_cols);
  for (guint i = 0; i < n_rows; i++)
    {
      const ValetSeasonRow *row = valet_season_report_row (r, table, i);
      if (i == n_ranked)
        note (p, _("Not ranked: fewer boards than the season's minimum"));
      for (guint c = 0; c < n_cols; c++)
        cells[c] = valet_season_report_text (r, &sc[c], row, i);
      table_row (p, cols, n_cols, cells, i % 2 == 1);
      for (guint c = 0; c < n_cols; c++)
        g_clear_pointer (&cells[c], g_free);
    }
  p->y += 14;
}

static void
events (Pdf *p)
{
  ValetSeasonReport *r = p->report;
  const Column cols[] = {
    { _("Date"), 70, LEFT, FALSE }, { _("Event"), p->width - 2 * MARGIN - 70 - 100, LEFT, FALSE },
    { _("Boards"), 50, RIGHT, FALSE }, { _("Results"), 50, RIGHT, FALSE },
  };

  section (p, _("Events included"), cols, G_N_ELEMENTS (cols));
  for (guint i = 0; i < valet_season_report_n_events (r); i++)
    {
      const ValetSeasonReportEvent *e = valet_season_report_event (r, i);
      g_autofree char *boards = g_strdup_printf ("%u", e->n_boards);
      g_autofree char *results = g_strdup_printf ("%u", e->n_results);
      char *cells[] = { e->date ? e->date : "", e->name, boards, results };
      table_row (p, cols, G_N_ELEMENTS (cols), cells, i % 2 == 1);
    }
}

static void
write_pages (Pdf *p)
{
  p->page = 0;
  p->page_open = FALSE;
  begin_page (p);
  title_block (p);
  ranking (p, VALET_SEASON_TABLE_PAIRS);
  ranking (p, VALET_SEASON_TABLE_PERSONS);
  events (p);
  end_page (p);
}

/* Pango's metrics unhinted, so that the pages counted are the pages
 * drawn, as in the event's document. */
static void
pdf_begin (Pdf *p, cairo_t *cr)
{
  cairo_font_options_t *options = cairo_font_options_create ();
  PangoContext *context;

  p->cr = cr;
  p->layout = pango_cairo_create_layout (cr);
  context = pango_layout_get_context (p->layout);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, options);
  cairo_font_options_destroy (options);
  pango_context_set_round_glyph_positions (context, FALSE);
  pango_layout_context_changed (p->layout);
  p->font = pango_font_description_new ();
  pango_font_description_set_family_static (p->font, "Sans");
}

static cairo_status_t
pdf_end (Pdf *p)
{
  cairo_status_t status = cairo_status (p->cr);

  pango_font_description_free (p->font);
  g_object_unref (p->layout);
  cairo_destroy (p->cr);
  return status;
}

/* A ValetPdfDrawFunc: every page, as counted. */
static cairo_status_t
draw_pages (cairo_surface_t *surface, gpointer data)
{
  Pdf *p = data;

  p->pdf = surface;
  pdf_begin (p, cairo_create (surface));
  write_pages (p);
  g_warn_if_fail (p->page == p->n_pages);
  return pdf_end (p);
}

gboolean
valet_season_write_pdf (ValetSeasonReport *report, const char *path, ValetPaper paper,
                        GError **error)
{
  g_autofree char *temp = valet_report_file_begin (path, error);
  cairo_surface_t *nowhere;
  Pdf p = {
    .report = report,
    .width = paper == VALET_PAPER_LETTER ? 792 : 842,
    .height = paper == VALET_PAPER_LETTER ? 612 : 595,
  };

  if (temp == NULL)
    return FALSE;
  nowhere = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  pdf_begin (&p, cairo_create (nowhere));
  write_pages (&p);
  pdf_end (&p);
  cairo_surface_destroy (nowhere);
  p.n_pages = p.page;

  /* Every write's error seen, the last buffer's too. */
  return valet_pdf_stream_write_file (temp, path, p.width, p.height,
                                      valet_season_report_title (report),
                                      valet_season_report_date (report), draw_pages, &p, error);
}
