/* valet-entry.h: what scoring gives one table's result: its overall
 * score and the Valet split, as both scorers of a board (the plain one,
 * valet-board-scorer.c, and the one for weighted and split scores,
 * valet-adjusted-board.c) make it, and every reader of a run reads it.
 */
#pragma once

#include <glib.h>
#include "valet-options.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

typedef struct {
  guint  result;    /* index of the result in the tournament */
  /* ValetScoredSide: the pairs the entry credits (one side's line of a
   * split score credits that side only).  Beside the index, in the
   * room the doubles' alignment leaves: 88 bytes an entry, not 96. */
  guint8 side;
  /* Seen from the declaring side (North-South on a passed-out board). */
  double overall;
  /* The plain score of the result, against the other tables as they
   * were: Butler IMPs against the board's datum, IMPs or matchpoints
   * against each other table (o1 of the principles, section 4.2.1).
   * In the cloud split the overall score is the fair one, against the
   * other tables' clouds, and butler - overall is the "luck"; in the
   * simple split the two are the same. */
  double butler;
  double bid;
  double play;
  /* Seen from the defending side: the opening leader's share and the
   * rest of the defence.  lead + def = -play.
   *
   * IMPs add up: overall = bid + play.  Matchpoints (-1 .. +1 per
   * comparison) average, as the principles have it (section 2.3):
   * overall = (bid + play) / 2, and the lead is on the play's scale;
   * with Valet 1.1's options they add up as IMPs do. */
  double lead;
  double def;
  /* What the defending pair (East-West on a passed-out board) is
   * credited with, seen from it: -overall, -bid and -butler, except on
   * a board with a split score, where each side is compared with the
   * results of its own side (Law 12C1f) and the two need not balance.
   * On an artificial score, overall and butler are North-South's
   * equivalent of its percentage, def_overall and def_butler East-
   * West's, and everything else is 0. */
  double def_overall;
  double def_bid;
  double def_butler;
  /* The result's weight: an outcome of a weighted score counts this
   * share of a board; 1 otherwise. */
  double weight;
} ValetEntry;

/* The entry of result @r (number @index in the tournament) from its
 * North-South total, plain score, bidding and lead share. */
void valet_entry_from_totals    (const ValetOptions *options,
                                 const ValetResult  *r,
                                 guint               index,
                                 double              total,
                                 double              plain,
                                 double              bid,
                                 double              lead,
                                 ValetEntry         *e);

/* The entry of an artificial score: each side's percentage as its
 * equivalent (valet_adjusted_value()), nothing split. */
void valet_entry_artificial     (const ValetOptions *options,
                                 const ValetResult  *r,
                                 guint               index,
                                 ValetEntry         *e);

G_END_DECLS
