/* valet-usebio-sections.c: a USEBIO file's records made results: the
 * pairs of each section and session found for every traveller line, the
 * deals that decide how rounds are numbered, and adjusted scores. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "valet-adjusted-fields.h"
#include "valet-numbered-pairs.h"
#include "valet-result-fields.h"
#include "valet-sit-outs.h"
#include "valet-text-limit.h"
#include "valet-usebio-private.h"
#include "valet-usebio-reader.h"

const char *const valet_usebio_field_names[N_FIELDS] = {
  "NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "CONTRACT", "PLAYED_BY", "TRICKS",
  "LEAD", "SCORE",
};

void
valet_usebio_scope_free (gpointer data)
{
  UsebioScope *s = data;
  g_free (s->id);
  g_clear_pointer (&s->hands, g_hash_table_unref);
  g_free (s);
}

void
valet_usebio_pair_free (gpointer data)
{
  UsebioPair *p = data;
  g_free (p->number);
  g_free (p->direction);
  g_ptr_array_unref (p->names);
  for (guint k = 0; k < G_N_ELEMENTS (p->team); k++)
    g_free (p->team[k]);
  for (guint k = 0; k < G_N_ELEMENTS (p->player_number); k++)
    g_free (p->player_number[k]);
  g_free (p);
}

void
valet_usebio_line_free (gpointer data)
{
  UsebioLine *l = data;
  for (guint f = 0; f < N_FIELDS; f++)
    g_free (l->field[f]);
  g_free (l);
}

/* ---- adjusted scores ------------------------------------------------------ */

static gboolean
is_adjusted (const UsebioLine *l)
{
  const char *score = l->field[F_SCORE];
  return score && g_ascii_toupper (score[0]) == 'A';
}

static gboolean
not_played (const UsebioLine *l)
{
  const char *c = l->field[F_CONTRACT];
  return c == NULL || c[0] == '\0' || strcmp (c, "-") == 0
         || g_ascii_strcasecmp (c, "NP") == 0 || g_ascii_strcasecmp (c, "NOT PLAYED") == 0;
}

/* Adjusted lines that are not an artificial score of two percentages
 * ("A+", "AVE"), and unplayed lines: warned about, to be left out. */
static gboolean
report_unscored (UsebioRecords *u, const UsebioLine *l)
{
  if (is_adjusted (l))
    {
      valet_diagnostics_warn (u->diag, u->file, l->line,
                              _("board %u has an adjusted score (SCORE '%s'), "
                                "which is not counted yet; the line is left out "
                                "(expected a CONTRACT played at the table, or an "
                                "artificial score such as A6040: NS 60%%, EW 40%%)"),
                              l->board, l->field[F_SCORE]);
      return TRUE;
    }
  if (not_played (l))
    {
      const char *c = l->field[F_CONTRACT];
      /* "Not played" only where the file says so: a line with a SCORE
       * and no CONTRACT was played, and the file holds its score alone
       * (an individual event's file): said once for the file. */
      gboolean said = c != NULL && (g_ascii_strcasecmp (c, "NP") == 0
                                    || g_ascii_strcasecmp (c, "NOT PLAYED") == 0);
      if (said)
        valet_diagnostics_warn (u->diag, u->file, l->line,
                                _("board %u was not played at this table (CONTRACT "
                                  "'%s'); the line is left out (expected a CONTRACT, "
                                  "or an adjusted SCORE such as A6040)"), l->board, c);
      else if (l->field[F_SCORE] != NULL && l->field[F_SCORE][0] != '\0')
        {
          if (u->scores_only++ == 0)
            u->scores_only_line = l->line;
        }
      else
        valet_diagnostics_warn (u->diag, u->file, l->line,
                                _("board %u has no CONTRACT here; the line is left out "
                                  "(expected a CONTRACT, or an adjusted SCORE such as "
                                  "A6040)"), l->board);
      return TRUE;
    }
  return FALSE;
}

/* ---- sessions, sections and deals ----------------------------------------- */

/* The id of a session or section, or "#3" for the third of its kind
 * when it has none of its own; "" for none (@index < 0). */
