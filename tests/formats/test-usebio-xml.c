/* test-usebio-xml.c: USEBIO files as XML: what libxml2 is trusted with
 * and what it is not.
 *
 * A document type that declares entities (a "billion laughs", an
 * external entity naming a local file or a URL) is refused before any
 * is expanded or fetched; the DTD a file names is not loaded, and an
 * entity it would have declared is read past with a warning.  The
 * encodings libxml2 decodes (ISO-8859-1 and Windows-1252 declarations,
 * UTF-16 with a byte order mark handed straight to the reader), the
 * encoding a user names overruling the declaration, and problems said
 * with their file and line, never printed on standard error.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "valet-reader.h"
#include "valet-usebio-reader.h"
#include "formats-test-support.h"

#define HEAD "<?xml version=\"1.0\"?>\n"
/* One board, one line, North-South pair 1 and East-West pair 2. */
#define BODY(NAME)                                                            \
  "<USEBIO Version=\"1.2\"><EVENT>\n"                                          \
  "<PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER>\n"                         \
  "<PLAYER><PLAYER_NAME>" NAME "</PLAYER_NAME></PLAYER>\n"                     \
  "<PLAYER><PLAYER_NAME>Ann Bell</PLAYER_NAME></PLAYER></PAIR></PARTICIPANTS>\n" \
  "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n"                                    \
  "<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>"                         \
  "<EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT>"                  \
  "<PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS></TRAVELLER_LINE>\n"             \
  "</BOARD></EVENT></USEBIO>\n"

static ValetTournament *
parse (const char *data, gsize length, ValetDiagnostics *diag)
{
  ValetTournament *t = valet_tournament_new ();
  valet_parse_usebio (t, data, length, "t.xml", diag);
  return t;
}

static const char *
north (ValetTournament *t)
{
  g_assert_cmpuint (valet_tournament_n_results (t), >, 0);
  return valet_tournament_player_name (t, valet_tournament_result (t, 0)->player[VALET_NORTH]);
}

/* ---- entities ------------------------------------------------------------ */

/* A billion laughs: refused at the first declaration, at once, with
 * nothing read. */
static void
test_billion_laughs (void)
{
  GString *xml = g_string_new (HEAD "<!DOCTYPE USEBIO [\n"
                               "<!ENTITY lol \"lol\">\n");
  for (guint i = 1; i < 10; i++)
    g_string_append_printf (xml, "<!ENTITY lol%u \"&lol%u;&lol%u;&lol%u;&lol%u;&lol%u;"
                            "&lol%u;&lol%u;&lol%u;&lol%u;&lol%u;\">\n", i,
                            i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1);
  g_string_replace (xml, "&lol0;", "&lol;", 0);
  g_string_append (xml, "]>\n" BODY ("&lol9;"));
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = parse (xml->str, xml->len, diag);

  formats_assert_counts (diag, 1, 0);
  formats_assert_diag (diag, "t.xml", 3, FALSE, WORDS ("entity 'lol'", "<!ENTITY>"));
  g_assert_cmpuint (valet_tournament_n_results (t), ==, 0);
  g_string_free (xml, TRUE);
}

/* External entities, general or parameter, naming a file or a URL: the
 * file is refused before any is fetched, so that its text cannot end
 * up in a name. */
static void
test_external_entities (void)
{
  static const char *const subsets[] = {
    "<!ENTITY secret SYSTEM \"file:///etc/passwd\">",
    "<!ENTITY secret SYSTEM \"http://127.0.0.1:9/x\">",
    "<!ENTITY % remote SYSTEM \"file:///etc/passwd\">\n%remote;",
  };

  for (guint i = 0; i < G_N_ELEMENTS (subsets); i++)
    {
      g_autofree char *xml = g_strconcat (HEAD "<!DOCTYPE USEBIO [\n", subsets[i], "\n]>\n",
                                          BODY ("&secret;"), NULL);
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
      g_autoptr (ValetTournament) t = parse (xml, strlen (xml), diag);

      g_test_message ("%s", subsets[i]);
      formats_assert_counts (diag, 1, 0);
      formats_assert_diag (diag, "t.xml", 3, FALSE, WORDS ("declares the entity"));
      g_assert_cmpuint (valet_tournament_n_results (t), ==, 0);
    }
}

/* The DTD Compscore3 names is not fetched; an entity it might have
 * declared is read past with a warning on its line, the rest kept. */
static void
test_dtd_not_loaded (void)
{
  static const char xml[] =
    HEAD "<!DOCTYPE USEBIO SYSTEM \"http://127.0.0.1:9/usebio_v1_2.dtd\">\n"
    BODY ("Jos&eacute; Ruiz");
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
  g_autoptr (ValetTournament) t = parse (xml, sizeof xml - 1, diag);

  formats_assert_counts (diag, 0, 2);   /* and pair 2 not in PARTICIPANTS */
  formats_assert_diag (diag, "t.xml", 5, TRUE, WORDS ("eacute", "read past"));
  g_assert_cmpstr (north (t), ==, "Jos Ruiz");
}

/* ---- encodings ----------------------------------------------------------- */

/* Declared legacy encodings are decoded by libxml2. */
static void
test_declared_encodings (void)
{
  static const struct { const char *declared, *bytes, *name; } cases[] = {
    { "ISO-8859-1", "Ren\xE9 L\xF6w", "René Löw" },
    { "windows-1252", "\x80 Zo\xEB \x8A", "€ Zoë Š" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *xml = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"%s\"?>\n%s",
                                              cases[i].declared, BODY ("%s"));
      g_autofree char *filled = g_strdup_printf (xml, cases[i].bytes);
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
      g_autoptr (ValetTournament) t = parse (filled, strlen (filled), diag);

      formats_assert_counts (diag, 0, 1);
      g_assert_cmpstr (north (t), ==, cases[i].name);
    }
}

