/* test-charts-view.c: the Charts view of the real window under Xvfb
 * (it follows each scoring run, in the light and the dark palette; its
 * Show menu sets how many bars the ranking chart has, and is kept in the
 * settings; its tooltips name the pair under the pointer) and the Export
 * actions' writing, without their file chooser. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "valet-chart.h"
#include "valet-charts-view.h"
#include "valet-export.h"
#include "valet-pair-row.h"
#include "valet-report.h"
#include "valet-window.h"
#include "ui-test-support.h"

static ValetWindow *window;
static ValetChartsView *view;
static const char *sample_dir, *shot_dir;

static gboolean
charted (gpointer data)
{
  return valet_charts_view_get_n_pairs (data) > 0;
}

static gboolean
generation_reached (gpointer data)
{
  return valet_document_get_generation (valet_window_get_document (window))
         >= GPOINTER_TO_UINT (data);
}

/* The window drawn to a texture, saved as @name, and the number of
 * pixels of each component's colour in it. */
static void
shoot (const char *name, ValetChartPalette palette, guint counts[VALET_N_COMPONENTS])
{
  g_autofree char *path = g_build_filename (shot_dir, name, NULL);
  g_autoptr (GdkTexture) texture = ui_test_save_png (GTK_WIDGET (window), path);
  g_autofree guchar *pixels = NULL;
  int width, height;

  width = gdk_texture_get_width (texture);
  height = gdk_texture_get_height (texture);
  pixels = g_malloc ((gsize) width * height * 4);
  /* Cairo's format: 0xAARRGGBB in native order. */
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  for (int c = 0; c < VALET_N_COMPONENTS; c++)
    {
      double rgb[3];
      guint32 want;
      valet_chart_component_rgb (palette, c, rgb);
      want = ((guint32) (rgb[0] * 255 + 0.5) << 16) | ((guint32) (rgb[1] * 255 + 0.5) << 8)
             | (guint32) (rgb[2] * 255 + 0.5);
      counts[c] = 0;
      for (gsize i = 0; i < (gsize) width * height; i++)
        counts[c] += (((guint32 *) pixels)[i] & 0xFFFFFF) == want;
    }
}

/* Each chart on its own, as drawn, whether scrolled into view or not. */
static void
shoot_charts (const char *style)
{
  static const char *const names[] = { "ranking", "scatter", "rounds" };

  for (ValetChartKind k = VALET_CHART_RANKING; k <= VALET_CHART_ROUNDS; k++)
    {
      g_autofree char *name = g_strdup_printf ("charts-%s-%s.png", names[k], style);
      g_autofree char *path = g_build_filename (shot_dir, name, NULL);
      g_autoptr (GdkTexture) texture = ui_test_save_png (valet_charts_view_get_chart (view, k),
                                                         path);
      g_assert_cmpint (gdk_texture_get_width (texture), >, 300);
    }
}

