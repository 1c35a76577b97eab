/* valet-pair-page.c: the boards one pair played. */
#define G_LOG_DOMAIN "valet-pair-page"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "valet-columns.h"
#include "valet-dd-columns.h"
#include "valet-grid.h"
#include "valet-pair-lists.h"
#include "valet-pair-page.h"
#include "valet-ranking-columns.h"
#include "valet-result-row.h"
#include "valet-subtotal-row.h"

/* The subtotal tables: by round, by opponents, by player. */
enum { TABLE_ROUNDS, TABLE_OPPONENTS, TABLE_PLAYERS, N_TABLES };

struct _ValetPairPage
{
  AdwBin               parent_instance;
  GtkLabel            *title_label;
  GtkLabel            *summary_label;
  GtkLabel            *components_label;
  GtkStack            *stack;
  GtkColumnView       *column_view;
  GtkColumnView       *rounds_view;
  GtkColumnView       *opponents_view;
  GtkColumnView       *players_view;
  ValetGrid           *boards;
  ValetGrid           *tables[N_TABLES];
  GtkColumnViewColumn *overall_columns[N_TABLES];
  GtkColumnViewColumn *lead_columns[N_TABLES][2];
  GtkColumnViewColumn *board_lead_column;
  /* A "By Opponents" row opened: the boards list holds only those
   * against that pair, said in the bar above it, until "Show All". */
  GtkRevealer         *against_bar;
  GtkLabel            *against_label;
  GListModel          *all_rows;
  /* Each player's opening leads, with their scores. */
  GtkColumnView       *leads_views[2];
  GtkLabel            *leads_labels[2];
  ValetGrid           *leads[2];
  GtkColumnViewColumn *lead_score_columns[2];
  int                  decimals;
  int                  whole;
};

G_DEFINE_FINAL_TYPE (ValetPairPage, valet_pair_page, ADW_TYPE_BIN)

static void
valet_pair_page_dispose (GObject *object)
{
  /* The bin's child is the template's root: gone before the template
   * children are disposed, or AdwBin would unparent it a second time. */
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), VALET_TYPE_PAIR_PAGE);
  g_clear_object (&VALET_PAIR_PAGE (object)->all_rows);
  G_OBJECT_CLASS (valet_pair_page_parent_class)->dispose (object);
}

/* Enter or a double-click on a board: that board in the Boards view,
 * the pair's line of its traveller picked out.  The window, which holds
 * both views, does it (the action "win.show-board"). */
static void
board_activated_cb (ValetPairPage *self, guint position, GtkColumnView *view)
{
  GListModel *rows = G_LIST_MODEL (gtk_column_view_get_model (view));
  g_autoptr (ValetResultRow) row = g_list_model_get_item (rows, position);
  guint round, board;

  if (row == NULL)
    return;
  g_object_get (row, "round", &round, "board", &board, NULL);
  gtk_widget_activate_action (GTK_WIDGET (self), "win.show-board", "(uuu)", round, board,
                              valet_result_row_get_result (row));
}

/* A lead of the Leads lists opens its board as the boards list does. */
static void
lead_activated_cb (ValetPairPage *self, guint position, GtkColumnView *view)
{
  board_activated_cb (self, position, view);
}

/* The pair's boards against the pair @opponents ("East - West", as the
 * rows name them), in the order of @rows. */
static GListModel *
rows_against (GListModel *rows, const char *opponents)
{
  GListStore *store = g_list_store_new (VALET_TYPE_RESULT_ROW);

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (ValetResultRow) row = g_list_model_get_item (rows, i);
      if (g_strcmp0 (valet_result_row_get_opponents (row), opponents) == 0)
        g_list_store_append (store, row);
    }
  return G_LIST_MODEL (store);
}

/* Every board of the pair again, the bar gone. */
static void
show_all_boards_cb (ValetPairPage *self)
{
  if (self->all_rows != NULL)
    valet_grid_set_model (self->boards, self->all_rows);
  gtk_revealer_set_reveal_child (self->against_bar, FALSE);
}

/* Enter or a double-click on a row of "By Opponents": the boards list,
 * narrowed to the boards played against that pair; the bar above it
 * says so and leads back to all of them. */
