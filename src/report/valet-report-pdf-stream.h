/* valet-report-pdf-stream.h: a PDF surface on a report's temporary file
 * that notices every failed write.
 *
 * cairo's own file output (cairo_pdf_surface_create()) looks at what
 * fwrite() returns, but not at fclose(): the last buffer of the file,
 * written only when it is closed, may fail (a full disk, the limit of
 * `ulimit -f`) and cairo report success, and a PDF cut short take the
 * place of the earlier one.  Here each write goes straight to the file
 * and its error is kept. */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

typedef struct _ValetPdfStream ValetPdfStream;

/* A PDF surface of @width by @height points writing @temp (made empty
 * by valet_report_file_begin()); *@stream is closed with
 * valet_pdf_stream_close() after the surface is finished and
 * destroyed. */
cairo_surface_t *valet_pdf_stream_surface (const char      *temp,
                                           double           width,
                                           double           height,
                                           ValetPdfStream **stream);
/* Closes the file and frees @stream; CAIRO_STATUS_WRITE_ERROR when a
 * write, or the file's opening or closing, failed. */
cairo_status_t   valet_pdf_stream_close   (ValetPdfStream  *stream);

/* Draws every page on @surface; the status of its drawing. */
typedef cairo_status_t (*ValetPdfDrawFunc) (cairo_surface_t *surface,
                                            gpointer         data);

/* Writes the PDF of @width by @height points drawn by @draw to @temp
 * (made by valet_report_file_begin() for @path) with its title, creator
 * and date, and puts it in @path's place when every step and write
 * succeeded (valet_report_file_finish_cairo()); else @path is left as it
 * was and @error says why. */
gboolean         valet_pdf_stream_write_file (const char       *temp,
                                              const char       *path,
                                              double            width,
                                              double            height,
                                              const char       *title,
                                              GDateTime        *date,
                                              ValetPdfDrawFunc  draw,
                                              gpointer          data,
                                              GError          **error);

G_END_DECLS
