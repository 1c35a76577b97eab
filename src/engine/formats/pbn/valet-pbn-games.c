/* valet-pbn-games.c: results from PBN files with one game per table. */
#include "config.h"
#include "valet-pbn-games.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "valet-numbered-pairs.h"
#include "valet-pbn-deals.h"
#include "valet-pbn-pairs.h"
#include "valet-result-fields.h"
#include "valet-text-limit.h"


const char *const valet_pbn_game_tag_names[VALET_PBN_GAME_N_TAGS] = {
  "North", "East", "South", "West", "Contract", "Declarer", "Result", "Lead",
  "Play", "Deal", "Round", "Room", "Table", "Section",
};

typedef enum {
  GAME_COVERED,     /* a score table of its board holds its result */
  GAME_PLAYED,
  GAME_REPEAT,      /* the result of a table given again */
  GAME_NOT_PLAYED,  /* "Pass" without the auction the other games give */
  GAME_UNFINISHED,  /* no contract, or no result */
} GameKind;

/* The games of one deal: a board number and a [Deal], in one match. */
typedef struct {
  guint    board;
  const char *match;     /* its games' (ValetPbnGame.match) */
  char    *deal;         /* normalized, "" when the games give none */
  guint    min_round;    /* the smallest [Round] of its games, 0 for none */
  char    *section;      /* its games' [Section], when they all give one */
  gboolean sections_differ;
  guint    round;        /* the round the results are put in */
  guint    first_line;
  gboolean split;        /* the board number's deals are not told apart */
} Group;

typedef struct {
  ValetPbnGame *game;    /* in the games array */
  GameKind      kind;
  guint         group;
  guint         repeat_of;   /* line, for GAME_REPEAT */
  /* GAME_NOT_PLAYED: the same four players' other games like it, said
   * with the first (@n_alike, up to @last_alike), or said already. */
  guint         n_alike, last_alike;
  gboolean      said;
} Entry;

struct _ValetPbnGames {
  GArray     *games;     /* ValetPbnGame */
  GArray     *entries;   /* Entry, by game; filled by the survey */
  GArray     *groups;    /* Group */
  /* The players, by folded name (and "/a", "/b"); made when read. */
  ValetNumberedPairs *players;
};

static void
game_clear (gpointer data)
{
  ValetPbnGame *g = data;
  for (guint k = 0; k < VALET_PBN_GAME_N_TAGS; k++)
    g_free (g->value[k]);
  g_free (g->first_card);
  g_free (g->match);
  g_free (g->team[0]);
  g_free (g->team[1]);
}

static void
group_clear (gpointer data)
{
  Group *group = data;
  g_free (group->deal);
  g_free (group->section);
}

ValetPbnGames *
valet_pbn_games_new (void)
{
  ValetPbnGames *games = g_new0 (ValetPbnGames, 1);
  games->games = g_array_new (FALSE, TRUE, sizeof (ValetPbnGame));
  g_array_set_clear_func (games->games, game_clear);
  games->entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  games->groups = g_array_new (FALSE, TRUE, sizeof (Group));
  g_array_set_clear_func (games->groups, group_clear);
  return games;
}

void
valet_pbn_games_free (ValetPbnGames *games)
{
  if (games == NULL)
    return;
  g_array_unref (games->games);
  g_array_unref (games->entries);
  g_array_unref (games->groups);
  valet_numbered_pairs_free (games->players);
  g_free (games);
}

void
valet_pbn_games_add (ValetPbnGames *games, ValetPbnGame *game)
{
  g_array_append_val (games->games, *game);
  memset (game, 0, sizeof *game);
}

/* ---- the survey --------------------------------------------------------- */

