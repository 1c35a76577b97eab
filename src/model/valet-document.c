/* valet-document.c: a loaded tournament, its options, and scoring runs
 * in worker threads. */
#define G_LOG_DOMAIN "valet-document"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "valet-board-row.h"
#include "valet-document.h"

#include "valet-corrections.h"
#include "valet-encoding.h"
#include "valet-model-enums.h"
#include "valet-player-row.h"
#include "valet-result-row.h"
#include "valet-event-file.h"
#include "valet-library.h"
#include "valet-library-tasks.h"
#include "valet-publication.h"
#include "valet-scoring-run.h"

struct _ValetDocument
{
  GObject       parent_instance;
  ValetSource  *source;
  ValetOptions  options;      /* rounds kept as text in @rounds */
  /* The scoring form of results that neither declare one nor have one
   * chosen (the preference); options.scoring is the form in force. */
  ValetScoring  default_scoring;
  char         *rounds;
  guint         min_share;    /* percent of the most boards played that ranks a
                               * pair (sets options.min_hands); 0: as set */
  gboolean      share_off;    /* ...but not for the results open: their minimum
                               * was set by hand (or its chip removed) */
  char         *encoding;     /* of the next load, "" for automatic */
  GVariant     *csv_mappings; /* of the next load, or NULL */
  char         *description;
  ValetEventDetails event;    /* given by hand (the title among them); saved beside the
                               * results (valet-event-file.h) */
  /* valet_document_get_most_boards() of @most_of scored in the rounds
   * @most_rounds ("" for all): counted over every result, so counted
   * once, the first time in the loading thread. */
  ValetSource  *most_of;
  char         *most_rounds;
  guint         most_boards;
  GCancellable *run;          /* the newest run, NULL when idle */
  guint         run_source;   /* idle that starts the next run */
  ValetPublication *shown;    /* the lists of rows, and the run they are of */
  guint         generation;
  /* The director's corrections to the results read (@source is then
   * the results corrected, @read what was read); @origin maps each of
   * @source's results to the table read it stands for. */
  ValetSource      *read;
  ValetCorrections *corrections;
  GArray           *origin;
  guint             saved_at;   /* corrections applied when last saved */
  gboolean          writing_details;  /* an event of the library's, on a worker */
  gboolean          details_again;    /* ...and given again since */
};

G_DEFINE_FINAL_TYPE (ValetDocument, valet_document, G_TYPE_OBJECT)

static void apply_scoring (ValetDocument *self);

enum {
  PROP_0,
  PROP_SOURCE,
  PROP_TITLE,
  PROP_DESCRIPTION,
  PROP_BUSY,
  PROP_GENERATION,
  PROP_ROWS_SCORING,
  PROP_SCORING,
  PROP_DEFAULT_SCORING,
  PROP_CLOUD,
  PROP_LEAD,
  PROP_EXTREMES,
  PROP_HARD_ROUND,
  PROP_COMPENSATE,
  PROP_COMPAT,
  PROP_RANK_LUCK_FREE,
  PROP_NEUBERG,
  PROP_MIN_HANDS,
  PROP_MIN_SHARE,
  PROP_ADJUSTED_IMPS,
  PROP_ROUNDS,
  PROP_ENCODING,
  PROP_DATUM,
  PROP_HAS_LEADS,
  PROP_PAIRS,
  PROP_PLAYERS,
  PROP_BOARDS,
  PROP_CHANGED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* What a worker needs: its own copy of the options. */
typedef struct {
  ValetSource  *source;
  ValetOptions  options;
} RunInput;

static void
run_input_free (gpointer data)
{
  RunInput *input = data;

  g_clear_object (&input->source);
  valet_options_clear (&input->options);
  g_free (input);
}

static void
score_in_thread (GTask *task, gpointer source_object, gpointer task_data,
                 GCancellable *cancellable)
{
  RunInput *input = task_data;
  ValetRunRows *output = valet_run_rows_new (input->source, &input->options, cancellable);

  /* No rows: the run was cut short, cancelled; the task says so. */
  if (g_task_return_error_if_cancelled (task))
    {
      g_clear_pointer (&output, valet_run_rows_free);
      return;
    }
  g_task_return_pointer (task, output, (GDestroyNotify) valet_run_rows_free);
}

/* A publication's steps, as the document's properties. */
static void
published_cb (ValetPublicationEvent event, gpointer user_data)
{
  ValetDocument *self = VALET_DOCUMENT (user_data);

  if (event == VALET_PUBLICATION_UNITS)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROWS_SCORING]);
      return;
    }
  g_clear_object (&self->run);
  self->generation++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GENERATION]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static void
score_done (GObject *object, GAsyncResult *result, gpointer user_data)
{
  ValetDocument *self = VALET_DOCUMENT (object);
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));
  g_autoptr (GError) error = NULL;
  ValetRunRows *output = g_task_propagate_pointer (G_TASK (result), &error);

  /* A newer run has started since: this one's numbers are stale. */
  if (output == NULL || cancellable != self->run)
    {
      if (output != NULL)
        valet_run_rows_free (output);
      else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Scoring failed: %s", error->message);
      return;
    }

  valet_publication_start (self->shown, output);
}

