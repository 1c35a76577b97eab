/* test-event-state.c: what belongs to one event stays with it, and no
 * work goes without asking.  Ctrl+Q asks about corrections not saved in
 * every window, as each window's close button does, and Cancel keeps
 * them all; removing the "At least N boards" chip is for the event on
 * screen and leaves the qualifying share in the preferences; sorting by
 * Rank keeps the unranked pairs after the ranked ones either way, the
 * opening order comes back, and an unranked pair's page says why it has
 * no rank; the next event opens without the search and the sort of the
 * one before, and a search that finds nothing says so. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "valet-application.h"
#include "valet-columns.h"
#include "valet-filter-chips.h"
#include "valet-pair-page.h"
#include "valet-pair-row.h"
#include "valet-preferences-window.h"
#include "valet-ranking-columns.h"
#include "valet-problems-window.h"
#include "valet-ranking-view.h"
#include "valet-window.h"
#include "ui-test-support.h"

#define NAMES \
  "a|Alice Archer\nb|Bob Baker\nc|Carol Cook\nd|Dave Dyer\n" \
  "e|Eve Evans\nf|Frank Fox\ng|Grace Green\nh|Heidi Hill\n"
#define SCORES \
  "1|1|a|c|b|d|4S|N|10|HK\n" \
  "1|1|e|g|f|h|4S|N|9|D2\n" \
  "1|2|a|c|b|d|3N|E|9|S5\n" \
  "1|2|e|g|f|h|2H|W|8|C3\n"

static ValetWindow *window;
static char *scratch;

static gboolean
scored_after (gpointer data)
{
  ValetWindow *w = ((gpointer *) data)[0];
  ValetDocument *doc = valet_window_get_document (w);

  return valet_document_get_generation (doc) > GPOINTER_TO_UINT (((gpointer *) data)[1])
         && !valet_document_get_busy (doc);
}

/* Opens @path in @w and waits for its ranking. */
static void
open_in (ValetWindow *w, const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  gpointer wait[2] = { w, GUINT_TO_POINTER (valet_document_get_generation (
                                              valet_window_get_document (w))) };

  valet_window_open (w, file);
  ui_test_wait_until (scored_after, wait);
  ui_test_run_for (200);
}

static void
correct_one (ValetWindow *w)
{
  ValetDocument *doc = valet_window_get_document (w);
  gpointer wait[2] = { w, GUINT_TO_POINTER (valet_document_get_generation (doc)) };

  /* The second result deleted: a correction not saved. */
  g_assert_true (valet_document_correct (doc, 1, NULL, 0));
  ui_test_wait_until (scored_after, wait);
  g_assert_true (valet_document_get_changed (doc));
}

static GtkWindow *
dialog_shown (void)
{
  ui_test_run_for (300);
  return ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
}

/* Ctrl+Q (app.quit) with corrections not saved in two windows: each is
 * asked about in turn, Cancel stops the quit with everything kept;
 * Discard for both, and the windows go. */
