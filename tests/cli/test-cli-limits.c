/* test-cli-limits.c: what valet-cli reads, and what it says when a
 * write fails.
 *
 * - Only regular files are read: /dev/zero, a named pipe or a folder
 *   given as an input is refused at once (exit 1), saying what it is;
 * - no input larger than --max-input-size (default 2 GiB) is read: a
 *   sparse file of 3 GiB is refused before a byte is read; the option
 *   takes bytes or K, M and G, and refuses anything else (exit 2);
 * - a file named .bws that is not an Access database is said to be one,
 *   not read as Valet text because a line of it holds a '|';
 * - NUL bytes in a CSV or PBN name are read as U+FFFD with a warning on
 *   their line, and the file is still UTF-8;
 * - a write over the limit of `ulimit -f` fails with a message (exit 1)
 *   and leaves the earlier file as it was, instead of a silent death by
 *   SIGXFSZ;
 * - the messages of failed writes quote paths with their escape
 *   sequences and text-direction overrides as \xHH.
 *
 * valet-cli runs with a limit on its memory (1 GiB; not under
 * AddressSanitizer, which reserves terabytes) and an alarm, so that a
 * valet-cli that reads /dev/zero for ever or waits for a pipe's writer
 * fails the test instead of taking the machine or the test run down.
 *
 * usage: test-cli-limits VALET-CLI [GTest options]
 */
#include <fcntl.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature (address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif

static const char *cli_path;
static char *scratch;

#define NAMES \
  "a|Alice Archer\nb|Bob Baker\nc|Carol Cook\nd|Dave Dyer\n" \
  "e|Eve Evans\nf|Frank Fox\ng|Grace Green\nh|Heidi Hill\n"
#define SCORES \
  "1|1|a|c|b|d|4S|N|10|HK\n" \
  "1|1|e|g|f|h|4S|N|9|D2\n" \
  "1|2|a|c|b|d|3N|E|9|S5\n" \
  "1|2|e|g|f|h|2H|W|8|C3\n"

/* Seconds a run may take before the alarm ends it. */
#define ALARM_SECONDS 60