static gboolean
start_run (gpointer user_data)
{
  ValetDocument *self = VALET_DOCUMENT (user_data);
  g_autoptr (GTask) task = NULL;
  RunInput *input;
  gboolean was_busy = self->run != NULL;

  self->run_source = 0;
  if (self->source == NULL)
    return G_SOURCE_REMOVE;

  if (self->run != NULL)
    g_cancellable_cancel (self->run);
  g_clear_object (&self->run);
  /* Rows half way into the lists are stale too: the new run replaces
   * them all. */
  valet_publication_cancel (self->shown);
  self->run = g_cancellable_new ();

  input = g_new0 (RunInput, 1);
  input->source = g_object_ref (self->source);
  valet_document_get_options (self, &input->options);

  task = g_task_new (self, self->run, score_done, NULL);
  g_task_set_source_tag (task, start_run);
  g_task_set_task_data (task, input, run_input_free);
  g_task_run_in_thread (task, score_in_thread);

  if (!was_busy)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
  return G_SOURCE_REMOVE;
}

/* Options often change several at a time (settings applied at start-up,
 * say): one run after them all is enough. */
static void
queue_run (ValetDocument *self)
{
  if (self->run_source == 0)
    self->run_source = g_idle_add_full (G_PRIORITY_DEFAULT, start_run, self, NULL);
}

/* Whether the results loaded give their opening leads (TRUE until some
 * are loaded): without them the lead split has nothing to split. */
static gboolean
has_leads (ValetDocument *self)
{
  return self->source == NULL
         || valet_tournament_has_leads (valet_source_get_tournament (self->source));
}

static void
update_description (ValetDocument *self)
{
  ValetOptions options;

  valet_document_get_options (self, &options);
  g_free (self->description);
  self->description = valet_options_describe (&options);
  valet_options_clear (&options);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DESCRIPTION]);
}

static gboolean *
boolean_option (ValetDocument *self, guint prop_id)
{
  switch (prop_id)
    {
    case PROP_CLOUD:      return &self->options.cloud;
    case PROP_LEAD:       return &self->options.lead;
    case PROP_EXTREMES:   return &self->options.extremes;
    case PROP_HARD_ROUND: return &self->options.hard_round;
    case PROP_COMPENSATE: return &self->options.compensate;
    case PROP_COMPAT:     return &self->options.compat;
    case PROP_RANK_LUCK_FREE: return &self->options.rank_luck_free;
    case PROP_NEUBERG:    return &self->options.neuberg;
    default:              return NULL;
    }
}

static void
valet_document_dispose (GObject *object)
{
  ValetDocument *self = VALET_DOCUMENT (object);

  if (self->run != NULL)
    g_cancellable_cancel (self->run);
  g_clear_object (&self->run);
  g_clear_handle_id (&self->run_source, g_source_remove);
  /* No step of a publication comes after this; the lists go with the
   * document. */
  valet_publication_cancel (self->shown);
  g_clear_object (&self->source);
  g_clear_object (&self->read);
  g_clear_object (&self->most_of);
  G_OBJECT_CLASS (valet_document_parent_class)->dispose (object);
}

static void
valet_document_finalize (GObject *object)
{
  ValetDocument *self = VALET_DOCUMENT (object);

  valet_publication_free (self->shown);
  valet_options_clear (&self->options);
  g_clear_pointer (&self->corrections, valet_corrections_free);
  g_clear_pointer (&self->origin, g_array_unref);
  g_free (self->rounds);
  g_free (self->most_rounds);
  valet_event_details_clear (&self->event);
  g_free (self->encoding);
  g_clear_pointer (&self->csv_mappings, g_variant_unref);
  g_free (self->description);
  G_OBJECT_CLASS (valet_document_parent_class)->finalize (object);
}

static void
valet_document_get_property (GObject *object, guint prop_id, GValue *value,
                             GParamSpec *pspec)
{
  ValetDocument *self = VALET_DOCUMENT (object);
  gboolean *flag = boolean_option (self, prop_id);

  if (flag != NULL)
    {
      g_value_set_boolean (value, *flag);
      return;
    }
  switch (prop_id)
    {
    case PROP_SOURCE:      g_value_set_object (value, self->source); break;
    case PROP_TITLE:       g_value_set_string (value, valet_document_get_title (self)); break;
    case PROP_DESCRIPTION: g_value_set_string (value, self->description); break;
    case PROP_BUSY:        g_value_set_boolean (value, self->run != NULL); break;
    case PROP_GENERATION:  g_value_set_uint (value, self->generation); break;
    case PROP_ROWS_SCORING:
      g_value_set_enum (value, valet_document_get_rows_scoring (self));
      break;
    case PROP_SCORING:     g_value_set_enum (value, self->options.scoring); break;
    case PROP_DEFAULT_SCORING: g_value_set_enum (value, self->default_scoring); break;
    case PROP_MIN_HANDS:   g_value_set_uint (value, self->options.min_hands); break;
    case PROP_MIN_SHARE:   g_value_set_uint (value, self->min_share); break;
    case PROP_ADJUSTED_IMPS: g_value_set_double (value, self->options.adjusted_imps); break;
    case PROP_ROUNDS:      g_value_set_string (value, self->rounds); break;
    case PROP_ENCODING:    g_value_set_string (value, self->encoding); break;
    case PROP_HAS_LEADS:   g_value_set_boolean (value, has_leads (self)); break;
    case PROP_DATUM:
      g_value_take_string (value, valet_datum_rule_to_string (&self->options.datum));
      break;
    case PROP_PAIRS:       g_value_set_object (value, valet_document_get_pairs (self)); break;
    case PROP_PLAYERS:     g_value_set_object (value, valet_document_get_players (self)); break;
    case PROP_BOARDS:      g_value_set_object (value, valet_document_get_boards (self)); break;
    case PROP_CHANGED:     g_value_set_boolean (value, valet_document_get_changed (self)); break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->corrections && valet_corrections_can_undo (self->corrections));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->corrections && valet_corrections_can_redo (self->corrections));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
