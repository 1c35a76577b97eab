/* test-grids.c: the grids of the window on a small tournament whose
 * contracts and results sort differently as text and as bridge: from a
 * pair's board to the board's traveller, sorting by contract and
 * result, copying rows to the clipboard, and each view taken down on
 * its own. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "valet-board-row.h"
#include "valet-board-view.h"
#include "valet-charts-view.h"
#include "valet-columns.h"
#include "valet-pair-page.h"
#include "valet-pair-row.h"
#include "valet-player-row.h"
#include "valet-players-view.h"
#include "valet-ranking-view.h"
#include "valet-result-row.h"
#include "valet-unranked-rule.h"
#include "valet-window.h"
#include "ui-test-support.h"

/* Eight pairs, two rounds of two boards, four tables.  Ann Able and Bob
 * Baker sit North-South throughout: 3NT −1, 1NTXX =, 4♥ +1, 3♠ =. */
#define NAMES \
  "a|Ann Able\nb|Bob Baker\nc|Cat Cole\nd|Dan Dix\ne|Eve East\nf|Fay Ford\n" \
  "g|Gus Gray\nh|Hal Hunt\ni|Ida Ince\nj|Jon Judd\nk|Kim Kent\nl|Lou Lamb\n" \
  "m|Max Moss\nn|Ned Nash\no|Oda Orr\np|Pat Pike\n"
#define SCORES \
  "1|1|a|i|b|j|3N|N|8|SA\n" \
  "1|1|c|k|d|l|3S|N|10|HK\n" \
  "1|1|e|m|f|n|4H|S|10|D2\n" \
  "1|1|g|o|h|p|2CX|W|6|S3\n" \
  "1|2|a|i|b|j|1NXX|E|7|C4\n" \
  "1|2|c|k|d|l|P|S|0\n" \
  "1|2|e|m|f|n|2D|N|9|SQ\n" \
  "1|2|g|o|h|p|4S|E|7|HA\n" \
  "2|3|a|k|b|l|4H|N|11|CA\n" \
  "2|3|c|m|d|n|4S|N|10|CK\n" \
  "2|3|e|o|f|p|3N|S|9|DA\n" \
  "2|3|g|i|h|j|5C|W|10|H2\n" \
  "2|4|a|k|b|l|3S|S|9|HT\n" \
  "2|4|c|m|d|n|3H|E|6|D4\n" \
  "2|4|e|o|f|p|2N|N|8|C5\n" \
  "2|4|g|i|h|j|3C|W|9|S9\n"

static ValetWindow *window;
static char *scratch;

static gboolean
scored (gpointer data)
{
  ValetDocument *doc = valet_window_get_document (window);

  return valet_document_get_generation (doc) > 0 && !valet_document_get_busy (doc);
}

static void
screenshot (GtkWidget *widget, const char *name)
{
  g_autofree char *path = g_build_filename (ui_test_screenshot_dir (), name, NULL);
  g_autoptr (GdkTexture) shot = ui_test_save_png (widget, path);
}

static GtkColumnViewColumn *
column_titled (GtkColumnView *cv, const char *title)
{
  GListModel *columns = gtk_column_view_get_columns (cv);

  for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
    {
      g_autoptr (GtkColumnViewColumn) column = g_list_model_get_item (columns, i);
      if (g_strcmp0 (gtk_column_view_column_get_title (column), title) == 0)
        return column;
    }
  g_assert_not_reached ();
}

/* The position in @cv's rows of the one whose @property is @value. */
static guint
position_of (GtkColumnView *cv, const char *property, const char *value)
{
  GListModel *rows = G_LIST_MODEL (gtk_column_view_get_model (cv));

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (GObject) row = g_list_model_get_item (rows, i);
      g_autofree char *text = NULL;

      g_object_get (row, property, &text, NULL);
      if (g_strcmp0 (text, value) == 0)
        return i;
    }
  g_assert_not_reached ();
}

/* The pair page of Ann Able and Bob Baker, and its grid of boards. */
static GtkColumnView *
open_ann_and_bob (ValetPairPage **page)
{
  ValetRankingView *ranking = VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
  GtkColumnView *cv = valet_ranking_view_get_column_view (ranking);

  valet_window_show_view (window, "rankings");
  valet_ranking_view_open_pair (ranking, position_of (cv, "name", "Ann Able - Bob Baker"));
  *page = VALET_PAIR_PAGE (ui_test_find (GTK_WIDGET (ranking), VALET_TYPE_PAIR_PAGE));
  return GTK_COLUMN_VIEW (ui_test_find (GTK_WIDGET (*page), GTK_TYPE_COLUMN_VIEW));
}

