/* test-outputs.c: what valet-cli writes, and what it refuses to write.
 *
 * No output replaces an input file (exit 1), nor a folder, a link, a
 * device, a named pipe or a read-only file without --force (exit 1); an
 * output option given twice, or two outputs on one file, is a bad
 * command line (exit 2); "-" is standard output for the reports and
 * PBN/CSV.  Replaced files keep their mode; names of up to 255 bytes
 * work; an interrupt leaves no temporary file, a kill -9 at most one,
 * which the next write removes; the Valet text pair is never mixed
 * without a word, even by a crash between its two renames.
 *
 * usage: test-outputs VALET-CLI [GTest options]
 */
#include <errno.h>
#include <fcntl.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *cli_path;
static char *scratch;

#define NAMES \
  "a|Alice Archer\nb|Bob Baker\nc|Carol Cook\nd|Dave Dyer\n" \
  "e|Eve Evans\nf|Frank Fox\ng|Grace Green\nh|Heidi Hill\n"
/* The same tags, other names: another event's players. */
#define OTHER_NAMES \
  "a|ANN\nb|BEN\nc|CATH\nd|DON\ne|EMMA\nf|FRED\ng|GWEN\nh|HAL\n"
#define SCORES \
  "# the first session\n" \
  "1|1|a|c|b|d|4S|N|10|HK\n" \
  "1|1|e|g|f|h|4S|N|9|D2\n" \
  "1|2|a|c|b|d|3N|E|9|S5\n" \
  "1|2|e|g|f|h|2H|W|8|C3\n"

typedef struct {
  int    status;     /* exit status, or -1 when ended by a signal */
  int    signal;
  char  *out;
  gsize  out_len;
  char  *err;
} Run;

