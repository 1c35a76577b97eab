/* valet-board-view.c: boards, tableaux and travellers. */
#define G_LOG_DOMAIN "valet-board-view"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-board-row.h"
#include "valet-board-view.h"
#include "valet-columns.h"
#include "valet-result-row.h"
#include "valet-tableau-item.h"

struct _ValetBoardView
{
  AdwBin              parent_instance;
  GtkColumnView      *boards_view;
  GtkColumnView      *declarer_view;
  GtkColumnView      *defender_view;
  GtkColumnView      *traveller_view;
  GtkLabel           *board_title;

  ValetDocument      *document;
  GtkSingleSelection *selection;
  GtkSortListModel   *boards_sorted;
  GtkSortListModel   *declarer_sorted;
  GtkSortListModel   *defender_sorted;
  GtkSortListModel   *traveller_sorted;
  GtkColumnViewColumn *lead_columns[3];
  GtkColumnViewColumn *defence_column;
  int                 decimals;
  int                 whole;
};

G_DEFINE_FINAL_TYPE (ValetBoardView, valet_board_view, ADW_TYPE_BIN)

static GtkSortListModel *
sorted_model (GtkColumnView *view)
{
  GtkSortListModel *sorted =
    gtk_sort_list_model_new (NULL, g_object_ref (gtk_column_view_get_sorter (view)));
  GtkNoSelection *selection = gtk_no_selection_new (G_LIST_MODEL (sorted));

  gtk_column_view_set_model (view, GTK_SELECTION_MODEL (selection));
  g_object_unref (selection);
  return sorted;
}

static void
show_board (ValetBoardView *self)
{
  ValetBoardRow *board = gtk_single_selection_get_selected_item (self->selection);
  g_autofree char *title = NULL;

  if (board == NULL)
    {
      gtk_sort_list_model_set_model (self->declarer_sorted, NULL);
      gtk_sort_list_model_set_model (self->defender_sorted, NULL);
      gtk_sort_list_model_set_model (self->traveller_sorted, NULL);
      gtk_label_set_text (self->board_title, "");
      return;
    }

  self->decimals = valet_board_row_get_scoring (board) == VALET_SCORING_MATCHPOINTS ? 1 : 2;
  gtk_sort_list_model_set_model (self->declarer_sorted, valet_board_row_get_tableau (board));
  gtk_sort_list_model_set_model (self->defender_sorted, valet_board_row_get_tableau (board));
  gtk_sort_list_model_set_model (self->traveller_sorted, valet_board_row_get_traveller (board));
  title = g_strdup_printf (_("Round %u, Board %u"), valet_board_row_get_round (board),
                           valet_board_row_get_board (board));
  gtk_label_set_text (self->board_title, title);
}

static void
scored (ValetBoardView *self)
{
  gboolean lead;

  g_object_get (self->document, "lead", &lead, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (self->lead_columns); i++)
    gtk_column_view_column_set_visible (self->lead_columns[i], lead);
  gtk_column_view_column_set_title (self->defence_column, lead ? _("Rest") : _("Defence"));
  show_board (self);
}

static void
valet_board_view_dispose (GObject *object)
{
  ValetBoardView *self = VALET_BOARD_VIEW (object);

  g_clear_object (&self->document);
  /* Taking the views down deselects the board: nothing left to show it in. */
  g_signal_handlers_disconnect_by_data (self->selection, self);
  /* The bin's child is the template's root: gone before the template
   * children are disposed, or AdwBin would unparent it a second time. */
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), VALET_TYPE_BOARD_VIEW);
  G_OBJECT_CLASS (valet_board_view_parent_class)->dispose (object);
}

static void
valet_board_view_class_init (ValetBoardViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = valet_board_view_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/valetbridge/Valet/ui/valet-board-view.ui");
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, boards_view);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, declarer_view);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, defender_view);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, traveller_view);
  gtk_widget_class_bind_template_child (widget_class, ValetBoardView, board_title);
}

