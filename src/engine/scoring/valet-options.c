/* valet-options.c: defaults, names, the round list and the method in words. */
#include "config.h"

#include "valet-options.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  guint first, last;
} RoundRange;

void
valet_options_init (ValetOptions *options)
{
  memset (options, 0, sizeof *options);
  options->scoring = VALET_SCORING_IMPS;
  options->cloud = TRUE;
  options->order = VALET_ORDER_OVERALL;
  options->adjusted_imps = 3;
}

double
valet_adjusted_value (const ValetOptions *options, double percent)
{
  if (options->scoring == VALET_SCORING_MATCHPOINTS)
    return (percent - 50) / 50;
  return (percent - 50) / 10 * options->adjusted_imps;
}

void
valet_options_clear (ValetOptions *options)
{
  g_clear_pointer (&options->rounds, g_array_unref);
}

static const char *const scoring_names[] = { "datum", "imps", "matchpoints" };
static const char *const scoring_headings[] = { "Butler", "IMPs", "MP" };
static const char *const order_names[] = {
  "overall", "bidding", "play", "defense", "lead",
  "bidoverplay", "defoverplay", "leadoverplay",
};

gboolean
valet_scoring_from_string (const char *s, ValetScoring *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (scoring_names); i++)
    if (g_ascii_strcasecmp (s, scoring_names[i]) == 0)
      {
        *out = (ValetScoring) i;
        return TRUE;
      }
  return FALSE;
}

const char *
valet_scoring_to_string (ValetScoring scoring)
{
  return scoring <= VALET_SCORING_MATCHPOINTS ? scoring_names[scoring] : "?";
}

gboolean
valet_scoring_from_form (ValetForm form, ValetScoring *out)
{
  switch (form)
    {
    case VALET_FORM_DATUM:       *out = VALET_SCORING_DATUM; return TRUE;
    case VALET_FORM_IMPS:        *out = VALET_SCORING_IMPS; return TRUE;
    case VALET_FORM_MATCHPOINTS: *out = VALET_SCORING_MATCHPOINTS; return TRUE;
    case VALET_FORM_NONE:
    default:                     return FALSE;
    }
}

const char *
valet_scoring_name (ValetScoring scoring)
{
  switch (scoring)
    {
    case VALET_SCORING_DATUM:       return _("IMPs against a datum");
    case VALET_SCORING_MATCHPOINTS: return _("matchpoints");
    case VALET_SCORING_IMPS:
    default:                        return _("IMPs across the field");
    }
}

const char *
valet_scoring_heading (ValetScoring scoring)
{
  return scoring <= VALET_SCORING_MATCHPOINTS ? scoring_headings[scoring] : "?";
}

gboolean
valet_order_from_string (const char *s, ValetOrder *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (order_names); i++)
    if (g_ascii_strcasecmp (s, order_names[i]) == 0)
      {
        *out = (ValetOrder) i;
        return TRUE;
      }
  /* Both spellings of defence are common. */
  if (g_ascii_strcasecmp (s, "defence") == 0)
    {
      *out = VALET_ORDER_DEFENSE;
      return TRUE;
    }
  return FALSE;
}

gboolean
valet_extra_columns_from_string (const char *s, guint *out)
{
  g_auto (GStrv) words = g_strsplit (s, ",", -1);
  guint columns = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *w = g_strstrip (words[i]);
      if (g_ascii_strcasecmp (w, "butler") == 0)
        columns |= VALET_EXTRA_BUTLER;
      else if (g_ascii_strcasecmp (w, "luck") == 0)
        columns |= VALET_EXTRA_LUCK;
      else if (g_ascii_strcasecmp (w, "adjusted") == 0)
        columns |= VALET_EXTRA_ADJUSTED;
      else
        return FALSE;
    }
  if (columns == 0)
    return FALSE;
  *out = columns;
  return TRUE;
}

