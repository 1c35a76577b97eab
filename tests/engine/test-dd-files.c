/* test-dd-files.c: the solver's tables and par against the ones the real
 * files in ../shared/realworld carry (BridgeComposer's
 * [DoubleDummyTricks] and [OptimumScore], Magic Contest's and
 * RealBridge's [OptimumResultTable], Bridgemate's HandEvaluation): every
 * board agrees.  Skipped without ../shared.  The counts of each file are
 * printed. */
#include <glib.h>

#include "valet-dd-check.h"
#include "valet-reader.h"

static const char *const files[] = {
  "bridgecomposer/SPR_PBN_File_0_D251223M.pbn",
  "magic-contest/test_set.pbn",
  "bridgemate/LBC-2026-01-26.pbn",
  "bridgemate/LBC-2026-01-26.bws",
  "game-per-table/realbridge-teams.pbn",
};

static void
test_file (gconstpointer data)
{
  const char *path = data;
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("../shared/realworld is not there");
      return;
    }
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) read_diag = valet_diagnostics_new (1000);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (1000);
  g_autoptr (ValetDdSolver) solver = valet_dd_solver_new (NULL);
  ValetDdAgreement agreement = { 0 };

  /* A hand record alone is refused as results; its deals are kept. */
  valet_read_input (t, path, VALET_INPUT_AUTO, read_diag);
  g_autofree ValetDdTable *tables = valet_dd_tournament_tables (solver, t, NULL, NULL, NULL,
                                                                NULL);
  g_assert_nonnull (tables);
  valet_dd_compare_file (t, tables, diag, &agreement);
  g_test_message ("%s: %u deals; tables %u of %u agree, optimum scores %u of %u agree",
                  path, valet_tournament_n_deals (t), agreement.n_tables_agree,
                  agreement.n_tables, agreement.n_pars_agree, agreement.n_pars);
  g_autofree char *text = valet_diagnostics_format (diag);
  if (valet_diagnostics_n_warnings (diag) > 0)
    g_test_message ("%s", text);
  g_assert_cmpuint (agreement.n_tables + agreement.n_pars, >, 0);
  g_assert_cmpuint (agreement.n_tables_agree, ==, agreement.n_tables);
  g_assert_cmpuint (agreement.n_pars_agree, ==, agreement.n_pars);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  const char *realworld = argc > 1 ? argv[1] : "../shared/realworld";
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *name = g_strdup_printf ("/dd-files/%s", files[i]);
      g_test_add_data_func_full (name, g_build_filename (realworld, files[i], NULL),
                                 test_file, g_free);
    }
  return g_test_run ();
}
