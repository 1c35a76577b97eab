/* valet-document.h: a loaded tournament and the options it is scored
 * with.
 *
 * Whenever the data or an option changes the document scores again in a
 * worker thread (a newer run cancels an older one) and then replaces the
 * contents of its list models at once, so that views keep showing the
 * previous numbers until the new ones are there. */
#pragma once

#include <gio/gio.h>
#include "valet-options.h"
#include "valet-pair-row.h"
#include "valet-run.h"
#include "valet-source.h"

G_BEGIN_DECLS

#define VALET_TYPE_DOCUMENT (valet_document_get_type ())
G_DECLARE_FINAL_TYPE (ValetDocument, valet_document, VALET, DOCUMENT, GObject)

ValetDocument *valet_document_new                (void);

/* Reads FOLDER (names.txt and scores.txt) off the main thread and, when
 * anything could be read, makes it the document's source and scores it.
 * Problems with single lines end up in the source's diagnostics; the
 * error is for a folder that cannot be read at all. */
void           valet_document_load_async         (ValetDocument       *self,
                                                  GFile               *folder,
                                                  GCancellable        *cancellable,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             user_data);
gboolean       valet_document_load_finish        (ValetDocument       *self,
                                                  GAsyncResult        *result,
                                                  GError             **error);

/* The same for the event @id of the library of events at @library
 * (valet-library.h): read back from the library, with what was chosen
 * for it there, as a source without a file; finished with
 * valet_document_load_finish().  It scores as its file does. */
void           valet_document_load_library_async (ValetDocument       *self,
                                                  const char          *library,
                                                  gint64               id,
                                                  GCancellable        *cancellable,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             user_data);

ValetSource   *valet_document_get_source         (ValetDocument *self);
/* The event's name: the one set by hand, or else the source's (the name
 * the file gives its event, or the file's or folder's name). */
const char    *valet_document_get_title          (ValetDocument *self);
/* Ranks the pairs with at least @percent of the most boards any pair
 * played in the rounds scored ("min-hands" follows the results and the
 * rounds); 0 leaves "min-hands" as set.  Setting "min-hands" by hand
 * leaves the share ("min-share", which the window keeps as a
 * preference) as it is, but not applied to the results open; the next
 * results loaded have it again. */
void           valet_document_set_min_share      (ValetDocument *self,
                                                  guint          percent);
/* The share that sets "min-hands" now: "min-share", or 0 once
 * "min-hands" was set by hand for the results open. */
guint          valet_document_get_applied_share  (ValetDocument *self);
/* The most boards any pair played in the rounds scored; 0 when nothing
 * is open. */
guint          valet_document_get_most_boards    (ValetDocument *self);
/* The event's details: as given by hand (valet_document_set_event), or
 * else as the results file gives them (the name: at least the file's or
 * folder's); NULL when unknown or nothing is open. */
const char    *valet_document_get_event          (ValetDocument    *self,
                                                  ValetEventDetail  detail);
/* Gives a detail by hand, for the window and every report; NULL or ""
 * goes back to the file's.  Saved beside the results (see
 * valet-event-file.h) and read back when they are opened again; FALSE
 * with @error when it could not be saved (it is still used).  For an
 * event of the library it is written to the library, on a worker (a
 * failure is logged). */
gboolean       valet_document_set_event          (ValetDocument    *self,
                                                  ValetEventDetail  detail,
                                                  const char       *value,
                                                  GError          **error);
/* The scoring method in words: "IMPs across the field, cloud, with leads". */
const char    *valet_document_get_description    (ValetDocument *self);
gboolean       valet_document_get_busy           (ValetDocument *self);
/* How many scoring runs have been published so far. */
guint          valet_document_get_generation     (ValetDocument *self);
/* The run the lists now show (NULL before the first): the charts and the
 * exports read it, so they show the numbers of the rows on screen, with
 * the options those were scored with.  Take a reference to keep it. */
ValetRun      *valet_document_get_run            (ValetDocument *self);

/* A copy of the options as the next run scores with them; clear with
 * valet_options_clear().  Results without opening leads are scored
 * without the lead split whatever the "lead" option says (it stays as
 * it is, for the next results); "has-leads" says which. */
void           valet_document_get_options        (ValetDocument *self,
                                                  ValetOptions  *options);
/* The scoring form of the results open: the one chosen for them (kept
 * with the event's details, valet-event-file.h), else the one their
 * file declares (USEBIO EVENT_TYPE, PBN [Scoring], ...), else the
 * default ("default-scoring", the preference).  Setting it with results
 * open chooses it for them (set_scoring says a failed save with
 * g_message; set_event_scoring returns it), never as the default;
 * choosing the form they would have anyway unchooses it.  With nothing
 * open it sets the default. */
void           valet_document_set_scoring        (ValetDocument *self,
                                                  ValetScoring   scoring);
