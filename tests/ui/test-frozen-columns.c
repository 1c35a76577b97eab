/* test-frozen-columns.c: Rank, No. and Players stay in sight when the
 * ranking grid scrolls right, at 700 pixels: the names of the row
 * picked out are drawn inside the grid's viewport, level with the rest
 * of their row as the grid scrolls down too; a click on a frozen heading
 * sorts the grid, Enter on a frozen row opens the pair's page, and
 * Ctrl+C there copies the row picked out whole, as Ctrl+C in the grid
 * does.  Screenshots light and dark. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "valet-frozen-columns.h"
#include "valet-pair-row.h"
#include "valet-ranking-view.h"
#include "valet-window.h"
#include "ui-test-support.h"

static ValetWindow *window;

static ValetDocument *
doc (void)
{
  return valet_window_get_document (window);
}

static gboolean
scored (gpointer data)
{
  return valet_document_get_run (doc ()) != NULL && !valet_document_get_busy (doc ());
}

static ValetRankingView *
ranking (void)
{
  return VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
}

/* The row widget of @view picked out, or NULL. */
static GtkWidget *
selected_row (GtkColumnView *view)
{
  GtkWidget *list = gtk_widget_get_last_child (GTK_WIDGET (view));

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_mapped (row)
        && (gtk_widget_get_state_flags (row) & GTK_STATE_FLAG_SELECTED) != 0)
      return row;
  return NULL;
}

/* The label under @root that shows @text, or NULL. */
static GtkWidget *
label_showing (GtkWidget *root, const char *text)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();

  ui_test_find_all (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *shown = gtk_label_get_text (g_ptr_array_index (labels, i));
      if (shown != NULL && g_str_has_prefix (shown, text))
        return g_ptr_array_index (labels, i);
    }
  return NULL;
}

/* Both views have laid out the row picked out, level with each other. */
static gboolean
level (gpointer data)
{
  GtkWidget *row = selected_row (valet_ranking_view_get_column_view (ranking ()));
  GtkWidget *frozen_row = selected_row (valet_ranking_view_get_frozen_view (ranking ()));
  graphene_rect_t a, b;

  return row != NULL && frozen_row != NULL
         && gtk_widget_compute_bounds (row, GTK_WIDGET (window), &a)
         && gtk_widget_compute_bounds (frozen_row, GTK_WIDGET (window), &b)
         && ABS (a.origin.y - b.origin.y) <= 1;
}

static graphene_rect_t
bounds (GtkWidget *widget)
{
  graphene_rect_t r;
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &r));
  return r;
}

/* The pair picked out, its row in both views: the frozen row level with
 * the grid's, its first player's name drawn inside the viewport. */
static void
assert_names_in_sight (GtkScrolledWindow *scroller, guint position)
{
  GtkColumnView *cv = valet_ranking_view_get_column_view (ranking ());
  GtkColumnView *frozen = valet_ranking_view_get_frozen_view (ranking ());
  g_autoptr (ValetPairRow) pair = g_list_model_get_item (valet_ranking_view_get_rows (ranking ()),
                                                         position);
  ValetTournament *t = valet_run_tournament (valet_document_get_run (doc ()));
  const char *first = valet_tournament_player_display_name (t,
                                                            valet_pair_row_get_player (pair, 0));
  GtkWidget *row = selected_row (cv), *frozen_row = selected_row (frozen);

  g_assert_nonnull (row);
  g_assert_nonnull (frozen_row);
  graphene_rect_t port = bounds (GTK_WIDGET (scroller));
  graphene_rect_t in_grid = bounds (row), in_frozen = bounds (frozen_row);
  g_test_message ("row %u (%s): grid y %.0f, frozen y %.0f", position, first, in_grid.origin.y,
                  in_frozen.origin.y);
  g_assert_cmpfloat (ABS (in_grid.origin.y - in_frozen.origin.y), <=, 1);
  g_assert_cmpfloat (ABS (in_grid.size.height - in_frozen.size.height), <=, 1);

  GtkWidget *name = label_showing (frozen_row, first);
  g_assert_nonnull (name);
  g_assert_true (gtk_widget_get_mapped (name));
  graphene_rect_t at = bounds (name);
  g_assert_cmpfloat (at.size.width, >, 10);
  g_assert_cmpfloat (at.origin.x, >=, port.origin.x);
  g_assert_cmpfloat (at.origin.x + at.size.width, <=, port.origin.x + port.size.width);
  g_assert_cmpfloat (at.origin.y, >=, port.origin.y);
  g_assert_cmpfloat (at.origin.y + at.size.height, <=, port.origin.y + port.size.height);
  /* The grid's own cell of the names is scrolled away to the left, or
   * part of it: the frozen one is what shows them whole. */
  GtkWidget *own = label_showing (row, first);
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (scroller);
  g_test_message ("scrolled %.0f of %.0f (page %.0f); the grid's names at x %.0f, the port at %.0f",
                  gtk_adjustment_get_value (h), gtk_adjustment_get_upper (h),
                  gtk_adjustment_get_page_size (h), own ? bounds (own).origin.x : -1,
                  port.origin.x);
  g_assert_true (own == NULL || bounds (own).origin.x < port.origin.x);
}

