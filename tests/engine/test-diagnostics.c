/* test-diagnostics.c: order, limit, counts and format of input problems. */
#include <glib.h>
#include <string.h>

#include "valet-diagnostics.h"

static void
test_sorted_by_line (void)
{
  g_autoptr (ValetDiagnostics) d = valet_diagnostics_new (0);

  valet_diagnostics_add (d, "scores.txt", 30, "third");
  valet_diagnostics_add (d, "scores.txt", 4, "first");
  valet_diagnostics_warn (d, "scores.txt", 12, "second");
  valet_diagnostics_add (d, "names.txt", 9, "names first");
  /* Two problems on one line keep the order they were found in. */
  valet_diagnostics_add (d, "scores.txt", 30, "fourth");

  g_assert_cmpuint (valet_diagnostics_n_kept (d), ==, 5);
  g_assert_cmpuint (valet_diagnostics_count (d), ==, 4);
  g_assert_cmpuint (valet_diagnostics_n_warnings (d), ==, 1);

  static const struct { const char *file; guint line; const char *msg; gboolean warning; } want[] = {
    { "names.txt", 9, "names first", FALSE },
    { "scores.txt", 4, "first", FALSE },
    { "scores.txt", 12, "second", TRUE },
    { "scores.txt", 30, "third", FALSE },
    { "scores.txt", 30, "fourth", FALSE },
  };
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      const ValetDiagnostic *item = valet_diagnostics_get (d, i);
      g_assert_cmpstr (item->file, ==, want[i].file);
      g_assert_cmpuint (item->line, ==, want[i].line);
      g_assert_cmpstr (item->message, ==, want[i].msg);
      g_assert_cmpint (item->warning, ==, want[i].warning);
    }

  g_autofree char *text = valet_diagnostics_format (d);
  g_assert_cmpstr (text, ==,
                   "names.txt:9: names first\n"
                   "scores.txt:4: first\n"
                   "scores.txt:12: warning: second\n"
                   "scores.txt:30: third\n"
                   "scores.txt:30: fourth\n");
}

static void
test_limit (void)
{
  g_autoptr (ValetDiagnostics) d = valet_diagnostics_new (3);

  for (guint line = 10; line > 0; line--)
    valet_diagnostics_add (d, "scores.txt", line, "bad line %u", line);
  valet_diagnostics_warn (d, "scores.txt", 20, "odd line");

  /* Only three are kept, but all are counted. */
  g_assert_cmpuint (valet_diagnostics_n_kept (d), ==, 3);
  g_assert_cmpuint (valet_diagnostics_count (d), ==, 10);
  g_assert_cmpuint (valet_diagnostics_n_warnings (d), ==, 1);

  /* The kept ones are the first found (lines 10, 9, 8), in line order. */
  g_assert_cmpuint (valet_diagnostics_get (d, 0)->line, ==, 8);
  g_assert_cmpuint (valet_diagnostics_get (d, 2)->line, ==, 10);

  g_autofree char *text = valet_diagnostics_format (d);
  g_assert_cmpstr (text, ==,
                   "scores.txt:8: bad line 8\n"
                   "scores.txt:9: bad line 9\n"
                   "scores.txt:10: bad line 10\n"
                   "... and 8 more problems not shown\n");
}

static void
test_many (void)
{
  /* A bad file can have millions of bad lines; memory stays bounded by
   * the limit and the count is exact. */
  g_autoptr (ValetDiagnostics) d = valet_diagnostics_new (100);

  for (guint line = 1; line <= 200000; line++)
    valet_diagnostics_add (d, "scores.txt", line, "bad");
  g_assert_cmpuint (valet_diagnostics_count (d), ==, 200000);
  g_assert_cmpuint (valet_diagnostics_n_kept (d), ==, 100);

  g_autofree char *text = valet_diagnostics_format (d);
  g_assert_true (g_str_has_prefix (text, "scores.txt:1: bad\n"));
  g_assert_true (g_str_has_suffix (text, "scores.txt:100: bad\n"
                                   "... and 199900 more problems not shown\n"));
}

static void
test_whole_file (void)
{
  g_autoptr (ValetDiagnostics) d = valet_diagnostics_new (10);

  /* Line 0: the problem concerns the whole file, so no line number. */
  valet_diagnostics_add (d, "scores.txt", 0, "has no results");
  valet_diagnostics_warn (d, "names.txt", 0, "odd");
  g_autofree char *text = valet_diagnostics_format (d);
  g_assert_cmpstr (text, ==,
                   "names.txt: warning: odd\n"
                   "scores.txt: has no results\n");
}

