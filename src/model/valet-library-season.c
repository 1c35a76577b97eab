/* valet-library-season.c: a season from the library, and an event added
 * to it, off the main thread. */
#define G_LOG_DOMAIN "valet-model"
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "valet-event-file.h"
#include "valet-library.h"
#include "valet-library-season.h"
#include "valet-season-scorer.h"
#include "valet-source.h"

static void
take_decisions (ValetLibrary *lib, ValetIdentity *identity)
{
  g_autoptr (GPtrArray) stored = valet_library_get_decisions (lib, NULL);
  g_autoptr (GArray) decisions = g_array_new (FALSE, TRUE, sizeof (ValetIdentityDecision));

  for (guint i = 0; stored && i < stored->len; i++)
    {
      const ValetLibraryDecision *d = g_ptr_array_index (stored, i);
      ValetIdentityDecision one = { VALET_IDENTITY_MERGE, d->a_key, d->b_key };
      if (strcmp (d->kind, "split") == 0)
        one.kind = VALET_IDENTITY_SPLIT;
      else if (strcmp (d->kind, "keep-apart") == 0)
        one.kind = VALET_IDENTITY_KEEP_APART;
      else if (strcmp (d->kind, "merge") != 0)
        continue;   /* a kind a later version knows */
      g_array_append_val (decisions, one);
    }
  valet_identity_set_decisions (identity, (ValetIdentityDecision *) decisions->data,
                                decisions->len);
}

/* The event's own form: chosen for it, else its file's, else the
 * default's. */
static ValetScoring
event_scoring (ValetTournament *t, const ValetLibraryChoices *choices, ValetScoring fallback)
{
  ValetScoring scoring = fallback;

  if (choices->has_scoring)
    return choices->scoring;
  if (valet_scoring_from_form (valet_tournament_get_form (t), &scoring))
    return scoring;
  return fallback;
}

static gboolean
cancelled_cb (gpointer data)
{
  return g_cancellable_is_cancelled (data);
}

typedef struct {
  const gint64       *ids;
  ValetSeason        *season;
  ValetSeasonOptions *season_options;
  ValetIdentity      *identity;
  GPtrArray          *per_event;
  void              (*step) (guint done, gpointer data);
  gpointer            step_data;
  GCancellable       *cancellable;
} PoolEvents;

/* A ValetSeasonEachRun: the event's run into the season (and alone into
 * @per_event). */
static gboolean
pool_one (guint i, ValetRun *run, gpointer data, GError **error)
{
  PoolEvents *pool = data;
  g_autoptr (GError) why = NULL;
  g_autofree char *key = g_strdup_printf ("%lld", (long long) pool->ids[i]);
  gboolean ok = valet_season_add_run (pool->season, run, key, valet_season_identity_person,
                                      pool->identity, &why);

  if (ok && pool->per_event != NULL)
    {
      /* The event alone, its persons numbered as the season's. */
      ValetSeason *one = valet_season_new (pool->season_options);
      valet_season_add_run (one, run, key, valet_season_identity_person, pool->identity, NULL);
      g_ptr_array_add (pool->per_event, one);
    }
  if (g_cancellable_set_error_if_cancelled (pool->cancellable, error))
    return FALSE;
  if (!ok)
    {
      /* Translators: the event's id in the library, then why. */
      g_set_error (error, why->domain, why->code, _("Event %lld: %s"),
                   (long long) pool->ids[i], why->message);
      return FALSE;
    }
  if (pool->step != NULL)
    pool->step (i + 1, pool->step_data);
  return TRUE;
}

