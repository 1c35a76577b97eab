/* test-cli-safety.c: valet-cli with names that attack where they go.
 *
 * - a terminal: names and the messages quoting the input have their
 *   control characters (ESC [ ... and the rest) printed as \xHH, so that
 *   no escape sequence from a file reaches the terminal;
 * - a spreadsheet: in the --format csv ranking and in --save-as csv, a
 *   name beginning with '=', '+', '-' or '@' is written with an
 *   apostrophe in front, and one holding the separator or a quote is
 *   quoted, so that every row keeps its columns; --save-as csv read
 *   back gives the same names, and the same ranking.
 *
 * usage: test-cli-safety VALET-CLI [GTest options]
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

static const char *cli_path;

/* Names from a hostile file: formulas, separators, quotes, and escape
 * sequences (clear the screen, set the window's title, red text). */
#define HOSTILE_NAMES \
  "a|=HYPERLINK(\"http://evil.example/\",\"Click\")\n" \
  "b|+1 Plus\n" \
  "c|-2 Minus\n" \
  "d|@SUM(A1:A9)\n" \
  "e|Smith, John\n" \
  "f|Smith; Jane\n" \
  "g|Quote \"Q\" Quinn\n" \
  "h|Eve\x1b[2J\x1b]0;owned\x07 Red\x1b[31m\n"

#define SCORES \
  "1|1|a|b|c|d|4S|N|10|HK\n" \
  "1|1|e|f|g|h|4S|N|9|D2\n" \
  "1|2|a|b|c|d|3N|E|9|S5\n" \
  "1|2|e|f|g|h|2H|W|8|C3\n"

typedef struct {
  char *dir;
} Folder;

static void
folder_clear (Folder *f)
{
  static const char *const files[] = { "names.txt", "scores.txt", "saved.csv" };

  for (guint i = 0; f->dir && i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *p = g_build_filename (f->dir, files[i], NULL);
      g_remove (p);
    }
  if (f->dir)
    g_rmdir (f->dir);
  g_free (f->dir);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Folder, folder_clear)

static void
setup (Folder *f, const char *names, const char *scores)
{
  g_autofree char *n = NULL, *s = NULL;

  f->dir = g_dir_make_tmp ("valet-cli-safety-XXXXXX", NULL);
  g_assert_nonnull (f->dir);
  n = g_build_filename (f->dir, "names.txt", NULL);
  s = g_build_filename (f->dir, "scores.txt", NULL);
  g_assert_true (g_file_set_contents (n, names, -1, NULL));
  g_assert_true (g_file_set_contents (s, scores, -1, NULL));
}

/* Runs valet-cli with @args; returns its exit status. */
static int
run (const char *const *args, char **out, char **err)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int status;

  g_ptr_array_add (argv, (gpointer) cli_path);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               out, err, &status, &error));
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

#define WORDS(...) ((const char *const[]) { __VA_ARGS__, NULL })

/* No control character but line ends: nothing a terminal would obey. */
static void
assert_no_controls (const char *text)
{
  for (const char *p = text; *p; p++)
    if ((guchar) *p < 0x20 && *p != '\n')
      g_error ("control character 0x%02x in the output: %s", (guchar) *p, text);
}

static void
test_terminal_names (void)
{
  g_auto (Folder) f = { 0 };
  static const char *const formats[] = { "text", "csv" };

  setup (&f, HOSTILE_NAMES, SCORES);
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *out = NULL, *err = NULL;
      g_assert_cmpint (run (WORDS ("--directory", f.dir, "--format", formats[i]), &out, &err),
                       ==, 0);
      assert_no_controls (out);
      g_assert_nonnull (strstr (out, "Eve\\x1b[2J\\x1b]0;owned\\x07 Red\\x1b[31m"));
    }
}

static void
test_terminal_messages (void)
{
  g_auto (Folder) f = { 0 };
  g_autofree char *out = NULL, *err = NULL;

  /* A contract with an escape sequence in it: an error quoting it. */
  setup (&f, HOSTILE_NAMES, SCORES "1|3|a|b|c|d|4\x1b[2JS|N|10|HK\n");
  g_assert_cmpint (run (WORDS ("--directory", f.dir), &out, &err), ==, 1);
  assert_no_controls (err);
  g_assert_nonnull (strstr (err, "scores.txt:5:"));
  g_assert_nonnull (strstr (err, "4\\x1b[2JS"));
}

/* Splits a CSV line as RFC 4180 has it. */
static GPtrArray *
split_rfc4180 (const char *line, char sep)
{
  GPtrArray *cells = g_ptr_array_new_with_free_func (g_free);
  GString *cell = g_string_new (NULL);
  gboolean quoted = FALSE;

  for (const char *p = line;; p++)
    {
      if (quoted && *p == '"' && p[1] == '"')
        g_string_append_c (cell, *p++);
      else if (*p == '"')
        quoted = !quoted;
      else if (*p == '\0' || (!quoted && *p == sep))
        {
          g_ptr_array_add (cells, g_string_free (cell, FALSE));
          if (*p == '\0')
            break;
          cell = g_string_new (NULL);
        }
      else
        g_string_append_c (cell, *p);
    }
  return cells;
}

