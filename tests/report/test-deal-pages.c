/* test-deal-pages.c: a board's deal on its page of the web site, as a
 * hand diagram (each hand's suits and high-card points, the dealer and
 * who is vulnerable), in a page tidy finds no error in; no diagram for a
 * board the file gives no deal for.  The same on the PDF's board
 * pages (the tableaux), read back with pdftotext.  With --dd, each
 * deal's double-dummy table and par beside it on both (those
 * BridgeComposer printed for board 1), and none without; and the
 * workbook's sheets and the site's pair pages of the pairs and players
 * against double dummy, the two columns at the end of the workbook's
 * Ranking sheet and of the site's ranking, and the site's scatter charts
 * in a light and a dark palette.
 *
 * Arguments: VALET_CLI TIDY PDFTOTEXT ("" for a tool that is missing:
 * its part is skipped). */
#include <cairo.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "report-test-support.h"

static const char *cli, *tidy, *pdftotext;
static char *tmpdir, *input;

/* Boards 1 and 2 with their deals (board 2's written from East, its
 * dealer), board 3 without. */
static const char pbn[] =
  "% PBN 2.1\n"
  "[Event \"Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"N:AQT94.T53.KQ8.T9 63.J98.J53.K8654 K72.6.AT9762.AJ7 J85.AKQ742.4.Q32\"]\n"
  "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Names_NS\\20L;Names_EW\\20L;Contract\\4L;"
  "Declarer\\1R;Result\\2R\"]\n"
  "1 2 \"Ann - Bob\" \"Cid - Dee\" 3NT N 9\n3 4 \"Eve - Fay\" \"Gus - Hal\" 4S N 10\n\n"
  "[Event \"Club\"]\n[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n"
  "[Deal \"E:7.AKJ6543.3.AK93 642.8.KQT9.T8752 AKQJ5.Q97.52.QJ6 T983.T2.AJ8764.4\"]\n"
  "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Names_NS\\20L;Names_EW\\20L;Contract\\4L;"
  "Declarer\\1R;Result\\2R\"]\n"
  "1 2 \"Ann - Bob\" \"Cid - Dee\" 4H E 10\n3 4 \"Eve - Fay\" \"Gus - Hal\" 4H E 11\n\n"
  "[Event \"Club\"]\n[Board \"3\"]\n[Dealer \"S\"]\n[Vulnerable \"EW\"]\n"
  "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Names_NS\\20L;Names_EW\\20L;Contract\\4L;"
  "Declarer\\1R;Result\\2R\"]\n"
  "1 2 \"Ann - Bob\" \"Cid - Dee\" 2S N 8\n3 4 \"Eve - Fay\" \"Gus - Hal\" 3S N 9\n";

/* The text of the hand of class @seat on @page, up to its end. */
static char *
hand_of (const char *page, const char *seat)
{
  g_autofree char *start = g_strdup_printf ("<div class=\"hand %s\">", seat);
  const char *from = strstr (page, start);
  const char *to = from != NULL ? strstr (from, "</div>") : NULL;

  g_assert_nonnull (to);
  return g_strndup (from, (gsize) (to - from));
}

/* @hand holds its seat's name, its points, and its four suits in order,
 * hearts and diamonds red. */
static void
assert_hand (const char *page, const char *seat, const char *name, const char *hcp,
             const char *const suits[4])
{
  static const char *const symbols[] = {
    "<span class=\"suit\">\u2660</span> ", "<span class=\"suit red\">\u2665</span> ",
    "<span class=\"suit red\">\u2666</span> ", "<span class=\"suit\">\u2663</span> ",
  };
  g_autofree char *hand = hand_of (page, seat);
  g_autofree char *head = g_strdup_printf ("<span class=\"seat\">%s</span> "
                                           "<span class=\"hcp\">%s</span>", name, hcp);
  const char *at;

  g_assert_nonnull (strstr (hand, head));
  at = hand;
  for (guint s = 0; s < 4; s++)
    {
      g_autofree char *line = g_strconcat ("<br>", symbols[s], suits[s], NULL);
      at = strstr (at, line);
      g_assert_nonnull (at);
    }
}

