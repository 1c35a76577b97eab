/* valet-board-view.c: boards, tableaux and travellers. */
#define G_LOG_DOMAIN "valet-board-view"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "valet-board-row.h"
#include "valet-board-view.h"
#include "valet-columns.h"
#include "valet-correction-dialog.h"
#include "valet-grid.h"
#include "valet-dd-panel.h"
#include "valet-hand-diagram.h"
#include "valet-result-row.h"
#include "valet-tableau-item.h"

struct _ValetBoardView
{
  ValetDocumentView   parent_instance;
  GtkColumnView      *boards_view;
  GtkColumnView      *declarer_view;
  GtkColumnView      *defender_view;
  GtkColumnView      *traveller_view;
  GtkLabel           *board_title;
  GtkLabel           *datum_label;
  GtkWidget          *no_results;   /* said of a board with none */
  ValetHandDiagram   *hand_diagram;
  ValetDdPanel       *dd_panel;
  GtkScrolledWindow  *board_scroller;
  GtkWidget          *tableaux;
  GtkWidget          *traveller_frame;
  GtkScrolledWindow  *traveller_scroller;

  GtkSingleSelection *selection;
  GtkSingleSelection *picked;    /* the traveller's line picked out, if any */
  GtkWidget          *declarer_scroller;
  GtkWidget          *defender_scroller;
  GtkColumnViewColumn *part_column;
  GtkColumnViewColumn *seat_columns[3];   /* table, NS and EW pair numbers */
  guint               scroll_tick;
  guint               scroll_frames;
  ValetGrid          *boards;
  ValetGrid          *declarer;
  ValetGrid          *defender;
  ValetGrid          *traveller;
  GtkColumnViewColumn *lead_columns[5];
  GtkColumnViewColumn *defence_columns[2];
  /* The traveller's score as played and luck: with the cloud split. */
  GtkColumnViewColumn *luck_columns[2];
  /* Each line's tricks against double dummy, once the deals are solved. */
  ValetDdColumns     *dd_columns;
  int                 decimals;
  int                 whole;
  gboolean            stale;     /* the shown board is of an earlier run */
  /* The shown board's lines in the two tableaux and the traveller, put
   * in a few at a time as the main loop has time (see show_lines()). */
  GtkSliceListModel  *lines[3];
  GListModel         *traveller_lines;   /* the shown board's, all of them */
  guint               grow_source;
};

static void update_correct_cb (ValetBoardView *self);

G_DEFINE_FINAL_TYPE (ValetBoardView, valet_board_view, VALET_TYPE_DOCUMENT_VIEW)

/* The datum as the traveller shows scores: for the side it favours, in
 * that side's column, without a sign. */
static void
show_datum (ValetBoardView *self, int datum)
{
  g_autofree char *points = valet_columns_format (ABS (datum), -1);
  g_autofree char *text = NULL;

  if (datum > 0)
    /* Translators: the board's datum, a score for North-South. */
    text = g_strdup_printf (_("Datum NS %s"), points);
  else if (datum < 0)
    /* Translators: the board's datum, a score for East-West. */
    text = g_strdup_printf (_("Datum EW %s"), points);
  else
    text = g_strdup_printf (_("Datum %s"), points);
  gtk_label_set_text (self->datum_label, text);
}

/* The Part column, on a board whose traveller has a line that is part
 * of a table's score. */
static void
show_parts (ValetBoardView *self, GListModel *lines)
{
  gboolean any = FALSE;
  for (guint i = 0; lines != NULL && i < g_list_model_get_n_items (lines) && !any; i++)
    {
      g_autoptr (GObject) row = g_list_model_get_item (lines, i);
      g_autofree char *part = NULL;
      g_object_get (row, "part", &part, NULL);
      any = part != NULL && part[0] != '\0';
    }
  gtk_column_view_column_set_visible (self->part_column, any);
  /* The table and the pairs' numbers, where the file gives them. */
  static const char *const seat_keys[3] = { "table-text", "ns-no", "ew-no" };
  for (guint k = 0; k < 3; k++)
    {
      gboolean given = FALSE;
      for (guint i = 0; lines != NULL && i < g_list_model_get_n_items (lines) && !given; i++)
        {
          g_autoptr (GObject) row = g_list_model_get_item (lines, i);
          g_autofree char *text = NULL;
          g_object_get (row, seat_keys[k], &text, NULL);
          given = text != NULL && text[0] != '\0';
        }
      gtk_column_view_column_set_visible (self->seat_columns[k], given);
    }
}

/* The board's deal, where the file gives one. */
static void
show_deal (ValetBoardView *self, ValetBoardRow *board)
{
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));
  ValetRun *run = document != NULL ? valet_document_get_run (document) : NULL;
  const ValetBoardDeal *deal = NULL;

  if (run != NULL)
    deal = valet_tournament_get_deal (valet_run_tournament (run), valet_board_row_get_round (board),
                                      valet_board_row_get_board (board));
  valet_hand_diagram_set_deal (self->hand_diagram, deal);
  valet_dd_panel_show (self->dd_panel, document, deal);
}

