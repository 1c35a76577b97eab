/* valet-frozen-columns.c: a grid's first columns kept in sight. */
#define G_LOG_DOMAIN "valet-frozen-columns"

#include "config.h"

#include "valet-frozen-columns.h"

#include <math.h>

typedef struct {
  GtkColumnView *view;       /* weak */
  GtkColumnView *frozen;     /* weak */
  GtkWidget     *pane;       /* the scrolled window holding @frozen */
  GPtrArray     *originals;  /* GtkColumnViewColumn, one for each of @frozen's */
  GtkColumnViewColumn *primary;   /* of @originals: what the grid is sorted by, or NULL */
  GtkSortType    order;
  GtkAdjustment *grid_v, *pane_v;   /* up and down: the grid's, the pane's */
  gboolean       moving;            /* one handing its place to the other */
  gboolean       pane_leads;        /* the pane's place goes to the grid */
  gboolean       waiting;           /* for follow_after_paint() */
} Frozen;

static void
frozen_free (gpointer data)
{
  Frozen *f = data;
  g_ptr_array_unref (f->originals);
  g_free (f);
}

/* Shown only while the grid's own first columns are scrolled away. */
static Frozen *
frozen_of (GtkColumnView *frozen)
{
  return g_object_get_data (G_OBJECT (frozen), "valet-frozen");
}

/* Each copy as wide as its original in the grid, so that the grid's
 * other columns slide under the pane from where they were. */
static void
match_widths (Frozen *f)
{
  GListModel *columns = gtk_column_view_get_columns (f->view);
  GListModel *copies = gtk_column_view_get_columns (f->frozen);
  GtkWidget *header = gtk_widget_get_first_child (GTK_WIDGET (f->view));
  GtkWidget *title = header ? gtk_widget_get_first_child (header) : NULL;

  for (guint i = 0; i < g_list_model_get_n_items (columns) && title != NULL;
       i++, title = gtk_widget_get_next_sibling (title))
    {
      g_autoptr (GtkColumnViewColumn) column = g_list_model_get_item (columns, i);
      for (guint k = 0; k < f->originals->len; k++)
        if (g_ptr_array_index (f->originals, k) == column)
          {
            g_autoptr (GtkColumnViewColumn) copy = g_list_model_get_item (copies, k);
            int width = gtk_widget_get_width (title);
            if (width > 0 && gtk_column_view_column_get_fixed_width (copy) != width)
              gtk_column_view_column_set_fixed_width (copy, width);
          }
    }
}

static void
scrolled_cb (GtkAdjustment *h, GtkColumnView *frozen)
{
  Frozen *f = frozen_of (frozen);
  gboolean show = f->view != NULL && gtk_adjustment_get_value (h) > 0.5;

  if (show)
    match_widths (f);
  /* The rows only while shown: a hidden list would still follow every
   * change of thousands of rows, as a new ranking is published. */
  if (show != gtk_widget_get_visible (f->pane))
    gtk_column_view_set_model (frozen, show ? gtk_column_view_get_model (f->view) : NULL);
  gtk_widget_set_visible (f->pane, show);
}

/* Each list's place set after a frame is drawn, when both have laid
 * their rows out: a list told of a place while its rows are not laid
 * out (as after a sort, before the frame's layout) cannot find it. */
static void
follow_after_paint (GdkFrameClock *clock, GtkColumnView *frozen)
{
  Frozen *f = frozen_of (frozen);

  g_signal_handlers_disconnect_by_func (clock, follow_after_paint, frozen);
  if (f == NULL)
    return;
  f->waiting = FALSE;
  f->moving = TRUE;
  if (f->pane_leads)
    gtk_adjustment_set_value (f->grid_v, gtk_adjustment_get_value (f->pane_v));
  else
    gtk_adjustment_set_value (f->pane_v, gtk_adjustment_get_value (f->grid_v));
  f->pane_leads = FALSE;
  f->moving = FALSE;
}

