/* valet-html-site.c: who played what, and the names of the pages, for
 * every page of the HTML site. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "valet-bridge.h"
#include "valet-display.h"
#include "valet-html-private.h"

/* Each entry to the two pairs at its table, walking the boards once, so
 * that a pair's page does not look through every board again. */
static void
collect_plays (ValetHtmlSite *site)
{
  ValetRanking *ranking = valet_run_ranking (site->run);
  ValetTournament *t = valet_run_tournament (site->run);

  for (guint b = 0; b < valet_run_n_boards (site->run); b++)
    {
      const ValetEntry *entries;
      guint n;
      valet_run_board (site->run, b, &entries, &n);
      guint *seated = g_new (guint, 2 * (gsize) n);
      g_ptr_array_add (site->seated, seated);
      for (guint i = 0; i < n; i++)
        {
          const ValetResult *res = valet_tournament_result (t, entries[i].result);
          gboolean first_ns = res->level == 0 || valet_seat_is_ns (res->declarer);
          ValetEntryCredit credit;

          valet_ranking_entry_credit (ranking, &entries[i], &credit);
          seated[2 * i] = credit.pair[first_ns ? 0 : 1];
          seated[2 * i + 1] = credit.pair[first_ns ? 1 : 0];
          for (guint s = 0; s < 2; s++)
            {
              guint number = credit.pair[s];
              ValetHtmlPlay play = { b, i, (s == 0) == first_ns, credit.pair[1 - s] };
              if (number < site->n_numbers)
                g_array_append_val (g_ptr_array_index (site->plays, number), play);
            }
        }
    }
}

void
_valet_html_site_init (ValetHtmlSite *site, ValetReport *report, const char *dir)
{
  ValetRanking *ranking = valet_report_ranking (report);
  guint n_pairs = valet_ranking_n_pairs (ranking);

  site->report = report;
  site->run = valet_report_run (report);
  site->options = valet_report_options (report);
  site->dir = dir;
  site->teams = valet_run_has_teams (site->run);
  site->leads = valet_tournament_has_leads (valet_run_tournament (site->run));
  site->n_numbers = n_pairs + 1;
  site->ranked = g_new0 (guint, site->n_numbers);
  site->pairs = g_new0 (const ValetPairScore *, site->n_numbers);
  site->plays = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  site->seated = g_ptr_array_new_with_free_func (g_free);
  site->page = g_string_sized_new (1 << 16);
  site->decimals = (int) valet_scoring_decimals (site->options->scoring);
  for (guint i = 0; i < site->n_numbers; i++)
    g_ptr_array_add (site->plays, g_array_new (FALSE, FALSE, sizeof (ValetHtmlPlay)));
  for (guint k = 0; k < n_pairs; k++)
    {
      const ValetPairScore *p = valet_ranking_pair (ranking, k);
      if (p->number < site->n_numbers)
        site->pairs[p->number] = p;
    }
  for (guint k = 0; k < valet_run_n_ranked (site->run); k++)
    {
      const ValetPairScore *p = valet_run_ranked (site->run, k);
      if (p->number < site->n_numbers)
        site->ranked[p->number] = k + 1;
    }
  collect_plays (site);
  /* A pair not ranked has a page too when it played (its boards are
   * there to see, and the boards' pages name it), without a rank. */
  for (guint k = 0; k < valet_run_n_unranked (site->run); k++)
    {
      const ValetPairScore *p = valet_run_unranked (site->run, k);
      GArray *plays = p->number < site->n_numbers ? g_ptr_array_index (site->plays, p->number)
                                                  : NULL;
      if (plays != NULL && plays->len > 0 && site->ranked[p->number] == 0)
        site->ranked[p->number] = G_MAXUINT;
    }
}

gboolean
_valet_html_has_page (ValetHtmlSite *site, guint number)
{
  return number < site->n_numbers && site->ranked[number] != 0;
}

void
_valet_html_site_clear (ValetHtmlSite *site)
{
  g_clear_pointer (&site->plays, g_ptr_array_unref);
  g_clear_pointer (&site->seated, g_ptr_array_unref);
  if (site->page != NULL)
    g_string_free (g_steal_pointer (&site->page), TRUE);
  g_clear_pointer (&site->ranked, g_free);
  g_clear_pointer (&site->pairs, g_free);
  if (site->names != NULL)
    for (guint i = 0; i < site->n_numbers; i++)
      g_free (site->names[i]);
  g_clear_pointer (&site->names, g_free);
}

