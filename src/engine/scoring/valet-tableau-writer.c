/* valet-tableau-writer.c: tableaux of distinct results per board. */
#include "valet-tableau-writer.h"

#include <stdlib.h>
#include <string.h>

/* A line's contract, its lead's suit and its tricks.  A line without a
 * lead shows "-" for the suit (Valet 1.1 prints whatever suit the
 * result holds, the previous line's as read). */
static char *
result_key (const ValetResult *r, const ValetOptions *options)
{
  gboolean lead = options->lead;

  if (r->level == 0)
    return g_strdup ("pass");
  GString *k = g_string_new (NULL);
  g_string_append_printf (k, "%u%s%s, %c, ", r->level,
                          valet_denom_short_name (r->denom),
                          valet_multiplier_suffix (r->mult),
                          valet_seat_letter (r->declarer));
  if (lead && r->lead_rank == 0 && !options->compat)
    g_string_append (k, "-, ");
  else if (lead)
    g_string_append_printf (k, "%s, ", valet_denom_short_name (r->lead_suit));
  g_string_append_printf (k, "%u", r->tricks);
  return g_string_free (k, FALSE);
}

static void
row_clear (gpointer p)
{
  g_free (((ValetTableauRow *) p)->key);
}

static int
row_compare (const void *a, const void *b)
{
  return strcmp (((const ValetTableauRow *) a)->key,
                 ((const ValetTableauRow *) b)->key);
}

gboolean
valet_tableau_shows_luck (const ValetOptions *options)
{
  return options->cloud && !options->compat;
}

GArray *
valet_tableau_rows (ValetTournament *t, const ValetOptions *options,
                    const ValetEntry *entries, guint n)
{
  GArray *rows = g_array_new (FALSE, TRUE, sizeof (ValetTableauRow));
  g_autoptr (GHashTable) index = g_hash_table_new (g_str_hash, g_str_equal);

  g_array_set_clear_func (rows, row_clear);
  for (guint i = 0; i < n; i++)
    {
      const ValetEntry *e = &entries[i];
      const ValetResult *r = valet_tournament_result (t, e->result);
      /* An artificial score has no contract to split: the traveller
       * shows it. */
      if (r->kind == VALET_RESULT_ARTIFICIAL)
        continue;
      char *key = result_key (r, options);
      double w = valet_entry_weight (e, r);
      gpointer found;
      ValetTableauRow *row;

      if (g_hash_table_lookup_extended (index, key, NULL, &found))
        {
          row = &g_array_index (rows, ValetTableauRow, GPOINTER_TO_UINT (found));
          g_free (key);
        }
      else
        {
          ValetTableauRow fresh = { .key = key, .result = *r };
          g_array_append_val (rows, fresh);
          g_hash_table_insert (index, key, GUINT_TO_POINTER (rows->len - 1));
          row = &g_array_index (rows, ValetTableauRow, rows->len - 1);
        }
      /* An outcome of a weighted score counts as a line, with its
       * weight in the averages. */
      row->count++;
      row->weight += w;
      row->overall += w * valet_entry_overall (e);
      row->butler += w * valet_entry_butler (e);
      row->bid += w * valet_entry_bid (e);
      row->lead += w * valet_entry_lead (e);
      row->def += w * valet_entry_def (e);
    }
  /* The keys are owned by the rows; the index goes before they move. */
  g_hash_table_remove_all (index);
  /* (A board of artificial scores alone has no rows, nor any storage.) */
  if (rows->len > 1)
    qsort (rows->data, rows->len, sizeof (ValetTableauRow), row_compare);

  for (guint i = 0; i < rows->len; i++)
    {
      ValetTableauRow *row = &g_array_index (rows, ValetTableauRow, i);
      double *v[] = { &row->overall, &row->bid, &row->lead, &row->def, &row->butler };
      for (guint j = 0; j < G_N_ELEMENTS (v); j++)
        {
          *v[j] /= row->weight;
          if (options->scoring == VALET_SCORING_MATCHPOINTS)
            *v[j] = 100.0 * (*v[j] + 1.0) / 2.0;
        }
    }
  return rows;
}

