/* valet-chart-paint.c: what the charts are drawn with: colours, text,
 * axes and markers, in cairo and Pango. */
#include "config.h"

#include "valet-chart-private.h"

#include <math.h>
#include <string.h>

/* Okabe-Ito: blue, orange, reddish purple, bluish green; on a dark
 * background the blue is too dark and becomes sky blue. */
static const guint32 component_light[VALET_N_COMPONENTS] = {
  0x0072B2, 0xE69F00, 0xCC79A7, 0x009E73, 0xD55E00
};
static const guint32 component_dark[VALET_N_COMPONENTS] = {
  0x56B4E9, 0xE69F00, 0xCC79A7, 0x009E73, 0xD55E00
};

typedef ValetChartScheme Scheme;
typedef ValetChartContext Chart;

static const Scheme scheme_light = { 0xFFFFFF, 0x1E1E1E, 0xDDDDDD, 0x767676, 0x000000, 0xFFFFFF };
static const Scheme scheme_dark = { 0x242424, 0xF0F0F0, 0x484848, 0x9A9A9A, 0xFFFFFF, 0x000000 };

static const char *const role_names[VALET_CHART_N_ROLES] = {
  "bg", "text", "grid", "axis", "mark", "edge"
};

guint32
_valet_chart_role_rgb (ValetChartPalette palette, ValetChartRole role)
{
  const Scheme *s = palette == VALET_CHART_DARK ? &scheme_dark : &scheme_light;
  const guint32 v[VALET_CHART_N_ROLES] = {
    s->background, s->text, s->grid, s->axis, s->marker, s->marker_edge
  };

  return v[role];
}

const char *
_valet_chart_role_name (ValetChartRole role)
{
  return role_names[role];
}

void
valet_chart_component_rgb (ValetChartPalette palette, ValetComponent c,
                           double rgb[3])
{
  guint32 v = (palette == VALET_CHART_DARK ? component_dark : component_light)[c];
  rgb[0] = ((v >> 16) & 0xFF) / 255.0;
  rgb[1] = ((v >> 8) & 0xFF) / 255.0;
  rgb[2] = (v & 0xFF) / 255.0;
}

static void
set_rgb (cairo_t *cr, guint32 v)
{
  cairo_set_source_rgb (cr, ((v >> 16) & 0xFF) / 255.0, ((v >> 8) & 0xFF) / 255.0,
                        (v & 0xFF) / 255.0);
}

void
_valet_chart_colour (Chart *ch, ValetChartRole role)
{
  set_rgb (ch->cr, _valet_chart_role_rgb (ch->palette, role));
  ch->role = role_names[role];
}

void
_valet_chart_set_component (Chart *ch, ValetComponent c)
{
  static const char *const roles[VALET_N_COMPONENTS] = { "c0", "c1", "c2", "c3", "c4" };
  double rgb[3];

  valet_chart_component_rgb (ch->palette, c, rgb);
  cairo_set_source_rgb (ch->cr, rgb[0], rgb[1], rgb[2]);
  ch->role = roles[c];
}

/* A coordinate for the SVG: a tenth of a unit is finer than a screen
 * shows, and "12" is shorter than "12.0". */
static void
svg_number (GString *out, double v)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  char *s = g_ascii_formatd (buf, sizeof buf, "%.1f", fabs (v) < 0.05 ? 0 : v);
  size_t len = strlen (s);

  if (len > 2 && strcmp (s + len - 2, ".0") == 0)
    s[len - 2] = '\0';
  g_string_append (out, s);
}

/* The current path as an SVG path element in the colour's variable:
 * filled, or stroked (@stroke) at the line width.  The SVG chart is
 * drawn without transformations, so user space is the SVG's. */