gboolean       valet_document_set_event_scoring  (ValetDocument *self,
                                                  ValetScoring   scoring,
                                                  GError       **error);
ValetScoring   valet_document_get_scoring        (ValetDocument *self);
void           valet_document_set_default_scoring (ValetDocument *self,
                                                   ValetScoring   scoring);

/* Why the results are scored in the form they are. */
typedef enum {
  VALET_SCORING_FROM_DEFAULT = 0,   /* the preference: the file says none */
  VALET_SCORING_FROM_FILE,          /* the file declares it */
  VALET_SCORING_FROM_EVENT          /* chosen for these results */
} ValetScoringOrigin;
ValetScoringOrigin valet_document_get_scoring_origin (ValetDocument *self);
/* The word the file declares its form with ("MP_PAIRS") and its line
 * (0: none, as for a Bridgemate file), or NULL when it declares none. */
const char    *valet_document_get_scoring_word   (ValetDocument *self,
                                                  guint         *line);
/* The scoring form the published rows were scored with (the option may
 * have changed since, with a run under way); notified before new rows
 * replace the old ones, so that views format them in the right units. */
ValetScoring   valet_document_get_rows_scoring   (ValetDocument *self);
/* A round list such as "1-3,5"; "" for all.  Returns FALSE (and keeps
 * the current list) when @rounds is malformed. */
gboolean       valet_document_set_rounds         (ValetDocument *self,
                                                  const char    *rounds);
/* How a Butler datum is taken, in valet-cli's words ("mean", "median",
 * "small-field", "trim:2", "trim%:10"); FALSE (and the rule kept) when
 * @datum names none. */
gboolean       valet_document_set_datum          (ValetDocument *self,
                                                  const char    *datum);

/* The legacy character set (such as "windows-1250") results files are
 * read in from the next load on; "" (the default) reads UTF-8 and tells
 * names in another encoding apart by themselves.  The loaded source
 * stays as it is: open it again to read it in the new encoding. */
void           valet_document_set_encoding       (ValetDocument *self,
                                                  const char    *encoding);
const char    *valet_document_get_encoding       (ValetDocument *self);

/* The columns remembered for CSV files whose header does not name them
 * (see valet-csv-mappings.h), used from the next load on; NULL for
 * none. */
void           valet_document_set_csv_mappings   (ValetDocument *self,
                                                  GVariant      *mappings);

/* ValetPairRow in ranking order, ValetPlayerRow, ValetBoardRow in
 * playing order (round, then board number). */
GListModel    *valet_document_get_pairs          (ValetDocument *self);
GListModel    *valet_document_get_players        (ValetDocument *self);
GListModel    *valet_document_get_boards         (ValetDocument *self);

/* The boards @pair played, as ValetResultRow seen from its side. */
GListModel    *valet_document_list_pair_results  (ValetDocument *self,
                                                  ValetPairRow  *pair);

/* Corrections (see valet-corrections.h).  Replaces what the table of
 * result @result of the run shown scored with @lines (none: deletes
 * it) and scores again (FALSE, nothing done, while a newer scoring of
 * the results is on its way); undo and redo step through the
 * corrections made.  "changed" says there are corrections not saved;
 * valet_document_mark_saved() once the results with @n_corrections
 * (valet_document_n_corrections() then) are written. */
gboolean       valet_document_correct            (ValetDocument     *self,
                                                  guint              result,
                                                  const ValetResult *lines,
                                                  guint              n_lines);
/* Gives a table with no result on its board the @n_lines @lines (their
 * round, board and players say which), as a correction: see
 * valet_corrections_add_table().  FALSE, nothing done, as for
 * valet_document_correct(). */
gboolean       valet_document_add_table          (ValetDocument     *self,
                                                  const ValetResult *lines,
                                                  guint              n_lines);
/* For that: the tables that may lack a result on board @board of round
 * @round, and every pair not on it (see valet-corrections.h); NULL when
 * nothing is scored.  Free with g_array_unref. */
GArray        *valet_document_tables_without_result (ValetDocument *self,
                                                     guint          round,
                                                     guint          board);
GArray        *valet_document_pairs_off_board    (ValetDocument *self,
                                                  guint          round,
                                                  guint          board);
gboolean       valet_document_undo               (ValetDocument *self);
gboolean       valet_document_redo               (ValetDocument *self);
gboolean       valet_document_get_changed        (ValetDocument *self);
void           valet_document_mark_saved         (ValetDocument *self,
                                                  guint          n_corrections);
guint          valet_document_n_corrections      (ValetDocument *self);
/* For result @result of the results scored now: what its table had as
 * read ("4♠ N 10 ♥K") when a correction changed it; else NULL. */
char          *valet_document_corrected_was      (ValetDocument *self,
                                                  guint          result);

G_END_DECLS
