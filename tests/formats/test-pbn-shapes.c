/* test-pbn-shapes.c: PBN files in the shapes other programs write them.
 *
 * Score tables with names as the PBN standard gives them ("A;B"), as
 * BridgeComposer does ("Surname-Surname", where one surname can be two
 * people), with sort prefixes on the column names and sections; adjusted
 * scores; names only in a TotalScoreTable (Magic Contest); files with no
 * table results at all (a hand record, frequency tables); and files with
 * one game per table (RealBridge teams, JFR pairs, BBO), each checked
 * against the players, contracts, leads and boards written in them.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "valet-options.h"
#include "valet-pbn-reader.h"
#include "valet-ranking.h"
#include "valet-reader.h"
#include "valet-scoring-run.h"
#include "formats-test-support.h"

/* ---- helpers ------------------------------------------------------------ */

/* @name from data/, read as its content says. */
static ValetTournament *
load (const char *name, ValetDiagnostics *diag, char **path)
{
  ValetTournament *t = valet_tournament_new ();
  *path = formats_data_file (name);
  g_assert_cmpint (valet_detect_input_path (*path), ==, VALET_INPUT_PBN);
  g_assert_true (valet_read_input (t, *path, VALET_INPUT_AUTO, diag));
  return t;
}

static const ValetResult *
result (ValetTournament *t, guint i)
{
  return valet_tournament_result (t, i);
}

static const char *
seat_tag (ValetTournament *t, guint i, ValetSeat seat)
{
  return valet_tournament_player_tag (t, result (t, i)->player[seat]);
}

static const char *
seat_name (ValetTournament *t, guint i, ValetSeat seat)
{
  return valet_tournament_player_display_name (t, result (t, i)->player[seat]);
}

static guint
player_named (ValetTournament *t, const char *tag)
{
  guint index = G_MAXUINT;
  g_assert_true (valet_tournament_lookup_player (t, tag, &index));
  return index;
}

static void
assert_play (const ValetResult *r, guint level, ValetDenom denom, ValetSeat declarer,
             guint tricks)
{
  g_assert_cmpuint (r->level, ==, level);
  if (level == 0)
    return;
  g_assert_cmpuint (r->denom, ==, denom);
  g_assert_cmpuint (r->declarer, ==, declarer);
  g_assert_cmpuint (r->tricks, ==, tricks);
}

static void
assert_lead (const ValetResult *r, ValetDenom suit, guint rank)
{
  g_assert_cmpuint (r->lead_rank, ==, rank);
  if (rank)
    g_assert_cmpuint (r->lead_suit, ==, suit);
}

static void
assert_board (ValetTournament *t, guint index, guint round, guint board, guint n_results)
{
  const ValetBoard *b = valet_tournament_board (t, index);
  g_assert_cmpuint (b->round, ==, round);
  g_assert_cmpuint (b->board, ==, board);
  g_assert_cmpuint (b->n_results, ==, n_results);
}

static void
assert_event (ValetTournament *t, const char *title, const char *date, const char *venue)
{
  g_assert_cmpstr (valet_tournament_get_event (t, VALET_EVENT_TITLE), ==, title);
  g_assert_cmpstr (valet_tournament_get_event (t, VALET_EVENT_DATE), ==, date);
  g_assert_cmpstr (valet_tournament_get_event (t, VALET_EVENT_VENUE), ==, venue);
}

/* ---- score tables -------------------------------------------------------- */

/* "A;B" names, sort prefixes, sections, a "#" header.  A name that one
 * pair alone has is the player's tag; John Smith, in two pairs, is two
 * players, tagged by their pairs. */
