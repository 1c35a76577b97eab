/* valet-chart-png.c: a chart as a PNG image. */
#include "config.h"

#include "valet-chart.h"
#include "valet-report-file.h"

#include <glib/gi18n.h>

gboolean
valet_chart_write_png (ValetReport *report, ValetChartKind kind,
                       const char *path, int width, int height,
                       ValetChartPalette palette, GError **error)
{
  g_autofree char *temp = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  if (valet_report_n_pairs (report) == 0)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _("No pair has been ranked: there is nothing to chart"));
      return FALSE;
    }
  temp = valet_report_file_begin (path, error);
  if (temp == NULL)
    return FALSE;

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (surface);
  switch (kind)
    {
    case VALET_CHART_SCATTER:
      valet_chart_draw_scatter (cr, width, height, report, palette);
      break;
    case VALET_CHART_ROUNDS:
      valet_chart_draw_rounds (cr, width, height, report,
                               valet_report_pair (report, 0), palette);
      break;
    case VALET_CHART_RANKING:
    default:
      valet_chart_draw_ranking (cr, width, height, report, 0,
                                valet_report_n_pairs (report), VALET_CHART_SCALE_ALL,
                                palette);
      break;
    }
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_write_to_png (surface, temp);
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
