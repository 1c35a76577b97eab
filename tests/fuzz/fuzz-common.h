/* fuzz-common.h: what every reader's fuzz target does after reading:
 * format the problems found, group the results into boards, score them
 * and write the ranking and the tableaux, so that whatever a reader lets
 * through is also run through the scoring engine. */
#pragma once

#include <glib.h>
#include <string.h>

#include "valet-diagnostics.h"
#include "valet-encoding.h"
#include "valet-ranking-writer.h"
#include "valet-scoring-run.h"
#include "valet-tableau-writer.h"
#include "valet-tournament.h"

#define FUZZ_MAX_MESSAGES 20

typedef struct {
  GString            *out;
  ValetTournament    *tournament;
  const ValetOptions *options;
} FuzzSink;

static void
fuzz_collect_tableau (const ValetBoard *board, const ValetEntry *entries,
                      guint n, gpointer data)
{
  FuzzSink *sink = data;
  valet_write_tableau (sink->out, sink->tournament, sink->options, board,
                       entries, n);
}

/* The options are taken from @size, so that every input is scored the
 * same way each time it is run, and the corpus covers every form. */
static void
fuzz_score (ValetTournament *t, ValetDiagnostics *diag, gsize size)
{
  g_autofree char *messages = valet_diagnostics_format (diag);
  ValetOptions options;

  g_assert_nonnull (messages);

  for (guint i = 0; i < valet_tournament_n_players (t); i++)
    (void) valet_tournament_player_display_name (t, i);
  if (valet_tournament_n_results (t) == 0)
    return;
  for (guint b = 0; b < valet_tournament_n_boards (t); b++)
    (void) valet_tournament_board (t, b);

  valet_options_init (&options);
  options.scoring = (ValetScoring) (size % 3);
  options.lead = (size / 3) % 2;
  options.cloud = (size / 6) % 2 == 0;
  options.extremes = (size / 12) % 2;
  options.compensate = (size / 24) % 2;
  options.min_hands = (guint) ((size / 48) % 3);

  g_autoptr (GString) tableau = g_string_new (NULL);
  FuzzSink sink = { tableau, t, &options };
  g_autoptr (ValetRanking) ranking =
    valet_score_tournament (t, &options, fuzz_collect_tableau, &sink);
  g_autoptr (GString) out = g_string_new (NULL);
  valet_write_ranking (out, ranking, &options,
                       (size / 96) % 2 ? VALET_FORMAT_CSV : VALET_FORMAT_TEXT, ",");
  valet_options_clear (&options);
}

/* @data as the reader gets it from a file: a byte order mark's encoding
 * converted (UTF-16 and UTF-32 seeds reach the reader so).  NULL, with a
 * diagnostic, when the mark does not hold; *@length is the new length. */
static char *
fuzz_decode (const guint8 *data, size_t size, const char *file, ValetDiagnostics *diag,
             gsize *length)
{
  char *copy = g_malloc (size + 1);
  char *text;

  memcpy (copy, data, size);
  copy[size] = '\0';
  *length = size;
  text = valet_decode_input (copy, length, NULL, file, diag);
  g_assert_true (text != NULL || valet_diagnostics_count (diag) == 1);
  return text;
}
