/* valet-numbered-pairs.h: pairs known by their numbers, as the readers of
 * PBN score tables, USEBIO and Bridgemate databases all know them.
 *
 * A file that numbers its pairs says where each number sat: a place (a
 * section, or a session's section), a round, a board and a side.  A
 * Mitchell movement numbers North-South and East-West apart, so that
 * NS 1 and EW 1 are two pairs: then some board of a place has one number
 * on both sides.  In a Howell each pair sits one direction at any one
 * table of a board, and a number is one pair whatever side it sits.  A
 * pair's key is its section, its direction where the numbers go by
 * direction, and its number: "ANS3", else "A3".
 *
 * Players of a reader's own making, for pairs the file gives only by
 * their numbers (placeholders, "Pair ANS3a") or players it names in one
 * seat only, are made once for each key the reader knows them by, with
 * a tag no player has yet.
 */
#pragma once

#include <glib.h>
#include "valet-tournament.h"

G_BEGIN_DECLS

/* How a tag that is taken is told apart: "tag (2)", "tag (3)" ... in
 * PBN and USEBIO files, "tag-2", "tag-3" ... in Bridgemate's. */
typedef enum {
  VALET_TAG_SUFFIX_PARENS,
  VALET_TAG_SUFFIX_DASH,
} ValetTagSuffix;

typedef struct _ValetNumberedPairs ValetNumberedPairs;

ValetNumberedPairs *valet_numbered_pairs_new   (ValetTournament *t,
                                                ValetTagSuffix   suffix);
void                valet_numbered_pairs_free  (ValetNumberedPairs *np);

/* ---- the movement ---- */

/* Pair @number sat on @side (0: North-South) of @board in @round at
 * @place.  A reader whose boards travel from round to round gives one
 * round (0) for all. */
void     valet_numbered_pairs_seat             (ValetNumberedPairs *np,
                                                const char         *place,
                                                guint               round,
                                                guint               board,
                                                guint               side,
                                                const char         *number);
/* Whether the pairs of @place are numbered by direction (a Mitchell):
 * some board there had one number on both sides. */
gboolean valet_numbered_pairs_by_direction     (ValetNumberedPairs *np,
                                                const char         *place);
/* Whether any place's pairs are. */
gboolean valet_numbered_pairs_any_by_direction (ValetNumberedPairs *np);

/* The key of pair @number on @side of @section: "ANS3" where the
 * section numbers by direction, else "A3". */
char    *valet_numbered_pair_key               (const char *section,
                                                gboolean    by_direction,
                                                guint       side,
                                                const char *number);

/* ---- players of the reader's own making ---- */

/* A tag no player has yet: @stem, else @stem with the first free suffix.
 * The tag is to be given to a player before the next call: the number
 * to try next is kept for each stem, so that many pairs whose stems
 * read alike do not each try every number before theirs. */
char    *valet_numbered_pairs_free_tag         (ValetNumberedPairs *np,
                                                const char         *stem);
/* A player added with a free tag made from @stem. */
guint    valet_numbered_pairs_add_player       (ValetNumberedPairs *np,
                                                const char         *stem,
                                                const char         *name,
                                                guint               line);
/* The player the reader knows by @key, if it was made. */
gboolean valet_numbered_pairs_lookup           (ValetNumberedPairs *np,
                                                const char         *key,
                                                guint              *player);
/* The player known by @key: made on first sight, as
 * valet_numbered_pairs_add_player() makes one, the same one after. */
guint    valet_numbered_pairs_player           (ValetNumberedPairs *np,
                                                const char         *key,
                                                const char         *stem,
                                                const char         *name,
                                                guint               line);

/* "Pair <stem>a" for player @k 0 (North or East), "...b" for 1. */
char    *valet_placeholder_name                (const char *stem,
                                                guint       k);
/* Player @k of the pair known by @key that the file gives no names for:
 * tagged "<tag_stem>a" (or "...b"), free, and named "Pair <name_stem>a";
 * made on first sight. */
guint    valet_numbered_pairs_placeholder      (ValetNumberedPairs *np,
                                                const char         *key,
                                                const char         *tag_stem,
                                                const char         *name_stem,
                                                guint               k,
                                                guint               line);
/* Whether the placeholders of @key were made, and then they. */
gboolean valet_numbered_pairs_placeholders     (ValetNumberedPairs *np,
                                                const char         *key,
                                                guint               players[2]);

/* ---- pairs known by tag, with their numbers beside ---- */

/* Results whose players a reader took by their tags (Valet's own PBN
 * and CSV) still carry the pairs' numbers: they are kept here as the
 * rows come, and the pairs labelled from them all once every result is
 * in the tournament, by direction where some board of the file has one
 * number on both sides, as valet_numbered_pairs_by_direction() tells. */
typedef struct _ValetPairNumbers ValetPairNumbers;

ValetPairNumbers *valet_pair_numbers_new   (void);
void              valet_pair_numbers_free  (ValetPairNumbers *pn);
/* The pairs of result @result (of @round and @board) are @ns and @ew of
 * @section ("" for none); NULL or "" for a side without a number. */
void              valet_pair_numbers_add   (ValetPairNumbers *pn,
                                            guint             result,
                                            const char       *section,
                                            guint             round,
                                            guint             board,
                                            const char       *ns,
                                            const char       *ew);
/* Gives the pairs of the results added their labels. */
void              valet_pair_numbers_label (ValetPairNumbers *pn,
                                            ValetTournament  *t);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetPairNumbers, valet_pair_numbers_free)

/* ---- writing them back ---- */

/* Whether the PBN and CSV writers can write @t's pair numbers
 * (valet_tournament_pair_label()) for a reader to know the pairs by
 * again: every pair that plays has one, no two pairs share one (a
 * substitute given the number of the pair it replaced would be read
 * back as that pair), and the two pairs of a result are of one section
 * (a row has one Section cell).  *@sections says whether some pair has a
 * section. */
gboolean valet_pair_labels_writable            (ValetTournament *t,
                                                gboolean        *sections);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetNumberedPairs, valet_numbered_pairs_free)

G_END_DECLS
