/* valet-html-pairs.c: a page for each ranked pair: its score and split,
 * its rounds, and every board it played with its opponents. */
#include "config.h"

#include <glib/gi18n.h>

#include "valet-display.h"
#include "valet-html-private.h"

#include <math.h>

/* "Rank 3=, 1.23 a board over 28 boards, 95 % between 0.80 and 1.66". */
static char *
summary_text (ValetHtmlSite *site, const ValetPairScore *pair, guint position)
{
  g_autofree char *rank = _valet_html_rank_text (site->run, position);
  ValetComponents c;
  double err, half;

  valet_run_pair_components (site->run, pair, &c);
  g_autofree char *total = _valet_html_number (site, c.total);
  /* TRANSLATORS: a pair's rank, its score, its boards. */
  g_autofree char *text = g_strdup_printf (ngettext ("Rank %s: %s a board over %u board.",
                                                     "Rank %s: %s a board over %u boards.",
                                                     (guint) lround (c.boards)),
                                           rank, total, (guint) lround (c.boards));
  if (!valet_run_column_error (site->run, pair, VALET_RANKING_OVERALL, &err, &half))
    return g_steal_pointer (&text);
  g_autofree char *lo = _valet_html_number (site, c.total - half);
  g_autofree char *hi = _valet_html_number (site, c.total + half);
  /* TRANSLATORS: after a pair's score: its 95 % confidence interval. */
  return g_strdup_printf (_("%s With 95 %% confidence between %s and %s."), text, lo, hi);
}

static void
split_table (ValetHtmlSite *site, GString *out, const ValetPairScore *pair)
{
  ValetComponents c;

  valet_run_pair_components (site->run, pair, &c);
  g_string_append (out, "<table class=\"split\">\n<thead><tr>");
  _valet_html_split_heads (site, out);
  g_string_append (out, "</tr></thead>\n<tbody><tr>");
  _valet_html_split_cells (site, out, &c, NULL, FALSE);
  g_string_append (out, "</tr></tbody>\n</table>\n");
}

static void
rounds_table (ValetHtmlSite *site, GString *out, const ValetPairScore *pair)
{
  GArray *plays = g_ptr_array_index (site->plays, pair->number);
  g_autofree ValetEntryRef *played = g_new (ValetEntryRef, MAX (plays->len, 1));

  /* From the boards the pair played, not a walk through all of them for
   * each pair, which made the site quadratic in the results. */
  for (guint i = 0; i < plays->len; i++)
    {
      played[i].board = g_array_index (plays, ValetHtmlPlay, i).board;
      played[i].entry = g_array_index (plays, ValetHtmlPlay, i).entry;
    }
  g_autoptr (GArray) rounds = valet_run_pair_rounds_of (site->run, pair, played, plays->len);

  valet_html_element (out, "h2", NULL, _("Rounds"));
  g_string_append (out, "\n");
  _valet_html_table_begin (out, "rounds");
  valet_html_heading_cell (out, "num", _("Round"), NULL);
  valet_html_heading_cell (out, "num", _("Boards"), NULL);
  _valet_html_split_heads (site, out);
  _valet_html_table_body (out);
  for (guint i = 0; i < rounds->len; i++)
    {
      const ValetRoundComponents *rc = &g_array_index (rounds, ValetRoundComponents, i);
      g_autofree char *round = g_strdup_printf ("%u", rc->round);
      g_autofree char *boards = g_strdup_printf ("%u", (guint) lround (rc->c.boards));
      g_string_append (out, "<tr>");
      valet_html_number_cell (out, round, rc->round, NULL);
      valet_html_number_cell (out, boards, rc->c.boards, NULL);
      _valet_html_split_cells (site, out, &rc->c, NULL, FALSE);
      g_string_append (out, "</tr>\n");
    }
  _valet_html_table_end (out);
}

/* One board the pair played: where, against whom, what happened, and
 * the pair's split of it. */
static void
board_row (ValetHtmlSite *site, GString *out, const ValetHtmlPlay *play)
{
  const ValetEntry *entries;
  const ValetBoard *board = valet_run_board (site->run, play->board, &entries, NULL);
  const ValetResult *r = valet_tournament_result (valet_run_tournament (site->run),
                                                  entries[play->entry].result);
  g_autofree char *href = _valet_html_board_href (board);
  g_autofree char *link = g_strconcat ("../", href, NULL);
  g_autofree char *round = g_strdup_printf ("%u", board->round);
  g_autofree char *number = g_strdup_printf ("%u", board->board);
  int score = _valet_html_ns_score (r) * (play->ns ? 1 : -1);
  g_autofree char *score_text = valet_display_number (score, 0, FALSE);
  ValetComponents c;

  valet_run_entry_components (site->run, &entries[play->entry], play->ns, &c);
  g_string_append (out, "<tr>");
  valet_html_number_cell (out, round, board->round, NULL);
  g_string_append_printf (out, "<td class=\"num\" data-v=\"%u\">", board->board);
  valet_html_link (out, link, number);
  g_string_append (out, "</td>");
  valet_html_element (out, "td", "seat", play->ns ? _("NS") : _("EW"));
  g_string_append (out, "<td class=\"text\">");
  _valet_html_pair_link (site, out, "../", play->opponents);
  g_string_append (out, "</td>");
  _valet_html_result_cells (out, r);
  valet_html_number_cell (out, score_text, score, NULL);
  _valet_html_split_cells (site, out, &c, r, play->ns);
  g_string_append (out, "</tr>\n");
}

static void
boards_table (ValetHtmlSite *site, GString *out, const ValetPairScore *pair)
{
  GArray *plays = g_ptr_array_index (site->plays, pair->number);

  valet_html_element (out, "h2", NULL, _("Boards"));
  g_string_append (out, "\n");
  _valet_html_table_begin (out, "played");
  valet_html_heading_cell (out, "num", _("Round"), NULL);
  valet_html_heading_cell (out, "num", _("Board"), NULL);
  valet_html_heading_cell (out, "text", _("Seat"), NULL);
  valet_html_heading_cell (out, "text", _("Opponents"), NULL);
  _valet_html_result_heads (out);
  valet_html_heading_cell (out, "num", _("Score"), _("The pair's score at the table"));
  _valet_html_split_heads (site, out);
  _valet_html_table_body (out);
  for (guint i = 0; i < plays->len; i++)
    board_row (site, out, &g_array_index (plays, ValetHtmlPlay, i));
  _valet_html_table_end (out);
}

static gboolean
pair_page (ValetHtmlSite *site, guint position, GError **error)
{
  const ValetPairScore *pair = valet_run_ranked (site->run, position);
  g_autofree char *name = valet_run_pair_name (site->run, pair);
  g_autofree char *summary = summary_text (site, pair, position);
  g_autofree char *href = _valet_html_pair_href (pair);
  g_autoptr (GString) out = g_string_new (NULL);

  _valet_html_subpage_begin (site, out, name, summary);
  split_table (site, out, pair);
  _valet_html_split_note (site, out);
  rounds_table (site, out, pair);
  boards_table (site, out, pair);
  return _valet_html_subpage_finish (site, out, href, error);
}

gboolean
_valet_html_write_pairs (ValetHtmlSite *site, GError **error)
{
  for (guint k = 0; k < valet_run_n_ranked (site->run); k++)
    if (!pair_page (site, k, error))
      return FALSE;
  return TRUE;
}