static char *
scope_key (GPtrArray *list, int index)
{
  if (index < 0)
    return g_strdup ("");
  const UsebioScope *s = g_ptr_array_index (list, index);
  return s->id ? g_strdup (s->id) : g_strdup_printf ("#%u", s->ordinal);
}

/* "session/section" of a pair or a line; @section < 0 for none, and
 * then @session may be a session, or -1 too. */
static char *
place_key (UsebioRecords *u, int session, int section)
{
  g_autofree char *sess = scope_key (u->sessions, session);
  g_autofree char *sect = scope_key (u->sections, section);
  return g_strdup_printf ("%s/%s", sess, sect);
}

/* Which deal of its board number line @l plays: 0, the deal every
 * section plays, unless the hands of its section give another; the other
 * deals of a board number are 1, 2 ... in file order.  The first deal
 * given for a board is 0 when no hands are given outside the sections. */
static guint
deal_of (UsebioRecords *u, GHashTable *deals, GHashTable *n_deals, const UsebioLine *l)
{
  GHashTable *hands = l->section >= 0
                      ? ((UsebioScope *) g_ptr_array_index (u->sections, l->section))->hands : NULL;
  gpointer board = GUINT_TO_POINTER (l->board), found;
  const char *deal = hands ? g_hash_table_lookup (hands, board) : NULL;
  const char *common = u->event_hands ? g_hash_table_lookup (u->event_hands, board) : NULL;

  if (deal == NULL || (common && strcmp (deal, common) == 0))
    return 0;
  char *key = g_strdup_printf ("%u|%s", l->board, deal);
  if (g_hash_table_lookup_extended (deals, key, NULL, &found))
    {
      g_free (key);
      return GPOINTER_TO_UINT (found);
    }
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (n_deals, board));
  if (n == 0 && common)
    n = 1;
  g_hash_table_insert (deals, key, GUINT_TO_POINTER (n));
  g_hash_table_insert (n_deals, board, GUINT_TO_POINTER (n + 1));
  return n;
}

typedef struct {
  int   session;
  guint deal, round;
} DealRound;

static int
compare_deal_rounds (gconstpointer a, gconstpointer b)
{
  const DealRound *x = a, *y = b;
  if (x->session != y->session)
    return x->session < y->session ? -1 : 1;
  if (x->deal != y->deal)
    return x->deal < y->deal ? -1 : 1;
  return x->round < y->round ? -1 : x->round > y->round ? 1 : 0;
}

/* The (session, deal, round) of every line, in file order; whether they
 * are all of one session and the common deals. */
static GArray *
deal_rounds (UsebioRecords *u, gboolean *one_kind)
{
  g_autoptr (GHashTable) deals = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) n_deals = g_hash_table_new (g_direct_hash, g_direct_equal);
  GArray *keys = g_array_sized_new (FALSE, FALSE, sizeof (DealRound), u->lines->len);

  *one_kind = TRUE;
  for (guint i = 0; i < u->lines->len; i++)
    {
      const UsebioLine *l = g_ptr_array_index (u->lines, i);
      DealRound d = { l->session, deal_of (u, deals, n_deals, l), l->round ? l->round : 1 };
      if (i > 0)
        *one_kind = *one_kind && d.deal == 0
                    && d.session == g_array_index (keys, DealRound, 0).session;
      else
        *one_kind = d.deal == 0;
      g_array_append_val (keys, d);
    }
  return keys;
}

/* The rounds of the lines: as given when they all play the same deals;
 * otherwise each (session, deal, round) in turn from 1, so that
 * different deals are never one board. */
static void
number_rounds (UsebioRecords *u)
{
  gboolean one_kind;
  g_autoptr (GArray) keys = deal_rounds (u, &one_kind);
  g_autoptr (GArray) sorted = NULL;

  if (one_kind)
    return;
  sorted = g_array_copy (keys);
  g_array_sort (sorted, compare_deal_rounds);
  guint n = 0;
  for (guint i = 0; i < sorted->len; i++)
    if (n == 0 || compare_deal_rounds (&g_array_index (sorted, DealRound, n - 1),
                                       &g_array_index (sorted, DealRound, i)) != 0)
      g_array_index (sorted, DealRound, n++) = g_array_index (sorted, DealRound, i);
  for (guint i = 0; i < u->lines->len; i++)
    {
      UsebioLine *l = g_ptr_array_index (u->lines, i);
      const DealRound *at = bsearch (&g_array_index (keys, DealRound, i), sorted->data, n,
                                     sizeof (DealRound), compare_deal_rounds);
      l->round = (guint) (at - (const DealRound *) sorted->data) + 1;
    }
}

