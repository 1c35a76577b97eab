/* test-teams.c: the Teams view: shown, with each team's numbers and
 * their intervals, where the results name teams (names.txt's third
 * field here); hidden for the next event, which names none. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "valet-teams-view.h"
#include "valet-window.h"
#include "ui-test-support.h"

static ValetWindow *window;
static guint64 before;

static const char team_names[] =
  "a|Anna|Red\nb|Bert|Blue\nc|Cleo|Red\nd|Dirk|Blue\n"
  "e|Ella|Red\nf|Finn\ng|Gina|Red\nh|Hugo\n";
static const char plain_names[] =
  "a|Anna\nb|Bert\nc|Cleo\nd|Dirk\ne|Ella\nf|Finn\ng|Gina\nh|Hugo\n";
static const char scores[] =
  "1|1|a|b|c|d|4H|S|10\n1|1|e|f|g|h|4H|S|9\n"
  "1|2|a|b|c|d|3N|N|8\n1|2|e|f|g|h|3N|N|10\n"
  "1|3|a|b|c|d|2S|E|8\n1|3|e|f|g|h|2S|E|9\n";

static gboolean
scored (gpointer data)
{
  ValetDocument *doc = valet_window_get_document (window);

  return valet_document_get_generation (doc) > before && !valet_document_get_busy (doc);
}

static void
open_event (const char *names, char **dir)
{
  g_autoptr (GFile) file = NULL;

  *dir = ui_test_write_tournament (names, scores);
  file = g_file_new_for_path (*dir);
  before = valet_document_get_generation (valet_window_get_document (window));
  valet_window_open (window, file);
  ui_test_wait_until (scored, NULL);
}

static ValetTeamsView *
teams_view (void)
{
  return VALET_TEAMS_VIEW (valet_window_get_view (window, "teams"));
}

static gboolean
page_visible (void)
{
  GtkWidget *view = GTK_WIDGET (teams_view ());
  AdwViewStack *stack = ADW_VIEW_STACK (gtk_widget_get_ancestor (view, ADW_TYPE_VIEW_STACK));

  return adw_view_stack_page_get_visible (adw_view_stack_get_page (stack, view));
}

static void
test_teams (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *plain = NULL;
  ValetTeamsView *view;

  open_event (team_names, &dir);
  view = teams_view ();
  g_assert_nonnull (view);
  g_assert_true (valet_teams_view_get_has_teams (view));
  g_assert_true (page_visible ());
  valet_window_show_view (window, "teams");
  ui_test_run_for (200);

  g_assert_cmpuint (valet_teams_view_get_n_teams (view), ==, 2);
  g_assert_cmpstr (valet_teams_view_get_cell (view, 0, 1), ==, "Team");
  g_assert_cmpstr (valet_teams_view_get_cell (view, 0, 3), ==, "Boards");
  /* Red: two pairs, six boards; Blue: one pair, three. */
  for (guint row = 1; row <= 2; row++)
    {
      const char *name = valet_teams_view_get_cell (view, row, 1);
      gboolean red = g_strcmp0 (name, "Red") == 0;
      g_assert_true (red || g_strcmp0 (name, "Blue") == 0);
      g_assert_cmpstr (valet_teams_view_get_cell (view, row, 2), ==, red ? "2" : "1");
      g_assert_cmpstr (valet_teams_view_get_cell (view, row, 3), ==, red ? "6" : "3");
      /* The score, with its interval. */
      g_assert_nonnull (strstr (valet_teams_view_get_cell (view, row, 4), " ± "));
    }
  g_autofree char *shot = g_build_filename (ui_test_screenshot_dir (), "teams.png", NULL);
  g_object_unref (ui_test_save_png (GTK_WIDGET (window), shot));

  /* The next event names no teams: no Teams view. */
  open_event (plain_names, &plain);
  g_assert_false (valet_teams_view_get_has_teams (view));
  g_assert_cmpuint (valet_teams_view_get_n_teams (view), ==, 0);
  g_assert_false (page_visible ());

  ui_test_remove_tree (dir);
  ui_test_remove_tree (plain);
}

int
main (int argc, char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));

  g_test_add_func ("/ui/teams", test_teams);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  return status;
}
