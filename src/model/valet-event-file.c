/* valet-event-file.c: the event's details, kept in the user's data folder
 * (see valet-event-file.h). */
#define G_LOG_DOMAIN "valet-event-file"

#include "config.h"

#include "valet-event-file.h"
#include "valet-input-file.h"
#include "valet-text-limit.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <glib/gstdio.h>
#include <unistd.h>

/* The key of the scoring form chosen for the results, beside the
 * details' own keys. */
#define SCORING_KEY "scoring"

void
valet_event_details_clear (ValetEventDetails *d)
{
  for (guint i = 0; i < VALET_EVENT_N_DETAILS; i++)
    g_clear_pointer (&d->detail[i], g_free);
  d->has_scoring = FALSE;
}

gboolean
valet_event_details_set_scoring (ValetEventDetails *d, gboolean chosen, ValetScoring scoring)
{
  g_return_val_if_fail (scoring <= VALET_SCORING_MATCHPOINTS, FALSE);
  if (d->has_scoring == chosen && (!chosen || d->scoring == scoring))
    return FALSE;
  d->has_scoring = chosen;
  d->scoring = scoring;
  return TRUE;
}

gboolean
valet_event_details_set (ValetEventDetails *d, ValetEventDetail detail, const char *value)
{
  g_autofree char *whole = value ? g_strstrip (g_strdup (value)) : NULL;
  /* As long as the same detail may be in a file (valet-text-limit.h). */
  g_autofree char *text = valet_text_limit ((ValetTextKind) detail, whole);

  g_return_val_if_fail (detail < VALET_EVENT_N_DETAILS, FALSE);
  if (text != NULL && *text == '\0')
    g_clear_pointer (&text, g_free);
  if (g_strcmp0 (text, d->detail[detail]) == 0)
    return FALSE;
  g_free (d->detail[detail]);
  d->detail[detail] = g_steal_pointer (&text);
  return TRUE;
}

/* ---- which results ------------------------------------------------------ */

/* The results @results stand for, as an absolute path: the folder of
 * Valet text when @results is its names.txt or scores.txt (as the
 * window opens them), else @results.  Sets *@is_folder.  NULL when the
 * results are not a local file. */
static char *
results_path (GFile *results, gboolean *is_folder)
{
  g_autofree char *path = g_file_get_path (results);
  g_autofree char *base = NULL;

  if (path == NULL)
    return NULL;
  *is_folder = g_file_test (path, G_FILE_TEST_IS_DIR);
  base = g_path_get_basename (path);
  if (!*is_folder && (g_ascii_strcasecmp (base, "scores.txt") == 0
                      || g_ascii_strcasecmp (base, "names.txt") == 0))
    {
      *is_folder = TRUE;
      return g_path_get_dirname (path);
    }
  return g_steal_pointer (&path);
}

/* Adds the bytes of the file @path to @sum; FALSE when it cannot be
 * read. */
static gboolean
sum_file (GChecksum *sum, const char *path)
{
  FILE *in = g_fopen (path, "rb");
  guchar buffer[65536];
  size_t n;
  gboolean ok;

  if (in == NULL)
    return FALSE;
  while ((n = fread (buffer, 1, sizeof buffer, in)) > 0)
    g_checksum_update (sum, buffer, (gssize) n);
  ok = !ferror (in);
  fclose (in);
  return ok;
}

/* The SHA-256 of the results' content (a folder's names.txt and
 * scores.txt, each after its name), or NULL when it cannot be read. */
static char *
content_hash (const char *path, gboolean is_folder)
{
  g_autoptr (GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);

  if (!is_folder)
    return sum_file (sum, path) ? g_strdup (g_checksum_get_string (sum)) : NULL;
  for (guint i = 0; i < 2; i++)
    {
      const char *name = i == 0 ? "names.txt" : "scores.txt";
      g_autofree char *file = g_build_filename (path, name, NULL);
      g_checksum_update (sum, (const guchar *) name, (gssize) strlen (name) + 1);
      if (!sum_file (sum, file))
        return NULL;
    }
  return g_strdup (g_checksum_get_string (sum));
}

