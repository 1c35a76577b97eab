/* valet-numbered-pairs.c: the movement, pair keys, free tags and
 * placeholder players of the readers of numbered pairs. */
#include "config.h"
#include "valet-numbered-pairs.h"

#include <string.h>

struct _ValetNumberedPairs {
  ValetTournament *t;
  ValetTagSuffix   suffix;
  GHashTable      *seats;          /* place, round, board, number -> sides seen (bits) */
  GHashTable      *by_direction;   /* places numbered by direction */
  GHashTable      *next_tag;       /* tag stem -> the suffix number to try next */
  GHashTable      *players;        /* the reader's key -> player index + 1 */
};

ValetNumberedPairs *
valet_numbered_pairs_new (ValetTournament *t, ValetTagSuffix suffix)
{
  ValetNumberedPairs *np = g_new0 (ValetNumberedPairs, 1);

  np->t = t;
  np->suffix = suffix;
  np->seats = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  np->by_direction = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  np->next_tag = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  np->players = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return np;
}

void
valet_numbered_pairs_free (ValetNumberedPairs *np)
{
  if (np == NULL)
    return;
  g_hash_table_unref (np->seats);
  g_hash_table_unref (np->by_direction);
  g_hash_table_unref (np->next_tag);
  g_hash_table_unref (np->players);
  g_free (np);
}

/* ---- the movement ----------------------------------------------------- */

void
valet_numbered_pairs_seat (ValetNumberedPairs *np, const char *place, guint round,
                           guint board, guint side, const char *number)
{
  /* The place's length first, so that no place and number run into
   * each other's key. */
  char *key = g_strdup_printf ("%zu:%s|%u|%u|%s", strlen (place), place, round, board,
                               number);
  guint sides = GPOINTER_TO_UINT (g_hash_table_lookup (np->seats, key)) | (1u << (side != 0));

  /* One number on both sides of a board: numbered by direction. */
  if (sides == 3 && !g_hash_table_contains (np->by_direction, place))
    g_hash_table_add (np->by_direction, g_strdup (place));
  g_hash_table_replace (np->seats, key, GUINT_TO_POINTER (sides));
}

gboolean
valet_numbered_pairs_by_direction (ValetNumberedPairs *np, const char *place)
{
  return g_hash_table_contains (np->by_direction, place);
}

gboolean
valet_numbered_pairs_any_by_direction (ValetNumberedPairs *np)
{
  return g_hash_table_size (np->by_direction) > 0;
}

char *
valet_numbered_pair_key (const char *section, gboolean by_direction, guint side,
                         const char *number)
{
  return g_strdup_printf ("%s%s%s", section, by_direction ? (side ? "EW" : "NS") : "", number);
}

/* ---- players ---------------------------------------------------------- */

static char *
suffixed (ValetNumberedPairs *np, const char *stem, guint n)
{
  return np->suffix == VALET_TAG_SUFFIX_DASH ? g_strdup_printf ("%s-%u", stem, n)
                                             : g_strdup_printf ("%s (%u)", stem, n);
}

/* The tags before the number kept for a stem were all taken when it was
 * kept, and players are never taken away: the first free tag is never
 * before it. */
char *
valet_numbered_pairs_free_tag (ValetNumberedPairs *np, const char *stem)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (np->next_tag, stem));
  char *tag = n ? suffixed (np, stem, n) : g_strdup (stem);

  for (n = MAX (n, 1); valet_tournament_lookup_player (np->t, tag, NULL); )
    {
      g_free (tag);
      tag = suffixed (np, stem, ++n);
    }
  g_hash_table_replace (np->next_tag, g_strdup (stem), GUINT_TO_POINTER (n + 1));
  return tag;
}

guint
valet_numbered_pairs_add_player (ValetNumberedPairs *np, const char *stem, const char *name,
                                 guint line)
{
  g_autofree char *tag = valet_numbered_pairs_free_tag (np, stem);
  guint index;

  valet_tournament_add_player (np->t, tag, name, line);
  valet_tournament_lookup_player (np->t, tag, &index);
  return index;
}

gboolean
valet_numbered_pairs_lookup (ValetNumberedPairs *np, const char *key, guint *player)
{
  gpointer found = g_hash_table_lookup (np->players, key);

  if (found)
    *player = GPOINTER_TO_UINT (found) - 1;
  return found != NULL;
}

guint
valet_numbered_pairs_player (ValetNumberedPairs *np, const char *key, const char *stem,
                             const char *name, guint line)
{
  guint index;

  if (valet_numbered_pairs_lookup (np, key, &index))
    return index;
  index = valet_numbered_pairs_add_player (np, stem, name, line);
  g_hash_table_insert (np->players, g_strdup (key), GUINT_TO_POINTER (index + 1));
  return index;
}

char *
valet_placeholder_name (const char *stem, guint k)
{
  return g_strdup_printf ("Pair %s%c", stem, "ab"[k]);
}

/* A placeholder's key among the reader's: never one of a named player,
 * whose keys hold no control characters. */
static char *
placeholder_key (const char *key, guint k)
{
  return g_strdup_printf ("%s\x1f%c", key, "ab"[k]);
}

