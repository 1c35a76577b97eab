/* valet-tournament-seats.c: pair numbers, sections, directions and tables.
 *
 * Kept small because a tournament may hold millions of results: a pair's
 * number and section are kept once per partnership (a few hundred), and
 * a result holds only its table, two bytes, in an array that exists
 * only when the file numbers its tables. */
#include "valet-tournament-seats.h"

#include <string.h>

typedef struct {
  char  *number;        /* as the file writes it, "7" */
  guint8 section;       /* index into sections */
  guint8 direction;     /* ValetDirection */
} PairLabel;

struct _ValetSeats {
  GPtrArray  *sections;   /* char *, in order of first sight */
  GArray     *labels;     /* PairLabel */
  GHashTable *by_pair;    /* (lower << 32 | higher) player index -> label index + 1 */
  GArray     *tables;     /* guint16 by result, 0: not known; NULL: none known */
};

static void
label_clear (gpointer data)
{
  g_free (((PairLabel *) data)->number);
}

ValetSeats *
valet_seats_new (void)
{
  ValetSeats *seats = g_new0 (ValetSeats, 1);
  seats->sections = g_ptr_array_new_with_free_func (g_free);
  seats->labels = g_array_new (FALSE, TRUE, sizeof (PairLabel));
  g_array_set_clear_func (seats->labels, label_clear);
  seats->by_pair = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  return seats;
}

void
valet_seats_free (ValetSeats *seats)
{
  if (seats == NULL)
    return;
  g_ptr_array_unref (seats->sections);
  g_array_unref (seats->labels);
  g_hash_table_unref (seats->by_pair);
  g_clear_pointer (&seats->tables, g_array_unref);
  g_free (seats);
}

static gint64 *
pair_key (guint a, guint b)
{
  gint64 *key = g_new (gint64, 1);
  *key = (gint64) ((guint64) MIN (a, b) << 32 | MAX (a, b));
  return key;
}

ValetSeats *
valet_seats_copy_pairs (const ValetSeats *src)
{
  ValetSeats *seats = valet_seats_new ();
  for (guint i = 0; i < src->sections->len; i++)
    g_ptr_array_add (seats->sections, g_strdup (g_ptr_array_index (src->sections, i)));
  for (guint i = 0; i < src->labels->len; i++)
    {
      PairLabel l = g_array_index (src->labels, PairLabel, i);
      l.number = g_strdup (l.number);
      g_array_append_val (seats->labels, l);
    }
  GHashTableIter iter;
  gpointer key, value;
  g_hash_table_iter_init (&iter, src->by_pair);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (seats->by_pair, g_memdup2 (key, sizeof (gint64)), value);
  return seats;
}

static guint
section_index (ValetSeats *seats, const char *section)
{
  for (guint i = 0; i < seats->sections->len; i++)
    if (strcmp (g_ptr_array_index (seats->sections, i), section) == 0)
      return i;
  g_ptr_array_add (seats->sections, g_strdup (section));
  return seats->sections->len - 1;
}

gboolean
valet_tournament_set_pair_label (ValetTournament *t, guint a, guint b, const char *section,
                                 ValetDirection direction, const char *number)
{
  g_return_val_if_fail (!valet_tournament_is_sealed (t), FALSE);
  g_return_val_if_fail (number != NULL, FALSE);
  g_autofree char *clean = g_strstrip (g_strdup (number));
  g_autofree char *sect = g_strstrip (g_strdup (section ? section : ""));
  if (clean[0] == '\0')
    return FALSE;
  ValetSeats *seats = valet_tournament_seats (t, TRUE);
  gint64 *key = pair_key (a, b);
  /* A partnership keeps the first number it is given (a second session
   * may number it again); 255 sections are more than any file has. */
  if (g_hash_table_contains (seats->by_pair, key)
      || (seats->sections->len >= G_MAXUINT8 && section_index (seats, sect) >= G_MAXUINT8))
    {
      g_free (key);
      return FALSE;
    }
  PairLabel l = { g_steal_pointer (&clean), (guint8) section_index (seats, sect),
                  (guint8) direction };
  g_array_append_val (seats->labels, l);
  g_hash_table_insert (seats->by_pair, key, GUINT_TO_POINTER (seats->labels->len));
  return TRUE;
}

gboolean
valet_tournament_pair_label (ValetTournament *t, guint a, guint b, ValetPairLabel *out)
{
  ValetSeats *seats = valet_tournament_seats (t, FALSE);
  if (seats == NULL)
    return FALSE;
  gint64 key = (gint64) ((guint64) MIN (a, b) << 32 | MAX (a, b));
  guint v = GPOINTER_TO_UINT (g_hash_table_lookup (seats->by_pair, &key));
  if (v == 0)
    return FALSE;
  const PairLabel *l = &g_array_index (seats->labels, PairLabel, v - 1);
  if (out)
    {
      out->section = g_ptr_array_index (seats->sections, l->section);
      out->number = l->number;
      out->direction = l->direction;
    }
  return TRUE;
}

