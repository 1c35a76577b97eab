/* test-input-file.c: the limits on what is read.
 *
 * Regular files only, refused at once otherwise (a named pipe without
 * waiting for a writer); a size over the limit refused from fstat()
 * before reading, and a stream or a file that says nothing of its size
 * (/proc) stopped at the limit while reading; the sizes
 * --max-input-size takes.
 */
#include <errno.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "valet-input-file.h"
#include "valet-reader.h"

static char *scratch;

static void
test_size_parse (void)
{
  static const struct { const char *text; guint64 size; } good[] = {
    { "1", 1 }, { "1024", 1024 }, { "1K", 1024 }, { "1k", 1024 },
    { "500M", G_GUINT64_CONSTANT (500) << 20 }, { "2G", G_GUINT64_CONSTANT (2) << 30 },
    { "2g", G_GUINT64_CONSTANT (2) << 30 }, { "17179869183G", G_GUINT64_CONSTANT (17179869183) << 30 },
    { "18446744073709551615", G_MAXUINT64 },
  };
  static const char *const bad[] = {
    "", "0", "0K", "K", "-1", "+1", " 1", "1 ", "1.5G", "1KB", "1KiB", "1T", "1e6",
    "18446744073709551616", "17179869184G", "0x10",
  };
  guint64 size;

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      size = 0;
      g_assert_true (valet_input_size_parse (good[i].text, &size));
      g_assert_cmpuint (size, ==, good[i].size);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      size = 7;
      g_assert_false (valet_input_size_parse (bad[i], &size));
      g_assert_cmpuint (size, ==, 7);
    }
  g_assert_false (valet_input_size_parse (NULL, &size));
}

static char *
scratch_file (const char *name, const char *data, gssize len)
{
  char *path = g_build_filename (scratch, name, NULL);

  g_assert_true (g_file_set_contents (path, data, len, NULL));
  return path;
}

/* Not regular: refused at once, saying what it is. */
static void
test_not_regular (void)
{
  g_autofree char *fifo = g_build_filename (scratch, "pipe", NULL);
  g_autoptr (GError) error = NULL;
  gsize length;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (valet_input_open (fifo, &error), ==, -1);
  g_assert_error (error, VALET_INPUT_ERROR, VALET_INPUT_ERROR_NOT_REGULAR);
  g_assert_nonnull (strstr (error->message, "is a named pipe"));
  g_clear_error (&error);

  g_assert_null (valet_input_read_file (scratch, &length, &error));
  g_assert_error (error, VALET_INPUT_ERROR, VALET_INPUT_ERROR_NOT_REGULAR);
  g_assert_nonnull (strstr (error->message, "is a folder"));
  g_clear_error (&error);

  if (g_file_test ("/dev/null", G_FILE_TEST_EXISTS))
    {
      g_assert_null (valet_input_read_file ("/dev/null", &length, &error));
      g_assert_error (error, VALET_INPUT_ERROR, VALET_INPUT_ERROR_NOT_REGULAR);
      g_assert_nonnull (strstr (error->message, "is a character device"));
      g_clear_error (&error);
    }

  g_autofree char *missing = g_build_filename (scratch, "missing", NULL);
  g_assert_null (valet_input_read_file (missing, &length, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);

  /* What the readers say: the file, and what it is. */
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_assert_false (valet_read_input (t, fifo, VALET_INPUT_AUTO, diag));
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 1);
  g_assert_cmpstr (valet_diagnostics_get (diag, 0)->file, ==, fifo);
  g_assert_nonnull (strstr (valet_diagnostics_get (diag, 0)->message,
                            "is a named pipe (expected a regular file"));
  g_remove (fifo);
}

/* A file of the limit is read; one byte more is refused from its size,
 * with both sizes said. */
