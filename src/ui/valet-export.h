/* valet-export.h: Export to XLSX, PDF or a web site from the window: a
 * file chooser, the writing in a worker thread, a toast when done. */
#pragma once

#include <adwaita.h>
#include "valet-document.h"

G_BEGIN_DECLS

typedef enum {
  VALET_EXPORT_XLSX = 0,
  VALET_EXPORT_PDF,
  VALET_EXPORT_HTML             /* a folder: the site of valet_write_html() */
} ValetExportFormat;

/* Asks where to save @document's report, then writes it; the outcome is
 * told by a toast in @toasts. */
void valet_export_start (GtkWindow         *parent,
                         ValetDocument     *document,
                         ValetExportFormat  format,
                         AdwToastOverlay   *toasts);

/* Writes @document's report to @path as Export does once its file
 * chooser has given the path (the chooser's second half, and the way
 * tests export, since they cannot drive a native chooser), and tells the
 * outcome in @toasts.  A file the results were read from (for a web
 * site, a folder that is or holds one), a folder, a link, a device or a
 * pipe at @path is refused with a dialog over the window of @toasts; a
 * read-only file, or an earlier web site in the folder, is replaced
 * only when the user says so there. */
void valet_export_to_file (ValetDocument     *document,
                           ValetExportFormat  format,
                           const char        *path,
                           AdwToastOverlay   *toasts);

/* The same for a PDF of @sections, as the Export PDF chooser's Contents
 * choice names them: "ranking", "method,ranking,charts" or "all"
 * (valet_pdf_sections_from_string()). */
void valet_export_pdf_to_file (ValetDocument     *document,
                               const char        *sections,
                               const char        *path,
                               AdwToastOverlay   *toasts);

G_END_DECLS
