/* valet-cli-library.c: `valet-cli library add|list|remove`, the library
 * of events from the command line.
 *
 *   valet-cli library add [--library PATH] FILE...
 *   valet-cli library list [--library PATH]
 *   valet-cli library remove [--library PATH] ID...
 *
 * The library is $XDG_DATA_HOME/valet/library.sqlite unless --library
 * names another.  Each file is added in a transaction of its own: a
 * file that fails is said and the others are added all the same; the
 * exit status is then 1.
 */
#define G_LOG_DOMAIN "valet-cli"
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>

#include "valet-cli-library.h"
#include "valet-library.h"
#include "valet-safe-text.h"

enum { EXIT_FAILED = 1, EXIT_USAGE = 2 };

/* Prints @text to @stream, its control characters shown, not obeyed
 * (the paths and names in it come from files). */
static void
print_safe (FILE *stream, const char *text)
{
  g_autofree char *shown = valet_escape_message (text);
  fputs (shown, stream);
}

/* A field of a listed line: a tab or a line end in it is shown, so that
 * it cannot part the fields or the lines. */
static char *
field (const char *text)
{
  return valet_escape_for_terminal (text, FALSE);
}

static void
fail (const char *message)
{
  g_autofree char *line = g_strdup_printf ("%s: %s\n", g_get_prgname (), message);
  print_safe (stderr, line);
}

static int
add_files (ValetLibrary *lib, char **files, int n)
{
  int status = 0;

  for (int i = 0; i < n; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (100);
      gint64 id = 0;
      g_autofree char *shown = g_filename_display_name (files[i]);
      if (!valet_library_add_file (lib, files[i], NULL, diag, &id, &error))
        {
          fail (error->message);
          status = EXIT_FAILED;
          continue;
        }
      g_autofree char *line = NULL;
      guint left_out = valet_diagnostics_count (diag);
      if (left_out > 0)
        /* Translators: the file, how many problems, the event's id. */
        line = g_strdup_printf (ngettext ("%s: added as event %lld, with %u "
                                          "problem in the file (valet-cli --input FILE "
                                          "lists it)\n",
                                          "%s: added as event %lld, with %u "
                                          "problems in the file (valet-cli --input FILE "
                                          "lists them)\n", left_out),
                                shown, (long long) id, left_out);
      else
        /* Translators: the file, the event's id. */
        line = g_strdup_printf (_("%s: added as event %lld\n"), shown, (long long) id);
      print_safe (stdout, line);
    }
  return status;
}

/* One line an event, parted by tabs for scripts: id, date, results,
 * name, source. */
static int
list_events (ValetLibrary *lib)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) events = valet_library_list_events (lib, &error);

  if (events == NULL)
    {
      fail (error->message);
      return EXIT_FAILED;
    }
  /* Translators: the headings of `valet-cli library list`, parted by tabs. */
  g_print ("%s\n", _("id\tdate\tresults\tname\tsource"));
  for (guint i = 0; i < events->len; i++)
    {
      const ValetLibraryEvent *e = g_ptr_array_index (events, i);
      g_autofree char *shown_source = g_filename_display_name (e->source);
      /* The day where the date reads as one, for scripts and ranges. */
      g_autofree char *date = field (e->day ? e->day : e->date ? e->date : "-");
      g_autofree char *name = field (e->name);
      g_autofree char *source = field (shown_source);
      g_print ("%" G_GINT64_FORMAT "\t%s\t%u\t%s\t%s\n", e->id, date, e->n_results, name,
               source);
    }
  return 0;
}

static int
remove_events (ValetLibrary *lib, char **ids, int n)
{
  int status = 0;

  for (int i = 0; i < n; i++)
    {
      g_autoptr (GError) error = NULL;
      char *end = NULL;
      gint64 id = g_ascii_strtoll (ids[i], &end, 10);
      if (end == ids[i] || *end != '\0' || id <= 0)
        {
          g_autofree char *message = g_strdup_printf (
            _("'%s' is not an event's id (expected a number that `valet-cli library list` "
              "shows)"), ids[i]);
          fail (message);
          status = EXIT_FAILED;
        }
      else if (!valet_library_remove_event (lib, id, &error))
        {
          fail (error->message);
          status = EXIT_FAILED;
        }
      else
        {
          /* Translators: the event's id. */
          g_autofree char *line = g_strdup_printf (_("removed event %lld\n"), (long long) id);
          print_safe (stdout, line);
        }
    }
  return status;
}

static int
usage (GOptionContext *ctx, const char *message)
{
  fail (message);
  g_printerr (_("Run '%s library --help' to see the options.\n"), g_get_prgname ());
  (void) ctx;
  return EXIT_USAGE;
}

int
valet_cli_library_main (int argc, char **argv)
{
  g_autofree char *path = NULL;
  const GOptionEntry entries[] = {
    { "library", 0, 0, G_OPTION_ARG_FILENAME, &path,
      N_("The library of events (default: $XDG_DATA_HOME/valet/library.sqlite)"), "PATH" },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (
    _("library add FILE... | list | remove ID... - the library of events"));
  g_autoptr (GError) error = NULL;

  g_option_context_set_translation_domain (ctx, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (ctx,
    _("add: adds each results file (or folder of Valet text) to the library, whole, in one "
      "transaction; the same content added again replaces its event.\n"
      "list: lists the events by date, one a line: id, date (YYYY-MM-DD where it reads as one), "
      "results, name, source, parted by tabs.\n"
      "remove: removes the events with these ids.\n"
      "A library that is not one, is damaged or is of a newer version is refused and left "
      "as it is.\n"
      "Exit status: 0 on success, 1 on a failure, 2 on a bad command line."));
  if (!g_option_context_parse (ctx, &argc, &argv, &error))
    return usage (ctx, error->message);
  if (argc < 2)
    return usage (ctx, _("a library command is missing (expected add, list or remove)"));
  const char *command = argv[1];
  gboolean is_add = g_str_equal (command, "add"), is_list = g_str_equal (command, "list");
  gboolean is_remove = g_str_equal (command, "remove");
  if (!is_add && !is_list && !is_remove)
    {
      g_autofree char *message = g_strdup_printf (
        _("unknown library command '%s' (expected add, list or remove)"), command);
      return usage (ctx, message);
    }
  if (is_list && argc > 2)
    return usage (ctx, _("list takes no arguments"));
  if (!is_list && argc < 3)
    return usage (ctx, is_add ? _("add needs the results files to add")
                              : _("remove needs the ids of the events to remove"));

  if (path == NULL)
    path = valet_library_default_path ();
  g_autoptr (ValetLibrary) lib = valet_library_open (path, &error);
  if (lib == NULL)
    {
      fail (error->message);
      return EXIT_FAILED;
    }
  if (is_add)
    return add_files (lib, argv + 2, argc - 2);
  if (is_remove)
    return remove_events (lib, argv + 2, argc - 2);
  return list_events (lib);
}
