/* valet-ranking-view.c: the ranking grid. */
#define G_LOG_DOMAIN "valet-ranking-view"

#include "config.h"

#include <glib/gi18n.h>

#include "valet-columns.h"
#include "valet-dd-columns.h"
#include "valet-filter-chips.h"
#include "valet-frozen-columns.h"
#include "valet-form-button.h"
#include "valet-grid.h"
#include "valet-list-switch.h"
#include "valet-pair-page.h"
#include "valet-pair-row.h"
#include "valet-ranking-columns.h"
#include "valet-ranking-view.h"
#include "valet-source.h"

struct _ValetRankingView
{
  ValetDocumentView    parent_instance;
  GtkStack            *stack;
  GtkSearchEntry      *search_entry;
  GtkLabel            *count_label;
  GtkButton           *left_out_button;
  GtkSpinButton       *min_boards;
  ValetFilterChips    *filter_chips;
  ValetFormButton     *form_button;
  GtkColumnView       *column_view;
  GtkWidget           *grid_scroll;
  AdwStatusPage       *no_match;
  char                *no_match_text;   /* its description as the template has it */
  GtkButton           *other_list;      /* shows a list the search finds pairs in */
  ValetPairPage       *pair_page;

  ValetGrid           *grid;
  GtkColumnViewColumn *columns[VALET_N_RANKING_COLUMNS];
  GtkColumnViewColumn *team_column;
  ValetDdColumns      *dd_columns;      /* Declarer vs DD, Lead vs DD */
  GtkColumnViewColumn *number_column;   /* "No.": the pair's number in the file */
  GtkColumnView       *frozen_view;     /* Rank, No. and Players, kept in sight */
  ValetListSwitch     *list_switch;     /* which list of the movement shows */
  int                  decimals;
  const char          *unit;            /* the scores' unit, "% of matchpoints" */
  const char          *part_unit;       /* luck's and adjustments', "percentage points" */
  int                  whole;
};

G_DEFINE_FINAL_TYPE (ValetRankingView, valet_ranking_view, VALET_TYPE_DOCUMENT_VIEW)

/* "7", "A7" or "7NS" finds the pair by its number, as its name does. */
static gboolean
pair_matches (ValetPairRow *row, const char *search)
{
  return valet_grid_matches (valet_pair_row_get_name (row), search)
         || valet_pair_row_matches_number (row, search);
}

/* The pairs with too few boards stay in the list, after the ranked
 * ones and without a rank. */
static gboolean
keep_pair (gpointer item, const char *search, gpointer data)
{
  ValetRankingView *self = data;

  /* One list of the movement at a time (a Mitchell's direction). */
  if (valet_list_switch_get_n_lists (self->list_switch) > 1
      && valet_pair_row_get_list (item) != valet_list_switch_get_selected (self->list_switch))
    return FALSE;
  return pair_matches (item, search);
}

/* The two players of the pair row @item, by the tournament its run
 * scored (the row's name joins them on one line). */
static void
pair_players (gpointer item, const char **first, const char **second, gpointer data)
{
  ValetDocument *document = valet_document_view_get_document (data);
  ValetSource *source = document ? valet_document_get_source (document) : NULL;
  ValetTournament *t = source ? valet_source_get_tournament (source) : NULL;
  guint a = valet_pair_row_get_player (item, 0), b = valet_pair_row_get_player (item, 1);

  *first = valet_pair_row_get_name (item);
  *second = NULL;
  /* A row of a file being replaced may be bound before it goes. */
  if (t == NULL || MAX (a, b) >= valet_tournament_n_players (t))
    return;
  *first = valet_tournament_player_display_name (t, a);
  *second = valet_tournament_player_display_name (t, b);
}

static char *
count_pairs (guint shown, guint all)
{
  if (shown == all)
    return g_strdup_printf (ngettext ("%u pair", "%u pairs", all), all);
  return g_strdup_printf (ngettext ("%u of %u pair", "%u of %u pairs", all), shown, all);
}

/* Results the reader saw but could not score are said where the
 * ranking is, not only in the problems list: a ranking without them is
 * not the one the file holds. */
