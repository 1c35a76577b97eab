/* test-lists.c: a Mitchell of two sections in the window: the ranking
 * shows one list of the movement at a time ("Section A, North-South"),
 * chosen above the grid, ranked and sorted within it; the pairs' "No."
 * column; a search by number ("2", "B2", "2NS"); and the table and the
 * pairs' numbers on every traveller line. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "valet-board-view.h"
#include "valet-columns.h"
#include "valet-list-switch.h"
#include "valet-pair-page.h"
#include "valet-pair-row.h"
#include "valet-ranking-view.h"
#include "valet-result-row.h"
#include "valet-window.h"
#include "ui-test-support.h"

static ValetWindow *window;

/* Three tables and three boards in each of sections A and B: NS pair i
 * meets EW pair i + b - 1 on board b. */
static char *
mitchell_pbn (void)
{
  GString *s = g_string_new ("% PBN 2.1\n");
  for (guint b = 1; b <= 3; b++)
    {
      g_string_append_printf (s, "\n[Event \"Club\"]\n[Board \"%u\"]\n[Dealer \"N\"]\n"
                              "[Vulnerable \"None\"]\n[ScoreTable \"Table\\2R;Section\\1R;"
                              "PairId_NS\\2R;PairId_EW\\2R;Names_NS\\20L;Names_EW\\20L;"
                              "Contract\\4L;Declarer\\1R;Result\\2R\"]\n", b);
      for (const char *sec = "AB"; *sec; sec++)
        for (guint i = 1; i <= 3; i++)
          {
            guint j = (i + b - 2) % 3 + 1;
            g_string_append_printf (s, "%u %c %u %u \"North%c%u - South%c%u\" "
                                    "\"East%c%u - West%c%u\" 3NT N %u\n",
                                    i, *sec, i, j, *sec, i, *sec, i, *sec, j, *sec, j,
                                    6 + (i * 5 + b * 3 + (*sec == 'B')) % 7);
          }
    }
  return g_string_free (s, FALSE);
}

static gboolean
scored (gpointer data)
{
  ValetDocument *doc = valet_window_get_document (window);

  return valet_document_get_generation (doc) > 0 && !valet_document_get_busy (doc);
}

static ValetRankingView *
ranking_view (void)
{
  return VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
}

static ValetListSwitch *
list_switch (void)
{
  return VALET_LIST_SWITCH (ui_test_find (GTK_WIDGET (ranking_view ()),
                                          VALET_TYPE_LIST_SWITCH));
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
  return NULL;
}

/* The "No." of the rows shown, joined by spaces. */
static char *
shown_numbers (void)
{
  GListModel *rows = valet_ranking_view_get_rows (ranking_view ());
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (ValetPairRow) row = g_list_model_get_item (rows, i);
      g_string_append_printf (s, "%s%s", i ? " " : "", valet_pair_row_get_pair_no (row));
    }
  return g_string_free (s, FALSE);
}

static void
search (const char *text)
{
  GtkWidget *entry = ui_test_find (GTK_WIDGET (ranking_view ()), GTK_TYPE_SEARCH_ENTRY);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  /* The search entry waits a little before it says it changed. */
  ui_test_run_for (400);
}

static void
test_lists (void)
{
  ValetListSwitch *ls = list_switch ();
  GListModel *rows = valet_ranking_view_get_rows (ranking_view ());

  valet_window_show_view (window, "rankings");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (ls)));
  g_assert_cmpuint (valet_list_switch_get_n_lists (ls), ==, 4);
  g_assert_cmpstr (valet_list_switch_get_heading (ls, 0), ==, "Section A, North-South");
  g_assert_cmpstr (valet_list_switch_get_heading (ls, 1), ==, "Section A, East-West");
  g_assert_cmpstr (valet_list_switch_get_heading (ls, 2), ==, "Section B, North-South");
  g_assert_cmpstr (valet_list_switch_get_heading (ls, 3), ==, "Section B, East-West");
  /* The buttons are the headings, so that which list shows is plain. */
  GtkWidget *button = ui_test_find (GTK_WIDGET (ls), GTK_TYPE_TOGGLE_BUTTON);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "Section A, North-South");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));

  for (guint list = 0; list < 4; list++)
    {
      valet_list_switch_set_selected (ls, list);
      ui_test_run_for (50);
      g_assert_cmpuint (valet_list_switch_get_selected (ls), ==, list);
      /* The list's three pairs, ranked 1 to 3 (or tied) within it. */
      g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 3);
      for (guint i = 0; i < 3; i++)
        {
          g_autoptr (ValetPairRow) row = g_list_model_get_item (rows, i);
          const char *no = valet_pair_row_get_pair_no (row);
          g_assert_cmpuint (valet_pair_row_get_list (row), ==, list);
          g_assert_cmpint (no[0], ==, list < 2 ? 'A' : 'B');
          g_assert_cmpuint (valet_pair_row_get_rank (row), >=, 1);
          g_assert_cmpuint (valet_pair_row_get_rank (row), <=, i + 1);
        }
    }
  valet_list_switch_set_selected (ls, 0);
  ui_test_run_for (50);
  ui_test_save_png (GTK_WIDGET (window), g_build_filename (ui_test_screenshot_dir (),
                                                           "lists.png", NULL));
}

