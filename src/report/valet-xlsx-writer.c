/* valet-xlsx-writer.c: the workbook, through libxlsxwriter. */
#include "config.h"

#include "valet-xlsx-writer.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <xlsxwriter.h>

#include "valet-chart.h"
#include "valet-report-file.h"

typedef struct {
  ValetReport   *report;
  lxw_workbook  *wb;
  lxw_format    *title, *bold, *header, *number, *count, *wrap;
} Xlsx;

/* libxlsxwriter keeps the pointers it is given until the workbook is
 * closed; every string handed to it lives at least that long. */
static void
put_string (lxw_worksheet *ws, guint row, guint col, const char *s,
            lxw_format *fmt)
{
  worksheet_write_string (ws, (lxw_row_t) row, (lxw_col_t) col, s ? s : "", fmt);
}

static void
put_number (lxw_worksheet *ws, guint row, guint col, double v, lxw_format *fmt)
{
  worksheet_write_number (ws, (lxw_row_t) row, (lxw_col_t) col, v, fmt);
}

/* An average and its count; nothing when there was no chance. */
static void
put_pair (Xlsx *x, lxw_worksheet *ws, guint row, guint *col, double v, guint n)
{
  if (n > 0)
    put_number (ws, row, *col, v, x->number);
  put_number (ws, row, *col + 1, n, x->count);
  *col += 2;
}

static guint
header_row (Xlsx *x, lxw_worksheet *ws, guint row, const char *const *names,
            guint n)
{
  for (guint i = 0; i < n; i++)
    put_string (ws, row, i, names[i], x->header);
  return n;
}

/* Title, method and date above a table; returns the next free row. */
static guint
heading (Xlsx *x, lxw_worksheet *ws, const char *what)
{
  ValetReport *r = x->report;
  g_autofree char *method = valet_report_method (r);
  g_autofree char *date = g_date_time_format (valet_report_date (r), "%Y-%m-%d %H:%M");
  g_autofree char *title = *valet_report_title (r)
    ? g_strdup_printf ("%s: %s", valet_report_title (r), what) : g_strdup (what);
  g_autofree char *stamp = g_strdup_printf (_("Made by Valet %s on %s"),
                                            PACKAGE_VERSION, date);

  put_string (ws, 0, 0, title, x->title);
  put_string (ws, 1, 0, method, NULL);
  put_string (ws, 2, 0, stamp, NULL);
  return 4;
}

