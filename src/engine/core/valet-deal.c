/* valet-deal.c: deals as four hands of suit masks, and their PBN text. */
#include "config.h"
#include "valet-deal.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#define ALL_RANKS 0x7ffc   /* bits 2 .. 14 */

/* Reads one hand, "AKQ.T98.765.432", up to white space or the end;
 * FALSE with @why set when a character is not a card or a suit is
 * missing.  @p is left after the hand. */
static gboolean
parse_hand (const char **p, guint16 hand[4], char **why)
{
  const char *s = *p;
  guint suit = 0;

  memset (hand, 0, 4 * sizeof hand[0]);
  for (; *s && !g_ascii_isspace (*s); s++)
    {
      guint rank;
      if (*s == '.')
        {
          if (++suit > 3)
            {
              *why = g_strdup (_("a hand has more than four suits"));
              return FALSE;
            }
          continue;
        }
      if (*s == '1' && s[1] == '0')   /* "10" for the ten */
        {
          rank = 10;
          s++;
        }
      else if (!valet_rank_from_letter (*s, &rank))
        {
          *why = g_strdup_printf (_("'%c' is not a card"), *s);
          return FALSE;
        }
      if (hand[suit] & (1u << rank))
        {
          *why = g_strdup_printf (_("the %s %c is given twice"),
                                  valet_denom_short_name ((ValetDenom) suit),
                                  valet_rank_letter (rank));
          return FALSE;
        }
      hand[suit] |= (guint16) (1u << rank);
    }
  if (suit != 3)
    {
      *why = g_strdup (_("a hand does not give its four suits"));
      return FALSE;
    }
  *p = s;
  return TRUE;
}

static gboolean deal_parse (const char *text, ValetDeal *deal, gboolean whole, char **why);

gboolean
valet_deal_parse (const char *text, ValetDeal *deal, char **why)
{
  return deal_parse (text, deal, TRUE, why);
}

gboolean
valet_deal_parse_partial (const char *text, ValetDeal *deal, char **why)
{
  return deal_parse (text, deal, FALSE, why);
}

gboolean
valet_deal_is_whole (const ValetDeal *deal)
{
  for (guint seat = 0; seat < 4; seat++)
    {
      guint n = 0;
      for (guint suit = 0; suit < 4; suit++)
        n += (guint) __builtin_popcount (deal->cards[seat][suit]);
      if (n != 13)
        return FALSE;
    }
  return TRUE;
}

static gboolean
deal_parse (const char *text, ValetDeal *deal, gboolean whole, char **why)
{
  ValetSeat first;
  const char *p = text;
  int missing = -1;
  char *dummy = NULL;

  if (why == NULL)
    why = &dummy;
  *why = NULL;
  memset (deal, 0, sizeof *deal);
  while (g_ascii_isspace (*p))
    p++;
  if (!valet_seat_from_letter (p[0], &first) || p[1] != ':')
    {
      *why = g_strdup (_("it does not start with the first hand's seat (N:, E:, S: or W:)"));
      goto fail;
    }
  p += 2;
  for (guint k = 0; k < 4; k++)
    {
      ValetSeat seat = (first + k) % 4;
      while (g_ascii_isspace (*p))
        p++;
      if (*p == '\0')
        {
          *why = g_strdup (_("it gives fewer than four hands"));
          goto fail;
        }
      if (*p == '-' && (p[1] == '\0' || g_ascii_isspace (p[1])))
        {
          if (missing >= 0 && whole)
            {
              *why = g_strdup (_("more than one hand is left out"));
              goto fail;
            }
          missing = missing >= 0 ? 4 : (int) seat;   /* 4: several, none decided */
          p++;
          continue;
        }
      if (!parse_hand (&p, deal->cards[seat], why))
        goto fail;
    }
  while (g_ascii_isspace (*p))
    p++;
  if (*p != '\0')
    {
      *why = g_strdup (_("it gives more than four hands"));
      goto fail;
    }
  for (guint suit = 0; suit < 4; suit++)
    {
      guint16 seen = 0;
      for (guint seat = 0; seat < 4; seat++)
        {
          if (seen & deal->cards[seat][suit])
            {
              *why = g_strdup_printf (_("a card of %s is in two hands"),
                                      valet_denom_short_name ((ValetDenom) suit));
              goto fail;
            }
          seen |= deal->cards[seat][suit];
        }
      if (missing >= 0 && missing < 4)
        deal->cards[missing][suit] = (guint16) (ALL_RANKS & ~seen);
    }
  for (guint seat = 0; seat < 4; seat++)
    {
      guint n = 0;
      for (guint suit = 0; suit < 4; suit++)
        n += (guint) __builtin_popcount (deal->cards[seat][suit]);
      if (n > 13 || (whole && n != 13))
        {
          *why = g_strdup_printf (_("%c's hand has %u cards, not 13"),
                                  valet_seat_letter ((ValetSeat) seat), n);
          goto fail;
        }
    }
  g_free (dummy);
  return TRUE;

fail:
  g_free (dummy);
  memset (deal, 0, sizeof *deal);
  return FALSE;
}

