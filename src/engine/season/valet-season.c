/* valet-season.c: see valet-season.h.
 *
 * Each row keeps, for each value, the weighted sum and count of its
 * boards and their spread (Welford's, valet-confidence.h); a table's
 * lines (the outcomes of a weighted score) go in as one board, as one
 * event's intervals take them.  The rankings are sorted from the rows
 * on the first question after a change.
 */
#include "config.h"
#include "valet-season.h"
#include "valet-confidence.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

G_DEFINE_QUARK (valet-season-error-quark, valet_season_error)

typedef struct {
  guint64        key;           /* partnership key, or the person */
  guint          order;         /* first seen */
  guint          last_event;    /* + 1; for counting events */
  double         count[VALET_SEASON_N_VALUES];
  double         sum[VALET_SEASON_N_VALUES];
  ValetSpread    spread[VALET_SEASON_N_VALUES];
  ValetSeasonRow row;
} Acc;

struct _ValetSeason {
  ValetSeasonOptions options;
  ValetScoring scoring;
  int          unit;            /* -1 before the first run */
  GHashTable  *event_keys;      /* char * */
  GHashTable  *pair_index;      /* guint64 * (in Acc) -> Acc * */
  GPtrArray   *pairs;           /* Acc *, in order first seen */
  GPtrArray   *persons;         /* Acc * or NULL, by person */
  GPtrArray   *names;           /* char * or NULL, by person */
  guint        n_seen;
  gboolean     stale;
  GPtrArray   *pair_order;      /* Acc *, ranking order */
  GPtrArray   *person_order;
  guint        n_ranked_pairs;
  guint        n_ranked_persons;
};

void
valet_season_options_init (ValetSeasonOptions *options)
{
  memset (options, 0, sizeof *options);
  options->min_boards = 1;
}

ValetSeason *
valet_season_new (const ValetSeasonOptions *options)
{
  ValetSeason *s = g_new0 (ValetSeason, 1);

  if (options)
    s->options = *options;
  else
    valet_season_options_init (&s->options);
  s->unit = -1;
  s->event_keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  s->pair_index = g_hash_table_new (g_int64_hash, g_int64_equal);
  s->pairs = g_ptr_array_new_with_free_func (g_free);
  s->persons = g_ptr_array_new_with_free_func (g_free);
  s->names = g_ptr_array_new_with_free_func (g_free);
  s->stale = TRUE;
  return s;
}

void
valet_season_free (ValetSeason *s)
{
  if (s == NULL)
    return;
  g_clear_pointer (&s->pair_order, g_ptr_array_unref);
  g_clear_pointer (&s->person_order, g_ptr_array_unref);
  g_hash_table_unref (s->event_keys);
  g_hash_table_unref (s->pair_index);
  g_ptr_array_unref (s->pairs);
  g_ptr_array_unref (s->persons);
  g_ptr_array_unref (s->names);
  g_free (s);
}

/* Matchpoints and IMPs do not pool; nor do matchpoints by the
 * principles (the score the average of bid and play) and by Valet 1.1
 * (their sum), whose shares are on scales twice apart. */
static int
unit_of (ValetRun *run)
{
  if (!valet_run_is_matchpoints (run))
    return 0;
  return valet_run_options (run)->compat ? 2 : 1;
}

static const char *
unit_name (int unit)
{
  switch (unit)
    {
    case 0:  return _("IMPs");
    case 1:  return _("matchpoints");
    default: return _("matchpoints as Valet 1.1 splits them");
    }
}

/* One side of one table: its lines' sums, weighted. */
typedef struct {
  guint  person[2];
  double w;
  double v[VALET_SEASON_OWN_PLAY];
} TableSide;

/* Own declarer play and leads at one table, by seat. */
typedef struct {
  double w[4][2];
  double v[4][2];
} TableOwn;

static Acc *
pair_acc (ValetSeason *s, guint a, guint b)
{
  guint64 key = valet_partnership_key (a, b);
  Acc *acc = g_hash_table_lookup (s->pair_index, &key);

  if (acc)
    return acc;
  acc = g_new0 (Acc, 1);
  acc->key = key;
  acc->order = s->n_seen++;
  acc->row.person[0] = MIN (a, b);
  acc->row.person[1] = MAX (a, b);
  g_ptr_array_add (s->pairs, acc);
  g_hash_table_insert (s->pair_index, &acc->key, acc);
  return acc;
}

