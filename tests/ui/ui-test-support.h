/* ui-test-support.h: what every test of the real window needs: running
 * the main loop until something happens, and drawing a widget to a
 * picture the way it is on screen. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Runs the main loop until @done says so, failing after 60 s. */
void        ui_test_wait_until (gboolean (*done) (gpointer), gpointer data);
/* Runs the main loop for @ms milliseconds. */
void        ui_test_run_for    (guint ms);
/* @widget (a window, or a widget in one) as drawn, once the frame clock
 * has laid it out and drawn it. */
GdkTexture *ui_test_render     (GtkWidget *widget);
/* The same, written to @path as PNG; returns the picture. */
GdkTexture *ui_test_save_png   (GtkWidget *widget, const char *path);

G_END_DECLS
