/* valet-safe-text.c: text from files made safe for a terminal, the
 * screen and spreadsheets. */
#include "valet-safe-text.h"

#include <string.h>

static gboolean
is_c0_or_del (guchar c)
{
  return c < 0x20 || c == 0x7F;
}

/* Whether @p (in UTF-8 text) starts a C1 control, U+0080 to U+009F:
 * 0xC2 then 0x80 to 0x9F. */
static gboolean
is_c1 (const char *p)
{
  return (guchar) p[0] == 0xC2 && (guchar) p[1] >= 0x80 && (guchar) p[1] <= 0x9F;
}

/* Appends the line from @s to @e, escaped. */
static void
escape_line (GString *out, const char *s, const char *e)
{
  gboolean utf8 = g_utf8_validate (s, e - s, NULL);

  for (const char *p = s; p < e; p++)
    {
      guchar c = (guchar) *p;
      if (is_c0_or_del (c))
        g_string_append_printf (out, "\\x%02x", c);
      else if (utf8 && p + 1 < e && is_c1 (p))
        {
          g_string_append_printf (out, "\\x%02x\\x%02x", c, (guchar) p[1]);
          p++;
        }
      else
        g_string_append_c (out, (char) c);
    }
}

char *
valet_escape_for_terminal (const char *s, gboolean keep_line_ends)
{
  const char *end, *line;
  GString *out;

  if (s == NULL)
    return NULL;
  end = s + strlen (s);
  out = g_string_sized_new (end - s);
  /* Line by line: messages quote lines of files in different
   * encodings. */
  for (line = s; keep_line_ends && line < end;)
    {
      const char *nl = memchr (line, '\n', end - line);
      escape_line (out, line, nl ? nl : end);
      if (nl)
        g_string_append_c (out, '\n');
      line = nl ? nl + 1 : end;
    }
  if (!keep_line_ends)
    escape_line (out, s, end);
  return g_string_free (out, FALSE);
}

char *
valet_escape_for_display (const char *s)
{
  GString *out = NULL;
  const char *done = s;

  for (const char *p = s; *p; p++)
    {
      guchar c = (guchar) *p;
      if (!is_c0_or_del (c) && !is_c1 (p))
        continue;
      if (out == NULL)
        out = g_string_sized_new (strlen (s) + 8);
      g_string_append_len (out, done, p - done);
      if (is_c1 (p))
        g_string_append_printf (out, "\\x%02x", (guchar) *++p);
      else
        g_string_append_unichar (out, c == 0x7F ? 0x2421 : 0x2400 + c);
      done = p + 1;
    }
  if (out == NULL)
    return NULL;
  g_string_append (out, done);
  return g_string_free (out, FALSE);
}

gboolean
valet_csv_is_formula_like (const char *cell)
{
  cell += strspn (cell, "'");
  return *cell != '\0' && strchr ("=+-@\t\r", *cell) != NULL;
}

void
valet_csv_append_cell (GString *out, const char *cell, const char *separator)
{
  gboolean quote = strchr (cell, '"') || strchr (cell, '\n') || strchr (cell, '\r')
                   || (separator && *separator && strstr (cell, separator));

  if (quote)
    g_string_append_c (out, '"');
  if (valet_csv_is_formula_like (cell))
    g_string_append_c (out, '\'');
  for (const char *p = cell; *p; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  if (quote)
    g_string_append_c (out, '"');
}

void
valet_csv_unprotect (char *cell)
{
  if (cell[0] == '\'' && valet_csv_is_formula_like (cell + 1))
    memmove (cell, cell + 1, strlen (cell));
}
