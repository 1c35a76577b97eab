/* valet-charts-view.c: the charts page. */
#define G_LOG_DOMAIN "valet-charts-view"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "valet-chart.h"
#include "valet-charts-view.h"
#include "valet-grid.h"
#include "valet-report.h"

struct _ValetChartsView
{
  ValetDocumentView parent_instance;
  GtkDropDown    *top_dropdown;
  GtkDrawingArea *ranking_area;
  GtkDrawingArea *scatter_area;
  GtkDrawingArea *rounds_area;
  GtkMenuButton  *pair_button;
  GtkPopover     *pair_popover;
  GtkSearchEntry *pair_search;
  GtkListView    *pair_list;
  GtkWidget      *pager;
  GtkButton      *previous_button;
  GtkButton      *next_button;
  GtkAdjustment  *page_adjustment;
  GtkLabel       *pager_label;

  ValetReport    *report;
  GtkStringList  *pair_names;   /* "rank. names", each with its position and key */
  gboolean        names_stale;  /* pair_names not yet of the run shown */
  GtkFilterListModel *pair_matches;
  char           *pair_folded;  /* the pair search, folded */
  guint           pair;         /* ranking position of the pair of the rounds chart */
  GSettings      *settings;
  guint           page;         /* of the ranking chart, showing all pairs */
  gboolean        paging;       /* the pager is being set */
};

G_DEFINE_FINAL_TYPE (ValetChartsView, valet_charts_view, VALET_TYPE_DOCUMENT_VIEW)

/* The choices of the Show menu, in the order of its items in the .ui:
 * the nick of the chart-pairs setting and how many pairs the ranking
 * chart shows, 0 for all. */
static const struct {
  const char *nick;
  guint       count;
} top_choices[] = {
  { "top-10", 10 }, { "top-20", 20 }, { "top-50", 50 }, { "all", 0 },
};

/* A page of the ranking chart is at most this many pixels high on the
 * screen: a picture taller than the renderer's largest texture (8,192
 * pixels on some systems) is drawn blank, or aborts the program. */
#define MAX_CHART_PIXELS 8000
#define MAX_PAGE_PAIRS   200

/* How many pairs a page of the ranking chart holds at the screen's
 * scale, at 22 pixels a bar below 90 for the title, legend and axis. */
static guint
page_pairs (ValetChartsView *self)
{
  int scale = MAX (gtk_widget_get_scale_factor (GTK_WIDGET (self)), 1);
  return CLAMP ((MAX_CHART_PIXELS / scale - 90) / 22, 20, MAX_PAGE_PAIRS);
}

static guint
n_pairs (ValetChartsView *self)
{
  return self->report ? valet_run_n_ranked (valet_report_run (self->report)) : 0;
}

/* The pairs the ranking chart shows: the top of the ranking the Show
 * menu asks for, or a page of all of them, on the scale of all pairs so
 * that the pages compare. */
static void
ranking_window (ValetChartsView *self, guint *first, guint *count, ValetChartScale *scale)
{
  guint n = n_pairs (self), selected = gtk_drop_down_get_selected (self->top_dropdown);
  guint top = selected < G_N_ELEMENTS (top_choices) ? top_choices[selected].count : 0;
  guint per_page = page_pairs (self), pages = (n + per_page - 1) / per_page;

  *first = 0;
  *scale = VALET_CHART_SCALE_SHOWN;
  if (top > 0)
    {
      *count = MIN (top, n);
      return;
    }
  if (pages > 1)
    {
      *first = MIN (self->page, pages - 1) * per_page;
      *scale = VALET_CHART_SCALE_ALL;
    }
  *count = MIN (per_page, n - *first);
}

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
  guint first, count;
  ValetChartScale scale;

  ranking_window (self, &first, &count, &scale);
  if (count > 0)
    valet_chart_draw_ranking (cr, width, height, self->report, first, count, scale,
                              palette ());
}

