/* valet-html-writer.c: the site's pages, written into the temporary
 * folder valet-site-folder gives and moved into place by it. */
#include "config.h"

#include "valet-html-private.h"
#include "valet-html-writer.h"
#include "valet-site-folder.h"

static gboolean
write_site (const char *temp, gpointer data, GError **error)
{
  ValetHtmlSite site = { 0 };
  gboolean ok;

  _valet_html_site_init (&site, data, temp);
  ok = _valet_html_write_assets (&site, error)
       && _valet_html_write_chart (&site, error)
       && _valet_html_write_pairs (&site, error)
       && _valet_html_write_boards (&site, error)
       && _valet_html_write_teams (&site, error)
       && _valet_html_write_index (&site, error);
  _valet_html_site_clear (&site);
  return ok;
}

gboolean
valet_write_html (ValetReport *report, const char *dir, GError **error)
{
  return valet_site_folder_write (dir, write_site, report, error);
}
