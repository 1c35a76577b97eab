/* valet-help.h: opening the user guide (F1). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Where the guide is read from: "help:valet" when the program is
 * installed; run from its build tree, where nothing is installed, the
 * folder of the English pages in the source tree.  Free with g_free. */
char *valet_help_location (void);

/* The guide on the web, as the metainfo's help URL names it: where
 * the pages can be read without Yelp. */
#define VALET_HELP_ONLINE_URI "https://valetbridge.org/help/"

/* The guide's pages as HTML, built with yelp-build (help/html): the
 * index.html of the user's language, or of the English pages, installed
 * in VALET_HELP_HTML_DIR or, run from the build tree, in the build
 * tree's help/html; NULL when none was built.  Free with g_free. */
char *valet_help_html_index (void);

/* Opens the guide with the help viewer (Yelp); without Yelp, the HTML
 * guide (valet_help_html_index()) in the browser.  When neither can be
 * done, says why and where the pages are, in a dialog over @parent,
 * whose "Read Online" opens VALET_HELP_ONLINE_URI in the browser. */
void  valet_help_show     (GtkWindow *parent);

/* For tests: what opens a URI in the browser instead of
 * gtk_show_uri(); NULL puts that back. */
typedef void (*ValetHelpLauncher) (GtkWindow *parent, const char *uri);
void  valet_help_set_launcher (ValetHelpLauncher launcher);
/* For tests: the folder the HTML guide is looked for in (one folder a
 * language); NULL puts back the default. */
void  valet_help_set_html_dir (const char *dir);

G_END_DECLS
