/* bench-run.h: what the benchmarks share: running a program as its own
 * process, timed, with its peak memory, and the PASS/FAIL lines. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Seconds on the monotonic clock. */
double bench_now_seconds (void);

/* Runs @argv with standard output and error sent to the given files
 * (NULL: /dev/null), measuring its wall time and peak memory (ru_maxrss
 * from wait4, in KB).  Returns the wait status, or -1 when it could not
 * be started. */
int    bench_run_child   (char *const *argv,
                          const char  *out_path,
                          const char  *err_path,
                          double      *seconds,
                          long        *maxrss_kb);

/* The processor time (user and system) of the last child
 * bench_run_child() waited for: on a shared machine its wall time is
 * mostly the other processes' turn. */
double bench_last_cpu_seconds (void);

/* The last few lines of the file @err_path, indented, on standard
 * output: why a run failed. */
void   bench_show_stderr (const char *err_path);

typedef struct {
  int failures;
  int checks;
} BenchVerdict;

/* Prints "PASS text" or "FAIL text" and counts it. */
void   bench_verdict     (BenchVerdict *v,
                          gboolean      pass,
                          const char   *fmt,
                          ...) G_GNUC_PRINTF (3, 4);

G_END_DECLS
