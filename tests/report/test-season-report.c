/* test-season-report.c: what every format of the season report says
 * (valet-season-report.h): the title with the selection, the first and
 * last day of the events (dates that are no day left out), the events
 * and boards, the units and the rule of the minimum of boards, and the
 * columns: the text ranking's, each share with its ± besides.  The formats themselves are read back in
 * check-season-report.py. */
#include <glib.h>
#include <string.h>

#include "valet-season-report.h"
#include "valet-season-writer.h"

static void
test_summary (void)
{
  ValetSeasonOptions options;
  valet_season_options_init (&options);
  g_autoptr (ValetSeason) season = valet_season_new (&options);
  g_autoptr (ValetSeasonReport) r = valet_season_report_new (season, "Tuesday", 12);

  g_assert_cmpstr (valet_season_report_title (r), ==, "Season: Tuesday");
  valet_season_report_add_event (r, "B", "2026-03-31", 27, 162);
  valet_season_report_add_event (r, "Undated", NULL, 24, 144);
  valet_season_report_add_event (r, "Spring", "spring", 24, 144);
  valet_season_report_add_event (r, "A", "2026-01-06", 30, 180);
  g_autofree char *summary = valet_season_report_summary (r);
  g_assert_cmpstr (summary, ==, "4 events from 2026-01-06 to 2026-03-31, 105 boards");
  g_autofree char *rule = valet_season_report_rule (r);
  g_assert_nonnull (strstr (rule, "at least 12 boards played"));
  g_assert_cmpuint (valet_season_report_n_events (r), ==, 4);
  g_assert_cmpstr (valet_season_report_event (r, 1)->name, ==, "Undated");
  g_assert_null (valet_season_report_event (r, 1)->date);

  g_autoptr (ValetSeasonReport) one = valet_season_report_new (season, NULL, 0);
  g_assert_cmpstr (valet_season_report_title (one), ==, "Season");
  valet_season_report_add_event (one, "A", "2026-01-06", 1, 4);
  g_autofree char *single = valet_season_report_summary (one);
  g_assert_cmpstr (single, ==, "1 event on 2026-01-06, 1 board");
  g_autofree char *at_least_one = valet_season_report_rule (one);
  g_assert_nonnull (strstr (at_least_one, "at least 1 board played"));
}

/* The columns, as the text ranking heads them. */
static void
test_columns (void)
{
  ValetSeasonOptions options;
  valet_season_options_init (&options);
  g_autoptr (ValetSeason) season = valet_season_new (&options);
  g_autoptr (ValetSeasonReport) r = valet_season_report_new (season, "all", 1);
  /* The report's: each share with its ±. */
  const char *want[2] = { "Rank Pair Events Boards Played ± Total ± Bid ± Play ± Lead ± Def ±",
                          "Rank Player Events Boards Played ± Total ± Bid ± Play ± Lead ± "
                          "Def ± Own play Hands Own lead Leads" };
  /* The text ranking's, the same without the shares' ±. */
  const char *text_want[2] = { "Rank Pair Events Boards Played ± Total ± Bid Play Lead Def",
                               "Rank Player Events Boards Played ± Total ± Bid Play Lead Def "
                               "Own play Hands Own lead Leads" };
  g_autoptr (GString) text = g_string_new (NULL);

  for (int table = 0; table < 2; table++)
    {
      guint n;
      const ValetSeasonColumn *cols = valet_season_report_columns (r, table, &n);
      g_autoptr (GString) heads = g_string_new (NULL);
      g_autoptr (GString) text_heads = g_string_new (NULL);
      for (guint c = 0; c < n; c++)
        {
          gboolean share_pm = cols[c].kind == VALET_SEASON_COLUMN_HALF_WIDTH
                              && cols[c].value != VALET_SEASON_PLAYED
                              && cols[c].value != VALET_SEASON_TOTAL;
          g_string_append_printf (heads, "%s%s", c ? " " : "", cols[c].heading);
          if (!share_pm)
            g_string_append_printf (text_heads, "%s%s", c ? " " : "", cols[c].heading);
        }
      g_assert_cmpstr (heads->str, ==, want[table]);
      g_assert_cmpstr (text_heads->str, ==, text_want[table]);
      /* And the text writer's header line, its spaces aside. */
      g_string_truncate (text, 0);
      valet_season_write (text, season, table, VALET_FORMAT_TEXT, NULL);
      g_auto (GStrv) words = g_strsplit_set (text->str, " \n", -1);
      g_autoptr (GString) joined = g_string_new (NULL);
      for (guint i = 0; words[i]; i++)
        if (*words[i])
          g_string_append_printf (joined, "%s%s", joined->len ? " " : "", words[i]);
      g_assert_cmpstr (joined->str, ==, text_want[table]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/season-report/summary", test_summary);
  g_test_add_func ("/season-report/columns", test_columns);
  return g_test_run ();
}
