/* valet-reader.c: the door in: a format told from the content, and the
 * reading dispatched to its row of the table of formats. */
#include "config.h"
#include "valet-reader.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "valet-adjusted-fields.h"
#include "valet-csv-reader.h"
#include "valet-encoding.h"
#include "valet-input-file.h"
#include "valet-text-reader.h"

/* Enough of a file to tell its format. */
#define SNIFF_BYTES 8192
/* Enough of a file to tell a format of bytes (VALET_FORMAT_BYTES). */
#define HEAD_BYTES 32

/* The format of bytes that @data starts as, or NULL. */
static const ValetFileFormat *
detect_bytes (const char *data, gsize length)
{
  for (const ValetFileFormat *f = valet_formats_first (); f != NULL; f = valet_formats_next (f))
    if (f->sniff_bytes != NULL && f->sniff_bytes (data, length))
      return f;
  return NULL;
}

static ValetLineKind
line_kind (const char *s, const char *e)
{
  if (*s == '%' || *s == '#')
    return VALET_LINE_COMMENT;
  if (*s == '<')
    return VALET_LINE_MARKUP;
  if (*s == '[' && s + 1 < e && g_ascii_isalpha (s[1]))
    return VALET_LINE_TAG;
  return VALET_LINE_FIELDS;
}

/* The first row, in the table's order, that takes @line for its own. */
static const ValetFileFormat *
detect_line (const ValetSniffLine *line)
{
  for (const ValetFileFormat *f = valet_formats_first (); f != NULL; f = valet_formats_next (f))
    if (f->sniff_line != NULL && f->sniff_line (line))
      return f;
  return NULL;
}

ValetInputFormat
valet_detect_input_format (const char *data, gsize length)
{
  const ValetFileFormat *f = detect_bytes (data, length);
  const char *p = data, *end = data + MIN (length, (gsize) SNIFF_BYTES);
  const char *head;

  if (f != NULL)
    return f->id;
  valet_skip_utf8_bom (&p, &length);
  head = p;
  /* The first line that is not blank tells; comments before it may too
   * (PBN's "% PBN 2.1"), and are passed over when they do not. */
  while (p < end)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      const char *e = nl ? nl : end;
      const char *s = p;
      p = nl ? nl + 1 : end;
      while (s < e && g_ascii_isspace (*s))
        s++;
      if (s == e)
        continue;
      ValetSniffLine line = { head, end, s, e, line_kind (s, e) };
      f = detect_line (&line);
      if (f != NULL)
        return f->id;
      if (line.kind != VALET_LINE_COMMENT)
        return VALET_INPUT_AUTO;
    }
  return VALET_INPUT_AUTO;
}

/* The format of bytes the regular file @path starts as, read without the
 * rest of it; NULL (with @error set when it cannot be read) for none. */
static const ValetFileFormat *
file_head_format (const char *path, GError **error)
{
  char head[HEAD_BYTES];
  gssize n;
  int fd = valet_input_open (path, error);

  if (fd < 0)
    return NULL;
  n = read (fd, head, sizeof head);
  close (fd);
  return n > 0 ? detect_bytes (head, (gsize) n) : NULL;
}

/* The format of bytes whose extension @path has (any case), or NULL. */
static const ValetFileFormat *
named_bytes_format (const char *path)
{
  gsize n = strlen (path);

  for (const ValetFileFormat *f = valet_formats_first (); f != NULL; f = valet_formats_next (f))
    {
      gsize k = f->extension ? strlen (f->extension) : 0;
      if ((f->flags & VALET_FORMAT_BYTES) && k > 0 && n > k + 1 && path[n - k - 1] == '.'
          && g_ascii_strcasecmp (path + n - k, f->extension) == 0)
        return f;
    }
  return NULL;
}

/* A file named as a format of bytes is one, damaged or whole: reading it
 * as text would only end in messages about lines of binary.  TRUE, with
 * a diagnostic, for one whose bytes are not that format's. */
static gboolean
refuse_misnamed (const char *path, ValetDiagnostics *diag)
{
  g_autoptr (GError) error = NULL;
  const ValetFileFormat *f = named_bytes_format (path);

  if (f == NULL || file_head_format (path, &error) != NULL)
    return FALSE;
  if (error != NULL)
    valet_diagnostics_add (diag, path, 0, "%s", error->message);
  else
    valet_diagnostics_add (diag, path, 0, "%s", _(f->misnamed));
  return TRUE;
}

