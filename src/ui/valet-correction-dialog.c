/* valet-correction-dialog.c: a director corrects one table's result.
 *
 * The result as played or assigned, an artificial score (Law 12C2), a
 * weighted score (Law 12C1c: outcomes and their weights) or a split
 * score (Law 12C1f: a result for each side).  Each line shows the score
 * it gives North-South as it is typed, and Apply is offered only when
 * every line reads.
 */
#define G_LOG_DOMAIN "valet-correction"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "valet-adjusted-fields.h"
#include "valet-correction-dialog.h"
#include "valet-result-fields.h"

enum { KIND_RESULT, KIND_ARTIFICIAL, KIND_WEIGHTED, KIND_SPLIT, N_KINDS };

typedef struct {
  GtkWidget *box;
  GtkWidget *weight;      /* entry, or NULL */
  GtkWidget *contract;
  GtkWidget *declarer;    /* dropdown */
  GtkWidget *tricks;      /* spin */
  GtkWidget *lead;
  GtkWidget *score;       /* label: what the line gives, or what is wrong */
  guint8     side;
} LineEditor;

typedef struct {
  ValetDocument    *document;
  guint             result;
  ValetResult       base;      /* the result corrected: players, board */
  AdwMessageDialog *dialog;
  GtkWidget        *kind;
  GtkWidget        *stack;
  GtkWidget        *outcomes;  /* the weighted score's lines */
  GtkWidget        *ns_percent, *ew_percent;
  GtkWidget        *status;    /* what does not read, if anything */
  GPtrArray        *lines[N_KINDS];   /* LineEditor */
  GArray           *now;       /* ValetResult: the table's lines as they are */
  /* Adding a table's result: the tables offered, the pairs off the board,
   * and the choice among them (all NULL when correcting). */
  GArray           *tables;    /* ValetResult, no contract */
  GArray           *pairs;     /* guint[2] */
  GtkWidget        *table;     /* dropdown: the tables, then "Other pairs" */
  GtkWidget        *other;     /* the two pairs' dropdowns */
  GtkWidget        *ns_pair, *ew_pair;
} Correction;

static void
correction_free (gpointer data)
{
  Correction *c = data;
  for (guint k = 0; k < N_KINDS; k++)
    g_clear_pointer (&c->lines[k], g_ptr_array_unref);
  g_clear_pointer (&c->now, g_array_unref);
  g_clear_pointer (&c->tables, g_array_unref);
  g_clear_pointer (&c->pairs, g_array_unref);
  g_clear_object (&c->document);
  g_free (c);
}

/* Reads @e into @r (the base result's round, board and players); FALSE
 * with what is wrong in @why. */
static gboolean
read_line (Correction *c, LineEditor *e, ValetResult *r, char **why)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (4);
  ValetFieldSource src = { "", 0, diag };
  char seat[2] = { valet_seat_letter (gtk_drop_down_get_selected (GTK_DROP_DOWN (e->declarer)) % 4),
                   0 };
  g_autofree char *tricks = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (e->tricks)));
  ValetPlayFields fields = {
    gtk_editable_get_text (GTK_EDITABLE (e->contract)), seat, tricks,
    gtk_editable_get_text (GTK_EDITABLE (e->lead)), NULL
  };
  guint8 suit = c->base.lead_suit;

  *r = c->base;
  r->kind = VALET_RESULT_PLAYED;
  r->side = e->side;
  r->weight = 1;
  if (e->weight != NULL
      && !valet_parse_weight (gtk_editable_get_text (GTK_EDITABLE (e->weight)), &r->weight))
    {
      /* xgettext:no-c-format */
      *why = g_strdup (_("A weight is a share of the board: 0.6, 60% or 1/3."));
      return FALSE;
    }
  if (!valet_parse_play_fields (&fields, r, &suit, &src))
    {
      const ValetDiagnostic *d = valet_diagnostics_get (diag, 0);
      *why = g_strdup (d ? d->message : "");
      return FALSE;
    }
  return TRUE;
}

