/* test-text-reader.c: every problem the reader reports, with its file and
 * line, and what it loads from good lines around bad ones. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "valet-diagnostics.h"
#include "valet-text-reader.h"
#include "valet-tournament.h"

#define NAMES \
  "a|Alice\nb|Bob\nc|Carol\nd|Dave\ne|Eve\nf|Frank\ng|Grace\nh|Heidi\n"

/* Lines around a bad one: they must load whatever happens between. */
#define GOOD1 "1|1|a|b|c|d|4S|N|10|HK\n"
#define GOOD2 "1|2|a|b|c|d|3N|E|9\n"

typedef struct {
  ValetTournament  *t;
  ValetDiagnostics *diag;
} Loaded;

static void
loaded_clear (Loaded *l)
{
  valet_tournament_free (l->t);
  valet_diagnostics_free (l->diag);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Loaded, loaded_clear)

/* Parses NAMES and @scores (@len bytes, or a string when -1). */
static void
load (Loaded *l, const char *scores, gssize len)
{
  l->t = valet_tournament_new ();
  l->diag = valet_diagnostics_new (100);
  valet_parse_names (l->t, NAMES, strlen (NAMES), "names.txt", l->diag);
  g_assert_cmpuint (valet_diagnostics_count (l->diag), ==, 0);
  valet_parse_scores (l->t, scores, len < 0 ? strlen (scores) : (gsize) len,
                      "scores.txt", "names.txt", l->diag);
}

/* Asserts one error, at scores.txt:@line, whose message has every word
 * of the NULL-terminated list, and that @n_loaded lines were loaded. */
static void
expect_error (const char *scores, gssize len, guint line, guint n_loaded, ...)
{
  g_auto (Loaded) l = { 0 };
  va_list ap;

  load (&l, scores, len);
  g_autofree char *text = valet_diagnostics_format (l.diag);
  g_test_message ("%s", text);
  g_assert_cmpuint (valet_diagnostics_count (l.diag), ==, 1);
  g_assert_cmpuint (valet_diagnostics_n_warnings (l.diag), ==, 0);

  const ValetDiagnostic *item = valet_diagnostics_get (l.diag, 0);
  g_assert_cmpstr (item->file, ==, "scores.txt");
  g_assert_cmpuint (item->line, ==, line);
  g_assert_false (item->warning);

  /* The formatted line starts with FILE:LINE: */
  g_autofree char *prefix = line ? g_strdup_printf ("scores.txt:%u: ", line)
                                 : g_strdup ("scores.txt: ");
  g_assert_true (g_str_has_prefix (text, prefix));

  va_start (ap, n_loaded);
  for (const char *word = va_arg (ap, const char *); word;
       word = va_arg (ap, const char *))
    {
      if (strstr (item->message, word) == NULL)
        g_error ("message '%s' lacks '%s'", item->message, word);
    }
  va_end (ap);

  g_assert_cmpuint (valet_tournament_n_results (l.t), ==, n_loaded);
}

/* A bad line 2 between two good lines. */
static void
expect_bad_line (const char *bad_line, ...)
{
  g_autofree char *scores = g_strconcat (GOOD1, bad_line, "\n", GOOD2, NULL);
  g_auto (Loaded) l = { 0 };
  va_list ap;

  g_test_message ("line: %s", bad_line);
  load (&l, scores, -1);
  g_autofree char *text = valet_diagnostics_format (l.diag);
  g_test_message ("%s", text);
  g_assert_cmpuint (valet_diagnostics_count (l.diag), ==, 1);
  g_assert_cmpuint (valet_diagnostics_n_warnings (l.diag), ==, 0);
  g_assert_true (g_str_has_prefix (text, "scores.txt:2: "));

  const ValetDiagnostic *item = valet_diagnostics_get (l.diag, 0);
  g_assert_cmpuint (item->line, ==, 2);
  va_start (ap, bad_line);
  for (const char *word = va_arg (ap, const char *); word;
       word = va_arg (ap, const char *))
    {
      if (strstr (item->message, word) == NULL)
        g_error ("message '%s' lacks '%s'", item->message, word);
    }
  va_end (ap);

  /* Both good lines loaded, from lines 1 and 3. */
  g_assert_cmpuint (valet_tournament_n_results (l.t), ==, 2);
  g_assert_cmpuint (valet_tournament_result (l.t, 0)->line, ==, 1);
  g_assert_cmpuint (valet_tournament_result (l.t, 1)->line, ==, 3);
  g_assert_cmpuint (valet_tournament_result (l.t, 1)->board, ==, 2);
}

/* ---- names ---------------------------------------------------------- */

static void
test_names_good (void)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);
  static const char text[] =
    "# players\r\n"
    "\r\n"
    "n1|Ann Smith\r\n"
    "  n2 |  Bob  Jones  \r\n"
    "   \n"
    "x|Zed";

  valet_parse_names (t, text, sizeof text - 1, "names.txt", diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_assert_cmpuint (valet_diagnostics_n_warnings (diag), ==, 0);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 3);

  guint i;
  g_assert_true (valet_tournament_lookup_player (t, "n2", &i));
  /* Fields are trimmed, inner spaces kept; CR is not part of a name. */
  g_assert_cmpstr (valet_tournament_player_name (t, i), ==, "Bob  Jones");
  g_assert_cmpuint (valet_tournament_player_line (t, i), ==, 4);
  g_assert_true (valet_tournament_lookup_player (t, "n1", &i));
  g_assert_cmpstr (valet_tournament_player_name (t, i), ==, "Ann Smith");
  g_assert_cmpstr (valet_tournament_player_tag (t, i), ==, "n1");
  /* The last line needs no line end. */
  g_assert_true (valet_tournament_lookup_player (t, "x", &i));
  g_assert_cmpstr (valet_tournament_player_name (t, i), ==, "Zed");
  g_assert_cmpuint (valet_tournament_player_line (t, i), ==, 6);
  g_assert_false (valet_tournament_lookup_player (t, "n3", NULL));
}

