/* valet-text-limit.c: texts from files and by hand cut to a stated
 * length. */
#include "config.h"
#include "valet-text-limit.h"

#include <glib/gi18n-lib.h>
#include <string.h>

G_STATIC_ASSERT ((int) VALET_TEXT_PLAYER == (int) VALET_EVENT_N_DETAILS);

guint
valet_text_max_chars (ValetTextKind kind)
{
  return kind < VALET_TEXT_PLAYER ? VALET_DETAIL_MAX_CHARS : VALET_NAME_MAX_CHARS;
}

char *
valet_text_cut (const char *text, guint max_chars)
{
  gsize bytes;
  const char *end;

  g_return_val_if_fail (max_chars >= 4, NULL);
  if (text == NULL)
    return NULL;
  /* A character is at least a byte: most texts are told at once. */
  bytes = strnlen (text, max_chars + 1);
  if (bytes <= max_chars)
    return NULL;
  bytes = strlen (text);
  if (!g_utf8_validate_len (text, bytes, NULL))
    {
      GString *cut = g_string_new_len (text, max_chars - 3);
      g_string_append (cut, "...");
      return g_string_free (cut, FALSE);
    }
  /* The first max_chars - 1 characters, when there are more than
   * max_chars. */
  end = text;
  for (guint i = 0; i < max_chars; i++)
    {
      if (*end == '\0')
        return NULL;
      end = g_utf8_next_char (end);
    }
  if (*end == '\0')
    return NULL;
  end = g_utf8_prev_char (end);
  GString *cut = g_string_new_len (text, end - text);
  g_string_append (cut, "…");
  return g_string_free (cut, FALSE);
}

char *
valet_text_limit (ValetTextKind kind, const char *text)
{
  char *cut = valet_text_cut (text, valet_text_max_chars (kind));

  return cut ? cut : g_strdup (text);
}

gsize
valet_text_length (const char *text)
{
  const char *start, *end;

  if (text == NULL)
    return 0;
  start = text + strspn (text, " \t\r\n");
  end = start + strlen (start);
  while (end > start && strchr (" \t\r\n", end[-1]) != NULL)
    end--;
  if (!g_utf8_validate_len (start, end - start, NULL))
    return end - start;
  return g_utf8_strlen (start, end - start);
}

char *
valet_text_cut_message (ValetTextKind kind, gsize length)
{
  g_autofree char *count = g_strdup_printf ("%'" G_GSIZE_FORMAT, length);
  guint max = valet_text_max_chars (kind);

  switch (kind)
    {
    case VALET_TEXT_TITLE:
      return g_strdup_printf (_("the event's name is %s characters long; cut to %u"),
                              count, max);
    case VALET_TEXT_DATE:
      return g_strdup_printf (_("the event's date is %s characters long; cut to %u"),
                              count, max);
    case VALET_TEXT_VENUE:
      return g_strdup_printf (_("the event's venue is %s characters long; cut to %u"),
                              count, max);
    case VALET_TEXT_ORGANISER:
      return g_strdup_printf (_("the event's organiser is %s characters long; cut to %u"),
                              count, max);
    case VALET_TEXT_DIRECTOR:
      return g_strdup_printf (_("the tournament director's name is %s characters long; "
                                "cut to %u"), count, max);
    case VALET_TEXT_TEAM:
      return g_strdup_printf (_("a team's, country's or club's name is %s characters long; "
                                "cut to %u"), count, max);
    case VALET_TEXT_PLAYER:
    default:
      return g_strdup_printf (_("a player's name is %s characters long; cut to %u"),
                              count, max);
    }
}

gboolean
valet_text_warn_long (ValetTextKind kind, const char *text, ValetDiagnostics *diag,
                      const char *file, guint line)
{
  gsize length;
  g_autofree char *message = NULL;

  /* Most texts are short: no need to count their characters. */
  if (text == NULL || strnlen (text, valet_text_max_chars (kind) + 1)
                      <= valet_text_max_chars (kind))
    return FALSE;
  length = valet_text_length (text);
  if (length <= valet_text_max_chars (kind))
    return FALSE;
  message = valet_text_cut_message (kind, length);
  if (diag != NULL)
    valet_diagnostics_warn (diag, file, line, "%s", message);
  return TRUE;
}
