/* valet-library-window.c: the Library page and the season ranking.
 *
 * Built in code: a stack of pages, the events (or an empty state), the
 * work in progress with a Cancel button, the season ranking, and an
 * error.  Loading and scoring the events selected runs on a worker
 * thread (valet-library-season.h); the window only lists. */
#define G_LOG_DOMAIN "valet-library"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "valet-library.h"
#include "valet-library-actions.h"
#include "valet-library-season.h"
#include "valet-library-tasks.h"
#include "valet-library-window.h"
#include "valet-season-export.h"
#include "valet-season-partnership.h"
#include "valet-season-player.h"

/* One event of the library, as a list item. */
#define VALET_TYPE_LIBRARY_ITEM (valet_library_item_get_type ())
G_DECLARE_FINAL_TYPE (ValetLibraryItem, valet_library_item, VALET, LIBRARY_ITEM, GObject)
struct _ValetLibraryItem
{
  GObject            parent_instance;
  ValetLibraryEvent *event;
  char              *folded;   /* the name without case and accents, for the search */
};
G_DEFINE_FINAL_TYPE (ValetLibraryItem, valet_library_item, G_TYPE_OBJECT)

static void
valet_library_item_finalize (GObject *object)
{
  ValetLibraryItem *self = VALET_LIBRARY_ITEM (object);

  g_clear_pointer (&self->event, valet_library_event_free);
  g_free (self->folded);
  G_OBJECT_CLASS (valet_library_item_parent_class)->finalize (object);
}

static void
valet_library_item_class_init (ValetLibraryItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = valet_library_item_finalize;
}

static void
valet_library_item_init (ValetLibraryItem *self)
{
}

/* One row of the season ranking. */
#define VALET_TYPE_SEASON_ITEM (valet_season_item_get_type ())
G_DECLARE_FINAL_TYPE (ValetSeasonItem, valet_season_item, VALET, SEASON_ITEM, GObject)
struct _ValetSeasonItem
{
  GObject        parent_instance;
  ValetSeasonRow row;
  char          *name;
  guint          rank;    /* 0: fewer boards than the minimum */
};
G_DEFINE_FINAL_TYPE (ValetSeasonItem, valet_season_item, G_TYPE_OBJECT)

static void
valet_season_item_finalize (GObject *object)
{
  g_free (VALET_SEASON_ITEM (object)->name);
  G_OBJECT_CLASS (valet_season_item_parent_class)->finalize (object);
}

static void
valet_season_item_class_init (ValetSeasonItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = valet_season_item_finalize;
}

static void
valet_season_item_init (ValetSeasonItem *self)
{
}

struct _ValetLibraryWindow
{
  AdwWindow          parent_instance;
  char              *path;
  ValetOptions       options;
  AdwToastOverlay   *toasts;
  GtkStack          *stack;
  AdwWindowTitle    *title;
  GtkWidget         *back_button;
  GtkSearchEntry    *search;
  GtkEntry          *from_day;
  GtkEntry          *to_day;
  GListStore        *events;
  GtkCustomFilter   *filter;
  GtkFilterListModel *shown;
  GtkMultiSelection *selection;
  GtkWidget         *season_button;
  GtkWidget         *open_button;
  GtkLabel          *selected_label;
  GtkProgressBar    *progress;
  AdwStatusPage     *error_page;
  /* The ranking. */
  ValetSeason       *season;
  GListStore        *rows;
  GtkSortListModel  *sorted;
  GtkColumnView     *ranking_view;
  GtkToggleButton   *persons_toggle;
  GtkSpinButton     *min_boards;
  GCancellable      *working;
  /* The player page: each event's own season and name, in date order. */
  GPtrArray         *per_event;
  GPtrArray         *event_names;
  GPtrArray         *pending_names;   /* ...of the season being pooled */
  ValetSeasonPlayer *player;
  ValetSeasonPartnership *partnership;
  /* Who is who: the identity the season's persons come from, the events
   * pooled (to pool them again after a decision), and its page. */
  ValetIdentity     *identity;
  GArray            *season_ids;
  GArray            *pending_ids;
  const char        *after_pool;       /* the page to show once pooled */
  GtkListBox        *proposals;
  GtkListBox        *several;          /* persons of several players, to split */
  GArray            *several_persons;  /* guint: the person of each row of several */
  GtkWidget         *identity_button;
  GtkWidget         *undo_button;
  GtkLabel          *unit_label;
  gboolean           gone;             /* disposed: its widgets are no more */
  /* The library read and written on a worker (valet-library-tasks.h):
   * the list under way, the decision being written, and the decisions
   * kept, as the latest answer counted them. */
  GCancellable      *listing;
  GCancellable      *storing;
  guint              n_decisions;
  GtkSpinner        *busy_spinner;
};

G_DEFINE_FINAL_TYPE (ValetLibraryWindow, valet_library_window, ADW_TYPE_WINDOW)

/* The ranking's columns after the name, events and boards. */
static const ValetSeasonValue value_columns[] = {
  VALET_SEASON_PLAYED, VALET_SEASON_TOTAL, VALET_SEASON_BID,
  VALET_SEASON_PLAY,   VALET_SEASON_LEAD,  VALET_SEASON_DEF,
};
static const char *const value_titles[] = {
  N_("Score"), N_("Luck-free"), N_("Bid"), N_("Play"), N_("Lead"), N_("Defence"),
};

static char *
folded (const char *text)
{
  g_autofree char *decomposed = g_utf8_normalize (text ? text : "", -1, G_NORMALIZE_NFKD);
  g_autofree char *lower = decomposed ? g_utf8_casefold (decomposed, -1) : g_strdup ("");
  GString *out = g_string_new (NULL);

  for (const char *p = lower; *p; p = g_utf8_next_char (p))
    if (g_unichar_type (g_utf8_get_char (p)) != G_UNICODE_NON_SPACING_MARK)
      g_string_append_unichar (out, g_utf8_get_char (p));
  return g_string_free (out, FALSE);
}

/* The events' columns: date, name, results, source. */
static char *
event_text (ValetLibraryItem *item, guint column)
{
  const ValetLibraryEvent *e = item->event;

  switch (column)
    {
    case 0:
      return g_strdup (e->day ? e->day : e->date ? e->date : "");
    case 1:
      return g_strdup (e->name);
    case 2:
      return g_strdup_printf ("%u", e->n_results);
    default:
      return g_strdup (e->source);
    }
}

