/* valet-html-private.h: what the pages of the HTML site share while it
 * is written: the report, the folder and who played what. */
#pragma once

#include "valet-html-text.h"
#include "valet-report.h"

G_BEGIN_DECLS

/* One board a pair played: the board (playing order), its entry, the
 * side it sat and its opponents' pair number. */
typedef struct {
  guint    board;
  guint    entry;
  gboolean ns;
  guint    opponents;
} ValetHtmlPlay;

typedef struct {
  ValetReport        *report;
  ValetRun           *run;
  const ValetOptions *options;
  const char         *dir;       /* the folder being written */
  /* By pair number: the boards it played (GArray of ValetHtmlPlay), in
   * playing order, and its position in the ranking plus one (0: no
   * page; G_MAXUINT: not ranked, a page without a rank). */
  GPtrArray          *plays;
  guint              *ranked;
  /* By pair number: every pair of the ranking, ranked or not. */
  const ValetPairScore **pairs;
  /* By pair number: its name made safe for HTML, once, not for each of
   * the boards it is linked from; NULL until first asked for. */
  char              **names;
  guint               n_numbers;
  /* By board (playing order): its tables' North-South and East-West
   * pair numbers, two to an entry, as the board's page lists them. */
  GPtrArray          *seated;
  guint               board;     /* the board whose page is written */
  /* The page being written, its buffer kept from page to page. */
  GString            *page;
  int                 decimals;  /* of the ranking's units */
  gboolean            teams;     /* the ranking has a Team column */
  gboolean            leads;     /* some result gives its opening lead */
} ValetHtmlSite;

void      _valet_html_site_init      (ValetHtmlSite *site,
                                      ValetReport   *report,
                                      const char    *dir);
void      _valet_html_site_clear     (ValetHtmlSite *site);

/* Page names from the site's top: "pairs/7.html", "boards/2-14.html". */
char     *_valet_html_pair_href      (const ValetPairScore *pair);
/* Whether pair @number has a page: a ranked pair, or one not ranked
 * that played. */
gboolean  _valet_html_has_page      (ValetHtmlSite        *site,
                                     guint                 number);
char     *_valet_html_board_href     (const ValetBoard *board);
/* The pair's name linked to its page, @folder the way from the page
 * written to the pairs' pages ("pairs/", "../pairs/", "" from one of
 * them), or plain when it has no page. */
void      _valet_html_pair_link      (ValetHtmlSite *site,
                                      GString       *out,
                                      const char    *folder,
                                      guint          number);
/* A page one folder down (a pair's, a board's): its start with the
 * link back to the index, its heading @title and @summary under it,
 * its links named from the folder @base ("pairs", "boards": see
 * valet_html_page_begin()); and its end, written to @href. */
void      _valet_html_subpage_begin  (ValetHtmlSite *site,
                                      GString       *out,
                                      const char    *base,
                                      const char    *title,
                                      const char    *summary);
gboolean  _valet_html_subpage_finish (ValetHtmlSite *site,
                                      GString       *out,
                                      const char    *href,
                                      GError       **error);
/* A sortable table of class @klass up to its first heading cell; its
 * body after the headings; its end. */
void      _valet_html_table_begin    (GString       *out,
                                      const char    *klass);
void      _valet_html_table_body     (GString       *out);
void      _valet_html_table_end      (GString       *out);
/* A number of the ranking's units for eyes. */
char     *_valet_html_number         (ValetHtmlSite *site,
                                      double         value);
/* The same in a table's cell: the minus sign as "-", which a number
 * copied into a spreadsheet needs (and a byte, not three, on pages of
 * tens of thousands of numbers); none for no number (the style sheet
 * shows an empty cell as "–"). */
char     *_valet_html_cell_number    (ValetHtmlSite *site,
                                      double         value);
/* A table cell of such a number, or empty for none (NaN); a cell of an
 * integer, its minus sign "-". */
void      _valet_html_number_td      (ValetHtmlSite *site,
                                      GString       *out,
                                      double         value);
void      _valet_html_int_td         (GString       *out,
                                      int            value);
/* @text with each U+2212 minus sign made "-", in place; @text. */
char     *_valet_html_ascii_minus    (char          *text);

/* The cells of a table result: the contract with the suits' symbols,
 * its declarer and its tricks against it in one ("4♥ E +1", or "Pass"),
 * the lead (where any result of the event gives one); and their
 * headings. */
void      _valet_html_result_heads   (ValetHtmlSite     *site,
                                      GString           *out);
void      _valet_html_result_cells   (ValetHtmlSite     *site,
                                      GString           *out,
                                      const ValetResult *result);
/* The North-South score of @result; 0 when passed out. */
int       _valet_html_ns_score       (const ValetResult *result);
/* The Score cell of @result, seen from North-South (@ns) or East-West:
 * the score at the table, or an artificial score's percentages. */
void      _valet_html_score_td       (GString           *out,
                                      const ValetResult *result,
                                      gboolean           ns);
/* The split's cells: total, bidding, declarer play, lead (with the lead
 * split), defence, and the artificial scores' share where there are
 * some; and their headings, and a note saying how they add up.  For one
 * table's @result, seen from North-South when @ns, the parts the side
 * had no hand in (the play when it defended, the lead and defence when
 * it declared, all but the bidding when passed out) show as none, not
 * as 0; @result is NULL for averages. */
void      _valet_html_split_heads    (ValetHtmlSite         *site,
                                      GString               *out);
void      _valet_html_split_note     (ValetHtmlSite         *site,
                                      GString               *out);
void      _valet_html_split_cells    (ValetHtmlSite         *site,
                                      GString               *out,
                                      const ValetComponents *c,
                                      const ValetResult     *result,
                                      gboolean               ns);

/* A board's deal as a hand diagram (valet-html-deal.c). */
void      _valet_html_deal           (GString              *out,
                                      const ValetBoardDeal *deal);
/* Its double-dummy table and par, when the report has them. */
void      _valet_html_dd             (GString              *out,
                                      ValetReport          *report,
                                      const ValetBoardDeal *deal);

gboolean  _valet_html_write_assets   (ValetHtmlSite *site,
                                      GError       **error);
gboolean  _valet_html_write_index    (ValetHtmlSite *site,
                                      GError       **error);
gboolean  _valet_html_write_pairs    (ValetHtmlSite *site,
                                      GError       **error);
gboolean  _valet_html_write_boards   (ValetHtmlSite *site,
                                      GError       **error);
gboolean  _valet_html_write_chart    (ValetHtmlSite *site,
                                      GError       **error);

/* The team ranking, teams.html, where the results name teams
 * (valet-html-teams.c); whether there is one, for the index's link. */
gboolean  _valet_html_has_teams_page (ValetHtmlSite *site);
gboolean  _valet_html_write_teams    (ValetHtmlSite *site,
                                      GError       **error);
G_END_DECLS
