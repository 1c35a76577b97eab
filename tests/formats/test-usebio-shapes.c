/* test-usebio-shapes.c: USEBIO files in the shapes other programs write
 * them.
 *
 * Compscore3's (leads rank first, "TD"; adjusted scores "A5050"; passed
 * out boards; a HANDSET; Mitchell pairs "1NS" and "1EW"), ScoreBridge's
 * (CRLF, a pass written PASS / N / 0, no leads, places such as "3="),
 * sessions and sections that use the same pair numbers, a Mitchell whose
 * NS and EW pairs share numbers, pairs missing from PARTICIPANTS, a byte
 * order mark, a stray byte in a file that says it is UTF-8, and a whole
 * file on one line, each checked against what is written in it.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "valet-options.h"
#include "valet-ranking.h"
#include "valet-reader.h"
#include "valet-result-fields.h"
#include "valet-scoring-run.h"
#include "valet-adjusted-fields.h"
#include "valet-usebio-reader.h"
#include "formats-test-support.h"

/* ---- helpers ------------------------------------------------------------ */

/* @path read as its content says, which must be USEBIO. */
static ValetTournament *
load_path (const char *path, ValetDiagnostics *diag)
{
  ValetTournament *t = valet_tournament_new ();
  g_assert_cmpint (valet_detect_input_path (path), ==, VALET_INPUT_USEBIO);
  g_assert_true (valet_read_input (t, path, VALET_INPUT_AUTO, diag));
  return t;
}

static ValetTournament *
load (const char *name, ValetDiagnostics *diag, char **path)
{
  *path = formats_data_file (name);
  return load_path (*path, diag);
}

/* A scratch file holding @length bytes of @data; remove it with
 * remove_scratch(). */
static char *
write_scratch (const char *name, const char *data, gssize length)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("valet-usebio-XXXXXX", &error);
  g_assert_no_error (error);
  char *path = g_build_filename (dir, name, NULL);
  g_file_set_contents (path, data, length, &error);
  g_assert_no_error (error);
  return path;
}

static void
remove_scratch (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_remove (path);
  g_rmdir (dir);
}

static const ValetResult *
result (ValetTournament *t, guint i)
{
  return valet_tournament_result (t, i);
}

static const char *
seat_tag (ValetTournament *t, guint i, ValetSeat seat)
{
  return valet_tournament_player_tag (t, result (t, i)->player[seat]);
}

static const char *
seat_name (ValetTournament *t, guint i, ValetSeat seat)
{
  return valet_tournament_player_name (t, result (t, i)->player[seat]);
}

/* An artificial score on @board: NS @ns %, EW @ew %, no contract. */
static void
assert_artificial (const ValetResult *r, guint board, guint ns, guint ew)
{
  g_assert_cmpuint (r->board, ==, board);
  g_assert_cmpuint (r->kind, ==, VALET_RESULT_ARTIFICIAL);
  g_assert_cmpuint (r->side, ==, VALET_SIDE_BOTH);
  g_assert_cmpuint (r->percent[0], ==, ns);
  g_assert_cmpuint (r->percent[1], ==, ew);
  g_assert_cmpuint (r->level, ==, 0);
  g_assert_cmpuint (r->lead_rank, ==, 0);
}

static void
assert_play (const ValetResult *r, guint board, guint level, ValetDenom denom,
             ValetSeat declarer, guint tricks)
{
  g_assert_cmpuint (r->board, ==, board);
  g_assert_cmpuint (r->level, ==, level);
  if (level == 0)
    return;
  g_assert_cmpuint (r->denom, ==, denom);
  g_assert_cmpuint (r->declarer, ==, declarer);
  g_assert_cmpuint (r->tricks, ==, tricks);
}

static void
assert_lead (const ValetResult *r, ValetDenom suit, guint rank)
{
  g_assert_cmpuint (r->lead_suit, ==, suit);
  g_assert_cmpuint (r->lead_rank, ==, rank);
}

/* ---- the fields --------------------------------------------------------- */

static void
test_lead_any_order (void)
{
  static const struct { const char *text; guint suit, rank; } cards[] = {
    { "TD", VALET_DIAMONDS, 10 }, { "DT", VALET_DIAMONDS, 10 }, { "KD", VALET_DIAMONDS, 13 },
    { "10H", VALET_HEARTS, 10 }, { "H10", VALET_HEARTS, 10 }, { "9h", VALET_HEARTS, 9 },
    { " SA ", VALET_SPADES, 14 }, { "AS", VALET_SPADES, 14 }, { "c2", VALET_CLUBS, 2 },
    { "2C", VALET_CLUBS, 2 }, { "\xE2\x99\xA0" "A", VALET_SPADES, 14 },
    { "Q\xE2\x99\xA5", VALET_HEARTS, 12 }, { "\xE2\x99\xA2" "7", VALET_DIAMONDS, 7 },
    { "J\xE2\x99\xA3", VALET_CLUBS, 11 },
  };
  static const char *const not_cards[] = {
    "XY", "S", "", "10", "HH", "SS", "1H", "H1", "H11", "SAK", "AKS", "TT", "\xE2\x99\xA0",
    "\xE2\x99\xA8" "A", "S 2",
  };
  guint suit, rank;

  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      suit = rank = 99;
      g_assert_true (valet_parse_lead_any_order (cards[i].text, &suit, &rank));
      g_assert_cmpuint (suit, ==, cards[i].suit);
      g_assert_cmpuint (rank, ==, cards[i].rank);
    }
  for (guint i = 0; i < G_N_ELEMENTS (not_cards); i++)
    g_assert_false (valet_parse_lead_any_order (not_cards[i], &suit, &rank));
  g_assert_false (valet_parse_lead_any_order (NULL, &suit, &rank));
}

