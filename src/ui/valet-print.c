/* valet-print.c: printing the report (Ctrl+P).
 *
 * A printed report is the PDF report: the same method page, ranking,
 * charts and tableaux, page for page.  The PDF is written to a
 * temporary file in a worker thread (the Olympiad's takes a second or
 * two), then GTK's print operation draws its pages onto the printer's
 * pages with Poppler, each scaled to fit the printable area and centred.
 */
#define G_LOG_DOMAIN "valet-print"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <poppler.h>
#include <unistd.h>

#include "valet-document-report.h"
#include "valet-pdf-writer.h"
#include "valet-print.h"
#include "valet-report.h"

typedef struct {
  ValetReport     *report;
  ValetPaper       paper;
  char            *path;       /* the temporary PDF */
  PopplerDocument *pdf;
  GtkWindow       *parent;
  AdwToastOverlay *toasts;
  char            *export_to;  /* a PDF file instead of the print dialog */
  gboolean         in_progress; /* the operation goes on after its run() */
  gboolean         told;       /* a failure was told */
  guint            sections;   /* ValetPdfSection flags, from the dialog's Contents tab */
  GtkDropDown     *contents;   /* that tab's choice, while the dialog is up */
} Job;

static void
job_free (Job *job)
{
  g_clear_pointer (&job->report, valet_report_free);
  if (job->path != NULL)
    g_unlink (job->path);
  g_free (job->path);
  g_free (job->export_to);
  g_clear_object (&job->pdf);
  g_clear_object (&job->parent);
  g_clear_object (&job->toasts);
  g_free (job);
}

/* What the worker needs, taken now: the document may score again while
 * the pages are made.  NULL when there is nothing to print. */
static Job *
job_new (ValetDocument *document)
{
  ValetReport *report = valet_document_report_new (document);
  Job *job;

  if (report == NULL)
    return NULL;
  job = g_new0 (Job, 1);
  job->report = report;
  job->paper = valet_document_report_paper ();
  job->sections = VALET_PDF_ALL;
  return job;
}

/* The report as a PDF in a temporary file, opened with Poppler. */
static gboolean
make_pages (Job *job, GError **error)
{
  g_autofree char *uri = NULL;
  int fd;

  /* Made again for fewer pages: the first file goes. */
  g_clear_object (&job->pdf);
  if (job->path != NULL)
    g_unlink (job->path);
  g_clear_pointer (&job->path, g_free);
  fd = g_file_open_tmp ("valet-print-XXXXXX.pdf", &job->path, error);
  if (fd < 0)
    return FALSE;
  close (fd);
  if (!valet_write_pdf_sections (job->report, job->path, job->paper, job->sections, error))
    return FALSE;
  uri = g_filename_to_uri (job->path, NULL, error);
  if (uri == NULL)
    return FALSE;
  job->pdf = poppler_document_new_from_file (uri, NULL, error);
  return job->pdf != NULL;
}

static void
draw_page_cb (GtkPrintOperation *op, GtkPrintContext *context, int n, Job *job)
{
  /* (Poppler 22.12 declares no autoptr for its pages.) */
  g_autoptr (GObject) page = G_OBJECT (poppler_document_get_page (job->pdf, n));
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double w, h;

  if (page == NULL)
    return;
  poppler_page_get_size (POPPLER_PAGE (page), &w, &h);
  double cw = gtk_print_context_get_width (context);
  double ch = gtk_print_context_get_height (context);
  double scale = MIN (cw / w, ch / h);
  cairo_translate (cr, (cw - w * scale) / 2, (ch - h * scale) / 2);
  cairo_scale (cr, scale, scale);
  poppler_page_render_for_printing (POPPLER_PAGE (page), cr);
}

static void
tell_failure (Job *job, const GError *error)
{
  g_autofree char *text = g_strdup_printf (_("Could not print: %s"), error->message);

  job->told = TRUE;
  if (job->toasts != NULL)
    adw_toast_overlay_add_toast (job->toasts, adw_toast_new (text));
}

/* The dialog's Contents tab, the choice Export PDF offers: the whole
 * report by default, as the pages were made before the dialog. */
static const guint contents_sections[] = {
  VALET_PDF_RANKING, VALET_PDF_RANKING | VALET_PDF_PAIRS,
  VALET_PDF_METHOD | VALET_PDF_RANKING | VALET_PDF_CHARTS, VALET_PDF_ALL
};

static GObject *
create_contents_cb (GtkPrintOperation *op, Job *job)
{
  const char *labels[] = { _("Ranking only"), _("Ranking and pair pages"),
                           _("Ranking, method and charts"), _("Everything, with the tableaux"),
                           NULL };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("_Contents"));
  GtkWidget *choice = gtk_drop_down_new_from_strings (labels);

  gtk_widget_set_name (choice, "valet-print-contents");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (choice), G_N_ELEMENTS (contents_sections) - 1);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), choice);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), choice);
  job->contents = GTK_DROP_DOWN (choice);
  return G_OBJECT (box);
}

