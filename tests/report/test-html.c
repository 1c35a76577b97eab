/* test-html.c: the HTML site of a scored tournament: every ranked pair
 * on the index with the run's numbers, every page the index links to
 * there and linking back, the chart one SVG with its text as text, a
 * second site replacing the first, a foreign folder refused and left as
 * it was.
 *
 * Arguments: FIXTURES.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "report-test-support.h"
#include "valet-diagnostics.h"
#include "valet-display.h"
#include "valet-chart.h"
#include "valet-ranking-columns.h"
#include "valet-html-text.h"
#include "valet-html-writer.h"
#include "valet-text-reader.h"

static char *tmpdir;

static char *
escaped (const char *text)
{
  g_autoptr (GString) s = g_string_new (NULL);

  for (const char *p = text; *p; p++)
    switch (*p)
      {
      case '&': g_string_append (s, "&amp;"); break;
      case '<': g_string_append (s, "&lt;"); break;
      case '>': g_string_append (s, "&gt;"); break;
      case '"': g_string_append (s, "&quot;"); break;
      case '\'': g_string_append (s, "&#39;"); break;
      default: g_string_append_c (s, *p); break;
      }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* The pair's row of the index: its page's link, its name, and the
 * score as the run has it, in the ranking's decimals. */
static void
assert_pair_row (const char *index, ValetRun *run, guint position)
{
  const ValetPairScore *pair = valet_run_ranked (run, position);
  const ValetOptions *o = valet_run_options (run);
  g_autofree char *name = valet_run_pair_name (run, pair);
  g_autofree char *safe = escaped (name);
  /* Plain links go without quotes (valet_html_link()). */
  g_autofree char *link = g_strdup_printf ("<a href=pairs/%u.html>%s</a>", pair->number,
                                           safe);
  double score;
  guint n;

  g_assert_true (valet_ranking_column_value (valet_ranking_column (VALET_RANKING_OVERALL), pair,
                                             o, VALET_WEIGH_BY_LEADS, &score, &n));
  g_autofree char *text = valet_display_number (score, (int) valet_scoring_decimals (o->scoring),
                                                FALSE);
  g_autofree char *cell = g_strdup_printf (">%s<td", text);
  g_autofree char *last = g_strdup_printf (">%s", text);
  const char *row = strstr (index, link);
  g_assert_nonnull (row);
  /* A row is a line; cells have no end tags. */
  g_autofree char *line = g_strndup (row, strchr (row, '\n') - row);
  g_assert_true (strstr (line, cell) != NULL || g_str_has_suffix (line, last));
}

/* The chart's words are text a reader can find and hear, not glyph
 * outlines: its title and the first pair's name in <text>. */
static void
assert_chart_text (const char *svg, ValetRun *run)
{
  g_autofree char *name = valet_run_pair_name (run, valet_run_ranked (run, 0));
  g_autofree char *safe = g_markup_escape_text (name, -1);
  g_autofree char *first = g_strdup_printf (">1. %s</text>", safe);

  g_assert_null (strstr (svg, "<symbol"));
  g_assert_null (strstr (svg, "glyph"));
  g_assert_nonnull (strstr (svg, "per board and its components"));
  g_assert_nonnull (strstr (svg, first));
}

/* A pair's or a board's page holds a cell for each value and little
 * else: no end tags, no class or sort value on cells but names'.  On a
 * pair's page, the round, seat and opponents of boards played in one
 * sitting stand in one cell each spanning its rows (on a board's page,
 * a result that several tables had: test_traveller_runs()). */
static void
assert_lean_page (const char *page, gboolean pair)
{
  g_assert_null (strstr (page, "</td>"));
  g_assert_null (strstr (page, "data-v="));
  g_assert_null (strstr (page, "<td class=\"num\""));
  g_assert_null (strstr (page, " rowspan=\""));
  g_assert_nonnull (strstr (page, "<td>"));
  if (pair)
    g_assert_nonnull (strstr (page, " rowspan="));
}

/* @page without its cells' rowspan attributes: the cells as a row that
 * starts a run of spanned rows shows them. */
static char *
unspanned (const char *page)
{
  g_autoptr (GString) s = g_string_new (NULL);

  for (const char *p = page; *p; )
    if (g_str_has_prefix (p, " rowspan="))
      {
        p += strlen (" rowspan=");
        p += strspn (p, "\"0123456789");
      }
    else
      g_string_append_c (s, *p++);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* The body of the first table of class @klass on @page as a grid: a
 * GPtrArray of rows, each a GPtrArray of its cells' texts (markup
 * included), a cell spanning rows copied into each, as a reader and
 * the sort script take it. */
