/* valet-formats.h: the table of the file formats Valet reads and writes,
 * one row per format: its names, its labels for people, the files it is
 * found in, how its bytes are told, how they are decoded, read and
 * written.  The door in (valet-reader.h), the door out
 * (valet_write_format()), valet-cli's --format-in and --save-as and the
 * app's Open and Save As all go through the table, so that a new format
 * is a new folder beside text/, pbn/, ... and a new row here (and its
 * name in ValetInputFormat).
 */
#pragma once

#include <glib.h>
#include "valet-csv-reader.h"
#include "valet-diagnostics.h"
#include "valet-tournament.h"

G_BEGIN_DECLS

/* A row of the table (an index into it), or VALET_INPUT_AUTO: the format
 * told from the content.  (Named when every format was an input one; the
 * rows with a writer are written in too.) */
typedef enum {
  VALET_INPUT_AUTO = 0,
  VALET_INPUT_TEXT,
  VALET_INPUT_PBN,
  VALET_INPUT_USEBIO,
  VALET_INPUT_CSV,
  VALET_INPUT_BWS,
  VALET_INPUT_N_FORMATS
} ValetInputFormat;

/* What is not the same for every format in how it is read. */
typedef enum {
  /* Bytes, not text: read as they are, never decoded, and told by
   * sniff_bytes from a file's first bytes before anything else. */
  VALET_FORMAT_BYTES        = 1 << 0,
  /* Its reader follows the encoding the file declares (XML's): with
   * --encoding auto, none is guessed for it. */
  VALET_FORMAT_OWN_ENCODING = 1 << 1,
  /* Names kept as the file gives them: NUL bytes replaced (with a
   * warning), and names that are not UTF-8 kept as given, shown in the
   * legacy encoding that explains them best. */
  VALET_FORMAT_KEEP_BYTES   = 1 << 2,
  /* Kept in a folder of files (folder_files): a folder opens as this
   * format, and it is written as a folder. */
  VALET_FORMAT_FOLDER       = 1 << 3,
} ValetFormatFlags;

/* How a line looks, as detection sorts the first lines of a file: each
 * kind is offered to the formats that read it. */
typedef enum {
  VALET_LINE_COMMENT,   /* '%' (PBN's comments) or '#' (Valet text's) */
  VALET_LINE_MARKUP,    /* '<': XML */
  VALET_LINE_TAG,       /* '[' and a letter: a tag pair, [Event "..."] */
  VALET_LINE_FIELDS     /* anything else: fields with separators */
} ValetLineKind;

/* A line detection offers to the formats: [@line, @line_end), leading
 * blanks skipped, in the first bytes [@head, @head_end) of the data (a
 * byte order mark skipped). */
typedef struct {
  const char    *head;
  const char    *head_end;
  const char    *line;
  const char    *line_end;
  ValetLineKind  kind;
} ValetSniffLine;

/* Asked of the columns of a CSV file whose header does not name them
 * all (@header: its cells).  @mapping holds the columns that matched by
 * name; return TRUE to read the file with @mapping as changed, FALSE to
 * read it by its names all the same (which then fails, and says why). */
typedef gboolean (*ValetCsvColumnsFunc) (const char *const *header,
                                         ValetCsvMapping   *mapping,
                                         gpointer           user_data);

/* What some formats need besides the data. */
typedef struct {
  const char          *names;      /* Valet text scores from memory: the names file */
  ValetCsvColumnsFunc  columns;    /* CSV: asked for the columns, or NULL */
  gpointer             user_data;
} ValetReadExtras;

