/* valet-chart-private.h: where each chart puts its parts, and what they
 * are drawn with.
 *
 * The drawing (valet-chart.c) and the hit tests (valet-chart-hit.c) both
 * work from these layouts, so that a point is tested against the very
 * boxes that were drawn.
 */
#pragma once

#include <pango/pangocairo.h>
#include "valet-chart.h"

G_BEGIN_DECLS

/* What a colour of the scheme is for, in the order of its fields. */
typedef enum {
  VALET_CHART_ROLE_BG = 0,
  VALET_CHART_ROLE_TEXT,
  VALET_CHART_ROLE_GRID,
  VALET_CHART_ROLE_AXIS,
  VALET_CHART_ROLE_MARK,
  VALET_CHART_ROLE_EDGE,
  VALET_CHART_N_ROLES
} ValetChartRole;

typedef struct {
  guint32 background, text, grid, axis, marker, marker_edge;
} ValetChartScheme;

typedef struct {
  cairo_t                *cr;
  PangoLayout            *layout;
  ValetReport            *report;
  ValetRun               *run;      /* the report's */
  ValetChartPalette       palette;
  const ValetChartScheme *scheme;
  double                  font;      /* base font size, in user units */
  double                  mid;       /* 50 for matchpoints, else 0 */
  cairo_surface_t        *scratch;   /* when only measuring, or writing SVG */
  /* When not NULL, the chart is written here as SVG elements instead of
   * drawn (valet_chart_ranking_svg): shapes as paths, text as text, each
   * coloured by its role's CSS variable (ch->role: "bg", "text", "grid",
   * "axis", "mark", "edge", "c0".."c4" for the components). */
  GString                *svg;
  const char             *role;
} ValetChartContext;

typedef struct {
  guint    first, count;   /* the pairs shown, by position */
  double   title_y, legend_y;
  double   top, bottom;    /* the rows; the axis labels below bottom */
  double   row_h;
  double   left;           /* where the names start */
  double   x0, x1;         /* the value axis; x0 once names are measured */
  double   lo, hi;         /* its range */
  double   name_size, name_w;
  gboolean names;
  gboolean labels_above;   /* a tall chart has its scale above the rows too */
  GPtrArray *name_layouts;  /* PangoLayout of each pair shown, once measured */
} ValetRankingLayout;

typedef struct {
  double x, y;             /* bidding; play, lead and defence */
} ValetScatterPoint;

typedef struct {
  guint              n;
  ValetScatterPoint *points;   /* by ranking position */
  guint              n_labels; /* named at each end of the ranking */
  gboolean           tail;     /* the last pairs are named too */
  double             title_y, key_y;
  double             left, right, top, bottom;
  double             xlo, xhi, ylo, yhi;
  double             radius;
} ValetScatterLayout;

/* A pair's name on the scatter, and the box it takes. */
typedef struct {
  guint          position;   /* the pair's, in the ranking */
  ValetChartArea area;
} ValetScatterLabel;

typedef struct {
  GArray *rounds;          /* of ValetRoundComponents */
  int     shown[VALET_N_COMPONENTS];
  int     n_shown;
  double  title_y, legend_y;
  double  left, right, top, bottom;
  double  lo, hi;
  double  slot, bar_w, group_w;
} ValetRoundsLayout;

/* The colour of @role in @palette, 0xRRGGBB; and its name in the SVG
 * ("bg", "text", "grid", "axis", "mark", "edge"). */
guint32     _valet_chart_role_rgb       (ValetChartPalette   palette,
                                         ValetChartRole      role);
const char *_valet_chart_role_name      (ValetChartRole      role);

/* With @cr NULL the context only measures (on a scratch surface). */
void        _valet_chart_begin          (ValetChartContext  *ch,
                                         cairo_t            *cr,
                                         double              width,
                                         double              height,
                                         ValetReport        *report,
                                         ValetChartPalette   palette);
void        _valet_chart_end            (ValetChartContext  *ch);
/* Begins drawing: the background painted. */
void        _valet_chart_init           (ValetChartContext  *ch,
                                         cairo_t            *cr,
                                         double              width,
                                         double              height,
                                         ValetReport        *report,
                                         ValetChartPalette   palette);

/* The band above a PNG chart @width pixels wide that names the event
 * and the method (valet-chart-png.c): the chart is drawn below it. */
double      _valet_chart_png_header_height (int width);

/* What the charts are drawn with (valet-chart-paint.c): a colour of the
 * scheme, or a component's; the path filled (and kept) or stroked, on
 * cairo or into the SVG. */
void        _valet_chart_colour         (ValetChartContext  *ch,
                                         ValetChartRole      role);
