/* valet-season-report.c: see valet-season-report.h. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "valet-identity.h"
#include "valet-season-report.h"
#include "valet-season-writer.h"

#define MAX_COLUMNS 20

struct _ValetSeasonReport {
  ValetSeason       *season;
  char              *title;
  guint              min_boards;
  GDateTime         *date;
  GPtrArray         *events;     /* ValetSeasonReportEvent * */
  ValetSeasonColumn  columns[2][MAX_COLUMNS];
  guint              n_columns[2];
};

static void
event_free (gpointer data)
{
  ValetSeasonReportEvent *e = data;

  g_free (e->name);
  g_free (e->date);
  g_free (e);
}

static void
add_column (ValetSeasonReport *r, int table, ValetSeasonColumnKind kind,
            ValetSeasonValue value, const char *heading, const char *tip)
{
  g_return_if_fail (r->n_columns[table] < MAX_COLUMNS);
  r->columns[table][r->n_columns[table]++] = (ValetSeasonColumn) { kind, value, heading, tip };
}

/* Whether a row of @table had an artificial score: the text ranking
 * shows the column then only. */
static gboolean
any_adjusted (ValetSeasonReport *r, int table)
{
  for (guint i = 0; i < valet_season_report_n_rows (r, table); i++)
    if (valet_season_report_row (r, table, i)->value[VALET_SEASON_ADJUSTED].mean != 0)
      return TRUE;
  return FALSE;
}

/* A share of the total and the half-width of its interval. */
static void
add_share (ValetSeasonReport *r, int table, ValetSeasonValue value, const char *heading,
           const char *tip)
{
  add_column (r, table, VALET_SEASON_COLUMN_MEAN, value, heading, tip);
  add_column (r, table, VALET_SEASON_COLUMN_HALF_WIDTH, value, "±",
              /* xgettext:no-c-format */
              _("Half-width of the 95 % interval of the share before"));
}

/* The text ranking's columns, in its order, each share with its
 * interval besides. */
static void
make_columns (ValetSeasonReport *r, int table)
{
  gboolean persons = table == VALET_SEASON_TABLE_PERSONS;

  add_column (r, table, VALET_SEASON_COLUMN_RANK, 0, _("Rank"), NULL);
  add_column (r, table, VALET_SEASON_COLUMN_NAME, 0, persons ? _("Player") : _("Pair"), NULL);
  add_column (r, table, VALET_SEASON_COLUMN_EVENTS, 0, _("Events"), _("Events played in"));
  add_column (r, table, VALET_SEASON_COLUMN_BOARDS, 0, _("Boards"), _("Boards played"));
  add_column (r, table, VALET_SEASON_COLUMN_MEAN, VALET_SEASON_PLAYED, _("Played"),
              _("The score as played (Butler), per board played"));
  add_column (r, table, VALET_SEASON_COLUMN_HALF_WIDTH, VALET_SEASON_PLAYED, "±",
              /* xgettext:no-c-format */
              _("Half-width of the 95 % interval of the score as played"));
  add_column (r, table, VALET_SEASON_COLUMN_MEAN, VALET_SEASON_TOTAL, _("Total"),
              _("The luck-free total (Valet), per board played"));
  add_column (r, table, VALET_SEASON_COLUMN_HALF_WIDTH, VALET_SEASON_TOTAL, "±",
              /* xgettext:no-c-format */
              _("Half-width of the 95 % interval of the luck-free total"));
  /* The shares, each with its interval: over a season they narrow
   * enough to tell a partnership's bidding from its play. */
  add_share (r, table, VALET_SEASON_BID, _("Bid"), _("Bidding, per board played"));
  add_share (r, table, VALET_SEASON_PLAY, _("Play"),
             _("The partnership's declarer play, per board played"));
  add_share (r, table, VALET_SEASON_LEAD, _("Lead"), _("Opening leads, per board played"));
  add_share (r, table, VALET_SEASON_DEF, _("Def"), _("Defence, per board played"));
  if (any_adjusted (r, table))
    add_share (r, table, VALET_SEASON_ADJUSTED, _("Adjusted"),
               _("Artificial scores, per board played"));
  if (!persons)
    return;
  add_column (r, table, VALET_SEASON_COLUMN_MEAN, VALET_SEASON_OWN_PLAY, _("Own play"),
              _("The player's own declarer play, per hand declared"));
  add_column (r, table, VALET_SEASON_COLUMN_COUNT, VALET_SEASON_OWN_PLAY, _("Hands"),
              _("Hands declared"));
  add_column (r, table, VALET_SEASON_COLUMN_MEAN, VALET_SEASON_OWN_LEAD, _("Own lead"),
              _("The player's own opening leads, per lead made"));
  add_column (r, table, VALET_SEASON_COLUMN_COUNT, VALET_SEASON_OWN_LEAD, _("Leads"),
              _("Opening leads made"));
}

