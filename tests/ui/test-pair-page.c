/* test-pair-page.c: a pair's page beyond its boards: a "By Opponents"
 * row opens the boards played against that pair, with a way back to all
 * of them, and each player's opening leads are listed with the lead's
 * score, the same that the Players view averages. */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "valet-pair-page.h"
#include "valet-pair-row.h"
#include "valet-ranking-view.h"
#include "valet-result-row.h"
#include "valet-run.h"
#include "valet-window.h"
#include "ui-test-support.h"

/* Eight pairs, two rounds of two boards, four tables (test-grids.c's,
 * but boards 1 and 3 are 3NT and 4♥ at every table, led to with
 * different cards, so that the leads score apart from 0).  Ann Able and
 * Bob Baker sit North-South throughout, against Ida Ince - Jon Judd in
 * round 1 and Kim Kent - Lou Lamb in round 2; every board but a pass-out
 * has its lead. */
#define NAMES \
  "a|Ann Able\nb|Bob Baker\nc|Cat Cole\nd|Dan Dix\ne|Eve East\nf|Fay Ford\n" \
  "g|Gus Gray\nh|Hal Hunt\ni|Ida Ince\nj|Jon Judd\nk|Kim Kent\nl|Lou Lamb\n" \
  "m|Max Moss\nn|Ned Nash\no|Oda Orr\np|Pat Pike\n"
#define SCORES \
  "1|1|a|i|b|j|3N|N|8|SA\n" \
  "1|1|c|k|d|l|3N|N|10|HK\n" \
  "1|1|e|m|f|n|3N|N|9|SA\n" \
  "1|1|g|o|h|p|3N|N|9|D2\n" \
  "1|2|a|i|b|j|1NXX|E|7|C4\n" \
  "1|2|c|k|d|l|P|S|0\n" \
  "1|2|e|m|f|n|2D|N|9|SQ\n" \
  "1|2|g|o|h|p|4S|E|7|HA\n" \
  "2|3|a|k|b|l|4H|N|11|CA\n" \
  "2|3|c|m|d|n|4H|N|10|CK\n" \
  "2|3|e|o|f|p|4H|N|10|DA\n" \
  "2|3|g|i|h|j|4H|N|9|CA\n" \
  "2|4|a|k|b|l|3S|S|9|HT\n" \
  "2|4|c|m|d|n|3H|E|6|D4\n" \
  "2|4|e|o|f|p|2N|N|8|C5\n" \
  "2|4|g|i|h|j|3C|W|9|S9\n"

/* The same tables without their leads. */
#define SCORES_WITHOUT_LEADS \
  "1|1|a|i|b|j|3N|N|8\n" \
  "1|1|c|k|d|l|3N|N|10\n" \
  "1|2|a|i|b|j|1NXX|E|7\n" \
  "1|2|c|k|d|l|P|S|0\n"

static ValetWindow *window;
static guint generation_before;

static gboolean
scored_again (gpointer data)
{
  ValetDocument *doc = valet_window_get_document (window);

  return valet_document_get_generation (doc) > generation_before
         && !valet_document_get_busy (doc);
}

/* Whether @page's tab @name is offered. */
static gboolean
tab_shown (ValetPairPage *page, const char *name)
{
  GtkStack *stack = GTK_STACK (ui_test_find (GTK_WIDGET (page), GTK_TYPE_STACK));

  return gtk_stack_page_get_visible (gtk_stack_get_page (stack,
                                                         gtk_stack_get_child_by_name (stack,
                                                                                      name)));
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

/* The page of the pair ranked at @position of the ranking as shown. */
static ValetPairPage *
open_pair (guint position, ValetPairRow **pair)
{
  ValetRankingView *view = ranking_view ();

  valet_window_show_view (window, "rankings");
  *pair = g_list_model_get_item (valet_ranking_view_get_rows (view), position);
  valet_ranking_view_open_pair (view, position);
  ui_test_run_for (100);
  return VALET_PAIR_PAGE (ui_test_find (GTK_WIDGET (view), VALET_TYPE_PAIR_PAGE));
}

static guint
position_of_pair (const char *name)
{
  GListModel *rows = valet_ranking_view_get_rows (ranking_view ());

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (ValetPairRow) row = g_list_model_get_item (rows, i);
      if (g_strcmp0 (valet_pair_row_get_name (row), name) == 0)
        return i;
    }
  g_assert_not_reached ();
}