static void
test_spec_names (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("pbn-spec-names.pbn", diag, &path);

  formats_assert_counts (diag, 0, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 8);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 16);
  g_assert_cmpuint (formats_n_pairs (t), ==, 8);
  g_assert_cmpuint (valet_tournament_n_boards (t), ==, 2);
  assert_board (t, 0, 1, 1, 4);
  assert_board (t, 1, 1, 2, 4);

  g_assert_cmpstr (seat_tag (t, 0, VALET_NORTH), ==, "Ann Able");
  g_assert_cmpstr (seat_tag (t, 0, VALET_SOUTH), ==, "A1b");
  g_assert_cmpstr (seat_name (t, 0, VALET_SOUTH), ==, "John Smith");
  g_assert_cmpstr (seat_tag (t, 2, VALET_NORTH), ==, "B1a");
  g_assert_cmpstr (seat_name (t, 2, VALET_NORTH), ==, "John Smith");
  g_assert_cmpuint (result (t, 0)->player[VALET_SOUTH], !=, result (t, 2)->player[VALET_NORTH]);
  /* The same pair on board 2, by its number. */
  g_assert_cmpuint (result (t, 4)->player[VALET_SOUTH], ==, result (t, 0)->player[VALET_SOUTH]);
  g_assert_cmpstr (seat_tag (t, 0, VALET_WEST), ==, "Dina Dent");

  assert_play (result (t, 0), 4, VALET_SPADES, VALET_NORTH, 10);
  assert_lead (result (t, 0), VALET_HEARTS, 13);
  assert_play (result (t, 2), 3, VALET_NOTRUMP, VALET_SOUTH, 9);
  assert_lead (result (t, 2), VALET_DIAMONDS, 5);
  assert_lead (result (t, 5), VALET_SPADES, 0);   /* "-" */
  /* "#" event details are no details: board 1's stay. */
  assert_event (t, "Spring Pairs", "2024.04.12", "Town Hall");
}

/* BridgeComposer: "Surname-Surname", a Mitchell in two sections.  Pairs
 * are known by section, direction and number; surnames only name them. */
static void
test_surnames (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("pbn-surnames.pbn", diag, &path);

  formats_assert_counts (diag, 0, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 8);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 16);
  g_assert_cmpuint (formats_n_pairs (t), ==, 8);

  /* Section A, North-South pair 1: Park and Chen. */
  g_assert_cmpstr (seat_tag (t, 0, VALET_NORTH), ==, "ANS1a");
  g_assert_cmpstr (seat_name (t, 0, VALET_NORTH), ==, "Park");
  g_assert_cmpstr (seat_tag (t, 0, VALET_SOUTH), ==, "ANS1b");
  g_assert_cmpstr (seat_name (t, 0, VALET_SOUTH), ==, "Chen");
  /* Lee-Lee: two players named Lee. */
  g_assert_cmpstr (seat_tag (t, 0, VALET_EAST), ==, "AEW1a");
  g_assert_cmpstr (seat_tag (t, 0, VALET_WEST), ==, "AEW1b");
  g_assert_cmpstr (seat_name (t, 0, VALET_EAST), ==, "Lee");
  g_assert_cmpstr (seat_name (t, 0, VALET_WEST), ==, "Lee");
  /* Section B's Chen is another Chen, B's Lee another Lee. */
  g_assert_cmpstr (seat_tag (t, 2, VALET_NORTH), ==, "BNS1a");
  g_assert_cmpstr (seat_name (t, 2, VALET_NORTH), ==, "Chen");
  g_assert_cmpstr (seat_tag (t, 3, VALET_NORTH), ==, "BNS2a");
  g_assert_cmpstr (seat_name (t, 3, VALET_NORTH), ==, "Lee");
  /* Board 2: A EW 1 (Lee-Lee) meets A NS 2. */
  g_assert_cmpuint (result (t, 5)->player[VALET_EAST], ==, player_named (t, "AEW1a"));
  g_assert_cmpstr (seat_tag (t, 5, VALET_NORTH), ==, "ANS2a");

  assert_play (result (t, 2), 4, VALET_HEARTS, VALET_NORTH, 10);
  assert_lead (result (t, 2), VALET_SPADES, 0);
  assert_event (t, "Club Championship", "2025.12.23", "Bridge Centre");
}

static void
assert_artificial (const ValetResult *r, guint line, guint ns, guint ew)
{
  g_assert_cmpuint (r->line, ==, line);
  g_assert_cmpuint (r->kind, ==, VALET_RESULT_ARTIFICIAL);
  g_assert_cmpuint (r->side, ==, VALET_SIDE_BOTH);
  g_assert_cmpuint (r->level, ==, 0);
  g_assert_cmpuint (r->percent[0], ==, ns);
  g_assert_cmpuint (r->percent[1], ==, ew);
}

/* Artificial scores as Magic Contest writes them (contract "-", each
 * side's score column "A+", "A-", "A60", "40%"), read as the sides'
 * percentages; a side without its own comes from its Percentage cell,
 * else from the ratio of the MP cells, else it is the complement.  An
 * adjusted score that cannot be read and boards not played: a warning
 * for each, naming its line; the row is left out and counted. */