static GPtrArray *
table_grid (const char *page, const char *klass, guint width)
{
  g_autofree char *open = g_strdup_printf ("<table class=\"%s", klass);
  const char *table = strstr (page, open);
  g_assert_nonnull (table);
  const char *body = strstr (table, "<tbody>");
  const char *end = strstr (table, "</tbody>");
  g_assert_true (body != NULL && end != NULL && body < end);
  g_autofree char *text = g_strndup (body + strlen ("<tbody>"), end - body - strlen ("<tbody>"));
  g_auto (GStrv) rows = g_strsplit (text, "<tr>", -1);
  GPtrArray *grid = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autofree char **held = g_new0 (char *, width);
  g_autofree guint *left = g_new0 (guint, width);

  for (guint r = 1; rows[r]; r++)
    {
      GPtrArray *row = g_ptr_array_new_with_free_func (g_free);
      const char *p = rows[r];
      for (guint k = 0; k < width; k++)
        {
          if (left[k] > 0)
            {
              left[k]--;
              g_ptr_array_add (row, g_strdup (held[k]));
              continue;
            }
          g_assert_true (g_str_has_prefix (p, "<td"));
          const char *close = strchr (p, '>');
          const char *span = strstr (p, " rowspan=");
          guint rowspan = span != NULL && span < close
                          ? (guint) g_ascii_strtoull (span + 9 + (span[9] == '"'), NULL, 10) : 1;
          const char *next = strstr (close, "<td");
          g_autofree char *cell = next ? g_strndup (close + 1, next - close - 1)
                                       : g_strdup (close + 1);
          g_strchomp (cell);
          g_ptr_array_add (row, g_strdup (cell));
          held[k] = g_ptr_array_index (row, row->len - 1);
          left[k] = rowspan - 1;
          p = next ? next : close + strlen (close);
        }
      /* Nothing left over: every row is as wide as the headings. */
      g_assert_cmpstr (p, ==, "");
      g_ptr_array_add (grid, row);
    }
  for (guint k = 0; k < width; k++)
    g_assert_cmpuint (left[k], ==, 0);
  return grid;
}

/* The number of heading cells of the first table of class @klass. */
static guint
table_width (const char *page, const char *klass)
{
  g_autofree char *open = g_strdup_printf ("<table class=\"%s", klass);
  const char *head = strstr (page, open);
  g_assert_nonnull (head);
  const char *end = strstr (head, "</thead>");
  guint width = 0;

  for (const char *th = strstr (head, "<th"); th && th < end; th = strstr (th + 3, "<th"))
    width += th[3] == '>' || th[3] == ' ';
  return width;
}

static gboolean
same_cells (GPtrArray *a, GPtrArray *b, guint from)
{
  for (guint k = from; k < a->len; k++)
    if (strcmp (g_ptr_array_index (a, k), g_ptr_array_index (b, k)) != 0)
      return FALSE;
  return TRUE;
}

/* Every page the index links to exists and links back to the index. */
static guint
assert_links (const char *site, const char *index)
{
  guint pages = 0;

  for (const char *p = strstr (index, "href="); p; p = strstr (p + 1, "href="))
    {
      /* Quoted, or plain and then ended by the tag. */
      const char *start = p + strlen ("href=") + (p[5] == '"');
      g_autofree char *href = g_strndup (start, strcspn (start, "\">"));
      if (!g_str_has_prefix (href, "pairs/") && !g_str_has_prefix (href, "boards/"))
        continue;
      g_autofree char *page = report_test_read (site, href);
      assert_lean_page (page, g_str_has_prefix (href, "pairs/"));
      g_assert_nonnull (strstr (page, "href=../index.html>"));
      g_assert_true (g_str_has_prefix (page, "<!DOCTYPE html>"));
      pages++;
    }
  return pages;
}

static gboolean
sat (const ValetPairScore *pair, guint a, guint b)
{
  return (pair->player[0] == a && pair->player[1] == b)
         || (pair->player[0] == b && pair->player[1] == a);
}

/* The pair's boards, each split as its page shows them, average to
 * the pair's score and shares (no compensation asked for). */
