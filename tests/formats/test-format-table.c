/* test-format-table.c: the table of formats (valet-formats.h): every row
 * whole and where its id says, names found again, detection asking the
 * rows in the table's order, the door out writing by name and refusing
 * a format Valet does not write, the files a folder format writes, and
 * the desktop file's MIME types those of the table.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "valet-formats.h"
#include "valet-reader.h"
#include "valet-tournament.h"

/* Every row: at its id, named, labelled, readable, with what its flags
 * ask; the names unique. */
static void
test_rows (void)
{
  g_autoptr (GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);
  guint n = 0, folders = 0;

  g_assert_null (valet_format_get (VALET_INPUT_AUTO));
  g_assert_null (valet_format_get (VALET_INPUT_N_FORMATS));
  for (const ValetFileFormat *f = valet_formats_first (); f != NULL; f = valet_formats_next (f))
    {
      n++;
      g_assert_true (valet_format_get (f->id) == f);
      g_assert_nonnull (f->name);
      g_assert_true (g_hash_table_add (names, (gpointer) f->name));
      if (f->other_name != NULL)
        g_assert_true (g_hash_table_add (names, (gpointer) f->other_name));
      g_assert_nonnull (f->label);
      g_assert_nonnull (f->patterns);
      g_assert_nonnull (f->patterns[0]);
      g_assert_nonnull (f->parse);
      /* Told somehow: by its bytes or by its lines. */
      g_assert_true ((f->sniff_bytes != NULL) != (f->sniff_line != NULL));
      g_assert_true (((f->flags & VALET_FORMAT_BYTES) != 0) == (f->sniff_bytes != NULL));
      if (f->flags & VALET_FORMAT_FOLDER)
        {
          folders++;
          g_assert_nonnull (f->folder_files);
          g_assert_nonnull (f->files);
          g_assert_nonnull (f->read_path);
          g_assert_null (f->append);
        }
      else
        g_assert_nonnull (f->extension);
      if (f->write != NULL)
        {
          g_assert_nonnull (f->save_label);
          g_assert_nonnull (f->save_title);
          /* A file can go to standard output. */
          g_assert_true ((f->append != NULL) == !(f->flags & VALET_FORMAT_FOLDER));
        }
    }
  g_assert_cmpuint (n, ==, VALET_INPUT_N_FORMATS - 1);
  g_assert_cmpuint (folders, ==, 1);
  g_assert_true (valet_format_folder () == valet_format_get (VALET_INPUT_TEXT));
}

/* The names --format-in and --save-as take, in any case. */
static void
test_names (void)
{
  ValetInputFormat id = VALET_INPUT_AUTO;

  for (const ValetFileFormat *f = valet_formats_first (); f != NULL; f = valet_formats_next (f))
    {
      g_autofree char *upper = g_ascii_strup (f->name, -1);
      g_assert_true (valet_format_lookup (upper) == f);
      g_assert_true (valet_input_format_from_string (f->name, &id));
      g_assert_cmpint (id, ==, f->id);
      g_assert_cmpstr (valet_input_format_to_string (f->id), ==, f->name);
      g_assert_true (valet_format_lookup_writer (f->name) == (f->write ? f : NULL));
    }
  g_assert_cmpstr (valet_input_format_to_string (VALET_INPUT_AUTO), ==, "auto");
  g_assert_false (valet_input_format_from_string ("auto", &id));
  g_assert_null (valet_format_lookup ("xls"));
  /* The reference program's name for its text format is taken for
   * writing only. */
  g_assert_true (valet_format_lookup_writer ("Valet") == valet_format_get (VALET_INPUT_TEXT));
  g_assert_cmpstr (valet_format_writer_name (valet_format_get (VALET_INPUT_TEXT)), ==, "valet");
  g_assert_null (valet_format_lookup ("valet"));
  g_assert_null (valet_format_lookup_writer ("usebio"));
  g_assert_null (valet_format_lookup_writer ("bws"));
}

/* Each kind of first line goes to the rows that read it: a '|' in a tag
 * pair or in markup is not Valet text's, a "% PBN" comment before a
 * line of fields makes the file PBN, and a line with both '|' and commas
 * is Valet text's, which comes before CSV. */