static void
test_artificial (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("pbn-artificial.pbn", diag, &path);

  formats_assert_counts (diag, 0, 3);
  formats_assert_diag (diag, path, 16, TRUE, WORDS ("contract '4S' has no result", "left out"));
  formats_assert_diag (diag, path, 17, TRUE, WORDS ("no contract", "left out"));
  /* The file does not say the board was not played. */
  for (guint i = 0; i < valet_diagnostics_n_kept (diag); i++)
    g_assert_null (strstr (valet_diagnostics_get (diag, i)->message, "not played"));
  /* A cell that cannot be read is not guessed from the other side's. */
  formats_assert_diag (diag, path, 22, TRUE, WORDS ("board 5", "adjusted score 'A++'",
                                                    "left out"));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 13);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 3);
  /* Board 5: A- / A+ is 40 / 60; A60 / A40 replaces the contract given;
   * 40% / 60%. */
  assert_play (result (t, 1), 4, VALET_SPADES, VALET_SOUTH, 9);
  assert_artificial (result (t, 2), 13, 40, 60);
  assert_artificial (result (t, 3), 14, 60, 40);
  assert_artificial (result (t, 4), 15, 40, 60);
  g_assert_cmpuint (result (t, 5)->line, ==, 18);
  assert_play (result (t, 5), 3, VALET_NOTRUMP, VALET_NORTH, 11);
  /* NS A+ alone, MP 4.0 and 2.0: EW has half NS's 60 %. */
  assert_artificial (result (t, 6), 19, 60, 30);
  /* EW A- alone, no MP: NS has the complement. */
  assert_artificial (result (t, 7), 20, 60, 40);
  /* Both sides in one cell, as USEBIO writes them. */
  assert_artificial (result (t, 8), 21, 60, 60);
  /* The pairs are the row's. */
  g_assert_cmpstr (seat_tag (t, 6, VALET_NORTH), ==, "17a");
  g_assert_cmpstr (seat_tag (t, 6, VALET_WEST), ==, "18b");
  /* Board 6: the Percentage cell of the side without a score: 45, not
   * the complement of EW's A+; A alone is 50, and so is EW's cell. */
  assert_artificial (result (t, 11), 29, 45, 60);
  assert_artificial (result (t, 12), 30, 50, 50);
  /* One deal, under its round, with every row read. */
  assert_board (t, 0, 3, 5, 9);
  assert_board (t, 1, 4, 6, 4);
}

/* Bridgewebs' score tables: "PO" is a board passed out, and an adjusted
 * score in the contract cell ("A", "A+", "A5050") is an artificial
 * score, read without a word (one such row refused the whole file). */
static void
test_bridgewebs (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("pbn-bridgewebs.pbn", diag, &path);

  formats_assert_counts (diag, 0, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 7);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 0);
  g_assert_cmpuint (result (t, 0)->kind, !=, VALET_RESULT_ARTIFICIAL);
  g_assert_cmpuint (result (t, 0)->level, ==, 0);
  assert_artificial (result (t, 1), 15, 50, 50);
  assert_play (result (t, 2), 2, VALET_HEARTS, VALET_NORTH, 8);
  /* A+ is North-South's 60 %; without MP cells East-West has 40. */
  assert_artificial (result (t, 3), 17, 60, 40);
  assert_artificial (result (t, 4), 18, 50, 50);
  assert_artificial (result (t, 6), 20, 60, 40);
}

/* PBN is ISO-8859-1 unless it says otherwise (the PBN standard's
 * character set): a Latin-1 file reads without a warning, its names
 * and event in UTF-8; a UTF-8 file stays UTF-8. */
