/* valet-csv-mapping-dialog.c: the columns of a CSV file, chosen by hand. */
#define G_LOG_DOMAIN "valet-csv-mapping-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-csv-mapping-dialog.h"
#include "valet-csv-mappings.h"
#include "valet-reader.h"

/* Enough rows to recognise the columns by their contents. */
#define PREVIEW_ROWS 5
/* Longer header cells are cut in the drop-downs, to keep them narrow. */
#define MAX_ITEM_CHARS 28

struct _ValetCsvMappingDialog
{
  AdwWindow             parent_instance;
  GtkLabel             *intro_label;
  AdwPreferencesGroup  *fields_group;
  GtkLabel             *problem_label;
  GtkGrid              *preview_grid;
  GtkDropDown          *drop_downs[VALET_CSV_N_FIELDS];
  GStrv                 header;
  gboolean              responded;
};

G_DEFINE_FINAL_TYPE (ValetCsvMappingDialog, valet_csv_mapping_dialog, ADW_TYPE_WINDOW)

enum {
  RESPONSE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* In the order of ValetCsvField. */
static const struct {
  const char *title;
  const char *subtitle;
} fields[VALET_CSV_N_FIELDS] = {
  { N_("_Round"), N_("Optional: without it, every result is in round 1") },
  { N_("_Board"), N_("The board number") },
  { N_("_North"), N_("The North player’s name") },
  { N_("_East"), N_("The East player’s name") },
  { N_("_South"), N_("The South player’s name") },
  { N_("_West"), N_("The West player’s name") },
  { N_("Contr_act"), N_("Such as 4S, 3NX, or P when passed out") },
  { N_("_Declarer"), N_("N, E, S or W") },
  { N_("_Tricks"), N_("Tricks won by declarer (a “result” column)") },
  { N_("_Lead"), N_("Optional: the opening lead, such as HK") },
  { N_("Wei_ght"), N_("Optional: an outcome’s weight in a weighted score, such as 0.6") },
  { N_("S_ide"), N_("Optional: NS or EW, for one side’s line of a split score") },
};

/* A field's title without its mnemonic, for messages. */
static char *
field_label (ValetCsvField field)
{
  g_autoptr (GString) label = g_string_new (_(fields[field].title));

  g_string_replace (label, "_", "", 0);
  return g_string_free (g_steal_pointer (&label), FALSE);
}

/* What keeps the chosen columns from being read, or NULL. */
static char *
mapping_problem (const ValetCsvMapping *mapping)
{
  g_autoptr (GString) missing = g_string_new (NULL);

  for (guint f = 0; f < VALET_CSV_N_FIELDS; f++)
    if (valet_csv_field_is_required (f) && mapping->column[f] < 0)
      {
        g_autofree char *label = field_label (f);
        /* Translators: the separator of a list of fields. */
        g_string_append_printf (missing, "%s%s", missing->len ? _(", ") : "", label);
      }
  if (missing->len > 0)
    return g_strdup_printf (_("Choose a column for: %s."), missing->str);
  for (guint f = 0; f < VALET_CSV_N_FIELDS; f++)
    for (guint g = f + 1; g < VALET_CSV_N_FIELDS; g++)
      if (mapping->column[f] >= 0 && mapping->column[f] == mapping->column[g])
        {
          g_autofree char *first = field_label (f);
          g_autofree char *second = field_label (g);
          return g_strdup_printf (_("One column is chosen for both %s and %s."), first, second);
        }
  return NULL;
}

static void
update_problem_cb (ValetCsvMappingDialog *self)
{
  ValetCsvMapping mapping;
  g_autofree char *problem = NULL;

  valet_csv_mapping_dialog_get_mapping (self, &mapping);
  problem = mapping_problem (&mapping);
  gtk_label_set_text (self->problem_label, problem ? problem : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), problem != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "mapping.open", problem == NULL);
}

static void
respond (ValetCsvMappingDialog *self, const char *response)
{
  if (self->responded)
    return;
  self->responded = TRUE;
  g_signal_emit (self, signals[RESPONSE], 0, response);
}

static void
open_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  respond (VALET_CSV_MAPPING_DIALOG (widget), "open");
  gtk_window_close (GTK_WINDOW (widget));
}

static void
cancel_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  gtk_window_close (GTK_WINDOW (widget));
}

/* Esc, Cancel and the window manager all end here. */
static gboolean
valet_csv_mapping_dialog_close_request (GtkWindow *window)
{
  respond (VALET_CSV_MAPPING_DIALOG (window), "cancel");
  return GTK_WINDOW_CLASS (valet_csv_mapping_dialog_parent_class)->close_request (window);
}

static void
valet_csv_mapping_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), VALET_TYPE_CSV_MAPPING_DIALOG);
  G_OBJECT_CLASS (valet_csv_mapping_dialog_parent_class)->dispose (object);
}

static void
valet_csv_mapping_dialog_finalize (GObject *object)
{
  g_strfreev (VALET_CSV_MAPPING_DIALOG (object)->header);
  G_OBJECT_CLASS (valet_csv_mapping_dialog_parent_class)->finalize (object);
}

