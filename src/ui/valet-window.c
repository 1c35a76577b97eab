/* valet-window.c: the main window. */
#define G_LOG_DOMAIN "valet-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "valet-board-view.h"
#include "valet-charts-view.h"
#include "valet-csv-mapping-dialog.h"
#include "valet-event-dialog.h"
#include "valet-export.h"
#include "valet-file-job.h"
#include "valet-library-actions.h"
#include "valet-players-view.h"
#include "valet-preferences-window.h"
#include "valet-print.h"
#include "valet-problems-window.h"
#include "valet-ranking-view.h"
#include "valet-save-as.h"
#include "valet-teams-view.h"
#include "valet-window.h"

struct _ValetWindow
{
  AdwApplicationWindow  parent_instance;
  AdwToastOverlay      *toast_overlay;
  GMenu                *save_as_section;   /* "Results for Other Programs" */
  GtkSpinner           *spinner;
  GtkSpinner           *loading_spinner;
  AdwViewSwitcherTitle *switcher_title;
  AdwWindowTitle       *event_title;
  GtkWidget            *problems_button;
  GtkStack             *main_stack;
  AdwViewStack         *view_stack;
  ValetRankingView     *ranking_view;
  ValetBoardView       *board_view;
  ValetPlayersView     *players_view;
  ValetChartsView      *charts_view;
  AdwToast             *toast;        /* the problems toast, while shown */
  gint64                toast_added;  /* when, in monotonic time */

  ValetDocument        *document;
  GSettings            *settings;
  GCancellable         *loading;
  GtkFileChooserNative *chooser;
  GFile                *opening;         /* what the latest load reads */
  gboolean              columns_chosen;  /* ...with CSV columns just chosen */
  gboolean              closing;         /* the user said to close all the same */
};

G_DEFINE_FINAL_TYPE (ValetWindow, valet_window, ADW_TYPE_APPLICATION_WINDOW)

/* The options kept between sessions, by GSettings key = document
 * property; the "scoring" key is the form of results that say none
 * ("default-scoring": a form chosen for one event is kept with its
 * details, never here). */
static const char *const option_keys[] = {
  "cloud", "lead", "extremes", "hard-round", "compensate", "min-share", "adjusted-imps",
  "datum", "compat", "rank-luck-free",
  "neuberg",
};
/* (The minimum boards and the rounds belong to one tournament: they are
 * not kept for the next, whose ranking they would quietly shorten.  The
 * qualifying share is.) */

