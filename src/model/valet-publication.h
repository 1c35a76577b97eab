/* valet-publication.h: the lists of rows the views show, and how the rows
 * of a new scoring run come into them.
 *
 * New rows come into the lists a list at a time, and in between the main
 * loop handles input.  Rows of a new source come in pieces of about
 * 20 ms below the drawing's priority, so that the window is drawn and
 * takes input while a list of 20,000 pairs fills (its views make the
 * cells of its first rows as they come); the old rows are gone by then,
 * and the views show new numbers only.  Rows kept (below) change in
 * steps at default priority, before any redraw, so that the views are
 * only ever drawn with all old or all new numbers.
 *
 * Scored again from the same source, the rows stay the same objects:
 * their numbers change in place, with notifications, and one splice puts
 * them in their new order, so that list views keep the widgets of their
 * rows (making thousands of cells again costs far more than the scoring)
 * and sorters and filters see the new numbers.  Rows of a new source
 * replace the old ones, and the old ones go before the new ones come.
 *
 * Private to the document (valet-document.c), which owns one.
 */
#pragma once

#include "valet-run-rows.h"

G_BEGIN_DECLS

typedef struct _ValetPublication ValetPublication;

typedef enum {
  /* The rows' units change: said before the first list takes rows in
   * the new units, so that views format them right as they bind. */
  VALET_PUBLICATION_UNITS,
  /* Every list holds the new rows. */
  VALET_PUBLICATION_DONE,
} ValetPublicationEvent;

typedef void (*ValetPublicationFunc) (ValetPublicationEvent event, gpointer user_data);

/* Empty lists of rows in @scoring's units; @func hears of each
 * publication's steps. */
ValetPublication *valet_publication_new     (ValetScoring          scoring,
                                             ValetPublicationFunc  func,
                                             gpointer              user_data);
void              valet_publication_free    (ValetPublication *pub);

/* Brings @rows (taken) into the lists, in steps from the main loop; a
 * publication still under way is dropped. */
void              valet_publication_start   (ValetPublication *pub,
                                             ValetRunRows     *rows);
/* Drops a publication under way: the lists keep the rows they hold. */
void              valet_publication_cancel  (ValetPublication *pub);

/* The list of rows of @kind (ValetBoardRow, ValetPlayerRow, ValetPairRow). */
GListModel       *valet_publication_rows    (ValetPublication *pub,
                                             ValetRowKind      kind);
/* The units of the rows in the lists. */
ValetScoring      valet_publication_scoring (ValetPublication *pub);
/* The run the rows in the lists are of, or NULL before the first. */
ValetRun         *valet_publication_run     (ValetPublication *pub);

G_END_DECLS
