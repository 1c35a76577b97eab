/* valet-csv-mapping-dialog.h: which column of a CSV file holds which
 * field, asked when the file's first row does not name them in words
 * the reader knows.
 *
 * One drop-down per field (the header's cells, or none for the optional
 * round and lead) above the first rows of the file.  Open is enabled
 * when every required field has a column of its own. */
#pragma once

#include <adwaita.h>
#include "valet-csv-reader.h"

G_BEGIN_DECLS

/* Kept for the ui tests (tests/ui), which read what is shown through them
 * rather than through the widgets' insides; the program itself does not
 * call them: valet_csv_mapping_dialog_get_drop_down(),
 * valet_csv_mapping_dialog_get_header(). */

#define VALET_TYPE_CSV_MAPPING_DIALOG (valet_csv_mapping_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ValetCsvMappingDialog, valet_csv_mapping_dialog, VALET,
                      CSV_MAPPING_DIALOG, AdwWindow)

/* @rows: the header's cells, then the first rows, each a NULL-terminated
 * array of cells (as valet_read_csv_preview() gives them); @initial:
 * the columns chosen at first.  Emits "response" once, with "open" or
 * "cancel" (Cancel, Esc, or closing the window). */
ValetCsvMappingDialog *valet_csv_mapping_dialog_new           (GtkWindow             *parent,
                                                               const char            *file_name,
                                                               GPtrArray             *rows,
                                                               const ValetCsvMapping *initial);

/* The columns chosen now. */
void                   valet_csv_mapping_dialog_get_mapping   (ValetCsvMappingDialog *self,
                                                               ValetCsvMapping       *mapping);
/* The header's cells. */
const char *const     *valet_csv_mapping_dialog_get_header    (ValetCsvMappingDialog *self);
/* The drop-down of @field: item 0 is "(none)", item k + 1 column k. */
GtkDropDown           *valet_csv_mapping_dialog_get_drop_down (ValetCsvMappingDialog *self,
                                                               ValetCsvField          field);

/* Reads the first rows of the CSV file @file (in @encoding, "" or NULL
 * for UTF-8) in a worker thread, then shows the dialog over @parent,
 * with the columns remembered for its header in @remembered (see
 * valet-csv-mappings.h), or else those that match by name. */
void                   valet_csv_mapping_dialog_run_async     (GtkWindow             *parent,
                                                               GFile                 *file,
                                                               const char            *encoding,
                                                               GVariant              *remembered,
                                                               GCancellable          *cancellable,
                                                               GAsyncReadyCallback    callback,
                                                               gpointer               user_data);
/* TRUE with *@mappings (@remembered with the chosen columns added) when
 * the user chose Open; FALSE without an error when the user cancelled;
 * FALSE with an error when the file's first rows could not be read or
 * the dialog went away with its parent (G_IO_ERROR_CANCELLED). */
gboolean               valet_csv_mapping_dialog_run_finish    (GAsyncResult          *result,
                                                               GVariant             **mappings,
                                                               GError               **error);

G_END_DECLS