static void
valet_csv_mapping_dialog_class_init (ValetCsvMappingDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = valet_csv_mapping_dialog_dispose;
  G_OBJECT_CLASS (klass)->finalize = valet_csv_mapping_dialog_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = valet_csv_mapping_dialog_close_request;

  signals[RESPONSE] = g_signal_new ("response", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/valetbridge/Valet/ui/valet-csv-mapping-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ValetCsvMappingDialog, intro_label);
  gtk_widget_class_bind_template_child (widget_class, ValetCsvMappingDialog, fields_group);
  gtk_widget_class_bind_template_child (widget_class, ValetCsvMappingDialog, problem_label);
  gtk_widget_class_bind_template_child (widget_class, ValetCsvMappingDialog, preview_grid);
  gtk_widget_class_install_action (widget_class, "mapping.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "mapping.cancel", NULL, cancel_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
valet_csv_mapping_dialog_init (ValetCsvMappingDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* "(none)", then each column by its header cell. */
static GListModel *
column_names (const char *const *header)
{
  GtkStringList *names = gtk_string_list_new (NULL);

  gtk_string_list_append (names, _("(none)"));
  for (guint i = 0; header[i] != NULL; i++)
    {
      g_autofree char *valid = g_utf8_make_valid (header[i], -1);
      g_autofree char *name = NULL;

      if (valid[0] == '\0')
        name = g_strdup_printf (_("Column %u"), i + 1);
      else if (g_utf8_strlen (valid, -1) > MAX_ITEM_CHARS)
        {
          g_autofree char *cut = g_utf8_substring (valid, 0, MAX_ITEM_CHARS - 1);
          name = g_strconcat (cut, "…", NULL);
        }
      else
        name = g_steal_pointer (&valid);
      gtk_string_list_append (names, name);
    }
  return G_LIST_MODEL (names);
}

static void
add_field_rows (ValetCsvMappingDialog *self, const ValetCsvMapping *initial)
{
  /* Drop-downs of one width, so that the column names line up. */
  g_autoptr (GtkSizeGroup) widths = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);

  for (guint f = 0; f < VALET_CSV_N_FIELDS; f++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkDropDown *drop_down = GTK_DROP_DOWN (gtk_drop_down_new (column_names ((const char *const *) self->header),
                                                                 NULL));
      g_autofree char *label = field_label (f);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(fields[f].title));
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(fields[f].subtitle));
      gtk_widget_set_valign (GTK_WIDGET (drop_down), GTK_ALIGN_CENTER);
      gtk_size_group_add_widget (widths, GTK_WIDGET (drop_down));
      gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      gtk_drop_down_set_selected (drop_down, (guint) (initial->column[f] + 1));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (drop_down));
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (drop_down));
      adw_preferences_group_add (self->fields_group, row);
      g_signal_connect_object (drop_down, "notify::selected", G_CALLBACK (update_problem_cb), self,
                               G_CONNECT_SWAPPED);
      self->drop_downs[f] = drop_down;
    }
}

static GtkWidget *
preview_cell (const char *text, gboolean heading)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GtkWidget *label = gtk_label_new (valid);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
  if (heading)
    gtk_widget_add_css_class (label, "heading");
  return label;
}

static void
fill_preview (ValetCsvMappingDialog *self, GPtrArray *rows)
{
  for (guint r = 0; r < rows->len; r++)
    {
      char **cells = g_ptr_array_index (rows, r);
      for (guint c = 0; cells[c] != NULL; c++)
        gtk_grid_attach (self->preview_grid, preview_cell (cells[c], r == 0), (int) c, (int) r,
                         1, 1);
    }
}

ValetCsvMappingDialog *
valet_csv_mapping_dialog_new (GtkWindow *parent, const char *file_name, GPtrArray *rows,
                              const ValetCsvMapping *initial)
{
  ValetCsvMappingDialog *self;
  g_autofree char *intro = NULL;

  g_return_val_if_fail (rows != NULL && rows->len > 0, NULL);
  g_return_val_if_fail (initial != NULL, NULL);

  self = g_object_new (VALET_TYPE_CSV_MAPPING_DIALOG, "transient-for", parent, NULL);
  self->header = g_strdupv (g_ptr_array_index (rows, 0));
  intro = g_strdup_printf (_("The first row of “%s” does not name its columns in words "
                             "Valet knows. Choose the column that holds each field; files "
                             "with the same first row will open with these columns."),
                           file_name);
  gtk_label_set_text (self->intro_label, intro);
  add_field_rows (self, initial);
  fill_preview (self, rows);
  update_problem_cb (self);
  return self;
}

void
valet_csv_mapping_dialog_get_mapping (ValetCsvMappingDialog *self, ValetCsvMapping *mapping)
{
  g_return_if_fail (VALET_IS_CSV_MAPPING_DIALOG (self));
  g_return_if_fail (mapping != NULL);

  for (guint f = 0; f < VALET_CSV_N_FIELDS; f++)
    {
      guint selected = gtk_drop_down_get_selected (self->drop_downs[f]);
      mapping->column[f] = selected == GTK_INVALID_LIST_POSITION ? -1 : (int) selected - 1;
    }
}

