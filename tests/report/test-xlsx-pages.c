/* The workbook as a spreadsheet program prints it: LibreOffice converts
 * it to PDF with the workbook's own print setup (landscape, fitted to
 * the width, the header row on every page), and the Ranking sheet takes
 * at most 3 pages per 100 pairs.  Skipped where LibreOffice (soffice) or
 * pdftotext is not installed. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "valet-report.h"
#include "valet-run.h"
#include "valet-xlsx-writer.h"

#define N_TABLES 150    /* 300 pairs */
#define N_BOARDS 2

static const char *soffice_tool;
static const char *pdftotext_tool;

/* Names as long as real ones: "Firstname0123 Lastname0123". */
static ValetTournament *
field (void)
{
  ValetTournament *t = valet_tournament_new ();
  static const struct { guint8 level, denom; } contracts[] = {
    { 4, VALET_SPADES }, { 3, VALET_NOTRUMP }, { 2, VALET_HEARTS }, { 5, VALET_DIAMONDS },
  };

  for (guint p = 0; p < 4 * N_TABLES; p++)
    {
      g_autofree char *tag = g_strdup_printf ("%u", p + 1);
      g_autofree char *name = g_strdup_printf ("Firstname%04u Lastname%04u", p, p);
      g_assert_true (valet_tournament_add_player (t, tag, name, p + 1));
    }
  for (guint b = 0; b < N_BOARDS; b++)
    for (guint table = 0; table < N_TABLES; table++)
      {
        ValetResult r = { .round = 1, .board = b + 1 };
        for (guint seat = 0; seat < 4; seat++)
          r.player[seat] = 4 * table + seat;
        r.level = contracts[(table + b) % 4].level;
        r.denom = contracts[(table + b) % 4].denom;
        r.declarer = (table + b) % 4;
        r.tricks = 6 + r.level + (table % 3) - 1;
        r.line = b * N_TABLES + table + 1;
        valet_tournament_add_result (t, &r);
      }
  valet_tournament_seal (t);
  return t;
}

static char *
run (const char *const *argv)
{
  g_autofree char *out = NULL;
  g_autoptr (GError) error = NULL;
  int status = -1;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_steal_pointer (&out);
}

static void
test_ranking_pages (void)
{
  if (*soffice_tool == '\0' || *pdftotext_tool == '\0')
    {
      g_test_skip ("LibreOffice or pdftotext is not installed");
      return;
    }
  g_autofree char *dir = g_dir_make_tmp ("valet-xlsx-pages-XXXXXX", NULL);
  g_autofree char *xlsx = g_build_filename (dir, "field.xlsx", NULL);
  g_autofree char *pdf = g_build_filename (dir, "field.pdf", NULL);
  g_autofree char *profile = g_strconcat ("-env:UserInstallation=file://", dir, "/profile", NULL);
  g_autoptr (ValetTournament) t = field ();
  g_autoptr (GError) error = NULL;
  ValetOptions o;

  valet_options_init (&o);
  g_autoptr (ValetRun) r = valet_run_new (t, &o, NULL, NULL, NULL, NULL);
  g_autoptr (ValetReport) report = valet_report_new_for_run (r, "Pages");
  guint pairs = valet_run_n_ranked (r) + valet_run_n_unranked (r);
  g_assert_cmpuint (pairs, ==, 2 * N_TABLES);
  g_assert_true (valet_write_xlsx (report, xlsx, &error));
  g_assert_no_error (error);

  const char *convert[] = { soffice_tool, profile, "--headless", "--convert-to", "pdf",
                            "--outdir", dir, xlsx, NULL };
  g_free (run (convert));
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));
  const char *to_text[] = { pdftotext_tool, "-layout", pdf, "-", NULL };
  g_autofree char *text = run (to_text);

  /* Each sheet's first page opens with its title, "Pages: <sheet>"; the
   * Ranking sheet's pages are those before the next sheet's. */
  g_auto (GStrv) pages = g_strsplit (text, "\f", -1);
  g_assert_true (g_str_has_prefix (pages[0], "Pages: Ranking"));
  guint n = 1;
  while (pages[n] != NULL && !g_str_has_prefix (pages[n], "Pages: "))
    {
      /* The header row is repeated on every page. */
      g_assert_nonnull (strstr (pages[n], "Players"));
      n++;
    }
  g_assert_nonnull (pages[n]);
  g_test_message ("Ranking sheet: %u pages for %u pairs", n, pairs);
  g_assert_cmpuint (n * 100, <=, 3 * pairs);
  /* The pairs are on them. */
  for (guint table = 0; table < N_TABLES; table += 37)
    {
      g_autofree char *north = g_strdup_printf ("Firstname%04u Lastname%04u", 4 * table,
                                                4 * table);
      gboolean found = FALSE;
      for (guint i = 0; i < n && !found; i++)
        found = strstr (pages[i], north) != NULL;
      g_assert_true (found);
    }
  valet_options_clear (&o);
  const char *rm[] = { "rm", "-rf", dir, NULL };
  g_spawn_sync (NULL, (char **) rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL,
                NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 3);
  soffice_tool = argv[1];
  pdftotext_tool = argv[2];
  g_test_add_func ("/report/xlsx/libreoffice-pages", test_ranking_pages);
  return g_test_run ();
}
