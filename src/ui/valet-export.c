/* valet-export.c: the Export menu's work. */
#define G_LOG_DOMAIN "valet-export"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-document-report.h"
#include "valet-export.h"
#include "valet-file-job.h"
#include "valet-html-writer.h"
#include "valet-pdf-writer.h"
#include "valet-site-folder.h"
#include "valet-report.h"
#include "valet-xlsx-writer.h"

typedef struct {
  ValetFileJob       job;
  ValetReport       *report;     /* of the run on screen when asked */
  ValetPaper         paper;
  guint              sections;   /* of a PDF: ValetPdfSection flags */
  GPtrArray         *warnings;   /* char *: what the workbook had to change */
} Export;

static void
export_finalize (ValetFileJob *job)
{
  Export *e = (Export *) job;

  g_clear_pointer (&e->report, valet_report_free);
  g_clear_pointer (&e->warnings, g_ptr_array_unref);
}

static gboolean
write_report (ValetFileJob *job, GError **error)
{
  Export *e = (Export *) job;

  switch (job->format)
    {
    case VALET_EXPORT_PDF:
      return valet_write_pdf_sections (e->report, job->path, e->paper, e->sections, error);
    case VALET_EXPORT_HTML:
      /* It refuses a folder that holds anything but an earlier site
       * (valet-site-folder.h). */
      return valet_write_html (e->report, job->path, error);
    case VALET_EXPORT_XLSX:
    default:
      return valet_write_xlsx_warn (e->report, job->path, e->warnings, error);
    }
}

/* What the checks look at: the file; a site's folder is checked whole
 * (fills_folder, check_site). */
static GPtrArray *
export_targets (ValetFileJob *job)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);

  if (job->format != VALET_EXPORT_HTML)
    g_ptr_array_add (files, g_strdup (job->path));
  return files;
}

static gboolean
fills_folder (ValetFileJob *job)
{
  return job->format == VALET_EXPORT_HTML;
}

/* A site goes into a new or empty folder, or over a site Valet wrote
 * there and nothing else: refused at once otherwise, before the report
 * is written. */
static gboolean
check_site (ValetFileJob *job, GError **error)
{
  ValetSiteFolderState state;
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;

  if (job->format != VALET_EXPORT_HTML || valet_site_folder_check (job->path, &state, error))
    return TRUE;
  name = g_filename_display_basename (job->path);
  heading = g_strdup_printf (_("“%s” Could Not Be Saved"), name);
  valet_file_job_tell (job, heading, (*error)->message);
  return FALSE;
}

/* The folder chooser says nothing of what a folder holds: an earlier
 * site is replaced only when the user says so. */
static gboolean
ask_before_replacing_site (ValetFileJob *job)
{
  ValetSiteFolderState state;
  g_autofree char *folder = NULL;
  g_autofree char *body = NULL;

  if (job->format != VALET_EXPORT_HTML || job->parent == NULL
      || !valet_site_folder_check (job->path, &state, NULL)
      || state != VALET_SITE_FOLDER_SITE)
    return FALSE;
  folder = g_filename_display_basename (job->path);
  body = g_strdup_printf (_("“%s” holds a web site exported earlier. Exporting replaces its "
                            "pages with the ranking shown now."), folder);
  valet_file_job_ask_then_write (job, _("Replace the Web Site?"), body);
  return TRUE;
}

static gboolean
report_export (ValetFileJob *job, const GError *error)
{
  Export *e = (Export *) job;
  g_autofree char *base = g_filename_display_basename (job->path);
  g_autofree char *heading = NULL;
  g_autoptr (GString) body = NULL;

  if (error != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Could not save “%s”: %s"), base,
                                               error->message);
      valet_file_job_toast (job, text);
      return TRUE;
    }
  if (e->warnings->len == 0)
    return FALSE;
  /* Saved, but not quite as shown: said where it cannot be missed. */
  heading = g_strdup_printf (_("“%s” Was Saved With Changes"), base);
  body = g_string_new (NULL);
  for (guint i = 0; i < e->warnings->len; i++)
    {
      const char *w = g_ptr_array_index (e->warnings, i);
      g_autofree char *first = g_utf8_strup (w, g_utf8_next_char (w) - w);
      g_string_append_printf (body, "%s%s%s.", i ? "\n\n" : "", first, g_utf8_next_char (w));
    }
  valet_file_job_tell (job, heading, body->str);
  return TRUE;
}