static void
test_empty (void)
{
  g_autoptr (ValetDiagnostics) d = valet_diagnostics_new (10);
  g_autofree char *text = valet_diagnostics_format (d);

  g_assert_cmpuint (valet_diagnostics_count (d), ==, 0);
  g_assert_cmpuint (valet_diagnostics_n_warnings (d), ==, 0);
  g_assert_cmpuint (valet_diagnostics_n_kept (d), ==, 0);
  g_assert_cmpstr (text, ==, "");
}

static void
test_format_args (void)
{
  g_autoptr (ValetDiagnostics) d = valet_diagnostics_new (10);

  /* The message is a printf format; a '%' in the arguments stays. */
  valet_diagnostics_add (d, "f", 2, "contract '%s' has %u%%", "4%S", 50u);
  g_autofree char *text = valet_diagnostics_format (d);
  g_assert_cmpstr (text, ==, "f:2: contract '4%S' has 50%\n");
}

/* More problems than shown: the errors are kept before the warnings and
 * come first, and the error about the whole file (what refused it) is
 * never hidden behind the warnings of its lines (3,827 warnings and the
 * one error that stopped the file showed 100 warnings). */
static void
test_errors_first (void)
{
  g_autoptr (ValetDiagnostics) d = valet_diagnostics_new (100);

  for (guint i = 1; i <= 3827; i++)
    valet_diagnostics_warn (d, "big.pbn", i, "warning %u", i);
  valet_diagnostics_add (d, "big.pbn", 2000, "an error on a line");
  valet_diagnostics_add (d, "big.pbn", 0, "the file is refused");

  g_assert_cmpuint (valet_diagnostics_n_kept (d), ==, 100);
  g_assert_cmpuint (valet_diagnostics_count (d), ==, 2);
  g_assert_cmpuint (valet_diagnostics_n_warnings (d), ==, 3827);
  const ValetDiagnostic *first = valet_diagnostics_get (d, 0);
  g_assert_false (first->warning);
  g_assert_cmpuint (first->line, ==, 0);
  g_assert_cmpstr (first->message, ==, "the file is refused");
  g_assert_cmpstr (valet_diagnostics_get (d, 1)->message, ==, "an error on a line");
  /* Then the first warnings, in line order. */
  g_assert_true (valet_diagnostics_get (d, 2)->warning);
  g_assert_cmpuint (valet_diagnostics_get (d, 2)->line, ==, 1);
  g_assert_cmpuint (valet_diagnostics_get (d, 99)->line, ==, 98);
  g_autofree char *text = valet_diagnostics_format (d);
  g_assert_true (g_str_has_prefix (text, "big.pbn: the file is refused\n"));
  g_assert_nonnull (strstr (text, "and 3729 more problems not shown"));

  /* A full list of errors about lines still shows the one about the
   * whole file; another error about a line is only counted. */
  g_autoptr (ValetDiagnostics) e = valet_diagnostics_new (3);
  for (guint i = 1; i <= 5; i++)
    valet_diagnostics_add (e, "s.txt", i, "bad line %u", i);
  valet_diagnostics_add (e, "s.txt", 0, "nothing was scored");
  g_assert_cmpuint (valet_diagnostics_n_kept (e), ==, 3);
  g_assert_cmpstr (valet_diagnostics_get (e, 0)->message, ==, "nothing was scored");
  g_assert_cmpuint (valet_diagnostics_get (e, 2)->line, ==, 2);

  /* Nothing left out: line order, warnings among the errors. */
  g_autoptr (ValetDiagnostics) f = valet_diagnostics_new (100);
  valet_diagnostics_warn (f, "s.txt", 1, "w");
  valet_diagnostics_add (f, "s.txt", 2, "e");
  g_assert_true (valet_diagnostics_get (f, 0)->warning);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/diagnostics/sorted", test_sorted_by_line);
  g_test_add_func ("/diagnostics/limit", test_limit);
  g_test_add_func ("/diagnostics/many", test_many);
  g_test_add_func ("/diagnostics/whole-file", test_whole_file);
  g_test_add_func ("/diagnostics/empty", test_empty);
  g_test_add_func ("/diagnostics/format-args", test_format_args);
  g_test_add_func ("/diagnostics/errors-first", test_errors_first);

  return g_test_run ();
}
