/* valet-html-index.c: the site's first page: the event, the method, the
 * ranking chart, the ranking table and the list of boards. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "valet-chart-dd.h"
#include "valet-html-private.h"
#include "valet-report-dd.h"
#include "valet-report-lists.h"

/* The event's title, where and when, the method and how to read it. */
static void
event_header (ValetHtmlSite *site, GString *out)
{
  const char *title = valet_report_title (site->report);
  const char *venue = valet_report_event (site->report, VALET_EVENT_VENUE);
  const char *date = valet_report_event (site->report, VALET_EVENT_DATE);
  g_autofree char *people = valet_report_event_people (site->report);
  g_autofree char *method = valet_options_describe (site->options);
  g_autofree char *note = valet_ranking_reading_note (site->options);
  g_autofree char *made = g_date_time_format (valet_report_date (site->report), "%Y-%m-%d");
  /* TRANSLATORS: at the foot of the HTML site's header: the version, the date. */
  g_autofree char *stamp = g_strdup_printf (_("Made by Valet %s on %s."), PACKAGE_VERSION, made);

  g_string_append (out, "<header>\n");
  valet_html_element (out, "h1", NULL, *title ? title : _("Valet report"));
  g_string_append (out, "\n");
  if (venue != NULL || date != NULL)
    {
      g_string_append (out, "<p class=\"event\">");
      if (venue != NULL)
        valet_html_element (out, "span", "venue", venue);
      if (venue != NULL && date != NULL)
        g_string_append (out, ", ");
      if (date != NULL)
        valet_html_element (out, "span", "date", date);
      g_string_append (out, "</p>\n");
    }
  if (people != NULL)
    {
      valet_html_element (out, "p", "people", people);
      g_string_append (out, "\n");
    }
  valet_html_element (out, "p", "method", method);
  g_string_append (out, "\n");
  valet_html_element (out, "p", "note", note);
  g_string_append (out, "\n");
  valet_html_element (out, "p", "stamp", stamp);
  g_string_append (out, "\n</header>\n");
}

/* The class of a column's cells in the ranking: the rank, the players
 * and the score stay on a phone's width; the others ("more") fold away
 * there, behind the table's "All columns" switch; each player's own
 * numbers ("detail") are left out of the printed page, which says so.
 * NULL for a cell without one. */
static const char *
column_class (ValetHtmlSite *site, const ValetRankingColumn *col)
{
  switch (col->id)
    {
    case VALET_RANKING_RANK:
      return NULL;
    case VALET_RANKING_PLAYERS:
      return "text";
    case VALET_RANKING_DECLARER1:
    case VALET_RANKING_DECLARER2:
    case VALET_RANKING_LEAD1:
    case VALET_RANKING_LEAD2:
    case VALET_RANKING_LEAD_AVERAGE:
    case VALET_RANKING_DEFENCE:
      return "more detail";
    default:
      return col->id == valet_report_headline_column (site->options) ? "score" : "more";
    }
}

static void
table_head (ValetHtmlSite *site, GString *out, const ValetRankingColumn **cols, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      const char *klass = column_class (site, cols[i]);
      valet_html_heading_cell (out, klass ? klass : "num",
                               valet_ranking_column_short_title (cols[i], site->options),
                               valet_ranking_column_description (cols[i]));
      if (cols[i]->kind == VALET_COLUMN_POSITION && valet_report_has_numbers (site->report))
        valet_html_heading_cell (out, "text", _("No."),
                                 _("The pair's number in the results file"));
      if (cols[i]->kind == VALET_COLUMN_LABEL && site->teams)
        valet_html_heading_cell (out, "text more", _("Team"),
                                 _("The team, country or club the results file gives"));
    }
  /* Last, when the deals were solved: the pair against double dummy. */
  if (valet_report_dd_versus (site->report) != NULL)
    {
      valet_html_heading_cell (out, "more", _("Declarer vs DD"),
                               _("The tricks the pair took as declarer less those double-dummy "
                                 "play makes after the opening lead that was made, on average, "
                                 "with its 95 % interval."));
      valet_html_heading_cell (out, "more", _("Lead vs DD"),
                               _("The tricks the pair's opening leads cost against the best "
                                 "lead, double dummy (0 at best), on average, with its 95 % "
                                 "interval."));
    }
}

/* The pair's means against double dummy, "+0.25 ± 0.31", when the site
 * has them. */
