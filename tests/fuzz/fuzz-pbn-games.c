/* fuzz-pbn-games.c: PBN with one game per table (players, contract,
 * result and play in tags of their own), through the PBN reader's entry
 * point; seeded with the game-per-table samples. */
#include "fuzz-common.h"
#include "valet-pbn-reader.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (FUZZ_MAX_MESSAGES);

  valet_parse_pbn (t, (const char *) data, size, "games.pbn", diag);
  fuzz_score (t, diag, size);
  /* Every result the reader keeps names four players it has added. */
  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    for (guint seat = 0; seat < 4; seat++)
      g_assert_cmpuint (valet_tournament_result (t, i)->player[seat], <,
                        valet_tournament_n_players (t));
  return 0;
}
