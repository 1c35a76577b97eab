/* valet-tournament.c: players, results and their grouping into boards. */
#include "valet-tournament.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "valet-safe-text.h"
#include "valet-text-limit.h"
#include "valet-tournament-seats.h"

typedef struct {
  char *tag;
  char *name;          /* as given in the file */
  char *display_name;  /* UTF-8; NULL when the name is UTF-8 already */
  char *shown_name;    /* display_name with its controls escaped, or NULL */
  char *team;          /* UTF-8, or NULL when the input gives none */
  guint line;
  guint most_tables;   /* the most tables of one board it sits at */
  char *number;        /* the file's player number or id, or NULL */
} Player;

struct _ValetTournament {
  GArray     *players;     /* Player */
  GHashTable *player_index; /* tag -> index + 1 */
  GArray     *results;     /* ValetResult */
  GArray     *boards;      /* ValetBoard, NULL when stale */
  guint      *board_slots; /* storage for all boards' result lists */
  /* By result: the first line of its table, for the lines of weighted
   * and split scores that are not their table's first; every other
   * result is its own table.  Not an array by result: 40 MB at ten
   * million results, for a few lines. */
  GHashTable *table_of;
  char       *encoding;    /* of the files read; NULL for UTF-8 */
  char       *display_encoding; /* of names that are not UTF-8; NULL: Windows-1252 */
  char       *event[VALET_EVENT_N_DETAILS];
  ValetForm   form;        /* declared by the file, with its word and line */
  char       *form_word;
  guint       form_line;
  GPtrArray  *notes;       /* char *, or NULL */
  ValetSeats *seats;       /* pair numbers and tables, or NULL: none given */
  ValetDealSet *deals;
  guint       n_left_out;
  GArray     *unscored;    /* ValetResult: tables without a result, or NULL */
  ValetCancelledFunc cancelled;
  gpointer    cancelled_data;
  gboolean    sealed;      /* read whole: nothing changes any more */
};

static void
player_clear (gpointer p)
{
  Player *pl = p;
  g_free (pl->tag);
  g_free (pl->name);
  g_free (pl->display_name);
  g_free (pl->shown_name);
  g_free (pl->team);
  g_free (pl->number);
}

ValetTournament *
valet_tournament_new (void)
{
  ValetTournament *t = g_new0 (ValetTournament, 1);
  t->players = g_array_new (FALSE, TRUE, sizeof (Player));
  g_array_set_clear_func (t->players, player_clear);
  t->player_index = g_hash_table_new (g_str_hash, g_str_equal);
  t->results = g_array_new (FALSE, TRUE, sizeof (ValetResult));
  t->deals = valet_deal_set_new ();
  return t;
}

static void
drop_boards (ValetTournament *t)
{
  g_clear_pointer (&t->boards, g_array_unref);
  g_clear_pointer (&t->board_slots, g_free);
  g_clear_pointer (&t->table_of, g_hash_table_unref);
}

void
valet_tournament_free (ValetTournament *t)
{
  if (t == NULL)
    return;
  drop_boards (t);
  g_hash_table_unref (t->player_index);
  g_array_unref (t->players);
  g_array_unref (t->results);
  g_free (t->encoding);
  g_free (t->display_encoding);
  g_clear_pointer (&t->notes, g_ptr_array_unref);
  g_clear_pointer (&t->unscored, g_array_unref);
  valet_seats_free (t->seats);
  valet_deal_set_free (t->deals);
  for (guint i = 0; i < VALET_EVENT_N_DETAILS; i++)
    g_free (t->event[i]);
  g_free (t->form_word);
  g_free (t);
}

void
valet_tournament_set_encoding (ValetTournament *t, const char *charset)
{
  g_return_if_fail (!t->sealed);
  g_free (t->encoding);
  t->encoding = g_strdup (charset);
}

const char *
valet_tournament_get_encoding (ValetTournament *t)
{
  return t->encoding;
}

void
valet_tournament_set_display_encoding (ValetTournament *t, const char *charset)
{
  g_return_if_fail (!t->sealed);
  g_free (t->display_encoding);
  t->display_encoding = g_strdup (charset);
}

const char *
valet_tournament_get_display_encoding (ValetTournament *t)
{
  return t->display_encoding;
}

