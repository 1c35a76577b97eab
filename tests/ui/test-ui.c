/* test-ui.c: the application window under a real display (Xvfb): load
 * the sample tournament, compare the grid with valet-cli and the engine,
 * change an option, open a board and a pair, and take screenshots. */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "valet-board-row.h"
#include "valet-board-view.h"
#include "valet-columns.h"
#include "valet-pair-row.h"
#include "valet-ranking-view.h"
#include "valet-scoring-run.h"
#include "valet-tableau-item.h"
#include "valet-result-row.h"
#include "valet-tableau-writer.h"
#include "valet-window.h"

static ValetWindow *window;
static const char *cli_path, *sample_dir, *shot_dir, *formats_dir;

typedef struct {
  guint  boards;
  double overall, bid, play, declaring, defending;
  guint  n_declaring, n_defending;
} CliRow;

static gboolean
settled (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @done says so, failing after 60 s. */
static void
wait_until (gboolean (*done) (gpointer), gpointer data)
{
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (!done (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      g_main_context_iteration (NULL, TRUE);
    }
}

static gboolean
flag_set (gpointer data)
{
  return *(gboolean *) data;
}

static void
run_for (guint ms)
{
  gboolean over = FALSE;

  g_timeout_add (ms, settled, &over);
  wait_until (flag_set, &over);
}

static gboolean
generation_reached (gpointer data)
{
  return valet_document_get_generation (valet_window_get_document (window))
         >= GPOINTER_TO_UINT (data);
}

static void
screenshot (const char *name)
{
  GtkWidget *widget = GTK_WIDGET (window);
  g_autoptr (GdkPaintable) paintable = NULL;
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *path = g_build_filename (shot_dir, name, NULL);
  int width = 0, height = 0;

  paintable = gtk_widget_paintable_new (widget);
  /* The paintable is empty until the frame clock has laid the window out
   * and drawn it once since the last change. */
  for (guint attempt = 0; node == NULL && attempt < 50; attempt++)
    {
      g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();

      run_for (200);
      width = gtk_widget_get_width (widget);
      height = gtk_widget_get_height (widget);
      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
      node = gtk_snapshot_to_node (snapshot);
    }
  g_assert_nonnull (node);
  g_assert_cmpint (width, >, 400);
  g_assert_cmpint (height, >, 300);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

/* The first table of valet-cli's text ranking with the same options, for
 * the sample folder or (@input) a results file. */
static GArray *
cli_ranking_of (const char *input, const char *valettype)
{
  const char *argv[] = { cli_path, input ? "--input" : "--directory",
                         input ? input : sample_dir, "--valettype", valettype,
                         "--lead", NULL };
  g_autofree char *out = NULL;
  g_auto (GStrv) lines = NULL;
  GArray *rows = g_array_new (FALSE, TRUE, sizeof (CliRow));
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &out, NULL, &status, NULL));
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 2; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      g_auto (GStrv) f = g_strsplit (lines[i], "|", -1);
      CliRow row = { 0 };

      g_assert_cmpuint (g_strv_length (f), >=, 5);
      g_assert_cmpint (sscanf (f[1], "%u %lf", &row.boards, &row.overall), ==, 2);
      g_assert_cmpint (sscanf (f[2], "%lf %lf", &row.bid, &row.play), ==, 2);
      /* A pair that never declared or defended shows "-": left at 0. */
      sscanf (f[3], " %lf (%u) %lf (%u)", &row.declaring, &row.n_declaring,
              &row.defending, &row.n_defending);
      g_array_append_val (rows, row);
    }
  return rows;
}

static GArray *
cli_ranking (const char *valettype)
{
  return cli_ranking_of (NULL, valettype);
}

static double
number (gpointer item, const char *property)
{
  double value;

  g_object_get (item, property, &value, NULL);
  return value;
}

static guint
count (gpointer item, const char *property)
{
  guint value;

  g_object_get (item, property, &value, NULL);
  return value;
}

static gboolean
shows_label (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_label (child, text))
      return TRUE;
  return FALSE;
}