static void
run_clear (Run *r)
{
  g_free (r->out);
  g_free (r->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* ---- files ------------------------------------------------------------- */

/* A new empty folder in the scratch folder. */
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
put (const char *path, const char *data)
{
  g_autoptr (GError) error = NULL;

  g_file_set_contents (path, data, -1, &error);
  g_assert_no_error (error);
}

static void
assert_contents (const char *path, const char *expected)
{
  g_autofree char *data = NULL;
  gsize len = 0;

  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  g_assert_cmpmem (data, len, expected, strlen (expected));
}

static void
assert_starts (const char *path, const char *magic)
{
  g_autofree char *data = NULL;
  gsize len = 0;

  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  g_assert_cmpuint (len, >=, strlen (magic));
  g_assert_cmpmem (data, strlen (magic), magic, strlen (magic));
}

static mode_t
mode_of (const char *path)
{
  struct stat st;

  g_assert_cmpint (lstat (path, &st), ==, 0);
  return st.st_mode & 07777;
}

/* Temporary files of ours in @dir. */
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

static guint
count_files (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (g_dir_read_name (d) != NULL)
    n++;
  return n;
}

/* A folder with names.txt and scores.txt. */
static char *
input_dir (const char *names, const char *scores)
{
  char *dir = new_dir ();
  g_autofree char *n = in_dir (dir, "names.txt");
  g_autofree char *s = in_dir (dir, "scores.txt");

  put (n, names);
  put (s, scores);
  return dir;
}

/* A field big enough that writing its workbook takes a while: 150
 * tables, 60 boards. */
static char *
big_input_dir (void)
{
  g_autoptr (GString) names = g_string_new (NULL);
  g_autoptr (GString) scores = g_string_new (NULL);
  const guint tables = 150, boards = 60;

  for (guint p = 0; p < 4 * tables; p++)
    g_string_append_printf (names, "p%u|Player Number %u\n", p, p);
  for (guint b = 1; b <= boards; b++)
    for (guint t = 0; t < tables; t++)
      {
        guint round = (b - 1) / 6 + 1, other = (t + round) % tables;
        g_string_append_printf (scores, "%u|%u|p%u|p%u|p%u|p%u|3N|N|%u|S%c\n", round, b,
                                4 * t, 4 * other + 2, 4 * t + 1, 4 * other + 3,
                                8 + (b * 7 + t * 3) % 5, "AKQJT98765432"[(t + b) % 13]);
      }
  return input_dir (names->str, scores->str);
}

/* ---- running valet-cli -------------------------------------------------- */

/* Signals as the user's shell gives them: not ignored. */
static void
default_signals (gpointer data)
{
  signal (SIGINT, SIG_DFL);
  signal (SIGTERM, SIG_DFL);
  signal (SIGPIPE, SIG_DFL);
}

/* Starts valet-cli in @cwd (NULL: the scratch folder) with @args, and
 * @env_name set when not NULL; standard output and error go to files. */
static GPid
start_cli (const char *cwd, const char *env_name, const char *const *args, int *out_fd,
           int *err_fd)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_auto (GStrv) envp = g_get_environ ();
  g_autoptr (GError) error = NULL;
  g_autofree char *out_path = in_dir (scratch, "stdout.XXXXXX");
  g_autofree char *err_path = in_dir (scratch, "stderr.XXXXXX");
  GPid pid;

  g_ptr_array_add (argv, (char *) cli_path);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  if (env_name != NULL)
    envp = g_environ_setenv (envp, env_name, "1", TRUE);
  *out_fd = g_mkstemp (out_path);
  *err_fd = g_mkstemp (err_path);
  g_unlink (out_path);
  g_unlink (err_path);
  g_spawn_async_with_pipes_and_fds (cwd ? cwd : scratch, (const char *const *) argv->pdata,
                                    (const char *const *) envp, G_SPAWN_DO_NOT_REAP_CHILD,
                                    default_signals, NULL, -1, *out_fd, *err_fd, NULL, NULL,
                                    0, &pid, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  return pid;
}

static char *
read_all (int fd, gsize *len)
{
  GString *s = g_string_new (NULL);
  char buf[8192];
  gssize n;

  lseek (fd, 0, SEEK_SET);
  while ((n = read (fd, buf, sizeof buf)) > 0)
    g_string_append_len (s, buf, n);
  close (fd);
  if (len)
    *len = s->len;
  return g_string_free (s, FALSE);
}

static void
finish_cli (GPid pid, int out_fd, int err_fd, Run *r)
{
  int wait_status = 0;

  g_assert_cmpint (waitpid (pid, &wait_status, 0), ==, pid);
  g_spawn_close_pid (pid);
  r->out = read_all (out_fd, &r->out_len);
  r->err = read_all (err_fd, NULL);
  r->status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
  r->signal = WIFSIGNALED (wait_status) ? WTERMSIG (wait_status) : 0;
  g_test_message ("exit %d, signal %d; stderr:\n%.2000s", r->status, r->signal, r->err);
}

static void
run_in (const char *cwd, const char *env_name, Run *r, const char *const *args)
{
  int out_fd, err_fd;
  GPid pid = start_cli (cwd, env_name, args, &out_fd, &err_fd);

  run_clear (r);
  finish_cli (pid, out_fd, err_fd, r);
  /* A crash is never an answer (except the crash asked for). */
  g_assert_true (r->signal == 0);
}

#define ARGS(...) ((const char *const[]) { __VA_ARGS__, NULL })
#define RUN(r, ...) run_in (NULL, NULL, (r), ARGS (__VA_ARGS__))

static void
assert_err_has (const Run *r, const char *text)
{
  if (strstr (r->err, text) == NULL)
    g_error ("stderr lacks '%s':\n%.4000s", text, r->err);
}

/* ---- never over an input ------------------------------------------------ */

/* -t DIR/scores.txt, or the same file through a linked folder or a hard
 * link, would replace the scores read. */
static void
test_tableau_over_scores (void)
{
  g_autofree char *dir = input_dir (NAMES, SCORES);
  g_autofree char *scores = in_dir (dir, "scores.txt");
  g_autofree char *names = in_dir (dir, "names.txt");
  g_autofree char *linked = in_dir (scratch, "linked-folder");
  g_autofree char *through_link = in_dir (linked, "scores.txt");
  g_autofree char *hard = in_dir (dir, "hard-link.txt");
  g_auto (Run) r = { 0 };

  g_assert_cmpint (symlink (dir, linked), ==, 0);
  g_assert_cmpint (link (scores, hard), ==, 0);
  RUN (&r, "--directory", dir, "-t", scores);
  g_assert_cmpint (r.status, ==, 1);
  assert_err_has (&r, "which the results are read from");
  g_assert_cmpuint (r.out_len, ==, 0);
  RUN (&r, "--directory", dir, "--tableau", through_link);
  g_assert_cmpint (r.status, ==, 1);
  RUN (&r, "--directory", dir, "--tableau", hard);
  g_assert_cmpint (r.status, ==, 1);
  RUN (&r, "--directory", dir, "--tableau", names);
  g_assert_cmpint (r.status, ==, 1);
  assert_contents (scores, SCORES);
  assert_contents (names, NAMES);
  g_assert_cmpuint (count_files (dir), ==, 3);
  g_unlink (linked);
}

/* --pdf (and the other reports) onto the PBN file read. */
static void
test_report_over_pbn (void)
{
  g_autofree char *dir = input_dir (NAMES, SCORES);
  g_autofree char *pbn = in_dir (dir, "event.pbn");
  g_autofree char *before = NULL;
  gsize len = 0;
  g_auto (Run) r = { 0 };

  RUN (&r, "--directory", dir, "--save-as", "pbn", pbn);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_get_contents (pbn, &before, &len, NULL));
  g_assert_true (g_str_has_prefix (before, "% PBN 2.1"));

  const char *options[] = { "--pdf", "--xlsx", "--chart-png" };
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      RUN (&r, "--input", pbn, options[i], pbn);
      g_assert_cmpint (r.status, ==, 1);
      assert_err_has (&r, "would write over");
      assert_contents (pbn, before);
    }
  RUN (&r, "--input", pbn, "--save-as", "csv", pbn);
  g_assert_cmpint (r.status, ==, 1);
  assert_contents (pbn, before);
  g_assert_cmpuint (count_temps (dir), ==, 0);
}