/* One names error at names.txt:@line with the given words; @n_players
 * good players loaded. */
static void
expect_names_error (const char *text, gsize len, guint line, guint n_players,
                    const char *word1, const char *word2)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);

  valet_parse_names (t, text, len, "names.txt", diag);
  g_autofree char *formatted = valet_diagnostics_format (diag);
  g_test_message ("%s", formatted);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 1);
  const ValetDiagnostic *item = valet_diagnostics_get (diag, 0);
  g_assert_cmpstr (item->file, ==, "names.txt");
  g_assert_cmpuint (item->line, ==, line);
  g_assert_nonnull (strstr (item->message, word1));
  if (word2)
    g_assert_nonnull (strstr (item->message, word2));
  g_assert_cmpuint (valet_tournament_n_players (t), ==, n_players);
}

static void
test_names_errors (void)
{
  static const char one_field[] = "a|Alice\nbob\nc|Carol\n";
  static const char four_fields[] = "a|Alice\nb|Bob|Red|Smith\nc|Carol\n";
  static const char duplicate[] = "a|Alice\nb|Bob\n\n# again\na|Anna\n";
  static const char empty_tag[] = "a|Alice\n|Bob\n";
  static const char empty_name[] = "a|Alice\nb|  \n";
  static const char nul[] = "a|Alice\nb|B\0b\nc|Carol\n";

  expect_names_error (one_field, sizeof one_field - 1, 2, 2,
                      "1 field", "expected 2");
  /* A third field is the team; a fourth is one too many. */
  expect_names_error (four_fields, sizeof four_fields - 1, 2, 2,
                      "4 fields", "expected 2 or 3");
  /* The message names the first use of the tag and its line. */
  expect_names_error (duplicate, sizeof duplicate - 1, 5, 2,
                      "tag 'a' is already used for 'Alice' on line 1", NULL);
  expect_names_error (empty_tag, sizeof empty_tag - 1, 2, 1, "empty tag", NULL);
  expect_names_error (empty_name, sizeof empty_name - 1, 2, 1, "empty name", NULL);
  expect_names_error (nul, sizeof nul - 1, 2, 2, "NUL byte", NULL);
}

/* A third field names the player's team; an empty one names none. */
static void
test_names_team (void)
{
  static const char text[] = "a|Alice|Red\nb|Bob| Blue \nc|Carol|\nd|Dan\n";
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);

  valet_parse_names (t, text, sizeof text - 1, "names.txt", diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 4);
  g_assert_cmpstr (valet_tournament_player_team (t, 0), ==, "Red");
  g_assert_cmpstr (valet_tournament_player_team (t, 1), ==, "Blue");
  g_assert_null (valet_tournament_player_team (t, 2));
  g_assert_null (valet_tournament_player_team (t, 3));
  g_assert_cmpstr (valet_tournament_player_name (t, 1), ==, "Bob");
}

static void
test_names_empty (void)
{
  static const char comments[] = "# nobody yet\n\n   \n";

  /* Line 0: the whole file is wrong. */
  expect_names_error ("", 0, 0, 0, "has no players", "tag|Full Name");
  expect_names_error (comments, sizeof comments - 1, 0, 0, "has no players", NULL);
}

static void
test_names_not_utf8 (void)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);
  /* "Jos\xe9" is José in Windows-1252. */
  static const char text[] = "a|Alice\nj|Jos\xe9\nk|M\xfcller\n";
  guint i;

  valet_parse_names (t, text, sizeof text - 1, "names.txt", diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_assert_cmpuint (valet_diagnostics_n_warnings (diag), ==, 1);
  const ValetDiagnostic *item = valet_diagnostics_get (diag, 0);
  g_assert_true (item->warning);
  g_assert_cmpuint (item->line, ==, 2);
  g_assert_nonnull (strstr (item->message, "2 names are not UTF-8"));

  g_assert_true (valet_tournament_lookup_player (t, "j", &i));
  g_assert_cmpstr (valet_tournament_player_name (t, i), ==, "Jos\xe9");
  g_assert_cmpstr (valet_tournament_player_display_name (t, i), ==, "Jos\xc3\xa9");
  g_assert_true (valet_tournament_lookup_player (t, "a", &i));
  g_assert_cmpstr (valet_tournament_player_display_name (t, i), ==, "Alice");
}

/* ---- scores: errors ------------------------------------------------- */

