/* Placeholder players: a tag the results put at three or more tables of
 * one board stands for whoever sat there.  Its pairs, and a pair whose
 * two players are one tag, are listed after the ranking, not ranked, and
 * the qualifying share of boards is not taken from them; the reference's
 * ranking (--compat 1.1) ranks them as it always did. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "engine-test-support.h"
#include "valet-ranking-writer.h"
#include "valet-reader.h"
#include "valet-run.h"
#include "valet-scoring-run.h"
#include "valet-text-reader.h"

static const char names[] =
  "A|Anna A\nB|Bert B\nC|Cleo C\nD|Dirk D\nE|Ella E\nF|Finn F\n"
  "G|Gina G\nH|Hugo H\nX|Unknown\nY|Nobody\n";

/* Three tables on two boards.  X sits at three tables of board 1|1 (the
 * placeholder), East at one of them and West at two; everybody else is
 * one player at one table. */
static const char scores_three_tables[] =
  "1|1|A|X|B|X|4S|N|10\n"
  "1|1|C|X|D|E|4S|N|9\n"
  "1|1|F|G|H|X|3NT|S|9\n"
  "1|2|A|X|B|X|2H|E|8\n"
  "1|2|C|X|D|E|3C|S|9\n"
  "1|2|F|G|H|X|1NT|N|7\n";

