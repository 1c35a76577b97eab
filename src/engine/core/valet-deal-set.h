/* valet-deal-set.h: the deals of a tournament, one per board.
 *
 * What valet_tournament_set_deal() and its neighbours keep (see
 * valet-tournament.h); a set of its own so that the tournament stays
 * small.
 */
#pragma once

#include <glib.h>
#include "valet-deal.h"
#include "valet-diagnostics.h"

G_BEGIN_DECLS

/* Deals.  A board's deal is kept by its round and board number, round 0
 * standing for every round of the board number (a file that gives one
 * deal per board number); a result's deal is the one of its round, else
 * the one of round 0.  With it, the dealer and vulnerability (the
 * standard rotation unless the file says otherwise), where the file gave
 * it (for messages), and what the file says of its double-dummy analysis,
 * to compare with the solver's. */
typedef struct {
  ValetDeal          deal;
  guint              round, board;
  ValetSeat          dealer;
  ValetVulnerability vulnerability;
  char              *file;
  guint              line;
  gboolean           has_dd;          /* the file's table of tricks */
  guint8             dd[5][4];        /* [ValetDenom][declarer ValetSeat] */
  guint              dd_line;
  gboolean           has_par;         /* the file's optimum score */
  int                par_score;       /* seen from North-South */
  guint              par_line;
  char              *par_contracts;   /* as the file writes them, or NULL */
} ValetBoardDeal;

typedef struct _ValetDealSet ValetDealSet;

ValetDealSet *valet_deal_set_new   (void);
void          valet_deal_set_free  (ValetDealSet *set);
/* A copy of every deal of @src. */
ValetDealSet *valet_deal_set_copy  (ValetDealSet *src);
/* As valet_tournament_set_deal() and the others say. */
ValetBoardDeal       *valet_deal_set_add   (ValetDealSet     *set,
                                            guint             round,
                                            guint             board,
                                            const ValetDeal  *deal,
                                            const char       *file,
                                            guint             line,
                                            ValetDiagnostics *diag);
const ValetBoardDeal *valet_deal_set_find  (ValetDealSet *set,
                                            guint         round,
                                            guint         board);
guint                 valet_deal_set_size  (ValetDealSet *set);
const ValetBoardDeal *valet_deal_set_nth   (ValetDealSet *set,
                                            guint         index);
/* Puts the deals in order now (valet_deal_set_nth() does it on first
 * use): a sealed tournament does it once, before threads read it. */
void                  valet_deal_set_sort  (ValetDealSet *set);

G_END_DECLS
