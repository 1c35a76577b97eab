/* test-corrections.c: the director corrects results in the window: an
 * edited result changes the ranking, a weighted score is assigned in the
 * correction dialog and scores as the engine scores it from a file, undo
 * gives back the ranking before to the last bit, redo and save write the
 * corrections and reopening gives the corrected ranking, closing with
 * corrections not saved asks, and the results read stay byte for byte
 * as they were unless the user says to replace them. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "valet-correction-dialog.h"
#include "valet-reader.h"
#include "valet-save-as.h"
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

static ValetDocument *
doc (void)
{
  return valet_window_get_document (window);
}

static gboolean
scored_after (gpointer data)
{
  return valet_document_get_generation (doc ()) > GPOINTER_TO_UINT (data)
         && !valet_document_get_busy (doc ());
}

/* Runs @step, then waits for the scoring it starts. */
#define AND_SCORED(step) \
  G_STMT_START { \
    guint g_ = valet_document_get_generation (doc ()); \
    step; \
    ui_test_wait_until (scored_after, GUINT_TO_POINTER (g_)); \
  } G_STMT_END

static void
open_dir (const char *dir)
{
  g_autoptr (GFile) file = g_file_new_for_path (dir);
  AND_SCORED (valet_window_open (window, file));
}

/* Every pair's averages in every column, by name: the ranking. */
static GHashTable *
ranking (ValetRun *run)
{
  GHashTable *h = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  ValetRanking *r = valet_run_ranking (run);
  for (guint i = 0; i < valet_ranking_n_pairs (r); i++)
    {
      const ValetPairScore *p = valet_ranking_pair (r, i);
      g_hash_table_insert (h, valet_run_pair_name (run, p),
                           g_memdup2 (p->avg, sizeof p->avg));
    }
  return h;
}

static GHashTable *
shown_ranking (void)
{
  return ranking (valet_document_get_run (doc ()));
}

static gboolean
same_ranking (GHashTable *a, GHashTable *b)
{
  GHashTableIter it;
  gpointer key, value;

  if (g_hash_table_size (a) != g_hash_table_size (b))
    return FALSE;
  g_hash_table_iter_init (&it, a);
  while (g_hash_table_iter_next (&it, &key, &value))
    {
      const double *other = g_hash_table_lookup (b, key);
      if (other == NULL || memcmp (value, other, sizeof (double) * VALET_N_COLS) != 0)
        return FALSE;
    }
  return TRUE;
}

/* The ranking the engine gives the results of @scores read from a file. */
static GHashTable *
engine_ranking (const char *scores)
{
  g_autofree char *dir = ui_test_write_tournament (NAMES, scores);
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  g_assert_true (valet_read_input (t, dir, VALET_INPUT_TEXT, diag));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  ValetOptions o;
  valet_document_get_options (doc (), &o);
  g_autoptr (ValetRun) run = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
  valet_options_clear (&o);
  ui_test_remove_tree (dir);
  return ranking (run);
}

static char *
contents (const char *dir, const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  char *data = NULL;
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  return data;
}

/* The widgets of the correction dialog, in the order made. */
static GPtrArray *
dialog_widgets (AdwMessageDialog *dialog, GType type)
{
  GPtrArray *all = g_ptr_array_new ();
  ui_test_find_all (GTK_WIDGET (dialog), type, all);
  return all;
}

static gboolean
saved (gpointer data)
{
  return !valet_document_get_changed (doc ());
}

typedef struct {
  gboolean done, ok;
} SaveAs;

static void
save_as_done (GObject *object, GAsyncResult *result, gpointer data)
{
  SaveAs *s = data;
  s->ok = valet_save_as_to_path_finish (result, NULL);
  s->done = TRUE;
}

static gboolean
save_as_finished (gpointer data)
{
  return ((SaveAs *) data)->done;
}

static gboolean
save_as (const char *folder)
{
  SaveAs s = { FALSE, FALSE };
  AdwToastOverlay *toasts = ADW_TOAST_OVERLAY (ui_test_find (GTK_WIDGET (window),
                                                             ADW_TYPE_TOAST_OVERLAY));
  valet_save_as_to_path (GTK_WINDOW (window), doc (), VALET_INPUT_TEXT, folder, toasts,
                         save_as_done, &s);
  ui_test_wait_until (save_as_finished, &s);
  return s.ok;
}

