/* valet-ranking-writer.c: text and CSV rankings. */
#include "valet-ranking-writer.h"

#include <math.h>
#include <string.h>

#include "valet-pair-lists.h"
#include "valet-ranking-columns.h"
#include "valet-safe-text.h"

typedef struct {
  GString            *out;
  ValetRanking       *ranking;
  const ValetOptions *options;
  const char         *sep;
  int                 prec;     /* decimals: 1 for matchpoints, else 2 */
  /* The columns of the reference's tables: all but the rank. */
  const ValetRankingColumn *cols[VALET_N_RANKING_COLUMNS];
  guint               n_cols;
  /* One table per list (--by-direction): the list written, and the
   * tournament whose pair numbers lead each row; NULL for the
   * reference's one table. */
  ValetPairLists     *lists;
  guint               list;
  ValetTournament    *tournament;
  /* Where the text goes in pieces (valet_write_ranking_to()), so that a
   * field of millions never holds its whole ranking; NULL to keep it all
   * in out.  failed: the sink refused a piece, and gets no more. */
  ValetTextSink       sink;
  gpointer            sink_data;
  gboolean            failed;
} Writer;

/* Some tens of rows at a time: few calls, and little held. */
#define SINK_PIECE 65536

/* Hands out to the sink what is written so far: when it has grown to a
 * piece, or, with @all, whatever is left. */
static void
pass_on (Writer *w, gboolean all)
{
  if (w->sink == NULL || (!all && w->out->len < SINK_PIECE))
    return;
  if (!w->failed && w->out->len > 0)
    w->failed = !w->sink (w->out->str, w->out->len, w->sink_data);
  g_string_truncate (w->out, 0);
}

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

/* The reference's heading of a column. */
static const char *
ref_heading (const Writer *w, const ValetRankingColumn *col, gboolean csv)
{
  if (col->id == VALET_RANKING_OVERALL)
    return valet_scoring_heading (w->options->scoring);
  return csv ? col->ref_csv : col->ref_text;
}

/* What comes before a column in the text table: a bar between groups,
 * two spaces between an average-and-count and the one before it. */
static const char *
text_gap (const ValetRankingColumn *col, const ValetRankingColumn *prev)
{
  if (prev == NULL)
    return "";
  if (col->ref_group != prev->ref_group)
    return " | ";
  if (col->kind == VALET_COLUMN_VALUE_AND_COUNT && prev->kind == VALET_COLUMN_VALUE_AND_COUNT)
    return "  ";
  return "";
}

/* Width of a column's cell in the text table: an average and its count
 * take "12.34 (  5)". */
static int
text_width (const ValetRankingColumn *col)
{
  return col->kind == VALET_COLUMN_VALUE_AND_COUNT ? 11 : col->ref_width;
}

static void
text_header (Writer *w)
{
  GString *o = w->out;
  const ValetOptions *opt = w->options;
  const ValetRankingColumn *prev = NULL;

  /* The groups' titles, spaced as the reference spaces them. */
  if (w->lists)
    g_string_append_printf (o, "%-5s", "");
  g_string_append_printf (o, "%54s | %11s | %12s | %8s%6s%10s | %7s%4s%8s | ",
                          "", "", "", "", "Play", "", "", "Declaring", "");
  if (opt->lead)
    {
      if (opt->average)
        g_string_append_printf (o, "%19s%11s%20s |", "", "Defending", "");
      else
        g_string_append_printf (o, "%13s%11s%13s |", "", "Defending", "");
    }
  /* The columns asked for have no group title. */
  int extra = 0;
  for (guint i = 0; i < w->n_cols; i++)
    if (w->cols[i]->ask != 0)
      extra += text_width (w->cols[i]);
  if (extra > 0)
    g_string_append_printf (o, "%*s |", extra + (opt->lead ? 1 : 0), "");
  g_string_append_c (o, '\n');

  if (w->lists)
    g_string_append_printf (o, "%-5s", "Pair");
  for (guint i = 0; i < w->n_cols; i++)
    {
      const ValetRankingColumn *col = w->cols[i];
      g_string_append (o, text_gap (col, prev));
      g_string_append_printf (o, col->kind == VALET_COLUMN_LABEL ? "%-*s" : "%*s",
                              text_width (col), ref_heading (w, col, FALSE));
      prev = col;
    }
  g_string_append (o, " |\n");
}

/* Each heading followed by the separator, but for the last when the
 * leads are split: the reference's habit. */
