/* valet-cli.c: the command-line front door to the scoring engine.
 *
 * The options are those of the reference Valet program, so existing
 * scripts keep working; its short forms are kept except -h, which asks
 * for help here (--hardround has no short form).
 *
 * Exit status: 0 on success, 1 when the input data are bad (every problem
 * is listed on stderr), 2 on a bad command line.
 */
#include "config.h"

#include <glib.h>
#include <glib/gi18n.h>
#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "valet-chart.h"
#include "valet-diagnostics.h"
#include "valet-encoding.h"
#include "valet-options.h"
#include "valet-output-file.h"
#include "valet-html-writer.h"
#include "valet-input-file.h"
#include "valet-pdf-writer.h"
#include "valet-ranking-writer.h"
#include "valet-reader.h"
#include "valet-report.h"
#include "valet-report-dd.h"
#include "valet-report-lists.h"
#include "valet-safe-text.h"
#include "valet-site-folder.h"
#include "valet-run.h"
#include "valet-tableau-writer.h"
#include "valet-team-ranking-writer.h"
#include "valet-cli-dd.h"
#include "valet-cli-library.h"
#include "valet-library.h"
#include "valet-text-limit.h"
#include "valet-xlsx-writer.h"

enum { EXIT_BAD_DATA = 1, EXIT_USAGE = 2 };

#define MAX_MESSAGES 100

typedef struct {
  char    *valettype;
  char    *directory;
  char    *names;
  char    *scores;
  char    *rounds;
  int      minhands;
  char    *adjusted_imps;
  gboolean lead;
  gboolean extremes;
  gboolean hardround;
  char    *datum;
  char    *datum_round;     /* --round-differences, and its old spelling */
  char    *round_datum;
  gboolean nocloud;
  char    *tableau;
  gboolean dd;            /* --dd: double-dummy columns in the tableau */
  gboolean hand_records;  /* --hand-records: the deals instead of the ranking */
  gboolean compensate;
  gboolean neuberg;       /* --neuberg: factor boards played fewer times */
  gboolean missing_as_draws; /* --missing-as-draws: ScoreBridge's factoring */
  char    *compat;
  char    *order;
  gboolean average;
  gboolean by_direction;  /* one ranking per list of the movement */
  gboolean teams;         /* --teams: the team ranking instead of the pairs' */
  char    *columns;
  char    *format;
  char    *join;
  gboolean keep_going;
  gboolean strict;
  gboolean version;
  char    *input;
  char    *format_in;
  char    *save_as;       /* the format; the path follows it */
  char    *save_path;
  char    *xlsx;          /* reports */
  char    *pdf;
  char    *html;          /* a folder */
  char    *chart_png;
  char    *paper;
  char    *pdf_sections;
  char    *rank_by;       /* the reports' ranking: played or luck-free */
  char    *title;
  char    *date;
  char    *venue;
  char    *organiser;
  char    *director;
  char    *encoding;
  char    *max_input_size;
  gboolean locale_numbers;
  gboolean force;
  char    *library;       /* --library DB --season SELECTION: a season's ranking */
  char    *season;
  char    *format_in_help;  /* the help of --format-in and --save-as, which list */
  char    *save_as_help;    /* the formats of the table */
} CliArgs;

static void
cli_args_clear (CliArgs *a)
{
  g_free (a->valettype);
  g_free (a->directory);
  g_free (a->names);
  g_free (a->scores);
  g_free (a->rounds);
  g_free (a->tableau);
  g_free (a->order);
  g_free (a->rank_by);
  g_free (a->compat);
  g_free (a->datum);
  g_free (a->datum_round);
  g_free (a->round_datum);
  g_free (a->adjusted_imps);
  g_free (a->columns);
  g_free (a->format);
  g_free (a->join);
  g_free (a->input);
  g_free (a->format_in);
  g_free (a->save_as);
  g_free (a->save_path);
  g_free (a->library);
  g_free (a->season);
  g_free (a->format_in_help);
  g_free (a->save_as_help);
  g_free (a->xlsx);
  g_free (a->pdf);
  g_free (a->html);
  g_free (a->chart_png);
  g_free (a->paper);
  g_free (a->pdf_sections);
  g_free (a->title);
  g_free (a->date);
  g_free (a->venue);
  g_free (a->organiser);
  g_free (a->director);
  g_free (a->encoding);
  g_free (a->max_input_size);
}

/* @text on standard error, with what it quotes of paths and files made
 * harmless there: control characters (ESC ...) and the invisible
 * controls of text direction (U+202E ...) as \xHH. */
static void
print_escaped (const char *text)
{
  g_autofree char *shown = valet_escape_message (text);

  fputs (shown, stderr);
}

static int
usage_error (GOptionContext *ctx, const char *message)
{
  g_autofree char *line = g_strdup_printf ("%s: %s\n", g_get_prgname (), message);

  print_escaped (line);
  g_printerr (_("Run '%s --help' to see the options.\n"), g_get_prgname ());
  (void) ctx;
  return EXIT_USAGE;
}

/* A file named on the command line is read from the directory unless its
 * name is absolute. */
static char *
input_path (const char *directory, const char *name)
{
  if (g_path_is_absolute (name))
    return g_strdup (name);
  return g_build_filename (directory, name, NULL);
}

/* --save-as takes two values, FORMAT and PATH, which GOption cannot:
 * the PATH is taken out of @argv here and GOption reads the FORMAT.
 * Returns FALSE when PATH is missing. */
static gboolean
take_save_path (int *argc, char **argv, char **path)
{
  for (int i = 1; i < *argc; i++)
    {
      int at;
      if (strcmp (argv[i], "--") == 0)
        break;
      if (strcmp (argv[i], "--save-as") == 0)
        at = i + 2;
      else if (g_str_has_prefix (argv[i], "--save-as="))
        at = i + 1;
      else
        continue;
      if (at >= *argc || (argv[at][0] == '-' && argv[at][1] != '\0'))
        return FALSE;
      g_free (*path);
      *path = g_strdup (argv[at]);
      /* argv belongs to the caller; only its pointers move. */
      memmove (&argv[at], &argv[at + 1], (size_t) (*argc - at) * sizeof *argv);
      (*argc)--;
    }
  return TRUE;
}

/* The CSV separator, once --locale-numbers has made numbers follow
 * LC_NUMERIC (the ranking, the tableau, the PDF and the chart; the
 * workbook holds numbers, not text).  Where the decimal separator is a
 * comma the default separator is ';', as a spreadsheet of that locale
 * expects; a separator chosen with --join that would be part of the
 * numbers is refused (NULL, with @message), since the columns could not
 * be told apart. */
static const char *
csv_separator (const CliArgs *a, ValetFormat format, char **message)
{
  const char *decimal;

  if (!a->locale_numbers)
    return a->join ? a->join : ",";
  if (setlocale (LC_NUMERIC, "") == NULL)
    {
      g_printerr (_("%s: warning: the locale's number format is not available; "
                    "numbers are written with a decimal point\n"), g_get_prgname ());
      return a->join ? a->join : ",";
    }
  decimal = localeconv ()->decimal_point;
  if (a->join == NULL)
    return strcmp (decimal, ",") == 0 ? ";" : ",";
  if (format == VALET_FORMAT_CSV
      && (strstr (a->join, decimal) != NULL || strstr (decimal, a->join) != NULL))
    {
      *message = g_strdup_printf (
        _("--join '%s' is the decimal separator of the numbers that --locale-numbers writes; "
          "choose another separator, e.g. ';'"), a->join);
      return NULL;
    }
  return a->join;
}

/* Whether a name was read in a legacy encoding and kept as its bytes. */
static gboolean
has_names_not_utf8 (ValetTournament *t)
{
  guint n = valet_tournament_n_players (t);

  for (guint i = 0; i < n; i++)
    if (!g_utf8_validate (valet_tournament_player_name (t, i), -1, NULL))
      return TRUE;
  return FALSE;
}

