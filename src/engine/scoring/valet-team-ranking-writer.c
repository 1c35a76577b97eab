/* valet-team-ranking-writer.c: the team ranking as text or CSV. */
#include "config.h"
#include "valet-team-ranking-writer.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "valet-safe-text.h"

typedef struct {
  GString          *out;
  ValetTeamRanking *ranking;
  const ValetOptions *options;
  const char       *sep;
  int               prec;
  const ValetRankingColumn *cols[VALET_N_RANKING_COLUMNS];
  guint             n_cols;
} Writer;

/* "2=" for a shared rank. */
static char *
rank_text (Writer *w, guint position)
{
  gboolean tied;
  guint rank = valet_team_ranking_rank (w->ranking, position, &tied);

  return g_strdup_printf ("%u%s", rank, tied ? "=" : "");
}

static void
csv_cell (Writer *w, const char *text)
{
  valet_csv_append_cell (w->out, text, w->sep);
}

static void
csv_header (Writer *w)
{
  csv_cell (w, _("Rank"));
  g_string_append (w->out, w->sep);
  csv_cell (w, _("Team"));
  g_string_append (w->out, w->sep);
  csv_cell (w, _("Pairs"));
  for (guint i = 0; i < w->n_cols; i++)
    {
      const char *title = valet_ranking_column_title (w->cols[i], w->options);
      g_string_append (w->out, w->sep);
      csv_cell (w, title);
      if (w->cols[i]->kind == VALET_COLUMN_COUNT)
        continue;
      /* Translators: the CSV heading of a column's 95 % half-width,
       * after the column's own ("Bid ±"). */
      g_autofree char *half = g_strdup_printf (_("%s ±"), title);
      g_string_append (w->out, w->sep);
      csv_cell (w, half);
      if (w->cols[i]->kind == VALET_COLUMN_VALUE_AND_COUNT)
        {
          /* Translators: the CSV heading of how many boards a column's
           * number is over ("Defence count"). */
          g_autofree char *count = g_strdup_printf (_("%s count"), title);
          g_string_append (w->out, w->sep);
          csv_cell (w, count);
        }
    }
  g_string_append_c (w->out, '\n');
}

static void
csv_row (Writer *w, guint position)
{
  const ValetTeamScore *team = valet_team_ranking_team (w->ranking, position);
  g_autofree char *rank = rank_text (w, position);

  csv_cell (w, rank);
  g_string_append (w->out, w->sep);
  csv_cell (w, team->name);
  g_string_append_printf (w->out, "%s%u", w->sep, team->n_pairs);
  for (guint i = 0; i < w->n_cols; i++)
    {
      const ValetRankingColumn *col = w->cols[i];
      double v, half;
      guint n;
      valet_team_ranking_value (w->ranking, team, col, &v, &n);
      g_string_append (w->out, w->sep);
      if (col->kind == VALET_COLUMN_COUNT)
        {
          g_string_append_printf (w->out, "%u", n);
          continue;
        }
      if (n > 0)
        g_string_append_printf (w->out, "%.*f", w->prec, v);
      g_string_append (w->out, w->sep);
      if (n > 0 && valet_team_ranking_error (w->ranking, team, col, NULL, &half))
        g_string_append_printf (w->out, "%.*f", w->prec, half);
      if (col->kind == VALET_COLUMN_VALUE_AND_COUNT)
        g_string_append_printf (w->out, "%s%u", w->sep, n);
    }
  g_string_append_c (w->out, '\n');
}

/* Pads @s to @width columns of characters. */
static void
append_padded (GString *out, const char *s, guint width)
{
  glong len = g_utf8_validate (s, -1, NULL) ? g_utf8_strlen (s, -1) : (glong) strlen (s);

  g_string_append (out, s);
  for (glong i = len; i < (glong) width; i++)
    g_string_append_c (out, ' ');
}

/* The width of a number column in text: "-12.34 ± 5.67". */
#define TEXT_VALUE_WIDTH 16

static void
text_header (Writer *w, guint name_width)
{
  append_padded (w->out, _("Rank"), 6);
  append_padded (w->out, _("Team"), name_width + 2);
  append_padded (w->out, _("Pairs"), 7);
  for (guint i = 0; i < w->n_cols; i++)
    {
      const char *title = valet_ranking_column_title (w->cols[i], w->options);
      guint width = w->cols[i]->kind == VALET_COLUMN_COUNT ? 8 : TEXT_VALUE_WIDTH;
      glong len = g_utf8_strlen (title, -1);
      /* Right-aligned over the numbers. */
      for (glong k = len; k < (glong) width; k++)
        g_string_append_c (w->out, ' ');
      g_string_append (w->out, title);
    }
  g_string_append_c (w->out, '\n');
}

static void
text_row (Writer *w, guint position, guint name_width)
{
  const ValetTeamScore *team = valet_team_ranking_team (w->ranking, position);
  g_autofree char *rank = rank_text (w, position);
  g_autofree char *name = valet_escape_for_terminal (team->name, FALSE);

  append_padded (w->out, rank, 6);
  append_padded (w->out, name, name_width + 2);
  g_string_append_printf (w->out, "%5u  ", team->n_pairs);
  for (guint i = 0; i < w->n_cols; i++)
    {
      const ValetRankingColumn *col = w->cols[i];
      double v, half;
      guint n;
      valet_team_ranking_value (w->ranking, team, col, &v, &n);
      if (col->kind == VALET_COLUMN_COUNT)
        g_string_append_printf (w->out, "%8u", n);
      else if (n == 0)
        g_string_append_printf (w->out, "%*s", TEXT_VALUE_WIDTH, "-");
      else if (valet_team_ranking_error (w->ranking, team, col, NULL, &half))
        g_string_append_printf (w->out, "%8.*f ±%6.*f", w->prec, v, w->prec, half);
      else
        g_string_append_printf (w->out, "%8.*f        ", w->prec, v);
    }
  g_string_append_c (w->out, '\n');
}

void
valet_write_team_ranking (GString *out, ValetTeamRanking *ranking, ValetFormat format,
                          const char *separator)
{
  ValetRun *run = valet_team_ranking_run (ranking);
  Writer w = { out, ranking, valet_run_options (run), separator ? separator : ",",
               (int) valet_scoring_decimals (valet_run_options (run)->scoring) };
  guint n = valet_team_ranking_n_teams (ranking);
  guint name_width = 4;

  w.n_cols = valet_team_ranking_columns (ranking, w.cols);
  if (format == VALET_FORMAT_CSV)
    {
      csv_header (&w);
      for (guint i = 0; i < n; i++)
        csv_row (&w, i);
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      const char *name = valet_team_ranking_team (ranking, i)->name;
      name_width = MAX (name_width, (guint) g_utf8_strlen (name, -1));
    }
  name_width = MIN (name_width, 40);
  g_string_append_printf (out, "%s\n", valet_team_ranking_heading (ranking));
  g_string_append_printf (out, "%s\n\n", valet_team_ranking_comparison ());
  text_header (&w, name_width);
  for (guint i = 0; i < n; i++)
    text_row (&w, i, name_width);
  if (valet_team_ranking_n_mixed (ranking) > 0)
    {
      guint mixed = valet_team_ranking_n_mixed (ranking);
      g_string_append_c (out, '\n');
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                "%u pair whose players name two teams counts "
                                                "for neither.\n",
                                                "%u pairs whose players name two teams count "
                                                "for neither.\n", mixed), mixed);
    }
}
