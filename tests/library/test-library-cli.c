/* test-library-cli.c: `valet-cli library`, and the library's faults
 * with real processes.
 *
 * - add, list, remove, their messages and exit statuses; the default
 *   library in $XDG_DATA_HOME/valet;
 * - kill -9 inside an add (a new event, and the replacing of an event
 *   there) leaves the library as it was before that add; so does an
 *   abort;
 * - two processes adding at once: the second waits for the first's
 *   transaction, and both events land;
 * - valet-cli --library DB --season SELECTION: all, by name, by days.
 *
 * The child stops inside its transaction through the test hook
 * VALET_LIBRARY_TEST_HOOK (valet-library-store.c).
 *
 * usage: test-library-cli VALET-CLI FIXTURES [GTest options]
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "engine-test-support.h"
#include "valet-library.h"

static const char *cli_path;
static const char *fixtures_dir;

typedef struct {
  char *dir;
  char *path;      /* dir/library.sqlite */
  char *event_a;   /* two small events of Valet text */
  char *event_b;
} Scratch;

static const char scores_a[] =
  "1|1|p1|p2|p3|p4|4S|N|10|HK\n1|1|p5|p6|p7|p8|4S|N|9|D2\n1|1|p9|p10|p11|p12|3N|S|9|S5\n";
static const char scores_b[] =
  "1|2|p1|p2|p3|p4|2H|W|8|C3\n1|2|p5|p6|p7|p8|3H|W|9|C3\n1|2|p9|p10|p11|p12|2H|E|8|D4\n";

static void
scratch_setup (Scratch *s, gconstpointer data)
{
  s->dir = g_dir_make_tmp ("valet-library-cli-XXXXXX", NULL);
  s->path = g_build_filename (s->dir, "library.sqlite", NULL);
  s->event_a = engine_test_write_event (scores_a, 3);
  s->event_b = engine_test_write_event (scores_b, 3);
}

static void
scratch_teardown (Scratch *s, gconstpointer data)
{
  engine_test_remove_tree (s->dir);
  engine_test_remove_tree (s->event_a);
  engine_test_remove_tree (s->event_b);
  g_free (s->dir);
  g_free (s->path);
  g_free (s->event_a);
  g_free (s->event_b);
}

/* Runs valet-cli with @args (NULL-terminated, after the program); its
 * exit status, -1 when a signal ended it. */
static int
run_cli (const char *const *args, char **out, char **err)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_auto (GStrv) env = g_get_environ ();
  int status = -1;

  g_ptr_array_add (argv, (char *) cli_path);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_autofree char *own_out = NULL, *own_err = NULL;

  env = g_environ_setenv (env, "LC_ALL", "C", TRUE);
  /* Caught even when not asked for: its output is not the test's TAP. */
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, env, G_SPAWN_DEFAULT, NULL, NULL,
                               out ? out : &own_out, err ? err : &own_err, &status, NULL));
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static char *
list_of (const char *library)
{
  g_autofree char *err = NULL;
  char *out = NULL;
  const char *args[] = { "library", "list", "--library", library, NULL };
  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  return out;
}

static void
test_commands (Scratch *s, gconstpointer data)
{
  g_autofree char *out = NULL, *err = NULL;
  const char *add[] = { "library", "add", "--library", s->path, s->event_a, s->event_b, NULL };

  g_assert_cmpint (run_cli (add, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, ": added as event 1\n"));
  g_assert_nonnull (strstr (out, ": added as event 2\n"));
  g_autofree char *list = list_of (s->path);
  g_autofree char *base_a = g_path_get_basename (s->event_a);
  g_autofree char *line_a = g_strdup_printf ("\n1\t-\t3\t%s\t%s\n", base_a, base_a);
  g_assert_true (g_str_has_prefix (list, "id\tdate\tresults\tname\tsource\n"));
  g_assert_nonnull (strstr (list, line_a));

  /* Again: replaced, the same id, still two events. */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (add, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, ": added as event 1\n"));
  g_autofree char *again = list_of (s->path);
  g_assert_cmpstr (again, ==, list);

  const char *remove[] = { "library", "remove", "--library", s->path, "1", NULL };
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (remove, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "removed event 1\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (remove, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "no event with id 1"));
  g_autofree char *after = list_of (s->path);
  g_assert_null (strstr (after, line_a));
  g_assert_nonnull (strstr (after, "\n2\t"));
}