/* What a failed write says, and how to replace a read-only file. */
static void
print_write_error (const char *path, const GError *error)
{
  gboolean read_only = g_error_matches (error, VALET_OUTPUT_ERROR,
                                        VALET_OUTPUT_ERROR_READ_ONLY);

  g_autofree char *line = path != NULL
    ? g_strdup_printf (_("%s: cannot save to %s: %s\n"), g_get_prgname (), path, error->message)
    : g_strdup_printf ("%s: %s\n", g_get_prgname (), error->message);

  /* The message quotes paths, which may hold any byte. */
  print_escaped (line);
  if (read_only)
    g_printerr (_("%s: --force replaces a read-only file\n"), g_get_prgname ());
}

static gboolean
is_stdout (const char *path)
{
  return path != NULL && strcmp (path, "-") == 0;
}

/* --input -: the results come on standard input. */
static gboolean
is_stdin (const char *path)
{
  return path != NULL && strcmp (path, "-") == 0;
}

/* Standard input whole, NUL-terminated, into *@data; FALSE after a
 * message on a read error or past --max-input-size (a pipe is bounded by
 * nothing else, and it is held in memory whole). */
static gboolean
read_stdin (char **data, gsize *length, ValetDiagnostics *diag, const char *name)
{
  g_autoptr (GError) error = NULL;

  *data = valet_input_read_fd (STDIN_FILENO, 0, valet_input_get_max_size (), length, &error);
  if (*data == NULL)
    {
      valet_diagnostics_add (diag, name, 0, "%s", error->message);
      return FALSE;
    }
  return TRUE;
}

/* A format of one file on standard output, whole. */
static gboolean
save_to_stdout (ValetTournament *t, const ValetFileFormat *format)
{
  g_autoptr (GString) out = g_string_new (NULL);

  format->append (out, t);
  if (fwrite (out->str, 1, out->len, stdout) != out->len || fflush (stdout) != 0)
    {
      g_printerr (_("%s: cannot write to standard output\n"), g_get_prgname ());
      return FALSE;
    }
  return TRUE;
}

/* Writes the tournament as --save-as asks; FALSE after reporting. */
static gboolean
save_tournament (ValetTournament *t, const char *format, const char *path)
{
  g_autoptr (GError) error = NULL;
  gboolean ok;

  /* check_streams() let standard output through for a file only. */
  if (is_stdout (path))
    return save_to_stdout (t, valet_format_lookup_writer (format));
  ok = valet_write_format (t, format, path, &error);
  if (!ok)
    print_write_error (path, error);
  return ok;
}

/* The tableaux of every board, in the order the reference program
 * prints them (the order the run scored them). */
static GString *
run_tableaux (ValetRun *run, ValetCliDd *dd)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < valet_run_n_boards (run); i++)
    {
      const ValetEntry *entries;
      guint n;
      const ValetBoard *board = valet_run_board_scored (run, i, &entries, &n);
      valet_write_tableau_dd (out, valet_run_tournament (run), valet_run_options (run), board,
                              entries, n, dd ? valet_cli_dd_tricks : NULL, dd);
    }
  return out;
}

/* --title, --date, --venue, --organiser and --director cut to the
 * length the readers cut the same details from files to (see
 * valet-text-limit.h), each with a warning on standard error. */
static void
cut_event_details (CliArgs *a)
{
  char **texts[] = { &a->title, &a->date, &a->venue, &a->organiser, &a->director };
  static const char *const options[] = { "--title", "--date", "--venue", "--organiser",
                                         "--director" };

  G_STATIC_ASSERT (G_N_ELEMENTS (options) == VALET_EVENT_N_DETAILS);
  for (ValetEventDetail i = 0; i < VALET_EVENT_N_DETAILS; i++)
    {
      char *cut = valet_text_cut (*texts[i], valet_text_max_chars ((ValetTextKind) i));
      if (cut == NULL)
        continue;
      g_autofree char *message = valet_text_cut_message ((ValetTextKind) i,
                                                         valet_text_length (*texts[i]));
      g_printerr ("%s: %s: %s\n", g_get_prgname (), options[i], message);
      g_free (*texts[i]);
      *texts[i] = cut;
    }
}

/* The event's name for the reports: --title, or else the name the
 * input file gives its event (PBN [Event], the USEBIO event, a
 * Bridgemate session), or else the name of the folder or file the
 * results came from. */
static char *
report_title (const CliArgs *a, ValetTournament *tournament)
{
  g_autofree char *cwd = NULL;
  const char *from = is_stdin (a->input) ? NULL : a->input ? a->input : a->directory;
  const char *event = valet_tournament_get_event (tournament, VALET_EVENT_TITLE);

  if (a->title)
    return g_strdup (a->title);
  if (event != NULL)
    return g_utf8_make_valid (event, -1);
  if (from == NULL || strcmp (from, ".") == 0)
    from = cwd = g_get_current_dir ();
  g_autofree char *base = g_filename_display_basename (from);
  if (a->input && !is_stdin (a->input) && !g_file_test (from, G_FILE_TEST_IS_DIR))
    {
      char *dot = strrchr (base, '.');
      if (dot && dot != base)
        *dot = '\0';
    }
  /* A file's name may be longer than a title. */
  return valet_text_limit (VALET_TEXT_TITLE, base);
}

/* Lists the problems in the input on standard error, and says how many
 * of the results read are scored when some were left out, so that
 * nothing is half-scored without a word.  Returns FALSE when nothing is
 * to be scored: errors without --keep-going (warnings too with
 * --strict), no result at all, or more than half of the results left
 * out, which is more likely a file read wrongly than a few bad lines. */
static gboolean
report_input (const CliArgs *a, ValetTournament *t, ValetDiagnostics *diag)
{
  guint n_errors = valet_diagnostics_count (diag);
  guint n_scored = valet_tournament_n_results (t);
  guint n_seen = n_scored + valet_tournament_n_left_out (t);

  if (a->strict)
    n_errors += valet_diagnostics_n_warnings (diag);
  if (n_errors + valet_diagnostics_n_warnings (diag) > 0)
    {
      g_autofree char *text = valet_diagnostics_format (diag);
      /* Messages quote the input: its control characters as \xHH. */
      print_escaped (text);
    }
  if (n_errors > 0 && (!a->keep_going || n_scored == 0))
    {
      g_printerr (ngettext ("%s: %u problem in the input; nothing was scored\n",
                            "%s: %u problems in the input; nothing was scored\n",
                            n_errors),
                  g_get_prgname (), n_errors);
      /* What --keep-going would do instead, where it would score. */
      if (!a->keep_going && n_scored > 0 && 2 * (guint64) n_scored >= n_seen)
        g_printerr (ngettext ("%s: --keep-going scores the other results, leaving out %u "
                              "line\n",
                              "%s: --keep-going scores the other results, leaving out %u "
                              "lines\n", n_seen - n_scored),
                    g_get_prgname (), n_seen - n_scored);
      return FALSE;
    }
  if (n_scored == 0 && n_seen > 0)
    {
      /* Every line left out, with warnings only: a file of scores
       * without the contracts, or of boards not played. */
      g_printerr (ngettext ("%s: nothing was scored: the %u line read is not a result "
                            "played (a contract, its declarer and the tricks); the Valet "
                            "split needs the contracts, not the scores alone\n",
                            "%s: nothing was scored: none of the %u lines read is a result "
                            "played (a contract, its declarer and the tricks); the Valet "
                            "split needs the contracts, not the scores alone\n", n_seen),
                  g_get_prgname (), n_seen);
      return FALSE;
    }
  if (n_errors > 0)
    g_printerr (ngettext ("%s: %u problem in the input; that line was left out\n",
                          "%s: %u problems in the input; those lines were left out\n",
                          n_errors),
                g_get_prgname (), n_errors);
  if (n_seen > n_scored)
    /* TRANSLATORS: the results scored, the results read. */
    g_printerr (ngettext ("%s: scored %u of %u result\n", "%s: scored %u of %u results\n",
                          n_seen),
                g_get_prgname (), n_scored, n_seen);
  if (n_errors > 0 && 2 * (guint64) n_scored < n_seen)
    {
      g_printerr (_("%s: more than half of the results were left out; nothing was "
                    "scored (is this the right file, and the right format?)\n"),
                  g_get_prgname ());
      return FALSE;
    }
  return TRUE;
}

