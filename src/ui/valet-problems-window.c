/* valet-problems-window.c: the problems found in the input. */
#define G_LOG_DOMAIN "valet-problems-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "valet-problems-window.h"

struct _ValetProblemsWindow
{
  AdwWindow    parent_instance;
  GtkLabel    *summary_label;
  GtkTextView *text_view;
  char        *text;
};

G_DEFINE_FINAL_TYPE (ValetProblemsWindow, valet_problems_window, ADW_TYPE_WINDOW)

static void
copy_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ValetProblemsWindow *self = VALET_PROBLEMS_WINDOW (widget);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), self->text);
}

static void
valet_problems_window_finalize (GObject *object)
{
  g_free (VALET_PROBLEMS_WINDOW (object)->text);
  G_OBJECT_CLASS (valet_problems_window_parent_class)->finalize (object);
}

static void
valet_problems_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), VALET_TYPE_PROBLEMS_WINDOW);
  G_OBJECT_CLASS (valet_problems_window_parent_class)->dispose (object);
}

static void
valet_problems_window_class_init (ValetProblemsWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = valet_problems_window_dispose;
  G_OBJECT_CLASS (klass)->finalize = valet_problems_window_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/valetbridge/Valet/ui/valet-problems-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ValetProblemsWindow, summary_label);
  gtk_widget_class_bind_template_child (widget_class, ValetProblemsWindow, text_view);
  gtk_widget_class_install_action (widget_class, "problems.copy", NULL, copy_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
valet_problems_window_init (ValetProblemsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* @text with each player the readers name by a quoted tag ('269') named
 * by name too, where the file gives one: "player '269' (Ann Able)". */
static char *
name_players (const char *text, ValetTournament *t)
{
  g_autoptr (GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);
  GString *out = g_string_new (NULL);
  const char *p = text;

  for (guint i = 0; t != NULL && i < valet_tournament_n_players (t); i++)
    {
      const char *tag = valet_tournament_player_tag (t, i);
      const char *name = valet_tournament_player_display_name (t, i);

      if (tag != NULL && name != NULL && *name != '\0' && g_strcmp0 (tag, name) != 0)
        g_hash_table_insert (names, (gpointer) tag, (gpointer) name);
    }
  while (*p != '\0')
    {
      const char *open = strchr (p, '\'');
      const char *close = open ? strchr (open + 1, '\'') : NULL;
      g_autofree char *quoted = NULL;
      const char *name;

      if (close == NULL || g_hash_table_size (names) == 0)
        break;
      quoted = g_strndup (open + 1, close - open - 1);
      name = g_hash_table_lookup (names, quoted);
      g_string_append_len (out, p, close + 1 - p);
      if (name != NULL)
        g_string_append_printf (out, " (%s)", name);
      p = close + 1;
    }
  g_string_append (out, p);
  return g_string_free (out, FALSE);
}

ValetProblemsWindow *
valet_problems_window_new (GtkWindow *parent, ValetDiagnostics *diagnostics,
                           ValetTournament *corrected)
{
  ValetProblemsWindow *self;
  guint errors = valet_diagnostics_count (diagnostics);
  guint warnings = valet_diagnostics_n_warnings (diagnostics);
  g_autofree char *summary = NULL;
  g_autofree char *lines = NULL;
  g_autofree char *warned = NULL;

  self = g_object_new (VALET_TYPE_PROBLEMS_WINDOW, "transient-for", parent, NULL);
  {
    g_autofree char *tagged = valet_diagnostics_format (diagnostics);
    self->text = name_players (tagged, corrected);
  }
  guint n_notes = corrected ? valet_tournament_n_notes (corrected) : 0;
  if (n_notes > 0)
    {
      /* The corrections made since the results were read, after what
       * was found in them. */
      GString *all = g_string_new (self->text);
      if (all->len > 0)
        g_string_append_c (all, '\n');
      g_string_append_printf (all, "%s\n", _("Corrections made to the results read:"));
      for (guint i = 0; i < n_notes; i++)
        g_string_append_printf (all, "%s\n", valet_tournament_note (corrected, i));
      g_free (self->text);
      self->text = g_string_free (all, FALSE);
    }
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->text_view), self->text, -1);

  lines = g_strdup_printf (ngettext ("%u line with errors was left out;",
                                     "%u lines with errors were left out;", errors), errors);
  /* Not "lines that were kept": a warning's line may be read as it
   * stands (a name's bytes replaced) or left out on purpose (a board a
   * Bridgemate file marks "Not played"), and each warning says which. */
  warned = g_strdup_printf (ngettext ("%u warning says whether its line was kept or left out.",
                                      "%u warnings say whether their lines were kept or left out.",
                                      warnings),
                            warnings);
  g_autofree char *corrections = n_notes == 0 ? g_strdup ("")
    : g_strdup_printf (ngettext (" %u correction was made here.",
                                 " %u corrections were made here.", n_notes), n_notes);
  summary = g_strconcat (lines, " ", warned, corrections, NULL);
  gtk_label_set_text (self->summary_label, summary);
  return self;
}

const char *
valet_problems_window_get_text (ValetProblemsWindow *self)
{
  g_return_val_if_fail (VALET_IS_PROBLEMS_WINDOW (self), NULL);
  return self->text;
}
