/* valet-season-player.c: a player's page across a season's events. */
#define G_LOG_DOMAIN "valet-library"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "valet-season-chart.h"
#include "valet-season-page.h"
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

static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  ValetSeasonPlayer *self = data;

  valet_season_chart_draw (cr, width, height, self->points, &self->pooled);
}

void
valet_season_player_clear (ValetSeasonPlayer *self)
{
  g_array_set_size (self->points, 0);
  g_ptr_array_set_size (self->labels, 0);
  g_ptr_array_set_size (self->partner_text, 0);
  valet_season_page_clear_list (self->partners);
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
  g_autofree char *total = valet_season_page_stat_text (&own->value[VALET_SEASON_TOTAL]);
  g_autofree char *played = valet_season_page_stat_text (&own->value[VALET_SEASON_PLAYED]);
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
      valet_season_page_add_line (self->partners, line, FALSE);
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
      g_autofree char *p_total = valet_season_page_stat_text (&pair->value[VALET_SEASON_TOTAL]);
      g_autofree char *p_played = valet_season_page_stat_text (&pair->value[VALET_SEASON_PLAYED]);
      /* Translators: the partner, boards, then the two scores with their intervals. */
      char *line = g_strdup_printf (_("With %s: %.0f boards, as played %s, luck-free %s"),
                                    valet_season_person_name (season, other), pair->boards,
                                    p_played, p_total);
      g_ptr_array_add (self->partner_text, line);
      valet_season_page_add_line (self->partners, line, FALSE);
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
  ValetSeasonPageParts parts;

  self->points = g_array_new (FALSE, FALSE, sizeof (double));
  self->labels = g_ptr_array_new_with_free_func (g_free);
  self->partner_text = g_ptr_array_new_with_free_func (g_free);
  valet_season_page_build (GTK_BOX (self), _("Events and Partners"), FALSE, draw_chart, self,
                           &parts);
  self->name = parts.name;
  self->summary = parts.summary;
  self->chart = parts.chart;
  self->partners = parts.list;
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