static const char *
shown_view (void)
{
  GtkWidget *stack = ui_test_find (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK);

  return adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (stack));
}

/* Enter or a double-click on a board of the pair's page: the Boards
 * view at that board, the pair's line of the traveller picked out and
 * in sight. */
static void
test_pair_board_to_traveller (void)
{
  ValetBoardView *boards = VALET_BOARD_VIEW (valet_window_get_view (window, "boards"));
  ValetPairPage *page;
  GtkColumnView *cv = open_ann_and_bob (&page);
  GListModel *rows = G_LIST_MODEL (gtk_column_view_get_model (cv));
  g_autoptr (ValetResultRow) row = NULL;
  g_autoptr (GPtrArray) views = g_ptr_array_new ();
  ValetResultRow *picked;
  guint position = G_MAXUINT;

  for (guint i = 0; i < g_list_model_get_n_items (rows) && position == G_MAXUINT; i++)
    {
      g_autoptr (ValetResultRow) r = g_list_model_get_item (rows, i);
      guint board;
      g_object_get (r, "board", &board, NULL);
      if (board == 3)
        position = i;
    }
  row = g_list_model_get_item (rows, position);
  g_signal_emit_by_name (cv, "activate", position);
  ui_test_run_for (300);

  g_assert_cmpstr (shown_view (), ==, "boards");
  g_assert_cmpuint (valet_board_row_get_round (valet_board_view_get_selected (boards)), ==, 2);
  g_assert_cmpuint (valet_board_row_get_board (valet_board_view_get_selected (boards)), ==, 3);
  picked = valet_board_view_get_picked (boards);
  g_assert_nonnull (picked);
  g_assert_cmpuint (valet_result_row_get_result (picked), ==, valet_result_row_get_result (row));
  {
    g_autofree char *north = NULL;
    g_object_get (picked, "north", &north, NULL);
    g_assert_cmpstr (north, ==, "Ann Able");
  }

  /* The line is selected in the traveller's list, and in sight on the
   * board's page. */
  ui_test_find_all (GTK_WIDGET (boards), GTK_TYPE_COLUMN_VIEW, views);
  {
    GtkWidget *traveller = views->pdata[3];
    GtkSingleSelection *lines = GTK_SINGLE_SELECTION (gtk_column_view_get_model (
                                                        GTK_COLUMN_VIEW (traveller)));
    GtkWidget *inner = gtk_widget_get_ancestor (traveller, GTK_TYPE_SCROLLED_WINDOW);
    GtkWidget *page_scroller = gtk_widget_get_ancestor (gtk_widget_get_parent (inner),
                                                        GTK_TYPE_SCROLLED_WINDOW);
    guint line = gtk_single_selection_get_selected (lines);
    guint n = g_list_model_get_n_items (G_LIST_MODEL (lines));
    graphene_rect_t list;
    double row_h, top;

    g_assert_true (gtk_single_selection_get_selected_item (lines) == (gpointer) picked);
    g_assert_true (gtk_widget_compute_bounds (gtk_widget_get_last_child (traveller),
                                              page_scroller, &list));
    row_h = list.size.height / n;
    top = list.origin.y + line * row_h;
    g_assert_cmpfloat (top, >=, -0.5);
    g_assert_cmpfloat (top + row_h, <=, gtk_widget_get_height (page_scroller) + 0.5);
  }
  screenshot (GTK_WIDGET (window), "board-picked.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  screenshot (GTK_WIDGET (window), "board-picked-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

/* The texts of @property of @cv's first @n rows, as sorted. */
static void
assert_first (GtkColumnView *cv, const char *property, const char *const *expected)
{
  GListModel *rows = G_LIST_MODEL (gtk_column_view_get_model (cv));

  for (guint i = 0; expected[i] != NULL; i++)
    {
      g_autoptr (GObject) row = g_list_model_get_item (rows, i);
      g_autofree char *text = NULL;

      g_assert_nonnull (row);
      g_object_get (row, property, &text, NULL);
      g_assert_cmpstr (text, ==, expected[i]);
    }
}

/* Ascending, @column's rows go up by @property (a number). */
static void
assert_rising (GtkColumnView *cv, const char *title, const char *property, int sign)
{
  GListModel *rows = G_LIST_MODEL (gtk_column_view_get_model (cv));
  double last = -G_MAXDOUBLE;

  gtk_column_view_sort_by_column (cv, column_titled (cv, title), GTK_SORT_ASCENDING);
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (GObject) row = g_list_model_get_item (rows, i);
      GValue value = G_VALUE_INIT, number = G_VALUE_INIT;

      g_value_init (&number, G_TYPE_DOUBLE);
      g_object_get_property (row, property, &value);
      g_assert_true (g_value_transform (&value, &number));
      g_assert_cmpfloat (sign * g_value_get_double (&number), >=, last);
      last = sign * g_value_get_double (&number);
      g_value_unset (&value);
    }
}

static void
sort_ascending (GtkColumnView *cv, const char *title)
{
  gtk_column_view_sort_by_column (cv, column_titled (cv, title), GTK_SORT_ASCENDING);
}

/* Contracts by level, then clubs to notrump, then doubled; results by
 * the tricks against the contract; tricks and scores as numbers. */
static void
assert_bridge_order (GtkColumnView *cv, const char *const *contracts,
                     const char *const *results)
{
  sort_ascending (cv, "Contract");
  assert_first (cv, "contract", contracts);
  sort_ascending (cv, "Result");
  assert_first (cv, "result", results);
  assert_rising (cv, "Tricks", "tricks", 1);
  /* The NS column, best for North-South first; the EW column the other
   * way. */
  assert_rising (cv, "NS Score", "ns-score", -1);
  assert_rising (cv, "EW Score", "ns-score", 1);
  gtk_column_view_sort_by_column (cv, NULL, GTK_SORT_ASCENDING);
}

static void
test_sort_contracts (void)
{
  static const char *const board1[] = { "2\u2663X", "3\u2660", "3NT", "4\u2665", NULL };
  static const char *const board1_results[] = { "\u22122", "\u22121", "=", "+1", NULL };
  static const char *const pair[] = { "1NTXX", "3\u2660", "3NT", "4\u2665", NULL };
  static const char *const pair_results[] = { "\u22121", "=", "=", "+1", NULL };
  ValetBoardView *boards = VALET_BOARD_VIEW (valet_window_get_view (window, "boards"));
  g_autoptr (GPtrArray) views = g_ptr_array_new ();
  ValetPairPage *page;

  valet_window_show_view (window, "boards");
  valet_board_view_select (boards, 0);
  ui_test_run_for (100);
  ui_test_find_all (GTK_WIDGET (boards), GTK_TYPE_COLUMN_VIEW, views);
  /* The traveller, and the declarer's tableau: a line each here. */
  assert_bridge_order (views->pdata[3], board1, board1_results);
  assert_bridge_order (views->pdata[1], board1, board1_results);
  assert_bridge_order (open_ann_and_bob (&page), pair, pair_results);
  screenshot (GTK_WIDGET (window), "pair-boards.png");
  gtk_widget_activate_action (GTK_WIDGET (page), "ranking.back", NULL);
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

/* What "grid.copy" on @cv put on the clipboard, read back. */
static char *
copy (GtkColumnView *cv)
{
  char *text = NULL;

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (cv)), "");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (cv), "grid.copy", NULL));
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (cv)), NULL, read_text_cb,
                                 &text);
  ui_test_wait_until (is_set, &text);
  return text;
}

