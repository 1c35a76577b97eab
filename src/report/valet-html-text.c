/* valet-html-text.c: escaping, cells and the frame of a page. */
#include "config.h"

#include "valet-html-text.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <math.h>
#include <glib/gi18n.h>
#include <string.h>
#include <glib/gstdio.h>

/* Appends valid UTF-8 @text escaped, its plain runs in one piece. */
static void
escape_valid (GString *out, const char *text)
{
  const char *run = text;

  for (const char *p = text; ; p++)
    {
      const char *ref;
      switch (*p)
        {
        case '\0': valet_html_put_len (out, run, p - run); return;
        case '&':  ref = "&amp;"; break;
        case '<':  ref = "&lt;"; break;
        case '>':  ref = "&gt;"; break;
        case '"':  ref = "&quot;"; break;
        case '\'': ref = "&#39;"; break;
        default:   continue;
        }
      valet_html_put_len (out, run, p - run);
      valet_html_put (out, ref);
      run = p + 1;
    }
}

void
valet_html_escape (GString *out, const char *text)
{
  const char *p;

  text = text ? text : "";
  /* Most texts of a site are numbers and plain words: ASCII with nothing
   * to escape, appended as they are, without the copy that making them
   * valid UTF-8 takes.  A site of a million results escapes some ten
   * million of them. */
  for (p = text; *p != '\0' && (guchar) *p < 0x80 && *p != '&' && *p != '<' && *p != '>'
         && *p != '"' && *p != '\''; p++)
    ;
  if (*p == '\0')
    {
      valet_html_put_len (out, text, p - text);
      return;
    }
  if (g_utf8_validate (text, -1, NULL))
    {
      escape_valid (out, text);
      return;
    }
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  escape_valid (out, valid);
}

void
valet_html_element (GString *out, const char *tag, const char *klass, const char *text)
{
  g_string_append_printf (out, "<%s", tag);
  if (klass != NULL)
    g_string_append_printf (out, " class=\"%s\"", klass);
  g_string_append_c (out, '>');
  valet_html_escape (out, text);
  g_string_append_printf (out, "</%s>", tag);
}

void
valet_html_link (GString *out, const char *href, const char *text)
{
  /* A link of letters, digits, dots, dashes and slashes needs no quotes
   * around it (HTML's unquoted attribute values): the site's tens of
   * thousands of links to its pages go without. */
  gboolean plain = *href != '\0' && strspn (href, "abcdefghijklmnopqrstuvwxyz"
                                                   "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                   "0123456789./_-") == strlen (href);

  g_string_append (out, plain ? "<a href=" : "<a href=\"");
  valet_html_escape (out, href);
  g_string_append (out, plain ? ">" : "\">");
  valet_html_escape (out, text);
  g_string_append (out, "</a>");
}

/* Cells end where the next begins: HTML needs no </td>, and a site of
 * a million results is lighter by a few megabytes without them. */
void
valet_html_cell (GString *out, const char *text)
{
  g_string_append (out, "<td>");
  valet_html_escape (out, text);
}

void
valet_html_number_cell (GString *out, const char *text, double value, const char *count)
{
  valet_html_number_cell_classed (out, NULL, text, value, count);
}

void
valet_html_number_cell_classed (GString *out, const char *klass, const char *text,
                                double value, const char *count)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append (out, "<td");
  if (klass != NULL)
    g_string_append_printf (out, " class=\"%s\"", klass);
  /* The script sorts by the number, not by its text for eyes: the rank
   * of a shared place ("3="), a value with its count in small type. */
  if (isnan (value))
    g_string_append_c (out, '>');
  else
    g_string_append_printf (out, " data-v=\"%s\">",
                            g_ascii_formatd (buf, sizeof buf, "%.6g", value));
  valet_html_escape (out, text);
  if (count != NULL)
    {
      g_string_append_c (out, ' ');
      valet_html_element (out, "span", "count", count);
    }
}

void
valet_html_heading_cell (GString *out, const char *klass, const char *text, const char *tip)
{
  /* Heading cells of a table's head are its columns' headers without a
   * scope: none is written, on pages of many tables. */
  /* Headings of numbers, most of them, are right-aligned by the style
   * sheet and need no class. */
  if (g_str_equal (klass, "num"))
    g_string_append (out, "<th");
  else
    g_string_append_printf (out, "<th class=\"%s\"", klass);
  if (tip != NULL)
    {
      g_string_append (out, " title=\"");
      valet_html_escape (out, tip);
      g_string_append_c (out, '"');
    }
  g_string_append_c (out, '>');
  valet_html_escape (out, text);
  /* As a cell's, a heading's end is where the next begins. */
}

void
valet_html_page_begin (GString *out, const char *root, const char *base, const char *title,
                       gboolean script)
{
  /* TRANSLATORS: the language of the HTML pages, as a BCP 47 tag. */
  g_string_append_printf (out, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n"
                          "<meta charset=\"utf-8\">\n"
                          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                          "<meta name=\"color-scheme\" content=\"light dark\">\n<title>",
                          C_("html lang", "en"));
  valet_html_escape (out, title);
  g_string_append (out, "</title>\n");
  if (base != NULL)
    g_string_append_printf (out, "<base href=\"%s\">\n", base);
  g_string_append_printf (out, "<link rel=\"stylesheet\" href=\"%sstyle.css\">\n",
                          root);
  if (script)
    g_string_append_printf (out, "<script src=\"%ssort.js\" defer></script>\n", root);
  g_string_append (out, "</head>\n<body>\n");
}

void
valet_html_page_end (GString *out)
{
  g_string_append (out, "</body>\n</html>\n");
}

static gboolean
write_error (const char *path, int saved, GError **error)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
               _("Cannot write %s: %s"), path, g_strerror (saved));
  return FALSE;
}

/* The site is written into a folder of its own that is renamed into
 * place whole, so each page is simply created there: no temporary file
 * and rename per page as g_file_set_contents() makes, which doubled the
 * files the file system made for a site of 20,000 pages. */
static gboolean
write_new_file (const char *path, GString *page, GError **error)
{
  int fd = g_open (path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  gsize done = 0;

  if (fd < 0)
    return write_error (path, errno, error);
  while (done < page->len)
    {
      gssize n = write (fd, page->str + done, page->len - done);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          int saved = n < 0 ? errno : ENOSPC;
          close (fd);
          return write_error (path, saved, error);
        }
      done += (gsize) n;
    }
  if (close (fd) != 0)
    return write_error (path, errno, error);
  return TRUE;
}

gboolean
valet_html_write_page (const char *dir, const char *name, GString *page, GError **error)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *folder = NULL;
  g_autoptr (GError) missing = NULL;

  /* The page's folder is made when the first page finds it missing, not
   * looked for (a file test for each folder of the path) before each of
   * 20,000 pages. */
  if (write_new_file (path, page, &missing))
    return TRUE;
  if (!g_error_matches (missing, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      g_propagate_error (error, g_steal_pointer (&missing));
      return FALSE;
    }
  folder = g_path_get_dirname (path);
  if (g_mkdir_with_parents (folder, 0755) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Cannot make the folder %s: %s"), folder, g_strerror (saved));
      return FALSE;
    }
  return write_new_file (path, page, error);
}
