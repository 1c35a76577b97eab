/* valet-season-export.h: the season report from the Library window's
 * season ranking: an Export menu in the header bar (PDF, spreadsheet,
 * web site), shown with the ranking, a file chooser, and the report
 * written on a worker thread, with a toast when done or why not.
 *
 * The worker pools the season again from the library (the events, the
 * method and the minimum of the ranking shown), as `valet-cli --library
 * DB --season` does, so that the ranking on screen may change, or the
 * window close, while the file is written. */
#pragma once

#include <adwaita.h>
#include "valet-options.h"

G_BEGIN_DECLS

typedef enum {
  VALET_SEASON_EXPORT_PDF = 0,
  VALET_SEASON_EXPORT_XLSX,
  VALET_SEASON_EXPORT_HTML          /* a folder: the season's web site */
} ValetSeasonExportFormat;

/* What is exported, as the window has it when the user asks. */
typedef struct {
  char         *library;      /* the library's path */
  GArray       *ids;          /* gint64: the events pooled */
  ValetOptions  options;      /* the method; owns nothing (no rounds) */
  guint         min_boards;
  char         *selection;    /* words for the title; NULL: none */
} ValetSeasonExportWhat;

void valet_season_export_what_clear (ValetSeasonExportWhat *what);

/* Fills @what with the season shown; FALSE when none is. */
typedef gboolean (*ValetSeasonExportGet) (gpointer               data,
                                          ValetSeasonExportWhat *what);

/* The header bar's Export menu: visible while @stack shows its
 * "ranking" page; outcomes told in @toasts. */
GtkWidget *valet_season_export_button_new (GtkStack             *stack,
                                           AdwToastOverlay      *toasts,
                                           ValetSeasonExportGet  get,
                                           gpointer              data);

/* Writes the report of what @button's window shows to @path, as the
 * menu does once its chooser has given the path (and as the tests
 * export); @callback, when not NULL, gets a GTask whose boolean says
 * whether it was written. */
void       valet_season_export_to_file    (GtkWidget               *button,
                                           ValetSeasonExportFormat  format,
                                           const char              *path,
                                           GAsyncReadyCallback      callback,
                                           gpointer                 user_data);

/* What the menu does once its chooser has given @path: asks before
 * replacing an earlier web site there (a dialog over the window), then
 * writes as valet_season_export_to_file() does. */
void       valet_season_export_confirm_then_write (GtkWidget               *button,
                                                   ValetSeasonExportFormat  format,
                                                   const char              *path);

G_END_DECLS
