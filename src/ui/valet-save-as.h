/* valet-save-as.h: Save As from the window: the loaded results written
 * again in an input format (each format of the table with a writer:
 * valet-formats.h), for other programs or to hand on.  A file chooser, the writing in a worker
 * thread, a toast when done and a dialog when it fails.  The files the
 * results were read from are never written over. */
#pragma once

#include <adwaita.h>
#include "valet-document.h"
#include "valet-formats.h"

G_BEGIN_DECLS

/* The format with a writer named @name (the window's action targets:
 * a row's name); FALSE for others. */
gboolean valet_save_as_format_from_string (const char        *name,
                                           ValetInputFormat  *format);

/* Asks where to save @document's results, then writes them. */
void     valet_save_as_start              (GtkWindow         *parent,
                                           ValetDocument     *document,
                                           ValetInputFormat   format,
                                           AdwToastOverlay   *toasts);

/* The file chooser's second half: writes @document's results to @path
 * (the folder for a format kept in one) in a worker thread, or refuses
 * when that would replace a file the results were read from, or a
 * folder, link, device or pipe, or when Valet text would go into a
 * folder that holds other files than names.txt and scores.txt.  A
 * read-only file is replaced only when the user says so in a dialog over
 * @parent, or else the window of @toasts (without either, it is
 * refused).  A toast in @toasts says when they are saved; a dialog why
 * not.
 * @callback, when not NULL, is called once all is over. */
void     valet_save_as_to_path            (GtkWindow           *parent,
                                           ValetDocument       *document,
                                           ValetInputFormat     format,
                                           const char          *path,
                                           AdwToastOverlay     *toasts,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data);
gboolean valet_save_as_to_path_finish     (GAsyncResult        *result,
                                           GError             **error);

/* Save (Ctrl+S): the corrected results over the results read, in their
 * format, once the user says so (Save As is offered instead, and taken
 * for a format Valet does not write). */
void     valet_save_start                 (GtkWindow         *parent,
                                           ValetDocument     *document,
                                           AdwToastOverlay   *toasts);

G_END_DECLS
