/* valet-report.c: the reports' view of one scoring run. */
#include "config.h"

#include "valet-report.h"
#include "valet-report-dd.h"
#include "valet-report-lists.h"

#include "valet-display.h"
#include "valet-text-limit.h"

#include <glib/gi18n.h>

struct _ValetReport {
  ValetRun  *run;
  char      *title;
  GDateTime *date;
  char      *event[VALET_EVENT_N_DETAILS];   /* given for the report; NULL: the input's */
  /* One ranking table per list of the movement (valet-report-lists.h);
   * the lists are made on first use. */
  gboolean        by_lists;
  ValetPairLists *lists;
  ValetReportDd  *dd;      /* the deals' double dummy, when given (valet-report-dd.h) */
};

ValetReport *
valet_report_new_for_run (ValetRun *run, const char *title)
{
  ValetReport *r = g_new0 (ValetReport, 1);

  r->run = valet_run_ref (run);
  /* Cut as the readers and the setters cut them (they warn): no report
   * is given a longer one. */
  r->title = valet_text_limit (VALET_TEXT_TITLE, title ? title : "");
  r->date = g_date_time_new_now_local ();
  return r;
}

void
valet_report_free (ValetReport *r)
{
  if (r == NULL)
    return;
  valet_run_unref (r->run);
  valet_pair_lists_free (r->lists);
  valet_report_dd_free (r->dd);
  g_date_time_unref (r->date);
  g_free (r->title);
  for (guint i = 0; i < VALET_EVENT_N_DETAILS; i++)
    g_free (r->event[i]);
  g_free (r);
}

void
_valet_report_set_dd (ValetReport *r, ValetReportDd *dd)
{
  valet_report_dd_free (r->dd);
  r->dd = dd;
}

ValetReportDd *
_valet_report_get_dd (ValetReport *r)
{
  return r->dd;
}

void
valet_report_set_event (ValetReport *r, ValetEventDetail detail, const char *value)
{
  g_return_if_fail (detail < VALET_EVENT_N_DETAILS && detail != VALET_EVENT_TITLE);
  g_autofree char *valid = value && *value ? g_utf8_make_valid (value, -1) : NULL;

  g_free (r->event[detail]);
  r->event[detail] = valet_text_limit ((ValetTextKind) detail, valid);
}

const char *
valet_report_event (ValetReport *r, ValetEventDetail detail)
{
  g_return_val_if_fail (detail < VALET_EVENT_N_DETAILS, NULL);
  if (detail == VALET_EVENT_TITLE)
    return r->title;
  if (r->event[detail] != NULL)
    return r->event[detail];
  return valet_tournament_get_event (valet_run_tournament (r->run), detail);
}

char *
valet_report_event_place_and_date (ValetReport *r)
{
  const char *venue = valet_report_event (r, VALET_EVENT_VENUE);
  const char *date = valet_report_event (r, VALET_EVENT_DATE);

  if (venue && date)
    /* TRANSLATORS: the event's venue and date. */
    return g_strdup_printf (_("%s, %s"), venue, date);
  return venue || date ? g_strdup (venue ? venue : date) : NULL;
}

char *
valet_report_event_people (ValetReport *r)
{
  const char *organiser = valet_report_event (r, VALET_EVENT_ORGANISER);
  const char *director = valet_report_event (r, VALET_EVENT_DIRECTOR);
  g_autofree char *by = organiser ? g_strdup_printf (_("Organised by %s"), organiser) : NULL;
  g_autofree char *td = director ? g_strdup_printf (_("Tournament director %s"), director) : NULL;

  if (by && td)
    /* TRANSLATORS: "Organised by ..." and "Tournament director ..." on one line. */
    return g_strdup_printf (_("%s · %s"), by, td);
  return by || td ? g_strdup (by ? by : td) : NULL;
}

ValetRun *
valet_report_run (ValetReport *r)
{
  g_return_val_if_fail (r != NULL, NULL);
  return r->run;
}

ValetTournament *
valet_report_tournament (ValetReport *r)
{
  return valet_run_tournament (r->run);
}

const ValetOptions *
valet_report_options (ValetReport *r)
{
  return valet_run_options (r->run);
}

ValetRanking *
valet_report_ranking (ValetReport *r)
{
  return valet_run_ranking (r->run);
}

const char *
valet_report_title (ValetReport *r)
{
  return r->title;
}

GDateTime *
valet_report_date (ValetReport *r)
{
  return r->date;
}

gboolean
valet_report_is_matchpoints (ValetReport *r)
{
  return valet_run_is_matchpoints (r->run);
}

ValetRankingColumnId
valet_report_headline_column (const ValetOptions *options)
{
  ValetRankingColumnId id = valet_ranking_rank_column (options);

  return id == VALET_N_RANKING_COLUMNS ? VALET_RANKING_OVERALL : id;
}

char *
valet_report_contract_text (const ValetResult *res)
{
  /* An artificial score has its percentages in the contract's place. */
  if (res->kind == VALET_RESULT_ARTIFICIAL)
    return valet_result_artificial_text (res);
  g_autofree char *contract = res->level == 0 ? g_strdup (_("Pass"))
                                              : valet_result_contract_text (res);
  if (!valet_result_is_partial (res))
    return g_steal_pointer (&contract);
  /* An outcome of a weighted score or a side's line of a split score
   * says which: "3NT (0.6)", "4S (NS)". */
  g_autofree char *part = valet_result_part_text (res);
  return g_strdup_printf ("%s (%s)", contract, part);
}

