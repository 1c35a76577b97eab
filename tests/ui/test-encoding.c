/* test-encoding.c: the character set of older results files, chosen in
 * the preferences.  The sample's names are Latin-1: read automatically
 * they show as Windows-1252 ("ø"); told they are ISO-8859-2 the same
 * byte is "ř".  The choice is kept in the settings and the open results
 * are read again at once. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "valet-pair-row.h"
#include "valet-preferences-window.h"
#include "valet-window.h"
#include "ui-test-support.h"

static ValetWindow *window;
static const char *sample_dir, *shot_dir;

typedef struct {
  guint       generation;
  const char *encoding;
} Reloaded;

/* The source in @encoding has been scored. */
static gboolean
reloaded (gpointer data)
{
  Reloaded *r = data;
  ValetDocument *doc = valet_window_get_document (window);
  ValetSource *source = valet_document_get_source (doc);

  return source != NULL
         && g_strcmp0 (valet_source_get_encoding (source), r->encoding) == 0
         && valet_document_get_generation (doc) > r->generation
         && !valet_document_get_busy (doc);
}

static void
select_encoding (AdwComboRow *row, guint index, const char *encoding)
{
  Reloaded r = { valet_document_get_generation (valet_window_get_document (window)), encoding };

  adw_combo_row_set_selected (row, index);
  ui_test_wait_until (reloaded, &r);
}

/* The names of every pair, joined. */
static char *
pair_names (void)
{
  GListModel *pairs = valet_document_get_pairs (valet_window_get_document (window));
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (pairs); i++)
    {
      g_autoptr (ValetPairRow) row = g_list_model_get_item (pairs, i);
      g_assert_true (g_utf8_validate (valet_pair_row_get_name (row), -1, NULL));
      g_string_append_printf (names, "%s\n", valet_pair_row_get_name (row));
    }
  return g_string_free (names, FALSE);
}

static gboolean
first_run (gpointer data)
{
  return valet_document_get_generation (valet_window_get_document (window)) > 0;
}

static void
test_encoding (void)
{
  ValetDocument *doc = valet_window_get_document (window);
  g_autoptr (GFile) sample = g_file_new_for_path (sample_dir);
  g_autoptr (GSettings) settings = g_settings_new ("org.valetbridge.Valet");
  g_autofree char *automatic = NULL, *central = NULL, *back = NULL;
  ValetPreferencesWindow *prefs;
  AdwComboRow *row;

  valet_window_open (window, sample);
  ui_test_wait_until (first_run, NULL);
  automatic = pair_names ();
  g_assert_nonnull (strstr (automatic, "ø"));
  g_assert_null (strstr (automatic, "ř"));

  prefs = valet_preferences_window_new (GTK_WINDOW (window), doc);
  gtk_window_present (GTK_WINDOW (prefs));
  row = (AdwComboRow *) ui_test_find_row (GTK_WIDGET (prefs), ADW_TYPE_COMBO_ROW, "Character");
  g_assert_nonnull (row);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);

  /* ISO-8859-2: the names change, the choice is remembered. */
  select_encoding (row, 3, "iso-8859-2");
  g_assert_cmpstr (valet_document_get_encoding (doc), ==, "iso-8859-2");
  g_autofree char *kept = g_settings_get_string (settings, "encoding");
  g_assert_cmpstr (kept, ==, "iso-8859-2");
  central = pair_names ();
  g_assert_null (strstr (central, "ø"));
  g_assert_nonnull (strstr (central, "ř"));
  g_assert_cmpuint (strlen (central), ==, strlen (automatic));
  {
    g_autofree char *path = g_build_filename (shot_dir, "preferences-encoding.png", NULL);
    g_autoptr (GdkTexture) shot = ui_test_save_png (GTK_WIDGET (prefs), path);
    g_assert_cmpint (gdk_texture_get_width (shot), >, 300);
  }

  /* A name set by hand in the settings reaches the document too. */
  Reloaded r = { valet_document_get_generation (doc), "windows-1252" };
  g_settings_set_string (settings, "encoding", "windows-1252");
  ui_test_wait_until (reloaded, &r);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 2);

  /* Back to automatic: the names as at first. */
  select_encoding (row, 0, "");
  back = pair_names ();
  g_assert_cmpstr (back, ==, automatic);
  gtk_window_destroy (GTK_WINDOW (prefs));
}

int
main (int argc, char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  sample_dir = ui_test_env ("VALET_SAMPLE");
  shot_dir = ui_test_screenshot_dir ();

  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));

  g_test_add_func ("/ui/encoding", test_encoding);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  return status;
}
