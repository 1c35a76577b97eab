/* valet-pbn-writer.c: PBN 2.1 games with a ScoreTable each. */
#include "valet-pbn-writer.h"
#include "valet-adjusted-fields.h"
#include "valet-numbered-pairs.h"
#include "valet-output-file.h"
#include "valet-scoring-form.h"

#include <stdlib.h>
#include <string.h>

/* The name as the reader will split and compare it: white space
 * collapsed, and no dash between spaces (or between a space and either
 * end), where "North - South" would be split: " - " becomes "-".  One
 * pass, from the left, as taking out the leftmost " - " again and again
 * would, but in time linear in the name's length. */
static char *
written_name (const char *name)
{
  GString *words = g_string_sized_new (strlen (name) + 2);
  GString *s;
  gsize i = 0;

  /* " word word ... ": the ends count as spaces for a dash there. */
  g_string_append_c (words, ' ');
  for (const char *p = name; *p;)
    {
      gsize n = strcspn (p, " \t\r\n");
      if (n > 0)
        {
          g_string_append_len (words, p, (gssize) n);
          g_string_append_c (words, ' ');
        }
      p += n;
      p += strspn (p, " \t\r\n");
    }
  if (words->len == 1)
    g_string_append_c (words, ' ');
  s = g_string_sized_new (words->len);
  while (i < words->len)
    {
      /* A space taken with a dash is not the start of another " - ". */
      if (i + 2 < words->len && strncmp (words->str + i, " - ", 3) == 0)
        {
          g_string_append_c (s, '-');
          i += 3;
        }
      else
        g_string_append_c (s, words->str[i++]);
    }
  g_string_free (words, TRUE);
  return g_strstrip (g_string_free (s, FALSE));
}

/* Names of the players who play, unique among them. */
static GPtrArray *
player_names (ValetTournament *t)
{
  guint n = valet_tournament_n_players (t);
  GPtrArray *names = g_ptr_array_new_full (n, g_free);
  g_autofree gboolean *plays = g_new0 (gboolean, n ? n : 1);
  /* Its own copies of the names: a name is freed below when it is
   * changed, while others are still looked up. */
  g_autoptr (GHashTable) count = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    for (guint s = 0; s < 4; s++)
      plays[valet_tournament_result (t, i)->player[s]] = TRUE;
  for (guint p = 0; p < n; p++)
    {
      char *name = written_name (valet_tournament_player_name (t, p));
      g_ptr_array_add (names, name);
      if (plays[p])
        g_hash_table_insert (count, g_strdup (name), GUINT_TO_POINTER (
          GPOINTER_TO_UINT (g_hash_table_lookup (count, name)) + 1));
    }
  for (guint p = 0; p < n; p++)
    {
      char *name = g_ptr_array_index (names, p);
      if (plays[p] && GPOINTER_TO_UINT (g_hash_table_lookup (count, name)) > 1)
        {
          names->pdata[p] = g_strdup_printf ("%s [%s]", name,
                                             valet_tournament_player_tag (t, p));
          g_free (name);
        }
    }
  return names;
}

static void
append_quoted (GString *out, const char *s)
{
  g_string_append_c (out, '"');
  for (; *s; s++)
    {
      if (*s == '"' || *s == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, *s);
    }
  g_string_append_c (out, '"');
}

static int
compare_first_result (const void *a, const void *b)
{
  guint x = (*(const ValetBoard *const *) a)->results[0];
  guint y = (*(const ValetBoard *const *) b)->results[0];
  return (x > y) - (x < y);
}

/* The pair of two partners, numbered on first sight. */
static guint
pair_number (GHashTable *pairs, guint a, guint b)
{
  guint64 key = ((guint64) MIN (a, b) << 32) | MAX (a, b);
  gpointer found = g_hash_table_lookup (pairs, &key);

  if (found)
    return GPOINTER_TO_UINT (found);
  guint64 *k = g_new (guint64, 1);
  *k = key;
  guint number = g_hash_table_size (pairs) + 1;
  g_hash_table_insert (pairs, k, GUINT_TO_POINTER (number));
  return number;
}

/* Where the pairs sat, as the file read gave it: the pairs' numbers and
 * sections (valet_tournament_pair_label()) and the results' tables, so
 * that a file written and read again has the same lists of the
 * movement.  Without numbers that can be written back
 * (valet_pair_labels_writable()) the pairs are numbered on first sight,
 * as before. */
typedef struct {
  gboolean    labels;     /* PairId_NS/EW are the file's numbers */
  gboolean    sections;   /* a Section column: some pair has a section */
  gboolean    tables;     /* a Table column: some result has a table */
  GHashTable *pairs;      /* the numbers on first sight, without labels */
} Seats;