static void
test_quit_asks (void)
{
  g_autoptr (ValetApplication) app = valet_application_new (G_APPLICATION_NON_UNIQUE);
  g_auto (GStrv) accels = NULL;
  ValetWindow *first, *second;
  g_autofree char *dir = ui_test_write_tournament (NAMES, SCORES);

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.quit");
  g_assert_true (g_strv_contains ((const char *const *) accels, "<Control>q"));

  first = valet_window_new (ADW_APPLICATION (app));
  second = valet_window_new (ADW_APPLICATION (app));
  g_object_add_weak_pointer (G_OBJECT (first), (gpointer *) &first);
  g_object_add_weak_pointer (G_OBJECT (second), (gpointer *) &second);
  ui_test_present (GTK_WINDOW (first));
  ui_test_present (GTK_WINDOW (second));
  open_in (first, dir);
  open_in (second, dir);
  correct_one (first);
  correct_one (second);

  /* Asked; Cancel keeps both windows and their corrections. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  g_assert_nonnull (dialog_shown ());
  g_autofree char *asked = ui_test_answer_dialog ("cancel");
  g_assert_true (g_str_has_prefix (asked, "Save the Corrections?\n1 correction"));
  g_assert_null (dialog_shown ());
  g_assert_nonnull (first);
  g_assert_nonnull (second);
  g_assert_true (valet_document_get_changed (valet_window_get_document (first)));
  g_assert_true (valet_document_get_changed (valet_window_get_document (second)));

  /* Asked again, once for each window; Discard twice, and they go. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  g_assert_nonnull (dialog_shown ());
  g_free (ui_test_answer_dialog ("discard"));
  g_assert_nonnull (dialog_shown ());
  g_assert_nonnull (first != NULL ? first : second);
  g_free (ui_test_answer_dialog ("discard"));
  ui_test_run_for (300);
  g_assert_null (first);
  g_assert_null (second);
  ui_test_remove_tree (dir);
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

/* The first visible button under @root whose label is @text. */
static GtkWidget *
chip_showing (GtkWidget *root, const char *text)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_LABEL (c) && gtk_widget_is_visible (c)
          && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (c)), text))
        return gtk_widget_get_ancestor (c, GTK_TYPE_BUTTON);
      GtkWidget *found = chip_showing (c, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static ValetRankingView *
ranking_view (void)
{
  return VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
}

/* The qualifying share of the preferences puts a chip above the grid;
 * removing it ranks every pair of this event, and the next event opens
 * with the share again: the preference is as it was. */
static void
test_chip_is_for_the_event (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  ValetDocument *doc = valet_window_get_document (window);
  GtkWidget *chips = ui_test_find (GTK_WIDGET (ranking_view ()), VALET_TYPE_FILTER_CHIPS);
  guint min_hands = 0;

  g_settings_set_uint (settings, "min-share", 50);
  open_in (window, ui_test_env ("VALET_SAMPLE"));
  g_object_get (doc, "min-hands", &min_hands, NULL);
  g_assert_cmpuint (min_hands, >, 0);
  GtkWidget *chip = chip_showing (chips, "At least");
  g_assert_nonnull (chip);

  g_signal_emit_by_name (chip, "clicked");
  ui_test_run_for (300);
  g_object_get (doc, "min-hands", &min_hands, NULL);
  g_assert_cmpuint (min_hands, ==, 0);
  g_assert_null (chip_showing (chips, "At least"));
  g_assert_cmpuint (g_settings_get_uint (settings, "min-share"), ==, 50);

  /* The minimum set by hand for this event does not touch it either. */
  g_object_set (doc, "min-hands", 3u, NULL);
  g_assert_cmpuint (g_settings_get_uint (settings, "min-share"), ==, 50);

  open_in (window, ui_test_env ("VALET_SAMPLE"));
  g_object_get (doc, "min-hands", &min_hands, NULL);
  g_assert_cmpuint (min_hands, ==, (valet_document_get_most_boards (doc) + 1) / 2);
  g_assert_nonnull (chip_showing (chips, "At least"));
}

/* The rows' ranks, in the order the grid shows them. */
static void
assert_unranked_last (GListModel *rows, int sign)
{
  guint n = g_list_model_get_n_items (rows), unranked = 0, last = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (ValetPairRow) row = g_list_model_get_item (rows, i);
      guint rank = valet_pair_row_get_rank (row);

      if (rank == 0)
        {
          unranked++;
          continue;
        }
      /* No ranked pair after an unranked one. */
      g_assert_cmpuint (unranked, ==, 0);
      if (i > 0)
        g_assert_cmpint (sign * (int) rank, >=, sign * (int) last);
      last = rank;
    }
  g_assert_cmpuint (unranked, >, 0);
}

/* With the sample's half share, sorting by Rank either way keeps the
 * unranked pairs after the ranked ones; ascending is the order the
 * ranking opened in; an unranked pair's page says why it is not ranked. */
