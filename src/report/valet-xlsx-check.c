/* valet-xlsx-check.c: a finished workbook read back, part by part.
 *
 * The ZIP file is read with minizip's unzip, which checks each entry's
 * CRC once it is read to its end; each XML part goes through libxml2's
 * push parser a chunk at a time, with callbacks that build nothing, so
 * that a sheet of a million rows costs no more memory than a small one.
 * Well-formedness catches a part cut short, and most holes; a hole that
 * happens to fall between two whole rows or cells leaves well-formed XML,
 * so the worksheets' rows and cells are counted too and compared with
 * what the writer wrote.
 */
#include "config.h"

#include "valet-xlsx-check.h"

#include <glib/gi18n.h>
#include <libxml/parser.h>
#include <string.h>
#include <unzip.h>

/* Bytes unpacked and parsed at a time. */
#define CHUNK (256 * 1024)
#define TYPES_PART "[Content_Types].xml"
#define SHEET_PREFIX "xl/worksheets/sheet"

/* The parts every workbook libxlsxwriter writes has, besides its sheets. */
static const char *const always[] = {
  TYPES_PART, "_rels/.rels", "xl/workbook.xml", "xl/_rels/workbook.xml.rels",
  "xl/styles.xml", "docProps/core.xml", "docProps/app.xml",
};

typedef struct {
  xmlParserCtxtPtr ctxt;
  char            *problem;  /* the first thing wrong with the part, or NULL */
  GHashTable      *named;    /* the parts [Content_Types].xml names, when it is this one */
  gboolean         sheet;    /* a worksheet: its rows and cells are counted */
  guint64          rows, cells;
} Part;

static void
on_error (void *data, xmlErrorPtr e)
{
  Part *part = data;
  g_autofree char *message = NULL;

  if (part->problem != NULL || e == NULL || e->level < XML_ERR_ERROR)
    return;
  message = g_strstrip (g_strdup (e->message ? e->message : "?"));
  /* TRANSLATORS: libxml2's description of an XML error (in English),
   * then the line of the part where it is. */
  part->problem = g_strdup_printf (_("%s at line %d"), message, e->line);
}

/* A part of a workbook never has one: a document type could only bring
 * entities from elsewhere. */
static void
on_doctype (void *data, const xmlChar *name, const xmlChar *external_id,
            const xmlChar *system_id)
{
  Part *part = data;

  if (part->problem == NULL)
    part->problem = g_strdup (_("it has a document type declaration"));
  xmlStopParser (part->ctxt);
}

static void
on_element (void *data, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri,
            int n_namespaces, const xmlChar **namespaces, int n_attributes, int n_defaulted,
            const xmlChar **attributes)
{
  Part *part = data;
  const char *name = (const char *) localname;

  if (part->sheet)
    {
      if (strcmp (name, "c") == 0)
        part->cells++;
      else if (strcmp (name, "row") == 0)
        part->rows++;
    }
  else if (part->named != NULL && strcmp (name, "Override") == 0)
    for (int i = 0; i < n_attributes; i++)
      {
        /* localname, prefix, URI, value, end of the value */
        const xmlChar *const *a = attributes + 5 * i;
        if (strcmp ((const char *) a[0], "PartName") == 0 && a[3] != NULL)
          {
            const char *value = (const char *) a[3];
            gsize length = (gsize) (a[4] - a[3]);
            if (length > 0 && value[0] == '/')
              value++, length--;
            g_hash_table_add (part->named, g_strndup (value, length));
          }
      }
}

static xmlSAXHandler handler = {
  .initialized = XML_SAX2_MAGIC,
  .internalSubset = on_doctype,
  .startElementNs = on_element,
  .serror = on_error,
};

static gpointer
init_libxml (gpointer unused)
{
  /* Once, before two threads could both be the first to parse. */
  xmlInitParser ();
  return NULL;
}

static gboolean
fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, message);
  return FALSE;
}

/* The number of the worksheet @name is (1 for sheet1.xml), or 0. */
static guint
sheet_number (const char *name)
{
  const char *digits = name + strlen (SHEET_PREFIX);
  char *end = NULL;
  guint64 n;

  if (!g_str_has_prefix (name, SHEET_PREFIX) || !g_ascii_isdigit (*digits))
    return 0;
  n = g_ascii_strtoull (digits, &end, 10);
  return strcmp (end, ".xml") == 0 && n <= G_MAXUINT ? (guint) n : 0;
}

/* Reads the current entry to its end through the XML parser when it is
 * XML; checks its size and checksum. */