typedef struct {
  int   status;    /* exit status, or -1 when ended by a signal */
  int   signal;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *r)
{
  g_free (r->out);
  g_free (r->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* The limits valet-cli runs under. */
typedef struct {
  rlim_t file_size;   /* RLIM_INFINITY: none */
} Limits;

static void
set_limits (gpointer data)
{
  const Limits *limits = data;
  struct rlimit fsize = { limits->file_size, limits->file_size };

  /* As a shell gives them: SIGXFSZ ends the program unless it says
   * otherwise. */
  signal (SIGXFSZ, SIG_DFL);
  alarm (ALARM_SECONDS);
  if (limits->file_size != RLIM_INFINITY)
    setrlimit (RLIMIT_FSIZE, &fsize);
#ifndef UNDER_ASAN
  struct rlimit as = { (rlim_t) 1 << 30, (rlim_t) 1 << 30 };
  setrlimit (RLIMIT_AS, &as);
#endif
}

static void
run_limited (Run *r, rlim_t file_size, const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  Limits limits = { file_size };
  int status;

  run_clear (r);
  g_ptr_array_add (argv, (char *) cli_path);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (scratch, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, set_limits, &limits,
                &r->out, &r->err, &status, &error);
  g_assert_no_error (error);
  r->status = WIFEXITED (status) ? WEXITSTATUS (status) : -1;
  r->signal = WIFSIGNALED (status) ? WTERMSIG (status) : 0;
  if (r->signal != 0)
    g_test_message ("valet-cli ended by signal %d", r->signal);
}

#define ARGS(...) ((const char *const[]) { __VA_ARGS__, NULL })
#define RUN(r, ...) run_limited ((r), RLIM_INFINITY, ARGS (__VA_ARGS__))

static void
assert_err_has (const Run *r, const char *text)
{
  if (strstr (r->err, text) == NULL)
    g_error ("expected '%s' in standard error:\n%s", text, r->err);
}

static void
assert_err_lacks (const Run *r, const char *text)
{
  if (strstr (r->err, text) != NULL)
    g_error ("did not expect '%s' in standard error:\n%s", text, r->err);
}

/* ---- files ------------------------------------------------------------- */

static char *
new_dir (void)
{
  static guint n;
  g_autofree char *name = g_strdup_printf ("t%u", ++n);
  char *dir = g_build_filename (scratch, name, NULL);

  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  return dir;
}

static char *
in_dir (const char *dir, const char *name)
{
  return g_build_filename (dir, name, NULL);
}

static void
put_len (const char *path, const char *data, gssize len)
{
  g_autoptr (GError) error = NULL;

  g_file_set_contents (path, data, len, &error);
  g_assert_no_error (error);
}

static void
put (const char *path, const char *data)
{
  put_len (path, data, -1);
}

static char *
input_dir (void)
{
  char *dir = new_dir ();
  g_autofree char *n = in_dir (dir, "names.txt");
  g_autofree char *s = in_dir (dir, "scores.txt");

  put (n, NAMES);
  put (s, SCORES);
  return dir;
}

/* A file of @size bytes that takes no room on the disk; FALSE when the
 * file system cannot hold one. */
static gboolean
make_sparse (const char *path, goffset size)
{
  int fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  gboolean ok;

  g_assert_cmpint (fd, >=, 0);
  ok = ftruncate (fd, size) == 0;
  close (fd);
  return ok;
}

static void
assert_contents (const char *path, const char *expected)
{
  g_autofree char *data = NULL;
  gsize len = 0;

  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  g_assert_cmpmem (data, len, expected, strlen (expected));
}

static guint
count_temps (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  for (const char *name; (name = g_dir_read_name (d)) != NULL;)
    if (strstr (name, ".~v") != NULL)
      n++;
  return n;
}

/* ---- what is read ------------------------------------------------------ */

/* A device, a named pipe and a folder are refused at once, each named
 * for what it is. */
static void
test_not_regular (void)
{
  g_autofree char *dir = input_dir ();
  g_autofree char *fifo = in_dir (scratch, "results.pbn");
  g_autofree char *scores = in_dir (dir, "scores.txt");
  g_auto (Run) r = { 0 };

  if (g_file_test ("/dev/zero", G_FILE_TEST_EXISTS))
    {
      RUN (&r, "--input", "/dev/zero");
      g_assert_cmpint (r.status, ==, 1);
      assert_err_has (&r, "/dev/zero: is a character device (expected a regular file");
    }
  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  RUN (&r, "--input", fifo);
  g_assert_cmpint (r.status, ==, 1);
  assert_err_has (&r, "results.pbn: is a named pipe (expected a regular file");

  /* One of the text format's two files. */
  g_assert_cmpint (g_remove (scores), ==, 0);
  g_assert_cmpint (mkfifo (scores, 0644), ==, 0);
  RUN (&r, "-d", dir);
  g_assert_cmpint (r.status, ==, 1);
  assert_err_has (&r, "scores.txt: is a named pipe");
  g_assert_cmpint (g_remove (scores), ==, 0);
  g_assert_cmpint (g_mkdir (scores, 0755), ==, 0);
  RUN (&r, "-d", dir);
  g_assert_cmpint (r.status, ==, 1);
  assert_err_has (&r, "scores.txt: is a folder");
  g_rmdir (scores);
  g_remove (fifo);
}

/* --max-input-size: bytes or K, M, G; a file of exactly the limit is
 * read, one byte more is not. */
static void
test_max_input_size (void)
{
  g_autofree char *dir = input_dir ();
  /* names.txt is the larger file. */
  g_autofree char *size = g_strdup_printf ("%zu", strlen (NAMES));
  g_autofree char *less = g_strdup_printf ("%zu", strlen (NAMES) - 1);
  g_autofree char *said = g_strdup_printf ("names.txt: is %zu bytes, more than the %zu bytes "
                                           "an input may hold; nothing was read",
                                           strlen (NAMES), strlen (NAMES) - 1);
  static const char *const bad[] = { "0", "1X", "-1", "1.5G", "", "1KB", "10 M",
                                     "99999999999999999999", "17179869184G" };
  g_auto (Run) r = { 0 };

  RUN (&r, "-d", dir, "--max-input-size", size);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Alice Archer"));
  RUN (&r, "-d", dir, "--max-input-size", less);
  g_assert_cmpint (r.status, ==, 1);
  assert_err_has (&r, said);
  assert_err_has (&r, "--max-input-size");
  g_assert_cmpstr (r.out, ==, "");

  RUN (&r, "-d", dir, "--max-input-size", "1k");
  g_assert_cmpint (r.status, ==, 0);
  RUN (&r, "-d", dir, "--max-input-size", "3M");
  g_assert_cmpint (r.status, ==, 0);
  RUN (&r, "-d", dir, "--max-input-size", "1G");
  g_assert_cmpint (r.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      RUN (&r, "-d", dir, "--max-input-size", bad[i]);
      g_assert_cmpint (r.status, ==, 2);
      assert_err_has (&r, "--max-input-size takes a size");
    }
}

/* A file over the default limit (2 GiB) is refused from its size, before
 * a byte of it is read (valet-cli runs with 1 GiB of memory). */
static void
test_default_limit (void)
{
  g_autofree char *big = in_dir (scratch, "big.pbn");
  g_auto (Run) r = { 0 };

  if (!make_sparse (big, (goffset) 3 << 30))
    {
      g_test_skip ("the scratch folder's file system holds no file of 3 GiB");
      return;
    }
  RUN (&r, "--input", big);
  g_assert_cmpint (r.status, ==, 1);
  assert_err_has (&r, "big.pbn: is 3.0 GiB (3221225472 bytes), more than the 2.0 GiB "
                      "(2147483648 bytes) an input may hold; nothing was read");
  g_remove (big);
}

/* A .bws that is not a database is said to be one, whatever its lines
 * look like, even with a names.txt beside it. */
static void
test_damaged_bws (void)
{
  g_autofree char *dir = input_dir ();
  g_autofree char *bws = in_dir (dir, "event.bws");
  g_autofree char *zeros = in_dir (dir, "zeros.BWS");
  static const char damaged[] = "\x01\x02 Standard Jet DB|damaged\n\x00\x01|\xff";
  g_auto (Run) r = { 0 };

  put_len (bws, damaged, sizeof damaged - 1);
  RUN (&r, "--input", bws);
  g_assert_cmpint (r.status, ==, 1);
  assert_err_has (&r, "event.bws: is named .bws but is not an Access database");
  assert_err_has (&r, "Standard Jet DB");
  assert_err_lacks (&r, "names.txt");
  assert_err_lacks (&r, "fields separated by");

  /* Of zeros, and larger than any tournament: refused from its first
   * bytes. */
  if (make_sparse (zeros, (goffset) 1 << 30))
    {
      RUN (&r, "--input", zeros);
      g_assert_cmpint (r.status, ==, 1);
      assert_err_has (&r, "zeros.BWS: is named .bws but is not an Access database");
      g_remove (zeros);
    }
}

/* NUL bytes in names: U+FFFD and a warning on the line; the names
 * around them whole, the file still UTF-8, every result scored. */
static void
test_nul_in_names (void)
{
  g_autofree char *csv = in_dir (scratch, "nul.csv");
  g_autofree char *pbn = in_dir (scratch, "nul.pbn");
  static const char csv_text[] =
    "round,board,north,east,south,west,contract,declarer,tricks\n"
    "1,1,Alice Archer,Carol Cook,Bob Baker,Dave Dyer,4S,N,10\n"
    "1,1,Eve\0Evans,Grace Green,Frank Fox,Heidi Hill,4S,N,9\n"
    "1,2,Alice Archer,Carol Cook,Bob Baker,Dave Dyer,3N,E,9\n"
    "1,2,Eve\0Evans,Grace Green,Frank Fox,Heidi Hill,2H,W,8\n";
  static const char pbn_text[] =
    "% PBN 2.1\n"
    "[Board \"1\"]\n"
    "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;"
    "Names_NS\\20L;Names_EW\\20L\"]\n"
    " 1  2 4S   N 10 \"Ann Able;Jo\0hn Smith\" \"Carl Cole;Dina Dent\"\n"
    " 3  4 4S   N  9 \"Eve Eng;Fay Fox\" \"Gus Gray;Hal Hunt\"\n";
  g_auto (Run) r = { 0 };

  put_len (csv, csv_text, sizeof csv_text - 1);
  RUN (&r, "--input", csv);
  g_assert_cmpint (r.status, ==, 0);
  assert_err_has (&r, "nul.csv:3: warning: holds a NUL byte, read as U+FFFD");
  assert_err_has (&r, "nul.csv:5: warning: holds a NUL byte");
  assert_err_lacks (&r, "not UTF-8");
  g_assert_nonnull (strstr (r.out, "Eve\xEF\xBF\xBD" "Evans"));

  put_len (pbn, pbn_text, sizeof pbn_text - 1);
  RUN (&r, "--input", pbn);
  g_assert_cmpint (r.status, ==, 0);
  assert_err_has (&r, "nul.pbn:4: warning: holds a NUL byte, read as U+FFFD");
  assert_err_lacks (&r, "not UTF-8");
  g_assert_nonnull (strstr (r.out, "Jo\xEF\xBF\xBDhn Smith"));
}

/* ---- what a failed write says --------------------------------------------- */

/* A write over `ulimit -f`: a message and exit status 1, the earlier
 * file kept byte for byte, no temporary file left. */
static void
test_file_size_limit (void)
{
  g_autofree char *dir = input_dir ();
  g_autofree char *out = new_dir ();
  g_autofree char *tableau = in_dir (out, "tableau.txt");
  g_autofree char *pbn = in_dir (out, "saved.pbn");
  g_auto (Run) r = { 0 };

  put (tableau, "earlier");
  run_limited (&r, 16, ARGS ("-d", dir, "--tableau", tableau));
  g_assert_cmpint (r.signal, ==, 0);
  g_assert_cmpint (r.status, ==, 1);
  assert_err_has (&r, "tableau.txt: File too large");
  assert_contents (tableau, "earlier");

  put (pbn, "earlier");
  run_limited (&r, 16, ARGS ("-d", dir, "--save-as", "pbn", pbn));
  g_assert_cmpint (r.signal, ==, 0);
  g_assert_cmpint (r.status, ==, 1);
  assert_err_has (&r, "File too large");
  assert_contents (pbn, "earlier");
  g_assert_cmpuint (count_temps (out), ==, 0);
}

/* No ESC and no RIGHT-TO-LEFT OVERRIDE (U+202E) from a path reaches the
 * terminal in any message about a write. */
static void
test_write_errors_escaped (void)
{
  g_autofree char *dir = input_dir ();
  g_autofree char *bad = in_dir (scratch, "no\x1b[31mred\xE2\x80\xAE" "txt.exe");
  g_autofree char *tableau = in_dir (bad, "tableau.txt");
  g_autofree char *pbn = in_dir (bad, "saved.pbn");
  g_autofree char *xlsx = in_dir (bad, "report.xlsx");
  g_autofree char *hostile_dir = in_dir (scratch, "in\x1b]0;owned\x07\xE2\x80\xAE");
  g_autofree char *over = in_dir (hostile_dir, "scores.txt");
  const char *const *cases[] = {
    ARGS ("-d", dir, "--tableau", tableau),
    ARGS ("-d", dir, "--save-as", "pbn", pbn),
    ARGS ("-d", dir, "--xlsx", xlsx),
    ARGS ("-d", hostile_dir, "--tableau", over),
  };

  g_assert_cmpint (g_mkdir (hostile_dir, 0755), ==, 0);
  put (over, SCORES);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) r = { 0 };
      run_limited (&r, RLIM_INFINITY, cases[i]);
      g_assert_cmpint (r.status, ==, 1);
      g_assert_null (strchr (r.err, '\x1b'));
      g_assert_null (strchr (r.err, '\x07'));
      g_assert_null (strstr (r.err, "\xE2\x80\xAE"));
      assert_err_has (&r, "\\xe2\\x80\\xae");
      assert_err_has (&r, i < 3 ? "no\\x1b[31mred" : "in\\x1b]0;owned\\x07");
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc != 2)
    g_error ("usage: test-cli-limits VALET-CLI");
  cli_path = argv[1];
  scratch = g_dir_make_tmp ("valet-cli-limits-XXXXXX", NULL);
  g_assert_nonnull (scratch);

  g_test_add_func ("/cli-limits/read/not-regular", test_not_regular);
  g_test_add_func ("/cli-limits/read/max-input-size", test_max_input_size);
  g_test_add_func ("/cli-limits/read/default-limit", test_default_limit);
  g_test_add_func ("/cli-limits/read/damaged-bws", test_damaged_bws);
  g_test_add_func ("/cli-limits/read/nul-in-names", test_nul_in_names);
  g_test_add_func ("/cli-limits/write/file-size-limit", test_file_size_limit);
  g_test_add_func ("/cli-limits/write/errors-escaped", test_write_errors_escaped);
  int status = g_test_run ();
  /* Kept when a test failed, to look at. */
  if (status == 0)
    {
      const char *rm[] = { "rm", "-rf", scratch, NULL };
      g_spawn_sync (NULL, (char **) rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                    NULL, NULL);
    }
  return status;
}
