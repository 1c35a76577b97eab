/* valet-sit-outs.c: a pair's rows against nobody, gathered to one line. */
#include "config.h"

#include "valet-sit-outs.h"

#include <glib/gi18n-lib.h>
#include <string.h>

typedef struct {
  char       *pair;
  guint       line;     /* its first row */
  guint       boards;
  GHashTable *rounds;   /* the rounds it sat out, as a set */
} SatOut;

struct _ValetSitOuts {
  GPtrArray  *pairs;    /* SatOut, in the order first met */
  GHashTable *index;    /* pair -> SatOut (owned by pairs) */
};

static void
sat_out_free (gpointer p)
{
  SatOut *s = p;
  g_free (s->pair);
  g_hash_table_unref (s->rounds);
  g_free (s);
}

ValetSitOuts *
valet_sit_outs_new (void)
{
  ValetSitOuts *s = g_new0 (ValetSitOuts, 1);
  s->pairs = g_ptr_array_new_with_free_func (sat_out_free);
  s->index = g_hash_table_new (g_str_hash, g_str_equal);
  return s;
}

void
valet_sit_outs_free (ValetSitOuts *s)
{
  if (s == NULL)
    return;
  g_hash_table_unref (s->index);
  g_ptr_array_unref (s->pairs);
  g_free (s);
}

gboolean
valet_sit_out_word (const char *text)
{
  static const char *const words[] = {
    "bye", "sit out", "sit-out", "sitout", "sits out", "phantom", "phantom pair",
    "phantoms", "absent",
  };
  if (text == NULL)
    return FALSE;
  g_autofree char *t = g_strstrip (g_utf8_casefold (text, -1));
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (strcmp (t, words[i]) == 0)
      return TRUE;
  return FALSE;
}

gboolean
valet_sit_out_nobody (const char *text)
{
  if (text == NULL)
    return TRUE;
  while (*text == ' ' || *text == '\t')
    text++;
  return *text == '\0' || strcmp (text, "-") == 0 || strcmp (text, "0") == 0
         || valet_sit_out_word (text);
}

void
valet_sit_outs_add (ValetSitOuts *s, const char *pair, guint round, guint board, guint line)
{
  /* A row may give neither the pair's number nor its names. */
  if (pair == NULL)
    pair = "";
  SatOut *o = g_hash_table_lookup (s->index, pair);

  (void) board;
  if (o == NULL)
    {
      o = g_new0 (SatOut, 1);
      o->pair = g_strdup (pair);
      o->line = line;
      o->rounds = g_hash_table_new (g_direct_hash, g_direct_equal);
      g_ptr_array_add (s->pairs, o);
      g_hash_table_insert (s->index, o->pair, o);
    }
  o->boards++;
  g_hash_table_add (o->rounds, GUINT_TO_POINTER (round));
}

void
valet_sit_outs_report (ValetSitOuts *s, ValetDiagnostics *diag, const char *file)
{
  for (guint i = 0; i < s->pairs->len; i++)
    {
      const SatOut *o = g_ptr_array_index (s->pairs, i);
      guint rounds = g_hash_table_size (o->rounds);
      g_autofree char *r = g_strdup_printf (ngettext ("%u round", "%u rounds", rounds),
                                            rounds);
      g_autofree char *b = g_strdup_printf (ngettext ("%u board", "%u boards", o->boards),
                                            o->boards);
      /* Translators: the pair's number or names, "6 rounds", "12 boards". */
      valet_diagnostics_warn (diag, file, o->line,
                              _("pair %s sat out %s (%s): its rows against nobody (Bye, a "
                                "phantom pair) are no results and are left out"),
                              o->pair, r, b);
    }
}
