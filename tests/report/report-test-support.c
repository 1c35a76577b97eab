/* report-test-support.c: a bundled tournament loaded for the report tests. */
#include "report-test-support.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

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

int
report_test_run (const char *program, const char *const *args, char **out, char **err)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int status = 0;

  g_ptr_array_add (argv, (gpointer) program);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL,
                               out ? 0 : G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, out, err,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  return WEXITSTATUS (status);
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static void
snapshot_into (GString *out, const char *top, const char *rel)
{
  g_autofree char *here = rel ? g_build_filename (top, rel, NULL) : g_strdup (top);
  g_autoptr (GDir) dir = g_dir_open (here, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *sub = rel ? g_build_filename (rel, names->pdata[i], NULL)
                                 : g_strdup (names->pdata[i]);
      g_autofree char *path = g_build_filename (top, sub, NULL);
      g_autofree char *text = NULL;
      GStatBuf st;
      gsize len = 0;

      g_assert_cmpint (g_lstat (path, &st), ==, 0);
      if (S_ISDIR (st.st_mode))
        {
          g_string_append_printf (out, "%s/ %o\n", sub, st.st_mode & 07777);
          snapshot_into (out, top, sub);
          continue;
        }
      if (S_ISLNK (st.st_mode))
        {
          g_autofree char *to = g_file_read_link (path, NULL);
          g_string_append_printf (out, "%s -> %s\n", sub, to);
          continue;
        }
      g_assert_true (g_file_get_contents (path, &text, &len, NULL));
      g_autofree char *sum = g_compute_checksum_for_data (G_CHECKSUM_SHA256,
                                                          (const guchar *) text, len);
      g_string_append_printf (out, "%s %o %" G_GSIZE_FORMAT " %s\n", sub,
                              st.st_mode & 07777, len, sum);
    }
}

char *
report_test_snapshot (const char *dir)
{
  GString *out = g_string_new (NULL);

  snapshot_into (out, dir, NULL);
  return g_string_free (out, FALSE);
}
