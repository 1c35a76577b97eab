/* valet-scoring-form.h: the scoring form a results file declares, in
 * each format's words.
 *
 * USEBIO's EVENT_TYPE (MP_PAIRS, BUTLER_PAIRS, CROSS_IMP, the Swiss and
 * teams types as they score), PBN's [Scoring] (MP, MatchPoints, IMP,
 * IMP;Cross, Butler, and their ";..." modifiers), a Bridgemate
 * section's ScoringType (1 matchpoints, 2 cross-IMPs, 3 Butler, 4
 * teams) and a CSV file's scoring column.  A word that names no form
 * Valet scores is a warning at its line, never an error: the ranking is
 * then scored in the default form.
 */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

typedef enum {
  VALET_FORM_WORDS_USEBIO = 0,
  VALET_FORM_WORDS_PBN,
  VALET_FORM_WORDS_BWS,
  VALET_FORM_WORDS_CSV
} ValetFormWords;

/* The form @word names in the words of @words; VALET_FORM_NONE when it
 * names none Valet scores (or is empty). */
ValetForm valet_form_parse   (ValetFormWords words,
                              const char    *word);

/* @form as the PBN and CSV writers write it, a word their readers take
 * back as @form ("MP", "IMP;Cross", "Butler"; "matchpoints", "imps",
 * "datum"); NULL for VALET_FORM_NONE. */
const char *valet_form_pbn_word (ValetForm form);
const char *valet_form_csv_word (ValetForm form);

/* What a reader calls for each declaration it meets: records the form
 * @word names in @t (the first one; valet_tournament_declare_form), or
 * warns at @file:@line about a word that names none, or about a form
 * other than the one recorded.  Empty words, and PBN's "#" and "?",
 * say nothing.  *@warned (the reader's, FALSE to start with) keeps the
 * warnings to one a file. */
void      valet_form_declare (ValetTournament  *t,
                              ValetFormWords    words,
                              const char       *word,
                              const char       *file,
                              guint             line,
                              ValetDiagnostics *diag,
                              gboolean         *warned);

G_END_DECLS
