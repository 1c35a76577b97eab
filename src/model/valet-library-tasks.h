/* valet-library-tasks.h: the library of events read and written on a
 * worker thread, for a window that must not wait on SQLite (a library
 * on a slow disk, or busy with another process's add, holds the main
 * loop for as long as its busy timeout).
 *
 * Each task opens the library on its own thread (SQLite wants a
 * connection per thread; the write-ahead log lets them share the file)
 * and closes it before it returns; the results are handed to the
 * callback on the caller's main context. */
#pragma once

#include <gio/gio.h>
#include "valet-library.h"

G_BEGIN_DECLS

/* Lists the events of the library at @path (valet_library_list_events)
 * and counts its decisions about who is who. */
void       valet_library_list_async       (const char          *path,
                                           GCancellable        *cancellable,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data);
/* The events (ValetLibraryEvent, freed with the array), or NULL with
 * @error naming the library and why; *@n_decisions (may be NULL) the
 * decisions kept. */
GPtrArray *valet_library_list_finish      (GAsyncResult        *result,
                                           guint               *n_decisions,
                                           GError             **error);

/* Records a decision (valet_library_put_decision: @kind "merge",
 * "keep-apart" or "split", @b_key NULL for a split), or with @kind NULL
 * takes the last one back (VALET_LIBRARY_ERROR_NOT_FOUND when there is
 * none). */
void       valet_library_decide_async     (const char          *path,
                                           const char          *kind,
                                           const char          *a_key,
                                           const char          *b_key,
                                           GCancellable        *cancellable,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data);
/* FALSE with @error when it was not done; *@n_decisions (may be NULL)
 * the decisions kept after it. */
gboolean   valet_library_decide_finish    (GAsyncResult        *result,
                                           guint               *n_decisions,
                                           GError             **error);

/* Replaces what was chosen for the event @id (valet_library_set_choices;
 * @choices copied). */
void       valet_library_set_choices_async  (const char                *path,
                                             gint64                     id,
                                             const ValetLibraryChoices *choices,
                                             GAsyncReadyCallback        callback,
                                             gpointer                   user_data);
gboolean   valet_library_set_choices_finish (GAsyncResult              *result,
                                             GError                   **error);

G_END_DECLS
