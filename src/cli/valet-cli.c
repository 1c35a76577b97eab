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
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "valet-chart.h"
#include "valet-csv-writer.h"
#include "valet-diagnostics.h"
#include "valet-encoding.h"
#include "valet-options.h"
#include "valet-pbn-writer.h"
#include "valet-pdf-writer.h"
#include "valet-ranking-writer.h"
#include "valet-reader.h"
#include "valet-report.h"
#include "valet-scoring-run.h"
#include "valet-tableau-writer.h"
#include "valet-text-reader.h"
#include "valet-text-writer.h"
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
  gboolean lead;
  gboolean extremes;
  gboolean hardround;
  gboolean nocloud;
  char    *tableau;
  gboolean compensate;
  char    *order;
  gboolean average;
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
  char    *chart_png;
  char    *paper;
  char    *title;
  char    *encoding;
  gboolean locale_numbers;
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
  g_free (a->format);
  g_free (a->join);
  g_free (a->input);
  g_free (a->format_in);
  g_free (a->save_as);
  g_free (a->save_path);
  g_free (a->xlsx);
  g_free (a->pdf);
  g_free (a->chart_png);
  g_free (a->paper);
  g_free (a->title);
  g_free (a->encoding);
}

static int
usage_error (GOptionContext *ctx, const char *message)
{
  g_printerr ("%s: %s\n", g_get_prgname (), message);
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

/* Writes the tournament as --save-as asks; FALSE after reporting. */
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

static gboolean
save_tournament (ValetTournament *t, const char *format, const char *path)
{
  g_autoptr (GError) error = NULL;
  gboolean ok;

  if (g_ascii_strcasecmp (format, "pbn") == 0)
    ok = valet_write_pbn (t, path, &error);
  else if (g_ascii_strcasecmp (format, "csv") == 0)
    ok = valet_write_csv (t, path, &error);
  else
    ok = valet_write_text (t, path, &error);
  if (!ok)
    g_printerr (_("%s: cannot save to %s: %s\n"), g_get_prgname (), path, error->message);
  return ok;
}

typedef struct {
  GString            *out;
  ValetTournament    *tournament;
  const ValetOptions *options;
} TableauSink;

static void
collect_tableau (const ValetBoard *board, const ValetEntry *entries,
                 guint n, gpointer data)
{
  TableauSink *sink = data;
  valet_write_tableau (sink->out, sink->tournament, sink->options, board,
                       entries, n);
}

/* The event's name for the reports: --title, or else the name the
 * input file gives its event (PBN [Event], the USEBIO event, a
 * Bridgemate session), or else the name of the folder or file the
 * results came from. */
static char *
report_title (const CliArgs *a, ValetTournament *tournament)
{
  g_autofree char *cwd = NULL;
  const char *from = a->input ? a->input : a->directory;
  const char *event = valet_tournament_get_event (tournament, VALET_EVENT_TITLE);

  if (a->title)
    return g_strdup (a->title);
  if (event != NULL)
    return g_utf8_make_valid (event, -1);
  if (from == NULL || strcmp (from, ".") == 0)
    from = cwd = g_get_current_dir ();
  if (a->input && !g_file_test (from, G_FILE_TEST_IS_DIR))
    {
      g_autofree char *base = g_filename_display_basename (from);
      char *dot = strrchr (base, '.');
      if (dot && dot != base)
        *dot = '\0';
      return g_steal_pointer (&base);
    }
  return g_filename_display_basename (from);
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
      fputs (text, stderr);
    }
  if (n_errors > 0 && (!a->keep_going || n_scored == 0))
    {
      g_printerr (ngettext ("%s: %u problem in the input; nothing was scored\n",
                            "%s: %u problems in the input; nothing was scored\n",
                            n_errors),
                  g_get_prgname (), n_errors);
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
write_reports (const CliArgs *a, ValetTournament *tournament,
               const ValetOptions *options, ValetPaper paper)
{
  g_autofree char *title = report_title (a, tournament);
  g_autoptr (ValetReport) report = valet_report_new (tournament, options, title);
  g_autoptr (GError) error = NULL;

  if (a->xlsx && !valet_write_xlsx (report, a->xlsx, &error))
    goto failed;
  if (a->pdf && !valet_write_pdf (report, a->pdf, paper, &error))
    goto failed;
  if (a->chart_png
      && !valet_chart_write_png (report, VALET_CHART_RANKING, a->chart_png,
                                 1200, MAX (500, 120 + 22 * (int) valet_report_n_pairs (report)),
                                 VALET_CHART_LIGHT, &error))
    goto failed;
  return TRUE;

failed:
  g_printerr ("%s: %s\n", g_get_prgname (), error->message);
  return FALSE;
}

int
main (int argc, char **argv)
{
  CliArgs a = { 0 };
  GOptionEntry entries[] = {
    { "valettype", 'v', 0, G_OPTION_ARG_STRING, &a.valettype,
      N_("Scoring: datum (Butler), imps (across the field) or matchpoints; default imps"), "TYPE" },
    { "directory", 'd', 0, G_OPTION_ARG_FILENAME, &a.directory,
      N_("Read the input files from DIR (default: the current directory)"), "DIR" },
    { "names", 'n', 0, G_OPTION_ARG_FILENAME, &a.names,
      N_("Names file, tag|Full Name per line (default names.txt)"), "FILE" },
    { "scores", 's', 0, G_OPTION_ARG_FILENAME, &a.scores,
      N_("Scores file (default scores.txt)"), "FILE" },
    { "rounds", 'r', 0, G_OPTION_ARG_STRING, &a.rounds,
      N_("Score only these rounds, e.g. 1,3-5,7 (default all)"), "LIST" },
    { "minhands", 'm', 0, G_OPTION_ARG_INT, &a.minhands,
      N_("List pairs with fewer than N boards in a second table"), "N" },
    { "lead", 'l', 0, G_OPTION_ARG_NONE, &a.lead,
      N_("Score the opening lead separately from the rest of the defence"), NULL },
    { "extremes", 'e', 0, G_OPTION_ARG_NONE, &a.extremes,
      N_("Leave the highest and lowest score out of each datum"), NULL },
    { "hardround", 0, 0, G_OPTION_ARG_NONE, &a.hardround,
      N_("Round score differences down to 10 (379 to 370), not to the nearest"), NULL },
    { "nocloud", 'x', 0, G_OPTION_ARG_NONE, &a.nocloud,
      N_("Use the simple split instead of the cloud split"), NULL },
    { "tableau", 't', 0, G_OPTION_ARG_FILENAME, &a.tableau,
      N_("Also write a tableau of every board to FILE"), "FILE" },
    { "compensate", 'c', 0, G_OPTION_ARG_NONE, &a.compensate,
      N_("Compensate for the strength of the opponents met"), NULL },
    { "order", 'o', 0, G_OPTION_ARG_STRING, &a.order,
      N_("Rank by overall, bidding, play, defense, lead, bidoverplay, defoverplay or leadoverplay"), "ORDER" },
    { "average", 'a', 0, G_OPTION_ARG_NONE, &a.average,
      N_("Show the average lead column"), NULL },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &a.format,
      N_("Output format: text or csv (default text)"), "FORMAT" },
    { "join", 'j', 0, G_OPTION_ARG_STRING, &a.join,
      N_("Separator for CSV output (default ',')"), "SEP" },
    { "keep-going", 'k', 0, G_OPTION_ARG_NONE, &a.keep_going,
      N_("Report bad input lines but score the good ones"), NULL },
    { "strict", 0, 0, G_OPTION_ARG_NONE, &a.strict,
      N_("Treat warnings about the input (a player at two tables of a board, ...) as errors"), NULL },
    { "version", 0, 0, G_OPTION_ARG_NONE, &a.version,
      N_("Show the version and exit"), NULL },
    { "input", 0, 0, G_OPTION_ARG_FILENAME, &a.input,
      N_("Read the results from FILE (PBN, USEBIO, CSV, Bridgemate .bws or Valet text, told from its content) instead of --directory, --names and --scores"), "FILE" },
    { "format-in", 0, 0, G_OPTION_ARG_STRING, &a.format_in,
      N_("Read --input as text, pbn, usebio, csv or bws (Bridgemate), whatever its content looks like"), "FORMAT" },
    { "encoding", 0, 0, G_OPTION_ARG_STRING, &a.encoding,
      N_("Read the input files as ENCODING (e.g. windows-1250, windows-1252, iso-8859-2, or auto: the one that reads best, file by file) and write names in UTF-8; default UTF-8, with names in other encodings kept as given"), "ENCODING" },
    { "save-as", 0, 0, G_OPTION_ARG_STRING, &a.save_as,
      N_("Save the results read as valet (a folder with names.txt and scores.txt), pbn or csv (a file) at PATH, and exit without scoring"), "FORMAT PATH" },
    { "xlsx", 0, 0, G_OPTION_ARG_FILENAME, &a.xlsx,
      N_("Also write the report as an Excel workbook to FILE"), "FILE" },
    { "pdf", 0, 0, G_OPTION_ARG_FILENAME, &a.pdf,
      N_("Also write the report as a PDF document to FILE"), "FILE" },
    { "chart-png", 0, 0, G_OPTION_ARG_FILENAME, &a.chart_png,
      N_("Also draw the ranking chart to FILE, a PNG image"), "FILE" },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &a.paper,
      N_("Paper size of the PDF: a4 or letter (default a4)"), "SIZE" },
    { "title", 0, 0, G_OPTION_ARG_STRING, &a.title,
      N_("Name of the event in the reports (default: the input's folder or file name)"), "TEXT" },
    { "locale-numbers", 0, 0, G_OPTION_ARG_NONE, &a.locale_numbers,
      N_("Write numbers with the decimal separator of the locale (LC_NUMERIC), e.g. 1,25, instead of 1.25; CSV fields are then joined by ';' where the decimal separator is a comma"), NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GOptionContext) ctx = NULL;
  ValetOptions options;
  ValetFormat format = VALET_FORMAT_TEXT;
  ValetInputFormat format_in = VALET_INPUT_AUTO;
  ValetPaper paper = VALET_PAPER_A4;
  const char *separator = ",";
  int status = 0;

  setlocale (LC_ALL, "");
  /* Numbers are written with a decimal point whatever the locale, unless
   * --locale-numbers asks otherwise: the outputs are data for other
   * programs, and the reference's are written so. */
  setlocale (LC_NUMERIC, "C");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_prgname ("valet-cli");

  ctx = g_option_context_new (_("- Butler and Valet scores of a bridge tournament"));
  g_option_context_set_translation_domain (ctx, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (ctx,
    _("Reads DIR/names.txt and DIR/scores.txt and writes the ranking to "
      "standard output.\n"
      "With --input FILE the results are read from FILE instead: a PBN file "
      "with ScoreTables, USEBIO XML, CSV with a header row (round, board, "
      "north, east, south, west, contract, declarer, tricks, lead), or a "
      "Valet scores file with names.txt beside it (or their folder).\n"
      "With --save-as the results read are saved, bad lines left out "
      "(with --keep-going), and nothing is scored.\n"
      "Exit status: 0 on success, 1 on bad input data, "
      "2 on a bad command line."));

  valet_options_init (&options);
  if (!take_save_path (&argc, argv, &a.save_path))
    {
      status = usage_error (ctx, _("--save-as needs a format and a path, e.g. --save-as pbn out.pbn"));
      goto out;
    }
  if (!g_option_context_parse (ctx, &argc, &argv, &error))
    {
      status = usage_error (ctx, error->message);
      goto out;
    }
  if (a.version)
    {
      g_print ("valet-cli %s\n", PACKAGE_VERSION);
      goto out;
    }
  if (argc > 1)
    {
      g_autofree char *msg = g_strdup_printf (_("unexpected argument '%s'"), argv[1]);
      status = usage_error (ctx, msg);
      goto out;
    }
  if (a.valettype && !valet_scoring_from_string (a.valettype, &options.scoring))
    {
      g_autofree char *msg = g_strdup_printf (
        _("unknown valet type '%s' (expected datum, imps or matchpoints)"), a.valettype);
      status = usage_error (ctx, msg);
      goto out;
    }
  if (a.order && !valet_order_from_string (a.order, &options.order))
    {
      g_autofree char *msg = g_strdup_printf (
        _("unknown order '%s' (expected overall, bidding, play, defense, lead, "
          "bidoverplay, defoverplay or leadoverplay)"), a.order);
      status = usage_error (ctx, msg);
      goto out;
    }
  if (a.format)
    {
      if (g_ascii_strcasecmp (a.format, "csv") == 0)
        format = VALET_FORMAT_CSV;
      else if (g_ascii_strcasecmp (a.format, "text") != 0)
        {
          g_autofree char *msg = g_strdup_printf (
            _("unknown format '%s' (expected text or csv)"), a.format);
          status = usage_error (ctx, msg);
          goto out;
        }
    }
  if (a.format_in && !valet_input_format_from_string (a.format_in, &format_in))
    {
      g_autofree char *msg = g_strdup_printf (
        _("unknown input format '%s' (expected text, pbn, usebio, csv or bws)"), a.format_in);
      status = usage_error (ctx, msg);
      goto out;
    }
  if (a.format_in && !a.input)
    {
      status = usage_error (ctx, _("--format-in names the format of --input, which is missing"));
      goto out;
    }
  if (a.input && (a.directory || a.names || a.scores))
    {
      status = usage_error (ctx, _("--input replaces --directory, --names and --scores; give one or the other"));
      goto out;
    }
  if (a.save_as && g_ascii_strcasecmp (a.save_as, "valet") != 0
      && g_ascii_strcasecmp (a.save_as, "text") != 0
      && g_ascii_strcasecmp (a.save_as, "pbn") != 0
      && g_ascii_strcasecmp (a.save_as, "csv") != 0)
    {
      g_autofree char *msg = g_strdup_printf (
        _("unknown format to save as '%s' (expected valet, pbn or csv)"), a.save_as);
      status = usage_error (ctx, msg);
      goto out;
    }
  if (a.encoding && !valet_encoding_is_known (a.encoding))
    {
      g_autofree char *msg = g_strdup_printf (
        _("unknown encoding '%s' (expected auto or a name such as windows-1250, windows-1252 or iso-8859-2)"),
        a.encoding);
      status = usage_error (ctx, msg);
      goto out;
    }
  if (a.paper && !valet_paper_from_string (a.paper, &paper))
    {
      g_autofree char *msg = g_strdup_printf (
        _("unknown paper size '%s' (expected a4 or letter)"), a.paper);
      status = usage_error (ctx, msg);
      goto out;
    }
  if (a.minhands < 0)
    {
      status = usage_error (ctx, _("--minhands takes a number of boards from 0"));
      goto out;
    }
  if (a.join && a.join[0] == '\0')
    {
      status = usage_error (ctx, _("--join needs a separator, e.g. ';'"));
      goto out;
    }
  if (a.rounds && !valet_options_set_rounds (&options, a.rounds, &error))
    {
      status = usage_error (ctx, error->message);
      goto out;
    }
  {
    g_autofree char *msg = NULL;

    separator = csv_separator (&a, format, &msg);
    if (separator == NULL)
      {
        status = usage_error (ctx, msg);
        goto out;
      }
  }
  options.lead = a.lead;
  options.extremes = a.extremes;
  options.hard_round = a.hardround;
  options.cloud = !a.nocloud;
  options.compensate = a.compensate;
  options.average = a.average;
  options.min_hands = (guint) a.minhands;

  {
    const char *dir = a.directory ? a.directory : ".";
    g_autofree char *names = input_path (dir, a.names ? a.names : "names.txt");
    g_autofree char *scores = input_path (dir, a.scores ? a.scores : "scores.txt");
    g_autoptr (ValetTournament) tournament = valet_tournament_new ();
    valet_tournament_set_encoding (tournament, a.encoding);
    g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (MAX_MESSAGES);

    if (a.input)
      valet_read_input (tournament, a.input, format_in, diag);
    else if (valet_read_names (tournament, names, diag))
      valet_read_scores (tournament, scores, names, diag);

    if (!report_input (&a, tournament, diag))
      {
        status = EXIT_BAD_DATA;
        goto out;
      }

    if (a.save_as)
      {
        if (!save_tournament (tournament, a.save_as, a.save_path))
          status = EXIT_BAD_DATA;
        goto out;
      }

    g_autoptr (GString) tableau = a.tableau ? g_string_new (NULL) : NULL;
    TableauSink sink = { tableau, tournament, &options };
    g_autoptr (ValetRanking) ranking =
      valet_score_tournament (tournament, &options,
                              tableau ? collect_tableau : NULL, &sink);

    if (tableau)
      {
        g_autoptr (GError) werr = NULL;
        /* Written to a temporary file and renamed: never half a file. */
        if (!g_file_set_contents (a.tableau, tableau->str, (gssize) tableau->len, &werr))
          {
            g_printerr ("%s: %s\n", g_get_prgname (), werr->message);
            status = EXIT_BAD_DATA;
            goto out;
          }
      }

    if ((a.xlsx || a.pdf || a.chart_png)
        && !write_reports (&a, tournament, &options, paper))
      {
        status = EXIT_BAD_DATA;
        goto out;
      }

    if (a.encoding == NULL && has_names_not_utf8 (tournament))
      g_printerr (_("%s: names that are not UTF-8 are printed as the input has them, "
                    "as the reference program prints them; --encoding auto prints "
                    "them in UTF-8\n"), g_get_prgname ());

    g_autoptr (GString) out = g_string_new (NULL);
    valet_write_ranking (out, ranking, &options, format, separator);
    if (fwrite (out->str, 1, out->len, stdout) != out->len || fflush (stdout) != 0)
      {
        g_printerr (_("%s: cannot write the ranking\n"), g_get_prgname ());
        status = EXIT_BAD_DATA;
      }
  }

out:
  valet_options_clear (&options);
  cli_args_clear (&a);
  return status;
}