static void
test_adjusted_score (void)
{
  static const struct { const char *text; guint ns, ew; } scores[] = {
    { "A5050", 50, 50 }, { "A6040", 60, 40 }, { "A4060", 40, 60 }, { "A6060", 60, 60 },
    { "a60/40", 60, 40 }, { "A40-60", 40, 60 }, { " A3070 ", 30, 70 },
  };
  static const char *const others[] = {
    "A+", "AVE", "A60", "A605", "A60500", "A60x40", "-140", "5050", "", "A6O4O",
  };
  guint ns, ew;

  for (guint i = 0; i < G_N_ELEMENTS (scores); i++)
    {
      g_assert_true (valet_parse_adjusted_percentages (scores[i].text, &ns, &ew));
      g_assert_cmpuint (ns, ==, scores[i].ns);
      g_assert_cmpuint (ew, ==, scores[i].ew);
    }
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    g_assert_false (valet_parse_adjusted_percentages (others[i], &ns, &ew));
  g_assert_false (valet_parse_adjusted_percentages (NULL, &ns, &ew));
}

/* ---- Compscore3 --------------------------------------------------------- */

/* Compscore3 writes every lead rank first ("TD" is the ten of
 * diamonds), its Mitchell pairs as "1NS" and "1EW", artificial scores as
 * "A5050" (NS 50 %, EW 50 %) with no CONTRACT, a passed-out board as PASS by N with no tricks, and the hands
 * after the event. */
static void
test_compscore (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("usebio-compscore.xml", diag, &path);

  g_assert_cmpuint (valet_tournament_n_results (t), ==, 9);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 12);
  g_assert_cmpuint (formats_n_pairs (t), ==, 6);
  g_assert_cmpuint (valet_tournament_n_boards (t), ==, 3);

  /* Board 1: 3S= by E after the ten of diamonds ("TD"), pairs 1NS and 1EW,
   * each pair's first player North or East. */
  assert_play (result (t, 0), 1, 3, VALET_SPADES, VALET_EAST, 9);
  assert_lead (result (t, 0), VALET_DIAMONDS, 10);
  g_assert_cmpuint (result (t, 0)->round, ==, 1);
  g_assert_cmpuint (result (t, 0)->line, ==, 107);
  g_assert_cmpstr (seat_name (t, 0, VALET_NORTH), ==, "ANNA BAKER");
  g_assert_cmpstr (seat_name (t, 0, VALET_SOUTH), ==, "BEN CARTER");
  g_assert_cmpstr (seat_name (t, 0, VALET_EAST), ==, "GINA HILL");
  g_assert_cmpstr (seat_name (t, 0, VALET_WEST), ==, "HANK IVES");
  assert_lead (result (t, 1), VALET_DIAMONDS, 13);   /* KD */
  assert_lead (result (t, 2), VALET_HEARTS, 10);     /* 10H */
  g_assert_cmpstr (seat_name (t, 2, VALET_NORTH), ==, "EVE FOX");
  g_assert_cmpstr (seat_name (t, 2, VALET_EAST), ==, "IRIS JONES");

  /* Board 2: passed out (no lead, the suit of the last lead carried),
   * 1NT= by N after "9H", and 2H by S after "XY", kept without a lead. */
  assert_play (result (t, 3), 2, 0, 0, 0, 0);
  assert_lead (result (t, 3), VALET_HEARTS, 0);
  assert_play (result (t, 4), 2, 1, VALET_NOTRUMP, VALET_NORTH, 7);
  assert_lead (result (t, 4), VALET_HEARTS, 9);
  assert_play (result (t, 5), 2, 2, VALET_HEARTS, VALET_SOUTH, 8);
  assert_lead (result (t, 5), VALET_HEARTS, 0);
  g_assert_cmpuint (result (t, 5)->line, ==, 165);
  formats_assert_diag (diag, path, 165, TRUE, WORDS ("lead 'XY'", "kept without a lead"));

  /* Board 3: two artificial scores, read without a word as the
   * percentages their SCOREs give, for the pairs of their lines. */
  assert_artificial (result (t, 6), 3, 50, 50);
  g_assert_cmpuint (result (t, 6)->line, ==, 180);
  g_assert_cmpstr (seat_name (t, 6, VALET_NORTH), ==, "ANNA BAKER");
  g_assert_cmpstr (seat_name (t, 6, VALET_EAST), ==, "IRIS JONES");
  assert_play (result (t, 7), 3, 3, VALET_NOTRUMP, VALET_WEST, 9);
  assert_lead (result (t, 7), VALET_CLUBS, 4);
  g_assert_cmpuint (result (t, 7)->line, ==, 187);
  assert_artificial (result (t, 8), 3, 60, 40);
  g_assert_cmpuint (result (t, 8)->line, ==, 198);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 0);
  formats_assert_counts (diag, 0, 1);

  /* The event's name, not its short TITLE; the club for the empty VENUE. */
  g_assert_cmpstr (valet_tournament_get_event (t, VALET_EVENT_TITLE), ==,
                   "Friday Evening - Butler");
  g_assert_cmpstr (valet_tournament_get_event (t, VALET_EVENT_DATE), ==, "14/02/2025");
  g_assert_cmpstr (valet_tournament_get_event (t, VALET_EVENT_VENUE), ==,
                   "Harbourside Bridge Club");
}

