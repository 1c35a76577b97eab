/* valet-teams-view.c: the team ranking, a table of labels: teams are
 * few, and every number is read, not scrolled through. */
#define G_LOG_DOMAIN "valet-teams-view"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-display.h"
#include "valet-team-ranking.h"
#include "valet-teams-view.h"

struct _ValetTeamsView
{
  ValetDocumentView parent_instance;
  GtkLabel         *heading_label;
  GtkLabel         *note_label;
  GtkGrid          *grid;

  guint             n_teams;
  guint             n_columns;
  gboolean          has_teams;  /* the run shown names teams */
  gboolean          stale;      /* its table not made yet */
};

G_DEFINE_FINAL_TYPE (ValetTeamsView, valet_teams_view, VALET_TYPE_DOCUMENT_VIEW)

enum { PROP_0, PROP_HAS_TEAMS, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
clear_grid (ValetTeamsView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);
}

static void
put (ValetTeamsView *self, guint row, guint column, const char *text, gboolean number)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), number ? 1 : 0);
  if (row == 0)
    gtk_widget_add_css_class (label, "heading");
  else if (number)
    gtk_widget_add_css_class (label, "numeric");
  gtk_grid_attach (self->grid, label, (int) column, (int) row, 1, 1);
}

/* A team's number with its interval, "0.88 ± 0.33"; "–" for none. */
static char *
value_text (ValetTeamRanking *teams, const ValetTeamScore *team,
            const ValetRankingColumn *column, int decimals)
{
  double v, half;
  guint n;

  valet_team_ranking_value (teams, team, column, &v, &n);
  if (column->kind == VALET_COLUMN_COUNT)
    return g_strdup_printf ("%u", n);
  if (n == 0)
    return g_strdup ("–");
  g_autofree char *value = valet_display_number (v, decimals, FALSE);
  if (!valet_team_ranking_error (teams, team, column, NULL, &half))
    return g_steal_pointer (&value);
  g_autofree char *sure = valet_display_number (half, decimals, FALSE);
  return g_strdup_printf ("%s ± %s", value, sure);
}

static void
fill (ValetTeamsView *self, ValetTeamRanking *teams, const ValetOptions *options)
{
  const ValetRankingColumn *cols[VALET_N_RANKING_COLUMNS];
  guint n_cols = valet_team_ranking_columns (teams, cols);
  int decimals = (int) valet_scoring_decimals (options->scoring);

  put (self, 0, 0, _("Rank"), TRUE);
  put (self, 0, 1, _("Team"), FALSE);
  put (self, 0, 2, _("Pairs"), TRUE);
  for (guint c = 0; c < n_cols; c++)
    put (self, 0, 3 + c, valet_ranking_column_title (cols[c], options), TRUE);
  for (guint k = 0; k < self->n_teams; k++)
    {
      const ValetTeamScore *team = valet_team_ranking_team (teams, k);
      gboolean tied;
      guint rank = valet_team_ranking_rank (teams, k, &tied);
      g_autofree char *rank_text = g_strdup_printf ("%u%s", rank, tied ? "=" : "");
      g_autofree char *pairs = g_strdup_printf ("%u", team->n_pairs);

      put (self, k + 1, 0, rank_text, TRUE);
      put (self, k + 1, 1, team->name, FALSE);
      put (self, k + 1, 2, pairs, TRUE);
      for (guint c = 0; c < n_cols; c++)
        {
          g_autofree char *text = value_text (teams, team, cols[c], decimals);
          put (self, k + 1, 3 + c, text, TRUE);
        }
    }
  self->n_columns = 3 + n_cols;
}

/* The table of the run shown.  Made when the view is on screen, not
 * with every run: walking the boards of a big event is not for the
 * main loop unasked. */