ValetSeason *
valet_library_season_pool (const char *path, const gint64 *ids, guint n_ids,
                           const ValetOptions *options, guint min_boards,
                           void (*step) (guint done, gpointer data), gpointer step_data,
                           GPtrArray *per_event, ValetIdentity **identity_out,
                           GCancellable *cancellable, GError **error)
{
  g_autoptr (ValetLibrary) lib = valet_library_open (path, error);
  g_autoptr (ValetIdentity) identity = valet_identity_new ();
  g_autoptr (GPtrArray) tournaments = g_ptr_array_new_with_free_func (
    (GDestroyNotify) valet_tournament_free);
  g_autoptr (GArray) scorings = g_array_new (FALSE, FALSE, sizeof (ValetScoring));
  ValetSeasonOptions season_options;

  if (lib == NULL)
    return NULL;
  g_autofree ValetLibraryChoices *choices = g_new0 (ValetLibraryChoices, MAX (n_ids, 1));
  /* Read side by side: reading is most of a big season's time. */
  g_autoptr (GPtrArray) loaded = valet_library_load_events (lib, ids, n_ids, choices, 0, error);
  if (loaded == NULL || g_cancellable_set_error_if_cancelled (cancellable, error))
    {
      for (guint i = 0; loaded != NULL && i < n_ids; i++)
        valet_library_choices_clear (&choices[i]);
      return NULL;
    }
  g_ptr_array_set_free_func (loaded, NULL);   /* each goes to @tournaments */
  for (guint i = 0; i < n_ids; i++)
    {
      ValetTournament *t = g_ptr_array_index (loaded, i);
      ValetScoring scoring = event_scoring (t, &choices[i], options->scoring);
      valet_library_choices_clear (&choices[i]);
      g_autofree char *key = g_strdup_printf ("%" G_GINT64_FORMAT, ids[i]);
      valet_identity_add_tournament (identity, key, t);
      g_ptr_array_add (tournaments, t);
      g_array_append_val (scorings, scoring);
    }
  take_decisions (lib, identity);

  valet_season_options_init (&season_options);
  season_options.min_boards = MAX (min_boards, 1);
  season_options.rank_luck_free = options->rank_luck_free;
  g_autoptr (ValetSeason) season = valet_season_new (&season_options);
  /* The method of the preferences, but each event whole and in its own
   * form: rounds and a minimum belong to the event open. */
  g_autofree ValetOptions *each_options = g_new (ValetOptions, MAX (n_ids, 1));
  for (guint i = 0; i < n_ids; i++)
    {
      each_options[i] = *options;
      each_options[i].rounds = NULL;
      each_options[i].min_hands = 0;
      each_options[i].scoring = g_array_index (scorings, ValetScoring, i);
    }
  PoolEvents pool = { ids, season, &season_options, identity, per_event, step, step_data,
                      cancellable };
  /* Scored side by side, pooled in order. */
  if (!valet_season_score_events ((ValetTournament *const *) tournaments->pdata, each_options,
                                  n_ids, 0, cancellable ? cancelled_cb : NULL, cancellable,
                                  pool_one, &pool, error))
    return NULL;
  valet_season_name_persons (season, identity);
  for (guint i = 0; per_event != NULL && i < per_event->len; i++)
    valet_season_name_persons (g_ptr_array_index (per_event, i), identity);
  if (identity_out != NULL)
    *identity_out = g_steal_pointer (&identity);
  return g_steal_pointer (&season);
}

typedef struct {
  char               *path;
  GArray             *ids;
  ValetOptions        options;
  guint               min_boards;
  ValetSeasonProgressFunc progress;
  gpointer            progress_data;
  GMainContext       *context;
  GPtrArray          *per_event;   /* each event's own season, once pooled */
  ValetIdentity      *identity;    /* who is who, with its proposals */
} SeasonJob;

static void
season_job_free (SeasonJob *job)
{
  g_free (job->path);
  g_array_unref (job->ids);
  valet_options_clear (&job->options);
  g_main_context_unref (job->context);
  g_clear_pointer (&job->per_event, g_ptr_array_unref);
  g_clear_pointer (&job->identity, valet_identity_free);
  g_free (job);
}

typedef struct {
  GTask *task;
  guint  done;
  guint  total;
} Progress;

static gboolean
tell_progress (gpointer data)
{
  Progress *p = data;
  SeasonJob *job = g_task_get_task_data (p->task);

  if (!g_task_had_error (p->task) && job->progress != NULL
      && !g_cancellable_is_cancelled (g_task_get_cancellable (p->task)))
    job->progress (p->done, p->total, job->progress_data);
  g_object_unref (p->task);
  g_free (p);
  return G_SOURCE_REMOVE;
}

static void
step_cb (guint done, gpointer data)
{
  GTask *task = data;
  SeasonJob *job = g_task_get_task_data (task);
  Progress *p = g_new0 (Progress, 1);

  p->task = g_object_ref (task);
  p->done = done;
  p->total = job->ids->len;
  g_main_context_invoke (job->context, tell_progress, p);
}

static void
season_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  SeasonJob *job = data;
  GError *error = NULL;
  g_autoptr (GPtrArray) per_event = g_ptr_array_new_with_free_func (
    (GDestroyNotify) valet_season_free);
  ValetSeason *season = valet_library_season_pool (job->path, (gint64 *) job->ids->data,
                                                   job->ids->len, &job->options,
                                                   job->min_boards, step_cb, task, per_event,
                                                   &job->identity, cancellable, &error);
  if (season == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  job->per_event = g_steal_pointer (&per_event);
  g_task_return_pointer (task, season, (GDestroyNotify) valet_season_free);
}

void
valet_library_season_async (const char *path, const gint64 *ids, guint n_ids,
                            const ValetOptions *options, guint min_boards,
                            ValetSeasonProgressFunc progress, gpointer progress_data,
                            GCancellable *cancellable, GAsyncReadyCallback callback,
                            gpointer user_data)
{
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);
  SeasonJob *job = g_new0 (SeasonJob, 1);

  job->path = g_strdup (path);
  job->ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_array_append_vals (job->ids, ids, n_ids);
  job->options = *options;
  job->options.rounds = NULL;   /* the copy owns nothing */
  job->min_boards = min_boards;
  job->progress = progress;
  job->progress_data = progress_data;
  job->context = g_main_context_ref_thread_default ();
  g_task_set_task_data (task, job, (GDestroyNotify) season_job_free);
  g_task_set_source_tag (task, valet_library_season_async);
  g_task_run_in_thread (task, season_thread);
  g_object_unref (task);
}

