/* test-robustness.c: input that is odd, huge or in a legacy encoding,
 * and outputs that cannot be written.
 *
 * - encodings: Windows-1250 and ISO-8859-2 names read with valet-cli
 *   --encoding NAME or auto, and told apart without it (display names
 *   in UTF-8);
 * - limits: a 1 MB line, 10,000 boards, 100,000 players, a name of
 *   10,000 characters, control characters and right-to-left text: each
 *   loaded or refused with a message;
 * - nothing lost: a write that fails (a read-only folder, a full disk,
 *   /dev/full) leaves the earlier file as it was, and valet-cli exits 1;
 * - regressions: inputs the fuzz targets (tests/fuzz) found.
 *
 * With VALET_TEST_SLOW set, only the largest case runs (as a test of its
 * own, beside the others): 1,000,000 results, timed, with the peak memory
 * of valet-cli measured.
 */
#include <fcntl.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <grp.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "engine-test-support.h"
#include "formats-test-support.h"
#include "valet-diagnostics.h"
#include "valet-csv-reader.h"
#include "valet-encoding.h"
#include "valet-pbn-reader.h"
#include "valet-reader.h"
#include "valet-text-reader.h"
#include "valet-tournament.h"
#include "valet-usebio-reader.h"

/* ---- scratch folders and files ------------------------------------------ */

typedef struct {
  char *dir;
} Scratch;

static Scratch *
scratch_new (void)
{
  Scratch *s = g_new0 (Scratch, 1);
  g_autoptr (GError) error = NULL;

  s->dir = g_dir_make_tmp ("valet-robustness-XXXXXX", &error);
  g_assert_no_error (error);
  return s;
}

static void
scratch_free (Scratch *s)
{
  engine_test_remove_tree (s->dir);
  g_free (s->dir);
  g_free (s);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Scratch, scratch_free)

/* A path in the scratch folder (freed by the caller). */
static char *
scratch_path (Scratch *s, const char *name)
{
  return g_build_filename (s->dir, name, NULL);
}

static char *
scratch_write (Scratch *s, const char *name, const char *content, gssize length)
{
  g_autoptr (GError) error = NULL;
  char *path = scratch_path (s, name);

  g_file_set_contents (path, content, length, &error);
  g_assert_no_error (error);
  return path;
}

static char *
read_all (const char *path, gsize *length)
{
  g_autoptr (GError) error = NULL;
  char *data = NULL;

  g_file_get_contents (path, &data, length, &error);
  g_assert_no_error (error);
  return data;
}

/* UTF-8 text in a legacy encoding. */
static char *
encode (const char *utf8, const char *charset)
{
  g_autoptr (GError) error = NULL;
  char *text = g_convert (utf8, -1, charset, "UTF-8", NULL, NULL, &error);

  g_assert_no_error (error);
  return text;
}

/* ---- valet-cli ------------------------------------------------------------ */

typedef enum {
  LIMIT_NONE = 0,
  LIMIT_FILE_SIZE,     /* files of at most 1 KB: a full disk */
  LIMIT_STDOUT_FULL,   /* standard output on /dev/full */
  LIMIT_NOBODY,        /* when run as root, as the user nobody */
} ChildLimit;

#define NOBODY 65534

static gboolean
become_nobody (void)
{
  return setgroups (0, NULL) == 0 && setgid (NOBODY) == 0 && setuid (NOBODY) == 0;
}

/* Whether root can become nobody here (not in every container), and
 * then run valet-cli on @input. */
static gboolean
can_become_nobody (const char *input)
{
  const char *cli = g_getenv ("VALET_CLI");
  int status = 0;
  pid_t pid = fork ();

  if (pid == 0)
    _exit (become_nobody () && access (cli, X_OK) == 0
           && access (input, R_OK | X_OK) == 0 ? 0 : 1);
  return pid > 0 && waitpid (pid, &status, 0) == pid && WIFEXITED (status)
         && WEXITSTATUS (status) == 0;
}

static void
child_setup (gpointer data)
{
  switch (GPOINTER_TO_INT (data))
    {
    case LIMIT_FILE_SIZE:
      {
        struct rlimit limit = { 1024, 1024 };
        signal (SIGXFSZ, SIG_IGN);   /* write() then fails with EFBIG */
        setrlimit (RLIMIT_FSIZE, &limit);
      }
      break;
    case LIMIT_STDOUT_FULL:
      {
        int fd = open ("/dev/full", O_WRONLY);
        if (fd >= 0)
          dup2 (fd, STDOUT_FILENO);
      }
      break;
    case LIMIT_NOBODY:
      /* Permissions do not stop root.  If a step fails, writing then
       * succeeds, and the test fails: nothing is hidden. */
      if (getuid () == 0)
        become_nobody ();
      break;
    default:
      break;
    }
}

/* Runs valet-cli with @args; its exit status, or -1 when it did not exit
 * (a crash).  @out and @err may be NULL. */
static int
run_cli_limited (const char *const *args, ChildLimit limit, char **out, char **err)
{
  const char *cli = g_getenv ("VALET_CLI");
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dropped_out = NULL;
  g_autofree char *dropped_err = NULL;
  int status = -1;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT,
                limit ? child_setup : NULL, GINT_TO_POINTER (limit),
                limit == LIMIT_STDOUT_FULL ? NULL : out ? out : &dropped_out,
                err ? err : &dropped_err, &status, &error);
  g_assert_no_error (error);
  if (WIFSIGNALED (status))
    g_test_message ("valet-cli died of signal %d", WTERMSIG (status));
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static int
run_cli (const char *const *args, char **out, char **err)
{
  return run_cli_limited (args, LIMIT_NONE, out, err);
}

/* ---- encodings ------------------------------------------------------------ */

static const char polish_names[] =
  "lz|Łukasz Żak\n"
  "js|Józef Świątek\n"
  "ak|Agnieszka Kołodziej\n"
  "pn|Paweł Nowak\n"
  "ew|Ewa Wróbel\n"
  "jk|Jan Kos\n"
  "zm|Zofia Mała\n"
  "pl|Piotr Łęcki\n";

static const char polish_scores[] =
  "1|1|lz|js|ak|pn|4S|N|10|HA\n"
  "1|1|ew|jk|zm|pl|4S|N|9|HK\n"
  "1|2|lz|js|ak|pn|3N|E|9|SA\n"
  "1|2|ew|jk|zm|pl|3N|E|8|S2\n";

