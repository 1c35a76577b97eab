/* test-formats.c: the PBN, USEBIO and CSV readers and the PBN, CSV and
 * text writers.
 *
 * Round trips go through the scoring engine: a bundled tournament read
 * from the reference text format and the same tournament written out and
 * read back must give the same ranking, every column of every pair.  The
 * hand-written files in data/ have the shapes other programs publish, and
 * one board of each is checked against numbers worked out by hand.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <sys/wait.h>
#include <math.h>
#include <string.h>

#include "valet-csv-writer.h"
#include "valet-options.h"
#include "valet-pbn-writer.h"
#include "valet-ranking.h"
#include "valet-reader.h"
#include "valet-scoring-run.h"
#include "valet-text-reader.h"
#include "valet-text-writer.h"
#include "formats-test-support.h"

/* ---- scratch files ----------------------------------------------------- */

typedef struct {
  char      *dir;
  GPtrArray *files;   /* removed, then the folders, in reverse order */
} Scratch;

static Scratch *
scratch_new (void)
{
  Scratch *s = g_new0 (Scratch, 1);
  g_autoptr (GError) error = NULL;

  s->dir = g_dir_make_tmp ("valet-formats-XXXXXX", &error);
  g_assert_no_error (error);
  s->files = g_ptr_array_new_with_free_func (g_free);
  return s;
}

/* A path in the scratch folder, removed with it. */
static const char *
scratch_path (Scratch *s, const char *name)
{
  char *path = g_build_filename (s->dir, name, NULL);
  g_ptr_array_add (s->files, path);
  return path;
}

static const char *
scratch_write (Scratch *s, const char *name, const char *content)
{
  g_autoptr (GError) error = NULL;
  const char *path = scratch_path (s, name);

  g_file_set_contents (path, content, -1, &error);
  g_assert_no_error (error);
  return path;
}

static void
scratch_free (Scratch *s)
{
  for (guint i = s->files->len; i > 0; i--)
    g_remove (g_ptr_array_index (s->files, i - 1));
  g_rmdir (s->dir);
  g_ptr_array_unref (s->files);
  g_free (s->dir);
  g_free (s);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Scratch, scratch_free)

/* ---- loading ----------------------------------------------------------- */

static char *
fixture_dir (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "fixtures", name, NULL);
}

static ValetTournament *
load_text_fixture (const char *name)
{
  g_autofree char *dir = fixture_dir (name);
  g_autofree char *names = g_build_filename (dir, "names.txt", NULL);
  g_autofree char *scores = g_build_filename (dir, "scores.txt", NULL);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  ValetTournament *t = valet_tournament_new ();

  g_assert_true (valet_read_names (t, names, diag));
  g_assert_true (valet_read_scores (t, scores, names, diag));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), >, 0);
  return t;
}

/* Reads @path with the format detected, which must be @expected. */
static ValetTournament *
load_input (const char *path, ValetInputFormat expected, ValetDiagnostics *diag)
{
  ValetTournament *t = valet_tournament_new ();

  g_assert_cmpint (valet_detect_input_path (path), ==, expected);
  g_assert_true (valet_read_input (t, path, VALET_INPUT_AUTO, diag));
  return t;
}

static void
assert_no_problems (ValetDiagnostics *diag)
{
  if (valet_diagnostics_count (diag) + valet_diagnostics_n_warnings (diag) > 0)
    {
      g_autofree char *text = valet_diagnostics_format (diag);
      g_test_message ("unexpected problems:\n%s", text);
    }
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_assert_cmpuint (valet_diagnostics_n_warnings (diag), ==, 0);
}

/* The same, but for the warnings that the results themselves give in
 * every format: that names are not UTF-8 (the 2004 Olympiad's are in
 * Windows-1252), and that a tag is a placeholder (the 2018 BAM
 * qualification's 999). */
static void
assert_no_problems_but_encoding (ValetDiagnostics *diag)
{
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  for (guint i = 0; i < valet_diagnostics_n_kept (diag); i++)
    {
      const ValetDiagnostic *item = valet_diagnostics_get (diag, i);
      g_assert_true (item->warning);
      g_assert_true (strstr (item->message, "is not UTF-8; names read as Windows-1252") != NULL
                     || strstr (item->message, "taken for a placeholder") != NULL);
    }
  g_assert_cmpuint (valet_diagnostics_n_warnings (diag), <=, 1);
}

/* ---- comparing tournaments --------------------------------------------- */

/* A name as a reader of names in cells gives it back: white space
 * collapsed, and (PBN) no " - " inside a name. */
static char *
normalized_name (const char *name)
{
  g_auto (GStrv) words = g_strsplit_set (name, " \t", -1);
  GString *s = g_string_new (NULL);

  for (guint i = 0; words[i]; i++)
    if (words[i][0])
      g_string_append_printf (s, "%s%s", s->len ? " " : "", words[i]);
  char *p;
  while ((p = strstr (s->str, " - ")) != NULL)
    {
      gssize at = p - s->str;
      g_string_erase (s, at + 2, 1);
      g_string_erase (s, at, 1);
    }
  return g_string_free (s, FALSE);
}

/* The same person: the same name as shown (a CSV file holds names in
 * UTF-8 that were read in a legacy encoding). */
static void
assert_same_player (ValetTournament *a, guint pa, ValetTournament *b, guint pb)
{
  g_autofree char *na = normalized_name (valet_tournament_player_display_name (a, pa));
  g_autofree char *nb = normalized_name (valet_tournament_player_display_name (b, pb));
  g_assert_cmpstr (na, ==, nb);
}

/* The same results, board by board, in the same order within a board. */
static void
assert_same_results (ValetTournament *a, ValetTournament *b)
{
  g_assert_cmpuint (valet_tournament_n_results (a), ==, valet_tournament_n_results (b));
  g_assert_cmpuint (valet_tournament_n_boards (a), ==, valet_tournament_n_boards (b));
  for (guint k = 0; k < valet_tournament_n_boards (a); k++)
    {
      const ValetBoard *ba = valet_tournament_board (a, k);
      const ValetBoard *bb = valet_tournament_board (b, k);
      g_assert_cmpuint (ba->round, ==, bb->round);
      g_assert_cmpuint (ba->board, ==, bb->board);
      g_assert_cmpuint (ba->n_results, ==, bb->n_results);
      for (guint i = 0; i < ba->n_results; i++)
        {
          const ValetResult *ra = valet_tournament_result (a, ba->results[i]);
          const ValetResult *rb = valet_tournament_result (b, bb->results[i]);
          g_assert_cmpuint (ra->level, ==, rb->level);
          if (ra->level > 0)
            {
              g_assert_cmpuint (ra->denom, ==, rb->denom);
              g_assert_cmpuint (ra->mult, ==, rb->mult);
              g_assert_cmpuint (ra->declarer, ==, rb->declarer);
              g_assert_cmpuint (ra->tricks, ==, rb->tricks);
            }
          g_assert_cmpuint (ra->lead_rank, ==, rb->lead_rank);
          g_assert_cmpuint (ra->lead_suit, ==, rb->lead_suit);
          for (guint s = 0; s < 4; s++)
            assert_same_player (a, ra->player[s], b, rb->player[s]);
        }
    }
}

