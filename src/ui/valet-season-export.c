/* valet-season-export.c: see valet-season-export.h. */
#define G_LOG_DOMAIN "valet-season-export"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-library.h"
#include "valet-library-season.h"
#include "valet-output-file.h"
#include "valet-season-export.h"
#include "valet-season-html.h"
#include "valet-season-pdf.h"
#include "valet-season-report.h"
#include "valet-season-xlsx.h"
#include "valet-site-folder.h"

typedef struct {
  GtkStack             *stack;      /* weak */
  AdwToastOverlay      *toasts;     /* weak */
  ValetSeasonExportGet  get;
  gpointer              data;
} Button;

typedef struct {
  ValetSeasonExportWhat   what;
  ValetSeasonExportFormat format;
  char                   *path;
  AdwToastOverlay        *toasts;   /* weak */
} Job;

void
valet_season_export_what_clear (ValetSeasonExportWhat *what)
{
  g_clear_pointer (&what->library, g_free);
  g_clear_pointer (&what->ids, g_array_unref);
  g_clear_pointer (&what->selection, g_free);
}

static void
job_free (gpointer data)
{
  Job *job = data;

  valet_season_export_what_clear (&job->what);
  g_free (job->path);
  g_clear_weak_pointer (&job->toasts);
  g_free (job);
}

static void
button_free (gpointer data)
{
  Button *b = data;

  g_clear_weak_pointer (&b->stack);
  g_clear_weak_pointer (&b->toasts);
  g_free (b);
}

/* The events listed in the report, in the order pooled: their names,
 * dates and sizes, each loaded (the library keeps results, not sizes). */
static gboolean
list_events (ValetSeasonReport *report, const ValetSeasonExportWhat *what, GError **error)
{
  g_autoptr (ValetLibrary) lib = valet_library_open (what->library, error);
  g_autoptr (GPtrArray) events = lib ? valet_library_list_events (lib, error) : NULL;

  if (events == NULL)
    return FALSE;
  for (guint i = 0; i < what->ids->len; i++)
    {
      gint64 id = g_array_index (what->ids, gint64, i);
      for (guint j = 0; j < events->len; j++)
        {
          const ValetLibraryEvent *e = g_ptr_array_index (events, j);
          ValetLibraryChoices choices = { 0 };
          if (e->id != id)
            continue;
          ValetTournament *t = valet_library_load_event (lib, id, &choices, error);
          valet_library_choices_clear (&choices);
          if (t == NULL)
            return FALSE;
          valet_season_report_add_event (report, e->name, e->day ? e->day : e->date,
                                         valet_tournament_n_boards (t),
                                         valet_tournament_n_results (t));
          valet_tournament_free (t);
        }
    }
  return TRUE;
}

static void
write_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  ValetSeasonExportWhat *what = &job->what;
  g_autoptr (GError) error = NULL;
  g_autoptr (ValetSeason) season = valet_library_season_pool (
    what->library, (const gint64 *) what->ids->data, what->ids->len, &what->options,
    what->min_boards, NULL, NULL, NULL, NULL, cancellable, &error);
  g_autoptr (ValetSeasonReport) report = NULL;
  gboolean ok = FALSE;

  if (season != NULL)
    {
      report = valet_season_report_new (season, what->selection, what->min_boards);
      ok = list_events (report, what, &error);
    }
  if (ok)
    switch (job->format)
      {
      case VALET_SEASON_EXPORT_PDF:
        ok = valet_season_write_pdf (report, job->path, VALET_PAPER_A4, &error);
        break;
      case VALET_SEASON_EXPORT_XLSX:
        ok = valet_season_write_xlsx (report, job->path, &error);
        break;
      case VALET_SEASON_EXPORT_HTML:
      default:
        ok = valet_season_write_html (report, job->path, &error);
        break;
      }
  /* The report borrows the season: it goes first. */
  g_clear_pointer (&report, valet_season_report_free);
  if (ok)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, g_steal_pointer (&error));
}