static void
test_rank_sort (void)
{
  ValetRankingView *view = ranking_view ();
  GtkColumnView *cv = valet_ranking_view_get_column_view (view);
  GListModel *rows = valet_ranking_view_get_rows (view);
  guint n;
  g_autoptr (GPtrArray) opening = g_ptr_array_new_with_free_func (g_object_unref);

  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  g_settings_set_uint (settings, "min-share", 50);
  open_in (window, ui_test_env ("VALET_SAMPLE"));
  n = g_list_model_get_n_items (rows);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (opening, g_list_model_get_item (rows, i));
  assert_unranked_last (rows, 1);

  /* Both ways from either: as header clicks go. */
  gtk_column_view_sort_by_column (cv, column_titled (cv, "Rank"), GTK_SORT_ASCENDING);
  ui_test_run_for (200);
  assert_unranked_last (rows, 1);
  gtk_column_view_sort_by_column (cv, column_titled (cv, "Rank"), GTK_SORT_DESCENDING);
  ui_test_run_for (200);
  assert_unranked_last (rows, -1);
  gtk_column_view_sort_by_column (cv, column_titled (cv, "Rank"), GTK_SORT_ASCENDING);
  ui_test_run_for (200);
  assert_unranked_last (rows, 1);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GObject) row = g_list_model_get_item (rows, i);
      g_assert_true (row == g_ptr_array_index (opening, i));
    }

  /* The last pair is unranked: its page says why, not "Rank 0". */
  valet_ranking_view_open_pair (view, n - 1);
  ValetPairPage *page = VALET_PAIR_PAGE (ui_test_find (GTK_WIDGET (view), VALET_TYPE_PAIR_PAGE));
  const char *summary = valet_pair_page_get_summary (page);
  g_test_message ("unranked pair's page: %s", summary);
  g_assert_true (g_str_has_prefix (summary, "Not ranked: "));
  g_assert_null (strstr (summary, "Rank 0"));
  gtk_widget_activate_action (GTK_WIDGET (view), "ranking.back", NULL);
}

static GtkWidget *
search_entry (void)
{
  return ui_test_find (GTK_WIDGET (ranking_view ()), GTK_TYPE_SEARCH_ENTRY);
}

/* A status page under @root, shown, whose title is @title. */
static gboolean
status_shown (GtkWidget *root, const char *title)
{
  g_autoptr (GPtrArray) pages = g_ptr_array_new ();

  ui_test_find_all (root, ADW_TYPE_STATUS_PAGE, pages);
  for (guint i = 0; i < pages->len; i++)
    if (gtk_widget_is_visible (pages->pdata[i])
        && g_strcmp0 (adw_status_page_get_title (pages->pdata[i]), title) == 0)
      return TRUE;
  return FALSE;
}

/* A search that finds no pair says so; the next event opens with no
 * search and in its own order, whatever the one before was sorted by. */
static void
test_next_event_clean (void)
{
  ValetRankingView *view = ranking_view ();
  GtkColumnView *cv = valet_ranking_view_get_column_view (view);
  GListModel *rows = valet_ranking_view_get_rows (view);
  ValetDocument *doc = valet_window_get_document (window);
  g_autofree char *dir = ui_test_write_tournament (NAMES, SCORES);

  open_in (window, ui_test_env ("VALET_SAMPLE"));
  gtk_editable_set_text (GTK_EDITABLE (search_entry ()), "zzyzx");
  ui_test_run_for (600);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 0);
  gtk_column_view_sort_by_column (cv, column_titled (cv, "Players"), GTK_SORT_DESCENDING);

  open_in (window, dir);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (search_entry ())), ==, "");
  GListModel *pairs = valet_document_get_pairs (doc);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, g_list_model_get_n_items (pairs));
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 4);
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (GObject) shown = g_list_model_get_item (rows, i);
      g_autoptr (GObject) ranked = g_list_model_get_item (pairs, i);
      g_assert_true (shown == ranked);
    }
  g_assert_false (status_shown (GTK_WIDGET (view), "No pair matches “zzyzx”"));

  /* Found nothing: said, rather than an empty grid. */
  gtk_editable_set_text (GTK_EDITABLE (search_entry ()), "zzyzx");
  ui_test_run_for (600);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 0);
  g_assert_true (status_shown (GTK_WIDGET (view), "No pair matches “zzyzx”"));
  {
    g_autofree char *png = g_build_filename (ui_test_screenshot_dir (), "no-pair-matches.png",
                                             NULL);
    g_autoptr (GdkTexture) shot = ui_test_save_png (GTK_WIDGET (window), png);
  }
  gtk_editable_set_text (GTK_EDITABLE (search_entry ()), "");
  ui_test_run_for (600);
  g_assert_false (status_shown (GTK_WIDGET (view), "No pair matches “zzyzx”"));
  ui_test_remove_tree (dir);
}