static void
test_failures (Scratch *s, gconstpointer data)
{
  g_autofree char *missing = g_build_filename (s->dir, "missing.pbn", NULL);
  g_autofree char *text = g_build_filename (s->dir, "notes.txt", NULL);
  g_autofree char *out = NULL, *err = NULL;

  /* A file that cannot be read: said, exit 1; the other file added. */
  const char *add[] = { "library", "add", "--library", s->path, missing, s->event_a, NULL };
  g_assert_cmpint (run_cli (add, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, missing));
  g_assert_nonnull (strstr (out, "added as event 1"));

  /* Not a library: said with its path, exit 1, the file as it was. */
  g_assert_true (g_file_set_contents (text, "shopping list\n", -1, NULL));
  const char *list[] = { "library", "list", "--library", text, NULL };
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (list, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, text));
  g_assert_nonnull (strstr (err, "not an SQLite database"));
  g_autofree char *kept = NULL;
  g_assert_true (g_file_get_contents (text, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "shopping list\n");

  const char *bad[][6] = {
    { "library", NULL },
    { "library", "frobnicate", NULL },
    { "library", "list", "extra", NULL },
    { "library", "add", NULL },
    { "library", "remove", NULL },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_clear_pointer (&out, g_free);
      g_clear_pointer (&err, g_free);
      g_assert_cmpint (run_cli (bad[i], &out, &err), ==, 2);
      g_assert_nonnull (strstr (err, "valet-cli library --help"));
    }
}

static void
test_default_path (Scratch *s, gconstpointer data)
{
  g_autofree char *home = g_build_filename (s->dir, "data", NULL);
  g_autofree char *want = g_build_filename (home, "valet", "library.sqlite", NULL);
  g_auto (GStrv) env = g_environ_setenv (g_get_environ (), "XDG_DATA_HOME", home, TRUE);
  const char *argv[] = { cli_path, "library", "add", s->event_a, NULL };
  int status = -1;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_STDOUT_TO_DEV_NULL, NULL,
                               NULL, NULL, NULL, &status, NULL));
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  g_assert_true (g_file_test (want, G_FILE_TEST_IS_REGULAR));
}

/* Starts `valet-cli library add` of @file into @library with @hook, and
 * waits until it is inside its transaction (it says so). */
static GPid
start_add (const char *library, const char *file, const char *hook)
{
  const char *argv[] = { cli_path, "library", "add", "--library", library, file, NULL };
  g_auto (GStrv) env = g_environ_setenv (g_get_environ (), "VALET_LIBRARY_TEST_HOOK", hook,
                                         TRUE);
  GPid pid;
  int err_fd;
  char buf[256];
  GString *seen = g_string_new (NULL);

  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, env,
                                           G_SPAWN_DO_NOT_REAP_CHILD
                                           | G_SPAWN_STDOUT_TO_DEV_NULL,
                                           NULL, NULL, &pid, NULL, NULL, &err_fd, NULL));
  while (strstr (seen->str, "in-transaction\n") == NULL)
    {
      ssize_t n = read (err_fd, buf, sizeof buf);
      g_assert_cmpint (n, >, 0);
      g_string_append_len (seen, buf, n);
    }
  close (err_fd);
  g_string_free (seen, TRUE);
  return pid;
}

static int
wait_for (GPid pid)
{
  int status = 0;
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
  return status;
}

/* The library's events and each one's results, through the API (which
 * also checks the file whole). */
static char *
library_state (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ValetLibrary) lib = valet_library_open (path, &error);
  g_assert_no_error (error);
  g_autoptr (GPtrArray) events = valet_library_list_events (lib, &error);
  GString *state = g_string_new (NULL);
  for (guint i = 0; i < events->len; i++)
    {
      const ValetLibraryEvent *e = g_ptr_array_index (events, i);
      g_autoptr (ValetTournament) t = valet_library_load_event (lib, e->id, NULL, &error);
      g_assert_no_error (error);
      g_string_append_printf (state, "%" G_GINT64_FORMAT " %s %u %u %u\n", e->id, e->hash,
                              e->n_results, valet_tournament_n_results (t),
                              valet_tournament_n_players (t));
    }
  return g_string_free (state, FALSE);
}

static void
check_killed_add (Scratch *s, const char *hook, int signal_sent)
{
  g_autofree char *olympiad = g_build_filename (fixtures_dir, "2004-Istanbul-Olympiad", NULL);
  g_autofree char *out = NULL, *err = NULL;
  const char *add[] = { "library", "add", "--library", s->path, s->event_a, olympiad, NULL };

  g_assert_cmpint (run_cli (add, &out, &err), ==, 0);
  g_autofree char *before = library_state (s->path);
  g_assert_nonnull (strstr (before, " 24472 24472 "));

  /* A new event, and the olympiad added again (its old rows deleted
   * inside the transaction): neither may show. */
  const char *files[] = { s->event_b, olympiad };
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      GPid pid = start_add (s->path, files[i], hook);
      if (signal_sent)
        kill (pid, signal_sent);
      int status = wait_for (pid);
      g_assert_true (WIFSIGNALED (status));
      g_assert_cmpint (WTERMSIG (status), ==, signal_sent ? signal_sent : SIGABRT);
      g_autofree char *after = library_state (s->path);
      g_assert_cmpstr (after, ==, before);
    }
  /* And the library takes the next add. */
  const char *add_b[] = { "library", "add", "--library", s->path, s->event_b, NULL };
  g_assert_cmpint (run_cli (add_b, NULL, NULL), ==, 0);
  g_autofree char *last = library_state (s->path);
  g_assert_cmpuint (strlen (last), >, strlen (before));
}

