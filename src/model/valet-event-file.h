/* valet-event-file.h: the event's details a user gives, kept beside the
 * results.
 *
 * The name, date, venue, organiser and director typed in the app are
 * saved in "valet-event.ini" in the results' folder, one group per
 * results file (named after the file; "." for a folder of Valet text
 * files), so that they come back when the same results are opened again
 * and travel with the folder.  The results themselves are never
 * written.
 */
#pragma once

#include <gio/gio.h>
#include "valet-tournament.h"

G_BEGIN_DECLS

#define VALET_EVENT_FILE_NAME "valet-event.ini"

typedef struct {
  char *detail[VALET_EVENT_N_DETAILS];   /* NULL: not given */
} ValetEventDetails;

void     valet_event_details_clear (ValetEventDetails *details);
/* Sets one detail, trimmed and cut to VALET_DETAIL_MAX_CHARS characters
 * (valet-text-limit.h; the caller warns); NULL or only spaces unsets
 * it.  Returns whether it changed. */
gboolean valet_event_details_set   (ValetEventDetails *details,
                                    ValetEventDetail   detail,
                                    const char        *value);

/* The details saved for the results @results (a folder or a file), into
 * @out (cleared first).  A missing or unreadable file gives none: the
 * details are a convenience, never a reason not to open results. */
void     valet_event_file_load     (GFile             *results,
                                    ValetEventDetails *out);
/* Saves @details for @results, replacing what was saved for them and
 * keeping the other results' groups; written whole and renamed into
 * place.  With no detail given the group is removed. */
gboolean valet_event_file_save     (GFile                   *results,
                                    const ValetEventDetails *details,
                                    GError                 **error);

G_END_DECLS
