/* valet-csv-writer.c: one row per table result. */
#include "valet-csv-writer.h"
#include "valet-output-file.h"

#include <string.h>

#include "valet-adjusted-fields.h"
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

static void
append_row (GString *out, ValetTournament *t, const ValetResult *r, gboolean parts,
            const char *form)
{
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
  if (parts)
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
  gboolean parts = has_parts (t);
  /* The scoring column only where the results declared a form. */
  const char *form = valet_form_csv_word (valet_tournament_get_form (t));

  g_string_append (out, UTF8_BOM "round,board,north,east,south,west,contract,declarer,"
                   "tricks,lead,north_id,east_id,south_id,west_id");
  g_string_append (out, parts ? ",weight,side" : "");
  g_string_append (out, form != NULL ? ",scoring\n" : "\n");
  /* In the order read, so that a lead suit carried over to a line without
   * a lead (see ValetResult.lead_suit) is carried from the same line. */
  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    append_row (out, t, valet_tournament_result (t, i), parts, form);
}

gboolean
valet_write_csv (ValetTournament *t, const char *path, GError **error)
{
  g_autoptr (GString) out = g_string_new (NULL);

  valet_append_csv (out, t);
  return valet_output_write_contents (path, out->str, out->len, error);
}
