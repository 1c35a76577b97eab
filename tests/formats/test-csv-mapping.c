/* test-csv-mapping.c: CSV files whose header names the columns in other
 * words, read with the columns given by hand.
 *
 * data/german-header.csv holds the results of fixtures/examples-1 under
 * German column names, in another order, with a table column the
 * reader has no use for.  Mapped by hand it must score exactly as the
 * same rows under the standard names do, and as the text fixture. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "valet-csv-reader.h"
#include "valet-options.h"
#include "valet-ranking.h"
#include "valet-reader.h"
#include "valet-scoring-run.h"
#include "valet-text-reader.h"

/* Tisch;Runde;Brett;Nord;Ost;Süd;West;Kontrakt;Alleinspieler;Stiche;Ausspiel */
static const ValetCsvMapping german = { { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -1, -1 } };

static char *
german_path (void)
{
  return g_test_build_filename (G_TEST_DIST, "data", "german-header.csv", NULL);
}

static char *
read_data (const char *path, gsize *length)
{
  g_autoptr (GError) error = NULL;
  char *data = NULL;

  g_file_get_contents (path, &data, length, &error);
  g_assert_no_error (error);
  return data;
}

/* The same file with the standard names in the header. */
static char *
standard_header_data (const char *data, gsize *length)
{
  const char *nl = strchr (data, '\n');
  char *out;

  g_assert_nonnull (nl);
  out = g_strconcat ("table;round;board;north;east;south;west;contract;declarer;result;lead",
                     nl, NULL);
  *length = strlen (out);
  return out;
}

static char *
diag_text (ValetDiagnostics *diag)
{
  return valet_diagnostics_format (diag);
}

/* @text has a line "FILE:LINE: ..." holding @words. */
static void
assert_problem (const char *text, const char *file, guint line, const char *words)
{
  g_autofree char *prefix = g_strdup_printf ("%s:%u: ", file, line);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix) && strstr (lines[i], words) != NULL)
      return;
  g_test_message ("no '%s' problem at %s in:\n%s", words, prefix, text);
  g_test_fail ();
}

/* ---- the header ---------------------------------------------------------- */

static void
test_read_rows (void)
{
  g_autofree char *path = german_path ();
  gsize length;
  g_autofree char *data = read_data (path, &length);
  g_autoptr (GPtrArray) rows = valet_csv_read_rows (data, length, 3);
  const char *bom = "\xEF\xBB\xBF\n  \nA;\"B;C\"\n1;\"2\n";
  g_autoptr (GPtrArray) quoted = valet_csv_read_rows (bom, strlen (bom), 5);
  char **header, **first;

  g_assert_nonnull (rows);
  g_assert_cmpuint (rows->len, ==, 4);
  header = g_ptr_array_index (rows, 0);
  g_assert_cmpuint (g_strv_length (header), ==, 11);
  g_assert_cmpstr (header[5], ==, "Süd");
  first = g_ptr_array_index (rows, 1);
  g_assert_cmpstr (first[3], ==, "SCHALTZ Martin");

  /* A byte-order mark and blank lines before the header, a separator
   * inside quotes, and a quote left open. */
  g_assert_nonnull (quoted);
  g_assert_cmpuint (quoted->len, ==, 2);
  header = g_ptr_array_index (quoted, 0);
  g_assert_cmpuint (g_strv_length (header), ==, 2);
  g_assert_cmpstr (header[1], ==, "B;C");
  g_assert_cmpstr (((char **) g_ptr_array_index (quoted, 1))[0], ==, "1");

  g_assert_null (valet_csv_read_rows ("just words\n1 2 3\n", 17, 5));
  g_assert_null (valet_csv_read_rows ("", 0, 5));
}

static void
test_match_header (void)
{
  const char *standard[] = { "Board", "NORTH", "east", "south", "west", "contract",
                             "declarer", "Result", "comment", NULL };
  const char *partial[] = { "board", "north", "Ost", "south", "west", "contract",
                            "declarer", "tricks", "lead", NULL };
  const char *twice[] = { "board", "north", "east", "south", "west", "contract",
                          "declarer", "tricks", "Tricks", NULL };
  const char *odd[] = { "Tisch", "Runde", "Brett", "Nord", NULL };
  ValetCsvMapping m;

  g_assert_true (valet_csv_match_header (standard, &m));
  g_assert_cmpint (m.column[VALET_CSV_ROUND], ==, -1);
  g_assert_cmpint (m.column[VALET_CSV_BOARD], ==, 0);
  g_assert_cmpint (m.column[VALET_CSV_TRICKS], ==, 7);
  g_assert_cmpint (m.column[VALET_CSV_LEAD], ==, -1);

  /* What matched is kept, to start the user off. */
  g_assert_false (valet_csv_match_header (partial, &m));
  g_assert_cmpint (m.column[VALET_CSV_NORTH], ==, 1);
  g_assert_cmpint (m.column[VALET_CSV_EAST], ==, -1);
  g_assert_cmpint (m.column[VALET_CSV_LEAD], ==, 8);

  g_assert_false (valet_csv_match_header (twice, &m));
  g_assert_false (valet_csv_match_header (odd, &m));
  for (guint f = 0; f < VALET_CSV_N_FIELDS; f++)
    g_assert_cmpint (m.column[f], ==, -1);

  g_assert_cmpstr (valet_csv_field_name (VALET_CSV_DECLARER), ==, "declarer");
  g_assert_false (valet_csv_field_is_required (VALET_CSV_ROUND));
  g_assert_false (valet_csv_field_is_required (VALET_CSV_LEAD));
  g_assert_true (valet_csv_field_is_required (VALET_CSV_TRICKS));
}