static void
test_latin1 (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("pbn-latin1.pbn", diag, &path);

  formats_assert_counts (diag, 0, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
  g_assert_cmpstr (seat_name (t, 0, VALET_NORTH), ==, "Bj\u00f8rn S\u00e6ther");
  g_assert_cmpstr (seat_name (t, 0, VALET_SOUTH), ==, "\u00c5se Ness");
  g_assert_cmpstr (seat_name (t, 0, VALET_EAST), ==, "Jos\u00e9 M\u00fcller");
  assert_event (t, "Klubbturnering \u00c5lesund", "2024.03.05", "Trondheim");

  /* The same file in UTF-8 reads as UTF-8, not as Latin-1 twice over. */
  g_autofree char *latin = NULL;
  gsize length = 0;
  g_assert_true (g_file_get_contents (path, &latin, &length, NULL));
  g_autofree char *utf8 = g_convert (latin, (gssize) length, "UTF-8", "ISO-8859-1", NULL,
                                     &length, NULL);
  g_autofree char *dir = g_dir_make_tmp ("valet-pbn-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (dir, "utf8.pbn", NULL);
  g_assert_true (g_file_set_contents (copy, utf8, (gssize) length, NULL));
  g_autoptr (ValetDiagnostics) diag2 = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t2 = valet_tournament_new ();
  g_assert_true (valet_read_input (t2, copy, VALET_INPUT_AUTO, diag2));
  formats_assert_counts (diag2, 0, 0);
  g_assert_cmpstr (seat_name (t2, 0, VALET_NORTH), ==, "Bj\u00f8rn S\u00e6ther");
  g_remove (copy);
  g_rmdir (dir);
}

/* Pair numbers only, named by the TotalScoreTable that follows the
 * boards; board 1's own game is the same results as its score table. */
static void
test_total_names (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("pbn-total-names.pbn", diag, &path);

  formats_assert_counts (diag, 0, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 4);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 0);
  g_assert_cmpuint (formats_n_pairs (t), ==, 4);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 8);
  g_assert_cmpstr (seat_tag (t, 0, VALET_NORTH), ==, "1a");
  g_assert_cmpstr (seat_name (t, 0, VALET_NORTH), ==, "Nina Nord");
  g_assert_cmpstr (seat_name (t, 0, VALET_SOUTH), ==, "Sam Sud");
  /* A partnership name stands for both players. */
  g_assert_cmpstr (seat_tag (t, 0, VALET_EAST), ==, "4a");
  g_assert_cmpstr (seat_name (t, 0, VALET_EAST), ==, "Partners in Crime");
  g_assert_cmpstr (seat_name (t, 0, VALET_WEST), ==, "Partners in Crime");
  g_assert_cmpstr (seat_name (t, 1, VALET_WEST), ==, "Léa Dupont");
  g_assert_cmpstr (seat_name (t, 1, VALET_NORTH), ==, "Tom Tate");
  assert_play (result (t, 0), 3, VALET_NOTRUMP, VALET_WEST, 6);
  assert_lead (result (t, 0), VALET_HEARTS, 7);
  assert_play (result (t, 2), 4, VALET_SPADES, VALET_EAST, 8);
  g_assert_cmpuint (result (t, 2)->mult, ==, VALET_DOUBLED);
  assert_event (t, "Open Pairs - Séance 5", "2022.02.06", "Fédération");
}

/* The team, country or club of a pair: a score table's own column for
 * each side (the first of Team, Country and Club preferred), or the
 * TotalScoreTable's for pairs known by number; none where the file has
 * no such column. */
static const char team_score_table[] =
  "[Event \"Teams of Nations\"]\n"
  "[Board \"1\"]\n"
  "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Names_NS;Names_EW;"
  "Club_NS;Country_NS;Country_EW\"]\n"
  "- - 4S N 10 \"Ann Able;Bob Best\" \"Cy Cole;Di Dent\" Rovers Norway \"-\"\n"
  "- - 4S N 9 \"Ed Eng;Fay Fox\" \"Gus Gray;Hal Hunt\" - Italy \"New Zealand\"\n";

static const char team_total_table[] =
  "[Event \"Club Pairs\"]\n"
  "[Board \"1\"]\n"
  "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n"
  "1 2 3NT S 9\n"
  "3 4 3NT S 8\n"
  "[TotalScoreTable \"Rank;PairId;Names;Club;Team\"]\n"
  "1 1 \"Ann Able - Bob Best\" Rovers \"The Aces\"\n"
  "2 3 \"Ed Eng - Fay Fox\" Rovers -\n";

static const char *
seat_team (ValetTournament *t, guint i, ValetSeat seat)
{
  return valet_tournament_player_team (t, result (t, i)->player[seat]);
}

static ValetTournament *
parse_text (const char *text, ValetDiagnostics *diag)
{
  ValetTournament *t = valet_tournament_new ();
  valet_parse_pbn (t, text, strlen (text), "teams.pbn", diag);
  return t;
}