/* A board of forty tables has a thousand cells in its traveller and
 * its tableaux, and GTK 4.8 makes a row's cells as the row enters the
 * grid's model, and takes them down as it leaves: all at once, the
 * lines of one board going and another's coming held the main loop for
 * a tenth of a second and more, several times that on a busy machine.
 * So the grids take the board's lines a few at a time, in idle turns of
 * the main loop of a few milliseconds each, between which the window
 * draws and answers: the tableaux at the top of the page show their
 * first lines at once; the traveller, further down, is hidden while the
 * earlier board's lines leave it, a few at a time too, and shown again
 * empty to take the new board's.  Another board chosen meanwhile takes
 * over: nothing of the earlier one shows beside it. */
#define FIRST_LINES 4      /* of each tableau, with the board */
#define AT_ONCE     16     /* traveller lines going and coming, at most, at once */
#define STEP_LINES  4      /* lines made or taken down at a time */
#define STEP_BUDGET 6000   /* µs of lines a turn, then the window's turn */

static void
stop_growing (ValetBoardView *self)
{
  g_clear_handle_id (&self->grow_source, g_source_remove);
}

/* @slice, a grid's lines, one step nearer to all of its model; FALSE
 * when it has all. */
static gboolean
grow_slice (GtkSliceListModel *slice)
{
  guint size, n;

  if (slice == NULL)
    return FALSE;
  size = g_list_model_get_n_items (G_LIST_MODEL (slice));
  n = g_list_model_get_n_items (gtk_slice_list_model_get_model (slice));
  if (size >= n)
    return FALSE;
  /* Whole, the slice follows its model, should it grow. */
  gtk_slice_list_model_set_size (slice, size + STEP_LINES >= n ? G_MAXUINT : size + STEP_LINES);
  return TRUE;
}

/* The traveller one step nearer to the shown board's lines: the earlier
 * board's taken down, then the board's own put in.  FALSE once it has
 * them all. */
static gboolean
grow_traveller (ValetBoardView *self)
{
  GtkSliceListModel *slice = self->lines[2];

  if (slice != NULL && gtk_slice_list_model_get_model (slice) != self->traveller_lines)
    {
      guint size = g_list_model_get_n_items (G_LIST_MODEL (slice));

      if (size > 0)
        {
          gtk_slice_list_model_set_size (slice, size - MIN (size, STEP_LINES));
          return TRUE;
        }
      g_clear_object (&self->lines[2]);
    }
  if (self->lines[2] == NULL && self->traveller_lines != NULL)
    {
      self->lines[2] = gtk_slice_list_model_new (g_object_ref (self->traveller_lines), 0, 0);
      valet_grid_set_model (self->traveller, G_LIST_MODEL (self->lines[2]));
      gtk_widget_set_visible (self->traveller_frame, TRUE);
      return TRUE;
    }
  return grow_slice (self->lines[2]);
}

/* One step of the grids' lines, the tableaux first; FALSE once every
 * grid has all of the board's. */
static gboolean
grow_some_lines (ValetBoardView *self)
{
  return grow_slice (self->lines[0]) || grow_slice (self->lines[1]) || grow_traveller (self);
}

static gboolean
grow_lines_cb (gpointer data)
{
  ValetBoardView *self = data;
  gint64 end = g_get_monotonic_time () + STEP_BUDGET;

  while (grow_some_lines (self))
    if (g_get_monotonic_time () >= end)
      return G_SOURCE_CONTINUE;
  self->grow_source = 0;
  return G_SOURCE_REMOVE;
}

/* Every line of the shown board in its grid now, for whoever reads the
 * grids (a line picked out, the tests). */
static void
finish_lines (ValetBoardView *self)
{
  stop_growing (self);
  while (grow_some_lines (self))
    ;
}

/* Before a copy from one of the grids (valet_grid_set_before_copy()). */
static void
finish_lines_cb (GObject *self)
{
  finish_lines (VALET_BOARD_VIEW (self));
}

/* The grids show @tableau and @traveller (either may be NULL): the
 * tableaux' first lines now, the rest in idle turns. */
static void
show_lines (ValetBoardView *self, GListModel *tableau, GListModel *traveller)
{
  ValetGrid *tableaux[2] = { self->declarer, self->defender };

  stop_growing (self);
  for (guint i = 0; i < 2; i++)
    {
      g_clear_object (&self->lines[i]);
      if (tableau != NULL)
        self->lines[i] = gtk_slice_list_model_new (g_object_ref (tableau), 0, FIRST_LINES);
      valet_grid_set_model (tableaux[i], G_LIST_MODEL (self->lines[i]));
    }
  g_set_object (&self->traveller_lines, traveller);
  guint shown = self->lines[2] ? g_list_model_get_n_items (G_LIST_MODEL (self->lines[2])) : 0;
  guint coming = traveller ? g_list_model_get_n_items (traveller) : 0;
  /* A club's board, a few lines going and coming: at once. */
  if (traveller == NULL || shown + coming <= AT_ONCE)
    {
      g_clear_object (&self->lines[2]);
      if (traveller != NULL)
        self->lines[2] = gtk_slice_list_model_new (g_object_ref (traveller), 0, G_MAXUINT);
      valet_grid_set_model (self->traveller, G_LIST_MODEL (self->lines[2]));
      gtk_widget_set_visible (self->traveller_frame, TRUE);
    }
  /* The earlier board's lines, out of sight until they are gone. */
  else if (self->lines[2] != NULL && gtk_slice_list_model_get_model (self->lines[2]) != traveller)
    gtk_widget_set_visible (self->traveller_frame, FALSE);
  /* After the window's drawing (GDK_PRIORITY_REDRAW), each turn. */
  self->grow_source = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, grow_lines_cb, self, NULL);
}