guint
valet_numbered_pairs_placeholder (ValetNumberedPairs *np, const char *key, const char *tag_stem,
                                  const char *name_stem, guint k, guint line)
{
  g_autofree char *own = placeholder_key (key, k);
  g_autofree char *stem = g_strdup_printf ("%s%c", tag_stem, "ab"[k]);
  g_autofree char *name = valet_placeholder_name (name_stem, k);

  return valet_numbered_pairs_player (np, own, stem, name, line);
}

gboolean
valet_numbered_pairs_placeholders (ValetNumberedPairs *np, const char *key, guint players[2])
{
  for (guint k = 0; k < 2; k++)
    {
      g_autofree char *own = placeholder_key (key, k);
      if (!valet_numbered_pairs_lookup (np, own, &players[k]))
        return FALSE;
    }
  return TRUE;
}

/* ---- pairs known by tag, with their numbers beside -------------------- */

typedef struct {
  guint  result;
  guint  round;
  guint  board;
  char  *section;
  char  *number[2];
} Seat;

struct _ValetPairNumbers
{
  GArray *seats;   /* Seat */
};

static void
seat_clear (gpointer data)
{
  Seat *seat = data;
  g_free (seat->section);
  g_free (seat->number[0]);
  g_free (seat->number[1]);
}

ValetPairNumbers *
valet_pair_numbers_new (void)
{
  ValetPairNumbers *pn = g_new0 (ValetPairNumbers, 1);
  pn->seats = g_array_new (FALSE, FALSE, sizeof (Seat));
  g_array_set_clear_func (pn->seats, seat_clear);
  return pn;
}

void
valet_pair_numbers_free (ValetPairNumbers *pn)
{
  if (pn == NULL)
    return;
  g_array_unref (pn->seats);
  g_free (pn);
}

void
valet_pair_numbers_add (ValetPairNumbers *pn, guint result, const char *section, guint round,
                        guint board, const char *ns, const char *ew)
{
  if ((ns == NULL || ns[0] == '\0') && (ew == NULL || ew[0] == '\0'))
    return;
  Seat seat = { result, round, board, g_strdup (section ? section : ""),
                { g_strdup (ns ? ns : ""), g_strdup (ew ? ew : "") } };
  g_array_append_val (pn->seats, seat);
}

void
valet_pair_numbers_label (ValetPairNumbers *pn, ValetTournament *t)
{
  if (pn->seats->len == 0)
    return;
  g_autoptr (ValetNumberedPairs) np = valet_numbered_pairs_new (t, VALET_TAG_SUFFIX_PARENS);

  for (guint i = 0; i < pn->seats->len; i++)
    {
      const Seat *seat = &g_array_index (pn->seats, Seat, i);
      for (guint side = 0; side < 2; side++)
        if (seat->number[side][0] != '\0')
          valet_numbered_pairs_seat (np, seat->section, seat->round, seat->board, side,
                                     seat->number[side]);
    }
  /* One movement, as the PBN reader tells it for pairs by number. */
  gboolean by_direction = valet_numbered_pairs_any_by_direction (np);
  for (guint i = 0; i < pn->seats->len; i++)
    {
      const Seat *seat = &g_array_index (pn->seats, Seat, i);
      const ValetResult *r = valet_tournament_result (t, seat->result);
      for (guint side = 0; side < 2; side++)
        valet_tournament_set_pair_label (t, r->player[side], r->player[side + 2],
                                         seat->section,
                                         !by_direction ? VALET_DIRECTION_NONE
                                         : side ? VALET_DIRECTION_EW : VALET_DIRECTION_NS,
                                         seat->number[side]);
    }
}

/* ---- writing them back ------------------------------------------------ */

gboolean
valet_pair_labels_writable (ValetTournament *t, gboolean *sections)
{
  /* Each label's pair: section, direction and number to two players. */
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                       g_free);

  *sections = FALSE;
  if (!valet_tournament_has_pair_labels (t))
    return FALSE;
  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    {
      const ValetResult *r = valet_tournament_result (t, i);
      const char *section = NULL;
      for (guint side = 0; side < 2; side++)
        {
          guint a = r->player[side], b = r->player[side + 2];
          ValetPairLabel label;
          if (!valet_tournament_pair_label (t, a, b, &label))
            return FALSE;
          /* A row has one section cell for both pairs. */
          if (section != NULL && strcmp (section, label.section) != 0)
            return FALSE;
          section = label.section;
          *sections |= label.section[0] != '\0';
          char *key = g_strdup_printf ("%s\n%u\n%s", label.section, label.direction,
                                       label.number);
          guint64 pair = ((guint64) MIN (a, b) << 32) | MAX (a, b);
          gpointer had = g_hash_table_lookup (seen, key);
          if (had != NULL && *(guint64 *) had != pair)
            {
              g_free (key);
              return FALSE;
            }
          if (had == NULL)
            {
              guint64 *value = g_new (guint64, 1);
              *value = pair;
              g_hash_table_insert (seen, key, value);
            }
          else
            g_free (key);
        }
    }
  return TRUE;
}