static void
test_scores_field_count (void)
{
  /* A line cut short, as by a truncated file. */
  expect_bad_line ("1|1|e|f|g|h|4S", "7 fields", "expected 9 to 11", NULL);
  expect_bad_line ("1|1|e|f|g", "5 fields", NULL);
  expect_bad_line ("1", "1 field ", NULL);
  expect_bad_line ("1|1|e|f|g|h|4S|N|10|SA|0.5|extra", "12 fields", NULL);
  /* The eleventh field is a weight or a side, nothing else. */
  expect_bad_line ("1|1|e|f|g|h|4S|N|10|SA|extra", "'extra' is neither a side nor a weight",
                   NULL);
  expect_bad_line ("1 1 e f g h 4S N 10", "1 field ", NULL);
  expect_bad_line ("1|1|e|f|g|h|4S|N|10|SA||||||||||||||||", "26 fields", NULL);
}

static void
test_scores_truncated_last_line (void)
{
  /* A file cut off in the middle of its last line. */
  expect_error (GOOD1 GOOD2 "2|1|a|b|c|", -1, 3, 2, "6 fields", NULL);
}

static void
test_scores_round_board (void)
{
  expect_bad_line ("0|1|e|f|g|h|4S|N|10", "round '0'", "from 1", NULL);
  expect_bad_line ("x|1|e|f|g|h|4S|N|10", "round 'x'", NULL);
  expect_bad_line ("-1|1|e|f|g|h|4S|N|10", "round '-1'", NULL);
  expect_bad_line ("1000001|1|e|f|g|h|4S|N|10", "round '1000001'", NULL);
  expect_bad_line ("99999999999999999999|1|e|f|g|h|4S|N|10", "round '9999", NULL);
  expect_bad_line ("|1|e|f|g|h|4S|N|10", "round ''", NULL);
  expect_bad_line ("1|0|e|f|g|h|4S|N|10", "board '0'", "from 1", NULL);
  expect_bad_line ("1|b|e|f|g|h|4S|N|10", "board 'b'", NULL);
  expect_bad_line ("1|1.5|e|f|g|h|4S|N|10", "board '1.5'", NULL);
}

static void
test_scores_round_board_limits (void)
{
  g_auto (Loaded) l = { 0 };

  /* The largest round and board numbers still load. */
  load (&l, "1000000|1000000|e|f|g|h|4S|N|10\n", -1);
  g_assert_cmpuint (valet_diagnostics_count (l.diag), ==, 0);
  g_assert_cmpuint (valet_tournament_n_results (l.t), ==, 1);
  g_assert_cmpuint (valet_tournament_result (l.t, 0)->round, ==, 1000000);
  g_assert_cmpuint (valet_tournament_result (l.t, 0)->board, ==, 1000000);
}

static void
test_scores_unknown_player (void)
{
  /* The message names the seat, the tag and the names file. */
  expect_bad_line ("1|1|zz|f|g|h|4S|N|10", "North player 'zz'", "names.txt", NULL);
  expect_bad_line ("1|1|e|f|g|Zed|4S|N|10", "West player 'Zed'", "names.txt", NULL);
  /* Tags are case-sensitive. */
  expect_bad_line ("1|1|e|F|g|h|4S|N|10", "East player 'F'", NULL);
  expect_bad_line ("1|1|e|f||h|4S|N|10", "South player ''", NULL);
}

static void
test_scores_unknown_player_names_file (void)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);
  static const char scores[] = "1|1|a|b|c|q|4S|N|10\n";

  valet_parse_names (t, NAMES, strlen (NAMES), "/data/event/players.txt", diag);
  valet_parse_scores (t, scores, sizeof scores - 1, "results.txt",
                      "/data/event/players.txt", diag);
  g_autofree char *text = valet_diagnostics_format (diag);
  g_assert_true (g_str_has_prefix (text, "results.txt:1: West player 'q' is "
                                   "not in /data/event/players.txt"));
}

static void
test_scores_contract (void)
{
  expect_bad_line ("1|1|e|f|g|h|8N|N|10", "contract '8N'", "level 1 to 7", NULL);
  expect_bad_line ("1|1|e|f|g|h|0S|N|10", "contract '0S'", "level", NULL);
  expect_bad_line ("1|1|e|f|g|h|4HXXX|N|10", "contract '4HXXX'", "does not end", NULL);
  expect_bad_line ("1|1|e|f|g|h|4Q|N|10", "contract '4Q'", "denomination", NULL);
  expect_bad_line ("1|1|e|f|g|h|4|N|10", "contract '4'", "denomination", NULL);
  expect_bad_line ("1|1|e|f|g|h||N|10", "no contract given", NULL);
  expect_bad_line ("1|1|e|f|g|h|S4|N|10", "contract 'S4'", "level", NULL);
  expect_bad_line ("1|1|e|f|g|h|4ST|N|10", "contract '4ST'", "does not end", NULL);
  expect_bad_line ("1|1|e|f|g|h|4SXY|N|10", "contract '4SXY'", NULL);
  expect_bad_line ("1|1|e|f|g|h|10S|N|10", "contract '10S'", NULL);
  expect_bad_line ("1|1|e|f|g|h|PX|N|10", "contract 'PX'", NULL);
}

static void
test_scores_declarer (void)
{
  expect_bad_line ("1|1|e|f|g|h|4S|Q|10", "declarer 'Q'", "N, E, S or W", NULL);
  expect_bad_line ("1|1|e|f|g|h|4S||10", "declarer ''", NULL);
  expect_bad_line ("1|1|e|f|g|h|4S|NS|10", "declarer 'NS'", NULL);
  expect_bad_line ("1|1|e|f|g|h|4S|Nord|10", "declarer 'Nord'", NULL);
}