ValetInputFormat
valet_detect_input_path (const char *path)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (1);
  g_autofree char *data = NULL;
  const ValetFileFormat *f;
  gsize length;

  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    return valet_format_folder ()->id;
  /* Not a regular file: the reading that follows says so. */
  f = file_head_format (path, NULL);
  if (f != NULL)
    return f->id;
  /* Damaged or renamed: no format can be told. */
  if (named_bytes_format (path) != NULL)
    return VALET_INPUT_AUTO;
  /* Read as the readers read it: UTF-16 converted. */
  data = valet_read_file_in (path, NULL, &length, diag);
  if (data == NULL)
    return VALET_INPUT_AUTO;
  return valet_detect_input_format (data, length);
}

/* Says which tags the results put at several tables of one board, and
 * so are taken for placeholders, at the first line each sits at. */
static void
check_placeholders (ValetTournament *t, const char *file, ValetDiagnostics *diag)
{
  guint n_players = valet_tournament_n_players (t);
  g_autofree gboolean *told = g_new0 (gboolean, MAX (n_players, 1));

  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    {
      const ValetResult *r = valet_tournament_result (t, i);
      for (guint seat = 0; seat < 4; seat++)
        {
          guint p = r->player[seat];
          if (p >= n_players || told[p] || !valet_tournament_player_is_placeholder (t, p))
            continue;
          told[p] = TRUE;
          valet_diagnostics_warn (diag, file, r->line,
                                  _("player '%s' sits at up to %u tables of one board: "
                                    "taken for a placeholder for players not known (expected "
                                    "each player at one table per board)"),
                                  valet_tournament_player_tag (t, p),
                                  valet_tournament_player_most_tables (t, p));
        }
    }
}

/* The checks of what was read as a whole, said at lines of @file. */
static void
check_input (ValetTournament *t, const char *file, ValetDiagnostics *diag)
{
  valet_check_adjusted (t, file, diag);
  check_placeholders (t, file, diag);
}

/* Whether the files of @files but the last (@path's own) are there. */
static gboolean
others_exist (GPtrArray *files)
{
  for (guint i = 0; i + 1 < files->len; i++)
    if (!g_file_test (g_ptr_array_index (files, i), G_FILE_TEST_EXISTS))
      return FALSE;
  return TRUE;
}

GPtrArray *
valet_input_files (const char *path, ValetInputFormat format)
{
  const ValetFileFormat *folder = valet_format_folder ();
  g_autoptr (GPtrArray) files = folder->files (path);
  gboolean several = format == folder->id;
  GPtrArray *one;

  /* The file is read to tell its format only when the answer matters: a
   * folder is Valet text, and a file with no names.txt beside it is the
   * one file read, whatever its format. */
  if (format == VALET_INPUT_AUTO)
    several = g_file_test (path, G_FILE_TEST_IS_DIR)
              || (others_exist (files) && valet_detect_input_path (path) == folder->id);
  if (several)
    return g_steal_pointer (&files);
  one = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (one, g_strdup (path));
  return one;
}

gboolean
valet_read_text_input (ValetTournament *t, const char *names, const char *scores,
                       ValetDiagnostics *diag)
{
  if (!valet_read_names (t, names, diag) || !valet_read_scores (t, scores, names, diag))
    return FALSE;
  check_input (t, scores, diag);
  return TRUE;
}

/* A format of bytes: the file's bytes as they are, never converted. */
static gboolean
read_bytes (ValetTournament *t, const ValetFileFormat *f, const char *path, ValetDiagnostics *diag)
{
  const ValetReadExtras extras = { 0 };
  g_autofree char *data = NULL;
  gsize length = 0;

  data = valet_read_file_in (path, NULL, &length, diag);
  if (data == NULL)
    return FALSE;
  return f->parse (t, data, length, path, &extras, diag);
}

/* Whether @data, NUL bytes aside, is UTF-8. */
static gboolean
is_utf8_but_nul (const char *data, gsize length)
{
  const char *p = data, *end = data + length;

  while (p < end)
    {
      const char *nul = memchr (p, '\0', (gsize) (end - p));
      const char *e = nul ? nul : end;
      if (!g_utf8_validate_len (p, (gsize) (e - p), NULL))
        return FALSE;
      p = nul ? nul + 1 : end;
    }
  return TRUE;
}

/* NUL bytes in a PBN or CSV file.  No name, contract or number holds
 * one: they come from a damaged file, or from a program that pads its
 * fields with them.  Read as C strings, a name would end at the NUL
 * without a word, and the file be taken for one that is not UTF-8.
 * Each NUL is replaced by U+FFFD instead (by '?' in a file kept in a
 * legacy encoding, where the bytes of U+FFFD would read as three
 * letters), with a warning on each line that had one.  The field is
 * not refused: a NUL mostly sits in a name, which only labels the
 * players, and refusing it would leave out a result that is whole; the
 * name keeps the rest of its letters and shows where the damage is.
 * The new data (@data is freed), or @data when it holds no NUL. */
