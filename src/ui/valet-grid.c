/* valet-grid.c: the rows under a column view. */
#define G_LOG_DOMAIN "valet-grid"

#include "config.h"

#include <string.h>

#include "valet-columns.h"
#include "valet-grid.h"
#include "valet-safe-text.h"

struct _ValetGrid
{
  GObject             parent_instance;
  GtkColumnView      *view;       /* weak: the view holds the chain */
  GtkFilterListModel *filtered;   /* the chain holds these, and they the grid */
  GtkSortListModel   *sorted;
  GtkEditable        *entry;
  GtkLabel           *count_label;
  ValetGridMatch      match;
  ValetGridCount      count;
  gpointer            data;
  char               *search;     /* the entry's text, folded */
  gboolean            all;        /* Ctrl+A: a copy takes every row shown */
  void              (*before_copy) (GObject *owner);
  GObject            *before_copy_owner;   /* weak */
};

G_DEFINE_FINAL_TYPE (ValetGrid, valet_grid, G_TYPE_OBJECT)

/* Letters Unicode does not take apart into a letter and an accent: they
 * keep their stroke through the decomposition, yet a name with them is
 * typed without it on most keyboards. */
static const struct {
  gunichar    letter;
  const char *plain;
} plain_letters[] = {
  { 0x0142, "l" },  /* ł */
  { 0x00F8, "o" },  /* ø */
  { 0x00E6, "ae" }, /* æ */
  { 0x0153, "oe" }, /* œ */
  { 0x0111, "d" },  /* đ */
  { 0x0131, "i" },  /* ı */
};

char *
valet_grid_fold (const char *text)
{
  g_autofree char *folded = g_utf8_casefold (text, -1);
  g_autofree char *split = g_utf8_normalize (folded, -1, G_NORMALIZE_NFD);
  GString *plain = g_string_sized_new (strlen (folded));

  for (const char *p = split ? split : folded; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      guint i = 0;

      while (i < G_N_ELEMENTS (plain_letters) && plain_letters[i].letter != c)
        i++;
      if (i < G_N_ELEMENTS (plain_letters))
        g_string_append (plain, plain_letters[i].plain);
      else if (!g_unichar_ismark (c))
        g_string_append_unichar (plain, c);
    }
  return g_string_free (plain, FALSE);
}

gboolean
valet_grid_matches (const char *text, const char *search)
{
  g_autofree char *folded = NULL;

  if (search[0] == '\0')
    return TRUE;
  folded = valet_grid_fold (text);
  return strstr (folded, search) != NULL;
}

static gboolean
keep_item (gpointer item, gpointer user_data)
{
  ValetGrid *self = user_data;

  return self->match == NULL || self->match (item, self->search, self->data);
}

static void
update_count_cb (ValetGrid *self)
{
  GListModel *all = gtk_filter_list_model_get_model (self->filtered);
  g_autofree char *text = NULL;

  text = self->count (g_list_model_get_n_items (G_LIST_MODEL (self->sorted)),
                      all ? g_list_model_get_n_items (all) : 0);
  gtk_label_set_text (self->count_label, text);
}

static void
search_changed_cb (ValetGrid *self)
{
  g_free (self->search);
  self->search = valet_grid_fold (gtk_editable_get_text (self->entry));
  gtk_filter_changed (gtk_filter_list_model_get_filter (self->filtered),
                      GTK_FILTER_CHANGE_DIFFERENT);
}

/* GtkSearchEntry keeps its text on Escape and only says so; emptied,
 * it shows every row again. */
static void
stop_search_cb (GtkEditable *entry)
{
  gtk_editable_set_text (entry, "");
}

/* A new order is read from its top.  Left alone, GTK 4.8 keeps the row
 * that was at the top of the list in view wherever the sort takes it,
 * and leaves rows it has not laid out yet blank until the list moves. */
static void
sorted_cb (ValetGrid *self)
{
  if (self->view != NULL)
    valet_grid_scroll_to_top (self);
}

/* @text on one line of one cell: tabs and line breaks would start
 * another.  A name from a file such as =HYPERLINK("http://...") is
 * pasted as text, not as a live formula: an apostrophe in front, as the
 * CSV writer puts one (valet-safe-text.h).  Numbers are shown with a
 * true minus sign (U+2212), so they stay numbers. */
static void
append_cell (GString *line, const char *text, gboolean first)
{
  if (!first)
    g_string_append_c (line, '\t');
  if (valet_csv_is_formula_like (text))
    g_string_append_c (line, '\'');
  for (const char *p = text; *p != '\0'; p++)
    g_string_append_c (line, *p == '\t' || *p == '\n' || *p == '\r' ? ' ' : *p);
}

