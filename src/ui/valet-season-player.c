/* valet-season-player.c: a player's page across a season's events. */
#define G_LOG_DOMAIN "valet-library"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "valet-season-chart.h"
#include "valet-season-player.h"

struct _ValetSeasonPlayer
{
  GtkBox          parent_instance;
  GtkLabel       *name;
  GtkLabel       *summary;
  GtkDrawingArea *chart;
  GtkListBox     *partners;
  GArray         *points;        /* double per event: the luck-free mean, NAN: not played */
  GPtrArray      *labels;        /* the events' names, for the axis */
  GPtrArray      *partner_text;  /* char *, as listed */
  ValetSeasonStat pooled;
};

G_DEFINE_FINAL_TYPE (ValetSeasonPlayer, valet_season_player, GTK_TYPE_BOX)

static char *
stat_text (const ValetSeasonStat *stat)
{
  if (isnan (stat->half_width))
    return g_strdup_printf ("%.2f", stat->mean);
  return g_strdup_printf ("%.2f ± %.2f", stat->mean, stat->half_width);
}

static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  ValetSeasonPlayer *self = data;

  valet_season_chart_draw (cr, width, height, self->points, &self->pooled);
}

void
valet_season_player_clear (ValetSeasonPlayer *self)
{
  GtkWidget *child;

  g_array_set_size (self->points, 0);
  g_ptr_array_set_size (self->labels, 0);
  g_ptr_array_set_size (self->partner_text, 0);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->partners))) != NULL)
    gtk_list_box_remove (self->partners, child);
}

static void
add_line (ValetSeasonPlayer *self, const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_list_box_append (self->partners, label);
}

void
valet_season_player_show (ValetSeasonPlayer *self, ValetSeason *season, GPtrArray *per_event,
                          GPtrArray *event_names, guint person)
{
  const ValetSeasonRow *own = valet_season_find (season, person, VALET_NO_PERSON);

  valet_season_player_clear (self);
  gtk_label_set_text (self->name, valet_season_person_name (season, person));
  if (own == NULL)
    return;
  self->pooled = own->value[VALET_SEASON_TOTAL];
  g_autofree char *total = stat_text (&own->value[VALET_SEASON_TOTAL]);
  g_autofree char *played = stat_text (&own->value[VALET_SEASON_PLAYED]);
  /* Translators: events, boards, then two numbers with their intervals. */
  g_autofree char *summary = g_strdup_printf (_("%u events, %.0f boards: luck-free %s per board "
                                                "(as played %s)"),
                                              own->events, own->boards, total, played);
  gtk_label_set_text (self->summary, summary);

  for (guint i = 0; i < per_event->len; i++)
    {
      const ValetSeasonRow *row = valet_season_find (g_ptr_array_index (per_event, i), person,
                                                     VALET_NO_PERSON);
      double v = row ? row->value[VALET_SEASON_TOTAL].mean : NAN;
      g_array_append_val (self->points, v);
      g_ptr_array_add (self->labels, g_strdup (g_ptr_array_index (event_names, i)));
    }
  /* The events by number, as the chart's axis has them. */
  for (guint i = 0; i < per_event->len; i++)
    {
      double v = g_array_index (self->points, double, i);
      g_autofree char *line = isnan (v)
        ? g_strdup_printf (_("%u. %s: not played"), i + 1,
                           (char *) g_ptr_array_index (event_names, i))
        : g_strdup_printf (_("%u. %s: luck-free %.2f per board"), i + 1,
                           (char *) g_ptr_array_index (event_names, i), v);
      add_line (self, line);
    }
  /* The partners, as the ranking of partnerships orders them. */
  for (guint i = 0; i < valet_season_n_pairs (season); i++)
    {
      const ValetSeasonRow *pair = valet_season_pair (season, i);
      guint other;
      if (pair->person[0] == person)
        other = pair->person[1];
      else if (pair->person[1] == person)
        other = pair->person[0];
      else
        continue;
      g_autofree char *p_total = stat_text (&pair->value[VALET_SEASON_TOTAL]);
      g_autofree char *p_played = stat_text (&pair->value[VALET_SEASON_PLAYED]);
      /* Translators: the partner, boards, then the two scores with their intervals. */
      char *line = g_strdup_printf (_("With %s: %.0f boards, as played %s, luck-free %s"),
                                    valet_season_person_name (season, other), pair->boards,
                                    p_played, p_total);
      g_ptr_array_add (self->partner_text, line);
      add_line (self, line);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
}

static void
valet_season_player_finalize (GObject *object)
{
  ValetSeasonPlayer *self = VALET_SEASON_PLAYER (object);

  g_array_unref (self->points);
  g_ptr_array_unref (self->labels);
  g_ptr_array_unref (self->partner_text);
  G_OBJECT_CLASS (valet_season_player_parent_class)->finalize (object);
}

static void
valet_season_player_class_init (ValetSeasonPlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = valet_season_player_finalize;
}

static void
valet_season_player_init (ValetSeasonPlayer *self)
{
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *partners_title = gtk_label_new (_("Events and Partners"));

  self->points = g_array_new (FALSE, FALSE, sizeof (double));
  self->labels = g_ptr_array_new_with_free_func (g_free);
  self->partner_text = g_ptr_array_new_with_free_func (g_free);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);

  self->name = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->name), "title-2");
  gtk_label_set_xalign (self->name, 0);
  self->summary = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->summary, 0);
  gtk_label_set_wrap (self->summary, TRUE);
  self->chart = GTK_DRAWING_AREA (gtk_drawing_area_new ());
  gtk_drawing_area_set_content_height (self->chart, 220);
  gtk_drawing_area_set_draw_func (self->chart, draw_chart, self, NULL);
  gtk_label_set_xalign (GTK_LABEL (partners_title), 0);
  gtk_widget_add_css_class (partners_title, "heading");
  self->partners = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->partners, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->partners), "boxed-list");

  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (self->name));
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (self->summary));
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (self->chart));
  gtk_box_append (GTK_BOX (inner), partners_title);
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (self->partners));
  gtk_widget_set_margin_start (inner, 18);
  gtk_widget_set_margin_end (inner, 18);
  gtk_widget_set_margin_top (inner, 12);
  gtk_widget_set_margin_bottom (inner, 18);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), inner);
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_box_append (GTK_BOX (self), scroll);
}

GtkWidget *
valet_season_player_new (void)
{
  return g_object_new (VALET_TYPE_SEASON_PLAYER, NULL);
}

guint
valet_season_player_n_points (ValetSeasonPlayer *self)
{
  return self->points->len;
}

double
valet_season_player_point (ValetSeasonPlayer *self, guint i)
{
  return i < self->points->len ? g_array_index (self->points, double, i) : NAN;
}

guint
valet_season_player_n_partners (ValetSeasonPlayer *self)
{
  return self->partner_text->len;
}

char *
valet_season_player_partner_text (ValetSeasonPlayer *self, guint i)
{
  return i < self->partner_text->len ? g_strdup (g_ptr_array_index (self->partner_text, i))
                                     : NULL;
}
