/* test-text-limit.c: texts cut to their stated length, between
 * characters, ending with "…"; the tournament keeps no longer text, and
 * a reader's warning names the length and the limit. */
#include <glib.h>
#include <string.h>

#include "valet-text-limit.h"
#include "valet-tournament.h"

/* @n times @piece. */
static char *
repeat (const char *piece, guint n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append (s, piece);
  return g_string_free (s, FALSE);
}

/* A text that fits comes back as NULL, at its limit too; a longer one
 * is its first max - 1 characters and "…", whatever their width in
 * bytes; cutting it again changes nothing. */
static void
test_cut_utf8 (void)
{
  static const char *const pieces[] = { "a", "é", "€", "𝄞" };   /* 1 to 4 bytes */

  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    {
      g_autofree char *fits = repeat (pieces[i], 200);
      g_autofree char *over = repeat (pieces[i], 201);
      g_autofree char *start = repeat (pieces[i], 199);
      g_autofree char *want = g_strconcat (start, "…", NULL);
      g_autofree char *cut = valet_text_cut (over, 200);

      g_assert_null (valet_text_cut (fits, 200));
      g_assert_cmpstr (cut, ==, want);
      g_assert_true (g_utf8_validate (cut, -1, NULL));
      g_assert_cmpuint (g_utf8_strlen (cut, -1), ==, 200);
      g_assert_null (valet_text_cut (cut, 200));
    }
  /* A mixed text, cut after its 99th character, not its 99th byte. */
  {
    g_autofree char *mixed = repeat ("aé", 100);
    g_autofree char *cut = valet_text_cut (mixed, 100);
    g_autofree char *start = repeat ("aé", 49);
    g_autofree char *want = g_strconcat (start, "a…", NULL);
    g_assert_cmpstr (cut, ==, want);
  }
  g_assert_null (valet_text_cut (NULL, 100));
  g_assert_null (valet_text_cut ("", 100));
}

/* Text in a legacy encoding (here Windows-1252 "é", 0xE9) is cut after
 * a byte, one byte a character, and ends with ASCII dots, so that it
 * stays in its encoding. */
static void
test_cut_legacy (void)
{
  g_autofree char *over = g_strnfill (150, (char) 0xE9);
  g_autofree char *cut = valet_text_cut (over, 100);

  g_assert_cmpuint (strlen (cut), ==, 100);
  g_assert_true (g_str_has_suffix (cut, "..."));
  g_assert_cmpint ((guchar) cut[96], ==, 0xE9);
  g_assert_null (valet_text_cut (cut, 100));
}

/* The limits: 200 for an event's details, 100 for names. */
static void
test_limits (void)
{
  g_assert_cmpuint (valet_text_max_chars (VALET_TEXT_TITLE), ==, 200);
  g_assert_cmpuint (valet_text_max_chars (VALET_TEXT_DIRECTOR), ==, 200);
  g_assert_cmpuint (valet_text_max_chars (VALET_TEXT_PLAYER), ==, 100);
  g_assert_cmpuint (valet_text_max_chars (VALET_TEXT_TEAM), ==, 100);
}

/* Whatever a reader or a setter gives the tournament, it keeps no
 * longer text: the event's details, names and teams. */
static void
test_tournament_keeps_cut (void)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autofree char *title = repeat ("é", 10000);
  g_autofree char *name = repeat ("Ł", 500);
  guint index;

  valet_tournament_set_event (t, VALET_EVENT_VENUE, title);
  g_assert_true (valet_tournament_offer_event (t, VALET_EVENT_TITLE, title));
  g_assert_true (valet_tournament_add_player (t, "a", name, 1));
  g_assert_true (valet_tournament_lookup_player (t, "a", &index));
  valet_tournament_set_player_team (t, index, name);
  g_assert_cmpuint (g_utf8_strlen (valet_tournament_get_event (t, VALET_EVENT_TITLE), -1), ==,
                    200);
  g_assert_cmpuint (g_utf8_strlen (valet_tournament_get_event (t, VALET_EVENT_VENUE), -1), ==,
                    200);
  g_assert_true (g_str_has_suffix (valet_tournament_get_event (t, VALET_EVENT_TITLE), "…"));
  g_assert_cmpuint (g_utf8_strlen (valet_tournament_player_name (t, index), -1), ==, 100);
  g_assert_cmpuint (g_utf8_strlen (valet_tournament_player_display_name (t, index), -1), ==,
                    100);
  g_assert_cmpuint (g_utf8_strlen (valet_tournament_player_team (t, index), -1), ==, 100);
}

/* The warning: file, line, the text's length (white space around it
 * not counted) and the limit; none for a text that fits. */
static void
test_warning (void)
{
  g_autoptr (ValetDiagnostics) d = valet_diagnostics_new (0);
  g_autofree char *fits = repeat ("é", 200);
  g_autofree char *over = repeat ("é", 1234);
  g_autofree char *padded = g_strconcat ("  ", fits, " \n", NULL);
  const ValetDiagnostic *w;

  g_assert_false (valet_text_warn_long (VALET_TEXT_TITLE, fits, d, "a.pbn", 1));
  g_assert_false (valet_text_warn_long (VALET_TEXT_TITLE, padded, d, "a.pbn", 1));
  g_assert_true (valet_text_warn_long (VALET_TEXT_TITLE, over, d, "a.pbn", 7));
  g_assert_cmpuint (valet_diagnostics_n_kept (d), ==, 1);
  w = valet_diagnostics_get (d, 0);
  g_assert_true (w->warning);
  g_assert_cmpstr (w->file, ==, "a.pbn");
  g_assert_cmpuint (w->line, ==, 7);
  g_assert_cmpstr (w->message, ==, "the event's name is 1234 characters long; cut to 200");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/text-limit/cut-utf8", test_cut_utf8);
  g_test_add_func ("/text-limit/cut-legacy", test_cut_legacy);
  g_test_add_func ("/text-limit/limits", test_limits);
  g_test_add_func ("/text-limit/tournament-keeps-cut", test_tournament_keeps_cut);
  g_test_add_func ("/text-limit/warning", test_warning);
  return g_test_run ();
}
