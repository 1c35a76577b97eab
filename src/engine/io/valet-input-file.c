/* valet-input-file.c: regular files only, and no more of them than a
 * limit. */
#include "config.h"
#include "valet-input-file.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* What is read at a time from a stream, or past the end fstat() gave. */
#define CHUNK (64 * 1024)

G_DEFINE_QUARK (valet-input-error-quark, valet_input_error)

/* Set before any reading starts (in main), and only read after: the
 * readers' threads are started later. */
static guint64 max_input_size = VALET_INPUT_MAX_SIZE_DEFAULT;

void
valet_input_set_max_size (guint64 max_size)
{
  g_return_if_fail (max_size > 0);
  max_input_size = max_size;
}

guint64
valet_input_get_max_size (void)
{
  return max_input_size;
}

gboolean
valet_input_size_parse (const char *text, guint64 *size)
{
  static const char suffixes[] = "KMG";
  guint64 value = 0, unit = 1;
  const char *p = text;

  if (text == NULL || !g_ascii_isdigit (*p))
    return FALSE;
  for (; g_ascii_isdigit (*p); p++)
    {
      if (value > (G_MAXUINT64 - (guint64) (*p - '0')) / 10)
        return FALSE;
      value = value * 10 + (guint64) (*p - '0');
    }
  if (*p != '\0')
    {
      const char *s = strchr (suffixes, g_ascii_toupper (*p));
      if (s == NULL || p[1] != '\0')
        return FALSE;
      unit = G_GUINT64_CONSTANT (1) << (10 * (s - suffixes + 1));
    }
  if (value == 0 || value > G_MAXUINT64 / unit)
    return FALSE;
  *size = value * unit;
  return TRUE;
}

/* What a file that is not a regular file is, said in a message. */
static const char *
kind_of_file (mode_t mode)
{
  if (S_ISDIR (mode))
    return _("a folder");
  if (S_ISCHR (mode))
    return _("a character device");
  if (S_ISBLK (mode))
    return _("a block device");
  if (S_ISFIFO (mode))
    return _("a named pipe");
  if (S_ISSOCK (mode))
    return _("a socket");
  return _("not a regular file");
}

static void
set_not_regular (GError **error, mode_t mode)
{
  g_set_error (error, VALET_INPUT_ERROR, VALET_INPUT_ERROR_NOT_REGULAR,
               _("is %s (expected a regular file of results)"), kind_of_file (mode));
}

/* "2.0 GiB (2147483648 bytes)", or "100 bytes", in the units
 * --max-input-size takes.  (g_format_size() puts a no-break space
 * before the unit, which a terminal in the C locale shows as '?'.) */
static char *
format_size (guint64 size)
{
  static const char *const units[] = { "KiB", "MiB", "GiB", "TiB", "PiB", "EiB" };
  guint i = 0;
  double value = (double) size / 1024;

  if (size < 1024)
    return g_strdup_printf (ngettext ("%u byte", "%u bytes", (gulong) size), (guint) size);
  while (value >= 1024 && i + 1 < G_N_ELEMENTS (units))
    {
      value /= 1024;
      i++;
    }
  g_autofree char *bytes = g_strdup_printf ("%" G_GUINT64_FORMAT, size);
  /* TRANSLATORS: a size, its unit (KiB, MiB, GiB ...), the bytes. */
  return g_strdup_printf (ngettext ("%.1f %s (%s byte)", "%.1f %s (%s bytes)", (gulong) size),
                          value, units[i], bytes);
}

static void
set_too_large (GError **error, guint64 size, gboolean at_least, guint64 max_size)
{
  g_autofree char *limit = format_size (max_size);
  g_autofree char *shown = format_size (size);

  if (at_least)
    g_set_error (error, VALET_INPUT_ERROR, VALET_INPUT_ERROR_TOO_LARGE,
                 _("holds more than the %s an input may hold; reading stopped there "
                   "(expected a file of results, far smaller; valet-cli's "
                   "--max-input-size sets the limit)"), limit);
  else
    g_set_error (error, VALET_INPUT_ERROR, VALET_INPUT_ERROR_TOO_LARGE,
                 _("is %s, more than the %s an input may hold; nothing was read "
                   "(expected a file of results, far smaller; valet-cli's "
                   "--max-input-size sets the limit)"), shown, limit);
}

static void
set_errno (GError **error, int err)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (err),
               _("cannot be read: %s"), g_strerror (err));
}

int
valet_input_open (const char *path, GError **error)
{
  GStatBuf st;
  int fd;

  /* Told before opening: opening a named pipe waits for its writer. */
  if (g_stat (path, &st) != 0)
    {
      set_errno (error, errno);
      return -1;
    }
  if (!S_ISREG (st.st_mode))
    {
      set_not_regular (error, st.st_mode);
      return -1;
    }
  /* O_NONBLOCK: should a pipe take the file's place meanwhile, the open
   * does not wait, and fstat() then refuses it. */
  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0);
  if (fd < 0)
    {
      set_errno (error, errno);
      return -1;
    }
  if (fstat (fd, &st) != 0)
    {
      set_errno (error, errno);
      close (fd);
      return -1;
    }
  if (!S_ISREG (st.st_mode))
    {
      set_not_regular (error, st.st_mode);
      close (fd);
      return -1;
    }
  fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);
  return fd;
}

/* The next size of a buffer holding @capacity bytes, of at most @cap. */
static gsize
grown (gsize capacity, gsize cap)
{
  return capacity > cap / 2 ? cap : MAX (capacity * 2, (gsize) CHUNK);
}

char *
valet_input_read_fd (int fd, guint64 size_hint, guint64 max_size, gsize *length,
                     GError **error)
{
  /* Room for one byte past the limit tells a file of exactly the limit
   * from a longer one. */
  gsize cap = (gsize) MIN (max_size, (guint64) G_MAXSIZE - 2) + 1;
  gsize capacity = size_hint > 0 ? (gsize) MIN (size_hint + 1, (guint64) cap)
                                 : MIN ((gsize) CHUNK, cap);
  g_autofree char *data = g_malloc (capacity + 1);
  gsize len = 0;

  for (;;)
    {
      gssize n;

      if (len == capacity)
        {
          capacity = grown (capacity, cap);
          data = g_realloc (data, capacity + 1);
        }
      n = read (fd, data + len, capacity - len);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno (error, errno);
          return NULL;
        }
      if (n == 0)
        break;
      len += (gsize) n;
      if (len == cap)
        {
          set_too_large (error, len, TRUE, max_size);
          return NULL;
        }
    }
  data[len] = '\0';
  *length = len;
  return g_steal_pointer (&data);
}

char *
valet_input_read_file (const char *path, gsize *length, GError **error)
{
  guint64 max_size = valet_input_get_max_size ();
  struct stat st;
  char *data;
  int fd = valet_input_open (path, error);

  if (fd < 0)
    return NULL;
  if (fstat (fd, &st) != 0)
    {
      set_errno (error, errno);
      close (fd);
      return NULL;
    }
  if ((guint64) st.st_size > max_size)
    {
      set_too_large (error, (guint64) st.st_size, FALSE, max_size);
      close (fd);
      return NULL;
    }
  data = valet_input_read_fd (fd, (guint64) st.st_size, max_size, length, error);
  close (fd);
  return data;
}