static void
assert_boards_average (ValetRun *run, const ValetPairScore *pair)
{
  ValetComponents sum = { 0 }, whole;

  for (guint b = 0; b < valet_run_n_boards (run); b++)
    {
      const ValetEntry *entries;
      guint n;
      valet_run_board (run, b, &entries, &n);
      for (guint i = 0; i < n; i++)
        {
          const ValetResult *r = valet_tournament_result (valet_run_tournament (run),
                                                          entries[i].result);
          gboolean ns = sat (pair, r->player[VALET_NORTH], r->player[VALET_SOUTH]);
          ValetComponents c;
          if (!ns && !sat (pair, r->player[VALET_EAST], r->player[VALET_WEST]))
            continue;
          valet_run_entry_components (run, &entries[i], ns, &c);
          g_assert_cmpuint (c.boards, ==, 1);
          sum.boards++;
          sum.total += c.total;
          for (guint k = 0; k < VALET_N_COMPONENTS; k++)
            sum.share[k] += c.share[k];
        }
    }
  valet_run_pair_components (run, pair, &whole);
  g_assert_cmpuint (sum.boards, ==, whole.boards);
  g_assert_cmpfloat_with_epsilon (sum.total / sum.boards, whole.total, 1e-6);
  for (guint k = 0; k < VALET_N_COMPONENTS; k++)
    g_assert_cmpfloat_with_epsilon (sum.share[k] / sum.boards, whole.share[k], 1e-6);
}

static void
test_board_splits (void)
{
  const ValetScoring scorings[] = { VALET_SCORING_IMPS, VALET_SCORING_MATCHPOINTS,
                                    VALET_SCORING_DATUM };

  for (guint s = 0; s < G_N_ELEMENTS (scorings); s++)
    {
      Loaded *l = report_test_load ("2008-Mind-MenA", TRUE, scorings[s]);
      ValetRun *run = valet_report_run (l->report);
      for (guint k = 0; k < valet_run_n_ranked (run); k += 7)
        assert_boards_average (run, valet_run_ranked (run, k));
      loaded_free (l);
    }
}

/* The pair page's split names the score's components, not the
 * ranking's columns (whose Play takes in the defence, and whose numbers
 * at matchpoints are percentages), and says how they add up: to the
 * score in IMPs, to the score less 50 at matchpoints. */
static void
test_split_headings (void)
{
  const ValetScoring scorings[] = { VALET_SCORING_IMPS, VALET_SCORING_MATCHPOINTS };

  for (guint s = 0; s < G_N_ELEMENTS (scorings); s++)
    {
      Loaded *l = report_test_load ("2008-Mind-MenA", TRUE, scorings[s]);
      ValetRun *run = valet_report_run (l->report);
      g_autofree char *site = g_build_filename (tmpdir, s ? "site-split-mp" : "site-split",
                                                NULL);
      g_autoptr (GError) error = NULL;

      g_assert_true (valet_write_html (l->report, site, &error));
      g_assert_no_error (error);
      g_autofree char *href = g_strdup_printf ("pairs/%u.html", valet_run_ranked (run, 0)->number);
      g_autofree char *page = report_test_read (site, href);
      for (const char *const *h = (const char *const[]) { "Bidding", "Declarer play",
                                                          "Opening lead", "Defence", NULL };
           *h; h++)
        {
          /* A heading ends where the next begins. */
          g_autofree char *th = g_strdup_printf (">%s<", *h);
          g_assert_nonnull (strstr (page, th));
        }
      g_assert_null (strstr (page, ">Bid<"));
      g_assert_null (strstr (page, ">Play<"));
      g_assert_true ((strstr (page, "together they make it less 50") != NULL) == (s == 1));
      g_assert_true ((strstr (page, "together they make it.") != NULL) == (s == 0));
      report_test_remove_tree (site);
      loaded_free (l);
    }
}

static void
test_site (void)
{
  Loaded *l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_IMPS);
  ValetRun *run = valet_report_run (l->report);
  g_autofree char *site = g_build_filename (tmpdir, "site", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (valet_write_html (l->report, site, &error));
  g_assert_no_error (error);
  g_autofree char *index = report_test_read (site, "index.html");
  g_assert_true (g_str_has_prefix (index, "<!DOCTYPE html>\n<html lang=\""));
  g_assert_nonnull (strstr (index, "<meta charset=\"utf-8\">"));
  g_assert_null (strstr (index, " onclick="));
  for (guint k = 0; k < valet_run_n_ranked (run); k++)
    assert_pair_row (index, run, k);
  /* A page per ranked pair and per board, all linked from the index
   * (no pair goes unranked here). */
  g_assert_cmpuint (assert_links (site, index), ==,
                    valet_run_n_ranked (run) + valet_run_n_boards (run));

  g_autofree char *svg = report_test_read (site, "charts/ranking.svg");
  g_assert_true (g_str_has_prefix (svg, "<?xml") || g_str_has_prefix (svg, "<svg"));
  g_assert_nonnull (strstr (svg, "<svg"));
  assert_chart_text (svg, run);
  /* One chart for both colour schemes: it picks its palette itself. */
  g_assert_nonnull (strstr (svg, "@media (prefers-color-scheme: dark)"));
  g_autofree char *charts = g_build_filename (site, "charts", NULL);
  g_assert_cmpuint (report_test_count_entries (charts), ==, 1);
  g_assert_null (strstr (index, "ranking-dark"));
  g_autofree char *css = report_test_read (site, "style.css");
  g_assert_nonnull (strstr (css, "prefers-color-scheme: dark"));
  g_autofree char *js = report_test_read (site, "sort.js");
  g_assert_nonnull (strstr (js, "addEventListener"));
  g_assert_nonnull (strstr (js, "valetUnspan"));
  loaded_free (l);
}

