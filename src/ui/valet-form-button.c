/* valet-form-button.c: the scoring form of the event open, why it is
 * the one used, and the choice of another for this event.
 *
 * A ranking in matchpoints and one in IMPs differ; which one is shown
 * is never left unsaid.  The button stands in the ranking's options row:
 * "Matchpoints, as the file says", "IMPs across the field, your
 * default", "Butler IMPs, chosen for this event"; its menu scores the
 * event in another form, kept with the event's details (never as the
 * preference, which Preferences sets).
 */
#define G_LOG_DOMAIN "valet-form-button"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-form-button.h"

struct _ValetFormButton
{
  AdwBin          parent_instance;
  GtkMenuButton  *button;
  GtkLabel       *label;
  GtkCheckButton *choice[VALET_SCORING_MATCHPOINTS + 1];   /* by ValetScoring */
  ValetDocument  *document;
  gboolean        updating;    /* the checks follow the document */
};

G_DEFINE_FINAL_TYPE (ValetFormButton, valet_form_button, ADW_TYPE_BIN)

/* The form as a label starts: capitalised, unlike valet_scoring_name(). */
static const char *
form_title (ValetScoring scoring)
{
  switch (scoring)
    {
    case VALET_SCORING_DATUM:       return _("Butler IMPs against a datum");
    case VALET_SCORING_MATCHPOINTS: return _("Matchpoints");
    case VALET_SCORING_IMPS:
    default:                        return _("IMPs across the field");
    }
}

static void
update_cb (ValetFormButton *self)
{
  ValetScoring scoring = valet_document_get_scoring (self->document);
  guint line = 0;
  const char *word = valet_document_get_scoring_word (self->document, &line);
  g_autofree char *text = NULL;
  g_autofree char *tip = NULL;

  switch (valet_document_get_scoring_origin (self->document))
    {
    case VALET_SCORING_FROM_FILE:
      /* Translators: the scoring form, "Matchpoints, as the file says". */
      text = g_strdup_printf (_("%s, as the file says"), form_title (scoring));
      break;
    case VALET_SCORING_FROM_EVENT:
      /* Translators: the scoring form chosen by hand for the event open. */
      text = g_strdup_printf (_("%s, chosen for this event"), form_title (scoring));
      break;
    case VALET_SCORING_FROM_DEFAULT:
    default:
      /* Translators: the scoring form of Preferences, "IMPs across the
       * field, your default". */
      text = g_strdup_printf (_("%s, your default"), form_title (scoring));
      break;
    }
  if (word != NULL && line > 0)
    /* Translators: the file's own word for its scoring form, and its line. */
    tip = g_strdup_printf (_("The file says “%s” (line %u). Choose another form for this "
                             "event here; Preferences sets the default."), word, line);
  else if (word != NULL)
    tip = g_strdup_printf (_("The file says “%s”. Choose another form for this event here; "
                             "Preferences sets the default."), word);
  else
    tip = g_strdup (_("The file does not say its scoring form. Choose one for this event "
                      "here; Preferences sets the default."));
  gtk_label_set_text (self->label, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->button), tip);
  gtk_widget_set_visible (GTK_WIDGET (self),
                          valet_document_get_source (self->document) != NULL);
  self->updating = TRUE;
  gtk_check_button_set_active (self->choice[scoring], TRUE);
  self->updating = FALSE;
}

void
valet_form_button_choose (ValetFormButton *self, ValetScoring scoring)
{
  g_autoptr (GError) error = NULL;

  g_return_if_fail (VALET_IS_FORM_BUTTON (self));
  g_return_if_fail (scoring <= VALET_SCORING_MATCHPOINTS);
  if (self->document == NULL)
    return;
  if (!valet_document_set_event_scoring (self->document, scoring, &error))
    {
      /* It is used all the same; only the next opening forgets it. */
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
      g_message ("the scoring form chosen could not be kept: %s", error->message);
      if (ADW_IS_APPLICATION_WINDOW (root))
        gtk_widget_error_bell (GTK_WIDGET (root));
    }
}

static void
toggled_cb (GtkCheckButton *check, ValetFormButton *self)
{
  if (self->updating || !gtk_check_button_get_active (check))
    return;
  for (guint s = 0; s <= VALET_SCORING_MATCHPOINTS; s++)
    if (self->choice[s] == check)
      valet_form_button_choose (self, s);
}

const char *
valet_form_button_get_text (ValetFormButton *self)
{
  g_return_val_if_fail (VALET_IS_FORM_BUTTON (self), NULL);
  return gtk_label_get_text (self->label);
}

void
valet_form_button_set_document (ValetFormButton *self, ValetDocument *document)
{
  g_return_if_fail (VALET_IS_FORM_BUTTON (self));
  g_return_if_fail (self->document == NULL);
  self->document = g_object_ref (document);
  g_signal_connect_object (document, "notify::scoring", G_CALLBACK (update_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::source", G_CALLBACK (update_cb), self,
                           G_CONNECT_SWAPPED);
  update_cb (self);
}

static void
valet_form_button_dispose (GObject *object)
{
  ValetFormButton *self = VALET_FORM_BUTTON (object);

  g_clear_object (&self->document);
  adw_bin_set_child (ADW_BIN (self), NULL);
  G_OBJECT_CLASS (valet_form_button_parent_class)->dispose (object);
}

static void
valet_form_button_class_init (ValetFormButtonClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = valet_form_button_dispose;
}

/* The menu: a heading, the three forms as radio items, and a word on
 * where the choice is kept. */
static GtkWidget *
choices_new (ValetFormButton *self)
{
  static const ValetScoring order[] = {
    VALET_SCORING_MATCHPOINTS, VALET_SCORING_IMPS, VALET_SCORING_DATUM,
  };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (_("Score this event in"));
  GtkWidget *note = gtk_label_new (_("Kept with this event's details. Preferences sets the "
                                     "form of files that do not say theirs."));
  GtkCheckButton *group = NULL;

  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_box_append (GTK_BOX (box), heading);
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      GtkWidget *check = gtk_check_button_new_with_label (form_title (order[i]));
      gtk_check_button_set_group (GTK_CHECK_BUTTON (check), group);
      group = GTK_CHECK_BUTTON (check);
      self->choice[order[i]] = GTK_CHECK_BUTTON (check);
      g_signal_connect (check, "toggled", G_CALLBACK (toggled_cb), self);
      gtk_box_append (GTK_BOX (box), check);
    }
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (note), 36);
  gtk_label_set_xalign (GTK_LABEL (note), 0);
  gtk_widget_add_css_class (note, "dim-label");
  gtk_box_append (GTK_BOX (box), note);
  return box;
}

static void
valet_form_button_init (ValetFormButton *self)
{
  GtkWidget *popover = gtk_popover_new ();

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  self->label = GTK_LABEL (gtk_label_new (NULL));
  /* Cut short on a narrow window, not holding it wide. */
  gtk_label_set_ellipsize (self->label, PANGO_ELLIPSIZE_END);
  self->button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  /* The arrow says that it opens a menu, which a label alone does not. */
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->label));
  gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("pan-down-symbolic"));
  gtk_menu_button_set_child (self->button, box);
  gtk_popover_set_child (GTK_POPOVER (popover), choices_new (self));
  gtk_menu_button_set_popover (self->button, popover);
  gtk_widget_add_css_class (GTK_WIDGET (self->button), "flat");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Scoring form"), -1);
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->button));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
