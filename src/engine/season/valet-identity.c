/* valet-identity.c: see valet-identity.h.
 *
 * The clusters are rebuilt from scratch after every change: a union-find
 * over the players by number and by name, then the decisions in order
 * on member lists, then the proposals between what results.  Linear in
 * the players but for the decisions and for people who share a surname.
 */
#include "config.h"
#include "valet-identity.h"
#include "valet-person-name.h"

#include <glib/gi18n.h>
#include <string.h>

/* A player's strings but its key are interned (ValetIdentity.strings):
 * a season's players are the same few thousand names and numbers over
 * and again, and interned they compare by pointer. */
typedef struct {
  char       *key;      /* "event:tag" */
  const char *name;     /* UTF-8 as given */
  const char *number;   /* NULL when none */
  const char *name_key; /* valet_person_name_key() */
} Player;

typedef struct {
  GArray *members;      /* guint player indices, in order added */
  const char *name;     /* borrowed from a player */
  const char *number;   /* the first member's number, borrowed */
} Person;

struct _ValetIdentity {
  GArray     *players;          /* Player */
  GHashTable *by_key;           /* key -> index + 1 */
  GHashTable *strings;          /* the interned names, numbers and name keys */
  GHashTable *name_keys;        /* interned name -> its interned name key */
  GArray     *decisions;        /* ValetIdentityDecision */
  /* What the rule and the decisions made of them; rebuilt when stale. */
  gboolean    stale;
  guint      *person_of;        /* by player */
  GArray     *persons;          /* Person */
  GArray     *proposals;        /* ValetProposal */
  /* From the rule: player lists of unnumbered names several numbered
   * people share, each as the unnumbered player then the numbered. */
  GArray     *shared;           /* guint pairs */
};

static void
player_clear (gpointer data)
{
  Player *p = data;
  g_free (p->key);
}

static void
decision_clear (gpointer data)
{
  ValetIdentityDecision *d = data;
  g_free (d->a);
  g_free (d->b);
}

static void
person_clear (gpointer data)
{
  Person *p = data;
  g_clear_pointer (&p->members, g_array_unref);
}

ValetIdentity *
valet_identity_new (void)
{
  ValetIdentity *id = g_new0 (ValetIdentity, 1);

  id->players = g_array_new (FALSE, TRUE, sizeof (Player));
  g_array_set_clear_func (id->players, player_clear);
  id->by_key = g_hash_table_new (g_str_hash, g_str_equal);
  id->strings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  id->name_keys = g_hash_table_new (g_direct_hash, g_direct_equal);
  id->decisions = g_array_new (FALSE, TRUE, sizeof (ValetIdentityDecision));
  g_array_set_clear_func (id->decisions, decision_clear);
  id->stale = TRUE;
  return id;
}

static void
clear_clusters (ValetIdentity *id)
{
  g_clear_pointer (&id->person_of, g_free);
  g_clear_pointer (&id->persons, g_array_unref);
  g_clear_pointer (&id->proposals, g_array_unref);
  g_clear_pointer (&id->shared, g_array_unref);
}

void
valet_identity_free (ValetIdentity *id)
{
  if (id == NULL)
    return;
  clear_clusters (id);
  g_hash_table_unref (id->by_key);
  g_hash_table_unref (id->name_keys);
  g_hash_table_unref (id->strings);
  g_array_unref (id->players);
  g_array_unref (id->decisions);
  g_free (id);
}

char *
valet_identity_player_key (const char *event_key, const char *tag)
{
  return g_strconcat (event_key, ":", tag, NULL);
}

/* The one copy of @text (taken over) that @id keeps. */
static const char *
intern (ValetIdentity *id, char *text)
{
  const char *kept = g_hash_table_lookup (id->strings, text);

  if (kept)
    {
      g_free (text);
      return kept;
    }
  g_hash_table_add (id->strings, text);
  return text;
}

static gboolean
player_index (ValetIdentity *id, const char *key, guint *out)
{
  gpointer v = key ? g_hash_table_lookup (id->by_key, key) : NULL;

  if (v == NULL)
    return FALSE;
  *out = GPOINTER_TO_UINT (v) - 1;
  return TRUE;
}

