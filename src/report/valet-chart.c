/* valet-chart.c: ranking bars, the bidding/play scatter and a pair's
 * rounds: where their parts go, their drawing, and what their tooltips
 * say. */
#include "config.h"

#include "valet-chart-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "valet-display.h"

/* A ranking of more rows than this has its scale above them too. */
#define TALL_RANKING_ROWS 40

typedef ValetChartContext Chart;

const char *
_valet_chart_component_label (ValetComponent c)
{
  switch (c)
    {
    case VALET_COMPONENT_BID:  return _("Bidding");
    case VALET_COMPONENT_PLAY: return _("Declarer play");
    case VALET_COMPONENT_LEAD: return _("Opening lead");
    case VALET_COMPONENT_ADJUSTED: return _("Adjusted scores");
    case VALET_COMPONENT_DEF:
    default:                   return _("Defence");
    }
}

/* Without the lead split, the lead is part of the defence and has no
 * bar or legend entry of its own; artificial scores have one only when
 * the results hold some. */
gboolean
_valet_chart_shows_component (ValetReport *report, ValetComponent c)
{
  const ValetOptions *o = valet_report_options (report);
  if (c == VALET_COMPONENT_LEAD)
    return o->lead;
  if (c == VALET_COMPONENT_ADJUSTED)
    return (o->columns & VALET_EXTRA_ADJUSTED) != 0;
  return TRUE;
}

static gboolean
shows_component (Chart *ch, ValetComponent c)
{
  return _valet_chart_shows_component (ch->report, c);
}

static double
legend_height (Chart *ch)
{
  double h;
  _valet_chart_set_text (ch, _("Total"), ch->font * 0.95, FALSE, -1);
  _valet_chart_text_size (ch, NULL, &h);
  return h;
}

/* The legend's entries: the components, then the totals' marker, then
 * the whisker of their 95 % intervals. */
enum { LEGEND_TOTAL = VALET_N_COMPONENTS, LEGEND_INTERVAL, N_LEGEND };

static const char *
legend_label (int entry)
{
  if (entry == LEGEND_TOTAL)
    return _("Total");
  if (entry == LEGEND_INTERVAL)
    /* xgettext:no-c-format */
    return _("95 % interval");
  return _valet_chart_component_label (entry);
}

/* A whisker from @x0 to @x1 at @y, with end caps @cap high. */
static void
whisker (cairo_t *cr, double x0, double x1, double y, double cap)
{
  cairo_move_to (cr, x0, y);
  cairo_line_to (cr, x1, y);
  cairo_move_to (cr, x0, y - cap / 2);
  cairo_line_to (cr, x0, y + cap / 2);
  cairo_move_to (cr, x1, y - cap / 2);
  cairo_line_to (cr, x1, y + cap / 2);
}

/* The entry's key, a @box wide, in a line @h high from (x, y). */
static void
legend_key (Chart *ch, int entry, double x, double y, double box, double h)
{
  if (entry < VALET_N_COMPONENTS)
    {
      _valet_chart_set_component (ch, entry);
      cairo_rectangle (ch->cr, x, y + (h - box) / 2, box, box);
      _valet_chart_fill (ch);
    }
  else if (entry == LEGEND_TOTAL)
    {
      _valet_chart_diamond (ch->cr, x + box / 2, y + h / 2, box * 0.6);
      _valet_chart_colour (ch, VALET_CHART_ROLE_MARK);
      _valet_chart_fill_preserve (ch);
      _valet_chart_colour (ch, VALET_CHART_ROLE_EDGE);
      cairo_set_line_width (ch->cr, box * 0.1);
      _valet_chart_stroke (ch);
    }
  else
    {
      cairo_new_path (ch->cr);
      whisker (ch->cr, x, x + box, y + h / 2, box * 0.7);
      _valet_chart_colour (ch, VALET_CHART_ROLE_TEXT);
      cairo_set_line_width (ch->cr, MAX (box * 0.1, 0.5));
      _valet_chart_stroke (ch);
    }
}

/* The legend on one line from (x, y), right-aligned at @right when it
 * fits; the totals' marker when @total, and their intervals' whiskers
 * when @interval. */
static void
legend (Chart *ch, double x, double y, double right, gboolean total, gboolean interval)
{
  double size = ch->font * 0.95, box = size * 0.9, gap = size * 0.4;
  double widths[N_LEGEND] = { 0 }, sum = 0, h = legend_height (ch);

  for (int c = 0; c < N_LEGEND; c++)
    {
      if ((c < VALET_N_COMPONENTS && !shows_component (ch, c))
          || (c == LEGEND_TOTAL && !total) || (c == LEGEND_INTERVAL && !interval))
        continue;
      _valet_chart_set_text (ch, legend_label (c), size, FALSE, -1);
      _valet_chart_text_size (ch, &widths[c], NULL);
      widths[c] += box + gap + size * 1.2;
      sum += widths[c];
    }
  if (right - sum > x)
    x = right - sum;
  for (int c = 0; c < N_LEGEND; c++)
    {
      if (widths[c] == 0)
        continue;
      legend_key (ch, c, x, y, box, h);
      _valet_chart_set_text (ch, legend_label (c), size, FALSE, -1);
      _valet_chart_draw_text (ch, x + box + gap, y, 0, 0, VALET_CHART_ROLE_TEXT);
      x += widths[c];
    }
}

