/* valet-run-rows.h: the rows of the document's lists for one scoring
 * run, made in the worker thread, and kept from one run to the next.
 *
 * Private to the document (valet-document.c), whose publication
 * (valet-publication.h) brings them into the lists.
 */
#pragma once

#include <gio/gio.h>
#include "valet-run.h"
#include "valet-source.h"

G_BEGIN_DECLS

typedef struct {
  ValetSource *source;
  ValetRun    *run;
  GPtrArray   *pairs, *players, *boards;   /* their row objects */
  ValetScoring scoring;
} ValetRunRows;

/* Scores @source with @options in a run (stopped between boards when
 * @cancellable is cancelled: NULL then) and makes its rows. */
ValetRunRows *valet_run_rows_new  (ValetSource        *source,
                                   const ValetOptions *options,
                                   GCancellable       *cancellable);
void          valet_run_rows_free (ValetRunRows *rows);

/* The kinds of rows, in the order the document publishes them. */
typedef enum {
  VALET_ROW_BOARD,
  VALET_ROW_PLAYER,
  VALET_ROW_PAIR,
} ValetRowKind;

/* The rows of @fresh in their order, each replaced by the row of @store
 * of the same board, player or pair when there is one, brought up to
 * date in place: list views then keep the widgets of their rows. */
GPtrArray    *valet_run_rows_keep (GListStore   *store,
                                   GPtrArray    *fresh,
                                   ValetRowKind  kind);

G_END_DECLS
