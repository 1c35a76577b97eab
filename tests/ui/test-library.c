/* test-library.c: the library of events in the app.  In a library of
 * its own (XDG_DATA_HOME, the default library's folder, made for the
 * test): Add to Library adds the event open, then replaces it when
 * added again; "Add every event I open" adds the next one; the Library
 * page (Ctrl+L's win.library) lists both, the search filters them by
 * name, and the season ranking of both shows, row for row, the numbers
 * of a season pooled here with the engine alone (valet-season.h), as
 * `valet-cli --library DB --season` pools it. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "valet-library.h"
#include "valet-library-season.h"
#include "valet-library-window.h"
#include "valet-season.h"
#include "valet-window.h"
#include "ui-test-support.h"

static ValetWindow *window;
static guint64 before;
static char *data_home;

static const char names[] =
  "a|Anna Nowak\nb|Bert Berg\nc|Cleo Carr\nd|Dirk Dahl\n"
  "e|Ella Eck\nf|Finn Fox\ng|Gina Gray\nh|Hugo Hart\n";
static const char tuesday[] =
  "1|1|a|b|c|d|4H|S|10\n1|1|e|f|g|h|4H|S|9\n"
  "1|2|a|b|c|d|3N|N|8\n1|2|e|f|g|h|3N|N|10\n"
  "1|3|a|b|c|d|2S|E|8\n1|3|e|f|g|h|2S|E|9\n";
static const char friday[] =
  "1|1|a|b|c|d|4S|N|11\n1|1|e|f|g|h|4S|N|10\n"
  "1|2|a|b|c|d|1N|E|7\n1|2|e|f|g|h|2H|E|8\n"
  "1|3|a|b|c|d|3C|S|9\n1|3|e|f|g|h|5C|S|11\n"
  "1|4|a|b|c|d|4H|W|10\n1|4|e|f|g|h|4H|W|10\n";

static gboolean
scored (gpointer data)
{
  ValetDocument *doc = valet_window_get_document (window);

  return valet_document_get_generation (doc) > before && !valet_document_get_busy (doc);
}

static char *
open_event (const char *scores)
{
  char *dir = ui_test_write_tournament (names, scores);
  g_autoptr (GFile) file = g_file_new_for_path (dir);

  before = valet_document_get_generation (valet_window_get_document (window));
  valet_window_open (window, file);
  ui_test_wait_until (scored, NULL);
  return dir;
}

static const char *
last_message (void)
{
  return g_object_get_data (G_OBJECT (window), "valet-library-last");
}

static gboolean
message_is_new (gpointer data)
{
  return last_message () != NULL;
}

/* What the window said about the latest add, once it said it. */
static char *
wait_for_message (void)
{
  g_object_set_data (G_OBJECT (window), "valet-library-last", NULL);
  ui_test_wait_until (message_is_new, NULL);
  return g_strdup (last_message ());
}

static GPtrArray *
library_events (void)
{
  g_autofree char *path = valet_library_default_path ();
  g_autoptr (GError) error = NULL;
  g_autoptr (ValetLibrary) lib = valet_library_open (path, &error);
  g_assert_no_error (error);
  GPtrArray *events = valet_library_list_events (lib, &error);
  g_assert_no_error (error);
  return events;
}

static char *tuesday_dir, *friday_dir;

static gboolean
not_busy (gpointer data)
{
  return !valet_library_window_get_busy (data);
}

/* The Library page (Ctrl+L), once it has read the library: it reads on
 * a worker, busy meanwhile. */
static ValetLibraryWindow *
open_library_page (void)
{
  ValetLibraryWindow *lw;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.library", NULL);
  lw = VALET_LIBRARY_WINDOW (ui_test_wait_for_toplevel (VALET_TYPE_LIBRARY_WINDOW));
  ui_test_wait_until (not_busy, lw);
  return lw;
}