static void
dd_cells (ValetHtmlSite *site, GString *out, const ValetPairScore *pair)
{
  ValetDdVersus *vs = valet_report_dd_versus (site->report);

  if (vs == NULL)
    return;
  const ValetDdVersusTotals *tot = valet_dd_versus_pair (vs, pair->player[0], pair->player[1]);
  g_autofree char *declarer = valet_dd_versus_text (&tot->declarer);
  g_autofree char *lead = valet_dd_versus_text (&tot->lead);
  g_string_append (out, "<td class=\"more\">");
  valet_html_escape (out, declarer);
  g_string_append (out, "<td class=\"more\">");
  valet_html_escape (out, lead);
}

/* A value with the chances it is over in small type: "0.42 (12)". */
static void
value_cell (ValetHtmlSite *site, GString *out, const ValetRankingColumn *col,
            const ValetPairScore *pair)
{
  const char *klass = column_class (site, col);
  double v;
  guint n;

  if (!valet_ranking_column_value (col, pair, site->options, VALET_WEIGH_BY_LEADS, &v, &n))
    {
      g_string_append_printf (out, "<td class=\"%s\">", klass);
      return;
    }
  if (col->kind == VALET_COLUMN_COUNT)
    {
      g_autofree char *count = g_strdup_printf ("%u", n);
      valet_html_number_cell_classed (out, klass, count, n, NULL);
      return;
    }
  gboolean with_count = col->kind == VALET_COLUMN_VALUE_AND_COUNT;
  g_autofree char *text = _valet_html_number (site, with_count && n == 0 ? NAN : v);
  g_autofree char *count = with_count ? g_strdup_printf ("(%u)", n) : NULL;
  valet_html_number_cell_classed (out, klass, text, with_count && n == 0 ? NAN : v, count);
}

/* A pair's row: at @position among the ranked pairs, or, for a pair
 * with too few boards, G_MAXUINT and no rank. */
static void
table_row (ValetHtmlSite *site, GString *out, const ValetRankingColumn **cols, guint n,
           const ValetPairScore *pair, guint position)
{
  g_string_append (out, "<tr>");
  for (guint i = 0; i < n; i++)
    if (cols[i]->kind == VALET_COLUMN_POSITION)
      {
        g_autofree char *rank = position == G_MAXUINT ? g_strdup ("–")
                                                      : valet_report_rank_text (site->report,
                                                                                position);
        valet_html_number_cell (out, rank, position == G_MAXUINT ? 0 : position + 1, NULL);
        if (valet_report_has_numbers (site->report))
          {
            g_autofree char *number = valet_report_pair_number (site->report, pair);
            g_string_append (out, "<td class=\"text\">");
            valet_html_escape (out, number);
          }
      }
    else if (cols[i]->kind == VALET_COLUMN_LABEL)
      {
        g_string_append (out, "<td class=\"text\">");
        _valet_html_pair_link (site, out, "pairs/", pair->number);
        if (site->teams)
          {
            g_autofree char *team = valet_run_pair_team (site->run, pair);
            g_string_append (out, "<td class=\"text more\">");
            if (team)
              valet_html_escape (out, team);
          }
      }
    else
      value_cell (site, out, cols[i], pair);
  dd_cells (site, out, pair);
  g_string_append_c (out, '\n');
}

/* The switch that shows a ranking's folded columns on a narrow screen
 * (the style sheet shows it there only), before the table it opens. */
static void
all_columns_switch (GString *out, const char *id)
{
  g_string_append_printf (out, "<input type=\"checkbox\" class=\"all-columns\" id=\"%s\">"
                          "<label for=\"%s\">", id, id);
  valet_html_escape (out, _("Show all columns"));
  g_string_append (out, "</label>\n");
}

/* What each column of the ranking is, in words on the page (a
 * heading's title is never shown on a touch screen), and what a
 * printed page leaves out. */
