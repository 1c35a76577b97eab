/* test-report-teams.c: the team ranking in the reports: the PDF's table
 * after the ranking, the workbook's Teams sheet and the site's
 * teams.html, linked from the index, where the results name teams, and
 * none of them where they do not. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "report-test-support.h"
#include "valet-html-writer.h"
#include "valet-pdf-writer.h"
#include "valet-text-reader.h"
#include "valet-xlsx-writer.h"

static const char *unzip_tool;
static const char *pdftotext_tool;
static char *tmpdir;

/* Red sits North-South at both tables; Blue East-West at the first;
 * the second's East-West names no team. */
static const char team_names[] =
  "a|Anna|Red\nb|Bert|Blue\nc|Cleo|Red\nd|Dirk|Blue\n"
  "e|Ella|Red\nf|Finn\ng|Gina|Red\nh|Hugo\n";
static const char plain_names[] =
  "a|Anna\nb|Bert\nc|Cleo\nd|Dirk\ne|Ella\nf|Finn\ng|Gina\nh|Hugo\n";
static const char scores[] =
  "1|1|a|b|c|d|4H|S|10\n1|1|e|f|g|h|4H|S|9\n"
  "1|2|a|b|c|d|3N|N|8\n1|2|e|f|g|h|3N|N|10\n"
  "1|3|a|b|c|d|2S|E|8\n1|3|e|f|g|h|2S|E|9\n";

static ValetReport *
club_report (gboolean teams, ValetTournament **t)
{
  const char *names = teams ? team_names : plain_names;
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  ValetOptions o;

  *t = valet_tournament_new ();
  valet_parse_names (*t, names, strlen (names), "names.txt", diag);
  valet_parse_scores (*t, scores, strlen (scores), "scores.txt", "names.txt", diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  valet_tournament_seal (*t);
  valet_options_init (&o);
  g_autoptr (ValetRun) run = valet_run_new (*t, &o, NULL, NULL, NULL, NULL);
  valet_options_clear (&o);
  return valet_report_new_for_run (run, "Club");
}

static char *
run_tool (const char *const *argv)
{
  char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_cmpint (report_test_run (argv[0], argv + 1, &out, &err), ==, 0);
  return out;
}

static void
test_site (void)
{
  for (int teams = 1; teams >= 0; teams--)
    {
      g_autoptr (ValetTournament) t = NULL;
      g_autoptr (ValetReport) r = club_report (teams, &t);
      g_autofree char *site = g_build_filename (tmpdir, teams ? "site" : "plain-site", NULL);
      g_autoptr (GError) error = NULL;

      g_assert_true (valet_write_html (r, site, &error));
      g_assert_no_error (error);
      g_autofree char *index = report_test_read (site, "index.html");
      g_autofree char *page = g_build_filename (site, "teams.html", NULL);
      g_assert_true ((strstr (index, "<a href=teams.html>") != NULL) == teams);
      g_assert_true (g_file_test (page, G_FILE_TEST_EXISTS) == teams);
      if (teams)
        {
          g_autofree char *text = report_test_read (site, "teams.html");
          g_assert_nonnull (strstr (text, "compared across the whole field"));
          g_assert_nonnull (strstr (text, "<td class=\"text\">Red<td>2<td>6<td data-v="));
          g_assert_nonnull (strstr (text, "<td class=\"text\">Blue<td>1<td>3<td data-v="));
          g_assert_nonnull (strstr (text, "<span class=\"count\">± "));
          g_assert_nonnull (strstr (text, "<a href=index.html>"));
        }
      report_test_remove_tree (site);
    }
}

static void
test_xlsx (void)
{
  if (*unzip_tool == '\0')
    {
      g_test_skip ("unzip is not installed");
      return;
    }
  for (int teams = 1; teams >= 0; teams--)
    {
      g_autoptr (ValetTournament) t = NULL;
      g_autoptr (ValetReport) r = club_report (teams, &t);
      g_autofree char *xlsx = g_build_filename (tmpdir, "club.xlsx", NULL);
      g_autoptr (GError) error = NULL;

      g_assert_true (valet_write_xlsx (r, xlsx, &error));
      g_assert_no_error (error);
      const char *wb_argv[] = { unzip_tool, "-p", xlsx, "xl/workbook.xml", NULL };
      g_autofree char *wb = run_tool (wb_argv);
      g_assert_true ((strstr (wb, "<sheet name=\"Teams\"") != NULL) == teams);
      /* Right after the ranking. */
      g_assert_true ((strstr (wb, "<sheet name=\"Ranking\" sheetId=\"1\"") != NULL));
      if (teams)
        {
          g_assert_nonnull (strstr (wb, "<sheet name=\"Teams\" sheetId=\"2\""));
          const char *sheet_argv[] = { unzip_tool, "-p", xlsx, "xl/worksheets/sheet2.xml",
                                       NULL };
          g_autofree char *sheet = run_tool (sheet_argv);
          g_assert_nonnull (strstr (sheet, "<t>Red</t>"));
          g_assert_nonnull (strstr (sheet, "<t>Blue</t>"));
          g_assert_nonnull (strstr (sheet, "<t>± 95 %</t>"));
          g_assert_nonnull (strstr (sheet, "compared across the whole field"));
        }
      g_remove (xlsx);
    }
}

static void
test_pdf (void)
{
  if (*pdftotext_tool == '\0')
    {
      g_test_skip ("pdftotext is not installed");
      return;
    }
  for (int teams = 1; teams >= 0; teams--)
    {
      g_autoptr (ValetTournament) t = NULL;
      g_autoptr (ValetReport) r = club_report (teams, &t);
      g_autofree char *pdf = g_build_filename (tmpdir, "club.pdf", NULL);
      g_autoptr (GError) error = NULL;

      g_assert_true (valet_write_pdf_sections (r, pdf, VALET_PAPER_A4, VALET_PDF_RANKING,
                                               &error));
      g_assert_no_error (error);
      const char *argv[] = { pdftotext_tool, "-layout", pdf, "-", NULL };
      g_autofree char *text = run_tool (argv);
      g_assert_true ((strstr (text, "Teams, ranked by the score as played") != NULL) == teams);
      g_assert_true ((strstr (text, "compared across the whole field") != NULL) == teams);
      if (teams)
        {
          /* After the pair ranking. */
          g_assert_true (strstr (text, "Teams, ranked") > strstr (text, "Anna"));
          g_assert_true (g_regex_match_simple ("\\b[12]\\s+Red\\s+2\\s+6\\s", text, 0, 0));
          g_assert_true (g_regex_match_simple ("\\b[12]\\s+Blue\\s+1\\s+3\\s", text, 0, 0));
        }
      g_remove (pdf);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 3);
  unzip_tool = argv[1];
  pdftotext_tool = argv[2];
  tmpdir = g_dir_make_tmp ("valet-report-teams-XXXXXX", NULL);
  g_assert_nonnull (tmpdir);
  g_test_add_func ("/report-teams/site", test_site);
  g_test_add_func ("/report-teams/xlsx", test_xlsx);
  g_test_add_func ("/report-teams/pdf", test_pdf);
  int status = g_test_run ();
  report_test_remove_tree (tmpdir);
  g_free (tmpdir);
  return status;
}