static char *
stat_text (const ValetSeasonStat *stat)
{
  if (stat->count <= 0 || isnan (stat->mean))
    return g_strdup ("");
  if (isnan (stat->half_width))
    return g_strdup_printf ("%.2f", stat->mean);
  return g_strdup_printf ("%.2f ± %.2f", stat->mean, stat->half_width);
}

static char *
season_text (ValetSeasonItem *item, guint column)
{
  switch (column)
    {
    case 0:
      return item->rank ? g_strdup_printf ("%u", item->rank) : g_strdup ("");
    case 1:
      return g_strdup (item->name);
    case 2:
      return g_strdup_printf ("%u", item->row.events);
    case 3:
      return g_strdup_printf ("%.0f", item->row.boards);
    default:
      return stat_text (&item->row.value[value_columns[column - 4]]);
    }
}

/* Label cells, each column its own text. */
static void
setup_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), GPOINTER_TO_UINT (data) & 0x100 ? 1.0 : 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (list_item, label);
}

static void
bind_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  gpointer item = gtk_list_item_get_item (list_item);
  guint column = GPOINTER_TO_UINT (data) & 0xff;
  g_autofree char *text = VALET_IS_LIBRARY_ITEM (item)
                          ? event_text (item, column)
                          : season_text (item, column);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (list_item)), text);
}

static GtkColumnViewColumn *
add_column (GtkColumnView *view, const char *title, guint column, gboolean numeric,
            GtkSorter *sorter)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  gpointer data = GUINT_TO_POINTER (column | (numeric ? 0x100 : 0));
  GtkColumnViewColumn *c;

  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), data);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), data);
  c = gtk_column_view_column_new (title, factory);
  if (sorter != NULL)
    gtk_column_view_column_set_sorter (c, sorter);
  gtk_column_view_column_set_resizable (c, TRUE);
  if (column == 1)
    gtk_column_view_column_set_expand (c, TRUE);
  gtk_column_view_append_column (view, c);
  g_object_unref (c);
  return c;
}

/* Sorting the ranking: by the column's number, rows without one last. */
static int
compare_rows (gconstpointer a, gconstpointer b, gpointer data)
{
  const ValetSeasonItem *x = a;
  const ValetSeasonItem *y = b;
  guint column = GPOINTER_TO_UINT (data);
  double u, v;

  switch (column)
    {
    case 0:
      u = x->rank ? x->rank : G_MAXUINT;
      v = y->rank ? y->rank : G_MAXUINT;
      break;
    case 1:
      return g_utf8_collate (x->name, y->name);
    case 2:
      u = x->row.events;
      v = y->row.events;
      break;
    case 3:
      u = x->row.boards;
      v = y->row.boards;
      break;
    default:
      u = x->row.value[value_columns[column - 4]].mean;
      v = y->row.value[value_columns[column - 4]].mean;
      if (isnan (u) || isnan (v))
        return isnan (u) - isnan (v);
    }
  return (u > v) - (u < v);
}

static void
update_selected (ValetLibraryWindow *self)
{
  g_autoptr (GtkBitset) set = gtk_selection_model_get_selection (
    GTK_SELECTION_MODEL (self->selection));
  guint n = (guint) gtk_bitset_get_size (set);
  g_autofree char *text = g_strdup_printf (ngettext ("%u event selected",
                                                     "%u events selected", n), n);

  gtk_label_set_text (self->selected_label, text);
  gtk_widget_set_sensitive (self->season_button, n > 0);
  gtk_widget_set_sensitive (self->open_button, n == 1);
}

static void
show_page (ValetLibraryWindow *self, const char *page)
{
  gboolean ranking = g_str_equal (page, "ranking") || g_str_equal (page, "error")
                     || g_str_equal (page, "player") || g_str_equal (page, "partnership")
                     || g_str_equal (page, "identity");

  gtk_stack_set_visible_child_name (self->stack, page);
  gtk_widget_set_visible (self->back_button, ranking);
  adw_window_title_set_title (self->title, g_str_equal (page, "player") ? _("Player")
                                           : g_str_equal (page, "partnership") ? _("Partnership")
                                           : g_str_equal (page, "identity") ? _("Who Is Who")
                                           : ranking ? _("Season Ranking") : _("Library"));
}

/* While the library is read or written the header spins, and what
 * would write again (the decisions' buttons) waits. */
static void
update_busy (ValetLibraryWindow *self)
{
  gboolean waiting = self->listing != NULL || self->storing != NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->busy_spinner), waiting);
  gtk_spinner_set_spinning (self->busy_spinner, waiting);
  gtk_widget_set_sensitive (GTK_WIDGET (self->proposals), self->storing == NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->several), self->storing == NULL);
  gtk_widget_set_sensitive (self->undo_button, self->storing == NULL && self->n_decisions > 0);
}

static void
listed (GObject *object, GAsyncResult *result, gpointer data)
{
  g_autoptr (ValetLibraryWindow) self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) events = valet_library_list_finish (result, &self->n_decisions, &error);

  /* Closed, or a newer list asked for since: not this answer. */
  if (self->gone || g_task_get_cancellable (G_TASK (result)) != self->listing)
    return;
  g_clear_object (&self->listing);
  update_busy (self);
  g_list_store_remove_all (self->events);
  if (events == NULL)
    {
      adw_status_page_set_title (self->error_page, _("The library cannot be opened"));
      adw_status_page_set_description (self->error_page, error->message);
      show_page (self, "error");
      gtk_widget_set_visible (self->back_button, FALSE);
      return;
    }
  /* The newest first: a season is mostly the latest events. */
  for (guint i = events->len; i-- > 0;)
    {
      ValetLibraryItem *item = g_object_new (VALET_TYPE_LIBRARY_ITEM, NULL);
      item->event = g_ptr_array_steal_index (events, i);
      item->folded = folded (item->event->name);
      g_list_store_append (self->events, item);
      g_object_unref (item);
    }
  /* A season shown stays shown; the list behind it is new. */
  const char *shown = gtk_stack_get_visible_child_name (self->stack);
  if (shown == NULL || g_str_equal (shown, "events") || g_str_equal (shown, "empty")
      || (g_str_equal (shown, "error") && self->season == NULL))
    show_page (self, g_list_model_get_n_items (G_LIST_MODEL (self->events)) ? "events"
                                                                            : "empty");
  update_selected (self);
}