static void
update_left_out (ValetRankingView *self)
{
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));
  ValetSource *source = document ? valet_document_get_source (document) : NULL;
  ValetTournament *t = source ? valet_source_get_tournament (source) : NULL;
  guint scored = t ? valet_tournament_n_results (t) : 0;
  guint seen = t ? scored + valet_tournament_n_left_out (t) : 0;

  gtk_widget_set_visible (GTK_WIDGET (self->left_out_button), seen > scored);
  if (seen > scored)
    {
      /* TRANSLATORS: the results scored, the results in the file. */
      g_autofree char *text = g_strdup_printf (ngettext ("Scored %u of %u result",
                                                         "Scored %u of %u results", seen),
                                               scored, seen);
      gtk_button_set_label (self->left_out_button, text);
    }
}

/* A search that finds no pair in the list shown but finds pairs in other
 * lists of the movement (a Mitchell's other direction, another section)
 * says where, and a button shows the first of them: the pair the user
 * looks for is there, not missing. */
static void
offer_other_lists (ValetRankingView *self, const char *search)
{
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));
  GListModel *pairs = document ? valet_document_get_pairs (document) : NULL;
  guint n_lists = valet_list_switch_get_n_lists (self->list_switch);
  g_autofree gboolean *found = g_new0 (gboolean, MAX (n_lists, 1));
  g_autoptr (GString) where = g_string_new (NULL);
  guint first = G_MAXUINT;

  for (guint i = 0; pairs && n_lists > 1 && i < g_list_model_get_n_items (pairs); i++)
    {
      g_autoptr (ValetPairRow) row = g_list_model_get_item (pairs, i);
      guint list = valet_pair_row_get_list (row);
      if (list < n_lists && !found[list] && pair_matches (row, search))
        found[list] = TRUE;
    }
  for (guint list = 0; list < n_lists; list++)
    if (found[list])
      {
        if (first == G_MAXUINT)
          first = list;
        g_string_append_printf (where, "%s%s", where->len ? "; " : "",
                                valet_list_switch_get_heading (self->list_switch, list));
      }
  gtk_widget_set_visible (GTK_WIDGET (self->other_list), first != G_MAXUINT);
  if (first == G_MAXUINT)
    {
      adw_status_page_set_description (self->no_match, self->no_match_text);
      return;
    }
  /* TRANSLATORS: the lists of the movement ("Section B, North-South")
   * where the search finds pairs, when the list shown has none. */
  g_autofree char *text = g_strdup_printf (_("It matches pairs in %s."), where->str);
  adw_status_page_set_description (self->no_match, text);
  /* TRANSLATORS: a button that shows another list of the movement. */
  g_autofree char *label = g_strdup_printf (_("Show %s"),
                                            valet_list_switch_get_heading (self->list_switch,
                                                                           first));
  gtk_button_set_label (self->other_list, label);
  g_object_set_data (G_OBJECT (self->other_list), "list", GUINT_TO_POINTER (first));
}

static void
other_list_clicked_cb (ValetRankingView *self, GtkButton *button)
{
  valet_list_switch_set_selected (self->list_switch,
                                  GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button),
                                                                       "list")));
}

/* A search that finds no pair says so, in place of an empty grid. */
static void
rows_changed_cb (ValetRankingView *self)
{
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  gboolean none = *search != '\0'
                  && g_list_model_get_n_items (valet_ranking_view_get_rows (self)) == 0;

  if (none)
    {
      /* Translators: the search typed, when it finds no pair. */
      g_autofree char *title = g_strdup_printf (_("No pair matches “%s”"), search);
      adw_status_page_set_title (self->no_match, title);
    }
  if (none)
    offer_other_lists (self, search);
  gtk_widget_set_visible (GTK_WIDGET (self->no_match), none);
  gtk_widget_set_visible (self->grid_scroll, !none);
}

/* Other results: another event, found and sorted afresh. */
static void
min_boards_changed_cb (ValetRankingView *self)
{
  valet_grid_refilter (self->grid);
}

/* Another list of the movement: its pairs, from the top. */
static void
list_chosen_cb (ValetRankingView *self)
{
  valet_grid_refilter (self->grid);
  valet_grid_scroll_to_top (self->grid);
}

