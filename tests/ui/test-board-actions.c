/* test-board-actions.c: the Boards view's actions on a traveller.
 *
 * Correct Result… and Add Result… are in sight, inside the window, at
 * 1280, 1024 and 700 pixels, light and dark (screenshots of each).  Add
 * Result… gives a table of the movement that has no result on a board
 * an artificial score: offered first, scored, marked as corrected in the
 * traveller, undone with Ctrl+Z.  The tables a Bridgemate file marks
 * "Not played" are offered for their boards (../shared/realworld).  A
 * board with no result at all that the file gives evidence of (here a
 * number between two boards of the round that have results) has its row,
 * 0 results, a traveller that says so, and Add Result… from there; no
 * board past the last one is made up. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "valet-board-row.h"
#include "valet-board-view.h"
#include "valet-columns.h"
#include "valet-correction-dialog.h"
#include "valet-result-row.h"
#include "valet-window.h"
#include "ui-test-support.h"

static ValetWindow *window;

static ValetDocument *
doc (void)
{
  return valet_window_get_document (window);
}

static gboolean
scored_after (gpointer data)
{
  return valet_document_get_generation (doc ()) > GPOINTER_TO_UINT (data)
         && !valet_document_get_busy (doc ());
}

/* Runs @step, then waits for the scoring it starts. */
#define AND_SCORED(step) \
  G_STMT_START { \
    guint g_ = valet_document_get_generation (doc ()); \
    step; \
    ui_test_wait_until (scored_after, GUINT_TO_POINTER (g_)); \
  } G_STMT_END

static void
open_path (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  AND_SCORED (valet_window_open (window, file));
}

static ValetBoardView *
boards_view (void)
{
  return VALET_BOARD_VIEW (valet_window_get_view (window, "boards"));
}

/* The button under @root whose label is @label ("_Correct Result…"). */
static GtkWidget *
find_button (GtkWidget *root, const char *label)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();

  ui_test_find_all (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      const char *text = gtk_button_get_label (g_ptr_array_index (buttons, i));
      if (g_strcmp0 (text, label) == 0)
        return g_ptr_array_index (buttons, i);
    }
  return NULL;
}

/* @widget is drawn, and wholly inside the window's width. */
static void
assert_in_window (GtkWidget *widget, int width)
{
  graphene_rect_t bounds;

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
  g_assert_cmpfloat (bounds.size.width, >, 10);
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, width);
  /* Not under the traveller's or the page's scrolled-away part: the
   * page's viewport shows it. */
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  if (scroller != NULL)
    {
      graphene_rect_t port;
      g_assert_true (gtk_widget_compute_bounds (scroller, GTK_WIDGET (window), &port));
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=,
                         port.origin.x + port.size.width + 0.5);
    }
}

static void
screenshot (const char *name)
{
  g_autofree char *path = g_build_filename (ui_test_screenshot_dir (), name, NULL);
  g_autoptr (GdkTexture) shot = ui_test_save_png (GTK_WIDGET (window), path);
  g_assert_cmpint (gdk_texture_get_width (shot), >=, 600);
}

/* The window laid out at about @data pixels wide (the frame's shadows
 * aside, which a window manager may draw or not). */
static gboolean
width_is (gpointer data)
{
  return ABS (gtk_widget_get_width (GTK_WIDGET (window)) - GPOINTER_TO_INT (data)) <= 64;
}

/* The sample's first board with a line of its traveller picked out: the
 * two actions inside the window at each width, light and dark. */
static void
test_layout (void)
{
  static const int widths[] = { 1280, 1024, 700 };

  open_path (ui_test_env ("VALET_SAMPLE"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-board", "(uuu)", 1, 1, 0);
  ui_test_run_for (300);
  g_assert_nonnull (valet_board_view_get_picked (boards_view ()));
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), widths[w], 768);
      ui_test_wait_until (width_is, GINT_TO_POINTER (widths[w]));
      ui_test_run_for (300);
      for (int dark = 0; dark < 2; dark++)
        {
          adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                              dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                   : ADW_COLOR_SCHEME_FORCE_LIGHT);
          ui_test_run_for (100);
          g_autofree char *name = g_strdup_printf ("board-actions-%d%s.png", widths[w],
                                                   dark ? "-dark" : "");
          screenshot (name);
        }
      GtkWidget *correct = find_button (GTK_WIDGET (boards_view ()), "_Correct Result…");
      GtkWidget *add = find_button (GTK_WIDGET (boards_view ()), "_Add Result…");
      g_test_message ("%d pixels: the window is %d wide", widths[w],
                      gtk_widget_get_width (GTK_WIDGET (window)));
      assert_in_window (correct, gtk_widget_get_width (GTK_WIDGET (window)));
      assert_in_window (add, gtk_widget_get_width (GTK_WIDGET (window)));
      g_assert_true (gtk_widget_is_sensitive (correct));
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  ui_test_wait_until (width_is, GINT_TO_POINTER (1280));
}

