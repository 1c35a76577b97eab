/* valet-pbn-private.h: what the parts of the PBN reader share.
 *
 * valet-pbn-reader.c reads the file's tags, games and sections, and
 * makes the results once it is read; valet-pbn-tables.c reads the
 * headers and rows of its ScoreTables and TotalScoreTables, and
 * valet-pbn-artificial.c the artificial scores their score cells give.
 * The pairs the rows number are valet-pbn-pairs.c's, games played one
 * per table valet-pbn-games.c's.
 */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"
#include "valet-pbn-deals.h"
#include "valet-pbn-games.h"
#include "valet-pbn-pairs.h"
#include "valet-sit-outs.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* ScoreTable columns read, by their names in valet-pbn-tables.c. */
typedef enum {
  COL_ROUND = 0,
  COL_TABLE,
  COL_SECTION,
  COL_PAIR_NS,
  COL_PAIR_EW,
  COL_NAMES_NS,
  COL_NAMES_EW,
  COL_CONTRACT,
  COL_DECLARER,
  COL_RESULT,
  COL_LEAD,
  COL_ID_N,    /* PlayerId_N ... PlayerId_W: by ValetSeat */
  COL_ID_E,
  COL_ID_S,
  COL_ID_W,
  COL_NAME_N,  /* PlayerName_N ... PlayerName_W: by ValetSeat */
  COL_NAME_E,
  COL_NAME_S,
  COL_NAME_W,
  COL_WEIGHT,  /* Valet's own: an outcome's weight, a weighted score */
  COL_SIDE,    /* Valet's own: NS or EW, one side's line of a split score */
  N_KNOWN
} Known;

/* TotalScoreTable columns read: the names of numbered pairs. */
typedef enum {
  TOTAL_PAIR_ID,
  TOTAL_NAMES,
  TOTAL_SECTION,
  TOTAL_DIRECTION,
  N_TOTAL
} TotalColumn;

/* How a side of a row says who played. */
typedef enum {
  SIDE_BY_PAIR,   /* a pair number, which names only label */
  SIDE_BY_NAMES,  /* the players' names */
  SIDE_BY_IDS,    /* PlayerId cells (Valet's own files) */
} SideMode;

typedef struct {
  ValetResult   r;
  char         *section;
  SideMode      mode[2];
  char         *id[2];       /* pair number of NS, EW (SIDE_BY_PAIR; or
                              * SIDE_BY_IDS beside the tags, NULL if none) */
  ValetPbnNames names[2];    /* their label */
  char         *player_id[4];    /* SIDE_BY_IDS, by seat */
  char         *player_name[4];  /* SIDE_BY_IDS and SIDE_BY_NAMES, by seat */
  guint         handle[2];   /* of the side in the pairs, SIDE_BY_PAIR */
  char         *team[2];     /* of NS, EW, or NULL */
  guint         table;       /* the Table column's, 0 when not given */
} Row;

/* What the rows of the current score table are. */
typedef enum {
  TABLE_NONE,       /* no table open */
  TABLE_READ,       /* rows are read */
  TABLE_LEFT_OUT,   /* rows are table results that cannot be read: counted */
  TABLE_FREQUENCY,  /* rows are not table results */
} TableState;

typedef struct {
  char *value;
  guint line;
} Vulnerability;

/* The columns an artificial score is read from, for North-South then
 * East-West, or -1: Score_NS "A+", Percentage_NS 60, MP_NS 25.2; and a
 * score column of no side ("Score"). */
typedef struct {
  int score[2];
  int percentage[2];
  int mp[2];
  int score_any;
} AdjustedColumns;

typedef struct {
  ValetTournament  *t;
  const char       *file;
  ValetDiagnostics *diag;
  const char       *data, *p, *end;
  guint             line;      /* of the character at p */
  const char       *legacy;    /* the encoding of text that is not UTF-8 */

  /* The current game. */
  gboolean          in_game;
  gboolean          board_ok;
  guint             board, board_line;
  guint             last_board;         /* of the game before, 0 when none */
  gboolean          has_table;          /* of any kind */
  gboolean          has_result_table;   /* one that says who played */
  char             *section;            /* its [Section] */
  char             *match_tag[2];       /* the last [Event] and [Stage] */
  char             *team_tag[2];        /* the last [HomeTeam] and [VisitTeam] */
  ValetPbnGame      game;               /* its tags, for one game per table */
  gboolean          want_play_line;     /* the first card follows */
  char             *previous[VALET_PBN_GAME_N_TAGS];  /* for "#" */
  guint             n_games;
  gboolean          form_warned;        /* about a [Scoring] */

  /* The current ScoreTable. */
  TableState        table;
  int               col[N_KNOWN];
  guint             n_cols;
  AdjustedColumns   adjusted;
  guint             first_row;  /* of the table, in rows */
  char             *last_header;
  int               team_col[2];   /* of NS, EW, or -1 */
  guint             team_pick[2];  /* which of team_columns, or NO_TEAM */

  /* The current TotalScoreTable. */
  gboolean          in_total;
  int               total_col[N_TOTAL];
  guint             n_total_cols;
  char             *last_total_header;
  int               total_team_col;
  guint             total_team_pick;

  /* What the file holds. */
  GArray           *rows;      /* Row */
  ValetSitOuts     *sit_outs;  /* rows that seat a pair against nobody */
  /* Rows with a score and no contract: said once, at the first. */
  guint             scores_only, scores_only_line;
  ValetPbnPairs    *pairs;
  ValetPbnGames    *games;
  ValetPbnDeals    *deals;     /* [Deal] and the file's analysis */
  GHashTable       *boards_with_tables;  /* board numbers with a result table */
  GArray           *deals_only;          /* guint pairs: board, line */
  GHashTable       *vulnerability;       /* board -> Vulnerability of its first game */
  guint             n_result_tables;
  guint             n_frequency_tables, first_frequency_line;
} Pbn;

/* What a row's score cells say. */
typedef enum {
  ROW_SCORED,       /* no artificial score: a result played, or not played */
  ROW_ARTIFICIAL,   /* an artificial score, read */
  ROW_UNREADABLE,   /* an artificial score that cannot be read: reported */
} RowScore;

/* ---- valet-pbn-tables.c ---- */

void     valet_pbn_row_clear      (gpointer    data);
/* Ends the ScoreTable or TotalScoreTable open, if one is. */
void     valet_pbn_close_table    (Pbn        *pbn);
/* A [ScoreTable] or [TotalScoreTable] tag's @value, on @line. */
void     valet_pbn_start_table    (Pbn        *pbn,
                                   const char *value,
                                   guint       line);
void     valet_pbn_start_total    (Pbn        *pbn,
                                   const char *value,
                                   guint       line);
/* A row of the table open, from @s to @e. */
void     valet_pbn_read_row       (Pbn        *pbn,
                                   const char *s,
                                   const char *e);
void     valet_pbn_read_total_row (Pbn        *pbn,
                                   const char *s,
                                   const char *e);

/* ---- valet-pbn-artificial.c ---- */

/* The columns of @items an artificial score is read from. */
void     valet_pbn_find_adjusted_columns (AdjustedColumns *adj,
                                          GStrv            items);
/* Whether @cells hold an artificial score, and its percentages into
 * @percent, North-South then East-West; reports one it cannot read. */
RowScore valet_pbn_row_artificial        (Pbn             *pbn,
                                          GPtrArray       *cells,
                                          guint            percent[2]);

G_END_DECLS