gboolean
valet_tournament_add_player (ValetTournament *t, const char *tag,
                             const char *name, guint line)
{
  g_return_val_if_fail (!t->sealed, FALSE);
  if (g_hash_table_contains (t->player_index, tag))
    return FALSE;

  /* No writer sees a longer name (valet-text-limit.h). */
  Player p = { g_strdup (tag), valet_text_limit (VALET_TEXT_PLAYER, name), NULL, NULL, NULL,
               line };
  name = p.name;
  if (!g_utf8_validate (name, -1, NULL))
    {
      const char *charset = t->display_encoding ? t->display_encoding : "WINDOWS-1252";
      p.display_name = g_convert (name, -1, "UTF-8", charset, NULL, NULL, NULL);
      if (p.display_name == NULL)   /* bytes the encoding leaves undefined */
        p.display_name = g_convert (name, -1, "UTF-8", "ISO-8859-1", NULL, NULL, NULL);
    }
  /* An escape sequence shows as text, not as a command. */
  p.shown_name = valet_escape_for_display (p.display_name ? p.display_name : name);
  g_array_append_val (t->players, p);
  /* The key is owned by the player record, which outlives the table. */
  g_hash_table_insert (t->player_index, p.tag,
                       GUINT_TO_POINTER (t->players->len));
  return TRUE;
}

ValetTournament *
valet_tournament_new_like (ValetTournament *src)
{
  ValetTournament *t = valet_tournament_new ();
  t->encoding = g_strdup (src->encoding);
  t->display_encoding = g_strdup (src->display_encoding);
  for (guint i = 0; i < src->players->len; i++)
    {
      const Player *from = &g_array_index (src->players, Player, i);
      Player p = { g_strdup (from->tag), g_strdup (from->name), g_strdup (from->display_name),
                   g_strdup (from->shown_name), g_strdup (from->team), from->line };
      p.number = g_strdup (from->number);
      g_array_append_val (t->players, p);
      g_hash_table_insert (t->player_index, p.tag, GUINT_TO_POINTER (t->players->len));
    }
  for (guint d = 0; d < VALET_EVENT_N_DETAILS; d++)
    t->event[d] = g_strdup (src->event[d]);
  t->form = src->form;
  t->form_word = g_strdup (src->form_word);
  t->form_line = src->form_line;
  t->n_left_out = src->n_left_out;
  for (guint i = 0; i < valet_tournament_n_unscored (src); i++)
    valet_tournament_add_unscored (t, valet_tournament_unscored (src, i));
  if (src->seats)
    t->seats = valet_seats_copy_pairs (src->seats);
  valet_deal_set_free (t->deals);
  t->deals = valet_deal_set_copy (src->deals);
  return t;
}

ValetSeats *
valet_tournament_seats (ValetTournament *t, gboolean create)
{
  if (t->seats == NULL && create)
    t->seats = valet_seats_new ();
  return t->seats;
}

gboolean
valet_tournament_lookup_player (ValetTournament *t, const char *tag,
                                guint *index)
{
  guint v = GPOINTER_TO_UINT (g_hash_table_lookup (t->player_index, tag));
  if (v == 0)
    return FALSE;
  if (index)
    *index = v - 1;
  return TRUE;
}

guint
valet_tournament_n_players (ValetTournament *t)
{
  return t->players->len;
}

const char *
valet_tournament_player_tag (ValetTournament *t, guint index)
{
  g_return_val_if_fail (index < t->players->len, NULL);
  return g_array_index (t->players, Player, index).tag;
}

const char *
valet_tournament_player_name (ValetTournament *t, guint index)
{
  g_return_val_if_fail (index < t->players->len, NULL);
  return g_array_index (t->players, Player, index).name;
}

const char *
valet_tournament_player_display_name (ValetTournament *t, guint index)
{
  g_return_val_if_fail (index < t->players->len, NULL);
  const Player *p = &g_array_index (t->players, Player, index);
  if (p->shown_name)
    return p->shown_name;
  return p->display_name ? p->display_name : p->name;
}

const char *
valet_tournament_player_utf8_name (ValetTournament *t, guint index)
{
  g_return_val_if_fail (index < t->players->len, NULL);
  const Player *p = &g_array_index (t->players, Player, index);
  return p->display_name ? p->display_name : p->name;
}

guint
valet_tournament_player_line (ValetTournament *t, guint index)
{
  g_return_val_if_fail (index < t->players->len, 0);
  return g_array_index (t->players, Player, index).line;
}

static char *event_text (ValetTournament *t, const char *value);

