/* valet-board-row.c: one scored board. */
#define G_LOG_DOMAIN "valet-board-row"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "valet-board-row.h"

#include <math.h>
#include "valet-result-row.h"
#include "valet-row-fields.h"
#include "valet-tableau-item.h"
#include "valet-tableau-writer.h"

struct _ValetBoardRow
{
  GObject      parent_instance;
  ValetSource *source;
  ValetScoring scoring;
  gboolean     lead;
  guint        round, board;
  int          datum;       /* North-South, in points */
  ValetRun    *run;         /* holds the entries */
  const ValetEntry *entries;
  guint        n_entries;
  guint        tables;      /* the outcomes of a weighted score are one */
  char        *vulnerability;
  GListStore  *tableau;     /* built on first use */
  GListStore  *traveller;
};

G_DEFINE_FINAL_TYPE (ValetBoardRow, valet_board_row, G_TYPE_OBJECT)

#define F(name, member, kind) VALET_ROW_FIELD (ValetBoardRow, name, member, kind)
static const ValetRowField fields[] = {
  F ("round", round, UINT), F ("board", board, UINT), F ("results", tables, UINT),
  F ("vulnerability", vulnerability, STRING),
};
#undef F

static const char *
vulnerability (guint board)
{
  gboolean ns = valet_board_vulnerable (board, VALET_NORTH);
  gboolean ew = valet_board_vulnerable (board, VALET_EAST);

  if (ns && ew)
    return _("Both");
  if (ns)
    return _("N-S");
  if (ew)
    return _("E-W");
  return _("None");
}

static void
valet_board_row_dispose (GObject *object)
{
  ValetBoardRow *self = VALET_BOARD_ROW (object);

  g_clear_object (&self->source);
  g_clear_object (&self->tableau);
  g_clear_object (&self->traveller);
  G_OBJECT_CLASS (valet_board_row_parent_class)->dispose (object);
}

static void
valet_board_row_finalize (GObject *object)
{
  g_clear_pointer (&VALET_BOARD_ROW (object)->run, valet_run_unref);
  G_OBJECT_CLASS (valet_board_row_parent_class)->finalize (object);
}

static void
valet_board_row_class_init (ValetBoardRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = valet_board_row_dispose;
  object_class->finalize = valet_board_row_finalize;
  valet_row_fields_install (object_class, fields, G_N_ELEMENTS (fields));
}

static void
valet_board_row_init (ValetBoardRow *self)
{
}

/* The tables of the board: a line each, but for the parts of a weighted
 * or split score, which make one table's result together. */
static guint
count_tables (ValetSource *source, const ValetEntry *entries, guint n_entries)
{
  ValetTournament *t = valet_source_get_tournament (source);
  guint n = 0;

  for (guint i = 0; i < n_entries; i++)
    {
      guint result = entries[i].result;
      n += valet_tournament_table_of (t, result) == result;
    }
  return n;
}

ValetBoardRow *
valet_board_row_new (ValetSource *source, ValetRun *run, guint index)
{
  ValetBoardRow *self = g_object_new (VALET_TYPE_BOARD_ROW, NULL);
  const ValetOptions *options = valet_run_options (run);
  const ValetBoard *board = valet_run_board (run, index, &self->entries, &self->n_entries);

  self->source = g_object_ref (source);
  self->run = valet_run_ref (run);
  self->scoring = options->scoring;
  self->lead = options->lead;
  self->round = board->round;
  self->board = board->board;
  self->datum = valet_run_board_datum (run, index);
  self->tables = count_tables (source, self->entries, self->n_entries);
  self->vulnerability = g_strdup (vulnerability (board->board));
  return self;
}

ValetBoardRow *
valet_board_row_new_empty (ValetSource *source, ValetRun *run, guint round, guint board)
{
  ValetBoardRow *self = g_object_new (VALET_TYPE_BOARD_ROW, NULL);
  const ValetOptions *options = valet_run_options (run);

  self->source = g_object_ref (source);
  self->run = valet_run_ref (run);
  self->scoring = options->scoring;
  self->lead = options->lead;
  self->round = round;
  self->board = board;
  self->vulnerability = g_strdup (vulnerability (board));
  return self;
}