gboolean
valet_identity_add_player (ValetIdentity *id, const char *event_key, const char *tag,
                           const char *name, const char *number)
{
  g_return_val_if_fail (id != NULL && event_key != NULL && tag != NULL, FALSE);
  g_autofree char *key = valet_identity_player_key (event_key, tag);
  g_autofree char *num = number ? g_strstrip (g_strdup (number)) : NULL;

  if (g_hash_table_contains (id->by_key, key))
    return FALSE;
  Player p = {
    .key = g_steal_pointer (&key),
    .name = intern (id, g_utf8_make_valid (name ? name : "", -1)),
    .number = num && *num ? intern (id, g_steal_pointer (&num)) : NULL,
  };
  /* Normalised once for each name, however many events give it. */
  p.name_key = g_hash_table_lookup (id->name_keys, p.name);
  if (p.name_key == NULL)
    {
      p.name_key = intern (id, valet_person_name_key (p.name));
      g_hash_table_insert (id->name_keys, (gpointer) p.name, (gpointer) p.name_key);
    }
  g_array_append_val (id->players, p);
  /* The array may move; the hash keys the strings, which do not. */
  g_hash_table_insert (id->by_key, p.key, GUINT_TO_POINTER (id->players->len));
  id->stale = TRUE;
  return TRUE;
}

void
valet_identity_add_tournament (ValetIdentity *id, const char *event_key, ValetTournament *t)
{
  for (guint i = 0; i < valet_tournament_n_players (t); i++)
    if (!valet_tournament_player_is_placeholder (t, i))
      valet_identity_add_player (id, event_key, valet_tournament_player_tag (t, i),
                                 valet_tournament_player_utf8_name (t, i),
                                 valet_tournament_player_number (t, i));
}

guint
valet_identity_n_players (ValetIdentity *id)
{
  return id->players->len;
}

const char *
valet_identity_player_key_at (ValetIdentity *id, guint player)
{
  g_return_val_if_fail (player < id->players->len, NULL);
  return g_array_index (id->players, Player, player).key;
}

/* Decisions. */

static const char *const kind_names[] = { "merge", "split", "keep-apart" };

const char *
valet_identity_kind_to_string (ValetIdentityKind kind)
{
  g_return_val_if_fail (kind < G_N_ELEMENTS (kind_names), NULL);
  return kind_names[kind];
}

gboolean
valet_identity_kind_from_string (const char *text, ValetIdentityKind *out)
{
  for (guint k = 0; text && k < G_N_ELEMENTS (kind_names); k++)
    if (strcmp (text, kind_names[k]) == 0)
      {
        *out = k;
        return TRUE;
      }
  return FALSE;
}

gboolean
valet_identity_decide (ValetIdentity *id, ValetIdentityKind kind, const char *a, const char *b)
{
  guint ia, ib;

  g_return_val_if_fail (kind <= VALET_IDENTITY_KEEP_APART, FALSE);
  if (!player_index (id, a, &ia))
    return FALSE;
  if (kind != VALET_IDENTITY_SPLIT && !player_index (id, b, &ib))
    return FALSE;
  ValetIdentityDecision d = { kind, g_strdup (a),
                              kind == VALET_IDENTITY_SPLIT ? NULL : g_strdup (b) };
  g_array_append_val (id->decisions, d);
  id->stale = TRUE;
  return TRUE;
}

void
valet_identity_set_decisions (ValetIdentity *id, const ValetIdentityDecision *decisions, guint n)
{
  g_array_set_size (id->decisions, 0);
  for (guint i = 0; i < n; i++)
    {
      ValetIdentityDecision d = { decisions[i].kind, g_strdup (decisions[i].a),
                                  g_strdup (decisions[i].b) };
      g_array_append_val (id->decisions, d);
    }
  id->stale = TRUE;
}

guint
valet_identity_n_decisions (ValetIdentity *id)
{
  return id->decisions->len;
}

const ValetIdentityDecision *
valet_identity_decision (ValetIdentity *id, guint index)
{
  g_return_val_if_fail (index < id->decisions->len, NULL);
  return &g_array_index (id->decisions, ValetIdentityDecision, index);
}

gboolean
valet_identity_undo (ValetIdentity *id)
{
  if (id->decisions->len == 0)
    return FALSE;
  g_array_set_size (id->decisions, id->decisions->len - 1);
  id->stale = TRUE;
  return TRUE;
}

