/* test-cli.c: valet-cli as a user runs it, on input folders written to a
 * temporary directory: exit status, messages on stderr, output.
 *
 * Exit status: 0 on success, 1 on bad input data, 2 on a bad command
 * line.  Every bad line is named as FILE:LINE on stderr.
 *
 * usage: test-cli VALET-CLI [GTest options]
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

/* Two boards, two tables each: a small good event. */
#define GOOD_SCORES \
  "1|1|a|c|b|d|4S|N|10|HK\n" \
  "1|1|e|g|f|h|4S|N|9|D2\n" \
  "1|2|a|c|b|d|3N|E|9|S5\n" \
  "1|2|e|g|f|h|2H|W|8|C3\n"

typedef struct {
  char   *dir;
  int     status;     /* exit status; -1 when killed by a signal */
  char   *out;
  char   *err;
  gsize   out_len;
  double  seconds;
  char  **envp;       /* NULL: the test's own environment */
} Run;

static void
run_clear (Run *r)
{
  if (r->dir)
    {
      /* Only the files this test writes live there. */
      static const char *const files[] = {
        "names.txt", "scores.txt", "tableau.txt", "players.txt", "results.txt",
        "report.xlsx", "scores.pbn",
      };
      for (guint i = 0; i < G_N_ELEMENTS (files); i++)
        {
          g_autofree char *p = g_build_filename (r->dir, files[i], NULL);
          g_remove (p);
        }
      g_rmdir (r->dir);
    }
  g_free (r->dir);
  g_free (r->out);
  g_free (r->err);
  g_strfreev (r->envp);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
write_file (const Run *r, const char *name, const char *data, gssize len)
{
  g_autofree char *path = g_build_filename (r->dir, name, NULL);
  g_autoptr (GError) error = NULL;

  g_file_set_contents (path, data, len, &error);
  g_assert_no_error (error);
}

/* A fresh folder holding names.txt and scores.txt (either may be NULL:
 * not written). */
static void
setup (Run *r, const char *names, const char *scores, gssize scores_len)
{
  g_autoptr (GError) error = NULL;

  r->dir = g_dir_make_tmp ("valet-cli-test-XXXXXX", &error);
  g_assert_no_error (error);
  if (names)
    write_file (r, "names.txt", names, -1);
  if (scores)
    write_file (r, "scores.txt", scores, scores_len);
}

/* Runs valet-cli with --directory DIR and the NULL-terminated options. */
static void
run_cli (Run *r, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  va_list ap;
  int wait_status = 0;

  g_ptr_array_add (argv, (char *) cli_path);
  if (r->dir)
    {
      g_ptr_array_add (argv, (char *) "--directory");
      g_ptr_array_add (argv, r->dir);
    }
  va_start (ap, r);
  for (const char *a = va_arg (ap, const char *); a; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, (char *) a);
  va_end (ap);
  g_ptr_array_add (argv, NULL);

  g_clear_pointer (&r->out, g_free);
  g_clear_pointer (&r->err, g_free);
  gint64 start = g_get_monotonic_time ();
  g_spawn_sync (NULL, (char **) argv->pdata, r->envp, G_SPAWN_DEFAULT, NULL, NULL,
                &r->out, &r->err, &wait_status, &error);
  g_assert_no_error (error);
  r->seconds = (g_get_monotonic_time () - start) / 1e6;
  r->out_len = strlen (r->out);

  /* A crash is never a valid answer. */
  if (WIFSIGNALED (wait_status))
    g_error ("valet-cli killed by signal %d\nstderr:\n%s", WTERMSIG (wait_status),
             r->err);
  g_assert_true (WIFEXITED (wait_status));
  r->status = WEXITSTATUS (wait_status);
  g_test_message ("exit %d in %.2f s; stderr:\n%.2000s", r->status, r->seconds,
                  r->err);
}

static void
assert_err_has (const Run *r, const char *text)
{
  if (strstr (r->err, text) == NULL)
    g_error ("stderr lacks '%s':\n%.4000s", text, r->err);
}

static void
assert_out_has (const Run *r, const char *text)
{
  if (strstr (r->out, text) == NULL)
    g_error ("stdout lacks '%s':\n%.4000s", text, r->out);
}

/* Bad data: exit 1, nothing scored, nothing on stdout. */
static void
assert_bad_data (const Run *r)
{
  g_assert_cmpint (r->status, ==, 1);
  g_assert_cmpstr (r->out, ==, "");
  assert_err_has (r, "nothing was scored");
}

/* ---- good data ------------------------------------------------------ */

static void
test_good (void)
{
  g_auto (Run) r = { 0 };

  setup (&r, NAMES, GOOD_SCORES, -1);
  run_cli (&r, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  assert_out_has (&r, "Alice Archer - Bob Baker");
  assert_out_has (&r, "Grace Green - Heidi Hill");
  assert_out_has (&r, "IMPs");

  /* Every scoring and split the options offer runs on it. */
  static const char *const variants[][4] = {
    { "--valettype", "datum", NULL }, { "-v", "matchpoints", "--nocloud", NULL },
    { "--lead", "--average", NULL }, { "--extremes", "--hardround", NULL },
    { "--compensate", NULL }, { "--order", "defence", NULL },
    { "--minhands", "3", NULL }, { "--rounds", "1", NULL },
    { "--format", "CSV", NULL }, { "--strict", NULL },
  };
  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      run_cli (&r, variants[i][0], variants[i][1], variants[i][2], NULL);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_cmpstr (r.err, ==, "");
      assert_out_has (&r, "Alice Archer - Bob Baker");
    }

  /* Matchpoints are percentages; the heading says so. */
  run_cli (&r, "--valettype", "matchpoints", NULL);
  assert_out_has (&r, "MP");
}

static void
test_named_files (void)
{
  g_auto (Run) r = { 0 };

  /* --names and --scores are read from the directory unless absolute. */
  setup (&r, NULL, NULL, 0);
  write_file (&r, "players.txt", NAMES, -1);
  write_file (&r, "results.txt", GOOD_SCORES, -1);
  run_cli (&r, "--names", "players.txt", "--scores", "results.txt", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_out_has (&r, "Eve Evans - Frank Fox");

  g_autofree char *abs = g_build_filename (r.dir, "players.txt", NULL);
  run_cli (&r, "-n", abs, "-s", "results.txt", NULL);
  g_assert_cmpint (r.status, ==, 0);

  /* Messages name the file as given. */
  write_file (&r, "results.txt", "1|1|a|c|b|d|4S|N|14\n", -1);
  run_cli (&r, "-n", "players.txt", "-s", "results.txt", NULL);
  assert_bad_data (&r);
  assert_err_has (&r, "results.txt:1: tricks '14'");
}

static void
test_csv_join (void)
{
  g_auto (Run) r = { 0 };

  setup (&r, NAMES, GOOD_SCORES, -1);
  run_cli (&r, "--format", "csv", "--join", ";", NULL);
  g_assert_cmpint (r.status, ==, 0);
  /* UTF-8's mark first, as --save-as csv writes it. */
  g_assert_true (g_str_has_prefix (r.out, "\xEF\xBB\xBF" "Players;Count;IMPs;Bid;Play;"));

  /* Every line of the table uses ';' and never the default ','. */
  g_auto (GStrv) lines = g_strsplit (r.out, "\n", -1);
  guint rows = 0;
  for (guint i = 0; lines[i]; i++)
    {
      if (lines[i][0] == '\0')
        continue;
      g_assert_nonnull (strchr (lines[i], ';'));
      g_assert_null (strchr (lines[i], ','));
      rows++;
    }
  /* The header and four pairs. */
  g_assert_cmpuint (rows, ==, 5);
  assert_out_has (&r, "Alice Archer - Bob Baker;2;");

  /* The default separator is ','. */
  run_cli (&r, "-f", "csv", NULL);
  g_assert_true (g_str_has_prefix (r.out, "\xEF\xBB\xBF" "Players,Count,IMPs,"));
  /* Valet 1.1's CSV has no mark. */
  run_cli (&r, "-f", "csv", "--compat", "1.1", NULL);
  g_assert_true (g_str_has_prefix (r.out, "Players,Count,IMPs,"));
}

/* One CSV encoding: the ranking CSV is UTF-8 with UTF-8's mark, as
 * --save-as csv is, whatever the input's encoding (names in Windows-1252
 * were written as their bytes); the text ranking and Valet 1.1's CSV
 * keep the bytes as given. */
static void
test_csv_utf8 (void)
{
  g_auto (Run) r = { 0 };

  setup (&r, "a|Jos\xe9 Alba\nb|Bob Baker\nc|Carol Cole\nd|Dan Dunn\n"
             "e|Eve Evans\nf|Frank Fox\ng|Grace Green\nh|Heidi Hill\n", GOOD_SCORES, -1);
  run_cli (&r, "-f", "csv", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "\xEF\xBB\xBF"));
  g_assert_true (g_utf8_validate (r.out, -1, NULL));
  assert_out_has (&r, "Jos\xc3\xa9 Alba - Bob Baker,");
  g_autofree char *save = g_build_filename (r.dir, "results.txt", NULL);
  run_cli (&r, "--save-as", "csv", save, NULL);
  g_autofree char *saved = NULL;
  g_assert_true (g_file_get_contents (save, &saved, NULL, NULL));
  g_assert_true (g_str_has_prefix (saved, "\xEF\xBB\xBF"));
  g_assert_true (g_utf8_validate (saved, -1, NULL));

  run_cli (&r, "-f", "csv", "--compat", "1.1", NULL);
  assert_out_has (&r, "Jos\xe9 Alba - Bob Baker,");
  run_cli (&r, NULL);
  assert_out_has (&r, "Jos\xe9 Alba");
}

/* An artificial score: the Adjusted column appears by itself, each of
 * its pairs keeps the board, and --adjusted-imps sets what 60 % is
 * worth (IMPs across two tables: the other table's pairs get nothing
 * for it). */
static void
test_artificial (void)
{
  g_auto (Run) r = { 0 };

  setup (&r, NAMES, "1|1|a|c|b|d|4S|N|10|HK\n1|1|e|g|f|h|4S|N|9|D2\n"
                    "1|2|a|c|b|d|ADJ|-|60/40\n1|2|e|g|f|h|2H|W|8|C3\n", -1);
  run_cli (&r, "-f", "csv", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_out_has (&r, ",Adjusted,\n");
  /* Board 2 adds 3 IMPs to Alice and Bob, over 2 boards: 1.50 a board. */
  assert_out_has (&r, "Alice Archer - Bob Baker,2,");
  assert_out_has (&r, ",1.50,\n");
  run_cli (&r, "-f", "csv", "--adjusted-imps", "2", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_out_has (&r, ",1.00,\n");
  assert_out_has (&r, ",-1.00,\n");
  run_cli (&r, "--adjusted-imps", "-1", NULL);
  g_assert_cmpint (r.status, ==, 2);
  assert_err_has (&r, "--adjusted-imps takes a number of IMPs from 0 to 24");
}

/* A placeholder tag ("z" at three tables of a board): its pairs go to
 * the second table with a word on standard error; --compat 1.1 ranks
 * them with the others, as the reference program does. */
static void
test_placeholder (void)
{
  g_auto (Run) r = { 0 };

  setup (&r, NAMES "z|Nobody\n", "1|1|a|z|b|z|4S|N|10\n1|1|c|z|d|e|4S|N|9\n"
                                 "1|1|f|g|h|z|3N|S|9\n", -1);
  run_cli (&r, NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_err_has (&r, "pairs with a placeholder player ('z', a tag that stands for several "
                      "players) are listed in the second table, not ranked");
  /* Two tables: three ranked pairs, then the three with z. */
  g_auto (GStrv) tables = g_strsplit (r.out, "\n\n", -1);
  g_assert_cmpuint (g_strv_length (tables), ==, 3);
  g_assert_null (strstr (tables[0], "Nobody"));
  g_assert_nonnull (strstr (tables[1], "Nobody"));
  /* Read, the tag is said to be a placeholder whatever the method. */
  assert_err_has (&r, ":1: warning: player 'z' sits at up to 3 tables of one board: taken for "
                      "a placeholder for players not known");
  run_cli (&r, "--compat", "1.1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_err_has (&r, "taken for a placeholder");
  g_assert_null (strstr (r.err, "second table"));
  g_auto (GStrv) one = g_strsplit (r.out, "\n\n", -1);
  g_assert_cmpuint (g_strv_length (one), ==, 2);
  g_assert_nonnull (strstr (one[0], "Nobody"));

  /* One tag in both seats of a pair (a slip): that pair alone is not
   * ranked, and the note says so. */
  g_auto (Run) slip = { 0 };
  setup (&slip, NAMES, "1|1|a|c|a|d|4S|N|10\n1|1|e|g|f|h|4S|N|9\n", -1);
  run_cli (&slip, NULL);
  g_assert_cmpint (slip.status, ==, 0);
  assert_err_has (&slip, "pairs whose two players are one tag ('a') are listed in the second "
                         "table, not ranked");
  g_auto (GStrv) slip_tables = g_strsplit (slip.out, "\n\n", -1);
  g_assert_cmpuint (g_strv_length (slip_tables), ==, 3);
  g_assert_nonnull (strstr (slip_tables[1], "Alice Archer - Alice Archer"));
  g_assert_null (strstr (slip_tables[0], "Alice Archer"));
}

static void
test_tableau (void)
{
  g_auto (Run) r = { 0 };

  setup (&r, NAMES, GOOD_SCORES, -1);
  g_autofree char *path = g_build_filename (r.dir, "tableau.txt", NULL);
  run_cli (&r, "--tableau", path, NULL);
  g_assert_cmpint (r.status, ==, 0);

  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "DECLARER, Board 1|1"));
  g_assert_nonnull (strstr (text, "DEFENDER, Board 1|2"));
  g_assert_nonnull (strstr (text, "4S, N, 10"));
}

/* ---- bad data ------------------------------------------------------- */

/* GOOD_SCORES with @line put in as line 3. */
static void
check_bad_line (const char *line, const char *where, const char *what)
{
  g_auto (Run) r = { 0 };
  g_autofree char *scores = g_strconcat ("1|1|a|c|b|d|4S|N|10|HK\n"
                                         "1|1|e|g|f|h|4S|N|9|D2\n",
                                         line, "\n",
                                         "1|2|e|g|f|h|2H|W|8|C3\n", NULL);

  g_test_message ("line 3: %s", line);
  setup (&r, NAMES, scores, -1);
  run_cli (&r, NULL);
  assert_bad_data (&r);
  assert_err_has (&r, where);
  assert_err_has (&r, what);
  assert_err_has (&r, "1 problem in the input");
}

static void
test_bad_lines (void)
{
  check_bad_line ("1|2|a|c|b|d|3N", "scores.txt:3: ", "7 fields");
  check_bad_line ("1|2|a|c|b|d|3N|E|9|S5|x|y", "scores.txt:3: ", "12 fields");
  check_bad_line ("1|2|a|c|b|d|8N|E|9", "scores.txt:3: ", "contract '8N'");
  check_bad_line ("1|2|a|c|b|d|4HXXX|E|9", "scores.txt:3: ", "contract '4HXXX'");
  check_bad_line ("1|2|a|c|b|d|3N|E|14", "scores.txt:3: ", "tricks '14'");
  check_bad_line ("1|2|a|c|b|d|3N|E|9|Z9", "scores.txt:3: ", "lead 'Z9'");
  check_bad_line ("1|2|a|c|b|d|3N|Q|9", "scores.txt:3: ", "declarer 'Q'");
  check_bad_line ("1|0|a|c|b|d|3N|E|9", "scores.txt:3: ", "board '0'");
  check_bad_line ("1|2|a|c|b|zz|3N|E|9", "scores.txt:3: ", "names.txt");
}

static void
test_truncated_file (void)
{
  g_auto (Run) r = { 0 };

  /* The file ends in the middle of line 5, without a line end. */
  setup (&r, NAMES, GOOD_SCORES "1|3|a|c|", -1);
  run_cli (&r, NULL);
  assert_bad_data (&r);
  assert_err_has (&r, "scores.txt:5: 5 fields");

  /* Cut inside the first line. */
  write_file (&r, "scores.txt", "1|1|a|c|b", -1);
  run_cli (&r, NULL);
  assert_bad_data (&r);
  assert_err_has (&r, "scores.txt:1: 5 fields");
}

static void
test_binary (void)
{
  /* Random bytes with NULs: reported, not a crash. */
  for (int round = 0; round < 5; round++)
    {
      g_auto (Run) r = { 0 };
      gsize len = 4096;
      g_autofree char *data = g_malloc (len);
      for (gsize i = 0; i < len; i++)
        data[i] = (char) g_test_rand_int_range (0, 256);
      data[0] = 'x';
      data[1] = '\0';

      setup (&r, NAMES, data, (gssize) len);
      run_cli (&r, NULL);
      assert_bad_data (&r);
      assert_err_has (&r, "scores.txt:1: contains a NUL byte");
    }
}

static void
test_binary_names (void)
{
  g_auto (Run) r = { 0 };
  static const char names[] = "a|Alice\nb|B\0\xff\xfe\nc|Carol\n";

  setup (&r, NULL, GOOD_SCORES, -1);
  write_file (&r, "names.txt", names, sizeof names - 1);
  run_cli (&r, NULL);
  assert_bad_data (&r);
  assert_err_has (&r, "names.txt:2: contains a NUL byte");
}

static void
test_empty_scores (void)
{
  g_auto (Run) r = { 0 };

  setup (&r, NAMES, "", 0);
  run_cli (&r, NULL);
  assert_bad_data (&r);
  assert_err_has (&r, "scores.txt: has no results");
}

static void
test_missing_files (void)
{
  g_auto (Run) r = { 0 };

  setup (&r, NULL, GOOD_SCORES, -1);
  run_cli (&r, NULL);
  assert_bad_data (&r);
  assert_err_has (&r, "names.txt: cannot be read");

  /* No scores file either way. */
  write_file (&r, "names.txt", NAMES, -1);
  g_autofree char *scores = g_build_filename (r.dir, "scores.txt", NULL);
  g_remove (scores);
  run_cli (&r, NULL);
  assert_bad_data (&r);
  assert_err_has (&r, "scores.txt: cannot be read");

  /* A directory that is not there. */
  run_cli (&r, "--directory", "/nonexistent/valet-test", NULL);
  assert_bad_data (&r);
  assert_err_has (&r, "names.txt: cannot be read");
}

static void
test_many_errors (void)
{
  g_auto (Run) r = { 0 };
  GString *s = g_string_new (NULL);

  /* 1000 bad lines: the first hundred are shown, the rest counted. */
  for (int i = 0; i < 1000; i++)
    g_string_append (s, "1|1|a|c|b|d|4S|N|14\n");
  setup (&r, NAMES, s->str, (gssize) s->len);
  g_string_free (s, TRUE);
  run_cli (&r, NULL);
  assert_bad_data (&r);
  assert_err_has (&r, "scores.txt:1: tricks '14'");
  assert_err_has (&r, "scores.txt:100: tricks '14'");
  g_assert_null (strstr (r.err, "scores.txt:101:"));
  assert_err_has (&r, "... and 900 more problems not shown");
  assert_err_has (&r, "1000 problems in the input");
}

/* About 50 MB of scores: @good_lines good lines (on ever new boards),
 * then bad lines to fill the size. */
static void
check_big_file (gboolean mostly_good)
{
  g_auto (Run) r = { 0 };
  const gsize target = 50 * 1024 * 1024;
  GString *s = g_string_sized_new (target + 100);
  guint lines = 0;

  if (mostly_good)
    {
      while (s->len < target)
        {
          lines++;
          g_string_append_printf (s, "%u|%u|a|c|b|d|4S|N|10|HK\n",
                                  lines / 32 + 1, lines % 32 + 1);
        }
      g_string_append (s, "1|1|e|g|f|h|8N|N|10\n");
    }
  else
    {
      static const char bad[] = "1|1|a|c|b|d|4HXXX|N|10|SA\n";
      while (s->len < target)
        {
          lines++;
          g_string_append (s, bad);
        }
    }
  setup (&r, NAMES, s->str, (gssize) s->len);
  g_string_free (s, TRUE);

  run_cli (&r, NULL);
  g_test_message ("%u lines, %.2f s", lines, r.seconds);
  assert_bad_data (&r);
  if (mostly_good)
    {
      g_autofree char *where = g_strdup_printf ("scores.txt:%u: contract '8N'",
                                                lines + 1);
      assert_err_has (&r, where);
      assert_err_has (&r, "1 problem in the input");
    }
  else
    {
      g_autofree char *count = g_strdup_printf ("%u problems in the input", lines);
      assert_err_has (&r, "scores.txt:1: contract '4HXXX'");
      assert_err_has (&r, count);
      /* The messages stay bounded however many lines are bad. */
      g_assert_cmpuint (strlen (r.err), <, 100000);
    }
  /* A few seconds at most; generous for sanitizer builds. */
  g_assert_cmpfloat (r.seconds, <, 60);
}

static void
test_big_bad (void)
{
  check_big_file (FALSE);
}

static void
test_big_good_then_bad (void)
{
  check_big_file (TRUE);
}

/* ---- keep going, warnings ------------------------------------------- */

static void
test_keep_going (void)
{
  g_auto (Run) r = { 0 };

  setup (&r, NAMES, GOOD_SCORES "1|3|a|c|b|d|8N|N|10\n1|3|e|g|f|h|4S|N|10|SZ\n", -1);
  run_cli (&r, NULL);
  assert_bad_data (&r);
  /* The refusal says what --keep-going would do. */
  assert_err_has (&r, "--keep-going scores the other results, leaving out 2 lines");

  /* With --keep-going the two bad lines are listed and left out and the
   * rest is scored. */
  run_cli (&r, "--keep-going", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_err_has (&r, "scores.txt:5: contract '8N'");
  assert_err_has (&r, "scores.txt:6: lead 'SZ'");
  assert_err_has (&r, "2 problems in the input; those lines were left out");
  assert_out_has (&r, "Alice Archer - Bob Baker");
  assert_out_has (&r, "Eve Evans - Frank Fox");

  /* Scored as if the bad lines were not there. */
  g_autofree char *kept_out = g_strdup (r.out);
  write_file (&r, "scores.txt", GOOD_SCORES, -1);
  run_cli (&r, NULL);
  g_assert_cmpstr (r.out, ==, kept_out);
}

static void
test_keep_going_nothing_good (void)
{
  g_auto (Run) r = { 0 };

  /* Nothing left to score: still bad data. */
  setup (&r, NAMES, "1|1|a|c|b|d|8N|N|10\n", -1);
  run_cli (&r, "-k", NULL);
  assert_bad_data (&r);
  assert_err_has (&r, "scores.txt:1: contract '8N'");
}

static void
test_warnings (void)
{
  g_auto (Run) r = { 0 };

  /* A result given twice: scored, with a warning. */
  setup (&r, NAMES, GOOD_SCORES "1|2|e|g|f|h|2H|W|8|C3\n", -1);
  run_cli (&r, NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_err_has (&r, "scores.txt:5: warning: duplicate result");
  assert_out_has (&r, "Alice Archer - Bob Baker");

  /* --strict makes it an error. */
  run_cli (&r, "--strict", NULL);
  assert_bad_data (&r);
  assert_err_has (&r, "scores.txt:5: warning: duplicate result");
}

/* ---- numbers in the locale's format --------------------------------- */

/* Runs of @r from now on see LC_ALL=@locale.  FALSE, with the test
 * skipped, when the locale is missing and tests/locale said why; a locale
 * that should be there and is not fails the test. */
static gboolean
use_locale (Run *r, const char *locale)
{
  const char *missing = g_getenv ("VALET_TEST_LOCALES_MISSING");
  locale_t loaded = newlocale (LC_NUMERIC_MASK, locale, (locale_t) 0);

  if (loaded == (locale_t) 0)
    {
      if (missing != NULL && missing[0] != '\0')
        {
          g_test_skip (missing);
          return FALSE;
        }
      g_error ("the locale %s cannot be loaded (LOCPATH=%s)", locale, g_getenv ("LOCPATH"));
    }
  freelocale (loaded);
  g_strfreev (r->envp);
  r->envp = g_environ_setenv (g_get_environ (), "LC_ALL", locale, TRUE);
  return TRUE;
}

static void
assert_out_matches (const Run *r, const char *pattern, gboolean match)
{
  if (g_regex_match_simple (pattern, r->out, G_REGEX_MULTILINE, 0) != match)
    g_error ("stdout %s /%s/:\n%.4000s", match ? "lacks" : "has", pattern, r->out);
}

static void
test_locale_numbers (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *plain = NULL, *plain_csv = NULL;

  setup (&r, NAMES, GOOD_SCORES, -1);
  run_cli (&r, NULL);
  plain = g_strdup (r.out);
  run_cli (&r, "-f", "csv", NULL);
  plain_csv = g_strdup (r.out);
  if (!use_locale (&r, "de_DE.UTF-8"))
    return;

  /* Without the option, a German locale changes nothing: the outputs are
   * the reference's. */
  run_cli (&r, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, plain);
  assert_out_matches (&r, "[0-9]\\.[0-9][0-9] ", TRUE);
  run_cli (&r, "-f", "csv", NULL);
  g_assert_cmpstr (r.out, ==, plain_csv);

  /* With it, a decimal comma in the table, and every number as before
   * but for the separator. */
  run_cli (&r, "--locale-numbers", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  assert_out_matches (&r, "[0-9],[0-9][0-9] ", TRUE);
  assert_out_matches (&r, "[0-9]\\.[0-9]", FALSE);
  g_strdelimit (r.out, ",", '.');
  g_assert_cmpstr (r.out, ==, plain);

  /* The CSV is then joined by ';', which a German spreadsheet expects. */
  run_cli (&r, "--locale-numbers", "-f", "csv", NULL);
  g_assert_cmpint (r.status, ==, 0);
  /* UTF-8's mark first, as --save-as csv writes it. */
  g_assert_true (g_str_has_prefix (r.out, "\xEF\xBB\xBF" "Players;Count;IMPs;Bid;Play;"));
  assert_out_matches (&r, ";-?[0-9]+,[0-9][0-9];", TRUE);
  assert_out_matches (&r, "[0-9]\\.[0-9]", FALSE);

  /* Another separator is kept; a comma would run into the numbers. */
  run_cli (&r, "--locale-numbers", "-f", "csv", "-j", "\t", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "\xEF\xBB\xBF" "Players\tCount\tIMPs\t"));
  assert_out_matches (&r, "\t-?[0-9]+,[0-9][0-9]\t", TRUE);
  run_cli (&r, "--locale-numbers", "-f", "csv", "-j", ",", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_cmpstr (r.out, ==, "");
  assert_err_has (&r, "--join ','");
  assert_err_has (&r, "--help");
  /* It only matters for CSV. */
  run_cli (&r, "--locale-numbers", "-j", ",", NULL);
  g_assert_cmpint (r.status, ==, 0);

  /* The tableau follows too. */
  g_autofree char *path = g_build_filename (r.dir, "tableau.txt", NULL);
  g_autofree char *text = NULL;
  run_cli (&r, "--locale-numbers", "--tableau", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (g_regex_match_simple (" -?[0-9]+,[0-9][0-9]\n", text, 0, 0));

  /* Polish has a decimal comma as well. */
  if (!use_locale (&r, "pl_PL.UTF-8"))
    return;
  run_cli (&r, "--locale-numbers", "-f", "csv", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "\xEF\xBB\xBF" "Players;Count;"));
  assert_out_matches (&r, ";-?[0-9]+,[0-9][0-9];", TRUE);

  /* In the C locale the option changes nothing. */
  g_strfreev (r.envp);
  r.envp = g_environ_setenv (g_get_environ (), "LC_ALL", "C", TRUE);
  run_cli (&r, "--locale-numbers", NULL);
  g_assert_cmpstr (r.out, ==, plain);
  run_cli (&r, "--locale-numbers", "-f", "csv", NULL);
  g_assert_cmpstr (r.out, ==, plain_csv);
}

/* The workbook holds numbers, not text: whatever the locale, its XML
 * writes them with a point, or Excel would refuse it as damaged. */
static void
test_locale_numbers_xlsx (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *unzip = g_find_program_in_path ("unzip");
  g_autofree char *path = NULL, *xml = NULL, *err = NULL;
  g_autoptr (GError) error = NULL;
  int wait_status = 0;

  if (unzip == NULL)
    {
      g_test_skip ("unzip is not installed");
      return;
    }
  setup (&r, NAMES, GOOD_SCORES, -1);
  if (!use_locale (&r, "de_DE.UTF-8"))
    return;
  path = g_build_filename (r.dir, "report.xlsx", NULL);
  run_cli (&r, "--locale-numbers", "--xlsx", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_out_matches (&r, "[0-9],[0-9][0-9] ", TRUE);

  const char *argv[] = { unzip, "-p", path, "xl/worksheets/sheet1.xml", NULL };
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &xml, &err,
                &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (wait_status, NULL));
  /* Column widths and page margins are decimals; so are the scores. */
  g_assert_true (g_regex_match_simple ("width=\"[0-9]+\\.[0-9]+\"", xml, 0, 0));
  g_assert_true (g_regex_match_simple ("<v>-?[0-9]+\\.[0-9]+</v>", xml, 0, 0));
  if (g_regex_match_simple ("=\"-?[0-9]+,[0-9]+\"|<v>-?[0-9]+,[0-9]+</v>", xml, 0, 0))
    g_error ("a decimal comma in the workbook:\n%.4000s", xml);
}

/* ---- usage ---------------------------------------------------------- */

static void
check_usage (const char *what, const char *a1, const char *a2, const char *a3)
{
  g_auto (Run) r = { 0 };

  g_test_message ("usage: %s %s %s", a1, a2 ? a2 : "", a3 ? a3 : "");
  setup (&r, NAMES, GOOD_SCORES, -1);
  run_cli (&r, a1, a2, a3, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_cmpstr (r.out, ==, "");
  assert_err_has (&r, "valet-cli: ");
  assert_err_has (&r, what);
  assert_err_has (&r, "--help");
}

static void
test_usage (void)
{
  check_usage ("--bogus", "--bogus", NULL, NULL);
  check_usage ("unknown valet type 'foo'", "--valettype", "foo", NULL);
  check_usage ("expected datum, imps or matchpoints", "-v", "butler", NULL);
  check_usage ("unknown order 'foo'", "--order", "foo", NULL);
  check_usage ("unknown format 'xml'", "--format", "xml", NULL);
  check_usage ("unknown version '1.0' for --compat", "--compat", "1.0", NULL);
  check_usage ("bad round list '3-1'", "--rounds", "3-1", NULL);
  check_usage ("bad round list '0'", "--rounds", "0", NULL);
  check_usage ("minhands", "--minhands", "-1", NULL);
  check_usage ("--minhands", "--minhands", "x", NULL);
  check_usage ("separator", "--join", "", NULL);
  check_usage ("unexpected argument 'stray'", "stray", NULL, NULL);
  check_usage ("--valettype", "--valettype", NULL, NULL);
}

static void
test_help (void)
{
  g_auto (Run) r = { 0 };

  run_cli (&r, "--help", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_out_has (&r, "--valettype");
  assert_out_has (&r, "--keep-going");
  assert_out_has (&r, "Exit status");

  run_cli (&r, "-h", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_out_has (&r, "--directory");

  run_cli (&r, "--version", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "valet-cli "));
}

/* The datum's options: --round-datum rounds the datum itself (seven
 * tables, mean 115.71: 116, down to 110; 4C making 130 is 0 IMPs
 * against 116, 1 against 110 and against Valet 1.1's truncated 115);
 * --round-differences rounds score differences, and --datum-round, its
 * old spelling, and --hardround do the same; --extremes goes with the
 * small-field rules. */
static void
test_datum_options (void)
{
  static const char *const tables[] = {
    "4C|N|10", "2H|N|8", "2H|N|8", "2H|N|8", "2H|N|8", "1N|N|8", "1N|N|8",
  };
  g_auto (Run) r = { 0 };
  g_autoptr (GString) names = g_string_new (NULL);
  g_autoptr (GString) scores = g_string_new (NULL);

  for (guint i = 1; i <= 4 * G_N_ELEMENTS (tables); i++)
    g_string_append_printf (names, "p%u|Player %u\n", i, i);
  for (guint k = 0; k < G_N_ELEMENTS (tables); k++)
    g_string_append_printf (scores, "1|1|p%u|p%u|p%u|p%u|%s\n", 4 * k + 1, 4 * k + 2,
                            4 * k + 3, 4 * k + 4, tables[k]);
  setup (&r, names->str, scores->str, -1);

  static const struct { const char *option, *value; const char *score; } cases[] = {
    { NULL, NULL, "|    1   0.00 |" },
    { "--round-datum", "nearest", "|    1   0.00 |" },
    { "--round-datum", "down", "|    1   1.00 |" },
    { "--compat", "1.1", "|    1   1.00 |" },
  };
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      run_cli (&r, "-v", "datum", "--nocloud", "--format", "text", cases[c].option,
               cases[c].value, NULL);
      g_assert_cmpint (r.status, ==, 0);
      const char *line = strstr (r.out, "Player 1 - Player 3");
      g_assert_nonnull (line);
      g_autofree char *row = g_strndup (line, strcspn (line, "\n"));
      g_test_message ("%s %s: %s", cases[c].option, cases[c].value, row);
      g_assert_nonnull (strstr (row, cases[c].score));
    }

  run_cli (&r, "-v", "datum", "--hardround", NULL);
  g_autofree char *hard = g_strdup (r.out);
  const char *const spellings[] = { "--round-differences", "--datum-round" };
  for (guint i = 0; i < G_N_ELEMENTS (spellings); i++)
    {
      run_cli (&r, "-v", "datum", spellings[i], "down", NULL);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_cmpstr (r.out, ==, hard);
    }

  run_cli (&r, "--round-datum", "up", NULL);
  g_assert_cmpint (r.status, ==, 2);
  assert_err_has (&r, "--round-datum");
  run_cli (&r, "-v", "datum", "--datum", "small-field", "--extremes", NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_cli (&r, "--datum", "median", "--extremes", NULL);
  g_assert_cmpint (r.status, ==, 2);
}

/* A file whose every line is left out with a warning (scores without
 * contracts) is nothing scored: exit status 1, with one message saying
 * why, not an empty ranking. */
static void
test_scores_only (void)
{
  g_auto (Run) r = { 0 };
  static const char pbn[] =
    "[Event \"Scores only\"]\n[Board \"1\"]\n[Vulnerable \"None\"]\n"
    "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW\"]\n"
    "1 2 - - - \"110\" -\n3 4 - - - - \"50\"\n";

  setup (&r, NULL, NULL, 0);
  write_file (&r, "scores.pbn", pbn, -1);
  g_autofree char *path = g_build_filename (r.dir, "scores.pbn", NULL);
  g_autofree char *dir = g_steal_pointer (&r.dir);
  run_cli (&r, "--input", path, NULL);
  r.dir = g_steal_pointer (&dir);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==, "");
  assert_err_has (&r, "nothing was scored: none of the 2 lines read is a result played");
}

/* --neuberg: a board two tables played in a field of three is factored
 * by Neuberg's formula.  Alice and Bob top board 2 (100 % plain; 87.5
 * % factored: (2 + 1) 3 / 2 - 1 = 3.5 of a top of 4) and sit in the
 * middle of board 1 (50 %). */
static void
test_neuberg (void)
{
  g_auto (Run) r = { 0 };

  setup (&r, NAMES "i|Ivan Ince\nj|Judy Jones\nk|Ken King\nl|Lena Long\n",
         "1|1|a|c|b|d|4S|N|10|HK\n1|1|e|g|f|h|4S|N|9|D2\n1|1|i|k|j|l|4S|N|11|D2\n"
         "1|2|a|c|b|d|3N|N|9|S5\n1|2|e|g|f|h|3N|N|8|C3\n", -1);
  run_cli (&r, "-f", "csv", "-v", "matchpoints", "-x", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_out_has (&r, "Alice Archer - Bob Baker,2,75.0,");
  run_cli (&r, "-f", "csv", "-v", "matchpoints", "-x", "--neuberg", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_out_has (&r, "Alice Archer - Bob Baker,2,68.8,");
  /* Ivan and Judy, alone at the top of board 1 played three times, keep
   * their 100 %. */
  assert_out_has (&r, "Ivan Ince - Judy Jones,1,100.0,");
  /* The luck-free split is factored alike: its score as played (the
   * butler column) is the plain one. */
  run_cli (&r, "-f", "csv", "-v", "matchpoints", "--neuberg", "--columns", "butler", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_out_has (&r, "Alice Archer - Bob Baker,2,");
  assert_out_has (&r, ",68.8,\n");
  /* Valet 1.1 has no factoring: refused rather than ignored. */
  run_cli (&r, "-v", "matchpoints", "--neuberg", "--compat", "1.1", NULL);
  g_assert_cmpint (r.status, ==, 2);
  assert_err_has (&r, "--neuberg is not part of Valet 1.1");
}

/* --missing-as-draws: the comparison board 2 lacks (two tables of
 * three) is a draw, as ScoreBridge counts it: Alice and Bob's top there
 * is 2 + 1 of 4, 75 %, and with board 1's 50 % they have 62.5. */
static void
test_missing_as_draws (void)
{
  g_auto (Run) r = { 0 };

  setup (&r, NAMES "i|Ivan Ince\nj|Judy Jones\nk|Ken King\nl|Lena Long\n",
         "1|1|a|c|b|d|4S|N|10|HK\n1|1|e|g|f|h|4S|N|9|D2\n1|1|i|k|j|l|4S|N|11|D2\n"
         "1|2|a|c|b|d|3N|N|9|S5\n1|2|e|g|f|h|3N|N|8|C3\n", -1);
  run_cli (&r, "-f", "csv", "-v", "matchpoints", "-x", "--missing-as-draws", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_out_has (&r, "Alice Archer - Bob Baker,2,62.5,");
  assert_out_has (&r, "Ivan Ince - Judy Jones,1,100.0,");
  /* No effect at IMPs, where no board is a percentage of its tables. */
  run_cli (&r, "-f", "csv", "-v", "imps", "-x", NULL);
  g_autofree char *plain = g_strdup (r.out);
  run_cli (&r, "-f", "csv", "-v", "imps", "-x", "--missing-as-draws", NULL);
  g_assert_cmpstr (r.out, ==, plain);
  /* One way of factoring at a time, and none in Valet 1.1. */
  run_cli (&r, "-v", "matchpoints", "--neuberg", "--missing-as-draws", NULL);
  g_assert_cmpint (r.status, ==, 2);
  assert_err_has (&r, "give one");
  run_cli (&r, "-v", "matchpoints", "--missing-as-draws", "--compat", "1.1", NULL);
  g_assert_cmpint (r.status, ==, 2);
  assert_err_has (&r, "--missing-as-draws is not part of Valet 1.1");
}

int
main (int argc, char **argv)
{
  if (argc < 2 || argv[1][0] == '-')
    {
      g_printerr ("usage: %s VALET-CLI [GTest options]\n", argv[0]);
      return 2;
    }
  cli_path = argv[1];
  argv[1] = argv[0];
  argc--;
  argv++;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/good", test_good);
  g_test_add_func ("/cli/named-files", test_named_files);
  g_test_add_func ("/cli/csv-join", test_csv_join);
  g_test_add_func ("/cli/artificial", test_artificial);
  g_test_add_func ("/cli/neuberg", test_neuberg);
  g_test_add_func ("/cli/missing-as-draws", test_missing_as_draws);
  g_test_add_func ("/cli/placeholder", test_placeholder);
  g_test_add_func ("/cli/tableau", test_tableau);
  g_test_add_func ("/cli/bad/lines", test_bad_lines);
  g_test_add_func ("/cli/bad/truncated-file", test_truncated_file);
  g_test_add_func ("/cli/bad/binary", test_binary);
  g_test_add_func ("/cli/bad/binary-names", test_binary_names);
  g_test_add_func ("/cli/bad/empty-scores", test_empty_scores);
  g_test_add_func ("/cli/bad/missing-files", test_missing_files);
  g_test_add_func ("/cli/bad/many-errors", test_many_errors);
  g_test_add_func ("/cli/bad/big-bad", test_big_bad);
  g_test_add_func ("/cli/bad/big-good-then-bad", test_big_good_then_bad);
  g_test_add_func ("/cli/keep-going", test_keep_going);
  g_test_add_func ("/cli/keep-going-nothing-good", test_keep_going_nothing_good);
  g_test_add_func ("/cli/warnings", test_warnings);
  g_test_add_func ("/cli/locale-numbers", test_locale_numbers);
  g_test_add_func ("/cli/locale-numbers/xlsx", test_locale_numbers_xlsx);
  g_test_add_func ("/cli/usage", test_usage);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/datum-options", test_datum_options);
  g_test_add_func ("/cli/scores-only", test_scores_only);
  g_test_add_func ("/cli/csv-utf8", test_csv_utf8);

  return g_test_run ();
}
