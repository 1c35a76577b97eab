/* valet-cli-library.h: `valet-cli library ...`, the library of events
 * from the command line, and `valet-cli --library DB --season ...`. */
#pragma once

#include <glib.h>
#include "valet-options.h"
#include "valet-ranking-writer.h"

/* Runs `valet-cli library` with @argv from the word "library" on;
 * returns the exit status. */
int valet_cli_library_main (int argc, char **argv);

/* Writes the season's rankings of the events of @library (NULL: the
 * default library) that @selection takes, each event scored with
 * @options (its own form unless @scoring_given); returns the exit
 * status. */
int valet_cli_season       (const char         *library,
                            const char         *selection,
                            const ValetOptions *options,
                            gboolean            scoring_given,
                            ValetFormat         format,
                            const char         *separator);
