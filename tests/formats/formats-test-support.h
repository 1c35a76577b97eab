/* formats-test-support.h: what the tests of the input formats share:
 * their data files, and checks of the problems a reader reported. */
#pragma once

#include <glib.h>
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* The words a reported problem must hold, for formats_assert_diag(). */
#define WORDS(...) ((const char *const[]) { __VA_ARGS__, NULL })

/* tests/formats/data/@name; free with g_free. */
char  *formats_data_file     (const char *name);

/* A diagnostic at @path:@line, error or warning, whose message holds
 * every one of @words and says what was expected; the formatted list
 * shows it as "FILE:LINE: ". */
void   formats_assert_diag   (ValetDiagnostics  *diag,
                              const char        *path,
                              guint              line,
                              gboolean           warning,
                              const char *const *words);

/* Exactly @errors errors and @warnings warnings (the problems are
 * printed when not). */
void   formats_assert_counts (ValetDiagnostics *diag,
                              guint             errors,
                              guint             warnings);

/* The pairs ranked in IMPs across the field. */
guint  formats_n_pairs       (ValetTournament *t);

G_END_DECLS
