/* valet-text-writer.c: names.txt and scores.txt. */
#include "config.h"
#include "valet-text-writer.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "valet-output-file.h"

void
valet_append_text_names (GString *names, ValetTournament *t)
{
  for (guint p = 0; p < valet_tournament_n_players (t); p++)
    g_string_append_printf (names, "%s|%s\n", valet_tournament_player_tag (t, p),
                            valet_tournament_player_name (t, p));
}

/* The contract, declarer, tricks and lead fields of @r, from its first
 * '|'. */
static void
append_play (GString *scores, const ValetResult *r)
{
  if (r->kind == VALET_RESULT_ARTIFICIAL)
    {
      g_autofree char *percent = valet_result_artificial_text (r);
      g_string_append_printf (scores, "|ADJ|-|%s", percent);
      return;
    }
  if (r->level == 0)
    {
      /* The reader wants the declarer and tricks fields, and ignores them. */
      g_string_append (scores, "|P|N|0");
      return;
    }
  /* "N" for no trump, as the reference files write it. */
  g_string_append_printf (scores, "|%u%c%s|%c|%u", r->level,
                          valet_denom_short_name (r->denom)[0],
                          valet_multiplier_suffix (r->mult),
                          valet_seat_letter (r->declarer), r->tricks);
  if (r->lead_rank >= 2 && r->lead_rank <= 14)
    {
      g_autofree char *lead = valet_result_lead_text (r);
      g_string_append_printf (scores, "|%s", lead);
    }
}

void
valet_append_text_scores (GString *scores, ValetTournament *t)
{
  for (guint i = 0; i < valet_tournament_n_results (t); i++)
    {
      const ValetResult *r = valet_tournament_result (t, i);
      g_string_append_printf (scores, "%u|%u", r->round, r->board);
      for (guint s = 0; s < 4; s++)
        g_string_append_printf (scores, "|%s", valet_tournament_player_tag (t, r->player[s]));
      gsize start = scores->len;
      append_play (scores, r);
      /* A part of a weighted or split score says which in an eleventh
       * field, after the lead's (empty when none was given). */
      if (valet_result_is_partial (r))
        {
          guint fields = 0;
          for (gsize k = start; k < scores->len; k++)
            fields += scores->str[k] == '|';
          g_autofree char *part = valet_result_part_text (r);
          g_string_append_printf (scores, "%s|%s", fields == 3 ? "|" : "", part);
        }
      g_string_append_c (scores, '\n');
    }
}

static gboolean
fits_text_format (const char *s)
{
  return strpbrk (s, "|\r\n") == NULL;
}

/* The pair is replaced as one: both files are written whole under
 * temporary names first, and renamed only then.  Two renames are not one
 * step, so each file's first line names the save that wrote it ("# valet
 * save ID", a comment to the format): a pair whose lines differ, left by
 * a crash between the renames, is refused by valet_read_scores() instead
 * of giving one save's names to the other's results.  (Writing a new
 * folder and renaming it into place would be one step, but it cannot
 * replace a folder that holds other files, and changes the folder the
 * user opened.) */
static gboolean
replace_pair (ValetOutputFile *names, ValetOutputFile *scores, const char *folder,
              GError **error)
{
  /* Two saves into one folder at once take turns, so that they never mix
   * either. */
  int lock = open (folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  gboolean ok;

  if (lock >= 0 && flock (lock, LOCK_EX) != 0)
    g_debug ("saves to %s are not serialised: no locks there", folder);
  ok = valet_output_file_rename (names, error);
  /* For the tests of a crash at the worst moment. */
  if (ok && g_getenv ("VALET_TEST_CRASH_BETWEEN_RENAMES") != NULL)
    _exit (99);
  if (ok && !valet_output_file_rename (scores, error))
    g_prefix_error (error, _("names.txt was replaced, scores.txt was not, and the two "
                             "now belong to different saves: "));
  ok = ok && valet_output_sync_folder (folder, error);
  if (lock >= 0)
    close (lock);
  return ok;
}

static gboolean
write_one (ValetOutputFile *f, const GString *save_line, const GString *contents,
           GError **error)
{
  return valet_output_file_write (f, save_line->str, save_line->len, error)
         && valet_output_file_write (f, contents->str, contents->len, error)
         && valet_output_file_make_ready (f, error);
}

gboolean
valet_write_text (ValetTournament *t, const char *folder, GError **error)
{
  for (guint p = 0; p < valet_tournament_n_players (t); p++)
    if (!fits_text_format (valet_tournament_player_tag (t, p))
        || !fits_text_format (valet_tournament_player_name (t, p)))
      {
        g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                     _("player '%s' has a '|' or a line break in the tag or name, "
                       "which the text format cannot hold"),
                     valet_tournament_player_name (t, p));
        return FALSE;
      }
  if (g_mkdir_with_parents (folder, 0777) != 0)
    {
      int err = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (err),
                   _("cannot create the folder %s: %s"), folder, g_strerror (err));
      return FALSE;
    }

  g_autoptr (GString) names = g_string_new (NULL);
  g_autoptr (GString) scores = g_string_new (NULL);
  g_autoptr (GString) save_line = g_string_new (VALET_TEXT_SAVE_MARK);
  g_autofree char *id = g_uuid_string_random ();
  g_autofree char *names_path = g_build_filename (folder, "names.txt", NULL);
  g_autofree char *scores_path = g_build_filename (folder, "scores.txt", NULL);
  g_autoptr (ValetOutputFile) names_file = NULL;
  g_autoptr (ValetOutputFile) scores_file = NULL;

  g_string_append_printf (save_line, "%s\n", id);
  valet_append_text_names (names, t);
  valet_append_text_scores (scores, t);
  names_file = valet_output_file_new (names_path, error);
  if (names_file == NULL)
    return FALSE;
  scores_file = valet_output_file_new (scores_path, error);
  if (scores_file == NULL)
    return FALSE;
  /* Each file's temporary file is removed with it on any failure. */
  return write_one (names_file, save_line, names, error)
         && write_one (scores_file, save_line, scores, error)
         && replace_pair (names_file, scores_file, folder, error);
}
