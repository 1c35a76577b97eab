/* fuzz-pbn.c: PBN score tables, through the reader's entry point. */
#include "fuzz-common.h"
#include "valet-pbn-reader.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (FUZZ_MAX_MESSAGES);

  valet_parse_pbn (t, (const char *) data, size, "input.pbn", diag);
  fuzz_score (t, diag, size);
  return 0;
}
