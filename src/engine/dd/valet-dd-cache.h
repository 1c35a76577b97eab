/* valet-dd-cache.h: what the double-dummy solver solved, by the deal's
 * cards, in memory and in a simple text file.
 *
 * The file has one line a deal or a contract's leads:
 *   T N:<deal> <20 digits: S H D C NT, each declarer N E S W>
 *   L N:<deal> <strain> <declarer> <52 digits: S H D C, each 2 .. A>
 * digits hexadecimal, "-" for a card the leader does not hold, "." for
 * one not solved yet.  It is
 * written whole, atomically; lines that cannot be read are skipped (a
 * cache is only ever a shortcut). */
#pragma once

#include <glib.h>
#include "valet-dd.h"

G_BEGIN_DECLS

typedef struct _ValetDdCache ValetDdCache;

ValetDdCache       *valet_dd_cache_new          (const char *path);
void                valet_dd_cache_free         (ValetDdCache *cache);
const ValetDdTable *valet_dd_cache_table        (ValetDdCache    *cache,
                                                 const ValetDeal *deal);
void                valet_dd_cache_add_table    (ValetDdCache       *cache,
                                                 const ValetDeal    *deal,
                                                 const ValetDdTable *table);
/* The leads known of a contract, some perhaps VALET_DD_UNSOLVED; NULL
 * when none is.  valet_dd_cache_leads_mutable() may be changed in place
 * (then call valet_dd_cache_touch()). */
const ValetDdLeads *valet_dd_cache_leads        (ValetDdCache         *cache,
                                                 const ValetDdLeadKey *key);
ValetDdLeads       *valet_dd_cache_leads_mutable (ValetDdCache         *cache,
                                                  const ValetDdLeadKey *key);
void                valet_dd_cache_touch        (ValetDdCache         *cache);
void                valet_dd_cache_add_leads    (ValetDdCache         *cache,
                                                 const ValetDdLeadKey *key,
                                                 const ValetDdLeads   *leads);
gboolean            valet_dd_cache_save         (ValetDdCache *cache,
                                                 GError      **error);

G_END_DECLS