static void
opponents_activated_cb (ValetPairPage *self, guint position, GtkColumnView *view)
{
  GListModel *shown = G_LIST_MODEL (gtk_column_view_get_model (view));
  g_autoptr (GObject) row = g_list_model_get_item (shown, position);
  g_autofree char *opponents = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GListModel) against = NULL;
  guint n;

  if (row == NULL || self->all_rows == NULL)
    return;
  g_object_get (row, "label", &opponents, NULL);
  against = rows_against (self->all_rows, opponents);
  n = g_list_model_get_n_items (against);
  valet_grid_set_model (self->boards, against);
  /* Translators: above the boards of a pair against one other pair,
   * "3 boards against Ann Able - Bob Baker". */
  text = g_strdup_printf (ngettext ("%u board against %s", "%u boards against %s", n), n,
                          opponents);
  gtk_label_set_text (self->against_label, text);
  gtk_revealer_set_reveal_child (self->against_bar, TRUE);
  gtk_stack_set_visible_child_name (self->stack, "boards");
}

static void
valet_pair_page_class_init (ValetPairPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = valet_pair_page_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/valetbridge/Valet/ui/valet-pair-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ValetPairPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, ValetPairPage, summary_label);
  gtk_widget_class_bind_template_child (widget_class, ValetPairPage, components_label);
  gtk_widget_class_bind_template_child (widget_class, ValetPairPage, stack);
  gtk_widget_class_bind_template_child (widget_class, ValetPairPage, column_view);
  gtk_widget_class_bind_template_child (widget_class, ValetPairPage, rounds_view);
  gtk_widget_class_bind_template_child (widget_class, ValetPairPage, opponents_view);
  gtk_widget_class_bind_template_child (widget_class, ValetPairPage, players_view);
  gtk_widget_class_bind_template_child (widget_class, ValetPairPage, against_bar);
  gtk_widget_class_bind_template_child (widget_class, ValetPairPage, against_label);
  gtk_widget_class_bind_template_child_full (widget_class, "leads_view1", FALSE,
                                             G_STRUCT_OFFSET (ValetPairPage, leads_views[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "leads_view2", FALSE,
                                             G_STRUCT_OFFSET (ValetPairPage, leads_views[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "leads_label1", FALSE,
                                             G_STRUCT_OFFSET (ValetPairPage, leads_labels[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "leads_label2", FALSE,
                                             G_STRUCT_OFFSET (ValetPairPage, leads_labels[1]));
  gtk_widget_class_bind_template_callback (widget_class, board_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, lead_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, opponents_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, show_all_boards_cb);
}

/* The columns of the tables by round and by opponents: the pair's
 * components, with declarer play and lead for each player. */
static void
add_subtotal_columns (ValetPairPage *self, guint table)
{
  GtkColumnView *cv = table == TABLE_ROUNDS ? self->rounds_view : self->opponents_view;
  GType type = VALET_TYPE_SUBTOTAL_ROW;
  const int *d = &self->decimals;

  if (table == TABLE_ROUNDS)
    valet_columns_add_number (cv, type, _("Round"), "order", NULL, &self->whole);
  else
    valet_columns_add_text (cv, type, _("Opponents"), "label", TRUE);
  valet_columns_add_number (cv, type, _("Boards"), "boards", NULL, &self->whole);
  self->overall_columns[table] = valet_columns_add_number (cv, type, _("IMPs"), "overall",
                                                           NULL, d);
  valet_columns_add_number (cv, type, _("Bid"), "bid", NULL, d);
  valet_columns_add_number (cv, type, _("Declaring"), "declaring", "n-declaring", d);
  /* Player 1 is the first of the pair's name, as in the ranking. */
  valet_columns_add_number (cv, type, _("Declarer 1"), "play1", "n-play1", d);
  valet_columns_add_number (cv, type, _("Declarer 2"), "play2", "n-play2", d);
  self->lead_columns[table][0] = valet_columns_add_number (cv, type, _("Lead 1"), "lead1",
                                                           "n-lead1", d);
  self->lead_columns[table][1] = valet_columns_add_number (cv, type, _("Lead 2"), "lead2",
                                                           "n-lead2", d);
  valet_columns_add_number (cv, type, _("Defence"), "defence", "n-defence", d);
}

static void
valet_pair_page_init (ValetPairPage *self)
{
  GtkColumnView *cv;
  GType type = VALET_TYPE_RESULT_ROW;

  gtk_widget_init_template (GTK_WIDGET (self));
  cv = self->column_view;
  self->decimals = 2;
  self->whole = -1;

  valet_columns_add_number (cv, type, _("Round"), "round", NULL, &self->whole);
  valet_columns_add_number (cv, type, _("Board"), "board", NULL, &self->whole);
  valet_columns_add_ranked_text (cv, type, _("Contract"), "contract", "contract-rank");
  valet_columns_add_text (cv, type, _("By"), "declarer", FALSE);
  valet_columns_add_ranked_text (cv, type, _("Result"), "result", "over");
  valet_columns_add_text (cv, type, _("Lead"), "lead-card", FALSE);
  valet_columns_add_number (cv, type, _("Tricks"), "tricks", NULL, &self->whole);
  valet_columns_add_text (cv, type, _("Role"), "role", FALSE);
  /* Whom the pair played each board against (the page's title names
   * the pair itself). */
  valet_columns_add_text (cv, type, _("Opponents"), "opponents", TRUE);
  valet_columns_add_side_scores (cv, type, &self->whole);
  valet_columns_add_number (cv, type, _("Score"), "overall", NULL, &self->decimals);
  valet_columns_add_number (cv, type, _("Bid"), "bid", NULL, &self->decimals);
  valet_columns_add_number (cv, type, _("Play"), "play", NULL, &self->decimals);
  self->board_lead_column = valet_columns_add_number (cv, type, _("Lead"), "lead", NULL,
                                                      &self->decimals);
  valet_columns_add_number (cv, type, _("Defence"), "defence", NULL, &self->decimals);
  valet_columns_add_text (cv, type, _("North"), "north", TRUE);
  valet_columns_add_text (cv, type, _("East"), "east", TRUE);
  valet_columns_add_text (cv, type, _("South"), "south", TRUE);
  valet_columns_add_text (cv, type, _("West"), "west", TRUE);
  self->boards = valet_grid_attach (cv, TRUE);

  add_subtotal_columns (self, TABLE_ROUNDS);
  add_subtotal_columns (self, TABLE_OPPONENTS);

  cv = self->players_view;
  type = VALET_TYPE_SUBTOTAL_ROW;
  valet_columns_add_text (cv, type, _("Player"), "label", TRUE);
  valet_columns_add_number (cv, type, _("Boards"), "boards", NULL, &self->whole);
  valet_columns_add_number (cv, type, _("Declarer Play"), "declaring", "n-declaring",
                            &self->decimals);
  self->lead_columns[TABLE_PLAYERS][0] = valet_columns_add_number (cv, type, _("Lead"), "lead",
                                                                   "n-lead", &self->decimals);

  /* A player's leads: where, against what, the card and its score. */
  type = VALET_TYPE_RESULT_ROW;
  for (guint p = 0; p < 2; p++)
    {
      cv = self->leads_views[p];
      valet_columns_add_number (cv, type, _("Round"), "round", NULL, &self->whole);
      valet_columns_add_number (cv, type, _("Board"), "board", NULL, &self->whole);
      valet_columns_add_ranked_text (cv, type, _("Contract"), "contract", "contract-rank");
      valet_columns_add_text (cv, type, _("By"), "declarer", FALSE);
      valet_columns_add_text (cv, type, _("Lead"), "lead-card", FALSE);
      /* The lead's share of the board, as the boards list's "Lead". */
      self->lead_score_columns[p] = valet_columns_add_number (cv, type, _("Score"), "lead",
                                                              NULL, &self->decimals);
      self->leads[p] = valet_grid_attach (cv, TRUE);
    }

  self->tables[TABLE_ROUNDS] = valet_grid_attach (self->rounds_view, TRUE);
  self->tables[TABLE_OPPONENTS] = valet_grid_attach (self->opponents_view, TRUE);
  self->tables[TABLE_PLAYERS] = valet_grid_attach (self->players_view, TRUE);
}

/* The opening leads each player of the pair made (the rows of @rows
 * that @players[p] led on), in playing order, and over each list the
 * player, the number of leads and their average score: the mean of the
 * shares listed, which is the "Lead" of the player's row under Players
 * and, for a player who played in no other pair, of the Players view. */
static void
show_leads (ValetPairPage *self, const guint players[2], const char *const names[2],
            GListModel *rows, ValetScoring scoring, gboolean lead, gboolean cards)
{
  for (guint p = 0; p < 2; p++)
    {
      GListStore *store = g_list_store_new (VALET_TYPE_RESULT_ROW);
      g_autoptr (GListModel) leads = G_LIST_MODEL (store);
      g_autofree char *heading = NULL;
      double sum = 0;
      guint n = 0, scored = 0;

      for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
        {
          g_autoptr (ValetResultRow) row = g_list_model_get_item (rows, i);
          double share;

          if (valet_result_row_get_leader_player (row) != players[p]
              || valet_result_row_get_declarer_player (row) == G_MAXUINT)
            continue;
          g_list_store_append (store, row);
          n++;
          g_object_get (row, "lead", &share, NULL);
          if (!isnan (share))
            {
              sum += share;
              scored++;
            }
        }
      valet_grid_set_model (self->leads[p], leads);
      gtk_column_view_column_set_visible (self->lead_score_columns[p], lead);
      if (lead && scored > 0)
        {
          g_autofree char *average = valet_columns_format (sum / scored, self->decimals);
          /* Translators: a player's name, the number of opening leads
           * and their average score with its unit ("0.35 IMPs"). */
          heading = g_strdup_printf (ngettext ("%s · %u lead · %s %s a lead on average",
                                               "%s · %u leads · %s %s a lead on average", n),
                                     names[p], n, average, valet_ranking_score_heading (scoring));
        }
      else
        /* Translators: a player's name and the number of opening leads. */
        heading = g_strdup_printf (ngettext ("%s · %u lead", "%s · %u leads", n), names[p], n);
      gtk_label_set_text (self->leads_labels[p], heading);
    }
  /* A file without leads (@cards FALSE) has no Leads tab: it would list
   * boards with no card. */
  gtk_stack_page_set_visible (gtk_stack_get_page (self->stack,
                                                  gtk_stack_get_child_by_name (self->stack,
                                                                               "leads")),
                              cards);
}

/* Averages, as the ranking's grid shows the pair's numbers: per board
 * for the score and the bid, per hand declared or lead made for the
 * rest.  A round of four boards and one of two then read alike, and the
 * rounds' figures weighted by their boards give the pair's score. */
static void
show_subtotals (ValetPairPage *self, ValetDocument *document, ValetPairRow *pair,
                GListModel *rows, ValetScoring scoring)
{
  ValetTournament *t = valet_source_get_tournament (valet_document_get_source (document));
  guint players[2] = { valet_pair_row_get_player (pair, 0), valet_pair_row_get_player (pair, 1) };
  const char *names[2] = { valet_tournament_player_display_name (t, players[0]),
                           valet_tournament_player_display_name (t, players[1]) };
  g_autofree char *overall = NULL;
  gboolean lead;

  g_object_get (document, "lead", &lead, NULL);
  show_leads (self, players, names, rows, scoring, lead, valet_tournament_has_leads (t));
  gtk_column_view_column_set_visible (self->board_lead_column, lead);
  /* Translators: the heading of averages per board, "IMPs", "Matchpoints". */
  overall = g_strdup_printf (_("%s (average)"), valet_ranking_score_heading (scoring));

  for (guint table = 0; table < N_TABLES; table++)
    {
      static const ValetSubtotalGroup groups[] = {
        VALET_SUBTOTAL_ROUND, VALET_SUBTOTAL_OPPONENTS, VALET_SUBTOTAL_PLAYER
      };
      g_autoptr (GListModel) subtotals = valet_subtotal_rows_group (rows, groups[table], players,
                                                                    names, TRUE);

      valet_grid_set_model (self->tables[table], subtotals);
      for (guint i = 0; i < 2; i++)
        if (self->lead_columns[table][i] != NULL)
          gtk_column_view_column_set_visible (self->lead_columns[table][i], lead);
      if (table != TABLE_PLAYERS)
        gtk_column_view_column_set_title (self->overall_columns[table], overall);
    }
}

/* How to read "±", for everyone who has not met a confidence interval. */
static const char *
interval_explanation (void)
{
  /* xgettext:no-c-format */
  return _("Each number is shown give or take its 95 % interval: over another set of as "
           "many boards, the number would most likely fall within it. Where the intervals "
           "of two pairs overlap, these boards cannot tell them apart.");
}

/* The pair's number in @id give or take its interval, as the grid's
 * tooltips show it. */
static char *
pair_interval (ValetPairRow *pair, ValetRankingColumnId id, int decimals)
{
  const ValetRankingColumn *col = valet_ranking_column (id);
  g_autofree char *hw_key = g_strconcat ("hw-", col->key, NULL);
  double value = NAN, half = NAN;
  guint count = 1;

  g_object_get (pair, col->key, &value, hw_key, &half, NULL);
  if (col->kind == VALET_COLUMN_VALUE_AND_COUNT)
    {
      g_autofree char *n_key = g_strconcat ("n-", col->key, NULL);
      g_object_get (pair, n_key, &count, NULL);
    }
  return valet_columns_format_interval (count ? value : NAN, half, decimals);
}

/* The score and its components, each with its interval, in a line
 * ("Score 1.17 ± 0.42 · Bid 0.48 ± 0.21 · ..."): the columns of the
 * ranking the run has. */
static void
show_components (ValetPairPage *self, ValetDocument *document, ValetPairRow *pair)
{
  /* The score as played first, its luck, the luck-free score and its
   * parts, as the ranking lists them. */
  static const ValetRankingColumnId ids[] = {
    VALET_RANKING_BUTLER, VALET_RANKING_LUCK, VALET_RANKING_OVERALL, VALET_RANKING_BID,
    VALET_RANKING_PLAY, VALET_RANKING_DECLARING, VALET_RANKING_DEFENDING
  };
  ValetRun *run = valet_document_get_run (document);
  GString *markup = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const ValetRankingColumn *col = valet_ranking_column (ids[i]);
      const char *name = run != NULL ? valet_ranking_column_title (col, valet_run_options (run))
                                     : valet_ranking_column_heading (col, VALET_SCORING_IMPS);
      g_autofree char *number = pair_interval (pair, ids[i], self->decimals);
      g_autofree char *item = NULL;

      if (run != NULL && !valet_ranking_column_present (col, valet_run_options (run)))
        continue;
      item = g_markup_printf_escaped ("<span alpha=\"70%%\">%s</span> %s", name, number);
      if (markup->len > 0)
        g_string_append (markup, "   ·   ");
      g_string_append (markup, item);
    }
  valet_dd_columns_append_pair (markup, document, pair);
  gtk_label_set_markup (self->components_label, markup->str);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->components_label), interval_explanation ());
  g_string_free (markup, TRUE);
}

/* "Pair A7, Section A, North-South": the pair's number as the file gives
 * it and the list of the movement its rank is in (the rank in the
 * summary beside it is its rank in that list); NULL when the file
 * numbers no pairs. */
static char *
place_text (ValetDocument *document, ValetPairRow *pair)
{
  const char *number = valet_pair_row_get_pair_no (pair);
  ValetRun *run = valet_document_get_run (document);

  if (number == NULL || *number == '\0')
    return NULL;
  if (run != NULL)
    {
      g_autoptr (ValetPairLists) lists = valet_pair_lists_new_for_run (run);
      guint list = valet_pair_row_get_list (pair);
      if (valet_pair_lists_n (lists) > 1 && list < valet_pair_lists_n (lists))
        /* TRANSLATORS: a pair's number ("A7") and its list of the
         * movement ("Section A, North-South"). */
        return g_strdup_printf (_("Pair %s, %s"), number, valet_pair_lists_heading (lists, list));
    }
  /* TRANSLATORS: a pair's number ("7"). */
  return g_strdup_printf (_("Pair %s"), number);
}

void
valet_pair_page_show_pair (ValetPairPage *self, ValetDocument *document, ValetPairRow *pair)
{
  g_autoptr (GListModel) rows = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *overall = NULL;
  ValetScoring scoring;
  guint n_boards;

  g_return_if_fail (VALET_IS_PAIR_PAGE (self));
  g_return_if_fail (VALET_IS_DOCUMENT (document));
  g_return_if_fail (VALET_IS_PAIR_ROW (pair));

  scoring = valet_document_get_rows_scoring (document);
  self->decimals = valet_scoring_decimals (scoring);
  rows = valet_document_list_pair_results (document, pair);
  /* A new pair: all its boards, none narrowed to one opponent. */
  g_set_object (&self->all_rows, rows);
  gtk_revealer_set_reveal_child (self->against_bar, FALSE);
  valet_grid_set_model (self->boards, rows);
  show_subtotals (self, document, pair, rows, scoring);

  /* The score as played, where the cloud split has it apart from the
   * luck-free one. */
  ValetRun *run = valet_document_get_run (document);
  gboolean played = run != NULL
    && valet_ranking_column_present (valet_ranking_column (VALET_RANKING_BUTLER),
                                     valet_run_options (run));
  overall = pair_interval (pair, played ? VALET_RANKING_BUTLER : VALET_RANKING_OVERALL,
                           self->decimals);
  n_boards = g_list_model_get_n_items (rows);
  /* Translators: rank, boards, the overall score (give or take its
   * interval, "1.17 ± 0.42") and its unit. */
  if (valet_pair_row_get_rank (pair) > 0)
    summary = g_strdup_printf (ngettext ("Rank %u · %u board · %s %s",
                                         "Rank %u · %u boards · %s %s", n_boards),
                               valet_pair_row_get_rank (pair), n_boards, overall,
                               valet_ranking_score_heading (scoring));
  else
    {
      /* Not "Rank 0": why there is none ("Not ranked: fewer boards than
       * the minimum"), as the rank's tooltip in the grid says. */
      g_autofree char *reason = NULL;

      g_object_get (pair, "unranked-reason", &reason, NULL);
      /* Translators: why the pair has no rank ("Not ranked: ..."), boards,
       * the overall score and its unit. */
      summary = g_strdup_printf (ngettext ("%s · %u board · %s %s",
                                           "%s · %u boards · %s %s", n_boards),
                                 reason ? reason : _("Not ranked"), n_boards, overall,
                                 valet_ranking_score_heading (scoring));
    }
  g_autofree char *place = place_text (document, pair);
  if (place)
    {
      /* The pair's number and list before its rank, as a director's
       * list reads. */
      g_autofree char *both = g_strconcat (place, " · ", summary, NULL);
      g_free (summary);
      summary = g_steal_pointer (&both);
    }
  gtk_label_set_text (self->title_label, valet_pair_row_get_name (pair));
  gtk_label_set_text (self->summary_label, summary);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->summary_label), interval_explanation ());
  show_components (self, document, pair);
}

