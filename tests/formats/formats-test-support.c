/* formats-test-support.c: see formats-test-support.h. */
#include "formats-test-support.h"

#include <string.h>

#include "valet-options.h"
#include "valet-ranking.h"
#include "valet-scoring-run.h"

char *
formats_data_file (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", name, NULL);
}

void
formats_assert_diag (ValetDiagnostics *diag, const char *path, guint line, gboolean warning,
                     const char *const *words)
{
  g_autofree char *text = valet_diagnostics_format (diag);
  g_autofree char *where = line ? g_strdup_printf ("%s:%u: ", path, line)
                                : g_strdup_printf ("%s: ", path);

  for (guint i = 0; i < valet_diagnostics_n_kept (diag); i++)
    {
      const ValetDiagnostic *d = valet_diagnostics_get (diag, i);
      gboolean all = g_strcmp0 (d->file, path) == 0 && d->line == line
                     && d->warning == warning;
      for (guint w = 0; all && words[w]; w++)
        all = strstr (d->message, words[w]) != NULL;
      if (all)
        {
          g_assert_nonnull (strstr (text, where));
          g_assert_nonnull (strstr (d->message, "(expected"));
          return;
        }
    }
  g_test_message ("no %s at %s with the words asked for in:\n%s",
                  warning ? "warning" : "error", where, text);
  g_assert_not_reached ();
}

void
formats_assert_counts (ValetDiagnostics *diag, guint errors, guint warnings)
{
  if (valet_diagnostics_count (diag) != errors || valet_diagnostics_n_warnings (diag) != warnings)
    {
      g_autofree char *text = valet_diagnostics_format (diag);
      g_test_message ("problems:\n%s", text);
    }
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, errors);
  g_assert_cmpuint (valet_diagnostics_n_warnings (diag), ==, warnings);
}

guint
formats_n_pairs (ValetTournament *t)
{
  ValetOptions o;

  valet_options_init (&o);
  g_autoptr (ValetRanking) r = valet_score_tournament (t, &o, NULL, NULL);
  valet_options_clear (&o);
  return valet_ranking_n_pairs (r);
}