static void
test_charts (void)
{
  g_autoptr (GFile) folder = g_file_new_for_path (sample_dir);
  guint counts[VALET_N_COMPONENTS];
  ValetDocument *doc = valet_window_get_document (window);

  valet_window_open (window, folder);
  ui_test_wait_until (generation_reached, GUINT_TO_POINTER (1));
  valet_window_show_view (window, "charts");
  view = VALET_CHARTS_VIEW (ui_test_find (GTK_WIDGET (window), VALET_TYPE_CHARTS_VIEW));
  g_assert_nonnull (view);
  ui_test_wait_until (charted, view);
  /* The ranked pairs (every pair here: see main). */
  g_assert_cmpuint (valet_charts_view_get_n_pairs (view), ==,
                    valet_run_n_ranked (valet_document_get_run (doc)));
  g_assert_cmpuint (valet_charts_view_get_n_pairs (view), ==,
                    g_list_model_get_n_items (valet_document_get_pairs (doc)));

  /* Leads split where the results have leads, so that all four
   * components have bars. */
  gboolean lead;
  g_object_get (doc, "lead", &lead, NULL);
  if (!lead)
    {
      guint generation = valet_document_get_generation (doc);
      g_object_set (doc, "lead", TRUE, NULL);
      ui_test_wait_until (generation_reached, GUINT_TO_POINTER (generation + 1));
      ui_test_run_for (300);
      ui_test_wait_until (charted, view);
    }

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  shoot ("charts.png", VALET_CHART_LIGHT, counts);
  /* The sample gives no opening leads: it is scored without the lead
   * split whatever the option says, and no lead bar is drawn. */
  gboolean split = valet_run_options (valet_document_get_run (doc))->lead;
  /* Nor does it hold an artificial score: no such bar either. */
  for (int c = 0; c < VALET_N_COMPONENTS; c++)
    if ((c == VALET_COMPONENT_LEAD && !split) || c == VALET_COMPONENT_ADJUSTED)
      g_assert_cmpuint (counts[c], ==, 0);
    else
      g_assert_cmpuint (counts[c], >, 50);
  shoot_charts ("light");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  shoot ("charts-dark.png", VALET_CHART_DARK, counts);
  /* Sky blue only appears in the dark palette. */
  g_assert_cmpuint (counts[VALET_COMPONENT_BID], >, 50);
  shoot_charts ("dark");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

static GtkDropDown *
show_menu (void)
{
  /* The first drop-down of the view: the Show menu, above the ranking. */
  GtkDropDown *menu = GTK_DROP_DOWN (ui_test_find (GTK_WIDGET (view), GTK_TYPE_DROP_DOWN));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (menu)), ==, 4);
  return menu;
}

static gboolean
ranking_height_is (gpointer data)
{
  return gtk_widget_get_height (valet_charts_view_get_chart (view, VALET_CHART_RANKING))
         == GPOINTER_TO_INT (data);
}

/* The ranking chart, once laid out at the height of @bars bars. */
static void
wait_for_bars (guint bars)
{
  ui_test_wait_until (ranking_height_is, GINT_TO_POINTER (MAX (300, 90 + 22 * (int) bars)));
  ui_test_run_for (100);
}

/* The pairs named by the tooltips down the middle of the ranking chart,
 * in order from the top. */
static GPtrArray *
ranking_tooltips (void)
{
  GtkWidget *area = valet_charts_view_get_chart (view, VALET_CHART_RANKING);
  GPtrArray *seen = g_ptr_array_new_with_free_func (g_free);
  double x = gtk_widget_get_width (area) * 0.6;

  for (int y = 0; y < gtk_widget_get_height (area); y += 3)
    {
      char *text = valet_charts_view_describe (view, VALET_CHART_RANKING, x, y);
      if (text == NULL)
        continue;
      if (seen->len > 0 && g_str_equal (g_ptr_array_index (seen, seen->len - 1), text))
        g_free (text);
      else
        g_ptr_array_add (seen, text);
    }
  return seen;
}

/* The ranking chart has @bars bars, of the pairs ranked from @first
 * on, each with its tooltip, headed with the pair's rank as the tables
 * print it (shared: "3= "). */
static void
check_bars_from (guint first, guint bars)
{
  g_autoptr (GPtrArray) seen = NULL;

  wait_for_bars (bars);
  g_assert_cmpuint (valet_charts_view_get_n_bars (view), ==, bars);
  g_assert_cmpuint (valet_charts_view_get_first_bar (view), ==, first);
  seen = ranking_tooltips ();
  g_assert_cmpuint (seen->len, ==, bars);
  for (guint i = 0; i < seen->len; i++)
    {
      ValetRun *run = valet_document_get_run (valet_window_get_document (window));
      g_autofree char *label = valet_run_ranked_label (run, first + i);
      g_autofree char *rank = g_strndup (label, strchr (label, ' ') - label + 1);
      g_autofree char *bold = g_strconcat ("<b>", rank, NULL);
      g_assert_true (g_str_has_prefix (g_ptr_array_index (seen, i), bold));
    }
}