void
valet_library_window_reload (ValetLibraryWindow *self)
{
  if (self->listing != NULL)
    g_cancellable_cancel (self->listing);
  g_clear_object (&self->listing);
  self->listing = g_cancellable_new ();
  adw_window_title_set_subtitle (self->title, self->path);
  update_busy (self);
  valet_library_list_async (self->path, self->listing, listed, g_object_ref (self));
}

static gboolean
filter_cb (gpointer item, gpointer data)
{
  ValetLibraryWindow *self = data;
  g_autofree char *query = folded (gtk_editable_get_text (GTK_EDITABLE (self->search)));

  return strstr (VALET_LIBRARY_ITEM (item)->folded, query) != NULL;
}

static void
search_changed_cb (ValetLibraryWindow *self)
{
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
}

/* The ranking's rows, partnerships or persons, from the season pooled. */
static void
fill_ranking (ValetLibraryWindow *self)
{
  gboolean persons = gtk_toggle_button_get_active (self->persons_toggle);
  ValetSeason *s = self->season;
  guint n, ranked;

  g_list_store_remove_all (self->rows);
  if (s == NULL)
    return;
  {
    guint events = valet_season_n_events (s);
    /* Translators: the season's unit, then how many events it pools. */
    g_autofree char *unit = g_strdup_printf (ngettext ("%s per board, %u event",
                                                       "%s per board, %u events", events),
                                             valet_season_is_matchpoints (s) ? _("Percent")
                                                                             : _("IMPs"),
                                             events);
    gtk_label_set_text (self->unit_label, unit);
  }
  n = persons ? valet_season_n_persons (s) : valet_season_n_pairs (s);
  ranked = persons ? valet_season_n_ranked_persons (s) : valet_season_n_ranked_pairs (s);
  for (guint i = 0; i < n; i++)
    {
      const ValetSeasonRow *row = persons ? valet_season_person (s, i) : valet_season_pair (s, i);
      ValetSeasonItem *item = g_object_new (VALET_TYPE_SEASON_ITEM, NULL);

      item->row = *row;
      item->rank = i < ranked ? i + 1 : 0;
      if (row->person[1] == VALET_NO_PERSON)
        item->name = g_strdup (valet_season_person_name (s, row->person[0]));
      else
        /* Translators: a partnership, two players' names. */
        item->name = g_strdup_printf (_("%s – %s"), valet_season_person_name (s, row->person[0]),
                                      valet_season_person_name (s, row->person[1]));
      g_list_store_append (self->rows, item);
      g_object_unref (item);
    }
}

static void
progress_cb (guint done, guint total, gpointer data)
{
  ValetLibraryWindow *self = data;
  g_autofree char *text = g_strdup_printf (_("%u of %u events scored"), done, total);

  gtk_progress_bar_set_fraction (self->progress, total ? (double) done / total : 0);
  gtk_progress_bar_set_text (self->progress, text);
}

static void fill_proposals (ValetLibraryWindow *self);

static void
season_done (GObject *object, GAsyncResult *result, gpointer data)
{
  g_autoptr (ValetLibraryWindow) self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) per_event = NULL;
  ValetIdentity *identity = NULL;
  ValetSeason *season = valet_library_season_finish (result, &per_event, &identity, &error);

  g_clear_object (&self->working);
  if (self->gone)
    {
      /* Closed while pooling: nothing to show it in. */
      g_clear_pointer (&season, valet_season_free);
      g_clear_pointer (&identity, valet_identity_free);
      return;
    }
  if (season == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          show_page (self, self->after_pool && self->season ? self->after_pool : "events");
          self->after_pool = NULL;
          return;
        }
      adw_status_page_set_title (self->error_page, _("The season cannot be ranked"));
      adw_status_page_set_description (self->error_page, error->message);
      show_page (self, "error");
      return;
    }
  valet_season_player_clear (self->player);
  valet_season_partnership_clear (self->partnership);
  g_clear_pointer (&self->per_event, g_ptr_array_unref);
  g_clear_pointer (&self->event_names, g_ptr_array_unref);
  self->per_event = g_steal_pointer (&per_event);
  self->event_names = g_steal_pointer (&self->pending_names);
  g_clear_pointer (&self->season_ids, g_array_unref);
  self->season_ids = g_steal_pointer (&self->pending_ids);
  g_clear_pointer (&self->season, valet_season_free);
  self->season = season;
  g_clear_pointer (&self->identity, valet_identity_free);
  self->identity = identity;
  fill_ranking (self);
  fill_proposals (self);
  show_page (self, self->after_pool ? self->after_pool : "ranking");
  self->after_pool = NULL;
}

static void pool (ValetLibraryWindow *self);

void
valet_library_window_start_season (ValetLibraryWindow *self)
{
  g_autoptr (GtkBitset) set = gtk_selection_model_get_selection (
    GTK_SELECTION_MODEL (self->selection));
  g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  GtkBitsetIter iter;
  guint position;

  if (self->working != NULL)
    return;
  g_clear_pointer (&self->pending_names, g_ptr_array_unref);
  self->pending_names = g_ptr_array_new_with_free_func (g_free);
  /* Listed newest first: pooled, and charted, oldest first. */
  for (gboolean more = gtk_bitset_iter_init_last (&iter, set, &position); more;
       more = gtk_bitset_iter_previous (&iter, &position))
    {
      g_autoptr (ValetLibraryItem) item = g_list_model_get_item (G_LIST_MODEL (self->selection),
                                                                 position);
      g_array_append_val (ids, item->event->id);
      g_ptr_array_add (self->pending_names, g_strdup (item->event->name));
    }
  if (ids->len == 0)
    return;
  g_clear_pointer (&self->pending_ids, g_array_unref);
  self->pending_ids = g_array_ref (ids);
  self->after_pool = NULL;
  pool (self);
}

/* Pools the events of pending_ids (named in pending_names). */
static void
pool (ValetLibraryWindow *self)
{
  GArray *ids = self->pending_ids;

  self->working = g_cancellable_new ();
  gtk_progress_bar_set_fraction (self->progress, 0);
  progress_cb (0, ids->len, self);
  show_page (self, "working");
  valet_library_season_async (self->path, (gint64 *) ids->data, ids->len, &self->options,
                              (guint) gtk_spin_button_get_value (self->min_boards), progress_cb,
                              self, self->working, season_done, g_object_ref (self));
}

