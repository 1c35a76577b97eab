/* Adjusted scores through CSV and PBN: every kind (weighted, split,
 * artificial) written and read back gives the same results and the same
 * ranking; bad weights and sides are reported with their line.
 *
 * The tournaments are tests/fixtures/adjusted (the director's course
 * examples of weighted and split scores) and one with artificial scores
 * of 60/40, 50/50 and 40/40. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "engine-test-support.h"
#include "formats-test-support.h"
#include "valet-csv-reader.h"
#include "valet-csv-writer.h"
#include "valet-pbn-writer.h"
#include "valet-reader.h"
#include "valet-run.h"

static const char *fixtures;

/* Three boards at three tables: 60/40 on board 2, 50/50 and 40/40
 * (both sides at fault) on board 3, a lead after an artificial score. */
static const char artificial_scores[] =
  "1|1|p1|p2|p3|p4|4S|N|10\n"
  "1|1|p5|p6|p7|p8|4S|N|9\n"
  "1|1|p9|p10|p11|p12|3N|S|9|HA\n"
  "1|2|p1|p2|p3|p4|ADJ|-|60/40\n"
  "1|2|p5|p6|p7|p8|3N|S|9|HA\n"
  "1|2|p9|p10|p11|p12|P|N|0\n"
  "1|3|p1|p2|p3|p4|ADJ|-|50/50\n"
  "1|3|p5|p6|p7|p8|ADJ|-|40/40\n"
  "1|3|p9|p10|p11|p12|2H|E|8\n";

/* A tournament of the text format: a fixture, or @scores with four
 * players a table. */
static ValetTournament *
load_text (const char *fixture, const char *scores, guint tables)
{
  if (fixture != NULL)
    {
      g_autofree char *dir = g_build_filename (fixtures, "adjusted", fixture, NULL);
      return engine_test_read (dir, VALET_INPUT_TEXT);
    }
  g_autofree char *dir = engine_test_write_event (scores, tables);
  ValetTournament *t = engine_test_read (dir, VALET_INPUT_TEXT);
  engine_test_remove_tree (dir);
  return t;
}

/* The same results, every field but the line (the players by tag), and
 * the same ranking, every column, in datum, IMPs and matchpoints. */
static void
assert_same (ValetTournament *orig, ValetTournament *back)
{
  g_assert_cmpuint (valet_tournament_n_results (back), ==, valet_tournament_n_results (orig));
  for (guint i = 0; i < valet_tournament_n_results (orig); i++)
    {
      ValetResult a = *valet_tournament_result (orig, i), b = *valet_tournament_result (back, i);
      for (guint seat = 0; seat < 4; seat++)
        {
          g_assert_cmpstr (valet_tournament_player_tag (orig, a.player[seat]), ==,
                           valet_tournament_player_tag (back, b.player[seat]));
          a.player[seat] = b.player[seat] = 0;
        }
      a.line = b.line = 0;
      g_assert_cmpuint (a.kind, ==, b.kind);
      g_assert_cmpuint (a.side, ==, b.side);
      g_assert_cmpfloat (a.weight, ==, b.weight);
      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
    }
  for (ValetScoring s = VALET_SCORING_DATUM; s <= VALET_SCORING_MATCHPOINTS; s++)
    for (int cloud = 0; cloud < 2; cloud++)
      {
        g_autoptr (ValetRun) r1 = engine_test_score (orig, s, cloud, FALSE);
        g_autoptr (ValetRun) r2 = engine_test_score (back, s, cloud, FALSE);
        ValetRanking *a = valet_run_ranking (r1), *b = valet_run_ranking (r2);
        g_assert_cmpuint (valet_ranking_n_pairs (a), ==, valet_ranking_n_pairs (b));
        for (guint i = 0; i < valet_ranking_n_pairs (a); i++)
          {
            g_autofree char *na = valet_run_pair_name (r1, valet_ranking_pair (a, i));
            g_autofree char *nb = valet_run_pair_name (r2, valet_ranking_pair (b, i));
            g_assert_cmpstr (na, ==, nb);
            g_assert_cmpmem (valet_ranking_pair (a, i)->avg, sizeof (double) * VALET_N_COLS,
                             valet_ranking_pair (b, i)->avg, sizeof (double) * VALET_N_COLS);
          }
      }
}

