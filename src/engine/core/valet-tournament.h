/* valet-tournament.h: the results of a tournament, as read from files.
 *
 * A tournament is a list of players (a short tag and a full name) and a
 * list of table results.  Results are grouped into boards, a board being
 * one deal in one round ("round|board").  Nothing here scores anything.
 */
#pragma once

#include <glib.h>
#include "valet-bridge.h"
#include "valet-deal-set.h"
#include "valet-diagnostics.h"

G_BEGIN_DECLS

/* What a table result is.  A contract the director assigns is scored
 * like a played one; an artificial score (Law 12C2) has no contract,
 * only a percentage for each side, and is left out of the field the
 * other tables are compared with. */
typedef enum {
  VALET_RESULT_PLAYED = 0,
  VALET_RESULT_ARTIFICIAL
} ValetResultKind;

/* Which pairs at the table a result line scores.  A split score (Law
 * 12C1f) gives each side its own result: two lines, one for North-South
 * and one for East-West, each scored against the field of its side. */
typedef enum {
  VALET_SIDE_BOTH = 0,
  VALET_SIDE_NS,
  VALET_SIDE_EW
} ValetScoredSide;

typedef struct {
  guint  round;
  guint  board;
  guint  player[4];     /* indices into the player table, by ValetSeat */
  guint8 level;         /* 0: passed out */
  guint8 tricks;
  guint8 lead_rank;     /* 2 .. 14, or 0 when no lead was given */
  /* The small enumerations in bits, so that a result takes 40 bytes, not
   * 44 (40 MB at ten million results); each holds every value of its
   * type. */
  guint8 denom : 3;     /* ValetDenom */
  guint8 mult : 2;      /* ValetMultiplier */
  guint8 declarer : 2;  /* ValetSeat */
  guint8 kind : 1;      /* ValetResultKind */
  /* The suit led (ValetDenom).  When no lead was given this is the suit
   * of the last lead read before this line: the reference program
   * carries it over, and it takes part in its lead clouds and tableau
   * keys. */
  guint8 lead_suit : 3;
  guint8 side : 2;      /* ValetScoredSide */
  /* An artificial score's percentages, North-South then East-West
   * (60 and 40; 60 and 60 when both sides are not at fault). */
  guint8 percent[2];
  /* A weighted score (Law 12C1c) is several lines for the same table,
   * each an outcome with its likelihood; their weights add up to 1 for
   * each side.  1 for a whole result (0 as a reader leaves it is taken
   * as 1 when the result is added). */
  float  weight;
  guint  line;          /* line in the scores file, for messages */
} ValetResult;

/* TRUE when @r is one part of a table's score: an outcome of a weighted
 * score, or one side's line of a split score. */
gboolean           valet_result_is_partial (const ValetResult *r);

/* TRUE when @a and @b were played by the same four players in the same
 * seats on the same board: lines of one table. */
gboolean           valet_result_same_table (const ValetResult *a,
                                            const ValetResult *b);

typedef struct {
  guint  round;
  guint  board;
  guint *results;       /* indices into the result array, in file order */
  guint  n_results;
} ValetBoard;

/* The contract of @r as the files write it, "4HX", "3NT", or "Pass" for
 * a passed-out board (not translated: it is data, not prose). */
char              *valet_result_contract_text (const ValetResult *r);
/* The opening lead of @r as "SA", "HT"; "" when none was given. */
char              *valet_result_lead_text     (const ValetResult *r);
/* The same for eyes, with the suits' symbols: the contract "4♥X", ""
 * when passed out; the lead "♥7", "" when none was given; and the
 * tricks against the contract, "=", "+1", "−2" ("" when passed out).
 * See valet_contract_symbols() and the others in valet-bridge.h. */
char              *valet_result_contract_symbols (const ValetResult *r);
/* An artificial score's percentages, "60/40" (the contract's symbols
 * for one, too). */
char              *valet_result_artificial_text  (const ValetResult *r);
/* What part of a table's score @r is, as the text format's last field
 * writes it: "NS" or "EW" for one side's line of a split score, the
 * weight of an outcome of a weighted score ("0.6", "0.333333343"),
 * both ("NS 0.5"), or "" for a whole result. */
char              *valet_result_part_text        (const ValetResult *r);
char              *valet_result_lead_symbols     (const ValetResult *r);
char              *valet_result_relative_text    (const ValetResult *r);

typedef struct _ValetTournament ValetTournament;

ValetTournament   *valet_tournament_new            (void);
void               valet_tournament_free           (ValetTournament *t);
/* A new tournament with @src's players, pair labels, deals, event
 * details, encodings and count of results left out, and no results (nor
 * their tables). */
ValetTournament   *valet_tournament_new_like       (ValetTournament *src);