static void
update_title_cb (ValetWindow *self)
{
  const char *shown = valet_document_get_title (self->document);
  const char *method = valet_document_get_description (self->document);
  g_autofree char *title = NULL;
  g_autofree char *marked = NULL;
  const char *event = shown;
  const char *subtitle = method;
  g_autofree char *from = NULL;
  ValetSource *source = valet_document_get_source (self->document);

  /* An event of the library has no file to name it: where it comes
   * from and its date lead the subtitle, so that it is not taken for a
   * file open (narrow, the end of the subtitle is cut, and the method
   * shows beside the ranking anyway). */
  if (shown != NULL && valet_source_get_library_event (source, NULL) != 0)
    {
      const char *date = valet_document_get_event (self->document, VALET_EVENT_DATE);
      if (date != NULL)
        /* Translators: the subtitle of an event opened from the library:
         * its date, then its scoring method. */
        subtitle = from = g_strdup_printf (_("From the Library, %s — %s"), date, method);
      else
        /* Translators: the same without a date. */
        subtitle = from = g_strdup_printf (_("From the Library — %s"), method);
    }

  /* Corrections not saved yet: marked as editors mark a changed file. */
  if (shown != NULL && valet_document_get_changed (self->document))
    event = marked = g_strdup_printf ("• %s", shown);

  if (event == NULL)
    {
      adw_view_switcher_title_set_title (self->switcher_title, "Valet");
      adw_view_switcher_title_set_subtitle (self->switcher_title, "");
      adw_window_title_set_title (self->event_title, "Valet");
      adw_window_title_set_subtitle (self->event_title, "");
      gtk_window_set_title (GTK_WINDOW (self), "Valet");
      return;
    }
  adw_view_switcher_title_set_title (self->switcher_title, event);
  adw_view_switcher_title_set_subtitle (self->switcher_title, subtitle);
  adw_window_title_set_title (self->event_title, event);
  adw_window_title_set_subtitle (self->event_title, subtitle);
  /* Translators: the event (a folder name), then the scoring method. */
  title = g_strdup_printf (_("%s — %s"), event, subtitle);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
scored_cb (ValetWindow *self)
{
  gtk_spinner_stop (self->loading_spinner);
  gtk_stack_set_visible_child_name (self->main_stack, "data");
}

static void
show_problems (ValetWindow *self)
{
  ValetSource *source = valet_document_get_source (self->document);
  ValetProblemsWindow *problems;

  if (source == NULL)
    return;
  problems = valet_problems_window_new (GTK_WINDOW (self), valet_source_get_diagnostics (source),
                                       valet_source_get_tournament (source));
  gtk_window_present (GTK_WINDOW (problems));
}

static void
announce_problems (ValetWindow *self)
{
  ValetSource *source = valet_document_get_source (self->document);
  ValetDiagnostics *diag = valet_source_get_diagnostics (source);
  guint errors = valet_diagnostics_count (diag);
  guint warnings = valet_diagnostics_n_warnings (diag);
  /* Corrections an event of the library was kept with. */
  guint kept = valet_tournament_n_notes (valet_source_get_tournament (source));
  g_autofree char *text = NULL;
  AdwToast *toast;

  gtk_widget_set_visible (self->problems_button,
                          errors + warnings + kept > 0
                          || valet_document_n_corrections (self->document) > 0);
  if (errors + warnings + kept == 0)
    return;

  if (errors + warnings == 0)
    text = g_strdup_printf (ngettext ("%u correction kept with the event",
                                      "%u corrections kept with the event", kept), kept);
  else if (errors > 0)
    text = g_strdup_printf (ngettext ("%u line with errors was left out",
                                      "%u lines with errors were left out", errors), errors);
  else
    text = g_strdup_printf (ngettext ("%u warning about the input",
                                      "%u warnings about the input", warnings), warnings);
  toast = adw_toast_new (text);
  adw_toast_set_button_label (toast, _("_Show"));
  adw_toast_set_action_name (toast, "win.problems");
  adw_toast_set_timeout (toast, 8);
  g_set_weak_pointer (&self->toast, toast);
  self->toast_added = g_get_monotonic_time ();
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* A player activated in the Players view: the ranking, searched for
 * his or her partnerships. */
static void
show_partnerships_cb (ValetWindow *self, const char *name)
{
  valet_ranking_view_show_player (self->ranking_view, name);
  adw_view_stack_set_visible_child_name (self->view_stack, "rankings");
}

/* A board activated on a pair's page: the Boards view, at that board
 * with the pair's result picked out. */
static void
show_board_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ValetWindow *self = VALET_WINDOW (widget);
  guint round, board, result;

  g_variant_get (parameter, "(uuu)", &round, &board, &result);
  adw_view_stack_set_visible_child_name (self->view_stack, "boards");
  valet_board_view_show_result (self->board_view, round, board, result);
}

/* The view switcher has nothing to switch until there are numbers. */
static void
main_page_changed_cb (ValetWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->main_stack);

  adw_view_switcher_title_set_view_switcher_enabled (self->switcher_title,
                                                     g_strcmp0 (page, "data") == 0);
}

static void
show_load_error (ValetWindow *self, const char *message)
{
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                       _("The Results Could Not Be Read"),
                                                       message));
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A CSV file whose columns the user is asked for; its error, told if
 * the user cancels. */
typedef struct {
  ValetWindow *self;
  GFile       *file;
  char        *message;
} AskColumns;