/* The No. column, sorted as numbers, within the list shown. */
static void
test_number_column (void)
{
  GtkColumnView *cv = valet_ranking_view_get_column_view (ranking_view ());
  GtkColumnViewColumn *no = column_titled (cv, "No.");

  g_assert_nonnull (no);
  g_assert_true (gtk_column_view_column_get_visible (no));
  valet_list_switch_set_selected (list_switch (), 3);
  gtk_column_view_sort_by_column (cv, no, GTK_SORT_DESCENDING);
  ui_test_run_for (50);
  g_autofree char *down = shown_numbers ();
  g_assert_cmpstr (down, ==, "B3 B2 B1");
  gtk_column_view_sort_by_column (cv, no, GTK_SORT_ASCENDING);
  ui_test_run_for (50);
  g_autofree char *up = shown_numbers ();
  g_assert_cmpstr (up, ==, "B1 B2 B3");
  /* The rank column sorts the list shown, best first. */
  gtk_column_view_sort_by_column (cv, column_titled (cv, "Rank"), GTK_SORT_ASCENDING);
  ui_test_run_for (50);
  GListModel *rows = valet_ranking_view_get_rows (ranking_view ());
  g_autoptr (ValetPairRow) top = g_list_model_get_item (rows, 0);
  g_assert_cmpuint (valet_pair_row_get_rank (top), ==, 1);
  g_assert_cmpuint (valet_pair_row_get_list (top), ==, 3);
}

static void
test_search_by_number (void)
{
  ValetListSwitch *ls = list_switch ();
  GtkWidget *entry = ui_test_find (GTK_WIDGET (ranking_view ()), GTK_TYPE_SEARCH_ENTRY);
  g_autofree char *placeholder = NULL;

  /* The search says it finds numbers too. */
  g_object_get (entry, "placeholder-text", &placeholder, NULL);
  g_assert_cmpstr (placeholder, ==, "Search players or pair numbers");

  valet_list_switch_set_selected (ls, 2);
  ui_test_run_for (50);
  search ("2");
  g_autofree char *two = shown_numbers ();
  g_assert_cmpstr (two, ==, "B2");
  search ("b2");
  g_autofree char *b2 = shown_numbers ();
  g_assert_cmpstr (b2, ==, "B2");
  search ("2NS");
  g_autofree char *ns = shown_numbers ();
  g_assert_cmpstr (ns, ==, "B2");
  search ("2EW");
  g_autofree char *ew = shown_numbers ();
  g_assert_cmpstr (ew, ==, "");
  search ("A2");
  g_autofree char *other = shown_numbers ();
  g_assert_cmpstr (other, ==, "");
  /* A name still finds its pair. */
  search ("northb3");
  g_autofree char *named = shown_numbers ();
  g_assert_cmpstr (named, ==, "B3");
  search ("");
}

/* The button the "no pair matches" page offers, or NULL when hidden. */
static GtkButton *
other_list_button (void)
{
  GtkWidget *page = ui_test_find (GTK_WIDGET (ranking_view ()), ADW_TYPE_STATUS_PAGE);
  GtkWidget *button;

  g_assert_nonnull (page);
  if (!gtk_widget_get_visible (page))
    return NULL;
  button = ui_test_find (page, GTK_TYPE_BUTTON);
  return button && gtk_widget_get_visible (button) ? GTK_BUTTON (button) : NULL;
}

/* A search that finds nothing in the list shown but finds pairs of other
 * lists says which, and its button shows the first of them. */
