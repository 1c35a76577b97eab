/* valet-bench-dd.c: the double-dummy solver's speed on a club session.
 *
 * A 27-board session of random deals (a fixed seed), each board played
 * in four contracts, each led in three ways: its 27 tables and par, then
 * the 324 positions after the lead, with an empty cache; beside them, the
 * solve of every lead of each contract at once; then the session again
 * from the cache.  With
 * ../shared/realworld, Magic Contest's 28-board club session (with its
 * leads) and BridgeComposer's 24 boards, read as files.  Wall-clock and
 * processor time (all threads) are printed; the target is under 10 s
 * for the session's tables and leads on the 2-core machine.
 *
 * usage: valet-bench-dd [REALWORLD-DIR]
 */
#include <glib.h>
#include <string.h>
#include <sys/resource.h>

#include "valet-dd-check.h"
#include "valet-reader.h"

static double
cpu_seconds (void)
{
  struct rusage u;
  getrusage (RUSAGE_SELF, &u);
  return (double) u.ru_utime.tv_sec + u.ru_utime.tv_usec / 1e6
         + (double) u.ru_stime.tv_sec + u.ru_stime.tv_usec / 1e6;
}

typedef struct {
  double wall, cpu;
} Clock;

static Clock
clock_now (void)
{
  return (Clock) { g_get_monotonic_time () / 1e6, cpu_seconds () };
}

static void
say (const char *what, Clock from, guint n)
{
  Clock to = clock_now ();
  g_print ("%-52s %4u  %6.2f s wall  %6.2f s cpu\n", what, n, to.wall - from.wall,
           to.cpu - from.cpu);
}

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

static gboolean
generated_session (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (27);
  g_autoptr (ValetDdSolver) solver = valet_dd_solver_new (NULL);
  ValetDeal deals[27];
  ValetDdTable tables[27];
  ValetDdLeadKey keys[27 * 4];
  g_autofree ValetDdLeads *leads = g_new (ValetDdLeads, G_N_ELEMENTS (keys));
  guint n_keys = 0;

  for (guint b = 0; b < 27; b++)
    random_deal (rand, &deals[b]);
  Clock start = clock_now ();
  if (!valet_dd_solver_tables (solver, deals, 27, tables, NULL, NULL, NULL, NULL))
    return FALSE;
  for (guint b = 0; b < 27; b++)
    {
      ValetDdPar par = { 0 };
      valet_dd_par (&tables[b], valet_board_dealer (b + 1), valet_board_vulnerability (b + 1),
                    &par, NULL);
      valet_dd_par_clear (&par);
    }
  say ("generated session: tables and par", start, 27);
  /* Four contracts a board, the strains and declarers varying, each led
   * in three ways (cards of the leader at random): solved lead by lead,
   * as valet_dd_tournament_leads() does for a contract led in a few
   * ways. */
  g_autofree ValetDdLead *cards = g_new (ValetDdLead, G_N_ELEMENTS (keys) * 3);
  guint n_cards = 0;
  for (guint b = 0; b < 27; b++)
    for (guint k = 0; k < 4; k++)
      {
        ValetDdLeadKey key = { .deal = deals[b], .denom = (guint8) ((b + k) % 5),
                               .declarer = (guint8) ((b + 2 * k) % 4) };
        ValetSeat leader = (key.declarer + 1) % 4;
        keys[n_keys++] = key;
        for (guint c = 0; c < 3; c++)
          for (;;)
            {
              guint suit = (guint) g_rand_int_range (rand, 0, 4);
              guint rank = (guint) g_rand_int_range (rand, 2, 15);
              if (!(deals[b].cards[leader][suit] & (1u << rank)))
                continue;
              cards[n_cards++] = (ValetDdLead) { .key = key, .suit = (guint8) suit,
                                                 .rank = (guint8) rank };
              break;
            }
      }
  g_autofree guint8 *tricks = g_malloc (n_cards);
  Clock leads_start = clock_now ();
  if (!valet_dd_solver_lead_tricks (solver, cards, n_cards, tricks, NULL, NULL, NULL, NULL))
    return FALSE;
  say ("generated session: leads, each solved alone", leads_start,
       valet_dd_solver_n_leads_solved (solver));
  say ("generated session: tables and leads together", start, 27);
  double total = clock_now ().wall - start.wall;
  g_autoptr (ValetDdSolver) every = valet_dd_solver_new (NULL);
  Clock every_start = clock_now ();
  if (!valet_dd_solver_leads (every, keys, n_keys, leads, NULL, NULL, NULL, NULL))
    return FALSE;
  say ("(beside: every lead of each contract at once)", every_start, n_keys);
  Clock again = clock_now ();
  valet_dd_solver_tables (solver, deals, 27, tables, NULL, NULL, NULL, NULL);
  valet_dd_solver_lead_tricks (solver, cards, n_cards, tricks, NULL, NULL, NULL, NULL);
  say ("generated session again, from the cache", again, 27);
  g_print ("verdict: %s (tables and leads under 10 s wall)\n", total < 10 ? "ok" : "SLOW");
  return TRUE;
}

static void
real_file (const char *dir, const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return;
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);
  g_autoptr (ValetDdSolver) solver = valet_dd_solver_new (NULL);
  valet_read_input (t, path, VALET_INPUT_AUTO, diag);
  Clock start = clock_now ();
  g_autofree ValetDdTable *tables = valet_dd_tournament_tables (solver, t, NULL, NULL, NULL,
                                                                NULL);
  g_autofree char *what = g_strdup_printf ("%s: tables", name);
  say (what, start, valet_tournament_n_deals (t));
  Clock leads_start = clock_now ();
  g_autofree guint8 *leads = valet_dd_tournament_leads (solver, t, NULL, NULL, NULL, NULL);
  guint n_leads = 0;
  for (guint i = 0; leads && i < valet_tournament_n_results (t); i++)
    n_leads += leads[i] != 0xff;
  g_autofree char *what2 = g_strdup_printf ("%s: %u results' leads in", name, n_leads);
  say (what2, leads_start, valet_dd_solver_n_leads_solved (solver));
}

int
main (int argc, char **argv)
{
  g_print ("%-52s %4s  %15s  %14s\n", "", "n", "", "");
  if (!generated_session ())
    return 1;
  if (argc > 1)
    {
      real_file (argv[1], "magic-contest/test_set.pbn");
      real_file (argv[1], "bridgecomposer/SPR_PBN_File_0_D251223M.pbn");
    }
  return 0;
}