/* Writes the reports asked for; FALSE after reporting a failure (an
 * earlier file of the same name is then left as it was). */
static gboolean
write_reports (const CliArgs *a, ValetRun *run, ValetPaper paper, guint sections)
{
  g_autofree char *title = report_title (a, valet_run_tournament (run));
  g_autoptr (ValetReport) report = valet_report_new_for_run (run, title);
  /* One ranking table per list of the movement, with --by-direction. */
  valet_report_set_by_lists (report, a->by_direction);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);

  /* --dd: the deals' tables on the board pages, the pairs against
   * double dummy (the cache makes the second solve of a file free). */
  if (a->dd && !valet_report_solve_dd (report, &error))
    {
      g_printerr ("%s: %s\n", g_get_prgname (), error->message);
      return FALSE;
    }
  if (a->xlsx && !valet_write_xlsx_warn (report, a->xlsx, warnings, &error))
    goto failed;
  for (guint i = 0; i < warnings->len; i++)
    g_printerr (_("%s: %s: warning: %s\n"), g_get_prgname (), a->xlsx,
                (const char *) g_ptr_array_index (warnings, i));
  if (a->pdf && !valet_write_pdf_sections (report, a->pdf, paper, sections, &error))
    goto failed;
  if (a->html && !valet_write_html (report, a->html, &error))
    goto failed;
  if (a->chart_png
      && !valet_chart_write_web_png (report, a->chart_png, VALET_CHART_LIGHT, &error))
    goto failed;
  return TRUE;

failed:
  print_write_error (NULL, error);
  return FALSE;
}

/* ---- outputs: never over an input, nor over each other ------------------ */

/* Output options given once each: GOption would let a second --pdf win
 * without a word. */
static gboolean
take_output_option (const char *name, const char *value, gpointer data, GError **error)
{
  CliArgs *a = data;
  char **field = g_str_equal (name, "--xlsx") ? &a->xlsx
                 : g_str_equal (name, "--pdf") ? &a->pdf
                 : g_str_equal (name, "--html") ? &a->html
                 : g_str_equal (name, "--chart-png") ? &a->chart_png
                 : g_str_equal (name, "--save-as") ? &a->save_as
                 : &a->tableau;

  if (*field != NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                   _("%s is given twice (expected each output once)"), name);
      return FALSE;
    }
  *field = g_strdup (value);
  return TRUE;
}

typedef struct {
  const char *option;
  char       *path;
} Output;

static void
output_clear (gpointer data)
{
  g_free (((Output *) data)->path);
}

/* The format --save-as names when it is kept in a folder (Valet text),
 * else NULL. */
static const ValetFileFormat *
saves_folder (const CliArgs *a)
{
  const ValetFileFormat *f = valet_format_lookup_writer (a->save_as);

  return f != NULL && (f->flags & VALET_FORMAT_FOLDER) ? f : NULL;
}

/* Every file the command line asks to write; --save-as valet writes two. */
static GArray *
output_files (const CliArgs *a)
{
  GArray *out = g_array_new (FALSE, TRUE, sizeof (Output));
  const Output given[] = {
    { "--tableau", a->tableau }, { "--xlsx", a->xlsx }, { "--pdf", a->pdf },
    { "--chart-png", a->chart_png },
    { "--save-as", saves_folder (a) || is_stdout (a->save_path) ? NULL : a->save_path },
  };

  g_array_set_clear_func (out, output_clear);
  for (guint i = 0; i < G_N_ELEMENTS (given); i++)
    if (given[i].path != NULL)
      g_array_append_val (out, ((Output) { given[i].option, g_strdup (given[i].path) }));
  if (saves_folder (a) && a->save_path != NULL)
    {
      g_autoptr (GPtrArray) files = valet_format_written_files (saves_folder (a), a->save_path);
      for (guint i = 0; i < files->len; i++)
        g_array_append_val (out, ((Output) { "--save-as", g_strdup (files->pdata[i]) }));
    }
  return out;
}

/* Every file the results are read from: --directory's two, or
 * --input's (valet_input_files()). */
static GPtrArray *
input_files (const CliArgs *a, ValetInputFormat format_in)
{
  const char *dir = a->directory ? a->directory : ".";
  GPtrArray *in;

  if (is_stdin (a->input))
    {
      /* Standard input is no file an output could write over; the names
       * of Valet text read from it are. */
      in = g_ptr_array_new_with_free_func (g_free);
      if (a->names)
        g_ptr_array_add (in, g_strdup (a->names));
      return in;
    }
  if (a->input != NULL)
    return valet_input_files (a->input, format_in);
  in = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (in, input_path (dir, a->names ? a->names : "names.txt"));
  g_ptr_array_add (in, input_path (dir, a->scores ? a->scores : "scores.txt"));
  return in;
}

/* One file (valet_same_file()), or both standard output. */
static gboolean
same_file (const char *a, const char *b)
{
  if (is_stdout (a) || is_stdout (b))
    return is_stdout (a) && is_stdout (b);
  return valet_same_file (a, b);
}

/* Standard output takes one report (instead of the ranking), or the
 * saved PBN or CSV; not the tableau, nor a folder of Valet text. */
static gboolean
check_streams (const CliArgs *a, char **message)
{
  if (is_stdout (a->html))
    *message = g_strdup (_("--html writes a folder, not standard output ('-') "
                           "(expected a folder name)"));
  else if (is_stdout (a->tableau))
    *message = g_strdup (_("--tableau cannot write to standard output ('-'), where the "
                           "ranking goes (expected a file name)"));
  else if (saves_folder (a) && is_stdout (a->save_path))
    *message = g_strdup_printf (_("--save-as %s writes a folder, not standard output ('-') "
                                  "(expected a folder name)"),
                                valet_format_writer_name (saves_folder (a)));
  return *message == NULL;
}

/* Two outputs on one file: the second would replace the first. */
static gboolean
check_distinct (GArray *out, char **message)
{
  for (guint i = 0; i < out->len; i++)
    for (guint j = i + 1; j < out->len; j++)
      {
        Output *x = &g_array_index (out, Output, i), *y = &g_array_index (out, Output, j);
        if (x->option != y->option && same_file (x->path, y->path))
          {
            *message = g_strdup_printf (_("%s and %s name the same file %s (expected a "
                                          "file of its own for each)"),
                                        x->option, y->option, y->path);
            return FALSE;
          }
      }
  return TRUE;
}

/* Refuses, before anything is read or written, an output on an input
 * file or on what may not be replaced; FALSE after saying why. */
static gboolean
check_outputs_writable (GArray *out, GPtrArray *in, const char *save_path)
{
  for (guint i = 0; i < out->len; i++)
    {
      Output *o = &g_array_index (out, Output, i);
      g_autoptr (GError) error = NULL;

      for (guint j = 0; j < in->len; j++)
        if (same_file (o->path, g_ptr_array_index (in, j)))
          {
            g_autofree char *line = g_strdup_printf (
              _("%s: %s %s would write over %s, which the results are read from; nothing "
                "was written (expected another file)\n"),
              g_get_prgname (), o->option, o->path, (char *) g_ptr_array_index (in, j));
            print_escaped (line);
            return FALSE;
          }
      if (!is_stdout (o->path) && !valet_output_check_target (o->path, &error))
        {
          /* Said as a failed save says it. */
          print_write_error (g_str_equal (o->option, "--save-as") ? save_path : NULL, error);
          return FALSE;
        }
    }
  return TRUE;
}

/* The web site's folder holds the site alone: no other output goes
 * into it, where the next site would refuse it or the site replace it. */
static gboolean
check_outside_site (const CliArgs *a, GArray *out, char **message)
{
  if (a->html == NULL)
    return TRUE;
  for (guint i = 0; i < out->len; i++)
    {
      Output *o = &g_array_index (out, Output, i);
      if (!is_stdout (o->path) && valet_path_within (o->path, a->html))
        {
          *message = g_strdup_printf (_("%s %s would be written into the folder of --html "
                                        "%s, which holds the web site alone (expected a "
                                        "file outside it)"), o->option, o->path, a->html);
          return FALSE;
        }
    }
  return TRUE;
}