/* The same players at every seat, board by board: tags and names as
 * they are, which Valet's own PBN and CSV carry in their player id (and
 * name) columns. */
static void
assert_same_tags (ValetTournament *a, ValetTournament *b)
{
  g_assert_cmpuint (valet_tournament_n_boards (a), ==, valet_tournament_n_boards (b));
  for (guint k = 0; k < valet_tournament_n_boards (a); k++)
    {
      const ValetBoard *ba = valet_tournament_board (a, k);
      const ValetBoard *bb = valet_tournament_board (b, k);
      g_assert_cmpuint (ba->n_results, ==, bb->n_results);
      for (guint i = 0; i < ba->n_results; i++)
        for (guint s = 0; s < 4; s++)
          {
            guint pa = valet_tournament_result (a, ba->results[i])->player[s];
            guint pb = valet_tournament_result (b, bb->results[i])->player[s];
            g_assert_cmpstr (valet_tournament_player_tag (a, pa), ==,
                             valet_tournament_player_tag (b, pb));
            /* As shown: CSV holds in UTF-8 what was read in Latin-1. */
            g_assert_cmpstr (valet_tournament_player_display_name (a, pa), ==,
                             valet_tournament_player_display_name (b, pb));
          }
    }
}

typedef struct {
  const char  *name;
  ValetScoring scoring;
  gboolean     lead, cloud, extremes, hard_round, compensate;
} Mode;

static const Mode modes[] = {
  { "imps cloud lead", VALET_SCORING_IMPS, TRUE, TRUE, FALSE, FALSE, FALSE },
  { "imps simple lead", VALET_SCORING_IMPS, TRUE, FALSE, FALSE, FALSE, FALSE },
  { "imps compensated", VALET_SCORING_IMPS, FALSE, TRUE, FALSE, FALSE, TRUE },
  { "datum cloud lead", VALET_SCORING_DATUM, TRUE, TRUE, FALSE, FALSE, FALSE },
  { "datum extremes hardround", VALET_SCORING_DATUM, FALSE, FALSE, TRUE, TRUE, FALSE },
  { "matchpoints cloud lead", VALET_SCORING_MATCHPOINTS, TRUE, TRUE, FALSE, FALSE, FALSE },
};

static void
mode_options (const Mode *m, ValetOptions *o)
{
  valet_options_init (o);
  o->scoring = m->scoring;
  o->lead = m->lead;
  o->cloud = m->cloud;
  o->extremes = m->extremes;
  o->hard_round = m->hard_round;
  o->compensate = m->compensate;
}

static void
assert_close (double x, double y)
{
  if (isnan (x) || isnan (y))
    g_assert_true (isnan (x) && isnan (y));
  else
    g_assert_cmpfloat_with_epsilon (x, y, 1e-9 * MAX (1.0, fabs (x)));
}

/* Both tournaments scored in @m: the same pairs in the same order, with
 * the same numbers in every column.  The players of a pair are ordered
 * by tag, and tags change between formats, so the per-player columns are
 * matched by name. */
static void
assert_same_ranking (ValetTournament *a, ValetTournament *b, const Mode *m)
{
  ValetOptions o;
  mode_options (m, &o);
  g_autoptr (ValetRanking) ra = valet_score_tournament (a, &o, NULL, NULL);
  g_autoptr (ValetRanking) rb = valet_score_tournament (b, &o, NULL, NULL);
  valet_options_clear (&o);

  g_test_message ("mode %s", m->name);
  g_assert_cmpuint (valet_ranking_n_pairs (ra), ==, valet_ranking_n_pairs (rb));
  g_assert_cmpuint (valet_ranking_n_pairs (ra), >, 1);
  for (guint i = 0; i < valet_ranking_n_pairs (ra); i++)
    {
      const ValetPairScore *pa = valet_ranking_pair (ra, i);
      const ValetPairScore *pb = valet_ranking_pair (rb, i);
      g_assert_cmpuint (pa->number, ==, pb->number);

      g_autofree char *a0 = normalized_name (valet_tournament_player_display_name (a, pa->player[0]));
      g_autofree char *b0 = normalized_name (valet_tournament_player_display_name (b, pb->player[0]));
      gboolean swapped = strcmp (a0, b0) != 0;
      assert_same_player (a, pa->player[0], b, pb->player[swapped]);
      assert_same_player (a, pa->player[1], b, pb->player[!swapped]);

      for (guint c = 0; c < VALET_N_COLS; c++)
        {
          guint cb = c;
          if (swapped && (c == VALET_COL_PLAY1 || c == VALET_COL_LEAD1))
            cb = c + 1;
          else if (swapped && (c == VALET_COL_PLAY2 || c == VALET_COL_LEAD2))
            cb = c - 1;
          g_assert_cmpuint (pa->num[c], ==, pb->num[cb]);
          assert_close (pa->sum[c], pb->sum[cb]);
          /* Compensation sets a pair's first-player column against its
           * opponents' first-player columns, first by tag as in the
           * reference program; new tags may order partners otherwise. */
          if (m->compensate && c != cb)
            continue;
          if (m->compensate && c >= VALET_COL_PLAY1 && c <= VALET_COL_LEAD2)
            continue;
          /* (With the sums alike, alike averages are alike compensation.) */
          assert_close (pa->avg[c], pb->avg[cb]);
        }
    }
}

static void
assert_same_tournament (ValetTournament *a, ValetTournament *b)
{
  assert_same_results (a, b);
  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    assert_same_ranking (a, b, &modes[m]);
}

/* ---- round trips ------------------------------------------------------- */

typedef gboolean (*Writer) (ValetTournament *t, const char *path, GError **error);

