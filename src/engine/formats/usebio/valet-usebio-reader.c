/* valet-usebio-reader.c: USEBIO traveller lines, read with libxml2.
 *
 * libxml2's push parser goes through the file with callbacks that keep
 * only the records wanted (valet-usebio-private.h): no tree is built, so
 * a big file costs little more than its bytes.  It is told to fetch
 * nothing from the network, to load no DTD and to expand no entity: the
 * USEBIO DTD a file names (usebio_v1_2.dtd on the EBU's site) is not
 * needed to read it, and a document type that declares an entity is
 * refused, so that no entity can grow without bound or bring in another
 * file.  libxml2's own limits stay on.
 */
#include "config.h"
#include "valet-usebio-reader.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <string.h>

#include "valet-result-fields.h"
#include "valet-scoring-form.h"
#include "valet-text-limit.h"
#include "valet-usebio-private.h"

#define MAX_DEPTH 64
/* The most text kept of one element: names and numbers are short, and
 * this bounds the memory one record can take. */
#define MAX_TEXT 4096
/* Bytes handed to the parser at a time. */
#define CHUNK (256 * 1024)

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

/* Elements that name a team, country or club, the first preferred
 * where several are given: of a PLAYER, or of the PAIR for both. */
static const char *const team_elements[] = { "TEAM_NAME", "NATIONALITY", "COUNTRY", "CLUB_NAME" };
#define NO_TEAM G_N_ELEMENTS (team_elements)

/* Finds the start tags of the data in order, for their lines: libxml2
 * gives the line where it is, at the end of the tag, which may be lines
 * after its start.  It only moves forward, so the whole file is scanned
 * once, however long its lines. */
typedef struct {
  const char *pos, *end;
  guint       line;        /* of pos */
  gboolean    has_tag;     /* a tag found and not yet taken */
  const char *tag_name;
  gsize       tag_len;
  guint       tag_line;
} TagScanner;

typedef struct {
  UsebioRecords    rec;            /* what is kept */
  xmlParserCtxtPtr ctxt;
  TagScanner  scan;
  char       *problem;             /* why the reading broke off, or NULL */
  gboolean    problem_said;        /* it is a whole message, not libxml2's */
  guint       problem_line;
  guint       n_passed;            /* problems libxml2 read past */
  GString    *qname;               /* an element's prefix:name */

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

  UsebioPair *pair;                /* being read */
  int      player_depth;           /* of its PLAYER being read, or -1 */
  int      board_depth;            /* of the BOARD being read, or -1 */
  guint    board;
  gboolean board_named, board_ok;
  GPtrArray *hands;                /* the board's HANDs, as text */
  int      hand_depth;             /* of the HAND being read, or -1 */
  char    *hand[5];                /* its DIRECTION, SPADES ... CLUBS */
  UsebioLine *tline;               /* being read */
} Usebio;

static const char *const hand_fields[5] = { "DIRECTION", "SPADES", "HEARTS", "DIAMONDS", "CLUBS" };

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

/* The line libxml2 is on. */
static guint
parser_line (Usebio *u)
{
  return (guint) MAX (xmlSAX2GetLineNumber (u->ctxt), 1);
}

/* The line of the start tag of @name, which libxml2 has just read.  A
 * tag the scanner reads otherwise than libxml2 does is skipped, but no
 * tag after libxml2's own line is taken: its line is given then. */
static guint
element_line (Usebio *u, const char *name)
{
  TagScanner *s = &u->scan;
  guint line = parser_line (u);
  gsize len = strlen (name);

  while (s->has_tag || scan_next_tag (s))
    {
      if (s->tag_line > line)
        break;
      s->has_tag = FALSE;
      if (s->tag_len == len && memcmp (s->tag_name, name, len) == 0)
        return s->tag_line;
    }
  return line;
}

/* ---- reading the elements ------------------------------------------------- */

/* The first of the @wanted attributes given, not empty, or NULL.
 * @attributes are libxml2's: name, prefix, URI, value and the value's
 * end for each; those defaulted by a document type are not taken. */
static char *
attribute (int n, const xmlChar **attributes, const char *const *wanted)
{
  for (guint w = 0; wanted[w]; w++)
    for (int i = 0; i < n; i++)
      {
        const xmlChar *const *a = attributes + 5 * i;
        if (a[1] == NULL && g_ascii_strcasecmp ((const char *) a[0], wanted[w]) == 0
            && a[4] > a[3])
          return g_strndup ((const char *) a[3], (gsize) (a[4] - a[3]));
      }
  return NULL;
}

