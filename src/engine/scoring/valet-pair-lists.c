/* valet-pair-lists.c: a movement's lists, and the pairs' numbers. */
#include "config.h"
#include "valet-pair-lists.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#define NO_SECTION G_MAXUINT   /* the list of pairs without a number */
#define TIED       0x80000000u

typedef struct {
  guint   section;      /* index among the tournament's sections, or NO_SECTION */
  guint   direction;    /* ValetDirection: NONE for a whole section */
  char   *heading;
  GArray *positions;    /* guint, ranked positions of the run */
  GArray *ranks;        /* guint, shared rank | TIED */
} List;

struct _ValetPairLists {
  GArray     *lists;     /* List */
  GHashTable *list_of;   /* pair number -> list index + 1 */
  guint      *rank_of;   /* by ranked position: rank | TIED, for a run */
  guint      *above_of;  /* by ranked position: the one above in its list, or G_MAXUINT */
  ValetRun   *run;       /* not owned: the run the lists were made for */
  gboolean    sections;  /* several sections */
};

static void
list_clear (gpointer data)
{
  List *l = data;
  g_free (l->heading);
  g_clear_pointer (&l->positions, g_array_unref);
  g_clear_pointer (&l->ranks, g_array_unref);
}

void
valet_pair_lists_free (ValetPairLists *lists)
{
  if (lists == NULL)
    return;
  g_array_unref (lists->lists);
  g_hash_table_unref (lists->list_of);
  g_free (lists->rank_of);
  g_free (lists->above_of);
  g_free (lists);
}

static guint64
pair_key (guint a, guint b)
{
  return (guint64) MIN (a, b) << 32 | MAX (a, b);
}

static guint
section_of (ValetTournament *t, const char *section)
{
  for (guint i = 0; i < valet_tournament_n_sections (t); i++)
    if (strcmp (valet_tournament_section (t, i), section) == 0)
      return i;
  return NO_SECTION;
}

/* Where section @index comes among the tournament's sections, in the
 * order their names sort (A before B, 2 before 10), whatever order the
 * file gave them in. */
static guint
section_rank (ValetTournament *t, guint index)
{
  g_autofree char *key = g_utf8_collate_key_for_filename (valet_tournament_section (t, index),
                                                         -1);
  guint rank = 0;

  for (guint i = 0; i < valet_tournament_n_sections (t); i++)
    {
      g_autofree char *other = g_utf8_collate_key_for_filename (valet_tournament_section (t, i),
                                                               -1);
      int c = strcmp (other, key);
      rank += c < 0 || (c == 0 && i < index);
    }
  return rank;
}

/* Which sides (1: North-South, 2: East-West) each numbered pair sat on
 * in the results, by pair_key(). */
static GHashTable *
sides_sat (ValetTournament *t)
{
  GHashTable *sides = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);

  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    {
      const ValetResult *r = valet_tournament_result (t, i);
      for (guint side = 0; side < 2; side++)
        {
          guint64 key = pair_key (r->player[side], r->player[side + 2]);
          guint seen = GPOINTER_TO_UINT (g_hash_table_lookup (sides, &key));
          if ((seen & (1u << side)) == 0)
            g_hash_table_replace (sides, g_memdup2 (&key, sizeof key),
                                  GUINT_TO_POINTER (seen | (1u << side)));
        }
    }
  return sides;
}

/* Whether each section's numbered pairs each sat one direction, the
 * one they are numbered in, throughout: by section index. */
static gboolean *
find_mitchells (ValetTournament *t, ValetRanking *ranking)
{
  guint n_sections = valet_tournament_n_sections (t);
  gboolean *mitchell = g_new (gboolean, MAX (n_sections, 1));
  g_autoptr (GHashTable) sides = sides_sat (t);

  for (guint s = 0; s < n_sections; s++)
    mitchell[s] = TRUE;
  for (guint i = 0; i < valet_ranking_n_pairs (ranking); i++)
    {
      const ValetPairScore *p = valet_ranking_pair (ranking, i);
      ValetPairLabel label;
      if (!valet_tournament_pair_label (t, p->player[0], p->player[1], &label))
        continue;
      guint s = section_of (t, label.section);
      guint64 key = pair_key (p->player[0], p->player[1]);
      guint seen = GPOINTER_TO_UINT (g_hash_table_lookup (sides, &key));
      guint want = label.direction == VALET_DIRECTION_NS ? 1u
                   : label.direction == VALET_DIRECTION_EW ? 2u : 0u;
      if (s != NO_SECTION && (want == 0 || (seen & ~want) != 0))
        mitchell[s] = FALSE;
    }
  return mitchell;
}