/* The mapped AdwWindowTitle showing @title, or NULL. */
static AdwWindowTitle *
title_shown (const char *title)
{
  g_autoptr (GPtrArray) titles = g_ptr_array_new ();

  ui_test_find_all (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE, titles);
  for (guint i = 0; i < titles->len; i++)
    if (gtk_widget_get_mapped (titles->pdata[i])
        && g_strcmp0 (adw_window_title_get_title (titles->pdata[i]), title) == 0)
      return titles->pdata[i];
  return NULL;
}

/* At 1280 pixels the view switcher stands where the title was: the
 * event's name and method are shown beside it, with "•" once a
 * correction is not saved. */
static void
test_window_title (void)
{
  ValetDocument *doc = valet_window_get_document (window);
  g_autofree char *dir = ui_test_write_tournament (NAMES, SCORES);
  g_autofree char *name = g_path_get_basename (dir);
  g_autofree char *marked = g_strdup_printf ("• %s", name);

  open_in (window, dir);
  AdwWindowTitle *shown = title_shown (name);
  g_assert_nonnull (shown);
  g_assert_cmpstr (adw_window_title_get_subtitle (shown), ==,
                   valet_document_get_description (doc));
  correct_one (window);
  ui_test_run_for (200);
  g_assert_nonnull (title_shown (marked));
  {
    g_autofree char *png = g_build_filename (ui_test_screenshot_dir (), "window-title.png", NULL);
    g_autoptr (GdkTexture) shot = ui_test_save_png (GTK_WIDGET (window), png);
  }
  /* Undone: the mark goes. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  ui_test_run_for (300);
  g_assert_nonnull (title_shown (name));
  ui_test_remove_tree (dir);
}

/* A board passed out: its tricks shown "–" in the traveller and on the
 * pair's page, not "0". */
static void
test_pass_out_tricks (void)
{
  g_autofree char *dir = ui_test_write_tournament (NAMES,
                                                   "1|1|a|c|b|d|P|N|0\n"
                                                   "1|1|e|g|f|h|4S|N|9|D2\n");
  g_autoptr (GPtrArray) grids = g_ptr_array_new ();
  guint passes = 0;

  open_in (window, dir);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-board", "(uuu)", 1, 1, 0);
  ui_test_run_for (300);
  ui_test_find_all (valet_window_get_view (window, "boards"), GTK_TYPE_COLUMN_VIEW, grids);
  for (guint g = 0; g < grids->len; g++)
    {
      GListModel *columns = gtk_column_view_get_columns (grids->pdata[g]);
      GListModel *rows = G_LIST_MODEL (gtk_column_view_get_model (grids->pdata[g]));

      for (guint c = 0; c < g_list_model_get_n_items (columns); c++)
        {
          g_autoptr (GtkColumnViewColumn) column = g_list_model_get_item (columns, c);
          if (g_strcmp0 (gtk_column_view_column_get_title (column), "Tricks") != 0)
            continue;
          for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
            {
              g_autoptr (GObject) row = g_list_model_get_item (rows, i);
              g_autofree char *contract = NULL;
              g_autofree char *tricks = valet_columns_cell_text (column, row);

              g_object_get (row, "contract", &contract, NULL);
              g_test_message ("%s: tricks %s", contract, tricks);
              if (g_strcmp0 (contract, "Pass") == 0)
                {
                  g_assert_cmpstr (tricks, ==, "–");
                  passes++;
                }
              else
                g_assert_cmpstr (tricks, ==, "9");
            }
        }
    }
  g_assert_cmpuint (passes, >, 0);
  valet_window_show_view (window, "rankings");
  ui_test_remove_tree (dir);
}

/* A name given to a folder's results is theirs however they are opened
 * again: the folder, or its scores.txt or names.txt. */
static void
test_details_through_scores (void)
{
  ValetDocument *doc = valet_window_get_document (window);
  /* Results of their own: the details are found again by content too,
   * and the other tests' results keep their folder's name. */
  g_autofree char *dir = ui_test_write_tournament (NAMES, SCORES "2|3|a|c|b|d|1N|S|7|D4\n"
                                                          "2|3|e|g|f|h|2S|N|8|H3\n");
  g_autofree char *scores = g_build_filename (dir, "scores.txt", NULL);
  g_autofree char *names = g_build_filename (dir, "names.txt", NULL);

  open_in (window, dir);
  g_assert_true (valet_document_set_event (doc, VALET_EVENT_TITLE, "Thursday Club Pairs", NULL));
  open_in (window, ui_test_env ("VALET_SAMPLE"));
  g_assert_cmpstr (valet_document_get_title (doc), !=, "Thursday Club Pairs");
  open_in (window, scores);
  g_assert_cmpstr (valet_document_get_title (doc), ==, "Thursday Club Pairs");
  open_in (window, ui_test_env ("VALET_SAMPLE"));
  open_in (window, names);
  g_assert_cmpstr (valet_document_get_title (doc), ==, "Thursday Club Pairs");
  /* Back to the folder's name, for the next run of these tests. */
  g_assert_true (valet_document_set_event (doc, VALET_EVENT_TITLE, NULL, NULL));
  ui_test_remove_tree (dir);
}

/* Preferences over results without leads (the sample): every label
 * whole, at the window's own size, and the greyed lead split without a
 * switch drawn on. */
static void
test_preferences_fit (void)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();

  open_in (window, ui_test_env ("VALET_SAMPLE"));
  {
    gboolean has_leads = TRUE;
    g_object_get (valet_window_get_document (window), "has-leads", &has_leads, NULL);
    g_assert_false (has_leads);
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
  GtkWindow *prefs = ui_test_wait_for_toplevel (VALET_TYPE_PREFERENCES_WINDOW);
  ui_test_run_for (300);
  g_autofree char *png = g_build_filename (ui_test_screenshot_dir (), "preferences.png", NULL);
  g_autoptr (GdkTexture) shot = ui_test_save_png (GTK_WIDGET (prefs), png);

  GtkWidget *lead = ui_test_find_row (GTK_WIDGET (prefs), ADW_TYPE_ACTION_ROW,
                                      "Split the opening _lead");
  g_assert_nonnull (lead);
  g_assert_false (gtk_widget_get_sensitive (lead));
  g_assert_false (gtk_widget_get_visible (ui_test_find (lead, GTK_TYPE_SWITCH)));

  ui_test_find_all (GTK_WIDGET (prefs), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_mapped (labels->pdata[i]))
      {
        PangoLayout *layout = gtk_label_get_layout (labels->pdata[i]);
        g_test_message ("label: %s", gtk_label_get_text (labels->pdata[i]));
        g_assert_false (pango_layout_is_ellipsized (layout));
      }
  gtk_window_destroy (prefs);
}

/* A pair's page lists whom it played each board against: an Opponents
 * column, never the pair's own names. */
static void
test_pair_page_opponents (void)
{
  ValetRankingView *view = ranking_view ();
  g_autofree char *dir = ui_test_write_tournament (NAMES, SCORES);
  g_autoptr (GPtrArray) grids = g_ptr_array_new ();
  guint checked = 0;

  open_in (window, dir);
  valet_window_show_view (window, "rankings");
  g_autoptr (ValetPairRow) pair = g_list_model_get_item (valet_ranking_view_get_rows (view), 0);
  g_auto (GStrv) own = g_strsplit (valet_pair_row_get_name (pair), " - ", 2);
  valet_ranking_view_open_pair (view, 0);
  ui_test_run_for (300);
  GListModel *rows = valet_ranking_view_get_pair_rows (view);
  g_assert_nonnull (rows);
  ui_test_find_all (ui_test_find (GTK_WIDGET (view), VALET_TYPE_PAIR_PAGE), GTK_TYPE_COLUMN_VIEW,
                    grids);
  for (guint g = 0; g < grids->len; g++)
    {
      if (G_LIST_MODEL (gtk_column_view_get_model (grids->pdata[g])) == NULL)
        continue;
      GListModel *shown = G_LIST_MODEL (gtk_column_view_get_model (grids->pdata[g]));
      GListModel *columns = gtk_column_view_get_columns (grids->pdata[g]);
      for (guint c = 0; c < g_list_model_get_n_items (columns); c++)
        {
          g_autoptr (GtkColumnViewColumn) column = g_list_model_get_item (columns, c);
          if (g_strcmp0 (gtk_column_view_column_get_title (column), "Opponents") != 0
              || g_list_model_get_n_items (shown) != g_list_model_get_n_items (rows))
            continue;
          for (guint i = 0; i < g_list_model_get_n_items (shown); i++)
            {
              g_autoptr (GObject) row = g_list_model_get_item (shown, i);
              g_autofree char *text = valet_columns_cell_text (column, row);
              g_test_message ("%s: against %s", valet_pair_row_get_name (pair), text);
              g_assert_cmpstr (text, !=, "");
              for (guint k = 0; own[k] != NULL; k++)
                g_assert_null (strstr (text, own[k]));
              checked++;
            }
        }
    }
  g_assert_cmpuint (checked, ==, g_list_model_get_n_items (rows));
  gtk_widget_activate_action (GTK_WIDGET (view), "ranking.back", NULL);
  ui_test_remove_tree (dir);
}

/* The Ctrl+Z shortcut of @entry's own controllers, activated as the key
 * would; whether it took the key. */
static gboolean
press_ctrl_z (GtkWidget *entry)
{
  GListModel *controllers = gtk_widget_observe_controllers (entry);
  gboolean found = FALSE, handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !found; i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (c))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (c)) && !found; k++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (c), k);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (
                                       gtk_shortcut_get_trigger (shortcut));
          if (g_strcmp0 (trigger, "<Control>z") != 0)
            continue;
          found = TRUE;
          handled = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, entry,
                                                  NULL);
        }
    }
  g_object_unref (controllers);
  g_assert_true (found);
  return handled;
}