static void
draw_scatter (GtkDrawingArea *area, cairo_t *cr, int width, int height,
              gpointer data)
{
  ValetChartsView *self = data;
  if (n_pairs (self) > 0)
    valet_chart_draw_scatter (cr, width, height, self->report, palette ());
}

static void
draw_rounds (GtkDrawingArea *area, cairo_t *cr, int width, int height,
             gpointer data)
{
  ValetChartsView *self = data;
  guint pair = self->pair;

  if (pair < n_pairs (self))
    valet_chart_draw_rounds (cr, width, height, self->report,
                             valet_run_ranked (valet_report_run (self->report), pair), palette ());
}

static void
redraw_cb (ValetChartsView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self->ranking_area));
  gtk_widget_queue_draw (GTK_WIDGET (self->scatter_area));
  gtk_widget_queue_draw (GTK_WIDGET (self->rounds_area));
}

/* The pager, shown when all pairs do not fit on one page. */
static void
update_pager (ValetChartsView *self, guint first, guint count)
{
  guint n = n_pairs (self), per_page = page_pairs (self);
  guint pages = (n + per_page - 1) / per_page, selected;
  gboolean all;
  g_autofree char *text = NULL;

  selected = gtk_drop_down_get_selected (self->top_dropdown);
  all = selected < G_N_ELEMENTS (top_choices) && top_choices[selected].count == 0;
  gtk_widget_set_visible (self->pager, all && pages > 1);
  if (!all || pages <= 1)
    return;
  self->paging = TRUE;
  gtk_adjustment_set_upper (self->page_adjustment, pages);
  gtk_adjustment_set_value (self->page_adjustment, first / per_page + 1);
  self->paging = FALSE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->previous_button), first > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->next_button), first + count < n);
  /* TRANSLATORS: the pairs on this page of the ranking chart, of all. */
  text = g_strdup_printf (_("Pairs %u–%u of %u"), first + 1, first + count, n);
  gtk_label_set_text (self->pager_label, text);
}

/* A bar of about 22 pixels a pair, as in the PNG export. */
static void
layout_ranking_cb (ValetChartsView *self)
{
  guint first, count;
  ValetChartScale scale;

  ranking_window (self, &first, &count, &scale);
  update_pager (self, first, count);
  gtk_drawing_area_set_content_height (self->ranking_area, (int) MAX (300, 90 + 22 * count));
  gtk_widget_queue_draw (GTK_WIDGET (self->ranking_area));
}

static void
top_changed_cb (ValetChartsView *self)
{
  self->page = 0;
  layout_ranking_cb (self);
}

static void
page_changed_cb (ValetChartsView *self)
{
  if (self->paging)
    return;
  self->page = (guint) gtk_adjustment_get_value (self->page_adjustment) - 1;
  layout_ranking_cb (self);
}

static void
previous_page_cb (ValetChartsView *self)
{
  gtk_adjustment_set_value (self->page_adjustment,
                            gtk_adjustment_get_value (self->page_adjustment) - 1);
}

static void
next_page_cb (ValetChartsView *self)
{
  gtk_adjustment_set_value (self->page_adjustment,
                            gtk_adjustment_get_value (self->page_adjustment) + 1);
}

static GtkDrawingArea *
chart_area (ValetChartsView *self, ValetChartKind kind)
{
  switch (kind)
    {
    case VALET_CHART_SCATTER: return self->scatter_area;
    case VALET_CHART_ROUNDS:  return self->rounds_area;
    case VALET_CHART_RANKING:
    default:                  return self->ranking_area;
    }
}

/* The markup for what lies at (@x, @y) of the chart @kind, and where it
 * lies, from the renderer's own layout of the chart as drawn. */
