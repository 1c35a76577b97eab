/* valet-person-name.h: players' names made comparable across events.
 *
 * Files write one person's name many ways: "Müller, Jürgen", "JURGEN
 * MULLER", "Jürgen  Müller".  The normalised form folds case, drops
 * accents, turns punctuation into spaces and puts "Surname, First" in
 * the order "First Surname", so that those three read "jurgen muller".
 * What normalisation cannot settle (initials, words in another order
 * without a comma) is left to a person to confirm: see
 * valet_person_names_may_match().
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The normalised words of @name, each a run of letters and digits,
 * lower case, accents dropped; "Surname, First" reordered.  Invalid
 * UTF-8 is made valid first.  An empty vector for a name without
 * letters or digits.  Free with g_strfreev. */
char   **valet_person_name_words     (const char *name);
/* The words joined by single spaces: two names with the same key are
 * taken for one person (when numbers do not say otherwise). */
char    *valet_person_name_key       (const char *name);
/* The key with its words sorted: "smith john" and "john smith" share
 * it. */
char    *valet_person_name_sorted_key (const char *key);

typedef enum {
  VALET_NAME_DIFFERENT = 0,
  VALET_NAME_SAME,              /* the same key */
  VALET_NAME_WORD_ORDER,        /* the same words in another order */
  VALET_NAME_INITIALS           /* "j smith" and "john smith" */
} ValetNameMatch;

/* How two keys (valet_person_name_key()) compare: the same, the same
 * words in another order, or the same surname (the last word) with
 * given names that agree where one of them is an initial. */
ValetNameMatch valet_person_names_may_match (const char *key_a,
                                             const char *key_b);

G_END_DECLS