set_min_hands (ValetDocument *self, guint min_hands)
{
  /* The numbers stay, but the ranks are among the pairs with enough
   * boards, shared when tied, and the charts and reports show those
   * pairs: a new run ranks them (its numbers are the same). */
  if (self->options.min_hands == min_hands)
    return;
  self->options.min_hands = min_hands;
  queue_run (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MIN_HANDS]);
}

/* The minimum from the share, of the most boards a pair played in the
 * rounds scored: official Butler rankings qualify pairs that way. */
static void
apply_min_share (ValetDocument *self)
{
  if (self->min_share == 0 || self->share_off || self->source == NULL)
    return;
  set_min_hands (self, (valet_document_get_most_boards (self) * self->min_share + 99) / 100);
}

static void
valet_document_set_property (GObject *object, guint prop_id, const GValue *value,
                             GParamSpec *pspec)
{
  ValetDocument *self = VALET_DOCUMENT (object);
  gboolean *flag = boolean_option (self, prop_id);

  if (flag != NULL)
    {
      if (*flag == g_value_get_boolean (value))
        return;
      *flag = g_value_get_boolean (value);
      update_description (self);
      queue_run (self);
      g_object_notify_by_pspec (object, pspec);
      return;
    }
  switch (prop_id)
    {
    case PROP_SCORING:
      valet_document_set_scoring (self, g_value_get_enum (value));
      break;
    case PROP_DEFAULT_SCORING:
      valet_document_set_default_scoring (self, g_value_get_enum (value));
      break;
    case PROP_MIN_HANDS:
      /* The numbers stay, but the ranks are among the pairs with enough
       * boards, shared when tied, and the charts and reports show those
       * pairs: a new run ranks them (its numbers are the same). */
      if (self->options.min_hands != g_value_get_uint (value))
        {
          /* A number given by hand stands on its own, for these
           * results: the share stays what the preferences say, for the
           * next. */
          if (self->min_share > 0 && !self->share_off)
            {
              self->share_off = TRUE;
              g_object_notify_by_pspec (object, properties[PROP_MIN_SHARE]);
            }
          set_min_hands (self, g_value_get_uint (value));
        }
      break;
    case PROP_MIN_SHARE:
      valet_document_set_min_share (self, g_value_get_uint (value));
      break;
    case PROP_ADJUSTED_IMPS:
      if (self->options.adjusted_imps != g_value_get_double (value))
        {
          self->options.adjusted_imps = g_value_get_double (value);
          g_object_notify_by_pspec (object, pspec);
          queue_run (self);
        }
      break;
    case PROP_ROUNDS:
      valet_document_set_rounds (self, g_value_get_string (value));
      break;
    case PROP_DATUM:
      valet_document_set_datum (self, g_value_get_string (value));
      break;
    case PROP_ENCODING:
      valet_document_set_encoding (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static guint library_stored_signal;

static void
valet_document_class_init (ValetDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = valet_document_dispose;
  object_class->finalize = valet_document_finalize;
  object_class->get_property = valet_document_get_property;
  object_class->set_property = valet_document_set_property;

  properties[PROP_SOURCE] = g_param_spec_object ("source", NULL, NULL, VALET_TYPE_SOURCE, ro);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, ro);
  properties[PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL, ro);
  properties[PROP_BUSY] = g_param_spec_boolean ("busy", NULL, NULL, FALSE, ro);
  properties[PROP_GENERATION] = g_param_spec_uint ("generation", NULL, NULL,
                                                   0, G_MAXUINT, 0, ro);
  properties[PROP_ROWS_SCORING] = g_param_spec_enum ("rows-scoring", NULL, NULL,
                                                     VALET_TYPE_SCORING, VALET_SCORING_IMPS, ro);
  /* The form in force: chosen for the event, else the one its file
   * declares, else "default-scoring".  Setting it with results open
   * chooses it for them (valet_document_set_event_scoring). */
  properties[PROP_SCORING] = g_param_spec_enum ("scoring", NULL, NULL, VALET_TYPE_SCORING,
                                                VALET_SCORING_IMPS, rw);
  /* The preference: the form of results that say none. */
  properties[PROP_DEFAULT_SCORING] = g_param_spec_enum ("default-scoring", NULL, NULL,
                                                        VALET_TYPE_SCORING, VALET_SCORING_IMPS,
                                                        rw);
  properties[PROP_CLOUD] = g_param_spec_boolean ("cloud", NULL, NULL, TRUE, rw);
  properties[PROP_LEAD] = g_param_spec_boolean ("lead", NULL, NULL, FALSE, rw);
  properties[PROP_EXTREMES] = g_param_spec_boolean ("extremes", NULL, NULL, FALSE, rw);
  properties[PROP_HARD_ROUND] = g_param_spec_boolean ("hard-round", NULL, NULL, FALSE, rw);
  properties[PROP_COMPENSATE] = g_param_spec_boolean ("compensate", NULL, NULL, FALSE, rw);
  /* Valet 1.1's numbers, its departures from the principles included. */
  properties[PROP_COMPAT] = g_param_spec_boolean ("compat", NULL, NULL, FALSE, rw);
  /* Rank by the luck-free score, not by the score as played. */
  properties[PROP_RANK_LUCK_FREE] = g_param_spec_boolean ("rank-luck-free", NULL, NULL, FALSE,
                                                          rw);
  /* Matchpoints: Neuberg's factoring of boards played fewer times. */
  properties[PROP_NEUBERG] = g_param_spec_boolean ("neuberg", NULL, NULL, FALSE, rw);
  properties[PROP_MIN_HANDS] = g_param_spec_uint ("min-hands", NULL, NULL,
                                                  0, 10000, 0, rw);
  /* A pair is ranked with at least this share (in percent) of the most
   * boards any pair played in the rounds scored; "min-hands" follows.
   * 0: "min-hands" as set. */
  properties[PROP_MIN_SHARE] = g_param_spec_uint ("min-share", NULL, NULL, 0, 100, 0, rw);
  /* What an artificial score of 60 % is worth in IMPs (40 %: as much
   * less); the regulation's equivalent. */
  properties[PROP_ADJUSTED_IMPS] = g_param_spec_double ("adjusted-imps", NULL, NULL, 0, 24, 3, rw);
  properties[PROP_ROUNDS] = g_param_spec_string ("rounds", NULL, NULL, "", rw);
  properties[PROP_ENCODING] = g_param_spec_string ("encoding", NULL, NULL, "", rw);
  properties[PROP_DATUM] = g_param_spec_string ("datum", NULL, NULL, "mean", rw);
  properties[PROP_HAS_LEADS] = g_param_spec_boolean ("has-leads", NULL, NULL, TRUE, ro);
  properties[PROP_PAIRS] = g_param_spec_object ("pairs", NULL, NULL, G_TYPE_LIST_MODEL, ro);
  properties[PROP_PLAYERS] = g_param_spec_object ("players", NULL, NULL, G_TYPE_LIST_MODEL, ro);
  properties[PROP_BOARDS] = g_param_spec_object ("boards", NULL, NULL, G_TYPE_LIST_MODEL, ro);
  /* The results are corrected and the corrections not saved. */
  properties[PROP_CHANGED] = g_param_spec_boolean ("changed", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  /* The details of an event of the library were written there: a list
   * of the library shows them once read again. */
  library_stored_signal = g_signal_new ("library-stored", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
valet_document_init (ValetDocument *self)
{
  valet_options_init (&self->options);
  self->default_scoring = self->options.scoring;
  self->rounds = g_strdup ("");
  self->encoding = g_strdup ("");
  self->shown = valet_publication_new (self->options.scoring, published_cb, self);
  update_description (self);
}

ValetDocument *
valet_document_new (void)
{
  return g_object_new (VALET_TYPE_DOCUMENT, NULL);
}

static void
notify_corrections (ValetDocument *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHANGED]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

/* Scores the results read with the corrections applied now. */
static void
apply_corrections (ValetDocument *self)
{
  g_clear_pointer (&self->origin, g_array_unref);
  if (valet_corrections_n_applied (self->corrections) == 0)
    g_set_object (&self->source, self->read);
  else
    {
      ValetTournament *t = valet_corrections_apply (self->corrections, &self->origin);
      ValetTournament *read = valet_source_get_tournament (self->read);
      /* The corrections an event of the library was kept with come
       * first (results read from a file have none). */
      for (guint i = 0; i < valet_tournament_n_notes (read); i++)
        valet_tournament_add_note (t, valet_tournament_note (read, i));
      for (guint i = 0; i < valet_corrections_n_applied (self->corrections); i++)
        valet_tournament_add_note (t, valet_corrections_what (self->corrections, i));
      g_autoptr (ValetSource) corrected = valet_source_new_corrected (self->read, t);
      g_set_object (&self->source, corrected);
    }
  notify_corrections (self);
  queue_run (self);
}

gboolean
valet_document_correct (ValetDocument *self, guint result, const ValetResult *lines,
                        guint n_lines)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), FALSE);
  if (self->source == NULL)
    return FALSE;
  ValetTournament *now = valet_source_get_tournament (self->source);
  /* @result is a line the views show: of the results scored last, which
   * must be the results as they are now. */
  ValetRun *shown = valet_document_get_run (self);
  if (shown == NULL || valet_run_tournament (shown) != now)
    return FALSE;
  g_return_val_if_fail (result < valet_tournament_n_results (now), FALSE);

  valet_corrections_correct (self->corrections, now, self->origin, result, lines, n_lines);
  apply_corrections (self);
  return TRUE;
}

/* The results of the run shown, when they are the results as they are
 * now (a correction names what the views show); else NULL. */
static ValetTournament *
shown_now (ValetDocument *self)
{
  if (self->source == NULL)
    return NULL;
  ValetTournament *now = valet_source_get_tournament (self->source);
  ValetRun *shown = valet_document_get_run (self);
  return shown != NULL && valet_run_tournament (shown) == now ? now : NULL;
}

gboolean
valet_document_add_table (ValetDocument *self, const ValetResult *lines, guint n_lines)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (n_lines > 0, FALSE);
  ValetTournament *now = shown_now (self);
  if (now == NULL)
    return FALSE;
  valet_corrections_add_table (self->corrections, now, lines, n_lines);
  apply_corrections (self);
  return TRUE;
}

GArray *
valet_document_tables_without_result (ValetDocument *self, guint round, guint board)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), NULL);
  ValetTournament *now = shown_now (self);
  return now ? valet_corrections_tables_without_result (self->corrections, now, round, board)
             : NULL;
}