static void
test_add (void)
{
  g_autofree char *added = NULL;
  g_autofree char *again = NULL;
  g_autoptr (GPtrArray) events = NULL;

  tuesday_dir = open_event (tuesday);
  g_assert_true (valet_document_set_event (valet_window_get_document (window), VALET_EVENT_TITLE,
                                           "Tuesday Pairs", NULL));
  g_assert_true (valet_document_set_event (valet_window_get_document (window), VALET_EVENT_DATE,
                                           "13.01.2026", NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-to-library", NULL);
  added = wait_for_message ();
  g_assert_cmpstr (added, ==, "“Tuesday Pairs” was added to the library");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-to-library", NULL);
  again = wait_for_message ();
  g_assert_cmpstr (again, ==, "“Tuesday Pairs” was replaced in the library");

  events = library_events ();
  g_assert_cmpuint (events->len, ==, 1);
  const ValetLibraryEvent *e = g_ptr_array_index (events, 0);
  /* The details given by hand went with it. */
  g_assert_cmpstr (e->name, ==, "Tuesday Pairs");
  g_assert_cmpstr (e->day, ==, "2026-01-13");
  g_assert_cmpuint (e->n_results, ==, 6);
}

static void
test_add_every (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *said = NULL;
  g_autoptr (GPtrArray) events = NULL;

  g_settings_set_boolean (settings, "add-every-event", TRUE);
  g_object_set_data (G_OBJECT (window), "valet-library-last", NULL);
  friday_dir = open_event (friday);
  ui_test_wait_until (message_is_new, NULL);
  g_assert_nonnull (strstr (last_message (), "was added to the library"));
  g_settings_set_boolean (settings, "add-every-event", FALSE);
  events = library_events ();
  g_assert_cmpuint (events->len, ==, 2);
}

/* A library file that is something else: the add fails, and says
 * where and why; the file is left as it was. */
static void
test_add_refused (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *path = g_build_filename (data_home, "notes.txt", NULL);
  g_autofree char *said = NULL;
  g_autofree char *after = NULL;
  const char notes[] = "not a library, but notes\n";

  g_assert_true (g_file_set_contents (path, notes, -1, NULL));
  g_settings_set_string (settings, "library-path", path);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-to-library", NULL);
  said = wait_for_message ();
  g_test_message ("%s", said);
  g_settings_reset (settings, "library-path");
  g_assert_true (g_str_has_prefix (said, "“"));
  g_assert_nonnull (strstr (said, "was not added to the library"));
  g_assert_nonnull (strstr (said, path));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, notes);
}

/* The season of every event, pooled with the engine alone. */
static ValetSeason *
engine_season (GPtrArray *events, GPtrArray *per_event)
{
  g_autofree char *path = valet_library_default_path ();
  g_autoptr (ValetLibrary) lib = valet_library_open (path, NULL);
  g_autoptr (ValetIdentity) identity = valet_identity_new ();
  g_autoptr (GPtrArray) ts = g_ptr_array_new_with_free_func (
    (GDestroyNotify) valet_tournament_free);
  ValetSeasonOptions season_options;
  ValetOptions options;

  ValetDocument *doc = valet_window_get_document (window);
  gboolean lead;
  ValetScoring scoring;

  /* The preferences' method, as the Library page takes it. */
  valet_document_get_options (doc, &options);
  g_object_get (doc, "lead", &lead, "default-scoring", &scoring, NULL);
  options.lead = lead;
  options.scoring = scoring;
  g_clear_pointer (&options.rounds, g_array_unref);
  options.min_hands = 0;
  for (guint i = 0; i < events->len; i++)
    {
      const ValetLibraryEvent *e = g_ptr_array_index (events, i);
      g_autofree char *key = g_strdup_printf ("%" G_GINT64_FORMAT, e->id);
      ValetTournament *t = valet_library_load_event (lib, e->id, NULL, NULL);
      g_assert_nonnull (t);
      valet_identity_add_tournament (identity, key, t);
      g_ptr_array_add (ts, t);
    }
  valet_season_options_init (&season_options);
  ValetSeason *season = valet_season_new (&season_options);
  for (guint i = 0; i < events->len; i++)
    {
      const ValetLibraryEvent *e = g_ptr_array_index (events, i);
      g_autofree char *key = g_strdup_printf ("%" G_GINT64_FORMAT, e->id);
      ValetRun *run = valet_run_new (g_ptr_array_index (ts, i), &options, NULL, NULL, NULL, NULL);
      g_assert_true (valet_season_add_run (season, run, key, valet_season_identity_person,
                                           identity, NULL));
      ValetSeason *one = valet_season_new (&season_options);
      g_assert_true (valet_season_add_run (one, run, key, valet_season_identity_person,
                                           identity, NULL));
      g_ptr_array_add (per_event, one);
      valet_run_unref (run);
    }
  valet_season_name_persons (season, identity);
  return season;
}

static gboolean
season_shown (gpointer data)
{
  ValetLibraryWindow *lw = data;

  return !valet_library_window_get_busy (lw)
         && g_str_equal (valet_library_window_get_page (lw), "ranking");
}

static const ValetSeasonValue shown_values[] = {
  VALET_SEASON_PLAYED, VALET_SEASON_TOTAL, VALET_SEASON_BID,
  VALET_SEASON_PLAY,   VALET_SEASON_LEAD,  VALET_SEASON_DEF,
};

static void
check_rows (ValetLibraryWindow *lw, ValetSeason *season, gboolean persons)
{
  guint n = persons ? valet_season_n_persons (season) : valet_season_n_pairs (season);

  valet_library_window_show_persons (lw, persons);
  g_assert_cmpuint (n, >, 0);
  g_assert_cmpuint (valet_library_window_n_ranking_rows (lw), ==, n);
  for (guint i = 0; i < n; i++)
    {
      const ValetSeasonRow *row = persons ? valet_season_person (season, i)
                                          : valet_season_pair (season, i);
      g_autofree char *name = valet_library_window_ranking_cell (lw, i, 1);
      g_autofree char *events = valet_library_window_ranking_cell (lw, i, 2);
      g_autofree char *boards = valet_library_window_ranking_cell (lw, i, 3);
      g_autofree char *want_events = g_strdup_printf ("%u", row->events);
      g_autofree char *want_boards = g_strdup_printf ("%.0f", row->boards);

      g_assert_nonnull (strstr (name, valet_season_person_name (season, row->person[0])));
      g_assert_cmpstr (events, ==, want_events);
      g_assert_cmpstr (boards, ==, want_boards);
      for (guint k = 0; k < G_N_ELEMENTS (shown_values); k++)
        {
          const ValetSeasonStat *stat = &row->value[shown_values[k]];
          g_autofree char *cell = valet_library_window_ranking_cell (lw, i, 4 + k);
          g_autofree char *want = isnan (stat->half_width)
                                  ? g_strdup_printf ("%.2f", stat->mean)
                                  : g_strdup_printf ("%.2f ± %.2f", stat->mean,
                                                     stat->half_width);
          if (stat->count > 0)
            g_assert_cmpstr (cell, ==, want);
        }
    }
}

static void
shoot (GtkWidget *widget, const char *name)
{
  ui_test_shoot_schemes (widget, name, 200);
}

/* The back button, as the user goes from a player's page. */
static void
back_to_ranking (ValetLibraryWindow *lw)
{
  GtkWidget *back = NULL;
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();

  ui_test_find_all (GTK_WIDGET (lw), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len && back == NULL; i++)
    if (g_strcmp0 (gtk_button_get_icon_name (g_ptr_array_index (buttons, i)),
                   "go-previous-symbolic") == 0)
      back = g_ptr_array_index (buttons, i);
  g_assert_nonnull (back);
  g_signal_emit_by_name (back, "clicked");
  g_assert_cmpstr (valet_library_window_get_page (lw), ==, "ranking");
}

/* The ranking's column view as shown (the events' list has one too). */
static GtkColumnView *
shown_ranking_view (ValetLibraryWindow *lw)
{
  g_autoptr (GPtrArray) views = g_ptr_array_new ();

  ui_test_find_all (GTK_WIDGET (lw), GTK_TYPE_COLUMN_VIEW, views);
  for (guint i = 0; i < views->len; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (views, i)))
      return g_ptr_array_index (views, i);
  g_assert_not_reached ();
}

