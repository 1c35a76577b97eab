/* valet-csv-writer.c: one row per table result. */
#include "valet-csv-writer.h"
#include "valet-output-file.h"

#include <string.h>

#include "valet-adjusted-fields.h"
#include "valet-numbered-pairs.h"
#include "valet-safe-text.h"
#include "valet-scoring-form.h"

#define UTF8_BOM "\xEF\xBB\xBF"

/* A cell that cannot break the row's line (valet-csv-reader reads a
 * row a line): a line break, which no file Valet reads can put in a
 * name or tag but a program might, becomes a space.  Quoted where it
 * holds a comma or a quote, and kept from being read as a formula (see
 * valet-safe-text.h). */
static void
append_one_line_cell (GString *out, const char *text)
{
  g_autofree char *line = g_strdelimit (g_strdup (text), "\r\n", ' ');
  valet_csv_append_cell (out, line, ",");
}

/* contract,declarer,tricks,lead */
static void
append_play (GString *out, const ValetResult *r)
{
  if (r->kind == VALET_RESULT_ARTIFICIAL)
    {
      /* The sides' percentages in the tricks column. */
      g_autofree char *percent = valet_result_artificial_text (r);
      g_string_append_printf (out, "ADJ,-,%s,", percent);
      return;
    }
  if (r->level == 0)
    {
      g_string_append (out, "Pass,,,");
      return;
    }
  g_autofree char *contract = valet_result_contract_text (r);
  g_autofree char *lead = valet_result_lead_text (r);
  g_string_append_printf (out, "%s,%c,%u,%s", contract, valet_seat_letter (r->declarer),
                          r->tricks, lead);
}

/* The columns only some tournaments need: where pairs sat, so that a
 * file saved and opened again has the same lists of the movement. */
typedef struct {
  gboolean parts;      /* weight, side: there are weighted or split scores */
  gboolean tables;     /* table: some result has one */
  gboolean labels;     /* ns_pair, ew_pair: the file's pair numbers */
  gboolean sections;   /* section: some pair has one */
} Extra;

/* table, section, ns_pair, ew_pair, those there are. */
static void
append_seats (GString *out, ValetTournament *t, guint index, const Extra *extra)
{
  const ValetResult *r = valet_tournament_result (t, index);
  ValetPairLabel label[2];

  if (extra->tables)
    {
      guint table = valet_tournament_result_table (t, index);
      g_string_append_c (out, ',');
      if (table)
        g_string_append_printf (out, "%u", table);
    }
  if (!extra->labels)
    return;
  for (guint side = 0; side < 2; side++)
    valet_tournament_pair_label (t, r->player[side], r->player[side + 2], &label[side]);
  if (extra->sections)
    {
      g_string_append_c (out, ',');
      append_one_line_cell (out, label[0].section);
    }
  for (guint side = 0; side < 2; side++)
    {
      g_string_append_c (out, ',');
      append_one_line_cell (out, label[side].number);
    }
}

static void
append_row (GString *out, ValetTournament *t, guint index, const Extra *extra,
            const char *form)
{
  const ValetResult *r = valet_tournament_result (t, index);

  g_string_append_printf (out, "%u,%u,", r->round, r->board);
  for (guint seat = 0; seat < 4; seat++)
    {
      append_one_line_cell (out, valet_tournament_player_utf8_name (t, r->player[seat]));
      g_string_append_c (out, ',');
    }
  append_play (out, r);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_string_append_c (out, ',');
      g_autofree char *tag = g_utf8_make_valid (valet_tournament_player_tag (t, r->player[seat]),
                                                -1);
      append_one_line_cell (out, tag);
    }
  append_seats (out, t, index, extra);
  if (extra->parts)
    {
      g_autofree char *weight = valet_result_weight_text (r);
      g_string_append_printf (out, ",%s,%s", weight,
                              r->side == VALET_SIDE_NS ? "NS" : r->side == VALET_SIDE_EW ? "EW" : "");
    }
  if (form != NULL)
    g_string_append_printf (out, ",%s", form);
  g_string_append_c (out, '\n');
}

/* Whether any result is part of a weighted or split score. */
static gboolean
has_parts (ValetTournament *t)
{
  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    if (valet_result_is_partial (valet_tournament_result (t, i)))
      return TRUE;
  return FALSE;
}

void
valet_append_csv (GString *out, ValetTournament *t)
{
  /* The weight and side columns only where some result needs them, so
   * that other files are as they always were. */
  Extra extra = { has_parts (t), FALSE, FALSE, FALSE };
  /* The scoring column only where the results declared a form. */
  const char *form = valet_form_csv_word (valet_tournament_get_form (t));

  g_string_append (out, UTF8_BOM "round,board,north,east,south,west,contract,declarer,"
                   "tricks,lead,north_id,east_id,south_id,west_id");
  for (guint i = 0; i < valet_tournament_n_results (t) && !extra.tables; i++)
    extra.tables = valet_tournament_result_table (t, i) != 0;
  extra.labels = valet_pair_labels_writable (t, &extra.sections);
  g_string_append (out, extra.tables ? ",table" : "");
  g_string_append (out, extra.labels && extra.sections ? ",section" : "");
  g_string_append (out, extra.labels ? ",ns_pair,ew_pair" : "");
  g_string_append (out, extra.parts ? ",weight,side" : "");
  g_string_append (out, form != NULL ? ",scoring\n" : "\n");
  /* In the order read, so that a lead suit carried over to a line without
   * a lead (see ValetResult.lead_suit) is carried from the same line. */
  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    append_row (out, t, i, &extra, form);
}

gboolean
valet_write_csv (ValetTournament *t, const char *path, GError **error)
{
  g_autoptr (GString) out = g_string_new (NULL);

  valet_append_csv (out, t);
  return valet_output_write_contents (path, out->str, out->len, error);
}
