/* test-hand-diagram.c: the board view shows the deal of a board the file
 * gives one for, as a hand diagram: each hand's suits and high-card
 * points, the dealer and the vulnerability; beside it, once the deals
 * are solved in the background, the double-dummy table and par (those
 * BridgeComposer printed for board 1), and the traveller's lines
 * against double dummy (Tr − DD, Lead vs DD); a board without a deal
 * shows neither, its lines blank.  A board of 30 tables takes its lines
 * in steps, and another board chosen meanwhile shows its own alone.  Screenshots of the board view, light
 * and dark, and of its traveller scrolled right, at 1024 pixels. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "valet-board-row.h"
#include "valet-board-view.h"
#include "valet-result-row.h"
#include "valet-pair-page.h"
#include "valet-pair-row.h"
#include "valet-ranking-view.h"
#include "valet-window.h"
#include "ui-test-support.h"

static ValetWindow *window;
static char *scratch;

/* Three boards of two tables; boards 1 and 2 with their deals (board 2's
 * written from East, the dealer), board 3 without.  Board 1 carries its
 * true optimum score, board 2 a wrong one. */
static const char pbn[] =
  "% PBN 2.1\n"
  "[Event \"Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"N:AQT94.T53.KQ8.T9 63.J98.J53.K8654 K72.6.AT9762.AJ7 J85.AKQ742.4.Q32\"]\n"
  "[OptimumScore \"NS 980\"]\n"
  "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Names_NS\\20L;Names_EW\\20L;Contract\\4L;"
  "Declarer\\1R;Result\\2R\"]\n"
  "1 2 \"Ann - Bob\" \"Cid - Dee\" 3NT N 9\n3 4 \"Eve - Fay\" \"Gus - Hal\" 4S N 10\n\n"
  "[Event \"Club\"]\n[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n"
  "[Deal \"E:7.AKJ6543.3.AK93 642.8.KQT9.T8752 AKQJ5.Q97.52.QJ6 T983.T2.AJ8764.4\"]\n"
  "[OptimumScore \"NS 50\"]\n"
  "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Names_NS\\20L;Names_EW\\20L;Contract\\4L;"
  "Declarer\\1R;Result\\2R\"]\n"
  "1 2 \"Ann - Bob\" \"Cid - Dee\" 4H E 10\n3 4 \"Eve - Fay\" \"Gus - Hal\" 4H E 11\n\n"
  "[Event \"Club\"]\n[Board \"3\"]\n[Dealer \"S\"]\n[Vulnerable \"EW\"]\n"
  "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Names_NS\\20L;Names_EW\\20L;Contract\\4L;"
  "Declarer\\1R;Result\\2R\"]\n"
  "1 2 \"Ann - Bob\" \"Cid - Dee\" 2S N 8\n3 4 \"Eve - Fay\" \"Gus - Hal\" 3S N 9\n";

static gboolean
scored (gpointer data)
{
  ValetDocument *doc = valet_window_get_document (window);

  return valet_document_get_run (doc) != NULL && !valet_document_get_busy (doc);
}

/* The panel has its table: the solve is over. */
static gboolean
solved (gpointer data)
{
  ValetDdPanel *dd = data;

  return !valet_dd_panel_get_solving (dd)
         && valet_dd_panel_get_tricks_text (dd, VALET_SPADES, VALET_NORTH)[0] != '\0';
}

static void
screenshot (const char *name)
{
  g_autofree char *path = g_build_filename (ui_test_screenshot_dir (), name, NULL);
  g_autoptr (GdkTexture) shot = ui_test_save_png (GTK_WIDGET (window), path);

  g_assert_cmpint (gdk_texture_get_width (shot), >=, 1000);
}

static ValetBoardView *
select_board (guint position)
{
  ValetBoardView *boards = VALET_BOARD_VIEW (valet_window_get_view (window, "boards"));

  valet_window_show_view (window, "boards");
  valet_board_view_select (boards, position);
  ui_test_run_for (100);
  return boards;
}

/* The ranking's Declarer vs DD column is shown and says @want for the
 * pair named @name. */
