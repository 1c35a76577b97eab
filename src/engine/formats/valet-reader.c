/* valet-reader.c: format detection and the dispatch to each reader. */
#include "config.h"
#include "valet-reader.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "valet-adjusted-fields.h"
#include "valet-bws-reader.h"
#include "valet-csv-reader.h"
#include "valet-encoding.h"
#include "valet-input-file.h"
#include "valet-pbn-reader.h"
#include "valet-text-reader.h"
#include "valet-usebio-reader.h"

/* Enough of a file to tell its format. */
#define SNIFF_BYTES 8192

static const char *const format_names[] = { "auto", "text", "pbn", "usebio", "csv", "bws" };

gboolean
valet_input_format_from_string (const char *name, ValetInputFormat *out)
{
  for (guint f = VALET_INPUT_TEXT; f <= VALET_INPUT_BWS; f++)
    if (g_ascii_strcasecmp (name, format_names[f]) == 0)
      {
        *out = (ValetInputFormat) f;
        return TRUE;
      }
  return FALSE;
}

const char *
valet_input_format_to_string (ValetInputFormat format)
{
  return format <= VALET_INPUT_BWS ? format_names[format] : "?";
}

static ValetInputFormat
detect_line (const char *s, const char *e)
{
  if (*s == '<')
    return VALET_INPUT_USEBIO;   /* confirmed by the caller */
  if (*s == '[' && s + 1 < e && g_ascii_isalpha (s[1]))
    return VALET_INPUT_PBN;
  if (memchr (s, '|', (gsize) (e - s)))
    return VALET_INPUT_TEXT;
  if (memchr (s, ',', (gsize) (e - s)) || memchr (s, ';', (gsize) (e - s))
      || memchr (s, '\t', (gsize) (e - s)))
    return VALET_INPUT_CSV;
  return VALET_INPUT_AUTO;
}

ValetInputFormat
valet_detect_input_format (const char *data, gsize length)
{
  const char *p = data, *end = data + MIN (length, (gsize) SNIFF_BYTES);

  if (valet_bws_is_database (data, length))
    return VALET_INPUT_BWS;
  valet_skip_utf8_bom (&p, &length);
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
      if (*s == '%')
        {
          /* PBN's "% PBN 2.1" identification; other % lines are comments. */
          const char *t = s + 1;
          while (t < e && *t == ' ')
            t++;
          if (e - t >= 3 && strncmp (t, "PBN", 3) == 0)
            return VALET_INPUT_PBN;
          continue;
        }
      if (*s == '#')
        continue;   /* a comment of the text format */
      ValetInputFormat f = detect_line (s, e);
      if (f == VALET_INPUT_USEBIO)
        {
          g_autofree char *head = g_strndup (s, (gsize) (end - s));
          return strstr (head, "<USEBIO") ? VALET_INPUT_USEBIO : VALET_INPUT_AUTO;
        }
      return f;
    }
  return VALET_INPUT_AUTO;
}

/* Whether the regular file @path starts as an Access database (a
 * Bridgemate .bws), read without the rest of it; FALSE with @error set
 * when it cannot be read. */
static gboolean
file_is_database_or_error (const char *path, GError **error)
{
  char head[32];
  gssize n;
  int fd = valet_input_open (path, error);

  if (fd < 0)
    return FALSE;
  n = read (fd, head, sizeof head);
  close (fd);
  return n > 0 && valet_bws_is_database (head, (gsize) n);
}

static gboolean
file_is_database (const char *path)
{
  /* Not a regular file: the reading that follows says so. */
  return file_is_database_or_error (path, NULL);
}

static gboolean
has_bws_name (const char *path)
{
  gsize n = strlen (path);

  return n > 4 && g_ascii_strcasecmp (path + n - 4, ".bws") == 0;
}

/* A file named .bws is a Bridgemate database, damaged or whole: not
 * Valet text because a line of its bytes holds a '|', nor CSV because
 * one holds a comma, which would only end in messages about a names.txt
 * beside it or about lines of binary.  TRUE, with a diagnostic, for a
 * .bws that is not an Access database. */
static gboolean
refuse_false_bws (const char *path, ValetDiagnostics *diag)
{
  g_autoptr (GError) error = NULL;

  if (!has_bws_name (path) || file_is_database_or_error (path, &error))
    return FALSE;
  if (error != NULL)
    valet_diagnostics_add (diag, path, 0, "%s", error->message);
  else
    valet_diagnostics_add (diag, path, 0,
                           _("is named .bws but is not an Access database: it does not "
                             "begin with the bytes 00 01 00 00 and \"Standard Jet DB\" or "
                             "\"Standard ACE DB\" (expected a Bridgemate .bws database; is "
                             "it damaged, or another file renamed? valet-cli's --format-in "
                             "reads it as another format)"));
  return TRUE;
}