/* The column view of @page that shows @model. */
static GtkColumnView *
view_of (ValetPairPage *page, GListModel *model)
{
  g_autoptr (GPtrArray) views = g_ptr_array_new ();

  ui_test_find_all (GTK_WIDGET (page), GTK_TYPE_COLUMN_VIEW, views);
  for (guint i = 0; i < views->len; i++)
    if (G_LIST_MODEL (gtk_column_view_get_model (views->pdata[i])) == model)
      return views->pdata[i];
  g_assert_not_reached ();
}

/* The button of @page labelled @label, if it is on screen. */
static GtkWidget *
mapped_button (ValetPairPage *page, const char *label)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();

  ui_test_find_all (GTK_WIDGET (page), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0
        && gtk_widget_get_mapped (buttons->pdata[i]))
      return buttons->pdata[i];
  return NULL;
}

static void
screenshot (GtkWidget *widget, const char *name)
{
  g_autofree char *path = g_build_filename (ui_test_screenshot_dir (), name, NULL);
  g_autoptr (GdkTexture) shot = ui_test_save_png (widget, path);
}

/* Activating a row of "By Opponents" (what Enter and a double-click
 * do) shows the boards against that pair, says so, and "Show All
 * Boards" brings back every board. */
static void
test_opponents_open (void)
{
  g_autoptr (ValetPairRow) pair = NULL;
  ValetPairPage *page = open_pair (position_of_pair ("Ann Able - Bob Baker"), &pair);
  GListModel *opponents = valet_pair_page_get_subtotals (page, "opponents");
  GListModel *boards = valet_pair_page_get_rows (page);
  GtkStack *stack = GTK_STACK (ui_test_find (GTK_WIDGET (page), GTK_TYPE_STACK));
  guint all = g_list_model_get_n_items (boards);

  g_assert_cmpuint (all, ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (opponents), ==, 2);
  g_assert_null (mapped_button (page, "Show _All Boards"));
  valet_pair_page_show_table (page, "opponents");
  ui_test_run_for (50);

  for (guint k = 0; k < 2; k++)
    {
      g_autoptr (GObject) against = g_list_model_get_item (opponents, k);
      g_autofree char *label = NULL;
      guint n;

      g_object_get (against, "label", &label, "boards", &n, NULL);
      valet_pair_page_show_table (page, "opponents");
      g_signal_emit_by_name (view_of (page, opponents), "activate", k);
      ui_test_run_for (300);
      g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "boards");
      g_assert_cmpuint (n, ==, 2);
      g_assert_cmpuint (g_list_model_get_n_items (boards), ==, n);
      for (guint i = 0; i < n; i++)
        {
          g_autoptr (ValetResultRow) row = g_list_model_get_item (boards, i);
          g_test_message ("against %s: board of %s", label,
                          valet_result_row_get_opponents (row));
          g_assert_cmpstr (valet_result_row_get_opponents (row), ==, label);
        }
      GtkWidget *back = mapped_button (page, "Show _All Boards");
      g_assert_nonnull (back);
      if (k == 0)
        screenshot (GTK_WIDGET (window), "pair-page-against.png");
      g_signal_emit_by_name (back, "clicked");
      ui_test_run_for (300);
      g_assert_cmpuint (g_list_model_get_n_items (boards), ==, all);
      g_assert_null (mapped_button (page, "Show _All Boards"));
    }
  gtk_widget_activate_action (GTK_WIDGET (ranking_view ()), "ranking.back", NULL);
}

/* Each player's leads: every board the player led on (none of the
 * partner's, no pass-out), the card with its suit's symbol, and its
 * score, whose average over the list is the lead the run gives the
 * player (each plays in one pair here) and the Players table shows. */