/* ---- resolving pairs ------------------------------------------------------ */

typedef struct {
  GHashTable *pairs;          /* "place|direction:number" -> UsebioPair */
  GHashTable *listed_by_direction;   /* places whose PARTICIPANTS give directions */
  /* The movement of each place (where a number plays both sides of a
   * board), and the placeholders, by "place|direction:number". */
  ValetNumberedPairs *numbered;
  guint8      carried_suit;
  ValetSitOuts *sit_outs;     /* lines that seat a pair against nobody */
} Resolver;

static gboolean
has_value (const char *s)
{
  return s != NULL && s[0] != '\0';
}

/* Where pairs are numbered by direction: where PARTICIPANTS give pairs a
 * DIRECTION, and where a number plays on both sides of one board (NS 1
 * and EW 1 of a Mitchell; in a Howell pair 1 sits NS at one table of a
 * board, never at two). */
static void
find_direction_places (UsebioRecords *u, Resolver *res)
{
  for (guint i = 0; i < u->pairs->len; i++)
    {
      const UsebioPair *p = g_ptr_array_index (u->pairs, i);
      if (p->direction[0])
        g_hash_table_add (res->listed_by_direction, place_key (u, p->session, p->section));
    }
  for (guint side = 0; side < 2; side++)
    for (guint i = 0; i < u->lines->len; i++)
      {
        const UsebioLine *l = g_ptr_array_index (u->lines, i);
        if (!has_value (l->field[F_NS + side]))
          continue;
        g_autofree char *place = place_key (u, l->session, l->section);
        valet_numbered_pairs_seat (res->numbered, place, l->round, l->board, side,
                                   l->field[F_NS + side]);
      }
}

/* The places a line's pairs are looked for in: its section, its session,
 * the event.  Returns how many (distinct) there are. */
static guint
line_places (UsebioRecords *u, const UsebioLine *l, char *places[3])
{
  int scopes[3][2] = { { l->session, l->section }, { l->session, -1 }, { -1, -1 } };
  guint n = 0;

  for (guint k = 0; k < 3; k++)
    if (k == 0 || scopes[k][0] != scopes[k - 1][0] || scopes[k][1] != scopes[k - 1][1])
      places[n++] = place_key (u, scopes[k][0], scopes[k][1]);
  return n;
}

/* The pair @number on @side of line @l, from PARTICIPANTS: of its
 * section, else of its session, else of the event; with the side's
 * direction, else without one, else (a Howell whose pairs are given the
 * direction they started in) the one pair of that number, unless the
 * travellers show that numbers go by direction there. */
static UsebioPair *
find_pair (UsebioRecords *u, Resolver *res, const UsebioLine *l, guint side, const char *number)
{
  char *places[3];
  guint n = line_places (u, l, places);
  UsebioPair *pair = NULL;

  for (guint k = 0; k < n && pair == NULL; k++)
    for (guint d = 0; d < 3 && pair == NULL; d++)
      {
        if (d == 2 && valet_numbered_pairs_by_direction (res->numbered, places[k]))
          break;
        g_autofree char *key = g_strdup_printf ("%s|%s:%s", places[k],
                                                d == 0 ? (side ? "EW" : "NS") : d == 1 ? "" : "*",
                                                number);
        pair = g_hash_table_lookup (res->pairs, key);
      }
  for (guint k = 0; k < n; k++)
    g_free (places[k]);
  return pair;
}

/* The team of @pair's player @k (0 or 1) onto @player, unless it has
 * one: the player's own, else the pair's. */
static void
offer_team (UsebioRecords *u, const UsebioPair *pair, guint k, guint player)
{
  const char *team = pair->team[k] ? pair->team[k] : pair->team[PAIR_TEAM];

  if (team && valet_tournament_player_team (u->t, player) == NULL)
    {
      valet_tournament_set_player_team (u->t, player, team);
      /* The pair's team is said once, with its first player. */
      if (pair->team[k] || k == 0)
        valet_text_warn_long (VALET_TEXT_TEAM, team, u->diag, u->file, pair->line);
    }
}

