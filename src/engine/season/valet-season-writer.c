/* valet-season-writer.c: see valet-season-writer.h. */
#include "config.h"
#include "valet-season-writer.h"
#include "valet-identity.h"
#include "valet-safe-text.h"

#include <math.h>
#include <string.h>

typedef struct {
  GString     *out;
  ValetSeason *season;
  gboolean     persons;
  gboolean     csv;
  gboolean     adjusted;        /* any row has artificial scores */
  const char  *sep;
  int          prec;
  int          name_width;
} Writer;

/* The shares shown, in order, and their headings. */
static const ValetSeasonValue shares[] = {
  VALET_SEASON_BID, VALET_SEASON_PLAY, VALET_SEASON_LEAD, VALET_SEASON_DEF,
  VALET_SEASON_ADJUSTED,
};
static const char *const share_heads[] = { "Bid", "Play", "Lead", "Def", "Adjusted" };

static const ValetSeasonRow *
row_at (Writer *w, guint i)
{
  return w->persons ? valet_season_person (w->season, i) : valet_season_pair (w->season, i);
}

static guint
n_rows (Writer *w)
{
  return w->persons ? valet_season_n_persons (w->season) : valet_season_n_pairs (w->season);
}

static char *
row_name (Writer *w, const ValetSeasonRow *row)
{
  if (row->person[1] == VALET_NO_PERSON)
    return g_strdup (valet_season_person_name (w->season, row->person[0]));
  return g_strdup_printf ("%s - %s", valet_season_person_name (w->season, row->person[0]),
                          valet_season_person_name (w->season, row->person[1]));
}

static void
cell_text (Writer *w, const char *text, int width, gboolean left, gboolean ours)
{
  if (w->csv)
    {
      /* A number we printed is a number: "-0.20" must read as one in a
       * spreadsheet, not as the text "'-0.20".  Names and headings,
       * which come from files, are guarded against formulas. */
      if (ours)
        g_string_append (w->out, text);
      else
        valet_csv_append_cell (w->out, text, w->sep);
      g_string_append (w->out, w->sep);
      return;
    }
  /* Widths in characters, so that accented names line up. */
  int pad = width - (int) g_utf8_strlen (text, -1);
  if (!left)
    for (int i = 0; i < pad; i++)
      g_string_append_c (w->out, ' ');
  g_string_append (w->out, text);
  if (left)
    for (int i = 0; i < pad; i++)
      g_string_append_c (w->out, ' ');
  g_string_append_c (w->out, ' ');
}

static void
cell (Writer *w, const char *text, int width, gboolean left)
{
  cell_text (w, text, width, left, FALSE);
}

static void
number (Writer *w, double value, int width)
{
  g_autofree char *text = isnan (value) ? g_strdup (w->csv ? "" : "-")
                                        : g_strdup_printf ("%.*f", w->prec, value);
  cell_text (w, text, width, FALSE, TRUE);
}

static void
count (Writer *w, double value, int width)
{
  g_autofree char *text = g_strdup_printf ("%.0f", value);
  cell_text (w, text, width, FALSE, TRUE);
}

static void
header (Writer *w)
{
  cell (w, "Rank", 4, FALSE);
  cell (w, w->persons ? "Player" : "Pair", w->name_width, TRUE);
  cell (w, "Events", 6, FALSE);
  cell (w, "Boards", 6, FALSE);
  cell (w, "Played", 7, FALSE);
  cell (w, "±", 6, FALSE);
  cell (w, "Total", 7, FALSE);
  cell (w, "±", 6, FALSE);
  for (guint k = 0; k < G_N_ELEMENTS (shares); k++)
    if (shares[k] != VALET_SEASON_ADJUSTED || w->adjusted)
      cell (w, share_heads[k], 7, FALSE);
  if (w->persons)
    {
      cell (w, "Own play", 8, FALSE);
      cell (w, "Hands", 5, FALSE);
      cell (w, "Own lead", 8, FALSE);
      cell (w, "Leads", 5, FALSE);
    }
}

static void
end_line (Writer *w)
{
  /* The last cell's separator, or its trailing space, goes. */
  g_string_truncate (w->out, w->out->len - (w->csv ? strlen (w->sep) : 1));
  g_string_append_c (w->out, '\n');
}

static void
write_row (Writer *w, const ValetSeasonRow *row, guint rank)
{
  g_autofree char *name = row_name (w, row);
  g_autofree char *ranked = rank ? g_strdup_printf ("%u", rank) : g_strdup ("-");

  cell (w, ranked, 4, FALSE);
  cell (w, name, w->name_width, TRUE);
  count (w, row->events, 6);
  count (w, row->boards, 6);
  number (w, row->value[VALET_SEASON_PLAYED].mean, 7);
  number (w, row->value[VALET_SEASON_PLAYED].half_width, 6);
  number (w, row->value[VALET_SEASON_TOTAL].mean, 7);
  number (w, row->value[VALET_SEASON_TOTAL].half_width, 6);
  for (guint k = 0; k < G_N_ELEMENTS (shares); k++)
    if (shares[k] != VALET_SEASON_ADJUSTED || w->adjusted)
      number (w, row->value[shares[k]].mean, 7);
  if (w->persons)
    for (guint k = VALET_SEASON_OWN_PLAY; k <= VALET_SEASON_OWN_LEAD; k++)
      {
        const ValetSeasonStat *st = &row->value[k];
        number (w, st->count > 0 ? st->mean : NAN, 8);
        count (w, st->count, 5);
      }
  end_line (w);
}

void
valet_season_write (GString *out, ValetSeason *season, ValetSeasonTable table,
                    ValetFormat format, const char *separator)
{
  Writer w = {
    .out = out, .season = season, .persons = table == VALET_SEASON_TABLE_PERSONS,
    .csv = format == VALET_FORMAT_CSV, .sep = separator ? separator : ",",
    .prec = 2, .name_width = 10,
  };
  guint n = n_rows (&w);
  guint n_ranked = w.persons ? valet_season_n_ranked_persons (season)
                             : valet_season_n_ranked_pairs (season);

  for (guint i = 0; i < n; i++)
    {
      const ValetSeasonRow *row = row_at (&w, i);
      g_autofree char *name = row_name (&w, row);
      w.name_width = MAX (w.name_width, (int) g_utf8_strlen (name, -1));
      w.adjusted |= row->value[VALET_SEASON_ADJUSTED].mean != 0;
    }
  header (&w);
  end_line (&w);
  for (guint i = 0; i < n; i++)
    {
      if (i == n_ranked && !w.csv)
        g_string_append (out, "\nNot ranked: fewer boards than the season's minimum\n");
      write_row (&w, row_at (&w, i), i < n_ranked ? i + 1 : 0);
    }
}
