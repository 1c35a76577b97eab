/* test-pair-lists.c: the lists a movement ranks its pairs in (a
 * Mitchell's two directions, each section, a Howell's one list), their
 * headings, and the ranks within each, on tournaments made here. */
#include <glib.h>

#include "valet-pair-lists.h"
#include "valet-run.h"

/* The player "<section><N|E><pair><a|b>", added on first sight. */
static guint
player (ValetTournament *t, const char *section, char side, guint pair, char k)
{
  g_autofree char *tag = g_strdup_printf ("%s%c%u%c", section, side, pair, k);
  guint index;
  if (!valet_tournament_lookup_player (t, tag, &index))
    {
      valet_tournament_add_player (t, tag, tag, 1);
      valet_tournament_lookup_player (t, tag, &index);
    }
  return index;
}

/* A result of 3NT by North making 6 to 12 tricks, by the tables. */
static void
add_result (ValetTournament *t, guint board, guint table, const guint ns[2], const guint ew[2])
{
  ValetResult r = { 0 };
  r.round = 1;
  r.board = board;
  r.player[VALET_NORTH] = ns[0];
  r.player[VALET_SOUTH] = ns[1];
  r.player[VALET_EAST] = ew[0];
  r.player[VALET_WEST] = ew[1];
  r.level = 3;
  r.denom = VALET_NOTRUMP;
  r.declarer = VALET_NORTH;
  r.tricks = (guint8) (6 + (table * 5 + board * 3) % 7);
  r.line = board * 100 + table;
  valet_tournament_add_result (t, &r);
  valet_tournament_set_result_table (t, valet_tournament_n_results (t) - 1, table);
}

/* A Mitchell of @tables tables in each section of @sections ("AB"):
 * North-South pair i sits at table i, East-West pair j meets it on
 * board b when j = i + b; every board at every table of every section.
 * The pairs are numbered by direction, unless @no_direction. */
static ValetTournament *
mitchell (const char *sections, guint tables, gboolean no_direction)
{
  ValetTournament *t = valet_tournament_new ();
  for (const char *s = sections; *s; s++)
    {
      char section[2] = { *s, '\0' };
      for (guint b = 1; b <= tables; b++)
        for (guint i = 1; i <= tables; i++)
          {
            guint j = (i + b - 1) % tables + 1;
            guint ns[2] = { player (t, section, 'N', i, 'a'), player (t, section, 'N', i, 'b') };
            guint ew[2] = { player (t, section, 'E', j, 'a'), player (t, section, 'E', j, 'b') };
            g_autofree char *ns_no = g_strdup_printf ("%u", i);
            g_autofree char *ew_no = g_strdup_printf ("%u", j);
            add_result (t, b, i, ns, ew);
            valet_tournament_set_pair_label (t, ns[0], ns[1], section,
                                             no_direction ? VALET_DIRECTION_NONE
                                             : VALET_DIRECTION_NS, ns_no);
            valet_tournament_set_pair_label (t, ew[0], ew[1], section,
                                             no_direction ? VALET_DIRECTION_NONE
                                             : VALET_DIRECTION_EW, ew_no);
          }
    }
  valet_tournament_seal (t);
  return t;
}

/* Four pairs at two tables over three boards, each pair meeting each
 * other once, sitting North-South on one board and East-West on
 * another.  With @directions the file numbers them "NS" as they sat
 * first (as a USEBIO file giving a Howell's starting directions may). */
static ValetTournament *
howell (gboolean directions)
{
  static const guint rounds[3][2][2] = { { { 1, 2 }, { 3, 4 } },
                                         { { 4, 1 }, { 2, 3 } },
                                         { { 1, 3 }, { 4, 2 } } };
  ValetTournament *t = valet_tournament_new ();
  for (guint b = 0; b < 3; b++)
    for (guint table = 0; table < 2; table++)
      {
        guint p = rounds[b][table][0], q = rounds[b][table][1];
        guint ns[2] = { player (t, "", 'P', p, 'a'), player (t, "", 'P', p, 'b') };
        guint ew[2] = { player (t, "", 'P', q, 'a'), player (t, "", 'P', q, 'b') };
        g_autofree char *p_no = g_strdup_printf ("%u", p);
        g_autofree char *q_no = g_strdup_printf ("%u", q);
        add_result (t, b + 1, table + 1, ns, ew);
        valet_tournament_set_pair_label (t, ns[0], ns[1], "",
                                         directions ? VALET_DIRECTION_NS : VALET_DIRECTION_NONE,
                                         p_no);
        valet_tournament_set_pair_label (t, ew[0], ew[1], "",
                                         directions ? VALET_DIRECTION_EW : VALET_DIRECTION_NONE,
                                         q_no);
      }
  valet_tournament_seal (t);
  return t;
}