/* The players of @pair by their names into @r; FALSE when it has fewer
 * than two. */
static gboolean
named_players (UsebioRecords *u, const UsebioPair *pair, guint side, ValetResult *r)
{
  if (pair == NULL || pair->names->len < 2)
    return FALSE;
  ValetFieldSource src = { u->file, pair->line, u->diag };
  for (guint k = 0; k < 2; k++)
    {
      if (!valet_player_for_name (u->t, g_ptr_array_index (pair->names, k), &src,
                                  &r->player[side + 2 * k]))
        return FALSE;
      offer_team (u, pair, k, r->player[side + 2 * k]);
      /* The first number a player is given stays. */
      if (pair->player_number[k]
          && valet_tournament_player_number (u->t, r->player[side + 2 * k]) == NULL)
        valet_tournament_set_player_number (u->t, r->player[side + 2 * k],
                                            pair->player_number[k]);
    }
  return TRUE;
}

/* "7 NS of section A", for messages, and "A7 NS", for names: the
 * section, the number and, where numbers go by direction and this one
 * does not say it, the direction; the session when there are several. */
static void
describe_pair (UsebioRecords *u, const UsebioLine *l, guint side, const char *number,
               gboolean by_direction, char **what, char **label)
{
  const char *dir = side ? "EW" : "NS";
  gboolean say_dir = by_direction && !g_str_has_suffix (number, dir)
                     && !g_str_has_suffix (number, side ? "ew" : "ns");
  g_autofree char *sect = l->section >= 0 ? scope_key (u->sections, l->section) : NULL;
  g_autofree char *sess = u->sessions->len > 1 && l->session >= 0
                          ? scope_key (u->sessions, l->session) : NULL;
  GString *w = g_string_new (number), *n = g_string_new (NULL);

  /* A section known only by its place ("#2") is "2." in names. */
  if (sect)
    g_string_append_printf (n, sect[0] == '#' ? "%s." : "%s", sect[0] == '#' ? sect + 1 : sect);
  g_string_append (n, number);
  if (say_dir)
    {
      g_string_append_printf (w, " %s", dir);
      g_string_append_printf (n, " %s", dir);
    }
  if (sect)
    {
      /* Translators: a pair's number, "7 NS", then its section. */
      g_autofree char *of = g_strdup_printf (_("%s of section %s"), w->str, sect);
      g_string_assign (w, of);
    }
  if (sess)
    {
      /* Translators: a pair's number, "7 NS of section A", then its session. */
      g_autofree char *of = g_strdup_printf (_("%s of session %s"), w->str, sess);
      g_string_assign (w, of);
      g_string_append_printf (n, " S%s", sess);
    }
  *what = g_string_free (w, FALSE);
  *label = g_string_free (n, FALSE);
}

/* "A7 NS" as a tag's stem: "A7NS". */
static char *
without_spaces (const char *label)
{
  GString *stem = g_string_new (NULL);

  for (const char *p = label; *p; p++)
    if (*p != ' ')
      g_string_append_c (stem, *p);
  return g_string_free (stem, FALSE);
}

/* Two players for a pair known only by its number, said once: tagged
 * "A7NSa", named "Pair A7 NS a" ("Pair A7a" after a digit). */
