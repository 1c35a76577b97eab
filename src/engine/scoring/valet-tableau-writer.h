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
  /* The score as played (the entries' butler), averaged alike: with
   * the cloud split overall is the fair score, and butler - overall the
   * luck (the principles' Example 7 table). */
  double butler;
  /* The first result with this key, for what they share: contract,
   * declarer, tricks and board (so its score), and the suit led when the
   * key has it.  Its lead_rank is its own (0 when it gave no lead, and
   * its suit is then only carried over from an earlier line). */
  ValetResult result;
} ValetTableauRow;

/* Whether the tableaux show each line's score as played and its luck
 * beside the fair score: with the cloud split, and not as Valet 1.1,
 * whose tableaux are kept as they were. */
gboolean valet_tableau_shows_luck (const ValetOptions *options);

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

/* The double-dummy tricks for the contract of @r as declared, or -1 when
 * they are not known (no deal, passed out). */
typedef int (*ValetTableauDdFunc) (const ValetResult *r,
                                   gpointer           data);

/* valet_write_tableau() with two more columns in the declarer block
 * (valet-cli --dd): "DD", the tricks @dd gives for each row's contract,
 * and "Tr-DD", the row's tricks less those ("-" where not known). */
void    valet_write_tableau_dd (GString            *out,
                                ValetTournament    *tournament,
                                const ValetOptions *options,
                                const ValetBoard   *board,
                                const ValetEntry   *entries,
                                guint               n_entries,
                                ValetTableauDdFunc  dd,
                                gpointer            dd_data);

G_END_DECLS
