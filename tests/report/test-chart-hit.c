/* test-chart-hit.c: the charts' hit tests against the pixels drawn.
 *
 * Each chart is drawn to an image; its bars are found from their
 * colours alone, and the hit test must name the pair (or round) of the
 * bar under each bar's centre, and nothing away from the bars.  The
 * tooltip texts must carry the engine's numbers.
 *
 * Argument: FIXTURES.
 */
#include <cairo.h>
#include <glib.h>
#include <math.h>
#include <pango/pango.h>
#include <string.h>

#include "report-test-support.h"
#include "valet-chart.h"
#include "valet-chart-private.h"
#include "valet-report.h"

/* A run of pixel rows (or columns) holding a component's colour, and
 * where those pixels lie across it. */
typedef struct {
  int from, to;                 /* the run, inclusive */
  int across_lo, across_hi;
} Run;

static gboolean
is_component (guint32 pixel)
{
  for (int c = 0; c < VALET_N_COMPONENTS; c++)
    {
      double rgb[3];
      guint32 want;
      valet_chart_component_rgb (VALET_CHART_LIGHT, c, rgb);
      want = ((guint32) (rgb[0] * 255 + 0.5) << 16) | ((guint32) (rgb[1] * 255 + 0.5) << 8)
             | (guint32) (rgb[2] * 255 + 0.5);
      if ((pixel & 0xFFFFFF) == want)
        return TRUE;
    }
  return FALSE;
}

/* The total's marker is the only pure black. */
static gboolean
is_marker (guint32 pixel)
{
  return (pixel & 0xFFFFFF) == 0;
}

static gboolean
is_background (guint32 pixel)
{
  return (pixel & 0xFFFFFF) == 0xFFFFFF;
}

/* A bar, or the total's marker over it (which can hide a short bar). */
static gboolean
is_bar (guint32 pixel)
{
  return is_component (pixel) || is_marker (pixel);
}

/* The runs of rows (@by_rows) or of columns with pixels that @match. */
static GArray *
find_runs (cairo_surface_t *s, gboolean by_rows, gboolean (*match) (guint32))
{
  int w = cairo_image_surface_get_width (s), h = cairo_image_surface_get_height (s);
  int stride = cairo_image_surface_get_stride (s);
  const guchar *data = cairo_image_surface_get_data (s);
  int along = by_rows ? h : w, across = by_rows ? w : h;
  GArray *runs = g_array_new (FALSE, FALSE, sizeof (Run));
  Run *open = NULL;

  cairo_surface_flush (s);
  for (int i = 0; i < along; i++)
    {
      int lo = G_MAXINT, hi = -1;
      for (int j = 0; j < across; j++)
        {
          int x = by_rows ? j : i, y = by_rows ? i : j;
          if (match (((const guint32 *) (data + y * stride))[x]))
            {
              lo = MIN (lo, j);
              hi = MAX (hi, j);
            }
        }
      if (hi < 0)
        {
          open = NULL;
          continue;
        }
      if (open == NULL)
        {
          Run r = { i, i, lo, hi };
          g_array_append_val (runs, r);
          open = &g_array_index (runs, Run, runs->len - 1);
        }
      open->to = i;
      open->across_lo = MIN (open->across_lo, lo);
      open->across_hi = MAX (open->across_hi, hi);
    }
  return runs;
}

/* A pair whose bar is next to nothing shows only its total's marker,
 * whose white edge can hide a row or two of its black: runs a few rows
 * apart are one bar (bars are a third of a row apart at least). */
static GArray *
join_close_runs (GArray *runs)
{
  for (guint k = 1; k < runs->len;)
    {
      Run *prev = &g_array_index (runs, Run, k - 1), *run = &g_array_index (runs, Run, k);
      if (run->from - prev->to > 3)
        {
          k++;
          continue;
        }
      prev->to = run->to;
      prev->across_lo = MIN (prev->across_lo, run->across_lo);
      prev->across_hi = MAX (prev->across_hi, run->across_hi);
      g_array_remove_index (runs, k);
    }
  return runs;
}

static cairo_surface_t *
draw_ranking (ValetReport *r, int w, int h, guint first, guint count, ValetChartScale scale)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create (s);

  valet_chart_draw_ranking (cr, w, h, r, first, count, scale, VALET_CHART_LIGHT);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  return s;
}