/* The lines the dialog gives now; NULL when one does not read. */
static GArray *
read_all (Correction *c)
{
  guint kind = gtk_drop_down_get_selected (GTK_DROP_DOWN (c->kind));
  GArray *out = g_array_new (FALSE, FALSE, sizeof (ValetResult));
  gboolean ok = TRUE;

  if (kind == KIND_ARTIFICIAL)
    {
      ValetResult r = c->base;
      valet_result_set_artificial (&r,
                                   gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (c->ns_percent)),
                                   gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (c->ew_percent)));
      g_array_append_val (out, r);
      /* Nothing to say, whatever the other pages said. */
      gtk_label_set_text (GTK_LABEL (c->status), "");
      return out;
    }
  double total = 0;
  for (guint i = 0; i < c->lines[kind]->len; i++)
    {
      LineEditor *e = g_ptr_array_index (c->lines[kind], i);
      ValetResult r;
      g_autofree char *why = NULL;
      if (read_line (c, e, &r, &why))
        {
          gboolean vul = valet_board_vulnerable (r.board, r.declarer);
          int ns = r.level ? valet_ns_score (r.level, r.denom, r.mult, r.declarer, vul, r.tricks) : 0;
          /* Translators: the score a corrected line gives North-South;
           * the sign is a true minus where the score is negative. */
          g_autofree char *text = g_strdup_printf (_("NS %s%d"), ns < 0 ? "−" : ns > 0 ? "+" : "",
                                                   ABS (ns));
          gtk_label_set_text (GTK_LABEL (e->score), text);
          gtk_widget_remove_css_class (e->score, "error");
          g_array_append_val (out, r);
          total += r.weight;
        }
      else
        {
          gtk_label_set_text (GTK_LABEL (e->score), "✗");
          gtk_widget_add_css_class (e->score, "error");
          if (ok)
            gtk_label_set_text (GTK_LABEL (c->status), why);
          ok = FALSE;
        }
    }
  if (ok && kind == KIND_WEIGHTED && (total < 0.995 || total > 1.005))
    {
      char sum[G_ASCII_DTOSTR_BUF_SIZE];
      g_ascii_formatd (sum, sizeof sum, "%.3g", total);
      /* Translators: the weights of a weighted score, added up. */
      g_autofree char *text = g_strdup_printf (_("The weights add up to %s, not 1."), sum);
      gtk_label_set_text (GTK_LABEL (c->status), text);
      ok = FALSE;
    }
  if (ok)
    gtk_label_set_text (GTK_LABEL (c->status), "");
  if (!ok)
    g_clear_pointer (&out, g_array_unref);
  return out;
}

/* Adding: the table chosen, into the base every line is read from;
 * FALSE, said in the status line, when there is none to choose or the
 * two pairs are one. */
static gboolean
choose_table (Correction *c)
{
  guint n_tables = c->tables->len;
  guint pick = c->table ? gtk_drop_down_get_selected (GTK_DROP_DOWN (c->table)) : n_tables;

  gtk_widget_set_visible (c->other, pick >= n_tables);
  if (pick < n_tables)
    {
      const ValetResult *t = &g_array_index (c->tables, ValetResult, pick);
      memcpy (c->base.player, t->player, sizeof c->base.player);
      return TRUE;
    }
  guint ns = gtk_drop_down_get_selected (GTK_DROP_DOWN (c->ns_pair));
  guint ew = gtk_drop_down_get_selected (GTK_DROP_DOWN (c->ew_pair));
  if (ns >= c->pairs->len || ew >= c->pairs->len || ns == ew)
    {
      gtk_label_set_text (GTK_LABEL (c->status),
                          c->pairs->len < 2 ? _("Every pair has a result on this board.")
                                            : _("North-South and East-West are two pairs."));
      return FALSE;
    }
  const guint *p = &g_array_index (c->pairs, guint, ns * 2);
  const guint *q = &g_array_index (c->pairs, guint, ew * 2);
  c->base.player[VALET_NORTH] = p[0];
  c->base.player[VALET_SOUTH] = p[1];
  c->base.player[VALET_EAST] = q[0];
  c->base.player[VALET_WEST] = q[1];
  return TRUE;
}

