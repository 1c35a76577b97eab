/* test-report.c: the reports read back.
 *
 * The XLSX is opened as a zip (with unzip -p) and its Ranking sheet's
 * cells are compared with the engine's numbers; the PDF is read back
 * with pdftotext; the charts are drawn to PNG images and their pixels
 * looked at.
 *
 * Arguments: FIXTURES UNZIP PDFTOTEXT (a tool given as "" is missing and
 * its tests are skipped).
 */
#include <cairo.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "full-disk-support.h"
#include "report-test-support.h"
#include "valet-chart.h"
#include "valet-chart-private.h"
#include "valet-diagnostics.h"
#include "valet-pdf-writer.h"
#include "valet-ranking-columns.h"
#include "valet-display.h"
#include "valet-html-writer.h"
#include "valet-report.h"
#include "valet-report-lists.h"
#include "valet-text-reader.h"
#include "valet-xlsx-writer.h"

static const char *unzip_tool, *pdftotext_tool;
static char *tmpdir;
static char *no_full_disk;   /* why a full disk cannot be made, or NULL */

static char *
run (const char *const *argv)
{
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

static char *
zip_entry (const char *zip, const char *entry)
{
  const char *argv[] = { unzip_tool, "-p", zip, entry, NULL };
  return run (argv);
}

/* The entry, or NULL when the zip has none of that name. */
static char *
zip_entry_if_any (const char *zip, const char *entry)
{
  const char *argv[] = { unzip_tool, "-p", zip, entry, NULL };
  char *out = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &out, NULL, &status, NULL));
  if (!g_spawn_check_wait_status (status, NULL))
    g_clear_pointer (&out, g_free);
  return out;
}

/* ---- a small reader of SpreadsheetML ---- */

typedef struct {
  GPtrArray  *strings;     /* shared strings */
  GString    *text;
  gboolean    in_t, in_v;
  /* sheet cells: "B6" -> value text; strings resolved */
  GHashTable *cells;
  char       *ref, *type;
  /* workbook: sheet name -> rId; rels: rId -> target */
  GHashTable *map;
} Xml;

static void
xml_start (GMarkupParseContext *ctx, const char *el, const char **names,
           const char **values, gpointer data, GError **error)
{
  Xml *x = data;

  if (strcmp (el, "t") == 0 || strcmp (el, "v") == 0)
    {
      x->in_t = strcmp (el, "t") == 0;
      x->in_v = !x->in_t;
      if (x->in_v || x->cells)
        g_string_truncate (x->text, 0);
      else if (x->strings)
        g_string_truncate (x->text, x->text->len);
    }
  else if (strcmp (el, "si") == 0)
    g_string_truncate (x->text, 0);
  else if (strcmp (el, "c") == 0)
    {
      g_clear_pointer (&x->ref, g_free);
      g_clear_pointer (&x->type, g_free);
      for (int i = 0; names[i]; i++)
        if (strcmp (names[i], "r") == 0)
          x->ref = g_strdup (values[i]);
        else if (strcmp (names[i], "t") == 0)
          x->type = g_strdup (values[i]);
    }
  else if (x->map && (strcmp (el, "sheet") == 0 || strcmp (el, "Relationship") == 0))
    {
      const char *key = NULL, *value = NULL;
      for (int i = 0; names[i]; i++)
        {
          if (strcmp (names[i], "name") == 0 || strcmp (names[i], "Id") == 0)
            key = values[i];
          if (strcmp (names[i], "r:id") == 0 || strcmp (names[i], "Target") == 0)
            value = values[i];
        }
      if (key && value)
        g_hash_table_insert (x->map, g_strdup (key), g_strdup (value));
    }
}

static void
xml_end (GMarkupParseContext *ctx, const char *el, gpointer data, GError **error)
{
  Xml *x = data;

  /* A string in the cell itself, as a workbook written in constant
   * memory has them. */
  if (strcmp (el, "t") == 0 && x->cells && x->ref && x->type
      && strcmp (x->type, "inlineStr") == 0)
    g_hash_table_insert (x->cells, g_strdup (x->ref), g_strdup (x->text->str));
  if (strcmp (el, "t") == 0)
    x->in_t = FALSE;
  else if (strcmp (el, "si") == 0 && x->strings)
    g_ptr_array_add (x->strings, g_strdup (x->text->str));
  else if (strcmp (el, "v") == 0)
    {
      x->in_v = FALSE;
      if (x->cells && x->ref)
        {
          char *value;
          if (x->type && strcmp (x->type, "s") == 0)
            {
              guint64 i = g_ascii_strtoull (x->text->str, NULL, 10);
              g_assert_cmpuint (i, <, x->strings->len);
              value = g_strdup (g_ptr_array_index (x->strings, i));
            }
          else
            value = g_strdup (x->text->str);
          g_hash_table_insert (x->cells, g_strdup (x->ref), value);
        }
    }
}

static void
xml_text (GMarkupParseContext *ctx, const char *text, gsize len, gpointer data,
          GError **error)
{
  Xml *x = data;
  if (x->in_t || x->in_v)
    g_string_append_len (x->text, text, (gssize) len);
}

static void
parse_xml (const char *doc, Xml *x)
{
  static const GMarkupParser parser = { xml_start, xml_end, xml_text, NULL, NULL };
  g_autoptr (GMarkupParseContext) ctx = NULL;
  g_autoptr (GError) error = NULL;

  x->text = g_string_new (NULL);
  ctx = g_markup_parse_context_new (&parser, 0, x, NULL);
  g_assert_true (g_markup_parse_context_parse (ctx, doc, -1, &error));
  g_assert_no_error (error);
  g_assert_true (g_markup_parse_context_end_parse (ctx, &error));
  g_string_free (x->text, TRUE);
}

/* The cells of sheet @name, as "A1" -> text. */
static GHashTable *
read_sheet (const char *zip, const char *name)
{
  g_autoptr (GPtrArray) strings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GHashTable) sheets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr (GHashTable) rels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  GHashTable *cells = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autofree char *sst = zip_entry_if_any (zip, "xl/sharedStrings.xml");
  g_autofree char *wb = zip_entry (zip, "xl/workbook.xml");
  g_autofree char *wbrels = zip_entry (zip, "xl/_rels/workbook.xml.rels");
  Xml x = { 0 };

  x.strings = strings;
  if (sst != NULL)
    parse_xml (sst, &x);
  x.strings = NULL;
  x.map = sheets;
  parse_xml (wb, &x);
  x.map = rels;
  parse_xml (wbrels, &x);
  x.map = NULL;

  const char *rid = g_hash_table_lookup (sheets, name);
  g_assert_nonnull (rid);
  const char *target = g_hash_table_lookup (rels, rid);
  g_assert_nonnull (target);
  g_autofree char *entry = g_strconcat ("xl/", target, NULL);
  g_autofree char *sheet = zip_entry (zip, entry);

  x.strings = strings;
  x.cells = cells;
  parse_xml (sheet, &x);
  g_free (x.ref);
  g_free (x.type);
  return cells;
}

static const char *
cell (GHashTable *cells, guint col, guint row)
{
  char ref[16];
  g_snprintf (ref, sizeof ref, "%c%u", 'A' + col, row + 1);
  return g_hash_table_lookup (cells, ref);
}

static void
assert_number (GHashTable *cells, guint col, guint row, double expected)
{
  const char *text = cell (cells, col, row);
  double got;

  if (text == NULL)
    g_error ("no number in column %u row %u, expected %g", col, row + 1, expected);
  got = g_ascii_strtod (text, NULL);
  if (fabs (got - expected) > 1e-9 * MAX (1, fabs (expected)))
    g_error ("column %u row %u: %s, expected %.17g", col, row + 1, text, expected);
}

/* A ranking as a director publishes it, by the score as played: a
 * pair's rank is one more than the pairs whose scores read higher (at
 * two decimals), so pairs that read the same share it, and pairs that
 * read differently do not (the luck-free scores of examples-1 tie
 * elsewhere); examples-1 has eight pairs at 7.95 (2=) and eleven at 5.52
 * (11=). */
static void
test_shared_ranks (void)
{
  Loaded *l = report_test_load ("examples-1", FALSE, VALET_SCORING_IMPS);
  ValetRun *run = valet_report_run (l->report);
  guint n = valet_run_n_ranked (run), n_tied = 0;

  for (guint i = 0; i < n; i++)
    {
      double shown = round (valet_run_ranked (run, i)->avg[VALET_COL_BUTLER] * 100);
      guint above = 0, same = 0;
      gboolean tied;

      for (guint j = 0; j < n; j++)
        {
          double other = round (valet_run_ranked (run, j)->avg[VALET_COL_BUTLER] * 100);
          above += other > shown;
          same += other == shown;
        }
      g_assert_cmpuint (valet_run_shared_rank (run, i, &tied), ==, above + 1);
      g_assert_cmpint (tied, ==, same > 1);
      n_tied += tied;
    }
  g_assert_cmpuint (valet_run_shared_rank (run, 1, NULL), ==, 2);
  g_assert_cmpuint (valet_run_shared_rank (run, 8, NULL), ==, 2);
  g_assert_cmpuint (valet_run_shared_rank (run, 9, NULL), ==, 10);
  g_assert_cmpuint (valet_run_shared_rank (run, 10, NULL), ==, 11);
  /* The charts label the pairs so too. */
  {
    g_autofree char *first = valet_run_ranked_label (run, 0);
    g_autofree char *second = valet_run_ranked_label (run, 1);
    g_autofree char *tenth = valet_run_ranked_label (run, 9);
    g_autofree char *tip = valet_chart_describe_pair (l->report, 1);
    g_assert_true (g_str_has_prefix (first, "1. "));
    g_assert_true (g_str_has_prefix (second, "2= "));
    g_assert_true (g_str_has_prefix (tenth, "10. "));
    g_assert_true (g_str_has_prefix (tip, "<b>2= "));
  }
  g_assert_cmpuint (n_tied, >=, 12);
  loaded_free (l);
}

