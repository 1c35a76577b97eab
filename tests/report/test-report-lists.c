/* test-report-lists.c: the reports valet-cli writes for a Mitchell of
 * two sections: with --by-direction one ranking table per list of the
 * movement ("Section A, North-South" ... in that order), each ranked
 * within itself, in the web site, the PDF and the workbook; without it
 * the one table; the "No." column in both.
 *   test-report-lists VALET_CLI UNZIP PDFTOTEXT */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

static const char *cli, *unzip_tool, *pdftotext_tool;

static const char *const headings[] = {
  "Section A, North-South", "Section A, East-West", "Section B, North-South",
  "Section B, East-West",
};

/* Three tables and three boards in each of sections A and B. */
static char *
mitchell_pbn (void)
{
  GString *s = g_string_new ("% PBN 2.1\n");
  for (guint b = 1; b <= 3; b++)
    {
      g_string_append_printf (s, "\n[Event \"Club\"]\n[Board \"%u\"]\n[Dealer \"N\"]\n"
                              "[Vulnerable \"None\"]\n[ScoreTable \"Table\\2R;Section\\1R;"
                              "PairId_NS\\2R;PairId_EW\\2R;Names_NS\\20L;Names_EW\\20L;"
                              "Contract\\4L;Declarer\\1R;Result\\2R\"]\n", b);
      for (const char *sec = "AB"; *sec; sec++)
        for (guint i = 1; i <= 3; i++)
          {
            guint j = (i + b - 2) % 3 + 1;
            g_string_append_printf (s, "%u %c %u %u \"North%c%u - South%c%u\" "
                                    "\"East%c%u - West%c%u\" 3NT N %u\n",
                                    i, *sec, i, j, *sec, i, *sec, i, *sec, j, *sec, j,
                                    6 + (i * 5 + b * 3 + (*sec == 'B')) % 7);
          }
    }
  return g_string_free (s, FALSE);
}

