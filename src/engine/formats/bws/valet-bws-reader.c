/* valet-bws-reader.c: a Bridgemate database's records made results: entries
 * made twice, the movement, the players of each seat, and the results. */
#include "config.h"
#include "valet-bws-reader.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "valet-adjusted-fields.h"
#include "valet-bridge.h"
#include "valet-bws-private.h"
#include "valet-numbered-pairs.h"
#include "valet-result-fields.h"

/* "ReceivedData record 12 (section A, table 3, round 2, board 5)". */
static char *
record_label (Bws *b, const Record *r)
{
  return g_strdup_printf (_("ReceivedData record %u (section %s, table %u, round %u, "
                            "board %u)"), r->id, valet_bws_section_label (b, r->section),
                          r->table, r->round, r->board);
}

/* ---- entries made twice ----------------------------------------------- */

static gint
compare_entries (gconstpointer pa, gconstpointer pb, gpointer data)
{
  GArray *records = data;
  const Record *a = &g_array_index (records, Record, *(const guint *) pa);
  const Record *b = &g_array_index (records, Record, *(const guint *) pb);
  guint ka[] = { a->section, a->table, a->round, a->board };
  guint kb[] = { b->section, b->table, b->round, b->board };

  for (guint i = 0; i < G_N_ELEMENTS (ka); i++)
    if (ka[i] != kb[i])
      return ka[i] < kb[i] ? -1 : 1;
  int c = strcmp (a->when, b->when);
  if (c != 0)
    return c;
  if (a->id != b->id)
    return a->id < b->id ? -1 : 1;
  return *(const guint *) pa < *(const guint *) pb ? -1 : 1;
}

static gboolean
same_entry_key (const Record *a, const Record *b)
{
  return a->section == b->section && a->table == b->table && a->round == b->round
         && a->board == b->board;
}

/* A board entered again at one table in one round: the later entry is
 * the one the players agreed on. */
static void
drop_replaced_entries (Bws *b)
{
  g_autoptr (GArray) order = g_array_sized_new (FALSE, FALSE, sizeof (guint), b->records->len);

  for (guint i = 0; i < b->records->len; i++)
    g_array_append_val (order, i);
  g_array_sort_with_data (order, compare_entries, b->records);
  for (guint k = 0; k + 1 < order->len; k++)
    {
      Record *r = &g_array_index (b->records, Record, g_array_index (order, guint, k));
      const Record *next = &g_array_index (b->records, Record,
                                           g_array_index (order, guint, k + 1));
      if (!same_entry_key (r, next))
        continue;
      r->replaced = TRUE;
      g_autofree char *label = record_label (b, r);
      valet_diagnostics_warn (b->diag, b->file, r->id,
                              /* Translators: the record, "ReceivedData record 12 (...)",
                               * the later record, this one's contract and result. */
                              _("%s: board entered again at this table and round (record "
                                "%u); the later entry is kept and this one ('%s' '%s') "
                                "left out (expected one entry for each board at a table "
                                "in a round)"), label, next->id, r->contract, r->result);
    }
}

/* ---- movement --------------------------------------------------------- */

/* A Mitchell numbers North-South and East-West pairs apart, told
 * section by section.  Boards travel from round to round, so a board's
 * results are one, whatever their round. */
static void
find_numbering (Bws *b)
{
  for (guint i = 0; i < b->records->len; i++)
    {
      const Record *r = &g_array_index (b->records, Record, i);
      if (r->replaced)
        continue;
      g_autofree char *place = g_strdup_printf ("%u", r->section);
      for (guint side = 0; side < 2; side++)
        {
          g_autofree char *number = g_strdup_printf ("%u", r->pair[side]);
          valet_numbered_pairs_seat (b->numbered, place, 0, r->board, side, number);
        }
    }
}

/* The key of a pair: section, direction where the section numbers by
 * direction, number ("ANS3", "A3"). */
static char *
pair_key (Bws *b, guint section, guint side, guint number)
{
  g_autofree char *place = g_strdup_printf ("%u", section);
  g_autofree char *text = g_strdup_printf ("%u", number);
  return valet_numbered_pair_key (valet_bws_section_label (b, section),
                                  valet_numbered_pairs_by_direction (b->numbered, place),
                                  side, text);
}

/* Whether some pair plays one board number in two rounds: then the
 * numbers are not one deal each (teams playing boards 1-8 every round). */
