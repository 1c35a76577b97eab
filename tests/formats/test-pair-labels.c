/* test-pair-labels.c: the pair numbers, sections, directions and tables
 * each reader keeps in the tournament (PBN score tables and games,
 * USEBIO, Bridgemate), on small files written here or in data/. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "valet-csv-writer.h"
#include "valet-pbn-writer.h"
#include "valet-reader.h"
#include "bws-fixtures.h"
#include "formats-test-support.h"

/* @text read as a file called @name. */
static ValetTournament *
read_text (const char *name, const char *text)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  ValetTournament *t = valet_tournament_new ();
  g_assert_true (valet_read_input_data (t, g_strdup (text), strlen (text), name,
                                        VALET_INPUT_AUTO, NULL, diag));
  valet_tournament_seal (t);
  return t;
}

static ValetTournament *
read_path (const char *path)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  ValetTournament *t = valet_tournament_new ();
  g_assert_true (valet_read_input (t, path, VALET_INPUT_AUTO, diag));
  valet_tournament_seal (t);
  return t;
}

/* The label of the pair on @side (0: North-South) of result @index, as
 * "A1 NS"; "" when it has none. */
static char *
side_label (ValetTournament *t, guint index, guint side)
{
  const ValetResult *r = valet_tournament_result (t, index);
  ValetPairLabel label;
  if (!valet_tournament_pair_label (t, r->player[side], r->player[side + 2], &label))
    return g_strdup ("");
  return valet_pair_label_text (&label, TRUE, TRUE);
}

/* The first result of board @board at table @table, or G_MAXUINT. */
static guint
result_at (ValetTournament *t, guint board, guint table)
{
  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    if (valet_tournament_result (t, i)->board == board
        && valet_tournament_result_table (t, i) == table)
      return i;
  return G_MAXUINT;
}

#define ASSERT_SIDES(t, i, ns, ew) G_STMT_START {            \
    g_autofree char *ns_ = side_label (t, i, 0);              \
    g_autofree char *ew_ = side_label (t, i, 1);              \
    g_assert_cmpstr (ns_, ==, ns);                            \
    g_assert_cmpstr (ew_, ==, ew);                            \
  } G_STMT_END

/* Two sections of a Mitchell: NS 1 and EW 1 meet on board 1. */
static const char pbn_mitchell[] =
  "% PBN 2.1\n"
  "[Event \"Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[ScoreTable \"Table\\2R;Section\\1R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;"
  "Declarer\\1R;Result\\2R\"]\n"
  " 1 A 1 1 3NT N  9\n"
  " 2 A 2 2 3NT N 10\n"
  " 1 B 1 1 4S  E 10\n"
  " 2 B 2 2 4S  E  9\n"
  "\n[Event \"Club\"]\n[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n"
  "[ScoreTable \"Table\\2R;Section\\1R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;"
  "Declarer\\1R;Result\\2R\"]\n"
  " 1 A 1 2 2H  S  8\n"
  " 2 A 2 1 2H  S  9\n"
  " 1 B 1 2 1NT W  7\n"
  " 2 B 2 1 1NT W  6\n";

static void
test_pbn_mitchell (void)
{
  g_autoptr (ValetTournament) t = read_text ("mitchell.pbn", pbn_mitchell);

  g_assert_true (valet_tournament_has_pair_labels (t));
  g_assert_cmpuint (valet_tournament_n_sections (t), ==, 2);
  g_assert_cmpstr (valet_tournament_section (t, 0), ==, "A");
  g_assert_cmpstr (valet_tournament_section (t, 1), ==, "B");
  g_assert_cmpuint (valet_tournament_result_table (t, 0), ==, 1);
  g_assert_cmpuint (valet_tournament_result_table (t, 1), ==, 2);
  ASSERT_SIDES (t, 0, "A1 NS", "A1 EW");
  ASSERT_SIDES (t, 2, "B1 NS", "B1 EW");
  /* Board 2, table 1 of A: NS 1 against EW 2, the pairs of board 1. */
  guint i = result_at (t, 2, 1);
  g_assert_cmpuint (i, !=, G_MAXUINT);
  ASSERT_SIDES (t, i, "A1 NS", "A2 EW");
}

/* A Howell: pair 1 sits North-South, then East-West; [Section] for all. */
static const char pbn_howell[] =
  "% PBN 2.1\n"
  "[Event \"Club\"]\n[Board \"1\"]\n[Section \"C\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[ScoreTable \"Table\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;"
  "Result\\2R\"]\n"
  " 1 1 2 3NT N  9\n"
  " 2 3 4 3NT N 10\n"
  "\n[Event \"Club\"]\n[Board \"2\"]\n[Section \"C\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n"
  "[ScoreTable \"Table\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;"
  "Result\\2R\"]\n"
  " 1 4 1 2H  S  8\n"
  " 2 2 3 2H  S  9\n";

