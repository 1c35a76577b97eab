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

static guint
key_hash (gconstpointer k)
{
  const ValetDdLeadKey *key = k;
  return valet_deal_hash (&key->deal) * 31 + key->denom * 4u + key->declarer;
}

static gboolean
key_equal (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (ValetDdLeadKey)) == 0;
}

/* A contract led in more ways than this is solved for every lead at
 * once: one such position costs about as much as five with the lead
 * played (valet-bench-dd). */
#define MAX_SINGLE_LEADS 5

guint8 *
valet_dd_tournament_leads (ValetDdSolver *solver, ValetTournament *t,
                           ValetDdProgressFunc progress, ValetCancelledFunc cancelled,
                           gpointer data, GError **error)
{
  guint n = valet_tournament_n_results (t);
  g_autofree guint8 *out = g_malloc (n ? n : 1);
  g_autoptr (GArray) wanted = g_array_new (FALSE, TRUE, sizeof (ValetDdLead));
  g_autofree guint *lead_of = g_new (guint, n ? n : 1);   /* index + 1 into wanted; 0: none */
  /* Each contract's lead cards, as a 52-bit set. */
  g_autoptr (GHashTable) cards = g_hash_table_new_full (key_hash, key_equal, g_free, g_free);

  memset (out, VALET_DD_NOT_HELD, n ? n : 1);
  for (guint i = 0; i < n; i++)
    {
      const ValetResult *r = valet_tournament_result (t, i);
      const ValetBoardDeal *d = valet_tournament_get_deal (t, r->round, r->board);
      lead_of[i] = 0;
      if (d == NULL || r->kind != VALET_RESULT_PLAYED || r->level == 0 || r->lead_rank < 2
          || r->lead_rank > 14 || r->lead_suit > VALET_CLUBS || r->denom > VALET_NOTRUMP)
        continue;     /* (any declarer is a seat: two bits) */
      ValetDdLead lead = { .key = { .deal = d->deal, .denom = r->denom,
                                    .declarer = r->declarer },
                           .suit = r->lead_suit, .rank = r->lead_rank };
      g_array_append_val (wanted, lead);
      lead_of[i] = wanted->len;
      guint64 *set = g_hash_table_lookup (cards, &lead.key);
      if (set == NULL)
        {
          set = g_new0 (guint64, 1);
          g_hash_table_insert (cards, g_memdup2 (&lead.key, sizeof lead.key), set);
        }
      *set |= G_GUINT64_CONSTANT (1) << (lead.suit * 13 + lead.rank - 2);
    }

  /* Contracts led in many ways: every lead at once; the others' leads
   * one by one. */
  g_autoptr (GArray) whole = g_array_new (FALSE, TRUE, sizeof (ValetDdLeadKey));
  g_autoptr (GArray) single = g_array_new (FALSE, TRUE, sizeof (ValetDdLead));
  GHashTableIter it;
  gpointer k, v;
  g_hash_table_iter_init (&it, cards);
  while (g_hash_table_iter_next (&it, &k, &v))
    if (__builtin_popcountll (*(guint64 *) v) > MAX_SINGLE_LEADS)
      g_array_append_vals (whole, k, 1);
  for (guint i = 0; i < wanted->len; i++)
    {
      const ValetDdLead *lead = &g_array_index (wanted, ValetDdLead, i);
      if (__builtin_popcountll (*(guint64 *) g_hash_table_lookup (cards, &lead->key))
          <= MAX_SINGLE_LEADS)
        g_array_append_vals (single, lead, 1);
    }
  g_autofree ValetDdLeads *all = g_new (ValetDdLeads, whole->len ? whole->len : 1);
  g_autofree guint8 *tricks = g_malloc (single->len ? single->len : 1);
  if (!valet_dd_solver_leads (solver, (const ValetDdLeadKey *) whole->data, whole->len, all,
                              progress, cancelled, data, error)
      || !valet_dd_solver_lead_tricks (solver, (const ValetDdLead *) single->data, single->len,
                                       tricks, progress, cancelled, data, error))
    return NULL;
  /* Every lead asked is in the cache now, whichever way it was solved. */
  for (guint i = 0; i < n; i++)
    if (lead_of[i])
      valet_dd_solver_lead_tricks (solver, &g_array_index (wanted, ValetDdLead, lead_of[i] - 1),
                                   1, &out[i], NULL, NULL, NULL, NULL);
  return g_steal_pointer (&out);
}

guint8 *
valet_dd_tournament_contract_tricks (ValetTournament *t, const ValetDdTable *tables)
{
  guint n = valet_tournament_n_results (t);
  guint8 *out = g_malloc (n ? n : 1);
  g_autoptr (GHashTable) index = g_hash_table_new (g_direct_hash, g_direct_equal);

  for (guint i = 0; i < valet_tournament_n_deals (t); i++)
    g_hash_table_insert (index, (gpointer) valet_tournament_deal (t, i), GUINT_TO_POINTER (i + 1));
  for (guint i = 0; i < n; i++)
    {
      const ValetResult *r = valet_tournament_result (t, i);
      const ValetBoardDeal *d = valet_tournament_get_deal (t, r->round, r->board);
      guint k = d ? GPOINTER_TO_UINT (g_hash_table_lookup (index, d)) : 0;
      out[i] = k == 0 || r->kind != VALET_RESULT_PLAYED || r->level == 0
               || r->denom > VALET_NOTRUMP    /* any declarer is a seat */
               ? VALET_DD_NOT_HELD : tables[k - 1].tricks[r->denom][r->declarer];
    }
  return out;
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

char *
valet_dd_deal_disagreement (const ValetBoardDeal *d, const ValetDdTable *table)
{
  GString *out = g_string_new (NULL);

  if (d->has_dd && memcmp (table->tricks, d->dd, sizeof d->dd) != 0)
    {
      g_autofree char *diff = table_differences (table, d->dd);
      /* Translators: the contracts whose tricks differ. */
      g_string_append_printf (out, _("The file's double-dummy tricks differ: %s."), diff);
    }
  if (d->has_par)
    {
      ValetDdPar par = { 0 };
      if (valet_dd_par (table, d->dealer, d->vulnerability, &par, NULL)
          && par.score != d->par_score)
        {
          if (out->len > 0)
            g_string_append_c (out, ' ');
          /* Shown under the par: the file's score as the par is written,
           * "NS 50" or "EW 980". */
          g_autofree char *theirs = d->par_score < 0 ? g_strdup_printf ("EW %d", -d->par_score)
                                                     : g_strdup_printf ("NS %d", d->par_score);
          /* Translators: the file's optimum score, "NS 50" or "EW 980". */
          g_string_append_printf (out, _("The file's optimum score, %s, is not the par."),
                                  theirs);
        }
      valet_dd_par_clear (&par);
    }
  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
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
