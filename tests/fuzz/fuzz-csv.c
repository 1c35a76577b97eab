/* fuzz-csv.c: CSV with a header row, through the reader's entry point. */
#include "fuzz-common.h"
#include "valet-csv-reader.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (FUZZ_MAX_MESSAGES);

  valet_parse_csv (t, (const char *) data, size, "input.csv", diag);
  fuzz_score (t, diag, size);
  return 0;
}