static Acc *
person_acc (ValetSeason *s, guint person)
{
  if (person >= s->persons->len)
    g_ptr_array_set_size (s->persons, person + 1);
  Acc *acc = g_ptr_array_index (s->persons, person);
  if (acc == NULL)
    {
      acc = g_new0 (Acc, 1);
      acc->key = person;
      acc->order = s->n_seen++;
      acc->row.person[0] = person;
      acc->row.person[1] = VALET_NO_PERSON;
      g_ptr_array_index (s->persons, person) = acc;
    }
  return acc;
}

static void
acc_add (Acc *acc, ValetSeasonValue k, double w, double weighted_sum, guint event)
{
  acc->count[k] += w;
  acc->sum[k] += weighted_sum;
  valet_spread_add (&acc->spread[k], weighted_sum / w);
  if (acc->last_event != event + 1)
    {
      acc->last_event = event + 1;
      acc->row.events++;
    }
}

static gboolean
credits_seat (const ValetEntry *e, ValetSeat seat)
{
  return e->side == VALET_SIDE_BOTH || (e->side == VALET_SIDE_NS) == valet_seat_is_ns (seat);
}

/* Adds one line of a table to its sides and to the own play and leads
 * of its seats. */
static void
add_line (ValetRun *run, const ValetEntry *e, TableSide side[2], TableOwn *own)
{
  ValetTournament *t = valet_run_tournament (run);
  const ValetResult *r = valet_tournament_result (t, e->result);
  const ValetOptions *o = valet_run_options (run);
  double w = e->weight > 0 ? e->weight : 1;

  for (guint k = 0; k < 2; k++)
    {
      ValetComponents c;
      valet_run_entry_components (run, e, k == 0, &c);
      if (c.boards <= 0)
        continue;
      side[k].w += w;
      side[k].v[VALET_SEASON_PLAYED] += w * c.played;
      side[k].v[VALET_SEASON_TOTAL] += w * c.total;
      side[k].v[VALET_SEASON_BID] += w * c.share[VALET_COMPONENT_BID];
      side[k].v[VALET_SEASON_PLAY] += w * c.share[VALET_COMPONENT_PLAY];
      side[k].v[VALET_SEASON_LEAD] += w * c.share[VALET_COMPONENT_LEAD];
      side[k].v[VALET_SEASON_DEF] += w * c.share[VALET_COMPONENT_DEF];
      side[k].v[VALET_SEASON_ADJUSTED] += w * c.share[VALET_COMPONENT_ADJUSTED];
    }
  if (r->level == 0 || r->kind == VALET_RESULT_ARTIFICIAL)
    return;
  /* As the run counts a player's declarer play and leads. */
  ValetSeat d = r->declarer, l = (d + 1) % 4;
  if (credits_seat (e, d))
    {
      own->w[d][0] += w;
      own->v[d][0] += w * valet_scoring_units (o->scoring, e->play);
    }
  if (o->lead && credits_seat (e, l) && (r->lead_rank > 0 || o->compat))
    {
      own->w[l][1] += w;
      own->v[l][1] += w * valet_scoring_units (o->scoring, e->lead);
    }
}

static void
add_side (ValetSeason *s, const TableSide *side, guint event)
{
  if (side->w <= 0)
    return;
  Acc *accs[3] = { pair_acc (s, side->person[0], side->person[1]),
                   person_acc (s, side->person[0]), person_acc (s, side->person[1]) };
  for (guint a = 0; a < 3; a++)
    {
      accs[a]->row.boards += side->w;
      for (guint k = 0; k < VALET_SEASON_OWN_PLAY; k++)
        acc_add (accs[a], k, side->w, side->v[k], event);
    }
}

/* The lines of the table whose first line is @first, from @entries[@i]
 * on, into the season. */