static void
cancel_cb (ValetLibraryWindow *self)
{
  if (self->working != NULL)
    g_cancellable_cancel (self->working);
}

static void
back_cb (ValetLibraryWindow *self)
{
  const char *shown = gtk_stack_get_visible_child_name (self->stack);
  if (g_str_equal (shown, "player") || g_str_equal (shown, "partnership")
      || g_str_equal (shown, "identity"))
    {
      show_page (self, "ranking");
      return;
    }
  show_page (self, g_list_model_get_n_items (G_LIST_MODEL (self->events)) ? "events" : "empty");
}

void
valet_library_window_select_all (ValetLibraryWindow *self)
{
  gtk_selection_model_select_all (GTK_SELECTION_MODEL (self->selection));
}

static void pool_again (ValetLibraryWindow *self, const char *page);

static void
min_boards_cb (ValetLibraryWindow *self)
{
  /* The minimum is the season's: pooled again over the same events. */
  if (self->season != NULL && self->working == NULL
      && g_str_equal (gtk_stack_get_visible_child_name (self->stack), "ranking"))
    pool_again (self, "ranking");
}

/* An end of a range of days as typed: "" (open), else the day it reads
 * as, exactly as written ("2026-1-1" and "January" are not days), as
 * `valet-cli --season FROM..TO` takes it.  NULL for neither. */
static char *
range_end (GtkEntry *entry, gboolean *ok)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  g_autofree char *day = text[0] ? valet_library_day_of (text) : g_strdup ("");

  *ok = day != NULL && strcmp (day, text) == 0;
  if (*ok)
    gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
  return *ok ? g_steal_pointer (&day) : NULL;
}

gint
valet_library_window_select_days (ValetLibraryWindow *self, const char *from, const char *to)
{
  gboolean from_ok, to_ok;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->shown));
  gint taken = 0;

  if (from != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->from_day), from);
  if (to != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->to_day), to);
  g_autofree char *first = range_end (self->from_day, &from_ok);
  g_autofree char *last = range_end (self->to_day, &to_ok);
  if (!from_ok || !to_ok)
    {
      adw_toast_overlay_add_toast (self->toasts, adw_toast_new (
        _("A day is written YYYY-MM-DD, as in 2026-01-01")));
      return -1;
    }
  /* The events listed in the range, and only they; an event without a
   * day is in no range. */
  g_autoptr (GtkBitset) chosen = gtk_bitset_new_empty ();
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (ValetLibraryItem) item = g_list_model_get_item (G_LIST_MODEL (self->shown), i);
      const char *day = item->event->day;
      if (day != NULL && (first[0] == '\0' || strcmp (day, first) >= 0)
          && (last[0] == '\0' || strcmp (day, last) <= 0))
        {
          gtk_bitset_add (chosen, i);
          taken++;
        }
    }
  g_autoptr (GtkBitset) every = gtk_bitset_new_range (0, n);
  gtk_selection_model_set_selection (GTK_SELECTION_MODEL (self->selection), chosen, every);
  return taken;
}

static void
select_days_cb (ValetLibraryWindow *self)
{
  valet_library_window_select_days (self, NULL, NULL);
}

/* ---- opening one event ------------------------------------------------------ */

GtkWindow *
valet_library_window_open_event (ValetLibraryWindow *self, guint row)
{
  g_autoptr (ValetLibraryItem) item = g_list_model_get_item (G_LIST_MODEL (self->shown), row);

  if (item == NULL)
    return NULL;
  return GTK_WINDOW (valet_library_actions_open_event (GTK_WINDOW (self), self->path,
                                                       item->event->id));
}

/* A row activated (a double click, Enter) opens its event. */
static void
event_activate_cb (GtkColumnView *view, guint position, ValetLibraryWindow *self)
{
  valet_library_window_open_event (self, position);
}

static void
open_selected_cb (ValetLibraryWindow *self)
{
  g_autoptr (GtkBitset) set = gtk_selection_model_get_selection (
    GTK_SELECTION_MODEL (self->selection));

  if (gtk_bitset_get_size (set) == 1)
    valet_library_window_open_event (self, gtk_bitset_get_nth (set, 0));
}

