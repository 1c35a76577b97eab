/* valet-subtotal-row.c: a pair's results added up by round, opponents or
 * player. */
#define G_LOG_DOMAIN "valet-subtotal-row"

#include "config.h"

#include <math.h>

#include "valet-result-row.h"
#include "valet-row-fields.h"
#include "valet-subtotal-row.h"

struct _ValetSubtotalRow
{
  GObject parent_instance;
  char   *label;
  guint   order, boards;
  double  overall, bid, declaring, play1, play2, lead, lead1, lead2, defence;
  guint   n_declaring, n_play1, n_play2, n_lead, n_lead1, n_lead2, n_defence;
};

G_DEFINE_FINAL_TYPE (ValetSubtotalRow, valet_subtotal_row, G_TYPE_OBJECT)

#define F(name, member, kind) VALET_ROW_FIELD (ValetSubtotalRow, name, member, kind)
static const ValetRowField fields[] = {
  F ("label", label, STRING),
  F ("order", order, UINT), F ("boards", boards, UINT),
  F ("overall", overall, DOUBLE), F ("bid", bid, DOUBLE),
  F ("declaring", declaring, DOUBLE), F ("n-declaring", n_declaring, UINT),
  F ("play1", play1, DOUBLE), F ("n-play1", n_play1, UINT),
  F ("play2", play2, DOUBLE), F ("n-play2", n_play2, UINT),
  F ("lead", lead, DOUBLE), F ("n-lead", n_lead, UINT),
  F ("lead1", lead1, DOUBLE), F ("n-lead1", n_lead1, UINT),
  F ("lead2", lead2, DOUBLE), F ("n-lead2", n_lead2, UINT),
  F ("defence", defence, DOUBLE), F ("n-defence", n_defence, UINT),
};
#undef F

static void
valet_subtotal_row_class_init (ValetSubtotalRowClass *klass)
{
  valet_row_fields_install (G_OBJECT_CLASS (klass), fields, G_N_ELEMENTS (fields));
}

static void
valet_subtotal_row_init (ValetSubtotalRow *self)
{
}

static void
add (double *sum, guint *n, double value)
{
  if (isnan (value))
    return;
  *sum += value;
  (*n)++;
}

static ValetSubtotalRow *
row_for (GPtrArray *rows, GHashTable *index, const char *label, guint order)
{
  ValetSubtotalRow *row = g_hash_table_lookup (index, label);

  if (row == NULL)
    {
      row = g_object_new (VALET_TYPE_SUBTOTAL_ROW, NULL);
      row->label = g_strdup (label);
      row->order = order;
      g_ptr_array_add (rows, row);
      g_hash_table_insert (index, row->label, row);
    }
  return row;
}

static void
add_result (ValetSubtotalRow *row, ValetResultRow *result, const guint players[2])
{
  double overall, bid, play, lead, defence;
  guint declarer = valet_result_row_get_declarer_player (result);
  guint leader = valet_result_row_get_leader_player (result);

  g_object_get (result, "overall", &overall, "bid", &bid, "play", &play, "lead", &lead,
                "defence", &defence, NULL);
  row->boards++;
  row->overall += overall;
  row->bid += bid;
  add (&row->declaring, &row->n_declaring, play);
  add (&row->lead, &row->n_lead, lead);
  add (&row->defence, &row->n_defence, defence);
  if (declarer == players[0])
    add (&row->play1, &row->n_play1, play);
  else if (declarer == players[1])
    add (&row->play2, &row->n_play2, play);
  if (leader == players[0])
    add (&row->lead1, &row->n_lead1, lead);
  else if (leader == players[1])
    add (&row->lead2, &row->n_lead2, lead);
}

static double
mean (double sum, guint n)
{
  return n > 0 ? sum / n : 0;
}

static void
make_averages (ValetSubtotalRow *row)
{
  if (!isnan (row->overall))
    {
      row->overall = mean (row->overall, row->boards);
      row->bid = mean (row->bid, row->boards);
    }
  row->declaring = mean (row->declaring, row->n_declaring);
  row->play1 = mean (row->play1, row->n_play1);
  row->play2 = mean (row->play2, row->n_play2);
  row->lead = mean (row->lead, row->n_lead);
  row->lead1 = mean (row->lead1, row->n_lead1);
  row->lead2 = mean (row->lead2, row->n_lead2);
  if (!isnan (row->defence))
    row->defence = mean (row->defence, row->n_defence);
}

static int
compare_order (gconstpointer a, gconstpointer b)
{
  const ValetSubtotalRow *x = *(ValetSubtotalRow *const *) a;
  const ValetSubtotalRow *y = *(ValetSubtotalRow *const *) b;

  return (x->order > y->order) - (x->order < y->order);
}

GListModel *
valet_subtotal_rows_group (GListModel *results, ValetSubtotalGroup group,
                           const guint players[2], const char *const names[2],
                           gboolean average)
{
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GHashTable) index = g_hash_table_new (g_str_hash, g_str_equal);
  GListStore *store = g_list_store_new (VALET_TYPE_SUBTOTAL_ROW);
  guint n = g_list_model_get_n_items (results);

  g_return_val_if_fail (G_IS_LIST_MODEL (results), G_LIST_MODEL (store));

  if (group == VALET_SUBTOTAL_PLAYER)
    {
      /* Only the hands each one declared and the leads each one made are
       * his own; the rest belongs to the pair. */
      for (guint p = 0; p < 2; p++)
        {
          ValetSubtotalRow *row = g_object_new (VALET_TYPE_SUBTOTAL_ROW, NULL);

          row->label = g_strdup (names[p]);
          row->order = p;
          g_ptr_array_add (rows, row);
          row->overall = row->bid = row->defence = NAN;
          row->boards = n;
        }
      for (guint i = 0; i < n; i++)
        {
          g_autoptr (ValetResultRow) result = g_list_model_get_item (results, i);
          guint declarer = valet_result_row_get_declarer_player (result);
          guint leader = valet_result_row_get_leader_player (result);
          double play, lead;

          g_object_get (result, "play", &play, "lead", &lead, NULL);
          for (guint p = 0; p < 2; p++)
            {
              ValetSubtotalRow *row = rows->pdata[p];
              if (declarer == players[p])
                add (&row->declaring, &row->n_declaring, play);
              if (leader == players[p])
                add (&row->lead, &row->n_lead, lead);
            }
        }
    }
  else
    for (guint i = 0; i < n; i++)
      {
        g_autoptr (ValetResultRow) result = g_list_model_get_item (results, i);
        guint round = valet_result_row_get_round (result);
        g_autofree char *label = NULL;
        ValetSubtotalRow *row;

        if (group == VALET_SUBTOTAL_ROUND)
          {
            label = g_strdup_printf ("%u", round);
            row = row_for (rows, index, label, round);
          }
        else
          /* Opponents in the order first met. */
          row = row_for (rows, index, valet_result_row_get_opponents (result),
                         rows->len + 1);
        add_result (row, result, players);
      }

  g_ptr_array_sort (rows, compare_order);
  for (guint i = 0; i < rows->len; i++)
    {
      if (average)
        make_averages (rows->pdata[i]);
      g_list_store_append (store, rows->pdata[i]);
    }
  return G_LIST_MODEL (store);
}

double
valet_subtotal_row_get_overall (ValetSubtotalRow *self)
{
  g_return_val_if_fail (VALET_IS_SUBTOTAL_ROW (self), 0);
  return self->overall;
}
