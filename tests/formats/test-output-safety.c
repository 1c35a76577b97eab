/* test-output-safety.c: names from files, made safe where they go.
 *
 * - CSV (--save-as csv and the --format csv ranking): a cell beginning
 *   with '=', '+', '-', '@', a tab or CR gets an apostrophe in front, so
 *   that a spreadsheet shows it as text (=HYPERLINK(...) once became a
 *   live link); cells holding the separator, a quote or a line end are
 *   quoted; the CSV reader takes the apostrophe off, so the names read
 *   back are the names written; the ranking's columns stay in place and
 *   its numbers (-0.25) stay numbers;
 * - control characters: on a terminal as \xHH (ESC, C0, DEL, C1), on
 *   the screen and in reports as their pictures (ESC as ␛);
 * - the PBN writer takes time linear in a name's length (once
 *   quadratic: a name of 400 KB took minutes).
 */
#include <glib.h>
#include <string.h>

#include "valet-csv-reader.h"
#include "valet-csv-writer.h"
#include "valet-diagnostics.h"
#include "valet-options.h"
#include "valet-pbn-writer.h"
#include "valet-ranking-writer.h"
#include "valet-safe-text.h"
#include "valet-scoring-run.h"
#include "valet-tournament.h"

/* Names a spreadsheet would take for formulas, or that break a row's
 * columns. */
static const char *const hostile[] = {
  "=HYPERLINK(\"http://evil.example/\",\"Click\")",
  "+1 Plus",
  "-2 Minus",
  "@SUM(A1:A9)",
  "Smith, John",
  "Quote \"Q\" Quinn",
  "'=Apostrophe First",
  "\tTab First",
};

/* A tournament of the hostile names (and two more) at two tables of two
 * boards; tags "-1", "=2" ... are hostile too. */
static ValetTournament *
hostile_tournament (void)
{
  ValetTournament *t = valet_tournament_new ();
  static const char *const tags[] = { "-1", "=2", "+3", "@4", "5", "6", "7", "8" };

  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    g_assert_true (valet_tournament_add_player (t, tags[i], hostile[i], i + 1));
  for (guint b = 1; b <= 2; b++)
    for (guint table = 0; table < 2; table++)
      {
        ValetResult r = { .round = 1, .board = b, .level = 4, .denom = VALET_SPADES,
                          .declarer = VALET_NORTH, .tricks = 9 + table + b % 2,
                          .lead_rank = 14, .lead_suit = VALET_HEARTS, .line = b * 2 + table };
        for (guint s = 0; s < 4; s++)
          r.player[s] = table * 4 + s;
        valet_tournament_add_result (t, &r);
      }
  return t;
}

/* Splits a CSV line as RFC 4180 has it. */
static GPtrArray *
split_rfc4180 (const char *line, const char *sep)
{
  GPtrArray *cells = g_ptr_array_new_with_free_func (g_free);
  GString *cell = g_string_new (NULL);
  gboolean quoted = FALSE;

  for (const char *p = line;; p++)
    {
      if (quoted && *p == '"' && p[1] == '"')
        g_string_append_c (cell, *p++);
      else if (*p == '"')
        quoted = !quoted;
      else if (*p == '\0' || (!quoted && g_str_has_prefix (p, sep)))
        {
          g_ptr_array_add (cells, g_string_free (cell, FALSE));
          if (*p == '\0')
            break;
          cell = g_string_new (NULL);
          p += strlen (sep) - 1;
        }
      else
        g_string_append_c (cell, *p);
    }
  return cells;
}

static void
test_cells (void)
{
  static const struct { const char *in, *out; } cases[] = {
    { "Plain", "Plain" },
    { "=1+1", "'=1+1" },
    { "+1", "'+1" },
    { "-2", "'-2" },
    { "@SUM(A1)", "'@SUM(A1)" },
    { "\tx", "'\tx" },
    { "\rx", "\"'\rx\"" },
    { "'=x", "''=x" },
    { "'x", "'x" },
    { "a,b", "\"a,b\"" },
    { "=a,b", "\"'=a,b\"" },
    { "say \"hi\"", "\"say \"\"hi\"\"\"" },
    { "a\nb", "\"a\nb\"" },
    { "", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GString) out = g_string_new (NULL);
      g_autofree char *back = NULL;
      g_autoptr (GPtrArray) cells = NULL;

      valet_csv_append_cell (out, cases[i].in, ",");
      g_assert_cmpstr (out->str, ==, cases[i].out);
      /* Read back: unquoted, then unprotected. */
      cells = split_rfc4180 (out->str, ",");
      g_assert_cmpuint (cells->len, ==, 1);
      back = g_strdup (g_ptr_array_index (cells, 0));
      valet_csv_unprotect (back);
      g_assert_cmpstr (back, ==, cases[i].in);
    }
  /* Another separator: a semicolon quotes, a comma does not. */
  {
    g_autoptr (GString) out = g_string_new (NULL);
    valet_csv_append_cell (out, "Smith; John, Jr", ";");
    g_assert_cmpstr (out->str, ==, "\"Smith; John, Jr\"");
  }
}