static void
show_board_cb (ValetBoardView *self)
{
  ValetBoardRow *board = gtk_single_selection_get_selected_item (self->selection);
  g_autofree char *title = NULL;

  self->stale = FALSE;
  gtk_widget_set_visible (self->no_results,
                          board != NULL && valet_board_row_get_n_entries (board) == 0);
  if (board == NULL)
    {
      show_lines (self, NULL, NULL);
      gtk_label_set_text (self->board_title, "");
      gtk_label_set_text (self->datum_label, "");
      valet_hand_diagram_set_deal (self->hand_diagram, NULL);
      valet_dd_panel_show (self->dd_panel, NULL, NULL);
      return;
    }

  self->decimals = valet_scoring_decimals (valet_board_row_get_scoring (board));
  show_lines (self, valet_board_row_get_tableau (board), valet_board_row_get_traveller (board));
  show_parts (self, valet_board_row_get_traveller (board));
  title = g_strdup_printf (_("Round %u, Board %u"), valet_board_row_get_round (board),
                           valet_board_row_get_board (board));
  gtk_label_set_text (self->board_title, title);
  /* No result, no datum: nothing was measured against one. */
  if (valet_board_row_get_n_entries (board) > 0)
    show_datum (self, valet_board_row_get_datum (board));
  else
    gtk_label_set_text (self->datum_label, "");
  show_deal (self, board);
}

/* Another board chosen, or the list of boards filled: shown at once when
 * the view is on screen, else when it maps (a traveller of 100,000
 * tables is not built for a view nobody sees). */
static void
selected_cb (ValetBoardView *self)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    show_board_cb (self);
  else
    self->stale = TRUE;
}

static void
scored_cb (ValetBoardView *self)
{
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));
  ValetRun *run = valet_document_get_run (document);
  /* As the run scored: results without leads have no lead split,
   * whatever the option says. */
  gboolean lead = run != NULL && valet_run_options (run)->lead;
  gboolean luck = run != NULL && valet_tableau_shows_luck (valet_run_options (run));

  for (guint i = 0; i < G_N_ELEMENTS (self->lead_columns); i++)
    gtk_column_view_column_set_visible (self->lead_columns[i], lead);
  for (guint i = 0; i < G_N_ELEMENTS (self->luck_columns); i++)
    gtk_column_view_column_set_visible (self->luck_columns[i], luck);
  for (guint i = 0; i < G_N_ELEMENTS (self->defence_columns); i++)
    gtk_column_view_column_set_title (self->defence_columns[i],
                                      lead ? _("Rest") : _("Defence"));
  valet_dd_columns_follow (self->dd_columns, run ? document : NULL);
  /* Building a board's tableaux and traveller makes hundreds of cells:
   * not for a view nobody sees. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    show_board_cb (self);
  else
    self->stale = TRUE;
}

/* The declarer's and the defenders' tableaux: side by side when the pane
 * is wide enough for both, for the figures of a result to be read across,
 * and one above the other when it is not, rather than one cut off. */
#define TABLEAU_SPACING 24
#define TABLEAU_ROW_SPACING 12

static int
natural_width (GtkWidget *widget)
{
  int natural;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  return natural;
}

static gboolean
tableaux_side_by_side (GtkWidget *tableaux, int width)
{
  int needed = -TABLEAU_SPACING;

  for (GtkWidget *child = gtk_widget_get_first_child (tableaux); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    needed += natural_width (child) + TABLEAU_SPACING;
  return width < 0 || width >= needed;
}

static GtkSizeRequestMode
tableaux_request_mode (GtkWidget *tableaux)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tableaux_measure (GtkWidget *tableaux, GtkOrientation orientation, int for_size,
                  int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  /* Across: at least the wider of the two, at best both side by side.
   * Down: the taller of the two, or both. */
  gboolean across = orientation == GTK_ORIENTATION_HORIZONTAL;
  gboolean stacked = !across && !tableaux_side_by_side (tableaux, for_size);

  *minimum = *natural = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (tableaux); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min, nat, gap = child == gtk_widget_get_first_child (tableaux) ? 0
                          : across ? TABLEAU_SPACING : TABLEAU_ROW_SPACING;

      gtk_widget_measure (child, orientation, -1, &min, &nat, NULL, NULL);
      *minimum = stacked ? *minimum + gap + min : MAX (*minimum, min);
      *natural = across || stacked ? *natural + gap + nat : MAX (*natural, nat);
    }
}