static void
assert_dd_column (const char *name, const char *want)
{
  ValetRankingView *ranking = VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
  ValetDdColumns *columns = valet_ranking_view_get_dd_columns (ranking);
  GListModel *rows = valet_ranking_view_get_rows (ranking);
  gboolean found = FALSE;

  g_assert_true (gtk_column_view_column_get_visible (valet_dd_columns_get (columns, 0)));
  g_assert_true (gtk_column_view_column_get_visible (valet_dd_columns_get (columns, 1)));
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (ValetPairRow) row = g_list_model_get_item (rows, i);
      if (g_strcmp0 (valet_pair_row_get_name (row), name) != 0)
        continue;
      g_autofree char *text = valet_dd_columns_text (columns, 0, row);
      g_assert_cmpstr (text, ==, want);
      found = TRUE;
    }
  g_assert_true (found);
}

/* The traveller of the selected board shows its double-dummy columns,
 * and the line of pair @ns says @tricks (Tr - DD) and @lead. */
static void
assert_traveller_dd (ValetBoardView *boards, guint ns, const char *tricks, const char *lead)
{
  ValetDdColumns *columns = valet_board_view_get_dd_columns (boards);
  GListModel *lines = valet_board_view_get_traveller (boards);
  gboolean found = FALSE;

  g_assert_true (gtk_column_view_column_get_visible (valet_dd_columns_get (columns, 0)));
  g_assert_true (gtk_column_view_column_get_visible (valet_dd_columns_get (columns, 1)));
  g_assert_cmpstr (gtk_column_view_column_get_title (valet_dd_columns_get (columns, 0)), ==,
                   "Tr \u2212 DD");
  for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
    {
      g_autoptr (ValetResultRow) line = g_list_model_get_item (lines, i);
      g_autofree char *ns_no = NULL;
      g_object_get (line, "ns-no", &ns_no, NULL);
      if (g_strcmp0 (ns_no, (char[]) { '0' + ns, '\0' }) != 0)
        continue;
      g_autofree char *t = valet_dd_columns_text (columns, 0, line);
      g_autofree char *l = valet_dd_columns_text (columns, 1, line);
      g_assert_cmpstr (t, ==, tricks);
      g_assert_cmpstr (l, ==, lead);
      found = TRUE;
    }
  g_assert_true (found);
}

static void
assert_hand (ValetHandDiagram *d, ValetSeat seat, const char *const suits[4], const char *hcp)
{
  for (ValetDenom suit = VALET_SPADES; suit <= VALET_CLUBS; suit++)
    g_assert_cmpstr (valet_hand_diagram_get_suit_text (d, seat, suit), ==, suits[suit]);
  g_assert_cmpstr (valet_hand_diagram_get_hcp_text (d, seat), ==, hcp);
}