/* --keep-going --save-as valet into the folder read would drop its bad
 * lines and comments. */
static void
test_save_over_input_folder (void)
{
  const char *bad_scores = SCORES "1|3|a|c|b|d|9S|N|10\n";
  g_autofree char *dir = input_dir (NAMES, bad_scores);
  g_autofree char *names = in_dir (dir, "names.txt");
  g_autofree char *scores = in_dir (dir, "scores.txt");
  g_auto (Run) r = { 0 };

  RUN (&r, "--directory", dir, "--keep-going", "--save-as", "valet", dir);
  g_assert_cmpint (r.status, ==, 1);
  assert_err_has (&r, "which the results are read from");
  RUN (&r, "--input", dir, "--keep-going", "--save-as", "valet", dir);
  g_assert_cmpint (r.status, ==, 1);
  RUN (&r, "--input", scores, "--keep-going", "--save-as", "text", dir);
  g_assert_cmpint (r.status, ==, 1);
  assert_contents (names, NAMES);
  assert_contents (scores, bad_scores);
  g_assert_cmpuint (count_files (dir), ==, 2);
}

/* A scores file of another name reads names.txt beside it: saving Valet
 * text into that folder would replace the names read. */
static void
test_save_over_names_beside (void)
{
  g_autofree char *dir = new_dir ();
  g_autofree char *names = in_dir (dir, "names.txt");
  g_autofree char *scores = in_dir (dir, "scores-x.txt");
  g_autofree char *pbn_dir = new_dir ();
  g_autofree char *pbn = in_dir (pbn_dir, "event.pbn");
  g_autofree char *pbn_names = in_dir (pbn_dir, "names.txt");
  g_auto (Run) r = { 0 };

  put (names, NAMES);
  put (scores, SCORES);
  RUN (&r, "--input", scores, "--save-as", "valet", dir);
  g_assert_cmpint (r.status, ==, 1);
  assert_err_has (&r, "names.txt");
  assert_contents (names, NAMES);
  g_assert_cmpuint (count_files (dir), ==, 2);

  /* Beside a PBN file, names.txt is not read, and may be written. */
  RUN (&r, "--input", scores, "--save-as", "pbn", pbn);
  g_assert_cmpint (r.status, ==, 0);
  put (pbn_names, "x|old\n");
  RUN (&r, "--input", pbn, "--save-as", "valet", pbn_dir);
  g_assert_cmpint (r.status, ==, 0);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (pbn_names, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "Alice Archer"));
}

