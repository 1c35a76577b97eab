/* valet-text-reader.c: names and scores in the reference text format. */
#include "config.h"
#include "valet-text-reader.h"
#include "valet-encoding.h"
#include "valet-input-file.h"
#include "valet-adjusted-fields.h"
#include "valet-result-fields.h"
#include "valet-text-limit.h"
#include "valet-text-writer.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_FIELDS 12

/* One whole sentence for each seat, for translators. */
static const char *const player_not_named[] = {
  /* Translators: the player's tag, then the names file. */
  N_("North player '%s' is not in %s (expected a tag defined there)"),
  N_("East player '%s' is not in %s (expected a tag defined there)"),
  N_("South player '%s' is not in %s (expected a tag defined there)"),
  N_("West player '%s' is not in %s (expected a tag defined there)"),
};

static const char score_line_shape[] =
  /* Translators: the fields of a line of scores.txt, separated by '|'. */
  N_("round|board|North|East|South|West|contract|declarer|tricks, then optionally |lead "
     "and |weight or side");

typedef struct {
  const char *data, *end;
  const char *next;
  guint line;
} LineReader;

/* The next line without its end of line and trailing white space, or
 * FALSE at the end of the data. */
static gboolean
next_line (LineReader *lr, const char **start, gsize *len)
{
  if (lr->next >= lr->end)
    return FALSE;
  const char *s = lr->next;
  const char *nl = memchr (s, '\n', (gsize) (lr->end - s));
  const char *e = nl ? nl : lr->end;
  lr->next = nl ? nl + 1 : lr->end;
  lr->line++;
  while (e > s && (e[-1] == '\r' || e[-1] == ' ' || e[-1] == '\t'))
    e--;
  *start = s;
  *len = (gsize) (e - s);
  return TRUE;
}

/* Lines to skip: empty, blank or comments. */
static gboolean
is_ignorable (const char *s, gsize len)
{
  gsize i = 0;
  while (i < len && (s[i] == ' ' || s[i] == '\t'))
    i++;
  return i == len || s[0] == '#';
}

/* A NUL byte makes a line unreadable as text.  Returns FALSE after
 * reporting.  Bytes that are not UTF-8 are allowed: older results files
 * are often in Windows-1252 or Windows-1250, and names are written back
 * as given. */
static gboolean
check_text (const char *s, gsize len, const char *file, guint line,
            ValetDiagnostics *diag)
{
  if (memchr (s, '\0', len) != NULL)
    {
      valet_diagnostics_add (diag, file, line,
                             _("contains a NUL byte (expected a text file; "
                               "is this a binary file?)"));
      return FALSE;
    }
  return TRUE;
}

/* The next line of data (neither blank nor a comment) that reads as
 * text, counted in *@data_lines; lines that do not are reported and
 * counted as left out.  FALSE at the end of the data, or when the read
 * is cancelled. */
static gboolean
next_data_line (ValetTournament *t, LineReader *lr, const char *file, ValetDiagnostics *diag,
                const char **s, gsize *len, guint *data_lines)
{
  while (!valet_tournament_is_cancelled (t) && next_line (lr, s, len))
    {
      if (is_ignorable (*s, *len))
        continue;
      (*data_lines)++;
      if (check_text (*s, *len, file, lr->line, diag))
        return TRUE;
      valet_tournament_count_left_out (t, 1);
    }
  return FALSE;
}

/* Splits on '|' into at most MAX_FIELDS trimmed, NUL-terminated fields
 * (in @buf).  Returns the number of fields found, which may exceed
 * MAX_FIELDS. */
static guint
split_fields (char *buf, char **fields)
{
  guint n = 0;
  char *p = buf;
  for (;;)
    {
      char *bar = strchr (p, '|');
      if (bar)
        *bar = '\0';
      if (n < MAX_FIELDS)
        fields[n] = g_strstrip (p);
      n++;
      if (!bar)
        return n;
      p = bar + 1;
    }
}

/* ---- names ---------------------------------------------------------- */

