/* valet-list-switch.c: one button per list of the movement. */
#define G_LOG_DOMAIN "valet-list-switch"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-list-switch.h"
#include "valet-pair-lists.h"

struct _ValetListSwitch
{
  GtkWidget  parent_instance;
  GtkWidget *label;
  GtkWidget *buttons;     /* a linked box of toggle buttons */
  GPtrArray *headings;    /* char * */
  guint      selected;
};

G_DEFINE_FINAL_TYPE (ValetListSwitch, valet_list_switch, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_SELECTED, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
toggled_cb (GtkToggleButton *button, ValetListSwitch *self)
{
  if (!gtk_toggle_button_get_active (button))
    return;
  guint list = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "list"));
  if (list == self->selected)
    return;
  self->selected = list;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

static void
clear_buttons (ValetListSwitch *self)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (self->buttons)) != NULL)
    gtk_box_remove (GTK_BOX (self->buttons), child);
}

static void
make_buttons (ValetListSwitch *self)
{
  GtkToggleButton *first = NULL;

  clear_buttons (self);
  for (guint i = 0; i < self->headings->len; i++)
    {
      GtkWidget *button = gtk_toggle_button_new_with_label (g_ptr_array_index (self->headings,
                                                                               i));
      g_object_set_data (G_OBJECT (button), "list", GUINT_TO_POINTER (i));
      if (first)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), first);
      else
        first = GTK_TOGGLE_BUTTON (button);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), i == self->selected);
      g_signal_connect (button, "toggled", G_CALLBACK (toggled_cb), self);
      gtk_box_append (GTK_BOX (self->buttons), button);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), self->headings->len > 1);
}

void
valet_list_switch_set_run (ValetListSwitch *self, ValetRun *run)
{
  g_return_if_fail (VALET_IS_LIST_SWITCH (self));
  g_autoptr (GPtrArray) headings = g_ptr_array_new_with_free_func (g_free);

  if (run && valet_tournament_has_pair_labels (valet_run_tournament (run)))
    {
      g_autoptr (ValetPairLists) lists = valet_pair_lists_new (valet_run_tournament (run),
                                                               valet_run_ranking (run));
      for (guint i = 0; i < valet_pair_lists_n (lists) && valet_pair_lists_n (lists) > 1; i++)
        g_ptr_array_add (headings, g_strdup (valet_pair_lists_heading (lists, i)));
    }
  gboolean same = headings->len == self->headings->len;
  for (guint i = 0; same && i < headings->len; i++)
    same = g_str_equal (g_ptr_array_index (headings, i), g_ptr_array_index (self->headings, i));
  if (same)
    return;
  g_ptr_array_unref (self->headings);
  self->headings = g_steal_pointer (&headings);
  gboolean changed = self->selected != 0;
  self->selected = 0;
  make_buttons (self);
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

guint
valet_list_switch_get_n_lists (ValetListSwitch *self)
{
  g_return_val_if_fail (VALET_IS_LIST_SWITCH (self), 0);
  return self->headings->len;
}

guint
valet_list_switch_get_selected (ValetListSwitch *self)
{
  g_return_val_if_fail (VALET_IS_LIST_SWITCH (self), 0);
  return self->selected;
}

void
valet_list_switch_set_selected (ValetListSwitch *self, guint list)
{
  g_return_if_fail (VALET_IS_LIST_SWITCH (self));
  g_return_if_fail (list < MAX (self->headings->len, 1));
  guint i = 0;
  for (GtkWidget *b = gtk_widget_get_first_child (self->buttons); b;
       b = gtk_widget_get_next_sibling (b), i++)
    if (i == list)
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (b), TRUE);
}

const char *
valet_list_switch_get_heading (ValetListSwitch *self, guint list)
{
  g_return_val_if_fail (VALET_IS_LIST_SWITCH (self), NULL);
  return list < self->headings->len ? g_ptr_array_index (self->headings, list) : NULL;
}

static void
valet_list_switch_get_property (GObject *object, guint prop_id, GValue *value,
                                GParamSpec *pspec)
{
  ValetListSwitch *self = VALET_LIST_SWITCH (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      g_value_set_uint (value, self->selected);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
valet_list_switch_dispose (GObject *object)
{
  ValetListSwitch *self = VALET_LIST_SWITCH (object);

  g_clear_pointer (&self->label, gtk_widget_unparent);
  g_clear_pointer (&self->buttons, gtk_widget_unparent);
  G_OBJECT_CLASS (valet_list_switch_parent_class)->dispose (object);
}

static void
valet_list_switch_finalize (GObject *object)
{
  g_ptr_array_unref (VALET_LIST_SWITCH (object)->headings);
  G_OBJECT_CLASS (valet_list_switch_parent_class)->finalize (object);
}

static void
valet_list_switch_class_init (ValetListSwitchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = valet_list_switch_get_property;
  object_class->dispose = valet_list_switch_dispose;
  object_class->finalize = valet_list_switch_finalize;
  properties[PROP_SELECTED] = g_param_spec_uint ("selected", NULL, NULL, 0, G_MAXUINT, 0,
                                                 G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                 | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
}

static void
valet_list_switch_init (ValetListSwitch *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 12);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 6);
  self->headings = g_ptr_array_new_with_free_func (g_free);
  /* TRANSLATORS: before the buttons that choose which list of the
   * movement the ranking shows (North-South, East-West, a section). */
  self->label = gtk_label_new (_("Ranking of"));
  gtk_widget_add_css_class (self->label, "heading");
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));
  self->buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (self->buttons, "linked");
  gtk_widget_set_parent (self->buttons, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->buttons),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Which list of the movement the ranking shows"), -1);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

ValetListSwitch *
valet_list_switch_new (void)
{
  return g_object_new (VALET_TYPE_LIST_SWITCH, NULL);
}