/* ---- the command line --------------------------------------------------- */

static void
test_duplicates (void)
{
  g_autofree char *dir = input_dir (NAMES, SCORES);
  g_autofree char *out = new_dir ();
  g_autofree char *a = in_dir (out, "a.pdf");
  g_autofree char *b = in_dir (out, "b.pdf");
  g_autofree char *t = in_dir (out, "t.txt");
  g_autofree char *same = g_strconcat (out, "/./a.pdf", NULL);
  g_auto (Run) r = { 0 };

  RUN (&r, "-d", dir, "--pdf", a, "--pdf", b);
  g_assert_cmpint (r.status, ==, 2);
  assert_err_has (&r, "--pdf is given twice");
  RUN (&r, "-d", dir, "--save-as", "pbn", a, "--save-as", "csv", b);
  g_assert_cmpint (r.status, ==, 2);
  assert_err_has (&r, "--save-as is given twice");
  RUN (&r, "-d", dir, "-t", t, "--tableau", a);
  g_assert_cmpint (r.status, ==, 2);
  RUN (&r, "-d", dir, "--xlsx", a, "--pdf", same);
  g_assert_cmpint (r.status, ==, 2);
  assert_err_has (&r, "name the same file");
  RUN (&r, "-d", dir, "--pdf", "-", "--xlsx", "-");
  g_assert_cmpint (r.status, ==, 2);
  RUN (&r, "-d", dir, "--tableau", t, "--chart-png", t);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_cmpuint (count_files (out), ==, 0);
  g_assert_cmpuint (r.out_len, ==, 0);
}

/* "-" is standard output for the reports and PBN/CSV; the ranking then
 * stays off it; no file named "-" is made. */
static void
test_stdout (void)
{
  g_autofree char *dir = input_dir (NAMES, SCORES);
  g_autofree char *cwd = new_dir ();
  g_auto (Run) r = { 0 };

  run_in (cwd, NULL, &r, ARGS ("-d", dir, "--pdf", "-"));
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpuint (r.out_len, >, 1000);
  g_assert_cmpmem (r.out, 5, "%PDF-", 5);
  g_assert_null (g_strstr_len (r.out, r.out_len, "Alice Archer - "));
  run_in (cwd, NULL, &r, ARGS ("-d", dir, "--xlsx", "-"));
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpmem (r.out, 4, "PK\x03\x04", 4);
  run_in (cwd, NULL, &r, ARGS ("-d", dir, "--chart-png", "-"));
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpmem (r.out, 4, "\x89PNG", 4);
  run_in (cwd, NULL, &r, ARGS ("-d", dir, "--save-as", "pbn", "-"));
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "% PBN 2.1"));
  run_in (cwd, NULL, &r, ARGS ("-d", dir, "--save-as", "valet", "-"));
  g_assert_cmpint (r.status, ==, 2);
  run_in (cwd, NULL, &r, ARGS ("-d", dir, "--tableau", "-"));
  g_assert_cmpint (r.status, ==, 2);
  g_assert_cmpuint (count_files (cwd), ==, 0);
}

/* ---- what is replaced, and how ----------------------------------------- */

static void
test_modes_kept (void)
{
  g_autofree char *dir = input_dir (NAMES, SCORES);
  g_autofree char *out = new_dir ();
  g_autofree char *tableau = in_dir (out, "tableau.txt");
  g_autofree char *pdf = in_dir (out, "r.pdf");
  g_autofree char *pbn = in_dir (out, "r.pbn");
  g_autofree char *text = in_dir (out, "text");
  g_autofree char *names = in_dir (text, "names.txt");
  g_autofree char *scores = in_dir (text, "scores.txt");
  g_auto (Run) r = { 0 };

  g_assert_cmpint (g_mkdir (text, 0700), ==, 0);
  for (guint i = 0; i < 5; i++)
    {
      const char *path = (const char *[]) { tableau, pdf, pbn, names, scores }[i];
      put (path, "earlier");
      g_assert_cmpint (g_chmod (path, i == 4 ? 0640 : 0600), ==, 0);
    }
  RUN (&r, "-d", dir, "-t", tableau, "--pdf", pdf);
  g_assert_cmpint (r.status, ==, 0);
  RUN (&r, "-d", dir, "--save-as", "pbn", pbn);
  g_assert_cmpint (r.status, ==, 0);
  RUN (&r, "-d", dir, "--save-as", "valet", text);
  g_assert_cmpint (r.status, ==, 0);
  assert_starts (pdf, "%PDF-");
  assert_starts (pbn, "% PBN");
  assert_starts (names, "# valet save ");
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (mode_of ((const char *[]) { tableau, pdf, pbn, names }[i]), ==, 0600);
  g_assert_cmpint (mode_of (scores), ==, 0640);
}