GArray *
valet_document_pairs_off_board (ValetDocument *self, guint round, guint board)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), NULL);
  ValetTournament *now = shown_now (self);
  return now ? valet_corrections_pairs_off_board (now, round, board) : NULL;
}

char *
valet_document_corrected_was (ValetDocument *self, guint result)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), NULL);
  /* No correction applied: nothing to say, and nothing looked up. */
  if (self->origin == NULL || self->corrections == NULL || result >= self->origin->len)
    return NULL;
  return valet_corrections_was (self->corrections, g_array_index (self->origin, guint, result));
}

gboolean
valet_document_undo (ValetDocument *self)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), FALSE);
  if (self->corrections == NULL || !valet_corrections_undo (self->corrections))
    return FALSE;
  apply_corrections (self);
  return TRUE;
}

gboolean
valet_document_redo (ValetDocument *self)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), FALSE);
  if (self->corrections == NULL || !valet_corrections_redo (self->corrections))
    return FALSE;
  apply_corrections (self);
  return TRUE;
}

gboolean
valet_document_get_changed (ValetDocument *self)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), FALSE);
  return self->corrections != NULL
         && valet_corrections_n_applied (self->corrections) != self->saved_at;
}

void
valet_document_mark_saved (ValetDocument *self, guint n_corrections)
{
  g_return_if_fail (VALET_IS_DOCUMENT (self));
  if (self->corrections == NULL)
    return;
  self->saved_at = n_corrections;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHANGED]);
}

