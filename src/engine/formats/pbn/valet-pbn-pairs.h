/* valet-pbn-pairs.h: the pairs of PBN score tables and their names.
 *
 * Where a score table numbers its pairs (PairId_NS, PairId_EW), a pair is
 * known by its section, its direction when the movement numbers the two
 * directions apart (a Mitchell: some board has one number on both
 * sides), and its number, as valet-numbered-pairs.h tells for every
 * reader of numbered pairs; the whole file is one movement.  Names only label it: two pairs are never one
 * because their names look alike (BridgeComposer gives surnames only,
 * "Surname-Surname", and one surname is often two people), and a pair
 * is one pair whatever names its rows give (the first are kept, and a
 * change is a warning).
 *
 * Its players' tags are made from the pair key, "<section><NS|EW><id>a"
 * (North or East) and "...b" (South or West); where the score table
 * gives the players' own names ("A;B", "A - B") and no other pair seat
 * uses one of them, that name is the tag, as a reader by name makes it.
 * Names come from Names_NS / Names_EW, or from the TotalScoreTable's
 * Names where the score tables give numbers only (Magic Contest); a
 * partnership name (one name) names both players.
 */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

typedef enum {
  VALET_PBN_NAMES_NONE,         /* "-", "?" or empty */
  VALET_PBN_NAMES_PERSONS,      /* "A;B" (PBN 2.1) or "A - B": each player's name */
  VALET_PBN_NAMES_SURNAMES,     /* "Surname-Surname" (BridgeComposer) */
  VALET_PBN_NAMES_PARTNERSHIP,  /* anything else: one name for the pair */
} ValetPbnNamesKind;

/* Why a names cell is not two names. */
typedef enum {
  VALET_PBN_NAMES_OK,
  VALET_PBN_NAMES_ONE,          /* no separator */
  VALET_PBN_NAMES_MANY,         /* can be split in more than one place */
  VALET_PBN_NAMES_EMPTY_HALF,   /* a separator with nothing on one side */
} ValetPbnNamesProblem;

typedef struct {
  ValetPbnNamesKind    kind;
  ValetPbnNamesProblem problem;   /* for VALET_PBN_NAMES_PARTNERSHIP */
  char                *name[2];   /* a partnership's is the whole name, twice */
} ValetPbnNames;

void           valet_pbn_names_parse  (const char    *cell,
                                       ValetPbnNames *out);
void           valet_pbn_names_clear  (ValetPbnNames *names);

/* A name as compared: cleaned as valet_clean_name() cleans it, and case
 * folded. */
char          *valet_pbn_folded_name  (const char *name);

typedef struct _ValetPbnPairs ValetPbnPairs;

ValetPbnPairs *valet_pbn_pairs_new    (void);
void           valet_pbn_pairs_free   (ValetPbnPairs *pairs);

/* A row of a TotalScoreTable: @direction as written ("N-S", "EW", or
 * NULL); @names is taken over; @team is the pair's team, country or
 * club, or NULL. */
void           valet_pbn_pairs_add_total (ValetPbnPairs *pairs,
                                          const char    *section,
                                          const char    *direction,
                                          const char    *id,
                                          ValetPbnNames *names,
                                          const char    *team,
                                          guint          line);

/* One side (0: North-South) of a score table row with a pair number;
 * @names is taken over.  Returns the handle of the side, for
 * valet_pbn_pairs_players(). */
guint          valet_pbn_pairs_add_side  (ValetPbnPairs *pairs,
                                          const char    *section,
                                          guint          side,
                                          const char    *id,
                                          guint          round,
                                          guint          board,
                                          ValetPbnNames *names,
                                          const char    *team,
                                          guint          line);

/* Once every side is added: tells a Mitchell from the rest, names the
 * pairs and adds their players to @t, with the first team a score
 * table gives the pair, else its TotalScoreTable's. */
void           valet_pbn_pairs_make_players (ValetPbnPairs    *pairs,
                                             ValetTournament  *t,
                                             const char       *file,
                                             ValetDiagnostics *diag);

/* The players of side @handle: North or East, then South or West. */
void           valet_pbn_pairs_players   (ValetPbnPairs *pairs,
                                          guint          handle,
                                          guint         *first,
                                          guint         *second);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetPbnPairs, valet_pbn_pairs_free)

G_END_DECLS
