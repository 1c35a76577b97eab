/* valet-columns.c: columns of the grids. */
#define G_LOG_DOMAIN "valet-columns"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "valet-columns.h"
#include "valet-display.h"
#include "valet-unranked-rule.h"

typedef struct {
  char      *property;
  char      *count_property;
  char      *half_property;   /* the half-width of the 95 % interval, or NULL */
  char      *over_property;   /* what the interval is over when there is no count */
  gboolean   leads;           /* the count is of leads, not boards */
  GPtrArray *notifies;        /* "notify::" and each property the cell shows */
  const int *decimals;
  const char *const *unit;    /* the numbers' unit in the tooltip, or NULL */
  gboolean   rank;            /* a rank: "3", "3=" when "tied", none at 0 */
} Spec;

static void
spec_free (gpointer data)
{
  Spec *spec = data;

  g_free (spec->property);
  g_free (spec->count_property);
  g_free (spec->half_property);
  g_free (spec->over_property);
  g_ptr_array_unref (spec->notifies);
  g_free (spec);
}

static void
spec_follow (Spec *spec, const char *property)
{
  g_ptr_array_add (spec->notifies, g_strconcat ("notify::", property, NULL));
}

static double
get_number (GObject *item, const char *property)
{
  GValue value = G_VALUE_INIT;
  GValue number = G_VALUE_INIT;
  double result;

  g_object_get_property (item, property, &value);
  g_value_init (&number, G_TYPE_DOUBLE);
  g_value_transform (&value, &number);
  result = g_value_get_double (&number);
  g_value_unset (&value);
  g_value_unset (&number);
  return result;
}

char *
valet_columns_format (double value, int decimals)
{
  return valet_display_number (value, decimals, FALSE);
}

char *
valet_columns_format_interval (double value, double half_width, int decimals)
{
  g_autofree char *number = valet_columns_format (value, decimals);
  g_autofree char *half = NULL;

  if (isnan (half_width) || isnan (value))
    return g_steal_pointer (&number);
  half = valet_columns_format (half_width, decimals);
  /* Translators: a number give or take the half-width of its 95 %
   * interval, "1.17 ± 0.42". */
  return g_strdup_printf (_("%s ± %s"), number, half);
}

char *
valet_columns_interval_tooltip (double value, double half_width, int decimals, guint count,
                                gboolean leads)
{
  g_autofree char *both = valet_columns_format_interval (value, half_width, decimals);
  g_autofree char *lo = valet_columns_format (value - half_width, decimals);
  g_autofree char *hi = valet_columns_format (value + half_width, decimals);

  if (isnan (half_width) || isnan (value))
    return NULL;
  if (leads)
    /* Translators: "1.17 ± 0.42", then the ends of the interval. */
    return g_strdup_printf (ngettext ("%s (95 %% interval %s to %s, over %u lead)",
                                      "%s (95 %% interval %s to %s, over %u leads)", count),
                            both, lo, hi, count);
  /* Translators: "1.17 ± 0.42", then the ends of the interval. */
  return g_strdup_printf (ngettext ("%s (95 %% interval %s to %s, over %u board)",
                                    "%s (95 %% interval %s to %s, over %u boards)", count),
                          both, lo, hi, count);
}

/* A number of @chars figures.  Inscriptions, not labels: their size
 * does not depend on their text, so new numbers only redraw the cells
 * on screen instead of measuring every row of the grid again. */
static GtkWidget *
number_inscription (guint chars)
{
  GtkWidget *inscription = gtk_inscription_new (NULL);

  gtk_inscription_set_xalign (GTK_INSCRIPTION (inscription), 1);
  gtk_inscription_set_min_chars (GTK_INSCRIPTION (inscription), chars);
  gtk_inscription_set_nat_chars (GTK_INSCRIPTION (inscription), chars);
  gtk_widget_add_css_class (inscription, "numeric");
  return inscription;
}

/* The rank of a pair that cannot be told apart from the one above says
 * so, and a pair without one why; a number with an interval shows it. */