static void
test_guess (void)
{
  static const struct {
    const char *text, *charset, *expected;
  } cases[] = {
    { "a|Łukasz Żak\nb|Józef Świątek\n", "WINDOWS-1250", "WINDOWS-1250" },
    { "a|Łukasz Żak\nb|Józef Świątek\n", "ISO-8859-2", "ISO-8859-2" },
    { "a|José Müller\nb|Søren Bäckström\n", "WINDOWS-1252", "WINDOWS-1252" },
    { "a|François Œuvre\n", "WINDOWS-1252", "WINDOWS-1252" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *data = encode (cases[i].text, cases[i].charset);
      g_assert_cmpstr (valet_guess_encoding (data, strlen (data)), ==, cases[i].expected);
    }
  g_assert_cmpstr (valet_encoding_label ("WINDOWS-1250"), ==, "Windows-1250");
  g_assert_true (valet_encoding_is_known ("windows-1250"));
  g_assert_true (valet_encoding_is_known ("iso-8859-2"));
  g_assert_true (valet_encoding_is_known ("auto"));
  g_assert_true (valet_encoding_is_known ("AUTO"));
  g_assert_false (valet_encoding_is_known ("no-such-encoding"));
  g_assert_false (valet_encoding_is_known (""));
}

/* Without an encoding the names are detected as Windows-1250: kept as
 * given, shown in UTF-8, and the warning says which encoding was used. */
static void
test_names_detected (void)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autofree char *data = encode (polish_names, "WINDOWS-1250");
  g_autofree char *raw = encode ("Łukasz Żak", "WINDOWS-1250");
  guint i;

  valet_parse_names (t, data, strlen (data), "names.txt", diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_assert_cmpuint (valet_diagnostics_n_warnings (diag), ==, 1);
  g_assert_nonnull (strstr (valet_diagnostics_get (diag, 0)->message,
                            "read as Windows-1250"));
  g_assert_true (valet_tournament_lookup_player (t, "lz", &i));
  g_assert_cmpstr (valet_tournament_player_name (t, i), ==, raw);
  g_assert_cmpstr (valet_tournament_player_display_name (t, i), ==, "Łukasz Żak");
  g_assert_true (valet_tournament_lookup_player (t, "js", &i));
  g_assert_cmpstr (valet_tournament_player_display_name (t, i), ==, "Józef Świątek");
  for (i = 0; i < valet_tournament_n_players (t); i++)
    g_assert_true (g_utf8_validate (valet_tournament_player_display_name (t, i), -1, NULL));
}

static char *
polish_csv (void)
{
  return g_strdup ("board,north,east,south,west,contract,declarer,tricks\n"
                   "1,Łukasz Żak,Józef Świątek,Ewa Wróbel,Jan Kos,4S,N,10\n"
                   "1,Paweł Nowak,Zofia Mała,Piotr Łęcki,Anna Nowak,4S,N,9\n");
}

/* A CSV file in Windows-1250: converted with the encoding set, names
 * shown in UTF-8 and kept as given without it. */
static void
test_csv_encodings (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autofree char *utf8 = polish_csv ();
  g_autofree char *data = encode (utf8, "WINDOWS-1250");
  g_autofree char *path = scratch_write (s, "results.csv", data, -1);
  guint i;

  {
    g_autoptr (ValetTournament) t = valet_tournament_new ();
    g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
    valet_tournament_set_encoding (t, "windows-1250");
    g_assert_true (valet_read_input (t, path, VALET_INPUT_AUTO, diag));
    g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
    g_assert_cmpuint (valet_diagnostics_n_warnings (diag), ==, 0);
    g_assert_true (valet_tournament_lookup_player (t, "Łukasz Żak", &i));
    g_assert_cmpstr (valet_tournament_player_name (t, i), ==, "Łukasz Żak");
    g_assert_true (valet_tournament_lookup_player (t, "Józef Świątek", &i));
  }
  {
    g_autoptr (ValetTournament) t = valet_tournament_new ();
    g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
    g_autofree char *raw = encode ("Łukasz Żak", "WINDOWS-1250");
    g_assert_true (valet_read_input (t, path, VALET_INPUT_AUTO, diag));
    g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
    g_assert_cmpuint (valet_diagnostics_n_warnings (diag), ==, 1);
    g_assert_nonnull (strstr (valet_diagnostics_get (diag, 0)->message,
                              "read as Windows-1250"));
    g_assert_true (valet_tournament_lookup_player (t, raw, &i));
    g_assert_cmpstr (valet_tournament_player_display_name (t, i), ==, "Łukasz Żak");
  }
}

/* With "auto" a file that is not UTF-8 is converted from the encoding
 * that reads best, and the warning says which; a UTF-8 file is read as
 * it is, without one. */
static void
test_auto_encoding (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autofree char *utf8 = polish_csv ();
  static const char *const charsets[] = { "WINDOWS-1250", "ISO-8859-2", "UTF-8" };
  static const char *const labels[] = { "Windows-1250", "ISO-8859-2", NULL };

  for (guint c = 0; c < G_N_ELEMENTS (charsets); c++)
    {
      g_autoptr (ValetTournament) t = valet_tournament_new ();
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
      g_autofree char *data = encode (utf8, charsets[c]);
      g_autofree char *name = g_strdup_printf ("results-%u.csv", c);
      g_autofree char *path = scratch_write (s, name, data, -1);
      guint i;

      valet_tournament_set_encoding (t, VALET_ENCODING_AUTO);
      g_assert_true (valet_read_input (t, path, VALET_INPUT_AUTO, diag));
      g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
      g_assert_cmpuint (valet_diagnostics_n_warnings (diag), ==, labels[c] ? 1 : 0);
      if (labels[c])
        {
          g_autofree char *expected = g_strdup_printf ("is not UTF-8; read as %s", labels[c]);
          g_assert_nonnull (strstr (valet_diagnostics_get (diag, 0)->message, expected));
        }
      g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
      g_assert_true (valet_tournament_lookup_player (t, "Łukasz Żak", &i));
      g_assert_cmpstr (valet_tournament_player_name (t, i), ==, "Łukasz Żak");
      g_assert_true (valet_tournament_lookup_player (t, "Piotr Łęcki", &i));
      for (i = 0; i < valet_tournament_n_players (t); i++)
        g_assert_true (g_utf8_validate (valet_tournament_player_name (t, i), -1, NULL));
    }
}

/* USEBIO XML that declares no encoding and is not UTF-8 is converted
 * from the encoding detected; with one given, from that. */
static void
test_usebio_encodings (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autofree char *sample_path = g_test_build_filename (G_TEST_DIST, "data",
                                                        "usebio-pairs.xml", NULL);
  g_autofree char *sample = read_all (sample_path, NULL);
  g_autoptr (GString) xml = g_string_new (sample);
  guint i;

  g_assert_cmpint (g_string_replace (xml, " encoding=\"UTF-8\"", "", 1), ==, 1);
  g_assert_cmpint (g_string_replace (xml, "Alice Archer", "Łukasz Żak", 0), >, 0);
  g_autofree char *data = encode (xml->str, "WINDOWS-1250");
  g_autofree char *path = scratch_write (s, "results.xml", data, -1);

  /* none, windows-1250, auto */
  for (guint with_encoding = 0; with_encoding < 3; with_encoding++)
    {
      g_autoptr (ValetTournament) t = valet_tournament_new ();
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
      if (with_encoding == 1)
        valet_tournament_set_encoding (t, "windows-1250");
      else if (with_encoding == 2)
        valet_tournament_set_encoding (t, VALET_ENCODING_AUTO);
      g_assert_true (valet_read_input (t, path, VALET_INPUT_AUTO, diag));
      g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
      g_assert_cmpuint (valet_diagnostics_n_warnings (diag), ==, with_encoding == 1 ? 0 : 1);
      g_assert_true (valet_tournament_lookup_player (t, "Łukasz Żak", &i));
      g_assert_cmpuint (valet_tournament_n_results (t), >, 0);
    }
}

/* A byte the encoding leaves undefined is refused with its line. */
static void
test_convert_error (void)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  static const char data[] = "a|Alice\nb|Bad \x81 byte\n";
  gsize length = 0;

  g_assert_null (valet_convert_to_utf8 (data, sizeof data - 1, "WINDOWS-1252",
                                        "names.txt", &length, diag));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 1);
  g_assert_cmpuint (valet_diagnostics_get (diag, 0)->line, ==, 2);
  g_assert_nonnull (strstr (valet_diagnostics_get (diag, 0)->message, "0x81"));
}

