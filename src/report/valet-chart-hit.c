/* valet-chart-hit.c: what lies under a point of a chart. */
#include "config.h"

#include "valet-chart-private.h"

#include <math.h>

static void
set_area (ValetChartArea *area, double x, double y, double width, double height)
{
  if (area == NULL)
    return;
  area->x = x;
  area->y = y;
  area->width = width;
  area->height = height;
}

int
valet_chart_ranking_hit (double width, double height, ValetReport *report,
                         guint first, guint count, ValetChartScale scale,
                         double x, double y, ValetChartArea *area)
{
  ValetChartContext ch;
  ValetRankingLayout l;
  int row;

  g_return_val_if_fail (report != NULL, -1);

  _valet_chart_begin (&ch, NULL, width, height, report, VALET_CHART_LIGHT);
  _valet_chart_ranking_layout (&ch, width, height, first, count, scale, &l);
  _valet_chart_end (&ch);
  if (l.count == 0 || x < l.left || x >= l.x1 || y < l.top)
    return -1;
  row = (int) floor ((y - l.top) / l.row_h);
  if (row >= (int) l.count)
    return -1;
  set_area (area, l.left, l.top + row * l.row_h, l.x1 - l.left, l.row_h);
  return (int) l.first + row;
}

static double
hit_radius (const ValetScatterLayout *l)
{
  /* A point is small; a pointer need not land on it exactly. */
  return MAX (l->radius * 3, 6);
}

int
valet_chart_scatter_hit (double width, double height, ValetReport *report,
                         double x, double y, ValetChartArea *area)
{
  ValetChartContext ch;
  ValetScatterLayout l;
  double best, r;
  int found = -1;

  g_return_val_if_fail (report != NULL, -1);

  _valet_chart_begin (&ch, NULL, width, height, report, VALET_CHART_LIGHT);
  _valet_chart_scatter_layout (&ch, width, height, &l);
  _valet_chart_end (&ch);
  r = hit_radius (&l);
  best = r * r;
  /* Ties go to the better ranked pair, whose point is drawn on top. */
  for (guint i = 0; i < l.n; i++)
    {
      double dx = _valet_chart_scatter_x (&l, l.points[i].x) - x;
      double dy = _valet_chart_scatter_y (&l, l.points[i].y) - y;
      if (dx * dx + dy * dy < best)
        {
          best = dx * dx + dy * dy;
          found = (int) i;
        }
    }
  if (found >= 0)
    set_area (area, _valet_chart_scatter_x (&l, l.points[found].x) - r,
              _valet_chart_scatter_y (&l, l.points[found].y) - r, 2 * r, 2 * r);
  _valet_chart_scatter_clear (&l);
  return found;
}

void
valet_chart_scatter_point (double width, double height, ValetReport *report,
                           guint position, double *x, double *y)
{
  ValetChartContext ch;
  ValetScatterLayout l;

  g_return_if_fail (report != NULL);
  g_return_if_fail (position < valet_run_n_ranked (valet_report_run (report)));

  _valet_chart_begin (&ch, NULL, width, height, report, VALET_CHART_LIGHT);
  _valet_chart_scatter_layout (&ch, width, height, &l);
  _valet_chart_end (&ch);
  *x = _valet_chart_scatter_x (&l, l.points[position].x);
  *y = _valet_chart_scatter_y (&l, l.points[position].y);
  _valet_chart_scatter_clear (&l);
}

int
valet_chart_rounds_hit (double width, double height, ValetReport *report,
                        const ValetPairScore *pair, double x, double y,
                        ValetChartArea *area)
{
  ValetChartContext ch;
  ValetRoundsLayout l;
  int found = -1;

  g_return_val_if_fail (report != NULL, -1);
  g_return_val_if_fail (pair != NULL, -1);

  _valet_chart_begin (&ch, NULL, width, height, report, VALET_CHART_LIGHT);
  _valet_chart_rounds_layout (&ch, width, height, pair, &l);
  _valet_chart_end (&ch);
  if (l.rounds->len > 0 && x >= l.left && x < l.right && y >= l.top && y <= l.bottom)
    {
      found = MIN ((int) floor ((x - l.left) / l.slot), (int) l.rounds->len - 1);
      set_area (area, l.left + found * l.slot, l.top, l.slot, l.bottom - l.top);
    }
  _valet_chart_rounds_clear (&l);
  return found;
}
