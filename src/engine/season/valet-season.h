/* valet-season.h: many events pooled, board by board.
 *
 * Each event is scored on its own, as if opened alone (a ValetRun, with
 * its own form, options and datum); the season adds the runs' per-board
 * values together: for each partnership (two persons, whatever seats or
 * events) and each person, the score as played (Butler), the luck-free
 * total and its shares (bidding, declarer play, lead, defence,
 * artificial scores), summed over every board they played and divided
 * by the boards played, each with the 95 % interval of its mean over
 * those boards (valet-confidence.h, as one event's columns have it).  A
 * person has besides their own declarer play per hand declared and
 * their own opening leads per lead made, as ValetPlayerTotals counts
 * them.
 *
 * One unit per season: matchpoint events pool with matchpoint events,
 * IMP events (against a datum or across the field) with IMP events; a
 * run in the other unit is refused (valet_season_add_run()), because a
 * percentage and an IMP cannot be averaged, and converting one into
 * the other would be a model of our own, not the events' scores.
 *
 * A season of one event gives that event's pair components exactly
 * (but compensation for the opponents' strength, which is the event's
 * and is not pooled).  A board with a placeholder at it, or where both
 * players of a side are one person, credits neither partnership nor
 * person on that side.
 */
#pragma once

#include <glib.h>
#include "valet-identity.h"
#include "valet-run.h"

G_BEGIN_DECLS

#define VALET_SEASON_ERROR (valet_season_error_quark ())
GQuark valet_season_error_quark (void);

typedef enum {
  VALET_SEASON_ERROR_MIXED_UNITS,       /* matchpoints and IMPs */
  VALET_SEASON_ERROR_DUPLICATE_EVENT,   /* the same event key twice */
  VALET_SEASON_ERROR_CANCELLED          /* a run that was cancelled */
} ValetSeasonError;

/* The person of player @player of @t in event @event_key, or
 * VALET_NO_PERSON (valet-identity.h) for a placeholder or a player
 * not known.  Persons are numbered densely from 0, as ValetIdentity
 * numbers them: the season keeps a slot for every number up to the
 * highest. */
typedef guint (*ValetPersonFunc) (const char      *event_key,
                                  ValetTournament *t,
                                  guint            player,
                                  gpointer         data);

/* A ValetPersonFunc whose @identity (a ValetIdentity) holds the event's
 * players under @event_key (valet_identity_add_tournament()). */
guint valet_season_identity_person (const char      *event_key,
                                    ValetTournament *t,
                                    guint            player,
                                    gpointer         identity);

/* What a season pools, per board played. */
typedef enum {
  VALET_SEASON_PLAYED = 0,      /* the score as played (Butler) */
  VALET_SEASON_TOTAL,           /* the luck-free total */
  VALET_SEASON_BID,
  VALET_SEASON_PLAY,            /* the partnership's declarer play */
  VALET_SEASON_LEAD,
  VALET_SEASON_DEF,
  VALET_SEASON_ADJUSTED,        /* artificial scores */
  /* A person's own, per hand declared and per lead made, as
   * ValetPlayerTotals has them (percentages at matchpoints); 0 boards
   * for a partnership. */
  VALET_SEASON_OWN_PLAY,
  VALET_SEASON_OWN_LEAD,
  VALET_SEASON_N_VALUES
} ValetSeasonValue;

typedef struct {
  double mean;          /* per board played (per hand, per lead for the own) */
  double half_width;    /* of its 95 % interval; NAN below two boards */
  double count;         /* the boards (hands, leads) it is over */
} ValetSeasonStat;

typedef struct {
  guint           person[2];    /* person[1] is VALET_NO_PERSON for a person's row */
  guint           events;       /* events played in */
  double          boards;       /* boards played (an outcome counts its weight) */
  ValetSeasonStat value[VALET_SEASON_N_VALUES];
} ValetSeasonRow;

typedef struct {
  /* Ranked with at least this many boards (and one); others are listed. */
  guint    min_boards;
  /* Rank by the luck-free total; FALSE: by the score as played, as the
   * published rankings of one event do. */
  gboolean rank_luck_free;
} ValetSeasonOptions;

void                  valet_season_options_init (ValetSeasonOptions *options);

typedef struct _ValetSeason ValetSeason;

ValetSeason          *valet_season_new          (const ValetSeasonOptions *options);
void                  valet_season_free         (ValetSeason *season);

/* Adds the boards of @run as event @event_key, its players' persons
 * from @person.  The run is read, not kept: a season of a federation's
 * year holds its sums, not its events.  FALSE with @error,
 * and nothing added, for a run in the other unit, an event key already
 * added or a cancelled run. */
gboolean              valet_season_add_run      (ValetSeason     *season,
                                                 ValetRun        *run,
                                                 const char      *event_key,
                                                 ValetPersonFunc  person,
                                                 gpointer         person_data,
                                                 GError         **error);
guint                 valet_season_n_events     (ValetSeason *season);
/* TRUE at matchpoints (FALSE before the first run, and in IMPs). */
gboolean              valet_season_is_matchpoints (ValetSeason *season);
/* The scoring of the first run: its units and decimals. */
ValetScoring          valet_season_scoring      (ValetSeason *season);

/* A person's name as shown: the one set, else the first display name
 * the person had in a run. */
void                  valet_season_set_person_name (ValetSeason *season,
                                                    guint        person,
                                                    const char  *name);
const char           *valet_season_person_name  (ValetSeason *season,
                                                 guint        person);
/* Names every person as @identity does (its most frequent name). */
void                  valet_season_name_persons (ValetSeason   *season,
                                                 ValetIdentity *identity);

/* The rankings: rows with at least min_boards boards, in ranking order
 * (the key, then the first seen); then the others, in the same order.
 * Computed on the first question after runs were added. */
guint                 valet_season_n_pairs      (ValetSeason *season);
const ValetSeasonRow *valet_season_pair         (ValetSeason *season,
                                                 guint        position);
guint                 valet_season_n_ranked_pairs (ValetSeason *season);
guint                 valet_season_n_persons    (ValetSeason *season);
const ValetSeasonRow *valet_season_person       (ValetSeason *season,
                                                 guint        position);
guint                 valet_season_n_ranked_persons (ValetSeason *season);
/* The row of partnership @a, @b (either order) or of person @a (@b
 * VALET_NO_PERSON); NULL when it played no board. */
const ValetSeasonRow *valet_season_find         (ValetSeason *season,
                                                 guint        a,
                                                 guint        b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetSeason, valet_season_free)

G_END_DECLS
