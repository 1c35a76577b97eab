/* valet-usebio-reader.c: USEBIO traveller lines, read with GMarkup. */
#include "config.h"
#include "valet-usebio-reader.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "valet-adjusted-fields.h"
#include "valet-encoding.h"
#include "valet-result-fields.h"
#include "valet-text-limit.h"

#define MAX_DEPTH 64
/* The most text kept of one element: names and numbers are short, and
 * this bounds the memory one record can take. */
#define MAX_TEXT 4096
/* Lines with bytes that are not UTF-8 named one by one; the rest counted. */
#define MAX_BAD_LINES 10

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

/* What an open element is, for the elements inside it. */
typedef enum {
  K_OTHER = 0,
  K_CLUB,
  K_EVENT,
  K_SESSION,
  K_SECTION,
} Kind;

/* The event's details: the first non-empty text of each element, offered
 * in this order, so that EVENT_DESCRIPTION names the event before TITLE,
 * and VENUE places it before the CLUB_NAME. */
static const struct {
  const char      *element;
  Kind             parent;
  ValetEventDetail detail;
} event_elements[] = {
  { "EVENT_DESCRIPTION", K_EVENT, VALET_EVENT_TITLE },
  { "EVENT_NAME", K_EVENT, VALET_EVENT_TITLE },
  { "TITLE", K_EVENT, VALET_EVENT_TITLE },
  { "DATE", K_EVENT, VALET_EVENT_DATE },
  { "VENUE", K_EVENT, VALET_EVENT_VENUE },
  { "CLUB_NAME", K_CLUB, VALET_EVENT_VENUE },
};
#define N_EVENT_ELEMENTS G_N_ELEMENTS (event_elements)

/* A SESSION or a SECTION. */
typedef struct {
  char       *id;        /* SESSION_NUMBER, SECTION_ID ... as given, or NULL */
  guint       ordinal;   /* 1, 2, ... among its kind */
  GHashTable *hands;     /* of a section: board number -> its deal */
} Scope;

/* Elements that name a team, country or club, the first preferred
 * where several are given: of a PLAYER, or of the PAIR for both. */
static const char *const team_elements[] = { "TEAM_NAME", "NATIONALITY", "COUNTRY", "CLUB_NAME" };
#define NO_TEAM G_N_ELEMENTS (team_elements)
/* The team of the pair as a whole, in Pair.team after its players'. */
#define PAIR_TEAM 2

typedef struct {
  char  *number;
  char  *direction;   /* "NS", "EW" or "" */
  GPtrArray *names;
  guint  line;
  int    session, section;
  guint  n_players;   /* PLAYER elements begun */
  char  *team[3];     /* of its first two PLAYERs, then PAIR_TEAM; or NULL */
  guint  team_pick[3];  /* which of team_elements, NO_TEAM before one */
} Pair;

typedef struct {
  char  *field[N_FIELDS];
  guint  round, board;
  gboolean board_named;   /* inside a BOARD, after its BOARD_NUMBER */
  gboolean board_ok;      /* and it was good */
  guint  line;
  int    session, section;
} Line;

/* Finds the start tags of the data in order, for their lines: GMarkup
 * gives the position where it is, after the tag and often after the
 * white space that follows it.  It only moves forward, so the whole file
 * is scanned once, however long its lines. */
typedef struct {
  const char *pos, *end;
  guint       line;        /* of pos */
  gboolean    has_tag;     /* a tag found and not yet taken */
  const char *tag_name;
  gsize       tag_len;
  guint       tag_line;
} TagScanner;

typedef struct {
  ValetTournament  *t;
  const char       *file;
  ValetDiagnostics *diag;
  GMarkupParseContext *ctx;
  TagScanner  scan;
  guint       error_line;          /* of a problem found in a callback */

  guint    depth;
  guint    round_at[MAX_DEPTH];    /* ROUND_NUMBER in force, by depth */
  int      session_at[MAX_DEPTH];  /* SESSION in force, or -1 */
  int      section_at[MAX_DEPTH];  /* SECTION in force, or -1 */
  Kind     kind_at[MAX_DEPTH];
  guint    line_at[MAX_DEPTH];     /* where each open element starts */
  gboolean seen_root;
  gboolean cancelled;    /* the tournament's cancelled func said stop */
  int      participants_depth;     /* -1 outside PARTICIPANTS */
  GString *text;
  char    *event_text[N_EVENT_ELEMENTS];
  guint    event_line[N_EVENT_ELEMENTS];

  GPtrArray *sessions, *sections;  /* Scope */
  GHashTable *event_hands;         /* deals given outside any section */

  Pair    *pair;                   /* being read */
  int      player_depth;           /* of its PLAYER being read, or -1 */
  GPtrArray *pairs;                /* Pair */
  int      board_depth;            /* of the BOARD being read, or -1 */
  guint    board;
  gboolean board_named, board_ok;
  GPtrArray *hands;                /* the board's HANDs, as text */
  int      hand_depth;             /* of the HAND being read, or -1 */
  char    *hand[5];                /* its DIRECTION, SPADES ... CLUBS */
  Line    *tline;                  /* being read */
  GPtrArray *lines;                /* Line */
} Usebio;

static const char *const hand_fields[5] = { "DIRECTION", "SPADES", "HEARTS", "DIAMONDS", "CLUBS" };

static void
scope_free (gpointer data)
{
  Scope *s = data;
  g_free (s->id);
  g_clear_pointer (&s->hands, g_hash_table_unref);
  g_free (s);
}