/* The ranking drawn with @count bars from @first: the runs of coloured
 * rows are the legend and then one per bar, and the hit test names each
 * bar's pair at its centre and nothing at the legend or off the rows. */
static void
check_ranking (ValetReport *r, int w, int h, guint first, guint count, ValetChartScale scale)
{
  cairo_surface_t *s = draw_ranking (r, w, h, first, count, scale);
  g_autoptr (GArray) runs = join_close_runs (find_runs (s, TRUE, is_bar));
  ValetChartArea area;

  count = MIN (count, valet_run_n_ranked (valet_report_run (r)) - first);
  g_assert_cmpuint (runs->len, ==, count + 1);
  for (guint k = 0; k < runs->len; k++)
    {
      Run *run = &g_array_index (runs, Run, k);
      double cx = (run->across_lo + run->across_hi + 1) / 2.0;
      double cy = (run->from + run->to + 1) / 2.0;
      int hit = valet_chart_ranking_hit (w, h, r, first, count, scale, cx, cy, &area);

      if (k == 0)
        {
          g_assert_cmpint (hit, ==, -1);
          continue;
        }
      g_assert_cmpint (hit, ==, (int) (first + k - 1));
      /* The row holds its bar. */
      g_assert_cmpfloat (area.y, <=, run->from);
      g_assert_cmpfloat (area.y + area.height, >=, run->to + 1);
      g_assert_cmpfloat (area.x, <=, run->across_lo);
      g_assert_cmpfloat (area.x + area.width, >=, run->across_hi);
    }
  /* The title, the axis labels, the margins, outside the picture. */
  g_assert_cmpint (valet_chart_ranking_hit (w, h, r, first, count, scale, w / 2.0, 2, NULL),
                   ==, -1);
  g_assert_cmpint (valet_chart_ranking_hit (w, h, r, first, count, scale, w / 2.0, h - 2,
                                            NULL), ==, -1);
  g_assert_cmpint (valet_chart_ranking_hit (w, h, r, first, count, scale, w - 2, h / 2.0,
                                            NULL), ==, -1);
  g_assert_cmpint (valet_chart_ranking_hit (w, h, r, first, count, scale, 2, h / 2.0, NULL),
                   ==, -1);
  g_assert_cmpint (valet_chart_ranking_hit (w, h, r, first, count, scale, -5, -5, NULL),
                   ==, -1);
  g_assert_cmpint (valet_chart_ranking_hit (w, h, r, first, count, scale, w / 2.0, h + 10,
                                            NULL), ==, -1);
  cairo_surface_destroy (s);
}

static void
test_ranking (void)
{
  Loaded *l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_IMPS);
  guint n = valet_run_n_ranked (valet_report_run (l->report));

  g_assert_cmpuint (n, >, 20);
  /* Every pair, as on screen with All pairs. */
  check_ranking (l->report, 900, 90 + 22 * n, 0, n, VALET_CHART_SCALE_SHOWN);
  /* The top 10: ten bars, on a chart as high as the view makes it. */
  check_ranking (l->report, 900, 310, 0, 10, VALET_CHART_SCALE_SHOWN);
  /* A page of the PDF, on the scale of all pairs. */
  check_ranking (l->report, 760, 70 + 22 * 15, 15, 15, VALET_CHART_SCALE_ALL);
  /* More asked for than there are. */
  check_ranking (l->report, 900, 400, n - 4, 10, VALET_CHART_SCALE_SHOWN);
  loaded_free (l);
}

/* A short chart still has every bar: the text shrinks before the rows. */
static void
test_ranking_small (void)
{
  Loaded *l = report_test_load ("2008-Mind-MenA", FALSE, VALET_SCORING_MATCHPOINTS);

  check_ranking (l->report, 500, 200, 0, 5, VALET_CHART_SCALE_SHOWN);
  loaded_free (l);
}

/* A ranking of more rows than a screen holds has its scale above the
 * rows as well as below, the rows moved down to make room; a short one
 * only below. */