static GameKind
classify (const ValetPbnGame *g, GHashTable *boards_with_tables, gboolean auctions)
{
  const char *contract = g->value[VALET_PBN_GAME_CONTRACT];

  if (boards_with_tables && g_hash_table_contains (boards_with_tables, GUINT_TO_POINTER (g->board)))
    return GAME_COVERED;
  if (!valet_field_given (contract))
    return GAME_UNFINISHED;
  if (valet_contract_is_pass (contract))
    /* A "Pass" with no auction where the other games give theirs is a
     * table that did not play (RealBridge writes one for a team that
     * did not come), not four players who passed. */
    return auctions && !g->has_auction ? GAME_NOT_PLAYED : GAME_PLAYED;
  return valet_field_given (g->value[VALET_PBN_GAME_RESULT]) ? GAME_PLAYED
                                                                      : GAME_UNFINISHED;
}

/* "E:h1 h2 h3 h4" written from North, so that one deal is one text
 * whichever hand a program starts with; as given when it is not such. */
static char *
normalized_deal (const char *deal)
{
  if (deal == NULL)
    return g_strdup ("");
  g_autofree char *d = g_strstrip (g_strdup (deal));
  ValetSeat first;
  g_auto (GStrv) hands = NULL;
  if (!valet_seat_from_letter (d[0], &first) || d[1] != ':')
    return g_steal_pointer (&d);
  hands = g_strsplit_set (d + 2, " \t", -1);
  GPtrArray *words = g_ptr_array_new ();
  for (guint i = 0; hands[i]; i++)
    if (hands[i][0] != '\0')
      g_ptr_array_add (words, hands[i]);
  if (words->len != 4)
    {
      g_ptr_array_free (words, TRUE);
      return g_steal_pointer (&d);
    }
  guint start = first;
  GString *out = g_string_new ("N:");
  for (guint seat = 0; seat < 4; seat++)
    g_string_append_printf (out, "%s%s", seat ? " " : "",
                            (char *) g_ptr_array_index (words, (seat + 4 - start) % 4));
  g_ptr_array_free (words, TRUE);
  return g_string_free (out, FALSE);
}

static guint
game_round (const ValetPbnGame *g)
{
  guint round;
  const char *v = g->value[VALET_PBN_GAME_ROUND];
  if (v == NULL || !valet_field_number (v, VALET_MAX_ROUND, &round))
    return 0;
  return round;
}

static guint
new_group (ValetPbnGames *games, const ValetPbnGame *g, char *deal)
{
  Group group = { g->board, g->match ? g->match : "", deal, 0, NULL, FALSE, 0, g->line, FALSE };
  g_array_append_val (games->groups, group);
  return games->groups->len - 1;
}

/* The group of a game without a [Deal]: the one of its board and match
 * with its round, or else the first of its board and match; G_MAXUINT
 * when its match has none of its board. */
static guint
group_without_deal (ValetPbnGames *games, GPtrArray *of_board, const ValetPbnGame *g)
{
  guint round = game_round (g);
  const char *match = g->match ? g->match : "";
  int first_of_match = -1;
  for (guint i = 0; i < of_board->len; i++)
    {
      guint k = GPOINTER_TO_UINT (g_ptr_array_index (of_board, i));
      const Group *group = &g_array_index (games->groups, Group, k);
      if (strcmp (group->match, match) != 0)
        continue;
      if (round && group->min_round == round)
        return k;
      if (first_of_match < 0)
        first_of_match = (int) k;
    }
  return first_of_match >= 0 ? (guint) first_of_match : G_MAXUINT;
}

static void
note_in_group (Group *group, const ValetPbnGame *g)
{
  guint round = game_round (g);
  const char *section = g->value[VALET_PBN_GAME_SECTION];

  if (round && (group->min_round == 0 || round < group->min_round))
    group->min_round = round;
  if (section == NULL || (group->section && strcmp (group->section, section) != 0))
    group->sections_differ = TRUE;
  else if (group->section == NULL)
    group->section = g_strdup (section);
}

/* The group of the deal @deal (taken over) of @g's board, made on first
 * sight. */