/* The rule: a union-find over the players. */

static guint
find (guint *parent, guint x)
{
  while (parent[x] != x)
    {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
  return x;
}

static void
unite (guint *parent, guint a, guint b)
{
  a = find (parent, a);
  b = find (parent, b);
  /* The earlier player is the root, so that persons come in order. */
  if (a < b)
    parent[b] = a;
  else if (b < a)
    parent[a] = b;
}

static void
append_pair (GArray *pairs, guint a, guint b)
{
  g_array_append_val (pairs, a);
  g_array_append_val (pairs, b);
}

/* Players of one normalised name: without a number, they join the one
 * numbered person of the name, or each other when there is none or
 * several (then the numbered are proposed). */
static void
unite_name (ValetIdentity *id, guint *parent, GArray *group)
{
  g_autoptr (GHashTable) numbers = g_hash_table_new (g_direct_hash, g_direct_equal);
  guint first_numbered = G_MAXUINT, first_plain = G_MAXUINT;

  for (guint k = 0; k < group->len; k++)
    {
      guint i = g_array_index (group, guint, k);
      const Player *p = &g_array_index (id->players, Player, i);
      if (p->number == NULL)
        {
          if (first_plain == G_MAXUINT)
            first_plain = i;
          else
            unite (parent, first_plain, i);
        }
      else if (!g_hash_table_contains (numbers, p->number))
        {
          g_hash_table_insert (numbers, (gpointer) p->number, GUINT_TO_POINTER (i));
          if (first_numbered == G_MAXUINT)
            first_numbered = i;
        }
    }
  if (first_plain == G_MAXUINT || first_numbered == G_MAXUINT)
    return;
  if (g_hash_table_size (numbers) == 1)
    {
      unite (parent, first_plain, first_numbered);
      return;
    }
  GHashTableIter it;
  gpointer v;
  g_hash_table_iter_init (&it, numbers);
  while (g_hash_table_iter_next (&it, NULL, &v))
    append_pair (id->shared, first_plain, GPOINTER_TO_UINT (v));
}

static void
apply_rule (ValetIdentity *id, guint *parent)
{
  guint n = id->players->len;
  g_autoptr (GHashTable) by_number = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr (GHashTable) by_name = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                                          (GDestroyNotify) g_array_unref);
  g_autoptr (GPtrArray) names = g_ptr_array_new ();     /* in order of first sight */

  for (guint i = 0; i < n; i++)
    {
      const Player *p = &g_array_index (id->players, Player, i);
      parent[i] = i;
      if (p->number)
        {
          gpointer v = g_hash_table_lookup (by_number, p->number);
          if (v)
            unite (parent, GPOINTER_TO_UINT (v) - 1, i);
          else
            g_hash_table_insert (by_number, (gpointer) p->number, GUINT_TO_POINTER (i + 1));
        }
      /* A name without letters matches nobody by name. */
      if (*p->name_key == '\0')
        continue;
      GArray *group = g_hash_table_lookup (by_name, p->name_key);
      if (group == NULL)
        {
          group = g_array_new (FALSE, FALSE, sizeof (guint));
          g_hash_table_insert (by_name, (gpointer) p->name_key, group);
          g_ptr_array_add (names, (gpointer) p->name_key);
        }
      g_array_append_val (group, i);
    }
  for (guint k = 0; k < names->len; k++)
    unite_name (id, parent, g_hash_table_lookup (by_name, g_ptr_array_index (names, k)));
}

/* The decisions, on member lists. */

static Person *
person_at (ValetIdentity *id, guint person)
{
  return &g_array_index (id->persons, Person, person);
}

static void
merge_persons (ValetIdentity *id, guint a, guint b)
{
  if (a == b)
    return;
  Person *pa = person_at (id, a), *pb = person_at (id, b);
  /* The smaller list moves. */
  if (pa->members->len < pb->members->len)
    {
      Person *swap = pa;
      pa = pb;
      pb = swap;
      guint s = a;
      a = b;
      b = s;
    }
  for (guint k = 0; k < pb->members->len; k++)
    id->person_of[g_array_index (pb->members, guint, k)] = a;
  g_array_append_vals (pa->members, pb->members->data, pb->members->len);
  g_array_set_size (pb->members, 0);
}

