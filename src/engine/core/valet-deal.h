/* valet-deal.h: a deal, the 52 cards as four hands.
 *
 * A deal is kept as one 16-bit mask per hand and suit, bit r for the
 * card of rank r (2 .. 14), the layout the double-dummy solver takes
 * (DDS's ddTableDeal), so a deal is 32 bytes and passes to it as it is.
 * Hands are by ValetSeat (North, East, South, West), suits by ValetDenom
 * (spades, hearts, diamonds, clubs).
 *
 * Text is PBN's Deal syntax: "N:AKQ.T98.765.432 ...", the first seat,
 * then the four hands clockwise from it, each its spades, hearts,
 * diamonds and clubs parted by dots ("-" for a whole hand left out,
 * which the other three then decide).
 */
#pragma once

#include <glib.h>
#include "valet-bridge.h"

G_BEGIN_DECLS

typedef struct {
  guint16 cards[4][4];   /* [ValetSeat][suit]: bit r for rank r */
} ValetDeal;

/* Who is vulnerable on a board. */
typedef enum {
  VALET_VUL_NONE = 0,
  VALET_VUL_NS,
  VALET_VUL_EW,
  VALET_VUL_BOTH
} ValetVulnerability;

/* Parses PBN's Deal text into @deal.  Returns FALSE, with what is wrong
 * in @why (translated; free with g_free) when it is not a whole deal:
 * 13 cards in each hand, each card once. */
gboolean           valet_deal_parse         (const char *text,
                                             ValetDeal  *deal,
                                             char      **why);
/* The same for a deal PBN allows with hands or cards left out (a
 * problem's diagram, "S:AQT73.KQ86.K82. - - -"): what is given must be
 * well formed, no hand over 13 cards, no card twice.  A hand "-" is
 * decided by the other three only when it is the one left out. */
gboolean           valet_deal_parse_partial (const char *text,
                                             ValetDeal  *deal,
                                             char      **why);
/* Whether every hand has its 13 cards. */
gboolean           valet_deal_is_whole      (const ValetDeal *deal);
/* The deal as PBN's Deal text, hands clockwise from @first. */
char              *valet_deal_to_pbn        (const ValetDeal *deal,
                                             ValetSeat        first);
/* One hand's suit as letters, highest first ("AKT2"; "" for a void). */
char              *valet_deal_suit_text     (const ValetDeal *deal,
                                             ValetSeat        seat,
                                             ValetDenom       suit);
gboolean           valet_deal_equal         (const ValetDeal *a,
                                             const ValetDeal *b);
guint              valet_deal_hash          (const ValetDeal *deal);
/* Who holds the card, or -1 when no hand does (not a whole deal). */
int                valet_deal_holder        (const ValetDeal *deal,
                                             ValetDenom       suit,
                                             guint            rank);
/* High-card points of the hand of @seat (A 4, K 3, Q 2, J 1). */
guint              valet_deal_hcp           (const ValetDeal *deal,
                                             ValetSeat        seat);

/* The dealer and vulnerability of board @board by the standard rotation
 * (dealer N E S W in turn from board 1; vulnerability in the 16-board
 * cycle). */
ValetSeat          valet_board_dealer       (guint board);
ValetVulnerability valet_board_vulnerability (guint board);
/* PBN's [Vulnerable] values: "None" (also "Love", "-"), "NS", "EW",
 * "All" (also "Both"), either case; FALSE for any other. */
gboolean           valet_vulnerability_from_pbn (const char         *text,
                                                 ValetVulnerability *vul);
/* "None", "NS", "EW" or "All", as PBN writes them. */
const char        *valet_vulnerability_pbn  (ValetVulnerability vul);
/* For hand diagrams, translated: "North" ... "West"; "None", "N-S",
 * "E-W" or "Both". */
const char        *valet_deal_seat_name     (ValetSeat seat);
const char        *valet_vulnerability_name (ValetVulnerability vul);
/* Whether the side of @seat is vulnerable. */
gboolean           valet_vulnerability_of   (ValetVulnerability vul,
                                             ValetSeat          seat);

G_END_DECLS