static void
test_pbn_howell (void)
{
  g_autoptr (ValetTournament) t = read_text ("howell.pbn", pbn_howell);

  g_assert_cmpuint (valet_tournament_n_sections (t), ==, 1);
  ASSERT_SIDES (t, 0, "C1", "C2");
  guint i = result_at (t, 2, 1);
  ASSERT_SIDES (t, i, "C4", "C1");
}

/* Score tables without numbers (names only) give no labels, and the
 * reference's text format none either. */
static void
test_pbn_no_numbers (void)
{
  g_autofree char *path = formats_data_file ("pbn-surnames.pbn");
  g_autoptr (ValetTournament) t = read_path (path);
  (void) t;
  g_autofree char *games = formats_data_file ("pbn-games-bbo.pbn");
  g_autoptr (ValetTournament) g = read_path (games);
  g_assert_false (valet_tournament_has_pair_labels (g));
}

static void
test_usebio_mitchell (void)
{
  g_autofree char *path = formats_data_file ("usebio-mitchell.xml");
  g_autoptr (ValetTournament) t = read_path (path);

  ASSERT_SIDES (t, 0, "1 NS", "1 EW");
  ASSERT_SIDES (t, 4, "2 NS", "1 EW");
  g_assert_cmpuint (valet_tournament_result_table (t, 0), ==, 0);
}

static void
test_usebio_sections (void)
{
  g_autofree char *path = formats_data_file ("usebio-sections.xml");
  g_autoptr (ValetTournament) t = read_path (path);

  g_assert_cmpuint (valet_tournament_n_sections (t), >=, 2);
  g_assert_cmpstr (valet_tournament_section (t, 0), ==, "A");
  g_assert_cmpstr (valet_tournament_section (t, 1), ==, "B");
  ASSERT_SIDES (t, 0, "A1", "A2");
}

static ValetTournament *
read_bws (GBytes *bytes)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-labels-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "results.bws", NULL);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  g_assert_true (g_file_set_contents (path, data, (gssize) size, &error));
  ValetTournament *t = read_path (path);
  g_unlink (path);
  g_rmdir (dir);
  return t;
}

static void
test_bws_mitchell (void)
{
  g_autoptr (GBytes) bytes = bws_fixture_club ();
  g_autoptr (ValetTournament) t = read_bws (bytes);

  g_assert_cmpuint (valet_tournament_n_sections (t), ==, 2);
  gboolean seen[2] = { FALSE, FALSE };
  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    {
      g_autofree char *ns = side_label (t, i, 0);
      g_autofree char *ew = side_label (t, i, 1);
      /* Every line has its table and both pairs' numbers, by direction. */
      g_assert_cmpuint (valet_tournament_result_table (t, i), >=, 1);
      g_assert_cmpuint (valet_tournament_result_table (t, i), <=, 3);
      g_assert_true (g_str_has_suffix (ns, " NS"));
      g_assert_true (g_str_has_suffix (ew, " EW"));
      g_assert_cmpint (ns[0], ==, ew[0]);
      seen[ns[0] == 'B'] = TRUE;
    }
  g_assert_true (seen[0] && seen[1]);
}

static void
test_bws_howell (void)
{
  g_autoptr (GBytes) bytes = bws_fixture_howell ();
  g_autoptr (ValetTournament) t = read_bws (bytes);
  gboolean one_ns = FALSE, one_ew = FALSE;

  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    {
      g_autofree char *ns = side_label (t, i, 0);
      g_autofree char *ew = side_label (t, i, 1);
      g_assert_false (g_str_has_suffix (ns, "NS"));
      one_ns |= g_str_has_suffix (ns, "1");
      one_ew |= g_str_has_suffix (ew, "1");
    }
  /* Pair 1 sat both ways, one pair whatever side. */
  g_assert_true (one_ns && one_ew);
}

