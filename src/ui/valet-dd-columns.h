/* valet-dd-columns.h: the ranking grid's columns against double dummy,
 * "Declarer vs DD" and "Lead vs DD": each pair's mean in tricks with
 * its 95 % interval ("−0.25 ± 0.31"), sortable by the mean, from the
 * document's double-dummy job (valet-dd-job.h).  They show only when the
 * run's deals are solved; the job is started for a run with deals. */
#pragma once

#include <gtk/gtk.h>
#include "valet-document.h"

G_BEGIN_DECLS

typedef struct _ValetDdColumns ValetDdColumns;

/* Appends the two columns to @view, whose items are ValetPairRows;
 * hidden until valet_dd_columns_follow() finds a solved job. */
ValetDdColumns      *valet_dd_columns_add    (GtkColumnView *view);
/* The traveller's two, to @view whose items are ValetResultRows: each
 * line's "Tr − DD" (its tricks less double dummy after the lead made)
 * and "Lead vs DD" (the lead's tricks), blank where it was not measured
 * (no deal, passed out, an artificial score, no lead). */
ValetDdColumns      *valet_dd_columns_add_results (GtkColumnView *view);
void                 valet_dd_columns_free   (ValetDdColumns *columns);
/* A new run of @document (NULL: none): its job followed, the columns
 * shown when it is done. */
void                 valet_dd_columns_follow (ValetDdColumns *columns,
                                              ValetDocument  *document);
/* The columns, for the ui tests: 0 Declarer vs DD (Tr − DD), 1 Lead
 * vs DD. */
GtkColumnViewColumn *valet_dd_columns_get    (ValetDdColumns *columns,
                                              guint           which);
/* What the cell of @which shows for @row ("" when nothing). */
char                *valet_dd_columns_text   (ValetDdColumns *columns,
                                              guint           which,
                                              gpointer        row);

/* For the pair page's line of components: "   ·   Declarer vs DD
 * −0.25 ± 0.31   ·   Lead vs DD …" appended to @markup (Pango markup),
 * when @document's deals are solved; nothing otherwise. */
void                 valet_dd_columns_append_pair (GString       *markup,
                                                   ValetDocument *document,
                                                   gpointer       pair);

G_END_DECLS
