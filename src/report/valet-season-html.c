/* valet-season-html.c: see valet-season-html.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "valet-html-private.h"
#include "valet-season-html.h"
#include "valet-season-writer.h"
#include "valet-site-folder.h"

static void
season_header (ValetSeasonReport *r, GString *out)
{
  g_autofree char *summary = valet_season_report_summary (r);
  g_autofree char *rule = valet_season_report_rule (r);
  g_autofree char *stamp = valet_season_report_stamp (r);

  g_string_append (out, "<header>\n");
  valet_html_element (out, "h1", NULL, valet_season_report_title (r));
  g_string_append (out, "\n");
  valet_html_element (out, "p", "summary", summary);
  g_string_append (out, "\n");
  valet_html_element (out, "p", "note", rule);
  g_string_append (out, "\n");
  valet_html_element (out, "p", "stamp", stamp);
  g_string_append (out, "\n</header>\n");
}

/* A ranking's table: the style sheet right-aligns cells, "text" the
 * names; the score as played in bold, as the event's ranking has it. */
static void
ranking_table (ValetSeasonReport *r, GString *out, int table)
{
  guint n_cols, n_rows = valet_season_report_n_rows (r, table);
  guint n_ranked = valet_season_report_n_ranked (r, table);
  const ValetSeasonColumn *cols = valet_season_report_columns (r, table, &n_cols);
  gboolean persons = table == VALET_SEASON_TABLE_PERSONS;

  g_string_append_printf (out, "<section id=\"%s\">\n", persons ? "players" : "pairs");
  valet_html_element (out, "h2", NULL,
                      persons ? _("Players' season ranking") : _("Pairs' season ranking"));
  g_string_append (out, "\n");
  _valet_html_table_begin (out, persons ? "ranking season-players" : "ranking season-pairs");
  for (guint c = 0; c < n_cols; c++)
    valet_html_heading_cell (out, cols[c].kind == VALET_SEASON_COLUMN_NAME ? "text" : "num",
                             cols[c].heading, cols[c].tip);
  _valet_html_table_body (out);
  for (guint i = 0; i < n_rows; i++)
    {
      const ValetSeasonRow *row = valet_season_report_row (r, table, i);
      g_string_append (out, i < n_ranked ? "<tr>" : "<tr class=\"unranked\">");
      for (guint c = 0; c < n_cols; c++)
        {
          const ValetSeasonColumn *col = &cols[c];
          g_autofree char *text = valet_season_report_text (r, col, row, i);
          if (col->kind == VALET_SEASON_COLUMN_NAME)
            {
              g_string_append (out, "<td class=\"text\">");
              valet_html_escape (out, text);
            }
          else
            {
              double v = valet_season_report_number (r, col, row, i);
              gboolean bold = col->kind == VALET_SEASON_COLUMN_MEAN
                              && col->value == VALET_SEASON_PLAYED;
              /* A row not ranked sorts after the ranked ones. */
              if (col->kind == VALET_SEASON_COLUMN_RANK && v == 0)
                v = n_rows + 1;
              valet_html_number_cell_classed (out, bold ? "score" : NULL, text, v, NULL);
            }
        }
      g_string_append (out, "</tr>\n");
    }
  _valet_html_table_end (out);
  if (n_ranked < n_rows)
    {
      valet_html_element (out, "p", "note",
                          _("A rank of \"-\": fewer boards than the season's minimum, "
                            "listed, not ranked."));
      g_string_append (out, "\n");
    }
  g_string_append (out, "</section>\n");
}

static void
events_table (ValetSeasonReport *r, GString *out)
{
  char n[32];

  g_string_append (out, "<section id=\"events\">\n");
  valet_html_element (out, "h2", NULL, _("Events included"));
  g_string_append (out, "\n");
  _valet_html_table_begin (out, "events");
  valet_html_heading_cell (out, "text", _("Date"), NULL);
  valet_html_heading_cell (out, "text", _("Event"), NULL);
  valet_html_heading_cell (out, "num", _("Boards"), NULL);
  valet_html_heading_cell (out, "num", _("Results"), NULL);
  _valet_html_table_body (out);
  for (guint i = 0; i < valet_season_report_n_events (r); i++)
    {
      const ValetSeasonReportEvent *e = valet_season_report_event (r, i);
      g_string_append (out, "<tr><td class=\"text\">");
      valet_html_escape (out, e->date ? e->date : "");
      g_string_append (out, "<td class=\"text\">");
      valet_html_escape (out, e->name);
      g_snprintf (n, sizeof n, "%u", e->n_boards);
      valet_html_number_cell (out, n, e->n_boards, NULL);
      g_snprintf (n, sizeof n, "%u", e->n_results);
      valet_html_number_cell (out, n, e->n_results, NULL);
      g_string_append (out, "</tr>\n");
    }
  _valet_html_table_end (out);
  g_string_append (out, "</section>\n");
}

static gboolean
write_site (const char *temp, gpointer data, GError **error)
{
  ValetSeasonReport *r = data;
  /* The event site's style sheet and script: a site only needs its
   * folder for them. */
  ValetHtmlSite assets = { .dir = temp };
  g_autoptr (GString) page = g_string_new (NULL);

  if (!_valet_html_write_assets (&assets, error))
    return FALSE;
  valet_html_page_begin (page, "", NULL, valet_season_report_title (r), TRUE);
  season_header (r, page);
  g_string_append (page, "<main>\n");
  ranking_table (r, page, VALET_SEASON_TABLE_PAIRS);
  ranking_table (r, page, VALET_SEASON_TABLE_PERSONS);
  events_table (r, page);
  g_string_append (page, "</main>\n");
  valet_html_page_end (page);
  return valet_html_write_page (temp, "index.html", page, error);
}

gboolean
valet_season_write_html (ValetSeasonReport *report, const char *dir, GError **error)
{
  return valet_site_folder_write (dir, write_site, report, error);
}