static void
add_table (ValetSeason *s, ValetRun *run, const ValetEntry *entries, guint n, guint i,
           guint event, const guint *person_of)
{
  ValetTournament *t = valet_run_tournament (run);
  const ValetResult *r = valet_tournament_result (t, entries[i].result);
  guint table = entries[i].result;
  TableSide side[2] = { { { 0 } } };
  TableOwn own = { { { 0 } } };
  gboolean ok[2];

  for (guint k = 0; k < 2; k++)
    {
      /* North-South are seats 0 and 2, East-West 1 and 3. */
      side[k].person[0] = person_of[r->player[k]];
      side[k].person[1] = person_of[r->player[k + 2]];
      ok[k] = side[k].person[0] != VALET_NO_PERSON && side[k].person[1] != VALET_NO_PERSON
              && side[k].person[0] != side[k].person[1];
    }
  add_line (run, &entries[i], side, &own);
  for (guint j = i + 1; valet_result_is_partial (r) && j < n; j++)
    if (valet_tournament_table_of (t, entries[j].result) == table)
      add_line (run, &entries[j], side, &own);

  for (guint k = 0; k < 2; k++)
    {
      /* Where the score is the average of bid and play, the bidding
       * takes what the other shares leave, as a run's pair components
       * have it (valet_run_pair_components()): an entry's overall and
       * its halves of bid and play need not agree to the last digit. */
      if (s->unit == 1 && side[k].w > 0)
        side[k].v[VALET_SEASON_BID] = side[k].v[VALET_SEASON_TOTAL] - 50 * side[k].w
                                      - side[k].v[VALET_SEASON_PLAY]
                                      - side[k].v[VALET_SEASON_LEAD]
                                      - side[k].v[VALET_SEASON_DEF]
                                      - side[k].v[VALET_SEASON_ADJUSTED];
      if (ok[k])
        add_side (s, &side[k], event);
    }
  for (guint seat = 0; seat < 4; seat++)
    {
      if (!ok[valet_seat_is_ns (seat) ? 0 : 1])
        continue;
      Acc *acc = person_acc (s, person_of[r->player[seat]]);
      for (guint k = 0; k < 2; k++)
        if (own.w[seat][k] > 0)
          acc_add (acc, VALET_SEASON_OWN_PLAY + k, own.w[seat][k], own.v[seat][k], event);
    }
}

gboolean
valet_season_add_run (ValetSeason *s, ValetRun *run, const char *event_key,
                      ValetPersonFunc person, gpointer person_data, GError **error)
{
  g_return_val_if_fail (s != NULL && run != NULL && event_key != NULL && person != NULL, FALSE);
  int unit = unit_of (run);

  if (valet_run_is_cancelled (run))
    {
      g_set_error (error, VALET_SEASON_ERROR, VALET_SEASON_ERROR_CANCELLED,
                   _("Event “%s” was not scored to the end (its scoring was stopped)"),
                   event_key);
      return FALSE;
    }
  if (s->unit >= 0 && unit != s->unit)
    {
      g_set_error (error, VALET_SEASON_ERROR, VALET_SEASON_ERROR_MIXED_UNITS,
                   /* Translators: the event, its unit, then the season's ("IMPs",
                    * "matchpoints"). */
                   _("Event “%s” is scored in %s, the season in %s: a season pools "
                     "events of one unit (expected events scored in %s only)"),
                   event_key, unit_name (unit), unit_name (s->unit), unit_name (s->unit));
      return FALSE;
    }
  if (g_hash_table_contains (s->event_keys, event_key))
    {
      g_set_error (error, VALET_SEASON_ERROR, VALET_SEASON_ERROR_DUPLICATE_EVENT,
                   _("Event “%s” is in the season already (expected each event once)"),
                   event_key);
      return FALSE;
    }
  if (s->unit < 0)
    s->scoring = valet_run_options (run)->scoring;
  s->unit = unit;
  guint event = g_hash_table_size (s->event_keys);
  g_hash_table_add (s->event_keys, g_strdup (event_key));

  ValetTournament *t = valet_run_tournament (run);
  guint n_players = valet_tournament_n_players (t);
  g_autofree guint *person_of = g_new (guint, MAX (n_players, 1));
  for (guint i = 0; i < n_players; i++)
    {
      person_of[i] = person (event_key, t, i, person_data);
      if (person_of[i] == VALET_NO_PERSON)
        continue;
      if (person_of[i] >= s->names->len)
        g_ptr_array_set_size (s->names, person_of[i] + 1);
      if (g_ptr_array_index (s->names, person_of[i]) == NULL)
        g_ptr_array_index (s->names, person_of[i])
          = g_strdup (valet_tournament_player_display_name (t, i));
    }

  for (guint b = 0; b < valet_run_n_boards (run); b++)
    {
      const ValetEntry *entries;
      guint n;
      valet_run_board (run, b, &entries, &n);
      for (guint i = 0; i < n; i++)
        /* A table's lines go in with its first. */
        if (valet_tournament_table_of (t, entries[i].result) == entries[i].result)
          add_table (s, run, entries, n, i, event, person_of);
    }
  s->stale = TRUE;
  return TRUE;
}

guint
valet_season_n_events (ValetSeason *s)
{
  return g_hash_table_size (s->event_keys);
}

gboolean
valet_season_is_matchpoints (ValetSeason *s)
{
  return s->unit > 0;
}

ValetScoring
valet_season_scoring (ValetSeason *s)
{
  return s->scoring;
}

void
valet_season_set_person_name (ValetSeason *s, guint person, const char *name)
{
  g_return_if_fail (person != VALET_NO_PERSON);
  if (person >= s->names->len)
    g_ptr_array_set_size (s->names, person + 1);
  g_free (g_ptr_array_index (s->names, person));
  g_ptr_array_index (s->names, person) = g_strdup (name);
}

