/* valet-usebio-private.h: what the parts of the USEBIO reader share.
 *
 * valet-usebio-reader.c reads the XML (with libxml2) into the records
 * below; valet-usebio-sections.c turns them into results once the file
 * is read, since a traveller line's pairs may be listed after it and a
 * section's deals decide how its rounds are numbered;
 * valet-usebio-encoding.c says how the bytes are to be decoded.
 */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* Lines with bytes that are not UTF-8 (or NUL bytes, or problems libxml2
 * reads past) named one by one; the rest counted. */
#define USEBIO_MAX_BAD_LINES 10

typedef enum {
  F_NS = 0,
  F_EW,
  F_CONTRACT,
  F_PLAYED_BY,
  F_TRICKS,
  F_LEAD,
  F_SCORE,
  N_FIELDS
} UsebioField;

/* The elements of a TRAVELLER_LINE, by UsebioField. */
extern const char *const valet_usebio_field_names[N_FIELDS];

/* A SESSION or a SECTION. */
typedef struct {
  char       *id;        /* SESSION_NUMBER, SECTION_ID ... as given, or NULL */
  guint       ordinal;   /* 1, 2, ... among its kind */
  GHashTable *hands;     /* of a section: board number -> its deal */
} UsebioScope;

/* The team of the pair as a whole, in UsebioPair.team after its
 * players'. */
#define PAIR_TEAM 2

typedef struct {
  char  *number;
  char  *direction;   /* "NS", "EW" or "" */
  GPtrArray *names;
  guint  line;
  int    session, section;
  guint  n_players;   /* PLAYER elements begun */
  char  *team[3];     /* of its first two PLAYERs, then PAIR_TEAM; or NULL */
  guint  team_pick[3];  /* which of the team elements, none before one */
  /* The NATIONAL_ID_NUMBER of its first two PLAYERs, or NULL: the key of
   * one person across events (valet_tournament_player_number()). */
  char  *player_number[2];
} UsebioPair;

typedef struct {
  char  *field[N_FIELDS];
  guint  round, board;
  gboolean board_named;   /* inside a BOARD, after its BOARD_NUMBER */
  gboolean board_ok;      /* and it was good */
  guint  line;
  int    session, section;
} UsebioLine;

/* What the file gave, as read. */
typedef struct {
  ValetTournament  *t;
  const char       *file;
  ValetDiagnostics *diag;
  gboolean    form_warned;          /* about an EVENT_TYPE (valet-scoring-form.h) */
  GPtrArray  *sessions, *sections;  /* UsebioScope */
  GHashTable *event_hands;          /* deals given outside any section */
  GPtrArray  *pairs;                /* UsebioPair */
  GPtrArray  *lines;                /* UsebioLine, in file order */
  /* Lines with a SCORE and no CONTRACT: said once, at the first. */
  guint       scores_only, scores_only_line;
} UsebioRecords;

void valet_usebio_scope_free (gpointer scope);
void valet_usebio_pair_free  (gpointer pair);
void valet_usebio_line_free  (gpointer line);

/* Every line of @u into its tournament, in file order, with the pairs
 * found for it; a line that cannot be added is said and counted as left
 * out. */
void valet_usebio_add_lines  (UsebioRecords *u);
/* The deals of @u's boards into its tournament, after the rounds are
 * numbered (valet-usebio-deals.c). */
void valet_usebio_keep_deals (UsebioRecords *u);

/* How libxml2 is to read the bytes of a file. */
typedef struct {
  const char *data;
  gsize       length;
  char       *owned;       /* @data, when it had to be made anew */
  /* The encoding to read the bytes in whatever the XML declaration says
   * ("UTF-8" or a legacy one), or NULL to leave it to libxml2: the
   * declaration, else a byte order mark, else UTF-8. */
  const char *charset;
  /* The bytes are an ASCII superset, so that tags can be found in them
   * for their lines (not UTF-16 or UTF-32). */
  gboolean    ascii_superset;
} UsebioInput;

/* @data (@length bytes) as libxml2 is to read it, with a warning for
 * each thing changed. */
void valet_usebio_input_prepare (UsebioInput      *in,
                                 const char       *data,
                                 gsize             length,
                                 const char       *file,
                                 ValetDiagnostics *diag);
void valet_usebio_input_clear   (UsebioInput      *in);

/* Readies libxml2 for parsing, once for the program. */
void valet_usebio_init_libxml (void);

G_END_DECLS