static char *
number_tooltip (const Spec *spec, GObject *item, double value)
{
  guint over;

  if (spec->rank && value < 1)
    {
      char *reason = NULL;
      if (g_object_class_find_property (G_OBJECT_GET_CLASS (item), "unranked-reason"))
        g_object_get (item, "unranked-reason", &reason, NULL);
      return reason ? reason : g_strdup (_("Not ranked: fewer boards than the minimum"));
    }
  if (spec->rank)
    return get_number (item, "separable") == 0
           /* xgettext:no-c-format */
           ? g_strdup (_("On these boards this pair cannot be told apart from the pair "
                         "ranked above it: their 95 % intervals overlap."))
           : NULL;
  if (spec->half_property == NULL)
    return NULL;
  over = (guint) get_number (item, spec->count_property ? spec->count_property
                                                        : spec->over_property);
  g_autofree char *tip = valet_columns_interval_tooltip (value,
                                                         get_number (item, spec->half_property),
                                                         *spec->decimals, over, spec->leads);
  /* The unit on a line of its own, in the words of the charts and reports. */
  if (tip == NULL || spec->unit == NULL || *spec->unit == NULL)
    return g_steal_pointer (&tip);
  return g_strdup_printf ("%s\n%s", tip, *spec->unit);
}

/* The number of @item a cell of @spec shows, without its count. */
static char *
number_text (const Spec *spec, GObject *item)
{
  double value = get_number (item, spec->property);

  if (spec->count_property != NULL && (guint) get_number (item, spec->count_property) == 0)
    value = NAN;
  if (spec->rank)
    return value < 1 ? g_strdup ("")
           : g_strdup_printf ("%.0f%s", value, get_number (item, "tied") != 0 ? "=" : "");
  return valet_columns_format (value, *spec->decimals);
}

static void
show_number_cb (GtkListItem *list_item)
{
  const Spec *spec = g_object_get_data (G_OBJECT (list_item), "valet-spec");
  GObject *item = gtk_list_item_get_item (list_item);
  GtkWidget *number = gtk_list_item_get_child (list_item);
  g_autofree char *text = number_text (spec, item);

  if (spec->count_property != NULL)
    {
      GtkWidget *count_inscription = gtk_widget_get_last_child (number);
      guint count = (guint) get_number (item, spec->count_property);
      g_autofree char *count_text = count ? g_strdup_printf ("(%u)", count) : g_strdup ("");

      number = gtk_widget_get_first_child (number);
      gtk_inscription_set_text (GTK_INSCRIPTION (count_inscription), count_text);
    }
  gtk_inscription_set_text (GTK_INSCRIPTION (number), text);
}

char *
valet_columns_cell_text (GtkColumnViewColumn *column, gpointer item)
{
  GtkListItemFactory *factory = gtk_column_view_column_get_factory (column);
  const Spec *spec = g_object_get_data (G_OBJECT (factory), "valet-spec");
  const char *property = g_object_get_data (G_OBJECT (factory), "valet-property");
  GtkSorter *sorter = gtk_column_view_column_get_sorter (column);
  GValue value = G_VALUE_INIT;
  char *text = NULL;

  if (spec != NULL)
    return number_text (spec, item);
  if (property != NULL)
    g_object_get (item, property, &text, NULL);
  /* A pair: the name it sorts by, both players in one. */
  else if (GTK_IS_STRING_SORTER (sorter)
           && gtk_expression_evaluate (gtk_string_sorter_get_expression (GTK_STRING_SORTER (sorter)),
                                       item, &value))
    {
      text = g_value_dup_string (&value);
      g_value_unset (&value);
    }
  return text != NULL ? text : g_strdup ("");
}

char *
valet_columns_cell_tooltip (GtkWidget *cell)
{
  GtkListItem *list_item = g_object_get_data (G_OBJECT (cell), "valet-list-item");
  const Spec *spec = list_item ? g_object_get_data (G_OBJECT (list_item), "valet-spec") : NULL;
  GObject *item = list_item ? gtk_list_item_get_item (list_item) : NULL;
  double value;

  if (spec == NULL || item == NULL)
    return NULL;
  value = get_number (item, spec->property);
  if (spec->count_property != NULL && get_number (item, spec->count_property) == 0)
    value = NAN;
  return number_tooltip (spec, item, value);
}

/* Made when asked for, not with every new number: setting a widget's
 * tooltip asks the display where the pointer is, which for a screenful
 * of cells would hold up the window. */
static gboolean
query_number_tooltip_cb (GtkWidget *cell, int x, int y, gboolean keyboard, GtkTooltip *tooltip)
{
  g_autofree char *text = valet_columns_cell_tooltip (cell);

  gtk_tooltip_set_text (tooltip, text);
  return text != NULL;
}