static void
assert_grid_matches_cli (const char *valettype, double tolerance)
{
  int decimals = tolerance < 0.01 ? 2 : 1;
  ValetRankingView *view = VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
  GListModel *rows = valet_ranking_view_get_rows (view);
  g_autoptr (GArray) cli = cli_ranking (valettype);

  g_assert_cmpuint (cli->len, >, 3);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, cli->len);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr (ValetPairRow) row = g_list_model_get_item (rows, i);
      const CliRow *c = &g_array_index (cli, CliRow, i);

      g_assert_cmpuint (count (row, "rank"), ==, i + 1);
      g_assert_cmpuint (count (row, "boards"), ==, c->boards);
      g_assert_cmpfloat_with_epsilon (number (row, "overall"), c->overall, tolerance);
      g_assert_cmpfloat_with_epsilon (number (row, "bid"), c->bid, tolerance);
      g_assert_cmpfloat_with_epsilon (number (row, "play"), c->play, tolerance);
      g_assert_cmpfloat_with_epsilon (number (row, "declaring"), c->declaring, tolerance);
      g_assert_cmpuint (count (row, "n-declaring"), ==, c->n_declaring);
      g_assert_cmpfloat_with_epsilon (number (row, "defending"), c->defending, tolerance);
      g_assert_cmpuint (count (row, "n-defending"), ==, c->n_defending);

      /* The cell as drawn: the CLI's figure, with the run's decimals. */
      g_autofree char *shown = valet_columns_format (c->overall, decimals);
      run_for (100);
      g_assert_true (shows_label (GTK_WIDGET (valet_ranking_view_get_column_view (view)), shown));
    }
  /* The whole order: overall never increases down the grid. */
  for (guint i = 1; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (ValetPairRow) a = g_list_model_get_item (rows, i - 1);
      g_autoptr (ValetPairRow) b = g_list_model_get_item (rows, i);
      g_assert_cmpfloat (number (a, "overall"), >=, number (b, "overall"));
    }
}

static void
test_empty_state (void)
{
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Valet");
  g_assert_cmpuint (valet_document_get_generation (valet_window_get_document (window)), ==, 0);
  screenshot ("empty.png");
}

static void
test_ranking (void)
{
  ValetDocument *doc = valet_window_get_document (window);
  g_autoptr (GFile) folder = g_file_new_for_path (sample_dir);
  g_autofree char *basename = g_path_get_basename (sample_dir);

  valet_window_open (window, folder);
  wait_until (generation_reached, GUINT_TO_POINTER (1));

  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), basename));
  g_assert_cmpstr (valet_document_get_description (doc), ==,
                   "IMPs across the field, cloud, with leads");
  assert_grid_matches_cli ("imps", 0.0051);
  screenshot ("rankings.png");
}

static void
test_search_and_min_boards (void)
{
  ValetRankingView *view = VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
  ValetDocument *doc = valet_window_get_document (window);
  GListModel *rows = valet_ranking_view_get_rows (view);
  guint all = g_list_model_get_n_items (rows);
  g_autoptr (ValetPairRow) first = g_list_model_get_item (rows, 0);
  g_autofree char *surname = g_strdup (strrchr (valet_pair_row_get_name (first), ' ') + 1);
  GtkWidget *entry;

  /* Ctrl+F lands in the search entry. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.search", NULL);
  entry = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (gtk_widget_get_ancestor (entry, GTK_TYPE_SEARCH_ENTRY));
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_ancestor (entry, GTK_TYPE_SEARCH_ENTRY)),
                         surname);
  run_for (600);   /* the search entry waits a moment before it searches */
  g_assert_cmpuint (g_list_model_get_n_items (rows), <, all);
  g_assert_cmpuint (g_list_model_get_n_items (rows), >=, 1);
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (ValetPairRow) row = g_list_model_get_item (rows, i);
      g_assert_nonnull (strstr (valet_pair_row_get_name (row), surname));
    }
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_ancestor (entry, GTK_TYPE_SEARCH_ENTRY)), "");
  run_for (600);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, all);

  g_object_set (doc, "min-hands", 100u, NULL);
  run_for (100);
  g_assert_cmpuint (g_list_model_get_n_items (rows), <, all);
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (ValetPairRow) row = g_list_model_get_item (rows, i);
      g_assert_cmpuint (valet_pair_row_get_boards (row), >=, 100);
    }
  g_object_set (doc, "min-hands", 0u, NULL);
  run_for (100);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, all);
}