static void
row_activated_cb (ValetRankingView *self, guint position)
{
  valet_ranking_view_open_pair (self, position);
}

static void
back_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ValetRankingView *self = VALET_RANKING_VIEW (widget);

  gtk_stack_set_visible_child_name (self->stack, "ranking");
  gtk_widget_grab_focus (GTK_WIDGET (self->column_view));
}

/* The columns there with @options (the leads' with some only), and
 * their headings: Score, Luck, Luck-free (or Score alone in the simple
 * split). */
static void
show_present_columns (ValetRankingView *self, const ValetOptions *options)
{
  for (guint i = 0; i < VALET_N_RANKING_COLUMNS; i++)
    {
      const ValetRankingColumn *col = valet_ranking_column (i);
      gtk_column_view_column_set_visible (self->columns[i],
                                          valet_ranking_column_present (col, options));
      gtk_column_view_column_set_title (self->columns[i],
                                        valet_ranking_column_title (col, options));
    }
}

/* New numbers: the units may have changed, and some columns (the
 * leads) are only there with some options. */
static void
scored_cb (ValetRankingView *self)
{
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));
  ValetRun *run = valet_document_get_run (document);

  if (run != NULL)
    show_present_columns (self, valet_run_options (run));
  /* Only inputs that name teams, countries or clubs have the column. */
  gtk_column_view_column_set_visible (self->team_column, run && valet_run_has_teams (run));
  gtk_column_view_column_set_visible (self->number_column,
                                      run && valet_tournament_has_pair_labels (
                                               valet_run_tournament (run)));
  /* Every row is kept with no search and one list, before the run as
   * after it: filtering 200,000 rows again for nothing held the main
   * loop for 80 ms at 10^7 results. */
  gboolean all_kept = valet_list_switch_get_n_lists (self->list_switch) <= 1
                      && *gtk_editable_get_text (GTK_EDITABLE (self->search_entry)) == '\0';
  valet_list_switch_set_run (self->list_switch, run);
  all_kept = all_kept && valet_list_switch_get_n_lists (self->list_switch) <= 1;
  /* The pairs against double dummy, once the run's deals are solved. */
  valet_dd_columns_follow (self->dd_columns, document);
  /* Pairs the file numbers are found by their numbers too: say so. */
  g_object_set (self->search_entry, "placeholder-text",
                gtk_column_view_column_get_visible (self->number_column)
                ? _("Search players or pair numbers") : _("Search players"), NULL);
  /* The rows' lists are the new run's. */
  if (!all_kept)
    valet_grid_refilter (self->grid);
  update_left_out (self);
  /* A pair page shows numbers of the previous run; back to the grid. */
  gtk_stack_set_visible_child_name (self->stack, "ranking");
  /* The rows stay the same objects in a new order, and the list would
   * follow the row that was at its top wherever it went; a new ranking
   * is read from its top. */
  valet_grid_scroll_to_top (self->grid);
}

/* New results, their first run under way: the columns of the options
 * it runs with, shown now, before its rows come (the first time, into
 * an empty list).  Shown when the ranking came, a column made the cells
 * of the 200 rows GTK keeps and measured them in one turn of the main
 * loop (0.1 s or more at 10^6 results). */
static void
source_cb (ValetRankingView *self)
{
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));
  ValetOptions options;

  valet_grid_start_over (self->grid);
  valet_document_get_options (document, &options);
  show_present_columns (self, &options);
  valet_options_clear (&options);
}

static void
units_changed_cb (ValetRankingView *self)
{
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));
  ValetScoring scoring = valet_document_get_rows_scoring (document);

  self->decimals = valet_scoring_decimals (scoring);
  self->unit = valet_scoring_unit (scoring);
  self->part_unit = valet_scoring_component_unit (scoring);
}

/* The window's document, which the window's template gives every view
 * as it makes them. */