static char *
polish_folder (Scratch *s, const char *charset)
{
  g_autofree char *names = encode (polish_names, charset);
  g_autofree char *dir = scratch_path (s, "polish");
  g_autofree char *names_path = scratch_path (s, "polish/names.txt");
  g_autofree char *scores_path = scratch_path (s, "polish/scores.txt");

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (names_path, names, -1, NULL));
  g_assert_true (g_file_set_contents (scores_path, polish_scores, -1, NULL));
  return g_steal_pointer (&dir);
}

/* @utf8 in @charset, with that encoding's byte order mark in front;
 * its length in *@length. */
static char *
encode_marked (const char *utf8, const char *charset, gsize *length)
{
  static const struct { const char *charset, *mark; gsize length; } marks[] = {
    { "UTF-8", "\xEF\xBB\xBF", 3 },
    { "UTF-16LE", "\xFF\xFE", 2 },
    { "UTF-16BE", "\xFE\xFF", 2 },
    { "UTF-32LE", "\xFF\xFE\0\0", 4 },
  };
  g_autoptr (GError) error = NULL;
  gsize text_length = 0;
  g_autofree char *text = g_convert (utf8, -1, charset, "UTF-8", NULL, &text_length,
                                     &error);
  GString *out = g_string_new (NULL);

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    if (strcmp (marks[i].charset, charset) == 0)
      g_string_append_len (out, marks[i].mark, (gssize) marks[i].length);
  g_assert_cmpuint (out->len, >, 0);
  g_string_append_len (out, text, (gssize) text_length);
  *length = out->len;
  return g_string_free (out, FALSE);
}

/* The results of @path (one file, or a Valet text folder) must be those
 * of @expected: the same players, names and results, and no problem. */
static void
assert_reads_like (const char *path, ValetTournament *expected)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);

  g_assert_true (valet_read_input (t, path, VALET_INPUT_AUTO, diag));
  if (valet_diagnostics_count (diag) + valet_diagnostics_n_warnings (diag) > 0)
    g_printerr ("%s", valet_diagnostics_format (diag));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_assert_cmpuint (valet_diagnostics_n_warnings (diag), ==, 0);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, valet_tournament_n_results (expected));
  g_assert_cmpuint (valet_tournament_n_results (t), >, 0);
  g_assert_cmpuint (valet_tournament_n_players (t), ==, valet_tournament_n_players (expected));
  for (guint i = 0; i < valet_tournament_n_players (t); i++)
    g_assert_cmpstr (valet_tournament_player_name (t, i), ==,
                     valet_tournament_player_name (expected, i));
}

/* A file that starts with a byte order mark is read in the encoding the
 * mark says, whatever else was asked or declared: UTF-8's is skipped
 * (also in names.txt and scores.txt), UTF-16's and UTF-32's convert the
 * file, in every input format. */
static void
test_byte_order_marks (void)
{
  static const char *const charsets[] = { "UTF-8", "UTF-16LE", "UTF-16BE", "UTF-32LE" };
  static const char csv[] =
    "board,north,east,south,west,contract,declarer,tricks,lead\n"
    "1,Łukasz Żak,Józef Świątek,Ewa Wróbel,Jan Kos,4S,N,10,HA\n"
    "1,Paweł Nowak,Zofia Mała,Piotr Łęcki,Anna Nowak,4S,N,9,HK\n";
  g_autoptr (Scratch) s = scratch_new ();
  g_autofree char *usebio_path = formats_data_file ("usebio-pairs.xml");
  g_autofree char *pbn_path = formats_data_file ("pbn-spec-names.pbn");
  g_autofree char *usebio_utf8 = NULL, *pbn_utf8 = NULL, *usebio16 = NULL;
  g_autoptr (GRegex) declared = g_regex_new ("encoding=\"UTF-8\"", 0, 0, NULL);
  g_autofree char *text_dir = polish_folder (s, "UTF-8");
  g_autofree char *csv_path = scratch_write (s, "plain.csv", csv, -1);
  struct { const char *name; char *path; const char *content; } sources[] = {
    { "usebio.xml", usebio_path, NULL },
    { "results.pbn", pbn_path, NULL },
    { "results.csv", csv_path, csv },
  };
  gsize length;

  g_assert_true (g_file_get_contents (usebio_path, &usebio_utf8, &length, NULL));
  g_assert_true (g_file_get_contents (pbn_path, &pbn_utf8, &length, NULL));
  /* Converted to UTF-16, the file would say so; the mark must win over
   * the declaration either way. */
  usebio16 = g_regex_replace_literal (declared, usebio_utf8, -1, 0,
                                      "encoding=\"UTF-16\"", 0, NULL);
  g_assert_nonnull (strstr (usebio16, "UTF-16"));
  sources[0].content = usebio16;
  sources[1].content = pbn_utf8;

  for (guint f = 0; f < G_N_ELEMENTS (sources); f++)
    {
      g_autoptr (ValetTournament) expected = valet_tournament_new ();
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
      g_assert_true (valet_read_input (expected, sources[f].path, VALET_INPUT_AUTO, diag));
      for (guint c = 0; c < G_N_ELEMENTS (charsets); c++)
        {
          g_autofree char *name = g_strdup_printf ("%s-%s", charsets[c], sources[f].name);
          g_autofree char *data = encode_marked (sources[f].content, charsets[c], &length);
          g_autofree char *path = scratch_write (s, name, data, (gssize) length);
          g_test_message ("%s", name);
          g_assert_cmpint (valet_detect_input_path (path), !=, VALET_INPUT_AUTO);
          assert_reads_like (path, expected);
        }
    }

  /* Valet text: both files marked, each in its own encoding. */
  {
    g_autoptr (ValetTournament) expected = valet_tournament_new ();
    g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
    g_assert_true (valet_read_input (expected, text_dir, VALET_INPUT_AUTO, diag));
    for (guint c = 0; c < G_N_ELEMENTS (charsets); c++)
      {
        g_autofree char *dir = scratch_path (s, charsets[c]);
        g_autofree char *names_path = g_build_filename (dir, "names.txt", NULL);
        g_autofree char *scores_path = g_build_filename (dir, "scores.txt", NULL);
        g_autofree char *names = encode_marked (polish_names, charsets[c], &length);
        g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
        g_assert_true (g_file_set_contents (names_path, names, (gssize) length, NULL));
        g_autofree char *scores = encode_marked (polish_scores, charsets[(c + 1) % 4], &length);
        g_assert_true (g_file_set_contents (scores_path, scores, (gssize) length, NULL));
        g_test_message ("text in %s", charsets[c]);
        assert_reads_like (dir, expected);
      }
  }
}

/* A file whose UTF-16 mark the rest does not keep to (a lone surrogate on
 * line 3) is refused with that line. */
static void
test_byte_order_mark_broken (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  gsize length;
  g_autofree char *data = encode_marked ("a|Ann\nb|Bob\nc|Cy", "UTF-16LE", &length);
  g_autofree char *path = NULL;

  /* "C" of line 3 becomes a low surrogate without its high half. */
  g_assert_cmpint (data[2 + 2 * 12], ==, 'c');
  data[2 + 2 * 12] = '\0';
  data[2 + 2 * 12 + 1] = (char) 0xDC;
  path = scratch_write (s, "names.txt", data, (gssize) length);
  g_assert_false (valet_read_names (t, path, diag));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 1);
  g_assert_cmpuint (valet_diagnostics_get (diag, 0)->line, ==, 3);
  g_assert_nonnull (strstr (valet_diagnostics_get (diag, 0)->message, "UTF-16LE"));
  g_assert_nonnull (strstr (valet_diagnostics_get (diag, 0)->message, "expected"));
}