static void
test_read_only (void)
{
  g_autofree char *dir = input_dir (NAMES, SCORES);
  g_autofree char *out = new_dir ();
  g_autofree char *tableau = in_dir (out, "tableau.txt");
  g_autofree char *pdf = in_dir (out, "r.pdf");
  g_auto (Run) r = { 0 };

  put (tableau, "earlier");
  put (pdf, "earlier");
  g_assert_cmpint (g_chmod (tableau, 0444), ==, 0);
  g_assert_cmpint (g_chmod (pdf, 0444), ==, 0);
  RUN (&r, "-d", dir, "-t", tableau);
  g_assert_cmpint (r.status, ==, 1);
  assert_err_has (&r, "read-only");
  assert_err_has (&r, "--force");
  RUN (&r, "-d", dir, "--pdf", pdf);
  g_assert_cmpint (r.status, ==, 1);
  assert_contents (tableau, "earlier");
  assert_contents (pdf, "earlier");

  RUN (&r, "-d", dir, "-t", tableau, "--pdf", pdf, "--force");
  g_assert_cmpint (r.status, ==, 0);
  assert_starts (tableau, "DECLARER");
  assert_starts (pdf, "%PDF-");
  g_assert_cmpint (mode_of (tableau), ==, 0444);
  g_assert_cmpint (mode_of (pdf), ==, 0444);
  g_assert_cmpuint (count_files (out), ==, 2);
}

/* File names of 250 and 255 bytes, the longest most file systems allow. */
static void
test_long_names (void)
{
  g_autofree char *dir = input_dir (NAMES, SCORES);
  g_autofree char *out = new_dir ();
  static const char *const ends[] = { ".txt", ".pdf", ".xlsx", ".pbn" };
  static const char *const options[] = { "-t", "--pdf", "--xlsx", "--save-as" };

  for (guint len = 250; len <= 255; len += 5)
    for (guint i = 0; i < G_N_ELEMENTS (ends); i++)
      {
        g_autofree char *stem = g_strnfill (len - strlen (ends[i]), 'x');
        g_autofree char *name = g_strconcat (stem, ends[i], NULL);
        g_autofree char *path = in_dir (out, name);
        g_auto (Run) r = { 0 };

        g_assert_cmpuint (strlen (name), ==, len);
        if (i == 3)
          RUN (&r, "-d", dir, "--save-as", "pbn", path);
        else
          RUN (&r, "-d", dir, options[i], path);
        g_assert_cmpint (r.status, ==, 0);
        g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
        /* Again, over the first. */
        if (i == 3)
          RUN (&r, "-d", dir, "--save-as", "pbn", path);
        else
          RUN (&r, "-d", dir, options[i], path);
        g_assert_cmpint (r.status, ==, 0);
      }
  g_assert_cmpuint (count_files (out), ==, 8);
  g_assert_cmpuint (count_temps (out), ==, 0);
}

/* A named pipe, a symbolic link or a folder at an output path: refused
 * and left as they are. */