static void
svg_path (Chart *ch, gboolean stroke)
{
  static const char ops[] = { 'M', 'L', 'C', 'Z' };
  cairo_path_t *path = cairo_copy_path (ch->cr);

  g_string_append_printf (ch->svg, "<path class=\"%c%s\"", stroke ? 's' : 'f', ch->role);
  if (stroke)
    {
      g_string_append (ch->svg, " stroke-width=\"");
      svg_number (ch->svg, cairo_get_line_width (ch->cr));
      g_string_append_c (ch->svg, '"');
    }
  g_string_append (ch->svg, " d=\"");
  for (int i = 0; i < path->num_data; i += path->data[i].header.length)
    {
      const cairo_path_data_t *d = &path->data[i];
      int next = i + d->header.length;
      /* cairo moves to a closed figure's start after closing it: a move
       * that nothing is drawn from says nothing. */
      if (d->header.type == CAIRO_PATH_MOVE_TO
          && (next >= path->num_data || path->data[next].header.type == CAIRO_PATH_MOVE_TO))
        continue;
      g_string_append_c (ch->svg, ops[d->header.type]);
      for (int p = 1; p < d->header.length; p++)
        {
          if (p > 1)
            g_string_append_c (ch->svg, ' ');
          svg_number (ch->svg, d[p].point.x);
          g_string_append_c (ch->svg, ',');
          svg_number (ch->svg, d[p].point.y);
        }
    }
  g_string_append (ch->svg, "\"/>\n");
  cairo_path_destroy (path);
}

void
_valet_chart_fill (Chart *ch)
{
  if (ch->svg == NULL)
    {
      cairo_fill (ch->cr);
      return;
    }
  svg_path (ch, FALSE);
  cairo_new_path (ch->cr);
}

void
_valet_chart_fill_preserve (Chart *ch)
{
  if (ch->svg == NULL)
    cairo_fill_preserve (ch->cr);
  else
    svg_path (ch, FALSE);
}

void
_valet_chart_stroke (Chart *ch)
{
  if (ch->svg == NULL)
    {
      cairo_stroke (ch->cr);
      return;
    }
  svg_path (ch, TRUE);
  cairo_new_path (ch->cr);
}

void
_valet_chart_begin (Chart *ch, cairo_t *cr, double width, double height,
                    ValetReport *report, ValetChartPalette palette)
{
  PangoContext *context;
  cairo_font_options_t *options;

  ch->scratch = NULL;
  ch->svg = NULL;
  ch->role = "text";
  if (cr == NULL)
    {
      ch->scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
      cr = cairo_create (ch->scratch);
    }
  ch->cr = cr;
  ch->report = report;
  ch->run = valet_report_run (report);
  ch->palette = palette;
  ch->scheme = palette == VALET_CHART_DARK ? &scheme_dark : &scheme_light;
  /* Text in proportion to the chart, but no smaller than a short chart
   * needs: its title, legend and axes take about ten lines. */
  ch->font = CLAMP (MIN (width / 55.0, height / 30.0), 6.5, 13.0);
  ch->mid = valet_report_is_matchpoints (report) ? 50 : 0;
  ch->layout = pango_cairo_create_layout (cr);

  /* Text measures the same on every surface (the screen's, a PDF page's,
   * the hit tests' scratch one), so that all of them agree on where
   * things are. */
  context = pango_layout_get_context (ch->layout);
  options = cairo_font_options_create ();
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (context, options);
  cairo_font_options_destroy (options);
  pango_context_set_round_glyph_positions (context, FALSE);
  pango_layout_context_changed (ch->layout);
  cairo_save (cr);
}

void
_valet_chart_end (Chart *ch)
{
  g_object_unref (ch->layout);
  cairo_restore (ch->cr);
  if (ch->scratch)
    {
      cairo_destroy (ch->cr);
      cairo_surface_destroy (ch->scratch);
    }
}

void
_valet_chart_init (Chart *ch, cairo_t *cr, double width, double height,
                   ValetReport *report, ValetChartPalette palette)
{
  _valet_chart_begin (ch, cr, width, height, report, palette);
  _valet_chart_colour (ch, VALET_CHART_ROLE_BG);
  cairo_rectangle (ch->cr, 0, 0, width, height);
  _valet_chart_fill (ch);
}

/* Sets the layout's text at @size (points of the chart's user units);
 * @max_width > 0 ellipsizes. */