static void
contents_apply_cb (GtkPrintOperation *op, GtkWidget *widget, Job *job)
{
  guint i = job->contents ? gtk_drop_down_get_selected (job->contents) : GTK_INVALID_LIST_POSITION;

  job->sections = i < G_N_ELEMENTS (contents_sections) ? contents_sections[i] : VALET_PDF_ALL;
  job->contents = NULL;
}

/* Fewer pages than were made: made again before printing (the ranking
 * alone, or with its charts, takes little time). */
static void
begin_print_cb (GtkPrintOperation *op, GtkPrintContext *context, Job *job)
{
  g_autoptr (GError) error = NULL;

  if (job->sections == VALET_PDF_ALL)
    return;
  if (!make_pages (job, &error))
    {
      tell_failure (job, error);
      gtk_print_operation_cancel (op);
      return;
    }
  gtk_print_operation_set_n_pages (op, poppler_document_get_n_pages (job->pdf));
}

/* The print operation over the pages: landscape on the report's paper,
 * as the PDF is laid out.  It owns @job from now on: the job goes with
 * it. */
static GtkPrintOperation *
operation_new (Job *job)
{
  GtkPrintOperation *op = gtk_print_operation_new ();
  g_autoptr (GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr (GtkPaperSize) paper =
    gtk_paper_size_new (job->paper == VALET_PAPER_LETTER ? GTK_PAPER_NAME_LETTER
                                                         : GTK_PAPER_NAME_A4);

  g_object_set_data_full (G_OBJECT (op), "valet-print-job", job, (GDestroyNotify) job_free);
  gtk_page_setup_set_paper_size_and_default_margins (setup, paper);
  gtk_page_setup_set_orientation (setup, GTK_PAGE_ORIENTATION_LANDSCAPE);
  gtk_print_operation_set_default_page_setup (op, setup);
  gtk_print_operation_set_n_pages (op, poppler_document_get_n_pages (job->pdf));
  gtk_print_operation_set_job_name (op, valet_report_title (job->report));
  gtk_print_operation_set_show_progress (op, job->export_to == NULL);
  if (job->export_to != NULL)
    gtk_print_operation_set_export_filename (op, job->export_to);
  g_signal_connect (op, "draw-page", G_CALLBACK (draw_page_cb), job);
  if (job->export_to == NULL)
    {
      gtk_print_operation_set_custom_tab_label (op, _("Contents"));
      g_signal_connect (op, "create-custom-widget", G_CALLBACK (create_contents_cb), job);
      g_signal_connect (op, "custom-widget-apply", G_CALLBACK (contents_apply_cb), job);
      g_signal_connect (op, "begin-print", G_CALLBACK (begin_print_cb), job);
    }
  return op;
}

/* The end of an operation that went on after its run(): the dialog's
 * printing.  (GTK may say "done" within run() as well: then run()'s
 * caller takes the operation down.) */
static void
print_done_cb (GtkPrintOperation *op, GtkPrintOperationResult result, Job *job)
{
  g_autoptr (GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR && !job->told)
    {
      gtk_print_operation_get_error (op, &error);
      if (error != NULL)
        tell_failure (job, error);
    }
  if (job->in_progress)
    g_object_unref (op);
}

/* Prints @job's pages, through the print dialog or into its file; takes
 * @job. */
static void
run_operation (Job *job)
{
  g_autoptr (GError) error = NULL;
  GtkPrintOperation *op = operation_new (job);
  GtkPrintOperationResult result;

  gtk_print_operation_set_allow_async (op, TRUE);
  g_signal_connect (op, "done", G_CALLBACK (print_done_cb), job);
  result = gtk_print_operation_run (op, job->export_to != NULL
                                        ? GTK_PRINT_OPERATION_ACTION_EXPORT
                                        : GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                    job->parent, &error);
  if (result == GTK_PRINT_OPERATION_RESULT_IN_PROGRESS)
    {
      job->in_progress = TRUE;
      return;
    }
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR && error != NULL && !job->told)
    tell_failure (job, error);
  g_object_unref (op);
}

static void
pages_made_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  /* The task holds the job without freeing it: it is freed here, or
   * handed to the print operation. */
  Job *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      tell_failure (job, error);
      job_free (job);
      return;
    }
  run_operation (job);
}

static void
make_pages_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;

  if (make_pages (data, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
valet_print_start (GtkWindow *parent, ValetDocument *document, AdwToastOverlay *toasts,
                   const char *export_to)
{
  Job *job = job_new (document);
  g_autoptr (GTask) task = NULL;

  if (job == NULL)
    {
      adw_toast_overlay_add_toast (toasts, adw_toast_new (_("Open a tournament first")));
      return;
    }
  job->parent = g_object_ref (parent);
  job->toasts = g_object_ref (toasts);
  job->export_to = g_strdup (export_to);
  task = g_task_new (NULL, NULL, pages_made_cb, NULL);
  g_task_set_task_data (task, job, NULL);
  g_task_run_in_thread (task, make_pages_thread);
}