guint
valet_document_n_corrections (ValetDocument *self)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), 0);
  return self->corrections ? valet_corrections_n_applied (self->corrections) : 0;
}

/* What a load needs in its thread. */
typedef struct {
  GFile    *file;           /* NULL for an event of the library */
  char     *library;        /* ...the library's path */
  gint64    id;             /* ...and the event's id there */
  char     *encoding;
  GVariant *csv_mappings;
  char     *rounds;         /* the document's when the load started */
  guint     most_boards;    /* of the results read, in those rounds */
  ValetEventDetails event;  /* saved for the results read */
} LoadInput;

static void
load_input_free (gpointer data)
{
  LoadInput *input = data;

  g_clear_object (&input->file);
  g_free (input->library);
  g_free (input->encoding);
  g_free (input->rounds);
  g_clear_pointer (&input->csv_mappings, g_variant_unref);
  valet_event_details_clear (&input->event);
  g_free (input);
}

/* The event @input->id of the library @input->library, as a source
 * without a file; what was chosen for it by hand (kept in the library,
 * not in the user's event details) into @input->event.  On the load's
 * thread: the library is opened there, as SQLite wants a connection per
 * thread. */
static ValetSource *
load_library_event (LoadInput *input, GError **error)
{
  g_autoptr (ValetLibrary) lib = valet_library_open (input->library, error);
  g_autoptr (GPtrArray) events = NULL;
  ValetLibraryChoices choices = { 0 };
  const char *name = NULL;

  if (lib == NULL || (events = valet_library_list_events (lib, error)) == NULL)
    return NULL;
  for (guint i = 0; i < events->len; i++)
    {
      const ValetLibraryEvent *e = g_ptr_array_index (events, i);
      if (e->id == input->id)
        name = e->name;
    }
  ValetTournament *t = valet_library_load_event (lib, input->id, &choices, error);
  if (t == NULL)
    return NULL;
  for (guint i = 0; i < VALET_EVENT_N_DETAILS; i++)
    input->event.detail[i] = g_steal_pointer (&choices.detail[i]);
  input->event.has_scoring = choices.has_scoring;
  input->event.scoring = choices.scoring;
  valet_library_choices_clear (&choices);
  return valet_source_new_for_library (t, name, input->library, input->id);
}

static void
load_in_thread (GTask *task, gpointer source_object, gpointer task_data,
                GCancellable *cancellable)
{
  LoadInput *input = task_data;
  GError *error = NULL;
  ValetSource *source = input->file != NULL
    ? valet_source_load_with_columns (input->file, input->encoding, input->csv_mappings,
                                      cancellable, &error)
    : load_library_event (input, &error);

  if (source == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  /* A pass over every result, which the main loop should not wait for
   * (a second at 10^7 results). */
  ValetOptions options;
  valet_options_init (&options);
  if (input->rounds[0] == '\0' || valet_options_set_rounds (&options, input->rounds, NULL))
    input->most_boards = valet_most_boards_played (valet_source_get_tournament (source),
                                                   &options);
  valet_options_clear (&options);
  /* The event's details: results opened for the first time from where
   * they are are looked for by the SHA-256 of their content, which the
   * main loop should not wait for either (0.2 s at 10^6 results, 2 s at
   * 10^7). */
  if (input->file != NULL)
    valet_event_file_load (input->file, &input->event);
  g_task_return_pointer (task, source, g_object_unref);
}

void
valet_document_load_async (ValetDocument *self, GFile *folder, GCancellable *cancellable,
                           GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (VALET_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (folder));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, valet_document_load_async);
  LoadInput *input = g_new0 (LoadInput, 1);
  input->file = g_object_ref (folder);
  input->encoding = g_strdup (self->encoding);
  input->csv_mappings = self->csv_mappings ? g_variant_ref (self->csv_mappings) : NULL;
  input->rounds = g_strdup (self->rounds ? self->rounds : "");
  g_task_set_task_data (task, input, load_input_free);
  g_task_run_in_thread (task, load_in_thread);
}