static void
test_scores_tricks (void)
{
  expect_bad_line ("1|1|e|f|g|h|4S|N|14", "tricks '14'", "0 to 13", NULL);
  expect_bad_line ("1|1|e|f|g|h|4S|N|x", "tricks 'x'", "0 to 13", NULL);
  expect_bad_line ("1|1|e|f|g|h|4S|N|", "tricks ''", NULL);
  expect_bad_line ("1|1|e|f|g|h|4S|N|-1", "tricks '-1'", NULL);
  expect_bad_line ("1|1|e|f|g|h|4S|N|+4", "tricks '+4'", NULL);
  expect_bad_line ("1|1|e|f|g|h|4S|N|100000000000", "tricks '100000000000'", NULL);
}

static void
test_scores_lead (void)
{
  expect_bad_line ("1|1|e|f|g|h|4S|N|10|Z9", "lead 'Z9'", "S, H, D or C", NULL);
  /* Notrump is a denomination but not a suit one can lead. */
  expect_bad_line ("1|1|e|f|g|h|4S|N|10|N5", "lead 'N5'", NULL);
  expect_bad_line ("1|1|e|f|g|h|4S|N|10|SAK", "lead 'SAK'", NULL);
  expect_bad_line ("1|1|e|f|g|h|4S|N|10|S11", "lead 'S11'", NULL);
  expect_bad_line ("1|1|e|f|g|h|4S|N|10|S1", "lead 'S1'", NULL);
  expect_bad_line ("1|1|e|f|g|h|4S|N|10|H", "lead 'H'", NULL);
  expect_bad_line ("1|1|e|f|g|h|4S|N|10|KH", "lead 'KH'", NULL);
}

static void
test_scores_nul (void)
{
  static const char data[] = GOOD1 "1|1|e|f|g|h|4S|N\0|10\n" GOOD2;

  expect_error (data, sizeof data - 1, 2, 2, "NUL byte", "binary", NULL);
}

static void
test_scores_binary (void)
{
  /* Random bytes: every line fails somehow, nothing loads, nothing
   * crashes, and there is at least one error. */
  for (int round = 0; round < 50; round++)
    {
      gsize len = (gsize) g_test_rand_int_range (1, 4000);
      g_autofree char *data = g_malloc (len);
      for (gsize i = 0; i < len; i++)
        data[i] = (char) g_test_rand_int_range (0, 256);
      /* At least one NUL in a non-blank line. */
      data[0] = 'x';
      data[1 % len] = '\0';

      g_auto (Loaded) l = { 0 };
      load (&l, data, (gssize) len);
      g_assert_cmpuint (valet_diagnostics_count (l.diag), >, 0);
      g_assert_cmpuint (valet_tournament_n_results (l.t), ==, 0);
      g_assert_cmpuint (valet_diagnostics_get (l.diag, 0)->line, ==, 1);
    }
}

static void
test_scores_empty (void)
{
  /* An empty file, or one with only comments, is one error at line 0. */
  expect_error ("", 0, 0, 0, "has no results", NULL);
  expect_error ("# nothing yet\n\n  \r\n", -1, 0, 0, "has no results", NULL);
}

static void
test_scores_many_errors_sorted (void)
{
  g_auto (Loaded) l = { 0 };
  static const char data[] =
    "# header\n"                       /* 1 */
    "1|1|e|f|g|h|4S|N|14\n"            /* 2: tricks */
    GOOD1                              /* 3 */
    "\n"                               /* 4 */
    "1|2|e|f|g|h|9S|N|10\n"            /* 5: contract */
    "1|3|e|f|g|h|4S|N\n"               /* 6: fields */
    "1|4|e|f|g|h|4S|N|10|Z9\n";        /* 7: lead */

  load (&l, data, -1);
  g_assert_cmpuint (valet_diagnostics_count (l.diag), ==, 4);
  g_autofree char *text = valet_diagnostics_format (l.diag);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 5);
  g_assert_true (g_str_has_prefix (lines[0], "scores.txt:2: tricks '14'"));
  g_assert_true (g_str_has_prefix (lines[1], "scores.txt:5: contract '9S'"));
  g_assert_true (g_str_has_prefix (lines[2], "scores.txt:6: 8 fields"));
  g_assert_true (g_str_has_prefix (lines[3], "scores.txt:7: lead 'Z9'"));
  g_assert_cmpstr (lines[4], ==, "");
  g_assert_cmpuint (valet_tournament_n_results (l.t), ==, 1);
  g_assert_cmpuint (valet_tournament_result (l.t, 0)->line, ==, 3);
}

/* ---- scores: warnings ----------------------------------------------- */