const char *const *
valet_csv_mapping_dialog_get_header (ValetCsvMappingDialog *self)
{
  g_return_val_if_fail (VALET_IS_CSV_MAPPING_DIALOG (self), NULL);
  return (const char *const *) self->header;
}

GtkDropDown *
valet_csv_mapping_dialog_get_drop_down (ValetCsvMappingDialog *self, ValetCsvField field)
{
  g_return_val_if_fail (VALET_IS_CSV_MAPPING_DIALOG (self), NULL);
  g_return_val_if_fail (field < VALET_CSV_N_FIELDS, NULL);
  return self->drop_downs[field];
}

/* ---- asking: the first rows in a worker, then the dialog ---------------- */

typedef struct {
  GtkWindow *parent;       /* weak: it may close while the file is read */
  char      *path;
  char      *name;
  char      *encoding;
  GVariant  *remembered;
  GVariant  *chosen;
} Run;

static void
run_free (gpointer data)
{
  Run *run = data;

  g_clear_weak_pointer (&run->parent);
  g_free (run->path);
  g_free (run->name);
  g_free (run->encoding);
  g_clear_pointer (&run->remembered, g_variant_unref);
  g_clear_pointer (&run->chosen, g_variant_unref);
  g_free (run);
}

static void
read_rows_in_thread (GTask *task, gpointer source_object, gpointer data,
                     GCancellable *cancellable)
{
  Run *run = data;
  GError *error = NULL;
  GPtrArray *rows = valet_read_csv_preview (run->path, run->encoding[0] ? run->encoding : NULL,
                                            PREVIEW_ROWS, &error);

  if (rows == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, rows, (GDestroyNotify) g_ptr_array_unref);
}

static void
responded_cb (ValetCsvMappingDialog *dialog, const char *response, GTask *task)
{
  Run *run = g_task_get_task_data (task);

  if (g_str_equal (response, "open"))
    {
      ValetCsvMapping mapping;
      valet_csv_mapping_dialog_get_mapping (dialog, &mapping);
      run->chosen = g_variant_ref_sink (valet_csv_mappings_insert (run->remembered,
                                                                   (const char *const *) dialog->header,
                                                                   &mapping));
    }
  g_task_return_boolean (task, run->chosen != NULL);
}

/* The dialog went away with its parent, without an answer. */
static void
dialog_destroyed_cb (ValetCsvMappingDialog *dialog, GTask *task)
{
  if (!dialog->responded)
    {
      dialog->responded = TRUE;
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               "The window was closed");
    }
}

static void
rows_read (GObject *object, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  Run *run = g_task_get_task_data (task);
  GError *error = NULL;
  g_autoptr (GPtrArray) rows = g_task_propagate_pointer (G_TASK (result), &error);
  ValetCsvMappingDialog *dialog;
  ValetCsvMapping initial;

  if (rows == NULL || run->parent == NULL || g_task_return_error_if_cancelled (task))
    {
      if (rows == NULL)
        g_task_return_error (task, error);
      else if (run->parent == NULL)
        g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                 "The window was closed");
      return;
    }
  if (!valet_csv_mappings_lookup (run->remembered, g_ptr_array_index (rows, 0), &initial))
    valet_csv_match_header (g_ptr_array_index (rows, 0), &initial);
  dialog = valet_csv_mapping_dialog_new (run->parent, run->name, rows, &initial);
  g_signal_connect_data (dialog, "response", G_CALLBACK (responded_cb), g_object_ref (task),
                         (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  g_signal_connect (dialog, "destroy", G_CALLBACK (dialog_destroyed_cb), task);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
valet_csv_mapping_dialog_run_async (GtkWindow *parent, GFile *file, const char *encoding,
                                    GVariant *remembered, GCancellable *cancellable,
                                    GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = NULL;
  g_autoptr (GTask) read = NULL;
  Run *run;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, valet_csv_mapping_dialog_run_async);
  run = g_new0 (Run, 1);
  g_set_weak_pointer (&run->parent, parent);
  run->path = g_file_get_path (file);
  run->name = g_file_get_basename (file);
  run->encoding = g_strdup (encoding ? encoding : "");
  run->remembered = remembered ? g_variant_ref_sink (remembered) : NULL;
  g_task_set_task_data (task, run, run_free);
  if (run->path == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               _("Only local files and folders can be opened"));
      return;
    }

  read = g_task_new (NULL, cancellable, rows_read, g_object_ref (task));
  g_task_set_task_data (read, run, NULL);
  g_task_run_in_thread (read, read_rows_in_thread);
}

gboolean
valet_csv_mapping_dialog_run_finish (GAsyncResult *result, GVariant **mappings, GError **error)
{
  Run *run;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  run = g_task_get_task_data (G_TASK (result));
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  if (mappings != NULL)
    *mappings = g_variant_ref (run->chosen);
  return TRUE;
}
