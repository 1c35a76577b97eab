/* valet-event-file.h: the event's details a user gives, kept in the
 * user's data folder.
 *
 * The name, date, venue, organiser and director typed in the app, and
 * the scoring form chosen for the event (never the preference: see
 * valet_document_set_event_scoring()), are
 * saved in VALET_EVENT_STORE_NAME under g_get_user_data_dir()/valet/,
 * one group per results: a results file, or the folder of Valet text
 * (its names.txt or scores.txt stands for the folder), with a SHA-256 of
 * their content.  They come back when the same results are opened again
 * from the same place, or, moved or copied, with the same content.
 * Nothing is written beside the results, which a sandbox may not allow:
 * details that an earlier version kept there, in "valet-event.ini", are
 * read once and moved (their group taken out of that file, which is
 * removed once empty, and only when Valet alone wrote it).
 */
#pragma once

#include <gio/gio.h>
#include "valet-options.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* Where earlier versions kept the details: beside the results. */
#define VALET_EVENT_FILE_NAME "valet-event.ini"
/* The details of every results, in the user's data folder. */
#define VALET_EVENT_STORE_NAME "event-details.ini"

typedef struct {
  char *detail[VALET_EVENT_N_DETAILS];   /* NULL: not given */
  gboolean     has_scoring;              /* a form chosen for these results */
  ValetScoring scoring;                  /* key "scoring": datum, imps, matchpoints */
} ValetEventDetails;

void     valet_event_details_clear (ValetEventDetails *details);
/* Sets one detail, trimmed and cut to VALET_DETAIL_MAX_CHARS characters
 * (valet-text-limit.h; the caller warns); NULL or only spaces unsets
 * it.  Returns whether it changed. */
gboolean valet_event_details_set   (ValetEventDetails *details,
                                    ValetEventDetail   detail,
                                    const char        *value);
/* Chooses the scoring form of these results (@chosen), or unchooses it;
 * returns whether it changed. */
gboolean valet_event_details_set_scoring (ValetEventDetails *details,
                                          gboolean           chosen,
                                          ValetScoring       scoring);

/* The details saved for the results @results (a folder or a file), into
 * @out (cleared first).  A missing or unreadable file gives none: the
 * details are a convenience, never a reason not to open results. */
void     valet_event_file_load     (GFile             *results,
                                    ValetEventDetails *out);
/* Saves @details for @results in the user's data folder, replacing what
 * was saved for them and keeping the other results' groups; written
 * whole and renamed into place.  With no detail given the group is
 * removed. */
gboolean valet_event_file_save     (GFile                   *results,
                                    const ValetEventDetails *details,
                                    GError                 **error);

G_END_DECLS
