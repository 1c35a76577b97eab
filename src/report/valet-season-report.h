/* valet-season-report.h: what a season report shows, whatever its
 * format (valet-season-pdf.c, valet-season-xlsx.c, valet-season-html.c):
 * the title with the selection, the days it spans, the events and
 * boards, the minimum of boards for a place in the ranking, the
 * columns of the partnerships' and the players' rankings, and the
 * events included.
 *
 * The columns and their numbers are the text ranking's
 * (valet-season-writer.c): the score as played (Butler) and the
 * luck-free total per board played, each with the half-width of its
 * 95 % interval, the shares of the total, and for a player their own
 * declarer play per hand and leads per lead; so that a number in a
 * report is the number `valet-cli --season` prints.  Each share has
 * besides the half-width of its interval (a "±" column after it), as
 * the app's season ranking shows it.
 */
#pragma once

#include <glib.h>
#include "valet-season.h"

G_BEGIN_DECLS

typedef enum {
  VALET_SEASON_COLUMN_RANK,
  VALET_SEASON_COLUMN_NAME,
  VALET_SEASON_COLUMN_EVENTS,
  VALET_SEASON_COLUMN_BOARDS,
  VALET_SEASON_COLUMN_MEAN,       /* a ValetSeasonValue's mean */
  VALET_SEASON_COLUMN_HALF_WIDTH, /* its 95 % half-width */
  VALET_SEASON_COLUMN_COUNT       /* the hands or leads it is over */
} ValetSeasonColumnKind;

typedef struct {
  ValetSeasonColumnKind kind;
  ValetSeasonValue      value;    /* for MEAN, HALF_WIDTH and COUNT */
  const char           *heading;  /* translated */
  const char           *tip;      /* what it is, translated */
} ValetSeasonColumn;

/* One event included. */
typedef struct {
  char  *name;
  char  *date;       /* as the library lists it; NULL when none */
  guint  n_boards;
  guint  n_results;
} ValetSeasonReportEvent;

typedef struct _ValetSeasonReport ValetSeasonReport;

/* A report of @season (kept, not copied: it must outlive the report),
 * the events of @selection (as the user gave it; NULL or "": the title
 * is "Season" alone), ranked with at least
 * @min_boards boards. */
ValetSeasonReport *valet_season_report_new   (ValetSeason *season,
                                              const char  *selection,
                                              guint        min_boards);
void               valet_season_report_free  (ValetSeasonReport *r);
void               valet_season_report_add_event (ValetSeasonReport *r,
                                                  const char        *name,
                                                  const char        *date,
                                                  guint              n_boards,
                                                  guint              n_results);

ValetSeason       *valet_season_report_season (ValetSeasonReport *r);
/* "Season: SELECTION", or "Season". */
const char        *valet_season_report_title (ValetSeasonReport *r);
GDateTime         *valet_season_report_date  (ValetSeasonReport *r);
guint              valet_season_report_n_events (ValetSeasonReport *r);
const ValetSeasonReportEvent *
                   valet_season_report_event (ValetSeasonReport *r,
                                              guint              i);
/* "12 events from 2026-01-06 to 2026-03-31, 324 boards": the first
 * and last of the events' dates that read as days. */
char              *valet_season_report_summary (ValetSeasonReport *r);
/* The units and the minimum of boards, as a sentence. */
char              *valet_season_report_rule  (ValetSeasonReport *r);
/* "Made by Valet VERSION on DATE". */
char              *valet_season_report_stamp (ValetSeasonReport *r);

/* The columns of @table (valet-season-writer.h's); *@n_columns gets
 * their number.  The array is the report's. */
const ValetSeasonColumn *valet_season_report_columns (ValetSeasonReport *r,
                                                      int                table,
                                                      guint             *n_columns);
/* The rows of @table, the ranked ones first. */
guint              valet_season_report_n_rows   (ValetSeasonReport *r,
                                                 int                table);
guint              valet_season_report_n_ranked (ValetSeasonReport *r,
                                                 int                table);
const ValetSeasonRow *valet_season_report_row   (ValetSeasonReport *r,
                                                 int                table,
                                                 guint              i);
/* The partnership's "A - B" or the player's name. */
char              *valet_season_report_name     (ValetSeasonReport    *r,
                                                 const ValetSeasonRow *row);
/* The number of a numeric column (rank: 0 when not ranked); NAN for
 * none (a half-width below two boards, an own value with no hand). */
double             valet_season_report_number   (ValetSeasonReport       *r,
                                                 const ValetSeasonColumn *c,
                                                 const ValetSeasonRow    *row,
                                                 guint                    position);
/* The text of any column, as the text ranking prints it ("" for none,
 * "-" for the rank of a row not ranked). */
char              *valet_season_report_text     (ValetSeasonReport       *r,
                                                 const ValetSeasonColumn *c,
                                                 const ValetSeasonRow    *row,
                                                 guint                    position);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetSeasonReport, valet_season_report_free)

G_END_DECLS