void
valet_parse_names (ValetTournament *t, const char *data, gsize length,
                   const char *file, ValetDiagnostics *diag)
{
  LineReader lr;
  const char *s;
  gsize len;
  guint data_lines = 0, not_utf8 = 0, first_not_utf8 = 0;
  const char *legacy = NULL;

  /* Names that are not UTF-8 are shown in the legacy encoding that
   * explains them best. */
  valet_skip_utf8_bom (&data, &length);
  lr = (LineReader) { data, data + length, data, 0 };
  if (!g_utf8_validate (data, (gssize) length, NULL))
    {
      legacy = valet_guess_encoding (data, length);
      valet_tournament_set_display_encoding (t, legacy);
    }
  while (next_data_line (t, &lr, file, diag, &s, &len, &data_lines))
    {
      if (!g_utf8_validate (s, (gssize) len, NULL) && not_utf8++ == 0)
        first_not_utf8 = lr.line;

      g_autofree char *buf = g_strndup (s, len);
      char *fields[MAX_FIELDS];
      guint n = split_fields (buf, fields);
      /* A third field names the player's team (the reference program
       * reads two); the team ranking groups pairs by it. */
      if (n != 2 && n != 3)
        {
          valet_diagnostics_add (diag, file, lr.line,
                                 g_dngettext (GETTEXT_PACKAGE,
                                              "%u field separated by '|' (expected 2 or 3: "
                                              "tag|Full Name, then optionally |Team)",
                                              "%u fields separated by '|' (expected 2 or 3: "
                                              "tag|Full Name, then optionally |Team)", n), n);
          continue;
        }
      if (fields[0][0] == '\0' || fields[1][0] == '\0')
        {
          valet_diagnostics_add (diag, file, lr.line, "%s", fields[0][0]
                                 ? _("empty name (expected tag|Full Name, both non-empty)")
                                 : _("empty tag (expected tag|Full Name, both non-empty)"));
          continue;
        }
      if (valet_tournament_add_player (t, fields[0], fields[1], lr.line))
        {
          valet_text_warn_long (VALET_TEXT_PLAYER, fields[1], diag, file, lr.line);
          if (n == 3 && fields[2][0] != '\0')
            valet_tournament_set_player_team (t, valet_tournament_n_players (t) - 1,
                                              fields[2]);
        }
      else
        {
          guint other = 0;
          valet_tournament_lookup_player (t, fields[0], &other);
          valet_diagnostics_add (diag, file, lr.line,
                                 _("tag '%s' is already used for '%s' on line %u "
                                   "(expected each tag once)"), fields[0],
                                 valet_tournament_player_name (t, other),
                                 valet_tournament_player_line (t, other));
        }
    }
  if (valet_tournament_is_cancelled (t))
    return;
  if (data_lines == 0)
    valet_diagnostics_add (diag, file, 0, _("has no players (expected lines of "
                                            "the form tag|Full Name)"));
  if (not_utf8 > 0)
    valet_diagnostics_warn (diag, file, first_not_utf8,
                            g_dngettext (GETTEXT_PACKAGE,
                                         "%u name is not UTF-8; read as %s for display "
                                         "and written back as given (expected UTF-8 text)",
                                         "%u names are not UTF-8; read as %s for display "
                                         "and written back as given (expected UTF-8 text)",
                                         not_utf8),
                            not_utf8,
                            valet_encoding_label (legacy ? legacy : "WINDOWS-1252"));
}

/* ---- scores --------------------------------------------------------- */

/* Seating slips, counted per player and reported once each: real data
 * uses placeholder tags for unknown players on thousands of lines. */
typedef struct {
  guint count;
  guint first_line;
  guint other_line;   /* for two tables of a board: the earlier line */
  guint round, board; /* and the board */
} Slip;

static void
count_slip (GHashTable *slips, guint player, const ValetResult *r, guint other_line)
{
  Slip *slip = g_hash_table_lookup (slips, GUINT_TO_POINTER (player));
  if (slip == NULL)
    {
      slip = g_new0 (Slip, 1);
      slip->first_line = r->line;
      slip->other_line = other_line;
      slip->round = r->round;
      slip->board = r->board;
      g_hash_table_insert (slips, GUINT_TO_POINTER (player), slip);
    }
  slip->count++;
}

static GHashTable *
slips_new (void)
{
  return g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
}

