/* valet-scoring-form.c: the scoring form a results file declares, in
 * each format's words. */
#include "config.h"
#include "valet-scoring-form.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  const char *word;
  ValetForm   form;
} FormWord;

/* USEBIO 1.2's event types.  The Swiss and teams types score IMPs
 * between two tables, which is IMPs across a field of two; Swiss pairs
 * without a suffix, and individuals, are matchpointed.  AGGREGATE
 * (total points) is no form Valet scores. */
static const FormWord usebio_words[] = {
  { "MP_PAIRS", VALET_FORM_MATCHPOINTS },
  { "SWISS_PAIRS", VALET_FORM_MATCHPOINTS },
  { "INDIVIDUAL", VALET_FORM_MATCHPOINTS },
  { "BUTLER_PAIRS", VALET_FORM_DATUM },
  { "SWISS_PAIRS_BUTLER_IMPS", VALET_FORM_DATUM },
  { "CROSS_IMP", VALET_FORM_IMPS },
  { "CROSS_IMPS", VALET_FORM_IMPS },
  { "SWISS_PAIRS_CROSS_IMPS", VALET_FORM_IMPS },
  { "SWISS_TEAMS", VALET_FORM_IMPS },
  { "TEAMS_OF_FOUR", VALET_FORM_IMPS },
};

/* A CSV scoring column's words: Valet's own (valet-cli's --valettype)
 * and the plain English ones. */
static const FormWord csv_words[] = {
  { "matchpoints", VALET_FORM_MATCHPOINTS },
  { "mp", VALET_FORM_MATCHPOINTS },
  { "datum", VALET_FORM_DATUM },
  { "butler", VALET_FORM_DATUM },
  { "imps", VALET_FORM_IMPS },
  { "imp", VALET_FORM_IMPS },
  { "cross-imps", VALET_FORM_IMPS },
  { "cross imps", VALET_FORM_IMPS },
};

static ValetForm
lookup (const FormWord *words, gsize n, const char *word)
{
  for (gsize i = 0; i < n; i++)
    if (g_ascii_strcasecmp (words[i].word, word) == 0)
      return words[i].form;
  return VALET_FORM_NONE;
}

/* PBN: a form, then modifiers after semicolons ("MatchPoints;MP1",
 * "IMP;Cross").  Butler anywhere is IMPs against a datum; IMP alone is
 * the teams' IMPs, IMPs across a field of two tables; BAM (board-a-
 * match) compares two tables as matchpoints do. */
static ValetForm
pbn_form (const char *word)
{
  g_auto (GStrv) parts = g_strsplit (word, ";", -1);
  ValetForm form = VALET_FORM_NONE;

  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *p = g_strstrip (parts[i]);
      if (g_ascii_strcasecmp (p, "Butler") == 0)
        return VALET_FORM_DATUM;
      if (i > 0)
        continue;
      if (g_ascii_strcasecmp (p, "MP") == 0 || g_ascii_strcasecmp (p, "MatchPoints") == 0
          || g_ascii_strcasecmp (p, "BAM") == 0)
        form = VALET_FORM_MATCHPOINTS;
      else if (g_ascii_strcasecmp (p, "IMP") == 0 || g_ascii_strcasecmp (p, "IMPs") == 0
               || g_ascii_strncasecmp (p, "Cross", 5) == 0)
        form = VALET_FORM_IMPS;
    }
  return form;
}

/* Bridgemate's ScoringType, a number ("ScoringType 1" as the reader
 * words it for messages). */
static ValetForm
bws_form (const char *word)
{
  char *end = NULL;
  long n;

  if (g_ascii_strncasecmp (word, "ScoringType", 11) == 0)
    word += 11;
  while (*word == ' ')
    word++;
  n = strtol (word, &end, 10);

  if (end == word || *end != '\0')
    return VALET_FORM_NONE;
  switch (n)
    {
    case 1: return VALET_FORM_MATCHPOINTS;
    case 2: return VALET_FORM_IMPS;
    case 3: return VALET_FORM_DATUM;
    case 4: return VALET_FORM_IMPS;       /* teams: IMPs between two tables */
    default: return VALET_FORM_NONE;
    }
}