void
valet_tournament_set_player_team (ValetTournament *t, guint index, const char *team)
{
  g_return_if_fail (!t->sealed && index < t->players->len);
  Player *p = &g_array_index (t->players, Player, index);
  /* A team is shown beside names, so it is read as they are displayed. */
  g_autofree char *whole = team ? g_strstrip (event_text (t, team)) : NULL;
  char *text = valet_text_limit (VALET_TEXT_TEAM, whole);

  g_free (p->team);
  p->team = text && *text ? text : NULL;
  if (p->team == NULL)
    g_free (text);
}

const char *
valet_tournament_player_team (ValetTournament *t, guint index)
{
  g_return_val_if_fail (index < t->players->len, NULL);
  return g_array_index (t->players, Player, index).team;
}

void
valet_tournament_set_player_number (ValetTournament *t, guint index, const char *number)
{
  g_return_if_fail (!t->sealed && index < t->players->len);
  Player *p = &g_array_index (t->players, Player, index);
  g_autofree char *valid = number ? g_utf8_make_valid (number, -1) : NULL;
  char *text = valid ? valet_text_limit (VALET_TEXT_TEAM, g_strstrip (valid)) : NULL;

  g_free (p->number);
  p->number = text && *text ? text : NULL;
  if (p->number == NULL)
    g_free (text);
}

const char *
valet_tournament_player_number (ValetTournament *t, guint index)
{
  g_return_val_if_fail (index < t->players->len, NULL);
  return g_array_index (t->players, Player, index).number;
}

/* Ten million results take 400 MB: see the fields' bits. */
G_STATIC_ASSERT (sizeof (ValetResult) == 40);

void
valet_tournament_add_result (ValetTournament *t, const ValetResult *r)
{
  g_return_if_fail (!t->sealed);
  g_array_append_val (t->results, *r);
  ValetResult *added = &g_array_index (t->results, ValetResult, t->results->len - 1);
  if (!(added->weight > 0))
    added->weight = 1;
  drop_boards (t);
}

gboolean
valet_result_is_partial (const ValetResult *r)
{
  return r->side != VALET_SIDE_BOTH || (r->weight > 0 && r->weight < 1);
}

gboolean
valet_result_same_table (const ValetResult *a, const ValetResult *b)
{
  return a->round == b->round && a->board == b->board
         && memcmp (a->player, b->player, sizeof a->player) == 0;
}

guint
valet_tournament_n_results (ValetTournament *t)
{
  return t->results->len;
}

const ValetResult *
valet_tournament_result (ValetTournament *t, guint index)
{
  g_return_val_if_fail (index < t->results->len, NULL);
  return &g_array_index (t->results, ValetResult, index);
}

typedef struct {
  guint round, board, index;
} Key;

static int
key_compare (const void *a, const void *b)
{
  const Key *x = a, *y = b;
  if (x->round != y->round)
    return x->round < y->round ? -1 : 1;
  if (x->board != y->board)
    return x->board < y->board ? -1 : 1;
  return x->index < y->index ? -1 : (x->index > y->index);
}

static guint
table_of (ValetTournament *t, guint index)
{
  gpointer table;
  if (g_hash_table_lookup_extended (t->table_of, GUINT_TO_POINTER (index), NULL, &table))
    return GPOINTER_TO_UINT (table);
  return index;
}

/* Each result's table: itself for a whole result; for a part of a
 * weighted or split score, the first line of the same four players in
 * the same seats on the board. */
static void
group_tables (ValetTournament *t)
{
  t->table_of = g_hash_table_new (NULL, NULL);
  for (guint b = 0; b < t->boards->len; b++)
    {
      const ValetBoard *board = &g_array_index (t->boards, ValetBoard, b);
      for (guint k = 0; k < board->n_results; k++)
        {
          guint index = board->results[k];
          const ValetResult *r = &g_array_index (t->results, ValetResult, index);
          for (guint j = 0; j < k && valet_result_is_partial (r); j++)
            {
              const ValetResult *other = &g_array_index (t->results, ValetResult,
                                                         board->results[j]);
              if (valet_result_is_partial (other) && valet_result_same_table (r, other))
                {
                  guint table = table_of (t, board->results[j]);
                  g_hash_table_insert (t->table_of, GUINT_TO_POINTER (index),
                                       GUINT_TO_POINTER (table));
                  break;
                }
            }
        }
    }
}

/* Counts the tables of each board every player sits at.  The lines of
 * one table (a weighted or split score) are one table, and a tag in two
 * seats of one table sits at it once. */
