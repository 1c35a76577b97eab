/* valet-report-dd.c: the reports' double-dummy tables and measures. */
#include "config.h"
#include "valet-report-dd.h"

#include <glib/gi18n.h>
#include <string.h>

#include "valet-dd-check.h"

struct _ValetReportDd {
  ValetDdTable  *tables;
  GHashTable    *index;    /* const ValetBoardDeal * -> index + 1 */
  ValetDdVersus *versus;
};

void
valet_report_dd_free (ValetReportDd *dd)
{
  if (dd == NULL)
    return;
  g_free (dd->tables);
  g_hash_table_unref (dd->index);
  valet_dd_versus_free (dd->versus);
  g_free (dd);
}

void
valet_report_set_dd (ValetReport *report, const ValetDdTable *tables,
                     const guint8 *contract_tricks, const guint8 *lead_tricks)
{
  ValetTournament *t = valet_report_tournament (report);
  guint n = valet_tournament_n_deals (t);
  ValetReportDd *dd = g_new0 (ValetReportDd, 1);

  dd->tables = g_memdup2 (tables, sizeof *tables * MAX (n, 1));
  dd->index = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < n; i++)
    g_hash_table_insert (dd->index, (gpointer) valet_tournament_deal (t, i),
                         GUINT_TO_POINTER (i + 1));
  if (contract_tricks != NULL)
    dd->versus = valet_dd_versus_new (valet_report_run (report), contract_tricks, lead_tricks);
  _valet_report_set_dd (report, dd);
}

gboolean
valet_report_solve_dd (ValetReport *report, GError **error)
{
  ValetTournament *t = valet_report_tournament (report);
  g_autofree char *path = valet_dd_default_cache_path ();
  g_autoptr (ValetDdSolver) solver = NULL;

  if (valet_tournament_n_deals (t) == 0)
    return TRUE;
  solver = valet_dd_solver_new (path);
  g_autofree ValetDdTable *tables = valet_dd_tournament_tables (solver, t, NULL, NULL, NULL,
                                                                error);
  g_autofree guint8 *leads = tables ? valet_dd_tournament_leads (solver, t, NULL, NULL, NULL,
                                                                 error) : NULL;
  /* A cache that cannot be written only costs time next run. */
  (void) valet_dd_solver_save (solver, NULL);
  if (leads == NULL)
    return FALSE;
  g_autofree guint8 *tricks = valet_dd_tournament_contract_tricks (t, tables);
  valet_report_set_dd (report, tables, tricks, leads);
  return TRUE;
}

const ValetDdTable *
valet_report_dd_table (ValetReport *report, const ValetBoardDeal *deal)
{
  ValetReportDd *dd = _valet_report_get_dd (report);
  guint i = dd && deal ? GPOINTER_TO_UINT (g_hash_table_lookup (dd->index, deal)) : 0;

  return i > 0 ? &dd->tables[i - 1] : NULL;
}

char *
valet_report_dd_par_text (ValetReport *report, const ValetBoardDeal *deal)
{
  const ValetDdTable *table = valet_report_dd_table (report, deal);
  ValetDdPar par = { 0 };

  if (table == NULL || !valet_dd_par (table, deal->dealer, deal->vulnerability, &par, NULL))
    return NULL;
  g_autofree char *words = valet_dd_par_text (&par);
  valet_dd_par_clear (&par);
  /* Translators: the par score and contracts, "NS 980 (6S-NS)". */
  return g_strdup_printf (_("Par: %s"), words);
}

ValetDdVersus *
valet_report_dd_versus (ValetReport *report)
{
  ValetReportDd *dd = _valet_report_get_dd (report);

  return dd && dd->versus && valet_dd_versus_any (dd->versus) ? dd->versus : NULL;
}

/* "r = 0.42 over 24 pairs", or that there are too few. */
static char *
agreement (ValetDdVersus *vs, gboolean lead)
{
  double r;
  g_autoptr (GArray) x = NULL;

  if (!valet_dd_versus_correlation (vs, lead, &r, &x, NULL))
    return g_strdup (x != NULL && x->len == 0 && lead
                     ? _("nothing: this scoring does not split the lead out of the defence")
                     : _("too few pairs to tell"));
  /* TRANSLATORS: a correlation coefficient and how many pairs it is over. */
  return g_strdup_printf (_("r = %.2f over %u pairs"), r, x->len);
}

char *
valet_report_dd_text (ValetReport *report)
{
  ValetDdVersus *vs = valet_report_dd_versus (report);

  if (vs == NULL)
    return NULL;
  g_autofree char *play = agreement (vs, FALSE);
  g_autofree char *lead = agreement (vs, TRUE);
  return g_strdup_printf (_("A double-dummy solver gives a second opinion on the same boards. "
                            "Declarer vs DD is the mean, over the hands a pair or player "
                            "declared, of the tricks taken less those double-dummy play makes "
                            "after the opening lead that was made; Lead vs DD the mean, over "
                            "the leads made, of the tricks the lead cost against the best lead "
                            "(0 at best). Both are in tricks, with their 95 %% intervals. Across "
                            "the ranked pairs the Valet declarer play and Declarer vs DD agree "
                            "with %s; the Valet lead and Lead vs DD with %s. Double dummy sees "
                            "all four hands, which the players did not, and counts tricks, not "
                            "the field's scores: the two measures are not meant to agree "
                            "exactly."),
                          play, lead);
}