static void
pair_free (gpointer data)
{
  Pair *p = data;
  g_free (p->number);
  g_free (p->direction);
  g_ptr_array_unref (p->names);
  for (guint k = 0; k < G_N_ELEMENTS (p->team); k++)
    g_free (p->team[k]);
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

/* ---- where the tags are --------------------------------------------------- */

static void
scan_to (TagScanner *s, const char *to)
{
  const char *p = s->pos, *nl;

  while ((nl = memchr (p, '\n', (gsize) (to - p))) != NULL)
    {
      s->line++;
      p = nl + 1;
    }
  s->pos = to;
}

/* Just after the first @needle at or after @from, or the end. */
static const char *
after (const char *from, const char *end, const char *needle)
{
  gsize len = strlen (needle);

  for (const char *p = from; p < end; p++)
    {
      p = memchr (p, needle[0], (gsize) (end - p));
      if (p == NULL)
        break;
      if ((gsize) (end - p) >= len && memcmp (p, needle, len) == 0)
        return p + len;
    }
  return end;
}

/* Just after the '>' that closes the markup opened at @lt, past quoted
 * attribute values and, in a declaration, nested <...>. */
static const char *
markup_end (const char *lt, const char *end)
{
  char quote = 0;
  guint open = 0;

  for (const char *p = lt; p < end; p++)
    if (quote)
      quote = *p == quote ? 0 : quote;
    else if (*p == '"' || *p == '\'')
      quote = *p;
    else if (*p == '<')
      open++;
    else if (*p == '>' && --open == 0)
      return p + 1;
  return end;
}

static gboolean
starts (const char *p, const char *end, const char *prefix)
{
  gsize len = strlen (prefix);
  return (gsize) (end - p) >= len && memcmp (p, prefix, len) == 0;
}

/* Finds the next start tag; FALSE at the end of the data. */
static gboolean
scan_next_tag (TagScanner *s)
{
  while (s->pos < s->end)
    {
      const char *lt = memchr (s->pos, '<', (gsize) (s->end - s->pos));
      if (lt == NULL)
        {
          scan_to (s, s->end);
          return FALSE;
        }
      scan_to (s, lt);
      if (starts (lt, s->end, "<!--"))
        scan_to (s, after (lt + 4, s->end, "-->"));
      else if (starts (lt, s->end, "<![CDATA["))
        scan_to (s, after (lt + 9, s->end, "]]>"));
      else if (starts (lt, s->end, "<?"))
        scan_to (s, after (lt + 2, s->end, "?>"));
      else if (starts (lt, s->end, "<!") || starts (lt, s->end, "</"))
        scan_to (s, markup_end (lt, s->end));
      else
        {
          const char *p = lt + 1;
          while (p < s->end && !strchr (" \t\r\n/>", *p))
            p++;
          s->tag_name = lt + 1;
          s->tag_len = (gsize) (p - s->tag_name);
          s->tag_line = s->line;
          s->has_tag = TRUE;
          scan_to (s, markup_end (lt, s->end));
          return TRUE;
        }
    }
  return FALSE;
}

/* The line of the start tag of @name, which GMarkup has just read.  A
 * tag the scanner reads otherwise than GMarkup does is skipped, but no
 * tag after GMarkup's own position is taken: its line is given then. */
static guint
element_line (Usebio *u, const char *name)
{
  TagScanner *s = &u->scan;
  int line = 0, ch = 0;
  gsize len = strlen (name);

  g_markup_parse_context_get_position (u->ctx, &line, &ch);
  while (s->has_tag || scan_next_tag (s))
    {
      if (s->tag_line > (guint) line)
        break;
      s->has_tag = FALSE;
      if (s->tag_len == len && memcmp (s->tag_name, name, len) == 0)
        return s->tag_line;
    }
  return (guint) MAX (line, 1);
}

/* ---- reading the elements ------------------------------------------------- */

static const char *
attribute (const char **names, const char **values, const char *const *wanted)
{
  for (guint w = 0; wanted[w]; w++)
    for (guint i = 0; names[i]; i++)
      if (g_ascii_strcasecmp (names[i], wanted[w]) == 0 && values[i][0])
        return values[i];
  return NULL;
}

/* A SESSION or SECTION opens: its index in @list. */
static int
open_scope (GPtrArray *list, const char *id)
{
  Scope *s = g_new0 (Scope, 1);

  s->id = id ? g_strstrip (g_strdup (id)) : NULL;
  s->ordinal = list->len + 1;
  g_ptr_array_add (list, s);
  return (int) list->len - 1;
}

static void
start_scope (Usebio *u, const char *name, const char **attr_names, const char **attr_values)
{
  static const char *const session_ids[] = { "SESSION_ID", "SESSION_NUMBER", "ID", "NUMBER", NULL };
  static const char *const section_ids[] = { "SECTION_ID", "SECTION_NAME", "ID", "NAME", NULL };

  if (strcmp (name, "SESSION") == 0)
    {
      u->kind_at[u->depth] = K_SESSION;
      u->session_at[u->depth] = open_scope (u->sessions,
                                            attribute (attr_names, attr_values, session_ids));
      u->section_at[u->depth] = -1;
    }
  else if (strcmp (name, "SECTION") == 0)
    {
      u->kind_at[u->depth] = K_SECTION;
      u->section_at[u->depth] = open_scope (u->sections,
                                            attribute (attr_names, attr_values, section_ids));
    }
  else if (strcmp (name, "EVENT") == 0)
    u->kind_at[u->depth] = K_EVENT;
  else if (strcmp (name, "CLUB") == 0)
    u->kind_at[u->depth] = K_CLUB;
}

static void
start_record (Usebio *u, const char *name)
{
  if (strcmp (name, "PARTICIPANTS") == 0)
    u->participants_depth = (int) u->depth;
  else if (strcmp (name, "PAIR") == 0 && u->participants_depth >= 0 && u->pair == NULL)
    {
      u->pair = g_new0 (Pair, 1);
      u->pair->names = g_ptr_array_new_with_free_func (g_free);
      u->pair->direction = g_strdup ("");
      u->pair->line = u->line_at[u->depth];
      u->pair->session = u->session_at[u->depth];
      u->pair->section = u->section_at[u->depth];
      for (guint k = 0; k < G_N_ELEMENTS (u->pair->team_pick); k++)
        u->pair->team_pick[k] = NO_TEAM;
    }
  else if (strcmp (name, "PLAYER") == 0 && u->pair != NULL && u->player_depth < 0)
    {
      u->player_depth = (int) u->depth;
      u->pair->n_players++;
    }
  else if (strcmp (name, "BOARD") == 0 && u->participants_depth < 0 && u->board_depth < 0)
    {
      u->board_depth = (int) u->depth;
      u->board = 0;
      u->board_named = u->board_ok = FALSE;
      g_ptr_array_set_size (u->hands, 0);
    }
  else if (strcmp (name, "HAND") == 0 && u->board_depth >= 0 && u->hand_depth < 0)
    {
      u->hand_depth = (int) u->depth;
      for (guint i = 0; i < G_N_ELEMENTS (u->hand); i++)
        g_clear_pointer (&u->hand[i], g_free);
    }
  else if (strcmp (name, "TRAVELLER_LINE") == 0 && u->tline == NULL)
    {
      u->tline = g_new0 (Line, 1);
      u->tline->line = u->line_at[u->depth];
      u->tline->session = u->session_at[u->depth];
      u->tline->section = u->section_at[u->depth];
    }
}

static void
start_element (GMarkupParseContext *ctx, const char *name, const char **attr_names,
               const char **attr_values, gpointer data, GError **error)
{
  Usebio *u = data;
  guint line;

  (void) ctx;
  if (valet_tournament_is_cancelled (u->t))
    {
      u->cancelled = TRUE;
      g_set_error_literal (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                           "cancelled");
      return;
    }
  line = element_line (u, name);
  if (!u->seen_root)
    {
      u->seen_root = TRUE;
      if (strcmp (name, "USEBIO") != 0)
        {
          u->error_line = line;
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                       _("the root element is <%s> (expected <USEBIO>)"), name);
          return;
        }
    }
  if (u->depth + 1 >= MAX_DEPTH)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   _("elements nest more than %u deep (expected a USEBIO file)"),
                   MAX_DEPTH);
      return;
    }
  u->depth++;
  u->round_at[u->depth] = u->round_at[u->depth - 1];
  u->session_at[u->depth] = u->session_at[u->depth - 1];
  u->section_at[u->depth] = u->section_at[u->depth - 1];
  u->kind_at[u->depth] = K_OTHER;
  u->line_at[u->depth] = line;
  g_string_truncate (u->text, 0);

  start_scope (u, name, attr_names, attr_values);
  start_record (u, name);
}

/* A team, country or club of the PLAYER being read, or else of the
 * pair: kept when it is preferred to one given before. */
static void
end_team_field (Usebio *u, guint pick, const char *text)
{
  Pair *p = u->pair;
  guint k = u->player_depth >= 0 ? p->n_players - 1 : PAIR_TEAM;

  if (text[0] == '\0' || k >= G_N_ELEMENTS (p->team) || pick >= p->team_pick[k])
    return;
  g_free (p->team[k]);
  p->team[k] = g_strdup (text);
  p->team_pick[k] = pick;
}