/* The fixture @name written by @write to @file, read back as @format:
 * the same tournament, with the players' tags. */
static void
round_trip (const char *name, Writer write, const char *file, ValetInputFormat format)
{
  g_autoptr (ValetTournament) text = load_text_fixture (name);
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (GError) error = NULL;
  const char *path = scratch_path (s, file);

  g_assert_true (write (text, path, &error));
  g_assert_no_error (error);

  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) back = load_input (path, format, diag);
  assert_no_problems_but_encoding (diag);
  assert_same_tournament (text, back);
  assert_same_tags (text, back);
}

static void
test_round_trip_pbn (gconstpointer data)
{
  round_trip (data, valet_write_pbn, "tournament.pbn", VALET_INPUT_PBN);
}

/* The CSV that valet-cli --save-as csv writes, with the players' tags. */
static void
test_round_trip_csv_saved (gconstpointer data)
{
  round_trip (data, valet_write_csv, "tournament.csv", VALET_INPUT_CSV);
}

static void
append_csv_cell (GString *out, const char *cell, gboolean last)
{
  g_string_append_c (out, '"');
  for (const char *p = cell; *p; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append (out, last ? "\"\r\n" : "\";");
}

/* A spreadsheet's export: byte-order mark, semicolons, quoted names,
 * columns in another order and case than the reader lists them. */
static char *
tournament_csv (ValetTournament *t)
{
  static const char ranks[] = "23456789TJQKA";
  GString *out = g_string_new ("\xEF\xBB\xBF" "Board;Round;NORTH;East;South;West;"
                               "Contract;Declarer;Result;Lead\r\n");

  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    {
      const ValetResult *r = valet_tournament_result (t, i);
      g_string_append_printf (out, "%u;%u;", r->board, r->round);
      for (guint seat = 0; seat < 4; seat++)
        append_csv_cell (out, valet_tournament_player_name (t, r->player[seat]), FALSE);
      if (r->level == 0)
        g_string_append (out, "Pass;;;");
      else
        g_string_append_printf (out, "%u%s%s;%c;%u;", r->level,
                                valet_denom_short_name (r->denom),
                                valet_multiplier_suffix (r->mult),
                                valet_seat_letter (r->declarer), r->tricks);
      if (r->lead_rank)
        g_string_append_printf (out, "%s%c", valet_denom_short_name (r->lead_suit),
                                ranks[r->lead_rank - 2]);
      g_string_append (out, "\r\n");
    }
  return g_string_free (out, FALSE);
}

static void
test_round_trip_csv (gconstpointer data)
{
  g_autoptr (ValetTournament) text = load_text_fixture (data);
  g_autoptr (Scratch) s = scratch_new ();
  g_autofree char *csv = tournament_csv (text);
  const char *path = scratch_write (s, "tournament.csv", csv);

  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) back = load_input (path, VALET_INPUT_CSV, diag);
  assert_no_problems_but_encoding (diag);
  assert_same_tournament (text, back);
}

static void
test_round_trip_text (gconstpointer data)
{
  g_autoptr (ValetTournament) text = load_text_fixture (data);
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (GError) error = NULL;
  const char *dir = scratch_path (s, "out");
  scratch_path (s, "out/names.txt");
  scratch_path (s, "out/scores.txt");

  g_assert_true (valet_write_text (text, dir, &error));
  g_assert_no_error (error);

  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) back = load_input (dir, VALET_INPUT_TEXT, diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  /* The text format keeps the tags themselves. */
  g_assert_cmpuint (valet_tournament_n_players (back), ==, valet_tournament_n_players (text));
  for (guint p = 0; p < valet_tournament_n_players (text); p++)
    {
      g_assert_cmpstr (valet_tournament_player_tag (back, p), ==,
                       valet_tournament_player_tag (text, p));
      g_assert_cmpstr (valet_tournament_player_name (back, p), ==,
                       valet_tournament_player_name (text, p));
    }
  assert_same_tournament (text, back);
}

/* A tournament read from PBN (tags made from names, players named by
 * pair number) goes through the text format unchanged. */
static void
test_pbn_to_text (void)
{
  g_autofree char *path = formats_data_file ("magic-contest.pbn");
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) pbn = load_input (path, VALET_INPUT_PBN, diag);
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (GError) error = NULL;
  const char *dir = scratch_path (s, "out");
  scratch_path (s, "out/names.txt");
  scratch_path (s, "out/scores.txt");

  g_assert_true (valet_write_text (pbn, dir, &error));
  g_assert_no_error (error);
  g_autoptr (ValetDiagnostics) diag2 = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) back = load_input (dir, VALET_INPUT_TEXT, diag2);
  g_assert_cmpuint (valet_diagnostics_count (diag2), ==, 0);
  assert_same_tournament (pbn, back);
}

/* ---- published shapes, checked by hand --------------------------------- */

typedef struct {
  guint   round, board;
  GArray *overall;   /* double, in the board's order */
} BoardCapture;

static void
capture_board (const ValetBoard *board, const ValetEntry *entries, guint n,
               gpointer data)
{
  BoardCapture *cap = data;
  if (board->round != cap->round || board->board != cap->board)
    return;
  for (guint i = 0; i < n; i++)
    {
      double overall = valet_entry_overall (&entries[i]);
      g_array_append_val (cap->overall, overall);
    }
}

/* The overall scores of one board, seen from each declaring side (North-
 * South on a pass-out), checked against @expected. */