/* A number as the PDF prints it ("−0.42", a U+2212 minus) at @s;
 * *@end after it.  FALSE when @s holds none. */
static gboolean
printed_number (const char *s, double *value, const char **end)
{
  gboolean minus = g_str_has_prefix (s, "−");
  char *after;

  if (minus)
    s += strlen ("−");
  if (!g_ascii_isdigit (*s))
    return FALSE;
  *value = g_ascii_strtod (s, &after);
  if (minus)
    *value = -*value;
  *end = after;
  return TRUE;
}

/* The score as played heads the published ranking: the run ranks by
 * it (the luck-free score when asked), the listings put it first with
 * Luck and the luck-free score beside it, Score = Luck-free + Luck in
 * the numbers and (to the printed cent) on the PDF's page 1, which
 * holds the event's heading and the ranking's start. */
static void
test_headline (void)
{
  Loaded *l = report_test_load ("2008-Mind-MenA", FALSE, VALET_SCORING_IMPS);
  ValetRun *played = valet_report_run (l->report);
  const ValetRankingColumn *cols[VALET_N_RANKING_COLUMNS];
  guint n = valet_run_n_ranked (played), n_cols, first_value = 0;
  gboolean luck_free_order = TRUE;
  g_autofree char *path = g_build_filename (tmpdir, "headline.pdf", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (n, >, 20);
  for (guint i = 0; i < n; i++)
    {
      const ValetPairScore *p = valet_run_ranked (played, i);
      double score, luck, luck_free;
      valet_ranking_column_value (valet_ranking_column (VALET_RANKING_BUTLER), p, &l->options,
                                  VALET_WEIGH_BY_LEADS, &score, NULL);
      valet_ranking_column_value (valet_ranking_column (VALET_RANKING_LUCK), p, &l->options,
                                  VALET_WEIGH_BY_LEADS, &luck, NULL);
      valet_ranking_column_value (valet_ranking_column (VALET_RANKING_OVERALL), p, &l->options,
                                  VALET_WEIGH_BY_LEADS, &luck_free, NULL);
      g_assert_cmpfloat_with_epsilon (score, luck_free + luck, 1e-9);
      g_assert_cmpfloat (fabs (luck), <, 5);
      if (i > 0)
        {
          const ValetPairScore *above = valet_run_ranked (played, i - 1);
          g_assert_cmpfloat (above->avg[VALET_COL_BUTLER], >=, p->avg[VALET_COL_BUTLER]);
          luck_free_order &= above->avg[VALET_COL_OVERALL] >= p->avg[VALET_COL_OVERALL];
        }
    }
  /* On this field the two orders differ. */
  g_assert_false (luck_free_order);

  n_cols = valet_ranking_listed_columns (&l->options, cols);
  while (first_value < n_cols && cols[first_value]->kind != VALET_COLUMN_VALUE)
    first_value++;
  g_assert_cmpuint (first_value + 4, <, n_cols);
  g_assert_cmpuint (cols[first_value]->id, ==, VALET_RANKING_BUTLER);
  g_assert_cmpuint (cols[first_value + 1]->id, ==, VALET_RANKING_LUCK);
  g_assert_cmpuint (cols[first_value + 2]->id, ==, VALET_RANKING_OVERALL);
  g_assert_cmpuint (cols[first_value + 3]->id, ==, VALET_RANKING_BID);
  g_assert_cmpstr (valet_ranking_column_title (cols[first_value], &l->options), ==, "Score");
  g_assert_cmpstr (valet_ranking_column_title (cols[first_value + 1], &l->options), ==, "Luck");
  g_assert_cmpstr (valet_ranking_column_title (cols[first_value + 2], &l->options), ==,
                   "Luck-free");

  if (*pdftotext_tool)
    {
      g_assert_true (valet_write_pdf (l->report, path, VALET_PAPER_A4, &error));
      g_assert_no_error (error);
      const char *argv[] = { pdftotext_tool, "-layout", "-f", "1", "-l", "1", path, "-", NULL };
      g_autofree char *page = run (argv);
      g_auto (GStrv) lines = g_strsplit (page, "\n", -1);
      guint rows = 0;

      g_assert_true (g_str_has_prefix (g_strchug (lines[0]), "2008-Mind-MenA"));
      g_assert_null (strstr (page, "How to read this report"));
      for (guint k = 0; lines[k]; k++)
        if (strstr (lines[k], "Players"))
          {
            const char *score = strstr (lines[k], "Score");
            const char *luck = strstr (lines[k], "Luck ");
            const char *free = strstr (lines[k], "Luck-free");
            const char *bid = strstr (lines[k], "Bid");
            g_assert_true (score && luck && free && bid);
            g_assert_true (score < luck && luck < free && free < bid);
          }
      /* The first pairs in ranking order, each line's Score, ±, Luck
       * and Luck-free adding up to the cent the numbers are printed to. */
      for (guint i = 0; i < 20; i++)
        {
          g_autofree char *name = valet_run_pair_name (played, valet_run_ranked (played, i));
          const char *line = NULL, *at;
          double v[4];
          for (guint k = 0; lines[k] && line == NULL; k++)
            if (strstr (lines[k], name))
              line = lines[k];
          if (line == NULL)
            g_error ("pair %u, %s, is not on page 1", i + 1, name);
          at = strstr (line, name) + strlen (name);
          /* Boards, then Score, ±, Luck, Luck-free. */
          while (*at == ' ')
            at++;
          while (g_ascii_isdigit (*at))
            at++;
          for (guint c = 0; c < 4; c++)
            {
              while (*at == ' ')
                at++;
              g_assert_true (printed_number (at, &v[c], &at));
            }
          g_assert_cmpfloat (fabs (v[0] - (v[3] + v[2])), <=, 0.0100001);
          rows++;
        }
      g_assert_cmpuint (rows, ==, 20);
    }
  loaded_free (l);

  /* Ranked by the luck-free score when asked. */
  l = report_test_load ("2008-Mind-MenA", FALSE, VALET_SCORING_IMPS);
  l->options.rank_luck_free = TRUE;
  {
    g_autoptr (ValetRun) by_luck_free = valet_run_new (l->tournament, &l->options,
                                                       NULL, NULL, NULL, NULL);
    for (guint i = 1; i < valet_run_n_ranked (by_luck_free); i++)
      g_assert_cmpfloat (valet_run_ranked (by_luck_free, i - 1)->avg[VALET_COL_OVERALL], >=,
                         valet_run_ranked (by_luck_free, i)->avg[VALET_COL_OVERALL]);
  }
  loaded_free (l);
}

/* Beside the score of the pair ranked at @position: the half-width of
 * its 95 % interval, as the run works it out (nothing without one), and
 * "≈" exactly when the run cannot tell it from the pair above; TRUE
 * when it has the mark. */
static gboolean
assert_sureness (GHashTable *cells, guint row, ValetRun *run, const ValetPairScore *p,
                 guint position)
{
  double half;

  if (valet_run_column_error (run, p, VALET_RANKING_BUTLER, NULL, &half))
    assert_number (cells, 4, row, half);
  else
    g_assert_null (cell (cells, 4, row));
  if (valet_run_separable (run, position))
    g_assert_null (cell (cells, 5, row));
  else
    g_assert_cmpstr (cell (cells, 5, row), ==, "≈");
  return cell (cells, 5, row) != NULL;
}

/* The row of the pair ranked at @i (at @row) against its numbers in
 * the run; TRUE when it has the "≈" mark. */
static gboolean
assert_ranking_row (GHashTable *cells, ValetRun *run, ValetScoring scoring, guint i,
                    guint row)
{
  gboolean marked;
  const ValetPairScore *p = valet_run_ranked (run, i);
  g_autofree char *name = valet_run_pair_name (run, p);
  guint col = 10;
  const double *a = p->avg;
  const double *n = p->num;
  double mp = scoring == VALET_SCORING_MATCHPOINTS ? 50 : 0;
  guint declared = n[VALET_COL_PLAY1] + n[VALET_COL_PLAY2], defended = n[VALET_COL_DEF];
  /* Worked out here from the pair's averages: declarer play per hand
   * declared; the defence, each player's leads weighed by the leads
   * made, per hand defended. */
  double declaring = declared == 0 ? 0
    : (a[VALET_COL_PLAY1] * n[VALET_COL_PLAY1] + a[VALET_COL_PLAY2] * n[VALET_COL_PLAY2])
      / declared;
  double defending = defended == 0 ? 0
    : -mp + (a[VALET_COL_LEAD1] * n[VALET_COL_LEAD1] + a[VALET_COL_LEAD2] * n[VALET_COL_LEAD2]
             + a[VALET_COL_DEF] * defended) / defended;
  double values[][2] = {
    { a[VALET_COL_PLAY1], n[VALET_COL_PLAY1] }, { a[VALET_COL_PLAY2], n[VALET_COL_PLAY2] },
    { a[VALET_COL_LEAD1], n[VALET_COL_LEAD1] }, { a[VALET_COL_LEAD2], n[VALET_COL_LEAD2] },
    { a[VALET_COL_DEF], n[VALET_COL_DEF] },
  };

  g_assert_cmpstr (cell (cells, 1, row), ==, name);
  assert_number (cells, 0, row, valet_run_shared_rank (run, i, NULL));
  assert_number (cells, 2, row, n[VALET_COL_OVERALL]);
  /* The score as played first, how sure it is and whether the pair
   * stands apart from the one above; its luck, and the cloud split's
   * luck-free score, which the components make up. */
  assert_number (cells, 3, row, a[VALET_COL_BUTLER]);
  marked = assert_sureness (cells, row, run, p, i);
  assert_number (cells, 6, row, a[VALET_COL_BUTLER] - a[VALET_COL_OVERALL]);
  assert_number (cells, 7, row, a[VALET_COL_OVERALL]);
  assert_number (cells, 8, row, a[VALET_COL_BID]);
  assert_number (cells, 9, row, mp + a[VALET_COL_OVERALL] - a[VALET_COL_BID]);
  assert_number (cells, col + 1, row, declared);
  if (declared)
    assert_number (cells, col, row, declaring);
  col += 2;
  assert_number (cells, col + 1, row, defended);
  if (defended)
    assert_number (cells, col, row, defending);
  col += 2;
  for (guint k = 0; k < G_N_ELEMENTS (values); k++, col += 2)
    {
      assert_number (cells, col + 1, row, values[k][1]);
      if (values[k][1] > 0)
        assert_number (cells, col, row, values[k][0]);
      else
        g_assert_null (cell (cells, col, row));
    }
  return marked;
}

static void
test_xlsx_ranking (void)
{
  Loaded *l;
  g_autofree char *path = g_build_filename (tmpdir, "ranking.xlsx", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GHashTable) cells = NULL;
  guint header = 0, n_marked = 0;

  if (!*unzip_tool)
    {
      g_test_skip ("unzip is not installed");
      return;
    }
  l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_IMPS);
  g_assert_true (valet_write_xlsx (l->report, path, &error));
  g_assert_no_error (error);
  cells = read_sheet (path, "Ranking");

  /* The method above the table, then the header row. */
  g_autofree char *method = valet_options_describe (valet_run_options (valet_report_run (l->report)));
  g_assert_cmpstr (cell (cells, 0, 1), ==, method);
  g_assert_nonnull (strstr (method, "IMPs across the field"));
  while (header < 10 && g_strcmp0 (cell (cells, 1, header), "Players") != 0)
    header++;
  g_assert_cmpuint (header, <, 10);
  g_assert_cmpstr (cell (cells, 3, header), ==, "Score");
  g_assert_cmpstr (cell (cells, 4, header), ==, "± 95 %");
  g_assert_cmpstr (cell (cells, 5, header), ==, "≈");
  g_assert_cmpstr (cell (cells, 6, header), ==, "Luck");
  g_assert_cmpstr (cell (cells, 7, header), ==, "Luck-free");

  for (guint i = 0; i < valet_run_n_ranked (valet_report_run (l->report)); i++)
    n_marked += assert_ranking_row (cells, valet_report_run (l->report), l->options.scoring,
                                    i, header + 1 + i);
  /* Nothing below the last pair; the field is close, so pairs are
   * marked. */
  g_assert_null (cell (cells, 1, header + 1 + valet_run_n_ranked (valet_report_run (l->report))));
  g_assert_cmpuint (n_marked, >, 0);
  loaded_free (l);
}

