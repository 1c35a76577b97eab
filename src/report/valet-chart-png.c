/* valet-chart-png.c: a chart as a PNG image. */
#include "config.h"

#include "valet-chart-private.h"
#include "valet-report-file.h"

#include <glib/gi18n.h>

/* The note under a ranking cut short: how many pairs it shows. */
static void
draw_note (cairo_t *cr, int width, int height, double note_h, ValetReport *report,
           guint shown, ValetChartPalette palette)
{
  ValetChartContext ch;
  guint n = valet_run_n_ranked (valet_report_run (report));
  /* TRANSLATORS: under a ranking chart too long for one picture: the
   * pairs drawn, the pairs ranked. */
  g_autofree char *note = g_strdup_printf (_("The first %u of %u pairs: a picture this "
                                             "long cannot hold more; the PDF report "
                                             "charts them all."), shown, n);

  _valet_chart_init (&ch, cr, width, height, report, palette);
  _valet_chart_label (&ch, note, ch.font, TRUE, ch.font, height - note_h / 2, 0, 0.5);
  _valet_chart_end (&ch);
}

/* The event's name and the method above the chart, as a picture passed
 * on alone must say what it shows; returns the band's height. */
static double
draw_header (cairo_t *cr, int width, ValetReport *report, ValetChartPalette palette)
{
  ValetChartContext ch;
  g_autofree char *method = valet_options_describe (valet_run_options (valet_report_run (report)));
  double font, band;

  _valet_chart_init (&ch, cr, width, 100, report, palette);
  font = CLAMP (width / 55.0, 6.5, 13.0);
  band = font * 3.6;
  _valet_chart_label (&ch, valet_report_title (report), font * 1.3, TRUE, font, font * 0.5, 0, 0);
  _valet_chart_label (&ch, method, font * 0.9, FALSE, font, font * 2.2, 0, 0);
  _valet_chart_end (&ch);
  return band;
}

/* The ranking, cut to the pairs that fit in @height at the height a
 * bar has in a picture of @wanted (with a note of how many). */
static void
draw_ranking (cairo_t *cr, int width, int height, int wanted, ValetReport *report,
              ValetChartPalette palette)
{
  guint n = valet_run_n_ranked (valet_report_run (report)), shown = n;
  double note_h = 0;

  if (wanted > height)
    {
      /* A bar as thick as asked for, below the title, legend and axis. */
      double per_pair = MAX ((wanted - 120.0) / n, 1.0);
      note_h = 40;
      shown = (guint) CLAMP ((height - 120.0 - note_h) / per_pair, 1, n);
      draw_note (cr, width, height, note_h, report, shown, palette);
    }
  valet_chart_draw_ranking (cr, width, height - note_h, report, 0, shown,
                            VALET_CHART_SCALE_ALL, palette);
}

gboolean
valet_chart_write_png (ValetReport *report, ValetChartKind kind,
                       const char *path, int width, int height,
                       ValetChartPalette palette, GError **error)
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
      draw_ranking (cr, width, height, wanted, report, palette);
      break;
    }
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_write_to_png (surface, temp);
  cairo_surface_destroy (surface);
  return valet_report_file_finish_cairo (temp, path, status, error);
}
