/* test-bws.c: Bridgemate .bws databases, read through libmdb.
 *
 * The databases are built here (bws-fixtures.c, with the small JET3
 * writer of bws-writer.c): a two-section Mitchell with an erased entry,
 * a board entered twice, a board not played and names from both player
 * tables; a Howell; a teams event whose boards are numbered again each
 * round; records wrong in each field; and damaged copies of them, which
 * are refused with one clear message.  The Bridgemate file of
 * ../shared/realworld is read too when it is there.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "bws-fixtures.h"
#include "valet-bridge.h"
#include "valet-bws-reader.h"
#include "valet-reader.h"
#include "formats-test-support.h"

/* ---- helpers ------------------------------------------------------------ */

/* @bytes written to a file without the .bws extension, so that the
 * format must be told from the content. */
static char *
write_temp (GBytes *bytes, const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-bws-XXXXXX", &error);
  g_assert_no_error (error);
  char *path = g_build_filename (dir, name, NULL);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  g_assert_true (g_file_set_contents (path, data, (gssize) size, &error));
  return path;
}

static void
remove_temp (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_unlink (path);
  g_rmdir (dir);
}

/* The database read through valet_read_input(), as a file. */
static ValetTournament *
load (GBytes *bytes, ValetDiagnostics *diag)
{
  g_autofree char *path = write_temp (bytes, "results.dat");
  ValetTournament *t = valet_tournament_new ();

  g_assert_cmpint (valet_detect_input_path (path), ==, VALET_INPUT_BWS);
  g_assert_true (valet_read_input (t, path, VALET_INPUT_AUTO, diag));
  remove_temp (path);
  return t;
}

/* The database read from memory, as the fuzz target reads it. */
static ValetTournament *
parse (GBytes *bytes, ValetDiagnostics *diag)
{
  ValetTournament *t = valet_tournament_new ();
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  valet_parse_bws (t, data, size, "club.bws", diag);
  return t;
}

/* The diagnostic on @line, which must be the only one there. */
static const char *
message_at (ValetDiagnostics *diag, guint line, gboolean warning)
{
  const ValetDiagnostic *found = NULL;

  for (guint i = 0; i < valet_diagnostics_n_kept (diag); i++)
    {
      const ValetDiagnostic *d = valet_diagnostics_get (diag, i);
      if (d->line != line)
        continue;
      g_assert_null (found);
      found = d;
    }
  g_assert_nonnull (found);
  g_assert_cmpint (found->warning, ==, warning);
  return found->message;
}

static const ValetResult *
result_of_record (ValetTournament *t, guint id)
{
  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    if (valet_tournament_result (t, i)->line == id)
      return valet_tournament_result (t, i);
  return NULL;
}

/* The tags of the players of @r, N E S W, "|"-separated. */
static char *
tags_of (ValetTournament *t, const ValetResult *r)
{
  return g_strdup_printf ("%s|%s|%s|%s", valet_tournament_player_tag (t, r->player[0]),
                          valet_tournament_player_tag (t, r->player[1]),
                          valet_tournament_player_tag (t, r->player[2]),
                          valet_tournament_player_tag (t, r->player[3]));
}

static void
assert_play (ValetTournament *t, guint id, guint round, guint board, const char *tags,
             guint level, guint denom, guint mult, guint declarer, guint tricks,
             guint lead_suit, guint lead_rank)
{
  const ValetResult *r = result_of_record (t, id);
  g_assert_nonnull (r);
  g_autofree char *got = tags_of (t, r);

  g_assert_cmpuint (r->round, ==, round);
  g_assert_cmpuint (r->board, ==, board);
  g_assert_cmpstr (got, ==, tags);
  g_assert_cmpuint (r->level, ==, level);
  if (level == 0)
    return;
  g_assert_cmpuint (r->denom, ==, denom);
  g_assert_cmpuint (r->mult, ==, mult);
  g_assert_cmpuint (r->declarer, ==, declarer);
  g_assert_cmpuint (r->tricks, ==, tricks);
  g_assert_cmpuint (r->lead_rank, ==, lead_rank);
  if (lead_rank)
    g_assert_cmpuint (r->lead_suit, ==, lead_suit);
}