static void
expect_one_warning (const char *data, guint line, guint n_loaded,
                    const char *word1, const char *word2)
{
  g_auto (Loaded) l = { 0 };

  load (&l, data, -1);
  g_autofree char *text = valet_diagnostics_format (l.diag);
  g_test_message ("%s", text);
  g_assert_cmpuint (valet_diagnostics_count (l.diag), ==, 0);
  g_assert_cmpuint (valet_diagnostics_n_warnings (l.diag), ==, 1);
  const ValetDiagnostic *item = valet_diagnostics_get (l.diag, 0);
  g_assert_true (item->warning);
  g_assert_cmpuint (item->line, ==, line);
  g_assert_nonnull (strstr (item->message, word1));
  if (word2)
    g_assert_nonnull (strstr (item->message, word2));
  g_autofree char *prefix = g_strdup_printf ("scores.txt:%u: warning: ", line);
  g_assert_true (g_str_has_prefix (text, prefix));
  /* Warnings keep the lines: they are scored as they stand. */
  g_assert_cmpuint (valet_tournament_n_results (l.t), ==, n_loaded);
}

static void
test_scores_two_seats (void)
{
  expect_one_warning (GOOD1 "1|2|e|f|e|h|4S|N|10\n" GOOD2, 2, 3,
                      "player 'e' sits at two seats of one table", NULL);
}

static void
test_scores_two_seats_counted (void)
{
  /* The same player misplaced on many lines: one warning, counting the
   * rest. */
  expect_one_warning ("1|1|e|e|g|h|4S|N|10\n"
                      "1|2|e|f|g|e|4S|N|10\n"
                      "1|3|g|e|e|h|4S|N|10\n", 1, 3,
                      "player 'e' sits at two seats",
                      "and so on 2 more lines");
}

static void
test_scores_two_tables (void)
{
  /* Eve sits North at table 1 and West at table 2 of board 1|1. */
  expect_one_warning ("1|1|a|b|c|d|4S|N|10\n"
                      "1|1|e|f|g|a|4S|N|10\n"
                      "1|2|e|f|g|a|4S|N|10\n", 2, 3,
                      "player 'a' plays round 1 board 1 again", "line 1");
}

static void
test_scores_same_board_other_round (void)
{
  g_auto (Loaded) l = { 0 };

  /* Board 1 of round 2 is another deal: no warning. */
  load (&l, "1|1|a|b|c|d|4S|N|10\n2|1|a|b|c|d|4S|N|10\n1|1|e|f|g|h|4S|N|10\n", -1);
  g_assert_cmpuint (valet_diagnostics_count (l.diag), ==, 0);
  g_assert_cmpuint (valet_diagnostics_n_warnings (l.diag), ==, 0);
  g_assert_cmpuint (valet_tournament_n_results (l.t), ==, 3);
  g_assert_cmpuint (valet_tournament_n_boards (l.t), ==, 2);
}

static void
test_scores_duplicate (void)
{
  expect_one_warning (GOOD1 GOOD2 "\n# again\n" GOOD1, 5, 3,
                      "duplicate result", "as line 1");
}

/* Duplicates on boards whose lines are mixed in the file (the seats
 * are checked board by board): each later line reported once, against
 * the line of its table before it, whatever the order of the lines. */
static void
test_scores_duplicates_by_board (void)
{
  g_auto (Loaded) l = { 0 };
  /* Messages come in line order. */
  static const guint lines[] = { 4, 5, 6, 7 };
  static const char *const firsts[] = { "as line 2", "as line 3", "as line 4", "as line 1" };

  load (&l, "2|1|a|b|c|d|4S|N|10\n"      /* 1 */
            "1|2|a|b|c|d|4S|N|10\n"      /* 2 */
            "1|1|e|f|g|h|4S|N|10\n"      /* 3 */
            "1|2|a|b|c|d|4S|N|10\n"      /* 4: the same as line 2 */
            "1|1|e|f|g|h|4S|N|10\n"      /* 5: the same as line 3 */
            "1|2|a|b|c|d|4S|N|10\n"      /* 6: and again */
            "2|1|a|b|c|d|4S|N|10\n",     /* 7: the same as line 1 */
        -1);
  g_assert_cmpuint (valet_diagnostics_count (l.diag), ==, 0);
  g_assert_cmpuint (valet_diagnostics_n_warnings (l.diag), ==, G_N_ELEMENTS (lines));
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      const ValetDiagnostic *item = valet_diagnostics_get (l.diag, i);
      g_test_message ("%u: %s", item->line, item->message);
      g_assert_nonnull (strstr (item->message, "duplicate result"));
      g_assert_cmpuint (item->line, ==, lines[i]);
      g_assert_nonnull (strstr (item->message, firsts[i]));
    }
  g_assert_cmpuint (valet_tournament_n_results (l.t), ==, 7);
}

/* ---- scores: what good lines load ----------------------------------- */

static void
test_scores_fields (void)
{
  g_auto (Loaded) l = { 0 };
  guint a, b, c, d;

  load (&l, "3|17|a|b|c|d|4HX|W|8|dq\n", -1);
  g_assert_cmpuint (valet_diagnostics_count (l.diag), ==, 0);
  g_assert_cmpuint (valet_tournament_n_results (l.t), ==, 1);
  const ValetResult *r = valet_tournament_result (l.t, 0);
  valet_tournament_lookup_player (l.t, "a", &a);
  valet_tournament_lookup_player (l.t, "b", &b);
  valet_tournament_lookup_player (l.t, "c", &c);
  valet_tournament_lookup_player (l.t, "d", &d);
  g_assert_cmpuint (r->round, ==, 3);
  g_assert_cmpuint (r->board, ==, 17);
  g_assert_cmpuint (r->player[VALET_NORTH], ==, a);
  g_assert_cmpuint (r->player[VALET_EAST], ==, b);
  g_assert_cmpuint (r->player[VALET_SOUTH], ==, c);
  g_assert_cmpuint (r->player[VALET_WEST], ==, d);
  g_assert_cmpuint (r->level, ==, 4);
  g_assert_cmpuint (r->denom, ==, VALET_HEARTS);
  g_assert_cmpuint (r->mult, ==, VALET_DOUBLED);
  g_assert_cmpuint (r->declarer, ==, VALET_WEST);
  g_assert_cmpuint (r->tricks, ==, 8);
  g_assert_cmpuint (r->lead_suit, ==, VALET_DIAMONDS);
  g_assert_cmpuint (r->lead_rank, ==, 12);
  g_assert_cmpuint (r->line, ==, 1);
  g_assert_true (valet_tournament_has_leads (l.t));
}