guint
valet_board_row_get_round (ValetBoardRow *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_ROW (self), 0);
  return self->round;
}

guint
valet_board_row_get_board (ValetBoardRow *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_ROW (self), 0);
  return self->board;
}

ValetScoring
valet_board_row_get_scoring (ValetBoardRow *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_ROW (self), VALET_SCORING_IMPS);
  return self->scoring;
}

int
valet_board_row_get_datum (ValetBoardRow *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_ROW (self), 0);
  return self->datum;
}

guint
valet_board_row_get_n_entries (ValetBoardRow *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_ROW (self), 0);
  return self->n_entries;
}

const ValetEntry *
valet_board_row_get_entry (ValetBoardRow *self, guint i)
{
  g_return_val_if_fail (VALET_IS_BOARD_ROW (self), NULL);
  g_return_val_if_fail (i < self->n_entries, NULL);
  return &self->entries[i];
}

GListModel *
valet_board_row_get_tableau (ValetBoardRow *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_ROW (self), NULL);

  if (self->tableau == NULL && self->n_entries == 0)
    self->tableau = g_list_store_new (VALET_TYPE_TABLEAU_ITEM);
  if (self->tableau == NULL)
    {
      ValetOptions options;
      g_autoptr (GArray) rows = NULL;

      valet_options_init (&options);
      options.scoring = self->scoring;
      options.lead = self->lead;
      rows = valet_tableau_rows (valet_source_get_tournament (self->source), &options,
                                 self->entries, self->n_entries);
      self->tableau = g_list_store_new (VALET_TYPE_TABLEAU_ITEM);
      for (guint i = 0; i < rows->len; i++)
        {
          g_autoptr (ValetTableauItem) item =
            valet_tableau_item_new (&g_array_index (rows, ValetTableauRow, i), self->scoring);
          if (!self->lead)
            valet_tableau_item_drop_lead (item);
          g_list_store_append (self->tableau, item);
        }
      valet_options_clear (&options);
    }
  return G_LIST_MODEL (self->tableau);
}

GListModel *
valet_board_row_get_traveller (ValetBoardRow *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_ROW (self), NULL);

  if (self->traveller == NULL)
    {
      ValetTournament *t = valet_source_get_tournament (self->source);

      self->traveller = g_list_store_new (VALET_TYPE_RESULT_ROW);
      for (guint i = 0; i < self->n_entries; i++)
        {
          g_autoptr (ValetResultRow) row =
            valet_result_row_new (t, &self->entries[i],
                                  self->scoring, VALET_VIEW_TRAVELLER);
          if (!self->lead)
            valet_result_row_drop_lead (row);
          g_list_store_append (self->traveller, row);
        }
    }
  return G_LIST_MODEL (self->traveller);
}

/* A board is its round and number. */
guint
valet_board_row_hash (gconstpointer row)
{
  const ValetBoardRow *self = row;

  return self->round * 1000003u ^ self->board;
}

gboolean
valet_board_row_equal (gconstpointer a, gconstpointer b)
{
  const ValetBoardRow *x = a, *y = b;

  return x->round == y->round && x->board == y->board;
}

void
valet_board_row_update (ValetBoardRow *self, ValetBoardRow *from)
{
  g_return_if_fail (VALET_IS_BOARD_ROW (self));
  g_return_if_fail (VALET_IS_BOARD_ROW (from));
  g_return_if_fail (valet_board_row_equal (self, from));

  g_set_object (&self->source, from->source);
  self->scoring = from->scoring;
  self->lead = from->lead;
  self->datum = from->datum;
  g_clear_pointer (&self->run, valet_run_unref);
  self->run = valet_run_ref (from->run);
  self->entries = from->entries;
  self->n_entries = from->n_entries;
  /* Built again from the new entries when next asked for; whoever
   * shows the old ones keeps them until then. */
  g_clear_object (&self->tableau);
  g_clear_object (&self->traveller);
  /* Of the properties only "results" can differ: notified if it does. */
  valet_row_fields_update (G_OBJECT (self), G_OBJECT (from), FALSE);
}

gboolean
valet_board_row_splits_lead (ValetBoardRow *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_ROW (self), FALSE);
  return self->lead;
}