static GtkWidget *
events_page (ValetLibraryWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkColumnView *view;
  GtkWidget *all;

  self->search = GTK_SEARCH_ENTRY (gtk_search_entry_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->search), TRUE);
  g_object_set (self->search, "placeholder-text", _("Search events by name"), NULL);
  g_signal_connect_swapped (self->search, "search-changed", G_CALLBACK (search_changed_cb), self);
  all = gtk_button_new_with_mnemonic (_("Select _All Shown"));
  g_signal_connect_swapped (all, "clicked", G_CALLBACK (valet_library_window_select_all), self);
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->search));
  gtk_box_append (GTK_BOX (bar), all);
  /* A range of days, as `valet-cli --season 2026-01-01..2026-06-30`. */
  GtkWidget *days = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *from_label = gtk_label_new_with_mnemonic (_("_From"));
  GtkWidget *to_label = gtk_label_new_with_mnemonic (_("_To"));
  GtkWidget *take = gtk_button_new_with_mnemonic (_("Select _Days"));
  self->from_day = GTK_ENTRY (gtk_entry_new ());
  self->to_day = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (self->from_day, _("YYYY-MM-DD"));
  gtk_entry_set_placeholder_text (self->to_day, _("YYYY-MM-DD"));
  gtk_editable_set_width_chars (GTK_EDITABLE (self->from_day), 11);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->to_day), 11);
  gtk_label_set_mnemonic_widget (GTK_LABEL (from_label), GTK_WIDGET (self->from_day));
  gtk_label_set_mnemonic_widget (GTK_LABEL (to_label), GTK_WIDGET (self->to_day));
  gtk_widget_set_tooltip_text (take, _("Select the events listed from the first day to the "
                                       "last; either may be left empty"));
  g_signal_connect_swapped (self->from_day, "activate", G_CALLBACK (select_days_cb), self);
  g_signal_connect_swapped (self->to_day, "activate", G_CALLBACK (select_days_cb), self);
  g_signal_connect_swapped (take, "clicked", G_CALLBACK (select_days_cb), self);
  gtk_box_append (GTK_BOX (days), from_label);
  gtk_box_append (GTK_BOX (days), GTK_WIDGET (self->from_day));
  gtk_box_append (GTK_BOX (days), to_label);
  gtk_box_append (GTK_BOX (days), GTK_WIDGET (self->to_day));
  gtk_box_append (GTK_BOX (days), take);
  gtk_box_append (GTK_BOX (bar), days);
  gtk_widget_set_margin_start (bar, 12);
  gtk_widget_set_margin_end (bar, 12);
  gtk_widget_set_margin_top (bar, 6);
  gtk_box_append (GTK_BOX (box), bar);

  self->events = g_list_store_new (VALET_TYPE_LIBRARY_ITEM);
  self->filter = gtk_custom_filter_new (filter_cb, self, NULL);
  self->shown = gtk_filter_list_model_new (g_object_ref (G_LIST_MODEL (self->events)),
                                           g_object_ref (GTK_FILTER (self->filter)));
  self->selection = gtk_multi_selection_new (g_object_ref (G_LIST_MODEL (self->shown)));
  g_signal_connect_swapped (self->selection, "selection-changed", G_CALLBACK (update_selected),
                            self);
  g_signal_connect_swapped (self->selection, "items-changed", G_CALLBACK (update_selected), self);
  view = GTK_COLUMN_VIEW (gtk_column_view_new (
    GTK_SELECTION_MODEL (g_object_ref (self->selection))));
  gtk_column_view_set_show_column_separators (view, TRUE);
  add_column (view, _("Date"), 0, FALSE, NULL);
  add_column (view, _("Event"), 1, FALSE, NULL);
  add_column (view, _("Results"), 2, TRUE, NULL);
  add_column (view, _("Source"), 3, FALSE, NULL);
  g_signal_connect (view, "activate", G_CALLBACK (event_activate_cb), self);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (view));
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_box_append (GTK_BOX (box), scroll);

  GtkWidget *foot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  self->selected_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_hexpand (GTK_WIDGET (self->selected_label), TRUE);
  gtk_label_set_xalign (self->selected_label, 0);
  self->season_button = gtk_button_new_with_mnemonic (_("Season _Ranking"));
  gtk_widget_add_css_class (self->season_button, "suggested-action");
  g_signal_connect_swapped (self->season_button, "clicked",
                            G_CALLBACK (valet_library_window_start_season), self);
  self->open_button = gtk_button_new_with_mnemonic (_("_Open"));
  gtk_widget_set_tooltip_text (self->open_button,
                               _("Show the event selected as the library keeps it"));
  g_signal_connect_swapped (self->open_button, "clicked", G_CALLBACK (open_selected_cb), self);
  gtk_box_append (GTK_BOX (foot), GTK_WIDGET (self->selected_label));
  gtk_box_append (GTK_BOX (foot), self->open_button);
  gtk_box_append (GTK_BOX (foot), self->season_button);
  gtk_widget_set_margin_start (foot, 12);
  gtk_widget_set_margin_end (foot, 12);
  gtk_widget_set_margin_bottom (foot, 12);
  gtk_box_append (GTK_BOX (box), foot);
  return box;
}

static GtkWidget *
working_page (ValetLibraryWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));

  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_show_text (self->progress, TRUE);
  gtk_widget_set_size_request (GTK_WIDGET (self->progress), 320, -1);
  gtk_widget_set_halign (cancel, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (cancel_cb), self);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->progress));
  gtk_box_append (GTK_BOX (box), cancel);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  return box;
}

ValetSeasonPlayer *
valet_library_window_show_player (ValetLibraryWindow *self, guint row)
{
  g_autoptr (ValetSeasonItem) item = g_list_model_get_item (G_LIST_MODEL (self->sorted), row);

  if (item == NULL || item->row.person[1] != VALET_NO_PERSON || self->per_event == NULL)
    return NULL;
  valet_season_player_show (self->player, self->season, self->per_event, self->event_names,
                            item->row.person[0]);
  show_page (self, "player");
  return self->player;
}

ValetSeasonPartnership *
valet_library_window_show_partnership (ValetLibraryWindow *self, guint row)
{
  g_autoptr (ValetSeasonItem) item = g_list_model_get_item (G_LIST_MODEL (self->sorted), row);

  if (item == NULL || item->row.person[1] == VALET_NO_PERSON || self->per_event == NULL)
    return NULL;
  valet_season_partnership_show (self->partnership, self->season, self->per_event,
                                 self->event_names, item->row.person[0], item->row.person[1]);
  show_page (self, "partnership");
  return self->partnership;
}

/* Pools the same events again, then shows @page: after a decision about
 * who is who, the persons, the rankings and the proposals change. */
static void
pool_again (ValetLibraryWindow *self, const char *page)
{
  if (self->working != NULL || self->season_ids == NULL)
    return;
  g_clear_pointer (&self->pending_ids, g_array_unref);
  self->pending_ids = g_array_ref (self->season_ids);
  g_clear_pointer (&self->pending_names, g_ptr_array_unref);
  self->pending_names = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < self->event_names->len; i++)
    g_ptr_array_add (self->pending_names, g_strdup (g_ptr_array_index (self->event_names, i)));
  self->after_pool = page;
  pool (self);
}

static void
library_failed (ValetLibraryWindow *self, GError *error)
{
  AdwToast *toast = adw_toast_new (error->message);

  adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (self->toasts, toast);
}

static void
decided (GObject *object, GAsyncResult *result, gpointer data)
{
  g_autoptr (ValetLibraryWindow) self = data;
  g_autoptr (GError) error = NULL;
  gboolean done = valet_library_decide_finish (result, &self->n_decisions, &error);

  if (self->gone)
    return;
  g_clear_object (&self->storing);
  update_busy (self);
  if (!done)
    {
      if (!g_error_matches (error, VALET_LIBRARY_ERROR, VALET_LIBRARY_ERROR_NOT_FOUND))
        library_failed (self, error);
      return;
    }
  pool_again (self, "identity");
}

/* Writes a decision (@kind NULL: takes the last back) on a worker, then
 * pools the season again with it. */
