/* valet-report-file.h: reports are written to a temporary file beside
 * their destination and renamed into place when complete (see
 * valet-output-file.h), so that a failed export never leaves half a
 * file, nor spoils an earlier one; a folder, link, device or read-only
 * file at the destination is refused.  The destination "-" is standard
 * output: the report goes there whole once it is written. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Creates an empty temporary file for @path and returns its name, or
 * NULL with @error set.  The writer writes it in place, by that name. */
char     *valet_report_file_begin   (const char  *path,
                                     GError     **error);
/* Puts @temp in place of @path.  On failure @temp is removed and @error
 * set. */
gboolean  valet_report_file_commit  (const char  *temp,
                                     const char  *path,
                                     GError     **error);
/* valet_report_file_commit() after cairo wrote @temp with @status, or
 * valet_report_file_abort() with @error set when it failed. */
gboolean  valet_report_file_finish_cairo (const char     *temp,
                                          const char     *path,
                                          int             status,
                                          GError        **error);
/* Removes @temp after a failed write. */
void      valet_report_file_abort   (const char  *temp);

G_END_DECLS
