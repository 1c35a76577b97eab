/* valet-source.c: a loaded tournament folder. */
#define G_LOG_DOMAIN "valet-source"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "valet-source.h"
#include "valet-text-reader.h"

/* As many problems as a reader would care to scroll through; the rest
 * are counted. */
#define MAX_DIAGNOSTICS 1000

struct _ValetSource
{
  GObject           parent_instance;
  GFile            *folder;
  char             *name;
  ValetTournament  *tournament;
  ValetDiagnostics *diagnostics;
};

G_DEFINE_FINAL_TYPE (ValetSource, valet_source, G_TYPE_OBJECT)

static void
valet_source_finalize (GObject *object)
{
  ValetSource *self = VALET_SOURCE (object);

  g_clear_object (&self->folder);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->tournament, valet_tournament_free);
  g_clear_pointer (&self->diagnostics, valet_diagnostics_free);
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

ValetSource *
valet_source_load (GFile *folder, GCancellable *cancellable, GError **error)
{
  g_autoptr (ValetSource) self = NULL;
  g_autoptr (GFile) names = NULL;
  g_autoptr (GFile) scores = NULL;
  g_autofree char *names_path = NULL;
  g_autofree char *scores_path = NULL;

  g_return_val_if_fail (G_IS_FILE (folder), NULL);

  names = g_file_get_child (folder, "names.txt");
  scores = g_file_get_child (folder, "scores.txt");
  names_path = g_file_get_path (names);
  scores_path = g_file_get_path (scores);
  if (names_path == NULL || scores_path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Only local folders can be opened"));
      return NULL;
    }

  self = g_object_new (VALET_TYPE_SOURCE, NULL);
  self->folder = g_object_ref (folder);
  self->name = g_file_get_basename (folder);
  self->tournament = valet_tournament_new ();
  self->diagnostics = valet_diagnostics_new (MAX_DIAGNOSTICS);

  if (!valet_read_names (self->tournament, names_path, self->diagnostics)
      || g_cancellable_set_error_if_cancelled (cancellable, error)
      || !valet_read_scores (self->tournament, scores_path, names_path,
                             self->diagnostics)
      || g_cancellable_set_error_if_cancelled (cancellable, error))
    {
      if (error != NULL && *error == NULL)
        {
          g_autofree char *text = valet_diagnostics_format (self->diagnostics);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", g_strchomp (text));
        }
      return NULL;
    }
  if (valet_tournament_n_results (self->tournament) == 0)
    {
      g_autofree char *text = valet_diagnostics_format (self->diagnostics);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("No result in %s could be read.\n%s"), scores_path,
                   g_strchomp (text));
      return NULL;
    }

  /* The tournament groups its boards on first use; do it here, once,
   * before any scoring thread can see the source. */
  valet_tournament_n_boards (self->tournament);
  return g_steal_pointer (&self);
}

GFile *
valet_source_get_folder (ValetSource *self)
{
  g_return_val_if_fail (VALET_IS_SOURCE (self), NULL);
  return self->folder;
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