static void
test_diagram (void)
{
  g_autofree char *path = g_build_filename (scratch, "deals.pbn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  ValetHandDiagram *d;

  g_assert_true (g_file_set_contents (path, pbn, -1, NULL));
  valet_window_open (window, file);
  ui_test_wait_until (scored, NULL);

  /* Board 1: dealt by North, nobody vulnerable. */
  d = valet_board_view_get_hand_diagram (select_board (0));
  g_assert_nonnull (d);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (d)));
  assert_hand (d, VALET_NORTH, (const char *[]) { "AQT94", "T53", "KQ8", "T9" }, "11 HCP");
  assert_hand (d, VALET_EAST, (const char *[]) { "63", "J98", "J53", "K8654" }, "5 HCP");
  assert_hand (d, VALET_SOUTH, (const char *[]) { "K72", "6", "AT9762", "AJ7" }, "12 HCP");
  assert_hand (d, VALET_WEST, (const char *[]) { "J85", "AKQ742", "4", "Q32" }, "12 HCP");
  g_assert_cmpstr (valet_hand_diagram_get_dealer_text (d), ==, "Dealer: North");
  g_assert_cmpstr (valet_hand_diagram_get_vulnerability_text (d), ==, "Vulnerable: None");
  /* The double-dummy table and par once solved. */
  ValetDdPanel *dd = valet_board_view_get_dd_panel (select_board (0));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dd)));
  ui_test_wait_until (solved, dd);
  g_assert_cmpstr (valet_dd_panel_get_tricks_text (dd, VALET_NOTRUMP, VALET_NORTH), ==, "7");
  g_assert_cmpstr (valet_dd_panel_get_tricks_text (dd, VALET_SPADES, VALET_NORTH), ==, "12");
  g_assert_cmpstr (valet_dd_panel_get_tricks_text (dd, VALET_HEARTS, VALET_EAST), ==, "8");
  g_assert_cmpstr (valet_dd_panel_get_tricks_text (dd, VALET_CLUBS, VALET_WEST), ==, "7");
  g_assert_true (g_str_has_prefix (valet_dd_panel_get_par_text (dd), "Par: NS 980 ("));
  /* The file's optimum score agrees: nothing said. */
  g_assert_null (valet_dd_panel_get_file_differs_text (dd));
  /* The ranking grid's columns against double dummy, once solved: Ann
   * and Bob made 9 tricks in 3NT, 7 double dummy (no lead given);
   * Eve and Fay 10 in 4S, 12 double dummy. */
  assert_dd_column ("Ann - Bob", "2.00");
  assert_dd_column ("Eve - Fay", "\u22122.00");
  /* And the traveller's lines: 9 tricks in 3NT against 7, 10 in 4S
   * against 12; no lead given, so no lead's cost. */
  assert_traveller_dd (select_board (0), 1, "+2", "");
  assert_traveller_dd (select_board (0), 3, "\u22122", "");
  /* Board 3 has no deal: its lines are blank. */
  assert_traveller_dd (select_board (2), 1, "", "");
  /* And Ann and Bob's page, among its components. */
  ValetRankingView *ranking = VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
  GListModel *rows = valet_ranking_view_get_rows (ranking);
  valet_window_show_view (window, "rankings");
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (ValetPairRow) row = g_list_model_get_item (rows, i);
      if (g_strcmp0 (valet_pair_row_get_name (row), "Ann - Bob") == 0)
        valet_ranking_view_open_pair (ranking, i);
    }
  ValetPairPage *page = VALET_PAIR_PAGE (ui_test_find (GTK_WIDGET (ranking),
                                                       VALET_TYPE_PAIR_PAGE));
  g_assert_nonnull (strstr (valet_pair_page_get_components (page), "Declarer vs DD 2.00"));
  g_assert_nonnull (strstr (valet_pair_page_get_components (page), "Lead vs DD \u2013"));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 768);
  ui_test_run_for (200);
  screenshot ("dd-pair-page.png");
  select_board (0);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 768);
  ui_test_run_for (200);
  screenshot ("hand-diagram.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  screenshot ("hand-diagram-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
  /* The traveller scrolled to its right end, where its columns against
   * double dummy are, to be looked at. */
  GtkScrolledWindow *traveller = GTK_SCROLLED_WINDOW (
    gtk_widget_get_template_child (GTK_WIDGET (select_board (0)), VALET_TYPE_BOARD_VIEW,
                                   "traveller_scroller"));
  GtkAdjustment *across = gtk_scrolled_window_get_hadjustment (traveller);
  gtk_adjustment_set_value (across, gtk_adjustment_get_upper (across));
  ui_test_run_for (200);
  screenshot ("traveller-dd.png");

  /* Board 2, written from East: each hand in its seat; East deals, and
   * North-South are vulnerable. */
  d = valet_board_view_get_hand_diagram (select_board (1));
  assert_hand (d, VALET_NORTH, (const char *[]) { "T983", "T2", "AJ8764", "4" }, "5 HCP");
  assert_hand (d, VALET_EAST, (const char *[]) { "7", "AKJ6543", "3", "AK93" }, "15 HCP");
  assert_hand (d, VALET_SOUTH, (const char *[]) { "642", "8", "KQT9", "T8752" }, "5 HCP");
  assert_hand (d, VALET_WEST, (const char *[]) { "AKQJ5", "Q97", "52", "QJ6" }, "15 HCP");
  g_assert_cmpstr (valet_hand_diagram_get_dealer_text (d), ==, "Dealer: East");
  g_assert_cmpstr (valet_hand_diagram_get_vulnerability_text (d), ==, "Vulnerable: N-S");
  /* Its file's optimum score is not the par: said under the par. */
  ValetDdPanel *dd2 = valet_board_view_get_dd_panel (select_board (1));
  const char *differs = valet_dd_panel_get_file_differs_text (dd2);
  g_test_message ("board 2: %s / %s", valet_dd_panel_get_par_text (dd2), differs);
  g_assert_nonnull (differs);
  g_assert_nonnull (strstr (differs, "The file's optimum score, NS 50, is not the par."));
  screenshot ("dd-file-differs.png");

  /* Board 3 has no deal: no diagram. */
  d = valet_board_view_get_hand_diagram (select_board (2));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (d)));
  g_assert_false (gtk_widget_get_visible (
    GTK_WIDGET (valet_board_view_get_dd_panel (select_board (2)))));
}

