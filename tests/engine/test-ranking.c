/* test-ranking.c: pair totals of a tiny event against the sum of the
 * board entries, the ranking order, round selection and the tableau
 * rows. */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "valet-board-scorer.h"
#include "valet-diagnostics.h"
#include "valet-options.h"
#include "valet-ranking.h"
#include "valet-scoring-run.h"
#include "valet-tableau-writer.h"
#include "valet-text-reader.h"
#include "valet-tournament.h"

#define EPS 1e-9

static const char names_txt[] =
  "a|Alice\nb|Bob\nc|Carol\nd|Dave\ne|Eve\nf|Frank\ng|Grace\nh|Heidi\n"
  "i|Ivan\nj|Judy\nk|Ken\nl|Liz\n";

/* Round 1 board 1 and 2: AB-CD and EF-GH; board 10: AB-IJ and EF-KL;
 * round 2 board 3: AB-EF and CD-KL.  Bob sits North once, so the pair's first
 * player (Alice, the lower tag) is sometimes South. */
static const char scores_txt[] =
  "1|1|a|c|b|d|4S|N|10|HK\n"
  "1|1|e|g|f|h|4S|N|9|D2\n"
  "1|2|b|c|a|d|3N|E|9|S5\n"
  "1|2|e|g|f|h|2H|W|8\n"
  "1|2|e|g|f|h|2H|W|8\n"
  "1|10|a|i|b|j|P|N|0\n"
  "1|10|e|k|f|l|1N|S|7|C3\n"
  "2|3|a|e|b|f|5DX|E|10|HA\n"
  "2|3|c|k|d|l|4H|N|11|CQ\n";

typedef struct {
  ValetTournament *t;
  GArray          *entries;   /* ValetEntry, all boards */
  GPtrArray       *visited;   /* "round|board" */
} Event;

static void
event_clear (Event *ev)
{
  valet_tournament_free (ev->t);
  g_array_unref (ev->entries);
  g_ptr_array_unref (ev->visited);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Event, event_clear)

static void
collect (const ValetBoard *board, const ValetEntry *entries, guint n,
         gpointer data)
{
  Event *ev = data;
  g_array_append_vals (ev->entries, entries, n);
  g_ptr_array_add (ev->visited, g_strdup_printf ("%u|%u", board->round, board->board));
}

static ValetRanking *
run (Event *ev, const ValetOptions *o)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);

  ev->t = valet_tournament_new ();
  ev->entries = g_array_new (FALSE, FALSE, sizeof (ValetEntry));
  ev->visited = g_ptr_array_new_with_free_func (g_free);
  valet_parse_names (ev->t, names_txt, sizeof names_txt - 1, "names.txt", diag);
  valet_parse_scores (ev->t, scores_txt, sizeof scores_txt - 1, "scores.txt",
                      "names.txt", diag);
  /* Only the duplicated line 5 is a warning. */
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_assert_cmpuint (valet_diagnostics_n_warnings (diag), ==, 1);
  return valet_score_tournament (ev->t, o, collect, ev);
}

/* Totals of one pair, worked out from the entries. */
typedef struct {
  guint  num[VALET_N_COLS];
  double sum[VALET_N_COLS];
} Totals;

static const char *
tag (ValetTournament *t, guint player)
{
  return valet_tournament_player_tag (t, player);
}

/* "ab" for the pair of a and b, in either order. */
static char *
pair_key (ValetTournament *t, guint p, guint q)
{
  const char *x = tag (t, p), *y = tag (t, q);
  return strcmp (x, y) < 0 ? g_strconcat (x, y, NULL) : g_strconcat (y, x, NULL);
}

static Totals *
totals_for (GHashTable *h, char *key)
{
  Totals *tot = g_hash_table_lookup (h, key);
  if (tot == NULL)
    {
      tot = g_new0 (Totals, 1);
      g_hash_table_insert (h, key, tot);
    }
  else
    g_free (key);
  return tot;
}

static void
credit (Totals *tot, ValetColumn col, double v)
{
  tot->num[col]++;
  tot->sum[col] += v;
}

/* The slot (0 or 1) of @player in its pair: 0 for the lower tag. */
static guint
slot (ValetTournament *t, guint player, guint partner)
{
  return strcmp (tag (t, player), tag (t, partner)) < 0 ? 0 : 1;
}

/* Every pair's totals over the entries, leaving out the boards that
 * pair @without (a key such as "ab", or NULL for none) played. */