/* Every table prints across the paper's width, landscape, with its
 * header row on each page and the page in the footer; the workbook names
 * its author. */
static void
test_xlsx_print (void)
{
  Loaded *l;
  g_autofree char *path = g_build_filename (tmpdir, "print.xlsx", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *sheet = NULL, *book = NULL, *core = NULL, *author = NULL;

  if (!*unzip_tool)
    {
      g_test_skip ("unzip is not installed");
      return;
    }
  l = report_test_load ("examples-1", TRUE, VALET_SCORING_IMPS);
  g_assert_true (valet_write_xlsx (l->report, path, &error));
  g_assert_no_error (error);
  sheet = zip_entry (path, "xl/worksheets/sheet1.xml");
  g_assert_nonnull (strstr (sheet, "<pageSetUpPr fitToPage=\"1\"/>"));
  g_assert_nonnull (strstr (sheet, "fitToHeight=\"0\""));
  g_assert_nonnull (strstr (sheet, "orientation=\"landscape\""));
  g_assert_nonnull (strstr (sheet, "&amp;P of &amp;N"));
  book = zip_entry (path, "xl/workbook.xml");
  g_assert_nonnull (strstr (book, ">Ranking!$5:$5</definedName>"));
  core = zip_entry (path, "docProps/core.xml");
  author = g_markup_printf_escaped ("<dc:creator>%s</dc:creator>", g_get_real_name ());
  g_assert_nonnull (strstr (core, author));
  /* The workbook names the program that made it in its comments (its
   * Application property is libxlsxwriter's, which cannot be changed
   * without packing the workbook again). */
  g_assert_nonnull (strstr (core, "<dc:description>Valet "));
  /* ... and its other parts are whole: the sheet was read above, and
   * unzip finds every part's checksum right. */
  const char *argv[] = { unzip_tool, "-tq", path, NULL };
  int status = -1;
  g_autofree char *out = NULL;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &out, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out, "No errors"));
  loaded_free (l);
}

/* The Method sheet's spreads list the luck-free score (headed @heading)
 * with the run's standard deviation across the field and its pairs. */
static void
assert_score_spread (GHashTable *cells, ValetRun *run, const char *heading)
{
  guint row = 0, n_pairs;
  double deviation;

  while (row < 200 && g_strcmp0 (cell (cells, 0, row), "Spread across the field") != 0)
    row++;
  g_assert_cmpuint (row, <, 200);
  while (g_strcmp0 (cell (cells, 0, row), heading) != 0)
    g_assert_nonnull (cell (cells, 0, ++row));
  g_assert_true (valet_run_field_spread (run, VALET_RANKING_OVERALL, &deviation, &n_pairs));
  g_assert_cmpfloat (deviation, >, 0);
  assert_number (cells, 1, row, deviation);
  assert_number (cells, 2, row, n_pairs);
}

static void
test_xlsx_method (void)
{
  Loaded *l;
  g_autofree char *path = g_build_filename (tmpdir, "method.xlsx", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GHashTable) cells = NULL;
  g_autoptr (GHashTable) by_key = g_hash_table_new (g_str_hash, g_str_equal);

  if (!*unzip_tool)
    {
      g_test_skip ("unzip is not installed");
      return;
    }
  l = report_test_load ("examples-1", FALSE, VALET_SCORING_MATCHPOINTS);
  g_assert_true (valet_write_xlsx (l->report, path, &error));
  cells = read_sheet (path, "Method");
  /* The options, then (after an empty row) the columns. */
  for (guint row = 1; row < 100; row++)
    if (cell (cells, 0, row) && !g_hash_table_contains (by_key, cell (cells, 0, row)))
      g_hash_table_insert (by_key, (gpointer) cell (cells, 0, row),
                           (gpointer) cell (cells, 1, row));
  g_assert_cmpstr (g_hash_table_lookup (by_key, "Scoring"), ==, "matchpoints");
  g_assert_cmpstr (g_hash_table_lookup (by_key, "Split"), ==, "cloud");
  g_assert_cmpstr (g_hash_table_lookup (by_key, "Opening lead scored separately"), ==, "no");
  g_assert_cmpstr (g_hash_table_lookup (by_key, "Compensation for the opponents' strength"), ==, "no");
  g_assert_cmpstr (g_hash_table_lookup (by_key, "Order"), ==, "overall");
  g_assert_cmpstr (g_hash_table_lookup (by_key, "Ranked by"), ==, "played");
  g_assert_cmpstr (g_hash_table_lookup (by_key, "Event"), ==, "examples-1");
  g_assert_true (g_str_has_prefix (g_hash_table_lookup (by_key, "Program"), "Valet "));
  g_assert_cmpstr (g_hash_table_lookup (by_key, "Datum"), ==, "mean");
  /* Each column of the ranking, with what it is. */
  for (guint i = 0; i < VALET_N_RANKING_COLUMNS; i++)
    {
      const ValetRankingColumn *c = valet_ranking_column (i);
      const char *heading = valet_ranking_column_title (c, &l->options);
      if (valet_ranking_column_present (c, &l->options))
        g_assert_cmpstr (g_hash_table_lookup (by_key, heading), ==,
                         valet_ranking_column_description (c));
    }
  g_assert_nonnull (g_hash_table_lookup (by_key, "Date"));
  g_assert_nonnull (g_hash_table_lookup (by_key, "Rounds scored"));
  g_assert_nonnull (strstr (g_hash_table_lookup (by_key, "How sure the numbers are"),
                            "95 % interval"));
  assert_score_spread (cells, valet_report_run (l->report), "Luck-free");
  /* How much each component varies across the field, the principles'
   * measure, with the run's numbers. */
  double bid_sd;
  g_assert_true (valet_run_component_spread (valet_report_run (l->report),
                                             VALET_COMPONENT_BID, &bid_sd, NULL));
  g_autofree char *bid_text = valet_display_number (bid_sd, 1, FALSE);
  g_autofree char *bid_sentence = g_strdup_printf ("the bidding varies by %s across", bid_text);
  g_assert_nonnull (strstr (g_hash_table_lookup (by_key, "How sure the numbers are"),
                            bid_sentence));

  /* Every other sheet is there too. */
  const char *sheets[] = { "Components", "Players", "Boards", "Results" };
  for (guint i = 0; i < G_N_ELEMENTS (sheets); i++)
    g_hash_table_unref (read_sheet (path, sheets[i]));
  loaded_free (l);
}

/* The Results sheet warns that with matchpoints a result's play, lead
 * and defence are on a doubled scale; at IMPs they add up, and it does
 * not. */
