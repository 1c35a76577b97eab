/* test-deal.c: deals as PBN's Deal text, read and written back from
 * every first seat; their points, dealer and vulnerability; the
 * tournament's one deal per board, a second deal with other cards a
 * warning naming both places; and the deals the PBN and USEBIO readers
 * keep, written back by the PBN writer. */
#include <glib.h>
#include <string.h>

#include "valet-deal.h"
#include "valet-pbn-writer.h"
#include "valet-reader.h"
#include "valet-tournament.h"

/* BridgeComposer's board 1 of a club session (LBC 2026-01-26). */
#define DEAL_N "N:AQT94.T53.KQ8.T9 63.J98.J53.K8654 K72.6.AT9762.AJ7 J85.AKQ742.4.Q32"
#define DEAL_E "E:63.J98.J53.K8654 K72.6.AT9762.AJ7 J85.AKQ742.4.Q32 AQT94.T53.KQ8.T9"
#define DEAL_S "S:K72.6.AT9762.AJ7 J85.AKQ742.4.Q32 AQT94.T53.KQ8.T9 63.J98.J53.K8654"
#define DEAL_W "W:J85.AKQ742.4.Q32 AQT94.T53.KQ8.T9 63.J98.J53.K8654 K72.6.AT9762.AJ7"

static void
test_round_trip (void)
{
  const char *const texts[4] = { DEAL_N, DEAL_E, DEAL_S, DEAL_W };
  ValetDeal first;

  g_assert_true (valet_deal_parse (DEAL_N, &first, NULL));
  for (guint k = 0; k < 4; k++)
    {
      ValetDeal deal;
      g_autofree char *why = NULL;
      g_assert_true (valet_deal_parse (texts[k], &deal, &why));
      g_assert_null (why);
      g_assert_true (valet_deal_equal (&deal, &first));
      for (guint seat = 0; seat < 4; seat++)
        {
          g_autofree char *back = valet_deal_to_pbn (&deal, (ValetSeat) seat);
          g_assert_cmpstr (back, ==, texts[seat]);
        }
    }
  /* Lower case, a ten as "10", runs of spaces. */
  ValetDeal loose;
  g_assert_true (valet_deal_parse ("n:aqt94.1053.kq8.t9   63.j98.j53.k8654 K72.6.AT9762.AJ7 "
                                   "J85.AKQ742.4.Q32", &loose, NULL));
  g_assert_true (valet_deal_equal (&loose, &first));
  /* One hand left out is the cards the others do not hold. */
  ValetDeal deduced;
  g_assert_true (valet_deal_parse ("N:AQT94.T53.KQ8.T9 - K72.6.AT9762.AJ7 J85.AKQ742.4.Q32",
                                   &deduced, NULL));
  g_assert_true (valet_deal_equal (&deduced, &first));
  g_autofree char *spades = valet_deal_suit_text (&first, VALET_NORTH, VALET_SPADES);
  g_assert_cmpstr (spades, ==, "AQT94");
  g_assert_cmpint (valet_deal_holder (&first, VALET_HEARTS, 14), ==, VALET_WEST);
}

static void
test_bad_deals (void)
{
  static const char *const bad[] = {
    "",
    "X:AQT94.T53.KQ8.T9 63.J98.J53.K8654 K72.6.AT9762.AJ7 J85.AKQ742.4.Q32",
    "N:AQT94.T53.KQ8.T9 63.J98.J53.K8654 K72.6.AT9762.AJ7",          /* three hands */
    "N:AQT94.T53.KQ8.T9 63.J98.J53.K8654 K72.6.AT9762.AJ7 J85.AKQ742.4.Q3",  /* 12 */
    "N:AQT94.T53.KQ8.T9 63.J98.J53.K8654 K72.6.AT9762.AJ7 J85.AKQ742.4.Q3X",
    "N:AQT94.T53.KQ8.T9 A3.J98.J53.K8654 K72.6.AT9762.AJ7 J85.AKQ742.4.Q32", /* SA twice */
    "N:AQT94.T53.KQ8 63.J98.J53.K8654 K72.6.AT9762.AJ7 J85.AKQ742.4.Q32",
    "N:- - K72.6.AT9762.AJ7 J85.AKQ742.4.Q32",
    "N:AQT94.T53.KQ8.T9 63.J98.J53.K8654 K72.6.AT9762.AJ7 J85.AKQ742.4.Q32 A",
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      ValetDeal deal;
      g_autofree char *why = NULL;
      g_assert_false (valet_deal_parse (bad[i], &deal, &why));
      g_assert_nonnull (why);
    }
  /* PBN allows a diagram with hands or cards left out: well formed, not
   * whole. */
  ValetDeal part;
  g_assert_true (valet_deal_parse_partial ("S:AQT732.KQ86.K82. - - -", &part, NULL));
  g_assert_false (valet_deal_is_whole (&part));
  g_assert_true (valet_deal_parse_partial (bad[3], &part, NULL));
  g_assert_false (valet_deal_parse_partial (bad[5], &part, NULL));
  g_assert_false (valet_deal_parse_partial (bad[4], &part, NULL));
  g_assert_true (valet_deal_parse_partial (DEAL_N, &part, NULL));
  g_assert_true (valet_deal_is_whole (&part));
}

