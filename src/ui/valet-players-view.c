/* valet-players-view.c: the players grid. */
#define G_LOG_DOMAIN "valet-players-view"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-columns.h"
#include "valet-player-row.h"
#include "valet-players-view.h"

struct _ValetPlayersView
{
  AdwBin               parent_instance;
  GtkSearchEntry      *search_entry;
  GtkLabel            *count_label;
  GtkColumnView       *column_view;

  ValetDocument       *document;
  GtkSortListModel    *sorted;
  GtkFilterListModel  *filtered;
  GtkCustomFilter     *filter;
  GtkColumnViewColumn *lead_column;
  int                  decimals;
  int                  whole;
};

G_DEFINE_FINAL_TYPE (ValetPlayersView, valet_players_view, ADW_TYPE_BIN)

static gboolean
keep_player (gpointer item, gpointer user_data)
{
  ValetPlayersView *self = user_data;
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *needle = NULL;
  g_autofree char *name = NULL;
  g_autofree char *tag = NULL;

  if (search[0] == '\0')
    return TRUE;
  g_object_get (item, "tag", &tag, NULL);
  needle = g_utf8_casefold (search, -1);
  name = g_utf8_casefold (valet_player_row_get_name (item), -1);
  return strstr (name, needle) != NULL || g_strcmp0 (tag, search) == 0;
}

static void
update_count (ValetPlayersView *self)
{
  guint shown = g_list_model_get_n_items (G_LIST_MODEL (self->filtered));
  guint all = self->document
    ? g_list_model_get_n_items (valet_document_get_players (self->document)) : 0;
  g_autofree char *text = NULL;

  if (shown == all)
    text = g_strdup_printf (ngettext ("%u player", "%u players", all), all);
  else
    text = g_strdup_printf (ngettext ("%u of %u player", "%u of %u players", all), shown, all);
  gtk_label_set_text (self->count_label, text);
}

static void
filter_changed (ValetPlayersView *self)
{
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
}

static void
stop_search (ValetPlayersView *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
}

/* Leads only count when split. */
static void
scored (ValetPlayersView *self)
{
  gboolean lead;

  g_object_get (self->document, "lead", &lead, NULL);
  gtk_column_view_column_set_visible (self->lead_column, lead);
  update_count (self);
}

/* The units are those of the rows, told before their numbers change. */
static void
units_changed (ValetPlayersView *self)
{
  ValetScoring scoring = valet_document_get_rows_scoring (self->document);

  self->decimals = valet_scoring_decimals (scoring);
}

static void
valet_players_view_dispose (GObject *object)
{
  ValetPlayersView *self = VALET_PLAYERS_VIEW (object);

  g_clear_object (&self->document);
  /* The bin's child is the template's root: gone before the template
   * children are disposed, or AdwBin would unparent it a second time. */
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), VALET_TYPE_PLAYERS_VIEW);
  G_OBJECT_CLASS (valet_players_view_parent_class)->dispose (object);
}

static void
valet_players_view_class_init (ValetPlayersViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = valet_players_view_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/valetbridge/Valet/ui/valet-players-view.ui");
  gtk_widget_class_bind_template_child (widget_class, ValetPlayersView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, ValetPlayersView, count_label);
  gtk_widget_class_bind_template_child (widget_class, ValetPlayersView, column_view);
  gtk_widget_class_bind_template_callback (widget_class, filter_changed);
  gtk_widget_class_bind_template_callback (widget_class, stop_search);
}

static void
valet_players_view_init (ValetPlayersView *self)
{
  GtkColumnView *cv;
  GType type = VALET_TYPE_PLAYER_ROW;
  GtkSelectionModel *selection;

  gtk_widget_init_template (GTK_WIDGET (self));
  cv = self->column_view;
  self->decimals = 2;
  self->whole = -1;

  valet_columns_add_text (cv, type, _("Player"), "name", TRUE);
  valet_columns_add_code (cv, type, _("Tag"), "tag");
  valet_columns_add_number (cv, type, _("Boards"), "boards", NULL, &self->whole);
  valet_columns_add_number (cv, type, _("Declarer Play"), "play", "n-play", &self->decimals);
  self->lead_column = valet_columns_add_number (cv, type, _("Lead"), "lead", "n-lead",
                                                &self->decimals);

  /* players -> sorted by the clicked column -> filtered -> selection */
  self->sorted = gtk_sort_list_model_new (NULL, g_object_ref (gtk_column_view_get_sorter (cv)));
  self->filter = gtk_custom_filter_new (keep_player, self, NULL);
  self->filtered = gtk_filter_list_model_new (G_LIST_MODEL (self->sorted),
                                              GTK_FILTER (self->filter));
  selection = GTK_SELECTION_MODEL (gtk_single_selection_new (G_LIST_MODEL (self->filtered)));
  gtk_column_view_set_model (cv, selection);
  g_object_unref (selection);
  g_signal_connect_swapped (self->filtered, "items-changed", G_CALLBACK (update_count), self);
}

void
valet_players_view_set_document (ValetPlayersView *self, ValetDocument *document)
{
  g_return_if_fail (VALET_IS_PLAYERS_VIEW (self));
  g_return_if_fail (VALET_IS_DOCUMENT (document));

  g_set_object (&self->document, document);
  gtk_sort_list_model_set_model (self->sorted, valet_document_get_players (document));
  g_signal_connect_object (document, "notify::generation", G_CALLBACK (scored), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::rows-scoring", G_CALLBACK (units_changed), self,
                           G_CONNECT_SWAPPED);
  units_changed (self);
  scored (self);
}

GListModel *
valet_players_view_get_rows (ValetPlayersView *self)
{
  g_return_val_if_fail (VALET_IS_PLAYERS_VIEW (self), NULL);
  return G_LIST_MODEL (gtk_column_view_get_model (self->column_view));
}

void
valet_players_view_set_search (ValetPlayersView *self, const char *text)
{
  g_return_if_fail (VALET_IS_PLAYERS_VIEW (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text);
  filter_changed (self);
}
