/* fuzz-contract.c: contracts, declarers, tricks and leads.
 *
 * The input is up to four fields separated by new lines: contract,
 * declarer, tricks, lead.  They go through the exchange formats' field
 * parser (valet_parse_play_fields) and, as one line of scores.txt,
 * through the text reader's own contract and lead parsing, then are
 * scored against a fixed second result of the same board. */
#include <string.h>

#include "fuzz-common.h"
#include "valet-bridge.h"
#include "valet-result-fields.h"
#include "valet-text-reader.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static const char names[] = "a|A\nb|B\nc|C\nd|D\ne|E\nf|F\ng|G\nh|H\n";

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  char *field[4] = { NULL, NULL, NULL, NULL };
  char *p = text;

  for (guint i = 0; i < 4 && p; i++)
    {
      char *nl = strchr (p, '\n');
      if (nl)
        *nl = '\0';
      field[i] = p;
      p = nl ? nl + 1 : NULL;
    }

  {
    g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (FUZZ_MAX_MESSAGES);
    ValetFieldSource src = { "input", 1, diag };
    ValetPlayFields play = { field[0], field[1], field[2], field[3] };
    ValetResult r = { 0 };
    guint8 suit = VALET_SPADES;
    guint number;

    if (valet_parse_play_fields (&play, &r, &suit, &src))
      {
        g_assert_cmpuint (r.level, <=, 7);
        g_assert_cmpuint (r.denom, <=, VALET_NOTRUMP);
        g_assert_cmpuint (r.mult, <=, VALET_REDOUBLED);
        g_assert_cmpuint (r.declarer, <=, VALET_WEST);
        g_assert_cmpuint (r.tricks, <=, VALET_MAX_TRICKS);
        g_assert_cmpuint (suit, <, VALET_NOTRUMP);
        g_assert_true (r.lead_rank == 0 || (r.lead_rank >= 2 && r.lead_rank <= 14));
        (void) valet_ns_score (r.level, r.denom, r.mult, r.declarer,
                               valet_board_vulnerable (1 + (guint) size % 16, r.declarer),
                               r.tricks);
      }
    if (field[2] && valet_field_number (field[2], 1000, &number))
      g_assert_cmpuint (number, <=, 1000);
  }

  {
    g_autoptr (ValetTournament) t = valet_tournament_new ();
    g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (FUZZ_MAX_MESSAGES);
    g_autoptr (GString) scores = g_string_new ("1|1|a|b|c|d|");

    for (guint i = 0; i < 4 && field[i]; i++)
      g_string_append_printf (scores, "%s%s", i ? "|" : "", field[i]);
    g_string_append (scores, "\n1|1|e|f|g|h|3N|N|9|SA\n");
    valet_parse_names (t, names, strlen (names), "names.txt", diag);
    valet_parse_scores (t, scores->str, scores->len, "scores.txt", "names.txt", diag);
    fuzz_score (t, diag, size);
  }
  return 0;
}
