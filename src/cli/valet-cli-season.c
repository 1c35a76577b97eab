/* valet-cli-season.c: `valet-cli --library DB --season SELECTION`, a
 * season's ranking from the library of events.
 *
 * SELECTION is "all", a range of days "2026-01-01..2026-06-30" (either
 * end may be left out), or else text found in the events' names (case
 * and accents aside).  Each event is scored on its own, as if opened
 * alone (the scoring chosen for it, else the form its file declares,
 * else the command line's), and the season pools the runs board by
 * board (valet-season.h), its players known across events by the
 * season's identity with the decisions the library keeps.
 */
#define G_LOG_DOMAIN "valet-cli"
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "valet-cli-library.h"
#include "valet-library.h"
#include "valet-safe-text.h"
#include "valet-season.h"
#include "valet-season-html.h"
#include "valet-season-pdf.h"
#include "valet-season-report.h"
#include "valet-season-scorer.h"
#include "valet-season-writer.h"
#include "valet-season-xlsx.h"

enum { EXIT_FAILED = 1 };

static int
fail (const char *message)
{
  g_autofree char *line = g_strdup_printf ("%s: %s\n", g_get_prgname (), message);
  g_autofree char *shown = valet_escape_message (line);
  fputs (shown, stderr);
  return EXIT_FAILED;
}

/* Text compared without case or accents. */
static char *
folded (const char *text)
{
  g_autofree char *decomposed = g_utf8_normalize (text, -1, G_NORMALIZE_NFKD);
  g_autofree char *lower = decomposed ? g_utf8_casefold (decomposed, -1) : NULL;
  GString *out = g_string_new (NULL);
  for (const char *p = lower; p && *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (g_unichar_type (c) != G_UNICODE_NON_SPACING_MARK)
        g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}

/* Whether @selection takes @e; a range of days takes only events with a
 * day. */
static gboolean
selected (const ValetLibraryEvent *e, const char *selection)
{
  const char *dots = strstr (selection, "..");

  if (g_ascii_strcasecmp (selection, "all") == 0)
    return TRUE;
  if (dots != NULL)
    {
      g_autofree char *from = g_strndup (selection, dots - selection);
      const char *to = dots + 2;
      return e->day != NULL && (from[0] == '\0' || strcmp (e->day, from) >= 0)
             && (to[0] == '\0' || strcmp (e->day, to) <= 0);
    }
  g_autofree char *name = folded (e->name ? e->name : "");
  g_autofree char *query = folded (selection);
  return strstr (name, query) != NULL;
}

/* A range's ends must read as days: "2026-1-1" is taken as written,
 * "January" is refused. */
static char *
check_selection (const char *selection)
{
  const char *dots = strstr (selection, "..");
  if (dots == NULL)
    return selection[0] ? NULL : g_strdup (_("--season needs a selection: all, a range of "
                                             "days (2026-01-01..2026-06-30) or a name"));
  g_autofree char *from = g_strndup (selection, dots - selection);
  const char *ends[] = { from, dots + 2 };
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *day = ends[i][0] ? valet_library_day_of (ends[i]) : NULL;
      if (ends[i][0] && (day == NULL || strcmp (day, ends[i]) != 0))
        return g_strdup_printf (_("'%s' in --season is not a day (expected YYYY-MM-DD, as "
                                  "in 2026-01-01..2026-06-30)"), ends[i]);
    }
  return NULL;
}

static void
take_decisions (ValetLibrary *lib, ValetIdentity *identity)
{
  g_autoptr (GPtrArray) stored = valet_library_get_decisions (lib, NULL);
  g_autoptr (GArray) decisions = g_array_new (FALSE, TRUE, sizeof (ValetIdentityDecision));

  for (guint i = 0; stored && i < stored->len; i++)
    {
      const ValetLibraryDecision *d = g_ptr_array_index (stored, i);
      ValetIdentityDecision one = { VALET_IDENTITY_MERGE, d->a_key, d->b_key };
      if (!valet_identity_kind_from_string (d->kind, &one.kind))
        continue;   /* a kind a later version knows */
      g_array_append_val (decisions, one);
    }
  valet_identity_set_decisions (identity, (ValetIdentityDecision *) decisions->data,
                                decisions->len);
}

/* The event's scoring: the command line's when it names one, else the
 * one chosen for the event, else its file's form, else the default. */
static ValetScoring
event_scoring (ValetTournament *t, const ValetLibraryChoices *choices,
               const ValetOptions *options, gboolean scoring_given)
{
  ValetScoring scoring = options->scoring;
  if (scoring_given)
    return scoring;
  if (choices->has_scoring)
    return choices->scoring;
  if (valet_scoring_from_form (valet_tournament_get_form (t), &scoring))
    return scoring;
  return options->scoring;
}

typedef struct {
  GPtrArray     *events;
  ValetSeason   *season;
  ValetIdentity *identity;
} PoolEvents;

/* A ValetSeasonEachRun: the event's run into the season. */
static gboolean
pool_one (guint i, ValetRun *run, gpointer data, GError **error)
{
  PoolEvents *pool = data;
  const ValetLibraryEvent *e = g_ptr_array_index (pool->events, i);
  g_autoptr (GError) why = NULL;
  g_autofree char *key = g_strdup_printf ("%" G_GINT64_FORMAT, e->id);

  if (valet_season_add_run (pool->season, run, key, valet_season_identity_person,
                            pool->identity, &why))
    return TRUE;
  /* Translators: the event's id and name, then why. */
  g_set_error (error, why->domain, why->code, _("event %lld (%s): %s"), (long long) e->id,
               e->name, why->message);
  return FALSE;
}

/* Scores each event of @events and pools it into @season; each event
 * listed in @report. */
