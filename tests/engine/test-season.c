/* test-season.c: a season pools events' runs board by board.  A season
 * of one event gives that event's numbers; the 2004 sample split into
 * its 17 rounds as separate events, each scored alone, gives the whole
 * sample's numbers per board played (every board is within one round,
 * and a board's datum and comparisons are its own); events of two
 * units are refused; the writers write every row. */
#include "engine-test-support.h"
#include "valet-identity.h"
#include "valet-season.h"
#include "valet-season-scorer.h"
#include "valet-season-writer.h"

#include <math.h>
#include <string.h>

static const char *sample_dir;
static const char *fixtures_dir;

/* Players are persons by their index, one tournament's tags being the
 * same in every round; placeholders are none. */
static guint
person_by_index (const char *event_key, ValetTournament *t, guint player, gpointer data)
{
  (void) event_key;
  (void) data;
  return valet_tournament_player_is_placeholder (t, player) ? VALET_NO_PERSON : player;
}

static ValetRun *
score (ValetTournament *t, ValetScoring scoring)
{
  ValetOptions o;

  valet_options_init (&o);
  o.scoring = scoring;
  o.lead = TRUE;
  ValetRun *run = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
  valet_options_clear (&o);
  return run;
}

#define CLOSE(a, b) g_assert_cmpfloat_with_epsilon ((a), (b), 1e-9)

/* Every pair of @run, ranked or not, against its season row. */
static void
check_pairs (ValetRun *run, ValetSeason *season, guint (*person_of) (ValetRun *, guint),
             guint at_least)
{
  guint n = valet_run_n_ranked (run) + valet_run_n_unranked (run);
  guint checked = 0;

  for (guint i = 0; i < n; i++)
    {
      const ValetPairScore *p = i < valet_run_n_ranked (run)
                                ? valet_run_ranked (run, i)
                                : valet_run_unranked (run, i - valet_run_n_ranked (run));
      if (p->placeholder)
        continue;
      ValetComponents c;
      valet_run_pair_components (run, p, &c);
      const ValetSeasonRow *row = valet_season_find (season, person_of (run, p->player[0]),
                                                     person_of (run, p->player[1]));
      g_assert_nonnull (row);
      CLOSE (row->boards, c.boards);
      CLOSE (row->value[VALET_SEASON_TOTAL].mean, c.total);
      /* The pair's components leave the score as played to the
       * ranking's Butler column. */
      g_assert_cmpfloat (p->num[VALET_COL_BUTLER], ==, p->num[VALET_COL_OVERALL]);
      CLOSE (row->value[VALET_SEASON_PLAYED].mean, p->avg[VALET_COL_BUTLER]);
      CLOSE (row->value[VALET_SEASON_BID].mean, c.share[VALET_COMPONENT_BID]);
      CLOSE (row->value[VALET_SEASON_PLAY].mean, c.share[VALET_COMPONENT_PLAY]);
      CLOSE (row->value[VALET_SEASON_LEAD].mean, c.share[VALET_COMPONENT_LEAD]);
      CLOSE (row->value[VALET_SEASON_DEF].mean, c.share[VALET_COMPONENT_DEF]);
      CLOSE (row->value[VALET_SEASON_ADJUSTED].mean, c.share[VALET_COMPONENT_ADJUSTED]);
      /* The interval is the event's own, over the same boards. */
      double half;
      if (valet_run_column_error (run, p, VALET_RANKING_OVERALL, NULL, &half))
        CLOSE (row->value[VALET_SEASON_TOTAL].half_width, half);
      else
        g_assert_true (isnan (row->value[VALET_SEASON_TOTAL].half_width));
      checked++;
    }
  g_assert_cmpuint (checked, >=, at_least);
  g_assert_cmpuint (valet_season_n_pairs (season), ==, checked);
}

static void
check_players (ValetRun *run, ValetSeason *season, guint (*person_of) (ValetRun *, guint))
{
  ValetTournament *t = valet_run_tournament (run);

  for (guint i = 0; i < valet_tournament_n_players (t); i++)
    {
      const ValetPlayerTotals *pt = valet_run_player_totals (run, i);
      if (valet_tournament_player_is_placeholder (t, i) || pt->boards == 0)
        continue;
      const ValetSeasonRow *row = valet_season_find (season, person_of (run, i),
                                                     VALET_NO_PERSON);
      g_assert_nonnull (row);
      CLOSE (row->boards, pt->boards);
      CLOSE (row->value[VALET_SEASON_OWN_PLAY].count, pt->n_play);
      CLOSE (row->value[VALET_SEASON_OWN_LEAD].count, pt->n_lead);
      if (pt->n_play > 0)
        CLOSE (row->value[VALET_SEASON_OWN_PLAY].mean, pt->play);
      if (pt->n_lead > 0)
        CLOSE (row->value[VALET_SEASON_OWN_LEAD].mean, pt->lead);
    }
}

