/* valet-pbn-artificial.c: the artificial scores of PBN score tables,
 * for which PBN itself defines no notation: the columns they are read
 * from, and what a row's score cells say. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "valet-adjusted-fields.h"
#include "valet-pbn-private.h"

void
valet_pbn_find_adjusted_columns (AdjustedColumns *adj, GStrv items)
{
  static const char *const suffix[2] = { "_NS", "_EW" };

  adj->score_any = -1;
  for (guint side = 0; side < 2; side++)
    adj->score[side] = adj->percentage[side] = adj->mp[side] = -1;
  for (guint i = 0; items[i]; i++)
    {
      const char *name = items[i];
      if (g_ascii_strcasecmp (name, "Score") == 0)
        adj->score_any = (int) i;
      for (guint side = 0; side < 2; side++)
        {
          struct { const char *prefix; int *col; } kinds[] = {
            { "Score", &adj->score[side] },
            { "Percentage", &adj->percentage[side] },
            { "MP", &adj->mp[side] },
          };
          for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
            {
              gsize len = strlen (kinds[k].prefix);
              if (*kinds[k].col < 0 && g_ascii_strncasecmp (name, kinds[k].prefix, len) == 0
                  && g_ascii_strcasecmp (name + len, suffix[side]) == 0)
                *kinds[k].col = (int) i;
            }
        }
    }
}

/* "A60", "A+", "A5050", "AVG-", "40%": a score the director gave. */
static gboolean
is_artificial (const char *c)
{
  gsize len = strlen (c);
  if (len > 0 && c[len - 1] == '%')
    return TRUE;
  if (g_ascii_toupper (c[0]) != 'A')
    return FALSE;
  const char *rest = c + 1;
  if (g_ascii_strncasecmp (rest, "VG", 2) == 0 || g_ascii_strncasecmp (rest, "VE", 2) == 0)
    rest += 2;
  return rest[strspn (rest, "+-=0123456789./")] == '\0';
}

/* A percentage cell, "60", "45.5" or "60%", rounded to a whole
 * percentage from 0 to 100; FALSE for anything else ("-"). */
static gboolean
percentage_cell (const char *c, guint *out)
{
  char *end;
  double v;

  if (c == NULL || !g_ascii_isdigit (c[0]))
    return FALSE;
  v = g_ascii_strtod (c, &end);
  if (*end == '%')
    end++;
  if (*end != '\0' || v > 100)
    return FALSE;
  *out = (guint) (v + 0.5);
  return TRUE;
}

/* A number of matchpoints, "25.2"; FALSE for anything else. */
static gboolean
mp_cell (const char *c, double *out)
{
  char *end;

  if (c == NULL || !g_ascii_isdigit (c[0]))
    return FALSE;
  *out = g_ascii_strtod (c, &end);
  return *end == '\0';
}

/* An artificial score cell as the percentage of the side whose column it
 * is: "A+" (average plus: 60), "A", "A=" (average: 50), "A-" (average
 * minus: 40), the same with AVG or AVE, "A60" or "60%".  Or, in
 * *@both, both sides' percentages, NS then EW, "A6040" as USEBIO writes
 * them.  FALSE for anything else. */
static gboolean
artificial_cell (const char *c, guint *percent, guint both[2], gboolean *is_both)
{
  gsize len = strlen (c);

  *is_both = FALSE;
  if (len > 1 && c[len - 1] == '%')
    {
      g_autofree char *number = g_strndup (c, len - 1);
      return percentage_cell (number, percent);
    }
  if (g_ascii_toupper (c[0]) != 'A')
    return FALSE;
  const char *rest = c + 1;
  if (g_ascii_strncasecmp (rest, "VG", 2) == 0 || g_ascii_strncasecmp (rest, "VE", 2) == 0)
    rest += 2;
  if (rest[0] == '\0' || strcmp (rest, "=") == 0)
    *percent = 50;
  else if (strcmp (rest, "+") == 0)
    *percent = 60;
  else if (strcmp (rest, "-") == 0)
    *percent = 40;
  else if (valet_parse_adjusted_percentages (c, &both[0], &both[1]))
    *is_both = TRUE;
  else
    return percentage_cell (rest, percent);
  return TRUE;
}

