/* valet-input-file.h: the bytes of an input file, within limits.
 *
 * Every file of results is read through here: a device, a named pipe
 * or a socket given as an input would be read for ever (/dev/zero) or
 * wait for ever (a pipe nobody writes to), and a file of gigabytes
 * would be held whole in memory before any reader could refuse it.  So
 * only regular files are read, and none larger than a limit (by
 * default VALET_INPUT_MAX_SIZE_DEFAULT), told from the file's size
 * before a byte is read, and counted again while reading, since a file
 * may grow, /proc's files say they hold nothing, and a stream says
 * nothing at all.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* 2 GiB: a championship's results are a few megabytes. */
#define VALET_INPUT_MAX_SIZE_DEFAULT (G_GUINT64_CONSTANT (2) << 30)

#define VALET_INPUT_ERROR (valet_input_error_quark ())

typedef enum {
  VALET_INPUT_ERROR_NOT_REGULAR,   /* a folder, a device, a pipe, a socket */
  VALET_INPUT_ERROR_TOO_LARGE      /* more than the limit */
} ValetInputError;

GQuark   valet_input_error_quark    (void);

/* The limit on the size of every input the process reads, in bytes (at
 * least 1).  Set once, before reading (valet-cli's --max-input-size). */
void     valet_input_set_max_size   (guint64      max_size);
guint64  valet_input_get_max_size   (void);

/* A size as a user writes it: a number of bytes, or of KiB, MiB or GiB
 * with a suffix K, M or G (either case; "2G" is 2147483648).  FALSE for
 * anything else, for 0, and for a size beyond 64 bits. */
gboolean valet_input_size_parse     (const char  *text,
                                     guint64     *size);

/* The file descriptor of @path opened for reading when it is a regular
 * file (a link to one is); -1 with @error set otherwise, without
 * waiting for a named pipe's writer.  Close it with close(). */
int      valet_input_open           (const char  *path,
                                     GError     **error);

/* The bytes of @fd up to its end, NUL-terminated, when there are at
 * most @max_size of them; reading stops at the first byte past
 * @max_size, with VALET_INPUT_ERROR_TOO_LARGE.  @fd may be a regular
 * file or a stream (a pipe, standard input); @size_hint (0: none) is
 * the size fstat() gave, to allocate once.  @fd is left open. */
char    *valet_input_read_fd        (int          fd,
                                     guint64      size_hint,
                                     guint64      max_size,
                                     gsize       *length,
                                     GError     **error);

/* The whole of the regular file @path, NUL-terminated (*@length bytes
 * before the NUL), refused before reading when it is not a regular file
 * or is larger than valet_input_get_max_size().  NULL with @error set
 * (a message that follows the file's name). */
char    *valet_input_read_file      (const char  *path,
                                     gsize       *length,
                                     GError     **error);

G_END_DECLS