static ValetTournament *
parse (const char *scores)
{
  ValetTournament *t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (50);
  valet_parse_names (t, names, strlen (names), "names.txt", diag);
  valet_parse_scores (t, scores, strlen (scores), "scores.txt", "names.txt", diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  valet_tournament_seal (t);
  return t;
}

static guint
player (ValetTournament *t, const char *tag)
{
  guint index = G_MAXUINT;
  g_assert_true (valet_tournament_lookup_player (t, tag, &index));
  return index;
}

static gboolean
is_placeholder (ValetTournament *t, const char *tag)
{
  return valet_tournament_player_is_placeholder (t, player (t, tag));
}

static gboolean
has_placeholder (ValetRun *run, const ValetPairScore *p)
{
  ValetTournament *t = valet_run_tournament (run);
  return valet_tournament_player_is_placeholder (t, p->player[0])
         || valet_tournament_player_is_placeholder (t, p->player[1]);
}

static void
test_told_from_results (void)
{
  g_autoptr (ValetTournament) t = parse (scores_three_tables);

  g_assert_true (is_placeholder (t, "X"));
  g_assert_cmpuint (valet_tournament_player_most_tables (t, player (t, "X")), ==, 3);
  for (const char *tag = "ABCDEFGH"; *tag; tag++)
    {
      char one[2] = { *tag, 0 };
      g_assert_false (is_placeholder (t, one));
      g_assert_cmpuint (valet_tournament_player_most_tables (t, player (t, one)), ==, 1);
    }
}

/* At two tables of one board a tag is a slip in the results (real
 * championship files have them), not a placeholder; so is a tag in two
 * seats of one table, whose pair with itself is no partnership while
 * its pairs with others are. */
static void
test_slips_are_players (void)
{
  g_autoptr (ValetTournament) t = parse ("1|1|A|B|C|D|4S|N|10\n"
                                         "1|1|E|B|F|G|4S|N|9\n"
                                         "1|1|H|Y|X|Y|3NT|S|9\n"
                                         "1|2|Y|A|H|B|3NT|S|9\n"
                                         "1|2|C|D|E|F|3NT|S|8\n");

  g_assert_false (is_placeholder (t, "B"));
  g_assert_cmpuint (valet_tournament_player_most_tables (t, player (t, "B")), ==, 2);
  g_assert_false (is_placeholder (t, "Y"));
  g_assert_cmpuint (valet_tournament_player_most_tables (t, player (t, "Y")), ==, 1);
  g_assert_false (is_placeholder (t, "X"));

  g_autoptr (ValetRun) run = engine_test_score (t, VALET_SCORING_MATCHPOINTS, TRUE, FALSE);
  gboolean self_pair = FALSE;
  for (guint i = 0; i < valet_run_n_unranked (run); i++)
    {
      const ValetPairScore *p = valet_run_unranked (run, i);
      g_autofree char *name = valet_run_pair_name (run, p);
      g_autofree char *reason = valet_run_unranked_reason (run, p);
      g_test_message ("unranked: %s: %s", name, reason);
      g_assert_true (p->placeholder);
      g_assert_cmpuint (p->player[0], ==, p->player[1]);
      g_assert_cmpstr (reason, ==, "Not ranked: “Y” is both players of this pair (expected "
                                   "two players; a placeholder, or a slip in the results)");
      self_pair = TRUE;
    }
  g_assert_true (self_pair);
  g_assert_cmpuint (valet_run_n_unranked (run), ==, 1);
  g_autofree char *title = valet_run_unranked_title (run);
  g_assert_cmpstr (title, ==, "Pairs whose two players are one tag");
  /* Y sat at one table of each board: two boards, though in two seats
   * of the first. */
  g_assert_cmpfloat (valet_run_player_totals (run, player (t, "Y"))->boards, ==, 2);
  /* Y with H, and B with both partners, are ranked. */
  g_assert_cmpuint (valet_run_n_ranked (run),
                    ==, valet_ranking_n_pairs (valet_run_ranking (run)) - 1);
}

/* The outcomes of a weighted score are lines of one table: three of
 * them put nobody at three tables. */
static void
test_weighted_lines_one_table (void)
{
  g_autoptr (ValetTournament) t = parse ("1|1|A|B|C|D|4S|N|10|SA|0.5\n"
                                         "1|1|A|B|C|D|4S|N|9|SA|0.25\n"
                                         "1|1|A|B|C|D|3S|N|9|SA|0.25\n"
                                         "1|1|E|F|G|H|4S|N|10|SA\n");

  for (const char *const *tag = (const char *const[]) { "A", "B", "C", "D", NULL }; *tag; tag++)
    {
      g_assert_false (is_placeholder (t, *tag));
      g_assert_cmpuint (valet_tournament_player_most_tables (t, player (t, *tag)), ==, 1);
    }
  ValetOptions o;
  valet_options_init (&o);
  /* ...and one board for the qualifying share. */
  g_assert_cmpuint (valet_most_boards_played (t, &o), ==, 1);
  valet_options_clear (&o);
}

/* Pairs with the placeholder are listed after the ranking with their
 * reason; the others are ranked, and the most boards played (what the
 * qualifying share is a share of) is theirs. */
static void
test_listed_not_ranked (void)
{
  g_autoptr (ValetTournament) t = parse (scores_three_tables);
  g_autoptr (ValetRun) run = engine_test_score (t, VALET_SCORING_MATCHPOINTS, TRUE, FALSE);
  guint with = 0;

  g_assert_cmpuint (valet_run_n_ranked (run) + valet_run_n_unranked (run), ==,
                    valet_ranking_n_pairs (valet_run_ranking (run)));
  for (guint i = 0; i < valet_run_n_ranked (run); i++)
    {
      g_assert_false (has_placeholder (run, valet_run_ranked (run, i)));
      g_assert_false (valet_run_ranked (run, i)->placeholder);
    }
  for (guint i = 0; i < valet_run_n_unranked (run); i++)
    {
      const ValetPairScore *p = valet_run_unranked (run, i);
      g_assert_true (p->placeholder);
      g_assert_true (has_placeholder (run, p));
      g_autofree char *reason = valet_run_unranked_reason (run, p);
      g_assert_nonnull (strstr (reason, "“X”"));
      g_assert_nonnull (strstr (reason, "3 tables"));
      with++;
    }
  /* A-B's and C-D's opponents, and G-X at the third table. */
  g_assert_cmpuint (with, ==, 3);
  g_assert_cmpuint (valet_run_n_ranked (run), ==, 3);
  g_autofree char *title = valet_run_unranked_title (run);
  g_assert_cmpstr (title, ==, "Pairs with a placeholder player");
  /* The ranked ranks follow on: 1 for the first. */
  g_assert_cmpuint (valet_run_shared_rank (run, 0, NULL), ==, 1);

  ValetOptions o;
  valet_options_init (&o);
  g_assert_cmpuint (valet_most_boards_played (t, &o), ==, 2);
  valet_options_clear (&o);
}

/* With a minimum of boards as well, the heading names both reasons. */
static void
test_title_with_minimum (void)
{
  g_autoptr (ValetTournament) t = parse ("1|1|A|X|B|X|4S|N|10\n"
                                         "1|1|C|X|D|E|4S|N|9\n"
                                         "1|1|F|G|H|X|3NT|S|9\n"
                                         "1|2|F|G|H|X|1NT|N|7\n");
  ValetOptions o;
  valet_options_init (&o);
  o.min_hands = 2;
  g_autoptr (ValetRun) run = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
  valet_options_clear (&o);
  g_autofree char *title = valet_run_unranked_title (run);
  g_assert_cmpstr (title, ==, "Pairs with fewer than 2 boards, or with a placeholder player");
  gboolean few = FALSE;
  for (guint i = 0; i < valet_run_n_unranked (run); i++)
    if (!valet_run_unranked (run, i)->placeholder)
      {
        g_autofree char *reason = valet_run_unranked_reason (run, valet_run_unranked (run, i));
        g_assert_cmpstr (reason, ==, "Not ranked: fewer boards than the minimum");
        few = TRUE;
      }
  g_assert_true (few);
}

/* The pair names of the text ranking's tables, in order: a table per
 * element, its rows joined by ";". */
static GStrv
text_tables (ValetRun *run)
{
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GStrvBuilder) tables = g_strv_builder_new ();
  g_autoptr (GString) rows = NULL;

  valet_write_ranking (out, valet_run_ranking (run), valet_run_options (run),
                       VALET_FORMAT_TEXT, NULL);
  g_auto (GStrv) lines = g_strsplit (out->str, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      if (g_str_has_prefix (lines[i], "Players"))
        {
          if (rows)
            {
              g_strv_builder_add (tables, rows->str);
              g_string_free (rows, TRUE);
            }
          rows = g_string_new (NULL);
        }
      else if (rows && strchr (lines[i], '|') && lines[i][0] != ' ')
        g_string_append_printf (rows, "%.*s;", (int) (strchr (lines[i], '|') - lines[i]),
                                lines[i]);
    }
  if (rows)
    g_strv_builder_add (tables, rows->str);
  return g_strv_builder_end (tables);
}