/* The same file on one line (as a minified export is): every line number
 * is 1, and everything else is as read from the file with its lines. */
static void
test_one_line (void)
{
  g_autofree char *sample_path = formats_data_file ("usebio-compscore.xml");
  g_autofree char *sample = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (sample_path, &sample, &length, NULL));
  g_autoptr (GString) flat = g_string_new (sample);
  g_assert_cmpuint (g_string_replace (flat, "\n", "", 0), ==, 302);
  g_autofree char *path = write_scratch ("one-line.xml", flat->str, (gssize) flat->len);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetDiagnostics) lined_diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = load_path (path, diag);
  g_autoptr (ValetTournament) lined = load_path (sample_path, lined_diag);

  g_assert_cmpuint (valet_tournament_n_results (t), ==, 9);
  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    {
      const ValetResult *r = result (t, i), *l = result (lined, i);
      g_assert_cmpuint (r->line, ==, 1);
      g_assert_cmpuint (r->round, ==, l->round);
      g_assert_cmpuint (r->board, ==, l->board);
      for (guint seat = 0; seat < 4; seat++)
        g_assert_cmpuint (r->player[seat], ==, l->player[seat]);
      g_assert_cmpuint (r->level, ==, l->level);
      g_assert_cmpuint (r->denom, ==, l->denom);
      g_assert_cmpuint (r->mult, ==, l->mult);
      g_assert_cmpuint (r->declarer, ==, l->declarer);
      g_assert_cmpuint (r->tricks, ==, l->tricks);
      g_assert_cmpuint (r->lead_suit, ==, l->lead_suit);
      g_assert_cmpuint (r->lead_rank, ==, l->lead_rank);
    }
  for (guint p = 0; p < valet_tournament_n_players (t); p++)
    {
      g_assert_cmpstr (valet_tournament_player_tag (t, p), ==,
                       valet_tournament_player_tag (lined, p));
      g_assert_cmpuint (valet_tournament_player_line (t, p), ==, 1);
    }
  formats_assert_counts (diag, 0, 1);
  formats_assert_diag (diag, path, 1, TRUE, WORDS ("lead 'XY'"));
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 0);
  g_assert_cmpstr (valet_tournament_get_event (t, VALET_EVENT_TITLE), ==,
                   "Friday Evening - Butler");
  remove_scratch (path);
}

/* A one-line file that breaks off: the error is on line 1, the lines
 * before the break are kept and the one it cuts is counted. */
static void
test_one_line_broken (void)
{
  static const char xml[] =
    "<?xml version=\"1.0\"?><USEBIO Version=\"1.2\"><EVENT><BOARD>"
    "<BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>"
    "<EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY>"
    "<TRICKS>10</TRICKS></TRAVELLER_LINE><TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER>"
    "<EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY>"
    "<TRICKS>9</TRICKS></TRAVELLER_LINE</BOARD></EVENT></USEBIO>";
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);

  valet_parse_usebio (t, xml, sizeof xml - 1, "flat.xml", diag);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 1);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 1);
  formats_assert_diag (diag, "flat.xml", 1, FALSE, WORDS ("well-formed USEBIO XML"));
  formats_assert_diag (diag, "flat.xml", 1, TRUE, WORDS ("pair 1", "no entry in PARTICIPANTS"));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 1);
}

/* Comments, CDATA, a DOCTYPE's internal subset, a processing instruction
 * and attributes holding a '>' and an escaped tag do not move the lines
 * given: each is the line the element starts on.  (A '<' itself is no
 * XML in an attribute.) */
static void
test_lines_past_markup (void)
{
  static const char xml[] =
    "<?xml version=\"1.0\"?>\n"
    "<!DOCTYPE USEBIO [\n<!ELEMENT USEBIO ANY>\n]>\n"
    "<USEBIO Version=\"1.2\"><!-- <TRAVELLER_LINE>\n\n -->\n"
    "<EVENT NOTE=\"a &lt;TRAVELLER_LINE> > here\"><BOARD><BOARD_NUMBER>2</BOARD_NUMBER>\n"
    "<TRAVELLER_LINE\n><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER><![CDATA[2\n]]>"
    "</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS>\n"
    "<LEAD>ZZ</LEAD></TRAVELLER_LINE>\n<?pi <TRAVELLER_LINE> ?>\n\n<TRAVELLER_LINE>"
    "<NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER>"
    "<SCORE>A6040</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>\n";
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);

  valet_parse_usebio (t, xml, sizeof xml - 1, "markup.xml", diag);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
  g_assert_cmpuint (result (t, 0)->line, ==, 9);
  g_assert_cmpuint (result (t, 0)->board, ==, 2);
  g_assert_cmpuint (result (t, 0)->tricks, ==, 10);
  /* The pair number in CDATA is read as text. */
  g_assert_cmpstr (seat_tag (t, 0, VALET_EAST), ==, "2a");
  formats_assert_diag (diag, "markup.xml", 9, TRUE, WORDS ("lead 'ZZ'"));
  /* The artificial score A6040 is on line 15. */
  assert_artificial (result (t, 1), 2, 60, 40);
  g_assert_cmpuint (result (t, 1)->line, ==, 15);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 0);
}

/* ---- ScoreBridge -------------------------------------------------------- */

