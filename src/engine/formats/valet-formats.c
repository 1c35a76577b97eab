/* valet-formats.c: the table of formats, and what ties each row to its
 * folder: how its lines are told, and its readers' and writers' entry
 * points. */
#include "config.h"
#include "valet-formats.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "valet-bws-reader.h"
#include "valet-csv-reader.h"
#include "valet-csv-writer.h"
#include "valet-pbn-reader.h"
#include "valet-pbn-writer.h"
#include "valet-reader.h"
#include "valet-text-reader.h"
#include "valet-text-writer.h"
#include "valet-usebio-reader.h"

/* ---- Valet text: names.txt and scores.txt ---------------------------------- */

/* Valet text's two files: names.txt and scores.txt of the folder @path,
 * or the scores file @path with names.txt beside it. */
static GPtrArray *
text_files (const char *path)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);

  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_ptr_array_add (files, g_build_filename (path, "names.txt", NULL));
      g_ptr_array_add (files, g_build_filename (path, "scores.txt", NULL));
    }
  else
    {
      g_autofree char *dir = g_path_get_dirname (path);
      g_ptr_array_add (files, g_build_filename (dir, "names.txt", NULL));
      g_ptr_array_add (files, g_strdup (path));
    }
  return files;
}

static gboolean
read_text (ValetTournament *t, const char *path, ValetDiagnostics *diag)
{
  g_autoptr (GPtrArray) files = text_files (path);

  return valet_read_text_input (t, g_ptr_array_index (files, 0),
                                g_ptr_array_index (files, 1), diag);
}

/* Valet text's scores in @data (@path names them in messages), with the
 * names from the file the extras name. */
static gboolean
parse_text_scores (ValetTournament *t, const char *data, gsize length, const char *path,
                   const ValetReadExtras *extras, ValetDiagnostics *diag)
{
  if (extras->names == NULL)
    {
      valet_diagnostics_add (diag, path, 0, _("holds Valet text scores, whose names are in "
                                              "a file of their own (expected the names file "
                                              "given with --names FILE)"));
      return FALSE;
    }
  if (!valet_read_names (t, extras->names, diag))
    return FALSE;
  valet_parse_scores (t, data, length, path, extras->names, diag);
  return TRUE;
}

/* Lines of fields separated by '|'. */
static gboolean
sniff_text (const ValetSniffLine *l)
{
  return l->kind == VALET_LINE_FIELDS
         && memchr (l->line, '|', (gsize) (l->line_end - l->line)) != NULL;
}

/* ---- PBN ---------------------------------------------------------------- */

/* PBN's "% PBN 2.1" identification (other % lines are comments), or a
 * tag pair. */
static gboolean
sniff_pbn (const ValetSniffLine *l)
{
  const char *t = l->line + 1;

  if (l->kind == VALET_LINE_TAG)
    return TRUE;
  if (l->kind != VALET_LINE_COMMENT || *l->line != '%')
    return FALSE;
  while (t < l->line_end && *t == ' ')
    t++;
  return l->line_end - t >= 3 && strncmp (t, "PBN", 3) == 0;
}

static gboolean
parse_pbn (ValetTournament *t, const char *data, gsize length, const char *path,
           const ValetReadExtras *extras, ValetDiagnostics *diag)
{
  valet_parse_pbn (t, data, length, path, diag);
  return TRUE;
}

/* ---- USEBIO XML ------------------------------------------------------------ */

/* XML whose root, in the first bytes, is <USEBIO>. */
static gboolean
sniff_usebio (const ValetSniffLine *l)
{
  g_autofree char *head = NULL;

  if (l->kind != VALET_LINE_MARKUP)
    return FALSE;
  head = g_strndup (l->line, (gsize) (l->head_end - l->line));
  return strstr (head, "<USEBIO") != NULL;
}

static gboolean
parse_usebio (ValetTournament *t, const char *data, gsize length, const char *path,
              const ValetReadExtras *extras, ValetDiagnostics *diag)
{
  valet_parse_usebio (t, data, length, path, diag);
  return TRUE;
}

/* ---- CSV ---------------------------------------------------------------- */

/* A header of fields separated by commas, semicolons or tabs (after Valet
 * text in the table: a line with a '|' is its). */