#define NAMES \
  "a|Alice Archer\nb|Bob Baker\nc|Carol Cook\nd|Dave Dyer\n" \
  "e|Eve Evans\nf|Frank Fox\ng|Grace Green\nh|Heidi Hill\n"
/* Round 1: Eve-Frank v Grace-Heidi played board 1, not board 2. */
#define SCORES \
  "1|1|a|c|b|d|4S|N|10|HK\n" \
  "1|1|e|g|f|h|4S|N|9|D2\n" \
  "1|2|a|c|b|d|3N|E|9|S5\n"

static guint
n_results (void)
{
  return valet_tournament_n_results (valet_run_tournament (valet_document_get_run (doc ())));
}

static GtkWindow *
shown_dialog (void)
{
  return ui_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
}

static void
test_add_result (void)
{
  g_autofree char *dir = ui_test_write_tournament (NAMES, SCORES);
  open_path (dir);
  g_assert_cmpuint (n_results (), ==, 3);

  /* Board 2: one line; Add Result… offers the movement's table. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-board", "(uuu)", 1, 2, 2);
  ui_test_run_for (200);
  GListModel *traveller = valet_board_view_get_traveller (boards_view ());
  g_assert_cmpuint (g_list_model_get_n_items (traveller), ==, 1);
  GtkWidget *add = find_button (GTK_WIDGET (boards_view ()), "_Add Result…");
  g_assert_nonnull (add);
  g_assert_true (gtk_widget_is_sensitive (add));
  gtk_widget_activate (add);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (shown_dialog ());
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Add Result to Round 1, Board 2");
  g_autoptr (GPtrArray) drops = g_ptr_array_new ();
  ui_test_find_all (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN, drops);
  /* First the table: the one offered, picked out. */
  GtkDropDown *table = g_ptr_array_index (drops, 0);
  g_assert_cmpuint (gtk_drop_down_get_selected (table), ==, 0);
  GtkStringObject *first = g_list_model_get_item (gtk_drop_down_get_model (table), 0);
  g_assert_cmpstr (gtk_string_object_get_string (first), ==,
                   "Eve Evans–Frank Fox v Grace Green–Heidi Hill");
  g_object_unref (first);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (table)), ==, 2);
  /* An artificial score to start from, and nothing said against it (not
   * what the empty contract of the other page lacks). */
  g_autoptr (GPtrArray) labels_in = g_ptr_array_new ();
  ui_test_find_all (GTK_WIDGET (dialog), GTK_TYPE_LABEL, labels_in);
  for (guint i = 0; i < labels_in->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (labels_in, i), "error")
        && gtk_widget_get_mapped (g_ptr_array_index (labels_in, i)))
      g_assert_cmpstr (gtk_label_get_text (g_ptr_array_index (labels_in, i)), ==, "");
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "apply"));
  for (int dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                               : ADW_COLOR_SCHEME_FORCE_LIGHT);
      ui_test_run_for (200);
      g_autofree char *png = g_build_filename (ui_test_screenshot_dir (),
                                               dark ? "add-result-dark.png" : "add-result.png",
                                               NULL);
      g_autoptr (GdkTexture) shot = ui_test_save_png (GTK_WIDGET (dialog), png);
      g_assert_cmpint (gdk_texture_get_width (shot), >, 300);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
  /* An artificial score, 60 %/40 %. */
  g_autoptr (GPtrArray) spins = g_ptr_array_new ();
  ui_test_find_all (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, spins);
  /* Spins: the result's tricks, then the two percentages. */
  gtk_spin_button_set_value (g_ptr_array_index (spins, 1), 60);
  gtk_spin_button_set_value (g_ptr_array_index (spins, 2), 40);
  AND_SCORED ({
    adw_message_dialog_response (dialog, "apply");
    gtk_window_destroy (GTK_WINDOW (dialog));
  });
  g_assert_cmpuint (n_results (), ==, 4);
  g_assert_true (valet_document_get_changed (doc ()));
  ui_test_run_for (200);
  traveller = valet_board_view_get_traveller (boards_view ());
  g_assert_cmpuint (g_list_model_get_n_items (traveller), ==, 2);
  /* The new line is marked as a correction: it had no result. */
  gboolean marked = FALSE;
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr (ValetResultRow) row = g_list_model_get_item (traveller, i);
      g_autofree char *was = valet_document_corrected_was (doc (),
                                                           valet_result_row_get_result (row));
      marked |= g_strcmp0 (was, "no result") == 0;
    }
  g_assert_true (marked);
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  ui_test_find_all (GTK_WIDGET (valet_window_get_view (window, "boards")), GTK_TYPE_LABEL,
                    labels);
  gboolean mark_shown = FALSE;
  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_text (g_ptr_array_index (labels, i)), "✎") == 0
        && g_strcmp0 (gtk_widget_get_tooltip_text (g_ptr_array_index (labels, i)),
                      "was no result") == 0)
      mark_shown = TRUE;
  g_assert_true (mark_shown);
  screenshot ("added-result.png");

  /* Every pair is on the board now: only "Other pairs", and none left. */
  gtk_widget_activate (add);
  dialog = ADW_MESSAGE_DIALOG (shown_dialog ());
  g_autoptr (GPtrArray) drops2 = g_ptr_array_new ();
  ui_test_find_all (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN, drops2);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (g_ptr_array_index (drops2, 0))),
                    ==, 1);
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "apply"));
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Ctrl+Z: the line goes. */
  AND_SCORED (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (n_results (), ==, 3);
  g_assert_false (valet_document_get_changed (doc ()));
  ui_test_remove_tree (dir);
}