static void
count_tables (ValetTournament *t)
{
  guint n_players = t->players->len;
  g_autofree guint *seen_on = g_new (guint, MAX (n_players, 1));
  g_autofree guint *count = g_new0 (guint, MAX (n_players, 1));

  for (guint i = 0; i < n_players; i++)
    {
      seen_on[i] = G_MAXUINT;
      g_array_index (t->players, Player, i).most_tables = 0;
    }
  for (guint b = 0; b < t->boards->len; b++)
    {
      const ValetBoard *board = &g_array_index (t->boards, ValetBoard, b);
      for (guint k = 0; k < board->n_results; k++)
        {
          const ValetResult *r = &g_array_index (t->results, ValetResult, board->results[k]);
          gboolean again = table_of (t, board->results[k]) != board->results[k];
          for (guint seat = 0; seat < 4 && !again; seat++)
            {
              guint p = r->player[seat];
              gboolean earlier_seat = FALSE;
              if (p >= n_players)
                continue;
              for (guint s = 0; s < seat; s++)
                earlier_seat |= r->player[s] == p;
              Player *pl = &g_array_index (t->players, Player, p);
              if (earlier_seat)
                continue;
              if (seen_on[p] != b)
                {
                  seen_on[p] = b;
                  count[p] = 0;
                }
              count[p]++;
              pl->most_tables = MAX (pl->most_tables, count[p]);
            }
        }
    }
}

static void
build_boards (ValetTournament *t)
{
  guint n = t->results->len;
  g_autofree Key *keys = g_new (Key, n > 0 ? n : 1);

  for (guint i = 0; i < n; i++)
    {
      const ValetResult *r = &g_array_index (t->results, ValetResult, i);
      keys[i] = (Key) { r->round, r->board, i };
    }
  qsort (keys, n, sizeof (Key), key_compare);

  t->boards = g_array_new (FALSE, TRUE, sizeof (ValetBoard));
  t->board_slots = g_new (guint, n > 0 ? n : 1);
  for (guint i = 0; i < n; i++)
    {
      t->board_slots[i] = keys[i].index;
      ValetBoard *last = t->boards->len
        ? &g_array_index (t->boards, ValetBoard, t->boards->len - 1) : NULL;
      if (last && last->round == keys[i].round && last->board == keys[i].board)
        last->n_results++;
      else
        {
          ValetBoard b = { keys[i].round, keys[i].board,
                           t->board_slots + i, 1 };
          g_array_append_val (t->boards, b);
        }
    }
  group_tables (t);
  count_tables (t);
}

void
valet_tournament_seal (ValetTournament *t)
{
  if (t->sealed)
    return;
  if (t->boards == NULL)
    build_boards (t);
  valet_deal_set_sort (t->deals);
  t->sealed = TRUE;
}

ValetBoardDeal *
valet_tournament_set_deal (ValetTournament *t, guint round, guint board,
                           const ValetDeal *deal, const char *file, guint line,
                           ValetDiagnostics *diag)
{
  g_return_val_if_fail (!t->sealed, NULL);
  return valet_deal_set_add (t->deals, round, board, deal, file, line, diag);
}

const ValetBoardDeal *
valet_tournament_get_deal (ValetTournament *t, guint round, guint board)
{
  return valet_deal_set_find (t->deals, round, board);
}

guint
valet_tournament_n_deals (ValetTournament *t)
{
  return valet_deal_set_size (t->deals);
}

const ValetBoardDeal *
valet_tournament_deal (ValetTournament *t, guint index)
{
  return valet_deal_set_nth (t->deals, index);
}

guint
valet_tournament_player_most_tables (ValetTournament *t, guint index)
{
  g_return_val_if_fail (index < t->players->len, 0);
  if (t->boards == NULL)
    build_boards (t);
  return g_array_index (t->players, Player, index).most_tables;
}

gboolean
valet_tournament_player_is_placeholder (ValetTournament *t, guint index)
{
  g_return_val_if_fail (index < t->players->len, FALSE);
  if (t->boards == NULL)
    build_boards (t);
  const Player *pl = &g_array_index (t->players, Player, index);
  return pl->most_tables >= VALET_PLACEHOLDER_TABLES;
}

guint
valet_tournament_table_of (ValetTournament *t, guint index)
{
  g_return_val_if_fail (index < t->results->len, index);
  if (t->boards == NULL)
    build_boards (t);
  return table_of (t, index);
}