static const char *
unit_name (Chart *ch)
{
  return valet_scoring_unit (valet_report_options (ch->report)->scoring);
}

/* The title, on one line (ellipsized) from @y; returns the y below it. */
static double
title (Chart *ch, const char *text, double width, double y, gboolean draw)
{
  double h;
  _valet_chart_set_text (ch, text, ch->font * 1.25, TRUE, width - 2 * ch->font);
  if (draw)
    _valet_chart_draw_text (ch, ch->font, y, 0, 0, VALET_CHART_ROLE_TEXT);
  _valet_chart_text_size (ch, NULL, &h);
  return y + h + ch->font * 0.3;
}

static char *
ranking_title (Chart *ch)
{
  return g_strdup_printf (_("Score per board and its components (%s)"), unit_name (ch));
}

/* The range of the bars and totals of the pairs from @first, @count of
 * them. */
static void
ranking_range (Chart *ch, guint first, guint count, double *lo, double *hi)
{
  valet_run_bar_extent (ch->run, first, count, lo, hi);
  _valet_chart_pad_range (lo, hi);
}

/* The rank as the tables print it: shared ("9=") only by scores that
 * read the same. */
static char *
ranked_name (Chart *ch, guint position)
{
  return valet_run_ranked_label (ch->run, position);
}

void
_valet_chart_ranking_layout (Chart *ch, double width, double height, guint first,
                             guint count, ValetChartScale scale, ValetRankingLayout *l)
{
  guint n = valet_run_n_ranked (ch->run);
  g_autofree char *t = NULL;

  /* Names shrink to fit thin rows, so the text need not shrink with a
   * short chart of a few pairs: it follows the width, as long as the
   * title, legend and axis leave room for the rows. */
  ch->font = CLAMP (MIN (width / 55.0, height / 12.0), 6.5, 13.0);
  t = ranking_title (ch);
  l->first = MIN (first, n);
  l->count = MIN (count, n - l->first);
  l->title_y = ch->font * 0.6;
  l->legend_y = title (ch, t, width, l->title_y, FALSE);
  l->top = l->legend_y + legend_height (ch) + ch->font * 0.6;
  /* Past a screenful of rows, the scale stands above them as well. */
  l->labels_above = l->count > TALL_RANKING_ROWS;
  if (l->labels_above)
    l->top += ch->font * 1.3;
  l->bottom = height - ch->font * 2.2;
  l->row_h = l->count ? (l->bottom - l->top) / l->count : 0;
  l->name_size = MIN (ch->font * 0.85, l->row_h * 0.8);
  l->names = l->name_size >= 4;
  l->left = ch->font;
  l->x1 = width - ch->font * 1.5;
  /* Until the names are measured: the hit tests need only the rows. */
  l->name_w = 0;
  l->x0 = l->left;
  l->name_layouts = NULL;
  if (scale == VALET_CHART_SCALE_ALL)
    ranking_range (ch, 0, n, &l->lo, &l->hi);
  else
    ranking_range (ch, l->first, l->count, &l->lo, &l->hi);
}

/* The bars start after the widest name (up to a limit).  Each name's
 * layout is kept to be drawn: a page of a long ranking lays out its
 * names once, not twice. */
static void
ranking_measure_names (Chart *ch, ValetRankingLayout *l, double width)
{
  l->name_w = 0;
  if (l->names)
    {
      PangoLayout *shared = ch->layout;
      l->name_layouts = g_ptr_array_new_with_free_func (g_object_unref);
      for (guint i = l->first; i < l->first + l->count; i++)
        {
          g_autofree char *text = ranked_name (ch, i);
          double w;
          ch->layout = pango_layout_new (pango_layout_get_context (shared));
          _valet_chart_set_text (ch, text, l->name_size, FALSE, -1);
          _valet_chart_text_size (ch, &w, NULL);
          l->name_w = MAX (l->name_w, w);
          g_ptr_array_add (l->name_layouts, ch->layout);
        }
      ch->layout = shared;
    }
  l->name_w = MIN (l->name_w, width * 0.4);
  l->x0 = l->left + l->name_w + (l->names ? ch->font * 0.5 : 0);
}

/* The pair at @position's name, from its layout as measured, cut short
 * where it is wider than the names' column. */
static void
ranking_name (Chart *ch, const ValetRankingLayout *l, guint position, double row_y)
{
  PangoLayout *name = g_ptr_array_index (l->name_layouts, position - l->first);
  PangoRectangle logical;

  pango_layout_get_extents (name, NULL, &logical);
  if (logical.width > l->name_w * PANGO_SCALE)
    {
      pango_layout_set_width (name, (int) (l->name_w * PANGO_SCALE));
      pango_layout_set_ellipsize (name, PANGO_ELLIPSIZE_END);
      pango_layout_get_extents (name, NULL, &logical);
    }
  _valet_chart_colour (ch, VALET_CHART_ROLE_TEXT);
  _valet_chart_show_layout (ch, name, l->left,
                            row_y + (l->row_h - (double) logical.height / PANGO_SCALE) / 2, 0);
}