static void
columns_chosen (GObject *object, GAsyncResult *result, gpointer data)
{
  AskColumns *ask = data;
  g_autoptr (GVariant) mappings = NULL;
  g_autoptr (GError) error = NULL;

  if (valet_csv_mapping_dialog_run_finish (result, &mappings, &error))
    {
      g_settings_set_value (ask->self->settings, "csv-columns", mappings);
      valet_window_open (ask->self, ask->file);
      /* Should these columns read nothing either, the error is told
       * rather than the same question asked again. */
      ask->self->columns_chosen = TRUE;
    }
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    show_load_error (ask->self, ask->message);
  g_object_unref (ask->self);
  g_object_unref (ask->file);
  g_free (ask->message);
  g_free (ask);
}

static void
ask_columns (ValetWindow *self, const char *message)
{
  g_autoptr (GVariant) remembered = g_settings_get_value (self->settings, "csv-columns");
  AskColumns *ask = g_new0 (AskColumns, 1);

  ask->self = g_object_ref (self);
  ask->file = g_object_ref (self->opening);
  ask->message = g_strdup (message);
  valet_csv_mapping_dialog_run_async (GTK_WINDOW (self), self->opening,
                                      valet_document_get_encoding (self->document),
                                      remembered, NULL, columns_chosen, ask);
}

static void
loaded (GObject *object, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (ValetWindow) self = user_data;
  g_autoptr (GError) error = NULL;

  if (!valet_document_load_finish (VALET_DOCUMENT (object), result, &error))
    {
      gboolean ask;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      ask = g_error_matches (error, VALET_SOURCE_ERROR, VALET_SOURCE_ERROR_CSV_COLUMNS)
            && !self->columns_chosen && self->opening != NULL;
      self->columns_chosen = FALSE;
      gtk_stack_set_visible_child_name (self->main_stack,
                                        valet_document_get_generation (self->document) > 0
                                        ? "data" : "empty");
      if (ask)
        ask_columns (self, error->message);
      else
        show_load_error (self, error->message);
      return;
    }
  self->columns_chosen = FALSE;
  g_clear_object (&self->loading);
  announce_problems (self);
  valet_library_actions_opened (self);   /* "Add every event I open" */
}

/* What to open for a file given by the user: a folder as it is; the
 * names or scores file of the Valet text format means its folder; any
 * other file is read for itself. */
GFile *
valet_window_what_to_open (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);

  if (g_file_query_file_type (file, G_FILE_QUERY_INFO_NONE, NULL) != G_FILE_TYPE_DIRECTORY
      && base != NULL
      && (g_ascii_strcasecmp (base, "names.txt") == 0
          || g_ascii_strcasecmp (base, "scores.txt") == 0))
    {
      GFile *parent = g_file_get_parent (file);
      if (parent != NULL)
        return parent;
    }
  return g_object_ref (file);
}

static void open_now (ValetWindow *self, GFile *folder);

/* Asks whether to drop the corrections not saved before other results
 * are opened: Cancel or Discard, Discard marked destructive. */