/* The web site's folder never holds, nor is, what the results are read
 * from, and holds nothing but an earlier site of Valet's: refused before
 * anything is read, as the site writer would refuse it after. */
static gboolean
check_site_folder (const CliArgs *a, GPtrArray *in)
{
  g_autoptr (GError) error = NULL;
  ValetSiteFolderState state;

  if (a->html == NULL)
    return TRUE;
  for (guint j = 0; j < in->len; j++)
    if (valet_path_within (g_ptr_array_index (in, j), a->html))
      {
        g_autofree char *line = g_strdup_printf (
          _("%s: --html %s would hold %s, which the results are read from; nothing was "
            "written (expected a folder of its own for the site)\n"),
          g_get_prgname (), a->html, (char *) g_ptr_array_index (in, j));
        print_escaped (line);
        return FALSE;
      }
  if (!valet_site_folder_check (a->html, &state, &error))
    {
      print_write_error (NULL, error);
      return FALSE;
    }
  return TRUE;
}

/* 0 when every output may be written, else the exit status after saying
 * why: 2 for a command line that contradicts itself, 1 for an output
 * that would replace an input or what may not be replaced. */
static int
check_outputs (GOptionContext *ctx, const CliArgs *a, ValetInputFormat format_in)
{
  g_autoptr (GArray) out = output_files (a);
  g_autoptr (GPtrArray) in = NULL;
  g_autofree char *message = NULL;

  if (!check_streams (a, &message) || !check_distinct (out, &message)
      || !check_outside_site (a, out, &message))
    return usage_error (ctx, message);
  in = input_files (a, format_in);
  return check_outputs_writable (out, in, a->save_path) && check_site_folder (a, in)
         ? 0 : EXIT_BAD_DATA;
}

/* With --season: the season report's outputs, checked as an event's
 * are, the library (and its SQLite journal files) taking the place of
 * the results read; the event's other outputs refused. */
static int
check_season_outputs (GOptionContext *ctx, const CliArgs *a)
{
  g_autoptr (GArray) out = output_files (a);
  g_autoptr (GPtrArray) in = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *library = a->library ? g_strdup (a->library) : valet_library_default_path ();
  g_autofree char *message = NULL;
  const char *other = a->tableau ? "--tableau" : a->chart_png ? "--chart-png"
                      : a->save_as ? "--save-as" : NULL;

  if (other != NULL)
    {
      message = g_strdup_printf (_("%s does not go with --season (the season report is "
                                   "written with --pdf, --xlsx and --html)"), other);
      return usage_error (ctx, message);
    }
  if (!check_streams (a, &message) || !check_distinct (out, &message)
      || !check_outside_site (a, out, &message))
    return usage_error (ctx, message);
  g_ptr_array_add (in, g_strdup (library));
  g_ptr_array_add (in, g_strconcat (library, "-wal", NULL));
  g_ptr_array_add (in, g_strconcat (library, "-shm", NULL));
  return check_outputs_writable (out, in, NULL) && check_site_folder (a, in) ? 0
                                                                             : EXIT_BAD_DATA;
}

/* @items as a sentence lists them: "a, b, c or d" (@last: " or "). */
static char *
join_list (GPtrArray *items, const char *last)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < items->len; i++)
    {
      if (i > 0)
        g_string_append (out, i + 1 == items->len ? last : ", ");
      g_string_append (out, items->pdata[i]);
    }
  return g_string_free (out, FALSE);
}

/* The names of the formats read (@writers: of those written, kept in a
 * folder or not as @folders says), with the program whose files they are
 * when @programs (the help's "bws (Bridgemate)"). */
static GPtrArray *
format_names (gboolean writers, gboolean folders, gboolean programs)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  for (const ValetFileFormat *f = valet_formats_first (); f != NULL; f = valet_formats_next (f))
    {
      if (writers && (f->write == NULL || !(f->flags & VALET_FORMAT_FOLDER) != !folders))
        continue;
      const char *name = writers ? valet_format_writer_name (f) : f->name;
      g_ptr_array_add (names, programs && f->program != NULL
                              ? g_strdup_printf ("%s (%s)", name, _(f->program))
                              : g_strdup (name));
    }
  return names;
}

/* "text, pbn, usebio, csv or bws": the formats --format-in takes. */
static char *
format_list (gboolean programs)
{
  g_autoptr (GPtrArray) names = format_names (FALSE, FALSE, programs);

  return join_list (names, _(" or "));
}

/* The formats --save-as takes, "valet, pbn or csv"; with @described,
 * each said to be a folder (with its files) or a file. */
static char *
writer_list (gboolean described)
{
  g_autoptr (GPtrArray) folders = format_names (TRUE, TRUE, FALSE);
  g_autoptr (GPtrArray) files = format_names (TRUE, FALSE, FALSE);
  g_autoptr (GPtrArray) groups = g_ptr_array_new_with_free_func (g_free);

  if (!described)
    {
      g_ptr_array_extend_and_steal (folders, g_steal_pointer (&files));
      return join_list (folders, _(" or "));
    }
  for (guint i = 0; i < folders->len; i++)
    {
      const ValetFileFormat *f = valet_format_lookup_writer (folders->pdata[i]);
      g_autoptr (GPtrArray) held = g_ptr_array_new ();
      for (guint j = 0; f->folder_files[j] != NULL; j++)
        g_ptr_array_add (held, (gpointer) f->folder_files[j]);
      g_autofree char *list = join_list (held, _(" and "));
      g_ptr_array_add (groups, g_strdup_printf (_("%s (a folder with %s)"),
                                                (char *) folders->pdata[i], list));
    }
  if (files->len > 0)
    {
      g_autofree char *list = join_list (files, _(" or "));
      g_ptr_array_add (groups, g_strdup_printf (_("%s (a file; '-': standard output)"), list));
    }
  return join_list (groups, ", ");
}

/* The help of the options that name a format of the table. */
static void
describe_formats (CliArgs *a)
{
  g_autofree char *read = format_list (TRUE);
  g_autofree char *written = writer_list (TRUE);

  a->format_in_help = g_strdup_printf (_("Read --input as %s, whatever its content looks "
                                         "like"), read);
  a->save_as_help = g_strdup_printf (_("Save the results read as %s at PATH, and exit "
                                       "without scoring"), written);
}

/* The help's closing paragraphs: what is read, what is written, what
 * is never replaced, the exit statuses. */
static void
describe (GOptionContext *ctx)
{
  g_option_context_set_description (ctx,
    _("Reads DIR/names.txt and DIR/scores.txt and writes the ranking to "
      "standard output.\n"
      "With --input FILE the results are read from FILE instead: a PBN file "
      "with ScoreTables, USEBIO XML, CSV with a header row (round, board, "
      "north, east, south, west, contract, declarer, tricks, lead), or a "
      "Valet scores file with names.txt beside it (or their folder).\n"
      "With --save-as the results read are saved, bad lines left out "
      "(with --keep-going), and nothing is scored.\n"
      "No output replaces an input file, a folder, a link, a device or "
      "(without --force) a read-only file.\n"
      "Exit status: 0 on success, 1 on bad input data, "
      "2 on a bad command line.\n"
      "valet-cli library add|list|remove keeps events in a library: "
      "see valet-cli library --help."));
}

/* valet-cli's input and scoring options, pointing into @a; free with
 * g_free (a group copies them). */
