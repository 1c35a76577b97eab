/* test-scoring-form.c: the scoring form a results file declares, read
 * by every reader from small files of its own: USEBIO's EVENT_TYPE,
 * PBN's [Scoring], a Bridgemate section's ScoringType and a CSV scoring
 * column, in every spelling valet-scoring-form.h lists.  A word that
 * names no form is a warning at its line, and the form stays undeclared;
 * the first of two different declarations wins, with a warning; the
 * text format declares nothing.
 */
#include <glib.h>
#include <string.h>

#include "bws-fixtures.h"
#include "formats-test-support.h"
#include "valet-bws-reader.h"
#include "valet-csv-reader.h"
#include "valet-csv-writer.h"
#include "valet-pbn-reader.h"
#include "valet-pbn-writer.h"
#include "valet-reader.h"
#include "valet-scoring-form.h"
#include "valet-text-reader.h"
#include "valet-usebio-reader.h"

typedef struct {
  const char *word;
  ValetForm   form;
} Spelling;

/* ---- USEBIO ------------------------------------------------------------- */

static char *
usebio_file (const char *event_type)
{
  return g_strdup_printf (
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<USEBIO Version=\"1.2\">\n"
    "<EVENT EVENT_TYPE=\"%s\"><PARTICIPANTS>\n"
    "<PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PLAYER><PLAYER_NAME>Ann Able</PLAYER_NAME></PLAYER>"
    "<PLAYER><PLAYER_NAME>Bob Best</PLAYER_NAME></PLAYER></PAIR>\n"
    "<PAIR><PAIR_NUMBER>2</PAIR_NUMBER><PLAYER><PLAYER_NAME>Cy Cole</PLAYER_NAME></PLAYER>"
    "<PLAYER><PLAYER_NAME>Di Dent</PLAYER_NAME></PLAYER></PAIR>\n"
    "<PAIR><PAIR_NUMBER>3</PAIR_NUMBER><PLAYER><PLAYER_NAME>Ed Eng</PLAYER_NAME></PLAYER>"
    "<PLAYER><PLAYER_NAME>Fay Fox</PLAYER_NAME></PLAYER></PAIR>\n"
    "</PARTICIPANTS>\n"
    "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n"
    "<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>"
    "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS></TRAVELLER_LINE>\n"
    "<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>"
    "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>9</TRICKS></TRAVELLER_LINE>\n"
    "</BOARD></EVENT></USEBIO>\n", event_type);
}

static ValetTournament *
read_usebio (const char *event_type, ValetDiagnostics *diag)
{
  g_autofree char *data = usebio_file (event_type);
  ValetTournament *t = valet_tournament_new ();

  valet_parse_usebio (t, data, strlen (data), "form.xml", diag);
  return t;
}

static void
test_usebio (void)
{
  static const Spelling spellings[] = {
    { "MP_PAIRS", VALET_FORM_MATCHPOINTS }, { "mp_pairs", VALET_FORM_MATCHPOINTS },
    { "SWISS_PAIRS", VALET_FORM_MATCHPOINTS }, { "INDIVIDUAL", VALET_FORM_MATCHPOINTS },
    { "BUTLER_PAIRS", VALET_FORM_DATUM }, { "SWISS_PAIRS_BUTLER_IMPS", VALET_FORM_DATUM },
    { "CROSS_IMP", VALET_FORM_IMPS }, { "CROSS_IMPS", VALET_FORM_IMPS },
    { "SWISS_PAIRS_CROSS_IMPS", VALET_FORM_IMPS }, { "SWISS_TEAMS", VALET_FORM_IMPS },
    { "TEAMS_OF_FOUR", VALET_FORM_IMPS },
  };

  for (guint i = 0; i < G_N_ELEMENTS (spellings); i++)
    {
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
      g_autoptr (ValetTournament) t = read_usebio (spellings[i].word, diag);
      g_test_message ("EVENT_TYPE=\"%s\"", spellings[i].word);
      g_assert_cmpint (valet_tournament_get_form (t), ==, spellings[i].form);
      g_assert_cmpstr (valet_tournament_get_form_word (t), ==, spellings[i].word);
      g_assert_cmpuint (valet_tournament_get_form_line (t), ==, 3);
      g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
      formats_assert_counts (diag, 0, 0);
    }
}

/* AGGREGATE (total points) is no form Valet scores: a warning at its
 * line, the results read all the same. */