static GHashTable *
expected_totals_without (Event *ev, gboolean lead, const char *without)
{
  GHashTable *h = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (guint i = 0; i < ev->entries->len; i++)
    {
      const ValetEntry *e = &g_array_index (ev->entries, ValetEntry, i);
      const ValetResult *r = valet_tournament_result (ev->t, e->result);
      const guint *p = r->player;
      gboolean ns = r->level == 0 || valet_seat_is_ns (r->declarer);
      guint d = r->declarer, dp = (d + 2) % 4, l = (d + 1) % 4, lp = (d + 3) % 4;
      g_autofree char *ns_key = pair_key (ev->t, p[0], p[2]);
      g_autofree char *ew_key = pair_key (ev->t, p[1], p[3]);
      if (without && (g_str_equal (ns_key, without) || g_str_equal (ew_key, without)))
        continue;
      Totals *decl = totals_for (h, g_strdup (ns ? ns_key : ew_key));
      Totals *def = totals_for (h, g_strdup (ns ? ew_key : ns_key));

      credit (decl, VALET_COL_OVERALL, valet_entry_overall (e));
      credit (decl, VALET_COL_BID, valet_entry_bid (e));
      credit (def, VALET_COL_OVERALL, -valet_entry_overall (e));
      credit (def, VALET_COL_BID, -valet_entry_bid (e));
      credit (decl, VALET_COL_BUTLER, valet_entry_butler (e));
      credit (def, VALET_COL_BUTLER, -valet_entry_butler (e));
      credit (decl, VALET_COL_ADJUSTED, 0);
      credit (def, VALET_COL_ADJUSTED, 0);
      if (r->level == 0)
        continue;
      credit (decl, VALET_COL_PLAY1 + slot (ev->t, p[d], p[dp]), valet_entry_play (e));
      credit (def, VALET_COL_DEF, valet_entry_def (e));
      /* Only leads made count: a line without one is no lead. */
      if (lead && r->lead_rank > 0)
        credit (def, VALET_COL_LEAD1 + slot (ev->t, p[l], p[lp]), valet_entry_lead (e));
    }
  return h;
}

static GHashTable *
expected_totals (Event *ev, gboolean lead)
{
  return expected_totals_without (ev, lead, NULL);
}

/* What compensation added to column @c of @p: its average less the
 * plain average of its sums (the ranking keeps only the sum of the two). */
static double
comp_of (const ValetPairScore *p, ValetScoring scoring, int c)
{
  ValetPairScore plain = *p;

  valet_pair_score_average (&plain, scoring);
  return p->avg[c] - plain.avg[c];
}

static void
check_totals (Event *ev, ValetRanking *ranking, const ValetOptions *o)
{
  g_autoptr (GHashTable) want = expected_totals (ev, o->lead);

  g_assert_cmpuint (valet_ranking_n_pairs (ranking), ==, g_hash_table_size (want));
  for (guint i = 0; i < valet_ranking_n_pairs (ranking); i++)
    {
      const ValetPairScore *p = valet_ranking_pair (ranking, i);
      g_autofree char *key = pair_key (ev->t, p->player[0], p->player[1]);
      const Totals *tot = g_hash_table_lookup (want, key);

      g_test_message ("pair %s", key);
      g_assert_nonnull (tot);
      /* player[0] has the lower tag. */
      g_assert_cmpint (strcmp (tag (ev->t, p->player[0]), tag (ev->t, p->player[1])), <, 0);
      for (int c = 0; c < VALET_N_COLS; c++)
        {
          g_assert_cmpuint (p->num[c], ==, tot->num[c]);
          g_assert_cmpfloat_with_epsilon (p->sum[c], tot->sum[c], EPS);
          double avg;
          if (o->scoring == VALET_SCORING_MATCHPOINTS)
            avg = tot->num[c] ? 100.0 * (tot->sum[c] + tot->num[c]) / (2.0 * tot->num[c])
                              : 50.0;
          else
            avg = tot->num[c] ? tot->sum[c] / tot->num[c] : 0;
          if (!o->compensate)
            g_assert_cmpfloat (comp_of (p, o->scoring, c), ==, 0);
          g_assert_cmpfloat_with_epsilon (p->avg[c], avg + comp_of (p, o->scoring, c), EPS);
        }
      if (o->scoring == VALET_SCORING_MATCHPOINTS)
        {
          g_assert_cmpfloat (p->avg[VALET_COL_OVERALL], >=, 0);
          g_assert_cmpfloat (p->avg[VALET_COL_OVERALL], <=, 100);
        }
      /* Ranking order: best first. */
      if (i > 0)
        g_assert_cmpfloat (valet_pair_score_key (valet_ranking_pair (ranking, i - 1), o->order),
                           >=, valet_pair_score_key (p, o->order));
    }
}