static void
screenshot (const char *name)
{
  g_autofree char *path = g_build_filename (ui_test_screenshot_dir (), name, NULL);
  g_autoptr (GdkTexture) shot = ui_test_save_png (GTK_WIDGET (window), path);
  g_assert_cmpint (gdk_texture_get_width (shot), >=, 600);
}

/* What a key press of @accel ("<Control>c") with the focus in @widget
 * does: the first shortcut for it on @widget or above, as GTK looks for
 * one, activated on the widget that holds it.  FALSE if there is none. */
static gboolean
press (GtkWidget *widget, const char *accel)
{
  g_autoptr (GtkShortcutTrigger) wanted = gtk_shortcut_trigger_parse_string (accel);

  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (w);
      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
          if (!GTK_IS_SHORTCUT_CONTROLLER (c))
            continue;
          for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (c)); k++)
            {
              g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (c), k);
              if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), wanted))
                return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, w,
                                                     gtk_shortcut_get_arguments (shortcut));
            }
        }
    }
  return FALSE;
}

static void
read_text_cb (GObject *clipboard, GAsyncResult *result, gpointer data)
{
  char **text = data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result, NULL);
  if (*text == NULL)
    *text = g_strdup ("");
}

static gboolean
is_set (gpointer data)
{
  return *(char **) data != NULL;
}

/* What Ctrl+C in @widget put on the clipboard (emptied first), read back. */
static char *
ctrl_c (GtkWidget *widget)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (widget);
  char *text = NULL;

  gdk_clipboard_set_text (clipboard, "");
  g_assert_true (press (widget, "<Control>c"));
  gdk_clipboard_read_text_async (clipboard, NULL, read_text_cb, &text);
  ui_test_wait_until (is_set, &text);
  return text;
}