static guint
count_rows (const char *table)
{
  guint n = 0;
  for (const char *c = table; *c; c++)
    n += *c == ';';
  return n;
}

/* The text ranking lists them in its second table, after the ranked
 * pairs; the reference's ranking keeps them where they score. */
static void
test_text_ranking (void)
{
  g_autoptr (ValetTournament) t = parse (scores_three_tables);
  g_autoptr (ValetRun) ours = engine_test_score (t, VALET_SCORING_MATCHPOINTS, TRUE, FALSE);
  g_autoptr (ValetRun) reference = engine_test_score (t, VALET_SCORING_MATCHPOINTS, TRUE, TRUE);
  g_auto (GStrv) ours_tables = text_tables (ours);
  g_auto (GStrv) reference_tables = text_tables (reference);

  g_assert_cmpuint (g_strv_length (ours_tables), ==, 2);
  g_assert_cmpuint (count_rows (ours_tables[0]), ==, valet_run_n_ranked (ours));
  g_assert_cmpuint (count_rows (ours_tables[1]), ==, valet_run_n_unranked (ours));
  g_assert_null (strstr (ours_tables[0], "Unknown"));
  for (guint i = 0; i < valet_run_n_unranked (ours); i++)
    {
      g_autofree char *name = valet_run_pair_name (ours, valet_run_unranked (ours, i));
      g_assert_nonnull (strstr (ours_tables[1], name));
    }
  g_assert_cmpuint (g_strv_length (reference_tables), ==, 1);
  g_assert_cmpuint (count_rows (reference_tables[0]), ==, 6);
}

/* Read in any format, a placeholder is said once, at the first line it
 * sits at; a slip at two tables is not. */
