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
   * split score credits that side only). */
  guint8 side;
  /* The result's weight: an outcome of a weighted score counts this
   * share of a board; 1 otherwise.  A float, as the result's own weight
   * is: it holds that weight exactly. */
  float  weight;
  /* What the defending pair (East-West on a passed-out board) is
   * credited with, seen from it, is -overall, -bid and -butler, except
   * on a board with a split score, where each side is compared with the
   * results of its own side (Law 12C1f) and the two need not balance,
   * and on an artificial score, where overall and butler are North-
   * South's equivalent of its percentage and the defenders' are East-
   * West's.  Those rare values are kept apart (this is their number
   * there, 0 when there are none): read them with
   * valet_entry_def_overall() and the others, set them with
   * valet_entry_set_def().  Without them an entry takes 64 bytes, not
   * 88, which at ten million results is 240 MB. */
  guint  def_apart;
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
   * with Valet 1.1's options they add up as IMPs do.  On an artificial
   * score everything but overall and butler is 0. */
  double lead;
  double def;
} ValetEntry;

/* The defenders' values kept apart, number @apart (e->def_apart):
 * overall, bid and butler, in @out.  Use the accessors below. */
void valet_entry_def_apart (guint apart, double out[3]);

/* What the defending pair is credited with, seen from it: the overall
 * score, the bidding and the plain score (see def_apart above). */
static inline double
valet_entry_def_overall (const ValetEntry *e)
{
  double v[3];
  if (G_LIKELY (e->def_apart == 0))
    return -e->overall;
  valet_entry_def_apart (e->def_apart, v);
  return v[0];
}

static inline double
valet_entry_def_bid (const ValetEntry *e)
{
  double v[3];
  if (G_LIKELY (e->def_apart == 0))
    return -e->bid;
  valet_entry_def_apart (e->def_apart, v);
  return v[1];
}

static inline double
valet_entry_def_butler (const ValetEntry *e)
{
  double v[3];
  if (G_LIKELY (e->def_apart == 0))
    return -e->butler;
  valet_entry_def_apart (e->def_apart, v);
  return v[2];
}

/* Sets the defenders' values of @e, after its own (overall, bid,
 * butler): where they are not exactly the negations of those (to the
 * bit: -0.0 is kept as it prints), they are kept apart.  The values
 * kept apart are never freed, like interned strings: the same three
 * values are kept once, however many entries or runs have them, so
 * that scoring the same tournament again takes no more room. */
void valet_entry_set_def (ValetEntry *e,
                          double      def_overall,
                          double      def_bid,
                          double      def_butler);

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