static guint
same_index (ValetRun *run, guint player)
{
  (void) run;
  return player;
}

/* The sample reads with warnings (names in Windows-1252, placeholder
 * tags at many tables), which are not what is tested here. */
static ValetTournament *
read_sample (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);
  ValetTournament *t = valet_tournament_new ();

  g_assert_true (valet_read_input (t, sample_dir, VALET_INPUT_AUTO, diag));
  return t;
}

static void
test_one_event (gconstpointer data)
{
  ValetScoring scoring = GPOINTER_TO_INT (data);
  g_autoptr (ValetTournament) t = read_sample ();
  g_autoptr (ValetRun) run = score (t, scoring);
  g_autoptr (ValetSeason) season = valet_season_new (NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (valet_season_add_run (season, run, "2004", person_by_index, NULL, &error));
  g_assert_no_error (error);
  check_pairs (run, season, same_index, 100);
  check_players (run, season, same_index);
  g_assert_cmpuint (valet_season_n_events (season), ==, 1);

  /* The same ranking as the event's published one (by the score as
   * played), the same pairs ranked; pairs that tie may come in another
   * order (the event breaks ties by its pair numbers, the season by
   * the boards' order). */
  ValetSeasonOptions so;
  valet_season_options_init (&so);
  so.min_boards = valet_run_options (run)->min_hands;
  g_autoptr (ValetSeason) ranked = valet_season_new (&so);
  g_assert_true (valet_season_add_run (ranked, run, "2004", person_by_index, NULL, NULL));
  guint n_ranked = valet_season_n_ranked_pairs (ranked);
  g_assert_cmpuint (n_ranked, ==, valet_run_n_ranked (run));
  for (guint i = 0; i < n_ranked; i++)
    {
      const ValetPairScore *p = valet_run_ranked (run, i);
      const ValetSeasonRow *at = valet_season_pair (ranked, i);
      const ValetSeasonRow *same = valet_season_find (ranked, p->player[0], p->player[1]);
      CLOSE (at->value[VALET_SEASON_PLAYED].mean, p->avg[VALET_COL_BUTLER]);
      g_assert_cmpuint (same - valet_season_pair (ranked, 0), <, n_ranked);
    }

  /* The intervals are one event's: the column's standard error over the
   * pair's boards. */
  const ValetPairScore *top = valet_run_ranked (run, 0);
  double error_run, half_run;
  g_assert_true (valet_run_column_error (run, top, VALET_RANKING_OVERALL, &error_run, &half_run));
  const ValetSeasonRow *row = valet_season_find (season, top->player[0], top->player[1]);
  CLOSE (row->value[VALET_SEASON_TOTAL].half_width, half_run);
}

/* Weighted scores (Law 12C1c) and split scores (12C1f): a table's lines
 * go in as one board, and a season of the event is still the event. */
static void
test_adjusted (gconstpointer data)
{
  const char *name = data;
  g_autofree char *dir = g_build_filename (fixtures_dir, "adjusted", name, NULL);
  g_autoptr (ValetTournament) t = engine_test_read (dir, VALET_INPUT_TEXT);
  ValetScoring scoring = g_str_has_suffix (name, "-mp") ? VALET_SCORING_MATCHPOINTS
                                                         : VALET_SCORING_IMPS;
  g_autoptr (ValetRun) run = score (t, scoring);
  g_autoptr (ValetSeason) season = valet_season_new (NULL);

  g_assert_true (valet_tournament_has_adjusted (t, FALSE));
  g_assert_true (valet_season_add_run (season, run, name, person_by_index, NULL, NULL));
  check_pairs (run, season, same_index, 2);
  check_players (run, season, same_index);
}

/* The sample's results of round @round, as an event of their own whose
 * players carry their tags as numbers. */
static ValetTournament *
round_event (ValetTournament *whole, guint round)
{
  ValetTournament *t = valet_tournament_new_like (whole);

  for (guint i = 0; i < valet_tournament_n_players (t); i++)
    valet_tournament_set_player_number (t, i, valet_tournament_player_tag (t, i));
  for (guint i = 0; i < valet_tournament_n_results (whole); i++)
    if (valet_tournament_result (whole, i)->round == round)
      valet_tournament_add_result (t, valet_tournament_result (whole, i));
  return t;
}

static ValetIdentity *split_identity;
static ValetTournament *split_whole;

static guint
identity_person (ValetRun *run, guint player)
{
  (void) run;
  return valet_identity_person_of (split_identity, "round-1",
                                   valet_tournament_player_tag (split_whole, player));
}

static void
test_rounds (gconstpointer data)
{
  ValetScoring scoring = GPOINTER_TO_INT (data);
  g_autoptr (ValetTournament) whole = read_sample ();
  g_autoptr (ValetRun) run = score (whole, scoring);
  g_autoptr (ValetSeason) season = valet_season_new (NULL);
  g_autoptr (ValetIdentity) identity = valet_identity_new ();
  g_autoptr (GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) valet_run_unref);
  guint rounds = 0;

  for (guint i = 0; i < valet_tournament_n_results (whole); i++)
    rounds = MAX (rounds, valet_tournament_result (whole, i)->round);
  /* The sample has 17 rounds (round 7 a few tables short). */
  g_assert_cmpuint (rounds, ==, 17);

  /* Each round scored alone, its players known by number. */
  g_autoptr (GPtrArray) tournaments = g_ptr_array_new_with_free_func (
    (GDestroyNotify) valet_tournament_free);
  for (guint r = 1; r <= rounds; r++)
    {
      g_autofree char *key = g_strdup_printf ("round-%u", r);
      ValetTournament *t = round_event (whole, r);
      g_ptr_array_add (tournaments, t);
      valet_identity_add_tournament (identity, key, t);
      g_ptr_array_add (events, score (t, scoring));
    }
  /* Every player of the sample is one person, however many rounds. */
  g_assert_cmpuint (valet_identity_n_persons (identity), ==,
                    valet_tournament_n_players (whole));
  for (guint r = 1; r <= rounds; r++)
    {
      g_autofree char *key = g_strdup_printf ("round-%u", r);
      g_autoptr (GError) error = NULL;
      g_assert_true (valet_season_add_run (season, g_ptr_array_index (events, r - 1), key,
                                           valet_season_identity_person, identity,
                                           &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (valet_season_n_events (season), ==, rounds);
  /* Names as the identity gives them: the players' names, in UTF-8. */
  valet_season_name_persons (season, identity);
  guint first = valet_identity_person_of (identity, "round-1",
                                         valet_tournament_player_tag (whole, 0));
  g_assert_cmpstr (valet_season_person_name (season, first), ==,
                   valet_tournament_player_utf8_name (whole, 0));
  split_identity = identity;
  split_whole = whole;
  check_pairs (run, season, identity_person, 100);
  check_players (run, season, identity_person);
  split_identity = NULL;
  split_whole = NULL;
}

static void
test_mixed_units (void)
{
  g_autoptr (ValetTournament) t = read_sample ();
  g_autoptr (ValetRun) mp = score (t, VALET_SCORING_MATCHPOINTS);
  g_autoptr (ValetRun) imps = score (t, VALET_SCORING_IMPS);
  g_autoptr (ValetRun) datum = score (t, VALET_SCORING_DATUM);
  g_autoptr (ValetSeason) season = valet_season_new (NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (valet_season_add_run (season, imps, "a", person_by_index, NULL, NULL));
  /* IMPs across the field and against a datum are one unit. */
  g_assert_true (valet_season_add_run (season, datum, "b", person_by_index, NULL, NULL));
  g_assert_false (valet_season_add_run (season, mp, "c", person_by_index, NULL, &error));
  g_assert_error (error, VALET_SEASON_ERROR, VALET_SEASON_ERROR_MIXED_UNITS);
  g_assert_nonnull (strstr (error->message, "“c”"));
  g_clear_error (&error);
  g_assert_false (valet_season_add_run (season, datum, "b", person_by_index, NULL, &error));
  g_assert_error (error, VALET_SEASON_ERROR, VALET_SEASON_ERROR_DUPLICATE_EVENT);
  g_assert_cmpuint (valet_season_n_events (season), ==, 2);
  g_assert_false (valet_season_is_matchpoints (season));

  /* Matchpoints by the principles and by Valet 1.1 split on scales
   * twice apart: refused too. */
  g_autoptr (ValetRun) compat = engine_test_score (t, VALET_SCORING_MATCHPOINTS, TRUE, TRUE);
  g_autoptr (ValetSeason) mp_season = valet_season_new (NULL);
  g_clear_error (&error);
  g_assert_true (valet_season_add_run (mp_season, mp, "a", person_by_index, NULL, NULL));
  g_assert_true (valet_season_is_matchpoints (mp_season));
  g_assert_false (valet_season_add_run (mp_season, compat, "b", person_by_index, NULL, &error));
  g_assert_error (error, VALET_SEASON_ERROR, VALET_SEASON_ERROR_MIXED_UNITS);
}

static guint
count_lines (const char *text)
{
  guint n = 0;
  for (const char *p = text; *p; p++)
    n += *p == '\n';
  return n;
}

static void
test_writer (void)
{
  g_autoptr (ValetTournament) t = read_sample ();
  g_autoptr (ValetRun) run = score (t, VALET_SCORING_MATCHPOINTS);
  ValetSeasonOptions o;
  valet_season_options_init (&o);
  o.min_boards = 100;
  g_autoptr (ValetSeason) season = valet_season_new (&o);
  g_autoptr (GString) csv = g_string_new (NULL);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GString) persons = g_string_new (NULL);

  g_assert_true (valet_season_add_run (season, run, "2004", person_by_index, NULL, NULL));
  valet_season_set_person_name (season, 0, "=Formula, Name");
  valet_season_write (csv, season, VALET_SEASON_TABLE_PAIRS, VALET_FORMAT_CSV, ",");
  valet_season_write (text, season, VALET_SEASON_TABLE_PAIRS, VALET_FORMAT_TEXT, NULL);
  valet_season_write (persons, season, VALET_SEASON_TABLE_PERSONS, VALET_FORMAT_CSV, ";");

  guint n = valet_season_n_pairs (season);
  g_assert_cmpuint (valet_season_n_ranked_pairs (season), <, n);
  g_assert_cmpuint (valet_season_n_ranked_pairs (season), >, 0);
  g_assert_cmpuint (count_lines (csv->str), ==, n + 1);
  g_assert_true (g_str_has_prefix (csv->str, "Rank,Pair,Events,Boards,Played,±,Total,±,Bid,"));
  /* Ranked rows first, in order of the score as played. */
  const ValetSeasonRow *first = valet_season_pair (season, 0);
  const ValetSeasonRow *second = valet_season_pair (season, 1);
  g_assert_cmpfloat (first->value[VALET_SEASON_PLAYED].mean, >=,
                     second->value[VALET_SEASON_PLAYED].mean);
  g_assert_cmpfloat (first->boards, >=, 100);
  /* The unranked follow, under their heading in the text. */
  g_assert_nonnull (strstr (text->str, "\nNot ranked"));
  g_assert_cmpuint (count_lines (text->str), ==, n + 3);
  /* A name a spreadsheet would take for a formula is protected. */
  g_assert_nonnull (strstr (csv->str, "\"'=Formula, Name - "));
  g_assert_cmpuint (count_lines (persons->str), ==, valet_season_n_persons (season) + 1);
  g_assert_nonnull (strstr (persons->str, "Own lead;Leads\n"));
  /* Numbers are numbers: a negative score is written as one, never
   * guarded as if it were a formula, and some pair of the sample is
   * below average. */
  g_assert_null (strstr (csv->str, ",'-"));
  g_assert_null (strstr (persons->str, ";'-"));
  g_assert_nonnull (strstr (csv->str, ",-"));
}

/* valet_season_score_events(): the 17 rounds of the sample scored side
 * by side give the season of the rounds scored one after the other,
 * byte for byte, whatever the number of workers; the runs come in the
 * events' order; a caller that fails stops the scoring there. */
typedef struct {
  ValetSeason   *season;
  ValetIdentity *identity;
  guint          calls;
  guint          fail_at;   /* G_MAXUINT: never */
} SideBySide;

static gboolean
pool_in_order (guint i, ValetRun *run, gpointer data, GError **error)
{
  SideBySide *s = data;
  g_autofree char *key = g_strdup_printf ("round-%u", i + 1);

  g_assert_cmpuint (i, ==, s->calls);
  s->calls++;
  /* Round i + 1's results, and only those. */
  ValetTournament *t = valet_run_tournament (run);
  g_assert_cmpuint (valet_tournament_result (t, 0)->round, ==, i + 1);
  if (i == s->fail_at)
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "stop here");
      return FALSE;
    }
  return valet_season_add_run (s->season, run, key, valet_season_identity_person, s->identity,
                               error);
}

static char *
season_text (ValetSeason *season, ValetIdentity *identity)
{
  GString *out = g_string_new (NULL);

  valet_season_name_persons (season, identity);
  valet_season_write (out, season, VALET_SEASON_TABLE_PAIRS, VALET_FORMAT_CSV, ",");
  valet_season_write (out, season, VALET_SEASON_TABLE_PERSONS, VALET_FORMAT_CSV, ",");
  return g_string_free (out, FALSE);
}

static void
test_side_by_side (void)
{
  g_autoptr (ValetTournament) whole = read_sample ();
  g_autoptr (ValetIdentity) identity = valet_identity_new ();
  g_autoptr (GPtrArray) tournaments = g_ptr_array_new_with_free_func (
    (GDestroyNotify) valet_tournament_free);
  const guint rounds = 17;
  ValetOptions options[17];

  for (guint r = 1; r <= rounds; r++)
    {
      g_autofree char *key = g_strdup_printf ("round-%u", r);
      ValetTournament *t = round_event (whole, r);
      g_ptr_array_add (tournaments, t);
      valet_identity_add_tournament (identity, key, t);
      valet_options_init (&options[r - 1]);
      /* Forms differ from event to event, as in a library. */
      options[r - 1].scoring = r % 2 ? VALET_SCORING_IMPS : VALET_SCORING_DATUM;
    }

  /* One after the other. */
  g_autoptr (ValetSeason) one_by_one = valet_season_new (NULL);
  for (guint r = 1; r <= rounds; r++)
    {
      g_autofree char *key = g_strdup_printf ("round-%u", r);
      g_autoptr (ValetRun) run = valet_run_new (g_ptr_array_index (tournaments, r - 1),
                                                &options[r - 1], NULL, NULL, NULL, NULL);
      g_assert_true (valet_season_add_run (one_by_one, run, key, valet_season_identity_person,
                                           identity, NULL));
    }
  g_autofree char *expected = season_text (one_by_one, identity);

  /* Side by side, on one to five workers. */
  for (guint threads = 1; threads <= 5; threads += 2)
    {
      g_autoptr (ValetSeason) season = valet_season_new (NULL);
      g_autoptr (GError) error = NULL;
      SideBySide s = { season, identity, 0, G_MAXUINT };
      g_assert_true (valet_season_score_events ((ValetTournament *const *) tournaments->pdata,
                                                options, rounds, threads, NULL, NULL,
                                                pool_in_order, &s, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (s.calls, ==, rounds);
      g_autofree char *text = season_text (season, identity);
      g_assert_cmpstr (text, ==, expected);
    }

  /* A caller that fails at the sixth event: nothing after it. */
  g_autoptr (ValetSeason) stopped = valet_season_new (NULL);
  g_autoptr (GError) error = NULL;
  SideBySide s = { stopped, identity, 0, 5 };
  g_assert_false (valet_season_score_events ((ValetTournament *const *) tournaments->pdata,
                                             options, rounds, 2, NULL, NULL, pool_in_order, &s,
                                             &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED);
  g_assert_cmpuint (s.calls, ==, 6);
  g_assert_cmpuint (valet_season_n_events (stopped), ==, 5);
  for (guint r = 0; r < rounds; r++)
    valet_options_clear (&options[r]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc < 3)
    {
      g_printerr ("usage: test-season SAMPLE-FOLDER FIXTURES-FOLDER\n");
      return 2;
    }
  sample_dir = argv[1];
  fixtures_dir = argv[2];
  g_test_add_data_func ("/season/one-event/datum", GINT_TO_POINTER (VALET_SCORING_DATUM),
                        test_one_event);
  g_test_add_data_func ("/season/one-event/matchpoints",
                        GINT_TO_POINTER (VALET_SCORING_MATCHPOINTS), test_one_event);
  g_test_add_data_func ("/season/one-event/imps", GINT_TO_POINTER (VALET_SCORING_IMPS),
                        test_one_event);
  g_test_add_data_func ("/season/rounds/datum", GINT_TO_POINTER (VALET_SCORING_DATUM),
                        test_rounds);
  g_test_add_data_func ("/season/rounds/matchpoints",
                        GINT_TO_POINTER (VALET_SCORING_MATCHPOINTS), test_rounds);
  g_test_add_data_func ("/season/rounds/imps", GINT_TO_POINTER (VALET_SCORING_IMPS),
                        test_rounds);
  g_test_add_data_func ("/season/adjusted/weighted-imps", "weighted-imps", test_adjusted);
  g_test_add_data_func ("/season/adjusted/weighted-mp", "weighted-mp", test_adjusted);
  g_test_add_data_func ("/season/adjusted/split-imps", "split-imps", test_adjusted);
  g_test_add_data_func ("/season/adjusted/split-mp", "split-mp", test_adjusted);
  g_test_add_func ("/season/mixed-units", test_mixed_units);
  g_test_add_func ("/season/writer", test_writer);
  g_test_add_func ("/season/side-by-side", test_side_by_side);
  return g_test_run ();
}
