/* valet-source.c: a loaded tournament: a folder or a results file. */
#define G_LOG_DOMAIN "valet-source"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "valet-source.h"

#include <string.h>

#include "valet-csv-mappings.h"
#include "valet-encoding.h"
#include "valet-reader.h"
#include "valet-text-limit.h"

/* As many problems as a reader would care to scroll through; the rest
 * are counted. */
#define MAX_DIAGNOSTICS 1000

struct _ValetSource
{
  GObject           parent_instance;
  GFile            *file;
  char             *name;
  char             *encoding;
  ValetTournament  *tournament;
  ValetDiagnostics *diagnostics;
  ValetSource      *origin;     /* what was read, for corrected results; NULL */
  char             *library;    /* the library an event was read from; NULL */
  gint64            library_id; /* ...and its id there */
};

G_DEFINE_FINAL_TYPE (ValetSource, valet_source, G_TYPE_OBJECT)
G_DEFINE_QUARK (valet-source-error-quark, valet_source_error)

/* What the reader was told about a CSV header it did not understand. */
typedef struct {
  GVariant *mappings;
  gboolean  asked;       /* the header did not match by name */
  gboolean  remembered;  /* ...and columns were found for it */
} Columns;

static gboolean
remembered_columns (const char *const *header, ValetCsvMapping *mapping, gpointer data)
{
  Columns *columns = data;

  columns->asked = TRUE;
  columns->remembered = valet_csv_mappings_lookup (columns->mappings, header, mapping);
  return columns->remembered;
}

static void
valet_source_finalize (GObject *object)
{
  ValetSource *self = VALET_SOURCE (object);

  g_clear_object (&self->file);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->encoding, g_free);
  g_clear_pointer (&self->tournament, valet_tournament_free);
  g_clear_pointer (&self->diagnostics, valet_diagnostics_free);
  g_clear_object (&self->origin);
  g_clear_pointer (&self->library, g_free);
  G_OBJECT_CLASS (valet_source_parent_class)->finalize (object);
}

static void
valet_source_class_init (ValetSourceClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = valet_source_finalize;
}

static void
valet_source_init (ValetSource *self)
{
}

/* The event's name: the folder's, or the file's without its extension
 * (a Valet scores file is named after its folder). */
static char *
event_name (GFile *file, gboolean is_folder)
{
  g_autofree char *base = g_file_get_basename (file);
  g_autoptr (GFile) parent = NULL;

  if (is_folder)
    return g_steal_pointer (&base);
  if (g_ascii_strcasecmp (base, "scores.txt") == 0
      && (parent = g_file_get_parent (file)) != NULL)
    return g_file_get_basename (parent);
  char *dot = strrchr (base, '.');
  if (dot != NULL && dot != base)
    *dot = '\0';
  return g_steal_pointer (&base);
}

/* Reads @path into the source's tournament: any format the engine
 * reads, told from the content.  The readers ask @cancellable as they
 * go, so that a new open stops this read at once.  FALSE, with @error
 * set, when it was cancelled, could not be read, or holds no result. */
static gboolean
read_results (ValetSource *self, const char *path, Columns *columns,
              GCancellable *cancellable, GError **error)
{
  g_autofree char *text = NULL;

  if (cancellable != NULL)
    valet_tournament_set_cancelled_func (self->tournament,
                                         (ValetCancelledFunc) g_cancellable_is_cancelled,
                                         cancellable);
  gboolean read = valet_read_input_with_columns (self->tournament, path, VALET_INPUT_AUTO,
                                                 remembered_columns, columns,
                                                 self->diagnostics);
  valet_tournament_set_cancelled_func (self->tournament, NULL, NULL);
  valet_tournament_seal (self->tournament);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  text = valet_diagnostics_format (self->diagnostics);
  if (!read)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", g_strchomp (text));
      return FALSE;
    }
  if (valet_tournament_n_results (self->tournament) > 0)
    return TRUE;
  /* The same message either way; the code lets the window ask for the
   * columns. */
  g_set_error (error, columns->asked ? VALET_SOURCE_ERROR : G_IO_ERROR,
               columns->asked ? VALET_SOURCE_ERROR_CSV_COLUMNS : G_IO_ERROR_INVALID_DATA,
               _("No result in %s could be read.\n%s"), path, g_strchomp (text));
  return FALSE;
}