static const char *
name_of (ValetTournament *t, const char *tag)
{
  guint index;
  g_assert_true (valet_tournament_lookup_player (t, tag, &index));
  return valet_tournament_player_name (t, index);
}

/* The distinct pairs (unordered players) of the results. */
static guint
count_pairs (ValetTournament *t)
{
  g_autoptr (GHashTable) pairs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    {
      const ValetResult *r = valet_tournament_result (t, i);
      for (guint side = 0; side < 2; side++)
        {
          guint a = r->player[side], b = r->player[side + 2];
          g_hash_table_add (pairs, g_strdup_printf ("%u/%u", MIN (a, b), MAX (a, b)));
        }
    }
  return g_hash_table_size (pairs);
}

/* ---- a Mitchell of two sections ------------------------------------------ */

static void
test_club_results (void)
{
  g_autoptr (GBytes) db = bws_fixture_club ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (50);
  g_autoptr (ValetTournament) t = load (db, diag);

  formats_assert_counts (diag, 0, 2);
  /* 20 records: 5 erased, 7 entered again as 8, 10 not played. */
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 17);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 1);
  g_assert_null (result_of_record (t, 5));
  g_assert_null (result_of_record (t, 7));
  g_assert_null (result_of_record (t, 10));

  assert_play (t, 1, 1, 1, "1001|1002|1003|1004", 3, VALET_NOTRUMP, VALET_UNDOUBLED,
               VALET_NORTH, 9, VALET_SPADES, 8);
  assert_play (t, 2, 1, 2, "1005|1006|1007|1008", 4, VALET_SPADES, VALET_DOUBLED,
               VALET_EAST, 8, VALET_HEARTS, 10);
  assert_play (t, 3, 1, 3, "1009|1010|1011|1012", 2, VALET_HEARTS, VALET_UNDOUBLED,
               VALET_SOUTH, 9, VALET_DIAMONDS, 10);
  /* Rounds 2 and 3: the East-West pairs have moved; every board keeps
   * the round it was first played in. */
  assert_play (t, 4, 1, 2, "1001|1010|1003|1012", 0, 0, 0, 0, 0, 0, 0);
  assert_play (t, 6, 1, 3, "1005|1002|1007|1004", 1, VALET_NOTRUMP, VALET_UNDOUBLED,
               VALET_NORTH, 9, VALET_CLUBS, 14);
  assert_play (t, 8, 1, 1, "1009|1006|1011|1008", 3, VALET_NOTRUMP, VALET_UNDOUBLED,
               VALET_EAST, 9, VALET_SPADES, 13);
  assert_play (t, 11, 1, 1, "1005|1010|1007|1012", 4, VALET_SPADES, VALET_UNDOUBLED,
               VALET_SOUTH, 10, 0, 0);
  assert_play (t, 12, 1, 2, "1009|1002|1011|1004", 2, VALET_SPADES, VALET_UNDOUBLED,
               VALET_WEST, 8, 0, 0);
  /* Section B, the same pair numbers, other pairs; one seat empty. */
  assert_play (t, 21, 1, 1, "2001|2002|2003|BEW1b", 3, VALET_NOTRUMP, VALET_UNDOUBLED,
               VALET_SOUTH, 10, VALET_HEARTS, 5);
  assert_play (t, 24, 1, 2, "2001|2010|2003|2012", 1, VALET_SPADES, VALET_UNDOUBLED,
               VALET_EAST, 9, VALET_SPADES, 10);
  assert_play (t, 25, 1, 3, "2005|2002|2004|BEW1b", 2, VALET_SPADES, VALET_UNDOUBLED,
               VALET_WEST, 8, 0, 0);
  assert_play (t, 28, 1, 1, "2005|2010|2004|2012", 4, VALET_HEARTS, VALET_UNDOUBLED,
               VALET_EAST, 7, 0, 0);
  assert_play (t, 29, 1, 2, "2009|2002|2011|BEW1b", 4, VALET_SPADES, VALET_DOUBLED,
               VALET_SOUTH, 10, 0, 0);
}

