/* valet-cli-library.h: `valet-cli library ...`, the library of events
 * from the command line, and `valet-cli --library DB --season ...`. */
#pragma once

#include <glib.h>
#include "valet-options.h"
#include "valet-pdf-writer.h"
#include "valet-ranking-writer.h"

/* Runs `valet-cli library` with @argv from the word "library" on;
 * returns the exit status. */
int valet_cli_library_main (int argc, char **argv);

/* The season report's files, each NULL when not asked for ("-":
 * standard output, instead of the ranking). */
typedef struct {
  const char *xlsx;
  const char *pdf;
  const char *html;     /* a folder */
  ValetPaper  paper;
} ValetCliSeasonReports;

/* Writes the season's rankings of the events of @library (NULL: the
 * default library) that @selection takes, each event scored with
 * @options (its own form unless @scoring_given), and the season report
 * in the formats @reports asks for; returns the exit status. */
int valet_cli_season       (const char                  *library,
                            const char                  *selection,
                            const ValetOptions          *options,
                            gboolean                     scoring_given,
                            ValetFormat                  format,
                            const char                  *separator,
                            const ValetCliSeasonReports *reports);
