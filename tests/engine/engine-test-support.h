/* engine-test-support.h: what the tests of the engine and of the input
 * formats share: made-up tournaments in Valet text, reading one that
 * must read without a word, scoring it, and scratch folders. */
#pragma once

#include <glib.h>
#include "valet-reader.h"
#include "valet-run.h"

G_BEGIN_DECLS

/* A fresh folder with @scores as scores.txt and names.txt naming four
 * players a table, p1 "Player 1" to p(4 @tables); free with g_free after
 * engine_test_remove_tree(). */
char            *engine_test_write_event (const char *scores,
                                          guint       tables);

/* @path and all below it, read-only folders and links included (a link
 * is removed, not followed). */
void             engine_test_remove_tree (const char *path);

/* @path read as @format, which must succeed without any diagnostic. */
ValetTournament *engine_test_read        (const char       *path,
                                          ValetInputFormat  format);

/* @t scored with the default options but @scoring, @cloud and @compat. */
ValetRun        *engine_test_score       (ValetTournament *t,
                                          ValetScoring     scoring,
                                          gboolean         cloud,
                                          gboolean         compat);

G_END_DECLS
