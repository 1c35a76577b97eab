/* valet-usebio-deals.c: the deals of a USEBIO file's boards (HANDSET and
 * section BOARDs with HANDs), kept in the tournament.
 *
 * valet-usebio-reader.c keeps a board's HANDs as one text, "EAST:AQ974.
 * A74.AJ8.K2 NORTH:..." (directions sorted), by section or for the event;
 * valet-usebio-sections.c numbers the rounds so that different deals of
 * one board number are never one board.  Here each traveller line's deal
 * is kept for its board: the first deal of a board number for every
 * round (round 0), another deal for the line's own round. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "valet-usebio-private.h"

/* The hands text as PBN's Deal, "N:...", or NULL. */
static char *
pbn_deal (const char *hands)
{
  g_auto (GStrv) parts = g_strsplit (hands, " ", -1);
  const char *by_seat[4] = { NULL, NULL, NULL, NULL };

  for (guint i = 0; parts[i]; i++)
    {
      ValetSeat seat;
      const char *colon = strchr (parts[i], ':');
      if (colon == NULL || !valet_seat_from_letter (parts[i][0], &seat) || by_seat[seat])
        return NULL;
      by_seat[seat] = colon + 1;
    }
  for (guint seat = 0; seat < 4; seat++)
    if (by_seat[seat] == NULL)
      by_seat[seat] = "-";
  return g_strdup_printf ("N:%s %s %s %s", by_seat[0], by_seat[1], by_seat[2], by_seat[3]);
}

void
valet_usebio_keep_deals (UsebioRecords *u)
{
  g_autoptr (GHashTable) bad = g_hash_table_new (g_direct_hash, g_direct_equal);

  for (guint i = 0; i < u->lines->len; i++)
    {
      const UsebioLine *l = g_ptr_array_index (u->lines, i);
      GHashTable *hands = l->section >= 0
                          ? ((UsebioScope *) g_ptr_array_index (u->sections, l->section))->hands
                          : NULL;
      gpointer board = GUINT_TO_POINTER (l->board);
      const char *text = hands ? g_hash_table_lookup (hands, board) : NULL;
      if (text == NULL && u->event_hands)
        text = g_hash_table_lookup (u->event_hands, board);
      if (text == NULL || !l->board_ok || g_hash_table_contains (bad, text))
        continue;

      g_autofree char *pbn = pbn_deal (text);
      g_autofree char *why = NULL;
      ValetDeal deal;
      if (pbn == NULL || !valet_deal_parse_partial (pbn, &deal, &why))
        {
          g_hash_table_add (bad, (gpointer) text);   /* said once */
          valet_diagnostics_warn (u->diag, u->file, l->line,
                                  /* Translators: the board, the hands as read, and
                                   * what is wrong with them. */
                                  _("board %u: its HANDs (%s) are not a whole deal: %s "
                                    "(expected four HANDs, North, East, South and West, "
                                    "of 13 cards)"), l->board, text,
                                  why ? why : _("a direction is not North, East, South "
                                                "or West, or is given twice"));
          continue;
        }
      if (!valet_deal_is_whole (&deal))
        continue;   /* hands left out: nothing to keep */
      const ValetBoardDeal *first = valet_tournament_get_deal (u->t, 0, l->board);
      if (first == NULL)
        valet_tournament_set_deal (u->t, 0, l->board, &deal, u->file, l->line, u->diag);
      else if (!valet_deal_equal (&first->deal, &deal))
        valet_tournament_set_deal (u->t, l->round, l->board, &deal, u->file, l->line, u->diag);
    }
}