static void
changed_cb (Correction *c)
{
  if (c->kind == NULL)
    return;   /* still being made */
  if (c->tables != NULL && !choose_table (c))
    {
      adw_message_dialog_set_response_enabled (c->dialog, "apply", FALSE);
      return;
    }
  g_autoptr (GArray) lines = read_all (c);
  adw_message_dialog_set_response_enabled (c->dialog, "apply", lines != NULL);
}

static LineEditor *
line_editor_new (Correction *c, guint kind, const ValetResult *from, gboolean weighted,
                 const char *label)
{
  LineEditor *e = g_new0 (LineEditor, 1);
  static const char *const seats[] = { "N", "E", "S", "W", NULL };

  e->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  if (label != NULL)
    gtk_box_append (GTK_BOX (e->box), gtk_label_new (label));
  if (weighted)
    {
      e->weight = gtk_entry_new ();
      gtk_editable_set_width_chars (GTK_EDITABLE (e->weight), 5);
      gtk_editable_set_max_width_chars (GTK_EDITABLE (e->weight), 5);
      gtk_entry_set_placeholder_text (GTK_ENTRY (e->weight), _("Weight"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (e->weight), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Weight"), -1);
      gtk_box_append (GTK_BOX (e->box), e->weight);
    }
  e->contract = gtk_entry_new ();
  gtk_editable_set_width_chars (GTK_EDITABLE (e->contract), 6);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (e->contract), 6);
  gtk_entry_set_placeholder_text (GTK_ENTRY (e->contract), _("4S, 3NTX, Pass"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (e->contract), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Contract"), -1);
  e->declarer = gtk_drop_down_new_from_strings (seats);
  gtk_accessible_update_property (GTK_ACCESSIBLE (e->declarer), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Declarer"), -1);
  e->tricks = gtk_spin_button_new_with_range (0, 13, 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (e->tricks), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Tricks"), -1);
  e->lead = gtk_entry_new ();
  gtk_editable_set_width_chars (GTK_EDITABLE (e->lead), 4);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (e->lead), 4);
  gtk_entry_set_placeholder_text (GTK_ENTRY (e->lead), _("Lead"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (e->lead), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Opening lead"), -1);
  e->score = gtk_label_new ("");
  gtk_label_set_xalign (GTK_LABEL (e->score), 0);
  gtk_label_set_width_chars (GTK_LABEL (e->score), 8);
  gtk_widget_add_css_class (e->score, "numeric");
  gtk_widget_set_hexpand (e->score, TRUE);
  gtk_box_append (GTK_BOX (e->box), e->contract);
  gtk_box_append (GTK_BOX (e->box), e->declarer);
  gtk_box_append (GTK_BOX (e->box), e->tricks);
  gtk_box_append (GTK_BOX (e->box), e->lead);
  gtk_box_append (GTK_BOX (e->box), e->score);

  if (from->kind == VALET_RESULT_PLAYED)
    {
      g_autofree char *contract = valet_result_contract_text (from);
      g_autofree char *lead = valet_result_lead_text (from);
      gtk_editable_set_text (GTK_EDITABLE (e->contract), contract);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (e->declarer), from->declarer);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (e->tricks), from->level ? from->tricks : 0);
      gtk_editable_set_text (GTK_EDITABLE (e->lead), lead);
    }
  GtkWidget *editables[] = { e->weight, e->contract, e->tricks, e->lead };
  for (guint i = 0; i < G_N_ELEMENTS (editables); i++)
    if (editables[i] != NULL)
      g_signal_connect_swapped (editables[i], "changed", G_CALLBACK (changed_cb), c);
  g_signal_connect_swapped (e->declarer, "notify::selected", G_CALLBACK (changed_cb), c);
  g_ptr_array_add (c->lines[kind], e);
  return e;
}

static void
add_outcome (Correction *c, const ValetResult *from, const char *weight)
{
  LineEditor *e = line_editor_new (c, KIND_WEIGHTED, from, TRUE, NULL);
  gtk_editable_set_text (GTK_EDITABLE (e->weight), weight);
  gtk_box_append (GTK_BOX (c->outcomes), e->box);
}

static void
add_outcome_cb (Correction *c)
{
  add_outcome (c, &c->base, "");
  changed_cb (c);
}

static void
kind_cb (Correction *c)
{
  static const char *const pages[] = { "result", "artificial", "weighted", "split" };
  guint kind = gtk_drop_down_get_selected (GTK_DROP_DOWN (c->kind));
  gtk_stack_set_visible_child_name (GTK_STACK (c->stack), pages[MIN (kind, N_KINDS - 1)]);
  changed_cb (c);
}

static GtkWidget *
percent_spin (Correction *c, const char *label, guint value)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (0, 100, 10);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (changed_cb), c);
  return spin;
}

/* @child under a line that says what to enter. */
static GtkWidget *
captioned (const char *caption, GtkWidget *child)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (caption);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 50);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), child);
  return box;
}

