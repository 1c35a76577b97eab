/* valet-output-file.c: a temporary file beside the destination, flushed,
 * renamed into place, and its folder flushed. */
#include "config.h"
#include "valet-output-file.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

/* ".NAME.~vXXXXXX": the mark tells our temporary files from the user's. */
#define TEMP_MARK ".~v"
#define TEMP_RANDOM "XXXXXX"
#define TEMP_RANDOM_LENGTH 6
/* Hex digits of the destination's hash in a shortened temporary name. */
#define HASH_LENGTH 32
#define STDOUT_PREFIX "valet-stdout" TEMP_MARK
/* Temporary files written at once (the text format writes two). */
#define N_SLOTS 32

struct _ValetOutputFile {
  char    *path;      /* the destination; NULL for standard output */
  char    *temp;
  char    *dir;
  int      fd;        /* holds the lock that marks the write as alive */
  int      slot;      /* in the table the signal handler reads, or -1 */
  gboolean renamed;
};

G_DEFINE_QUARK (valet-output-error-quark, valet_output_error)

static GPrivate replace_read_only = G_PRIVATE_INIT (NULL);

void
valet_output_set_replace_read_only (gboolean allow)
{
  g_private_set (&replace_read_only, GINT_TO_POINTER (allow ? 1 : 0));
}

/* A write to @path that failed, or to standard output when @path is
 * NULL. */
static gboolean
fail_write (GError **error, int err, const char *path)
{
  if (path == NULL)
    g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (err),
                 _("cannot write to standard output: %s"), g_strerror (err));
  else
    g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (err),
                 /* Translators: a file's path, then why it cannot be written. */
                 _("cannot write %s: %s"), path, g_strerror (err));
  return FALSE;
}

/* ---- the temporary files a signal removes ------------------------------ */

/* Plain arrays: the signal handler may read nothing else. */
static char slot_path[N_SLOTS][PATH_MAX];
static gint slot_used[N_SLOTS];
G_LOCK_DEFINE_STATIC (slots);

static int
register_temp (const char *temp)
{
  if (strlen (temp) >= PATH_MAX)
    return -1;
  G_LOCK (slots);
  for (int i = 0; i < N_SLOTS; i++)
    if (!g_atomic_int_get (&slot_used[i]))
      {
        strcpy (slot_path[i], temp);
        g_atomic_int_set (&slot_used[i], 1);
        G_UNLOCK (slots);
        return i;
      }
  G_UNLOCK (slots);
  return -1;
}

static void
unregister_temp (int slot)
{
  if (slot >= 0)
    g_atomic_int_set (&slot_used[slot], 0);
}

static const int cleanup_signals[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE };

/* Async-signal-safe: unlink() and raise() only. */
static void
remove_temps_and_end (int sig)
{
  int saved = errno;

  for (int i = 0; i < N_SLOTS; i++)
    if (g_atomic_int_get (&slot_used[i]))
      unlink (slot_path[i]);
  errno = saved;
  /* SA_RESETHAND made the action the default again: the program ends as
   * the signal would have ended it, once this handler returns. */
  raise (sig);
}

void
valet_output_clean_up_on_signals (void)
{
  struct sigaction sa = { 0 };

  sa.sa_handler = remove_temps_and_end;
  sa.sa_flags = SA_RESETHAND;
  sigemptyset (&sa.sa_mask);
  for (guint i = 0; i < G_N_ELEMENTS (cleanup_signals); i++)
    sigaddset (&sa.sa_mask, cleanup_signals[i]);
  for (guint i = 0; i < G_N_ELEMENTS (cleanup_signals); i++)
    {
      struct sigaction old;
      /* nohup and background jobs ignore some: so do we. */
      if (sigaction (cleanup_signals[i], NULL, &old) != 0 || old.sa_handler == SIG_IGN)
        continue;
      sigaction (cleanup_signals[i], &sa, NULL);
    }
}

/* ---- the destination --------------------------------------------------- */

/* The refusal to replace what is at a path, by what it is: one whole
 * sentence each, for translators. */
static const char *
not_replaced_format (mode_t mode)
{
  if (S_ISDIR (mode))
    return _("%s is a folder, which is not replaced (expected a file)");
  if (S_ISCHR (mode) || S_ISBLK (mode))
    return _("%s is a device, which is not replaced (expected a file)");
  if (S_ISFIFO (mode))
    return _("%s is a named pipe, which is not replaced (expected a file)");
  if (S_ISSOCK (mode))
    return _("%s is a socket, which is not replaced (expected a file)");
  return _("%s is not a regular file, which is not replaced (expected a file)");
}

/* Read-only by its permissions.  The superuser may write any file, but a
 * file without write permission was made so on purpose. */
