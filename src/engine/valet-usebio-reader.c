/* valet-usebio-reader.c: USEBIO traveller lines, read with GMarkup. */
#include "valet-usebio-reader.h"

#include <string.h>

#include "valet-encoding.h"
#include "valet-result-fields.h"

#define MAX_ROUND 1000000
#define MAX_BOARD 1000000
#define MAX_DEPTH 64

typedef enum {
  F_NS = 0,
  F_EW,
  F_CONTRACT,
  F_PLAYED_BY,
  F_TRICKS,
  F_LEAD,
  F_SCORE,
  N_FIELDS
} Field;

static const char *const field_names[N_FIELDS] = {
  "NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "CONTRACT", "PLAYED_BY", "TRICKS",
  "LEAD", "SCORE",
};

typedef struct {
  char  *number;
  char  *direction;   /* "NS", "EW" or "" */
  GPtrArray *names;
  guint  line;
} Pair;

typedef struct {
  char  *field[N_FIELDS];
  guint  round, board;
  gboolean board_named;   /* a BOARD_NUMBER came before the line */
  gboolean board_ok;      /* and it was good */
  guint  line;
} Line;

typedef struct {
  ValetTournament  *t;
  const char       *file;
  ValetDiagnostics *diag;
  GMarkupParseContext *ctx;
  const char *data, *end;
  const char *cursor;              /* the start of line cursor_line */
  guint       cursor_line;
  /* Where the last tag was looked for: the next tag starts after it. */
  const char *floor;
  guint       error_line;          /* of a problem found in a callback */

  guint    depth;
  guint    round_at[MAX_DEPTH];    /* ROUND_NUMBER in force, by depth */
  gboolean seen_root;
  int      participants_depth;     /* -1 outside PARTICIPANTS */
  GString *text;

  Pair    *pair;                   /* being read */
  GPtrArray *pairs;                /* Pair */
  guint    board;
  gboolean board_named, board_ok;
  Line    *tline;                  /* being read */
  GPtrArray *lines;                /* Line */
} Usebio;

static void
pair_free (gpointer data)
{
  Pair *p = data;
  g_free (p->number);
  g_free (p->direction);
  g_ptr_array_unref (p->names);
  g_free (p);
}

static void
line_free (gpointer data)
{
  Line *l = data;
  for (guint f = 0; f < N_FIELDS; f++)
    g_free (l->field[f]);
  g_free (l);
}

static guint
current_line (Usebio *u)
{
  int line = 0, ch = 0;
  g_markup_parse_context_get_position (u->ctx, &line, &ch);
  return (guint) line;
}

/* The line of the tag just read ("<NAME" or "</NAME").  GMarkup gives
 * the position after the tag and the white space that follows it, which
 * is often the next line; the tag is found back from there, but not
 * before the position of the tag looked for last (an empty element
 * <NAME/> has no "</NAME" to find, and thousands of them would each
 * search the whole file).  Positions only grow, so a cursor follows them
 * through the data. */
static guint
tag_line (Usebio *u, const char *open, const char *name)
{
  int line = 0, ch = 0;
  g_markup_parse_context_get_position (u->ctx, &line, &ch);

  while (u->cursor_line < (guint) line && u->cursor < u->end)
    {
      const char *nl = memchr (u->cursor, '\n', (gsize) (u->end - u->cursor));
      if (nl == NULL)
        break;
      u->cursor = nl + 1;
      u->cursor_line++;
    }
  const char *p = u->cursor;
  for (int i = 0; i < ch && p < u->end && *p != '\n'; i++)
    p = g_utf8_next_char (p);

  g_autofree char *needle = g_strconcat (open, name, NULL);
  gsize len = strlen (needle);
  guint back = 0;
  const char *floor = u->floor ? u->floor : u->data;
  const char *start = MIN (p, u->end - 1);
  u->floor = MAX (start, floor);
  for (const char *q = start; q >= floor; q--)
    {
      if (*q == '\n')
        back++;
      else if (*q == '<' && (gsize) (u->end - q) >= len && memcmp (q, needle, len) == 0)
        return (guint) line > back ? (guint) line - back : 1;
      if (q == floor)
        break;
    }
  return (guint) line;
}