void
valet_document_load_library_async (ValetDocument *self, const char *library, gint64 id,
                                   GCancellable *cancellable, GAsyncReadyCallback callback,
                                   gpointer user_data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (VALET_IS_DOCUMENT (self));
  g_return_if_fail (library != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, valet_document_load_library_async);
  LoadInput *input = g_new0 (LoadInput, 1);
  input->library = g_strdup (library);
  input->id = id;
  input->encoding = g_strdup ("");
  input->rounds = g_strdup (self->rounds ? self->rounds : "");
  g_task_set_task_data (task, input, load_input_free);
  g_task_run_in_thread (task, load_in_thread);
}

gboolean
valet_document_load_finish (ValetDocument *self, GAsyncResult *result, GError **error)
{
  g_autoptr (ValetSource) source = NULL;

  g_return_val_if_fail (VALET_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  source = g_task_propagate_pointer (G_TASK (result), error);
  if (source == NULL)
    return FALSE;

  g_set_object (&self->source, source);
  g_set_object (&self->read, source);
  {
    LoadInput *input = g_task_get_task_data (G_TASK (result));
    g_set_object (&self->most_of, source);
    g_free (self->most_rounds);
    self->most_rounds = g_strdup (input->rounds);
    self->most_boards = input->most_boards;
  }
  g_clear_pointer (&self->corrections, valet_corrections_free);
  g_clear_pointer (&self->origin, g_array_unref);
  self->corrections = valet_corrections_new (valet_source_get_tournament (source));
  self->saved_at = 0;
  notify_corrections (self);
  /* The new results name themselves, unless a name was given for them
   * (read with them, in the load's thread). */
  {
    LoadInput *input = g_task_get_task_data (G_TASK (result));
    valet_event_details_clear (&self->event);
    self->event = input->event;
    memset (&input->event, 0, sizeof input->event);
  }
  /* New results: the qualifying share of the preferences again. */
  if (self->share_off)
    {
      self->share_off = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MIN_SHARE]);
    }
  /* In the form chosen for them, else the one they declare. */
  apply_scoring (self);
  apply_min_share (self);
  update_description (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOURCE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_LEADS]);
  queue_run (self);
  return TRUE;
}

ValetSource *
valet_document_get_source (ValetDocument *self)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), NULL);
  return self->source;
}

const char *
valet_document_get_title (ValetDocument *self)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), NULL);
  if (self->source == NULL)
    return NULL;
  return valet_document_get_event (self, VALET_EVENT_TITLE);
}

const char *
valet_document_get_event (ValetDocument *self, ValetEventDetail detail)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (detail < VALET_EVENT_N_DETAILS, NULL);
  if (self->source == NULL)
    return NULL;
  if (self->event.detail[detail] != NULL)
    return self->event.detail[detail];
  if (detail == VALET_EVENT_TITLE)
    return valet_source_get_name (self->source);
  return valet_tournament_get_event (valet_source_get_tournament (self->source), detail);
}

static void write_library_details (ValetDocument *self);

static void
library_details_written (GObject *object, GAsyncResult *result, gpointer data)
{
  g_autoptr (ValetDocument) self = data;
  g_autoptr (GError) error = NULL;

  if (!valet_library_set_choices_finish (result, &error))
    g_message ("the details given are not kept in the library: %s", error->message);
  else
    g_signal_emit (self, library_stored_signal, 0);
  self->writing_details = FALSE;
  if (self->details_again)
    write_library_details (self);
}

/* The details of an event of the library go to the library, on a
 * worker, one write at a time so that the last given is the last
 * written. */
static void
write_library_details (ValetDocument *self)
{
  const char *library = NULL;
  gint64 id = self->source ? valet_source_get_library_event (self->source, &library) : 0;
  ValetLibraryChoices choices = { 0 };

  self->details_again = FALSE;
  if (id == 0)
    return;
  if (self->writing_details)
    {
      self->details_again = TRUE;
      return;
    }
  for (guint i = 0; i < VALET_EVENT_N_DETAILS; i++)
    choices.detail[i] = self->event.detail[i];
  choices.has_scoring = self->event.has_scoring;
  choices.scoring = self->event.scoring;
  self->writing_details = TRUE;
  valet_library_set_choices_async (library, id, &choices, library_details_written,
                                   g_object_ref (self));
}

/* Keeps the details given for the results open: in the user's data
 * folder for a results file, in the library for an event of the
 * library (where a failure is only logged: the write ends later). */
static gboolean
save_details (ValetDocument *self, GError **error)
{
  GFile *file = valet_source_get_file (self->source);

  if (file == NULL)
    {
      write_library_details (self);
      return TRUE;
    }
  return valet_event_file_save (file, &self->event, error);
}

gboolean
valet_document_set_event (ValetDocument *self, ValetEventDetail detail, const char *value,
                          GError **error)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (detail < VALET_EVENT_N_DETAILS, FALSE);
  if (self->source == NULL || !valet_event_details_set (&self->event, detail, value))
    return TRUE;
  if (detail == VALET_EVENT_TITLE)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  return save_details (self, error);
}

const char *
valet_document_get_description (ValetDocument *self)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), NULL);
  return self->description;
}

gboolean
valet_document_get_busy (ValetDocument *self)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), FALSE);
  return self->run != NULL;
}