static void
test_points_and_rotation (void)
{
  ValetDeal deal;
  g_assert_true (valet_deal_parse (DEAL_N, &deal, NULL));
  g_assert_cmpuint (valet_deal_hcp (&deal, VALET_NORTH), ==, 11);
  g_assert_cmpuint (valet_deal_hcp (&deal, VALET_EAST), ==, 5);
  g_assert_cmpuint (valet_deal_hcp (&deal, VALET_SOUTH), ==, 12);
  g_assert_cmpuint (valet_deal_hcp (&deal, VALET_WEST), ==, 12);
  g_assert_cmpint (valet_board_dealer (1), ==, VALET_NORTH);
  g_assert_cmpint (valet_board_dealer (4), ==, VALET_WEST);
  g_assert_cmpint (valet_board_dealer (16), ==, VALET_WEST);
  g_assert_cmpint (valet_board_dealer (17), ==, VALET_NORTH);
  g_assert_cmpint (valet_board_vulnerability (1), ==, VALET_VUL_NONE);
  g_assert_cmpint (valet_board_vulnerability (2), ==, VALET_VUL_NS);
  g_assert_cmpint (valet_board_vulnerability (3), ==, VALET_VUL_EW);
  g_assert_cmpint (valet_board_vulnerability (4), ==, VALET_VUL_BOTH);
  g_assert_cmpint (valet_board_vulnerability (5), ==, VALET_VUL_NS);
  g_assert_cmpint (valet_board_vulnerability (16), ==, VALET_VUL_EW);
  ValetVulnerability v;
  g_assert_true (valet_vulnerability_from_pbn ("Both", &v) && v == VALET_VUL_BOTH);
  g_assert_true (valet_vulnerability_from_pbn ("love", &v) && v == VALET_VUL_NONE);
  g_assert_false (valet_vulnerability_from_pbn ("NE", &v));
}

static void
test_one_deal_per_board (void)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);
  ValetDeal a, b;

  g_assert_true (valet_deal_parse (DEAL_N, &a, NULL));
  g_assert_true (valet_deal_parse ("N:63.J98.J53.K8654 AQT94.T53.KQ8.T9 K72.6.AT9762.AJ7 "
                                   "J85.AKQ742.4.Q32", &b, NULL));
  ValetBoardDeal *d = valet_tournament_set_deal (t, 0, 1, &a, "one.pbn", 12, diag);
  g_assert_nonnull (d);
  g_assert_true (valet_tournament_set_deal (t, 0, 1, &a, "two.pbn", 40, diag) == d);
  g_assert_cmpuint (valet_diagnostics_n_warnings (diag), ==, 0);
  g_assert_null (valet_tournament_set_deal (t, 0, 1, &b, "two.pbn", 50, diag));
  g_assert_cmpuint (valet_diagnostics_n_warnings (diag), ==, 1);
  g_autofree char *text = valet_diagnostics_format (diag);
  g_assert_nonnull (strstr (text, "two.pbn:50"));
  g_assert_nonnull (strstr (text, "one.pbn:12"));
  /* Another round of the board number may have its own. */
  g_assert_nonnull (valet_tournament_set_deal (t, 3, 1, &b, "two.pbn", 60, diag));
  g_assert_true (valet_deal_equal (&valet_tournament_get_deal (t, 3, 1)->deal, &b));
  g_assert_true (valet_deal_equal (&valet_tournament_get_deal (t, 2, 1)->deal, &a));
  g_assert_null (valet_tournament_get_deal (t, 2, 2));
  g_assert_cmpuint (valet_tournament_n_deals (t), ==, 2);
  g_assert_cmpuint (valet_tournament_deal (t, 0)->round, ==, 0);
}