static void
test_club_players (void)
{
  g_autoptr (GBytes) db = bws_fixture_club ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (50);
  g_autoptr (ValetTournament) t = load (db, diag);

  /* 23 players of PlayerNumbers (9999 of PlayerNames played nowhere)
   * and one placeholder. */
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 24);
  g_assert_cmpuint (count_pairs (t), ==, 12);
  g_assert_cmpstr (name_of (t, "1001"), ==, "John Smith");
  g_assert_cmpstr (name_of (t, "2004"), ==, "John Smith");
  g_assert_cmpstr (name_of (t, "1003"), ==, "Carol Jones");
  g_assert_cmpstr (name_of (t, "1006"), ==, "Zo\xC3\xAB \xC3\x85ngstr\xC3\xB6m");
  g_assert_cmpstr (name_of (t, "BEW1b"), ==, "Pair BEW1b");
  g_assert_false (valet_tournament_lookup_player (t, "9999", NULL));
  /* The player number is kept, the key of one person across events;
   * a placeholder has none. */
  guint player;
  g_assert_true (valet_tournament_lookup_player (t, "2004", &player));
  g_assert_cmpstr (valet_tournament_player_number (t, player), ==, "2004");
  g_assert_true (valet_tournament_lookup_player (t, "BEW1b", &player));
  g_assert_null (valet_tournament_player_number (t, player));

  g_assert_cmpstr (valet_tournament_get_event (t, VALET_EVENT_TITLE), ==, "Club Pairs");
  g_assert_cmpstr (valet_tournament_get_event (t, VALET_EVENT_DATE), ==, "2026-01-26");

  /* Both sections' results of a board are one deal. */
  g_assert_cmpuint (valet_tournament_n_boards (t), ==, 3);
  for (guint b = 0; b < 3; b++)
    {
      const ValetBoard *board = valet_tournament_board (t, b);
      g_assert_cmpuint (board->round, ==, 1);
      g_assert_cmpuint (board->n_results, ==, board->board == 3 ? 5 : 6);
    }
}

static void
test_club_messages (void)
{
  g_autoptr (GBytes) db = bws_fixture_club ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (50);
  g_autoptr (ValetTournament) t = parse (db, diag);

  g_assert_cmpstr (message_at (diag, 10, TRUE), ==,
                   "ReceivedData record 10 (section A, table 1, round 3, board 3): no "
                   "contract (remarks 'Not played'); the board was not played or has an "
                   "adjusted score, and is left out (expected a contract such as 3 NT, "
                   "4 S x or PASS)");
  g_assert_cmpstr (message_at (diag, 7, TRUE), ==,
                   "ReceivedData record 7 (section A, table 3, round 2, board 1): board "
                   "entered again at this table and round (record 8); the later entry is "
                   "kept and this one ('3 NT' '-1') left out (expected one entry for each "
                   "board at a table in a round)");
}

/* ---- a Howell, teams ------------------------------------------------------ */

static void
test_howell (void)
{
  g_autoptr (GBytes) db = bws_fixture_howell ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (50);
  g_autoptr (ValetTournament) t = load (db, diag);

  formats_assert_counts (diag, 0, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 4);
  /* No direction in the keys: pair 1 is one pair, North-South then
   * East-West. */
  assert_play (t, 1, 1, 1, "A1a|A2a|A1b|A2b", 3, VALET_NOTRUMP, VALET_UNDOUBLED,
               VALET_NORTH, 9, 0, 0);
  assert_play (t, 3, 1, 1, "A4a|A3a|A4b|A3b", 4, VALET_HEARTS, VALET_UNDOUBLED,
               VALET_SOUTH, 9, 0, 0);
  assert_play (t, 4, 1, 2, "A2a|A1a|A2b|A1b", 1, VALET_NOTRUMP, VALET_UNDOUBLED,
               VALET_WEST, 8, 0, 0);
  g_assert_cmpstr (name_of (t, "A1a"), ==, "Pair A1a");
  g_assert_cmpuint (count_pairs (t), ==, 4);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 8);
  g_assert_null (valet_tournament_get_event (t, VALET_EVENT_TITLE));
}

