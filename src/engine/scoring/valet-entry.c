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
  /* The defenders' values are the negations: def_apart stays 0. */
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
  double def = valet_adjusted_value (o, r->percent[1]);
  valet_entry_set_def (e, def, 0, def);
}

G_STATIC_ASSERT (sizeof (ValetEntry) == 64);

/* The defenders' values kept apart: each distinct three once, found by
 * their bits, numbered from 1 in the order they came.  Boards are
 * scored in worker threads while the window reads entries: one lock. */
typedef struct {
  double v[3];
} Apart;

static GMutex apart_lock;
static GPtrArray *apart_values;         /* of Apart, by number - 1 */
static GHashTable *apart_numbers;       /* Apart -> its number */

static guint
apart_hash (gconstpointer key)
{
  const guint32 *w = key;
  guint h = 5381;
  for (guint i = 0; i < sizeof (Apart) / sizeof (guint32); i++)
    h = h * 33 + w[i];
  return h;
}

static gboolean
apart_equal (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (Apart)) == 0;
}

void
valet_entry_set_def (ValetEntry *e, double def_overall, double def_bid, double def_butler)
{
  Apart key;
  memset (&key, 0, sizeof key);
  key.v[0] = def_overall;
  key.v[1] = def_bid;
  key.v[2] = def_butler;

  /* The negations to the bit (a sign of zero included) need no room. */
  Apart negated = { { -e->overall, -e->bid, -e->butler } };
  if (memcmp (&key, &negated, sizeof key) == 0)
    {
      e->def_apart = 0;
      return;
    }

  g_mutex_lock (&apart_lock);
  if (apart_values == NULL)
    {
      apart_values = g_ptr_array_new ();
      apart_numbers = g_hash_table_new (apart_hash, apart_equal);
    }
  guint number = GPOINTER_TO_UINT (g_hash_table_lookup (apart_numbers, &key));
  if (number == 0)
    {
      /* Numbers are guint; four thousand million distinct values would
       * take 100 GB before this could wrap. */
      Apart *kept = g_memdup2 (&key, sizeof key);
      g_ptr_array_add (apart_values, kept);
      number = apart_values->len;
      g_hash_table_insert (apart_numbers, kept, GUINT_TO_POINTER (number));
    }
  g_mutex_unlock (&apart_lock);
  e->def_apart = number;
}

void
valet_entry_def_apart (guint apart, double out[3])
{
  g_mutex_lock (&apart_lock);
  g_assert (apart_values != NULL && apart > 0 && apart <= apart_values->len);
  const Apart *kept = g_ptr_array_index (apart_values, apart - 1);
  memcpy (out, kept->v, sizeof kept->v);
  g_mutex_unlock (&apart_lock);
}