/* --save-as csv and back: the same names and tags, and every cell a
 * spreadsheet would read as a formula protected. */
static void
test_csv_round_trip (void)
{
  g_autoptr (ValetTournament) t = hostile_tournament ();
  g_autoptr (ValetTournament) back = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);
  g_autoptr (GString) csv = g_string_new (NULL);
  g_auto (GStrv) lines = NULL;

  valet_append_csv (csv, t);
  lines = g_strsplit (csv->str, "\n", -1);
  /* The header and four rows of 14 cells, none beginning as a formula. */
  for (guint i = 1; i <= 4; i++)
    {
      g_autoptr (GPtrArray) cells = split_rfc4180 (lines[i], ",");
      g_assert_cmpuint (cells->len, ==, 14);
      for (guint c = 0; c < cells->len; c++)
        {
          const char *cell = g_ptr_array_index (cells, c);
          g_assert_false (*cell && strchr ("=+-@\t\r", *cell));
        }
    }
  g_assert_nonnull (strstr (csv->str, ",\"'=HYPERLINK(\"\"http://evil.example/\"\","
                                      "\"\"Click\"\")\",'+1 Plus,'-2 Minus,"
                                      "'@SUM(A1:A9),4S,N,"));
  g_assert_nonnull (strstr (csv->str, ",'-1,'=2,'+3,'@4\n"));

  valet_parse_csv (back, csv->str, csv->len, "hostile.csv", diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_assert_cmpuint (valet_tournament_n_results (back), ==, 4);
  g_assert_cmpuint (valet_tournament_n_players (back), ==, G_N_ELEMENTS (hostile));
  for (guint i = 0; i < valet_tournament_n_players (t); i++)
    {
      guint j;
      g_assert_true (valet_tournament_lookup_player (back, valet_tournament_player_tag (t, i),
                                                     &j));
      g_assert_cmpstr (valet_tournament_player_name (back, j), ==,
                       valet_tournament_player_name (t, i));
    }
}

/* Whether @name is "A - B" of two players at one side of a table of
 * hostile_tournament(), in either order (the tab shown as \x09). */
static gboolean
is_pair_name (const char *name)
{
  for (guint a = 0; a < G_N_ELEMENTS (hostile); a++)
    {
      guint b = a ^ 2;         /* North with South, East with West */
      g_autofree char *both = g_strdup_printf ("%s - %s", hostile[a], hostile[b]);
      g_autofree char *shown = valet_escape_for_terminal (both, FALSE);
      if (strcmp (name, shown) == 0)
        return TRUE;
    }
  return FALSE;
}

/* The --format csv ranking: the name cell protected and quoted, every
 * row with as many cells as the header, numbers untouched. */
