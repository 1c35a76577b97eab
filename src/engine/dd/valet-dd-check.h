/* valet-dd-check.h: a tournament's deals through the solver, and the
 * solver's tables and par against the ones the file carries (PBN's
 * [DoubleDummyTricks], [OptimumResultTable], [OptimumScore]: see
 * ValetBoardDeal). */
#pragma once

#include <glib.h>
#include "valet-dd.h"
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* The tables of every deal of @t, by valet_tournament_deal()'s index
 * (free with g_free), or NULL with @error (cancelled, DDS failed). */
ValetDdTable *valet_dd_tournament_tables (ValetDdSolver      *solver,
                                          ValetTournament    *t,
                                          ValetDdProgressFunc progress,
                                          ValetCancelledFunc  cancelled,
                                          gpointer            data,
                                          GError            **error);

/* For each result of @t (by its index), the tricks declarer takes
 * double-dummy after the opening lead the result gives, or 0xff (no
 * lead, no deal, passed out, an artificial score, a card the leader
 * does not hold); free with g_free.  A contract the field led in a few
 * ways has each of those leads solved with the card played; one led in
 * many ways, every lead at once.  @progress counts positions, in two
 * runs.  NULL with @error as above. */
guint8       *valet_dd_tournament_leads  (ValetDdSolver      *solver,
                                          ValetTournament    *t,
                                          ValetDdProgressFunc progress,
                                          ValetCancelledFunc  cancelled,
                                          gpointer            data,
                                          GError            **error);

/* For each result of @t (by its index), the double-dummy tricks of its
 * contract as declared, from @tables (as valet_dd_tournament_tables()
 * gives them), or 0xff (no deal, passed out, an artificial score); free
 * with g_free. */
guint8       *valet_dd_tournament_contract_tricks (ValetTournament    *t,
                                                   const ValetDdTable *tables);

typedef struct {
  guint n_tables, n_tables_agree;   /* boards with the file's table, and agreeing */
  guint n_pars, n_pars_agree;       /* boards with the file's optimum score */
} ValetDdAgreement;

/* Compares @tables (as valet_dd_tournament_tables() gives them) with
 * what @t's file says of its deals: each board whose table or optimum
 * score differs is a warning to @diag naming the board, at the file's
 * line; counted into @agreement. */
/* What the file says of @d (its double-dummy tricks, its optimum score)
 * that @table and its par contradict, as one or two sentences for a
 * reader of the board; NULL when the file says nothing or agrees. */
char         *valet_dd_deal_disagreement (const ValetBoardDeal *d,
                                          const ValetDdTable   *table);

void          valet_dd_compare_file      (ValetTournament    *t,
                                          const ValetDdTable *tables,
                                          ValetDiagnostics   *diag,
                                          ValetDdAgreement   *agreement);

G_END_DECLS
