/* test-event-file.c: the event's details kept in the user's data folder
 * ($XDG_DATA_HOME, a scratch folder here): one group per results, the
 * others kept; a damaged store is no reason not to open results; nothing
 * written beside the results, even where that folder is read-only; the
 * same details for a folder of Valet text and its scores.txt, and for
 * the same results moved elsewhere; details an earlier version kept
 * beside the results moved, once, into the store. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "valet-event-file.h"

static char *data_home;

/* A fresh folder of results for one test, and an empty store. */
static char *
results_dir (void)
{
  g_autofree char *store = g_build_filename (data_home, "valet", VALET_EVENT_STORE_NAME, NULL);
  char *dir = g_dir_make_tmp ("valet-event-results-XXXXXX", NULL);

  g_remove (store);
  return dir;
}

static GFile *
results_in (const char *dir, const char *name, const char *content)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  if (content != NULL)
    g_assert_true (g_file_set_contents (path, content, -1, NULL));
  return g_file_new_for_path (path);
}

static int
compare_lines (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* Every file under @dir, with its mode and content, as one string. */
static char *
snapshot (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  GStatBuf st;

  g_assert_nonnull (d);
  g_assert_cmpint (g_stat (dir, &st), ==, 0);
  g_ptr_array_add (lines, g_strdup_printf (". %o", st.st_mode & 07777));
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *content = NULL;
      g_file_get_contents (path, &content, NULL, NULL);
      g_assert_cmpint (g_stat (path, &st), ==, 0);
      g_ptr_array_add (lines, g_strdup_printf ("%s %o %s", name, st.st_mode & 07777,
                                               content ? content : "(folder)"));
    }
  g_ptr_array_sort (lines, compare_lines);
  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

static void
remove_dir (char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  g_chmod (dir, 0700);
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
    }
  g_rmdir (dir);
  g_free (dir);
}

static void
test_groups (void)
{
  char *dir = results_dir ();
  g_autoptr (GFile) a = results_in (dir, "a.pbn", "% PBN a\n");
  g_autoptr (GFile) b = results_in (dir, "b.xml", "<USEBIO/>\n");
  g_autofree char *before = snapshot (dir);
  g_autofree char *after = NULL;
  ValetEventDetails in = { 0 }, out = { 0 };
  g_autoptr (GError) error = NULL;

  valet_event_details_set (&in, VALET_EVENT_TITLE, "  Spring Pairs ");
  valet_event_details_set (&in, VALET_EVENT_DIRECTOR, "Ewa Nowak");
  g_assert_true (valet_event_file_save (a, &in, &error));
  valet_event_details_clear (&in);
  valet_event_details_set (&in, VALET_EVENT_VENUE, "Łódź = [club]");
  g_assert_true (valet_event_file_save (b, &in, &error));
  g_assert_no_error (error);

  valet_event_file_load (a, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_TITLE], ==, "Spring Pairs");
  g_assert_cmpstr (out.detail[VALET_EVENT_DIRECTOR], ==, "Ewa Nowak");
  g_assert_null (out.detail[VALET_EVENT_VENUE]);
  valet_event_file_load (b, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_VENUE], ==, "Łódź = [club]");
  g_assert_null (out.detail[VALET_EVENT_TITLE]);

  /* a's details gone, b's kept; then b's too. */
  valet_event_details_clear (&in);
  g_assert_true (valet_event_file_save (a, &in, &error));
  valet_event_file_load (a, &out);
  g_assert_null (out.detail[VALET_EVENT_TITLE]);
  valet_event_file_load (b, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_VENUE], ==, "Łódź = [club]");
  g_assert_true (valet_event_file_save (b, &in, &error));
  valet_event_file_load (b, &out);
  g_assert_null (out.detail[VALET_EVENT_VENUE]);

  /* Nothing was ever written beside the results. */
  after = snapshot (dir);
  g_assert_cmpstr (after, ==, before);
  valet_event_details_clear (&out);
  remove_dir (dir);
}