gboolean
valet_tournament_has_pair_labels (ValetTournament *t)
{
  ValetSeats *seats = valet_tournament_seats (t, FALSE);
  return seats != NULL && seats->labels->len > 0;
}

GArray *
valet_tournament_labelled_pairs (ValetTournament *t)
{
  ValetSeats *seats = valet_tournament_seats (t, FALSE);
  guint n = seats ? seats->labels->len : 0;
  GArray *pairs = g_array_sized_new (FALSE, TRUE, sizeof (guint), 2 * n);

  g_array_set_size (pairs, 2 * n);
  if (n == 0)
    return pairs;
  /* The map holds each pair once, under its label's index. */
  GHashTableIter iter;
  gpointer key, value;
  g_hash_table_iter_init (&iter, seats->by_pair);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint64 k = (guint64) *(gint64 *) key;
      guint slot = GPOINTER_TO_UINT (value) - 1;
      g_array_index (pairs, guint, 2 * slot) = (guint) (k >> 32);
      g_array_index (pairs, guint, 2 * slot + 1) = (guint) (k & 0xffffffffu);
    }
  return pairs;
}

guint
valet_tournament_n_sections (ValetTournament *t)
{
  ValetSeats *seats = valet_tournament_seats (t, FALSE);
  return seats ? seats->sections->len : 0;
}

const char *
valet_tournament_section (ValetTournament *t, guint index)
{
  ValetSeats *seats = valet_tournament_seats (t, FALSE);
  g_return_val_if_fail (seats != NULL && index < seats->sections->len, NULL);
  return g_ptr_array_index (seats->sections, index);
}

void
valet_tournament_set_result_table (ValetTournament *t, guint index, guint table)
{
  g_return_if_fail (!valet_tournament_is_sealed (t));
  g_return_if_fail (index < valet_tournament_n_results (t));
  ValetSeats *seats = valet_tournament_seats (t, TRUE);
  if (seats->tables == NULL)
    seats->tables = g_array_new (FALSE, TRUE, sizeof (guint16));
  if (seats->tables->len <= index)
    g_array_set_size (seats->tables, index + 1);
  g_array_index (seats->tables, guint16, index) = (guint16) MIN (table, G_MAXUINT16);
}

guint
valet_tournament_result_table (ValetTournament *t, guint index)
{
  ValetSeats *seats = valet_tournament_seats (t, FALSE);
  if (seats == NULL || seats->tables == NULL || index >= seats->tables->len)
    return 0;
  return g_array_index (seats->tables, guint16, index);
}

char *
valet_pair_label_text (const ValetPairLabel *label, gboolean with_section,
                       gboolean with_direction)
{
  GString *s = g_string_new (NULL);
  if (with_section)
    g_string_append (s, label->section);
  g_string_append (s, label->number);
  if (with_direction && label->direction != VALET_DIRECTION_NONE)
    g_string_append (s, label->direction == VALET_DIRECTION_NS ? " NS" : " EW");
  return g_string_free (s, FALSE);
}

gboolean
valet_pair_label_matches (const ValetPairLabel *label, const char *query)
{
  g_autofree char *q = g_ascii_strup (query, -1);
  g_strstrip (q);
  /* Spaces in "A 7 NS" are no part of it. */
  char *w = q;
  for (const char *p = q; *p; p++)
    if (*p != ' ')
      *w++ = *p;
  *w = '\0';
  if (q[0] == '\0')
    return FALSE;
  gsize n = strlen (q);
  ValetDirection dir = VALET_DIRECTION_NONE;
  if (n > 2 && (g_str_has_suffix (q, "NS") || g_str_has_suffix (q, "EW")))
    {
      dir = g_str_has_suffix (q, "NS") ? VALET_DIRECTION_NS : VALET_DIRECTION_EW;
      q[n - 2] = '\0';
    }
  if (dir != VALET_DIRECTION_NONE && label->direction != VALET_DIRECTION_NONE
      && dir != label->direction)
    return FALSE;
  g_autofree char *number = g_ascii_strup (label->number, -1);
  if (g_ascii_strcasecmp (q, number) == 0)
    return TRUE;
  g_autofree char *with_section = g_ascii_strup (label->section, -1);
  g_autofree char *both = g_strconcat (with_section, number, NULL);
  return label->section[0] != '\0' && strcmp (q, both) == 0;
}
