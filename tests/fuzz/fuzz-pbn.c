/* fuzz-pbn.c: PBN score tables, through the reader's entry point, after
 * the decoding of a byte order mark that reading a file does. */
#include "fuzz-common.h"
#include "valet-pbn-reader.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (FUZZ_MAX_MESSAGES);

  gsize length;
  g_autofree char *text = fuzz_decode (data, size, "input.pbn", diag, &length);

  if (text != NULL)
    valet_parse_pbn (t, text, length, "input.pbn", diag);
  fuzz_score (t, diag, size);
  return 0;
}