static void
test_xlsx_mp_note (void)
{
  const ValetScoring scorings[] = { VALET_SCORING_MATCHPOINTS, VALET_SCORING_IMPS };

  if (!*unzip_tool)
    {
      g_test_skip ("unzip is not installed");
      return;
    }
  for (guint k = 0; k < G_N_ELEMENTS (scorings); k++)
    {
      Loaded *l = report_test_load ("examples-1", TRUE, scorings[k]);
      g_autofree char *path = g_build_filename (tmpdir, "mp-note.xlsx", NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (GHashTable) cells = NULL;
      const char *note;

      g_assert_true (valet_write_xlsx (l->report, path, &error));
      g_assert_no_error (error);
      cells = read_sheet (path, "Results");
      /* The line above the header. */
      note = cell (cells, 0, 3);
      g_assert_nonnull (strstr (note, "the declaring side's"));
      g_assert_cmpint (strstr (note, "doubled scale") != NULL, ==,
                       scorings[k] == VALET_SCORING_MATCHPOINTS);
      loaded_free (l);
    }
}

/* Names in Windows-1252 come out in UTF-8. */
static void
test_xlsx_utf8 (void)
{
  g_autofree char *path = g_build_filename (tmpdir, "names.xlsx", NULL);
  g_autofree char *names = g_build_filename (tmpdir, "cp1252-names.txt", NULL);
  g_autofree char *scores = g_build_filename (tmpdir, "cp1252-scores.txt", NULL);
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  g_autoptr (GError) error = NULL;
  g_autoptr (GHashTable) cells = NULL;
  ValetOptions o;

  if (!*unzip_tool)
    {
      g_test_skip ("unzip is not installed");
      return;
    }
  g_assert_true (g_file_set_contents (names,
                 "a|M\xfcller Hans\nb|Nu\xf1" "ez Jos\xe9\nc|C\nd|D\n", -1, NULL));
  g_assert_true (g_file_set_contents (scores,
                 "1|1|a|c|b|d|3N|N|9\n1|1|b|d|a|c|4S|N|10\n", -1, NULL));
  valet_read_names (t, names, diag);
  valet_read_scores (t, scores, names, diag);
  valet_options_init (&o);
  g_autoptr (ValetRun) run = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
  g_autoptr (ValetReport) r = valet_report_new_for_run (run, "Caf\xc3\xa9");
  g_assert_true (valet_write_xlsx (r, path, &error));
  g_assert_no_error (error);
  cells = read_sheet (path, "Results");
  gboolean found = FALSE;
  GHashTableIter it;
  gpointer value;
  g_hash_table_iter_init (&it, cells);
  while (g_hash_table_iter_next (&it, NULL, &value))
    {
      g_assert_true (g_utf8_validate (value, -1, NULL));
      found |= strcmp (value, "M\xc3\xbcller Hans") == 0;
    }
  g_assert_true (found);
  valet_options_clear (&o);
}

static char *pdf_text (const char *pdf);

/* A report of two pairs, a-b and c-d; with @teams, a and b of Norway,
 * c of Italy and d of Spain.  The run reads @t, which must outlive it. */
static ValetReport *
team_report (gboolean teams, ValetTournament *t, ValetOptions *o)
{
  g_autofree char *names = g_build_filename (tmpdir, "team-names.txt", NULL);
  g_autofree char *scores = g_build_filename (tmpdir, "team-scores.txt", NULL);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  static const char *const team[] = { "Norway", "Norway", "Italy", "Spain" };

  g_assert_true (g_file_set_contents (names, "a|Ann Able\nb|Bob Best\nc|Cy Cole\nd|Di Dent\n",
                                      -1, NULL));
  g_assert_true (g_file_set_contents (scores,
                 "1|1|a|c|b|d|3N|N|9\n1|1|b|d|a|c|4S|N|10\n", -1, NULL));
  valet_read_names (t, names, diag);
  valet_read_scores (t, scores, names, diag);
  for (guint i = 0; teams && i < G_N_ELEMENTS (team); i++)
    {
      guint index;
      g_assert_true (valet_tournament_lookup_player (t, (char[]) { (char) ('a' + i), 0 },
                                                     &index));
      valet_tournament_set_player_team (t, index, team[i]);
    }
  valet_options_init (o);
  g_autoptr (ValetRun) run = valet_run_new (t, o, NULL, NULL, NULL, NULL);
  return valet_report_new_for_run (run, "Nations Cup");
}

/* Whether the workbook's Ranking sheet has a cell reading @text. */
static gboolean
sheet_has (GHashTable *cells, const char *text)
{
  GHashTableIter it;
  gpointer value;

  g_hash_table_iter_init (&it, cells);
  while (g_hash_table_iter_next (&it, NULL, &value))
    if (strcmp (value, text) == 0)
      return TRUE;
  return FALSE;
}

/* The ranking's Team column, in the workbook, the PDF and the web site:
 * there with each pair's team (once when both players share it, "A / B"
 * when not) where the input gives teams, and not there when it does
 * not. */
static void
test_team_column (void)
{
  for (int teams = 1; teams >= 0; teams--)
    {
      ValetOptions o;
      g_autoptr (ValetTournament) t = valet_tournament_new ();
      g_autoptr (ValetReport) r = team_report (teams, t, &o);
      g_autofree char *xlsx = g_build_filename (tmpdir, "teams.xlsx", NULL);
      g_autofree char *pdf = g_build_filename (tmpdir, "teams.pdf", NULL);
      g_autofree char *site = g_build_filename (tmpdir, teams ? "teams-site" : "no-teams-site",
                                                NULL);
      g_autoptr (GError) error = NULL;

      g_assert_true (valet_write_html (r, site, &error));
      g_assert_no_error (error);
      g_autofree char *index = report_test_read (site, "index.html");
      g_assert_true ((strstr (index, ">Team<th") != NULL) == teams);
      g_assert_true ((strstr (index, "<td class=\"text more\">Norway<") != NULL) == teams);
      g_assert_true ((strstr (index, "Italy / Spain") != NULL) == teams);
      report_test_remove_tree (site);

      if (*unzip_tool)
        {
          g_assert_true (valet_write_xlsx (r, xlsx, &error));
          g_assert_no_error (error);
          g_autoptr (GHashTable) cells = read_sheet (xlsx, "Ranking");
          g_assert_true (sheet_has (cells, "Team") == teams);
          g_assert_true (sheet_has (cells, "Norway") == teams);
          g_assert_true (sheet_has (cells, "Italy / Spain") == teams);
        }
      if (*pdftotext_tool)
        {
          g_assert_true (valet_write_pdf_sections (r, pdf, VALET_PAPER_A4, VALET_PDF_RANKING,
                                                   &error));
          g_assert_no_error (error);
          g_autofree char *text = pdf_text (pdf);
          g_assert_true ((strstr (text, "Team") != NULL) == teams);
          g_assert_true ((strstr (text, "Norway") != NULL) == teams);
          g_assert_true ((strstr (text, "Italy / Spain") != NULL) == teams);
        }
      valet_options_clear (&o);
    }
}

static char *pdf_text (const char *pdf);

/* A tournament in the text format from @names and @scores, written to
 * the scratch folder as @stem-names.txt and @stem-scores.txt and read
 * without a problem. */
static ValetTournament *
text_tournament (const char *stem, const char *names_text, const char *scores_text)
{
  g_autofree char *names_base = g_strconcat (stem, "-names.txt", NULL);
  g_autofree char *scores_base = g_strconcat (stem, "-scores.txt", NULL);
  g_autofree char *names = g_build_filename (tmpdir, names_base, NULL);
  g_autofree char *scores = g_build_filename (tmpdir, scores_base, NULL);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  ValetTournament *t = valet_tournament_new ();

  g_assert_true (g_file_set_contents (names, names_text, -1, NULL));
  g_assert_true (g_file_set_contents (scores, scores_text, -1, NULL));
  valet_read_names (t, names, diag);
  valet_read_scores (t, scores, names, diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  return t;
}

/* Results with an artificial score and corrections made in the app:
 * the Adjusted column in the workbook's and the PDF's ranking, and each
 * correction on the Method sheet and the PDF's method page. */
static void
test_adjusted_and_corrections (void)
{
  g_autoptr (ValetTournament) t =
    text_tournament ("adj", "a|Ann Able\nb|Bob Best\nc|Cy Cole\nd|Di Dent\n"
                     "e|Ed Eyre\nf|Fay Finn\ng|Gus Gray\nh|Hal Hood\n",
                     "1|1|a|c|b|d|4S|N|10\n1|1|e|g|f|h|4S|N|9\n"
                     "1|2|a|c|b|d|ADJ|-|60/40\n1|2|e|g|f|h|3N|N|9\n");
  const char *note = "Round 1, board 2, Ann Able–Bob Best v Cy Cole–Di Dent: 3NT N 9, now 60 %/40 %";
  ValetOptions o;

  valet_tournament_add_note (t, note);
  valet_options_init (&o);
  g_autoptr (ValetRun) run = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
  g_autoptr (ValetReport) r = valet_report_new_for_run (run, "Club night");
  g_autoptr (GError) error = NULL;

  if (*unzip_tool)
    {
      g_autofree char *xlsx = g_build_filename (tmpdir, "adjusted.xlsx", NULL);
      g_assert_true (valet_write_xlsx (r, xlsx, &error));
      g_assert_no_error (error);
      g_autoptr (GHashTable) ranking = read_sheet (xlsx, "Ranking");
      g_assert_true (sheet_has (ranking, "Adjusted"));
      g_autoptr (GHashTable) method = read_sheet (xlsx, "Method");
      g_assert_true (sheet_has (method, "Corrections"));
      g_assert_true (sheet_has (method, note));
    }
  if (*pdftotext_tool)
    {
      g_autofree char *pdf = g_build_filename (tmpdir, "adjusted.pdf", NULL);
      g_assert_true (valet_write_pdf_sections (r, pdf, VALET_PAPER_A4,
                                               VALET_PDF_METHOD | VALET_PDF_RANKING, &error));
      g_assert_no_error (error);
      g_autofree char *text = pdf_text (pdf);
      g_assert_nonnull (strstr (text, "Corrections"));
      g_assert_nonnull (strstr (text, "now 60 %/40 %"));
      g_assert_nonnull (strstr (text, "Adj."));
    }
  valet_options_clear (&o);
}

/* The row of the first cell of column A reading @text, or 0. */
static guint
sheet_row_of (GHashTable *cells, const char *text)
{
  GHashTableIter it;
  gpointer key, value;
  guint found = 0;

  g_hash_table_iter_init (&it, cells);
  while (g_hash_table_iter_next (&it, &key, &value))
    if (g_str_equal (value, text) && ((const char *) key)[0] == 'A'
        && g_ascii_isdigit (((const char *) key)[1]))
      {
        guint row = (guint) g_ascii_strtoull ((const char *) key + 1, NULL, 10);
        found = found ? MIN (found, row) : row;
      }
  return found;
}

/* A pair with a placeholder ("999" at three tables of a board) comes
 * after the ranked pairs, under a heading that says why, in the
 * workbook, the PDF and the web site alike. */
static void
test_placeholder (void)
{
  g_autoptr (ValetTournament) t =
    text_tournament ("ph", "a|Ann Able\nb|Bob Best\nc|Cy Cole\nd|Di Dent\n"
                     "e|Ed Eyre\nf|Fay Finn\ng|Gus Gray\n999|Nobody Known\n",
                     "1|1|a|999|b|999|4S|N|10\n1|1|c|999|d|e|4S|N|9\n1|1|f|g|999|e|3N|S|9\n"
                     "1|2|a|999|b|999|2H|E|8\n1|2|c|999|d|e|3C|S|9\n1|2|f|g|999|e|1N|N|7\n");
  const char *heading = "Pairs with a placeholder player";
  ValetOptions o;

  valet_options_init (&o);
  g_autoptr (ValetRun) run = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
  g_autoptr (ValetReport) r = valet_report_new_for_run (run, "Club night");
  g_autoptr (GError) error = NULL;
  g_assert_cmpuint (valet_run_n_ranked (run), ==, 3);
  g_assert_cmpuint (valet_run_n_unranked (run), ==, 3);

  g_autofree char *site = g_build_filename (tmpdir, "placeholder-site", NULL);
  g_assert_true (valet_write_html (r, site, &error));
  g_assert_no_error (error);
  g_autofree char *index = report_test_read (site, "index.html");
  const char *rule = strstr (index, heading);
  g_assert_nonnull (rule);
  g_assert_nonnull (strstr (rule, "Nobody Known"));
  g_assert_null (g_strstr_len (index, rule - index, "Nobody Known"));
  report_test_remove_tree (site);

  if (*unzip_tool)
    {
      g_autofree char *xlsx = g_build_filename (tmpdir, "placeholder.xlsx", NULL);
      g_assert_true (valet_write_xlsx (r, xlsx, &error));
      g_assert_no_error (error);
      g_autoptr (GHashTable) ranking = read_sheet (xlsx, "Ranking");
      guint at = sheet_row_of (ranking, heading);
      g_assert_cmpuint (at, >, 0);
      /* The names are in a column of their own: every placeholder pair
       * below the heading, every ranked pair above it. */
      GHashTableIter it;
      gpointer key, value;
      guint below = 0;
      g_hash_table_iter_init (&it, ranking);
      while (g_hash_table_iter_next (&it, &key, &value))
        if (strstr (value, " - ") != NULL)
          {
            const char *digits = (const char *) key;
            while (*digits && !g_ascii_isdigit (*digits))
              digits++;
            guint row = (guint) g_ascii_strtoull (digits, NULL, 10);
            g_assert_true ((strstr (value, "Nobody Known") != NULL) == (row > at));
            below += row > at;
          }
      g_assert_cmpuint (below, ==, 3);
    }
  if (*pdftotext_tool)
    {
      g_autofree char *pdf = g_build_filename (tmpdir, "placeholder.pdf", NULL);
      g_assert_true (valet_write_pdf_sections (r, pdf, VALET_PAPER_A4, VALET_PDF_RANKING,
                                               &error));
      g_assert_no_error (error);
      g_autofree char *text = pdf_text (pdf);
      const char *pdf_rule = strstr (text, heading);
      g_assert_nonnull (pdf_rule);
      g_assert_nonnull (strstr (pdf_rule, "Nobody Known"));
      g_assert_null (g_strstr_len (text, pdf_rule - text, "Nobody Known"));
    }
  valet_options_clear (&o);
}

static char *
pdf_text (const char *pdf)
{
  const char *argv[] = { pdftotext_tool, "-layout", pdf, "-", NULL };
  return run (argv);
}

static guint
count_ranking_pages (const char *text)
{
  g_auto (GStrv) pages = g_strsplit (text, "\f", -1);
  guint n = 0;
  for (guint i = 0; pages[i]; i++)
    n += strstr (pages[i], "Rank ") != NULL && strstr (pages[i], "Players") != NULL
         && strstr (pages[i], "How to read this report") == NULL;   /* the method's page */
  return n;
}

/* The method page says how sure the numbers are, and gives the score's
 * spread across the field as the run works it out (IMPs: two
 * decimals). */
static void
assert_pdf_method_spread (const char *page, ValetRun *run)
{
  double deviation;
  guint n_pairs;
  g_autofree char *spread = NULL;

  g_assert_nonnull (strstr (page, "How sure the numbers are"));
  g_assert_true (valet_run_field_spread (run, VALET_RANKING_OVERALL, &deviation, &n_pairs));
  spread = g_strdup_printf ("%.2f over %u pairs", deviation, n_pairs);
  g_assert_nonnull (strstr (page, spread));
}

/* The lines of @text that are a board of a pair page: round, board and
 * seat first ("   12    3  NS  ..."), read line by line (a regular
 * expression over the Olympiad's 50,000 lines took minutes). */
static guint
count_pair_board_lines (const char *text)
{
  guint n = 0;

  for (const char *line = text; *line != '\0';)
    {
      const char *end = strchr (line, '\n');
      const char *c = line;
      guint numbers = 0;

      for (; numbers < 2; numbers++)
        {
          while (*c == ' ')
            c++;
          if (!g_ascii_isdigit (*c))
            break;
          while (g_ascii_isdigit (*c))
            c++;
        }
      while (*c == ' ')
        c++;
      if (numbers == 2 && c > line && c[-1] == ' '
          && (g_str_has_prefix (c, "NS ") || g_str_has_prefix (c, "EW ")))
        n++;
      if (end == NULL)
        break;
      line = end + 1;
    }
  return n;
}

/* Pair pages: a heading for every pair that played, its rank and
 * numbers under it, and a line for each board it played, so two lines
 * a result in all; the leads with their suits' symbols.  The whole
 * report has them for a field of 4,000 results, and a note in their
 * place for the Olympiad's 24,000 (they would add 1,200 pages; asked
 * for by name, as above, they are written whatever the size: README). */
static void
test_pdf_pair_pages (void)
{
  if (!*pdftotext_tool)
    {
      g_test_skip ("pdftotext is not installed");
      return;
    }
  Loaded *l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_IMPS);
  ValetRun *run = valet_report_run (l->report);
  g_autofree char *path = g_build_filename (tmpdir, "pairs.pdf", NULL);
  g_autofree char *all_path = g_build_filename (tmpdir, "pairs-all.pdf", NULL);
  g_autoptr (GError) error = NULL;
  guint64 entries = 0;

  g_assert_true (valet_write_pdf_sections (l->report, path, VALET_PAPER_A4,
                                           VALET_PDF_RANKING | VALET_PDF_PAIRS, &error));
  g_assert_no_error (error);
  g_autofree char *text = pdf_text (path);
  for (guint b = 0; b < valet_run_n_boards (run); b++)
    {
      guint n;
      valet_run_board (run, b, NULL, &n);
      entries += n;
    }
  g_assert_nonnull (strstr (text, "Pair pages"));
  g_assert_cmpuint (count_pair_board_lines (text), ==, 2 * entries);
  for (guint k = 0; k < valet_run_n_ranked (run); k++)
    {
      const ValetPairScore *ps = valet_run_ranked (run, k);
      g_autofree char *name = valet_run_pair_name (run, ps);
      g_autofree char *rank = valet_report_rank_text (l->report, k);
      g_autofree char *line = g_strdup_printf ("%s\n", name);
      ValetComponents c;
      const char *at = strstr (text, "Pair pages");

      /* The pair's heading (past the ranking), its rank under it. */
      at = strstr (at, line);
      g_assert_nonnull (at);
      valet_run_pair_components (run, ps, &c);
      g_autofree char *summary = g_strdup_printf ("Rank %s · %u boards · ", rank,
                                                  (guint) lround (c.boards));
      const char *next = strchr (at, '\n') + 1;
      g_autofree char *under = g_strndup (next, strcspn (next, "\n"));
      g_assert_true (g_str_has_prefix (g_strchug (under), summary));
    }
  g_assert_true (valet_tournament_has_leads (valet_run_tournament (run)));
  g_assert_true (g_regex_match_simple ("[0-9]NT?.*[NESW] +(=|[+−][0-9]) +[♠♥♦♣][AKQJT2-9]", text,
                                       0, 0));

  /* The whole report of this field has the same pages. */
  g_assert_true (valet_write_pdf (l->report, all_path, VALET_PAPER_A4, &error));
  g_assert_no_error (error);
  g_autofree char *all = pdf_text (all_path);
  g_assert_cmpuint (count_pair_board_lines (all), ==, 2 * entries);
  g_assert_null (strstr (all, "Left out of the whole report"));
  loaded_free (l);

  /* The Olympiad's: a note in their place, and the pages asked for. */
  l = report_test_load ("2004-Istanbul-Olympiad", FALSE, VALET_SCORING_IMPS);
  g_assert_true (valet_write_pdf (l->report, all_path, VALET_PAPER_A4, &error));
  g_assert_no_error (error);
  g_free (all);
  all = pdf_text (all_path);
  g_assert_nonnull (strstr (all, "Left out of the whole report"));
  g_assert_cmpuint (count_pair_board_lines (all), ==, 0);
  loaded_free (l);
}

/* The pages say "Page N of M", the outline names the sections and the
 * rounds of the tableaux, and a document of the ranking alone has the
 * ranking's pages and nothing after them. */
static void
test_pdf_pages (void)
{
  Loaded *l;
  g_autofree char *path = g_build_filename (tmpdir, "pages.pdf", NULL);
  g_autofree char *ranking_path = g_build_filename (tmpdir, "ranking.pdf", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL, *ranking_text = NULL, *bytes = NULL;
  g_auto (GStrv) pages = NULL, ranking_pages = NULL;
  guint n = 0, n_ranking = 0, charts_at = 0, method_at = 0;
  gsize length;
  guint sections;

  if (!*pdftotext_tool)
    {
      g_test_skip ("pdftotext is not installed");
      return;
    }
  l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_IMPS);
  g_assert_true (valet_write_pdf (l->report, path, VALET_PAPER_A4, &error));
  g_assert_no_error (error);
  text = pdf_text (path);
  pages = g_strsplit (text, "\f", -1);
  while (pages[n] != NULL && pages[n][0] != '\0')
    n++;
  g_assert_cmpuint (n, >, 5);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *footer = g_strdup_printf ("Page %u of %u", i + 1, n);
      g_assert_nonnull (strstr (pages[i], footer));
      if (charts_at == 0 && strstr (pages[i], "Score per board and its components"))
        charts_at = i;
      if (method_at == 0 && strstr (pages[i], "How to read this report"))
        method_at = i;
    }
  g_assert_cmpuint (charts_at, >, 0);
  /* The ranking comes first; then a page that says what every column
   * of the ranking is, before the charts. */
  g_assert_cmpuint (method_at, >, 0);
  g_assert_cmpuint (method_at, <, charts_at);
  g_assert_null (strstr (pages[0], "How to read this report"));
  for (guint i = 0; i < VALET_N_RANKING_COLUMNS; i++)
    {
      const ValetRankingColumn *c = valet_ranking_column (i);
      g_autofree char *start = g_strndup (valet_ranking_column_description (c), 20);
      if (!valet_ranking_column_present (c, &l->options))
        continue;
      g_assert_nonnull (strstr (pages[method_at], valet_ranking_column_title (c, &l->options)));
      g_assert_nonnull (strstr (pages[method_at], start));
    }
  assert_pdf_method_spread (pages[method_at], valet_report_run (l->report));

  /* The outline's entries, as cairo writes them. */
  g_assert_true (g_file_get_contents (path, &bytes, &length, NULL));
  static const char *const entries[] = {
    "/Title (Ranking)", "/Title (Ranking chart)", "/Title (Tableaux)", "/Title (Round 1)",
  };
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      gsize k = 0, size = strlen (entries[i]);
      /* A PDF has NUL bytes: searched byte by byte. */
      while (k + size <= length && memcmp (bytes + k, entries[i], size) != 0)
        k++;
      g_assert_cmpuint (k + size, <=, length);
    }

  g_assert_true (valet_pdf_sections_from_string ("ranking", &sections));
  g_assert_cmpuint (sections, ==, VALET_PDF_RANKING);
  g_assert_true (valet_write_pdf_sections (l->report, ranking_path, VALET_PAPER_A4, sections,
                                           &error));
  g_assert_no_error (error);
  ranking_text = pdf_text (ranking_path);
  ranking_pages = g_strsplit (ranking_text, "\f", -1);
  while (ranking_pages[n_ranking] != NULL && ranking_pages[n_ranking][0] != '\0')
    n_ranking++;
  /* The ranking's pages, before the method page and the charts and
   * tableaux. */
  g_assert_cmpuint (n_ranking, ==, method_at);
  g_assert_null (strstr (ranking_text, "Tableaux"));
  g_assert_null (strstr (ranking_text, "Score per board and its components"));
  g_assert_cmpuint (count_ranking_pages (ranking_text), ==, count_ranking_pages (text));

  g_assert_true (valet_pdf_sections_from_string (" tableaux, ranking", &sections));
  g_assert_cmpuint (sections, ==, VALET_PDF_RANKING | VALET_PDF_TABLEAUX);
  g_assert_true (valet_pdf_sections_from_string ("ranking,pairs", &sections));
  g_assert_cmpuint (sections, ==, VALET_PDF_RANKING | VALET_PDF_PAIRS);
  g_assert_false (valet_pdf_sections_from_string ("ranking,players", &sections));
  g_assert_false (valet_pdf_sections_from_string ("", &sections));
  loaded_free (l);
}