static char *
stat_text (const ValetSeasonStat *stat)
{
  if (isnan (stat->half_width))
    return g_strdup_printf ("%.2f", stat->mean);
  return g_strdup_printf ("%.2f ± %.2f", stat->mean, stat->half_width);
}

/* Activating the first partnership's row opens its page: the two
 * names, the pooled numbers with their intervals, and per event the
 * partnership's boards and luck-free score as the engine pools them. */
static void
check_partnership (ValetLibraryWindow *lw, ValetSeason *season, GPtrArray *per_event,
                   guint n_events)
{
  const ValetSeasonRow *pair = valet_season_pair (season, 0);

  g_signal_emit_by_name (shown_ranking_view (lw), "activate", 0);
  g_assert_cmpstr (valet_library_window_get_page (lw), ==, "partnership");
  ValetSeasonPartnership *page = valet_library_window_show_partnership (lw, 0);
  g_assert_nonnull (page);
  g_assert_nonnull (strstr (valet_season_partnership_title (page),
                            valet_season_person_name (season, pair->person[0])));
  g_assert_nonnull (strstr (valet_season_partnership_title (page),
                            valet_season_person_name (season, pair->person[1])));
  const char *pooled = valet_season_partnership_pooled_text (page);
  for (guint k = 0; k < G_N_ELEMENTS (shown_values); k++)
    {
      g_autofree char *want = stat_text (&pair->value[shown_values[k]]);
      g_assert_nonnull (strstr (pooled, want));
    }
  g_assert_nonnull (strstr (pooled, "±"));
  g_assert_cmpuint (valet_season_partnership_n_events (page), ==, n_events);
  for (guint i = 0; i < n_events; i++)
    {
      const ValetSeasonRow *row = valet_season_find (g_ptr_array_index (per_event, i),
                                                     pair->person[0], pair->person[1]);
      g_assert_nonnull (row);
      g_assert_cmpfloat_with_epsilon (valet_season_partnership_point (page, i),
                                      row->value[VALET_SEASON_TOTAL].mean, 1e-9);
      g_autofree char *line = valet_season_partnership_event_text (page, i);
      g_autofree char *boards = g_strdup_printf (": %.0f boards", row->boards);
      g_autofree char *played = stat_text (&row->value[VALET_SEASON_PLAYED]);
      g_autofree char *bid = stat_text (&row->value[VALET_SEASON_BID]);
      g_assert_nonnull (strstr (line, boards));
      g_assert_nonnull (strstr (line, played));
      g_assert_nonnull (strstr (line, bid));
    }
  shoot (GTK_WIDGET (lw), "season-partnership");
}