/* Ctrl+Z with the focus in an empty search box undoes the last
 * correction, as it does elsewhere in the window; with something typed
 * there it is the box's own. */
static void
test_undo_from_search (void)
{
  ValetDocument *doc = valet_window_get_document (window);
  g_autofree char *dir = ui_test_write_tournament (NAMES, SCORES);

  open_in (window, dir);
  correct_one (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.search", NULL);
  GtkWidget *entry = search_entry ();
  g_assert_nonnull (gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                             GTK_TYPE_SEARCH_ENTRY));

  gtk_editable_set_text (GTK_EDITABLE (entry), "Ali");
  g_assert_false (press_ctrl_z (entry));
  g_assert_cmpuint (valet_document_n_corrections (doc), ==, 1);

  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  gpointer wait[2] = { window, GUINT_TO_POINTER (valet_document_get_generation (doc)) };
  g_assert_true (press_ctrl_z (entry));
  ui_test_wait_until (scored_after, wait);
  g_assert_cmpuint (valet_document_n_corrections (doc), ==, 0);
  g_assert_false (valet_document_get_changed (doc));
  ui_test_remove_tree (dir);
}

/* Each heading of the ranking says what its column means, in a tooltip
 * over the heading as drawn. */
static void
test_heading_tooltips (void)
{
  GtkColumnView *cv = valet_ranking_view_get_column_view (ranking_view ());
  GtkWidget *header = gtk_widget_get_first_child (GTK_WIDGET (cv));
  guint with_tip = 0, shown = 0;

  open_in (window, ui_test_env ("VALET_SAMPLE"));
  valet_window_show_view (window, "rankings");
  for (GtkWidget *title = gtk_widget_get_first_child (header); title != NULL;
       title = gtk_widget_get_next_sibling (title))
    {
      g_autoptr (GPtrArray) labels = g_ptr_array_new ();
      const char *tip = gtk_widget_get_tooltip_text (title);

      if (!gtk_widget_get_visible (title))
        continue;
      shown++;
      ui_test_find_all (title, GTK_TYPE_LABEL, labels);
      g_assert_cmpuint (labels->len, >, 0);
      g_test_message ("%s: %s", gtk_label_get_text (labels->pdata[0]), tip);
      with_tip += tip != NULL && *tip != '\0';
      if (g_strcmp0 (gtk_label_get_text (labels->pdata[0]), "Rank") == 0)
        g_assert_cmpstr (tip, ==, valet_ranking_column_description (
                                    valet_ranking_column (VALET_RANKING_RANK)));
    }
  g_assert_cmpuint (shown, >, 5);
  g_assert_cmpuint (with_tip, ==, shown);
}