typedef struct {
  const char      *fixture;   /* in tests/fixtures/adjusted, or NULL: artificial_scores */
  ValetInputFormat format;    /* CSV or PBN */
} RoundTrip;

static void
test_round_trip (gconstpointer data)
{
  const RoundTrip *rt = data;
  g_autoptr (ValetTournament) orig = load_text (rt->fixture, artificial_scores, 3);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("valet-adjusted-out-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, rt->format == VALET_INPUT_CSV ? "t.csv"
                                                                              : "t.pbn", NULL);

  g_assert_true (valet_tournament_has_adjusted (orig, FALSE));
  if (rt->format == VALET_INPUT_CSV)
    g_assert_true (valet_write_csv (orig, path, &error));
  else
    g_assert_true (valet_write_pbn (orig, path, &error));
  g_assert_no_error (error);
  g_autoptr (ValetTournament) back = engine_test_read (path, rt->format);
  assert_same (orig, back);

  /* The columns are there only when needed. */
  g_autofree char *contents = NULL;
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  gboolean parts = rt->fixture != NULL;
  if (rt->format == VALET_INPUT_CSV)
    {
      g_assert_true ((strstr (contents, ",weight,side\n") != NULL) == parts);
      g_assert_true ((strstr (contents, ",ADJ,-,") != NULL) == !parts);
    }
  else
    {
      g_assert_true ((strstr (contents, ";Weight;Side\"]") != NULL) == parts);
      g_assert_true ((strstr (contents, "Score_NS") != NULL) == !parts);
    }
  engine_test_remove_tree (dir);
}

/* A tournament without adjusted scores is written as it always was:
 * no weight, side or score columns. */
static void
test_no_extra_columns (void)
{
  g_autoptr (ValetTournament) t = load_text (NULL, "1|1|p1|p2|p3|p4|4S|N|10\n"
                                                   "1|1|p5|p6|p7|p8|4S|N|9|HA\n", 2);
  g_autoptr (GString) csv = g_string_new (NULL);
  g_autoptr (GString) pbn = g_string_new (NULL);

  valet_append_csv (csv, t);
  valet_append_pbn (pbn, t);
  g_assert_true (g_str_has_prefix (csv->str, "\xEF\xBB\xBFround,board,north,east,south,west,"
                                             "contract,declarer,tricks,lead,north_id,"
                                             "east_id,south_id,west_id\n"));
  g_assert_null (strstr (csv->str, "weight"));
  g_assert_null (strstr (pbn->str, "Weight"));
  g_assert_null (strstr (pbn->str, "Score_NS"));
  g_assert_nonnull (strstr (pbn->str, "PlayerName_W\"]\n"));
}

/* @contents in a file of its own, read as @format; the problems. */
static ValetDiagnostics *
read_bad (const char *contents, ValetInputFormat format, char **path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("valet-adjusted-bad-XXXXXX", &error);
  ValetDiagnostics *diag = valet_diagnostics_new (100);
  g_autoptr (ValetTournament) t = valet_tournament_new ();

  *path = g_build_filename (dir, format == VALET_INPUT_CSV ? "bad.csv" : "bad.pbn", NULL);
  g_assert_true (g_file_set_contents (*path, contents, -1, NULL));
  valet_read_input (t, *path, format, diag);
  g_autofree char *text = valet_diagnostics_format (diag);
  g_test_message ("%s", text);
  g_unlink (*path);
  g_rmdir (dir);
  return diag;
}

