/* valet-preferences-window.c: the scoring options of a document.  Every
 * change goes straight to the document, which scores again in the
 * background. */
#define G_LOG_DOMAIN "valet-preferences-window"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-model-enums.h"
#include "valet-library-actions.h"
#include "valet-preferences-window.h"

struct _ValetPreferencesWindow
{
  AdwPreferencesWindow parent_instance;
  AdwComboRow         *scoring_row;
  GtkSwitch           *cloud_switch;
  AdwActionRow        *lead_row;
  GtkSwitch           *lead_switch;
  GtkSwitch           *compat_switch;
  GtkSwitch           *rank_luck_free_switch;
  AdwComboRow         *datum_row;
  AdwActionRow        *extremes_row;
  GtkSwitch           *extremes_switch;
  GtkSwitch           *hard_round_switch;
  GtkSwitch           *compensate_switch;
  GtkSwitch           *neuberg_switch;
  GtkSpinButton       *min_share_spin;
  GtkSpinButton       *adjusted_imps_spin;
  AdwEntryRow         *rounds_row;
  AdwComboRow         *encoding_row;
  ValetDocument       *document;
};

G_DEFINE_FINAL_TYPE (ValetPreferencesWindow, valet_preferences_window,
                     ADW_TYPE_PREFERENCES_WINDOW)

enum { PROP_0, PROP_DOCUMENT, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
rounds_apply_cb (ValetPreferencesWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->rounds_row));

  if (valet_document_set_rounds (self->document, text))
    gtk_widget_remove_css_class (GTK_WIDGET (self->rounds_row), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->rounds_row), "error");
}

/* The combo's rows are in the order of the ValetScoring values. */
static gboolean
enum_to_index (GBinding *binding, const GValue *from, GValue *to, gpointer data)
{
  g_value_set_uint (to, (guint) g_value_get_enum (from));
  return TRUE;
}

static gboolean
index_to_enum (GBinding *binding, const GValue *from, GValue *to, gpointer data)
{
  guint index = g_value_get_uint (from);

  if (index > VALET_SCORING_MATCHPOINTS)
    return FALSE;
  g_value_set_enum (to, (int) index);
  return TRUE;
}

/* The choices of a combo row whose rows stand for words of a string
 * property, in the rows' order. */
typedef struct {
  const char *const *words;
  guint              n;
} Words;

/* The character sets of the encoding row; "" is the automatic choice. */
static const char *const encodings[] = {
  "", "windows-1250", "windows-1252", "iso-8859-2", "iso-8859-1",
};
static const Words encoding_words = { encodings, G_N_ELEMENTS (encodings) };

/* The datum rules of the datum row, in valet-cli's words. */
static const char *const datums[] = {
  "mean", "median", "small-field", "trim:2", "trim%:10",
};
static const Words datum_words = { datums, G_N_ELEMENTS (datums) };

static gboolean
word_to_index (GBinding *binding, const GValue *from, GValue *to, gpointer data)
{
  const Words *w = data;
  const char *word = g_value_get_string (from);
  guint i = 0;

  while (i < w->n && g_ascii_strcasecmp (word ? word : "", w->words[i]) != 0)
    i++;
  /* Another word, set by hand in the settings: the row shows no choice
   * rather than a wrong one. */
  g_value_set_uint (to, i < w->n ? i : GTK_INVALID_LIST_POSITION);
  return TRUE;
}

static gboolean
index_to_word (GBinding *binding, const GValue *from, GValue *to, gpointer data)
{
  const Words *w = data;
  guint index = g_value_get_uint (from);

  if (index >= w->n)
    return FALSE;
  g_value_set_string (to, w->words[index]);
  return TRUE;
}

/* Leaving out the extremes is a choice of the mean, and of the
 * small-field rules (which leave them out from five tables anyway). */
static gboolean
datum_is_mean (GBinding *binding, const GValue *from, GValue *to, gpointer data)
{
  const char *rule = g_value_get_string (from);
  g_value_set_boolean (to, g_ascii_strcasecmp (rule, "mean") == 0
                           || g_ascii_strcasecmp (rule, "small-field") == 0);
  return TRUE;
}