double
_valet_chart_ranking_x (const ValetRankingLayout *l, double value)
{
  return l->x0 + (value - l->lo) / (l->hi - l->lo) * (l->x1 - l->x0);
}

/* Where the bar of a pair with components @c has its part @k: from
 * zero outwards, the negative shares to the left, in the order of the
 * components.  FALSE when the part is not drawn. */
static gboolean
bar_part (Chart *ch, const ValetComponents *c, int k, double *from, double *to)
{
  double neg = 0, pos = 0;

  for (int j = 0; j <= k; j++)
    {
      double v = c->share[j];
      if (v == 0 || !shows_component (ch, j))
        continue;
      *from = v < 0 ? neg : pos;
      *to = *from + v;
      if (v < 0)
        neg += v;
      else
        pos += v;
    }
  return c->share[k] != 0 && shows_component (ch, k);
}

/* Across each total, the whisker of its 95 % interval (one path), under
 * the totals' markers: thin, in the text's colour, which stands out on
 * the background and on the bars in either palette (and is not the
 * markers' pure black or white).  The scale reaches them
 * (valet_run_bar_extent). */
static void
ranking_whiskers (Chart *ch, const ValetRankingLayout *l, const ValetComponents *c,
                  double bar_h)
{
  cairo_new_path (ch->cr);
  for (guint i = 0; i < l->count; i++)
    {
      const ValetPairScore *p = valet_run_ranked (ch->run, l->first + i);
      double half, y = l->top + (i + 0.5) * l->row_h;

      if (!valet_run_column_error (ch->run, p, VALET_RANKING_OVERALL, NULL, &half))
        continue;
      whisker (ch->cr, _valet_chart_ranking_x (l, c[i].total - ch->mid - half),
               _valet_chart_ranking_x (l, c[i].total - ch->mid + half), y, bar_h * 0.6);
    }
  _valet_chart_colour (ch, VALET_CHART_ROLE_TEXT);
  cairo_set_line_width (ch->cr, CLAMP (bar_h * 0.08, 0.3, 1.5));
  _valet_chart_stroke (ch);
}

/* The bars of the pairs shown (one path for each component), their
 * totals' markers (one path) and their names: a page of a long ranking
 * is a few drawing operations rather than several for each pair. */
static void
ranking_bars (Chart *ch, const ValetRankingLayout *l)
{
  double bar_h = l->row_h * 0.7, r = MAX (bar_h * 0.45, 1.5);
  g_autofree ValetComponents *c = g_new (ValetComponents, MAX (l->count, 1));

  for (guint i = 0; i < l->count; i++)
    valet_run_pair_components (ch->run, valet_run_ranked (ch->run, l->first + i),
                                  &c[i]);
  for (int k = 0; k < VALET_N_COMPONENTS; k++)
    {
      cairo_new_path (ch->cr);
      for (guint i = 0; i < l->count; i++)
        {
          double from = 0, to = 0, x0, x1;
          if (!bar_part (ch, &c[i], k, &from, &to))
            continue;
          x0 = _valet_chart_ranking_x (l, from);
          x1 = _valet_chart_ranking_x (l, to);
          cairo_rectangle (ch->cr, x0, l->top + i * l->row_h + (l->row_h - bar_h) / 2,
                           x1 - x0, bar_h);
        }
      _valet_chart_set_component (ch, k);
      _valet_chart_fill (ch);
    }

  ranking_whiskers (ch, l, c, bar_h);
  cairo_new_path (ch->cr);
  for (guint i = 0; i < l->count; i++)
    {
      double x = _valet_chart_ranking_x (l, c[i].total - ch->mid);
      double y = l->top + (i + 0.5) * l->row_h;
      cairo_move_to (ch->cr, x, y - r);
      cairo_line_to (ch->cr, x + r, y);
      cairo_line_to (ch->cr, x, y + r);
      cairo_line_to (ch->cr, x - r, y);
      cairo_close_path (ch->cr);
    }
  _valet_chart_colour (ch, VALET_CHART_ROLE_MARK);
  _valet_chart_fill_preserve (ch);
  _valet_chart_colour (ch, VALET_CHART_ROLE_EDGE);
  cairo_set_line_width (ch->cr, MAX (bar_h * 0.08, 0.3));
  _valet_chart_stroke (ch);

  if (l->names)
    for (guint i = 0; i < l->count; i++)
      ranking_name (ch, l, l->first + i, l->top + i * l->row_h);
}

static void
draw_ranking (Chart *ch, double width, double height, guint first, guint count,
              ValetChartScale scale)
{
  ValetRankingLayout l;
  g_autofree char *t = NULL;

  _valet_chart_ranking_layout (ch, width, height, first, count, scale, &l);
  ranking_measure_names (ch, &l, width);
  t = ranking_title (ch);
  title (ch, t, width, l.title_y, TRUE);
  legend (ch, ch->font, l.legend_y, width - ch->font, TRUE, TRUE);
  _valet_chart_x_axis (ch, l.lo, l.hi, l.x0, l.x1, l.top, l.bottom);
  if (l.labels_above)
    _valet_chart_x_labels_above (ch, l.lo, l.hi, l.x0, l.x1, l.top);
  ranking_bars (ch, &l);
  g_clear_pointer (&l.name_layouts, g_ptr_array_unref);
}