static char *
describe (ValetChartsView *self, ValetChartKind kind, double x, double y,
          ValetChartArea *box)
{
  GtkWidget *area = GTK_WIDGET (chart_area (self, kind));
  double width = gtk_widget_get_width (area), height = gtk_widget_get_height (area);
  guint n = n_pairs (self);
  guint pair = self->pair;
  int hit;

  if (n == 0 || width <= 0 || height <= 0)
    return NULL;
  switch (kind)
    {
    case VALET_CHART_SCATTER:
      hit = valet_chart_scatter_hit (width, height, self->report, x, y, box);
      return hit < 0 ? NULL : valet_chart_describe_pair (self->report, hit);
    case VALET_CHART_ROUNDS:
      {
        const ValetPairScore *chosen =
          pair < n ? valet_run_ranked (valet_report_run (self->report), pair) : NULL;
        if (chosen == NULL)
          return NULL;
        hit = valet_chart_rounds_hit (width, height, self->report, chosen, x, y, box);
        return hit < 0 ? NULL : valet_chart_describe_round (self->report, chosen, hit);
      }
    case VALET_CHART_RANKING:
    default:
      {
        guint first, count;
        ValetChartScale scale;
        ranking_window (self, &first, &count, &scale);
        hit = valet_chart_ranking_hit (width, height, self->report, first, count, scale,
                                       x, y, box);
        return hit < 0 ? NULL : valet_chart_describe_pair (self->report, hit);
      }
    }
}

static gboolean
query_tooltip_cb (GtkWidget *area, int x, int y, gboolean keyboard, GtkTooltip *tooltip,
                  gpointer data)
{
  ValetChartsView *self = data;
  ValetChartKind kind = area == GTK_WIDGET (self->scatter_area) ? VALET_CHART_SCATTER
                        : area == GTK_WIDGET (self->rounds_area) ? VALET_CHART_ROUNDS
                        : VALET_CHART_RANKING;
  ValetChartArea box;
  g_autofree char *markup = describe (self, kind, x, y, &box);
  GdkRectangle rect;

  if (markup == NULL)
    return FALSE;
  gtk_tooltip_set_markup (tooltip, markup);
  /* The tooltip follows the pointer to the next bar or point, and stays
   * put within this one. */
  rect.x = (int) floor (box.x);
  rect.y = (int) floor (box.y);
  rect.width = (int) ceil (box.x + box.width) - rect.x;
  rect.height = (int) ceil (box.y + box.height) - rect.y;
  gtk_tooltip_set_tip_area (tooltip, &rect);
  return TRUE;
}

/* The pair selector: a search by either player's name, anywhere in it,
 * as the grids' searches compare names (case and accents ignored), over
 * the pairs in ranking order.  GtkDropDown's own search in GTK 4.8 only
 * matches the start of its text. */

/* Each name keeps its ranking position and its folded text, made once a
 * run rather than at every key typed. */
static void
tag_pair_names (ValetChartsView *self)
{
  GListModel *names = G_LIST_MODEL (self->pair_names);

  for (guint i = 0; i < g_list_model_get_n_items (names); i++)
    {
      g_autoptr (GtkStringObject) name = g_list_model_get_item (names, i);

      g_object_set_data (G_OBJECT (name), "valet-position", GUINT_TO_POINTER (i));
      g_object_set_data_full (G_OBJECT (name), "valet-folded",
                              valet_grid_fold (gtk_string_object_get_string (name)), g_free);
    }
}

static gboolean
keep_pair_name (gpointer item, gpointer data)
{
  ValetChartsView *self = data;
  const char *folded = g_object_get_data (item, "valet-folded");

  return self->pair_folded == NULL || folded == NULL || strstr (folded, self->pair_folded);
}

/* The rounds of the pair at @position of the ranking, named on the
 * button. */
static void
choose_pair (ValetChartsView *self, guint position)
{
  guint n = n_pairs (self);
  g_autofree char *label = NULL;

  self->pair = position < n ? position : GTK_INVALID_LIST_POSITION;
  if (position < n)
    {
      label = valet_run_ranked_label (valet_report_run (self->report), position);
    }
  gtk_menu_button_set_label (self->pair_button, label ? label : "");
  gtk_widget_queue_draw (GTK_WIDGET (self->rounds_area));
}

