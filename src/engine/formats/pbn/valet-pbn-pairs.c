/* valet-pbn-pairs.c: pairs known by their numbers, named by the file. */
#include "config.h"
#include "valet-pbn-pairs.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "valet-numbered-pairs.h"
#include "valet-result-fields.h"
#include "valet-text-limit.h"


/* ---- names -------------------------------------------------------------- */

char *
valet_pbn_folded_name (const char *name)
{
  g_autofree char *clean = valet_clean_name (name);

  /* Names in a legacy encoding are folded in ASCII only. */
  if (!g_utf8_validate (clean, -1, NULL))
    return g_ascii_strdown (clean, -1);
  g_autofree char *nfc = g_utf8_normalize (clean, -1, G_NORMALIZE_DEFAULT_COMPOSE);
  return g_utf8_casefold (nfc ? nfc : clean, -1);
}

/* ---- names cells -------------------------------------------------------- */

/* Splits @s at the separator that starts at @at and is @len long. */
static gboolean
split_at (const char *s, const char *at, gsize len, ValetPbnNames *out)
{
  out->name[0] = g_strstrip (g_strndup (s, (gsize) (at - s)));
  out->name[1] = g_strstrip (g_strdup (at + len));
  if (out->name[0][0] != '\0' && out->name[1][0] != '\0')
    return TRUE;
  g_clear_pointer (&out->name[0], g_free);
  g_clear_pointer (&out->name[1], g_free);
  out->problem = VALET_PBN_NAMES_EMPTY_HALF;
  return FALSE;
}

/* Where @sep occurs in @s, when it occurs exactly once. */
static const char *
only_one (const char *s, const char *sep, gboolean *more)
{
  const char *at = strstr (s, sep);
  *more = at && strstr (at + strlen (sep), sep) != NULL;
  return *more ? NULL : at;
}

void
valet_pbn_names_parse (const char *cell, ValetPbnNames *out)
{
  g_autofree char *s = g_strstrip (g_strdup (cell ? cell : ""));
  gboolean more = FALSE;
  const char *at;

  memset (out, 0, sizeof *out);
  if (!valet_field_given (s))
    return;
  /* Most programs join the names with " - ", PBN 2.1 with ';';
   * BridgeComposer writes two surnames as "Surname-Surname".  " - "
   * goes first: Valet's own files keep it for the separator alone, and
   * a name of theirs may hold a ';'. */
  if (strstr (s, " - "))
    {
      if ((at = only_one (s, " - ", &more)) && split_at (s, at, 3, out))
        out->kind = VALET_PBN_NAMES_PERSONS;
    }
  else if (strchr (s, ';'))
    {
      if ((at = only_one (s, ";", &more)) && split_at (s, at, 1, out))
        out->kind = VALET_PBN_NAMES_PERSONS;
    }
  else if (strchr (s, '-'))
    {
      if ((at = only_one (s, "-", &more)) && split_at (s, at, 1, out))
        out->kind = VALET_PBN_NAMES_SURNAMES;
    }
  else
    out->problem = VALET_PBN_NAMES_ONE;
  if (more)
    out->problem = VALET_PBN_NAMES_MANY;
  if (out->kind == VALET_PBN_NAMES_NONE)
    {
      out->kind = VALET_PBN_NAMES_PARTNERSHIP;
      out->name[0] = g_strdup (s);
      out->name[1] = g_strdup (s);
    }
}

void
valet_pbn_names_clear (ValetPbnNames *names)
{
  g_clear_pointer (&names->name[0], g_free);
  g_clear_pointer (&names->name[1], g_free);
  names->kind = VALET_PBN_NAMES_NONE;
}

/* Whether two labels name the same two people, in either order. */
static gboolean
same_names (const ValetPbnNames *a, const ValetPbnNames *b)
{
  g_autofree char *a0 = valet_pbn_folded_name (a->name[0]);
  g_autofree char *a1 = valet_pbn_folded_name (a->name[1]);
  g_autofree char *b0 = valet_pbn_folded_name (b->name[0]);
  g_autofree char *b1 = valet_pbn_folded_name (b->name[1]);
  return (strcmp (a0, b0) == 0 && strcmp (a1, b1) == 0)
         || (strcmp (a0, b1) == 0 && strcmp (a1, b0) == 0);
}

/* Whether @row names the two people of @pair in the other order: the
 * row's first then sat North (or East), the pair's second. */
