/* valet-adjusted-fields.c: the fields of adjusted scores, read the same
 * way from every format, and the check that a table's parts make one
 * score. */
#include "config.h"
#include "valet-adjusted-fields.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Weights within this of 1 make a whole: 1/3 + 2/3 written with a few
 * digits. */
#define WEIGHT_SLACK 0.005

gboolean
valet_parse_weight (const char *text, float *out)
{
  g_autofree char *t = g_strstrip (g_strdup (text ? text : ""));
  char *end;
  double w;

  if (t[0] == '\0' || t[0] == '-' || t[0] == '+')
    return FALSE;
  const char *slash = strchr (t, '/');
  if (slash != NULL)
    {
      guint num, den;
      g_autofree char *top = g_strndup (t, (gsize) (slash - t));
      if (!valet_field_number (top, 1000, &num) || !valet_field_number (slash + 1, 1000, &den)
          || den == 0)
        return FALSE;
      w = (double) num / den;
    }
  else
    {
      w = g_ascii_strtod (t, &end);
      if (end == t)
        return FALSE;
      if (*end == '%')
        {
          w /= 100;
          end++;
        }
      if (*end != '\0')
        return FALSE;
    }
  if (!(w > 0 && w <= 1))
    return FALSE;
  *out = (float) w;
  return TRUE;
}

/* The side "NS" or "EW" names (any case), or 0 for neither. */
static guint8
side_of (const char *word)
{
  if (g_ascii_strcasecmp (word, "NS") == 0)
    return VALET_SIDE_NS;
  if (g_ascii_strcasecmp (word, "EW") == 0)
    return VALET_SIDE_EW;
  return VALET_SIDE_BOTH;
}

