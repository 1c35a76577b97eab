/* fuzz-usebio.c: USEBIO XML, through the reader's entry point. */
#include "fuzz-common.h"
#include "valet-usebio-reader.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (FUZZ_MAX_MESSAGES);

  valet_parse_usebio (t, (const char *) data, size, "input.xml", diag);
  fuzz_score (t, diag, size);
  return 0;
}