static void
tableaux_allocate (GtkWidget *tableaux, int width, int height, int baseline)
{
  gboolean beside = tableaux_side_by_side (tableaux, width);
  gboolean rtl = gtk_widget_get_direction (tableaux) == GTK_TEXT_DIR_RTL;
  int x = 0, y = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (tableaux); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkAllocation allocation = { x, y, 0, 0 };
      int min;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      allocation.width = MAX (min, MIN (natural_width (child), width));
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, allocation.width,
                          NULL, &allocation.height, NULL, NULL);
      if (rtl)
        allocation.x = width - x - allocation.width;
      gtk_widget_size_allocate (child, &allocation, -1);
      if (beside)
        x += allocation.width + TABLEAU_SPACING;
      else
        y += allocation.height + TABLEAU_ROW_SPACING;
    }
}

/* The traveller's scrolled window asks for the height of the rows and
 * not of its scrollbar, which shows only when the traveller is wider
 * than the pane: the scrollbar then took the last row's room, and
 * nothing scrolls the traveller up and down to it (the page does).  Its
 * frame asks for the scrollbar's height too when the bar will show. */
static GtkSizeRequestMode
traveller_request_mode (GtkWidget *frame)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static int
traveller_scrollbar_height (GtkWidget *frame, int width)
{
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (gtk_widget_get_first_child (frame));
  GtkWidget *grid = gtk_scrolled_window_get_child (scroller);
  int grid_min, grid_nat, scroller_nat, bar;

  if (width < 0)
    return 0;
  gtk_widget_measure (grid, GTK_ORIENTATION_HORIZONTAL, -1, &grid_min, &grid_nat, NULL, NULL);
  /* Its natural width is the traveller's and the scrolled window's own
   * borders: what it needs not to scroll, as small as the grid goes. */
  gtk_widget_measure (GTK_WIDGET (scroller), GTK_ORIENTATION_HORIZONTAL, -1,
                      NULL, &scroller_nat, NULL, NULL);
  if (grid_min + scroller_nat - grid_nat <= width)
    return 0;
  gtk_widget_measure (gtk_scrolled_window_get_hscrollbar (scroller), GTK_ORIENTATION_VERTICAL,
                      -1, NULL, &bar, NULL, NULL);
  return bar;
}

static void
traveller_measure (GtkWidget *frame, GtkOrientation orientation, int for_size,
                   int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  gtk_widget_measure (gtk_widget_get_first_child (frame), orientation, for_size,
                      minimum, natural, NULL, NULL);
  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      int bar = traveller_scrollbar_height (frame, for_size);

      *minimum += bar;
      *natural += bar;
    }
}

static void
traveller_allocate (GtkWidget *frame, int width, int height, int baseline)
{
  gtk_widget_size_allocate (gtk_widget_get_first_child (frame),
                            &(GtkAllocation) { 0, 0, width, height }, -1);
}

/* Up and down over the traveller moves the board's page.  A scrolled
 * window that can scroll one way keeps every scroll over it, even the
 * other way: the traveller, which only goes sideways, would hold the page
 * still while the pointer is over it, most of the page. */
static gboolean
traveller_scroll_cb (GtkEventControllerScroll *controller, double dx, double dy,
                     ValetBoardView *self)
{
  GtkAdjustment *page = gtk_scrolled_window_get_vadjustment (self->board_scroller);
  GdkModifierType state =
    gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double step;

  /* Shift turns the wheel sideways, as over any scrolled window. */
  if ((state & GDK_SHIFT_MASK) != 0 || fabs (dy) <= fabs (dx))
    return GDK_EVENT_PROPAGATE;
  /* The steps GtkScrolledWindow takes: a wheel's notch moves by a share
   * of the page, a touchpad by what the fingers moved, scaled as GTK
   * scales it. */
  if (gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL)
    step = pow (gtk_adjustment_get_page_size (page), 2.0 / 3.0);
  else
    step = 2.5;
  gtk_adjustment_set_value (page, gtk_adjustment_get_value (page) + dy * step);
  return GDK_EVENT_STOP;
}

/* Tab goes from grid to grid: the list of boards, the two tableaux, the
 * traveller; the arrows move within one.  A grid takes Tab from row to
 * row, hundreds of them in the list of boards before the tableaux. */
static gboolean
valet_board_view_focus (GtkWidget *widget, GtkDirectionType direction)
{
  ValetBoardView *self = VALET_BOARD_VIEW (widget);
  GtkWidget *grids[] = {
    GTK_WIDGET (self->boards_view), GTK_WIDGET (self->declarer_view),
    GTK_WIDGET (self->defender_view), GTK_WIDGET (self->traveller_view),
  };
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (widget));
  int step = direction == GTK_DIR_TAB_FORWARD ? 1 : direction == GTK_DIR_TAB_BACKWARD ? -1 : 0;

  for (int i = 0; step != 0 && focus != NULL && i < (int) G_N_ELEMENTS (grids); i++)
    if (focus == grids[i] || gtk_widget_is_ancestor (focus, grids[i]))
      {
        for (int j = i + step; j >= 0 && j < (int) G_N_ELEMENTS (grids); j += step)
          if (gtk_widget_child_focus (grids[j], direction))
            return TRUE;
        /* Past the first or the last grid: out of the view. */
        return FALSE;
      }
  return GTK_WIDGET_CLASS (valet_board_view_parent_class)->focus (widget, direction);
}