/* One warning per player: at two seats of one table, or (@two_tables)
 * at two tables of one board. */
static void
report_slips (ValetTournament *t, GHashTable *slips, const char *file,
              ValetDiagnostics *diag, gboolean two_tables)
{
  GHashTableIter it;
  gpointer key, value;

  g_hash_table_iter_init (&it, slips);
  while (g_hash_table_iter_next (&it, &key, &value))
    {
      const Slip *slip = value;
      const char *tag = valet_tournament_player_tag (t, GPOINTER_TO_UINT (key));
      /* With and without the lines that follow, as whole sentences. */
      if (two_tables && slip->count > 1)
        valet_diagnostics_warn (diag, file, slip->first_line,
                                _("player '%s' plays round %u board %u again, first "
                                  "on line %u, and so on %u more lines (expected each "
                                  "player at one table per board)"), tag, slip->round,
                                slip->board, slip->other_line, slip->count - 1);
      else if (two_tables)
        valet_diagnostics_warn (diag, file, slip->first_line,
                                _("player '%s' plays round %u board %u again, first "
                                  "on line %u (expected each player at one table "
                                  "per board)"), tag, slip->round, slip->board,
                                slip->other_line);
      else if (slip->count > 1)
        valet_diagnostics_warn (diag, file, slip->first_line,
                                _("player '%s' sits at two seats of one table, and so "
                                  "on %u more lines (expected four different players)"),
                                tag, slip->count - 1);
      else
        valet_diagnostics_warn (diag, file, slip->first_line,
                                _("player '%s' sits at two seats of one table "
                                  "(expected four different players)"), tag);
    }
}

typedef struct {
  guint round, board, player, index;
} Seating;

static int
seating_compare (const void *a, const void *b)
{
  const Seating *x = a, *y = b;
  if (x->round != y->round)
    return x->round < y->round ? -1 : 1;
  if (x->board != y->board)
    return x->board < y->board ? -1 : 1;
  if (x->player != y->player)
    return x->player < y->player ? -1 : 1;
  return (x->index > y->index) - (x->index < y->index);
}

/* The four players' tags (@tags) into @r; FALSE after reporting. */
static gboolean
parse_players (ValetTournament *t, char **tags, ValetResult *r, GHashTable *same_table,
               const char *file, const char *names_file, guint line, ValetDiagnostics *diag)
{
  for (guint seat = 0; seat < 4; seat++)
    {
      if (!valet_tournament_lookup_player (t, tags[seat], &r->player[seat]))
        {
          valet_diagnostics_add (diag, file, line, _(player_not_named[seat]),
                                 tags[seat], names_file);
          return FALSE;
        }
    }
  /* Real results use placeholder tags for unknown players, so this is
   * reported and scored as it stands, as the reference program does. */
  for (guint seat = 1; seat < 4; seat++)
    for (guint other = 0; other < seat; other++)
      if (r->player[other] == r->player[seat])
        {
          count_slip (same_table, r->player[seat], r, 0);
          seat = 4;
          break;
        }
  return TRUE;
}