/* The line of the pair ranked at @position (named @name, its score
 * @score as printed) has the half-width of the score's 95 % interval
 * right after the score, as the PDF prints it, and "≈" beside the rank
 * when the run cannot tell it from the pair above. */
static void
assert_pdf_sureness (char **lines, ValetRun *run, guint position, const char *name,
                     const char *score)
{
  const ValetPairScore *p = valet_run_ranked (run, position);
  double half;
  g_autofree char *expected = NULL;
  const char *line = NULL, *after;

  for (guint k = 0; lines[k] && line == NULL; k++)
    if (strstr (lines[k], name) && strstr (lines[k], score))
      line = lines[k];
  g_assert_nonnull (line);
  g_assert_true (valet_run_column_error (run, p, VALET_RANKING_BUTLER, NULL, &half));
  expected = g_strdup_printf ("%.2f ", half);
  after = strstr (line, score) + strlen (score);
  while (*after == ' ')
    after++;
  if (!g_str_has_prefix (after, expected))
    g_error ("pair %u: '%s' after the score, expected ± %s", position + 1, after, expected);
  g_assert_cmpint (strstr (line, "≈") != NULL && strstr (line, "≈") < strstr (line, name),
                   ==, !valet_run_separable (run, position));
}

/* The tableau of the board at @index (playing order) is headed with its
 * datum, written as the tableau's numbers are (a minus sign U+2212). */
