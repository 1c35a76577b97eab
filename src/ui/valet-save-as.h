/* valet-save-as.h: Save As from the window: the loaded results written
 * again in an input format (the reference text format, PBN, CSV), for other
 * programs or to hand on.  A file chooser, the writing in a worker
 * thread, a toast when done and a dialog when it fails.  The files the
 * results were read from are never written over. */
#pragma once

#include <adwaita.h>
#include "valet-document.h"

G_BEGIN_DECLS

typedef enum {
  VALET_SAVE_AS_TEXT = 0,   /* a folder: names.txt and scores.txt */
  VALET_SAVE_AS_PBN,        /* a file */
  VALET_SAVE_AS_CSV         /* a file */
} ValetSaveAsFormat;

/* "text", "pbn" or "csv" (the window's action targets); FALSE for
 * others. */
gboolean valet_save_as_format_from_string (const char        *name,
                                           ValetSaveAsFormat *format);

/* The file @source's results were read from that @path is (by device and
 * inode, links followed), or NULL: names.txt and scores.txt of a folder,
 * or the file opened, with names.txt beside a Valet scores file. */
char    *valet_save_as_imported_file      (ValetSource       *source,
                                           const char        *path);

/* Asks whether the read-only file @path may be replaced (@message says
 * why it is refused so far); @answered is connected to the dialog's
 * "response" signal with @data: "replace" or "cancel". */
void     valet_save_as_ask_read_only      (GtkWindow         *parent,
                                           const char        *path,
                                           const char        *message,
                                           GCallback          answered,
                                           gpointer           data);

/* Asks where to save @document's results, then writes them. */
void     valet_save_as_start              (GtkWindow         *parent,
                                           ValetDocument     *document,
                                           ValetSaveAsFormat  format,
                                           AdwToastOverlay   *toasts);

/* The file chooser's second half: writes @document's results to @path
 * (the folder for VALET_SAVE_AS_TEXT) in a worker thread, or refuses
 * when that would replace a file the results were read from, or a
 * folder, link, device or pipe, or when Valet text would go into a
 * folder that holds other files than names.txt and scores.txt.  A
 * read-only file is replaced only when the user says so in a dialog over
 * @parent (without @parent, it is refused).  A toast
 * in @toasts says when they are saved; a dialog over @parent why not.
 * @callback, when not NULL, is called once all is over. */
void     valet_save_as_to_path            (GtkWindow           *parent,
                                           ValetDocument       *document,
                                           ValetSaveAsFormat    format,
                                           const char          *path,
                                           AdwToastOverlay     *toasts,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data);
gboolean valet_save_as_to_path_finish     (GAsyncResult        *result,
                                           GError             **error);

G_END_DECLS