static void
follow (Frozen *f, gboolean pane_leads)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (f->pane);

  f->pane_leads = pane_leads;
  if (clock == NULL || f->waiting)
    return;
  f->waiting = TRUE;
  g_signal_connect_object (clock, "after-paint", G_CALLBACK (follow_after_paint), f->frozen, 0);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT);
}

/* Rows sorted, filtered or replaced: the pane's list starts again from
 * its first row, as the grid's does (valet_grid_scroll_to_top()), and
 * goes where the grid is once both are laid out.  Told of the grid's
 * place alone, before its new rows are laid out, it could not find it. */
static void
rows_changed_cb (GListModel *rows, guint position, guint removed, guint added,
                 GtkColumnView *frozen)
{
  Frozen *f = frozen_of (frozen);
  GtkWidget *list = gtk_widget_get_last_child (GTK_WIDGET (frozen));

  if (f == NULL || !gtk_widget_get_mapped (f->pane) || g_list_model_get_n_items (rows) == 0)
    return;
  if (GTK_IS_LIST_VIEW (list))
    gtk_widget_activate_action (list, "list.scroll-to-item", "u", 0);
  follow (f, FALSE);
}

/* The grid moved up or down, or the pane's rows were laid out again: the
 * pane goes where the grid is. */
static void
grid_moved_cb (GtkAdjustment *adjustment, GtkColumnView *frozen)
{
  Frozen *f = frozen_of (frozen);

  if (f != NULL && !f->moving && gtk_widget_get_mapped (f->pane))
    follow (f, FALSE);
}

/* The pane's list moved itself (to a row reached with the keyboard):
 * the grid follows. */
static void
pane_moved_cb (GtkAdjustment *adjustment, GtkColumnView *frozen)
{
  Frozen *f = frozen_of (frozen);

  if (f != NULL && !f->moving && gtk_widget_get_mapped (f->pane)
      && gtk_widget_get_focus_child (GTK_WIDGET (frozen)) != NULL
      && ABS (gtk_adjustment_get_value (f->pane_v) - gtk_adjustment_get_value (f->grid_v)) > 0.5)
    follow (f, TRUE);
}

/* The wheel over the pane moves the grid, which the pane follows. */
static gboolean
pane_scroll_cb (GtkEventControllerScroll *controller, double dx, double dy, GtkColumnView *frozen)
{
  Frozen *f = frozen_of (frozen);
  double step;

  if (f == NULL || fabs (dy) <= fabs (dx))
    return GDK_EVENT_PROPAGATE;
  /* The steps GtkScrolledWindow takes. */
  if (gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL)
    step = pow (gtk_adjustment_get_page_size (f->grid_v), 2.0 / 3.0);
  else
    step = 2.5;
  gtk_adjustment_set_value (f->grid_v, gtk_adjustment_get_value (f->grid_v) + dy * step);
  return GDK_EVENT_STOP;
}

/* The grid on screen again (another view was shown): the pane shows
 * again, where the grid is scrolled right, only once the grid's rows are
 * laid out: a frame after, not with lists that have not placed a row. */
static void
recheck_after_paint (GdkFrameClock *clock, GtkColumnView *frozen)
{
  Frozen *f = frozen_of (frozen);

  g_signal_handlers_disconnect_by_func (clock, recheck_after_paint, frozen);
  if (f != NULL && f->view != NULL)
    {
      GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (f->view),
                                                     GTK_TYPE_SCROLLED_WINDOW);
      scrolled_cb (gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller)), frozen);
    }
}

static void
grid_mapped_cb (GtkWidget *overlay, GtkColumnView *frozen)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (overlay);

  if (clock == NULL)
    return;
  g_signal_handlers_disconnect_by_func (clock, recheck_after_paint, frozen);
  g_signal_connect_object (clock, "after-paint", G_CALLBACK (recheck_after_paint), frozen, 0);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT);
}