/* A list's place in the order of lists: section, then direction. */
static guint64
list_key (guint section, guint direction)
{
  return (guint64) section << 8 | direction;
}

static int
compare_keys (gconstpointer a, gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;
  return x < y ? -1 : x > y;
}

static char *
heading_of (ValetTournament *t, const List *l, gboolean sections, gboolean directions)
{
  const char *dir = l->direction == VALET_DIRECTION_NS ? _("North-South")
                    : l->direction == VALET_DIRECTION_EW ? _("East-West") : NULL;
  if (l->section == NO_SECTION)
    return g_strdup (_("Pairs without a number"));
  const char *name = valet_tournament_section (t, l->section);
  if (sections && name[0] && dir)
    /* Translators: a ranking's heading, the section's name and the
     * direction, "Section A, North-South". */
    return g_strdup_printf (_("Section %s, %s"), name, dir);
  if (sections && name[0])
    /* Translators: a ranking's heading, "Section A". */
    return g_strdup_printf (_("Section %s"), name);
  return directions && dir ? g_strdup (dir) : NULL;
}

ValetPairLists *
valet_pair_lists_new (ValetTournament *t, ValetRanking *ranking)
{
  ValetPairLists *lists = g_new0 (ValetPairLists, 1);
  g_autofree gboolean *mitchell = find_mitchells (t, ranking);
  guint n_pairs = valet_ranking_n_pairs (ranking);
  g_autofree guint64 *pair_keys = g_new (guint64, MAX (n_pairs, 1));
  g_autoptr (GArray) keys = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal,
                                                       NULL, NULL);

  for (guint i = 0; i < n_pairs; i++)
    {
      const ValetPairScore *p = valet_ranking_pair (ranking, i);
      ValetPairLabel label;
      guint section = NO_SECTION, direction = VALET_DIRECTION_NONE;
      if (valet_tournament_pair_label (t, p->player[0], p->player[1], &label))
        {
          section = section_of (t, label.section);
          if (section != NO_SECTION && mitchell[section])
            direction = label.direction;
        }
      pair_keys[i] = list_key (section == NO_SECTION ? NO_SECTION : section_rank (t, section),
                               direction);
      if (!g_hash_table_contains (seen, &pair_keys[i]))
        {
          g_hash_table_add (seen, &pair_keys[i]);
          g_array_append_val (keys, pair_keys[i]);
        }
    }
  g_array_sort (keys, compare_keys);
  lists->lists = g_array_new (FALSE, TRUE, sizeof (List));
  g_array_set_clear_func (lists->lists, list_clear);
  g_autoptr (GHashTable) index = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autofree guint *section_at = g_new (guint, MAX (valet_tournament_n_sections (t), 1));
  for (guint i = 0; i < valet_tournament_n_sections (t); i++)
    section_at[section_rank (t, i)] = i;
  for (guint k = 0; k < keys->len; k++)
    {
      guint64 *key = &g_array_index (keys, guint64, k);
      guint rank = (guint) (*key >> 8);
      List l = { rank == NO_SECTION ? NO_SECTION : section_at[rank], (guint) (*key & 0xff), NULL,
                 g_array_new (FALSE, FALSE, sizeof (guint)),
                 g_array_new (FALSE, FALSE, sizeof (guint)) };
      g_array_append_val (lists->lists, l);
      g_hash_table_insert (index, key, GUINT_TO_POINTER (k + 1));
    }
  lists->list_of = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < n_pairs; i++)
    g_hash_table_insert (lists->list_of,
                         GUINT_TO_POINTER (valet_ranking_pair (ranking, i)->number),
                         g_hash_table_lookup (index, &pair_keys[i]));

  guint n_sections = 0;
  gboolean directions = FALSE;
  for (guint i = 0; i < lists->lists->len; i++)
    {
      const List *l = &g_array_index (lists->lists, List, i);
      n_sections += l->section != NO_SECTION
                    && (i == 0 || g_array_index (lists->lists, List, i - 1).section != l->section);
      directions |= l->direction != VALET_DIRECTION_NONE;
    }
  lists->sections = valet_tournament_n_sections (t) > 1;
  if (lists->lists->len > 1)
    for (guint i = 0; i < lists->lists->len; i++)
      {
        List *l = &g_array_index (lists->lists, List, i);
        l->heading = heading_of (t, l, n_sections > 1, directions);
      }
  return lists;
}

