/* valet-bws-private.h: what the parts of the Bridgemate reader share.
 *
 * valet-bws-tables.c opens the database with libmdb and reads its tables
 * (ReceivedData, Section, Session, PlayerNumbers, PlayerNames, RoundData)
 * into the records below; valet-bws-reader.c turns them into results:
 * entries made twice, the movement, the players of each seat, and the
 * results themselves.
 */
#pragma once

#include <glib.h>
#include <mdbtools.h>

#include "valet-diagnostics.h"
#include "valet-numbered-pairs.h"
#include "valet-sit-outs.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

#define MAX_NUMBER 9999
/* Bridgemate numbers rounds in three digits. */
#define BWS_MAX_ROUND 999

typedef struct {
  guint    id;            /* the ID column, or the place in the table */
  guint    section, table, round, board;
  guint    pair[2];       /* NS, EW */
  guint    declarer_pair; /* 0 when not given */
  char    *seat, *contract, *result, *lead, *remarks;
  char    *when;          /* "YYYY-MM-DD HH:MM:SS" from DateLog and TimeLog */
  guint    key_round;     /* the round the result is compared in */
  gboolean replaced;      /* entered again later at the same table and round */
} Record;

/* Pair @pair of @section sat out board @board of @round (record @id). */
typedef struct {
  guint section, pair, round, board, id;
} BwsSatOut;

typedef struct {
  guint section, table, round;
  char  direction;        /* N, E, S or W */
  char *number, *name;
  guint place;            /* in PlayerNumbers, from 1 */
} Seating;

typedef struct {
  guint round;
  guint player;
  guint place;
} SeatPlayer;

typedef struct {
  ValetTournament  *t;
  const char       *file;
  ValetDiagnostics *diag;
  const guchar     *data;
  gsize             length;
  guint             page_size;
  MdbHandle        *mdb;
  GHashTable       *catalog;       /* table name, lower case -> definition page */
  GHashTable       *letters;       /* section id -> its letter */
  GArray           *records;       /* Record, erased ones not kept */
  GArray           *seatings;      /* Seating */
  GHashTable       *names;         /* player number -> name, from PlayerNames */
  GHashTable       *at_table;      /* "section/table/round" -> NS << 16 | EW */
  guint             max_round;
  GHashTable       *seat_players;  /* pair key + 'a'/'b' -> GArray of SeatPlayer */
  /* The movement, by section number ("3"), and the players of the
   * reader's own making. */
  ValetNumberedPairs *numbered;
  /* Records that seat a pair against nobody (pair 0, a phantom pair):
   * BwsSatOut, said once per pair when all are known. */
  GArray             *sat_out;
} Bws;


void        valet_bws_init          (Bws              *b,
                                     ValetTournament  *t,
                                     const char       *file,
                                     ValetDiagnostics *diag);
void        valet_bws_clear         (Bws              *b);

/* One warning per pair that sat out, in the order of their records. */
void        valet_bws_report_sit_outs (Bws            *b);

/* Opens the database of @data (@length bytes) and reads its tables into
 * @b; FALSE, after saying why, when it holds no results to read. */
gboolean    valet_bws_read_database (Bws              *b,
                                     const char       *data,
                                     gsize             length);

/* The section's letter, or its number where Section does not name it. */
const char *valet_bws_section_label (Bws              *b,
                                     guint             section);
/* Whether a player's Number is one: not empty, not all zeros. */
gboolean    valet_bws_number_given  (const char       *number);

/* Calls @row with each row of table @name: the values of @columns, NULL
 * for a column the table lacks.  FALSE when the table is not there (or
 * is damaged, which is said). */
typedef void (*ValetBwsRowFunc) (Bws               *b,
                                 const char *const *values,
                                 gpointer           data);
gboolean    valet_bws_each_row      (Bws               *b,
                                     const char        *name,
                                     const char *const *columns,
                                     guint              n,
                                     ValetBwsRowFunc    row,
                                     gpointer           data);
/* The deals of the HandRecord table, with HandEvaluation's tricks as the
 * file's double-dummy table, into @b's tournament (valet-bws-deals.c). */
void        valet_bws_keep_deals    (Bws               *b);

G_END_DECLS
