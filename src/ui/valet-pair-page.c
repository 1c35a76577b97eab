/* valet-pair-page.c: the boards one pair played. */
#define G_LOG_DOMAIN "valet-pair-page"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-columns.h"
#include "valet-pair-page.h"
#include "valet-result-row.h"

struct _ValetPairPage
{
  AdwBin            parent_instance;
  GtkLabel         *title_label;
  GtkLabel         *summary_label;
  GtkColumnView    *column_view;
  GtkSortListModel *sorted;
  int               decimals;
  int               whole;
};

G_DEFINE_FINAL_TYPE (ValetPairPage, valet_pair_page, ADW_TYPE_BIN)

static void
valet_pair_page_dispose (GObject *object)
{
  /* The bin's child is the template's root: gone before the template
   * children are disposed, or AdwBin would unparent it a second time. */
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), VALET_TYPE_PAIR_PAGE);
  G_OBJECT_CLASS (valet_pair_page_parent_class)->dispose (object);
}

static void
valet_pair_page_class_init (ValetPairPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = valet_pair_page_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/valetbridge/Valet/ui/valet-pair-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ValetPairPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, ValetPairPage, summary_label);
  gtk_widget_class_bind_template_child (widget_class, ValetPairPage, column_view);
}

static void
valet_pair_page_init (ValetPairPage *self)
{
  GtkColumnView *cv;
  GType type = VALET_TYPE_RESULT_ROW;
  GtkSelectionModel *selection;

  gtk_widget_init_template (GTK_WIDGET (self));
  cv = self->column_view;
  self->decimals = 2;
  self->whole = -1;

  valet_columns_add_number (cv, type, _("Round"), "round", NULL, &self->whole);
  valet_columns_add_number (cv, type, _("Board"), "board", NULL, &self->whole);
  valet_columns_add_text (cv, type, _("Contract"), "contract", FALSE);
  valet_columns_add_text (cv, type, _("By"), "declarer", FALSE);
  valet_columns_add_number (cv, type, _("Tricks"), "tricks", NULL, &self->whole);
  valet_columns_add_text (cv, type, _("Lead"), "lead-card", FALSE);
  valet_columns_add_text (cv, type, _("Role"), "role", FALSE);
  valet_columns_add_number (cv, type, _("NS Score"), "ns-score", NULL, &self->whole);
  valet_columns_add_number (cv, type, _("Score"), "overall", NULL, &self->decimals);
  valet_columns_add_number (cv, type, _("Bid"), "bid", NULL, &self->decimals);
  valet_columns_add_number (cv, type, _("Play"), "play", NULL, &self->decimals);
  valet_columns_add_number (cv, type, _("Lead"), "lead", NULL, &self->decimals);
  valet_columns_add_number (cv, type, _("Defence"), "defence", NULL, &self->decimals);
  valet_columns_add_text (cv, type, _("North"), "north", TRUE);
  valet_columns_add_text (cv, type, _("East"), "east", TRUE);
  valet_columns_add_text (cv, type, _("South"), "south", TRUE);
  valet_columns_add_text (cv, type, _("West"), "west", TRUE);

  self->sorted = gtk_sort_list_model_new (NULL, g_object_ref (gtk_column_view_get_sorter (cv)));
  selection = GTK_SELECTION_MODEL (gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->sorted))));
  gtk_column_view_set_model (cv, selection);
  g_object_unref (selection);
  g_object_unref (self->sorted);   /* the selection holds it */
}

void
valet_pair_page_show_pair (ValetPairPage *self, ValetDocument *document, ValetPairRow *pair)
{
  g_autoptr (GListModel) rows = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *overall = NULL;
  ValetScoring scoring;

  g_return_if_fail (VALET_IS_PAIR_PAGE (self));
  g_return_if_fail (VALET_IS_DOCUMENT (document));
  g_return_if_fail (VALET_IS_PAIR_ROW (pair));

  scoring = valet_document_get_rows_scoring (document);
  self->decimals = scoring == VALET_SCORING_MATCHPOINTS ? 1 : 2;
  rows = valet_document_list_pair_results (document, pair);
  gtk_sort_list_model_set_model (self->sorted, rows);

  overall = valet_columns_format (valet_pair_row_get_overall (pair), self->decimals);
  /* Translators: rank, boards, the overall score and its unit. */
  summary = g_strdup_printf (_("Rank %u · %u boards · %s %s"),
                             valet_pair_row_get_rank (pair),
                             g_list_model_get_n_items (rows), overall,
                             valet_scoring_heading (scoring));
  gtk_label_set_text (self->title_label, valet_pair_row_get_name (pair));
  gtk_label_set_text (self->summary_label, summary);
}

GListModel *
valet_pair_page_get_rows (ValetPairPage *self)
{
  g_return_val_if_fail (VALET_IS_PAIR_PAGE (self), NULL);
  return G_LIST_MODEL (gtk_column_view_get_model (self->column_view));
}
