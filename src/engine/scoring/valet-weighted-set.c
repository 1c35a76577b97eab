/* valet-weighted-set.c: sorted scores with prefix sums of their weights. */
#include "valet-weighted-set.h"

#include <stdlib.h>

typedef struct {
  int    value;
  double weight;
} Item;

struct _ValetWeightedSet {
  GArray *items;    /* Item; sorted and merged once sealed */
  double *prefix;   /* prefix[k] = weight of items[0 .. k-1] */
  guint   prefix_len;
  double  total;
  gboolean sealed;
};

ValetWeightedSet *
valet_weighted_set_new (void)
{
  ValetWeightedSet *set = g_new0 (ValetWeightedSet, 1);
  set->items = g_array_new (FALSE, FALSE, sizeof (Item));
  return set;
}

void
valet_weighted_set_free (ValetWeightedSet *set)
{
  if (set == NULL)
    return;
  g_array_unref (set->items);
  g_free (set->prefix);
  g_free (set);
}

void
valet_weighted_set_clear (ValetWeightedSet *set)
{
  g_array_set_size (set->items, 0);
  set->total = 0;
  set->sealed = FALSE;
}

void
valet_weighted_set_add (ValetWeightedSet *set, int value, double weight)
{
  Item it = { value, weight };
  g_array_append_val (set->items, it);
  set->sealed = FALSE;
}

static int
item_compare (const void *a, const void *b)
{
  const Item *x = a, *y = b;
  return (x->value > y->value) - (x->value < y->value);
}

void
valet_weighted_set_seal (ValetWeightedSet *set)
{
  GArray *a = set->items;
  if (a->len > 1)   /* an empty array may have no storage at all */
    qsort (a->data, a->len, sizeof (Item), item_compare);

  guint out = 0;
  for (guint i = 0; i < a->len; i++)
    {
      Item it = g_array_index (a, Item, i);
      if (out > 0 && g_array_index (a, Item, out - 1).value == it.value)
        g_array_index (a, Item, out - 1).weight += it.weight;
      else
        g_array_index (a, Item, out++) = it;
    }
  g_array_set_size (a, out);

  if (set->prefix_len < out + 1)
    {
      set->prefix_len = out + 1;
      set->prefix = g_renew (double, set->prefix, set->prefix_len);
    }
  set->prefix[0] = 0;
  for (guint i = 0; i < out; i++)
    set->prefix[i + 1] = set->prefix[i] + g_array_index (a, Item, i).weight;
  set->total = set->prefix[out];
  set->sealed = TRUE;
}

double
valet_weighted_set_total (const ValetWeightedSet *set)
{
  return set->total;
}

/* Number of items whose value is < x (strict) or <= x. */
static guint
count_below (const ValetWeightedSet *set, int x, gboolean inclusive)
{
  const Item *items = (const Item *) set->items->data;
  guint lo = 0, hi = set->items->len;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      gboolean below = inclusive ? items[mid].value <= x : items[mid].value < x;
      if (below)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

gboolean
valet_weighted_set_contains (const ValetWeightedSet *set, int value)
{
  g_return_val_if_fail (set->sealed, FALSE);
  guint k = count_below (set, value, FALSE);
  return k < set->items->len
    && g_array_index (set->items, Item, k).value == value;
}

double
valet_weighted_set_imp_sum (const ValetWeightedSet *set, int x,
                            const int *thresholds)
{
  g_return_val_if_fail (set->sealed, 0);
  double sum = 0;

  /* IMPs(x - v) = #steps with x - v >= c, minus #steps with v - x >= c. */
  for (int k = 0; k < VALET_IMP_STEPS; k++)
    {
      int c = thresholds[k];
      double at_or_below = set->prefix[count_below (set, x - c, TRUE)];
      double at_or_above = set->total - set->prefix[count_below (set, x + c, FALSE)];
      if (at_or_below == 0 && at_or_above == 0)
        break;   /* no score this far away: larger steps add nothing */
      sum += at_or_below - at_or_above;
    }
  return sum;
}

double
valet_weighted_set_mp_sum (const ValetWeightedSet *set, int x)
{
  g_return_val_if_fail (set->sealed, 0);
  double below = set->prefix[count_below (set, x, FALSE)];
  double above = set->total - set->prefix[count_below (set, x, TRUE)];
  return below - above;
}
