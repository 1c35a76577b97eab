/* valet-html-writer.h: the report as a small web site: an index with
 * the ranking and its chart, a page per pair that played (ranked or
 * not) and a page per board, a style sheet and a sorting script.
 *
 * The site is written whole into a temporary folder inside @dir and
 * moved into place (valet-site-folder.h): a failure leaves nothing half
 * written, and an earlier site in @dir is replaced only once the new one
 * is complete.
 */
#pragma once

#include <glib.h>
#include "valet-report.h"

G_BEGIN_DECLS

/* Writes the site of @report into the folder @dir.  @dir may be
 * missing, empty, or a site Valet wrote (its manifest names every file
 * in it), which is replaced; any other folder with something in it, or
 * a file, is refused and left as it is. */
gboolean  valet_write_html  (ValetReport  *report,
                             const char   *dir,
                             GError      **error);

G_END_DECLS