static void
store_decision (ValetLibraryWindow *self, ValetIdentityKind kind, gboolean undo,
                const char *a_key, const char *b_key)
{
  self->storing = g_cancellable_new ();
  update_busy (self);
  valet_library_decide_async (self->path, undo ? NULL : valet_identity_kind_to_string (kind),
                              a_key, b_key, self->storing, decided, g_object_ref (self));
}

gboolean
valet_library_window_decide (ValetLibraryWindow *self, guint index, gboolean merge)
{
  const ValetProposal *p;

  if (self->identity == NULL || valet_library_window_get_busy (self)
      || index >= valet_identity_n_proposals (self->identity))
    return FALSE;
  p = valet_identity_proposal (self->identity, index);
  store_decision (self, merge ? VALET_IDENTITY_MERGE : VALET_IDENTITY_KEEP_APART, FALSE,
                  p->key_a, p->key_b);
  return TRUE;
}

gboolean
valet_library_window_undo_decision (ValetLibraryWindow *self)
{
  if (valet_library_window_get_busy (self) || self->n_decisions == 0)
    return FALSE;
  store_decision (self, VALET_IDENTITY_MERGE, TRUE, NULL, NULL);
  return TRUE;
}

guint
valet_library_window_n_several (ValetLibraryWindow *self)
{
  return self->several_persons->len;
}

gboolean
valet_library_window_split (ValetLibraryWindow *self, guint row, guint player)
{
  guint person;

  if (self->identity == NULL || valet_library_window_get_busy (self)
      || row >= self->several_persons->len)
    return FALSE;
  person = g_array_index (self->several_persons, guint, row);
  if (player >= valet_identity_person_n_players (self->identity, person))
    return FALSE;
  store_decision (self, VALET_IDENTITY_SPLIT, FALSE,
                  valet_identity_person_player (self->identity, person, player), NULL);
  return TRUE;
}

static void
split_clicked_cb (GtkButton *button, ValetLibraryWindow *self)
{
  valet_library_window_split (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button),
                                                                         "row")),
                              GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button),
                                                                   "player")));
}

/* A player key "ID:tag" as the user knows it: the event's name and the
 * player's tag in it. */
static char *
player_text (ValetLibraryWindow *self, const char *key)
{
  const char *colon = strchr (key, ':');
  gint64 id = g_ascii_strtoll (key, NULL, 10);

  for (guint i = 0; colon && self->season_ids && i < self->season_ids->len; i++)
    if (g_array_index (self->season_ids, gint64, i) == id && i < self->event_names->len)
      /* Translators: an event's name, then a player's tag in its file. */
      return g_strdup_printf (_("%s, player %s"), (char *) g_ptr_array_index (self->event_names,
                                                                              i),
                              colon + 1);
  return g_strdup (key);
}

/* One expander per person of several players (events), each player
 * with Split Off: the split decision makes that player a person of
 * their own. */
static void
fill_several (ValetLibraryWindow *self)
{
  GtkWidget *child;
  guint persons = self->identity ? valet_identity_n_persons (self->identity) : 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->several))) != NULL)
    gtk_list_box_remove (self->several, child);
  g_array_set_size (self->several_persons, 0);
  for (guint person = 0; person < persons; person++)
    {
      guint n = valet_identity_person_n_players (self->identity, person);
      if (n < 2)
        continue;
      guint row_index = self->several_persons->len;
      GtkWidget *row = adw_expander_row_new ();
      /* Translators: how many players (of different events) are one person. */
      g_autofree char *subtitle = g_strdup_printf (ngettext ("%u player", "%u players", n), n);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     valet_identity_person_name (self->identity, person));
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
      for (guint k = 0; k < n; k++)
        {
          GtkWidget *player_row = adw_action_row_new ();
          GtkWidget *split = gtk_button_new_with_label (_("Split Off"));
          g_autofree char *text = player_text (self, valet_identity_person_player (self->identity,
                                                                                 person, k));
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (player_row), text);
          gtk_widget_set_valign (split, GTK_ALIGN_CENTER);
          g_object_set_data (G_OBJECT (split), "row", GUINT_TO_POINTER (row_index));
          g_object_set_data (G_OBJECT (split), "player", GUINT_TO_POINTER (k));
          g_signal_connect (split, "clicked", G_CALLBACK (split_clicked_cb), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (player_row), split);
          adw_expander_row_add_row (ADW_EXPANDER_ROW (row), player_row);
        }
      g_array_append_val (self->several_persons, person);
      gtk_list_box_append (self->several, row);
    }
}

static void
merge_clicked_cb (GtkButton *button, ValetLibraryWindow *self)
{
  valet_library_window_decide (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button),
                                                                          "proposal")), TRUE);
}

static void
apart_clicked_cb (GtkButton *button, ValetLibraryWindow *self)
{
  valet_library_window_decide (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button),
                                                                          "proposal")), FALSE);
}

static void
undo_clicked_cb (ValetLibraryWindow *self)
{
  valet_library_window_undo_decision (self);
}

/* One row per proposal: the two persons, why, Merge and Keep Apart. */
static void
fill_proposals (ValetLibraryWindow *self)
{
  GtkWidget *child;
  guint n = self->identity ? valet_identity_n_proposals (self->identity) : 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->proposals))) != NULL)
    gtk_list_box_remove (self->proposals, child);
  for (guint i = 0; i < n; i++)
    {
      const ValetProposal *p = valet_identity_proposal (self->identity, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *merge = gtk_button_new_with_label (_("Merge"));
      GtkWidget *apart = gtk_button_new_with_label (_("Keep Apart"));
      /* Translators: two players' names that may be one person. */
      g_autofree char *title = g_strdup_printf (_("%s and %s"),
        valet_identity_person_name (self->identity, p->person_a),
        valet_identity_person_name (self->identity, p->person_b));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), valet_proposal_reason_text (p->reason));
      for (GtkWidget **b = (GtkWidget *[]) { merge, apart, NULL }; *b; b++)
        {
          gtk_widget_set_valign (*b, GTK_ALIGN_CENTER);
          g_object_set_data (G_OBJECT (*b), "proposal", GUINT_TO_POINTER (i));
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), *b);
        }
      g_signal_connect (merge, "clicked", G_CALLBACK (merge_clicked_cb), self);
      g_signal_connect (apart, "clicked", G_CALLBACK (apart_clicked_cb), self);
      gtk_list_box_append (self->proposals, row);
    }
  if (n == 0)
    {
      GtkWidget *none = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (none),
                                     _("No players left that may be one person"));
      gtk_list_box_append (self->proposals, none);
    }
  fill_several (self);
  g_autofree char *label = g_strdup_printf (_("Who Is Who (%u)"), n);
  gtk_button_set_label (GTK_BUTTON (self->identity_button), label);
  update_busy (self);
}