static void
check_bars (guint bars)
{
  check_bars_from (0, bars);
}

/* The Show menu sets how many bars the ranking chart draws, and the
 * choice is kept in the settings. */
static void
test_top (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  GtkDropDown *menu = show_menu ();
  guint n = valet_charts_view_get_n_pairs (view);
  g_autofree char *kept = NULL;

  g_assert_cmpuint (n, >, 50);
  g_assert_cmpuint (gtk_drop_down_get_selected (menu), ==, 1);
  check_bars (20);

  gtk_drop_down_set_selected (menu, 0);
  kept = g_settings_get_string (settings, "chart-pairs");
  g_assert_cmpstr (kept, ==, "top-10");
  check_bars (10);

  /* All pairs, on pages of 200 (the sample has more). */
  g_settings_set_string (settings, "chart-pairs", "all");
  g_assert_cmpuint (gtk_drop_down_get_selected (menu), ==, 3);
  g_assert_cmpuint (n, >, 200);
  g_assert_cmpuint (n, <=, 400);
  check_bars (200);
  g_assert_true (gtk_widget_is_visible (ui_test_find (GTK_WIDGET (view),
                                                       GTK_TYPE_SPIN_BUTTON)));
  valet_charts_view_set_page (view, 1);
  check_bars_from (200, n - 200);
  /* A page past the end shows the last. */
  valet_charts_view_set_page (view, 7);
  check_bars_from (200, n - 200);

  g_settings_set_string (settings, "chart-pairs", "top-50");
  check_bars (50);
  g_assert_false (gtk_widget_is_visible (ui_test_find (GTK_WIDGET (view),
                                                        GTK_TYPE_SPIN_BUTTON)));
  g_settings_reset (settings, "chart-pairs");
  check_bars (20);
}

/* The grid's way of writing a number: a minus sign, and as many
 * decimals as the scoring form's column. */
static char *
grid_number (double value, int decimals)
{
  gboolean negative = value < 0 && fabs (value) >= 0.5 * pow (10, -decimals);
  return g_strdup_printf ("%s%.*f", negative ? "−" : "", decimals, fabs (value));
}

static ValetPairRow *
pair_ranked (guint rank)
{
  GListModel *pairs = valet_document_get_pairs (valet_window_get_document (window));

  /* The pair in that place of the ranking order (tied pairs share their
   * rank, so the rank alone may name two). */
  ValetPairRow *row = g_list_model_get_item (pairs, rank - 1);

  g_assert_nonnull (row);
  /* The model keeps it. */
  g_object_unref (row);
  return row;
}

/* The tooltip over a pair's point of the scatter names that pair and
 * gives its total as the engine has it in the ranking grid. */