static void
start_element (GMarkupParseContext *ctx, const char *name, const char **attr_names,
               const char **attr_values, gpointer data, GError **error)
{
  Usebio *u = data;

  (void) ctx;
  (void) attr_names;
  (void) attr_values;
  if (!u->seen_root)
    {
      u->seen_root = TRUE;
      if (strcmp (name, "USEBIO") != 0)
        {
          u->error_line = tag_line (u, "<", name);
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                       "the root element is <%s> (expected <USEBIO>)", name);
          return;
        }
    }
  if (u->depth + 1 >= MAX_DEPTH)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "elements nest more than %u deep (expected a USEBIO file)",
                   MAX_DEPTH);
      return;
    }
  u->depth++;
  u->round_at[u->depth] = u->round_at[u->depth - 1];
  g_string_truncate (u->text, 0);

  if (strcmp (name, "PARTICIPANTS") == 0)
    u->participants_depth = (int) u->depth;
  else if (strcmp (name, "PAIR") == 0 && u->participants_depth >= 0 && u->pair == NULL)
    {
      u->pair = g_new0 (Pair, 1);
      u->pair->names = g_ptr_array_new_with_free_func (g_free);
      u->pair->direction = g_strdup ("");
      u->pair->line = tag_line (u, "<", name);
    }
  else if (strcmp (name, "BOARD") == 0 && u->participants_depth < 0)
    {
      u->board = 0;
      u->board_named = u->board_ok = FALSE;
    }
  else if (strcmp (name, "TRAVELLER_LINE") == 0 && u->tline == NULL)
    {
      u->tline = g_new0 (Line, 1);
      u->tline->line = tag_line (u, "<", name);
    }
}

static void
end_pair_field (Usebio *u, const char *name, const char *text)
{
  if (strcmp (name, "PAIR_NUMBER") == 0)
    {
      g_free (u->pair->number);
      u->pair->number = g_strdup (text);
    }
  else if (strcmp (name, "DIRECTION") == 0)
    {
      g_free (u->pair->direction);
      u->pair->direction = g_ascii_strup (text, -1);
    }
  else if (strcmp (name, "PLAYER_NAME") == 0)
    g_ptr_array_add (u->pair->names, g_strdup (text));
}

static void
end_element (GMarkupParseContext *ctx, const char *name, gpointer data,
             GError **error)
{
  Usebio *u = data;
  g_autofree char *text = g_strstrip (g_strdup (u->text->str));

  (void) ctx;
  (void) error;
  g_string_truncate (u->text, 0);

  if (strcmp (name, "ROUND_NUMBER") == 0)
    {
      guint round;
      if (valet_field_number (text, MAX_ROUND, &round) && round > 0)
        u->round_at[u->depth - 1] = round;   /* for the parent element */
      else
        valet_diagnostics_add (u->diag, u->file, tag_line (u, "</", name),
                               "ROUND_NUMBER '%s' is not a number from 1 to %u "
                               "(expected the round's number)", text, MAX_ROUND);
      if (u->tline)
        u->tline->round = u->round_at[u->depth - 1];
    }
  else if (u->pair)
    {
      if (strcmp (name, "PAIR") == 0)
        g_ptr_array_add (u->pairs, g_steal_pointer (&u->pair));
      else
        end_pair_field (u, name, text);
    }
  else if (u->tline)
    {
      if (strcmp (name, "TRAVELLER_LINE") == 0)
        {
          u->tline->board = u->board;
          u->tline->board_named = u->board_named;
          u->tline->board_ok = u->board_ok;
          if (u->tline->round == 0)
            u->tline->round = u->round_at[u->depth];
          g_ptr_array_add (u->lines, g_steal_pointer (&u->tline));
        }
      else
        for (guint f = 0; f < N_FIELDS; f++)
          if (strcmp (name, field_names[f]) == 0)
            {
              g_free (u->tline->field[f]);
              u->tline->field[f] = g_steal_pointer (&text);
              break;
            }
    }
  else if (strcmp (name, "BOARD_NUMBER") == 0 && u->participants_depth < 0)
    {
      u->board_named = TRUE;
      u->board_ok = valet_field_number (text, MAX_BOARD, &u->board) && u->board > 0;
      if (!u->board_ok)
        valet_diagnostics_add (u->diag, u->file, tag_line (u, "</", name),
                               "BOARD_NUMBER '%s' is not a number from 1 to %u; "
                               "the board's lines are left out (expected the "
                               "board's number)", text, MAX_BOARD);
    }
  else if (strcmp (name, "PARTICIPANTS") == 0)
    u->participants_depth = -1;
  u->depth--;
}

static void
text_cb (GMarkupParseContext *ctx, const char *text, gsize len, gpointer data,
         GError **error)
{
  Usebio *u = data;
  (void) ctx;
  (void) error;
  g_string_append_len (u->text, text, (gssize) len);
}

