/* test-scoring-form.c: the window scores an event in the form its file
 * declares, says which form is used and why beside the ranking, and
 * scores it in another when the user chooses one there: the choice is
 * kept with that event's details (it comes back when the file is opened
 * again), goes to no other event, and is never the preference.  Every
 * file of ../shared/realworld that declares its form opens in it, when
 * the folder is there. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "valet-form-button.h"
#include "valet-window.h"
#include "ui-test-support.h"

static ValetWindow *window;
static const char *sample_dir, *formats_dir, *shot_dir;
static char *scratch;

typedef struct {
  GFile *file;
  guint  generation;
} Opened;

/* @o's file is open and scored since. */
static gboolean
scored (gpointer data)
{
  Opened *o = data;
  ValetDocument *doc = valet_window_get_document (window);
  ValetSource *source = valet_document_get_source (doc);

  return source != NULL && g_file_equal (valet_source_get_file (source), o->file)
         && valet_document_get_generation (doc) > o->generation
         && !valet_document_get_busy (doc);
}

static void
open_and_wait (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  Opened o = { file, valet_document_get_generation (valet_window_get_document (window)) };

  valet_window_open (window, file);
  ui_test_wait_until (scored, &o);
}

/* A copy of tests/formats/data/@name in the scratch folder, so that
 * what is kept for it is kept for this copy alone. */
static char *
copy_of (const char *name, const char *as)
{
  g_autofree char *from = g_build_filename (formats_dir, name, NULL);
  g_autofree char *text = NULL;
  gsize length = 0;
  char *to = g_build_filename (scratch, as, NULL);

  g_assert_true (g_file_get_contents (from, &text, &length, NULL));
  g_assert_true (g_file_set_contents (to, text, (gssize) length, NULL));
  return to;
}

static ValetFormButton *
form_button (void)
{
  GtkWidget *button = ui_test_find (GTK_WIDGET (window), VALET_TYPE_FORM_BUTTON);

  g_assert_nonnull (button);
  return VALET_FORM_BUTTON (button);
}

static void
assert_form (ValetScoring scoring, const char *text)
{
  ValetDocument *doc = valet_window_get_document (window);

  g_assert_cmpint (valet_document_get_rows_scoring (doc), ==, scoring);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (form_button ())));
  g_assert_cmpstr (valet_form_button_get_text (form_button ()), ==, text);
}

/* The preference stays as it was, whatever is chosen for an event. */
static void
assert_default_untouched (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("org.valetbridge.Valet");
  g_autofree char *kept = g_settings_get_string (settings, "scoring");

  g_assert_cmpstr (kept, ==, "imps");
}

/* The menu's choice of @label, as the user ticks it. */
static void
tick (const char *label)
{
  g_autoptr (GPtrArray) checks = g_ptr_array_new ();
  GtkCheckButton *found = NULL;

  ui_test_find_all (GTK_WIDGET (form_button ()), GTK_TYPE_CHECK_BUTTON, checks);
  for (guint i = 0; i < checks->len; i++)
    if (g_strcmp0 (gtk_check_button_get_label (checks->pdata[i]), label) == 0)
      found = checks->pdata[i];
  g_assert_nonnull (found);
  guint generation = valet_document_get_generation (valet_window_get_document (window));
  gtk_check_button_set_active (found, TRUE);
  ValetDocument *doc = valet_window_get_document (window);
  ValetSource *source = valet_document_get_source (doc);
  Opened o = { valet_source_get_file (source), generation };
  ui_test_wait_until (scored, &o);
}

