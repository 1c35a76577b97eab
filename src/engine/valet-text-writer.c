/* valet-text-writer.c: names.txt and scores.txt. */
#include "valet-text-writer.h"

#include <errno.h>
#include <string.h>

void
valet_append_text_names (GString *names, ValetTournament *t)
{
  for (guint p = 0; p < valet_tournament_n_players (t); p++)
    g_string_append_printf (names, "%s|%s\n", valet_tournament_player_tag (t, p),
                            valet_tournament_player_name (t, p));
}

void
valet_append_text_scores (GString *scores, ValetTournament *t)
{
  static const char ranks[] = "23456789TJQKA";

  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    {
      const ValetResult *r = valet_tournament_result (t, i);
      g_string_append_printf (scores, "%u|%u", r->round, r->board);
      for (guint s = 0; s < 4; s++)
        g_string_append_printf (scores, "|%s", valet_tournament_player_tag (t, r->player[s]));
      if (r->level == 0)
        {
          /* The reader wants the declarer and tricks fields, and ignores them. */
          g_string_append (scores, "|P|N|0\n");
          continue;
        }
      /* "N" for no trump, as the reference files write it. */
      g_string_append_printf (scores, "|%u%c%s|%c|%u", r->level,
                              valet_denom_short_name (r->denom)[0],
                              valet_multiplier_suffix (r->mult),
                              valet_seat_letter (r->declarer), r->tricks);
      if (r->lead_rank >= 2 && r->lead_rank <= 14)
        g_string_append_printf (scores, "|%s%c", valet_denom_short_name (r->lead_suit),
                                ranks[r->lead_rank - 2]);
      g_string_append_c (scores, '\n');
    }
}

static gboolean
fits_text_format (const char *s)
{
  return strpbrk (s, "|\r\n") == NULL;
}

gboolean
valet_write_text (ValetTournament *t, const char *folder, GError **error)
{
  for (guint p = 0; p < valet_tournament_n_players (t); p++)
    if (!fits_text_format (valet_tournament_player_tag (t, p))
        || !fits_text_format (valet_tournament_player_name (t, p)))
      {
        g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                     "player '%s' has a '|' or a line break in the tag or name, "
                     "which the text format cannot hold",
                     valet_tournament_player_name (t, p));
        return FALSE;
      }
  if (g_mkdir_with_parents (folder, 0777) != 0)
    {
      int err = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (err),
                   "cannot create the folder %s: %s", folder, g_strerror (err));
      return FALSE;
    }

  g_autoptr (GString) names = g_string_new (NULL);
  g_autoptr (GString) scores = g_string_new (NULL);
  g_autofree char *names_path = g_build_filename (folder, "names.txt", NULL);
  g_autofree char *scores_path = g_build_filename (folder, "scores.txt", NULL);
  valet_append_text_names (names, t);
  valet_append_text_scores (scores, t);
  return g_file_set_contents (names_path, names->str, (gssize) names->len, error)
         && g_file_set_contents (scores_path, scores->str, (gssize) scores->len, error);
}