static GtkWidget *
discard_dialog (ValetWindow *self)
{
  guint n = valet_document_n_corrections (self->document);
  g_autofree char *body = g_strdup_printf (ngettext ("%u correction to the results is not "
                                                     "saved. Opening results again loses it.",
                                                     "%u corrections to the results are not "
                                                     "saved. Opening results again loses them.",
                                                     n), n);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Discard the Corrections?"),
                                              body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "discard", _("_Discard"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  return dialog;
}

static void
discard_response_cb (AdwMessageDialog *dialog, const char *response, ValetWindow *self)
{
  if (g_str_equal (response, "discard"))
    open_now (self, g_object_get_data (G_OBJECT (dialog), "file"));
}

void
valet_window_open (ValetWindow *self, GFile *file)
{
  g_autoptr (GFile) folder = NULL;

  g_return_if_fail (VALET_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  /* names.txt or scores.txt chosen in Open Results: their folder, as a
   * drop or the command line has it, so that both files are read and
   * the event's details saved for the folder are found. */
  folder = valet_window_what_to_open (file);

  if (!valet_document_get_changed (self->document))
    {
      open_now (self, folder);
      return;
    }
  /* Corrections not saved are not dropped without asking. */
  GtkWidget *dialog = discard_dialog (self);
  g_object_set_data_full (G_OBJECT (dialog), "file", g_object_ref (folder), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (discard_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
open_now (ValetWindow *self, GFile *folder)
{
  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  self->loading = g_cancellable_new ();
  g_set_object (&self->opening, folder);
  self->columns_chosen = FALSE;
  /* Read each time: the columns may have been chosen since. */
  {
    g_autoptr (GVariant) columns = g_settings_get_value (self->settings, "csv-columns");
    valet_document_set_csv_mappings (self->document, columns);
  }
  /* The problems of the previous input are no longer news. */
  valet_window_dismiss_toast (self);

  if (valet_document_get_source (self->document) == NULL)
    {
      gtk_spinner_start (self->loading_spinner);
      gtk_stack_set_visible_child_name (self->main_stack, "loading");
    }
  valet_document_load_async (self->document, folder, self->loading, loaded,
                             g_object_ref (self));
}

/* ---- an event of the library of events ----------------------------------- */

static void
open_library_now (ValetWindow *self, const char *library, gint64 id)
{
  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  self->loading = g_cancellable_new ();
  g_clear_object (&self->opening);
  self->columns_chosen = FALSE;
  valet_window_dismiss_toast (self);
  if (valet_document_get_source (self->document) == NULL)
    {
      gtk_spinner_start (self->loading_spinner);
      gtk_stack_set_visible_child_name (self->main_stack, "loading");
    }
  valet_document_load_library_async (self->document, library, id, self->loading, loaded,
                                     g_object_ref (self));
}

static void
discard_for_library_cb (AdwMessageDialog *dialog, const char *response, ValetWindow *self)
{
  if (g_str_equal (response, "discard"))
    open_library_now (self, g_object_get_data (G_OBJECT (dialog), "library"),
                      GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (dialog), "id")));
}

void
valet_window_open_library_event (ValetWindow *self, const char *library, gint64 id)
{
  g_return_if_fail (VALET_IS_WINDOW (self));
  g_return_if_fail (library != NULL && id > 0);

  if (!valet_document_get_changed (self->document))
    {
      open_library_now (self, library, id);
      return;
    }
  GtkWidget *dialog = discard_dialog (self);
  g_object_set_data_full (G_OBJECT (dialog), "library", g_strdup (library), g_free);
  g_object_set_data (G_OBJECT (dialog), "id", GSIZE_TO_POINTER ((gsize) id));
  g_signal_connect_object (dialog, "response", G_CALLBACK (discard_for_library_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

gboolean
valet_window_shows_library_event (ValetWindow *self, const char *library, gint64 id)
{
  ValetSource *source;
  const char *from = NULL;

  g_return_val_if_fail (VALET_IS_WINDOW (self), FALSE);
  source = valet_document_get_source (self->document);
  return source != NULL && valet_source_get_library_event (source, &from) == id
         && g_strcmp0 (from, library) == 0;
}

static void
library_stored_cb (ValetDocument *document, gpointer data)
{
  valet_library_actions_changed ();
}

/* An event of the library is there already: Add to Library then puts
 * back the corrections made to it since it was opened. */
static void
source_changed_cb (ValetWindow *self)
{
  update_title_cb (self);
}

static void
chooser_response_cb (ValetWindow *self, int response, GtkFileChooserNative *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) folder = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      if (folder != NULL)
        valet_window_open (self, folder);
    }
  g_clear_object (&self->chooser);
}

static void
add_filter (GtkFileChooser *chooser, const char *name, const char *const *patterns)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  /* A pattern with a '/' is a MIME type (Access databases are told by
   * their content, whatever their extension). */
  for (guint i = 0; patterns[i] != NULL; i++)
    if (strchr (patterns[i], '/'))
      gtk_file_filter_add_mime_type (filter, patterns[i]);
    else
      gtk_file_filter_add_pattern (filter, patterns[i]);
  gtk_file_chooser_add_filter (chooser, filter);
}

/* A results file in any format; the folder of the Valet text format is
 * opened through its scores.txt, or with Open Folder. */
static void
open_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ValetWindow *self = VALET_WINDOW (widget);
  gboolean folder = g_strcmp0 (action_name, "win.open-folder") == 0;

  if (self->chooser != NULL)
    return;
  self->chooser = gtk_file_chooser_native_new (folder ? _("Open Results Folder")
                                                      : _("Open Results"),
                                               GTK_WINDOW (self),
                                               folder ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
                                                      : GTK_FILE_CHOOSER_ACTION_OPEN,
                                               _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  {
    /* Where the results open now are, not wherever the program started. */
    g_autoptr (GFile) start = valet_file_job_start_folder (self->document);
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (self->chooser), start, NULL);
  }
  if (!folder)
    {
      GtkFileChooser *chooser = GTK_FILE_CHOOSER (self->chooser);
      g_autoptr (GStrvBuilder) all = g_strv_builder_new ();
      g_auto (GStrv) patterns = NULL;

      /* Every format of the table, and each on its own. */
      for (const ValetFileFormat *f = valet_formats_first (); f != NULL;
           f = valet_formats_next (f))
        g_strv_builder_addv (all, (const char **) f->patterns);
      patterns = g_strv_builder_end (all);
      add_filter (chooser, _("All results files"), (const char *const *) patterns);
      for (const ValetFileFormat *f = valet_formats_first (); f != NULL;
           f = valet_formats_next (f))
        add_filter (chooser, _(f->label), f->patterns);
    }
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (chooser_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
search_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ValetWindow *self = VALET_WINDOW (widget);

  GtkWidget *view = adw_view_stack_get_visible_child (self->view_stack);

  if (valet_document_get_generation (self->document) == 0)
    return;
  /* The search of the view the user is in: each looks for its own rows. */
  if (VALET_IS_PLAYERS_VIEW (view))
    valet_players_view_focus_search (VALET_PLAYERS_VIEW (view));
  else if (VALET_IS_CHARTS_VIEW (view))
    valet_charts_view_focus_search (VALET_CHARTS_VIEW (view));
  else if (VALET_IS_RANKING_VIEW (view))
    valet_ranking_view_focus_search (VALET_RANKING_VIEW (view));
}

static void
preferences_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ValetWindow *self = VALET_WINDOW (widget);
  ValetPreferencesWindow *prefs = valet_preferences_window_new (GTK_WINDOW (self), self->document);

  gtk_window_present (GTK_WINDOW (prefs));
}

static void
export_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ValetWindow *self = VALET_WINDOW (widget);

  ValetExportFormat format = g_str_equal (action_name, "win.export-pdf") ? VALET_EXPORT_PDF
                             : g_str_equal (action_name, "win.export-html") ? VALET_EXPORT_HTML
                             : VALET_EXPORT_XLSX;

  valet_export_start (GTK_WINDOW (self), self->document, format, self->toast_overlay);
}

static void
print_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ValetWindow *self = VALET_WINDOW (widget);

  valet_print_start (GTK_WINDOW (self), self->document, self->toast_overlay, NULL);
}

