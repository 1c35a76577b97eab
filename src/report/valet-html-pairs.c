/* valet-html-pairs.c: a page for each pair that played, ranked or not: its score and split,
 * its rounds, and every board it played with its opponents. */
#include "config.h"

#include <glib/gi18n.h>

#include "valet-display.h"
#include "valet-html-private.h"
#include "valet-report-dd.h"
#include "valet-report-lists.h"

#include <math.h>
#include <string.h>

/* "Pair A7, Section A, North-South.": the pair's number as the file
 * gives it and the list of the movement its rank is in, so that the
 * rank below reads as the director's list has it; NULL when the file
 * numbers no pairs. */
static char *
place_text (ValetHtmlSite *site, const ValetPairScore *pair)
{
  if (!valet_report_has_numbers (site->report))
    return NULL;
  g_autofree char *number = valet_report_pair_number (site->report, pair);
  ValetPairLists *lists = valet_report_lists (site->report);
  const char *heading = lists ? valet_pair_lists_heading (lists,
                                                          valet_pair_lists_list_of (lists, pair))
                              : NULL;
  if (!*number)
    return NULL;
  if (heading)
    /* TRANSLATORS: a pair's number ("A7") and its list of the movement
     * ("Section A, North-South"), before its rank in that list. */
    return g_strdup_printf (_("Pair %s, %s."), number, heading);
  /* TRANSLATORS: a pair's number ("7"), before its rank. */
  return g_strdup_printf (_("Pair %s."), number);
}

/* Why an unranked pair has no rank, in place of "Rank 3=" (not
 * "Rank 0"). */
static char *
unranked_text (ValetHtmlSite *site, const ValetPairScore *pair)
{
  guint min = site->options->min_hands;

  if (pair->placeholder)
    /* TRANSLATORS: why a pair has no rank. */
    return g_strdup (_("Not ranked: a placeholder player, or one tag for both"));
  /* TRANSLATORS: why a pair has no rank: the minimum of boards. */
  return g_strdup_printf (ngettext ("Not ranked: fewer than %u board",
                                    "Not ranked: fewer than %u boards", min), min);
}

/* "Rank 3=: 1.23 a board over 28 boards." ("Not ranked: fewer than 10
 * boards: ..." for a pair at @position G_MAXUINT), the score as played,
 * and beside it (the cloud split) the luck and the luck-free score the
 * split below takes apart, with its 95 % interval. */
static char *
summary_text (ValetHtmlSite *site, const ValetPairScore *pair, guint position)
{
  g_autofree char *rank = position == G_MAXUINT ? NULL
                                                : valet_report_rank_text (site->report, position);
  ValetComponents c;
  double err, half, played;
  ValetRankingColumnId headline = valet_report_headline_column (site->options);

  valet_run_pair_components (site->run, pair, &c);
  valet_ranking_column_value (valet_ranking_column (VALET_RANKING_BUTLER), pair, site->options,
                              VALET_WEIGH_BY_LEADS, &played, NULL);
  gboolean apart = valet_ranking_column_present (valet_ranking_column (VALET_RANKING_BUTLER),
                                                 site->options);
  g_autofree char *score = _valet_html_number (site, apart ? played : c.total);
  g_autofree char *luck = _valet_html_number (site, played - c.total);
  g_autofree char *fair = _valet_html_number (site, c.total);
  /* TRANSLATORS: a pair's rank, its score as played, its boards. */
  g_autofree char *text = NULL;
  if (rank)
    text = g_strdup_printf (ngettext ("Rank %s: %s a board over %u board.",
                                      "Rank %s: %s a board over %u boards.",
                                      (guint) lround (c.boards)),
                            rank, score, (guint) lround (c.boards));
  else
    {
      g_autofree char *why = unranked_text (site, pair);
      /* TRANSLATORS: why a pair has no rank ("Not ranked: fewer than 10
       * boards"), its score as played, its boards. */
      text = g_strdup_printf (ngettext ("%s: %s a board over %u board.",
                                        "%s: %s a board over %u boards.",
                                        (guint) lround (c.boards)),
                              why, score, (guint) lround (c.boards));
    }
  g_autofree char *place = place_text (site, pair);
  if (place)
    {
      g_autofree char *more = g_strconcat (place, " ", text, NULL);
      g_free (text);
      text = g_steal_pointer (&more);
    }
  if (apart)
    {
      /* TRANSLATORS: after a pair's score: its luck and its luck-free
       * score. */
      g_autofree char *more = g_strdup_printf (_("%s Luck %s, luck-free score %s."), text, luck,
                                               fair);
      g_free (text);
      text = g_steal_pointer (&more);
    }
  if (!valet_run_column_error (site->run, pair, headline, &err, &half))
    return g_steal_pointer (&text);
  double centre = headline == VALET_RANKING_BUTLER ? played : c.total;
  g_autofree char *lo = _valet_html_number (site, centre - half);
  g_autofree char *hi = _valet_html_number (site, centre + half);
  /* TRANSLATORS: after a pair's score: its 95 % confidence interval. */
  return g_strdup_printf (_("%s With 95 %% confidence between %s and %s."), text, lo, hi);
}