static void
test_declared_form (void)
{
  g_autofree char *club = copy_of ("usebio-mitchell.xml", "club.xml");
  g_autofree char *other = copy_of ("usebio-teams.xml", "teams.xml");

  /* MP_PAIRS: matchpoints, as the file says; the preference says IMPs. */
  open_and_wait (club);
  assert_form (VALET_SCORING_MATCHPOINTS, "Matchpoints, as the file says");
  assert_default_untouched ();
  {
    g_autofree char *path = g_build_filename (shot_dir, "scoring-form.png", NULL);
    g_autoptr (GdkTexture) shot = ui_test_save_png (GTK_WIDGET (window), path);
    g_assert_cmpint (gdk_texture_get_width (shot), >, 600);
  }

  /* Butler chosen for this event: scored so at once. */
  tick ("Butler IMPs against a datum");
  assert_form (VALET_SCORING_DATUM, "Butler IMPs against a datum, chosen for this event");
  assert_default_untouched ();

  /* Another event: its own form (SWISS_TEAMS: IMPs), not the choice. */
  open_and_wait (other);
  assert_form (VALET_SCORING_IMPS, "IMPs across the field, as the file says");
  /* The sample (Valet text) says none: the default. */
  open_and_wait (sample_dir);
  assert_form (VALET_SCORING_IMPS, "IMPs across the field, your default");

  /* The first event again: the choice came back with it. */
  open_and_wait (club);
  assert_form (VALET_SCORING_DATUM, "Butler IMPs against a datum, chosen for this event");
  /* Its file's form chosen again: the choice is forgotten. */
  tick ("Matchpoints");
  assert_form (VALET_SCORING_MATCHPOINTS, "Matchpoints, as the file says");
  assert_default_untouched ();
}

/* Every file of ../shared/realworld that declares its form opens in it,
 * and says so. */
static void
test_realworld (void)
{
  static const struct {
    const char  *file;
    ValetScoring scoring;
    const char  *text;
  } files[] = {
    { "compscore3/butler_mitchell.xml", VALET_SCORING_DATUM,
      "Butler IMPs against a datum, as the file says" },
    { "compscore3/cross_imp_howell.xml", VALET_SCORING_IMPS,
      "IMPs across the field, as the file says" },
    { "compscore3/mp_pairs_mitchell_02.xml", VALET_SCORING_MATCHPOINTS,
      "Matchpoints, as the file says" },
    { "scorebridge/sample.xml", VALET_SCORING_MATCHPOINTS, "Matchpoints, as the file says" },
    { "bridgecomposer/SPR_PBN_File_0_D251223M.pbn", VALET_SCORING_MATCHPOINTS,
      "Matchpoints, as the file says" },
    { "magic-contest/test_set.pbn", VALET_SCORING_MATCHPOINTS, "Matchpoints, as the file says" },
    { "game-per-table/jfr-pairs.pbn", VALET_SCORING_MATCHPOINTS,
      "Matchpoints, as the file says" },
    { "game-per-table/realbridge-teams.pbn", VALET_SCORING_IMPS,
      "IMPs across the field, as the file says" },
    { "bridgemate/LBC-2026-01-26.bws", VALET_SCORING_MATCHPOINTS,
      "Matchpoints, as the file says" },
  };
  const char *dir = g_getenv ("VALET_REALWORLD");

  if (dir == NULL || !g_file_test (dir, G_FILE_TEST_IS_DIR))
    {
      g_test_skip ("../shared/realworld is not there");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i].file, NULL);
      g_test_message ("%s", files[i].file);
      open_and_wait (path);
      assert_form (files[i].scoring, files[i].text);
    }
  assert_default_untouched ();
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  int status;

  /* The choices go to a data folder of this test's own, so that one
   * left by a failed run reaches no other test. */
  scratch = g_dir_make_tmp ("test-scoring-form-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *data_home = g_build_filename (scratch, "data-home", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  sample_dir = ui_test_env ("VALET_SAMPLE");
  formats_dir = ui_test_env ("VALET_FORMATS");
  shot_dir = ui_test_screenshot_dir ();

  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));

  g_test_add_func ("/ui/scoring-form/declared", test_declared_form);
  g_test_add_func ("/ui/scoring-form/realworld", test_realworld);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_remove_tree (scratch);
  g_free (scratch);
  return status;
}