static void
make_placeholders (UsebioRecords *u, Resolver *res, const char *key, const UsebioLine *l,
                   guint side, const char *number, gboolean by_direction,
                   const UsebioPair *pair, guint players[2])
{
  g_autofree char *what = NULL, *label = NULL;
  guint line = pair ? pair->line : l->line;

  describe_pair (u, l, side, number, by_direction, &what, &label);
  gboolean digit = label[0] && g_ascii_isdigit (label[strlen (label) - 1]);
  g_autofree char *tag_stem = without_spaces (label);
  g_autofree char *name_stem = g_strconcat (label, digit ? "" : " ", NULL);
  for (guint k = 0; k < 2; k++)
    players[k] = valet_numbered_pairs_placeholder (res->numbered, key, tag_stem, name_stem, k,
                                                   line);
  g_autofree char *name_a = valet_placeholder_name (name_stem, 0);
  g_autofree char *name_b = valet_placeholder_name (name_stem, 1);
  valet_diagnostics_warn (u->diag, u->file, line,
                          pair
                          /* Translators: the pair, "7 NS of section A", its two
                           * players' names, then its number. */
                          ? _("pair %s has fewer than two player names; its players are "
                              "called '%s' and '%s' (expected a PAIR with PAIR_NUMBER %s "
                              "and two PLAYER_NAMEs in PARTICIPANTS)")
                          /* Translators: the pair, "7 NS of section A", its two
                           * players' names, then its number. */
                          : _("pair %s has no entry in PARTICIPANTS; its players are "
                              "called '%s' and '%s' (expected a PAIR with PAIR_NUMBER %s "
                              "and two PLAYER_NAMEs in PARTICIPANTS)"),
                          what, name_a, name_b, number);
}

/* The placeholders of pair @number on @side of @l into @r: one pair of
 * them for each place, direction (where numbers go by direction) and
 * number, made on first sight. */
static void
placeholder_players (UsebioRecords *u, Resolver *res, const UsebioLine *l, guint side,
                     const UsebioPair *pair, ValetResult *r)
{
  const char *number = l->field[F_NS + side];
  g_autofree char *place = place_key (u, l->session, l->section);
  gboolean by_direction = FALSE;
  char *places[3];
  guint n = line_places (u, l, places);

  for (guint k = 0; k < n; k++)
    {
      by_direction = by_direction
                     || g_hash_table_contains (res->listed_by_direction, places[k])
                     || valet_numbered_pairs_by_direction (res->numbered, places[k]);
      g_free (places[k]);
    }
  g_autofree char *key = g_strdup_printf ("%s|%s:%s", place,
                                          by_direction ? (side ? "EW" : "NS") : "", number);
  guint players[2];

  if (!valet_numbered_pairs_placeholders (res->numbered, key, players))
    {
      make_placeholders (u, res, key, l, side, number, by_direction, pair, players);
      for (guint k = 0; pair && k < 2; k++)
        offer_team (u, pair, k, players[k]);
    }
  r->player[side] = players[0];
  r->player[side + 2] = players[1];
}

/* The number of the pair on @side of @l, its section and, where numbers
 * go by direction there, its direction: the tournament's label of the
 * pair @r seats there. */
static void
label_pair (UsebioRecords *u, Resolver *res, const UsebioLine *l, guint side,
            const ValetResult *r)
{
  g_autofree char *number = g_strstrip (g_strdup (l->field[F_NS + side]));
  char *places[3];
  guint n = line_places (u, l, places);
  gboolean by_direction = FALSE;

  for (guint k = 0; k < n; k++)
    {
      by_direction = by_direction
                     || g_hash_table_contains (res->listed_by_direction, places[k])
                     || valet_numbered_pairs_by_direction (res->numbered, places[k]);
      g_free (places[k]);
    }
  /* "7 NS" and "7NS" are pair 7 of North-South. */
  gsize len = strlen (number);
  if (len > 2 && (g_ascii_strcasecmp (number + len - 2, "NS") == 0
                  || g_ascii_strcasecmp (number + len - 2, "EW") == 0))
    {
      number[len - 2] = '\0';
      g_strchomp (number);
    }
  g_autofree char *sect = l->section >= 0 ? scope_key (u->sections, l->section) : NULL;
  /* A section known only by its place ("#2") is section 2. */
  const char *section = sect == NULL ? "" : sect[0] == '#' ? sect + 1 : sect;
  valet_tournament_set_pair_label (u->t, r->player[side], r->player[side + 2], section,
                                   !by_direction ? VALET_DIRECTION_NONE
                                   : side ? VALET_DIRECTION_EW : VALET_DIRECTION_NS,
                                   number);
}

/* ---- the lines ------------------------------------------------------------ */

/* The contract, declarer, tricks and lead of @l into @r.  A lead that is
 * not a card is a warning, and the result is kept without it. */