/* The store's group for the results at @path: named after a hash of the
 * path, which a key file's group name could not always hold. */
static char *
group_for (const char *path)
{
  g_autofree char *hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, path, -1);

  return g_strconcat ("results ", hash, NULL);
}

/* ---- the store ---------------------------------------------------------- */

static char *
store_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "valet", VALET_EVENT_STORE_NAME, NULL);
}

/* The most the details' files may hold: the store, a group for each
 * event opened; the old file beside the results, a group or two. */
#define MAX_STORE_SIZE    (16 << 20)
#define MAX_KEY_FILE_SIZE (1 << 20)

/* @kf from @path as the inputs are read: a regular file only (the
 * details are read on the main thread, which a named pipe of that name
 * would stop for ever), of at most @max_size bytes. */
static gboolean
load_key_file (GKeyFile *kf, const char *path, guint64 max_size, GError **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  int fd = valet_input_open (path, error);

  if (fd < 0)
    return FALSE;
  data = valet_input_read_fd (fd, 0, max_size, &length, error);
  close (fd);
  return data != NULL
         && g_key_file_load_from_data (kf, data, length, G_KEY_FILE_KEEP_COMMENTS, error);
}

static GKeyFile *
store_load (void)
{
  g_autofree char *path = store_path ();
  GKeyFile *kf = g_key_file_new ();
  g_autoptr (GError) error = NULL;

  if (g_file_test (path, G_FILE_TEST_EXISTS)
      && !load_key_file (kf, path, MAX_STORE_SIZE, &error))
    g_debug ("%s is started afresh: %s", path, error->message);
  return kf;
}

static gboolean
store_save (GKeyFile *kf, GError **error)
{
  g_autofree char *path = store_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   "%s: %s", dir, g_strerror (saved));
      return FALSE;
    }
  /* g_key_file_save_to_file writes a temporary file and renames it. */
  return g_key_file_save_to_file (kf, path, error);
}

/* The details of @group of @kf into @out; whether it had any. */
static gboolean
details_from (GKeyFile *kf, const char *group, ValetEventDetails *out)
{
  gboolean any = FALSE;

  for (guint i = 0; i < VALET_EVENT_N_DETAILS; i++)
    {
      g_autofree char *value = g_key_file_get_string (kf, group, valet_event_detail_key (i),
                                                      NULL);
      if (value != NULL && g_utf8_validate (value, -1, NULL))
        any |= valet_event_details_set (out, i, value);
    }
  g_autofree char *form = g_key_file_get_string (kf, group, SCORING_KEY, NULL);
  ValetScoring scoring;
  /* A word this version does not know is left as if not given. */
  if (form != NULL && valet_scoring_from_string (form, &scoring))
    any |= valet_event_details_set_scoring (out, TRUE, scoring);
  return any;
}

/* Puts @d for the results at @path, whose content is @hash, into @kf
 * (the group removed when @d holds nothing). */
static void
store_put (GKeyFile *kf, const char *path, const char *hash, const ValetEventDetails *d)
{
  g_autofree char *group = group_for (path);
  gboolean any = FALSE;

  g_key_file_remove_group (kf, group, NULL);
  for (guint i = 0; i < VALET_EVENT_N_DETAILS; i++)
    if (d->detail[i] != NULL)
      {
        g_key_file_set_string (kf, group, valet_event_detail_key (i), d->detail[i]);
        any = TRUE;
      }
  if (d->has_scoring)
    {
      g_key_file_set_string (kf, group, SCORING_KEY, valet_scoring_to_string (d->scoring));
      any = TRUE;
    }
  if (!any)
    return;
  g_key_file_set_string (kf, group, "path", path);
  if (hash != NULL)
    g_key_file_set_string (kf, group, "content", hash);
}

/* ---- details an earlier version kept beside the results ----------------- */

/* Whether every key of @kf is a detail: the file was written by Valet,
 * and may be rewritten or removed. */
