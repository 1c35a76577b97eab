/* test-event-file.c: the event's details kept beside the results: one
 * group per results file, the others kept; a damaged file is no reason
 * not to open results; nothing left behind once no detail is given. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "valet-event-file.h"

static char *dir;

static GFile *
results (const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  return g_file_new_for_path (path);
}

static void
test_groups (void)
{
  g_autoptr (GFile) a = results ("a.pbn");
  g_autoptr (GFile) b = results ("b.xml");
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

  /* a's details gone, b's kept; then b's too, and the file with them. */
  valet_event_details_clear (&in);
  g_assert_true (valet_event_file_save (a, &in, &error));
  valet_event_file_load (b, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_VENUE], ==, "Łódź = [club]");
  g_assert_true (valet_event_file_save (b, &in, &error));
  g_autofree char *ini = g_build_filename (dir, VALET_EVENT_FILE_NAME, NULL);
  g_assert_false (g_file_test (ini, G_FILE_TEST_EXISTS));
  valet_event_details_clear (&out);
}

static void
test_damaged (void)
{
  g_autoptr (GFile) a = results ("a.pbn");
  g_autofree char *ini = g_build_filename (dir, VALET_EVENT_FILE_NAME, NULL);
  ValetEventDetails in = { 0 }, out = { 0 };
  g_autoptr (GError) error = NULL;

  /* Not a key file at all, and a value that is not UTF-8. */
  g_assert_true (g_file_set_contents (ini, "\x01\x02 garbage\n[a.pbn\n", -1, NULL));
  valet_event_file_load (a, &out);
  for (guint i = 0; i < VALET_EVENT_N_DETAILS; i++)
    g_assert_null (out.detail[i]);
  g_assert_true (g_file_set_contents (ini, "[a.pbn]\ntitle=\xff\xfe\nvenue=Hall\n", -1, NULL));
  valet_event_file_load (a, &out);
  g_assert_null (out.detail[VALET_EVENT_TITLE]);
  g_assert_cmpstr (out.detail[VALET_EVENT_VENUE], ==, "Hall");
  /* Saving again starts afresh where it cannot read. */
  g_assert_true (g_file_set_contents (ini, "\x01\x02 garbage\n", -1, NULL));
  valet_event_details_set (&in, VALET_EVENT_DATE, "12 March 2026");
  g_assert_true (valet_event_file_save (a, &in, &error));
  g_assert_no_error (error);
  valet_event_file_load (a, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_DATE], ==, "12 March 2026");
  valet_event_details_clear (&in);
  valet_event_details_clear (&out);
  g_remove (ini);
}

/* A named pipe in the key file's place (never written to) is left
 * aside at once, as is a file of megabytes. */
static void
test_not_a_key_file (void)
{
  g_autoptr (GFile) a = results ("a.pbn");
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
}

static void
test_folder (void)
{
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  ValetEventDetails in = { 0 }, out = { 0 };

  /* A folder of Valet text files keeps its details in "." inside it. */
  valet_event_details_set (&in, VALET_EVENT_ORGANISER, "Club");
  g_assert_true (valet_event_file_save (folder, &in, NULL));
  valet_event_file_load (folder, &out);
  g_assert_cmpstr (out.detail[VALET_EVENT_ORGANISER], ==, "Club");
  g_autofree char *ini = g_build_filename (dir, VALET_EVENT_FILE_NAME, NULL);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (ini, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "[.]"));
  valet_event_details_clear (&in);
  valet_event_details_clear (&out);
  g_remove (ini);
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

  g_test_init (&argc, &argv, NULL);
  dir = g_dir_make_tmp ("valet-event-file-XXXXXX", NULL);
  g_test_add_func ("/event-file/groups", test_groups);
  g_test_add_func ("/event-file/damaged", test_damaged);
  g_test_add_func ("/event-file/folder", test_folder);
  g_test_add_func ("/event-file/not-a-key-file", test_not_a_key_file);
  g_test_add_func ("/event-file/long-detail", test_long_detail);
  status = g_test_run ();
  g_rmdir (dir);
  g_free (dir);
  return status;
}