/* Whether @cells hold an artificial score, and its percentages into
 * @percent, North-South then East-West.
 *
 * Magic Contest writes one as contract, declarer and result "-" with
 * each side's score column saying what that side got: Score_NS "A-",
 * Score_EW "A+" is 40 % for North-South and 60 % for East-West (its
 * Percentage_NS and Percentage_EW cells say 40 and 60, and its MP cells
 * 16.8 and 25.2 of a top of 42).  PBN itself defines no notation for
 * them; "A+", "A=" and "A-" are average plus, average and average minus,
 * 60, 50 and 40 % (Law 12C2), from the view of the side whose column
 * holds them, and "A60" or "60%" that side's percentage.  A score the
 * director gave replaces the contract the row may give.
 *
 * When only one side's column gives the score, the other side's comes
 * from the file's own numbers for it: its Percentage cell, else its MP
 * cell in the ratio of the two sides' matchpoints (MP_EW / MP_NS x NS's
 * percentage); only where the row has neither is it the complement,
 * 100 less the other's (A+ 60/40, A- 40/60), as an average plus for one
 * side is an average minus for the other when one side was at fault.
 *
 * Where no score column holds one, the contract cell may (Bridgewebs):
 * "A" average, "A5050" both sides', "A+", "A-" or "A60" North-South's. */
RowScore
valet_pbn_row_artificial (Pbn *pbn, GPtrArray *cells, guint percent[2])
{
  const AdjustedColumns *adj = &pbn->adjusted;
  gboolean known[2] = { FALSE, FALSE }, seen = FALSE, unreadable = FALSE;
  const char *shown = NULL;

#define ADJ_CELL(col) ((col) >= 0 ? (const char *) g_ptr_array_index (cells, (col)) : NULL)
  for (guint side = 0; side < 2; side++)
    {
      const char *c = ADJ_CELL (adj->score[side]);
      guint both[2];
      gboolean is_both;
      if (c == NULL || !is_artificial (c))
        continue;
      seen = TRUE;
      shown = shown ? shown : c;
      if (!artificial_cell (c, &percent[side], both, &is_both))
        {
          /* Not guessed from the other side's. */
          shown = c;
          unreadable = TRUE;
          break;
        }
      if (is_both)
        {
          percent[0] = both[0];
          percent[1] = both[1];
          known[0] = known[1] = TRUE;
          break;
        }
      known[side] = TRUE;
    }
  const char *any = ADJ_CELL (adj->score_any);
  if (!seen && any && is_artificial (any))
    {
      /* A column of no side: only a score of both sides ("A6040") says
       * who got what. */
      guint one, both[2];
      gboolean is_both;
      seen = TRUE;
      shown = any;
      if (artificial_cell (any, &one, both, &is_both) && is_both)
        {
          percent[0] = both[0];
          percent[1] = both[1];
          known[0] = known[1] = TRUE;
        }
    }
  const char *contract = ADJ_CELL (pbn->col[COL_CONTRACT]);
  if (!seen && contract && is_artificial (contract))
    {
      /* Bridgewebs writes the director's score in the contract cell, as
       * its USEBIO files do ("A5050"): "A" is average for both, and a
       * score of one side ("A+", "A60") is North-South's, whose score
       * the row's contract and result give. */
      guint both[2];
      gboolean is_both;
      seen = TRUE;
      shown = contract;
      if (!artificial_cell (contract, &percent[0], both, &is_both))
        unreadable = TRUE;
      else if (is_both)
        {
          percent[0] = both[0];
          percent[1] = both[1];
          known[1] = TRUE;
        }
      known[0] = !unreadable;
    }
  if (!seen)
    return ROW_SCORED;
  for (guint side = 0; side < 2 && !unreadable && (known[0] || known[1]); side++)
    {
      guint other = 1 - side;
      double mp_side, mp_other;
      if (known[side])
        continue;
      if (percentage_cell (ADJ_CELL (adj->percentage[side]), &percent[side]))
        ;
      else if (mp_cell (ADJ_CELL (adj->mp[side]), &mp_side)
               && mp_cell (ADJ_CELL (adj->mp[other]), &mp_other) && mp_other > 0)
        percent[side] = (guint) MIN (100.0, percent[other] * mp_side / mp_other + 0.5);
      else
        percent[side] = 100 - MIN (percent[other], 100);
      known[side] = TRUE;
    }
#undef ADJ_CELL
  if (!unreadable && known[0] && known[1])
    return ROW_ARTIFICIAL;
  valet_diagnostics_warn (pbn->diag, pbn->file, pbn->line,
                          _("board %u has an adjusted score '%s' here, which is "
                            "not counted yet; the row is left out (expected a "
                            "contract, declarer and result played at the table, "
                            "or an artificial score in a side's score column: "
                            "A+, A=, A-, A60 or 60%%)"),
                          pbn->board, shown);
  return ROW_UNREADABLE;
}