/* valet-cli --encoding: names in UTF-8 in text and CSV, and in the files
 * --save-as writes. */
static void
test_cli_encoding (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autofree char *dir = polish_folder (s, "WINDOWS-1250");
  g_autofree char *saved = scratch_path (s, "saved");
  g_autofree char *saved_names = scratch_path (s, "saved/names.txt");

  for (guint csv = 0; csv < 2; csv++)
    {
      g_autofree char *out = NULL, *err = NULL;
      g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--encoding", "windows-1250",
                                       "--format", csv ? "csv" : "text"), &out, &err), ==, 0);
      g_assert_true (g_utf8_validate (out, -1, NULL));
      g_assert_nonnull (strstr (out, "Łukasz Żak"));
      g_assert_nonnull (strstr (out, "Józef Świątek"));
      g_assert_cmpstr (err, ==, "");
    }
  {
    g_autofree char *out = NULL, *err = NULL;
    g_autofree char *names = NULL;
    g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--encoding", "WINDOWS-1250",
                                     "--save-as", "valet", saved), &out, &err), ==, 0);
    names = read_all (saved_names, NULL);
    g_assert_true (g_utf8_validate (names, -1, NULL));
    g_assert_nonnull (strstr (names, "lz|Łukasz Żak\n"));
  }
}

/* valet-cli --encoding auto: each file converted from the encoding that
 * reads best, said on standard error; the ranking, text or CSV, and the
 * tableau are UTF-8 with the names right. */
static void
test_cli_auto (void)
{
  static const char *const charsets[] = { "WINDOWS-1250", "ISO-8859-2" };
  static const char *const labels[] = { "Windows-1250", "ISO-8859-2" };

  for (guint c = 0; c < G_N_ELEMENTS (charsets); c++)
    for (guint csv = 0; csv < 2; csv++)
      {
        g_autoptr (Scratch) s = scratch_new ();
        g_autofree char *dir = polish_folder (s, charsets[c]);
        g_autofree char *tableau_path = scratch_path (s, "tableau.txt");
        g_autofree char *out = NULL, *err = NULL, *tableau = NULL;
        g_autofree char *said = g_strdup_printf ("names.txt: warning: is not UTF-8; read as %s",
                                                 labels[c]);

        g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--encoding", "auto",
                                         "--format", csv ? "csv" : "text",
                                         "--tableau", tableau_path), &out, &err), ==, 0);
        g_assert_true (g_utf8_validate (out, -1, NULL));
        g_assert_nonnull (strstr (out, "Łukasz Żak"));
        g_assert_nonnull (strstr (out, "Józef Świątek"));
        g_assert_nonnull (strstr (err, said));
        g_assert_null (strstr (err, "printed as the input has them"));
        tableau = read_all (tableau_path, NULL);
        g_assert_true (g_utf8_validate (tableau, -1, NULL));
      }
}

/* Without --encoding the text ranking writes the names as given, with a
 * warning that says which encoding was detected for display, and a hint
 * that --encoding auto writes them in UTF-8; the CSV ranking is UTF-8
 * (as --save-as csv is), without the hint. */
static void
test_cli_detected (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autofree char *dir = polish_folder (s, "WINDOWS-1250");
  g_autofree char *raw = encode ("Łukasz Żak", "WINDOWS-1250");
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--format", "text"), &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, raw));
  g_assert_nonnull (strstr (err, "read as Windows-1250"));
  g_assert_nonnull (strstr (err, "--encoding auto prints them in UTF-8"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--format", "csv"), &out, &err), ==, 0);
  g_assert_true (g_utf8_validate (out, -1, NULL));
  g_assert_nonnull (strstr (out, "Łukasz Żak"));
  g_assert_null (strstr (err, "--encoding auto prints them in UTF-8"));
}

/* The results saved as CSV, a file for spreadsheets and other programs,
 * are UTF-8 even without --encoding: the names as they were detected and
 * shown, with the byte-order mark. */
static void
test_cli_saved_csv_utf8 (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autofree char *dir = polish_folder (s, "WINDOWS-1250");
  g_autofree char *saved = scratch_path (s, "saved.csv");
  g_autofree char *out = NULL, *err = NULL, *csv = NULL;

  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--save-as", "csv", saved),
                            &out, &err), ==, 0);
  csv = read_all (saved, NULL);
  g_assert_true (g_utf8_validate (csv, -1, NULL));
  g_assert_true (g_str_has_prefix (csv, "\xEF\xBB\xBF" "round,board,"));
  g_assert_nonnull (strstr (csv, "Łukasz Żak"));
  g_assert_nonnull (strstr (csv, "Józef Świątek"));
}

/* The output of a program found on the PATH, run on @args; NULL when
 * the program is not there. */
static char *
tool_output (const char *const *args)
{
  g_autofree char *program = g_find_program_in_path (args[0]);
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  int status = 0;

  if (program == NULL)
    return NULL;
  g_spawn_sync (NULL, (char **) args, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

/* Names read in Windows-1250 without --encoding reach the workbook, the
 * PDF and the chart in UTF-8, spelt right; so does the ranking with
 * --encoding auto.  Only the reference-format ranking without it keeps
 * the bytes (test_cli_detected). */
static void
test_cli_outputs_utf8 (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autofree char *dir = polish_folder (s, "WINDOWS-1250");
  g_autofree char *xlsx = scratch_path (s, "report.xlsx");
  g_autofree char *pdf = scratch_path (s, "report.pdf");
  g_autofree char *png = scratch_path (s, "chart.png");
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *strings = NULL, *text = NULL;

  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--xlsx", xlsx, "--pdf", pdf,
                                   "--chart-png", png), &out, &err), ==, 0);
  g_assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));

  /* The workbook is written in constant memory: its texts are in its
   * sheets. */
  strings = tool_output (WORDS ("unzip", "-p", xlsx, "xl/worksheets/sheet*.xml"));
  if (strings != NULL)
    {
      g_assert_true (g_utf8_validate (strings, -1, NULL));
      g_assert_nonnull (strstr (strings, "Łukasz Żak"));
      g_assert_nonnull (strstr (strings, "Józef Świątek"));
    }
  text = tool_output (WORDS ("pdftotext", "-enc", "UTF-8", pdf, "-"));
  if (text != NULL)
    {
      g_assert_true (g_utf8_validate (text, -1, NULL));
      g_assert_nonnull (strstr (text, "Łukasz Żak"));
      g_assert_nonnull (strstr (text, "Piotr Łęcki"));
    }
  if (strings == NULL || text == NULL)
    g_test_incomplete ("unzip or pdftotext is not installed");
}

static void
test_cli_encoding_errors (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autofree char *dir = polish_folder (s, "WINDOWS-1250");
  g_autofree char *names = scratch_path (s, "polish/names.txt");
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--encoding", "klingon"), &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "unknown encoding 'klingon'"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  g_assert_true (g_file_set_contents (names, "lz|A\njs|B \x81\nak|C\npn|D\n"
                                      "ew|E\njk|F\nzm|G\npl|H\n", -1, NULL));
  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--encoding", "windows-1252"), &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "names.txt:2: byte 0x81 is not Windows-1252 text"));
}

