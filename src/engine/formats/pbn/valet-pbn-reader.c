/* valet-pbn-reader.c: PBN 2.1 games, their ScoreTable and TotalScoreTable,
 * and games played one per table. */
#include "config.h"
#include "valet-pbn-reader.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "valet-encoding.h"
#include "valet-pbn-private.h"
#include "valet-numbered-pairs.h"
#include "valet-result-fields.h"
#include "valet-scoring-form.h"
#include "valet-text-limit.h"

/* The first card of a play section is a few characters. */
#define MAX_CARD 16

/* What a file with nothing to score should have held. */
static const char refused_expected[] =
  N_("expected score tables whose rows name the pairs, with PairId_NS and "
     "PairId_EW or Names_NS and Names_EW columns, or one game per table with "
     "[North] .. [West], [Contract], [Declarer] and [Result], each deal played "
     "at two tables or more");

static void
vulnerability_free (gpointer data)
{
  Vulnerability *v = data;
  g_free (v->value);
  g_free (v);
}

static void
game_clear (ValetPbnGame *g)
{
  for (guint k = 0; k < VALET_PBN_GAME_N_TAGS; k++)
    g_free (g->value[k]);
  g_free (g->first_card);
  g_free (g->match);
  g_free (g->team[0]);
  g_free (g->team[1]);
  memset (g, 0, sizeof *g);
}

/* ---- games ------------------------------------------------------------ */

/* [Vulnerable] against the standard cycle the scores are computed with. */
static void
check_vulnerable (Pbn *pbn, guint board, const Vulnerability *vul)
{
  const char *v = vul->value;
  gboolean ns, ew;

  if (g_ascii_strcasecmp (v, "None") == 0 || g_ascii_strcasecmp (v, "Love") == 0
      || strcmp (v, "-") == 0)
    ns = ew = FALSE;
  else if (g_ascii_strcasecmp (v, "NS") == 0)
    ns = TRUE, ew = FALSE;
  else if (g_ascii_strcasecmp (v, "EW") == 0)
    ns = FALSE, ew = TRUE;
  else if (g_ascii_strcasecmp (v, "All") == 0 || g_ascii_strcasecmp (v, "Both") == 0)
    ns = ew = TRUE;
  else
    {
      valet_diagnostics_warn (pbn->diag, pbn->file, vul->line,
                              _("vulnerability '%s' is not known; board %u is scored "
                                "with the standard cycle (expected None, NS, EW or All)"),
                              v, board);
      return;
    }
  gboolean cyc_ns = valet_board_vulnerable (board, VALET_NORTH);
  gboolean cyc_ew = valet_board_vulnerable (board, VALET_EAST);
  if (ns != cyc_ns || ew != cyc_ew)
    valet_diagnostics_warn (pbn->diag, pbn->file, vul->line,
                            /* Translators: the board, its [Vulnerable] tag, the PBN value
                             * of the standard cycle (None, NS, EW or All), the board. */
                            _("board %u is marked vulnerable '%s', but the standard "
                              "cycle makes it %s; scored with the standard cycle "
                              "(expected the vulnerability of board %u)"),
                            board, v,
                            cyc_ns && cyc_ew ? "All" : cyc_ns ? "NS" : cyc_ew ? "EW" : "None",
                            board);
}

/* Whether the current game names a player or a contract: a table's
 * result (or an unfinished one), rather than a deal. */
static gboolean
game_is_played (const ValetPbnGame *g)
{
  for (guint k = VALET_PBN_GAME_NORTH; k <= VALET_PBN_GAME_CONTRACT; k++)
    if (valet_field_given (g->value[k]))
      return TRUE;
  return FALSE;
}