static void
assert_tidy (const char *path)
{
  const char *argv[] = { tidy, "-q", "-e", path, NULL };
  g_autofree char *err = NULL;
  g_autoptr (GError) error = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL,
                               NULL, NULL, NULL, &err, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_test_message ("tidy on %s:\n%s", path, err);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), <, 2);
}

static void
test_site (void)
{
  g_autofree char *site = g_build_filename (tmpdir, "site", NULL);
  const char *args[] = { "--input", input, "--html", site, NULL };

  g_assert_cmpint (report_test_run (cli, args, NULL, NULL), ==, 0);
  g_autofree char *one = report_test_read (site, "boards/1-1.html");
  assert_hand (one, "north", "North", "11 HCP", (const char *[]) { "AQT94", "T53", "KQ8", "T9" });
  assert_hand (one, "east", "East", "5 HCP", (const char *[]) { "63", "J98", "J53", "K8654" });
  assert_hand (one, "south", "South", "12 HCP", (const char *[]) { "K72", "6", "AT9762", "AJ7" });
  assert_hand (one, "west", "West", "12 HCP", (const char *[]) { "J85", "AKQ742", "4", "Q32" });
  g_assert_nonnull (strstr (one, "Dealer: North<br>Vulnerable: None"));

  g_autofree char *two = report_test_read (site, "boards/1-2.html");
  assert_hand (two, "north", "North", "5 HCP", (const char *[]) { "T983", "T2", "AJ8764", "4" });
  assert_hand (two, "east", "East", "15 HCP", (const char *[]) { "7", "AKJ6543", "3", "AK93" });
  g_assert_nonnull (strstr (two, "Dealer: East<br>Vulnerable: N-S"));

  /* No deal, no diagram. */
  g_autofree char *three = report_test_read (site, "boards/1-3.html");
  g_assert_null (strstr (three, "class=\"deal\""));
  g_assert_null (strstr (three, "HCP"));
  /* Without --dd, no double-dummy table. */
  g_assert_null (strstr (one, "class=\"dd\""));

  if (tidy == NULL || *tidy == '\0')
    {
      g_test_skip ("tidy is not installed");
      return;
    }
  g_autofree char *path = g_build_filename (site, "boards", "1-1.html", NULL);
  assert_tidy (path);
}

/* --dd: board 1's table (N S E W, each NT S H D C) and par beside its
 * diagram; none for board 3, which has no deal. */
static void
test_dd_site (void)
{
  g_autofree char *site = g_build_filename (tmpdir, "site-dd", NULL);
  const char *args[] = { "--input", input, "--dd", "--html", site, NULL };

  g_assert_cmpint (report_test_run (cli, args, NULL, NULL), ==, 0);
  g_autofree char *one = report_test_read (site, "boards/1-1.html");
  const char *deal = strstr (one, "<div class=\"deal-row\">");
  g_assert_nonnull (deal);
  const char *table = strstr (deal, "<table class=\"dd\">\n<caption>Double dummy</caption>");
  g_assert_nonnull (table);
  g_assert_nonnull (strstr (table, "<tr><th scope=\"row\" title=\"North\">N</th><td>7</td>"
                                   "<td>12</td><td>5</td><td>12</td><td>6</td></tr>"));
  g_assert_nonnull (strstr (table, "<tr><th scope=\"row\" title=\"East\">E</th><td>1</td>"
                                   "<td>1</td><td>8</td><td>1</td><td>7</td></tr>"));
  g_assert_nonnull (strstr (table, "<p class=\"par\">Par: NS 980 (6S-NS)</p>"));
  g_autofree char *three = report_test_read (site, "boards/1-3.html");
  g_assert_null (strstr (three, "class=\"dd\""));
  if (tidy != NULL && *tidy != '\0')
    {
      g_autofree char *path = g_build_filename (site, "boards", "1-1.html", NULL);
      assert_tidy (path);
    }
}