/* ---- limits ---------------------------------------------------------------- */

/* A folder with names.txt and scores.txt. */
static char *
text_folder (Scratch *s, const char *name, const char *names, gssize names_length,
             const char *scores, gssize scores_length)
{
  g_autofree char *dir = scratch_path (s, name);
  g_autofree char *names_path = g_build_filename (dir, "names.txt", NULL);
  g_autofree char *scores_path = g_build_filename (dir, "scores.txt", NULL);

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (names_path, names, names_length, NULL));
  g_assert_true (g_file_set_contents (scores_path, scores, scores_length, NULL));
  return g_steal_pointer (&dir);
}

static const char eight_names[] = "a|A\nb|B\nc|C\nd|D\ne|E\nf|F\ng|G\nh|H\n";

/* A line of 1 MB, in either file: refused with its line, the message
 * kept short. */
static void
test_long_line (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (GString) scores = g_string_new ("1|1|a|b|c|d|4S|N|10\n");
  g_autoptr (GString) names = g_string_new (eight_names);

  for (guint i = 0; i < 1024 * 1024; i++)
    g_string_append_c (scores, "123456789|"[i % 10]);
  g_string_append (scores, "\n1|1|e|f|g|h|4S|N|9\n");
  g_autofree char *dir = text_folder (s, "long-scores", names->str, -1, scores->str, -1);
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (run_cli (WORDS ("--directory", dir), &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "scores.txt:2: "));
  g_assert_cmpuint (strlen (err), <, 4096);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--keep-going"), &out, &err), ==, 0);

  /* A 1 MB round number in an otherwise good line. */
  g_string_assign (scores, "");
  for (guint i = 0; i < 1024 * 1024; i++)
    g_string_append_c (scores, '7');
  g_string_append (scores, "|1|a|b|c|d|4S|N|10\n1|1|e|f|g|h|4S|N|9\n");
  g_autofree char *dir2 = text_folder (s, "long-round", names->str, -1, scores->str, -1);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (WORDS ("--directory", dir2), &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "scores.txt:1: round"));
  g_assert_cmpuint (strlen (err), <, 4096);

  /* A name of 1 MB is read, cut to 100 characters with a warning
   * (valet-text-limit.h): the ranking holds its first 99 and "…". */
  g_string_assign (names, "a|");
  for (guint i = 0; i < 1024 * 1024; i++)
    g_string_append_c (names, 'a' + i % 26);
  g_string_append (names, "\nb|B\nc|C\nd|D\ne|E\nf|F\ng|G\nh|H\n");
  g_autofree char *dir3 = text_folder (s, "long-name", names->str, -1,
                                       "1|1|a|b|c|d|4S|N|10\n1|1|e|f|g|h|4S|N|9\n", -1);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (WORDS ("--directory", dir3, "--format", "csv"), &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz"
                                 "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstu…"));
  g_assert_nonnull (strstr (err, "names.txt:1: warning: a player's name is 1048576 "
                                 "characters long; cut to 100"));
  g_assert_cmpuint (strlen (out), <, 4096);
}

/* A field of @boards boards, @tables tables each, four players a table
 * (players numbered from 0). */
static void
append_field (GString *scores, guint boards, guint tables, guint players)
{
  static const char *const contracts[] = { "4S|N|10", "3N|E|8", "2HX|S|7", "P|N|0", "6C|W|12" };

  for (guint b = 0; b < boards; b++)
    for (guint t = 0; t < tables; t++)
      {
        guint first = (4 * t + b) % players;
        g_string_append_printf (scores, "1|%u|p%u|p%u|p%u|p%u|%s\n", b + 1,
                                first, (first + 1) % players, (first + 2) % players,
                                (first + 3) % players, contracts[(b + t) % 5]);
      }
}

static GString *
player_names (guint players)
{
  GString *names = g_string_new (NULL);
  for (guint p = 0; p < players; p++)
    g_string_append_printf (names, "p%u|Player %u\n", p, p);
  return names;
}

static void
test_many_boards (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (GString) names = player_names (8);
  g_autoptr (GString) scores = g_string_new (NULL);
  g_autofree char *out = NULL, *err = NULL;
  gint64 start;

  append_field (scores, 10000, 2, 8);
  g_autofree char *dir = text_folder (s, "boards", names->str, -1, scores->str, -1);
  start = g_get_monotonic_time ();
  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--format", "csv"), &out, &err), ==, 0);
  g_test_message ("10,000 boards: %.2f s", (g_get_monotonic_time () - start) / 1e6);
  g_assert_nonnull (strstr (out, "Player 0"));
}

static void
test_many_players (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (GString) names = player_names (100000);
  g_autoptr (GString) scores = g_string_new (NULL);
  g_autofree char *out = NULL, *err = NULL;
  gint64 start;

  /* Every player at one table: 25,000 tables, 2 on each board. */
  for (guint t = 0; t < 25000; t++)
    g_string_append_printf (scores, "1|%u|p%u|p%u|p%u|p%u|%s\n", t / 2 + 1, 4 * t,
                            4 * t + 1, 4 * t + 2, 4 * t + 3, t % 2 ? "4S|N|10" : "4S|N|9");
  g_autofree char *dir = text_folder (s, "players", names->str, -1, scores->str, -1);
  start = g_get_monotonic_time ();
  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--format", "csv"), &out, &err), ==, 0);
  g_test_message ("100,000 players: %.2f s", (g_get_monotonic_time () - start) / 1e6);
  g_assert_nonnull (strstr (out, "Player 99999"));
}

/* Names of 10,000 characters (kept as their first 99 and "…", with a
 * warning: valet-text-limit.h), with control characters, and in
 * right-to-left scripts are names like any other: loaded, scored and
 * written as given. */
static void
test_odd_names (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (GString) names = g_string_new (NULL);
  g_autoptr (GString) long_name = g_string_new (NULL);
  static const char controls[] = "Bell\x07 Escape\x1b[31m Red\x7f Del\x01";
  /* As the ranking shows them on a terminal: as text, not commands. */
  static const char controls_shown[] = "Bell\\x07 Escape\\x1b[31m Red\\x7f Del\\x01";
  static const char rtl[] = "\u05E9\u05E8\u05D4 \u05DC\u05D5\u05D9";       /* Hebrew */
  static const char arabic[] = "\u0645\u062D\u0645\u062F \u0639\u0644\u064A";
  static const char override[] = "Eve \u202Eevil\u202C Smith";           /* RLO .. PDF */

  for (guint i = 0; i < 10000; i++)
    g_string_append_unichar (long_name, i % 50 == 49 ? ' ' : 0x0100 + i % 128);
  g_string_append_printf (names, "a|%s\nb|%s\nc|%s\nd|%s\ne|%s\nf|F\ng|G\nh|H\n",
                          long_name->str, controls, rtl, arabic, override);
  static const char scores[] = "1|1|a|b|c|d|4S|N|10\n1|1|e|f|g|h|4S|N|9\n"
                               "1|2|a|b|c|d|3N|E|9\n1|2|e|f|g|h|3N|E|8\n";
  g_autofree char *dir = text_folder (s, "odd", names->str, -1, scores, -1);
  g_autofree char *kept = g_strndup (long_name->str,
                                     g_utf8_offset_to_pointer (long_name->str, 99)
                                     - long_name->str);
  g_autofree char *cut = g_strconcat (kept, "…", NULL);

  for (guint csv = 0; csv < 2; csv++)
    {
      g_autofree char *out = NULL, *err = NULL;
      g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--format", csv ? "csv" : "text"),
                                &out, &err), ==, 0);
      g_assert_nonnull (strstr (out, cut));
      /* The last of its characters is a space, which is not counted. */
      g_assert_nonnull (strstr (err, "names.txt:1: warning: a player's name is 9999 "
                                     "characters long; cut to 100"));
      g_assert_nonnull (strstr (out, controls_shown));
      g_assert_null (strchr (out, '\x1b'));
      g_assert_nonnull (strstr (out, rtl));
      g_assert_nonnull (strstr (out, arabic));
      g_assert_nonnull (strstr (out, override));
    }

  /* And through PBN and back. */
  g_autofree char *pbn = scratch_path (s, "odd.pbn");
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--save-as", "pbn", pbn), &out, &err), ==, 0);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (WORDS ("--input", pbn, "--format", "csv"), &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, rtl));

  /* And through CSV, which keeps every name as it is (shown escaped),
   * the long one as it was cut. */
  g_autofree char *csv = scratch_path (s, "odd.csv");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--save-as", "csv", csv), &out, &err), ==, 0);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (WORDS ("--input", csv), &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, cut));
  g_assert_nonnull (strstr (out, controls_shown));
  g_assert_nonnull (strstr (out, rtl));
  g_assert_nonnull (strstr (out, override));
}