static void
test_totals (gconstpointer data)
{
  const ValetOptions *base = data;

  for (int lead = 0; lead < 2; lead++)
    for (int cloud = 0; cloud < 2; cloud++)
      {
        g_auto (Event) ev = { 0 };
        ValetOptions o = *base;
        o.lead = lead;
        o.cloud = cloud;
        g_autoptr (ValetRanking) ranking = run (&ev, &o);
        check_totals (&ev, ranking, &o);
        /* Every result scored once. */
        g_assert_cmpuint (ev.entries->len, ==, 9);
        /* Compensation moves some pair's average. */
        if (o.compensate)
          {
            gboolean moved = FALSE;
            for (guint i = 0; i < valet_ranking_n_pairs (ranking); i++)
              moved = moved || comp_of (valet_ranking_pair (ranking, i), o.scoring,
                                               VALET_COL_OVERALL) != 0;
            g_assert_true (moved);
          }
      }
}

static void
test_board_order_and_numbers (void)
{
  g_auto (Event) ev = { 0 };
  ValetOptions o;

  valet_options_init (&o);
  g_autoptr (ValetRanking) ranking = run (&ev, &o);

  /* Boards in the order of their text "round|board": 1|10 before 1|2. */
  g_assert_cmpuint (ev.visited->len, ==, 4);
  g_assert_cmpstr (g_ptr_array_index (ev.visited, 0), ==, "1|1");
  g_assert_cmpstr (g_ptr_array_index (ev.visited, 1), ==, "1|10");
  g_assert_cmpstr (g_ptr_array_index (ev.visited, 2), ==, "1|2");
  g_assert_cmpstr (g_ptr_array_index (ev.visited, 3), ==, "2|3");

  /* Pairs numbered on first sight in that order: AB, CD, EF, GH from
   * board 1|1, then IJ and KL from 1|10. */
  static const char *const order[] = { "ab", "cd", "ef", "gh", "ij", "kl" };
  g_assert_cmpuint (valet_ranking_n_pairs (ranking), ==, 6);
  for (guint i = 0; i < 6; i++)
    {
      const ValetPairScore *p = valet_ranking_pair (ranking, i);
      g_autofree char *key = pair_key (ev.t, p->player[0], p->player[1]);
      for (guint k = 0; k < G_N_ELEMENTS (order); k++)
        if (g_str_equal (key, order[k]))
          g_assert_cmpuint (p->number, ==, k + 1);
    }
}

static void
test_pair_name (void)
{
  g_auto (Event) ev = { 0 };
  ValetOptions o;
  gboolean found = FALSE;

  valet_options_init (&o);
  g_autoptr (ValetRanking) ranking = run (&ev, &o);
  for (guint i = 0; i < valet_ranking_n_pairs (ranking); i++)
    {
      const ValetPairScore *p = valet_ranking_pair (ranking, i);
      g_autofree char *name = valet_ranking_pair_name (ranking, p);
      /* Alice has the lower tag whichever seat she held. */
      if (g_str_has_prefix (name, "Alice") || g_str_has_suffix (name, "Alice"))
        {
          g_assert_cmpstr (name, ==, "Alice - Bob");
          found = TRUE;
        }
    }
  g_assert_true (found);
}

static void
test_orders (void)
{
  for (int order = VALET_ORDER_OVERALL; order <= VALET_ORDER_LEAD_OVER_PLAY; order++)
    {
      g_auto (Event) ev = { 0 };
      ValetOptions o;
      valet_options_init (&o);
      o.lead = TRUE;
      o.order = order;
      g_autoptr (ValetRanking) ranking = run (&ev, &o);
      g_test_message ("order %s", valet_order_to_string (order));
      check_totals (&ev, ranking, &o);
    }
}