static gboolean
read_entry (unzFile zip, const char *name, const unz_file_info64 *info, Part *part,
            char *buffer, GError **error)
{
  gboolean xml = g_str_has_suffix (name, ".xml") || g_str_has_suffix (name, ".rels");
  guint64 total = 0;
  int n, closed;

  if (unzOpenCurrentFile (zip) != UNZ_OK)
    return fail (error, _("the part %s cannot be unpacked"), name);
  if (xml)
    {
      part->ctxt = xmlCreatePushParserCtxt (&handler, part, NULL, 0, name);
      if (part->ctxt == NULL)
        {
          unzCloseCurrentFile (zip);
          return fail (error, _("the part %s cannot be read: out of memory"), name);
        }
      /* Nothing from the network, no entities replaced. */
      xmlCtxtUseOptions (part->ctxt, XML_PARSE_NONET);
    }
  while ((n = unzReadCurrentFile (zip, buffer, CHUNK)) > 0)
    {
      total += (guint64) n;
      if (part->ctxt != NULL && xmlParseChunk (part->ctxt, buffer, n, 0) != 0)
        break;
    }
  if (n == 0 && part->ctxt != NULL)
    xmlParseChunk (part->ctxt, NULL, 0, 1);
  closed = unzCloseCurrentFile (zip);
  if (n < 0)
    return fail (error, _("the part %s cannot be unpacked"), name);
  if (part->ctxt != NULL && (part->problem != NULL || !part->ctxt->wellFormed
                             || !part->ctxt->nsWellFormed))
    return fail (error, _("the part %s is not well-formed XML (%s)"), name,
                 part->problem ? part->problem : "?");
  if (closed == UNZ_CRCERROR)
    return fail (error, _("the part %s does not match its checksum"), name);
  if (closed != UNZ_OK || total != info->uncompressed_size)
    return fail (error, _("the part %s is not as long as the ZIP directory says"), name);
  return TRUE;
}

static gboolean
check_entries (unzFile zip, const ValetXlsxSheetCount *sheets, guint n_sheets,
               GHashTable *seen, GHashTable *named, GError **error)
{
  g_autofree char *buffer = g_malloc (CHUNK);
  int status;

  for (status = unzGoToFirstFile (zip); status == UNZ_OK; status = unzGoToNextFile (zip))
    {
      unz_file_info64 info;
      char name[1024];
      Part part = { 0 };
      gboolean ok;
      guint sheet;

      if (unzGetCurrentFileInfo64 (zip, &info, name, sizeof name, NULL, 0, NULL, 0) != UNZ_OK)
        return fail (error, _("its ZIP directory is damaged"));
      if (!g_hash_table_add (seen, g_strdup (name)))
        return fail (error, _("the part %s is there twice"), name);
      sheet = sheet_number (name);
      part.sheet = sheet > 0;
      part.named = strcmp (name, TYPES_PART) == 0 ? named : NULL;
      ok = read_entry (zip, name, &info, &part, buffer, error);
      if (part.ctxt != NULL)
        xmlFreeParserCtxt (part.ctxt);
      g_free (part.problem);
      if (!ok)
        return FALSE;
      if (sheet > 0 && sheet <= n_sheets
          && (part.rows != sheets[sheet - 1].rows || part.cells != sheets[sheet - 1].cells))
        return fail (error, _("the part %s holds %llu rows and %llu cells where %llu rows and "
                              "%llu cells were written"),
                     name, (unsigned long long) part.rows, (unsigned long long) part.cells,
                     (unsigned long long) sheets[sheet - 1].rows,
                     (unsigned long long) sheets[sheet - 1].cells);
    }
  if (status != UNZ_END_OF_LIST_OF_FILE)
    return fail (error, _("its ZIP directory is damaged"));
  return TRUE;
}

static gboolean
check_present (GHashTable *seen, GHashTable *named, guint n_sheets, GError **error)
{
  GHashTableIter iter;
  gpointer name;

  for (guint i = 0; i < G_N_ELEMENTS (always); i++)
    if (!g_hash_table_contains (seen, always[i]))
      return fail (error, _("the part %s is missing"), always[i]);
  for (guint i = 1; i <= n_sheets; i++)
    {
      g_autofree char *sheet = g_strdup_printf (SHEET_PREFIX "%u.xml", i);
      if (!g_hash_table_contains (seen, sheet))
        return fail (error, _("the part %s is missing"), sheet);
    }
  g_hash_table_iter_init (&iter, named);
  while (g_hash_table_iter_next (&iter, &name, NULL))
    if (!g_hash_table_contains (seen, name))
      return fail (error, _("the part %s is missing"), (const char *) name);
  return TRUE;
}

gboolean
valet_xlsx_check (const char *path, const ValetXlsxSheetCount *sheets, guint n_sheets,
                  GError **error)
{
  static GOnce once = G_ONCE_INIT;
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) named = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  unzFile zip;
  gboolean ok;

  g_return_val_if_fail (path != NULL, FALSE);
  g_once (&once, init_libxml, NULL);
  zip = unzOpen64 (path);
  if (zip == NULL)
    return fail (error, _("it cannot be opened as a ZIP file"));
  ok = check_entries (zip, sheets, n_sheets, seen, named, error)
       && check_present (seen, named, n_sheets, error);
  unzClose (zip);
  return ok;
}
