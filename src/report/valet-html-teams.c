/* valet-html-teams.c: the site's team ranking, teams.html beside the
 * index, where the results name teams. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "valet-html-private.h"
#include "valet-team-ranking.h"

static void
team_head (ValetHtmlSite *site, GString *out, const ValetRankingColumn **cols, guint n)
{
  valet_html_heading_cell (out, "num", _("Rank"), NULL);
  valet_html_heading_cell (out, "text", _("Team"), NULL);
  valet_html_heading_cell (out, "num", _("Pairs"),
                           _("The team's pairs: those whose players both play for it, or "
                             "one does and the other names no team"));
  for (guint i = 0; i < n; i++)
    valet_html_heading_cell (out, "num", valet_ranking_column_short_title (cols[i], site->options),
                             valet_ranking_column_description (cols[i]));
}

/* A team's number, and the half-width of its 95 % interval after it in
 * small type: "0.88 ± 0.33". */
static void
team_value (ValetHtmlSite *site, GString *out, ValetTeamRanking *teams,
            const ValetTeamScore *team, const ValetRankingColumn *col)
{
  double v, half;
  guint n;

  valet_team_ranking_value (teams, team, col, &v, &n);
  if (col->kind == VALET_COLUMN_COUNT)
    {
      _valet_html_int_td (out, (int) n);
      return;
    }
  if (n == 0)
    {
      _valet_html_number_td (site, out, NAN);
      return;
    }
  g_autofree char *text = _valet_html_cell_number (site, v);
  g_autofree char *sure = NULL;
  if (valet_team_ranking_error (teams, team, col, NULL, &half))
    {
      g_autofree char *h = _valet_html_cell_number (site, half);
      sure = g_strdup_printf ("± %s", h);
    }
  valet_html_number_cell (out, text, v, sure);
}

static void
team_table (ValetHtmlSite *site, GString *out, ValetTeamRanking *teams)
{
  const ValetRankingColumn *cols[VALET_N_RANKING_COLUMNS];
  guint n_cols = valet_team_ranking_columns (teams, cols);

  _valet_html_table_begin (out, "ranking teams");
  team_head (site, out, cols, n_cols);
  _valet_html_table_body (out);
  for (guint k = 0; k < valet_team_ranking_n_teams (teams); k++)
    {
      const ValetTeamScore *team = valet_team_ranking_team (teams, k);
      gboolean tied;
      guint rank = valet_team_ranking_rank (teams, k, &tied);
      g_autofree char *rank_text = g_strdup_printf ("%u%s", rank, tied ? "=" : "");

      valet_html_put (out, "<tr>");
      valet_html_number_cell (out, rank_text, rank, NULL);
      valet_html_put (out, "<td class=\"text\">");
      valet_html_escape (out, team->name);
      _valet_html_int_td (out, (int) team->n_pairs);
      for (guint i = 0; i < n_cols; i++)
        team_value (site, out, teams, team, cols[i]);
      valet_html_put (out, "</tr>\n");
    }
  _valet_html_table_end (out);
}

gboolean
_valet_html_has_teams_page (ValetHtmlSite *site)
{
  g_autoptr (ValetTeamRanking) teams = valet_team_ranking_new (site->run);

  return valet_team_ranking_n_teams (teams) > 0;
}

gboolean
_valet_html_write_teams (ValetHtmlSite *site, GError **error)
{
  g_autoptr (ValetTeamRanking) teams = valet_team_ranking_new (site->run);
  g_autoptr (GString) out = NULL;
  const char *title = valet_report_title (site->report);
  g_autofree char *heading = NULL;

  if (valet_team_ranking_n_teams (teams) == 0)
    return TRUE;
  out = g_string_new (NULL);
  /* TRANSLATORS: the team page's title; %s is the event's name. */
  heading = g_strdup_printf (_("%s: teams"), *title ? title : _("Valet report"));
  valet_html_page_begin (out, "", NULL, heading, TRUE);
  valet_html_put (out, "<nav class=\"back\">");
  /* TRANSLATORS: the link from the team page back to the pairs'. */
  valet_html_link (out, "index.html", _("← Pair ranking"));
  valet_html_put (out, "</nav>\n<main>\n");
  valet_html_element (out, "h1", NULL, heading);
  valet_html_put (out, "\n");
  valet_html_element (out, "p", "summary", valet_team_ranking_heading (teams));
  valet_html_put (out, "\n");
  valet_html_element (out, "p", "note", valet_team_ranking_comparison ());
  valet_html_put (out, "\n");
  team_table (site, out, teams);
  if (valet_team_ranking_n_mixed (teams) > 0)
    {
      guint mixed = valet_team_ranking_n_mixed (teams);
      g_autofree char *note = g_strdup_printf (ngettext ("%u pair whose players name two "
                                                         "teams counts for neither.",
                                                         "%u pairs whose players name two "
                                                         "teams count for neither.", mixed),
                                               mixed);
      valet_html_element (out, "p", "note", note);
      valet_html_put (out, "\n");
    }
  valet_html_put (out, "</main>\n");
  valet_html_page_end (out);
  return valet_html_write_page (site->dir, "teams.html", out, error);
}