static void
split_table (ValetHtmlSite *site, GString *out, const ValetPairScore *pair)
{
  ValetComponents c;

  valet_run_pair_components (site->run, pair, &c);
  /* The pair's components leave the score as played at 0: it is the
   * ranking's Butler column, as the summary above says it (without
   * it, the table showed a score of 0 and the luck-free score's
   * opposite as the luck). */
  valet_ranking_column_value (valet_ranking_column (VALET_RANKING_BUTLER), pair, site->options,
                              VALET_WEIGH_BY_LEADS, &c.played, NULL);
  valet_html_put (out, "<table class=\"split\">\n<thead><tr>");
  _valet_html_split_heads (site, out);
  valet_html_put (out, "</tr></thead>\n<tbody><tr>");
  _valet_html_split_cells (site, out, &c, NULL, FALSE);
  valet_html_put (out, "\n</tbody>\n</table>\n");
}

/* One row of the table against double dummy: who, then each mean with
 * its interval and count. */
static void
versus_row (GString *out, const char *who, const ValetDdVersusTotals *tot)
{
  g_autofree char *declarer = valet_dd_versus_text (&tot->declarer);
  g_autofree char *lead = valet_dd_versus_text (&tot->lead);

  valet_html_put (out, "<tr><td class=\"text\">");
  valet_html_escape (out, who);
  valet_html_put (out, "<td>");
  valet_html_escape (out, declarer);
  valet_html_put (out, "<td>");
  valet_display_append_uint (out, tot->declarer.n);
  valet_html_put (out, "<td>");
  valet_html_escape (out, lead);
  valet_html_put (out, "<td>");
  valet_display_append_uint (out, tot->lead.n);
  valet_html_put (out, "\n");
}

/* The pair and its players against double dummy, when the site has the
 * deals' double dummy (valet-dd-versus.h). */
static void
versus_table (ValetHtmlSite *site, GString *out, const ValetPairScore *pair)
{
  ValetDdVersus *vs = valet_report_dd_versus (site->report);
  ValetTournament *t = valet_run_tournament (site->run);

  if (vs == NULL)
    return;
  valet_html_element (out, "h2", NULL, _("Against double dummy"));
  valet_html_put (out, "\n");
  valet_html_element (out, "p", "note",
                      _("Tricks: the declarer's less the double-dummy tricks after the lead "
                        "made; what the opening lead cost against the best lead (0 at best). "
                        "Means, with their 95 % intervals."));
  valet_html_put (out, "\n");
  _valet_html_table_begin (out, "versus");
  valet_html_heading_cell (out, "text", _("Who"), NULL);
  valet_html_heading_cell (out, "num", _("Declarer vs DD"), NULL);
  valet_html_heading_cell (out, "num", _("Hands"), NULL);
  valet_html_heading_cell (out, "num", _("Lead vs DD"), NULL);
  valet_html_heading_cell (out, "num", _("Leads"), NULL);
  _valet_html_table_body (out);
  versus_row (out, _("The pair"), valet_dd_versus_pair (vs, pair->player[0], pair->player[1]));
  for (guint k = 0; k < 2; k++)
    versus_row (out, valet_tournament_player_display_name (t, pair->player[k]),
                valet_dd_versus_player (vs, pair->player[k]));
  _valet_html_table_end (out);
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
  valet_html_put (out, "\n");
  _valet_html_table_begin (out, "rounds");
  valet_html_heading_cell (out, "num", _("Round"), NULL);
  valet_html_heading_cell (out, "num", _("Boards"), NULL);
  _valet_html_split_heads (site, out);
  _valet_html_table_body (out);
  for (guint i = 0; i < rounds->len; i++)
    {
      const ValetRoundComponents *rc = &g_array_index (rounds, ValetRoundComponents, i);
      valet_html_put (out, "<tr><td>");
      valet_display_append_uint (out, rc->round);
      valet_html_put (out, "<td>");
      valet_display_append_uint (out, (guint) lround (rc->c.boards));
      /* No line break after the row: see board_row(). */
      _valet_html_split_cells (site, out, &rc->c, NULL, FALSE);
    }
  _valet_html_table_end (out);
}

static guint
play_round (ValetHtmlSite *site, const ValetHtmlPlay *play)
{
  return valet_run_board (site->run, play->board, NULL, NULL)->round;
}

/* Whether @a and @b were played in one round, at one seat, against the
 * same pair. */
static gboolean
same_sitting (ValetHtmlSite *site, const ValetHtmlPlay *a, const ValetHtmlPlay *b)
{
  return a->ns == b->ns && a->opponents == b->opponents
         && play_round (site, a) == play_round (site, b);
}

/* The round, the seat and the opponents, in one cell each spanning the
 * @span boards the pair played so (a team match's 20 boards, a pairs
 * event's two or three): the name is written once, not on each board.
 * The sorting script splits the cells again before it sorts. */