static void
split_player (ValetIdentity *id, guint player)
{
  Person *from = person_at (id, id->person_of[player]);

  if (from->members->len == 1)
    return;
  for (guint k = 0; k < from->members->len; k++)
    if (g_array_index (from->members, guint, k) == player)
      {
        g_array_remove_index (from->members, k);
        break;
      }
  Person alone = { g_array_new (FALSE, FALSE, sizeof (guint)) };
  g_array_append_val (alone.members, player);
  g_array_append_val (id->persons, alone);
  id->person_of[player] = id->persons->len - 1;
}

static int
guint_compare (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;
  return (x > y) - (x < y);
}

static int
person_compare (gconstpointer a, gconstpointer b)
{
  const Person *x = a, *y = b;
  guint fx = g_array_index (x->members, guint, 0), fy = g_array_index (y->members, guint, 0);
  return (fx > fy) - (fx < fy);
}

/* Persons left empty by merges go; the others are numbered in order of
 * their first player, and get their name and number. */
static void
compact_persons (ValetIdentity *id)
{
  GArray *kept = g_array_new (FALSE, TRUE, sizeof (Person));

  g_array_set_clear_func (kept, person_clear);
  for (guint i = 0; i < id->persons->len; i++)
    {
      Person *p = person_at (id, i);
      if (p->members->len == 0)
        continue;
      g_array_sort (p->members, guint_compare);
      Person moved = { g_steal_pointer (&p->members) };
      g_array_append_val (kept, moved);
    }
  g_array_sort (kept, person_compare);
  g_array_unref (id->persons);
  id->persons = kept;

  g_autoptr (GHashTable) counts = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < kept->len; i++)
    {
      Person *p = person_at (id, i);
      guint best = 0;
      g_hash_table_remove_all (counts);
      for (guint k = 0; k < p->members->len; k++)
        {
          guint m = g_array_index (p->members, guint, k);
          const Player *pl = &g_array_index (id->players, Player, m);
          guint c = GPOINTER_TO_UINT (g_hash_table_lookup (counts, pl->name)) + 1;
          g_hash_table_insert (counts, (gpointer) pl->name, GUINT_TO_POINTER (c));
          id->person_of[m] = i;
          if (c > best)
            {
              best = c;
              p->name = pl->name;
            }
          if (p->number == NULL)
            p->number = pl->number;
        }
    }
}

static void
build_persons (ValetIdentity *id, const guint *parent)
{
  guint n = id->players->len;
  g_autofree guint *slot = g_new (guint, MAX (n, 1));

  id->persons = g_array_new (FALSE, TRUE, sizeof (Person));
  g_array_set_clear_func (id->persons, person_clear);
  for (guint i = 0; i < n; i++)
    {
      guint root = parent[i];           /* found already */
      if (root == i)
        {
          Person p = { g_array_new (FALSE, FALSE, sizeof (guint)) };
          g_array_append_val (id->persons, p);
          slot[i] = id->persons->len - 1;
        }
      id->person_of[i] = slot[root];
      g_array_append_val (person_at (id, slot[root])->members, i);
    }
}

/* Applies the decisions in order; the players of keep-apart decisions
 * go into @apart, in pairs. */
static void
apply_decisions (ValetIdentity *id, GArray *apart)
{
  for (guint k = 0; k < id->decisions->len; k++)
    {
      const ValetIdentityDecision *d = &g_array_index (id->decisions, ValetIdentityDecision, k);
      guint a, b;
      /* Decisions about players of other events pass over. */
      if (!player_index (id, d->a, &a))
        continue;
      if (d->kind == VALET_IDENTITY_SPLIT)
        {
          split_player (id, a);
          continue;
        }
      if (!player_index (id, d->b, &b))
        continue;
      if (d->kind == VALET_IDENTITY_MERGE)
        merge_persons (id, id->person_of[a], id->person_of[b]);
      else
        append_pair (apart, a, b);
    }
}

/* Proposals. */

typedef struct {
  guint       person;
  guint       player;   /* one with this name */
  const char *name_key;
} NameOf;

