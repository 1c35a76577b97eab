/* fuzz-text.c: the reference text format, names.txt and scores.txt.
 *
 * The input is the names file, a NUL byte, then the scores file (a NUL
 * byte cannot appear in either: the reader refuses such lines).  The names
 * of one input in two go through --encoding auto's conversion first,
 * which must give UTF-8 whatever the bytes. */
#include <string.h>

#include "fuzz-common.h"
#include "valet-encoding.h"
#include "valet-text-reader.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  const char *text = (const char *) data;
  const char *nul = memchr (text, '\0', size);
  gsize names_len = nul ? (gsize) (nul - text) : size;
  const char *scores = nul ? nul + 1 : text + size;
  gsize scores_len = size - (gsize) (scores - text);
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (FUZZ_MAX_MESSAGES);

  g_autofree char *converted = NULL;

  if (size % 2 == 1)
    {
      gsize converted_len = 0;
      converted = valet_convert_guessed (text, names_len, "names.txt", &converted_len, diag);
      if (converted != NULL)
        {
          g_assert_true (g_utf8_validate (converted, (gssize) converted_len, NULL));
          text = converted;
          names_len = converted_len;
        }
    }
  valet_parse_names (t, text, names_len, "names.txt", diag);
  valet_parse_scores (t, scores, scores_len, "scores.txt", "names.txt", diag);
  fuzz_score (t, diag, size);
  return 0;
}