static guint
team_element (const char *name)
{
  for (guint j = 0; j < NO_TEAM; j++)
    if (strcmp (name, team_elements[j]) == 0)
      return j;
  return NO_TEAM;
}

static void
end_pair_field (Usebio *u, const char *name, const char *text)
{
  guint pick = team_element (name);

  if (pick < NO_TEAM)
    end_team_field (u, pick, text);
  else if (strcmp (name, "PLAYER") == 0 && u->player_depth == (int) u->depth)
    u->player_depth = -1;
  else if (strcmp (name, "PAIR_NUMBER") == 0)
    {
      g_free (u->pair->number);
      u->pair->number = g_strdup (text);
    }
  else if (strcmp (name, "DIRECTION") == 0)
    {
      /* NS, N-S, North-South, N; EW and the like: by the first letter. */
      char first = g_ascii_toupper (text[0]);
      g_free (u->pair->direction);
      u->pair->direction = g_strdup (first == 'N' ? "NS" : first == 'E' ? "EW" : "");
    }
  else if (strcmp (name, "PLAYER_NAME") == 0)
    g_ptr_array_add (u->pair->names, g_strdup (text));
}

static void
end_line_field (Usebio *u, const char *name, char **text)
{
  if (strcmp (name, "TRAVELLER_LINE") == 0)
    {
      u->tline->board = u->board;
      u->tline->board_named = u->board_depth >= 0 && u->board_named;
      u->tline->board_ok = u->tline->board_named && u->board_ok;
      if (u->tline->round == 0)
        u->tline->round = u->round_at[u->depth];
      g_ptr_array_add (u->lines, g_steal_pointer (&u->tline));
      return;
    }
  for (guint f = 0; f < N_FIELDS; f++)
    if (strcmp (name, field_names[f]) == 0)
      {
        g_free (u->tline->field[f]);
        u->tline->field[f] = g_steal_pointer (text);
        return;
      }
}

/* A HAND's fields, and the hand itself as one text ("North:AK2.QJ3...")
 * when it closes. */
static void
end_hand_field (Usebio *u, const char *name, const char *text)
{
  if (strcmp (name, "HAND") == 0)
    {
      char *dir = g_ascii_strup (u->hand[0] ? u->hand[0] : "", 1);
      g_ptr_array_add (u->hands, g_strdup_printf ("%s:%s.%s.%s.%s", dir,
                                                  u->hand[1] ? u->hand[1] : "",
                                                  u->hand[2] ? u->hand[2] : "",
                                                  u->hand[3] ? u->hand[3] : "",
                                                  u->hand[4] ? u->hand[4] : ""));
      g_free (dir);
      u->hand_depth = -1;
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (hand_fields); i++)
    if (strcmp (name, hand_fields[i]) == 0)
      {
        g_free (u->hand[i]);
        u->hand[i] = g_ascii_strup (text, -1);
      }
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* A BOARD with HANDs gives the deal of its board number where it stands:
 * in a section, or for every section. */
static void
end_board (Usebio *u)
{
  u->board_depth = -1;
  if (u->hands->len == 0 || !u->board_ok)
    return;
  g_ptr_array_sort (u->hands, compare_strings);
  g_ptr_array_add (u->hands, NULL);
  char *deal = g_strjoinv (" ", (char **) u->hands->pdata);
  g_ptr_array_set_size (u->hands, 0);

  int section = u->section_at[u->depth];
  GHashTable **hands = section >= 0
                       ? &((Scope *) g_ptr_array_index (u->sections, section))->hands
                       : &u->event_hands;
  if (*hands == NULL)
    *hands = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  if (g_hash_table_contains (*hands, GUINT_TO_POINTER (u->board)))
    g_free (deal);   /* the first one given is kept */
  else
    g_hash_table_insert (*hands, GUINT_TO_POINTER (u->board), deal);
}

static void
end_board_number (Usebio *u, const char *text)
{
  u->board_named = TRUE;
  u->board_ok = valet_field_number (text, VALET_MAX_BOARD, &u->board) && u->board > 0;
  if (!u->board_ok)
    valet_diagnostics_add (u->diag, u->file, u->line_at[u->depth],
                           _("BOARD_NUMBER '%s' is not a number from 1 to %u; "
                             "the board's lines are left out (expected the "
                             "board's number)"), text, VALET_MAX_BOARD);
}

static void
end_round_number (Usebio *u, const char *text)
{
  guint round;

  if (valet_field_number (text, VALET_MAX_ROUND, &round) && round > 0)
    u->round_at[u->depth - 1] = round;   /* for the parent element */
  else
    valet_diagnostics_add (u->diag, u->file, u->line_at[u->depth],
                           _("ROUND_NUMBER '%s' is not a number from 1 to %u "
                             "(expected the round's number)"), text, VALET_MAX_ROUND);
  if (u->tline)
    u->tline->round = u->round_at[u->depth - 1];
}

/* Elements that describe the event, a session or a section. */
static void
end_detail (Usebio *u, const char *name, const char *text)
{
  Kind parent = u->kind_at[u->depth - 1];

  if (parent == K_SESSION || parent == K_SECTION)
    {
      GPtrArray *list = parent == K_SESSION ? u->sessions : u->sections;
      /* The parent's scope: an element that is itself a SESSION or a
       * SECTION (one nested in the other, in a damaged file) has its own
       * at its depth, a SESSION none for the section it sits in. */
      int index = parent == K_SESSION ? u->session_at[u->depth - 1]
                                      : u->section_at[u->depth - 1];
      if (index < 0 || (guint) index >= list->len)
        return;
      Scope *scope = g_ptr_array_index (list, index);
      if (scope->id == NULL && text[0]
          && (g_str_has_suffix (name, "_ID") || g_str_has_suffix (name, "_NUMBER")
              || g_str_has_suffix (name, "_NAME") || g_str_has_suffix (name, "_LETTER"))
          && g_str_has_prefix (name, parent == K_SESSION ? "SESSION_" : "SECTION_"))
        scope->id = g_strdup (text);
      return;
    }
  for (guint i = 0; i < N_EVENT_ELEMENTS; i++)
    if (parent == event_elements[i].parent && u->event_text[i] == NULL && text[0]
        && strcmp (name, event_elements[i].element) == 0)
      {
        u->event_text[i] = g_strdup (text);
        u->event_line[i] = u->line_at[u->depth];
      }
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
    end_round_number (u, text);
  else if (u->pair)
    {
      if (strcmp (name, "PAIR") == 0)
        g_ptr_array_add (u->pairs, g_steal_pointer (&u->pair));
      else
        end_pair_field (u, name, text);
    }
  else if (u->tline)
    end_line_field (u, name, &text);
  else if (u->hand_depth >= 0)
    end_hand_field (u, name, text);
  else if (u->board_depth == (int) u->depth)
    end_board (u);
  else if (strcmp (name, "BOARD_NUMBER") == 0 && u->board_depth >= 0)
    end_board_number (u, text);
  else if (strcmp (name, "PARTICIPANTS") == 0)
    u->participants_depth = -1;
  else
    end_detail (u, name, text);
  u->depth--;
}

static void
text_cb (GMarkupParseContext *ctx, const char *text, gsize len, gpointer data,
         GError **error)
{
  Usebio *u = data;
  (void) ctx;
  (void) error;
  if (u->text->len >= MAX_TEXT)
    return;
  /* Cut at a character's start, so that the text stays UTF-8. */
  const char *stop = text + MIN (len, (gsize) MAX_TEXT - u->text->len);
  if (stop < text + len)
    stop = g_utf8_find_prev_char (text, stop + 1);
  g_string_append_len (u->text, text, stop ? stop - text : 0);
}

/* GMarkup hands CDATA sections over as they stand: their content is
 * text (a name written <![CDATA[O'Brien & Co]]>, say). */
static void
passthrough_cb (GMarkupParseContext *ctx, const char *text, gsize len, gpointer data,
                GError **error)
{
  static const char open[] = "<![CDATA[", close[] = "]]>";

  if (len >= sizeof open - 1 + sizeof close - 1 && memcmp (text, open, sizeof open - 1) == 0
      && memcmp (text + len - (sizeof close - 1), close, sizeof close - 1) == 0)
    text_cb (ctx, text + sizeof open - 1, len - (sizeof open - 1) - (sizeof close - 1),
             data, error);
}

/* ---- adjusted scores ------------------------------------------------------ */

gboolean
valet_usebio_parse_adjusted_score (const char *score, guint *ns_percent, guint *ew_percent)
{
  g_autofree char *s = g_strstrip (g_strdup (score ? score : ""));
  gsize len = strlen (s);
  guint digits[4], n = 0;

  if (g_ascii_toupper (s[0]) != 'A' || (len != 5 && len != 6))
    return FALSE;
  for (gsize i = 1; i < len; i++)
    if (g_ascii_isdigit (s[i]) && n < 4)
      digits[n++] = (guint) (s[i] - '0');
    else if (!(len == 6 && i == 3 && (s[i] == '/' || s[i] == '-')))
      return FALSE;
  if (n != 4)
    return FALSE;
  *ns_percent = digits[0] * 10 + digits[1];
  *ew_percent = digits[2] * 10 + digits[3];
  return TRUE;
}

static gboolean
is_adjusted (const Line *l)
{
  const char *score = l->field[F_SCORE];
  return score && g_ascii_toupper (score[0]) == 'A';
}

static gboolean
not_played (const Line *l)
{
  const char *c = l->field[F_CONTRACT];
  return c == NULL || c[0] == '\0' || strcmp (c, "-") == 0
         || g_ascii_strcasecmp (c, "NP") == 0 || g_ascii_strcasecmp (c, "NOT PLAYED") == 0;
}

/* Adjusted lines that are not an artificial score of two percentages
 * ("A+", "AVE"), and unplayed lines: warned about, to be left out. */
static gboolean
report_unscored (Usebio *u, const Line *l)
{
  if (is_adjusted (l))
    {
      valet_diagnostics_warn (u->diag, u->file, l->line,
                              _("board %u has an adjusted score (SCORE '%s'), "
                                "which is not counted yet; the line is left out "
                                "(expected a CONTRACT played at the table, or an "
                                "artificial score such as A6040: NS 60%%, EW 40%%)"),
                              l->board, l->field[F_SCORE]);
      return TRUE;
    }
  if (not_played (l))
    {
      valet_diagnostics_warn (u->diag, u->file, l->line,
                              _("board %u was not played at this table (CONTRACT "
                                "'%s'); the line is left out (expected a CONTRACT, "
                                "or an adjusted SCORE such as A6040)"), l->board,
                              l->field[F_CONTRACT] ? l->field[F_CONTRACT] : "");
      return TRUE;
    }
  return FALSE;
}

/* ---- sessions, sections and deals ----------------------------------------- */

/* The id of a session or section, or "#3" for the third of its kind
 * when it has none of its own; "" for none (@index < 0). */
static char *
scope_key (GPtrArray *list, int index)
{
  if (index < 0)
    return g_strdup ("");
  const Scope *s = g_ptr_array_index (list, index);
  return s->id ? g_strdup (s->id) : g_strdup_printf ("#%u", s->ordinal);
}

/* "session/section" of a pair or a line; @section < 0 for none, and
 * then @session may be a session, or -1 too. */
static char *
place_key (Usebio *u, int session, int section)
{
  g_autofree char *sess = scope_key (u->sessions, session);
  g_autofree char *sect = scope_key (u->sections, section);
  return g_strdup_printf ("%s/%s", sess, sect);
}

/* Which deal of its board number line @l plays: 0, the deal every
 * section plays, unless the hands of its section give another; the other
 * deals of a board number are 1, 2 ... in file order.  The first deal
 * given for a board is 0 when no hands are given outside the sections. */
static guint
deal_of (Usebio *u, GHashTable *deals, GHashTable *n_deals, const Line *l)
{
  GHashTable *hands = l->section >= 0
                      ? ((Scope *) g_ptr_array_index (u->sections, l->section))->hands : NULL;
  gpointer board = GUINT_TO_POINTER (l->board), found;
  const char *deal = hands ? g_hash_table_lookup (hands, board) : NULL;
  const char *common = u->event_hands ? g_hash_table_lookup (u->event_hands, board) : NULL;

  if (deal == NULL || (common && strcmp (deal, common) == 0))
    return 0;
  char *key = g_strdup_printf ("%u|%s", l->board, deal);
  if (g_hash_table_lookup_extended (deals, key, NULL, &found))
    {
      g_free (key);
      return GPOINTER_TO_UINT (found);
    }
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (n_deals, board));
  if (n == 0 && common)
    n = 1;
  g_hash_table_insert (deals, key, GUINT_TO_POINTER (n));
  g_hash_table_insert (n_deals, board, GUINT_TO_POINTER (n + 1));
  return n;
}