/* A SESSION or SECTION opens: its index in @list. */
static int
open_scope (GPtrArray *list, char *id)
{
  UsebioScope *s = g_new0 (UsebioScope, 1);

  s->id = id ? g_strstrip (id) : NULL;
  s->ordinal = list->len + 1;
  g_ptr_array_add (list, s);
  return (int) list->len - 1;
}

static void
start_scope (Usebio *u, const char *name, int n_attributes, const xmlChar **attributes)
{
  static const char *const session_ids[] = { "SESSION_ID", "SESSION_NUMBER", "ID", "NUMBER", NULL };
  static const char *const section_ids[] = { "SECTION_ID", "SECTION_NAME", "ID", "NAME", NULL };
  static const char *const event_type[] = { "EVENT_TYPE", NULL };   /* EVENT, BOARD... */
  g_autofree char *type = attribute (n_attributes, attributes, event_type);

  valet_form_declare (u->rec.t, VALET_FORM_WORDS_USEBIO, type, u->rec.file,
                      u->line_at[u->depth], u->rec.diag, &u->rec.form_warned);
  if (strcmp (name, "SESSION") == 0)
    {
      u->kind_at[u->depth] = K_SESSION;
      u->session_at[u->depth] = open_scope (u->rec.sessions,
                                            attribute (n_attributes, attributes, session_ids));
      u->section_at[u->depth] = -1;
    }
  else if (strcmp (name, "SECTION") == 0)
    {
      u->kind_at[u->depth] = K_SECTION;
      u->section_at[u->depth] = open_scope (u->rec.sections,
                                            attribute (n_attributes, attributes, section_ids));
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
      u->pair = g_new0 (UsebioPair, 1);
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
      u->tline = g_new0 (UsebioLine, 1);
      u->tline->line = u->line_at[u->depth];
      u->tline->session = u->session_at[u->depth];
      u->tline->section = u->section_at[u->depth];
    }
}

/* The reading breaks off at @line: @problem (taken) is what is wrong,
 * a whole message when @said, else to be said as XML that is not
 * well-formed.  The first problem is the one kept. */
static void
stop (Usebio *u, char *problem, guint line, gboolean said)
{
  if (u->problem == NULL)
    {
      u->problem = problem;
      u->problem_line = line;
      u->problem_said = said;
    }
  else
    g_free (problem);
  xmlStopParser (u->ctxt);
}

/* An element's name as written: "NAME", or "prefix:NAME" (namespaces
 * are not looked at). */
static const char *
qualified (Usebio *u, const xmlChar *localname, const xmlChar *prefix)
{
  if (prefix == NULL)
    return (const char *) localname;
  g_string_printf (u->qname, "%s:%s", (const char *) prefix, (const char *) localname);
  return u->qname->str;
}

static void
start_element (void *data, const xmlChar *localname, const xmlChar *prefix,
               const xmlChar *uri, int n_namespaces, const xmlChar **namespaces,
               int n_attributes, int n_defaulted, const xmlChar **attributes)
{
  Usebio *u = data;
  const char *name = qualified (u, localname, prefix);
  guint line;

  (void) uri;
  (void) n_namespaces;
  (void) namespaces;
  if (valet_tournament_is_cancelled (u->rec.t))
    {
      u->cancelled = TRUE;
      xmlStopParser (u->ctxt);
      return;
    }
  line = element_line (u, name);
  if (!u->seen_root)
    {
      u->seen_root = TRUE;
      if (strcmp (name, "USEBIO") != 0)
        {
          stop (u, g_strdup_printf (_("the root element is <%s> (expected <USEBIO>)"), name),
                line, FALSE);
          return;
        }
    }
  if (u->depth + 1 >= MAX_DEPTH)
    {
      stop (u, g_strdup_printf (_("elements nest more than %u deep (expected a USEBIO "
                                  "file)"), MAX_DEPTH), parser_line (u), FALSE);
      return;
    }
  u->depth++;
  u->round_at[u->depth] = u->round_at[u->depth - 1];
  u->session_at[u->depth] = u->session_at[u->depth - 1];
  u->section_at[u->depth] = u->section_at[u->depth - 1];
  u->kind_at[u->depth] = K_OTHER;
  u->line_at[u->depth] = line;
  g_string_truncate (u->text, 0);

  start_scope (u, name, n_attributes - n_defaulted, attributes);
  start_record (u, name);
}

