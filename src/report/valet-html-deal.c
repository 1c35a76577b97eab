/* valet-html-deal.c: a board's deal on its page, as a hand diagram: the
 * four hands around the table (a grid of the style sheet's), each suit
 * after its symbol, each hand's high-card points, the dealer and who is
 * vulnerable in the middle. */
#include "config.h"

#include <glib/gi18n.h>

#include "valet-html-private.h"
#include "valet-report-dd.h"

static void
hand (GString *out, const ValetDeal *deal, ValetSeat seat)
{
  /* The class names the seat's place in the style sheet's grid. */
  static const char *const places[] = { "north", "east", "south", "west" };
  /* Translators: a hand's high-card points. */
  g_autofree char *hcp = g_strdup_printf (_("%u HCP"), valet_deal_hcp (deal, seat));

  g_string_append_printf (out, "<div class=\"hand %s\">", places[seat]);
  valet_html_element (out, "span", "seat", valet_deal_seat_name (seat));
  valet_html_put (out, " ");
  valet_html_element (out, "span", "hcp", hcp);
  for (ValetDenom suit = VALET_SPADES; suit <= VALET_CLUBS; suit++)
    {
      g_autofree char *cards = valet_deal_suit_text (deal, seat, suit);
      gboolean red = suit == VALET_HEARTS || suit == VALET_DIAMONDS;

      g_string_append_printf (out, "<br><span class=\"%s\">%s</span> ",
                              red ? "suit red" : "suit",
                              valet_denom_symbol (suit));
      /* A void as a dash, not a line left empty. */
      valet_html_put (out, cards[0] != '\0' ? cards : "\u2014");
    }
  valet_html_put (out, "</div>\n");
}

void
_valet_html_deal (GString *out, const ValetBoardDeal *deal)
{
  /* Translators: the board's dealer, a seat. */
  g_autofree char *dealer = g_strdup_printf (_("Dealer: %s"), valet_deal_seat_name (deal->dealer));
  /* Translators: who is vulnerable: "None", "N-S", "E-W" or "Both". */
  g_autofree char *vul = g_strdup_printf (_("Vulnerable: %s"),
                                          valet_vulnerability_name (deal->vulnerability));

  valet_html_put (out, "<div class=\"deal\" role=\"group\" aria-label=\"");
  valet_html_escape (out, _("Deal"));
  valet_html_put (out, "\">\n");
  for (ValetSeat seat = VALET_NORTH; seat <= VALET_WEST; seat++)
    hand (out, &deal->deal, seat);
  valet_html_put (out, "<div class=\"middle\">");
  valet_html_escape (out, dealer);
  valet_html_put (out, "<br>");
  valet_html_escape (out, vul);
  valet_html_put (out, "</div>\n</div>\n");
}

void
_valet_html_dd (GString *out, ValetReport *report, const ValetBoardDeal *deal)
{
  static const ValetDenom denoms[5] = { VALET_NOTRUMP, VALET_SPADES, VALET_HEARTS,
                                        VALET_DIAMONDS, VALET_CLUBS };
  static const ValetSeat seats[4] = { VALET_NORTH, VALET_SOUTH, VALET_EAST, VALET_WEST };
  const ValetDdTable *table = valet_report_dd_table (report, deal);
  g_autofree char *par = valet_report_dd_par_text (report, deal);

  if (table == NULL)
    return;
  valet_html_put (out, "<div class=\"dd\">\n<table class=\"dd\">\n<caption>");
  valet_html_escape (out, _("Double dummy"));
  /* The corner is a heading cell: an empty data cell shows a dash. */
  valet_html_put (out, "</caption>\n<thead><tr><th></th>");
  for (guint d = 0; d < 5; d++)
    {
      gboolean red = denoms[d] == VALET_HEARTS || denoms[d] == VALET_DIAMONDS;
      g_string_append_printf (out, "<th scope=\"col\"%s>%s</th>", red ? " class=\"red\"" : "",
                              denoms[d] == VALET_NOTRUMP ? valet_denom_short_name (denoms[d])
                                                         : valet_denom_symbol (denoms[d]));
    }
  valet_html_put (out, "</tr></thead>\n<tbody>\n");
  for (guint s = 0; s < 4; s++)
    {
      g_string_append_printf (out, "<tr><th scope=\"row\" title=\"");
      valet_html_escape (out, valet_deal_seat_name (seats[s]));
      g_string_append_printf (out, "\">%c</th>", valet_seat_letter (seats[s]));
      for (guint d = 0; d < 5; d++)
        g_string_append_printf (out, "<td>%u</td>", table->tricks[denoms[d]][seats[s]]);
      valet_html_put (out, "</tr>\n");
    }
  valet_html_put (out, "</tbody>\n</table>\n");
  if (par != NULL)
    valet_html_element (out, "p", "par", par);
  valet_html_put (out, "</div>\n");
}