static void
sitting_cells (ValetHtmlSite *site, GString *out, const ValetHtmlPlay *play, guint span)
{
  char attr[32] = "";

  if (span > 1)
    g_snprintf (attr, sizeof attr, " rowspan=%u", span);
  valet_html_put (out, "<td");
  valet_html_put (out, attr);
  g_string_append_c (out, '>');
  valet_display_append_uint (out, play_round (site, play));
  valet_html_put (out, "<td");
  valet_html_put (out, attr);
  g_string_append_c (out, '>');
  valet_html_escape (out, play->ns ? _("NS") : _("EW"));
  /* No class: the style sheet aligns the link to the opponents' page,
   * the only one on the line that leads out of boards/, as text. */
  valet_html_put (out, "<td");
  valet_html_put (out, attr);
  g_string_append_c (out, '>');
  /* The page's links are named from boards/. */
  _valet_html_pair_link (site, out, "../pairs/", play->opponents);
}

/* One board the pair played: what happened, and the pair's split of
 * it, after the sitting's cells when it is the first of its sitting. */
static void
board_row (ValetHtmlSite *site, GString *out, const ValetHtmlPlay *play, guint span)
{
  const ValetEntry *entries;
  const ValetBoard *board = valet_run_board (site->run, play->board, &entries, NULL);
  const ValetResult *r = valet_tournament_result (valet_run_tournament (site->run),
                                                  entries[play->entry].result);
  ValetComponents c;

  valet_run_entry_components (site->run, &entries[play->entry], play->ns, &c);
  valet_html_put (out, "<tr>");
  if (span > 0)
    sitting_cells (site, out, play, span);
  /* The page's links are named from boards/: "boards/1-2.html" is
   * "1-2.html" there; a plain link, as valet_html_link() writes it. */
  valet_html_put (out, "<td><a href=");
  valet_display_append_uint (out, board->round);
  g_string_append_c (out, '-');
  valet_display_append_uint (out, board->board);
  valet_html_put (out, ".html>");
  valet_display_append_uint (out, board->board);
  valet_html_put (out, "</a>");
  _valet_html_result_cells (site, out, r);
  _valet_html_score_td (out, r, play->ns);
  /* No line break after the row: it would stand in its last cell,
   * which the style sheet shows as a dash only when it is empty. */
  _valet_html_split_cells (site, out, &c, r, play->ns);
}

static void
boards_table (ValetHtmlSite *site, GString *out, const ValetPairScore *pair)
{
  GArray *plays = g_ptr_array_index (site->plays, pair->number);
  const ValetHtmlPlay *p = (const ValetHtmlPlay *) plays->data;

  valet_html_element (out, "h2", NULL, _("Boards"));
  valet_html_put (out, "\n");
  _valet_html_table_begin (out, "played");
  valet_html_heading_cell (out, "num", _("Round"), NULL);
  valet_html_heading_cell (out, "text", _("Seat"), NULL);
  valet_html_heading_cell (out, "text", _("Opponents"), NULL);
  valet_html_heading_cell (out, "num", _("Board"), NULL);
  _valet_html_result_heads (site, out);
  valet_html_heading_cell (out, "num", _("Points"),
                           _("The pair's score at the table, in bridge points"));
  _valet_html_split_heads (site, out);
  _valet_html_table_body (out);
  for (guint i = 0; i < plays->len; )
    {
      guint span = 1;
      while (i + span < plays->len && same_sitting (site, &p[i], &p[i + span]))
        span++;
      for (guint k = 0; k < span; k++)
        board_row (site, out, &p[i + k], k == 0 ? span : 0);
      i += span;
    }
  _valet_html_table_end (out);
}

/* The page of @pair, at @position among the ranked pairs or, for a
 * pair not ranked, G_MAXUINT: it played, and its boards' pages and the
 * list of unranked pairs link to it. */
static gboolean
pair_page (ValetHtmlSite *site, const ValetPairScore *pair, guint position, GError **error)
{
  g_autofree char *name = valet_run_pair_name (site->run, pair);
  g_autofree char *summary = summary_text (site, pair, position);
  g_autofree char *href = _valet_html_pair_href (pair);
  GString *out = site->page;

  g_string_truncate (out, 0);
  _valet_html_subpage_begin (site, out, "boards", name, summary);
  split_table (site, out, pair);
  _valet_html_split_note (site, out);
  versus_table (site, out, pair);
  rounds_table (site, out, pair);
  boards_table (site, out, pair);
  return _valet_html_subpage_finish (site, out, href, error);
}

gboolean
_valet_html_write_pairs (ValetHtmlSite *site, GError **error)
{
  for (guint k = 0; k < valet_run_n_ranked (site->run); k++)
    if (!pair_page (site, valet_run_ranked (site->run, k), k, error))
      return FALSE;
  for (guint k = 0; k < valet_run_n_unranked (site->run); k++)
    {
      const ValetPairScore *pair = valet_run_unranked (site->run, k);
      if (_valet_html_has_page (site, pair->number)
          && !pair_page (site, pair, G_MAXUINT, error))
        return FALSE;
    }
  return TRUE;
}
