/* test-dd.c: double-dummy tables and par of published deals (the tables
 * BridgeComposer and Bridgemate printed for them), the tricks after each
 * opening lead against the table, the cache (a deal solved once, in
 * memory and through its file), and a cancel before any solve. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "valet-dd-check.h"
#include "valet-dd.h"

typedef struct {
  const char *deal;
  const char *tricks;     /* PBN [DoubleDummyTricks]: N S E W, each NT S H D C */
  ValetSeat   dealer;
  ValetVulnerability vul;
  int         par;        /* North-South */
} Published;

/* Boards 1, 2 and 8 of a club session (LBC 2026-01-26), with the
 * tables and optimum scores its hand record prints. */
static const Published published[] = {
  { "N:AQT94.T53.KQ8.T9 63.J98.J53.K8654 K72.6.AT9762.AJ7 J85.AKQ742.4.Q32",
    "7c5c67c5c61181711817", VALET_NORTH, VALET_VUL_NONE, 980 },
  { "N:83.A985.J7432.T9 QT.QJ.AK65.AKJ74 AJ976.7642.T.852 K542.KT3.Q98.Q63",
    "2563225632b87abb87ab", VALET_NORTH, VALET_VUL_NONE, -460 },
};

static void
table_of (const char *hex, ValetDdTable *t)
{
  static const ValetSeat declarers[4] = { VALET_NORTH, VALET_SOUTH, VALET_EAST, VALET_WEST };
  static const ValetDenom denoms[5] = { VALET_NOTRUMP, VALET_SPADES, VALET_HEARTS,
                                        VALET_DIAMONDS, VALET_CLUBS };
  for (guint i = 0; i < 20; i++)
    t->tricks[denoms[i % 5]][declarers[i / 5]] = (guint8) g_ascii_xdigit_value (hex[i]);
}