static void
test_not_regular (void)
{
  g_autofree char *dir = input_dir (NAMES, SCORES);
  g_autofree char *out = new_dir ();
  g_autofree char *fifo = in_dir (out, "pipe");
  g_autofree char *target = in_dir (out, "target.pdf");
  g_autofree char *link = in_dir (out, "link.pdf");
  g_autofree char *folder = in_dir (out, "folder.pdf");
  g_autofree char *text = in_dir (out, "text");
  g_autofree char *text_names = in_dir (text, "names.txt");
  g_auto (Run) r = { 0 };
  struct stat st;

  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  put (target, "kept");
  g_assert_cmpint (symlink ("target.pdf", link), ==, 0);
  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (text, 0755), ==, 0);
  g_assert_cmpint (symlink ("../target.pdf", text_names), ==, 0);

  const char *paths[] = { fifo, link, folder };
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      RUN (&r, "-d", dir, "--pdf", paths[i]);
      g_assert_cmpint (r.status, ==, 1);
      assert_err_has (&r, "which is not replaced");
      RUN (&r, "-d", dir, "-t", paths[i]);
      g_assert_cmpint (r.status, ==, 1);
      RUN (&r, "-d", dir, "--save-as", "csv", paths[i]);
      g_assert_cmpint (r.status, ==, 1);
    }
  RUN (&r, "-d", dir, "--save-as", "valet", text);
  g_assert_cmpint (r.status, ==, 1);
  assert_err_has (&r, "symbolic link");
  g_assert_cmpint (lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  g_assert_cmpint (lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_cmpint (lstat (text_names, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  assert_contents (target, "kept");
  g_assert_cmpuint (count_files (out), ==, 5);
  g_assert_cmpuint (count_files (text), ==, 1);
}

/* ---- interrupted writes ------------------------------------------------- */

/* Whether @dir holds a temporary file of @target's not in @before. */
static gboolean
has_new_temp (const char *dir, const char *target, const char *before)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  g_autofree char *prefix = g_strconcat (".", target, ".~v", NULL);

  for (const char *name; (name = g_dir_read_name (d)) != NULL;)
    if (g_str_has_prefix (name, prefix) && strstr (before, name) == NULL)
      return TRUE;
  return FALSE;
}

static char *
listing (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  GString *s = g_string_new ("/");

  for (const char *name; (name = g_dir_read_name (d)) != NULL;)
    g_string_append_printf (s, "%s/", name);
  return g_string_free (s, FALSE);
}

/* Starts an export of @big's workbook to OUT/report.xlsx and waits until
 * its temporary file is there. */
static GPid
start_export (const char *big, const char *out, int *out_fd, int *err_fd)
{
  g_autofree char *xlsx = in_dir (out, "report.xlsx");
  g_autofree char *before = listing (out);
  GPid pid = start_cli (NULL, NULL, ARGS ("-d", big, "--xlsx", xlsx), out_fd, err_fd);
  gint64 until = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (!has_new_temp (out, "report.xlsx", before))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, until);
      g_usleep (200);
    }
  return pid;
}

/* SIGINT, SIGTERM and SIGHUP end the export as they would, and leave the
 * earlier file and no temporary file. */
static void
test_interrupted (void)
{
  g_autofree char *big = big_input_dir ();
  g_autofree char *out = new_dir ();
  g_autofree char *xlsx = in_dir (out, "report.xlsx");
  const int signals[] = { SIGINT, SIGTERM, SIGHUP };

  put (xlsx, "earlier");
  for (guint i = 0, tries = 0; i < G_N_ELEMENTS (signals); tries++)
    {
      g_auto (Run) r = { 0 };
      int out_fd, err_fd;
      GPid pid = start_export (big, out, &out_fd, &err_fd);

      g_assert_cmpuint (tries, <, 20);
      g_assert_cmpint (kill (pid, signals[i]), ==, 0);
      finish_cli (pid, out_fd, err_fd, &r);
      if (r.signal == 0)
        {
          /* The export was done before the signal came: again. */
          g_test_message ("signal %d came too late", signals[i]);
          put (xlsx, "earlier");
          continue;
        }
      g_assert_cmpint (r.signal, ==, signals[i]);
      g_assert_cmpuint (count_temps (out), ==, 0);
      assert_contents (xlsx, "earlier");
      i++;
    }
}

/* kill -9 leaves at most one temporary file, which the next export of the
 * same file removes; the earlier file is whole. */
