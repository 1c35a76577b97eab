/* test-cli-i18n.c: valet-cli's messages about bad input in German and
 * Polish.  The engine's diagnostics come out translated, each after the
 * file and line it concerns; in the C locale they stay English whatever
 * LANGUAGE asks for, as scripts that read them expect.
 *
 * The catalogues are those compiled in the build tree, which valet-cli
 * takes from VALET_LOCALEDIR; the locales those of tests/locale (LOCPATH),
 * or where those could not be made, C.UTF-8, in which gettext follows
 * LANGUAGE all the same.
 *
 * usage: test-cli-i18n VALET-CLI [GTest options]
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>
#include <sys/wait.h>

static const char *cli_path;

#define NAMES \
  "a|Alice Archer\nb|Bob Baker\nc|Carol Cook\nd|Dave Dyer\n" \
  "e|Eve Evans\nf|Frank Fox\ng|Grace Green\nh|Heidi Hill\n"

/* Line 2: a contract without a denomination (an error: the line is left
 * out); line 4: line 3 again (a warning: the line is kept). */
#define BAD_SCORES \
  "1|1|a|c|b|d|4S|N|10|HK\n" \
  "1|1|a|c|b|d|4Q|N|9|D2\n" \
  "1|1|e|g|f|h|4S|N|9|D2\n" \
  "1|1|e|g|f|h|4S|N|9|D2\n"

/* Line 3: more tricks than a board has. */
#define BAD_CSV \
  "board,north,east,south,west,contract,declarer,tricks\n" \
  "1,Alice,Carol,Bob,Dave,4S,N,10\n" \
  "1,Eve,Grace,Frank,Heidi,4S,N,14\n"

/* The start of each message, after "FILE:LINE: ". */
typedef struct {
  const char *language;
  const char *locale;
  const char *contract;    /* scores.txt:2 */
  const char *duplicate;   /* scores.txt:4 */
  const char *tricks;      /* results.csv:3 */
} Expected;

static const Expected expected_all[] = {
  { "de", "de_DE.UTF-8",
    "Kontrakt »4Q« hat keine Farbe (erwartet: Pass oder eine Stufe 1-7",
    "Warnung: doppeltes Ergebnis: Runde 1 Board 1 mit denselben vier Spielern wie Zeile 3",
    "Stiche »14« außerhalb des Bereichs (erwartet: die Stiche des Alleinspielers" },
  { "pl", "pl_PL.UTF-8",
    "kontrakt „4Q” nie ma miana (oczekiwano Pass albo poziomu 1-7",
    "ostrzeżenie: powtórzony wynik: runda 1, rozdanie 1 z tymi samymi czterema graczami "
    "co w wierszu 3",
    "lewy „14” poza zakresem (oczekiwano liczby lew wziętych przez rozgrywającego" },
};

/* The folder of one test's input files. */
typedef struct {
  char *dir;
} Input;

static void
input_clear (Input *in)
{
  static const char *const files[] = { "names.txt", "scores.txt", "results.csv" };

  /* Only the files written here live there. */
  for (guint i = 0; in->dir != NULL && i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (in->dir, files[i], NULL);
      g_remove (path);
    }
  if (in->dir != NULL)
    g_rmdir (in->dir);
  g_free (in->dir);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Input, input_clear)

static void
write_inputs (Input *in)
{
  static const struct { const char *name, *text; } files[] = {
    { "names.txt", NAMES }, { "scores.txt", BAD_SCORES }, { "results.csv", BAD_CSV },
  };
  g_autoptr (GError) error = NULL;

  in->dir = g_dir_make_tmp ("valet-cli-i18n-XXXXXX", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (in->dir, files[i].name, NULL);
      g_file_set_contents (path, files[i].text, -1, &error);
      g_assert_no_error (error);
    }
}

/* valet-cli's standard error for @args, run with LANGUAGE=@language and
 * LC_ALL=@locale; it must end with 1, bad input. */
