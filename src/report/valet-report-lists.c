/* valet-report-lists.c: one ranking table, or one per list. */
#include "config.h"

#include "valet-report-lists.h"

guint
valet_report_n_tables (ValetReport *report)
{
  ValetPairLists *lists = valet_report_lists (report);
  return lists ? valet_pair_lists_n (lists) : 1;
}

const char *
valet_report_table_heading (ValetReport *report, guint table)
{
  ValetPairLists *lists = valet_report_lists (report);
  return lists ? valet_pair_lists_heading (lists, table) : NULL;
}

guint
valet_report_table_n_rows (ValetReport *report, guint table)
{
  ValetPairLists *lists = valet_report_lists (report);
  return lists ? valet_pair_lists_n_ranked (lists, table)
               : valet_run_n_ranked (valet_report_run (report));
}

guint
valet_report_table_position (ValetReport *report, guint table, guint k)
{
  ValetPairLists *lists = valet_report_lists (report);
  return lists ? valet_pair_lists_position (lists, table, k) : k;
}

guint
valet_report_rank (ValetReport *report, guint position, gboolean *tied)
{
  ValetPairLists *lists = valet_report_lists (report);
  return lists ? valet_pair_lists_rank_of (lists, position, tied)
               : valet_run_shared_rank (valet_report_run (report), position, tied);
}

char *
valet_report_rank_text (ValetReport *report, guint position)
{
  gboolean tied;
  guint rank = valet_report_rank (report, position, &tied);

  return g_strdup_printf (tied ? "%u=" : "%u", rank);
}

gboolean
valet_report_has_numbers (ValetReport *report)
{
  return valet_tournament_has_pair_labels (valet_report_tournament (report));
}

char *
valet_report_pair_number (ValetReport *report, const ValetPairScore *pair)
{
  char *text = valet_pair_number_text (valet_report_tournament (report), pair, FALSE);
  return text ? text : g_strdup ("");
}

gboolean
valet_report_separable (ValetReport *report, guint position)
{
  ValetPairLists *lists = valet_report_lists (report);
  return lists ? valet_pair_lists_separable (lists, position)
               : valet_run_separable (valet_report_run (report), position);
}