static void
assert_board (ValetTournament *t, ValetScoring scoring, guint round, guint board,
              const double *expected, guint n)
{
  ValetOptions o;
  BoardCapture cap = { round, board, g_array_new (FALSE, FALSE, sizeof (double)) };

  valet_options_init (&o);
  o.scoring = scoring;
  o.cloud = FALSE;   /* the plain Butler and matchpoint scores of each table */
  g_autoptr (ValetRanking) r = valet_score_tournament (t, &o, capture_board, &cap);
  valet_options_clear (&o);
  g_assert_cmpuint (cap.overall->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpfloat_with_epsilon (g_array_index (cap.overall, double, i), expected[i], 1e-9);
  g_array_unref (cap.overall);
}

static const char *
seat_tag (ValetTournament *t, guint result, ValetSeat seat)
{
  return valet_tournament_player_tag (t, valet_tournament_result (t, result)->player[seat]);
}

static void
test_magic_contest (void)
{
  g_autofree char *path = formats_data_file ("magic-contest.pbn");
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = load_input (path, VALET_INPUT_PBN, diag);

  assert_no_problems (diag);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 6);
  g_assert_cmpuint (valet_tournament_n_boards (t), ==, 2);
  /* Board 19 travelled through rounds 14, 2, 9 and 5: one deal, so one
   * board, under its first round. */
  const ValetBoard *b = valet_tournament_board (t, 0);
  g_assert_cmpuint (b->round, ==, 2);
  g_assert_cmpuint (b->board, ==, 19);
  g_assert_cmpuint (b->n_results, ==, 4);
  /* Pair numbers only: pair 4's seats are 4a (North) and 4b (South). */
  g_assert_cmpstr (seat_tag (t, 0, VALET_NORTH), ==, "4a");
  g_assert_cmpstr (seat_tag (t, 0, VALET_SOUTH), ==, "4b");
  g_assert_cmpstr (seat_tag (t, 0, VALET_EAST), ==, "11a");
  g_assert_cmpstr (seat_tag (t, 0, VALET_WEST), ==, "11b");
  const ValetResult *r = valet_tournament_result (t, 0);
  g_assert_cmpuint (r->level, ==, 2);
  g_assert_cmpuint (r->denom, ==, VALET_HEARTS);
  g_assert_cmpuint (r->mult, ==, VALET_DOUBLED);
  g_assert_cmpuint (r->declarer, ==, VALET_SOUTH);
  g_assert_cmpuint (r->tricks, ==, 8);
  g_assert_cmpuint (r->lead_suit, ==, VALET_SPADES);
  g_assert_cmpuint (r->lead_rank, ==, 6);
  g_assert_cmpuint (valet_tournament_result (t, 3)->level, ==, 0);
  /* The "#" header of board 20 repeats board 19's. */
  g_assert_cmpuint (valet_tournament_board (t, 1)->n_results, ==, 2);

  /* Board 19, EW vulnerable.  NS scores: 2HX= by S +470, 4S= by N +420,
   * 3NT= by W -600, passed out 0.  Datum: 290 / 4 = 72.5, truncated to 72.
   * 470-72 = 398 -> 9 IMPs; 420-72 = 348 -> 8; -600-72 = -672 -> -12 for
   * NS, +12 for West declaring; 0-72 = -72 -> -2. */
  const double expected[] = { 9, 8, 12, -2 };
  assert_board (t, VALET_SCORING_DATUM, 2, 19, expected, G_N_ELEMENTS (expected));
}

static void
test_bridgecomposer (void)
{
  g_autofree char *path = formats_data_file ("bridgecomposer.pbn");
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = load_input (path, VALET_INPUT_PBN, diag);
  guint ann;

  assert_no_problems (diag);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 6);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 12);
  /* Named players: the same name is the same player on both boards. */
  g_assert_true (valet_tournament_lookup_player (t, "Ann Able", &ann));
  g_assert_cmpuint (valet_tournament_result (t, 0)->player[VALET_NORTH], ==, ann);
  g_assert_cmpuint (valet_tournament_result (t, 3)->player[VALET_NORTH], ==, ann);
  g_assert_cmpstr (seat_tag (t, 0, VALET_SOUTH), ==, "Bob Baker");
  g_assert_cmpstr (seat_tag (t, 3, VALET_WEST), ==, "Hal Hunt");
  g_assert_cmpuint (valet_tournament_result (t, 1)->level, ==, 0);   /* PASS */

  /* Board 1, none vulnerable: +420, 0, +450.  Datum 870 / 3 = 290.
   * 130 -> 4 IMPs; -290 -> -7; 160 -> 4. */
  const double datum[] = { 4, -7, 4 };
  assert_board (t, VALET_SCORING_DATUM, 1, 1, datum, G_N_ELEMENTS (datum));
  /* Matchpoints, +1 per score beaten and -1 per score beating it,
   * averaged over the other tables: 420 beats 0 and loses to 450; 0
   * loses twice; 450 beats both. */
  const double mp[] = { 0, -1, 1 };
  assert_board (t, VALET_SCORING_MATCHPOINTS, 1, 1, mp, G_N_ELEMENTS (mp));
}

static void
test_usebio_pairs (void)
{
  g_autofree char *path = formats_data_file ("usebio-pairs.xml");
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = load_input (path, VALET_INPUT_USEBIO, diag);

  assert_no_problems (diag);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 6);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 12);
  /* The first PLAYER of a pair sits North (or East). */
  g_assert_cmpstr (seat_tag (t, 0, VALET_NORTH), ==, "Alice Archer");
  g_assert_cmpstr (seat_tag (t, 0, VALET_SOUTH), ==, "Brian Bell");
  g_assert_cmpstr (seat_tag (t, 0, VALET_EAST), ==, "Clara Cook");
  /* NATIONAL_ID_NUMBER is kept, the key of one person across events;
   * a PLAYER without one has none. */
  const ValetResult *first = valet_tournament_result (t, 0);
  g_assert_cmpstr (valet_tournament_player_number (t, first->player[VALET_NORTH]), ==, "1001");
  g_assert_cmpstr (valet_tournament_player_number (t, first->player[VALET_SOUTH]), ==, "1002");
  g_assert_null (valet_tournament_player_number (t, first->player[VALET_EAST]));
  g_assert_cmpuint (valet_tournament_result (t, 0)->line, ==, 45);   /* <TRAVELLER_LINE> */
  g_assert_cmpuint (valet_tournament_result (t, 2)->mult, ==, VALET_DOUBLED);   /* 5Hx */
  g_assert_cmpuint (valet_tournament_result (t, 3)->lead_rank, ==, 10);         /* H10 */

  /* Board 3, EW vulnerable: 3NT+1 by N +430, 4H= by E -620, 5HX-2 by N
   * -300.  Datum -490 / 3 = -163.3, truncated to -163.  593 -> 11 IMPs;
   * -457 -> -10 for NS, +10 for East; -137 -> -4. */
  const double expected[] = { 11, 10, -4 };
  assert_board (t, VALET_SCORING_DATUM, 1, 3, expected, G_N_ELEMENTS (expected));
}