/* A corrected line is marked in its board's traveller, what it was read
 * as in the mark's tooltip; the other lines are not marked. */
static void
test_corrected_line_marked (void)
{
  ValetDocument *doc = valet_window_get_document (window);
  g_autofree char *dir = ui_test_write_tournament (NAMES, SCORES);
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  gpointer wait[2] = { window, NULL };
  ValetResult edited;
  guint marks = 0;

  open_in (window, dir);
  /* Result 0, 4♠ N 10 ♥K, edited to 8 tricks. */
  edited = *valet_tournament_result (valet_source_get_tournament (valet_document_get_source (doc)),
                                     0);
  edited.tricks = 8;
  wait[1] = GUINT_TO_POINTER (valet_document_get_generation (doc));
  g_assert_true (valet_document_correct (doc, 0, &edited, 1));
  ui_test_wait_until (scored_after, wait);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-board", "(uuu)", 1, 1, 0);
  ui_test_run_for (400);

  ui_test_find_all (valet_window_get_view (window, "boards"), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_mapped (labels->pdata[i])
        && g_strcmp0 (gtk_label_get_text (labels->pdata[i]), "✎") == 0)
      {
        const char *tip = gtk_widget_get_tooltip_text (labels->pdata[i]);
        g_test_message ("mark: %s", tip);
        g_assert_cmpstr (tip, ==, "was 4♠ N 10 ♥K");
        marks++;
      }
  g_assert_cmpuint (marks, ==, 1);
  {
    g_autofree char *png = g_build_filename (ui_test_screenshot_dir (), "corrected-mark.png",
                                             NULL);
    g_autoptr (GdkTexture) shot = ui_test_save_png (GTK_WIDGET (window), png);
  }
  /* Undone: no mark. */
  wait[1] = GUINT_TO_POINTER (valet_document_get_generation (doc));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  ui_test_wait_until (scored_after, wait);
  ui_test_run_for (300);
  g_ptr_array_set_size (labels, 0);
  ui_test_find_all (valet_window_get_view (window, "boards"), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    g_assert_false (gtk_widget_get_mapped (labels->pdata[i])
                    && g_strcmp0 (gtk_label_get_text (labels->pdata[i]), "✎") == 0);
  valet_window_show_view (window, "rankings");
  ui_test_remove_tree (dir);
}

/* Problems in the Input names a player the readers name by tag by his
 * or her name too, where the file gives one. */
static void
test_problems_name_players (void)
{
  g_autofree char *dir = ui_test_write_tournament (NAMES, SCORES "1|3|a|c|a|d|4S|N|10|HK\n");

  open_in (window, dir);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.problems", NULL);
  GtkWindow *problems = ui_test_wait_for_toplevel (VALET_TYPE_PROBLEMS_WINDOW);
  const char *text = valet_problems_window_get_text (VALET_PROBLEMS_WINDOW (problems));
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "'a' (Alice Archer)"));
  gtk_window_destroy (problems);
  valet_window_dismiss_toast (window);
  ui_test_remove_tree (dir);
}