static void
ranking_sheet (Xlsx *x)
{
  ValetReport *r = x->report;
  const ValetOptions *o = valet_report_options (r);
  ValetRanking *ranking = valet_report_ranking (r);
  lxw_worksheet *ws = workbook_add_worksheet (x->wb, _("Ranking"));
  GPtrArray *names = g_ptr_array_new ();
  guint row = heading (x, ws, _("Ranking")), first, n_cols;

  g_ptr_array_add (names, (gpointer) _("Rank"));
  g_ptr_array_add (names, (gpointer) _("Players"));
  g_ptr_array_add (names, (gpointer) _("Boards"));
  g_ptr_array_add (names, (gpointer) valet_report_scoring_heading (o->scoring));
  g_ptr_array_add (names, (gpointer) _("Bid"));
  g_ptr_array_add (names, (gpointer) _("Play"));
  g_ptr_array_add (names, (gpointer) _("Declaring"));
  g_ptr_array_add (names, (gpointer) "#");
  g_ptr_array_add (names, (gpointer) _("Defending"));
  g_ptr_array_add (names, (gpointer) "#");
  g_ptr_array_add (names, (gpointer) _("Declarer 1"));
  g_ptr_array_add (names, (gpointer) "#");
  g_ptr_array_add (names, (gpointer) _("Declarer 2"));
  g_ptr_array_add (names, (gpointer) "#");
  if (o->lead)
    {
      g_ptr_array_add (names, (gpointer) _("Lead 1"));
      g_ptr_array_add (names, (gpointer) "#");
      g_ptr_array_add (names, (gpointer) _("Lead 2"));
      g_ptr_array_add (names, (gpointer) "#");
      if (o->average)
        {
          g_ptr_array_add (names, (gpointer) _("Average lead"));
          g_ptr_array_add (names, (gpointer) "#");
        }
      g_ptr_array_add (names, (gpointer) _("Defence"));
      g_ptr_array_add (names, (gpointer) "#");
    }
  n_cols = header_row (x, ws, row, (const char *const *) names->pdata, names->len);
  g_ptr_array_unref (names);
  worksheet_freeze_panes (ws, (lxw_row_t) row + 1, 0);
  first = ++row;

  /* The ranked pairs, then those with too few boards below, apart. */
  for (int table = 0; table < 2; table++)
    {
      if (table == 1)
        {
          g_autofree char *t = NULL;
          guint n_left = 0;
          for (guint i = 0; i < valet_ranking_n_pairs (ranking); i++)
            {
              guint b = valet_ranking_pair (ranking, i)->num[VALET_COL_OVERALL];
              n_left += b > 0 && b < o->min_hands;
            }
          if (n_left == 0)
            break;
          row++;
          t = g_strdup_printf (ngettext ("Pairs with fewer than %u board",
                                         "Pairs with fewer than %u boards", o->min_hands),
                               o->min_hands);
          put_string (ws, row++, 0, t, x->bold);
        }
      guint rank = 0;
      for (guint i = 0; i < valet_ranking_n_pairs (ranking); i++)
        {
          const ValetPairScore *p = valet_ranking_pair (ranking, i);
          const double *a = p->avg;
          const guint *n = p->num;
          guint boards = n[VALET_COL_OVERALL], col = 4;
          g_autofree char *name = NULL;
          ValetPairColumns c;

          if (boards == 0 || (table == 0) != (boards >= o->min_hands))
            continue;
          rank++;
          valet_pair_score_columns (p, o->scoring, &c);
          name = valet_report_pair_name (r, p);
          if (table == 0)
            put_number (ws, row, 0, rank, x->count);
          put_string (ws, row, 1, name, NULL);
          put_number (ws, row, 2, boards, x->count);
          put_number (ws, row, 3, a[VALET_COL_OVERALL], x->number);
          put_number (ws, row, col++, a[VALET_COL_BID], x->number);
          put_number (ws, row, col++, c.play, x->number);
          put_pair (x, ws, row, &col, c.declaring, c.n_declaring);
          /* The defence with the leads weighed by the leads made, as in
           * the CSV: the text table's weighing by hands declared (a habit
           * of the reference program) can pass 100 % with matchpoints. */
          put_pair (x, ws, row, &col, c.defending_by_leads, c.n_defending);
          put_pair (x, ws, row, &col, a[VALET_COL_PLAY1], n[VALET_COL_PLAY1]);
          put_pair (x, ws, row, &col, a[VALET_COL_PLAY2], n[VALET_COL_PLAY2]);
          if (o->lead)
            {
              put_pair (x, ws, row, &col, a[VALET_COL_LEAD1], n[VALET_COL_LEAD1]);
              put_pair (x, ws, row, &col, a[VALET_COL_LEAD2], n[VALET_COL_LEAD2]);
              if (o->average)
                put_pair (x, ws, row, &col, c.lead_average, c.n_lead_average);
              put_pair (x, ws, row, &col, a[VALET_COL_DEF], n[VALET_COL_DEF]);
            }
          row++;
        }
      if (table == 0)
        worksheet_autofilter (ws, (lxw_row_t) first - 1, 0,
                              (lxw_row_t) MAX (row, first + 1) - 1,
                              (lxw_col_t) n_cols - 1);
    }

  worksheet_set_column (ws, 0, 0, 6, NULL);
  worksheet_set_column (ws, 1, 1, 44, NULL);
  worksheet_set_column (ws, 2, (lxw_col_t) n_cols - 1, 9, NULL);
  for (guint col = 7; col < n_cols; col += 2)
    worksheet_set_column (ws, (lxw_col_t) col, (lxw_col_t) col, 5, NULL);
}

