/* engine-test-support.c: see engine-test-support.h. */
#include "engine-test-support.h"

#include <glib/gstdio.h>

char *
engine_test_write_event (const char *scores, guint tables)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("valet-event-XXXXXX", &error);
  g_autoptr (GString) names = g_string_new (NULL);
  g_autofree char *n = NULL;
  g_autofree char *s = NULL;

  g_assert_no_error (error);
  for (guint k = 0; k < 4 * tables; k++)
    g_string_append_printf (names, "p%u|Player %u\n", k + 1, k + 1);
  n = g_build_filename (dir, "names.txt", NULL);
  s = g_build_filename (dir, "scores.txt", NULL);
  g_assert_true (g_file_set_contents (n, names->str, -1, NULL));
  g_assert_true (g_file_set_contents (s, scores, -1, NULL));
  return dir;
}

void
engine_test_remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      g_chmod (path, 0700);
      while (dir && (name = g_dir_read_name (dir)))
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          engine_test_remove_tree (child);
        }
      g_rmdir (path);
    }
  else
    g_remove (path);
}

ValetTournament *
engine_test_read (const char *path, ValetInputFormat format)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);
  ValetTournament *t = valet_tournament_new ();
  gboolean ok = valet_read_input (t, path, format, diag);
  g_autofree char *text = valet_diagnostics_format (diag);

  g_assert_cmpstr (text, ==, "");
  g_assert_true (ok);
  return t;
}

ValetRun *
engine_test_score (ValetTournament *t, ValetScoring scoring, gboolean cloud, gboolean compat)
{
  ValetOptions o;
  ValetRun *run;

  valet_options_init (&o);
  o.scoring = scoring;
  o.cloud = cloud;
  o.compat = compat;
  run = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
  valet_options_clear (&o);
  return run;
}
