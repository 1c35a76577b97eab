/* valet-help.h: opening the user guide (F1). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Where the guide is read from: "help:valet" when the program is
 * installed; run from its build tree, where nothing is installed, the
 * folder of the English pages in the source tree.  Free with g_free. */
char *valet_help_location (void);

/* Opens the guide with the help viewer (Yelp); when that cannot be
 * done, says why and where the pages are, in a dialog over @parent. */
void  valet_help_show     (GtkWindow *parent);

G_END_DECLS