/* ---- scoring the same ------------------------------------------------------ */

static void
assert_same_ranking (ValetTournament *a, ValetTournament *b, ValetScoring scoring)
{
  ValetOptions o;

  valet_options_init (&o);
  o.scoring = scoring;
  o.lead = TRUE;
  g_autoptr (ValetRanking) ra = valet_score_tournament (a, &o, NULL, NULL);
  g_autoptr (ValetRanking) rb = valet_score_tournament (b, &o, NULL, NULL);
  valet_options_clear (&o);

  g_assert_cmpuint (valet_ranking_n_pairs (ra), >, 10);
  g_assert_cmpuint (valet_ranking_n_pairs (ra), ==, valet_ranking_n_pairs (rb));
  for (guint i = 0; i < valet_ranking_n_pairs (ra); i++)
    {
      const ValetPairScore *pa = valet_ranking_pair (ra, i);
      const ValetPairScore *pb = valet_ranking_pair (rb, i);
      for (guint k = 0; k < 2; k++)
        g_assert_cmpstr (valet_tournament_player_name (a, pa->player[k]), ==,
                         valet_tournament_player_name (b, pb->player[k]));
      for (guint c = 0; c < VALET_N_COLS; c++)
        {
          g_assert_cmpuint (pa->num[c], ==, pb->num[c]);
          g_assert_cmpfloat (pa->sum[c], ==, pb->sum[c]);
        }
    }
}

static void
test_same_scores (void)
{
  g_autofree char *path = german_path ();
  gsize length, standard_length;
  g_autofree char *data = read_data (path, &length);
  g_autofree char *standard = standard_header_data (data, &standard_length);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetDiagnostics) standard_diag = valet_diagnostics_new (0);
  g_autoptr (ValetDiagnostics) text_diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) mapped = valet_tournament_new ();
  g_autoptr (ValetTournament) named = valet_tournament_new ();
  g_autoptr (ValetTournament) text = valet_tournament_new ();
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "..", "fixtures",
                                                    "examples-1", NULL);

  /* By its names the German header reads nothing. */
  {
    g_autoptr (ValetTournament) none = valet_tournament_new ();
    g_autoptr (ValetDiagnostics) none_diag = valet_diagnostics_new (0);
    valet_parse_csv (none, data, length, path, none_diag);
    g_assert_cmpuint (valet_tournament_n_results (none), ==, 0);
    g_autofree char *problems = diag_text (none_diag);
    assert_problem (problems, path, 1, "header has no board");
  }

  valet_parse_csv_mapped (mapped, data, length, &german, path, diag);
  valet_parse_csv (named, standard, standard_length, "standard.csv", standard_diag);
  g_assert_true (valet_read_input (text, fixture, VALET_INPUT_TEXT, text_diag));
  g_assert_cmpuint (valet_diagnostics_count (diag) + valet_diagnostics_n_warnings (diag), ==, 0);
  /* The table column is not one the reader knows: a warning, not more. */
  g_assert_cmpuint (valet_diagnostics_count (standard_diag), ==, 0);
  g_assert_cmpuint (valet_tournament_n_results (mapped), ==, 22);
  g_assert_cmpuint (valet_tournament_n_results (named), ==, 22);
  g_assert_cmpuint (valet_tournament_n_results (text), ==, 22);

  assert_same_ranking (mapped, named, VALET_SCORING_IMPS);
  assert_same_ranking (mapped, named, VALET_SCORING_DATUM);
  assert_same_ranking (mapped, named, VALET_SCORING_MATCHPOINTS);
  /* The text fixture has tags for players, so its pairs are compared by
   * count and numbers only. */
  {
    ValetOptions o;
    valet_options_init (&o);
    g_autoptr (ValetRanking) rm = valet_score_tournament (mapped, &o, NULL, NULL);
    g_autoptr (ValetRanking) rt = valet_score_tournament (text, &o, NULL, NULL);
    valet_options_clear (&o);
    g_assert_cmpuint (valet_ranking_n_pairs (rm), ==, valet_ranking_n_pairs (rt));
    for (guint i = 0; i < valet_ranking_n_pairs (rm); i++)
      g_assert_cmpfloat_with_epsilon (valet_ranking_pair (rm, i)->sum[0],
                                      valet_ranking_pair (rt, i)->sum[0], 1e-9);
  }
}