/* The encoding of the files read into @t, or NULL (the default): files
 * are then taken as UTF-8, and names that are not UTF-8 are kept as
 * given, with a display name in the legacy encoding the reader detects.
 * With an encoding, valet_read_input(), valet_read_names() and
 * valet_read_scores() convert every file from it to UTF-8 as they read
 * it, so names are UTF-8 everywhere. */
void               valet_tournament_set_encoding   (ValetTournament *t,
                                                    const char      *charset);
const char        *valet_tournament_get_encoding   (ValetTournament *t);
/* The encoding display names are made in, for names added from now on
 * that are not UTF-8: Windows-1252 unless a reader detected another. */
void               valet_tournament_set_display_encoding (ValetTournament *t,
                                                          const char      *charset);
/* The encoding set so, NULL for the default. */
const char        *valet_tournament_get_display_encoding (ValetTournament *t);

/* Players.  Adding a tag that exists fails and returns FALSE.  A name
 * longer than VALET_NAME_MAX_CHARS characters is cut to it (see
 * valet-text-limit.h; the reader warns); the tag is kept whole. */
gboolean           valet_tournament_add_player     (ValetTournament *t,
                                                    const char      *tag,
                                                    const char      *name,
                                                    guint            line);
gboolean           valet_tournament_lookup_player  (ValetTournament *t,
                                                    const char      *tag,
                                                    guint           *index);
guint              valet_tournament_n_players      (ValetTournament *t);
const char        *valet_tournament_player_tag     (ValetTournament *t,
                                                    guint            index);
const char        *valet_tournament_player_name    (ValetTournament *t,
                                                    guint            index);
/* The name in UTF-8, for display (names in other encodings are read in
 * the display encoding, below), with control characters shown as such
 * (ESC as ␛: see valet_escape_for_display()); player_name gives the
 * bytes as read, player_utf8_name the name in UTF-8 as it is. */
const char        *valet_tournament_player_display_name (ValetTournament *t,
                                                         guint            index);
const char        *valet_tournament_player_utf8_name    (ValetTournament *t,
                                                         guint            index);
guint              valet_tournament_player_line    (ValetTournament *t,
                                                    guint            index);
/* The team, country or club the input gives for a player (PBN's Team,
 * Country or Club columns, USEBIO's team, nationality or club), or
 * NULL.  Kept in UTF-8, trimmed, cut to VALET_NAME_MAX_CHARS characters;
 * setting NULL or blank text clears it.
 * The reference's text format has none, and its rankings show none. */
void               valet_tournament_set_player_team (ValetTournament *t,
                                                     guint            index,
                                                     const char      *team);
const char        *valet_tournament_player_team    (ValetTournament *t,
                                                    guint            index);
/* The number the input gives a player, which names one person across
 * events (USEBIO's PLAYER_NUMBER, a Bridgemate player number, a PBN
 * id), or NULL.  Kept as text ("12345", "POL-0042"), trimmed, made
 * valid UTF-8; setting NULL or blank text clears it.  No ranking shows
 * it; a season matches players by it (valet-identity.h). */
void               valet_tournament_set_player_number (ValetTournament *t,
                                                       guint            index,
                                                       const char      *number);
const char        *valet_tournament_player_number  (ValetTournament *t,
                                                    guint            index);

/* A placeholder is a tag that stands for whoever sat there, not for one
 * person: files put one (often "999" or "0") where the players were not
 * known.  Told from the results, counted with the boards (at once for a
 * sealed tournament): a tag that sits at VALET_PLACEHOLDER_TABLES or more
 * tables of one board (the lines of a weighted or split score being one
 * table).  At two tables
 * of a board a tag is more likely a slip in the results than a
 * placeholder, and is taken as the player; so is a tag in two seats of
 * one table (its pair with itself is no partnership, but its pairs with
 * others are).  A pair with a placeholder is not a partnership: it is
 * listed, not ranked. */
#define VALET_PLACEHOLDER_TABLES 3
gboolean           valet_tournament_player_is_placeholder (ValetTournament *t,
                                                           guint            index);
/* The most tables of one board the player sits at (1 for a player). */
guint              valet_tournament_player_most_tables    (ValetTournament *t,
                                                           guint            index);
/* Where pairs sat, as the file numbers them (PBN PairId_NS/EW, Table
 * and Section; USEBIO pair numbers, sections and directions; Bridgemate
 * sections, tables and pair numbers).  The reference's text format has
 * none.  A pair is its two players (in either order); its label is its
 * section ("" when the file has none), its number as written ("7") and
 * the direction it sat throughout where the movement numbers the two
 * directions apart (a Mitchell), else VALET_DIRECTION_NONE (a Howell). */
typedef enum {
  VALET_DIRECTION_NONE = 0,
  VALET_DIRECTION_NS,
  VALET_DIRECTION_EW
} ValetDirection;