static void
test_published (void)
{
  g_autoptr (ValetDdSolver) solver = valet_dd_solver_new (NULL);
  guint n = G_N_ELEMENTS (published);
  ValetDeal deals[G_N_ELEMENTS (published)];
  ValetDdTable got[G_N_ELEMENTS (published)];
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < n; i++)
    g_assert_true (valet_deal_parse (published[i].deal, &deals[i], NULL));
  g_assert_true (valet_dd_solver_tables (solver, deals, n, got, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    {
      ValetDdTable want;
      ValetDdPar par = { 0 };
      table_of (published[i].tricks, &want);
      g_assert_cmpmem (got[i].tricks, sizeof got[i].tricks, want.tricks, sizeof want.tricks);
      g_assert_true (valet_dd_par (&got[i], published[i].dealer, published[i].vul, &par, NULL));
      g_assert_cmpint (par.score, ==, published[i].par);
      g_assert_nonnull (par.contracts);
      valet_dd_par_clear (&par);
    }
}

/* The tricks after the best lead are the table's; every card the
 * leader holds has its tricks, and no other card. */
static void
test_leads (void)
{
  g_autoptr (ValetDdSolver) solver = valet_dd_solver_new (NULL);
  ValetDdLeadKey keys[3];
  ValetDdLeads leads[3];
  ValetDdTable table;
  const guint8 contracts[3][2] = { { VALET_SPADES, VALET_NORTH }, { VALET_NOTRUMP, VALET_EAST },
                                   { VALET_HEARTS, VALET_WEST } };

  g_assert_true (valet_deal_parse (published[0].deal, &keys[0].deal, NULL));
  g_assert_true (valet_dd_solver_tables (solver, &keys[0].deal, 1, &table, NULL, NULL, NULL,
                                         NULL));
  for (guint i = 0; i < 3; i++)
    {
      keys[i].deal = keys[0].deal;
      keys[i].denom = contracts[i][0];
      keys[i].declarer = contracts[i][1];
    }
  g_assert_true (valet_dd_solver_leads (solver, keys, 3, leads, NULL, NULL, NULL, NULL));
  for (guint i = 0; i < 3; i++)
    {
      ValetSeat leader = (keys[i].declarer + 1) % 4;
      guint best = 13, n_cards = 0;
      for (guint suit = 0; suit < 4; suit++)
        for (guint rank = 2; rank <= 14; rank++)
          {
            gboolean held = valet_deal_holder (&keys[i].deal, suit, rank) == (int) leader;
            guint8 t = leads[i].tricks[suit][rank];
            g_assert_true (held ? t <= 13 : t == 0xff);
            if (held)
              {
                best = MIN (best, t);
                n_cards++;
              }
          }
      g_assert_cmpuint (n_cards, ==, 13);
      g_assert_cmpuint (best, ==, table.tricks[keys[i].denom][keys[i].declarer]);
    }
  g_assert_cmpuint (valet_dd_solver_n_leads_solved (solver), ==, 3);

  /* Each lead solved alone, with its card played, gives what the solve
   * of every lead gave: on a fresh solver, for all three contracts. */
  g_autoptr (ValetDdSolver) alone = valet_dd_solver_new (NULL);
  for (guint i = 0; i < 3; i++)
    {
      ValetSeat leader = (keys[i].declarer + 1) % 4;
      ValetDdLead cards[13];
      guint8 tricks[13];
      guint n = 0;
      for (guint suit = 0; suit < 4; suit++)
        for (guint rank = 2; rank <= 14; rank++)
          if (valet_deal_holder (&keys[i].deal, suit, rank) == (int) leader)
            cards[n++] = (ValetDdLead) { .key = keys[i], .suit = suit, .rank = rank };
      g_assert_true (valet_dd_solver_lead_tricks (alone, cards, n, tricks, NULL, NULL, NULL,
                                                  NULL));
      for (guint k = 0; k < n; k++)
        g_assert_cmpuint (tricks[k], ==, leads[i].tricks[cards[k].suit][cards[k].rank]);
    }
  g_assert_cmpuint (valet_dd_solver_n_leads_solved (alone), ==, 39);
}

/* The tricks after each result's own lead: a solve of its contract,
 * shared by the results that play it; 0xff where the lead is not the
 * leader's card or no lead is given. */
static void
test_result_leads (void)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDdSolver) solver = valet_dd_solver_new (NULL);
  ValetDeal deal;
  const char *tags[] = { "a", "b", "c", "d" };

  g_assert_true (valet_deal_parse (published[0].deal, &deal, NULL));
  g_assert_nonnull (valet_tournament_set_deal (t, 0, 1, &deal, "club.pbn", 1, NULL));
  for (guint i = 0; i < 4; i++)
    valet_tournament_add_player (t, tags[i], tags[i], 1);
  /* 4S by North: East leads.  The heart jack (to South's singleton,
   * the one card dummy can play) and the club king are East's; the
   * spade ace is North's own. */
  const struct { guint8 suit, rank; } lead[4] = {
    { VALET_HEARTS, 11 }, { VALET_CLUBS, 13 }, { VALET_SPADES, 14 }, { VALET_SPADES, 0 },
  };
  for (guint i = 0; i < 4; i++)
    {
      ValetResult r = { .round = 1, .board = 1, .player = { 0, 1, 2, 3 }, .level = 4,
                        .denom = VALET_SPADES, .declarer = VALET_NORTH, .tricks = 12,
                        .lead_suit = lead[i].suit, .lead_rank = lead[i].rank, .line = i + 1 };
      valet_tournament_add_result (t, &r);
    }
  valet_tournament_seal (t);
  g_autofree guint8 *tricks = valet_dd_tournament_leads (solver, t, NULL, NULL, NULL, NULL);
  g_assert_nonnull (tricks);
  /* Two leads of one contract, each solved alone, once. */
  g_assert_cmpuint (valet_dd_solver_n_leads_solved (solver), ==, 2);
  ValetDdLeadKey key = { .deal = deal, .denom = VALET_SPADES, .declarer = VALET_NORTH };
  ValetDdLeads leads;
  g_assert_true (valet_dd_solver_leads (solver, &key, 1, &leads, NULL, NULL, NULL, NULL));
  g_assert_cmpuint (tricks[0], ==, leads.tricks[VALET_HEARTS][11]);
  g_assert_cmpuint (tricks[1], ==, leads.tricks[VALET_CLUBS][13]);
  g_assert_cmpuint (tricks[0], >=, 12);    /* the table's 12 is the best defence */
  g_assert_cmpuint (tricks[2], ==, 0xff);
  g_assert_cmpuint (tricks[3], ==, 0xff);
}