/* ScoreBridge: CRLF line ends, a pass written PASS by N with 0 tricks, no
 * leads, "3=" places, the event named by nothing but its club and date. */
static void
test_scorebridge (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("usebio-scorebridge.xml", diag, &path);

  formats_assert_counts (diag, 0, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 4);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 0);
  g_assert_cmpuint (formats_n_pairs (t), ==, 4);
  assert_play (result (t, 0), 1, 0, 0, 0, 0);
  g_assert_cmpuint (result (t, 0)->lead_rank, ==, 0);
  g_assert_cmpuint (result (t, 0)->line, ==, 104);
  g_assert_cmpstr (seat_name (t, 0, VALET_NORTH), ==, "Vera Vance");
  g_assert_cmpstr (seat_name (t, 0, VALET_WEST), ==, "Abe Abbott");
  assert_play (result (t, 1), 1, 4, VALET_HEARTS, VALET_EAST, 10);
  g_assert_cmpuint (result (t, 1)->line, ==, 115);
  assert_play (result (t, 3), 2, 2, VALET_SPADES, VALET_WEST, 8);
  g_assert_cmpuint (result (t, 3)->line, ==, 141);
  g_assert_cmpstr (seat_name (t, 3, VALET_EAST), ==, "Zoe Zane");
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (result (t, i)->lead_rank, ==, 0);
  g_assert_null (valet_tournament_get_event (t, VALET_EVENT_TITLE));

  /* Other programs' words for a pass. */
  g_autofree char *sample = NULL;
  g_assert_true (g_file_get_contents (path, &sample, NULL, NULL));
  g_autoptr (GString) xml = g_string_new (sample);
  g_assert_cmpint (g_string_replace (xml, "<CONTRACT>PASS</CONTRACT>",
                                     "<CONTRACT>All Pass</CONTRACT>", 1), ==, 1);
  g_autoptr (ValetTournament) all_pass = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) all_pass_diag = valet_diagnostics_new (0);
  valet_parse_usebio (all_pass, xml->str, xml->len, path, all_pass_diag);
  formats_assert_counts (all_pass_diag, 0, 0);
  assert_play (result (all_pass, 0), 1, 0, 0, 0, 0);
  g_assert_cmpstr (valet_tournament_get_event (t, VALET_EVENT_DATE), ==, "03/09/2025");
  g_assert_cmpstr (valet_tournament_get_event (t, VALET_EVENT_VENUE), ==, "Valley Bridge Club");
}

/* ---- sections and directions -------------------------------------------- */

/* Sections A and B of one session use the same pair numbers: their pairs
 * are never one pair, named or not; they play the same deals, so board 1
 * is compared across them.  Section C's hands differ: its board 1 is
 * another deal, a board of its own (round 2). */
static void
test_sections (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("usebio-sections.xml", diag, &path);

  g_assert_cmpuint (valet_tournament_n_results (t), ==, 5);
  g_assert_cmpuint (formats_n_pairs (t), ==, 10);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 20);
  g_assert_cmpstr (seat_name (t, 0, VALET_NORTH), ==, "Amy Adams");
  g_assert_cmpstr (seat_name (t, 0, VALET_EAST), ==, "Carl Cole");
  g_assert_cmpstr (seat_name (t, 2, VALET_NORTH), ==, "Eric Egan");
  g_assert_cmpstr (seat_name (t, 2, VALET_EAST), ==, "Gus Grant");
  g_assert_cmpstr (seat_name (t, 4, VALET_NORTH), ==, "Ivy Irons");

  /* Pairs 3 and 4 are in neither section's PARTICIPANTS. */
  g_assert_cmpstr (seat_tag (t, 1, VALET_NORTH), ==, "A3a");
  g_assert_cmpstr (seat_tag (t, 1, VALET_SOUTH), ==, "A3b");
  g_assert_cmpstr (seat_tag (t, 1, VALET_EAST), ==, "A4a");
  g_assert_cmpstr (seat_tag (t, 3, VALET_NORTH), ==, "B3a");
  g_assert_cmpstr (seat_tag (t, 3, VALET_WEST), ==, "B4b");
  g_assert_cmpstr (seat_name (t, 3, VALET_NORTH), ==, "Pair B3a");
  formats_assert_diag (diag, path, 28, TRUE, WORDS ("pair 3 of section A", "no entry in PARTICIPANTS",
                                            "'Pair A3a'"));
  formats_assert_diag (diag, path, 28, TRUE, WORDS ("pair 4 of section A"));
  formats_assert_diag (diag, path, 53, TRUE, WORDS ("pair 3 of section B"));
  formats_assert_diag (diag, path, 53, TRUE, WORDS ("pair 4 of section B"));
  formats_assert_counts (diag, 0, 4);

  g_assert_cmpuint (valet_tournament_n_boards (t), ==, 2);
  const ValetBoard *same = valet_tournament_board (t, 0);
  g_assert_cmpuint (same->round, ==, 1);
  g_assert_cmpuint (same->board, ==, 1);
  g_assert_cmpuint (same->n_results, ==, 4);
  const ValetBoard *other = valet_tournament_board (t, 1);
  g_assert_cmpuint (other->round, ==, 2);
  g_assert_cmpuint (other->board, ==, 1);
  g_assert_cmpuint (other->n_results, ==, 1);
  g_assert_cmpuint (result (t, other->results[0])->line, ==, 74);

  g_assert_cmpstr (valet_tournament_get_event (t, VALET_EVENT_TITLE), ==, "Spring Congress Pairs");
  g_assert_cmpstr (valet_tournament_get_event (t, VALET_EVENT_VENUE), ==, "Town Hall, Riverside");
}