static guint
group_of_deal (ValetPbnGames *games, GHashTable *by_deal, GHashTable *by_board,
               const ValetPbnGame *g, char *deal)
{
  char *key = g_strdup_printf ("%u\x1f%s\x1f%s", g->board, g->match ? g->match : "", deal);
  gpointer found;

  if (g_hash_table_lookup_extended (by_deal, key, NULL, &found))
    {
      g_free (key);
      g_free (deal);
      return GPOINTER_TO_UINT (found);
    }
  guint k = new_group (games, g, deal);
  g_hash_table_insert (by_deal, key, GUINT_TO_POINTER (k));
  GPtrArray *of_board = g_hash_table_lookup (by_board, GUINT_TO_POINTER (g->board));
  if (of_board == NULL)
    {
      of_board = g_ptr_array_new ();
      g_hash_table_insert (by_board, GUINT_TO_POINTER (g->board), of_board);
    }
  g_ptr_array_add (of_board, GUINT_TO_POINTER (k));
  return k;
}

/* Puts each game that is to be read into the group of its deal: first
 * the games that give their deal, then those that do not, which go with
 * their board's deal. */
static void
make_groups (ValetPbnGames *games)
{
  g_autoptr (GHashTable) by_deal = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) by_board = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                                           (GDestroyNotify) g_ptr_array_unref);
  g_autofree gboolean *placed = g_new0 (gboolean, games->entries->len + 1);

  for (guint i = 0; i < games->entries->len; i++)
    {
      Entry *e = &g_array_index (games->entries, Entry, i);
      char *deal = e->kind == GAME_COVERED ? NULL
                   : normalized_deal (e->game->value[VALET_PBN_GAME_DEAL]);
      if (deal == NULL || deal[0] == '\0')
        {
          g_free (deal);
          continue;
        }
      e->group = group_of_deal (games, by_deal, by_board, e->game, deal);
      note_in_group (&g_array_index (games->groups, Group, e->group), e->game);
      placed[i] = TRUE;
    }
  for (guint i = 0; i < games->entries->len; i++)
    {
      Entry *e = &g_array_index (games->entries, Entry, i);
      if (e->kind == GAME_COVERED || placed[i])
        continue;
      GPtrArray *of_board = g_hash_table_lookup (by_board, GUINT_TO_POINTER (e->game->board));
      guint k = of_board ? group_without_deal (games, of_board, e->game) : G_MAXUINT;
      e->group = k != G_MAXUINT ? k
                 : group_of_deal (games, by_deal, by_board, e->game, g_strdup (""));
      note_in_group (&g_array_index (games->groups, Group, e->group), e->game);
    }
}

/* Whether the groups of one board (@of_board) are told apart by their
 * rounds (each has one, all different) or by their sections. */
static gboolean
told_apart (GArray *groups, GPtrArray *of_board, gboolean by_round)
{
  for (guint i = 0; i < of_board->len; i++)
    {
      const Group *a = &g_array_index (groups, Group, GPOINTER_TO_UINT (of_board->pdata[i]));
      if (by_round ? a->min_round == 0 : (a->section == NULL || a->sections_differ))
        return FALSE;
      for (guint j = 0; j < i; j++)
        {
          const Group *b = &g_array_index (groups, Group, GPOINTER_TO_UINT (of_board->pdata[j]));
          if (by_round ? a->min_round == b->min_round : strcmp (a->section, b->section) == 0)
            return FALSE;
        }
    }
  return TRUE;
}

/* Whether the groups of one board are each of a match of its own
 * (another [Event] or [Stage]): then nothing is amiss in its having
 * several deals, or one deal several times. */
static gboolean
matches_apart (GArray *groups, GPtrArray *of_board)
{
  for (guint i = 0; i < of_board->len; i++)
    for (guint j = 0; j < i; j++)
      if (strcmp (g_array_index (groups, Group, GPOINTER_TO_UINT (of_board->pdata[i])).match,
                  g_array_index (groups, Group, GPOINTER_TO_UINT (of_board->pdata[j])).match)
          == 0)
        return FALSE;
  return TRUE;
}

