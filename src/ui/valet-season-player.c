/* valet-season-player.c: a player's page across a season's events. */
#define G_LOG_DOMAIN "valet-library"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "valet-season-chart.h"
#include "valet-season-page.h"
#include "valet-season-player.h"

/* The components a player's page charts, the luck-free total first, and
 * their names on the buttons that choose one and in the events' lines. */
static const ValetSeasonValue components[] = {
  VALET_SEASON_TOTAL, VALET_SEASON_BID, VALET_SEASON_PLAY, VALET_SEASON_LEAD, VALET_SEASON_DEF,
};
static const char *const component_buttons[] = {
  N_("_Luck-free"), N_("_Bidding"), N_("Declarer _Play"), N_("L_ead"), N_("_Defence"),
};
static const char *const component_words[] = {
  /* Translators: in a line per event: "luck-free 0.52, bidding 0.10, ..." */
  N_("luck-free"), N_("bidding"), N_("declarer play"), N_("lead"), N_("defence"),
};
#define N_COMPONENTS G_N_ELEMENTS (components)

struct _ValetSeasonPlayer
{
  GtkBox          parent_instance;
  GtkLabel       *name;
  GtkLabel       *summary;
  GtkLabel       *pooled_label;  /* the component shown, pooled, with its interval */
  GtkDrawingArea *chart;
  GtkListBox     *partners;
  GtkToggleButton *buttons[N_COMPONENTS];
  guint           shown;         /* the index in components[] charted */
  GArray         *values;        /* double per event and component (event-major), NAN: not played */
  GArray         *points;        /* ...the column of the component shown, for the chart */
  GPtrArray      *labels;        /* the events' names, for the axis */
  GPtrArray      *event_text;    /* char *, a line per event */
  GPtrArray      *partner_text;  /* char *, as listed */
  ValetSeasonStat pooled[N_COMPONENTS];
  gboolean        has_pooled;
};

G_DEFINE_FINAL_TYPE (ValetSeasonPlayer, valet_season_player, GTK_TYPE_BOX)

static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  ValetSeasonPlayer *self = data;

  valet_season_chart_draw (cr, width, height, self->points, &self->pooled[self->shown]);
}

/* The chart and the pooled line for the component chosen. */
static void
show_component (ValetSeasonPlayer *self)
{
  guint n = self->labels->len;

  g_array_set_size (self->points, 0);
  for (guint i = 0; i < n; i++)
    g_array_append_val (self->points,
                        g_array_index (self->values, double, i * N_COMPONENTS + self->shown));
  if (self->has_pooled)
    {
      g_autofree char *stat = valet_season_page_stat_text (&self->pooled[self->shown]);
      /* Translators: a component ("bidding"), then its pooled value with
       * its 95 % interval. */
      g_autofree char *text = g_strdup_printf (_("Pooled %s: %s per board (95 %% interval); "
                                                 "the line per event, the band pooled"),
                                               _(component_words[self->shown]), stat);
      gtk_label_set_text (self->pooled_label, text);
    }
  else
    gtk_label_set_text (self->pooled_label, "");
  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
}

static void
component_toggled_cb (GtkToggleButton *button, ValetSeasonPlayer *self)
{
  if (!gtk_toggle_button_get_active (button))
    return;
  for (guint k = 0; k < N_COMPONENTS; k++)
    if (self->buttons[k] == button)
      self->shown = k;
  show_component (self);
}

void
valet_season_player_clear (ValetSeasonPlayer *self)
{
  g_array_set_size (self->values, 0);
  g_array_set_size (self->points, 0);
  g_ptr_array_set_size (self->labels, 0);
  g_ptr_array_set_size (self->event_text, 0);
  g_ptr_array_set_size (self->partner_text, 0);
  self->has_pooled = FALSE;
  valet_season_page_clear_list (self->partners);
  gtk_label_set_text (self->pooled_label, "");
}