/* ---- resolving pairs -------------------------------------------------- */

static void
placeholder_players (Usebio *u, const char *number, guint line, ValetResult *r,
                     guint side)
{
  for (guint k = 0; k < 2; k++)
    {
      g_autofree char *tag = g_strdup_printf ("%s%c", number, "ab"[k]);
      g_autofree char *name = g_strdup_printf ("Pair %s", tag);
      r->player[side + 2 * k] = valet_player_for_tag (u->t, tag, name, line);
    }
}

/* The players of pair @number on @side of @r. */
static void
seat_pair (Usebio *u, GHashTable *by_key, GHashTable *missing, const char *number,
           guint side, ValetResult *r)
{
  g_autofree char *dir_key = g_strdup_printf ("%s:%s", side ? "EW" : "NS", number);
  g_autofree char *key = g_strdup_printf (":%s", number);
  Pair *pair = g_hash_table_lookup (by_key, dir_key);

  if (pair == NULL)
    pair = g_hash_table_lookup (by_key, key);
  if (pair != NULL && pair->names->len >= 2)
    {
      for (guint k = 0; k < 2; k++)
        if (valet_player_for_name (u->t, g_ptr_array_index (pair->names, k),
                                   pair->line, &r->player[side + 2 * k]))
          continue;
        else
          {
            placeholder_players (u, number, pair->line, r, side);
            return;
          }
      return;
    }
  if (!g_hash_table_contains (missing, dir_key))
    {
      g_hash_table_add (missing, g_strdup (dir_key));
      valet_diagnostics_warn (u->diag, u->file, pair ? pair->line : r->line,
                              "pair %s has %s; its players are called %sa and "
                              "%sb (expected a PAIR with PAIR_NUMBER %s and two "
                              "PLAYER_NAMEs in PARTICIPANTS)", number,
                              pair ? "fewer than two player names"
                                   : "no entry in PARTICIPANTS",
                              number, number, number);
    }
  placeholder_players (u, number, r->line, r, side);
}

static gboolean
is_adjusted (const Line *l)
{
  const char *score = l->field[F_SCORE];
  const char *contract = l->field[F_CONTRACT];
  return (score && g_ascii_toupper (score[0]) == 'A')
         || contract == NULL || contract[0] == '\0';
}

static void
add_lines (Usebio *u)
{
  g_autoptr (GHashTable) by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) missing = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint8 carried_suit = VALET_SPADES;

  for (guint i = 0; i < u->pairs->len; i++)
    {
      Pair *p = g_ptr_array_index (u->pairs, i);
      if (p->number)
        g_hash_table_insert (by_key, g_strdup_printf ("%s:%s", p->direction, p->number), p);
    }

  for (guint i = 0; i < u->lines->len; i++)
    {
      const Line *l = g_ptr_array_index (u->lines, i);
      ValetResult r = { 0 };
      ValetFieldSource src = { u->file, l->line, u->diag };

      if (!l->board_named)
        valet_diagnostics_add (u->diag, u->file, l->line,
                               "traveller line outside a board; it is left out "
                               "(expected it inside a BOARD after its BOARD_NUMBER)");
      if (!l->board_ok)
        continue;   /* a bad BOARD_NUMBER was reported where it stands */
      r.round = l->round ? l->round : 1;
      r.board = l->board;
      r.line = l->line;
      if (is_adjusted (l))
        {
          valet_diagnostics_add (u->diag, u->file, l->line,
                                 "board %u has an adjusted score (SCORE '%s'%s); "
                                 "the line is left out (expected a CONTRACT played "
                                 "at the table)", l->board,
                                 l->field[F_SCORE] ? l->field[F_SCORE] : "",
                                 l->field[F_CONTRACT] && l->field[F_CONTRACT][0]
                                   ? "" : ", no CONTRACT");
          continue;
        }
      gboolean pairs_ok = TRUE;
      for (guint side = 0; side < 2; side++)
        if (l->field[F_NS + side] == NULL || l->field[F_NS + side][0] == '\0')
          {
            valet_diagnostics_add (u->diag, u->file, l->line,
                                   "traveller line has no %s (expected the pair "
                                   "numbers of both sides)", field_names[F_NS + side]);
            pairs_ok = FALSE;
            break;
          }
      if (!pairs_ok)
        continue;

      ValetPlayFields play = { l->field[F_CONTRACT], l->field[F_PLAYED_BY],
                               l->field[F_TRICKS], l->field[F_LEAD] };
      if (!valet_parse_play_fields (&play, &r, &carried_suit, &src))
        continue;
      for (guint side = 0; side < 2; side++)
        seat_pair (u, by_key, missing, l->field[F_NS + side], side, &r);
      valet_tournament_add_result (u->t, &r);
    }
}