static GOptionEntry *
option_entries (CliArgs *a)
{
  const GOptionEntry entries[] = {
    { "valettype", 'v', 0, G_OPTION_ARG_STRING, &a->valettype,
      N_("Scoring: datum (Butler), imps (across the field) or matchpoints; default: the form "
         "the file declares, else imps"), "TYPE" },
    { "directory", 'd', 0, G_OPTION_ARG_FILENAME, &a->directory,
      N_("Read the input files from DIR (default: the current directory)"), "DIR" },
    { "names", 'n', 0, G_OPTION_ARG_FILENAME, &a->names,
      N_("Names file, tag|Full Name per line (default names.txt)"), "FILE" },
    { "scores", 's', 0, G_OPTION_ARG_FILENAME, &a->scores,
      N_("Scores file (default scores.txt)"), "FILE" },
    { "rounds", 'r', 0, G_OPTION_ARG_STRING, &a->rounds,
      N_("Score only these rounds, e.g. 1,3-5,7 (default all)"), "LIST" },
    { "minhands", 'm', 0, G_OPTION_ARG_INT, &a->minhands,
      N_("List pairs with fewer than N boards in a second table"), "N" },
    { "adjusted-imps", 0, 0, G_OPTION_ARG_STRING, &a->adjusted_imps,
      N_("IMPs an artificial score of 60 % is worth (40 %: as many less; default 3)"), "N" },
    { "lead", 'l', 0, G_OPTION_ARG_NONE, &a->lead,
      N_("Score the opening lead separately from the rest of the defence"), NULL },
    { "extremes", 'e', 0, G_OPTION_ARG_NONE, &a->extremes,
      N_("Leave the highest and lowest score out of each datum"), NULL },
    { "hardround", 0, 0, G_OPTION_ARG_NONE, &a->hardround,
      N_("Round score differences down to 10 (379 to 370), not to the nearest"), NULL },
    { "datum", 0, 0, G_OPTION_ARG_STRING, &a->datum,
      N_("How a datum is taken from a board's scores: mean (default), median, small-field (median of 3, the four-table rules for 4, else the mean), trim:K (without the K highest and K lowest) or trim%:P (without P % at each end)"), "RULE" },
    { "round-datum", 0, 0, G_OPTION_ARG_STRING, &a->round_datum,
      N_("How the datum is rounded: none (to the nearest point, the default), nearest (to the closest multiple of 10: 988 to 990) or down (to a multiple of 10: 988 to 980)"), "HOW" },
    { "round-differences", 0, 0, G_OPTION_ARG_STRING, &a->datum_round,
      N_("How score differences are rounded to 10 before the IMP scale: nearest (default), down (as --hardround) or none (the same IMPs as down, the scale's steps being multiples of 10)"), "HOW" },
    /* The old spelling of --round-differences, which named the datum
     * though it never rounded it. */
    { "datum-round", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_STRING, &a->datum_round, NULL, "HOW" },
    { "nocloud", 'x', 0, G_OPTION_ARG_NONE, &a->nocloud,
      N_("Use the simple split instead of the cloud split"), NULL },
    { "tableau", 't', G_OPTION_FLAG_FILENAME, G_OPTION_ARG_CALLBACK, take_output_option,
      N_("Also write a tableau of every board to FILE"), "FILE" },
    { "dd", 0, 0, G_OPTION_ARG_NONE, &a->dd,
      N_("Add each ranked pair's Declarer vs DD and Lead vs DD after the ranking, and to the tableau each line's double-dummy tricks for its contract (DD) and the tricks taken less those (Tr-DD), from the deals the file gives"), NULL },
    { "hand-records", 0, 0, G_OPTION_ARG_NONE, &a->hand_records,
      N_("Print the deals the file gives, with their double-dummy tables and par, instead of the ranking"), NULL },
    { "compensate", 'c', 0, G_OPTION_ARG_NONE, &a->compensate,
      N_("Compensate for the strength of the opponents met"), NULL },
    { "neuberg", 0, 0, G_OPTION_ARG_NONE, &a->neuberg,
      N_("Matchpoints: factor the boards played fewer times than the most, and those with "
         "artificial scores, by Neuberg's formula, as Magic Contest, Compscore, BriAn and EBUScore do"), NULL },
    { "missing-as-draws", 0, 0, G_OPTION_ARG_NONE, &a->missing_as_draws,
      N_("Matchpoints: factor the boards played fewer times than the most by counting "
         "each comparison they lack as a draw, as ScoreBridge's files do"), NULL },
    { "compat", 0, 0, G_OPTION_ARG_STRING, &a->compat,
      N_("Reproduce the numbers of the reference program VERSION exactly (only 1.1), "
         "where it departs from the principles included; by default the principles' method"),
      "VERSION" },
    { "order", 'o', 0, G_OPTION_ARG_STRING, &a->order,
      N_("Rank by overall, bidding, play, defense, lead, bidoverplay, defoverplay or leadoverplay"), "ORDER" },
    { "average", 'a', 0, G_OPTION_ARG_NONE, &a->average,
      N_("Show the average lead column"), NULL },
    { "columns", 0, 0, G_OPTION_ARG_STRING, &a->columns,
      N_("Add these columns to the text or CSV ranking: butler (the plain score, against the other tables' results as they were) and luck (the plain score less the cloud's fair score), joined by commas"), "LIST" },
    { "by-direction", 0, 0, G_OPTION_ARG_NONE, &a->by_direction,
      N_("One ranking per list of the movement, as the scoring program publishes it: North-South and East-West of a Mitchell, each section apart, each with its heading and the pairs' numbers, in the text or CSV ranking and in the reports; the Valet scores are the same"), NULL },
    { "teams", 0, 0, G_OPTION_ARG_NONE, &a->teams,
      N_("Write the team ranking instead of the pair ranking, as text or CSV: each team's score as played and Valet components over its pairs' boards, per board played, with 95 % intervals (the results must name teams: PBN Team, USEBIO teams, or names.txt's third field)"), NULL },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &a->format,
      N_("Output format: text or csv (default text)"), "FORMAT" },
    { "join", 'j', 0, G_OPTION_ARG_STRING, &a->join,
      N_("Separator for CSV output (default ',')"), "SEP" },
    { "keep-going", 'k', 0, G_OPTION_ARG_NONE, &a->keep_going,
      N_("Report bad input lines but score the good ones"), NULL },
    { "strict", 0, 0, G_OPTION_ARG_NONE, &a->strict,
      N_("Treat warnings about the input (a player at two tables of a board, ...) as errors"), NULL },
    { "version", 0, 0, G_OPTION_ARG_NONE, &a->version,
      N_("Show the version and exit"), NULL },
    { "input", 0, 0, G_OPTION_ARG_FILENAME, &a->input,
      N_("Read the results from FILE (PBN, USEBIO, CSV, Bridgemate .bws or Valet text, told from its content) instead of --directory, --names and --scores; '-': from standard input (Valet text scores there take their names from --names FILE)"), "FILE" },
    { "format-in", 0, 0, G_OPTION_ARG_STRING, &a->format_in, a->format_in_help, "FORMAT" },
    { "encoding", 0, 0, G_OPTION_ARG_STRING, &a->encoding,
      N_("Read the input files as ENCODING (e.g. windows-1250, windows-1252, iso-8859-2, or auto: the one that reads best, file by file) and write names in UTF-8; default UTF-8, with names in other encodings kept as given"), "ENCODING" },
    { "max-input-size", 0, 0, G_OPTION_ARG_STRING, &a->max_input_size,
      N_("Refuse an input file larger than SIZE: bytes, or with a suffix K, M or G (KiB, MiB, GiB); default 2G"), "SIZE" },
    { "save-as", 0, 0, G_OPTION_ARG_CALLBACK, take_output_option, a->save_as_help,
      "FORMAT PATH" },
    { "library", 0, 0, G_OPTION_ARG_FILENAME, &a->library,
      N_("With --season: the library of events (default: $XDG_DATA_HOME/valet/library.sqlite; valet-cli library add fills it)"), "DB" },
    { "season", 0, 0, G_OPTION_ARG_STRING, &a->season,
      N_("Rank the season of the library's events SELECTION takes: all, a range of days (2026-01-01..2026-06-30) or text in their names; each event scored on its own, the partnerships and then the players pooled board by board"), "SELECTION" },
    G_OPTION_ENTRY_NULL
  };

  return g_memdup2 (entries, sizeof entries);
}