static void
test_score_key (void)
{
  ValetPairScore p = { 0 };

  p.avg[VALET_COL_OVERALL] = 1;
  p.avg[VALET_COL_BID] = 2;
  p.avg[VALET_COL_PLAY1] = 3;
  p.avg[VALET_COL_PLAY2] = 4;
  p.avg[VALET_COL_LEAD1] = 5;
  p.avg[VALET_COL_LEAD2] = 6;
  p.avg[VALET_COL_DEF] = 7;
  g_assert_cmpfloat (valet_pair_score_key (&p, VALET_ORDER_OVERALL), ==, 1);
  g_assert_cmpfloat (valet_pair_score_key (&p, VALET_ORDER_BIDDING), ==, 2);
  g_assert_cmpfloat (valet_pair_score_key (&p, VALET_ORDER_PLAY), ==, 7);
  g_assert_cmpfloat (valet_pair_score_key (&p, VALET_ORDER_DEFENSE), ==, 7);
  g_assert_cmpfloat (valet_pair_score_key (&p, VALET_ORDER_LEAD), ==, 11);
  g_assert_cmpfloat (valet_pair_score_key (&p, VALET_ORDER_BID_OVER_PLAY), ==, -5);
  g_assert_cmpfloat (valet_pair_score_key (&p, VALET_ORDER_DEF_OVER_PLAY), ==, 0);
  g_assert_cmpfloat (valet_pair_score_key (&p, VALET_ORDER_LEAD_OVER_PLAY), ==, 4);
}

static void
test_rounds (void)
{
  g_auto (Event) ev = { 0 };
  ValetOptions o;

  valet_options_init (&o);
  g_assert_true (valet_options_set_rounds (&o, "2", NULL));
  g_autoptr (ValetRanking) ranking = run (&ev, &o);

  /* Only board 2|3: four pairs, one board each. */
  g_assert_cmpuint (ev.visited->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (ev.visited, 0), ==, "2|3");
  g_assert_cmpuint (valet_ranking_n_pairs (ranking), ==, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (valet_ranking_pair (ranking, i)->num[VALET_COL_OVERALL], ==, 1);
  check_totals (&ev, ranking, &o);
  valet_options_clear (&o);
}

static void
test_hand_totals (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  ValetOptions o;
  /* One board, Butler with the simple split (see test-board-scorer):
   * datum 240, North declares 4S at tables 1, 2 and 4 (+420, +450,
   * -50) and 2S at table 3 (+140): +5, +5, -7 and -3 IMPs. */
  static const char scores[] =
    "1|1|a|c|b|d|4S|N|10\n"
    "1|1|e|g|f|h|4S|N|11\n"
    "1|1|i|k|j|l|2S|N|9\n"
    "1|1|c|a|d|b|4S|N|9\n";

  valet_options_init (&o);
  o.scoring = VALET_SCORING_DATUM;
  o.cloud = FALSE;
  valet_parse_names (t, names_txt, sizeof names_txt - 1, "names.txt", diag);
  valet_parse_scores (t, scores, sizeof scores - 1, "scores.txt", "names.txt", diag);
  /* AB and CD meet twice on the board: a seating warning, still scored. */
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_autoptr (ValetRanking) r = valet_score_tournament (t, &o, NULL, NULL);

  /* AB: +5 declaring at table 1, +7 defending table 4 (CD -7): 12 over 2.
   * CD: -5 defending table 1, -7 declaring: -6.  EF +5, IJ -3, GH -5,
   * KL +3. */
  static const struct { const char *name; double avg; } want[] = {
    { "Alice - Bob", 6 }, { "Eve - Frank", 5 }, { "Ken - Liz", 3 },
    { "Ivan - Judy", -3 }, { "Grace - Heidi", -5 }, { "Carol - Dave", -6 },
  };
  g_assert_cmpuint (valet_ranking_n_pairs (r), ==, 6);
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      const ValetPairScore *p = valet_ranking_pair (r, i);
      g_autofree char *name = valet_ranking_pair_name (r, p);
      g_assert_cmpstr (name, ==, want[i].name);
      g_assert_cmpfloat_with_epsilon (p->avg[VALET_COL_OVERALL], want[i].avg, 1e-5);
    }
  /* AB declared once (Alice, North: play +6) and defended once. */
  const ValetPairScore *ab = valet_ranking_pair (r, 0);
  g_assert_cmpuint (ab->num[VALET_COL_OVERALL], ==, 2);
  g_assert_cmpuint (ab->num[VALET_COL_PLAY1], ==, 1);
  g_assert_cmpuint (ab->num[VALET_COL_PLAY2], ==, 0);
  g_assert_cmpuint (ab->num[VALET_COL_DEF], ==, 1);
  g_assert_cmpfloat_with_epsilon (ab->avg[VALET_COL_PLAY1], 6, 1e-5);
  /* Defending -50 against 4S: the defence earned the declarer's -6. */
  g_assert_cmpfloat_with_epsilon (ab->avg[VALET_COL_DEF], 6, 1e-5);
  g_assert_cmpfloat_with_epsilon (ab->avg[VALET_COL_BID], (-1 + 1) / 2.0, 1e-5);
}