void
valet_chart_draw_ranking (cairo_t *cr, double width, double height,
                          ValetReport *report, guint first, guint count,
                          ValetChartScale scale, ValetChartPalette palette)
{
  Chart ch;

  _valet_chart_init (&ch, cr, width, height, report, palette);
  draw_ranking (&ch, width, height, first, count, scale);
  _valet_chart_end (&ch);
}

/* The colours of the SVG's roles (valet-chart-paint.c) for light and
 * for dark, as CSS variables. */
static void
svg_colours (GString *out, ValetChartPalette palette)
{
  for (int r = 0; r < VALET_CHART_N_ROLES; r++)
    g_string_append_printf (out, "--%s:#%06X;", _valet_chart_role_name (r),
                            _valet_chart_role_rgb (palette, r));
  for (int c = 0; c < VALET_N_COMPONENTS; c++)
    {
      double rgb[3];
      valet_chart_component_rgb (palette, c, rgb);
      g_string_append_printf (out, "--c%d:#%02X%02X%02X;", c, (guint) lround (rgb[0] * 255),
                              (guint) lround (rgb[1] * 255), (guint) lround (rgb[2] * 255));
    }
}

char *
valet_chart_ranking_svg (ValetReport *report, double width, double height, guint first,
                         guint count, ValetChartScale scale)
{
  GString *out = g_string_new (NULL);
  Chart ch;

  g_string_append_printf (out, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                          "width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" "
                          "font-family=\"sans-serif\">\n<style>\nsvg{", width, height,
                          width, height);
  svg_colours (out, VALET_CHART_LIGHT);
  g_string_append (out, "}\n@media (prefers-color-scheme: dark){svg{");
  svg_colours (out, VALET_CHART_DARK);
  g_string_append (out, "}}\n");
  for (int r = 0; r < VALET_CHART_N_ROLES + VALET_N_COMPONENTS; r++)
    {
      g_autofree char *role = r < VALET_CHART_N_ROLES
                              ? g_strdup (_valet_chart_role_name (r))
                              : g_strdup_printf ("c%d", r - VALET_CHART_N_ROLES);
      g_string_append_printf (out, ".f%s{fill:var(--%s)}.s%s{fill:none;stroke:var(--%s)}\n",
                              role, role, role, role);
    }
  g_string_append (out, "</style>\n");

  /* Measured and laid out as drawn, on a scratch surface; written
   * instead of drawn.  The light palette's colours name the roles. */
  _valet_chart_begin (&ch, NULL, width, height, report, VALET_CHART_LIGHT);
  ch.svg = out;
  _valet_chart_colour (&ch, VALET_CHART_ROLE_BG);
  cairo_rectangle (ch.cr, 0, 0, width, height);
  _valet_chart_fill (&ch);
  draw_ranking (&ch, width, height, first, count, scale);
  _valet_chart_end (&ch);
  g_string_append (out, "</svg>\n");
  return g_string_free (out, FALSE);
}

static char *
scatter_title (Chart *ch)
{
  return g_strdup_printf (_("Bidding against play and defence (%s)"), unit_name (ch));
}

static double
scatter_key_height (Chart *ch)
{
  double h;
  _valet_chart_set_text (ch, _("Total"), ch->font * 0.9, FALSE, -1);
  _valet_chart_text_size (ch, NULL, &h);
  return h;
}

void
_valet_chart_scatter_layout (Chart *ch, double width, double height, ValetScatterLayout *l)
{
  g_autofree char *t = scatter_title (ch);

  l->n = valet_run_n_ranked (ch->run);
  /* Enough labels to name the leaders and the tail without clutter. */
  l->tail = l->n > 12;
  l->n_labels = l->tail ? 5 : l->n;
  l->title_y = ch->font * 0.6;
  l->key_y = title (ch, t, width, l->title_y, FALSE);
  l->top = l->key_y + (l->tail ? scatter_key_height (ch) : 0) + ch->font * 0.4;
  l->left = ch->font * 6.5;
  l->right = width - ch->font;
  l->bottom = height - ch->font * 3.6;
  l->radius = MAX (ch->font * 0.3, 1.5);

  l->points = g_new0 (ValetScatterPoint, MAX (l->n, 1));
  l->xlo = l->xhi = l->ylo = l->yhi = 0;
  for (guint i = 0; i < l->n; i++)
    {
      ValetComponents c;
      valet_run_pair_components (ch->run, valet_run_ranked (ch->run, i), &c);
      l->points[i].x = c.share[VALET_COMPONENT_BID];
      l->points[i].y = c.share[VALET_COMPONENT_PLAY] + c.share[VALET_COMPONENT_LEAD]
                       + c.share[VALET_COMPONENT_DEF];
      l->xlo = MIN (l->xlo, l->points[i].x);
      l->xhi = MAX (l->xhi, l->points[i].x);
      l->ylo = MIN (l->ylo, l->points[i].y);
      l->yhi = MAX (l->yhi, l->points[i].y);
    }
  _valet_chart_pad_range (&l->xlo, &l->xhi);
  _valet_chart_pad_range (&l->ylo, &l->yhi);
}

