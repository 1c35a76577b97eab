/* valet-library-load-many.c: many events of the library read side by
 * side, for a season.
 *
 * Reading an event back is mostly SQLite stepping through its rows and
 * the tournament taking them, one event independent of the next: a
 * season of a federation's year (10 million results) spends more time
 * reading its events than scoring them.  So each reader thread opens a
 * connection of its own to the same file (write-ahead log: readers
 * never wait for each other), takes the next event not yet taken, and
 * puts it in its place, so that the caller gets the events in the order
 * asked whatever the order they were read in. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <string.h>

#include "valet-library-private.h"

/* As valet-library.c waits for a writer. */
#define READER_BUSY_TIMEOUT_MS 60000

typedef struct {
  const char          *path;
  const gint64        *ids;
  guint                n;
  gint                 next;      /* atomic: the next event to take */
  gint                 failed;    /* atomic: a reader failed, take no more */
  ValetTournament    **tournaments;
  ValetLibraryChoices *choices;   /* may be NULL */
  GError             **errors;    /* by event */
} Reading;

static gpointer
reader (gpointer data)
{
  Reading *r = data;
  ValetLibrary lib = { NULL, (char *) r->path };

  if (sqlite3_open_v2 (r->path, &lib.db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK)
    {
      guint i = (guint) g_atomic_int_add (&r->next, 1);
      if (i < r->n)
        g_set_error (&r->errors[i], VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_FAILED,
                     _("%s: cannot open the library: %s"), r->path,
                     lib.db ? sqlite3_errmsg (lib.db) : g_strerror (ENOMEM));
      g_atomic_int_set (&r->failed, 1);
      sqlite3_close (lib.db);
      return NULL;
    }
  sqlite3_extended_result_codes (lib.db, 1);
  sqlite3_busy_timeout (lib.db, READER_BUSY_TIMEOUT_MS);
  for (;;)
    {
      if (g_atomic_int_get (&r->failed))
        break;
      guint i = (guint) g_atomic_int_add (&r->next, 1);
      if (i >= r->n)
        break;
      r->tournaments[i] = valet_library_load_event (&lib, r->ids[i],
                                                    r->choices ? &r->choices[i] : NULL,
                                                    &r->errors[i]);
      if (r->tournaments[i] == NULL)
        g_atomic_int_set (&r->failed, 1);
    }
  sqlite3_close (lib.db);
  return NULL;
}

GPtrArray *
valet_library_load_events (ValetLibrary *lib, const gint64 *ids, guint n,
                           ValetLibraryChoices *choices, guint n_threads, GError **error)
{
  Reading r = { lib->path, ids, n, 0, 0 };
  g_autoptr (GPtrArray) threads = g_ptr_array_new ();
  g_autoptr (GPtrArray) out = g_ptr_array_new_full (n, (GDestroyNotify) valet_tournament_free);
  gboolean ok = TRUE;

  if (n_threads == 0)
    n_threads = MAX (g_get_num_processors (), 1);
  n_threads = MIN (n_threads, MAX (n, 1));
  r.tournaments = g_new0 (ValetTournament *, MAX (n, 1));
  r.errors = g_new0 (GError *, MAX (n, 1));
  r.choices = choices;
  if (choices != NULL)
    memset (choices, 0, n * sizeof *choices);
  for (guint t = 0; t < n_threads; t++)
    g_ptr_array_add (threads, g_thread_new ("valet-library-read", reader, &r));
  for (guint t = 0; t < threads->len; t++)
    g_thread_join (g_ptr_array_index (threads, t));

  for (guint i = 0; i < n; i++)
    {
      /* The first failure in order is the one told. */
      if (ok && r.errors[i] != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&r.errors[i]));
          ok = FALSE;
        }
      g_clear_error (&r.errors[i]);
      if (ok && r.tournaments[i] == NULL)
        {
          /* Not read: a reader stopped after another's failure, which
           * comes later in order only when its own open failed. */
          g_set_error (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_FAILED,
                       _("%s: event %lld could not be read"), lib->path, (long long) ids[i]);
          ok = FALSE;
        }
      if (r.tournaments[i] != NULL)
        g_ptr_array_add (out, r.tournaments[i]);
    }
  g_free (r.tournaments);
  g_free (r.errors);
  if (!ok)
    {
      for (guint i = 0; choices != NULL && i < n; i++)
        valet_library_choices_clear (&choices[i]);
      return NULL;
    }
  return g_steal_pointer (&out);
}