static void
seats_init (Seats *seats, ValetTournament *t)
{
  seats->labels = valet_pair_labels_writable (t, &seats->sections);
  seats->sections &= seats->labels;
  seats->tables = FALSE;
  for (guint i = 0; i < valet_tournament_n_results (t) && !seats->tables; i++)
    seats->tables = valet_tournament_result_table (t, i) != 0;
  seats->pairs = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
}

/* A cell as written: quoted where it has a space or a quote, "-" when
 * empty. */
static void
append_cell (GString *out, const char *text)
{
  if (text[0] == '\0')
    g_string_append_c (out, '-');
  else if (strpbrk (text, " \t\"\\") != NULL)
    append_quoted (out, text);
  else
    g_string_append (out, text);
}

/* Table, Section, PairId_NS and PairId_EW of a row. */
static void
append_ids (GString *out, ValetTournament *t, guint index, Seats *seats)
{
  const ValetResult *r = valet_tournament_result (t, index);
  ValetPairLabel label[2];

  if (seats->tables)
    {
      guint table = valet_tournament_result_table (t, index);
      if (table)
        g_string_append_printf (out, " %3u", table);
      else
        g_string_append (out, "   -");
    }
  if (!seats->labels)
    {
      /* North-South numbered first: arguments have no order of
       * evaluation. */
      guint ns = pair_number (seats->pairs, r->player[VALET_NORTH], r->player[VALET_SOUTH]);
      guint ew = pair_number (seats->pairs, r->player[VALET_EAST], r->player[VALET_WEST]);
      g_string_append_printf (out, " %4u %4u ", ns, ew);
      return;
    }
  for (guint side = 0; side < 2; side++)
    valet_tournament_pair_label (t, r->player[side], r->player[side + 2], &label[side]);
  if (seats->sections)
    {
      g_string_append_c (out, ' ');
      append_cell (out, label[0].section);
    }
  for (guint side = 0; side < 2; side++)
    {
      g_string_append_c (out, ' ');
      append_cell (out, label[side].number);
    }
  g_string_append_c (out, ' ');
}

static void
append_side (GString *out, GPtrArray *names, const ValetResult *r, guint first)
{
  g_autofree char *both = g_strdup_printf ("%s - %s",
                                           (char *) g_ptr_array_index (names, r->player[first]),
                                           (char *) g_ptr_array_index (names, r->player[first + 2]));
  append_quoted (out, both);
}

/* What Names_NS and Names_EW cannot carry: the players' tags, and their
 * names where the names written there differ from them ("-" elsewhere). */
static void
append_players (GString *out, ValetTournament *t, GPtrArray *names, const ValetResult *r)
{
  for (guint seat = 0; seat < 4; seat++)
    {
      g_string_append_c (out, ' ');
      append_quoted (out, valet_tournament_player_tag (t, r->player[seat]));
    }
  for (guint seat = 0; seat < 4; seat++)
    {
      const char *name = valet_tournament_player_name (t, r->player[seat]);
      if (strcmp (name, g_ptr_array_index (names, r->player[seat])) == 0)
        {
          g_string_append (out, " -");
          continue;
        }
      /* A row is one line: a line break, which no file Valet reads can
       * put in a name but a program might, becomes a space. */
      g_autofree char *one_line = g_strdelimit (g_strdup (name), "\r\n", ' ');
      g_string_append_c (out, ' ');
      append_quoted (out, one_line);
    }
}

/* The columns only some tournaments need (see valet_append_pbn()). */
typedef struct {
  gboolean scores;   /* Score_NS, Score_EW: there are artificial scores */
  gboolean parts;    /* Weight, Side: there are weighted or split scores */
} Extra;

/* Score_NS and Score_EW: an artificial score's percentages ("60%"),
 * a played one's score on the side that scores it, "-" on the other. */
static void
append_scores (GString *out, const ValetResult *r)
{
  if (r->kind == VALET_RESULT_ARTIFICIAL)
    {
      g_string_append_printf (out, " \"%u%%\" \"%u%%\"", r->percent[0], r->percent[1]);
      return;
    }
  int score = r->level == 0 ? 0
              : valet_ns_score (r->level, r->denom, r->mult, r->declarer,
                                valet_board_vulnerable (r->board, r->declarer), r->tricks);
  if (score == 0)
    g_string_append (out, " 0 0");
  else if (score > 0)
    g_string_append_printf (out, " %d -", score);
  else
    g_string_append_printf (out, " - %d", -score);
}

/* The row's cells of the extra columns, and its end. */
static void
append_extra (GString *out, const ValetResult *r, const Extra *extra)
{
  if (extra->scores)
    append_scores (out, r);
  if (extra->parts)
    {
      g_autofree char *weight = valet_result_weight_text (r);
      g_string_append_printf (out, " %s %s", weight[0] ? weight : "-",
                              r->side == VALET_SIDE_NS ? "NS"
                              : r->side == VALET_SIDE_EW ? "EW" : "-");
    }
  g_string_append_c (out, '\n');
}