static void
test_scores_contract_spellings (void)
{
  g_auto (Loaded) l = { 0 };
  static const char data[] =
    "1|1|a|b|c|d|3NT|N|9\n"
    "1|2|a|b|c|d|3N|N|9\n"
    "1|3|a|b|c|d|3nt|s|9\n"
    "1|4|a|b|c|d|2hxx|e|8\n"
    "1|5|a|b|c|d|3NTX|w|9\n"
    "1|6|a|b|c|d|1cX|N|7\n"
    "1|7|a|b|c|d|7Nxx|N|13\n"
    /* As in the other formats: a seat's name, and * for a double. */
    "1|8|a|b|c|d|4S*|West|10\n"
    /* and a passed-out board in words */
    "1|9|a|b|c|d|Passed Out||\n";
  static const struct { guint level, denom, mult, declarer; } want[] = {
    { 3, VALET_NOTRUMP, VALET_UNDOUBLED, VALET_NORTH },
    { 3, VALET_NOTRUMP, VALET_UNDOUBLED, VALET_NORTH },
    { 3, VALET_NOTRUMP, VALET_UNDOUBLED, VALET_SOUTH },
    { 2, VALET_HEARTS, VALET_REDOUBLED, VALET_EAST },
    { 3, VALET_NOTRUMP, VALET_DOUBLED, VALET_WEST },
    { 1, VALET_CLUBS, VALET_DOUBLED, VALET_NORTH },
    { 7, VALET_NOTRUMP, VALET_REDOUBLED, VALET_NORTH },
    { 4, VALET_SPADES, VALET_DOUBLED, VALET_WEST },
    { 0, VALET_SPADES, VALET_UNDOUBLED, VALET_NORTH },
  };

  load (&l, data, -1);
  g_assert_cmpuint (valet_diagnostics_count (l.diag), ==, 0);
  g_assert_cmpuint (valet_tournament_n_results (l.t), ==, G_N_ELEMENTS (want));
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      const ValetResult *r = valet_tournament_result (l.t, i);
      g_assert_cmpuint (r->level, ==, want[i].level);
      g_assert_cmpuint (r->denom, ==, want[i].denom);
      g_assert_cmpuint (r->mult, ==, want[i].mult);
      g_assert_cmpuint (r->declarer, ==, want[i].declarer);
    }
  g_assert_false (valet_tournament_has_leads (l.t));
}

static void
test_scores_passed_out (void)
{
  g_auto (Loaded) l = { 0 };
  /* Declarer and tricks mean nothing on a passed-out board, whatever
   * they hold. */
  static const char data[] =
    "1|1|a|b|c|d|P|N|0\n"
    "1|2|a|b|c|d|P|Q|99\n"
    "1|3|a|b|c|d|p|||\n"
    "1|4|a|b|c|d|PASS|x|x|Z9\n"
    "1|5|a|b|c|d|pass|||\n";

  load (&l, data, -1);
  g_assert_cmpuint (valet_diagnostics_count (l.diag), ==, 0);
  g_assert_cmpuint (valet_tournament_n_results (l.t), ==, 5);
  for (guint i = 0; i < 5; i++)
    {
      const ValetResult *r = valet_tournament_result (l.t, i);
      g_assert_cmpuint (r->level, ==, 0);
      g_assert_cmpuint (r->lead_rank, ==, 0);
      g_assert_cmpuint (r->board, ==, i + 1);
    }
}