static void
test_bad_csv (void)
{
  static const char csv[] =
    "round,board,north,east,south,west,contract,declarer,tricks,lead,weight,side\n"
    "1,1,a,b,c,d,4S,N,10,,0.6,\n"
    "1,1,a,b,c,d,4S,N,9,,0.4,\n"
    "1,2,a,b,c,d,4S,N,10,,2,\n"
    "1,2,e,f,g,h,4S,N,10,,1.5x,\n"
    "1,3,a,b,c,d,4S,N,10,,,N\n"
    "1,3,e,f,g,h,4S,N,10,,,NS EW\n"
    "1,4,a,b,c,d,ADJ,N,60/40,,,\n"
    "1,4,e,f,g,h,ADJ,-,60-40,,,\n"
    "1,5,a,b,c,d,ADJ,-,60/40,,0.5,\n"
    "1,5,e,f,g,h,ADJ,,50/50,HA,,\n"
    "1,6,a,b,c,d,4S,N,10,,,NS\n";
  g_autofree char *path = NULL;
  g_autoptr (ValetDiagnostics) diag = read_bad (csv, VALET_INPUT_CSV, &path);

  formats_assert_diag (diag, path, 4, FALSE, WORDS ("weight '2' is not a weight", "0.6"));
  formats_assert_diag (diag, path, 5, FALSE, WORDS ("weight '1.5x' is not a weight"));
  formats_assert_diag (diag, path, 6, FALSE, WORDS ("side 'N' is not a side", "NS or EW"));
  formats_assert_diag (diag, path, 7, FALSE, WORDS ("side 'NS EW' is not a side"));
  formats_assert_diag (diag, path, 8, FALSE, WORDS ("declarer 'N' on an artificial score"));
  formats_assert_diag (diag, path, 9, FALSE, WORDS ("'60-40' is not an artificial score's"));
  formats_assert_diag (diag, path, 10, FALSE, WORDS ("artificial score with a weight"));
  formats_assert_diag (diag, path, 11, FALSE, WORDS ("lead 'HA' on an artificial score"));
  /* A split score's line without the other side's. */
  formats_assert_diag (diag, path, 12, FALSE, WORDS ("round 1 board 6", "East-West 0"));
  formats_assert_counts (diag, 9, 0);
}

static void
test_bad_pbn (void)
{
  static const char pbn[] =
    "% PBN 2.1\n"
    "[Event \"\"]\n"
    "[Board \"1\"]\n"
    "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW;Weight;Side\"]\n"
    "1 2 4S N 10 - - 0.6 -\n"
    "1 2 4S N 9 - - 0.4 -\n"
    "3 4 4S N 10 - - 0 -\n"
    "5 6 4S N 10 - - - West\n"
    "9 10 - - - 60% 40% 1/2 -\n"
    "11 12 3NT S 9 400 - - -\n"
    "13 14 - - - 50% 50% - -\n";
  g_autofree char *path = NULL;
  g_autoptr (ValetDiagnostics) diag = read_bad (pbn, VALET_INPUT_PBN, &path);

  formats_assert_diag (diag, path, 7, FALSE, WORDS ("weight '0' is not a weight"));
  formats_assert_diag (diag, path, 8, FALSE, WORDS ("side 'West' is not a side"));
  formats_assert_diag (diag, path, 9, FALSE, WORDS ("artificial score with a weight"));
  formats_assert_counts (diag, 3, 0);
}

