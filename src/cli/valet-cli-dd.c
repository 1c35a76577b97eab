/* valet-cli-dd.c: the deals' double-dummy tables for valet-cli. */
#include "config.h"
#include "valet-cli-dd.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "valet-dd-check.h"
#include "valet-diagnostics.h"
#include "valet-safe-text.h"
#include "valet-dd-versus.h"
#include "valet-hand-record.h"

/* Boards said to differ, at most; the count of the rest follows. */
#define MAX_DISAGREEMENTS 50

struct _ValetCliDd {
  ValetTournament *t;
  ValetDdTable    *tables;    /* by valet_tournament_deal()'s index */
  GHashTable      *index;     /* const ValetBoardDeal * -> index + 1 */
};

/* Where the file carries its own double-dummy tables or optimum scores
 * (BridgeComposer, Magic Contest, Bridgemate write them), a board on
 * which they differ from the solver's is a warning naming it: the file
 * was written for other cards, or by a faulty program, and its readers
 * should know which figure to trust. */
static void
warn_file_disagrees (ValetTournament *t, const ValetDdTable *tables)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (MAX_DISAGREEMENTS);
  ValetDdAgreement agreement = { 0 };

  valet_dd_compare_file (t, tables, diag, &agreement);
  if (valet_diagnostics_n_warnings (diag) == 0)
    return;
  g_autofree char *text = valet_diagnostics_format (diag);
  /* Messages quote the input: its control characters as \xHH. */
  g_autofree char *shown = valet_escape_message (text);
  fputs (shown, stderr);
}

ValetCliDd *
valet_cli_dd_new (ValetTournament *t, GError **error)
{
  g_autofree char *path = valet_dd_default_cache_path ();
  g_autoptr (ValetDdSolver) solver = valet_dd_solver_new (path);
  g_autoptr (GError) save_error = NULL;
  ValetDdTable *tables = valet_dd_tournament_tables (solver, t, NULL, NULL, NULL, error);

  if (tables == NULL)
    return NULL;
  if (!valet_dd_solver_save (solver, &save_error))
    g_printerr (_("%s: the double-dummy cache cannot be written (%s); the deals will be "
                  "solved again next time\n"), g_get_prgname (), save_error->message);
  warn_file_disagrees (t, tables);
  ValetCliDd *dd = g_new0 (ValetCliDd, 1);
  dd->t = t;
  dd->tables = tables;
  dd->index = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < valet_tournament_n_deals (t); i++)
    g_hash_table_insert (dd->index, (gpointer) valet_tournament_deal (t, i),
                         GUINT_TO_POINTER (i + 1));
  return dd;
}

void
valet_cli_dd_free (ValetCliDd *dd)
{
  if (dd == NULL)
    return;
  g_hash_table_unref (dd->index);
  g_free (dd->tables);
  g_free (dd);
}

int
valet_cli_dd_tricks (const ValetResult *r, gpointer data)
{
  ValetCliDd *dd = data;
  const ValetBoardDeal *d = valet_tournament_get_deal (dd->t, r->round, r->board);
  guint i = d ? GPOINTER_TO_UINT (g_hash_table_lookup (dd->index, d)) : 0;

  /* Any declarer is a seat (two bits). */
  if (i == 0 || r->level == 0 || r->denom > VALET_NOTRUMP)
    return -1;
  return dd->tables[i - 1].tricks[r->denom][r->declarer];
}

void
valet_cli_dd_append_hand_records (ValetCliDd *dd, GString *out)
{
  valet_append_hand_records (out, dd->t, dd->tables);
}

/* "-0.50 ± 0.31" for text; "-0.50" and "0.31" as two fields for CSV. */
static void
append_mean (GString *out, const ValetSpread *s, gboolean csv, const char *separator)
{
  double half;
  gboolean has_half = valet_spread_error (s, NULL, &half);

  if (!csv)
    {
      g_autofree char *text = valet_dd_versus_text (s);
      g_string_append_printf (out, "  %-15s", text);
      return;
    }
  g_string_append (out, separator);
  if (s->n > 0)
    g_string_append_printf (out, "%.2f", s->mean);
  g_string_append (out, separator);
  if (has_half)
    g_string_append_printf (out, "%.2f", half);
}

gboolean
valet_cli_dd_append_versus (ValetCliDd *dd, ValetRun *run, gboolean csv, const char *separator,
                            GString *out, GError **error)
{
  g_autofree char *path = valet_dd_default_cache_path ();
  g_autoptr (ValetDdSolver) solver = valet_dd_solver_new (path);
  g_autofree guint8 *leads = valet_dd_tournament_leads (solver, dd->t, NULL, NULL, NULL, error);
  g_autofree guint8 *tricks = valet_dd_tournament_contract_tricks (dd->t, dd->tables);

  if (leads == NULL)
    return FALSE;
  (void) valet_dd_solver_save (solver, NULL);   /* only a shortcut; said once already */
  g_autoptr (ValetDdVersus) vs = valet_dd_versus_new (run, tricks, leads);
  g_string_append_c (out, '\n');
  if (csv)
    g_string_append_printf (out, "Rank%sPair%sDeclarer vs DD%s+-%sLead vs DD%s+-\n", separator,
                            separator, separator, separator, separator);
  else
    g_string_append_printf (out, "Against double dummy: tricks per hand declared (Tricks - DD "
                            "after the lead made) and per opening lead, mean ± 95 %% interval\n"
                            "%4s  %-40s  %-15s  %s\n", "Rank", "Pair", "Declarer vs DD",
                            "Lead vs DD");
  for (guint p = 0; p < valet_run_n_ranked (run); p++)
    {
      const ValetPairScore *pair = valet_run_ranked (run, p);
      const ValetDdVersusTotals *totals = valet_dd_versus_pair (vs, pair->player[0],
                                                                pair->player[1]);
      g_autofree char *name = valet_run_pair_name (run, pair);
      if (csv)
        g_string_append_printf (out, "%u%s%s", valet_run_shared_rank (run, p, NULL), separator,
                                name);
      else
        {
          /* Padded by characters, not bytes: names are UTF-8. */
          glong chars = g_utf8_strlen (name, -1);
          g_string_append_printf (out, "%4u  %s%*s", valet_run_shared_rank (run, p, NULL), name,
                                  (int) MAX (40 - chars, 0), "");
        }
      append_mean (out, &totals->declarer, csv, separator);
      append_mean (out, &totals->lead, csv, separator);
      /* No trailing blanks in the text. */
      while (!csv && out->len > 0 && out->str[out->len - 1] == ' ')
        g_string_truncate (out, out->len - 1);
      g_string_append_c (out, '\n');
    }
  return TRUE;
}

int
valet_cli_dd_print_hand_records (ValetTournament *t)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ValetCliDd) dd = valet_cli_dd_new (t, &error);
  g_autoptr (GString) out = g_string_new (NULL);

  if (dd == NULL)
    {
      g_printerr ("%s: %s\n", g_get_prgname (), error->message);
      return 1;
    }
  valet_cli_dd_append_hand_records (dd, out);
  if (fwrite (out->str, 1, out->len, stdout) != out->len || fflush (stdout) != 0)
    {
      g_printerr (_("%s: cannot write the hand records\n"), g_get_prgname ());
      return 1;
    }
  return 0;
}
