/* valet-result-fields.h: the fields of one table result as the results
 * files (Valet text, PBN, USEBIO, CSV) write them, turned into a
 * ValetResult.
 *
 * The readers of those formats share these so that a contract, a seat or
 * a lead means the same thing, and is refused with the same message,
 * whichever file it comes from.
 */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* Where a field was read, for messages. */
typedef struct {
  const char       *file;
  guint             line;
  ValetDiagnostics *diag;
} ValetFieldSource;

/* The texts of a result's play fields; @lead may be NULL or empty.
 * "-" and "?" in the lead (PBN: not relevant, unknown) mean no lead. */
typedef struct {
  const char *contract;
  const char *declarer;
  const char *tricks;
  const char *lead;
  /* The contract as messages quote it, when the file writes it otherwise
   * than @contract ("4 S x" for "4Sx"); NULL for @contract. */
  const char *contract_shown;
} ValetPlayFields;

/* Whether @contract (NULL: no) says the board was passed out, in any of
 * the words the results files use: P, Pass, AP, All Pass, Passed Out... */
gboolean valet_contract_is_pass    (const char *contract);

/* Whether @value (a player, a contract, a lead...) is given: not NULL
 * or blank, and not "?" (unknown) or "-" (not relevant), as PBN and the
 * programs that follow it write a missing value. */
gboolean valet_field_given         (const char *value);

/* A whole number from 0 to @max, digits only. */
gboolean valet_field_number        (const char *text,
                                    guint       max,
                                    guint      *out);

/* Fills the contract, declarer, tricks and lead of @r.  A result without
 * a lead takes the suit of the last lead read (*@carried_suit), as the
 * reference program reads its text files; a lead read updates it.  Returns FALSE after
 * reporting what is wrong. */
gboolean valet_parse_play_fields   (const ValetPlayFields  *fields,
                                    ValetResult            *r,
                                    guint8                 *carried_suit,
                                    const ValetFieldSource *src);

/* A lead card written either way round: suit first (SA, H7, DT, H10) or
 * rank first (AS, 7H, TD, 10H), as some programs write it; the suit
 * may also be a card symbol (♠A, A♠).  No suit letter is a rank, so the
 * two orders never read one text two ways.  Returns FALSE when @text
 * (white space around it ignored) is not a card. */
gboolean valet_parse_lead_any_order (const char *text,
                                     guint      *suit,
                                     guint      *rank);

/* @name as a player's tag is made from it: trimmed, runs of white space
 * made one space, '|' (the text format's separator) made '/', and cut
 * to VALET_NAME_MAX_CHARS characters (valet-text-limit.h), so that a
 * tag made from a name is never longer than a name: names that differ
 * only after their first 99 characters are one player.  NULL is taken
 * as "". */
char    *valet_clean_name          (const char *name);

/* The player called @name, added on first sight.  The tag is made from
 * the name (white space collapsed, '|' written as '/'), so the same name
 * always gives the same player.  A name longer than VALET_NAME_MAX_CHARS
 * characters is cut, with a warning for @src.  Returns FALSE for an
 * empty name. */
gboolean valet_player_for_name     (ValetTournament        *t,
                                    const char             *name,
                                    const ValetFieldSource *src,
                                    guint                  *index);

/* The same for a player known only by a tag (a pair number and a seat
 * letter, say): the name is @name. */
guint    valet_player_for_tag      (ValetTournament *t,
                                    const char      *tag,
                                    const char      *name,
                                    guint            line);

/* The player whose tag is @id, from a player id column (PBN's
 * PlayerId_N ..., CSV's north_id ...) that Valet's writers put beside
 * the names so that tags, and with them the order of a pair's players,
 * come back as they were.  Added on first sight with @name as given, or
 * with the id itself when @name is NULL or empty (a name too long is cut,
 * with a warning).  A later, different name for the same id is reported
 * as a warning, and the first kept. */
guint    valet_player_for_id       (ValetTournament        *t,
                                    const char             *id,
                                    const char             *name,
                                    const ValetFieldSource *src);

G_END_DECLS
