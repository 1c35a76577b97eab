/* valet-team-ranking-writer.h: the team ranking as text or CSV
 * (valet-cli --teams). */
#pragma once

#include <glib.h>
#include "valet-ranking-writer.h"
#include "valet-team-ranking.h"

G_BEGIN_DECLS

/* Appends the team ranking to @out: a heading that says how boards were
 * compared, then one row per team: its rank ("2=" when shared), name,
 * pairs, and each column's number with the half-width of its 95 %
 * interval ("1.25 ± 0.40"; the CSV gives the two in columns of their
 * own, and the count of a lead or defence column).  @separator is used
 * for CSV. */
void valet_write_team_ranking (GString          *out,
                               ValetTeamRanking *ranking,
                               ValetFormat       format,
                               const char       *separator);

G_END_DECLS
