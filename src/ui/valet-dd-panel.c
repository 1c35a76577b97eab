/* valet-dd-panel.c: a board's double-dummy table and par. */
#define G_LOG_DOMAIN "valet-dd-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-dd-panel.h"
#include "valet-dd-check.h"

struct _ValetDdPanel
{
  AdwBin                parent_instance;
  GtkLabel             *tricks[5][4];   /* [ValetDenom][ValetSeat] */
  GtkLabel             *par;
  GtkLabel             *file_differs;  /* the file's own figures, where they differ */
  GtkWidget            *solving;        /* the progress bar and Cancel */
  GtkProgressBar       *progress;
  GtkWidget            *stopped;        /* "Cancelled" and Solve Again */
  GtkLabel             *stopped_label;
  ValetDocument        *document;
  ValetDdJob           *job;
  const ValetBoardDeal *deal;
  gulong                state_handler, fraction_handler;
};

G_DEFINE_FINAL_TYPE (ValetDdPanel, valet_dd_panel, ADW_TYPE_BIN)

/* The columns in the order hand records print them, and the rows. */
static const ValetDenom column_denoms[5] = { VALET_NOTRUMP, VALET_SPADES, VALET_HEARTS,
                                             VALET_DIAMONDS, VALET_CLUBS };
static const ValetSeat row_seats[4] = { VALET_NORTH, VALET_SOUTH, VALET_EAST, VALET_WEST };

static GtkLabel *
cell (GtkGrid *grid, const char *text, int column, int row, const char *klass)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0 : 1);
  gtk_widget_add_css_class (label, "numeric");
  if (klass != NULL)
    gtk_widget_add_css_class (label, klass);
  gtk_grid_attach (grid, label, column, row, 1, 1);
  return GTK_LABEL (label);
}

static void
show_state (ValetDdPanel *self)
{
  ValetDdJobState state = self->job ? valet_dd_job_get_state (self->job) : VALET_DD_JOB_DONE;
  const ValetDdTable *table = self->job ? valet_dd_job_table (self->job, self->deal) : NULL;
  ValetDdPar par = { 0 };

  gtk_widget_set_visible (self->solving, self->job && state == VALET_DD_JOB_SOLVING);
  gtk_widget_set_visible (self->stopped, self->job && (state == VALET_DD_JOB_CANCELLED
                                                       || state == VALET_DD_JOB_FAILED));
  if (state == VALET_DD_JOB_FAILED)
    gtk_label_set_text (self->stopped_label, valet_dd_job_get_message (self->job));
  else
    gtk_label_set_text (self->stopped_label, _("Double-dummy analysis cancelled"));
  if (self->job)
    gtk_progress_bar_set_fraction (self->progress, valet_dd_job_get_fraction (self->job));
  for (guint d = 0; d < 5; d++)
    for (guint s = 0; s < 4; s++)
      {
        g_autofree char *text = table ? g_strdup_printf ("%u", table->tricks[d][s]) : NULL;
        gtk_label_set_text (self->tricks[d][s], text ? text : "");
      }
  if (table && valet_dd_job_par (self->job, self->deal, &par))
    {
      g_autofree char *words = valet_dd_par_text (&par);
      /* Translators: the par score and contracts, "NS 980 (6S-NS)". */
      g_autofree char *text = g_strdup_printf (_("Par: %s"), words);
      gtk_label_set_text (self->par, text);
      valet_dd_par_clear (&par);
    }
  else
    gtk_label_set_text (self->par, "");
  /* A file written for other cards, or by a faulty program: the reader
   * of the board should know which figures to trust. */
  g_autofree char *differs = table ? valet_dd_deal_disagreement (self->deal, table) : NULL;
  gtk_label_set_text (self->file_differs, differs ? differs : "");
  gtk_widget_set_visible (GTK_WIDGET (self->file_differs), differs != NULL);
}

static void
job_changed_cb (ValetDdPanel *self)
{
  show_state (self);
}

static void
follow_job (ValetDdPanel *self, ValetDdJob *job)
{
  if (self->job == job)
    return;
  if (self->job)
    {
      g_clear_signal_handler (&self->state_handler, self->job);
      g_clear_signal_handler (&self->fraction_handler, self->job);
    }
  g_set_object (&self->job, job);
  if (job)
    {
      self->state_handler = g_signal_connect_swapped (job, "notify::state",
                                                      G_CALLBACK (job_changed_cb), self);
      self->fraction_handler = g_signal_connect_swapped (job, "notify::fraction",
                                                         G_CALLBACK (job_changed_cb), self);
    }
}

static void
cancel_clicked_cb (ValetDdPanel *self)
{
  if (self->job)
    valet_dd_job_cancel (self->job);
}

static void
again_clicked_cb (ValetDdPanel *self)
{
  if (self->document)
    follow_job (self, valet_dd_job_for_document (self->document, TRUE));
  show_state (self);
}

static void
valet_dd_panel_dispose (GObject *object)
{
  ValetDdPanel *self = VALET_DD_PANEL (object);

  follow_job (self, NULL);
  g_clear_weak_pointer (&self->document);
  G_OBJECT_CLASS (valet_dd_panel_parent_class)->dispose (object);
}

