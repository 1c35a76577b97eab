/* valet-usebio-encoding.c: how the bytes of a USEBIO file are decoded.
 *
 * libxml2 decodes the file itself: it follows the encoding the XML
 * declaration names (ISO-8859-1 in most older files, Windows-1252 ...),
 * a UTF-16 or UTF-32 byte order mark, else UTF-8.  What is left here is
 * what libxml2 would refuse the whole file for, where a reading of the
 * rest is better: a file that says UTF-8 with a stray byte that is not,
 * NUL bytes, a file that is not UTF-8 and declares nothing (or names an
 * encoding its bytes do not fit), and bytes already made UTF-8 by
 * valet_read_file_in() (the user's --encoding, a UTF-16 file), whose
 * declaration no longer holds.
 */
#include "config.h"

#include <errno.h>
#include <libxml/parser.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "valet-encoding.h"
#include "valet-usebio-private.h"

/* The encoding the XML declaration names, or NULL. */
static char *
declared_encoding (const char *data, gsize length)
{
  gsize head = MIN (length, (gsize) 256);
  g_autofree char *decl = g_strndup (data, head);
  char *close = strstr (decl, "?>");

  if (!g_str_has_prefix (decl, "<?xml") || close == NULL)
    return NULL;
  *close = '\0';
  char *enc = strstr (decl, "encoding");
  if (enc == NULL)
    return NULL;
  enc += strlen ("encoding");
  while (*enc == ' ' || *enc == '\t' || *enc == '\r' || *enc == '\n' || *enc == '=')
    enc++;
  char quote = *enc;
  char *stop = quote == '"' || quote == '\'' ? strchr (enc + 1, quote) : NULL;
  return stop ? g_strndup (enc + 1, (gsize) (stop - enc - 1)) : NULL;
}

static gboolean
is_utf8_name (const char *charset)
{
  return g_ascii_strcasecmp (charset, "UTF-8") == 0 || g_ascii_strcasecmp (charset, "UTF8") == 0;
}

static void
warn_bad_byte (const char *file, ValetDiagnostics *diag, guint line, guchar byte)
{
  valet_diagnostics_warn (diag, file, line,
                          _("byte 0x%02X is not UTF-8, though the file declares "
                            "UTF-8; it is read as U+FFFD, and the rest of the file "
                            "as UTF-8 (expected UTF-8 throughout, as declared)"), byte);
}

static guint
count_lines (const char *from, const char *to)
{
  guint n = 0;

  for (const char *nl; (nl = memchr (from, '\n', (gsize) (to - from))) != NULL; from = nl + 1)
    n++;
  return n;
}

/* Whether @data is UTF-8 but for NUL bytes, which are dealt with apart. */
static gboolean
is_utf8_but_nuls (const char *data, gsize length)
{
  const char *p = data, *end = data + length, *stop;

  while (!g_utf8_validate_len (p, (gsize) (end - p), &stop))
    {
      if (*stop != '\0')
        return FALSE;
      p = stop + 1;
    }
  return TRUE;
}

/* A file that says it is UTF-8 but has a stray byte that is not: each
 * such byte made U+FFFD, with a warning naming its line, and the rest
 * kept as it is, rather than the whole file read in a guessed encoding
 * (which would spoil every name written right).  NUL bytes are kept. */
static char *
repair_utf8 (const char *data, gsize length, gsize *out_length,
             const char *file, ValetDiagnostics *diag)
{
  GString *out = g_string_sized_new (length + 16);
  const char *p = data, *end = data + length;
  guint line = 1, last_bad = 0, n_bad_lines = 0;

  while (p < end)
    {
      const char *stop = p;
      gboolean valid = g_utf8_validate_len (p, (gsize) (end - p), &stop);
      g_string_append_len (out, p, stop - p);
      line += count_lines (p, stop);
      if (valid)
        break;
      p = stop + 1;
      if (*stop == '\0')
        {
          g_string_append_c (out, '\0');
          continue;
        }
      if (line != last_bad && ++n_bad_lines <= USEBIO_MAX_BAD_LINES)
        warn_bad_byte (file, diag, line, (guchar) *stop);
      last_bad = line;
      g_string_append (out, "\xEF\xBF\xBD");
    }
  if (n_bad_lines > USEBIO_MAX_BAD_LINES)
    valet_diagnostics_warn (diag, file, 0, _("has bytes that are not UTF-8 on %u more "
                                             "lines, read as U+FFFD (expected UTF-8 "
                                             "throughout, as declared)"),
                            n_bad_lines - USEBIO_MAX_BAD_LINES);
  *out_length = out->len;
  return g_string_free (out, FALSE);
}

/* NUL bytes, which no XML text can hold (libxml2 stops at the first),
 * as U+FFFD, with a warning naming their lines. */
