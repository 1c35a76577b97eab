/* valet-safe-text.h: names and other text read from files, made safe
 * where they go: a terminal, the screen, a spreadsheet.
 *
 * A name may hold any byte a file holds.  On a terminal an escape
 * sequence in it (ESC [ ...) would move the cursor, change colours or
 * the window's title; on the screen a control character shows as
 * nothing; in a spreadsheet a cell beginning with '=', '+', '-' or '@'
 * is taken for a formula (=HYPERLINK(...) becomes a live link).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* @s with its control characters written as \xHH (ESC as \x1b): the C0
 * controls, DEL, and when @s is UTF-8 the C1 controls U+0080 to U+009F
 * (both of their bytes).  Bytes of a legacy encoding (not UTF-8) above
 * 0x7F are letters there and are kept.  With @keep_line_ends, '\n' is
 * kept (a message of several lines).  A new string; NULL for NULL. */
char    *valet_escape_for_terminal (const char *s,
                                    gboolean    keep_line_ends);

/* A message for standard error, which quotes paths and lines of files:
 * as valet_escape_for_terminal() with line ends kept, and in UTF-8 text
 * the invisible controls of text direction too (U+061C, U+200E, U+200F,
 * U+202A to U+202E, U+2066 to U+2069, each byte as \xHH), which would
 * show a path's letters in another order (RIGHT-TO-LEFT OVERRIDE makes
 * "abc\u202Etxt.exe" read "abcexe.txt") and carry the rest of the line
 * with them.  Names in the rankings keep them: there they are the
 * names' own, and a line of the ranking ends them. */
char    *valet_escape_message      (const char *s);

/* UTF-8 @s as shown on the screen and in the reports: a C0 control
 * character or DEL as its picture (U+2400 to U+241F, U+2421: ESC shows
 * as ␛), a C1 control as \xHH.  NULL when nothing needs it. */
char    *valet_escape_for_display  (const char *s);

/* Spreadsheet cells (OWASP's advice on CSV injection): a cell whose
 * text, after any apostrophes it begins with, begins with '=', '+',
 * '-', '@', a tab or a carriage return is written with one more
 * apostrophe in front, so that a spreadsheet shows it as text; and it
 * is quoted as RFC 4180 asks where it holds @separator, a quote or a
 * line end.  valet_csv_unprotect() takes that apostrophe off again, so
 * that the names read back are the names written. */
gboolean valet_csv_is_formula_like (const char *cell);
void     valet_csv_append_cell     (GString    *out,
                                    const char *cell,
                                    const char *separator);
/* Removes, in place, the apostrophe in front of a cell that
 * valet_csv_append_cell() put there: a leading apostrophe followed by
 * (more apostrophes and then) '=', '+', '-', '@', a tab or a carriage
 * return. */
void     valet_csv_unprotect       (char       *cell);

G_END_DECLS