static char *
replace_nul_bytes (char *data, gsize *length, const char *path, ValetDiagnostics *diag)
{
  const char *end = data + *length;
  gboolean utf8;
  const char *replacement;
  GString *out;
  guint line = 1, told = 0;

  if (memchr (data, '\0', *length) == NULL)
    return data;
  utf8 = is_utf8_but_nul (data, *length);
  replacement = utf8 ? "\xEF\xBF\xBD" : "?";
  out = g_string_sized_new (*length + 16);
  for (const char *p = data; p < end; p++)
    {
      if (*p == '\n')
        line++;
      if (*p != '\0')
        {
          g_string_append_c (out, *p);
          continue;
        }
      g_string_append (out, replacement);
      if (told != line)
        valet_diagnostics_warn (diag, path, line,
                                _("holds a NUL byte, read as %s (expected text; is the "
                                  "file damaged?)"),
                                utf8 ? "U+FFFD (\xEF\xBF\xBD)" : "'?'");
      told = line;
    }
  g_free (data);
  *length = out->len;
  return g_string_free (out, FALSE);
}

gboolean
valet_read_input (ValetTournament *t, const char *path, ValetInputFormat format,
                  ValetDiagnostics *diag)
{
  return valet_read_input_with_columns (t, path, format, NULL, NULL, diag);
}

static gboolean read_other (ValetTournament *t, const char *path, ValetInputFormat format,
                            ValetCsvColumnsFunc columns, gpointer user_data,
                            ValetDiagnostics *diag);

gboolean
valet_read_input_with_columns (ValetTournament *t, const char *path,
                               ValetInputFormat format, ValetCsvColumnsFunc columns,
                               gpointer user_data, ValetDiagnostics *diag)
{
  const ValetFileFormat *f = valet_format_get (format);

  if (format == VALET_INPUT_AUTO && g_file_test (path, G_FILE_TEST_IS_DIR))
    f = valet_format_folder ();
  /* Results in files of their own, found from @path, checked there. */
  if (f != NULL && f->read_path != NULL)
    return f->read_path (t, path, diag);
  if (!read_other (t, path, format, columns, user_data, diag))
    return FALSE;
  check_input (t, path, diag);
  return TRUE;
}

static gboolean read_data (ValetTournament *t, char *data, gsize length, const char *path,
                           ValetInputFormat format, gboolean in_memory,
                           const ValetReadExtras *extras, ValetDiagnostics *diag);

/* Every format read from @path's own bytes. */
static gboolean
read_other (ValetTournament *t, const char *path, ValetInputFormat format,
            ValetCsvColumnsFunc columns, gpointer user_data, ValetDiagnostics *diag)
{
  const ValetReadExtras extras = { .columns = columns, .user_data = user_data };
  const ValetFileFormat *f = valet_format_get (format);
  g_autoptr (GError) error = NULL;
  char *data = NULL;
  gsize length = 0;

  if (format == VALET_INPUT_AUTO)
    {
      f = file_head_format (path, NULL);
      if (f == NULL && refuse_misnamed (path, diag))
        return FALSE;
    }
  if (f != NULL && (f->flags & VALET_FORMAT_BYTES))
    return read_bytes (t, f, path, diag);
  /* A regular file only, no larger than the limit (valet-input-file.h). */
  data = valet_input_read_file (path, &length, &error);
  if (data == NULL)
    {
      valet_diagnostics_add (diag, path, 0, "%s", error->message);
      return FALSE;
    }
  return read_data (t, data, length, path, format, FALSE, &extras, diag);
}

/* The results in @data (@length bytes as read, NUL-terminated; taken
 * over), in any format but one of bytes: converted as the tournament's
 * encoding and the format's row ask, and read.  A format in files of its
 * own (Valet text) is read from the files found from @path, or,
 * @in_memory, from @data with the names from the file the extras name. */