int
main (int argc, char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  scratch = g_dir_make_tmp ("valet-event-state-XXXXXX", NULL);
  g_assert_nonnull (scratch);
  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));

  g_test_add_func ("/ui/event-state/quit-asks", test_quit_asks);
  g_test_add_func ("/ui/event-state/chip-is-for-the-event", test_chip_is_for_the_event);
  g_test_add_func ("/ui/event-state/rank-sort", test_rank_sort);
  g_test_add_func ("/ui/event-state/next-event-clean", test_next_event_clean);
  g_test_add_func ("/ui/event-state/window-title", test_window_title);
  g_test_add_func ("/ui/event-state/pass-out-tricks", test_pass_out_tricks);
  g_test_add_func ("/ui/event-state/details-through-scores", test_details_through_scores);
  g_test_add_func ("/ui/event-state/preferences-fit", test_preferences_fit);
  g_test_add_func ("/ui/event-state/pair-page-opponents", test_pair_page_opponents);
  g_test_add_func ("/ui/event-state/undo-from-search", test_undo_from_search);
  g_test_add_func ("/ui/event-state/heading-tooltips", test_heading_tooltips);
  g_test_add_func ("/ui/event-state/corrected-line-marked", test_corrected_line_marked);
  g_test_add_func ("/ui/event-state/problems-name-players", test_problems_name_players);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_remove_tree (scratch);
  g_free (scratch);
  return status;
}