static void
choose_match (ValetChartsView *self, guint match)
{
  g_autoptr (GObject) name = g_list_model_get_item (G_LIST_MODEL (self->pair_matches), match);

  if (name == NULL)
    return;
  choose_pair (self, GPOINTER_TO_UINT (g_object_get_data (name, "valet-position")));
  gtk_popover_popdown (self->pair_popover);
}

static void
pair_activated_cb (ValetChartsView *self, guint match)
{
  choose_match (self, match);
}

/* Enter takes the first pair found. */
static void
pair_search_activate_cb (ValetChartsView *self)
{
  choose_match (self, 0);
}

static void
pair_search_changed_cb (ValetChartsView *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->pair_search));

  g_clear_pointer (&self->pair_folded, g_free);
  if (text[0] != '\0')
    self->pair_folded = valet_grid_fold (text);
  gtk_filter_changed (gtk_filter_list_model_get_filter (self->pair_matches),
                      GTK_FILTER_CHANGE_DIFFERENT);
}

static void
pair_search_stop_cb (ValetChartsView *self)
{
  gtk_popover_popdown (self->pair_popover);
}

/* Each time it opens: every pair, the search ready for typing. */
static void
pair_popover_show_cb (ValetChartsView *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->pair_search), "");
  pair_search_changed_cb (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->pair_search));
}

static void
setup_pair_name_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (list_item, label);
}

static void
bind_pair_name_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item)
{
  GtkStringObject *name = gtk_list_item_get_item (list_item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (list_item)),
                      gtk_string_object_get_string (name));
}

static void
init_pair_selector (ValetChartsView *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkCustomFilter *filter = gtk_custom_filter_new (keep_pair_name, self, NULL);
  GtkNoSelection *selection;

  self->pair = GTK_INVALID_LIST_POSITION;
  self->pair_names = gtk_string_list_new (NULL);
  self->pair_matches = gtk_filter_list_model_new (g_object_ref (G_LIST_MODEL (self->pair_names)),
                                                  GTK_FILTER (filter));
  selection = gtk_no_selection_new (G_LIST_MODEL (self->pair_matches));
  gtk_list_view_set_model (self->pair_list, GTK_SELECTION_MODEL (selection));
  g_object_unref (selection);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_pair_name_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_pair_name_cb), NULL);
  gtk_list_view_set_factory (self->pair_list, factory);
  g_object_unref (factory);
}

/* The ranked pairs' names for the pair selector to search, of the run
 * shown, when they are not yet. */
static void
fill_pair_names (ValetChartsView *self)
{
  ValetRun *run;
  guint n;
  g_autoptr (GPtrArray) names = NULL;

  if (!self->names_stale || self->report == NULL)
    return;
  self->names_stale = FALSE;
  run = valet_report_run (self->report);
  n = valet_run_n_ranked (run);
  names = g_ptr_array_new_full (n + 1, g_free);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = valet_run_pair_name (run, valet_run_ranked (run, i));
      g_ptr_array_add (names, g_strdup_printf ("%u. %s", i + 1, name));
    }
  g_ptr_array_add (names, NULL);
  gtk_string_list_splice (self->pair_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->pair_names)),
                          (const char *const *) names->pdata);
  tag_pair_names (self);
}

/* The charts show the run the grids show, as soon as it is published:
 * nothing is scored again, and the numbers are the same. */
static void
scored_cb (ValetChartsView *self)
{
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));
  ValetRun *run = valet_document_get_run (document);
  guint n;

  if (run == NULL || (self->report != NULL && valet_report_run (self->report) == run))
    return;
  g_clear_pointer (&self->report, valet_report_free);
  self->report = valet_report_new_for_run (run, valet_document_get_title (document));

  n = valet_run_n_ranked (run);
  /* The names to search are made when the view shows: an object and a
   * folded text for each of 200,000 pairs is not for a view nobody sees. */
  self->names_stale = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    fill_pair_names (self);
  choose_pair (self, self->pair < n ? self->pair : 0);

  layout_ranking_cb (self);
  redraw_cb (self);
}

