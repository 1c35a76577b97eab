/* valet-charts-view.c: the charts page. */
#define G_LOG_DOMAIN "valet-charts-view"

#include "config.h"


#include "valet-chart.h"
#include "valet-charts-view.h"
#include "valet-report.h"

struct _ValetChartsView
{
  AdwBin          parent_instance;
  GtkDrawingArea *ranking_area;
  GtkDrawingArea *scatter_area;
  GtkDrawingArea *rounds_area;
  GtkDropDown    *pair_dropdown;

  ValetDocument  *document;
  ValetReport    *report;
  GtkStringList  *pair_names;
  GCancellable   *charting;     /* the run being charted, if any */
};

G_DEFINE_FINAL_TYPE (ValetChartsView, valet_charts_view, ADW_TYPE_BIN)

static ValetChartPalette
palette (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ())
         ? VALET_CHART_DARK : VALET_CHART_LIGHT;
}

static void
draw_ranking (GtkDrawingArea *area, cairo_t *cr, int width, int height,
              gpointer data)
{
  ValetChartsView *self = data;
  if (self->report && valet_report_n_pairs (self->report) > 0)
    valet_chart_draw_ranking (cr, width, height, self->report, 0,
                              valet_report_n_pairs (self->report), palette ());
}

static void
draw_scatter (GtkDrawingArea *area, cairo_t *cr, int width, int height,
              gpointer data)
{
  ValetChartsView *self = data;
  if (self->report && valet_report_n_pairs (self->report) > 0)
    valet_chart_draw_scatter (cr, width, height, self->report, palette ());
}

static void
draw_rounds (GtkDrawingArea *area, cairo_t *cr, int width, int height,
             gpointer data)
{
  ValetChartsView *self = data;
  guint pair = gtk_drop_down_get_selected (self->pair_dropdown);

  if (self->report && pair < valet_report_n_pairs (self->report))
    valet_chart_draw_rounds (cr, width, height, self->report,
                             valet_report_pair (self->report, pair), palette ());
}

static void
redraw (ValetChartsView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self->ranking_area));
  gtk_widget_queue_draw (GTK_WIDGET (self->scatter_area));
  gtk_widget_queue_draw (GTK_WIDGET (self->rounds_area));
}

static void
pair_changed (ValetChartsView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self->rounds_area));
}

typedef struct {
  ValetSource  *source;         /* keeps the tournament alive */
  ValetOptions  options;
  char         *title;
} ChartJob;

static void
chart_job_free (gpointer p)
{
  ChartJob *job = p;
  g_object_unref (job->source);
  valet_options_clear (&job->options);
  g_free (job->title);
  g_free (job);
}

/* The report scores the tournament once more: cheap next to reading it,
 * and off the main thread all the same. */
static void
chart_thread (GTask *task, gpointer source_object, gpointer data,
              GCancellable *cancellable)
{
  ChartJob *job = data;
  ValetReport *report = valet_report_new (valet_source_get_tournament (job->source),
                                          &job->options, job->title);
  g_task_return_pointer (task, report, (GDestroyNotify) valet_report_free);
}

static void
charted (GObject *object, GAsyncResult *result, gpointer data)
{
  ValetChartsView *self = VALET_CHARTS_VIEW (object);
  ValetReport *report = g_task_propagate_pointer (G_TASK (result), NULL);
  guint n, selected;
  g_autoptr (GPtrArray) names = NULL;

  /* Cancelled: a newer run is on its way, or the view went away. */
  if (report == NULL)
    return;
  g_clear_object (&self->charting);
  g_clear_pointer (&self->report, valet_report_free);
  self->report = report;

  n = valet_report_n_pairs (report);
  names = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = valet_report_pair_name (report, valet_report_pair (report, i));
      g_ptr_array_add (names, g_strdup_printf ("%u. %s", i + 1, name));
    }
  g_ptr_array_add (names, NULL);
  selected = gtk_drop_down_get_selected (self->pair_dropdown);
  gtk_string_list_splice (self->pair_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->pair_names)),
                          (const char *const *) names->pdata);
  gtk_drop_down_set_selected (self->pair_dropdown,
                              selected < n ? selected : (n ? 0 : GTK_INVALID_LIST_POSITION));

  /* A bar of about 22 pixels a pair, as in the PNG export. */
  gtk_drawing_area_set_content_height (self->ranking_area, (int) MAX (300, 90 + 22 * n));
  redraw (self);
}