/* Round 1: boards 1 and 3 have results, board 2 none at all. */
#define GAP_SCORES \
  "1|1|a|c|b|d|4S|N|10|HK\n" \
  "1|1|e|g|f|h|4S|N|9|D2\n" \
  "1|3|a|c|b|d|3N|E|9|S5\n" \
  "1|3|e|g|f|h|3N|E|8|S5\n"

/* The row of @board in the Boards list, and its position; NULL if none. */
static ValetBoardRow *
board_row (guint board, guint *position)
{
  GtkColumnView *list = GTK_COLUMN_VIEW (ui_test_find (GTK_WIDGET (boards_view ()),
                                                      GTK_TYPE_COLUMN_VIEW));
  GListModel *rows = G_LIST_MODEL (gtk_column_view_get_model (list));
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (ValetBoardRow) row = g_list_model_get_item (rows, i);
      if (valet_board_row_get_board (row) == board)
        {
          *position = i;
          return row;
        }
    }
  return NULL;
}

/* The Boards list's cell under @title for @row, as shown. */
static char *
cell (ValetBoardRow *row, const char *title)
{
  GtkColumnView *list = GTK_COLUMN_VIEW (ui_test_find (GTK_WIDGET (boards_view ()),
                                                      GTK_TYPE_COLUMN_VIEW));
  GListModel *columns = gtk_column_view_get_columns (list);
  for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
    {
      g_autoptr (GtkColumnViewColumn) column = g_list_model_get_item (columns, i);
      if (g_strcmp0 (gtk_column_view_column_get_title (column), title) == 0)
        return valet_columns_cell_text (column, row);
    }
  return NULL;
}