static void
glossary (ValetHtmlSite *site, GString *out)
{
  const ValetRankingColumn *cols[VALET_N_RANKING_COLUMNS];
  guint n = valet_ranking_listed_columns (site->options, cols);

  g_string_append (out, "<details class=\"glossary\" open>\n<summary>");
  valet_html_escape (out, _("What the columns are"));
  g_string_append (out, "</summary>\n<dl>\n");
  for (guint i = 0; i < n; i++)
    {
      valet_html_element (out, "dt", NULL, valet_ranking_column_title (cols[i], site->options));
      valet_html_element (out, "dd", NULL, valet_ranking_column_description (cols[i]));
      g_string_append_c (out, '\n');
    }
  if (valet_report_dd_versus (site->report) != NULL)
    {
      valet_html_element (out, "dt", NULL, _("Declarer vs DD"));
      valet_html_element (out, "dd", NULL, _("The declarer's tricks less those double-dummy "
                                             "play makes after the lead made, on average."));
      g_string_append_c (out, '\n');
      valet_html_element (out, "dt", NULL, _("Lead vs DD"));
      valet_html_element (out, "dd", NULL, _("The tricks the opening leads cost against the "
                                             "best lead, double dummy (0 at best), on "
                                             "average."));
      g_string_append_c (out, '\n');
    }
  g_string_append (out, "</dl>\n</details>\n");
  valet_html_element (out, "p", "note print-only",
                      _("Printed: the rank, the players, the boards, the score, its luck and "
                        "the luck-free score with its parts, declaring and defending; each "
                        "player's declarer play and leads are on the web page."));
  g_string_append_c (out, '\n');
}

/* The ranked pairs' table (@unranked FALSE), or the table of those not
 * ranked, each with its rank or none, as the PDF and the workbook list
 * them. */
static void
pairs_table (ValetHtmlSite *site, GString *out, gboolean unranked, guint table)
{
  const ValetRankingColumn *cols[VALET_N_RANKING_COLUMNS];
  guint n = valet_ranking_listed_columns (site->options, cols);
  guint rows = unranked ? valet_run_n_unranked (site->run)
                        : valet_report_table_n_rows (site->report, table);

  /* One switch per table: a page of several lists has several. */
  g_autofree char *switch_id = unranked ? g_strdup ("unranked-all")
                               : table == 0 ? g_strdup ("ranking-all")
                               : g_strdup_printf ("ranking-all-%u", table + 1);
  all_columns_switch (out, switch_id);
  _valet_html_table_begin (out, unranked ? "ranking unqualified" : "ranking");
  table_head (site, out, cols, n);
  _valet_html_table_body (out);
  for (guint k = 0; k < rows; k++)
    {
      guint position = unranked ? G_MAXUINT
                                : valet_report_table_position (site->report, table, k);
      table_row (site, out, cols, n,
                 unranked ? valet_run_unranked (site->run, k)
                          : valet_run_ranked (site->run, position),
                 position);
    }
  _valet_html_table_end (out);
}

static void
ranking_table (ValetHtmlSite *site, GString *out)
{
  valet_html_element (out, "h2", NULL, _("Ranking"));
  g_string_append (out, "\n");
  if (valet_run_n_ranked (site->run) == 0)
    {
      /* An empty table says less than a sentence (and is not valid). */
      valet_html_element (out, "p", "note", _("No pair has enough boards to be ranked."));
      g_string_append (out, "\n");
      return;
    }
  /* One table per list of the movement in a report by lists, each
   * under its heading. */
  for (guint table = 0; table < valet_report_n_tables (site->report); table++)
    {
      const char *heading = valet_report_table_heading (site->report, table);
      if (heading)
        {
          valet_html_element (out, "h3", NULL, heading);
          g_string_append (out, "\n");
        }
      pairs_table (site, out, FALSE, table);
    }
  glossary (site, out);
}

/* The pairs not ranked (too few boards, a placeholder player), under a
 * heading that says why. */
static void
unqualified_table (ValetHtmlSite *site, GString *out)
{
  if (valet_run_n_unranked (site->run) == 0)
    return;
  g_autofree char *head = valet_run_unranked_title (site->run);
  valet_html_element (out, "h2", NULL, head);
  g_string_append (out, "\n");
  pairs_table (site, out, TRUE, 0);
}

/* The ranking chart, in the palette of the reader's colour scheme (the
 * SVG chooses it). */
static void
chart (GString *out)
{
  valet_html_element (out, "h2", "screen-only", _("Ranking chart"));
  g_string_append (out, "\n<figure class=\"chart\" id=\"chart\">"
                   "<img src=\"charts/ranking.svg\" alt=\"");
  valet_html_escape (out, _("Each pair's score split into bidding, declarer play, "
                            "opening lead and defence, in ranking order"));
  g_string_append (out, "\"></figure>\n");
}