/* The page of an artificial score: each side's percentage. */
static GtkWidget *
artificial_page (Correction *c)
{
  GtkWidget *art = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gboolean is_art = c->base.kind == VALET_RESULT_ARTIFICIAL;

  c->ns_percent = percent_spin (c, _("North-South %"), is_art ? c->base.percent[0] : 60);
  c->ew_percent = percent_spin (c, _("East-West %"), is_art ? c->base.percent[1] : 40);
  gtk_box_append (GTK_BOX (art), gtk_label_new (_("North-South")));
  gtk_box_append (GTK_BOX (art), c->ns_percent);
  gtk_box_append (GTK_BOX (art), gtk_label_new (_("East-West")));
  gtk_box_append (GTK_BOX (art), c->ew_percent);
  return captioned (_("Each side's percentage: 60/40 when one side is at fault, "
                      "60/60 when neither is, 40/40 when both are. It counts "
                      "apart from the bidding and play."), art);
}

/* The page of a weighted score: its outcomes as they are, else two to
 * start from; *@n_weighted says how many the table had. */
static GtkWidget *
weighted_page (Correction *c, guint *n_weighted)
{
  GtkWidget *weighted = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  c->outcomes = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  *n_weighted = 0;
  for (guint i = 0; i < c->now->len; i++)
    {
      const ValetResult *r = &g_array_index (c->now, ValetResult, i);
      if (r->side == VALET_SIDE_BOTH && r->weight < 1)
        {
          g_autofree char *weight = valet_result_part_text (r);
          add_outcome (c, r, weight);
          (*n_weighted)++;
        }
    }
  if (*n_weighted == 0)
    {
      add_outcome (c, &c->base, "0.6");
      add_outcome (c, &c->base, "0.4");
    }
  GtkWidget *more = gtk_button_new_with_mnemonic (_("_Add Outcome"));
  gtk_widget_set_halign (more, GTK_ALIGN_START);
  g_signal_connect_swapped (more, "clicked", G_CALLBACK (add_outcome_cb), c);
  gtk_box_append (GTK_BOX (weighted), c->outcomes);
  gtk_box_append (GTK_BOX (weighted), more);
  /* xgettext:no-c-format */
  return captioned (_("Each outcome with its weight (0.6, 60% or 1/3), then its "
                      "contract, declarer, tricks and lead. The weights add up "
                      "to 1."), weighted);
}

/* The page of a split score: its two lines as they are, else the result
 * for both; *@split_now says whether the table has one. */