/* The reports' options, the second part of valet-cli's table. */
static GOptionEntry *
report_entries (CliArgs *a)
{
  const GOptionEntry entries[] = {
    { "xlsx", 0, G_OPTION_FLAG_FILENAME, G_OPTION_ARG_CALLBACK, take_output_option,
      N_("Also write the report as an Excel workbook to FILE ('-': to standard output, instead of the ranking)"), "FILE" },
    { "pdf", 0, G_OPTION_FLAG_FILENAME, G_OPTION_ARG_CALLBACK, take_output_option,
      N_("Also write the report as a PDF document to FILE ('-': to standard output, instead of the ranking)"), "FILE" },
    { "html", 0, G_OPTION_FLAG_FILENAME, G_OPTION_ARG_CALLBACK, take_output_option,
      N_("Also write the report as a web site into the folder DIR: index.html with the ranking, a page per pair and per board (a folder of its own: an earlier site there is replaced, a folder with other files is refused)"), "DIR" },
    { "chart-png", 0, G_OPTION_FLAG_FILENAME, G_OPTION_ARG_CALLBACK, take_output_option,
      N_("Also draw the ranking chart to FILE, a PNG image ('-': to standard output, instead of the ranking)"), "FILE" },
    { "force", 0, 0, G_OPTION_ARG_NONE, &a->force,
      N_("Replace an output file even when it is read-only"), NULL },
    { "pdf-sections", 0, 0, G_OPTION_ARG_STRING, &a->pdf_sections,
      N_("The parts of the PDF: method, ranking, charts, pairs, tableaux, joined by commas, or all (the default)"), "LIST" },
    { "rank-by", 0, 0, G_OPTION_ARG_STRING, &a->rank_by,
      N_("What the PDF, the workbook and the web site rank by: played (the score as played, "
         "what the club's scorer computes; the default) or luck-free (the cloud split's score "
         "without the luck); the text and CSV rankings keep --order"), "SCORE" },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &a->paper,
      N_("Paper size of the PDF: a4 or letter (default a4)"), "SIZE" },
    { "title", 0, 0, G_OPTION_ARG_STRING, &a->title,
      N_("Name of the event in the reports (default: the input's folder or file name)"), "TEXT" },
    { "date", 0, 0, G_OPTION_ARG_STRING, &a->date,
      N_("Date of the event in the reports, as it should read (default: the date the input gives)"), "TEXT" },
    { "venue", 0, 0, G_OPTION_ARG_STRING, &a->venue,
      N_("Venue of the event in the reports (default: the venue or club the input gives)"), "TEXT" },
    { "organiser", 0, 0, G_OPTION_ARG_STRING, &a->organiser,
      N_("Who holds the event (a club or federation), in the reports"), "TEXT" },
    { "director", 0, 0, G_OPTION_ARG_STRING, &a->director,
      N_("The tournament director, in the reports"), "TEXT" },
    { "locale-numbers", 0, 0, G_OPTION_ARG_NONE, &a->locale_numbers,
      N_("Write numbers with the decimal separator of the locale (LC_NUMERIC), e.g. 1,25, instead of 1.25; CSV fields are then joined by ';' where the decimal separator is a comma"), NULL },
    G_OPTION_ENTRY_NULL
  };

  return g_memdup2 (entries, sizeof entries);
}

/* The command line's options, bound to @a, with the help text. */
static GOptionContext *
make_context (CliArgs *a)
{
  g_autofree GOptionEntry *entries = NULL;
  g_autofree GOptionEntry *reports = report_entries (a);
  GOptionContext *ctx = g_option_context_new (_("- Butler and Valet scores of a bridge tournament"));
  /* The output options' callback gets the arguments through the group. */
  GOptionGroup *group = g_option_group_new (NULL, NULL, NULL, a, NULL);

  describe_formats (a);
  entries = option_entries (a);

  g_option_context_set_translation_domain (ctx, GETTEXT_PACKAGE);
  g_option_group_add_entries (group, entries);
  g_option_group_add_entries (group, reports);
  g_option_group_set_translation_domain (group, GETTEXT_PACKAGE);
  g_option_context_set_main_group (ctx, group);
  describe (ctx);
  return ctx;
}

/* What the command line asks for, checked and in the engine's terms. */
typedef struct {
  ValetOptions     options;
  ValetFormat      format;
  ValetInputFormat format_in;
  ValetPaper       paper;
  guint            pdf_sections;   /* ValetPdfSection flags */
  const char      *separator;
  guint64          max_input_size;
} Settings;

/* The names given on the command line taken for what they name; the
 * message of the first that names nothing (NULL when all do). */
static char *
check_names (const CliArgs *a, Settings *s)
{
  if (a->valettype && !valet_scoring_from_string (a->valettype, &s->options.scoring))
    return g_strdup_printf (_("unknown valet type '%s' (expected datum, imps or matchpoints)"),
                            a->valettype);
  if (a->order && !valet_order_from_string (a->order, &s->options.order))
    return g_strdup_printf (_("unknown order '%s' (expected overall, bidding, play, defense, "
                              "lead, bidoverplay, defoverplay or leadoverplay)"), a->order);
  if (a->rank_by && g_ascii_strcasecmp (a->rank_by, "played") != 0
      && g_ascii_strcasecmp (a->rank_by, "luck-free") != 0)
    return g_strdup_printf (_("unknown score '%s' for --rank-by (expected played or "
                              "luck-free)"), a->rank_by);
  s->options.rank_luck_free = a->rank_by && g_ascii_strcasecmp (a->rank_by, "luck-free") == 0;
  if (a->datum && !valet_datum_rule_parse (a->datum, &s->options.datum))
    return g_strdup_printf (_("unknown datum '%s' (expected mean, median, small-field, trim:K "
                              "or trim%%:P with P below 50)"), a->datum);
  /* The small-field rules leave the extremes out from five tables
   * themselves, as their article advises, and deal with them by rule
   * at three and four: --extremes goes with them. */
  if (a->datum && a->extremes && s->options.datum.kind != VALET_DATUM_MEAN
      && s->options.datum.kind != VALET_DATUM_SMALL_FIELD)
    return g_strdup (_("--extremes trims the mean and the small-field datum only; with --datum, "
                       "trim:1 leaves out the highest and the lowest score"));
  if (a->round_datum && !valet_datum_rounding_parse (a->round_datum, &s->options.datum.rounding))
    return g_strdup_printf (_("unknown datum rounding '%s' for --round-datum (expected none, "
                              "nearest or down)"), a->round_datum);
  if (a->datum_round && g_ascii_strcasecmp (a->datum_round, "nearest") != 0
      && g_ascii_strcasecmp (a->datum_round, "down") != 0
      && g_ascii_strcasecmp (a->datum_round, "none") != 0)
    return g_strdup_printf (_("unknown rounding of differences '%s' (expected nearest, down or "
                              "none)"), a->datum_round);
  if (a->columns && !valet_extra_columns_from_string (a->columns, &s->options.columns))
    return g_strdup_printf (_("unknown columns '%s' (expected butler, luck or both, joined by "
                              "a comma)"), a->columns);
  if (a->format && g_ascii_strcasecmp (a->format, "csv") == 0)
    s->format = VALET_FORMAT_CSV;
  else if (a->format && g_ascii_strcasecmp (a->format, "text") != 0)
    return g_strdup_printf (_("unknown format '%s' (expected text or csv)"), a->format);
  if (a->format_in && !valet_input_format_from_string (a->format_in, &s->format_in))
    {
      g_autofree char *names = format_list (FALSE);
      return g_strdup_printf (_("unknown input format '%s' (expected %s)"), a->format_in,
                              names);
    }
  return NULL;
}

/* The inputs and outputs asked for, and the rest of the options; the
 * message of the first problem (NULL when there is none). */