/* Two sessions without hands play deals of their own; pair 1 of each is
 * the same pair when its names are. */
static void
test_sessions (void)
{
  static const char xml[] =
    "<?xml version=\"1.0\"?>\n<USEBIO Version=\"1.3\">\n<EVENT>\n"
    "<SESSION SESSION_NUMBER=\"1\"><PARTICIPANTS>\n"
    "<PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PLAYER><PLAYER_NAME>Al Ash</PLAYER_NAME></PLAYER>"
    "<PLAYER><PLAYER_NAME>Bo Bay</PLAYER_NAME></PLAYER></PAIR>\n</PARTICIPANTS>\n"
    "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>"
    "<EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY>"
    "<TRICKS>10</TRICKS></TRAVELLER_LINE></BOARD>\n</SESSION>\n"
    "<SESSION><SESSION_NUMBER>2</SESSION_NUMBER><PARTICIPANTS>\n"
    "<PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PLAYER><PLAYER_NAME>Al Ash</PLAYER_NAME></PLAYER>"
    "<PLAYER><PLAYER_NAME>Bo Bay</PLAYER_NAME></PLAYER></PAIR>\n</PARTICIPANTS>\n"
    "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>"
    "<EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>2H</CONTRACT><PLAYED_BY>S</PLAYED_BY>"
    "<TRICKS>8</TRICKS></TRAVELLER_LINE></BOARD>\n</SESSION>\n</EVENT>\n</USEBIO>\n";
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);

  valet_parse_usebio (t, xml, sizeof xml - 1, "sessions.xml", diag);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
  g_assert_cmpuint (valet_tournament_n_boards (t), ==, 2);
  g_assert_cmpuint (result (t, 0)->round, ==, 1);
  g_assert_cmpuint (result (t, 1)->round, ==, 2);
  g_assert_cmpuint (result (t, 0)->player[VALET_NORTH], ==, result (t, 1)->player[VALET_NORTH]);
  /* Pair 2 is missing from both: a placeholder pair for each session. */
  g_assert_cmpstr (seat_tag (t, 0, VALET_EAST), ==, "2S1a");
  g_assert_cmpstr (seat_tag (t, 1, VALET_EAST), ==, "2S2a");
  formats_assert_diag (diag, "sessions.xml", 7, TRUE, WORDS ("pair 2 of session 1"));
  formats_assert_diag (diag, "sessions.xml", 12, TRUE, WORDS ("pair 2 of session 2"));
  formats_assert_counts (diag, 0, 2);
}

/* A Mitchell numbered by direction: NS 1 and EW 1 are two pairs, and so
 * are NS 3 and EW 3, which PARTICIPANTS leaves out. */
static void
test_mitchell (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("usebio-mitchell.xml", diag, &path);

  g_assert_cmpuint (valet_tournament_n_results (t), ==, 6);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 12);
  g_assert_cmpuint (formats_n_pairs (t), ==, 6);
  g_assert_cmpstr (seat_name (t, 0, VALET_NORTH), ==, "Nina North");
  g_assert_cmpstr (seat_name (t, 0, VALET_EAST), ==, "Ella East");
  g_assert_cmpstr (seat_name (t, 1, VALET_NORTH), ==, "Olga Ode");
  g_assert_cmpstr (seat_name (t, 1, VALET_EAST), ==, "Wade West");
  g_assert_cmpstr (seat_tag (t, 2, VALET_NORTH), ==, "3NSa");
  g_assert_cmpstr (seat_tag (t, 2, VALET_EAST), ==, "3EWa");
  g_assert_cmpstr (seat_tag (t, 2, VALET_WEST), ==, "3EWb");
  g_assert_cmpstr (seat_name (t, 2, VALET_NORTH), ==, "Pair 3 NS a");
  /* Board 2: EW 1 is Ella East again, NS 3 the same placeholders. */
  g_assert_cmpstr (seat_name (t, 4, VALET_EAST), ==, "Ella East");
  g_assert_cmpstr (seat_tag (t, 5, VALET_NORTH), ==, "3NSa");
  g_assert_cmpstr (seat_tag (t, 3, VALET_EAST), ==, "3EWa");
  formats_assert_diag (diag, path, 21, TRUE, WORDS ("pair 3 NS", "no entry in PARTICIPANTS"));
  formats_assert_diag (diag, path, 21, TRUE, WORDS ("pair 3 EW", "no entry in PARTICIPANTS"));
  formats_assert_counts (diag, 0, 2);
}

/* Without names, a Mitchell is told by a number on both sides of one
 * board; in a Howell a number plays both ways on different boards. */
static void
test_direction_from_travellers (void)
{
  static const char mitchell[] =
    "<?xml version=\"1.0\"?>\n<USEBIO Version=\"1.2\">\n<EVENT>\n<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n"
    "<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>"
    "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS></TRAVELLER_LINE>\n"
    "<TRAVELLER_LINE><NS_PAIR_NUMBER>2</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1</EW_PAIR_NUMBER>"
    "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>9</TRICKS></TRAVELLER_LINE>\n"
    "</BOARD>\n</EVENT>\n</USEBIO>\n";
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);

  valet_parse_usebio (t, mitchell, sizeof mitchell - 1, "m.xml", diag);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
  g_assert_cmpstr (seat_tag (t, 0, VALET_NORTH), ==, "1NSa");
  g_assert_cmpstr (seat_tag (t, 0, VALET_EAST), ==, "2EWa");
  g_assert_cmpstr (seat_tag (t, 1, VALET_NORTH), ==, "2NSa");
  g_assert_cmpstr (seat_tag (t, 1, VALET_EAST), ==, "1EWa");
  g_assert_cmpuint (formats_n_pairs (t), ==, 4);
  formats_assert_counts (diag, 0, 4);
}