const char *
valet_order_to_string (ValetOrder order)
{
  return order <= VALET_ORDER_LEAD_OVER_PLAY ? order_names[order] : "?";
}

static gboolean
parse_round_number (const char *s, const char *end, guint *out)
{
  if (s == end)
    return FALSE;
  guint64 v = 0;
  for (const char *p = s; p < end; p++)
    {
      if (!g_ascii_isdigit (*p))
        return FALSE;
      v = v * 10 + (guint64) (*p - '0');
      if (v > G_MAXUINT)
        return FALSE;
    }
  if (v == 0)
    return FALSE;
  *out = (guint) v;
  return TRUE;
}

static int
range_compare (const void *a, const void *b)
{
  const RoundRange *x = a, *y = b;
  return (x->first > y->first) - (x->first < y->first);
}

gboolean
valet_options_set_rounds (ValetOptions *options, const char *list,
                          GError **error)
{
  g_autoptr (GArray) ranges = g_array_new (FALSE, FALSE, sizeof (RoundRange));
  g_auto (GStrv) parts = g_strsplit (list, ",", -1);

  if (parts[0] == NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("empty round list '%s' (expected round numbers from 1 and "
                     "ranges like 3-5, separated by commas, e.g. 1,3-5,7)"), list);
      return FALSE;
    }

  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *part = parts[i];
      const char *dash = strchr (part, '-');
      const char *end = part + strlen (part);
      RoundRange r;

      gboolean ok = dash
        ? parse_round_number (part, dash, &r.first)
          && parse_round_number (dash + 1, end, &r.last)
          && r.first <= r.last
        : parse_round_number (part, end, &r.first);
      if (!dash)
        r.last = r.first;
      if (!ok)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("bad round list '%s' at '%s' (expected round numbers "
                         "from 1 and ranges like 3-5, separated by commas, "
                         "e.g. 1,3-5,7)"), list, part);
          return FALSE;
        }
      g_array_append_val (ranges, r);
    }

  qsort (ranges->data, ranges->len, sizeof (RoundRange), range_compare);
  g_clear_pointer (&options->rounds, g_array_unref);
  options->rounds = g_steal_pointer (&ranges);
  return TRUE;
}

gboolean
valet_options_round_selected (const ValetOptions *options, guint round)
{
  if (options->rounds == NULL)
    return TRUE;
  for (guint i = 0; i < options->rounds->len; i++)
    {
      const RoundRange *r = &g_array_index (options->rounds, RoundRange, i);
      if (round >= r->first && round <= r->last)
        return TRUE;
    }
  return FALSE;
}

double
valet_scoring_units (ValetScoring scoring, double value)
{
  return scoring == VALET_SCORING_MATCHPOINTS ? 50.0 * (value + 1.0) : value;
}

guint
valet_scoring_decimals (ValetScoring scoring)
{
  return scoring == VALET_SCORING_MATCHPOINTS ? 1 : 2;
}

const char *
valet_scoring_unit (ValetScoring scoring)
{
  switch (scoring)
    {
    /* Translators: the unit of matchpoint scores, "67.6 % of matchpoints". */
    /* xgettext:no-c-format */
    case VALET_SCORING_MATCHPOINTS: return _("% of matchpoints");
    case VALET_SCORING_DATUM:       return _("Butler IMPs per board");
    case VALET_SCORING_IMPS:
    default:                        return _("IMPs per board");
    }
}

const char *
valet_scoring_component_unit (ValetScoring scoring)
{
  /* A difference of two percentages is not a percentage of anything:
   * 5 percentage points, not 5 %. */
  if (scoring == VALET_SCORING_MATCHPOINTS)
    /* Translators: the unit of differences of matchpoint percentages. */
    return _("percentage points");
  return valet_scoring_unit (scoring);
}