/* A team, country or club of the PLAYER being read, or else of the
 * pair: kept when it is preferred to one given before. */
static void
end_team_field (Usebio *u, guint pick, const char *text)
{
  UsebioPair *p = u->pair;
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
  else if (strcmp (name, "NATIONAL_ID_NUMBER") == 0 && u->player_depth >= 0
           && u->pair->n_players - 1 < G_N_ELEMENTS (u->pair->player_number) && text[0])
    {
      char **number = &u->pair->player_number[u->pair->n_players - 1];
      g_free (*number);
      *number = g_strdup (text);
    }
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
      g_ptr_array_add (u->rec.lines, g_steal_pointer (&u->tline));
      return;
    }
  for (guint f = 0; f < N_FIELDS; f++)
    if (strcmp (name, valet_usebio_field_names[f]) == 0)
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
                       ? &((UsebioScope *) g_ptr_array_index (u->rec.sections, section))->hands
                       : &u->rec.event_hands;
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
    valet_diagnostics_add (u->rec.diag, u->rec.file, u->line_at[u->depth],
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
    valet_diagnostics_add (u->rec.diag, u->rec.file, u->line_at[u->depth],
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
      GPtrArray *list = parent == K_SESSION ? u->rec.sessions : u->rec.sections;
      /* The parent's scope: an element that is itself a SESSION or a
       * SECTION (one nested in the other, in a damaged file) has its own
       * at its depth, a SESSION none for the section it sits in. */
      int index = parent == K_SESSION ? u->session_at[u->depth - 1]
                                      : u->section_at[u->depth - 1];
      if (index < 0 || (guint) index >= list->len)
        return;
      UsebioScope *scope = g_ptr_array_index (list, index);
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
end_element (void *data, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri)
{
  Usebio *u = data;
  const char *name = qualified (u, localname, prefix);
  g_autofree char *text = g_strstrip (g_strdup (u->text->str));

  (void) uri;
  g_string_truncate (u->text, 0);

  if (strcmp (name, "ROUND_NUMBER") == 0)
    end_round_number (u, text);
  else if (u->pair)
    {
      if (strcmp (name, "PAIR") == 0)
        g_ptr_array_add (u->rec.pairs, g_steal_pointer (&u->pair));
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

/* Text, CDATA sections' too (a name written <![CDATA[O'Brien & Co]]>,
 * say), in UTF-8 whatever the file's encoding. */
static void
on_text (void *data, const xmlChar *chars, int length)
{
  Usebio *u = data;
  const char *text = (const char *) chars;
  gsize len = (gsize) MAX (length, 0);

  if (u->text->len >= MAX_TEXT)
    return;
  /* Cut at a character's start, so that the text stays UTF-8. */
  const char *cut = text + MIN (len, (gsize) MAX_TEXT - u->text->len);
  if (cut < text + len)
    cut = g_utf8_find_prev_char (text, cut + 1);
  g_string_append_len (u->text, text, cut ? cut - text : 0);
}

/* A document type that declares an entity, even one never used, is
 * refused: an entity may expand to more than any file holds ("billion
 * laughs") or name another file, and USEBIO needs none. */
static void
on_entity (void *data, const xmlChar *name, int type, const xmlChar *public_id,
           const xmlChar *system_id, xmlChar *content)
{
  Usebio *u = data;

  (void) type;
  (void) public_id;
  (void) system_id;
  (void) content;
  stop (u, g_strdup_printf (_("the document type declares the entity '%s'; the file is "
                              "not read (expected USEBIO XML without <!ENTITY> "
                              "declarations)"), (const char *) name),
        parser_line (u), TRUE);
}

/* Entities are looked up here only: none is known but XML's own
 * (&amp; and the like, which libxml2 reads before asking). */
static xmlEntityPtr
no_entity (void *data, const xmlChar *name)
{
  (void) data;
  (void) name;
  return NULL;
}

/* Ours for libxml2's words where they mislead or say too little: the
 * push parser calls a file that ends inside an element one with "extra
 * content", and a bare '&' (a club "Smith & Co") an entity with no
 * name.  NULL for the others. */
static char *
own_words (Usebio *u, const xmlError *e)
{
  if (e->code == XML_ERR_DOCUMENT_END && u->ctxt && u->ctxt->nameNr > 0 && u->ctxt->name)
    return g_strdup_printf (_("the file ends inside <%s>"), (const char *) u->ctxt->name);
  if (e->code == XML_ERR_NAME_REQUIRED && e->message
      && g_str_has_prefix (e->message, "xmlParseEntityRef"))
    return g_strdup (_("an '&' starts no entity (an ampersand in text is written &amp;)"));
  return NULL;
}

/* libxml2's problems: a fatal one (the XML is not well-formed, or not in
 * its encoding) breaks the reading off; one it reads past (an entity not
 * declared, where a DTD not loaded might have) is a warning.  Namespaces
 * are not looked at, and warnings (an XML version it does not know) do
 * not touch what is read. */
static void
on_error (void *data, xmlErrorPtr e)
{
  Usebio *u = data;
  guint line;

  if (e == NULL || e->domain == XML_FROM_NAMESPACE || e->level < XML_ERR_ERROR
      || e->code == XML_ERR_USER_STOP)
    return;
  line = e->line > 0 ? (guint) e->line : u->ctxt ? parser_line (u) : 1;
  g_autofree char *what = own_words (u, e);
  if (what == NULL)
    what = g_strstrip (g_strdup (e->message ? e->message : "?"));
  if (e->level == XML_ERR_FATAL || e->domain != XML_FROM_PARSER)
    stop (u, g_steal_pointer (&what), line, FALSE);
  else if (++u->n_passed <= USEBIO_MAX_BAD_LINES)
    valet_diagnostics_warn (u->rec.diag, u->rec.file, line,
                            /* Translators: %s is what is wrong, in libxml2's
                             * words (in English). */
                            _("%s; it is read past (expected well-formed USEBIO XML)"),
                            what);
}

static const xmlSAXHandler handler = {
  .initialized = XML_SAX2_MAGIC,
  .startElementNs = start_element,
  .endElementNs = end_element,
  .characters = on_text,
  .ignorableWhitespace = on_text,
  .cdataBlock = on_text,
  .entityDecl = on_entity,
  .getEntity = no_entity,
  .getParameterEntity = no_entity,
  .serror = on_error,
};

/* ---- the file ------------------------------------------------------------- */

static void
offer_event (Usebio *u)
{
  for (guint i = 0; i < N_EVENT_ELEMENTS; i++)
    if (u->event_text[i]
        && valet_tournament_offer_event (u->rec.t, event_elements[i].detail, u->event_text[i]))
      valet_text_warn_long ((ValetTextKind) event_elements[i].detail, u->event_text[i],
                            u->rec.diag, u->rec.file, u->event_line[i]);
}

static void
usebio_init (Usebio *u, ValetTournament *t, const UsebioInput *in,
             const char *file, ValetDiagnostics *diag)
{
  u->rec = (UsebioRecords) { .t = t, .file = file, .diag = diag };
  u->rec.sessions = g_ptr_array_new_with_free_func (valet_usebio_scope_free);
  u->rec.sections = g_ptr_array_new_with_free_func (valet_usebio_scope_free);
  u->rec.pairs = g_ptr_array_new_with_free_func (valet_usebio_pair_free);
  u->rec.lines = g_ptr_array_new_with_free_func (valet_usebio_line_free);
  /* In UTF-16 or UTF-32 no tag is found: each element has the line
   * libxml2 gives. */
  u->scan.pos = in->data;
  u->scan.end = in->ascii_superset ? in->data + in->length : in->data;
  u->scan.line = 1;
  u->session_at[0] = u->section_at[0] = -1;
  u->participants_depth = u->board_depth = u->hand_depth = u->player_depth = -1;
  u->text = g_string_new (NULL);
  u->qname = g_string_new (NULL);
  u->hands = g_ptr_array_new_with_free_func (g_free);
}

static void
usebio_clear (Usebio *u)
{
  /* A document type declaring entities makes libxml2 keep them in a
   * document of its own, which the parser leaves to its caller. */
  if (u->ctxt != NULL && u->ctxt->myDoc != NULL)
    {
      xmlFreeDoc (u->ctxt->myDoc);
      u->ctxt->myDoc = NULL;
    }
  g_clear_pointer (&u->ctxt, xmlFreeParserCtxt);
  g_free (u->problem);
  g_string_free (u->text, TRUE);
  g_string_free (u->qname, TRUE);
  for (guint i = 0; i < N_EVENT_ELEMENTS; i++)
    g_free (u->event_text[i]);
  for (guint i = 0; i < G_N_ELEMENTS (u->hand); i++)
    g_free (u->hand[i]);
  g_ptr_array_unref (u->rec.sessions);
  g_ptr_array_unref (u->rec.sections);
  g_clear_pointer (&u->rec.event_hands, g_hash_table_unref);
  if (u->pair)
    valet_usebio_pair_free (u->pair);
  if (u->tline)
    valet_usebio_line_free (u->tline);
  g_ptr_array_unref (u->rec.pairs);
  g_ptr_array_unref (u->hands);
  g_ptr_array_unref (u->rec.lines);
}

/* The bytes through libxml2's push parser, a chunk at a time.  Nothing
 * from the network (XML_PARSE_NONET); no DTD loaded, no default
 * attributes from one, no validation, no entity expanded and libxml2's
 * limits kept (none of XML_PARSE_DTDLOAD, DTDATTR, DTDVALID, NOENT or
 * HUGE). */
static void
parse (Usebio *u, const UsebioInput *in)
{
  int options = XML_PARSE_NONET, status = 0;

  valet_usebio_init_libxml ();
  u->ctxt = xmlCreatePushParserCtxt ((xmlSAXHandler *) &handler, u, NULL, 0, u->rec.file);
  if (u->ctxt == NULL)
    {
      u->problem = g_strdup (g_strerror (ENOMEM));
      u->problem_line = 1;
      return;
    }
  /* An encoding the bytes are known to be in overrules the declaration
   * (valet-usebio-encoding.c says when). */
  if (in->charset)
    options |= XML_PARSE_IGNORE_ENC;
  xmlCtxtUseOptions (u->ctxt, options);
  if (in->charset)
    {
      xmlCharEncodingHandlerPtr encoding = xmlFindCharEncodingHandler (in->charset);
      if (encoding)
        xmlSwitchToEncoding (u->ctxt, encoding);
    }

  /* What libxml2 says where it has no parser at hand (a byte its
   * encoding's converter cannot take) goes to the thread's handler: this
   * reader's for as long as it parses, rather than libxml2's printing on
   * standard error. */
  xmlStructuredErrorFunc old_handler = xmlStructuredError;
  void *old_context = xmlStructuredErrorContext;
  xmlSetStructuredErrorFunc (u, on_error);
  for (gsize at = 0; at < in->length && status == 0; at += CHUNK)
    status = xmlParseChunk (u->ctxt, in->data + at, (int) MIN ((gsize) CHUNK, in->length - at), 0);
  if (status == 0)
    status = xmlParseChunk (u->ctxt, NULL, 0, 1);
  xmlSetStructuredErrorFunc (old_context, old_handler);

  /* Every fatal error is said to on_error(); in case one is not. */
  if (u->problem == NULL && !u->cancelled && (status != 0 || !u->ctxt->wellFormed))
    {
      u->problem = g_strdup_printf ("libxml2 error %d", status);
      u->problem_line = parser_line (u);
    }
}

/* The reading broke off: a traveller line it cuts short is left out. */
static void
report_break (Usebio *u)
{
  if (u->problem_said)
    valet_diagnostics_add (u->rec.diag, u->rec.file, u->problem_line, "%s", u->problem);
  else
    valet_diagnostics_add (u->rec.diag, u->rec.file, u->problem_line,
                           /* Translators: %s is what is wrong in the XML, in
                            * libxml2's words (in English) or ours. */
                           _("%s; the lines after it are left out (expected "
                             "well-formed USEBIO XML)"), u->problem);
  if (u->tline)
    valet_tournament_count_left_out (u->rec.t, 1);
}

void
valet_parse_usebio (ValetTournament *t, const char *data, gsize length,
                    const char *file, ValetDiagnostics *diag)
{
  Usebio u = { 0 };
  UsebioInput in;

  valet_usebio_input_prepare (&in, data ? data : "", data ? length : 0, file, diag);
  usebio_init (&u, t, &in, file, diag);
  parse (&u, &in);
  if (u.n_passed > USEBIO_MAX_BAD_LINES)
    valet_diagnostics_warn (diag, file, 0, _("has %u more problems that are read past "
                                             "(expected well-formed USEBIO XML)"),
                            u.n_passed - USEBIO_MAX_BAD_LINES);
  if (u.cancelled)
    {
      usebio_clear (&u);
      valet_usebio_input_clear (&in);
      return;
    }
  if (u.problem)
    report_break (&u);
  else if (u.rec.lines->len == 0)
    valet_diagnostics_add (diag, file, 0, _("has no traveller lines (expected "
                                            "BOARD elements holding TRAVELLER_LINEs)"));
  valet_usebio_add_lines (&u.rec);
  offer_event (&u);
  usebio_clear (&u);
  valet_usebio_input_clear (&in);
}