typedef struct {
  int   session;
  guint deal, round;
} DealRound;

static int
compare_deal_rounds (gconstpointer a, gconstpointer b)
{
  const DealRound *x = a, *y = b;
  if (x->session != y->session)
    return x->session < y->session ? -1 : 1;
  if (x->deal != y->deal)
    return x->deal < y->deal ? -1 : 1;
  return x->round < y->round ? -1 : x->round > y->round ? 1 : 0;
}

/* The (session, deal, round) of every line, in file order; whether they
 * are all of one session and the common deals. */
static GArray *
deal_rounds (Usebio *u, gboolean *one_kind)
{
  g_autoptr (GHashTable) deals = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) n_deals = g_hash_table_new (g_direct_hash, g_direct_equal);
  GArray *keys = g_array_sized_new (FALSE, FALSE, sizeof (DealRound), u->lines->len);

  *one_kind = TRUE;
  for (guint i = 0; i < u->lines->len; i++)
    {
      const Line *l = g_ptr_array_index (u->lines, i);
      DealRound d = { l->session, deal_of (u, deals, n_deals, l), l->round ? l->round : 1 };
      if (i > 0)
        *one_kind = *one_kind && d.deal == 0
                    && d.session == g_array_index (keys, DealRound, 0).session;
      else
        *one_kind = d.deal == 0;
      g_array_append_val (keys, d);
    }
  return keys;
}

/* The rounds of the lines: as given when they all play the same deals;
 * otherwise each (session, deal, round) in turn from 1, so that
 * different deals are never one board. */
