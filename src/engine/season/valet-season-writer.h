/* valet-season-writer.h: a season's rankings as text or CSV.
 *
 * One row per partnership or per person, in ranking order, then those
 * with fewer boards than the season's minimum, unranked: the names, the
 * events and boards played, the score as played (Butler) and the
 * luck-free total, each with the half-width of its 95 % interval, and
 * the shares of the total (bidding, declarer play, lead, defence, and
 * artificial scores when any board had one); for a person besides
 * their own declarer play per hand declared and leads per lead made,
 * with how many.  Numbers in the season's units (percentages at
 * matchpoints, IMPs per board), printf's, for programs as much as for
 * eyes; CSV UTF-8, cells protected (valet_csv_append_cell()).
 */
#pragma once

#include <glib.h>
#include "valet-ranking-writer.h"
#include "valet-season.h"

G_BEGIN_DECLS

typedef enum {
  VALET_SEASON_TABLE_PAIRS = 0,
  VALET_SEASON_TABLE_PERSONS
} ValetSeasonTable;

/* Appends the ranking to @out; @separator is used for CSV ("," when
 * NULL). */
void valet_season_write (GString          *out,
                         ValetSeason      *season,
                         ValetSeasonTable  table,
                         ValetFormat       format,
                         const char       *separator);

G_END_DECLS