/* One deal of a board number is one board, under the first round it was
 * played in: in a pairs movement the board travels from round to round.
 * Several deals under one number are boards of their own, in their
 * rounds when those tell them apart, or else numbered in file order. */
static void
assign_rounds (ValetPbnGames *games)
{
  g_autoptr (GHashTable) by_board = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                                           (GDestroyNotify) g_ptr_array_unref);
  g_autoptr (GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint k = 0; k < games->groups->len; k++)
    {
      guint board = g_array_index (games->groups, Group, k).board;
      GPtrArray *of_board = g_hash_table_lookup (by_board, GUINT_TO_POINTER (board));
      if (of_board == NULL)
        {
          of_board = g_ptr_array_new ();
          g_hash_table_insert (by_board, GUINT_TO_POINTER (board), of_board);
          g_array_append_val (order, board);
        }
      g_ptr_array_add (of_board, GUINT_TO_POINTER (k));
    }
  for (guint b = 0; b < order->len; b++)
    {
      GPtrArray *of_board = g_hash_table_lookup (by_board,
                                                 GUINT_TO_POINTER (g_array_index (order, guint, b)));
      gboolean by_round = of_board->len == 1 || told_apart (games->groups, of_board, TRUE);
      for (guint i = 0; i < of_board->len; i++)
        {
          Group *group = &g_array_index (games->groups, Group, GPOINTER_TO_UINT (of_board->pdata[i]));
          group->round = by_round ? MAX (group->min_round, 1) : i + 1;
        }
      if (!by_round && !told_apart (games->groups, of_board, FALSE)
          && !matches_apart (games->groups, of_board))
        g_array_index (games->groups, Group, GPOINTER_TO_UINT (of_board->pdata[1])).split = TRUE;
    }
}

/* The same four players, contract and result at one deal: a table's
 * result written twice. */
static void
mark_repeats (ValetPbnGames *games)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < games->entries->len; i++)
    {
      Entry *e = &g_array_index (games->entries, Entry, i);
      if (e->kind != GAME_PLAYED)
        continue;
      GString *key = g_string_new (NULL);
      g_string_append_printf (key, "%u", e->group);
      for (guint k = VALET_PBN_GAME_NORTH; k <= VALET_PBN_GAME_RESULT; k++)
        {
          g_autofree char *v = valet_pbn_folded_name (e->game->value[k]);
          g_string_append_printf (key, "\x1f%s", v);
        }
      gpointer line;
      if (g_hash_table_lookup_extended (seen, key->str, NULL, &line))
        {
          e->kind = GAME_REPEAT;
          e->repeat_of = GPOINTER_TO_UINT (line);
          g_string_free (key, TRUE);
        }
      else
        g_hash_table_insert (seen, g_string_free (key, FALSE), GUINT_TO_POINTER (e->game->line));
    }
}

void
valet_pbn_games_survey (ValetPbnGames *games, GHashTable *boards_with_tables,
                        ValetPbnGamesSurvey *out)
{
  gboolean auctions = FALSE;

  for (guint i = 0; i < games->games->len && !auctions; i++)
    auctions = g_array_index (games->games, ValetPbnGame, i).has_auction;
  g_array_set_size (games->entries, 0);
  for (guint i = 0; i < games->games->len; i++)
    {
      ValetPbnGame *g = &g_array_index (games->games, ValetPbnGame, i);
      Entry e = { g, classify (g, boards_with_tables, auctions), 0, 0, 0, 0, FALSE };
      g_array_append_val (games->entries, e);
    }
  make_groups (games);
  assign_rounds (games);
  mark_repeats (games);

  g_autofree guint *played = g_new0 (guint, games->groups->len + 1);
  memset (out, 0, sizeof *out);
  for (guint i = 0; i < games->entries->len; i++)
    {
      const Entry *e = &g_array_index (games->entries, Entry, i);
      if (e->kind == GAME_UNFINISHED || e->kind == GAME_NOT_PLAYED)
        out->n_unfinished++;
      if (e->kind != GAME_PLAYED)
        continue;
      played[e->group]++;
      out->n_played++;
    }
  for (guint k = 0; k < games->groups->len; k++)
    if (played[k] >= 2)
      out->n_compared += played[k];
}