static void
valet_ranking_view_constructed (GObject *object)
{
  ValetRankingView *self = VALET_RANKING_VIEW (object);
  ValetDocument *document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));

  G_OBJECT_CLASS (valet_ranking_view_parent_class)->constructed (object);
  g_return_if_fail (VALET_IS_DOCUMENT (document));
  valet_grid_set_model (self->grid, valet_document_get_pairs (document));
  g_object_bind_property (document, "min-hands", self->min_boards, "value",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  valet_filter_chips_set_document (self->filter_chips, document);
  valet_form_button_set_document (self->form_button, document);
  g_signal_connect_object (document, "notify::generation", G_CALLBACK (scored_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::rows-scoring", G_CALLBACK (units_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::source", G_CALLBACK (source_cb), self,
                           G_CONNECT_SWAPPED);
  units_changed_cb (self);
}

static void
valet_ranking_view_finalize (GObject *object)
{
  g_free (VALET_RANKING_VIEW (object)->no_match_text);
  g_clear_pointer (&VALET_RANKING_VIEW (object)->dd_columns, valet_dd_columns_free);
  G_OBJECT_CLASS (valet_ranking_view_parent_class)->finalize (object);
}

static void
valet_ranking_view_class_init (ValetRankingViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = valet_ranking_view_constructed;
  object_class->finalize = valet_ranking_view_finalize;

  g_type_ensure (VALET_TYPE_PAIR_PAGE);
  g_type_ensure (VALET_TYPE_FILTER_CHIPS);
  g_type_ensure (VALET_TYPE_FORM_BUTTON);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/valetbridge/Valet/ui/valet-ranking-view.ui");
  gtk_widget_class_bind_template_child (widget_class, ValetRankingView, stack);
  gtk_widget_class_bind_template_child (widget_class, ValetRankingView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, ValetRankingView, count_label);
  gtk_widget_class_bind_template_child (widget_class, ValetRankingView, left_out_button);
  gtk_widget_class_bind_template_child (widget_class, ValetRankingView, min_boards);
  gtk_widget_class_bind_template_child (widget_class, ValetRankingView, filter_chips);
  gtk_widget_class_bind_template_child (widget_class, ValetRankingView, form_button);
  gtk_widget_class_bind_template_child (widget_class, ValetRankingView, column_view);
  gtk_widget_class_bind_template_child (widget_class, ValetRankingView, grid_scroll);
  gtk_widget_class_bind_template_child (widget_class, ValetRankingView, no_match);
  gtk_widget_class_bind_template_child (widget_class, ValetRankingView, pair_page);
  gtk_widget_class_bind_template_callback (widget_class, min_boards_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);

  gtk_widget_class_install_action (widget_class, "ranking.back", NULL, back_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK,
                                       "ranking.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "ranking.back", NULL);
}

/* The pair's number in @col give or take its 95 % interval, in the
 * tooltip: over the column's count, or over the pair's boards. */
static void
add_interval (GtkColumnViewColumn *column, const ValetRankingColumn *col)
{
  g_autofree char *hw_key = g_strconcat ("hw-", col->key, NULL);
  gboolean leads = col->id == VALET_RANKING_LEAD1 || col->id == VALET_RANKING_LEAD2
                   || col->id == VALET_RANKING_LEAD_AVERAGE;

  valet_columns_set_interval (column, hw_key, "boards", leads);
}

/* A column for each of the ranking's, in the published listings'
 * order (the score as played first, Luck, then the luck-free score and
 * its parts); the numbers in the run's decimals, the rank and counts
 * whole.  The titles follow the options (scored_cb). */
static void
add_columns (ValetRankingView *self)
{
  GtkColumnView *cv = self->column_view;
  GType type = VALET_TYPE_PAIR_ROW;

  for (guint k = 0; k < VALET_N_RANKING_COLUMNS; k++)
    {
      const ValetRankingColumn *col = valet_ranking_listed_column (k);
      guint i = col->id;
      const char *title = valet_ranking_column_heading (col, VALET_SCORING_IMPS);
      g_autofree char *n_key = g_strconcat ("n-", col->key, NULL);

      switch (col->kind)
        {
        case VALET_COLUMN_LABEL:
          self->columns[i] = valet_columns_add_pair (cv, type, title, col->key, pair_players,
                                                     self);
          /* Beside the players: the team they play for. */
          self->team_column = valet_columns_add_text (cv, type, _("Team"), "team", FALSE);
          g_object_set_data (G_OBJECT (self->team_column), "valet-description",
                             (gpointer) _("The team, country or club the pair plays for."));
          gtk_column_view_column_set_visible (self->team_column, FALSE);
          break;
        case VALET_COLUMN_POSITION:
          self->columns[i] = valet_columns_add_rank (cv, type, title);
          /* The pair's number, where the file numbers its pairs ("A7"
           * where it has several sections), sorted as numbers. */
          self->number_column = valet_columns_add_ranked_text (cv, type, _("No."), "pair-no",
                                                               "pair-no-key");
          gtk_column_view_column_set_visible (self->number_column, FALSE);
          break;
        case VALET_COLUMN_COUNT:
          self->columns[i] = valet_columns_add_number (cv, type, title, col->key, NULL,
                                                       &self->whole);
          break;
        case VALET_COLUMN_VALUE:
          self->columns[i] = valet_columns_add_number (cv, type, title, col->key, NULL,
                                                       &self->decimals);
          break;
        case VALET_COLUMN_VALUE_AND_COUNT:
        default:
          self->columns[i] = valet_columns_add_number (cv, type, title, col->key, n_key,
                                                       &self->decimals);
          break;
        }
      if (col->kind == VALET_COLUMN_VALUE || col->kind == VALET_COLUMN_VALUE_AND_COUNT)
        {
          add_interval (self->columns[i], col);
          /* Luck and the director's adjustments are added to a score:
           * at matchpoints percentage points, not percentages. */
          valet_columns_set_unit (self->columns[i],
                                  col->id == VALET_RANKING_LUCK
                                  || col->id == VALET_RANKING_ADJUSTED
                                  ? &self->part_unit : &self->unit);
        }
      if (col->description != NULL)
        g_object_set_data (G_OBJECT (self->columns[i]), "valet-description",
                           (gpointer) _(col->description));
      gtk_column_view_column_set_visible (self->columns[i], col->when == VALET_COLUMN_ALWAYS);
    }
}

/* What each column means, over its heading.  GTK 4.8 gives a column no
 * tooltip: the heading widgets, the header's children in the order of
 * the columns, are given it. */
static void
add_heading_tooltips (ValetRankingView *self)
{
  GListModel *columns = gtk_column_view_get_columns (self->column_view);
  GtkWidget *header = gtk_widget_get_first_child (GTK_WIDGET (self->column_view));
  GtkWidget *title = header ? gtk_widget_get_first_child (header) : NULL;

  for (guint i = 0; i < g_list_model_get_n_items (columns) && title != NULL;
       i++, title = gtk_widget_get_next_sibling (title))
    {
      g_autoptr (GObject) column = g_list_model_get_item (columns, i);
      const char *tip = g_object_get_data (column, "valet-description");

      if (tip != NULL)
        gtk_widget_set_tooltip_text (title, tip);
    }
}

/* Rank, No. and Players stay in sight as the grid scrolls right: copies
 * over its left edge (valet-frozen-columns.h). */
static void
freeze_first_columns (ValetRankingView *self)
{
  GType type = VALET_TYPE_PAIR_ROW;
  GtkColumnView *cv = GTK_COLUMN_VIEW (gtk_column_view_new (NULL));
  GtkColumnViewColumn *originals[] = {
    self->columns[VALET_RANKING_RANK], self->number_column, self->columns[VALET_RANKING_PLAYERS],
  };

  gtk_widget_add_css_class (GTK_WIDGET (cv), "data-table");
  gtk_accessible_update_property (GTK_ACCESSIBLE (cv), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Ranked pairs"), -1);
  valet_columns_add_rank (cv, type, "");
  valet_columns_add_ranked_text (cv, type, "", "pair-no", "pair-no-key");
  valet_columns_add_pair (cv, type, "", valet_ranking_column (VALET_RANKING_PLAYERS)->key,
                          pair_players, self);
  self->frozen_view = cv;
  valet_frozen_columns_attach (GTK_SCROLLED_WINDOW (self->grid_scroll), self->column_view, cv,
                               originals, G_N_ELEMENTS (originals));
}

static void
valet_ranking_view_init (ValetRankingView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->decimals = 2;
  self->whole = -1;
  add_columns (self);
  self->dd_columns = valet_dd_columns_add (self->column_view);
  add_heading_tooltips (self);
  self->grid = valet_grid_attach (self->column_view, TRUE);
  freeze_first_columns (self);
  /* Under the search: the lists of the movement, when it has several. */
  self->list_switch = valet_list_switch_new ();
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->filter_chips))),
                              GTK_WIDGET (self->list_switch),
                              gtk_widget_get_prev_sibling (GTK_WIDGET (self->filter_chips)));
  g_signal_connect_object (self->list_switch, "notify::selected", G_CALLBACK (list_chosen_cb),
                           self, G_CONNECT_SWAPPED);
  self->no_match_text = g_strdup (adw_status_page_get_description (self->no_match));
  self->other_list = GTK_BUTTON (gtk_button_new ());
  gtk_widget_set_halign (GTK_WIDGET (self->other_list), GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->other_list), "pill");
  gtk_widget_add_css_class (GTK_WIDGET (self->other_list), "suggested-action");
  gtk_widget_set_visible (GTK_WIDGET (self->other_list), FALSE);
  g_signal_connect_object (self->other_list, "clicked", G_CALLBACK (other_list_clicked_cb),
                           self, G_CONNECT_SWAPPED);
  adw_status_page_set_child (self->no_match, GTK_WIDGET (self->other_list));
  valet_grid_set_search (self->grid, self->search_entry, self->count_label, keep_pair,
                         count_pairs, self);
  g_signal_connect_object (gtk_column_view_get_model (self->column_view), "items-changed",
                           G_CALLBACK (rows_changed_cb), self, G_CONNECT_SWAPPED);
  /* Another search that finds nothing either changes no row. */
  g_signal_connect_object (self->search_entry, "search-changed", G_CALLBACK (rows_changed_cb),
                           self, G_CONNECT_SWAPPED);
}