gboolean
valet_tournament_is_sealed (ValetTournament *t)
{
  return t->sealed;
}

guint
valet_tournament_n_boards (ValetTournament *t)
{
  if (t->boards == NULL)
    build_boards (t);
  return t->boards->len;
}

const ValetBoard *
valet_tournament_board (ValetTournament *t, guint index)
{
  if (t->boards == NULL)
    build_boards (t);
  g_return_val_if_fail (index < t->boards->len, NULL);
  return &g_array_index (t->boards, ValetBoard, index);
}

gboolean
valet_tournament_has_leads (ValetTournament *t)
{
  for (guint i = 0; i < t->results->len; i++)
    if (g_array_index (t->results, ValetResult, i).lead_rank > 0)
      return TRUE;
  return FALSE;
}

gboolean
valet_tournament_has_adjusted (ValetTournament *t, gboolean artificial_only)
{
  for (guint i = 0; i < t->results->len; i++)
    {
      const ValetResult *r = &g_array_index (t->results, ValetResult, i);
      if (r->kind == VALET_RESULT_ARTIFICIAL || (!artificial_only && valet_result_is_partial (r)))
        return TRUE;
    }
  return FALSE;
}

/* Event details are shown, never written back, so they are kept in
 * UTF-8: text in a legacy encoding is read as names are displayed. */
static char *
event_text (ValetTournament *t, const char *value)
{
  char *text;

  if (value == NULL || g_utf8_validate (value, -1, NULL))
    return g_strdup (value);
  text = g_convert (value, -1, "UTF-8",
                    t->display_encoding ? t->display_encoding : "WINDOWS-1252",
                    NULL, NULL, NULL);
  return text ? text : g_utf8_make_valid (value, -1);
}

void
valet_tournament_set_event (ValetTournament *t, ValetEventDetail detail,
                            const char *value)
{
  g_return_if_fail (detail < VALET_EVENT_N_DETAILS && !t->sealed);
  g_autofree char *text = event_text (t, value);

  g_free (t->event[detail]);
  t->event[detail] = valet_text_limit ((ValetTextKind) detail, text);
}

gboolean
valet_tournament_offer_event (ValetTournament *t, ValetEventDetail detail,
                              const char *value)
{
  g_return_val_if_fail (detail < VALET_EVENT_N_DETAILS && !t->sealed, FALSE);
  if (t->event[detail] != NULL || value == NULL)
    return FALSE;
  g_autofree char *v = g_strstrip (event_text (t, value));
  /* PBN writes "#" or "?" for a tag it has no value for. */
  if (*v == '\0' || strcmp (v, "?") == 0 || strcmp (v, "#") == 0)
    return FALSE;
  t->event[detail] = valet_text_limit ((ValetTextKind) detail, v);
  return TRUE;
}

const char *
valet_tournament_get_event (ValetTournament *t, ValetEventDetail detail)
{
  g_return_val_if_fail (detail < VALET_EVENT_N_DETAILS, NULL);
  return t->event[detail];
}

gboolean
valet_tournament_declare_form (ValetTournament *t, ValetForm form, const char *word,
                               guint line)
{
  g_return_val_if_fail (!t->sealed && form <= VALET_FORM_MATCHPOINTS, FALSE);
  if (t->form != VALET_FORM_NONE || form == VALET_FORM_NONE)
    return FALSE;
  t->form = form;
  g_free (t->form_word);
  /* A word is short; one that is not is cut as an event's name is. */
  t->form_word = word ? valet_text_limit (VALET_TEXT_TITLE, word) : NULL;
  t->form_line = line;
  return TRUE;
}

ValetForm
valet_tournament_get_form (ValetTournament *t)
{
  return t->form;
}

const char *
valet_tournament_get_form_word (ValetTournament *t)
{
  return t->form_word;
}

guint
valet_tournament_get_form_line (ValetTournament *t)
{
  return t->form_line;
}

void
valet_tournament_count_left_out (ValetTournament *t, guint n)
{
  g_return_if_fail (!t->sealed);
  t->n_left_out += n;
}

guint
valet_tournament_n_left_out (ValetTournament *t)
{
  return t->n_left_out;
}

void
valet_tournament_add_unscored (ValetTournament *t, const ValetResult *table)
{
  g_return_if_fail (!t->sealed);
  if (t->unscored == NULL)
    t->unscored = g_array_new (FALSE, FALSE, sizeof (ValetResult));
  g_array_append_vals (t->unscored, table, 1);
}

