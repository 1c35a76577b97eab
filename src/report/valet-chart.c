/* valet-chart.c: ranking bars, the bidding/play scatter and a pair's
 * rounds, drawn with cairo and Pango. */
#include "config.h"

#include "valet-chart.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>

/* Okabe-Ito: blue, orange, reddish purple, bluish green; on a dark
 * background the blue is too dark and becomes sky blue. */
static const guint32 component_light[VALET_N_COMPONENTS] = {
  0x0072B2, 0xE69F00, 0xCC79A7, 0x009E73
};
static const guint32 component_dark[VALET_N_COMPONENTS] = {
  0x56B4E9, 0xE69F00, 0xCC79A7, 0x009E73
};

typedef struct {
  guint32 background, text, grid, axis, marker, marker_edge;
} Scheme;

static const Scheme scheme_light = { 0xFFFFFF, 0x1E1E1E, 0xDDDDDD, 0x767676, 0x000000, 0xFFFFFF };
static const Scheme scheme_dark = { 0x242424, 0xF0F0F0, 0x484848, 0x9A9A9A, 0xFFFFFF, 0x000000 };

typedef struct {
  cairo_t           *cr;
  PangoLayout       *layout;
  ValetReport       *report;
  ValetChartPalette  palette;
  const Scheme      *scheme;
  double             font;      /* base font size, in user units */
  double             mid;       /* 50 for matchpoints, else 0 */
} Chart;

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

static void
set_component (Chart *ch, ValetComponent c)
{
  double rgb[3];
  valet_chart_component_rgb (ch->palette, c, rgb);
  cairo_set_source_rgb (ch->cr, rgb[0], rgb[1], rgb[2]);
}

static const char *
component_label (ValetComponent c)
{
  switch (c)
    {
    case VALET_COMPONENT_BID:  return _("Bidding");
    case VALET_COMPONENT_PLAY: return _("Declarer play");
    case VALET_COMPONENT_LEAD: return _("Opening lead");
    case VALET_COMPONENT_DEF:
    default:                   return _("Defence");
    }
}

/* Without the lead split, the lead is part of the defence and has no
 * bar or legend entry of its own. */
static gboolean
shows_component (Chart *ch, ValetComponent c)
{
  return c != VALET_COMPONENT_LEAD || valet_report_options (ch->report)->lead;
}

static void
chart_init (Chart *ch, cairo_t *cr, double width, double height,
            ValetReport *report, ValetChartPalette palette)
{
  ch->cr = cr;
  ch->report = report;
  ch->palette = palette;
  ch->scheme = palette == VALET_CHART_DARK ? &scheme_dark : &scheme_light;
  ch->font = CLAMP (MIN (width, height) / 55.0, 6.5, 13.0);
  ch->mid = valet_report_is_matchpoints (report) ? 50 : 0;
  ch->layout = pango_cairo_create_layout (cr);

  cairo_save (cr);
  set_rgb (cr, ch->scheme->background);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
}

static void
chart_finish (Chart *ch)
{
  g_object_unref (ch->layout);
  cairo_restore (ch->cr);
}

/* Sets the layout's text at @size (points of the chart's user units);
 * @max_width > 0 ellipsizes. */