/* A PBN file of @n boards of random deals (a fixed seed), two tables
 * each. */
static char *
random_deals (guint n)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (32);
  GString *out = g_string_new ("% PBN 2.1\n");
  static const char ranks[] = "23456789TJQKA";

  for (guint b = 1; b <= n; b++)
    {
      guint cards[52];
      GString *hands[4];
      for (guint i = 0; i < 52; i++)
        cards[i] = i;
      for (guint i = 51; i > 0; i--)
        {
          guint j = (guint) g_rand_int_range (rand, 0, (gint32) i + 1), c = cards[i];
          cards[i] = cards[j];
          cards[j] = c;
        }
      /* Hand h holds cards[13h .. 13h+12]; each suit's ranks from the ace. */
      for (guint h = 0; h < 4; h++)
        {
          hands[h] = g_string_new (NULL);
          for (guint suit = 0; suit < 4; suit++)
            {
              if (suit > 0)
                g_string_append_c (hands[h], '.');
              for (int rank = 12; rank >= 0; rank--)
                for (guint k = 0; k < 13; k++)
                  if (cards[13 * h + k] == suit * 13 + (guint) rank)
                    g_string_append_c (hands[h], ranks[rank]);
            }
        }
      g_string_append_printf (out, "[Event \"Club\"]\n[Board \"%u\"]\n[Deal \"N:%s %s %s %s\"]\n"
                              "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;"
                              "Declarer\\1R;Result\\2R\"]\n 1  2 3NT  N  9\n 3  4 2S   S  8\n\n",
                              b, hands[0]->str, hands[1]->str, hands[2]->str, hands[3]->str);
      for (guint h = 0; h < 4; h++)
        g_string_free (hands[h], TRUE);
    }
  return g_string_free (out, FALSE);
}

/* A run after the one of @data's generation, scored. */
static gboolean
rescored (gpointer data)
{
  ValetDocument *doc = valet_window_get_document (window);

  return scored (NULL) && valet_document_get_generation (doc) > GPOINTER_TO_UINT (data);
}

static gboolean
not_solving (gpointer data)
{
  return !valet_dd_panel_get_solving (data);
}

/* The nice value of the process's thread @tid (Linux keeps one a
 * thread), or G_MININT when it cannot be read. */
static int
thread_nice (const char *tid)
{
  g_autofree char *path = g_build_filename ("/proc/self/task", tid, "stat", NULL);
  g_autofree char *stat = NULL;
  g_auto (GStrv) fields = NULL;
  const char *after;

  if (!g_file_get_contents (path, &stat, NULL, NULL)
      || (after = strrchr (stat, ')')) == NULL)
    return G_MININT;
  /* After the name: the state (field 3) ... the nice value (field 19). */
  fields = g_strsplit (after + 2, " ", 0);
  return g_strv_length (fields) > 16 ? atoi (fields[16]) : G_MININT;
}

