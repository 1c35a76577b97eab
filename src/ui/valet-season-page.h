/* valet-season-page.h: what a season's pages across events (a player's,
 * a partnership's) share: their layout (a name, a summary, the chart of
 * valet-season-chart.h, a titled list) and the way they write a pooled
 * value and list a line. */
#pragma once

#include <gtk/gtk.h>
#include "valet-season.h"

G_BEGIN_DECLS

typedef struct {
  GtkLabel       *name;
  GtkLabel       *summary;
  GtkLabel       *pooled;     /* NULL unless asked for */
  GtkDrawingArea *chart;
  GtkListBox     *list;
} ValetSeasonPageParts;

/* Fills @page (a vertical box) with the page's parts, scrolled: the name,
 * the summary, a pooled line when @with_pooled, the chart drawn by @draw
 * with @data, and the list under the heading @list_title. */
void  valet_season_page_build      (GtkBox                 *page,
                                    const char             *list_title,
                                    gboolean                with_pooled,
                                    GtkDrawingAreaDrawFunc  draw,
                                    gpointer                data,
                                    ValetSeasonPageParts   *parts);
/* "0.42 ± 0.17", or the mean alone where there is no interval. */
char *valet_season_page_stat_text  (const ValetSeasonStat  *stat);
/* Appends a line of text to @list; @wrap: long lines wrap. */
void  valet_season_page_add_line   (GtkListBox             *list,
                                    const char             *text,
                                    gboolean                wrap);
void  valet_season_page_clear_list (GtkListBox             *list);

G_END_DECLS