void
_valet_chart_scatter_clear (ValetScatterLayout *l)
{
  g_clear_pointer (&l->points, g_free);
}

double
_valet_chart_scatter_x (const ValetScatterLayout *l, double value)
{
  return l->left + (value - l->xlo) / (l->xhi - l->xlo) * (l->right - l->left);
}

double
_valet_chart_scatter_y (const ValetScatterLayout *l, double value)
{
  return l->bottom - (value - l->ylo) / (l->yhi - l->ylo) * (l->bottom - l->top);
}

/* What the two colours of named points mean. */
static void
scatter_key (Chart *ch, const ValetScatterLayout *l)
{
  g_autofree char *first = g_strdup_printf (ngettext ("First %u pair", "First %u pairs",
                                                      l->n_labels), l->n_labels);
  g_autofree char *last = g_strdup_printf (ngettext ("Last %u pair", "Last %u pairs",
                                                     l->n_labels), l->n_labels);
  double size = ch->font * 0.9, tw, th = scatter_key_height (ch), x = ch->font;

  for (int k = 0; k < 2; k++)
    {
      _valet_chart_set_text (ch, k == 0 ? first : last, size, FALSE, -1);
      _valet_chart_text_size (ch, &tw, NULL);
      _valet_chart_set_component (ch, k == 0 ? VALET_COMPONENT_BID : VALET_COMPONENT_PLAY);
      cairo_new_sub_path (ch->cr);
      cairo_arc (ch->cr, x + size * 0.4, l->key_y + th / 2, size * 0.35, 0, 2 * G_PI);
      _valet_chart_fill (ch);
      _valet_chart_draw_text (ch, x + size, l->key_y, 0, 0, VALET_CHART_ROLE_TEXT);
      x += size * 2.5 + tw;
    }
}

static void
scatter_axes (Chart *ch, const ValetScatterLayout *l, double height)
{
  double saved_mid = ch->mid;

  /* Shares are distances from the average, also for matchpoints. */
  ch->mid = 0;
  _valet_chart_x_axis (ch, l->xlo, l->xhi, l->left, l->right, l->top, l->bottom);
  _valet_chart_y_axis (ch, l->ylo, l->yhi, l->bottom, l->top, l->left, l->right);
  ch->mid = saved_mid;
  _valet_chart_label (ch, _("Bidding"), ch->font, TRUE, (l->left + l->right) / 2,
                      height - ch->font * 0.4, 0.5, 1);
  cairo_save (ch->cr);
  cairo_translate (ch->cr, ch->font * 0.4, (l->top + l->bottom) / 2);
  cairo_rotate (ch->cr, -G_PI / 2);
  _valet_chart_label (ch, _("Declarer play and defence"), ch->font, TRUE, 0, 0, 0.5, 0);
  cairo_restore (ch->cr);
}

static gboolean
is_leader (const ValetScatterLayout *l, guint i)
{
  return i < l->n_labels;
}

static gboolean
is_tail (const ValetScatterLayout *l, guint i)
{
  return l->tail && i >= l->n - l->n_labels;
}

static void
scatter_point (Chart *ch, const ValetScatterLayout *l, guint i)
{
  cairo_new_sub_path (ch->cr);
  cairo_arc (ch->cr, _valet_chart_scatter_x (l, l->points[i].x),
             _valet_chart_scatter_y (l, l->points[i].y), l->radius, 0, 2 * G_PI);
  if (is_leader (l, i))
    _valet_chart_set_component (ch, VALET_COMPONENT_BID);
  else if (is_tail (l, i))
    _valet_chart_set_component (ch, VALET_COMPONENT_PLAY);
  else
    _valet_chart_colour (ch, VALET_CHART_ROLE_AXIS);
  _valet_chart_fill (ch);
}

/* The points of the pairs not named, in one path: a big field is one
 * drawing operation, not one for each pair. */
static void
scatter_field (Chart *ch, const ValetScatterLayout *l)
{
  cairo_new_path (ch->cr);
  for (guint i = 0; i < l->n; i++)
    if (!is_leader (l, i) && !is_tail (l, i))
      {
        double x = _valet_chart_scatter_x (l, l->points[i].x);
        double y = _valet_chart_scatter_y (l, l->points[i].y);
        cairo_move_to (ch->cr, x + l->radius, y);
        cairo_arc (ch->cr, x, y, l->radius, 0, 2 * G_PI);
        cairo_close_path (ch->cr);
      }
  _valet_chart_colour (ch, VALET_CHART_ROLE_AXIS);
  _valet_chart_fill (ch);
}