static void
test_team_columns (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = parse_text (team_score_table, diag);

  /* Known columns: no warning about them. */
  formats_assert_counts (diag, 0, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
  g_assert_cmpstr (seat_team (t, 0, VALET_NORTH), ==, "Norway");
  g_assert_cmpstr (seat_team (t, 0, VALET_SOUTH), ==, "Norway");
  g_assert_null (seat_team (t, 0, VALET_EAST));
  g_assert_cmpstr (seat_team (t, 1, VALET_SOUTH), ==, "Italy");
  g_assert_cmpstr (seat_team (t, 1, VALET_WEST), ==, "New Zealand");

  g_autoptr (ValetDiagnostics) tdiag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) tt = parse_text (team_total_table, tdiag);
  formats_assert_counts (tdiag, 0, 0);
  g_assert_cmpstr (seat_name (tt, 0, VALET_NORTH), ==, "Ann Able");
  g_assert_cmpstr (seat_team (tt, 0, VALET_NORTH), ==, "The Aces");
  g_assert_cmpstr (seat_team (tt, 0, VALET_SOUTH), ==, "The Aces");
  /* "-" is no team: the club stands in its place only where it is
   * the column chosen, so pair 3 has none. */
  g_assert_null (seat_team (tt, 1, VALET_NORTH));
  g_assert_null (seat_team (tt, 0, VALET_EAST));

  /* Files without such columns give no team. */
  g_autoptr (ValetDiagnostics) ndiag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) nt = load ("pbn-total-names.pbn", ndiag, &path);
  for (guint i = 0; i < valet_tournament_n_players (nt); i++)
    g_assert_null (valet_tournament_player_team (nt, i));
}

/* ---- files with nothing to score ----------------------------------------- */

static void
test_hand_record (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("pbn-hand-record.pbn", diag, &path);

  formats_assert_counts (diag, 1, 0);
  formats_assert_diag (diag, path, 0, FALSE, WORDS ("no table results", "3 games are deals only",
                                            "hand record"));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 0);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 0);
}

static void
test_frequency_only (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("pbn-frequency.pbn", diag, &path);

  /* One message, at the first frequency table: what the file holds. */
  formats_assert_counts (diag, 1, 0);
  formats_assert_diag (diag, path, 10, FALSE, WORDS ("no table results", "2 score tables are frequency",
                                            "1 game with a result", "one table only"));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 0);
}

/* ---- one game per table ---------------------------------------------------- */

/* RealBridge teams: rooms and tables, leads from the play, "Name#id". */
static void
test_games_teams (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("pbn-games-teams.pbn", diag, &path);

  formats_assert_counts (diag, 0, 3);
  /* The match that did not take place: said once for its boards. */
  formats_assert_diag (diag, path, 112, TRUE, WORDS ("board 1 (table 3, room Open)", "passed out",
                                             "no auction", "left out", "1 other game",
                                             "line 221"));
  formats_assert_diag (diag, path, 181, TRUE, WORDS ("board 2 (table 2, room Open)", "'N'",
                                             "declarer is E", "no lead"));
  formats_assert_diag (diag, path, 201, TRUE, WORDS ("board 2 (table 2, room Closed)", "no result",
                                             "left out"));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 7);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 3);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 16);
  g_assert_cmpuint (formats_n_pairs (t), ==, 8);
  assert_board (t, 0, 1, 1, 4);
  assert_board (t, 1, 1, 2, 3);

  /* Open room, table 1: 4S by North, ten tricks, East leads the HK. */
  g_assert_cmpstr (seat_tag (t, 0, VALET_NORTH), ==, "Ann Able#11");
  g_assert_cmpstr (seat_name (t, 0, VALET_NORTH), ==, "Ann Able");
  g_assert_cmpstr (seat_name (t, 0, VALET_WEST), ==, "Dan Dale");
  g_assert_cmpuint (result (t, 0)->line, ==, 9);
  assert_play (result (t, 0), 4, VALET_SPADES, VALET_NORTH, 10);
  assert_lead (result (t, 0), VALET_HEARTS, 13);
  assert_play (result (t, 1), 4, VALET_SPADES, VALET_SOUTH, 9);
  assert_lead (result (t, 1), VALET_DIAMONDS, 2);
  assert_play (result (t, 2), 3, VALET_NOTRUMP, VALET_WEST, 9);
  assert_lead (result (t, 2), VALET_SPADES, 5);
  assert_play (result (t, 3), 0, 0, 0, 0);   /* passed out, with its auction */
  /* Board 2: the lead from the play, from a [Lead] tag, and none. */
  assert_play (result (t, 4), 2, VALET_HEARTS, VALET_EAST, 8);
  assert_lead (result (t, 4), VALET_SPADES, 10);
  assert_play (result (t, 5), 3, VALET_HEARTS, VALET_EAST, 9);
  assert_lead (result (t, 5), VALET_DIAMONDS, 14);
  assert_lead (result (t, 6), 0, 0);
  /* The same players in both boards are the same players. */
  g_assert_cmpuint (result (t, 4)->player[VALET_WEST], ==, result (t, 0)->player[VALET_WEST]);
  assert_event (t, "Online Teams: Round 2", "2021.08.23", "RealBridge");
}

