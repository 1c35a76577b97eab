/* valet-entry.c: a result's entry from its totals, or from an
 * artificial score. */
#include "config.h"

#include "valet-entry.h"

#include <string.h>

/* TRUE when the play averages with the bidding instead of adding to it.
 * The principles (section 2.3): "your bidding score is 70%. We would
 * like the average of your bidding and play score to be 60%, so this
 * must mean that your play was only worth 50%."  At IMPs, and with
 * Valet 1.1's numbers, total = bid + play. */
static gboolean
averages (const ValetOptions *o)
{
  return o->scoring == VALET_SCORING_MATCHPOINTS && !o->compat;
}

void
valet_entry_from_totals (const ValetOptions *o, const ValetResult *r, guint index,
                         double total, double plain, double bid, double lead,
                         ValetEntry *e)
{
  memset (e, 0, sizeof *e);
  e->result = index;
  e->weight = r->weight > 0 ? r->weight : 1;
  e->side = r->side;
  if (r->level == 0)
    {
      e->overall = e->bid = (float) total;
      e->butler = (float) plain;
    }
  else
    {
      /* Everything so far is seen from North-South.  The arithmetic is
       * the reference's, in single precision. */
      gboolean splits = o->lead && r->lead_rank > 0;
      float sign = valet_seat_is_ns (r->declarer) ? 1 : -1;
      float t = (float) total, b = (float) bid, l = splits ? (float) lead : 0;
      e->overall = sign * t;
      e->butler = sign * (float) plain;
      e->bid = sign * b;
      if (averages (o))
        {
          /* play = 2 total - bid.  The defence is the play's opposite,
           * as at IMPs; the lead's share of it is on the same scale,
           * twice what the lead moves the total, so that the lead and
           * the rest of the defence add up to the defence. */
          e->play = sign * (2 * t - b);
          e->lead = -sign * 2 * l;
          e->def = -e->play - e->lead;
        }
      else
        {
          e->play = sign * (t - b);
          e->lead = splits ? -sign * l : 0;
          e->def = splits ? sign * (b - t + l) : sign * (b - t);
        }
    }
  e->def_overall = -e->overall;
  e->def_bid = -e->bid;
  e->def_butler = -e->butler;
}

void
valet_entry_artificial (const ValetOptions *o, const ValetResult *r, guint index,
                        ValetEntry *e)
{
  memset (e, 0, sizeof *e);
  e->result = index;
  e->weight = 1;
  e->side = VALET_SIDE_BOTH;
  e->overall = e->butler = valet_adjusted_value (o, r->percent[0]);
  e->def_overall = e->def_butler = valet_adjusted_value (o, r->percent[1]);
}