/* ---- nothing lost ---------------------------------------------------------- */

static const char earlier[] = "the earlier file, which must survive\n";

/* The number of files in @dir, to see that no temporary file was left. */
static guint
count_files (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (d && g_dir_read_name (d))
    n++;
  return n;
}

static void
assert_earlier (const char *path)
{
  g_autofree char *now = read_all (path, NULL);
  g_assert_cmpstr (now, ==, earlier);
}

/* A folder that cannot be written to.  Permissions do not stop root:
 * then valet-cli runs as the user nobody. */
static void
test_read_only_folder (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "..", "fixtures",
                                                    "examples-1", NULL);
  g_autofree char *out_dir = scratch_path (s, "out");
  g_autofree char *tableau = scratch_path (s, "out/tableau.txt");
  g_autofree char *pbn = scratch_path (s, "out/saved.pbn");
  g_autofree char *probe = scratch_path (s, "out/probe");

  g_assert_cmpint (g_mkdir (out_dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (tableau, earlier, -1, NULL));
  g_assert_true (g_file_set_contents (pbn, earlier, -1, NULL));
  g_assert_cmpint (g_chmod (out_dir, 0555), ==, 0);
  g_assert_cmpint (g_chmod (s->dir, 0755), ==, 0);
  if (getuid () == 0 ? !can_become_nobody (fixture)
                     : g_file_set_contents (probe, "", 0, NULL))
    {
      g_remove (probe);
      g_test_skip ("permissions do not stop this user from writing");
      return;
    }

  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (run_cli_limited (WORDS ("--directory", fixture, "--tableau", tableau),
                                    LIMIT_NOBODY, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "valet-cli: "));
  assert_earlier (tableau);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli_limited (WORDS ("--directory", fixture, "--save-as", "pbn", pbn),
                                    LIMIT_NOBODY, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "cannot save"));
  assert_earlier (pbn);
  g_assert_cmpuint (count_files (out_dir), ==, 2);
}

/* A full disk, made by a limit on the size of the files valet-cli may
 * write: the tableau and --save-as outputs fail whole. */
static void
test_full_disk (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (GString) input_names = player_names (8);
  g_autoptr (GString) input_scores = g_string_new (NULL);
  g_autofree char *out_dir = scratch_path (s, "out");
  g_autofree char *tableau = scratch_path (s, "out/tableau.txt");
  g_autofree char *pbn = scratch_path (s, "out/saved.pbn");
  g_autofree char *csv = scratch_path (s, "out/saved.csv");
  g_autofree char *text = scratch_path (s, "out/valet");
  g_autofree char *names = scratch_path (s, "out/valet/names.txt");
  g_autofree char *scores = scratch_path (s, "out/valet/scores.txt");
  g_autofree char *out = NULL, *err = NULL;

  /* Its names.txt fits in 1 KB, its scores.txt does not. */
  append_field (input_scores, 50, 2, 8);
  g_autofree char *fixture = text_folder (s, "in", input_names->str, -1,
                                          input_scores->str, -1);
  g_assert_cmpuint (input_names->len, <, 1024);
  g_assert_cmpuint (input_scores->len, >, 1024);
  g_assert_cmpint (g_mkdir (out_dir, 0700), ==, 0);
  g_assert_cmpint (g_mkdir (text, 0700), ==, 0);
  for (guint i = 0; i < 5; i++)
    g_assert_true (g_file_set_contents ((const char *[]) { tableau, pbn, csv, names, scores }[i],
                                        earlier, -1, NULL));

  g_assert_cmpint (run_cli_limited (WORDS ("--directory", fixture, "--tableau", tableau),
                                    LIMIT_FILE_SIZE, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "valet-cli: "));
  assert_earlier (tableau);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (run_cli_limited (WORDS ("--directory", fixture, "--save-as", "pbn", pbn),
                                    LIMIT_FILE_SIZE, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "cannot save"));
  assert_earlier (pbn);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (run_cli_limited (WORDS ("--directory", fixture, "--save-as", "csv", csv),
                                    LIMIT_FILE_SIZE, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "cannot save"));
  assert_earlier (csv);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* names.txt is small enough to be written; scores.txt is not, and
   * neither file is replaced. */
  g_assert_cmpint (run_cli_limited (WORDS ("--directory", fixture, "--save-as", "valet", text),
                                    LIMIT_FILE_SIZE, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "cannot save"));
  assert_earlier (names);
  assert_earlier (scores);

  /* No temporary file is left behind. */
  g_assert_cmpuint (count_files (out_dir), ==, 4);
  g_assert_cmpuint (count_files (text), ==, 2);
}

/* The ranking on standard output, which is full. */
static void
test_stdout_full (void)
{
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "..", "fixtures",
                                                    "examples-1", NULL);
  g_autofree char *err = NULL;

  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full");
      return;
    }
  g_assert_cmpint (run_cli_limited (WORDS ("--directory", fixture), LIMIT_STDOUT_FULL,
                                    NULL, &err), ==, 1);
  g_assert_nonnull (strstr (err, "cannot write the ranking"));
}

/* ---- regressions ------------------------------------------------------------ */

/* Each empty <ROUND_NUMBER/> made the USEBIO reader search the whole
 * file back for a closing tag that does not exist, for its message:
 * 40,000 of them (600 KB) took minutes. */
static void
test_usebio_empty_elements (void)
{
  g_autoptr (GString) xml = g_string_new ("<?xml version=\"1.0\"?>\n<USEBIO Version=\"1.2\">\n");
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);
  gint64 start;

  for (guint i = 0; i < 40000; i++)
    g_string_append (xml, "<ROUND_NUMBER/>\n");
  g_string_append (xml, "</USEBIO>\n");
  start = g_get_monotonic_time ();
  valet_parse_usebio (t, xml->str, xml->len, "empty.xml", diag);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
  /* Each is reported, and the file has no results. */
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 40001);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 0);
}