static void
valet_board_view_map (GtkWidget *widget)
{
  ValetBoardView *self = VALET_BOARD_VIEW (widget);

  if (self->stale)
    show_board_cb (self);
  GTK_WIDGET_CLASS (valet_board_view_parent_class)->map (widget);
}

/* The window's document, which the window's template gives every view
 * as it makes them. */
static void
valet_board_view_constructed (GObject *object)
{
  ValetBoardView *self = VALET_BOARD_VIEW (object);
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));

  G_OBJECT_CLASS (valet_board_view_parent_class)->constructed (object);
  g_return_if_fail (VALET_IS_DOCUMENT (document));
  valet_grid_set_model (self->boards, valet_document_get_boards (document));
  g_signal_connect_object (document, "notify::generation", G_CALLBACK (scored_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::busy", G_CALLBACK (update_correct_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
valet_board_view_dispose (GObject *object)
{
  ValetBoardView *self = VALET_BOARD_VIEW (object);

  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  stop_growing (self);
  for (guint i = 0; i < G_N_ELEMENTS (self->lines); i++)
    g_clear_object (&self->lines[i]);
  g_clear_object (&self->traveller_lines);
  /* Taking the views down deselects the board: nothing left to show it in. */
  g_signal_handlers_disconnect_by_data (self->selection, self);
  g_clear_pointer (&self->dd_columns, valet_dd_columns_free);
  G_OBJECT_CLASS (valet_board_view_parent_class)->dispose (object);
}

/* ---- corrections ------------------------------------------------------- */

/* A line can be corrected once picked out, and while the numbers shown
 * are the newest. */
static void
update_correct_cb (ValetBoardView *self)
{
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));
  gboolean picked = gtk_single_selection_get_selected_item (self->picked) != NULL;
  gboolean busy = document != NULL && valet_document_get_busy (document);
  gboolean board = gtk_single_selection_get_selected_item (self->selection) != NULL;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.correct", picked && !busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.add-result", board && !busy);
}

static void
correct_line (ValetBoardView *self, guint position)
{
  g_autoptr (ValetResultRow) row = g_list_model_get_item (G_LIST_MODEL (self->picked), position);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));

  if (row == NULL || document == NULL || valet_document_get_busy (document))
    return;
  valet_correction_dialog_present (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   document, valet_result_row_get_result (row));
}

static void
correct_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ValetBoardView *self = VALET_BOARD_VIEW (widget);
  correct_line (self, gtk_single_selection_get_selected (self->picked));
}

/* A table with no result on the board shown gets one. */
static void
add_result_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ValetBoardView *self = VALET_BOARD_VIEW (widget);
  ValetBoardRow *board = gtk_single_selection_get_selected_item (self->selection);
  GtkRoot *root = gtk_widget_get_root (widget);
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));

  if (board == NULL || document == NULL || valet_document_get_busy (document))
    return;
  valet_correction_dialog_present_add (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                       document, valet_board_row_get_round (board),
                                       valet_board_row_get_board (board));
}

static void
traveller_activate_cb (ValetBoardView *self, guint position)
{
  correct_line (self, position);
}

static void
valet_board_view_class_init (ValetBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = valet_board_view_constructed;
  object_class->dispose = valet_board_view_dispose;
  widget_class->map = valet_board_view_map;
  widget_class->focus = valet_board_view_focus;
  g_type_ensure (VALET_TYPE_HAND_DIAGRAM);
  g_type_ensure (VALET_TYPE_DD_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/valetbridge/Valet/ui/valet-board-view.ui");
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, boards_view);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, declarer_view);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, defender_view);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, traveller_view);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, board_title);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, datum_label);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, no_results);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, hand_diagram);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, dd_panel);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, declarer_scroller);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, defender_scroller);
  gtk_widget_class_install_action (widget_class, "board.correct", NULL, correct_action);
  gtk_widget_class_install_action (widget_class, "board.add-result", NULL, add_result_action);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, board_scroller);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, tableaux);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, traveller_frame);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, traveller_scroller);
}

/* Cut short, a name is still there whole under the pointer.  Asked for
 * when the pointer stops over the name, not set with every line: setting
 * a widget's tooltip asks the display where the pointer is, a round trip
 * to the X server for each of a traveller's 160 names. */
static gboolean
query_name_tooltip_cb (GtkWidget *label, int x, int y, gboolean keyboard, GtkTooltip *tooltip)
{
  const char *name = gtk_label_get_text (GTK_LABEL (label));

  if (name == NULL || name[0] == '\0')
    return FALSE;
  gtk_tooltip_set_text (tooltip, name);
  return TRUE;
}

static void
setup_narrow_name_cb (GtkListItemFactory *factory, GtkListItem *list_item)
{
  GtkWidget *label = gtk_list_item_get_child (list_item);

  gtk_label_set_width_chars (GTK_LABEL (label), 12);
  gtk_widget_set_has_tooltip (label, TRUE);
  g_signal_connect (label, "query-tooltip", G_CALLBACK (query_name_tooltip_cb), NULL);
}

/* A traveller has four names to a row, and ten figures besides: with the
 * room the grids give one name, it would not fit a wide window.  The
 * column's own factory makes the cells; this handler runs after it. */