static void
test_tooltips (void)
{
  ValetDocument *doc = valet_window_get_document (window);
  GtkWidget *scatter = valet_charts_view_get_chart (view, VALET_CHART_SCATTER);
  GtkWidget *rounds_area = valet_charts_view_get_chart (view, VALET_CHART_ROUNDS);
  double width = gtk_widget_get_width (scatter), height = gtk_widget_get_height (scatter);
  ValetOptions options;
  g_autoptr (ValetRun) run = NULL;
  g_autoptr (ValetReport) report = NULL;
  guint n = valet_charts_view_get_n_pairs (view), found = 0;
  guint positions[] = { 0, 1, n / 2, n - 1 };
  int decimals;

  valet_document_get_options (doc, &options);
  decimals = options.scoring == VALET_SCORING_MATCHPOINTS ? 1 : 2;
  /* Scored again here, apart from the document's run. */
  run = valet_run_new (valet_source_get_tournament (valet_document_get_source (doc)), &options,
                       NULL, NULL, NULL, NULL);
  report = valet_report_new_for_run (run, valet_document_get_title (doc));
  valet_options_clear (&options);
  g_assert_cmpuint (valet_run_n_ranked (valet_report_run (report)), ==, n);

  for (guint k = 0; k < G_N_ELEMENTS (positions); k++)
    {
      ValetPairRow *row = pair_ranked (positions[k] + 1);
      g_autofree char *name = g_markup_escape_text (valet_pair_row_get_name (row), -1);
      g_autofree char *total = grid_number (valet_pair_row_get_overall (row), decimals);
      g_autofree char *text = NULL;
      double x, y;

      valet_chart_scatter_point (width, height, report, positions[k], &x, &y);
      text = valet_charts_view_describe (view, VALET_CHART_SCATTER, x, y);
      g_assert_nonnull (text);
      /* Points that coincide name the better ranked pair. */
      if (strstr (text, name) == NULL)
        continue;
      found++;
      g_test_message ("%s", text);
      g_assert_nonnull (strstr (text, total));
    }
  g_assert_cmpuint (found, >=, 3);
  g_assert_null (valet_charts_view_describe (view, VALET_CHART_SCATTER, 2, 2));
  g_assert_null (valet_charts_view_describe (view, VALET_CHART_RANKING, 2, 2));

  /* Every round of the chosen pair has its tooltip. */
  {
    double y = gtk_widget_get_height (rounds_area) / 2.0;
    g_autofree char *first = NULL;
    for (int x = 0; x < gtk_widget_get_width (rounds_area) && first == NULL; x += 2)
      first = valet_charts_view_describe (view, VALET_CHART_ROUNDS, x, y);
    g_assert_nonnull (first);
    g_assert_true (g_str_has_prefix (first, "<b>Round "));
  }
}

/* Tab reaches the Show menu. */
static void
test_keyboard (void)
{
  GtkWidget *menu = GTK_WIDGET (show_menu ());
  gboolean reached = FALSE;

  gtk_root_set_focus (GTK_ROOT (window), NULL);
  for (guint i = 0; i < 200 && !reached; i++)
    {
      GtkWidget *focus;
      gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
      focus = gtk_root_get_focus (GTK_ROOT (window));
      reached = focus != NULL && (focus == menu || gtk_widget_is_ancestor (focus, menu));
    }
  g_assert_true (reached);
}

