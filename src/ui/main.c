/* main.c: the valet program. */
#define G_LOG_DOMAIN "valet"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <signal.h>

#include "valet-application.h"

int
main (int argc, char *argv[])
{
  g_autoptr (ValetApplication) app = NULL;

  const char *localedir = g_getenv ("VALET_LOCALEDIR");

  setlocale (LC_ALL, "");
  /* The installed translations, or those VALET_LOCALEDIR names (a build
   * tree's po folder, a staged install), as valet-cli takes them. */
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && localedir[0] != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  /* Past the limit of `ulimit -f` a write would end the program without
   * a word, losing unsaved corrections (SIGXFSZ); ignored, the export
   * fails with EFBIG, which the window says, and the earlier file stays. */
  signal (SIGXFSZ, SIG_IGN);

  app = valet_application_new (G_APPLICATION_DEFAULT_FLAGS);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