static void
test_usebio_teams (void)
{
  g_autofree char *path = formats_data_file ("usebio-teams.xml");
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = load_input (path, VALET_INPUT_USEBIO, diag);

  assert_no_problems (diag);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 10);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 16);
  /* Both matches of round 1 played boards 1 and 2; round 2 board 3. */
  g_assert_cmpuint (valet_tournament_n_boards (t), ==, 3);
  const ValetBoard *b1 = valet_tournament_board (t, 0);
  g_assert_cmpuint (b1->round, ==, 1);
  g_assert_cmpuint (b1->board, ==, 1);
  g_assert_cmpuint (b1->n_results, ==, 4);
  const ValetBoard *b3 = valet_tournament_board (t, 2);
  g_assert_cmpuint (b3->round, ==, 2);
  g_assert_cmpuint (b3->board, ==, 3);
  g_assert_cmpstr (seat_tag (t, 4, VALET_NORTH), ==, "Iris Ivy");   /* pair 5 in team 3 */

  /* Round 1 board 1, none vulnerable: 4S= by N +420, 4S-1 by S -50, 5CX-2
   * by E +300, 4S+1 by N +450.  Datum 1120 / 4 = 280.  140 -> 4 IMPs;
   * -330 -> -8; +20 -> +1 for NS, -1 for East; 170 -> 5. */
  const double expected[] = { 4, -8, -1, 5 };
  assert_board (t, VALET_SCORING_DATUM, 1, 1, expected, G_N_ELEMENTS (expected));
}

/* ---- malformed input --------------------------------------------------- */

static const char pbn_head[] =
  "% PBN 2.1\n"
  "[Event \"Test\"]\n"
  "[Board \"1\"]\n"
  "[Vulnerable \"None\"]\n";

static ValetTournament *
read_written (Scratch *s, const char *name, const char *content, ValetInputFormat format,
              ValetDiagnostics *diag, const char **path)
{
  ValetTournament *t = valet_tournament_new ();
  *path = scratch_write (s, name, content);
  g_assert_true (valet_read_input (t, *path, format, diag));
  return t;
}

static void
test_pbn_unknown_column (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *content = g_strconcat (pbn_head,
    "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Flavour\\6L\"]\n"
    "1 2 4S N 10 sweet\n"
    "3 4 4S N 9 sour\n", NULL);
  const char *path;
  g_autoptr (ValetTournament) t = read_written (s, "t.pbn", content, VALET_INPUT_AUTO,
                                                diag, &path);

  formats_assert_diag (diag, path, 5, TRUE, WORDS ("column 'Flavour'", "not known", "ignored"));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
}

static void
test_pbn_short_row (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *content = g_strconcat (pbn_head,
    "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R\"]\n"
    " 1  2 4S   N 10  420\n"
    " 3  4 4S   N\n"
    " 5  6 \"3NT\" S 9 \"400\"\n", NULL);
  const char *path;
  g_autoptr (ValetTournament) t = read_written (s, "t.pbn", content, VALET_INPUT_AUTO,
                                                diag, &path);

  formats_assert_diag (diag, path, 7, FALSE, WORDS ("4 cells", "6 columns"));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 1);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
  g_assert_cmpuint (valet_tournament_result (t, 1)->denom, ==, VALET_NOTRUMP);
}

static void
test_pbn_bad_contract_and_tricks (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *content = g_strconcat (pbn_head,
    "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n"
    "1 2 4Z N 10\n"
    "3 4 4S N 14\n"
    "5 6 4S X 10\n"
    "7 8 4S N 10\n", NULL);
  const char *path;
  g_autoptr (ValetTournament) t = read_written (s, "t.pbn", content, VALET_INPUT_PBN,
                                                diag, &path);

  formats_assert_diag (diag, path, 6, FALSE, WORDS ("contract '4Z'", "denomination"));
  formats_assert_diag (diag, path, 7, FALSE, WORDS ("tricks '14'", "0 to 13"));
  formats_assert_diag (diag, path, 8, FALSE, WORDS ("declarer 'X'", "N, E, S or W"));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 3);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 1);
  g_assert_cmpuint (valet_tournament_result (t, 0)->line, ==, 9);
}

static void
test_pbn_board_without_table (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *content = g_strconcat (pbn_head,
    "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n"
    "1 2 4S N 10\n"
    "\n"
    "[Event \"Test\"]\n"
    "[Board \"2\"]\n"
    "[Deal \"N:AKQ.. . .\"]\n"
    "\n"
    "[Event \"Test\"]\n"
    "[Board \"3\"]\n"
    "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n"
    "1 2 3NT S 9\n", NULL);
  const char *path;
  g_autoptr (ValetTournament) t = read_written (s, "t.pbn", content, VALET_INPUT_AUTO,
                                                diag, &path);

  formats_assert_diag (diag, path, 9, FALSE, WORDS ("board 2", "no ScoreTable"));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 1);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
}

static void
test_pbn_frequency_table (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *content = g_strconcat (pbn_head,
    "[ScoreTable \"Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Multiplicity\\2R\"]\n"
    "4S   N 10  420  5\n"
    "3NT  S  9  400  2\n", NULL);
  const char *path;
  g_autoptr (ValetTournament) t = read_written (s, "t.pbn", content, VALET_INPUT_AUTO,
                                                diag, &path);

  formats_assert_diag (diag, path, 5, FALSE, WORDS ("frequency table", "pair scores cannot be computed",
                                            "PairId_NS"));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 0);
}

static void
test_pbn_vulnerability_and_names (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  const char *content =
    "[Event \"Test\"]\n"
    "[Board \"2\"]\n"
    "[Vulnerable \"EW\"]\n"
    "[ScoreTable \"Names_NS;Names_EW;Contract;Declarer;Result;Lead\"]\n"
    "\"Ann Able - Bob Baker\" \"Carl Cole - Dina Dent\" 2H E 8 S6\n"
    "\"Eve Eng\" \"Gus Gray - Hal Hunt\" 2H E 8 -\n"
    "\"Ivy Ives - Jon Jay\" \"Kim Kerr - Lou Lamb\" 2H E 8 ?\n";
  const char *path;
  g_autoptr (ValetTournament) t = read_written (s, "t.pbn", content, VALET_INPUT_AUTO,
                                                diag, &path);

  /* Board 2 is NS vulnerable in the cycle the scores use. */
  formats_assert_diag (diag, path, 3, TRUE, WORDS ("board 2", "'EW'", "NS"));
  formats_assert_diag (diag, path, 6, FALSE, WORDS ("'Eve Eng'", "not two names", "North - South"));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
  /* "?" is an unknown lead: none, the suit carried from the line before. */
  const ValetResult *r = valet_tournament_result (t, 1);
  g_assert_cmpuint (r->lead_rank, ==, 0);
  g_assert_cmpuint (r->lead_suit, ==, VALET_SPADES);
}