static char *
check_settings (const CliArgs *a, Settings *s)
{
  g_autoptr (GError) error = NULL;

  if (a->format_in && !a->input)
    return g_strdup (_("--format-in names the format of --input, which is missing"));
  if (a->input && (a->directory || a->scores || (a->names && !is_stdin (a->input))))
    return g_strdup (_("--input replaces --directory, --names and --scores; give one or the "
                       "other"));
  if (a->save_as && valet_format_lookup_writer (a->save_as) == NULL)
    {
      g_autofree char *names = writer_list (FALSE);
      return g_strdup_printf (_("unknown format to save as '%s' (expected %s)"), a->save_as,
                              names);
    }
  if (a->encoding && !valet_encoding_is_known (a->encoding))
    return g_strdup_printf (_("unknown encoding '%s' (expected auto or a name such as "
                              "windows-1250, windows-1252 or iso-8859-2)"), a->encoding);
  if (a->paper && !valet_paper_from_string (a->paper, &s->paper))
    return g_strdup_printf (_("unknown paper size '%s' (expected a4 or letter)"), a->paper);
  if (a->pdf_sections && !valet_pdf_sections_from_string (a->pdf_sections, &s->pdf_sections))
    return g_strdup_printf (_("unknown PDF sections '%s' (expected method, ranking, charts, pairs or "
                              "tableaux, joined by commas, or all)"), a->pdf_sections);
  if (a->minhands < 0)
    return g_strdup (_("--minhands takes a number of boards from 0"));
  if (a->adjusted_imps)
    {
      char *end;
      double v = g_ascii_strtod (a->adjusted_imps, &end);
      if (end == a->adjusted_imps || *end != '\0' || !(v >= 0 && v <= 24))
        return g_strdup_printf (_("--adjusted-imps takes a number of IMPs from 0 to 24, "
                                  "not '%s'"), a->adjusted_imps);
      s->options.adjusted_imps = v;
    }
  if (a->compat && strcmp (a->compat, "1.1") != 0)
    return g_strdup_printf (_("unknown version '%s' for --compat (expected 1.1)"), a->compat);
  if (a->compat && a->neuberg)
    return g_strdup (_("--neuberg is not part of Valet 1.1: --compat 1.1 matchpoints each board "
                       "over the tables that played it"));
  if (a->compat && a->missing_as_draws)
    return g_strdup (_("--missing-as-draws is not part of Valet 1.1: --compat 1.1 matchpoints "
                       "each board over the tables that played it"));
  if (a->neuberg && a->missing_as_draws)
    return g_strdup (_("--neuberg and --missing-as-draws are two ways of factoring a board "
                       "played fewer times: give one"));
  if (a->join && a->join[0] == '\0')
    return g_strdup (_("--join needs a separator, e.g. ';'"));
  if (a->rounds && !valet_options_set_rounds (&s->options, a->rounds, &error))
    return g_strdup (error->message);
  if (a->max_input_size && !valet_input_size_parse (a->max_input_size, &s->max_input_size))
    return g_strdup_printf (_("--max-input-size takes a size in bytes, or with a suffix K, M "
                              "or G, e.g. 500M, not '%s'"), a->max_input_size);
  return NULL;
}

/* @s from @a; the message of the first problem, or NULL. */
static char *
settings_from_args (const CliArgs *a, Settings *s)
{
  char *message = check_names (a, s);

  if (message == NULL)
    message = check_settings (a, s);
  if (message == NULL)
    s->separator = csv_separator (a, s->format, &message);
  if (message != NULL)
    return message;
  s->options.lead = a->lead;
  s->options.extremes = a->extremes;
  /* Rounding differences down and not rounding them give the same
   * IMPs: the scale's steps are multiples of 10. */
  s->options.hard_round = a->hardround
    || (a->datum_round && g_ascii_strcasecmp (a->datum_round, "nearest") != 0);
  s->options.cloud = !a->nocloud;
  s->options.compensate = a->compensate;
  s->options.neuberg = a->neuberg;
  s->options.missing_as_draws = a->missing_as_draws;
  s->options.compat = a->compat != NULL;
  s->options.average = a->average;
  s->options.min_hands = (guint) a->minhands;
  return NULL;
}

/* The results: --input, or the names and scores files. */
static ValetTournament *
read_tournament (const CliArgs *a, const Settings *s, ValetDiagnostics *diag)
{
  const char *dir = a->directory ? a->directory : ".";
  g_autofree char *names = input_path (dir, a->names ? a->names : "names.txt");
  g_autofree char *scores = input_path (dir, a->scores ? a->scores : "scores.txt");
  ValetTournament *tournament = valet_tournament_new ();

  valet_tournament_set_encoding (tournament, a->encoding);
  if (is_stdin (a->input))
    {
      const char *name = _("(standard input)");
      char *data = NULL;
      gsize length = 0;
      if (read_stdin (&data, &length, diag, name))
        valet_read_input_data (tournament, data, length, name, s->format_in, a->names, diag);
    }
  else if (a->input)
    valet_read_input (tournament, a->input, s->format_in, diag);
  else
    valet_read_text_input (tournament, names, scores, diag);
  /* What the director says about the event goes before what the file
   * says. */
  if (a->date && *a->date)
    valet_tournament_set_event (tournament, VALET_EVENT_DATE, a->date);
  if (a->venue && *a->venue)
    valet_tournament_set_event (tournament, VALET_EVENT_VENUE, a->venue);
  if (a->organiser && *a->organiser)
    valet_tournament_set_event (tournament, VALET_EVENT_ORGANISER, a->organiser);
  if (a->director && *a->director)
    valet_tournament_set_event (tournament, VALET_EVENT_DIRECTOR, a->director);
  valet_tournament_seal (tournament);
  return tournament;
}

/* Says so when pairs with a placeholder player (or one tag in both
 * seats) are left out of the ranking, naming the first such tag: the
 * text and CSV rankings list them in their second table without a word
 * of why. */
static void
note_placeholders (ValetRun *run)
{
  ValetTournament *t = valet_run_tournament (run);
  const char *self_pair = NULL;

  if (valet_run_options (run)->compat)
    return;
  for (guint i = 0; i < valet_run_n_unranked (run); i++)
    {
      const ValetPairScore *p = valet_run_unranked (run, i);
      for (guint k = 0; k < 2 && p->placeholder; k++)
        if (valet_tournament_player_is_placeholder (t, p->player[k]))
          {
            g_printerr (_("%s: pairs with a placeholder player ('%s', a tag that stands for "
                          "several players) are listed in the second table, not ranked; "
                          "--compat 1.1 ranks them\n"),
                        g_get_prgname (), valet_tournament_player_tag (t, p->player[k]));
            return;
          }
      if (p->placeholder && self_pair == NULL)
        self_pair = valet_tournament_player_tag (t, p->player[0]);
    }
  if (self_pair != NULL)
    g_printerr (_("%s: pairs whose two players are one tag ('%s') are listed in the second "
                  "table, not ranked; --compat 1.1 ranks them\n"), g_get_prgname (), self_pair);
}

/* The team ranking (--teams) into @out; FALSE, said, when the results
 * name no teams. */
static gboolean
append_team_ranking (GString *out, ValetRun *run, const Settings *s)
{
  g_autoptr (ValetTeamRanking) teams = valet_team_ranking_new (run);

  if (valet_team_ranking_n_teams (teams) == 0)
    {
      g_printerr (_("%s: --teams: the results name no teams (expected a PBN Team column, "
                    "USEBIO teams, or a third field in names.txt, tag|Full Name|Team)\n"),
                  g_get_prgname ());
      return FALSE;
    }
  valet_write_team_ranking (out, teams, s->format, s->separator);
  return TRUE;
}

/* A ValetTextSink for standard output. */
static gboolean
write_stdout (const char *text, gsize len, gpointer data)
{
  return fwrite (text, 1, len, stdout) == len;
}

/* Scores @tournament once and writes what was asked: the tableaux, the
 * reports, and the ranking on standard output unless a report is
 * there.  The exit status. */