static gboolean
boards_replayed (Bws *b)
{
  g_autoptr (GHashTable) played = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < b->records->len; i++)
    {
      const Record *r = &g_array_index (b->records, Record, i);
      for (guint side = 0; side < 2 && !r->replaced; side++)
        {
          g_autofree char *pair = pair_key (b, r->section, side, r->pair[side]);
          char *key = g_strdup_printf ("%s/%u", pair, r->board);
          gpointer round;
          if (g_hash_table_lookup_extended (played, key, NULL, &round)
              && GPOINTER_TO_UINT (round) != r->round)
            {
              g_free (key);
              return TRUE;
            }
          g_hash_table_replace (played, key, GUINT_TO_POINTER (r->round));
        }
    }
  return FALSE;
}

/* A travelling board's results are compared with each other: they all
 * take the first round the board was played in, in any section. */
static void
key_rounds (Bws *b)
{
  g_autoptr (GHashTable) first = g_hash_table_new (g_direct_hash, g_direct_equal);

  if (boards_replayed (b))
    return;
  for (guint i = 0; i < b->records->len; i++)
    {
      const Record *r = &g_array_index (b->records, Record, i);
      gpointer key = GUINT_TO_POINTER (r->board), round;
      if (!r->replaced && (!g_hash_table_lookup_extended (first, key, NULL, &round)
                           || GPOINTER_TO_UINT (round) > r->round))
        g_hash_table_insert (first, key, GUINT_TO_POINTER (r->round));
    }
  for (guint i = 0; i < b->records->len; i++)
    {
      Record *r = &g_array_index (b->records, Record, i);
      if (!r->replaced)
        r->key_round = GPOINTER_TO_UINT (g_hash_table_lookup (first,
                                                              GUINT_TO_POINTER (r->board)));
    }
}

/* ---- players ---------------------------------------------------------- */

/* The pairs at @table of @section from round @round on (round 0: the
 * first round), as NS << 16 | EW, or 0. */
static guint
pairs_at_table (Bws *b, guint section, guint table, guint round)
{
  for (guint r = MAX (round, 1); r <= b->max_round; r++)
    {
      g_autofree char *key = g_strdup_printf ("%u/%u/%u", section, table, r);
      gpointer pairs = g_hash_table_lookup (b->at_table, key);
      if (pairs)
        return GPOINTER_TO_UINT (pairs);
    }
  return 0;
}

/* The player of a PlayerNumbers record: by number where it has one, else
 * by name for that seat of the pair; FALSE where it has neither. */
static gboolean
seating_player (Bws *b, const Seating *s, const char *seat_key, guint *player)
{
  ValetFieldSource src = { b->file, s->place, b->diag };

  if (valet_bws_number_given (s->number))
    {
      const char *name = s->name[0] ? s->name : g_hash_table_lookup (b->names, s->number);
      *player = valet_player_for_id (b->t, s->number, name, &src);
      /* Bridgemate's player number is the one players key in, a
       * federation's or the club's: one person across events. */
      if (valet_tournament_player_number (b->t, *player) == NULL)
        valet_tournament_set_player_number (b->t, *player, s->number);
      return TRUE;
    }
  if (s->name[0] == '\0')
    return FALSE;
  /* A player of our own making, one for each name in each seat: tagged
   * as the seat (or "ANS3a-2" ... where that tag is taken). */
  g_autofree char *key = g_strdup_printf ("%s:%s", seat_key, s->name);
  *player = valet_numbered_pairs_player (b->numbered, key, seat_key, s->name, s->place);
  return TRUE;
}