/* A board's page shows, per table, the score as played (what the
 * club's scorer gives that table, headed "Score"), its luck and the
 * luck-free score, as the principles' Example 7 table does (Butler,
 * luck, fair Butler), and calls the bridge score "Points"; so does a
 * pair's page. */
static void
test_played_per_table (void)
{
  Loaded *l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_MATCHPOINTS);
  ValetRun *run = valet_report_run (l->report);
  const ValetOptions *options = valet_report_options (l->report);
  g_autofree char *site = g_build_filename (tmpdir, "site-played", NULL);
  g_autoptr (GError) error = NULL;
  int decimals = (int) valet_scoring_decimals (options->scoring);
  guint differ = 0;

  g_assert_true (valet_ranking_column_present (valet_ranking_column (VALET_RANKING_BUTLER),
                                               options));
  g_assert_true (valet_write_html (l->report, site, &error));
  g_assert_no_error (error);
  for (guint b = 0; b < valet_run_n_boards (run); b++)
    {
      const ValetEntry *entries;
      guint n;
      const ValetBoard *board = valet_run_board (run, b, &entries, &n);
      g_autofree char *href = g_strdup_printf ("boards/%u-%u.html", board->round, board->board);
      g_autofree char *page = report_test_read (site, href);

      g_assert_nonnull (strstr (page, ">Points<"));
      g_assert_nonnull (strstr (page, ">Score<"));
      g_assert_nonnull (strstr (page, ">Luck<"));
      for (guint i = 0; i < n; i++)
        {
          ValetComponents c;
          valet_run_entry_components (run, &entries[i], TRUE, &c);
          g_autofree char *played = valet_display_number (c.played, decimals, FALSE);
          g_autofree char *total = valet_display_number (c.total, decimals, FALSE);
          g_autoptr (GString) luck = g_string_new (NULL);
          valet_display_append_number (luck, c.played - c.total, decimals, FALSE, "-");
          /* The played score's cell, the luck's, the luck-free one's. */
          g_autofree char *cells = g_strdup_printf ("<td>%s<td>%s<td>%s", played, luck->str,
                                                    total);
          /* A result several tables had is written once, spanning
           * their rows. */
          g_autofree char *plain = unspanned (page);
          if (strstr (plain, cells) == NULL)
            g_test_message ("board %u table %u: %s", b, i, cells);
          g_assert_nonnull (strstr (plain, cells));
          differ += strcmp (played, total) != 0;
        }
    }
  /* The two are not the same number under two names. */
  g_assert_cmpuint (differ, >, 0);
  g_autofree char *pair_href = g_strdup_printf ("pairs/%u.html", valet_run_ranked (run, 0)->number);
  g_autofree char *pair_page = report_test_read (site, pair_href);
  g_assert_nonnull (strstr (pair_page, ">Points<"));
  g_assert_nonnull (strstr (pair_page, ">Score<"));
  report_test_remove_tree (site);
  loaded_free (l);
}

/* A board's traveller writes a result that several tables had once:
 * the tables of one result follow one another (travellers are in score
 * order, and within a score by contract, declarer, result and lead),
 * and the result's cells span their rows.  Read as a grid, every row
 * has every column, one row per table, and a run of rows that repeat
 * their cells after the names is written once.  The 2008 Mind Sports'
 * boards have such runs. */
