/* valet_write_ranking_to(): the ranking handed out in pieces, as
 * valet-cli writes it to standard output, so that the text of a field of
 * millions is never held whole.  The pieces, joined, are the ranking
 * valet_write_ranking() writes, byte for byte; none holds much more than
 * a piece's worth; and a sink that refuses a piece is offered no more. */
#include <glib.h>
#include <string.h>

#include "valet-ranking-writer.h"
#include "valet-run.h"
#include "valet-text-reader.h"

/* Enough tables that the ranking is some hundred kilobytes: each table
 * its own four players on two boards. */
#define TABLES 2000
#define MOST_HELD (2 * 65536)

typedef struct {
  GString *joined;
  guint    calls;
  gsize    largest;
  guint    refuse_from;   /* refuse the piece of this call (1-based), 0: never */
} Collected;

static gboolean
collect (const char *text, gsize len, gpointer data)
{
  Collected *c = data;

  c->calls++;
  c->largest = MAX (c->largest, len);
  if (c->refuse_from != 0 && c->calls >= c->refuse_from)
    return FALSE;
  g_string_append_len (c->joined, text, (gssize) len);
  return TRUE;
}

static ValetRun *
big_field (ValetTournament **tournament, ValetOptions *options)
{
  g_autoptr (GString) names = g_string_new (NULL);
  g_autoptr (GString) scores = g_string_new (NULL);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (50);
  ValetTournament *t = valet_tournament_new ();

  for (guint p = 0; p < 4 * TABLES; p++)
    g_string_append_printf (names, "P%u|Player %u\n", p, p);
  for (guint board = 1; board <= 2; board++)
    for (guint table = 0; table < TABLES; table++)
      g_string_append_printf (scores, "1|%u|P%u|P%u|P%u|P%u|%s|N|%u\n", board, 4 * table,
                              4 * table + 1, 4 * table + 2, 4 * table + 3,
                              table % 3 ? "4S" : "3NT", 8 + table % 5);
  valet_parse_names (t, names->str, names->len, "names.txt", diag);
  valet_parse_scores (t, scores->str, scores->len, "scores.txt", "names.txt", diag);
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  valet_options_init (options);
  *tournament = t;
  return valet_run_new (t, options, NULL, NULL, NULL, NULL);
}

static void
check_pieces (ValetFormat format, const char *separator)
{
  ValetTournament *t;
  ValetOptions o;
  g_autoptr (ValetRun) run = big_field (&t, &o);
  g_autoptr (GString) whole = g_string_new (NULL);
  g_autoptr (GString) joined = g_string_new (NULL);
  Collected c = { joined, 0, 0, 0 };

  valet_write_ranking (whole, valet_run_ranking (run), valet_run_options (run), format,
                       separator);
  g_assert_cmpuint (whole->len, >, 2 * MOST_HELD);
  g_assert_true (valet_write_ranking_to (collect, &c, valet_run_ranking (run),
                                         valet_run_options (run), format, separator));
  g_assert_cmpuint (joined->len, ==, whole->len);
  g_assert_true (memcmp (joined->str, whole->str, whole->len) == 0);
  g_assert_cmpuint (c.calls, >, 2);
  g_assert_cmpuint (c.largest, <=, MOST_HELD);
  valet_options_clear (&o);
  g_clear_pointer (&run, valet_run_unref);
  valet_tournament_free (t);
}

static void
test_text (void)
{
  check_pieces (VALET_FORMAT_TEXT, NULL);
}

static void
test_csv (void)
{
  check_pieces (VALET_FORMAT_CSV, ";");
}

static void
test_refused (void)
{
  ValetTournament *t;
  ValetOptions o;
  g_autoptr (ValetRun) run = big_field (&t, &o);
  g_autoptr (GString) joined = g_string_new (NULL);
  Collected c = { joined, 0, 0, 2 };

  g_assert_false (valet_write_ranking_to (collect, &c, valet_run_ranking (run),
                                          valet_run_options (run), VALET_FORMAT_TEXT, NULL));
  /* The first piece taken, the second refused, nothing after. */
  g_assert_cmpuint (c.calls, ==, 2);
  g_assert_cmpuint (joined->len, >, 0);
  valet_options_clear (&o);
  g_clear_pointer (&run, valet_run_unref);
  valet_tournament_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ranking-stream/text", test_text);
  g_test_add_func ("/ranking-stream/csv", test_csv);
  g_test_add_func ("/ranking-stream/refused", test_refused);
  return g_test_run ();
}
