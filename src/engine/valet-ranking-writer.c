/* valet-ranking-writer.c: text and CSV rankings. */
#include "valet-ranking-writer.h"

#include <string.h>

#include "valet-safe-text.h"

typedef struct {
  GString            *out;
  ValetRanking       *ranking;
  const ValetOptions *options;
  const char         *sep;
  int                 prec;     /* decimals: 1 for matchpoints, else 2 */
} Writer;

/* Pads a name to @width columns.  Multi-byte characters are counted the
 * reference's way: a run of two or more high bytes counts one column less
 * for every second byte. */
static void
append_padded (GString *out, const char *s, int width)
{
  int len = (int) strlen (s);
  int pad = width - len;
  for (int i = 0; i < len; i++)
    if (i > 0 && (signed char) s[i] < 0 && (signed char) s[i - 1] < 0)
      {
        i++;
        pad++;
      }
  g_string_append (out, s);
  for (int i = 0; i < pad; i++)
    g_string_append_c (out, ' ');
}

static void
text_pair (Writer *w, double average, guint count)
{
  if (count > 0)
    g_string_append_printf (w->out, "%5.*f (%3u)", w->prec, average, count);
  else
    g_string_append (w->out, "    - (  0)");
}

static void
csv_pair (Writer *w, double average, guint count)
{
  if (count > 0)
    g_string_append_printf (w->out, "%.*f%s%u%s", w->prec, average, w->sep,
                            count, w->sep);
  else
    g_string_append_printf (w->out, "-%s0%s", w->sep, w->sep);
}

static void
text_header (Writer *w)
{
  GString *o = w->out;
  const ValetOptions *opt = w->options;

  g_string_append_printf (o, "%54s | %11s | %12s | %8s%6s%10s | %7s%4s%8s | ",
                          "", "", "", "", "Play", "", "", "Declaring", "");
  if (opt->lead)
    {
      if (opt->average)
        g_string_append_printf (o, "%19s%11s%20s |", "", "Defending", "");
      else
        g_string_append_printf (o, "%13s%11s%13s |", "", "Defending", "");
    }
  g_string_append_c (o, '\n');

  g_string_append_printf (o, "%-54s | %4s%7s | %5s%7s | %11s  %11s | %11s%13s",
                          "Players", "No.", valet_scoring_heading (opt->scoring),
                          "Bid", "Play", "Declaring", "Defending",
                          "Declarer1", "Declarer2");
  if (opt->lead)
    {
      g_string_append_printf (o, " | %11s  %11s", "Lead1", "Lead2");
      if (opt->average)
        g_string_append_printf (o, "%13s", "Average");
      g_string_append_printf (o, "%13s", "Play");
    }
  g_string_append (o, " |\n");
}

static void
csv_header (Writer *w)
{
  const char *s = w->sep;
  g_string_append_printf (w->out,
                          "Players%sCount%s%s%sBid%sPlay%sDecl%s#%sDef%s#%s"
                          "Decl1%s#%sDecl2%s#%s",
                          s, s, valet_scoring_heading (w->options->scoring),
                          s, s, s, s, s, s, s, s, s, s, s);
  if (w->options->lead)
    {
      g_string_append_printf (w->out, "Lead1%s#%sLead2%s#%s", s, s, s, s);
      if (w->options->average)
        g_string_append_printf (w->out, "Avg%s#%s", s, s);
      g_string_append_printf (w->out, "Play%s#", s);
    }
  g_string_append_c (w->out, '\n');
}