/* Times the text @needle is in @haystack. */
static guint
count_of (const char *haystack, const char *needle)
{
  guint n = 0;

  for (const char *at = strstr (haystack, needle); at != NULL; at = strstr (at + 1, needle))
    n++;
  return n;
}

static void
test_pdf (void)
{
  g_autofree char *pdf = g_build_filename (tmpdir, "report.pdf", NULL);
  const char *args[] = { "--input", input, "--pdf", pdf, NULL };

  if (pdftotext == NULL || *pdftotext == '\0')
    {
      g_test_skip ("pdftotext is not installed");
      return;
    }
  g_assert_cmpint (report_test_run (cli, args, NULL, NULL), ==, 0);
  const char *to_text[] = { "-layout", pdf, "-", NULL };
  g_autofree char *laid_out = NULL;
  g_assert_cmpint (report_test_run (pdftotext, to_text, &laid_out, NULL), ==, 0);
  /* Lines as laid out, without the spaces, which pdftotext guesses. */
  GString *squeezed = g_string_new (NULL);
  for (const char *c = laid_out; *c != '\0'; c++)
    if (*c != ' ')
      g_string_append_c (squeezed, *c);
  g_autofree char *out = g_string_free (squeezed, FALSE);

  /* Each hand a line, in the order of the seats, with its points and
   * its suits; the dealer and the vulnerability; board 1's before board
   * 2's, before board 3's tableau. */
  static const char *const lines[] = {
    "Round1,board1",
    "\nNorth11HCP\u2660AQT94\u2665T53\u2666KQ8\u2663T9\n",
    "\nEast5HCP\u266063\u2665J98\u2666J53\u2663K8654\n",
    "\nSouth12HCP\u2660K72\u26656\u2666AT9762\u2663AJ7\n",
    "\nWest12HCP\u2660J85\u2665AKQ742\u26664\u2663Q32\n",
    "\nDealer:NorthVulnerable:None\n",
    "Round1,board2",
    "\nNorth5HCP\u2660T983\u2665T2\u2666AJ8764\u26634\n",
    "\nEast15HCP\u26607\u2665AKJ6543\u26663\u2663AK93\n",
    "\nDealer:EastVulnerable:N-S\n",
    "Round1,board3",
  };
  const char *at = out;
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      at = strstr (at, lines[i]);
      if (at == NULL)
        g_test_message ("not found in order: %s", lines[i]);
      g_assert_nonnull (at);
    }
  /* Two deals: eight hands; board 3 has none. */
  g_assert_cmpuint (count_of (out, "HCP"), ==, 8);
  g_assert_null (strstr (at, "HCP"));
}

/* The PDF's text laid out, without the spaces pdftotext guesses. */
static char *
pdf_squeezed (const char *pdf)
{
  const char *to_text[] = { "-layout", pdf, "-", NULL };
  g_autofree char *laid_out = NULL;
  GString *squeezed = g_string_new (NULL);

  g_assert_cmpint (report_test_run (pdftotext, to_text, &laid_out, NULL), ==, 0);
  for (const char *c = laid_out; *c != '\0'; c++)
    if (*c != ' ')
      g_string_append_c (squeezed, *c);
  return g_string_free (squeezed, FALSE);
}