/* Parses one non-comment line into @r; FALSE after reporting. */
static gboolean
parse_score_line (ValetTournament *t, char *buf, ValetResult *r,
                  guint8 *carried_suit, GHashTable *same_table,
                  const char *file, const char *names_file, guint line,
                  ValetDiagnostics *diag)
{
  char *f[MAX_FIELDS];
  guint n = split_fields (buf, f);

  if (n < 9 || n > 11)
    {
      valet_diagnostics_add (diag, file, line,
                             g_dngettext (GETTEXT_PACKAGE,
                                          /* Translators: the fields found, then the
                                           * fields of a line, "round|board|...". */
                                          "%u field separated by '|' (expected 9 to 11: %s)",
                                          "%u fields separated by '|' (expected 9 to 11: %s)",
                                          n), n, _(score_line_shape));
      return FALSE;
    }
  if (!valet_field_number (f[0], VALET_MAX_ROUND, &r->round) || r->round == 0)
    {
      /* Translators: the last %s is the fields of a line, "round|board|...". */
      valet_diagnostics_add (diag, file, line, _("round '%s' is not a number from 1 to %u "
                                                 "(expected %s)"),
                             f[0], VALET_MAX_ROUND, _(score_line_shape));
      return FALSE;
    }
  if (!valet_field_number (f[1], VALET_MAX_BOARD, &r->board) || r->board == 0)
    {
      /* Translators: the last %s is the fields of a line, "round|board|...". */
      valet_diagnostics_add (diag, file, line, _("board '%s' is not a number from 1 to %u "
                                                 "(expected %s)"),
                             f[1], VALET_MAX_BOARD, _(score_line_shape));
      return FALSE;
    }
  if (!parse_players (t, f + 2, r, same_table, file, names_file, line, diag))
    return FALSE;
  ValetFieldSource src = { file, line, diag };
  if (n == 11 && !valet_parse_part_field (f[10], r, &src))
    return FALSE;
  if (g_ascii_strcasecmp (f[6], "ADJ") == 0)
    {
      /* Contract ADJ, declarer "-" (or empty), the sides' percentages in
       * the tricks field, "60/40", and no lead. */
      if (!valet_parse_artificial_fields (f[7], f[8], n >= 10 ? f[9] : NULL, r, &src))
        return FALSE;
      r->lead_suit = *carried_suit;
      return TRUE;
    }
  ValetPlayFields play = { f[6], f[7], f[8], n >= 10 ? f[9] : NULL, NULL };
  return valet_parse_play_fields (&play, r, carried_suit, &src);
}

static gboolean
has_repeated_player (const ValetResult *r)
{
  for (guint a = 1; a < 4; a++)
    for (guint b = 0; b < a; b++)
      if (r->player[a] == r->player[b])
        return TRUE;
  return FALSE;
}

/* The table of a result, for grouping them by board. */
typedef struct {
  guint round, board, index;
} TableKey;

static int
table_key_compare (const void *a, const void *b)
{
  const TableKey *x = a, *y = b;
  if (x->round != y->round)
    return x->round < y->round ? -1 : 1;
  if (x->board != y->board)
    return x->board < y->board ? -1 : 1;
  return (x->index > y->index) - (x->index < y->index);
}

/* The results of this file, the tournament's from @first on, and which
 * of them check_seatings() reported already (by index from @first). */
typedef struct {
  ValetTournament *t;
  guint            first;
  guint8          *reported;
} FileResults;

static const ValetResult *
file_result (const FileResults *f, guint index)
{
  return valet_tournament_result (f->t, f->first + index);
}

/* The seats of one board's @n results (@keys), in seating order: each
 * player's seats together, in the order of the lines. */
static void
check_board_seatings (const FileResults *f, const TableKey *keys, guint n,
                      Seating *seats, GHashTable *two_tables, const char *file,
                      ValetDiagnostics *diag)
{
  for (guint i = 0; i < n; i++)
    {
      const ValetResult *r = file_result (f, keys[i].index);
      for (guint s = 0; s < 4; s++)
        seats[4 * i + s] = (Seating) { r->round, r->board, r->player[s], keys[i].index };
    }
  qsort (seats, 4 * (gsize) n, sizeof (Seating), seating_compare);

  for (gsize k = 1; k < 4 * (gsize) n; k++)
    {
      const Seating *a = &seats[k - 1], *b = &seats[k];
      if (a->player != b->player || a->index == b->index)
        continue;
      const ValetResult *first = file_result (f, a->index);
      const ValetResult *later = file_result (f, b->index);
      if (f->reported[b->index])
        continue;
      /* The parts of one table's weighted or split score. */
      if (valet_result_is_partial (first) && valet_result_is_partial (later)
          && valet_result_same_table (first, later))
        continue;
      f->reported[b->index] = TRUE;   /* one message per line */
      if (memcmp (first->player, later->player, sizeof first->player) == 0
          && !has_repeated_player (later))
        valet_diagnostics_warn (diag, file, later->line,
                                _("duplicate result: round %u board %u with the same "
                                  "four players as line %u (expected one result "
                                  "per table)"), b->round, b->board, first->line);
      else
        count_slip (two_tables, b->player, later, first->line);
    }
}