static const char *
line_xml (GString *xml, guint board, const char *ns, const char *ew)
{
  g_string_append_printf (xml, "<BOARD><BOARD_NUMBER>%u</BOARD_NUMBER><TRAVELLER_LINE>"
                          "<NS_PAIR_NUMBER>%s</NS_PAIR_NUMBER><EW_PAIR_NUMBER>%s</EW_PAIR_NUMBER>"
                          "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS>"
                          "</TRAVELLER_LINE></BOARD>\n", board, ns, ew);
  return xml->str;
}

static const char *
pair_xml (GString *xml, const char *number, const char *direction, const char *name)
{
  g_string_append_printf (xml, "<PAIR><PAIR_NUMBER>%s</PAIR_NUMBER><DIRECTION>%s</DIRECTION>"
                          "<PLAYER><PLAYER_NAME>%s North</PLAYER_NAME></PLAYER>"
                          "<PLAYER><PLAYER_NAME>%s South</PLAYER_NAME></PLAYER></PAIR>\n",
                          number, direction, name, name);
  return xml->str;
}

/* A Howell whose pairs are given the direction they start in: pair 1
 * (NS) sitting EW is still pair 1.  In a Mitchell, where the travellers
 * show NS 3 and EW 3 on one board, EW 3 is not NS 3. */
static void
test_direction_given_in_howell (void)
{
  g_autoptr (GString) xml = g_string_new ("<?xml version=\"1.0\"?>\n<USEBIO Version=\"1.2\">\n"
                                          "<EVENT>\n<PARTICIPANTS>\n");
  pair_xml (xml, "1", "NS", "Howell One");
  pair_xml (xml, "2", "EW", "Howell Two");
  g_string_append (xml, "</PARTICIPANTS>\n");
  line_xml (xml, 1, "1", "2");
  line_xml (xml, 2, "2", "1");
  g_string_append (xml, "</EVENT>\n</USEBIO>\n");
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);

  valet_parse_usebio (t, xml->str, xml->len, "howell.xml", diag);
  formats_assert_counts (diag, 0, 0);
  g_assert_cmpstr (seat_name (t, 1, VALET_EAST), ==, "Howell One North");
  g_assert_cmpstr (seat_name (t, 1, VALET_NORTH), ==, "Howell Two North");
  g_assert_cmpuint (formats_n_pairs (t), ==, 2);

  g_autoptr (GString) m = g_string_new ("<?xml version=\"1.0\"?>\n<USEBIO Version=\"1.2\">\n"
                                        "<EVENT>\n<PARTICIPANTS>\n");
  pair_xml (m, "3", "NS", "Mitchell Three");
  g_string_append (m, "</PARTICIPANTS>\n<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n"
                   "<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER>"
                   "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS></TRAVELLER_LINE>\n"
                   "<TRAVELLER_LINE><NS_PAIR_NUMBER>4</NS_PAIR_NUMBER><EW_PAIR_NUMBER>3</EW_PAIR_NUMBER>"
                   "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>9</TRICKS></TRAVELLER_LINE>\n"
                   "</BOARD>\n</EVENT>\n</USEBIO>\n");
  g_autoptr (ValetTournament) mt = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) mdiag = valet_diagnostics_new (0);

  valet_parse_usebio (mt, m->str, m->len, "mitchell.xml", mdiag);
  g_assert_cmpstr (seat_name (mt, 0, VALET_NORTH), ==, "Mitchell Three North");
  g_assert_cmpstr (seat_tag (mt, 1, VALET_EAST), ==, "3EWa");
  formats_assert_diag (mdiag, "mitchell.xml", 9, TRUE, WORDS ("pair 3 EW", "no entry in PARTICIPANTS"));
  formats_assert_counts (mdiag, 0, 3);
  g_assert_cmpuint (formats_n_pairs (mt), ==, 4);
}

/* A Howell: pair 4, missing from PARTICIPANTS, plays NS on board 1 and EW
 * on board 2, and is one pair.  A player of pair 2 is called "4a", the
 * tag pair 4's first placeholder would take: it takes another.  Pair 3
 * has one name only. */
static void
test_missing_pairs (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("usebio-missing.xml", diag, &path);

  g_assert_cmpuint (valet_tournament_n_results (t), ==, 4);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, 8);
  g_assert_cmpuint (formats_n_pairs (t), ==, 4);
  g_assert_cmpstr (seat_tag (t, 0, VALET_NORTH), ==, "4a (2)");
  g_assert_cmpstr (seat_name (t, 0, VALET_NORTH), ==, "Pair 4a");
  g_assert_cmpstr (seat_tag (t, 0, VALET_SOUTH), ==, "4b");
  g_assert_cmpstr (seat_tag (t, 2, VALET_EAST), ==, "4a (2)");
  g_assert_cmpstr (seat_tag (t, 2, VALET_WEST), ==, "4b");
  /* The real "4a" keeps its own tag and sits North for pair 2. */
  g_assert_cmpstr (seat_tag (t, 1, VALET_NORTH), ==, "4a");
  g_assert_cmpstr (seat_name (t, 1, VALET_SOUTH), ==, "Tom Tate");
  g_assert_cmpstr (seat_tag (t, 1, VALET_EAST), ==, "3a");
  g_assert_cmpstr (seat_tag (t, 3, VALET_NORTH), ==, "3a");
  formats_assert_diag (diag, path, 17, TRUE, WORDS ("pair 4 has no entry in PARTICIPANTS",
                                            "'Pair 4a' and 'Pair 4b'"));
  formats_assert_diag (diag, path, 10, TRUE, WORDS ("pair 3 has fewer than two player names"));
  formats_assert_counts (diag, 0, 2);
}