static void
test_dd_pdf (void)
{
  g_autofree char *pdf = g_build_filename (tmpdir, "report-dd.pdf", NULL);
  const char *args[] = { "--input", input, "--dd", "--pdf", pdf, NULL };

  if (pdftotext == NULL || *pdftotext == '\0')
    {
      g_test_skip ("pdftotext is not installed");
      return;
    }
  g_assert_cmpint (report_test_run (cli, args, NULL, NULL), ==, 0);
  g_autofree char *out = pdf_squeezed (pdf);
  /* Under board 1's diagram: North and East side by side, then South
   * and West, then the par. */
  static const char *const lines[] = {
    "Round1,board1",
    "\nDealer:NorthVulnerable:None\n",
    "\nDoubledummyNT\u2660\u2665\u2666\u2663NT\u2660\u2665\u2666\u2663\n",
    "\nN7125126E11817\n",
    "\nS7125126W11817\n",
    "\nPar:NS980(6S-NS)\n",
    "Round1,board2",
    "Doubledummy",
    "Round1,board3",
  };
  const char *at = out;
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      at = strstr (at, lines[i]);
      if (at == NULL)
        g_test_message ("not found in order: %s", lines[i]);
      g_assert_nonnull (at);
    }
  g_assert_null (strstr (at, "Doubledummy"));
  /* The method page's section and its two charts' titles. */
  const char *method = strstr (out, "Againstdoubledummy\n");
  g_assert_nonnull (method);
  g_assert_nonnull (strstr (method, "Declarerplay:"));
  g_assert_nonnull (strstr (method, "Openingleads:"));
  /* Without --dd, none. */
  g_autofree char *plain = g_build_filename (tmpdir, "report.pdf", NULL);
  const char *plain_args[] = { "--input", input, "--pdf", plain, NULL };
  g_assert_cmpint (report_test_run (cli, plain_args, NULL, NULL), ==, 0);
  g_autofree char *plain_out = pdf_squeezed (plain);
  g_assert_null (strstr (plain_out, "Doubledummy"));
  g_assert_null (strstr (plain_out, "Againstdoubledummy"));
}

/* Board 1's deal in 3NT by North at two tables, led by East: a spade
 * gives North five tricks more than the table's 7, a heart none; North
 * made 7 both times. */
static const char led[] =
  "% PBN 2.1\n"
  "[Event \"Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"N:AQT94.T53.KQ8.T9 63.J98.J53.K8654 K72.6.AT9762.AJ7 J85.AKQ742.4.Q32\"]\n"
  "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;"
  "Lead\\3L\"]\n"
  " 1  2 3NT  N  7 S6\n 3  4 3NT  N  7 HJ\n";