void        _valet_chart_set_component  (ValetChartContext  *ch,
                                         ValetComponent      c);
void        _valet_chart_fill           (ValetChartContext  *ch);
void        _valet_chart_fill_preserve  (ValetChartContext  *ch);
void        _valet_chart_stroke         (ValetChartContext  *ch);
/* Shows @layout with its box's top left at (@left, @top); @ax says
 * where in its width the text is anchored (0 left, 0.5 centre, 1
 * right), for the SVG. */
void        _valet_chart_show_layout    (ValetChartContext  *ch,
                                         PangoLayout        *layout,
                                         double              left,
                                         double              top,
                                         double              ax);
/* Sets the layout's text at @size (in the chart's user units);
 * @max_width > 0 ellipsizes. */
void        _valet_chart_set_text       (ValetChartContext  *ch,
                                         const char         *text,
                                         double              size,
                                         gboolean            bold,
                                         double              max_width);
void        _valet_chart_text_size      (ValetChartContext  *ch,
                                         double             *w,
                                         double             *h);
/* Draws the layout with its box aligned at (x, y): @ax and @ay are 0 for
 * left/top, 0.5 for centre, 1 for right/bottom. */
void        _valet_chart_draw_text      (ValetChartContext  *ch,
                                         double              x,
                                         double              y,
                                         double              ax,
                                         double              ay,
                                         ValetChartRole      role);
void        _valet_chart_label          (ValetChartContext  *ch,
                                         const char         *text,
                                         double              size,
                                         gboolean            bold,
                                         double              x,
                                         double              y,
                                         double              ax,
                                         double              ay);
/* Value axes for [@lo, @hi] from @x0 to @x1 (or @y0 to @y1), with grid
 * lines across and tick labels outside (the x axis's below @bottom). */
void        _valet_chart_x_axis         (ValetChartContext  *ch,
                                         double              lo,
                                         double              hi,
                                         double              x0,
                                         double              x1,
                                         double              top,
                                         double              bottom);
/* The x axis's tick labels again, above @top: a reader at the top of a
 * tall chart sees its scale. */
void        _valet_chart_x_labels_above (ValetChartContext  *ch,
                                         double              lo,
                                         double              hi,
                                         double              x0,
                                         double              x1,
                                         double              top);
void        _valet_chart_y_axis         (ValetChartContext  *ch,
                                         double              lo,
                                         double              hi,
                                         double              y0,
                                         double              y1,
                                         double              left,
                                         double              right);
/* Widens [lo, hi] a little and keeps zero inside. */
void        _valet_chart_pad_range      (double             *lo,
                                         double             *hi);
void        _valet_chart_diamond        (cairo_t            *cr,
                                         double              x,
                                         double              y,
                                         double              r);
/* The total's marker: a diamond of radius @r, outlined with @line. */
void        _valet_chart_total_marker   (ValetChartContext  *ch,
                                         double              x,
                                         double              y,
                                         double              r,
                                         double              line);

void        _valet_chart_ranking_layout (ValetChartContext  *ch,
                                         double              width,
                                         double              height,
                                         guint               first,
                                         guint               count,
                                         ValetChartScale     scale,
                                         ValetRankingLayout *out);
void        _valet_chart_scatter_layout (ValetChartContext  *ch,
                                         double              width,
                                         double              height,
                                         ValetScatterLayout *out);
void        _valet_chart_scatter_clear  (ValetScatterLayout *layout);
/* The names the scatter of @l draws (ValetScatterLabel), each at the
 * first of right of, left of, above and below its point where it covers
 * no point and no name before it; a name with no such place is left
 * out. */
GArray     *_valet_chart_scatter_labels (ValetChartContext        *ch,
                                         const ValetScatterLayout *l);
void        _valet_chart_rounds_layout  (ValetChartContext    *ch,
                                         double                width,
                                         double                height,
                                         const ValetPairScore *pair,
                                         ValetRoundsLayout    *out);
void        _valet_chart_rounds_clear   (ValetRoundsLayout  *layout);

/* Where a layout's values go, in user units. */
double      _valet_chart_ranking_x      (const ValetRankingLayout *l,
                                         double                    value);
double      _valet_chart_scatter_x      (const ValetScatterLayout *l,
                                         double                    value);
double      _valet_chart_scatter_y      (const ValetScatterLayout *l,
                                         double                    value);

const char *_valet_chart_component_label (ValetComponent c);
/* Without the lead split the lead is part of the defence. */
gboolean    _valet_chart_shows_component (ValetReport   *report,
                                          ValetComponent c);

G_END_DECLS