/* A team, country or club in PARTICIPANTS: a PLAYER's own (its team
 * preferred to its nationality or club), else its PAIR's for both
 * players; none where neither gives one. */
static const char team_usebio[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<USEBIO Version=\"1.2\"><EVENT EVENT_TYPE=\"MP_PAIRS\"><PARTICIPANTS>\n"
  "<PAIR><PAIR_NUMBER>1</PAIR_NUMBER>\n"
  " <PLAYER><PLAYER_NAME>Ann Able</PLAYER_NAME><CLUB_NAME>Rovers</CLUB_NAME>"
  "<NATIONALITY>Norway</NATIONALITY></PLAYER>\n"
  " <PLAYER><PLAYER_NAME>Bob Best</PLAYER_NAME><NATIONALITY>Sweden</NATIONALITY></PLAYER>\n"
  "</PAIR>\n"
  "<PAIR><PAIR_NUMBER>2</PAIR_NUMBER><TEAM_NAME>The Aces</TEAM_NAME>\n"
  " <PLAYER><PLAYER_NAME>Cy Cole</PLAYER_NAME></PLAYER>\n"
  " <PLAYER><PLAYER_NAME>Di Dent</PLAYER_NAME><CLUB_NAME>Wanderers</CLUB_NAME></PLAYER>\n"
  "</PAIR>\n"
  "<PAIR><PAIR_NUMBER>3</PAIR_NUMBER>\n"
  " <PLAYER><PLAYER_NAME>Ed Eng</PLAYER_NAME></PLAYER>\n"
  " <PLAYER><PLAYER_NAME>Fay Fox</PLAYER_NAME></PLAYER>\n"
  "</PAIR>\n"
  "</PARTICIPANTS>\n"
  "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n"
  "<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>"
  "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS></TRAVELLER_LINE>\n"
  "<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>"
  "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>9</TRICKS></TRAVELLER_LINE>\n"
  "</BOARD></EVENT></USEBIO>\n";

static const char *
seat_team (ValetTournament *t, guint i, ValetSeat seat)
{
  return valet_tournament_player_team (t, result (t, i)->player[seat]);
}

static void
test_teams (void)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);

  valet_parse_usebio (t, team_usebio, strlen (team_usebio), "teams.xml", diag);
  formats_assert_counts (diag, 0, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
  g_assert_cmpstr (seat_name (t, 0, VALET_NORTH), ==, "Ann Able");
  g_assert_cmpstr (seat_team (t, 0, VALET_NORTH), ==, "Norway");
  g_assert_cmpstr (seat_team (t, 0, VALET_SOUTH), ==, "Sweden");
  g_assert_cmpstr (seat_team (t, 0, VALET_EAST), ==, "The Aces");
  g_assert_cmpstr (seat_team (t, 0, VALET_WEST), ==, "Wanderers");
  g_assert_null (seat_team (t, 1, VALET_NORTH));
  g_assert_null (seat_team (t, 1, VALET_SOUTH));

  /* The files of other programs give none (a CLUB_ID_NUMBER is no name). */
  g_autoptr (ValetDiagnostics) sdiag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) st = load ("usebio-scorebridge.xml", sdiag, &path);
  for (guint i = 0; i < valet_tournament_n_players (st); i++)
    g_assert_null (valet_tournament_player_team (st, i));
}

/* ---- encodings ---------------------------------------------------------- */

/* A byte order mark before the XML declaration. */
static void
test_bom (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("usebio-bom.xml", diag, &path);

  formats_assert_counts (diag, 0, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 1);
  g_assert_cmpuint (result (t, 0)->line, ==, 11);
  g_assert_cmpstr (seat_name (t, 0, VALET_NORTH), ==, "Łukasz Żak");
  g_assert_cmpstr (seat_name (t, 0, VALET_WEST), ==, "Chloé Roux");
  assert_lead (result (t, 0), VALET_HEARTS, 14);
  g_assert_cmpstr (valet_tournament_get_event (t, VALET_EVENT_TITLE), ==, "Marked Pairs");
}

/* A file that declares UTF-8 with one stray Windows-1252 byte: that name
 * gets U+FFFD and a warning naming its line; the other names, written
 * right, are read right (not the whole file in a guessed encoding). */
