/* valet-dd-columns.c: the ranking's columns against double dummy. */
#define G_LOG_DOMAIN "valet-dd-columns"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "valet-columns.h"
#include "valet-dd-columns.h"
#include "valet-dd-job.h"
#include "valet-pair-row.h"
#include "valet-result-row.h"

struct _ValetDdColumns {
  GtkColumnViewColumn *columns[2];
  gboolean             results;   /* a traveller's: its items ValetResultRows */
  ValetDdJob          *job;
  gulong               handler;
};

/* The pair's totals of @which, NULL without a solved job. */
static const ValetSpread *
spread_of (ValetDdColumns *self, guint which, ValetPairRow *row)
{
  ValetDdVersus *vs = self->job ? valet_dd_job_get_versus (self->job) : NULL;

  if (vs == NULL || row == NULL)
    return NULL;
  const ValetDdVersusTotals *tot = valet_dd_versus_pair (vs, valet_pair_row_get_player (row, 0),
                                                         valet_pair_row_get_player (row, 1));
  return which == 0 ? &tot->declarer : &tot->lead;
}

/* A traveller line's tricks of @which in @tricks; FALSE when it was not
 * measured (no deal, passed out, an artificial score, no lead known). */
static gboolean
result_tricks (ValetDdColumns *self, guint which, ValetResultRow *row, int *tricks)
{
  ValetDdVersus *vs = self->job ? valet_dd_job_get_versus (self->job) : NULL;
  int declarer, lead;

  if (vs == NULL || row == NULL
      || !valet_dd_versus_result (vs, valet_result_row_get_result (row), &declarer, &lead))
    return FALSE;
  *tricks = which == 0 ? declarer : lead;
  return *tricks != VALET_DD_VERSUS_NO_LEAD;
}

char *
valet_dd_columns_text (ValetDdColumns *self, guint which, gpointer row)
{
  const ValetSpread *s;
  double half;
  int tricks;

  if (self->results)
    {
      if (!result_tricks (self, which, row, &tricks))
        return g_strdup ("");
      /* Signed as the Valet columns are, with a true minus sign. */
      return tricks > 0 ? g_strdup_printf ("+%d", tricks)
             : tricks < 0 ? g_strdup_printf ("\u2212%d", -tricks) : g_strdup ("0");
    }
  s = spread_of (self, which, row);
  if (s == NULL || s->n == 0)
    return g_strdup ("");
  return valet_columns_format_interval (s->mean, valet_spread_error (s, NULL, &half) ? half : NAN,
                                        2);
}

static void
setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new ("");

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "numeric");
  gtk_list_item_set_child (item, label);
}

static void
bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  ValetDdColumns *self = data;
  guint which = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (factory), "valet-which"));
  g_autofree char *text = valet_dd_columns_text (self, which, gtk_list_item_get_item (item));
  const ValetSpread *s = self->results ? NULL
                         : spread_of (self, which, gtk_list_item_get_item (item));
  g_autofree char *tip = s && s->n > 0
    ? g_strdup_printf (which == 0 ? ngettext ("Over %u hand declared", "Over %u hands declared",
                                              s->n)
                                  : ngettext ("Over %u opening lead", "Over %u opening leads",
                                              s->n), s->n)
    : NULL;

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), text);
  gtk_widget_set_tooltip_text (gtk_list_item_get_child (item), tip);
}

static GtkListItemFactory *
new_factory (ValetDdColumns *self, guint which)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_object_set_data (G_OBJECT (factory), "valet-which", GUINT_TO_POINTER (which));
  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), self);
  return factory;
}

/* By the mean; pairs without one last.  A traveller's lines by their
 * tricks, those without last. */
static int
compare_which (ValetDdColumns *self, guint which, gconstpointer a, gconstpointer b)
{
  if (self->results)
    {
      int ta = 0, tb = 0;
      gboolean ka = result_tricks (self, which, (gpointer) a, &ta);
      gboolean kb = result_tricks (self, which, (gpointer) b, &tb);

      if (ka != kb)
        return ka ? -1 : 1;
      return ta < tb ? -1 : ta > tb ? 1 : 0;
    }

  const ValetSpread *sa = spread_of (self, which, (gpointer) a);
  const ValetSpread *sb = spread_of (self, which, (gpointer) b);
  gboolean ha = sa && sa->n > 0, hb = sb && sb->n > 0;

  if (ha != hb)
    return ha ? -1 : 1;
  if (!ha)
    return 0;
  return sa->mean < sb->mean ? -1 : sa->mean > sb->mean ? 1 : 0;
}

static int
compare_declarer (gconstpointer a, gconstpointer b, gpointer data)
{
  return compare_which (data, 0, a, b);
}

static int
compare_lead (gconstpointer a, gconstpointer b, gpointer data)
{
  return compare_which (data, 1, a, b);
}

