/* valet-corrections.c: the director's corrections, with undo and redo. */
#include "config.h"

#include "valet-corrections.h"

#include <glib/gi18n-lib.h>
#include <string.h>

typedef struct {
  guint    table;
  GArray  *lines;       /* ValetResult */
  char    *what;
  gboolean adds;        /* makes table @table, one without a result read */
} Correction;

struct _ValetCorrections {
  ValetTournament *base;
  GPtrArray       *list;      /* Correction, in the order made */
  guint            applied;   /* the first this many count */
};

static void
correction_free (gpointer data)
{
  Correction *c = data;
  g_array_unref (c->lines);
  g_free (c->what);
  g_free (c);
}

ValetCorrections *
valet_corrections_new (ValetTournament *base)
{
  ValetCorrections *c = g_new0 (ValetCorrections, 1);
  c->base = base;
  c->list = g_ptr_array_new_with_free_func (correction_free);
  return c;
}

void
valet_corrections_free (ValetCorrections *c)
{
  if (c == NULL)
    return;
  g_ptr_array_unref (c->list);
  g_free (c);
}

guint
valet_corrections_table_of (ValetCorrections *c, guint index)
{
  if (index >= valet_tournament_n_results (c->base))
    return index;
  return valet_tournament_table_of (c->base, index);
}

/* Whether @table is one an applied correction added. */
static gboolean
is_added (ValetCorrections *c, guint table)
{
  for (guint i = 0; i < c->applied; i++)
    {
      Correction *k = g_ptr_array_index (c->list, i);
      if (k->adds && k->table == table)
        return TRUE;
    }
  return FALSE;
}

void
valet_corrections_add (ValetCorrections *c, guint table, const ValetResult *lines, guint n,
                       const char *what)
{
  Correction *k;
  g_return_if_fail (table < valet_tournament_n_results (c->base) || is_added (c, table));

  k = g_new0 (Correction, 1);

  k->table = table;
  k->lines = g_array_new (FALSE, FALSE, sizeof (ValetResult));
  g_array_append_vals (k->lines, lines, n);
  k->what = g_strdup (what);
  g_ptr_array_set_size (c->list, c->applied);
  g_ptr_array_add (c->list, k);
  c->applied++;
}

gboolean
valet_corrections_can_undo (ValetCorrections *c)
{
  return c->applied > 0;
}

gboolean
valet_corrections_can_redo (ValetCorrections *c)
{
  return c->applied < c->list->len;
}

gboolean
valet_corrections_undo (ValetCorrections *c)
{
  if (c->applied == 0)
    return FALSE;
  c->applied--;
  return TRUE;
}

gboolean
valet_corrections_redo (ValetCorrections *c)
{
  if (c->applied >= c->list->len)
    return FALSE;
  c->applied++;
  return TRUE;
}

guint
valet_corrections_n_applied (ValetCorrections *c)
{
  return c->applied;
}

const char *
valet_corrections_what (ValetCorrections *c, guint index)
{
  g_return_val_if_fail (index < c->applied, NULL);
  return ((Correction *) g_ptr_array_index (c->list, index))->what;
}

/* A corrected line was played at the table of the line it corrects. */
static void
keep_table (ValetTournament *t, ValetTournament *base, guint i)
{
  guint table = valet_tournament_result_table (base, i);
  if (table)
    valet_tournament_set_result_table (t, valet_tournament_n_results (t) - 1, table);
}

ValetTournament *
valet_corrections_apply (ValetCorrections *c, GArray **origin)
{
  ValetTournament *t = valet_tournament_new_like (c->base);
  g_autoptr (GHashTable) latest = g_hash_table_new (g_direct_hash, g_direct_equal);
  guint n = valet_tournament_n_results (c->base);
  g_autofree guint *table = g_new (guint, n + 1);
  GArray *from = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint k = 0; k < c->applied; k++)
    {
      Correction *corr = g_ptr_array_index (c->list, k);
      g_hash_table_insert (latest, GUINT_TO_POINTER (corr->table), corr);
    }
  for (guint i = 0; i < n; i++)
    table[i] = g_hash_table_size (latest) ? valet_corrections_table_of (c, i) : i;
  for (guint i = 0; i < n; i++)
    {
      Correction *corr = g_hash_table_lookup (latest, GUINT_TO_POINTER (table[i]));
      if (corr == NULL)
        {
          valet_tournament_add_result (t, valet_tournament_result (c->base, i));
          keep_table (t, c->base, i);
          g_array_append_val (from, i);
          continue;
        }
      if (table[i] != i)
        continue;   /* a later part of a table corrected as a whole */
      for (guint l = 0; l < corr->lines->len; l++)
        {
          valet_tournament_add_result (t, &g_array_index (corr->lines, ValetResult, l));
          keep_table (t, c->base, i);
          g_array_append_val (from, i);
        }
    }
  /* Tables added, in the order added, as their latest correction has
   * them (none once deleted). */
  for (guint k = 0; k < c->applied; k++)
    {
      Correction *made = g_ptr_array_index (c->list, k);
      if (!made->adds)
        continue;
      Correction *corr = g_hash_table_lookup (latest, GUINT_TO_POINTER (made->table));
      for (guint l = 0; l < corr->lines->len; l++)
        {
          valet_tournament_add_result (t, &g_array_index (corr->lines, ValetResult, l));
          g_array_append_val (from, made->table);
        }
    }
  if (origin)
    *origin = from;
  else
    g_array_unref (from);
  return t;
}

