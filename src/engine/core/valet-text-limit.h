/* valet-text-limit.h: the longest texts kept, from files and given by
 * hand.
 *
 * A results file may hold a name of any length: a 10 MB [Event] tag
 * gave a 708 MB web site and a PDF that took a minute and a half.  So
 * every text a reader keeps, and every detail given on the command line
 * or in the app, is cut here to a stated length: an event's name, date,
 * venue, organiser or director to VALET_DETAIL_MAX_CHARS characters, a
 * player's, pair's or team's name to VALET_NAME_MAX_CHARS.  A cut text
 * ends with "…", which counts as one of its characters, so that cutting
 * it again changes nothing.  The tournament cuts what it is given
 * (valet-tournament.h), so that no writer ever sees a longer text; the
 * readers say so, with the file and line the text came from.
 */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

#define VALET_DETAIL_MAX_CHARS 200
#define VALET_NAME_MAX_CHARS   100

/* What a text is, for its limit and the warning.  The event's details
 * come first, in the order of ValetEventDetail. */
typedef enum {
  VALET_TEXT_TITLE = VALET_EVENT_TITLE,
  VALET_TEXT_DATE = VALET_EVENT_DATE,
  VALET_TEXT_VENUE = VALET_EVENT_VENUE,
  VALET_TEXT_ORGANISER = VALET_EVENT_ORGANISER,
  VALET_TEXT_DIRECTOR = VALET_EVENT_DIRECTOR,
  VALET_TEXT_PLAYER = VALET_EVENT_N_DETAILS,
  VALET_TEXT_TEAM,              /* a team, country or club */
} ValetTextKind;

guint     valet_text_max_chars   (ValetTextKind kind);

/* @text cut to @max_chars characters, the last of them "…"; NULL when
 * it has no more (use it as it is).  UTF-8 is cut between characters,
 * never inside one.  Text that is not UTF-8 (a name kept in the bytes
 * of a legacy, one byte a character, encoding) is cut after a byte and
 * ends with "...", so that it stays in its encoding. */
char     *valet_text_cut         (const char *text,
                                  guint       max_chars);

/* @text cut to the limit of @kind: a new string, @text itself when it
 * fits; NULL for NULL. */
char     *valet_text_limit       (ValetTextKind kind,
                                  const char   *text);

/* How many characters @text has, leaving out the white space around
 * it (bytes, when it is not UTF-8). */
gsize     valet_text_length      (const char *text);

/* The warning for a text of @kind @length characters long, cut to its
 * limit: "the event's name is 10,485,760 characters long; cut to 200". */
char     *valet_text_cut_message (ValetTextKind kind,
                                  gsize         length);

/* Warns on @diag, for @file at @line, when @text (as the file gives it)
 * is longer than the limit of @kind; returns whether it did.  The
 * readers call it where they keep the text. */
gboolean  valet_text_warn_long   (ValetTextKind     kind,
                                  const char       *text,
                                  ValetDiagnostics *diag,
                                  const char       *file,
                                  guint             line);

G_END_DECLS
