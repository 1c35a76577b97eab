/* valet-dd-cache.c: solved tables and leads by the deal's cards. */
#include "config.h"
#include "valet-dd-cache.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

struct _ValetDdCache {
  char       *path;      /* NULL: in memory only */
  GHashTable *tables;    /* ValetDeal * -> ValetDdTable * */
  GHashTable *leads;     /* ValetDdLeadKey * -> ValetDdLeads * */
  gboolean    dirty;     /* solved since read */
};

static guint
deal_hash (gconstpointer k)
{
  return valet_deal_hash (k);
}

static gboolean
deal_equal (gconstpointer a, gconstpointer b)
{
  return valet_deal_equal (a, b);
}

static guint
lead_hash (gconstpointer k)
{
  const ValetDdLeadKey *key = k;
  return valet_deal_hash (&key->deal) * 31 + key->denom * 4u + key->declarer;
}

static gboolean
lead_equal (gconstpointer a, gconstpointer b)
{
  const ValetDdLeadKey *x = a, *y = b;
  return x->denom == y->denom && x->declarer == y->declarer
         && valet_deal_equal (&x->deal, &y->deal);
}

static const char strain_letters[] = "SHDCN";

static void
read_line (ValetDdCache *cache, char *line)
{
  g_auto (GStrv) f = g_strsplit (g_strstrip (line), " ", -1);
  guint n = g_strv_length (f);
  ValetDeal deal;

  /* "T", "N:h1", h2, h3, h4, digits: the deal is words 1 .. 4. */
  if (n < 6)
    return;
  g_autofree char *text = g_strjoin (" ", f[1], f[2], f[3], f[4], NULL);
  if (!valet_deal_parse (text, &deal, NULL))
    return;
  if (strcmp (f[0], "T") == 0 && n == 6 && strlen (f[5]) == 20)
    {
      ValetDdTable table;
      for (guint i = 0; i < 20; i++)
        {
          int v = g_ascii_xdigit_value (f[5][i]);
          if (v < 0 || v > 13)
            return;
          table.tricks[i / 4][i % 4] = (guint8) v;
        }
      valet_dd_cache_add_table (cache, &deal, &table);
    }
  else if (strcmp (f[0], "L") == 0 && n == 8 && strlen (f[5]) == 1 && strlen (f[6]) == 1
           && strlen (f[7]) == 52)
    {
      ValetDdLeadKey key = { .deal = deal };
      ValetDdLeads leads;
      const char *s = strchr (strain_letters, f[5][0]);
      ValetSeat declarer;
      if (s == NULL || f[5][0] == '\0' || !valet_seat_from_letter (f[6][0], &declarer))
        return;
      key.denom = (guint8) (s - strain_letters);
      key.declarer = (guint8) declarer;
      memset (&leads, 0xff, sizeof leads);
      for (guint i = 0; i < 52; i++)
        {
          int v = f[7][i] == '-' ? VALET_DD_NOT_HELD
                  : f[7][i] == '.' ? VALET_DD_UNSOLVED : g_ascii_xdigit_value (f[7][i]);
          if (v < 0 || (v > 13 && v != VALET_DD_NOT_HELD && v != VALET_DD_UNSOLVED))
            return;
          leads.tricks[i / 13][i % 13 + 2] = (guint8) v;
        }
      valet_dd_cache_add_leads (cache, &key, &leads);
    }
}

ValetDdCache *
valet_dd_cache_new (const char *path)
{
  ValetDdCache *cache = g_new0 (ValetDdCache, 1);
  g_autofree char *data = NULL;

  cache->path = g_strdup (path);
  cache->tables = g_hash_table_new_full (deal_hash, deal_equal, g_free, g_free);
  cache->leads = g_hash_table_new_full (lead_hash, lead_equal, g_free, g_free);
  if (path && g_file_get_contents (path, &data, NULL, NULL))
    {
      g_auto (GStrv) lines = g_strsplit (data, "\n", -1);
      for (guint i = 0; lines[i]; i++)
        read_line (cache, lines[i]);
    }
  cache->dirty = FALSE;
  return cache;
}

