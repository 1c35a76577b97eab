/* valet-report-pdf-stream.c: see valet-report-pdf-stream.h. */
#include "config.h"

#include <cairo-pdf.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "valet-report-pdf-stream.h"
#include "valet-report-file.h"

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

gboolean
valet_pdf_stream_write_file (const char *temp, const char *path, double width, double height,
                             const char *title, GDateTime *date, ValetPdfDrawFunc draw,
                             gpointer data, GError **error)
{
  ValetPdfStream *stream;
  cairo_surface_t *surface = valet_pdf_stream_surface (temp, width, height, &stream);
  g_autofree char *when = g_date_time_format (date, "%Y-%m-%dT%H:%M:%S%:z");
  cairo_status_t status, closed;

  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR,
                                  "Valet " PACKAGE_VERSION);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATE_DATE, when);
  status = draw (surface, data);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  closed = valet_pdf_stream_close (stream);
  if (status == CAIRO_STATUS_SUCCESS)
    status = closed;
  return valet_report_file_finish_cairo (temp, path, status, error);
}
