/* test-cli-text-limits.c: valet-cli with texts longer than any output should
 * hold.
 *
 * A PBN [Event], a player's name in names.txt, a CSV or a USEBIO file,
 * and --title and --date, each far over its limit (200 characters for
 * an event's detail, 100 for a name: see valet-text-limit.h): the
 * outputs hold the text cut on a character boundary and ending with
 * "…", and valet-cli says so, with the file and line it came from.
 * The texts are of "é", two bytes each, so that a cut by bytes would
 * split one.  The PDF is read back with pdftotext, when it is there.
 *
 * usage: test-cli-text-limits VALET-CLI [GTest options]
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

static const char *cli_path;

#define EVENT_CHARS 5000
#define NAME_CHARS  300

/* @n times "é". */
static char *
long_text (guint n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append (s, "é");
  return g_string_free (s, FALSE);
}

/* The text cut to @max characters, as valet-text-limit.h promises. */
static char *
cut_text (guint max)
{
  g_autofree char *start = long_text (max - 1);

  return g_strconcat (start, "…", NULL);
}

/* Runs valet-cli with @args in @dir; returns its exit status. */
static int
run (const char *dir, const char *const *args, char **out, char **err)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int status;

  g_ptr_array_add (argv, (gpointer) cli_path);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  /* --title's "é" is read in the locale's character set: UTF-8, with
   * the messages in English. */
  g_auto (GStrv) envp = g_environ_setenv (g_get_environ (), "LC_ALL", "C.UTF-8", TRUE);
  g_assert_true (g_spawn_sync (dir, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, NULL, NULL,
                               out, err, &status, &error));
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

#define WORDS(...) ((const char *const[]) { __VA_ARGS__, NULL })

static char *
scratch (void)
{
  char *dir = g_dir_make_tmp ("valet-cli-text-limits-XXXXXX", NULL);

  g_assert_nonnull (dir);
  return dir;
}

static void
write_file (const char *dir, const char *name, const char *text)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
    }
  g_rmdir (dir);
}

/* The text of the PDF @pdf in @dir through pdftotext, or NULL (and the
 * test skipped) when there is no pdftotext. */
