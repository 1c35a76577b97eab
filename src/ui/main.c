/* main.c: the valet program. */
#define G_LOG_DOMAIN "valet"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "valet-application.h"

int
main (int argc, char *argv[])
{
  g_autoptr (ValetApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = valet_application_new (G_APPLICATION_DEFAULT_FLAGS);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