static void
test_usebio_unknown (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = read_usebio ("AGGREGATE", diag);

  g_assert_cmpint (valet_tournament_get_form (t), ==, VALET_FORM_NONE);
  g_assert_null (valet_tournament_get_form_word (t));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
  formats_assert_diag (diag, "form.xml", 3, TRUE, WORDS ("scoring form 'AGGREGATE'",
                                                         "MP_PAIRS", "default form"));
  formats_assert_counts (diag, 0, 1);
}

/* ---- PBN ---------------------------------------------------------------- */

static char *
pbn_file (const char *scoring)
{
  return g_strdup_printf ("[Event \"Club Pairs\"]\n"
                          "[Scoring \"%s\"]\n"
                          "[Board \"1\"]\n"
                          "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n"
                          "1 2 3NT S 9\n"
                          "3 4 3NT S 8\n", scoring);
}

static ValetTournament *
read_pbn (const char *text, ValetDiagnostics *diag)
{
  ValetTournament *t = valet_tournament_new ();

  valet_parse_pbn (t, text, strlen (text), "form.pbn", diag);
  return t;
}

static void
test_pbn (void)
{
  static const Spelling spellings[] = {
    { "MP", VALET_FORM_MATCHPOINTS }, { "MatchPoints", VALET_FORM_MATCHPOINTS },
    { "matchpoints", VALET_FORM_MATCHPOINTS }, { "MP;MP1", VALET_FORM_MATCHPOINTS },
    { "MatchPoints;MP1", VALET_FORM_MATCHPOINTS }, { "MP;MP2", VALET_FORM_MATCHPOINTS },
    { "BAM", VALET_FORM_MATCHPOINTS },
    { "IMP", VALET_FORM_IMPS }, { "IMP;Cross", VALET_FORM_IMPS }, { "IMP; Cross", VALET_FORM_IMPS },
    { "IMP;Cross;IMP_1961", VALET_FORM_IMPS }, { "Cross", VALET_FORM_IMPS },
    { "Butler", VALET_FORM_DATUM }, { "IMP;Butler", VALET_FORM_DATUM },
    { "Butler;IMP_1961", VALET_FORM_DATUM },
  };

  for (guint i = 0; i < G_N_ELEMENTS (spellings); i++)
    {
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
      g_autofree char *text = pbn_file (spellings[i].word);
      g_autoptr (ValetTournament) t = read_pbn (text, diag);
      g_test_message ("[Scoring \"%s\"]", spellings[i].word);
      g_assert_cmpint (valet_tournament_get_form (t), ==, spellings[i].form);
      g_assert_cmpstr (valet_tournament_get_form_word (t), ==, spellings[i].word);
      g_assert_cmpuint (valet_tournament_get_form_line (t), ==, 2);
      g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
      formats_assert_counts (diag, 0, 0);
    }
}

/* Nothing said: an empty value, "#" and "?" declare nothing and warn
 * about nothing; "##MP" is a value later games repeat. */
static void
test_pbn_silent (void)
{
  static const char *const silent[] = { "", "#", "?", "  " };

  for (guint i = 0; i < G_N_ELEMENTS (silent); i++)
    {
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
      g_autofree char *text = pbn_file (silent[i]);
      g_autoptr (ValetTournament) t = read_pbn (text, diag);
      g_assert_cmpint (valet_tournament_get_form (t), ==, VALET_FORM_NONE);
      formats_assert_counts (diag, 0, 0);
    }
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *text = pbn_file ("##MP");
  g_autoptr (ValetTournament) t = read_pbn (text, diag);
  g_assert_cmpint (valet_tournament_get_form (t), ==, VALET_FORM_MATCHPOINTS);
  g_assert_cmpstr (valet_tournament_get_form_word (t), ==, "MP");
}

/* Rubber bridge is no form of a tournament: a warning naming the line. */
static void
test_pbn_unknown (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *text = pbn_file ("Rubber");
  g_autoptr (ValetTournament) t = read_pbn (text, diag);

  g_assert_cmpint (valet_tournament_get_form (t), ==, VALET_FORM_NONE);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
  formats_assert_diag (diag, "form.pbn", 2, TRUE, WORDS ("scoring form 'Rubber'", "IMP;Cross"));
  formats_assert_counts (diag, 0, 1);
}

/* Games of one file that say different forms: the first one is kept,
 * and the first that differs is said, once. */