static void
assert_pdf_datum (const char *text, ValetRun *run, guint index)
{
  guint n;
  const ValetEntry *entries;
  const ValetBoard *board = valet_run_board (run, index, &entries, &n);
  int datum = valet_run_board_datum (run, index);
  g_autofree char *heading = g_strdup_printf ("Round %u, board %u (%u results), "
                                              "North-South datum %s%d",
                                              board->round, board->board, n,
                                              datum < 0 ? "−" : "", ABS (datum));

  if (strstr (text, heading) == NULL)
    g_error ("no tableau headed '%s'", heading);
}

/* The tableau lines of the board at @index show, with the cloud split,
 * each line's score as played (Butler) and its luck beside the fair
 * score, as the principles' Example 7 table does.  Returns how many
 * lines have luck. */
static guint
assert_pdf_luck (char **lines, ValetReport *report, guint index)
{
  const ValetEntry *entries;
  guint n;
  ValetRun *run = valet_report_run (report);
  valet_run_board (run, index, &entries, &n);
  g_autoptr (GArray) rows = valet_tableau_rows (valet_report_tournament (report),
                                                valet_report_options (report), entries, n);
  guint lucky = 0;

  g_assert_true (valet_report_tableau_shown (report, VALET_TABLEAU_DECL_LUCK));
  for (guint i = 0; i < rows->len; i++)
    {
      const ValetTableauRow *tr = &g_array_index (rows, ValetTableauRow, i);
      double v[VALET_TABLEAU_N_VALUES];
      valet_report_tableau_values (report, tr, v);
      g_autofree char *played = valet_display_number (v[VALET_TABLEAU_DECL_PLAYED], 2, FALSE);
      g_autofree char *fair = valet_display_number (v[VALET_TABLEAU_DECL_OVERALL], 2, FALSE);
      g_autofree char *luck = valet_display_number (v[VALET_TABLEAU_DECL_LUCK], 2, FALSE);
      g_autofree char *cells = g_strdup_printf ("%s %s %s", played, fair, luck);
      gboolean found = FALSE;
      for (guint k = 0; lines[k] && !found; k++)
        {
          g_auto (GStrv) words = g_strsplit_set (lines[k], " ", -1);
          GString *one = g_string_new (NULL);
          for (guint w = 0; words[w]; w++)
            if (*words[w])
              g_string_append_printf (one, "%s%s", one->len ? " " : "", words[w]);
          found = strstr (one->str, tr->key) && strstr (one->str, cells);
          g_string_free (one, TRUE);
        }
      if (!found)
        g_error ("tableau line '%s' without '%s' in the PDF", tr->key, cells);
      lucky += strcmp (played, fair) != 0;
    }
  return lucky;
}