static char *
replace_nuls (const char *data, gsize length, gsize *out_length,
              const char *file, ValetDiagnostics *diag)
{
  GString *out = g_string_sized_new (length + 16);
  const char *p = data, *end = data + length, *nul;
  guint line = 1, last = 0, n_lines = 0;

  while ((nul = memchr (p, '\0', (gsize) (end - p))) != NULL)
    {
      g_string_append_len (out, p, nul - p);
      line += count_lines (p, nul);
      if (line != last && ++n_lines <= USEBIO_MAX_BAD_LINES)
        valet_diagnostics_warn (diag, file, line, _("has a NUL byte, read as U+FFFD "
                                                    "(expected text: XML holds no NUL "
                                                    "bytes)"));
      last = line;
      g_string_append (out, "\xEF\xBF\xBD");
      p = nul + 1;
    }
  g_string_append_len (out, p, end - p);
  if (n_lines > USEBIO_MAX_BAD_LINES)
    valet_diagnostics_warn (diag, file, 0, _("has NUL bytes on %u more lines, read as "
                                             "U+FFFD (expected text: XML holds no NUL "
                                             "bytes)"), n_lines - USEBIO_MAX_BAD_LINES);
  *out_length = out->len;
  return g_string_free (out, FALSE);
}


/* Whether every byte of @data has a character in @charset, without
 * keeping the text converted. */
static gboolean
converts (const char *data, gsize length, const char *charset)
{
  GIConv cd = g_iconv_open ("UTF-8", charset);
  char out[4096];
  gboolean ok = TRUE;

  if (cd == (GIConv) -1)
    return FALSE;
  while (ok && length > 0)
    {
      char *in = (char *) data, *to = out;
      gsize in_left = length, out_left = sizeof out;
      ok = g_iconv (cd, &in, &in_left, &to, &out_left) != (gsize) -1 || errno == E2BIG;
      data = in;
      length = in_left;
    }
  g_iconv_close (cd);
  return ok;
}

/* The legacy encoding a file that is not UTF-8 reads best in: the one it
 * declares when its bytes fit it, else the one they look like. */
static const char *
legacy_encoding (const char *data, gsize length, const char *declared,
                 const char *file, ValetDiagnostics *diag)
{
  const char *legacy;

  if (declared && converts (data, length, declared))
    return declared;
  legacy = valet_guess_encoding (data, length);
  if (!converts (data, length, legacy))
    legacy = "ISO-8859-1";   /* which every byte is */
  valet_diagnostics_warn (diag, file, 0, _("is not UTF-8 and declares no other "
                                           "encoding; read as %s (expected UTF-8, or an "
                                           "encoding=\"...\" declaration)"),
                          valet_encoding_label (legacy));
  return legacy;
}

static void
take (UsebioInput *in, char *text, gsize length)
{
  g_free (in->owned);
  in->data = in->owned = text;
  in->length = length;
}

void
valet_usebio_input_prepare (UsebioInput *in, const char *data, gsize length,
                            const char *file, ValetDiagnostics *diag)
{
  gsize mark = 0, padded, new_length = 0;
  const char *marked = valet_bom_encoding (data, length, &mark);
  gboolean bom = marked != NULL;

  *in = (UsebioInput) { data, length, NULL, NULL, TRUE };
  /* UTF-16 and UTF-32 (only from a caller that has not decoded them, as
   * valet_read_file_in() does): libxml2 reads the mark. */
  if (bom && strcmp (marked, "UTF-8") != 0)
    {
      in->ascii_superset = FALSE;
      return;
    }
  /* libxml2 2.9 lets a declaration overrule a UTF-8 mark, and reads
   * none once told the encoding: the mark is taken off here. */
  in->data += mark;
  in->length -= mark;
  for (padded = in->length; in->length > 0 && in->data[in->length - 1] == '\0'; in->length--)
    ;
  /* %llu rather than G_GSIZE_FORMAT, a macro xgettext cannot see through. */
  if (in->length < padded)
    valet_diagnostics_warn (diag, file, 0, _("ends in %llu NUL bytes, which are left out "
                                             "(expected the file to end after </USEBIO>)"),
                            (unsigned long long) (padded - in->length));

  g_autofree char *declared = declared_encoding (in->data, in->length);
  if (is_utf8_but_nuls (in->data, in->length))
    /* UTF-8 whatever the declaration says: text written so under an old
     * header, or converted already from the user's --encoding. */
    in->charset = "UTF-8";
  else if (bom || (declared && is_utf8_name (declared)))
    {
      char *text = repair_utf8 (in->data, in->length, &new_length, file, diag);
      take (in, text, new_length);
      in->charset = "UTF-8";
    }
  else
    {
      const char *legacy = legacy_encoding (in->data, in->length, declared, file, diag);
      /* Left to libxml2 when it is the declared encoding; NUL bytes need
       * the text in UTF-8 first. */
      if (memchr (in->data, '\0', in->length))
        {
          char *text = g_convert (in->data, (gssize) in->length, "UTF-8", legacy, NULL,
                                  &new_length, NULL);
          if (text)
            {
              take (in, text, new_length);
              legacy = "UTF-8";
            }
        }
      in->charset = legacy == declared ? NULL : legacy;
    }
  if (in->charset && strcmp (in->charset, "UTF-8") == 0 && memchr (in->data, '\0', in->length))
    {
      char *text = replace_nuls (in->data, in->length, &new_length, file, diag);
      take (in, text, new_length);
    }
}

void
valet_usebio_input_clear (UsebioInput *in)
{
  g_clear_pointer (&in->owned, g_free);
}

static gpointer
init_libxml (gpointer unused)
{
  (void) unused;
  xmlInitParser ();
  return NULL;
}

void
valet_usebio_init_libxml (void)
{
  static GOnce once = G_ONCE_INIT;

  /* Once, before two threads could both be the first to parse. */
  g_once (&once, init_libxml, NULL);
}