static void
set_text (Chart *ch, const char *text, double size, gboolean bold,
          double max_width)
{
  PangoFontDescription *fd = pango_font_description_from_string ("Sans");

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

static void
text_size (Chart *ch, double *w, double *h)
{
  PangoRectangle ink, logical;
  pango_layout_get_extents (ch->layout, &ink, &logical);
  if (w)
    *w = (double) logical.width / PANGO_SCALE;
  if (h)
    *h = (double) logical.height / PANGO_SCALE;
}

/* Draws the layout with its box aligned at (x, y): @ax and @ay are 0 for
 * left/top, 0.5 for centre, 1 for right/bottom. */
static void
draw_text (Chart *ch, double x, double y, double ax, double ay, guint32 rgb)
{
  double w, h;
  text_size (ch, &w, &h);
  set_rgb (ch->cr, rgb);
  cairo_move_to (ch->cr, x - ax * w, y - ay * h);
  pango_cairo_show_layout (ch->cr, ch->layout);
}

static void
label (Chart *ch, const char *text, double size, gboolean bold, double x,
       double y, double ax, double ay)
{
  set_text (ch, text, size, bold, -1);
  draw_text (ch, x, y, ax, ay, ch->scheme->text);
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

static void
diamond (cairo_t *cr, double x, double y, double r)
{
  cairo_new_path (cr);
  cairo_move_to (cr, x, y - r);
  cairo_line_to (cr, x + r, y);
  cairo_line_to (cr, x, y + r);
  cairo_line_to (cr, x - r, y);
  cairo_close_path (cr);
}

/* The legend on one line from (x, y), right-aligned at @right when it
 * fits; returns its height. */
static double
legend (Chart *ch, double x, double y, double right, gboolean total)
{
  double size = ch->font * 0.95, box = size * 0.9, gap = size * 0.4;
  double widths[VALET_N_COMPONENTS + 1] = { 0 }, sum = 0, h = 0;
  const char *total_label = _("Total");

  for (int c = 0; c <= VALET_N_COMPONENTS; c++)
    {
      if (c < VALET_N_COMPONENTS && !shows_component (ch, c))
        continue;
      if (c == VALET_N_COMPONENTS && !total)
        continue;
      set_text (ch, c < VALET_N_COMPONENTS ? component_label (c) : total_label,
                size, FALSE, -1);
      text_size (ch, &widths[c], &h);
      widths[c] += box + gap + size * 1.2;
      sum += widths[c];
    }
  if (right - sum > x)
    x = right - sum;
  for (int c = 0; c <= VALET_N_COMPONENTS; c++)
    {
      if (widths[c] == 0)
        continue;
      if (c < VALET_N_COMPONENTS)
        {
          set_component (ch, c);
          cairo_rectangle (ch->cr, x, y + (h - box) / 2, box, box);
          cairo_fill (ch->cr);
        }
      else
        {
          diamond (ch->cr, x + box / 2, y + h / 2, box * 0.6);
          set_rgb (ch->cr, ch->scheme->marker);
          cairo_fill_preserve (ch->cr);
          set_rgb (ch->cr, ch->scheme->marker_edge);
          cairo_set_line_width (ch->cr, box * 0.1);
          cairo_stroke (ch->cr);
        }
      set_text (ch, c < VALET_N_COMPONENTS ? component_label (c) : total_label,
                size, FALSE, -1);
      draw_text (ch, x + box + gap, y, 0, 0, ch->scheme->text);
      x += widths[c];
    }
  return h;
}

static const char *
unit_name (Chart *ch)
{
  switch (valet_report_options (ch->report)->scoring)
    {
    case VALET_SCORING_MATCHPOINTS: return _("matchpoints, %");
    case VALET_SCORING_DATUM:       return _("Butler IMPs per board");
    case VALET_SCORING_IMPS:
    default:                        return _("IMPs per board");
    }
}

/* A value axis along x from @x0 to @x1 for [@lo, @hi], with grid lines
 * from @top to @bottom and labels below. */
static void
x_axis (Chart *ch, double lo, double hi, double x0, double x1, double top,
        double bottom)
{
  double step = nice_step (hi - lo, (int) CLAMP ((x1 - x0) / (ch->font * 6), 2, 10));
  cairo_t *cr = ch->cr;

  cairo_set_line_width (cr, MAX (ch->font / 14, 0.5));
  for (double v = ceil (lo / step) * step; v <= hi + step / 1e6; v += step)
    {
      double x = x0 + (v - lo) / (hi - lo) * (x1 - x0);
      g_autofree char *t = tick_text (ch, v, step);
      set_rgb (cr, fabs (v) < step / 1e6 ? ch->scheme->axis : ch->scheme->grid);
      cairo_move_to (cr, x, top);
      cairo_line_to (cr, x, bottom);
      cairo_stroke (cr);
      label (ch, t, ch->font * 0.85, FALSE, x, bottom + ch->font * 0.3, 0.5, 0);
    }
}

static void
y_axis (Chart *ch, double lo, double hi, double y0, double y1, double left,
        double right)
{
  double step = nice_step (hi - lo, (int) CLAMP ((y0 - y1) / (ch->font * 3), 2, 10));
  cairo_t *cr = ch->cr;

  cairo_set_line_width (cr, MAX (ch->font / 14, 0.5));
  for (double v = ceil (lo / step) * step; v <= hi + step / 1e6; v += step)
    {
      double y = y0 - (v - lo) / (hi - lo) * (y0 - y1);
      g_autofree char *t = tick_text (ch, v, step);
      set_rgb (cr, fabs (v) < step / 1e6 ? ch->scheme->axis : ch->scheme->grid);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, right, y);
      cairo_stroke (cr);
      label (ch, t, ch->font * 0.85, FALSE, left - ch->font * 0.3, y, 1, 0.5);
    }
}

/* Widens [lo, hi] a little and keeps zero inside. */
static void
pad_range (double *lo, double *hi)
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

static void
title (Chart *ch, const char *text, double width, double *y)
{
  set_text (ch, text, ch->font * 1.25, TRUE, width - 2 * ch->font);
  draw_text (ch, ch->font, *y, 0, 0, ch->scheme->text);
  double h;
  text_size (ch, NULL, &h);
  *y += h + ch->font * 0.3;
}

void
valet_chart_draw_ranking (cairo_t *cr, double width, double height,
                          ValetReport *report, guint first, guint count,
                          ValetChartPalette palette)
{
  Chart ch;
  guint n = valet_report_n_pairs (report);
  double lo = 0, hi = 0, y = 0, name_w = 0;

  chart_init (&ch, cr, width, height, report, palette);
  y = ch.font * 0.6;
  {
    g_autofree char *t = g_strdup_printf (_("Score per board and its components (%s)"),
                                          unit_name (&ch));
    title (&ch, t, width, &y);
  }
  y += legend (&ch, ch.font, y, width - ch.font, TRUE) + ch.font * 0.6;

  first = MIN (first, n);
  count = MIN (count, n - first);
  for (guint i = 0; i < n; i++)
    {
      ValetComponents c;
      double neg = 0, pos = 0;
      valet_report_pair_components (report, valet_report_pair (report, i), &c);
      for (int k = 0; k < VALET_N_COMPONENTS; k++)
        {
          if (c.share[k] < 0)
            neg += c.share[k];
          else
            pos += c.share[k];
        }
      lo = MIN (lo, MIN (neg, c.total - ch.mid));
      hi = MAX (hi, MAX (pos, c.total - ch.mid));
    }
  pad_range (&lo, &hi);

  double bottom = height - ch.font * 2.2;
  double row_h = count ? (bottom - y) / count : 0;
  double name_size = MIN (ch.font * 0.85, row_h * 0.8);
  gboolean names = name_size >= 4;

  if (names)
    for (guint i = first; i < first + count; i++)
      {
        g_autofree char *name = valet_report_pair_name (report, valet_report_pair (report, i));
        g_autofree char *text = g_strdup_printf ("%u. %s", i + 1, name);
        double w;
        set_text (&ch, text, name_size, FALSE, -1);
        text_size (&ch, &w, NULL);
        name_w = MAX (name_w, w);
      }
  name_w = MIN (name_w, width * 0.4);
  double x0 = ch.font + name_w + (names ? ch.font * 0.5 : 0), x1 = width - ch.font * 1.5;
#define X(v) (x0 + ((v) - lo) / (hi - lo) * (x1 - x0))

  x_axis (&ch, lo, hi, x0, x1, y, bottom);
  for (guint i = first; i < first + count; i++)
    {
      const ValetPairScore *p = valet_report_pair (report, i);
      ValetComponents c;
      double row_y = y + (i - first) * row_h, bar_h = row_h * 0.7;
      double by = row_y + (row_h - bar_h) / 2, neg = 0, pos = 0;

      valet_report_pair_components (report, p, &c);
      for (int k = 0; k < VALET_N_COMPONENTS; k++)
        {
          double v = c.share[k], from;
          if (v == 0 || !shows_component (&ch, k))
            continue;
          from = v < 0 ? neg : pos;
          set_component (&ch, k);
          cairo_rectangle (cr, X (from), by, X (from + v) - X (from), bar_h);
          cairo_fill (cr);
          if (v < 0)
            neg += v;
          else
            pos += v;
        }
      diamond (cr, X (c.total - ch.mid), row_y + row_h / 2, MAX (bar_h * 0.45, 1.5));
      set_rgb (cr, ch.scheme->marker);
      cairo_fill_preserve (cr);
      set_rgb (cr, ch.scheme->marker_edge);
      cairo_set_line_width (cr, MAX (bar_h * 0.08, 0.3));
      cairo_stroke (cr);

      if (names)
        {
          g_autofree char *name = valet_report_pair_name (report, p);
          g_autofree char *text = g_strdup_printf ("%u. %s", i + 1, name);
          set_text (&ch, text, name_size, FALSE, name_w);
          draw_text (&ch, ch.font, row_y + row_h / 2, 0, 0.5, ch.scheme->text);
        }
    }
#undef X
  chart_finish (&ch);
}

typedef struct {
  double x, y;
  guint  rank;
} Point;

void
valet_chart_draw_scatter (cairo_t *cr, double width, double height,
                          ValetReport *report, ValetChartPalette palette)
{
  Chart ch;
  guint n = valet_report_n_pairs (report);
  g_autofree Point *pts = g_new0 (Point, MAX (n, 1));
  double xlo = 0, xhi = 0, ylo = 0, yhi = 0, y = 0;
  /* Enough labels to name the leaders and the tail without clutter. */
  guint n_labels = n <= 12 ? n : 5;

  chart_init (&ch, cr, width, height, report, palette);
  y = ch.font * 0.6;
  {
    g_autofree char *t = g_strdup_printf (_("Bidding against play and defence (%s)"),
                                          unit_name (&ch));
    title (&ch, t, width, &y);
  }
  if (n > 12)
    {
      /* What the two colours of named points mean. */
      g_autofree char *first = g_strdup_printf (_("First %u pairs"), n_labels);
      g_autofree char *last = g_strdup_printf (_("Last %u pairs"), n_labels);
      double size = ch.font * 0.9, tw, th, x = ch.font;
      for (int k = 0; k < 2; k++)
        {
          set_text (&ch, k == 0 ? first : last, size, FALSE, -1);
          text_size (&ch, &tw, &th);
          set_component (&ch, k == 0 ? VALET_COMPONENT_BID : VALET_COMPONENT_PLAY);
          cairo_new_sub_path (cr);
          cairo_arc (cr, x + size * 0.4, y + th / 2, size * 0.35, 0, 2 * G_PI);
          cairo_fill (cr);
          draw_text (&ch, x + size, y, 0, 0, ch.scheme->text);
          x += size * 2.5 + tw;
        }
      y += th;
    }
  y += ch.font * 0.4;

  for (guint i = 0; i < n; i++)
    {
      ValetComponents c;
      valet_report_pair_components (report, valet_report_pair (report, i), &c);
      pts[i].x = c.share[VALET_COMPONENT_BID];
      pts[i].y = c.share[VALET_COMPONENT_PLAY] + c.share[VALET_COMPONENT_LEAD]
                 + c.share[VALET_COMPONENT_DEF];
      pts[i].rank = i + 1;
      xlo = MIN (xlo, pts[i].x);
      xhi = MAX (xhi, pts[i].x);
      ylo = MIN (ylo, pts[i].y);
      yhi = MAX (yhi, pts[i].y);
    }
  pad_range (&xlo, &xhi);
  pad_range (&ylo, &yhi);

  double left = ch.font * 6.5, right = width - ch.font, top = y;
  double bottom = height - ch.font * 3.6;
  double saved_mid = ch.mid;
#define PX(v) (left + ((v) - xlo) / (xhi - xlo) * (right - left))
#define PY(v) (bottom - ((v) - ylo) / (yhi - ylo) * (bottom - top))

  /* Shares are distances from the average, also for matchpoints. */
  ch.mid = 0;
  x_axis (&ch, xlo, xhi, left, right, top, bottom);
  y_axis (&ch, ylo, yhi, bottom, top, left, right);
  ch.mid = saved_mid;
  label (&ch, _("Bidding"), ch.font, TRUE, (left + right) / 2,
         height - ch.font * 0.4, 0.5, 1);
  cairo_save (cr);
  cairo_translate (cr, ch.font * 0.4, (top + bottom) / 2);
  cairo_rotate (cr, -G_PI / 2);
  label (&ch, _("Declarer play and defence"), ch.font, TRUE, 0, 0, 0.5, 0);
  cairo_restore (cr);

  double r = MAX (ch.font * 0.3, 1.5);
  for (guint i = n; i-- > 0;)
    {
      gboolean top_pair = i < n_labels;
      gboolean bottom_pair = n > 12 && i >= n - n_labels;
      cairo_new_sub_path (cr);
      cairo_arc (cr, PX (pts[i].x), PY (pts[i].y), r, 0, 2 * G_PI);
      if (top_pair)
        set_component (&ch, VALET_COMPONENT_BID);
      else if (bottom_pair)
        set_component (&ch, VALET_COMPONENT_PLAY);
      else
        set_rgb (cr, ch.scheme->axis);
      cairo_fill (cr);
    }

  /* Labels beside their points, moved down when they would overlap one
   * already placed. */
  double placed[2 * 12][4];
  guint n_placed = 0;
  for (guint i = 0; i < n; i++)
    {
      gboolean top_pair = i < n_labels;
      gboolean bottom_pair = n > 12 && i >= n - n_labels;
      g_autofree char *name = NULL, *text = NULL;
      double w, h, lx, ly;

      if (!top_pair && !bottom_pair)
        continue;
      name = valet_report_pair_name (report, valet_report_pair (report, i));
      text = g_strdup_printf ("%u. %s", i + 1, name);
      set_text (&ch, text, ch.font * 0.8, FALSE, (right - left) * 0.45);
      text_size (&ch, &w, &h);
      lx = PX (pts[i].x) + r * 1.8;
      if (lx + w > right)
        lx = PX (pts[i].x) - r * 1.8 - w;
      ly = PY (pts[i].y) - h / 2;
      for (guint tries = 0; tries < 2 * 12; tries++)
        {
          gboolean clash = FALSE;
          for (guint j = 0; j < n_placed && !clash; j++)
            clash = lx < placed[j][0] + placed[j][2] && placed[j][0] < lx + w
                    && ly < placed[j][1] + placed[j][3] && placed[j][1] < ly + h;
          if (!clash)
            break;
          ly += h * 0.9;
        }
      /* A halo keeps the name readable over grid lines and points. */
      set_rgb (cr, ch.scheme->background);
      cairo_save (cr);
      cairo_rectangle (cr, lx - 1, ly, w + 2, h);
      cairo_clip (cr);
      cairo_paint_with_alpha (cr, 0.75);
      cairo_restore (cr);
      draw_text (&ch, lx, ly, 0, 0, ch.scheme->text);
      if (n_placed < G_N_ELEMENTS (placed))
        {
          placed[n_placed][0] = lx;
          placed[n_placed][1] = ly;
          placed[n_placed][2] = w;
          placed[n_placed][3] = h;
          n_placed++;
        }
    }
  /* The named points again, over any halo that covered them. */
  for (guint i = 0; i < n; i++)
    {
      gboolean top_pair = i < n_labels;
      gboolean bottom_pair = n > 12 && i >= n - n_labels;
      if (!top_pair && !bottom_pair)
        continue;
      cairo_new_sub_path (cr);
      cairo_arc (cr, PX (pts[i].x), PY (pts[i].y), r, 0, 2 * G_PI);
      set_component (&ch, top_pair ? VALET_COMPONENT_BID : VALET_COMPONENT_PLAY);
      cairo_fill (cr);
    }
#undef PX
#undef PY
  chart_finish (&ch);
}

void
valet_chart_draw_rounds (cairo_t *cr, double width, double height,
                         ValetReport *report, const ValetPairScore *pair,
                         ValetChartPalette palette)
{
  Chart ch;
  g_autoptr (GArray) rounds = valet_report_pair_rounds (report, pair);
  g_autofree char *name = valet_report_pair_name (report, pair);
  double lo = 0, hi = 0, y;
  int shown[VALET_N_COMPONENTS], n_shown = 0;

  chart_init (&ch, cr, width, height, report, palette);
  y = ch.font * 0.6;
  {
    g_autofree char *t = g_strdup_printf (_("%s: components per round (%s)"),
                                          name, unit_name (&ch));
    title (&ch, t, width, &y);
  }
  y += legend (&ch, ch.font, y, width - ch.font, TRUE) + ch.font * 0.6;

  for (int k = 0; k < VALET_N_COMPONENTS; k++)
    if (shows_component (&ch, k))
      shown[n_shown++] = k;
  for (guint i = 0; i < rounds->len; i++)
    {
      const ValetComponents *c = &g_array_index (rounds, ValetRoundComponents, i).c;
      for (int k = 0; k < VALET_N_COMPONENTS; k++)
        {
          lo = MIN (lo, c->share[k]);
          hi = MAX (hi, c->share[k]);
        }
      lo = MIN (lo, c->total - ch.mid);
      hi = MAX (hi, c->total - ch.mid);
    }
  pad_range (&lo, &hi);

  double left = ch.font * 4, right = width - ch.font, top = y;
  double bottom = height - ch.font * 3.6;
  double slot = rounds->len ? (right - left) / rounds->len : 0;
  /* Bars stay slim when there are few rounds, centred in their slot. */
  double bar_w = MIN (slot * 0.8 / (n_shown + 0.5), ch.font * 1.5);
  double group_w = bar_w * n_shown;
#define PY(v) (bottom - ((v) - lo) / (hi - lo) * (bottom - top))

  y_axis (&ch, lo, hi, bottom, top, left, right);
  /* Round labels thinned out so that they never collide. */
  guint every = 1;
  {
    set_text (&ch, "888", ch.font * 0.85, FALSE, -1);
    double w;
    text_size (&ch, &w, NULL);
    while (slot * every < w * 1.3 && every < rounds->len)
      every++;
  }
  for (guint i = 0; i < rounds->len; i++)
    {
      const ValetRoundComponents *rc = &g_array_index (rounds, ValetRoundComponents, i);
      double x = left + (i + 0.5) * slot - group_w / 2;
      for (int s = 0; s < n_shown; s++)
        {
          double v = rc->c.share[shown[s]];
          set_component (&ch, shown[s]);
          cairo_rectangle (cr, x + s * bar_w, PY (MAX (v, 0)), bar_w,
                           PY (MIN (v, 0)) - PY (MAX (v, 0)));
          cairo_fill (cr);
        }
      diamond (cr, left + (i + 0.5) * slot, PY (rc->c.total - ch.mid),
               MAX (MIN (bar_w, ch.font * 0.5), 1.5));
      set_rgb (cr, ch.scheme->marker);
      cairo_fill_preserve (cr);
      set_rgb (cr, ch.scheme->marker_edge);
      cairo_set_line_width (cr, MAX (ch.font * 0.06, 0.3));
      cairo_stroke (cr);
      if (i % every == 0)
        {
          g_autofree char *t = g_strdup_printf ("%u", rc->round);
          label (&ch, t, ch.font * 0.85, FALSE, left + (i + 0.5) * slot,
                 bottom + ch.font * 0.3, 0.5, 0);
        }
    }
  label (&ch, _("Round"), ch.font, TRUE, (left + right) / 2,
         height - ch.font * 0.4, 0.5, 1);
#undef PY
  chart_finish (&ch);
}