char *
_valet_html_pair_href (const ValetPairScore *pair)
{
  return g_strdup_printf ("pairs/%u.html", pair->number);
}

char *
_valet_html_board_href (const ValetBoard *board)
{
  return g_strdup_printf ("boards/%u-%u.html", board->round, board->board);
}

void
_valet_html_pair_link (ValetHtmlSite *site, GString *out, const char *folder, guint number)
{
  const ValetPairScore *pair = number < site->n_numbers ? site->pairs[number] : NULL;

  if (pair == NULL)
    {
      g_string_append_c (out, '?');
      return;
    }
  if (site->names == NULL)
    site->names = g_new0 (char *, site->n_numbers);
  if (site->names[number] == NULL)
    {
      g_autofree char *name = valet_run_pair_name (site->run, pair);
      g_autoptr (GString) safe = g_string_new (NULL);
      valet_html_escape (safe, name);
      site->names[number] = g_string_free (g_steal_pointer (&safe), FALSE);
    }
  if (site->ranked[number] == 0)
    {
      valet_html_put (out, site->names[number]);
      return;
    }
  /* Unquoted, as valet_html_link() writes a plain link. */
  valet_html_put (out, "<a href=");
  valet_html_put (out, folder);
  valet_display_append_uint (out, number);
  valet_html_put (out, ".html>");
  valet_html_put (out, site->names[number]);
  valet_html_put (out, "</a>");
}

char *
_valet_html_number (ValetHtmlSite *site, double value)
{
  return valet_display_number (value, (int) valet_scoring_decimals (site->options->scoring),
                               FALSE);
}

char *
_valet_html_ascii_minus (char *text)
{
  char *to = text;

  for (const char *from = text; *from; )
    if (g_str_has_prefix (from, "\xe2\x88\x92"))   /* U+2212 */
      {
        *to++ = '-';
        from += 3;
      }
    else
      *to++ = *from++;
  *to = '\0';
  return text;
}

char *
_valet_html_cell_number (ValetHtmlSite *site, double value)
{
  if (isnan (value))
    return g_strdup ("");
  return _valet_html_ascii_minus (_valet_html_number (site, value));
}

void
_valet_html_number_td (ValetHtmlSite *site, GString *out, double value)
{
  /* valet_html_cell (out, _valet_html_cell_number (site, value)) without
   * the copies: a number has nothing to escape. */
  valet_html_put (out, "<td>");
  if (!isnan (value))
    valet_display_append_number (out, value, site->decimals, FALSE, "-");
}

void
_valet_html_int_td (GString *out, int value)
{
  valet_html_put (out, value < 0 ? "<td>-" : "<td>");
  valet_display_append_uint (out, ABS ((gint64) value));
}

void
_valet_html_result_heads (ValetHtmlSite *site, GString *out)
{
  /* The contract, its declarer and its tricks in one cell, "4♥ E +1",
   * as a traveller is read: two cells fewer on each of the site's
   * hundreds of thousands of table lines. */
  valet_html_heading_cell (out, "text", _("Contract"), NULL);
  if (site->leads)
    valet_html_heading_cell (out, "text", _("Lead"), NULL);
}

void
_valet_html_result_cells (ValetHtmlSite *site, GString *out, const ValetResult *r)
{
  int over = valet_tricks_over (r->level, r->tricks);

  /* The texts of valet_result_contract_symbols(), _part_text(),
   * _relative_text() and _lead_symbols(), written into the cells rather
   * than made and freed three million times over. */
  valet_html_put (out, "<td>");
  if (r->kind == VALET_RESULT_ARTIFICIAL)
    {
      valet_display_append_uint (out, r->percent[0]);
      g_string_append_c (out, '/');
      valet_display_append_uint (out, r->percent[1]);
    }
  else if (r->level > 0)
    {
      valet_display_append_uint (out, r->level);
      valet_html_put (out, valet_denom_symbol (r->denom));
      valet_html_put (out, valet_multiplier_suffix (r->mult));
      g_string_append_c (out, ' ');
      g_string_append_c (out, valet_seat_letter (r->declarer));
      g_string_append_c (out, ' ');
      if (over == 0)
        g_string_append_c (out, '=');
      else
        {
          /* The minus sign as "-", as in every cell. */
          g_string_append_c (out, over > 0 ? '+' : '-');
          valet_display_append_uint (out, ABS (over));
        }
    }
  else
    valet_html_escape (out, _("Pass"));
  /* Hearts and diamonds in red where the palette has it; the symbols
   * alone tell the suits apart. */
  if (r->side != VALET_SIDE_BOTH || (r->weight > 0 && r->weight < 1))
    {
      g_autofree char *part = valet_result_part_text (r);
      valet_html_put (out, " (");
      valet_html_escape (out, part);
      g_string_append_c (out, ')');
    }
  if (site->leads)
    {
      valet_html_put (out, "<td>");
      if (r->lead_rank >= 2 && r->lead_rank <= 14 && r->lead_suit < VALET_NOTRUMP)
        {
          valet_html_put (out, valet_denom_symbol (r->lead_suit));
          g_string_append_c (out, valet_rank_letter (r->lead_rank));
        }
    }
}