static void
test_traveller_runs (void)
{
  Loaded *l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_IMPS);
  ValetRun *run = valet_report_run (l->report);
  g_autofree char *site = g_build_filename (tmpdir, "site-runs", NULL);
  g_autoptr (GError) error = NULL;
  guint spanned = 0, rows = 0;

  g_assert_true (valet_write_html (l->report, site, &error));
  g_assert_no_error (error);
  for (guint b = 0; b < valet_run_n_boards (run); b++)
    {
      const ValetEntry *entries;
      guint n;
      const ValetBoard *board = valet_run_board (run, b, &entries, &n);
      g_autofree char *href = g_strdup_printf ("boards/%u-%u.html", board->round, board->board);
      g_autofree char *page = report_test_read (site, href);
      g_autoptr (GPtrArray) grid = table_grid (page, "traveller", table_width (page, "traveller"));

      g_assert_cmpuint (grid->len, ==, n);
      for (guint r = 0; r < grid->len; r++)
        {
          GPtrArray *row = g_ptr_array_index (grid, r);
          /* The pairs' names, then the result. */
          g_assert_true (g_str_has_prefix (g_ptr_array_index (row, 0), "<a href="));
          g_assert_true (g_str_has_prefix (g_ptr_array_index (row, 1), "<a href="));
          rows++;
        }
      /* Rows that repeat the one before are spanned, not written. */
      for (const char *p = strstr (page, "<tr>"); p; p = strstr (p + 4, "<tr>"))
        {
          const char *next = strstr (p + 4, "<tr>");
          const char *stop = next ? next : p + strlen (p);
          guint cells = 0;
          for (const char *td = strstr (p, "<td"); td && td < stop; td = strstr (td + 3, "<td"))
            cells++;
          if (cells == 2)
            spanned++;
        }
      /* A run of tables of one result is written once: its rows
       * after the first hold their names alone. */
      for (guint r = 0; r < grid->len; )
        {
          guint same = 1;
          while (r + same < grid->len
                 && same_cells (g_ptr_array_index (grid, r + same), g_ptr_array_index (grid, r), 2))
            same++;
          for (guint k = 1; k < same; k++)
            {
              GPtrArray *row = g_ptr_array_index (grid, r + k);
              g_autofree char *line = g_strdup_printf ("<tr><td>%s<td>%s<tr>",
                                                       (char *) g_ptr_array_index (row, 0),
                                                       (char *) g_ptr_array_index (row, 1));
              g_autofree char *last = g_strdup_printf ("<tr><td>%s<td>%s</tbody>",
                                                       (char *) g_ptr_array_index (row, 0),
                                                       (char *) g_ptr_array_index (row, 1));
              g_assert_true (strstr (page, line) != NULL || strstr (page, last) != NULL);
            }
          r += same;
        }
    }
  g_test_message ("%u of %u rows spanned", spanned, rows);
  g_assert_cmpuint (spanned, >, 0);
  report_test_remove_tree (site);
  loaded_free (l);
}

/* Every cell of column @column of the table @klass on @page is a
 * contract with its declarer and result in one, "4♥ E +1", or "Pass",
 * or an artificial score's percentages; no column is headed By or
 * Result. */
static void
assert_contract_cells (const char *page, const char *klass, guint column)
{
  g_autoptr (GRegex) re = g_regex_new ("^([1-7](♣|♦|♥|♠|NT)(X|XX)? [NESW] (=|[+-][1-9][0-9]?)"
                                       "|Pass|[0-9]+/[0-9]+)( \\(.+\\))?$", 0, 0, NULL);
  g_autoptr (GPtrArray) grid = table_grid (page, klass, table_width (page, klass));

  g_assert_null (strstr (page, ">By<"));
  g_assert_null (strstr (page, ">Result<"));
  g_assert_cmpuint (grid->len, >, 0);
  for (guint r = 0; r < grid->len; r++)
    {
      GPtrArray *row = g_ptr_array_index (grid, r);
      const char *cell = g_ptr_array_index (row, column);
      if (!g_regex_match (re, cell, 0, NULL))
        g_test_message ("%s row %u: %s", klass, r, cell);
      g_assert_true (g_regex_match (re, cell, 0, NULL));
    }
}

/* A table's contract, declarer and tricks stand in one cell, as a
 * traveller is read ("4♥ E +1"), on the boards' pages and the pairs'. */
static void
test_contract_cell (void)
{
  Loaded *l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_IMPS);
  ValetRun *run = valet_report_run (l->report);
  g_autofree char *site = g_build_filename (tmpdir, "site-contract", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (valet_write_html (l->report, site, &error));
  g_assert_no_error (error);
  for (guint b = 0; b < valet_run_n_boards (run); b++)
    {
      const ValetBoard *board = valet_run_board (run, b, NULL, NULL);
      g_autofree char *href = g_strdup_printf ("boards/%u-%u.html", board->round, board->board);
      g_autofree char *page = report_test_read (site, href);
      /* After North-South and East-West. */
      assert_contract_cells (page, "traveller", 2);
    }
  g_autofree char *href = g_strdup_printf ("pairs/%u.html", valet_run_ranked (run, 0)->number);
  g_autofree char *page = report_test_read (site, href);
  /* After the round, seat, opponents and board. */
  assert_contract_cells (page, "played", 4);
  report_test_remove_tree (site);
  loaded_free (l);
}

