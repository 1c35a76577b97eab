/* fuzz-bws.c: Bridgemate .bws databases, through the reader's entry
 * point (libmdb reads the bytes from memory). */
#include "fuzz-common.h"
#include "valet-bws-reader.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (FUZZ_MAX_MESSAGES);

  valet_parse_bws (t, (const char *) data, size, "input.bws", diag);
  fuzz_score (t, diag, size);
  return 0;
}