static void
end_game (Pbn *pbn)
{
  valet_pbn_close_table (pbn);
  pbn->want_play_line = FALSE;
  if (pbn->in_game && pbn->board_ok && !pbn->has_result_table)
    {
      if (game_is_played (&pbn->game))
        {
          pbn->game.board = pbn->board;
          pbn->game.line = pbn->board_line;
          pbn->game.match = g_strdup_printf ("%s\x1f%s",
                                             pbn->match_tag[0] ? pbn->match_tag[0] : "",
                                             pbn->match_tag[1] ? pbn->match_tag[1] : "");
          for (guint k = 0; k < 2; k++)
            pbn->game.team[k] = g_strdup (pbn->team_tag[k]);
          valet_pbn_games_add (pbn->games, &pbn->game);
        }
      else if (!pbn->has_table)
        {
          guint where[2] = { pbn->board, pbn->board_line };
          g_array_append_vals (pbn->deals_only, where, 2);
        }
    }
  game_clear (&pbn->game);
  g_clear_pointer (&pbn->section, g_free);
  pbn->in_game = FALSE;
  pbn->board_ok = FALSE;
  pbn->has_table = FALSE;
  pbn->has_result_table = FALSE;
}

static void
start_board (Pbn *pbn, const char *value, guint line)
{
  /* A [Board] tag after the board of the current game starts a new game,
   * even without the empty line that should separate them. */
  if (pbn->in_game)
    end_game (pbn);
  pbn->in_game = TRUE;
  pbn->n_games++;
  pbn->board_line = line;
  pbn->board_ok = valet_field_number (value, VALET_MAX_BOARD, &pbn->board) && pbn->board > 0;
  pbn->last_board = pbn->board_ok ? pbn->board : 0;
  if (!pbn->board_ok)
    valet_diagnostics_add (pbn->diag, pbn->file, line,
                           _("board '%s' is not a number from 1 to %u; the game's "
                             "results are left out (expected [Board \"N\"])"),
                           value, VALET_MAX_BOARD);
  valet_pbn_deals_tag (pbn->deals, pbn->board_ok ? pbn->board : 0, "Board", value, line);
}

/* ---- tags ------------------------------------------------------------- */

/* Text from the file as UTF-8: names of events in a legacy encoding are
 * converted, as the players' names are for display. */
static char *
utf8_text (Pbn *pbn, const char *value)
{
  if (g_utf8_validate (value, -1, NULL))
    return g_strdup (value);
  if (pbn->legacy == NULL)
    pbn->legacy = valet_guess_encoding (pbn->data, (gsize) (pbn->end - pbn->data));
  char *text = g_convert (value, -1, "UTF-8", pbn->legacy, NULL, NULL, NULL);
  return text ? text : g_utf8_make_valid (value, -1);
}

static void
offer_event (Pbn *pbn, const char *name, const char *value, guint line)
{
  static const struct { const char *tag; ValetEventDetail detail; } details[] = {
    { "Event", VALET_EVENT_TITLE }, { "Date", VALET_EVENT_DATE }, { "Site", VALET_EVENT_VENUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (details); i++)
    if (strcmp (name, details[i].tag) == 0)
      {
        /* "##value": a value later games repeat. */
        g_autofree char *text = utf8_text (pbn, g_str_has_prefix (value, "##") ? value + 2
                                                                             : value);
        if (valet_tournament_offer_event (pbn->t, details[i].detail, text))
          valet_text_warn_long ((ValetTextKind) details[i].detail, text, pbn->diag, pbn->file,
                                line);
      }
}

/* A tag of the game's own result.  PBN's "#" repeats the previous
 * game's value, and "##value" is a value that later games repeat. */
static void
game_tag (Pbn *pbn, ValetPbnGameTag k, const char *value, guint line)
{
  if (g_str_has_prefix (value, "##") && value[2] != '\0')
    value += 2;
  else if (value[0] == '#' && (value[1] == '\0' || (value[1] == '#' && value[2] == '\0')))
    value = pbn->previous[k] ? pbn->previous[k] : "";
  g_free (pbn->game.value[k]);
  pbn->game.value[k] = g_strstrip (g_strdup (value));
  pbn->game.value_line[k] = line;
  g_free (pbn->previous[k]);
  pbn->previous[k] = g_strdup (pbn->game.value[k]);
}

static void
handle_game_tag (Pbn *pbn, const char *name, const char *value, guint line)
{
  for (guint k = 0; k < VALET_PBN_GAME_N_TAGS; k++)
    if (strcmp (name, valet_pbn_game_tag_names[k]) == 0)
      {
        game_tag (pbn, k, value, line);
        break;
      }
  if (strcmp (name, "Play") == 0)
    pbn->want_play_line = TRUE;
  else if (strcmp (name, "Auction") == 0)
    pbn->game.has_auction = TRUE;
  else if (strcmp (name, "Section") == 0)
    {
      g_free (pbn->section);
      pbn->section = g_strdup (pbn->game.value[VALET_PBN_GAME_SECTION]);
    }
  else if (strcmp (name, "Vulnerable") == 0 && pbn->board_ok && value[0] != '#'
           && !g_hash_table_contains (pbn->vulnerability, GUINT_TO_POINTER (pbn->board)))
    {
      Vulnerability *v = g_new (Vulnerability, 1);
      v->value = g_strdup (value);
      v->line = line;
      g_hash_table_insert (pbn->vulnerability, GUINT_TO_POINTER (pbn->board), v);
    }
}

/* A game's tag with no game open: archives of championship matches
 * write the second table of a board without [Board], [Deal], [Dealer]
 * and [Vulnerable], which it takes from the game before.  A new game of
 * that board, its deal the one before; FALSE when @name is not a game's
 * tag or no board came before. */
static gboolean
start_game_of_last_board (Pbn *pbn, const char *name, guint line)
{
  static const char *const played[] = {
    "North", "East", "South", "West", "Contract", "Declarer", "Result", "Room", "Table",
  };
  gboolean is_played = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (played); i++)
    is_played |= strcmp (name, played[i]) == 0;
  if (!is_played || pbn->last_board == 0)
    return FALSE;
  pbn->in_game = TRUE;
  pbn->n_games++;
  pbn->board_line = line;
  pbn->board = pbn->last_board;
  pbn->board_ok = TRUE;
  game_tag (pbn, VALET_PBN_GAME_DEAL, "#", line);
  return TRUE;
}

