/* test-cli-teams.c: valet-cli --teams, the team ranking as text and CSV,
 * on the 2004 Olympiad with names-teams.txt (a team for each player) and
 * on a made-up event with a pair whose players name two teams; without
 * teams, exit status 1 and a message that says what is expected.  PBN
 * team matches, one game per table, give each player the team it played
 * for: the home team North-South in the open room, East-West in the
 * closed room, and North-South where no [Room] is given. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

static const char *cli_path;
static const char *fixtures;
static const char *realworld;

typedef struct {
  int   status;
  char *out;
  char *err;
} Run;

static void
run_cli (Run *r, const char *first, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int wait_status = 0;
  va_list ap;

  g_ptr_array_add (argv, (char *) cli_path);
  va_start (ap, first);
  for (const char *a = first; a; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, (char *) a);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &r->out,
                &r->err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  r->status = WEXITSTATUS (wait_status);
}

static void
run_free (Run *r)
{
  g_free (r->out);
  g_free (r->err);
}

static void
test_olympiad_text (void)
{
  g_autofree char *dir = g_build_filename (fixtures, "2004-Istanbul-Olympiad", NULL);
  Run r;

  run_cli (&r, "-d", dir, "--names", "names-teams.txt", "--teams", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "Teams, ranked by the score as played"));
  g_assert_nonnull (strstr (r.out, "compared across the whole field"));
  g_assert_nonnull (strstr (r.out, "Rank  Team"));
  /* The best team, its three pairs and 680 boards, each number with
   * its interval. */
  g_assert_nonnull (strstr (r.out, "\n1     Team Robson              3       680    0.88 ±  0.33"));
  /* Not the pair ranking. */
  g_assert_null (strstr (r.out, "Players"));
  run_free (&r);
}

static void
test_olympiad_csv (void)
{
  g_autofree char *dir = g_build_filename (fixtures, "2004-Istanbul-Olympiad", NULL);
  Run r;

  run_cli (&r, "-d", dir, "--names", "names-teams.txt", "--teams", "--format", "csv",
           "--join", ";", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_auto (GStrv) lines = g_strsplit (r.out, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "Rank;Team;Pairs;Boards;Score;Score ±;Luck-free;Luck-free ±;"
                                 "Bid;Bid ±;Play;Play ±;Defending;Defending ±;Defending count");
  g_assert_true (g_str_has_prefix (lines[1], "1;Team Robson;3;680;0.88;0.33;0.88;0.33;"));
  /* 67 teams, each row as wide as the heading. */
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 67 + 1);
  for (guint i = 1; i <= 67; i++)
    {
      g_auto (GStrv) cells = g_strsplit (lines[i], ";", -1);
      g_assert_cmpuint (g_strv_length (cells), ==, 15);
    }
  run_free (&r);
}

/* A pair in two teams counts for neither, and is said to. */
static void
test_mixed_pair (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("valet-cli-teams-XXXXXX", &error);
  g_autofree char *names = g_build_filename (dir, "names.txt", NULL);
  g_autofree char *scores = g_build_filename (dir, "scores.txt", NULL);
  Run r;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (names,
                                      "a|Anna|Red\nb|Bert|Blue\nc|Cleo|Red\nd|Dirk|Blue\n"
                                      "e|Ella|Red\nf|Finn|Blue\ng|Gina|Blue\nh|Hugo|Blue\n",
                                      -1, NULL));
  g_assert_true (g_file_set_contents (scores,
                                      "1|1|a|b|c|d|4H|S|10\n1|1|e|f|g|h|4H|S|9\n"
                                      "1|2|a|b|c|d|3N|N|8\n1|2|e|f|g|h|3N|N|10\n",
                                      -1, NULL));
  run_cli (&r, "-d", dir, "--teams", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Red  "));
  g_assert_nonnull (strstr (r.out, "Blue "));
  g_assert_nonnull (strstr (r.out, "1 pair whose players name two teams counts for neither."));
  run_free (&r);

  /* Without teams: exit status 1, and what would name them. */
  g_assert_true (g_file_set_contents (names,
                                      "a|Anna\nb|Bert\nc|Cleo\nd|Dirk\n"
                                      "e|Ella\nf|Finn\ng|Gina\nh|Hugo\n", -1, NULL));
  run_cli (&r, "-d", dir, "--teams", NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_nonnull (strstr (r.err, "--teams: the results name no teams"));
  g_assert_nonnull (strstr (r.err, "tag|Full Name|Team"));
  run_free (&r);

  g_remove (names);
  g_remove (scores);
  g_rmdir (dir);
}

/* tests/formats/data/pbn-home-visit-teams.pbn: Lions at home against
 * Tigers, four boards in two rooms.  Were the closed room's pairs given
 * the teams of the open room's seats, each team would have one pair
 * that gained and one that lost, and score about -0.69 and 0.69. */
static void
test_pbn_match (void)
{
  g_autofree char *file = g_build_filename (fixtures, "..", "formats", "data",
                                            "pbn-home-visit-teams.pbn", NULL);
  Run r;

  run_cli (&r, "--input", file, "--teams", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\n1     Lions       2         8    3.50 ±"));
  g_assert_nonnull (strstr (r.out, "\n2     Tigers      2         8   -3.50 ±"));
  run_free (&r);

  /* Each pair in its team: the closed room's East-West are the Lions. */
  run_cli (&r, "--input", file, "--teams", "--format", "csv", "--join", ";", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\n1;Lions;2;8;3.50;"));
  run_free (&r);
}

/* RealBridge's export gives [HomeTeam] and [VisitTeam] with each table
 * and no [Room]: the home team is the one North-South.  28 teams came
 * (two tables did not play), each of two pairs, and no pair in two. */
static void
test_realbridge (void)
{
  g_autofree char *file = g_build_filename (realworld, "game-per-table",
                                            "realbridge-teams.pbn", NULL);
  Run r;

  if (!g_file_test (file, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("../shared/realworld is not there");
      return;
    }
  run_cli (&r, "--input", file, "--teams", "--format", "csv", "--join", ";", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_auto (GStrv) lines = g_strsplit (r.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 28 + 1);
  g_assert_true (g_str_has_prefix (lines[1], "1;SWEDEN;2;20;"));
  for (guint i = 1; i <= 28; i++)
    {
      g_auto (GStrv) cells = g_strsplit (lines[i], ";", -1);
      g_assert_cmpstr (cells[2], ==, "2");
    }
  run_free (&r);

  run_cli (&r, "--input", file, "--teams", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_null (strstr (r.out, "two teams counts for neither."));
  run_free (&r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc < 3)
    {
      g_printerr ("usage: %s VALET-CLI FIXTURES [REALWORLD]\n", argv[0]);
      return 1;
    }
  cli_path = argv[1];
  fixtures = argv[2];
  realworld = argc > 3 ? argv[3] : "";
  g_test_add_func ("/cli-teams/olympiad/text", test_olympiad_text);
  g_test_add_func ("/cli-teams/olympiad/csv", test_olympiad_csv);
  g_test_add_func ("/cli-teams/mixed-pair", test_mixed_pair);
  g_test_add_func ("/cli-teams/pbn-match", test_pbn_match);
  g_test_add_func ("/cli-teams/realbridge", test_realbridge);
  return g_test_run ();
}