static void
number_rounds (Usebio *u)
{
  gboolean one_kind;
  g_autoptr (GArray) keys = deal_rounds (u, &one_kind);
  g_autoptr (GArray) sorted = NULL;

  if (one_kind)
    return;
  sorted = g_array_copy (keys);
  g_array_sort (sorted, compare_deal_rounds);
  guint n = 0;
  for (guint i = 0; i < sorted->len; i++)
    if (n == 0 || compare_deal_rounds (&g_array_index (sorted, DealRound, n - 1),
                                       &g_array_index (sorted, DealRound, i)) != 0)
      g_array_index (sorted, DealRound, n++) = g_array_index (sorted, DealRound, i);
  for (guint i = 0; i < u->lines->len; i++)
    {
      Line *l = g_ptr_array_index (u->lines, i);
      const DealRound *at = bsearch (&g_array_index (keys, DealRound, i), sorted->data, n,
                                     sizeof (DealRound), compare_deal_rounds);
      l->round = (guint) (at - (const DealRound *) sorted->data) + 1;
    }
}

/* ---- resolving pairs ------------------------------------------------------ */

typedef struct {
  GHashTable *pairs;          /* "place|direction:number" -> Pair */
  GHashTable *listed_by_direction;   /* places whose PARTICIPANTS give directions */
  GHashTable *played_by_direction;   /* places where a number plays both sides of a board */
  GHashTable *placeholders;   /* placeholder key -> guint[2], its players */
  GHashTable *next_tag;       /* placeholder tag stem -> the number to try next */
  guint8      carried_suit;
} Resolver;

static gboolean
has_value (const char *s)
{
  return s != NULL && s[0] != '\0';
}

/* Where pairs are numbered by direction: where PARTICIPANTS give pairs a
 * DIRECTION, and where a number plays on both sides of one board (NS 1
 * and EW 1 of a Mitchell; in a Howell pair 1 sits NS at one table of a
 * board, never at two). */
static void
find_direction_places (Usebio *u, Resolver *res)
{
  g_autoptr (GHashTable) ns_seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < u->pairs->len; i++)
    {
      const Pair *p = g_ptr_array_index (u->pairs, i);
      if (p->direction[0])
        g_hash_table_add (res->listed_by_direction, place_key (u, p->session, p->section));
    }
  for (guint side = 0; side < 2; side++)
    for (guint i = 0; i < u->lines->len; i++)
      {
        const Line *l = g_ptr_array_index (u->lines, i);
        if (!has_value (l->field[F_NS + side]))
          continue;
        g_autofree char *place = place_key (u, l->session, l->section);
        char *key = g_strdup_printf ("%s|%u|%u|%s", place, l->round, l->board,
                                     l->field[F_NS + side]);
        if (side == 0)
          g_hash_table_add (ns_seen, key);
        else
          {
            if (g_hash_table_contains (ns_seen, key))
              g_hash_table_add (res->played_by_direction, g_steal_pointer (&place));
            g_free (key);
          }
      }
}

/* The places a line's pairs are looked for in: its section, its session,
 * the event.  Returns how many (distinct) there are. */
static guint
line_places (Usebio *u, const Line *l, char *places[3])
{
  int scopes[3][2] = { { l->session, l->section }, { l->session, -1 }, { -1, -1 } };
  guint n = 0;

  for (guint k = 0; k < 3; k++)
    if (k == 0 || scopes[k][0] != scopes[k - 1][0] || scopes[k][1] != scopes[k - 1][1])
      places[n++] = place_key (u, scopes[k][0], scopes[k][1]);
  return n;
}

/* The pair @number on @side of line @l, from PARTICIPANTS: of its
 * section, else of its session, else of the event; with the side's
 * direction, else without one, else (a Howell whose pairs are given the
 * direction they started in) the one pair of that number, unless the
 * travellers show that numbers go by direction there. */
static Pair *
find_pair (Usebio *u, Resolver *res, const Line *l, guint side, const char *number)
{
  char *places[3];
  guint n = line_places (u, l, places);
  Pair *pair = NULL;

  for (guint k = 0; k < n && pair == NULL; k++)
    for (guint d = 0; d < 3 && pair == NULL; d++)
      {
        if (d == 2 && g_hash_table_contains (res->played_by_direction, places[k]))
          break;
        g_autofree char *key = g_strdup_printf ("%s|%s:%s", places[k],
                                                d == 0 ? (side ? "EW" : "NS") : d == 1 ? "" : "*",
                                                number);
        pair = g_hash_table_lookup (res->pairs, key);
      }
  for (guint k = 0; k < n; k++)
    g_free (places[k]);
  return pair;
}

/* The team of @pair's player @k (0 or 1) onto @player, unless it has
 * one: the player's own, else the pair's. */
static void
offer_team (Usebio *u, const Pair *pair, guint k, guint player)
{
  const char *team = pair->team[k] ? pair->team[k] : pair->team[PAIR_TEAM];

  if (team && valet_tournament_player_team (u->t, player) == NULL)
    {
      valet_tournament_set_player_team (u->t, player, team);
      /* The pair's team is said once, with its first player. */
      if (pair->team[k] || k == 0)
        valet_text_warn_long (VALET_TEXT_TEAM, team, u->diag, u->file, pair->line);
    }
}

/* The players of @pair by their names into @r; FALSE when it has fewer
 * than two. */
static gboolean
named_players (Usebio *u, const Pair *pair, guint side, ValetResult *r)
{
  if (pair == NULL || pair->names->len < 2)
    return FALSE;
  ValetFieldSource src = { u->file, pair->line, u->diag };
  for (guint k = 0; k < 2; k++)
    {
      if (!valet_player_for_name (u->t, g_ptr_array_index (pair->names, k), &src,
                                  &r->player[side + 2 * k]))
        return FALSE;
      offer_team (u, pair, k, r->player[side + 2 * k]);
    }
  return TRUE;
}

/* "7 NS of section A", for messages, and "A7 NS", for names: the
 * section, the number and, where numbers go by direction and this one
 * does not say it, the direction; the session when there are several. */
static void
describe_pair (Usebio *u, const Line *l, guint side, const char *number,
               gboolean by_direction, char **what, char **label)
{
  const char *dir = side ? "EW" : "NS";
  gboolean say_dir = by_direction && !g_str_has_suffix (number, dir)
                     && !g_str_has_suffix (number, side ? "ew" : "ns");
  g_autofree char *sect = l->section >= 0 ? scope_key (u->sections, l->section) : NULL;
  g_autofree char *sess = u->sessions->len > 1 && l->session >= 0
                          ? scope_key (u->sessions, l->session) : NULL;
  GString *w = g_string_new (number), *n = g_string_new (NULL);

  /* A section known only by its place ("#2") is "2." in names. */
  if (sect)
    g_string_append_printf (n, sect[0] == '#' ? "%s." : "%s", sect[0] == '#' ? sect + 1 : sect);
  g_string_append (n, number);
  if (say_dir)
    {
      g_string_append_printf (w, " %s", dir);
      g_string_append_printf (n, " %s", dir);
    }
  if (sect)
    {
      /* Translators: a pair's number, "7 NS", then its section. */
      g_autofree char *of = g_strdup_printf (_("%s of section %s"), w->str, sect);
      g_string_assign (w, of);
    }
  if (sess)
    {
      /* Translators: a pair's number, "7 NS of section A", then its session. */
      g_autofree char *of = g_strdup_printf (_("%s of session %s"), w->str, sess);
      g_string_assign (w, of);
      g_string_append_printf (n, " S%s", sess);
    }
  *what = g_string_free (w, FALSE);
  *label = g_string_free (n, FALSE);
}

/* A tag no player has yet: @stem, else "@stem (2)" ...  The number to
 * try next is kept for each stem (@next), so that many pairs whose
 * labels read alike do not each try every number before theirs. */
