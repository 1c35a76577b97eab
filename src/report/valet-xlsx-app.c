/* valet-xlsx-app.c: the program a workbook says made it.
 *
 * A workbook is a ZIP file; its docProps/app.xml names the program that
 * wrote it.  The file is copied part by part into a new one beside it,
 * the parts still compressed (a sheet of a million results is copied,
 * not packed again), except app.xml, which is read, changed and packed,
 * and the new file then takes the old one's place.
 */
#include "config.h"

#include "valet-xlsx-app.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unzip.h>
#include <zip.h>

#define APP_PART "docProps/app.xml"
#define CHUNK 65536

static gboolean
copy_raw (unzFile in, zipFile out, const char *name, const unz_file_info64 *info)
{
  zip_fileinfo zi = { .dosDate = info->dosDate, .internal_fa = info->internal_fa,
                      .external_fa = info->external_fa };
  int method = 0, level = 0;
  int zip64 = info->uncompressed_size >= 0xffffffffu || info->compressed_size >= 0xffffffffu;
  g_autofree char *buffer = g_malloc (CHUNK);
  int n;

  if (unzOpenCurrentFile2 (in, &method, &level, 1) != UNZ_OK)
    return FALSE;
  if (zipOpenNewFileInZip2_64 (out, name, &zi, NULL, 0, NULL, 0, NULL, method, level, 1,
                               zip64) != ZIP_OK)
    {
      unzCloseCurrentFile (in);
      return FALSE;
    }
  while ((n = unzReadCurrentFile (in, buffer, CHUNK)) > 0)
    if (zipWriteInFileInZip (out, buffer, (unsigned) n) != ZIP_OK)
      break;
  unzCloseCurrentFile (in);
  return zipCloseFileInZipRaw64 (out, info->uncompressed_size, info->crc) == ZIP_OK && n == 0;
}

static gboolean
copy_app (unzFile in, zipFile out, const char *name, const unz_file_info64 *info)
{
  zip_fileinfo zi = { .dosDate = info->dosDate, .internal_fa = info->internal_fa,
                      .external_fa = info->external_fa };
  g_autoptr (GString) xml = g_string_new (NULL);
  char buffer[4096];
  int n;

  if (unzOpenCurrentFile (in) != UNZ_OK)
    return FALSE;
  while ((n = unzReadCurrentFile (in, buffer, sizeof buffer)) > 0)
    g_string_append_len (xml, buffer, n);
  unzCloseCurrentFile (in);
  if (n < 0)
    return FALSE;
  g_string_replace (xml, "<Application>Microsoft Excel</Application>",
                    "<Application>Valet " PACKAGE_VERSION "</Application>", 1);
  return zipOpenNewFileInZip64 (out, name, &zi, NULL, 0, NULL, 0, NULL, Z_DEFLATED,
                                Z_DEFAULT_COMPRESSION, 0) == ZIP_OK
         && zipWriteInFileInZip (out, xml->str, (unsigned) xml->len) == ZIP_OK
         && zipCloseFileInZip (out) == ZIP_OK;
}

static gboolean
copy_parts (unzFile in, zipFile out)
{
  int status = unzGoToFirstFile (in);

  while (status == UNZ_OK)
    {
      unz_file_info64 info;
      char name[1024];
      if (unzGetCurrentFileInfo64 (in, &info, name, sizeof name, NULL, 0, NULL, 0) != UNZ_OK)
        return FALSE;
      if (!(strcmp (name, APP_PART) == 0 ? copy_app : copy_raw) (in, out, name, &info))
        return FALSE;
      status = unzGoToNextFile (in);
    }
  return status == UNZ_END_OF_LIST_OF_FILE;
}

gboolean
valet_xlsx_name_application (const char *path, GError **error)
{
  g_autofree char *copy = g_strconcat (path, ".app", NULL);
  unzFile in = unzOpen64 (path);
  zipFile out = in ? zipOpen64 (copy, APPEND_STATUS_CREATE) : NULL;
  gboolean ok = in != NULL && out != NULL && copy_parts (in, out);

  if (out != NULL && zipClose (out, NULL) != ZIP_OK)
    ok = FALSE;
  if (in != NULL)
    unzClose (in);
  if (ok && g_rename (copy, path) == 0)
    return TRUE;
  g_unlink (copy);
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, _("Cannot write %s"), path);
  return FALSE;
}
