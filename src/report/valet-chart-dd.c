/* valet-chart-dd.c: the Valet split against double dummy, a scatter. */
#include "config.h"
#include "valet-chart-dd.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "valet-report-dd.h"

typedef struct {
  cairo_t     *cr;
  PangoLayout *layout;
  double       fg[3], muted[3], grid[3], dot[3];
} Paint;

static void
rgb (cairo_t *cr, const double c[3])
{
  cairo_set_source_rgb (cr, c[0], c[1], c[2]);
}

/* @s at (@x, @y), aligned by @ax (0 left, 0.5 centre, 1 right) and @ay
 * likewise, in @size points. */
static void
label (Paint *p, const char *s, double x, double y, double ax, double ay, double size,
       gboolean bold, const double colour[3])
{
  PangoFontDescription *font = pango_font_description_from_string ("Sans");
  int w, h;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (p->layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (p->layout, s, -1);
  pango_layout_get_pixel_size (p->layout, &w, &h);
  rgb (p->cr, colour);
  cairo_move_to (p->cr, x - ax * w, y - ay * h);
  pango_cairo_show_layout (p->cr, p->layout);
}

/* A round step for an axis from @lo to @hi, about five of them. */
static double
nice_step (double lo, double hi)
{
  double raw = (hi - lo) / 5, mag = pow (10, floor (log10 (raw)));
  double f = raw / mag;

  return (f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10) * mag;
}

static void
extent (GArray *v, double *lo, double *hi)
{
  *lo = G_MAXDOUBLE;
  *hi = -G_MAXDOUBLE;
  for (guint i = 0; i < v->len; i++)
    {
      *lo = MIN (*lo, g_array_index (v, double, i));
      *hi = MAX (*hi, g_array_index (v, double, i));
    }
  if (*hi - *lo < 1e-9)
    {
      *lo -= 1;
      *hi += 1;
    }
  double pad = (*hi - *lo) * 0.06;
  *lo -= pad;
  *hi += pad;
}

void
valet_chart_draw_dd (cairo_t *cr, double width, double height, ValetReport *report,
                     gboolean lead, ValetChartPalette palette)
{
  ValetDdVersus *vs = valet_report_dd_versus (report);
  gboolean dark = palette == VALET_CHART_DARK;
  Paint p = { .cr = cr, .layout = pango_cairo_create_layout (cr),
              .fg = { dark ? 0.92 : 0.1, dark ? 0.92 : 0.1, dark ? 0.92 : 0.1 },
              .muted = { 0.5, 0.5, 0.5 },
              .grid = { dark ? 0.3 : 0.88, dark ? 0.3 : 0.88, dark ? 0.3 : 0.88 } };
  g_autoptr (GArray) xs = NULL;
  g_autoptr (GArray) ys = NULL;
  double r = 0;
  gboolean has_r = vs && valet_dd_versus_correlation (vs, lead, &r, &xs, &ys);
  const char *what = lead ? _("Opening leads") : _("Declarer play");
  g_autofree char *title = NULL;

  valet_chart_component_rgb (palette, lead ? VALET_COMPONENT_LEAD : VALET_COMPONENT_PLAY, p.dot);
  cairo_save (cr);
  cairo_set_source_rgb (cr, dark ? 0.14 : 1, dark ? 0.14 : 1, dark ? 0.14 : 1);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  if (has_r)
    /* TRANSLATORS: a chart's title: what is compared, the correlation
     * coefficient and how many pairs. */
    title = g_strdup_printf (_("%s: r = %.2f over %u pairs"), what, r, xs->len);
  else if (lead && xs != NULL && xs->len == 0)
    title = g_strdup_printf (_("%s: the scoring does not split the lead out"), what);
  else
    title = g_strdup_printf (_("%s: too few pairs to compare"), what);
  label (&p, title, width / 2, 4, 0.5, 0, 11, TRUE, p.fg);
  if (!has_r)
    {
      g_object_unref (p.layout);
      cairo_restore (cr);
      return;
    }

  /* The plot's box: room for the y labels on the left, the x axis's
   * labels and title below. */
  double left = 52, right = width - 12, top = 26, bottom = height - 40;
  double x0, x1, y0, y1;
  extent (xs, &x0, &x1);
  extent (ys, &y0, &y1);
#define PX(v) (left + ((v) - x0) / (x1 - x0) * (right - left))
#define PY(v) (bottom - ((v) - y0) / (y1 - y0) * (bottom - top))
  cairo_set_line_width (cr, 0.6);
  double sx = nice_step (x0, x1), sy = nice_step (y0, y1);
  for (double v = ceil (x0 / sx) * sx; v <= x1; v += sx)
    {
      g_autofree char *t = g_strdup_printf ("%g", fabs (v) < sx / 1e6 ? 0 : v);
      rgb (cr, p.grid);
      cairo_move_to (cr, PX (v), top);
      cairo_line_to (cr, PX (v), bottom);
      cairo_stroke (cr);
      label (&p, t, PX (v), bottom + 2, 0.5, 0, 8, FALSE, p.muted);
    }
  for (double v = ceil (y0 / sy) * sy; v <= y1; v += sy)
    {
      g_autofree char *t = g_strdup_printf ("%g", fabs (v) < sy / 1e6 ? 0 : v);
      rgb (cr, p.grid);
      cairo_move_to (cr, left, PY (v));
      cairo_line_to (cr, right, PY (v));
      cairo_stroke (cr);
      label (&p, t, left - 4, PY (v), 1, 0.5, 8, FALSE, p.muted);
    }
  rgb (cr, p.muted);
  cairo_rectangle (cr, left, top, right - left, bottom - top);
  cairo_stroke (cr);
  label (&p, lead ? _("Valet lead (per lead)") : _("Valet play (per hand declared)"),
         (left + right) / 2, height - 14, 0.5, 0, 9, FALSE, p.fg);
  cairo_save (cr);
  cairo_translate (cr, 10, (top + bottom) / 2);
  cairo_rotate (cr, -G_PI / 2);
  pango_cairo_update_layout (cr, p.layout);
  label (&p, lead ? _("Lead vs DD (tricks)") : _("Declarer vs DD (tricks)"), 0, 0, 0.5, 0, 9,
         FALSE, p.fg);
  cairo_restore (cr);
  pango_cairo_update_layout (cr, p.layout);

  /* The least-squares line, then the pairs. */
  double mx = 0, my = 0, sxx = 0, sxy = 0;
  for (guint i = 0; i < xs->len; i++)
    {
      mx += g_array_index (xs, double, i) / xs->len;
      my += g_array_index (ys, double, i) / xs->len;
    }
  for (guint i = 0; i < xs->len; i++)
    {
      double dx = g_array_index (xs, double, i) - mx;
      sxx += dx * dx;
      sxy += dx * (g_array_index (ys, double, i) - my);
    }
  double slope = sxy / sxx;
  cairo_save (cr);
  cairo_rectangle (cr, left, top, right - left, bottom - top);
  cairo_clip (cr);
  rgb (cr, p.fg);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, PX (x0), PY (my + slope * (x0 - mx)));
  cairo_line_to (cr, PX (x1), PY (my + slope * (x1 - mx)));
  cairo_stroke (cr);
  rgb (cr, p.dot);
  for (guint i = 0; i < xs->len; i++)
    {
      cairo_arc (cr, PX (g_array_index (xs, double, i)), PY (g_array_index (ys, double, i)),
                 xs->len > 200 ? 1.6 : 2.6, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_restore (cr);
#undef PX
#undef PY
  g_object_unref (p.layout);
  cairo_restore (cr);
}

static cairo_status_t
append_png (void *closure, const unsigned char *data, unsigned int length)
{
  g_string_append_len (closure, (const char *) data, length);
  return CAIRO_STATUS_SUCCESS;
}

gboolean
valet_chart_dd_png (ValetReport *report, gboolean lead, double width, double height,
                    ValetChartPalette palette, GString *out)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) width,
                                                         (int) height);
  cairo_t *cr = cairo_create (surface);

  valet_chart_draw_dd (cr, width, height, report, lead, palette);
  cairo_destroy (cr);
  gboolean ok = cairo_surface_write_to_png_stream (surface, append_png, out)
                == CAIRO_STATUS_SUCCESS;
  cairo_surface_destroy (surface);
  return ok;
}