static void
append_row (GString *out, ValetTournament *t, guint index,
            GPtrArray *names, Seats *seats, const Extra *extra)
{
  const ValetResult *r = valet_tournament_result (t, index);

  g_string_append_printf (out, "%3u", r->round);
  append_ids (out, t, index, seats);
  append_side (out, names, r, VALET_NORTH);
  g_string_append_c (out, ' ');
  append_side (out, names, r, VALET_EAST);
  if (r->kind == VALET_RESULT_ARTIFICIAL)
    {
      /* No contract: the percentages are in Score_NS and Score_EW. */
      g_string_append (out, " -     -  -  -");
      append_players (out, t, names, r);
      append_extra (out, r, extra);
      return;
    }
  if (r->level == 0)
    {
      g_string_append (out, " Pass  -  -  -");
      append_players (out, t, names, r);
      append_extra (out, r, extra);
      return;
    }
  g_autofree char *contract = valet_result_contract_text (r);
  g_autofree char *lead = valet_result_lead_text (r);
  g_string_append_printf (out, " %-5s %c %2u ", contract,
                          valet_seat_letter (r->declarer), r->tricks);
  g_string_append (out, lead[0] ? lead : "- ");
  append_players (out, t, names, r);
  append_extra (out, r, extra);
}

void
valet_append_pbn (GString *out, ValetTournament *t)
{
  static const char *const dealers[] = { "W", "N", "E", "S" };
  guint n_boards = valet_tournament_n_boards (t);
  g_autofree const ValetBoard **boards = g_new (const ValetBoard *, n_boards ? n_boards : 1);
  g_autoptr (GPtrArray) names = player_names (t);
  Seats seats;
  Extra extra = { FALSE, FALSE };
  const char *form = valet_form_pbn_word (valet_tournament_get_form (t));

  seats_init (&seats, t);
  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    {
      const ValetResult *r = valet_tournament_result (t, i);
      extra.scores |= r->kind == VALET_RESULT_ARTIFICIAL;
      extra.parts |= valet_result_is_partial (r);
    }

  /* Boards in the order their first result was read, so that results
   * keep their order and a lead suit carried over from the line before
   * (see ValetResult.lead_suit) is carried from the same line. */
  for (guint b = 0; b < n_boards; b++)
    boards[b] = valet_tournament_board (t, b);
  qsort (boards, n_boards, sizeof *boards, compare_first_result);

  g_string_append (out, "% PBN 2.1\n% EXPORT\n% Written by Valet\n\n");
  for (guint b = 0; b < n_boards; b++)
    {
      const ValetBoard *board = boards[b];
      gboolean ns = valet_board_vulnerable (board->board, VALET_NORTH);
      gboolean ew = valet_board_vulnerable (board->board, VALET_EAST);

      g_string_append_printf (out, "[Event \"\"]\n[Board \"%u\"]\n[Dealer \"%s\"]\n"
                              "[Vulnerable \"%s\"]\n", board->board,
                              dealers[board->board % 4],
                              ns && ew ? "All" : ns ? "NS" : ew ? "EW" : "None");
      /* The deal, as read, from the dealer's hand. */
      const ValetBoardDeal *deal = valet_tournament_get_deal (t, board->round, board->board);
      if (deal)
        {
          g_autofree char *text = valet_deal_to_pbn (&deal->deal,
                                                     valet_board_dealer (board->board));
          g_string_append_printf (out, "[Deal \"%s\"]\n", text);
        }
      /* The form the results were read with goes with them. */
      if (form != NULL)
        g_string_append_printf (out, "[Scoring \"%s\"]\n", form);
      g_string_append (out, "[ScoreTable \"Round\\3R;");
      if (seats.tables)
        g_string_append (out, "Table\\3R;");
      if (seats.sections)
        g_string_append (out, "Section\\1R;");
      g_string_append (out, "PairId_NS\\4R;PairId_EW\\4R;"
                       "Names_NS\\40L;Names_EW\\40L;Contract\\5L;Declarer\\1R;"
                       "Result\\2R;Lead\\2L;PlayerId_N;PlayerId_E;PlayerId_S;"
                       "PlayerId_W;PlayerName_N;PlayerName_E;PlayerName_S;"
                       "PlayerName_W");
      if (extra.scores)
        g_string_append (out, ";Score_NS\\6R;Score_EW\\6R");
      if (extra.parts)
        g_string_append (out, ";Weight;Side");
      g_string_append (out, "\"]\n");
      for (guint i = 0; i < board->n_results; i++)
        append_row (out, t, board->results[i], names, &seats, &extra);
      g_string_append_c (out, '\n');
    }
  g_hash_table_unref (seats.pairs);
}

gboolean
valet_write_pbn (ValetTournament *t, const char *path, GError **error)
{
  g_autoptr (GString) out = g_string_new (NULL);

  valet_append_pbn (out, t);
  return valet_output_write_contents (path, out->str, out->len, error);
}