/* Ctrl+C: the selected row under a line of headings, tab separated,
 * the numbers as the grid shows them; after Ctrl+A every row shown. */
static void
test_copy (void)
{
  ValetRankingView *ranking = VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
  ValetPlayersView *players = VALET_PLAYERS_VIEW (valet_window_get_view (window, "players"));
  GtkColumnView *cv = valet_ranking_view_get_column_view (ranking);
  GtkSelectionModel *rows = gtk_column_view_get_model (cv);
  guint ann = position_of (cv, "name", "Ann Able - Bob Baker");
  g_autoptr (ValetPairRow) pair = g_list_model_get_item (G_LIST_MODEL (rows), ann);
  g_autofree char *score = valet_columns_format (valet_pair_row_get_overall (pair), 2);
  g_autofree char *cell = g_strdup_printf ("\t%s\t", score);
  g_autofree char *text = NULL, *all = NULL, *player = NULL;
  g_auto (GStrv) lines = NULL;

  valet_window_show_view (window, "rankings");
  gtk_selection_model_select_item (rows, ann, TRUE);
  text = copy (cv);
  lines = g_strsplit (text, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);   /* headings, the row, "" */
  g_assert_nonnull (strstr (lines[0], "\t"));
  g_assert_nonnull (strstr (lines[1], "Ann Able - Bob Baker"));
  g_assert_nonnull (strstr (lines[1], cell));
  {
    g_auto (GStrv) headings = g_strsplit (lines[0], "\t", -1);
    g_auto (GStrv) cells = g_strsplit (lines[1], "\t", -1);
    g_assert_cmpuint (g_strv_length (headings), ==, g_strv_length (cells));
  }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (cv), "grid.select-all", NULL));
  all = copy (cv);
  g_strfreev (lines);
  lines = g_strsplit (all, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, g_list_model_get_n_items (G_LIST_MODEL (rows)) + 2);

  /* The players' grid, with the same helper. */
  valet_window_show_view (window, "players");
  cv = valet_players_view_get_column_view (players);
  gtk_selection_model_select_item (gtk_column_view_get_model (cv),
                                   position_of (cv, "name", "Ann Able"), TRUE);
  player = copy (cv);
  g_assert_nonnull (strstr (player, "\nAnn Able\t"));
  valet_window_show_view (window, "rankings");
}