static void
test_killed (void)
{
  g_autofree char *big = big_input_dir ();
  g_autofree char *out = new_dir ();
  g_autofree char *xlsx = in_dir (out, "report.xlsx");
  g_autofree char *other = in_dir (out, ".other.xlsx.~vAb12Cd");
  g_auto (Run) r = { 0 };
  int out_fd, err_fd;

  put (xlsx, "earlier");
  put (other, "another file's");
  for (guint i = 0; i < 3; i++)
    {
      g_auto (Run) k = { 0 };
      GPid pid = start_export (big, out, &out_fd, &err_fd);

      g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
      finish_cli (pid, out_fd, err_fd, &k);
      g_assert_cmpuint (count_temps (out), <=, 2);
      if (k.signal == SIGKILL)
        assert_contents (xlsx, "earlier");
    }
  RUN (&r, "-d", big, "--xlsx", xlsx);
  g_assert_cmpint (r.status, ==, 0);
  assert_starts (xlsx, "PK\x03\x04");
  /* Only the other file's look-alike is left. */
  g_assert_cmpuint (count_temps (out), ==, 1);
  assert_contents (other, "another file's");
}

/* A crash between the renames of names.txt and scores.txt leaves a pair
 * the reader refuses, over the files of an earlier save or of none. */
static void
test_crash_between_renames (void)
{
  g_autofree char *first = input_dir (NAMES, SCORES);
  g_autofree char *second = input_dir (OTHER_NAMES, SCORES);
  g_autofree char *out = new_dir ();
  g_autofree char *names = in_dir (out, "names.txt");
  g_autofree char *scores = in_dir (out, "scores.txt");
  g_auto (Run) r = { 0 };

  RUN (&r, "-d", first, "--save-as", "valet", out);
  g_assert_cmpint (r.status, ==, 0);
  run_in (NULL, "VALET_TEST_CRASH_BETWEEN_RENAMES", &r,
          ARGS ("-d", second, "--save-as", "valet", out));
  g_assert_cmpint (r.status, ==, 99);
  RUN (&r, "-d", out);
  g_assert_cmpint (r.status, ==, 1);
  assert_err_has (&r, "was written by another save than");
  assert_err_has (&r, "nothing was scored");
  g_assert_cmpuint (r.out_len, ==, 0);

  /* Over a hand-made pair: refused as well (the names may be another
   * event's players). */
  put (names, NAMES);
  put (scores, SCORES);
  run_in (NULL, "VALET_TEST_CRASH_BETWEEN_RENAMES", &r,
          ARGS ("-d", second, "--save-as", "valet", out));
  g_assert_cmpint (r.status, ==, 99);
  RUN (&r, "-d", out);
  g_assert_cmpint (r.status, ==, 1);
  assert_err_has (&r, "has no '# valet save' line");
  assert_err_has (&r, "nothing was scored");
  g_assert_cmpuint (r.out_len, ==, 0);

  /* The crash left a temporary scores file; the next save removes it. */
  g_assert_cmpuint (count_temps (out), ==, 1);
  RUN (&r, "-d", second, "--save-as", "valet", out);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpuint (count_temps (out), ==, 0);
  RUN (&r, "-d", out, "--strict");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "GWEN"));
}

/* Two saves into one folder at once: one of them, whole. */
static void
test_concurrent_saves (void)
{
  g_autofree char *first = input_dir (NAMES, SCORES);
  g_autofree char *second = input_dir (OTHER_NAMES, SCORES);
  g_autofree char *out = new_dir ();
  g_autofree char *names = in_dir (out, "names.txt");

  for (guint i = 0; i < 20; i++)
    {
      int fds[4];
      g_auto (Run) a = { 0 };
      g_auto (Run) b = { 0 };
      g_auto (Run) r = { 0 };
      GPid pa = start_cli (NULL, NULL, ARGS ("-d", first, "--save-as", "valet", out),
                           &fds[0], &fds[1]);
      GPid pb = start_cli (NULL, NULL, ARGS ("-d", second, "--save-as", "valet", out),
                           &fds[2], &fds[3]);

      finish_cli (pa, fds[0], fds[1], &a);
      finish_cli (pb, fds[2], fds[3], &b);
      g_assert_cmpint (a.status, ==, 0);
      g_assert_cmpint (b.status, ==, 0);
      RUN (&r, "-d", out, "--strict");
      g_assert_cmpint (r.status, ==, 0);
      g_autofree char *text = NULL;
      g_assert_true (g_file_get_contents (names, &text, NULL, NULL));
      g_assert_true (strstr (text, "Alice Archer") != NULL || strstr (text, "GWEN") != NULL);
    }
  g_assert_cmpuint (count_files (out), ==, 2);
}