static void
grid_unmapped_cb (GtkWidget *overlay, GtkColumnView *frozen)
{
  Frozen *f = frozen_of (frozen);
  if (f != NULL)
    {
      gtk_widget_set_visible (f->pane, FALSE);
      gtk_column_view_set_model (frozen, NULL);
    }
}

static void
pane_mapped_cb (GtkWidget *pane, GtkColumnView *frozen)
{
  Frozen *f = frozen_of (frozen);
  if (f != NULL)
    follow (f, FALSE);
}

/* GTK 4.8 does not say which column a column view sorts by: the clicks
 * on the grid's headings are followed, as the view takes them (the
 * column clicked again turns round, another sorts ascending), and a
 * grid sorted by nothing (a new event) is seen in its sorter's order. */
static void
show_sort (Frozen *f)
{
  GtkColumnViewColumn *copy = NULL;

  for (guint i = 0; f->primary != NULL && i < f->originals->len; i++)
    if (g_ptr_array_index (f->originals, i) == f->primary)
      copy = g_list_model_get_item (gtk_column_view_get_columns (f->frozen), i);
  gtk_column_view_sort_by_column (f->frozen, copy, f->order);
  g_clear_object (&copy);
}

static void
clicked (Frozen *f, GtkColumnViewColumn *column)
{
  if (f->primary == column)
    f->order = f->order == GTK_SORT_ASCENDING ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING;
  else
    {
      f->primary = column;
      f->order = GTK_SORT_ASCENDING;
    }
}

/* A heading of the grid pressed (the grid sorts as it is let go). */
static void
view_heading_cb (GtkGestureClick *gesture, int n_press, double x, double y,
                 GtkColumnViewColumn *column)
{
  GtkColumnView *frozen = g_object_get_data (G_OBJECT (gesture), "valet-frozen-view");
  Frozen *f = frozen_of (frozen);

  if (f != NULL && gtk_column_view_column_get_sorter (column) != NULL)
    {
      clicked (f, column);
      show_sort (f);
    }
}

/* A frozen heading clicked: the grid sorts by the column copied, which
 * is what the rows follow; the frozen view's own sorting is not used. */
static void
frozen_heading_cb (GtkGestureClick *gesture, int n_press, double x, double y, gpointer index)
{
  GtkWidget *title = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  GtkColumnView *frozen = GTK_COLUMN_VIEW (gtk_widget_get_ancestor (title,
                                                                    GTK_TYPE_COLUMN_VIEW));
  Frozen *f = frozen_of (frozen);
  GtkColumnViewColumn *original = g_ptr_array_index (f->originals, GPOINTER_TO_UINT (index));

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  if (f->view == NULL || gtk_column_view_column_get_sorter (original) == NULL)
    return;
  clicked (f, original);
  gtk_column_view_sort_by_column (f->view, original, f->order);
  show_sort (f);
}

/* The grid sorted by nothing: its rows in their model's order. */
static void
view_sorted_cb (GtkSorter *sorter, GtkSorterChange change, GtkColumnView *frozen)
{
  Frozen *f = frozen_of (frozen);

  if (f != NULL && gtk_sorter_get_order (sorter) == GTK_SORTER_ORDER_NONE && f->primary != NULL)
    {
      f->primary = NULL;
      show_sort (f);
    }
}

/* @handler on pressing each heading of @view (the header's children, in
 * the order of the columns). */