static void
test_ranking_csv (void)
{
  g_autoptr (ValetTournament) t = hostile_tournament ();
  static const char *const seps[] = { ",", ";" };
  ValetOptions options;

  valet_options_init (&options);
  for (guint k = 0; k < G_N_ELEMENTS (seps); k++)
    {
      g_autoptr (ValetRanking) ranking = valet_score_tournament (t, &options, NULL, NULL);
      g_autoptr (GString) out = g_string_new (NULL);
      g_auto (GStrv) lines = NULL;
      g_autoptr (GPtrArray) header = NULL;
      guint rows = 0, negative = 0;

      valet_write_ranking (out, ranking, &options, VALET_FORMAT_CSV, seps[k]);
      lines = g_strsplit (out->str, "\n", -1);
      header = split_rfc4180 (lines[0], seps[k]);
      for (guint i = 1; lines[i] && *lines[i]; i++, rows++)
        {
          g_autoptr (GPtrArray) cells = split_rfc4180 (lines[i], seps[k]);
          const char *name = g_ptr_array_index (cells, 0);
          g_assert_cmpuint (cells->len, ==, header->len);
          g_assert_false (*name && strchr ("=+-@\t\r", *name));
          /* Count and scores read as numbers. */
          g_assert_cmpuint (g_ascii_strtoull (g_ptr_array_index (cells, 1), NULL, 10), ==, 2);
          for (guint c = 2; c < 5; c++)
            {
              const char *cell = g_ptr_array_index (cells, c);
              char *end;
              g_ascii_strtod (cell, &end);
              g_assert_true (*cell && *end == '\0');
              negative += cell[0] == '-';
            }
        }
      g_assert_cmpuint (rows, ==, 4);
      /* Some pair has a negative score, and it stays a number. */
      g_assert_cmpuint (negative, >, 0);
      /* Each pair's name read back whole: unquoted, unprotected. */
      for (guint i = 1; i <= rows; i++)
        {
          g_autoptr (GPtrArray) cells = split_rfc4180 (lines[i], seps[k]);
          g_autofree char *name = g_strdup (g_ptr_array_index (cells, 0));
          valet_csv_unprotect (name);
          g_assert_true (is_pair_name (name));
        }
    }
  valet_options_clear (&options);
}

