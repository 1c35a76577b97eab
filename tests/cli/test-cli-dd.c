/* test-cli-dd.c: valet-cli's --hand-records and --dd.
 *
 * - --hand-records prints each deal's diagram, points, double-dummy
 *   table and par (the ones BridgeComposer printed for the deal);
 * - --dd adds DD and Tr-DD to the tableau's declarer block, and each
 *   pair's Declarer vs DD and Lead vs DD after the ranking (text and
 *   CSV), the lead solved with the card played;
 * - results without deals are refused for --hand-records (exit 1); a
 *   hand record without results is printed;
 * - the tables come from the user's cache when it has them (a cache
 *   planted with other tricks shows them), and a run writes its cache;
 * - where the file gives its own double-dummy tricks and optimum score,
 *   each that differs from the solver's is a warning naming the board
 *   and the line, and nothing is said where they agree.
 *
 * usage: test-cli-dd VALET-CLI [GTest options]
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

static const char *cli_path;
static char *scratch;

#define DEAL_N "N:AQT94.T53.KQ8.T9 63.J98.J53.K8654 K72.6.AT9762.AJ7 J85.AKQ742.4.Q32"

static const char club[] =
  "% PBN 2.1\n"
  "[Event \"Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"" DEAL_N "\"]\n"
  "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R\"]\n"
  " 1  2 4S   N 12\n 3  4 6S   S 11\n";

typedef struct {
  int   status;
  char *out, *err;
} Run;

static void
run_clear (Run *r)
{
  g_free (r->out);
  g_free (r->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run_cli (Run *r, const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *cache = g_build_filename (scratch, "cache", NULL);
  g_auto (GStrv) env = g_environ_setenv (g_get_environ (), "XDG_CACHE_HOME", cache, TRUE);
  g_autoptr (GError) error = NULL;
  int wait;

  g_ptr_array_add (argv, (gpointer) cli_path);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, env, G_SPAWN_DEFAULT, NULL, NULL,
                               &r->out, &r->err, &wait, &error));
  g_assert_no_error (error);
  r->status = WIFEXITED (wait) ? WEXITSTATUS (wait) : -1;
}

static char *
write_club (void)
{
  char *path = g_build_filename (scratch, "club.pbn", NULL);
  g_assert_true (g_file_set_contents (path, club, -1, NULL));
  return path;
}

static char *
cache_path (void)
{
  return g_build_filename (scratch, "cache", "valet", "dd-cache.txt", NULL);
}

static void
test_hand_records (void)
{
  g_autofree char *input = write_club ();
  g_autofree char *cache = cache_path ();
  g_auto (Run) r = { 0 };

  g_remove (cache);
  run_cli (&r, (const char *[]) { "--input", input, "--hand-records", NULL });
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Board 1    Dealer N    Vulnerable None"));
  g_assert_nonnull (strstr (r.out, "                S AQT94\n"));
  g_assert_nonnull (strstr (r.out, "HCP  N 11  E 5  S 12  W 12"));
  /* BridgeComposer's table and optimum score for the deal. */
  g_assert_nonnull (strstr (r.out, "N       7  12   5  12   6\n"));
  g_assert_nonnull (strstr (r.out, "E       1   1   8   1   7\n"));
  g_assert_nonnull (strstr (r.out, "Par  NS 980"));
  g_assert_true (g_file_test (cache, G_FILE_TEST_IS_REGULAR));
}

static void
test_tableau (void)
{
  g_autofree char *input = write_club ();
  g_autofree char *tableau = g_build_filename (scratch, "tableau.txt", NULL);
  g_autofree char *text = NULL;
  g_auto (Run) r = { 0 };

  run_cli (&r, (const char *[]) { "--input", input, "--dd", "-t", tableau, NULL });
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_get_contents (tableau, &text, NULL, NULL));
  /* After the score as played and the luck of the cloud split. */
  g_assert_nonnull (strstr (text, "Play  Butler    Luck    DD  Tr-DD\n"));
  g_assert_nonnull (strstr (text, "    12     +0\n"));     /* 4S by N, 12 tricks */
  g_assert_nonnull (strstr (text, "    12     -1\n"));     /* 6S by S, 11 */
  /* Without --dd, the reference program's tableau. */
  g_auto (Run) plain = { 0 };
  g_autofree char *plain_text = NULL;
  run_cli (&plain, (const char *[]) { "--input", input, "-t", tableau, NULL });
  g_assert_cmpint (plain.status, ==, 0);
  g_assert_true (g_file_get_contents (tableau, &plain_text, NULL, NULL));
  g_assert_null (strstr (plain_text, "DD"));
}