static void
test_kill_during_add (Scratch *s, gconstpointer data)
{
  check_killed_add (s, "sleep", SIGKILL);
}

static void
test_abort_during_add (Scratch *s, gconstpointer data)
{
  check_killed_add (s, "abort", 0);
}

static void
test_two_at_once (Scratch *s, gconstpointer data)
{
  const char *create[] = { "library", "list", "--library", s->path, NULL };
  g_assert_cmpint (run_cli (create, NULL, NULL), ==, 0);

  /* The first holds its transaction two seconds; the second starts
   * meanwhile and must wait for it, not fail. */
  GPid first = start_add (s->path, s->event_a, "pause");
  const char *add_b[] = { "library", "add", "--library", s->path, s->event_b, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (run_cli (add_b, &out, &err), ==, 0);
  int status = wait_for (first);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  g_autofree char *state = library_state (s->path);
  g_auto (GStrv) lines = g_strsplit (state, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);   /* two events and the last "" */
}

/* valet-cli --library DB --season SELECTION: the events it takes, each
 * scored on its own and pooled; what takes none, or reads as no day,
 * is said (exit status 1). */
static void
test_season (Scratch *s, gconstpointer data)
{
  g_autofree char *out = NULL, *err = NULL;
  const char *add[] = { "library", "add", "--library", s->path, s->event_a, s->event_b, NULL };
  g_assert_cmpint (run_cli (add, &out, &err), ==, 0);

  const char *all[] = { "--library", s->path, "--season", "all", NULL };
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (all, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "Rank Pair"));
  /* Player 1 and Player 3 sat North-South together in both events. */
  g_autofree char *both = NULL;
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    if (strstr (lines[i], "Player 1 - Player 3"))
      both = g_strdup (lines[i]);
  g_assert_nonnull (both);
  g_assert_true (g_regex_match_simple ("Player 1 - Player 3 +2 +2 ", both, 0, 0));

  /* A split the library keeps (player p1 of event 1 another person):
   * the partnership is two, each of one event. */
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (ValetLibrary) lib = valet_library_open (s->path, &error);
    g_assert_true (valet_library_put_decision (lib, "split", "1:p1", NULL, NULL, &error));
    g_assert_no_error (error);
  }
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (all, &out, &err), ==, 0);
  g_auto (GStrv) split = g_strsplit (out, "\n", -1);
  guint apart = 0;
  for (guint i = 0; split[i]; i++)
    apart += g_regex_match_simple ("(Player 1 - Player 3|Player 3 - Player 1) +1 +1 ", split[i],
                                   0, 0);
  g_assert_cmpuint (apart, ==, 2);

  /* By name: one event. */
  g_autofree char *name = g_path_get_basename (s->event_a);
  const char *one[] = { "--library", s->path, "--season", name, "-f", "csv", NULL };
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (one, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "Rank,Pair,Events,Boards,"));
  g_assert_nonnull (strstr (out, ",Player 1 - Player 3,1,1,"));

  const char *none[] = { "--library", s->path, "--season", "2026-01-01..2026-06-30", NULL };
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (none, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "no event matches the season '2026-01-01..2026-06-30'"));

  const char *bad[] = { "--library", s->path, "--season", "June..July", NULL };
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (bad, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "'June' in --season is not a day"));

  const char *lonely[] = { "--library", s->path, NULL };
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (lonely, &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "--library goes with --season"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc < 3)
    g_error ("usage: test-library-cli VALET-CLI FIXTURES");
  cli_path = argv[1];
  fixtures_dir = argv[2];

#define ADD(path, func) g_test_add (path, Scratch, NULL, scratch_setup, func, scratch_teardown)
  ADD ("/library-cli/commands", test_commands);
  ADD ("/library-cli/failures", test_failures);
  ADD ("/library-cli/default-path", test_default_path);
  ADD ("/library-cli/kill-during-add", test_kill_during_add);
  ADD ("/library-cli/abort-during-add", test_abort_during_add);
  ADD ("/library-cli/two-at-once", test_two_at_once);
  ADD ("/library-cli/season", test_season);
  return g_test_run ();
}