static void
test_empty_board (void)
{
  g_autofree char *dir = ui_test_write_tournament (NAMES, GAP_SCORES);
  guint position = 0;

  open_path (dir);
  valet_window_show_view (window, "boards");
  ui_test_run_for (200);
  g_assert_cmpuint (g_list_model_get_n_items (valet_document_get_boards (doc ())), ==, 3);
  ValetBoardRow *empty = board_row (2, &position);
  g_assert_nonnull (empty);
  g_assert_cmpuint (position, ==, 1);   /* between boards 1 and 3 */
  g_assert_cmpuint (valet_board_row_get_round (empty), ==, 1);
  g_assert_cmpuint (valet_board_row_get_n_entries (empty), ==, 0);
  g_autofree char *results = cell (empty, "Results");
  g_assert_cmpstr (results, ==, "0");
  /* Nothing past the last board with results. */
  g_assert_null (board_row (4, &position));

  /* Picked out: empty grids, and the words that say why. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-board", "(uuu)", 1, 2, 0);
  ui_test_run_for (200);
  g_assert_true (valet_board_view_get_selected (boards_view ()) != NULL);
  g_assert_cmpuint (valet_board_row_get_board (valet_board_view_get_selected (boards_view ())),
                    ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (valet_board_view_get_traveller (boards_view ())),
                    ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (valet_board_view_get_tableau (boards_view ())),
                    ==, 0);
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  ui_test_find_all (GTK_WIDGET (boards_view ()), GTK_TYPE_LABEL, labels);
  gboolean said = FALSE;
  for (guint i = 0; i < labels->len; i++)
    said |= g_strcmp0 (gtk_label_get_text (g_ptr_array_index (labels, i)),
                       "No results on this board") == 0
            && gtk_widget_get_mapped (g_ptr_array_index (labels, i));
  g_assert_true (said);
  g_assert_cmpstr (valet_board_view_get_datum_text (boards_view ()), ==, "");
  for (int dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                               : ADW_COLOR_SCHEME_FORCE_LIGHT);
      ui_test_run_for (200);
      screenshot (dark ? "empty-board-dark.png" : "empty-board.png");
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);

  /* Sorted by Results, the board with none comes first. */
  GtkColumnView *list = GTK_COLUMN_VIEW (ui_test_find (GTK_WIDGET (boards_view ()),
                                                      GTK_TYPE_COLUMN_VIEW));
  GListModel *columns = gtk_column_view_get_columns (list);
  for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
    {
      g_autoptr (GtkColumnViewColumn) column = g_list_model_get_item (columns, i);
      if (g_strcmp0 (gtk_column_view_column_get_title (column), "Results") == 0)
        gtk_column_view_sort_by_column (list, column, GTK_SORT_ASCENDING);
    }
  ui_test_run_for (100);
  g_assert_nonnull (board_row (2, &position));
  g_assert_cmpuint (position, ==, 0);
  gtk_column_view_sort_by_column (list, NULL, GTK_SORT_ASCENDING);

  /* Add Result…: both tables of the round offered; the first, 60/40. */
  GtkWidget *add = find_button (GTK_WIDGET (boards_view ()), "_Add Result…");
  g_assert_nonnull (add);
  g_assert_true (gtk_widget_is_sensitive (add));
  gtk_widget_activate (add);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (shown_dialog ());
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Add Result to Round 1, Board 2");
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "apply"));
  AND_SCORED ({
    adw_message_dialog_response (dialog, "apply");
    gtk_window_destroy (GTK_WINDOW (dialog));
  });
  g_assert_cmpuint (n_results (), ==, 5);
  g_assert_true (valet_document_get_changed (doc ()));
  ui_test_run_for (200);
  empty = board_row (2, &position);
  g_assert_nonnull (empty);
  g_assert_cmpuint (valet_board_row_get_n_entries (empty), ==, 1);
  g_autoptr (ValetResultRow) added = g_list_model_get_item (valet_board_view_get_traveller (boards_view ()), 0);
  g_assert_nonnull (added);
  g_autofree char *was = valet_document_corrected_was (doc (), valet_result_row_get_result (added));
  g_assert_cmpstr (was, ==, "no result");

  /* Ctrl+Z: the board has none again, and keeps its row. */
  AND_SCORED (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (n_results (), ==, 4);
  g_assert_false (valet_document_get_changed (doc ()));
  empty = board_row (2, &position);
  g_assert_nonnull (empty);
  g_assert_cmpuint (valet_board_row_get_n_entries (empty), ==, 0);
  ui_test_remove_tree (dir);
}

/* The .bws's lines without a contract: each is offered for its board. */
static void
test_not_played (void)
{
  const char *realworld = g_getenv ("VALET_REALWORLD");
  g_autofree char *bws = g_build_filename (realworld ? realworld : "", "bridgemate",
                                           "LBC-2026-01-26.bws", NULL);
  if (realworld == NULL || !g_file_test (bws, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("../shared/realworld is not here");
      return;
    }
  open_path (bws);
  ValetTournament *now = valet_run_tournament (valet_document_get_run (doc ()));
  ValetTournament *read = valet_source_get_tournament (valet_document_get_source (doc ()));
  g_assert_true (now == read);
  guint n = valet_tournament_n_unscored (read);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      const ValetResult *u = valet_tournament_unscored (read, i);
      g_autoptr (GArray) tables = valet_document_tables_without_result (doc (), u->round,
                                                                        u->board);
      gboolean offered = FALSE;
      for (guint k = 0; k < tables->len; k++)
        offered |= memcmp (g_array_index (tables, ValetResult, k).player, u->player,
                           sizeof u->player) == 0;
      g_assert_true (offered);
    }
  /* The first in the dialog, as its players. */
  const ValetResult *u = valet_tournament_unscored (read, 0);
  AdwMessageDialog *dialog = valet_correction_dialog_present_add (GTK_WINDOW (window), doc (),
                                                                  u->round, u->board);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "apply"));
  AND_SCORED ({
    adw_message_dialog_response (dialog, "apply");
    gtk_window_destroy (GTK_WINDOW (dialog));
  });
  now = valet_run_tournament (valet_document_get_run (doc ()));
  const ValetResult *added = valet_tournament_result (now, valet_tournament_n_results (now) - 1);
  g_assert_cmpuint (added->kind, ==, VALET_RESULT_ARTIFICIAL);
  g_assert_cmpuint (added->board, ==, u->board);
  g_assert_cmpmem (added->player, sizeof added->player, u->player, sizeof u->player);
  AND_SCORED (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
}

int
main (int argc, char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));

  g_test_add_func ("/ui/board-actions/layout", test_layout);
  g_test_add_func ("/ui/board-actions/add-result", test_add_result);
  g_test_add_func ("/ui/board-actions/not-played", test_not_played);
  g_test_add_func ("/ui/board-actions/empty-board", test_empty_board);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  return status;
}