/* The name of the pair at @i as the scatter sets it beside its point. */
static char *
scatter_label_text (Chart *ch, const ValetScatterLayout *l, guint i)
{
  char *text = ranked_name (ch, i);

  _valet_chart_set_text (ch, text, ch->font * 0.8, FALSE, (l->right - l->left) * 0.45);
  return text;
}

static gboolean
boxes_meet (double x, double y, double w, double h, const ValetChartArea *b)
{
  return x < b->x + b->width && b->x < x + w && y < b->y + b->height && b->y < y + h;
}

/* Whether a name at (@x, @y), @w x @h, stays in the plot and off every
 * point and every name placed before it. */
static gboolean
label_fits (const ValetScatterLayout *l, const GArray *placed, double x, double y, double w,
            double h)
{
  if (x < l->left || x + w > l->right || y < l->top || y + h > l->bottom)
    return FALSE;
  for (guint i = 0; i < l->n; i++)
    {
      ValetChartArea point = { _valet_chart_scatter_x (l, l->points[i].x) - l->radius,
                               _valet_chart_scatter_y (l, l->points[i].y) - l->radius,
                               2 * l->radius, 2 * l->radius };
      if (boxes_meet (x, y, w, h, &point))
        return FALSE;
    }
  for (guint i = 0; i < placed->len; i++)
    if (boxes_meet (x, y, w, h, &g_array_index (placed, ValetScatterLabel, i).area))
      return FALSE;
  return TRUE;
}

GArray *
_valet_chart_scatter_labels (Chart *ch, const ValetScatterLayout *l)
{
  GArray *placed = g_array_new (FALSE, FALSE, sizeof (ValetScatterLabel));

  for (guint i = 0; i < l->n; i++)
    {
      g_autofree char *text = NULL;
      double px = _valet_chart_scatter_x (l, l->points[i].x);
      double py = _valet_chart_scatter_y (l, l->points[i].y);
      double gap = l->radius * 1.8, w, h;

      if (!is_leader (l, i) && !is_tail (l, i))
        continue;
      text = scatter_label_text (ch, l, i);
      _valet_chart_text_size (ch, &w, &h);
      /* Right, left, above, below: the first place that is free; then,
       * for a long name near an edge, above or below ending at the point
       * or starting from it. */
      double at[][2] = { { px + gap, py - h / 2 }, { px - gap - w, py - h / 2 },
                         { px - w / 2, py - gap - h }, { px - w / 2, py + gap },
                         { px - w, py - gap - h }, { px - w, py + gap },
                         { px, py - gap - h }, { px, py + gap } };
      for (guint k = 0; k < G_N_ELEMENTS (at); k++)
        if (label_fits (l, placed, at[k][0], at[k][1], w, h))
          {
            ValetScatterLabel label = { i, { at[k][0], at[k][1], w, h } };
            g_array_append_val (placed, label);
            break;
          }
    }
  return placed;
}

/* The names of the named points where they cover no point and no other
 * name; a name with no such place is left out (the tooltip has it). */
static void
scatter_labels (Chart *ch, const ValetScatterLayout *l)
{
  g_autoptr (GArray) labels = _valet_chart_scatter_labels (ch, l);

  for (guint i = 0; i < labels->len; i++)
    {
      const ValetScatterLabel *label = &g_array_index (labels, ValetScatterLabel, i);
      const ValetChartArea *a = &label->area;
      g_autofree char *text = scatter_label_text (ch, l, label->position);

      /* A halo keeps the name readable over the grid lines. */
      _valet_chart_colour (ch, VALET_CHART_ROLE_BG);
      cairo_save (ch->cr);
      cairo_rectangle (ch->cr, a->x - 1, a->y, a->width + 2, a->height);
      cairo_clip (ch->cr);
      cairo_paint_with_alpha (ch->cr, 0.75);
      cairo_restore (ch->cr);
      _valet_chart_draw_text (ch, a->x, a->y, 0, 0, VALET_CHART_ROLE_TEXT);
    }
}

void
valet_chart_draw_scatter (cairo_t *cr, double width, double height,
                          ValetReport *report, ValetChartPalette palette)
{
  Chart ch;
  ValetScatterLayout l;
  g_autofree char *t = NULL;

  _valet_chart_init (&ch, cr, width, height, report, palette);
  _valet_chart_scatter_layout (&ch, width, height, &l);
  t = scatter_title (&ch);
  title (&ch, t, width, l.title_y, TRUE);
  if (l.tail)
    scatter_key (&ch, &l);
  scatter_axes (&ch, &l, height);
  scatter_field (&ch, &l);
  /* The leaders last, on top of the others. */
  for (guint i = l.n; i-- > 0;)
    if (is_leader (&l, i) || is_tail (&l, i))
      scatter_point (&ch, &l, i);
  scatter_labels (&ch, &l);
  /* The named points again, over any halo that covered them. */
  for (guint i = 0; i < l.n; i++)
    if (is_leader (&l, i) || is_tail (&l, i))
      scatter_point (&ch, &l, i);
  _valet_chart_scatter_clear (&l);
  _valet_chart_end (&ch);
}