static void
test_ranking_scale_above (void)
{
  Loaded *l = report_test_load ("2008-Mind-MenA", FALSE, VALET_SCORING_IMPS);
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 1200, 2000);
  cairo_t *cr = cairo_create (s);
  ValetChartContext ch;
  ValetRankingLayout tall, short_one;

  g_assert_cmpuint (valet_run_n_ranked (valet_report_run (l->report)), >, 41);
  _valet_chart_init (&ch, cr, 1200, 2000, l->report, VALET_CHART_LIGHT);
  _valet_chart_ranking_layout (&ch, 1200, 2000, 0, 41, VALET_CHART_SCALE_ALL, &tall);
  _valet_chart_ranking_layout (&ch, 1200, 2000, 0, 40, VALET_CHART_SCALE_ALL, &short_one);
  g_assert_true (tall.labels_above);
  g_assert_false (short_one.labels_above);
  g_assert_cmpfloat (tall.top - short_one.top, >, ch.font);
  g_assert_cmpfloat (tall.legend_y, ==, short_one.legend_y);
  _valet_chart_end (&ch);
  cairo_destroy (cr);
  cairo_surface_destroy (s);
  loaded_free (l);
}

static guint32
pixel_at (cairo_surface_t *s, double x, double y)
{
  int stride = cairo_image_surface_get_stride (s);
  const guchar *data = cairo_image_surface_get_data (s);

  cairo_surface_flush (s);
  return ((const guint32 *) (data + (int) y * stride))[(int) x] & 0xFFFFFF;
}

static void
test_scatter (void)
{
  Loaded *l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_IMPS);
  ValetReport *r = l->report;
  guint n = valet_run_n_ranked (valet_report_run (r));
  int w = 900, h = 600;
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create (s);
  guint hits = 0;

  valet_chart_draw_scatter (cr, w, h, r, VALET_CHART_LIGHT);
  cairo_destroy (cr);
  for (guint i = 0; i < n; i++)
    {
      double x, y;
      ValetChartArea area;
      valet_chart_scatter_point (w, h, r, i, &x, &y);
      g_assert_cmpfloat (x, >, 0);
      g_assert_cmpfloat (x, <, w);
      g_assert_cmpfloat (y, >, 0);
      g_assert_cmpfloat (y, <, h);
      /* Points that coincide name the better pair; all others their own. */
      hits += valet_chart_scatter_hit (w, h, r, x, y, &area) == (int) i;
      g_assert_cmpint (valet_chart_scatter_hit (w, h, r, x, y, NULL), <=, (int) i);
      g_assert_cmpfloat (fabs (area.x + area.width / 2 - x), <, 1e-6);
    }
  g_assert_cmpuint (hits, >=, n - 2);
  /* The leader's point is drawn where the hit test has it, in its colour. */
  {
    double x, y, rgb[3];
    guint32 want;
    valet_chart_scatter_point (w, h, r, 0, &x, &y);
    valet_chart_component_rgb (VALET_CHART_LIGHT, VALET_COMPONENT_BID, rgb);
    want = ((guint32) (rgb[0] * 255 + 0.5) << 16) | ((guint32) (rgb[1] * 255 + 0.5) << 8)
           | (guint32) (rgb[2] * 255 + 0.5);
    g_assert_cmphex (pixel_at (s, x, y), ==, want);
    g_assert_cmpint (valet_chart_scatter_hit (w, h, r, x + 1, y - 1, NULL), ==, 0);
  }
  /* Nothing in the title or the margins. */
  g_assert_cmpint (valet_chart_scatter_hit (w, h, r, w / 2.0, 3, NULL), ==, -1);
  g_assert_cmpint (valet_chart_scatter_hit (w, h, r, 3, h - 3, NULL), ==, -1);
  cairo_surface_destroy (s);
  loaded_free (l);
}

/* The rounds chart: one total marker per round, found from the columns
 * drawn; the hit test names each marker's round. */