static void
csv_header (Writer *w)
{
  if (w->lists)
    g_string_append_printf (w->out, "Pair%s", w->sep);
  for (guint i = 0; i < w->n_cols; i++)
    {
      const ValetRankingColumn *col = w->cols[i];
      g_string_append (w->out, ref_heading (w, col, TRUE));
      if (col->kind == VALET_COLUMN_VALUE_AND_COUNT)
        g_string_append_printf (w->out, "%s#", w->sep);
      if (i + 1 < w->n_cols || !w->options->lead)
        g_string_append (w->out, w->sep);
    }
  g_string_append_c (w->out, '\n');
}

static void
write_name (Writer *w, const ValetPairScore *p, gboolean csv)
{
  /* The CSV ranking is UTF-8 whatever the input's encoding, as --save-as
   * csv is; the text ranking (and Valet 1.1's CSV) has the names as given
   * (the reference's bytes). */
  g_autofree char *given = csv && !w->options->compat
                           ? valet_ranking_pair_display_name (w->ranking, p)
                           : valet_ranking_pair_name (w->ranking, p);
  /* Control characters reach a terminal as \xHH, no longer as commands. */
  g_autofree char *name = valet_escape_for_terminal (given, FALSE);

  if (csv)
    {
      /* A text cell that a spreadsheet reads as text: quoted where it
       * holds the separator, and not taken for a formula.  Numbers
       * such as -0.25 stay numbers. */
      valet_csv_append_cell (w->out, name, w->sep);
      g_string_append (w->out, w->sep);
    }
  else
    append_padded (w->out, name, 54);
}

static void
write_row (Writer *w, const ValetPairScore *p, gboolean csv)
{
  GString *o = w->out;
  const ValetRankingColumn *prev = NULL;

  if (w->lists)
    {
      g_autofree char *number = valet_pair_number_text (w->tournament, p, FALSE);
      if (csv)
        {
          valet_csv_append_cell (o, number ? number : "", w->sep);
          g_string_append (o, w->sep);
        }
      else
        g_string_append_printf (o, "%-5s", number ? number : "");
    }
  for (guint i = 0; i < w->n_cols; i++)
    {
      const ValetRankingColumn *col = w->cols[i];
      double v;
      guint n;

      if (!csv)
        g_string_append (o, text_gap (col, prev));
      else if (col->id == VALET_RANKING_DEFENDING)
        g_string_append (o, "  ");   /* as in the reference's CSV */
      prev = col;
      if (col->kind == VALET_COLUMN_LABEL)
        {
          write_name (w, p, csv);
          continue;
        }
      /* Only Valet 1.1's text table weighs the leads by the hands
       * declared; otherwise the text says what the CSV says. */
      valet_ranking_column_value (col, p, w->options,
                                  csv || !w->options->compat
                                  ? VALET_WEIGH_BY_LEADS : VALET_WEIGH_AS_REFERENCE_TEXT,
                                  &v, &n);
      if (col->kind == VALET_COLUMN_VALUE_AND_COUNT)
        (csv ? csv_pair : text_pair) (w, v, n);
      else if (col->kind == VALET_COLUMN_COUNT && csv)
        g_string_append_printf (o, "%u%s", n, w->sep);
      else if (col->kind == VALET_COLUMN_COUNT)
        g_string_append_printf (o, "%*u", col->ref_width, n);
      else
        g_string_append_printf (o, "%*.*f%s", csv ? 0 : col->ref_width, w->prec, v,
                                csv ? w->sep : "");
    }
  /* The reference closes a row with the leads' group "|" and without
   * them " | ". */
  if (!csv)
    g_string_append (o, w->options->lead ? " |" : " | ");
  g_string_append_c (o, '\n');
}

/* Table 0 holds the pairs with at least min_hands boards; table 1, only
 * when min_hands is set, those with at most min_hands (a pair with exactly
 * min_hands appears in both, as in the reference).  Pairs with a
 * placeholder player are not ranked: they go to table 1 alone, except in
 * the reference's ranking (--compat 1.1), which does not know them. */
static gboolean
in_table (const Writer *w, const ValetPairScore *p, int table)
{
  guint boards = (guint) lround (p->num[VALET_COL_OVERALL]);
  if (boards == 0)
    return FALSE;
  if (w->lists && valet_pair_lists_list_of (w->lists, p) != w->list)
    return FALSE;
  if (p->placeholder && !w->options->compat)
    return table == 1;
  return table == 0 ? boards >= w->options->min_hands
                    : w->options->min_hands > 0 && boards <= w->options->min_hands;
}

