/* valet-tableau-writer.h: per-board tableaux, one line per distinct
 * result (contract, declarer, suit led, tricks), in the reference
 * program's layout: a declarer block and a defender block per board. */
#pragma once

#include <glib.h>
#include "valet-board-scorer.h"
#include "valet-options.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

typedef struct {
  char  *key;        /* "4H, N, C, 12", or "pass" */
  guint  count;
  double weight;     /* the lines' weights: count, but for weighted outcomes */
  /* Averages over the results with this key, each by its weight, in the
   * run's units (percentages for matchpoints). */
  double overall, bid, lead, def;
  /* The first result with this key, for what they share: contract,
   * declarer, tricks and board (so its score), and the suit led when the
   * key has it.  Its lead_rank is its own (0 when it gave no lead, and
   * its suit is then only carried over from an earlier line). */
  ValetResult result;
} ValetTableauRow;

/* The rows of one board, sorted by key.  Free with g_array_unref. */
GArray *valet_tableau_rows   (ValetTournament    *tournament,
                              const ValetOptions *options,
                              const ValetEntry   *entries,
                              guint               n_entries);

void    valet_write_tableau  (GString            *out,
                              ValetTournament    *tournament,
                              const ValetOptions *options,
                              const ValetBoard   *board,
                              const ValetEntry   *entries,
                              guint               n_entries);

G_END_DECLS
