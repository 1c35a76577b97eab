/* test-cli-lists.c: valet-cli --by-direction, one ranking per list of the
 * movement (a Mitchell's North-South and East-West, each section), and
 * the reference's one table without it.  On a Mitchell written here, and
 * on the Compscore3 Mitchell of ../shared/realworld when it is there. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

static const char *cli_path;

/* A PBN Mitchell of three tables and three boards in each of
 * @sections: NS pair i meets EW pair i + b - 1 on board b. */
static char *
mitchell_pbn (const char *sections)
{
  GString *s = g_string_new ("% PBN 2.1\n");
  for (guint b = 1; b <= 3; b++)
    {
      g_string_append_printf (s, "\n[Event \"Club\"]\n[Board \"%u\"]\n[Dealer \"N\"]\n"
                              "[Vulnerable \"None\"]\n[ScoreTable \"Table\\2R;Section\\1R;"
                              "PairId_NS\\2R;PairId_EW\\2R;Names_NS\\20L;Names_EW\\20L;"
                              "Contract\\4L;Declarer\\1R;Result\\2R\"]\n", b);
      for (const char *sec = sections; *sec; sec++)
        for (guint i = 1; i <= 3; i++)
          {
            guint j = (i + b - 2) % 3 + 1;
            g_string_append_printf (s, "%u %c %u %u \"North%c%u - South%c%u\" "
                                    "\"East%c%u - West%c%u\" 3NT N %u\n",
                                    i, *sec, i, j, *sec, i, *sec, i, *sec, j, *sec, j,
                                    6 + (i * 5 + b * 3) % 7);
          }
    }
  return g_string_free (s, FALSE);
}

typedef struct {
  int   status;
  char *out;
  char *err;
} Run;

static void
run_cli (Run *r, const char *input, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int wait_status = 0;
  va_list ap;

  g_ptr_array_add (argv, (char *) cli_path);
  g_ptr_array_add (argv, (char *) "--input");
  g_ptr_array_add (argv, (char *) input);
  va_start (ap, input);
  for (const char *a = va_arg (ap, const char *); a; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, (char *) a);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &r->out,
                &r->err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  r->status = WEXITSTATUS (wait_status);
}

static void
run_free (Run *r)
{
  g_free (r->out);
  g_free (r->err);
}

static char *
write_input (const char *text, char **dir)
{
  g_autoptr (GError) error = NULL;
  *dir = g_dir_make_tmp ("valet-cli-lists-XXXXXX", &error);
  g_assert_no_error (error);
  char *path = g_build_filename (*dir, "club.pbn", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  return path;
}

static void
remove_input (char *path, char *dir)
{
  g_unlink (path);
  g_rmdir (dir);
  g_free (path);
  g_free (dir);
}

/* How many lines of @text start with @prefix. */
static guint
count_lines (const char *text, const char *prefix)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = 0;
  for (guint i = 0; lines[i]; i++)
    n += g_str_has_prefix (lines[i], prefix);
  return n;
}

/* Where @needle is in @text, as an offset; fails when absent. */
static gsize
offset_of (const char *text, const char *needle)
{
  const char *at = strstr (text, needle);
  if (at == NULL)
    g_error ("output lacks '%s':\n%s", needle, text);
  return (gsize) (at - text);
}