static void
valet_dd_panel_init (ValetDdPanel *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkGrid *grid = GTK_GRID (gtk_grid_new ());
  GtkWidget *heading = gtk_label_new (_("Double Dummy"));
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *again = gtk_button_new_with_mnemonic (_("_Solve Again"));

  gtk_widget_add_css_class (GTK_WIDGET (self), "hand-diagram");
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_grid_set_column_spacing (grid, 12);
  gtk_grid_set_row_spacing (grid, 2);
  for (guint c = 0; c < 5; c++)
    {
      ValetDenom d = column_denoms[c];
      gboolean red = d == VALET_HEARTS || d == VALET_DIAMONDS;
      cell (grid, d == VALET_NOTRUMP ? valet_denom_short_name (d) : valet_denom_symbol (d),
            (int) c + 1, 0, red ? "red-suit" : "dim-label");
    }
  for (guint r = 0; r < 4; r++)
    {
      char seat[2] = { valet_seat_letter (row_seats[r]), '\0' };
      GtkLabel *name = cell (grid, seat, 0, (int) r + 1, "dim-label");
      gtk_widget_set_tooltip_text (GTK_WIDGET (name), valet_deal_seat_name (row_seats[r]));
      for (guint c = 0; c < 5; c++)
        self->tricks[column_denoms[c]][row_seats[r]] = cell (grid, "", (int) c + 1, (int) r + 1,
                                                             NULL);
    }
  gtk_widget_set_halign (GTK_WIDGET (grid), GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (grid));
  self->par = GTK_LABEL (gtk_label_new (""));
  gtk_label_set_xalign (self->par, 0);
  gtk_label_set_wrap (self->par, TRUE);
  gtk_label_set_max_width_chars (self->par, 28);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->par));
  self->file_differs = GTK_LABEL (gtk_label_new (""));
  gtk_label_set_xalign (self->file_differs, 0);
  gtk_label_set_wrap (self->file_differs, TRUE);
  gtk_label_set_max_width_chars (self->file_differs, 28);
  gtk_widget_add_css_class (GTK_WIDGET (self->file_differs), "warning");
  gtk_widget_set_visible (GTK_WIDGET (self->file_differs), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->file_differs));

  self->solving = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_text (self->progress, _("Solving the deals…"));
  gtk_progress_bar_set_show_text (self->progress, TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->progress), GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (GTK_WIDGET (self->progress), TRUE);
  gtk_widget_set_tooltip_text (cancel, _("Stop the double-dummy analysis; what is solved is kept "
                                         "for next time"));
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (cancel_clicked_cb), self);
  gtk_box_append (GTK_BOX (self->solving), GTK_WIDGET (self->progress));
  gtk_box_append (GTK_BOX (self->solving), cancel);
  gtk_box_append (GTK_BOX (box), self->solving);

  self->stopped = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->stopped_label = GTK_LABEL (gtk_label_new (""));
  gtk_label_set_wrap (self->stopped_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->stopped_label), "dim-label");
  g_signal_connect_swapped (again, "clicked", G_CALLBACK (again_clicked_cb), self);
  gtk_box_append (GTK_BOX (self->stopped), GTK_WIDGET (self->stopped_label));
  gtk_box_append (GTK_BOX (self->stopped), again);
  gtk_box_append (GTK_BOX (box), self->stopped);
  gtk_widget_set_visible (self->solving, FALSE);
  gtk_widget_set_visible (self->stopped, FALSE);

  adw_bin_set_child (ADW_BIN (self), box);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static void
valet_dd_panel_class_init (ValetDdPanelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = valet_dd_panel_dispose;
  gtk_widget_class_set_accessible_role (GTK_WIDGET_CLASS (klass), GTK_ACCESSIBLE_ROLE_GROUP);
}

GtkWidget *
valet_dd_panel_new (void)
{
  return g_object_new (VALET_TYPE_DD_PANEL, NULL);
}

void
valet_dd_panel_show (ValetDdPanel *self, ValetDocument *document, const ValetBoardDeal *deal)
{
  g_return_if_fail (VALET_IS_DD_PANEL (self));

  g_set_weak_pointer (&self->document, document);
  self->deal = deal;
  follow_job (self, deal && document ? valet_dd_job_for_document (document, FALSE) : NULL);
  gtk_widget_set_visible (GTK_WIDGET (self), self->job != NULL);
  show_state (self);
}

const char *
valet_dd_panel_get_tricks_text (ValetDdPanel *self, ValetDenom denom, ValetSeat seat)
{
  g_return_val_if_fail (VALET_IS_DD_PANEL (self) && denom <= VALET_NOTRUMP
                        && seat <= VALET_WEST, NULL);
  return gtk_label_get_text (self->tricks[denom][seat]);
}

const char *
valet_dd_panel_get_file_differs_text (ValetDdPanel *self)
{
  g_return_val_if_fail (VALET_IS_DD_PANEL (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->file_differs))
         ? gtk_label_get_text (self->file_differs) : NULL;
}

const char *
valet_dd_panel_get_par_text (ValetDdPanel *self)
{
  g_return_val_if_fail (VALET_IS_DD_PANEL (self), NULL);
  return gtk_label_get_text (self->par);
}

gboolean
valet_dd_panel_get_solving (ValetDdPanel *self)
{
  g_return_val_if_fail (VALET_IS_DD_PANEL (self), FALSE);
  return gtk_widget_get_visible (self->solving);
}

void
valet_dd_panel_cancel (ValetDdPanel *self)
{
  cancel_clicked_cb (self);
}

void
valet_dd_panel_solve_again (ValetDdPanel *self)
{
  again_clicked_cb (self);
}