static void
components_sheet (Xlsx *x)
{
  ValetReport *r = x->report;
  gboolean lead = valet_report_options (r)->lead;
  lxw_worksheet *ws = workbook_add_worksheet (x->wb, _("Components"));
  const char *sheet = _("Components");
  guint n = valet_report_n_pairs (r);
  guint row = heading (x, ws, _("Score per board, split")), col = 2;
  guint first = row + 1;
  int comps[VALET_N_COMPONENTS], n_comps = 0;
  const char *labels[VALET_N_COMPONENTS] = {
    _("Bidding"), _("Declarer play"), _("Opening lead"), _("Defence")
  };

  for (int k = 0; k < VALET_N_COMPONENTS; k++)
    if (k != VALET_COMPONENT_LEAD || lead)
      comps[n_comps++] = k;

  put_string (ws, row, 0, _("Rank"), x->header);
  put_string (ws, row, 1, _("Players"), x->header);
  for (int i = 0; i < n_comps; i++)
    put_string (ws, row, col++, labels[comps[i]], x->header);
  put_string (ws, row, col, valet_report_is_matchpoints (r)
                            ? _("Total - 50") : _("Total"), x->header);
  worksheet_freeze_panes (ws, (lxw_row_t) row + 1, 0);
  row++;

  for (guint i = 0; i < n; i++, row++)
    {
      const ValetPairScore *p = valet_report_pair (r, i);
      g_autofree char *name = valet_report_pair_name (r, p);
      ValetComponents c;
      double sum = 0;

      valet_report_pair_components (r, p, &c);
      put_number (ws, row, 0, i + 1, x->count);
      put_string (ws, row, 1, name, NULL);
      for (int k = 0; k < n_comps; k++)
        {
          put_number (ws, row, 2 + k, c.share[comps[k]], x->number);
          sum += c.share[comps[k]];
        }
      put_number (ws, row, 2 + n_comps, sum, x->number);
    }
  worksheet_set_column (ws, 0, 0, 6, NULL);
  worksheet_set_column (ws, 1, 1, 44, NULL);
  worksheet_set_column (ws, 2, (lxw_col_t) (2 + n_comps), 13, NULL);
  if (n == 0)
    return;

  lxw_chart *chart = workbook_add_chart (x->wb, LXW_CHART_BAR_STACKED);
  for (int k = 0; k < n_comps; k++)
    {
      double rgb[3];
      lxw_chart_series *s = chart_add_series (chart, NULL, NULL);
      lxw_chart_fill fill = { 0 };

      chart_series_set_categories (s, sheet, (lxw_row_t) first, 1,
                                   (lxw_row_t) (first + n - 1), 1);
      chart_series_set_values (s, sheet, (lxw_row_t) first, (lxw_col_t) (2 + k),
                               (lxw_row_t) (first + n - 1), (lxw_col_t) (2 + k));
      chart_series_set_name_range (s, sheet, (lxw_row_t) first - 1, (lxw_col_t) (2 + k));
      valet_chart_component_rgb (VALET_CHART_LIGHT, comps[k], rgb);
      fill.color = ((lxw_color_t) (rgb[0] * 255 + 0.5) << 16)
                   | ((lxw_color_t) (rgb[1] * 255 + 0.5) << 8)
                   | (lxw_color_t) (rgb[2] * 255 + 0.5);
      chart_series_set_fill (s, &fill);
    }
  chart_set_series_gap (chart, 40);
  chart_set_series_overlap (chart, 100);
  chart_title_set_name (chart, _("Score per board, split into its components"));
  /* Bars run down the page in ranking order, the first pair on top. */
  chart_axis_set_reverse (chart->y_axis);
  /* Names at the left edge, clear of the bars that grow leftwards. */
  chart_axis_set_label_position (chart->y_axis, LXW_CHART_AXIS_LABEL_POSITION_LOW);
  chart_axis_set_num_format (chart->x_axis, "0.00");
  chart_legend_set_position (chart, LXW_CHART_LEGEND_TOP);

  lxw_chart_options opts = { 0 };
  opts.x_scale = 2.0;
  /* Room for every pair's name: about 20 pixels a bar (with less,
   * spreadsheets show every other name). */
  opts.y_scale = MAX (1.5, (80.0 + 20.0 * n) / 288.0);
  worksheet_insert_chart_opt (ws, 3, (lxw_col_t) (4 + n_comps), chart, &opts);
}