/* What a PDF holds, in --pdf-sections' words: the ranking to post, the
 * ranking with a page for each pair, the ranking and how to read it with
 * the charts, or the whole report with every board's tableau (a hundred
 * pages for a club's evening). */
static const char *const pdf_choice_ids[] = { "ranking", "ranking,pairs", "method,ranking,charts",
                                              "all", NULL };

static void
add_pdf_choices (ValetFileJob *job, GtkFileChooser *chooser)
{
  const char *labels[] = { _("Ranking only"), _("Ranking and pair pages"),
                           _("Ranking, method and charts"), _("Everything, with the tableaux"),
                           NULL };

  if (job->format != VALET_EXPORT_PDF)
    return;
  gtk_file_chooser_add_choice (chooser, "sections", _("Contents"),
                               (const char **) pdf_choice_ids, labels);
  gtk_file_chooser_set_choice (chooser, "sections", "all");
}

static void
read_pdf_choices (ValetFileJob *job, GtkFileChooser *chooser)
{
  Export *e = (Export *) job;
  const char *chosen = job->format == VALET_EXPORT_PDF
                         ? gtk_file_chooser_get_choice (chooser, "sections") : NULL;

  if (chosen == NULL || !valet_pdf_sections_from_string (chosen, &e->sections))
    e->sections = VALET_PDF_ALL;
}

static const ValetFileJobClass export_class = {
  .size             = sizeof (Export),
  .needs_run        = TRUE,
  .imported_heading = N_("Cannot Export Over the Imported Results"),
  .imported_body    = N_("The results were read from “%s”. Choose another file, so that the "
                         "original stays as it is."),
  .not_local        = N_("Reports can only be saved to a local folder"),
  .write            = write_report,
  .targets          = export_targets,
  .fills_folder     = fills_folder,
  .check            = check_site,
  .confirm          = ask_before_replacing_site,
  .report           = report_export,
  .add_choices      = add_pdf_choices,
  .read_choices     = read_pdf_choices,
  .finalize         = export_finalize,
};

/* What the worker needs, taken now: the document may score again or
 * load another tournament while the file is written. */
static Export *
export_new (ValetDocument *document, ValetExportFormat format, GtkWindow *parent,
            AdwToastOverlay *toasts)
{
  Export *e = (Export *) valet_file_job_new (&export_class, document, format, parent, toasts);

  if (e == NULL)
    return NULL;
  e->warnings = g_ptr_array_new_with_free_func (g_free);
  /* The numbers on screen, with the options they were scored with. */
  e->report = valet_document_report_new (document);
  e->paper = valet_document_report_paper ();
  e->sections = VALET_PDF_ALL;
  return e;
}

void
valet_export_to_file (ValetDocument *document, ValetExportFormat format,
                      const char *path, AdwToastOverlay *toasts)
{
  Export *e = export_new (document, format, NULL, toasts);

  if (e == NULL)
    return;
  e->job.path = g_strdup (path);
  valet_file_job_confirm_then_write (&e->job);
}

void
valet_export_pdf_to_file (ValetDocument *document, const char *sections, const char *path,
                          AdwToastOverlay *toasts)
{
  Export *e = export_new (document, VALET_EXPORT_PDF, NULL, toasts);

  if (e == NULL)
    return;
  if (!valet_pdf_sections_from_string (sections, &e->sections))
    e->sections = VALET_PDF_ALL;
  e->job.path = g_strdup (path);
  valet_file_job_confirm_then_write (&e->job);
}

void
valet_export_start (GtkWindow *parent, ValetDocument *document,
                    ValetExportFormat format, AdwToastOverlay *toasts)
{
  gboolean pdf = format == VALET_EXPORT_PDF;
  Export *e = export_new (document, format, parent, toasts);

  if (e != NULL && format == VALET_EXPORT_HTML)
    valet_file_job_choose (&e->job, _("Export Web Site: Choose a New or Empty Folder"),
                           GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("_Export"), NULL, NULL,
                           NULL);
  else if (e != NULL)
    valet_file_job_choose (&e->job, pdf ? _("Export PDF") : _("Export Spreadsheet"),
                           GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"),
                           pdf ? _("PDF documents") : _("Excel workbooks"),
                           valet_report_title (e->report), pdf ? "pdf" : "xlsx");
}