static gboolean
is_read_only (const char *path, const struct stat *st)
{
  if (geteuid () == 0)
    return (st->st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0;
  return faccessat (AT_FDCWD, path, W_OK, AT_EACCESS) != 0 && errno == EACCES;
}

/* What is at @path (*@exists, *@st), or FALSE with @error when it may
 * not be replaced. */
static gboolean
look_at_target (const char *path, gboolean check_read_only, struct stat *st,
                gboolean *exists, GError **error)
{
  *exists = FALSE;
  if (path[0] == '\0')
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                   _("cannot write a file without a name (expected a file name)"));
      return FALSE;
    }
  if (lstat (path, st) != 0)
    return errno == ENOENT ? TRUE : fail_write (error, errno, path);
  *exists = TRUE;
  if (S_ISLNK (st->st_mode))
    {
      g_set_error (error, VALET_OUTPUT_ERROR, VALET_OUTPUT_ERROR_NOT_REGULAR,
                   _("%s is a symbolic link, which is not replaced (expected a file: "
                     "give the path of the file it points to)"), path);
      return FALSE;
    }
  if (!S_ISREG (st->st_mode))
    {
      g_set_error (error, VALET_OUTPUT_ERROR, VALET_OUTPUT_ERROR_NOT_REGULAR,
                   not_replaced_format (st->st_mode), path);
      return FALSE;
    }
  if (check_read_only && g_private_get (&replace_read_only) == NULL
      && is_read_only (path, st))
    {
      g_set_error (error, VALET_OUTPUT_ERROR, VALET_OUTPUT_ERROR_READ_ONLY,
                   _("%s is read-only, and is not replaced (expected a file that may "
                     "be written)"), path);
      return FALSE;
    }
  return TRUE;
}

gboolean
valet_output_check_target (const char *path, GError **error)
{
  struct stat st;
  gboolean exists;

  g_return_val_if_fail (path != NULL, FALSE);
  return look_at_target (path, TRUE, &st, &exists, error);
}

/* ---- temporary files --------------------------------------------------- */

static long
name_max (const char *dir)
{
  long n = pathconf (dir, _PC_NAME_MAX);
  return n > 0 ? n : 255;
}

/* The start of the names of @base's temporary files in @dir: ".BASE.~v",
 * or where that would make a name too long (a name of 246 bytes or
 * more), ".~v" and a hash of BASE. */
static char *
temp_prefix (const char *dir, const char *base)
{
  g_autofree char *hash = NULL;

  if ((long) (1 + strlen (base) + strlen (TEMP_MARK) + TEMP_RANDOM_LENGTH) <= name_max (dir))
    return g_strconcat (".", base, TEMP_MARK, NULL);
  hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, base, -1);
  hash[HASH_LENGTH] = '\0';
  return g_strconcat (TEMP_MARK, hash, ".", NULL);
}

static gboolean
has_temp_name (const char *name, const char *prefix)
{
  gsize len = strlen (prefix);

  if (strncmp (name, prefix, len) != 0 || strlen (name) != len + TEMP_RANDOM_LENGTH)
    return FALSE;
  for (const char *p = name + len; *p; p++)
    if (!g_ascii_isalnum (*p))
      return FALSE;
  return TRUE;
}

gboolean
valet_output_is_temp_of (const char *name, const char *target)
{
  g_autofree char *dir = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  g_autofree char *prefix = temp_prefix (dir, base);

  return has_temp_name (name, prefix);
}

/* Removes @path when no write holds its lock: a program killed while
 * writing left it. */
static void
remove_if_left_over (const char *path)
{
  int fd = open (path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  struct stat st, now;

  if (fd < 0)
    return;
  if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode) && flock (fd, LOCK_EX | LOCK_NB) == 0
      && lstat (path, &now) == 0 && now.st_dev == st.st_dev && now.st_ino == st.st_ino)
    unlink (path);   /* with the lock held: see create_locked_temp() */
  close (fd);
}

static void
remove_left_overs (const char *dir, const char *prefix)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);

  if (d == NULL)
    return;
  for (const char *name; (name = g_dir_read_name (d)) != NULL;)
    if (has_temp_name (name, prefix))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        remove_if_left_over (path);
      }
}

/* Creates a file from @template (ending in XXXXXX) and locks it, for as
 * long as it is open: the lock tells other writes that it is alive.  A
 * file another write removed as left over between its creation and the
 * lock has no name any more: then another is made. */