static void
test_usebio_broken (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  const char *content =
    "<?xml version=\"1.0\"?>\n"
    "<USEBIO Version=\"1.2\">\n"
    " <EVENT>\n"
    "  <BOARD>\n"
    "   <BOARD_NUMBER>1</BOARD_NUMBER>\n"
    "   <TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>\n"
    "    <CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS></TRAVELLER_LINE>\n"
    "   <TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER>\n"
    "    <CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>14</TRICKS></TRAVELLER_LINE>\n"
    "   <TRAVELLER_LINE><NS_PAIR_NUMBER>5</NS_PAIR_NUMBER><EW_PAIR_NUMBER>6</EW_PAIR_NUMBER>\n"
    "    <SCORE>AVE+</SCORE></TRAVELLER_LINE>\n"
    "   <TRAVELLER_LINE><NS_PAIR_NUMBER>7</NS_PAIR_NUMBER>\n"
    "    <CONTRACT>3NT</CONTRACT></TRAVELLER_LINE\n"
    "  </BOARD>\n"
    " </EVENT>\n"
    "</USEBIO>\n";
  const char *path;
  g_autoptr (ValetTournament) t = read_written (s, "t.xml", content, VALET_INPUT_AUTO,
                                                diag, &path);

  /* Problems of a traveller line are given at the line it starts on. */
  formats_assert_diag (diag, path, 8, FALSE, WORDS ("tricks '14'"));
  /* An adjusted score without its percentages is not an error: a
   * warning, the line left out. */
  formats_assert_diag (diag, path, 10, TRUE, WORDS ("adjusted", "AVE+", "left out"));
  /* The missing '>' is found on the next line. */
  formats_assert_diag (diag, path, 14, FALSE, WORDS ("well-formed USEBIO XML"));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 2);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 1);
  /* Pairs missing from PARTICIPANTS are played by placeholders, said once
   * per pair. */
  formats_assert_diag (diag, path, 6, TRUE, WORDS ("pair 1", "no entry in PARTICIPANTS"));
  g_assert_cmpstr (seat_tag (t, 0, VALET_NORTH), ==, "1a");
}

static void
test_usebio_wrong_root (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  const char *content = "<?xml version=\"1.0\"?>\n\n<RESULTS>\n</RESULTS>\n";
  const char *path;
  g_autoptr (ValetTournament) t = read_written (s, "t.xml", content, VALET_INPUT_USEBIO,
                                                diag, &path);

  formats_assert_diag (diag, path, 3, FALSE, WORDS ("<RESULTS>", "<USEBIO>"));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 0);
}

static void
test_csv_no_header (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  const char *content = "1,1,Ann,Bob,Carl,Dina,4S,N,10\n";
  const char *path;
  g_autoptr (ValetTournament) t = read_written (s, "t.csv", content, VALET_INPUT_AUTO,
                                                diag, &path);

  formats_assert_diag (diag, path, 1, FALSE, WORDS ("no usable header", "board, north, east",
                                            "tricks (or result)"));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 0);
}

static void
test_csv_missing_column (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  const char *content = "board\tnorth\teast\tsouth\twest\tcontract\ttricks\n"
                        "1\tAnn\tBob\tCarl\tDina\t4S\t10\n";
  const char *path;
  g_autoptr (ValetTournament) t = read_written (s, "t.csv", content, VALET_INPUT_AUTO,
                                                diag, &path);

  formats_assert_diag (diag, path, 1, FALSE, WORDS ("no declarer column"));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 0);
}

static void
test_csv_bad_rows (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  const char *content =
    "Round,Board,North,East,South,West,Contract,Declarer,Tricks,Lead,Comment\n"
    "1,1,\"Smith, Ann\",Bob,Carl,Dina,4S,N,10,HK,fine\n"
    "1,1,Eve,Fay,Gus\n"
    "1,1,Eve,Fay,Gus,Hal,4S,N,14,,\n"
    "1,1,Eve,Fay,Gus,Hal,4Q,N,10,,\n"
    "1,1,Eve,Fay,Gus,Hal,4S,N,9,H1,\n"
    "1,1,Eve,Fay,Gus,Hal,PASS,,,,\n";
  const char *path;
  g_autoptr (ValetTournament) t = read_written (s, "t.csv", content, VALET_INPUT_CSV,
                                                diag, &path);

  formats_assert_diag (diag, path, 1, TRUE, WORDS ("column 'Comment'", "ignored"));
  formats_assert_diag (diag, path, 3, FALSE, WORDS ("5 cells", "11"));
  formats_assert_diag (diag, path, 4, FALSE, WORDS ("tricks '14'"));
  formats_assert_diag (diag, path, 5, FALSE, WORDS ("contract '4Q'"));
  formats_assert_diag (diag, path, 6, FALSE, WORDS ("lead 'H1'", "not a card"));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 4);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
  g_assert_cmpstr (seat_tag (t, 0, VALET_NORTH), ==, "Smith, Ann");
  g_assert_cmpuint (valet_tournament_result (t, 1)->level, ==, 0);
}

/* Names that Names_NS cannot hold as they are, and a pair whose
 * players' tags sort otherwise than their names: Valet's own PBN and
 * CSV give them back all the same. */
static ValetTournament *
tricky_names (void)
{
  static const char *const players[][2] = {
    { "9", "SMITH John" }, { "3", "SMITH John" },      /* one name, two players */
    { "x - y", "RIANTINI -" }, { "12", "GROVE  Mads" }, /* a dash at the end, two spaces */
    { "1", "- ZED" }, { "2", "Quote \"Q\", Comma" },
    { "5", "ALPHA" }, { "4", "BETA" },
  };
  ValetTournament *t = valet_tournament_new ();

  for (guint p = 0; p < G_N_ELEMENTS (players); p++)
    g_assert_true (valet_tournament_add_player (t, players[p][0], players[p][1], p + 1));
  for (guint board = 1; board <= 4; board++)
    for (guint table = 0; table < 2; table++)
      {
        /* Table 0: 9 and x - y North-South against 12 and 1; table 1:
         * 3 and 2 against 5 and 4, seats turned round on even boards. */
        static const guint seats[2][4] = { { 0, 3, 2, 4 }, { 1, 6, 5, 7 } };
        ValetResult r = { .round = 1, .board = board, .level = 3 + table,
                          .denom = VALET_NOTRUMP, .declarer = VALET_SOUTH,
                          .tricks = 9, .lead_rank = board == 3 ? 0 : 10 + board,
                          .lead_suit = VALET_HEARTS, .line = board * 2 + table };
        for (guint seat = 0; seat < 4; seat++)
          r.player[seat] = seats[table][board % 2 ? seat : (seat + 2) % 4];
        valet_tournament_add_result (t, &r);
      }
  return t;
}