static void
append_suit (GString *out, guint16 mask)
{
  for (guint rank = 14; rank >= 2; rank--)
    if (mask & (1u << rank))
      g_string_append_c (out, valet_rank_letter (rank));
}

char *
valet_deal_suit_text (const ValetDeal *deal, ValetSeat seat, ValetDenom suit)
{
  GString *out = g_string_new (NULL);
  g_return_val_if_fail (seat < 4 && suit < 4, g_string_free (out, FALSE));
  append_suit (out, deal->cards[seat][suit]);
  return g_string_free (out, FALSE);
}

char *
valet_deal_to_pbn (const ValetDeal *deal, ValetSeat first)
{
  GString *out = g_string_new (NULL);

  g_string_append_c (out, valet_seat_letter (first));
  g_string_append_c (out, ':');
  for (guint k = 0; k < 4; k++)
    {
      ValetSeat seat = (first + k) % 4;
      if (k > 0)
        g_string_append_c (out, ' ');
      for (guint suit = 0; suit < 4; suit++)
        {
          if (suit > 0)
            g_string_append_c (out, '.');
          append_suit (out, deal->cards[seat][suit]);
        }
    }
  return g_string_free (out, FALSE);
}

gboolean
valet_deal_equal (const ValetDeal *a, const ValetDeal *b)
{
  return memcmp (a->cards, b->cards, sizeof a->cards) == 0;
}

guint
valet_deal_hash (const ValetDeal *deal)
{
  guint h = 5381;
  for (guint seat = 0; seat < 4; seat++)
    for (guint suit = 0; suit < 4; suit++)
      h = h * 33 + deal->cards[seat][suit];
  return h;
}

int
valet_deal_holder (const ValetDeal *deal, ValetDenom suit, guint rank)
{
  if (suit > VALET_CLUBS || rank < 2 || rank > 14)
    return -1;
  for (guint seat = 0; seat < 4; seat++)
    if (deal->cards[seat][suit] & (1u << rank))
      return (int) seat;
  return -1;
}

guint
valet_deal_hcp (const ValetDeal *deal, ValetSeat seat)
{
  guint hcp = 0;
  for (guint suit = 0; suit < 4; suit++)
    for (guint rank = 11; rank <= 14; rank++)
      if (deal->cards[seat][suit] & (1u << rank))
        hcp += rank - 10;
  return hcp;
}

ValetSeat
valet_board_dealer (guint board)
{
  return (ValetSeat) ((board + 3) % 4);
}

ValetVulnerability
valet_board_vulnerability (guint board)
{
  gboolean ns = valet_board_vulnerable (board, VALET_NORTH);
  gboolean ew = valet_board_vulnerable (board, VALET_EAST);
  return ns ? (ew ? VALET_VUL_BOTH : VALET_VUL_NS) : (ew ? VALET_VUL_EW : VALET_VUL_NONE);
}

gboolean
valet_vulnerability_from_pbn (const char *text, ValetVulnerability *vul)
{
  static const struct { const char *name; ValetVulnerability vul; } names[] = {
    { "None", VALET_VUL_NONE }, { "Love", VALET_VUL_NONE }, { "-", VALET_VUL_NONE },
    { "NS", VALET_VUL_NS }, { "EW", VALET_VUL_EW },
    { "All", VALET_VUL_BOTH }, { "Both", VALET_VUL_BOTH },
  };
  g_autofree char *t = g_strstrip (g_strdup (text ? text : ""));

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_ascii_strcasecmp (t, names[i].name) == 0)
      {
        *vul = names[i].vul;
        return TRUE;
      }
  return FALSE;
}

const char *
valet_vulnerability_pbn (ValetVulnerability vul)
{
  static const char *const names[] = { "None", "NS", "EW", "All" };
  return vul <= VALET_VUL_BOTH ? names[vul] : "None";
}

const char *
valet_deal_seat_name (ValetSeat seat)
{
  switch (seat)
    {
    case VALET_NORTH: return _("North");
    case VALET_EAST: return _("East");
    case VALET_SOUTH: return _("South");
    default: return _("West");
    }
}

const char *
valet_vulnerability_name (ValetVulnerability vul)
{
  switch (vul)
    {
    case VALET_VUL_NS: return _("N-S");
    case VALET_VUL_EW: return _("E-W");
    case VALET_VUL_BOTH: return _("Both");
    default: return _("None");
    }
}

gboolean
valet_vulnerability_of (ValetVulnerability vul, ValetSeat seat)
{
  return vul == VALET_VUL_BOTH
         || (vul == VALET_VUL_NS && valet_seat_is_ns (seat))
         || (vul == VALET_VUL_EW && !valet_seat_is_ns (seat));
}