static GtkWidget *
split_page (Correction *c, gboolean *split_now)
{
  GtkWidget *split = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  const ValetResult *sides[2] = { &c->base, &c->base };

  for (guint i = 0; i < c->now->len; i++)
    {
      const ValetResult *r = &g_array_index (c->now, ValetResult, i);
      if (r->side != VALET_SIDE_BOTH)
        sides[r->side == VALET_SIDE_NS ? 0 : 1] = r;
    }
  LineEditor *ns = line_editor_new (c, KIND_SPLIT, sides[0], FALSE, _("NS"));
  LineEditor *ew = line_editor_new (c, KIND_SPLIT, sides[1], FALSE, _("EW"));
  ns->side = VALET_SIDE_NS;
  ew->side = VALET_SIDE_EW;
  gtk_box_append (GTK_BOX (split), ns->box);
  gtk_box_append (GTK_BOX (split), ew->box);
  *split_now = sides[0] != sides[1];
  return captioned (_("North-South's result, then East-West's: each side is "
                      "scored from its own, and the two need not balance."), split);
}

static GtkWidget *
build_content (Correction *c)
{
  static const char *kinds[N_KINDS + 1];
  kinds[KIND_RESULT] = _("Result played or assigned");
  kinds[KIND_ARTIFICIAL] = _("Artificial score");
  kinds[KIND_WEIGHTED] = _("Weighted score");
  kinds[KIND_SPLIT] = _("Split score");
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  guint n_weighted = 0;
  gboolean split_now = FALSE;

  /* First: every line says what it lacks here as it is made. */
  c->status = gtk_label_new ("");
  gtk_label_set_wrap (GTK_LABEL (c->status), TRUE);
  gtk_label_set_xalign (GTK_LABEL (c->status), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (c->status), 50);
  gtk_widget_add_css_class (c->status, "error");
  c->kind = gtk_drop_down_new_from_strings (kinds);
  gtk_accessible_update_property (GTK_ACCESSIBLE (c->kind), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Kind of score"), -1);
  gtk_box_append (GTK_BOX (box), c->kind);
  c->stack = gtk_stack_new ();
  gtk_stack_set_vhomogeneous (GTK_STACK (c->stack), FALSE);
  gtk_box_append (GTK_BOX (box), c->stack);
  for (guint k = 0; k < N_KINDS; k++)
    c->lines[k] = g_ptr_array_new_with_free_func (g_free);

  gtk_stack_add_named (GTK_STACK (c->stack),
                       captioned (_("The contract, the declarer, the tricks taken and the "
                                    "opening lead: as played, or as the director assigns it."),
                                  line_editor_new (c, KIND_RESULT, &c->base, FALSE, NULL)->box),
                       "result");
  gtk_stack_add_named (GTK_STACK (c->stack), artificial_page (c), "artificial");
  gtk_stack_add_named (GTK_STACK (c->stack), weighted_page (c, &n_weighted), "weighted");
  gtk_stack_add_named (GTK_STACK (c->stack), split_page (c, &split_now), "split");

  gtk_box_append (GTK_BOX (box), c->status);
  g_signal_connect_swapped (c->kind, "notify::selected", G_CALLBACK (kind_cb), c);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (c->kind),
                              c->base.kind == VALET_RESULT_ARTIFICIAL ? KIND_ARTIFICIAL
                              : n_weighted > 0 ? KIND_WEIGHTED
                              : split_now ? KIND_SPLIT : KIND_RESULT);
  kind_cb (c);
  return box;
}

static void
correction_closure_free (gpointer data, GClosure *closure)
{
  correction_free (data);
}

static void
response_cb (AdwMessageDialog *dialog, const char *response, Correction *c)
{
  if (g_str_equal (response, "apply") && c->tables != NULL)
    {
      g_autoptr (GArray) lines = choose_table (c) ? read_all (c) : NULL;
      if (lines != NULL && lines->len > 0)
        valet_document_add_table (c->document, (ValetResult *) lines->data, lines->len);
    }
  else if (g_str_equal (response, "apply"))
    {
      g_autoptr (GArray) lines = read_all (c);
      if (lines != NULL)
        valet_document_correct (c->document, c->result, (ValetResult *) lines->data, lines->len);
    }
  else if (g_str_equal (response, "delete"))
    valet_document_correct (c->document, c->result, NULL, 0);
}

