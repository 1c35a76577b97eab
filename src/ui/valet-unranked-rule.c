/* valet-unranked-rule.c: a rule above the first pair without a rank. */
#define G_LOG_DOMAIN "valet-unranked-rule"

#include "config.h"

#include "valet-unranked-rule.h"

#define RULE_CLASS "valet-rule-above"
#define LIST_ITEM_KEY "valet-rule-list-item"
#define QUEUED_KEY "valet-rule-queued"

/* Whether @item has a rank property and no rank. */
static gboolean
is_unranked (gpointer item)
{
  GValue value = G_VALUE_INIT;
  GValue number = G_VALUE_INIT;
  gboolean unranked;

  if (item == NULL || g_object_class_find_property (G_OBJECT_GET_CLASS (item), "rank") == NULL)
    return FALSE;
  g_object_get_property (item, "rank", &value);
  g_value_init (&number, G_TYPE_DOUBLE);
  g_value_transform (&value, &number);
  unranked = g_value_get_double (&number) < 1;
  g_value_unset (&value);
  g_value_unset (&number);
  return unranked;
}

/* The list item of the row widget @row, from the cell whose child was
 * tracked; NULL if none. */
static GtkListItem *
row_list_item (GtkWidget *row)
{
  for (GtkWidget *cell = gtk_widget_get_first_child (row); cell != NULL;
       cell = gtk_widget_get_next_sibling (cell))
    {
      GtkWidget *child = gtk_widget_get_first_child (cell);
      GtkListItem *list_item = child ? g_object_get_data (G_OBJECT (child), LIST_ITEM_KEY) : NULL;
      if (list_item != NULL)
        return list_item;
    }
  return NULL;
}

/* A row draws the rule when its pair has no rank and the pair shown
 * just above it has one: wherever the ranked pairs end, in whatever
 * order the grid is sorted. */
static void
update_rules (GtkColumnView *view)
{
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (view));
  GtkWidget *list = gtk_widget_get_last_child (GTK_WIDGET (view));

  if (model == NULL || list == NULL)
    return;
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkListItem *list_item = row_list_item (row);
      gboolean rule = FALSE;

      if (list_item != NULL && gtk_list_item_get_item (list_item) != NULL)
        {
          guint position = gtk_list_item_get_position (list_item);
          if (position > 0 && position != GTK_INVALID_LIST_POSITION
              && is_unranked (gtk_list_item_get_item (list_item)))
            {
              g_autoptr (GObject) above = g_list_model_get_item (model, position - 1);
              rule = above != NULL && !is_unranked (above);
            }
        }
      if (rule)
        gtk_widget_add_css_class (row, RULE_CLASS);
      else
        gtk_widget_remove_css_class (row, RULE_CLASS);
    }
}

static gboolean
update_rules_idle_cb (gpointer data)
{
  g_autoptr (GObject) view = g_weak_ref_get (data);

  if (view != NULL)
    {
      g_object_set_data (view, QUEUED_KEY, NULL);
      update_rules (GTK_COLUMN_VIEW (view));
    }
  return G_SOURCE_REMOVE;
}

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

/* Rows are bound, moved and reused as the grid scrolls, sorts and
 * filters; once they have settled the rules are drawn again, all of
 * them, since a row's rule depends on the row above. */
static void
queue_update_cb (GtkListItem *list_item, GParamSpec *pspec, GtkWidget *child)
{
  GtkWidget *view = gtk_widget_get_ancestor (child, GTK_TYPE_COLUMN_VIEW);
  GWeakRef *ref;

  if (view == NULL || g_object_get_data (G_OBJECT (view), QUEUED_KEY) != NULL)
    return;
  g_object_set_data (G_OBJECT (view), QUEUED_KEY, GINT_TO_POINTER (1));
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, view);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, update_rules_idle_cb, ref, weak_ref_free);
}

static void
add_style (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      GtkCssProvider *css = gtk_css_provider_new ();
      /* Drawn inside the row, so that no row moves for it. */
      gtk_css_provider_load_from_data (css, "columnview row." RULE_CLASS " { box-shadow: "
                                            "inset 0 2px alpha(currentColor, 0.45); }", -1);
      gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                  GTK_STYLE_PROVIDER (css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      g_once_init_leave (&done, 1);
    }
}

void
valet_unranked_rule_track (GtkListItem *list_item, GtkWidget *child)
{
  g_return_if_fail (GTK_IS_LIST_ITEM (list_item));
  g_return_if_fail (GTK_IS_WIDGET (child));

  add_style ();
  g_object_set_data (G_OBJECT (child), LIST_ITEM_KEY, list_item);
  g_signal_connect_object (list_item, "notify::item", G_CALLBACK (queue_update_cb), child, 0);
  g_signal_connect_object (list_item, "notify::position", G_CALLBACK (queue_update_cb), child, 0);
}

gboolean
valet_unranked_rule_shown (GtkWidget *row)
{
  g_return_val_if_fail (GTK_IS_WIDGET (row), FALSE);
  return gtk_widget_has_css_class (row, RULE_CLASS);
}
