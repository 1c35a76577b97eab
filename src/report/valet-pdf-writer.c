/* valet-pdf-writer.c: the PDF report, with cairo-pdf and Pango. */
#include "config.h"

#include "valet-pdf-writer.h"
#include "valet-ranking-columns.h"

#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <pango/pangocairo.h>
#include <math.h>
#include <string.h>

#include "valet-bridge.h"
#include "valet-chart.h"
#include "valet-chart-private.h"
#include "valet-chart-dd.h"
#include "valet-display.h"
#include "valet-report-dd.h"
#include "valet-report-file.h"
#include "valet-report-lists.h"
#include "valet-report-pdf-stream.h"
#include "valet-team-ranking.h"

#define MARGIN     36.0         /* half an inch */
#define FOOTER     16.0
#define TABLE_SIZE 7.5
#define ROW_H      11.0
#define PAIRS_PER_CHART_PAGE 40
#define MAX_CHART_PAIRS      2000

typedef enum { LEFT, RIGHT, CENTER } Align;

/* Table text drawn as glyphs straight away, and gathered into one
 * drawing operation a page: cairo's cost in a PDF goes with each
 * operation and each text object, and Pango's with each string laid
 * out, which made the ranking of a big field slow to write.  Only
 * characters that need no shaping take this way (Latin, Greek and
 * Cyrillic letters, figures, punctuation), each as its glyph in the
 * table's font, found once through Pango; other text goes through
 * Pango as before. */
typedef struct {
  unsigned long glyph;
  double        advance;
  gboolean      simple;       /* FALSE: shaped by Pango */
} CachedGlyph;

typedef struct {
  PangoFont           *font;        /* of the figures; NULL: all through Pango */
  cairo_scaled_font_t *scaled;
  GHashTable          *cache;       /* gunichar -> CachedGlyph */
  double               baseline;    /* below the top of a line */
  double               size, grey;
  GArray              *glyphs;      /* cairo_glyph_t, gathered */
  GArray              *clusters;    /* cairo_text_cluster_t */
  GString             *utf8;
} Glyphs;

typedef struct {
  ValetReport          *report;
  ValetRun             *run;             /* the report's */
  cairo_t              *cr;
  PangoLayout          *layout;
  PangoFontDescription *font;
  double                width, height;   /* the page, in points */
  double                y;               /* the next free line */
  guint                 page;
  guint                 n_pages;         /* 0 while they are counted */
  gboolean              page_open;
  guint                 sections;        /* ValetPdfSection flags */
  cairo_surface_t      *pdf;             /* NULL while pages are counted */
  Glyphs                values, counts;
} Pdf;

/* Ranking columns that are not the table's own: how sure the score is. */
typedef enum {
  SURE_NONE,
  SURE_HALF_WIDTH,      /* the score's 95 % half-width */
  SURE_MARK             /* "≈": not told apart from the pair above */
} Sureness;

typedef struct {
  const char *heading;
  double      width;
  Align       align;
  gboolean    count;                /* a count in brackets, in grey */
  const ValetRankingColumn *what;   /* of the ranking; NULL for a count */
  Sureness    sure;                 /* SURE_NONE for the others */
  gboolean    team;                 /* the pair's team, country or club */
  gboolean    number;               /* the pair's number in the file, "A7" */
} Column;

/* While the pages are counted nothing is drawn: only where each line
 * goes is worked out. */
#define COUNTING(p) ((p)->pdf == NULL)

