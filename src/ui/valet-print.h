/* valet-print.h: printing the report (Ctrl+P). */
#pragma once

#include <adwaita.h>
#include "valet-document.h"

G_BEGIN_DECLS

/* Prints the report of the numbers on screen: the same pages as the PDF
 * export, through the print dialog over @parent; or, with @export_to,
 * without a dialog into that PDF file, what a printer would be sent (the
 * same path to the printer otherwise, for tests).  Problems are told in
 * a toast on @toasts. */
void     valet_print_start   (GtkWindow       *parent,
                              ValetDocument   *document,
                              AdwToastOverlay *toasts,
                              const char      *export_to);

G_END_DECLS