static char *
rounds_title (Chart *ch, const ValetPairScore *pair)
{
  g_autofree char *name = valet_run_pair_name (ch->run, pair);
  return g_strdup_printf (_("%s: components per round (%s)"), name, unit_name (ch));
}

void
_valet_chart_rounds_layout (Chart *ch, double width, double height,
                            const ValetPairScore *pair, ValetRoundsLayout *l)
{
  g_autofree char *t = rounds_title (ch, pair);
  GArray *rounds = l->rounds = valet_run_pair_rounds (ch->run, pair);

  l->title_y = ch->font * 0.6;
  l->legend_y = title (ch, t, width, l->title_y, FALSE);
  l->top = l->legend_y + legend_height (ch) + ch->font * 0.6;
  l->n_shown = 0;
  for (int k = 0; k < VALET_N_COMPONENTS; k++)
    if (shows_component (ch, k))
      l->shown[l->n_shown++] = k;
  l->lo = l->hi = 0;
  for (guint i = 0; i < rounds->len; i++)
    {
      const ValetComponents *c = &g_array_index (rounds, ValetRoundComponents, i).c;
      for (int k = 0; k < VALET_N_COMPONENTS; k++)
        {
          l->lo = MIN (l->lo, c->share[k]);
          l->hi = MAX (l->hi, c->share[k]);
        }
      l->lo = MIN (l->lo, c->total - ch->mid);
      l->hi = MAX (l->hi, c->total - ch->mid);
    }
  _valet_chart_pad_range (&l->lo, &l->hi);

  l->left = ch->font * 4;
  l->right = width - ch->font;
  l->bottom = height - ch->font * 3.6;
  l->slot = rounds->len ? (l->right - l->left) / rounds->len : 0;
  /* Bars stay slim when there are few rounds, centred in their slot. */
  l->bar_w = MIN (l->slot * 0.8 / (l->n_shown + 0.5), ch->font * 1.5);
  l->group_w = l->bar_w * l->n_shown;
}

void
_valet_chart_rounds_clear (ValetRoundsLayout *l)
{
  g_clear_pointer (&l->rounds, g_array_unref);
}

static double
rounds_y (const ValetRoundsLayout *l, double value)
{
  return l->bottom - (value - l->lo) / (l->hi - l->lo) * (l->bottom - l->top);
}

static void
round_bars (Chart *ch, const ValetRoundsLayout *l, guint i)
{
  const ValetRoundComponents *rc = &g_array_index (l->rounds, ValetRoundComponents, i);
  double centre = l->left + (i + 0.5) * l->slot, x = centre - l->group_w / 2;

  for (int s = 0; s < l->n_shown; s++)
    {
      double v = rc->c.share[l->shown[s]];
      _valet_chart_set_component (ch, l->shown[s]);
      cairo_rectangle (ch->cr, x + s * l->bar_w, rounds_y (l, MAX (v, 0)), l->bar_w,
                       rounds_y (l, MIN (v, 0)) - rounds_y (l, MAX (v, 0)));
      _valet_chart_fill (ch);
    }
  /* The total is the level of the whole group: a rule across its bars
   * ties the marker to the round it sums. */
  double total_y = rounds_y (l, rc->c.total - ch->mid);
  _valet_chart_colour (ch, VALET_CHART_ROLE_TEXT);
  cairo_set_line_width (ch->cr, MAX (ch->font * 0.12, 0.6));
  cairo_move_to (ch->cr, centre - l->group_w / 2 - l->bar_w * 0.25, total_y);
  cairo_line_to (ch->cr, centre + l->group_w / 2 + l->bar_w * 0.25, total_y);
  _valet_chart_stroke (ch);
  _valet_chart_total_marker (ch, centre, total_y, MAX (MIN (l->bar_w, ch->font * 0.5), 1.5),
                             MAX (ch->font * 0.06, 0.3));
}

/* Round labels, thinned out so that they never collide. */
static void
round_labels (Chart *ch, const ValetRoundsLayout *l)
{
  guint every = 1;
  double w;

  _valet_chart_set_text (ch, "888", ch->font * 0.85, FALSE, -1);
  _valet_chart_text_size (ch, &w, NULL);
  while (l->slot * every < w * 1.3 && every < l->rounds->len)
    every++;
  for (guint i = 0; i < l->rounds->len; i += every)
    {
      g_autofree char *t = g_strdup_printf ("%u",
                                            g_array_index (l->rounds, ValetRoundComponents,
                                                           i).round);
      _valet_chart_label (ch, t, ch->font * 0.85, FALSE, l->left + (i + 0.5) * l->slot,
                          l->bottom + ch->font * 0.3, 0.5, 0);
    }
}