/* ---- reading ------------------------------------------------------------ */

/* "board 11 (table 4, room Open)", for messages. */
static char *
game_place (const ValetPbnGame *g)
{
  GString *s = g_string_new (NULL);
  const ValetPbnGameTag where[] = { VALET_PBN_GAME_SECTION, VALET_PBN_GAME_TABLE,
                                    VALET_PBN_GAME_ROOM };
  /* Translators: the values of the game's [Section], [Table] and [Room]
   * tags, in "board 11 (section A, table 4, room Open)". */
  const char *words[] = { N_("section %s"), N_("table %s"), N_("room %s") };

  /* Translators: the start of "board 11 (table 4, room Open)", the
   * game messages are about. */
  g_string_append_printf (s, _("board %u"), g->board);
  guint n = 0;
  for (guint i = 0; i < G_N_ELEMENTS (where); i++)
    if (valet_field_given (g->value[where[i]]))
      {
        g_string_append (s, n++ ? ", " : " (");
        g_string_append_printf (s, _(words[i]), g->value[where[i]]);
      }
  if (n)
    g_string_append_c (s, ')');
  return g_string_free (s, FALSE);
}

/* RealBridge writes "Name#12345" (a player's number, "Name#" for a
 * stand-in): the number tells two people of one name apart, and the
 * name is what is shown. */
static char *
shown_name (const char *clean)
{
  const char *hash = strrchr (clean, '#');
  if (hash == NULL || hash == clean)
    return g_strdup (clean);
  for (const char *p = hash + 1; *p; p++)
    if (!g_ascii_isdigit (*p))
      return g_strdup (clean);
  return g_strchomp (g_strndup (clean, (gsize) (hash - clean)));
}

/* The player called @name; @half is "a" or "b" for one player of a
 * partnership that one name stands for, or NULL. */
static guint
game_player (ValetPbnGames *games, const char *name, const char *half, guint line,
             const char *file, ValetDiagnostics *diag)
{
  g_autofree char *folded = valet_pbn_folded_name (name);
  g_autofree char *key = g_strdup_printf ("%s%s%s", folded, half ? "/" : "", half ? half : "");
  guint index;

  if (valet_numbered_pairs_lookup (games->players, key, &index))
    return index;
  g_autofree char *clean = valet_clean_name (name);
  g_autofree char *shown = shown_name (clean);
  g_autofree char *wanted = g_strdup_printf ("%s%s%s", clean, half ? "/" : "", half ? half : "");
  index = valet_numbered_pairs_player (games->players, key, wanted, shown, line);
  valet_text_warn_long (VALET_TEXT_PLAYER, name, diag, file, line);
  return index;
}

/* Whether every seat of @g names a player; FALSE after reporting. */
static gboolean
game_has_players (const ValetPbnGame *g, const char *file, ValetDiagnostics *diag)
{
  /* One whole sentence for each seat, for translators. */
  static const char *const no_player[] = {
    /* Translators: %s is the game, "board 11 (table 4)"; PBN's tags are not translated. */
    N_("%s has no North player; its result is left out (expected [North \"name\"])"),
    N_("%s has no East player; its result is left out (expected [East \"name\"])"),
    N_("%s has no South player; its result is left out (expected [South \"name\"])"),
    N_("%s has no West player; its result is left out (expected [West \"name\"])"),
  };

  for (guint seat = 0; seat < 4; seat++)
    if (!valet_field_given (g->value[seat]))
      {
        g_autofree char *place = game_place (g);
        valet_diagnostics_add (diag, file, g->value[seat] ? g->value_line[seat] : g->line,
                               _(no_player[seat]), place);
        return FALSE;
      }
  return TRUE;
}