/* A pair's split on its page starts with the score as played and the
 * luck, the same numbers as the summary above it and the ranking's
 * Score and Luck: not 0 and the luck-free score's opposite. */
static void
test_pair_split_played (void)
{
  Loaded *l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_MATCHPOINTS);
  ValetRun *run = valet_report_run (l->report);
  const ValetOptions *options = valet_report_options (l->report);
  g_autofree char *site = g_build_filename (tmpdir, "site-split-played", NULL);
  g_autoptr (GError) error = NULL;
  int decimals = (int) valet_scoring_decimals (options->scoring);

  g_assert_true (valet_write_html (l->report, site, &error));
  g_assert_no_error (error);
  for (guint k = 0; k < valet_run_n_ranked (run); k++)
    {
      const ValetPairScore *pair = valet_run_ranked (run, k);
      ValetComponents c;
      double played;
      g_autoptr (GString) cells = g_string_new ("<tbody><tr><td>");

      valet_run_pair_components (run, pair, &c);
      g_assert_true (valet_ranking_column_value (valet_ranking_column (VALET_RANKING_BUTLER),
                                                 pair, options, VALET_WEIGH_BY_LEADS, &played,
                                                 NULL));
      valet_display_append_number (cells, played, decimals, FALSE, "-");
      g_string_append (cells, "<td>");
      valet_display_append_number (cells, played - c.total, decimals, FALSE, "-");
      g_string_append (cells, "<td>");
      valet_display_append_number (cells, c.total, decimals, FALSE, "-");
      g_autofree char *href = g_strdup_printf ("pairs/%u.html", pair->number);
      g_autofree char *page = report_test_read (site, href);
      const char *split = strstr (page, "<table class=\"split\">");
      g_assert_nonnull (split);
      if (!g_str_has_prefix (strstr (split, "<tbody>"), cells->str))
        g_test_message ("pair %u: expected %s", pair->number, cells->str);
      g_assert_true (g_str_has_prefix (strstr (split, "<tbody>"), cells->str));
    }
  report_test_remove_tree (site);
  loaded_free (l);
}

/* At matchpoints the score has one unit and its components another, in
 * the same words everywhere: the chart's axis, its description of a
 * pair (the app's tooltip over a bar), the PDF's and workbook's note
 * and the site's note. */
static void
test_one_unit (void)
{
  Loaded *l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_MATCHPOINTS);
  ValetRun *run = valet_report_run (l->report);
  const char *unit = valet_scoring_unit (VALET_SCORING_MATCHPOINTS);
  const char *parts = valet_scoring_component_unit (VALET_SCORING_MATCHPOINTS);
  g_autofree char *site = g_build_filename (tmpdir, "site-unit", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_cmpstr (unit, ==, "% of matchpoints");
  g_assert_cmpstr (parts, ==, "percentage points");
  g_autofree char *svg = valet_chart_ranking_svg (l->report, 800, 600, 0, 5,
                                                  VALET_CHART_SCALE_ALL);
  g_assert_nonnull (strstr (svg, unit));
  g_assert_null (strstr (svg, "matchpoints, %"));
  g_autofree char *described = valet_chart_describe_pair (l->report, 0);
  g_assert_nonnull (strstr (described, unit));
  /* The PDF's and the workbook's note on reading the ranking. */
  g_autofree char *note = valet_ranking_reading_note (valet_report_options (l->report));
  g_assert_nonnull (strstr (note, unit));
  g_assert_nonnull (strstr (note, parts));

  g_assert_true (valet_write_html (l->report, site, &error));
  g_assert_no_error (error);
  g_autofree char *href = g_strdup_printf ("pairs/%u.html", valet_run_ranked (run, 0)->number);
  g_autofree char *page = report_test_read (site, href);
  g_assert_nonnull (strstr (page, unit));
  g_assert_nonnull (strstr (page, parts));
  g_assert_null (strstr (page, "around 50,"));
  report_test_remove_tree (site);
  loaded_free (l);
}

/* With a minimum of boards, the pairs with fewer are listed after the
 * ranking under a heading of their own, unranked, each linked to a page
 * of its own that says why it has no rank (not "Rank 0"). */