AdwMessageDialog *
valet_correction_dialog_present (GtkWindow *parent, ValetDocument *document, guint result)
{
  ValetRun *run = valet_document_get_run (document);
  if (run == NULL || result >= valet_tournament_n_results (valet_run_tournament (run)))
    return NULL;
  ValetTournament *t = valet_run_tournament (run);
  Correction *c = g_new0 (Correction, 1);
  c->document = g_object_ref (document);
  c->result = result;
  c->base = *valet_tournament_result (t, result);
  /* The lines of the same table: a weighted or split score has several. */
  c->now = g_array_new (FALSE, FALSE, sizeof (ValetResult));
  if (valet_result_is_partial (&c->base))
    for (guint i = 0; i < valet_tournament_n_results (t); i++)
      {
        const ValetResult *r = valet_tournament_result (t, i);
        if (valet_result_is_partial (r) && valet_result_same_table (r, &c->base))
          g_array_append_vals (c->now, r, 1);
      }
  c->base.weight = 1;
  c->base.side = VALET_SIDE_BOTH;

  const ValetResult *r = &c->base;
  g_autofree char *heading = g_strdup_printf (_("Correct Round %u, Board %u"), r->round, r->board);
  /* Translators: the players of a table, North-South then East-West. */
  g_autofree char *body = g_strdup_printf (_("%s–%s v %s–%s"),
                                           valet_tournament_player_display_name (t, r->player[VALET_NORTH]),
                                           valet_tournament_player_display_name (t, r->player[VALET_SOUTH]),
                                           valet_tournament_player_display_name (t, r->player[VALET_EAST]),
                                           valet_tournament_player_display_name (t, r->player[VALET_WEST]));
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, body);
  c->dialog = ADW_MESSAGE_DIALOG (dialog);
  adw_message_dialog_add_responses (c->dialog, "cancel", _("_Cancel"), "delete",
                                    _("_Delete Line"), "apply", _("_Apply"), NULL);
  adw_message_dialog_set_response_appearance (c->dialog, "delete", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (c->dialog, "apply", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (c->dialog, "apply");
  adw_message_dialog_set_close_response (c->dialog, "cancel");
  adw_message_dialog_set_extra_child (c->dialog, build_content (c));
  g_signal_connect_data (dialog, "response", G_CALLBACK (response_cb), c,
                         correction_closure_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return c->dialog;
}

/* ---- a result for a table that has none ------------------------------- */

/* "5 NS: Ann Archer–Bob Baker", or the names alone where the file gives
 * the pair no number. */
static char *
pair_text (ValetTournament *t, guint a, guint b)
{
  ValetPairLabel label;
  const char *first = valet_tournament_player_display_name (t, a);
  const char *second = valet_tournament_player_display_name (t, b);

  if (!valet_tournament_pair_label (t, a, b, &label))
    /* Translators: a pair, its two players. */
    return g_strdup_printf (_("%s–%s"), first, second);
  g_autofree char *number = valet_pair_label_text (&label, valet_tournament_n_sections (t) > 1,
                                                   TRUE);
  /* Translators: a pair, its number, then its two players. */
  return g_strdup_printf (_("%s: %s–%s"), number, first, second);
}

static GtkWidget *
pair_drop_down (Correction *c, ValetTournament *t, const char *label, guint selected)
{
  g_autoptr (GtkStringList) list = gtk_string_list_new (NULL);

  for (guint i = 0; i < c->pairs->len; i++)
    {
      const guint *p = &g_array_index (c->pairs, guint, i * 2);
      g_autofree char *text = pair_text (t, p[0], p[1]);
      gtk_string_list_append (list, text);
    }
  GtkWidget *drop = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&list)), NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop),
                              selected < c->pairs->len ? selected : GTK_INVALID_LIST_POSITION);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_signal_connect_swapped (drop, "notify::selected", G_CALLBACK (changed_cb), c);
  return drop;
}

/* Which table: those offered, then "Other pairs", which shows a
 * dropdown for each side. */