static void
add_columns (ValetBoardView *self)
{
  const int *d = &self->decimals, *w = &self->whole;
  GType b = VALET_TYPE_BOARD_ROW, t = VALET_TYPE_TABLEAU_ITEM, r = VALET_TYPE_RESULT_ROW;
  GtkColumnView *cv;

  cv = self->boards_view;
  valet_columns_add_number (cv, b, _("Round"), "round", NULL, w);
  valet_columns_add_number (cv, b, _("Board"), "board", NULL, w);
  valet_columns_add_text (cv, b, _("Vulnerable"), "vulnerability", TRUE);
  valet_columns_add_number (cv, b, _("Results"), "results", NULL, w);

  cv = self->declarer_view;
  valet_columns_add_text (cv, t, _("Result"), "key", TRUE);
  valet_columns_add_number (cv, t, _("Count"), "count", NULL, w);
  valet_columns_add_number (cv, t, _("Overall"), "overall", NULL, d);
  valet_columns_add_number (cv, t, _("Bid"), "bid", NULL, d);
  valet_columns_add_number (cv, t, _("Play"), "play", NULL, d);

  cv = self->defender_view;
  valet_columns_add_text (cv, t, _("Result"), "key", TRUE);
  valet_columns_add_number (cv, t, _("Count"), "count", NULL, w);
  valet_columns_add_number (cv, t, _("Overall"), "def-overall", NULL, d);
  valet_columns_add_number (cv, t, _("Bid"), "def-bid", NULL, d);
  self->lead_columns[0] = valet_columns_add_number (cv, t, _("Lead"), "lead", NULL, d);
  self->defence_column = valet_columns_add_number (cv, t, _("Defence"), "defence", NULL, d);

  cv = self->traveller_view;
  valet_columns_add_text (cv, r, _("North"), "north", TRUE);
  valet_columns_add_text (cv, r, _("East"), "east", TRUE);
  valet_columns_add_text (cv, r, _("South"), "south", TRUE);
  valet_columns_add_text (cv, r, _("West"), "west", TRUE);
  valet_columns_add_text (cv, r, _("Contract"), "contract", FALSE);
  valet_columns_add_text (cv, r, _("By"), "declarer", FALSE);
  valet_columns_add_number (cv, r, _("Tricks"), "tricks", NULL, w);
  self->lead_columns[1] = valet_columns_add_text (cv, r, _("Lead"), "lead-card", FALSE);
  valet_columns_add_number (cv, r, _("NS Score"), "ns-score", NULL, w);
  valet_columns_add_number (cv, r, _("Overall"), "overall", NULL, d);
  valet_columns_add_number (cv, r, _("Bid"), "bid", NULL, d);
  valet_columns_add_number (cv, r, _("Play"), "play", NULL, d);
  self->lead_columns[2] = valet_columns_add_number (cv, r, _("Lead"), "lead", NULL, d);
  valet_columns_add_number (cv, r, _("Defence"), "defence", NULL, d);
}

static void
valet_board_view_init (ValetBoardView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->decimals = 2;
  self->whole = -1;
  add_columns (self);

  self->boards_sorted =
    gtk_sort_list_model_new (NULL, g_object_ref (gtk_column_view_get_sorter (self->boards_view)));
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->boards_sorted));
  gtk_column_view_set_model (self->boards_view, GTK_SELECTION_MODEL (self->selection));
  g_object_unref (self->selection);
  g_signal_connect_swapped (self->selection, "notify::selected-item",
                            G_CALLBACK (show_board), self);

  self->declarer_sorted = sorted_model (self->declarer_view);
  self->defender_sorted = sorted_model (self->defender_view);
  self->traveller_sorted = sorted_model (self->traveller_view);
}

void
valet_board_view_set_document (ValetBoardView *self, ValetDocument *document)
{
  g_return_if_fail (VALET_IS_BOARD_VIEW (self));
  g_return_if_fail (VALET_IS_DOCUMENT (document));

  g_set_object (&self->document, document);
  gtk_sort_list_model_set_model (self->boards_sorted, valet_document_get_boards (document));
  g_signal_connect_object (document, "notify::generation", G_CALLBACK (scored), self,
                           G_CONNECT_SWAPPED);
}

void
valet_board_view_select (ValetBoardView *self, guint position)
{
  g_return_if_fail (VALET_IS_BOARD_VIEW (self));
  gtk_single_selection_set_selected (self->selection, position);
}

ValetBoardRow *
valet_board_view_get_selected (ValetBoardView *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_VIEW (self), NULL);
  return gtk_single_selection_get_selected_item (self->selection);
}

GListModel *
valet_board_view_get_tableau (ValetBoardView *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_VIEW (self), NULL);
  return G_LIST_MODEL (gtk_column_view_get_model (self->declarer_view));
}

GListModel *
valet_board_view_get_traveller (ValetBoardView *self)
{
  g_return_val_if_fail (VALET_IS_BOARD_VIEW (self), NULL);
  return G_LIST_MODEL (gtk_column_view_get_model (self->traveller_view));
}