static void
test_damaged (void)
{
  char *dir = results_dir ();
  g_autoptr (GFile) a = results_in (dir, "a.pbn", "% PBN a\n");
  g_autofree char *store = g_build_filename (data_home, "valet", VALET_EVENT_STORE_NAME, NULL);
  ValetEventDetails in = { 0 }, out = { 0 };
  g_autoptr (GError) error = NULL;

  /* Not a key file at all. */
  g_assert_true (g_file_set_contents (store, "\x01\x02 garbage\n[a.pbn\n", -1, NULL));
  valet_event_file_load (a, &out);
  for (guint i = 0; i < VALET_EVENT_N_DETAILS; i++)
    g_assert_null (out.detail[i]);
  /* Saving again starts afresh where it cannot read. */
  valet_event_details_set (&in, VALET_EVENT_DATE, "12 March 2026");
  g_assert_true (valet_event_file_save (a, &in, &error));
  g_assert_no_error (error);
  valet_event_file_load (a, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_DATE], ==, "12 March 2026");
  /* A value that is not UTF-8 is left out, the others read. */
  {
    g_autofree char *text = NULL;
    g_assert_true (g_file_get_contents (store, &text, NULL, NULL));
    g_autoptr (GString) bad = g_string_new (text);
    g_string_replace (bad, "date=12 March 2026", "date=\xff\xfe\nvenue=Hall", 1);
    g_assert_true (g_file_set_contents (store, bad->str, -1, NULL));
  }
  valet_event_file_load (a, &out);
  g_assert_null (out.detail[VALET_EVENT_DATE]);
  g_assert_cmpstr (out.detail[VALET_EVENT_VENUE], ==, "Hall");
  valet_event_details_clear (&in);
  valet_event_details_clear (&out);
  remove_dir (dir);
}

/* A named pipe in the key file's place (never written to) is left
 * aside at once, as is a file of megabytes. */
static void
test_not_a_key_file (void)
{
  char *dir = results_dir ();
  g_autoptr (GFile) a = results_in (dir, "a.pbn", "% PBN\n");
  g_autofree char *ini = g_build_filename (dir, VALET_EVENT_FILE_NAME, NULL);
  g_autoptr (GString) big = g_string_new ("[a.pbn]\ntitle=Big\n");
  ValetEventDetails out = { 0 };

  /* Before the fix, the load waited for a writer: the alarm ends it. */
  alarm (30);
  g_assert_cmpint (mkfifo (ini, 0600), ==, 0);
  valet_event_file_load (a, &out);
  for (guint i = 0; i < VALET_EVENT_N_DETAILS; i++)
    g_assert_null (out.detail[i]);
  g_remove (ini);
  alarm (0);

  while (big->len <= (2 << 20))
    g_string_append (big, "# padding, padding, padding, padding, padding, padding\n");
  g_assert_true (g_file_set_contents (ini, big->str, (gssize) big->len, NULL));
  valet_event_file_load (a, &out);
  g_assert_null (out.detail[VALET_EVENT_TITLE]);
  g_remove (ini);

  /* The store too: a pipe in its place is passed over at once. */
  g_autofree char *store = g_build_filename (data_home, "valet", VALET_EVENT_STORE_NAME, NULL);
  g_autofree char *folder = g_path_get_dirname (store);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_remove (store);
  alarm (30);
  g_assert_cmpint (mkfifo (store, 0600), ==, 0);
  valet_event_file_load (a, &out);
  g_assert_null (out.detail[VALET_EVENT_TITLE]);
  g_remove (store);
  alarm (0);
  remove_dir (dir);
}

/* A folder of Valet text and its scores.txt or names.txt are one
 * results. */