static void
setup_number_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, Spec *spec)
{
  /* Room for "−12.34" or "−1430", and for "(1234)": figures are
   * narrower than the average character an inscription counts in. */
  GtkWidget *number = number_inscription (5);

  gtk_widget_set_hexpand (number, TRUE);
  if (spec->count_property != NULL)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      GtkWidget *count = number_inscription (5);

      gtk_widget_add_css_class (count, "dim-label");
      gtk_box_append (GTK_BOX (box), number);
      gtk_box_append (GTK_BOX (box), count);
      gtk_list_item_set_child (list_item, box);
    }
  else
    gtk_list_item_set_child (list_item, number);
  g_object_set_data (G_OBJECT (list_item), "valet-spec", spec);
  if (spec->rank || spec->half_property != NULL)
    {
      GtkWidget *cell = gtk_list_item_get_child (list_item);

      g_object_set_data (G_OBJECT (cell), "valet-list-item", list_item);
      gtk_widget_set_has_tooltip (cell, TRUE);
      g_signal_connect (cell, "query-tooltip", G_CALLBACK (query_number_tooltip_cb), NULL);
    }
}

/* A scoring run may change the numbers of a row in place: the cell
 * follows them, and keeps its widgets. */
static void
bind_number_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, Spec *spec)
{
  GObject *item = gtk_list_item_get_item (list_item);

  show_number_cb (list_item);
  for (guint i = 0; i < spec->notifies->len; i++)
    g_signal_connect_object (item, spec->notifies->pdata[i], G_CALLBACK (show_number_cb),
                             list_item, G_CONNECT_SWAPPED);
}

static void
unbind_number_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, Spec *spec)
{
  g_signal_handlers_disconnect_by_func (gtk_list_item_get_item (list_item), show_number_cb,
                                        list_item);
}

/* Appends @column to @view, sorted by @sorter (taken); the view keeps
 * the column, which is returned. */
static GtkColumnViewColumn *
append_sorted (GtkColumnView *view, GtkColumnViewColumn *column, GtkSorter *sorter)
{
  gtk_column_view_column_set_sorter (column, sorter);
  g_object_unref (sorter);
  gtk_column_view_append_column (view, column);
  g_object_unref (column);
  return column;
}

GtkColumnViewColumn *
valet_columns_add_number (GtkColumnView *view, GType item_type, const char *title,
                          const char *property, const char *count_property,
                          const int *decimals)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  Spec *spec = g_new0 (Spec, 1);
  GtkColumnViewColumn *column;
  GtkSorter *sorter;

  spec->property = g_strdup (property);
  spec->count_property = g_strdup (count_property);
  spec->notifies = g_ptr_array_new_with_free_func (g_free);
  spec_follow (spec, property);
  if (count_property != NULL)
    spec_follow (spec, count_property);
  spec->decimals = decimals;
  g_signal_connect (factory, "setup", G_CALLBACK (setup_number_cb), spec);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_number_cb), spec);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_number_cb), spec);
  g_object_set_data_full (G_OBJECT (factory), "valet-spec", spec, spec_free);

  column = gtk_column_view_column_new (title, factory);
  sorter = GTK_SORTER (gtk_numeric_sorter_new (gtk_property_expression_new (item_type, NULL,
                                                                            property)));
  return append_sorted (view, column, sorter);
}

/* The rank column's order: by rank, and the pairs without one (rank 0)
 * after every ranked pair whichever way the column is sorted.  GTK 4.8
 * turns a column's order round by turning its sorter's answers round,
 * and does not say which way the column is sorted; the view's own
 * sorter, asked about the same two rows while this one answers plainly,
 * tells it.  The rows before the rank column's turn compare equal for
 * those two rows, or the rank sorter would not be asked. */
typedef struct {
  GtkColumnView *view;      /* weak */
  gboolean       probing;   /* answering the view's sorter plainly */
} RankOrder;

static void
rank_order_free (gpointer data)
{
  RankOrder *order = data;

  g_clear_weak_pointer (&order->view);
  g_free (order);
}

static int
compare_ranks (gconstpointer a, gconstpointer b, gpointer data)
{
  RankOrder *order = data;
  guint ra = (guint) get_number (G_OBJECT (a), "rank");
  guint rb = (guint) get_number (G_OBJECT (b), "rank");
  /* Unranked as if ranked after everyone. */
  guint ka = ra == 0 ? G_MAXUINT : ra, kb = rb == 0 ? G_MAXUINT : rb;
  int plain = ka < kb ? GTK_ORDERING_SMALLER : ka > kb ? GTK_ORDERING_LARGER
                                                       : GTK_ORDERING_EQUAL;
  int seen;

  if (plain == GTK_ORDERING_EQUAL || (ra != 0 && rb != 0) || order->probing
      || order->view == NULL)
    return plain;
  order->probing = TRUE;
  seen = gtk_sorter_compare (gtk_column_view_get_sorter (order->view), (gpointer) a,
                             (gpointer) b);
  order->probing = FALSE;
  /* Turned round: turned round once more, the unranked pair stays last. */
  return seen == -plain ? -plain : plain;
}