/* A club file in BridgeComposer's shape: two boards with deals (one
 * from East, one dealt by the file's own dealer), the file's analysis,
 * and their score tables. */
static const char pbn_file[] =
  "% PBN 2.1\n"
  "[Event \"Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"" DEAL_E "\"]\n"
  "[DoubleDummyTricks \"7c5c67c5c61181711817\"]\n"
  "[OptimumScore \"NS 980\"]\n[ParContract \"NS 6S=\"]\n"
  "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R\"]\n"
  " 1  2 4S   N 12\n 3  4 6S   S 12\n\n"
  "[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n"
  "[Deal \"E:T983.T2.AJ8764.4 7.AKJ6543.3.AK93 642.8.KQT9.T8752 AKQJ5.Q97.52.QJ6\"]\n"
  "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\n"
  "N NT 0\nN S 0\nN H 0\nN D 8\nN C 2\nS NT 0\nS S 0\nS H 0\nS D 8\nS C 2\n"
  "E NT 7\nE S 12\nE H 12\nE D 5\nE C 10\nW NT 7\nW S 12\nW H 12\nW D 5\nW C 10\n"
  "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R\"]\n"
  " 1  2 4H   E 11\n 3  4 4S   W 12\n";

static void
test_pbn_reader_and_writer (void)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);

  g_assert_true (valet_read_input_data (t, g_strdup (pbn_file), strlen (pbn_file), "club.pbn",
                                        VALET_INPUT_AUTO, NULL, diag));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 4);
  g_assert_cmpuint (valet_tournament_n_deals (t), ==, 2);
  const ValetBoardDeal *one = valet_tournament_get_deal (t, 1, 1);
  const ValetBoardDeal *two = valet_tournament_get_deal (t, 1, 2);
  g_assert_nonnull (one);
  g_assert_nonnull (two);
  g_autofree char *one_text = valet_deal_to_pbn (&one->deal, VALET_NORTH);
  g_assert_cmpstr (one_text, ==, DEAL_N);
  g_assert_true (one->has_dd && one->has_par);
  g_assert_cmpint (one->par_score, ==, 980);
  g_assert_cmpuint (one->dd[VALET_SPADES][VALET_NORTH], ==, 12);
  g_assert_cmpuint (one->dd[VALET_NOTRUMP][VALET_EAST], ==, 1);
  g_assert_cmpuint (one->dd[VALET_HEARTS][VALET_WEST], ==, 8);
  g_assert_cmpstr (one->par_contracts, ==, "NS 6S=");
  g_assert_true (two->has_dd);
  g_assert_false (two->has_par);
  g_assert_cmpuint (two->dd[VALET_SPADES][VALET_WEST], ==, 12);
  g_assert_cmpuint (two->dd[VALET_CLUBS][VALET_SOUTH], ==, 2);
  g_assert_cmpint (two->dealer, ==, VALET_EAST);
  g_assert_cmpint (two->vulnerability, ==, VALET_VUL_NS);

  /* Written back: the same deals, read again. */
  g_autoptr (GString) out = g_string_new (NULL);
  valet_append_pbn (out, t);
  g_assert_nonnull (strstr (out->str, "[Deal \"" DEAL_N "\"]"));
  g_autoptr (ValetTournament) again = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag2 = valet_diagnostics_new (100);
  g_assert_true (valet_read_input_data (again, g_strdup (out->str), out->len, "back.pbn",
                                        VALET_INPUT_AUTO, NULL, diag2));
  g_assert_cmpuint (valet_tournament_n_deals (again), ==, 2);
  for (guint b = 1; b <= 2; b++)
    g_assert_true (valet_deal_equal (&valet_tournament_get_deal (again, 1, b)->deal,
                                     &valet_tournament_get_deal (t, 1, b)->deal));
}

/* A second [Deal] with other cards for a board with a score table. */
static void
test_pbn_conflict (void)
{
  g_autofree char *twice = g_strconcat (pbn_file, "\n[Board \"1\"]\n[Deal \"" 
                                        "N:63.J98.J53.K8654 AQT94.T53.KQ8.T9 K72.6.AT9762.AJ7 "
                                        "J85.AKQ742.4.Q32\"]\n"
                                        "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;"
                                        "Declarer\\1R;Result\\2R\"]\n 5  6 4S   N 10\n", NULL);
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);

  valet_read_input_data (t, g_strdup (twice), strlen (twice), "club.pbn", VALET_INPUT_AUTO,
                         NULL, diag);
  g_autofree char *text = valet_diagnostics_format (diag);
  g_assert_nonnull (strstr (text, "club.pbn:6"));     /* the first deal's line */
  g_assert_nonnull (strstr (text, "board 1 is given another deal"));
}