static void
test_scores_comments_and_crlf (void)
{
  g_auto (Loaded) l = { 0 };
  static const char data[] =
    "# round|board|N|E|S|W|contract|declarer|tricks|lead\r\n"   /* 1 */
    "\r\n"                                                       /* 2 */
    "1|1|a|b|c|d|4S|N|10|HK\r\n"                                 /* 3 */
    "   \t\r\n"                                                  /* 4 */
    "#1|2|a|b|c|d|4Q|N|10\r\n"                                   /* 5 */
    " 1 | 2 | e | f | g | h | 3N | E | 9 \r\n"                   /* 6 */
    "1|3|a|b|c|d|2D|S|8|C2   \r\n"                               /* 7 */
    "1|4|a|b|c|d|2D|S|8|";                                       /* 8 */

  load (&l, data, -1);
  g_autofree char *text = valet_diagnostics_format (l.diag);
  g_test_message ("%s", text);
  g_assert_cmpuint (valet_diagnostics_count (l.diag), ==, 0);
  g_assert_cmpuint (valet_diagnostics_n_warnings (l.diag), ==, 0);
  g_assert_cmpuint (valet_tournament_n_results (l.t), ==, 4);

  const ValetResult *r = valet_tournament_result (l.t, 0);
  g_assert_cmpuint (r->line, ==, 3);
  g_assert_cmpuint (r->lead_suit, ==, VALET_HEARTS);
  g_assert_cmpuint (r->lead_rank, ==, 13);
  r = valet_tournament_result (l.t, 1);
  g_assert_cmpuint (r->line, ==, 6);
  g_assert_cmpuint (r->board, ==, 2);
  g_assert_cmpuint (r->denom, ==, VALET_NOTRUMP);
  g_assert_cmpuint (r->declarer, ==, VALET_EAST);
  g_assert_cmpuint (r->tricks, ==, 9);
  r = valet_tournament_result (l.t, 2);
  g_assert_cmpuint (r->line, ==, 7);
  g_assert_cmpuint (r->lead_suit, ==, VALET_CLUBS);
  g_assert_cmpuint (r->lead_rank, ==, 2);
  /* An empty lead field is no lead. */
  r = valet_tournament_result (l.t, 3);
  g_assert_cmpuint (r->line, ==, 8);
  g_assert_cmpuint (r->lead_rank, ==, 0);
}

static void
test_scores_carried_lead_suit (void)
{
  g_auto (Loaded) l = { 0 };
  static const char data[] =
    "1|1|a|b|c|d|4S|N|10\n"          /* no lead yet: spades */
    "1|2|a|b|c|d|4S|N|10|HK\n"       /* hearts */
    "1|3|a|b|c|d|4S|N|10\n"          /* carried: hearts */
    "1|4|a|b|c|d|P|N|0\n"            /* passed out: hearts */
    "1|5|a|b|c|d|4S|N|10|ZZ\n"       /* rejected: changes nothing */
    "1|6|a|b|c|d|4S|N|10|\n"         /* empty lead: hearts */
    "1|7|a|b|c|d|4S|N|10|d2\n"       /* diamonds */
    "1|8|a|b|c|d|4S|N|10\n"          /* carried: diamonds */
    "1|9|a|b|c|d|4S|N|10|ct\n"       /* clubs */
    "1|10|a|b|c|d|4S|N|10|SA\n"      /* spades */
    "1|11|a|b|c|d|4S|N|10\n";        /* carried: spades */
  static const struct { guint suit, rank; } want[] = {
    { VALET_SPADES, 0 }, { VALET_HEARTS, 13 }, { VALET_HEARTS, 0 },
    { VALET_HEARTS, 0 }, { VALET_HEARTS, 0 }, { VALET_DIAMONDS, 2 },
    { VALET_DIAMONDS, 0 }, { VALET_CLUBS, 10 }, { VALET_SPADES, 14 },
    { VALET_SPADES, 0 },
  };

  load (&l, data, -1);
  g_assert_cmpuint (valet_diagnostics_count (l.diag), ==, 1);
  g_assert_cmpuint (valet_tournament_n_results (l.t), ==, G_N_ELEMENTS (want));
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      const ValetResult *r = valet_tournament_result (l.t, i);
      g_test_message ("line %u", r->line);
      g_assert_cmpuint (r->lead_suit, ==, want[i].suit);
      g_assert_cmpuint (r->lead_rank, ==, want[i].rank);
    }
}

/* A sealed tournament keeps what was read: its boards are grouped, the
 * same pointers come back, and what would change it is refused. */
static void
test_sealed (void)
{
  g_auto (Loaded) l = { 0 };
  ValetResult extra;

  load (&l, GOOD1 GOOD2, -1);
  g_assert_false (valet_tournament_is_sealed (l.t));
  valet_tournament_seal (l.t);
  valet_tournament_seal (l.t);
  g_assert_true (valet_tournament_is_sealed (l.t));
  const ValetBoard *first = valet_tournament_board (l.t, 0);
  g_assert_cmpuint (valet_tournament_n_boards (l.t), ==, 2);

  extra = *valet_tournament_result (l.t, 0);
  g_test_expect_message (NULL, G_LOG_LEVEL_CRITICAL, "*sealed*");
  valet_tournament_add_result (l.t, &extra);
  g_test_assert_expected_messages ();
  g_test_expect_message (NULL, G_LOG_LEVEL_CRITICAL, "*sealed*");
  g_assert_false (valet_tournament_add_player (l.t, "z", "Zoe", 9));
  g_test_assert_expected_messages ();
  g_test_expect_message (NULL, G_LOG_LEVEL_CRITICAL, "*sealed*");
  valet_tournament_set_event (l.t, VALET_EVENT_TITLE, "Changed");
  g_test_assert_expected_messages ();

  g_assert_cmpuint (valet_tournament_n_results (l.t), ==, 2);
  g_assert_cmpuint (valet_tournament_n_players (l.t), ==, 8);
  g_assert_null (valet_tournament_get_event (l.t, VALET_EVENT_TITLE));
  g_assert_true (valet_tournament_board (l.t, 0) == first);
}