GtkColumnViewColumn *
valet_columns_add_rank (GtkColumnView *view, GType item_type, const char *title)
{
  RankOrder *order = g_new0 (RankOrder, 1);
  static const int whole = -1;
  GtkColumnViewColumn *column = valet_columns_add_number (view, item_type, title, "rank",
                                                          NULL, &whole);
  GtkListItemFactory *factory = gtk_column_view_column_get_factory (column);
  Spec *spec = g_object_get_data (G_OBJECT (factory), "valet-spec");

  /* A tie may begin or end while the rank stays. */
  spec->rank = TRUE;
  spec_follow (spec, "tied");
  g_set_weak_pointer (&order->view, view);
  {
    g_autoptr (GtkSorter) sorter = GTK_SORTER (gtk_custom_sorter_new (compare_ranks, order,
                                                                     rank_order_free));
    gtk_column_view_column_set_sorter (column, sorter);
  }
  return column;
}

void
valet_columns_set_interval (GtkColumnViewColumn *column, const char *half_property,
                            const char *over_property, gboolean leads)
{
  GtkListItemFactory *factory = gtk_column_view_column_get_factory (column);
  Spec *spec = g_object_get_data (G_OBJECT (factory), "valet-spec");

  g_return_if_fail (spec != NULL);
  g_return_if_fail (spec->count_property != NULL || over_property != NULL);

  g_free (spec->half_property);
  g_free (spec->over_property);
  spec->half_property = g_strdup (half_property);
  spec->over_property = g_strdup (over_property);
  spec->leads = leads;
}

void
valet_columns_set_unit (GtkColumnViewColumn *column, const char *const *unit)
{
  GtkListItemFactory *factory = gtk_column_view_column_get_factory (column);
  Spec *spec = g_object_get_data (G_OBJECT (factory), "valet-spec");

  g_return_if_fail (spec != NULL);
  spec->unit = unit;
}

static void
sort_by (GtkColumnViewColumn *column, GType item_type, const char *property,
         GtkSortType first)
{
  GtkNumericSorter *sorter =
    gtk_numeric_sorter_new (gtk_property_expression_new (item_type, NULL, property));

  gtk_numeric_sorter_set_sort_order (sorter, first);
  gtk_column_view_column_set_sorter (column, GTK_SORTER (sorter));
  g_object_unref (sorter);
}

/* Shown on one side only, the scores would sort with the dashes of the
 * other side's scores anywhere among them (a NaN compares with nothing):
 * both sort by the one signed score. */
GtkColumnViewColumn *
valet_columns_add_side_scores (GtkColumnView *view, GType item_type, const int *decimals)
{
  GtkColumnViewColumn *ns, *ew;

  ns = valet_columns_add_number (view, item_type, _("NS Score"), "ns-plus", NULL, decimals);
  ew = valet_columns_add_number (view, item_type, _("EW Score"), "ew-plus", NULL, decimals);
  sort_by (ns, item_type, "ns-score", GTK_SORT_DESCENDING);
  sort_by (ew, item_type, "ns-score", GTK_SORT_ASCENDING);
  return ns;
}

/* How a text column shows its texts. */
enum {
  TEXT_NAME = 1 << 0,     /* long: room to be told apart, then ellipsized */
  TEXT_FIGURES = 1 << 1,  /* short codes, aligned as the numbers are */
};

static void
setup_text_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), GPOINTER_TO_INT (data) & TEXT_FIGURES ? 1 : 0);
  if (GPOINTER_TO_INT (data) & TEXT_FIGURES)
    gtk_widget_add_css_class (label, "numeric");
  /* Names get room enough to be told apart before they ellipsize; short
   * texts (contracts, roles) are shown whole. */
  if (GPOINTER_TO_INT (data) & TEXT_NAME)
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (label), 16);
    }
  gtk_list_item_set_child (list_item, label);
}

static void
bind_text_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, const char *property)
{
  g_autofree char *text = NULL;

  GObject *item = gtk_list_item_get_item (list_item);
  GtkWidget *label = gtk_list_item_get_child (list_item);
  g_autofree char *note = NULL;

  g_object_get (item, property, &text, NULL);
  gtk_label_set_text (GTK_LABEL (label), text);
  /* A row with a note (a placeholder's, say) reads dimmed, the note in
   * its tooltip. */
  if (g_object_class_find_property (G_OBJECT_GET_CLASS (item), "note"))
    g_object_get (item, "note", &note, NULL);
  if (note != NULL)
    {
      g_autofree char *tip = g_strconcat (text ? text : "", "\n\n", note, NULL);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_set_tooltip_text (label, tip);
    }
  else if (gtk_widget_has_css_class (label, "dim-label"))
    {
      gtk_widget_remove_css_class (label, "dim-label");
      gtk_widget_set_tooltip_text (label, NULL);
    }
}