static void
test_regular_limit (void)
{
  g_autofree char *path = scratch_file ("ten", "0123456789", 10);
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  valet_input_set_max_size (10);
  data = valet_input_read_file (path, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, ==, 10);
  g_assert_cmpstr (data, ==, "0123456789");

  valet_input_set_max_size (9);
  g_assert_null (valet_input_read_file (path, &length, &error));
  g_assert_error (error, VALET_INPUT_ERROR, VALET_INPUT_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "is 10 bytes, more than the 9 bytes"));
  g_assert_nonnull (strstr (error->message, "nothing was read"));
  g_clear_error (&error);

  valet_input_set_max_size (VALET_INPUT_MAX_SIZE_DEFAULT);
  g_assert_cmpuint (valet_input_get_max_size (), ==, G_GUINT64_CONSTANT (2147483648));
}

/* /proc's files say they hold nothing: the limit is kept while
 * reading. */
static void
test_proc_file (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  if (!g_file_test ("/proc/self/status", G_FILE_TEST_IS_REGULAR))
    {
      g_test_skip ("no /proc/self/status");
      return;
    }
  valet_input_set_max_size (16);
  g_assert_null (valet_input_read_file ("/proc/self/status", &length, &error));
  g_assert_error (error, VALET_INPUT_ERROR, VALET_INPUT_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "holds more than the 16 bytes"));
  g_clear_error (&error);

  valet_input_set_max_size (VALET_INPUT_MAX_SIZE_DEFAULT);
  data = valet_input_read_file ("/proc/self/status", &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, 16);
  g_assert_cmpuint (strlen (data), ==, length);
}

typedef struct {
  int     fd;
  guint64 bytes;      /* to write; G_MAXUINT64: until the reader goes */
  guint64 written;
} Writer;

static gpointer
write_stream (gpointer data)
{
  Writer *w = data;
  char block[4096];

  memset (block, 'x', sizeof block);
  while (w->written < w->bytes)
    {
      gsize n = (gsize) MIN ((guint64) sizeof block, w->bytes - w->written);
      gssize done = write (w->fd, block, n);
      if (done < 0 && errno == EINTR)
        continue;
      if (done <= 0)
        break;   /* EPIPE: the reader stopped */
      w->written += (guint64) done;
    }
  close (w->fd);
  return NULL;
}

/* @bytes down a pipe read with @max_size; the writer's count in
 * *@written. */
static char *
read_pipe (guint64 bytes, guint64 max_size, gsize *length, guint64 *written, GError **error)
{
  int fds[2];
  char *data;

  g_assert_cmpint (pipe (fds), ==, 0);
  Writer w = { fds[1], bytes, 0 };
  GThread *writer = g_thread_new ("writer", write_stream, &w);
  data = valet_input_read_fd (fds[0], 0, max_size, length, error);
  close (fds[0]);
  g_thread_join (writer);
  *written = w.written;
  return data;
}

/* A stream (standard input, one day): read to its end within the
 * limit, stopped at the limit past it, even when it never ends. */
static void
test_stream (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;
  guint64 written = 0;

  data = read_pipe (100000, 100000, &length, &written, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, ==, 100000);
  g_assert_cmpuint (strspn (data, "x"), ==, 100000);
  g_clear_pointer (&data, g_free);

  data = read_pipe (100001, 100000, &length, &written, &error);
  g_assert_null (data);
  g_assert_error (error, VALET_INPUT_ERROR, VALET_INPUT_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "reading stopped there"));
  g_clear_error (&error);

  /* As /dev/zero: endless.  The reader stops one byte past the limit;
   * the writer, whose pipe then breaks, got at most a pipe's buffer
   * further. */
  data = read_pipe (G_MAXUINT64, 1 << 20, &length, &written, &error);
  g_assert_null (data);
  g_assert_error (error, VALET_INPUT_ERROR, VALET_INPUT_ERROR_TOO_LARGE);
  g_assert_cmpuint (written, <, (1 << 20) + (16 << 20));
}

/* The name of the first player of @t whose name starts with @start. */
static const char *
name_starting (ValetTournament *t, const char *start)
{
  for (guint i = 0; i < valet_tournament_n_players (t); i++)
    if (g_str_has_prefix (valet_tournament_player_name (t, i), start))
      return valet_tournament_player_name (t, i);
  return NULL;
}

