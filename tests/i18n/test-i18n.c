/* test-i18n.c: the window in the language of $LANGUAGE (de or pl), with
 * the catalogues compiled in the build tree ($VALET_LOCALEDIR): the
 * translated labels are shown, numbers are written the way LC_NUMERIC
 * (German or Polish, from tests/locale) says, and screenshots are taken
 * for a look at long labels. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "valet-document.h"
#include "valet-pair-row.h"
#include "valet-preferences-window.h"
#include "valet-ranking-view.h"
#include "valet-window.h"
#include "ui-test-support.h"

typedef struct {
  const char *language;
  const char *empty_title;   /* the empty state's title */
  const char *rankings;      /* a column of the ranking grid */
  const char *traveller;     /* the board view's traveller heading */
  const char *preferences;   /* a row of the scoring options */
} Expected;

static const Expected expected_all[] = {
  { "de", "Turnierergebnisse öffnen", "Gegenspiel", "Laufzettel", "Ausspiel getrennt werten" },
  { "pl", "Otwórz wyniki turnieju", "W obronie", "Protokół", "Wydziel wist" },
};

static ValetWindow *window;
static const Expected *expected;
static const char *sample_dir, *shot_dir;

static gboolean
scored (gpointer data)
{
  return valet_document_get_generation (valet_window_get_document (window)) >= 1;
}

/* Whether @widget or a descendant shows @text, in a label or as the
 * title of a preferences row or status page. */