/* The row @item, or the headings when it is NULL, of the columns shown. */
static void
append_row (ValetGrid *self, GString *text, gpointer item)
{
  GListModel *columns = gtk_column_view_get_columns (self->view);
  gboolean first = TRUE;

  for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
    {
      g_autoptr (GtkColumnViewColumn) column = g_list_model_get_item (columns, i);
      g_autofree char *cell = NULL;

      if (!gtk_column_view_column_get_visible (column))
        continue;
      cell = item != NULL ? valet_columns_cell_text (column, item)
                          : g_strdup (gtk_column_view_column_get_title (column));
      append_cell (text, cell, first);
      first = FALSE;
    }
  g_string_append_c (text, '\n');
}

char *
valet_grid_copy_text (ValetGrid *self)
{
  GtkSelectionModel *selection;
  GListModel *shown;
  GString *text;
  gpointer picked = NULL;

  g_return_val_if_fail (VALET_IS_GRID (self), NULL);
  g_return_val_if_fail (self->view != NULL, NULL);

  if (self->before_copy != NULL && self->before_copy_owner != NULL)
    self->before_copy (self->before_copy_owner);
  selection = gtk_column_view_get_model (self->view);
  shown = G_LIST_MODEL (self->sorted);
  if (GTK_IS_SINGLE_SELECTION (selection) && !self->all)
    {
      picked = gtk_single_selection_get_selected_item (GTK_SINGLE_SELECTION (selection));
      if (picked == NULL)
        return NULL;
    }
  text = g_string_new (NULL);
  append_row (self, text, NULL);
  /* A grid without a selection gives all it shows. */
  for (guint i = 0; i < g_list_model_get_n_items (shown); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (shown, i);

      if (picked == NULL || picked == (gpointer) item)
        append_row (self, text, item);
    }
  return g_string_free (text, FALSE);
}

void
valet_grid_set_before_copy (ValetGrid *self, GObject *owner, void (*before) (GObject *owner))
{
  g_return_if_fail (VALET_IS_GRID (self));
  self->before_copy = before;
  g_set_weak_pointer (&self->before_copy_owner, owner);
}

/* Ctrl+C: the row selected (every row shown after Ctrl+A), tab
 * separated under a line of headings, as spreadsheets paste it. */
static void
copy_cb (ValetGrid *self)
{
  g_autofree char *text = self->view ? valet_grid_copy_text (self) : NULL;

  if (text != NULL)
    gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self->view)), text);
}

static void
select_all_cb (ValetGrid *self)
{
  self->all = TRUE;
}

/* Another row picked: a copy is of that row again. */
static void
selection_changed_cb (ValetGrid *self)
{
  self->all = FALSE;
}

/* The actions "grid.copy" and "grid.select-all" on @view, with their
 * keys while the focus is in it. */
static void
add_copy (ValetGrid *self, GtkColumnView *view)
{
  static const char *const actions[][2] = {
    { "copy", "<Control>c" }, { "select-all", "<Control>a" },
  };
  GCallback callbacks[] = { G_CALLBACK (copy_cb), G_CALLBACK (select_all_cb) };
  GSimpleActionGroup *group = g_simple_action_group_new ();
  GtkEventController *keys = gtk_shortcut_controller_new ();

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_autoptr (GSimpleAction) action = g_simple_action_new (actions[i][0], NULL);
      g_autofree char *name = g_strconcat ("grid.", actions[i][0], NULL);
      GtkShortcutTrigger *trigger = gtk_shortcut_trigger_parse_string (actions[i][1]);

      g_signal_connect_object (action, "activate", callbacks[i], self, G_CONNECT_SWAPPED);
      g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                            gtk_shortcut_new (trigger,
                                                              gtk_named_action_new (name)));
    }
  /* Before the list inside, whose own Ctrl+A selects nothing in a
   * single selection and would end there. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  gtk_widget_insert_action_group (GTK_WIDGET (view), "grid", G_ACTION_GROUP (group));
  g_object_unref (group);
  gtk_widget_add_controller (GTK_WIDGET (view), keys);
}

static void
valet_grid_finalize (GObject *object)
{
  ValetGrid *self = VALET_GRID (object);

  g_clear_weak_pointer (&self->view);
  g_clear_weak_pointer (&self->before_copy_owner);
  g_clear_object (&self->entry);
  g_clear_object (&self->count_label);
  g_free (self->search);
  G_OBJECT_CLASS (valet_grid_parent_class)->finalize (object);
}

static void
valet_grid_class_init (ValetGridClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = valet_grid_finalize;
}

static void
valet_grid_init (ValetGrid *self)
{
}

/* The grid belongs to its filter, and so lives as long as the rows it
 * shows, whoever holds them last. */