GListModel *
valet_ranking_view_get_rows (ValetRankingView *self)
{
  g_return_val_if_fail (VALET_IS_RANKING_VIEW (self), NULL);
  return G_LIST_MODEL (gtk_column_view_get_model (self->column_view));
}

GtkColumnView *
valet_ranking_view_get_frozen_view (ValetRankingView *self)
{
  g_return_val_if_fail (VALET_IS_RANKING_VIEW (self), NULL);
  return self->frozen_view;
}

GtkColumnView *
valet_ranking_view_get_column_view (ValetRankingView *self)
{
  g_return_val_if_fail (VALET_IS_RANKING_VIEW (self), NULL);
  return self->column_view;
}

void
valet_ranking_view_focus_search (ValetRankingView *self)
{
  g_return_if_fail (VALET_IS_RANKING_VIEW (self));

  gtk_stack_set_visible_child_name (self->stack, "ranking");
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

void
valet_ranking_view_open_pair (ValetRankingView *self, guint position)
{
  g_autoptr (ValetPairRow) pair = NULL;
  ValetDocument *document;

  g_return_if_fail (VALET_IS_RANKING_VIEW (self));

  pair = g_list_model_get_item (valet_ranking_view_get_rows (self), position);
  document = valet_document_view_get_document (VALET_DOCUMENT_VIEW (self));
  if (pair == NULL || document == NULL)
    return;
  valet_pair_page_show_pair (self->pair_page, document, pair);
  gtk_stack_set_visible_child_name (self->stack, "pair");
}

GListModel *
valet_ranking_view_get_pair_rows (ValetRankingView *self)
{
  g_return_val_if_fail (VALET_IS_RANKING_VIEW (self), NULL);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "pair") != 0)
    return NULL;
  return valet_pair_page_get_rows (self->pair_page);
}

void
valet_ranking_view_show_player (ValetRankingView *self, const char *name)
{
  g_return_if_fail (VALET_IS_RANKING_VIEW (self));

  gtk_stack_set_visible_child_name (self->stack, "ranking");
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), name);
  valet_grid_refilter (self->grid);
}

ValetDdColumns *
valet_ranking_view_get_dd_columns (ValetRankingView *self)
{
  g_return_val_if_fail (VALET_IS_RANKING_VIEW (self), NULL);
  return self->dd_columns;
}