static void
seat_a_player (Bws *b, const Seating *s)
{
  guint pairs = pairs_at_table (b, s->section, s->table, s->round);
  guint side = s->direction == 'E' || s->direction == 'W';
  guint slot = s->direction == 'S' || s->direction == 'W';
  SeatPlayer sp = { s->round, 0, s->place };

  if (pairs == 0)
    return;   /* a table without results: nothing was played there */
  g_autofree char *pair = pair_key (b, s->section, side,
                                    side ? pairs & 0xffff : pairs >> 16);
  char *seat_key = g_strdup_printf ("%s%c", pair, "ab"[slot]);
  if (!seating_player (b, s, seat_key, &sp.player))
    {
      g_free (seat_key);
      return;
    }
  GArray *list = g_hash_table_lookup (b->seat_players, seat_key);
  if (list == NULL)
    {
      list = g_array_new (FALSE, FALSE, sizeof (SeatPlayer));
      g_hash_table_insert (b->seat_players, seat_key, list);
    }
  else
    g_free (seat_key);
  for (guint i = 0; i < list->len; i++)
    {
      const SeatPlayer *other = &g_array_index (list, SeatPlayer, i);
      if (other->round == sp.round && other->player != sp.player)
        {
          valet_diagnostics_warn (b->diag, b->file, s->place,
                                  _("PlayerNumbers record %u: pair %s already has '%s' "
                                    "in this seat from record %u; that one is kept "
                                    "(expected one player for each seat of a pair)"),
                                  s->place, pair,
                                  valet_tournament_player_name (b->t, other->player),
                                  other->place);
          return;
        }
    }
  g_array_append_val (list, sp);
}

/* The player in @seat of @r: the last one seated there from a round up
 * to @r's, else the first one seated there, else a placeholder. */
static guint
result_player (Bws *b, const Record *r, guint seat)
{
  guint side = seat == VALET_EAST || seat == VALET_WEST;
  guint slot = seat == VALET_SOUTH || seat == VALET_WEST;
  g_autofree char *pair = pair_key (b, r->section, side, r->pair[side]);
  g_autofree char *seat_key = g_strdup_printf ("%s%c", pair, "ab"[slot]);
  GArray *list = g_hash_table_lookup (b->seat_players, seat_key);
  const SeatPlayer *best = NULL, *first = NULL;

  for (guint i = 0; list && i < list->len; i++)
    {
      const SeatPlayer *sp = &g_array_index (list, SeatPlayer, i);
      if (sp->round <= r->round && (best == NULL || sp->round > best->round))
        best = sp;
      if (first == NULL || sp->round < first->round)
        first = sp;
    }
  if (best || first)
    return (best ? best : first)->player;
  return valet_numbered_pairs_placeholder (b->numbered, pair, pair, pair, slot, r->id);
}

/* ---- results ---------------------------------------------------------- */

/* Bridgemate's result, "=", "+1" or "-2", as declarer's tricks. */
static gboolean
result_tricks (const char *result, guint level, guint *tricks)
{
  guint over;

  if (strcmp (result, "=") == 0)
    over = 0;
  else if ((result[0] == '+' || result[0] == '-')
           && valet_field_number (result + 1, 13, &over) && over > 0)
    ;
  else
    return FALSE;
  gint n = 6 + (gint) level + (result[0] == '-' ? -(gint) over : (gint) over);
  if (n < 0 || n > VALET_MAX_TRICKS)
    return FALSE;
  *tricks = (guint) n;
  return TRUE;
}

/* The contract without spaces ("4 S x" -> "4Sx"), which the shared
 * parser reads. */
static char *
compact_contract (const char *contract)
{
  GString *s = g_string_new (NULL);
  for (const char *p = contract; *p; p++)
    if (*p != ' ')
      g_string_append_c (s, *p);
  return g_string_free (s, FALSE);
}

/* The messages of @scratch, each as an error of @r's record. */
static void
report_field_errors (Bws *b, const Record *r, ValetDiagnostics *scratch)
{
  g_autofree char *label = record_label (b, r);

  for (guint i = 0; i < valet_diagnostics_n_kept (scratch); i++)
    valet_diagnostics_add (b->diag, b->file, r->id, "%s: %s", label,
                           valet_diagnostics_get (scratch, i)->message);
}

/* The result column: declarer's tricks as text, or NULL after a message. */
static char *
tricks_text (Bws *b, const Record *r, const char *contract)
{
  guint tricks = 0;

  if (valet_contract_is_pass (contract))
    return g_strdup ("0");
  if (contract[0] >= '1' && contract[0] <= '7'
      && !result_tricks (r->result, (guint) (contract[0] - '0'), &tricks))
    {
      g_autofree char *label = record_label (b, r);
      valet_diagnostics_add (b->diag, b->file, r->id,
                             /* Translators: the record, "ReceivedData record 12 (...)",
                              * the result, then the contract. */
                             _("%s: result '%s' is not '=', '+N' or '-N' giving declarer "
                               "0 to 13 tricks in %s (expected the tricks relative to the "
                               "contract, e.g. =, +1, -2)"), label, r->result, r->contract);
      return NULL;
    }
  return g_strdup_printf ("%u", tricks);
}