/* Every row of a CSV ranking with the header's cells, its name a text
 * cell, its count and scores numbers; returns the names. */
static GPtrArray *
check_ranking_csv (const char *csv, char sep)
{
  g_auto (GStrv) lines = g_strsplit (csv, "\n", -1);
  g_autoptr (GPtrArray) header = split_rfc4180 (lines[0], sep);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 1; lines[i] && *lines[i]; i++)
    {
      g_autoptr (GPtrArray) cells = split_rfc4180 (lines[i], sep);
      const char *name = g_ptr_array_index (cells, 0);

      g_assert_cmpuint (cells->len, ==, header->len);
      g_assert_false (name[0] && strchr ("=+-@\t\r", name[0]));
      for (guint c = 1; c < 5; c++)
        {
          const char *cell = g_ptr_array_index (cells, c);
          char *end;
          g_ascii_strtod (cell, &end);
          g_assert_true (*cell && *end == '\0');
        }
      g_ptr_array_add (names, g_strdup (name));
    }
  return names;
}

static gboolean
has (GPtrArray *names, const char *name)
{
  for (guint i = 0; i < names->len; i++)
    if (strcmp (g_ptr_array_index (names, i), name) == 0)
      return TRUE;
  return FALSE;
}

static void
test_ranking_csv (void)
{
  g_auto (Folder) f = { 0 };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL;
  g_autoptr (GPtrArray) names = NULL, names2 = NULL;

  setup (&f, HOSTILE_NAMES, SCORES);
  g_assert_cmpint (run (WORDS ("--directory", f.dir, "--format", "csv"), &out, &err), ==, 0);
  names = check_ranking_csv (out, ',');
  g_assert_cmpuint (names->len, ==, 4);
  g_assert_true (has (names, "'=HYPERLINK(\"http://evil.example/\",\"Click\") - -2 Minus")
                 || has (names, "'-2 Minus - =HYPERLINK(\"http://evil.example/\",\"Click\")"));
  g_assert_true (has (names, "'+1 Plus - @SUM(A1:A9)")
                 || has (names, "'@SUM(A1:A9) - +1 Plus"));
  g_assert_true (has (names, "Smith, John - Quote \"Q\" Quinn")
                 || has (names, "Quote \"Q\" Quinn - Smith, John"));

  /* A semicolon as the separator: a name holding one is quoted. */
  g_assert_cmpint (run (WORDS ("--directory", f.dir, "--format", "csv", "--join", ";"),
                        &out2, NULL), ==, 0);
  names2 = check_ranking_csv (out2, ';');
  g_assert_cmpuint (names2->len, ==, 4);
  g_assert_nonnull (strstr (out2, "\"Smith; Jane - "));
}

/* --save-as csv: no cell a formula, every row whole; read back, the
 * same names and the same ranking. */
static void
test_save_as_csv (void)
{
  g_auto (Folder) f = { 0 };
  g_autofree char *saved = NULL, *csv = NULL, *before = NULL, *after = NULL;
  g_auto (GStrv) lines = NULL;

  setup (&f, HOSTILE_NAMES, SCORES);
  saved = g_build_filename (f.dir, "saved.csv", NULL);
  g_assert_cmpint (run (WORDS ("--directory", f.dir, "--save-as", "csv", saved), NULL, NULL),
                   ==, 0);
  g_assert_true (g_file_get_contents (saved, &csv, NULL, NULL));
  lines = g_strsplit (csv, "\n", -1);
  for (guint i = 1; lines[i] && *lines[i]; i++)
    {
      g_autoptr (GPtrArray) cells = split_rfc4180 (lines[i], ',');
      g_assert_cmpuint (cells->len, ==, 14);
      for (guint c = 0; c < cells->len; c++)
        {
          const char *cell = g_ptr_array_index (cells, c);
          g_assert_false (cell[0] && strchr ("=+-@", cell[0]));
        }
    }
  g_assert_nonnull (strstr (csv, "\"'=HYPERLINK(\"\"http://evil.example/\"\",\"\"Click\"\")\","
                                 "'+1 Plus,'-2 Minus,'@SUM(A1:A9),4S,N,10,HK,"));

  g_assert_cmpint (run (WORDS ("--directory", f.dir, "--lead"), &before, NULL), ==, 0);
  g_assert_cmpint (run (WORDS ("--input", saved, "--lead"), &after, NULL), ==, 0);
  g_assert_cmpstr (after, ==, before);
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
  g_test_add_func ("/cli-safety/terminal-names", test_terminal_names);
  g_test_add_func ("/cli-safety/terminal-messages", test_terminal_messages);
  g_test_add_func ("/cli-safety/ranking-csv", test_ranking_csv);
  g_test_add_func ("/cli-safety/save-as-csv", test_save_as_csv);
  return g_test_run ();
}