/* A catalog entry whose properties would keep libmdb's catalog reader
 * going for ever: the reader does not parse them. */
static void
test_endless_properties (void)
{
  g_autoptr (GBytes) db = bws_fixture_endless_properties ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (50);
  g_autoptr (ValetTournament) t = parse (db, diag);

  formats_assert_counts (diag, 0, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 4);
}

static void
test_teams_keep_rounds (void)
{
  g_autoptr (GBytes) db = bws_fixture_teams ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (50);
  g_autoptr (ValetTournament) t = load (db, diag);

  formats_assert_counts (diag, 0, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 16);
  /* Boards 1 and 2 of round 2 are new deals: four boards of four. */
  g_assert_cmpuint (valet_tournament_n_boards (t), ==, 4);
  for (guint b = 0; b < 4; b++)
    g_assert_cmpuint (valet_tournament_board (t, b)->n_results, ==, 4);
  /* Team 1's North-South and East-West pairs are two pairs. */
  assert_play (t, 9, 2, 1, "1NS1a|1EW3a|1NS1b|1EW3b", 1, VALET_SPADES, VALET_UNDOUBLED,
               VALET_NORTH, 7, 0, 0);
  g_assert_cmpuint (count_pairs (t), ==, 8);
}

/* ---- adjusted boards ----------------------------------------------------- */

/* Remarks "60%-40%" on a record without a contract: an artificial
 * score, NS 60 % and EW 40 %, for the pairs at the table; "Arbitral
 * score" and "Not played" carry no percentages and are left out. */
static void
test_adjusted (void)
{
  g_autoptr (GBytes) db = bws_fixture_adjusted ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (50);
  g_autoptr (ValetTournament) t = parse (db, diag);

  formats_assert_counts (diag, 0, 2);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 4);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 2);
  const ValetResult *r = result_of_record (t, 2);
  g_assert_cmpuint (r->kind, ==, VALET_RESULT_ARTIFICIAL);
  g_assert_cmpuint (r->percent[0], ==, 60);
  g_assert_cmpuint (r->percent[1], ==, 40);
  g_assert_cmpuint (r->board, ==, 1);
  g_autofree char *tags = tags_of (t, r);
  g_assert_cmpstr (tags, ==, "1NS2a|1EW2a|1NS2b|1EW2b");
  r = result_of_record (t, 3);
  g_assert_cmpuint (r->kind, ==, VALET_RESULT_ARTIFICIAL);
  g_assert_cmpuint (r->percent[0], ==, 50);
  g_assert_cmpuint (r->percent[1], ==, 60);
  g_assert_nonnull (strstr (message_at (diag, 4, TRUE), "remarks 'Arbitral score'"));
  g_assert_nonnull (strstr (message_at (diag, 5, TRUE), "remarks 'Not played'"));
  g_assert_cmpuint (result_of_record (t, 6)->kind, ==, VALET_RESULT_PLAYED);
}

/* ---- sit-outs ------------------------------------------------------------ */

/* Records against pair 0 or a phantom pair are no results: one warning
 * per pair that sat out, at its first record, not one per board, and
 * nothing counted as left out. */
static void
test_sit_out (void)
{
  g_autoptr (GBytes) db = bws_fixture_sit_out ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (50);
  g_autoptr (ValetTournament) t = parse (db, diag);

  formats_assert_counts (diag, 0, 2);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 4);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 0);
  g_assert_nonnull (strstr (message_at (diag, 3, TRUE), "pair 3 sat out 2 rounds (3 boards)"));
  g_assert_nonnull (strstr (message_at (diag, 7, TRUE), "pair 2 sat out 1 round (2 boards)"));
}

/* ---- wrong records ------------------------------------------------------- */