/* A player sits at only one table of a board.  Every later line that
 * breaks this is reported; the results are kept, since championship data
 * has such slips and placeholder players, and the reference program
 * scores them as they stand.  A player who sits twice at the same table
 * was reported already.
 *
 * The results are grouped by board first and each board's seats sorted
 * on their own: the same order of seats, board after board, as one sort
 * of every seat (the messages come in the same order), without an array
 * of four seats a result and its sort's copy (1.3 GB at 10^7 results). */
static void
check_seatings (ValetTournament *t, guint first, const char *file,
                ValetDiagnostics *diag)
{
  g_autoptr (GHashTable) two_tables = slips_new ();
  guint n = valet_tournament_n_results (t) - first;
  g_autofree guint8 *reported = g_new0 (guint8, (gsize) n + 1);
  FileResults f = { t, first, reported };
  g_autofree TableKey *keys = g_new (TableKey, (gsize) n + 1);
  g_autofree Seating *seats = NULL;
  guint most = 0;

  for (guint i = 0; i < n; i++)
    {
      const ValetResult *r = file_result (&f, i);
      keys[i] = (TableKey) { r->round, r->board, i };
    }
  qsort (keys, n, sizeof (TableKey), table_key_compare);
  for (guint start = 0, end; start < n; start = end)
    {
      for (end = start + 1; end < n && keys[end].round == keys[start].round
                            && keys[end].board == keys[start].board; end++)
        ;
      most = MAX (most, end - start);
    }
  seats = g_new (Seating, 4 * (gsize) most + 1);
  for (guint start = 0, end; start < n; start = end)
    {
      for (end = start + 1; end < n && keys[end].round == keys[start].round
                            && keys[end].board == keys[start].board; end++)
        ;
      check_board_seatings (&f, keys + start, end - start, seats, two_tables, file,
                            diag);
    }

  report_slips (t, two_tables, file, diag, TRUE);
}

/* What parsing the lines of a scores file leaves for the checks of the
 * file as a whole, which need the results, not the text. */
typedef struct {
  guint       first;            /* the file's first result */
  GHashTable *same_table;       /* Slip by player: two seats of a table */
  guint       data_lines;
} ScoresRead;

/* Adds the results of the lines of @data to @t. */
static void
parse_score_lines (ValetTournament *t, const char *data, gsize length,
                   const char *file, const char *names_file,
                   ValetDiagnostics *diag, ScoresRead *read)
{
  LineReader lr;
  /* The suit of the last lead read; see ValetResult.lead_suit. */
  guint8 carried_suit = VALET_SPADES;
  const char *s;
  gsize len;
  GString *buf = g_string_new (NULL);

  /* The results go into the tournament as they are read, the seats
   * checked after the last: not into an array of their own first and
   * copied, which held every result twice (0.5 GB at 10^7 results). */
  read->first = valet_tournament_n_results (t);
  read->same_table = slips_new ();
  read->data_lines = 0;
  valet_skip_utf8_bom (&data, &length);
  lr = (LineReader) { data, data + length, data, 0 };
  while (next_data_line (t, &lr, file, diag, &s, &len, &read->data_lines))
    {
      g_string_truncate (buf, 0);
      g_string_append_len (buf, s, (gssize) len);

      ValetResult r = { 0 };
      r.line = lr.line;
      if (parse_score_line (t, buf->str, &r, &carried_suit, read->same_table,
                            file, names_file, lr.line, diag))
        valet_tournament_add_result (t, &r);
      else
        valet_tournament_count_left_out (t, 1);
    }
  g_string_free (buf, TRUE);
}

/* The checks of the scores file as a whole; frees what @read holds. */
static void
check_scores (ValetTournament *t, ScoresRead *read, const char *file,
              ValetDiagnostics *diag)
{
  if (!valet_tournament_is_cancelled (t))
    {
      if (read->data_lines == 0)
        /* Translators: %s is the fields of a line, "round|board|...". */
        valet_diagnostics_add (diag, file, 0,
                               _("has no results (expected lines of the form %s)"),
                               _(score_line_shape));
      report_slips (t, read->same_table, file, diag, FALSE);
      check_seatings (t, read->first, file, diag);
    }
  g_clear_pointer (&read->same_table, g_hash_table_unref);
}

