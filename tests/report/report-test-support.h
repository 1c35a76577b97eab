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

/* The contents of @dir/@name, which must be readable. */
char   *report_test_read         (const char  *dir,
                                  const char  *name);
/* How many entries @dir holds (0 when it cannot be read). */
guint   report_test_count_entries (const char *dir);
/* Removes the scratch folder @dir and all it holds. */
void    report_test_remove_tree  (const char  *dir);

/* Runs @program with @args (NULL-terminated); its exit status, its
 * output (to /dev/null when @out is NULL) and its messages. */
int     report_test_run          (const char        *program,
                                  const char *const *args,
                                  char             **out,
                                  char             **err);
/* Every entry below @dir, one a line: a file with its permissions, size
 * and checksum, a folder with its permissions, a link with its target;
 * two snapshots equal, the folders hold the same, byte for byte. */
char   *report_test_snapshot     (const char        *dir);