static gboolean
read_data (ValetTournament *t, char *raw, gsize length, const char *path,
           ValetInputFormat format, gboolean in_memory, const ValetReadExtras *extras,
           ValetDiagnostics *diag)
{
  const char *charset = valet_tournament_get_encoding (t);
  /* With "auto", a format that declares its encoding (USEBIO XML) is
   * left to its reader, which follows that encoding before guessing. */
  g_autofree char *data = valet_decode_input (raw, &length,
                                              valet_encoding_is_auto (charset) ? NULL : charset,
                                              path, diag);
  const ValetFileFormat *f;
  gboolean keep_bytes;

  if (data == NULL)
    return FALSE;
  if (format == VALET_INPUT_AUTO)
    format = valet_detect_input_format (data, length);
  f = valet_format_get (format);
  keep_bytes = f != NULL && (f->flags & VALET_FORMAT_KEEP_BYTES);
  if (valet_encoding_is_auto (charset) && !(f != NULL && (f->flags & VALET_FORMAT_OWN_ENCODING)))
    {
      char *text = valet_convert_guessed (data, length, path, &length, diag);
      if (text != NULL)
        {
          g_free (data);
          data = text;
        }
    }
  /* PBN's character set is ISO-8859-1 unless the file says otherwise
   * (the PBN standard's own; its byte order mark, or bytes that are
   * UTF-8, say UTF-8): such a file is read in it without a word, with
   * Windows-1252's letters for the bytes ISO-8859-1 leaves to control
   * characters, which no name holds. */
  if (charset == NULL && format == VALET_INPUT_PBN
      && !g_utf8_validate (data, (gssize) length, NULL))
    {
      gsize n = 0;
      char *text = g_convert (data, (gssize) length, "UTF-8", "WINDOWS-1252", NULL, &n, NULL);
      if (text == NULL)
        text = g_convert (data, (gssize) length, "UTF-8", "ISO-8859-1", NULL, &n, NULL);
      if (text != NULL)
        {
          g_free (data);
          data = text;
          length = n;
        }
    }
  if (keep_bytes)
    data = replace_nul_bytes (data, &length, path, diag);
  /* Names that are not UTF-8 are kept as given, and shown in the legacy
   * encoding that explains them best.  (USEBIO XML says its encoding,
   * and its reader converts.) */
  if (charset == NULL && keep_bytes && !g_utf8_validate (data, (gssize) length, NULL))
    {
      const char *legacy = valet_guess_encoding (data, length);
      valet_tournament_set_display_encoding (t, legacy);
      valet_diagnostics_warn (diag, path, 0, _("is not UTF-8; names read as %s "
                                               "for display and written back as given "
                                               "(expected UTF-8 text)"),
                              valet_encoding_label (legacy));
    }

  if (f == NULL)
    {
      valet_diagnostics_add (diag, path, 0, _("is in a format that cannot be told "
                                              "(expected a PBN file with a ScoreTable, "
                                              "USEBIO XML, CSV with a header row, a "
                                              "Bridgemate .bws database, or Valet text "
                                              "round|board|N|E|S|W|contract|declarer|tricks "
                                              "lines)"));
      return FALSE;
    }
  if (!in_memory && f->read_path != NULL)
    return f->read_path (t, path, diag);
  return f->parse (t, data, length, path, extras, diag);
}

gboolean
valet_read_input_data (ValetTournament *t, char *data, gsize length, const char *name,
                       ValetInputFormat format, const char *names, ValetDiagnostics *diag)
{
  const ValetReadExtras extras = { .names = names };
  const ValetFileFormat *f = valet_format_get (format);
  gboolean ok;

  if (format == VALET_INPUT_AUTO)
    f = detect_bytes (data, length);
  if (f != NULL && (f->flags & (VALET_FORMAT_BYTES | VALET_FORMAT_FOLDER)))
    {
      /* A database's bytes as they are, never converted; Valet text
       * scores named on the command line, as they are too. */
      ok = f->parse (t, data, length, name, &extras, diag);
      g_free (data);
    }
  else
    ok = read_data (t, data, length, name, format, TRUE, &extras, diag);
  if (ok)
    check_input (t, name, diag);
  return ok;
}

GPtrArray *
valet_read_csv_preview (const char *path, const char *charset, guint max_rows,
                        GError **error)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (1);
  g_autofree char *data = NULL;
  gsize length = 0;
  GPtrArray *rows;

  data = valet_read_file_in (path, charset, &length, diag);
  /* The header's cells as the reading will have them. */
  if (data != NULL)
    data = replace_nul_bytes (data, &length, path, diag);
  rows = data ? valet_csv_read_rows (data, length, max_rows) : NULL;
  if (rows == NULL)
    {
      g_autofree char *text = data ? NULL : valet_diagnostics_format (diag);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "%s",
                   text ? g_strchomp (text)
                        : _("no header row with commas, semicolons or tabs"));
    }
  return rows;
}
