/* valet-dd-job.c: the double-dummy solve of a run, on a worker thread. */
#define G_LOG_DOMAIN "valet-dd-job"

#include "config.h"
#include "valet-dd-job.h"

#include <glib/gi18n-lib.h>
#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "valet-dd-check.h"

/* What the worker makes, handed to the main loop whole when it ends. */
typedef struct {
  ValetDdTable  *tables;     /* by valet_tournament_deal()'s index */
  GHashTable    *index;      /* const ValetBoardDeal * -> index + 1 */
  guint8        *contract;   /* per result: the table's tricks for its contract */
  guint8        *leads;      /* per result: the tricks after its lead */
  ValetDdVersus *versus;
} Solved;

struct _ValetDdJob
{
  GObject          parent_instance;
  ValetRun        *run;
  char            *cache_path;
  GCancellable    *cancellable;
  ValetDdJobState  state;
  double           fraction;
  char            *message;
  Solved           solved;
  /* The worker's latest progress, read by the main loop's idle. */
  GMutex           lock;
  double           pending;
  gboolean         idle_queued;
};

enum { PROP_0, PROP_STATE, PROP_FRACTION, N_PROPS };
static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ValetDdJob, valet_dd_job, G_TYPE_OBJECT)

static void
solved_clear (Solved *s)
{
  g_clear_pointer (&s->tables, g_free);
  g_clear_pointer (&s->index, g_hash_table_unref);
  g_clear_pointer (&s->contract, g_free);
  g_clear_pointer (&s->leads, g_free);
  g_clear_pointer (&s->versus, valet_dd_versus_free);
}

