/* valet-chart-png.c: a chart as a PNG image. */
#include "config.h"

#include "valet-chart-private.h"
#include "valet-report-file.h"

#include <glib/gi18n.h>
#include <math.h>

/* The room under a ranking cut short for the note that says so. */
#define NOTE_H 40.0
/* Above and below the rows of a ranking chart: its title, legend and
 * scales (as valet-cli has always sized its PNG). */
#define RANKING_FRAME 120.0

/* The ranking chart for a web page: narrower than a page of text
 * beside it, rows as tall as the PDF's and the web site's chart, and
 * no more of them than a reader scrolls through. */
#define WEB_WIDTH     1000
#define WEB_ROW       22.0
#define WEB_MAX_PAIRS 100

/* The note under a ranking cut short: how many pairs it shows, and
 * (@capped) whether it was cut to fit a web page rather than because a
 * picture cannot be longer. */
static void
draw_note (cairo_t *cr, int width, int height, ValetReport *report, guint shown,
           gboolean capped, ValetChartPalette palette)
{
  ValetChartContext ch;
  guint n = valet_run_n_ranked (valet_report_run (report));
  g_autofree char *note = NULL;

  if (capped)
    /* TRANSLATORS: under the ranking chart for a web page: the pairs
     * drawn, the pairs ranked. */
    note = g_strdup_printf (_("The first %u of %u pairs; the PDF report charts them all."),
                            shown, n);
  else
    /* TRANSLATORS: under a ranking chart too long for one picture: the
     * pairs drawn, the pairs ranked. */
    note = g_strdup_printf (_("The first %u of %u pairs: a picture this long cannot hold "
                              "more; the PDF report charts them all."), shown, n);
  _valet_chart_init (&ch, cr, width, height, report, palette);
  _valet_chart_label (&ch, note, ch.font, TRUE, ch.font, height - NOTE_H / 2, 0, 0.5);
  _valet_chart_end (&ch);
}

static double
header_font (int width)
{
  return CLAMP (width / 55.0, 6.5, 13.0);
}

double
_valet_chart_png_header_height (int width)
{
  return header_font (width) * 3.6;
}

/* The event's name and the method above the chart, as a picture passed
 * on alone must say what it shows; returns the band's height. */
static double
draw_header (cairo_t *cr, int width, ValetReport *report, ValetChartPalette palette)
{
  ValetChartContext ch;
  g_autofree char *method = valet_options_describe (valet_run_options (valet_report_run (report)));
  double font = header_font (width), band = _valet_chart_png_header_height (width);

  _valet_chart_init (&ch, cr, width, 100, report, palette);
  _valet_chart_label (&ch, valet_report_title (report), font * 1.3, TRUE, font, font * 0.5, 0, 0);
  _valet_chart_label (&ch, method, font * 0.9, FALSE, font, font * 2.2, 0, 0);
  _valet_chart_end (&ch);
  return band;
}

/* The first @limit pairs of the ranking, cut further to the pairs that
 * fit in @height at the height a bar has in a picture of @wanted (with
 * a note of how many). */
static void
draw_ranking (cairo_t *cr, int width, int height, int wanted, guint limit,
              ValetReport *report, ValetChartPalette palette)
{
  guint n = valet_run_n_ranked (valet_report_run (report)), shown = MIN (n, limit);
  gboolean capped = shown < n;
  double note_h = capped ? NOTE_H : 0;

  if (wanted > height)
    {
      /* A bar as thick as asked for, below the title, legend and axis. */
      double per_pair = MAX ((wanted - RANKING_FRAME - note_h) / shown, 1.0);
      note_h = NOTE_H;
      shown = (guint) CLAMP ((height - RANKING_FRAME - note_h) / per_pair, 1, shown);
      capped = FALSE;
    }
  if (shown < n)
    draw_note (cr, width, height, report, shown, capped, palette);
  /* A picture of the leading pairs only is read alone: its scale is
   * theirs, not the field's, and uses the width. */
  valet_chart_draw_ranking (cr, width, height - note_h, report, 0, shown,
                            capped ? VALET_CHART_SCALE_SHOWN : VALET_CHART_SCALE_ALL, palette);
}

/* @kind to @path at @width x @height, a ranking of at most @limit
 * pairs. */
static gboolean
write_png (ValetReport *report, ValetChartKind kind, const char *path, int width,
           int height, guint limit, ValetChartPalette palette, GError **error)
{
  g_autofree char *temp = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  /* cairo draws no picture over 32,767 pixels a side, and viewers
   * fail well before: a longer ranking is cut, with a note. */
  int wanted = height;
  double header;

  if (valet_run_n_ranked (valet_report_run (report)) == 0)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _("No pair has been ranked: there is nothing to chart"));
      return FALSE;
    }
  width = CLAMP (width, 1, VALET_CHART_PNG_MAX_SIDE);
  height = CLAMP (height, 1, VALET_CHART_PNG_MAX_SIDE);
  temp = valet_report_file_begin (path, error);
  if (temp == NULL)
    return FALSE;

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (surface);
  header = draw_header (cr, width, report, palette);
  cairo_translate (cr, 0, header);
  height -= (int) header;
  wanted -= (int) header;
  switch (kind)
    {
    case VALET_CHART_SCATTER:
      valet_chart_draw_scatter (cr, width, height, report, palette);
      break;
    case VALET_CHART_ROUNDS:
      valet_chart_draw_rounds (cr, width, height, report,
                               valet_run_ranked (valet_report_run (report), 0), palette);
      break;
    case VALET_CHART_RANKING:
    default:
      draw_ranking (cr, width, height, wanted, limit, report, palette);
      break;
    }
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_write_to_png (surface, temp);
  cairo_surface_destroy (surface);
  return valet_report_file_finish_cairo (temp, path, status, error);
}

gboolean
valet_chart_write_png (ValetReport *report, ValetChartKind kind,
                       const char *path, int width, int height,
                       ValetChartPalette palette, GError **error)
{
  return write_png (report, kind, path, width, height, G_MAXUINT, palette, error);
}

gboolean
valet_chart_write_web_png (ValetReport *report, const char *path,
                           ValetChartPalette palette, GError **error)
{
  guint n = valet_run_n_ranked (valet_report_run (report));
  guint shown = MIN (n, WEB_MAX_PAIRS);
  double height = _valet_chart_png_header_height (WEB_WIDTH) + RANKING_FRAME + WEB_ROW * MAX (shown, 1)
                  + (shown < n ? NOTE_H : 0);

  return write_png (report, VALET_CHART_RANKING, path, WEB_WIDTH, (int) ceil (height),
                    WEB_MAX_PAIRS, palette, error);
}
