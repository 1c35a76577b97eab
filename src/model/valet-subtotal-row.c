/* valet-subtotal-row.c: a pair's results added up by round, opponents or
 * player. */
#define G_LOG_DOMAIN "valet-subtotal-row"

#include "config.h"

#include <math.h>

#include "valet-result-row.h"
#include "valet-subtotal-row.h"
#include "valet-number-fields.h"

struct _ValetSubtotalRow
{
  GObject parent_instance;
  char   *label;
  guint   order, boards;
  double  overall, bid, declaring, play1, play2, lead, lead1, lead2, defence;
  guint   n_declaring, n_play1, n_play2, n_lead, n_lead1, n_lead2, n_defence;
};

G_DEFINE_FINAL_TYPE (ValetSubtotalRow, valet_subtotal_row, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LABEL,
  N_PROPS
};

/* As in ValetPairRow: the numbers are read-only properties found at an
 * offset in the instance, following PROP_LABEL in this order. */
#define D(n, f) { n, G_STRUCT_OFFSET (ValetSubtotalRow, f), TRUE }
#define U(n, f) { n, G_STRUCT_OFFSET (ValetSubtotalRow, f), FALSE }
static const ValetNumberField fields[] = {
  U ("order", order), U ("boards", boards),
  D ("overall", overall), D ("bid", bid),
  D ("declaring", declaring), U ("n-declaring", n_declaring),
  D ("play1", play1), U ("n-play1", n_play1),
  D ("play2", play2), U ("n-play2", n_play2),
  D ("lead", lead), U ("n-lead", n_lead),
  D ("lead1", lead1), U ("n-lead1", n_lead1),
  D ("lead2", lead2), U ("n-lead2", n_lead2),
  D ("defence", defence), U ("n-defence", n_defence),
};
#undef D
#undef U

static GParamSpec *properties[N_PROPS + G_N_ELEMENTS (fields)];

static void
valet_subtotal_row_finalize (GObject *object)
{
  g_free (VALET_SUBTOTAL_ROW (object)->label);
  G_OBJECT_CLASS (valet_subtotal_row_parent_class)->finalize (object);
}

static void
valet_subtotal_row_get_property (GObject *object, guint prop_id, GValue *value,
                                 GParamSpec *pspec)
{
  ValetSubtotalRow *self = VALET_SUBTOTAL_ROW (object);

  if (prop_id == PROP_LABEL)
    g_value_set_string (value, self->label);
  else if (prop_id >= N_PROPS
           && valet_number_fields_get (fields, G_N_ELEMENTS (fields), object,
                                       prop_id - N_PROPS, value))
    ;
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
valet_subtotal_row_class_init (ValetSubtotalRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = valet_subtotal_row_finalize;
  object_class->get_property = valet_subtotal_row_get_property;

  properties[PROP_LABEL] = g_param_spec_string ("label", NULL, NULL, NULL, flags);
  valet_number_fields_init_specs (fields, G_N_ELEMENTS (fields), properties + N_PROPS);
  g_object_class_install_properties (object_class, G_N_ELEMENTS (properties), properties);
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