/* Each view made on its own with the window's document, a line picked
 * or a pair page open, then taken down with its window: the view goes
 * without a warning, and the document stays the window's. */
static void
test_views_go (void)
{
  ValetDocument *doc = valet_window_get_document (window);
  const GType types[] = { VALET_TYPE_RANKING_VIEW, VALET_TYPE_BOARD_VIEW,
                          VALET_TYPE_PLAYERS_VIEW, VALET_TYPE_CHARTS_VIEW };

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      GtkWidget *holder = gtk_window_new ();
      GtkWidget *view = g_object_new (types[i], "document", doc, NULL);
      g_autoptr (ValetDocument) shown = NULL;

      g_object_get (view, "document", &shown, NULL);
      g_assert_true (shown == doc);
      gtk_window_set_child (GTK_WINDOW (holder), view);
      ui_test_present (GTK_WINDOW (holder));
      if (VALET_IS_BOARD_VIEW (view))
        {
          valet_board_view_show_result (VALET_BOARD_VIEW (view), 1, 1, 0);
          g_assert_nonnull (valet_board_view_get_picked (VALET_BOARD_VIEW (view)));
        }
      if (VALET_IS_RANKING_VIEW (view))
        {
          valet_ranking_view_open_pair (VALET_RANKING_VIEW (view), 0);
          g_assert_nonnull (valet_ranking_view_get_pair_rows (VALET_RANKING_VIEW (view)));
        }
      ui_test_run_for (100);
      g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);
      gtk_window_destroy (GTK_WINDOW (holder));
      ui_test_run_for (50);
      g_assert_null (view);
    }
  g_assert_true (VALET_IS_DOCUMENT (doc));
  g_assert_true (scored (NULL));
}

/* The same pairs from a PBN file that gives each side's country. */
#define TEAMS_PBN \
  "[Event \"Nations Cup\"]\n[Board \"1\"]\n" \
  "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Names_NS;Names_EW;" \
  "Country_NS;Country_EW\"]\n" \
  "1 2 4S N 10 \"Ann Able;Bob Baker\" \"Cat Cole;Dan Dix\" Norway Italy\n" \
  "3 4 4S N 9 \"Eve East;Fay Ford\" \"Gus Gray;Hal Hunt\" Spain -\n"

static guint generation_before;

static gboolean
scored_again (gpointer data)
{
  ValetDocument *doc = valet_window_get_document (window);

  return valet_document_get_generation (doc) > generation_before
         && !valet_document_get_busy (doc);
}

/* The ranking's Team column: hidden for the text format, which has no
 * teams; shown, with each pair's, for a file that gives them. */