static void
test_rounds (void)
{
  Loaded *l = report_test_load ("2018-Open-BAMQ1", TRUE, VALET_SCORING_IMPS);
  ValetReport *r = l->report;
  const ValetPairScore *pair = valet_run_ranked (valet_report_run (r), 0);
  g_autoptr (GArray) rounds = valet_run_pair_rounds (valet_report_run (r), pair);
  int w = 1100, h = 340;
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create (s);
  g_autoptr (GArray) runs = NULL;
  double legend_bottom;

  valet_chart_draw_rounds (cr, w, h, r, pair, VALET_CHART_LIGHT);
  cairo_destroy (cr);
  /* The legend (with a marker) is left out: only what lies below it. */
  {
    g_autoptr (GArray) rows = find_runs (s, TRUE, is_component);
    legend_bottom = g_array_index (rows, Run, 0).to + 1;
    cairo_t *blank = cairo_create (s);
    cairo_rectangle (blank, 0, 0, w, legend_bottom);
    cairo_set_source_rgb (blank, 1, 1, 1);
    cairo_fill (blank);
    cairo_destroy (blank);
  }
  runs = find_runs (s, FALSE, is_marker);
  g_assert_cmpuint (rounds->len, >, 3);
  g_assert_cmpuint (runs->len, ==, rounds->len);
  for (guint i = 0; i < runs->len; i++)
    {
      Run *run = &g_array_index (runs, Run, i);
      double cx = (run->from + run->to + 1) / 2.0;
      double cy = (run->across_lo + run->across_hi + 1) / 2.0;
      g_autofree char *text = NULL, *round = NULL;

      g_assert_cmpint (valet_chart_rounds_hit (w, h, r, pair, cx, cy, NULL), ==, (int) i);
      /* The total's rule runs through the marker, across the group: no
       * background shows beside the marker at its height. */
      for (int dx = 2; dx <= 4; dx++)
        {
          g_assert_false (is_background (pixel_at (s, run->from - dx, cy)));
          g_assert_false (is_background (pixel_at (s, run->to + dx, cy)));
        }
      text = valet_chart_describe_round (r, pair, i);
      round = g_strdup_printf ("Round %u", g_array_index (rounds, ValetRoundComponents,
                                                          i).round);
      g_assert_nonnull (strstr (text, round));
    }
  g_assert_cmpint (valet_chart_rounds_hit (w, h, r, pair, w / 2.0, 2, NULL), ==, -1);
  g_assert_cmpint (valet_chart_rounds_hit (w, h, r, pair, 2, h / 2.0, NULL), ==, -1);
  cairo_surface_destroy (s);
  loaded_free (l);
}

/* The blobs of marker pixels (pure black, 8-connected) with a pixel in
 * rows 0 to @bottom of @s. */
static guint
markers_above (cairo_surface_t *s, int bottom)
{
  int w = cairo_image_surface_get_width (s), h = cairo_image_surface_get_height (s);
  int stride = cairo_image_surface_get_stride (s);
  const guchar *data = cairo_image_surface_get_data (s);
  g_autofree guchar *seen = g_malloc0 ((gsize) w * h);
  g_autoptr (GArray) stack = g_array_new (FALSE, FALSE, sizeof (int));
  guint blobs = 0;

  cairo_surface_flush (s);
#define BLACK(x, y) is_marker (((const guint32 *) (data + (y) * stride))[x])
  for (int y = 0; y <= bottom && y < h; y++)
    for (int x = 0; x < w; x++)
      {
        if (seen[y * w + x] || !BLACK (x, y))
          continue;
        blobs++;
        seen[y * w + x] = 1;
        int start = y * w + x;
        g_array_append_val (stack, start);
        while (stack->len > 0)
          {
            int at = g_array_index (stack, int, stack->len - 1);
            g_array_set_size (stack, stack->len - 1);
            for (int dy = -1; dy <= 1; dy++)
              for (int dx = -1; dx <= 1; dx++)
                {
                  int nx = at % w + dx, ny = at / w + dy;
                  if (nx < 0 || ny < 0 || nx >= w || ny >= h || seen[ny * w + nx]
                      || !BLACK (nx, ny))
                    continue;
                  seen[ny * w + nx] = 1;
                  int next = ny * w + nx;
                  g_array_append_val (stack, next);
                }
          }
      }
#undef BLACK
  return blobs;
}

/* The rounds chart's legend names the series, the components' bars,
 * and nothing else, however short the chart: no total's marker in its
 * line, neither a key nor a round's total run into it (each round's
 * total is on its bars, and in its tooltip). */