static void
count_progress (guint done, guint total, gpointer data)
{
  guint *calls = data;
  g_assert_cmpuint (done, <=, total);
  (*calls)++;
}

/* A deal is solved once: asked again of the same solver, twice in one
 * call, or of a new solver reading the first one's cache file. */
static void
test_cache (void)
{
  g_autofree char *dir = g_dir_make_tmp ("valet-dd-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sub", "dd-cache.txt", NULL);
  ValetDeal deals[3];
  ValetDdTable first[3], again[3];
  guint calls = 0;

  g_assert_true (valet_deal_parse (published[0].deal, &deals[0], NULL));
  g_assert_true (valet_deal_parse (published[1].deal, &deals[1], NULL));
  deals[2] = deals[0];
  {
    g_autoptr (ValetDdSolver) solver = valet_dd_solver_new (path);
    g_assert_true (valet_dd_solver_tables (solver, deals, 3, first, count_progress, NULL,
                                           &calls, NULL));
    g_assert_cmpuint (valet_dd_solver_n_tables_solved (solver), ==, 2);
    g_assert_cmpuint (calls, ==, 3);
    g_assert_true (valet_dd_solver_tables (solver, deals, 3, again, NULL, NULL, NULL, NULL));
    g_assert_cmpuint (valet_dd_solver_n_tables_solved (solver), ==, 2);
    g_assert_cmpmem (first, sizeof first, again, sizeof again);
    ValetDdLeadKey key = { .deal = deals[1], .denom = VALET_NOTRUMP, .declarer = VALET_EAST };
    ValetDdLeads leads;
    g_assert_true (valet_dd_solver_leads (solver, &key, 1, &leads, NULL, NULL, NULL, NULL));
    g_assert_true (valet_dd_solver_save (solver, NULL));
  }
  {
    g_autoptr (ValetDdSolver) solver = valet_dd_solver_new (path);
    memset (again, 0, sizeof again);
    g_assert_true (valet_dd_solver_tables (solver, deals, 3, again, NULL, NULL, NULL, NULL));
    g_assert_cmpuint (valet_dd_solver_n_tables_solved (solver), ==, 0);
    g_assert_cmpmem (first, sizeof first, again, sizeof again);
    ValetDdLeadKey key = { .deal = deals[1], .denom = VALET_NOTRUMP, .declarer = VALET_EAST };
    ValetDdLeads leads;
    g_assert_true (valet_dd_solver_leads (solver, &key, 1, &leads, NULL, NULL, NULL, NULL));
    g_assert_cmpuint (valet_dd_solver_n_leads_solved (solver), ==, 0);
    g_assert_cmpuint (leads.tricks[VALET_SPADES][8], ==, 0xff);    /* North's */
    g_assert_cmpuint (leads.tricks[VALET_SPADES][14], <=, 13);     /* South leads it */
    /* Nothing new: the file is not written again. */
    g_assert_true (valet_dd_solver_save (solver, NULL));
  }
  /* A damaged file is a cache with less in it, not an error. */
  g_assert_true (g_file_set_contents (path, "T N:AKQ garbage\nL x\n", -1, NULL));
  {
    g_autoptr (ValetDdSolver) solver = valet_dd_solver_new (path);
    g_assert_true (valet_dd_solver_tables (solver, deals, 1, again, NULL, NULL, NULL, NULL));
    g_assert_cmpuint (valet_dd_solver_n_tables_solved (solver), ==, 1);
  }
  g_remove (path);
  g_autofree char *sub = g_path_get_dirname (path);
  g_rmdir (sub);
  g_rmdir (dir);
}