static void
test_correct (void)
{
  g_autofree char *dir = ui_test_write_tournament (NAMES, SCORES);
  open_dir (dir);
  g_autoptr (GHashTable) before = shown_ranking ();
  g_assert_false (valet_document_get_changed (doc ()));
  g_assert_false (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• "));

  /* Result 0 (4S N 10) edited in the dialog to 8 tricks. */
  AdwMessageDialog *dialog = valet_correction_dialog_present (GTK_WINDOW (window), doc (), 0);
  g_assert_nonnull (dialog);
  g_autoptr (GPtrArray) spins = dialog_widgets (dialog, GTK_TYPE_SPIN_BUTTON);
  /* The result's line comes first: its tricks. */
  gtk_spin_button_set_value (g_ptr_array_index (spins, 0), 8);
  AND_SCORED ({
    adw_message_dialog_response (dialog, "apply");
    gtk_window_destroy (GTK_WINDOW (dialog));
  });
  g_autoptr (GHashTable) edited = shown_ranking ();
  g_autoptr (GHashTable) expect_edited =
    engine_ranking ("1|1|a|c|b|d|4S|N|8|HK\n1|1|e|g|f|h|4S|N|9|D2\n"
                    "1|2|a|c|b|d|3N|E|9|S5\n1|2|e|g|f|h|2H|W|8|C3\n");
  g_assert_false (same_ranking (before, edited));
  g_assert_true (same_ranking (expect_edited, edited));
  g_assert_true (valet_document_get_changed (doc ()));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• "));

  /* Result 2 (3NT E 9) made a weighted score in the dialog: 0.6 of it
   * as played, 0.4 with 8 tricks. */
  dialog = valet_correction_dialog_present (GTK_WINDOW (window), doc (), 2);
  g_autoptr (GPtrArray) drops = dialog_widgets (dialog, GTK_TYPE_DROP_DOWN);
  gtk_drop_down_set_selected (g_ptr_array_index (drops, 0), 2);   /* weighted */
  g_autoptr (GPtrArray) spins2 = dialog_widgets (dialog, GTK_TYPE_SPIN_BUTTON);
  /* Spins: the result's tricks, the two percentages, then the outcomes'. */
  gtk_spin_button_set_value (g_ptr_array_index (spins2, 4), 8);
  /* Each outcome says what it gives, light and dark. */
  for (int dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                               : ADW_COLOR_SCHEME_FORCE_LIGHT);
      ui_test_run_for (200);
      g_autofree char *png = g_build_filename (ui_test_screenshot_dir (),
                                               dark ? "correction-dark.png" : "correction.png",
                                               NULL);
      g_autoptr (GdkTexture) shot = ui_test_save_png (GTK_WIDGET (dialog), png);
      g_assert_cmpint (gdk_texture_get_width (shot), >, 300);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
  AND_SCORED ({
    adw_message_dialog_response (dialog, "apply");
    gtk_window_destroy (GTK_WINDOW (dialog));
  });
  g_autoptr (GHashTable) weighted = shown_ranking ();
  g_autoptr (GHashTable) expect_weighted =
    engine_ranking ("1|1|a|c|b|d|4S|N|8|HK\n1|1|e|g|f|h|4S|N|9|D2\n"
                    "1|2|a|c|b|d|3N|E|9|S5|0.6\n1|2|a|c|b|d|3N|E|8|S5|0.4\n"
                    "1|2|e|g|f|h|2H|W|8|C3\n");
  g_assert_true (same_ranking (expect_weighted, weighted));
  g_assert_cmpuint (valet_document_n_corrections (doc ()), ==, 2);

  /* Opened again on one of its lines, the dialog shows the weighted
   * score as it is: its kind, both outcomes and their weights. */
  dialog = valet_correction_dialog_present (GTK_WINDOW (window), doc (), 2);
  g_autoptr (GPtrArray) again_drops = dialog_widgets (dialog, GTK_TYPE_DROP_DOWN);
  g_assert_cmpuint (gtk_drop_down_get_selected (g_ptr_array_index (again_drops, 0)), ==, 2);
  g_autoptr (GPtrArray) entries = dialog_widgets (dialog, GTK_TYPE_ENTRY);
  guint weights = 0;
  for (guint i = 0; i < entries->len; i++)
    {
      const char *text = gtk_editable_get_text (g_ptr_array_index (entries, i));
      weights += g_str_equal (text, "0.6") || g_str_equal (text, "0.4");
    }
  g_assert_cmpuint (weights, ==, 2);
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpuint (valet_document_n_corrections (doc ()), ==, 2);

  /* The board's traveller with the outcomes, and the ranking, seen. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-board", "(uuu)", 1, 2, 2);
  ui_test_run_for (300);
  g_autofree char *board_png = g_build_filename (ui_test_screenshot_dir (),
                                                 "corrected-board.png", NULL);
  g_autoptr (GdkTexture) board_shot = ui_test_save_png (GTK_WIDGET (window), board_png);
  g_assert_cmpint (gdk_texture_get_width (board_shot), >, 800);

  /* Undo, twice: exactly the ranking read. */
  AND_SCORED (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (same_ranking (edited, shown_ranking ()));
  AND_SCORED (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_autoptr (GHashTable) undone = shown_ranking ();
  g_assert_true (same_ranking (before, undone));
  g_assert_false (valet_document_get_changed (doc ()));

  /* Redo both, and close: asked; Cancel keeps the window. */
  AND_SCORED (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  AND_SCORED (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_true (same_ranking (expect_weighted, shown_ranking ()));
  gtk_window_close (GTK_WINDOW (window));
  g_autofree char *asked = ui_test_answer_dialog ("cancel");
  g_assert_true (g_str_has_prefix (asked, "Save the Corrections?\n2 corrections"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  /* Opening results again asks too; Cancel keeps the corrections. */
  g_autoptr (GFile) again = g_file_new_for_path (dir);
  valet_window_open (window, again);
  g_autofree char *discard = ui_test_answer_dialog ("cancel");
  g_assert_true (g_str_has_prefix (discard, "Discard the Corrections?\n"));
  g_assert_cmpuint (valet_document_n_corrections (doc ()), ==, 2);
  g_assert_true (valet_document_get_changed (doc ()));

  /* Save: asked before the results read are replaced.  Cancel leaves
   * them byte for byte. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  g_autofree char *replace = ui_test_answer_dialog ("cancel");
  g_assert_true (g_str_has_prefix (replace, "Replace the Results Read?\n"));
  g_autofree char *scores_now = contents (dir, "scores.txt");
  g_assert_cmpstr (scores_now, ==, SCORES);
  g_assert_true (valet_document_get_changed (doc ()));

  /* Save As elsewhere: the results read stay as they are; saved. */
  g_autofree char *other = g_build_filename (scratch, "saved-as", NULL);
  g_assert_true (save_as (other));
  g_autofree char *still = contents (dir, "scores.txt");
  g_assert_cmpstr (still, ==, SCORES);
  g_assert_false (valet_document_get_changed (doc ()));

  /* One more correction, then Replace: written over the results read,
   * no longer changed, and read again the ranking is the corrected one. */
  AND_SCORED (g_assert_true (valet_document_correct (doc (), 1, NULL, 0)));
  g_autoptr (GHashTable) deleted = shown_ranking ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  g_free (ui_test_answer_dialog ("replace"));
  ui_test_wait_until (saved, NULL);
  g_autofree char *written = contents (dir, "scores.txt");
  g_assert_nonnull (strstr (written, "1|2|a|c|b|d|3N|E|8|S5|0.4\n"));
  g_assert_null (strstr (written, "1|1|e|g|f|h|4S|N|9|D2"));
  open_dir (dir);
  g_assert_true (same_ranking (deleted, shown_ranking ()));
  g_assert_false (valet_document_get_changed (doc ()));
  g_assert_cmpuint (valet_document_n_corrections (doc ()), ==, 0);
  /* The copy saved before has the two corrections. */
  open_dir (other);
  g_assert_true (same_ranking (expect_weighted, shown_ranking ()));
  ui_test_remove_tree (dir);
}

int
main (int argc, char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  scratch = g_dir_make_tmp ("valet-corrections-XXXXXX", NULL);
  g_assert_nonnull (scratch);
  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));

  g_test_add_func ("/ui/corrections/correct", test_correct);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  g_free (scratch);
  return status;
}