static int
pool_events (ValetLibrary *lib, GPtrArray *events, ValetSeason *season,
             const ValetOptions *options, gboolean scoring_given, ValetSeasonReport *report)
{
  g_autoptr (ValetIdentity) identity = valet_identity_new ();
  g_autoptr (GPtrArray) tournaments = g_ptr_array_new_with_free_func (
    (GDestroyNotify) valet_tournament_free);
  g_autoptr (GArray) scorings = g_array_new (FALSE, FALSE, sizeof (ValetScoring));

  g_autoptr (GError) error = NULL;
  g_autofree gint64 *ids = g_new (gint64, MAX (events->len, 1));
  g_autofree ValetLibraryChoices *choices = g_new0 (ValetLibraryChoices, MAX (events->len, 1));
  for (guint i = 0; i < events->len; i++)
    ids[i] = ((const ValetLibraryEvent *) g_ptr_array_index (events, i))->id;
  /* Read side by side: reading is most of a big season's time. */
  g_autoptr (GPtrArray) loaded = valet_library_load_events (lib, ids, events->len, choices, 0,
                                                            &error);
  if (loaded == NULL)
    return fail (error->message);
  g_ptr_array_set_free_func (loaded, NULL);   /* each goes to @tournaments */
  for (guint i = 0; i < events->len; i++)
    {
      const ValetLibraryEvent *e = g_ptr_array_index (events, i);
      ValetTournament *t = g_ptr_array_index (loaded, i);
      ValetScoring scoring = event_scoring (t, &choices[i], options, scoring_given);
      valet_library_choices_clear (&choices[i]);
      g_autofree char *key = g_strdup_printf ("%" G_GINT64_FORMAT, e->id);
      valet_identity_add_tournament (identity, key, t);
      g_ptr_array_add (tournaments, t);
      g_array_append_val (scorings, scoring);
      valet_season_report_add_event (report, e->name, e->day ? e->day : e->date,
                                     valet_tournament_n_boards (t),
                                     valet_tournament_n_results (t));
    }
  take_decisions (lib, identity);
  /* Each event in its own form; scored side by side, pooled in order. */
  g_autofree ValetOptions *each_options = g_new (ValetOptions, MAX (events->len, 1));
  for (guint i = 0; i < events->len; i++)
    {
      each_options[i] = *options;   /* the run copies it */
      each_options[i].scoring = g_array_index (scorings, ValetScoring, i);
    }
  PoolEvents pool = { events, season, identity };
  if (!valet_season_score_events ((ValetTournament *const *) tournaments->pdata, each_options,
                                  events->len, 0, NULL, NULL, pool_one, &pool, &error))
    return fail (error->message);
  valet_season_name_persons (season, identity);
  return 0;
}

/* The season report in each format asked for; FALSE after saying why
 * (an earlier file is then left as it was). */
static gboolean
write_reports (ValetSeasonReport *report, const ValetCliSeasonReports *reports)
{
  g_autoptr (GError) error = NULL;

  if (reports->xlsx && !valet_season_write_xlsx (report, reports->xlsx, &error))
    return fail (error->message) == 0;
  if (reports->pdf && !valet_season_write_pdf (report, reports->pdf, reports->paper, &error))
    return fail (error->message) == 0;
  if (reports->html && !valet_season_write_html (report, reports->html, &error))
    return fail (error->message) == 0;
  return TRUE;
}

static gboolean
is_stdout (const char *path)
{
  return path != NULL && strcmp (path, "-") == 0;
}

int
valet_cli_season (const char *library, const char *selection, const ValetOptions *options,
                  gboolean scoring_given, ValetFormat format, const char *separator,
                  const ValetCliSeasonReports *reports)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = library ? g_strdup (library) : valet_library_default_path ();
  g_autofree char *problem = check_selection (selection);

  if (problem)
    return fail (problem);
  g_autoptr (ValetLibrary) lib = valet_library_open (path, &error);
  if (lib == NULL)
    return fail (error->message);
  g_autoptr (GPtrArray) all = valet_library_list_events (lib, &error);
  if (all == NULL)
    return fail (error->message);
  g_autoptr (GPtrArray) events = g_ptr_array_new ();
  for (guint i = 0; i < all->len; i++)
    if (selected (g_ptr_array_index (all, i), selection))
      g_ptr_array_add (events, g_ptr_array_index (all, i));
  if (events->len == 0)
    {
      g_autofree char *message = g_strdup_printf (
        _("%s: no event matches the season '%s' (valet-cli library list shows them)"), path,
        selection);
      return fail (message);
    }

  ValetSeasonOptions season_options;
  valet_season_options_init (&season_options);
  if (options->min_hands > 0)
    season_options.min_boards = options->min_hands;
  g_autoptr (ValetSeason) season = valet_season_new (&season_options);
  g_autoptr (ValetSeasonReport) report = valet_season_report_new (season, selection,
                                                                  season_options.min_boards);
  int status = pool_events (lib, events, season, options, scoring_given, report);
  if (status != 0)
    return status;
  if (!write_reports (report, reports))
    return EXIT_FAILED;
  /* A report on standard output takes the ranking's place. */
  if (is_stdout (reports->xlsx) || is_stdout (reports->pdf))
    return 0;

  /* The partnerships, then the persons, each its own table. */
  g_autoptr (GString) out = g_string_new (NULL);
  valet_season_write (out, season, VALET_SEASON_TABLE_PAIRS, format, separator);
  g_string_append_c (out, '\n');
  valet_season_write (out, season, VALET_SEASON_TABLE_PERSONS, format, separator);
  if (fwrite (out->str, 1, out->len, stdout) != out->len || fflush (stdout) != 0)
    return fail (_("cannot write the season's ranking"));
  return 0;
}