static int
write_outputs (const CliArgs *a, const Settings *s, ValetTournament *tournament)
{
  /* One run: the ranking, the tableaux and the reports all read it.  The
   * pairs' spreads wait for a report that shows them: the ranking alone
   * never holds them. */
  g_autoptr (ValetRun) run = valet_run_new_spreads_later (tournament, &s->options, NULL, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (ValetCliDd) dd = NULL;

  if ((a->dd || a->hand_records) && !(dd = valet_cli_dd_new (tournament, &error)))
    {
      g_printerr ("%s: %s\n", g_get_prgname (), error->message);
      return EXIT_BAD_DATA;
    }
  if (a->hand_records && valet_tournament_n_deals (tournament) == 0)
    {
      g_printerr (_("%s: --hand-records: the results give no deals (expected PBN [Deal] "
                    "tags or USEBIO hand records)\n"), g_get_prgname ());
      return EXIT_BAD_DATA;
    }
  g_autoptr (GString) tableau = a->tableau ? run_tableaux (run, dd) : NULL;

  /* Written to a temporary file and renamed: never half a file. */
  if (tableau && !valet_output_write_contents (a->tableau, tableau->str, tableau->len, &error))
    {
      print_write_error (NULL, error);
      return EXIT_BAD_DATA;
    }
  if ((a->xlsx || a->pdf || a->html || a->chart_png) && !write_reports (a, run, s->paper, s->pdf_sections))
    return EXIT_BAD_DATA;
  /* (The CSV ranking is UTF-8 but in Valet 1.1's way.) */
  if (a->encoding == NULL && has_names_not_utf8 (tournament)
      && (s->format != VALET_FORMAT_CSV || s->options.compat))
    g_printerr (_("%s: names that are not UTF-8 are printed as the input has them, "
                  "as the reference program prints them; --encoding auto prints "
                  "them in UTF-8\n"), g_get_prgname ());
  note_placeholders (run);

  /* A report on standard output takes the ranking's place there. */
  if (is_stdout (a->xlsx) || is_stdout (a->pdf) || is_stdout (a->chart_png))
    return 0;
  g_autoptr (GString) out = g_string_new (NULL);
  gboolean written = TRUE;
  if (a->hand_records)
    valet_cli_dd_append_hand_records (dd, out);
  else if (a->teams && !append_team_ranking (out, run, s))
    return EXIT_BAD_DATA;
  else if (a->teams)
    ;
  else if (a->by_direction)
    valet_write_ranking_lists (out, tournament, valet_run_ranking (run), valet_run_options (run),
                               s->format, s->separator);
  else if (!a->dd)
    /* Alone, the ranking goes out in pieces as it is written: the text
     * of a field of millions is never held whole.  (With --dd it waits
     * for the pairs against double dummy, whose failure prints nothing.) */
    written = valet_write_ranking_to (write_stdout, NULL, valet_run_ranking (run),
                                      valet_run_options (run), s->format, s->separator);
  else
    valet_write_ranking (out, valet_run_ranking (run), valet_run_options (run), s->format,
                         s->separator);
  /* --dd: the pairs against double dummy after the ranking. */
  if (a->dd && !a->hand_records
      && !valet_cli_dd_append_versus (dd, run, s->format == VALET_FORMAT_CSV, s->separator, out,
                                      &error))
    {
      g_printerr ("%s: %s\n", g_get_prgname (), error->message);
      return EXIT_BAD_DATA;
    }
  if (!written || fwrite (out->str, 1, out->len, stdout) != out->len || fflush (stdout) != 0)
    {
      g_printerr (_("%s: cannot write the ranking\n"), g_get_prgname ());
      return EXIT_BAD_DATA;
    }
  return 0;
}

/* Without --valettype, the scoring form the file declares (USEBIO's
 * EVENT_TYPE, PBN's [Scoring], ...), said on standard error with the
 * file's own word; the reference's text format declares none, so its
 * outputs stay the reference's.  --valettype wins without a word. */
static void
use_declared_form (const CliArgs *a, ValetTournament *t, ValetOptions *options)
{
  ValetScoring scoring;
  const char *word = valet_tournament_get_form_word (t);
  guint line = valet_tournament_get_form_line (t);

  if (a->valettype != NULL || !valet_scoring_from_form (valet_tournament_get_form (t), &scoring))
    return;
  options->scoring = scoring;
  if (line > 0)
    /* Translators: the form ("matchpoints"), then the file's word for
     * it ("MP_PAIRS") and its line. */
    g_printerr (_("%s: scored as %s, as the file says ('%s', line %u); --valettype scores "
                  "otherwise\n"), g_get_prgname (), valet_scoring_name (scoring), word, line);
  else
    /* Translators: the form ("matchpoints"), then the file's word for it. */
    g_printerr (_("%s: scored as %s, as the file says ('%s'); --valettype scores otherwise\n"),
                g_get_prgname (), valet_scoring_name (scoring), word);
}

/* Reads, reports on what was read, and saves or scores it. */
static int
run_command (const CliArgs *a, const Settings *s)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (MAX_MESSAGES);
  g_autoptr (ValetTournament) tournament = read_tournament (a, s, diag);

  /* A hand record alone: its deals, which is all that was asked. */
  if (a->hand_records && valet_tournament_n_results (tournament) == 0
      && valet_tournament_n_deals (tournament) > 0)
    return valet_cli_dd_print_hand_records (tournament);
  if (!report_input (a, tournament, diag))
    return EXIT_BAD_DATA;
  if (a->save_as)
    return save_tournament (tournament, a->save_as, a->save_path) ? 0 : EXIT_BAD_DATA;
  Settings scored = *s;   /* the same options, but the file's form */
  use_declared_form (a, tournament, &scored.options);
  return write_outputs (a, &scored, tournament);
}

/* The translations: the installed ones, or those compiled in a build
 * tree's po folder when VALET_LOCALEDIR names it, so that the tests can
 * run valet-cli in German and Polish before it is installed. */
static void
bind_catalogues (void)
{
  const char *dir = g_getenv ("VALET_LOCALEDIR");

  bindtextdomain (GETTEXT_PACKAGE, dir != NULL && dir[0] != '\0' ? dir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

int
main (int argc, char **argv)
{
  CliArgs a = { 0 };
  Settings s = { .format = VALET_FORMAT_TEXT, .format_in = VALET_INPUT_AUTO,
                 .paper = VALET_PAPER_A4, .pdf_sections = VALET_PDF_ALL,
                 .separator = ",", .max_input_size = VALET_INPUT_MAX_SIZE_DEFAULT };
  g_autoptr (GError) error = NULL;
  g_autoptr (GOptionContext) ctx = NULL;
  g_autofree char *problem = NULL;
  int status = 0;

  setlocale (LC_ALL, "");
  /* Numbers are written with a decimal point whatever the locale, unless
   * --locale-numbers asks otherwise: the outputs are data for other
   * programs, and the reference's are written so. */
  setlocale (LC_NUMERIC, "C");
  bind_catalogues ();
  g_set_prgname ("valet-cli");
  /* An interrupt leaves no temporary file behind. */
  valet_output_clean_up_on_signals ();
  /* A file larger than the limit of `ulimit -f` would end the program
   * without a word (SIGXFSZ); ignored, the write fails with EFBIG, which
   * is said, and the earlier file is kept. */
  signal (SIGXFSZ, SIG_IGN);

  /* `valet-cli library add|list|remove`: the library of events, with
   * its own options. */
  if (argc > 1 && strcmp (argv[1], "library") == 0)
    return valet_cli_library_main (argc - 1, argv + 1);
  ctx = make_context (&a);
  valet_options_init (&s.options);
  if (!take_save_path (&argc, argv, &a.save_path))
    status = usage_error (ctx, _("--save-as needs a format and a path, e.g. --save-as pbn out.pbn"));
  else if (!g_option_context_parse (ctx, &argc, &argv, &error))
    status = usage_error (ctx, error->message);
  else if (a.version)
    g_print ("valet-cli %s\n", PACKAGE_VERSION);
  else if (argc > 1)
    {
      problem = g_strdup_printf (_("unexpected argument '%s'"), argv[1]);
      status = usage_error (ctx, problem);
    }
  else if ((problem = settings_from_args (&a, &s)) != NULL)
    status = usage_error (ctx, problem);
  else if (a.library && !a.season)
    status = usage_error (ctx, _("--library goes with --season (and valet-cli library add, "
                                 "list and remove take it after the word library)"));
  else if (a.season)
    {
      /* The season report: --xlsx, --pdf, --html with --season. */
      ValetCliSeasonReports reports = { a.xlsx, a.pdf, a.html, s.paper };
      valet_output_set_replace_read_only (a.force);
      status = check_season_outputs (ctx, &a);
      if (status == 0)
        status = valet_cli_season (a.library, a.season, &s.options, a.valettype != NULL,
                                   s.format, s.separator, &reports);
    }
  else
    {
      valet_output_set_replace_read_only (a.force);
      valet_input_set_max_size (s.max_input_size);
      cut_event_details (&a);
      status = check_outputs (ctx, &a, s.format_in);
      if (status == 0)
        status = run_command (&a, &s);
    }
  valet_options_clear (&s.options);
  cli_args_clear (&a);
  return status;
}
