/* test-navigation.c: from a player in the Players view to his or her
 * partnerships in the ranking. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "valet-pair-row.h"
#include "valet-player-row.h"
#include "valet-players-view.h"
#include "valet-ranking-view.h"
#include "valet-window.h"
#include "ui-test-support.h"

/* Alice plays with Bob in round 1 and with Frank in round 2. */
#define NAMES \
  "a|Alice Archer\nb|Bob Baker\nc|Carol Cook\nd|Dave Dyer\n" \
  "e|Eve Evans\nf|Frank Fox\ng|Grace Green\nh|Heidi Hill\n"
#define SCORES \
  "1|1|a|c|b|d|4S|N|10|HK\n" \
  "1|1|e|g|f|h|4S|N|9|D2\n" \
  "2|2|a|c|f|d|3N|E|9|S5\n" \
  "2|2|e|g|b|h|2H|W|8|C3\n"

static ValetWindow *window;

static gboolean
scored (gpointer data)
{
  ValetDocument *doc = valet_window_get_document (window);

  return valet_document_get_generation (doc) > 0 && !valet_document_get_busy (doc);
}

static gboolean
ranking_mapped (gpointer data)
{
  return gtk_widget_get_mapped (valet_window_get_view (window, "rankings"));
}

static void
test_player_to_partnerships (void)
{
  ValetPlayersView *players = VALET_PLAYERS_VIEW (valet_window_get_view (window, "players"));
  ValetRankingView *ranking = VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
  GListModel *rows = valet_players_view_get_rows (players);
  guint alice = G_MAXUINT;

  valet_window_show_view (window, "players");
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (ValetPlayerRow) row = g_list_model_get_item (rows, i);
      if (g_str_equal (valet_player_row_get_name (row), "Alice Archer"))
        alice = i;
    }
  g_assert_cmpuint (alice, <, g_list_model_get_n_items (rows));

  /* Enter or a double-click on her row: the ranking, with her two
   * partnerships and no other pair. */
  g_signal_emit_by_name (valet_players_view_get_column_view (players), "activate", alice);
  ui_test_wait_until (ranking_mapped, NULL);
  GListModel *pairs = valet_ranking_view_get_rows (ranking);
  g_assert_cmpuint (g_list_model_get_n_items (pairs), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr (ValetPairRow) pair = g_list_model_get_item (pairs, i);
      g_autofree char *name = NULL;
      g_object_get (pair, "name", &name, NULL);
      g_test_message ("pair %u: %s", i + 1, name);
      g_assert_nonnull (strstr (name, "Alice Archer"));
    }
  g_autofree char *png = g_build_filename (ui_test_screenshot_dir (), "partnerships.png", NULL);
  g_autoptr (GdkTexture) shot = ui_test_save_png (GTK_WIDGET (window), png);
}

int
main (int argc, char *argv[])
{
  int status;
  g_autofree char *dir = NULL;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  dir = g_dir_make_tmp ("valet-navigation-XXXXXX", NULL);
  g_autofree char *names = g_build_filename (dir, "names.txt", NULL);
  g_autofree char *scores = g_build_filename (dir, "scores.txt", NULL);
  g_assert_true (g_file_set_contents (names, NAMES, -1, NULL));
  g_assert_true (g_file_set_contents (scores, SCORES, -1, NULL));

  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  valet_window_open (window, folder);
  ui_test_wait_until (scored, NULL);

  g_test_add_func ("/ui/navigation/player-to-partnerships", test_player_to_partnerships);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  g_remove (names);
  g_remove (scores);
  g_rmdir (dir);
  return status;
}
