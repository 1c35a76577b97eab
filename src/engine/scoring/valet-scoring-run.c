/* valet-scoring-run.c: drives the board scorer over a tournament. */
#include "valet-scoring-run.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  char  text[24];       /* "round|board" */
  guint index;
} BoardKey;

static int
board_key_compare (const void *a, const void *b)
{
  return strcmp (((const BoardKey *) a)->text, ((const BoardKey *) b)->text);
}

ValetRanking *
valet_score_tournament (ValetTournament *t, const ValetOptions *options,
                        ValetBoardFunc board_func, gpointer user_data)
{
  return valet_score_tournament_cancellable (t, options, board_func, user_data, NULL, NULL);
}

ValetRanking *
valet_score_tournament_cancellable (ValetTournament *t, const ValetOptions *options,
                                    ValetBoardFunc board_func, gpointer user_data,
                                    ValetCancelledFunc cancelled, gpointer cancelled_data)
{
  /* Scored, the results are read whole: nothing may change them now,
   * and the tables each player sits at are counted once. */
  valet_tournament_seal (t);
  guint n_boards = valet_tournament_n_boards (t);
  g_autofree BoardKey *keys = g_new (BoardKey, n_boards ? n_boards : 1);
  guint n_keys = 0, widest = 0;
  double most_tables = 0;

  for (guint b = 0; b < n_boards; b++)
    {
      const ValetBoard *board = valet_tournament_board (t, b);
      if (!valet_options_round_selected (options, board->round))
        continue;
      g_snprintf (keys[n_keys].text, sizeof keys[n_keys].text, "%u|%u",
                  board->round, board->board);
      keys[n_keys++].index = b;
      widest = MAX (widest, board->n_results);
      most_tables = MAX (most_tables, valet_board_tables (t, board));
    }
  qsort (keys, n_keys, sizeof (BoardKey), board_key_compare);

  ValetRanking *ranking = valet_ranking_new (t, options);
  g_autoptr (ValetBoardScorer) scorer = valet_board_scorer_new (options);
  valet_board_scorer_set_most_tables (scorer, most_tables);
  g_autofree ValetEntry *entries = g_new0 (ValetEntry, widest ? widest : 1);

  for (guint k = 0; k < n_keys && !(cancelled && cancelled (cancelled_data)); k++)
    {
      const ValetBoard *board = valet_tournament_board (t, keys[k].index);
      valet_board_scorer_score (scorer, t, board, entries);
      valet_ranking_add_board (ranking, entries, board->n_results);
      if (board_func)
        board_func (board, entries, board->n_results, user_data);
    }
  valet_ranking_finish (ranking);
  return ranking;
}

/* A partnership's key: its two players, the lower first. */
static gint64
partnership (guint a, guint b)
{
  return a < b ? ((gint64) a << 32) | b : ((gint64) b << 32) | a;
}

/* Adds @weight to a partnership's boards; a partnership with a
 * placeholder is no partnership, and is not counted. */
static void
count_board (GHashTable *counts, ValetTournament *t, guint a, guint b, double weight)
{
  if (valet_tournament_player_is_placeholder (t, a)
      || valet_tournament_player_is_placeholder (t, b))
    return;
  gint64 key = partnership (a, b);
  double *n = g_hash_table_lookup (counts, &key);
  if (n == NULL)
    {
      gint64 *k = g_new (gint64, 1);
      *k = key;
      n = g_new0 (double, 1);
      g_hash_table_insert (counts, k, n);
    }
  *n += weight;
}

guint
valet_most_boards_played (ValetTournament *t, const ValetOptions *options)
{
  g_autoptr (GHashTable) counts = g_hash_table_new_full (g_int64_hash, g_int64_equal,
                                                         g_free, g_free);
  GHashTableIter it;
  gpointer value;
  double most = 0;

  valet_tournament_seal (t);
  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    {
      const ValetResult *r = valet_tournament_result (t, i);
      if (!valet_options_round_selected (options, r->round))
        continue;
      /* The outcomes of a weighted score make one board together, and a
       * split score's line counts for its side only, as in the ranking. */
      if (r->side != VALET_SIDE_EW)
        count_board (counts, t, r->player[VALET_NORTH], r->player[VALET_SOUTH], r->weight);
      if (r->side != VALET_SIDE_NS)
        count_board (counts, t, r->player[VALET_EAST], r->player[VALET_WEST], r->weight);
    }
  g_hash_table_iter_init (&it, counts);
  while (g_hash_table_iter_next (&it, NULL, &value))
    most = MAX (most, *(double *) value);
  return (guint) lround (most);
}