guint
valet_document_get_generation (ValetDocument *self)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), 0);
  return self->generation;
}

ValetRun *
valet_document_get_run (ValetDocument *self)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), NULL);
  return valet_publication_run (self->shown);
}

void
valet_document_get_options (ValetDocument *self, ValetOptions *options)
{
  g_return_if_fail (VALET_IS_DOCUMENT (self));

  *options = self->options;
  options->lead = options->lead && has_leads (self);
  options->rounds = NULL;
  if (self->rounds[0] != '\0')
    /* Checked when it was set. */
    valet_options_set_rounds (options, self->rounds, NULL);
}

/* The form the results are scored in when none is chosen for them:
 * the one they declare, else the default.  @origin says which. */
static ValetScoring
unchosen_scoring (ValetDocument *self, ValetScoringOrigin *origin)
{
  ValetScoring scoring = self->default_scoring;

  *origin = VALET_SCORING_FROM_DEFAULT;
  if (self->source != NULL
      && valet_scoring_from_form (valet_tournament_get_form (valet_source_get_tournament (self->source)),
                                  &scoring))
    *origin = VALET_SCORING_FROM_FILE;
  return scoring;
}

ValetScoringOrigin
valet_document_get_scoring_origin (ValetDocument *self)
{
  ValetScoringOrigin origin;

  g_return_val_if_fail (VALET_IS_DOCUMENT (self), VALET_SCORING_FROM_DEFAULT);
  if (self->source != NULL && self->event.has_scoring)
    return VALET_SCORING_FROM_EVENT;
  unchosen_scoring (self, &origin);
  return origin;
}

const char *
valet_document_get_scoring_word (ValetDocument *self, guint *line)
{
  ValetTournament *t;

  g_return_val_if_fail (VALET_IS_DOCUMENT (self), NULL);
  if (self->source == NULL)
    return NULL;
  t = valet_source_get_tournament (self->source);
  if (line != NULL)
    *line = valet_tournament_get_form_line (t);
  return valet_tournament_get_form_word (t);
}

/* Scores in @scoring from now on. */
static void
use_scoring (ValetDocument *self, ValetScoring scoring)
{
  if (self->options.scoring != scoring)
    {
      self->options.scoring = scoring;
      update_description (self);
      queue_run (self);
    }
  /* Notified even when the form stays: its origin may have changed. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORING]);
}

/* The form in force: the event's choice, else the file's, else the
 * default. */
static void
apply_scoring (ValetDocument *self)
{
  ValetScoringOrigin origin;
  ValetScoring scoring = unchosen_scoring (self, &origin);

  if (self->source != NULL && self->event.has_scoring)
    scoring = self->event.scoring;
  use_scoring (self, scoring);
}

gboolean
valet_document_set_event_scoring (ValetDocument *self, ValetScoring scoring, GError **error)
{
  ValetScoringOrigin origin;

  g_return_val_if_fail (VALET_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (scoring <= VALET_SCORING_MATCHPOINTS, FALSE);
  if (self->source == NULL)
    {
      valet_document_set_default_scoring (self, scoring);
      return TRUE;
    }
  /* The form the results would have anyway is no choice: none is kept,
   * and they follow their file (or the default) again. */
  gboolean chosen = scoring != unchosen_scoring (self, &origin);
  if (!valet_event_details_set_scoring (&self->event, chosen, scoring))
    {
      apply_scoring (self);
      return TRUE;
    }
  apply_scoring (self);
  return save_details (self, error);
}

void
valet_document_set_scoring (ValetDocument *self, ValetScoring scoring)
{
  g_autoptr (GError) error = NULL;

  g_return_if_fail (VALET_IS_DOCUMENT (self));
  g_return_if_fail (scoring <= VALET_SCORING_MATCHPOINTS);

  if (!valet_document_set_event_scoring (self, scoring, &error))
    g_message ("the scoring form chosen is not kept: %s", error->message);
}

void
valet_document_set_default_scoring (ValetDocument *self, ValetScoring scoring)
{
  g_return_if_fail (VALET_IS_DOCUMENT (self));
  g_return_if_fail (scoring <= VALET_SCORING_MATCHPOINTS);

  if (self->default_scoring == scoring)
    return;
  self->default_scoring = scoring;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEFAULT_SCORING]);
  apply_scoring (self);
}

ValetScoring
valet_document_get_rows_scoring (ValetDocument *self)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), VALET_SCORING_IMPS);
  return valet_publication_scoring (self->shown);
}

ValetScoring
valet_document_get_scoring (ValetDocument *self)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), VALET_SCORING_IMPS);
  return self->options.scoring;
}

void
valet_document_set_min_share (ValetDocument *self, guint percent)
{
  g_return_if_fail (VALET_IS_DOCUMENT (self));
  percent = MIN (percent, 100);
  if (self->min_share == percent)
    return;
  self->min_share = percent;
  /* A share chosen now is for the results open too. */
  self->share_off = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MIN_SHARE]);
  apply_min_share (self);
}

guint
valet_document_get_applied_share (ValetDocument *self)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), 0);
  return self->share_off ? 0 : self->min_share;
}

