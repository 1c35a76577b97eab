/* valet-result-fields.c: contract, declarer, tricks and lead fields. */
#include "config.h"
#include "valet-result-fields.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "valet-text-limit.h"

static const char contract_expected[] =
  N_("expected Pass, or a level 1-7, a denomination C, D, H, S or NT and "
     "optionally X or XX, e.g. 4S, 3NT, 2HX");

gboolean
valet_field_number (const char *text, guint max, guint *out)
{
  guint64 v = 0;

  if (text == NULL || *text == '\0')
    return FALSE;
  for (const char *s = text; *s; s++)
    {
      if (!g_ascii_isdigit (*s))
        return FALSE;
      v = v * 10 + (guint64) (*s - '0');
      if (v > max)
        return FALSE;
    }
  *out = (guint) v;
  return TRUE;
}

/* A suit: a denomination other than notrump. */
static gboolean
parse_suit (char c, guint *out)
{
  ValetDenom denom;
  if (!valet_denom_from_letter (c, &denom) || denom == VALET_NOTRUMP)
    return FALSE;
  *out = denom;
  return TRUE;
}

gboolean
valet_contract_is_pass (const char *contract)
{
  static const char *const words[] = {
    "P", "PASS", "AP", "ALL PASS", "ALLPASS", "PASSED", "PASSED OUT", "PASS OUT", "PASSOUT",
    "PO",   /* Bridgewebs */
  };

  for (guint i = 0; i < G_N_ELEMENTS (words) && contract; i++)
    if (g_ascii_strcasecmp (contract, words[i]) == 0)
      return TRUE;
  return FALSE;
}

/* 4S, 3NT, 2HX, 2H*, 5CXX, 5C**: X and * are both used for doubles.
 * Messages quote @c as @shown. */
static gboolean
parse_contract (const char *c, const char *shown, ValetResult *r, const ValetFieldSource *src)
{
  if (valet_contract_is_pass (c))
    {
      r->level = 0;
      return TRUE;
    }
  if (c[0] == '\0' || strcmp (c, "-") == 0 || strcmp (c, "?") == 0)
    {
      valet_diagnostics_add (src->diag, src->file, src->line,
                             /* Translators: %s is what was expected, "expected ...". */
                             _("no contract given; a result that was not played "
                               "or an adjusted score is left out (%s)"),
                             _(contract_expected));
      return FALSE;
    }
  guint denom;
  if (c[0] < '1' || c[0] > '7')
    {
      valet_diagnostics_add (src->diag, src->file, src->line,
                             _("contract '%s' has no level 1 to 7 (%s)"), shown,
                             _(contract_expected));
      return FALSE;
    }
  const char *rest = c + 2;
  if (g_ascii_toupper (c[1]) == 'N')
    {
      denom = VALET_NOTRUMP;
      if (g_ascii_toupper (*rest) == 'T')
        rest++;
    }
  else if (!parse_suit (c[1], &denom))
    {
      valet_diagnostics_add (src->diag, src->file, src->line,
                             _("contract '%s' has no denomination (%s)"), shown,
                             _(contract_expected));
      return FALSE;
    }
  guint doubles = 0;
  while (*rest == 'X' || *rest == 'x' || *rest == '*')
    {
      rest++;
      doubles++;
    }
  if (*rest != '\0' || doubles > 2)
    {
      valet_diagnostics_add (src->diag, src->file, src->line,
                             /* Translators: the contract, then what was expected,
                              * "expected ...". */
                             _("contract '%s' does not end after its denomination "
                               "and doubles (%s)"), shown, _(contract_expected));
      return FALSE;
    }
  r->level = (guint8) (c[0] - '0');
  r->denom = (guint8) denom;
  r->mult = (guint8) (doubles == 0 ? VALET_UNDOUBLED
                      : doubles == 1 ? VALET_DOUBLED : VALET_REDOUBLED);
  return TRUE;
}

static gboolean
parse_declarer (const char *d, ValetResult *r, const ValetFieldSource *src)
{
  static const char *const long_names[] = { "North", "East", "South", "West" };

  for (guint seat = 0; seat < 4; seat++)
    if ((d[0] && !d[1] && g_ascii_toupper (d[0]) == valet_seat_letter (seat))
        || g_ascii_strcasecmp (d, long_names[seat]) == 0)
      {
        r->declarer = (guint8) seat;
        return TRUE;
      }
  valet_diagnostics_add (src->diag, src->file, src->line,
                         _("declarer '%s' is not a seat (expected N, E, S or W)"), d);
  return FALSE;
}

/* A card such as S6, HT or H10. */
static gboolean
parse_lead (const char *l, guint *suit, guint *rank)
{
  if (!parse_suit (l[0], suit))
    return FALSE;
  if (strcmp (l + 1, "10") == 0)
    {
      *rank = 10;
      return TRUE;
    }
  return l[1] != '\0' && l[2] == '\0' && valet_rank_from_letter (l[1], rank);
}

static gboolean
parse_rank (const char *s, gsize len, guint *rank)
{
  if (len == 2 && s[0] == '1' && s[1] == '0')
    {
      *rank = 10;
      return TRUE;
    }
  return len == 1 && valet_rank_from_letter (s[0], rank);
}

/* A suit letter, or a card symbol U+2660 to U+2667 (black and white
 * spade, heart, diamond, club: E2 99 A0 to A7 in UTF-8) of @len bytes. */
