/* valet-bridge.c: contract scores, vulnerability, IMPs and matchpoints. */
#include "valet-bridge.h"

#include <string.h>

gboolean
valet_seat_is_ns (ValetSeat seat)
{
  return seat == VALET_NORTH || seat == VALET_SOUTH;
}

static const char seat_letters[] = "NESW";

/* Where @letter (either case) stands in @letters, or -1: the letters
 * of seats, denominations and ranks are read back by their place. */
static int
letter_place (const char *letters, char letter)
{
  const char *p = letter ? strchr (letters, g_ascii_toupper (letter)) : NULL;
  return p ? (int) (p - letters) : -1;
}

char
valet_seat_letter (ValetSeat seat)
{
  return seat <= VALET_WEST ? seat_letters[seat] : '?';
}

gboolean
valet_seat_from_letter (char letter, ValetSeat *seat)
{
  int place = letter_place (seat_letters, letter);

  if (place < 0)
    return FALSE;
  *seat = (ValetSeat) place;
  return TRUE;
}

gboolean
valet_denom_from_letter (char letter, ValetDenom *denom)
{
  /* In the order of ValetDenom. */
  int place = letter_place ("SHDCN", letter);

  if (place < 0)
    return FALSE;
  *denom = (ValetDenom) place;
  return TRUE;
}

const char *
valet_denom_short_name (ValetDenom denom)
{
  static const char *const names[] = { "S", "H", "D", "C", "NT" };
  return denom <= VALET_NOTRUMP ? names[denom] : "?";
}

const char *
valet_multiplier_suffix (ValetMultiplier mult)
{
  static const char *const names[] = { "", "X", "XX" };
  return mult <= VALET_REDOUBLED ? names[mult] : "?";
}

const char *
valet_denom_symbol (ValetDenom denom)
{
  static const char *const symbols[] = { "\u2660", "\u2665", "\u2666", "\u2663", "NT" };
  return denom <= VALET_NOTRUMP ? symbols[denom] : "?";
}

char *
valet_contract_symbols (guint level, ValetDenom denom, ValetMultiplier mult)
{
  if (level == 0)
    return g_strdup ("");
  return g_strdup_printf ("%u%s%s", level, valet_denom_symbol (denom),
                          valet_multiplier_suffix (mult));
}

guint
valet_contract_rank (guint level, ValetDenom denom, ValetMultiplier mult)
{
  /* The enum lists the denominations from spades down, as results
   * print them; the auction ranks them from clubs up. */
  static const guint auction[] = {
    [VALET_CLUBS] = 0, [VALET_DIAMONDS] = 1, [VALET_HEARTS] = 2, [VALET_SPADES] = 3,
    [VALET_NOTRUMP] = 4,
  };

  if (level == 0 || denom > VALET_NOTRUMP)
    return 0;
  return (level * 5 + auction[denom]) * 3 + MIN ((guint) mult, 2) + 1;
}

int
valet_tricks_over (guint level, guint tricks)
{
  if (level == 0)
    return -VALET_TRICK_SLOTS;
  return (int) tricks - (int) (level + 6);
}

char *
valet_tricks_relative (guint level, guint tricks)
{
  int delta = valet_tricks_over (level, tricks);

  if (level == 0)
    return g_strdup ("");
  if (delta == 0)
    return g_strdup ("=");
  /* U+2212: "−1" lines up with "+1" in tabular figures, a hyphen does not. */
  return g_strdup_printf ("%s%d", delta > 0 ? "+" : "\u2212", ABS (delta));
}

char *
valet_card_symbols (ValetDenom suit, guint rank)
{
  if (rank < 2 || rank > 14 || suit >= VALET_NOTRUMP)
    return g_strdup ("");
  return g_strdup_printf ("%s%c", valet_denom_symbol (suit), valet_rank_letter (rank));
}

static const char rank_letters[] = "23456789TJQKA";

char
valet_rank_letter (guint rank)
{
  return rank >= 2 && rank <= 14 ? rank_letters[rank - 2] : '?';
}