void
_valet_html_score_td (GString *out, const ValetResult *r, gboolean ns)
{
  if (r->kind == VALET_RESULT_ARTIFICIAL)
    {
      /* An artificial score has no score at the table: its side's
       * percentage, then the other's ("60 %–40 %"), not a 0 that reads
       * as a passed-out board. */
      guint mine = ns ? 0 : 1;
      /* TRANSLATORS: an artificial score's percentages in the Score
       * cell, the side's own first ("60 %–40 %"). */
      g_autofree char *text = g_strdup_printf (_("%u %%–%u %%"), r->percent[mine],
                                               r->percent[1 - mine]);
      valet_html_put (out, "<td>");
      valet_html_escape (out, text);
      return;
    }
  _valet_html_int_td (out, _valet_html_ns_score (r) * (ns ? 1 : -1));
}

int
_valet_html_ns_score (const ValetResult *r)
{
  return r->level == 0 ? 0
    : valet_ns_score (r->level, r->denom, r->mult, r->declarer,
                      valet_board_vulnerable (r->board, r->declarer), r->tricks);
}

/* The components a split shows, in order: the lead only with the lead
 * split, the artificial scores' share only where there are some. */
static guint
split_components (ValetHtmlSite *site, ValetComponent *out)
{
  guint n = 0;

  out[n++] = VALET_COMPONENT_BID;
  out[n++] = VALET_COMPONENT_PLAY;
  if (site->options->lead)
    out[n++] = VALET_COMPONENT_LEAD;
  out[n++] = VALET_COMPONENT_DEF;
  if (site->options->columns & VALET_EXTRA_ADJUSTED)
    out[n++] = VALET_COMPONENT_ADJUSTED;
  return n;
}

/* The split's columns are the score's components, as the charts and the
 * workbook's Components sheet name them: not the ranking's Bid and Play
 * columns (its Play is the declarer's play and the defence together,
 * and at matchpoints its columns are percentages, not shares). */
/* Whether the score as played has a column of its own beside the
 * luck-free score: with the cloud split (the simple split's score is
 * the score as played). */
static gboolean
played_apart (ValetHtmlSite *site)
{
  return valet_ranking_column_present (valet_ranking_column (VALET_RANKING_BUTLER),
                                       site->options);
}

void
_valet_html_split_heads (ValetHtmlSite *site, GString *out)
{
  const char *names[VALET_N_COMPONENTS] = {
    [VALET_COMPONENT_BID] = _("Bidding"),
    [VALET_COMPONENT_PLAY] = _("Declarer play"),
    [VALET_COMPONENT_LEAD] = _("Opening lead"),
    [VALET_COMPONENT_DEF] = _("Defence"),
    [VALET_COMPONENT_ADJUSTED] = _("Adjusted"),
  };
  ValetComponent shown[VALET_N_COMPONENTS];
  guint n = split_components (site, shown);

  /* The score as played first, where it differs from the luck-free
   * one (the cloud split): the score the table scored, as the club's
   * scorer computes it. */
  if (played_apart (site))
    valet_html_heading_cell (out, "num",
                             valet_ranking_column_title (valet_ranking_column (VALET_RANKING_BUTLER),
                                                         site->options),
                             NULL);
  /* The luck, the score as played less the luck-free one, between
   * them as in the ranking: each result's, as the principles' Example
   * 7 table shows it. */
  if (played_apart (site))
    valet_html_heading_cell (out, "num",
                             valet_ranking_column_title (valet_ranking_column (VALET_RANKING_LUCK),
                                                         site->options),
                             NULL);
  /* The components add up to the luck-free score ("Score" in the
   * simple split, which has no luck). */
  valet_html_heading_cell (out, "num",
                           valet_ranking_column_title (valet_ranking_column (VALET_RANKING_OVERALL),
                                                       site->options),
                           NULL);
  for (guint i = 0; i < n; i++)
    valet_html_heading_cell (out, "num", names[shown[i]], NULL);
}

