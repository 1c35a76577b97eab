/* valet-encoding.c: converting and telling apart legacy encodings. */
#include "config.h"
#include "valet-encoding.h"
#include "valet-input-file.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* In order of preference when two explain the text equally well. */
static const char *const candidates[] = {
  "WINDOWS-1252", "WINDOWS-1250", "ISO-8859-2", "ISO-8859-1",
};

/* At most this many bytes of the lines holding non-ASCII bytes are
 * looked at: names are short, and the files can be long. */
#define GUESS_BYTES 65536

#define UTF8_BOM "\xEF\xBB\xBF"

gboolean
valet_encoding_is_auto (const char *charset)
{
  return charset != NULL && g_ascii_strcasecmp (charset, VALET_ENCODING_AUTO) == 0;
}

gboolean
valet_encoding_is_known (const char *charset)
{
  GIConv cd;

  if (charset == NULL || charset[0] == '\0')
    return FALSE;
  if (valet_encoding_is_auto (charset))
    return TRUE;
  cd = g_iconv_open ("UTF-8", charset);
  if (cd == (GIConv) -1)
    return FALSE;
  g_iconv_close (cd);
  return TRUE;
}

/* How well @text (UTF-8) reads as names: a letter scores, a symbol or
 * a superscript in its place (Windows-1252's "£ukasz" for Windows-1250's
 * "Łukasz") costs, and a control character costs most. */
static int
plausibility (const char *text)
{
  int score = 0;

  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (c < 0x80)
        continue;
      if (g_unichar_iscntrl (c))
        score -= 4;
      else if (g_unichar_isalpha (c))
        score += 1;
      else if (c != 0xA0)   /* a no-break space says nothing */
        score -= 1;
    }
  return score;
}

const char *
valet_guess_encoding (const char *data, gsize length)
{
  g_autoptr (GString) sample = g_string_new (NULL);
  const char *p = data, *end = data + length;
  const char *best = candidates[0];
  int best_score = G_MININT;

  /* A UTF-8 byte-order mark says nothing of the rest. */
  if (length >= 3 && memcmp (data, UTF8_BOM, 3) == 0)
    p += 3;
  /* The lines that are not ASCII, NUL bytes left out. */
  while (p < end && sample->len < GUESS_BYTES)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      const char *e = nl ? nl : end;
      gboolean ascii = TRUE;
      for (const char *q = p; q < e && ascii; q++)
        ascii = (guchar) *q < 0x80;
      if (!ascii)
        {
          for (const char *q = p; q < e && sample->len < GUESS_BYTES; q++)
            if (*q != '\0')
              g_string_append_c (sample, *q);
          g_string_append_c (sample, '\n');
        }
      p = nl ? nl + 1 : end;
    }

  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      g_autofree char *text = g_convert (sample->str, (gssize) sample->len, "UTF-8",
                                         candidates[i], NULL, NULL, NULL);
      if (text == NULL)
        continue;   /* a byte the encoding leaves undefined */
      int score = plausibility (text);
      if (score > best_score)
        {
          best = candidates[i];
          best_score = score;
        }
    }
  return best;
}

const char *
valet_encoding_label (const char *charset)
{
  static const char *const labels[] = {
    "Windows-1252", "Windows-1250", "ISO-8859-2", "ISO-8859-1",
  };

  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    if (g_ascii_strcasecmp (charset, candidates[i]) == 0)
      return labels[i];
  return charset;
}

char *
valet_convert_to_utf8 (const char *data, gsize length, const char *charset,
                       const char *file, gsize *out_length,
                       ValetDiagnostics *diag)
{
  g_autoptr (GError) error = NULL;
  gsize done = 0;
  char *text = g_convert (data, (gssize) length, "UTF-8", charset, &done,
                          out_length, &error);

  if (text != NULL)
    return text;
  if (g_error_matches (error, G_CONVERT_ERROR, G_CONVERT_ERROR_NO_CONVERSION))
    /* Translators: messages about a file follow its name, "FILE: ...". */
    valet_diagnostics_add (diag, file, 0, _("cannot be converted from %s: %s "
                                            "(expected an encoding such as windows-1250, "
                                            "windows-1252 or iso-8859-2)"),
                           valet_encoding_label (charset), error->message);
  else
    {
      guint line = 1;
      done = MIN (done, length);
      for (gsize i = 0; i < done; i++)
        line += data[i] == '\n';
      if (done < length)
        valet_diagnostics_add (diag, file, line, _("byte 0x%02X is not %s text "
                                                   "(expected the whole file in the "
                                                   "encoding given)"),
                               (guchar) data[done], valet_encoding_label (charset));
      else
        valet_diagnostics_add (diag, file, line, _("ends inside a character of %s "
                                                   "(expected the whole file in the "
                                                   "encoding given)"),
                               valet_encoding_label (charset));
    }
  return NULL;
}

