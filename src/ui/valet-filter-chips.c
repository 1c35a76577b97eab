/* valet-filter-chips.c: the filters on the ranking, shown and removable.
 *
 * A ranking that leaves pairs out says so: the rounds scored and the
 * minimum number of boards each stand above the grid as a chip whose
 * click takes the filter away, so that "12 of 220 pairs" never has a
 * hidden reason.
 */
#define G_LOG_DOMAIN "valet-filter-chips"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-filter-chips.h"

struct _ValetFilterChips
{
  AdwBin         parent_instance;
  GtkBox        *box;
  GtkButton     *rounds;
  GtkButton     *minimum;
  ValetDocument *document;
};

G_DEFINE_FINAL_TYPE (ValetFilterChips, valet_filter_chips, ADW_TYPE_BIN)

static void
set_chip (GtkButton *chip, const char *text)
{
  GtkWidget *label = g_object_get_data (G_OBJECT (chip), "label");
  g_autofree char *remove = NULL;

  gtk_widget_set_visible (GTK_WIDGET (chip), text != NULL);
  if (text == NULL)
    return;
  gtk_label_set_text (GTK_LABEL (label), text);
  /* Cut short on a narrow window: whole under the pointer. */
  gtk_widget_set_tooltip_text (label, text);
  /* Translators: the accessible name of a filter chip's button. */
  remove = g_strdup_printf (_("Remove the filter “%s”"), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (chip), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  remove, -1);
}

static void
update_cb (ValetFilterChips *self)
{
  g_autofree char *rounds = NULL, *rounds_text = NULL, *minimum_text = NULL;
  guint min_hands = 0, share = 0;

  g_object_get (self->document, "rounds", &rounds, "min-hands", &min_hands, NULL);
  share = valet_document_get_applied_share (self->document);
  if (rounds != NULL && *rounds != '\0')
    rounds_text = g_strdup_printf (_("Rounds %s"), rounds);
  if (min_hands > 0 && share > 0)
    minimum_text = g_strdup_printf (ngettext ("At least %u board, %u %% of the most played",
                                              "At least %u boards, %u %% of the most played",
                                              min_hands), min_hands, share);
  else if (min_hands > 0)
    minimum_text = g_strdup_printf (ngettext ("At least %u board", "At least %u boards",
                                              min_hands), min_hands);
  set_chip (self->rounds, rounds_text);
  set_chip (self->minimum, minimum_text);
  gtk_widget_set_visible (GTK_WIDGET (self), rounds_text != NULL || minimum_text != NULL);
}

static void
rounds_clicked_cb (ValetFilterChips *self)
{
  g_object_set (self->document, "rounds", "", NULL);
}

static void
minimum_clicked_cb (ValetFilterChips *self)
{
  /* For these results only: the qualifying share stays in the
   * preferences, for the next (valet-document.h). */
  g_object_set (self->document, "min-hands", 0u, NULL);
}

static GtkButton *
chip_new (ValetFilterChips *self, GCallback clicked)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);

  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("window-close-symbolic"));
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "filter-chip");
  gtk_widget_set_tooltip_text (button, _("Remove this filter"));
  g_object_set_data (G_OBJECT (button), "label", label);
  g_signal_connect_object (button, "clicked", clicked, self, G_CONNECT_SWAPPED);
  gtk_box_append (self->box, button);
  return GTK_BUTTON (button);
}

void
valet_filter_chips_set_document (ValetFilterChips *self, ValetDocument *document)
{
  const char *const props[] = { "notify::rounds", "notify::min-hands", "notify::min-share" };

  g_return_if_fail (VALET_IS_FILTER_CHIPS (self));
  g_return_if_fail (self->document == NULL);
  self->document = g_object_ref (document);
  for (guint i = 0; i < G_N_ELEMENTS (props); i++)
    g_signal_connect_object (document, props[i], G_CALLBACK (update_cb), self,
                             G_CONNECT_SWAPPED);
  update_cb (self);
}

static void
valet_filter_chips_dispose (GObject *object)
{
  ValetFilterChips *self = VALET_FILTER_CHIPS (object);

  g_clear_object (&self->document);
  G_OBJECT_CLASS (valet_filter_chips_parent_class)->dispose (object);
}

static void
valet_filter_chips_class_init (ValetFilterChipsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = valet_filter_chips_dispose;
}

/* A chip is a small rounded button, its label and a cross: libadwaita
 * 1.2 has none, and its "pill" is a large call to action. */
static void
add_style (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      GtkCssProvider *css = gtk_css_provider_new ();
      gtk_css_provider_load_from_data (css, ".filter-chip { padding: 2px 8px 2px 12px; "
                                            "min-height: 24px; border-radius: 999px; }", -1);
      gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                  GTK_STYLE_PROVIDER (css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      g_once_init_leave (&done, 1);
    }
}

static void
valet_filter_chips_init (ValetFilterChips *self)
{
  add_style ();
  self->box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6));
  gtk_widget_set_margin_start (GTK_WIDGET (self->box), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->box), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->box), 6);
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->box));
  self->rounds = chip_new (self, G_CALLBACK (rounds_clicked_cb));
  self->minimum = chip_new (self, G_CALLBACK (minimum_clicked_cb));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
