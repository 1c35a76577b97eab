/* report-test-support.c: a bundled tournament loaded for the report tests. */
#include "report-test-support.h"

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
