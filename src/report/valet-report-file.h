/* valet-report-file.h: reports are written to a temporary file beside
 * their destination and renamed into place when complete, so that a
 * failed export never leaves half a file, nor spoils an earlier one. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Creates an empty temporary file in the folder of @path and returns its
 * name, or NULL with @error set. */
char     *valet_report_file_begin   (const char  *path,
                                     GError     **error);
/* Renames @temp to @path.  On failure @temp is removed and @error set. */
gboolean  valet_report_file_commit  (const char  *temp,
                                     const char  *path,
                                     GError     **error);
/* Removes @temp after a failed write. */
void      valet_report_file_abort   (const char  *temp);

G_END_DECLS