static void
test_scores_boards_grouped (void)
{
  g_auto (Loaded) l = { 0 };
  /* Lines of boards in any order; boards come out by round, then board,
   * with their results in file order. */
  static const char data[] =
    "2|1|a|b|c|d|4S|N|10\n"
    "1|10|a|b|c|d|4S|N|10\n"
    "1|2|a|b|c|d|4S|N|10\n"
    "1|10|e|f|g|h|4S|N|11\n"
    "2|1|e|f|g|h|4S|N|9\n"
    "1|2|e|f|g|h|4S|N|8\n";

  load (&l, data, -1);
  g_assert_cmpuint (valet_tournament_n_boards (l.t), ==, 3);
  const ValetBoard *b0 = valet_tournament_board (l.t, 0);
  const ValetBoard *b1 = valet_tournament_board (l.t, 1);
  const ValetBoard *b2 = valet_tournament_board (l.t, 2);
  g_assert_cmpuint (b0->round, ==, 1);
  g_assert_cmpuint (b0->board, ==, 2);
  g_assert_cmpuint (b1->round, ==, 1);
  g_assert_cmpuint (b1->board, ==, 10);
  g_assert_cmpuint (b2->round, ==, 2);
  g_assert_cmpuint (b2->board, ==, 1);
  g_assert_cmpuint (b1->n_results, ==, 2);
  g_assert_cmpuint (valet_tournament_result (l.t, b1->results[0])->line, ==, 2);
  g_assert_cmpuint (valet_tournament_result (l.t, b1->results[1])->line, ==, 4);
  g_assert_cmpuint (valet_tournament_result (l.t, b2->results[1])->tricks, ==, 9);
}

static void
test_read_missing_file (void)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);
  g_autofree char *dir = g_dir_make_tmp ("valet-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "names.txt", NULL);

  g_assert_false (valet_read_names (t, path, diag));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 1);
  const ValetDiagnostic *item = valet_diagnostics_get (diag, 0);
  g_assert_cmpstr (item->file, ==, path);
  g_assert_nonnull (strstr (item->message, "cannot be read"));

  /* A file that exists is read and parsed. */
  g_assert_true (g_file_set_contents (path, NAMES, -1, NULL));
  g_autofree char *scores = g_build_filename (dir, "scores.txt", NULL);
  g_assert_true (g_file_set_contents (scores, GOOD1 GOOD2, -1, NULL));
  g_assert_true (valet_read_names (t, path, diag));
  g_assert_true (valet_read_scores (t, scores, path, diag));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 1);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 8);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
  g_remove (scores);
  g_remove (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/text-reader/names/good", test_names_good);
  g_test_add_func ("/text-reader/names/errors", test_names_errors);
  g_test_add_func ("/text-reader/names/team", test_names_team);
  g_test_add_func ("/text-reader/names/empty", test_names_empty);
  g_test_add_func ("/text-reader/names/not-utf8", test_names_not_utf8);
  g_test_add_func ("/text-reader/scores/field-count", test_scores_field_count);
  g_test_add_func ("/text-reader/scores/truncated-last-line",
                   test_scores_truncated_last_line);
  g_test_add_func ("/text-reader/scores/round-board", test_scores_round_board);
  g_test_add_func ("/text-reader/scores/round-board-limits",
                   test_scores_round_board_limits);
  g_test_add_func ("/text-reader/scores/unknown-player", test_scores_unknown_player);
  g_test_add_func ("/text-reader/scores/unknown-player-names-file",
                   test_scores_unknown_player_names_file);
  g_test_add_func ("/text-reader/scores/contract", test_scores_contract);
  g_test_add_func ("/text-reader/scores/declarer", test_scores_declarer);
  g_test_add_func ("/text-reader/scores/tricks", test_scores_tricks);
  g_test_add_func ("/text-reader/scores/lead", test_scores_lead);
  g_test_add_func ("/text-reader/scores/nul", test_scores_nul);
  g_test_add_func ("/text-reader/scores/binary", test_scores_binary);
  g_test_add_func ("/text-reader/scores/empty", test_scores_empty);
  g_test_add_func ("/text-reader/scores/many-errors-sorted",
                   test_scores_many_errors_sorted);
  g_test_add_func ("/text-reader/scores/warning/two-seats", test_scores_two_seats);
  g_test_add_func ("/text-reader/scores/warning/two-seats-counted",
                   test_scores_two_seats_counted);
  g_test_add_func ("/text-reader/scores/warning/two-tables", test_scores_two_tables);
  g_test_add_func ("/text-reader/scores/warning/other-round",
                   test_scores_same_board_other_round);
  g_test_add_func ("/text-reader/scores/warning/duplicate", test_scores_duplicate);
  g_test_add_func ("/text-reader/scores/duplicates-by-board", test_scores_duplicates_by_board);
  g_test_add_func ("/text-reader/scores/fields", test_scores_fields);
  g_test_add_func ("/text-reader/scores/contract-spellings",
                   test_scores_contract_spellings);
  g_test_add_func ("/text-reader/scores/passed-out", test_scores_passed_out);
  g_test_add_func ("/text-reader/scores/comments-crlf", test_scores_comments_and_crlf);
  g_test_add_func ("/text-reader/scores/carried-lead-suit",
                   test_scores_carried_lead_suit);
  g_test_add_func ("/text-reader/scores/boards-grouped", test_scores_boards_grouped);
  g_test_add_func ("/text-reader/read/missing-file", test_read_missing_file);
  g_test_add_func ("/text-reader/sealed", test_sealed);

  return g_test_run ();
}