/* The four players of @g into @r.  One name at both seats of a side
 * names the partnership. */
static void
game_players (ValetPbnGames *games, const ValetPbnGame *g, ValetResult *r,
              const char *file, ValetDiagnostics *diag)
{
  for (guint side = 0; side < 2; side++)
    {
      g_autofree char *one = valet_pbn_folded_name (g->value[side]);
      g_autofree char *two = valet_pbn_folded_name (g->value[side + 2]);
      gboolean partnership = strcmp (one, two) == 0;
      for (guint k = 0; k < 2; k++)
        {
          guint seat = side + 2 * k;
          r->player[seat] = game_player (games, g->value[seat],
                                         partnership ? (k ? "b" : "a") : NULL,
                                         g->value_line[seat], file, diag);
        }
    }
}

/* Gives the players of @r the teams they played for, when the match
 * names its teams: the home team sits North-South in the open room and
 * East-West in the closed room (the usual convention); a game without a
 * [Room], or with another, has the home team North-South. */
static void
game_teams (const ValetPbnGame *g, const ValetResult *r, ValetTournament *t)
{
  const char *room = g->value[VALET_PBN_GAME_ROOM];
  gboolean home_ew = room && g_ascii_strcasecmp (room, "Closed") == 0;

  for (guint seat = 0; seat < 4; seat++)
    {
      guint side = seat % 2;    /* 0: North-South */
      const char *team = g->team[side == (home_ew ? 0 : 1) ? 1 : 0];
      if (valet_field_given (team))
        valet_tournament_set_player_team (t, r->player[seat], team);
    }
}

/* The seat a [Play] tag names, or -1. */
static int
play_seat (const char *play)
{
  ValetSeat seat;
  return play && play[0] && !play[1] && valet_seat_from_letter (play[0], &seat) ? (int) seat : -1;
}

/* The lead of @g, once @r has its declarer: the first card of the play
 * when it is the opening leader's, or else the [Lead] tag. */
static const char *
game_lead (const ValetPbnGame *g, const ValetResult *r, const char *file, ValetDiagnostics *diag)
{
  const char *play = g->value[VALET_PBN_GAME_PLAY];
  int leader = (r->declarer + 1) % 4;

  if (r->level == 0)
    return NULL;
  if (g->first_card == NULL || play == NULL)
    return g->value[VALET_PBN_GAME_LEAD];
  if (play_seat (play) == leader)
    return g->first_card;
  g_autofree char *place = game_place (g);
  valet_diagnostics_warn (diag, file, g->value_line[VALET_PBN_GAME_PLAY],
                          /* Translators: the game, "board 11 (table 4)"; its [Play] tag;
                           * the declarer's seat letter, then the leader's, twice. */
                          _("%s: the play starts with '%s', but declarer is %c, so the "
                            "opening lead is %c's; no lead is read (expected [Play "
                            "\"%c\"])"),
                          place, play, valet_seat_letter (r->declarer), valet_seat_letter (leader),
                          valet_seat_letter (leader));
  return NULL;
}

/* Contract, declarer, tricks and lead of a game played; FALSE after
 * reporting. */
