/* valet-weighted-set.h: a multiset of scores with weights, for summing
 * IMPs or matchpoints of one score against all of them at once.
 *
 * Every Valet quantity is an average of IMPs (or matchpoints) of one score
 * against many others.  Kept sorted with prefix sums of the weights, the
 * sum against the whole set costs a few binary searches (one per IMP step)
 * instead of one comparison per table, so a board with T tables costs
 * O(T log T) in all rather than O(T^2).
 */
#pragma once

#include <glib.h>
#include "valet-bridge.h"

G_BEGIN_DECLS

typedef struct _ValetWeightedSet ValetWeightedSet;

ValetWeightedSet *valet_weighted_set_new      (void);
void              valet_weighted_set_free     (ValetWeightedSet *set);

/* Empties the set, keeping its storage. */
void              valet_weighted_set_clear    (ValetWeightedSet *set);
void              valet_weighted_set_add      (ValetWeightedSet *set,
                                               int               value,
                                               double            weight);
/* Sorts and merges; call after the last add and before any query. */
void              valet_weighted_set_seal     (ValetWeightedSet *set);

/* The weights added in all: kept for tests/engine/test-weighted-set.c,
 * which checks the merging against it. */
double            valet_weighted_set_total    (const ValetWeightedSet *set);
gboolean          valet_weighted_set_contains (const ValetWeightedSet *set,
                                               int               value);

/* Sum over the set of weight * IMPs(x - value), with the IMP steps given
 * by valet_imp_thresholds(). */
double            valet_weighted_set_imp_sum  (const ValetWeightedSet *set,
                                               int               x,
                                               const int        *thresholds);

/* Sum over the set of weight * sign(x - value). */
double            valet_weighted_set_mp_sum   (const ValetWeightedSet *set,
                                               int               x);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetWeightedSet, valet_weighted_set_free)

G_END_DECLS