/* The player's page charts each component in turn: per event the
 * person's value of it as the engine pools that event alone, the pooled
 * value with its interval written out, and every component in each
 * event's line. */
static void
check_components (ValetSeasonPlayer *player, ValetSeason *season, GPtrArray *per_event,
                  guint person, guint n_events)
{
  static const ValetSeasonValue values[] = {
    VALET_SEASON_TOTAL, VALET_SEASON_BID, VALET_SEASON_PLAY, VALET_SEASON_LEAD, VALET_SEASON_DEF,
  };
  static const char *const words[] = { "luck-free", "bidding", "declarer play", "lead",
                                       "defence" };
  const ValetSeasonRow *own = valet_season_find (season, person, VALET_NO_PERSON);
  gboolean differ = FALSE;

  g_assert_cmpint (valet_season_player_get_component (player), ==, VALET_SEASON_TOTAL);
  for (guint k = 0; k < G_N_ELEMENTS (values); k++)
    {
      valet_season_player_set_component (player, values[k]);
      g_assert_cmpint (valet_season_player_get_component (player), ==, values[k]);
      g_autofree char *pooled = stat_text (&own->value[values[k]]);
      g_test_message ("%s", valet_season_player_pooled_text (player));
      g_assert_nonnull (strstr (valet_season_player_pooled_text (player), pooled));
      g_assert_nonnull (strstr (valet_season_player_pooled_text (player), words[k]));
      g_assert_nonnull (strstr (valet_season_player_pooled_text (player), "±"));
      for (guint i = 0; i < n_events; i++)
        {
          const ValetSeasonRow *row = valet_season_find (g_ptr_array_index (per_event, i),
                                                         person, VALET_NO_PERSON);
          double want = row->value[values[k]].mean;
          g_assert_cmpfloat_with_epsilon (valet_season_player_point (player, i), want, 1e-9);
          g_autofree char *line = valet_season_player_event_text (player, i);
          g_autofree char *part = g_strdup_printf ("%s %.2f", words[k], want);
          g_assert_nonnull (strstr (line, part));
          if (k > 0 && fabs (want - row->value[VALET_SEASON_TOTAL].mean) > 1e-9)
            differ = TRUE;
        }
    }
  /* The components are not the total over again. */
  g_assert_true (differ);
}

