/* valet-known-boards.c: boards the event knows of that have no result. */
#include "valet-known-boards.h"

/* A gap wider than this between two boards of a round is not filled:
 * more than a session's boards, it says a numbering, not a board left
 * unplayed. */
#define MAX_GAP 32

static int
key_compare (gconstpointer a, gconstpointer b)
{
  const ValetKnownBoard *x = a, *y = b;
  if (x->round != y->round)
    return x->round < y->round ? -1 : 1;
  return x->board < y->board ? -1 : x->board > y->board;
}

typedef struct {
  const ValetOptions *options;   /* the rounds scored */
  GArray     *scored;   /* ValetKnownBoard with results, by round and number */
  GHashTable *seen;     /* round << 32 | board, as gint64 *: those so far */
  GArray     *found;
} Known;

static gboolean
add_seen (Known *k, guint round, guint board)
{
  gint64 *key = g_new (gint64, 1);
  *key = (gint64) round << 32 | board;
  return g_hash_table_add (k->seen, key);
}

static void
offer (Known *k, guint round, guint board)
{
  ValetKnownBoard key = { round, board };

  if (board != 0 && valet_options_round_selected (k->options, round)
      && add_seen (k, round, board))
    g_array_append_val (k->found, key);
}

/* The round of the board with results nearest @board in number, below
 * it first; FALSE when no board has results. */
static gboolean
nearest_round (Known *k, guint board, guint *round)
{
  guint below = 0, above = G_MAXUINT;
  guint below_round = 0, above_round = 0;

  for (guint i = 0; i < k->scored->len; i++)
    {
      const ValetKnownBoard *s = &g_array_index (k->scored, ValetKnownBoard, i);
      if (s->board <= board && s->board >= below)
        below = s->board, below_round = s->round;
      if (s->board > board && s->board < above)
        above = s->board, above_round = s->round;
    }
  if (below > 0)
    *round = below_round;
  else if (above != G_MAXUINT)
    *round = above_round;
  else
    return FALSE;
  return TRUE;
}

static gboolean
scored_in_any_round (Known *k, guint board)
{
  for (guint s = 0; s < k->scored->len; s++)
    if (g_array_index (k->scored, ValetKnownBoard, s).board == board)
      return TRUE;
  return FALSE;
}

GArray *
valet_known_boards_without_result (ValetRun *run)
{
  ValetTournament *t = valet_run_tournament (run);
  Known k;

  k.options = valet_run_options (run);

  k.scored = g_array_new (FALSE, FALSE, sizeof (ValetKnownBoard));
  k.found = g_array_new (FALSE, FALSE, sizeof (ValetKnownBoard));
  k.seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  /* Every round's boards with results, scored or not: a deal for every
   * round of a board that has results in a round not scored is not a
   * board without any. */
  for (guint i = 0; i < valet_tournament_n_boards (t); i++)
    {
      const ValetBoard *b = valet_tournament_board (t, i);
      ValetKnownBoard key = { b->round, b->board };
      g_array_append_val (k.scored, key);
      add_seen (&k, b->round, b->board);
    }

  /* Tables that sat down to the board and left no result. */
  for (guint i = 0; i < valet_tournament_n_unscored (t); i++)
    {
      const ValetResult *u = valet_tournament_unscored (t, i);
      offer (&k, u->round, u->board);
    }
  /* Hand records; one for every round names a board only where no
   * round has results on it. */
  for (guint i = 0; i < valet_tournament_n_deals (t); i++)
    {
      const ValetBoardDeal *d = valet_tournament_deal (t, i);
      guint round = d->round;

      if (round == 0 && (scored_in_any_round (&k, d->board)
                         || !nearest_round (&k, d->board, &round)))
        continue;
      offer (&k, round, d->board);
    }
  /* Numbers missing between two boards of a round that have results
   * (the tournament's boards are in order of round, then number). */
  for (guint i = 1; i < k.scored->len; i++)
    {
      const ValetKnownBoard *a = &g_array_index (k.scored, ValetKnownBoard, i - 1);
      const ValetKnownBoard *b = &g_array_index (k.scored, ValetKnownBoard, i);
      if (a->round != b->round || b->board - a->board > MAX_GAP + 1)
        continue;
      for (guint n = a->board + 1; n < b->board; n++)
        offer (&k, a->round, n);
    }
  g_array_sort (k.found, key_compare);
  g_hash_table_unref (k.seen);
  g_array_unref (k.scored);
  return k.found;
}