static void
valet_preferences_window_constructed (GObject *object)
{
  ValetPreferencesWindow *self = VALET_PREFERENCES_WINDOW (object);
  ValetDocument *document = self->document;
  const GBindingFlags flags = G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE;
  g_autofree char *rounds = NULL;

  G_OBJECT_CLASS (valet_preferences_window_parent_class)->constructed (object);
  g_return_if_fail (VALET_IS_DOCUMENT (document));
  /* The preference: the form of results that do not declare theirs.
   * One event's own form is chosen above its ranking, and kept with it. */
  g_object_bind_property_full (document, "default-scoring", self->scoring_row, "selected", flags,
                               enum_to_index, index_to_enum, NULL, NULL);
  /* (Short: a longer subtitle leaves the choice itself an ellipsis.) */
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->scoring_row),
                               _("When the results file does not say"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->scoring_row),
                               _("An event's own form is chosen above its ranking and kept "
                                 "with the event"));
  g_object_bind_property (document, "cloud", self->cloud_switch, "active", flags);
  g_object_bind_property (document, "lead", self->lead_switch, "active", flags);
  /* Results without leads have no lead to split. */
  g_object_bind_property (document, "has-leads", self->lead_row, "sensitive",
                          G_BINDING_SYNC_CREATE);
  /* ...and no switch drawn on or off for a split that is not made: the
   * preference stays for results that have leads. */
  g_object_bind_property (document, "has-leads", self->lead_switch, "visible",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (document, "compat", self->compat_switch, "active", flags);
  g_object_bind_property (document, "rank-luck-free", self->rank_luck_free_switch, "active",
                          flags);
  g_object_bind_property_full (document, "datum", self->datum_row, "selected", flags,
                               word_to_index, index_to_word, (gpointer) &datum_words, NULL);
  g_object_bind_property_full (document, "datum", self->extremes_row, "sensitive",
                               G_BINDING_SYNC_CREATE, datum_is_mean, NULL, NULL, NULL);
  g_object_bind_property (document, "extremes", self->extremes_switch, "active", flags);
  g_object_bind_property (document, "hard-round", self->hard_round_switch, "active", flags);
  g_object_bind_property (document, "compensate", self->compensate_switch, "active", flags);
  g_object_bind_property (document, "neuberg", self->neuberg_switch, "active", flags);
  /* Valet 1.1 has no factoring: the run ignores the preference then. */
  g_object_bind_property (document, "compat", self->neuberg_switch, "sensitive",
                          G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
  g_object_bind_property (document, "min-share", self->min_share_spin, "value", flags);
  g_object_bind_property (document, "adjusted-imps", self->adjusted_imps_spin, "value", flags);
  g_object_bind_property_full (document, "encoding", self->encoding_row, "selected", flags,
                               word_to_index, index_to_word, (gpointer) &encoding_words, NULL);
  g_object_get (document, "rounds", &rounds, NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->rounds_row), rounds);
}

static void
valet_preferences_window_dispose (GObject *object)
{
  g_clear_object (&VALET_PREFERENCES_WINDOW (object)->document);
  gtk_widget_dispose_template (GTK_WIDGET (object), VALET_TYPE_PREFERENCES_WINDOW);
  G_OBJECT_CLASS (valet_preferences_window_parent_class)->dispose (object);
}

static void
valet_preferences_window_get_property (GObject *object, guint prop_id, GValue *value,
                                       GParamSpec *pspec)
{
  if (prop_id == PROP_DOCUMENT)
    g_value_set_object (value, VALET_PREFERENCES_WINDOW (object)->document);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
valet_preferences_window_set_property (GObject *object, guint prop_id, const GValue *value,
                                       GParamSpec *pspec)
{
  if (prop_id == PROP_DOCUMENT)
    VALET_PREFERENCES_WINDOW (object)->document = g_value_dup_object (value);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
valet_preferences_window_class_init (ValetPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = valet_preferences_window_constructed;
  object_class->dispose = valet_preferences_window_dispose;
  object_class->get_property = valet_preferences_window_get_property;
  object_class->set_property = valet_preferences_window_set_property;
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, VALET_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/valetbridge/Valet/ui/valet-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ValetPreferencesWindow, scoring_row);
  gtk_widget_class_bind_template_child (widget_class, ValetPreferencesWindow, cloud_switch);
  gtk_widget_class_bind_template_child (widget_class, ValetPreferencesWindow, lead_row);
  gtk_widget_class_bind_template_child (widget_class, ValetPreferencesWindow, lead_switch);
  gtk_widget_class_bind_template_child (widget_class, ValetPreferencesWindow, compat_switch);
  gtk_widget_class_bind_template_child (widget_class, ValetPreferencesWindow,
                                        rank_luck_free_switch);
  gtk_widget_class_bind_template_child (widget_class, ValetPreferencesWindow, datum_row);
  gtk_widget_class_bind_template_child (widget_class, ValetPreferencesWindow, extremes_row);
  gtk_widget_class_bind_template_child (widget_class, ValetPreferencesWindow, extremes_switch);
  gtk_widget_class_bind_template_child (widget_class, ValetPreferencesWindow, hard_round_switch);
  gtk_widget_class_bind_template_child (widget_class, ValetPreferencesWindow, compensate_switch);
  gtk_widget_class_bind_template_child (widget_class, ValetPreferencesWindow, neuberg_switch);
  gtk_widget_class_bind_template_child (widget_class, ValetPreferencesWindow, min_share_spin);
  gtk_widget_class_bind_template_child (widget_class, ValetPreferencesWindow, adjusted_imps_spin);
  gtk_widget_class_bind_template_child (widget_class, ValetPreferencesWindow, rounds_row);
  gtk_widget_class_bind_template_child (widget_class, ValetPreferencesWindow, encoding_row);
  gtk_widget_class_bind_template_callback (widget_class, rounds_apply_cb);
}

static void
valet_preferences_window_init (ValetPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The library of events: valet-library-actions.c. */
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self),
                              ADW_PREFERENCES_PAGE (valet_library_actions_preferences ()));
}

ValetPreferencesWindow *
valet_preferences_window_new (GtkWindow *parent, ValetDocument *document)
{
  g_return_val_if_fail (VALET_IS_DOCUMENT (document), NULL);

  return g_object_new (VALET_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent, "document", document, NULL);
}