static void
set_font (Pdf *p, double size, gboolean bold)
{
  pango_font_description_set_absolute_size (p->font, size * PANGO_SCALE);
  pango_font_description_set_weight (p->font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (p->layout, p->font);
}

/* Draws @s in the layout as set up, its top left at (@x, @y) (nothing
 * while counting pages); returns its height. */
static double
show_layout (Pdf *p, const char *s, double x, double y, double grey)
{
  PangoRectangle logical;

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

/* The layout set up for lines of at most @w points, broken between
 * words. */
static void
set_paragraph (Pdf *p, double w, double size, gboolean bold)
{
  set_font (p, size, bold);
  pango_layout_set_width (p->layout, (int) (w * PANGO_SCALE));
  pango_layout_set_ellipsize (p->layout, PANGO_ELLIPSIZE_NONE);
  pango_layout_set_wrap (p->layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (p->layout, PANGO_ALIGN_LEFT);
}

/* Draws @s in lines of at most @w points, broken between words, its
 * top at @y; returns its height. */
static double
paragraph (Pdf *p, const char *s, double x, double y, double w, double size,
           gboolean bold, double grey)
{
  set_paragraph (p, w, size, bold);
  return show_layout (p, s, x, y, grey);
}

/* The height paragraph() would give @s, without drawing it. */
static double
paragraph_height (Pdf *p, const char *s, double w, double size, gboolean bold)
{
  PangoRectangle logical;

  set_paragraph (p, w, size, bold);
  pango_layout_set_text (p->layout, s, -1);
  pango_layout_get_extents (p->layout, NULL, &logical);
  return (double) logical.height / PANGO_SCALE;
}

/* Draws @text in a box from @x of @w points (ellipsized when longer),
 * its top at @y; returns the text's height. */
static double
text (Pdf *p, const char *s, double x, double y, double w, Align align,
      double size, gboolean bold, double grey)
{
  set_font (p, size, bold);
  pango_layout_set_width (p->layout, w > 0 ? (int) (w * PANGO_SCALE) : -1);
  pango_layout_set_ellipsize (p->layout, w > 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
  pango_layout_set_alignment (p->layout, align == RIGHT ? PANGO_ALIGN_RIGHT
                                         : align == CENTER ? PANGO_ALIGN_CENTER
                                         : PANGO_ALIGN_LEFT);
  return show_layout (p, s, x, y, grey);
}

/* Characters that need no shaping: a glyph each, whatever is around
 * them (no combining marks, no scripts that join or reorder). */
static gboolean
needs_no_shaping (gunichar c)
{
  return (c >= 0x20 && c < 0x7F) || (c >= 0xA0 && c < 0x250 && c != 0xAD)
         || (c >= 0x370 && c < 0x483) || (c >= 0x48A && c < 0x530)
         || (c >= 0x2010 && c < 0x2028) || (c >= 0x2030 && c < 0x205F)
         || c == 0x2248;   /* the ranking's "≈" */
}

/* The glyph of @c at the size of @g, through Pango the first time;
 * NULL when Pango would shape it (another font, or not one glyph). */
static const CachedGlyph *
glyph_of (Pdf *p, Glyphs *g, gunichar c)
{
  CachedGlyph *cached = g_hash_table_lookup (g->cache, GUINT_TO_POINTER (c));
  char utf8[8] = { 0 };
  PangoLayoutLine *line;

  if (cached != NULL)
    return cached->simple ? cached : NULL;
  cached = g_new0 (CachedGlyph, 1);
  g_hash_table_insert (g->cache, GUINT_TO_POINTER (c), cached);
  if (!needs_no_shaping (c))
    return NULL;
  g_unichar_to_utf8 (c, utf8);
  set_font (p, g->size, FALSE);
  pango_layout_set_width (p->layout, -1);
  pango_layout_set_text (p->layout, utf8, -1);
  line = pango_layout_get_line_readonly (p->layout, 0);
  if (line != NULL && line->runs != NULL && line->runs->next == NULL)
    {
      PangoGlyphItem *run = line->runs->data;
      PangoGlyphInfo *info = run->glyphs->glyphs;
      cached->simple = run->glyphs->num_glyphs == 1 && run->item->analysis.font == g->font
                       && !(info->glyph & PANGO_GLYPH_UNKNOWN_FLAG)
                       && info->geometry.x_offset == 0 && info->geometry.y_offset == 0;
      cached->glyph = info->glyph;
      cached->advance = (double) info->geometry.width / PANGO_SCALE;
    }
  return cached->simple ? cached : NULL;
}

/* The table's font at @size, as Pango chooses it for figures. */
static void
glyphs_init (Pdf *p, Glyphs *g, double size, double grey)
{
  PangoLayoutLine *line;

  memset (g, 0, sizeof *g);
  g->size = size;
  g->grey = grey;
  g->cache = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  g->glyphs = g_array_new (FALSE, FALSE, sizeof (cairo_glyph_t));
  g->clusters = g_array_new (FALSE, FALSE, sizeof (cairo_text_cluster_t));
  g->utf8 = g_string_new (NULL);

  set_font (p, size, FALSE);
  pango_layout_set_width (p->layout, -1);
  pango_layout_set_text (p->layout, "0", -1);
  line = pango_layout_get_line_readonly (p->layout, 0);
  if (line == NULL || line->runs == NULL)
    return;
  g->font = g_object_ref (((PangoGlyphItem *) line->runs->data)->item->analysis.font);
  g->scaled = cairo_scaled_font_reference (pango_cairo_font_get_scaled_font (
    PANGO_CAIRO_FONT (g->font)));
  g->baseline = (double) pango_layout_get_baseline (p->layout) / PANGO_SCALE;
}

static void
glyphs_clear (Glyphs *g)
{
  g_clear_object (&g->font);
  g_clear_pointer (&g->scaled, cairo_scaled_font_destroy);
  g_hash_table_unref (g->cache);
  g_array_unref (g->glyphs);
  g_array_unref (g->clusters);
  g_string_free (g->utf8, TRUE);
}

/* The width of @s in glyphs of @g, or -1 when Pango must shape it. */
static double
glyphs_width (Pdf *p, Glyphs *g, const char *s)
{
  double width = 0;

  if (g->font == NULL || !g_utf8_validate (s, -1, NULL))
    return -1;
  for (const char *c = s; *c; c = g_utf8_next_char (c))
    {
      const CachedGlyph *glyph = glyph_of (p, g, g_utf8_get_char (c));
      if (glyph == NULL)
        return -1;
      width += glyph->advance;
    }
  return width;
}

/* Adds @s (of glyphs_width() >= 0) to the glyphs gathered, from @x
 * with its top at @y. */
static void
glyphs_add (Pdf *p, Glyphs *g, const char *s, double x, double y)
{
  for (const char *c = s; *c; c = g_utf8_next_char (c))
    {
      const CachedGlyph *glyph = glyph_of (p, g, g_utf8_get_char (c));
      cairo_glyph_t at = { glyph->glyph, x, y + g->baseline };
      cairo_text_cluster_t cluster = { (int) (g_utf8_next_char (c) - c), 1 };
      g_array_append_val (g->glyphs, at);
      g_array_append_val (g->clusters, cluster);
      g_string_append_len (g->utf8, c, cluster.num_bytes);
      x += glyph->advance;
    }
}

/* Draws the glyphs gathered, in one operation. */
static void
glyphs_flush (Pdf *p, Glyphs *g)
{
  if (g->glyphs->len == 0)
    return;
  cairo_set_scaled_font (p->cr, g->scaled);
  cairo_set_source_rgb (p->cr, g->grey, g->grey, g->grey);
  cairo_show_text_glyphs (p->cr, g->utf8->str, (int) g->utf8->len,
                          (const cairo_glyph_t *) g->glyphs->data, (int) g->glyphs->len,
                          (const cairo_text_cluster_t *) g->clusters->data,
                          (int) g->clusters->len, 0);
  g_array_set_size (g->glyphs, 0);
  g_array_set_size (g->clusters, 0);
  g_string_truncate (g->utf8, 0);
}

/* A cell of the tables: as text() draws it, in a box from @x of @w
 * points with its top at the current line, but gathered with the
 * page's when it can be. */
static void
cell (Pdf *p, Glyphs *g, const char *s, double x, double w, Align align)
{
  double width = glyphs_width (p, g, s);

  if (width < 0 || width > w)
    text (p, s, x, p->y, w, align, g->size, FALSE, g->grey);
  else
    glyphs_add (p, g, s, align == RIGHT ? x + w - width
                         : align == CENTER ? x + (w - width) / 2 : x, p->y);
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

/* A name in a table row, in a box from @x of @w points: made smaller,
 * and cut short if it must, to fit. */
static void
name_cell (Pdf *p, const char *s, double x, double w)
{
  double width = glyphs_width (p, &p->values, s);

  if (width >= 0 && width <= w)
    glyphs_add (p, &p->values, s, x, p->y);
  else
    text (p, s, x, p->y, w + 1, LEFT, fit_size (p, s, w, TABLE_SIZE), FALSE, 0);
}

static void
end_page (Pdf *p)
{
  glyphs_flush (p, &p->values);
  glyphs_flush (p, &p->counts);
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
  /* A white page under everything: cairo then finds every later
   * drawing inside one area it has already, rather than adding each to
   * a list of areas that grows with the page. */
  cairo_set_source_rgb (p->cr, 1, 1, 1);
  cairo_paint (p->cr);
  number = g_strdup_printf (_("Page %u of %u"), p->page, MAX (p->n_pages, p->page));
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

/* An entry of the document's outline (its bookmarks) for the page
 * begun last, under @parent; its id. */
static int
outline (Pdf *p, int parent, const char *name)
{
  g_autofree char *link = g_strdup_printf ("page=%u", p->page);

  if (p->pdf == NULL)
    return 0;
  return cairo_pdf_surface_add_outline (p->pdf, parent, name, link,
                                        parent == CAIRO_PDF_OUTLINE_ROOT
                                        ? CAIRO_PDF_OUTLINE_FLAG_OPEN : 0);
}

static void
title_block (Pdf *p)
{
  ValetReport *r = p->report;
  g_autofree char *method = valet_options_describe (valet_run_options (p->run));
  g_autofree char *date = g_date_time_format (valet_report_date (r), "%Y-%m-%d");
  guint n_pairs = valet_run_n_ranked (p->run), n_boards = valet_run_n_boards (p->run);
  g_autofree char *pairs = g_strdup_printf (ngettext ("%u pair ranked", "%u pairs ranked",
                                                      n_pairs), n_pairs);
  g_autofree char *boards = g_strdup_printf (ngettext ("%u board scored", "%u boards scored",
                                                       n_boards), n_boards);
  /* TRANSLATORS: the pairs ranked, the boards scored, the version, the date. */
  g_autofree char *stamp = g_strdup_printf (_("%s, %s. Made by Valet %s on %s."),
                                            pairs, boards, PACKAGE_VERSION, date);
  const char *title = valet_report_title (r);
  g_autofree char *where_when = valet_report_event_place_and_date (r);
  g_autofree char *people = valet_report_event_people (r);
  double w = p->width - 2 * MARGIN;

  p->y += text (p, *title ? title : _("Valet report"), MARGIN, p->y, w, LEFT, 18, TRUE, 0);
  p->y += 2;
  /* Where, when and by whom on one line: the method page is full. */
  g_autofree char *event = where_when && people ? g_strdup_printf (_("%s · %s"), where_when, people)
                                                : g_strdup (where_when ? where_when : people);
  if (event != NULL)
    p->y += text (p, event, MARGIN, p->y, w, LEFT, 10, FALSE, 0.1);
  p->y += text (p, method, MARGIN, p->y, w, LEFT, 10, FALSE, 0.1);
  p->y += text (p, stamp, MARGIN, p->y, w, LEFT, 9, FALSE, 0.35);
  p->y += 12;
}

/* The method page's layout: the columns' headings, their descriptions
 * in the middle (the part of the width for reading), and their spreads
 * across the field at the right. */
#define METHOD_HEAD_W   80
#define METHOD_TEXT_PART 0.84
#define METHOD_GAP      10
#define METHOD_ROW_GAP  4       /* between one column's lines and the next's */
#define METHOD_SURE_HEAD 20   /* room for the heading of "How sure the numbers are" */

/* The spread of the column @id across the field, "0.84 over 59 pairs",
 * or NULL when it has none. */
static char *
spread_text (Pdf *p, const ValetReportSpread *spreads, guint n_spreads,
             ValetRankingColumnId id)
{
  int prec = (int) valet_scoring_decimals (valet_report_options (p->report)->scoring);

  for (guint i = 0; i < n_spreads; i++)
    if (spreads[i].column->id == id)
      {
        g_autofree char *sd = valet_display_number (spreads[i].deviation, prec, FALSE);
        /* TRANSLATORS: a column's standard deviation across the field,
         * and over how many pairs. */
        return g_strdup_printf (ngettext ("%s over %u pair", "%s over %u pairs",
                                          spreads[i].n_pairs), sd, spreads[i].n_pairs);
      }
  return NULL;
}

/* Each column of the ranking: its heading, what it is, and its spread
 * across the field under a heading of their own. */
static void
method_columns (Pdf *p)
{
  const ValetOptions *o = valet_report_options (p->report);
  const ValetRankingColumn *cols[VALET_N_RANKING_COLUMNS];
  ValetReportSpread spreads[VALET_N_RANKING_COLUMNS];
  guint n = valet_ranking_listed_columns (o, cols);
  guint n_spreads = valet_report_field_spreads (p->report, spreads);
  double w = p->width - 2 * MARGIN, text_w = w * METHOD_TEXT_PART - METHOD_HEAD_W;
  double spread_x = MARGIN + w * METHOD_TEXT_PART + METHOD_GAP;
  double spread_w = MARGIN + w - spread_x;

  p->y += paragraph (p, _("Spread across the field"), spread_x, p->y,
                     spread_w, 8, TRUE, 0.3) + 3;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *spread = spread_text (p, spreads, n_spreads, cols[i]->id);
      double h = paragraph (p, valet_ranking_column_description (cols[i]),
                            MARGIN + METHOD_HEAD_W, p->y, text_w, 9, FALSE, 0.1);
      text (p, valet_ranking_column_title (cols[i], o), MARGIN, p->y,
            METHOD_HEAD_W - 8, LEFT, 9, TRUE, 0);
      if (spread != NULL)
        text (p, spread, spread_x, p->y, spread_w, LEFT, 9, FALSE, 0.1);
      p->y += h + METHOD_ROW_GAP;
    }
}

/* How sure the numbers are, after the columns; on a page of its own
 * when this one has no room left. */
static void
method_sureness (Pdf *p)
{
  g_autofree char *sure = valet_report_confidence_text (p->report);
  /* Across the page: one paragraph, a few lines. */
  double w = p->width - 2 * MARGIN;
  double h = paragraph_height (p, sure, w, 9, FALSE);

  p->y += 8;
  if (p->y + METHOD_SURE_HEAD + h > bottom (p))
    begin_page (p);
  p->y += text (p, _("How sure the numbers are"), MARGIN, p->y, -1, LEFT, 11, TRUE, 0) + 4;
  p->y += paragraph (p, sure, MARGIN, p->y, w, 9, FALSE, 0.1);
}

/* The corrections made to the results read, one paragraph each, when
 * there are any. */
static void
method_corrections (Pdf *p)
{
  ValetTournament *t = valet_report_tournament (p->report);
  double w = p->width - 2 * MARGIN;

  if (valet_tournament_n_notes (t) == 0)
    return;
  p->y += 8;
  if (p->y + METHOD_SURE_HEAD + 24 > bottom (p))
    begin_page (p);
  p->y += text (p, _("Corrections"), MARGIN, p->y, -1, LEFT, 11, TRUE, 0) + 4;
  for (guint i = 0; i < valet_tournament_n_notes (t); i++)
    {
      const char *note = valet_tournament_note (t, i);
      if (p->y + paragraph_height (p, note, w, 9, FALSE) > bottom (p))
        begin_page (p);
      p->y += paragraph (p, note, MARGIN, p->y, w, 9, FALSE, 0) + 2;
    }
}

/* The results against double dummy, when the report has them: the
 * paragraph, then the declarer's and the leads' charts side by side. */
static void
method_dd (Pdf *p)
{
  g_autofree char *about = valet_report_dd_text (p->report);
  double w = p->width - 2 * MARGIN, chart_w = (w - 12) / 2, chart_h = chart_w * 0.75;

  if (about == NULL)
    return;
  p->y += 8;
  if (p->y + METHOD_SURE_HEAD + paragraph_height (p, about, w, 9, FALSE) + chart_h > bottom (p))
    begin_page (p);
  p->y += text (p, _("Against double dummy"), MARGIN, p->y, -1, LEFT, 11, TRUE, 0) + 4;
  p->y += paragraph (p, about, MARGIN, p->y, w, 9, FALSE, 0.1) + 6;
  if (!COUNTING (p))
    for (int lead = 0; lead < 2; lead++)
      {
        cairo_save (p->cr);
        cairo_translate (p->cr, MARGIN + lead * (chart_w + 12), p->y);
        valet_chart_draw_dd (p->cr, chart_w, chart_h, p->report, lead, VALET_CHART_LIGHT);
        cairo_restore (p->cr);
      }
  p->y += chart_h;
}

/* How to read the report, after the ranking: the method, what the
 * numbers are, each column's meaning, and how sure they are. */
static void
method_page (Pdf *p)
{
  g_autofree char *note = valet_ranking_reading_note (valet_report_options (p->report));
  double w = p->width - 2 * MARGIN;

  outline (p, CAIRO_PDF_OUTLINE_ROOT, _("How to read this report"));
  p->y += text (p, _("How to read this report"), MARGIN, p->y, -1, LEFT, 14, TRUE, 0) + 6;
  p->y += paragraph (p, note, MARGIN, p->y, w * METHOD_TEXT_PART, 10, FALSE, 0) + 10;
  method_columns (p);
  method_sureness (p);
  method_dd (p);
  method_corrections (p);
}

/* Widths of the ranking's columns, in points. */
#define RANK_W      25          /* "1000=", and MARK_W beside it under one heading */
#define BOARDS_W    36
#define OVERALL_W   34
#define VALUE_W     30
#define COUNT_W     22          /* "(999)" */
#define COUNT_DIGIT_W 5         /* each digit more */
#define ERROR_W     26          /* the score's ± */
#define MARK_W      9           /* "≈" beside the rank, drawn in all of it */
#define TEAM_W      80          /* a country or a short team name */
#define NUMBER_W    28          /* a pair's number, "A17" */
#define FOOTNOTE_GAP 4          /* between the table and its footnote */

/* After the rank its "≈" mark, after the score its ±: appended to
 * @cols after @what; returns the width they take. */
static double
sureness_column (GArray *cols, const ValetRankingColumn *what, const ValetOptions *o)
{
  Column mark = { "", MARK_W, CENTER, FALSE, NULL, SURE_MARK };
  Column error = { "±", ERROR_W, RIGHT, FALSE, NULL, SURE_HALF_WIDTH };

  if (what->kind == VALET_COLUMN_POSITION)
    g_array_append_val (cols, mark);
  else if (what->id == valet_report_headline_column (o))
    g_array_append_val (cols, error);
  else
    return 0;
  return g_array_index (cols, Column, cols->len - 1).width;
}

/* The width of the counts in brackets: COUNT_W holds three digits, and
 * each digit more (a placeholder pair can count thousands) takes more. */
static double
count_width (Pdf *p)
{
  ValetRanking *ranking = valet_run_ranking (p->run);
  double most = 0;

  for (guint i = 0; i < valet_ranking_n_pairs (ranking); i++)
    most = MAX (most, valet_ranking_pair (ranking, i)->num[VALET_COL_OVERALL]);
  guint digits = 1;
  for (double n = most; n >= 9.5; n /= 10)
    digits++;
  return COUNT_W + (digits > 3 ? (digits - 3) * COUNT_DIGIT_W : 0);
}

/* The ranking table's columns for these options; the players' column
 * takes what the numbers leave. */
static GArray *
ranking_columns (Pdf *p)
{
  const ValetOptions *o = valet_report_options (p->report);
  const ValetRankingColumn *what[VALET_N_RANKING_COLUMNS];
  guint n = valet_ranking_listed_columns (o, what), players = 0;
  GArray *cols = g_array_new (FALSE, TRUE, sizeof (Column));
  double used = 0, count_w = count_width (p);

  for (guint i = 0; i < n; i++)
    {
      Column c = { valet_ranking_column_short_title (what[i], o), VALUE_W,
                   RIGHT, FALSE, what[i] };
      switch (what[i]->kind)
        {
        case VALET_COLUMN_LABEL:    c.width = 0, c.align = LEFT, players = cols->len; break;
        case VALET_COLUMN_POSITION: c.width = RANK_W; break;
        case VALET_COLUMN_COUNT:    c.width = BOARDS_W; break;
        case VALET_COLUMN_VALUE:
          c.width = what[i]->id == valet_report_headline_column (o) ? OVERALL_W : VALUE_W;
          break;
        case VALET_COLUMN_VALUE_AND_COUNT:
        default:
          break;
        }
      g_array_append_val (cols, c);
      used += c.width;
      if (what[i]->kind == VALET_COLUMN_VALUE_AND_COUNT)
        {
          Column count = { "", count_w, RIGHT, TRUE, NULL, SURE_NONE };
          g_array_append_val (cols, count);
          used += count_w;
        }
      used += sureness_column (cols, what[i], o);
      /* After the rank, the pair's number, where the file numbers pairs. */
      if (what[i]->kind == VALET_COLUMN_POSITION && valet_report_has_numbers (p->report))
        {
          Column number = { _("No."), NUMBER_W, LEFT, FALSE, NULL, SURE_NONE, FALSE, TRUE };
          g_array_append_val (cols, number);
          used += NUMBER_W;
        }
      /* The team beside the players, where the input gives teams. */
      if (what[i]->kind == VALET_COLUMN_LABEL && valet_run_has_teams (p->run))
        {
          Column team = { _("Team"), TEAM_W, LEFT, FALSE, NULL, SURE_NONE, TRUE };
          g_array_append_val (cols, team);
          used += TEAM_W;
        }
    }
  g_array_index (cols, Column, players).width = p->width - 2 * MARGIN - used - 6;
  return cols;
}

/* A column without a heading of its own: the one before it spans it. */
static gboolean
spanned (const Column *c)
{
  return c->count || c->sure == SURE_MARK;
}

static void
table_header (Pdf *p, GArray *cols)
{
  double x = MARGIN;

  for (guint i = 0; i < cols->len; i++)
    {
      const Column *c = &g_array_index (cols, Column, i);
      /* A heading over a value and its count spans both, and the
       * rank's over its mark. */
      double w = c->width;
      if (i + 1 < cols->len && spanned (&g_array_index (cols, Column, i + 1)))
        w += g_array_index (cols, Column, i + 1).width;
      if (!spanned (c))
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
  if (COUNTING (p))
    {
      p->y += ROW_H;
      return;
    }
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
      if (cells[i] == NULL || *cells[i] == '\0')
        ;
      else if (c->align == LEFT)
        name_cell (p, cells[i], x + 3, c->width - 4);
      else if (c->sure == SURE_MARK)
        cell (p, &p->values, cells[i], x, c->width, CENTER);
      else
        cell (p, c->count || c->sure == SURE_HALF_WIDTH ? &p->counts : &p->values, cells[i],
              x, c->width - 3, c->align);
      x += c->width;
    }
  p->y += ROW_H;
}

static void
set_cell (GPtrArray *cells, guint *i, char *value)
{
  g_free (cells->pdata[*i]);
  cells->pdata[(*i)++] = value;
}

/* The cell of a pair's ± (NULL under two boards) or its "≈" (NULL
 * when it stands apart from the pair above, or is not ranked: @rank 0). */
static char *
sureness_text (ValetReport *report, Sureness sure, const ValetPairScore *ps, guint rank,
               int prec)
{
  ValetRun *run = valet_report_run (report);
  double half;

  if (sure == SURE_MARK)
    return rank > 0 && !valet_report_separable (report, rank - 1) ? g_strdup ("≈") : NULL;
  if (!valet_run_column_error (run, ps, valet_report_headline_column (valet_run_options (run)),
                               NULL, &half))
    return NULL;
  return valet_display_number (half, prec, FALSE);
}

/* The cells of a pair's row; no rank when @rank is 0. */
static void
ranking_cells (Pdf *p, GArray *cols, GPtrArray *cells, const ValetPairScore *ps,
               guint rank)
{
  ValetScoring scoring = valet_report_options (p->report)->scoring;
  int prec = (int) valet_scoring_decimals (scoring);
  guint i = 0;

  while (i < cols->len)
    {
      const ValetRankingColumn *what = g_array_index (cols, Column, i).what;
      Sureness sure = g_array_index (cols, Column, i).sure;
      double v;
      guint n;

      if (g_array_index (cols, Column, i).team)
        set_cell (cells, &i, valet_run_pair_team (p->run, ps));
      else if (g_array_index (cols, Column, i).number)
        set_cell (cells, &i, valet_report_pair_number (p->report, ps));
      else if (sure != SURE_NONE)
        set_cell (cells, &i, sureness_text (p->report, sure, ps, rank, prec));
      else if (what->kind == VALET_COLUMN_POSITION)
        set_cell (cells, &i, rank ? valet_report_rank_text (p->report, rank - 1) : NULL);
      else if (what->kind == VALET_COLUMN_LABEL)
        set_cell (cells, &i, valet_run_pair_name (p->run, ps));
      else if (!valet_ranking_column_value (what, ps, valet_report_options (p->report), VALET_WEIGH_BY_LEADS, &v, &n))
        set_cell (cells, &i, NULL);
      else if (what->kind == VALET_COLUMN_COUNT)
        set_cell (cells, &i, g_strdup_printf ("%u", n));
      else if (what->kind == VALET_COLUMN_VALUE)
        set_cell (cells, &i, valet_display_number (v, prec, FALSE));
      else
        {
          set_cell (cells, &i, n ? valet_display_number (v, prec, FALSE) : g_strdup ("–"));
          set_cell (cells, &i, g_strdup_printf ("(%u)", n));
        }
    }
}

/* The pairs with enough boards, ranked, in table @table (one per list
 * of the movement in a report by lists, under its heading), or
 * (@second) those not ranked (too few boards, a placeholder player),
 * under a heading of their own. */
static void
ranking_table (Pdf *p, gboolean second, guint table)
{
  g_autoptr (GArray) cols = ranking_columns (p);
  g_autoptr (GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  gboolean header = FALSE;
  /* The run's lists, which every view of the ranking shares. */
  guint n = second ? valet_run_n_unranked (p->run)
                   : valet_report_table_n_rows (p->report, table);
  const char *heading = second ? NULL : valet_report_table_heading (p->report, table);

  g_ptr_array_set_size (cells, cols->len);
  for (guint k = 0; k < n; k++)
    {
      guint position = second ? k : valet_report_table_position (p->report, table, k);
      const ValetPairScore *ps = second ? valet_run_unranked (p->run, k)
                                        : valet_run_ranked (p->run, position);

      if (!header || p->y + ROW_H > bottom (p))
        {
          if (p->y + 3 * ROW_H > bottom (p))
            begin_page (p);
          if ((second || heading) && !header)
            {
              g_autofree char *t = second ? valet_run_unranked_title (p->run)
                                          : g_strdup (heading);
              p->y += 6;
              outline (p, CAIRO_PDF_OUTLINE_ROOT, t);
              p->y += text (p, t, MARGIN, p->y, -1, LEFT, 10, TRUE, 0) + 4;
            }
          table_header (p, cols);
          header = TRUE;
        }
      if (!COUNTING (p))
        ranking_cells (p, cols, cells, ps, second ? 0 : position + 1);
      table_row (p, cols, (char **) cells->pdata, (k + 1) % 2 == 0);
    }
}

/* Under the ranked pairs: what their ± and ≈ are (on the next page
 * when this one is full). */
static void
ranking_footnote (Pdf *p)
{
  if (valet_run_n_ranked (p->run) == 0)
    return;
  if (p->y + FOOTNOTE_GAP + ROW_H > bottom (p))
    begin_page (p);
  p->y += FOOTNOTE_GAP;
  p->y += text (p, valet_report_confidence_footnote (), MARGIN, p->y, p->width - 2 * MARGIN,
                LEFT, TABLE_SIZE, FALSE, 0.3);
}

/* ---- the team ranking, after the pairs' ---------------------------- */

/* The team table's columns: rank, team, pairs, then the team ranking's
 * columns, each number with its ± beside it; the team's name takes what
 * the numbers leave. */
static GArray *
team_columns (Pdf *p, ValetTeamRanking *teams)
{
  const ValetOptions *o = valet_report_options (p->report);
  const ValetRankingColumn *what[VALET_N_RANKING_COLUMNS];
  guint n = valet_team_ranking_columns (teams, what);
  GArray *cols = g_array_new (FALSE, TRUE, sizeof (Column));
  Column rank = { _("Rank"), RANK_W, RIGHT };
  Column name = { _("Team"), 0, LEFT };
  Column pairs = { _("Pairs"), BOARDS_W, RIGHT };
  double used = RANK_W + BOARDS_W;

  g_array_append_val (cols, rank);
  g_array_append_val (cols, name);
  g_array_append_val (cols, pairs);
  for (guint i = 0; i < n; i++)
    {
      gboolean count = what[i]->kind == VALET_COLUMN_COUNT;
      /* Wider than the pairs' columns: there is room, and "Luck-free"
       * and "Defending" read whole. */
      Column c = { valet_ranking_column_short_title (what[i], o),
                   count ? BOARDS_W : VALUE_W + 22, RIGHT, FALSE, what[i] };
      Column error = { "±", ERROR_W, RIGHT, FALSE, what[i], SURE_HALF_WIDTH };
      g_array_append_val (cols, c);
      used += c.width;
      if (!count)
        {
          g_array_append_val (cols, error);
          used += ERROR_W;
        }
    }
  g_array_index (cols, Column, 1).width = p->width - 2 * MARGIN - used - 6;
  return cols;
}

static void
team_cells (Pdf *p, ValetTeamRanking *teams, GArray *cols, GPtrArray *cells, guint position)
{
  const ValetTeamScore *team = valet_team_ranking_team (teams, position);
  int prec = (int) valet_scoring_decimals (valet_report_options (p->report)->scoring);
  gboolean tied;
  guint rank = valet_team_ranking_rank (teams, position, &tied);
  guint i = 0;

  set_cell (cells, &i, g_strdup_printf ("%u%s", rank, tied ? "=" : ""));
  set_cell (cells, &i, g_strdup (team->name));
  set_cell (cells, &i, g_strdup_printf ("%u", team->n_pairs));
  while (i < cols->len)
    {
      const Column *c = &g_array_index (cols, Column, i);
      double v, half;
      guint n;
      valet_team_ranking_value (teams, team, c->what, &v, &n);
      if (c->sure == SURE_HALF_WIDTH)
        set_cell (cells, &i, n > 0 && valet_team_ranking_error (teams, team, c->what, NULL,
                                                                &half)
                             ? valet_display_number (half, prec, FALSE) : NULL);
      else if (c->what->kind == VALET_COLUMN_COUNT)
        set_cell (cells, &i, g_strdup_printf ("%u", n));
      else
        set_cell (cells, &i, n > 0 ? valet_display_number (v, prec, FALSE) : g_strdup ("–"));
    }
}

/* The teams, ranked, under a heading that says how boards were
 * compared; nothing where the results name no teams. */
static void
team_table (Pdf *p)
{
  g_autoptr (ValetTeamRanking) teams = valet_team_ranking_new (p->run);
  guint n = valet_team_ranking_n_teams (teams);

  if (n == 0)
    return;
  g_autoptr (GArray) cols = team_columns (p, teams);
  g_autoptr (GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  double w = p->width - 2 * MARGIN;

  g_ptr_array_set_size (cells, cols->len);
  if (p->y + 6 * ROW_H > bottom (p))
    begin_page (p);
  p->y += 12;
  outline (p, CAIRO_PDF_OUTLINE_ROOT, _("Teams"));
  p->y += text (p, _("Teams"), MARGIN, p->y, -1, LEFT, 10, TRUE, 0) + 2;
  p->y += text (p, valet_team_ranking_heading (teams), MARGIN, p->y, w, LEFT, TABLE_SIZE,
                FALSE, 0.3);
  p->y += text (p, valet_team_ranking_comparison (), MARGIN, p->y, w, LEFT, TABLE_SIZE,
                FALSE, 0.3) + 4;
  for (guint k = 0; k < n; k++)
    {
      if (k == 0 || p->y + ROW_H > bottom (p))
        {
          if (k > 0)
            begin_page (p);
          table_header (p, cols);
        }
      if (!COUNTING (p))
        team_cells (p, teams, cols, cells, k);
      table_row (p, cols, (char **) cells->pdata, (k + 1) % 2 == 0);
    }
}

/* Under the bar charts of a field too big to chart whole. */
static void
chart_note (Pdf *p, guint shown, guint n)
{
  g_autofree char *a = g_strdup_printf ("%u", shown), *b = g_strdup_printf ("%u", n);
  /* TRANSLATORS: below the bar charts of a very big field: the pairs
   * charted, the pairs ranked. */
  g_autofree char *note = g_strdup_printf (_("The bars show the first %s of %s pairs; "
                                             "the ranking table lists them all."), a, b);

  text (p, note, MARGIN, bottom (p) - ROW_H, p->width - 2 * MARGIN, LEFT, 8, FALSE, 0.3);
}

/* The ranking's bars, a page for about every 40 pairs, up to the first
 * MAX_CHART_PAIRS: thousands of pages of bars would say nothing the
 * table does not, and would take most of the time of writing. */
static void
ranking_charts (Pdf *p)
{
  ValetReport *r = p->report;
  guint n = valet_run_n_ranked (p->run), charted = MIN (n, MAX_CHART_PAIRS);
  double w = p->width - 2 * MARGIN, h = bottom (p) - MARGIN;
  /* Pages of about equal length rather than a short last page. */
  guint pages = (charted + PAIRS_PER_CHART_PAGE - 1) / PAIRS_PER_CHART_PAGE;
  guint per_page = pages ? (charted + pages - 1) / pages : 0;

  if (charted < n)
    h -= 1.5 * ROW_H;
  for (guint first = 0; first < charted; first += per_page)
    {
      guint count = MIN (per_page, charted - first);
      begin_page (p);
      if (first == 0)
        outline (p, CAIRO_PDF_OUTLINE_ROOT, _("Ranking chart"));
      cairo_save (p->cr);
      cairo_translate (p->cr, MARGIN, MARGIN);
      /* A short ranking gets bars of a sensible thickness, not a page. */
      if (!COUNTING (p))
        valet_chart_draw_ranking (p->cr, w, MIN (h, 70 + 22.0 * count), r, first, count,
                                VALET_CHART_SCALE_ALL, VALET_CHART_LIGHT);
      cairo_restore (p->cr);
      if (charted < n)
        chart_note (p, charted, n);
    }
}

static void
charts (Pdf *p)
{
  ValetReport *r = p->report;
  guint n = valet_run_n_ranked (p->run);
  double w = p->width - 2 * MARGIN, h = bottom (p) - MARGIN;

  ranking_charts (p);
  if (n == 0)
    return;

  begin_page (p);
  outline (p, CAIRO_PDF_OUTLINE_ROOT, _("Bidding against play and defence"));
  cairo_save (p->cr);
  cairo_translate (p->cr, MARGIN, MARGIN);
  if (!COUNTING (p))
    valet_chart_draw_scatter (p->cr, w, h, r, VALET_CHART_LIGHT);
  cairo_restore (p->cr);

  /* The leading pairs, round by round. */
  begin_page (p);
  outline (p, CAIRO_PDF_OUTLINE_ROOT, _("The leading pairs by round"));
  guint top = MIN (n, 3);
  double each = (h - 2 * 8) / 3;
  for (guint i = 0; i < top; i++)
    {
      cairo_save (p->cr);
      cairo_translate (p->cr, MARGIN, MARGIN + i * (each + 8));
      if (!COUNTING (p))
        valet_chart_draw_rounds (p->cr, w, each, r, valet_run_ranked (p->run, i),
                               VALET_CHART_LIGHT);
      cairo_restore (p->cr);
    }
}

/* Where the tableaux are: they flow down two columns a page. */
typedef struct {
  double x, top;          /* the current column's left edge and top */
  int    column;          /* 0 or 1 */
  double col_w, gap;
  double num_w;           /* a number's column */
  Column cols[4 + VALET_TABLEAU_N_VALUES];
  guint  n_cols;
  int    outline;         /* the tableaux' entry in the outline */
  guint  round;           /* of the board before; 0 before the first */
  const ValetBoardDeal *deal;   /* the board's, shown under its heading */
  const ValetDdTable   *dd;     /* its double-dummy table, when the report has one */
} Flow;

/* The tableau's columns: the result, its count, and the numbers (the
 * lead's only with the lead split). */
static void
flow_columns (Flow *f, ValetReport *r)
{
  const char *short_heads[VALET_TABLEAU_N_VALUES] = {
    /* TRANSLATORS: a tableau's score as played (the principles'
     * Butler), beside the fair score (Overall) and the luck. */
    C_("declarer", "Butler"), C_("declarer", "Overall"), C_("declarer", "Luck"),
    C_("declarer", "Bid"), C_("declarer", "Play"),
    C_("defender", "Overall"), C_("defender", "Bid"), C_("defender", "Lead"),
    C_("defender", "Defence")
  };

  f->n_cols = 0;
  f->cols[f->n_cols++] = (Column) { _("Result"), 72, LEFT, FALSE };
  f->cols[f->n_cols++] = (Column) { _("Count"), 28, RIGHT, FALSE };
  guint shown = 0;
  for (guint c = 0; c < VALET_TABLEAU_N_VALUES; c++)
    shown += valet_report_tableau_shown (r, c);
  f->num_w = (f->col_w - 100) / shown;
  for (guint c = 0; c < VALET_TABLEAU_N_VALUES; c++)
    if (valet_report_tableau_shown (r, c))
      f->cols[f->n_cols++] = (Column) { short_heads[c], f->num_w, RIGHT, FALSE };
}

/* The next column, or the first of a new page. */
static void
flow_next_column (Pdf *p, Flow *f)
{
  if (f->column == 0)
    {
      f->column = 1;
      f->x = MARGIN + f->col_w + f->gap;
      p->y = f->top;
    }
  else
    {
      begin_page (p);
      f->column = 0;
      f->x = MARGIN;
      f->top = p->y;
    }
}

/* Over the numbers' columns: which side each is seen from. */
static void
side_labels (Pdf *p, const Flow *f)
{
  double dx = f->x + f->cols[0].width + f->cols[1].width;
  /* The declarers' columns: Overall, Bid and Play, with Butler and Luck
   * where they are shown. */
  guint decl = 3 + 2 * valet_report_tableau_shown (p->report, VALET_TABLEAU_DECL_LUCK);
  double decl_w = decl * f->num_w, def_w = (f->n_cols - 2 - decl) * f->num_w;

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

/* The lines deal_lines() takes: a hand a line, then the dealer and the
 * vulnerability. */
#define DEAL_LINES 5
/* The lines a double-dummy table takes under it: the strains, North
 * and East side by side, South and West, then the par. */
#define DD_LINES 4

/* The height of a board's deal and table under its heading. */
static double
deal_height (const ValetBoardDeal *deal, const ValetDdTable *dd)
{
  if (deal == NULL)
    return 0;
  return (DEAL_LINES + (dd != NULL ? DD_LINES : 0)) * ROW_H + 2;
}


/* @markup (Pango's) drawn in a box of @w points from (@x, @y). */
static void
markup_at (Pdf *p, const char *markup, double x, double y, double w)
{
  set_font (p, TABLE_SIZE, FALSE);
  pango_layout_set_width (p->layout, (int) (w * PANGO_SCALE));
  pango_layout_set_ellipsize (p->layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (p->layout, PANGO_ALIGN_LEFT);
  pango_layout_set_markup (p->layout, markup, -1);
  cairo_set_source_rgb (p->cr, 0, 0, 0);
  cairo_move_to (p->cr, x, y);
  pango_cairo_show_layout (p->cr, p->layout);
  /* The layout's other texts are plain. */
  pango_layout_set_attributes (p->layout, NULL);
}

/* The deal's double-dummy table in two halves side by side (North and
 * South, East and West), each the strains' tricks under their symbols,
 * then the par. */
static void
dd_lines (Pdf *p, const Flow *f, const ValetBoardDeal *deal, const ValetDdTable *dd)
{
  static const ValetDenom denoms[5] = { VALET_NOTRUMP, VALET_SPADES, VALET_HEARTS,
                                        VALET_DIAMONDS, VALET_CLUBS };
  static const ValetSeat seats[2][2] = { { VALET_NORTH, VALET_SOUTH },
                                         { VALET_EAST, VALET_WEST } };
  double label_w = 64, seat_w = 12, num_w = 16;
  double half_w = seat_w + 5 * num_w + 14;
  g_autofree char *par = valet_report_dd_par_text (p->report, deal);

  if (!COUNTING (p))
    {
      g_autofree char *head = g_markup_printf_escaped ("<b>%s</b>", _("Double dummy"));
      markup_at (p, head, f->x + 2, p->y, label_w);
      for (guint h = 0; h < 2; h++)
        {
          double x = f->x + 2 + label_w + h * half_w + seat_w;
          for (guint d = 0; d < 5; d++)
            {
              gboolean red = denoms[d] == VALET_HEARTS || denoms[d] == VALET_DIAMONDS;
              g_autofree char *m = g_strdup_printf ("<span foreground=\"%s\">%s</span>",
                                                    red ? "#c01c28" : "#000000",
                                                    denoms[d] == VALET_NOTRUMP
                                                    ? valet_denom_short_name (denoms[d])
                                                    : valet_denom_symbol (denoms[d]));
              /* Over the right-aligned numbers: a symbol is about 7
               * points wide, NT 12. */
              markup_at (p, m, x + d * num_w + (denoms[d] == VALET_NOTRUMP ? 2 : 7), p->y,
                         num_w);
            }
          for (guint r = 0; r < 2; r++)
            {
              ValetSeat seat = seats[h][r];
              char letter[2] = { valet_seat_letter (seat), '\0' };
              double y = p->y + (r + 1) * ROW_H;
              text (p, letter, x - seat_w, y, seat_w, LEFT, TABLE_SIZE, TRUE, 0.35);
              for (guint d = 0; d < 5; d++)
                {
                  char n[4];
                  g_snprintf (n, sizeof n, "%u", dd->tricks[denoms[d]][seat]);
                  text (p, n, x + d * num_w, y, num_w - 2, RIGHT, TABLE_SIZE, FALSE, 0);
                }
            }
        }
      if (par != NULL)
        text (p, par, f->x + 2 + label_w, p->y + 3 * ROW_H, f->col_w - 4 - label_w, LEFT,
              TABLE_SIZE, FALSE, 0);
    }
  p->y += DD_LINES * ROW_H;
}

/* A board's deal, small enough for every board of the tableaux: each
 * hand on a line, its seat and high-card points, then its suits after
 * their symbols (hearts and diamonds red) in columns, then the dealer
 * and who is vulnerable. */
static void
deal_lines (Pdf *p, const Flow *f, const ValetBoardDeal *deal)
{
  /* A suit's column as wide as its longest suit needs, not the tableau's
   * width spread out. */
  double head_w = 64, suit_w = MIN ((f->col_w - 4 - head_w) / 4, 64);

  for (ValetSeat seat = VALET_NORTH; seat <= VALET_WEST && !COUNTING (p); seat++)
    {
      /* Translators: a hand's high-card points. */
      g_autofree char *hcp = g_strdup_printf (_("%u HCP"), valet_deal_hcp (&deal->deal, seat));
      g_autofree char *head = g_markup_printf_escaped ("<b>%s</b> %s", valet_deal_seat_name (seat), hcp);
      double y = p->y + seat * ROW_H;

      markup_at (p, head, f->x + 2, y, head_w);
      for (ValetDenom suit = VALET_SPADES; suit <= VALET_CLUBS; suit++)
        {
          g_autofree char *cards = valet_deal_suit_text (&deal->deal, seat, suit);
          gboolean red = suit == VALET_HEARTS || suit == VALET_DIAMONDS;
          g_autofree char *m = g_strdup_printf ("<span foreground=\"%s\">%s</span> %s",
                                                red ? "#c01c28" : "#000000",
                                                valet_denom_symbol (suit),
                                                cards[0] != '\0' ? cards : "\u2014");

          markup_at (p, m, f->x + 2 + head_w + suit * suit_w, y, suit_w - 2);
        }
    }
  {
    /* Translators: the board's dealer, a seat. */
    g_autofree char *dealer = g_strdup_printf (_("Dealer: %s"), valet_deal_seat_name (deal->dealer));
    /* Translators: who is vulnerable: "None", "N-S", "E-W" or "Both". */
    g_autofree char *vul = g_strdup_printf (_("Vulnerable: %s"),
                                            valet_vulnerability_name (deal->vulnerability));
    g_autofree char *both = g_strdup_printf ("%s\u2003%s", dealer, vul);

    text (p, both, f->x + 2, p->y + 4 * ROW_H, f->col_w - 4, LEFT, TABLE_SIZE, FALSE, 0.35);
  }
  p->y += DEAL_LINES * ROW_H;
  if (f->dd != NULL)
    dd_lines (p, f, deal, f->dd);
  p->y += 2;
}

/* A board's heading (@first) or its continuation's, with the side
 * labels, the column heads and a rule under them. */
static void
block_heading (Pdf *p, const Flow *f, const char *head, gboolean first)
{
  double cx = f->x;

  if (first)
    p->y += 6;
  {
    g_autofree char *h = first ? g_strdup (head) : g_strdup_printf (_("%s, continued"), head);
    text (p, h, f->x, p->y, f->col_w, LEFT, 8, TRUE, 0);
  }
  p->y += ROW_H + 1;
  if (first && f->deal != NULL)
    deal_lines (p, f, f->deal);
  side_labels (p, f);
  p->y += ROW_H - 1;
  for (guint c = 0; c < f->n_cols; c++)
    {
      text (p, f->cols[c].heading, cx + (f->cols[c].align == LEFT ? 2 : 0), p->y,
            f->cols[c].width - 2, f->cols[c].align, TABLE_SIZE - 0.5, TRUE, 0.25);
      cx += f->cols[c].width;
    }
  p->y += ROW_H;
  cairo_set_source_rgb (p->cr, 0.5, 0.5, 0.5);
  cairo_set_line_width (p->cr, 0.4);
  cairo_move_to (p->cr, f->x, p->y - 1.5);
  cairo_line_to (p->cr, f->x + f->col_w, p->y - 1.5);
  cairo_stroke (p->cr);
}

/* One line of a tableau: the result, its count, the numbers. */
static void
tableau_line (Pdf *p, const Flow *f, const ValetTableauRow *tr)
{
  double v[VALET_TABLEAU_N_VALUES];
  double cx = f->x;
  g_autofree char *count = g_strdup_printf ("%u", tr->count);

  if (COUNTING (p))
    {
      p->y += ROW_H;
      return;
    }
  valet_report_tableau_values (p->report, tr, v);
  cell (p, &p->values, tr->key, cx + 2, f->cols[0].width - 2, LEFT);
  cx += f->cols[0].width;
  cell (p, &p->values, count, cx, f->cols[1].width - 2, RIGHT);
  cx += f->cols[1].width;
  for (guint c = 0, k = 2; c < VALET_TABLEAU_N_VALUES; c++)
    {
      if (!valet_report_tableau_shown (p->report, c))
        continue;
      g_autofree char *s = valet_display_number (v[c], 2, FALSE);
      cell (p, &p->values, s, cx, f->cols[k].width - 2, RIGHT);
      cx += f->cols[k++].width;
    }
  p->y += ROW_H;
}

/* "Round 1, board 3 (12 results), North-South datum 420": the board at @index
 * (playing order) of @n results, and its North-South datum, a score
 * written as the tableau writes its numbers. */
static char *
board_heading (Pdf *p, const ValetBoard *board, guint index, guint n)
{
  g_autofree char *datum = valet_display_number (valet_run_board_datum (p->run, index), 0,
                                                 FALSE);

  /* TRANSLATORS: a board's tableau: its round, number, results, and the
   * datum, North-South's score the tables are scored against. */
  return g_strdup_printf (ngettext ("Round %u, board %u (%u result), North-South datum %s",
                                    "Round %u, board %u (%u results), North-South datum %s",
                                    n),
                          board->round, board->board, n, datum);
}

/* A board's tableau: in one column when it fits in one (else where it
 * is, going on in the next), its heading again after each break. */
static void
board_tableau (Pdf *p, Flow *f, guint index)
{
  const ValetEntry *entries;
  guint n;
  const ValetBoard *board = valet_run_board (p->run, index, &entries, &n);
  ValetReport *r = p->report;
  g_autoptr (GArray) rows = valet_tableau_rows (valet_report_tournament (r),
                                                valet_report_options (r), entries, n);
  /* The deal, where the file gives one, under the board's heading. */
  const ValetBoardDeal *deal = valet_tournament_get_deal (valet_report_tournament (r),
                                                          board->round, board->board);
  const ValetDdTable *dd = valet_report_dd_table (r, deal);
  double deal_h = deal_height (deal, dd);
  double need = 3 * ROW_H + 6 + deal_h + ROW_H * MIN (rows->len, 4u);
  g_autofree char *head = board_heading (p, board, index, n);

  f->deal = deal;
  f->dd = dd;

  for (guint i = 0; i < rows->len; i++)
    {
      /* A new block (or its continuation) needs its heading lines. */
      if (i == 0 || p->y + ROW_H > bottom (p))
        {
          gboolean whole_fits = p->y + 3 * ROW_H + 6 + (i == 0 ? deal_h : 0)
                                + ROW_H * (rows->len - i) <= bottom (p);
          if (i == 0 && !whole_fits && p->y + need > bottom (p))
            p->y = bottom (p) + 1;
          if (p->y + 4 * ROW_H + (i == 0 ? deal_h : 0) > bottom (p))
            flow_next_column (p, f);
          if (i == 0 && board->round != f->round)
            {
              g_autofree char *round = g_strdup_printf (_("Round %u"), board->round);
              outline (p, f->outline, round);
              f->round = board->round;
            }
          block_heading (p, f, head, i == 0);
        }
      tableau_line (p, f, &g_array_index (rows, ValetTableauRow, i));
    }
}

/* Tableaux flow down two columns a page; a board stays in one column
 * unless it is longer than a column. */
static void
tableaux (Pdf *p)
{
  ValetReport *r = p->report;
  Flow f = { .x = MARGIN, .gap = 24 };

  f.col_w = (p->width - 2 * MARGIN - f.gap) / 2;
  flow_columns (&f, r);
  begin_page (p);
  f.outline = outline (p, CAIRO_PDF_OUTLINE_ROOT, _("Tableaux"));
  p->y += text (p, _("Tableaux"), MARGIN, p->y, -1, LEFT, 14, TRUE, 0) + 4;
  p->y += text (p, _("One line per distinct result: contract, declarer, "
                     "suit led and tricks. The declarers' overall, bid and "
                     "play; the defenders' overall, bid, lead and defence."),
                MARGIN, p->y, p->width - 2 * MARGIN, LEFT, 8, FALSE, 0.3) + 8;
  f.top = p->y;

  for (guint b = 0; b < valet_run_n_boards (p->run); b++)
    board_tableau (p, &f, b);
}

/* Pair pages: for each pair, its place, its score as played and
 * luck-free with the components, and every board it played, a line a
 * board: two lines a result.  The whole report ("all") has them only up
 * to this many lines, about 500 pages (10,000 results); above it a note
 * stands in their place, so that the report of a big field stays the
 * few hundred pages it was (the sample's 23,000 results would add 1,200
 * pages, 160,000 pairs tens of thousands).  Asked for by name
 * ("pairs"), they are written whatever the size. */
#define MAX_PAIR_LINES_IN_ALL 20000

/* One board a pair played: the board (playing order), its entry, the
 * side it sat and its opponents' pair number. */
typedef struct {
  guint    board;
  guint    entry;
  gboolean ns;
  guint    opponents;
} Play;

/* Who played what, by pair number, from one walk through the boards:
 * each pair's page then reads its own boards only, and the pages stay
 * linear in the results. */
typedef struct {
  GPtrArray             *plays;     /* GArray of Play, in playing order */
  const ValetPairScore **pairs;     /* every pair of the ranking */
  guint                  n_numbers;
} Plays;

static void
plays_init (Pdf *p, Plays *pl)
{
  ValetRanking *ranking = valet_run_ranking (p->run);
  ValetTournament *t = valet_run_tournament (p->run);
  guint n_pairs = valet_ranking_n_pairs (ranking);

  pl->n_numbers = n_pairs + 1;
  pl->pairs = g_new0 (const ValetPairScore *, pl->n_numbers);
  pl->plays = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint i = 0; i < pl->n_numbers; i++)
    g_ptr_array_add (pl->plays, g_array_new (FALSE, FALSE, sizeof (Play)));
  for (guint k = 0; k < n_pairs; k++)
    {
      const ValetPairScore *ps = valet_ranking_pair (ranking, k);
      if (ps->number < pl->n_numbers)
        pl->pairs[ps->number] = ps;
    }
  for (guint b = 0; b < valet_run_n_boards (p->run); b++)
    {
      const ValetEntry *entries;
      guint n;

      valet_run_board (p->run, b, &entries, &n);
      for (guint i = 0; i < n; i++)
        {
          const ValetResult *r = valet_tournament_result (t, entries[i].result);
          gboolean first_ns = r->level == 0 || valet_seat_is_ns (r->declarer);
          ValetEntryCredit credit;

          valet_ranking_entry_credit (ranking, &entries[i], &credit);
          for (guint side = 0; side < 2; side++)
            {
              Play play = { b, i, (side == 0) == first_ns, credit.pair[1 - side] };
              if (credit.pair[side] < pl->n_numbers)
                g_array_append_val (g_ptr_array_index (pl->plays, credit.pair[side]), play);
            }
        }
    }
}

static void
plays_clear (Plays *pl)
{
  g_clear_pointer (&pl->plays, g_ptr_array_unref);
  g_clear_pointer (&pl->pairs, g_free);
}

/* The components a board's line shows: the lead with the lead split
 * only, the artificial scores' share only where there are some. */
static guint
pair_components (Pdf *p, ValetComponent *out)
{
  const ValetOptions *o = valet_report_options (p->report);
  guint n = 0;

  out[n++] = VALET_COMPONENT_BID;
  out[n++] = VALET_COMPONENT_PLAY;
  if (o->lead)
    out[n++] = VALET_COMPONENT_LEAD;
  out[n++] = VALET_COMPONENT_DEF;
  if (o->columns & VALET_EXTRA_ADJUSTED)
    out[n++] = VALET_COMPONENT_ADJUSTED;
  return n;
}

/* Whether the score as played has a column of its own (the cloud
 * split), apart from the luck-free one. */
static gboolean
played_apart (Pdf *p)
{
  return valet_ranking_column_present (valet_ranking_column (VALET_RANKING_BUTLER),
                                       valet_report_options (p->report));
}

/* The place of the lead among the boards table's first columns. */
#define LEAD_COLUMN 7

/* The boards table's columns: where, against whom, what happened, the
 * pair's score at the table, its score on the board and the parts of
 * it; the opponents' names take what the rest leave. */
static GArray *
pair_board_columns (Pdf *p)
{
  const ValetOptions *o = valet_report_options (p->report);
  GArray *cols = g_array_new (FALSE, TRUE, sizeof (Column));
  ValetComponent shown[VALET_N_COMPONENTS];
  guint n = pair_components (p, shown), opponents;
  double used = 0;
  /* The lead's column only where the file gives leads. */
  gboolean leads = valet_tournament_has_leads (valet_run_tournament (p->run));
  const Column fixed[] = {
    { _("Round"), 30, RIGHT }, { _("Board"), 30, RIGHT }, { _("Seat"), 28, LEFT },
    { _("Opponents"), 0, LEFT }, { _("Contract"), 52, LEFT }, { _("By"), 18, LEFT },
    { _("Result"), 30, LEFT }, { _("Lead"), 30, LEFT }, { _("Points"), 40, RIGHT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    {
      if (i == LEAD_COLUMN && !leads)
        continue;
      g_array_append_val (cols, fixed[i]);
      used += fixed[i].width;
    }
  opponents = 3;
  if (played_apart (p))
    {
      Column played = { valet_ranking_column_short_title (valet_ranking_column (VALET_RANKING_BUTLER), o),
                        44, RIGHT };
      g_array_append_val (cols, played);
      used += played.width;
    }
  {
    Column total = { valet_ranking_column_short_title (valet_ranking_column (VALET_RANKING_OVERALL), o),
                     44, RIGHT };
    g_array_append_val (cols, total);
    used += total.width;
  }
  for (guint i = 0; i < n; i++)
    {
      Column part = { _valet_chart_component_label (shown[i]), 62, RIGHT };
      if (shown[i] == VALET_COMPONENT_ADJUSTED)
        part.heading = _("Adjusted");
      g_array_append_val (cols, part);
      used += part.width;
    }
  g_array_index (cols, Column, opponents).width = p->width - 2 * MARGIN - used - 6;
  return cols;
}

/* "Pair 7, Section A, North-South": the pair's number and its list of
 * the movement, where the file numbers pairs; NULL where it does not. */
static char *
pair_place (Pdf *p, const ValetPairScore *ps)
{
  g_autofree char *number = valet_report_has_numbers (p->report)
                              ? valet_report_pair_number (p->report, ps) : NULL;
  ValetPairLists *lists = valet_report_lists (p->report);

  if (number == NULL || *number == '\0')
    return NULL;
  if (lists != NULL)
    /* TRANSLATORS: a pair's number ("A7") and its list of the movement
     * ("Section A, North-South"). */
    return g_strdup_printf (_("Pair %s, %s"), number,
                            valet_pair_lists_heading (lists, valet_pair_lists_list_of (lists, ps)));
  /* TRANSLATORS: a pair's number ("7"). */
  return g_strdup_printf (_("Pair %s"), number);
}

/* The line under a pair's name: its rank (or why it has none), its
 * boards, and the ranking's numbers for it, the score as played first,
 * then its luck, the luck-free score and the components. */
static char *
pair_summary (Pdf *p, const ValetPairScore *ps, guint position)
{
  static const ValetRankingColumnId ids[] = {
    VALET_RANKING_BUTLER, VALET_RANKING_LUCK, VALET_RANKING_OVERALL, VALET_RANKING_BID,
    VALET_RANKING_PLAY, VALET_RANKING_DECLARING, VALET_RANKING_DEFENDING,
    VALET_RANKING_ADJUSTED,
  };
  const ValetOptions *o = valet_report_options (p->report);
  int prec = (int) valet_scoring_decimals (o->scoring);
  GString *out = g_string_new (NULL);
  ValetComponents c;
  guint boards;

  valet_run_pair_components (p->run, ps, &c);
  boards = (guint) lround (c.boards);
  if (position != G_MAXUINT)
    {
      g_autofree char *rank = valet_report_rank_text (p->report, position);
      /* TRANSLATORS: a pair's rank ("3" or "3=") and its boards. */
      g_string_append_printf (out, ngettext ("Rank %s · %u board", "Rank %s · %u boards", boards),
                              rank, boards);
    }
  else
    {
      g_autofree char *why = valet_run_unranked_reason (p->run, ps);
      /* TRANSLATORS: why a pair has no rank, and its boards. */
      g_string_append_printf (out, ngettext ("%s · %u board", "%s · %u boards", boards),
                              why, boards);
    }
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const ValetRankingColumn *col = valet_ranking_column (ids[i]);
      double v;
      guint n;

      if (!valet_ranking_column_present (col, o)
          || !valet_ranking_column_value (col, ps, o, VALET_WEIGH_BY_LEADS, &v, &n))
        continue;
      g_autofree char *number = col->kind == VALET_COLUMN_VALUE_AND_COUNT && n == 0
                                  ? g_strdup ("–") : valet_display_number (v, prec, FALSE);
      g_string_append_printf (out, " · %s %s", valet_ranking_column_title (col, o), number);
      if (col->kind == VALET_COLUMN_VALUE_AND_COUNT)
        g_string_append_printf (out, " (%u)", n);
    }
  return g_string_free (out, FALSE);
}

/* The cells of one board's line (@cells, as @cols). */
static void
pair_board_cells (Pdf *p, const Plays *pl, const Play *play, GPtrArray *cells)
{
  const ValetEntry *entries;
  const ValetBoard *board = valet_run_board (p->run, play->board, &entries, NULL);
  const ValetEntry *e = &entries[play->entry];
  const ValetResult *r = valet_tournament_result (valet_run_tournament (p->run), e->result);
  const ValetOptions *o = valet_report_options (p->report);
  int prec = (int) valet_scoring_decimals (o->scoring);
  ValetComponent shown[VALET_N_COMPONENTS];
  guint n = pair_components (p, shown), i = 0;
  const ValetPairScore *against = play->opponents < pl->n_numbers
                                    ? pl->pairs[play->opponents] : NULL;
  gboolean leads = valet_tournament_has_leads (valet_run_tournament (p->run));
  ValetComponents c;

  valet_run_entry_components (p->run, e, play->ns, &c);
  set_cell (cells, &i, g_strdup_printf ("%u", board->round));
  set_cell (cells, &i, g_strdup_printf ("%u", board->board));
  set_cell (cells, &i, g_strdup (play->ns ? _("NS") : _("EW")));
  set_cell (cells, &i, against ? valet_run_pair_name (p->run, against) : NULL);
  if (r->kind == VALET_RESULT_ARTIFICIAL)
    {
      /* No contract: the sides' percentages, the pair's first. */
      guint mine = play->ns ? 0 : 1;
      set_cell (cells, &i, g_strdup_printf (_("%u %%–%u %%"), r->percent[mine],
                                            r->percent[1 - mine]));
      for (guint k = leads ? 4 : 3; k > 0; k--)
        set_cell (cells, &i, NULL);
    }
  else
    {
      int score = r->level == 0 ? 0
                    : valet_ns_score (r->level, r->denom, r->mult, r->declarer,
                                      valet_board_vulnerable (r->board, r->declarer), r->tricks);
      set_cell (cells, &i, r->level ? valet_result_contract_symbols (r) : g_strdup (_("Pass")));
      set_cell (cells, &i, r->level ? g_strdup_printf ("%c", valet_seat_letter (r->declarer))
                                    : NULL);
      set_cell (cells, &i, r->level ? valet_result_relative_text (r) : NULL);
      if (leads)
        set_cell (cells, &i, r->level ? valet_result_lead_symbols (r) : NULL);
      set_cell (cells, &i, valet_display_number (play->ns ? score : -score, 0, FALSE));
    }
  if (played_apart (p))
    set_cell (cells, &i, valet_display_number (c.played, prec, FALSE));
  set_cell (cells, &i, valet_display_number (c.total, prec, FALSE));
  for (guint k = 0; k < n; k++)
    set_cell (cells, &i, valet_display_number (c.share[shown[k]], prec, FALSE));
}

/* One pair's block: its heading, its line of numbers and its boards,
 * on a new page unless it fits whole in what is left of this one; a
 * table that goes on to the next page repeats its header there. */
static void
pair_block (Pdf *p, const Plays *pl, GArray *cols, GPtrArray *cells,
            const ValetPairScore *ps, guint position, int parent)
{
  GArray *plays = g_ptr_array_index (pl->plays, ps->number);
  g_autofree char *name = valet_run_pair_name (p->run, ps);
  g_autofree char *place = pair_place (p, ps);
  g_autofree char *heading = place ? g_strdup_printf ("%s · %s", place, name)
                                   : g_strdup (name);
  g_autofree char *summary = pair_summary (p, ps, position);
  double w = p->width - 2 * MARGIN;
  double head_h = 14 + paragraph_height (p, summary, w, 8, FALSE) + 4 + ROW_H + 2;

  if (p->y + head_h + ROW_H * plays->len > bottom (p)
      && p->y + head_h + 3 * ROW_H > bottom (p) - (bottom (p) - MARGIN) / 2)
    begin_page (p);
  else
    p->y += 10;
  outline (p, parent, heading);
  p->y += text (p, heading, MARGIN, p->y, w, LEFT, 10, TRUE, 0) + 2;
  p->y += paragraph (p, summary, MARGIN, p->y, w, 8, FALSE, 0.25) + 4;
  table_header (p, cols);
  for (guint k = 0; k < plays->len; k++)
    {
      if (p->y + ROW_H > bottom (p))
        {
          g_autofree char *more = g_strdup_printf (_("%s, continued"), heading);
          begin_page (p);
          p->y += text (p, more, MARGIN, p->y, w, LEFT, 8, TRUE, 0.25) + 2;
          table_header (p, cols);
        }
      if (!COUNTING (p))
        pair_board_cells (p, pl, &g_array_index (plays, Play, k), cells);
      table_row (p, cols, (char **) cells->pdata, (k + 1) % 2 == 0);
    }
}

/* The lines the pair pages would have: one for each pair at each
 * result, two a result. */
static guint64
pair_lines (Pdf *p)
{
  guint64 lines = 0;

  for (guint b = 0; b < valet_run_n_boards (p->run); b++)
    {
      guint n;
      valet_run_board (p->run, b, NULL, &n);
      lines += 2 * (guint64) n;
    }
  return lines;
}

/* A page for each pair, the ranked ones in ranking order and then
 * those not ranked that played; in the whole report of a big field
 * (more than MAX_PAIR_LINES_IN_ALL lines), a note in their place. */
static void
pair_pages (Pdf *p)
{
  guint n_ranked = valet_run_n_ranked (p->run), n_unranked = valet_run_n_unranked (p->run);
  double w = p->width - 2 * MARGIN;
  int parent;

  begin_page (p);
  parent = outline (p, CAIRO_PDF_OUTLINE_ROOT, _("Pair pages"));
  p->y += text (p, _("Pair pages"), MARGIN, p->y, -1, LEFT, 14, TRUE, 0) + 4;
  if (p->sections == VALET_PDF_ALL && pair_lines (p) > MAX_PAIR_LINES_IN_ALL)
    {
      g_autofree char *note =
        g_strdup_printf (_("Left out of the whole report: the %u pairs' boards would take "
                           "more than %u pages. Ask for the pair pages alone (“Ranking and "
                           "pair pages”, or --pdf-sections ranking,pairs) to have them."),
                         n_ranked + n_unranked, MAX_PAIR_LINES_IN_ALL / 40);
      p->y += paragraph (p, note, MARGIN, p->y, w, 9, FALSE, 0) + 4;
      return;
    }
  {
    g_autofree char *note = g_strdup_printf (
      _("Each pair's boards: the score at the table in points, then the pair's score on "
        "the board and its parts, in %s."), valet_scoring_unit (valet_report_options (p->report)->scoring));
    p->y += paragraph (p, note, MARGIN, p->y, w, 8, FALSE, 0.3) + 4;
  }

  Plays pl;
  g_autoptr (GArray) cols = pair_board_columns (p);
  g_autoptr (GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_set_size (cells, cols->len);
  plays_init (p, &pl);
  for (guint k = 0; k < n_ranked; k++)
    pair_block (p, &pl, cols, cells, valet_run_ranked (p->run, k), k, parent);
  for (guint k = 0; k < n_unranked; k++)
    {
      const ValetPairScore *ps = valet_run_unranked (p->run, k);
      if (ps->number < pl.n_numbers
          && ((GArray *) g_ptr_array_index (pl.plays, ps->number))->len > 0)
        pair_block (p, &pl, cols, cells, ps, G_MAXUINT, parent);
    }
  plays_clear (&pl);
}

/* Glyphs where the font puts them, not rounded to whole points: cairo
 * then writes a run of text as one string, without a position for
 * every glyph, which makes big PDFs quicker to write (and smaller). */
static void
unhinted_metrics (PangoLayout *layout)
{
  PangoContext *context = pango_layout_get_context (layout);
  cairo_font_options_t *options = cairo_font_options_create ();

  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, options);
  cairo_font_options_destroy (options);
  pango_context_set_round_glyph_positions (context, FALSE);
  pango_layout_context_changed (layout);
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
valet_pdf_sections_from_string (const char *s, guint *out)
{
  static const char *const names[] = { "ranking", "charts", "tableaux", "method", "pairs" };
  g_auto (GStrv) words = g_strsplit (s, ",", -1);
  guint sections = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      guint k = 0;
      /* The whole report, as without the option. */
      if (g_ascii_strcasecmp (g_strstrip (words[i]), "all") == 0)
        {
          sections |= VALET_PDF_ALL;
          continue;
        }
      while (k < G_N_ELEMENTS (names) && g_ascii_strcasecmp (g_strstrip (words[i]), names[k]) != 0)
        k++;
      if (k == G_N_ELEMENTS (names))
        return FALSE;
      sections |= 1u << k;
    }
  if (sections == 0)
    return FALSE;
  *out = sections;
  return TRUE;
}

/* The sections asked for, from the first page to the last. */
static void
write_pages (Pdf *p)
{
  p->page = 0;
  begin_page (p);
  title_block (p);
  /* The ranking under the event's heading, as a director posts it; how
   * to read it after. */
  if (p->sections & VALET_PDF_RANKING)
    {
      outline (p, CAIRO_PDF_OUTLINE_ROOT, _("Ranking"));
      for (guint table = 0; table < valet_report_n_tables (p->report); table++)
        ranking_table (p, FALSE, table);
      ranking_footnote (p);
      ranking_table (p, TRUE, 0);
      team_table (p);
    }
  if (p->sections & VALET_PDF_METHOD)
    {
      if (p->sections & VALET_PDF_RANKING)
        begin_page (p);
      method_page (p);
    }
  if (p->sections & VALET_PDF_CHARTS)
    charts (p);
  if (p->sections & VALET_PDF_PAIRS)
    pair_pages (p);
  if (p->sections & VALET_PDF_TABLEAUX)
    tableaux (p);
  end_page (p);
}

/* Lays the pages out on @cr: glyphs, layout and the fonts' metrics as
 * the pages are drawn. */
static void
pdf_begin (Pdf *p, cairo_t *cr)
{
  p->cr = cr;
  p->layout = pango_cairo_create_layout (p->cr);
  unhinted_metrics (p->layout);
  p->font = pango_font_description_new ();
  pango_font_description_set_family_static (p->font, "Sans");
  glyphs_init (p, &p->values, TABLE_SIZE, 0);
  glyphs_init (p, &p->counts, TABLE_SIZE - 1, 0.45);
}

static cairo_status_t
pdf_end (Pdf *p)
{
  cairo_status_t status = cairo_status (p->cr);

  glyphs_clear (&p->values);
  glyphs_clear (&p->counts);
  pango_font_description_free (p->font);
  g_object_unref (p->layout);
  cairo_destroy (p->cr);
  return status;
}

/* How many pages the document has: laid out once on a surface of one
 * pixel, where drawing costs next to nothing, for "Page N of M". */
static guint
count_pages (Pdf *p)
{
  cairo_surface_t *nowhere = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);

  pdf_begin (p, cairo_create (nowhere));
  write_pages (p);
  pdf_end (p);
  cairo_surface_destroy (nowhere);
  return p->page;
}

gboolean
valet_write_pdf (ValetReport *report, const char *path, ValetPaper paper,
                 GError **error)
{
  return valet_write_pdf_sections (report, path, paper, VALET_PDF_ALL, error);
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
valet_write_pdf_sections (ValetReport *report, const char *path, ValetPaper paper,
                          guint sections, GError **error)
{
  g_autofree char *temp = valet_report_file_begin (path, error);
  /* Landscape: the ranking table has up to twenty columns. */
  Pdf p = {
    .report = report,
    .run = valet_report_run (report),
    .width = paper == VALET_PAPER_LETTER ? 792 : 842,
    .height = paper == VALET_PAPER_LETTER ? 612 : 595,
    .sections = sections,
  };

  if (temp == NULL)
    return FALSE;
  p.n_pages = count_pages (&p);
  /* cairo's own file output misses a failure of the last buffer's
   * write, which comes with fclose(). */
  return valet_pdf_stream_write_file (temp, path, p.width, p.height, valet_report_title (report),
                                      valet_report_date (report), draw_pages, &p, error);
}
