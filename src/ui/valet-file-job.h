/* valet-file-job.h: what Export and Save As share: a file chooser, the
 * checks before writing (never over the files the results were read
 * from, nor over a folder, a link, a device or a pipe; a read-only file
 * only when the user says so), the writing in a worker thread, a toast
 * when done and a dialog when it fails.
 *
 * A job is a ValetFileJob, or a struct that begins with one; its class
 * says what differs: what it writes and how, and its words. */
#pragma once

#include <adwaita.h>
#include "valet-document.h"

G_BEGIN_DECLS

typedef struct _ValetFileJob ValetFileJob;

typedef struct {
  gsize        size;              /* of the job, when more than a ValetFileJob */
  gboolean     needs_run;         /* refused until the document has scored */
  /* Marked with N_(), translated when shown. */
  const char  *imported_heading;  /* refused over the imported results */
  const char  *imported_body;     /* why, with %s for the imported file */
  const char  *not_local;         /* a toast: the file chosen is not local */
  /* In the worker thread: writes @job's path. */
  gboolean   (*write)    (ValetFileJob *job, GError **error);
  /* The files writing @job's path replaces; NULL: that file alone. */
  GPtrArray *(*targets)  (ValetFileJob *job);
  /* Optional: TRUE when @job fills the folder of its path whole (a web
   * site), which then may neither be nor hold an imported file. */
  gboolean   (*fills_folder) (ValetFileJob *job);
  /* Optional: FALSE with @error set, the user told why (valet_file_job_tell()),
   * when the path may not be written for reasons of the job's own. */
  gboolean   (*check)    (ValetFileJob *job, GError **error);
  /* Optional, after the file chooser (not when the imported results
   * would be replaced: that is refused anyway): TRUE when it asks the
   * user first, then goes on with valet_file_job_write() or _free(). */
  gboolean   (*confirm)  (ValetFileJob *job);
  /* Optional: TRUE when it told the user how the writing went; else a
   * toast says it was saved, or a dialog why not. */
  gboolean   (*report)   (ValetFileJob *job, const GError *error);
  /* Optional: adds choices (gtk_file_chooser_add_choice()) to the file
   * chooser before it is shown, and reads them once a file is chosen. */
  void       (*add_choices) (ValetFileJob *job, GtkFileChooser *chooser);
  void       (*read_choices) (ValetFileJob *job, GtkFileChooser *chooser);
  /* Optional: frees what the job holds beyond a ValetFileJob. */
  void       (*finalize) (ValetFileJob *job);
} ValetFileJobClass;

struct _ValetFileJob {
  const ValetFileJobClass *klass;
  GtkWindow               *parent;  /* weak: the window may close first */
  AdwToastOverlay         *toasts;  /* weak, likewise */
  ValetSource             *source;  /* what the results were read from */
  GtkFileChooserNative    *chooser;
  guint                    format;  /* which of the caller's formats */
  char                    *path;    /* where to write: a file, or a folder */
  gboolean                 force;   /* the user said to replace a read-only file */
  /* The user said to replace the results read (saving corrections over
   * them); otherwise writing over them is refused. */
  gboolean                 over_read;
  ValetDocument           *document; /* weak: what the job writes, from */
  guint                    corrections; /* the document's, when the job began */
  guint                    saving;  /* the timeout that says "Saving…" */
};

/* A job of @klass for @document in @format, with dialogs over @parent
 * (or else the window of @toasts); NULL, with a toast, when nothing is
 * loaded yet. */
ValetFileJob *valet_file_job_new   (const ValetFileJobClass *klass,
                                    ValetDocument           *document,
                                    guint                    format,
                                    GtkWindow               *parent,
                                    AdwToastOverlay         *toasts);
void          valet_file_job_free  (ValetFileJob            *job);

/* Asks where to write with a file chooser titled @title, then writes
 * there; takes @job.  With @filter_name, files of @suffix are shown and
 * "@stem.@suffix" is proposed. */
void          valet_file_job_choose (ValetFileJob          *job,
                                     const char            *title,
                                     GtkFileChooserAction   action,
                                     const char            *accept,
                                     const char            *filter_name,
                                     const char            *stem,
                                     const char            *suffix);

/* Checks @job's path, asks about a read-only file, writes in a worker
 * thread and tells how it went; takes @job.  @callback, when not NULL,
 * is called once all is over, with a GTask whose boolean says whether
 * the file was written (g_task_propagate_boolean()). */
void          valet_file_job_write        (ValetFileJob         *job,
                                           GAsyncReadyCallback   callback,
                                           gpointer              user_data);

/* A toast for a few seconds. */
void          valet_file_job_toast (ValetFileJob *job,
                                    const char   *text);
/* A dialog over the window, or a toast when there is none. */
void          valet_file_job_tell  (ValetFileJob *job,
                                    const char   *heading,
                                    const char   *body);
/* Asks whether to replace, with "cancel" the default; @answered is
 * connected to the dialog's "response" signal with @data. */
void          valet_file_job_ask_replace (ValetFileJob *job,
                                          const char   *heading,
                                          const char   *body,
                                          GCallback     answered,
                                          gpointer      data);
/* What follows the file chooser: the class's confirm() asks what it
 * must (an earlier web site replaced), then the writing; takes @job. */
void          valet_file_job_confirm_then_write (ValetFileJob *job);

/* Asks as valet_file_job_ask_replace(), then writes (valet_file_job_write())
 * when the answer is to replace, or frees @job; takes @job.  For a
 * class's confirm(). */
void          valet_file_job_ask_then_write (ValetFileJob *job,
                                             const char   *heading,
                                             const char   *body);

/* Where a file chooser starts: the folder of the results open in
 * @document (the folder itself when a folder was opened), or the home
 * folder when none are.  Free with g_object_unref. */
GFile        *valet_file_job_start_folder (ValetDocument *document);

G_END_DECLS