gboolean
valet_parse_part_field (const char *text, ValetResult *r, const ValetFieldSource *src)
{
  g_auto (GStrv) words = g_strsplit_set (text ? text : "", " \t", -1);
  gboolean side = FALSE, weight = FALSE;

  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *w = words[i];
      float value;
      if (w[0] == '\0')
        continue;
      if (!side && side_of (w) != VALET_SIDE_BOTH)
        {
          r->side = side_of (w);
          side = TRUE;
        }
      else if (!weight && valet_parse_weight (w, &value))
        {
          r->weight = value;
          weight = TRUE;
        }
      else
        {
          valet_diagnostics_add (src->diag, src->file, src->line,
                                 _("'%s' is neither a side nor a weight (expected NS or EW "
                                   "for one side's line of a split score, a weight such as "
                                   "0.6, 60%% or 1/3 for an outcome of a weighted score, or "
                                   "both)"), text);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
valet_parse_artificial (const char *text, ValetResult *r)
{
  g_autofree char *t = g_strstrip (g_strdup (text ? text : ""));
  const char *slash = strchr (t, '/');
  guint ns, ew;

  if (slash == NULL)
    return FALSE;
  g_autofree char *left = g_strstrip (g_strndup (t, (gsize) (slash - t)));
  g_autofree char *right = g_strstrip (g_strdup (slash + 1));
  /* "60%/40%" as well as "60/40". */
  g_strdelimit (left, "%", ' ');
  g_strdelimit (right, "%", ' ');
  g_strstrip (left);
  g_strstrip (right);
  if (!valet_field_number (left, 100, &ns) || !valet_field_number (right, 100, &ew))
    return FALSE;
  valet_result_set_artificial (r, ns, ew);
  return TRUE;
}

void
valet_result_set_artificial (ValetResult *r, guint ns_percent, guint ew_percent)
{
  r->kind = VALET_RESULT_ARTIFICIAL;
  r->level = r->denom = r->mult = r->declarer = r->tricks = 0;
  r->lead_rank = 0;
  r->percent[0] = (guint8) MIN (ns_percent, 100);
  r->percent[1] = (guint8) MIN (ew_percent, 100);
  r->weight = 1;
  r->side = VALET_SIDE_BOTH;
}

typedef struct {
  guint  first;         /* index of the table's first part checked */
  double weight[2];     /* by side: North-South, East-West */
} TableParts;

static void
check_table (ValetTournament *t, const TableParts *p, const char *file, ValetDiagnostics *diag)
{
  const ValetResult *r = valet_tournament_result (t, p->first);
  for (guint side = 0; side < 2; side++)
    if (fabs (p->weight[side] - 1) > WEIGHT_SLACK)
      {
        char sum[G_ASCII_DTOSTR_BUF_SIZE];
        g_ascii_formatd (sum, sizeof sum, "%.3g", p->weight[side]);
        valet_diagnostics_add (diag, file, r->line,
                               side == 0
                               ? _("round %u board %u: the parts of this table's score give "
                                   "North-South %s in all (expected the weights of a weighted "
                                   "score to add up to 1, and a split score to have one line "
                                   "for each side)")
                               : _("round %u board %u: the parts of this table's score give "
                                   "East-West %s in all (expected the weights of a weighted "
                                   "score to add up to 1, and a split score to have one line "
                                   "for each side)"),
                               r->round, r->board, sum);
        return;
      }
}

void
valet_check_adjusted (ValetTournament *t, const char *file, ValetDiagnostics *diag)
{
  /* The tables with parts, by the index of their first line. */
  g_autoptr (GHashTable) tables = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                                         g_free);
  g_autoptr (GPtrArray) order = g_ptr_array_new ();

  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    {
      const ValetResult *r = valet_tournament_result (t, i);
      if (!valet_result_is_partial (r) || r->kind == VALET_RESULT_ARTIFICIAL)
        continue;
      gpointer key = GUINT_TO_POINTER (valet_tournament_table_of (t, i));
      TableParts *p = g_hash_table_lookup (tables, key);
      if (p == NULL)
        {
          p = g_new0 (TableParts, 1);
          p->first = i;
          g_hash_table_insert (tables, key, p);
          g_ptr_array_add (order, p);
        }
      if (r->side != VALET_SIDE_EW)
        p->weight[0] += r->weight;
      if (r->side != VALET_SIDE_NS)
        p->weight[1] += r->weight;
    }
  for (guint k = 0; k < order->len; k++)
    check_table (t, g_ptr_array_index (order, k), file, diag);
}

/* An empty cell, or PBN's "-": nothing given. */
static gboolean
cell_is_none (const char *text)
{
  g_autofree char *t = g_strstrip (g_strdup (text ? text : ""));
  return t[0] == '\0' || g_str_equal (t, "-");
}

gboolean
valet_parse_weight_field (const char *text, ValetResult *r, const ValetFieldSource *src)
{
  float value;

  if (cell_is_none (text))
    return TRUE;
  if (!valet_parse_weight (text, &value))
    {
      valet_diagnostics_add (src->diag, src->file, src->line,
                             _("weight '%s' is not a weight (expected a number above 0 "
                               "and at most 1, such as 0.6, 60%% or 1/3, for an outcome of "
                               "a weighted score, or nothing for a whole result)"), text);
      return FALSE;
    }
  r->weight = value;
  return TRUE;
}

gboolean
valet_parse_side_field (const char *text, ValetResult *r, const ValetFieldSource *src)
{
  g_autofree char *t = g_strstrip (g_strdup (text ? text : ""));

  if (cell_is_none (t))
    return TRUE;
  if (side_of (t) != VALET_SIDE_BOTH)
    {
      r->side = side_of (t);
      return TRUE;
    }
  valet_diagnostics_add (src->diag, src->file, src->line,
                         _("side '%s' is not a side (expected NS or EW for one side's "
                           "line of a split score, or nothing for both sides)"), text);
  return FALSE;
}

gboolean
valet_parse_artificial_fields (const char *declarer, const char *percentages, const char *lead,
                               ValetResult *r, const ValetFieldSource *src)
{
  float weight = r->weight;
  guint8 side = r->side;

  if (!cell_is_none (declarer))
    {
      valet_diagnostics_add (src->diag, src->file, src->line,
                             _("declarer '%s' on an artificial score (expected - : "
                               "an artificial score has no declarer)"), declarer);
      return FALSE;
    }
  if (!valet_parse_artificial (percentages, r))
    {
      valet_diagnostics_add (src->diag, src->file, src->line,
                             _("'%s' is not an artificial score's percentages (expected "
                               "North-South's and East-West's, e.g. 60/40 or 50/50)"),
                             percentages ? percentages : "");
      return FALSE;
    }
  if (side != VALET_SIDE_BOTH || weight != 0)
    {
      valet_diagnostics_add (src->diag, src->file, src->line,
                             "%s", _("an artificial score with a weight or a side (expected "
                                     "its percentages alone: 60/40 gives each side its own)"));
      return FALSE;
    }
  if (!cell_is_none (lead))
    {
      valet_diagnostics_add (src->diag, src->file, src->line,
                             _("lead '%s' on an artificial score (expected none)"), lead);
      return FALSE;
    }
  return TRUE;
}

char *
valet_result_weight_text (const ValetResult *r)
{
  ValetResult whole_side = *r;

  whole_side.side = VALET_SIDE_BOTH;
  return valet_result_part_text (&whole_side);
}

gboolean
valet_parse_adjusted_percentages (const char *score, guint *ns_percent, guint *ew_percent)
{
  g_autofree char *s = g_strstrip (g_strdup (score ? score : ""));
  gsize len = strlen (s);
  guint digits[4], n = 0;

  if (g_ascii_toupper (s[0]) != 'A' || (len != 5 && len != 6))
    return FALSE;
  for (gsize i = 1; i < len; i++)
    if (g_ascii_isdigit (s[i]) && n < 4)
      digits[n++] = (guint) (s[i] - '0');
    else if (!(len == 6 && i == 3 && (s[i] == '/' || s[i] == '-')))
      return FALSE;
  if (n != 4)
    return FALSE;
  *ns_percent = digits[0] * 10 + digits[1];
  *ew_percent = digits[2] * 10 + digits[3];
  return TRUE;
}
