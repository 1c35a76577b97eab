/* valet-identity.h: one person across events.
 *
 * Every event names its players by its own tags; a season needs to know
 * which of them are the same person.  Players are added event by event,
 * each with the key "event:tag" (the event's key, a colon, the player's
 * tag: the form the library stores decisions under), a name and, where
 * the file gives one, a number (USEBIO player number, Bridgemate player
 * number, PBN id).  The automatic rule:
 *
 *   - players with the same number are one person; different numbers
 *     are different people, whatever their names;
 *   - a player without a number is the person whose normalised name
 *     (valet-person-name.h) is the same: the one numbered person of
 *     that name, or the other unnumbered players of that name.  When
 *     several numbered people share the name, it joins none of them and
 *     each is proposed.
 *
 * What the rule cannot settle is proposed (initials, words in another
 * order, a name shared by several numbers) for a person to confirm.
 * Decisions (merge, split, keep apart) are kept as a list, applied in
 * order after the rule; undo drops the last one and recomputes.  Keys a
 * decision names that are not among the players (an event outside this
 * selection) are kept and pass over.
 */
#pragma once

#include <glib.h>
#include "valet-tournament.h"

G_BEGIN_DECLS

#define VALET_NO_PERSON G_MAXUINT

typedef enum {
  /* The persons of player keys a and b are one person. */
  VALET_IDENTITY_MERGE = 0,
  /* Player key a is a person of its own (b unused, may be NULL). */
  VALET_IDENTITY_SPLIT,
  /* The persons of a and b are different: their proposal goes. */
  VALET_IDENTITY_KEEP_APART
} ValetIdentityKind;

/* The kind as storage writes it: "merge", "split", "keep-apart"; and
 * back (FALSE for another word). */
const char    *valet_identity_kind_to_string   (ValetIdentityKind  kind);
gboolean       valet_identity_kind_from_string (const char        *text,
                                                ValetIdentityKind *out);

typedef struct {
  ValetIdentityKind kind;
  char             *a;          /* "event:tag" */
  char             *b;          /* "event:tag", or NULL for a split */
} ValetIdentityDecision;

typedef enum {
  VALET_PROPOSAL_INITIALS = 0,  /* "J. Smith" and "John Smith" */
  VALET_PROPOSAL_WORD_ORDER,    /* "Smith John" and "John Smith" */
  /* A player without a number whose name several numbered people have. */
  VALET_PROPOSAL_SHARED_NAME
} ValetProposalReason;

typedef struct {
  guint               person_a;
  guint               person_b;
  ValetProposalReason reason;
  /* A player of each, as the merge decision names them. */
  const char         *key_a;
  const char         *key_b;
} ValetProposal;

typedef struct _ValetIdentity ValetIdentity;

ValetIdentity *valet_identity_new          (void);
void           valet_identity_free         (ValetIdentity *identity);

/* The player key "event:tag"; free with g_free. */
char          *valet_identity_player_key   (const char *event_key,
                                            const char *tag);

/* Adds one player of event @event_key; @number may be NULL or blank
 * (none).  FALSE when the key is there already (nothing changes). */
gboolean       valet_identity_add_player   (ValetIdentity *identity,
                                            const char    *event_key,
                                            const char    *tag,
                                            const char    *name,
                                            const char    *number);
/* Every player of @t but placeholders (a placeholder is no person),
 * with its UTF-8 name and number (valet_tournament_player_number()). */
void           valet_identity_add_tournament (ValetIdentity   *identity,
                                              const char      *event_key,
                                              ValetTournament *t);

guint          valet_identity_n_players    (ValetIdentity *identity);
const char    *valet_identity_player_key_at (ValetIdentity *identity,
                                             guint          player);

/* Decisions, in the order applied. */
/* Appends a decision; FALSE (and nothing kept) when @a or, for a merge
 * or keep-apart, @b is not a player here: what a person asks must name
 * players that are there. */
gboolean       valet_identity_decide       (ValetIdentity     *identity,
                                            ValetIdentityKind  kind,
                                            const char        *a,
                                            const char        *b);
/* Replaces the list with @n decisions as stored (copied), those naming
 * absent players included. */
void           valet_identity_set_decisions (ValetIdentity               *identity,
                                             const ValetIdentityDecision *decisions,
                                             guint                        n);
guint          valet_identity_n_decisions  (ValetIdentity *identity);
const ValetIdentityDecision *valet_identity_decision (ValetIdentity *identity,
                                                      guint          index);
/* Drops the last decision; FALSE when there is none. */
gboolean       valet_identity_undo         (ValetIdentity *identity);

/* Persons: numbered from 0 in order of their first player added.  The
 * clusters are recomputed on the first question after a change. */
guint          valet_identity_n_persons    (ValetIdentity *identity);
/* The person of the player with key "event:tag", or VALET_NO_PERSON. */
guint          valet_identity_person_of    (ValetIdentity *identity,
                                            const char    *event_key,
                                            const char    *tag);
guint          valet_identity_person_of_key (ValetIdentity *identity,
                                             const char    *key);
/* The name the person's players are most often given (the first seen
 * on a tie), and the number, NULL when none has one. */
const char    *valet_identity_person_name  (ValetIdentity *identity,
                                            guint          person);
const char    *valet_identity_person_number (ValetIdentity *identity,
                                             guint          person);
/* The person's player keys, in the order added. */
guint          valet_identity_person_n_players (ValetIdentity *identity,
                                                guint          person);
const char    *valet_identity_person_player (ValetIdentity *identity,
                                             guint          person,
                                             guint          index);

/* Pairs of persons that may be one, with the reason: to confirm with a
 * merge, or dismiss with a keep-apart.  Persons with different numbers
 * are never proposed.  In order of the first person, then the second. */
guint          valet_identity_n_proposals  (ValetIdentity *identity);
const ValetProposal *valet_identity_proposal (ValetIdentity *identity,
                                              guint          index);
/* The reason in words, translated. */
const char    *valet_proposal_reason_text  (ValetProposalReason reason);

/* A partnership: its two persons, lower first, as one 64-bit key. */
guint64        valet_partnership_key       (guint person_a,
                                            guint person_b);
/* A hash of a partnership key (a guint64 *) for GHashTable, with
 * g_int64_equal. */
guint          valet_partnership_hash      (gconstpointer key);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetIdentity, valet_identity_free)

G_END_DECLS
