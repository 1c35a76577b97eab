/* full-disk-support.h: exports onto a disk that fills up while they
 * write.
 *
 * The disk is a small tmpfs mounted in a mount namespace of the test's
 * own, which needs the superuser (as CI runs the tests); elsewhere the
 * tests that need it are skipped.  A workbook written there is judged by
 * reading it back with minizip and GMarkup, apart from what Valet itself
 * checks.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Moves the process into a mount namespace of its own, so that what the
 * tests mount is seen by it and its children only.  Call it first in
 * main(), before any thread starts (a thread started earlier stays in
 * the old namespace).  FALSE with *@why set (to free) when it cannot:
 * not the superuser, or no permission to mount. */
gboolean full_disk_init         (char **why);

/* An export to @target: TRUE when it said it succeeded, else FALSE with
 * *@message (to free) set to what it said. */
typedef gboolean (*FullDiskExport) (const char *target,
                                    char      **message,
                                    gpointer    data);

/* Mounts a small tmpfs on a new folder under @scratch and exports there,
 * first with room to spare, to make the earlier workbook (made
 * read-write for its owner only, 0600); then again and again with
 * @step more bytes free each time, the rest of the disk filled, until an
 * export succeeds.  $TMPDIR points to a folder on the same disk.
 *
 * After each failed export: the message names the workbook, which is
 * byte for byte the earlier one, with its permissions.  After the
 * export that succeeds: the workbook is whole (every part's checksum
 * right, every XML part well-formed, its first sheet holding @expected)
 * and kept its permissions.  After each: no other file in the folder,
 * nothing in $TMPDIR.  Returns how many exports failed. */
guint    full_disk_exercise     (const char     *scratch,
                                 FullDiskExport  export,
                                 gpointer        data,
                                 guint64         step,
                                 const char     *expected);

/* Whether the workbook at @path is whole, as above; else FALSE with
 * *@why (to free) set. */
gboolean full_disk_workbook_is_whole (const char  *path,
                                      const char  *expected,
                                      char       **why);

G_END_DECLS