static gboolean
exists (gpointer path)
{
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

static void
test_export (void)
{
  g_autofree char *dir = g_dir_make_tmp ("valet-export-XXXXXX", NULL);
  g_autofree char *xlsx = g_build_filename (dir, "sample.xlsx", NULL);
  g_autofree char *pdf = g_build_filename (dir, "sample.pdf", NULL);
  ValetDocument *doc = valet_window_get_document (window);

  valet_export_to_file (doc, VALET_EXPORT_XLSX, xlsx, NULL);
  valet_export_to_file (doc, VALET_EXPORT_PDF, pdf, NULL);
  ui_test_wait_until (exists, xlsx);
  ui_test_wait_until (exists, pdf);
  /* Renamed into place when whole. */
  ui_test_run_for (200);
  {
    g_autofree char *data = NULL;
    gsize len;
    g_assert_true (g_file_get_contents (pdf, &data, &len, NULL));
    g_assert_true (g_str_has_prefix (data, "%PDF-"));
    g_assert_cmpuint (len, >, 1000);
    /* The whole file: it ends with the trailer's end-of-file mark. */
    g_assert_nonnull (g_strstr_len (data + len - 16, 16, "%%EOF"));
  }
  g_unlink (xlsx);
  g_unlink (pdf);
  g_rmdir (dir);
}

/* The worksheets of the workbook at @path, as one text. */
static char *
workbook_text (const char *path)
{
  const char *argv[] = { "unzip", "-p", path, "xl/worksheets/*.xml", NULL };
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  int status = -1;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

/* The grid's pair ranked first, the charts' first pair and the run's
 * first ranked pair: one score. */
static void
assert_one_run (ValetDocument *doc)
{
  ValetRun *run = valet_document_get_run (doc);
  g_autoptr (ValetPairRow) first = g_list_model_get_item (valet_document_get_pairs (doc), 0);
  const ValetPairScore *ranked = valet_run_ranked (run, 0);

  g_assert_true (valet_charts_view_get_run (view) == run);
  g_assert_cmpint (valet_document_get_rows_scoring (doc), ==, valet_run_options (run)->scoring);
  g_assert_cmpuint (valet_pair_row_get_rank (first), ==, 1);
  g_assert_cmpfloat (valet_pair_row_get_overall (first), ==, ranked->avg[VALET_COL_OVERALL]);
}

/* After an options change the grid, the charts and an export show the
 * numbers of one run: until the new run is published, all three show
 * the last one (an export asked for then has its numbers and options),
 * and once it is, all three show the new one.  Nothing scores twice. */
static void
test_same_run (void)
{
  ValetDocument *doc = valet_window_get_document (window);
  guint generation = valet_document_get_generation (doc);
  ValetScoring before = valet_document_get_rows_scoring (doc);
  ValetScoring after = before == VALET_SCORING_MATCHPOINTS ? VALET_SCORING_IMPS
                                                           : VALET_SCORING_MATCHPOINTS;
  g_autofree char *dir = g_dir_make_tmp ("valet-same-run-XXXXXX", NULL);
  g_autofree char *old_xlsx = g_build_filename (dir, "old.xlsx", NULL);
  g_autofree char *new_xlsx = g_build_filename (dir, "new.xlsx", NULL);
  ValetRun *old_run = valet_document_get_run (doc);

  assert_one_run (doc);
  valet_document_set_scoring (doc, after);
  /* Not yet published: the grid, the charts and an export keep the last
   * run. */
  valet_export_to_file (doc, VALET_EXPORT_XLSX, old_xlsx, NULL);
  g_assert_true (valet_document_get_run (doc) == old_run);
  assert_one_run (doc);

  ui_test_wait_until (generation_reached, GUINT_TO_POINTER (generation + 1));
  g_assert_true (valet_document_get_run (doc) != old_run);
  g_assert_cmpint (valet_run_options (valet_document_get_run (doc))->scoring, ==, after);
  assert_one_run (doc);
  valet_export_to_file (doc, VALET_EXPORT_XLSX, new_xlsx, NULL);

  ui_test_wait_until (exists, old_xlsx);
  ui_test_wait_until (exists, new_xlsx);
  ui_test_run_for (200);
  g_autofree char *old_text = workbook_text (old_xlsx);
  g_autofree char *new_text = workbook_text (new_xlsx);
  const char *mp = "Matchpoints (percentages)";
  g_assert_true ((strstr (old_text, mp) != NULL) == (before == VALET_SCORING_MATCHPOINTS));
  g_assert_true ((strstr (new_text, mp) != NULL) == (after == VALET_SCORING_MATCHPOINTS));

  valet_document_set_scoring (doc, before);
  ui_test_wait_until (generation_reached, GUINT_TO_POINTER (generation + 2));
  g_unlink (old_xlsx);
  g_unlink (new_xlsx);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  sample_dir = ui_test_env ("VALET_SAMPLE");
  shot_dir = ui_test_screenshot_dir ();

  /* Every pair ranked, so that the sample's 254 pairs fill two pages
   * of bars. */
  {
    g_autoptr (GSettings) settings = g_settings_new (APP_ID);
    g_settings_set_uint (settings, "min-share", 0);
  }
  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));

  g_test_add_func ("/charts-view/charts", test_charts);
  g_test_add_func ("/charts-view/top", test_top);
  g_test_add_func ("/charts-view/tooltips", test_tooltips);
  g_test_add_func ("/charts-view/keyboard", test_keyboard);
  g_test_add_func ("/charts-view/export", test_export);
  g_test_add_func ("/charts-view/same-run", test_same_run);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  return status;
}
