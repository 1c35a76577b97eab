/* valet-season-partnership.c: a partnership's page across a season's
 * events, laid out as the player's page is. */
#define G_LOG_DOMAIN "valet-library"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "valet-season-chart.h"
#include "valet-season-partnership.h"

struct _ValetSeasonPartnership
{
  GtkBox          parent_instance;
  GtkLabel       *name;
  GtkLabel       *summary;
  GtkLabel       *pooled_label;
  GtkDrawingArea *chart;
  GtkListBox     *events;
  GArray         *points;        /* double per event: the luck-free mean, NAN: not played */
  GPtrArray      *event_text;    /* char *, per event, as listed */
  ValetSeasonStat pooled;
};

G_DEFINE_FINAL_TYPE (ValetSeasonPartnership, valet_season_partnership, GTK_TYPE_BOX)

static char *
stat_text (const ValetSeasonStat *stat)
{
  if (isnan (stat->half_width))
    return g_strdup_printf ("%.2f", stat->mean);
  return g_strdup_printf ("%.2f ± %.2f", stat->mean, stat->half_width);
}

/* The numbers of one row, as the ranking's columns have them: as
 * played, luck-free, then its shares. */
static char *
values_text (const ValetSeasonRow *row)
{
  g_autofree char *played = stat_text (&row->value[VALET_SEASON_PLAYED]);
  g_autofree char *total = stat_text (&row->value[VALET_SEASON_TOTAL]);
  g_autofree char *bid = stat_text (&row->value[VALET_SEASON_BID]);
  g_autofree char *play = stat_text (&row->value[VALET_SEASON_PLAY]);
  g_autofree char *lead = stat_text (&row->value[VALET_SEASON_LEAD]);
  g_autofree char *def = stat_text (&row->value[VALET_SEASON_DEF]);

  /* Translators: per board: the score as played, the luck-free score,
   * then its shares: bidding, declarer play, opening lead, defence. */
  return g_strdup_printf (_("as played %s, luck-free %s (bid %s, play %s, lead %s, "
                            "defence %s)"),
                          played, total, bid, play, lead, def);
}

static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  ValetSeasonPartnership *self = data;

  valet_season_chart_draw (cr, width, height, self->points, &self->pooled);
}

void
valet_season_partnership_clear (ValetSeasonPartnership *self)
{
  GtkWidget *child;

  g_array_set_size (self->points, 0);
  g_ptr_array_set_size (self->event_text, 0);
  gtk_label_set_text (self->pooled_label, "");
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->events))) != NULL)
    gtk_list_box_remove (self->events, child);
}

static void
add_line (ValetSeasonPartnership *self, const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_list_box_append (self->events, label);
}

void
valet_season_partnership_show (ValetSeasonPartnership *self, ValetSeason *season,
                               GPtrArray *per_event, GPtrArray *event_names, guint a, guint b)
{
  const ValetSeasonRow *own = valet_season_find (season, a, b);

  valet_season_partnership_clear (self);
  /* Translators: a partnership, two players' names. */
  g_autofree char *title = g_strdup_printf (_("%s – %s"), valet_season_person_name (season, a),
                                            valet_season_person_name (season, b));
  gtk_label_set_text (self->name, title);
  gtk_label_set_text (self->summary, "");
  if (own == NULL)
    return;
  self->pooled = own->value[VALET_SEASON_TOTAL];
  /* Translators: how many events and boards a partnership played together. */
  g_autofree char *summary = g_strdup_printf (ngettext ("%u event together, %.0f boards",
                                                        "%u events together, %.0f boards",
                                                        own->events),
                                              own->events, own->boards);
  gtk_label_set_text (self->summary, summary);
  g_autofree char *values = values_text (own);
  /* Translators: the pooled numbers of every board, per board. */
  g_autofree char *pooled = g_strdup_printf (_("Pooled: %s"), values);
  gtk_label_set_text (self->pooled_label, pooled);

  for (guint i = 0; i < per_event->len; i++)
    {
      const ValetSeasonRow *row = valet_season_find (g_ptr_array_index (per_event, i), a, b);
      const char *event = g_ptr_array_index (event_names, i);
      double v = row ? row->value[VALET_SEASON_TOTAL].mean : NAN;
      char *line;

      g_array_append_val (self->points, v);
      if (row == NULL)
        line = g_strdup_printf (_("%u. %s: not played together"), i + 1, event);
      else
        {
          g_autofree char *numbers = values_text (row);
          /* Translators: the event's number on the chart, its name,
           * the boards played, then the numbers per board. */
          line = g_strdup_printf (_("%u. %s: %.0f boards, %s"), i + 1, event, row->boards,
                                  numbers);
        }
      g_ptr_array_add (self->event_text, line);
      add_line (self, line);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
}

static void
valet_season_partnership_finalize (GObject *object)
{
  ValetSeasonPartnership *self = VALET_SEASON_PARTNERSHIP (object);

  g_array_unref (self->points);
  g_ptr_array_unref (self->event_text);
  G_OBJECT_CLASS (valet_season_partnership_parent_class)->finalize (object);
}

static void
valet_season_partnership_class_init (ValetSeasonPartnershipClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = valet_season_partnership_finalize;
}

static void
valet_season_partnership_init (ValetSeasonPartnership *self)
{
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *events_title = gtk_label_new (_("Events"));

  self->points = g_array_new (FALSE, FALSE, sizeof (double));
  self->event_text = g_ptr_array_new_with_free_func (g_free);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);

  self->name = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->name), "title-2");
  gtk_label_set_xalign (self->name, 0);
  self->summary = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->summary, 0);
  gtk_label_set_wrap (self->summary, TRUE);
  self->pooled_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->pooled_label, 0);
  gtk_label_set_wrap (self->pooled_label, TRUE);
  self->chart = GTK_DRAWING_AREA (gtk_drawing_area_new ());
  gtk_drawing_area_set_content_height (self->chart, 220);
  gtk_drawing_area_set_draw_func (self->chart, draw_chart, self, NULL);
  gtk_label_set_xalign (GTK_LABEL (events_title), 0);
  gtk_widget_add_css_class (events_title, "heading");
  self->events = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->events, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->events), "boxed-list");

  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (self->name));
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (self->summary));
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (self->pooled_label));
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (self->chart));
  gtk_box_append (GTK_BOX (inner), events_title);
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (self->events));
  gtk_widget_set_margin_start (inner, 18);
  gtk_widget_set_margin_end (inner, 18);
  gtk_widget_set_margin_top (inner, 12);
  gtk_widget_set_margin_bottom (inner, 18);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), inner);
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_box_append (GTK_BOX (self), scroll);
}

GtkWidget *
valet_season_partnership_new (void)
{
  return g_object_new (VALET_TYPE_SEASON_PARTNERSHIP, NULL);
}

const char *
valet_season_partnership_title (ValetSeasonPartnership *self)
{
  return gtk_label_get_text (self->name);
}

const char *
valet_season_partnership_pooled_text (ValetSeasonPartnership *self)
{
  return gtk_label_get_text (self->pooled_label);
}

guint
valet_season_partnership_n_events (ValetSeasonPartnership *self)
{
  return self->points->len;
}

double
valet_season_partnership_point (ValetSeasonPartnership *self, guint i)
{
  return i < self->points->len ? g_array_index (self->points, double, i) : NAN;
}

char *
valet_season_partnership_event_text (ValetSeasonPartnership *self, guint i)
{
  return i < self->event_text->len ? g_strdup (g_ptr_array_index (self->event_text, i)) : NULL;
}
