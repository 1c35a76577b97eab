/* valet-person-name.c: see valet-person-name.h. */
#include "config.h"
#include "valet-person-name.h"

#include <string.h>

/* Letters that carry no combining mark in Unicode's decomposition, so
 * that stripping marks leaves them as they are: Polish ł, Nordic ø, ...
 * Folded to the Latin letter a keyboard without them would type. */
static const char *
plain_letter (gunichar c)
{
  switch (c)
    {
    case 0x0142: return "l";    /* ł */
    case 0x00F8: return "o";    /* ø */
    case 0x0111: return "d";    /* đ */
    case 0x00F0: return "d";    /* ð */
    case 0x00FE: return "th";   /* þ */
    case 0x00E6: return "ae";   /* æ */
    case 0x0153: return "oe";   /* œ */
    case 0x0131: return "i";    /* dotless ı */
    case 0x00DF: return "ss";   /* ß, when casefolding left it */
    default:     return NULL;
    }
}

/* @name folded: case, accents and the letters above; punctuation and
 * spaces as single spaces. */
static char *
fold (const char *name)
{
  g_autofree char *valid = g_utf8_make_valid (name, -1);
  g_autofree char *lower = g_utf8_casefold (valid, -1);
  g_autofree char *nfd = g_utf8_normalize (lower, -1, G_NORMALIZE_NFD);
  GString *out = g_string_new (NULL);
  gboolean space = TRUE;

  for (const char *p = nfd; p && *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      GUnicodeType type = g_unichar_type (c);
      if (type == G_UNICODE_NON_SPACING_MARK || type == G_UNICODE_SPACING_MARK
          || type == G_UNICODE_ENCLOSING_MARK)
        continue;
      /* An apostrophe joins: "O'Brien" is "obrien", as files without it
       * write the name. */
      if (c == '\'' || c == 0x2019 || c == 0x02BC)
        continue;
      const char *plain = plain_letter (c);
      if (plain)
        g_string_append (out, plain);
      else if (g_unichar_isalnum (c))
        g_string_append_unichar (out, c);
      else
        {
          if (!space)
            g_string_append_c (out, ' ');
          space = TRUE;
          continue;
        }
      space = FALSE;
    }
  if (out->len && out->str[out->len - 1] == ' ')
    g_string_truncate (out, out->len - 1);
  return g_string_free (out, FALSE);
}

char **
valet_person_name_words (const char *name)
{
  const char *comma = name ? strchr (name, ',') : NULL;
  g_autofree char *folded = NULL;

  if (name == NULL)
    return g_new0 (char *, 1);
  /* "Surname, First": the part after the first comma goes first. */
  if (comma)
    {
      g_autofree char *surname = g_strndup (name, comma - name);
      g_autofree char *first = fold (comma + 1);
      g_autofree char *last = fold (surname);
      folded = g_strjoin (" ", first, last, NULL);
      g_strstrip (folded);
    }
  else
    folded = fold (name);
  if (*folded == '\0')
    return g_new0 (char *, 1);
  return g_strsplit (folded, " ", -1);
}

char *
valet_person_name_key (const char *name)
{
  g_auto (GStrv) words = valet_person_name_words (name);

  return g_strjoinv (" ", words);
}

static int
word_compare (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

char *
valet_person_name_sorted_key (const char *key)
{
  g_auto (GStrv) words = g_strsplit (key, " ", -1);

  qsort (words, g_strv_length (words), sizeof (char *), word_compare);
  return g_strjoinv (" ", words);
}

/* Whether given names @a and @b agree where one is an initial: "j" and
 * "john". */
static gboolean
initial_of (const char *a, const char *b)
{
  return a[0] == b[0] && (a[1] == '\0' || b[1] == '\0');
}

ValetNameMatch
valet_person_names_may_match (const char *key_a, const char *key_b)
{
  if (strcmp (key_a, key_b) == 0)
    return VALET_NAME_SAME;
  g_autofree char *sorted_a = valet_person_name_sorted_key (key_a);
  g_autofree char *sorted_b = valet_person_name_sorted_key (key_b);
  if (*sorted_a && strcmp (sorted_a, sorted_b) == 0)
    return VALET_NAME_WORD_ORDER;

  g_auto (GStrv) a = g_strsplit (key_a, " ", -1);
  g_auto (GStrv) b = g_strsplit (key_b, " ", -1);
  guint na = g_strv_length (a), nb = g_strv_length (b);
  if (na < 2 || nb < 2 || strcmp (a[na - 1], b[nb - 1]) != 0)
    return VALET_NAME_DIFFERENT;
  /* The given names, in order: each pair agrees, whole or by its
   * initial, and at least one is an initial (else they differ); extra
   * given names on one side are allowed only as initials ("john a
   * smith", "j smith"). */
  gboolean initials = FALSE;
  guint i = 0;
  for (; i < na - 1 && i < nb - 1; i++)
    {
      if (strcmp (a[i], b[i]) == 0)
        continue;
      if (!initial_of (a[i], b[i]))
        return VALET_NAME_DIFFERENT;
      initials = TRUE;
    }
  for (guint k = i; k < na - 1; k++)
    if (a[k][1] != '\0')
      return VALET_NAME_DIFFERENT;
  for (guint k = i; k < nb - 1; k++)
    if (b[k][1] != '\0')
      return VALET_NAME_DIFFERENT;
  return initials || na != nb ? VALET_NAME_INITIALS : VALET_NAME_DIFFERENT;
}