static void
handle_tag (Pbn *pbn, const char *name, const char *value, guint line)
{
  pbn->want_play_line = FALSE;
  offer_event (pbn, name, value, line);
  /* The match a game belongs to: games of another [Event] or [Stage]
   * are never compared with its ("#" repeats the one before). */
  for (guint k = 0; k < 2; k++)
    if (strcmp (name, k ? "Stage" : "Event") == 0 && strcmp (value, "#") != 0)
      {
        g_autofree char *was = pbn->match_tag[k];
        pbn->match_tag[k] = g_strstrip (g_strdup (value));
        /* Another event's matches name their own teams, or none. */
        if (k == 0 && g_strcmp0 (was, pbn->match_tag[k]) != 0)
          {
            g_clear_pointer (&pbn->team_tag[0], g_free);
            g_clear_pointer (&pbn->team_tag[1], g_free);
          }
      }
  /* The teams of the match, for the games that follow until others are
   * named (archives give them once for both tables). */
  for (guint k = 0; k < 2; k++)
    if (strcmp (name, k ? "VisitTeam" : "HomeTeam") == 0 && strcmp (value, "#") != 0)
      {
        g_free (pbn->team_tag[k]);
        pbn->team_tag[k] = g_strstrip (g_strdup (value));
      }
  if (strcmp (name, "Scoring") == 0)
    valet_form_declare (pbn->t, VALET_FORM_WORDS_PBN, value, pbn->file, line, pbn->diag,
                        &pbn->form_warned);
  if (strcmp (name, "Board") != 0)
    valet_pbn_deals_tag (pbn->deals, pbn->board, name, value, line);
  if (strcmp (name, "Board") == 0)
    start_board (pbn, value, line);
  else if (strcmp (name, "ScoreTable") == 0)
    {
      valet_pbn_start_table (pbn, value, line);
      return;
    }
  else if (strcmp (name, "TotalScoreTable") == 0)
    {
      valet_pbn_start_total (pbn, value, line);
      return;
    }
  else if (pbn->in_game || start_game_of_last_board (pbn, name, line))
    handle_game_tag (pbn, name, value, line);
  /* Any other tag closes the table (rows of another table follow). */
  valet_pbn_close_table (pbn);
}

/* Parses "[Name "value"]" at pbn->p, which may continue over several
 * lines.  Returns FALSE after reporting when it is malformed; the rest
 * of the line is then skipped. */