static gboolean
swapped_names (const ValetPbnNames *pair, const ValetPbnNames *row)
{
  if ((pair->kind != VALET_PBN_NAMES_PERSONS && pair->kind != VALET_PBN_NAMES_SURNAMES)
      || (row->kind != VALET_PBN_NAMES_PERSONS && row->kind != VALET_PBN_NAMES_SURNAMES))
    return FALSE;
  g_autofree char *p0 = valet_pbn_folded_name (pair->name[0]);
  g_autofree char *p1 = valet_pbn_folded_name (pair->name[1]);
  g_autofree char *r0 = valet_pbn_folded_name (row->name[0]);
  g_autofree char *r1 = valet_pbn_folded_name (row->name[1]);
  return strcmp (p0, p1) != 0 && strcmp (p0, r1) == 0 && strcmp (p1, r0) == 0;
}

/* ---- pairs -------------------------------------------------------------- */

typedef struct {
  char         *section;
  guint         side;
  char         *id;
  guint         round, board, line;
  ValetPbnNames names;
  guint         slot;
  char         *team;
} Side;

typedef struct {
  char         *section;
  char         *direction;   /* "NS", "EW" or "" */
  char         *id;
  ValetPbnNames names;
  guint         line;
  char         *team;
} Total;

/* One pair: the key it is known by, its label and its players. */
typedef struct {
  char         *key;         /* "<section><NS|EW><id>", the tags' stem */
  const Side   *first;       /* the side it was first seen at */
  ValetPbnNames names;       /* NONE until named */
  guint         names_line;
  gboolean      from_total;
  gboolean      renamed;     /* reported once */
  guint         player[2];
  const char   *team;        /* a side's or a total's, or NULL */
} Slot;

struct _ValetPbnPairs {
  GArray *sides;    /* Side */
  GArray *totals;   /* Total */
  GArray *slots;    /* Slot */
  ValetNumberedPairs *numbered;   /* made with the players */
};

static void
side_clear (gpointer data)
{
  Side *side = data;
  g_free (side->section);
  g_free (side->id);
  g_free (side->team);
  valet_pbn_names_clear (&side->names);
}

static void
total_clear (gpointer data)
{
  Total *total = data;
  g_free (total->section);
  g_free (total->direction);
  g_free (total->id);
  g_free (total->team);
  valet_pbn_names_clear (&total->names);
}

static void
slot_clear (gpointer data)
{
  Slot *slot = data;
  g_free (slot->key);
  valet_pbn_names_clear (&slot->names);
}

ValetPbnPairs *
valet_pbn_pairs_new (void)
{
  ValetPbnPairs *pairs = g_new0 (ValetPbnPairs, 1);
  pairs->sides = g_array_new (FALSE, TRUE, sizeof (Side));
  g_array_set_clear_func (pairs->sides, side_clear);
  pairs->totals = g_array_new (FALSE, TRUE, sizeof (Total));
  g_array_set_clear_func (pairs->totals, total_clear);
  pairs->slots = g_array_new (FALSE, TRUE, sizeof (Slot));
  g_array_set_clear_func (pairs->slots, slot_clear);
  return pairs;
}

void
valet_pbn_pairs_free (ValetPbnPairs *pairs)
{
  if (pairs == NULL)
    return;
  g_array_unref (pairs->sides);
  g_array_unref (pairs->totals);
  g_array_unref (pairs->slots);
  valet_numbered_pairs_free (pairs->numbered);
  g_free (pairs);
}

/* "N-S", "NS", "North-South" -> "NS"; "E-W" ... -> "EW"; else "". */
static const char *
direction_of (const char *text)
{
  char c = text ? g_ascii_toupper (text[0]) : '\0';
  return c == 'N' ? "NS" : c == 'E' ? "EW" : "";
}

void
valet_pbn_pairs_add_total (ValetPbnPairs *pairs, const char *section,
                           const char *direction, const char *id,
                           ValetPbnNames *names, const char *team, guint line)
{
  Total total = { g_strdup (valet_field_given (section) ? section : ""),
                  g_strdup (direction_of (direction)), g_strdup (id), *names, line,
                  g_strdup (team) };
  memset (names, 0, sizeof *names);
  g_array_append_val (pairs->totals, total);
}

guint
valet_pbn_pairs_add_side (ValetPbnPairs *pairs, const char *section, guint side,
                          const char *id, guint round, guint board,
                          ValetPbnNames *names, const char *team, guint line)
{
  Side s = { g_strdup (section ? section : ""), side, g_strdup (id), round, board, line,
             *names, 0, g_strdup (team) };
  memset (names, 0, sizeof *names);
  g_array_append_val (pairs->sides, s);
  return pairs->sides->len - 1;
}