static gboolean
read_play (UsebioRecords *u, const UsebioLine *l, ValetResult *r, guint8 *carried_suit)
{
  ValetFieldSource src = { u->file, l->line, u->diag };
  const char *contract = l->field[F_CONTRACT];
  ValetPlayFields play = { contract,
                           l->field[F_PLAYED_BY], l->field[F_TRICKS], NULL };
  const char *lead = l->field[F_LEAD];
  guint suit, rank;

  if (!valet_parse_play_fields (&play, r, carried_suit, &src))
    return FALSE;
  /* A passed-out board has no lead; "-" and "?" say there was none. */
  if (r->level == 0 || !valet_field_given (lead))
    return TRUE;
  if (valet_parse_lead_any_order (lead, &suit, &rank))
    {
      r->lead_rank = (guint8) rank;
      r->lead_suit = (guint8) suit;
      *carried_suit = (guint8) suit;
    }
  else
    valet_diagnostics_warn (u->diag, u->file, l->line,
                            _("lead '%s' is not a card; the result is kept without "
                              "a lead (expected a suit S, H, D or C and a rank A, "
                              "K, Q, J, T or 9-2, either way round, e.g. SA, H7 "
                              "or 7H)"), lead);
  return TRUE;
}

/* Board, scores, pair numbers and play of @l into @r; FALSE, after
 * saying why, for a line that is left out. */
static gboolean
read_line (UsebioRecords *u, Resolver *res, const UsebioLine *l, ValetResult *r)
{
  if (!l->board_named)
    valet_diagnostics_add (u->diag, u->file, l->line,
                           _("traveller line outside a board; it is left out "
                             "(expected it inside a BOARD after its BOARD_NUMBER)"));
  if (!l->board_ok)
    return FALSE;   /* a bad BOARD_NUMBER was reported where it stands */
  r->round = l->round ? l->round : 1;
  r->board = l->board;
  r->line = l->line;
  /* SCORE "A6040": an artificial score, NS 60 % and EW 40 %, whatever
   * the CONTRACT says (Compscore3 writes none). */
  guint ns, ew;
  gboolean artificial = is_adjusted (l)
                        && valet_parse_adjusted_percentages (l->field[F_SCORE], &ns, &ew);
  if (!artificial && report_unscored (u, l))
    return FALSE;
  for (guint side = 0; side < 2; side++)
    if (!has_value (l->field[F_NS + side]))
      {
        /* Translators: %s is USEBIO's element, NS_PAIR_NUMBER or EW_PAIR_NUMBER. */
        valet_diagnostics_add (u->diag, u->file, l->line, _("traveller line has no %s "
                                                            "(expected the pair numbers "
                                                            "of both sides)"),
                               valet_usebio_field_names[F_NS + side]);
        return FALSE;
      }
  if (artificial)
    {
      valet_result_set_artificial (r, ns, ew);
      r->lead_suit = res->carried_suit;   /* as after a line without a lead */
      return TRUE;
    }
  return read_play (u, l, r, &res->carried_suit);
}

/* Whether side @side of line @l is nobody: no pair number (or 0, or
 * "Bye"), or a pair whose players are all named so ("Phantom"). */
static gboolean
side_is_nobody (UsebioRecords *u, Resolver *res, const UsebioLine *l, guint side)
{
  const char *number = l->field[F_NS + side];

  if (valet_sit_out_nobody (number))
    return TRUE;
  const UsebioPair *pair = find_pair (u, res, l, side, number);
  if (pair == NULL || pair->names->len == 0)
    return FALSE;
  for (guint k = 0; k < pair->names->len; k++)
    if (!valet_sit_out_word (g_ptr_array_index (pair->names, k)))
      return FALSE;
  return TRUE;
}

/* A line not played that seats one pair against nobody: that pair sat
 * out the board, recorded for one line per pair rather than a warning
 * per board.  TRUE when the line is one. */
static gboolean
line_sat_out (UsebioRecords *u, Resolver *res, const UsebioLine *l)
{
  if (!l->board_named || !l->board_ok || is_adjusted (l) || !not_played (l))
    return FALSE;
  gboolean nobody[2] = { side_is_nobody (u, res, l, 0), side_is_nobody (u, res, l, 1) };
  if (nobody[0] == nobody[1])
    return FALSE;
  guint side = nobody[0] ? 1 : 0;
  valet_sit_outs_add (res->sit_outs, l->field[F_NS + side], l->round, l->board, l->line);
  return TRUE;
}