/* An item in Export's "Results for Other Programs" for each format of
 * the table Valet writes. */
static void
add_save_as_items (ValetWindow *self)
{
  for (const ValetFileFormat *f = valet_formats_first (); f != NULL; f = valet_formats_next (f))
    {
      g_autoptr (GMenuItem) item = NULL;
      if (f->write == NULL || f->save_label == NULL)
        continue;
      item = g_menu_item_new (_(f->save_label), NULL);
      g_menu_item_set_action_and_target_value (item, "win.save-as",
                                               g_variant_new_string (f->name));
      g_menu_append_item (self->save_as_section, item);
    }
}

static void
save_as_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ValetWindow *self = VALET_WINDOW (widget);
  ValetInputFormat format;

  if (valet_save_as_format_from_string (g_variant_get_string (parameter, NULL), &format))
    valet_save_as_start (GTK_WINDOW (self), self->document, format, self->toast_overlay);
}

/* ---- corrections: undo, redo, save, and asking before closing ---------- */

static void
undo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ValetWindow *self = VALET_WINDOW (widget);

  if (g_str_equal (action_name, "win.undo"))
    valet_document_undo (self->document);
  else
    valet_document_redo (self->document);
}

static void
save_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ValetWindow *self = VALET_WINDOW (widget);

  valet_save_start (GTK_WINDOW (self), self->document, self->toast_overlay);
}