static void
test_frozen (void)
{
  g_autoptr (GFile) sample = g_file_new_for_path (ui_test_env ("VALET_SAMPLE"));
  valet_window_open (window, sample);
  ui_test_wait_until (scored, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 700, 768);
  ui_test_run_for (400);

  GtkColumnView *cv = valet_ranking_view_get_column_view (ranking ());
  GtkColumnView *frozen = valet_ranking_view_get_frozen_view (ranking ());
  g_assert_nonnull (frozen);
  GtkWidget *pane = valet_frozen_columns_get_pane (frozen);
  GtkScrolledWindow *scroller =
    GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (cv), GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (scroller);
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (scroller);
  GtkSelectionModel *rows = gtk_column_view_get_model (cv);

  /* Not scrolled: the grid's own columns show, nothing over them. */
  g_assert_false (gtk_widget_get_visible (pane));
  /* Hidden, it follows no rows. */
  g_assert_null (gtk_column_view_get_model (frozen));
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), >, gtk_adjustment_get_page_size (h));

  /* Scrolled right to the end, the third pair picked out. */
  gtk_selection_model_select_item (rows, 2, TRUE);
  gtk_adjustment_set_value (h, gtk_adjustment_get_upper (h));
  ui_test_run_for (300);
  ui_test_wait_until (level, NULL);
  g_assert_true (gtk_widget_get_visible (pane));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (frozen)));
  /* The same rows, the same one picked out. */
  g_assert_true (gtk_column_view_get_model (frozen) == rows);
  assert_names_in_sight (scroller, 2);
  for (int dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                               : ADW_COLOR_SCHEME_FORCE_LIGHT);
      ui_test_run_for (150);
      screenshot (dark ? "ranking-frozen-dark.png" : "ranking-frozen.png");
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);

  /* Ctrl+C in the frozen columns: the row picked out, every column of
   * it under the headings, as Ctrl+C in the grid copies it. */
  {
    g_autofree char *from_grid = ctrl_c (GTK_WIDGET (cv));
    g_autofree char *from_frozen = ctrl_c (GTK_WIDGET (frozen));
    g_auto (GStrv) lines = g_strsplit (from_grid, "\n", -1);
    g_autoptr (ValetPairRow) pair = g_list_model_get_item (valet_ranking_view_get_rows (ranking ()),
                                                           2);
    g_assert_cmpuint (g_strv_length (lines), ==, 3);   /* headings, the row, "" */
    g_assert_nonnull (strstr (lines[1], valet_pair_row_get_name (pair)));
    g_auto (GStrv) headings = g_strsplit (lines[0], "\t", -1);
    g_assert_cmpuint (g_strv_length (headings), >, 3);
    g_assert_cmpstr (from_frozen, ==, from_grid);
    /* Ctrl+A there too: then every row. */
    g_assert_true (press (GTK_WIDGET (frozen), "<Control>a"));
    g_autofree char *all = ctrl_c (GTK_WIDGET (frozen));
    g_auto (GStrv) all_lines = g_strsplit (all, "\n", -1);
    g_assert_cmpuint (g_strv_length (all_lines), ==,
                      g_list_model_get_n_items (G_LIST_MODEL (rows)) + 2);
    gtk_selection_model_select_item (rows, 2, TRUE);
  }

  /* Down the grid too: a pair far down picked out, still level. */
  guint far = 60;
  gtk_selection_model_select_item (rows, far, TRUE);
  gtk_widget_activate_action (gtk_widget_get_last_child (GTK_WIDGET (cv)),
                              "list.scroll-to-item", "u", far);
  ui_test_run_for (300);
  ui_test_wait_until (level, NULL);
  g_assert_cmpfloat (gtk_adjustment_get_value (v), >, 0);
  g_assert_cmpfloat (gtk_adjustment_get_value (h), >, 0);
  assert_names_in_sight (scroller, far);

  /* A click on the frozen Players heading sorts the grid by the names. */
  GtkWidget *header = gtk_widget_get_first_child (GTK_WIDGET (frozen));
  GtkWidget *players = gtk_widget_get_last_child (header);
  GListModel *controllers = gtk_widget_observe_controllers (players);
  gboolean pressed = FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !pressed; i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_CLICK (c))
        {
          g_signal_emit_by_name (c, "pressed", 1, 5.0, 5.0);
          pressed = TRUE;
        }
    }
  g_object_unref (controllers);
  g_assert_true (pressed);
  ui_test_run_for (200);
  GListModel *shown = valet_ranking_view_get_rows (ranking ());
  for (guint i = 1; i < MIN (g_list_model_get_n_items (shown), 20); i++)
    {
      g_autoptr (ValetPairRow) a = g_list_model_get_item (shown, i - 1);
      g_autoptr (ValetPairRow) b = g_list_model_get_item (shown, i);
      g_assert_cmpint (g_utf8_collate (valet_pair_row_get_name (a), valet_pair_row_get_name (b)),
                       <=, 0);
    }
  /* Sorted from half-way down, by column after column each way, as
   * /ui/sort-drawn sorts: both lists back at the top, level, and
   * neither told of a place it cannot find (a warning, fatal here). */
  GListModel *columns = gtk_column_view_get_columns (cv);
  for (guint i = 0; i < MIN (g_list_model_get_n_items (columns), 8); i++)
    for (int k = 0; k < 2; k++)
      {
        g_autoptr (GtkColumnViewColumn) column = g_list_model_get_item (columns, i);
        if (!gtk_column_view_column_get_visible (column)
            || gtk_column_view_column_get_sorter (column) == NULL)
          continue;
        gtk_adjustment_set_value (v, (gtk_adjustment_get_upper (v)
                                      - gtk_adjustment_get_page_size (v)) / 2);
        ui_test_run_for (50);
        gtk_column_view_sort_by_column (cv, column, k ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING);
        ui_test_run_for (100);
        gtk_selection_model_select_item (rows, 0, TRUE);
        ui_test_wait_until (level, NULL);
      }
  gtk_column_view_sort_by_column (cv, NULL, GTK_SORT_ASCENDING);
  ui_test_run_for (100);
  /* The same at once after coming back from another view, the lists not
   * yet laid out again. */
  for (int k = 0; k < 2; k++)
    {
      valet_window_show_view (window, "players");
      ui_test_run_for (100);
      valet_window_show_view (window, "rankings");
      gtk_adjustment_set_value (v, (gtk_adjustment_get_upper (v)
                                    - gtk_adjustment_get_page_size (v)) / 2);
      ui_test_run_for (100);
      g_autoptr (GtkColumnViewColumn) first_column = g_list_model_get_item (columns, 0);
      gtk_column_view_sort_by_column (cv, first_column, GTK_SORT_ASCENDING);
      ui_test_run_for (100);
      gtk_selection_model_select_item (rows, 0, TRUE);
      ui_test_wait_until (level, NULL);
    }
  gtk_column_view_sort_by_column (cv, NULL, GTK_SORT_ASCENDING);
  ui_test_run_for (100);

  /* Enter on a frozen row opens the pair's page, as on the grid's. */
  g_signal_emit_by_name (frozen, "activate", 0);
  ui_test_run_for (100);
  g_assert_nonnull (valet_ranking_view_get_pair_rows (ranking ()));
}

int
main (int argc, char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));

  g_test_add_func ("/ui/frozen-columns", test_frozen);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  return status;
}