static void
test_pdf (void)
{
  Loaded *l, *small;
  g_autofree char *path = g_build_filename (tmpdir, "report.pdf", NULL);
  g_autofree char *small_path = g_build_filename (tmpdir, "small.pdf", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL, *small_text = NULL;

  if (!*pdftotext_tool)
    {
      g_test_skip ("pdftotext is not installed");
      return;
    }
  l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_IMPS);
  g_assert_true (valet_write_pdf (l->report, path, VALET_PAPER_A4, &error));
  g_assert_no_error (error);
  text = pdf_text (path);
  g_assert_nonnull (strstr (text, "2008-Mind-MenA"));
  g_assert_nonnull (strstr (text, "IMPs across the field"));

  /* Every pair with its score as played on its line. */
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; i < valet_run_n_ranked (valet_report_run (l->report)); i++)
    {
      const ValetPairScore *p = valet_run_ranked (valet_report_run (l->report), i);
      g_autofree char *name = valet_run_pair_name (valet_report_run (l->report), p);
      /* With a minus sign (U+2212) when it does not round to zero, as the
       * screen shows it, and without one when it does. */
      double overall = p->avg[VALET_COL_BUTLER];
      g_autofree char *score = g_strdup_printf (" %s%.2f ",
                                                overall <= -0.005 ? "−" : "", fabs (overall));
      gboolean tied;
      guint shared = valet_run_shared_rank (valet_report_run (l->report), i, &tied);
      g_autofree char *rank = g_strdup_printf ("%u%s ", shared, tied ? "=" : "");
      gboolean found = FALSE;
      for (guint k = 0; lines[k] && !found; k++)
        {
          const char *line = lines[k];
          while (*line == ' ')
            line++;
          found = strstr (line, name) && strstr (line, score)
                  && g_str_has_prefix (line, rank);
        }
      if (!found)
        g_error ("pair %u '%s' with%sis not in the PDF", i + 1, name, score);
      if (i < 10)
        assert_pdf_sureness (lines, valet_report_run (l->report), i, name, score);
    }
  assert_pdf_datum (text, valet_report_run (l->report), 0);
  assert_pdf_datum (text, valet_report_run (l->report), 5);
  guint lucky = 0;
  for (guint b = 0; b < 10; b++)
    lucky += assert_pdf_luck (lines, l->report, b);
  /* Not the fair score twice under two names. */
  g_assert_cmpuint (lucky, >, 0);
  g_assert_nonnull (strstr (text, "±: half-width of the score's 95 % interval"));

  /* The header repeats on each page of the ranking; more pairs, more
   * pages. */
  small = report_test_load ("examples-10", TRUE, VALET_SCORING_IMPS);
  g_assert_true (valet_write_pdf (small->report, small_path, VALET_PAPER_LETTER, &error));
  small_text = pdf_text (small_path);
  g_assert_cmpuint (valet_run_n_ranked (valet_report_run (small->report)), <,
                    valet_run_n_ranked (valet_report_run (l->report)));
  g_assert_cmpuint (count_ranking_pages (small_text), ==, 1);
  g_assert_cmpuint (count_ranking_pages (text), >=,
                    (valet_run_n_ranked (valet_report_run (l->report)) + 44) / 45);
  g_assert_cmpuint (count_ranking_pages (text), >, count_ranking_pages (small_text));
  loaded_free (small);
  loaded_free (l);
}

/* Pixels of exactly @rgb in an RGB24 image. */
static guint
count_colour (cairo_surface_t *s, const double rgb[3])
{
  guint32 want = ((guint32) (rgb[0] * 255 + 0.5) << 16)
                 | ((guint32) (rgb[1] * 255 + 0.5) << 8) | (guint32) (rgb[2] * 255 + 0.5);
  int w = cairo_image_surface_get_width (s), h = cairo_image_surface_get_height (s);
  int stride = cairo_image_surface_get_stride (s);
  const guchar *data = cairo_image_surface_get_data (s);
  guint n = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      n += (((const guint32 *) (data + y * stride))[x] & 0xFFFFFF) == want;
  return n;
}

/* Pixels unlike @background in rows @y0 to @y1 (not included). */
static guint
count_unlike_in (cairo_surface_t *s, guint32 background, int y0, int y1)
{
  int w = cairo_image_surface_get_width (s), h = cairo_image_surface_get_height (s);
  int stride = cairo_image_surface_get_stride (s);
  const guchar *data = cairo_image_surface_get_data (s);
  guint n = 0;

  for (int y = MAX (y0, 0); y < MIN (y1, h); y++)
    for (int x = 0; x < w; x++)
      n += (((const guint32 *) (data + y * stride))[x] & 0xFFFFFF) != background;
  return n;
}

static guint
count_unlike (cairo_surface_t *s, guint32 background)
{
  return count_unlike_in (s, background, 0, cairo_image_surface_get_height (s));
}

static void
check_chart (ValetReport *r, ValetChartKind kind, ValetChartPalette palette,
             guint n_colours)
{
  g_autofree char *path = g_build_filename (tmpdir, "chart.png", NULL);
  g_autoptr (GError) error = NULL;
  cairo_surface_t *s;
  guint32 background = palette == VALET_CHART_DARK ? 0x242424 : 0xFFFFFF;

  g_assert_true (valet_chart_write_png (r, kind, path, 900, 700, palette, &error));
  g_assert_no_error (error);
  s = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (s), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (s), ==, 900);
  /* Not blank: a good part of the picture is drawn. */
  g_assert_cmpuint (count_unlike (s, background), >, 900 * 700 / 50);
  for (guint c = 0; c < n_colours; c++)
    {
      double rgb[3];
      valet_chart_component_rgb (palette, c, rgb);
      if (count_colour (s, rgb) < 20)
        g_error ("chart %d, palette %d: the colour of component %u is missing",
                 kind, palette, c);
    }
  cairo_surface_destroy (s);
}

static void
test_charts (void)
{
  Loaded *l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_IMPS);
  Loaded *mp = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_MATCHPOINTS);

  for (ValetChartPalette p = VALET_CHART_LIGHT; p <= VALET_CHART_DARK; p++)
    {
      check_chart (l->report, VALET_CHART_RANKING, p, VALET_COMPONENT_ADJUSTED);
      check_chart (l->report, VALET_CHART_ROUNDS, p, VALET_COMPONENT_ADJUSTED);
      /* The scatter marks the first and last pairs in the first two. */
      check_chart (l->report, VALET_CHART_SCATTER, p, 2);
      check_chart (mp->report, VALET_CHART_RANKING, p, VALET_COMPONENT_ADJUSTED);
    }
  loaded_free (mp);
  loaded_free (l);
}

/* The shares of a pair add up to its score. */
static cairo_surface_t *
web_png (ValetReport *r, const char *name)
{
  g_autofree char *path = g_build_filename (tmpdir, name, NULL);
  g_autoptr (GError) error = NULL;
  cairo_surface_t *s;

  g_assert_true (valet_chart_write_web_png (r, path, VALET_CHART_LIGHT, &error));
  g_assert_no_error (error);
  s = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (s), ==, CAIRO_STATUS_SUCCESS);
  return s;
}

/* The ranking chart for a web page (valet-cli --chart-png): as wide as
 * a web page's content, a row of 22 pixels for each pair, the event's
 * title above (not there when the report has none), the scale above
 * the rows and below them; and a big field's first 100 pairs only,
 * with a note below. */
static void
test_web_png (void)
{
  Loaded *l = report_test_load ("examples-1", FALSE, VALET_SCORING_IMPS);
  ValetRun *run = valet_report_run (l->report);
  guint n = valet_run_n_ranked (run);
  g_autoptr (ValetReport) untitled = valet_report_new_for_run (run, "");
  cairo_surface_t *s = web_png (l->report, "web.png"), *u = web_png (untitled, "untitled.png");
  int w = cairo_image_surface_get_width (s), h = cairo_image_surface_get_height (s);
  double header = _valet_chart_png_header_height (w);
  ValetChartContext ch;
  ValetRankingLayout lay;

  g_assert_cmpuint (n, >, 40);
  g_assert_cmpuint (n, <=, 100);
  g_assert_cmpint (w, <=, 1200);
  g_assert_cmpint (w, >=, 800);
  g_assert_cmpint (h, >=, header + 22 * n);
  g_assert_cmpint (h, <=, header + 22 * n + 200);
  g_assert_cmpint (cairo_image_surface_get_height (u), ==, h);

  /* The title's line, above the method's: drawn, and blank untitled. */
  g_assert_cmpuint (count_unlike_in (s, 0xFFFFFF, 0, (int) (header * 0.55)), >, 50);
  g_assert_cmpuint (count_unlike_in (u, 0xFFFFFF, 0, (int) (header * 0.55)), ==, 0);

  /* The scale's numbers in the bands above the first row and below the
   * last, where nothing else is drawn. */
  _valet_chart_begin (&ch, NULL, w, h - header, l->report, VALET_CHART_LIGHT);
  _valet_chart_ranking_layout (&ch, w, h - header, 0, n, VALET_CHART_SCALE_ALL, &lay);
  g_assert_true (lay.labels_above);
  g_assert_cmpuint (count_unlike_in (s, 0xFFFFFF, (int) ceil (header + lay.top - ch.font * 1.3),
                                     (int) floor (header + lay.top) - 1), >, 20);
  g_assert_cmpuint (count_unlike_in (s, 0xFFFFFF, (int) ceil (header + lay.bottom) + 1,
                                     (int) floor (header + lay.bottom + ch.font * 1.5)), >, 20);
  _valet_chart_end (&ch);
  cairo_surface_destroy (s);
  cairo_surface_destroy (u);
  loaded_free (l);

  /* A field of more than 100 pairs: its first 100, and a note below. */
  l = report_test_load ("2004-Istanbul-Olympiad", FALSE, VALET_SCORING_IMPS);
  g_assert_cmpuint (valet_run_n_ranked (valet_report_run (l->report)), >, 100);
  s = web_png (l->report, "big.png");
  h = cairo_image_surface_get_height (s);
  g_assert_cmpint (cairo_image_surface_get_width (s), ==, w);
  g_assert_cmpint (h, >=, header + 22 * 100);
  g_assert_cmpint (h, <=, header + 22 * 100 + 250);
  g_assert_cmpuint (count_unlike_in (s, 0xFFFFFF, h - 30, h - 10), >, 50);
  cairo_surface_destroy (s);

  /* Asked for a picture taller than one can be: the longest side, the
   * pairs that fit at the height asked for, and the note below. */
  {
    g_autofree char *path = g_build_filename (tmpdir, "tall.png", NULL);
    g_autoptr (GError) error = NULL;

    g_assert_true (valet_chart_write_png (l->report, VALET_CHART_RANKING, path, 1000, 40000,
                                          VALET_CHART_LIGHT, &error));
    g_assert_no_error (error);
    s = cairo_image_surface_create_from_png (path);
    g_assert_cmpint (cairo_image_surface_get_height (s), ==, VALET_CHART_PNG_MAX_SIDE);
    g_assert_cmpuint (count_unlike_in (s, 0xFFFFFF, VALET_CHART_PNG_MAX_SIDE - 30,
                                       VALET_CHART_PNG_MAX_SIDE - 10), >, 50);
    cairo_surface_destroy (s);
  }
  loaded_free (l);
}