static void
corrections_changed_cb (ValetWindow *self)
{
  ValetDocument *doc = self->document;
  gboolean can_undo, can_redo;

  g_object_get (doc, "can-undo", &can_undo, "can-redo", &can_redo, NULL);
  /* A Discard answered for a quit that another window cancelled is not
   * an answer for corrections made since. */
  self->closing = FALSE;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", can_undo);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", can_redo);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save",
                                 valet_document_get_changed (doc));
  if (valet_document_get_source (doc) != NULL)
    {
      ValetDiagnostics *diag = valet_source_get_diagnostics (valet_document_get_source (doc));
      gtk_widget_set_visible (self->problems_button,
                              valet_diagnostics_count (diag) + valet_diagnostics_n_warnings (diag) > 0
                              || valet_document_n_corrections (doc) > 0
                              || valet_tournament_n_notes (valet_source_get_tournament (
                                   valet_document_get_source (doc))) > 0);
    }
  update_title_cb (self);
}

/* Asking before corrections not saved are lost: for closing the
 * window, and for quitting, which asks every window in turn. */
typedef struct {
  ValetWindowDiscarded discarded;
  gpointer             data;
} AskClose;

typedef struct {
  ValetWindow *self;
  AskClose     ask;
} Discarded;

/* Once the dialog is gone: the window (its parent) may go too. */
static gboolean
discarded_later (gpointer data)
{
  Discarded *d = data;

  if (d->self->closing)
    d->ask.discarded (d->self, d->ask.data);
  g_object_unref (d->self);
  g_free (d);
  return G_SOURCE_REMOVE;
}

static void
close_response_cb (AdwMessageDialog *dialog, const char *response, ValetWindow *self)
{
  AskClose *ask = g_object_get_data (G_OBJECT (dialog), "valet-ask");

  if (g_str_equal (response, "discard"))
    {
      Discarded *d = g_new0 (Discarded, 1);

      self->closing = TRUE;
      d->self = g_object_ref (self);
      d->ask = *ask;
      g_idle_add (discarded_later, d);
    }
  else if (g_str_equal (response, "save"))
    valet_save_start (GTK_WINDOW (self), self->document, self->toast_overlay);
}

