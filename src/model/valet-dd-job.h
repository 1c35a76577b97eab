/* valet-dd-job.h: a run's deals through the double-dummy solver, off the
 * main thread.
 *
 * A job solves the tables of every deal of a run's tournament, then the
 * opening leads its results give, on a worker thread (the dd module's
 * batches, every core), with the user's cache; the main loop is told of
 * its progress ("fraction", at most every hundredth) and of its end
 * ("state").  Cancelling stops it between batches and keeps what was
 * solved (the cache is written either way).  When done it holds each
 * deal's table and par and the run's results against double dummy
 * (valet-dd-versus.h), made on the worker too, so that nothing long runs
 * on the main loop.
 *
 * One job a document's run: valet_dd_job_for_document() makes it when
 * the run has deals, and a new run replaces it (the old one cancelled).
 */
#pragma once

#include <gio/gio.h>
#include "valet-dd.h"
#include "valet-dd-versus.h"
#include "valet-document.h"

G_BEGIN_DECLS

typedef enum {
  VALET_DD_JOB_SOLVING,
  VALET_DD_JOB_DONE,
  VALET_DD_JOB_CANCELLED,
  VALET_DD_JOB_FAILED,
} ValetDdJobState;

#define VALET_TYPE_DD_JOB (valet_dd_job_get_type ())
G_DECLARE_FINAL_TYPE (ValetDdJob, valet_dd_job, VALET, DD_JOB, GObject)

/* A job for @run, started now; @cache_path NULL for the user's cache. */
ValetDdJob       *valet_dd_job_new           (ValetRun   *run,
                                              const char *cache_path);
/* The job of @document's current run: made (and started) on the first
 * call for a run whose tournament has deals; NULL without a run or
 * deals.  @restart makes a new one for a job that was cancelled or
 * failed. */
ValetDdJob       *valet_dd_job_for_document  (ValetDocument *document,
                                              gboolean       restart);
void              valet_dd_job_cancel        (ValetDdJob *self);
ValetDdJobState   valet_dd_job_get_state     (ValetDdJob *self);
double            valet_dd_job_get_fraction  (ValetDdJob *self);
/* Why it failed (translated), NULL otherwise. */
const char       *valet_dd_job_get_message   (ValetDdJob *self);
ValetRun         *valet_dd_job_get_run       (ValetDdJob *self);
/* When done: the table of @deal (a deal of the run's tournament), NULL
 * for another; its par (FALSE when DDS refused). */
const ValetDdTable *valet_dd_job_table       (ValetDdJob           *self,
                                              const ValetBoardDeal *deal);
gboolean          valet_dd_job_par           (ValetDdJob           *self,
                                              const ValetBoardDeal *deal,
                                              ValetDdPar           *par);
/* When done: the results against double dummy; NULL before, and when
 * no result could be measured. */
ValetDdVersus    *valet_dd_job_get_versus    (ValetDdJob *self);

/* When done: the tables (by valet_tournament_deal()'s index) and per
 * result the table's tricks for its contract and those after its lead
 * (0xff: not known), as valet_report_set_dd() takes them; FALSE
 * before. */
gboolean          valet_dd_job_get_solved    (ValetDdJob          *self,
                                              const ValetDdTable **tables,
                                              const guint8       **contract,
                                              const guint8       **leads);

G_END_DECLS