static void
scored (ValetChartsView *self)
{
  ValetSource *source = valet_document_get_source (self->document);
  ChartJob *job;
  g_autoptr (GTask) task = NULL;

  if (self->charting)
    g_cancellable_cancel (self->charting);
  g_clear_object (&self->charting);
  if (source == NULL || valet_document_get_generation (self->document) == 0)
    return;

  self->charting = g_cancellable_new ();
  job = g_new0 (ChartJob, 1);
  job->source = g_object_ref (source);
  valet_document_get_options (self->document, &job->options);
  job->title = g_strdup (valet_document_get_title (self->document));
  task = g_task_new (self, self->charting, charted, NULL);
  g_task_set_return_on_cancel (task, TRUE);
  g_task_set_task_data (task, job, chart_job_free);
  g_task_run_in_thread (task, chart_thread);
}

static void
valet_charts_view_dispose (GObject *object)
{
  ValetChartsView *self = VALET_CHARTS_VIEW (object);

  if (self->charting)
    g_cancellable_cancel (self->charting);
  g_clear_object (&self->charting);
  g_clear_pointer (&self->report, valet_report_free);
  g_clear_object (&self->document);
  g_clear_object (&self->pair_names);
  gtk_widget_dispose_template (GTK_WIDGET (object), VALET_TYPE_CHARTS_VIEW);
  G_OBJECT_CLASS (valet_charts_view_parent_class)->dispose (object);
}

static void
valet_charts_view_class_init (ValetChartsViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = valet_charts_view_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/valetbridge/Valet/ui/valet-charts-view.ui");
  gtk_widget_class_bind_template_child (widget_class, ValetChartsView, ranking_area);
  gtk_widget_class_bind_template_child (widget_class, ValetChartsView, scatter_area);
  gtk_widget_class_bind_template_child (widget_class, ValetChartsView, rounds_area);
  gtk_widget_class_bind_template_child (widget_class, ValetChartsView, pair_dropdown);
  gtk_widget_class_bind_template_callback (widget_class, pair_changed);
}

static void
valet_charts_view_init (ValetChartsView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->pair_names = gtk_string_list_new (NULL);
  gtk_drop_down_set_model (self->pair_dropdown, G_LIST_MODEL (self->pair_names));
  gtk_drop_down_set_expression (self->pair_dropdown,
                                gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL,
                                                             "string"));
  gtk_drop_down_set_enable_search (self->pair_dropdown, TRUE);

  gtk_drawing_area_set_draw_func (self->ranking_area, draw_ranking, self, NULL);
  gtk_drawing_area_set_draw_func (self->scatter_area, draw_scatter, self, NULL);
  gtk_drawing_area_set_draw_func (self->rounds_area, draw_rounds, self, NULL);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (redraw), self, G_CONNECT_SWAPPED);
}

void
valet_charts_view_set_document (ValetChartsView *self, ValetDocument *document)
{
  g_return_if_fail (VALET_IS_CHARTS_VIEW (self));
  g_return_if_fail (self->document == NULL);

  self->document = g_object_ref (document);
  g_signal_connect_object (document, "notify::generation", G_CALLBACK (scored), self,
                           G_CONNECT_SWAPPED);
  scored (self);
}

guint
valet_charts_view_get_n_pairs (ValetChartsView *self)
{
  g_return_val_if_fail (VALET_IS_CHARTS_VIEW (self), 0);
  return self->report ? valet_report_n_pairs (self->report) : 0;
}
