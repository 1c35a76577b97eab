/* valet-pbn-deals.c: [Deal], [Dealer], [Vulnerable] and the double-dummy
 * tags of PBN games, kept in the tournament. */
#include "config.h"
#include "valet-pbn-deals.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  guint    board, line;
  char    *deal;            /* as written, NULL when not given */
  guint    deal_line;
  char    *dealer, *vulnerable;
  guint    dealer_line, vulnerable_line;
  char    *dd_hex;          /* [DoubleDummyTricks] */
  guint    dd_line;
  guint8   table[5][4];     /* [OptimumResultTable] rows, 0xff when not given */
  guint    n_table_rows;
  guint    table_line;
  char    *optimum;         /* [OptimumScore] */
  guint    optimum_line;
  char    *par;             /* [ParContract] */
} Game;

struct _ValetPbnDeals {
  GArray  *games;           /* Game */
  gboolean in_game;
  gboolean in_table;        /* the rows of an [OptimumResultTable] follow */
  char    *previous_deal;   /* for "#" */
};

static void
game_clear (gpointer data)
{
  Game *g = data;
  g_free (g->deal);
  g_free (g->dealer);
  g_free (g->vulnerable);
  g_free (g->dd_hex);
  g_free (g->optimum);
  g_free (g->par);
}

ValetPbnDeals *
valet_pbn_deals_new (void)
{
  ValetPbnDeals *deals = g_new0 (ValetPbnDeals, 1);
  deals->games = g_array_new (FALSE, TRUE, sizeof (Game));
  g_array_set_clear_func (deals->games, game_clear);
  return deals;
}

void
valet_pbn_deals_free (ValetPbnDeals *deals)
{
  if (deals == NULL)
    return;
  g_array_unref (deals->games);
  g_free (deals->previous_deal);
  g_free (deals);
}

static void
keep (char **to, guint *to_line, const char *value, guint line)
{
  g_free (*to);
  *to = g_strstrip (g_strdup (value));
  if (to_line)
    *to_line = line;
}

void
valet_pbn_deals_tag (ValetPbnDeals *deals, guint board, const char *name,
                     const char *value, guint line)
{
  deals->in_table = FALSE;
  if (strcmp (name, "Board") == 0)
    {
      Game g = { .board = board, .line = line };
      memset (g.table, 0xff, sizeof g.table);
      g_array_append_val (deals->games, g);
      deals->in_game = TRUE;
      return;
    }
  if (!deals->in_game)
    return;
  Game *g = &g_array_index (deals->games, Game, deals->games->len - 1);
  if (strcmp (name, "Deal") == 0)
    {
      if (strcmp (value, "#") == 0 && deals->previous_deal)
        value = deals->previous_deal;
      keep (&g->deal, &g->deal_line, value, line);
      keep (&deals->previous_deal, NULL, g->deal, line);
    }
  else if (strcmp (name, "Dealer") == 0 && value[0] != '#')
    keep (&g->dealer, &g->dealer_line, value, line);
  else if (strcmp (name, "Vulnerable") == 0 && value[0] != '#')
    keep (&g->vulnerable, &g->vulnerable_line, value, line);
  else if (strcmp (name, "DoubleDummyTricks") == 0)
    keep (&g->dd_hex, &g->dd_line, value, line);
  else if (strcmp (name, "OptimumScore") == 0)
    keep (&g->optimum, &g->optimum_line, value, line);
  else if (strcmp (name, "ParContract") == 0)
    keep (&g->par, NULL, value, line);
  else if (strcmp (name, "OptimumResultTable") == 0)
    {
      deals->in_table = TRUE;
      g->table_line = line;
    }
}

void
valet_pbn_deals_row (ValetPbnDeals *deals, const char *s, const char *e, guint line)
{
  if (!deals->in_table || !deals->in_game)
    return;
  Game *g = &g_array_index (deals->games, Game, deals->games->len - 1);
  g_autofree char *row = g_strndup (s, (gsize) (e - s));
  g_auto (GStrv) cells = g_strsplit_set (g_strstrip (row), " \t", -1);
  const char *cell[3];
  guint n = 0;
  ValetSeat seat;
  ValetDenom denom;
  char *end;

  (void) line;
  for (guint i = 0; cells[i] && n < 3; i++)
    if (cells[i][0] != '\0')
      cell[n++] = cells[i];
  if (n < 3 || strlen (cell[0]) != 1 || !valet_seat_from_letter (cell[0][0], &seat)
      || !valet_denom_from_letter (cell[1][0], &denom))
    return;
  long tricks = strtol (cell[2], &end, 10);
  if (*end != '\0' || tricks < 0 || tricks > 13)
    return;
  if (g->table[denom][seat] == 0xff)
    g->n_table_rows++;
  g->table[denom][seat] = (guint8) tricks;
}

/* [DoubleDummyTricks]: declarers N S E W, each NT S H D C, one hex digit
 * a contract. */