/* JFR pairs: "Para-N" names a partnership; the board travels through the
 * rounds; one board number with two deals is two boards. */
static void
test_games_pairs (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("pbn-games-pairs.pbn", diag, &path);

  formats_assert_counts (diag, 0, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 9);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 12);
  g_assert_cmpuint (formats_n_pairs (t), ==, 6);
  g_assert_cmpstr (seat_tag (t, 0, VALET_NORTH), ==, "Para-1/a");
  g_assert_cmpstr (seat_tag (t, 0, VALET_SOUTH), ==, "Para-1/b");
  g_assert_cmpstr (seat_name (t, 0, VALET_SOUTH), ==, "Para-1");
  g_assert_cmpstr (seat_tag (t, 0, VALET_WEST), ==, "Para-2/b");
  /* Para-1 North-South in round 1, and again on board 2. */
  g_assert_cmpuint (result (t, 3)->player[VALET_NORTH], ==, result (t, 0)->player[VALET_NORTH]);

  /* Board 1 in rounds 1, 2 and 3: one deal, one board under round 1.
   * Board 2: the deal of round 1 (written from East and from North) and
   * another deal in round 4.  Board 3 gives no deal: one board. */
  g_assert_cmpuint (valet_tournament_n_boards (t), ==, 4);
  assert_board (t, 0, 1, 1, 3);
  assert_board (t, 1, 1, 2, 2);
  assert_board (t, 2, 2, 3, 2);
  assert_board (t, 3, 4, 2, 2);
  assert_play (result (t, 2), 4, VALET_SPADES, VALET_NORTH, 10);
  assert_play (result (t, 8), 0, 0, 0, 0);
  g_assert_cmpstr (valet_tournament_get_event (t, VALET_EVENT_TITLE), ==,
                   "Barometr - 1 sierpnia 2013");
}

/* BBO: user names in any case are one person, a game given twice, a
 * board not finished, leads from the play; a name in Windows-1252 (PBN
 * is ISO-8859-1 unless it says otherwise, Windows-1252 its superset),
 * read without a word. */
static void
test_games_bbo (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("pbn-games-bbo.pbn", diag, &path);

  formats_assert_counts (diag, 0, 2);
  formats_assert_diag (diag, path, 48, TRUE, WORDS ("board 1", "repeats the game on line 25"));
  formats_assert_diag (diag, path, 114, TRUE, WORDS ("board 2", "no contract", "left out"));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 4);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 1);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 8);
  g_assert_cmpuint (formats_n_pairs (t), ==, 4);

  /* "cheryl o" on board 2 is "Cheryl O" of board 1. */
  g_assert_cmpuint (result (t, 2)->player[VALET_NORTH], ==, result (t, 1)->player[VALET_NORTH]);
  g_assert_cmpstr (seat_tag (t, 2, VALET_NORTH), ==, "Cheryl O");
  g_assert_cmpstr (seat_name (t, 1, VALET_WEST), ==, "José M");
  g_assert_cmpstr (valet_tournament_player_name (t, result (t, 1)->player[VALET_WEST]), ==,
                   "Jos\xc3\xa9 M");
  /* "C3!": the annotation is not part of the card; "-" is no lead. */
  assert_play (result (t, 0), 3, VALET_NOTRUMP, VALET_EAST, 10);
  assert_lead (result (t, 0), VALET_CLUBS, 3);
  assert_lead (result (t, 1), VALET_SPADES, 3);
  assert_lead (result (t, 2), VALET_HEARTS, 2);
  assert_lead (result (t, 3), 0, 0);
  assert_board (t, 0, 1, 1, 2);
  assert_board (t, 1, 1, 2, 2);
  assert_event (t, "ACBL Pairs Speedball", "2013-08-10 17:04", NULL);
}

/* An event named in a legacy encoding is given in UTF-8. */
static void
test_event_legacy (void)
{
  const char *data =
    "[Event \"S\xe9" "ance 5\"]\n[Board \"1\"]\n[Vulnerable \"None\"]\n"
    "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n"
    "1 2 4S N 10\n3 4 4S N 9\n";
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = valet_tournament_new ();

  valet_parse_pbn (t, data, strlen (data), "t.pbn", diag);
  formats_assert_counts (diag, 0, 0);
  g_assert_cmpstr (valet_tournament_get_event (t, VALET_EVENT_TITLE), ==, "Séance 5");
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
}

/* Championship archives write the second table of a board without
 * [Board], [Deal], [Dealer] and [Vulnerable]: it is the board of the
 * game before, two tables a board (it was left out, leaving each board
 * one table and nothing to compare). */