void
_valet_chart_set_text (Chart *ch, const char *text, double size, gboolean bold,
                       double max_width)
{
  PangoFontDescription *fd = pango_font_description_new ();

  pango_font_description_set_family_static (fd, "Sans");
  pango_font_description_set_absolute_size (fd, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (fd, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (ch->layout, fd);
  pango_font_description_free (fd);
  pango_layout_set_width (ch->layout, max_width > 0 ? (int) (max_width * PANGO_SCALE) : -1);
  pango_layout_set_ellipsize (ch->layout, max_width > 0 ? PANGO_ELLIPSIZE_END
                                                       : PANGO_ELLIPSIZE_NONE);
  pango_layout_set_text (ch->layout, text, -1);
}

void
_valet_chart_text_size (Chart *ch, double *w, double *h)
{
  PangoRectangle logical;
  pango_layout_get_extents (ch->layout, NULL, &logical);
  if (w)
    *w = (double) logical.width / PANGO_SCALE;
  if (h)
    *h = (double) logical.height / PANGO_SCALE;
}

/* Draws the layout with its box aligned at (x, y): @ax and @ay are 0 for
 * left/top, 0.5 for centre, 1 for right/bottom. */
void
_valet_chart_draw_text (Chart *ch, double x, double y, double ax, double ay,
                        ValetChartRole role)
{
  double w, h;
  _valet_chart_text_size (ch, &w, &h);
  _valet_chart_colour (ch, role);
  _valet_chart_show_layout (ch, ch->layout, x - ax * w, y - ay * h, ax);
}

void
_valet_chart_show_layout (Chart *ch, PangoLayout *layout, double left, double top, double ax)
{
  if (ch->svg == NULL)
    {
      cairo_move_to (ch->cr, left, top);
      pango_cairo_show_layout (ch->cr, layout);
      return;
    }

  /* Text as text, which a reader can find and hear.  It stands at its
   * anchor, so that where the reader's font is wider or narrower than
   * the one measured here, centred and right-aligned text stays so. */
  PangoRectangle logical;
  const PangoFontDescription *fd = pango_layout_get_font_description (layout);
  double size = fd ? pango_font_description_get_size (fd) / (double) PANGO_SCALE : ch->font;
  g_autofree char *text = g_markup_escape_text (pango_layout_get_text (layout), -1);

  pango_layout_get_extents (layout, NULL, &logical);
  g_string_append_printf (ch->svg, "<text class=\"f%s\" x=\"", ch->role);
  svg_number (ch->svg, left + ax * logical.width / PANGO_SCALE);
  g_string_append (ch->svg, "\" y=\"");
  svg_number (ch->svg, top + pango_layout_get_baseline (layout) / (double) PANGO_SCALE);
  g_string_append (ch->svg, "\" font-size=\"");
  svg_number (ch->svg, size);
  g_string_append_c (ch->svg, '"');
  if (ax > 0)
    g_string_append (ch->svg, ax < 1 ? " text-anchor=\"middle\"" : " text-anchor=\"end\"");
  if (fd && pango_font_description_get_weight (fd) >= PANGO_WEIGHT_BOLD)
    g_string_append (ch->svg, " font-weight=\"bold\"");
  g_string_append_printf (ch->svg, ">%s</text>\n", text);
}

void
_valet_chart_label (Chart *ch, const char *text, double size, gboolean bold, double x,
                    double y, double ax, double ay)
{
  _valet_chart_set_text (ch, text, size, bold, -1);
  _valet_chart_draw_text (ch, x, y, ax, ay, VALET_CHART_ROLE_TEXT);
}

/* A round step for about @n ticks over @span. */
static double
nice_step (double span, int n)
{
  double raw = span / MAX (n, 1), mag, f;

  if (raw <= 0 || !isfinite (raw))
    return 1;
  mag = pow (10, floor (log10 (raw)));
  f = raw / mag;
  return (f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10) * mag;
}

static char *
tick_text (Chart *ch, double value, double step)
{
  int decimals = step >= 1 ? 0 : step >= 0.1 ? 1 : 2;
  if (fabs (value) < step / 1e6)
    value = 0;
  return g_strdup_printf ("%.*f", decimals, value + ch->mid);
}

void
_valet_chart_diamond (cairo_t *cr, double x, double y, double r)
{
  cairo_new_path (cr);
  cairo_move_to (cr, x, y - r);
  cairo_line_to (cr, x + r, y);
  cairo_line_to (cr, x, y + r);
  cairo_line_to (cr, x - r, y);
  cairo_close_path (cr);
}

/* A value axis along x from @x0 to @x1 for [@lo, @hi], with grid lines
 * from @top to @bottom and labels below. */
void
_valet_chart_x_axis (Chart *ch, double lo, double hi, double x0, double x1, double top,
                     double bottom)
{
  double step = nice_step (hi - lo, (int) CLAMP ((x1 - x0) / (ch->font * 6), 2, 10));
  cairo_t *cr = ch->cr;

  cairo_set_line_width (cr, MAX (ch->font / 14, 0.5));
  for (double v = ceil (lo / step) * step; v <= hi + step / 1e6; v += step)
    {
      double x = x0 + (v - lo) / (hi - lo) * (x1 - x0);
      g_autofree char *t = tick_text (ch, v, step);
      _valet_chart_colour (ch, fabs (v) < step / 1e6 ? VALET_CHART_ROLE_AXIS : VALET_CHART_ROLE_GRID);
      cairo_move_to (cr, x, top);
      cairo_line_to (cr, x, bottom);
      _valet_chart_stroke (ch);
      _valet_chart_label (ch, t, ch->font * 0.85, FALSE, x, bottom + ch->font * 0.3, 0.5, 0);
    }
}

void
_valet_chart_x_labels_above (Chart *ch, double lo, double hi, double x0, double x1, double top)
{
  double step = nice_step (hi - lo, (int) CLAMP ((x1 - x0) / (ch->font * 6), 2, 10));

  for (double v = ceil (lo / step) * step; v <= hi + step / 1e6; v += step)
    {
      double x = x0 + (v - lo) / (hi - lo) * (x1 - x0);
      g_autofree char *t = tick_text (ch, v, step);
      _valet_chart_label (ch, t, ch->font * 0.85, FALSE, x, top - ch->font * 0.3, 0.5, 1);
    }
}

void
_valet_chart_y_axis (Chart *ch, double lo, double hi, double y0, double y1, double left,
                     double right)
{
  double step = nice_step (hi - lo, (int) CLAMP ((y0 - y1) / (ch->font * 3), 2, 10));
  cairo_t *cr = ch->cr;

  cairo_set_line_width (cr, MAX (ch->font / 14, 0.5));
  for (double v = ceil (lo / step) * step; v <= hi + step / 1e6; v += step)
    {
      double y = y0 - (v - lo) / (hi - lo) * (y0 - y1);
      g_autofree char *t = tick_text (ch, v, step);
      _valet_chart_colour (ch, fabs (v) < step / 1e6 ? VALET_CHART_ROLE_AXIS : VALET_CHART_ROLE_GRID);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, right, y);
      _valet_chart_stroke (ch);
      _valet_chart_label (ch, t, ch->font * 0.85, FALSE, left - ch->font * 0.3, y, 1, 0.5);
    }
}

/* Widens [lo, hi] a little and keeps zero inside. */
void
_valet_chart_pad_range (double *lo, double *hi)
{
  *lo = MIN (*lo, 0);
  *hi = MAX (*hi, 0);
  if (*hi - *lo < 1e-9)
    {
      *lo -= 1;
      *hi += 1;
    }
  double pad = (*hi - *lo) * 0.05;
  *lo -= pad;
  *hi += pad;
}

void
_valet_chart_total_marker (Chart *ch, double x, double y, double r, double line)
{
  _valet_chart_diamond (ch->cr, x, y, r);
  _valet_chart_colour (ch, VALET_CHART_ROLE_MARK);
  _valet_chart_fill_preserve (ch);
  _valet_chart_colour (ch, VALET_CHART_ROLE_EDGE);
  cairo_set_line_width (ch->cr, line);
  _valet_chart_stroke (ch);
}
