/* valet-season.c: see valet-season.h.
 *
 * Each partnership and person keeps, for each value, the weighted sum
 * of its boards and their spread (Welford's, as valet-confidence.c has
 * it, the values of a board sharing its count); a table's lines (the
 * outcomes of a weighted score) go in as one board, as one event's
 * intervals take them.  Kept small, since a federation's year has
 * some 150,000 partnerships added to at random: the rows are made and
 * sorted from them on the first question after a change.
 */
#include "config.h"
#include "valet-season.h"
#include "valet-confidence.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

G_DEFINE_QUARK (valet-season-error-quark, valet_season_error)

/* The values every board played has. */
#define N_BOARD_VALUES VALET_SEASON_OWN_PLAY

/* Values over the same boards: their weighted sums, and for each its
 * running mean and sum of squared deviations over the boards. */
typedef struct {
  guint  n;             /* boards */
  double w;             /* boards, an outcome counting its weight */
  double sum[N_BOARD_VALUES];
  double mean[N_BOARD_VALUES];
  double m2[N_BOARD_VALUES];
} BoardSums;

/* One value over its own chances: a person's declarer play, leads. */
typedef struct {
  guint  n;
  double w;
  double sum, mean, m2;
} OwnSums;

typedef struct {
  guint64   key;        /* partnership key, or the person */
  guint     order;      /* first seen */
  guint     last_event; /* + 1; for counting events */
  guint     events;
  guint     row;        /* in its ranking, once made */
  BoardSums boards;
  OwnSums   own[];      /* a person's two (VALET_SEASON_OWN_PLAY, _LEAD); none for a pair */
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
  GArray      *pair_rows;       /* ValetSeasonRow, ranking order */
  GArray      *person_rows;
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
  s->pair_index = g_hash_table_new (valet_partnership_hash, g_int64_equal);
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
  g_clear_pointer (&s->pair_rows, g_array_unref);
  g_clear_pointer (&s->person_rows, g_array_unref);
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
      acc = g_malloc0 (sizeof (Acc) + 2 * sizeof (OwnSums));
      acc->key = person;
      acc->order = s->n_seen++;
      g_ptr_array_index (s->persons, person) = acc;
    }
  return acc;
}

static void
count_event (Acc *acc, guint event)
{
  if (acc->last_event != event + 1)
    {
      acc->last_event = event + 1;
      acc->events++;
    }
}

/* One board of weight @w whose values' weighted sums are @v. */
static void
board_add (BoardSums *b, double w, const double *v)
{
  b->n++;
  b->w += w;
  double inv_n = 1.0 / b->n, inv_w = 1.0 / w;
  for (guint k = 0; k < N_BOARD_VALUES; k++)
    {
      double x = v[k] * inv_w;
      double delta = x - b->mean[k];
      b->sum[k] += v[k];
      b->mean[k] += delta * inv_n;
      b->m2[k] += delta * (x - b->mean[k]);
    }
}

static void
own_add (OwnSums *o, double w, double v)
{
  double x = v / w;

  o->n++;
  o->w += w;
  o->sum += v;
  double delta = x - o->mean;
  o->mean += delta / o->n;
  o->m2 += delta * (x - o->mean);
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
  double w = valet_entry_weight (e, r);

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
      own->v[d][0] += w * valet_scoring_units (o->scoring, valet_entry_play (e));
    }
  if (o->lead && credits_seat (e, l) && (r->lead_rank > 0 || o->compat))
    {
      own->w[l][1] += w;
      own->v[l][1] += w * valet_scoring_units (o->scoring, valet_entry_lead (e));
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
      board_add (&accs[a]->boards, side->w, side->v);
      count_event (accs[a], event);
    }
}

/* The table whose first line is @entries[@i], with its other lines
 * after it on the board (a weighted or split score), into the season. */
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
          own_add (&acc->own[k], own.w[seat][k], own.v[seat][k]);
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
stat_of (ValetSeasonStat *st, guint n, double w, double sum, double mean, double m2)
{
  ValetSpread spread = { n, mean, m2 };
  double half;

  st->count = w;
  st->mean = w > 0 ? sum / w : 0;
  st->half_width = valet_spread_error (&spread, NULL, &half) ? half : NAN;
}