/* The data converted from the encoding its XML declaration names, or
 * NULL when it names none (or UTF-8), or conversion fails. */
static char *
declared_to_utf8 (const char *data, gsize length, gsize *out_length)
{
  gsize head = MIN (length, (gsize) 200);
  g_autofree char *decl = g_strndup (data, head);
  char *enc = strstr (decl, "encoding=");
  if (enc == NULL || (enc[9] != '"' && enc[9] != '\''))
    return NULL;
  char quote = enc[9];
  char *start = enc + 10, *stop = strchr (start, quote);
  if (stop == NULL)
    return NULL;
  *stop = '\0';
  if (g_ascii_strcasecmp (start, "UTF-8") == 0 || g_ascii_strcasecmp (start, "UTF8") == 0)
    return NULL;
  return g_convert (data, (gssize) length, "UTF-8", start, NULL, out_length, NULL);
}

/* GMarkup reads UTF-8 only; older files declare ISO-8859-1 or
 * Windows-1252, and some declare nothing.  Returns converted data, or
 * NULL to use it as it is (UTF-8 already, converted as it was read). */
static char *
to_utf8 (const char *data, gsize length, gsize *out_length,
         const char *file, ValetDiagnostics *diag)
{
  if (g_utf8_validate (data, (gssize) length, NULL))
    return NULL;
  char *declared = declared_to_utf8 (data, length, out_length);
  if (declared != NULL)
    return declared;
  const char *legacy = valet_guess_encoding (data, length);
  char *text = g_convert (data, (gssize) length, "UTF-8", legacy, NULL, out_length, NULL);
  if (text == NULL)
    {
      legacy = "ISO-8859-1";   /* which every byte is */
      text = g_convert (data, (gssize) length, "UTF-8", legacy, NULL, out_length, NULL);
    }
  if (text != NULL)
    valet_diagnostics_warn (diag, file, 0, "is not UTF-8 and declares no other "
                            "encoding; read as %s (expected UTF-8, or an "
                            "encoding=\"...\" declaration)",
                            valet_encoding_label (legacy));
  return text;
}

void
valet_parse_usebio (ValetTournament *t, const char *data, gsize length,
                    const char *file, ValetDiagnostics *diag)
{
  static const GMarkupParser parser = { start_element, end_element, text_cb, NULL, NULL };
  Usebio u = { 0 };
  g_autoptr (GError) error = NULL;
  gsize utf8_length = 0;
  g_autofree char *utf8 = to_utf8 (data, length, &utf8_length, file, diag);

  if (utf8)
    {
      data = utf8;
      length = utf8_length;
    }
  u.t = t;
  u.data = u.cursor = data;
  u.end = data + length;
  u.cursor_line = 1;
  u.file = file;
  u.diag = diag;
  u.participants_depth = -1;
  u.text = g_string_new (NULL);
  u.pairs = g_ptr_array_new_with_free_func (pair_free);
  u.lines = g_ptr_array_new_with_free_func (line_free);
  u.ctx = g_markup_parse_context_new (&parser, 0, &u, NULL);

  if (!g_markup_parse_context_parse (u.ctx, data, (gssize) length, &error)
      || !g_markup_parse_context_end_parse (u.ctx, &error))
    {
      /* GMarkup's messages start with their own position; the line is
       * given as ours. */
      const char *msg = error->message;
      const char *colon = g_str_has_prefix (msg, "Error on line") ? strstr (msg, ": ") : NULL;
      guint line = u.error_line ? u.error_line : current_line (&u);
      valet_diagnostics_add (diag, file, MAX (line, 1),
                             "%s; the lines after it are left out (expected "
                             "well-formed USEBIO XML)", colon ? colon + 2 : msg);
    }
  else if (u.lines->len == 0)
    valet_diagnostics_add (diag, file, 0, "has no traveller lines (expected "
                           "BOARD elements holding TRAVELLER_LINEs)");

  add_lines (&u);
  g_markup_parse_context_free (u.ctx);
  g_string_free (u.text, TRUE);
  if (u.pair)
    pair_free (u.pair);
  if (u.tline)
    line_free (u.tline);
  g_ptr_array_unref (u.pairs);
  g_ptr_array_unref (u.lines);
}
