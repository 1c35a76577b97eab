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

/* An entry's numbers, as scoring makes them and every reader reads
 * them (valet_entry_values(), valet_entry_set_values(), or one at a
 * time with valet_entry_overall() and the others below).
 *
 * overall: seen from the declaring side (North-South on a passed-out
 * board).  butler: the plain score of the result, against the other
 * tables as they were: Butler IMPs against the board's datum, IMPs or
 * matchpoints against each other table (o1 of the principles, section
 * 4.2.1).  In the cloud split the overall score is the fair one,
 * against the other tables' clouds, and butler - overall is the "luck";
 * in the simple split the two are the same.  bid and play, seen from
 * the declaring side too; lead and def, seen from the defending side:
 * the opening leader's share and the rest of the defence, lead + def =
 * -play.
 *
 * IMPs add up: overall = bid + play.  Matchpoints (-1 .. +1 per
 * comparison) average, as the principles have it (section 2.3):
 * overall = (bid + play) / 2, and the lead is on the play's scale; with
 * Valet 1.1's options they add up as IMPs do.  On an artificial score
 * everything but overall and butler is 0.
 *
 * def_overall, def_bid and def_butler: what the defending pair (East-
 * West on a passed-out board) is credited with, seen from it: -overall,
 * -bid and -butler, except on a board with a split score, where each
 * side is compared with the results of its own side (Law 12C1f) and the
 * two need not balance, and on an artificial score, where overall and
 * butler are North-South's equivalent of its percentage and the
 * defenders' are East-West's. */
typedef struct {
  double overall;
  double butler;
  double bid;
  double play;
  double lead;
  double def;
  double def_overall;
  double def_bid;
  double def_butler;
} ValetEntryValues;

/* The bits of an entry's number of the values kept apart: room for 268
 * million distinct sets of values, 20 GB of them. */
#define VALET_ENTRY_APART_BITS 28

/* How an entry's def (the defence but the lead) is worked out from its
 * play and its lead, which it always is where the entry is not kept
 * apart: the matchpoints' -play - lead in double precision, the IMPs'
 * in single, or a zero of either sign (the sign prints: "-0.00"). */
typedef enum {
  VALET_ENTRY_DEF_REST_DOUBLE = 0,
  VALET_ENTRY_DEF_REST_FLOAT,
  VALET_ENTRY_DEF_ZERO,
  VALET_ENTRY_DEF_MINUS_ZERO
} ValetEntryDef;

typedef struct {
  guint  result;    /* index of the result in the tournament */
  /* 0 when the numbers are those in @kept, the defenders' being the
   * negations; else the number of the ValetEntryValues kept apart for
   * this entry (a split or artificial score, a board's matchpoints
   * factored for the tables missing), read by the accessors.  Scoring
   * works in single precision, as the reference does, so nearly every
   * number is a float: kept as floats, with the flags below in one word,
   * the defence worked out again from the play and the lead and the
   * weight read from the result (valet_entry_weight()), an entry takes
   * 28 bytes, not 64, which at ten million results is 360 MB. */
  guint  apart : VALET_ENTRY_APART_BITS;
  /* ValetScoredSide: the pairs the entry credits (one side's line of a
   * split score credits that side only). */
  guint  side : 2;
  /* ValetEntryDef: how def follows from the play and the lead. */
  guint  def_from : 2;
  /* Read them through the accessors below, never directly. */
  struct {
    float overall, butler, bid, play, lead;
  } kept;
} ValetEntry;

/* The weight of entry @e of result @r (its result, e->result): an
 * outcome of a weighted score counts this share of a board; 1 otherwise,
 * and for an artificial score.  A float, the result's own. */
static inline double
valet_entry_weight (const ValetEntry *e, const ValetResult *r)
{
  if (r->kind == VALET_RESULT_ARTIFICIAL || !(r->weight > 0))
    return 1;
  return r->weight;
}

/* The values kept apart as number @apart (e->apart), in @out. */
void valet_entry_values_apart (guint apart, ValetEntryValues *out);

/* Every number of @e. */
void valet_entry_values     (const ValetEntry *e,
                             ValetEntryValues *out);
/* Sets every number of @e: as floats where each is one (to the bit:
 * -0.0 is kept as it prints) and the defenders' are the negations, else
 * kept apart.  The values kept apart are never freed, like interned
 * strings: the same values are kept once, however many entries or runs
 * have them, so that scoring the same tournament again takes no more
 * room. */
void valet_entry_set_values (ValetEntry             *e,
                             const ValetEntryValues *values);

/* def where the entry is not kept apart. */
static inline double
valet_entry_kept_def (const ValetEntry *e)
{
  switch (e->def_from)
    {
    case VALET_ENTRY_DEF_REST_DOUBLE:
      return -(double) e->kept.play - (double) e->kept.lead;
    case VALET_ENTRY_DEF_REST_FLOAT:
      return -e->kept.play - e->kept.lead;
    case VALET_ENTRY_DEF_ZERO:
      return 0.0;
    default:
      return -0.0;
    }
}

#define VALET_ENTRY_ACCESSOR(field, from_kept)                          \
  static inline double                                                  \
  valet_entry_##field (const ValetEntry *e)                             \
  {                                                                     \
    ValetEntryValues v;                                                 \
    if (G_LIKELY (e->apart == 0))                                       \
      return from_kept;                                                 \
    valet_entry_values_apart (e->apart, &v);                            \
    return v.field;                                                     \
  }

VALET_ENTRY_ACCESSOR (overall, e->kept.overall)
VALET_ENTRY_ACCESSOR (butler, e->kept.butler)
VALET_ENTRY_ACCESSOR (bid, e->kept.bid)
VALET_ENTRY_ACCESSOR (play, e->kept.play)
VALET_ENTRY_ACCESSOR (lead, e->kept.lead)
VALET_ENTRY_ACCESSOR (def, valet_entry_kept_def (e))
VALET_ENTRY_ACCESSOR (def_overall, -(double) e->kept.overall)
VALET_ENTRY_ACCESSOR (def_bid, -(double) e->kept.bid)
VALET_ENTRY_ACCESSOR (def_butler, -(double) e->kept.butler)

#undef VALET_ENTRY_ACCESSOR

/* Sets the defenders' values of @e, after its own (overall, bid,
 * butler), as valet_entry_set_values() does. */
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
