/* valet-run-rows.c: a run's rows, made and kept. */
#include "valet-run-rows.h"

#include "valet-board-row.h"
#include "valet-known-boards.h"
#include "valet-pair-lists.h"
#include "valet-pair-row.h"
#include "valet-player-row.h"

static int
board_order (gconstpointer a, gconstpointer b)
{
  ValetBoardRow *x = *(ValetBoardRow **) a, *y = *(ValetBoardRow **) b;
  guint xr = valet_board_row_get_round (x), yr = valet_board_row_get_round (y);
  guint xb = valet_board_row_get_board (x), yb = valet_board_row_get_board (y);

  if (xr != yr)
    return xr < yr ? -1 : 1;
  return xb < yb ? -1 : xb > yb;
}

/* The rows of the lists, made from @run. */
static void
make_rows (ValetRunRows *output, ValetSource *source)
{
  ValetRun *run = output->run;
  ValetTournament *t = valet_run_tournament (run);
  const ValetOptions *options = valet_run_options (run);

  for (guint b = 0; b < valet_run_n_boards (run); b++)
    g_ptr_array_add (output->boards, valet_board_row_new (source, run, b));
  /* Boards the file knows of without a result, listed too so that the
   * director can give one (Add Result…); in playing order with the rest. */
  g_autoptr (GArray) empty = valet_known_boards_without_result (run);
  if (empty->len > 0)
    {
      for (guint i = 0; i < empty->len; i++)
        {
          const ValetKnownBoard *k = &g_array_index (empty, ValetKnownBoard, i);
          g_ptr_array_add (output->boards,
                           valet_board_row_new_empty (source, run, k->round, k->board));
        }
      g_ptr_array_sort (output->boards, board_order);
    }
  /* The run ranks the pairs with enough boards in ranking order: a
   * pair's rank is its place among them, shared when tied.  The pairs
   * with too few boards come after them, in the same order, unranked,
   * as a published ranking lists them below a rule. */
  /* Where the movement has several lists (a Mitchell's two directions,
   * sections), a pair's rank is its rank in its list. */
  g_autoptr (ValetPairLists) lists = valet_tournament_has_pair_labels (t)
                                     ? valet_pair_lists_new_for_run (run) : NULL;
  if (lists && valet_pair_lists_n (lists) < 2)
    g_clear_pointer (&lists, valet_pair_lists_free);
  for (guint position = 0; position < valet_run_n_ranked (run); position++)
    {
      const ValetPairScore *p = valet_run_ranked (run, position);
      g_autofree char *name = valet_run_pair_name (run, p);
      gboolean tied = FALSE;
      guint rank = lists ? valet_pair_lists_rank_of (lists, position, &tied)
                         : valet_run_shared_rank (run, position, &tied);
      gboolean separable = lists ? valet_pair_lists_separable (lists, position)
                                 : valet_run_separable (run, position);
      ValetPairRow *row = valet_pair_row_new (run, rank, tied, separable, p, name);
      if (lists)
        valet_pair_row_set_list (row, valet_pair_lists_list_of (lists, p));
      g_ptr_array_add (output->pairs, row);
    }
  for (guint i = 0; i < valet_run_n_unranked (run); i++)
    {
      const ValetPairScore *p = valet_run_unranked (run, i);
      g_autofree char *name = valet_run_pair_name (run, p);
      ValetPairRow *row = valet_pair_row_new (run, 0, FALSE, TRUE, p, name);
      if (lists)
        valet_pair_row_set_list (row, valet_pair_lists_list_of (lists, p));
      g_ptr_array_add (output->pairs, row);
    }
  for (guint i = 0; i < valet_tournament_n_players (t); i++)
    {
      const ValetPlayerTotals *p = valet_run_player_totals (run, i);
      if (p->boards == 0)
        continue;
      ValetPlayerRow *row = valet_player_row_new (valet_tournament_player_tag (t, i),
                                                  valet_tournament_player_display_name (t, i),
                                                  options->scoring, p->boards, p->play,
                                                  p->n_play, p->lead, p->n_lead);
      g_autofree char *note = valet_run_placeholder_note (run, i);
      valet_player_row_set_note (row, note);
      g_ptr_array_add (output->players, row);
    }
}

ValetRunRows *
valet_run_rows_new (ValetSource *source, const ValetOptions *options,
                    GCancellable *cancellable)
{
  ValetRunRows *rows = g_new0 (ValetRunRows, 1);

  rows->source = g_object_ref (source);
  rows->scoring = options->scoring;
  rows->boards = g_ptr_array_new_with_free_func (g_object_unref);
  rows->pairs = g_ptr_array_new_with_free_func (g_object_unref);
  rows->players = g_ptr_array_new_with_free_func (g_object_unref);
  /* The run keeps the source, and so its tournament, alive for as long
   * as the charts or an export read it.  A newer run stops this one
   * between boards. */
  rows->run = valet_run_new (valet_source_get_tournament (source), options,
                             g_object_ref (source), g_object_unref,
                             (ValetCancelledFunc) g_cancellable_is_cancelled, cancellable);
  if (valet_run_is_cancelled (rows->run))
    {
      valet_run_rows_free (rows);
      return NULL;
    }
  make_rows (rows, source);
  return rows;
}

void
valet_run_rows_free (ValetRunRows *rows)
{
  if (rows == NULL)
    return;
  g_clear_object (&rows->source);
  g_clear_pointer (&rows->run, valet_run_unref);
  g_ptr_array_unref (rows->pairs);
  g_ptr_array_unref (rows->players);
  g_ptr_array_unref (rows->boards);
  g_free (rows);
}

/* How the rows of a list are told apart from one run to the next, and
 * brought up to date. */
typedef void (*RowUpdate) (gpointer row, gpointer from);

typedef struct {
  GHashFunc  hash;
  GEqualFunc equal;
  RowUpdate  update;
} RowKind;

static const RowKind row_kinds[] = {
  [VALET_ROW_BOARD] = { valet_board_row_hash, valet_board_row_equal,
                        (RowUpdate) valet_board_row_update },
  [VALET_ROW_PLAYER] = { valet_player_row_hash, valet_player_row_equal,
                         (RowUpdate) valet_player_row_update },
  [VALET_ROW_PAIR] = { valet_pair_row_hash, valet_pair_row_equal,
                       (RowUpdate) valet_pair_row_update },
};

GPtrArray *
valet_run_rows_keep (GListStore *store, GPtrArray *fresh, ValetRowKind which)
{
  const RowKind *kind = &row_kinds[which];
  GListModel *model = G_LIST_MODEL (store);
  guint n = g_list_model_get_n_items (model);
  g_autoptr (GHashTable) old = g_hash_table_new_full (kind->hash, kind->equal,
                                                      g_object_unref, NULL);
  GPtrArray *rows = g_ptr_array_new_full (fresh->len, g_object_unref);

  for (guint i = 0; i < n; i++)
    g_hash_table_add (old, g_list_model_get_item (model, i));
  for (guint i = 0; i < fresh->len; i++)
    {
      gpointer row = g_hash_table_lookup (old, fresh->pdata[i]);

      if (row != NULL)
        kind->update (row, fresh->pdata[i]);
      else
        row = fresh->pdata[i];
      g_ptr_array_add (rows, g_object_ref (row));
    }
  return rows;
}