void
valet_report_tableau_values (ValetReport *r, const ValetTableauRow *row,
                             double v[VALET_TABLEAU_N_VALUES])
{
  /* Matchpoint rows are percentages; the declarers' play is what the
   * defenders' lead and defence leave over, as valet_write_tableau
   * has it. */
  double offset = valet_report_is_matchpoints (r) ? 100 : 0;

  v[VALET_TABLEAU_DECL_PLAYED] = row->butler;
  v[VALET_TABLEAU_DECL_OVERALL] = row->overall;
  v[VALET_TABLEAU_DECL_LUCK] = row->butler - row->overall;
  v[VALET_TABLEAU_DECL_BID] = row->bid;
  v[VALET_TABLEAU_DECL_PLAY] = 1.5 * offset - (row->lead + row->def);
  v[VALET_TABLEAU_DEF_OVERALL] = offset - row->overall;
  v[VALET_TABLEAU_DEF_BID] = offset - row->bid;
  v[VALET_TABLEAU_DEF_LEAD] = row->lead;
  v[VALET_TABLEAU_DEF_DEF] = row->def;
}

gboolean
valet_report_tableau_shown (ValetReport *r, guint column)
{
  const ValetOptions *o = valet_report_options (r);

  switch (column)
    {
    case VALET_TABLEAU_DEF_LEAD:    return o->lead;
    case VALET_TABLEAU_DECL_PLAYED:
    case VALET_TABLEAU_DECL_LUCK:   return valet_tableau_shows_luck (o);
    default:                        return TRUE;
    }
}

const char *
valet_report_tableau_heading (guint column)
{
  switch (column)
    {
    case VALET_TABLEAU_DECL_PLAYED:  return _("Declarer score as played");
    case VALET_TABLEAU_DECL_OVERALL: return _("Declarer overall");
    case VALET_TABLEAU_DECL_LUCK:    return _("Declarer luck");
    case VALET_TABLEAU_DECL_BID:     return _("Declarer bid");
    case VALET_TABLEAU_DECL_PLAY:    return _("Declarer play");
    case VALET_TABLEAU_DEF_OVERALL:  return _("Defender overall");
    case VALET_TABLEAU_DEF_BID:      return _("Defender bid");
    case VALET_TABLEAU_DEF_LEAD:     return _("Lead");
    case VALET_TABLEAU_DEF_DEF:
    default:                         return _("Defence");
    }
}

/* The principles' measure of how much each component counts (section
 * 3.1): its share per board, across the ranked pairs. */
static char *
component_spread_sentence (ValetReport *r)
{
  double sd[VALET_N_COMPONENTS];
  int decimals = valet_report_is_matchpoints (r) ? 1 : 2;
  g_autofree char *bid = NULL, *play = NULL, *lead = NULL, *def = NULL;

  for (ValetComponent c = 0; c < VALET_N_COMPONENTS; c++)
    if (!valet_run_component_spread (r->run, c, &sd[c], NULL))
      return NULL;
  bid = valet_display_number (sd[VALET_COMPONENT_BID], decimals, FALSE);
  play = valet_display_number (sd[VALET_COMPONENT_PLAY], decimals, FALSE);
  lead = valet_display_number (sd[VALET_COMPONENT_LEAD], decimals, FALSE);
  def = valet_display_number (sd[VALET_COMPONENT_DEF], decimals, FALSE);
  if (valet_run_options (r->run)->lead)
    return g_strdup_printf (_("Per board, as the principles measure how much each part "
                              "counts, the bidding varies by %s across the pairs, the "
                              "declarer play by %s, the opening lead by %s and the rest of "
                              "the defence by %s."), bid, play, lead, def);
  return g_strdup_printf (_("Per board, as the principles measure how much each part counts, "
                            "the bidding varies by %s across the pairs, the declarer play by "
                            "%s and the defence by %s."), bid, play, def);
}

char *
valet_report_confidence_text (ValetReport *r)
{
  g_autofree char *components = component_spread_sentence (r);
  const char *sentences[] = {
    _("Every number in the ranking is an average over the pair's boards, and would come "
      "out somewhat differently over as many other boards."),
    /* xgettext:no-c-format */
    _("± beside a score is the half-width of its 95 % interval: the pair's long-run level "
      "lies within the score give or take that much, with 95 % confidence; fewer boards, "
      "or boards that differ more, make it wider."),
    _("≈ beside a rank: that pair's interval overlaps that of the pair just above, so on "
      "these boards the two cannot be told apart."),
    _("A column's spread across the field is the standard deviation of the ranked pairs' "
      "numbers in it."),
    components,
    NULL
  };

  return g_strjoinv (" ", (char **) sentences);
}

const char *
valet_report_confidence_footnote (void)
{
  /* xgettext:no-c-format */
  return _("±: half-width of the score's 95 % interval. ≈ beside a rank: that pair's "
           "interval overlaps that of the pair above, so on these boards the two "
           "cannot be told apart.");
}

guint
valet_report_field_spreads (ValetReport *r, ValetReportSpread *out)
{
  const ValetRankingColumn *cols[VALET_N_RANKING_COLUMNS];
  guint n = valet_ranking_listed_columns (valet_report_options (r), cols), k = 0;

  for (guint i = 0; i < n; i++)
    {
      ValetReportSpread s = { cols[i], 0, 0 };
      if (valet_run_field_spread (r->run, cols[i]->id, &s.deviation, &s.n_pairs))
        out[k++] = s;
    }
  return k;
}

void
valet_report_set_by_lists (ValetReport *r, gboolean by_lists)
{
  r->by_lists = by_lists;
}

ValetPairLists *
valet_report_lists (ValetReport *r)
{
  if (!r->by_lists || !valet_tournament_has_pair_labels (valet_run_tournament (r->run)))
    return NULL;
  if (r->lists == NULL)
    r->lists = valet_pair_lists_new_for_run (r->run);
  return valet_pair_lists_n (r->lists) > 1 ? r->lists : NULL;
}