static void
test_rounds_legend (void)
{
  static const struct { const char *name; ValetScoring scoring; } events[] = {
    { "2018-Open-BAMQ1", VALET_SCORING_IMPS }, { "2008-Mind-MenA", VALET_SCORING_MATCHPOINTS },
  };

  for (guint e = 0; e < G_N_ELEMENTS (events); e++)
    {
      Loaded *l = report_test_load (events[e].name, TRUE, events[e].scoring);
      ValetReport *r = l->report;
      guint n = MIN (valet_run_n_ranked (valet_report_run (r)), 6);

      for (guint position = 0; position < n; position++)
        for (int h = 50; h <= 330; h += 20)
          {
            const ValetPairScore *pair = valet_run_ranked (valet_report_run (r), position);
            int w = 700;
            cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
            cairo_t *cr = cairo_create (s);
            g_autoptr (GArray) rows = NULL;
            int legend_bottom;
            guint blobs;

            valet_chart_draw_rounds (cr, w, h, r, pair, VALET_CHART_LIGHT);
            cairo_destroy (cr);
            rows = find_runs (s, TRUE, is_component);
            /* The legend's keys are the first rows of the components'
             * colours; a row of space under them. */
            legend_bottom = g_array_index (rows, Run, 0).to + 1;
            blobs = markers_above (s, legend_bottom);
            if (blobs != 0)
              {
                g_autofree char *png = g_strdup_printf ("rounds-legend-%u-%u-%d.png", e,
                                                        position, h);
                cairo_surface_write_to_png (s, png);
                g_test_message ("%s, pair %u, %d px high: %u markers down to row %d (%s)",
                                events[e].name, position, h, blobs, legend_bottom, png);
              }
            g_assert_cmpuint (blobs, ==, 0);
            cairo_surface_destroy (s);
          }
      loaded_free (l);
    }
}

/* Each number says what it is per: the charts' tooltips give shares per
 * board played (they add up to the total), the grid's headings per board,
 * per board declared or defended, or per lead, and the headings of the
 * two that differ from the charts say how. */
static void
test_per_what (void)
{
  Loaded *l = report_test_load ("2018-Open-BAMQ1", TRUE, VALET_SCORING_IMPS);
  ValetRun *run = valet_report_run (l->report);
  const ValetPairScore *pair = valet_run_ranked (run, 0);
  g_autofree char *ranked = valet_chart_describe_pair (l->report, 0);
  g_autofree char *round = valet_chart_describe_round (l->report, pair, 0);

  g_test_message ("%s\n%s", ranked, round);
  g_assert_nonnull (strstr (ranked, "\nShares per board played:\nBidding: "));
  g_assert_nonnull (strstr (ranked, "Declaring and Defending are per board declared or defended"));
  g_assert_nonnull (strstr (round, "\nShares per board played in the round:\nBidding: "));
  for (guint id = 0; id < VALET_N_RANKING_COLUMNS; id++)
    {
      const ValetRankingColumn *col = valet_ranking_column (id);
      const char *text = valet_ranking_column_description (col);

      if (col->kind != VALET_COLUMN_VALUE && col->kind != VALET_COLUMN_VALUE_AND_COUNT)
        continue;
      g_test_message ("%s: %s", col->key, text);
      g_assert_true (strstr (text, "per board") != NULL || strstr (text, "per lead") != NULL);
      if (id == VALET_RANKING_DECLARING || id == VALET_RANKING_DEFENDING)
        g_assert_nonnull (strstr (text, "per board played"));
    }
  loaded_free (l);
}

/* The grid's way: a minus sign, two decimals for IMPs, one for
 * matchpoints. */
static char *
grid_number (double value, int decimals)
{
  gboolean negative = value < 0 && fabs (value) >= 0.5 * pow (10, -decimals);
  return g_strdup_printf ("%s%.*f", negative ? "−" : "", decimals, fabs (value));
}