/* A SESSION inside a SECTION (found by fuzzing): closing it, the reader
 * looked up the enclosing section by the index the SESSION had cleared,
 * -1, and read before its list.  Now the parent's scope is the one
 * named, and the file reads to its end with the section's results. */
static void
test_usebio_nested_session (void)
{
  static const char xml[] =
    "<?xml version=\"1.0\"?>\n<USEBIO Version=\"1.2\"><EVENT EVENT_TYPE=\"MP_PAIRS\">"
    "<SESSION><SESSION_NUMBER>1</SESSION_NUMBER><SECTION SECTION_ID=\"A\">"
    "<SESSION><SESSION_NUMBER>2</SESSION_NUMBER><SECTION_NAME>B</SECTION_NAME></SESSION>"
    "<SECTION_NAME>A</SECTION_NAME>"
    "<PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER>"
    "<PLAYER><PLAYER_NAME>Amy Adams</PLAYER_NAME></PLAYER>"
    "<PLAYER><PLAYER_NAME>Bill Brown</PLAYER_NAME></PLAYER></PAIR>"
    "<PAIR><PAIR_NUMBER>2</PAIR_NUMBER>"
    "<PLAYER><PLAYER_NAME>Carl Cole</PLAYER_NAME></PLAYER>"
    "<PLAYER><PLAYER_NAME>Dina Drew</PLAYER_NAME></PLAYER></PAIR></PARTICIPANTS>"
    "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE>"
    "<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>"
    "<CONTRACT>4H</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS>"
    "</TRAVELLER_LINE></BOARD></SECTION></SESSION></EVENT></USEBIO>\n";
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);

  valet_parse_usebio (t, xml, sizeof xml - 1, "nested.xml", diag);
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 1);
}

/* @pbn with @piece put @times after the first @after, read. */
static ValetTournament *
parse_widened_pbn (const char *pbn, const char *after, const char *piece, guint times,
                   const char *file, ValetDiagnostics *diag)
{
  g_autoptr (GString) wide = g_string_new (pbn);
  g_autoptr (GString) longer = g_string_new (after);
  ValetTournament *t = valet_tournament_new ();

  for (guint i = 0; i < times; i++)
    g_string_append (longer, piece);
  g_assert_cmpuint (g_string_replace (wide, after, longer->str, 1), ==, 1);
  valet_parse_pbn (t, wide->str, wide->len, file, diag);
  return t;
}

/* Rows far wider than their header: empty cells past the header's are
 * passed over (spreadsheets pad rows so), a cell with text there is
 * refused with its line, and a header of thousands of columns is not a
 * results table.  No cell past the header's is kept in memory; the slow
 * run measures that on a 100 MB row. */
static void
test_wide_rows (void)
{
  static const char header[] = "board,north,east,south,west,contract,declarer,tricks\n";
  static const char row[] = "1,Ann,Bob,Cy,Di,4S,N,10";
  g_autoptr (GString) csv = g_string_new (header);
  g_autofree char *pbn_path = formats_data_file ("pbn-spec-names.pbn");
  g_autofree char *pbn = NULL;
  gsize length;

  /* A padded row, a row of separators only, and a row with text past
   * the header's eight cells. */
  g_string_append (csv, row);
  for (guint i = 0; i < 1000000; i++)
    g_string_append_c (csv, ',');
  g_string_append_c (csv, '\n');
  for (guint i = 0; i < 1000000; i++)
    g_string_append (csv, ", ");
  g_string_append_printf (csv, "\n1,Eve,Fay,Gus,Hal,4S,N,9\n%s", row);
  for (guint i = 0; i < 1000000; i++)
    g_string_append_c (csv, ',');
  g_string_append (csv, "x\n");
  {
    g_autoptr (ValetTournament) t = valet_tournament_new ();
    g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
    valet_parse_csv (t, csv->str, csv->len, "wide.csv", diag);
    formats_assert_counts (diag, 1, 0);
    formats_assert_diag (diag, "wide.csv", 5, FALSE, WORDS ("more cells", "header's 8"));
    g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
    g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 1);
  }
  /* A header of 2,000 named columns. */
  g_string_assign (csv, "board,north,east,south,west,contract,declarer,tricks");
  for (guint i = 0; i < 2000; i++)
    g_string_append_printf (csv, ",extra%u", i);
  g_string_append_printf (csv, "\n%s\n", row);
  {
    g_autoptr (ValetTournament) t = valet_tournament_new ();
    g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
    valet_parse_csv (t, csv->str, csv->len, "header.csv", diag);
    formats_assert_counts (diag, 1, 0);
    formats_assert_diag (diag, "header.csv", 1, FALSE, WORDS ("no usable header",
                                                              "at most 1000"));
  }

  /* PBN: a score-table row with a million cells too many, and a table
   * header of 1,001 columns. */
  g_assert_true (g_file_get_contents (pbn_path, &pbn, &length, NULL));
  {
    g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
    g_autoptr (ValetTournament) t = parse_widened_pbn (pbn, "\"Gus Gray;Hal Hunt\"", " x",
                                                       1000000, "wide.pbn", diag);
    formats_assert_counts (diag, 1, 0);
    formats_assert_diag (diag, "wide.pbn", 14, FALSE, WORDS ("more than 12 cells",
                                                             "12 columns"));
    g_assert_cmpuint (valet_tournament_n_left_out (t), ==, 1);
  }
  {
    g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
    g_autoptr (ValetTournament) t = parse_widened_pbn (pbn, "[ScoreTable \"Section\\1;",
                                                       "X\\1;", 989, "header.pbn", diag);
    formats_assert_diag (diag, "header.pbn", 12, FALSE, WORDS ("1001 columns",
                                                               "at most 1000"));
    g_assert_cmpuint (valet_tournament_n_results (t), ==, 0);
  }
}

/* Runs valet-cli with @args, its output dropped; its exit status, and
 * the peak memory of that one process in *@peak_kb. */
static int
run_cli_peak (const char *const *args, long *peak_kb)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  struct rusage usage;
  GPid pid;
  int status;

  g_ptr_array_add (argv, (gpointer) g_getenv ("VALET_CLI"));
  g_assert_nonnull (argv->pdata[0]);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_async (NULL, (char **) argv->pdata, NULL,
                 G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL
                 | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &pid, &error);
  g_assert_no_error (error);
  g_assert_cmpint (wait4 (pid, &status, 0, &usage), ==, pid);
  *peak_kb = usage.ru_maxrss;
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

/* A CSV row padded with 100 MB of commas, and a PBN score-table row of
 * 100 MB of blanks: read in bounded memory (the file itself, and not a
 * cell per separator). */
static void
test_wide_rows_memory (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (GString) csv = g_string_new ("board,north,east,south,west,contract,"
                                          "declarer,tricks\n1,Ann,Bob,Cy,Di,4S,N,10");
  g_autofree char *path = NULL;
  long peak_kb = 0;

  g_string_set_size (csv, csv->len + 100 * 1000 * 1000);
  memset (csv->str + csv->len - 100 * 1000 * 1000, ',', 100 * 1000 * 1000);
  g_string_append (csv, "\n1,Eve,Fay,Gus,Hal,4S,N,9\n");
  path = scratch_write (s, "wide.csv", csv->str, (gssize) csv->len);
  g_string_free (g_steal_pointer (&csv), TRUE);
  g_assert_cmpint (run_cli_peak (WORDS ("--input", path), &peak_kb), ==, 0);
  g_test_message ("100 MB comma row: peak memory of valet-cli %ld MB", peak_kb / 1024);
#ifndef __SANITIZE_ADDRESS__
  g_assert_cmpint (peak_kb, <, 300 * 1024);
#endif
}