static gboolean
read_dd_hex (const char *hex, guint8 dd[5][4])
{
  static const ValetSeat declarers[4] = { VALET_NORTH, VALET_SOUTH, VALET_EAST, VALET_WEST };
  static const ValetDenom denoms[5] = { VALET_NOTRUMP, VALET_SPADES, VALET_HEARTS,
                                        VALET_DIAMONDS, VALET_CLUBS };
  if (strlen (hex) != 20)
    return FALSE;
  for (guint i = 0; i < 20; i++)
    {
      int v = g_ascii_xdigit_value (hex[i]);
      if (v < 0 || v > 13)
        return FALSE;
      dd[denoms[i % 5]][declarers[i / 5]] = (guint8) v;
    }
  return TRUE;
}

/* [OptimumScore] "NS 620", "EW -100", "NS +90": the score seen from
 * North-South. */
static gboolean
read_optimum (const char *text, int *score)
{
  char *end;
  gboolean ew;

  if (g_ascii_strncasecmp (text, "NS", 2) == 0)
    ew = FALSE;
  else if (g_ascii_strncasecmp (text, "EW", 2) == 0)
    ew = TRUE;
  else
    return FALSE;
  long v = strtol (text + 2, &end, 10);
  while (g_ascii_isspace (*end))
    end++;
  if (end == text + 2 || *end != '\0' || v < -10000 || v > 10000)
    return FALSE;
  *score = ew ? (int) -v : (int) v;
  return TRUE;
}

/* The file's analysis, its dealer and vulnerability onto @d. */
static void
take_details (ValetBoardDeal *d, const Game *g, const char *file, ValetDiagnostics *diag)
{
  ValetSeat dealer;
  ValetVulnerability vul;

  if (g->dealer && valet_seat_from_letter (g->dealer[0], &dealer) && g->dealer[1] == '\0')
    d->dealer = dealer;
  if (g->vulnerable && valet_vulnerability_from_pbn (g->vulnerable, &vul))
    d->vulnerability = vul;
  if (!d->has_dd && g->dd_hex)
    {
      if (read_dd_hex (g->dd_hex, d->dd))
        {
          d->has_dd = TRUE;
          d->dd_line = g->dd_line;
        }
      else
        valet_diagnostics_warn (diag, file, g->dd_line,
                                _("board %u: [DoubleDummyTricks \"%s\"] cannot be read "
                                  "(expected 20 hexadecimal digits, declarers N S E W, "
                                  "each NT S H D C)"), g->board, g->dd_hex);
    }
  if (!d->has_dd && g->n_table_rows == 20)
    {
      memcpy (d->dd, g->table, sizeof d->dd);
      d->has_dd = TRUE;
      d->dd_line = g->table_line;
    }
  if (!d->has_par && g->optimum)
    {
      if (read_optimum (g->optimum, &d->par_score))
        {
          d->has_par = TRUE;
          d->par_line = g->optimum_line;
          if (g->par && d->par_contracts == NULL)
            d->par_contracts = g_strdup (g->par);
        }
      else
        valet_diagnostics_warn (diag, file, g->optimum_line,
                                _("board %u: [OptimumScore \"%s\"] cannot be read "
                                  "(expected a side and a score, \"NS 620\")"),
                                g->board, g->optimum);
    }
}

void
valet_pbn_deals_apply (ValetPbnDeals *deals, ValetTournament *t, GHashTable *boards_with_tables,
                       const char *file, ValetDiagnostics *diag)
{
  for (guint i = 0; i < deals->games->len; i++)
    {
      const Game *g = &g_array_index (deals->games, Game, i);
      ValetDeal deal;
      g_autofree char *why = NULL;

      if (g->board == 0 || g->deal == NULL || g->deal[0] == '\0')
        continue;
      if (!valet_deal_parse_partial (g->deal, &deal, &why))
        {
          valet_diagnostics_warn (diag, file, g->deal_line,
                                  /* Translators: the board, the [Deal] tag's value,
                                   * and what is wrong with it. */
                                  _("board %u: the deal \"%s\" cannot be read: %s (expected "
                                    "[Deal \"N:AKQ.T98.765.432 ...\"], four hands of 13 "
                                    "cards)"), g->board, g->deal, why);
          continue;
        }
      if (!valet_deal_is_whole (&deal))
        continue;   /* a diagram, not a deal to keep */
      /* Games played one per table may give a board number several
       * deals: valet-pbn-games.c tells them apart. */
      gboolean one = g_hash_table_contains (boards_with_tables, GUINT_TO_POINTER (g->board));
      ValetBoardDeal *d = valet_tournament_set_deal (t, 0, g->board, &deal, file, g->deal_line,
                                                     one ? diag : NULL);
      if (d)
        take_details (d, g, file, diag);
    }
}

void
valet_pbn_deals_offer (ValetTournament *t, guint round, guint board, const char *text,
                       guint line, const char *file, ValetDiagnostics *diag)
{
  ValetDeal deal;
  const ValetBoardDeal *known = valet_tournament_get_deal (t, round, board);

  if (text == NULL || !valet_deal_parse (text, &deal, NULL)
      || (known && valet_deal_equal (&known->deal, &deal)))
    return;
  ValetBoardDeal *d = valet_tournament_set_deal (t, round, board, &deal, file, line, diag);
  if (d && known)
    {
      d->dealer = known->dealer;
      d->vulnerability = known->vulnerability;
    }
}