static void
valet_dd_job_finalize (GObject *object)
{
  ValetDdJob *self = VALET_DD_JOB (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  solved_clear (&self->solved);
  g_clear_pointer (&self->run, valet_run_unref);
  g_free (self->cache_path);
  g_free (self->message);
  g_mutex_clear (&self->lock);
  G_OBJECT_CLASS (valet_dd_job_parent_class)->finalize (object);
}

static void
valet_dd_job_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  ValetDdJob *self = VALET_DD_JOB (object);

  switch (id)
    {
    case PROP_STATE:
      g_value_set_int (value, self->state);
      break;
    case PROP_FRACTION:
      g_value_set_double (value, self->fraction);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
valet_dd_job_class_init (ValetDdJobClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = valet_dd_job_finalize;
  object_class->get_property = valet_dd_job_get_property;
  properties[PROP_STATE] = g_param_spec_int ("state", NULL, NULL, 0, VALET_DD_JOB_FAILED, 0,
                                             G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                                             | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FRACTION] = g_param_spec_double ("fraction", NULL, NULL, 0, 1, 0,
                                                   G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                                                   | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
valet_dd_job_init (ValetDdJob *self)
{
  g_mutex_init (&self->lock);
  self->cancellable = g_cancellable_new ();
}

/* ---- the worker ------------------------------------------------------ */

/* The progress of each of the three steps: the tables, then the two
 * runs of the leads. */
typedef struct {
  ValetDdJob *job;
  guint       step;
} Progress;

static gboolean
progress_idle (gpointer data)
{
  ValetDdJob *self = data;

  g_mutex_lock (&self->lock);
  double fraction = self->pending;
  self->idle_queued = FALSE;
  g_mutex_unlock (&self->lock);
  if (self->state == VALET_DD_JOB_SOLVING && fraction != self->fraction)
    {
      self->fraction = fraction;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FRACTION]);
    }
  return G_SOURCE_REMOVE;
}

/* Called on the worker for each deal or position done: told to the
 * main loop by at most one idle at a time, a hundredth at least apart. */
static void
progress_cb (guint done, guint total, gpointer data)
{
  Progress *p = data;
  ValetDdJob *self = p->job;
  /* The tables are the first third; the leads the rest. */
  double step_share[3] = { 0.3, 0.35, 0.35 }, base[3] = { 0, 0.3, 0.65 };
  double fraction = base[p->step] + step_share[p->step] * done / MAX (total, 1);

  if (done == total && p->step < 2 && total > 0)
    p->step++;
  g_mutex_lock (&self->lock);
  gboolean queue = !self->idle_queued && fraction - self->pending >= 0.01;
  if (queue)
    {
      self->pending = fraction;
      self->idle_queued = TRUE;
    }
  g_mutex_unlock (&self->lock);
  if (queue)
    g_main_context_invoke_full (NULL, G_PRIORITY_DEFAULT_IDLE, progress_idle,
                                g_object_ref (self), g_object_unref);
}

static gboolean
cancelled_cb (gpointer data)
{
  return g_cancellable_is_cancelled (((Progress *) data)->job->cancellable);
}

static void
solve_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  ValetDdJob *self = source;
  ValetTournament *t = valet_run_tournament (self->run);
  g_autoptr (ValetDdSolver) solver = valet_dd_solver_new (self->cache_path);
  g_autoptr (GError) error = NULL;
  Progress p = { self, 0 };
  Solved *s = g_new0 (Solved, 1);

  s->tables = valet_dd_tournament_tables (solver, t, progress_cb, cancelled_cb, &p, &error);
  p.step = 1;
  g_autofree guint8 *leads = s->tables
    ? valet_dd_tournament_leads (solver, t, progress_cb, cancelled_cb, &p, &error) : NULL;
  /* What was solved is kept, cancelled or not; a cache that cannot be
   * written only costs time next time. */
  (void) valet_dd_solver_save (solver, NULL);
  if (leads == NULL)
    {
      solved_clear (s);
      g_free (s);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  s->contract = valet_dd_tournament_contract_tricks (t, s->tables);
  s->leads = g_steal_pointer (&leads);
  s->versus = valet_dd_versus_new (self->run, s->contract, s->leads);
  s->index = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < valet_tournament_n_deals (t); i++)
    g_hash_table_insert (s->index, (gpointer) valet_tournament_deal (t, i),
                         GUINT_TO_POINTER (i + 1));
  g_task_return_pointer (task, s, NULL);
}

/* A big field's solve takes every core for a minute or more, and the
 * window's thread took its turn behind DDS's threads: on a busy
 * two-core machine a board chosen meanwhile, a few tens of milliseconds
 * of work, waited a third of a second and more to be shown.  So the
 * solve runs on a thread of its own ("valet-dd-solve" in top), made
 * less urgent than the window (Linux keeps a nice value per thread, and
 * DDS's threads, made by this one, take it and its name over).  A
 * thread of GTask's pool would keep the lower priority for the tasks
 * after; this one ends with the solve. */
#define SOLVE_NICE 5

static gpointer
solve_thread_main (gpointer data)
{
  GTask *task = data;

#ifdef __linux__
  pid_t tid = (pid_t) syscall (SYS_gettid);
  int nice = getpriority (PRIO_PROCESS, (id_t) tid);
  /* Failing, the solve only runs at the window's priority, as before. */
  (void) setpriority (PRIO_PROCESS, (id_t) tid, MIN (19, nice + SOLVE_NICE));
#endif
  solve_thread (task, g_task_get_source_object (task), NULL,
                g_task_get_cancellable (task));
  g_object_unref (task);
  return NULL;
}

static void
set_state (ValetDdJob *self, ValetDdJobState state)
{
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
solved_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  ValetDdJob *self = VALET_DD_JOB (source);
  g_autoptr (GError) error = NULL;
  Solved *s = g_task_propagate_pointer (G_TASK (result), &error);

  if (s == NULL)
    {
      gboolean cancelled = g_error_matches (error, VALET_DD_ERROR, VALET_DD_ERROR_CANCELLED);
      if (!cancelled)
        self->message = g_strdup (error->message);
      set_state (self, cancelled ? VALET_DD_JOB_CANCELLED : VALET_DD_JOB_FAILED);
      return;
    }
  self->solved = *s;
  g_free (s);
  self->fraction = 1;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FRACTION]);
  set_state (self, VALET_DD_JOB_DONE);
}