ValetGrid *
valet_grid_attach (GtkColumnView *view, gboolean selectable)
{
  ValetGrid *self;
  GtkCustomFilter *filter;
  GListModel *sorted;
  GtkSelectionModel *selection;

  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (view), NULL);

  self = g_object_new (VALET_TYPE_GRID, NULL);
  filter = gtk_custom_filter_new (keep_item, self, g_object_unref);
  self->filtered = gtk_filter_list_model_new (NULL, GTK_FILTER (filter));
  self->sorted = gtk_sort_list_model_new (G_LIST_MODEL (self->filtered),
                                          g_object_ref (gtk_column_view_get_sorter (view)));
  sorted = G_LIST_MODEL (self->sorted);
  if (selectable)
    selection = GTK_SELECTION_MODEL (gtk_single_selection_new (sorted));
  else
    selection = GTK_SELECTION_MODEL (gtk_no_selection_new (sorted));
  gtk_column_view_set_model (view, selection);
  g_object_unref (selection);
  g_set_weak_pointer (&self->view, view);
  add_copy (self, view);
  g_signal_connect_object (selection, "selection-changed", G_CALLBACK (selection_changed_cb),
                           self, G_CONNECT_SWAPPED);
  /* After the sort model, which sorts first. */
  g_signal_connect_object (gtk_column_view_get_sorter (view), "changed", G_CALLBACK (sorted_cb),
                           self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  return self;
}

void
valet_grid_set_model (ValetGrid *self, GListModel *model)
{
  g_return_if_fail (VALET_IS_GRID (self));

  gtk_filter_list_model_set_model (self->filtered, model);
}

/* Ctrl+Z in an empty search entry, which has no typing to take back:
 * the window's undo (of the last correction), as anywhere else in the
 * window.  With text in the entry, the entry undoes its typing. */
static gboolean
undo_from_search (GtkWidget *entry, GVariant *args, gpointer data)
{
  if (*gtk_editable_get_text (GTK_EDITABLE (entry)) != '\0')
    return FALSE;
  return gtk_widget_activate_action (entry, "win.undo", NULL);
}

static void
add_undo_from_search (GtkWidget *entry)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("<Control>z"),
                                                          gtk_callback_action_new (undo_from_search,
                                                                                   NULL, NULL)));
  /* Before the text inside, whose own Ctrl+Z would end there. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  gtk_widget_add_controller (entry, keys);
}

void
valet_grid_set_search (ValetGrid *self, GtkSearchEntry *entry, GtkLabel *count_label,
                       ValetGridMatch match, ValetGridCount count, gpointer data)
{
  g_return_if_fail (VALET_IS_GRID (self));
  g_return_if_fail (self->entry == NULL);

  self->entry = GTK_EDITABLE (g_object_ref (entry));
  self->count_label = g_object_ref (count_label);
  self->match = match;
  self->count = count;
  self->data = data;
  g_signal_connect_object (entry, "search-changed", G_CALLBACK (search_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect (entry, "stop-search", G_CALLBACK (stop_search_cb), NULL);
  add_undo_from_search (GTK_WIDGET (entry));
  g_signal_connect_swapped (self->sorted, "items-changed", G_CALLBACK (update_count_cb), self);
  search_changed_cb (self);
}

void
valet_grid_refilter (ValetGrid *self)
{
  g_return_if_fail (VALET_IS_GRID (self));
  g_return_if_fail (self->entry != NULL);

  search_changed_cb (self);
}

/* New results: found and ordered afresh.  The search of the results
 * before could find none of the new pairs, and the grid would show
 * nothing ("0 pairs") for no reason on screen. */
void
valet_grid_start_over (ValetGrid *self)
{
  g_return_if_fail (VALET_IS_GRID (self));

  if (self->entry != NULL && *gtk_editable_get_text (self->entry) != '\0')
    {
      gtk_editable_set_text (self->entry, "");
      /* At once, not after the entry's pause for typing. */
      search_changed_cb (self);
    }
  /* (Unsorted already: no new order for the rows to take.) */
  if (self->view != NULL
      && gtk_sorter_get_order (gtk_column_view_get_sorter (self->view)) != GTK_SORTER_ORDER_NONE)
    gtk_column_view_sort_by_column (self->view, NULL, GTK_SORT_ASCENDING);
}

/* GTK 4.8 scrolls a column view to an item only through the action of
 * the list inside it; setting its adjustment at once after a sort is
 * refused, the rows not being laid out again yet. */
void
valet_grid_scroll_to (ValetGrid *self, guint position)
{
  g_return_if_fail (VALET_IS_GRID (self));
  g_return_if_fail (self->view != NULL);

  if (position >= g_list_model_get_n_items (G_LIST_MODEL (self->sorted)))
    return;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->view));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      gtk_widget_activate_action (child, "list.scroll-to-item", "u", position);
}

void
valet_grid_scroll_to_top (ValetGrid *self)
{
  valet_grid_scroll_to (self, 0);
}