static void
test_team_column (void)
{
  ValetRankingView *ranking = VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
  GtkColumnView *cv = valet_ranking_view_get_column_view (ranking);
  GtkColumnViewColumn *team = column_titled (cv, "Team");
  g_autofree char *path = g_build_filename (scratch, "teams.pbn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  GListModel *rows = G_LIST_MODEL (gtk_column_view_get_model (cv));

  valet_window_show_view (window, "rankings");
  g_assert_false (gtk_column_view_column_get_visible (team));

  g_assert_true (g_file_set_contents (path, TEAMS_PBN, -1, NULL));
  generation_before = valet_document_get_generation (valet_window_get_document (window));
  valet_window_open (window, file);
  ui_test_wait_until (scored_again, NULL);
  g_assert_true (gtk_column_view_column_get_visible (team));
  {
    g_autoptr (GObject) ann = g_list_model_get_item (rows, position_of (cv, "name",
                                                                       "Ann Able - Bob Baker"));
    g_autoptr (GObject) gus = g_list_model_get_item (rows, position_of (cv, "name",
                                                                       "Gus Gray - Hal Hunt"));
    g_autofree char *norway = valet_columns_cell_text (team, ann);
    g_autofree char *none = valet_columns_cell_text (team, gus);
    g_assert_cmpstr (norway, ==, "Norway");
    g_assert_cmpstr (none, ==, "");
  }
  screenshot (GTK_WIDGET (window), "ranking-teams.png");
}

/* A field where "999" stands for the players nobody wrote down: at
 * three tables of board 1 and in both East-West seats of one table. */
#define PLACEHOLDER_NAMES \
  "a|Ann Able\nb|Bob Baker\nc|Cat Cole\nd|Dan Dix\ne|Eve East\nf|Fay Ford\n" \
  "g|Gus Gray\nh|Hal Hunt\n999|Unknown\n"
#define PLACEHOLDER_SCORES \
  "1|1|a|999|b|999|4S|N|10\n" \
  "1|1|c|999|d|e|4S|N|9\n" \
  "1|1|f|g|h|999|3N|S|9\n" \
  "1|2|a|999|b|999|2H|E|8\n" \
  "1|2|c|999|d|e|3C|S|9\n" \
  "1|2|f|g|h|999|1N|N|7\n"

/* The names of the pairs on screen whose row draws the rule above it. */
static GPtrArray *
rows_with_rule (GtkColumnView *cv)
{
  GtkWidget *list = gtk_widget_get_last_child (GTK_WIDGET (cv));
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *cell = gtk_widget_get_first_child (row);
      GtkListItem *item = cell ? g_object_get_data (G_OBJECT (gtk_widget_get_first_child (cell)),
                                                    "valet-list-item") : NULL;
      if (item == NULL || gtk_list_item_get_item (item) == NULL
          || !valet_unranked_rule_shown (row))
        continue;
      char *name = NULL;
      g_object_get (gtk_list_item_get_item (item), "name", &name, NULL);
      g_ptr_array_add (names, name);
    }
  return names;
}

/* The rank cell's tooltips of the rows on screen, by the row's name. */
static GHashTable *
rank_tooltips (GtkColumnView *cv)
{
  GtkWidget *list = gtk_widget_get_last_child (GTK_WIDGET (cv));
  GHashTable *tips = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *cell = gtk_widget_get_first_child (row);
      GtkListItem *item = cell ? g_object_get_data (G_OBJECT (gtk_widget_get_first_child (cell)),
                                                    "valet-list-item") : NULL;
      if (item == NULL || gtk_list_item_get_item (item) == NULL)
        continue;
      char *name = NULL;
      g_object_get (gtk_list_item_get_item (item), "name", &name, NULL);
      g_hash_table_replace (tips, name,
                            valet_columns_cell_tooltip (gtk_widget_get_first_child (cell)));
    }
  return tips;
}

/* Pairs with a placeholder are listed after the ranked pairs, with no
 * rank, and the rank's tooltip says why; the ranked pairs are ranked 1,
 * 2, 3 among themselves. */