static void
test_pbn_differing (void)
{
  static const char text[] =
    "[Scoring \"MP\"]\n"
    "[Board \"1\"]\n"
    "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n"
    "1 2 3NT S 9\n"
    "3 4 3NT S 8\n"
    "[Scoring \"IMP\"]\n"
    "[Board \"2\"]\n"
    "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n"
    "1 2 4S N 10\n"
    "3 4 4S N 10\n"
    "[Scoring \"Butler\"]\n"
    "[Board \"3\"]\n"
    "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n"
    "1 2 2H N 8\n"
    "3 4 2H N 8\n";
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = read_pbn (text, diag);

  g_assert_cmpint (valet_tournament_get_form (t), ==, VALET_FORM_MATCHPOINTS);
  g_assert_cmpuint (valet_tournament_get_form_line (t), ==, 1);
  formats_assert_diag (diag, "form.pbn", 6, TRUE, WORDS ("'IMP' differs from 'MP' on line 1"));
  formats_assert_counts (diag, 0, 1);
}

/* ---- Bridgemate ----------------------------------------------------------- */

static void
test_bws (void)
{
  static const Spelling spellings[] = {
    { "1", VALET_FORM_MATCHPOINTS }, { "2", VALET_FORM_IMPS }, { "3", VALET_FORM_DATUM },
    { "4", VALET_FORM_IMPS }, { "7", VALET_FORM_NONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (spellings); i++)
    {
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
      g_autoptr (ValetTournament) t = valet_tournament_new ();
      g_autoptr (GBytes) bytes = bws_fixture_howell_scored (spellings[i].word);
      gsize size;
      const char *data = g_bytes_get_data (bytes, &size);
      g_autofree char *word = g_strdup_printf ("ScoringType %s", spellings[i].word);

      valet_parse_bws (t, data, size, "form.bws", diag);
      g_test_message ("ScoringType %s", spellings[i].word);
      g_assert_cmpint (valet_tournament_get_form (t), ==, spellings[i].form);
      g_assert_cmpuint (valet_tournament_n_results (t), ==, 4);
      if (spellings[i].form == VALET_FORM_NONE)
        {
          formats_assert_diag (diag, "form.bws", 0, TRUE, WORDS ("'ScoringType 7'",
                                                                 "2 for cross-IMPs"));
          formats_assert_counts (diag, 0, 1);
          continue;
        }
      g_assert_cmpstr (valet_tournament_get_form_word (t), ==, word);
      formats_assert_counts (diag, 0, 0);
    }
}

/* ---- CSV ---------------------------------------------------------------- */

static ValetTournament *
read_csv (const char *first, const char *second, ValetDiagnostics *diag)
{
  g_autofree char *text = g_strdup_printf (
    "board,north,east,south,west,contract,declarer,tricks,scoring\n"
    "1,Ann,Bob,Cy,Di,3NT,S,9,%s\n"
    "1,Ed,Fay,Gus,Hal,3NT,S,8,%s\n", first, second);
  ValetTournament *t = valet_tournament_new ();

  valet_parse_csv (t, text, strlen (text), "form.csv", diag);
  return t;
}

static void
test_csv (void)
{
  static const Spelling spellings[] = {
    { "matchpoints", VALET_FORM_MATCHPOINTS }, { "MP", VALET_FORM_MATCHPOINTS },
    { "MatchPoints", VALET_FORM_MATCHPOINTS }, { "imps", VALET_FORM_IMPS },
    { "cross-imps", VALET_FORM_IMPS }, { "IMP;Cross", VALET_FORM_IMPS },
    { "butler", VALET_FORM_DATUM }, { "datum", VALET_FORM_DATUM },
  };

  for (guint i = 0; i < G_N_ELEMENTS (spellings); i++)
    {
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
      /* The first row says it; the second leaves its cell empty. */
      g_autoptr (ValetTournament) t = read_csv (spellings[i].word, "", diag);
      g_test_message ("scoring %s", spellings[i].word);
      g_assert_cmpint (valet_tournament_get_form (t), ==, spellings[i].form);
      g_assert_cmpstr (valet_tournament_get_form_word (t), ==, spellings[i].word);
      g_assert_cmpuint (valet_tournament_get_form_line (t), ==, 2);
      g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
      formats_assert_counts (diag, 0, 0);
    }
}

static void
test_csv_unknown (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = read_csv ("aggregate", "aggregate", diag);

  g_assert_cmpint (valet_tournament_get_form (t), ==, VALET_FORM_NONE);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
  /* Said once, at the first row. */
  formats_assert_diag (diag, "form.csv", 2, TRUE, WORDS ("scoring form 'aggregate'",
                                                         "cross-imps"));
  formats_assert_counts (diag, 0, 1);
}

/* Without a scoring column, a CSV file declares nothing. */
static void
test_csv_none (void)
{
  static const char text[] = "board,north,east,south,west,contract,declarer,tricks\n"
                             "1,Ann,Bob,Cy,Di,3NT,S,9\n"
                             "1,Ed,Fay,Gus,Hal,3NT,S,8\n";
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = valet_tournament_new ();

  valet_parse_csv (t, text, strlen (text), "none.csv", diag);
  g_assert_cmpint (valet_tournament_get_form (t), ==, VALET_FORM_NONE);
  formats_assert_counts (diag, 0, 0);
}

/* ---- Valet text ------------------------------------------------------------ */

/* The reference's text format says nothing of a form: the bundled
 * sample declares none, and is scored in the reference's default. */
static void
test_text (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "..", "fixtures",
                                                "2004-Istanbul-Olympiad", NULL);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = valet_tournament_new ();

  g_assert_true (valet_read_input (t, dir, VALET_INPUT_AUTO, diag));
  g_assert_cmpuint (valet_tournament_n_results (t), >, 0);
  g_assert_cmpint (valet_tournament_get_form (t), ==, VALET_FORM_NONE);
  g_assert_null (valet_tournament_get_form_word (t));
}