void
valet_chart_draw_rounds (cairo_t *cr, double width, double height,
                         ValetReport *report, const ValetPairScore *pair,
                         ValetChartPalette palette)
{
  Chart ch;
  ValetRoundsLayout l;
  g_autofree char *t = NULL;

  _valet_chart_init (&ch, cr, width, height, report, palette);
  _valet_chart_rounds_layout (&ch, width, height, pair, &l);
  t = rounds_title (&ch, pair);
  title (&ch, t, width, l.title_y, TRUE);
  /* The legend names the series, the components' bars; each round's
   * total is drawn on its group of bars, where it belongs, and said in
   * the round's tooltip. */
  legend (&ch, ch.font, l.legend_y, width - ch.font, FALSE, FALSE);
  _valet_chart_y_axis (&ch, l.lo, l.hi, l.bottom, l.top, l.left, l.right);
  for (guint i = 0; i < l.rounds->len; i++)
    round_bars (&ch, &l, i);
  round_labels (&ch, &l);
  _valet_chart_label (&ch, _("Round"), ch.font, TRUE, (l.left + l.right) / 2,
                      height - ch.font * 0.4, 0.5, 1);
  _valet_chart_rounds_clear (&l);
  _valet_chart_end (&ch);
}

static int
decimals (ValetReport *report)
{
  return (int) valet_scoring_decimals (valet_report_options (report)->scoring);
}

static void
append_total (GString *out, ValetReport *report, const ValetComponents *c)
{
  g_autofree char *total = valet_display_number (c->total, decimals (report), FALSE);

  g_string_append_c (out, '\n');
  /* Translators: the score and its unit, "Total: 67.6 % of matchpoints". */
  g_string_append_printf (out, _("Total: %s %s"), total,
                          valet_scoring_unit (valet_report_options (report)->scoring));
  g_string_append_c (out, '\n');
  guint boards = (guint) lround (c->boards);
  g_string_append_printf (out, ngettext ("%u board", "%u boards", boards), boards);
}

/* The ends of the total's 95 % interval, which the ranking's whisker
 * draws. */
static void
append_interval (GString *out, ValetReport *report, const ValetPairScore *pair,
                 const ValetComponents *c)
{
  g_autofree char *lo = NULL, *hi = NULL;
  double half;

  if (!valet_run_column_error (valet_report_run (report), pair, VALET_RANKING_OVERALL, NULL,
                               &half))
    return;
  lo = valet_display_number (c->total - half, decimals (report), FALSE);
  hi = valet_display_number (c->total + half, decimals (report), FALSE);
  g_string_append_c (out, '\n');
  /* Translators: the ends of the total's 95 % interval. */
  g_string_append_printf (out, _("95 %% interval: %s to %s"), lo, hi);
}

/* The shares, one line each, in the order of the legend, under a line
 * saying what they are per: every board played (valet_run_pair_components
 * divides each by all the pair's boards, so that they add up to the
 * total), not per board declared or defended as the ranking's Declaring
 * and Defending columns are. */
static void
append_shares (GString *out, ValetReport *report, const ValetComponents *c, gboolean round)
{
  g_string_append_c (out, '\n');
  g_string_append (out, round ? _("Shares per board played in the round:")
                              : _("Shares per board played:"));
  for (int k = 0; k < VALET_N_COMPONENTS; k++)
    {
      g_autofree char *value = NULL;
      if (!_valet_chart_shows_component (report, k))
        continue;
      value = valet_display_number (c->share[k], decimals (report), TRUE);
      g_string_append_c (out, '\n');
      /* Translators: a component of a score and its share, as "Bidding: +0.45". */
      g_string_append_printf (out, _("%s: %s"), _valet_chart_component_label (k), value);
    }
}

static char *
finish (GString *out, const char *heading)
{
  g_autofree char *bold = g_markup_printf_escaped ("<b>%s</b>", heading);
  g_autofree char *body = g_markup_escape_text (out->str, -1);

  g_string_free (out, TRUE);
  return g_strconcat (bold, body, NULL);
}

char *
valet_chart_describe_pair (ValetReport *report, guint position)
{
  ValetRun *run = valet_report_run (report);
  const ValetPairScore *pair;
  g_autofree char *heading = NULL;
  ValetComponents c;
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (report != NULL, NULL);
  g_return_val_if_fail (position < valet_run_n_ranked (run), NULL);

  pair = valet_run_ranked (run, position);
  heading = valet_run_ranked_label (run, position);
  valet_run_pair_components (run, pair, &c);
  append_total (out, report, &c);
  append_interval (out, report, pair, &c);
  append_shares (out, report, &c, FALSE);
  g_string_append_c (out, '\n');
  g_string_append (out, _("(The ranking's Declaring and Defending are per board declared or "
                          "defended.)"));
  return finish (out, heading);
}

char *
valet_chart_describe_round (ValetReport *report, const ValetPairScore *pair, guint index)
{
  ValetRun *run = valet_report_run (report);
  g_autoptr (GArray) rounds = NULL;
  g_autofree char *heading = NULL;
  const ValetRoundComponents *rc;
  GString *out;

  g_return_val_if_fail (report != NULL, NULL);
  g_return_val_if_fail (pair != NULL, NULL);

  rounds = valet_run_pair_rounds (run, pair);
  g_return_val_if_fail (index < rounds->len, NULL);
  rc = &g_array_index (rounds, ValetRoundComponents, index);
  out = g_string_new (NULL);
  heading = g_strdup_printf (_("Round %u"), rc->round);
  append_total (out, report, &rc->c);
  append_shares (out, report, &rc->c, TRUE);
  return finish (out, heading);
}
