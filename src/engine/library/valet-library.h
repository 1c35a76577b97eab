/* valet-library.h: the library of events, one SQLite file.
 *
 * Every event added is kept whole: its details as the file gives them
 * and the choices made for it (a name, a date, a scoring form), the
 * source file's name and a SHA-256 of its content, its players (tag,
 * name, team, the file's player number), pair labels, tables, deals and
 * results, and the corrections made to it, listed.  Never its scores:
 * scores are computed from results by the one scoring run, so that a
 * method change rescores every event.  Loading an event back gives a
 * tournament that scores byte for byte as the file does.
 *
 * Adding the same content again replaces that event (it keeps its id);
 * each add is one transaction, so that a crash or a kill in the middle
 * leaves the library as it was before it.  The file is opened in
 * write-ahead-log mode with a busy timeout, so that the app and
 * valet-cli may add to one library at the same time.  Its schema is
 * versioned (PRAGMA user_version, and a table of the migrations applied
 * from version 1 on); a library of a newer version, a file that is not
 * SQLite, or a damaged one is refused with its path and why, and never
 * written to.
 *
 * Beside the events, a small table of decisions about who is who across
 * events (a merge or a split of two players, each known by the key
 * "EVENTID:TAG"), kept in the order made so that they can be undone.
 */
#pragma once

#include <glib.h>
#include "valet-options.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* The version of the schema this program writes; a library of a newer
 * one is refused. */
#define VALET_LIBRARY_SCHEMA_VERSION 1

#define VALET_LIBRARY_ERROR (valet_library_error_quark ())
typedef enum {
  VALET_LIBRARY_ERROR_NOT_SQLITE,   /* the file is something else */
  VALET_LIBRARY_ERROR_DAMAGED,      /* SQLite, but its check fails */
  VALET_LIBRARY_ERROR_NEWER,        /* written by a newer version */
  VALET_LIBRARY_ERROR_FOREIGN,      /* SQLite, but not a library of events */
  VALET_LIBRARY_ERROR_FAILED,       /* a read or write failed */
  VALET_LIBRARY_ERROR_NOT_FOUND,    /* no event with that id */
  VALET_LIBRARY_ERROR_INPUT         /* the results file could not be read */
} ValetLibraryError;
GQuark valet_library_error_quark (void);

typedef struct _ValetLibrary ValetLibrary;

/* What was chosen for an event by hand, beside what its file says: the
 * details typed in (NULL: none) and the scoring form chosen (the app's
 * event-details.ini keeps the same for a results file). */
typedef struct {
  char        *detail[VALET_EVENT_N_DETAILS];
  gboolean     has_scoring;
  ValetScoring scoring;
} ValetLibraryChoices;

void valet_library_choices_clear (ValetLibraryChoices *choices);

/* One event as listed. */
typedef struct {
  gint64  id;
  char   *name;        /* the chosen name, else the file's, else the source */
  char   *date;        /* the chosen date, else the file's; NULL when none */
  guint   n_results;
  char   *source;      /* the results file's name, as added */
  char   *hash;        /* SHA-256 of its content, hex */
  gint64  added;       /* seconds since 1970, UTC */
  char   *day;         /* the date as "YYYY-MM-DD" where it reads as one, else NULL */
} ValetLibraryEvent;

void valet_library_event_free (ValetLibraryEvent *event);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetLibraryEvent, valet_library_event_free)

/* Opens the library at @path, creating it (schema version 1, then every
 * migration) when there is no file there, or an empty one.  NULL with
 * @error set, naming @path and why, when it cannot be opened, is not a
 * library of events, is damaged (SQLite's quick check, on every open of
 * a library up to 256 MB; above, its schema read) or is of a newer
 * version. */
ValetLibrary *valet_library_open            (const char     *path,
                                             GError        **error);
void          valet_library_close           (ValetLibrary   *lib);
const char   *valet_library_get_path        (ValetLibrary   *lib);

/* The default library: g_get_user_data_dir()/valet/library.sqlite. */
char         *valet_library_default_path    (void);

/* Adds @t (read whole, and sealed here if it is not yet; its
 * corrections applied and listed as its notes, as the app saves them)
 * from the results named @source whose content hashes to @hash (hex
 * SHA-256), with @choices (may be NULL), in one transaction; an event
 * with the same hash is replaced and keeps its id (and, when @choices
 * is NULL, what was chosen for it).  *@id (may be NULL) gets the
 * event's id. */