static void
test_components (void)
{
  Loaded *l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_IMPS);
  Loaded *mp = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_MATCHPOINTS);
  Loaded *both[] = { l, mp };

  for (guint k = 0; k < G_N_ELEMENTS (both); k++)
    for (guint i = 0; i < valet_run_n_ranked (valet_report_run (both[k]->report)); i++)
      {
        const ValetPairScore *p = valet_run_ranked (valet_report_run (both[k]->report), i);
        ValetComponents c;
        double sum = k == 1 ? 50 : 0, rounds_sum = 0;
        guint boards = 0;
        g_autoptr (GArray) rounds = valet_run_pair_rounds (valet_report_run (both[k]->report), p);

        valet_run_pair_components (valet_report_run (both[k]->report), p, &c);
        for (int j = 0; j < VALET_N_COMPONENTS; j++)
          sum += c.share[j];
        g_assert_cmpfloat_with_epsilon (sum, c.total, 1e-6);
        for (guint j = 0; j < rounds->len; j++)
          {
            const ValetComponents *rc = &g_array_index (rounds, ValetRoundComponents, j).c;
            boards += rc->boards;
            rounds_sum += rc->total * rc->boards;
          }
        g_assert_cmpuint (boards, ==, c.boards);
        /* Single-precision rounding in the engine's entries. */
        g_assert_cmpfloat_with_epsilon (rounds_sum / boards, c.total, 1e-4);
      }
  loaded_free (mp);
  loaded_free (l);
}

/* A workbook written over an earlier one keeps its permissions, names
 * Valet in its comments, and leaves no other file in the folder. */
static void
test_xlsx_replace (void)
{
  Loaded *l = report_test_load ("examples-1", TRUE, VALET_SCORING_IMPS);
  g_autofree char *dir = g_build_filename (tmpdir, "replace", NULL);
  g_autofree char *path = g_build_filename (dir, "private.xlsx", NULL);
  g_autofree char *core = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) d = NULL;
  GStatBuf st;

  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  g_assert_true (valet_write_xlsx (l->report, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  g_assert_true (valet_write_xlsx (l->report, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);
  if (*unzip_tool)
    {
      core = zip_entry (path, "docProps/core.xml");
      g_assert_nonnull (strstr (core, "<dc:description>Valet "));
    }
  d = g_dir_open (dir, 0, NULL);
  for (const char *name; (name = g_dir_read_name (d));)
    g_assert_cmpstr (name, ==, "private.xlsx");
  report_test_remove_tree (dir);
  loaded_free (l);
}

static gboolean
export_xlsx (const char *target, char **message, gpointer data)
{
  g_autoptr (GError) error = NULL;

  if (valet_write_xlsx (data, target, &error))
    return TRUE;
  g_assert_nonnull (error);
  *message = g_strdup (error->message);
  return FALSE;
}

/* A disk that fills up while the workbook is written, its temporary
 * files and $TMPDIR on it: each export that fails says so and leaves
 * the earlier workbook as it was; the one that succeeds is whole. */
static void
test_xlsx_full_disk (void)
{
  Loaded *l;

  if (no_full_disk)
    {
      g_test_skip (no_full_disk);
      return;
    }
  l = report_test_load ("examples-1", TRUE, VALET_SCORING_IMPS);
  g_assert_cmpuint (full_disk_exercise (tmpdir, export_xlsx, l->report, 4096, "Players"), >, 0);
  loaded_free (l);
}

/* A pair's rounds summed from the entries it played (as the site's
 * pair pages do) are those of the walk through every board, to the
 * bit; entries of other pairs and references past the end are passed
 * over. */
static void
test_rounds_of (void)
{
  Loaded *l = report_test_load ("2008-Mind-MenA", TRUE, VALET_SCORING_MATCHPOINTS);
  ValetRun *run = valet_report_run (l->report);
  g_autoptr (GArray) every = g_array_new (FALSE, FALSE, sizeof (ValetEntryRef));

  for (guint b = 0; b < valet_run_n_boards (run); b++)
    {
      guint n;
      valet_run_board (run, b, NULL, &n);
      for (guint i = 0; i < n; i++)
        g_array_append_val (every, ((ValetEntryRef) { b, i }));
    }
  g_array_append_val (every, ((ValetEntryRef) { 0, G_MAXUINT }));
  g_array_append_val (every, ((ValetEntryRef) { G_MAXUINT, 0 }));
  for (guint k = 0; k < valet_run_n_ranked (run); k++)
    {
      const ValetPairScore *p = valet_run_ranked (run, k);
      g_autoptr (GArray) walk = valet_run_pair_rounds (run, p);
      g_autoptr (GArray) of = valet_run_pair_rounds_of (run, p, (ValetEntryRef *) every->data,
                                                         every->len);
      g_assert_cmpuint (walk->len, >, 0);
      g_assert_cmpuint (of->len, ==, walk->len);
      g_assert_cmpmem (of->data, of->len * sizeof (ValetRoundComponents),
                       walk->data, walk->len * sizeof (ValetRoundComponents));
    }
  loaded_free (l);
}

/* A failed export leaves nothing behind and an earlier file alone. */
static void
test_failed_export (void)
{
  Loaded *l = report_test_load ("examples-1", TRUE, VALET_SCORING_IMPS);
  g_autofree char *dir = g_build_filename (tmpdir, "target", NULL);
  g_autofree char *missing = g_build_filename (tmpdir, "no-such-folder", "x.pdf", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) d = NULL;

  /* A folder in the way: the rename fails. */
  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  g_assert_false (valet_write_pdf (l->report, dir, VALET_PAPER_A4, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (valet_write_xlsx (l->report, dir, &error));
  g_clear_error (&error);
  g_assert_false (valet_chart_write_png (l->report, VALET_CHART_RANKING, dir, 100, 100,
                                         VALET_CHART_LIGHT, &error));
  g_clear_error (&error);
  g_assert_true (g_file_test (dir, G_FILE_TEST_IS_DIR));
  g_assert_false (valet_write_pdf (l->report, missing, VALET_PAPER_A4, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);

  /* No temporary file is left in the folder. */
  d = g_dir_open (tmpdir, 0, NULL);
  for (const char *name; (name = g_dir_read_name (d));)
    g_assert_false (name[0] == '.');
  loaded_free (l);
}

int
main (int argc, char **argv)
{
  /* First, while the program has a single thread. */
  if (!full_disk_init (&no_full_disk))
    g_assert_nonnull (no_full_disk);
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 4);
  report_test_set_fixtures (argv[1]);
  unzip_tool = argv[2];
  pdftotext_tool = argv[3];
  tmpdir = g_dir_make_tmp ("valet-report-XXXXXX", NULL);
  g_assert_nonnull (tmpdir);

  g_test_add_func ("/report/components", test_components);
  g_test_add_func ("/report/shared-ranks", test_shared_ranks);
  g_test_add_func ("/report/headline", test_headline);
  g_test_add_func ("/report/xlsx/ranking", test_xlsx_ranking);
  g_test_add_func ("/report/xlsx/method", test_xlsx_method);
  g_test_add_func ("/report/xlsx/print", test_xlsx_print);
  g_test_add_func ("/report/xlsx/mp-note", test_xlsx_mp_note);
  g_test_add_func ("/report/xlsx/utf8", test_xlsx_utf8);
  g_test_add_func ("/report/xlsx/replace", test_xlsx_replace);
  g_test_add_func ("/report/xlsx/full-disk", test_xlsx_full_disk);
  g_test_add_func ("/report/pdf", test_pdf);
  g_test_add_func ("/report/pdf/pages", test_pdf_pages);
  g_test_add_func ("/report/team-column", test_team_column);
  g_test_add_func ("/report/adjusted-and-corrections", test_adjusted_and_corrections);
  g_test_add_func ("/report/placeholder", test_placeholder);
  g_test_add_func ("/report/charts", test_charts);
  g_test_add_func ("/report/charts/web-png", test_web_png);
  g_test_add_func ("/report/failed-export", test_failed_export);
  g_test_add_func ("/report/rounds-of", test_rounds_of);
  g_test_add_func ("/report/pdf-pair-pages", test_pdf_pair_pages);

  int status = g_test_run ();
  if (status == 0)
    {
      const char *argv_rm[] = { "rm", "-rf", tmpdir, NULL };
      g_spawn_sync (NULL, (char **) argv_rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                    NULL, NULL, NULL, NULL);
    }
  return status;
}