ValetInputFormat
valet_detect_input_path (const char *path)
{
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (1);
  g_autofree char *data = NULL;
  gsize length;

  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    return VALET_INPUT_TEXT;
  if (file_is_database (path))
    return VALET_INPUT_BWS;
  /* Damaged or renamed: no format can be told. */
  if (has_bws_name (path))
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

/* Valet text's two files: names.txt and scores.txt of the folder @path,
 * or the scores file @path with names.txt beside it. */
static void
text_files (const char *path, char **names, char **scores)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      *names = g_build_filename (path, "names.txt", NULL);
      *scores = g_build_filename (path, "scores.txt", NULL);
    }
  else
    {
      g_autofree char *dir = g_path_get_dirname (path);
      *names = g_build_filename (dir, "names.txt", NULL);
      *scores = g_strdup (path);
    }
}

GPtrArray *
valet_input_files (const char *path, ValetInputFormat format)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  char *names, *scores;
  gboolean text = format == VALET_INPUT_TEXT;

  text_files (path, &names, &scores);
  /* The file is read to tell its format only when the answer matters: a
   * folder is Valet text, and a file with no names.txt beside it is the
   * one file read, whatever its format. */
  if (format == VALET_INPUT_AUTO)
    text = g_file_test (path, G_FILE_TEST_IS_DIR)
           || (g_file_test (names, G_FILE_TEST_EXISTS)
               && valet_detect_input_path (path) == VALET_INPUT_TEXT);
  if (text)
    {
      g_ptr_array_add (files, names);
      g_ptr_array_add (files, scores);
      return files;
    }
  g_free (names);
  g_free (scores);
  g_ptr_array_add (files, g_strdup (path));
  return files;
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

static gboolean
read_text (ValetTournament *t, const char *path, ValetDiagnostics *diag)
{
  g_autofree char *names = NULL;
  g_autofree char *scores = NULL;

  text_files (path, &names, &scores);
  return valet_read_text_input (t, names, scores, diag);
}

/* A Bridgemate database: its bytes as they are, never converted. */
static gboolean
read_bws (ValetTournament *t, const char *path, ValetDiagnostics *diag)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  data = valet_read_file_in (path, NULL, &length, diag);
  if (data == NULL)
    return FALSE;
  valet_parse_bws (t, data, length, path, diag);
  return TRUE;
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

/* CSV, with the columns asked of @columns when the header's names do
 * not give them all. */
static void
read_csv (ValetTournament *t, const char *data, gsize length, const char *path,
          ValetCsvColumnsFunc columns, gpointer user_data, ValetDiagnostics *diag)
{
  g_autoptr (GPtrArray) rows = columns ? valet_csv_read_rows (data, length, 0) : NULL;
  ValetCsvMapping mapping;

  if (rows != NULL
      && !valet_csv_match_header (g_ptr_array_index (rows, 0), &mapping)
      && columns (g_ptr_array_index (rows, 0), &mapping, user_data))
    valet_parse_csv_mapped (t, data, length, &mapping, path, diag);
  else
    valet_parse_csv (t, data, length, path, diag);
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
  if (format == VALET_INPUT_TEXT
      || (format == VALET_INPUT_AUTO && g_file_test (path, G_FILE_TEST_IS_DIR)))
    return read_text (t, path, diag);
  if (!read_other (t, path, format, columns, user_data, diag))
    return FALSE;
  check_input (t, path, diag);
  return TRUE;
}

static gboolean read_data (ValetTournament *t, char *data, gsize length, const char *path,
                           ValetInputFormat format, gboolean in_memory, const char *names,
                           ValetCsvColumnsFunc columns, gpointer user_data,
                           ValetDiagnostics *diag);

/* Every format but Valet text, whose results are in another file than
 * @path. */
static gboolean
read_other (ValetTournament *t, const char *path, ValetInputFormat format,
            ValetCsvColumnsFunc columns, gpointer user_data, ValetDiagnostics *diag)
{
  g_autoptr (GError) error = NULL;
  char *data = NULL;
  gsize length = 0;

  if (format == VALET_INPUT_TEXT
      || (format == VALET_INPUT_AUTO && g_file_test (path, G_FILE_TEST_IS_DIR)))
    return read_text (t, path, diag);
  if (format == VALET_INPUT_BWS
      || (format == VALET_INPUT_AUTO && file_is_database (path)))
    return read_bws (t, path, diag);
  if (format == VALET_INPUT_AUTO && refuse_false_bws (path, diag))
    return FALSE;
  /* A regular file only, no larger than the limit (valet-input-file.h). */
  data = valet_input_read_file (path, &length, &error);
  if (data == NULL)
    {
      valet_diagnostics_add (diag, path, 0, "%s", error->message);
      return FALSE;
    }
  return read_data (t, data, length, path, format, FALSE, NULL, columns, user_data, diag);
}