typedef struct {
  double play, leads;
  guint  n_play, n_leads, boards;
  GHashTable *partners;
} PlayerTotals;

static int
by_name (gconstpointer a, gconstpointer b, gpointer data)
{
  ValetTournament *t = data;
  guint x = *(const guint *) a, y = *(const guint *) b;
  return g_utf8_collate (valet_tournament_player_display_name (t, x),
                         valet_tournament_player_display_name (t, y));
}

static void
players_sheet (Xlsx *x)
{
  ValetReport *r = x->report;
  ValetTournament *t = valet_report_tournament (r);
  ValetRanking *ranking = valet_report_ranking (r);
  gboolean lead = valet_report_options (r)->lead;
  lxw_worksheet *ws = workbook_add_worksheet (x->wb, _("Players"));
  guint np = valet_tournament_n_players (t);
  g_autofree PlayerTotals *tot = g_new0 (PlayerTotals, np);
  g_autoptr (GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));
  const char *names[] = { _("Player"), _("Tag"), _("Boards"), _("Declarer play"),
                          _("Hands declared"), _("Opening leads"), _("Leads") };
  guint row = heading (x, ws, _("Players")), first;

  /* A player's numbers gather every partnership it played in. */
  for (guint i = 0; i < valet_ranking_n_pairs (ranking); i++)
    {
      const ValetPairScore *p = valet_ranking_pair (ranking, i);
      for (int k = 0; k < 2; k++)
        {
          PlayerTotals *pt = &tot[p->player[k]];
          pt->boards += p->num[VALET_COL_OVERALL];
          pt->n_play += p->num[VALET_COL_PLAY1 + k];
          pt->play += p->avg[VALET_COL_PLAY1 + k] * p->num[VALET_COL_PLAY1 + k];
          pt->n_leads += p->num[VALET_COL_LEAD1 + k];
          pt->leads += p->avg[VALET_COL_LEAD1 + k] * p->num[VALET_COL_LEAD1 + k];
        }
    }
  for (guint i = 0; i < np; i++)
    if (tot[i].boards > 0)
      g_array_append_val (order, i);
  g_array_sort_with_data (order, by_name, t);

  header_row (x, ws, row, names, lead ? 7 : 5);
  worksheet_freeze_panes (ws, (lxw_row_t) row + 1, 0);
  first = ++row;
  for (guint i = 0; i < order->len; i++, row++)
    {
      guint pl = g_array_index (order, guint, i);
      const PlayerTotals *pt = &tot[pl];
      double mid = valet_report_is_matchpoints (r) ? 50 : 0;
      put_string (ws, row, 0, valet_tournament_player_display_name (t, pl), NULL);
      put_string (ws, row, 1, valet_tournament_player_tag (t, pl), NULL);
      put_number (ws, row, 2, pt->boards, x->count);
      if (pt->n_play > 0)
        put_number (ws, row, 3, pt->play / pt->n_play, x->number);
      else if (mid > 0)
        put_number (ws, row, 3, mid, x->number);
      put_number (ws, row, 4, pt->n_play, x->count);
      if (lead)
        {
          if (pt->n_leads > 0)
            put_number (ws, row, 5, pt->leads / pt->n_leads, x->number);
          put_number (ws, row, 6, pt->n_leads, x->count);
        }
    }
  worksheet_autofilter (ws, (lxw_row_t) first - 1, 0, (lxw_row_t) MAX (row, first + 1) - 1,
                        lead ? 6 : 4);
  worksheet_set_column (ws, 0, 0, 30, NULL);
  worksheet_set_column (ws, 1, 6, 14, NULL);
}