/* Whether the pairs are numbered by direction (a Mitchell), told from
 * every side as one movement. */
static gboolean
numbered_by_direction (ValetPbnPairs *pairs)
{
  for (guint i = 0; i < pairs->sides->len; i++)
    {
      const Side *s = &g_array_index (pairs->sides, Side, i);
      valet_numbered_pairs_seat (pairs->numbered, s->section, s->round, s->board, s->side,
                                 s->id);
    }
  return valet_numbered_pairs_any_by_direction (pairs->numbered);
}

static void
copy_names (ValetPbnNames *to, const ValetPbnNames *from)
{
  valet_pbn_names_clear (to);
  to->kind = from->kind;
  to->problem = from->problem;
  to->name[0] = g_strdup (from->name[0]);
  to->name[1] = g_strdup (from->name[1]);
}

/* "A - B", or a partnership's one name, for messages. */
static char *
label_text (const ValetPbnNames *names)
{
  if (names->kind == VALET_PBN_NAMES_PARTNERSHIP)
    return g_strdup (names->name[0]);
  return g_strdup_printf ("%s - %s", names->name[0], names->name[1]);
}

/* The names of a side onto its pair: the first given are kept. */
static void
name_slot (Slot *slot, const Side *s, const char *file, ValetDiagnostics *diag)
{
  if (s->names.kind == VALET_PBN_NAMES_NONE)
    return;
  if (slot->names.kind == VALET_PBN_NAMES_NONE)
    {
      copy_names (&slot->names, &s->names);
      slot->names_line = s->line;
      return;
    }
  if (slot->renamed || same_names (&slot->names, &s->names))
    return;
  slot->renamed = TRUE;
  g_autofree char *now = label_text (&s->names);
  g_autofree char *before = label_text (&slot->names);
  valet_diagnostics_warn (diag, file, s->line,
                          _("pair %s is named '%s' here, but '%s' on line %u; the first "
                            "names are kept (expected one pair of names for each pair "
                            "number)"), slot->key, now, before, slot->names_line);
}

static void
make_slots (ValetPbnPairs *pairs, gboolean by_direction, const char *file,
            ValetDiagnostics *diag)
{
  g_autoptr (GHashTable) by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < pairs->sides->len; i++)
    {
      Side *s = &g_array_index (pairs->sides, Side, i);
      char *key = valet_numbered_pair_key (s->section, by_direction, s->side, s->id);
      gpointer found;
      if (g_hash_table_lookup_extended (by_key, key, NULL, &found))
        {
          s->slot = GPOINTER_TO_UINT (found);
          g_free (key);
        }
      else
        {
          Slot slot = { g_strdup (key), s, { 0 }, 0, FALSE, FALSE, { 0, 0 }, NULL };
          g_array_append_val (pairs->slots, slot);
          s->slot = pairs->slots->len - 1;
          g_hash_table_insert (by_key, key, GUINT_TO_POINTER (s->slot));
        }
      Slot *slot = &g_array_index (pairs->slots, Slot, s->slot);
      name_slot (slot, s, file, diag);
      if (slot->team == NULL)
        slot->team = s->team;
    }
}

/* Whether a TotalScoreTable row is about @slot's pair: the same number,
 * in the same section and direction where it says them. */
static gboolean
total_matches (const Total *total, const Slot *slot, gboolean by_direction)
{
  const Side *s = slot->first;
  if (strcmp (total->id, s->id) != 0)
    return FALSE;
  if (total->section[0] && strcmp (total->section, s->section) != 0)
    return FALSE;
  return !by_direction || strcmp (total->direction, s->side ? "EW" : "NS") == 0;
}

/* Names from the TotalScoreTable, for pairs the score tables give
 * numbers only or surnames only. */
static void
name_from_totals (ValetPbnPairs *pairs, gboolean by_direction)
{
  for (guint i = 0; i < pairs->totals->len; i++)
    {
      const Total *total = &g_array_index (pairs->totals, Total, i);
      Slot *match = NULL;
      guint n = 0;
      if (total->names.kind == VALET_PBN_NAMES_NONE && total->team == NULL)
        continue;
      for (guint k = 0; k < pairs->slots->len; k++)
        if (total_matches (total, &g_array_index (pairs->slots, Slot, k), by_direction))
          match = &g_array_index (pairs->slots, Slot, k), n++;
      /* A row that fits several pairs (no section given where the file
       * has several) names none of them. */
      if (n != 1)
        continue;
      if (match->team == NULL)
        match->team = total->team;
      if (total->names.kind == VALET_PBN_NAMES_NONE)
        continue;
      if (match->names.kind == VALET_PBN_NAMES_NONE
          || (match->names.kind != VALET_PBN_NAMES_PERSONS
              && total->names.kind == VALET_PBN_NAMES_PERSONS))
        {
          copy_names (&match->names, &total->names);
          match->names_line = total->line;
          match->from_total = TRUE;
        }
    }
}