static char *
free_tag (ValetTournament *t, GHashTable *next, const char *stem)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (next, stem));
  char *tag = n ? g_strdup_printf ("%s (%u)", stem, n) : g_strdup (stem);

  for (n = MAX (n, 1); valet_tournament_lookup_player (t, tag, NULL); )
    {
      g_free (tag);
      tag = g_strdup_printf ("%s (%u)", stem, ++n);
    }
  g_hash_table_insert (next, g_strdup (stem), GUINT_TO_POINTER (n + 1));
  return tag;
}

/* "A7 NS" as a tag: "A7NS", then "a" or "b". */
static char *
placeholder_stem (const char *label, guint k)
{
  GString *stem = g_string_new (NULL);

  for (const char *p = label; *p; p++)
    if (*p != ' ')
      g_string_append_c (stem, *p);
  g_string_append_c (stem, "ab"[k]);
  return g_string_free (stem, FALSE);
}

/* Two players for a pair known only by its number, said once. */
static guint *
make_placeholders (Usebio *u, Resolver *res, const Line *l, guint side, const char *number,
                   gboolean by_direction, const Pair *pair)
{
  g_autofree char *what = NULL, *label = NULL;
  guint *players = g_new (guint, 2);
  guint line = pair ? pair->line : l->line;
  char *name[2];

  describe_pair (u, l, side, number, by_direction, &what, &label);
  gboolean digit = label[0] && g_ascii_isdigit (label[strlen (label) - 1]);
  for (guint k = 0; k < 2; k++)
    {
      g_autofree char *stem = placeholder_stem (label, k);
      g_autofree char *tag = free_tag (u->t, res->next_tag, stem);
      name[k] = g_strdup_printf ("Pair %s%s%c", label, digit ? "" : " ", "ab"[k]);
      players[k] = valet_player_for_tag (u->t, tag, name[k], line);
    }
  valet_diagnostics_warn (u->diag, u->file, line,
                          pair
                          /* Translators: the pair, "7 NS of section A", its two
                           * players' names, then its number. */
                          ? _("pair %s has fewer than two player names; its players are "
                              "called '%s' and '%s' (expected a PAIR with PAIR_NUMBER %s "
                              "and two PLAYER_NAMEs in PARTICIPANTS)")
                          /* Translators: the pair, "7 NS of section A", its two
                           * players' names, then its number. */
                          : _("pair %s has no entry in PARTICIPANTS; its players are "
                              "called '%s' and '%s' (expected a PAIR with PAIR_NUMBER %s "
                              "and two PLAYER_NAMEs in PARTICIPANTS)"),
                          what, name[0], name[1], number);
  g_free (name[0]);
  g_free (name[1]);
  return players;
}

/* The placeholders of pair @number on @side of @l into @r: one pair of
 * them for each place, direction (where numbers go by direction) and
 * number, made on first sight. */
static void
placeholder_players (Usebio *u, Resolver *res, const Line *l, guint side,
                     const Pair *pair, ValetResult *r)
{
  const char *number = l->field[F_NS + side];
  g_autofree char *place = place_key (u, l->session, l->section);
  gboolean by_direction = FALSE;
  char *places[3];
  guint n = line_places (u, l, places);

  for (guint k = 0; k < n; k++)
    {
      by_direction = by_direction
                     || g_hash_table_contains (res->listed_by_direction, places[k])
                     || g_hash_table_contains (res->played_by_direction, places[k]);
      g_free (places[k]);
    }
  char *key = g_strdup_printf ("%s|%s:%s", place, by_direction ? (side ? "EW" : "NS") : "",
                               number);
  guint *players = g_hash_table_lookup (res->placeholders, key);

  if (players == NULL)
    {
      players = make_placeholders (u, res, l, side, number, by_direction, pair);
      g_hash_table_insert (res->placeholders, key, players);
      for (guint k = 0; pair && k < 2; k++)
        offer_team (u, pair, k, players[k]);
    }
  else
    g_free (key);
  r->player[side] = players[0];
  r->player[side + 2] = players[1];
}

/* ---- the lines ------------------------------------------------------------ */

/* The contract, declarer, tricks and lead of @l into @r.  A lead that is
 * not a card is a warning, and the result is kept without it. */
static gboolean
read_play (Usebio *u, const Line *l, ValetResult *r, guint8 *carried_suit)
{
  ValetFieldSource src = { u->file, l->line, u->diag };
  const char *contract = l->field[F_CONTRACT];
  ValetPlayFields play = { contract,
                           l->field[F_PLAYED_BY], l->field[F_TRICKS], NULL };
  const char *lead = l->field[F_LEAD];
  guint suit, rank;

  if (!valet_parse_play_fields (&play, r, carried_suit, &src))
    return FALSE;
  /* A passed-out board has no lead; "-" and "?" say there was none. */
  if (r->level == 0 || !valet_field_given (lead))
    return TRUE;
  if (valet_parse_lead_any_order (lead, &suit, &rank))
    {
      r->lead_rank = (guint8) rank;
      r->lead_suit = (guint8) suit;
      *carried_suit = (guint8) suit;
    }
  else
    valet_diagnostics_warn (u->diag, u->file, l->line,
                            _("lead '%s' is not a card; the result is kept without "
                              "a lead (expected a suit S, H, D or C and a rank A, "
                              "K, Q, J, T or 9-2, either way round, e.g. SA, H7 "
                              "or 7H)"), lead);
  return TRUE;
}

/* Board, scores, pair numbers and play of @l into @r; FALSE, after
 * saying why, for a line that is left out. */
static gboolean
read_line (Usebio *u, Resolver *res, const Line *l, ValetResult *r)
{
  if (!l->board_named)
    valet_diagnostics_add (u->diag, u->file, l->line,
                           _("traveller line outside a board; it is left out "
                             "(expected it inside a BOARD after its BOARD_NUMBER)"));
  if (!l->board_ok)
    return FALSE;   /* a bad BOARD_NUMBER was reported where it stands */
  r->round = l->round ? l->round : 1;
  r->board = l->board;
  r->line = l->line;
  /* SCORE "A6040": an artificial score, NS 60 % and EW 40 %, whatever
   * the CONTRACT says (Compscore3 writes none). */
  guint ns, ew;
  gboolean artificial = is_adjusted (l)
                        && valet_usebio_parse_adjusted_score (l->field[F_SCORE], &ns, &ew);
  if (!artificial && report_unscored (u, l))
    return FALSE;
  for (guint side = 0; side < 2; side++)
    if (!has_value (l->field[F_NS + side]))
      {
        /* Translators: %s is USEBIO's element, NS_PAIR_NUMBER or EW_PAIR_NUMBER. */
        valet_diagnostics_add (u->diag, u->file, l->line, _("traveller line has no %s "
                                                            "(expected the pair numbers "
                                                            "of both sides)"),
                               field_names[F_NS + side]);
        return FALSE;
      }
  if (artificial)
    {
      valet_result_set_artificial (r, ns, ew);
      r->lead_suit = res->carried_suit;   /* as after a line without a lead */
      return TRUE;
    }
  return read_play (u, l, r, &res->carried_suit);
}

typedef struct {
  ValetResult  r;
  const Line  *line;
  const Pair  *pair[2];       /* as found in PARTICIPANTS, or NULL */
  gboolean     named[2];      /* its players are known by name */
} Pending;

/* The first pair given for a key is kept. */
static void
add_pair_key (GHashTable *pairs, char *key, Pair *p)
{
  if (g_hash_table_contains (pairs, key))
    g_free (key);
  else
    g_hash_table_insert (pairs, key, p);
}