/* The lead as "S8" / "ST", or "" where it is not given or not a card (a
 * warning: the result is kept without it). */
static char *
lead_text (Bws *b, const Record *r)
{
  guint suit, rank;

  if (r->lead[0] == '\0')
    return g_strdup ("");
  if (valet_parse_lead_any_order (r->lead, &suit, &rank))
    return g_strdup_printf ("%c%c", "SHDC"[suit], valet_rank_letter (rank));
  g_autofree char *label = record_label (b, r);
  valet_diagnostics_warn (b->diag, b->file, r->id,
                          /* Translators: the record, "ReceivedData record 12 (...)", the lead. */
                          _("%s: lead '%s' is not a card; the result is kept without its "
                            "lead (expected a suit and a rank, e.g. S8, HT or D10)"),
                          label, r->lead);
  return g_strdup ("");
}

static void
check_declarer_pair (Bws *b, const Record *r, const ValetResult *res)
{
  guint side = res->declarer == VALET_EAST || res->declarer == VALET_WEST;

  if (r->declarer_pair == 0 || r->declarer_pair == r->pair[side])
    return;
  g_autofree char *label = record_label (b, r);
  valet_diagnostics_warn (b->diag, b->file, r->id,
                          /* Translators: the record, "ReceivedData record 12 (...)", the
                           * declarer pair, the seat (N, E, S or W), the pair there. */
                          _("%s: declarer pair %u is not the pair in seat %s (pair %u); "
                            "the seat is kept (expected the number of the pair that "
                            "declared)"), label, r->declarer_pair, r->seat, r->pair[side]);
}

/* The contract, declarer, tricks and lead of @r into @res; FALSE after a
 * message. */
static gboolean
play_of (Bws *b, const Record *r, ValetResult *res, guint8 *carried_suit)
{
  g_autofree char *contract = compact_contract (r->contract);
  g_autofree char *tricks = tricks_text (b, r, contract);
  g_autofree char *lead = NULL;
  g_autoptr (ValetDiagnostics) scratch = valet_diagnostics_new (4);
  ValetFieldSource src = { b->file, r->id, scratch };

  if (tricks == NULL)
    return FALSE;
  lead = lead_text (b, r);
  /* Messages quote the contract as the file writes it, spaces and all. */
  ValetPlayFields fields = { contract, r->seat, tricks, lead, r->contract };
  if (!valet_parse_play_fields (&fields, res, carried_suit, &src))
    {
      report_field_errors (b, r, scratch);
      return FALSE;
    }
  if (res->level > 0)
    check_declarer_pair (b, r, res);
  return TRUE;
}

/* A whole percentage, up to 100, followed by '%' at *@p; moves past it
 * and the spaces around. */
static gboolean
remark_percentage (const char **p, guint *out)
{
  const char *s = *p;
  guint v = 0, digits = 0;

  while (*s == ' ')
    s++;
  for (; g_ascii_isdigit (*s) && digits < 3; s++, digits++)
    v = v * 10 + (guint) (*s - '0');
  if (digits == 0 || v > 100 || *s != '%')
    return FALSE;
  for (s++; *s == ' '; s++)
    ;
  *p = s;
  *out = v;
  return TRUE;
}

/* An artificial score as the remarks of a record without a contract
 * give it, North-South's percentage then East-West's: "60%-40%".  The
 * programs that keep the .bws (Bridgemate Control Software, TabScore)
 * offer the director "40%-40%" to "60%-60%" for one; "Arbitral score"
 * says that the score was given in the scoring program, and the .bws
 * does not hold it. */
static gboolean
remarks_artificial (const char *remarks, guint *ns, guint *ew)
{
  const char *p = remarks;

  if (!remark_percentage (&p, ns) || *p != '-')
    return FALSE;
  p++;
  return remark_percentage (&p, ew) && *p == '\0';
}

/* Whether both players of side @side of @r are named as nobody is
 * ("Phantom", "Sit out"): a phantom pair. */
static gboolean
side_is_phantom (Bws *b, const Record *r, guint side)
{
  for (guint k = 0; k < 2; k++)
    {
      guint player = result_player (b, r, side + 2 * k);
      if (!valet_sit_out_word (valet_tournament_player_name (b->t, player)))
        return FALSE;
    }
  return TRUE;
}