ValetPairLists *
valet_pair_lists_new_for_run (ValetRun *run)
{
  ValetPairLists *lists = valet_pair_lists_new (valet_run_tournament (run),
                                                valet_run_ranking (run));
  guint n = valet_run_n_ranked (run);

  lists->rank_of = g_new0 (guint, MAX (n, 1));
  lists->above_of = g_new (guint, MAX (n, 1));
  lists->run = run;
  for (guint pos = 0; pos < n; pos++)
    {
      List *l = &g_array_index (lists->lists, List,
                                valet_pair_lists_list_of (lists, valet_run_ranked (run, pos)));
      guint rank = l->positions->len + 1;
      lists->above_of[pos] = l->positions->len
                             ? g_array_index (l->positions, guint, l->positions->len - 1)
                             : G_MAXUINT;
      if (l->positions->len > 0)
        {
          guint prev = g_array_index (l->positions, guint, l->positions->len - 1);
          /* Pairs the ranking ties are tied in their list too: between
           * them in the ranking are only pairs tied with both. */
          if (valet_run_shared_rank (run, prev, NULL) == valet_run_shared_rank (run, pos, NULL))
            {
              guint *last = &g_array_index (l->ranks, guint, l->ranks->len - 1);
              *last |= TIED;
              lists->rank_of[prev] = *last;
              rank = (*last & ~TIED) | TIED;
            }
        }
      g_array_append_val (l->positions, pos);
      g_array_append_val (l->ranks, rank);
      lists->rank_of[pos] = rank;
    }
  return lists;
}

guint
valet_pair_lists_n (ValetPairLists *lists)
{
  return lists->lists->len;
}

const char *
valet_pair_lists_heading (ValetPairLists *lists, guint list)
{
  g_return_val_if_fail (list < lists->lists->len, NULL);
  return g_array_index (lists->lists, List, list).heading;
}

guint
valet_pair_lists_list_of (ValetPairLists *lists, const ValetPairScore *pair)
{
  guint v = GPOINTER_TO_UINT (g_hash_table_lookup (lists->list_of,
                                                   GUINT_TO_POINTER (pair->number)));
  g_return_val_if_fail (v > 0, 0);
  return v - 1;
}

gboolean
valet_pair_lists_has_sections (ValetPairLists *lists)
{
  return lists->sections;
}

guint
valet_pair_lists_n_ranked (ValetPairLists *lists, guint list)
{
  g_return_val_if_fail (list < lists->lists->len && lists->rank_of, 0);
  return g_array_index (lists->lists, List, list).positions->len;
}

guint
valet_pair_lists_position (ValetPairLists *lists, guint list, guint k)
{
  g_return_val_if_fail (k < valet_pair_lists_n_ranked (lists, list), 0);
  return g_array_index (g_array_index (lists->lists, List, list).positions, guint, k);
}

guint
valet_pair_lists_rank (ValetPairLists *lists, guint list, guint k, gboolean *tied)
{
  g_return_val_if_fail (k < valet_pair_lists_n_ranked (lists, list), 0);
  guint rank = g_array_index (g_array_index (lists->lists, List, list).ranks, guint, k);
  if (tied)
    *tied = (rank & TIED) != 0;
  return rank & ~TIED;
}

guint
valet_pair_lists_rank_of (ValetPairLists *lists, guint position, gboolean *tied)
{
  g_return_val_if_fail (lists->rank_of != NULL, 0);
  guint rank = lists->rank_of[position];
  if (tied)
    *tied = (rank & TIED) != 0;
  return rank & ~TIED;
}

char *
valet_pair_number_text (ValetTournament *t, const ValetPairScore *pair, gboolean with_direction)
{
  ValetPairLabel label;
  if (!valet_tournament_pair_label (t, pair->player[0], pair->player[1], &label))
    return NULL;
  return valet_pair_label_text (&label, valet_tournament_n_sections (t) > 1, with_direction);
}

gint64
valet_pair_number_sort_key (ValetTournament *t, const ValetPairScore *pair)
{
  ValetPairLabel label;
  if (!valet_tournament_pair_label (t, pair->player[0], pair->player[1], &label))
    return G_MAXINT64;
  guint section = section_rank (t, section_of (t, label.section));
  char *end;
  guint64 number = g_ascii_strtoull (label.number, &end, 10);
  /* A number that is not one sorts after those that are. */
  if (end == label.number)
    number = 0xffffff;
  return (gint64) ((guint64) MIN (section, 0xffff) << 40 | MIN (number, 0xffffffu) << 8
                   | label.direction);
}

gboolean
valet_pair_lists_separable (ValetPairLists *lists, guint position)
{
  g_return_val_if_fail (lists->above_of != NULL, TRUE);
  guint above = lists->above_of[position];
  return above == G_MAXUINT || valet_run_separable_from (lists->run, position, above);
}