static void
test_unqualified (void)
{
  Loaded *l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_IMPS);
  g_autofree char *site = g_build_filename (tmpdir, "site-min", NULL);
  g_autoptr (GError) error = NULL;
  ValetOptions o = l->options;
  guint most = 0, short_pairs = 0;
  ValetRanking *all = valet_report_ranking (l->report);

  for (guint k = 0; k < valet_ranking_n_pairs (all); k++)
    most = MAX (most, valet_ranking_pair (all, k)->num[VALET_COL_OVERALL]);
  o.rounds = NULL;
  o.min_hands = most;   /* only the pairs that played the most boards rank */
  g_autoptr (ValetRun) run = valet_run_new (l->tournament, &o, NULL, NULL, NULL, NULL);
  g_autoptr (ValetReport) report = valet_report_new_for_run (run, "Minimum");
  g_assert_true (valet_write_html (report, site, &error));
  g_assert_no_error (error);
  g_autofree char *index = report_test_read (site, "index.html");
  g_autofree char *head = g_strdup_printf ("Pairs with fewer than %u boards", most);
  const char *rule = strstr (index, head);
  g_assert_nonnull (rule);
  for (guint k = 0; k < valet_ranking_n_pairs (valet_run_ranking (run)); k++)
    {
      const ValetPairScore *p = valet_ranking_pair (valet_run_ranking (run), k);
      guint boards = p->num[VALET_COL_OVERALL];
      if (boards == 0 || boards >= most)
        continue;
      g_autofree char *name = valet_run_pair_name (run, p);
      GString *escaped = g_string_new (NULL);
      valet_html_escape (escaped, name);
      g_autofree char *link = g_strdup_printf ("<a href=pairs/%u.html>%s</a>", p->number,
                                               escaped->str);
      g_assert_nonnull (strstr (rule, link));
      g_string_free (escaped, TRUE);
      g_autofree char *href = g_strdup_printf ("pairs/%u.html", p->number);
      g_autofree char *page = report_test_read (site, href);
      g_autofree char *why = g_strdup_printf ("Not ranked: fewer than %u boards: ", most);
      g_assert_nonnull (strstr (page, why));
      g_assert_null (strstr (page, "Rank "));
      short_pairs++;
    }
  g_assert_cmpuint (short_pairs, >, 0);
  g_assert_cmpuint (assert_links (site, index), ==,
                    valet_run_n_ranked (run) + short_pairs + valet_run_n_boards (run));
  loaded_free (l);
}

