/* valet-deal-set.c: the deals of a tournament, by round and board. */
#include "config.h"
#include "valet-deal-set.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

struct _ValetDealSet {
  GPtrArray  *deals;    /* ValetBoardDeal *, owned */
  GHashTable *index;    /* key (round, board) -> ValetBoardDeal * */
  gboolean    sorted;
};

static guint64
key_of (guint round, guint board)
{
  return ((guint64) round << 32) | board;
}

static void
board_deal_free (gpointer data)
{
  ValetBoardDeal *d = data;
  g_free (d->file);
  g_free (d->par_contracts);
  g_free (d);
}

static guint
key_hash (gconstpointer k)
{
  const ValetBoardDeal *d = k;
  return g_int64_hash ((gint64[]) { (gint64) key_of (d->round, d->board) });
}

static gboolean
key_equal (gconstpointer a, gconstpointer b)
{
  const ValetBoardDeal *x = a, *y = b;
  return x->round == y->round && x->board == y->board;
}

ValetDealSet *
valet_deal_set_new (void)
{
  ValetDealSet *set = g_new0 (ValetDealSet, 1);
  set->deals = g_ptr_array_new_with_free_func (board_deal_free);
  set->index = g_hash_table_new (key_hash, key_equal);
  set->sorted = TRUE;
  return set;
}

void
valet_deal_set_free (ValetDealSet *set)
{
  if (set == NULL)
    return;
  g_hash_table_unref (set->index);
  g_ptr_array_unref (set->deals);
  g_free (set);
}

ValetDealSet *
valet_deal_set_copy (ValetDealSet *src)
{
  ValetDealSet *set = valet_deal_set_new ();
  for (guint i = 0; i < src->deals->len; i++)
    {
      const ValetBoardDeal *from = g_ptr_array_index (src->deals, i);
      ValetBoardDeal *d = g_memdup2 (from, sizeof *from);
      d->file = g_strdup (from->file);
      d->par_contracts = g_strdup (from->par_contracts);
      g_ptr_array_add (set->deals, d);
      g_hash_table_add (set->index, d);
    }
  set->sorted = src->sorted;
  return set;
}

ValetBoardDeal *
valet_deal_set_add (ValetDealSet *set, guint round, guint board, const ValetDeal *deal,
                    const char *file, guint line, ValetDiagnostics *diag)
{
  ValetBoardDeal probe = { .round = round, .board = board };
  ValetBoardDeal *d = g_hash_table_lookup (set->index, &probe);

  if (d != NULL)
    {
      if (valet_deal_equal (&d->deal, deal))
        return d;
      if (diag)
        valet_diagnostics_warn (diag, file, line,
                                /* Translators: the board; the place of its first
                                 * deal, "file.pbn" and its line. */
                                _("board %u is given another deal here than at %s:%u; "
                                  "the first one is kept (expected the same cards for "
                                  "one board)"),
                                board, d->file ? d->file : "", d->line);
      return NULL;
    }
  d = g_new0 (ValetBoardDeal, 1);
  d->deal = *deal;
  d->round = round;
  d->board = board;
  d->dealer = valet_board_dealer (board);
  d->vulnerability = valet_board_vulnerability (board);
  d->file = g_strdup (file);
  d->line = line;
  g_ptr_array_add (set->deals, d);
  g_hash_table_add (set->index, d);
  set->sorted = FALSE;
  return d;
}

const ValetBoardDeal *
valet_deal_set_find (ValetDealSet *set, guint round, guint board)
{
  ValetBoardDeal probe = { .round = round, .board = board };
  const ValetBoardDeal *d = g_hash_table_lookup (set->index, &probe);

  if (d == NULL && round != 0)
    {
      probe.round = 0;
      d = g_hash_table_lookup (set->index, &probe);
    }
  return d;
}

guint
valet_deal_set_size (ValetDealSet *set)
{
  return set->deals->len;
}

static int
compare_deals (gconstpointer a, gconstpointer b)
{
  const ValetBoardDeal *x = *(ValetBoardDeal *const *) a, *y = *(ValetBoardDeal *const *) b;
  if (x->board != y->board)
    return x->board < y->board ? -1 : 1;
  return x->round < y->round ? -1 : x->round > y->round ? 1 : 0;
}

void
valet_deal_set_sort (ValetDealSet *set)
{
  if (!set->sorted)
    {
      g_ptr_array_sort (set->deals, compare_deals);
      set->sorted = TRUE;
    }
}

const ValetBoardDeal *
valet_deal_set_nth (ValetDealSet *set, guint index)
{
  g_return_val_if_fail (index < set->deals->len, NULL);
  valet_deal_set_sort (set);
  return g_ptr_array_index (set->deals, index);
}
