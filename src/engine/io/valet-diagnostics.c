/* valet-diagnostics.c: a bounded, sorted list of input problems. */
#include "config.h"
#include "valet-diagnostics.h"

#include <glib/gi18n-lib.h>
#include <string.h>

struct _ValetDiagnostics {
  GArray  *items;     /* ValetDiagnostic */
  guint    limit;
  guint    count;
  guint    warnings;
  gboolean sorted;
};

static void
diagnostic_clear (gpointer p)
{
  ValetDiagnostic *d = p;
  g_free (d->file);
  g_free (d->message);
}

ValetDiagnostics *
valet_diagnostics_new (guint limit)
{
  ValetDiagnostics *d = g_new0 (ValetDiagnostics, 1);
  d->items = g_array_new (FALSE, TRUE, sizeof (ValetDiagnostic));
  g_array_set_clear_func (d->items, diagnostic_clear);
  d->limit = limit ? limit : G_MAXUINT;
  d->sorted = TRUE;
  return d;
}

void
valet_diagnostics_free (ValetDiagnostics *d)
{
  if (d == NULL)
    return;
  g_array_unref (d->items);
  g_free (d);
}

/* Messages quote what they found, which can be a line of megabytes:
 * longer messages keep their start and their end ("(expected ...)"). */
#define MAX_MESSAGE 1000
#define MESSAGE_PART 400

/* @i moved back to the start of a UTF-8 character. */
static gsize
char_start (const char *s, gsize i)
{
  for (guint k = 0; k < 3 && i > 0 && ((guchar) s[i] & 0xC0) == 0x80; k++)
    i--;
  return i;
}

static char *
shorten (char *message)
{
  gsize len = strlen (message);

  if (len <= MAX_MESSAGE)
    return message;
  gsize head = char_start (message, MESSAGE_PART);
  gsize tail = char_start (message, len - MESSAGE_PART);
  char *shorter = g_strdup_printf ("%.*s ... %s", (int) head, message, message + tail);
  g_free (message);
  return shorter;
}

static void
add_item (ValetDiagnostics *d, const char *file, guint line, gboolean warning,
          const char *format, va_list ap)
{
  guint at = d->items->len;

  if (warning)
    d->warnings++;
  else
    d->count++;
  if (d->items->len >= d->limit)
    {
      /* A full list keeps errors before warnings: an error takes the
       * place of the last warning kept, and one about a whole file
       * (what refused it) that of the last error about a line, so that
       * the error that stopped a file is never hidden behind the
       * warnings of its lines. */
      at = G_MAXUINT;
      if (warning)
        return;
      for (guint i = d->items->len; i-- > 0 && at == G_MAXUINT;)
        if (g_array_index (d->items, ValetDiagnostic, i).warning)
          at = i;
      for (guint i = d->items->len; line == 0 && i-- > 0 && at == G_MAXUINT;)
        if (g_array_index (d->items, ValetDiagnostic, i).line > 0)
          at = i;
      if (at == G_MAXUINT)
        return;
      diagnostic_clear (&g_array_index (d->items, ValetDiagnostic, at));
    }

  ValetDiagnostic item = { g_strdup (file), line, shorten (g_strdup_vprintf (format, ap)),
                           warning };
  if (at < d->items->len)
    g_array_index (d->items, ValetDiagnostic, at) = item;
  else
    g_array_append_val (d->items, item);
  d->sorted = FALSE;
}

void
valet_diagnostics_add (ValetDiagnostics *d, const char *file, guint line,
                       const char *format, ...)
{
  va_list ap;
  va_start (ap, format);
  add_item (d, file, line, FALSE, format, ap);
  va_end (ap);
}

void
valet_diagnostics_warn (ValetDiagnostics *d, const char *file, guint line,
                        const char *format, ...)
{
  va_list ap;
  va_start (ap, format);
  add_item (d, file, line, TRUE, format, ap);
  va_end (ap);
}

guint
valet_diagnostics_count (ValetDiagnostics *d)
{
  return d->count;
}

guint
valet_diagnostics_n_warnings (ValetDiagnostics *d)
{
  return d->warnings;
}

static int
diagnostic_compare (gconstpointer a, gconstpointer b)
{
  const ValetDiagnostic *x = a, *y = b;
  int c = g_strcmp0 (x->file, y->file);
  if (c != 0)
    return c;
  return (x->line > y->line) - (x->line < y->line);
}

/* When some were left out: the errors first, each part in line order. */
static int
errors_first_compare (gconstpointer a, gconstpointer b)
{
  const ValetDiagnostic *x = a, *y = b;
  int c = (x->warning > y->warning) - (x->warning < y->warning);
  if (c != 0)
    return c;
  c = g_strcmp0 (x->file, y->file);
  if (c != 0)
    return c;
  return (x->line > y->line) - (x->line < y->line);
}

static void
ensure_sorted (ValetDiagnostics *d)
{
  if (!d->sorted)
    {
      /* g_array_sort is stable (merge sort), so problems on one line keep
       * the order they were found in. */
      gboolean some_left_out = d->count + d->warnings > d->items->len;
      g_array_sort (d->items, some_left_out ? errors_first_compare : diagnostic_compare);
      d->sorted = TRUE;
    }
}

guint
valet_diagnostics_n_kept (ValetDiagnostics *d)
{
  return d->items->len;
}

const ValetDiagnostic *
valet_diagnostics_get (ValetDiagnostics *d, guint index)
{
  g_return_val_if_fail (index < d->items->len, NULL);
  ensure_sorted (d);
  return &g_array_index (d->items, ValetDiagnostic, index);
}

char *
valet_diagnostics_format (ValetDiagnostics *d)
{
  GString *s = g_string_new (NULL);
  ensure_sorted (d);
  for (guint i = 0; i < d->items->len; i++)
    {
      const ValetDiagnostic *item = &g_array_index (d->items, ValetDiagnostic, i);
      if (item->line > 0 && item->warning)
        /* Translators: file, line, message; as compilers write a warning. */
        g_string_append_printf (s, _("%s:%u: warning: %s"), item->file, item->line,
                                item->message);
      else if (item->line > 0)
        g_string_append_printf (s, "%s:%u: %s", item->file, item->line, item->message);
      else if (item->warning)
        /* Translators: file, message; for a warning about the whole file. */
        g_string_append_printf (s, _("%s: warning: %s"), item->file, item->message);
      else
        g_string_append_printf (s, "%s: %s", item->file, item->message);
      g_string_append_c (s, '\n');
    }
  if (d->count + d->warnings > d->items->len)
    {
      g_string_append_printf (s, _("... and %u more problems not shown"),
                              d->count + d->warnings - d->items->len);
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}