static char *
run (const char *const *argv)
{
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  int status = 0;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL | G_SPAWN_SEARCH_PATH, NULL,
                               NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

/* The reports of the Mitchell, into @dir: r.pdf, r.xlsx and site/. */
static void
write_reports (const char *dir, gboolean by_direction)
{
  g_autofree char *input = g_build_filename (dir, "club.pbn", NULL);
  g_autofree char *pdf = g_build_filename (dir, "r.pdf", NULL);
  g_autofree char *xlsx = g_build_filename (dir, "r.xlsx", NULL);
  g_autofree char *site = g_build_filename (dir, "site", NULL);
  g_autofree char *pbn = mitchell_pbn ();
  g_assert_true (g_file_set_contents (input, pbn, -1, NULL));
  const char *argv[] = { cli, "--input", input, "-v", "matchpoints", "--pdf", pdf, "--xlsx",
                         xlsx, "--html", site, by_direction ? "--by-direction" : NULL, NULL };
  g_free (run (argv));
}

/* @text holds each of the headings, in order, each followed by its
 * list's three pairs before the next; FALSE when it holds none. */
static gboolean
assert_lists_in (const char *text, const char *what)
{
  const char *at[4];
  guint found = 0;
  for (guint i = 0; i < 4; i++)
    found += (at[i] = strstr (text, headings[i])) != NULL;
  if (found == 0)
    return FALSE;
  g_assert_cmpuint (found, ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      const char *end = i < 3 ? at[i + 1] : text + strlen (text);
      g_assert_true (end > at[i]);
      char sec = i < 2 ? 'A' : 'B';
      const char *who = i % 2 ? "East" : "North";
      for (guint k = 1; k <= 3; k++)
        {
          g_autofree char *name = g_strdup_printf ("%s%c%u", who, sec, k);
          const char *pair = strstr (at[i], name);
          if (pair == NULL || pair > end)
            g_error ("%s: %s is not under '%s'", what, name, headings[i]);
        }
    }
  return TRUE;
}

static void
test_site (void)
{
  for (guint by = 0; by < 2; by++)
    {
      g_autofree char *dir = g_dir_make_tmp ("valet-report-lists-XXXXXX", NULL);
      write_reports (dir, by);
      g_autofree char *path = g_build_filename (dir, "site", "index.html", NULL);
      g_autofree char *html = NULL;
      g_assert_true (g_file_get_contents (path, &html, NULL, NULL));
      g_assert_nonnull (strstr (html, ">No.<"));
      if (by)
        {
          g_assert_true (assert_lists_in (html, "site"));
          g_assert_nonnull (strstr (html, "<h3>Section A, North-South</h3>"));
          /* Each list ranks from 1: its first row is 1 (or 1=, tied). */
          for (guint i = 0; i < 4; i++)
            {
              g_autofree char *h3 = g_strdup_printf ("<h3>%s</h3>", headings[i]);
              const char *row = strstr (strstr (html, h3), "<tr><td ");
              g_assert_nonnull (row);
              row = strchr (row + 8, '>');
              g_assert_true (g_str_has_prefix (row, ">1<") || g_str_has_prefix (row, ">1=<"));
            }
        }
      else
        g_assert_false (assert_lists_in (html, "site"));
      const char *rm[] = { "rm", "-rf", dir, NULL };
      g_free (run (rm));
    }
}

/* The site's page of pair B2 North-South (the one that names NorthB2)
 * names its number and, by lists, its list beside its rank. */
static void
test_pair_page (void)
{
  for (guint by = 0; by < 2; by++)
    {
      g_autofree char *dir = g_dir_make_tmp ("valet-report-lists-XXXXXX", NULL);
      write_reports (dir, by);
      g_autofree char *pairs = g_build_filename (dir, "site", "pairs", NULL);
      g_autoptr (GDir) d = g_dir_open (pairs, 0, NULL);
      g_autofree char *page = NULL;
      const char *name;
      g_assert_nonnull (d);
      while (page == NULL && (name = g_dir_read_name (d)) != NULL)
        {
          g_autofree char *path = g_build_filename (pairs, name, NULL);
          g_autofree char *html = NULL;
          g_assert_true (g_file_get_contents (path, &html, NULL, NULL));
          const char *title = strstr (html, "<h1>");
          if (title && strstr (title, "NorthB2") && strstr (title, "NorthB2") < strstr (title, "</h1>"))
            page = g_steal_pointer (&html);
        }
      g_assert_nonnull (page);
      if (by)
        g_assert_nonnull (strstr (page, "Pair B2, Section B, North-South. Rank "));
      else
        {
          g_assert_nonnull (strstr (page, "Pair B2. Rank "));
          g_assert_null (strstr (page, "North-South"));
        }
      const char *rm[] = { "rm", "-rf", dir, NULL };
      g_free (run (rm));
    }
}

static void
test_pdf (void)
{
  if (!*pdftotext_tool)
    {
      g_test_skip ("pdftotext is not installed");
      return;
    }
  for (guint by = 0; by < 2; by++)
    {
      g_autofree char *dir = g_dir_make_tmp ("valet-report-lists-XXXXXX", NULL);
      write_reports (dir, by);
      g_autofree char *pdf = g_build_filename (dir, "r.pdf", NULL);
      const char *argv[] = { pdftotext_tool, "-layout", pdf, "-", NULL };
      g_autofree char *text = run (argv);
      /* The ranking only: the tableaux after it name pairs too. */
      char *tableaux = strstr (text, "Round 1, board");
      if (tableaux)
        *tableaux = '\0';
      g_assert_nonnull (strstr (text, "No."));
      g_assert_cmpint (assert_lists_in (text, "PDF"), ==, (gboolean) by);
      const char *rm[] = { "rm", "-rf", dir, NULL };
      g_free (run (rm));
    }
}

static void
test_xlsx (void)
{
  if (!*unzip_tool)
    {
      g_test_skip ("unzip is not installed");
      return;
    }
  for (guint by = 0; by < 2; by++)
    {
      g_autofree char *dir = g_dir_make_tmp ("valet-report-lists-XXXXXX", NULL);
      write_reports (dir, by);
      g_autofree char *xlsx = g_build_filename (dir, "r.xlsx", NULL);
      const char *argv[] = { unzip_tool, "-p", xlsx, "xl/worksheets/sheet1.xml", NULL };
      g_autofree char *strings = run (argv);
      g_assert_nonnull (strstr (strings, ">No.<"));
      /* The ranking sheet: its headings in the lists' order. */
      if (by)
        for (guint i = 0; i + 1 < 4; i++)
          g_assert_true (strstr (strings, headings[i]) < strstr (strings, headings[i + 1]));
      for (guint i = 0; i < 4; i++)
        g_assert_true ((strstr (strings, headings[i]) != NULL) == by);
      const char *rm[] = { "rm", "-rf", dir, NULL };
      g_free (run (rm));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc < 4)
    {
      g_printerr ("usage: %s VALET_CLI UNZIP PDFTOTEXT\n", argv[0]);
      return 2;
    }
  cli = argv[1];
  unzip_tool = argv[2];
  pdftotext_tool = argv[3];
  g_test_add_func ("/report-lists/site", test_site);
  g_test_add_func ("/report-lists/pair-page", test_pair_page);
  g_test_add_func ("/report-lists/pdf", test_pdf);
  g_test_add_func ("/report-lists/xlsx", test_xlsx);
  return g_test_run ();
}