static GtkWidget *
table_chooser (Correction *c, ValetTournament *t)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autoptr (GtkStringList) tables = gtk_string_list_new (NULL);

  for (guint i = 0; i < c->tables->len; i++)
    {
      const ValetResult *r = &g_array_index (c->tables, ValetResult, i);
      g_autofree char *ns = pair_text (t, r->player[VALET_NORTH], r->player[VALET_SOUTH]);
      g_autofree char *ew = pair_text (t, r->player[VALET_EAST], r->player[VALET_WEST]);
      /* Translators: a table, its North-South pair v its East-West pair. */
      g_autofree char *text = g_strdup_printf (_("%s v %s"), ns, ew);
      gtk_string_list_append (tables, text);
    }
  gtk_string_list_append (tables, _("Other pairs"));
  c->table = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&tables)), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (c->table), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Table"), -1);
  g_signal_connect_swapped (c->table, "notify::selected", G_CALLBACK (changed_cb), c);
  gtk_box_append (GTK_BOX (box), c->table);

  c->other = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (c->other), 6);
  gtk_grid_set_column_spacing (GTK_GRID (c->other), 6);
  c->ns_pair = pair_drop_down (c, t, _("North-South pair"), 0);
  c->ew_pair = pair_drop_down (c, t, _("East-West pair"), 1);
  gtk_grid_attach (GTK_GRID (c->other), gtk_label_new (_("North-South")), 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (c->other), c->ns_pair, 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (c->other), gtk_label_new (_("East-West")), 0, 1, 1, 1);
  gtk_grid_attach (GTK_GRID (c->other), c->ew_pair, 1, 1, 1, 1);
  gtk_box_append (GTK_BOX (box), c->other);
  return captioned (c->tables->len > 0
                    ? _("A table of the movement with no result on this board, or any "
                        "two other pairs not on it.")
                    : _("The two pairs, North-South and East-West, neither of which "
                        "has a result on this board."), box);
}

AdwMessageDialog *
valet_correction_dialog_present_add (GtkWindow *parent, ValetDocument *document, guint round,
                                     guint board)
{
  ValetRun *run = valet_document_get_run (document);
  g_autoptr (GArray) tables = valet_document_tables_without_result (document, round, board);
  g_autoptr (GArray) pairs = valet_document_pairs_off_board (document, round, board);
  if (run == NULL || tables == NULL || pairs == NULL)
    return NULL;
  ValetTournament *t = valet_run_tournament (run);
  Correction *c = g_new0 (Correction, 1);
  c->document = g_object_ref (document);
  c->tables = g_steal_pointer (&tables);
  c->pairs = g_steal_pointer (&pairs);
  c->now = g_array_new (FALSE, FALSE, sizeof (ValetResult));
  c->result = G_MAXUINT;
  /* A table that did not play the board: an artificial score to start
   * from, as the director gives most often (50 % each: neither side
   * more at fault than the other). */
  c->base.round = round;
  c->base.board = board;
  c->base.weight = 1;
  c->base.side = VALET_SIDE_BOTH;
  valet_result_set_artificial (&c->base, 50, 50);
  if (c->tables->len > 0)
    c->base.lead_suit = g_array_index (c->tables, ValetResult, 0).lead_suit;

  g_autofree char *heading = g_strdup_printf (_("Add Result to Round %u, Board %u"), round, board);
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, NULL);
  c->dialog = ADW_MESSAGE_DIALOG (dialog);
  adw_message_dialog_add_responses (c->dialog, "cancel", _("_Cancel"), "apply", _("_Add"), NULL);
  adw_message_dialog_set_response_appearance (c->dialog, "apply", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (c->dialog, "apply");
  adw_message_dialog_set_close_response (c->dialog, "cancel");
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *chooser = table_chooser (c, t);
  GtkWidget *score = build_content (c);
  gtk_box_append (GTK_BOX (content), chooser);
  gtk_box_append (GTK_BOX (content), score);
  adw_message_dialog_set_extra_child (c->dialog, content);
  g_signal_connect_data (dialog, "response", G_CALLBACK (response_cb), c,
                         correction_closure_free, 0);
  changed_cb (c);
  gtk_window_present (GTK_WINDOW (dialog));
  return c->dialog;
}