static void
boards_sheet (Xlsx *x)
{
  ValetReport *r = x->report;
  ValetTournament *t = valet_report_tournament (r);
  const ValetOptions *o = valet_report_options (r);
  lxw_worksheet *ws = workbook_add_worksheet (x->wb, _("Boards"));
  guint row = heading (x, ws, _("Tableaux of every board")), first;

  put_string (ws, row, 0, _("Round"), x->header);
  put_string (ws, row, 1, _("Board"), x->header);
  put_string (ws, row, 2, _("Result"), x->header);
  put_string (ws, row, 3, _("Count"), x->header);
  for (guint c = 0, col = 4; c < VALET_TABLEAU_N_VALUES; c++)
    if (c != VALET_TABLEAU_DEF_LEAD || o->lead)
      put_string (ws, row, col++, valet_report_tableau_heading (c), x->header);
  worksheet_freeze_panes (ws, (lxw_row_t) row + 1, 0);
  first = ++row;

  for (guint b = 0; b < valet_report_n_boards (r); b++)
    {
      const ValetEntry *entries;
      guint n;
      const ValetBoard *board = valet_report_board (r, b, &entries, &n);
      g_autoptr (GArray) rows = valet_tableau_rows (t, o, entries, n);

      for (guint i = 0; i < rows->len; i++, row++)
        {
          const ValetTableauRow *tr = &g_array_index (rows, ValetTableauRow, i);
          double v[VALET_TABLEAU_N_VALUES];
          guint col = 4;

          valet_report_tableau_values (r, tr, v);
          put_number (ws, row, 0, board->round, x->count);
          put_number (ws, row, 1, board->board, x->count);
          put_string (ws, row, 2, tr->key, NULL);
          put_number (ws, row, 3, tr->count, x->count);
          for (guint c = 0; c < VALET_TABLEAU_N_VALUES; c++)
            if (c != VALET_TABLEAU_DEF_LEAD || o->lead)
              put_number (ws, row, col++, v[c], x->number);
        }
    }
  worksheet_autofilter (ws, (lxw_row_t) first - 1, 0, (lxw_row_t) MAX (row, first + 1) - 1,
                        o->lead ? 10 : 9);
  worksheet_set_column (ws, 0, 1, 8, NULL);
  worksheet_set_column (ws, 2, 2, 16, NULL);
  worksheet_set_column (ws, 3, 10, 11, NULL);
}

