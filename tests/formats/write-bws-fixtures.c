/* write-bws-fixtures.c: writes the test databases of bws-fixtures.c
 * into a folder, as seeds for the fuzz target and for a look with
 * mdbtools (mdb-tables, mdb-export).
 *
 *   write-bws-fixtures FOLDER
 */
#include <glib.h>
#include <glib/gstdio.h>

#include "bws-fixtures.h"

int
main (int argc, char **argv)
{
  static const struct {
    const char *name;
    GBytes *(*make) (void);
  } fixtures[] = {
    { "club.bws", bws_fixture_club },
    { "howell.bws", bws_fixture_howell },
    { "bad-rows.bws", bws_fixture_bad_rows },
    { "teams.bws", bws_fixture_teams },
    { "adjusted.bws", bws_fixture_adjusted },
    { "endless-properties.bws", bws_fixture_endless_properties },
  };

  if (argc != 2)
    {
      g_printerr ("usage: %s FOLDER\n", argv[0]);
      return 2;
    }
  if (g_mkdir_with_parents (argv[1], 0755) != 0)
    {
      g_printerr ("%s: cannot make the folder %s\n", argv[0], argv[1]);
      return 1;
    }
  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autoptr (GBytes) bytes = fixtures[i].make ();
      g_autofree char *path = g_build_filename (argv[1], fixtures[i].name, NULL);
      g_autoptr (GError) error = NULL;
      gsize size;
      const char *data = g_bytes_get_data (bytes, &size);
      if (!g_file_set_contents (path, data, (gssize) size, &error))
        {
          g_printerr ("%s: %s\n", argv[0], error->message);
          return 1;
        }
    }
  return 0;
}