static void
write_row (Writer *w, const ValetPairScore *p, gboolean csv)
{
  const double *a = p->avg;
  const guint *n = p->num;
  GString *o = w->out;
  g_autofree char *given = valet_ranking_pair_name (w->ranking, p);
  /* Names as given (the reference's bytes), but for control characters,
   * which reach a terminal as \xHH and no longer as commands. */
  g_autofree char *name = valet_escape_for_terminal (given, FALSE);
  void (*pair) (Writer *, double, guint) = csv ? csv_pair : text_pair;
  ValetPairColumns c;

  valet_pair_score_columns (p, w->options->scoring, &c);
  if (csv)
    {
      /* A text cell that a spreadsheet reads as text: quoted where it
       * holds the separator, and not taken for a formula.  Numbers
       * such as -0.25 stay numbers. */
      valet_csv_append_cell (o, name, w->sep);
      g_string_append_printf (o, "%s%u%s%.*f%s%.*f%s%.*f%s", w->sep,
                              n[VALET_COL_OVERALL], w->sep,
                              w->prec, a[VALET_COL_OVERALL], w->sep,
                              w->prec, a[VALET_COL_BID], w->sep,
                              w->prec, c.play, w->sep);
    }
  else
    {
      append_padded (o, name, 54);
      g_string_append_printf (o, " | %4u%7.*f | %5.*f%7.*f | ",
                              n[VALET_COL_OVERALL], w->prec, a[VALET_COL_OVERALL],
                              w->prec, a[VALET_COL_BID], w->prec, c.play);
    }

  pair (w, c.declaring, c.n_declaring);
  g_string_append (o, "  ");
  pair (w, csv ? c.defending_by_leads : c.defending, c.n_defending);

  if (!csv)
    g_string_append (o, " | ");
  pair (w, a[VALET_COL_PLAY1], n[VALET_COL_PLAY1]);
  if (!csv)
    g_string_append (o, "  ");
  pair (w, a[VALET_COL_PLAY2], n[VALET_COL_PLAY2]);
  if (!csv)
    g_string_append (o, " | ");

  if (w->options->lead)
    {
      pair (w, a[VALET_COL_LEAD1], n[VALET_COL_LEAD1]);
      if (!csv)
        g_string_append (o, "  ");
      pair (w, a[VALET_COL_LEAD2], n[VALET_COL_LEAD2]);
      if (!csv)
        g_string_append (o, "  ");
      if (w->options->average)
        {
          pair (w, c.lead_average, c.n_lead_average);
          if (!csv)
            g_string_append (o, "  ");
        }
      pair (w, a[VALET_COL_DEF], n[VALET_COL_DEF]);
      if (!csv)
        g_string_append (o, " |");
    }
  g_string_append_c (o, '\n');
}

/* Table 0 holds the pairs with at least min_hands boards; table 1, only
 * when min_hands is set, those with at most min_hands (a pair with exactly
 * min_hands appears in both, as in the reference). */
static gboolean
in_table (const Writer *w, const ValetPairScore *p, int table)
{
  guint boards = p->num[VALET_COL_OVERALL];
  if (boards == 0)
    return FALSE;
  return table == 0 ? boards >= w->options->min_hands
                    : boards <= w->options->min_hands;
}

static void
write_table (Writer *w, int table, gboolean csv)
{
  guint n = valet_ranking_n_pairs (w->ranking);
  gboolean any = FALSE;

  if (table == 1 && w->options->min_hands == 0)
    return;
  /* The reference also counts the unused slots of its last block of 16
   * as pairs with no boards, so the second table's heading shows up
   * whenever such a slot exists. */
  if (table == 1 && n != (n / 16 + 1) * 16 - 1)
    any = TRUE;
  for (guint i = 0; i < n && !any; i++)
    {
      guint boards = valet_ranking_pair (w->ranking, i)->num[VALET_COL_OVERALL];
      any = table == 0 ? boards >= w->options->min_hands
                       : boards < w->options->min_hands;
    }
  if (!any)
    return;

  (csv ? csv_header : text_header) (w);
  for (guint i = 0; i < n; i++)
    {
      const ValetPairScore *p = valet_ranking_pair (w->ranking, i);
      if (in_table (w, p, table))
        write_row (w, p, csv);
    }
  g_string_append_c (w->out, '\n');
}

void
valet_write_ranking (GString *out, ValetRanking *ranking,
                     const ValetOptions *options, ValetFormat format,
                     const char *separator)
{
  Writer w = {
    .out = out,
    .ranking = ranking,
    .options = options,
    .sep = separator ? separator : ",",
    .prec = (int) valet_scoring_decimals (options->scoring),
  };
  gboolean csv = format == VALET_FORMAT_CSV;

  write_table (&w, 0, csv);
  write_table (&w, 1, csv);
}
