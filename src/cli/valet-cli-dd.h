/* valet-cli-dd.h: valet-cli's double-dummy parts: the tables of the
 * deals read (--dd's tableau columns) and the hand records
 * (--hand-records), solved with the user's cache
 * ($XDG_CACHE_HOME/valet/dd-cache.txt) so that a file is solved once. */
#pragma once

#include <glib.h>
#include "valet-dd.h"
#include "valet-run.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

typedef struct _ValetCliDd ValetCliDd;

/* The tables of every deal of @t, solved or from the cache (which is
 * then written back; a cache that cannot be written is said on standard
 * error, and only costs time next run).  NULL with @error when DDS
 * fails. */
ValetCliDd *valet_cli_dd_new    (ValetTournament *t,
                                 GError         **error);
void        valet_cli_dd_free   (ValetCliDd *dd);
/* A ValetTableauDdFunc: the tricks for @r's contract as declared. */
int         valet_cli_dd_tricks (const ValetResult *r,
                                 gpointer           dd);
/* The hand records of @t with their tables and par, as text. */
void        valet_cli_dd_append_hand_records (ValetCliDd *dd,
                                              GString    *out);

/* --dd's pairs against double dummy: after the ranking, each ranked
 * pair's Declarer vs DD and Lead vs DD (valet-dd-versus.h), the
 * results' opening leads solved (or from the cache) first.  In CSV, one
 * row a pair with @separator: rank, pair, then each mean and the
 * half-width of its 95 % interval.  FALSE with @error when DDS fails. */
gboolean    valet_cli_dd_append_versus       (ValetCliDd *dd,
                                              ValetRun   *run,
                                              gboolean    csv,
                                              const char *separator,
                                              GString    *out,
                                              GError    **error);

/* --hand-records of a hand record alone (deals, no results, which the
 * readers refuse as results): prints them on standard output.  The exit
 * status. */
int         valet_cli_dd_print_hand_records  (ValetTournament *t);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetCliDd, valet_cli_dd_free)

G_END_DECLS