static void
test_tableau_rows (void)
{
  g_auto (Event) ev = { 0 };
  ValetOptions o;

  valet_options_init (&o);
  o.lead = TRUE;
  g_autoptr (ValetRanking) ranking = run (&ev, &o);

  /* Board 1|2: 3NT by East with a spade lead, and 2H by West twice. */
  const ValetEntry *e = &g_array_index (ev.entries, ValetEntry, 4);
  g_autoptr (GArray) rows = valet_tableau_rows (ev.t, &o, e, 3);
  g_assert_cmpuint (rows->len, ==, 2);
  const ValetTableauRow *r0 = &g_array_index (rows, ValetTableauRow, 0);
  const ValetTableauRow *r1 = &g_array_index (rows, ValetTableauRow, 1);
  /* The 2H lines have no lead: no suit (Valet 1.1 shows the last suit
   * led, spades, which the lines carry as read). */
  g_assert_cmpstr (r0->key, ==, "2H, W, -, 8");
  g_assert_cmpuint (r0->count, ==, 2);
  g_assert_cmpstr (r1->key, ==, "3NT, E, S, 9");
  g_assert_cmpuint (r1->count, ==, 1);
  g_assert_cmpfloat_with_epsilon (r1->overall, valet_entry_overall (&e[0]), EPS);
  g_assert_cmpfloat_with_epsilon (r0->overall,
                                  (valet_entry_overall (&e[1])
                                   + valet_entry_overall (&e[2])) / 2, EPS);

  o.compat = TRUE;
  g_autoptr (GArray) v11 = valet_tableau_rows (ev.t, &o, e, 3);
  g_assert_cmpstr (g_array_index (v11, ValetTableauRow, 0).key, ==, "2H, W, S, 8");
  o.compat = FALSE;

  /* Without the lead split the suit is not part of the key. */
  o.lead = FALSE;
  g_autoptr (GArray) plain = valet_tableau_rows (ev.t, &o, e, 3);
  g_assert_cmpstr (g_array_index (plain, ValetTableauRow, 0).key, ==, "2H, W, 8");

  /* A passed-out board is "pass"; the tableau text names the board. */
  const ValetEntry *e10 = &g_array_index (ev.entries, ValetEntry, 2);
  g_autoptr (GArray) pass_rows = valet_tableau_rows (ev.t, &o, e10, 2);
  g_assert_cmpstr (g_array_index (pass_rows, ValetTableauRow, 1).key, ==, "pass");
  g_autoptr (GString) out = g_string_new (NULL);
  valet_write_tableau (out, ev.t, &o, valet_tournament_board (ev.t, 2), e10, 2);
  g_assert_nonnull (strstr (out->str, "DECLARER, Board 1|10"));
  g_assert_nonnull (strstr (out->str, "DEFENDER, Board 1|10"));
  g_assert_nonnull (strstr (out->str, "pass"));
}

/* A mean over a column group of @tot, counted by @count; 0 when none. */
static double
mean_of (const Totals *tot, const ValetColumn *cols, guint n, ValetColumn count)
{
  double sum = 0;

  for (guint i = 0; i < n; i++)
    sum += tot->sum[cols[i]];
  return tot->num[count] ? sum / tot->num[count] : 0;
}

/* The principles (section 2.5): "a weighted average of the overall
 * Valet score of all the opponents faced", each opponent's totals taken
 * without its boards against the pair.  Each opponent weighs the boards
 * played against it, and on each it is set against what it did there:
 * its bidding against the pair's bidding, its defence (leads included,
 * per hand defended) against the pair's declarer play, its declarer
 * play against the pair's defence.  The score's compensation is the
 * bidding's and the play's together (at matchpoints their average, and
 * how far from 50 %); leads and artificial scores have none. */
