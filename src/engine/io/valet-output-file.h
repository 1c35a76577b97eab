/* valet-output-file.h: every file Valet writes, written safely.
 *
 * A file is written to a temporary file in its own folder, flushed to
 * the disk, and renamed over its destination, whose folder is then
 * flushed too: a reader sees the earlier file or the whole new one,
 * never half of one, and a crash or a power cut does not lose both.
 *
 * The destination must be a regular file or not exist yet: a folder, a
 * symbolic link, a device, a named pipe or a socket there is refused,
 * not replaced.  A file that is read-only (by its permissions, also for
 * the superuser) is refused unless the calling thread allows it
 * (valet_output_set_replace_read_only()).  A replaced file keeps its
 * permissions, owner and group.
 *
 * The temporary file is named after its destination, ".NAME.~vXXXXXX",
 * or ".~vHASH.XXXXXX" when that would be longer than the folder allows;
 * it is removed after any failure, and by valet-cli on an interrupt
 * (valet_output_clean_up_on_signals()).  One left by a killed program is
 * removed by the next write of the same destination: each write holds a
 * lock on its temporary file, and only the unlocked ones of the
 * destination's own pattern are taken as left over.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define VALET_OUTPUT_ERROR (valet_output_error_quark ())

typedef enum {
  /* The destination is read-only and replacing it was not allowed. */
  VALET_OUTPUT_ERROR_READ_ONLY = 1,
  /* The destination is a folder, a link, a device, a pipe or a socket. */
  VALET_OUTPUT_ERROR_NOT_REGULAR
} ValetOutputError;

GQuark valet_output_error_quark (void);

typedef struct _ValetOutputFile ValetOutputFile;

/* Whether writes made from the calling thread may replace a read-only
 * file (valet-cli --force, or the user said so); not by default. */
void              valet_output_set_replace_read_only (gboolean allow);

/* Whether @path may be written: TRUE when it does not exist or is a
 * regular file that may be replaced; else FALSE with @error set
 * (VALET_OUTPUT_ERROR, or G_FILE_ERROR when it cannot be looked at). */
gboolean          valet_output_check_target (const char  *path,
                                             GError     **error);

/* Whether @a and @b name one file: by device and inode, links followed;
 * or, while one does not exist yet, by name, its folder's links resolved.
 * An output is checked with it against the files the results are read
 * from. */
gboolean          valet_same_file           (const char  *a,
                                             const char  *b);

/* Whether @path is the folder @dir or lies anywhere below it: by device
 * and inode of @dir and each of @path's folders, links followed; by
 * name while one does not exist yet.  A folder an output fills (a web
 * site) is checked with it against the files the results are read
 * from and against the other outputs. */
gboolean          valet_path_within         (const char  *path,
                                             const char  *dir);

/* Starts writing @path: checks it, removes its left-over temporary
 * files and creates a new one, empty.  NULL with @error set. */
ValetOutputFile  *valet_output_file_new     (const char       *path,
                                             GError          **error);
/* Starts writing to standard output: the bytes go to a temporary file
 * in the temporary folder, and to standard output on commit, so that a
 * writer that wants a file name can write there too. */
ValetOutputFile  *valet_output_file_new_for_stdout (GError **error);

/* The temporary file, for writers that open a file by name (it must be
 * written in place: opened for writing, not replaced). */
const char       *valet_output_file_get_temp_path (ValetOutputFile *file);
const char       *valet_output_file_get_path      (ValetOutputFile *file);

/* Appends @data to the temporary file. */
gboolean          valet_output_file_write   (ValetOutputFile  *file,
                                             const void       *data,
                                             gsize             length,
                                             GError          **error);

/* Flushes the temporary file to the disk, with the permissions, owner
 * and group of the file it replaces, renames it into place and flushes
 * the folder; then frees @file.  On failure the temporary file is
 * removed and the destination left as it was. */
gboolean          valet_output_file_commit  (ValetOutputFile  *file,
                                             GError          **error);

/* The two halves of valet_output_file_commit(), for files that are
 * replaced together: first every file is made ready, then they are
 * renamed one after another.  @file is not freed. */
gboolean          valet_output_file_make_ready (ValetOutputFile  *file,
                                                GError          **error);
gboolean          valet_output_file_rename     (ValetOutputFile  *file,
                                                GError          **error);

/* Removes the temporary file unless it was renamed, and frees @file. */
void              valet_output_file_free    (ValetOutputFile  *file);

/* Writes @length bytes of @data to @path as above. */
gboolean          valet_output_write_contents (const char  *path,
                                               const char  *data,
                                               gsize        length,
                                               GError     **error);

/* Whether @name is the name of one of @target's temporary files. */
gboolean          valet_output_is_temp_of   (const char  *name,
                                             const char  *target);

/* Flushes the folder @dir to the disk, so that renames in it last. */
gboolean          valet_output_sync_folder  (const char  *dir,
                                             GError     **error);

/* Makes SIGINT, SIGTERM, SIGHUP and SIGPIPE remove the temporary files
 * being written before the program ends as the signal would end it.
 * For programs (valet-cli); signals that were ignored stay ignored. */
void              valet_output_clean_up_on_signals (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetOutputFile, valet_output_file_free)

G_END_DECLS
