/* valet-report-pdf-stream.c: see valet-report-pdf-stream.h. */
#include "config.h"

#include <cairo-pdf.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "valet-report-pdf-stream.h"

struct _ValetPdfStream {
  int      fd;
  gboolean failed;
};

static cairo_status_t
write_all (void *closure, const unsigned char *data, unsigned int length)
{
  ValetPdfStream *s = closure;

  while (length > 0 && !s->failed)
    {
      ssize_t n = write (s->fd, data, length);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        s->failed = TRUE;
      else
        data += n, length -= (unsigned int) n;
    }
  return s->failed ? CAIRO_STATUS_WRITE_ERROR : CAIRO_STATUS_SUCCESS;
}

cairo_surface_t *
valet_pdf_stream_surface (const char *temp, double width, double height,
                          ValetPdfStream **stream)
{
  ValetPdfStream *s = g_new0 (ValetPdfStream, 1);

  /* Opened for writing only: the temporary file is ours, made empty. */
  s->fd = g_open (temp, O_WRONLY | O_TRUNC | O_CLOEXEC, 0);
  s->failed = s->fd < 0;
  *stream = s;
  return cairo_pdf_surface_create_for_stream (write_all, s, width, height);
}

cairo_status_t
valet_pdf_stream_close (ValetPdfStream *stream)
{
  gboolean failed = stream->failed;

  if (stream->fd >= 0 && close (stream->fd) != 0)
    failed = TRUE;
  g_free (stream);
  return failed ? CAIRO_STATUS_WRITE_ERROR : CAIRO_STATUS_SUCCESS;
}