static ValetTournament *
text_tournament (const char *names_text, const char *scores_text)
{
  g_autofree char *names = g_build_filename (tmpdir, "adj-names.txt", NULL);
  g_autofree char *scores = g_build_filename (tmpdir, "adj-scores.txt", NULL);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  ValetTournament *t = valet_tournament_new ();

  g_assert_true (g_file_set_contents (names, names_text, -1, NULL));
  g_assert_true (g_file_set_contents (scores, scores_text, -1, NULL));
  valet_read_names (t, names, diag);
  valet_read_scores (t, scores, names, diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  return t;
}

/* A board's page counts tables, a weighted score's outcomes and a split
 * score's sides being parts of one; an artificial score's Score cell
 * holds its percentages (the side's own first on a pair's page), not
 * the 0 of a passed-out board. */
static void
test_adjusted (void)
{
  g_autoptr (ValetTournament) t =
    text_tournament ("a|Ann Able\nb|Bob Best\nc|Cy Cole\nd|Di Dent\n"
                     "e|Ed Eyre\nf|Fay Finn\ng|Gus Gray\nh|Hal Hood\n"
                     "i|Ida Ide\nj|Jo Jay\nk|Kit Kay\nl|Lu Lee\n",
                     "1|1|a|c|b|d|3D|N|9||0.6\n1|1|a|c|b|d|3D|N|8||0.4\n"
                     "1|1|e|g|f|h|3D|N|9\n"
                     "1|1|i|k|j|l|3D|N|8||NS\n1|1|i|k|j|l|3D|N|9||EW\n"
                     "1|2|a|c|b|d|ADJ|-|60/40\n1|2|e|g|f|h|3N|N|9\n"
                     "1|2|i|k|j|l|3N|N|8\n");
  ValetOptions o;
  g_autofree char *site = g_build_filename (tmpdir, "site-adjusted", NULL);
  g_autoptr (GError) error = NULL;

  valet_options_init (&o);
  g_autoptr (ValetRun) run = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
  g_autoptr (ValetReport) report = valet_report_new_for_run (run, "Adjusted");
  g_assert_true (valet_write_html (report, site, &error));
  g_assert_no_error (error);
  g_autofree char *weighted = report_test_read (site, "boards/1-1.html");
  g_assert_nonnull (strstr (weighted, "; 3 tables."));
  g_autofree char *artificial = report_test_read (site, "boards/1-2.html");
  g_assert_nonnull (strstr (artificial, "; 3 tables."));
  g_assert_nonnull (strstr (artificial, "<td>60 %–40 %"));
  /* East-West's page: its own 40 % first. */
  const ValetPairScore *ew = NULL;
  for (guint k = 0; k < valet_run_n_ranked (run); k++)
    {
      const ValetPairScore *p = valet_run_ranked (run, k);
      if (sat (p, 2, 3))   /* Cy Cole and Di Dent, the tags' order */
        ew = p;
    }
  g_assert_nonnull (ew);
  g_autofree char *href = g_strdup_printf ("pairs/%u.html", ew->number);
  g_autofree char *page = report_test_read (site, href);
  g_assert_nonnull (strstr (page, "<td>40 %–60 %"));
  valet_options_clear (&o);
}

/* A second site replaces the first, and no temporary folder is left
 * beside it or in it; a file the site did not write is never removed:
 * the folder is refused instead (tests/report/test-site-folder.c has
 * the rest). */
static void
test_replace (void)
{
  Loaded *l = report_test_load ("examples-1", TRUE, VALET_SCORING_IMPS);
  g_autofree char *parent = g_build_filename (tmpdir, "again", NULL);
  g_autofree char *site = g_build_filename (parent, "site", NULL);
  g_autofree char *stale = g_build_filename (site, "stale.html", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *kept = NULL;
  guint n;

  g_assert_cmpint (g_mkdir_with_parents (parent, 0755), ==, 0);
  g_assert_true (valet_write_html (l->report, site, &error));
  n = report_test_count_entries (site);
  g_assert_true (valet_write_html (l->report, site, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (report_test_count_entries (site), ==, n);
  g_assert_true (g_file_set_contents (stale, "old", -1, NULL));
  g_assert_false (valet_write_html (l->report, site, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST);
  g_assert_true (g_file_get_contents (stale, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "old");
  g_autofree char *index = report_test_read (site, "index.html");
  g_assert_cmpuint (report_test_count_entries (parent), ==, 1);
  g_assert_cmpuint (report_test_count_entries (site), ==, n + 1);
  loaded_free (l);
}

/* A folder of other files is refused and left as it was, and so is a
 * file; an empty folder takes the site. */
static void
test_foreign (void)
{
  Loaded *l = report_test_load ("examples-1", TRUE, VALET_SCORING_IMPS);
  g_autofree char *parent = g_build_filename (tmpdir, "foreign", NULL);
  g_autofree char *mine = g_build_filename (parent, "mine", NULL);
  g_autofree char *letter = g_build_filename (mine, "letter.txt", NULL);
  g_autofree char *file = g_build_filename (parent, "file", NULL);
  g_autofree char *empty = g_build_filename (parent, "empty", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *kept = NULL;

  g_assert_cmpint (g_mkdir_with_parents (mine, 0755), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (empty, 0755), ==, 0);
  g_assert_true (g_file_set_contents (letter, "Dear", -1, NULL));
  g_assert_true (g_file_set_contents (file, "data", -1, NULL));
  g_assert_false (valet_write_html (l->report, mine, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST);
  g_assert_nonnull (strstr (error->message, mine));
  g_clear_error (&error);
  g_assert_false (valet_write_html (l->report, file, &error));
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (letter, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "Dear");
  g_assert_cmpuint (report_test_count_entries (mine), ==, 1);
  g_assert_true (g_file_test (file, G_FILE_TEST_IS_REGULAR));
  /* mine, file and empty: no temporary folder left behind. */
  g_assert_true (valet_write_html (l->report, empty, &error));
  g_assert_cmpuint (report_test_count_entries (parent), ==, 3);
  loaded_free (l);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, >=, 2);
  report_test_set_fixtures (argv[1]);
  tmpdir = g_dir_make_tmp ("valet-html-XXXXXX", NULL);

  g_test_add_func ("/html/site", test_site);
  g_test_add_func ("/html/board-splits", test_board_splits);
  g_test_add_func ("/html/split-headings", test_split_headings);
  g_test_add_func ("/html/one-unit", test_one_unit);
  g_test_add_func ("/html/played-per-table", test_played_per_table);
  g_test_add_func ("/html/traveller-runs", test_traveller_runs);
  g_test_add_func ("/html/contract-cell", test_contract_cell);
  g_test_add_func ("/html/pair-split-played", test_pair_split_played);
  g_test_add_func ("/html/unqualified", test_unqualified);
  g_test_add_func ("/html/adjusted", test_adjusted);
  g_test_add_func ("/html/replace", test_replace);
  g_test_add_func ("/html/foreign", test_foreign);
  int status = g_test_run ();
  report_test_remove_tree (tmpdir);
  return status;
}
