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

/* The length of the UTF-8 bidirectional control that @p (before @e)
 * starts, or 0: U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to
 * U+2069. */
static gsize
bidi_control_length (const char *p, const char *e)
{
  const guchar *u = (const guchar *) p;

  if (e - p >= 2 && u[0] == 0xD8 && u[1] == 0x9C)
    return 2;
  if (e - p < 3 || u[0] != 0xE2)
    return 0;
  if (u[1] == 0x80 && (u[2] == 0x8E || u[2] == 0x8F || (u[2] >= 0xAA && u[2] <= 0xAE)))
    return 3;
  if (u[1] == 0x81 && u[2] >= 0xA6 && u[2] <= 0xA9)
    return 3;
  return 0;
}

/* Appends the line from @s to @e, escaped; with @bidi, its controls of
 * text direction too. */
static void
escape_line (GString *out, const char *s, const char *e, gboolean bidi)
{
  gboolean utf8 = g_utf8_validate (s, e - s, NULL);

  for (const char *p = s; p < e; p++)
    {
      guchar c = (guchar) *p;
      gsize n = utf8 && bidi ? bidi_control_length (p, e) : 0;
      if (is_c0_or_del (c))
        g_string_append_printf (out, "\\x%02x", c);
      else if (utf8 && p + 1 < e && is_c1 (p))
        n = 2;
      if (n == 0 && !is_c0_or_del (c))
        g_string_append_c (out, (char) c);
      for (gsize k = 0; k < n; k++)
        g_string_append_printf (out, "\\x%02x", (guchar) p[k]);
      if (n > 0)
        p += n - 1;
    }
}

static char *
escape (const char *s, gboolean keep_line_ends, gboolean bidi)
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
      escape_line (out, line, nl ? nl : end, bidi);
      if (nl)
        g_string_append_c (out, '\n');
      line = nl ? nl + 1 : end;
    }
  if (!keep_line_ends)
    escape_line (out, s, end, bidi);
  return g_string_free (out, FALSE);
}

char *
valet_escape_for_terminal (const char *s, gboolean keep_line_ends)
{
  return escape (s, keep_line_ends, FALSE);
}

char *
valet_escape_message (const char *s)
{
  return escape (s, TRUE, TRUE);
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