ValetForm
valet_form_parse (ValetFormWords words, const char *word)
{
  g_autofree char *w = g_strstrip (g_strdup (word ? word : ""));

  switch (words)
    {
    case VALET_FORM_WORDS_USEBIO:
      return lookup (usebio_words, G_N_ELEMENTS (usebio_words), w);
    case VALET_FORM_WORDS_PBN:
      return pbn_form (w);
    case VALET_FORM_WORDS_BWS:
      return bws_form (w);
    case VALET_FORM_WORDS_CSV:
    default:
      {
        ValetForm form = lookup (csv_words, G_N_ELEMENTS (csv_words), w);
        return form != VALET_FORM_NONE ? form : pbn_form (w);
      }
    }
}

const char *
valet_form_pbn_word (ValetForm form)
{
  static const char *const words[] = { NULL, "Butler", "IMP;Cross", "MP" };

  return form <= VALET_FORM_MATCHPOINTS ? words[form] : NULL;
}

const char *
valet_form_csv_word (ValetForm form)
{
  static const char *const words[] = { NULL, "datum", "imps", "matchpoints" };

  return form <= VALET_FORM_MATCHPOINTS ? words[form] : NULL;
}

/* What a file of @words may say, for the warning. */
static const char *
expected (ValetFormWords words)
{
  switch (words)
    {
    case VALET_FORM_WORDS_USEBIO:
      /* Translators: USEBIO's words, not translated. */
      return _("MP_PAIRS, BUTLER_PAIRS, CROSS_IMP, SWISS_PAIRS, SWISS_TEAMS or TEAMS_OF_FOUR");
    case VALET_FORM_WORDS_PBN:
      /* Translators: PBN's words, not translated. */
      return _("MP, MatchPoints, IMP, IMP;Cross or Butler");
    case VALET_FORM_WORDS_BWS:
      return _("1 for matchpoints, 2 for cross-IMPs, 3 for Butler or 4 for teams");
    case VALET_FORM_WORDS_CSV:
    default:
      /* Translators: the CSV scoring column's words, not translated. */
      return _("matchpoints, imps, cross-imps, butler or datum");
    }
}

void
valet_form_declare (ValetTournament *t, ValetFormWords words, const char *word,
                    const char *file, guint line, ValetDiagnostics *diag, gboolean *warned)
{
  g_autofree char *w = NULL;
  ValetForm form;

  if (word == NULL)
    return;
  w = g_strstrip (g_utf8_make_valid (word, -1));
  if (words == VALET_FORM_WORDS_PBN && g_str_has_prefix (w, "##"))
    memmove (w, w + 2, strlen (w + 2) + 1);
  if (*w == '\0' || strcmp (w, "#") == 0 || strcmp (w, "?") == 0)
    return;
  form = valet_form_parse (words, w);
  if (form != VALET_FORM_NONE && valet_tournament_declare_form (t, form, w, line))
    return;
  if (*warned || (form != VALET_FORM_NONE && form == valet_tournament_get_form (t)))
    return;
  *warned = TRUE;
  if (form == VALET_FORM_NONE)
    /* Translators: the file's word, then the words expected. */
    valet_diagnostics_warn (diag, file, line, _("scoring form '%s' is not one Valet scores "
                                                "(expected %s); the ranking is scored in the "
                                                "default form"), w, expected (words));
  else
    /* Translators: the file's word here, then the word and line the
     * form was first declared with. */
    valet_diagnostics_warn (diag, file, line, _("scoring form '%s' differs from '%s' on line "
                                                "%u (expected one form for the whole file); "
                                                "the ranking is scored as line %u says"),
                            w, valet_tournament_get_form_word (t),
                            valet_tournament_get_form_line (t),
                            valet_tournament_get_form_line (t));
}
