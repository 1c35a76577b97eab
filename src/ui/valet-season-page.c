/* valet-season-page.c: the parts a season's pages across events share. */
#include "config.h"

#include <math.h>

#include "valet-season-page.h"

void
valet_season_page_build (GtkBox *page, const char *list_title, gboolean with_pooled,
                         GtkDrawingAreaDrawFunc draw, gpointer data, ValetSeasonPageParts *parts)
{
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *title = gtk_label_new (list_title);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (page), GTK_ORIENTATION_VERTICAL);
  parts->name = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (parts->name), "title-2");
  gtk_label_set_xalign (parts->name, 0);
  parts->summary = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (parts->summary, 0);
  gtk_label_set_wrap (parts->summary, TRUE);
  parts->pooled = NULL;
  if (with_pooled)
    {
      parts->pooled = GTK_LABEL (gtk_label_new (NULL));
      gtk_label_set_xalign (parts->pooled, 0);
      gtk_label_set_wrap (parts->pooled, TRUE);
    }
  parts->chart = GTK_DRAWING_AREA (gtk_drawing_area_new ());
  gtk_drawing_area_set_content_height (parts->chart, 220);
  gtk_drawing_area_set_draw_func (parts->chart, draw, data, NULL);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  parts->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (parts->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (parts->list), "boxed-list");

  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (parts->name));
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (parts->summary));
  if (parts->pooled)
    gtk_box_append (GTK_BOX (inner), GTK_WIDGET (parts->pooled));
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (parts->chart));
  gtk_box_append (GTK_BOX (inner), title);
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (parts->list));
  gtk_widget_set_margin_start (inner, 18);
  gtk_widget_set_margin_end (inner, 18);
  gtk_widget_set_margin_top (inner, 12);
  gtk_widget_set_margin_bottom (inner, 18);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), inner);
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_box_append (page, scroll);
}

char *
valet_season_page_stat_text (const ValetSeasonStat *stat)
{
  if (isnan (stat->half_width))
    return g_strdup_printf ("%.2f", stat->mean);
  return g_strdup_printf ("%.2f ± %.2f", stat->mean, stat->half_width);
}

void
valet_season_page_add_line (GtkListBox *list, const char *text, gboolean wrap)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (wrap)
    gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_list_box_append (list, label);
}

void
valet_season_page_clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}