static void
toast (AdwToastOverlay *toasts, const char *text, gboolean stays)
{
  AdwToast *t;

  if (toasts == NULL)
    return;
  t = adw_toast_new (text);
  /* A failure stays until it is read. */
  adw_toast_set_timeout (t, stays ? 0 : 5);
  adw_toast_overlay_add_toast (toasts, t);
}

/* What follows the writing: the toast, then the caller's callback. */
typedef struct {
  GAsyncReadyCallback callback;
  gpointer            user_data;
} After;

static void
written (GObject *source, GAsyncResult *result, gpointer data)
{
  After *after = data;
  Job *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  g_autofree char *base = g_filename_display_basename (job->path);
  g_autofree char *text = NULL;
  gboolean ok = g_task_propagate_boolean (G_TASK (result), &error);

  if (!ok)
    /* TRANSLATORS: the file's name, then why. */
    text = g_strdup_printf (_("Could not save “%s”: %s"), base, error->message);
  else
    text = g_strdup_printf (_("Season report saved as “%s”"), base);
  toast (job->toasts, text, !ok);
  if (after->callback)
    {
      g_autoptr (GTask) told = g_task_new (NULL, NULL, after->callback, after->user_data);
      if (ok)
        g_task_return_boolean (told, TRUE);
      else
        g_task_return_error (told, g_steal_pointer (&error));
    }
  g_free (after);
}

void
valet_season_export_to_file (GtkWidget *button, ValetSeasonExportFormat format,
                             const char *path, GAsyncReadyCallback callback,
                             gpointer user_data)
{
  Button *b = g_object_get_data (G_OBJECT (button), "valet-season-export");
  Job *job = g_new0 (Job, 1);
  After *after = g_new0 (After, 1);
  g_autoptr (GTask) task = NULL;

  after->callback = callback;
  after->user_data = user_data;
  task = g_task_new (NULL, NULL, written, after);
  job->format = format;
  job->path = g_strdup (path);
  g_set_weak_pointer (&job->toasts, b->toasts);
  g_task_set_task_data (task, job, job_free);
  if (!b->get (b->data, &job->what))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "%s",
                               _("no season is shown"));
      return;
    }
  /* Never over the library, nor its journal, which the season is read
   * from. */
  for (guint i = 0; i < 3; i++)
    {
      const char *suffix[] = { "", "-wal", "-shm" };
      g_autofree char *file = g_strconcat (job->what.library, suffix[i], NULL);
      if (format == VALET_SEASON_EXPORT_HTML ? valet_path_within (file, path)
                                             : valet_same_file (file, path))
        {
          g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_EXISTS,
                                   _("the library of events is there (choose another file)"));
          return;
        }
    }
  g_task_run_in_thread (task, write_in_thread);
}

static void
replace_answered (AdwMessageDialog *dialog, const char *response, gpointer data)
{
  GtkWidget *button = data;
  const char *path = g_object_get_data (G_OBJECT (dialog), "path");

  if (g_str_equal (response, "replace"))
    valet_season_export_to_file (button, VALET_SEASON_EXPORT_HTML, path, NULL, NULL);
  g_object_unref (button);
}

/* The folder chooser says nothing of what a folder holds: an earlier
 * site is replaced only when the user says so, as the event's Export
 * asks.  TRUE when it asks. */
static gboolean
ask_before_replacing_site (GtkWidget *button, const char *path)
{
  ValetSiteFolderState state;
  g_autofree char *folder = NULL;
  g_autofree char *body = NULL;
  GtkRoot *root = gtk_widget_get_root (button);
  AdwMessageDialog *dialog;

  if (!valet_site_folder_check (path, &state, NULL) || state != VALET_SITE_FOLDER_SITE)
    return FALSE;
  folder = g_filename_display_basename (path);
  body = g_strdup_printf (_("“%s” holds a web site exported earlier. Exporting replaces its "
                            "pages with the season report."), folder);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root)
                                                                            : NULL,
                                                       _("Replace the Web Site?"), body));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "replace", _("_Replace"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "replace", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "path", g_strdup (path), g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (replace_answered), g_object_ref (button));
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* What follows the chooser: the question about an earlier site, then
 * the writing. */