gboolean      valet_library_add_tournament  (ValetLibrary              *lib,
                                             ValetTournament           *t,
                                             const char                *source,
                                             const char                *hash,
                                             const ValetLibraryChoices *choices,
                                             gint64                    *id,
                                             GError                   **error);
/* Reads the results at @path (a file, or a folder of Valet text) as the
 * program opens them, hashes their content and adds them.  Problems in
 * the content (lines left out) go to @diag (may be NULL); a file that
 * cannot be read at all is an error. */
gboolean      valet_library_add_file        (ValetLibrary              *lib,
                                             const char                *path,
                                             const ValetLibraryChoices *choices,
                                             ValetDiagnostics          *diag,
                                             gint64                    *id,
                                             GError                   **error);
/* The SHA-256 (hex) of the results at @path as valet_input_files()
 * lists them: what tells an event added again. */
char         *valet_library_hash_input      (const char  *path,
                                             GError     **error);

/* @date as "YYYY-MM-DD" (a new string), where it reads as a date:
 * "2026-01-26", "2025.12.23", "2013-08-10 17:04", day first
 * "26/01/2026" and "26.01.2026", month first "12/23/2025" only where the
 * day cannot be first; else NULL. */
char         *valet_library_day_of          (const char *date);

/* Every event, by day (those without one last), then id:
 * ValetLibraryEvent, freed with the array. */
GPtrArray    *valet_library_list_events     (ValetLibrary   *lib,
                                             GError        **error);
/* The event @id as a sealed tournament that scores as its file does;
 * @choices (may be NULL) gets what was chosen for it. */
ValetTournament *valet_library_load_event   (ValetLibrary        *lib,
                                             gint64               id,
                                             ValetLibraryChoices *choices,
                                             GError             **error);
/* The events @ids[0..@n) read as valet_library_load_event() reads one,
 * side by side on @n_threads readers (0: one per processor), each with
 * a connection of its own to @lib's file: sealed tournaments in the
 * order of @ids (freed with the array), and in @choices (may be NULL; @n
 * of them, cleared by the caller) what was chosen for each.  NULL with
 * @error, the first failure in the order of @ids, when one cannot be
 * read. */
GPtrArray       *valet_library_load_events  (ValetLibrary        *lib,
                                             const gint64        *ids,
                                             guint                n,
                                             ValetLibraryChoices *choices,
                                             guint                n_threads,
                                             GError             **error);
/* Replaces what was chosen for the event @id (its details typed in and
 * its scoring form) with @choices, in one transaction, its day
 * following the date chosen; NOT_FOUND when there is no such event. */
gboolean      valet_library_set_choices     (ValetLibrary              *lib,
                                             gint64                     id,
                                             const ValetLibraryChoices *choices,
                                             GError                   **error);
gboolean      valet_library_remove_event    (ValetLibrary   *lib,
                                             gint64          id,
                                             GError        **error);

/* Decisions about players across events, as the season's identity
 * takes them (valet-identity.h): @kind is "merge", "split" or
 * "keep-apart"; @a_key and @b_key are "EVENTID:TAG", @b_key NULL for a
 * split. */
typedef struct {
  gint64  id;
  char   *kind;
  char   *a_key;
  char   *b_key;       /* NULL for a split */
  gint64  time;        /* seconds since 1970, UTC */
} ValetLibraryDecision;

void          valet_library_decision_free  (ValetLibraryDecision *d);

/* Records a decision; *@id (may be NULL) gets its id. */
gboolean      valet_library_put_decision    (ValetLibrary   *lib,
                                             const char     *kind,
                                             const char     *a_key,
                                             const char     *b_key,
                                             gint64         *id,
                                             GError        **error);
/* Every decision, in the order made: ValetLibraryDecision. */
GPtrArray    *valet_library_get_decisions   (ValetLibrary   *lib,
                                             GError        **error);
/* Takes decision @id back (an undo); FALSE with NOT_FOUND when none. */
gboolean      valet_library_delete_decision (ValetLibrary   *lib,
                                             gint64          id,
                                             GError        **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetLibrary, valet_library_close)

G_END_DECLS