static void
test_compensation_without_own_boards (gconstpointer data)
{
  static const ValetColumn bid_cols[] = { VALET_COL_BID };
  static const ValetColumn def_cols[] = { VALET_COL_LEAD1, VALET_COL_LEAD2, VALET_COL_DEF };
  ValetScoring scoring = GPOINTER_TO_INT (data);
  gboolean mp = scoring == VALET_SCORING_MATCHPOINTS;
  g_auto (Event) ev = { 0 };
  ValetOptions o;

  valet_options_init (&o);
  o.scoring = scoring;
  o.lead = TRUE;
  o.compensate = TRUE;
  g_autoptr (ValetRanking) ranking = run (&ev, &o);
  for (guint i = 0; i < valet_ranking_n_pairs (ranking); i++)
    {
      const ValetPairScore *p = valet_ranking_pair (ranking, i);
      g_autofree char *key = pair_key (ev.t, p->player[0], p->player[1]);
      g_autoptr (GHashTable) without = expected_totals_without (&ev, TRUE, key);
      double sum[VALET_N_COLS] = { 0 };

      /* Board by board, the opponent at the table. */
      for (guint k = 0; k < ev.entries->len; k++)
        {
          const ValetEntry *e = &g_array_index (ev.entries, ValetEntry, k);
          const ValetResult *r = valet_tournament_result (ev.t, e->result);
          g_autofree char *ns = pair_key (ev.t, r->player[0], r->player[2]);
          g_autofree char *ew = pair_key (ev.t, r->player[1], r->player[3]);
          gboolean we_ns = g_str_equal (ns, key);
          if (!we_ns && !g_str_equal (ew, key))
            continue;
          const Totals *opp = g_hash_table_lookup (without, we_ns ? ew : ns);
          Totals none = { { 0 } };
          if (opp == NULL)
            opp = &none;
          double declaring = (opp->num[VALET_COL_PLAY1] + opp->num[VALET_COL_PLAY2])
            ? (opp->sum[VALET_COL_PLAY1] + opp->sum[VALET_COL_PLAY2])
              / (opp->num[VALET_COL_PLAY1] + opp->num[VALET_COL_PLAY2]) : 0;
          double defending = mean_of (opp, def_cols, 3, VALET_COL_DEF);
          double bid = mean_of (opp, bid_cols, 1, VALET_COL_BID);
          double play = 0;
          sum[VALET_COL_BID] += bid;
          if (r->level > 0 && we_ns == valet_seat_is_ns (r->declarer))
            {
              guint d = r->declarer, dp = (d + 2) % 4;
              sum[VALET_COL_PLAY1 + slot (ev.t, r->player[d], r->player[dp])] += defending;
              play = defending;
            }
          else if (r->level > 0)
            {
              sum[VALET_COL_DEF] += declaring;
              play = declaring;
            }
          sum[VALET_COL_OVERALL] += (mp ? 0.5 : 1) * (bid + play);
        }
      sum[VALET_COL_BUTLER] = sum[VALET_COL_OVERALL];
      g_test_message ("pair %s", key);
      for (int c = 0; c < VALET_N_COLS; c++)
        {
          double want = p->num[c] == 0 ? 0 : (mp ? 50 : 1) * sum[c] / p->num[c];
          g_assert_cmpfloat_with_epsilon (comp_of (p, scoring, c), want, EPS);
        }
    }
}

int
main (int argc, char **argv)
{
  static ValetOptions modes[4];

  g_test_init (&argc, &argv, NULL);

  for (int i = 0; i < 4; i++)
    valet_options_init (&modes[i]);
  modes[0].scoring = VALET_SCORING_DATUM;
  modes[1].scoring = VALET_SCORING_IMPS;
  modes[2].scoring = VALET_SCORING_MATCHPOINTS;
  modes[3].scoring = VALET_SCORING_IMPS;
  modes[3].compensate = TRUE;

  g_test_add_data_func ("/ranking/totals/datum", &modes[0], test_totals);
  g_test_add_data_func ("/ranking/totals/imps", &modes[1], test_totals);
  g_test_add_data_func ("/ranking/totals/matchpoints", &modes[2], test_totals);
  g_test_add_data_func ("/ranking/totals/compensate", &modes[3], test_totals);
  g_test_add_data_func ("/ranking/compensate/imps", GINT_TO_POINTER (VALET_SCORING_IMPS),
                        test_compensation_without_own_boards);
  g_test_add_data_func ("/ranking/compensate/matchpoints",
                        GINT_TO_POINTER (VALET_SCORING_MATCHPOINTS),
                        test_compensation_without_own_boards);
  g_test_add_func ("/ranking/board-order", test_board_order_and_numbers);
  g_test_add_func ("/ranking/pair-name", test_pair_name);
  g_test_add_func ("/ranking/orders", test_orders);
  g_test_add_func ("/ranking/score-key", test_score_key);
  g_test_add_func ("/ranking/rounds", test_rounds);
  g_test_add_func ("/ranking/hand-totals", test_hand_totals);
  g_test_add_func ("/ranking/tableau-rows", test_tableau_rows);

  return g_test_run ();
}
