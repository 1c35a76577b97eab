/* valet-tournament-seats.h: the tournament's own hold on where pairs sat
 * (their numbers, sections, directions, and the tables of results).
 * Only valet-tournament.c and valet-tournament-seats.c include it; the
 * functions everyone calls are in valet-tournament.h. */
#pragma once

#include "valet-tournament.h"

G_BEGIN_DECLS

typedef struct _ValetSeats ValetSeats;

ValetSeats *valet_seats_new        (void);
void        valet_seats_free       (ValetSeats *seats);
/* The pairs' numbers of @src (not the tables: they go with results). */
ValetSeats *valet_seats_copy_pairs (const ValetSeats *src);

/* The seats of @t, made on first use when @create, else NULL when none
 * was given. */
ValetSeats *valet_tournament_seats (ValetTournament *t,
                                    gboolean         create);

G_END_DECLS