static gboolean
parse_tag (Pbn *pbn)
{
  guint line = pbn->line;
  const char *p = pbn->p + 1;
  const char *name = p;

  while (p < pbn->end && (g_ascii_isalnum (*p) || *p == '_'))
    p++;
  g_autofree char *tag = g_strndup (name, (gsize) (p - name));
  while (p < pbn->end && (*p == ' ' || *p == '\t'))
    p++;
  if (tag[0] == '\0' || p >= pbn->end || *p != '"')
    {
      valet_diagnostics_add (pbn->diag, pbn->file, line,
                             _("malformed tag (expected [Name \"value\"])"));
      return FALSE;
    }
  GString *value = g_string_new (NULL);
  guint newlines = 0;
  for (p++; p < pbn->end && *p != '"'; p++)
    {
      if (*p == '\\' && p + 1 < pbn->end && (p[1] == '"' || p[1] == '\\'))
        p++;
      else if (*p == '\n')
        newlines++;
      if (*p != '\r')
        g_string_append_c (value, *p);
    }
  if (p < pbn->end)
    p++;
  while (p < pbn->end && (*p == ' ' || *p == '\t'))
    p++;
  if (p >= pbn->end || *p != ']')
    {
      valet_diagnostics_add (pbn->diag, pbn->file, line,
                             _("tag '%s' does not end (expected [%s \"value\"] "
                               "with the value's closing '\"' and a ']')"), tag, tag);
      g_string_free (value, TRUE);
      pbn->line += newlines;
      return FALSE;
    }
  pbn->p = p + 1;
  pbn->line += newlines;
  handle_tag (pbn, tag, value->str, line);
  g_string_free (value, TRUE);
  return TRUE;
}

/* Skips "{...}" commentary from pbn->p, over several lines if need be. */
static void
skip_commentary (Pbn *pbn)
{
  const char *p = pbn->p;
  while (p < pbn->end && *p != '}')
    if (*p++ == '\n')
      pbn->line++;
  pbn->p = p < pbn->end ? p + 1 : p;
}

/* The first card of a play section, the opening lead: "SK", "H10",
 * "-" (unknown); annotations ("!", "?") after it are dropped. */
static void
read_first_card (Pbn *pbn, const char *s, const char *e)
{
  const char *t = s;
  while (t < e && *t != ' ' && *t != '\t')
    t++;
  while (t > s && (t[-1] == '!' || t[-1] == '?'))
    t--;
  if (t == s || *s == ';' || *s == '%' || *s == '[' || *s == '{')
    return;
  pbn->want_play_line = FALSE;
  g_free (pbn->game.first_card);
  pbn->game.first_card = g_strndup (s, (gsize) MIN (t - s, MAX_CARD));
  pbn->game.first_card_line = pbn->line;
}

/* Tags, commentary and ';' comments from pbn->p to the end of a line. */
static void
parse_tag_line (Pbn *pbn)
{
  while (pbn->p < pbn->end && *pbn->p != '\n')
    {
      char c = *pbn->p;
      if (c == ' ' || c == '\t' || c == '\r')
        pbn->p++;
      else if (c == '[')
        {
          if (!parse_tag (pbn))
            break;
        }
      else if (c == '{')
        skip_commentary (pbn);
      else
        {
          /* ';' comments, or a section that starts after its tag. */
          if (pbn->want_play_line)
            {
              const char *nl = memchr (pbn->p, '\n', (gsize) (pbn->end - pbn->p));
              read_first_card (pbn, pbn->p, nl ? nl : pbn->end);
            }
          break;
        }
    }
  const char *nl = memchr (pbn->p, '\n', (gsize) (pbn->end - pbn->p));
  pbn->p = nl ? nl + 1 : pbn->end;
  pbn->line++;
}

/* ---- the results ------------------------------------------------------ */