/* UTF-16 with a byte order mark, handed to the reader as it is (reading a
 * file converts it before): libxml2 reads the mark; the lines are its. */
static void
test_utf16_direct (void)
{
  static const char xml[] = HEAD BODY ("Łukasz Żak");
  static const char *const charsets[] = { "UTF-16LE", "UTF-16BE" };
  static const char *const marks[] = { "\xFF\xFE", "\xFE\xFF" };

  for (guint i = 0; i < G_N_ELEMENTS (charsets); i++)
    {
      gsize length = 0;
      g_autofree char *body = g_convert (xml, -1, charsets[i], "UTF-8", NULL, &length, NULL);
      g_assert_nonnull (body);
      g_autofree char *data = g_malloc (length + 2);
      memcpy (data, marks[i], 2);
      memcpy (data + 2, body, length);
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
      g_autoptr (ValetTournament) t = parse (data, length + 2, diag);

      formats_assert_counts (diag, 0, 1);
      g_assert_cmpstr (north (t), ==, "Łukasz Żak");
      g_assert_cmpuint (valet_tournament_result (t, 0)->line, ==, 7);
    }
}

/* The encoding the user names overrules the one the file declares: the
 * bytes reach the reader in UTF-8 already and are not decoded twice. */
static void
test_encoding_overrules_declaration (void)
{
  static const char xml[] = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n"
                            BODY ("\xA3ukasz \xAF" "ak");   /* in Windows-1250 */
  g_autofree char *dir = g_dir_make_tmp ("valet-usebio-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "t.xml", NULL);
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);

  g_assert_true (g_file_set_contents (path, xml, sizeof xml - 1, NULL));
  valet_tournament_set_encoding (t, "windows-1250");
  g_assert_true (valet_read_input (t, path, VALET_INPUT_USEBIO, diag));
  g_assert_cmpstr (north (t), ==, "Łukasz Żak");
  g_remove (path);
  g_rmdir (dir);
}

/* ---- problems ------------------------------------------------------------ */

/* libxml2's own words, with the file and line, in the reader's message;
 * nothing printed on standard error, where libxml2 prints by default. */
static void
test_errors_not_printed (void)
{
  if (g_test_subprocess ())
    {
      static const char xml[] = HEAD "<USEBIO>\n<EVENT>\n</BOARD>\n</USEBIO>\n";
      static const char bad_byte[] = "<?xml version=\"1.0\" encoding=\"windows-1252\"?>\n"
                                     BODY ("\x81\x8D");
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
      g_autoptr (ValetTournament) t = parse (xml, sizeof xml - 1, diag);
      g_autoptr (ValetTournament) t2 = parse (bad_byte, sizeof bad_byte - 1, diag);

      formats_assert_diag (diag, "t.xml", 4, FALSE, WORDS ("EVENT", "BOARD",
                                                            "well-formed USEBIO XML"));
      /* Bytes Windows-1252 has no character for: read in the encoding
       * they fit, as when nothing is declared. */
      formats_assert_diag (diag, "t.xml", 0, TRUE, WORDS ("read as"));
      g_assert_cmpuint (valet_tournament_n_results (t2), ==, 1);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("");
}

/* Where libxml2's words would mislead: a file cut short inside the root
 * is not "extra content", and a bare '&' is an ampersand, not a nameless
 * entity.  The lines before the problem are kept. */
static void
test_own_words (void)
{
  static const struct { const char *xml; guint line; const char *words; } cases[] = {
    { HEAD BODY ("Ann Lee") "<USEBIO", 8, "ends inside <USEBIO>" },
    { HEAD "<USEBIO Version=\"1.2\"><EVENT>\n<EVENT_DESCRIPTION>Smith & Co"
      "</EVENT_DESCRIPTION></EVENT></USEBIO>\n", 3, "&amp;" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *xml = g_strdup (cases[i].xml);
      g_autoptr (ValetDiagnostics) diag = valet_diagnostics_new (0);
      /* The first case: BODY's last line cut before </USEBIO>. */
      char *end = strstr (xml, "</USEBIO>\n<USEBIO");
      if (end)
        *end = '\0';
      g_autoptr (ValetTournament) t = parse (xml, strlen (xml), diag);

      formats_assert_diag (diag, "t.xml", cases[i].line, FALSE,
                           WORDS (cases[i].words, "well-formed USEBIO XML"));
      g_assert_cmpuint (valet_tournament_n_results (t), ==, i == 0 ? 1 : 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/usebio-xml/entities/billion-laughs", test_billion_laughs);
  g_test_add_func ("/usebio-xml/entities/external", test_external_entities);
  g_test_add_func ("/usebio-xml/entities/dtd-not-loaded", test_dtd_not_loaded);
  g_test_add_func ("/usebio-xml/encodings/declared", test_declared_encodings);
  g_test_add_func ("/usebio-xml/encodings/utf16-direct", test_utf16_direct);
  g_test_add_func ("/usebio-xml/encodings/overruled", test_encoding_overrules_declaration);
  g_test_add_func ("/usebio-xml/errors-not-printed", test_errors_not_printed);
  g_test_add_func ("/usebio-xml/own-words", test_own_words);
  return g_test_run ();
}