guint
valet_document_get_most_boards (ValetDocument *self)
{
  ValetOptions options;
  guint most;

  const char *rounds;

  g_return_val_if_fail (VALET_IS_DOCUMENT (self), 0);
  if (self->source == NULL)
    return 0;
  rounds = self->rounds ? self->rounds : "";
  if (self->source == self->most_of && g_strcmp0 (rounds, self->most_rounds) == 0)
    return self->most_boards;
  valet_document_get_options (self, &options);
  most = valet_most_boards_played (valet_source_get_tournament (self->source), &options);
  valet_options_clear (&options);
  g_set_object (&self->most_of, self->source);
  g_free (self->most_rounds);
  self->most_rounds = g_strdup (rounds);
  self->most_boards = most;
  return most;
}

gboolean
valet_document_set_rounds (ValetDocument *self, const char *rounds)
{
  ValetOptions check;
  g_autofree char *text = g_strstrip (g_strdup (rounds ? rounds : ""));
  gboolean valid = TRUE;

  g_return_val_if_fail (VALET_IS_DOCUMENT (self), FALSE);

  if (text[0] != '\0')
    {
      valet_options_init (&check);
      valid = valet_options_set_rounds (&check, text, NULL);
      valet_options_clear (&check);
    }
  if (!valid)
    return FALSE;
  if (g_strcmp0 (self->rounds, text) != 0)
    {
      g_free (self->rounds);
      self->rounds = g_steal_pointer (&text);
      queue_run (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUNDS]);
      apply_min_share (self);
    }
  return TRUE;
}

gboolean
valet_document_set_datum (ValetDocument *self, const char *datum)
{
  ValetDatumRule rule = { 0 };
  g_autofree char *now = NULL;

  g_return_val_if_fail (VALET_IS_DOCUMENT (self), FALSE);

  if (datum == NULL || !valet_datum_rule_parse (datum, &rule))
    return FALSE;
  now = valet_datum_rule_to_string (&self->options.datum);
  if (g_ascii_strcasecmp (now, datum) == 0)
    return TRUE;
  self->options.datum = rule;
  update_description (self);
  queue_run (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DATUM]);
  return TRUE;
}

void
valet_document_set_encoding (ValetDocument *self, const char *encoding)
{
  g_return_if_fail (VALET_IS_DOCUMENT (self));

  if (encoding == NULL)
    encoding = "";
  if (encoding[0] != '\0' && !valet_encoding_is_known (encoding))
    {
      g_warning ("unknown character set '%s' ignored", encoding);
      return;
    }
  if (g_strcmp0 (self->encoding, encoding) == 0)
    return;
  g_free (self->encoding);
  self->encoding = g_strdup (encoding);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENCODING]);
}

const char *
valet_document_get_encoding (ValetDocument *self)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), NULL);
  return self->encoding;
}

GListModel *
valet_document_get_pairs (ValetDocument *self)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), NULL);
  return valet_publication_rows (self->shown, VALET_ROW_PAIR);
}

GListModel *
valet_document_get_players (ValetDocument *self)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), NULL);
  return valet_publication_rows (self->shown, VALET_ROW_PLAYER);
}

GListModel *
valet_document_get_boards (ValetDocument *self)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (self), NULL);
  return valet_publication_rows (self->shown, VALET_ROW_BOARD);
}

static gboolean
same_pair (guint a, guint b, guint p0, guint p1)
{
  return (a == p0 && b == p1) || (a == p1 && b == p0);
}

GListModel *
valet_document_list_pair_results (ValetDocument *self, ValetPairRow *pair)
{
  GListModel *boards;
  ValetRun *shown;
  GListStore *store;
  guint p0, p1, n_boards;

  g_return_val_if_fail (VALET_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (VALET_IS_PAIR_ROW (pair), NULL);

  boards = valet_document_get_boards (self);
  shown = valet_document_get_run (self);

  store = g_list_store_new (VALET_TYPE_RESULT_ROW);
  if (self->source == NULL)
    return G_LIST_MODEL (store);

  /* The rows' results: corrections made since may not be scored yet. */
  ValetTournament *t = shown ? valet_run_tournament (shown)
                             : valet_source_get_tournament (self->source);
  p0 = valet_pair_row_get_player (pair, 0);
  p1 = valet_pair_row_get_player (pair, 1);
  n_boards = g_list_model_get_n_items (boards);
  for (guint b = 0; b < n_boards; b++)
    {
      g_autoptr (ValetBoardRow) board = g_list_model_get_item (boards, b);
      for (guint i = 0; i < valet_board_row_get_n_entries (board); i++)
        {
          const ValetEntry *e = valet_board_row_get_entry (board, i);
          const ValetResult *r = valet_tournament_result (t, e->result);
          ValetView view;

          if (same_pair (r->player[VALET_NORTH], r->player[VALET_SOUTH], p0, p1))
            view = VALET_VIEW_NS;
          else if (same_pair (r->player[VALET_EAST], r->player[VALET_WEST], p0, p1))
            view = VALET_VIEW_EW;
          else
            continue;

          g_autoptr (ValetResultRow) row =
            valet_result_row_new (t, e, valet_board_row_get_scoring (board), view);
          if (!valet_board_row_splits_lead (board))
            valet_result_row_drop_lead (row);
          g_list_store_append (store, row);
        }
    }
  return G_LIST_MODEL (store);
}

void
valet_document_set_csv_mappings (ValetDocument *self, GVariant *mappings)
{
  g_return_if_fail (VALET_IS_DOCUMENT (self));

  if (mappings != NULL)
    g_variant_ref_sink (mappings);
  g_clear_pointer (&self->csv_mappings, g_variant_unref);
  self->csv_mappings = mappings;
}
