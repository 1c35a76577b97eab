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

#include "valet-diagnostics.h"
#include "valet-options.h"
#include "valet-ranking-writer.h"
#include "valet-scoring-run.h"
#include "valet-tableau-writer.h"
#include "valet-text-reader.h"

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
    G_OPTION_ENTRY_NULL
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GOptionContext) ctx = NULL;
  ValetOptions options;
  ValetFormat format = VALET_FORMAT_TEXT;
  int status = 0;

  setlocale (LC_ALL, "");
  /* Numbers are written with a decimal point whatever the locale: the
   * outputs are data for other programs. */
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
      "standard output.\nExit status: 0 on success, 1 on bad input data, "
      "2 on a bad command line."));

  valet_options_init (&options);
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
    g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (MAX_MESSAGES);

    if (valet_read_names (tournament, names, diag))
      valet_read_scores (tournament, scores, names, diag);

    guint n_errors = valet_diagnostics_count (diag);
    if (a.strict)
      n_errors += valet_diagnostics_n_warnings (diag);
    if (n_errors + valet_diagnostics_n_warnings (diag) > 0)
      {
        g_autofree char *text = valet_diagnostics_format (diag);
        fputs (text, stderr);
      }
    if (n_errors > 0)
      {
        if (!a.keep_going || valet_tournament_n_results (tournament) == 0)
          {
            g_printerr (_("%s: %u problem(s) in the input; nothing was scored\n"),
                        g_get_prgname (), n_errors);
            status = EXIT_BAD_DATA;
            goto out;
          }
        g_printerr (_("%s: %u problem(s) in the input; those lines were left out\n"),
                    g_get_prgname (), n_errors);
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

    g_autoptr (GString) out = g_string_new (NULL);
    valet_write_ranking (out, ranking, &options, format, a.join ? a.join : ",");
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