/* "1. Tuesday Pairs: luck-free 0.52, bidding 0.10, ..." */
static char *
event_line (ValetSeasonPlayer *self, guint i, const char *name)
{
  const double *v = &g_array_index (self->values, double, i * N_COMPONENTS);
  GString *line = g_string_new (NULL);

  if (isnan (v[0]))
    {
      g_string_printf (line, _("%u. %s: not played"), i + 1, name);
      return g_string_free (line, FALSE);
    }
  g_string_printf (line, _("%u. %s:"), i + 1, name);
  for (guint k = 0; k < N_COMPONENTS; k++)
    {
      /* Translators: a component and its value per board: "bidding 0.10". */
      g_autofree char *part = g_strdup_printf (_("%s %.2f"), _(component_words[k]), v[k]);
      g_string_append_printf (line, k ? ", %s" : " %s", part);
    }
  g_string_append (line, _(" per board"));
  return g_string_free (line, FALSE);
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
  for (guint k = 0; k < N_COMPONENTS; k++)
    self->pooled[k] = own->value[components[k]];
  self->has_pooled = TRUE;
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
      for (guint k = 0; k < N_COMPONENTS; k++)
        {
          double v = row ? row->value[components[k]].mean : NAN;
          g_array_append_val (self->values, v);
        }
      g_ptr_array_add (self->labels, g_strdup (g_ptr_array_index (event_names, i)));
    }
  /* The events by number, as the chart's axis has them, each with every
   * component. */
  for (guint i = 0; i < per_event->len; i++)
    {
      char *line = event_line (self, i, g_ptr_array_index (event_names, i));
      g_ptr_array_add (self->event_text, line);
      valet_season_page_add_line (self->partners, line, TRUE);
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
  show_component (self);
}

static void
valet_season_player_finalize (GObject *object)
{
  ValetSeasonPlayer *self = VALET_SEASON_PLAYER (object);

  g_array_unref (self->values);
  g_array_unref (self->points);
  g_ptr_array_unref (self->labels);
  g_ptr_array_unref (self->event_text);
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

  self->values = g_array_new (FALSE, FALSE, sizeof (double));
  self->points = g_array_new (FALSE, FALSE, sizeof (double));
  self->labels = g_ptr_array_new_with_free_func (g_free);
  self->event_text = g_ptr_array_new_with_free_func (g_free);
  self->partner_text = g_ptr_array_new_with_free_func (g_free);
  valet_season_page_build (GTK_BOX (self), _("Events and Partners"), TRUE, draw_chart, self,
                           &parts);
  self->name = parts.name;
  self->summary = parts.summary;
  self->pooled_label = parts.pooled;
  self->chart = parts.chart;
  self->partners = parts.list;

  /* Which component the chart follows: one at a time, so that each
   * keeps a scale of its own. */
  GtkWidget *choice = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (choice, "linked");
  gtk_widget_set_halign (choice, GTK_ALIGN_START);
  for (guint k = 0; k < N_COMPONENTS; k++)
    {
      self->buttons[k] = GTK_TOGGLE_BUTTON (gtk_toggle_button_new_with_mnemonic (
        _(component_buttons[k])));
      if (k > 0)
        gtk_toggle_button_set_group (self->buttons[k], self->buttons[0]);
      g_signal_connect (self->buttons[k], "toggled", G_CALLBACK (component_toggled_cb), self);
      gtk_box_append (GTK_BOX (choice), GTK_WIDGET (self->buttons[k]));
    }
  gtk_toggle_button_set_active (self->buttons[0], TRUE);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->summary))),
                              choice, GTK_WIDGET (self->summary));
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
  return valet_season_player_component_point (self, i, components[self->shown]);
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

void
valet_season_player_set_component (ValetSeasonPlayer *self, ValetSeasonValue value)
{
  for (guint k = 0; k < N_COMPONENTS; k++)
    if (components[k] == value)
      gtk_toggle_button_set_active (self->buttons[k], TRUE);
}

ValetSeasonValue
valet_season_player_get_component (ValetSeasonPlayer *self)
{
  return components[self->shown];
}

double
valet_season_player_component_point (ValetSeasonPlayer *self, guint i, ValetSeasonValue value)
{
  for (guint k = 0; k < N_COMPONENTS; k++)
    if (components[k] == value && i < self->labels->len)
      return g_array_index (self->values, double, i * N_COMPONENTS + k);
  return NAN;
}

const char *
valet_season_player_pooled_text (ValetSeasonPlayer *self)
{
  return gtk_label_get_text (self->pooled_label);
}

char *
valet_season_player_event_text (ValetSeasonPlayer *self, guint i)
{
  return i < self->event_text->len ? g_strdup (g_ptr_array_index (self->event_text, i)) : NULL;
}