static void
follow_headings (GtkColumnView *view, GtkColumnView *frozen, gboolean claim)
{
  GListModel *columns = gtk_column_view_get_columns (view);
  GtkWidget *header = gtk_widget_get_first_child (GTK_WIDGET (view));
  GtkWidget *title = header ? gtk_widget_get_first_child (header) : NULL;

  for (guint i = 0; i < g_list_model_get_n_items (columns) && title != NULL;
       i++, title = gtk_widget_get_next_sibling (title))
    {
      GtkGesture *click = gtk_gesture_click_new ();
      gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click),
                                                  GTK_PHASE_CAPTURE);
      gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
      if (claim)
        g_signal_connect (click, "pressed", G_CALLBACK (frozen_heading_cb), GUINT_TO_POINTER (i));
      else
        {
          g_autoptr (GtkColumnViewColumn) column = g_list_model_get_item (columns, i);
          g_object_set_data (G_OBJECT (click), "valet-frozen-view", frozen);
          /* The columns live as long as the view, and so its headings. */
          g_signal_connect (click, "pressed", G_CALLBACK (view_heading_cb), column);
        }
      gtk_widget_add_controller (title, GTK_EVENT_CONTROLLER (click));
    }
}

static void
frozen_activate_cb (GtkColumnView *frozen, guint position, gpointer data)
{
  Frozen *f = frozen_of (frozen);
  if (f->view != NULL)
    g_signal_emit_by_name (f->view, "activate", position);
}

/* Ctrl+C and Ctrl+A with the focus in the pane: the grid's own copy
 * ("grid.copy" of valet-grid.h), all of the selected rows' columns, not
 * only the few the pane shows. */
static gboolean
forward_cb (GtkWidget *widget, GVariant *args, gpointer data)
{
  Frozen *f = frozen_of (GTK_COLUMN_VIEW (widget));
  return f != NULL && f->view != NULL
         && gtk_widget_activate_action (GTK_WIDGET (f->view), data, NULL);
}

static void
forward_copy (GtkColumnView *frozen)
{
  static const char *const keys[][2] = {
    { "<Control>c", "grid.copy" }, { "<Control>a", "grid.select-all" },
  };
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (shortcuts),
      gtk_shortcut_new (gtk_shortcut_trigger_parse_string (keys[i][0]),
                        gtk_callback_action_new (forward_cb, (gpointer) keys[i][1], NULL)));
  /* Before the list inside, whose own Ctrl+A would end there. */
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  gtk_widget_add_controller (GTK_WIDGET (frozen), shortcuts);
}

/* The rows the grid shows, whenever it is given others. */
static void
model_cb (GtkColumnView *view, GParamSpec *pspec, GtkColumnView *frozen)
{
  Frozen *f = frozen_of (frozen);
  if (f != NULL && gtk_widget_get_visible (f->pane))
    gtk_column_view_set_model (frozen, gtk_column_view_get_model (view));
}

/* The pane's right edge: a line and a shadow over the columns it hides,
 * in the theme's own colours, light or dark. */
static void
add_style (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      GtkCssProvider *css = gtk_css_provider_new ();
      gtk_css_provider_load_from_data (css, ".frozen-columns { border-right: 1px solid "
                                            "alpha(currentColor, 0.15); box-shadow: 2px 0 4px "
                                            "alpha(black, 0.12); }", -1);
      gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                  GTK_STYLE_PROVIDER (css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      g_once_init_leave (&done, 1);
    }
}