/* Games played one per table: board 1 played with one deal in round 1
 * and another in round 2 is two boards, each with its deal. */
static void
game (GString *out, guint round, const char *deal, const char *const names[4],
      const char *contract, const char *declarer, guint tricks)
{
  g_string_append_printf (out, "[Board \"1\"]\n[Round \"%u\"]\n[Deal \"%s\"]\n", round, deal);
  static const char *const seats[] = { "North", "East", "South", "West" };
  for (guint i = 0; i < 4; i++)
    g_string_append_printf (out, "[%s \"%s\"]\n", seats[i], names[i]);
  g_string_append_printf (out, "[Contract \"%s\"]\n[Declarer \"%s\"]\n[Result \"%u\"]\n\n",
                          contract, declarer, tricks);
}

static void
test_games (void)
{
  static const char *const table1[4] = { "Ann", "Bob", "Cat", "Dan" };
  static const char *const table2[4] = { "Eve", "Fay", "Gus", "Hal" };
  const char *other = "N:63.J98.J53.K8654 AQT94.T53.KQ8.T9 K72.6.AT9762.AJ7 J85.AKQ742.4.Q32";
  g_autoptr (GString) file = g_string_new ("% PBN 2.1\n[Event \"Games\"]\n");
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);
  ValetDeal first, second;

  game (file, 1, DEAL_E, table1, "4S", "N", 10);
  game (file, 1, DEAL_N, table2, "4S", "N", 11);
  game (file, 2, other, table1, "3NT", "E", 9);
  game (file, 2, other, table2, "3NT", "E", 8);
  g_assert_true (valet_read_input_data (t, g_strdup (file->str), file->len, "games.pbn",
                                        VALET_INPUT_AUTO, NULL, diag));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 4);
  g_assert_true (valet_deal_parse (DEAL_N, &first, NULL));
  g_assert_true (valet_deal_parse (other, &second, NULL));
  g_assert_cmpuint (valet_diagnostics_n_warnings (diag), ==, 0);
  for (guint i = 0; i < 4; i++)
    {
      const ValetResult *r = valet_tournament_result (t, i);
      const ValetBoardDeal *d = valet_tournament_get_deal (t, r->round, r->board);
      g_assert_nonnull (d);
      g_assert_true (valet_deal_equal (&d->deal, r->level == 4 ? &first : &second));
    }
}

/* A USEBIO file's HANDSET (Compscore3), from ../shared when it is there. */
static void
test_usebio (gconstpointer data)
{
  g_autofree char *path = g_build_filename (data, "compscore3", "butler_mitchell.xml", NULL);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("../shared/realworld is not there");
      return;
    }
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);
  g_assert_true (valet_read_input (t, path, VALET_INPUT_AUTO, diag));
  g_assert_cmpuint (valet_tournament_n_deals (t), >, 0);
  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    {
      const ValetResult *r = valet_tournament_result (t, i);
      g_assert_nonnull (valet_tournament_get_deal (t, r->round, r->board));
    }
  const ValetBoardDeal *one = valet_tournament_get_deal (t, 1, 1);
  g_autofree char *text = valet_deal_to_pbn (&one->deal, VALET_NORTH);
  g_assert_cmpstr (text, ==, "N:T.T65.9632.AQT86 AQ974.A74.AJ8.K2 KJ5.KQ92.T5.J975 "
                             "8632.J83.KQ74.43");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  const char *realworld = argc > 1 ? argv[1] : "../shared/realworld";
  g_test_add_func ("/deal/round-trip", test_round_trip);
  g_test_add_func ("/deal/bad", test_bad_deals);
  g_test_add_func ("/deal/points-and-rotation", test_points_and_rotation);
  g_test_add_func ("/deal/one-per-board", test_one_deal_per_board);
  g_test_add_func ("/deal/pbn", test_pbn_reader_and_writer);
  g_test_add_func ("/deal/pbn-conflict", test_pbn_conflict);
  g_test_add_func ("/deal/games", test_games);
  g_test_add_data_func ("/deal/usebio", realworld, test_usebio);
  return g_test_run ();
}
