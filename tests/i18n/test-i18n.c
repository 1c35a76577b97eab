/* test-i18n.c: the window in the language of $LANGUAGE (de or pl), with
 * the catalogues compiled in the build tree ($VALET_LOCALEDIR): the
 * translated labels are shown, and screenshots are taken for a look at
 * long labels. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "valet-document.h"
#include "valet-preferences-window.h"
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
  { "de", "Turnierergebnisse öffnen", "Paar", "Laufzettel", "Ausspiel getrennt werten" },
  { "pl", "Otwórz wyniki turnieju", "Para", "Protokół", "Wydziel wist" },
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
    }
  else
    {
      g_assert_cmpstr (ngettext ("%u pair", "%u pairs", 1), ==, "%u Paar");
      g_assert_cmpstr (ngettext ("%u pair", "%u pairs", 2), ==, "%u Paare");
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
  sample_dir = g_getenv ("VALET_SAMPLE");
  shot_dir = g_getenv ("VALET_SCREENSHOTS");
  g_assert_nonnull (sample_dir);
  g_assert_nonnull (shot_dir);
  g_mkdir_with_parents (shot_dir, 0755);

  window = valet_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));

  g_test_add_func ("/i18n/catalogue", test_catalogue);
  g_test_add_func ("/i18n/empty-state", test_empty_state);
  g_test_add_func ("/i18n/rankings", test_rankings);
  g_test_add_func ("/i18n/boards", test_boards);
  g_test_add_func ("/i18n/preferences", test_preferences);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  return status;
}
