/* valet-print.h: printing the report (Ctrl+P). */
#pragma once

#include <adwaita.h>
#include "valet-document.h"

G_BEGIN_DECLS

/* Prints the report of the numbers on screen: the same pages as the PDF
 * export, through the print dialog over @parent.  Problems are told in
 * a toast on @toasts. */
void     valet_print_start   (GtkWindow       *parent,
                              ValetDocument   *document,
                              AdwToastOverlay *toasts);

/* The same pages through GTK's printing, without a dialog, into the PDF
 * file @path: what a printer would be sent.  Blocks until done. */
gboolean valet_print_to_file (ValetDocument   *document,
                              const char      *path,
                              GError         **error);

G_END_DECLS