static void
test_folder (void)
{
  char *dir = results_dir ();
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_autoptr (GFile) names = results_in (dir, "names.txt", "A|Ann\nB|Bob\n");
  g_autoptr (GFile) scores = results_in (dir, "scores.txt", "1|1|A|B|C|D|3NT|N|9\n");
  ValetEventDetails in = { 0 }, out = { 0 };

  valet_event_details_set (&in, VALET_EVENT_ORGANISER, "Club");
  g_assert_true (valet_event_file_save (folder, &in, NULL));
  valet_event_file_load (scores, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_ORGANISER], ==, "Club");
  valet_event_file_load (names, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_ORGANISER], ==, "Club");
  valet_event_details_set (&in, VALET_EVENT_ORGANISER, "Other club");
  g_assert_true (valet_event_file_save (scores, &in, NULL));
  valet_event_file_load (folder, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_ORGANISER], ==, "Other club");
  valet_event_details_clear (&in);
  valet_event_details_clear (&out);
  remove_dir (dir);
}

/* Results in a folder that may not be written (a sandbox that grants
 * the file alone acts alike): the details are saved all the same, the
 * folder is byte for byte as it was, and they come back. */
static void
test_read_only (void)
{
  char *dir = results_dir ();
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_autoptr (GFile) names = results_in (dir, "names.txt", "A|Ann\nB|Bob\n");
  g_autoptr (GFile) scores = results_in (dir, "scores.txt", "1|1|A|B|C|D|3NT|N|9\n");
  g_autoptr (GFile) pbn = results_in (dir, "week.pbn", "% PBN week\n");
  g_autofree char *before = NULL, *after = NULL;
  ValetEventDetails in = { 0 }, out = { 0 };
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
  before = snapshot (dir);
  valet_event_details_set (&in, VALET_EVENT_TITLE, "Winter Pairs");
  g_assert_true (valet_event_file_save (folder, &in, &error));
  g_assert_no_error (error);
  valet_event_details_set (&in, VALET_EVENT_TITLE, "Week 3");
  g_assert_true (valet_event_file_save (pbn, &in, &error));
  g_assert_no_error (error);
  after = snapshot (dir);
  g_assert_cmpstr (after, ==, before);

  valet_event_file_load (folder, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_TITLE], ==, "Winter Pairs");
  valet_event_file_load (scores, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_TITLE], ==, "Winter Pairs");
  valet_event_file_load (pbn, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_TITLE], ==, "Week 3");
  valet_event_details_clear (&in);
  valet_event_details_clear (&out);
  remove_dir (dir);
}

/* The same results moved to another folder keep their details. */
static void
test_moved (void)
{
  char *dir = results_dir ();
  g_autofree char *elsewhere = g_dir_make_tmp ("valet-event-moved-XXXXXX", NULL);
  g_autoptr (GFile) a = results_in (dir, "a.pbn", "% PBN moved\n[Event \"x\"]\n");
  g_autoptr (GFile) moved = results_in (elsewhere, "a-copy.pbn", "% PBN moved\n[Event \"x\"]\n");
  g_autoptr (GFile) other = results_in (elsewhere, "b.pbn", "% PBN another\n");
  ValetEventDetails in = { 0 }, out = { 0 };

  valet_event_details_set (&in, VALET_EVENT_VENUE, "Hall");
  g_assert_true (valet_event_file_save (a, &in, NULL));
  valet_event_file_load (moved, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_VENUE], ==, "Hall");
  valet_event_file_load (other, &out);
  g_assert_null (out.detail[VALET_EVENT_VENUE]);
  valet_event_details_clear (&in);
  valet_event_details_clear (&out);
  remove_dir (dir);
  remove_dir (g_steal_pointer (&elsewhere));
}

/* Details an earlier version kept in valet-event.ini beside the results
 * are read once and moved: their group leaves that file, which goes
 * when it is empty; a file with keys Valet never writes is only read. */