typedef struct {
  ValetResult       r;
  const UsebioLine *line;
  const UsebioPair *pair[2];   /* as found in PARTICIPANTS, or NULL */
  gboolean          named[2];  /* its players are known by name */
} Pending;

/* The first pair given for a key is kept. */
static void
add_pair_key (GHashTable *pairs, char *key, UsebioPair *p)
{
  if (g_hash_table_contains (pairs, key))
    g_free (key);
  else
    g_hash_table_insert (pairs, key, p);
}

static void
resolver_init (UsebioRecords *u, Resolver *res)
{
  res->pairs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  res->listed_by_direction = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  res->numbered = valet_numbered_pairs_new (u->t, VALET_TAG_SUFFIX_PARENS);
  res->carried_suit = VALET_SPADES;
  res->sit_outs = valet_sit_outs_new ();
  for (guint i = 0; i < u->pairs->len; i++)
    {
      UsebioPair *p = g_ptr_array_index (u->pairs, i);
      if (p->number == NULL)
        continue;
      g_autofree char *place = place_key (u, p->session, p->section);
      add_pair_key (res->pairs, g_strdup_printf ("%s|%s:%s", place, p->direction, p->number), p);
      /* "*": the pair of this number in whichever direction, while it is
       * the only one; a second makes it NULL. */
      char *any = g_strdup_printf ("%s|*:%s", place, p->number);
      if (g_hash_table_contains (res->pairs, any))
        g_hash_table_insert (res->pairs, any, NULL);
      else
        g_hash_table_insert (res->pairs, any, p);
    }
  find_direction_places (u, res);
}

static void
resolver_clear (Resolver *res)
{
  g_hash_table_unref (res->pairs);
  g_hash_table_unref (res->listed_by_direction);
  valet_numbered_pairs_free (res->numbered);
  valet_sit_outs_free (res->sit_outs);
}

/* Every line, in file order.  The players known by name are all added
 * before any placeholder, so that a placeholder's tag is never a name
 * of the file. */
void
valet_usebio_add_lines (UsebioRecords *u)
{
  g_autoptr (GArray) pending = g_array_new (FALSE, TRUE, sizeof (Pending));
  Resolver res;

  number_rounds (u);
  valet_usebio_keep_deals (u);
  resolver_init (u, &res);
  for (guint i = 0; i < u->lines->len; i++)
    {
      Pending p = { .line = g_ptr_array_index (u->lines, i) };
      if (line_sat_out (u, &res, p.line))
        continue;   /* no result: said once per pair below */
      if (!read_line (u, &res, p.line, &p.r))
        {
          valet_tournament_count_left_out (u->t, 1);
          continue;
        }
      for (guint side = 0; side < 2; side++)
        {
          p.pair[side] = find_pair (u, &res, p.line, side, p.line->field[F_NS + side]);
          p.named[side] = named_players (u, p.pair[side], side, &p.r);
        }
      g_array_append_val (pending, p);
    }
  for (guint i = 0; i < pending->len; i++)
    {
      Pending *p = &g_array_index (pending, Pending, i);
      for (guint side = 0; side < 2; side++)
        if (!p->named[side])
          placeholder_players (u, &res, p->line, side, p->pair[side], &p->r);
      for (guint side = 0; side < 2; side++)
        label_pair (u, &res, p->line, side, &p->r);
      valet_tournament_add_result (u->t, &p->r);
    }
  valet_sit_outs_report (res.sit_outs, u->diag, u->file);
  if (u->scores_only > 0)
    valet_diagnostics_warn (u->diag, u->file, u->scores_only_line,
                            ngettext ("%u line gives a SCORE but no CONTRACT: this file holds "
                                      "the scores alone there, and the line is left out "
                                      "(expected the CONTRACT, PLAYED_BY and TRICKS, which "
                                      "the Valet split needs)",
                                      "%u lines give a SCORE but no CONTRACT: this file holds "
                                      "the scores alone there, and the lines are left out "
                                      "(expected the CONTRACT, PLAYED_BY and TRICKS, which "
                                      "the Valet split needs)", u->scores_only),
                            u->scores_only);
  resolver_clear (&res);
}