static gboolean
parse_suit_text (const char *s, gsize len, guint *suit)
{
  const guchar *u = (const guchar *) s;

  if (len == 1)
    return parse_suit (s[0], suit);
  if (len == 3 && u[0] == 0xE2 && u[1] == 0x99 && u[2] >= 0xA0 && u[2] <= 0xA7)
    {
      *suit = (guint) (u[2] - 0xA0) % 4;   /* S H D C, then the same in white */
      return TRUE;
    }
  return FALSE;
}

gboolean
valet_parse_lead_any_order (const char *text, guint *suit, guint *rank)
{
  g_autofree char *card = g_strstrip (g_strdup (text ? text : ""));
  gsize len = strlen (card);

  for (gsize suit_len = 1; suit_len <= 3; suit_len += 2)
    {
      if (len <= suit_len)
        break;
      if (parse_suit_text (card, suit_len, suit)
          && parse_rank (card + suit_len, len - suit_len, rank))
        return TRUE;
      if (parse_suit_text (card + len - suit_len, suit_len, suit)
          && parse_rank (card, len - suit_len, rank))
        return TRUE;
    }
  return FALSE;
}

gboolean
valet_field_given (const char *value)
{
  if (value == NULL)
    return FALSE;
  while (*value == ' ' || *value == '\t')
    value++;
  return *value != '\0' && strcmp (value, "?") != 0 && strcmp (value, "-") != 0;
}

gboolean
valet_parse_play_fields (const ValetPlayFields *f, ValetResult *r,
                         guint8 *carried_suit, const ValetFieldSource *src)
{
  const char *contract = f->contract ? f->contract : "";

  if (!parse_contract (contract, f->contract_shown ? f->contract_shown : contract, r, src))
    return FALSE;
  r->lead_rank = 0;
  if (r->level == 0)
    {
      /* Declarer, tricks and lead mean nothing on a passed-out board. */
      r->declarer = VALET_NORTH;
      r->tricks = 0;
      r->lead_suit = *carried_suit;
      return TRUE;
    }
  if (!parse_declarer (f->declarer ? f->declarer : "", r, src))
    return FALSE;

  guint tricks;
  if (!valet_field_number (f->tricks, 99, &tricks) || tricks > VALET_MAX_TRICKS)
    {
      valet_diagnostics_add (src->diag, src->file, src->line,
                             _("tricks '%s' out of range (expected the tricks won "
                               "by declarer, a whole number from 0 to 13)"),
                             f->tricks ? f->tricks : "");
      return FALSE;
    }
  r->tricks = (guint8) tricks;

  if (valet_field_given (f->lead))
    {
      guint suit, rank;
      if (!parse_lead (f->lead, &suit, &rank))
        {
          valet_diagnostics_add (src->diag, src->file, src->line,
                                 _("lead '%s' is not a card (expected a suit S, H, "
                                   "D or C and a rank A, K, Q, J, T or 9-2, e.g. "
                                   "SA or H7)"), f->lead);
          return FALSE;
        }
      r->lead_rank = (guint8) rank;
      *carried_suit = (guint8) suit;
    }
  r->lead_suit = *carried_suit;
  return TRUE;
}

char *
valet_clean_name (const char *name)
{
  GString *s = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = name ? name : ""; *p; p++)
    {
      if (g_ascii_isspace (*p))
        {
          space = s->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (s, ' ');
      space = FALSE;
      g_string_append_c (s, *p == '|' ? '/' : *p);
    }
  g_autofree char *whole = g_string_free (s, FALSE);
  return valet_text_limit (VALET_TEXT_PLAYER, whole);
}

gboolean
valet_player_for_name (ValetTournament *t, const char *name, const ValetFieldSource *src,
                       guint *index)
{
  g_autofree char *clean = valet_clean_name (name);

  if (clean[0] == '\0')
    return FALSE;
  if (!valet_tournament_lookup_player (t, clean, index))
    {
      valet_text_warn_long (VALET_TEXT_PLAYER, name, src->diag, src->file, src->line);
      valet_tournament_add_player (t, clean, clean, src->line);
      valet_tournament_lookup_player (t, clean, index);
    }
  return TRUE;
}

guint
valet_player_for_tag (ValetTournament *t, const char *tag, const char *name,
                      guint line)
{
  guint index;

  if (!valet_tournament_lookup_player (t, tag, &index))
    {
      valet_tournament_add_player (t, tag, name, line);
      valet_tournament_lookup_player (t, tag, &index);
    }
  return index;
}

guint
valet_player_for_id (ValetTournament *t, const char *id, const char *name,
                     const ValetFieldSource *src)
{
  /* Compared as it is kept: a long name given again is the same. */
  g_autofree char *cut = name ? valet_text_limit (VALET_TEXT_PLAYER, name) : NULL;
  const char *given = cut && cut[0] ? cut : NULL;
  guint index;

  if (!valet_tournament_lookup_player (t, id, &index))
    {
      valet_text_warn_long (VALET_TEXT_PLAYER, given ? name : id, src->diag, src->file,
                            src->line);
      valet_tournament_add_player (t, id, given ? given : id, src->line);
      valet_tournament_lookup_player (t, id, &index);
    }
  else if (given && strcmp (given, valet_tournament_player_name (t, index)) != 0)
    valet_diagnostics_warn (src->diag, src->file, src->line,
                            _("player id '%s' is named '%s' here but '%s' on line %u; "
                              "'%s' is kept (expected one name for each id)"), id,
                            given, valet_tournament_player_name (t, index),
                            valet_tournament_player_line (t, index),
                            valet_tournament_player_name (t, index));
  return index;
}