const char *
valet_pair_page_get_components (ValetPairPage *self)
{
  g_return_val_if_fail (VALET_IS_PAIR_PAGE (self), NULL);
  return gtk_label_get_text (self->components_label);
}

const char *
valet_pair_page_get_summary (ValetPairPage *self)
{
  g_return_val_if_fail (VALET_IS_PAIR_PAGE (self), NULL);
  return gtk_label_get_text (self->summary_label);
}

GListModel *
valet_pair_page_get_rows (ValetPairPage *self)
{
  g_return_val_if_fail (VALET_IS_PAIR_PAGE (self), NULL);
  return G_LIST_MODEL (gtk_column_view_get_model (self->column_view));
}

GListModel *
valet_pair_page_get_subtotals (ValetPairPage *self, const char *table)
{
  GtkColumnView *cv = NULL;

  g_return_val_if_fail (VALET_IS_PAIR_PAGE (self), NULL);

  if (g_strcmp0 (table, "rounds") == 0)
    cv = self->rounds_view;
  else if (g_strcmp0 (table, "opponents") == 0)
    cv = self->opponents_view;
  else if (g_strcmp0 (table, "players") == 0)
    cv = self->players_view;
  g_return_val_if_fail (cv != NULL, NULL);
  return G_LIST_MODEL (gtk_column_view_get_model (cv));
}

void
valet_pair_page_show_table (ValetPairPage *self, const char *table)
{
  g_return_if_fail (VALET_IS_PAIR_PAGE (self));
  gtk_stack_set_visible_child_name (self->stack, table);
}

GListModel *
valet_pair_page_get_leads (ValetPairPage *self, guint player)
{
  g_return_val_if_fail (VALET_IS_PAIR_PAGE (self), NULL);
  g_return_val_if_fail (player < 2, NULL);
  return G_LIST_MODEL (gtk_column_view_get_model (self->leads_views[player]));
}

const char *
valet_pair_page_get_leads_heading (ValetPairPage *self, guint player)
{
  g_return_val_if_fail (VALET_IS_PAIR_PAGE (self), NULL);
  g_return_val_if_fail (player < 2, NULL);
  return gtk_label_get_text (self->leads_labels[player]);
}