ValetSeasonReport *
valet_season_report_new (ValetSeason *season, const char *selection, guint min_boards)
{
  ValetSeasonReport *r = g_new0 (ValetSeasonReport, 1);

  r->season = season;
  /* TRANSLATORS: the title of a season report; %s is the selection of
   * events, "all", "2026-01-01..2026-06-30" or words of their names. */
  r->title = selection && *selection ? g_strdup_printf (_("Season: %s"), selection)
                                     : g_strdup (_("Season"));
  r->min_boards = MAX (min_boards, 1);
  r->date = g_date_time_new_now_local ();
  r->events = g_ptr_array_new_with_free_func (event_free);
  return r;
}

void
valet_season_report_free (ValetSeasonReport *r)
{
  if (r == NULL)
    return;
  g_free (r->title);
  g_date_time_unref (r->date);
  g_ptr_array_unref (r->events);
  g_free (r);
}

void
valet_season_report_add_event (ValetSeasonReport *r, const char *name, const char *date,
                               guint n_boards, guint n_results)
{
  ValetSeasonReportEvent *e = g_new0 (ValetSeasonReportEvent, 1);

  e->name = g_strdup (name ? name : "");
  e->date = g_strdup (date);
  e->n_boards = n_boards;
  e->n_results = n_results;
  g_ptr_array_add (r->events, e);
}

ValetSeason *
valet_season_report_season (ValetSeasonReport *r)
{
  return r->season;
}

const char *
valet_season_report_title (ValetSeasonReport *r)
{
  return r->title;
}

GDateTime *
valet_season_report_date (ValetSeasonReport *r)
{
  return r->date;
}

guint
valet_season_report_n_events (ValetSeasonReport *r)
{
  return r->events->len;
}

const ValetSeasonReportEvent *
valet_season_report_event (ValetSeasonReport *r, guint i)
{
  return g_ptr_array_index (r->events, i);
}

/* Whether @date reads as a day, "YYYY-MM-DD" at its start. */
static gboolean
is_day (const char *date)
{
  return date != NULL && strlen (date) >= 10 && g_ascii_isdigit (date[0])
         && date[4] == '-' && date[7] == '-';
}

char *
valet_season_report_summary (ValetSeasonReport *r)
{
  g_autofree char *first = NULL, *last = NULL;
  guint64 boards = 0;

  for (guint i = 0; i < r->events->len; i++)
    {
      const ValetSeasonReportEvent *e = g_ptr_array_index (r->events, i);
      boards += e->n_boards;
      if (!is_day (e->date))
        continue;
      if (first == NULL || strncmp (e->date, first, 10) < 0)
        g_free (first), first = g_strndup (e->date, 10);
      if (last == NULL || strncmp (e->date, last, 10) > 0)
        g_free (last), last = g_strndup (e->date, 10);
    }
  g_autofree char *events = g_strdup_printf (ngettext ("%u event", "%u events", r->events->len),
                                             r->events->len);
  g_autofree char *n_boards = g_strdup_printf (ngettext ("%llu board", "%llu boards", boards),
                                               (unsigned long long) boards);
  if (first == NULL)
    /* TRANSLATORS: "12 events, 324 boards". */
    return g_strdup_printf (_("%s, %s"), events, n_boards);
  if (strcmp (first, last) == 0)
    /* TRANSLATORS: "1 event on 2026-01-06, 27 boards". */
    return g_strdup_printf (_("%s on %s, %s"), events, first, n_boards);
  /* TRANSLATORS: "12 events from 2026-01-06 to 2026-03-31, 324 boards". */
  return g_strdup_printf (_("%s from %s to %s, %s"), events, first, last, n_boards);
}