/* The percentages the reader takes from Score_NS and Score_EW. */
static void
test_pbn_percentages (void)
{
  static const char pbn[] =
    "% PBN 2.1\n"
    "[Event \"\"]\n"
    "[Board \"1\"]\n"
    "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW\"]\n"
    "1 2 4S N 10 420 -\n"
    "3 4 - - - \"40%\" \"40%\"\n";
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("valet-adjusted-pct-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "t.pbn", NULL);
  g_assert_true (g_file_set_contents (path, pbn, -1, NULL));
  g_autoptr (ValetTournament) t = engine_test_read (path, VALET_INPUT_PBN);
  const ValetResult *r = valet_tournament_result (t, 1);
  g_assert_cmpuint (r->kind, ==, VALET_RESULT_ARTIFICIAL);
  g_assert_cmpuint (r->percent[0], ==, 40);
  g_assert_cmpuint (r->percent[1], ==, 40);
  g_assert_cmpuint (r->line, ==, 6);
  g_unlink (path);
  g_rmdir (dir);
}

/* Weight and side read from columns given by hand, as the column
 * dialog gives them. */
static void
test_csv_mapped (void)
{
  static const char csv[] =
    "Bd;N;O;S;W;Kontrakt;Alleinspieler;Stiche;Gewicht;Seite\n"
    "1;a;b;c;d;4S;N;10;1/3;\n"
    "1;a;b;c;d;4S;N;9;2/3;\n"
    "2;a;b;c;d;3NT;S;9;;NS\n"
    "2;a;b;c;d;4HX;E;8;;EW\n"
    "3;a;b;c;d;ADJ;;40/40;;\n";
  ValetCsvMapping m = { { -1, 0, 1, 2, 3, 4, 5, 6, 7, -1, 8, 9 } };
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);

  valet_parse_csv_mapped (t, csv, strlen (csv), &m, "mapped.csv", diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 5);
  g_assert_cmpfloat (valet_tournament_result (t, 0)->weight, ==, (float) (1.0 / 3));
  g_assert_cmpfloat (valet_tournament_result (t, 1)->weight, ==, (float) (2.0 / 3));
  g_assert_cmpuint (valet_tournament_result (t, 2)->side, ==, VALET_SIDE_NS);
  g_assert_cmpuint (valet_tournament_result (t, 3)->side, ==, VALET_SIDE_EW);
  g_assert_cmpuint (valet_tournament_result (t, 4)->kind, ==, VALET_RESULT_ARTIFICIAL);
  g_assert_cmpuint (valet_tournament_result (t, 4)->percent[0], ==, 40);
  g_assert_cmpuint (valet_tournament_result (t, 4)->percent[1], ==, 40);
  g_assert_cmpstr (valet_csv_field_name (VALET_CSV_WEIGHT), ==, "weight");
  g_assert_cmpstr (valet_csv_field_name (VALET_CSV_SIDE), ==, "side");
  g_assert_false (valet_csv_field_is_required (VALET_CSV_WEIGHT));
  g_assert_false (valet_csv_field_is_required (VALET_CSV_SIDE));
}

int
main (int argc, char **argv)
{
  static const char *const events[] = { "weighted-mp", "weighted-imps", "split-imps",
                                        "split-mp", NULL };
  static RoundTrip trips[2 * G_N_ELEMENTS (events)];

  g_test_init (&argc, &argv, NULL);
  g_assert (argc > 1);
  fixtures = argv[1];
  for (guint f = 0; f < 2; f++)
    for (guint e = 0; e < G_N_ELEMENTS (events); e++)
      {
        RoundTrip *rt = &trips[f * G_N_ELEMENTS (events) + e];
        rt->fixture = events[e];
        rt->format = f == 0 ? VALET_INPUT_CSV : VALET_INPUT_PBN;
        g_autofree char *name = g_strdup_printf ("/adjusted-formats/round-trip/%s/%s",
                                                 f == 0 ? "csv" : "pbn",
                                                 events[e] ? events[e] : "artificial");
        g_test_add_data_func (name, rt, test_round_trip);
      }
  g_test_add_func ("/adjusted-formats/no-extra-columns", test_no_extra_columns);
  g_test_add_func ("/adjusted-formats/bad-csv", test_bad_csv);
  g_test_add_func ("/adjusted-formats/bad-pbn", test_bad_pbn);
  g_test_add_func ("/adjusted-formats/pbn-percentages", test_pbn_percentages);
  g_test_add_func ("/adjusted-formats/csv-mapped", test_csv_mapped);
  return g_test_run ();
}