/* The datum rule in words, or NULL for the reference program's mean. */
static char *
describe_datum (const ValetDatumRule *rule)
{
  switch (rule->kind)
    {
    case VALET_DATUM_MEDIAN:
      return g_strdup (_("median datum"));
    case VALET_DATUM_SMALL_FIELD:
      return g_strdup (_("small-field datum"));
    case VALET_DATUM_TRIM:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "datum without the %u highest and lowest score",
                                           "datum without the %u highest and lowest scores",
                                           rule->trim), rule->trim);
    case VALET_DATUM_TRIM_PERCENT:
      return g_strdup_printf (_("datum without %g %% of the scores at each end"),
                              rule->percent);
    case VALET_DATUM_MEAN:
    default:
      return NULL;
    }
}

ValetDatumRule
valet_options_board_datum (const ValetOptions *o, gboolean *extremes)
{
  ValetDatumRule rule = o->datum;

  rule.truncate = o->compat;
  *extremes = o->extremes;
  return rule;
}

ValetDatumRule
valet_options_cloud_datum (const ValetOptions *o, gboolean *extremes)
{
  ValetDatumRule plain = { VALET_DATUM_MEAN, 0, 0, VALET_DATUM_TO_POINT, FALSE };

  if (o->compat)
    return valet_options_board_datum (o, extremes);
  *extremes = FALSE;
  return plain;
}

static const char *
describe_scoring (const ValetOptions *o)
{
  switch (o->scoring)
    {
    case VALET_SCORING_DATUM:
      return o->extremes && o->datum.kind == VALET_DATUM_MEAN
             ? _("Butler IMPs against a datum without the highest and lowest score")
             : _("Butler IMPs against a datum");
    case VALET_SCORING_MATCHPOINTS:
      return _("Matchpoints (percentages)");
    case VALET_SCORING_IMPS:
    default:
      return _("IMPs across the field");
    }
}

gboolean
valet_options_neuberg (const ValetOptions *o)
{
  return o->neuberg && o->scoring == VALET_SCORING_MATCHPOINTS && !o->compat;
}

gboolean
valet_options_missing_as_draws (const ValetOptions *o)
{
  return o->missing_as_draws && !o->neuberg && o->scoring == VALET_SCORING_MATCHPOINTS
         && !o->compat;
}

char *
valet_options_describe (const ValetOptions *o)
{
  GString *s = g_string_new (describe_scoring (o));
  g_autofree char *datum = o->scoring == VALET_SCORING_DATUM ? describe_datum (&o->datum) : NULL;

  if (datum)
    g_string_append_printf (s, ", %s", datum);
  if (o->scoring == VALET_SCORING_DATUM && o->datum.rounding == VALET_DATUM_TO_TEN)
    g_string_append_printf (s, ", %s", _("datum rounded to the closest multiple of 10"));
  else if (o->scoring == VALET_SCORING_DATUM && o->datum.rounding == VALET_DATUM_DOWN_TO_TEN)
    g_string_append_printf (s, ", %s", _("datum rounded down to a multiple of 10"));
  g_string_append_printf (s, ", %s", o->cloud ? _("cloud split") : _("simple split"));
  g_string_append_printf (s, ", %s", o->lead ? _("opening lead scored separately")
                                             : _("opening lead counted with the defence"));
  if (o->hard_round && o->scoring != VALET_SCORING_MATCHPOINTS)
    g_string_append_printf (s, ", %s", _("differences rounded down to 10"));
  if (o->compensate)
    g_string_append_printf (s, ", %s", _("compensated for the opponents' strength"));
  if (valet_options_neuberg (o))
    g_string_append_printf (s, ", %s", _("boards played fewer times factored (Neuberg)"));
  else if (valet_options_missing_as_draws (o))
    g_string_append_printf (s, ", %s", _("comparisons a board lacks counted as draws"));
  if (o->compat)
    g_string_append_printf (s, ", %s", _("as Valet 1.1"));
  return g_string_free (s, FALSE);
}
