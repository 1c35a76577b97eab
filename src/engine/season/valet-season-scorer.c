/* valet-season-scorer.c: the events of a season scored side by side. */
#include "config.h"
#include "valet-season-scorer.h"


typedef struct {
  ValetTournament *const *tournaments;
  const ValetOptions     *options;
  guint                   n;
  ValetCancelledFunc      cancelled;
  gpointer                cancelled_data;

  GMutex    lock;
  GCond     changed;
  guint     next;        /* the next event a worker takes */
  guint     handed;      /* events handed to the caller so far */
  guint     ahead;       /* how far past @handed a worker may go */
  gboolean  stop;        /* the caller gave up: workers take nothing more */
  ValetRun **done;       /* by event: scored, not yet handed */
} Scoring;

static gpointer
worker (gpointer data)
{
  Scoring *s = data;

  g_mutex_lock (&s->lock);
  for (;;)
    {
      while (!s->stop && s->next < s->n && s->next >= s->handed + s->ahead)
        g_cond_wait (&s->changed, &s->lock);
      if (s->stop || s->next >= s->n)
        break;
      guint i = s->next++;
      g_mutex_unlock (&s->lock);
      /* A season pools entries, never a pair's spread in one event:
       * those are left unmade. */
      ValetRun *run = valet_run_new_spreads_later (s->tournaments[i], &s->options[i],
                                                   s->cancelled, s->cancelled_data);
      g_mutex_lock (&s->lock);
      s->done[i] = run;
      g_cond_broadcast (&s->changed);
    }
  g_mutex_unlock (&s->lock);
  return NULL;
}

gboolean
valet_season_score_events (ValetTournament *const *tournaments, const ValetOptions *options,
                           guint n, guint n_threads, ValetCancelledFunc cancelled,
                           gpointer cancelled_data, ValetSeasonEachRun each, gpointer data,
                           GError **error)
{
  Scoring s = { tournaments, options, n, cancelled, cancelled_data };
  g_autoptr (GPtrArray) threads = g_ptr_array_new ();
  gboolean ok = TRUE;

  if (n_threads == 0)
    n_threads = MAX (g_get_num_processors (), 1);
  n_threads = MIN (n_threads, MAX (n, 1));
  s.ahead = 2 * n_threads;
  s.done = g_new0 (ValetRun *, MAX (n, 1));
  g_mutex_init (&s.lock);
  g_cond_init (&s.changed);
  for (guint t = 0; t < n_threads; t++)
    g_ptr_array_add (threads, g_thread_new ("valet-season", worker, &s));

  for (guint i = 0; i < n && ok; i++)
    {
      g_mutex_lock (&s.lock);
      while (s.done[i] == NULL)
        g_cond_wait (&s.changed, &s.lock);
      ValetRun *run = s.done[i];
      s.done[i] = NULL;
      g_mutex_unlock (&s.lock);

      ok = each (i, run, data, error);
      valet_run_unref (run);

      g_mutex_lock (&s.lock);
      s.handed = i + 1;
      if (!ok)
        s.stop = TRUE;
      g_cond_broadcast (&s.changed);
      g_mutex_unlock (&s.lock);
    }

  for (guint t = 0; t < threads->len; t++)
    g_thread_join (g_ptr_array_index (threads, t));
  /* Runs made after the caller gave up. */
  for (guint i = 0; i < n; i++)
    if (s.done[i] != NULL)
      valet_run_unref (s.done[i]);
  g_free (s.done);
  g_mutex_clear (&s.lock);
  g_cond_clear (&s.changed);
  return ok;
}