gboolean
valet_window_ask_unsaved (ValetWindow *self, ValetWindowDiscarded discarded, gpointer data)
{
  AskClose *ask;

  g_return_val_if_fail (VALET_IS_WINDOW (self), FALSE);

  if (self->closing || !valet_document_get_changed (self->document))
    return FALSE;
  guint n = valet_document_n_corrections (self->document);
  /* Named: Ctrl+Q asks about every window in turn. */
  g_autofree char *body = g_strdup_printf (ngettext ("%u correction to “%s” is not saved. "
                                                     "Closing loses it.",
                                                     "%u corrections to “%s” are not saved. "
                                                     "Closing loses them.", n),
                                           n, valet_document_get_title (self->document));
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save the Corrections?"),
                                              body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "discard", _("_Discard"), "save", _("_Save…"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  ask = g_new0 (AskClose, 1);
  ask->discarded = discarded;
  ask->data = data;
  g_object_set_data_full (G_OBJECT (dialog), "valet-ask", ask, g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (close_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static void
close_discarded (ValetWindow *self, gpointer data)
{
  gtk_window_close (GTK_WINDOW (self));
}

/* Corrections not saved are not lost without asking. */
static gboolean
valet_window_close_request (GtkWindow *window)
{
  if (valet_window_ask_unsaved (VALET_WINDOW (window), close_discarded, NULL))
    return TRUE;
  return GTK_WINDOW_CLASS (valet_window_parent_class)->close_request (window);
}

/* The event's name, date, venue, organiser and director, for the
 * window and every report. */
static void
event_details_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ValetWindow *self = VALET_WINDOW (widget);

  valet_event_dialog_present (GTK_WINDOW (self), self->document, self->toast_overlay);
}

static void
problems_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  show_problems (VALET_WINDOW (widget));
}

/* A folder, files inside one (names.txt, scores.txt), or a results
 * file: see valet_window_what_to_open(). */
static gboolean
drop_cb (GtkDropTarget *target, const GValue *value, double x, double y, ValetWindow *self)
{
  GSList *files = g_value_get_boxed (value);
  g_autoptr (GFile) what = NULL;

  if (files == NULL)
    return FALSE;
  what = valet_window_what_to_open (files->data);
  valet_window_open (self, what);
  return TRUE;
}

static void
valet_window_dispose (GObject *object)
{
  ValetWindow *self = VALET_WINDOW (object);

  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  g_clear_object (&self->opening);
  g_clear_weak_pointer (&self->toast);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (object), VALET_TYPE_WINDOW);
  G_OBJECT_CLASS (valet_window_parent_class)->dispose (object);
}

static void
valet_window_class_init (ValetWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = valet_window_dispose;
  GTK_WINDOW_CLASS (klass)->close_request = valet_window_close_request;

  g_type_ensure (VALET_TYPE_DOCUMENT);
  g_type_ensure (VALET_TYPE_RANKING_VIEW);
  g_type_ensure (VALET_TYPE_BOARD_VIEW);
  g_type_ensure (VALET_TYPE_PLAYERS_VIEW);
  g_type_ensure (VALET_TYPE_CHARTS_VIEW);
  g_type_ensure (VALET_TYPE_TEAMS_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/valetbridge/Valet/ui/valet-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ValetWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, ValetWindow, save_as_section);
  gtk_widget_class_bind_template_child (widget_class, ValetWindow, spinner);
  gtk_widget_class_bind_template_child (widget_class, ValetWindow, loading_spinner);
  gtk_widget_class_bind_template_child (widget_class, ValetWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, ValetWindow, event_title);
  gtk_widget_class_bind_template_child (widget_class, ValetWindow, problems_button);
  gtk_widget_class_bind_template_child (widget_class, ValetWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, ValetWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, ValetWindow, ranking_view);
  gtk_widget_class_bind_template_child (widget_class, ValetWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, ValetWindow, players_view);
  gtk_widget_class_bind_template_child (widget_class, ValetWindow, charts_view);
  gtk_widget_class_bind_template_child (widget_class, ValetWindow, document);
  gtk_widget_class_bind_template_callback (widget_class, main_page_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, show_partnerships_cb);

  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-folder", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "win.preferences", NULL, preferences_action);
  gtk_widget_class_install_action (widget_class, "win.problems", NULL, problems_action);
  gtk_widget_class_install_action (widget_class, "win.event-details", NULL,
                                   event_details_action);
  gtk_widget_class_install_action (widget_class, "win.export-xlsx", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.export-pdf", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.export-html", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", "s", save_as_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "win.save", NULL);
  gtk_widget_class_install_action (widget_class, "win.show-board", "(uuu)", show_board_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK,
                                       "win.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.open-folder", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK,
                                       "win.search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_comma, GDK_CONTROL_MASK,
                                       "win.preferences", NULL);
  /* Add to Library (Ctrl+D) and the Library page (Ctrl+L). */
  valet_library_actions_install (widget_class);
}

/* The results are read again when the character set changes, so that
 * the names show as the user now says they were written. */
static void
encoding_changed_cb (ValetWindow *self)
{
  ValetSource *source = valet_document_get_source (self->document);

  if (source != NULL && valet_source_get_file (source) != NULL
      && g_strcmp0 (valet_source_get_encoding (source),
                    valet_document_get_encoding (self->document)) != 0)
    valet_window_open (self, valet_source_get_file (source));
}

static void
bind_settings (ValetWindow *self)
{
  self->settings = g_settings_new (APP_ID);
  for (guint i = 0; i < G_N_ELEMENTS (option_keys); i++)
    g_settings_bind (self->settings, option_keys[i], self->document, option_keys[i],
                     G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "scoring", self->document, "default-scoring",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-width", self, "default-width",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "encoding", self->document, "encoding",
                   G_SETTINGS_BIND_DEFAULT);
  g_signal_connect_object (self->document, "notify::encoding", G_CALLBACK (encoding_changed_cb),
                           self, G_CONNECT_SWAPPED);
}

static gboolean
event_title_visible (gpointer data)
{
  ValetWindow *self = data;

  gtk_widget_set_visible (GTK_WIDGET (self->event_title),
                          !adw_view_switcher_title_get_title_visible (self->switcher_title));
  return G_SOURCE_REMOVE;
}

/* The switcher decides while it is laid out; a widget shown then would
 * be drawn before it has a place: shown, or hidden, once that is done. */
static void
switcher_title_cb (ValetWindow *self)
{
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, event_title_visible, g_object_ref (self),
                   g_object_unref);
}

static void
valet_window_init (ValetWindow *self)
{
  GtkDropTarget *target;

  gtk_widget_init_template (GTK_WIDGET (self));
  add_save_as_items (self);
  valet_library_actions_attach (self, self->toast_overlay);

  bind_settings (self);
  main_page_changed_cb (self);

  g_object_bind_property (self->document, "busy", self->spinner, "spinning",
                          G_BINDING_SYNC_CREATE);
  /* Wide, the view switcher hides the title it stands for: the event's
   * name (with "•" for corrections not saved) and method are then shown
   * beside it, as an AdwWindowTitle; narrow, the switcher's title shows
   * them and this one goes. */
  g_signal_connect_object (self->switcher_title, "notify::title-visible",
                           G_CALLBACK (switcher_title_cb), self, G_CONNECT_SWAPPED);
  event_title_visible (self);
  g_signal_connect_object (self->document, "notify::title", G_CALLBACK (update_title_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::description", G_CALLBACK (update_title_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::source", G_CALLBACK (source_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect (self->document, "library-stored", G_CALLBACK (library_stored_cb), NULL);
  g_signal_connect_object (self->document, "notify::generation", G_CALLBACK (scored_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::changed",
                           G_CALLBACK (corrections_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::can-undo",
                           G_CALLBACK (corrections_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::can-redo",
                           G_CALLBACK (corrections_changed_cb), self, G_CONNECT_SWAPPED);
  corrections_changed_cb (self);

  target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

ValetWindow *
valet_window_new (AdwApplication *application)
{
  return g_object_new (VALET_TYPE_WINDOW, "application", application, NULL);
}

ValetDocument *
valet_window_get_document (ValetWindow *self)
{
  g_return_val_if_fail (VALET_IS_WINDOW (self), NULL);
  return self->document;
}

void
valet_window_show_view (ValetWindow *self, const char *name)
{
  g_return_if_fail (VALET_IS_WINDOW (self));
  adw_view_stack_set_visible_child_name (self->view_stack, name);
}

/* How long a toast takes to slide in (libadwaita's show and replace
 * animations), with a margin. */
#define TOAST_SHOW_MS 600

static gboolean
dismiss_later (gpointer data)
{
  g_autoptr (AdwToast) toast = g_weak_ref_get (data);

  if (toast != NULL)
    adw_toast_dismiss (toast);
  return G_SOURCE_REMOVE;
}

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

void
valet_window_dismiss_toast (ValetWindow *self)
{
  gint64 shown_ms;

  g_return_if_fail (VALET_IS_WINDOW (self));

  if (self->toast == NULL)
    return;
  /* libadwaita 1.2 frees a toast dismissed while it still slides in
   * twice (its show animation ends after the toast is gone), so such a
   * toast goes once it is in place: opening another file at once, or
   * reading the same one again in another character set, would crash. */
  shown_ms = (g_get_monotonic_time () - self->toast_added) / 1000;
  if (shown_ms >= TOAST_SHOW_MS)
    adw_toast_dismiss (self->toast);
  else
    {
      GWeakRef *ref = g_new0 (GWeakRef, 1);

      g_weak_ref_init (ref, self->toast);
      g_timeout_add_full (G_PRIORITY_DEFAULT, (guint) (TOAST_SHOW_MS - shown_ms),
                          dismiss_later, ref, weak_ref_free);
    }
  g_clear_weak_pointer (&self->toast);
}

GtkWidget *
valet_window_get_view (ValetWindow *self, const char *name)
{
  g_return_val_if_fail (VALET_IS_WINDOW (self), NULL);
  return adw_view_stack_get_child_by_name (self->view_stack, name);
}