static ValetRun *
score (ValetTournament *t)
{
  ValetOptions o;
  valet_options_init (&o);
  o.scoring = VALET_SCORING_MATCHPOINTS;
  ValetRun *run = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
  valet_options_clear (&o);
  return run;
}

/* Every ranked pair is in exactly one list, in ranking order, ranked
 * 1, 2, ... there (shared ranks as the run shares them), and its number
 * says the list's direction. */
static void
assert_lists_rank (ValetRun *run, ValetPairLists *lists)
{
  ValetTournament *t = valet_run_tournament (run);
  guint total = 0;

  for (guint l = 0; l < valet_pair_lists_n (lists); l++)
    {
      guint n = valet_pair_lists_n_ranked (lists, l);
      total += n;
      for (guint k = 0; k < n; k++)
        {
          guint pos = valet_pair_lists_position (lists, l, k);
          gboolean tied;
          guint rank = valet_pair_lists_rank (lists, l, k, &tied);
          g_assert_cmpuint (valet_pair_lists_list_of (lists, valet_run_ranked (run, pos)), ==, l);
          g_assert_cmpuint (valet_pair_lists_rank_of (lists, pos, NULL), ==, rank);
          if (k > 0)
            g_assert_cmpuint (pos, >, valet_pair_lists_position (lists, l, k - 1));
          if (!tied)
            g_assert_cmpuint (rank, ==, k + 1);
          else
            g_assert_cmpuint (rank, <=, k + 1);
          g_autofree char *number = valet_pair_number_text (t, valet_run_ranked (run, pos), TRUE);
          g_assert_nonnull (number);
        }
    }
  g_assert_cmpuint (total, ==, valet_run_n_ranked (run));
}

static void
test_mitchell (void)
{
  g_autoptr (ValetTournament) t = mitchell ("A", 5, FALSE);
  ValetRun *run = score (t);
  g_autoptr (ValetPairLists) lists = valet_pair_lists_new_for_run (run);

  g_assert_cmpuint (valet_pair_lists_n (lists), ==, 2);
  g_assert_cmpstr (valet_pair_lists_heading (lists, 0), ==, "North-South");
  g_assert_cmpstr (valet_pair_lists_heading (lists, 1), ==, "East-West");
  g_assert_cmpuint (valet_pair_lists_n_ranked (lists, 0), ==, 5);
  g_assert_cmpuint (valet_pair_lists_n_ranked (lists, 1), ==, 5);
  g_assert_false (valet_pair_lists_has_sections (lists));
  assert_lists_rank (run, lists);
  for (guint k = 0; k < 5; k++)
    {
      g_autofree char *ns = valet_pair_number_text (t, valet_run_ranked (run,
                                                   valet_pair_lists_position (lists, 0, k)),
                                                    TRUE);
      g_assert_true (g_str_has_suffix (ns, " NS"));
    }
  valet_run_unref (run);
}

static void
test_two_sections (void)
{
  g_autoptr (ValetTournament) t = mitchell ("AB", 4, FALSE);
  ValetRun *run = score (t);
  g_autoptr (ValetPairLists) lists = valet_pair_lists_new_for_run (run);

  g_assert_cmpuint (valet_pair_lists_n (lists), ==, 4);
  g_assert_cmpstr (valet_pair_lists_heading (lists, 0), ==, "Section A, North-South");
  g_assert_cmpstr (valet_pair_lists_heading (lists, 1), ==, "Section A, East-West");
  g_assert_cmpstr (valet_pair_lists_heading (lists, 2), ==, "Section B, North-South");
  g_assert_cmpstr (valet_pair_lists_heading (lists, 3), ==, "Section B, East-West");
  g_assert_true (valet_pair_lists_has_sections (lists));
  assert_lists_rank (run, lists);
  g_autofree char *first = valet_pair_number_text (t, valet_run_ranked (run,
                                                   valet_pair_lists_position (lists, 2, 0)),
                                                   FALSE);
  g_assert_true (first[0] == 'B');
  valet_run_unref (run);
}

/* Sections in the order their names sort, whatever order the file
 * gives them in (BridgeComposer writes section B first). */