/* One line as a director reads it. */
static void
append_line (GString *out, const ValetResult *r)
{
  if (r->kind == VALET_RESULT_ARTIFICIAL)
    {
      /* Translators: an artificial score, North-South's and East-West's
       * percentages. */
      g_string_append_printf (out, _("%u %%/%u %%"), r->percent[0], r->percent[1]);
      return;
    }
  if (r->level == 0)
    {
      g_string_append (out, _("passed out"));
      return;
    }
  g_autofree char *contract = valet_result_contract_symbols (r);
  g_autofree char *lead = valet_result_lead_symbols (r);
  g_string_append_printf (out, "%s %c %u", contract, valet_seat_letter (r->declarer), r->tricks);
  if (lead && *lead)
    g_string_append_printf (out, " %s", lead);
}

char *
valet_corrections_describe (const ValetResult *lines, guint n)
{
  GString *out = g_string_new (NULL);

  if (n == 0)
    g_string_append (out, _("deleted"));
  for (guint i = 0; i < n; i++)
    {
      const ValetResult *r = &lines[i];
      if (i > 0)
        g_string_append (out, "; ");
      if (valet_result_is_partial (r))
        {
          g_autofree char *part = valet_result_part_text (r);
          g_string_append_printf (out, "%s: ", part);
        }
      append_line (out, r);
    }
  return g_string_free (out, FALSE);
}

void
valet_corrections_correct (ValetCorrections *c, ValetTournament *now, GArray *origin,
                           guint result, const ValetResult *lines, guint n_lines)
{
  g_return_if_fail (result < valet_tournament_n_results (now));

  guint read = origin ? g_array_index (origin, guint, result) : result;
  guint table = valet_corrections_table_of (c, read);
  /* What the table has now: every result standing for it. */
  g_autoptr (GArray) before = g_array_new (FALSE, FALSE, sizeof (ValetResult));
  for (guint i = 0; i < valet_tournament_n_results (now); i++)
    {
      guint from = origin ? g_array_index (origin, guint, i) : i;
      if (valet_corrections_table_of (c, from) == table)
        g_array_append_vals (before, valet_tournament_result (now, i), 1);
    }
  const ValetResult *r = valet_tournament_result (now, result);
  g_autofree char *was = valet_corrections_describe ((ValetResult *) before->data, before->len);
  g_autofree char *is = valet_corrections_describe (lines, n_lines);
  /* Translators: a correction: the round, the board, the players at
   * North-South and East-West, what the table had and what it has now. */
  g_autofree char *what = g_strdup_printf (_("Round %u, board %u, %s–%s v %s–%s: %s, now %s"),
                                           r->round, r->board,
                                           valet_tournament_player_display_name (now, r->player[VALET_NORTH]),
                                           valet_tournament_player_display_name (now, r->player[VALET_SOUTH]),
                                           valet_tournament_player_display_name (now, r->player[VALET_EAST]),
                                           valet_tournament_player_display_name (now, r->player[VALET_WEST]),
                                           was, is);
  valet_corrections_add (c, table, lines, n_lines, what);
}

void
valet_corrections_add_table (ValetCorrections *c, ValetTournament *now, const ValetResult *lines,
                             guint n_lines)
{
  g_return_if_fail (n_lines > 0);

  const ValetResult *r = &lines[0];
  g_autofree char *is = valet_corrections_describe (lines, n_lines);
  /* Translators: a table given a result it had none of: the round, the
   * board, the players at North-South and East-West, and the result. */
  g_autofree char *what = g_strdup_printf (_("Round %u, board %u, %s–%s v %s–%s: no result, now %s"),
                                           r->round, r->board,
                                           valet_tournament_player_display_name (now, r->player[VALET_NORTH]),
                                           valet_tournament_player_display_name (now, r->player[VALET_SOUTH]),
                                           valet_tournament_player_display_name (now, r->player[VALET_EAST]),
                                           valet_tournament_player_display_name (now, r->player[VALET_WEST]),
                                           is);
  /* A number no result read has and no other table added has: past the
   * results read, by the place the correction takes in the list. */
  guint table = valet_tournament_n_results (c->base) + c->applied;
  Correction *k = g_new0 (Correction, 1);
  k->table = table;
  k->lines = g_array_new (FALSE, FALSE, sizeof (ValetResult));
  g_array_append_vals (k->lines, lines, n_lines);
  k->what = g_steal_pointer (&what);
  k->adds = TRUE;
  g_ptr_array_set_size (c->list, c->applied);
  g_ptr_array_add (c->list, k);
  c->applied++;
}

