/* valet-season-xlsx.h: a season report as an Excel workbook: a sheet
 * for the partnerships' ranking, one for the players' and one for the
 * events included, each with the title, the selection's days and
 * boards, the rule of the minimum of boards, and a frozen header row;
 * numbers as numbers, with their formats.  Written as the event's
 * workbook is (valet-xlsx-writer.h): through a temporary file, read
 * back whole before it replaces anything, an earlier file kept as it
 * was on any failure. */
#pragma once

#include <glib.h>
#include "valet-season-report.h"

G_BEGIN_DECLS

gboolean valet_season_write_xlsx (ValetSeasonReport  *report,
                                  const char         *path,
                                  GError            **error);

G_END_DECLS