typedef struct {
  const char *section;
  const char *number;
  guint       direction;        /* ValetDirection */
} ValetPairLabel;

/* Gives the pair of players @a and @b its label; a pair keeps the first
 * it is given (FALSE then, and for an empty number). */
gboolean           valet_tournament_set_pair_label (ValetTournament *t,
                                                    guint            a,
                                                    guint            b,
                                                    const char      *section,
                                                    ValetDirection   direction,
                                                    const char      *number);
/* The label of the pair @a, @b (the strings belong to @t); FALSE when the
 * file gave it none. */
gboolean           valet_tournament_pair_label     (ValetTournament *t,
                                                    guint            a,
                                                    guint            b,
                                                    ValetPairLabel  *out);
gboolean           valet_tournament_has_pair_labels (ValetTournament *t);
/* The pairs given a label, in the order they were given it, as pairs
 * of player indices (two guints each, the lower index first), for
 * a copy that gives them again in that order (the library of events).
 * Free with g_array_unref. */
GArray            *valet_tournament_labelled_pairs (ValetTournament *t);
/* The sections pairs were given, in order of first sight ("" for a file
 * without sections counts as one). */
guint              valet_tournament_n_sections     (ValetTournament *t);
const char        *valet_tournament_section        (ValetTournament *t,
                                                    guint            index);
/* The table the result at @index was played at, 0 when not known.  Kept
 * in two bytes per result, and only when a reader sets one. */
void               valet_tournament_set_result_table (ValetTournament *t,
                                                      guint            index,
                                                      guint            table);
guint              valet_tournament_result_table   (ValetTournament *t,
                                                    guint            index);
/* "7", "A7" with the section, "A7 NS" with the direction too. */
char              *valet_pair_label_text           (const ValetPairLabel *label,
                                                    gboolean              with_section,
                                                    gboolean              with_direction);
/* Whether a search for @query ("7", "A7", "7NS", "a7 ns") names the
 * pair: its number, with its section before it and its direction after
 * it where given. */
gboolean           valet_pair_label_matches        (const ValetPairLabel *label,
                                                    const char           *query);

/* Results.  The result is copied. */
void               valet_tournament_add_result     (ValetTournament   *t,
                                                    const ValetResult *r);
guint              valet_tournament_n_results      (ValetTournament *t);
const ValetResult *valet_tournament_result         (ValetTournament *t,
                                                    guint            index);

/* Ends the reading of @t: its boards are grouped now, and from here on
 * nothing in it changes (adding a player or a result, or setting an
 * event detail, is refused with a critical), so that threads may read
 * it at once.  The readers' callers seal what they read, and a scoring
 * run seals the tournament it scores.  Sealing twice does nothing. */
void               valet_tournament_seal           (ValetTournament *t);
/* Kept for the tests of sealing (tests/engine), which ask it of every
 * reader's tournament; the program itself seals and never asks. */
gboolean           valet_tournament_is_sealed      (ValetTournament *t);

/* The table the result at @index belongs to, named by its first line:
 * @index itself for a whole result; for a part of a weighted or split
 * score, the first part of the same four players in the same seats on
 * the board.  Built with the boards. */
guint              valet_tournament_table_of       (ValetTournament *t,
                                                    guint            index);
/* Boards, in order of round, then board number.  The grouping is built
 * on first use after results were added. */
guint              valet_tournament_n_boards       (ValetTournament *t);
const ValetBoard  *valet_tournament_board          (ValetTournament *t,
                                                    guint            index);

/* Deals, one per board: see ValetBoardDeal in valet-deal-set.h. */
/* Keeps @deal for board @board of @round (0: every round).  A second
 * deal for the same board with the same cards is the same deal (the
 * entry kept is returned); with other cards it is a warning to @diag
 * naming both places, the first deal is kept and NULL returned.  The
 * entry returned may be filled in further (dealer, vulnerability, the
 * file's analysis) until @t is sealed. */
ValetBoardDeal    *valet_tournament_set_deal       (ValetTournament  *t,
                                                    guint             round,
                                                    guint             board,
                                                    const ValetDeal  *deal,
                                                    const char       *file,
                                                    guint             line,
                                                    ValetDiagnostics *diag);
/* The deal of board @board in @round, else of the board number's round
 * 0; NULL when none was given. */
const ValetBoardDeal *valet_tournament_get_deal    (ValetTournament *t,
                                                    guint            round,
                                                    guint            board);
/* The deals, in order of board number, then round. */
guint              valet_tournament_n_deals        (ValetTournament *t);
const ValetBoardDeal *valet_tournament_deal        (ValetTournament *t,
                                                    guint            index);

