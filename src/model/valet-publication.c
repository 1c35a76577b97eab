/* valet-publication.c: a run's rows brought into the views' lists. */
#define G_LOG_DOMAIN "valet-publication"

#include "config.h"

#include "valet-publication.h"

#include "valet-board-row.h"
#include "valet-pair-row.h"
#include "valet-player-row.h"

#include <time.h>

#define N_KINDS 3

/* A new list's rows come in pieces, each taking about this long to splice
 * (making the cells of the rows a view shows is most of it), the main
 * loop drawing and taking input in between; the first piece is small,
 * as its time is not known yet. */
#define PIECE_US     (20 * 1000)
#define FIRST_PIECE  16

struct _ValetPublication
{
  GListStore   *stores[N_KINDS];   /* by ValetRowKind */
  ValetScoring  scoring;           /* of the rows in the lists */
  ValetSource  *source;            /* what they were scored from; NULL when
                                    * the lists are not all from one source */
  ValetRun     *run;               /* the run they are of */
  ValetRunRows *coming;            /* new rows on their way in, or NULL */
  guint         step;
  guint         filled;            /* rows of the list being filled so far */
  guint         piece;             /* rows of its next piece */
  guint         idle;
  ValetPublicationFunc func;
  gpointer      user_data;
};

ValetPublication *
valet_publication_new (ValetScoring scoring, ValetPublicationFunc func, gpointer user_data)
{
  ValetPublication *pub = g_new0 (ValetPublication, 1);

  pub->stores[VALET_ROW_BOARD] = g_list_store_new (VALET_TYPE_BOARD_ROW);
  pub->stores[VALET_ROW_PLAYER] = g_list_store_new (VALET_TYPE_PLAYER_ROW);
  pub->stores[VALET_ROW_PAIR] = g_list_store_new (VALET_TYPE_PAIR_ROW);
  pub->scoring = scoring;
  pub->func = func;
  pub->user_data = user_data;
  return pub;
}

void
valet_publication_cancel (ValetPublication *pub)
{
  g_clear_handle_id (&pub->idle, g_source_remove);
  g_clear_pointer (&pub->coming, valet_run_rows_free);
}

void
valet_publication_free (ValetPublication *pub)
{
  valet_publication_cancel (pub);
  for (guint k = 0; k < N_KINDS; k++)
    g_clear_object (&pub->stores[k]);
  g_clear_object (&pub->source);
  g_clear_pointer (&pub->run, valet_run_unref);
  g_free (pub);
}

/* The processor time of the calling thread, in µs. */
static gint64
thread_cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* Appends the next piece of @fresh to @store; TRUE when it is all in.
 * The piece grows or shrinks to take about PIECE_US of the main
 * thread's own processor time: only the first rows (a list view makes
 * cells for its first 200) are dear.  Not the wall-clock time: on a
 * busy machine that is mostly the other processes' turn, and a piece
 * timed in a quiet moment grew fourfold into one of 80 ms at 10^7
 * results; it grows at most twofold. */
static gboolean
fill_piece (ValetPublication *pub, GListStore *store, GPtrArray *fresh)
{
  guint n = MIN (pub->piece, fresh->len - pub->filled);
  gint64 start = thread_cpu_us ();
  gint64 took;

  g_list_store_splice (store, pub->filled, 0, fresh->pdata + pub->filled, n);
  pub->filled += n;
  took = MAX (thread_cpu_us () - start, 1);
  pub->piece = (guint) CLAMP ((gint64) n * PIECE_US / took, FIRST_PIECE,
                              MAX ((gint64) n * 2, FIRST_PIECE));
  return pub->filled == fresh->len;
}

static gboolean publish_step (gpointer data);

/* The next step at @priority. */
static gboolean
next_step (ValetPublication *pub, int priority)
{
  pub->idle = g_idle_add_full (priority, publish_step, pub, NULL);
  return G_SOURCE_REMOVE;
}

/* Two steps a list: emptied, then filled, in pieces; or, with the rows
 * kept, one splice. */
static gboolean
publish_step (gpointer data)
{
  ValetPublication *pub = data;
  ValetRunRows *rows = pub->coming;
  GPtrArray *fresh[N_KINDS] = { rows->boards, rows->players, rows->pairs };
  /* Corrected results are still the same results. */
  gboolean keep = pub->source != NULL
                  && valet_source_get_origin (pub->source) == valet_source_get_origin (rows->source);
  guint step = pub->step;

  if (step < 2 * N_KINDS)
    {
      ValetRowKind kind = (ValetRowKind) (step / 2);
      GListStore *store = pub->stores[kind];
      guint n = g_list_model_get_n_items (G_LIST_MODEL (store));

      if (step == 0 && pub->scoring != rows->scoring)
        {
          pub->scoring = rows->scoring;
          pub->func (VALET_PUBLICATION_UNITS, pub->user_data);
        }
      if (keep)
        {
          g_autoptr (GPtrArray) kept = valet_run_rows_keep (store, fresh[kind], kind);

          g_list_store_splice (store, 0, n, kept->pdata, kept->len);
          pub->step += 2;
        }
      else if (step % 2 == 0)
        {
          /* Until the last list is replaced, the lists are of two sources. */
          g_clear_object (&pub->source);
          g_list_store_remove_all (store);
          pub->filled = 0;
          pub->piece = FIRST_PIECE;
          pub->step++;
        }
      else if (fill_piece (pub, store, fresh[kind]))
        pub->step++;
      /* New rows are new numbers: the pieces of a new list may be drawn
       * as they come, below the drawing's priority; rows kept change in
       * one step with the rest, before anything is drawn. */
      if (!keep && step % 2 == 1)
        return next_step (pub, G_PRIORITY_DEFAULT_IDLE);
      if (keep && g_source_get_priority (g_main_current_source ()) != G_PRIORITY_DEFAULT)
        return next_step (pub, G_PRIORITY_DEFAULT);
      return G_SOURCE_CONTINUE;
    }

  pub->idle = 0;
  g_set_object (&pub->source, rows->source);
  g_clear_pointer (&pub->run, valet_run_unref);
  pub->run = valet_run_ref (rows->run);
  g_clear_pointer (&pub->coming, valet_run_rows_free);
  pub->func (VALET_PUBLICATION_DONE, pub->user_data);
  return G_SOURCE_REMOVE;
}

void
valet_publication_start (ValetPublication *pub, ValetRunRows *rows)
{
  valet_publication_cancel (pub);
  pub->coming = rows;
  pub->step = 0;
  pub->idle = g_idle_add_full (G_PRIORITY_DEFAULT, publish_step, pub, NULL);
}

GListModel *
valet_publication_rows (ValetPublication *pub, ValetRowKind kind)
{
  g_return_val_if_fail (kind < N_KINDS, NULL);
  return G_LIST_MODEL (pub->stores[kind]);
}

ValetScoring
valet_publication_scoring (ValetPublication *pub)
{
  return pub->scoring;
}

ValetRun *
valet_publication_run (ValetPublication *pub)
{
  return pub->run;
}