ValetDdJob *
valet_dd_job_new (ValetRun *run, const char *cache_path)
{
  ValetDdJob *self = g_object_new (VALET_TYPE_DD_JOB, NULL);
  g_autoptr (GTask) task = NULL;

  self->run = valet_run_ref (run);
  self->cache_path = cache_path ? g_strdup (cache_path) : valet_dd_default_cache_path ();
  task = g_task_new (self, NULL, solved_cb, NULL);
  g_task_set_name (task, "valet-dd-job");
  g_thread_unref (g_thread_new ("valet-dd-solve", solve_thread_main, g_object_ref (task)));
  return self;
}

/* ---- one a document's run -------------------------------------------- */

static GQuark
job_quark (void)
{
  return g_quark_from_static_string ("valet-dd-job");
}

static void
drop_job (gpointer data)
{
  ValetDdJob *job = data;

  valet_dd_job_cancel (job);
  g_object_unref (job);
}

ValetDdJob *
valet_dd_job_for_document (ValetDocument *document, gboolean restart)
{
  ValetRun *run = valet_document_get_run (document);
  ValetDdJob *job = g_object_get_qdata (G_OBJECT (document), job_quark ());

  if (run == NULL || valet_tournament_n_deals (valet_run_tournament (run)) == 0)
    {
      g_object_set_qdata (G_OBJECT (document), job_quark (), NULL);
      return NULL;
    }
  if (job != NULL && job->run == run
      && !(restart && (job->state == VALET_DD_JOB_CANCELLED
                       || job->state == VALET_DD_JOB_FAILED)))
    return job;
  /* A test's scratch cache, where it sets one. */
  job = valet_dd_job_new (run, g_getenv ("VALET_DD_CACHE"));
  g_object_set_qdata_full (G_OBJECT (document), job_quark (), job, drop_job);
  return job;
}

/* ---- what it tells ---------------------------------------------------- */

void
valet_dd_job_cancel (ValetDdJob *self)
{
  g_cancellable_cancel (self->cancellable);
}

ValetDdJobState
valet_dd_job_get_state (ValetDdJob *self)
{
  return self->state;
}

double
valet_dd_job_get_fraction (ValetDdJob *self)
{
  return self->fraction;
}

const char *
valet_dd_job_get_message (ValetDdJob *self)
{
  return self->message;
}

ValetRun *
valet_dd_job_get_run (ValetDdJob *self)
{
  return self->run;
}

const ValetDdTable *
valet_dd_job_table (ValetDdJob *self, const ValetBoardDeal *deal)
{
  guint i;

  if (self->state != VALET_DD_JOB_DONE || deal == NULL)
    return NULL;
  i = GPOINTER_TO_UINT (g_hash_table_lookup (self->solved.index, deal));
  return i > 0 ? &self->solved.tables[i - 1] : NULL;
}

gboolean
valet_dd_job_par (ValetDdJob *self, const ValetBoardDeal *deal, ValetDdPar *par)
{
  const ValetDdTable *table = valet_dd_job_table (self, deal);

  return table != NULL && valet_dd_par (table, deal->dealer, deal->vulnerability, par, NULL);
}

ValetDdVersus *
valet_dd_job_get_versus (ValetDdJob *self)
{
  if (self->state != VALET_DD_JOB_DONE || !valet_dd_versus_any (self->solved.versus))
    return NULL;
  return self->solved.versus;
}

gboolean
valet_dd_job_get_solved (ValetDdJob *self, const ValetDdTable **tables, const guint8 **contract,
                         const guint8 **leads)
{
  if (self->state != VALET_DD_JOB_DONE)
    return FALSE;
  *tables = self->solved.tables;
  *contract = self->solved.contract;
  *leads = self->solved.leads;
  return TRUE;
}
