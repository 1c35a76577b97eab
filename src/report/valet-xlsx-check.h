/* valet-xlsx-check.h: a finished workbook read back before it takes the
 * place of an earlier file.
 *
 * libxlsxwriter writes every part of a workbook to a temporary file with
 * stdio and never looks at those writes' errors: on a full disk it packs
 * a part cut short, or one with a hole where a buffer was lost, and
 * reports success.  So the workbook is read back, as a program opening it
 * would, before it is renamed into place.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What the writer put on one worksheet: the rows that hold a cell, and
 * the cells (each counted once, however often it was written). */
typedef struct {
  guint64 rows;
  guint64 cells;
} ValetXlsxSheetCount;

/* Whether the workbook at @path reads back whole: every entry of the ZIP
 * file unpacks with the right checksum and size; [Content_Types].xml,
 * _rels/.rels, xl/workbook.xml, its relationships, the styles, the
 * document properties, the @n_sheets worksheets and every part that
 * [Content_Types].xml names are there; every XML part is well-formed
 * (libxml2, without a document type, entities from outside or the
 * network); and worksheet i+1 holds the rows and cells @sheets[i] says
 * were written, which a hole between two whole elements would not show
 * otherwise.  FALSE with @error set (G_FILE_ERROR) saying which part is
 * damaged, and how. */
gboolean valet_xlsx_check (const char                *path,
                           const ValetXlsxSheetCount *sheets,
                           guint                      n_sheets,
                           GError                   **error);

G_END_DECLS