/* --pdf-sections ranking,pairs: the ranking and a page for each pair,
 * every board it played with its lead; a section that does not exist is
 * a bad command line whose message lists "pairs" among the sections. */
static void
test_pdf_pair_pages (void)
{
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  g_autofree char *dir = input_dir (NAMES, SCORES);
  g_autofree char *out = new_dir ();
  g_autofree char *pdf = in_dir (out, "pairs.pdf");
  g_autofree char *text = NULL;
  g_auto (Run) r = { 0 };
  g_auto (Run) bad = { 0 };
  int status = -1;

  RUN (&bad, "-d", dir, "--pdf", pdf, "--pdf-sections", "ranking,pears");
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "pairs"));
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
  RUN (&r, "-d", dir, "--pdf", pdf, "--pdf-sections", "ranking,pairs");
  g_assert_cmpint (r.status, ==, 0);
  assert_starts (pdf, "%PDF-");
  if (pdftotext == NULL)
    {
      g_test_skip ("pdftotext is not installed");
      return;
    }
  const char *argv[] = { pdftotext, "-layout", pdf, "-", NULL };
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &text, NULL, &status, NULL));
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "Pair pages"));
  g_assert_null (strstr (text, "Tableaux"));
  /* Each of the four pairs heads its page, against the two it met. */
  static const char *const pairs[] = { "Alice Archer - Bob Baker", "Carol Cook - Dave Dyer",
                                       "Eve Evans - Frank Fox", "Grace Green - Heidi Hill" };
  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      g_autofree char *heading = g_strdup_printf ("%s\n", pairs[i]);
      g_assert_nonnull (strstr (text, heading));
    }
  /* Board 1 at Alice and Bob's table: 4♠ by North, made, the ♥K led. */
  g_assert_true (g_regex_match_simple ("1 +1 +NS +Carol Cook - Dave Dyer +4♠ +N += +♥K +420",
                                       text, 0, 0));
  g_assert_true (g_regex_match_simple ("1 +1 +EW +Alice Archer - Bob Baker +4♠ +N += +♥K +−420",
                                       text, 0, 0));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc != 2)
    g_error ("usage: test-outputs VALET-CLI");
  cli_path = argv[1];
  scratch = g_dir_make_tmp ("valet-outputs-XXXXXX", NULL);
  g_assert_nonnull (scratch);

  g_test_add_func ("/outputs/over-input/tableau", test_tableau_over_scores);
  g_test_add_func ("/outputs/over-input/report-over-pbn", test_report_over_pbn);
  g_test_add_func ("/outputs/over-input/save-as-valet", test_save_over_input_folder);
  g_test_add_func ("/outputs/over-input/names-beside", test_save_over_names_beside);
  g_test_add_func ("/outputs/command-line/duplicates", test_duplicates);
  g_test_add_func ("/outputs/command-line/stdout", test_stdout);
  g_test_add_func ("/outputs/replaced/modes", test_modes_kept);
  g_test_add_func ("/outputs/replaced/read-only", test_read_only);
  g_test_add_func ("/outputs/replaced/long-names", test_long_names);
  g_test_add_func ("/outputs/refused/not-regular", test_not_regular);
  g_test_add_func ("/outputs/interrupted/signals", test_interrupted);
  g_test_add_func ("/outputs/interrupted/kill-9", test_killed);
  g_test_add_func ("/outputs/text-pair/crash-between-renames", test_crash_between_renames);
  g_test_add_func ("/outputs/text-pair/concurrent-saves", test_concurrent_saves);
  g_test_add_func ("/outputs/pdf-pair-pages", test_pdf_pair_pages);

  int status = g_test_run ();
  if (status == 0)
    {
      const char *rm[] = { "rm", "-rf", scratch, NULL };
      g_spawn_sync (NULL, (char **) rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                    NULL, NULL);
    }
  return status;
}
