/* valet-html-text.h: the small vocabulary of the HTML site: text made
 * safe for HTML, table cells, the frame of a page, and a page written
 * to its file.
 *
 * Names come from results files and may hold any of & < > " ', so every
 * text goes through valet_html_escape; the writers never paste text
 * into markup themselves.
 */
#pragma once

#include <glib.h>
#include <string.h>

G_BEGIN_DECLS

/* g_string_append_len() and g_string_append() without the call while the
 * buffer has room (GLib 2.74 has no inline ones): a site of a million
 * results appends some fifty million pieces. */
static inline void
valet_html_put_len (GString *out, const char *text, gsize len)
{
  if (G_LIKELY (out->len + len < out->allocated_len))
    {
      memcpy (out->str + out->len, text, len);
      out->len += len;
      out->str[out->len] = '\0';
    }
  else
    g_string_append_len (out, text, (gssize) len);
}

static inline void
valet_html_put (GString *out, const char *text)
{
  valet_html_put_len (out, text, strlen (text));
}

/* Appends @text with & < > " ' as character references; text that is
 * not UTF-8 is made valid first. */
void      valet_html_escape        (GString    *out,
                                    const char *text);
/* <TAG class="CLASS">text</TAG>; no class attribute when @klass is NULL. */
void      valet_html_element       (GString    *out,
                                    const char *tag,
                                    const char *klass,
                                    const char *text);
/* A link: <a href="HREF">text</a>. */
void      valet_html_link          (GString    *out,
                                    const char *href,
                                    const char *text);
/* A cell (<td>, right-aligned as numbers are unless the style sheet
 * says otherwise for its column), without an end tag: the next cell or
 * row ends it. */
void      valet_html_cell          (GString    *out,
                                    const char *text);
/* A number cell with @value in data-v for sorting (none when NaN), and
 * @count, when not NULL, after it in small type: for cells whose text
 * does not say the number (a shared rank, a count); the script reads
 * other numbers from their text. */
void      valet_html_number_cell   (GString    *out,
                                    const char *text,
                                    double      value,
                                    const char *count);
/* The same in <td class="@klass">; none when @klass is NULL. */
void      valet_html_number_cell_classed (GString    *out,
                                          const char *klass,
                                          const char *text,
                                          double      value,
                                          const char *count);
/* <th scope="col" class="CLASS" title="TIP">text</th>; no title when
 * @tip is NULL. */
void      valet_html_heading_cell  (GString    *out,
                                    const char *klass,
                                    const char *text,
                                    const char *tip);
/* The page's start up to and including <body>: @root is the way from
 * the page to the site's top ("" or "../") for style.css and, when
 * @script, sort.js; @base, when not NULL, the folder most of the page's
 * links lead into ("../pairs/"), which they then name from there: a
 * board's 72 tables link to pairs as "13.html", not "../pairs/13.html".
 * @root then goes from @base, a folder beside the page's. */
void      valet_html_page_begin    (GString    *out,
                                    const char *root,
                                    const char *base,
                                    const char *title,
                                    gboolean    script);
void      valet_html_page_end      (GString    *out);
/* Writes @page to the new file @dir/@name (its folder made when
 * missing); a file already there is an error.  The site's folder is a
 * new one, renamed into place whole once every page is in it. */
gboolean  valet_html_write_page    (const char *dir,
                                    const char *name,
                                    GString    *page,
                                    GError    **error);

G_END_DECLS