void
valet_season_export_confirm_then_write (GtkWidget *button, ValetSeasonExportFormat format,
                                        const char *path)
{
  if (format == VALET_SEASON_EXPORT_HTML && ask_before_replacing_site (button, path))
    return;
  valet_season_export_to_file (button, format, path, NULL, NULL);
}

static void
chosen (GtkNativeDialog *dialog, int response, gpointer data)
{
  GtkWidget *button = data;
  ValetSeasonExportFormat format = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog),
                                                                       "format"));
  g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_autofree char *path = file ? g_file_get_path (file) : NULL;

  if (response == GTK_RESPONSE_ACCEPT && path != NULL)
    valet_season_export_confirm_then_write (button, format, path);
  else if (response == GTK_RESPONSE_ACCEPT)
    toast (((Button *) g_object_get_data (G_OBJECT (button), "valet-season-export"))->toasts,
           _("Reports can only be saved to a local folder"), TRUE);
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

static void
choose (GtkWidget *button, ValetSeasonExportFormat format)
{
  gboolean site = format == VALET_SEASON_EXPORT_HTML;
  GtkRoot *root = gtk_widget_get_root (button);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (
    site ? _("Export Season Web Site: Choose a New or Empty Folder")
         : format == VALET_SEASON_EXPORT_PDF ? _("Export Season Report as PDF")
                                             : _("Export Season Report as Spreadsheet"),
    GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
    site ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER : GTK_FILE_CHOOSER_ACTION_SAVE,
    _("_Export"), NULL);

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  if (!site)
    /* TRANSLATORS: the name proposed for the season report's file. */
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog),
                                       format == VALET_SEASON_EXPORT_PDF ? _("Season.pdf")
                                                                         : _("Season.xlsx"));
  g_object_set_data (G_OBJECT (dialog), "format", GINT_TO_POINTER (format));
  g_signal_connect (dialog, "response", G_CALLBACK (chosen), button);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
export_activated (GSimpleAction *action, GVariant *parameter, gpointer button)
{
  const char *name = g_action_get_name (G_ACTION (action));

  choose (button, g_str_equal (name, "pdf") ? VALET_SEASON_EXPORT_PDF
                  : g_str_equal (name, "xlsx") ? VALET_SEASON_EXPORT_XLSX
                                               : VALET_SEASON_EXPORT_HTML);
}

static void
page_changed (GtkStack *stack, GParamSpec *pspec, GtkWidget *button)
{
  const char *page = gtk_stack_get_visible_child_name (stack);

  gtk_widget_set_visible (button, page != NULL && g_str_equal (page, "ranking"));
}

GtkWidget *
valet_season_export_button_new (GtkStack *stack, AdwToastOverlay *toasts,
                                ValetSeasonExportGet get, gpointer data)
{
  static const GActionEntry entries[] = {
    { "pdf", export_activated }, { "xlsx", export_activated }, { "html", export_activated },
  };
  GtkWidget *button = gtk_menu_button_new ();
  g_autoptr (GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr (GMenu) menu = g_menu_new ();
  Button *b = g_new0 (Button, 1);

  g_set_weak_pointer (&b->stack, stack);
  g_set_weak_pointer (&b->toasts, toasts);
  b->get = get;
  b->data = data;
  g_object_set_data_full (G_OBJECT (button), "valet-season-export", b, button_free);
  g_action_map_add_action_entries (G_ACTION_MAP (group), entries, G_N_ELEMENTS (entries),
                                   button);
  gtk_widget_insert_action_group (button, "season-export", G_ACTION_GROUP (group));
  g_menu_append (menu, _("Season Report as _PDF…"), "season-export.pdf");
  g_menu_append (menu, _("Season Report as _Spreadsheet…"), "season-export.xlsx");
  g_menu_append (menu, _("Season Report as _Web Site…"), "season-export.html");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "document-save-symbolic");
  gtk_widget_set_tooltip_text (button, _("Export the Season Report"));
  g_signal_connect_object (stack, "notify::visible-child-name", G_CALLBACK (page_changed),
                           button, 0);
  page_changed (stack, NULL, button);
  return button;
}
