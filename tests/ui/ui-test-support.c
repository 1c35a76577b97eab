/* ui-test-support.c: main-loop waiting, widget lookup and screenshots for
 * the UI tests. */
#include "ui-test-support.h"

#include <execinfo.h>
#include <signal.h>
#include <unistd.h>

/* A crash of a window test prints where it happened into the test's log
 * (addresses in the test program resolve with addr2line), then dies as
 * it would have: one that shows only now and then is found from its
 * first log. */
static void
crash_cb (int sig)
{
  static const char head[] = "# crashed; backtrace:\n";
  void *frames[64];
  int n = backtrace (frames, G_N_ELEMENTS (frames));

  if (write (STDERR_FILENO, head, sizeof head - 1) > 0)
    backtrace_symbols_fd (frames, n, STDERR_FILENO);
  signal (sig, SIG_DFL);
  raise (sig);
}

__attribute__ ((constructor)) static void
catch_crashes (void)
{
  signal (SIGSEGV, crash_cb);
  signal (SIGBUS, crash_cb);
}

static gboolean
tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

void
ui_test_wait_until (gboolean (*done) (gpointer), gpointer data)
{
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  /* A tick wakes the loop when nothing else happens, so that the time
   * limit is checked. */
  guint ticker = g_timeout_add (100, tick, NULL);

  while (!done (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (ticker);
}

static gboolean
settled (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static gboolean
flag_set (gpointer data)
{
  return *(gboolean *) data;
}

void
ui_test_run_for (guint ms)
{
  gboolean over = FALSE;

  g_timeout_add (ms, settled, &over);
  ui_test_wait_until (flag_set, &over);
}

GdkTexture *
ui_test_render (GtkWidget *widget)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr (GskRenderNode) node = NULL;
  int width = 0, height = 0;

  /* The paintable is empty until the frame clock has laid the widget out
   * and drawn it once since the last change. */
  for (guint attempt = 0; node == NULL && attempt < 50; attempt++)
    {
      g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();

      ui_test_run_for (200);
      width = gtk_widget_get_width (widget);
      height = gtk_widget_get_height (widget);
      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
      node = gtk_snapshot_to_node (snapshot);
    }
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                      node, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

GdkTexture *
ui_test_save_png (GtkWidget *widget, const char *path)
{
  GdkTexture *texture = ui_test_render (widget);

  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
  return texture;
}

/* The first widget at or under @widget that @match accepts. */
static GtkWidget *
find_matching (GtkWidget *widget, gboolean (*match) (GtkWidget *, gconstpointer),
               gconstpointer data)
{
  if (match (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_matching (child, match, data);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_of_type (GtkWidget *widget, gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, *(const GType *) type);
}

GtkWidget *
ui_test_find (GtkWidget *root, GType type)
{
  return find_matching (root, is_of_type, &type);
}

void
ui_test_find_all (GtkWidget *root, GType type, GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    g_ptr_array_add (found, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    ui_test_find_all (child, type, found);
}

typedef struct {
  GType       type;
  const char *title;
} RowWanted;

static gboolean
is_row (GtkWidget *widget, gconstpointer data)
{
  const RowWanted *wanted = data;

  return G_TYPE_CHECK_INSTANCE_TYPE (widget, wanted->type)
         && ADW_IS_PREFERENCES_ROW (widget)
         && g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)),
                              wanted->title);
}

GtkWidget *
ui_test_find_row (GtkWidget *root, GType type, const char *title)
{
  RowWanted wanted = { type, title };

  return find_matching (root, is_row, &wanted);
}

static gboolean
activates (GtkWidget *widget, gconstpointer action)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

GtkWidget *
ui_test_find_action_button (GtkWidget *root, const char *action)
{
  return find_matching (root, activates, action);
}

const char *
ui_test_env (const char *name)
{
  const char *value = g_getenv (name);

  if (value == NULL)
    g_error ("%s is not set (the test is run by meson test)", name);
  return value;
}

const char *
ui_test_screenshot_dir (void)
{
  const char *dir = ui_test_env ("VALET_SCREENSHOTS");

  g_mkdir_with_parents (dir, 0755);
  return dir;
}

void
ui_test_shoot_schemes (GtkWidget *widget, const char *name, guint settle_ms)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  const char *schemes[] = { "light", "dark" };

  for (guint i = 0; i < 2; i++)
    {
      adw_style_manager_set_color_scheme (style, i ? ADW_COLOR_SCHEME_FORCE_DARK
                                                   : ADW_COLOR_SCHEME_FORCE_LIGHT);
      ui_test_run_for (settle_ms);
      g_autofree char *file = g_strdup_printf ("%s-%s.png", name, schemes[i]);
      g_autofree char *shot = g_build_filename (ui_test_screenshot_dir (), file, NULL);
      g_object_unref (ui_test_save_png (widget, shot));
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

void
ui_test_present (GtkWindow *window)
{
  /* Without animations a toast or a page is in place at once: what is
   * checked does not depend on how loaded the machine is, and toasts
   * dismissed by the tests never meet libadwaita 1.2's crash on a toast
   * dismissed while it slides in. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  gtk_window_set_default_size (window, 1280, 800);
  gtk_window_present (window);
}

char *
ui_test_write_tournament (const char *names, const char *scores)
{
  char *dir = g_dir_make_tmp ("valet-ui-test-XXXXXX", NULL);
  g_autofree char *names_path = NULL, *scores_path = NULL;

  g_assert_nonnull (dir);
  names_path = g_build_filename (dir, "names.txt", NULL);
  scores_path = g_build_filename (dir, "scores.txt", NULL);
  g_assert_true (g_file_set_contents (names_path, names, -1, NULL));
  g_assert_true (g_file_set_contents (scores_path, scores, -1, NULL));
  return dir;
}

void
ui_test_remove_tree (const char *dir)
{
  const char *rm[] = { "rm", "-rf", dir, NULL };

  g_spawn_sync (NULL, (char **) rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL,
                NULL);
}

GtkWindow *
ui_test_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

static gboolean
toplevel_shown (gpointer type)
{
  return ui_test_find_toplevel ((GType) GPOINTER_TO_SIZE (type)) != NULL;
}

GtkWindow *
ui_test_wait_for_toplevel (GType type)
{
  ui_test_wait_until (toplevel_shown, GSIZE_TO_POINTER (type));
  return ui_test_find_toplevel (type);
}

char *
ui_test_answer_dialog (const char *response)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (ui_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  char *text = g_strdup_printf ("%s\n%s", adw_message_dialog_get_heading (dialog),
                                adw_message_dialog_get_body (dialog));

  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  return text;
}