/* ---- bad mappings ------------------------------------------------------------ */

static void
assert_mapping_refused (const ValetCsvMapping *m, const char *words)
{
  g_autofree char *path = german_path ();
  gsize length;
  g_autofree char *data = read_data (path, &length);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autofree char *text = NULL;

  valet_parse_csv_mapped (t, data, length, m, path, diag);
  text = diag_text (diag);
  g_test_message ("%s", text);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 0);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 1);
  assert_problem (text, path, 1, words);
}

static void
test_bad_mapping (void)
{
  ValetCsvMapping m = german;

  m.column[VALET_CSV_BOARD] = -1;
  assert_mapping_refused (&m, "no column is given for board");
  m = german;
  m.column[VALET_CSV_LEAD] = 11;
  assert_mapping_refused (&m, "column 12 given for lead is not in the header");
  m = german;
  m.column[VALET_CSV_WEST] = 3;
  assert_mapping_refused (&m, "column 'Nord' is given for both north and west");
}

/* Columns swapped by mistake: every row is refused at its own line. */
static void
test_wrong_columns (void)
{
  g_autofree char *path = german_path ();
  gsize length;
  g_autofree char *data = read_data (path, &length);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autofree char *text = NULL;
  ValetCsvMapping m = german;

  m.column[VALET_CSV_BOARD] = 3;
  m.column[VALET_CSV_NORTH] = 2;
  valet_parse_csv_mapped (t, data, length, &m, path, diag);
  text = diag_text (diag);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 0);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 22);
  assert_problem (text, path, 2, "board 'SCHALTZ Martin' is not a number");
  assert_problem (text, path, 23, "is not a number");

  /* Round and lead left out: round 1, no leads. */
  g_autoptr (ValetDiagnostics) diag2 = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t2 = valet_tournament_new ();
  m = german;
  m.column[VALET_CSV_ROUND] = -1;
  m.column[VALET_CSV_LEAD] = -1;
  valet_parse_csv_mapped (t2, data, length, &m, path, diag2);
  g_assert_cmpuint (valet_diagnostics_count (diag2), ==, 0);
  g_assert_cmpuint (valet_tournament_n_results (t2), ==, 22);
  g_assert_cmpuint (valet_tournament_result (t2, 0)->round, ==, 1);
  g_assert_cmpuint (valet_tournament_result (t2, 0)->lead_rank, ==, 0);
}

/* ---- through the one door ---------------------------------------------------- */

typedef struct {
  guint    calls;
  gboolean answer;
} Asked;

static gboolean
give_german (const char *const *header, ValetCsvMapping *mapping, gpointer data)
{
  Asked *asked = data;

  asked->calls++;
  g_assert_cmpstr (header[2], ==, "Brett");
  /* Only "West" is the same in German. */
  for (guint f = 0; f < VALET_CSV_N_FIELDS; f++)
    g_assert_cmpint (mapping->column[f], ==, f == VALET_CSV_WEST ? 6 : -1);
  if (asked->answer)
    *mapping = german;
  return asked->answer;
}

static void
test_read_input_with_columns (void)
{
  g_autofree char *path = german_path ();

  g_autoptr (GError) error = NULL;
  Asked asked = { 0, TRUE };

  {
    g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
    g_autoptr (ValetTournament) t = valet_tournament_new ();
    g_assert_true (valet_read_input_with_columns (t, path, VALET_INPUT_AUTO, give_german,
                                                  &asked, diag));
    g_assert_cmpuint (asked.calls, ==, 1);
    g_assert_cmpuint (valet_tournament_n_results (t), ==, 22);
  }
  {
    /* Not given: read by the names, which fails and says why. */
    g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
    g_autoptr (ValetTournament) t = valet_tournament_new ();
    asked.answer = FALSE;
    g_assert_true (valet_read_input_with_columns (t, path, VALET_INPUT_AUTO, give_german,
                                                  &asked, diag));
    g_assert_cmpuint (asked.calls, ==, 2);
    g_assert_cmpuint (valet_tournament_n_results (t), ==, 0);
    g_autofree char *text = diag_text (diag);
    assert_problem (text, path, 1, "header has no board");
  }

  /* The preview reads the same header. */
  g_autoptr (GPtrArray) rows = valet_read_csv_preview (path, NULL, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (rows->len, ==, 3);
  g_assert_cmpstr (((char **) g_ptr_array_index (rows, 0))[5], ==, "Süd");
  g_assert_null (valet_read_csv_preview ("/nonexistent/x.csv", NULL, 2, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/csv-mapping/read-rows", test_read_rows);
  g_test_add_func ("/csv-mapping/match-header", test_match_header);
  g_test_add_func ("/csv-mapping/same-scores", test_same_scores);
  g_test_add_func ("/csv-mapping/bad-mapping", test_bad_mapping);
  g_test_add_func ("/csv-mapping/wrong-columns", test_wrong_columns);
  g_test_add_func ("/csv-mapping/read-input-with-columns", test_read_input_with_columns);
  return g_test_run ();
}