/* Players named by the rows themselves, in the order they come. */
static void
name_row_players (Pbn *pbn, Row *row)
{
  ValetFieldSource src = { pbn->file, row->r.line, pbn->diag };

  for (guint seat = 0; seat < 4; seat++)
    if (row->mode[seat % 2] == SIDE_BY_IDS)
      row->r.player[seat] = valet_player_for_id (pbn->t, row->player_id[seat],
                                                 row->player_name[seat], &src);
    else if (row->mode[seat % 2] == SIDE_BY_NAMES)
      valet_player_for_name (pbn->t, row->player_name[seat], &src, &row->r.player[seat]);
  gboolean warned[2] = { FALSE, FALSE };   /* of a side's cell, once */
  for (guint seat = 0; seat < 4; seat++)
    if (row->mode[seat % 2] != SIDE_BY_PAIR && row->team[seat % 2] != NULL
        && valet_tournament_player_team (pbn->t, row->r.player[seat]) == NULL)
      {
        valet_tournament_set_player_team (pbn->t, row->r.player[seat], row->team[seat % 2]);
        if (!warned[seat % 2])
          warned[seat % 2] = valet_text_warn_long (VALET_TEXT_TEAM, row->team[seat % 2],
                                                   pbn->diag, pbn->file, row->r.line);
      }
}

static void
add_rows (Pbn *pbn)
{
  /* Players are added only with a result they play in. */
  for (guint i = 0; i < pbn->rows->len; i++)
    name_row_players (pbn, &g_array_index (pbn->rows, Row, i));
  for (guint i = 0; i < pbn->rows->len; i++)
    {
      Row *row = &g_array_index (pbn->rows, Row, i);
      for (guint side = 0; side < 2; side++)
        if (row->mode[side] == SIDE_BY_PAIR)
          row->handle[side] = valet_pbn_pairs_add_side (pbn->pairs, row->section, side,
                                                        row->id[side], row->r.round,
                                                        row->r.board, &row->names[side],
                                                        row->team[side], row->r.line);
    }
  valet_pbn_pairs_make_players (pbn->pairs, pbn->t, pbn->file, pbn->diag);
  /* The numbers of pairs taken by their tags (Valet's own files). */
  g_autoptr (ValetPairNumbers) numbers = valet_pair_numbers_new ();
  for (guint i = 0; i < pbn->rows->len; i++)
    {
      Row *row = &g_array_index (pbn->rows, Row, i);
      for (guint side = 0; side < 2; side++)
        if (row->mode[side] == SIDE_BY_PAIR)
          valet_pbn_pairs_players (pbn->pairs, row->handle[side], &row->r.player[side],
                                   &row->r.player[side + 2]);
      valet_tournament_add_result (pbn->t, &row->r);
      if (row->table)
        valet_tournament_set_result_table (pbn->t, valet_tournament_n_results (pbn->t) - 1,
                                           row->table);
      const char *ids[2];
      for (guint side = 0; side < 2; side++)
        ids[side] = row->mode[side] == SIDE_BY_IDS ? row->id[side] : NULL;
      valet_pair_numbers_add (numbers, valet_tournament_n_results (pbn->t) - 1, row->section,
                              row->r.round, row->r.board, ids[0], ids[1]);
    }
  valet_pair_numbers_label (numbers, pbn->t);
}

/* Boards without a result: an error in a file of score tables; in a
 * file of games played one per table, a game without players or a
 * contract is only a deal. */
static void
report_deals_only (Pbn *pbn)
{
  for (guint i = 0; i + 1 < pbn->deals_only->len; i += 2)
    {
      guint board = g_array_index (pbn->deals_only, guint, i);
      guint line = g_array_index (pbn->deals_only, guint, i + 1);
      if (g_hash_table_contains (pbn->boards_with_tables, GUINT_TO_POINTER (board)))
        continue;
      if (pbn->n_result_tables > 0)
        valet_diagnostics_add (pbn->diag, pbn->file, line,
                               _("board %u has no ScoreTable (expected a [ScoreTable "
                                 "\"...\"] tag followed by the results of the board)"),
                               board);
      else
        valet_diagnostics_warn (pbn->diag, pbn->file, line,
                                _("board %u here names no players and no contract; it "
                                  "is a deal only, with no result (expected [North] .. "
                                  "[West], [Contract], [Declarer] and [Result])"), board);
    }
}

/* The vulnerability of each board that has results, from its first
 * game. */
