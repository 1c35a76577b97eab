/* test-save-safely.c: the window's Save As and Export never write over
 * the files the results were read from, put Valet text only into an
 * empty folder or over the pair alone, and replace a read-only file only
 * when the user says so; a web site only into a folder of its own or
 * over an earlier site, after asking; a name too long for a cell is cut
 * when read, so the workbook shows it as the window does; a workbook
 * that cannot be written whole (a full disk) is an error, and the
 * earlier one stays as it was. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <poppler.h>
#include <string.h>
#include <sys/stat.h>

#include "valet-export.h"
#include "valet-file-job.h"
#include "valet-save-as.h"
#include "valet-window.h"
#include "full-disk-support.h"
#include "ui-test-support.h"

#define NAMES \
  "a|Alice Archer\nb|Bob Baker\nc|Carol Cook\nd|Dave Dyer\n" \
  "e|Eve Evans\nf|Frank Fox\ng|Grace Green\nh|Heidi Hill\n"
#define SCORES \
  "1|1|a|c|b|d|4S|N|10|HK\n" \
  "1|1|e|g|f|h|4S|N|9|D2\n" \
  "1|2|a|c|b|d|3N|E|9|S5\n" \
  "1|2|e|g|f|h|2H|W|8|C3\n"

static ValetWindow *window;
static char *scratch;
static char *no_full_disk;   /* why a full disk cannot be made, or NULL */

static void
put (const char *dir, const char *name, const char *data)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, data, -1, NULL));
}

static void
assert_contents (const char *dir, const char *name, const char *expected)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *data = NULL;

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_cmpstr (data, ==, expected);
}

static char *
new_dir (const char *name)
{
  char *dir = g_build_filename (scratch, name, NULL);

  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  return dir;
}

/* ---- opening and saving ------------------------------------------------- */

typedef struct {
  guint  generation;
  GFile *file;
} Loaded;

static gboolean
loaded (gpointer data)
{
  Loaded *l = data;
  ValetDocument *doc = valet_window_get_document (window);
  ValetSource *source = valet_document_get_source (doc);

  return source != NULL && g_file_equal (valet_source_get_file (source), l->file)
         && valet_document_get_generation (doc) > l->generation
         && !valet_document_get_busy (doc);
}

static void
open_path (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  Loaded l = { valet_document_get_generation (valet_window_get_document (window)), file };

  valet_window_open (window, file);
  ui_test_wait_until (loaded, &l);
}

typedef struct {
  gboolean done;
  gboolean ok;
  GError  *error;
} Saved;

static void
saved (GObject *object, GAsyncResult *result, gpointer data)
{
  Saved *s = data;

  s->ok = valet_save_as_to_path_finish (result, &s->error);
  s->done = TRUE;
}

static gboolean
save_done (gpointer data)
{
  return ((Saved *) data)->done;
}

static AdwToastOverlay *
toasts (void)
{
  return ADW_TOAST_OVERLAY (ui_test_find (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY));
}

/* Starts saving; wait with finish_save(). */
static void
start_save (ValetInputFormat format, const char *path, Saved *s)
{
  valet_save_as_to_path (GTK_WINDOW (window), valet_window_get_document (window), format, path,
                         toasts (), saved, s);
}

static gboolean
finish_save (Saved *s, GError **error)
{
  ui_test_wait_until (save_done, s);
  if (s->error != NULL)
    g_propagate_error (error, s->error);
  return s->ok;
}

static gboolean
save (ValetInputFormat format, const char *path, GError **error)
{
  Saved s = { FALSE, FALSE, NULL };

  start_save (format, path, &s);
  return finish_save (&s, error);
}

/* A "Saved" toast whose button opens @data, a file's URI. */
static gboolean
open_button_shown (gpointer data)
{
  GtkWidget *open = ui_test_find_action_button (GTK_WIDGET (toasts ()), "file-job.open");
  GVariant *target = open ? gtk_actionable_get_action_target_value (GTK_ACTIONABLE (open)) : NULL;

  return target != NULL && g_str_equal (g_variant_get_string (target, NULL), data);
}