gboolean
valet_rank_from_letter (char c, guint *rank)
{
  int place = letter_place (rank_letters, c);

  if (place < 0)
    return FALSE;
  *rank = (guint) place + 2;
  return TRUE;
}

gboolean
valet_board_vulnerable (guint board, ValetSeat seat)
{
  /* Within each block of 16 boards the vulnerability rotates None, NS,
   * EW, All, shifted by one step every four boards. */
  static const char cycle[16][3] = {
    "EW", "--", "NS", "EW", "AL", "NS", "EW", "AL",
    "--", "EW", "AL", "--", "NS", "AL", "--", "NS",
  };
  const char *v = cycle[board % 16];

  if (v[0] == 'A')
    return TRUE;
  if (v[0] == '-')
    return FALSE;
  return (v[0] == 'N') == valet_seat_is_ns (seat);
}

static int
trick_value (ValetDenom denom)
{
  return (denom == VALET_CLUBS || denom == VALET_DIAMONDS) ? 20 : 30;
}

static int
undertrick_penalty (ValetMultiplier mult, gboolean vul, int down)
{
  if (mult == VALET_UNDOUBLED)
    return (vul ? 100 : 50) * down;

  /* Doubled: not vulnerable 100, 200, 200, then 300 each;
   * vulnerable 200, then 300 each.  Redoubled is twice that. */
  int penalty = 0;
  for (int k = 1; k <= down; k++)
    {
      if (vul)
        penalty += (k == 1) ? 200 : 300;
      else
        penalty += (k == 1) ? 100 : (k <= 3 ? 200 : 300);
    }
  return mult == VALET_REDOUBLED ? 2 * penalty : penalty;
}

int
valet_contract_score (guint level, ValetDenom denom, ValetMultiplier mult,
                      gboolean vul, guint tricks)
{
  if (level == 0)
    return 0;

  int needed = (int) level + 6;
  int delta = (int) tricks - needed;
  if (delta < 0)
    return -undertrick_penalty (mult, vul, -delta);

  int factor = 1 << mult;   /* 1, 2, 4 */
  int points = trick_value (denom) * (int) level;
  if (denom == VALET_NOTRUMP)
    points += 10;
  points *= factor;

  int score = points;
  score += points >= 100 ? (vul ? 500 : 300) : 50;
  if (level == 6)
    score += vul ? 750 : 500;
  else if (level == 7)
    score += vul ? 1500 : 1000;
  if (mult == VALET_DOUBLED)
    score += 50;
  else if (mult == VALET_REDOUBLED)
    score += 100;

  if (mult == VALET_UNDOUBLED)
    score += delta * trick_value (denom);
  else
    score += delta * (vul ? 200 : 100) * (factor / 2);

  return score;
}

int
valet_ns_score (guint level, ValetDenom denom, ValetMultiplier mult,
                ValetSeat declarer, gboolean vul, guint tricks)
{
  int s = valet_contract_score (level, denom, mult, vul, tricks);
  return valet_seat_is_ns (declarer) ? s : -s;
}

/* Upper ends of the IMP steps, in points: a rounded difference above
 * scale[k] is worth at least k+1 IMPs. */
static const int imp_scale[VALET_IMP_STEPS] = {
  10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590,
  740, 890, 1090, 1290, 1490, 1740, 1990, 2240, 2490, 2990, 3490, 3990,
};

void
valet_imp_thresholds (gboolean round_down, int thresholds[VALET_IMP_STEPS])
{
  /* Rounded to nearest, d rounds above s (a multiple of 10) exactly when
   * d >= s + 5; rounded down, when d >= s + 10. */
  for (int k = 0; k < VALET_IMP_STEPS; k++)
    thresholds[k] = imp_scale[k] + (round_down ? 10 : 5);
}

int
valet_imps (int difference, gboolean round_down)
{
  int v = difference < 0 ? -difference : difference;
  int bump = round_down ? 10 : 5;
  int imps = 0;

  while (imps < VALET_IMP_STEPS && v >= imp_scale[imps] + bump)
    imps++;
  return difference < 0 ? -imps : imps;
}

int
valet_mp_compare (int difference)
{
  return (difference > 0) - (difference < 0);
}