static gboolean
shows_text (GtkWidget *widget, const char *text)
{
  if (!gtk_widget_get_mapped (widget))
    return FALSE;
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  if (GTK_IS_INSCRIPTION (widget)
      && g_strcmp0 (gtk_inscription_get_text (GTK_INSCRIPTION (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, text))
      return TRUE;
  return FALSE;
}

static void
screenshot (GtkWidget *widget, const char *name)
{
  g_autofree char *file = g_strdup_printf ("%s-%s.png", name, expected->language);
  g_autofree char *path = g_build_filename (shot_dir, file, NULL);

  g_object_unref (ui_test_save_png (widget, path));
}

static void
test_catalogue (void)
{
  /* The catalogue itself, before any widget: plural forms included. */
  g_assert_cmpstr (_("Open Tournament Results"), ==, expected->empty_title);
  if (g_str_equal (expected->language, "pl"))
    {
      g_assert_cmpstr (ngettext ("%u pair", "%u pairs", 1), ==, "%u para");
      g_assert_cmpstr (ngettext ("%u pair", "%u pairs", 3), ==, "%u pary");
      g_assert_cmpstr (ngettext ("%u pair", "%u pairs", 5), ==, "%u par");
      g_assert_cmpstr (ngettext ("%u pair", "%u pairs", 22), ==, "%u pary");
      g_assert_cmpstr (ngettext ("%u pair", "%u pairs", 12), ==, "%u par");
      g_assert_cmpstr (ngettext ("Round %u, board %u (%u result), North-South datum %s",
                                 "Round %u, board %u (%u results), North-South datum %s", 24),
                       ==, "Runda %u, rozdanie %u (%u wyniki), datum NS %s");
      g_assert_cmpstr (ngettext ("Pairs with fewer than %u board",
                                 "Pairs with fewer than %u boards", 5), ==,
                       "Pary, które rozegrały mniej niż %u rozdań");
    }
  else
    {
      g_assert_cmpstr (ngettext ("%u pair", "%u pairs", 1), ==, "%u Paar");
      g_assert_cmpstr (ngettext ("%u pair", "%u pairs", 2), ==, "%u Paare");
      g_assert_cmpstr (ngettext ("Round %u, board %u (%u result), North-South datum %s",
                                 "Round %u, board %u (%u results), North-South datum %s", 1),
                       ==, "Runde %u, Board %u (%u Ergebnis), Datum Nord-Süd %s");
    }
}

static void
test_empty_state (void)
{
  ui_test_run_for (300);
  g_assert_true (shows_text (GTK_WIDGET (window), expected->empty_title));
  screenshot (GTK_WIDGET (window), "empty");
}

static void
test_rankings (void)
{
  g_autoptr (GFile) folder = g_file_new_for_path (sample_dir);

  valet_window_open (window, folder);
  ui_test_wait_until (scored, NULL);
  valet_window_show_view (window, "rankings");
  ui_test_run_for (500);
  g_assert_true (shows_text (GTK_WIDGET (window), expected->rankings));
  screenshot (GTK_WIDGET (window), "rankings");
}

static void
test_boards (void)
{
  valet_window_show_view (window, "boards");
  ui_test_run_for (500);
  g_assert_true (shows_text (GTK_WIDGET (window), expected->traveller));
  screenshot (GTK_WIDGET (window), "boards");
  valet_window_show_view (window, "rankings");
}

typedef struct {
  guint comma, point, minus;
} Decimals;

/* Counts the numbers with decimals that @widget and its descendants
 * show, by their decimal separator, and those among them below zero. */
static void
count_decimals (GtkWidget *widget, Decimals *d)
{
  const char *text = NULL;

  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget))
    text = gtk_label_get_text (GTK_LABEL (widget));
  else if (GTK_IS_INSCRIPTION (widget))
    text = gtk_inscription_get_text (GTK_INSCRIPTION (widget));
  if (text != NULL && g_regex_match_simple ("^−?[0-9]+[.,][0-9]+$", text, 0, 0))
    {
      if (strchr (text, ',') != NULL)
        d->comma++;
      else
        d->point++;
      if (g_str_has_prefix (text, "−"))
        d->minus++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    count_decimals (child, d);
}

/* The first pair's score as the grid should show it with a decimal
 * comma, written here without the C library's help. */
static char *
first_score_with_comma (ValetWindow *win)
{
  ValetRankingView *view = VALET_RANKING_VIEW (valet_window_get_view (win, "rankings"));
  g_autoptr (ValetPairRow) first = g_list_model_get_item (valet_ranking_view_get_rows (view), 0);
  double value = valet_pair_row_get_overall (first);
  char digits[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (digits, sizeof digits, "%.2f", fabs (value));
  g_strdelimit (digits, ".", ',');
  return g_strconcat (value <= -0.005 ? "−" : "", digits, NULL);
}

/* Both languages write a decimal comma; the minus sign stays. */
static void
test_numbers (void)
{
  const char *missing = g_getenv ("VALET_TEST_LOCALES_MISSING");
  static const char *const views[] = { "rankings", "players", "boards" };
  g_autofree char *score = NULL;

  if (missing != NULL && missing[0] != '\0')
    {
      g_test_skip (missing);
      return;
    }
  g_assert_cmpstr (localeconv ()->decimal_point, ==, ",");
  for (guint i = 0; i < G_N_ELEMENTS (views); i++)
    {
      Decimals d = { 0 };

      valet_window_show_view (window, views[i]);
      ui_test_run_for (500);
      count_decimals (valet_window_get_view (window, views[i]), &d);
      g_test_message ("%s: %u numbers with a comma, %u with a point, %u below zero",
                      views[i], d.comma, d.point, d.minus);
      g_assert_cmpuint (d.comma, >, 10);
      g_assert_cmpuint (d.point, ==, 0);
      g_assert_cmpuint (d.minus, >, 0);
    }
  valet_window_show_view (window, "rankings");
  ui_test_run_for (300);
  score = first_score_with_comma (window);
  g_assert_true (shows_text (valet_window_get_view (window, "rankings"), score));
}

/* The text of the first mapped label under @widget that starts with
 * @prefix, or NULL. */
static const char *
label_starting (GtkWidget *widget, const char *prefix)
{
  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if (GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix))
    return gtk_label_get_text (GTK_LABEL (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *text = label_starting (child, prefix);
      if (text != NULL)
        return text;
    }
  return NULL;
}

/* The plural of "board" that @language uses after @n, as its grammar
 * has it (not as the catalogue says). */
static const char *
boards_word (const char *language, guint n)
{
  if (g_str_equal (language, "de"))
    return n == 1 ? "Board" : "Boards";
  if (n == 1)
    return "rozdanie";
  if (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20))
    return "rozdania";
  return "rozdań";
}

/* The pair's page: its summary counts the boards in the language's plural
 * form, and its numbers have a decimal comma too. */
static void
test_pair_page (void)
{
  ValetRankingView *view = VALET_RANKING_VIEW (valet_window_get_view (window, "rankings"));
  const char *missing = g_getenv ("VALET_TEST_LOCALES_MISSING");
  const char *rank = g_str_equal (expected->language, "de") ? "Rang 1 · " : "Miejsce 1 · ";
  g_autoptr (ValetPairRow) first = NULL;
  g_autofree char *boards = NULL;
  const char *summary;
  Decimals d = { 0 };

  valet_window_show_view (window, "rankings");
  valet_ranking_view_open_pair (view, 0);
  ui_test_run_for (500);
  first = g_list_model_get_item (valet_ranking_view_get_rows (view), 0);
  boards = g_strdup_printf ("%s%u %s · ", rank, valet_pair_row_get_boards (first),
                            boards_word (expected->language, valet_pair_row_get_boards (first)));
  summary = label_starting (GTK_WIDGET (view), rank);
  g_assert_nonnull (summary);
  g_assert_true (g_str_has_prefix (summary, boards));
  screenshot (GTK_WIDGET (window), "pair");

  if (missing == NULL || missing[0] == '\0')
    {
      count_decimals (GTK_WIDGET (view), &d);
      g_assert_cmpuint (d.comma, >, 10);
      g_assert_cmpuint (d.point, ==, 0);
      g_assert_nonnull (strstr (summary, ","));
    }
  gtk_widget_activate_action (GTK_WIDGET (view), "ranking.back", NULL);
  ui_test_run_for (300);
}

/* The same grid in another window, with the C locale's numbers: a
 * decimal point. */
static void
test_numbers_c (void)
{
  g_autoptr (GFile) folder = g_file_new_for_path (sample_dir);
  ValetWindow *saved = window;
  Decimals d = { 0 };

  setlocale (LC_NUMERIC, "C");
  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));
  valet_window_open (window, folder);
  ui_test_wait_until (scored, NULL);
  valet_window_show_view (window, "rankings");
  ui_test_run_for (500);
  count_decimals (valet_window_get_view (window, "rankings"), &d);
  gtk_window_destroy (GTK_WINDOW (window));
  window = saved;
  setlocale (LC_NUMERIC, "");

  g_assert_cmpuint (d.point, >, 10);
  g_assert_cmpuint (d.comma, ==, 0);
  g_assert_cmpuint (d.minus, >, 0);
}