char *
valet_convert_guessed (const char *data, gsize length, const char *file,
                       gsize *out_length, ValetDiagnostics *diag)
{
  const char *legacy;
  char *text;

  if (g_utf8_validate (data, (gssize) length, NULL))
    return NULL;
  legacy = valet_guess_encoding (data, length);
  text = g_convert (data, (gssize) length, "UTF-8", legacy, NULL, out_length, NULL);
  if (text == NULL)
    {
      /* A byte the guess leaves undefined: Latin-1 has every byte. */
      legacy = "ISO-8859-1";
      text = g_convert (data, (gssize) length, "UTF-8", legacy, NULL, out_length, NULL);
    }
  valet_diagnostics_warn (diag, file, 0, _("is not UTF-8; read as %s (expected "
                                           "UTF-8 text)"), valet_encoding_label (legacy));
  return text;
}

const char *
valet_bom_encoding (const char *data, gsize length, gsize *mark_length)
{
  /* UTF-32LE's mark begins with UTF-16LE's, so it is looked for first. */
  static const struct { const char *mark; gsize length; const char *charset; } marks[] = {
    { "\xFF\xFE\0\0", 4, "UTF-32LE" },
    { "\0\0\xFE\xFF", 4, "UTF-32BE" },
    { UTF8_BOM, 3, "UTF-8" },
    { "\xFF\xFE", 2, "UTF-16LE" },
    { "\xFE\xFF", 2, "UTF-16BE" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    if (length >= marks[i].length && memcmp (data, marks[i].mark, marks[i].length) == 0)
      {
        *mark_length = marks[i].length;
        return marks[i].charset;
      }
  *mark_length = 0;
  return NULL;
}

void
valet_skip_utf8_bom (const char **data, gsize *length)
{
  if (*length >= 3 && memcmp (*data, UTF8_BOM, 3) == 0)
    {
      *data += 3;
      *length -= 3;
    }
}

/* @data, a file in the Unicode encoding @charset its byte order mark
 * (@mark bytes) declares, converted to UTF-8 with UTF-8's mark in front.
 * NULL, with a diagnostic naming the line, when it is not that encoding
 * throughout. */
static char *
convert_marked (const char *data, gsize length, gsize mark, const char *charset,
                const char *file, gsize *out_length, ValetDiagnostics *diag)
{
  g_autoptr (GError) error = NULL;
  /* The byte offset is printed with %llu rather than G_GSIZE_FORMAT, a
   * macro that xgettext cannot see through. */
  gsize done = 0, text_length = 0;
  g_autofree char *text = g_convert (data + mark, (gssize) (length - mark), "UTF-8",
                                     charset, &done, &text_length, &error);
  char *marked;

  if (text == NULL)
    {
      /* The line of the first bad character: the good part before it,
       * converted, counted in lines. */
      gsize unit = mark == 4 ? 4 : 2;
      g_autofree char *good = g_convert (data + mark, (gssize) (done - done % unit),
                                         "UTF-8", charset, NULL, NULL, NULL);
      guint line = 1;
      for (const char *p = good; p && *p; p++)
        line += *p == '\n';
      valet_diagnostics_add (diag, file, line, _("is not %s text from byte %llu on "
                                                 "(expected the whole file in the "
                                                 "encoding its byte order mark declares)"),
                             charset, (unsigned long long) (mark + done));
      return NULL;
    }
  marked = g_malloc (text_length + 4);
  memcpy (marked, UTF8_BOM, 3);
  memcpy (marked + 3, text, text_length + 1);
  *out_length = text_length + 3;
  return marked;
}

char *
valet_decode_input (char *data, gsize *length, const char *charset, const char *file,
                    ValetDiagnostics *diag)
{
  g_autofree char *owned = data;
  gsize mark;
  const char *declared = valet_bom_encoding (data, *length, &mark);

  if (declared != NULL && strcmp (declared, "UTF-8") != 0)
    return convert_marked (data, *length, mark, declared, file, length, diag);
  if (charset == NULL || declared != NULL)
    return g_steal_pointer (&owned);
  if (valet_encoding_is_auto (charset))
    {
      char *text = valet_convert_guessed (data, *length, file, length, diag);
      return text ? text : g_steal_pointer (&owned);
    }
  return valet_convert_to_utf8 (data, *length, charset, file, length, diag);
}

char *
valet_read_file_in (const char *path, const char *charset, gsize *length,
                    ValetDiagnostics *diag)
{
  g_autoptr (GError) error = NULL;
  char *data = NULL;

  data = valet_input_read_file (path, length, &error);
  if (data == NULL)
    {
      valet_diagnostics_add (diag, path, 0, "%s", error->message);
      return NULL;
    }
  return valet_decode_input (data, length, charset, path, diag);
}