static void
test_option_change (void)
{
  ValetDocument *doc = valet_window_get_document (window);
  ValetRankingView *view = VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
  guint generation = valet_document_get_generation (doc);
  g_autoptr (ValetPairRow) before = g_list_model_get_item (valet_ranking_view_get_rows (view), 0);

  /* A stale run: cloud off and at once back on, then matchpoints; only
   * the last state may be published. */
  g_object_set (doc, "cloud", FALSE, NULL);
  wait_until ((gboolean (*) (gpointer)) valet_document_get_busy, doc);
  g_object_set (doc, "cloud", TRUE, "scoring", VALET_SCORING_MATCHPOINTS, NULL);
  wait_until (generation_reached, GUINT_TO_POINTER (generation + 1));
  run_for (200);
  g_assert_false (valet_document_get_busy (doc));
  g_assert_cmpuint (valet_document_get_generation (doc), ==, generation + 1);

  g_autoptr (ValetPairRow) after = g_list_model_get_item (valet_ranking_view_get_rows (view), 0);
  g_assert_true (before != after);
  g_assert_cmpfloat (fabs (valet_pair_row_get_overall (after)
                           - valet_pair_row_get_overall (before)), >, 1.0);
  g_assert_true (g_str_has_prefix (valet_document_get_description (doc), "Matchpoints"));
  assert_grid_matches_cli ("matchpoints", 0.051);

  g_object_set (doc, "scoring", VALET_SCORING_IMPS, NULL);
  wait_until (generation_reached, GUINT_TO_POINTER (generation + 2));
  assert_grid_matches_cli ("imps", 0.0051);
}

typedef struct {
  guint   round, board;
  GArray *entries;
} FirstBoard;

static void
keep_first (const ValetBoard *board, const ValetEntry *entries, guint n, gpointer data)
{
  FirstBoard *first = data;

  if (first->entries == NULL && board->round == first->round && board->board == first->board)
    {
      first->entries = g_array_new (FALSE, FALSE, sizeof (ValetEntry));
      g_array_append_vals (first->entries, entries, n);
    }
}

static void
test_board (void)
{
  ValetDocument *doc = valet_window_get_document (window);
  ValetBoardView *view = VALET_BOARD_VIEW (valet_window_get_view (window, "boards"));
  ValetTournament *t = valet_source_get_tournament (valet_document_get_source (doc));
  ValetOptions options;
  FirstBoard first = { 0 };
  g_autoptr (GArray) expected = NULL;
  GListModel *tableau, *traveller;

  valet_window_show_view (window, "boards");
  valet_board_view_select (view, 0);
  /* The list starts in playing order: the first round's first board. */
  first.round = valet_board_row_get_round (valet_board_view_get_selected (view));
  first.board = valet_board_row_get_board (valet_board_view_get_selected (view));
  g_assert_cmpuint (first.board, ==, 1);
  for (guint i = 0; i < valet_tournament_n_boards (t); i++)
    g_assert_cmpuint (valet_tournament_board (t, i)->round, >=, first.round);

  valet_document_get_options (doc, &options);
  valet_ranking_free (valet_score_tournament (t, &options, keep_first, &first));
  g_assert_nonnull (first.entries);
  expected = valet_tableau_rows (t, &options, (ValetEntry *) first.entries->data,
                                 first.entries->len);

  tableau = valet_board_view_get_tableau (view);
  g_assert_cmpuint (expected->len, >, 1);
  g_assert_cmpuint (g_list_model_get_n_items (tableau), ==, expected->len);
  for (guint i = 0; i < expected->len; i++)
    {
      const ValetTableauRow *e = &g_array_index (expected, ValetTableauRow, i);
      g_autoptr (ValetTableauItem) item = g_list_model_get_item (tableau, i);

      g_assert_cmpstr (valet_tableau_item_get_key (item), ==, e->key);
      g_assert_cmpuint (valet_tableau_item_get_count (item), ==, e->count);
      g_assert_cmpfloat_with_epsilon (number (item, "overall"), e->overall, 1e-9);
      g_assert_cmpfloat_with_epsilon (number (item, "bid"), e->bid, 1e-9);
      g_assert_cmpfloat_with_epsilon (number (item, "lead"), e->lead, 1e-9);
    }
  traveller = valet_board_view_get_traveller (view);
  g_assert_cmpuint (g_list_model_get_n_items (traveller), ==, first.entries->len);
  screenshot ("board.png");

  g_array_unref (first.entries);
  valet_options_clear (&options);
}