static void
resolver_init (Usebio *u, Resolver *res)
{
  res->pairs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  res->listed_by_direction = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  res->played_by_direction = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  res->placeholders = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  res->next_tag = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  res->carried_suit = VALET_SPADES;
  for (guint i = 0; i < u->pairs->len; i++)
    {
      Pair *p = g_ptr_array_index (u->pairs, i);
      if (p->number == NULL)
        continue;
      g_autofree char *place = place_key (u, p->session, p->section);
      add_pair_key (res->pairs, g_strdup_printf ("%s|%s:%s", place, p->direction, p->number), p);
      /* "*": the pair of this number in whichever direction, while it is
       * the only one; a second makes it NULL. */
      char *any = g_strdup_printf ("%s|*:%s", place, p->number);
      if (g_hash_table_contains (res->pairs, any))
        g_hash_table_insert (res->pairs, any, NULL);
      else
        g_hash_table_insert (res->pairs, any, p);
    }
  find_direction_places (u, res);
}

static void
resolver_clear (Resolver *res)
{
  g_hash_table_unref (res->pairs);
  g_hash_table_unref (res->listed_by_direction);
  g_hash_table_unref (res->played_by_direction);
  g_hash_table_unref (res->placeholders);
  g_hash_table_unref (res->next_tag);
}

/* Every line, in file order.  The players known by name are all added
 * before any placeholder, so that a placeholder's tag is never a name
 * of the file. */
static void
add_lines (Usebio *u)
{
  g_autoptr (GArray) pending = g_array_new (FALSE, TRUE, sizeof (Pending));
  Resolver res;

  number_rounds (u);
  resolver_init (u, &res);
  for (guint i = 0; i < u->lines->len; i++)
    {
      Pending p = { .line = g_ptr_array_index (u->lines, i) };
      if (!read_line (u, &res, p.line, &p.r))
        {
          valet_tournament_count_left_out (u->t, 1);
          continue;
        }
      for (guint side = 0; side < 2; side++)
        {
          p.pair[side] = find_pair (u, &res, p.line, side, p.line->field[F_NS + side]);
          p.named[side] = named_players (u, p.pair[side], side, &p.r);
        }
      g_array_append_val (pending, p);
    }
  for (guint i = 0; i < pending->len; i++)
    {
      Pending *p = &g_array_index (pending, Pending, i);
      for (guint side = 0; side < 2; side++)
        if (!p->named[side])
          placeholder_players (u, &res, p->line, side, p->pair[side], &p->r);
      valet_tournament_add_result (u->t, &p->r);
    }
  resolver_clear (&res);
}

static void
offer_event (Usebio *u)
{
  for (guint i = 0; i < N_EVENT_ELEMENTS; i++)
    if (u->event_text[i]
        && valet_tournament_offer_event (u->t, event_elements[i].detail, u->event_text[i]))
      valet_text_warn_long ((ValetTextKind) event_elements[i].detail, u->event_text[i],
                            u->diag, u->file, u->event_line[i]);
}

/* ---- character encoding --------------------------------------------------- */

/* The encoding the XML declaration names, or NULL. */
static char *
declared_encoding (const char *data, gsize length)
{
  gsize head = MIN (length, (gsize) 256);
  g_autofree char *decl = g_strndup (data, head);
  char *close = strstr (decl, "?>");

  if (!g_str_has_prefix (decl, "<?xml") || close == NULL)
    return NULL;
  *close = '\0';
  char *enc = strstr (decl, "encoding");
  if (enc == NULL)
    return NULL;
  enc += strlen ("encoding");
  while (*enc == ' ' || *enc == '\t' || *enc == '\r' || *enc == '\n' || *enc == '=')
    enc++;
  char quote = *enc;
  char *stop = quote == '"' || quote == '\'' ? strchr (enc + 1, quote) : NULL;
  return stop ? g_strndup (enc + 1, (gsize) (stop - enc - 1)) : NULL;
}

static gboolean
is_utf8_name (const char *charset)
{
  return g_ascii_strcasecmp (charset, "UTF-8") == 0 || g_ascii_strcasecmp (charset, "UTF8") == 0;
}

static void
warn_bad_byte (const char *file, ValetDiagnostics *diag, guint line, guchar byte)
{
  valet_diagnostics_warn (diag, file, line,
                          _("byte 0x%02X is not UTF-8, though the file declares "
                            "UTF-8; it is read as U+FFFD, and the rest of the file "
                            "as UTF-8 (expected UTF-8 throughout, as declared)"), byte);
}

static guint
count_lines (const char *from, const char *to)
{
  guint n = 0;

  for (const char *nl; (nl = memchr (from, '\n', (gsize) (to - from))) != NULL; from = nl + 1)
    n++;
  return n;
}

/* Whether @data is UTF-8 but for NUL bytes, which are dealt with apart. */
static gboolean
is_utf8_but_nuls (const char *data, gsize length)
{
  const char *p = data, *end = data + length, *stop;

  while (!g_utf8_validate_len (p, (gsize) (end - p), &stop))
    {
      if (*stop != '\0')
        return FALSE;
      p = stop + 1;
    }
  return TRUE;
}

/* A file that says it is UTF-8 but has a stray byte that is not: each
 * such byte made U+FFFD, with a warning naming its line, and the rest
 * kept as it is, rather than the whole file read in a guessed encoding
 * (which would spoil every name written right).  NUL bytes are kept. */
static char *
repair_utf8 (const char *data, gsize length, gsize *out_length,
             const char *file, ValetDiagnostics *diag)
{
  GString *out = g_string_sized_new (length + 16);
  const char *p = data, *end = data + length;
  guint line = 1, last_bad = 0, n_bad_lines = 0;

  while (p < end)
    {
      const char *stop = p;
      gboolean valid = g_utf8_validate_len (p, (gsize) (end - p), &stop);
      g_string_append_len (out, p, stop - p);
      line += count_lines (p, stop);
      if (valid)
        break;
      p = stop + 1;
      if (*stop == '\0')
        {
          g_string_append_c (out, '\0');
          continue;
        }
      if (line != last_bad && ++n_bad_lines <= MAX_BAD_LINES)
        warn_bad_byte (file, diag, line, (guchar) *stop);
      last_bad = line;
      g_string_append (out, "\xEF\xBF\xBD");
    }
  if (n_bad_lines > MAX_BAD_LINES)
    valet_diagnostics_warn (diag, file, 0, _("has bytes that are not UTF-8 on %u more "
                                             "lines, read as U+FFFD (expected UTF-8 "
                                             "throughout, as declared)"),
                            n_bad_lines - MAX_BAD_LINES);
  *out_length = out->len;
  return g_string_free (out, FALSE);
}

/* NUL bytes, which no XML text can hold (and which GMarkup does not take
 * well), as U+FFFD, with a warning naming their lines. */