static void
test_read_warning (void)
{
  g_autofree char *dir = g_dir_make_tmp ("valet-placeholders-XXXXXX", NULL);
  g_autofree char *csv = g_build_filename (dir, "results.csv", NULL);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (50);
  g_autoptr (ValetTournament) t = valet_tournament_new ();

  g_assert_true (g_file_set_contents (csv,
                 "board,north,east,south,west,contract,declarer,tricks\n"
                 "1,Ann,Bob,Cat,Dan,4S,N,10\n"
                 "1,Eve,Nobody,Fay,Gus,4S,N,9\n"
                 "1,Hal,Nobody,Ida,Nobody,3NT,S,9\n"
                 "1,Jon,Nobody,Kim,Bob,3NT,S,8\n", -1, NULL));
  g_assert_true (valet_read_input (t, csv, VALET_INPUT_CSV, diag));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_autofree char *text = valet_diagnostics_format (diag);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "results.csv:3: warning: player 'Nobody' sits at up to 3 "
                                  "tables of one board: taken for a placeholder"));
  g_assert_null (strstr (text, "'Bob'"));
  g_assert_cmpuint (valet_diagnostics_n_warnings (diag), ==, 1);
  g_unlink (csv);
  g_rmdir (dir);
}

/* Real files, when the shared conformance data is beside the project:
 * the BAM qualification files put "999" at every unknown seat, the 2004
 * Olympiad has players at two tables of a board (slips), and no
 * placeholder. */
static void
test_championships (gconstpointer data)
{
  const char *dir = data;
  g_autofree char *bam = g_build_filename (dir, "2018-Open-BAMQ", NULL);
  g_autofree char *olympiad = g_build_filename (dir, "2004-Istanbul-Olympiad", NULL);

  if (!g_file_test (bam, G_FILE_TEST_IS_DIR) || !g_file_test (olympiad, G_FILE_TEST_IS_DIR))
    {
      g_test_skip ("no shared conformance data");
      return;
    }
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (50);
  g_autoptr (ValetTournament) b = valet_tournament_new ();
  g_assert_true (valet_read_input (b, bam, VALET_INPUT_TEXT, diag));
  g_autoptr (ValetRun) run = engine_test_score (b, VALET_SCORING_MATCHPOINTS, TRUE, FALSE);
  g_assert_true (is_placeholder (b, "999"));
  g_assert_cmpuint (valet_run_n_ranked (run), >, 0);
  g_assert_cmpuint (valet_run_n_unranked (run), >, 0);
  for (guint i = 0; i < valet_run_n_ranked (run); i++)
    g_assert_false (has_placeholder (run, valet_run_ranked (run, i)));
  ValetOptions o;
  valet_options_init (&o);
  /* The real pairs played every board of the session: 102. */
  g_assert_cmpuint (valet_most_boards_played (b, &o), ==, 102);

  g_autoptr (ValetTournament) ol = valet_tournament_new ();
  g_assert_true (valet_read_input (ol, olympiad, VALET_INPUT_TEXT, diag));
  g_autoptr (ValetRun) ol_run = engine_test_score (ol, VALET_SCORING_MATCHPOINTS, TRUE, FALSE);
  g_assert_cmpuint (valet_run_n_unranked (ol_run), ==, 0);
  g_assert_cmpuint (valet_tournament_player_most_tables (ol, player (ol, "154")), ==, 2);
  valet_options_clear (&o);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/placeholders/told-from-results", test_told_from_results);
  g_test_add_func ("/placeholders/slips-are-players", test_slips_are_players);
  g_test_add_func ("/placeholders/weighted-lines-one-table", test_weighted_lines_one_table);
  g_test_add_func ("/placeholders/listed-not-ranked", test_listed_not_ranked);
  g_test_add_func ("/placeholders/title-with-minimum", test_title_with_minimum);
  g_test_add_func ("/placeholders/text-ranking", test_text_ranking);
  g_test_add_func ("/placeholders/read-warning", test_read_warning);
  g_test_add_data_func ("/placeholders/championships", argc > 1 ? argv[1] : "",
                        test_championships);
  return g_test_run ();
}