static gboolean
sniff_csv (const ValetSniffLine *l)
{
  gsize n = (gsize) (l->line_end - l->line);

  return l->kind == VALET_LINE_FIELDS
         && (memchr (l->line, ',', n) || memchr (l->line, ';', n) || memchr (l->line, '\t', n));
}

/* CSV, with the columns asked of the extras' function when the header's
 * names do not give them all. */
static gboolean
parse_csv (ValetTournament *t, const char *data, gsize length, const char *path,
           const ValetReadExtras *extras, ValetDiagnostics *diag)
{
  g_autoptr (GPtrArray) rows = extras->columns ? valet_csv_read_rows (data, length, 0) : NULL;
  ValetCsvMapping mapping;

  if (rows != NULL
      && !valet_csv_match_header (g_ptr_array_index (rows, 0), &mapping)
      && extras->columns (g_ptr_array_index (rows, 0), &mapping, extras->user_data))
    valet_parse_csv_mapped (t, data, length, &mapping, path, diag);
  else
    valet_parse_csv (t, data, length, path, diag);
  return TRUE;
}

/* ---- Bridgemate .bws ---------------------------------------------------- */

static gboolean
parse_bws (ValetTournament *t, const char *data, gsize length, const char *path,
           const ValetReadExtras *extras, ValetDiagnostics *diag)
{
  valet_parse_bws (t, data, length, path, diag);
  return TRUE;
}

/* ---- The table ----------------------------------------------------------- */

static const char *const text_patterns[] = { "scores.txt", "names.txt", NULL };
static const char *const text_folder_files[] = { "names.txt", "scores.txt", NULL };
static const char *const pbn_patterns[] = { "*.pbn", "*.PBN", NULL };
static const char *const usebio_patterns[] = { "*.xml", "*.XML", NULL };
static const char *const csv_patterns[] = { "*.csv", "*.CSV", "*.txt", "*.TXT", NULL };
/* Access databases are told by their content, whatever their name. */
static const char *const bws_patterns[] = { "*.bws", "*.BWS", "application/vnd.ms-access",
                                            NULL };

/* In the order detection asks the rows: Valet text before CSV (a line
 * with a '|' and a comma is Valet text's). */
static const ValetFileFormat formats[VALET_INPUT_N_FORMATS] = {
  [VALET_INPUT_TEXT] = {
    .id = VALET_INPUT_TEXT,
    .name = "text",
    .other_name = "valet",
    .label = N_("Valet text (scores.txt)"),
    .patterns = text_patterns,
    .mime_type = "inode/directory",
    .folder_files = text_folder_files,
    .flags = VALET_FORMAT_FOLDER,
    .sniff_line = sniff_text,
    .files = text_files,
    .read_path = read_text,
    .parse = parse_text_scores,
    .write = valet_write_text,
    .save_label = N_("Valet _Text (Folder)…"),
    .save_title = N_("Save as Valet Text: Choose a Folder"),
  },
  [VALET_INPUT_PBN] = {
    .id = VALET_INPUT_PBN,
    .name = "pbn",
    .label = N_("PBN score tables"),
    .patterns = pbn_patterns,
    .mime_type = "application/x-pbn",
    .extension = "pbn",
    .flags = VALET_FORMAT_KEEP_BYTES,
    .sniff_line = sniff_pbn,
    .parse = parse_pbn,
    .write = valet_write_pbn,
    .append = valet_append_pbn,
    .save_label = N_("P_BN File…"),
    .save_title = N_("Save as PBN"),
  },
  [VALET_INPUT_USEBIO] = {
    .id = VALET_INPUT_USEBIO,
    .name = "usebio",
    .label = N_("USEBIO XML"),
    .patterns = usebio_patterns,
    .mime_type = "application/x-usebio+xml",
    .extension = "xml",
    .flags = VALET_FORMAT_OWN_ENCODING,
    .sniff_line = sniff_usebio,
    .parse = parse_usebio,
  },
  [VALET_INPUT_CSV] = {
    .id = VALET_INPUT_CSV,
    .name = "csv",
    .label = N_("CSV with a header row"),
    .patterns = csv_patterns,
    .extension = "csv",
    .flags = VALET_FORMAT_KEEP_BYTES,
    .sniff_line = sniff_csv,
    .parse = parse_csv,
    .write = valet_write_csv,
    .append = valet_append_csv,
    .save_label = N_("_CSV File…"),
    .save_title = N_("Save as CSV"),
  },
  [VALET_INPUT_BWS] = {
    .id = VALET_INPUT_BWS,
    .name = "bws",
    .label = N_("Bridgemate database (.bws)"),
    .program = N_("Bridgemate"),
    .patterns = bws_patterns,
    .mime_type = "application/x-bridgemate-bws",
    .extension = "bws",
    .flags = VALET_FORMAT_BYTES,
    .sniff_bytes = valet_bws_is_database,
    /* A file named .bws is a Bridgemate database, damaged or whole: not
     * Valet text because a line of its bytes holds a '|', nor CSV because
     * one holds a comma, which would only end in messages about a
     * names.txt beside it or about lines of binary. */
    .misnamed = N_("is named .bws but is not an Access database: it does not "
                   "begin with the bytes 00 01 00 00 and \"Standard Jet DB\" or "
                   "\"Standard ACE DB\" (expected a Bridgemate .bws database; is "
                   "it damaged, or another file renamed? valet-cli's --format-in "
                   "reads it as another format)"),
    .parse = parse_bws,
  },
};