const char *
valet_season_person_name (ValetSeason *s, guint person)
{
  if (person >= s->names->len || g_ptr_array_index (s->names, person) == NULL)
    return "";
  return g_ptr_array_index (s->names, person);
}

void
valet_season_name_persons (ValetSeason *s, ValetIdentity *identity)
{
  for (guint p = 0; p < valet_identity_n_persons (identity); p++)
    valet_season_set_person_name (s, p, valet_identity_person_name (identity, p));
}

guint
valet_season_identity_person (const char *event_key, ValetTournament *t, guint player,
                              gpointer identity)
{
  return valet_identity_person_of (identity, event_key, valet_tournament_player_tag (t, player));
}

/* The rankings. */

static void
finish_row (Acc *acc)
{
  for (guint k = 0; k < VALET_SEASON_N_VALUES; k++)
    {
      ValetSeasonStat *st = &acc->row.value[k];
      double half;
      st->count = acc->count[k];
      st->mean = acc->count[k] > 0 ? acc->sum[k] / acc->count[k] : 0;
      st->half_width = valet_spread_error (&acc->spread[k], NULL, &half) ? half : NAN;
    }
}

static int
rank_compare (gconstpointer a, gconstpointer b, gpointer data)
{
  const Acc *x = *(const Acc *const *) a, *y = *(const Acc *const *) b;
  ValetSeason *s = data;
  guint min = MAX (s->options.min_boards, 1);
  gboolean rx = lround (x->row.boards) >= min, ry = lround (y->row.boards) >= min;
  ValetSeasonValue k = s->options.rank_luck_free ? VALET_SEASON_TOTAL : VALET_SEASON_PLAYED;
  double kx = x->row.value[k].mean, ky = y->row.value[k].mean;

  if (rx != ry)
    return rx ? -1 : 1;
  if (kx != ky)
    return kx > ky ? -1 : 1;
  return (x->order > y->order) - (x->order < y->order);
}

static GPtrArray *
ranking_of (ValetSeason *s, GPtrArray *accs, guint *n_ranked)
{
  GPtrArray *order = g_ptr_array_new ();
  guint min = MAX (s->options.min_boards, 1);

  *n_ranked = 0;
  for (guint i = 0; i < accs->len; i++)
    {
      Acc *acc = g_ptr_array_index (accs, i);
      if (acc == NULL || acc->row.boards <= 0)
        continue;
      finish_row (acc);
      g_ptr_array_add (order, acc);
      if (lround (acc->row.boards) >= min)
        (*n_ranked)++;
    }
  g_ptr_array_sort_with_data (order, rank_compare, s);
  return order;
}

static void
update (ValetSeason *s)
{
  if (!s->stale)
    return;
  g_clear_pointer (&s->pair_order, g_ptr_array_unref);
  g_clear_pointer (&s->person_order, g_ptr_array_unref);
  s->pair_order = ranking_of (s, s->pairs, &s->n_ranked_pairs);
  s->person_order = ranking_of (s, s->persons, &s->n_ranked_persons);
  s->stale = FALSE;
}

guint
valet_season_n_pairs (ValetSeason *s)
{
  update (s);
  return s->pair_order->len;
}

guint
valet_season_n_ranked_pairs (ValetSeason *s)
{
  update (s);
  return s->n_ranked_pairs;
}

const ValetSeasonRow *
valet_season_pair (ValetSeason *s, guint position)
{
  update (s);
  g_return_val_if_fail (position < s->pair_order->len, NULL);
  return &((Acc *) g_ptr_array_index (s->pair_order, position))->row;
}

guint
valet_season_n_persons (ValetSeason *s)
{
  update (s);
  return s->person_order->len;
}

guint
valet_season_n_ranked_persons (ValetSeason *s)
{
  update (s);
  return s->n_ranked_persons;
}

const ValetSeasonRow *
valet_season_person (ValetSeason *s, guint position)
{
  update (s);
  g_return_val_if_fail (position < s->person_order->len, NULL);
  return &((Acc *) g_ptr_array_index (s->person_order, position))->row;
}

const ValetSeasonRow *
valet_season_find (ValetSeason *s, guint a, guint b)
{
  Acc *acc;

  update (s);
  if (b == VALET_NO_PERSON)
    acc = a < s->persons->len ? g_ptr_array_index (s->persons, a) : NULL;
  else
    {
      guint64 key = valet_partnership_key (a, b);
      acc = g_hash_table_lookup (s->pair_index, &key);
    }
  return acc && acc->row.boards > 0 ? &acc->row : NULL;
}