/* Saved as PBN or CSV, results keep the form they were read with:
 * read back, they declare it again. */
static void
test_written (void)
{
  static const Spelling read[] = {
    { "MP_PAIRS", VALET_FORM_MATCHPOINTS }, { "BUTLER_PAIRS", VALET_FORM_DATUM },
    { "CROSS_IMP", VALET_FORM_IMPS },
  };

  for (guint i = 0; i < G_N_ELEMENTS (read); i++)
    {
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
      g_autoptr (ValetTournament) t = read_usebio (read[i].word, diag);
      g_autoptr (GString) pbn = g_string_new (NULL);
      g_autoptr (GString) csv = g_string_new (NULL);
      g_autoptr (ValetTournament) from_pbn = valet_tournament_new ();
      g_autoptr (ValetTournament) from_csv = valet_tournament_new ();

      valet_tournament_seal (t);
      valet_append_pbn (pbn, t);
      valet_append_csv (csv, t);
      valet_parse_pbn (from_pbn, pbn->str, pbn->len, "saved.pbn", diag);
      valet_parse_csv (from_csv, csv->str, csv->len, "saved.csv", diag);
      formats_assert_counts (diag, 0, 0);
      g_assert_cmpint (valet_tournament_get_form (from_pbn), ==, read[i].form);
      g_assert_cmpint (valet_tournament_get_form (from_csv), ==, read[i].form);
      g_assert_cmpuint (valet_tournament_n_results (from_csv), ==, 2);
    }
  /* Nothing declared, nothing written: the files are as they were. */
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  static const char text[] = "board,north,east,south,west,contract,declarer,tricks\n"
                             "1,Ann,Bob,Cy,Di,3NT,S,9\n";
  valet_parse_csv (t, text, strlen (text), "plain.csv", diag);
  valet_tournament_seal (t);
  g_autoptr (GString) pbn = g_string_new (NULL);
  g_autoptr (GString) csv = g_string_new (NULL);
  valet_append_pbn (pbn, t);
  valet_append_csv (csv, t);
  g_assert_null (strstr (pbn->str, "[Scoring"));
  g_assert_null (strstr (csv->str, "scoring"));
}

/* A tournament made like another keeps its form (corrections). */
static void
test_new_like (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = read_usebio ("BUTLER_PAIRS", diag);
  g_autoptr (ValetTournament) copy = valet_tournament_new_like (t);

  g_assert_cmpint (valet_tournament_get_form (copy), ==, VALET_FORM_DATUM);
  g_assert_cmpstr (valet_tournament_get_form_word (copy), ==, "BUTLER_PAIRS");
  g_assert_cmpuint (valet_tournament_get_form_line (copy), ==, 3);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/scoring-form/usebio", test_usebio);
  g_test_add_func ("/scoring-form/usebio-unknown", test_usebio_unknown);
  g_test_add_func ("/scoring-form/pbn", test_pbn);
  g_test_add_func ("/scoring-form/pbn-silent", test_pbn_silent);
  g_test_add_func ("/scoring-form/pbn-unknown", test_pbn_unknown);
  g_test_add_func ("/scoring-form/pbn-differing", test_pbn_differing);
  g_test_add_func ("/scoring-form/bws", test_bws);
  g_test_add_func ("/scoring-form/csv", test_csv);
  g_test_add_func ("/scoring-form/csv-unknown", test_csv_unknown);
  g_test_add_func ("/scoring-form/csv-none", test_csv_none);
  g_test_add_func ("/scoring-form/text", test_text);
  g_test_add_func ("/scoring-form/new-like", test_new_like);
  g_test_add_func ("/scoring-form/written", test_written);
  return g_test_run ();
}
