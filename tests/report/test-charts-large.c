/* test-charts-large.c: the Charts view of a field of 20,000 pairs in the
 * real window under Xvfb, every warning fatal (G_DEBUG=fatal-warnings).
 *
 * Showing all pairs once made the ranking chart 90 + 22 pixels a pair
 * high: from about 750 pairs the page was blank, from about 1,500 the
 * program aborted in the renderer.  The chart now shows all pairs a
 * page at a time, and every page is a picture the renderer can draw.
 *
 * The field is written by valet-gen-field (VALET_GEN_FIELD) into a
 * temporary folder, which is removed afterwards. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "valet-charts-view.h"
#include "valet-window.h"
#include "ui-test-support.h"

#define TABLES 10000                    /* two pairs a table */
#define PAIRS  (2 * TABLES)

static ValetWindow *window;
static ValetChartsView *view;
static char *field_dir;

static gboolean
generation_reached (gpointer data)
{
  return valet_document_get_generation (valet_window_get_document (window))
         >= GPOINTER_TO_UINT (data);
}

static gboolean
all_charted (gpointer data)
{
  return valet_charts_view_get_n_pairs (view) == PAIRS;
}

static gboolean
ranking_height_is (gpointer data)
{
  return gtk_widget_get_height (valet_charts_view_get_chart (view, VALET_CHART_RANKING))
         == GPOINTER_TO_INT (data);
}

static void
write_field (void)
{
  g_autofree char *tables = g_strdup_printf ("%d", TABLES);
  const char *argv[] = { ui_test_env ("VALET_GEN_FIELD"), field_dir, "--boards", "2",
                         "--tables", tables, "--seed", "17", NULL };
  g_autoptr (GError) error = NULL;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

/* The tooltip of row @row of the ranking chart's page, found down the
 * middle of the chart; NULL when no row has it. */
static char *
row_tooltip (guint row)
{
  GtkWidget *area = valet_charts_view_get_chart (view, VALET_CHART_RANKING);
  double x = gtk_widget_get_width (area) * 0.6;
  g_autofree char *rank = g_strdup_printf ("<b>%u. ",
                                           valet_charts_view_get_first_bar (view) + row + 1);

  for (int y = 0; y < gtk_widget_get_height (area); y += 2)
    {
      char *text = valet_charts_view_describe (view, VALET_CHART_RANKING, x, y);
      if (text != NULL && g_str_has_prefix (text, rank))
        return text;
      g_free (text);
    }
  return NULL;
}

/* The chart at its height for @bars bars, drawn as on screen. */
static void
draw_page (guint bars, const char *shot)
{
  g_autofree char *path = g_build_filename (ui_test_screenshot_dir (), shot, NULL);
  g_autoptr (GdkTexture) texture = NULL;
  GtkWidget *area = valet_charts_view_get_chart (view, VALET_CHART_RANKING);

  ui_test_wait_until (ranking_height_is, GINT_TO_POINTER (90 + 22 * (int) bars));
  texture = ui_test_save_png (area, path);
  g_assert_cmpint (gdk_texture_get_height (texture), <=, 8000);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, gtk_widget_get_height (area));
}

static void
test_all_pairs (void)
{
  g_autoptr (GFile) folder = NULL;
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *first = NULL, *last = NULL;

  write_field ();
  folder = g_file_new_for_path (field_dir);
  valet_window_open (window, folder);
  ui_test_wait_until (generation_reached, GUINT_TO_POINTER (1));
  valet_window_show_view (window, "charts");
  view = VALET_CHARTS_VIEW (ui_test_find (GTK_WIDGET (window), VALET_TYPE_CHARTS_VIEW));
  g_assert_nonnull (view);
  ui_test_wait_until (all_charted, NULL);

  /* Show: All pairs.  The first page: pairs 1 to 200. */
  g_settings_set_string (settings, "chart-pairs", "all");
  g_assert_cmpuint (valet_charts_view_get_n_bars (view), ==, 200);
  g_assert_cmpuint (valet_charts_view_get_first_bar (view), ==, 0);
  draw_page (200, "charts-large-first.png");
  /* The whole window, the scatter of 20,000 points in it. */
  g_object_unref (ui_test_render (GTK_WIDGET (window)));
  first = row_tooltip (0);
  g_assert_nonnull (first);

  /* The last page ends with the last pair. */
  valet_charts_view_set_page (view, PAIRS / 200 - 1);
  g_assert_cmpuint (valet_charts_view_get_first_bar (view), ==, PAIRS - 200);
  draw_page (200, "charts-large-last.png");
  last = row_tooltip (199);
  g_assert_nonnull (last);
  g_assert_true (g_str_has_prefix (last, "<b>20000. "));

  g_settings_reset (settings, "chart-pairs");
}

static void
remove_field (void)
{
  static const char *const files[] = { "names.txt", "scores.txt" };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (field_dir, files[i], NULL);
      g_unlink (path);
    }
  g_rmdir (field_dir);
}

int
main (int argc, char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  field_dir = g_dir_make_tmp ("valet-charts-large-XXXXXX", NULL);
  g_assert_nonnull (field_dir);

  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));
  g_test_add_func ("/charts-large/all-pairs", test_all_pairs);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  remove_field ();
  g_free (field_dir);
  return status;
}
