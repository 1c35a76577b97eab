/* valet-text-writer.c: names.txt and scores.txt. */
#include "valet-text-writer.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

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

/* Writes @contents to a new file beside @path, whose name is returned
 * in *@tmp_path; NULL after setting @error (and removing the file). */
static gboolean
write_beside (const char *path, const GString *contents, char **tmp_path,
              GError **error)
{
  g_autofree char *tmp = g_strconcat (path, ".XXXXXX", NULL);
  int fd = g_mkstemp_full (tmp, O_RDWR | O_CLOEXEC, 0666);
  int err = 0;

  if (fd < 0)
    err = errno;
  for (gsize done = 0; err == 0 && done < contents->len;)
    {
      gssize n = write (fd, contents->str + done, contents->len - done);
      if (n < 0 && errno != EINTR)
        err = errno;
      else if (n > 0)
        done += (gsize) n;
    }
  if (err == 0 && fsync (fd) != 0)
    err = errno;
  if (fd >= 0 && close (fd) != 0 && err == 0)
    err = errno;
  if (err != 0)
    {
      if (fd >= 0)
        g_unlink (tmp);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (err),
                   "cannot write %s: %s", path, g_strerror (err));
      return FALSE;
    }
  *tmp_path = g_steal_pointer (&tmp);
  return TRUE;
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
  g_autofree char *names_tmp = NULL;
  g_autofree char *scores_tmp = NULL;
  valet_append_text_names (names, t);
  valet_append_text_scores (scores, t);

  /* Both files are written before either is replaced. */
  if (!write_beside (names_path, names, &names_tmp, error))
    return FALSE;
  if (!write_beside (scores_path, scores, &scores_tmp, error))
    {
      g_unlink (names_tmp);
      return FALSE;
    }
  const char *failed = NULL;
  if (g_rename (names_tmp, names_path) != 0)
    failed = names_path;
  else if (g_rename (scores_tmp, scores_path) != 0)
    failed = scores_path;
  if (failed != NULL)
    {
      int err = errno;
      g_unlink (names_tmp);
      g_unlink (scores_tmp);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (err),
                   "cannot write %s: %s", failed, g_strerror (err));
      return FALSE;
    }
  return TRUE;
}
