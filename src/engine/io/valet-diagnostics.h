/* valet-diagnostics.h: problems found while reading input files, each
 * with its file and line, kept in line order for reporting. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  char *file;
  guint line;      /* 0 when the problem concerns the whole file */
  char *message;   /* what is wrong, then "(expected ...)" */
  /* Warnings concern lines that are kept and scored as they stand
   * (a player at two tables of a board, say); errors, lines left out. */
  gboolean warning;
} ValetDiagnostic;

typedef struct _ValetDiagnostics ValetDiagnostics;

ValetDiagnostics      *valet_diagnostics_new     (guint limit);
void                   valet_diagnostics_free    (ValetDiagnostics *d);

void                   valet_diagnostics_add     (ValetDiagnostics *d,
                                                  const char       *file,
                                                  guint             line,
                                                  const char       *format,
                                                  ...) G_GNUC_PRINTF (4, 5);
void                   valet_diagnostics_warn    (ValetDiagnostics *d,
                                                  const char       *file,
                                                  guint             line,
                                                  const char       *format,
                                                  ...) G_GNUC_PRINTF (4, 5);
/* Errors found, including those beyond the limit that were only
 * counted; likewise warnings. */
guint                  valet_diagnostics_count   (ValetDiagnostics *d);
guint                  valet_diagnostics_n_warnings (ValetDiagnostics *d);
/* The problems kept (at most the limit), sorted by file and line.  When
 * more were found than kept, the errors are kept before the warnings
 * (an error about a whole file before those about lines) and come
 * first. */
guint                  valet_diagnostics_n_kept  (ValetDiagnostics *d);
const ValetDiagnostic *valet_diagnostics_get     (ValetDiagnostics *d,
                                                  guint             index);
/* "FILE:LINE: message" (or "FILE:LINE: warning: message") lines, and a closing count when some were left
 * out.  Free with g_free. */
char                  *valet_diagnostics_format  (ValetDiagnostics *d);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ValetDiagnostics, valet_diagnostics_free)

G_END_DECLS