static void
show_identity_cb (ValetLibraryWindow *self)
{
  show_page (self, "identity");
}

static GtkWidget *
identity_page (ValetLibraryWindow *self)
{
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_label_new (_("Players the library cannot tell apart by number or by "
                                     "name. Each decision is kept in the library, for every "
                                     "season, until undone."));

  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_widget_set_hexpand (text, TRUE);
  self->undo_button = gtk_button_new_with_mnemonic (_("_Undo Last Decision"));
  gtk_widget_set_valign (self->undo_button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->undo_button, "clicked", G_CALLBACK (undo_clicked_cb), self);
  gtk_box_append (GTK_BOX (bar), text);
  gtk_box_append (GTK_BOX (bar), self->undo_button);
  gtk_box_append (GTK_BOX (box), bar);
  self->proposals = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->proposals, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->proposals), "boxed-list");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->proposals));
  GtkWidget *several_title = gtk_label_new (_("One Person, Several Players"));
  gtk_label_set_xalign (GTK_LABEL (several_title), 0);
  gtk_widget_add_css_class (several_title, "heading");
  gtk_box_append (GTK_BOX (box), several_title);
  self->several = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->several, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->several), "boxed-list");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->several));
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), box);
  return scroll;
}

/* A person's row opens the person's page across the events, a
 * partnership's row the partnership's. */
static void
ranking_activate_cb (GtkColumnView *view, guint position, ValetLibraryWindow *self)
{
  if (valet_library_window_show_player (self, position) == NULL)
    valet_library_window_show_partnership (self, position);
}

static GtkWidget *
ranking_page (ValetLibraryWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *switcher = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *pairs = gtk_toggle_button_new_with_mnemonic (_("P_artnerships"));
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkColumnView *view;

  self->persons_toggle = GTK_TOGGLE_BUTTON (gtk_toggle_button_new_with_mnemonic (_("Pe_rsons")));
  gtk_toggle_button_set_group (self->persons_toggle, GTK_TOGGLE_BUTTON (pairs));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (pairs), TRUE);
  gtk_widget_add_css_class (switcher, "linked");
  gtk_box_append (GTK_BOX (switcher), pairs);
  gtk_box_append (GTK_BOX (switcher), GTK_WIDGET (self->persons_toggle));
  g_signal_connect_swapped (self->persons_toggle, "toggled", G_CALLBACK (fill_ranking), self);
  gtk_box_append (GTK_BOX (bar), switcher);

  self->identity_button = gtk_button_new_with_label (_("Who Is Who"));
  g_signal_connect_swapped (self->identity_button, "clicked", G_CALLBACK (show_identity_cb), self);
  gtk_box_append (GTK_BOX (bar), self->identity_button);

  self->unit_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->unit_label), "dim-label");
  gtk_widget_set_hexpand (GTK_WIDGET (self->unit_label), TRUE);
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->unit_label));
  GtkWidget *min_label = gtk_label_new_with_mnemonic (_("_Minimum boards"));
  self->min_boards = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 100000, 1));
  gtk_label_set_mnemonic_widget (GTK_LABEL (min_label), GTK_WIDGET (self->min_boards));
  g_signal_connect_swapped (self->min_boards, "value-changed", G_CALLBACK (min_boards_cb), self);
  gtk_box_append (GTK_BOX (bar), min_label);
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->min_boards));
  gtk_widget_set_margin_start (bar, 12);
  gtk_widget_set_margin_end (bar, 12);
  gtk_widget_set_margin_top (bar, 6);
  gtk_box_append (GTK_BOX (box), bar);

  self->rows = g_list_store_new (VALET_TYPE_SEASON_ITEM);
  self->sorted = gtk_sort_list_model_new (g_object_ref (G_LIST_MODEL (self->rows)), NULL);
  view = GTK_COLUMN_VIEW (gtk_column_view_new (
    GTK_SELECTION_MODEL (gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->sorted))))));
  self->ranking_view = view;
  g_signal_connect (view, "activate", G_CALLBACK (ranking_activate_cb), self);
  gtk_column_view_set_show_column_separators (view, TRUE);
  gtk_column_view_set_show_row_separators (view, TRUE);
  const char *heads[] = { N_("Rank"), N_("Name"), N_("Events"), N_("Boards") };
  for (guint c = 0; c < 4 + G_N_ELEMENTS (value_columns); c++)
    {
      const char *title = c < 4 ? _(heads[c]) : _(value_titles[c - 4]);
      GtkSorter *sorter = GTK_SORTER (gtk_custom_sorter_new (compare_rows, GUINT_TO_POINTER (c),
                                                             NULL));
      add_column (view, title, c, c != 1, sorter);
      g_object_unref (sorter);
    }
  gtk_sort_list_model_set_sorter (self->sorted, gtk_column_view_get_sorter (view));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (view));
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_box_append (GTK_BOX (box), scroll);
  return box;
}

static void
valet_library_window_dispose (GObject *object)
{
  ValetLibraryWindow *self = VALET_LIBRARY_WINDOW (object);

  cancel_cb (self);
  if (self->listing != NULL)
    g_cancellable_cancel (self->listing);
  self->gone = TRUE;
  G_OBJECT_CLASS (valet_library_window_parent_class)->dispose (object);
}

static void
valet_library_window_finalize (GObject *object)
{
  ValetLibraryWindow *self = VALET_LIBRARY_WINDOW (object);

  g_free (self->path);
  valet_options_clear (&self->options);
  g_clear_object (&self->working);
  g_clear_object (&self->listing);
  g_clear_object (&self->storing);
  g_clear_pointer (&self->per_event, g_ptr_array_unref);
  g_clear_pointer (&self->event_names, g_ptr_array_unref);
  g_clear_pointer (&self->pending_names, g_ptr_array_unref);
  g_clear_pointer (&self->season_ids, g_array_unref);
  g_clear_pointer (&self->pending_ids, g_array_unref);
  g_clear_pointer (&self->several_persons, g_array_unref);
  g_clear_pointer (&self->identity, valet_identity_free);
  g_clear_pointer (&self->season, valet_season_free);
  g_clear_object (&self->events);
  g_clear_object (&self->filter);
  g_clear_object (&self->shown);
  g_clear_object (&self->selection);
  g_clear_object (&self->rows);
  g_clear_object (&self->sorted);
  G_OBJECT_CLASS (valet_library_window_parent_class)->finalize (object);
}