/* The solve's threads (named "valet-dd-solve", DDS's own taking the
 * name of the thread that made them) run less urgently than the main
 * thread, which so has the processor first.  (Not any thread: Mesa's
 * disk cache has one of its own at the lowest priority.) */
static gboolean
solve_behind_main (gpointer data)
{
  g_autofree char *main_tid = g_strdup_printf ("%d", (int) getpid ());
  int main_nice = thread_nice (main_tid);
  g_autoptr (GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
  const char *tid;

  while (dir != NULL && (tid = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename ("/proc/self/task", tid, "comm", NULL);
      g_autofree char *name = NULL;

      if (g_file_get_contents (path, &name, NULL, NULL)
          && g_str_has_prefix (name, "valet-dd-solve") && thread_nice (tid) > main_nice)
        return TRUE;
    }
  return FALSE;
}

/* Cancel while the run's deals are solved: the solve stops (no table),
 * the board view goes on answering (another board chosen meanwhile), and
 * Solve Again finishes it.  The solve's threads run behind the window's
 * (a nice value above it), so that it answers at once. */
static void
test_cancel (void)
{
  g_autofree char *path = g_build_filename (scratch, "random.pbn", NULL);
  g_autofree char *text = random_deals (20);
  g_autoptr (GFile) file = g_file_new_for_path (path);

  ValetDocument *doc = valet_window_get_document (window);
  guint generation = valet_document_get_generation (doc);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  valet_window_open (window, file);
  ui_test_wait_until (rescored, GUINT_TO_POINTER (generation));
  ValetDdPanel *dd = valet_board_view_get_dd_panel (select_board (5));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dd)));
  g_assert_true (valet_dd_panel_get_solving (dd));
  /* The solve lets the window have the processor first. */
  g_autofree char *self_tid = g_strdup_printf ("%d", (int) getpid ());
  int main_nice = thread_nice (self_tid);
  if (main_nice == G_MININT || main_nice >= 19)
    g_test_message ("threads' priorities not checked (nice %d)", main_nice);
  else
    ui_test_wait_until (solve_behind_main, NULL);
  valet_dd_panel_cancel (dd);
  ui_test_wait_until (not_solving, dd);
  g_assert_cmpstr (valet_dd_panel_get_tricks_text (dd, VALET_SPADES, VALET_NORTH), ==, "");
  g_assert_cmpstr (valet_dd_panel_get_par_text (dd), ==, "");
  /* The view answers: another board, its diagram. */
  ValetHandDiagram *d = valet_board_view_get_hand_diagram (select_board (7));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (d)));
  dd = valet_board_view_get_dd_panel (select_board (7));
  g_assert_false (valet_dd_panel_get_solving (dd));
  /* Solve Again: to the end this time. */
  valet_dd_panel_solve_again (dd);
  g_assert_true (valet_dd_panel_get_solving (dd));
  ui_test_wait_until (solved, dd);
  g_assert_cmpstr (valet_dd_panel_get_tricks_text (dd, VALET_SPADES, VALET_NORTH), !=, "");
}

/* ---- a big board's lines, a few at a time ----------------------------- */

#define BIG_TABLES 30

/* Three boards without deals, each played at BIG_TABLES tables, the
 * players named by their seat and table ("N7" sits North at table 7). */