static int
create_locked_temp (char *template, int mode)
{
  gsize len = strlen (template);

  for (int attempt = 0; attempt < 10; attempt++)
    {
      struct stat st;
      int fd;

      memcpy (template + len - TEMP_RANDOM_LENGTH, TEMP_RANDOM, TEMP_RANDOM_LENGTH);
      fd = g_mkstemp_full (template, O_RDWR | O_CLOEXEC, mode);
      if (fd < 0)
        return -1;
      /* Without locks (some network file systems) nothing is taken as
       * left over either. */
      if (flock (fd, LOCK_EX) != 0 || fstat (fd, &st) != 0 || st.st_nlink > 0)
        return fd;
      close (fd);
    }
  errno = EEXIST;
  return -1;
}

/* A new ValetOutputFile on a file created from @template, registered for
 * removal on a signal; signals wait until it is. */
static ValetOutputFile *
output_file_create (char *template, int mode, const char *path, const char *dir,
                    GError **error)
{
  sigset_t block, before;
  ValetOutputFile *f;
  int fd, err;

  sigemptyset (&block);
  for (guint i = 0; i < G_N_ELEMENTS (cleanup_signals); i++)
    sigaddset (&block, cleanup_signals[i]);
  pthread_sigmask (SIG_BLOCK, &block, &before);
  fd = create_locked_temp (template, mode);
  err = errno;
  f = g_new0 (ValetOutputFile, 1);
  f->fd = fd;
  f->slot = fd >= 0 ? register_temp (template) : -1;
  pthread_sigmask (SIG_SETMASK, &before, NULL);
  if (fd < 0)
    {
      g_free (f);
      fail_write (error, err, path);
      return NULL;
    }
  f->temp = g_strdup (template);
  f->path = g_strdup (path);
  f->dir = g_strdup (dir);
  return f;
}

/* @path with its folder's links resolved, for a file not written yet. */
static char *
resolved_name (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  char *real = realpath (dir, NULL);
  g_autofree char *canonical = g_canonicalize_filename (dir, NULL);
  char *name = g_build_filename (real ? real : canonical, base, NULL);

  free (real);
  return name;
}

gboolean
valet_same_file (const char *a, const char *b)
{
  struct stat sa, sb;
  g_autofree char *na = NULL;
  g_autofree char *nb = NULL;

  if (stat (a, &sa) == 0 && stat (b, &sb) == 0)
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
  na = resolved_name (a);
  nb = resolved_name (b);
  return strcmp (na, nb) == 0;
}

/* @path with every link resolved when it exists, else as resolved_name(). */
static char *
full_name (const char *path)
{
  char *real = realpath (path, NULL);
  char *name;

  if (real == NULL)
    return resolved_name (path);
  name = g_strdup (real);
  free (real);
  return name;
}

gboolean
valet_path_within (const char *path, const char *dir)
{
  struct stat sd;
  g_autofree char *np = full_name (path);
  g_autofree char *nd = full_name (dir);
  g_autofree char *up = NULL;
  gsize len = strlen (nd);

  if (strncmp (np, nd, len) == 0
      && (np[len] == '\0' || np[len] == G_DIR_SEPARATOR || g_str_equal (nd, G_DIR_SEPARATOR_S)))
    return TRUE;
  if (stat (dir, &sd) != 0)
    return FALSE;
  /* The same folder by another name (a bind mount): each folder up from
   * @path, compared by what it is. */
  up = g_strdup (np);
  for (;;)
    {
      struct stat su;
      char *parent;

      if (stat (up, &su) == 0 && su.st_dev == sd.st_dev && su.st_ino == sd.st_ino)
        return TRUE;
      parent = g_path_get_dirname (up);
      if (g_str_equal (parent, up))
        {
          g_free (parent);
          return FALSE;
        }
      g_free (up);
      up = parent;
    }
}

ValetOutputFile *
valet_output_file_new (const char *path, GError **error)
{
  struct stat st;
  gboolean exists;

  g_return_val_if_fail (path != NULL, NULL);
  if (!look_at_target (path, TRUE, &st, &exists, error))
    return NULL;

  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *prefix = temp_prefix (dir, base);
  g_autofree char *template = g_strconcat (dir, G_DIR_SEPARATOR_S, prefix, TEMP_RANDOM, NULL);

  remove_left_overs (dir, prefix);
  /* Data that replace a file stay private until they take its
   * permissions; a new file gets those of any new file (the umask). */
  return output_file_create (template, exists ? 0600 : 0666, path, dir, error);
}

ValetOutputFile *
valet_output_file_new_for_stdout (GError **error)
{
  const char *dir = g_get_tmp_dir ();
  g_autofree char *template = g_build_filename (dir, STDOUT_PREFIX TEMP_RANDOM, NULL);

  remove_left_overs (dir, STDOUT_PREFIX);
  return output_file_create (template, 0600, NULL, dir, error);
}