static void
narrow_names (GtkColumnViewColumn *column)
{
  GtkListItemFactory *factory = gtk_column_view_column_get_factory (column);

  g_signal_connect_after (factory, "setup", G_CALLBACK (setup_narrow_name_cb), NULL);
}

/* What a result was, as a player reads a traveller: the contract with
 * its suit's symbol, its declarer, the tricks against the contract and
 * all told, the lead (the card on the traveller, the suit in the
 * tableaux, whose lines are results with a lead of that suit), and the
 * score on the side that scored it.  Returns the NS score's column. */
static GtkColumnViewColumn *
add_result_columns (ValetBoardView *self, GtkColumnView *cv, GType type, const char *lead,
                    GtkColumnViewColumn **lead_column)
{
  valet_columns_add_ranked_text (cv, type, _("Contract"), "contract", "contract-rank");
  valet_columns_add_text (cv, type, _("By"), "declarer", FALSE);
  valet_columns_add_ranked_text (cv, type, _("Result"), "result", "over");
  *lead_column = valet_columns_add_text (cv, type, _("Lead"), lead, FALSE);
  valet_columns_add_number (cv, type, _("Tricks"), "tricks", NULL, &self->whole);
  return valet_columns_add_side_scores (cv, type, &self->whole);
}

/* A tableau's lines start in the order of their scores, the best for
 * North-South first, as a frequency table reads: the column's first
 * click, which the view calls ascending (the column's sorter puts the
 * higher scores first). */
static void
add_tableau_columns (ValetBoardView *self, GtkColumnView *cv, gboolean defenders)
{
  const int *d = &self->decimals;
  GType t = VALET_TYPE_TABLEAU_ITEM;
  GtkColumnViewColumn *ns;

  ns = add_result_columns (self, cv, t, "lead-suit", &self->lead_columns[defenders ? 3 : 4]);
  gtk_column_view_sort_by_column (cv, ns, GTK_SORT_ASCENDING);
  valet_columns_add_number (cv, t, _("Count"), "count", NULL, &self->whole);
  if (!defenders)
    {
      valet_columns_add_number (cv, t, _("Overall"), "overall", NULL, d);
      valet_columns_add_number (cv, t, _("Bid"), "bid", NULL, d);
      valet_columns_add_number (cv, t, _("Play"), "play", NULL, d);
      return;
    }
  valet_columns_add_number (cv, t, _("Overall"), "def-overall", NULL, d);
  valet_columns_add_number (cv, t, _("Bid"), "def-bid", NULL, d);
  self->lead_columns[0] = valet_columns_add_number (cv, t, _("Lead"), "lead", NULL, d);
  self->defence_columns[0] = valet_columns_add_number (cv, t, _("Defence"), "defence", NULL, d);
}

static void add_mark_column (ValetBoardView *self, GtkColumnView *cv);

static void
add_columns (ValetBoardView *self)
{
  const int *d = &self->decimals, *w = &self->whole;
  GType b = VALET_TYPE_BOARD_ROW, r = VALET_TYPE_RESULT_ROW;
  GtkColumnViewColumn *column;
  GtkColumnView *cv;

  cv = self->boards_view;
  valet_columns_add_number (cv, b, _("Round"), "round", NULL, w);
  valet_columns_add_number (cv, b, _("Board"), "board", NULL, w);
  /* "None", "Both", "N-S": short, shown whole; the column takes what the
   * list has left over, not the room of a name. */
  column = valet_columns_add_text (cv, b, _("Vulnerable"), "vulnerability", FALSE);
  gtk_column_view_column_set_expand (column, TRUE);
  valet_columns_add_number (cv, b, _("Results"), "results", NULL, w);

  add_tableau_columns (self, self->declarer_view, FALSE);
  add_tableau_columns (self, self->defender_view, TRUE);

  /* The names last, as on the pair's page: the figures of a result are
   * what the traveller is read for, and they stay in sight on a window
   * too narrow for all of it. */
  cv = self->traveller_view;
  /* First, where it stays in sight: the mark of a corrected line. */
  add_mark_column (self, cv);
  /* First, as on a paper traveller: the table and the pairs' numbers. */
  self->seat_columns[0] = valet_columns_add_ranked_text (cv, r, _("Table"), "table-text",
                                                         "table");
  self->seat_columns[1] = valet_columns_add_ranked_text (cv, r, _("NS No."), "ns-no",
                                                         "ns-no-key");
  self->seat_columns[2] = valet_columns_add_ranked_text (cv, r, _("EW No."), "ew-no",
                                                         "ew-no-key");
  add_result_columns (self, cv, r, "lead-card", &self->lead_columns[1]);
  /* Shown on boards with a weighted or split score: which part of the
   * table's score each line is. */
  self->part_column = valet_columns_add_text (cv, r, _("Part"), "part", FALSE);
  /* Each result's score as played, its luck and its fair score (the
   * luck-free Overall), as the principles' Example 7 table has them. */
  self->luck_columns[0] = valet_columns_add_number (cv, r, _("Score"), "played", NULL, d);
  self->luck_columns[1] = valet_columns_add_number (cv, r, _("Luck"), "luck", NULL, d);
  valet_columns_add_number (cv, r, _("Overall"), "overall", NULL, d);
  valet_columns_add_number (cv, r, _("Bid"), "bid", NULL, d);
  valet_columns_add_number (cv, r, _("Play"), "play", NULL, d);
  self->lead_columns[2] = valet_columns_add_number (cv, r, _("Lead"), "lead", NULL, d);
  self->defence_columns[1] = valet_columns_add_number (cv, r, _("Defence"), "defence", NULL, d);
  /* Beside the Valet split, the double-dummy view of the same line. */
  self->dd_columns = valet_dd_columns_add_results (cv);
  narrow_names (valet_columns_add_text (cv, r, _("North"), "north", TRUE));
  narrow_names (valet_columns_add_text (cv, r, _("East"), "east", TRUE));
  narrow_names (valet_columns_add_text (cv, r, _("South"), "south", TRUE));
  narrow_names (valet_columns_add_text (cv, r, _("West"), "west", TRUE));
}