void
valet_write_tableau (GString *out, ValetTournament *t,
                     const ValetOptions *options, const ValetBoard *board,
                     const ValetEntry *entries, guint n)
{
  valet_write_tableau_dd (out, t, options, board, entries, n, NULL, NULL);
}

/* The DD and Tr-DD cells of a declarer row. */
static void
append_dd (GString *out, const ValetTableauRow *r, ValetTableauDdFunc dd, gpointer data)
{
  int tricks = r->result.level > 0 ? dd (&r->result, data) : -1;

  if (tricks < 0)
    g_string_append_printf (out, "%6s%7s", "-", "-");
  else
    g_string_append_printf (out, "%6d%+7d", tricks, (int) r->result.tricks - tricks);
}

void
valet_write_tableau_dd (GString *out, ValetTournament *t,
                        const ValetOptions *options, const ValetBoard *board,
                        const ValetEntry *entries, guint n,
                        ValetTableauDdFunc dd, gpointer dd_data)
{
  g_autoptr (GArray) rows = valet_tableau_rows (t, options, entries, n);
  /* Matchpoint rows are percentages: the declarer's play is what the
   * defenders' lead and defence leave over, around 50. */
  double offset = options->scoring == VALET_SCORING_MATCHPOINTS ? 100 : 0;
  /* Each line's score as played and its luck, after the reference's
   * columns and before --dd's (its own tableaux, --compat 1.1, are left
   * as they were). */
  gboolean luck = valet_tableau_shows_luck (options);

  g_string_append_printf (out, "DECLARER, Board %u|%u\n\n", board->round, board->board);
  g_string_append_printf (out, "%-16s%8s%8s%8s%8s", "Contract", "Count",
                          "Overall", "Bid", "Play");
  if (luck)
    g_string_append_printf (out, "%8s%8s", "Butler", "Luck");
  if (dd)
    g_string_append_printf (out, "%6s%7s", "DD", "Tr-DD");
  g_string_append_c (out, '\n');
  for (guint i = 0; i < rows->len; i++)
    {
      const ValetTableauRow *r = &g_array_index (rows, ValetTableauRow, i);
      g_string_append_printf (out, "%-16s%8u%8.2f%8.2f%8.2f", r->key, r->count,
                              r->overall, r->bid, 1.5 * offset - (r->lead + r->def));
      if (luck)
        g_string_append_printf (out, "%8.2f%8.2f", r->butler, r->butler - r->overall);
      if (dd)
        append_dd (out, r, dd, dd_data);
      g_string_append_c (out, '\n');
    }

  g_string_append_printf (out, "\nDEFENDER, Board %u|%u\n\n", board->round, board->board);
  g_string_append_printf (out, "%-16s%8s%8s%8s", "Contract", "Count", "Overall", "Bid");
  if (options->lead)
    g_string_append_printf (out, "%8s%8s", "Lead", "Restdef");
  else
    g_string_append_printf (out, "%8s", "Def");
  if (luck)
    g_string_append_printf (out, "%8s%8s", "Butler", "Luck");
  g_string_append_c (out, '\n');
  for (guint i = 0; i < rows->len; i++)
    {
      const ValetTableauRow *r = &g_array_index (rows, ValetTableauRow, i);
      g_string_append_printf (out, "%-16s%8u%8.2f%8.2f", r->key, r->count,
                              offset - r->overall, offset - r->bid);
      if (options->lead && r->result.lead_rank == 0 && r->result.level > 0
          && !options->compat)
        g_string_append_printf (out, "%8s", "-");
      else if (options->lead)
        g_string_append_printf (out, "%8.2f", r->lead);
      g_string_append_printf (out, "%8.2f", r->def);
      /* The defenders' side of the same luck. */
      if (luck)
        g_string_append_printf (out, "%8.2f%8.2f", offset - r->butler,
                                r->overall - r->butler);
      g_string_append_c (out, '\n');
    }
  g_string_append_c (out, '\n');
}