static char *
replace_nuls (const char *data, gsize length, gsize *out_length,
              const char *file, ValetDiagnostics *diag)
{
  GString *out = g_string_sized_new (length + 16);
  const char *p = data, *end = data + length, *nul;
  guint line = 1, last = 0, n_lines = 0;

  while ((nul = memchr (p, '\0', (gsize) (end - p))) != NULL)
    {
      g_string_append_len (out, p, nul - p);
      line += count_lines (p, nul);
      if (line != last && ++n_lines <= MAX_BAD_LINES)
        valet_diagnostics_warn (diag, file, line, _("has a NUL byte, read as U+FFFD "
                                                    "(expected text: XML holds no NUL "
                                                    "bytes)"));
      last = line;
      g_string_append (out, "\xEF\xBF\xBD");
      p = nul + 1;
    }
  g_string_append_len (out, p, end - p);
  if (n_lines > MAX_BAD_LINES)
    valet_diagnostics_warn (diag, file, 0, _("has NUL bytes on %u more lines, read as "
                                             "U+FFFD (expected text: XML holds no NUL "
                                             "bytes)"), n_lines - MAX_BAD_LINES);
  *out_length = out->len;
  return g_string_free (out, FALSE);
}

/* GMarkup reads UTF-8 only; older files declare ISO-8859-1 or
 * Windows-1252, and some declare nothing.  Returns converted data, or
 * NULL to use it as it is (UTF-8 already, converted as it was read).
 * @bom: the file starts with a UTF-8 byte order mark, which says UTF-8
 * as a declaration does. */
static char *
to_utf8 (const char *data, gsize length, gboolean bom, gsize *out_length,
         const char *file, ValetDiagnostics *diag)
{
  if (is_utf8_but_nuls (data, length))
    return NULL;
  g_autofree char *declared = declared_encoding (data, length);
  if (bom || (declared && is_utf8_name (declared)))
    return repair_utf8 (data, length, out_length, file, diag);
  if (declared)
    {
      char *text = g_convert (data, (gssize) length, "UTF-8", declared, NULL, out_length, NULL);
      if (text)
        return text;
    }
  const char *legacy = valet_guess_encoding (data, length);
  char *text = g_convert (data, (gssize) length, "UTF-8", legacy, NULL, out_length, NULL);
  if (text == NULL)
    {
      legacy = "ISO-8859-1";   /* which every byte is */
      text = g_convert (data, (gssize) length, "UTF-8", legacy, NULL, out_length, NULL);
    }
  if (text != NULL)
    valet_diagnostics_warn (diag, file, 0, _("is not UTF-8 and declares no other "
                                             "encoding; read as %s (expected UTF-8, or an "
                                             "encoding=\"...\" declaration)"),
                            valet_encoding_label (legacy));
  return text;
}

/* ---- the file ------------------------------------------------------------- */

static void
usebio_init (Usebio *u, ValetTournament *t, const char *data, gsize length,
             const char *file, ValetDiagnostics *diag)
{
  static const GMarkupParser parser = { start_element, end_element, text_cb,
                                        passthrough_cb, NULL };

  u->t = t;
  u->scan.pos = data;
  u->scan.end = data + length;
  u->scan.line = 1;
  u->file = file;
  u->diag = diag;
  u->session_at[0] = u->section_at[0] = -1;
  u->participants_depth = u->board_depth = u->hand_depth = u->player_depth = -1;
  u->text = g_string_new (NULL);
  u->sessions = g_ptr_array_new_with_free_func (scope_free);
  u->sections = g_ptr_array_new_with_free_func (scope_free);
  u->pairs = g_ptr_array_new_with_free_func (pair_free);
  u->hands = g_ptr_array_new_with_free_func (g_free);
  u->lines = g_ptr_array_new_with_free_func (line_free);
  u->ctx = g_markup_parse_context_new (&parser, 0, u, NULL);
}

static void
usebio_clear (Usebio *u)
{
  g_markup_parse_context_free (u->ctx);
  g_string_free (u->text, TRUE);
  for (guint i = 0; i < N_EVENT_ELEMENTS; i++)
    g_free (u->event_text[i]);
  for (guint i = 0; i < G_N_ELEMENTS (u->hand); i++)
    g_free (u->hand[i]);
  g_ptr_array_unref (u->sessions);
  g_ptr_array_unref (u->sections);
  g_clear_pointer (&u->event_hands, g_hash_table_unref);
  if (u->pair)
    pair_free (u->pair);
  if (u->tline)
    line_free (u->tline);
  g_ptr_array_unref (u->pairs);
  g_ptr_array_unref (u->hands);
  g_ptr_array_unref (u->lines);
}

/* GMarkup's messages start with their own position, in GLib's words for
 * the user's language; the line is given as ours.  A traveller line the
 * break cuts short is left out. */
static void
report_break (Usebio *u, const GError *error)
{
  const char *msg = error->message;
  const char *position = g_dgettext ("glib20", "Error on line %d char %d: ");
  g_autofree char *prefix = g_strndup (position, strcspn (position, "%"));
  const char *colon = prefix[0] && g_str_has_prefix (msg, prefix) ? strstr (msg, ": ") : NULL;
  int line = 0, ch = 0;

  g_markup_parse_context_get_position (u->ctx, &line, &ch);
  valet_diagnostics_add (u->diag, u->file, u->error_line ? u->error_line : (guint) MAX (line, 1),
                         /* Translators: %s is what is wrong in the XML, in GLib's words. */
                         _("%s; the lines after it are left out (expected "
                           "well-formed USEBIO XML)"), colon ? colon + 2 : msg);
  if (u->tline)
    valet_tournament_count_left_out (u->t, 1);
}

/* @data as GMarkup can read it: without a byte order mark or the NUL
 * bytes a file may be padded with, in UTF-8, with no NUL byte.  Returns
 * the text, in *@owned when it had to be made anew. */
static const char *
readable_text (const char *data, gsize *length, char **owned,
               const char *file, ValetDiagnostics *diag)
{
  gboolean bom = *length >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0;
  gsize padded, new_length = 0;

  if (bom)
    {
      data += 3;   /* GMarkup takes it for text before the root */
      *length -= 3;
    }
  for (padded = *length; *length > 0 && data[*length - 1] == '\0'; (*length)--)
    ;
  /* %llu rather than G_GSIZE_FORMAT, a macro xgettext cannot see through. */
  if (*length < padded)
    valet_diagnostics_warn (diag, file, 0, _("ends in %llu NUL bytes, which are left out "
                                             "(expected the file to end after </USEBIO>)"),
                            (unsigned long long) (padded - *length));
  *owned = to_utf8 (data, *length, bom, &new_length, file, diag);
  if (*owned)
    {
      data = *owned;
      *length = new_length;
    }
  if (memchr (data, '\0', *length))
    {
      char *text = replace_nuls (data, *length, &new_length, file, diag);
      g_free (*owned);
      data = *owned = text;
      *length = new_length;
    }
  return data;
}

void
valet_parse_usebio (ValetTournament *t, const char *data, gsize length,
                    const char *file, ValetDiagnostics *diag)
{
  Usebio u = { 0 };
  g_autoptr (GError) error = NULL;
  g_autofree char *owned = NULL;

  if (data == NULL)
    length = 0;
  data = readable_text (data ? data : "", &length, &owned, file, diag);
  usebio_init (&u, t, data, length, file, diag);
  if (!g_markup_parse_context_parse (u.ctx, data, (gssize) length, &error)
      || !g_markup_parse_context_end_parse (u.ctx, &error))
    {
      if (u.cancelled)
        {
          usebio_clear (&u);
          return;
        }
      report_break (&u, error);
    }
  else if (u.lines->len == 0)
    valet_diagnostics_add (diag, file, 0, _("has no traveller lines (expected "
                                            "BOARD elements holding TRAVELLER_LINEs)"));
  add_lines (&u);
  offer_event (&u);
  usebio_clear (&u);
}