/* Whether a label of @lw says @text. */
static gboolean
label_says (ValetLibraryWindow *lw, const char *text)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();

  ui_test_find_all (GTK_WIDGET (lw), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_text (g_ptr_array_index (labels, i)), text) == 0)
      return TRUE;
  return FALSE;
}

/* A range of days selects the dated events in it and no others, as
 * `valet-cli --season 2026-01-01..2026-06-30` does: the Tuesday event
 * (2026-01-13) is in January, the other one has no day and is in no
 * range; an end that is not a day is refused and changes nothing. */
static void
check_days (ValetLibraryWindow *lw)
{
  g_assert_cmpint (valet_library_window_select_days (lw, "2026-01-01", "2026-01-31"), ==, 1);
  g_assert_true (label_says (lw, "1 event selected"));
  g_assert_cmpint (valet_library_window_select_days (lw, "2026-02-01", ""), ==, 0);
  g_assert_true (label_says (lw, "0 events selected"));
  g_assert_cmpint (valet_library_window_select_days (lw, "", "2026-01-13"), ==, 1);
  g_assert_true (label_says (lw, "1 event selected"));
  g_assert_cmpint (valet_library_window_select_days (lw, "2026-1-1", ""), ==, -1);
  g_assert_true (label_says (lw, "1 event selected"));
  valet_library_window_select_days (lw, "", "");
}