/* Valet text's scores in @data (@path names them in messages), with the
 * names from the file @names. */
static gboolean
read_text_scores (ValetTournament *t, const char *data, gsize length, const char *path,
                  const char *names, ValetDiagnostics *diag)
{
  if (names == NULL)
    {
      valet_diagnostics_add (diag, path, 0, _("holds Valet text scores, whose names are in "
                                              "a file of their own (expected the names file "
                                              "given with --names FILE)"));
      return FALSE;
    }
  if (!valet_read_names (t, names, diag))
    return FALSE;
  valet_parse_scores (t, data, length, path, names, diag);
  return TRUE;
}

/* The results in @data (@length bytes as read, NUL-terminated; taken
 * over), in any format but a Bridgemate database: converted as the
 * tournament's encoding asks, and read.  Valet text is read from the
 * file @path with names.txt beside it, or, @in_memory, from @data with
 * the names from the file @names. */
static gboolean
read_data (ValetTournament *t, char *raw, gsize length, const char *path,
           ValetInputFormat format, gboolean in_memory, const char *names,
           ValetCsvColumnsFunc columns,
           gpointer user_data, ValetDiagnostics *diag)
{
  const char *charset = valet_tournament_get_encoding (t);
  /* With "auto", USEBIO XML is left to its reader, which follows the
   * encoding the file declares before guessing. */
  g_autofree char *data = valet_decode_input (raw, &length,
                                              valet_encoding_is_auto (charset) ? NULL : charset,
                                              path, diag);

  if (data == NULL)
    return FALSE;
  if (format == VALET_INPUT_AUTO)
    format = valet_detect_input_format (data, length);
  if (valet_encoding_is_auto (charset) && format != VALET_INPUT_USEBIO)
    {
      char *text = valet_convert_guessed (data, length, path, &length, diag);
      if (text != NULL)
        {
          g_free (data);
          data = text;
        }
    }
  if (format == VALET_INPUT_PBN || format == VALET_INPUT_CSV)
    data = replace_nul_bytes (data, &length, path, diag);
  /* Names that are not UTF-8 are kept as given, and shown in the legacy
   * encoding that explains them best.  (USEBIO XML says its encoding,
   * and its reader converts.) */
  if (charset == NULL && (format == VALET_INPUT_PBN || format == VALET_INPUT_CSV)
      && !g_utf8_validate (data, (gssize) length, NULL))
    {
      const char *legacy = valet_guess_encoding (data, length);
      valet_tournament_set_display_encoding (t, legacy);
      valet_diagnostics_warn (diag, path, 0, _("is not UTF-8; names read as %s "
                                               "for display and written back as given "
                                               "(expected UTF-8 text)"),
                              valet_encoding_label (legacy));
    }

  switch (format)
    {
    case VALET_INPUT_TEXT:
      if (in_memory)
        return read_text_scores (t, data, length, path, names, diag);
      return read_text (t, path, diag);
    case VALET_INPUT_PBN:
      valet_parse_pbn (t, data, length, path, diag);
      return TRUE;
    case VALET_INPUT_USEBIO:
      valet_parse_usebio (t, data, length, path, diag);
      return TRUE;
    case VALET_INPUT_CSV:
      read_csv (t, data, length, path, columns, user_data, diag);
      return TRUE;
    case VALET_INPUT_BWS:
      valet_parse_bws (t, data, length, path, diag);
      return TRUE;
    case VALET_INPUT_AUTO:
    default:
      valet_diagnostics_add (diag, path, 0, _("is in a format that cannot be told "
                                              "(expected a PBN file with a ScoreTable, "
                                              "USEBIO XML, CSV with a header row, a "
                                              "Bridgemate .bws database, or Valet text "
                                              "round|board|N|E|S|W|contract|declarer|tricks "
                                              "lines)"));
      return FALSE;
    }
}

gboolean
valet_read_input_data (ValetTournament *t, char *data, gsize length, const char *name,
                       ValetInputFormat format, const char *names, ValetDiagnostics *diag)
{
  gboolean ok;

  if (format == VALET_INPUT_BWS
      || (format == VALET_INPUT_AUTO && valet_bws_is_database (data, length)))
    {
      /* A database's bytes as they are, never converted. */
      valet_parse_bws (t, data, length, name, diag);
      g_free (data);
      ok = TRUE;
    }
  else if (format == VALET_INPUT_TEXT)
    {
      ok = read_text_scores (t, data, length, name, names, diag);
      g_free (data);
    }
  else
    ok = read_data (t, data, length, name, format, TRUE, names, NULL, NULL, diag);
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
