/* valet-pbn-games.h: PBN files with one game per table.
 *
 * BBO, RealBridge and the JFR/KoPS exports write each table's result as
 * a game of its own: [Board], [North] .. [West], [Contract], [Declarer],
 * [Result] (the tricks declarer took), and [Room], [Table], [Round] or
 * [Section] where they have them.  The opening lead is the first card of
 * the [Play] section (the card of the player the tag names), or else a
 * [Lead] tag.
 *
 * The PBN reader collects the tags of every game that names players or
 * a contract and has no score table of its own, and hands them over
 * here.  Games are compared with the other games of their deal: one
 * board number and one [Deal] (a board number that carries several
 * deals is split into one board per deal), under one round whatever
 * [Round] each game gives, since a board travels from round to round in
 * a pairs movement.
 *
 * Players are known by name, compared without regard to case (BBO user
 * names are); RealBridge's "Name#12345" is shown as "Name".  When one
 * name sits North and South (or East and West) of a game, it names the
 * partnership (JFR's "Para-3"): its players are "NAME/a" (North or
 * East) and "NAME/b" (South or West), both shown as the name.
 *
 * Left out, with a warning, and counted: a game without a contract or
 * without its result (a board not finished), and a "Pass" without an
 * auction in a file whose other games give theirs (RealBridge's table
 * for a team that did not come; said once for all its boards).  A game
 * given twice (the same players, contract and result on one deal) is
 * read once.
 */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* The tags read from a game, by ValetSeat first. */
typedef enum {
  VALET_PBN_GAME_NORTH,
  VALET_PBN_GAME_EAST,
  VALET_PBN_GAME_SOUTH,
  VALET_PBN_GAME_WEST,
  VALET_PBN_GAME_CONTRACT,
  VALET_PBN_GAME_DECLARER,
  VALET_PBN_GAME_RESULT,
  VALET_PBN_GAME_LEAD,
  VALET_PBN_GAME_PLAY,      /* the seat of the opening leader */
  VALET_PBN_GAME_DEAL,
  VALET_PBN_GAME_ROUND,
  VALET_PBN_GAME_ROOM,
  VALET_PBN_GAME_TABLE,
  VALET_PBN_GAME_SECTION,
  VALET_PBN_GAME_N_TAGS
} ValetPbnGameTag;

/* "North", ... "Section": the tag names, by ValetPbnGameTag. */
extern const char *const valet_pbn_game_tag_names[VALET_PBN_GAME_N_TAGS];

typedef struct {
  guint    board;                          /* from [Board], 1 or more */
  guint    line;                           /* of the [Board] tag */
  char    *value[VALET_PBN_GAME_N_TAGS];   /* NULL when not given */
  guint    value_line[VALET_PBN_GAME_N_TAGS];
  char    *first_card;                     /* of the [Play] section, or NULL */
  guint    first_card_line;
  gboolean has_auction;
  /* The match: its [Event] and [Stage] ("Event\x1fStage"), as the file
   * gave them last; games of different matches are never one board. */
  char    *match;
  /* The match's [HomeTeam] and [VisitTeam], as the file gave them last
   * (NULL when not given): the home team sits North-South in the
   * [Room] "Open" (or when no [Room] is given), East-West in "Closed". */
  char    *team[2];
} ValetPbnGame;

typedef struct _ValetPbnGames ValetPbnGames;

ValetPbnGames *valet_pbn_games_new     (void);
void           valet_pbn_games_free    (ValetPbnGames *games);

/* Takes @game over (its strings are freed with @games); @game is left
 * empty. */
void           valet_pbn_games_add     (ValetPbnGames *games,
                                        ValetPbnGame  *game);

/* What the games hold, before anything is read from them. */
typedef struct {
  guint    n_played;     /* games with a result, their boards without a score table */
  guint    n_compared;   /* of those, games of a deal played at two tables or more */
  guint    n_unfinished; /* games without a result (or not played) */
} ValetPbnGamesSurvey;

/* Sorts the games into deals and rounds.  Games of a board in
 * @boards_with_tables (board numbers, GUINT_TO_POINTER) are left out:
 * a score table of the same board holds the same results. */
void           valet_pbn_games_survey  (ValetPbnGames       *games,
                                        GHashTable          *boards_with_tables,
                                        ValetPbnGamesSurvey *out);

/* Adds the results of the games surveyed to @t, reporting what cannot be
 * read to @diag and counting it with valet_tournament_count_left_out(). */
void           valet_pbn_games_read    (ValetPbnGames    *games,
                                        ValetTournament  *t,
                                        const char       *file,
                                        ValetDiagnostics *diag);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetPbnGames, valet_pbn_games_free)

G_END_DECLS