static void
test_page (void)
{
  g_autoptr (GPtrArray) events = library_events ();
  g_autoptr (GPtrArray) per_event = g_ptr_array_new_with_free_func (
    (GDestroyNotify) valet_season_free);
  g_autoptr (ValetSeason) season = engine_season (events, per_event);
  ValetLibraryWindow *lw;

  lw = open_library_page ();
  g_assert_cmpstr (valet_library_window_get_page (lw), ==, "events");
  g_assert_cmpuint (valet_library_window_n_shown (lw), ==, 2);
  /* The dated event is listed with its day, name, results and source. */
  gboolean seen = FALSE;
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *name = valet_library_window_event_cell (lw, i, 1);
      if (g_strcmp0 (name, "Tuesday Pairs") != 0)
        continue;
      g_autofree char *day = valet_library_window_event_cell (lw, i, 0);
      g_autofree char *results = valet_library_window_event_cell (lw, i, 2);
      g_assert_cmpstr (day, ==, "2026-01-13");
      g_assert_cmpstr (results, ==, "6");
      seen = TRUE;
    }
  g_assert_true (seen);
  valet_library_window_set_search (lw, "TUESDAY");
  g_assert_cmpuint (valet_library_window_n_shown (lw), ==, 1);
  valet_library_window_set_search (lw, "");
  g_assert_cmpuint (valet_library_window_n_shown (lw), ==, 2);
  check_days (lw);
  valet_library_window_select_all (lw);
  shoot (GTK_WIDGET (lw), "library");

  valet_library_window_start_season (lw);
  ui_test_wait_until (season_shown, lw);
  check_rows (lw, season, FALSE);
  shoot (GTK_WIDGET (lw), "season-pairs");
  check_rows (lw, season, TRUE);
  shoot (GTK_WIDGET (lw), "season-persons");

  /* Sorted by the luck-free score, highest first, as its heading sorts. */
  valet_library_window_sort_ranking (lw, 5, TRUE);
  double last = INFINITY;
  for (guint i = 0; i < valet_library_window_n_ranking_rows (lw); i++)
    {
      g_autofree char *cell = valet_library_window_ranking_cell (lw, i, 5);
      double v = g_ascii_strtod (cell, NULL);
      g_assert_cmpfloat (v, <=, last);
      last = v;
    }
  g_autofree char *first_luck = valet_library_window_ranking_cell (lw, 0, 5);
  g_autofree char *first_rank = valet_library_window_ranking_cell (lw, 0, 0);
  g_test_message ("luck-free first: %s (rank %s)", first_luck, first_rank);
  g_assert_cmpstr (first_rank, !=, "1");   /* the order did change */
  /* Back in ranking order for the player's page below. */
  valet_library_window_sort_ranking (lw, 0, FALSE);

  /* The first person's page: the luck-free score of each event, oldest
   * first (as the library lists them), and the partners. */
  ValetSeasonPlayer *player = valet_library_window_show_player (lw, 0);
  g_assert_nonnull (player);
  g_assert_cmpstr (valet_library_window_get_page (lw), ==, "player");
  guint person = valet_season_person (season, 0)->person[0];
  g_assert_cmpuint (valet_season_player_n_points (player), ==, events->len);
  for (guint i = 0; i < events->len; i++)
    {
      const ValetSeasonRow *row = valet_season_find (g_ptr_array_index (per_event, i), person,
                                                     VALET_NO_PERSON);
      g_assert_nonnull (row);
      g_assert_cmpfloat_with_epsilon (valet_season_player_point (player, i),
                                      row->value[VALET_SEASON_TOTAL].mean, 1e-9);
    }
  /* One partner (the same in both events), with the partnership's boards. */
  g_assert_cmpuint (valet_season_player_n_partners (player), ==, 1);
  g_autofree char *partner = valet_season_player_partner_text (player, 0);
  g_assert_nonnull (strstr (partner, "7 boards"));
  shoot (GTK_WIDGET (lw), "season-player");
  check_components (player, season, per_event, person, events->len);
  gtk_window_set_default_size (GTK_WINDOW (lw), 1024, 700);
  valet_season_player_set_component (player, VALET_SEASON_DEF);
  shoot (GTK_WIDGET (lw), "season-player-defence");
  valet_season_player_set_component (player, VALET_SEASON_TOTAL);
  /* A partnership's row opens no player's page, but its partnership's. */
  valet_library_window_show_persons (lw, FALSE);
  g_assert_null (valet_library_window_show_player (lw, 0));
  back_to_ranking (lw);
  check_partnership (lw, season, per_event, events->len);

  /* More boards than anyone played: every row listed, none ranked. */
  back_to_ranking (lw);
  valet_library_window_set_min_boards (lw, 8);
  ui_test_wait_until (season_shown, lw);
  g_assert_cmpuint (valet_library_window_n_ranking_rows (lw), ==, valet_season_n_pairs (season));
  for (guint i = 0; i < valet_library_window_n_ranking_rows (lw); i++)
    {
      g_autofree char *rank = valet_library_window_ranking_cell (lw, i, 0);
      g_assert_cmpstr (rank, ==, "");
    }
  gtk_window_destroy (GTK_WINDOW (lw));
}