static void
test_bad_rows (void)
{
  g_autoptr (GBytes) db = bws_fixture_bad_rows ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (50);
  g_autoptr (ValetTournament) t = parse (db, diag);

  formats_assert_counts (diag, 4, 1);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 3);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 4);
  g_assert_cmpstr (message_at (diag, 1, FALSE), ==,
                   "ReceivedData record 1 (section 1, table 1, round 1, board 1): contract "
                   "'8 NT' has no level 1 to 7 (expected Pass, or a level 1-7, a "
                   "denomination C, D, H, S or NT and optionally X or XX, e.g. 4S, 3NT, "
                   "2HX)");
  g_assert_cmpstr (message_at (diag, 2, FALSE), ==,
                   "ReceivedData record 2 (section 1, table 1, round 1, board 2): result "
                   "'+9' is not '=', '+N' or '-N' giving declarer 0 to 13 tricks in 6 NT "
                   "(expected the tricks relative to the contract, e.g. =, +1, -2)");
  g_assert_cmpstr (message_at (diag, 3, TRUE), ==,
                   "ReceivedData record 3 (section 1, table 1, round 1, board 3): lead "
                   "'X9' is not a card; the result is kept without its lead (expected a "
                   "suit and a rank, e.g. S8, HT or D10)");
  g_assert_cmpstr (message_at (diag, 4, FALSE), ==,
                   "ReceivedData record 4 (section 1, table 1, round 1, board 4): declarer "
                   "'Q' is not a seat (expected N, E, S or W)");
  g_assert_nonnull (strstr (message_at (diag, 6, FALSE), "result '= 1' is not"));
  /* One number on both sides of a table: a Mitchell. */
  assert_play (t, 3, 1, 3, "1NS1a|1EW1a|1NS1b|1EW1b", 2, VALET_SPADES, VALET_UNDOUBLED, VALET_SOUTH,
               8, 0, 0);
  assert_play (t, 5, 1, 1, "1NS2a|1EW2a|1NS2b|1EW2b", 4, VALET_SPADES, VALET_UNDOUBLED, VALET_WEST,
               11, 0, 0);
  assert_play (t, 7, 1, 3, "1NS2a|1EW2a|1NS2b|1EW2b", 3, VALET_DIAMONDS, VALET_UNDOUBLED, VALET_EAST,
               8, VALET_DIAMONDS, 2);
}

/* ---- formats and damaged files ------------------------------------------- */

static void
test_format_names (void)
{
  g_autoptr (GBytes) db = bws_fixture_howell ();
  ValetInputFormat format = VALET_INPUT_AUTO;
  gsize size;
  const char *data = g_bytes_get_data (db, &size);

  g_assert_true (valet_input_format_from_string ("BWS", &format));
  g_assert_cmpint (format, ==, VALET_INPUT_BWS);
  g_assert_cmpstr (valet_input_format_to_string (VALET_INPUT_BWS), ==, "bws");
  g_assert_cmpint (valet_detect_input_format (data, size), ==, VALET_INPUT_BWS);
  g_assert_true (valet_bws_is_database ("\0\1\0\0Standard ACE DB\0", 20));
  g_assert_false (valet_bws_is_database ("\0\1\0\0Standard Jet", 16));
}

/* @db changed by @change, read: exactly one error, which holds @words. */
static void
assert_refused (GBytes *db, void (*change) (GByteArray *), const char *words)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  g_byte_array_append (bytes, g_bytes_get_data (db, NULL), (guint) g_bytes_get_size (db));
  change (bytes);
  g_autoptr (GBytes) changed = g_bytes_new (bytes->data, bytes->len);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (50);
  g_autoptr (ValetTournament) t = parse (changed, diag);

  formats_assert_counts (diag, 1, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 0);
  const ValetDiagnostic *d = valet_diagnostics_get (diag, 0);
  g_assert_cmpuint (d->line, ==, 0);
  if (strstr (d->message, words) == NULL)
    g_test_message ("message: %s", d->message);
  g_assert_nonnull (strstr (d->message, words));
  g_assert_nonnull (strstr (d->message, "(expected a Bridgemate .bws database"));
}

static void
cut_inside_page (GByteArray *b)
{
  g_byte_array_set_size (b, b->len - 100);
}

static void
cut_last_page (GByteArray *b)
{
  g_byte_array_set_size (b, b->len - 2048);
}

static void
unknown_version (GByteArray *b)
{
  b->data[0x14] = 9;
}