char *
valet_season_report_rule (ValetSeasonReport *r)
{
  const char *units = valet_season_is_matchpoints (r->season)
                      ? _("Percentages per board played")
                      : _("IMPs per board played");
  g_autofree char *rule = g_strdup_printf (
    ngettext ("ranked with at least %u board played; the others are listed after, not ranked",
              "ranked with at least %u boards played; the others are listed after, not ranked",
              r->min_boards), r->min_boards);
  /* TRANSLATORS: the units, then the rule of the minimum of boards;
   * "±" is the half-width of the 95 % interval. */
  return g_strdup_printf (_("%s, ± the half-width of the 95 %% interval; %s."), units, rule);
}

char *
valet_season_report_stamp (ValetSeasonReport *r)
{
  g_autofree char *date = g_date_time_format (r->date, "%Y-%m-%d %H:%M");

  return g_strdup_printf (_("Made by Valet %s on %s"), PACKAGE_VERSION, date);
}

const ValetSeasonColumn *
valet_season_report_columns (ValetSeasonReport *r, int table, guint *n_columns)
{
  g_return_val_if_fail (table == VALET_SEASON_TABLE_PAIRS || table == VALET_SEASON_TABLE_PERSONS,
                        NULL);
  if (r->n_columns[table] == 0)
    make_columns (r, table);
  *n_columns = r->n_columns[table];
  return r->columns[table];
}

guint
valet_season_report_n_rows (ValetSeasonReport *r, int table)
{
  return table == VALET_SEASON_TABLE_PERSONS ? valet_season_n_persons (r->season)
                                             : valet_season_n_pairs (r->season);
}

guint
valet_season_report_n_ranked (ValetSeasonReport *r, int table)
{
  return table == VALET_SEASON_TABLE_PERSONS ? valet_season_n_ranked_persons (r->season)
                                             : valet_season_n_ranked_pairs (r->season);
}

const ValetSeasonRow *
valet_season_report_row (ValetSeasonReport *r, int table, guint i)
{
  return table == VALET_SEASON_TABLE_PERSONS ? valet_season_person (r->season, i)
                                             : valet_season_pair (r->season, i);
}

char *
valet_season_report_name (ValetSeasonReport *r, const ValetSeasonRow *row)
{
  if (row->person[1] == VALET_NO_PERSON)
    return g_strdup (valet_season_person_name (r->season, row->person[0]));
  return g_strdup_printf ("%s - %s", valet_season_person_name (r->season, row->person[0]),
                          valet_season_person_name (r->season, row->person[1]));
}

double
valet_season_report_number (ValetSeasonReport *r, const ValetSeasonColumn *c,
                            const ValetSeasonRow *row, guint position)
{
  const ValetSeasonStat *st = &row->value[c->value];
  gboolean persons = row->person[1] == VALET_NO_PERSON;
  guint n_ranked = valet_season_report_n_ranked (r, persons ? VALET_SEASON_TABLE_PERSONS
                                                            : VALET_SEASON_TABLE_PAIRS);

  switch (c->kind)
    {
    case VALET_SEASON_COLUMN_RANK:
      return position < n_ranked ? position + 1 : 0;
    case VALET_SEASON_COLUMN_EVENTS:
      return row->events;
    case VALET_SEASON_COLUMN_BOARDS:
      return row->boards;
    case VALET_SEASON_COLUMN_MEAN:
      /* A player's own play with no hand declared has no mean. */
      if (c->value >= VALET_SEASON_OWN_PLAY && st->count <= 0)
        return NAN;
      return st->mean;
    case VALET_SEASON_COLUMN_HALF_WIDTH:
      return st->half_width;
    case VALET_SEASON_COLUMN_COUNT:
      return st->count;
    case VALET_SEASON_COLUMN_NAME:
    default:
      return NAN;
    }
}

char *
valet_season_report_text (ValetSeasonReport *r, const ValetSeasonColumn *c,
                          const ValetSeasonRow *row, guint position)
{
  double v;

  if (c->kind == VALET_SEASON_COLUMN_NAME)
    return valet_season_report_name (r, row);
  v = valet_season_report_number (r, c, row, position);
  if (c->kind == VALET_SEASON_COLUMN_RANK)
    return v > 0 ? g_strdup_printf ("%.0f", v) : g_strdup ("-");
  if (isnan (v))
    return g_strdup ("");
  /* The text ranking's printf: counts whole, values to two decimals. */
  if (c->kind == VALET_SEASON_COLUMN_MEAN || c->kind == VALET_SEASON_COLUMN_HALF_WIDTH)
    return g_strdup_printf ("%.2f", v);
  return g_strdup_printf ("%.0f", v);
}