ValetSource *
valet_source_load_with_columns (GFile *file, const char *encoding, GVariant *csv_mappings,
                                GCancellable *cancellable, GError **error)
{
  g_autoptr (ValetSource) self = NULL;
  g_autofree char *path = NULL;
  Columns columns = { csv_mappings, FALSE, FALSE };

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Only local files and folders can be opened"));
      return NULL;
    }

  gboolean is_folder = g_file_test (path, G_FILE_TEST_IS_DIR);
  self = g_object_new (VALET_TYPE_SOURCE, NULL);
  self->file = g_object_ref (file);
  g_autofree char *name = event_name (file, is_folder);
  self->name = valet_text_limit (VALET_TEXT_TITLE, name);
  self->tournament = valet_tournament_new ();
  self->diagnostics = valet_diagnostics_new (MAX_DIAGNOSTICS);
  self->encoding = g_strdup (encoding ? encoding : "");
  if (self->encoding[0] != '\0')
    {
      if (!valet_encoding_is_known (self->encoding))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("Unknown character set “%s”"), self->encoding);
          return NULL;
        }
      valet_tournament_set_encoding (self->tournament, self->encoding);
    }

  if (!read_results (self, path, &columns, cancellable, error))
    return NULL;

  /* The event's own name, where the file gives one, is a better title
   * than the file's name. */
  const char *event = valet_tournament_get_event (self->tournament, VALET_EVENT_TITLE);
  if (event != NULL)
    {
      g_free (self->name);
      self->name = g_utf8_make_valid (event, -1);
    }

  return g_steal_pointer (&self);
}

GFile *
valet_source_get_file (ValetSource *self)
{
  g_return_val_if_fail (VALET_IS_SOURCE (self), NULL);
  return self->file;
}

const char *
valet_source_get_encoding (ValetSource *self)
{
  g_return_val_if_fail (VALET_IS_SOURCE (self), NULL);
  return self->encoding;
}

const char *
valet_source_get_name (ValetSource *self)
{
  g_return_val_if_fail (VALET_IS_SOURCE (self), NULL);
  return self->name;
}

ValetTournament *
valet_source_get_tournament (ValetSource *self)
{
  g_return_val_if_fail (VALET_IS_SOURCE (self), NULL);
  return self->tournament;
}

ValetDiagnostics *
valet_source_get_diagnostics (ValetSource *self)
{
  g_return_val_if_fail (VALET_IS_SOURCE (self), NULL);
  return self->diagnostics;
}

ValetSource *
valet_source_new_corrected (ValetSource *origin, ValetTournament *tournament)
{
  ValetSource *self = g_object_new (VALET_TYPE_SOURCE, NULL);
  g_autofree char *problems = NULL;

  self->origin = g_object_ref (valet_source_get_origin (origin));
  g_set_object (&self->file, origin->file);
  self->library = g_strdup (origin->library);
  self->library_id = origin->library_id;
  self->name = g_strdup (origin->name);
  self->encoding = g_strdup (origin->encoding);
  self->tournament = tournament;
  valet_tournament_seal (tournament);
  /* The problems of the file read stay the file's. */
  self->diagnostics = valet_diagnostics_new (MAX_DIAGNOSTICS);
  for (guint i = 0; i < valet_diagnostics_n_kept (origin->diagnostics); i++)
    {
      const ValetDiagnostic *d = valet_diagnostics_get (origin->diagnostics, i);
      if (d->warning)
        valet_diagnostics_warn (self->diagnostics, d->file, d->line, "%s", d->message);
      else
        valet_diagnostics_add (self->diagnostics, d->file, d->line, "%s", d->message);
    }
  return self;
}

ValetSource *
valet_source_get_origin (ValetSource *self)
{
  g_return_val_if_fail (VALET_IS_SOURCE (self), NULL);
  return self->origin ? self->origin : self;
}

ValetSource *
valet_source_new_for_library (ValetTournament *tournament, const char *name,
                              const char *library, gint64 id)
{
  ValetSource *self = g_object_new (VALET_TYPE_SOURCE, NULL);

  g_return_val_if_fail (tournament != NULL && library != NULL && id > 0, NULL);
  self->name = valet_text_limit (VALET_TEXT_TITLE, name ? name : "");
  self->encoding = g_strdup ("");
  self->tournament = tournament;
  valet_tournament_seal (tournament);
  self->diagnostics = valet_diagnostics_new (MAX_DIAGNOSTICS);
  self->library = g_strdup (library);
  self->library_id = id;
  return self;
}

gint64
valet_source_get_library_event (ValetSource *self, const char **library)
{
  g_return_val_if_fail (VALET_IS_SOURCE (self), 0);
  if (library != NULL)
    *library = self->library;
  return self->library_id;
}
