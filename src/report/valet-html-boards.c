/* valet-html-boards.c: a page for each board: every table's result, the
 * datum, and the split of each, seen from North-South. */
#include "config.h"

#include <glib/gi18n.h>

#include "valet-display.h"
#include "valet-html-private.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A table's cells after the names: its result, its points and its
 * split, seen from North-South. */
static void
result_part (ValetHtmlSite *site, GString *out, const ValetEntry *entry)
{
  const ValetResult *r = valet_tournament_result (valet_run_tournament (site->run),
                                                  entry->result);
  ValetComponents c;

  valet_run_entry_components (site->run, entry, TRUE, &c);
  _valet_html_result_cells (site, out, r);
  _valet_html_score_td (out, r, TRUE);
  _valet_html_split_cells (site, out, &c, r, TRUE);
}

/* @cells (the cells of result_part()) with each cell spanning @span
 * rows.  The text is escaped, so every "<td" is a cell's tag. */
static void
put_spanning (GString *out, const char *cells, gsize len, guint span)
{
  const char *end = cells + len, *from = cells;
  char attr[24];

  if (span < 2)
    {
      valet_html_put_len (out, cells, len);
      return;
    }
  g_snprintf (attr, sizeof attr, " rowspan=%u", span);
  for (const char *td = cells; (td = g_strstr_len (td, end - td, "<td")) != NULL; td += 3)
    {
      valet_html_put_len (out, from, (gsize) (td + 3 - from));
      valet_html_put (out, attr);
      from = td + 3;
    }
  valet_html_put_len (out, from, (gsize) (end - from));
}

/* The traveller's rows in @order: the two pairs' names on each, and the
 * result's cells once for a run of tables that had the same result
 * (the same contract, declarer, tricks, lead, points and split), each
 * cell spanning the run's rows (for two tables that is a few bytes
 * more than writing them twice, but the traveller reads the same
 * throughout).  Travellers are in score order, so a
 * board played the same way at twenty tables writes its result once,
 * not twenty times (the sort script splits the cells again before it
 * sorts). */
static void
traveller_rows (ValetHtmlSite *site, GString *out, const ValetEntry *entries, GPtrArray *order)
{
  const guint *seated = g_ptr_array_index (site->seated, site->board);
  guint n = order->len;
  /* Each row's result cells, one after another: the i-th from
   * starts[i] to starts[i + 1]. */
  g_autoptr (GString) parts = g_string_sized_new (128 * (gsize) n + 1);
  g_autofree gsize *starts = g_new (gsize, (gsize) n + 1);

  for (guint i = 0; i < n; i++)
    {
      starts[i] = parts->len;
      result_part (site, parts, g_ptr_array_index (order, i));
    }
  starts[n] = parts->len;
  for (guint i = 0; i < n; )
    {
      gsize len = starts[i + 1] - starts[i];
      guint span = 1;
      while (i + span < n && starts[i + span + 1] - starts[i + span] == len
             && memcmp (parts->str + starts[i], parts->str + starts[i + span], len) == 0)
        span++;
      for (guint k = 0; k < span; k++)
        {
          guint index = (guint) ((const ValetEntry *) g_ptr_array_index (order, i + k) - entries);
          valet_html_put (out, "<tr><td>");
          /* The page's links are named from pairs/. */
          _valet_html_pair_link (site, out, "", seated[2 * index]);
          valet_html_put (out, "<td>");
          _valet_html_pair_link (site, out, "", seated[2 * index + 1]);
          /* No line break after the row: it would stand in its last
           * cell, which the style sheet shows as a dash only when it
           * is empty. */
          if (k == 0)
            put_spanning (out, parts->str + starts[i], len, span);
        }
      i += span;
    }
}

/* A table's place in the traveller, found once per table rather than
 * in each of the sort's n log n comparisons. */
typedef struct {
  int               score;   /* North-South's */
  guint8            result[9];
  guint             index;   /* the order it was played in */
  const ValetEntry *entry;
} TravellerKey;

/* Tables in a traveller's order: North-South's best score first, and
 * among tables of one score those of one contract, declarer, result
 * and lead together, so that their result is written once
 * (traveller_rows()). */
static int
by_score (const void *a, const void *b)
{
  const TravellerKey *p = a, *q = b;

  if (p->score != q->score)
    return (p->score < q->score) - (p->score > q->score);
  int c = memcmp (p->result, q->result, sizeof p->result);
  /* Tables of one result stay in the order they were played. */
  return c != 0 ? c : (p->index > q->index) - (p->index < q->index);
}

static GPtrArray *
traveller_order (ValetHtmlSite *site, const ValetEntry *entries, guint n)
{
  ValetTournament *t = valet_run_tournament (site->run);
  g_autofree TravellerKey *keys = g_new (TravellerKey, MAX (n, 1));
  GPtrArray *order = g_ptr_array_sized_new (n);

  for (guint i = 0; i < n; i++)
    {
      const ValetResult *r = valet_tournament_result (t, entries[i].result);
      TravellerKey *k = &keys[i];
      k->score = _valet_html_ns_score (r);
      k->result[0] = r->kind;
      k->result[1] = r->side;
      k->result[2] = r->level;
      k->result[3] = r->denom;
      k->result[4] = r->mult;
      k->result[5] = r->declarer;
      k->result[6] = r->tricks;
      /* The suit of a lead not given is the last one read: not this
       * table's. */
      k->result[7] = r->lead_rank ? r->lead_suit : 0;
      k->result[8] = r->lead_rank;
      k->index = i;
      k->entry = &entries[i];
    }
  qsort (keys, n, sizeof *keys, by_score);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (order, (gpointer) keys[i].entry);
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
  /* The style sheet aligns the lead's column, the fourth, when there
   * is one. */
  _valet_html_table_begin (out, site->leads ? "traveller leads" : "traveller");
  valet_html_heading_cell (out, "text", _("North-South"), NULL);
  valet_html_heading_cell (out, "text", _("East-West"), NULL);
  _valet_html_result_heads (site, out);
  /* Bridge points; "Score" is the score as played, in the split. */
  valet_html_heading_cell (out, "num", _("Points"), NULL);
  _valet_html_split_heads (site, out);
  _valet_html_table_body (out);
  traveller_rows (site, out, entries, order);
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