void
_valet_html_split_note (ValetHtmlSite *site, GString *out)
{
  /* "Luck-free" with the cloud split, "Score" with the simple one. */
  const char *total = valet_ranking_column_title (valet_ranking_column (VALET_RANKING_OVERALL),
                                                  site->options);
  g_autofree char *note =
    valet_report_is_matchpoints (site->report)
    /* TRANSLATORS: the first %s is the heading of the score split,
     * "Luck-free"; the second the score's unit, "% of matchpoints", the
     * third its components', "percentage points". */
    ? g_strdup_printf (_("%s is in %s. The columns after it are its components, in %s: each "
                         "is what it adds to 50 or takes from it, and together they make it "
                         "less 50."),
                       total, valet_scoring_unit (VALET_SCORING_MATCHPOINTS),
                       valet_scoring_component_unit (VALET_SCORING_MATCHPOINTS))
    : g_strdup_printf (_("The columns after %s are its components: together they make it."),
                       total);

  valet_html_element (out, "p", "note", note);
  valet_html_put (out, "\n");
}

/* Whether the side (North-South when @ns) of @r had a hand in
 * @component; always for averages (@r NULL). */
static gboolean
had_part (ValetComponent component, const ValetResult *r, gboolean ns)
{
  gboolean declared;

  if (r == NULL || component == VALET_COMPONENT_BID)
    return TRUE;
  if (component == VALET_COMPONENT_ADJUSTED)
    return r->kind == VALET_RESULT_ARTIFICIAL;
  if (r->level == 0)
    return FALSE;
  declared = valet_seat_is_ns (r->declarer) == ns;
  return component == VALET_COMPONENT_PLAY ? declared : !declared;
}

void
_valet_html_split_cells (ValetHtmlSite *site, GString *out, const ValetComponents *c,
                         const ValetResult *r, gboolean ns)
{
  ValetComponent shown[VALET_N_COMPONENTS];
  guint n = split_components (site, shown);

  if (played_apart (site))
    _valet_html_number_td (site, out, c->played);
  if (played_apart (site))
    _valet_html_number_td (site, out, c->played - c->total);
  _valet_html_number_td (site, out, c->total);
  for (guint i = 0; i < n; i++)
    _valet_html_number_td (site, out, had_part (shown[i], r, ns) ? c->share[shown[i]] : NAN);
}

/* The link from a page one folder down back to the index. */
static void
back_link (ValetHtmlSite *site, GString *out)
{
  const char *title = valet_report_title (site->report);
  /* TRANSLATORS: the link from a pair's or a board's page back to the
   * ranking; %s is the event's name. */
  g_autofree char *text = g_strdup_printf (_("← %s: ranking"),
                                           *title ? title : _("Valet report"));

  valet_html_put (out, "<nav class=\"back\">");
  valet_html_link (out, "../index.html", text);
  valet_html_put (out, "</nav>\n");
}

void
_valet_html_subpage_begin (ValetHtmlSite *site, GString *out, const char *base,
                           const char *title, const char *summary)
{
  g_autofree char *from = g_strdup_printf ("../%s/", base);

  /* The pages' folders are side by side: "../" leads to the top from
   * either. */
  valet_html_page_begin (out, "../", from, title, TRUE);
  back_link (site, out);
  valet_html_put (out, "<main>\n");
  valet_html_element (out, "h1", NULL, title);
  valet_html_put (out, "\n");
  valet_html_element (out, "p", "summary", summary);
  valet_html_put (out, "\n");
}

gboolean
_valet_html_subpage_finish (ValetHtmlSite *site, GString *out, const char *href,
                            GError **error)
{
  valet_html_put (out, "</main>\n");
  valet_html_page_end (out);
  return valet_html_write_page (site->dir, href, out, error);
}

void
_valet_html_table_begin (GString *out, const char *klass)
{
  g_string_append_printf (out, "<div class=\"scroll\"><table class=\"%s sortable\">\n"
                          "<thead><tr>", klass);
}

void
_valet_html_table_body (GString *out)
{
  valet_html_put (out, "</tr></thead>\n<tbody>\n");
}

void
_valet_html_table_end (GString *out)
{
  valet_html_put (out, "</tbody>\n</table></div>\n");
}