static void
test_games_archive (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("pbn-games-archive.pbn", diag, &path);

  formats_assert_counts (diag, 0, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 4);
  g_assert_cmpuint (valet_tournament_n_boards (t), ==, 2);
  g_assert_cmpuint (valet_tournament_board (t, 0)->board, ==, 1);
  g_assert_cmpuint (valet_tournament_board (t, 0)->n_results, ==, 2);
  g_assert_cmpuint (valet_tournament_board (t, 1)->board, ==, 2);
  g_assert_cmpuint (valet_tournament_board (t, 1)->n_results, ==, 2);
  assert_event (t, "Championship", "2004.08.21", "Venue");
}

/* Without seat columns, the order of a row's names says who sat North
 * (and East): pair 1 lists Bob Baker first on board 2, so he declared
 * 3NT from North there; pair 2 lists Di Dunn first, East.  The pair is
 * one pair, and no names change is reported. */
static void
test_seat_order (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("pbn-seat-order.pbn", diag, &path);

  formats_assert_counts (diag, 0, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 4);
  g_assert_cmpstr (seat_name (t, 0, VALET_NORTH), ==, "Ann Archer");
  g_assert_cmpstr (seat_name (t, 0, VALET_SOUTH), ==, "Bob Baker");
  g_assert_cmpstr (seat_name (t, 0, VALET_EAST), ==, "Cy Cole");
  g_assert_cmpstr (seat_name (t, 2, VALET_NORTH), ==, "Bob Baker");
  g_assert_cmpstr (seat_name (t, 2, VALET_SOUTH), ==, "Ann Archer");
  g_assert_cmpstr (seat_name (t, 2, VALET_EAST), ==, "Di Dunn");
  g_assert_cmpstr (seat_name (t, 2, VALET_WEST), ==, "Cy Cole");
  /* The same two players either way. */
  g_assert_cmpuint (result (t, 0)->player[VALET_NORTH], ==, result (t, 2)->player[VALET_SOUTH]);
}

/* Rows with a score and no contract were played, and the file holds
 * their scores alone: one warning for the file, at the first, saying
 * so (not "not played", nor one per row); the rows are left out. */
static void
test_scores_only (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("pbn-scores-only.pbn", diag, &path);

  formats_assert_counts (diag, 0, 1);
  formats_assert_diag (diag, path, 12, TRUE,
                       WORDS ("2 rows give a score but no contract", "scores alone",
                              "left out"));
  g_assert_null (strstr (valet_diagnostics_get (diag, 0)->message, "not played"));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 2);
}

/* Rows that seat a pair against nobody ("Bye", or no pair): one
 * warning that the pair sat out, with its rounds and boards, not one
 * per board; they are no results, and not counted as left out. */
static void
test_sit_out (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("pbn-sit-out.pbn", diag, &path);

  formats_assert_counts (diag, 0, 1);
  g_assert_nonnull (strstr (valet_diagnostics_get (diag, 0)->message,
                            "pair 5 sat out 2 rounds (4 boards)"));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 8);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 0);
}

/* Matches of two events on the same deal of board 1 (the Open's and the
 * Women's): kept apart, two boards of two tables each, each table with
 * its own event's other table. */
static void
test_games_events (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("pbn-games-events.pbn", diag, &path);

  formats_assert_counts (diag, 0, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 4);
  g_assert_cmpuint (valet_tournament_n_boards (t), ==, 2);
  for (guint b = 0; b < 2; b++)
    {
      const ValetBoard *board = valet_tournament_board (t, b);
      g_assert_cmpuint (board->board, ==, 1);
      g_assert_cmpuint (board->n_results, ==, 2);
      /* N1 with N2, N3 with N4. */
      const ValetResult *a = valet_tournament_result (t, board->results[0]);
      const ValetResult *c = valet_tournament_result (t, board->results[1]);
      const char *na = valet_tournament_player_display_name (t, a->player[VALET_NORTH]);
      const char *nc = valet_tournament_player_display_name (t, c->player[VALET_NORTH]);
      g_assert_true ((na[1] == '1' || na[1] == '2') == (nc[1] == '1' || nc[1] == '2'));
    }
}

/* A game that only a score table of another game of its board could
 * hold: the score table is read, the game not. */