static gboolean
game_play (const ValetPbnGame *g, ValetResult *r, guint8 *carried_suit,
           const char *file, ValetDiagnostics *diag)
{
  guint line = g->value_line[VALET_PBN_GAME_CONTRACT];
  ValetFieldSource src = { file, line, diag };
  ValetPlayFields fields = {
    g->value[VALET_PBN_GAME_CONTRACT], g->value[VALET_PBN_GAME_DECLARER],
    g->value[VALET_PBN_GAME_RESULT], NULL,
  };
  guint8 suit = *carried_suit;

  if (!valet_parse_play_fields (&fields, r, &suit, &src))
    return FALSE;
  fields.lead = game_lead (g, r, file, diag);
  if (fields.lead != NULL)
    {
      /* A lead that is not a card loses the lead, not the result. */
      g_autoptr (ValetDiagnostics) quiet = valet_diagnostics_new (1);
      ValetFieldSource quiet_src = { file, line, quiet };
      ValetResult with_lead = *r;
      guint8 lead_suit = *carried_suit;
      if (valet_parse_play_fields (&fields, &with_lead, &lead_suit, &quiet_src))
        {
          *r = with_lead;
          suit = lead_suit;
        }
      else
        {
          g_autofree char *place = game_place (g);
          guint lead_line = fields.lead == g->first_card ? g->first_card_line
                                                         : g->value_line[VALET_PBN_GAME_LEAD];
          valet_diagnostics_warn (diag, file, lead_line,
                                  /* Translators: the game, "board 11 (table 4)", the lead. */
                                  _("%s: the lead '%s' is not a card; the result is read "
                                    "without it (expected a suit S, H, D or C and a rank, "
                                    "e.g. SA or H7)"), place, fields.lead);
        }
    }
  *carried_suit = suit;
  return TRUE;
}

static void
report_left_out (const Entry *e, const char *file, ValetDiagnostics *diag)
{
  const ValetPbnGame *g = e->game;

  if (e->said)
    return;
  g_autofree char *place = game_place (g);
  if (e->kind == GAME_REPEAT)
    valet_diagnostics_warn (diag, file, g->line,
                            /* Translators: the game, "board 11 (table 4)", then a line. */
                            _("%s repeats the game on line %u (the same players, contract "
                              "and result); read once (expected each table's result once)"),
                            place, e->repeat_of);
  else if (e->kind == GAME_NOT_PLAYED && e->n_alike > 0)
    valet_diagnostics_warn (diag, file, g->value_line[VALET_PBN_GAME_CONTRACT],
                            g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: the game, "board 11 (table 4)",
                                          * its other games like it, the line of the
                                          * last of them. */
                                         "%s is marked passed out, but unlike the other games "
                                         "it has no auction: taken as not played, and left "
                                         "out, and so are the same players' %u other game "
                                         "like it, the last on line %u (expected an "
                                         "[Auction] section when the board was passed out)",
                                         "%s is marked passed out, but unlike the other games "
                                         "it has no auction: taken as not played, and left "
                                         "out, and so are the same players' %u other games "
                                         "like it, the last on line %u (expected an "
                                         "[Auction] section when the board was passed out)",
                                         e->n_alike),
                            place, e->n_alike, e->last_alike);
  else if (e->kind == GAME_NOT_PLAYED)
    valet_diagnostics_warn (diag, file, g->value_line[VALET_PBN_GAME_CONTRACT],
                            /* Translators: the game, "board 11 (table 4)". */
                            _("%s is marked passed out, but unlike the other games it has "
                              "no auction: taken as not played, and left out (expected "
                              "an [Auction] section when the board was passed out)"),
                            place);
  else if (!valet_field_given (g->value[VALET_PBN_GAME_CONTRACT]))
    valet_diagnostics_warn (diag, file, g->value[VALET_PBN_GAME_CONTRACT]
                                        ? g->value_line[VALET_PBN_GAME_CONTRACT] : g->line,
                            /* Translators: the game, "board 11 (table 4)". */
                            _("%s has no contract: a board not played or not finished, "
                              "left out (expected [Contract \"4S\"] or [Contract "
                              "\"Pass\"])"), place);
  else
    valet_diagnostics_warn (diag, file, g->value[VALET_PBN_GAME_RESULT]
                                        ? g->value_line[VALET_PBN_GAME_RESULT]
                                        : g->value_line[VALET_PBN_GAME_CONTRACT],
                            /* Translators: the game, "board 11 (table 4)". */
                            _("%s has a contract but no result: a board not finished, "
                              "left out (expected [Result \"N\"], the tricks declarer "
                              "took)"), place);
}