static char *
run_cli (const char *language, const char *locale, const char *const *args)
{
  g_auto (GStrv) envp = g_get_environ ();
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  char *err = NULL;
  int wait_status = 0;

  envp = g_environ_setenv (envp, "LANGUAGE", language, TRUE);
  envp = g_environ_setenv (envp, "LC_ALL", locale, TRUE);
  g_ptr_array_add (argv, (char *) cli_path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, envp, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                NULL, &err, &wait_status, &error);
  g_assert_no_error (error);
  g_test_message ("LANGUAGE=%s LC_ALL=%s; stderr:\n%s", language, locale, err);
  g_assert_true (WIFEXITED (wait_status));
  g_assert_cmpint (WEXITSTATUS (wait_status), ==, 1);
  return err;
}

/* Asserts that @err has the line "@dir/@file:@line: @message..." */
static void
assert_message (const char *err, const char *dir, const char *file, guint line,
                const char *message)
{
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autofree char *wanted = g_strdup_printf ("%s:%u: %s", path, line, message);
  g_autofree char *at_start = g_strconcat ("\n", wanted, NULL);

  if (!g_str_has_prefix (err, wanted) && strstr (err, at_start) == NULL)
    g_error ("stderr lacks a line starting '%s':\n%s", wanted, err);
}

/* The locale to run valet-cli in for @e: its own, or C.UTF-8 where
 * tests/locale said why it is missing. */
static const char *
locale_for (const Expected *e)
{
  const char *missing = g_getenv ("VALET_TEST_LOCALES_MISSING");
  locale_t loaded = newlocale (LC_MESSAGES_MASK, e->locale, (locale_t) 0);

  if (loaded != (locale_t) 0)
    {
      freelocale (loaded);
      return e->locale;
    }
  if (missing == NULL || missing[0] == '\0')
    g_error ("the locale %s cannot be loaded (LOCPATH=%s)", e->locale, g_getenv ("LOCPATH"));
  g_test_message ("%s; C.UTF-8 instead", missing);
  return "C.UTF-8";
}

static void
test_translated (gconstpointer data)
{
  const Expected *e = data;
  const char *locale = locale_for (e);
  g_auto (Input) in = { 0 };

  write_inputs (&in);
  g_autofree char *csv = g_build_filename (in.dir, "results.csv", NULL);
  const char *text_args[] = { "--directory", in.dir, NULL };
  const char *csv_args[] = { "--input", csv, NULL };
  g_autofree char *text_err = run_cli (e->language, locale, text_args);
  g_autofree char *csv_err = run_cli (e->language, locale, csv_args);

  assert_message (text_err, in.dir, "scores.txt", 2, e->contract);
  assert_message (text_err, in.dir, "scores.txt", 4, e->duplicate);
  assert_message (csv_err, in.dir, "results.csv", 3, e->tricks);
  g_assert_null (strstr (text_err, "has no denomination"));
}

/* POSIX has the C locale ignore LANGUAGE: the messages stay English. */
static void
test_c_locale (void)
{
  g_auto (Input) in = { 0 };

  write_inputs (&in);
  const char *args[] = { "--directory", in.dir, NULL };
  g_autofree char *err = run_cli ("de", "C", args);

  assert_message (err, in.dir, "scores.txt", 2,
                  "contract '4Q' has no denomination (expected Pass, or a level 1-7, ");
  assert_message (err, in.dir, "scores.txt", 4,
                  "warning: duplicate result: round 1 board 1 with the same four players "
                  "as line 3 (expected one result per table)");
}

int
main (int argc, char **argv)
{
  /* Failure messages quote German and Polish text: printed as UTF-8. */
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  if (argc != 2)
    g_error ("usage: test-cli-i18n VALET-CLI [GTest options]");
  cli_path = argv[1];

  for (guint i = 0; i < G_N_ELEMENTS (expected_all); i++)
    {
      g_autofree char *name = g_strdup_printf ("/cli-i18n/%s", expected_all[i].language);
      g_test_add_data_func (name, &expected_all[i], test_translated);
    }
  g_test_add_func ("/cli-i18n/c-locale", test_c_locale);
  return g_test_run ();
}
