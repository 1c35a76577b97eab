/* test-output-file.c: files written whole, in place of regular files
 * only, keeping what the replaced file had; temporary files named so
 * that any file name fits, and left-over ones removed for their own
 * destination only; the Valet text pair told apart from a mixed one. */
#include <errno.h>
#include <fcntl.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "valet-diagnostics.h"
#include "valet-output-file.h"
#include "valet-text-reader.h"
#include "valet-text-writer.h"
#include "valet-tournament.h"

static char *scratch;

/* A new empty folder in the scratch folder. */
static char *
scratch_dir (void)
{
  static guint n;
  g_autofree char *name = g_strdup_printf ("%u", ++n);
  char *dir = g_build_filename (scratch, name, NULL);

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  return dir;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static char *
contents_of (const char *path)
{
  char *data = NULL;

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  return data;
}

static void
put (const char *path, const char *data)
{
  g_assert_true (g_file_set_contents (path, data, -1, NULL));
}

static mode_t
mode_of (const char *path)
{
  struct stat st;

  g_assert_cmpint (lstat (path, &st), ==, 0);
  return st.st_mode & 07777;
}

/* The names in @dir, sorted, as one string: "a b c". */
static char *
listing (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (const char *name; (name = g_dir_read_name (d)) != NULL;)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
test_write_whole (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "out.txt", NULL);
  g_autofree char *data = NULL;
  g_autofree char *names = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (valet_output_write_contents (path, "one\ntwo\n", 8, &error));
  g_assert_no_error (error);
  data = contents_of (path);
  g_assert_cmpstr (data, ==, "one\ntwo\n");
  names = listing (dir);
  g_assert_cmpstr (names, ==, "out.txt");
  g_assert_true (valet_output_write_contents (path, "three\n", 6, &error));
  g_clear_pointer (&data, g_free);
  data = contents_of (path);
  g_assert_cmpstr (data, ==, "three\n");

  /* A folder that is not there: nothing is written, no temporary file. */
  g_autofree char *missing = g_build_filename (dir, "no-such", "x.txt", NULL);
  g_assert_false (valet_output_write_contents (missing, "x", 1, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

/* A replaced file keeps its permissions, owner and group. */
static void
test_attributes_kept (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *private = g_build_filename (dir, "private.txt", NULL);
  g_autofree char *group = g_build_filename (dir, "group.txt", NULL);
  g_autoptr (GError) error = NULL;
  struct stat st;

  put (private, "old");
  put (group, "old");
  g_assert_cmpint (g_chmod (private, 0600), ==, 0);
  g_assert_cmpint (g_chmod (group, 0640), ==, 0);
  g_assert_true (valet_output_write_contents (private, "new", 3, &error));
  g_assert_true (valet_output_write_contents (group, "new", 3, &error));
  g_assert_no_error (error);
  g_assert_cmpint (mode_of (private), ==, 0600);
  g_assert_cmpint (mode_of (group), ==, 0640);

  if (geteuid () != 0)
    {
      g_test_message ("not the superuser: the owner is not changed");
      return;
    }
  g_assert_cmpint (chown (group, 65534, 65534), ==, 0);
  g_assert_true (valet_output_write_contents (group, "newer", 5, &error));
  g_assert_no_error (error);
  g_assert_cmpint (lstat (group, &st), ==, 0);
  g_assert_cmpuint (st.st_uid, ==, 65534);
  g_assert_cmpuint (st.st_gid, ==, 65534);
  g_assert_cmpint (st.st_mode & 07777, ==, 0640);
}

static gpointer
write_in_thread (gpointer path)
{
  GError *error = NULL;

  if (valet_output_write_contents (path, "thread", 6, &error))
    return NULL;
  return error;
}

/* A read-only file is refused, unless the calling thread allows it. */
static void
test_read_only (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "ro.txt", NULL);
  g_autofree char *data = NULL;
  g_autoptr (GError) error = NULL;

  put (path, "kept");
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_false (valet_output_check_target (path, &error));
  g_assert_error (error, VALET_OUTPUT_ERROR, VALET_OUTPUT_ERROR_READ_ONLY);
  g_clear_error (&error);
  g_assert_false (valet_output_write_contents (path, "new", 3, &error));
  g_assert_error (error, VALET_OUTPUT_ERROR, VALET_OUTPUT_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, "read-only"));
  g_clear_error (&error);
  data = contents_of (path);
  g_assert_cmpstr (data, ==, "kept");

  valet_output_set_replace_read_only (TRUE);
  /* Other threads are not allowed by this one. */
  GThread *thread = g_thread_new ("other", write_in_thread, path);
  GError *other = g_thread_join (thread);
  g_assert_error (other, VALET_OUTPUT_ERROR, VALET_OUTPUT_ERROR_READ_ONLY);
  g_error_free (other);
  g_assert_true (valet_output_write_contents (path, "new", 3, &error));
  valet_output_set_replace_read_only (FALSE);
  g_assert_no_error (error);
  g_clear_pointer (&data, g_free);
  data = contents_of (path);
  g_assert_cmpstr (data, ==, "new");
  g_assert_cmpint (mode_of (path), ==, 0444);
}

static void
assert_refused (const char *path, const char *kind)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (valet_output_write_contents (path, "new", 3, &error));
  g_assert_error (error, VALET_OUTPUT_ERROR, VALET_OUTPUT_ERROR_NOT_REGULAR);
  g_assert_nonnull (strstr (error->message, kind));
}

/* A folder, a named pipe, a symbolic link or a device: refused, left as
 * they are, and nothing written through them. */
static void
test_not_regular (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *fifo = g_build_filename (dir, "fifo", NULL);
  g_autofree char *link = g_build_filename (dir, "link", NULL);
  g_autofree char *target = g_build_filename (dir, "target.txt", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder", NULL);
  g_autofree char *device = g_build_filename (dir, "null-device", NULL);
  g_autofree char *data = NULL;
  g_autofree char *names = NULL;
  struct stat st;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  put (target, "kept");
  g_assert_cmpint (symlink ("target.txt", link), ==, 0);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);

  assert_refused (fifo, "named pipe");
  assert_refused (link, "symbolic link");
  assert_refused (folder, "folder");
  g_assert_cmpint (lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  g_assert_cmpint (lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  data = contents_of (target);
  g_assert_cmpstr (data, ==, "kept");

  /* A device node of our own, in the scratch folder: the null device,
   * so that nothing could come to harm. */
  if (mknod (device, S_IFCHR | 0600, makedev (1, 3)) == 0)
    {
      assert_refused (device, "device");
      g_assert_cmpint (lstat (device, &st), ==, 0);
      g_assert_true (S_ISCHR (st.st_mode));
    }
  else
    g_test_message ("no device node: %s", g_strerror (errno));
  names = listing (dir);
  g_assert_null (strstr (names, ".~v"));
}

/* Names up to the longest a folder allows: the temporary name is made
 * shorter where it would be too long, and still told as the file's. */
static void
test_long_names (void)
{
  g_autofree char *dir = scratch_dir ();

  for (guint len = 240; len <= 255; len += 5)
    {
      g_autofree char *base = g_strnfill (len - 4, 'n');
      g_autofree char *name = g_strconcat (base, ".pdf", NULL);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (ValetOutputFile) f = valet_output_file_new (path, &error);

      g_assert_no_error (error);
      g_autofree char *temp = g_path_get_basename (valet_output_file_get_temp_path (f));
      g_assert_cmpuint (strlen (temp), <=, 255);
      g_assert_true (valet_output_is_temp_of (temp, path));
      g_assert_true (g_str_has_prefix (temp, len <= 245 ? "." : ".~v"));
      g_assert_true (valet_output_file_write (f, "%PDF", 4, &error));
      g_assert_true (valet_output_file_commit (g_steal_pointer (&f), &error));
      g_assert_no_error (error);
      g_autofree char *data = contents_of (path);
      g_assert_cmpstr (data, ==, "%PDF");
      g_remove (path);
    }
  g_autofree char *names = listing (dir);
  g_assert_cmpstr (names, ==, "");
}

/* A temporary file a killed write left is removed by the next write of
 * the same file; another file's, a live write's and a look-alike are
 * kept. */
static void
test_left_over (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "report.xlsx", NULL);
  g_autofree char *stale = g_build_filename (dir, ".report.xlsx.~vAb12Cd", NULL);
  g_autofree char *live = g_build_filename (dir, ".report.xlsx.~vLive01", NULL);
  g_autofree char *other = g_build_filename (dir, ".other.xlsx.~vAb12Cd", NULL);
  g_autofree char *short_name = g_build_filename (dir, ".report.xlsx.~vAb12C", NULL);
  g_autofree char *user = g_build_filename (dir, ".report.xlsx.~vAb12Cd.bak", NULL);
  g_autoptr (GError) error = NULL;
  int live_fd;

  for (guint i = 0; i < 5; i++)
    put ((const char *[]) { stale, live, other, short_name, user }[i], "x");
  live_fd = open (live, O_RDONLY);
  g_assert_cmpint (flock (live_fd, LOCK_EX), ==, 0);

  g_assert_true (valet_output_write_contents (path, "PK", 2, &error));
  g_assert_no_error (error);
  g_autofree char *names = listing (dir);
  g_assert_cmpstr (names, ==, ".other.xlsx.~vAb12Cd .report.xlsx.~vAb12C "
                   ".report.xlsx.~vAb12Cd.bak .report.xlsx.~vLive01 report.xlsx");
  close (live_fd);
  g_assert_true (valet_output_write_contents (path, "PK", 2, &error));
  g_clear_pointer (&names, g_free);
  names = listing (dir);
  g_assert_cmpstr (names, ==, ".other.xlsx.~vAb12Cd .report.xlsx.~vAb12C "
                   ".report.xlsx.~vAb12Cd.bak report.xlsx");
}

/* A write given up (an error in the writer) leaves nothing. */
static void
test_given_up (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "out.pbn", NULL);
  g_autoptr (GError) error = NULL;
  ValetOutputFile *f;

  put (path, "earlier");
  f = valet_output_file_new (path, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_test (valet_output_file_get_temp_path (f), G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (mode_of (valet_output_file_get_temp_path (f)), ==, 0600);
  g_assert_true (valet_output_file_write (f, "half", 4, &error));
  valet_output_file_free (f);
  g_autofree char *names = listing (dir);
  g_assert_cmpstr (names, ==, "out.pbn");
  g_autofree char *data = contents_of (path);
  g_assert_cmpstr (data, ==, "earlier");
}

/* ---- the Valet text pair ----------------------------------------------- */

static ValetTournament *
small_tournament (void)
{
  ValetTournament *t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  const char *names = "a|Ann\nb|Bob\nc|Cid\nd|Dan\n";
  const char *scores = "1|1|a|b|c|d|4S|N|10|HK\n1|2|a|b|c|d|3N|E|9\n";

  valet_parse_names (t, names, strlen (names), "names.txt", diag);
  valet_parse_scores (t, scores, strlen (scores), "scores.txt", "names.txt", diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  return t;
}

static ValetDiagnostics *
read_pair (const char *dir, guint *n_results)
{
  g_autofree char *names = g_build_filename (dir, "names.txt", NULL);
  g_autofree char *scores = g_build_filename (dir, "scores.txt", NULL);
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  ValetDiagnostics *diag = valet_diagnostics_new (10);

  g_assert_true (valet_read_names (t, names, diag));
  g_assert_true (valet_read_scores (t, scores, names, diag));
  *n_results = valet_tournament_n_results (t);
  return diag;
}

/* Both files begin with the same "# valet save" line, and read back. */
static void
test_pair_marked (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *names_path = g_build_filename (dir, "names.txt", NULL);
  g_autofree char *scores_path = g_build_filename (dir, "scores.txt", NULL);
  g_autoptr (ValetTournament) t = small_tournament ();
  g_autoptr (GError) error = NULL;
  guint n = 0;

  g_assert_true (valet_write_text (t, dir, &error));
  g_assert_no_error (error);
  g_autofree char *names = contents_of (names_path);
  g_autofree char *scores = contents_of (scores_path);
  g_assert_true (g_str_has_prefix (names, VALET_TEXT_SAVE_MARK));
  const char *eol = strchr (names, '\n');
  g_assert_cmpuint (eol - names, ==, strlen (VALET_TEXT_SAVE_MARK) + 36);
  g_assert_cmpmem (names, eol - names + 1, scores, eol - names + 1);
  g_assert_cmpstr (eol + 1, ==, "a|Ann\nb|Bob\nc|Cid\nd|Dan\n");

  g_autoptr (ValetDiagnostics) diag = read_pair (dir, &n);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_assert_cmpuint (valet_diagnostics_n_warnings (diag), ==, 0);
  g_assert_cmpuint (n, ==, 2);

  /* A second save has another identifier. */
  g_assert_true (valet_write_text (t, dir, &error));
  g_autofree char *again = contents_of (names_path);
  g_assert_false (strncmp (again, names, eol - names) == 0);
  g_autofree char *listed = listing (dir);
  g_assert_cmpstr (listed, ==, "names.txt scores.txt");
}

/* Names of one save with the scores of another: an error; one file of a
 * save with a hand-made other (a save over a pair of no save, cut short
 * between its renames): an error too, either way round. */
static void
test_pair_mixed (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *names = g_build_filename (dir, "names.txt", NULL);
  g_autofree char *scores = g_build_filename (dir, "scores.txt", NULL);
  const char *body = "a|Ann\nb|Bob\nc|Cid\nd|Dan\n";
  const char *results = "1|1|a|b|c|d|4S|N|10|HK\n";
  g_autofree char *names1 = g_strconcat (VALET_TEXT_SAVE_MARK
                                         "0f6a1c2e-8a7b-4c1d-9e2f-3a4b5c6d7e8f\n", body, NULL);
  g_autofree char *scores2 = g_strconcat (VALET_TEXT_SAVE_MARK
                                          "11111111-2222-4333-8444-555555555555\n", results,
                                          NULL);
  guint n = 0;

  put (names, names1);
  put (scores, scores2);
  g_autoptr (ValetDiagnostics) mixed = read_pair (dir, &n);
  g_assert_cmpuint (valet_diagnostics_count (mixed), ==, 1);
  const ValetDiagnostic *d = valet_diagnostics_get (mixed, 0);
  g_assert_cmpstr (d->file, ==, scores);
  g_assert_cmpuint (d->line, ==, 1);
  g_assert_false (d->warning);
  g_assert_nonnull (strstr (d->message, "another save"));
  g_assert_nonnull (strstr (d->message, names));

  put (names, body);
  g_autoptr (ValetDiagnostics) half = read_pair (dir, &n);
  g_assert_cmpuint (valet_diagnostics_count (half), ==, 1);
  g_assert_cmpuint (valet_diagnostics_n_warnings (half), ==, 0);
  d = valet_diagnostics_get (half, 0);
  g_assert_false (d->warning);
  g_assert_cmpstr (d->file, ==, scores);
  g_assert_nonnull (strstr (d->message, "has a '# valet save' line"));
  g_assert_nonnull (strstr (d->message, "cut short"));

  put (names, names1);
  put (scores, results);
  g_autoptr (ValetDiagnostics) other_half = read_pair (dir, &n);
  g_assert_cmpuint (valet_diagnostics_count (other_half), ==, 1);
  g_assert_cmpuint (valet_diagnostics_n_warnings (other_half), ==, 0);
  g_assert_nonnull (strstr (valet_diagnostics_get (other_half, 0)->message,
                            "has no '# valet save' line"));

  /* Hand-made files without the line, as ever: nothing to say. */
  put (names, body);
  put (scores, results);
  g_autoptr (ValetDiagnostics) plain = read_pair (dir, &n);
  g_assert_cmpuint (valet_diagnostics_count (plain) + valet_diagnostics_n_warnings (plain),
                    ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  scratch = g_dir_make_tmp ("valet-output-test-XXXXXX", NULL);

  g_test_add_func ("/output-file/write-whole", test_write_whole);
  g_test_add_func ("/output-file/attributes-kept", test_attributes_kept);
  g_test_add_func ("/output-file/read-only", test_read_only);
  g_test_add_func ("/output-file/not-regular", test_not_regular);
  g_test_add_func ("/output-file/long-names", test_long_names);
  g_test_add_func ("/output-file/left-over", test_left_over);
  g_test_add_func ("/output-file/given-up", test_given_up);
  g_test_add_func ("/output-file/text-pair/marked", test_pair_marked);
  g_test_add_func ("/output-file/text-pair/mixed", test_pair_mixed);

  int status = g_test_run ();
  if (status == 0)
    {
      const char *rm[] = { "rm", "-rf", scratch, NULL };
      g_spawn_sync (NULL, (char **) rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                    NULL, NULL);
    }
  return status;
}