static void
test_old_place (void)
{
  char *dir = results_dir ();
  g_autoptr (GFile) a = results_in (dir, "a.pbn", "% PBN a\n");
  g_autoptr (GFile) b = results_in (dir, "b.pbn", "% PBN b\n");
  g_autofree char *old = g_build_filename (dir, VALET_EVENT_FILE_NAME, NULL);
  g_autofree char *text = NULL;
  ValetEventDetails out = { 0 };

  g_assert_true (g_file_set_contents (old, "[a.pbn]\ntitle=Old A\n\n[b.pbn]\nvenue=Old B\n",
                                      -1, NULL));
  valet_event_file_load (a, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_TITLE], ==, "Old A");
  g_assert_true (g_file_get_contents (old, &text, NULL, NULL));
  g_assert_null (strstr (text, "a.pbn"));
  g_assert_nonnull (strstr (text, "[b.pbn]"));
  valet_event_file_load (b, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_VENUE], ==, "Old B");
  g_assert_false (g_file_test (old, G_FILE_TEST_EXISTS));
  /* From the store now. */
  valet_event_file_load (a, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_TITLE], ==, "Old A");

  /* A file that holds more than Valet wrote: read, left as it is. */
  g_clear_pointer (&text, g_free);
  g_assert_true (g_file_set_contents (old, "[b.pbn]\nvenue=Hall B\nnote=mine\n", -1, NULL));
  {
    g_autofree char *store = g_build_filename (data_home, "valet", VALET_EVENT_STORE_NAME, NULL);
    g_remove (store);
  }
  valet_event_file_load (b, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_VENUE], ==, "Hall B");
  g_assert_true (g_file_get_contents (old, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, "[b.pbn]\nvenue=Hall B\nnote=mine\n");

  /* A folder of Valet text kept its details as ".". */
  g_assert_true (g_file_set_contents (old, "[.]\norganiser=Old club\n", -1, NULL));
  {
    g_autoptr (GFile) scores = results_in (dir, "scores.txt", "1|1|A|B|C|D|3NT|N|9\n");
    g_autoptr (GFile) names = results_in (dir, "names.txt", "A|Ann\n");
    valet_event_file_load (scores, &out);
    g_assert_cmpstr (out.detail[VALET_EVENT_ORGANISER], ==, "Old club");
    g_assert_false (g_file_test (old, G_FILE_TEST_EXISTS));
  }
  valet_event_details_clear (&out);
  remove_dir (dir);
}

/* A detail given in Event Details (or found in the file) longer than
 * 200 characters is kept cut to 200, the last of them "…"; setting it
 * again cut changes nothing. */
static void
test_long_detail (void)
{
  ValetEventDetails d = { { NULL } };
  GString *long_name = g_string_new (NULL);

  for (guint i = 0; i < 10000; i++)
    g_string_append (long_name, "é");
  g_assert_true (valet_event_details_set (&d, VALET_EVENT_TITLE, long_name->str));
  g_assert_cmpuint (g_utf8_strlen (d.detail[VALET_EVENT_TITLE], -1), ==, 200);
  g_assert_true (g_str_has_suffix (d.detail[VALET_EVENT_TITLE], "é…"));
  g_assert_false (valet_event_details_set (&d, VALET_EVENT_TITLE, long_name->str));
  g_string_free (long_name, TRUE);
  valet_event_details_clear (&d);
}

int
main (int argc, char **argv)
{
  int status;

  /* Before GLib reads it: the store goes into a scratch folder. */
  data_home = g_dir_make_tmp ("valet-event-data-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpstr (g_get_user_data_dir (), ==, data_home);
  g_test_add_func ("/event-file/groups", test_groups);
  g_test_add_func ("/event-file/damaged", test_damaged);
  g_test_add_func ("/event-file/folder", test_folder);
  g_test_add_func ("/event-file/not-a-key-file", test_not_a_key_file);
  g_test_add_func ("/event-file/long-detail", test_long_detail);
  g_test_add_func ("/event-file/read-only", test_read_only);
  g_test_add_func ("/event-file/moved", test_moved);
  g_test_add_func ("/event-file/old-place", test_old_place);
  status = g_test_run ();
  {
    g_autofree char *valet = g_build_filename (data_home, "valet", NULL);
    remove_dir (g_steal_pointer (&valet));
  }
  g_rmdir (data_home);
  g_free (data_home);
  return status;
}
