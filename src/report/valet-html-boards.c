/* valet-html-boards.c: a page for each board: every table's result, the
 * datum, and the split of each, seen from North-South. */
#include "config.h"

#include <glib/gi18n.h>

#include "valet-display.h"
#include "valet-html-private.h"

#include <math.h>

static void
table_row (ValetHtmlSite *site, GString *out, const ValetEntry *entries, guint index)
{
  const guint *seated = g_ptr_array_index (site->seated, site->board);
  const ValetEntry *entry = &entries[index];
  const ValetResult *r = valet_tournament_result (valet_run_tournament (site->run),
                                                  entry->result);
  ValetComponents c;

  valet_run_entry_components (site->run, entry, TRUE, &c);
  valet_html_put (out, "<tr><td>");
  /* The page's links are named from pairs/. */
  _valet_html_pair_link (site, out, "", seated[2 * index]);
  valet_html_put (out, "<td>");
  _valet_html_pair_link (site, out, "", seated[2 * index + 1]);
  _valet_html_result_cells (site, out, r);
  _valet_html_score_td (out, r, TRUE);
  /* No line break after the row: it would stand in its last cell,
   * which the style sheet shows as a dash only when it is empty. */
  _valet_html_split_cells (site, out, &c, r, TRUE);
}

/* Tables in a traveller's order: North-South's best score first. */
static int
by_score (gconstpointer a, gconstpointer b, gpointer data)
{
  ValetTournament *t = data;
  int x = _valet_html_ns_score (valet_tournament_result (t, (*(const ValetEntry **) a)->result));
  int y = _valet_html_ns_score (valet_tournament_result (t, (*(const ValetEntry **) b)->result));

  return (x < y) - (x > y);
}

static GPtrArray *
traveller_order (ValetHtmlSite *site, const ValetEntry *entries, guint n)
{
  GPtrArray *order = g_ptr_array_sized_new (n);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (order, (gpointer) &entries[i]);
  /* Stable, so tables of one score stay in the order they were played. */
  g_ptr_array_sort_with_data (order, by_score, valet_run_tournament (site->run));
  return order;
}

/* How many tables played the board: a weighted score's outcomes and a
 * split score's two sides are parts of one table, so each line counts
 * its weight, and East-West's lines of split scores not at all
 * (North-South's weigh a whole table). */
static guint
count_tables (ValetHtmlSite *site, const ValetEntry *entries, guint n)
{
  ValetTournament *t = valet_run_tournament (site->run);
  double tables = 0;

  for (guint i = 0; i < n; i++)
    {
      const ValetResult *r = valet_tournament_result (t, entries[i].result);
      if (r->side != VALET_SIDE_EW)
        tables += r->weight > 0 ? r->weight : 1;
    }
  return (guint) lround (tables);
}

/* "Datum 420 for North-South; 14 tables." */
static char *
datum_text (ValetHtmlSite *site, guint index, const ValetEntry *entries, guint n)
{
  int datum = valet_run_board_datum (site->run, index);
  g_autofree char *number = valet_display_number (datum, 0, FALSE);
  guint tables = count_tables (site, entries, n);

  /* TRANSLATORS: a board's datum (a score), the tables that played it. */
  return g_strdup_printf (ngettext ("Datum %s for North-South; %u table.",
                                    "Datum %s for North-South; %u tables.", tables),
                          number, tables);
}

static gboolean
board_page (ValetHtmlSite *site, guint index, GError **error)
{
  const ValetEntry *entries;
  guint n;
  const ValetBoard *board = valet_run_board (site->run, index, &entries, &n);
  g_autofree char *title = g_strdup_printf (_("Round %u, board %u"), board->round, board->board);
  g_autofree char *datum = datum_text (site, index, entries, n);
  g_autofree char *href = _valet_html_board_href (board);
  GString *out = site->page;
  g_autoptr (GPtrArray) order = traveller_order (site, entries, n);

  site->board = index;
  g_string_truncate (out, 0);
  _valet_html_subpage_begin (site, out, "pairs", title, datum);
  valet_html_element (out, "p", "note", _("Scores and their split are North-South's."));
  valet_html_put (out, "\n");
  _valet_html_split_note (site, out);
  /* The deal, where the file gives one. */
  const ValetBoardDeal *deal = valet_tournament_get_deal (valet_run_tournament (site->run),
                                                          board->round, board->board);
  if (deal != NULL)
    {
      /* Its double-dummy table beside it, below it on a phone. */
      valet_html_put (out, "<div class=\"deal-row\">\n");
      _valet_html_deal (out, deal);
      _valet_html_dd (out, site->report, deal);
      valet_html_put (out, "</div>\n");
    }
  /* The style sheet aligns the lead's column, the sixth, when there is
   * one. */
  _valet_html_table_begin (out, site->leads ? "traveller leads" : "traveller");
  valet_html_heading_cell (out, "text", _("North-South"), NULL);
  valet_html_heading_cell (out, "text", _("East-West"), NULL);
  _valet_html_result_heads (site, out);
  /* Bridge points; "Score" is the score as played, in the split. */
  valet_html_heading_cell (out, "num", _("Points"), NULL);
  _valet_html_split_heads (site, out);
  _valet_html_table_body (out);
  for (guint i = 0; i < n; i++)
    table_row (site, out, entries,
               (guint) ((const ValetEntry *) g_ptr_array_index (order, i) - entries));
  _valet_html_table_end (out);
  return _valet_html_subpage_finish (site, out, href, error);
}

gboolean
_valet_html_write_boards (ValetHtmlSite *site, GError **error)
{
  for (guint b = 0; b < valet_run_n_boards (site->run); b++)
    if (!board_page (site, b, error))
      return FALSE;
  return TRUE;
}