static void
valet_charts_view_map (GtkWidget *widget)
{
  fill_pair_names (VALET_CHARTS_VIEW (widget));
  GTK_WIDGET_CLASS (valet_charts_view_parent_class)->map (widget);
}

/* The window's document, which the window's template gives every view
 * as it makes them. */
static void
valet_charts_view_constructed (GObject *object)
{
  ValetChartsView *self = VALET_CHARTS_VIEW (object);
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));

  G_OBJECT_CLASS (valet_charts_view_parent_class)->constructed (object);
  g_return_if_fail (VALET_IS_DOCUMENT (document));
  g_signal_connect_object (document, "notify::generation", G_CALLBACK (scored_cb), self,
                           G_CONNECT_SWAPPED);
  scored_cb (self);
}

static void
valet_charts_view_dispose (GObject *object)
{
  ValetChartsView *self = VALET_CHARTS_VIEW (object);

  g_clear_pointer (&self->report, valet_report_free);
  g_clear_object (&self->pair_names);
  g_clear_pointer (&self->pair_folded, g_free);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (valet_charts_view_parent_class)->dispose (object);
}

static void
valet_charts_view_class_init (ValetChartsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = valet_charts_view_constructed;
  object_class->dispose = valet_charts_view_dispose;
  widget_class->map = valet_charts_view_map;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/valetbridge/Valet/ui/valet-charts-view.ui");
  gtk_widget_class_bind_template_child (widget_class, ValetChartsView, top_dropdown);
  gtk_widget_class_bind_template_child (widget_class, ValetChartsView, ranking_area);
  gtk_widget_class_bind_template_child (widget_class, ValetChartsView, scatter_area);
  gtk_widget_class_bind_template_child (widget_class, ValetChartsView, rounds_area);
  gtk_widget_class_bind_template_child (widget_class, ValetChartsView, pair_button);
  gtk_widget_class_bind_template_child (widget_class, ValetChartsView, pair_popover);
  gtk_widget_class_bind_template_child (widget_class, ValetChartsView, pair_search);
  gtk_widget_class_bind_template_child (widget_class, ValetChartsView, pair_list);
  gtk_widget_class_bind_template_child (widget_class, ValetChartsView, pager);
  gtk_widget_class_bind_template_child (widget_class, ValetChartsView, previous_button);
  gtk_widget_class_bind_template_child (widget_class, ValetChartsView, next_button);
  gtk_widget_class_bind_template_child (widget_class, ValetChartsView, page_adjustment);
  gtk_widget_class_bind_template_child (widget_class, ValetChartsView, pager_label);
  gtk_widget_class_bind_template_callback (widget_class, pair_popover_show_cb);
  gtk_widget_class_bind_template_callback (widget_class, pair_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, pair_search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, pair_search_stop_cb);
  gtk_widget_class_bind_template_callback (widget_class, pair_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, top_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, page_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, previous_page_cb);
  gtk_widget_class_bind_template_callback (widget_class, next_page_cb);
  gtk_widget_class_bind_template_callback (widget_class, query_tooltip_cb);
}

static gboolean
top_from_setting (GValue *value, GVariant *variant, gpointer data)
{
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (top_choices); i++)
    if (g_str_equal (nick, top_choices[i].nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
top_to_setting (const GValue *value, const GVariantType *type, gpointer data)
{
  guint i = g_value_get_uint (value);

  return i < G_N_ELEMENTS (top_choices) ? g_variant_new_string (top_choices[i].nick) : NULL;
}

/* The Show menu, kept in the chart-pairs setting. */
static void
init_top_dropdown (ValetChartsView *self)
{
  self->settings = g_settings_new (APP_ID);
  g_settings_bind_with_mapping (self->settings, "chart-pairs", self->top_dropdown, "selected",
                                G_SETTINGS_BIND_DEFAULT, top_from_setting, top_to_setting,
                                NULL, NULL);
}

static void
valet_charts_view_init (ValetChartsView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  init_top_dropdown (self);

  init_pair_selector (self);

  gtk_drawing_area_set_draw_func (self->ranking_area, draw_ranking, self, NULL);
  gtk_drawing_area_set_draw_func (self->scatter_area, draw_scatter, self, NULL);
  gtk_drawing_area_set_draw_func (self->rounds_area, draw_rounds, self, NULL);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (redraw_cb), self, G_CONNECT_SWAPPED);
  /* A page holds fewer pairs on a screen of more pixels. */
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (layout_ranking_cb), NULL);
}

