/* valet-cli-library.h: `valet-cli library ...`, the library of events
 * from the command line. */
#pragma once

/* Runs `valet-cli library` with @argv from the word "library" on;
 * returns the exit status. */
int valet_cli_library_main (int argc, char **argv);