static void
valet_library_window_class_init (ValetLibraryWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = valet_library_window_dispose;
  G_OBJECT_CLASS (klass)->finalize = valet_library_window_finalize;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
}

/* The season report's export (valet-season-export.c): the events of
 * the ranking shown, its method and minimum, pooled again by the
 * export. */
static gboolean
season_export_what (gpointer data, ValetSeasonExportWhat *what)
{
  ValetLibraryWindow *self = data;

  if (self->season == NULL || self->season_ids == NULL)
    return FALSE;
  what->library = g_strdup (self->path);
  what->ids = g_array_ref (self->season_ids);
  what->options = self->options;
  what->options.rounds = NULL;
  what->min_boards = (guint) gtk_spin_button_get_value (self->min_boards);
  what->selection = NULL;
  return TRUE;
}

static void
valet_library_window_init (ValetLibraryWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *empty = adw_status_page_new ();

  valet_options_init (&self->options);
  self->several_persons = g_array_new (FALSE, FALSE, sizeof (guint));
  self->title = ADW_WINDOW_TITLE (adw_window_title_new (_("Library"), NULL));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->title));
  self->back_button = gtk_button_new_from_icon_name ("go-previous-symbolic");
  gtk_widget_set_tooltip_text (self->back_button, _("Back to the Events"));
  g_signal_connect_swapped (self->back_button, "clicked", G_CALLBACK (back_cb), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->back_button);
  self->busy_spinner = GTK_SPINNER (gtk_spinner_new ());
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->busy_spinner), _("Waiting for the library…"));
  gtk_widget_set_visible (GTK_WIDGET (self->busy_spinner), FALSE);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), GTK_WIDGET (self->busy_spinner));
  gtk_box_append (GTK_BOX (box), header);

  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->stack), TRUE);
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (empty), "folder-documents-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (empty), _("No Events in the Library"));
  adw_status_page_set_description (ADW_STATUS_PAGE (empty),
                                   _("Add events with Add to Library in the main menu"));
  gtk_stack_add_named (self->stack, empty, "empty");
  gtk_stack_add_named (self->stack, events_page (self), "events");
  gtk_stack_add_named (self->stack, working_page (self), "working");
  gtk_stack_add_named (self->stack, ranking_page (self), "ranking");
  self->player = VALET_SEASON_PLAYER (valet_season_player_new ());
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->player), "player");
  self->partnership = VALET_SEASON_PARTNERSHIP (valet_season_partnership_new ());
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->partnership), "partnership");
  gtk_stack_add_named (self->stack, identity_page (self), "identity");
  self->error_page = ADW_STATUS_PAGE (adw_status_page_new ());
  adw_status_page_set_icon_name (self->error_page, "dialog-error-symbolic");
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->error_page), "error");
  /* Until the library is read: an empty list and the header's spinner,
   * not "no events". */
  gtk_stack_set_visible_child_name (self->stack, "events");
  self->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (self->toasts, GTK_WIDGET (self->stack));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->toasts));
  adw_header_bar_pack_end (ADW_HEADER_BAR (header),
                           valet_season_export_button_new (self->stack, self->toasts,
                                                           season_export_what, self));
  adw_window_set_content (ADW_WINDOW (self), box);
  gtk_window_set_default_size (GTK_WINDOW (self), 1000, 640);
  gtk_window_set_title (GTK_WINDOW (self), _("Library"));
}

ValetLibraryWindow *
valet_library_window_new (GtkWindow *parent, const char *path, const ValetOptions *options)
{
  ValetLibraryWindow *self = g_object_new (VALET_TYPE_LIBRARY_WINDOW,
                                           "transient-for", parent, NULL);

  self->path = g_strdup (path);
  self->options = *options;
  self->options.rounds = NULL;   /* a season's events are scored whole */
  valet_library_window_reload (self);
  return self;
}

guint
valet_library_window_n_shown (ValetLibraryWindow *self)
{
  return g_list_model_get_n_items (G_LIST_MODEL (self->shown));
}

char *
valet_library_window_event_cell (ValetLibraryWindow *self, guint row, guint column)
{
  g_autoptr (ValetLibraryItem) item = g_list_model_get_item (G_LIST_MODEL (self->shown), row);

  return item ? event_text (item, column) : NULL;
}

void
valet_library_window_set_search (ValetLibraryWindow *self, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search), text);
  search_changed_cb (self);
}

gboolean
valet_library_window_get_busy (ValetLibraryWindow *self)
{
  return self->working != NULL || self->listing != NULL || self->storing != NULL;
}

const char *
valet_library_window_get_page (ValetLibraryWindow *self)
{
  return gtk_stack_get_visible_child_name (self->stack);
}

void
valet_library_window_show_persons (ValetLibraryWindow *self, gboolean persons)
{
  gtk_toggle_button_set_active (self->persons_toggle, persons);
  fill_ranking (self);
}

guint
valet_library_window_n_ranking_rows (ValetLibraryWindow *self)
{
  return g_list_model_get_n_items (G_LIST_MODEL (self->sorted));
}

char *
valet_library_window_ranking_cell (ValetLibraryWindow *self, guint row, guint column)
{
  g_autoptr (ValetSeasonItem) item = g_list_model_get_item (G_LIST_MODEL (self->sorted), row);

  return item ? season_text (item, column) : NULL;
}

void
valet_library_window_set_min_boards (ValetLibraryWindow *self, guint boards)
{
  gtk_spin_button_set_value (self->min_boards, boards);
}

void
valet_library_window_sort_ranking (ValetLibraryWindow *self, guint column, gboolean descending)
{
  GListModel *columns = gtk_column_view_get_columns (self->ranking_view);
  g_autoptr (GtkColumnViewColumn) c = g_list_model_get_item (columns, column);

  gtk_column_view_sort_by_column (self->ranking_view, c,
                                  descending ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING);
}