const ValetFileFormat *
valet_format_get (ValetInputFormat id)
{
  if (id <= VALET_INPUT_AUTO || id >= VALET_INPUT_N_FORMATS)
    return NULL;
  g_assert (formats[id].id == id);
  return &formats[id];
}

const ValetFileFormat *
valet_formats_first (void)
{
  return valet_format_get (VALET_INPUT_AUTO + 1);
}

const ValetFileFormat *
valet_formats_next (const ValetFileFormat *format)
{
  return valet_format_get (format->id + 1);
}

const ValetFileFormat *
valet_format_lookup (const char *name)
{
  for (const ValetFileFormat *f = valet_formats_first (); f != NULL; f = valet_formats_next (f))
    if (name != NULL && g_ascii_strcasecmp (name, f->name) == 0)
      return f;
  return NULL;
}

const ValetFileFormat *
valet_format_lookup_writer (const char *name)
{
  for (const ValetFileFormat *f = valet_formats_first (); f != NULL; f = valet_formats_next (f))
    if (f->write != NULL && name != NULL
        && (g_ascii_strcasecmp (name, f->name) == 0
            || (f->other_name != NULL && g_ascii_strcasecmp (name, f->other_name) == 0)))
      return f;
  return NULL;
}

const char *
valet_format_writer_name (const ValetFileFormat *format)
{
  return format->other_name != NULL ? format->other_name : format->name;
}

const ValetFileFormat *
valet_format_folder (void)
{
  for (const ValetFileFormat *f = valet_formats_first (); f != NULL; f = valet_formats_next (f))
    if (f->flags & VALET_FORMAT_FOLDER)
      return f;
  g_return_val_if_reached (NULL);
}

gboolean
valet_input_format_from_string (const char *name, ValetInputFormat *out)
{
  const ValetFileFormat *f = valet_format_lookup (name);

  if (f == NULL)
    return FALSE;
  *out = f->id;
  return TRUE;
}

const char *
valet_input_format_to_string (ValetInputFormat format)
{
  const ValetFileFormat *f = valet_format_get (format);

  if (format == VALET_INPUT_AUTO)
    return "auto";
  return f != NULL ? f->name : "?";
}

GPtrArray *
valet_format_written_files (const ValetFileFormat *format, const char *path)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);

  if (format->flags & VALET_FORMAT_FOLDER)
    for (guint i = 0; format->folder_files[i] != NULL; i++)
      g_ptr_array_add (files, g_build_filename (path, format->folder_files[i], NULL));
  else
    g_ptr_array_add (files, g_strdup (path));
  return files;
}

gboolean
valet_write_format (ValetTournament *t, const char *name, const char *path, GError **error)
{
  const ValetFileFormat *f = valet_format_lookup_writer (name);

  if (f == NULL)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _("Valet does not write the format '%s'"), name);
      return FALSE;
    }
  return f->write (t, path, error);
}