static void
test_search_other_list (void)
{
  ValetListSwitch *ls = list_switch ();
  AdwStatusPage *page = ADW_STATUS_PAGE (ui_test_find (GTK_WIDGET (ranking_view ()),
                                                       ADW_TYPE_STATUS_PAGE));

  valet_list_switch_set_selected (ls, 0);
  ui_test_run_for (50);
  search ("b2");
  g_autofree char *none = shown_numbers ();
  g_assert_cmpstr (none, ==, "");
  g_assert_cmpstr (adw_status_page_get_description (page), ==,
                   "It matches pairs in Section B, North-South; Section B, East-West.");
  GtkButton *button = other_list_button ();
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_button_get_label (button), ==, "Show Section B, North-South");

  /* A name found only in one other list. */
  search ("eastb3");
  g_assert_cmpstr (adw_status_page_get_description (page), ==,
                   "It matches pairs in Section B, East-West.");
  button = other_list_button ();
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_button_get_label (button), ==, "Show Section B, East-West");
  g_signal_emit_by_name (button, "clicked");
  ui_test_run_for (100);
  g_assert_cmpuint (valet_list_switch_get_selected (ls), ==, 3);
  g_autofree char *shown = shown_numbers ();
  g_assert_cmpstr (shown, ==, "B3");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (page)));

  /* Nothing anywhere: the page as before, no button. */
  search ("nobody");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (page)));
  g_assert_null (other_list_button ());
  g_assert_cmpstr (adw_status_page_get_description (page), ==,
                   "Search by another name, or clear the search to see every pair.");
  search ("");
  valet_list_switch_set_selected (ls, 0);
  ui_test_run_for (50);
}

/* The pair's page names its number and its list beside its rank, which
 * is its rank in that list. */
static void
test_pair_page (void)
{
  ValetRankingView *view = ranking_view ();
  GListModel *rows = valet_ranking_view_get_rows (view);

  valet_list_switch_set_selected (list_switch (), 2);
  ui_test_run_for (50);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 3);
  g_autoptr (ValetPairRow) row = g_list_model_get_item (rows, 1);
  g_autofree char *expected = g_strdup_printf ("Pair %s, Section B, North-South · Rank %u · ",
                                               valet_pair_row_get_pair_no (row),
                                               valet_pair_row_get_rank (row));
  valet_ranking_view_open_pair (view, 1);
  ValetPairPage *page = VALET_PAIR_PAGE (ui_test_find (GTK_WIDGET (view), VALET_TYPE_PAIR_PAGE));
  const char *summary = valet_pair_page_get_summary (page);
  g_test_message ("pair page: %s", summary);
  g_assert_true (g_str_has_prefix (summary, expected));
  g_assert_cmpuint (valet_pair_row_get_rank (row), <=, 3);
  gtk_widget_activate_action (GTK_WIDGET (view), "ranking.back", NULL);
  valet_list_switch_set_selected (list_switch (), 0);
  ui_test_run_for (50);
}

/* Every traveller line says its table and both pairs' numbers. */
static void
test_traveller (void)
{
  ValetBoardView *boards = VALET_BOARD_VIEW (valet_window_get_view (window, "boards"));
  valet_window_show_view (window, "boards");
  ui_test_run_for (100);
  GListModel *lines = valet_board_view_get_traveller (boards);

  g_assert_nonnull (lines);
  g_assert_cmpuint (g_list_model_get_n_items (lines), ==, 6);
  for (guint i = 0; i < 6; i++)
    {
      g_autoptr (GObject) line = g_list_model_get_item (lines, i);
      g_autofree char *table = NULL, *ns = NULL, *ew = NULL;
      g_object_get (line, "table-text", &table, "ns-no", &ns, "ew-no", &ew, NULL);
      g_assert_true (g_str_equal (table, "1") || g_str_equal (table, "2")
                     || g_str_equal (table, "3"));
      g_assert_true (ns[0] == 'A' || ns[0] == 'B');
      g_assert_cmpint (ns[0], ==, ew[0]);
    }
  g_autoptr (GPtrArray) views = g_ptr_array_new ();
  ui_test_find_all (GTK_WIDGET (boards), GTK_TYPE_COLUMN_VIEW, views);
  gboolean shown = FALSE;
  for (guint i = 0; i < views->len; i++)
    {
      GtkColumnViewColumn *table = column_titled (views->pdata[i], "Table");
      GtkColumnViewColumn *ns = column_titled (views->pdata[i], "NS No.");
      if (table && ns)
        shown = gtk_column_view_column_get_visible (table)
                && gtk_column_view_column_get_visible (ns);
    }
  g_assert_true (shown);
  valet_window_show_view (window, "rankings");
}

int
main (int argc, char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("valet-lists-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (dir, "mitchell.pbn", NULL);
  g_autofree char *pbn = mitchell_pbn ();
  g_assert_true (g_file_set_contents (path, pbn, -1, NULL));
  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));
  g_autoptr (GFile) file = g_file_new_for_path (path);
  valet_window_open (window, file);
  ui_test_wait_until (scored, NULL);

  g_test_add_func ("/ui/lists/lists", test_lists);
  g_test_add_func ("/ui/lists/number-column", test_number_column);
  g_test_add_func ("/ui/lists/search-by-number", test_search_by_number);
  g_test_add_func ("/ui/lists/search-other-list", test_search_other_list);
  g_test_add_func ("/ui/lists/pair-page", test_pair_page);
  g_test_add_func ("/ui/lists/traveller", test_traveller);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_remove_tree (dir);
  return status;
}