static char *
big_boards (void)
{
  GString *out = g_string_new ("% PBN 2.1\n");

  for (guint b = 1; b <= 3; b++)
    {
      g_string_append_printf (out, "[Event \"Club\"]\n[Board \"%u\"]\n[Dealer \"N\"]\n"
                              "[Vulnerable \"None\"]\n[ScoreTable \"PairId_NS\\2R;"
                              "PairId_EW\\2R;Names_NS\\20L;Names_EW\\20L;Contract\\4L;"
                              "Declarer\\1R;Result\\2R\"]\n", b);
      for (guint t = 1; t <= BIG_TABLES; t++)
        g_string_append_printf (out, "%u %u \"N%u - S%u\" \"E%u - W%u\" %uNT N %u\n",
                                t, 100 + t, t, t, t, t, 1 + (t + b) % 3, 6 + t % 5);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* Whether @model holds @item. */
static gboolean
holds (GListModel *model, gpointer item)
{
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (GObject) other = g_list_model_get_item (model, i);
      if (other == item)
        return TRUE;
    }
  return FALSE;
}

/* What the board view's grids show (a grid out of sight shows nothing)
 * is of @board only: the tableaux' lines of its tableau, the
 * traveller's of its traveller.  Returns the traveller's lines shown. */
static guint
assert_shows_only (ValetBoardView *view, ValetBoardRow *board)
{
  g_autoptr (GPtrArray) grids = g_ptr_array_new ();
  guint shown = 0;

  /* The list of boards, the two tableaux, the traveller. */
  ui_test_find_all (GTK_WIDGET (view), GTK_TYPE_COLUMN_VIEW, grids);
  g_assert_cmpuint (grids->len, ==, 4);
  for (guint g = 1; g < 4; g++)
    {
      GListModel *lines = G_LIST_MODEL (gtk_column_view_get_model (grids->pdata[g]));
      GListModel *own = g < 3 ? valet_board_row_get_tableau (board)
                              : valet_board_row_get_traveller (board);

      if (!gtk_widget_is_visible (grids->pdata[g]))
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
        {
          g_autoptr (GObject) line = g_list_model_get_item (lines, i);
          g_assert_true (holds (own, line));
        }
      if (g == 3)
        shown = g_list_model_get_n_items (lines);
    }
  return shown;
}

/* The board view's traveller grid: the last of its column views. */
static GtkColumnView *
traveller_grid (ValetBoardView *view)
{
  g_autoptr (GPtrArray) grids = g_ptr_array_new ();
  ui_test_find_all (GTK_WIDGET (view), GTK_TYPE_COLUMN_VIEW, grids);
  return grids->pdata[grids->len - 1];
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
text_read (gpointer data)
{
  return *(char **) data != NULL;
}

/* What "grid.copy" (Ctrl+C) on @grid put on the clipboard, read back. */
static char *
copy_of (GtkWidget *grid)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (grid);
  char *text = NULL;

  gdk_clipboard_set_text (clipboard, "");
  g_assert_true (gtk_widget_activate_action (grid, "grid.copy", NULL));
  gdk_clipboard_read_text_async (clipboard, NULL, read_text_cb, &text);
  ui_test_wait_until (text_read, &text);
  return text;
}

/* A board of 30 tables shows its tableaux' first lines at once and the
 * rest as the main loop has time: not a thousand cells made in one turn.
 * Another board chosen while the lines come shows that board's lines
 * alone, never the earlier one's beside them; in the end all of them.
 * A name cut short has its whole in a tooltip made when asked for, not
 * set on each of the traveller's names (which asks the display where
 * the pointer is, for each). */
static void
test_big_board_in_steps (void)
{
  g_autofree char *path = g_build_filename (scratch, "big.pbn", NULL);
  g_autofree char *text = big_boards ();
  g_autoptr (GFile) file = g_file_new_for_path (path);
  ValetDocument *doc = valet_window_get_document (window);
  guint generation = valet_document_get_generation (doc);
  ValetBoardView *view;
  guint turns = 0;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  valet_window_open (window, file);
  ui_test_wait_until (rescored, GUINT_TO_POINTER (generation));
  view = select_board (0);
  g_assert_cmpuint (g_list_model_get_n_items (valet_board_view_get_traveller (view)), ==,
                    BIG_TABLES);
  ui_test_run_for (100);

  /* Board 2: none of board 1's lines shown with it, and not all of its
   * own yet. */
  valet_board_view_select (view, 1);
  ValetBoardRow *second = valet_board_view_get_selected (view);
  g_assert_cmpuint (assert_shows_only (view, second), <, BIG_TABLES);
  /* A few turns of the main loop, board 2 alone in sight at each. */
  for (guint i = 0; i < 3; i++)
    {
      g_main_context_iteration (NULL, FALSE);
      assert_shows_only (view, second);
    }
  /* Board 3 chosen while board 2's lines come. */
  valet_board_view_select (view, 2);
  ValetBoardRow *third = valet_board_view_get_selected (view);
  g_assert_true (third != second);
  while (assert_shows_only (view, third) < BIG_TABLES)
    {
      g_assert_cmpuint (++turns, <, 10000);
      g_main_context_iteration (NULL, TRUE);
    }
  g_test_message ("board 3's lines in %u turns of the main loop", turns);
  g_assert_cmpuint (turns, >, 1);
  /* The traveller the view gives is board 3's, whole. */
  GListModel *traveller = valet_board_view_get_traveller (view);
  g_assert_cmpuint (g_list_model_get_n_items (traveller), ==, BIG_TABLES);
  assert_shows_only (view, third);

  /* Its names: each whole in a tooltip asked for, none set. */
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  guint names = 0;
  ui_test_run_for (100);
  ui_test_find_all (GTK_WIDGET (view), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *name = gtk_label_get_text (labels->pdata[i]);
      if (strlen (name) < 2 || strchr ("NESW", name[0]) == NULL
          || strspn (name + 1, "0123456789") != strlen (name + 1))
        continue;
      g_assert_true (gtk_widget_get_has_tooltip (labels->pdata[i]));
      g_assert_null (gtk_widget_get_tooltip_text (labels->pdata[i]));
      names++;
    }
  g_test_message ("%u names in sight", names);
  g_assert_cmpuint (names, >=, 4);

  /* Ctrl+A, Ctrl+C in the traveller of a board whose lines are still
   * coming (or whose grid still holds the earlier board's, going): every
   * line of the board copied, the same as once they have all come. */
  {
    GtkColumnView *grid = traveller_grid (view);
    valet_board_view_select (view, 1);
    g_test_message ("lines in the traveller's grid when copied: %u",
                    g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (grid))));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (grid), "grid.select-all", NULL));
    g_autofree char *early = copy_of (GTK_WIDGET (grid));
    g_auto (GStrv) lines = g_strsplit (early, "\n", -1);
    g_assert_cmpuint (g_strv_length (lines), ==, BIG_TABLES + 2);   /* headings, the lines, "" */
    ui_test_run_for (300);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (grid))),
                      ==, BIG_TABLES);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (grid), "grid.select-all", NULL));
    g_autofree char *late = copy_of (GTK_WIDGET (grid));
    g_assert_cmpstr (early, ==, late);
    /* Board 3 again, whole, as the next step expects. */
    valet_board_view_select (view, 2);
    ui_test_run_for (300);
  }

  /* A line picked out of a board whose lines are still coming: there. */
  /* Board 3's last line, asked of the view: its traveller whole,
   * however far its lines had come in the turns run since (few on a
   * loaded machine). */
  traveller = valet_board_view_get_traveller (view);
  g_autoptr (ValetResultRow) last = g_list_model_get_item (traveller, BIG_TABLES - 1);
  g_assert_nonnull (last);
  guint result = valet_result_row_get_result (last);
  valet_board_view_select (view, 0);
  valet_board_view_select (view, 1);
  valet_board_view_show_result (view, 1, 3, result);
  g_assert_nonnull (valet_board_view_get_picked (view));
  g_assert_cmpuint (valet_result_row_get_result (valet_board_view_get_picked (view)), ==,
                    result);
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  int status;

  scratch = g_dir_make_tmp ("test-hand-diagram-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *data_home = g_build_filename (scratch, "data-home", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  /* The double-dummy cache in the scratch folder, not the user's. */
  g_autofree char *cache_home = g_build_filename (scratch, "cache-home", NULL);
  g_setenv ("XDG_CACHE_HOME", cache_home, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));

  g_test_add_func ("/ui/hand-diagram", test_diagram);
  g_test_add_func ("/ui/dd-cancel", test_cancel);
  g_test_add_func ("/ui/big-board-in-steps", test_big_board_in_steps);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_remove_tree (scratch);
  g_free (scratch);
  return status;
}