static void
test_mitchell_text (void)
{
  g_autofree char *pbn = mitchell_pbn ("A");
  char *dir;
  char *path = write_input (pbn, &dir);
  Run plain = { 0 }, lists = { 0 };

  run_cli (&plain, path, "-v", "matchpoints", NULL);
  run_cli (&lists, path, "-v", "matchpoints", "--by-direction", NULL);
  g_assert_cmpint (plain.status, ==, 0);
  g_assert_cmpint (lists.status, ==, 0);
  /* Without the option: the reference's one table, no headings. */
  g_assert_null (strstr (plain.out, "North-South"));
  g_assert_null (strstr (plain.out, "Pair "));
  g_assert_cmpuint (count_lines (plain.out, "Players"), ==, 1);
  /* With it: North-South, then East-West, each its own table whose rows
   * start with the pair's number. */
  gsize ns = offset_of (lists.out, "North-South\n");
  gsize ew = offset_of (lists.out, "East-West\n");
  g_assert_cmpuint (ns, <, ew);
  g_assert_cmpuint (count_lines (lists.out, "Pair "), ==, 2);
  for (guint i = 1; i <= 3; i++)
    {
      g_autofree char *north = g_strdup_printf ("%u    NorthA%u - SouthA%u", i, i, i);
      g_autofree char *east = g_strdup_printf ("%u    EastA%u - WestA%u", i, i, i);
      g_assert_cmpuint (offset_of (lists.out, north), >, ns);
      g_assert_cmpuint (offset_of (lists.out, north), <, ew);
      g_assert_cmpuint (offset_of (lists.out, east), >, ew);
    }
  run_free (&plain);
  run_free (&lists);
  remove_input (path, dir);
}

static void
test_sections_csv (void)
{
  g_autofree char *pbn = mitchell_pbn ("AB");
  char *dir;
  char *path = write_input (pbn, &dir);
  Run r = { 0 };

  run_cli (&r, path, "-v", "matchpoints", "--by-direction", "--format", "csv", NULL);
  g_assert_cmpint (r.status, ==, 0);
  gsize a_ns = offset_of (r.out, "\"Section A, North-South\"\n");
  gsize a_ew = offset_of (r.out, "\"Section A, East-West\"\n");
  gsize b_ns = offset_of (r.out, "\"Section B, North-South\"\n");
  gsize b_ew = offset_of (r.out, "\"Section B, East-West\"\n");
  g_assert_cmpuint (a_ns, <, a_ew);
  g_assert_cmpuint (a_ew, <, b_ns);
  g_assert_cmpuint (b_ns, <, b_ew);
  g_assert_cmpuint (count_lines (r.out, "Pair,"), ==, 4);
  g_assert_cmpuint (offset_of (r.out, "B2,NorthB2 - SouthB2"), >, b_ns);
  g_assert_cmpuint (offset_of (r.out, "B2,NorthB2 - SouthB2"), <, b_ew);
  g_assert_cmpuint (offset_of (r.out, "A3,EastA3 - WestA3"), >, a_ew);
  run_free (&r);
  remove_input (path, dir);
}

/* The Compscore3 matchpoint Mitchell: 21 pairs each way. */
static void
test_compscore_mitchell (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("VALET_SHARED") ? g_getenv ("VALET_SHARED")
                                            : "", "realworld", "compscore3",
                                            "mp_pairs_mitchell_02.xml", NULL);
  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      g_test_skip ("no ../shared/realworld");
      return;
    }
  Run r = { 0 };
  run_cli (&r, path, "-v", "matchpoints", "--by-direction", "--format", "csv", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_auto (GStrv) lines = g_strsplit (r.out, "\n", -1);
  guint list = 0, rows[3] = { 0, 0, 0 };
  for (guint i = 0; lines[i]; i++)
    if (g_str_equal (lines[i], "North-South"))
      list = 1;
    else if (g_str_equal (lines[i], "East-West"))
      list = 2;
    else if (list && g_ascii_isdigit (lines[i][0]))
      rows[list]++;
  g_assert_cmpuint (rows[1], ==, 21);
  g_assert_cmpuint (rows[2], ==, 21);
  run_free (&r);
}

int
main (int argc, char **argv)
{
  if (argc < 2 || argv[1][0] == '-')
    {
      g_printerr ("usage: %s VALET-CLI [GTest options]\n", argv[0]);
      return 2;
    }
  cli_path = argv[1];
  argv[1] = argv[0];
  argc--;
  argv++;
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-lists/mitchell-text", test_mitchell_text);
  g_test_add_func ("/cli-lists/sections-csv", test_sections_csv);
  g_test_add_func ("/cli-lists/compscore-mitchell", test_compscore_mitchell);
  return g_test_run ();
}