static char *
pdf_text (const char *dir, const char *pdf)
{
  g_autofree char *tool = g_find_program_in_path ("pdftotext");
  g_autofree char *out = NULL;
  int status;

  if (tool == NULL)
    {
      g_test_skip ("pdftotext is not installed");
      return NULL;
    }
  const char *argv[] = { tool, "-enc", "UTF-8", pdf, "-", NULL };
  g_assert_true (g_spawn_sync (dir, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &out, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_steal_pointer (&out);
}

/* The longest run of "é" in @text, in characters. */
static guint
longest_run (const char *text)
{
  guint best = 0, run = 0;

  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      run = g_utf8_get_char (p) == 0xE9 ? run + 1 : 0;
      best = MAX (best, run);
    }
  return best;
}

/* A PBN [Event] of 5000 characters: the PDF's title is its first 199
 * and "…", and valet-cli warns on the [Event] line. */
static void
test_pbn_event (void)
{
  g_autofree char *dir = scratch ();
  g_autofree char *event = long_text (EVENT_CHARS);
  g_autofree char *cut = cut_text (200);
  g_autofree char *pbn = g_strdup_printf (
    "%% PBN 2.1\n"
    "[Event \"%s\"]\n"
    "[Board \"1\"]\n"
    "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R\"]\n"
    " 1  2 4S   N 10\n"
    " 3  4 4S   N  9\n"
    " 5  6 3NT  S  9\n", event);
  g_autofree char *out = NULL, *err = NULL, *text = NULL;

  write_file (dir, "long.pbn", pbn);
  g_assert_cmpint (run (dir, WORDS ("--input", "long.pbn", "--pdf", "long.pdf"), &out, &err),
                   ==, 0);
  g_test_message ("%s", err);
  g_assert_nonnull (strstr (err, "long.pbn:2: warning: the event's name is 5000 characters "
                                 "long; cut to 200"));
  text = pdf_text (dir, "long.pdf");
  if (text != NULL)
    {
      g_assert_nonnull (strstr (text, cut));
      g_assert_cmpuint (longest_run (text), ==, 199);
    }
  remove_dir (dir);
}

#define SCORES \
  "1|1|a|b|c|d|4S|N|10\n" \
  "1|1|e|f|g|h|4S|N|9\n" \
  "1|2|a|b|c|d|3N|E|9\n" \
  "1|2|e|f|g|h|2H|W|8\n"

/* The ranking shows a name of 300 characters as its first 99 and "…". */
static void
assert_cut_name (const char *out)
{
  g_autofree char *cut = cut_text (100);

  g_assert_nonnull (strstr (out, cut));
  g_assert_cmpuint (longest_run (out), ==, 99);
}

/* A name of 300 characters in names.txt. */
static void
test_names_txt (void)
{
  g_autofree char *dir = scratch ();
  g_autofree char *name = long_text (NAME_CHARS);
  g_autofree char *names = g_strdup_printf ("a|Ann Able\nb|Bob Baker\nc|%s\nd|Dan Dix\n"
                                            "e|Eve East\nf|Fay Ford\ng|Gus Gray\nh|Hal Hunt\n",
                                            name);
  g_autofree char *out = NULL, *err = NULL;

  write_file (dir, "names.txt", names);
  write_file (dir, "scores.txt", SCORES);
  g_assert_cmpint (run (dir, WORDS ("-d", "."), &out, &err), ==, 0);
  g_test_message ("%s", err);
  g_assert_nonnull (strstr (err, "names.txt:3: warning: a player's name is 300 characters "
                                 "long; cut to 100"));
  assert_cut_name (out);
  remove_dir (dir);
}

/* A name of 300 characters in a CSV file, on its second row. */
static void
test_csv (void)
{
  g_autofree char *dir = scratch ();
  g_autofree char *name = long_text (NAME_CHARS);
  g_autofree char *csv = g_strdup_printf (
    "round,board,north,east,south,west,contract,declarer,tricks\n"
    "1,1,Ann Able,Bob Baker,Cat Cole,Dan Dix,4S,N,10\n"
    "1,1,Eve East,%s,Gus Gray,Hal Hunt,4S,N,9\n"
    "1,2,Ann Able,Bob Baker,Cat Cole,Dan Dix,3NT,E,9\n"
    "1,2,Eve East,%s,Gus Gray,Hal Hunt,2H,W,8\n", name, name);
  g_autofree char *out = NULL, *err = NULL;

  write_file (dir, "long.csv", csv);
  g_assert_cmpint (run (dir, WORDS ("--input", "long.csv"), &out, &err), ==, 0);
  g_test_message ("%s", err);
  g_assert_nonnull (strstr (err, "long.csv:3: warning: a player's name is 300 characters "
                                 "long; cut to 100"));
  /* Once: the same name again is the same player. */
  g_assert_null (strstr (err, "long.csv:5:"));
  assert_cut_name (out);
  remove_dir (dir);
}

/* A name of 300 characters in a USEBIO file's participants. */
static void
test_usebio (void)
{
  g_autofree char *dir = scratch ();
  g_autofree char *name = long_text (NAME_CHARS);
  g_autofree char *xml = g_strdup_printf (
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<USEBIO Version=\"1.2\">\n"
    "  <EVENT EVENT_TYPE=\"CROSS_IMP\">\n"
    "    <EVENT_DESCRIPTION>Long names</EVENT_DESCRIPTION>\n"
    "    <PARTICIPANTS>\n"
    "      <PAIR><PAIR_NUMBER>1</PAIR_NUMBER>\n"
    "        <PLAYER><PLAYER_NAME>Rose Reed</PLAYER_NAME></PLAYER>"
    "<PLAYER><PLAYER_NAME>Sam Shaw</PLAYER_NAME></PLAYER></PAIR>\n"
    "      <PAIR><PAIR_NUMBER>2</PAIR_NUMBER>\n"
    "        <PLAYER><PLAYER_NAME>%s</PLAYER_NAME></PLAYER>"
    "<PLAYER><PLAYER_NAME>Tom Tate</PLAYER_NAME></PLAYER></PAIR>\n"
    "      <PAIR><PAIR_NUMBER>3</PAIR_NUMBER>\n"
    "        <PLAYER><PLAYER_NAME>Una Vail</PLAYER_NAME></PLAYER>"
    "<PLAYER><PLAYER_NAME>Val Vine</PLAYER_NAME></PLAYER></PAIR>\n"
    "      <PAIR><PAIR_NUMBER>4</PAIR_NUMBER>\n"
    "        <PLAYER><PLAYER_NAME>Wes West</PLAYER_NAME></PLAYER>"
    "<PLAYER><PLAYER_NAME>Xia Xu</PLAYER_NAME></PLAYER></PAIR>\n"
    "    </PARTICIPANTS>\n"
    "    <BOARD>\n"
    "      <BOARD_NUMBER>1</BOARD_NUMBER>\n"
    "      <TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>"
    "<CONTRACT>4H</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS></TRAVELLER_LINE>\n"
    "      <TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER>"
    "<CONTRACT>4H</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>11</TRICKS></TRAVELLER_LINE>\n"
    "    </BOARD>\n"
    "  </EVENT>\n"
    "</USEBIO>\n", name);
  g_autofree char *out = NULL, *err = NULL;

  write_file (dir, "long.xml", xml);
  g_assert_cmpint (run (dir, WORDS ("--input", "long.xml"), &out, &err), ==, 0);
  g_test_message ("%s", err);
  g_assert_nonnull (strstr (err, "long.xml:8: warning: a player's name is 300 characters "
                                 "long; cut to 100"));
  assert_cut_name (out);
  remove_dir (dir);
}

/* --title and --date far over 200 characters: the PDF holds them cut,
 * and valet-cli says so for each. */
static void
test_title_option (void)
{
  g_autofree char *dir = scratch ();
  g_autofree char *title = long_text (EVENT_CHARS);
  g_autofree char *date = g_strnfill (1000, '7');
  g_autofree char *cut = cut_text (200);
  g_autofree char *out = NULL, *err = NULL, *text = NULL;

  write_file (dir, "names.txt", "a|Ann Able\nb|Bob Baker\nc|Cat Cole\nd|Dan Dix\n"
                                "e|Eve East\nf|Fay Ford\ng|Gus Gray\nh|Hal Hunt\n");
  write_file (dir, "scores.txt", SCORES);
  g_assert_cmpint (run (dir, WORDS ("-d", ".", "--title", title, "--date", date, "--pdf",
                                    "out.pdf"), &out, &err), ==, 0);
  g_test_message ("%s", err);
  g_assert_nonnull (strstr (err, "valet-cli: --title: the event's name is 5000 characters "
                                 "long; cut to 200"));
  g_assert_nonnull (strstr (err, "valet-cli: --date: the event's date is 1000 characters "
                                 "long; cut to 200"));
  text = pdf_text (dir, "out.pdf");
  if (text != NULL)
    {
      g_autofree char *sevens = g_strnfill (200, '7');
      g_assert_nonnull (strstr (text, cut));
      g_assert_cmpuint (longest_run (text), ==, 199);
      g_assert_null (strstr (text, sevens));
    }
  remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    {
      g_printerr ("usage: %s VALET-CLI\n", argv[0]);
      return 2;
    }
  cli_path = argv[1];
  g_test_add_func ("/cli-text-limits/pbn-event", test_pbn_event);
  g_test_add_func ("/cli-text-limits/names-txt", test_names_txt);
  g_test_add_func ("/cli-text-limits/csv", test_csv);
  g_test_add_func ("/cli-text-limits/usebio", test_usebio);
  g_test_add_func ("/cli-text-limits/title-option", test_title_option);
  return g_test_run ();
}