/* ---- the mark of a corrected line ------------------------------------- */

static void
setup_mark_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item)
{
  gtk_list_item_set_child (list_item, gtk_label_new (NULL));
}

/* A line the director corrected is marked, what it was read as in the
 * mark's tooltip ("was 4♠ N 10 ♥K"). */
static void
bind_mark_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, ValetBoardView *self)
{
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));
  GtkWidget *label = gtk_list_item_get_child (list_item);
  ValetResultRow *row = gtk_list_item_get_item (list_item);
  g_autofree char *was = NULL;
  g_autofree char *tip = NULL;

  if (document != NULL && VALET_IS_RESULT_ROW (row))
    was = valet_document_corrected_was (document, valet_result_row_get_result (row));
  if (was != NULL)
    /* Translators: the tooltip of a corrected line, with what it was
     * read as ("4♠ N 10 ♥K"). */
    tip = g_strdup_printf (_("was %s"), was);
  gtk_label_set_text (GTK_LABEL (label), was != NULL ? "✎" : "");
  gtk_widget_set_tooltip_text (label, tip);
}

static void
add_mark_column (ValetBoardView *self, GtkColumnView *cv)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *column;

  g_signal_connect (factory, "setup", G_CALLBACK (setup_mark_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_mark_cb), self);
  column = gtk_column_view_column_new ("", factory);
  gtk_column_view_append_column (cv, column);
  g_object_unref (column);
}

static void
valet_board_view_init (ValetBoardView *self)
{
  GtkEventController *scroll;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* A GtkFixed only for holding the two and letting them go: where they
   * go is the layout's. */
  gtk_widget_set_layout_manager (self->tableaux,
                                 gtk_custom_layout_new (tableaux_request_mode, tableaux_measure,
                                                        tableaux_allocate));
  gtk_widget_set_layout_manager (self->traveller_frame,
                                 gtk_custom_layout_new (traveller_request_mode,
                                                        traveller_measure,
                                                        traveller_allocate));
  self->decimals = 2;
  self->whole = -1;
  add_columns (self);

  self->boards = valet_grid_attach (self->boards_view, TRUE);
  self->selection = GTK_SINGLE_SELECTION (gtk_column_view_get_model (self->boards_view));
  g_signal_connect_swapped (self->selection, "notify::selected-item",
                            G_CALLBACK (selected_cb), self);
  g_signal_connect_swapped (self->selection, "notify::selected-item",
                            G_CALLBACK (update_correct_cb), self);

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  /* Before the traveller's scrolled window takes the scroll for itself. */
  gtk_event_controller_set_propagation_phase (scroll, GTK_PHASE_CAPTURE);
  g_signal_connect_object (scroll, "scroll", G_CALLBACK (traveller_scroll_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->traveller_scroller), scroll);
  /* The tableaux, too, scroll sideways alone when the pane is narrow. */
  GtkWidget *tableaux[] = { self->declarer_scroller, self->defender_scroller };
  for (guint i = 0; i < G_N_ELEMENTS (tableaux); i++)
    {
      scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
      gtk_event_controller_set_propagation_phase (scroll, GTK_PHASE_CAPTURE);
      g_signal_connect_object (scroll, "scroll", G_CALLBACK (traveller_scroll_cb), self, 0);
      gtk_widget_add_controller (tableaux[i], scroll);
    }

  self->declarer = valet_grid_attach (self->declarer_view, FALSE);
  self->defender = valet_grid_attach (self->defender_view, FALSE);
  /* A line is picked out only when asked for (valet_board_view_show_result()
   * or a click), not the first of every board. */
  self->traveller = valet_grid_attach (self->traveller_view, TRUE);
  /* Ctrl+C (the traveller's after Ctrl+A, a tableau's at any time)
   * copies every line of the board, not only those in the grid so far. */
  valet_grid_set_before_copy (self->declarer, G_OBJECT (self), finish_lines_cb);
  valet_grid_set_before_copy (self->defender, G_OBJECT (self), finish_lines_cb);
  valet_grid_set_before_copy (self->traveller, G_OBJECT (self), finish_lines_cb);
  self->picked = GTK_SINGLE_SELECTION (gtk_column_view_get_model (self->traveller_view));
  gtk_single_selection_set_autoselect (self->picked, FALSE);
  gtk_single_selection_set_can_unselect (self->picked, TRUE);
  gtk_single_selection_set_selected (self->picked, GTK_INVALID_LIST_POSITION);
  g_signal_connect_object (self->picked, "notify::selected", G_CALLBACK (update_correct_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->traveller_view, "activate", G_CALLBACK (traveller_activate_cb),
                           self, G_CONNECT_SWAPPED);
  update_correct_cb (self);
}

void
valet_board_view_select (ValetBoardView *self, guint position)
{
  g_return_if_fail (VALET_IS_BOARD_VIEW (self));
  gtk_single_selection_set_selected (self->selection, position);
}

ValetBoardRow *
valet_board_view_get_selected (ValetBoardView *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_VIEW (self), NULL);
  return gtk_single_selection_get_selected_item (self->selection);
}