static void
check_boards (Pbn *pbn, guint first_result)
{
  g_autoptr (GHashTable) done = g_hash_table_new (g_direct_hash, g_direct_equal);

  for (guint i = first_result; i < valet_tournament_n_results (pbn->t); i++)
    {
      guint board = valet_tournament_result (pbn->t, i)->board;
      const Vulnerability *v = g_hash_table_lookup (pbn->vulnerability, GUINT_TO_POINTER (board));
      if (v && !g_hash_table_contains (done, GUINT_TO_POINTER (board)))
        check_vulnerable (pbn, board, v);
      g_hash_table_add (done, GUINT_TO_POINTER (board));
    }
}

/* One part of what a file holds instead of results, after the others. */
static void
append_part (GString *found, const char *format, guint n)
{
  if (found->len > 0)
    g_string_append (found, "; ");
  g_string_append_printf (found, format, n);
}

/* A file with nothing to score: said once, with what it holds instead
 * (a hand record, frequency tables, games each alone on its deal).  Each
 * part is a sentence of its own for translators, joined by "; ". */
static void
refuse (Pbn *pbn, const ValetPbnGamesSurvey *survey)
{
  GString *found = g_string_new (NULL);
  guint n_deals = pbn->deals_only->len / 2;

  if (pbn->n_frequency_tables > 0)
    append_part (found, g_dngettext (GETTEXT_PACKAGE,
                                     "%u score table is a frequency table, which do not "
                                     "say who played, so pair scores cannot be computed",
                                     "%u score tables are frequency tables, which do not "
                                     "say who played, so pair scores cannot be computed",
                                     pbn->n_frequency_tables),
                 pbn->n_frequency_tables);
  if (survey->n_played > 0)
    append_part (found, g_dngettext (GETTEXT_PACKAGE,
                                     "%u game with a result plays each deal at one table "
                                     "only, with no other table to compare it with",
                                     "%u games with a result play each deal at one table "
                                     "only, with no other table to compare them with",
                                     survey->n_played),
                 survey->n_played);
  if (survey->n_unfinished > 0)
    append_part (found, g_dngettext (GETTEXT_PACKAGE,
                                     "%u game names players but gives no result",
                                     "%u games name players but give no result",
                                     survey->n_unfinished),
                 survey->n_unfinished);
  if (n_deals > 0)
    append_part (found, g_dngettext (GETTEXT_PACKAGE,
                                     "%u game is a deal only, a hand record",
                                     "%u games are deals only, a hand record",
                                     n_deals),
                 n_deals);
  if (found->len == 0)
    valet_diagnostics_add (pbn->diag, pbn->file, pbn->first_frequency_line,
                           /* Translators: %s is what was expected, "expected score tables ...". */
                           _("holds no table results to score: none of its score "
                             "tables could be read (%s)"), _(refused_expected));
  else
    valet_diagnostics_add (pbn->diag, pbn->file, pbn->first_frequency_line,
                           /* Translators: what the file holds instead, "3 games are
                            * deals only, a hand record", several joined by "; "; then
                            * what was expected, "expected score tables ...". */
                           _("holds no table results to score: its %s (%s)"),
                           found->str, _(refused_expected));
  g_string_free (found, TRUE);
}

static void
finish (Pbn *pbn)
{
  ValetPbnGamesSurvey survey;
  guint first_result = valet_tournament_n_results (pbn->t);

  if (pbn->n_games == 0)
    {
      valet_diagnostics_add (pbn->diag, pbn->file, 0,
                             _("has no games (expected [Board \"N\"] tags, each followed "
                               "by a [ScoreTable \"...\"] with the board's results, or "
                               "one game per table with [North] .. [West], [Contract], "
                               "[Declarer] and [Result])"));
      return;
    }
  /* A score table and games of one board hold the same results: the
   * score table, which has them all, is read, and its board's games are
   * not. */
  valet_pbn_deals_apply (pbn->deals, pbn->t, pbn->boards_with_tables, pbn->file, pbn->diag);
  valet_pbn_games_survey (pbn->games, pbn->boards_with_tables, &survey);
  if (pbn->n_result_tables == 0 && survey.n_compared == 0)
    {
      refuse (pbn, &survey);
      return;
    }
  add_rows (pbn);
  valet_sit_outs_report (pbn->sit_outs, pbn->diag, pbn->file);
  if (pbn->scores_only > 0)
    valet_diagnostics_warn (pbn->diag, pbn->file, pbn->scores_only_line,
                            ngettext ("%u row gives a score but no contract: this file holds "
                                      "the scores alone there, and the row is left out "
                                      "(expected the contract, its declarer and the tricks, "
                                      "which the Valet split needs)",
                                      "%u rows give a score but no contract: this file holds "
                                      "the scores alone there, and the rows are left out "
                                      "(expected the contract, its declarer and the tricks, "
                                      "which the Valet split needs)", pbn->scores_only),
                            pbn->scores_only);
  valet_pbn_games_read (pbn->games, pbn->t, pbn->file, pbn->diag);
  report_deals_only (pbn);
  check_boards (pbn, first_result);
}