typedef struct {
  ValetInputFormat   id;
  const char        *name;         /* "pbn": --format-in, --save-as, the app's actions */
  const char        *other_name;   /* also taken by --save-as, and shown there: the reference
                                    * program's name for it ("valet"), or NULL */
  const char        *label;        /* for people (N_), "PBN score tables": the Open and Save
                                    * As dialogs' filters */
  const char        *program;      /* the program whose files these are, when the name does
                                    * not say it (N_, "Bridgemate"), or NULL */
  const char *const *patterns;     /* what the Open dialog shows: file names ("*.pbn") and
                                    * MIME types (with a '/'), NULL-terminated */
  const char        *mime_type;    /* the type the desktop file says Valet opens, or NULL */
  const char        *extension;    /* a new file's ("pbn"); NULL for a folder */
  const char *const *folder_files; /* VALET_FORMAT_FOLDER: the files a folder holds */
  ValetFormatFlags   flags;

  /* Whether the first bytes of a file (@length of them, or fewer) are
   * this format's; for VALET_FORMAT_BYTES. */
  gboolean         (*sniff_bytes) (const char *data, gsize length);
  /* Whether @line is this format's, or NULL; each line is offered to the
   * rows in the table's order, up to the first that is not a comment. */
  gboolean         (*sniff_line)  (const ValetSniffLine *line);
  /* For VALET_FORMAT_BYTES: said of a file with this format's extension
   * whose bytes are not this format's (N_), or NULL. */
  const char        *misnamed;

  /* For results kept in several files (VALET_FORMAT_FOLDER): the files
   * the results at @path (the folder, or one file in it) are read from,
   * @path's own last; and how they are read from there.  NULL for the
   * formats read from @path's bytes alone. */
  GPtrArray       *(*files)       (const char *path);
  gboolean         (*read_path)   (ValetTournament  *t,
                                   const char       *path,
                                   ValetDiagnostics *diag);
  /* Reads the results in @data (@length bytes, NUL-terminated, decoded
   * as the flags say); @path names them in messages.  FALSE when nothing
   * could be read at all. */
  gboolean         (*parse)       (ValetTournament       *t,
                                   const char            *data,
                                   gsize                  length,
                                   const char            *path,
                                   const ValetReadExtras *extras,
                                   ValetDiagnostics      *diag);

  /* Writes @t at @path, atomically (valet-output-file.h), or NULL when
   * Valet does not write this format. */
  gboolean         (*write)       (ValetTournament  *t,
                                   const char       *path,
                                   GError          **error);
  /* The one file's text, for standard output; NULL for a folder. */
  void             (*append)      (GString         *out,
                                   ValetTournament *t);

  /* The app's Save As (N_): its menu item, with a mnemonic, and its
   * chooser's title; NULL without a writer. */
  const char        *save_label;
  const char        *save_title;
} ValetFileFormat;

/* The rows, VALET_INPUT_TEXT to VALET_INPUT_N_FORMATS - 1, in the order
 * detection asks them and lists show them: for (f = valet_formats_first
 * (); f != NULL; f = valet_formats_next (f)). */
const ValetFileFormat *valet_formats_first            (void);
const ValetFileFormat *valet_formats_next             (const ValetFileFormat *format);

/* The row of @id; NULL for VALET_INPUT_AUTO and out of range. */
const ValetFileFormat *valet_format_get               (ValetInputFormat id);

/* "text", "pbn", "usebio", "csv", "bws" (any case): a row's name; FALSE
 * for other names. */
gboolean               valet_input_format_from_string (const char       *name,
                                                       ValetInputFormat *out);
/* A row's name, "auto" for VALET_INPUT_AUTO. */
const char            *valet_input_format_to_string   (ValetInputFormat  format);

/* The row named @name (any case); NULL for none. */
const ValetFileFormat *valet_format_lookup            (const char *name);

/* The row with a writer named @name or by its other name (any case);
 * NULL for none. */
const ValetFileFormat *valet_format_lookup_writer     (const char *name);

/* The name a writer shows: its other name, or its name. */
const char            *valet_format_writer_name       (const ValetFileFormat *format);

/* The row a folder opens as (VALET_FORMAT_FOLDER). */
const ValetFileFormat *valet_format_folder            (void);

/* Every file writing @format at @path writes: the folder's files, or
 * @path. */
GPtrArray             *valet_format_written_files     (const ValetFileFormat *format,
                                                       const char            *path);

/* The door out: writes @t at @path in the format named @name (a row's
 * name or other name), as its writer does.  FALSE with @error set when
 * the writing fails, or with G_FILE_ERROR_INVAL when Valet does not
 * write a format of that name. */
gboolean               valet_write_format             (ValetTournament  *t,
                                                       const char       *name,
                                                       const char       *path,
                                                       GError          **error);

G_END_DECLS