guint
valet_charts_view_get_n_pairs (ValetChartsView *self)
{
  g_return_val_if_fail (VALET_IS_CHARTS_VIEW (self), 0);
  return n_pairs (self);
}

ValetRun *
valet_charts_view_get_run (ValetChartsView *self)
{
  g_return_val_if_fail (VALET_IS_CHARTS_VIEW (self), NULL);
  return self->report ? valet_report_run (self->report) : NULL;
}

guint
valet_charts_view_get_n_bars (ValetChartsView *self)
{
  guint first, count;
  ValetChartScale scale;

  g_return_val_if_fail (VALET_IS_CHARTS_VIEW (self), 0);
  ranking_window (self, &first, &count, &scale);
  return count;
}

guint
valet_charts_view_get_first_bar (ValetChartsView *self)
{
  guint first, count;
  ValetChartScale scale;

  g_return_val_if_fail (VALET_IS_CHARTS_VIEW (self), 0);
  ranking_window (self, &first, &count, &scale);
  return first;
}

void
valet_charts_view_set_page (ValetChartsView *self, guint page)
{
  g_return_if_fail (VALET_IS_CHARTS_VIEW (self));
  self->page = page;
  layout_ranking_cb (self);
}

guint
valet_charts_view_get_pair (ValetChartsView *self)
{
  g_return_val_if_fail (VALET_IS_CHARTS_VIEW (self), GTK_INVALID_LIST_POSITION);
  return self->pair;
}

/* Opens the selector once the page shows it, scrolling it into sight
 * first: a popover anchored below the window has no monitor to be
 * placed on.  A page shown just now is laid out a frame later. */
static gboolean
popup_pair_search (GtkWidget *button, GdkFrameClock *clock, gpointer data)
{
  GtkWidget *page = gtk_widget_get_ancestor (button, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *scroll = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (page));
  guint *frames = data;
  graphene_rect_t bounds;

  if (gtk_widget_get_width (button) > 0 && gtk_widget_compute_bounds (button, page, &bounds))
    {
      double below = bounds.origin.y + bounds.size.height - gtk_widget_get_height (page);

      if (bounds.origin.y >= 0 && below <= 0)
        {
          gtk_menu_button_popup (GTK_MENU_BUTTON (button));
          return G_SOURCE_REMOVE;
        }
      gtk_adjustment_set_value (scroll, gtk_adjustment_get_value (scroll)
                                        + (below > 0 ? below : bounds.origin.y));
    }
  return ++*frames < 60 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

void
valet_charts_view_focus_search (ValetChartsView *self)
{
  g_return_if_fail (VALET_IS_CHARTS_VIEW (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->pair_button));
  gtk_widget_add_tick_callback (GTK_WIDGET (self->pair_button), popup_pair_search,
                                g_new0 (guint, 1), g_free);
}

GtkWidget *
valet_charts_view_get_chart (ValetChartsView *self, ValetChartKind kind)
{
  g_return_val_if_fail (VALET_IS_CHARTS_VIEW (self), NULL);
  return GTK_WIDGET (chart_area (self, kind));
}

char *
valet_charts_view_describe (ValetChartsView *self, ValetChartKind kind, double x, double y)
{
  g_return_val_if_fail (VALET_IS_CHARTS_VIEW (self), NULL);
  return describe (self, kind, x, y, NULL);
}