static void
check_description (ValetReport *r, guint position, int decimals, gboolean lead)
{
  const ValetPairScore *p = valet_run_ranked (valet_report_run (r), position);
  g_autofree char *name = valet_run_pair_name (valet_report_run (r), p);
  g_autofree char *escaped = g_markup_escape_text (name, -1);
  g_autofree char *text = valet_chart_describe_pair (r, position);
  /* The rank as the tables print it, "3." or, shared, "3=". */
  g_autofree char *label = valet_run_ranked_label (valet_report_run (r), position);
  g_autofree char *rank = g_strdup_printf ("<b>%.*s", (int) (strchr (label, ' ') - label + 1),
                                           label);
  g_autofree char *total = NULL;
  ValetComponents c;

  valet_run_pair_components (valet_report_run (r), p, &c);
  total = grid_number (c.total, decimals);
  g_assert_true (pango_parse_markup (text, -1, 0, NULL, NULL, NULL, NULL));
  g_assert_nonnull (strstr (text, escaped));
  g_assert_true (g_str_has_prefix (text, rank));
  g_assert_nonnull (strstr (text, total));
  g_assert_nonnull (strstr (text, "Bidding: "));
  g_assert_nonnull (strstr (text, "Declarer play: "));
  g_assert_nonnull (strstr (text, "Defence: "));
  g_assert_true ((strstr (text, "Opening lead: ") != NULL) == lead);
}

static void
test_describe (void)
{
  Loaded *l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_IMPS);
  Loaded *mp = report_test_load ("2008-Mind-MenA", FALSE, VALET_SCORING_MATCHPOINTS);
  guint n = valet_run_n_ranked (valet_report_run (l->report));

  for (guint i = 0; i < n; i++)
    check_description (l->report, i, 2, TRUE);
  for (guint i = 0; i < valet_run_n_ranked (valet_report_run (mp->report)); i++)
    check_description (mp->report, i, 1, FALSE);
  /* The last pair's total is below the average: a minus sign. */
  {
    g_autofree char *text = valet_chart_describe_pair (l->report, n - 1);
    g_autofree char *text_mp = valet_chart_describe_pair (mp->report, 0);
    g_assert_nonnull (strstr (text, "Total: −"));
    g_assert_nonnull (strstr (text, "IMPs per board"));
    g_assert_true (g_regex_match_simple ("Total: [0-9]+\\.[0-9] % of matchpoints", text_mp, 0, 0));
  }
  loaded_free (mp);
  loaded_free (l);
}

/* The ranking chart's scale (valet_run_bar_extent) reaches the ends of
 * every whisker drawn: each total give or take its 95 % interval's
 * half-width, for all pairs and for a page of them. */
static void
assert_whiskers_in_scale (ValetRun *run, guint first, guint count)
{
  double mid = valet_run_is_matchpoints (run) ? 50 : 0, lo, hi, reach_lo = 0, reach_hi = 0;
  guint with_interval = 0;

  valet_run_bar_extent (run, first, count, &lo, &hi);
  for (guint i = first; i < first + count; i++)
    {
      const ValetPairScore *p = valet_run_ranked (run, i);
      ValetComponents c;
      double half;

      if (!valet_run_column_error (run, p, VALET_RANKING_OVERALL, NULL, &half))
        continue;
      valet_run_pair_components (run, p, &c);
      reach_lo = MIN (reach_lo, c.total - mid - half);
      reach_hi = MAX (reach_hi, c.total - mid + half);
      with_interval++;
    }
  g_assert_cmpuint (with_interval, ==, count);
  g_assert_cmpfloat (lo, <=, reach_lo);
  g_assert_cmpfloat (hi, >=, reach_hi);
}

static void
test_whiskers (void)
{
  Loaded *imps = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_IMPS);
  Loaded *mp = report_test_load ("2008-Mind-MenA", FALSE, VALET_SCORING_MATCHPOINTS);
  ValetRun *runs[] = { valet_report_run (imps->report), valet_report_run (mp->report) };

  for (guint r = 0; r < G_N_ELEMENTS (runs); r++)
    {
      assert_whiskers_in_scale (runs[r], 0, valet_run_n_ranked (runs[r]));
      assert_whiskers_in_scale (runs[r], 15, 15);
    }
  /* The pair's tooltip gives the interval's ends. */
  {
    g_autofree char *text = valet_chart_describe_pair (imps->report, 0);
    g_assert_nonnull (strstr (text, "95 % interval: "));
  }
  loaded_free (mp);
  loaded_free (imps);
}

static gboolean
contains (const ValetChartArea *a, double x, double y)
{
  return x >= a->x && x <= a->x + a->width && y >= a->y && y <= a->y + a->height;
}