static void
pbn_clear (Pbn *pbn)
{
  g_array_unref (pbn->rows);
  valet_sit_outs_free (pbn->sit_outs);
  valet_pbn_pairs_free (pbn->pairs);
  valet_pbn_games_free (pbn->games);
  valet_pbn_deals_free (pbn->deals);
  g_hash_table_unref (pbn->boards_with_tables);
  g_array_unref (pbn->deals_only);
  g_hash_table_unref (pbn->vulnerability);
  game_clear (&pbn->game);
  for (guint k = 0; k < VALET_PBN_GAME_N_TAGS; k++)
    g_free (pbn->previous[k]);
  g_free (pbn->section);
  g_free (pbn->match_tag[0]);
  g_free (pbn->match_tag[1]);
  g_free (pbn->team_tag[0]);
  g_free (pbn->team_tag[1]);
  g_free (pbn->last_header);
  g_free (pbn->last_total_header);
}

void
valet_parse_pbn (ValetTournament *t, const char *data, gsize length,
                 const char *file, ValetDiagnostics *diag)
{
  Pbn pbn = { 0 };

  pbn.t = t;
  pbn.file = file;
  pbn.diag = diag;
  pbn.data = pbn.p = data;
  pbn.end = data + length;
  pbn.line = 1;
  pbn.rows = g_array_new (FALSE, TRUE, sizeof (Row));
  pbn.sit_outs = valet_sit_outs_new ();
  g_array_set_clear_func (pbn.rows, valet_pbn_row_clear);
  pbn.pairs = valet_pbn_pairs_new ();
  pbn.games = valet_pbn_games_new ();
  pbn.deals = valet_pbn_deals_new ();
  pbn.boards_with_tables = g_hash_table_new (g_direct_hash, g_direct_equal);
  pbn.deals_only = g_array_new (FALSE, FALSE, sizeof (guint));
  pbn.vulnerability = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                             vulnerability_free);
  valet_skip_utf8_bom (&pbn.p, &length);

  while (pbn.p < pbn.end && !valet_tournament_is_cancelled (t))
    {
      const char *s = pbn.p;
      const char *nl = memchr (s, '\n', (gsize) (pbn.end - s));
      const char *e = nl ? nl : pbn.end;
      while (s < e && (*s == ' ' || *s == '\t'))
        s++;
      const char *te = e;
      while (te > s && (te[-1] == '\r' || te[-1] == ' ' || te[-1] == '\t'))
        te--;

      if (s == te)
        end_game (&pbn);   /* an empty line ends the game and its table */
      else if (*s == '[' || *s == '{')
        {
          pbn.p = s;
          parse_tag_line (&pbn);
          continue;
        }
      else if (*s == '%' || *s == ';')
        ;   /* comments */
      else if (pbn.table == TABLE_READ)
        valet_pbn_read_row (&pbn, s, te);
      else if (pbn.table == TABLE_LEFT_OUT)
        valet_tournament_count_left_out (t, 1);
      else if (pbn.in_total)
        valet_pbn_read_total_row (&pbn, s, te);
      else if (pbn.want_play_line)
        read_first_card (&pbn, s, te);
      else
        valet_pbn_deals_row (pbn.deals, s, te, pbn.line);
      /* Otherwise: the sections of other tags (deals, auctions, plays,
       * other tables), which scoring does not use. */
      pbn.p = nl ? nl + 1 : pbn.end;
      pbn.line++;
    }
  if (!valet_tournament_is_cancelled (t))
    {
      end_game (&pbn);
      finish (&pbn);
    }
  pbn_clear (&pbn);
}