static void
test_preferences (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWidget *prefs = NULL;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
  ui_test_run_for (500);
  for (guint i = 0; prefs == NULL && i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

      if (VALET_IS_PREFERENCES_WINDOW (toplevel))
        prefs = toplevel;
    }
  g_assert_nonnull (prefs);
  g_assert_true (shows_text (prefs, expected->preferences));
  screenshot (prefs, "preferences");
  gtk_window_destroy (GTK_WINDOW (prefs));
}

int
main (int argc, char *argv[])
{
  const char *language = g_getenv ("LANGUAGE");
  int status;

  /* As main.c does, but from the catalogues in the build tree. */
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("VALET_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  for (guint i = 0; i < G_N_ELEMENTS (expected_all); i++)
    if (g_strcmp0 (language, expected_all[i].language) == 0)
      expected = &expected_all[i];
  g_assert_nonnull (expected);
  sample_dir = ui_test_env ("VALET_SAMPLE");
  shot_dir = ui_test_screenshot_dir ();

  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));

  g_test_add_func ("/i18n/catalogue", test_catalogue);
  g_test_add_func ("/i18n/empty-state", test_empty_state);
  g_test_add_func ("/i18n/rankings", test_rankings);
  g_test_add_func ("/i18n/boards", test_boards);
  g_test_add_func ("/i18n/numbers", test_numbers);
  g_test_add_func ("/i18n/pair-page", test_pair_page);
  g_test_add_func ("/i18n/numbers-c-locale", test_numbers_c);
  g_test_add_func ("/i18n/preferences", test_preferences);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  return status;
}