const char *
valet_output_file_get_temp_path (ValetOutputFile *f)
{
  return f->temp;
}

const char *
valet_output_file_get_path (ValetOutputFile *f)
{
  return f->path ? f->path : "-";
}

gboolean
valet_output_file_write (ValetOutputFile *f, const void *data, gsize length,
                         GError **error)
{
  const char *p = data;

  while (length > 0)
    {
      gssize n = write (f->fd, p, MIN (length, (gsize) G_MAXSSIZE));
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return fail_write (error, n < 0 ? errno : ENOSPC, valet_output_file_get_path (f));
      p += n;
      length -= (gsize) n;
    }
  return TRUE;
}

/* ---- into place -------------------------------------------------------- */

/* The permissions, owner and group of the file @fd replaces, as far as
 * this user may give them (a group of one's own, at least). */
static void
keep_attributes (int fd, const struct stat *old)
{
  struct stat now;

  if (fstat (fd, &now) != 0)
    return;
  if ((now.st_uid != old->st_uid || now.st_gid != old->st_gid)
      && fchown (fd, old->st_uid, old->st_gid) != 0
      && fchown (fd, (uid_t) -1, old->st_gid) != 0)
    g_debug ("the owner of a replaced file could not be kept");
  /* Permission bits only: set-user-ID on a data file is no one's wish. */
  if (fchmod (fd, old->st_mode & 0777) != 0)
    g_debug ("the permissions of a replaced file could not be kept");
}

gboolean
valet_output_file_make_ready (ValetOutputFile *f, GError **error)
{
  struct stat st;
  gboolean exists = FALSE;

  /* Looked at again: the destination may have changed meanwhile. */
  if (f->path != NULL && !look_at_target (f->path, FALSE, &st, &exists, error))
    return FALSE;
  if (exists)
    keep_attributes (f->fd, &st);
  if (f->path != NULL && fsync (f->fd) != 0)
    return fail_write (error, errno, f->path);
  return TRUE;
}

/* Standard output gets the bytes, from the start of the temporary file. */
static gboolean
copy_to_stdout (ValetOutputFile *f, GError **error)
{
  char buf[65536];
  off_t at = 0;

  for (;;)
    {
      gssize n = pread (f->fd, buf, sizeof buf, at);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return fail_write (error, errno, NULL);
      if (n == 0)
        return TRUE;
      at += n;
      for (gssize done = 0; done < n;)
        {
          gssize w = write (STDOUT_FILENO, buf + done, (gsize) (n - done));
          if (w < 0 && errno == EINTR)
            continue;
          if (w <= 0)
            return fail_write (error, w < 0 ? errno : EIO, NULL);
          done += w;
        }
    }
}

gboolean
valet_output_file_rename (ValetOutputFile *f, GError **error)
{
  if (f->path == NULL)
    return copy_to_stdout (f, error);
  if (rename (f->temp, f->path) != 0)
    return fail_write (error, errno, f->path);
  f->renamed = TRUE;
  return TRUE;
}

gboolean
valet_output_sync_folder (const char *dir, GError **error)
{
  int fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  int err = 0;

  /* A folder that cannot be opened cannot be flushed: the rename is
   * done all the same. */
  if (fd < 0)
    return TRUE;
  if (fsync (fd) != 0)
    err = errno;
  close (fd);
  /* Some file systems cannot flush a folder; their renames last as they
   * are. */
  if (err != 0 && err != EINVAL && err != ENOTSUP)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (err),
                   _("cannot save the changes to the folder %s: %s"), dir, g_strerror (err));
      return FALSE;
    }
  return TRUE;
}

gboolean
valet_output_file_commit (ValetOutputFile *f, GError **error)
{
  gboolean ok = valet_output_file_make_ready (f, error)
                && valet_output_file_rename (f, error)
                && (f->path == NULL || valet_output_sync_folder (f->dir, error));

  valet_output_file_free (f);
  return ok;
}

void
valet_output_file_free (ValetOutputFile *f)
{
  if (f == NULL)
    return;
  /* Removed before the lock is let go, so that no other write takes it
   * for one left over meanwhile. */
  if (!f->renamed)
    unlink (f->temp);
  unregister_temp (f->slot);
  if (f->fd >= 0)
    close (f->fd);
  g_free (f->path);
  g_free (f->temp);
  g_free (f->dir);
  g_free (f);
}

gboolean
valet_output_write_contents (const char *path, const char *data, gsize length,
                             GError **error)
{
  g_autoptr (ValetOutputFile) f = valet_output_file_new (path, error);

  if (f == NULL || !valet_output_file_write (f, data, length, error))
    return FALSE;
  return valet_output_file_commit (g_steal_pointer (&f), error);
}