static void
test_leads (void)
{
  GListModel *ranking = valet_ranking_view_get_rows (ranking_view ());
  ValetRun *run = valet_document_get_run (valet_window_get_document (window));
  guint listed = 0, nonzero = 0;

  g_assert_nonnull (run);
  for (guint position = 0; position < g_list_model_get_n_items (ranking); position++)
    {
      g_autoptr (ValetPairRow) pair = NULL;
      ValetPairPage *page = open_pair (position, &pair);
      GListModel *boards = valet_pair_page_get_rows (page);
      GListModel *players = valet_pair_page_get_subtotals (page, "players");

      g_assert_true (tab_shown (page, "leads"));

      for (guint p = 0; p < 2; p++)
        {
          guint player = valet_pair_row_get_player (pair, p);
          GListModel *leads = valet_pair_page_get_leads (page, p);
          const char *heading = valet_pair_page_get_leads_heading (page, p);
          const ValetPlayerTotals *totals = valet_run_player_totals (run, player);
          guint expected = 0;
          double sum = 0;

          for (guint i = 0; i < g_list_model_get_n_items (boards); i++)
            {
              g_autoptr (ValetResultRow) row = g_list_model_get_item (boards, i);
              if (valet_result_row_get_leader_player (row) == player)
                expected++;
            }
          g_test_message ("%s", heading);
          g_assert_cmpuint (g_list_model_get_n_items (leads), ==, expected);
          g_assert_cmpfloat (totals->n_lead, ==, expected);
          for (guint i = 0; i < expected; i++)
            {
              g_autoptr (ValetResultRow) row = g_list_model_get_item (leads, i);
              g_autofree char *card = NULL;
              double share;

              g_object_get (row, "lead-card", &card, "lead", &share, NULL);
              g_assert_cmpuint (valet_result_row_get_leader_player (row), ==, player);
              g_assert_true (strstr (card, "♠") || strstr (card, "♥") || strstr (card, "♦")
                             || strstr (card, "♣"));
              g_assert_false (isnan (share));
              sum += share;
              listed++;
            }
          if (fabs (sum) > 1e-9)
            nonzero++;
          g_autoptr (GObject) own = g_list_model_get_item (players, p);
          g_autofree char *own_name = NULL;
          double own_lead = NAN;
          g_object_get (own, "label", &own_name, "lead", &own_lead, NULL);
          g_assert_true (g_str_has_prefix (heading, own_name));
          if (expected > 0)
            {
              g_autofree char *count = g_strdup_printf (" · %u lead", expected);
              g_assert_nonnull (strstr (heading, count));
              g_assert_cmpfloat_with_epsilon (sum / expected, totals->lead, 1e-9);
              g_assert_cmpfloat_with_epsilon (sum / expected, own_lead, 1e-9);
              g_assert_nonnull (strstr (heading, "IMPs a lead on average"));
            }
        }
      if (position == 0)
        {
          valet_pair_page_show_table (page, "leads");
          ui_test_run_for (100);
          screenshot (GTK_WIDGET (window), "pair-page-leads.png");
          valet_pair_page_show_table (page, "boards");
        }
      gtk_widget_activate_action (GTK_WIDGET (ranking_view ()), "ranking.back", NULL);
    }
  /* Fifteen boards were led to (one was passed out). */
  g_assert_cmpuint (listed, ==, 15);
  /* Not a list of zeros: the same contracts were led to differently. */
  g_assert_cmpuint (nonzero, >, 0);
}

/* A file without leads: no Leads tab, whose lists would have no card. */
static void
test_no_leads_tab (void)
{
  g_autofree char *dir = ui_test_write_tournament (NAMES, SCORES_WITHOUT_LEADS);
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_autoptr (ValetPairRow) pair = NULL;

  generation_before = valet_document_get_generation (valet_window_get_document (window));
  valet_window_open (window, folder);
  ui_test_wait_until (scored_again, NULL);
  ValetPairPage *page = open_pair (position_of_pair ("Ann Able - Bob Baker"), &pair);
  g_assert_false (tab_shown (page, "leads"));
  g_assert_true (tab_shown (page, "opponents"));
  gtk_widget_activate_action (GTK_WIDGET (ranking_view ()), "ranking.back", NULL);
  ui_test_remove_tree (dir);
}

int
main (int argc, char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_autofree char *scratch = ui_test_write_tournament (NAMES, SCORES);
  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));
  g_autoptr (GFile) folder = g_file_new_for_path (scratch);
  valet_window_open (window, folder);
  ui_test_wait_until (scored, NULL);

  g_test_add_func ("/ui/pair-page/opponents-open", test_opponents_open);
  g_test_add_func ("/ui/pair-page/leads", test_leads);
  /* Last: it opens another file. */
  g_test_add_func ("/ui/pair-page/no-leads-tab", test_no_leads_tab);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  if (status == 0)
    ui_test_remove_tree (scratch);
  return status;
}