void
valet_parse_scores (ValetTournament *t, const char *data, gsize length,
                    const char *file, const char *names_file,
                    ValetDiagnostics *diag)
{
  ScoresRead read;

  parse_score_lines (t, data, length, file, names_file, diag, &read);
  check_scores (t, &read, file, diag);
}

/* The file's content, converted to UTF-8 when the tournament's files
 * are in another encoding. */
static char *
read_file (ValetTournament *t, const char *path, gsize *length,
           ValetDiagnostics *diag)
{
  return valet_read_file_in (path, valet_tournament_get_encoding (t), length, diag);
}

gboolean
valet_read_names (ValetTournament *t, const char *path, ValetDiagnostics *diag)
{
  gsize length;
  g_autofree char *data = read_file (t, path, &length, diag);
  if (data == NULL)
    return FALSE;
  valet_parse_names (t, data, length, path, diag);
  return TRUE;
}

/* The save identifier of the "# valet save ID" line a file of
 * valet_write_text() begins with, appended to @id; nothing when there is
 * none. */
static void
append_save_id (const char *data, gsize length, GString *id)
{
  gsize mark = strlen (VALET_TEXT_SAVE_MARK);

  valet_skip_utf8_bom (&data, &length);
  if (length < mark || memcmp (data, VALET_TEXT_SAVE_MARK, mark) != 0)
    return;
  for (gsize i = mark; i < length && i < mark + 64
       && (g_ascii_isxdigit (data[i]) || data[i] == '-'); i++)
    g_string_append_c (id, data[i]);
}

static void
append_file_save_id (const char *path, GString *id)
{
  char head[128];
  gssize n;
  int fd = valet_input_open (path, NULL);

  if (fd < 0)
    return;
  n = read (fd, head, sizeof head);
  close (fd);
  if (n > 0)
    append_save_id (head, (gsize) n, id);
}

/* names.txt and scores.txt of one save carry its identifier: different
 * ones mean a save cut short between renaming the two, or two saves at
 * once, and the names may be another event's players.  So does a save
 * line in one file only: a save over files of no save (written by hand,
 * or by another program) cut short between the renames leaves the new
 * names with the old scores, or the old names with the new scores, as
 * surely as two saves do; only a file with no save line on either side
 * is a pair never saved here. */
static void
check_one_save (const char *data, gsize length, const char *file,
                const char *names_file, ValetDiagnostics *diag)
{
  g_autoptr (GString) scores_id = g_string_new (NULL);
  g_autoptr (GString) names_id = g_string_new (NULL);

  append_save_id (data, length, scores_id);
  append_file_save_id (names_file, names_id);
  if (g_string_equal (scores_id, names_id))
    return;
  if (scores_id->len > 0 && names_id->len > 0)
    valet_diagnostics_add (diag, file, 1, _("was written by another save than %s (their "
                                            "'# valet save' lines differ: a save was cut "
                                            "short, or two ran at once, and the names may "
                                            "not be these players'; expected the two files "
                                            "of one save: save again, or delete both lines "
                                            "if the files belong together)"), names_file);
  else if (scores_id->len > 0)
    valet_diagnostics_add (diag, file, 1, _("has a '# valet save' line and %s has none (a "
                                            "save was cut short, and the names may not be "
                                            "these players'; expected the two files of one "
                                            "save: save again, or delete the line if the "
                                            "files belong together)"), names_file);
  else
    valet_diagnostics_add (diag, file, 0, _("has no '# valet save' line and %s has one (a "
                                            "save was cut short, and the names may not be "
                                            "these players'; expected the two files of one "
                                            "save: save again, or delete the line if the "
                                            "files belong together)"), names_file);
}

gboolean
valet_read_scores (ValetTournament *t, const char *path,
                   const char *names_file, ValetDiagnostics *diag)
{
  gsize length;
  char *data = read_file (t, path, &length, diag);
  ScoresRead read;

  if (data == NULL)
    return FALSE;
  check_one_save (data, length, path, names_file, diag);
  parse_score_lines (t, data, length, path, names_file, diag, &read);
  /* The text is not needed for the checks of the whole file, which take
   * an index of every result: at 10^7 results 420 MB less at once. */
  g_free (data);
  check_scores (t, &read, path, diag);
  return TRUE;
}