static void
test_terminal (void)
{
  static const struct { const char *in, *out; } cases[] = {
    { "Plain Name", "Plain Name" },
    { "Esc\x1b[2JClear", "Esc\\x1b[2JClear" },
    { "Bell\x07 Del\x7f", "Bell\\x07 Del\\x7f" },
    { "Tab\tCR\rLF\n", "Tab\\x09CR\\x0dLF\\x0a" },
    /* U+009B, the one-character CSI, in UTF-8. */
    { "C1 \xc2\x9b" "31m", "C1 \\xc2\\x9b31m" },
    /* Windows-1252 (not UTF-8): 0x9A is š there, and stays. */
    { "Ko\x9a\x9b\x1b", "Ko\x9a\x9b\\x1b" },
    { "Łukasz Żak", "Łukasz Żak" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *got = valet_escape_for_terminal (cases[i].in, FALSE);
      g_assert_cmpstr (got, ==, cases[i].out);
    }
  /* Messages keep their line ends, and each line its own encoding. */
  {
    g_autofree char *got = valet_escape_for_terminal ("a\x1b\nb \xc2\x9b\nc \x9a\x1b\n", TRUE);
    g_assert_cmpstr (got, ==, "a\\x1b\nb \\xc2\\x9b\nc \x9a\\x1b\n");
  }
  g_assert_null (valet_escape_for_terminal (NULL, TRUE));
}

/* Messages (stderr) escape what the ranking keeps: the invisible
 * controls of text direction, which would show a path's letters in
 * another order; right-to-left letters themselves stay. */
static void
test_message (void)
{
  static const struct { const char *in, *out; } cases[] = {
    { "cannot write a\xE2\x80\xAEtxt.exe: No such file\n",
      "cannot write a\\xe2\\x80\\xaetxt.exe: No such file\n" },
    { "LRE\xE2\x80\xAA PDF\xE2\x80\xAC LRI\xE2\x81\xA6 PDI\xE2\x81\xA9 "
      "RLM\xE2\x80\x8F ALM\xD8\x9C",
      "LRE\\xe2\\x80\\xaa PDF\\xe2\\x80\\xac LRI\\xe2\\x81\\xa6 PDI\\xe2\\x81\\xa9 "
      "RLM\\xe2\\x80\\x8f ALM\\xd8\\x9c" },
    { "Esc\x1b[2J\n\xc2\x9b", "Esc\\x1b[2J\n\\xc2\\x9b" },
    /* Hebrew, and an en dash and a zero-width joiner beside the
     * controls' bytes: kept. */
    { "\u05E9\u05E8\u05D4 \u2013 a\u200Db", "\u05E9\u05E8\u05D4 \u2013 a\u200Db" },
    /* Not UTF-8 (Windows-1252): its bytes are letters. */
    { "\xE2\x80\xAE\x9a", "\xE2\x80\xAE\x9a" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *got = valet_escape_message (cases[i].in);
      g_assert_cmpstr (got, ==, cases[i].out);
    }
  /* The ranking's names keep them. */
  g_autofree char *name = valet_escape_for_terminal ("Eve \xE2\x80\xAE" "evil", FALSE);
  g_assert_cmpstr (name, ==, "Eve \xE2\x80\xAE" "evil");
  g_assert_null (valet_escape_message (NULL));
}

/* Display names (the window, the PDF, the workbook, the charts) show
 * control characters as their pictures; the CSV writes the name as it
 * is. */
static void
test_display (void)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();

  g_assert_true (valet_tournament_add_player (t, "a", "Eve\x1b[31m Red\x7f", 1));
  g_assert_true (valet_tournament_add_player (t, "b", "Bob \xc2\x9b" "1", 2));
  /* Windows-1252, with a BEL. */
  g_assert_true (valet_tournament_add_player (t, "c", "Ko\x9a\x07", 3));
  g_assert_true (valet_tournament_add_player (t, "d", "Plain", 4));

  g_assert_cmpstr (valet_tournament_player_display_name (t, 0), ==, "Eve␛[31m Red␡");
  g_assert_cmpstr (valet_tournament_player_utf8_name (t, 0), ==, "Eve\x1b[31m Red\x7f");
  g_assert_cmpstr (valet_tournament_player_display_name (t, 1), ==, "Bob \\x9b1");
  g_assert_cmpstr (valet_tournament_player_display_name (t, 2), ==, "Koš␇");
  g_assert_cmpstr (valet_tournament_player_utf8_name (t, 2), ==, "Koš\x07");
  g_assert_cmpstr (valet_tournament_player_name (t, 2), ==, "Ko\x9a\x07");
  g_assert_cmpstr (valet_tournament_player_display_name (t, 3), ==, "Plain");
}

/* A name of four million characters with a dash between spaces all
 * along ("x - x - x ..."), which the PBN writer must join ("x-x-x"):
 * once each dash was found from the name's start and the rest moved up
 * (a minute for this name; a million characters took 3.7 s).  The
 * tournament now keeps 100 characters of it (valet-text-limit.h), so
 * the writer is given that, and no more. */
static void
test_pbn_long_names (void)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (GString) name = g_string_new (NULL);
  g_autoptr (GString) joined = g_string_new (NULL);
  g_autoptr (GString) pbn = g_string_new (NULL);
  gint64 start;

  for (guint i = 0; i < 1000000; i++)
    {
      g_string_append (name, i ? " - x" : "x");
      g_string_append (joined, i ? "-x" : "x");
    }
  for (guint p = 0; p < 4; p++)
    {
      g_autofree char *tag = g_strdup_printf ("%u", p + 1);
      g_autofree char *other = g_strdup_printf ("Player %u", p + 1);
      g_assert_true (valet_tournament_add_player (t, tag, p == 0 ? name->str : other, p + 1));
    }
  for (guint table = 0; table < 2; table++)
    {
      ValetResult r = { .round = 1, .board = 1, .level = 3, .denom = VALET_NOTRUMP,
                        .declarer = VALET_SOUTH, .tricks = 9 + table, .line = table + 1,
                        .player = { 0, 1, 2, 3 } };
      valet_tournament_add_result (t, &r);
    }

  start = g_get_monotonic_time ();
  valet_append_pbn (pbn, t);
  g_test_message ("PBN of a name of %zu bytes: %.3f s", name->len,
                  (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 2 * G_USEC_PER_SEC);
  /* PlayerName_N holds the name as the tournament keeps it: its first
   * 99 characters and "…"; Names_NS its joined form. */
  g_autofree char *kept = g_strndup (name->str, 99);
  g_autofree char *as_is = g_strdup_printf (" \"%s…\" - - -\n", kept);
  g_autofree char *side = g_strndup (joined->str, 40);
  g_assert_nonnull (strstr (pbn->str, as_is));
  g_assert_nonnull (strstr (pbn->str, side));
  g_assert_cmpuint (pbn->len, <, 4096);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/output-safety/csv-cells", test_cells);
  g_test_add_func ("/output-safety/csv-round-trip", test_csv_round_trip);
  g_test_add_func ("/output-safety/ranking-csv", test_ranking_csv);
  g_test_add_func ("/output-safety/terminal", test_terminal);
  g_test_add_func ("/output-safety/message", test_message);
  g_test_add_func ("/output-safety/display", test_display);
  g_test_add_func ("/output-safety/pbn-long-names", test_pbn_long_names);
  return g_test_run ();
}