/* The page that holds the first ReceivedData record. */
static guint8 *
received_data_page (GByteArray *b)
{
  for (guint at = 0; at + 4 < b->len; at++)
    if (memcmp (b->data + at, "3 NT", 4) == 0)
      return b->data + at / 2048 * 2048;
  g_assert_not_reached ();
}

static void
zero_received_data (GByteArray *b)
{
  memset (received_data_page (b), 0, 2048);
}

/* The table definition of ReceivedData made another kind of page. */
static void
break_received_definition (GByteArray *b)
{
  guint8 *data = received_data_page (b);
  guint tdef = data[4] | data[5] << 8;
  b->data[(gsize) tdef * 2048] = 0x07;
}

static void
test_damaged (void)
{
  g_autoptr (GBytes) db = bws_fixture_club ();

  assert_refused (db, cut_inside_page, "is truncated or damaged: 32668 bytes are not a whole "
                  "number of 2048-byte pages");
  assert_refused (db, cut_last_page, "cannot be opened: its catalog of tables is missing or "
                  "damaged");
  assert_refused (db, unknown_version, "is not an Access database");
  assert_refused (db, zero_received_data, "table ReceivedData counts 20 records, but only 0 "
                  "can be read: the database is truncated or damaged");
  assert_refused (db, break_received_definition, "table ReceivedData cannot be read: the "
                  "database is damaged");
}

/* Bytes changed at random all over the file (not its first page, which
 * is checked before libmdb sees it): never a crash, and never more
 * results than the 20 records. */
static void
test_mutations (void)
{
  g_autoptr (GBytes) db = bws_fixture_club ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (20260126);
  gsize size;
  const guint8 *data = g_bytes_get_data (db, &size);

  for (guint round = 0; round < 300; round++)
    {
      g_autofree guint8 *copy = g_memdup2 (data, size);
      guint n = (guint) g_rand_int_range (rand, 1, 9);
      for (guint k = 0; k < n; k++)
        copy[g_rand_int_range (rand, 2048, (gint32) size)] = (guint8) g_rand_int (rand);
      g_autoptr (ValetTournament) t = valet_tournament_new ();
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
      valet_parse_bws (t, (const char *) copy, size, "mutated.bws", diag);
      g_assert_cmpuint (valet_tournament_n_results (t), <=, 20);
      g_assert_true (valet_tournament_n_results (t) > 0
                     || valet_diagnostics_count (diag) + valet_diagnostics_n_warnings (diag) > 0);
    }
}

/* ---- the real file ------------------------------------------------------- */

static void
test_realworld (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "..", "shared",
                                                 "realworld", "bridgemate",
                                                 "LBC-2026-01-26.bws", NULL);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (50);
  g_autoptr (ValetTournament) t = valet_tournament_new ();

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no ../shared/realworld/bridgemate/LBC-2026-01-26.bws");
      return;
    }
  g_assert_true (valet_read_input (t, path, VALET_INPUT_AUTO, diag));
  /* 270 records, 6 of them boards not played. */
  formats_assert_counts (diag, 0, 6);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 264);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 6);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 40);
  g_assert_cmpuint (count_pairs (t), ==, 20);
  g_assert_cmpuint (valet_tournament_n_boards (t), ==, 27);
  g_assert_cmpstr (valet_tournament_get_event (t, VALET_EVENT_DATE), ==, "2026-01-26");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bws/club/results", test_club_results);
  g_test_add_func ("/bws/club/players", test_club_players);
  g_test_add_func ("/bws/club/messages", test_club_messages);
  g_test_add_func ("/bws/howell", test_howell);
  g_test_add_func ("/bws/endless-properties", test_endless_properties);
  g_test_add_func ("/bws/teams-keep-rounds", test_teams_keep_rounds);
  g_test_add_func ("/bws/adjusted", test_adjusted);
  g_test_add_func ("/bws/sit-out", test_sit_out);
  g_test_add_func ("/bws/bad-rows", test_bad_rows);
  g_test_add_func ("/bws/format-names", test_format_names);
  g_test_add_func ("/bws/damaged", test_damaged);
  g_test_add_func ("/bws/mutations", test_mutations);
  g_test_add_func ("/bws/realworld", test_realworld);
  return g_test_run ();
}
