/* valet-season-partnership.c: a partnership's page across a season's
 * events, laid out as the player's page is. */
#define G_LOG_DOMAIN "valet-library"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "valet-season-chart.h"
#include "valet-season-page.h"
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

/* The numbers of one row, as the ranking's columns have them: as
 * played, luck-free, then its shares. */
static char *
values_text (const ValetSeasonRow *row)
{
  g_autofree char *played = valet_season_page_stat_text (&row->value[VALET_SEASON_PLAYED]);
  g_autofree char *total = valet_season_page_stat_text (&row->value[VALET_SEASON_TOTAL]);
  g_autofree char *bid = valet_season_page_stat_text (&row->value[VALET_SEASON_BID]);
  g_autofree char *play = valet_season_page_stat_text (&row->value[VALET_SEASON_PLAY]);
  g_autofree char *lead = valet_season_page_stat_text (&row->value[VALET_SEASON_LEAD]);
  g_autofree char *def = valet_season_page_stat_text (&row->value[VALET_SEASON_DEF]);

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
  g_array_set_size (self->points, 0);
  g_ptr_array_set_size (self->event_text, 0);
  gtk_label_set_text (self->pooled_label, "");
  valet_season_page_clear_list (self->events);
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
      valet_season_page_add_line (self->events, line, TRUE);
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
  ValetSeasonPageParts parts;

  self->points = g_array_new (FALSE, FALSE, sizeof (double));
  self->event_text = g_ptr_array_new_with_free_func (g_free);
  valet_season_page_build (GTK_BOX (self), _("Events"), TRUE, draw_chart, self, &parts);
  self->name = parts.name;
  self->summary = parts.summary;
  self->pooled_label = parts.pooled;
  self->chart = parts.chart;
  self->events = parts.list;
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