static void
test_refusals (void)
{
  g_autofree char *input = write_club ();
  g_autofree char *names = g_build_filename (scratch, "names.txt", NULL);
  g_autofree char *scores = g_build_filename (scratch, "scores.txt", NULL);
  g_assert_true (g_file_set_contents (names, "a|A\nb|B\nc|C\nd|D\ne|E\nf|F\ng|G\nh|H\n", -1,
                                      NULL));
  g_assert_true (g_file_set_contents (scores, "1|1|a|c|b|d|4S|N|10|HK\n1|1|e|g|f|h|4S|N|9|D2\n",
                                      -1, NULL));
  g_auto (Run) none = { 0 };
  run_cli (&none, (const char *[]) { "--names", names, "--scores", scores, "--hand-records",
                                     NULL });
  g_assert_cmpint (none.status, ==, 1);
  g_assert_nonnull (strstr (none.err, "no deals"));
}

static void
test_hand_record_alone (void)
{
  g_autofree char *path = g_build_filename (scratch, "hands.pbn", NULL);
  g_auto (Run) r = { 0 };

  g_assert_true (g_file_set_contents (path, "% PBN 2.1\n[Event \"Hands\"]\n[Board \"1\"]\n"
                                      "[Deal \"" DEAL_N "\"]\n\n", -1, NULL));
  run_cli (&r, (const char *[]) { "--input", path, "--hand-records", NULL });
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Par  NS 980"));
  /* Without --hand-records, the file is refused as results. */
  g_auto (Run) refused = { 0 };
  run_cli (&refused, (const char *[]) { "--input", path, NULL });
  g_assert_cmpint (refused.status, ==, 1);
}

/* The deal of board 1 in 3NT by North, led by East: a heart holds
 * North to the table's 7 tricks, a spade gives five more (12).  North
 * made 7 after the spade: Declarer vs DD -5, Lead vs DD -5. */
static const char led[] =
  "% PBN 2.1\n"
  "[Event \"Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"" DEAL_N "\"]\n"
  "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;"
  "Lead\\3L\"]\n"
  " 1  2 3NT  N  7 S6\n 3  4 3NT  N  7 HJ\n 5  6 4S   N 11 CK\n";

static void
test_versus (void)
{
  g_autofree char *path = g_build_filename (scratch, "led.pbn", NULL);
  g_auto (Run) r = { 0 };
  g_auto (Run) csv = { 0 };
  g_auto (Run) plain = { 0 };

  g_assert_true (g_file_set_contents (path, led, -1, NULL));
  run_cli (&r, (const char *[]) { "--input", path, "--dd", NULL });
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Declarer vs DD   Lead vs DD\n"));
  /* North-South 1: -5 declaring; East-West 2: -5 leading. */
  g_assert_nonnull (strstr (r.out, "Pair 1a - Pair 1b                         -5.00\n"));
  g_assert_nonnull (strstr (r.out, "Pair 2a - Pair 2b                                          "
                                   "-5.00\n"));
  /* The heart: nothing lost either way; 4S by N, 12 double dummy. */
  g_assert_nonnull (strstr (r.out, "Pair 3a - Pair 3b                         +0.00\n"));
  g_assert_nonnull (strstr (r.out, "Pair 4a - Pair 4b                                          "
                                   "+0.00\n"));
  g_assert_nonnull (strstr (r.out, "Pair 5a - Pair 5b                         -1.00\n"));

  run_cli (&csv, (const char *[]) { "--input", path, "--dd", "--format", "csv", NULL });
  g_assert_cmpint (csv.status, ==, 0);
  g_assert_nonnull (strstr (csv.out, "Rank,Pair,Declarer vs DD,+-,Lead vs DD,+-\n"));
  g_assert_nonnull (strstr (csv.out, ",Pair 1a - Pair 1b,-5.00,,,\n"));
  g_assert_nonnull (strstr (csv.out, ",Pair 2a - Pair 2b,,,-5.00,\n"));

  /* Without --dd, no such table. */
  run_cli (&plain, (const char *[]) { "--input", path, NULL });
  g_assert_cmpint (plain.status, ==, 0);
  g_assert_null (strstr (plain.out, "vs DD"));
}