static void
test_section_order (void)
{
  g_autoptr (ValetTournament) t = mitchell ("BA", 3, FALSE);
  ValetRun *run = score (t);
  g_autoptr (ValetPairLists) lists = valet_pair_lists_new_for_run (run);

  g_assert_cmpuint (valet_pair_lists_n (lists), ==, 4);
  g_assert_cmpstr (valet_pair_lists_heading (lists, 0), ==, "Section A, North-South");
  g_assert_cmpstr (valet_pair_lists_heading (lists, 3), ==, "Section B, East-West");
  assert_lists_rank (run, lists);
  valet_run_unref (run);
}

/* Two Howell sections: one list each. */
static void
test_sections_howell (void)
{
  g_autoptr (ValetTournament) t = mitchell ("AB", 3, TRUE);
  ValetRun *run = score (t);
  g_autoptr (ValetPairLists) lists = valet_pair_lists_new_for_run (run);

  g_assert_cmpuint (valet_pair_lists_n (lists), ==, 2);
  g_assert_cmpstr (valet_pair_lists_heading (lists, 0), ==, "Section A");
  g_assert_cmpstr (valet_pair_lists_heading (lists, 1), ==, "Section B");
  assert_lists_rank (run, lists);
  valet_run_unref (run);
}

static void
test_howell (void)
{
  for (guint directions = 0; directions < 2; directions++)
    {
      g_autoptr (ValetTournament) t = howell (directions);
      ValetRun *run = score (t);
      g_autoptr (ValetPairLists) lists = valet_pair_lists_new_for_run (run);

      /* One list, without a heading: pairs sat both ways, whatever
       * direction the file gave them. */
      g_assert_cmpuint (valet_pair_lists_n (lists), ==, 1);
      g_assert_null (valet_pair_lists_heading (lists, 0));
      g_assert_cmpuint (valet_pair_lists_n_ranked (lists, 0), ==, 4);
      assert_lists_rank (run, lists);
      for (guint k = 0; k < 4; k++)
        g_assert_cmpuint (valet_pair_lists_rank (lists, 0, k, NULL), ==,
                          valet_run_shared_rank (run, k, NULL));
      valet_run_unref (run);
    }
}

/* A tournament without numbers (the reference's text format): one list. */
static void
test_no_numbers (void)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  guint ns[2] = { player (t, "", 'N', 1, 'a'), player (t, "", 'N', 1, 'b') };
  guint ew[2] = { player (t, "", 'E', 1, 'a'), player (t, "", 'E', 1, 'b') };
  add_result (t, 1, 1, ns, ew);
  valet_tournament_seal (t);
  ValetRun *run = score (t);
  g_autoptr (ValetPairLists) lists = valet_pair_lists_new_for_run (run);

  g_assert_cmpuint (valet_pair_lists_n (lists), ==, 1);
  g_assert_null (valet_pair_lists_heading (lists, 0));
  g_assert_null (valet_pair_number_text (t, valet_run_ranked (run, 0), FALSE));
  valet_run_unref (run);
}

/* Numbers sort as numbers, section first: A2 < A10 < B1. */
static void
test_sort_key (void)
{
  g_autoptr (ValetTournament) t = mitchell ("AB", 10, FALSE);
  ValetRun *run = score (t);
  gint64 a2 = 0, a10 = 0, b1 = 0;

  for (guint i = 0; i < valet_run_n_ranked (run); i++)
    {
      const ValetPairScore *p = valet_run_ranked (run, i);
      g_autofree char *text = valet_pair_number_text (t, p, TRUE);
      if (g_str_equal (text, "A2 NS"))
        a2 = valet_pair_number_sort_key (t, p);
      else if (g_str_equal (text, "A10 NS"))
        a10 = valet_pair_number_sort_key (t, p);
      else if (g_str_equal (text, "B1 NS"))
        b1 = valet_pair_number_sort_key (t, p);
    }
  g_assert_cmpint (a2, <, a10);
  g_assert_cmpint (a10, <, b1);
  valet_run_unref (run);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pair-lists/mitchell", test_mitchell);
  g_test_add_func ("/pair-lists/two-sections", test_two_sections);
  g_test_add_func ("/pair-lists/sections-howell", test_sections_howell);
  g_test_add_func ("/pair-lists/section-order", test_section_order);
  g_test_add_func ("/pair-lists/howell", test_howell);
  g_test_add_func ("/pair-lists/no-numbers", test_no_numbers);
  g_test_add_func ("/pair-lists/sort-key", test_sort_key);
  return g_test_run ();
}
