/* bench-run.c: running a benchmarked program, and the verdict lines. */
#include "bench-run.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

double
bench_now_seconds (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

static double last_cpu_seconds;

double
bench_last_cpu_seconds (void)
{
  return last_cpu_seconds;
}

int
bench_run_child (char *const *argv, const char *out_path, const char *err_path,
           double *seconds, long *maxrss_kb)
{
  double start = bench_now_seconds ();
  pid_t pid = fork ();
  if (pid < 0)
    return -1;
  if (pid == 0)
    {
      int out = open (out_path ? out_path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0666);
      int err = open (err_path ? err_path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0666);
      int in = open ("/dev/null", O_RDONLY);
      if (out < 0 || err < 0 || in < 0)
        _exit (126);
      dup2 (in, 0);
      dup2 (out, 1);
      dup2 (err, 2);
      execv (argv[0], argv);
      dprintf (2, "cannot run %s: %s\n", argv[0], strerror (errno));
      _exit (127);
    }
  int status;
  struct rusage ru;
  pid_t got;
  do
    got = wait4 (pid, &status, 0, &ru);
  while (got < 0 && errno == EINTR);
  *seconds = bench_now_seconds () - start;
  if (got < 0)
    return -1;
  *maxrss_kb = ru.ru_maxrss;   /* kilobytes on Linux */
  last_cpu_seconds = ru.ru_utime.tv_sec + ru.ru_stime.tv_sec
                     + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
  return status;
}

void
bench_show_stderr (const char *err_path)
{
  g_autofree char *text = NULL;
  gsize len;
  if (!g_file_get_contents (err_path, &text, &len, NULL))
    return;
  /* The last few lines say why. */
  const char *start = text;
  int lines = 0;
  for (const char *p = text + len; p > text; p--)
    if (p[-1] == '\n' && ++lines > 6)
      {
        start = p;
        break;
      }
  fprintf (stdout, "    stderr: %s", start);
  if (len == 0 || text[len - 1] != '\n')
    fputc ('\n', stdout);
}

void
bench_verdict (BenchVerdict *v, gboolean pass, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  g_autofree char *text = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  printf ("%s %s\n", pass ? "PASS" : "FAIL", text);
  v->checks++;
  if (!pass)
    v->failures++;
}

