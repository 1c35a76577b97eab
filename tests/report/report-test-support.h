/* report-test-support.h: a bundled tournament loaded and made into a
 * report, for the report suite's tests. */
#pragma once

#include <glib.h>

#include "valet-report.h"

typedef struct {
  ValetTournament *tournament;
  ValetOptions     options;
  ValetReport     *report;
} Loaded;

/* The folder of the bundled tournaments (tests/fixtures), given on the
 * test's command line. */
void    report_test_set_fixtures (const char *dir);

/* The fixture @name read without a problem, scored in @scoring with or
 * without the lead, and its report titled @name. */
Loaded *report_test_load         (const char  *name,
                                  gboolean     lead,
                                  ValetScoring scoring);
void    loaded_free              (Loaded      *l);