static ValetDdColumns *
add_columns (GtkColumnView *view, gboolean results)
{
  ValetDdColumns *self = g_new0 (ValetDdColumns, 1);
  static const char *const result_descriptions[2] = {
    N_("The tricks the declarer took less those double-dummy play makes after the opening "
       "lead that was made."),
    N_("The tricks the opening lead cost against the best lead, double dummy (0 at best)."),
  };
  static const char *const descriptions[2] = {
    N_("The tricks the pair took as declarer less those double-dummy play makes after the "
       "opening lead that was made, on average over the hands it declared, with its 95 % "
       "interval."),
    N_("The tricks the pair's opening leads cost against the best lead, double dummy (0 at "
       "best), on average over its leads, with its 95 % interval."),
  };
  const char *titles[2] = { _("Declarer vs DD"), _("Lead vs DD") };

  self->results = results;
  if (results)
    /* TRANSLATORS: the declarer's tricks less double dummy, a narrow
     * column of the traveller. */
    titles[0] = _("Tr − DD");
  for (guint k = 0; k < 2; k++)
    {
      g_autoptr (GtkListItemFactory) factory = new_factory (self, k);
      GtkCustomSorter *sorter = gtk_custom_sorter_new (k == 0 ? compare_declarer : compare_lead,
                                                       self, NULL);
      self->columns[k] = gtk_column_view_column_new (titles[k], g_object_ref (factory));
      gtk_column_view_column_set_sorter (self->columns[k], GTK_SORTER (sorter));
      g_object_unref (sorter);
      g_object_set_data (G_OBJECT (self->columns[k]), "valet-description",
                         (gpointer) _((results ? result_descriptions : descriptions)[k]));
      gtk_column_view_column_set_visible (self->columns[k], FALSE);
      gtk_column_view_append_column (view, self->columns[k]);
      g_object_unref (self->columns[k]);
    }
  return self;
}

ValetDdColumns *
valet_dd_columns_add (GtkColumnView *view)
{
  return add_columns (view, FALSE);
}

ValetDdColumns *
valet_dd_columns_add_results (GtkColumnView *view)
{
  return add_columns (view, TRUE);
}

static void
show (ValetDdColumns *self)
{
  gboolean shown = self->job != NULL && valet_dd_job_get_versus (self->job) != NULL;

  for (guint k = 0; k < 2; k++)
    {
      /* A fresh factory binds every cell again, with the new numbers. */
      g_autoptr (GtkListItemFactory) factory = new_factory (self, k);
      gtk_column_view_column_set_factory (self->columns[k], factory);
      gtk_column_view_column_set_visible (self->columns[k], shown);
      gtk_sorter_changed (gtk_column_view_column_get_sorter (self->columns[k]),
                          GTK_SORTER_CHANGE_DIFFERENT);
    }
}

static void
job_state_cb (ValetDdJob *job, GParamSpec *pspec, gpointer data)
{
  show (data);
}

void
valet_dd_columns_follow (ValetDdColumns *self, ValetDocument *document)
{
  ValetDdJob *job = document ? valet_dd_job_for_document (document, FALSE) : NULL;

  if (job != self->job)
    {
      if (self->job)
        g_clear_signal_handler (&self->handler, self->job);
      g_set_object (&self->job, job);
      if (job)
        self->handler = g_signal_connect (job, "notify::state", G_CALLBACK (job_state_cb), self);
    }
  show (self);
}

void
valet_dd_columns_free (ValetDdColumns *self)
{
  if (self == NULL)
    return;
  if (self->job)
    g_clear_signal_handler (&self->handler, self->job);
  g_clear_object (&self->job);
  g_free (self);
}

GtkColumnViewColumn *
valet_dd_columns_get (ValetDdColumns *self, guint which)
{
  return self->columns[which];
}

void
valet_dd_columns_append_pair (GString *markup, ValetDocument *document, gpointer pair)
{
  ValetRun *run = valet_document_get_run (document);
  ValetDdJob *job = run ? valet_dd_job_for_document (document, FALSE) : NULL;
  ValetDdColumns lookup = { .job = job };
  const char *names[2] = { _("Declarer vs DD"), _("Lead vs DD") };

  if (job == NULL || valet_dd_job_get_run (job) != run || valet_dd_job_get_versus (job) == NULL)
    return;
  for (guint k = 0; k < 2; k++)
    {
      g_autofree char *text = valet_dd_columns_text (&lookup, k, pair);
      g_autofree char *item = g_markup_printf_escaped ("<span alpha=\"70%%\">%s</span> %s",
                                                       names[k], *text ? text : "\u2013");
      if (markup->len > 0)
        g_string_append (markup, "   \u00b7   ");
      g_string_append (markup, item);
    }
}