static gboolean
pooled_on (gpointer data)
{
  ValetLibraryWindow *lw = data;

  return !valet_library_window_get_busy (lw)
         && g_str_equal (valet_library_window_get_page (lw), "identity");
}

static guint
n_decisions (void)
{
  g_autofree char *path = valet_library_default_path ();
  g_autoptr (ValetLibrary) lib = valet_library_open (path, NULL);
  g_autoptr (GPtrArray) decisions = valet_library_get_decisions (lib, NULL);

  return decisions->len;
}

/* A third event where Bert Berg is "B. Berg": proposed as one person;
 * merged, the persons are one fewer and the decision is in the library;
 * undone, both come back. */
static void
test_identity (void)
{
  static const char initials[] =
    "a|Anna Nowak\nb|B. Berg\nc|Cleo Carr\nd|Dirk Dahl\n"
    "e|Ella Eck\nf|Finn Fox\ng|Gina Gray\nh|Hugo Hart\n";
  g_autofree char *dir = ui_test_write_tournament (initials, tuesday);
  g_autofree char *path = valet_library_default_path ();
  g_autoptr (GError) error = NULL;
  ValetLibraryWindow *lw;
  guint persons;

  {
    g_autoptr (ValetLibrary) lib = valet_library_open (path, &error);
    g_assert_no_error (error);
    g_assert_true (valet_library_add_file (lib, dir, NULL, NULL, NULL, &error));
  }
  lw = open_library_page ();
  g_assert_cmpuint (valet_library_window_n_shown (lw), ==, 3);
  valet_library_window_select_all (lw);
  valet_library_window_start_season (lw);
  ui_test_wait_until (season_shown, lw);
  valet_library_window_show_persons (lw, TRUE);
  persons = valet_library_window_n_ranking_rows (lw);
  g_assert_cmpuint (persons, ==, 9);

  g_assert_true (valet_library_window_decide (lw, 0, TRUE));
  ui_test_wait_until (pooled_on, lw);
  g_assert_cmpuint (n_decisions (), ==, 1);
  valet_library_window_show_persons (lw, TRUE);
  g_assert_cmpuint (valet_library_window_n_ranking_rows (lw), ==, persons - 1);

  g_assert_true (valet_library_window_undo_decision (lw));
  ui_test_wait_until (pooled_on, lw);
  g_assert_cmpuint (n_decisions (), ==, 0);
  valet_library_window_show_persons (lw, TRUE);
  g_assert_cmpuint (valet_library_window_n_ranking_rows (lw), ==, persons);
  shoot (GTK_WIDGET (lw), "season-identity");

  /* Kept apart: the proposal goes, the persons stay as they are. */
  g_assert_true (valet_library_window_decide (lw, 0, FALSE));
  ui_test_wait_until (pooled_on, lw);
  g_assert_cmpuint (n_decisions (), ==, 1);
  g_assert_cmpuint (valet_library_window_n_ranking_rows (lw), ==, persons);
  g_assert_false (valet_library_window_decide (lw, 0, TRUE));
  g_assert_true (valet_library_window_undo_decision (lw));
  ui_test_wait_until (pooled_on, lw);

  /* Split: every person but B. Berg plays in all three events; the
   * first one's player of the last event split off is a person of its
   * own (one more person, the decision kept); undone, one again. */
  g_assert_cmpuint (valet_library_window_n_several (lw), ==, 8);
  g_assert_false (valet_library_window_split (lw, 0, 3));
  g_assert_true (valet_library_window_split (lw, 0, 2));
  ui_test_wait_until (pooled_on, lw);
  g_assert_cmpuint (n_decisions (), ==, 1);
  valet_library_window_show_persons (lw, TRUE);
  g_assert_cmpuint (valet_library_window_n_ranking_rows (lw), ==, persons + 1);
  g_assert_cmpuint (valet_library_window_n_several (lw), ==, 8);
  {
    g_autoptr (GPtrArray) expanders = g_ptr_array_new ();
    ui_test_find_all (GTK_WIDGET (lw), ADW_TYPE_EXPANDER_ROW, expanders);
    g_assert_cmpuint (expanders->len, ==, 8);
    adw_expander_row_set_expanded (g_ptr_array_index (expanders, 0), TRUE);
  }
  shoot (GTK_WIDGET (lw), "season-split");
  g_assert_true (valet_library_window_undo_decision (lw));
  ui_test_wait_until (pooled_on, lw);
  g_assert_cmpuint (n_decisions (), ==, 0);
  valet_library_window_show_persons (lw, TRUE);
  g_assert_cmpuint (valet_library_window_n_ranking_rows (lw), ==, persons);
  gtk_window_destroy (GTK_WINDOW (lw));
  ui_test_remove_tree (dir);
}

