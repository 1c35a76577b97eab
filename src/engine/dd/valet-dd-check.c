/* valet-dd-check.c: the solver's tables and par against the file's. */
#include "config.h"
#include "valet-dd-check.h"

#include <glib/gi18n-lib.h>
#include <string.h>

ValetDdTable *
valet_dd_tournament_tables (ValetDdSolver *solver, ValetTournament *t,
                            ValetDdProgressFunc progress, ValetCancelledFunc cancelled,
                            gpointer data, GError **error)
{
  guint n = valet_tournament_n_deals (t);
  g_autofree ValetDeal *deals = g_new (ValetDeal, n ? n : 1);
  g_autofree ValetDdTable *tables = g_new0 (ValetDdTable, n ? n : 1);

  for (guint i = 0; i < n; i++)
    deals[i] = valet_tournament_deal (t, i)->deal;
  if (!valet_dd_solver_tables (solver, deals, n, tables, progress, cancelled, data, error))
    return NULL;
  return g_steal_pointer (&tables);
}

/* The contracts whose tricks differ, "4S by N: 10 here, 9 in the file". */
static char *
table_differences (const ValetDdTable *ours, const guint8 theirs[5][4])
{
  GString *out = g_string_new (NULL);

  for (guint denom = 0; denom < 5; denom++)
    for (guint seat = 0; seat < 4; seat++)
      if (ours->tricks[denom][seat] != theirs[denom][seat])
        {
          if (out->len > 0)
            g_string_append (out, "; ");
          g_string_append_printf (out,
                                  /* Translators: a strain ("S", "NT"), a declarer
                                   * ("N"), the solver's tricks, the file's. */
                                  _("%s by %c: %u, the file %u"),
                                  valet_denom_short_name ((ValetDenom) denom),
                                  valet_seat_letter ((ValetSeat) seat),
                                  ours->tricks[denom][seat], theirs[denom][seat]);
        }
  return g_string_free (out, FALSE);
}

void
valet_dd_compare_file (ValetTournament *t, const ValetDdTable *tables,
                       ValetDiagnostics *diag, ValetDdAgreement *agreement)
{
  for (guint i = 0; i < valet_tournament_n_deals (t); i++)
    {
      const ValetBoardDeal *d = valet_tournament_deal (t, i);
      if (d->has_dd)
        {
          agreement->n_tables++;
          if (memcmp (tables[i].tricks, d->dd, sizeof d->dd) == 0)
            agreement->n_tables_agree++;
          else
            {
              g_autofree char *diff = table_differences (&tables[i], d->dd);
              valet_diagnostics_warn (diag, d->file, d->dd_line,
                                      _("board %u: the double-dummy tricks the file gives "
                                        "differ from the solver's (%s)"), d->board, diff);
            }
        }
      if (d->has_par)
        {
          ValetDdPar par = { 0 };
          agreement->n_pars++;
          if (!valet_dd_par (&tables[i], d->dealer, d->vulnerability, &par, NULL))
            continue;
          if (par.score == d->par_score)
            agreement->n_pars_agree++;
          else
            valet_diagnostics_warn (diag, d->file, d->par_line,
                                    /* Translators: the board, the file's optimum
                                     * score, the solver's par score and contracts,
                                     * both seen from North-South. */
                                    _("board %u: the file's optimum score, NS %d, differs "
                                      "from the solver's par, NS %d (%s)"),
                                    d->board, d->par_score, par.score, par.contracts);
          valet_dd_par_clear (&par);
        }
    }
}