static void
test_placeholder (void)
{
  ValetRankingView *ranking = VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
  GtkColumnView *cv = valet_ranking_view_get_column_view (ranking);
  GListModel *rows = G_LIST_MODEL (gtk_column_view_get_model (cv));
  g_autofree char *dir = ui_test_write_tournament (PLACEHOLDER_NAMES, PLACEHOLDER_SCORES);
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  guint ranked = 0, unranked = 0;

  valet_window_show_view (window, "rankings");
  generation_before = valet_document_get_generation (valet_window_get_document (window));
  valet_window_open (window, folder);
  ui_test_wait_until (scored_again, NULL);
  ui_test_run_for (200);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 6);
  g_autoptr (GHashTable) tips = rank_tooltips (cv);
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (ValetPairRow) row = g_list_model_get_item (rows, i);
      const char *name = valet_pair_row_get_name (row);
      const char *tip = g_hash_table_lookup (tips, name);
      gboolean with_999 = strstr (name, "Unknown") != NULL;

      g_test_message ("%u. %s (rank %u): %s", i, name, valet_pair_row_get_rank (row), tip);
      if (with_999)
        {
          g_assert_cmpuint (valet_pair_row_get_rank (row), ==, 0);
          g_assert_nonnull (tip);
          g_assert_nonnull (strstr (tip, "“999” is a placeholder"));
          unranked++;
        }
      else
        {
          /* Before every unranked row, and ranked from 1. */
          g_assert_cmpuint (unranked, ==, 0);
          g_assert_cmpuint (valet_pair_row_get_rank (row), >=, 1);
          g_assert_cmpuint (valet_pair_row_get_rank (row), <=, ++ranked);
        }
    }
  g_assert_cmpuint (ranked, ==, 3);
  g_assert_cmpuint (unranked, ==, 3);
  /* One rule, above the first pair without a rank. */
  g_autoptr (ValetPairRow) first_unranked = g_list_model_get_item (rows, 3);
  g_autoptr (GPtrArray) ruled = rows_with_rule (cv);
  g_assert_cmpuint (ruled->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (ruled, 0), ==, valet_pair_row_get_name (first_unranked));
  screenshot (GTK_WIDGET (window), "ranking-placeholder.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  screenshot (GTK_WIDGET (window), "ranking-placeholder-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);

  /* In Players, the placeholder carries its note (shown dimmed, in a
   * tooltip); the players none. */
  GListModel *players = valet_document_get_players (valet_window_get_document (window));
  guint noted = 0;
  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    {
      g_autoptr (ValetPlayerRow) player = g_list_model_get_item (players, i);
      g_autofree char *note = NULL;
      g_object_get (player, "note", &note, NULL);
      g_assert_true ((note != NULL) == g_str_equal (valet_player_row_get_tag (player), "999"));
      if (note != NULL)
        {
          g_assert_cmpstr (note, ==, "“999” is a placeholder, not one player: the results "
                                     "put it at 3 tables of one board");
          noted++;
        }
    }
  g_assert_cmpuint (noted, ==, 1);
  valet_window_show_view (window, "players");
  ui_test_run_for (200);
  screenshot (GTK_WIDGET (window), "players-placeholder.png");
  valet_window_show_view (window, "rankings");

  /* Sorted by boards (all 2), the rule follows wherever a ranked pair
   * is followed by one without a rank; and comes back to the same row
   * once the grid is in ranking order again. */
  gtk_column_view_sort_by_column (cv, column_titled (cv, "Players"), GTK_SORT_ASCENDING);
  ui_test_run_for (200);
  {
    g_autoptr (GPtrArray) sorted_rules = rows_with_rule (cv);
    guint expected = 0;
    for (guint i = 1; i < g_list_model_get_n_items (rows); i++)
      {
        g_autoptr (ValetPairRow) above = g_list_model_get_item (rows, i - 1);
        g_autoptr (ValetPairRow) row = g_list_model_get_item (rows, i);
        expected += valet_pair_row_get_rank (above) > 0 && valet_pair_row_get_rank (row) == 0;
      }
    g_assert_cmpuint (sorted_rules->len, ==, expected);
  }
  gtk_column_view_sort_by_column (cv, NULL, GTK_SORT_ASCENDING);
  ui_test_run_for (200);
  {
    g_autoptr (GPtrArray) again = rows_with_rule (cv);
    g_assert_cmpuint (again->len, ==, 1);
    g_assert_cmpstr (g_ptr_array_index (again, 0), ==, valet_pair_row_get_name (first_unranked));
  }
  ui_test_remove_tree (dir);
}

/* Names a spreadsheet would take for formulas, as a file may give them:
 * =, +, - and @ at the start, after an apostrophe, and an apostrophe
 * before a tab or a carriage return (the names keep them; the grid
 * shows them as their pictures). */
#define FORMULA_NAMES \
  "a|=HYPERLINK(\"http://evil\",\"x\")\nb|+1+1\nc|-2+3\nd|@SUM(A1:A2)\n" \
  "e|'=1+1\nf|'\t=1\ng|'\r=2\nh|Hal Hunt\n"
