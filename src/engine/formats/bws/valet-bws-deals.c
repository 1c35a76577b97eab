/* valet-bws-deals.c: a Bridgemate file's hand records.
 *
 * HandRecord gives each board's deal by section (Section, Board, then
 * NorthSpades ... WestClubs, each a suit's cards as letters);
 * HandEvaluation, where Bridgemate Control Software made it, the
 * double-dummy tricks of each seat and strain (NorthSpades ...
 * WestNotrump), kept as the file's table to compare with the solver's.
 * A board number whose sections give different deals is kept for none of
 * them: the results do not say which section's results are whose. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "valet-bws-private.h"

static const char *const seat_names[4] = { "North", "East", "South", "West" };
static const char *const strain_names[5] = { "Spades", "Hearts", "Diamonds", "Clubs",
                                             "Notrump" };

typedef struct {
  guint     board;
  ValetDeal deal;
  gboolean  ambiguous;   /* sections give different deals */
  gboolean  has_dd;
  guint8    dd[5][4];
} BoardDeal;

typedef struct {
  GHashTable *boards;    /* board -> BoardDeal */
  GPtrArray  *columns;
} Collect;

static gboolean
board_number (const char *text, guint *board)
{
  char *end;
  long v = text ? strtol (text, &end, 10) : 0;
  if (text == NULL || end == text || *end != '\0' || v < 1 || v > VALET_MAX_BOARD)
    return FALSE;
  *board = (guint) v;
  return TRUE;
}

static void
hand_row (Bws *b, const char *const *values, gpointer data)
{
  Collect *c = data;
  guint board;
  ValetDeal deal;
  GString *text = g_string_new ("N:");

  if (!board_number (values[1], &board))
    {
      g_string_free (text, TRUE);
      return;
    }
  for (guint seat = 0; seat < 4; seat++)
    for (guint suit = 0; suit < 4; suit++)
      {
        const char *cards = values[2 + seat * 4 + suit];
        g_string_append (text, cards ? cards : "");
        g_string_append_c (text, suit < 3 ? '.' : ' ');
      }
  g_autofree char *pbn = g_string_free (text, FALSE);
  g_autofree char *why = NULL;
  if (!valet_deal_parse (pbn, &deal, &why))
    {
      valet_diagnostics_warn (b->diag, b->file, 0,
                              /* Translators: the board, then what is wrong. */
                              _("board %u: its HandRecord is not a whole deal: %s (expected "
                                "13 cards in each hand, each card once)"), board, why);
      return;
    }
  BoardDeal *known = g_hash_table_lookup (c->boards, GUINT_TO_POINTER (board));
  if (known == NULL)
    {
      known = g_new0 (BoardDeal, 1);
      known->board = board;
      known->deal = deal;
      g_hash_table_insert (c->boards, GUINT_TO_POINTER (board), known);
    }
  else if (!valet_deal_equal (&known->deal, &deal))
    known->ambiguous = TRUE;
}

static void
evaluation_row (Bws *b, const char *const *values, gpointer data)
{
  Collect *c = data;
  guint board;
  (void) b;

  if (!board_number (values[1], &board))
    return;
  BoardDeal *known = g_hash_table_lookup (c->boards, GUINT_TO_POINTER (board));
  if (known == NULL || known->has_dd)
    return;
  for (guint seat = 0; seat < 4; seat++)
    for (guint strain = 0; strain < 5; strain++)
      {
        guint tricks;
        const char *v = values[2 + seat * 5 + strain];
        char *end;
        long t = v ? strtol (v, &end, 10) : -1;
        if (v == NULL || end == v || *end != '\0' || t < 0 || t > 13)
          return;
        tricks = (guint) t;
        known->dd[strain][seat] = (guint8) tricks;
      }
  known->has_dd = TRUE;
}

/* "Section", "Board", then each seat's strains (or suits). */
static const char *const *
columns_of (GPtrArray *names, guint n_strains)
{
  g_ptr_array_set_size (names, 0);
  g_ptr_array_add (names, g_strdup ("Section"));
  g_ptr_array_add (names, g_strdup ("Board"));
  for (guint seat = 0; seat < 4; seat++)
    for (guint strain = 0; strain < n_strains; strain++)
      g_ptr_array_add (names, g_strconcat (seat_names[seat], strain_names[strain], NULL));
  return (const char *const *) names->pdata;
}

void
valet_bws_keep_deals (Bws *b)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  Collect c = { g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free), names };

  /* The columns first: arguments have no order of evaluation. */
  const char *const *columns = columns_of (names, 4);
  if (valet_bws_each_row (b, "HandRecord", columns, names->len, hand_row, &c))
    {
      columns = columns_of (names, 5);
      valet_bws_each_row (b, "HandEvaluation", columns, names->len, evaluation_row, &c);
    }
  GHashTableIter it;
  gpointer v;
  g_hash_table_iter_init (&it, c.boards);
  while (g_hash_table_iter_next (&it, NULL, &v))
    {
      const BoardDeal *d = v;
      if (d->ambiguous)
        continue;
      ValetBoardDeal *kept = valet_tournament_set_deal (b->t, 0, d->board, &d->deal, b->file,
                                                        0, b->diag);
      if (kept && d->has_dd)
        {
          memcpy (kept->dd, d->dd, sizeof kept->dd);
          kept->has_dd = TRUE;
        }
    }
  g_hash_table_unref (c.boards);
}