guint
valet_tournament_n_unscored (ValetTournament *t)
{
  return t->unscored ? t->unscored->len : 0;
}

const ValetResult *
valet_tournament_unscored (ValetTournament *t, guint index)
{
  g_return_val_if_fail (index < valet_tournament_n_unscored (t), NULL);
  return &g_array_index (t->unscored, ValetResult, index);
}

void
valet_tournament_set_cancelled_func (ValetTournament *t, ValetCancelledFunc func,
                                     gpointer data)
{
  t->cancelled = func;
  t->cancelled_data = data;
}

gboolean
valet_tournament_is_cancelled (ValetTournament *t)
{
  return t->cancelled != NULL && t->cancelled (t->cancelled_data);
}

char *
valet_result_contract_text (const ValetResult *r)
{
  if (r->kind == VALET_RESULT_ARTIFICIAL)
    return g_strdup ("ADJ");
  if (r->level == 0)
    return g_strdup ("Pass");
  return g_strdup_printf ("%u%s%s", r->level, valet_denom_short_name (r->denom),
                          valet_multiplier_suffix (r->mult));
}

char *
valet_result_lead_text (const ValetResult *r)
{
  if (r->lead_rank < 2 || r->lead_rank > 14)
    return g_strdup ("");
  return g_strdup_printf ("%s%c", valet_denom_short_name (r->lead_suit),
                          valet_rank_letter (r->lead_rank));
}

char *
valet_result_contract_symbols (const ValetResult *r)
{
  if (r->kind == VALET_RESULT_ARTIFICIAL)
    return valet_result_artificial_text (r);
  return valet_contract_symbols (r->level, r->denom, r->mult);
}

char *
valet_result_artificial_text (const ValetResult *r)
{
  return g_strdup_printf ("%u/%u", r->percent[0], r->percent[1]);
}

/* A weight as a reader reads it back to the same float: a short
 * decimal (0.6, 0.25), else a fraction (1/3, 2/7), else nine digits. */
static void
weight_text (GString *out, float weight)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE], format[8];

  for (int digits = 1; digits <= 4; digits++)
    {
      g_snprintf (format, sizeof format, "%%.%dg", digits);
      g_ascii_formatd (buf, sizeof buf, format, weight);
      if ((float) g_ascii_strtod (buf, NULL) == weight)
        {
          g_string_append (out, buf);
          return;
        }
    }
  for (int d = 2; d <= 12; d++)
    {
      long n = lround (weight * d);
      if (n > 0 && (float) ((double) n / d) == weight)
        {
          g_string_append_printf (out, "%ld/%d", n, d);
          return;
        }
    }
  g_ascii_formatd (buf, sizeof buf, "%.9g", weight);
  g_string_append (out, buf);
}

char *
valet_result_part_text (const ValetResult *r)
{
  GString *out = g_string_new (NULL);
  if (r->side != VALET_SIDE_BOTH)
    g_string_append (out, r->side == VALET_SIDE_NS ? "NS" : "EW");
  if (r->weight > 0 && r->weight < 1)
    {
      if (out->len)
        g_string_append_c (out, ' ');
      weight_text (out, r->weight);
    }
  return g_string_free (out, FALSE);
}

char *
valet_result_lead_symbols (const ValetResult *r)
{
  return valet_card_symbols (r->lead_suit, r->lead_rank);
}

char *
valet_result_relative_text (const ValetResult *r)
{
  return valet_tricks_relative (r->level, r->tricks);
}

const char *
valet_event_detail_key (ValetEventDetail detail)
{
  static const char *const keys[VALET_EVENT_N_DETAILS] = {
    "title", "date", "venue", "organiser", "director",
  };

  g_return_val_if_fail (detail < VALET_EVENT_N_DETAILS, NULL);
  return keys[detail];
}

void
valet_tournament_add_note (ValetTournament *t, const char *note)
{
  g_return_if_fail (!t->sealed);
  if (t->notes == NULL)
    t->notes = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (t->notes, g_strdup (note));
}

guint
valet_tournament_n_notes (ValetTournament *t)
{
  return t->notes ? t->notes->len : 0;
}

const char *
valet_tournament_note (ValetTournament *t, guint index)
{
  g_return_val_if_fail (index < valet_tournament_n_notes (t), NULL);
  return g_ptr_array_index (t->notes, index);
}