#define FORMULA_SCORES \
  "1|1|a|c|b|d|3N|N|9\n1|1|e|g|f|h|3N|N|8\n" \
  "1|2|a|c|b|d|4S|S|10\n1|2|e|g|f|h|4S|S|9\n"

/* Whether @cells (a row copied) has a cell that is exactly @cell. */
static gboolean
has_cell (char **cells, const char *cell)
{
  for (guint i = 0; cells[i] != NULL; i++)
    if (strcmp (cells[i], cell) == 0)
      return TRUE;
  return FALSE;
}

/* Ctrl+C pastes a name from a file as text, never as a live formula: an
 * apostrophe in front of one that starts with =, +, -, @, a tab or a
 * carriage return (after any apostrophes), as the CSV writer writes it;
 * every other cell as it is. */
static void
test_copy_formulas (void)
{
  static const char *const neutralised[] = {
    "'=HYPERLINK(\"http://evil\",\"x\")", "'+1+1", "'-2+3", "'@SUM(A1:A2)", "''=1+1",
    "Hal Hunt",
  };
  ValetPlayersView *players = VALET_PLAYERS_VIEW (valet_window_get_view (window, "players"));
  ValetRankingView *ranking = VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
  g_autofree char *dir = ui_test_write_tournament (FORMULA_NAMES, FORMULA_SCORES);
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_autofree char *text = NULL, *pairs = NULL;
  g_auto (GStrv) lines = NULL, pair_lines = NULL;
  GtkColumnView *cv;
  guint found = 0;

  generation_before = valet_document_get_generation (valet_window_get_document (window));
  valet_window_open (window, folder);
  ui_test_wait_until (scored_again, NULL);
  valet_window_show_view (window, "players");
  cv = valet_players_view_get_column_view (players);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (cv), "grid.select-all", NULL));
  text = copy (cv);
  g_test_message ("%s", text);
  lines = g_strsplit (text, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 8 + 2);   /* headings, the players, "" */
  for (guint i = 1; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      g_auto (GStrv) cells = g_strsplit (lines[i], "\t", -1);
      for (guint k = 0; k < G_N_ELEMENTS (neutralised); k++)
        found += has_cell (cells, neutralised[k]);
      /* Not one cell a spreadsheet would run; the apostrophe it takes
       * for "text" is the first character, or there is none. */
      for (guint c = 0; cells[c] != NULL; c++)
        {
          g_assert_null (strchr ("=+-@\r", cells[c][0] ? cells[c][0] : 'x'));
          g_assert_null (strchr (cells[c], '\r'));
        }
      if (strstr (lines[i], "=1\t") != NULL || strstr (lines[i], "=2\t") != NULL)
        g_assert_true (g_str_has_prefix (lines[i], "'"));
    }
  g_assert_cmpuint (found, ==, G_N_ELEMENTS (neutralised));

  /* The ranking's pairs, "=HYPERLINK(...) - +1+1", the same way. */
  valet_window_show_view (window, "rankings");
  cv = valet_ranking_view_get_column_view (ranking);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (cv), "grid.select-all", NULL));
  pairs = copy (cv);
  g_test_message ("%s", pairs);
  g_assert_nonnull (strstr (pairs, "\t'=HYPERLINK(\"http://evil\",\"x\") - +1+1\t"));
  g_assert_nonnull (strstr (pairs, "\t'-2+3 - @SUM(A1:A2)\t"));
  g_assert_null (strstr (pairs, "\t=HYPERLINK"));
  ui_test_remove_tree (dir);
}

int
main (int argc, char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  scratch = ui_test_write_tournament (NAMES, SCORES);
  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));
  g_autoptr (GFile) folder = g_file_new_for_path (scratch);
  valet_window_open (window, folder);
  ui_test_wait_until (scored, NULL);

  g_test_add_func ("/ui/grids/pair-board-to-traveller", test_pair_board_to_traveller);
  g_test_add_func ("/ui/grids/sort-contracts", test_sort_contracts);
  g_test_add_func ("/ui/grids/copy", test_copy);
  g_test_add_func ("/ui/grids/views-go", test_views_go);
  /* Last: they open other files. */
  g_test_add_func ("/ui/grids/team-column", test_team_column);
  g_test_add_func ("/ui/grids/placeholder", test_placeholder);
  g_test_add_func ("/ui/grids/copy-formulas", test_copy_formulas);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  if (status == 0)
    ui_test_remove_tree (scratch);
  g_free (scratch);
  return status;
}
