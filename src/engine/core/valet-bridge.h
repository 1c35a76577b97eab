/* valet-bridge.h: seats, denominations, contracts and their scores.
 *
 * Everything here is plain duplicate-bridge arithmetic: the score of a
 * contract, the vulnerability of a board, the IMP scale and the
 * matchpoint comparison.  Scores are always seen from North-South.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  VALET_NORTH = 0,
  VALET_EAST,
  VALET_SOUTH,
  VALET_WEST
} ValetSeat;

/* The order is the one used when printing results (S H D C NT), which is
 * also the order a "carried" lead suit defaults to (spades first). */
typedef enum {
  VALET_SPADES = 0,
  VALET_HEARTS,
  VALET_DIAMONDS,
  VALET_CLUBS,
  VALET_NOTRUMP
} ValetDenom;

typedef enum {
  VALET_UNDOUBLED = 0,
  VALET_DOUBLED,
  VALET_REDOUBLED
} ValetMultiplier;

/* The largest round and board numbers the readers take: far beyond any
 * event, small enough that sums and keys of them never overflow. */
#define VALET_MAX_ROUND 1000000
#define VALET_MAX_BOARD 1000000

#define VALET_MAX_TRICKS 13
#define VALET_TRICK_SLOTS 14

/* Number of steps in the IMP scale (0 .. 24 IMPs). */
#define VALET_IMP_STEPS 24

gboolean    valet_seat_is_ns            (ValetSeat seat);
char        valet_seat_letter           (ValetSeat seat);
/* The seat of the letter N, E, S or W (either case); FALSE for any
 * other. */
gboolean    valet_seat_from_letter      (char       letter,
                                         ValetSeat *seat);
const char *valet_denom_short_name      (ValetDenom denom);
/* The denomination of the letter S, H, D, C or N (notrump), either
 * case; FALSE for any other. */
gboolean    valet_denom_from_letter     (char        letter,
                                         ValetDenom *denom);
const char *valet_multiplier_suffix     (ValetMultiplier mult);
/* The denomination as a reader sees it: the suit's symbol, "♠", "♥",
 * "♦", "♣" (U+2660 .. U+2663, whose shapes tell the suits apart without
 * their colours), or "NT"; "?" for any other value. */
const char *valet_denom_symbol          (ValetDenom denom);
/* A contract for eyes: "4♥", "3NT", "2♠X"; "" for level 0 (passed
 * out: the caller says "Pass" in its own words). */
char       *valet_contract_symbols      (guint level, ValetDenom denom,
                                         ValetMultiplier mult);
/* The tricks of a contract at @level against what it needed: "=" made
 * exactly, "+1" an overtrick, "−2" two down (with U+2212, a minus as
 * wide as the figures); "" for level 0. */
char       *valet_tricks_relative       (guint level, guint tricks);
/* Keys that sort contracts and results as players rank them, not as
 * their texts would: by level, then denomination (clubs lowest, then
 * diamonds, hearts, spades, notrump), then undoubled, doubled,
 * redoubled; 0 for level 0 (passed out, below every contract). */
guint       valet_contract_rank         (guint level, ValetDenom denom,
                                         ValetMultiplier mult);
/* The tricks against the contract, as valet_tricks_relative() shows
 * them: 0 made exactly, 1 an overtrick, -2 two down; for level 0 below
 * every contract's (-VALET_TRICK_SLOTS). */
int         valet_tricks_over           (guint level, guint tricks);
/* A card for eyes, the suit's symbol and the rank: "♥7", "♠A", "♦T";
 * "" for a rank outside 2 .. 14 (no card). */
char       *valet_card_symbols          (ValetDenom suit, guint rank);
/* A card's rank (2 .. 14) as a letter, '2' .. '9', 'T', 'J', 'Q', 'K',
 * 'A'; '?' for any other number. */
char        valet_rank_letter           (guint rank);
/* The rank of the letter @c ('2' .. '9', 'T', 'J', 'Q', 'K', 'A', in
 * either case); FALSE for any other. */
gboolean    valet_rank_from_letter      (char c, guint *rank);

/* Vulnerability of the side of @seat on board @board (standard 16-board
 * cycle). */
gboolean    valet_board_vulnerable      (guint board, ValetSeat seat);

/* Score for the declaring side of @level @denom @mult making @tricks,
 * positive when the contract makes.  @level 0 (passed out) scores 0. */
int         valet_contract_score        (guint level, ValetDenom denom,
                                         ValetMultiplier mult,
                                         gboolean vulnerable, guint tricks);

/* The same, seen from North-South: negated when East or West declares. */
int         valet_ns_score              (guint level, ValetDenom denom,
                                         ValetMultiplier mult,
                                         ValetSeat declarer,
                                         gboolean vulnerable, guint tricks);

/* The smallest absolute score difference worth 1, 2, ... 24 IMPs.  With
 * @round_down the difference is rounded down to a multiple of 10 before
 * the scale is applied (375 -> 370); otherwise to the nearest (375 -> 380). */
void        valet_imp_thresholds        (gboolean round_down,
                                         int thresholds[VALET_IMP_STEPS]);

/* IMPs for a score difference, signed. */
int         valet_imps                  (int difference, gboolean round_down);

/* Matchpoint comparison in the reference's units: +1, 0 or -1. */
int         valet_mp_compare            (int difference);

G_END_DECLS
