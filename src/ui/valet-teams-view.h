/* valet-teams-view.h: the team ranking (valet-team-ranking.h): each
 * team's score as played and Valet components over its pairs' boards,
 * per board played, each with its 95 % interval.  The window shows the
 * view only when the results name teams ("has-teams"). */
#pragma once

#include "valet-document-view.h"

G_BEGIN_DECLS

#define VALET_TYPE_TEAMS_VIEW (valet_teams_view_get_type ())
G_DECLARE_FINAL_TYPE (ValetTeamsView, valet_teams_view, VALET, TEAMS_VIEW, ValetDocumentView)

/* The "has-teams" property: the run shown names teams.  The table is
 * made when the view is shown (or asked for below). */
gboolean  valet_teams_view_get_has_teams (ValetTeamsView *self);
/* For the ui tests: the teams shown, and the text of the cell at
 * @row (0: the headings) and @column; NULL outside the table. */
guint       valet_teams_view_get_n_teams (ValetTeamsView *self);
const char *valet_teams_view_get_cell    (ValetTeamsView *self,
                                          guint           row,
                                          guint           column);

G_END_DECLS
