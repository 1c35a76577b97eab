/* valet-hand-record.c: the hand record as text. */
#include "config.h"
#include "valet-hand-record.h"

static const char suit_letters[] = "SHDC";
/* The width of a side hand's column, and the indent of North and South. */
#define SIDE_WIDTH 28
#define MIDDLE     16

static void
append_suit_line (GString *out, const ValetDeal *deal, ValetSeat seat, guint suit)
{
  g_autofree char *cards = valet_deal_suit_text (deal, seat, suit);
  g_string_append_printf (out, "%c %s", suit_letters[suit], cards[0] ? cards : "-");
}

static void
append_diagram (GString *out, const ValetDeal *deal)
{
  for (guint suit = 0; suit < 4; suit++)
    {
      g_string_append_printf (out, "%*s", MIDDLE, "");
      append_suit_line (out, deal, VALET_NORTH, suit);
      g_string_append_c (out, '\n');
    }
  for (guint suit = 0; suit < 4; suit++)
    {
      gsize start = out->len;
      append_suit_line (out, deal, VALET_WEST, suit);
      while (out->len - start < SIDE_WIDTH)
        g_string_append_c (out, ' ');
      append_suit_line (out, deal, VALET_EAST, suit);
      g_string_append_c (out, '\n');
    }
  for (guint suit = 0; suit < 4; suit++)
    {
      g_string_append_printf (out, "%*s", MIDDLE, "");
      append_suit_line (out, deal, VALET_SOUTH, suit);
      g_string_append_c (out, '\n');
    }
}

static void
append_table (GString *out, const ValetDdTable *table)
{
  static const ValetDenom order[5] = { VALET_NOTRUMP, VALET_SPADES, VALET_HEARTS,
                                       VALET_DIAMONDS, VALET_CLUBS };
  static const ValetSeat seats[4] = { VALET_NORTH, VALET_SOUTH, VALET_EAST, VALET_WEST };

  g_string_append (out, "\n     ");
  for (guint k = 0; k < 5; k++)
    g_string_append_printf (out, "%4s", valet_denom_short_name (order[k]));
  g_string_append_c (out, '\n');
  for (guint s = 0; s < 4; s++)
    {
      g_string_append_printf (out, "%c    ", valet_seat_letter (seats[s]));
      for (guint k = 0; k < 5; k++)
        g_string_append_printf (out, "%4u", table->tricks[order[k]][seats[s]]);
      g_string_append_c (out, '\n');
    }
}

void
valet_append_hand_records (GString *out, ValetTournament *t, const ValetDdTable *tables)
{
  for (guint i = 0; i < valet_tournament_n_deals (t); i++)
    {
      const ValetBoardDeal *d = valet_tournament_deal (t, i);
      if (i > 0)
        g_string_append_c (out, '\n');
      g_string_append_printf (out, "Board %u", d->board);
      if (d->round > 0)
        g_string_append_printf (out, " (round %u)", d->round);
      g_string_append_printf (out, "    Dealer %c    Vulnerable %s\n\n",
                              valet_seat_letter (d->dealer),
                              valet_vulnerability_pbn (d->vulnerability));
      append_diagram (out, &d->deal);
      g_string_append_printf (out, "HCP  N %u  E %u  S %u  W %u\n",
                              valet_deal_hcp (&d->deal, VALET_NORTH),
                              valet_deal_hcp (&d->deal, VALET_EAST),
                              valet_deal_hcp (&d->deal, VALET_SOUTH),
                              valet_deal_hcp (&d->deal, VALET_WEST));
      if (tables == NULL)
        continue;
      append_table (out, &tables[i]);
      ValetDdPar par = { 0 };
      if (valet_dd_par (&tables[i], d->dealer, d->vulnerability, &par, NULL))
        g_string_append_printf (out, "Par  NS %d: %s\n", par.score, par.contracts);
      valet_dd_par_clear (&par);
    }
}