static void
test_detection_order (void)
{
  static const struct { const char *data; ValetInputFormat format; } cases[] = {
    { "[Event \"a|b,c\"]\n", VALET_INPUT_PBN },
    { "% PBN 2.1\n1|1|a|b|c|d|4S|N|10\n", VALET_INPUT_PBN },
    { "% other comment\n1|1|a|b|c|d|4S|N|10\n", VALET_INPUT_TEXT },
    { "# comment\n%PBN\n", VALET_INPUT_PBN },
    { "<html>a|b,c</html>\n", VALET_INPUT_AUTO },
    { "<?xml version=\"1.0\"?>\n<USEBIO a=\"|\">\n", VALET_INPUT_USEBIO },
    { "round|board,north\n", VALET_INPUT_TEXT },
    { "[1,2]\n", VALET_INPUT_CSV },
    { "just words\n1,2\n", VALET_INPUT_AUTO },
    { "% only a comment\n", VALET_INPUT_AUTO },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%s", cases[i].data);
      g_assert_cmpint (valet_detect_input_format (cases[i].data, strlen (cases[i].data)), ==,
                       cases[i].format);
    }
}

/* The door out writes each format by name, and refuses others without
 * writing anything. */
static void
test_write_door (void)
{
  g_autofree char *dir = g_dir_make_tmp ("valet-format-table-XXXXXX", NULL);
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *bws = g_build_filename (dir, "t.bws", NULL);

  for (const ValetFileFormat *f = valet_formats_first (); f != NULL; f = valet_formats_next (f))
    {
      g_autofree char *path = NULL;
      g_autoptr (GPtrArray) files = NULL;
      if (f->write == NULL)
        continue;
      path = g_build_filename (dir, f->name, NULL);
      g_assert_true (valet_write_format (t, f->name, path, &error));
      g_assert_no_error (error);
      files = valet_format_written_files (f, path);
      for (guint i = 0; i < files->len; i++)
        {
          g_assert_true (g_file_test (files->pdata[i], G_FILE_TEST_IS_REGULAR));
          g_remove (files->pdata[i]);
        }
      g_rmdir (path);
    }
  g_assert_false (valet_write_format (t, "bws", bws, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_assert_false (g_file_test (bws, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The files of Valet text: names.txt and scores.txt in the folder. */
static void
test_written_files (void)
{
  const ValetFileFormat *text = valet_format_get (VALET_INPUT_TEXT);
  g_autoptr (GPtrArray) files = valet_format_written_files (text, "out");
  g_autoptr (GPtrArray) one = valet_format_written_files (valet_format_get (VALET_INPUT_PBN),
                                                           "out.pbn");
  g_autofree char *names = g_build_filename ("out", "names.txt", NULL);
  g_autofree char *scores = g_build_filename ("out", "scores.txt", NULL);

  g_assert_cmpuint (files->len, ==, 2);
  g_assert_cmpstr (files->pdata[0], ==, names);
  g_assert_cmpstr (files->pdata[1], ==, scores);
  g_assert_cmpuint (one->len, ==, 1);
  g_assert_cmpstr (one->pdata[0], ==, "out.pbn");
}

/* The desktop file opens the MIME types of the table, no more and no
 * fewer (data/org.valetbridge.Valet.desktop.in). */
static void
test_desktop_mime_types (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "data",
                                                 "org.valetbridge.Valet.desktop.in", NULL);
  g_autoptr (GKeyFile) desktop = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) types = NULL;
  guint n = 0;

  if (!g_key_file_load_from_file (desktop, path, G_KEY_FILE_NONE, &error))
    {
      g_test_skip (error->message);
      return;
    }
  types = g_key_file_get_string_list (desktop, "Desktop Entry", "MimeType", NULL, &error);
  g_assert_no_error (error);
  for (const ValetFileFormat *f = valet_formats_first (); f != NULL; f = valet_formats_next (f))
    if (f->mime_type != NULL)
      {
        n++;
        g_test_message ("%s: %s", f->name, f->mime_type);
        g_assert_true (g_strv_contains ((const char *const *) types, f->mime_type));
      }
  g_assert_cmpuint (g_strv_length (types), ==, n);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/format-table/rows", test_rows);
  g_test_add_func ("/format-table/names", test_names);
  g_test_add_func ("/format-table/detection-order", test_detection_order);
  g_test_add_func ("/format-table/write-door", test_write_door);
  g_test_add_func ("/format-table/written-files", test_written_files);
  g_test_add_func ("/format-table/desktop-mime-types", test_desktop_mime_types);
  return g_test_run ();
}