/* How many pairs' score-table names hold each person's name. */
static GHashTable *
count_person_names (GArray *slots)
{
  GHashTable *count = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint k = 0; k < slots->len; k++)
    {
      const Slot *slot = &g_array_index (slots, Slot, k);
      if (slot->names.kind != VALET_PBN_NAMES_PERSONS)
        continue;
      for (guint i = 0; i < 2; i++)
        {
          char *name = valet_clean_name (slot->names.name[i]);
          guint n = GPOINTER_TO_UINT (g_hash_table_lookup (count, name));
          /* Both players of one pair under one name count twice. */
          g_hash_table_insert (count, name, GUINT_TO_POINTER (n + 1));
        }
    }
  return count;
}

static void
slot_players (ValetPbnPairs *pairs, Slot *slot, ValetTournament *t, GHashTable *person_count,
              const char *file, ValetDiagnostics *diag)
{
  for (guint k = 0; k < 2; k++)
    {
      g_autofree char *stem = g_strdup_printf ("%s%c", slot->key, "ab"[k]);
      g_autofree char *clean = slot->names.kind != VALET_PBN_NAMES_NONE
                               ? valet_clean_name (slot->names.name[k]) : NULL;
      gboolean own = slot->names.kind == VALET_PBN_NAMES_PERSONS && !slot->from_total
                     && GPOINTER_TO_UINT (g_hash_table_lookup (person_count, clean)) == 1;
      if (clean == NULL)
        slot->player[k] = valet_numbered_pairs_placeholder (pairs->numbered, slot->key,
                                                            slot->key, slot->key, k,
                                                            slot->first->line);
      else
        slot->player[k] = valet_numbered_pairs_add_player (pairs->numbered, own ? clean : stem,
                                                           clean, slot->first->line);
      valet_tournament_set_player_team (t, slot->player[k], slot->team);
      /* One partnership name stands for both players: said once. */
      if (clean != NULL && (k == 0 || g_strcmp0 (slot->names.name[0], slot->names.name[1]) != 0))
        valet_text_warn_long (VALET_TEXT_PLAYER, slot->names.name[k], diag, file,
                              slot->first->line);
      /* The pair's team is said once. */
      if (k == 0)
        valet_text_warn_long (VALET_TEXT_TEAM, slot->team, diag, file, slot->first->line);
    }
}

void
valet_pbn_pairs_make_players (ValetPbnPairs *pairs, ValetTournament *t,
                              const char *file, ValetDiagnostics *diag)
{
  valet_numbered_pairs_free (pairs->numbered);
  pairs->numbered = valet_numbered_pairs_new (t, VALET_TAG_SUFFIX_PARENS);
  gboolean by_direction = numbered_by_direction (pairs);

  make_slots (pairs, by_direction, file, diag);
  name_from_totals (pairs, by_direction);
  g_autoptr (GHashTable) person_count = count_person_names (pairs->slots);
  for (guint k = 0; k < pairs->slots->len; k++)
    {
      Slot *slot = &g_array_index (pairs->slots, Slot, k);
      slot_players (pairs, slot, t, person_count, file, diag);
      /* The number the file knows the pair by, for the lists and the
       * "No." column. */
      ValetDirection dir = !by_direction ? VALET_DIRECTION_NONE
                           : slot->first->side ? VALET_DIRECTION_EW : VALET_DIRECTION_NS;
      valet_tournament_set_pair_label (t, slot->player[0], slot->player[1],
                                       slot->first->section, dir, slot->first->id);
    }
}

void
valet_pbn_pairs_players (ValetPbnPairs *pairs, guint handle, guint *first, guint *second)
{
  const Side *s = &g_array_index (pairs->sides, Side, handle);
  const Slot *slot = &g_array_index (pairs->slots, Slot, s->slot);
  /* A score table without seat columns says who sat North (or East)
   * only by the order of a row's names: where it lists the pair's two
   * players the other way round from the names kept for the pair, the
   * row's first sat North. */
  gboolean swap = swapped_names (&slot->names, &s->names);
  *first = slot->player[swap ? 1 : 0];
  *second = slot->player[swap ? 0 : 1];
}