static void
results_sheet (Xlsx *x)
{
  ValetReport *r = x->report;
  ValetTournament *t = valet_report_tournament (r);
  const ValetOptions *o = valet_report_options (r);
  lxw_worksheet *ws = workbook_add_worksheet (x->wb, _("Results"));
  const char *names[] = {
    _("Round"), _("Board"), _("North"), _("East"), _("South"), _("West"),
    _("Contract"), _("Declarer"), _("Tricks"), _("Lead"), _("NS score"),
    _("Overall"), _("Bid"), _("Play"), _("Lead share"), _("Defence")
  };
  guint row = heading (x, ws, _("Results scored")), first;
  double scale = valet_report_is_matchpoints (r) ? 50 : 1;

  put_string (ws, 3, 0, _("Overall, bid and play are the declaring side's "
                          "(North-South's on a passed board); lead share and "
                          "defence the defenders'."), NULL);
  header_row (x, ws, row, names, G_N_ELEMENTS (names));
  worksheet_freeze_panes (ws, (lxw_row_t) row + 1, 0);
  first = ++row;

  for (guint b = 0; b < valet_report_n_boards (r); b++)
    {
      const ValetEntry *entries;
      guint n;
      valet_report_board (r, b, &entries, &n);
      for (guint i = 0; i < n; i++, row++)
        {
          const ValetEntry *e = &entries[i];
          const ValetResult *res = valet_tournament_result (t, e->result);
          g_autofree char *contract = valet_report_contract_text (res);
          g_autofree char *lead = valet_report_lead_text (res);
          char declarer[2] = { valet_seat_letter (res->declarer), 0 };
          int score = valet_ns_score (res->level, res->denom, res->mult, res->declarer,
                                      valet_board_vulnerable (res->board, res->declarer),
                                      res->tricks);

          put_number (ws, row, 0, res->round, x->count);
          put_number (ws, row, 1, res->board, x->count);
          for (int s = 0; s < 4; s++)
            put_string (ws, row, 2 + s,
                        valet_tournament_player_display_name (t, res->player[s]), NULL);
          put_string (ws, row, 6, contract, NULL);
          if (res->level > 0)
            {
              put_string (ws, row, 7, declarer, NULL);
              put_number (ws, row, 8, res->tricks, x->count);
              put_string (ws, row, 9, lead, NULL);
            }
          put_number (ws, row, 10, score, x->count);
          /* In the table's units: matchpoints as points around 50 %. */
          put_number (ws, row, 11, scale * e->overall, x->number);
          put_number (ws, row, 12, scale * e->bid, x->number);
          if (res->level > 0)
            {
              put_number (ws, row, 13, scale * e->play, x->number);
              if (o->lead)
                put_number (ws, row, 14, scale * e->lead, x->number);
              put_number (ws, row, 15, scale * e->def, x->number);
            }
        }
    }
  worksheet_autofilter (ws, (lxw_row_t) first - 1, 0, (lxw_row_t) MAX (row, first + 1) - 1,
                        G_N_ELEMENTS (names) - 1);
  worksheet_set_column (ws, 0, 1, 7, NULL);
  worksheet_set_column (ws, 2, 5, 24, NULL);
  worksheet_set_column (ws, 6, 15, 9, NULL);
}

static void
method_sheet (Xlsx *x)
{
  ValetReport *r = x->report;
  const ValetOptions *o = valet_report_options (r);
  lxw_worksheet *ws = workbook_add_worksheet (x->wb, _("Method"));
  g_autofree char *method = valet_report_method (r);
  g_autofree char *rounds = valet_report_rounds_text (r);
  g_autofree char *date = g_date_time_format (valet_report_date (r), "%Y-%m-%d %H:%M:%S %z");
  g_autofree char *version = g_strdup_printf ("Valet %s", PACKAGE_VERSION);
  g_autofree char *min_hands = g_strdup_printf ("%u", o->min_hands);
  g_autofree char *pairs = g_strdup_printf ("%u", valet_report_n_pairs (r));
  g_autofree char *boards = g_strdup_printf ("%u", valet_report_n_boards (r));
  const char *yes = _("yes"), *no = _("no");
  ValetTournament *t = valet_report_tournament (r);
  guint n_left_out = valet_tournament_n_left_out (t);
  g_autofree char *left_out = n_left_out == 0 ? NULL
    : g_strdup_printf (_("%u of %u"), n_left_out,
                       n_left_out + valet_tournament_n_results (t));
  const char *rows[][3] = {
    { _("Event"), valet_report_title (r), NULL },
    { _("Event date"), valet_tournament_get_event (t, VALET_EVENT_DATE), NULL },
    { _("Venue"), valet_tournament_get_event (t, VALET_EVENT_VENUE), NULL },
    { _("Results left out"), left_out, NULL },
    { _("Method"), method, NULL },
    { _("Scoring"), valet_scoring_to_string (o->scoring), "--valettype" },
    { _("Split"), o->cloud ? _("cloud") : _("simple"), "--nocloud" },
    { _("Opening lead scored separately"), o->lead ? yes : no, "--lead" },
    { _("Datum without the highest and lowest score"), o->extremes ? yes : no, "--extremes" },
    { _("Differences rounded down to 10"), o->hard_round ? yes : no, "--hardround" },
    { _("Compensation for the opponents' strength"), o->compensate ? yes : no, "--compensate" },
    { _("Order"), valet_order_to_string (o->order), "--order" },
    { _("Average lead column"), o->average ? yes : no, "--average" },
    { _("Minimum number of boards"), min_hands, "--minhands" },
    { _("Rounds scored"), rounds, "--rounds" },
    { _("Pairs ranked"), pairs, NULL },
    { _("Boards scored"), boards, NULL },
    { _("Program"), version, NULL },
    { _("Date"), date, NULL },
  };
  guint row = 0;

  put_string (ws, row, 0, _("Option"), x->header);
  put_string (ws, row, 1, _("Value"), x->header);
  put_string (ws, row, 2, _("valet-cli option"), x->header);
  row++;
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      if (rows[i][1] == NULL)   /* an event detail the input does not give */
        continue;
      put_string (ws, row, 0, rows[i][0], x->bold);
      put_string (ws, row, 1, rows[i][1], NULL);
      if (rows[i][2])
        put_string (ws, row, 2, rows[i][2], NULL);
      row++;
    }
  worksheet_set_column (ws, 0, 0, 44, NULL);
  worksheet_set_column (ws, 1, 1, 70, NULL);
  worksheet_set_column (ws, 2, 2, 18, NULL);
}