void
valet_frozen_columns_attach (GtkScrolledWindow *scroller, GtkColumnView *view,
                             GtkColumnView *frozen, GtkColumnViewColumn **originals, guint n)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (scroller));
  GtkWidget *before = gtk_widget_get_prev_sibling (GTK_WIDGET (scroller));
  GtkWidget *overlay = gtk_overlay_new ();
  GListModel *copies = gtk_column_view_get_columns (frozen);
  Frozen *f = g_new0 (Frozen, 1);

  g_return_if_fail (GTK_IS_BOX (parent));
  g_return_if_fail (g_list_model_get_n_items (copies) == n);

  g_set_weak_pointer (&f->view, view);
  g_set_weak_pointer (&f->frozen, frozen);
  f->originals = g_ptr_array_new ();
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GtkColumnViewColumn) copy = g_list_model_get_item (copies, i);
      g_ptr_array_add (f->originals, originals[i]);
      g_object_bind_property (originals[i], "visible", copy, "visible", G_BINDING_SYNC_CREATE);
      g_object_bind_property (originals[i], "title", copy, "title", G_BINDING_SYNC_CREATE);
    }

  /* The scrolled window moves into the overlay, in its place. */
  g_object_ref (scroller);
  gtk_box_remove (GTK_BOX (parent), GTK_WIDGET (scroller));
  gtk_overlay_set_child (GTK_OVERLAY (overlay), GTK_WIDGET (scroller));
  g_object_unref (scroller);
  gtk_widget_set_vexpand (overlay, gtk_widget_get_vexpand (GTK_WIDGET (scroller)));
  gtk_widget_set_visible (overlay, TRUE);
  g_object_bind_property (scroller, "visible", overlay, "visible", G_BINDING_SYNC_CREATE);
  gtk_widget_set_visible (GTK_WIDGET (scroller), TRUE);
  gtk_box_insert_child_after (GTK_BOX (parent), overlay, before);

  /* Never sideways, and up and down as the grid. */
  f->pane = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (f->pane), GTK_POLICY_NEVER,
                                  GTK_POLICY_EXTERNAL);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (f->pane), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (f->pane), GTK_WIDGET (frozen));
  gtk_widget_set_halign (f->pane, GTK_ALIGN_START);
  add_style ();
  gtk_widget_add_css_class (f->pane, "frozen-columns");
  gtk_widget_set_visible (f->pane, FALSE);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), f->pane);
  g_object_set_data_full (G_OBJECT (frozen), "valet-frozen", f, frozen_free);

  g_signal_connect_object (view, "notify::model", G_CALLBACK (model_cb), frozen, 0);
  /* (The grid's rows: valet_grid_attach() gives a view its model once.) */
  g_signal_connect_object (gtk_column_view_get_model (view), "items-changed",
                           G_CALLBACK (rows_changed_cb), frozen, G_CONNECT_AFTER);
  g_signal_connect_object (gtk_scrolled_window_get_hadjustment (scroller), "value-changed",
                           G_CALLBACK (scrolled_cb), frozen, 0);
  /* Up and down together.  Each list keeps its own adjustment, which it
   * sets as it lays its rows out: one shared, each list would be told of
   * positions the other set before it had laid out the rows there. */
  f->grid_v = gtk_scrolled_window_get_vadjustment (scroller);
  f->pane_v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (f->pane));
  g_signal_connect_object (f->grid_v, "value-changed", G_CALLBACK (grid_moved_cb), frozen, 0);
  g_signal_connect_object (f->pane_v, "changed", G_CALLBACK (grid_moved_cb), frozen, 0);
  g_signal_connect_object (f->pane_v, "value-changed", G_CALLBACK (pane_moved_cb), frozen, 0);
  g_signal_connect_object (f->pane, "map", G_CALLBACK (pane_mapped_cb), frozen, 0);
  g_signal_connect_object (overlay, "map", G_CALLBACK (grid_mapped_cb), frozen, 0);
  g_signal_connect_object (overlay, "unmap", G_CALLBACK (grid_unmapped_cb), frozen, 0);
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  gtk_event_controller_set_propagation_phase (scroll, GTK_PHASE_CAPTURE);
  g_signal_connect_object (scroll, "scroll", G_CALLBACK (pane_scroll_cb), frozen, 0);
  gtk_widget_add_controller (f->pane, scroll);
  follow_headings (view, frozen, FALSE);
  follow_headings (frozen, frozen, TRUE);
  g_signal_connect_object (gtk_column_view_get_sorter (view), "changed",
                           G_CALLBACK (view_sorted_cb), frozen, 0);
  g_signal_connect (frozen, "activate", G_CALLBACK (frozen_activate_cb), NULL);
  forward_copy (frozen);
}

GtkWidget *
valet_frozen_columns_get_pane (GtkColumnView *frozen)
{
  Frozen *f = frozen_of (frozen);
  return f ? f->pane : NULL;
}
