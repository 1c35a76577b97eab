/* valet-players-view.c: the players grid. */
#define G_LOG_DOMAIN "valet-players-view"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-columns.h"
#include "valet-grid.h"
#include "valet-player-row.h"
#include "valet-players-view.h"

struct _ValetPlayersView
{
  ValetDocumentView    parent_instance;
  GtkSearchEntry      *search_entry;
  GtkLabel            *count_label;
  GtkColumnView       *column_view;

  ValetGrid           *grid;
  GtkColumnViewColumn *lead_column;
  int                  decimals;
  int                  whole;
};

G_DEFINE_FINAL_TYPE (ValetPlayersView, valet_players_view, VALET_TYPE_DOCUMENT_VIEW)

enum { SHOW_PARTNERSHIPS, N_SIGNALS };
static guint signals[N_SIGNALS];

/* A player is found by name, or by his whole tag. */
static gboolean
keep_player (gpointer item, const char *search, gpointer data)
{
  g_autofree char *tag = valet_grid_fold (valet_player_row_get_tag (item));

  return valet_grid_matches (valet_player_row_get_name (item), search)
         || g_strcmp0 (tag, search) == 0;
}

static char *
count_players (guint shown, guint all)
{
  if (shown == all)
    return g_strdup_printf (ngettext ("%u player", "%u players", all), all);
  return g_strdup_printf (ngettext ("%u of %u player", "%u of %u players", all), shown, all);
}

/* Leads only count when split. */
static void
scored_cb (ValetPlayersView *self)
{
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));
  gboolean lead;

  g_object_get (document, "lead", &lead, NULL);
  gtk_column_view_column_set_visible (self->lead_column, lead);
}

/* The units are those of the rows, told before their numbers change. */
static void
units_changed_cb (ValetPlayersView *self)
{
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));
  ValetScoring scoring = valet_document_get_rows_scoring (document);

  self->decimals = valet_scoring_decimals (scoring);
}

/* A player leads to his or her partnerships: the window shows them in
 * the ranking. */
static void
row_activated_cb (ValetPlayersView *self, guint position)
{
  g_autoptr (ValetPlayerRow) row = g_list_model_get_item (valet_players_view_get_rows (self),
                                                          position);

  if (row != NULL)
    g_signal_emit (self, signals[SHOW_PARTNERSHIPS], 0, valet_player_row_get_name (row));
}

/* The window's document, which the window's template gives every view
 * as it makes them. */
static void
valet_players_view_constructed (GObject *object)
{
  ValetPlayersView *self = VALET_PLAYERS_VIEW (object);
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));

  G_OBJECT_CLASS (valet_players_view_parent_class)->constructed (object);
  g_return_if_fail (VALET_IS_DOCUMENT (document));
  valet_grid_set_model (self->grid, valet_document_get_players (document));
  g_signal_connect_object (document, "notify::generation", G_CALLBACK (scored_cb), self,
                           G_CONNECT_SWAPPED);
  /* Another event: its players found and sorted afresh. */
  g_signal_connect_object (document, "notify::source", G_CALLBACK (valet_grid_start_over),
                           self->grid, G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::rows-scoring", G_CALLBACK (units_changed_cb),
                           self, G_CONNECT_SWAPPED);
  units_changed_cb (self);
  scored_cb (self);
}

static void
valet_players_view_class_init (ValetPlayersViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = valet_players_view_constructed;
  /* ValetPlayersView::show-partnerships: a player was activated; the
   * argument is his or her name, as the grid shows it. */
  signals[SHOW_PARTNERSHIPS] =
    g_signal_new ("show-partnerships", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/valetbridge/Valet/ui/valet-players-view.ui");
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_bind_template_child (widget_class, ValetPlayersView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, ValetPlayersView, count_label);
  gtk_widget_class_bind_template_child (widget_class, ValetPlayersView, column_view);
}

static void
valet_players_view_init (ValetPlayersView *self)
{
  GtkColumnView *cv;
  GType type = VALET_TYPE_PLAYER_ROW;

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
  self->grid = valet_grid_attach (cv, TRUE);
  valet_grid_set_search (self->grid, self->search_entry, self->count_label, keep_player,
                         count_players, NULL);
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
  valet_grid_refilter (self->grid);
}

void
valet_players_view_focus_search (ValetPlayersView *self)
{
  g_return_if_fail (VALET_IS_PLAYERS_VIEW (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

GtkColumnView *
valet_players_view_get_column_view (ValetPlayersView *self)
{
  g_return_val_if_fail (VALET_IS_PLAYERS_VIEW (self), NULL);
  return self->column_view;
}
