/* valet-library-private.h: what the library's files share: the open
 * database and small helpers around SQLite's statements. */
#pragma once

#include <sqlite3.h>
#include "valet-library.h"

G_BEGIN_DECLS

struct _ValetLibrary {
  sqlite3 *db;
  char    *path;
};

/* Sets @error (FAILED) to "PATH: WHAT: SQLite's message". */
void          _valet_library_fail     (ValetLibrary  *lib,
                                       GError       **error,
                                       const char    *what);
/* Runs @sql (no results); FALSE with @error set on failure. */
gboolean      _valet_library_exec     (ValetLibrary  *lib,
                                       const char    *sql,
                                       GError       **error);
/* A prepared statement, NULL with @error set. */
sqlite3_stmt *_valet_library_prepare  (ValetLibrary  *lib,
                                       const char    *sql,
                                       GError       **error);
/* Binds @text, or NULL for a NULL text. */
void          _valet_library_bind_text (sqlite3_stmt *stmt,
                                        int           column,
                                        const char   *text);
/* A column's text as a new string, NULL for SQL NULL. */
char         *_valet_library_column_text (sqlite3_stmt *stmt,
                                          int           column);

/* What was chosen for event @id, added to @choices (zeroed by the
 * caller). */
gboolean      _valet_library_load_choices (ValetLibrary         *lib,
                                           gint64                id,
                                           ValetLibraryChoices  *choices,
                                           GError              **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (sqlite3_stmt, sqlite3_finalize)

G_END_DECLS