static void
build (ValetTeamsView *self)
{
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));
  ValetRun *run = document ? valet_document_get_run (document) : NULL;

  self->stale = FALSE;
  clear_grid (self);
  self->n_teams = self->n_columns = 0;
  gtk_label_set_text (self->heading_label, "");
  gtk_label_set_text (self->note_label, "");
  if (run == NULL || !self->has_teams)
    return;
  g_autoptr (ValetTeamRanking) teams = valet_team_ranking_new (run);
  guint mixed = valet_team_ranking_n_mixed (teams);
  g_autofree char *note = mixed == 0
    ? g_strdup (valet_team_ranking_comparison ())
    : g_strdup_printf (ngettext ("%s. %u pair whose players name two teams counts "
                                 "for neither.",
                                 "%s. %u pairs whose players name two teams count "
                                 "for neither.", mixed),
                       valet_team_ranking_comparison (), mixed);

  self->n_teams = valet_team_ranking_n_teams (teams);
  gtk_label_set_text (self->heading_label, valet_team_ranking_heading (teams));
  gtk_label_set_text (self->note_label, note);
  fill (self, teams, valet_run_options (run));
}

/* A new run: whether it names teams (which shows the view or hides
 * it), and its table now if the view is on screen, else when shown. */
static void
scored_cb (ValetTeamsView *self)
{
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));
  ValetRun *run = document ? valet_document_get_run (document) : NULL;
  gboolean had = self->has_teams;

  self->has_teams = run != NULL && valet_run_has_teams (run);
  self->stale = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)) || !self->has_teams)
    build (self);
  if (had != self->has_teams)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_TEAMS]);
}

static void
valet_teams_view_map (GtkWidget *widget)
{
  ValetTeamsView *self = VALET_TEAMS_VIEW (widget);

  GTK_WIDGET_CLASS (valet_teams_view_parent_class)->map (widget);
  if (self->stale)
    build (self);
}

static void
valet_teams_view_constructed (GObject *object)
{
  ValetTeamsView *self = VALET_TEAMS_VIEW (object);
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));

  G_OBJECT_CLASS (valet_teams_view_parent_class)->constructed (object);
  g_return_if_fail (VALET_IS_DOCUMENT (document));
  g_signal_connect_object (document, "notify::generation", G_CALLBACK (scored_cb), self,
                           G_CONNECT_SWAPPED);
  scored_cb (self);
}

static void
valet_teams_view_get_property (GObject *object, guint prop_id, GValue *value,
                               GParamSpec *pspec)
{
  if (prop_id == PROP_HAS_TEAMS)
    g_value_set_boolean (value, valet_teams_view_get_has_teams (VALET_TEAMS_VIEW (object)));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
valet_teams_view_class_init (ValetTeamsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = valet_teams_view_constructed;
  object_class->get_property = valet_teams_view_get_property;
  widget_class->map = valet_teams_view_map;
  /* ValetTeamsView:has-teams: the results name teams, and the view has
   * a table to show. */
  properties[PROP_HAS_TEAMS] =
    g_param_spec_boolean ("has-teams", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/valetbridge/Valet/ui/valet-teams-view.ui");
  gtk_widget_class_bind_template_child (widget_class, ValetTeamsView, heading_label);
  gtk_widget_class_bind_template_child (widget_class, ValetTeamsView, note_label);
  gtk_widget_class_bind_template_child (widget_class, ValetTeamsView, grid);
}

static void
valet_teams_view_init (ValetTeamsView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

gboolean
valet_teams_view_get_has_teams (ValetTeamsView *self)
{
  g_return_val_if_fail (VALET_IS_TEAMS_VIEW (self), FALSE);
  return self->has_teams;
}

guint
valet_teams_view_get_n_teams (ValetTeamsView *self)
{
  g_return_val_if_fail (VALET_IS_TEAMS_VIEW (self), 0);
  if (self->stale)
    build (self);
  return self->n_teams;
}

const char *
valet_teams_view_get_cell (ValetTeamsView *self, guint row, guint column)
{
  GtkWidget *label;

  g_return_val_if_fail (VALET_IS_TEAMS_VIEW (self), NULL);
  if (self->stale)
    build (self);
  if (row > self->n_teams || column >= self->n_columns)
    return NULL;
  label = gtk_grid_get_child_at (self->grid, (int) column, (int) row);
  return label ? gtk_label_get_text (GTK_LABEL (label)) : NULL;
}
