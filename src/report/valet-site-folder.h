/* valet-site-folder.h: the folder a web site is written into, and the
 * record of what Valet wrote there.
 *
 * A site's folder holds a manifest, ".valet-site", whose first line is
 * a mark only Valet writes and whose other lines name every file of
 * the site.  Writing a site again replaces exactly the files of that
 * manifest; a folder that holds anything else (the results read, the
 * user's notes, another program's site, a site without a manifest) is
 * refused and left as it is.
 *
 * The new site is written whole into a temporary folder inside the
 * site's folder (".valet-site-new.XXXXXX", so that a sandbox that
 * grants only the chosen folder allows it and a full disk is that
 * folder's disk), flushed to the disk, and only then moved into place,
 * a few renames: a folder of pages changes places with the old one in
 * one step where the file system can (renameat2's RENAME_EXCHANGE).
 * Before the moves the manifest names the old files and the new ones
 * together, so that a crash among them leaves nothing the next write
 * would take for the user's.  A temporary folder left by a write that
 * was killed is removed by the next write into the same folder: each
 * write holds a lock on its own while it lives.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The name of a site's manifest, in the site's folder. */
#define VALET_SITE_MANIFEST ".valet-site"

typedef enum {
  VALET_SITE_FOLDER_MISSING,  /* nothing there yet: it will be made */
  VALET_SITE_FOLDER_EMPTY,    /* an empty folder (or only what a killed write left) */
  VALET_SITE_FOLDER_SITE,     /* a site Valet wrote, with nothing else */
} ValetSiteFolderState;

/* What is at @dir, or FALSE with @error set when a site may not be
 * written there: not a folder, a folder holding files that are not an
 * earlier site's, or a folder another write is filling right now. */
gboolean  valet_site_folder_check  (const char            *dir,
                                    ValetSiteFolderState  *state,
                                    GError               **error);

/* Writes a site into @dir: checks it as above, makes the temporary
 * folder and calls @write with it, then moves the complete site into
 * place and records it; on any failure (of @write too, with @error
 * set by it) the folder is left as it was. */
typedef gboolean (*ValetSiteWriteFunc) (const char  *temp,
                                        gpointer     data,
                                        GError     **error);

gboolean  valet_site_folder_write  (const char          *dir,
                                    ValetSiteWriteFunc   write,
                                    gpointer             data,
                                    GError             **error);

G_END_DECLS