static void
test_stray_byte (void)
{
  g_autofree char *sample_path = formats_data_file ("usebio-bom.xml");
  g_autofree char *sample = NULL;

  g_assert_true (g_file_get_contents (sample_path, &sample, NULL, NULL));
  g_autoptr (GString) xml = g_string_new (sample + 3);   /* no BOM */
  g_assert_cmpint (g_string_replace (xml, "Chlo\xC3\xA9 Roux", "Chlo\xE9 Roux", 1), ==, 1);
  g_autofree char *path = write_scratch ("stray.xml", xml->str, (gssize) xml->len);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = load_path (path, diag);

  formats_assert_counts (diag, 0, 1);
  formats_assert_diag (diag, path, 7, TRUE, WORDS ("0xE9", "declares UTF-8", "U+FFFD"));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 1);
  g_assert_cmpstr (seat_name (t, 0, VALET_NORTH), ==, "Łukasz Żak");
  g_assert_cmpstr (seat_name (t, 0, VALET_SOUTH), ==, "Ana Núñez");
  g_assert_cmpstr (seat_name (t, 0, VALET_EAST), ==, "Björn Öst");
  g_assert_cmpstr (seat_name (t, 0, VALET_WEST), ==, "Chlo\xEF\xBF\xBD Roux");
  remove_scratch (path);
}

/* NUL bytes: one in a name is read as U+FFFD with a warning on its line
 * (the others names as written); those a tool padded the file with are
 * left out, with a warning. */
static void
test_nul_bytes (void)
{
  g_autofree char *sample_path = formats_data_file ("usebio-bom.xml");
  g_autofree char *sample = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (sample_path, &sample, &length, NULL));
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  g_byte_array_append (bytes, (const guint8 *) sample, (guint) length);
  guint8 zeros[64] = { 0 };
  g_byte_array_append (bytes, zeros, sizeof zeros);
  char *b = strstr ((char *) bytes->data, "Roux");
  g_assert_nonnull (b);
  b[1] = '\0';   /* "R\0ux", on line 7 */
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);

  valet_parse_usebio (t, (const char *) bytes->data, bytes->len, "nul.xml", diag);
  formats_assert_counts (diag, 0, 2);
  formats_assert_diag (diag, "nul.xml", 7, TRUE, WORDS ("NUL byte", "U+FFFD"));
  formats_assert_diag (diag, "nul.xml", 0, TRUE, WORDS ("ends in 64 NUL bytes", "left out"));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 1);
  g_assert_cmpstr (seat_name (t, 0, VALET_NORTH), ==, "Łukasz Żak");
  g_assert_cmpstr (seat_name (t, 0, VALET_WEST), ==, "Chloé R\xEF\xBF\xBDux");
}

/* Lines not played against nobody (a pair of players named "Phantom",
 * pair 0): one warning per pair that sat out, not one per board; no
 * result, none counted as left out. */
static void
test_sit_out (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("usebio-sit-out.xml", diag, &path);

  formats_assert_counts (diag, 0, 2);
  g_assert_nonnull (strstr (valet_diagnostics_get (diag, 0)->message,
                            "pair 5 sat out 1 round (2 boards)"));
  g_assert_nonnull (strstr (valet_diagnostics_get (diag, 1)->message,
                            "pair 3 sat out 1 round (1 board)"));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 6);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 0);
}

/* Lines with a SCORE and no CONTRACT were played, and the file holds
 * their scores alone: one warning for the file, without "not played";
 * a line whose CONTRACT says NP was not played, and its warning says
 * so. */
static void
test_scores_only (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *path = NULL;
  g_autoptr (ValetTournament) t = load ("usebio-scores-only.xml", diag, &path);
  guint said_not_played = 0, scores_alone = 0;

  formats_assert_counts (diag, 0, 2);
  for (guint i = 0; i < valet_diagnostics_n_kept (diag); i++)
    {
      const char *m = valet_diagnostics_get (diag, i)->message;
      if (strstr (m, "not played"))
        said_not_played += strstr (m, "CONTRACT 'NP'") != NULL;
      if (strstr (m, "2 lines give a SCORE but no CONTRACT"))
        scores_alone += strstr (m, "not played") == NULL;
    }
  g_assert_cmpuint (said_not_played, ==, 1);
  g_assert_cmpuint (scores_alone, ==, 1);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 3);
  g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 3);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/usebio-shapes/fields/lead-any-order", test_lead_any_order);
  g_test_add_func ("/usebio-shapes/fields/adjusted-score", test_adjusted_score);
  g_test_add_func ("/usebio-shapes/compscore", test_compscore);
  g_test_add_func ("/usebio-shapes/one-line", test_one_line);
  g_test_add_func ("/usebio-shapes/sit-out", test_sit_out);
  g_test_add_func ("/usebio-shapes/scores-only", test_scores_only);
  g_test_add_func ("/usebio-shapes/one-line-broken", test_one_line_broken);
  g_test_add_func ("/usebio-shapes/lines-past-markup", test_lines_past_markup);
  g_test_add_func ("/usebio-shapes/scorebridge", test_scorebridge);
  g_test_add_func ("/usebio-shapes/sections", test_sections);
  g_test_add_func ("/usebio-shapes/sessions", test_sessions);
  g_test_add_func ("/usebio-shapes/mitchell", test_mitchell);
  g_test_add_func ("/usebio-shapes/direction-from-travellers", test_direction_from_travellers);
  g_test_add_func ("/usebio-shapes/direction-given-in-howell", test_direction_given_in_howell);
  g_test_add_func ("/usebio-shapes/missing-pairs", test_missing_pairs);
  g_test_add_func ("/usebio-shapes/teams", test_teams);
  g_test_add_func ("/usebio-shapes/bom", test_bom);
  g_test_add_func ("/usebio-shapes/stray-byte", test_stray_byte);
  g_test_add_func ("/usebio-shapes/nul-bytes", test_nul_bytes);
  return g_test_run ();
}
