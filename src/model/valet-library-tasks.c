/* valet-library-tasks.c: listing the library and writing a decision
 * about who is who, off the main thread. */
#define G_LOG_DOMAIN "valet-library"

#include "config.h"

#include "valet-library-tasks.h"

typedef struct {
  char      *path;
  char      *kind;        /* NULL: undo the last decision */
  char      *a_key;
  char      *b_key;
  GPtrArray *events;      /* the list's answer */
  guint      n_decisions;
  gint64     id;          /* the event whose choices are written */
  ValetLibraryChoices choices;
} LibraryTask;

static void
library_task_free (gpointer data)
{
  LibraryTask *task = data;

  g_free (task->path);
  g_free (task->kind);
  g_free (task->a_key);
  g_free (task->b_key);
  g_clear_pointer (&task->events, g_ptr_array_unref);
  valet_library_choices_clear (&task->choices);
  g_free (task);
}

/* The decisions kept in @lib; FALSE with @error when they cannot be
 * read. */
static gboolean
count_decisions (ValetLibrary *lib, guint *n, GError **error)
{
  g_autoptr (GPtrArray) decisions = valet_library_get_decisions (lib, error);

  if (decisions == NULL)
    return FALSE;
  *n = decisions->len;
  return TRUE;
}

static void
list_thread (GTask *task, gpointer source_object, gpointer data, GCancellable *cancellable)
{
  LibraryTask *job = data;
  GError *error = NULL;
  g_autoptr (ValetLibrary) lib = valet_library_open (job->path, &error);

  if (lib == NULL || (job->events = valet_library_list_events (lib, &error)) == NULL
      || !count_decisions (lib, &job->n_decisions, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_boolean (task, TRUE);
}

static GTask *
new_task (const char *path, GCancellable *cancellable, GAsyncReadyCallback callback,
          gpointer user_data, gpointer tag, LibraryTask **job_out)
{
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);
  LibraryTask *job = g_new0 (LibraryTask, 1);

  job->path = g_strdup (path);
  g_task_set_task_data (task, job, library_task_free);
  g_task_set_source_tag (task, tag);
  /* A late answer is not thrown away for a cancel: the caller checks
   * its own state when it comes. */
  g_task_set_check_cancellable (task, FALSE);
  *job_out = job;
  return task;
}

void
valet_library_list_async (const char *path, GCancellable *cancellable,
                          GAsyncReadyCallback callback, gpointer user_data)
{
  LibraryTask *job;
  g_autoptr (GTask) task = new_task (path, cancellable, callback, user_data,
                                     valet_library_list_async, &job);

  g_task_run_in_thread (task, list_thread);
}

GPtrArray *
valet_library_list_finish (GAsyncResult *result, guint *n_decisions, GError **error)
{
  LibraryTask *job = g_task_get_task_data (G_TASK (result));

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  if (n_decisions != NULL)
    *n_decisions = job->n_decisions;
  return g_steal_pointer (&job->events);
}

static void
decide_thread (GTask *task, gpointer source_object, gpointer data, GCancellable *cancellable)
{
  LibraryTask *job = data;
  GError *error = NULL;
  g_autoptr (ValetLibrary) lib = valet_library_open (job->path, &error);
  gboolean done;

  if (lib == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (job->kind != NULL)
    done = valet_library_put_decision (lib, job->kind, job->a_key, job->b_key, NULL, &error);
  else
    {
      g_autoptr (GPtrArray) decisions = valet_library_get_decisions (lib, &error);
      if (decisions != NULL && decisions->len == 0)
        g_set_error (&error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_NOT_FOUND,
                     "%s: no decision to take back", job->path);
      done = decisions != NULL && decisions->len > 0
             && valet_library_delete_decision (
                  lib, ((ValetLibraryDecision *) g_ptr_array_index (decisions,
                                                                    decisions->len - 1))->id,
                  &error);
    }
  if (!done || !count_decisions (lib, &job->n_decisions, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_boolean (task, TRUE);
}

void
valet_library_decide_async (const char *path, const char *kind, const char *a_key,
                            const char *b_key, GCancellable *cancellable,
                            GAsyncReadyCallback callback, gpointer user_data)
{
  LibraryTask *job;
  g_autoptr (GTask) task = new_task (path, cancellable, callback, user_data,
                                     valet_library_decide_async, &job);

  job->kind = g_strdup (kind);
  job->a_key = g_strdup (a_key);
  job->b_key = g_strdup (b_key);
  g_task_run_in_thread (task, decide_thread);
}

gboolean
valet_library_decide_finish (GAsyncResult *result, guint *n_decisions, GError **error)
{
  LibraryTask *job = g_task_get_task_data (G_TASK (result));

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  if (n_decisions != NULL)
    *n_decisions = job->n_decisions;
  return TRUE;
}

static void
choices_thread (GTask *task, gpointer source_object, gpointer data, GCancellable *cancellable)
{
  LibraryTask *job = data;
  GError *error = NULL;
  g_autoptr (ValetLibrary) lib = valet_library_open (job->path, &error);

  if (lib == NULL || !valet_library_set_choices (lib, job->id, &job->choices, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

void
valet_library_set_choices_async (const char *path, gint64 id, const ValetLibraryChoices *choices,
                                 GAsyncReadyCallback callback, gpointer user_data)
{
  LibraryTask *job;
  g_autoptr (GTask) task = new_task (path, NULL, callback, user_data,
                                     valet_library_set_choices_async, &job);

  job->id = id;
  for (guint i = 0; i < VALET_EVENT_N_DETAILS; i++)
    job->choices.detail[i] = g_strdup (choices->detail[i]);
  job->choices.has_scoring = choices->has_scoring;
  job->choices.scoring = choices->scoring;
  g_task_run_in_thread (task, choices_thread);
}

gboolean
valet_library_set_choices_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
