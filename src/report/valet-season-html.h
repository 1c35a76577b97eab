/* valet-season-html.h: a season report as a web site: index.html with
 * the title, the selection's days and boards, the rule of the minimum
 * of boards, the partnerships' and the players' rankings (sortable
 * tables) and the events included, with the event site's style sheet
 * (light and dark) and sorting script.  Written into its folder as the
 * event's site is (valet-site-folder.h): whole or not at all, an
 * earlier site replaced, a folder holding anything else refused. */
#pragma once

#include <glib.h>
#include "valet-season-report.h"

G_BEGIN_DECLS

gboolean valet_season_write_html (ValetSeasonReport  *report,
                                  const char         *dir,
                                  GError            **error);

G_END_DECLS