/* A column of @factory sorted as text by @property. */
static GtkColumnViewColumn *
add_text_column (GtkColumnView *view, GType item_type, const char *title, const char *property,
                 gboolean expand, GtkListItemFactory *factory)
{
  GtkColumnViewColumn *column = gtk_column_view_column_new (title, factory);
  GtkSorter *sorter;

  gtk_column_view_column_set_expand (column, expand);
  gtk_column_view_column_set_resizable (column, expand);
  sorter = GTK_SORTER (gtk_string_sorter_new (gtk_property_expression_new (item_type, NULL,
                                                                           property)));
  return append_sorted (view, column, sorter);
}

static GtkColumnViewColumn *
add_text (GtkColumnView *view, GType item_type, const char *title, const char *property,
          gboolean expand, int flags)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  char *name = g_strdup (property);

  g_signal_connect (factory, "setup", G_CALLBACK (setup_text_cb), GINT_TO_POINTER (flags));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_text_cb), name);
  g_object_set_data_full (G_OBJECT (factory), "valet-property", name, g_free);
  return add_text_column (view, item_type, title, property, expand, factory);
}

/* One player a line: a name ellipsized only when even a line of its own
 * is too narrow for it.  Room for most names before that. */
static void
setup_pair_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *label = gtk_label_new (NULL);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (label), 18);
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_list_item_set_child (list_item, box);
  /* The pairs come once a row, so the rule above the unranked ones
   * follows the rows from here. */
  valet_unranked_rule_track (list_item, box);
}

static void
bind_pair_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  ValetColumnsPlayers players = g_object_get_data (G_OBJECT (factory), "valet-players");
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *second_label = gtk_widget_get_last_child (box);
  const char *first = NULL, *second = NULL;
  g_autofree char *both = NULL;

  players (gtk_list_item_get_item (list_item), &first, &second, data);
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (box)), first);
  gtk_label_set_text (GTK_LABEL (second_label), second ? second : "");
  gtk_widget_set_visible (second_label, second != NULL);
  /* The names in full, however narrow the column. */
  both = second ? g_strconcat (first, "\n", second, NULL) : g_strdup (first);
  /* A pair listed after the ranking, without a rank, reads dimmed, and
   * its names' tooltip says why it has none. */
  GObject *item = gtk_list_item_get_item (list_item);
  gboolean unranked = g_object_class_find_property (G_OBJECT_GET_CLASS (item), "rank") != NULL
                      && get_number (item, "rank") < 1;
  g_autofree char *reason = NULL;
  if (unranked && g_object_class_find_property (G_OBJECT_GET_CLASS (item), "unranked-reason"))
    g_object_get (item, "unranked-reason", &reason, NULL);
  if (reason != NULL)
    {
      char *with_reason = g_strconcat (both, "\n\n", reason, NULL);
      g_free (both);
      both = with_reason;
    }
  gtk_widget_set_tooltip_text (box, both);
  if (unranked)
    gtk_widget_add_css_class (box, "dim-label");
  else
    gtk_widget_remove_css_class (box, "dim-label");
}

GtkColumnViewColumn *
valet_columns_add_pair (GtkColumnView *view, GType item_type, const char *title,
                        const char *property, ValetColumnsPlayers players, gpointer data)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_return_val_if_fail (players != NULL, NULL);

  g_object_set_data (G_OBJECT (factory), "valet-players", players);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_pair_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_pair_cb), data);
  return add_text_column (view, item_type, title, property, TRUE, factory);
}

GtkColumnViewColumn *
valet_columns_add_text (GtkColumnView *view, GType item_type, const char *title,
                        const char *property, gboolean expand)
{
  return add_text (view, item_type, title, property, expand, expand ? TEXT_NAME : 0);
}

GtkColumnViewColumn *
valet_columns_add_ranked_text (GtkColumnView *view, GType item_type, const char *title,
                               const char *property, const char *rank_property)
{
  GtkColumnViewColumn *column = add_text (view, item_type, title, property, FALSE, 0);

  sort_by (column, item_type, rank_property, GTK_SORT_ASCENDING);
  return column;
}

GtkColumnViewColumn *
valet_columns_add_code (GtkColumnView *view, GType item_type, const char *title,
                        const char *property)
{
  return add_text (view, item_type, title, property, FALSE, TEXT_FIGURES);
}