/* ---- the tests ----------------------------------------------------------- */

/* A scores file of another name was read with names.txt beside it:
 * Valet text saved into that folder would replace those names. */
static void
test_names_beside_scores_file (void)
{
  g_autofree char *dir = new_dir ("opened");
  g_autofree char *scores = g_build_filename (dir, "scores-x.txt", NULL);
  g_autoptr (GError) error = NULL;

  put (dir, "names.txt", NAMES);
  put (dir, "scores-x.txt", SCORES);
  open_path (scores);
  g_assert_false (save (VALET_INPUT_TEXT, dir, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_autofree char *text = ui_test_answer_dialog ("close");
  g_assert_nonnull (strstr (text, "Cannot Save Over the Imported Results"));
  g_assert_nonnull (strstr (text, "names.txt"));
  assert_contents (dir, "names.txt", NAMES);
  assert_contents (dir, "scores-x.txt", SCORES);
  g_autofree char *made = g_build_filename (dir, "scores.txt", NULL);
  g_assert_false (g_file_test (made, G_FILE_TEST_EXISTS));
}

/* Valet text goes into an empty or new folder, or over the pair alone. */
static void
test_text_folder (void)
{
  g_autofree char *in = new_dir ("in");
  g_autofree char *busy = new_dir ("busy");
  g_autofree char *pair = new_dir ("pair");
  g_autofree char *fresh = g_build_filename (scratch, "fresh", NULL);
  g_autoptr (GError) error = NULL;

  put (in, "names.txt", NAMES);
  put (in, "scores.txt", SCORES);
  open_path (in);
  put (busy, "notes.txt", "keep me");
  put (busy, "names.txt", "x|old\n");
  g_assert_false (save (VALET_INPUT_TEXT, busy, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_EMPTY);
  g_clear_error (&error);
  g_autofree char *text = ui_test_answer_dialog ("close");
  g_assert_nonnull (strstr (text, "Choose Another Folder"));
  assert_contents (busy, "names.txt", "x|old\n");
  assert_contents (busy, "notes.txt", "keep me");

  put (pair, "names.txt", "x|old\n");
  put (pair, "scores.txt", "1|1|x|x|x|x|P|N|0\n");
  g_assert_true (save (VALET_INPUT_TEXT, pair, &error));
  g_assert_no_error (error);
  g_assert_true (save (VALET_INPUT_TEXT, fresh, &error));
  g_assert_no_error (error);
  g_autofree char *names = g_build_filename (pair, "names.txt", NULL);
  g_autofree char *data = NULL;
  g_assert_true (g_file_get_contents (names, &data, NULL, NULL));
  g_assert_true (g_str_has_prefix (data, "# valet save "));
  g_assert_nonnull (strstr (data, "a|Alice Archer\n"));

  /* "Saving…" has gone; "Saved" offers to open what was saved last. */
  g_autofree char *uri = g_filename_to_uri (fresh, NULL, NULL);
  ui_test_wait_until (open_button_shown, uri);
}

/* File choosers start beside the results open: in the folder opened,
 * or in the folder of the file opened; in the home folder without any. */
static void
test_start_folder (void)
{
  g_autofree char *dir = new_dir ("start");
  g_autofree char *scores = g_build_filename (dir, "scores-x.txt", NULL);
  g_autoptr (GFile) home = g_file_new_for_path (g_get_home_dir ());
  g_autoptr (GFile) expected = g_file_new_for_path (dir);
  g_autoptr (GFile) none = valet_file_job_start_folder (NULL);

  g_assert_true (g_file_equal (none, home));
  put (dir, "names.txt", NAMES);
  put (dir, "scores.txt", SCORES);
  put (dir, "scores-x.txt", SCORES);
  open_path (dir);
  g_autoptr (GFile) of_folder = valet_file_job_start_folder (valet_window_get_document (window));
  g_assert_true (g_file_equal (of_folder, expected));
  open_path (scores);
  g_autoptr (GFile) of_file = valet_file_job_start_folder (valet_window_get_document (window));
  g_assert_true (g_file_equal (of_file, expected));
}

/* A read-only file: replaced only when the user says so, and stays
 * read-only. */
static void
test_read_only (void)
{
  g_autofree char *in = new_dir ("read-only-in");
  g_autofree char *out = new_dir ("read-only-out");
  g_autofree char *pbn = g_build_filename (out, "r.pbn", NULL);
  g_autoptr (GError) error = NULL;
  Saved s = { FALSE, FALSE, NULL };
  GStatBuf st;

  put (in, "names.txt", NAMES);
  put (in, "scores.txt", SCORES);
  open_path (in);
  put (out, "r.pbn", "earlier");
  g_assert_cmpint (g_chmod (pbn, 0444), ==, 0);

  start_save (VALET_INPUT_PBN, pbn, &s);
  g_autofree char *asked = ui_test_answer_dialog ("cancel");
  g_assert_nonnull (strstr (asked, "Read-Only"));
  g_assert_false (finish_save (&s, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  assert_contents (out, "r.pbn", "earlier");

  s = (Saved) { FALSE, FALSE, NULL };
  start_save (VALET_INPUT_PBN, pbn, &s);
  g_autofree char *again = ui_test_answer_dialog ("replace");
  g_assert_true (finish_save (&s, &error));
  g_assert_no_error (error);
  g_autofree char *data = NULL;
  g_assert_true (g_file_get_contents (pbn, &data, NULL, NULL));
  g_assert_true (g_str_has_prefix (data, "% PBN 2.1"));
  g_assert_cmpint (g_stat (pbn, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0444);
}

static gboolean
file_changed (gpointer path)
{
  g_autofree char *data = NULL;

  return g_file_get_contents (path, &data, NULL, NULL) && !g_str_equal (data, "earlier");
}

/* Export refuses the opened file and a named pipe, with a dialog. */
static void
test_export_over_input (void)
{
  g_autofree char *dir = new_dir ("export");
  g_autofree char *pbn = g_build_filename (dir, "event.pbn", NULL);
  g_autofree char *pipe = g_build_filename (dir, "pipe.pdf", NULL);
  g_autofree char *pdf = g_build_filename (dir, "report.pdf", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  ValetDocument *doc = valet_window_get_document (window);

  g_assert_true (save (VALET_INPUT_PBN, pbn, NULL));
  open_path (pbn);
  g_assert_true (g_file_get_contents (pbn, &before, NULL, NULL));
  valet_export_to_file (doc, VALET_EXPORT_PDF, pbn, toasts ());
  g_autofree char *text = ui_test_answer_dialog ("close");
  g_assert_nonnull (strstr (text, "Cannot Export Over the Imported Results"));
  ui_test_run_for (200);
  g_assert_true (g_file_get_contents (pbn, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);

  g_assert_cmpint (mkfifo (pipe, 0644), ==, 0);
  valet_export_to_file (doc, VALET_EXPORT_XLSX, pipe, toasts ());
  g_autofree char *refused = ui_test_answer_dialog ("close");
  g_assert_nonnull (strstr (refused, "named pipe"));

  put (dir, "report.pdf", "earlier");
  valet_export_to_file (doc, VALET_EXPORT_PDF, pdf, toasts ());
  ui_test_wait_until (file_changed, pdf);
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
}

static gboolean
exists (gpointer path)
{
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

static int
pdf_pages (const char *path)
{
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  /* (Poppler 22.12 declares no autoptr for its documents.) */
  g_autoptr (GObject) pdf = G_OBJECT (poppler_document_new_from_file (uri, NULL, NULL));

  g_assert_nonnull (pdf);
  return poppler_document_get_n_pages (POPPLER_DOCUMENT (pdf));
}

/* Export PDF's Contents choice: the ranking alone is one page, without
 * the tableaux of the whole report. */
static void
test_export_pdf_sections (void)
{
  g_autofree char *dir = new_dir ("pdf-sections");
  g_autofree char *pbn = g_build_filename (dir, "event.pbn", NULL);
  g_autofree char *ranking = g_build_filename (dir, "ranking.pdf", NULL);
  g_autofree char *all = g_build_filename (dir, "all.pdf", NULL);
  g_autofree char *pairs = g_build_filename (dir, "pairs.pdf", NULL);
  ValetDocument *doc = valet_window_get_document (window);

  g_assert_true (save (VALET_INPUT_PBN, pbn, NULL));
  open_path (pbn);
  valet_export_pdf_to_file (doc, "ranking", ranking, toasts ());
  ui_test_wait_until (exists, ranking);
  valet_export_pdf_to_file (doc, "all", all, toasts ());
  ui_test_wait_until (exists, all);
  /* The choice "Ranking and pair pages": the ranking's page, then the
   * pairs' own. */
  valet_export_pdf_to_file (doc, "ranking,pairs", pairs, toasts ());
  ui_test_wait_until (exists, pairs);
  ui_test_run_for (200);
  g_assert_cmpint (pdf_pages (ranking), ==, 1);
  g_assert_cmpint (pdf_pages (all), >, 1);
  g_assert_cmpint (pdf_pages (pairs), >, 1);
  g_assert_cmpint (pdf_pages (pairs), <, pdf_pages (all));
}

/* Export as a web site: into a new folder it writes the site; into the
 * folder of the results open it writes nothing there. */
static void
test_export_site (void)
{
  g_autofree char *dir = new_dir ("site-results");
  g_autofree char *site = g_build_filename (scratch, "site", NULL);
  g_autofree char *index = g_build_filename (site, "index.html", NULL);
  g_autofree char *stray = g_build_filename (dir, "index.html", NULL);
  ValetDocument *doc = valet_window_get_document (window);

  put (dir, "names.txt", NAMES);
  put (dir, "scores.txt", SCORES);
  open_path (dir);
  valet_export_to_file (doc, VALET_EXPORT_HTML, site, toasts ());
  ui_test_wait_until (exists, index);
  g_autofree char *html = NULL;
  g_assert_true (g_file_get_contents (index, &html, NULL, NULL));
  g_assert_nonnull (strstr (html, "Alice Archer"));

  valet_export_to_file (doc, VALET_EXPORT_HTML, dir, toasts ());
  g_autofree char *refused = ui_test_answer_dialog ("close");
  g_assert_nonnull (strstr (refused, "Cannot Export Over the Imported Results"));
  ui_test_run_for (300);
  g_assert_false (g_file_test (stray, G_FILE_TEST_EXISTS));
  assert_contents (dir, "names.txt", NAMES);
  assert_contents (dir, "scores.txt", SCORES);
}

/* The folder that once lost everything through Export ▸ Web Site: the
 * results open, the director's notes, an empty index.html and
 * style.css.  Refused with a dialog; every file as it was. */
static void
test_export_site_into_results (void)
{
  g_autofree char *dir = new_dir ("site-over-results");
  ValetDocument *doc = valet_window_get_document (window);

  put (dir, "names.txt", NAMES);
  put (dir, "scores.txt", SCORES);
  put (dir, "notes.txt", "the director's notes");
  put (dir, "index.html", "");
  put (dir, "style.css", "");
  open_path (dir);
  valet_export_to_file (doc, VALET_EXPORT_HTML, dir, toasts ());
  g_autofree char *text = ui_test_answer_dialog ("close");
  g_assert_nonnull (strstr (text, "Cannot Export Over the Imported Results"));
  ui_test_run_for (500);
  assert_contents (dir, "names.txt", NAMES);
  assert_contents (dir, "scores.txt", SCORES);
  assert_contents (dir, "notes.txt", "the director's notes");
  assert_contents (dir, "index.html", "");
  assert_contents (dir, "style.css", "");
}

static gboolean
index_says (gpointer data)
{
  const char **what = data;
  g_autofree char *path = g_build_filename (what[0], "index.html", NULL);
  g_autofree char *html = NULL;

  return g_file_get_contents (path, &html, NULL, NULL) && strstr (html, what[1]) != NULL;
}

/* The site's writing is over: its manifest is there and its temporary
 * folder gone (the folder itself is made before either). */
static gboolean
site_written (gpointer data)
{
  g_autoptr (GDir) dir = g_dir_open (data, 0, NULL);
  gboolean manifest = FALSE;
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      if (g_str_has_prefix (name, ".valet-site-new."))
        return FALSE;
      manifest |= g_str_equal (name, ".valet-site");
    }
  return manifest;
}

/* An earlier site is replaced only when the user says so; a site with
 * the user's file among its pages is refused, the file kept. */
static void
test_export_site_again (void)
{
  g_autofree char *dir = new_dir ("site-again-results");
  g_autofree char *site = g_build_filename (scratch, "site-again", NULL);
  g_autofree char *index = g_build_filename (site, "index.html", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  ValetDocument *doc = valet_window_get_document (window);
  const char *renamed[] = { site, "Zoe Zephyr" };

  put (dir, "names.txt", NAMES);
  put (dir, "scores.txt", SCORES);
  open_path (dir);
  valet_export_to_file (doc, VALET_EXPORT_HTML, site, toasts ());
  ui_test_wait_until (site_written, site);

  /* Other names, so that a new site can be told from the old. */
  g_autofree char *names = g_strdup (NAMES);
  memcpy (strstr (names, "Alice Archer"), "Zoe Zephyr  ", 12);
  put (dir, "names.txt", names);
  open_path (dir);
  g_assert_true (g_file_get_contents (index, &before, NULL, NULL));
  valet_export_to_file (doc, VALET_EXPORT_HTML, site, toasts ());
  g_autofree char *asked = ui_test_answer_dialog ("cancel");
  g_assert_nonnull (strstr (asked, "Replace the Web Site?"));
  ui_test_run_for (500);
  g_assert_true (g_file_get_contents (index, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  valet_export_to_file (doc, VALET_EXPORT_HTML, site, toasts ());
  g_autofree char *again = ui_test_answer_dialog ("replace");
  g_assert_nonnull (strstr (again, "Replace the Web Site?"));
  ui_test_wait_until (index_says, renamed);
  ui_test_wait_until (site_written, site);

  put (site, "notes.txt", "mine");
  valet_export_to_file (doc, VALET_EXPORT_HTML, site, toasts ());
  g_autofree char *refused = ui_test_answer_dialog ("close");
  g_assert_nonnull (strstr (refused, "notes.txt"));
  assert_contents (site, "notes.txt", "mine");
}

typedef struct {
  AdwToastOverlay *toasts;
  char            *failed;   /* the toast that says so */
  gboolean         saved;
} Outcome;

/* A toast says the export failed, or one offers to open what it saved. */
static gboolean
export_ended (gpointer data)
{
  Outcome *o = data;
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();

  ui_test_find_all (GTK_WIDGET (o->toasts), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *text = gtk_label_get_text (g_ptr_array_index (labels, i));
      if (g_str_has_prefix (text, "Could not save"))
        {
          o->failed = g_strdup (text);
          return TRUE;
        }
    }
  o->saved = ui_test_find_action_button (GTK_WIDGET (o->toasts), "file-job.open") != NULL;
  return o->saved;
}

/* Export as a workbook, its toasts in a window of their own, so that a
 * toast left from the export before does not hide this one's. */
static gboolean
export_workbook (const char *target, char **message, gpointer data)
{
  GtkWidget *shown = gtk_window_new ();
  Outcome o = { ADW_TOAST_OVERLAY (adw_toast_overlay_new ()), NULL, FALSE };

  gtk_window_set_child (GTK_WINDOW (shown), GTK_WIDGET (o.toasts));
  gtk_window_present (GTK_WINDOW (shown));
  valet_export_to_file (valet_window_get_document (window), VALET_EXPORT_XLSX, target,
                        o.toasts);
  ui_test_wait_until (export_ended, &o);
  gtk_window_destroy (GTK_WINDOW (shown));
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  *message = o.failed;
  return o.failed == NULL;
}

/* A name far longer than a cell holds is cut when it is read (to 100
 * characters, valet-text-limit.h), so the workbook holds it as shown
 * and is saved without a word of changes: a toast, no dialog. */
static void
test_export_workbook_long_name (void)
{
  g_autofree char *dir = new_dir ("long-name");
  g_autofree char *xlsx = g_build_filename (scratch, "long-name.xlsx", NULL);
  g_autoptr (GString) names = g_string_new ("a|");
  g_autofree char *message = NULL;

  for (guint i = 0; i < 40000; i++)
    g_string_append_c (names, 'a' + i % 26);
  g_string_append (names, "\nb|Bob Baker\nc|Carol Cook\nd|Dave Dyer\n"
                   "e|Eve Evans\nf|Frank Fox\ng|Grace Green\nh|Heidi Hill\n");
  put (dir, "names.txt", names->str);
  put (dir, "scores.txt", SCORES);
  open_path (dir);
  g_assert_true (export_workbook (xlsx, &message, NULL));
  g_assert_null (message);
  g_assert_true (g_file_test (xlsx, G_FILE_TEST_IS_REGULAR));
}

/* Export as a workbook onto a disk that fills up meanwhile: the window
 * says it could not save, and the earlier workbook is as it was; or it
 * saves a whole one. */
static void
test_export_workbook_full_disk (void)
{
  g_autofree char *dir = NULL;

  if (no_full_disk)
    {
      g_test_skip (no_full_disk);
      return;
    }
  dir = new_dir ("full-disk-results");
  put (dir, "names.txt", NAMES);
  put (dir, "scores.txt", SCORES);
  open_path (dir);
  g_assert_cmpuint (full_disk_exercise (scratch, export_workbook, NULL, 4096, "Alice Archer"),
                    >, 0);
}

int
main (int argc, char *argv[])
{
  int status;

  /* First, while the program has a single thread. */
  if (!full_disk_init (&no_full_disk))
    g_assert_nonnull (no_full_disk);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  scratch = g_dir_make_tmp ("valet-save-safely-XXXXXX", NULL);
  g_assert_nonnull (scratch);
  window = valet_window_new (NULL);
  ui_test_present (GTK_WINDOW (window));

  g_test_add_func ("/ui/save-safely/names-beside-scores-file", test_names_beside_scores_file);
  g_test_add_func ("/ui/save-safely/text-folder", test_text_folder);
  g_test_add_func ("/ui/save-safely/start-folder", test_start_folder);
  g_test_add_func ("/ui/save-safely/read-only", test_read_only);
  g_test_add_func ("/ui/save-safely/export-over-input", test_export_over_input);
  g_test_add_func ("/ui/save-safely/export-pdf-sections", test_export_pdf_sections);
  g_test_add_func ("/ui/save-safely/export-workbook-long-name", test_export_workbook_long_name);
  g_test_add_func ("/ui/save-safely/export-site", test_export_site);
  g_test_add_func ("/ui/save-safely/export-site-into-results", test_export_site_into_results);
  g_test_add_func ("/ui/save-safely/export-site-again", test_export_site_again);
  g_test_add_func ("/ui/save-safely/export-workbook-full-disk", test_export_workbook_full_disk);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  if (status == 0)
    {
      const char *rm[] = { "rm", "-rf", scratch, NULL };
      g_spawn_sync (NULL, (char **) rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                    NULL, NULL);
    }
  g_free (scratch);
  return status;
}