static void
test_ids_pbn (void)
{
  g_autoptr (ValetTournament) t = tricky_names ();
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (GError) error = NULL;
  const char *path = scratch_path (s, "tricky.pbn");

  g_assert_true (valet_write_pbn (t, path, &error));
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) back = load_input (path, VALET_INPUT_PBN, diag);
  assert_no_problems (diag);
  assert_same_results (t, back);
  assert_same_tags (t, back);
}

static void
test_ids_csv (void)
{
  g_autoptr (ValetTournament) t = tricky_names ();
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (GError) error = NULL;
  const char *path = scratch_path (s, "tricky.csv");
  g_autofree char *data = NULL;

  g_assert_true (valet_write_csv (t, path, &error));
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_true (g_str_has_prefix (data, "\xEF\xBB\xBF" "round,board,north,east,south,west,"
                                   "contract,declarer,tricks,lead,north_id,east_id,"
                                   "south_id,west_id\n"));
  g_assert_nonnull (strstr (data, ",\"Quote \"\"Q\"\", Comma\","));
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) back = load_input (path, VALET_INPUT_CSV, diag);
  assert_no_problems (diag);
  assert_same_results (t, back);
  assert_same_tags (t, back);
}

/* Player id columns written by hand: a side with both ids is read by
 * them, names or not; one name for two ids is two players, two names for
 * one id a warning. */
static void
test_ids_pbn_by_hand (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *content = g_strconcat (pbn_head,
    "[ScoreTable \"Names_NS;Names_EW;Contract;Declarer;Result;PlayerId_N;"
    "PlayerId_E;PlayerId_S;PlayerId_W;PlayerName_S\"]\n"
    "\"Ann - Bob\" \"Cy - Di\" 4S N 10 a1 - b1 - \"Bob  B.\"\n"
    "\"Ann - Bob\" \"Cy - Di\" 4S N 10 a2 c2 b2 d2 -\n"
    "\"Eve - Bob\" - 4S N 10 a1 c3 b1 d3 -\n", NULL);
  const char *path;
  g_autoptr (ValetTournament) t = read_written (s, "t.pbn", content, VALET_INPUT_AUTO,
                                                diag, &path);

  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  formats_assert_diag (diag, path, 8, TRUE, WORDS ("player id 'a1'", "'Eve'", "'Ann'", "line 6"));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 3);
  /* Row 1: North-South by id, the PlayerName cell over Names_NS; East-
   * West by name, a PlayerId missing. */
  g_assert_cmpstr (seat_tag (t, 0, VALET_NORTH), ==, "a1");
  g_assert_cmpstr (valet_tournament_player_name (t, valet_tournament_result (t, 0)->player[VALET_SOUTH]),
                   ==, "Bob  B.");
  g_assert_cmpstr (seat_tag (t, 0, VALET_EAST), ==, "Cy");
  /* Row 2: the same names under other ids are other players. */
  g_assert_cmpstr (seat_tag (t, 1, VALET_NORTH), ==, "a2");
  g_assert_cmpstr (seat_tag (t, 1, VALET_SOUTH), ==, "b2");
  /* Row 3: East-West by id alone, named by it. */
  g_assert_cmpstr (seat_tag (t, 2, VALET_WEST), ==, "d3");
  g_assert_cmpstr (valet_tournament_player_name (t, valet_tournament_result (t, 2)->player[VALET_EAST]),
                   ==, "c3");
}

static void
test_ids_csv_by_hand (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  const char *content =
    "board;north;east;south;west;contract;declarer;tricks;north_id;east_id;south_id;west_id\n"
    "1;Ann;Cy;Bob;Di;4S;N;10;7;;8;\n"
    "1;Ann;;Bob;Di;4S;N;10;9;3;8;\n"
    "2;Ann;Cy;Bobby;Di;4S;N;10;7;;8;\n"
    "2;Ann;;Bob;Di;4S;N;10;7;;8;\n";
  const char *path;
  g_autoptr (ValetTournament) t = read_written (s, "t.csv", content, VALET_INPUT_AUTO,
                                                diag, &path);

  formats_assert_diag (diag, path, 4, TRUE, WORDS ("player id '8'", "'Bobby'", "'Bob'", "line 2"));
  formats_assert_diag (diag, path, 5, FALSE, WORDS ("no east player"));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 1);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 3);
  g_assert_cmpstr (seat_tag (t, 0, VALET_NORTH), ==, "7");
  g_assert_cmpstr (seat_tag (t, 0, VALET_EAST), ==, "Cy");
  /* Ann under another id is another player; an id without a name is
   * named by it. */
  g_assert_cmpstr (seat_tag (t, 1, VALET_NORTH), ==, "9");
  g_assert_cmpstr (valet_tournament_player_name (t, valet_tournament_result (t, 1)->player[VALET_EAST]),
                   ==, "3");
}

static void
test_unknown_format (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  const char *path = scratch_write (s, "t.dat", "just some words\n");

  g_assert_cmpint (valet_detect_input_path (path), ==, VALET_INPUT_AUTO);
  g_assert_false (valet_read_input (t, path, VALET_INPUT_AUTO, diag));
  formats_assert_diag (diag, path, 0, FALSE, WORDS ("cannot be told", "PBN", "USEBIO", "CSV"));
}