static gboolean
numbers_differ (ValetIdentity *id, guint a, guint b)
{
  const char *na = person_at (id, a)->number, *nb = person_at (id, b)->number;
  return na && nb && strcmp (na, nb) != 0;
}

static void
propose (ValetIdentity *id, GHashTable *seen, guint player_a, guint player_b,
         ValetProposalReason reason)
{
  guint a = id->person_of[player_a], b = id->person_of[player_b];

  if (a == b || numbers_differ (id, a, b))
    return;
  if (a > b)
    {
      guint s = a;
      a = b;
      b = s;
      s = player_a;
      player_a = player_b;
      player_b = s;
    }
  guint64 key = valet_partnership_key (a, b);
  if (g_hash_table_contains (seen, &key))
    return;
  guint64 *stored = g_new (guint64, 1);
  *stored = key;
  g_hash_table_add (seen, stored);
  ValetProposal p = { a, b, reason,
                      g_array_index (id->players, Player, player_a).key,
                      g_array_index (id->players, Player, player_b).key };
  g_array_append_val (id->proposals, p);
}

/* The names of each person, once each, grouped by @bucket_of (the
 * surname, or the sorted words) and compared within each group. */
static void
propose_by_names (ValetIdentity *id, GHashTable *seen, gboolean by_surname)
{
  g_autoptr (GHashTable) buckets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                          (GDestroyNotify) g_array_unref);
  g_autoptr (GPtrArray) names = g_ptr_array_new ();

  for (guint person = 0; person < id->persons->len; person++)
    {
      GArray *members = person_at (id, person)->members;
      /* A person's names, each once: a handful, compared by pointer. */
      g_ptr_array_set_size (names, 0);
      for (guint k = 0; k < members->len; k++)
        {
          guint i = g_array_index (members, guint, k);
          const char *name_key = g_array_index (id->players, Player, i).name_key;
          guint where;
          if (*name_key == '\0' || g_ptr_array_find (names, name_key, &where))
            continue;
          g_ptr_array_add (names, (gpointer) name_key);
          const char *last = strrchr (name_key, ' ');
          char *bucket = by_surname ? g_strdup (last ? last + 1 : name_key)
                                    : valet_person_name_sorted_key (name_key);
          GArray *list = g_hash_table_lookup (buckets, bucket);
          if (list == NULL)
            {
              list = g_array_new (FALSE, FALSE, sizeof (NameOf));
              g_hash_table_insert (buckets, bucket, list);
            }
          else
            g_free (bucket);
          NameOf n = { person, i, name_key };
          g_array_append_val (list, n);
        }
    }

  GHashTableIter it;
  gpointer v;
  g_hash_table_iter_init (&it, buckets);
  while (g_hash_table_iter_next (&it, NULL, &v))
    {
      GArray *list = v;
      for (guint x = 0; x < list->len; x++)
        for (guint y = x + 1; y < list->len; y++)
          {
            const NameOf *a = &g_array_index (list, NameOf, x);
            const NameOf *b = &g_array_index (list, NameOf, y);
            if (a->person == b->person)
              continue;
            ValetNameMatch m = valet_person_names_may_match (a->name_key, b->name_key);
            if (m == VALET_NAME_WORD_ORDER)
              propose (id, seen, a->player, b->player, VALET_PROPOSAL_WORD_ORDER);
            else if (m == VALET_NAME_INITIALS)
              propose (id, seen, a->player, b->player, VALET_PROPOSAL_INITIALS);
          }
    }
}

static int
proposal_compare (gconstpointer a, gconstpointer b)
{
  const ValetProposal *x = a, *y = b;

  if (x->person_a != y->person_a)
    return (x->person_a > y->person_a) - (x->person_a < y->person_a);
  return (x->person_b > y->person_b) - (x->person_b < y->person_b);
}