/* Searching by number: "7", "A7", "7NS", "a7 ns". */
static void
test_label_search (void)
{
  ValetPairLabel ns = { "A", "7", VALET_DIRECTION_NS };
  ValetPairLabel howell = { "", "12", VALET_DIRECTION_NONE };

  g_assert_true (valet_pair_label_matches (&ns, "7"));
  g_assert_true (valet_pair_label_matches (&ns, "A7"));
  g_assert_true (valet_pair_label_matches (&ns, "7NS"));
  g_assert_true (valet_pair_label_matches (&ns, "a7 ns"));
  g_assert_false (valet_pair_label_matches (&ns, "7EW"));
  g_assert_false (valet_pair_label_matches (&ns, "B7"));
  g_assert_false (valet_pair_label_matches (&ns, "17"));
  g_assert_true (valet_pair_label_matches (&howell, "12"));
  g_assert_true (valet_pair_label_matches (&howell, "12 NS"));
  g_assert_false (valet_pair_label_matches (&howell, "1"));
}

static int
compare_lines (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* Every result of @t as one line: round, board, the players' tags, both
 * pairs' labels and the table; sorted, so that two tournaments of the
 * same results in another order compare equal. */
static char *
seating (ValetTournament *t)
{
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    {
      const ValetResult *r = valet_tournament_result (t, i);
      g_autofree char *ns = side_label (t, i, 0);
      g_autofree char *ew = side_label (t, i, 1);
      g_ptr_array_add (lines, g_strdup_printf (
        "round %u board %u %s %s %s %s: %s / %s, table %u", r->round, r->board,
        valet_tournament_player_tag (t, r->player[0]),
        valet_tournament_player_tag (t, r->player[1]),
        valet_tournament_player_tag (t, r->player[2]),
        valet_tournament_player_tag (t, r->player[3]), ns, ew,
        valet_tournament_result_table (t, i)));
    }
  g_ptr_array_sort (lines, compare_lines);
  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

typedef void (*Writer) (GString *out, ValetTournament *t);

/* @t written by @write as @name and read back: the same pairs' numbers,
 * sections, directions and tables on every result. */
static void
assert_round_trip (ValetTournament *t, Writer write, const char *name)
{
  g_autoptr (GString) out = g_string_new (NULL);
  write (out, t);
  g_autoptr (ValetTournament) back = read_text (name, out->str);
  g_autofree char *before = seating (t);
  g_autofree char *after = seating (back);

  g_assert_true (valet_tournament_has_pair_labels (back));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (valet_tournament_n_sections (back), ==, valet_tournament_n_sections (t));
}

/* Saved as PBN or CSV and opened again, a file keeps its pairs'
 * numbers, sections and tables, and so its lists: a Mitchell of two
 * sections with tables (PBN), a Howell, USEBIO's Mitchell and sections,
 * Bridgemate's Mitchell. */
static void
test_round_trip (gconstpointer data)
{
  gboolean pbn = GPOINTER_TO_INT (data);
  Writer write = pbn ? valet_append_pbn : valet_append_csv;
  const char *name = pbn ? "saved.pbn" : "saved.csv";
  g_autoptr (ValetTournament) mitchell = read_text ("mitchell.pbn", pbn_mitchell);
  g_autoptr (ValetTournament) howell = read_text ("howell.pbn", pbn_howell);
  g_autofree char *usebio_path = formats_data_file ("usebio-mitchell.xml");
  g_autoptr (ValetTournament) usebio = read_path (usebio_path);
  g_autofree char *sections_path = formats_data_file ("usebio-sections.xml");
  g_autoptr (ValetTournament) sections = read_path (sections_path);
  g_autoptr (GBytes) bytes = bws_fixture_club ();
  g_autoptr (ValetTournament) bws = read_bws (bytes);

  assert_round_trip (mitchell, write, name);
  assert_round_trip (howell, write, name);
  assert_round_trip (usebio, write, name);
  assert_round_trip (sections, write, name);
  assert_round_trip (bws, write, name);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pair-labels/pbn-mitchell", test_pbn_mitchell);
  g_test_add_func ("/pair-labels/pbn-howell", test_pbn_howell);
  g_test_add_func ("/pair-labels/pbn-no-numbers", test_pbn_no_numbers);
  g_test_add_func ("/pair-labels/usebio-mitchell", test_usebio_mitchell);
  g_test_add_func ("/pair-labels/usebio-sections", test_usebio_sections);
  g_test_add_func ("/pair-labels/bws-mitchell", test_bws_mitchell);
  g_test_add_func ("/pair-labels/bws-howell", test_bws_howell);
  g_test_add_func ("/pair-labels/search", test_label_search);
  g_test_add_data_func ("/pair-labels/pbn-round-trip", GINT_TO_POINTER (TRUE),
                        test_round_trip);
  g_test_add_data_func ("/pair-labels/csv-round-trip", GINT_TO_POINTER (FALSE),
                        test_round_trip);
  return g_test_run ();
}