GListModel *
valet_board_view_get_tableau (ValetBoardView *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_VIEW (self), NULL);

  if (self->stale)
    show_board_cb (self);
  finish_lines (self);
  return G_LIST_MODEL (gtk_column_view_get_model (self->declarer_view));
}

const char *
valet_board_view_get_datum_text (ValetBoardView *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_VIEW (self), NULL);
  return gtk_label_get_text (self->datum_label);
}

ValetHandDiagram *
valet_board_view_get_hand_diagram (ValetBoardView *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_VIEW (self), NULL);

  if (self->stale)
    show_board_cb (self);
  return self->hand_diagram;
}

ValetDdColumns *
valet_board_view_get_dd_columns (ValetBoardView *self)
{
  return self->dd_columns;
}

ValetDdPanel *
valet_board_view_get_dd_panel (ValetBoardView *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_VIEW (self), NULL);

  if (self->stale)
    show_board_cb (self);
  return self->dd_panel;
}

GListModel *
valet_board_view_get_traveller (ValetBoardView *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_VIEW (self), NULL);

  if (self->stale)
    show_board_cb (self);
  finish_lines (self);
  return G_LIST_MODEL (gtk_column_view_get_model (self->traveller_view));
}

/* The content of the board's page, which its scroll positions are in. */
static GtkWidget *
page_content (ValetBoardView *self)
{
  GtkWidget *child = gtk_scrolled_window_get_child (self->board_scroller);

  return GTK_IS_VIEWPORT (child) ? gtk_viewport_get_child (GTK_VIEWPORT (child)) : child;
}

/* The page scrolls to the picked line once the traveller is laid out
 * with the board's lines: its rows are alike, so the line's place is a
 * share of the list's height.  A frame is let pass for the layout. */
static gboolean
scroll_to_picked_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  ValetBoardView *self = VALET_BOARD_VIEW (widget);
  guint position = gtk_single_selection_get_selected (self->picked);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->picked));
  GtkWidget *list = gtk_widget_get_last_child (GTK_WIDGET (self->traveller_view));
  graphene_rect_t bounds;
  double row_h;

  if (self->scroll_frames++ < 1)
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;
  if (position >= n || !GTK_IS_LIST_VIEW (list)
      || !gtk_widget_compute_bounds (list, page_content (self), &bounds))
    return G_SOURCE_REMOVE;
  row_h = bounds.size.height / n;
  gtk_adjustment_clamp_page (gtk_scrolled_window_get_vadjustment (self->board_scroller),
                             bounds.origin.y + position * row_h,
                             bounds.origin.y + (position + 1) * row_h);
  return G_SOURCE_REMOVE;
}

/* Picks out the traveller's line of the tournament's result @result. */
static void
pick_result (ValetBoardView *self, guint result)
{
  GListModel *lines = G_LIST_MODEL (self->picked);
  guint position = GTK_INVALID_LIST_POSITION;

  finish_lines (self);

  for (guint i = 0; i < g_list_model_get_n_items (lines) && position == GTK_INVALID_LIST_POSITION;
       i++)
    {
      g_autoptr (ValetResultRow) line = g_list_model_get_item (lines, i);
      if (valet_result_row_get_result (line) == result)
        position = i;
    }
  gtk_single_selection_set_selected (self->picked, position);
  self->scroll_frames = 0;
  if (self->scroll_tick == 0 && position != GTK_INVALID_LIST_POSITION)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_picked_cb,
                                                      NULL, NULL);
}

void
valet_board_view_show_result (ValetBoardView *self, guint round, guint board, guint result)
{
  GListModel *boards;

  g_return_if_fail (VALET_IS_BOARD_VIEW (self));

  boards = G_LIST_MODEL (self->selection);
  for (guint i = 0; i < g_list_model_get_n_items (boards); i++)
    {
      g_autoptr (ValetBoardRow) row = g_list_model_get_item (boards, i);

      if (valet_board_row_get_round (row) == round && valet_board_row_get_board (row) == board)
        {
          gtk_single_selection_set_selected (self->selection, i);
          valet_grid_scroll_to (self->boards, i);
          break;
        }
    }
  /* The same board as before, of an earlier run: its lines now, not
   * when the view shows. */
  if (self->stale)
    show_board_cb (self);
  pick_result (self, result);
}

ValetResultRow *
valet_board_view_get_picked (ValetBoardView *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_VIEW (self), NULL);
  return gtk_single_selection_get_selected_item (self->picked);
}