/* Cancelled, the pooling stops with G_IO_ERROR_CANCELLED, and the page
 * goes back to the events (or shows the ranking, when it was done
 * before the cancel came), never an error. */
static void
test_cancel (void)
{
  g_autoptr (GPtrArray) events = library_events ();
  g_autoptr (GCancellable) cancel = g_cancellable_new ();
  g_autofree char *path = valet_library_default_path ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  ValetOptions options;
  ValetLibraryWindow *lw;

  for (guint i = 0; i < events->len; i++)
    g_array_append_val (ids, ((ValetLibraryEvent *) g_ptr_array_index (events, i))->id);
  valet_options_init (&options);
  g_cancellable_cancel (cancel);
  g_assert_null (valet_library_season_pool (path, (gint64 *) ids->data, ids->len, &options, 1,
                                            NULL, NULL, NULL, NULL, cancel, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);

  lw = valet_library_window_new (GTK_WINDOW (window), path, &options);
  gtk_window_present (GTK_WINDOW (lw));
  ui_test_wait_until (not_busy, lw);
  valet_library_window_select_all (lw);
  valet_library_window_start_season (lw);
  g_assert_cmpstr (valet_library_window_get_page (lw), ==, "working");
  GtkWidget *button = NULL;
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  ui_test_find_all (GTK_WIDGET (lw), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (g_ptr_array_index (buttons, i)), "_Cancel") == 0)
      button = g_ptr_array_index (buttons, i);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  ui_test_wait_until (not_busy, lw);
  const char *page = valet_library_window_get_page (lw);
  g_assert_true (g_str_equal (page, "events") || g_str_equal (page, "ranking"));
  gtk_window_destroy (GTK_WINDOW (lw));
}

/* An empty library says how to fill it. */
static void
test_empty (void)
{
  g_autofree char *path = g_build_filename (data_home, "empty.sqlite", NULL);
  ValetOptions options;
  ValetLibraryWindow *lw;

  valet_options_init (&options);
  lw = valet_library_window_new (GTK_WINDOW (window), path, &options);
  gtk_window_present (GTK_WINDOW (lw));
  /* Read on a worker: busy, then empty. */
  g_assert_true (valet_library_window_get_busy (lw));
  ui_test_wait_until (not_busy, lw);
  g_assert_cmpstr (valet_library_window_get_page (lw), ==, "empty");
  gtk_window_destroy (GTK_WINDOW (lw));
}

int
main (int argc, char *argv[])
{
  int status;

  /* A library of the test's own, before GLib reads the folder. */
  data_home = g_dir_make_tmp ("valet-library-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));
  g_test_add_func ("/ui/library/add", test_add);
  g_test_add_func ("/ui/library/add-every", test_add_every);
  g_test_add_func ("/ui/library/add-refused", test_add_refused);
  g_test_add_func ("/ui/library/page", test_page);
  g_test_add_func ("/ui/library/identity", test_identity);
  g_test_add_func ("/ui/library/cancel", test_cancel);
  g_test_add_func ("/ui/library/empty", test_empty);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_remove_tree (tuesday_dir);
  ui_test_remove_tree (friday_dir);
  ui_test_remove_tree (data_home);
  return status;
}