static void
test_detect (void)
{
  static const struct {
    const char *data;
    ValetInputFormat format;
  } cases[] = {
    { "% PBN 2.1\n% EXPORT\n", VALET_INPUT_PBN },
    { "\n[Event \"x\"]\n", VALET_INPUT_PBN },
    { "%  comment\n[Board \"1\"]\n", VALET_INPUT_PBN },
    { "<?xml version=\"1.0\"?>\n<USEBIO Version=\"1.2\">", VALET_INPUT_USEBIO },
    { "<?xml version=\"1.0\"?>\n<html>", VALET_INPUT_AUTO },
    { "# results\n1|1|a|b|c|d|4S|N|10\n", VALET_INPUT_TEXT },
    { "\xEF\xBB\xBFround;board;north\n", VALET_INPUT_CSV },
    { "board\tnorth\n", VALET_INPUT_CSV },
    { "", VALET_INPUT_AUTO },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpint (valet_detect_input_format (cases[i].data, strlen (cases[i].data)),
                     ==, cases[i].format);
}

/* ---- valet-cli --------------------------------------------------------- */

static int
run_cli (const char *const *args, char **out, char **err)
{
  const char *cli = g_getenv ("VALET_CLI");
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int status = -1;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                out, err, &status, &error);
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static guint
count_lines (const char *s)
{
  guint n = 0;
  for (; *s; s++)
    n += *s == '\n';
  return n;
}

/* --save-as writes and scores nothing; --input reads it back, and the
 * ranking has the same rows as the one from the text files. */
static void
test_cli_save_and_input (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autofree char *dir = fixture_dir ("examples-1");
  const char *pbn = scratch_path (s, "saved.pbn");
  g_autofree char *out = NULL, *err = NULL, *data = NULL;

  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--save-as", "pbn", pbn), &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "");
  g_assert_true (g_file_get_contents (pbn, &data, NULL, NULL));
  g_assert_true (g_str_has_prefix (data, "% PBN 2.1\n"));

  g_autofree char *from_text = NULL, *from_pbn = NULL;
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--valettype", "datum"), &from_text, &err), ==, 0);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (WORDS ("--input", pbn, "--valettype", "datum"), &from_pbn, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_cmpuint (count_lines (from_pbn), ==, count_lines (from_text));
  g_assert_cmpuint (count_lines (from_pbn), >, 3);
}

/* --save-as csv, and both saved files read back with the players' tags:
 * the ranking is the one from the text files, to the byte. */
static void
test_cli_save_csv (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autofree char *dir = fixture_dir ("examples-1");
  const char *pbn = scratch_path (s, "saved.pbn");
  const char *csv = scratch_path (s, "saved.csv");
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *from_text = NULL, *from_pbn = NULL, *from_csv = NULL;

  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--save-as", "csv", csv), &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--save-as", "pbn", pbn), &out, &err), ==, 0);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--lead", "--compensate"), &from_text, &err), ==, 0);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (WORDS ("--input", csv, "--lead", "--compensate"), &from_csv, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (WORDS ("--input", pbn, "--lead", "--compensate"), &from_pbn, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_cmpstr (from_csv, ==, from_text);
  g_assert_cmpstr (from_pbn, ==, from_text);
}

static void
test_cli_usage (void)
{
  g_autofree char *path = formats_data_file ("usebio-pairs.xml");
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (WORDS ("--input", path, "--format-in", "xls"), &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "unknown input format 'xls'"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (WORDS ("--input", path, "--directory", "."), &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "--input replaces"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (WORDS ("--input", path, "--save-as", "pbn"), &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "--save-as needs a format and a path"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (WORDS ("--input", path, "--save-as", "xls", "x.xls"), &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "expected valet, pbn or csv"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* Forced to CSV, the XML has no usable header: bad data, exit 1. */
  g_assert_cmpint (run_cli (WORDS ("--input", path, "--format-in", "csv"), &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, ":1: no usable header"));
}

int
main (int argc, char **argv)
{
  static const char *const fixtures[] = {
    "examples-1", "2008-Mind-MenA", "2018-Open-BAMQ1", "2004-Istanbul-Olympiad",
  };

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autofree char *pbn = g_strdup_printf ("/formats/round-trip/pbn/%s", fixtures[i]);
      g_autofree char *csv = g_strdup_printf ("/formats/round-trip/csv/%s", fixtures[i]);
      g_autofree char *text = g_strdup_printf ("/formats/round-trip/text/%s", fixtures[i]);
      g_autofree char *saved = g_strdup_printf ("/formats/round-trip/csv-saved/%s", fixtures[i]);
      g_test_add_data_func (pbn, fixtures[i], test_round_trip_pbn);
      g_test_add_data_func (saved, fixtures[i], test_round_trip_csv_saved);
      g_test_add_data_func (csv, fixtures[i], test_round_trip_csv);
      g_test_add_data_func (text, fixtures[i], test_round_trip_text);
    }
  g_test_add_func ("/formats/round-trip/pbn-to-text", test_pbn_to_text);
  g_test_add_func ("/formats/shapes/magic-contest", test_magic_contest);
  g_test_add_func ("/formats/shapes/bridgecomposer", test_bridgecomposer);
  g_test_add_func ("/formats/shapes/usebio-pairs", test_usebio_pairs);
  g_test_add_func ("/formats/shapes/usebio-teams", test_usebio_teams);
  g_test_add_func ("/formats/malformed/pbn-unknown-column", test_pbn_unknown_column);
  g_test_add_func ("/formats/malformed/pbn-short-row", test_pbn_short_row);
  g_test_add_func ("/formats/malformed/pbn-contract-tricks-declarer",
                   test_pbn_bad_contract_and_tricks);
  g_test_add_func ("/formats/malformed/pbn-board-without-table", test_pbn_board_without_table);
  g_test_add_func ("/formats/malformed/pbn-frequency-table", test_pbn_frequency_table);
  g_test_add_func ("/formats/malformed/pbn-vulnerability-names",
                   test_pbn_vulnerability_and_names);
  g_test_add_func ("/formats/malformed/usebio-broken", test_usebio_broken);
  g_test_add_func ("/formats/malformed/usebio-wrong-root", test_usebio_wrong_root);
  g_test_add_func ("/formats/malformed/csv-no-header", test_csv_no_header);
  g_test_add_func ("/formats/malformed/csv-missing-column", test_csv_missing_column);
  g_test_add_func ("/formats/malformed/csv-bad-rows", test_csv_bad_rows);
  g_test_add_func ("/formats/malformed/unknown-format", test_unknown_format);
  g_test_add_func ("/formats/ids/pbn", test_ids_pbn);
  g_test_add_func ("/formats/ids/csv", test_ids_csv);
  g_test_add_func ("/formats/ids/pbn-by-hand", test_ids_pbn_by_hand);
  g_test_add_func ("/formats/ids/csv-by-hand", test_ids_csv_by_hand);
  g_test_add_func ("/formats/detect", test_detect);
  g_test_add_func ("/formats/cli/save-and-input", test_cli_save_and_input);
  g_test_add_func ("/formats/cli/save-csv", test_cli_save_csv);
  g_test_add_func ("/formats/cli/usage", test_cli_usage);
  return g_test_run ();
}
