/* valet-corrections.c: the director's corrections, with undo and redo. */
#include "config.h"

#include "valet-corrections.h"

#include <glib/gi18n-lib.h>

typedef struct {
  guint   table;
  GArray *lines;        /* ValetResult */
  char   *what;
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

void
valet_corrections_add (ValetCorrections *c, guint table, const ValetResult *lines, guint n,
                       const char *what)
{
  Correction *k = g_new0 (Correction, 1);
  g_return_if_fail (table < valet_tournament_n_results (c->base));

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

char *
valet_corrections_was (ValetCorrections *c, guint read)
{
  guint table;
  gboolean corrected = FALSE;
  g_autoptr (GArray) lines = NULL;

  g_return_val_if_fail (c != NULL, NULL);
  if (read >= valet_tournament_n_results (c->base))
    return NULL;
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
