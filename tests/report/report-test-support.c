/* report-test-support.c: a bundled tournament loaded for the report tests. */
#include "report-test-support.h"

#include <glib/gstdio.h>

#include "valet-diagnostics.h"
#include "valet-text-reader.h"

static const char *fixtures;

void
report_test_set_fixtures (const char *dir)
{
  fixtures = dir;
}

void
loaded_free (Loaded *l)
{
  valet_report_free (l->report);
  valet_options_clear (&l->options);
  valet_tournament_free (l->tournament);
  g_free (l);
}

Loaded *
report_test_load (const char *name, gboolean lead, ValetScoring scoring)
{
  Loaded *l = g_new0 (Loaded, 1);
  g_autofree char *names = g_build_filename (fixtures, name, "names.txt", NULL);
  g_autofree char *scores = g_build_filename (fixtures, name, "scores.txt", NULL);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);

  g_assert_nonnull (fixtures);
  l->tournament = valet_tournament_new ();
  g_assert_true (valet_read_names (l->tournament, names, diag));
  valet_read_scores (l->tournament, scores, names, diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  valet_options_init (&l->options);
  l->options.lead = lead;
  l->options.scoring = scoring;
  {
    g_autoptr (ValetRun) run = valet_run_new (l->tournament, &l->options, NULL, NULL, NULL, NULL);
    l->report = valet_report_new_for_run (run, name);
  }
  return l;
}

char *
report_test_read (const char *dir, const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  char *data = NULL;

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  return data;
}

guint
report_test_count_entries (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (d && g_dir_read_name (d))
    n++;
  return n;
}

void
report_test_remove_tree (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        report_test_remove_tree (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}