void
valet_dd_cache_free (ValetDdCache *cache)
{
  if (cache == NULL)
    return;
  g_hash_table_unref (cache->tables);
  g_hash_table_unref (cache->leads);
  g_free (cache->path);
  g_free (cache);
}

const ValetDdTable *
valet_dd_cache_table (ValetDdCache *cache, const ValetDeal *deal)
{
  return g_hash_table_lookup (cache->tables, deal);
}

void
valet_dd_cache_add_table (ValetDdCache *cache, const ValetDeal *deal, const ValetDdTable *table)
{
  g_hash_table_replace (cache->tables, g_memdup2 (deal, sizeof *deal),
                        g_memdup2 (table, sizeof *table));
  cache->dirty = TRUE;
}

const ValetDdLeads *
valet_dd_cache_leads (ValetDdCache *cache, const ValetDdLeadKey *key)
{
  return g_hash_table_lookup (cache->leads, key);
}

ValetDdLeads *
valet_dd_cache_leads_mutable (ValetDdCache *cache, const ValetDdLeadKey *key)
{
  return g_hash_table_lookup (cache->leads, key);
}

void
valet_dd_cache_touch (ValetDdCache *cache)
{
  cache->dirty = TRUE;
}

void
valet_dd_cache_add_leads (ValetDdCache *cache, const ValetDdLeadKey *key,
                          const ValetDdLeads *leads)
{
  g_hash_table_replace (cache->leads, g_memdup2 (key, sizeof *key),
                        g_memdup2 (leads, sizeof *leads));
  cache->dirty = TRUE;
}

gboolean
valet_dd_cache_save (ValetDdCache *cache, GError **error)
{
  GHashTableIter it;
  gpointer k, v;

  if (cache->path == NULL || !cache->dirty)
    return TRUE;
  g_autoptr (GString) out = g_string_new ("# Valet's double-dummy cache: see valet-dd-cache.h\n");
  g_hash_table_iter_init (&it, cache->tables);
  while (g_hash_table_iter_next (&it, &k, &v))
    {
      g_autofree char *deal = valet_deal_to_pbn (k, VALET_NORTH);
      const ValetDdTable *table = v;
      g_string_append_printf (out, "T %s ", deal);
      for (guint i = 0; i < 20; i++)
        g_string_append_printf (out, "%x", table->tricks[i / 4][i % 4]);
      g_string_append_c (out, '\n');
    }
  g_hash_table_iter_init (&it, cache->leads);
  while (g_hash_table_iter_next (&it, &k, &v))
    {
      const ValetDdLeadKey *key = k;
      const ValetDdLeads *leads = v;
      g_autofree char *deal = valet_deal_to_pbn (&key->deal, VALET_NORTH);
      g_string_append_printf (out, "L %s %c %c ", deal, strain_letters[key->denom],
                              valet_seat_letter ((ValetSeat) key->declarer));
      for (guint i = 0; i < 52; i++)
        {
          guint8 t = leads->tricks[i / 13][i % 13 + 2];
          if (t == VALET_DD_NOT_HELD)
            g_string_append_c (out, '-');
          else if (t == VALET_DD_UNSOLVED)
            g_string_append_c (out, '.');
          else
            g_string_append_printf (out, "%x", t);
        }
      g_string_append_c (out, '\n');
    }
  g_autofree char *dir = g_path_get_dirname (cache->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int e = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (e), "%s: %s", dir,
                   g_strerror (e));
      return FALSE;
    }
  /* g_file_set_contents() writes a new file beside it and renames it. */
  if (!g_file_set_contents_full (cache->path, out->str, (gssize) out->len,
                                 G_FILE_SET_CONTENTS_CONSISTENT, 0600, error))
    return FALSE;
  cache->dirty = FALSE;
  return TRUE;
}