#define CSV_HEAD "round,board,north,east,south,west,contract,declarer,tricks\n"

/* NUL bytes in names: U+FFFD in UTF-8, '?' in a file kept in a legacy
 * encoding (whose names are kept as their bytes), a warning on each
 * line; every result read. */
static void
test_nul_bytes (void)
{
  static const char utf8[] = CSV_HEAD
    "1,1,\xC5\x81ukasz\0\0Nowak,B B,C C,D D,4S,N,10\n"
    "1,1,E E,F F,G G,H\0H,4S,N,9\n";
  /* Windows-1250: "Łukasz" */
  static const char legacy[] = CSV_HEAD
    "1,1,\xA3ukasz\0Nowak,B B,C C,D D,4S,N,10\n"
    "1,1,E E,F F,G G,H H,4S,N,9\n";
  g_autofree char *utf8_path = scratch_file ("utf8.csv", utf8, sizeof utf8 - 1);
  g_autofree char *legacy_path = scratch_file ("legacy.csv", legacy, sizeof legacy - 1);
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (10);
  g_autoptr (ValetTournament) t = valet_tournament_new ();

  g_assert_true (valet_read_input (t, utf8_path, VALET_INPUT_AUTO, diag));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 2);
  g_assert_cmpstr (name_starting (t, "\xC5\x81"), ==,
                   "\xC5\x81ukasz\xEF\xBF\xBD\xEF\xBF\xBDNowak");
  g_assert_cmpstr (name_starting (t, "H"), ==, "H\xEF\xBF\xBDH");
  g_assert_cmpuint (valet_diagnostics_count (diag), ==, 0);
  g_assert_cmpuint (valet_diagnostics_n_warnings (diag), ==, 2);
  g_assert_cmpuint (valet_diagnostics_get (diag, 0)->line, ==, 2);
  g_assert_cmpuint (valet_diagnostics_get (diag, 1)->line, ==, 3);
  g_assert_nonnull (strstr (valet_diagnostics_get (diag, 0)->message, "NUL byte"));

  g_autoptr (ValetDiagnostics) legacy_diag = valet_diagnostics_new (10);
  g_autoptr (ValetTournament) legacy_t = valet_tournament_new ();
  g_assert_true (valet_read_input (legacy_t, legacy_path, VALET_INPUT_AUTO, legacy_diag));
  g_assert_cmpuint (valet_tournament_n_results (legacy_t), ==, 2);
  g_assert_cmpstr (name_starting (legacy_t, "\xA3"), ==, "\xA3ukasz?Nowak");
  /* The NUL's line, and the file's legacy encoding, which is true. */
  g_assert_cmpuint (valet_diagnostics_n_warnings (legacy_diag), ==, 2);
  g_autofree char *said = valet_diagnostics_format (legacy_diag);
  g_assert_nonnull (strstr (said, "legacy.csv:2: warning: holds a NUL byte, read as '?'"));
  g_assert_nonnull (strstr (said, "is not UTF-8"));
  g_remove (utf8_path);
  g_remove (legacy_path);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* The endless writer learns that the reader stopped from EPIPE. */
  signal (SIGPIPE, SIG_IGN);
  scratch = g_dir_make_tmp ("valet-input-test-XXXXXX", NULL);
  g_assert_nonnull (scratch);

  g_test_add_func ("/input-file/size-parse", test_size_parse);
  g_test_add_func ("/input-file/not-regular", test_not_regular);
  g_test_add_func ("/input-file/regular-limit", test_regular_limit);
  g_test_add_func ("/input-file/proc-file", test_proc_file);
  g_test_add_func ("/input-file/stream", test_stream);
  g_test_add_func ("/input-file/nul-bytes", test_nul_bytes);

  int status = g_test_run ();
  g_autofree char *ten = g_build_filename (scratch, "ten", NULL);
  g_remove (ten);
  g_rmdir (scratch);
  return status;
}
