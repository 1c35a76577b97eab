/* test-charts-view.c: the Charts view of the real window under Xvfb
 * (it follows each scoring run, in the light and the dark palette) and
 * the Export actions' writing, without their file chooser. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "valet-chart.h"
#include "valet-charts-view.h"
#include "valet-export.h"
#include "valet-window.h"
#include "ui-test-support.h"

static ValetWindow *window;
static const char *sample_dir, *shot_dir;

static GtkWidget *
find_descendant (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_descendant (c, type);
      if (found)
        return found;
    }
  return NULL;
}

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

static void
test_charts (void)
{
  g_autoptr (GFile) folder = g_file_new_for_path (sample_dir);
  ValetChartsView *view;
  guint counts[VALET_N_COMPONENTS];
  ValetDocument *doc = valet_window_get_document (window);

  valet_window_open (window, folder);
  ui_test_wait_until (generation_reached, GUINT_TO_POINTER (1));
  valet_window_show_view (window, "charts");
  view = VALET_CHARTS_VIEW (find_descendant (GTK_WIDGET (window), VALET_TYPE_CHARTS_VIEW));
  g_assert_nonnull (view);
  ui_test_wait_until (charted, view);
  g_assert_cmpuint (valet_charts_view_get_n_pairs (view), ==,
                    g_list_model_get_n_items (valet_document_get_pairs (doc)));

  /* Leads split, so that all four components have bars. */
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
  for (int c = 0; c < VALET_N_COMPONENTS; c++)
    g_assert_cmpuint (counts[c], >, 50);

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  shoot ("charts-dark.png", VALET_CHART_DARK, counts);
  /* Sky blue only appears in the dark palette. */
  g_assert_cmpuint (counts[VALET_COMPONENT_BID], >, 50);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
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

int
main (int argc, char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  sample_dir = g_getenv ("VALET_SAMPLE");
  shot_dir = g_getenv ("VALET_SCREENSHOTS");
  g_assert_nonnull (sample_dir);
  g_assert_nonnull (shot_dir);
  g_mkdir_with_parents (shot_dir, 0755);

  window = valet_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));

  g_test_add_func ("/charts-view/charts", test_charts);
  g_test_add_func ("/charts-view/export", test_export);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  return status;
}