/* ---- cancelled reads --------------------------------------------------- */

typedef struct {
  guint calls;
  guint stop_after;
} CancelCounter;

static gboolean
cancel_after (gpointer data)
{
  CancelCounter *c = data;
  return ++c->calls > c->stop_after;
}

/* A USEBIO file of @boards boards, three tables each. */
static GString *
usebio_field (guint boards)
{
  g_autofree char *path = formats_data_file ("usebio-pairs.xml");
  g_autofree char *xml = NULL;
  GString *out;
  char *board;

  g_assert_true (g_file_get_contents (path, &xml, NULL, NULL));
  board = strstr (xml, "    <BOARD>\n      <BOARD_NUMBER>4</BOARD_NUMBER>");
  g_assert_nonnull (board);
  out = g_string_new_len (xml, board - xml);
  for (guint b = 1; b <= boards; b++)
    {
      g_autoptr (GString) one = g_string_new (board);
      g_string_truncate (one, (gsize) (strstr (one->str, "</BOARD>") - one->str));
      g_string_replace (one, "<BOARD_NUMBER>4<", "<BOARD_NUMBER>@<", 1);
      g_autofree char *number = g_strdup_printf ("<BOARD_NUMBER>%u<", b);
      g_string_replace (one, "<BOARD_NUMBER>@<", number, 1);
      g_string_append (out, one->str);
      g_string_append (out, "</BOARD>\n");
    }
  g_string_append (out, "  </EVENT>\n</USEBIO>\n");
  return out;
}

/* Every reader asks the tournament's cancelled func as it goes and stops
 * when it says so, at once and without a message: what the app relies on
 * to stop the read of a file when another is opened. */
static void
test_cancelled_read (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (GString) names = player_names (400);
  g_autoptr (GString) scores = g_string_new (NULL);
  g_autoptr (GString) usebio = usebio_field (5000);
  g_autofree char *dir = NULL, *pbn = scratch_path (s, "field.pbn");
  g_autofree char *csv = scratch_path (s, "field.csv");
  g_autofree char *xml = NULL;

  append_field (scores, 200, 100, 400);
  dir = text_folder (s, "field", names->str, -1, scores->str, (gssize) scores->len);
  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--save-as", "pbn", pbn), NULL, NULL),
                   ==, 0);
  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--save-as", "csv", csv), NULL, NULL),
                   ==, 0);
  xml = scratch_write (s, "field.xml", usebio->str, (gssize) usebio->len);

  const char *const inputs[] = { dir, pbn, csv, xml };
  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      g_autoptr (ValetTournament) whole = valet_tournament_new ();
      g_autoptr (ValetTournament) part = valet_tournament_new ();
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
      CancelCounter counter = { 0, 500 };

      g_test_message ("%s", inputs[i]);
      g_assert_true (valet_read_input (whole, inputs[i], VALET_INPUT_AUTO, diag));
      g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
      g_assert_cmpuint (valet_tournament_n_results (whole), >=, 15000);

      valet_tournament_set_cancelled_func (part, cancel_after, &counter);
      valet_read_input (part, inputs[i], VALET_INPUT_AUTO, diag);
      /* Stopped where it was asked: one more question at most per file
       * of the pair, and no result past the five hundredth line. */
      g_assert_cmpuint (counter.calls, <=, counter.stop_after + 3);
      g_assert_cmpuint (valet_tournament_n_results (part), <=, counter.stop_after);
      g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
    }
}

/* ---- 1,000,000 results ----------------------------------------------------- */

static void
test_million_results (void)
{
  g_autoptr (Scratch) s = scratch_new ();
  g_autoptr (GString) names = player_names (4000);
  g_autoptr (GString) scores = g_string_sized_new (40 * 1000000);
  g_autofree char *out = NULL, *err = NULL;
  struct rusage usage;
  gint64 start;
  double seconds;

  /* 1,000 boards of 1,000 tables. */
  append_field (scores, 1000, 1000, 4000);
  g_autofree char *dir = text_folder (s, "million", names->str, -1, scores->str,
                                      (gssize) scores->len);
  g_string_free (g_steal_pointer (&scores), TRUE);

  start = g_get_monotonic_time ();
  g_assert_cmpint (run_cli (WORDS ("--directory", dir, "--format", "csv"), &out, &err), ==, 0);
  seconds = (g_get_monotonic_time () - start) / 1e6;
  g_assert_cmpint (getrusage (RUSAGE_CHILDREN, &usage), ==, 0);
  g_test_message ("1,000,000 results: %.2f s, peak memory of valet-cli %ld MB",
                  seconds, usage.ru_maxrss / 1024);
  g_assert_cmpint (usage.ru_maxrss, <, 600 * 1024);
  g_assert_cmpfloat (seconds, <, 120);
  g_assert_nonnull (strstr (out, "Player 3999"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("VALET_TEST_SLOW"))
    {
      g_test_add_func ("/robustness/limits/million-results", test_million_results);
      g_test_add_func ("/robustness/limits/wide-rows-memory", test_wide_rows_memory);
      return g_test_run ();
    }
  g_test_add_func ("/robustness/encoding/guess", test_guess);
  g_test_add_func ("/robustness/encoding/names-detected", test_names_detected);
  g_test_add_func ("/robustness/encoding/csv", test_csv_encodings);
  g_test_add_func ("/robustness/encoding/auto", test_auto_encoding);
  g_test_add_func ("/robustness/encoding/usebio", test_usebio_encodings);
  g_test_add_func ("/robustness/encoding/convert-error", test_convert_error);
  g_test_add_func ("/robustness/encoding/byte-order-marks", test_byte_order_marks);
  g_test_add_func ("/robustness/encoding/byte-order-mark-broken", test_byte_order_mark_broken);
  g_test_add_func ("/robustness/encoding/cli", test_cli_encoding);
  g_test_add_func ("/robustness/encoding/cli-auto", test_cli_auto);
  g_test_add_func ("/robustness/encoding/cli-detected", test_cli_detected);
  g_test_add_func ("/robustness/encoding/cli-saved-csv-utf8", test_cli_saved_csv_utf8);
  g_test_add_func ("/robustness/encoding/cli-outputs-utf8", test_cli_outputs_utf8);
  g_test_add_func ("/robustness/encoding/cli-errors", test_cli_encoding_errors);
  g_test_add_func ("/robustness/limits/long-line", test_long_line);
  g_test_add_func ("/robustness/limits/wide-rows", test_wide_rows);
  g_test_add_func ("/robustness/limits/cancelled-read", test_cancelled_read);
  g_test_add_func ("/robustness/limits/many-boards", test_many_boards);
  g_test_add_func ("/robustness/limits/many-players", test_many_players);
  g_test_add_func ("/robustness/limits/odd-names", test_odd_names);
  g_test_add_func ("/robustness/writes/read-only-folder", test_read_only_folder);
  g_test_add_func ("/robustness/writes/full-disk", test_full_disk);
  g_test_add_func ("/robustness/writes/stdout-full", test_stdout_full);
  g_test_add_func ("/robustness/regressions/usebio-empty-elements", test_usebio_empty_elements);
  g_test_add_func ("/robustness/regressions/usebio-nested-session", test_usebio_nested_session);
  return g_test_run ();
}
