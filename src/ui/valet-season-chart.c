/* valet-season-chart.c: one score per event against the pooled value. */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "valet-season-chart.h"

/* The chart: one point per event played, joined; behind, the pooled
 * value as a line in its 95 % band. */
void
valet_season_chart_draw (cairo_t *cr, int width, int height, GArray *points,
                         const ValetSeasonStat *pooled)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  const double left = 56, right = 16, top = 16, bottom = 28;
  double lo = 0, hi = 0;
  guint n = points->len;

  if (n == 0)
    return;
  /* The scale: every point, the band, and zero. */
  for (guint i = 0; i < n; i++)
    {
      double v = g_array_index (points, double, i);
      if (!isnan (v))
        lo = MIN (lo, v), hi = MAX (hi, v);
    }
  double band = isnan (pooled->half_width) ? 0 : pooled->half_width;
  lo = MIN (lo, pooled->mean - band);
  hi = MAX (hi, pooled->mean + band);
  if (hi - lo < 1e-9)
    hi = lo + 1;
  double pad = (hi - lo) * 0.08;
  lo -= pad, hi += pad;
  double plot_w = width - left - right, plot_h = height - top - bottom;
#define X(i) (left + (n > 1 ? plot_w * (i) / (n - 1) : plot_w / 2))
#define Y(v) (top + plot_h * (hi - (v)) / (hi - lo))
  double ink = dark ? 1.0 : 0.0;

  /* Axis: zero and the ends. */
  cairo_set_line_width (cr, 1);
  cairo_set_source_rgba (cr, ink, ink, ink, 0.35);
  cairo_move_to (cr, left, Y (0));
  cairo_line_to (cr, width - right, Y (0));
  cairo_stroke (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 11);
  cairo_set_source_rgba (cr, ink, ink, ink, 0.7);
  const double ticks[] = { lo + pad, 0, hi - pad };
  for (guint k = 0; k < G_N_ELEMENTS (ticks); k++)
    {
      g_autofree char *t = g_strdup_printf ("%.2f", ticks[k]);
      cairo_move_to (cr, 4, Y (ticks[k]) + 4);
      cairo_show_text (cr, t);
    }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *t = g_strdup_printf ("%u", i + 1);
      cairo_move_to (cr, X (i) - 3, height - 8);
      cairo_show_text (cr, t);
    }

  /* The pooled value and its band. */
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.18);
  cairo_rectangle (cr, left, Y (pooled->mean + band), plot_w, Y (pooled->mean - band)
                   - Y (pooled->mean + band));
  cairo_fill (cr);
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
  cairo_set_line_width (cr, 1.5);
  cairo_move_to (cr, left, Y (pooled->mean));
  cairo_line_to (cr, width - right, Y (pooled->mean));
  cairo_stroke (cr);

  /* The events played, joined over those not played. */
  cairo_set_source_rgb (cr, 0.90, 0.38, 0.0);
  cairo_set_line_width (cr, 2);
  gboolean started = FALSE;
  for (guint i = 0; i < n; i++)
    {
      double v = g_array_index (points, double, i);
      if (isnan (v))
        continue;
      if (started)
        cairo_line_to (cr, X (i), Y (v));
      else
        cairo_move_to (cr, X (i), Y (v));
      started = TRUE;
    }
  cairo_stroke (cr);
  for (guint i = 0; i < n; i++)
    {
      double v = g_array_index (points, double, i);
      if (isnan (v))
        continue;
      cairo_arc (cr, X (i), Y (v), 4, 0, 2 * G_PI);
      cairo_fill (cr);
    }
#undef X
#undef Y
}