/* The results against double dummy, when the site has them: the
 * paragraph and the two charts, written beside the page as PNG in the
 * light palette and the dark one, which the reader's colour scheme
 * chooses between (as the ranking chart's SVG does by its own style). */
static gboolean
dd_section (ValetHtmlSite *site, GString *out, GError **error)
{
  g_autofree char *about = valet_report_dd_text (site->report);
  static const char *const names[2][2] = {
    { "charts/dd-play.png", "charts/dd-play-dark.png" },
    { "charts/dd-lead.png", "charts/dd-lead-dark.png" },
  };

  if (about == NULL)
    return TRUE;
  valet_html_element (out, "h2", NULL, _("Against double dummy"));
  g_string_append (out, "\n");
  valet_html_element (out, "p", "note", about);
  g_string_append (out, "\n");
  for (int lead = 0; lead < 2; lead++)
    {
      for (int dark = 0; dark < 2; dark++)
        {
          g_autoptr (GString) png = g_string_new (NULL);
          if (!valet_chart_dd_png (site->report, lead, 480, 360,
                                   dark ? VALET_CHART_DARK : VALET_CHART_LIGHT, png))
            {
              g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                           _("the chart %s could not be drawn"), names[lead][dark]);
              return FALSE;
            }
          if (!valet_html_write_page (site->dir, names[lead][dark], png, error))
            return FALSE;
        }
      g_string_append_printf (out, "<figure class=\"chart\"><picture>"
                              "<source srcset=\"%s\" media=\"(prefers-color-scheme: dark)\">"
                              "<img src=\"%s\" width=\"480\" height=\"360\" alt=\"",
                              names[lead][1], names[lead][0]);
      valet_html_escape (out, lead ? _("Each pair's Valet lead against its Lead vs DD")
                                   : _("Each pair's Valet declarer play against its Declarer "
                                       "vs DD"));
      g_string_append (out, "\"></picture></figure>\n");
    }
  return TRUE;
}

/* Every board, by round, linked to its page. */
static void
board_list (ValetHtmlSite *site, GString *out)
{
  guint round = G_MAXUINT;

  valet_html_element (out, "h2", "screen-only", _("Boards"));
  g_string_append (out, "\n<nav class=\"board-list\" id=\"boards\">\n");
  for (guint b = 0; b < valet_run_n_boards (site->run); b++)
    {
      const ValetBoard *board = valet_run_board (site->run, b, NULL, NULL);
      g_autofree char *href = _valet_html_board_href (board);
      g_autofree char *number = g_strdup_printf ("%u", board->board);
      if (board->round != round)
        {
          g_autofree char *head = g_strdup_printf (_("Round %u"), board->round);
          if (round != G_MAXUINT)
            g_string_append (out, "</p>\n");
          g_string_append (out, "<p>");
          valet_html_element (out, "span", "round", head);
          round = board->round;
        }
      g_string_append_c (out, ' ');
      valet_html_link (out, href, number);
    }
  if (round != G_MAXUINT)
    g_string_append (out, "</p>\n");
  g_string_append (out, "</nav>\n");
}

/* Where the results name teams, the way to their ranking. */
static void
teams_link (ValetHtmlSite *site, GString *out)
{
  if (!_valet_html_has_teams_page (site))
    return;
  valet_html_element (out, "h2", NULL, _("Teams"));
  valet_html_put (out, "\n<p>");
  valet_html_link (out, "teams.html", _("Team ranking: each team's pairs' boards together"));
  valet_html_put (out, "</p>\n");
}

gboolean
_valet_html_write_index (ValetHtmlSite *site, GError **error)
{
  g_autoptr (GString) out = g_string_new (NULL);
  const char *title = valet_report_title (site->report);

  valet_html_page_begin (out, "", NULL, *title ? title : _("Valet report"), TRUE);
  event_header (site, out);
  g_string_append (out, "<main>\n");
  ranking_table (site, out);
  unqualified_table (site, out);
  teams_link (site, out);
  if (valet_run_n_ranked (site->run) > 0)
    chart (out);
  if (!dd_section (site, out, error))
    return FALSE;
  board_list (site, out);
  g_string_append (out, "</main>\n");
  valet_html_page_end (out);
  return valet_html_write_page (site->dir, "index.html", out, error);
}