char *
valet_corrections_was (ValetCorrections *c, guint read)
{
  guint table;
  gboolean corrected = FALSE;
  g_autoptr (GArray) lines = NULL;

  g_return_val_if_fail (c != NULL, NULL);
  if (read >= valet_tournament_n_results (c->base))
    /* Translators: what a table given a result had before: none. */
    return is_added (c, read) ? g_strdup (_("no result")) : NULL;
  table = valet_corrections_table_of (c, read);
  for (guint i = 0; i < c->applied && !corrected; i++)
    corrected = ((Correction *) g_ptr_array_index (c->list, i))->table == table;
  if (!corrected)
    return NULL;
  /* The table's lines as read: its first line and those after it of the
   * same table. */
  lines = g_array_new (FALSE, FALSE, sizeof (ValetResult));
  for (guint i = table; i < valet_tournament_n_results (c->base)
                        && valet_corrections_table_of (c, i) == table; i++)
    g_array_append_vals (lines, valet_tournament_result (c->base, i), 1);
  return valet_corrections_describe ((ValetResult *) lines->data, lines->len);
}

/* ---- tables without a result ------------------------------------------ */

static guint64
pair_key (guint a, guint b)
{
  return ((guint64) MIN (a, b) << 32) | MAX (a, b);
}

static gboolean
on_board (const ValetResult *r, guint round, guint board)
{
  return r->round == round && r->board == board;
}

/* The pairs on the board now, by pair_key(). */
static GHashTable *
pairs_on_board (ValetTournament *now, guint round, guint board)
{
  GHashTable *on = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);

  for (guint i = 0; i < valet_tournament_n_results (now); i++)
    {
      const ValetResult *r = valet_tournament_result (now, i);
      if (!on_board (r, round, board))
        continue;
      for (guint side = 0; side < 2; side++)
        {
          guint64 key = pair_key (r->player[side], r->player[side + 2]);
          g_hash_table_add (on, g_memdup2 (&key, sizeof key));
        }
    }
  return on;
}

/* Adds the table of @r's players to @out unless a pair of it is in
 * @taken; its pairs are taken then. */
static void
offer_table (GArray *out, GHashTable *taken, const ValetResult *r, guint round, guint board)
{
  guint64 ns = pair_key (r->player[VALET_NORTH], r->player[VALET_SOUTH]);
  guint64 ew = pair_key (r->player[VALET_EAST], r->player[VALET_WEST]);
  ValetResult table = { 0 };

  if (ns == ew || g_hash_table_contains (taken, &ns) || g_hash_table_contains (taken, &ew))
    return;
  table.kind = VALET_RESULT_PLAYED;
  table.round = round;
  table.board = board;
  table.weight = 1;
  table.side = VALET_SIDE_BOTH;
  table.lead_suit = r->lead_suit;
  memcpy (table.player, r->player, sizeof table.player);
  g_array_append_val (out, table);
  g_hash_table_add (taken, g_memdup2 (&ns, sizeof ns));
  g_hash_table_add (taken, g_memdup2 (&ew, sizeof ew));
}

GArray *
valet_corrections_tables_without_result (ValetCorrections *c, ValetTournament *now, guint round,
                                         guint board)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (ValetResult));
  g_autoptr (GHashTable) taken = pairs_on_board (now, round, board);

  for (guint i = 0; i < valet_tournament_n_unscored (c->base); i++)
    {
      const ValetResult *r = valet_tournament_unscored (c->base, i);
      if (on_board (r, round, board))
        offer_table (out, taken, r, round, board);
    }
  for (guint i = 0; i < valet_tournament_n_results (now); i++)
    {
      const ValetResult *r = valet_tournament_result (now, i);
      if (r->round == round && r->board != board)
        offer_table (out, taken, r, round, board);
    }
  return out;
}

GArray *
valet_corrections_pairs_off_board (ValetTournament *now, guint round, guint board)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint) * 2);
  g_autoptr (GHashTable) on = pairs_on_board (now, round, board);
  /* pair_key -> its place in @out */
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);

  for (guint i = 0; i < valet_tournament_n_results (now); i++)
    {
      const ValetResult *r = valet_tournament_result (now, i);
      for (guint side = 0; side < 2; side++)
        {
          guint pair[2] = { r->player[side], r->player[side + 2] };
          guint64 key = pair_key (pair[0], pair[1]);
          gpointer at;
          if (g_hash_table_contains (on, &key))
            continue;
          if (g_hash_table_lookup_extended (seen, &key, NULL, &at))
            {
              /* As the pair last sat. */
              memcpy (&g_array_index (out, guint, GPOINTER_TO_UINT (at) * 2), pair, sizeof pair);
              continue;
            }
          g_hash_table_insert (seen, g_memdup2 (&key, sizeof key), GUINT_TO_POINTER (out->len));
          g_array_append_vals (out, pair, 1);
        }
    }
  return out;
}