static gboolean
written_by_valet (GKeyFile *kf)
{
  g_auto (GStrv) groups = g_key_file_get_groups (kf, NULL);

  for (guint g = 0; groups[g] != NULL; g++)
    {
      g_auto (GStrv) keys = g_key_file_get_keys (kf, groups[g], NULL, NULL);
      for (guint k = 0; keys != NULL && keys[k] != NULL; k++)
        {
          gboolean known = FALSE;
          for (guint i = 0; i < VALET_EVENT_N_DETAILS && !known; i++)
            known = strcmp (keys[k], valet_event_detail_key (i)) == 0;
          if (!known)
            return FALSE;
        }
    }
  return TRUE;
}

/* The details of the results at @path in the old file beside them, into
 * @out; with @move (once they are in the store) their group is taken out
 * of that file, and the file removed when nothing is left in it.  The
 * old file is left as it is when Valet did not write it alone, or when
 * it cannot be written (a sandbox, a read-only folder). */
static gboolean
old_details (const char *path, gboolean is_folder, ValetEventDetails *out, gboolean move)
{
  g_autofree char *dir = is_folder ? g_strdup (path) : g_path_get_dirname (path);
  g_autofree char *old = g_build_filename (dir, VALET_EVENT_FILE_NAME, NULL);
  g_autofree char *base = is_folder ? g_strdup (".") : g_path_get_basename (path);
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  /* A folder of Valet text was kept as ".", or as its scores file. */
  const char *groups[] = { base, is_folder ? "scores.txt" : NULL, NULL };
  gboolean found = FALSE;

  if (!g_file_test (old, G_FILE_TEST_IS_REGULAR)
      || !load_key_file (kf, old, MAX_KEY_FILE_SIZE, NULL))
    return FALSE;
  for (guint i = 0; groups[i] != NULL && !found; i++)
    found = details_from (kf, groups[i], out);
  if (!found || !move || !written_by_valet (kf))
    return found;
  for (guint i = 0; groups[i] != NULL; i++)
    g_key_file_remove_group (kf, groups[i], NULL);
  gsize n_groups = 0;
  g_auto (GStrv) left = g_key_file_get_groups (kf, &n_groups);
  if (n_groups == 0)
    g_remove (old);
  else
    g_key_file_save_to_file (kf, old, NULL);
  return found;
}

/* ---- load and save ------------------------------------------------------ */

void
valet_event_file_load (GFile *results, ValetEventDetails *out)
{
  gboolean is_folder = FALSE;
  g_autofree char *path = results_path (results, &is_folder);
  g_autofree char *group = NULL;
  g_autofree char *hash = NULL;
  g_autoptr (GKeyFile) kf = NULL;
  g_auto (GStrv) groups = NULL;

  valet_event_details_clear (out);
  if (path == NULL)
    return;
  kf = store_load ();
  group = group_for (path);
  if (details_from (kf, group, out))
    return;
  /* Moved or copied: the same content elsewhere. */
  hash = content_hash (path, is_folder);
  groups = g_key_file_get_groups (kf, NULL);
  for (guint g = 0; hash != NULL && groups[g] != NULL; g++)
    {
      g_autofree char *content = g_key_file_get_string (kf, groups[g], "content", NULL);
      if (g_strcmp0 (content, hash) == 0 && details_from (kf, groups[g], out))
        return;
    }
  /* Kept beside the results by an earlier version: moved into the
   * store, and out of there once the store has them. */
  if (old_details (path, is_folder, out, FALSE))
    {
      store_put (kf, path, hash, out);
      if (store_save (kf, NULL))
        {
          ValetEventDetails ignored = { 0 };
          old_details (path, is_folder, &ignored, TRUE);
          valet_event_details_clear (&ignored);
        }
    }
}

gboolean
valet_event_file_save (GFile *results, const ValetEventDetails *d, GError **error)
{
  gboolean is_folder = FALSE;
  g_autofree char *path = results_path (results, &is_folder);
  g_autofree char *hash = NULL;
  g_autoptr (GKeyFile) kf = NULL;

  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           "the results are not in a local folder");
      return FALSE;
    }
  hash = content_hash (path, is_folder);
  kf = store_load ();
  store_put (kf, path, hash, d);
  return store_save (kf, error);
}