ValetSeason *
valet_library_season_finish (GAsyncResult *result, GPtrArray **per_event,
                             ValetIdentity **identity, GError **error)
{
  SeasonJob *job = g_task_get_task_data (G_TASK (result));
  ValetSeason *season = g_task_propagate_pointer (G_TASK (result), error);

  if (season != NULL && per_event != NULL)
    *per_event = g_steal_pointer (&job->per_event);
  if (season != NULL && identity != NULL)
    *identity = g_steal_pointer (&job->identity);
  return season;
}

/* Adding one event. */

typedef struct {
  char            *path;
  ValetSource     *source;
  char            *results;     /* the file or folder read */
  ValetLibraryChoices choices;
  gboolean         replaced;
  gint64           event;       /* an event of the library corrected, else 0 */
} AddJob;

static void
add_job_free (AddJob *job)
{
  g_free (job->path);
  g_clear_object (&job->source);
  g_free (job->results);
  valet_library_choices_clear (&job->choices);
  g_free (job);
}

/* An event opened from the library and corrected there replaces itself:
 * its results file is not at hand, so the source name and the content
 * hash it was added with tell the library which event it is, and what
 * was chosen for it stays. */
static void
add_event_again (GTask *task, ValetLibrary *lib, AddJob *job)
{
  GError *error = NULL;
  g_autoptr (GPtrArray) events = valet_library_list_events (lib, &error);
  const ValetLibraryEvent *found = NULL;

  if (events == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  for (guint i = 0; i < events->len && found == NULL; i++)
    if (((ValetLibraryEvent *) g_ptr_array_index (events, i))->id == job->event)
      found = g_ptr_array_index (events, i);
  if (found == NULL)
    {
      g_task_return_new_error (task, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_NOT_FOUND,
                               _("The event is no longer in the library %s"),
                               valet_library_get_path (lib));
      return;
    }
  job->replaced = TRUE;
  if (!valet_library_add_tournament (lib, valet_source_get_tournament (job->source),
                                     found->source, found->hash, NULL, NULL, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
add_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  AddJob *job = data;
  GError *error = NULL;
  g_autofree char *hash = NULL;
  g_autoptr (GPtrArray) events = NULL;
  g_autoptr (ValetLibrary) lib = valet_library_open (job->path, &error);

  if (lib == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (job->event != 0)
    {
      add_event_again (task, lib, job);
      return;
    }
  hash = valet_library_hash_input (job->results, &error);
  events = hash ? valet_library_list_events (lib, &error) : NULL;
  if (events == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  for (guint i = 0; i < events->len; i++)
    if (g_strcmp0 (((ValetLibraryEvent *) g_ptr_array_index (events, i))->hash, hash) == 0)
      job->replaced = TRUE;
  g_autofree char *name = g_path_get_basename (job->results);
  if (!valet_library_add_tournament (lib, valet_source_get_tournament (job->source), name, hash,
                                     &job->choices, NULL, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

void
valet_library_add_source_async (const char *path, GObject *source, GCancellable *cancellable,
                                GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);
  AddJob *job = g_new0 (AddJob, 1);
  ValetEventDetails details = { 0 };
  GFile *file = valet_source_get_file (VALET_SOURCE (source));

  const char *from = NULL;
  job->event = valet_source_get_library_event (VALET_SOURCE (source), &from);
  /* A corrected event of the library goes back where it came from. */
  job->path = g_strdup (job->event != 0 ? from : path);
  job->source = g_object_ref (VALET_SOURCE (source));
  g_task_set_task_data (task, job, (GDestroyNotify) add_job_free);
  g_task_set_source_tag (task, valet_library_add_source_async);
  if (job->event != 0)
    {
      g_task_run_in_thread (task, add_thread);
      g_object_unref (task);
      return;
    }
  job->results = g_file_get_path (file);
  /* What was chosen by hand for these results goes with them. */
  valet_event_file_load (file, &details);
  for (guint i = 0; i < VALET_EVENT_N_DETAILS; i++)
    job->choices.detail[i] = g_steal_pointer (&details.detail[i]);
  job->choices.has_scoring = details.has_scoring;
  job->choices.scoring = details.scoring;
  valet_event_details_clear (&details);
  if (job->results == NULL)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                             _("Only results in a local file can be added to the library"));
  else
    g_task_run_in_thread (task, add_thread);
  g_object_unref (task);
}

gboolean
valet_library_add_source_finish (GAsyncResult *result, gboolean *replaced, GError **error)
{
  AddJob *job = g_task_get_task_data (G_TASK (result));

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  if (replaced != NULL)
    *replaced = job->replaced;
  return TRUE;
}