/* A record not played of one pair against a phantom pair: that pair
 * sat out the board, said once per pair rather than once per board.
 * TRUE when @r is one. */
static gboolean
sat_out_against_phantom (Bws *b, const Record *r)
{
  gboolean phantom[2] = { side_is_phantom (b, r, 0), side_is_phantom (b, r, 1) };

  if (phantom[0] == phantom[1])
    return FALSE;
  BwsSatOut o = { r->section, r->pair[phantom[0] ? 1 : 0], r->round, r->board, r->id };
  g_array_append_val (b->sat_out, o);
  return TRUE;
}

static void
add_result (Bws *b, const Record *r, guint8 *carried_suit)
{
  ValetResult res = { 0 };
  guint ns, ew;

  if (r->contract[0] == '\0' && remarks_artificial (r->remarks, &ns, &ew))
    {
      valet_result_set_artificial (&res, ns, ew);
      res.lead_suit = *carried_suit;   /* as after a result without a lead */
    }
  else if (r->contract[0] == '\0' && sat_out_against_phantom (b, r))
    return;
  else if (r->contract[0] == '\0')
    {
      g_autofree char *label = record_label (b, r);
      if (r->remarks[0])
        valet_diagnostics_warn (b->diag, b->file, r->id,
                                /* Translators: the record, "ReceivedData record 12 (...)",
                                 * then the director's remarks on it. */
                                _("%s: no contract (remarks '%s'); the board was not "
                                  "played or has an adjusted score, and is left out "
                                  "(expected a contract such as 3 NT, 4 S x or PASS)"),
                                label, r->remarks);
      else
        valet_diagnostics_warn (b->diag, b->file, r->id,
                                /* Translators: the record, "ReceivedData record 12 (...)". */
                                _("%s: no contract; the board was not played or has an "
                                  "adjusted score, and is left out (expected a contract "
                                  "such as 3 NT, 4 S x or PASS)"), label);
      valet_tournament_count_left_out (b->t, 1);
      /* The table sat down to the board: a director may give it a score. */
      res.round = r->key_round;
      res.board = r->board;
      res.line = r->id;
      for (guint seat = 0; seat < 4; seat++)
        res.player[seat] = result_player (b, r, seat);
      valet_tournament_add_unscored (b->t, &res);
      return;
    }
  else if (!play_of (b, r, &res, carried_suit))
    {
      valet_tournament_count_left_out (b->t, 1);
      return;
    }
  res.round = r->key_round;
  res.board = r->board;
  res.line = r->id;
  for (guint seat = 0; seat < 4; seat++)
    res.player[seat] = result_player (b, r, seat);
  valet_tournament_add_result (b->t, &res);
  valet_tournament_set_result_table (b->t, valet_tournament_n_results (b->t) - 1, r->table);
  /* The pairs' numbers, for the lists and the "No." column. */
  g_autofree char *place = g_strdup_printf ("%u", r->section);
  gboolean by_direction = valet_numbered_pairs_by_direction (b->numbered, place);
  for (guint side = 0; side < 2; side++)
    {
      g_autofree char *number = g_strdup_printf ("%u", r->pair[side]);
      valet_tournament_set_pair_label (b->t, res.player[side], res.player[side + 2],
                                       valet_bws_section_label (b, r->section),
                                       !by_direction ? VALET_DIRECTION_NONE
                                       : side ? VALET_DIRECTION_EW : VALET_DIRECTION_NS,
                                       number);
    }
}

/* ---- the whole -------------------------------------------------------- */

void
valet_parse_bws (ValetTournament *t, const char *data, gsize length, const char *file,
                 ValetDiagnostics *diag)
{
  Bws b;
  guint8 carried_suit = VALET_SPADES;

  valet_bws_init (&b, t, file, diag);
  if (valet_bws_read_database (&b, data, length))
    {
      valet_bws_keep_deals (&b);
      drop_replaced_entries (&b);
      find_numbering (&b);
      key_rounds (&b);
      for (guint i = 0; i < b.seatings->len; i++)
        seat_a_player (&b, &g_array_index (b.seatings, Seating, i));
      for (guint i = 0; i < b.records->len; i++)
        if (!g_array_index (b.records, Record, i).replaced)
          add_result (&b, &g_array_index (b.records, Record, i), &carried_suit);
      valet_bws_report_sit_outs (&b);
    }
  valet_bws_clear (&b);
}