static void
test_pair_page (void)
{
  ValetRankingView *view = VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
  g_autoptr (ValetPairRow) pair = g_list_model_get_item (valet_ranking_view_get_rows (view), 1);
  GListModel *rows;
  guint declared = 0;

  valet_window_show_view (window, "rankings");
  valet_ranking_view_open_pair (view, 1);
  rows = valet_ranking_view_get_pair_rows (view);
  g_assert_nonnull (rows);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, valet_pair_row_get_boards (pair));
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (ValetResultRow) row = g_list_model_get_item (rows, i);
      declared += g_strcmp0 (valet_result_row_get_role (row), "declarer") == 0;
    }
  g_assert_cmpuint (declared, ==, count (pair, "n-declaring"));
  screenshot ("pair.png");

  /* Dark style, the same views. */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  screenshot ("pair-dark.png");
  gtk_widget_activate_action (GTK_WIDGET (view), "ranking.back", NULL);
  g_assert_null (valet_ranking_view_get_pair_rows (view));
  screenshot ("rankings-dark.png");
  valet_window_show_view (window, "boards");
  screenshot ("board-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

/* Every exchange format opens through the same path as a folder, and
 * ranks as valet-cli --input ranks it. */
static void
test_open_files (void)
{
  static const char *const files[] = {
    "magic-contest.pbn", "bridgecomposer.pbn", "usebio-pairs.xml", NULL
  };
  ValetDocument *doc = valet_window_get_document (window);
  ValetRankingView *view = VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));

  for (guint f = 0; files[f] != NULL; f++)
    {
      g_autofree char *path = g_build_filename (formats_dir, files[f], NULL);
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_autoptr (GFile) what = valet_window_what_to_open (file);
      guint before = valet_document_get_generation (doc);
      g_autofree char *stem = g_strndup (files[f], strrchr (files[f], '.') - files[f]);

      g_assert_true (g_file_equal (what, file));
      valet_window_open (window, what);
      wait_until (generation_reached, GUINT_TO_POINTER (before + 1));
      g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), stem));

      g_autoptr (GArray) cli = cli_ranking_of (path, "imps");
      GListModel *rows = valet_ranking_view_get_rows (view);
      g_assert_cmpuint (cli->len, >, 0);
      g_assert_cmpuint (g_list_model_get_n_items (rows), ==, cli->len);
      for (guint i = 0; i < cli->len; i++)
        {
          g_autoptr (ValetPairRow) row = g_list_model_get_item (rows, i);
          const CliRow *c = &g_array_index (cli, CliRow, i);
          g_assert_cmpuint (count (row, "boards"), ==, c->boards);
          g_assert_cmpfloat_with_epsilon (number (row, "overall"), c->overall, 0.0051);
        }
    }

  /* The names file of the text format means its folder. */
  g_autofree char *names = g_build_filename (sample_dir, "names.txt", NULL);
  g_autoptr (GFile) names_file = g_file_new_for_path (names);
  g_autoptr (GFile) folder = valet_window_what_to_open (names_file);
  g_autoptr (GFile) sample = g_file_new_for_path (sample_dir);
  g_assert_true (g_file_equal (folder, sample));
}

int
main (int argc, char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  cli_path = g_getenv ("VALET_CLI");
  sample_dir = g_getenv ("VALET_SAMPLE");
  shot_dir = g_getenv ("VALET_SCREENSHOTS");
  formats_dir = g_getenv ("VALET_FORMATS");
  g_assert_nonnull (cli_path);
  g_assert_nonnull (formats_dir);
  g_assert_nonnull (sample_dir);
  g_assert_nonnull (shot_dir);
  g_mkdir_with_parents (shot_dir, 0755);

  window = valet_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));

  g_test_add_func ("/ui/empty-state", test_empty_state);
  g_test_add_func ("/ui/ranking", test_ranking);
  g_test_add_func ("/ui/search-and-min-boards", test_search_and_min_boards);
  g_test_add_func ("/ui/option-change", test_option_change);
  g_test_add_func ("/ui/board", test_board);
  g_test_add_func ("/ui/pair-page", test_pair_page);
  g_test_add_func ("/ui/open-files", test_open_files);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  return status;
}
