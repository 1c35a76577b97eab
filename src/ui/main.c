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

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  /* Past the limit of `ulimit -f` a write would end the program without
   * a word, losing unsaved corrections (SIGXFSZ); ignored, the export
   * fails with EFBIG, which the window says, and the earlier file stays. */
  signal (SIGXFSZ, SIG_IGN);

  app = valet_application_new (G_APPLICATION_DEFAULT_FLAGS);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