static ValetSeasonRow
row_of (const Acc *acc, gboolean person)
{
  ValetSeasonRow row = { { 0 } };
  const BoardSums *b = &acc->boards;

  if (person)
    {
      row.person[0] = (guint) acc->key;
      row.person[1] = VALET_NO_PERSON;
    }
  else
    {
      row.person[0] = (guint) (acc->key >> 32);
      row.person[1] = (guint) acc->key;
    }
  row.events = acc->events;
  row.boards = b->w;
  for (guint k = 0; k < N_BOARD_VALUES; k++)
    stat_of (&row.value[k], b->n, b->w, b->sum[k], b->mean[k], b->m2[k]);
  for (guint k = 0; k < 2; k++)
    {
      const OwnSums *o = person ? &acc->own[k] : &(OwnSums) { 0 };
      stat_of (&row.value[VALET_SEASON_OWN_PLAY + k], o->n, o->w, o->sum, o->mean, o->m2);
    }
  return row;
}

typedef struct {
  ValetSeasonRow row;
  Acc           *acc;
} Ranked;

static int
rank_compare (gconstpointer a, gconstpointer b, gpointer data)
{
  const Ranked *x = a, *y = b;
  ValetSeason *s = data;
  guint min = MAX (s->options.min_boards, 1);
  gboolean rx = lround (x->row.boards) >= min, ry = lround (y->row.boards) >= min;
  ValetSeasonValue k = s->options.rank_luck_free ? VALET_SEASON_TOTAL : VALET_SEASON_PLAYED;
  double kx = x->row.value[k].mean, ky = y->row.value[k].mean;

  if (rx != ry)
    return rx ? -1 : 1;
  if (kx != ky)
    return kx > ky ? -1 : 1;
  return (x->acc->order > y->acc->order) - (x->acc->order < y->acc->order);
}

static GArray *
ranking_of (ValetSeason *s, GPtrArray *accs, gboolean persons, guint *n_ranked)
{
  g_autoptr (GArray) ranked = g_array_new (FALSE, FALSE, sizeof (Ranked));
  guint min = MAX (s->options.min_boards, 1);

  *n_ranked = 0;
  for (guint i = 0; i < accs->len; i++)
    {
      Acc *acc = g_ptr_array_index (accs, i);
      if (acc == NULL || acc->boards.w <= 0)
        continue;
      Ranked r = { row_of (acc, persons), acc };
      g_array_append_val (ranked, r);
      if (lround (r.row.boards) >= min)
        (*n_ranked)++;
    }
  g_array_sort_with_data (ranked, rank_compare, s);

  GArray *rows = g_array_sized_new (FALSE, FALSE, sizeof (ValetSeasonRow), ranked->len);
  for (guint i = 0; i < ranked->len; i++)
    {
      Ranked *r = &g_array_index (ranked, Ranked, i);
      r->acc->row = i;
      g_array_append_val (rows, r->row);
    }
  return rows;
}

static void
update (ValetSeason *s)
{
  if (!s->stale)
    return;
  g_clear_pointer (&s->pair_rows, g_array_unref);
  g_clear_pointer (&s->person_rows, g_array_unref);
  s->pair_rows = ranking_of (s, s->pairs, FALSE, &s->n_ranked_pairs);
  s->person_rows = ranking_of (s, s->persons, TRUE, &s->n_ranked_persons);
  s->stale = FALSE;
}

guint
valet_season_n_pairs (ValetSeason *s)
{
  update (s);
  return s->pair_rows->len;
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
  g_return_val_if_fail (position < s->pair_rows->len, NULL);
  return &g_array_index (s->pair_rows, ValetSeasonRow, position);
}

guint
valet_season_n_persons (ValetSeason *s)
{
  update (s);
  return s->person_rows->len;
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
  g_return_val_if_fail (position < s->person_rows->len, NULL);
  return &g_array_index (s->person_rows, ValetSeasonRow, position);
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
  if (acc == NULL || acc->boards.w <= 0)
    return NULL;
  GArray *rows = b == VALET_NO_PERSON ? s->person_rows : s->pair_rows;
  return &g_array_index (rows, ValetSeasonRow, acc->row);
}