static gboolean
write_workbook (ValetReport *report, const char *path, GError **error)
{
  g_autofree char *temp = valet_report_file_begin (path, error);
  g_autofree char *method = NULL;
  lxw_doc_properties props = { 0 };
  lxw_error err;
  Xlsx x = { .report = report };

  if (temp == NULL)
    return FALSE;
  x.wb = workbook_new (temp);
  if (x.wb == NULL)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                   _("Cannot write %s"), path);
      valet_report_file_abort (temp);
      return FALSE;
    }

  x.title = workbook_add_format (x.wb);
  format_set_bold (x.title);
  format_set_font_size (x.title, 14);
  x.bold = workbook_add_format (x.wb);
  format_set_bold (x.bold);
  x.header = workbook_add_format (x.wb);
  format_set_bold (x.header);
  format_set_bottom (x.header, LXW_BORDER_THIN);
  format_set_text_wrap (x.header);
  format_set_align (x.header, LXW_ALIGN_VERTICAL_BOTTOM);
  x.number = workbook_add_format (x.wb);
  format_set_num_format (x.number, "0.00");
  x.count = workbook_add_format (x.wb);
  format_set_num_format (x.count, "0");

  method = valet_report_method (report);
  props.title = (char *) valet_report_title (report);
  props.subject = method;
  props.comments = (char *) "Valet " PACKAGE_VERSION;
  workbook_set_properties (x.wb, &props);

  ranking_sheet (&x);
  components_sheet (&x);
  players_sheet (&x);
  boards_sheet (&x);
  results_sheet (&x);
  method_sheet (&x);

  err = workbook_close (x.wb);
  if (err != LXW_NO_ERROR)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                   _("Cannot write %s: %s"), path, lxw_strerror (err));
      valet_report_file_abort (temp);
      return FALSE;
    }
  return valet_report_file_commit (temp, path, error);
}

/* libxlsxwriter prints the numbers of its XML with printf, which follows
 * LC_NUMERIC: with a decimal comma the workbook would say "0,7" where
 * Excel reads only "0.7", and be refused as damaged.  So this thread
 * writes it with the C locale's numbers (the others, such as the
 * window's, keep theirs), and with the user's language for the labels. */
gboolean
valet_write_xlsx (ValetReport *report, const char *path, GError **error)
{
  locale_t base = duplocale (uselocale ((locale_t) 0));
  locale_t c_numbers = base ? newlocale (LC_NUMERIC_MASK, "C", base) : (locale_t) 0;
  locale_t before = (locale_t) 0;
  gboolean ok;

  if (c_numbers)
    before = uselocale (c_numbers);
  else if (base)
    freelocale (base);
  ok = write_workbook (report, path, error);
  if (c_numbers)
    {
      uselocale (before);
      freelocale (c_numbers);
    }
  return ok;
}
