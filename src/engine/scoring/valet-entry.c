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
  ValetEntryValues v = { 0 };

  memset (e, 0, sizeof *e);
  e->result = index;
  e->side = r->side;
  if (r->level == 0)
    {
      v.overall = v.bid = (float) total;
      v.butler = (float) plain;
    }
  else
    {
      /* Everything so far is seen from North-South.  The arithmetic is
       * the reference's, in single precision. */
      gboolean splits = o->lead && r->lead_rank > 0;
      float sign = valet_seat_is_ns (r->declarer) ? 1 : -1;
      float t = (float) total, b = (float) bid, l = splits ? (float) lead : 0;
      v.overall = sign * t;
      v.butler = sign * (float) plain;
      v.bid = sign * b;
      if (averages (o))
        {
          /* play = 2 total - bid.  The defence is the play's opposite,
           * as at IMPs; the lead's share of it is on the same scale,
           * twice what the lead moves the total, so that the lead and
           * the rest of the defence add up to the defence. */
          v.play = sign * (2 * t - b);
          v.lead = -sign * 2 * l;
          v.def = -v.play - v.lead;
        }
      else
        {
          v.play = sign * (t - b);
          v.lead = splits ? -sign * l : 0;
          v.def = splits ? sign * (b - t + l) : sign * (b - t);
        }
    }
  /* The defenders' values are the negations. */
  v.def_overall = -v.overall;
  v.def_bid = -v.bid;
  v.def_butler = -v.butler;
  valet_entry_set_values (e, &v);
}

void
valet_entry_artificial (const ValetOptions *o, const ValetResult *r, guint index,
                        ValetEntry *e)
{
  ValetEntryValues v = { 0 };

  memset (e, 0, sizeof *e);
  e->result = index;
  e->side = VALET_SIDE_BOTH;
  v.overall = v.butler = valet_adjusted_value (o, r->percent[0]);
  v.def_overall = v.def_butler = valet_adjusted_value (o, r->percent[1]);
  v.def_bid = 0;
  valet_entry_set_values (e, &v);
}

G_STATIC_ASSERT (sizeof (ValetEntry) == 28);

/* Values kept apart: each distinct set once, found by its bits,
 * numbered from 1 in the order they came.  Boards are scored in worker
 * threads while the window reads entries: one lock. */
static GMutex apart_lock;
static GPtrArray *apart_values;         /* of ValetEntryValues, by number - 1 */
static GHashTable *apart_numbers;       /* ValetEntryValues -> its number */

static guint
apart_hash (gconstpointer key)
{
  const guint32 *w = key;
  guint h = 5381;
  for (guint i = 0; i < sizeof (ValetEntryValues) / sizeof (guint32); i++)
    h = h * 33 + w[i];
  return h;
}

static gboolean
apart_equal (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (ValetEntryValues)) == 0;
}

/* TRUE when @x is a float, to the bit. */
static gboolean
same_bits (double x, double y)
{
  return memcmp (&x, &y, sizeof x) == 0;
}

static gboolean
is_float (double x)
{
  return same_bits ((double) (float) x, x);
}

static guint
keep_apart (const ValetEntryValues *values)
{
  g_mutex_lock (&apart_lock);
  if (apart_values == NULL)
    {
      apart_values = g_ptr_array_new ();
      apart_numbers = g_hash_table_new (apart_hash, apart_equal);
    }
  guint number = GPOINTER_TO_UINT (g_hash_table_lookup (apart_numbers, values));
  if (number == 0)
    {
      /* An entry has VALET_ENTRY_APART_BITS for the number: the sets
       * of values would take 40 GB before it could wrap. */
      if (apart_values->len + 1 >= 1u << VALET_ENTRY_APART_BITS)
        g_error ("more than %u distinct sets of scores kept apart",
                 (1u << VALET_ENTRY_APART_BITS) - 1);
      ValetEntryValues *kept = g_memdup2 (values, sizeof *values);
      g_ptr_array_add (apart_values, kept);
      number = apart_values->len;
      g_hash_table_insert (apart_numbers, kept, GUINT_TO_POINTER (number));
    }
  g_mutex_unlock (&apart_lock);
  return number;
}

/* How @v's def follows from its play and lead (both floats), or -1. */
static int
def_from (const ValetEntryValues *v)
{
  float play = (float) v->play, lead = (float) v->lead;

  if (same_bits (v->def, -v->play - v->lead))
    return VALET_ENTRY_DEF_REST_DOUBLE;
  if (same_bits (v->def, -play - lead))
    return VALET_ENTRY_DEF_REST_FLOAT;
  if (same_bits (v->def, 0.0))
    return VALET_ENTRY_DEF_ZERO;
  if (same_bits (v->def, -0.0))
    return VALET_ENTRY_DEF_MINUS_ZERO;
  return -1;
}

void
valet_entry_set_values (ValetEntry *e, const ValetEntryValues *values)
{
  const ValetEntryValues *v = values;
  ValetEntryValues key;
  int from = -1;

  if (is_float (v->overall) && is_float (v->butler) && is_float (v->bid)
      && is_float (v->play) && is_float (v->lead) && (from = def_from (v)) >= 0
      && same_bits (v->def_overall, -v->overall) && same_bits (v->def_bid, -v->bid)
      && same_bits (v->def_butler, -v->butler))
    {
      e->apart = 0;
      e->def_from = (guint) from;
      e->kept.overall = (float) v->overall;
      e->kept.butler = (float) v->butler;
      e->kept.bid = (float) v->bid;
      e->kept.play = (float) v->play;
      e->kept.lead = (float) v->lead;
      return;
    }
  /* Nine doubles, no padding: the bits are the values' own. */
  memcpy (&key, v, sizeof key);
  e->apart = keep_apart (&key);
  e->def_from = 0;
  memset (&e->kept, 0, sizeof e->kept);
}

void
valet_entry_values (const ValetEntry *e, ValetEntryValues *out)
{
  if (e->apart != 0)
    {
      valet_entry_values_apart (e->apart, out);
      return;
    }
  out->overall = valet_entry_overall (e);
  out->butler = valet_entry_butler (e);
  out->bid = valet_entry_bid (e);
  out->play = valet_entry_play (e);
  out->lead = valet_entry_lead (e);
  out->def = valet_entry_def (e);
  out->def_overall = valet_entry_def_overall (e);
  out->def_bid = valet_entry_def_bid (e);
  out->def_butler = valet_entry_def_butler (e);
}

void
valet_entry_set_def (ValetEntry *e, double def_overall, double def_bid, double def_butler)
{
  ValetEntryValues v;

  valet_entry_values (e, &v);
  v.def_overall = def_overall;
  v.def_bid = def_bid;
  v.def_butler = def_butler;
  valet_entry_set_values (e, &v);
}

void
valet_entry_values_apart (guint apart, ValetEntryValues *out)
{
  g_mutex_lock (&apart_lock);
  g_assert (apart_values != NULL && apart > 0 && apart <= apart_values->len);
  *out = *(const ValetEntryValues *) g_ptr_array_index (apart_values, apart - 1);
  g_mutex_unlock (&apart_lock);
}