/* A cache that knows the deal answers for it: planted with 13 tricks in
 * notrump by North, the hand record shows them. */
static void
test_cache_used (void)
{
  g_autofree char *input = write_club ();
  g_autofree char *cache = cache_path ();
  g_autofree char *dir = g_path_get_dirname (cache);
  g_auto (Run) r = { 0 };

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  /* S H D C NT, each N E S W: notrump by North 13 (d). */
  g_assert_true (g_file_set_contents (cache, "T " DEAL_N " c1c15858c1c16767d171\n", -1, NULL));
  run_cli (&r, (const char *[]) { "--input", input, "--hand-records", NULL });
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "N      13  12   5  12   6\n"));
  g_remove (cache);
}

/* The club's deal with the double-dummy tricks and optimum score the
 * file claims for it, as BridgeComposer writes them. */
static char *
write_club_claiming (const char *tricks, const char *optimum)
{
  char *path = g_build_filename (scratch, "claims.pbn", NULL);
  g_autofree char *text = g_strdup_printf (
    "%% PBN 2.1\n"
    "[Event \"Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"" DEAL_N "\"]\n"
    "[DoubleDummyTricks \"%s\"]\n[OptimumScore \"%s\"]\n"
    "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R\"]\n"
    " 1  2 4S   N 12\n 3  4 6S   S 11\n", tricks, optimum);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static void
test_file_claims (void)
{
  /* What the solver makes of the deal (see /cli-dd/hand-records). */
  g_autofree char *agree = write_club_claiming ("7c5c67c5c61181711817", "NS 980");
  g_auto (Run) r = { 0 };

  run_cli (&r, (const char *[]) { "--input", agree, "--dd", NULL });
  g_assert_cmpint (r.status, ==, 0);
  g_assert_null (strstr (r.err, "double-dummy"));
  g_assert_null (strstr (r.err, "optimum"));

  /* Notrump by North said to make 9, and a par of 1010. */
  g_autofree char *differ = write_club_claiming ("9c5c67c5c61181711817", "NS 1010");
  g_auto (Run) w = { 0 };
  run_cli (&w, (const char *[]) { "--input", differ, "--hand-records", NULL });
  g_test_message ("%s", w.err);
  g_assert_cmpint (w.status, ==, 0);
  g_assert_nonnull (strstr (w.err, "claims.pbn:7: warning: board 1: the double-dummy tricks "
                                   "the file gives differ from the solver's (NT by N: 7, the "
                                   "file 9)"));
  g_assert_nonnull (strstr (w.err, "claims.pbn:8: warning: board 1: the file's optimum score, "
                                   "NS 1010, differs from the solver's par, NS 980"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    g_error ("usage: test-cli-dd VALET-CLI");
  cli_path = argv[1];
  scratch = g_dir_make_tmp ("valet-cli-dd-XXXXXX", NULL);
  g_test_add_func ("/cli-dd/hand-records", test_hand_records);
  g_test_add_func ("/cli-dd/tableau", test_tableau);
  g_test_add_func ("/cli-dd/refusals", test_refusals);
  g_test_add_func ("/cli-dd/versus", test_versus);
  g_test_add_func ("/cli-dd/cache-used", test_cache_used);
  g_test_add_func ("/cli-dd/hand-record-alone", test_hand_record_alone);
  g_test_add_func ("/cli-dd/file-claims", test_file_claims);
  int status = g_test_run ();
  g_autofree char *rm = g_strdup_printf ("rm -rf '%s'", scratch);
  (void) !system (rm);
  return status;
}
