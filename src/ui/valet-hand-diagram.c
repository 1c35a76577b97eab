/* valet-hand-diagram.c: the four hands of a board around the table. */
#define G_LOG_DOMAIN "valet-hand-diagram"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-hand-diagram.h"

struct _ValetHandDiagram
{
  AdwBin    parent_instance;
  GtkLabel *names[4];        /* [ValetSeat] */
  GtkLabel *hcp[4];
  GtkLabel *suits[4][4];     /* [ValetSeat][suit] */
  GtkLabel *dealer;
  GtkLabel *vulnerability;
};

G_DEFINE_FINAL_TYPE (ValetHandDiagram, valet_hand_diagram, ADW_TYPE_BIN)

/* The red of the error colour, which libadwaita lightens for a dark
 * background: a suit's symbol reads on either. */
static void
add_style (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      GtkCssProvider *css = gtk_css_provider_new ();
      gtk_css_provider_load_from_data (css, ".hand-diagram .red-suit { color: @error_color; }",
                                       -1);
      gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                  GTK_STYLE_PROVIDER (css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      g_object_unref (css);
      g_once_init_leave (&done, 1);
    }
}

static GtkLabel *
new_label (const char *klass)
{
  GtkWidget *label = gtk_label_new ("");

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (klass != NULL)
    gtk_widget_add_css_class (label, klass);
  return GTK_LABEL (label);
}

/* One hand: its seat and points, then a line for each suit. */
static GtkWidget *
new_hand (ValetHandDiagram *self, ValetSeat seat)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  self->names[seat] = new_label ("heading");
  gtk_label_set_text (self->names[seat], valet_deal_seat_name (seat));
  self->hcp[seat] = new_label ("dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->hcp[seat]), "numeric");
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->names[seat]), 0, 0, 2, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->hcp[seat]), 2, 0, 1, 1);
  for (ValetDenom suit = VALET_SPADES; suit <= VALET_CLUBS; suit++)
    {
      gboolean red = suit == VALET_HEARTS || suit == VALET_DIAMONDS;
      GtkLabel *symbol = new_label (red ? "red-suit" : NULL);

      gtk_label_set_text (symbol, valet_denom_symbol (suit));
      self->suits[seat][suit] = new_label (NULL);
      gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (symbol), 0, 1 + suit, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->suits[seat][suit]), 1, 1 + suit, 2, 1);
    }
  return grid;
}

static void
valet_hand_diagram_init (ValetHandDiagram *self)
{
  GtkWidget *table = gtk_grid_new ();
  GtkWidget *middle = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  /* Where each hand sits: North above, South below, West and East
   * either side of the table's middle. */
  static const int place[4][2] = { { 1, 0 }, { 2, 1 }, { 1, 2 }, { 0, 1 } };

  add_style ();
  gtk_widget_add_css_class (GTK_WIDGET (self), "hand-diagram");
  gtk_grid_set_column_spacing (GTK_GRID (table), 24);
  gtk_grid_set_row_spacing (GTK_GRID (table), 12);
  gtk_widget_set_halign (table, GTK_ALIGN_START);
  for (ValetSeat seat = VALET_NORTH; seat <= VALET_WEST; seat++)
    gtk_grid_attach (GTK_GRID (table), new_hand (self, seat), place[seat][0], place[seat][1],
                     1, 1);
  self->dealer = new_label ("dim-label");
  self->vulnerability = new_label ("dim-label");
  gtk_box_append (GTK_BOX (middle), GTK_WIDGET (self->dealer));
  gtk_box_append (GTK_BOX (middle), GTK_WIDGET (self->vulnerability));
  gtk_widget_set_valign (middle, GTK_ALIGN_CENTER);
  gtk_grid_attach (GTK_GRID (table), middle, 1, 1, 1, 1);
  adw_bin_set_child (ADW_BIN (self), table);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static void
valet_hand_diagram_class_init (ValetHandDiagramClass *klass)
{
  gtk_widget_class_set_accessible_role (GTK_WIDGET_CLASS (klass), GTK_ACCESSIBLE_ROLE_GROUP);
}

GtkWidget *
valet_hand_diagram_new (void)
{
  return g_object_new (VALET_TYPE_HAND_DIAGRAM, NULL);
}

void
valet_hand_diagram_set_deal (ValetHandDiagram *self, const ValetBoardDeal *deal)
{
  g_return_if_fail (VALET_IS_HAND_DIAGRAM (self));

  gtk_widget_set_visible (GTK_WIDGET (self), deal != NULL);
  if (deal == NULL)
    return;
  for (ValetSeat seat = VALET_NORTH; seat <= VALET_WEST; seat++)
    {
      /* Translators: a hand's high-card points. */
      g_autofree char *hcp = g_strdup_printf (_("%u HCP"), valet_deal_hcp (&deal->deal, seat));

      gtk_label_set_text (self->hcp[seat], hcp);
      for (ValetDenom suit = VALET_SPADES; suit <= VALET_CLUBS; suit++)
        {
          g_autofree char *cards = valet_deal_suit_text (&deal->deal, seat, suit);
          /* A void as a dash, not a line left empty. */
          gtk_label_set_text (self->suits[seat][suit], cards[0] != '\0' ? cards : "\u2014");
        }
    }
  {
    /* Translators: the board's dealer, a seat. */
    g_autofree char *dealer = g_strdup_printf (_("Dealer: %s"), valet_deal_seat_name (deal->dealer));
    /* Translators: who is vulnerable: "None", "N-S", "E-W" or "Both". */
    g_autofree char *vul = g_strdup_printf (_("Vulnerable: %s"),
                                            valet_vulnerability_name (deal->vulnerability));

    gtk_label_set_text (self->dealer, dealer);
    gtk_label_set_text (self->vulnerability, vul);
  }
}

const char *
valet_hand_diagram_get_suit_text (ValetHandDiagram *self, ValetSeat seat, ValetDenom suit)
{
  g_return_val_if_fail (VALET_IS_HAND_DIAGRAM (self) && seat <= VALET_WEST
                        && suit <= VALET_CLUBS, NULL);
  return gtk_label_get_text (self->suits[seat][suit]);
}

const char *
valet_hand_diagram_get_hcp_text (ValetHandDiagram *self, ValetSeat seat)
{
  g_return_val_if_fail (VALET_IS_HAND_DIAGRAM (self) && seat <= VALET_WEST, NULL);
  return gtk_label_get_text (self->hcp[seat]);
}

const char *
valet_hand_diagram_get_dealer_text (ValetHandDiagram *self)
{
  g_return_val_if_fail (VALET_IS_HAND_DIAGRAM (self), NULL);
  return gtk_label_get_text (self->dealer);
}

const char *
valet_hand_diagram_get_vulnerability_text (ValetHandDiagram *self)
{
  g_return_val_if_fail (VALET_IS_HAND_DIAGRAM (self), NULL);
  return gtk_label_get_text (self->vulnerability);
}