static void
test_games_and_table (void)
{
  const char *data =
    "[Board \"1\"]\n[North \"Ann\"]\n[East \"Bob\"]\n[South \"Cy\"]\n[West \"Di\"]\n"
    "[Contract \"4S\"]\n[Declarer \"N\"]\n[Result \"10\"]\n\n"
    "[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n"
    "1 2 4S N 10\n3 4 4S N 9\n\n"
    "[Board \"2\"]\n[North \"Ann\"]\n[East \"Bob\"]\n[South \"Cy\"]\n[West \"Di\"]\n"
    "[Contract \"3NT\"]\n[Declarer \"S\"]\n[Result \"9\"]\n";
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = valet_tournament_new ();

  valet_parse_pbn (t, data, strlen (data), "t.pbn", diag);
  formats_assert_counts (diag, 0, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 3);
  g_assert_cmpstr (seat_tag (t, 0, VALET_NORTH), ==, "1a");
  /* Board 2 has no score table: its game is read. */
  g_assert_cmpuint (result (t, 2)->board, ==, 2);
  g_assert_cmpstr (seat_tag (t, 2, VALET_NORTH), ==, "Ann");
  assert_play (result (t, 2), 3, VALET_NOTRUMP, VALET_SOUTH, 9);
}

/* Thousands of games, as in a season's archive: read whole and quickly. */
static void
test_many_games (void)
{
  GString *s = g_string_new ("% PBN 2.1\n");
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = valet_tournament_new ();

  for (guint board = 1; board <= 100; board++)
    for (guint table = 0; table < 40; table++)
      g_string_append_printf (s,
        "[Event \"Archive\"]\n[Board \"%u\"]\n[West \"p%u\"]\n[North \"p%u\"]\n"
        "[East \"p%u\"]\n[South \"p%u\"]\n[Declarer \"N\"]\n"
        "[Contract \"%uS\"]\n[Result \"%u\"]\n[Auction \"N\"]\n1S Pass Pass Pass\n"
        "[Play \"E\"]\nH%c H3 H4 H5\n*\n\n",
        board, table * 4 + 3, table * 4, table * 4 + 1, table * 4 + 2,
        1 + table % 7, 6 + table % 8,
        "23456789TJQKA"[table % 13]);
  gint64 start = g_get_monotonic_time ();
  valet_parse_pbn (t, s->str, s->len, "many.pbn", diag);
  gint64 elapsed = g_get_monotonic_time () - start;
  g_test_message ("4000 games read in %.3f s", elapsed / 1e6);

  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 4000);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 160);
  g_assert_cmpuint (valet_tournament_n_boards (t), ==, 100);
  assert_board (t, 99, 1, 100, 40);
  assert_lead (result (t, 3999), VALET_HEARTS, 2 + 39 % 13);
  /* Far under this on any machine; a reader that grows with the square
   * of the games would not be. */
  g_assert_cmpint (elapsed, <, 5 * G_USEC_PER_SEC);
  g_string_free (s, TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/pbn-shapes/score-table/spec-names", test_spec_names);
  g_test_add_func ("/pbn-shapes/score-table/surnames", test_surnames);
  g_test_add_func ("/pbn-shapes/score-table/artificial", test_artificial);
  g_test_add_func ("/pbn-shapes/score-table/bridgewebs", test_bridgewebs);
  g_test_add_func ("/pbn-shapes/score-table/latin1", test_latin1);
  g_test_add_func ("/pbn-shapes/score-table/total-names", test_total_names);
  g_test_add_func ("/pbn-shapes/score-table/event-legacy", test_event_legacy);
  g_test_add_func ("/pbn-shapes/score-table/team-columns", test_team_columns);
  g_test_add_func ("/pbn-shapes/no-results/hand-record", test_hand_record);
  g_test_add_func ("/pbn-shapes/no-results/frequency", test_frequency_only);
  g_test_add_func ("/pbn-shapes/games/teams", test_games_teams);
  g_test_add_func ("/pbn-shapes/games/pairs", test_games_pairs);
  g_test_add_func ("/pbn-shapes/games/bbo", test_games_bbo);
  g_test_add_func ("/pbn-shapes/games/with-score-table", test_games_and_table);
  g_test_add_func ("/pbn-shapes/games/archive", test_games_archive);
  g_test_add_func ("/pbn-shapes/games/events", test_games_events);
  g_test_add_func ("/pbn-shapes/sit-out", test_sit_out);
  g_test_add_func ("/pbn-shapes/scores-only", test_scores_only);
  g_test_add_func ("/pbn-shapes/seat-order", test_seat_order);
  g_test_add_func ("/pbn-shapes/games/many", test_many_games);
  return g_test_run ();
}