/* A table that did not play (a team that did not come) gives a game
 * for each board: said once, with the first. */
static void
gather_not_played (ValetPbnGames *games)
{
  g_autoptr (GHashTable) first = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < games->entries->len; i++)
    {
      Entry *e = &g_array_index (games->entries, Entry, i);
      if (e->kind != GAME_NOT_PLAYED)
        continue;
      GString *key = g_string_new (NULL);
      for (guint seat = 0; seat < 4; seat++)
        {
          g_autofree char *name = valet_pbn_folded_name (e->game->value[seat]);
          g_string_append_printf (key, "%s\x1f", name);
        }
      gpointer found;
      if (g_hash_table_lookup_extended (first, key->str, NULL, &found))
        {
          Entry *head = &g_array_index (games->entries, Entry, GPOINTER_TO_UINT (found));
          head->n_alike++;
          head->last_alike = e->game->value_line[VALET_PBN_GAME_CONTRACT];
          e->said = TRUE;
          g_string_free (key, TRUE);
        }
      else
        g_hash_table_insert (first, g_string_free (key, FALSE), GUINT_TO_POINTER (i));
    }
}

static void
report_split (const Group *group, const char *file, ValetDiagnostics *diag)
{
  valet_diagnostics_warn (diag, file, group->first_line,
                          _("board %u is given with another deal than before, and no "
                            "[Round] or [Section] tells the deals apart; each deal is "
                            "scored as a board of its own (expected one deal for each "
                            "board number, or a [Round] for each)"), group->board);
}

void
valet_pbn_games_read (ValetPbnGames *games, ValetTournament *t, const char *file,
                      ValetDiagnostics *diag)
{
  /* As in the other readers, a result without a lead carries the suit
   * of the last lead read, starting with spades. */
  guint8 carried_suit = VALET_SPADES;

  valet_numbered_pairs_free (games->players);
  games->players = valet_numbered_pairs_new (t, VALET_TAG_SUFFIX_PARENS);
  gather_not_played (games);
  for (guint k = 0; k < games->groups->len; k++)
    {
      const Group *group = &g_array_index (games->groups, Group, k);
      if (group->split)
        report_split (group, file, diag);
      valet_pbn_deals_offer (t, group->round, group->board, group->deal, group->first_line,
                             file, diag);
    }
  for (guint i = 0; i < games->entries->len; i++)
    {
      const Entry *e = &g_array_index (games->entries, Entry, i);
      const ValetPbnGame *g = e->game;
      if (e->kind == GAME_COVERED)
        continue;
      if (e->kind != GAME_PLAYED)
        {
          report_left_out (e, file, diag);
          if (e->kind != GAME_REPEAT)
            valet_tournament_count_left_out (t, 1);
          continue;
        }
      ValetResult r = { 0 };
      r.board = g->board;
      r.round = g_array_index (games->groups, Group, e->group).round;
      r.line = g->line;
      if (!game_has_players (g, file, diag) || !game_play (g, &r, &carried_suit, file, diag))
        {
          valet_tournament_count_left_out (t, 1);
          continue;
        }
      /* Players are added only with a result they play in. */
      game_players (games, g, &r, file, diag);
      game_teams (g, &r, t);
      valet_tournament_add_result (t, &r);
      /* The game's [Table], when it is a number, for the traveller; these
       * games name players, not pair numbers. */
      guint table;
      if (g->value[VALET_PBN_GAME_TABLE]
          && valet_field_number (g->value[VALET_PBN_GAME_TABLE], G_MAXUINT16, &table) && table)
        valet_tournament_set_result_table (t, valet_tournament_n_results (t) - 1, table);
    }
}
