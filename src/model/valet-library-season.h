/* valet-library-season.h: a season from the library of events, pooled
 * on a worker thread, and an event added to the library.
 *
 * The events chosen are loaded from the library, each scored on its own
 * as if opened alone (the scoring chosen for it, else the form its file
 * declares, else the default of @options), and pooled board by board
 * into a ValetSeason (valet-season.h), the players known across events
 * by the season's identity with the decisions the library keeps: what
 * `valet-cli --library DB --season` prints.
 */
#pragma once

#include <gio/gio.h>
#include "valet-season.h"

G_BEGIN_DECLS

/* Called on the caller's main context as each event is scored: @done
 * of @total. */
typedef void (*ValetSeasonProgressFunc) (guint done, guint total, gpointer data);

/* Pools the events @ids (@n_ids of them) of the library at @path, with
 * @options (copied, without its rounds: each event is scored whole) as
 * the method, ranking those with @min_boards boards.  Cancelling
 * @cancellable stops between events (and inside a run) with
 * G_IO_ERROR_CANCELLED. */
void         valet_library_season_async  (const char              *path,
                                          const gint64            *ids,
                                          guint                    n_ids,
                                          const ValetOptions      *options,
                                          guint                    min_boards,
                                          ValetSeasonProgressFunc  progress,
                                          gpointer                 progress_data,
                                          GCancellable            *cancellable,
                                          GAsyncReadyCallback      callback,
                                          gpointer                 user_data);
/* The season (free with valet_season_free), or NULL with @error naming
 * the event that failed and why; *@per_event (may be NULL) gets each
 * event's own season, in the order of the ids, its persons numbered as
 * the pooled season's (a GPtrArray that frees them); *@identity (may
 * be NULL) the identity the persons come from, with its proposals. */
ValetSeason *valet_library_season_finish (GAsyncResult   *result,
                                          GPtrArray     **per_event,
                                          ValetIdentity **identity,
                                          GError        **error);

/* The same, on the calling thread (the worker's body); @step (may be
 * NULL) is called on that thread after each event; @per_event (may be
 * NULL) gets each event's own season added; *@identity_out (may be
 * NULL) the identity. */
ValetSeason *valet_library_season_pool   (const char         *path,
                                          const gint64       *ids,
                                          guint               n_ids,
                                          const ValetOptions *options,
                                          guint               min_boards,
                                          void              (*step) (guint done, gpointer data),
                                          gpointer            step_data,
                                          GPtrArray          *per_event,
                                          ValetIdentity     **identity_out,
                                          GCancellable       *cancellable,
                                          GError            **error);

/* Adds the tournament of @source (a ValetSource; its corrections
 * applied) to the library at @path with the details chosen for it by
 * hand, on a worker thread; *@replaced tells whether the same content
 * was there already (and was replaced).  An event opened from a library
 * replaces itself in that library (not @path), with its corrections,
 * keeping its id and what was chosen for it. */
void         valet_library_add_source_async  (const char          *path,
                                              GObject             *source,
                                              GCancellable        *cancellable,
                                              GAsyncReadyCallback  callback,
                                              gpointer             user_data);
gboolean     valet_library_add_source_finish (GAsyncResult  *result,
                                              gboolean      *replaced,
                                              GError       **error);

G_END_DECLS