static gboolean
intersect (const ValetChartArea *a, const ValetChartArea *b)
{
  return a->x < b->x + b->width && b->x < a->x + a->width
         && a->y < b->y + b->height && b->y < a->y + a->height;
}

/* The scatter as drawn, to look at: to $VALET_SCREENSHOTS when set. */
static void
save_scatter (ValetReport *report, double width, double height, ValetChartPalette palette,
              const char *name)
{
  const char *dir = g_getenv ("VALET_SCREENSHOTS");
  g_autofree char *path = NULL;
  cairo_surface_t *s;
  cairo_t *cr;

  if (dir == NULL)
    return;
  s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) width, (int) height);
  cr = cairo_create (s);
  valet_chart_draw_scatter (cr, width, height, report, palette);
  path = g_build_filename (dir, name, NULL);
  g_assert_cmpint (cairo_surface_write_to_png (s, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (s);
}

/* The scatter's names cover no point's centre and no other name; a
 * name left out for want of room still has its point in the hit test. */
static void
test_scatter_labels (void)
{
  static const double sizes[][2] = { { 800, 600 }, { 1200, 800 }, { 500, 400 } };
  Loaded *l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_IMPS);

  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      double width = sizes[k][0], height = sizes[k][1];
      ValetChartContext ch;
      ValetScatterLayout layout;
      g_autoptr (GArray) labels = NULL;
      g_autofree gboolean *named = NULL;

      _valet_chart_begin (&ch, NULL, width, height, l->report, VALET_CHART_LIGHT);
      _valet_chart_scatter_layout (&ch, width, height, &layout);
      labels = _valet_chart_scatter_labels (&ch, &layout);
      _valet_chart_end (&ch);
      named = g_new0 (gboolean, layout.n);
      g_assert_cmpuint (labels->len, >, 0);
      for (guint i = 0; i < labels->len; i++)
        {
          const ValetScatterLabel *a = &g_array_index (labels, ValetScatterLabel, i);

          named[a->position] = TRUE;
          for (guint j = i + 1; j < labels->len; j++)
            g_assert_false (intersect (&a->area,
                                       &g_array_index (labels, ValetScatterLabel, j).area));
          for (guint p = 0; p < layout.n; p++)
            g_assert_false (contains (&a->area, _valet_chart_scatter_x (&layout, layout.points[p].x),
                                      _valet_chart_scatter_y (&layout, layout.points[p].y)));
        }
      /* The pairs the chart would name and could not: found at their
       * points all the same. */
      for (guint p = 0; p < MIN (layout.n, layout.n_labels); p++)
        if (!named[p])
          {
            double x, y;
            valet_chart_scatter_point (width, height, l->report, p, &x, &y);
            g_assert_cmpint (valet_chart_scatter_hit (width, height, l->report, x, y, NULL), >=, 0);
          }
      g_test_message ("%.0f x %.0f: %u names of %u", width, height, labels->len,
                      layout.tail ? 2 * layout.n_labels : layout.n);
      _valet_chart_scatter_clear (&layout);
    }
  save_scatter (l->report, 800, 600, VALET_CHART_LIGHT, "scatter-labels.png");
  save_scatter (l->report, 800, 600, VALET_CHART_DARK, "scatter-labels-dark.png");
  loaded_free (l);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 2);
  report_test_set_fixtures (argv[1]);

  g_test_add_func ("/chart-hit/ranking", test_ranking);
  g_test_add_func ("/chart-hit/whiskers", test_whiskers);
  g_test_add_func ("/chart-hit/ranking-small", test_ranking_small);
  g_test_add_func ("/chart-hit/ranking-scale-above", test_ranking_scale_above);
  g_test_add_func ("/chart-hit/scatter", test_scatter);
  g_test_add_func ("/chart-hit/scatter-labels", test_scatter_labels);
  g_test_add_func ("/chart-hit/rounds", test_rounds);
  g_test_add_func ("/chart-hit/rounds-legend", test_rounds_legend);
  g_test_add_func ("/chart-hit/per-what", test_per_what);
  g_test_add_func ("/chart-hit/describe", test_describe);
  return g_test_run ();
}
