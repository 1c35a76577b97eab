/* ui-test-support.h: what every test of the real window needs: running
 * the main loop until something happens, finding widgets in it, and
 * drawing a widget to a picture the way it is on screen. */
#pragma once

#include <adwaita.h>

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

/* The environment variable @name, which the test's meson.build sets. */
const char *ui_test_env        (const char *name);
/* VALET_SCREENSHOTS, the folder screenshots go to, made if need be. */
const char *ui_test_screenshot_dir (void);
/* @widget shot light and dark, as NAME-light.png and NAME-dark.png in
 * that folder, each after @settle_ms of the main loop in its scheme;
 * the scheme is left as the system's after. */
void        ui_test_shoot_schemes (GtkWidget  *widget,
                                   const char *name,
                                   guint       settle_ms);
/* A new temporary folder holding names.txt and scores.txt with @names
 * and @scores; free with g_free once removed with ui_test_remove_tree. */
char       *ui_test_write_tournament (const char *names,
                                      const char *scores);
/* Removes @dir and everything in it. */
void        ui_test_remove_tree (const char *dir);

/* @window shown at the size the tests are laid out for, 1280×800. */
void        ui_test_present    (GtkWindow  *window);

/* The first widget of @type at or under @root, depth first; NULL if none. */
GtkWidget  *ui_test_find       (GtkWidget  *root,
                                GType       type);
/* Every widget of @type at or under @root, depth first (in the order
 * of the page), added to @found. */
void        ui_test_find_all   (GtkWidget  *root,
                                GType       type,
                                GPtrArray  *found);
/* The first preferences row of @type (an AdwPreferencesRow or a subtype)
 * under @root whose title starts with @title. */
GtkWidget  *ui_test_find_row   (GtkWidget  *root,
                                GType       type,
                                const char *title);
/* The first visible top-level window of @type, or NULL. */
GtkWindow  *ui_test_find_toplevel (GType type);
/* Waits for a top-level window of @type to show, and returns it. */
GtkWindow  *ui_test_wait_for_toplevel (GType type);
/* Answers the message dialog shown with @response and closes it;
 * returns its heading and body, "heading\nbody". */
char       *ui_test_answer_dialog (const char *response);
/* The first button under @root that activates @action ("win.open"). */
GtkWidget  *ui_test_find_action_button (GtkWidget  *root,
                                        const char *action);

G_END_DECLS
