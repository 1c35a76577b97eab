/* valet-dd.h: double-dummy analysis of deals, with Bo Haglund's DDS.
 *
 * For each deal: the table of tricks (each strain, each declarer), the
 * par score and contracts for the dealer and vulnerability, and the
 * tricks declarer takes after each opening lead the leader can make
 * (one solve of the position after the lead, every card at once).
 *
 * A solver keeps what it solved, by the deal's cards: in memory, and,
 * given a cache file, on disk (read when made, written atomically by
 * valet_dd_solver_save()), so that no deal is solved twice.  Deals are
 * solved in batches with DDS's own threads on every core; between
 * batches a progress function is told of each deal done and the
 * cancelled function is asked, so that the app can run it from a worker
 * thread.  One solver at a time talks to DDS (a lock), whichever thread
 * calls it; a solver itself is for one thread at a time.  The app passes
 * g_cancellable_is_cancelled() and its GCancellable as the cancelled
 * function, as it does to the readers.  GLib only.
 */
#pragma once

#include <glib.h>
#include "valet-deal.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

#define VALET_DD_ERROR (valet_dd_error_quark ())
GQuark valet_dd_error_quark (void);
typedef enum {
  VALET_DD_ERROR_CANCELLED,
  VALET_DD_ERROR_SOLVER,       /* DDS refused: the deal is not whole */
} ValetDdError;

typedef struct {
  guint8 tricks[5][4];   /* [ValetDenom][declarer ValetSeat] */
} ValetDdTable;

/* The tricks declarer takes after each card the opening leader (on
 * declarer's left) can lead, by suit and rank; VALET_DD_NOT_HELD for a
 * card the leader does not hold (and VALET_DD_UNSOLVED, in the cache
 * only, for one not solved yet). */
#define VALET_DD_NOT_HELD 0xff
#define VALET_DD_UNSOLVED 0xfe
typedef struct {
  guint8 tricks[4][15];
} ValetDdLeads;

typedef struct {
  int   score;             /* seen from North-South */
  char *contracts;         /* DDS's words, "4S-NS", "5DX-EW", joined by ", ";
                            * "pass" when the par is to pass it out */
} ValetDdPar;

void           valet_dd_par_clear        (ValetDdPar *par);
/* The par as the hand records and board pages show it, seen from the
 * side that scores: "NS 980 (6S-NS)", "EW 460 (4H-EW)", "0 (pass)".
 * Data, as DDS words it, not prose: not translated. */
char          *valet_dd_par_text         (const ValetDdPar *par);

/* Told of each deal done, @done of @total. */
typedef void (*ValetDdProgressFunc) (guint done, guint total, gpointer data);

typedef struct _ValetDdSolver ValetDdSolver;

/* A solver whose cache is the file @cache_path (read now when it is
 * there; lines it cannot read are ignored), or in memory only (NULL). */
ValetDdSolver *valet_dd_solver_new        (const char *cache_path);
void           valet_dd_solver_free       (ValetDdSolver *solver);
/* $XDG_CACHE_HOME/valet/dd-cache.txt, the app's and valet-cli's. */
char          *valet_dd_default_cache_path (void);
/* Writes what is known to the cache file, atomically, when anything was
 * solved since it was read; TRUE when there is nothing to write. */
gboolean       valet_dd_solver_save       (ValetDdSolver *solver,
                                           GError       **error);

/* The tables of @n whole deals into @out, from the cache or solved.
 * FALSE with @error when cancelled (what was solved is kept) or DDS
 * fails. */
gboolean       valet_dd_solver_tables     (ValetDdSolver      *solver,
                                           const ValetDeal    *deals,
                                           guint               n,
                                           ValetDdTable       *out,
                                           ValetDdProgressFunc progress,
                                           ValetCancelledFunc  cancelled,
                                           gpointer            data,
                                           GError            **error);

/* A contract to solve the opening leads of. */
typedef struct {
  ValetDeal deal;
  guint8    denom;       /* ValetDenom */
  guint8    declarer;    /* ValetSeat */
} ValetDdLeadKey;

/* The leads of @n contracts into @out, as above. */
gboolean       valet_dd_solver_leads      (ValetDdSolver        *solver,
                                           const ValetDdLeadKey *keys,
                                           guint                 n,
                                           ValetDdLeads         *out,
                                           ValetDdProgressFunc   progress,
                                           ValetCancelledFunc    cancelled,
                                           gpointer              data,
                                           GError              **error);

/* One opening lead of a contract. */
typedef struct {
  ValetDdLeadKey key;
  guint8         suit;     /* ValetDenom, a suit */
  guint8         rank;     /* 2 .. 14 */
} ValetDdLead;

/* The tricks declarer takes after each of @n leads into @out
 * (VALET_DD_NOT_HELD for a card the leader does not hold): each solved
 * alone with the card played (SolveBoard's position after the lead), far
 * cheaper than every lead of the contract when the field made only a
 * few.  As above otherwise. */
gboolean       valet_dd_solver_lead_tricks (ValetDdSolver      *solver,
                                            const ValetDdLead  *leads,
                                            guint               n,
                                            guint8             *out,
                                            ValetDdProgressFunc progress,
                                            ValetCancelledFunc  cancelled,
                                            gpointer            data,
                                            GError            **error);

/* How many deals DDS solved for tables, and how many positions for
 * leads (a contract's every lead, or one lead played), since the solver
 * was made (the cache's answers not counted). */
guint          valet_dd_solver_n_tables_solved (ValetDdSolver *solver);
guint          valet_dd_solver_n_leads_solved  (ValetDdSolver *solver);

/* The par of a table for @dealer and @vul (DDS's DealerPar). */
gboolean       valet_dd_par               (const ValetDdTable *table,
                                           ValetSeat           dealer,
                                           ValetVulnerability  vul,
                                           ValetDdPar         *par,
                                           GError            **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetDdSolver, valet_dd_solver_free)

G_END_DECLS