static void
write_table (Writer *w, int table, gboolean csv)
{
  guint n = valet_ranking_n_pairs (w->ranking);
  gboolean any = FALSE;

  /* The reference also counts the unused slots of its last block of 16
   * as pairs with no boards, so the second table's heading shows up
   * whenever such a slot exists. */
  if (table == 1 && w->options->min_hands > 0 && n != (n / 16 + 1) * 16 - 1 && !w->lists)
    any = TRUE;
  for (guint i = 0; i < n && !any; i++)
    {
      const ValetPairScore *p = valet_ranking_pair (w->ranking, i);
      if (w->lists && valet_pair_lists_list_of (w->lists, p) != w->list)
        continue;
      guint boards = (guint) lround (p->num[VALET_COL_OVERALL]);
      if (p->placeholder && !w->options->compat)
        any = table == 1 && boards > 0;
      else if (table == 0)
        any = boards >= w->options->min_hands;
      else
        any = w->options->min_hands > 0 && boards < w->options->min_hands;
    }
  if (!any)
    return;

  (csv ? csv_header : text_header) (w);
  for (guint i = 0; i < n; i++)
    {
      const ValetPairScore *p = valet_ranking_pair (w->ranking, i);
      if (in_table (w, p, table))
        {
          write_row (w, p, csv);
          pass_on (w, FALSE);
        }
    }
  g_string_append_c (w->out, '\n');
}

/* The reference's own columns, then those asked for. */
static void
reference_columns (Writer *w, const ValetOptions *options)
{
  const ValetRankingColumn *all[VALET_N_RANKING_COLUMNS];
  guint n = valet_ranking_columns (options, all);

  for (guint i = 0; i < n; i++)
    if (all[i]->ref_text != NULL && all[i]->ask == 0)
      w->cols[w->n_cols++] = all[i];
  for (guint i = 0; i < n; i++)
    if (all[i]->ref_text != NULL && (all[i]->ask & options->columns) != 0)
      w->cols[w->n_cols++] = all[i];
}

static void
write_ranking (Writer *w, ValetFormat format)
{
  gboolean csv = format == VALET_FORMAT_CSV;

  reference_columns (w, w->options);

  /* UTF-8's mark, as --save-as csv writes it, so that a spreadsheet
   * reads the names as UTF-8 (not under --compat 1.1). */
  if (csv && !w->options->compat)
    g_string_append (w->out, "\xEF\xBB\xBF");
  write_table (w, 0, csv);
  write_table (w, 1, csv);
  pass_on (w, TRUE);
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

  write_ranking (&w, format);
}

gboolean
valet_write_ranking_to (ValetTextSink sink, gpointer sink_data, ValetRanking *ranking,
                        const ValetOptions *options, ValetFormat format,
                        const char *separator)
{
  g_autoptr (GString) piece = g_string_sized_new (SINK_PIECE + 1024);
  Writer w = {
    .out = piece,
    .ranking = ranking,
    .options = options,
    .sep = separator ? separator : ",",
    .prec = (int) valet_scoring_decimals (options->scoring),
    .sink = sink,
    .sink_data = sink_data,
  };

  write_ranking (&w, format);
  return !w.failed;
}

void
valet_write_ranking_lists (GString *out, ValetTournament *tournament, ValetRanking *ranking,
                           const ValetOptions *options, ValetFormat format,
                           const char *separator)
{
  g_autoptr (ValetPairLists) lists = valet_pair_lists_new (tournament, ranking);
  Writer w = {
    .out = out,
    .ranking = ranking,
    .options = options,
    .sep = separator ? separator : ",",
    .prec = (int) valet_scoring_decimals (options->scoring),
    .lists = lists,
    .tournament = tournament,
  };
  gboolean csv = format == VALET_FORMAT_CSV;

  reference_columns (&w, options);
  for (w.list = 0; w.list < valet_pair_lists_n (lists); w.list++)
    {
      const char *heading = valet_pair_lists_heading (lists, w.list);
      if (heading && csv)
        {
          valet_csv_append_cell (out, heading, w.sep);
          g_string_append_c (out, '\n');
        }
      else if (heading)
        g_string_append_printf (out, "%s\n\n", heading);
      write_table (&w, 0, csv);
      write_table (&w, 1, csv);
    }
}
