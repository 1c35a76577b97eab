/* valet-xlsx-app.h: the program a workbook says made it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Rewrites the workbook at @path so that its document properties name
 * Valet as the program that made it: libxlsxwriter writes "Microsoft
 * Excel" there and offers no way to say otherwise.  Every other part is
 * copied as it is, without being compressed again. */
gboolean valet_xlsx_name_application (const char *path,
                                      GError    **error);

G_END_DECLS