static void
build_proposals (ValetIdentity *id, GArray *apart)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (valet_partnership_hash, g_int64_equal,
                                                       g_free, NULL);

  id->proposals = g_array_new (FALSE, FALSE, sizeof (ValetProposal));
  /* What a person kept apart is never proposed again. */
  for (guint k = 0; k + 1 < apart->len; k += 2)
    {
      guint a = id->person_of[g_array_index (apart, guint, k)];
      guint b = id->person_of[g_array_index (apart, guint, k + 1)];
      guint64 *key = g_new (guint64, 1);
      *key = valet_partnership_key (a, b);
      g_hash_table_add (seen, key);
    }
  for (guint k = 0; k + 1 < id->shared->len; k += 2)
    propose (id, seen, g_array_index (id->shared, guint, k),
             g_array_index (id->shared, guint, k + 1), VALET_PROPOSAL_SHARED_NAME);
  propose_by_names (id, seen, FALSE);
  propose_by_names (id, seen, TRUE);
  g_array_sort (id->proposals, proposal_compare);
}

static void
update (ValetIdentity *id)
{
  if (!id->stale)
    return;
  clear_clusters (id);
  guint n = id->players->len;
  g_autofree guint *parent = g_new (guint, MAX (n, 1));
  g_autoptr (GArray) apart = g_array_new (FALSE, FALSE, sizeof (guint));

  id->shared = g_array_new (FALSE, FALSE, sizeof (guint));
  id->person_of = g_new (guint, MAX (n, 1));
  apply_rule (id, parent);
  for (guint i = 0; i < n; i++)
    parent[i] = find (parent, i);
  build_persons (id, parent);
  apply_decisions (id, apart);
  compact_persons (id);
  build_proposals (id, apart);
  id->stale = FALSE;
}

guint
valet_identity_n_persons (ValetIdentity *id)
{
  update (id);
  return id->persons->len;
}

guint
valet_identity_person_of_key (ValetIdentity *id, const char *key)
{
  guint i;

  update (id);
  return player_index (id, key, &i) ? id->person_of[i] : VALET_NO_PERSON;
}

guint
valet_identity_person_of (ValetIdentity *id, const char *event_key, const char *tag)
{
  g_autofree char *key = valet_identity_player_key (event_key, tag);

  return valet_identity_person_of_key (id, key);
}

const char *
valet_identity_person_name (ValetIdentity *id, guint person)
{
  update (id);
  g_return_val_if_fail (person < id->persons->len, NULL);
  return person_at (id, person)->name;
}

const char *
valet_identity_person_number (ValetIdentity *id, guint person)
{
  update (id);
  g_return_val_if_fail (person < id->persons->len, NULL);
  return person_at (id, person)->number;
}

guint
valet_identity_person_n_players (ValetIdentity *id, guint person)
{
  update (id);
  g_return_val_if_fail (person < id->persons->len, 0);
  return person_at (id, person)->members->len;
}

const char *
valet_identity_person_player (ValetIdentity *id, guint person, guint index)
{
  update (id);
  g_return_val_if_fail (person < id->persons->len, NULL);
  GArray *members = person_at (id, person)->members;
  g_return_val_if_fail (index < members->len, NULL);
  return g_array_index (id->players, Player, g_array_index (members, guint, index)).key;
}

guint
valet_identity_n_proposals (ValetIdentity *id)
{
  update (id);
  return id->proposals->len;
}

const ValetProposal *
valet_identity_proposal (ValetIdentity *id, guint index)
{
  update (id);
  g_return_val_if_fail (index < id->proposals->len, NULL);
  return &g_array_index (id->proposals, ValetProposal, index);
}

const char *
valet_proposal_reason_text (ValetProposalReason reason)
{
  switch (reason)
    {
    case VALET_PROPOSAL_INITIALS:
      return _("The same surname, and given names that agree where one is an initial");
    case VALET_PROPOSAL_WORD_ORDER:
      return _("The same names in another order");
    case VALET_PROPOSAL_SHARED_NAME:
      return _("The same name, without a player number, as players with several numbers");
    default:
      return "";
    }
}

guint
valet_partnership_hash (gconstpointer key)
{
  /* g_int64_hash folds the halves with XOR: every pair of persons whose
   * numbers XOR alike would share a bucket.  A multiplicative mix
   * spreads them. */
  guint64 v = *(const guint64 *) key;

  v ^= v >> 33;
  v *= G_GUINT64_CONSTANT (0xff51afd7ed558ccd);
  v ^= v >> 33;
  return (guint) v;
}

guint64
valet_partnership_key (guint a, guint b)
{
  guint lo = MIN (a, b), hi = MAX (a, b);
  return ((guint64) lo << 32) | hi;
}