/* The grey of the top left pixel of the PNG @name of @site (0 to 255). */
static guint
corner_grey (const char *site, const char *name)
{
  g_autofree char *path = g_build_filename (site, name, NULL);
  cairo_surface_t *png = cairo_image_surface_create_from_png (path);
  guint grey;

  g_assert_cmpint (cairo_surface_status (png), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_flush (png);
  grey = cairo_image_surface_get_data (png)[0];   /* blue of the first pixel */
  cairo_surface_destroy (png);
  return grey;
}

/* The text of @entry of the workbook @zip, by unzip. */
static char *
unzipped (const char *unzip, const char *zip, const char *entry)
{
  const char *args[] = { "-p", zip, entry, NULL };
  char *out = NULL;

  g_assert_cmpint (report_test_run (unzip, args, &out, NULL), ==, 0);
  return out;
}

/* --dd --xlsx: a sheet of the pairs and one of the players against
 * double dummy, after Players; none without --dd. */
static void
test_dd_xlsx (void)
{
  g_autofree char *unzip = g_find_program_in_path ("unzip");
  g_autofree char *path = g_build_filename (tmpdir, "led.pbn", NULL);
  g_autofree char *xlsx = g_build_filename (tmpdir, "led.xlsx", NULL);
  g_autofree char *plain = g_build_filename (tmpdir, "plain.xlsx", NULL);
  const char *args[] = { "--input", path, "--dd", "--xlsx", xlsx, NULL };
  const char *plain_args[] = { "--input", path, "--xlsx", plain, NULL };

  if (unzip == NULL)
    {
      g_test_skip ("unzip is not installed");
      return;
    }
  g_assert_true (g_file_set_contents (path, led, -1, NULL));
  g_assert_cmpint (report_test_run (cli, args, NULL, NULL), ==, 0);
  g_autofree char *book = unzipped (unzip, xlsx, "xl/workbook.xml");
  const char *players = strstr (book, "name=\"Players\"");
  g_assert_nonnull (players);
  const char *pairs_dd = strstr (players, "name=\"Pairs vs DD\"");
  g_assert_nonnull (pairs_dd);
  g_assert_nonnull (strstr (pairs_dd, "name=\"Players vs DD\""));
  /* The fourth sheet: North-South 1 declared 7 where the spade lead
   * gave 12 (-5), East-West 2's lead cost 5 tricks; 3 and 4: 0. */
  g_autofree char *sheet = unzipped (unzip, xlsx, "xl/worksheets/sheet4.xml");
  g_assert_nonnull (strstr (sheet, "<v>-5</v>"));
  g_assert_nonnull (strstr (sheet, "<v>0</v>"));
  /* (The writer's strings are in the cells.) */
  g_assert_nonnull (strstr (sheet, "<t>Declarer vs DD</t>"));
  g_assert_nonnull (strstr (sheet, "<t>Lead vs DD</t>"));
  g_assert_nonnull (strstr (sheet, "<t>Pair 1a - Pair 1b</t>"));

  /* The Ranking sheet (the first) ends with the pair's means against
   * double dummy, each with its "± 95 %" column: pair 1's -5. */
  g_autofree char *ranking = unzipped (unzip, xlsx, "xl/worksheets/sheet1.xml");
  const char *dd_head = strstr (ranking, "<t>Declarer vs DD</t>");
  g_assert_nonnull (dd_head);
  g_assert_nonnull (strstr (dd_head, "<t>Lead vs DD</t>"));
  g_assert_nonnull (strstr (ranking, "<v>-5</v>"));

  g_assert_cmpint (report_test_run (cli, plain_args, NULL, NULL), ==, 0);
  g_autofree char *plain_book = unzipped (unzip, plain, "xl/workbook.xml");
  g_assert_null (strstr (plain_book, "vs DD"));
  g_autofree char *plain_ranking = unzipped (unzip, plain, "xl/worksheets/sheet1.xml");
  g_assert_null (strstr (plain_ranking, "vs DD"));
}

/* --dd --html: each pair's page has the pair and its players against
 * double dummy; none without --dd. */
static void
test_dd_pair_pages (void)
{
  g_autofree char *path = g_build_filename (tmpdir, "led.pbn", NULL);
  g_autofree char *site = g_build_filename (tmpdir, "site-led", NULL);
  g_autofree char *plain = g_build_filename (tmpdir, "site-led-plain", NULL);
  const char *args[] = { "--input", path, "--dd", "--html", site, NULL };
  const char *plain_args[] = { "--input", path, "--html", plain, NULL };

  g_assert_true (g_file_set_contents (path, led, -1, NULL));
  g_assert_cmpint (report_test_run (cli, args, NULL, NULL), ==, 0);
  /* Pair 1 (North-South at the first table) declared 7 where the spade
   * gave 12; pair 2 (East-West) led the spade; pair 4 the heart. */
  g_autofree char *one = report_test_read (site, "pairs/1.html");
  g_assert_nonnull (strstr (one, "<h2>Against double dummy</h2>"));
  g_assert_nonnull (strstr (one, "<tr><td class=\"text\">The pair<td>-5.00<td>1<td><td>0\n"));
  g_autofree char *two = report_test_read (site, "pairs/2.html");
  g_assert_nonnull (strstr (two, "<tr><td class=\"text\">The pair<td><td>0<td>-5.00<td>1\n"));
  g_autofree char *four = report_test_read (site, "pairs/4.html");
  g_assert_nonnull (strstr (four, "<tr><td class=\"text\">The pair<td><td>0<td>+0.00<td>1\n"));
  if (tidy != NULL && *tidy != '\0')
    {
      g_autofree char *page = g_build_filename (site, "pairs", "1.html", NULL);
      assert_tidy (page);
    }
  /* The first page's section on the method: the paragraph and the two
   * charts, written as PNG beside it. */
  g_autofree char *index = report_test_read (site, "index.html");
  const char *section = strstr (index, "<h2>Against double dummy</h2>");
  g_assert_nonnull (section);
  g_assert_nonnull (strstr (section, "Declarer vs DD is the mean"));
  g_assert_nonnull (strstr (section, "<img src=\"charts/dd-play.png\""));
  g_assert_nonnull (strstr (section, "<img src=\"charts/dd-lead.png\""));
  /* The ranking table's last two columns: pair 1's -5.00 as declarer,
   * pair 2's lead -5.00, pair 4's +0.00. */
  const char *ranking = strstr (index, "<table class=\"ranking sortable\">");
  g_assert_nonnull (ranking);
  g_autofree char *table = g_strndup (ranking, (gsize) (strstr (ranking, "</table>") - ranking));
  g_assert_nonnull (strstr (table, ">Declarer vs DD<th class=\"more\""));
  g_assert_nonnull (strstr (table, ">Lead vs DD</tr></thead>"));
  g_assert_nonnull (strstr (table, "<td class=\"more\">-5.00<td class=\"more\">\n"));
  g_assert_nonnull (strstr (table, "<td class=\"more\"><td class=\"more\">-5.00\n"));
  g_assert_nonnull (strstr (table, "<td class=\"more\"><td class=\"more\">+0.00\n"));
  /* Each chart in the dark palette too, for a reader's dark scheme, as
   * the ranking chart's SVG has it: a dark background there, a white
   * one in the light. */
  g_assert_nonnull (strstr (section, "<picture><source srcset=\"charts/dd-play-dark.png\" "
                                     "media=\"(prefers-color-scheme: dark)\">"
                                     "<img src=\"charts/dd-play.png\""));
  g_assert_nonnull (strstr (section, "<source srcset=\"charts/dd-lead-dark.png\""));
  g_assert_cmpuint (corner_grey (site, "charts/dd-play.png"), ==, 255);
  g_assert_cmpuint (corner_grey (site, "charts/dd-play-dark.png"), <, 64);
  g_assert_cmpuint (corner_grey (site, "charts/dd-lead-dark.png"), <, 64);
  g_autofree char *png = report_test_read (site, "charts/dd-play.png");
  g_assert_true (memcmp (png, "\x89PNG", 4) == 0);
  g_assert_cmpint (report_test_run (cli, plain_args, NULL, NULL), ==, 0);
  g_autofree char *plain_one = report_test_read (plain, "pairs/1.html");
  g_assert_null (strstr (plain_one, "double dummy"));
  g_autofree char *plain_index = report_test_read (plain, "index.html");
  g_assert_null (strstr (plain_index, "double dummy"));
  g_assert_null (strstr (plain_index, "vs DD"));
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    {
      g_printerr ("usage: %s VALET_CLI [TIDY [PDFTOTEXT]]\n", argv[0]);
      return 1;
    }
  cli = argv[1];
  tidy = argc > 2 ? argv[2] : "";
  pdftotext = argc > 3 ? argv[3] : "";
  tmpdir = g_dir_make_tmp ("test-deal-pages-XXXXXX", NULL);
  g_assert_nonnull (tmpdir);
  input = g_build_filename (tmpdir, "deals.pbn", NULL);
  /* valet-cli's double-dummy cache in the scratch folder. */
  g_autofree char *cache_home = g_build_filename (tmpdir, "cache-home", NULL);
  g_setenv ("XDG_CACHE_HOME", cache_home, TRUE);
  g_assert_true (g_file_set_contents (input, pbn, -1, NULL));

  g_test_add_func ("/report/deal-pages/site", test_site);
  g_test_add_func ("/report/deal-pages/pdf", test_pdf);
  g_test_add_func ("/report/deal-pages/dd-site", test_dd_site);
  g_test_add_func ("/report/deal-pages/dd-pdf", test_dd_pdf);
  g_test_add_func ("/report/deal-pages/dd-xlsx", test_dd_xlsx);
  g_test_add_func ("/report/deal-pages/dd-pair-pages", test_dd_pair_pages);
  status = g_test_run ();
  report_test_remove_tree (tmpdir);
  g_free (input);
  g_free (tmpdir);
  return status;
}