static gboolean
always (gpointer data)
{
  (void) data;
  return TRUE;
}

static void
test_cancel (void)
{
  g_autoptr (ValetDdSolver) solver = valet_dd_solver_new (NULL);
  g_autoptr (GError) error = NULL;
  ValetDeal deal;
  ValetDdTable table;

  g_assert_true (valet_deal_parse (published[0].deal, &deal, NULL));
  g_assert_false (valet_dd_solver_tables (solver, &deal, 1, &table, NULL, always, NULL, &error));
  g_assert_error (error, VALET_DD_ERROR, VALET_DD_ERROR_CANCELLED);
  g_assert_cmpuint (valet_dd_solver_n_tables_solved (solver), ==, 0);
}

/* Deals dealt at random from a fixed seed. */
static void
random_deal (GRand *rand, ValetDeal *deal)
{
  guint cards[52];
  for (guint i = 0; i < 52; i++)
    cards[i] = i;
  for (guint i = 51; i > 0; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i + 1);
      guint c = cards[i];
      cards[i] = cards[j];
      cards[j] = c;
    }
  memset (deal, 0, sizeof *deal);
  for (guint i = 0; i < 52; i++)
    deal->cards[i / 13][cards[i] / 13] |= (guint16) (1u << (cards[i] % 13 + 2));
}

typedef struct {
  guint told;       /* deals the progress was told of */
} Watch;

static void
watch_progress (guint done, guint total, gpointer data)
{
  Watch *w = data;
  g_assert_cmpuint (total, ==, 7);
  g_assert_cmpuint (done, ==, w->told + 1);
  w->told = done;
}

static gboolean
after_first (gpointer data)
{
  return ((Watch *) data)->told > 0;
}

/* A cancel asked after the first deals are told of stops the work
 * before the next batch; what was solved is kept, and the rest is solved
 * when asked again. */
static void
test_cancel_midway (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  g_autoptr (ValetDdSolver) solver = valet_dd_solver_new (NULL);
  g_autoptr (GError) error = NULL;
  ValetDeal deals[7];
  ValetDdTable tables[7];
  Watch w = { 0 };

  for (guint i = 0; i < 7; i++)
    {
      random_deal (rand, &deals[i]);
      g_assert_true (valet_deal_is_whole (&deals[i]));
    }
  g_assert_false (valet_dd_solver_tables (solver, deals, 7, tables, watch_progress, after_first,
                                          &w, &error));
  g_assert_error (error, VALET_DD_ERROR, VALET_DD_ERROR_CANCELLED);
  guint solved = valet_dd_solver_n_tables_solved (solver);
  g_assert_cmpuint (solved, >, 0);
  g_assert_cmpuint (solved, <, 7);
  g_assert_cmpuint (w.told, ==, solved);
  g_assert_true (valet_dd_solver_tables (solver, deals, 7, tables, NULL, NULL, NULL, NULL));
  g_assert_cmpuint (valet_dd_solver_n_tables_solved (solver), ==, 7);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/dd/published", test_published);
  g_test_add_func ("/dd/leads", test_leads);
  g_test_add_func ("/dd/result-leads", test_result_leads);
  g_test_add_func ("/dd/cache", test_cache);
  g_test_add_func ("/dd/cancel", test_cancel);
  g_test_add_func ("/dd/cancel-midway", test_cancel_midway);
  return g_test_run ();
}