/* The event the results come from, as the input file describes it
 * (PBN [Event], [Date], [Site]; the USEBIO event; a Bridgemate
 * session), each NULL when not given.  A reader sets a detail only when
 * it is still unset, so the first game's [Event] names a PBN file.
 * Kept in UTF-8 (text in another encoding is read in the display
 * encoding, below), and cut to VALET_DETAIL_MAX_CHARS characters (see
 * valet-text-limit.h: the reader or setter warns). */
typedef enum {
  VALET_EVENT_TITLE,
  VALET_EVENT_DATE,
  VALET_EVENT_VENUE,
  VALET_EVENT_ORGANISER,        /* the club or federation that holds it */
  VALET_EVENT_DIRECTOR,         /* the tournament director */
  VALET_EVENT_N_DETAILS
} ValetEventDetail;

/* The key of a detail in files ("title", "date", "venue", "organiser",
 * "director"). */
const char        *valet_event_detail_key         (ValetEventDetail detail);

void               valet_tournament_set_event      (ValetTournament  *t,
                                                    ValetEventDetail  detail,
                                                    const char       *value);
/* Sets @detail only when it is unset and @value is not empty after
 * trimming white space; returns whether it did. */
gboolean           valet_tournament_offer_event    (ValetTournament  *t,
                                                    ValetEventDetail  detail,
                                                    const char       *value);
const char        *valet_tournament_get_event      (ValetTournament  *t,
                                                    ValetEventDetail  detail);

/* The scoring form the input declares: USEBIO's EVENT_TYPE, PBN's
 * [Scoring], a Bridgemate section's ScoringType, a CSV scoring column.
 * The reference's text format declares none.  Kept beside the word the
 * file uses and the line it is on, for messages ("MP_PAIRS", line 8);
 * valet-scoring-form.h in formats reads the words. */
typedef enum {
  VALET_FORM_NONE = 0,          /* the file does not say */
  VALET_FORM_DATUM,             /* IMPs against a datum (Butler) */
  VALET_FORM_IMPS,              /* IMPs across the field (cross-IMPs, teams) */
  VALET_FORM_MATCHPOINTS
} ValetForm;

/* Records @form, the file's own @word for it and its @line, when no
 * form is recorded yet; returns whether it did. */
gboolean           valet_tournament_declare_form   (ValetTournament *t,
                                                    ValetForm        form,
                                                    const char      *word,
                                                    guint            line);
ValetForm          valet_tournament_get_form       (ValetTournament *t);
/* The word the file declares its form with, UTF-8, NULL when none. */
const char        *valet_tournament_get_form_word  (ValetTournament *t);
guint              valet_tournament_get_form_line  (ValetTournament *t);

/* Table results a reader saw but left out (a line with an error, an
 * adjusted score it cannot count yet, a result without a contract), so
 * that "scored N of M results" can be said.  Readers call
 * valet_tournament_count_left_out() once for each such result. */
void               valet_tournament_count_left_out (ValetTournament *t,
                                                    guint            n);
guint              valet_tournament_n_left_out     (ValetTournament *t);
/* Of those, the tables a reader knows sat down to a board and left no
 * result (a Bridgemate line marked "Not played"): the round and board as
 * the board's results have them and the four players, in a ValetResult
 * of kind VALET_RESULT_PLAYED with no contract, that a director may give
 * a result or an artificial score.  Copied by valet_tournament_new_like(). */
void               valet_tournament_add_unscored   (ValetTournament   *t,
                                                    const ValetResult *table);
guint              valet_tournament_n_unscored     (ValetTournament *t);
const ValetResult *valet_tournament_unscored       (ValetTournament *t,
                                                    guint            index);

/* Asked by the readers as they go (each line or record): TRUE stops the
 * read where it is, with no message, and what was read is incomplete.
 * The app passes g_cancellable_is_cancelled() and its cancellable, so
 * that opening another file stops the read of the last one at once.
 * NULL (the default) for none. */
typedef gboolean (*ValetCancelledFunc) (gpointer data);
void               valet_tournament_set_cancelled_func (ValetTournament   *t,
                                                        ValetCancelledFunc func,
                                                        gpointer           data);
gboolean           valet_tournament_is_cancelled   (ValetTournament *t);

/* Whether any result gives an opening lead. */
gboolean           valet_tournament_has_leads      (ValetTournament *t);
/* Whether any result is an artificial score, or (unless
 * @artificial_only) part of a weighted or split score. */
gboolean           valet_tournament_has_adjusted   (ValetTournament *t,
                                                    gboolean         artificial_only);

/* The corrections the director made to the results read, one line
 * each, in the order made (UTF-8): the reports list them. */
void               valet_tournament_add_note       (ValetTournament *t,
                                                    const char      *note);
guint              valet_tournament_n_notes        (ValetTournament *t);
const char        *valet_tournament_note           (ValetTournament *t,
                                                    guint            index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetTournament, valet_tournament_free)

G_END_DECLS
