/* valet-html-assets.c: the site's style sheet and its sorting script,
 * and the ranking chart as SVG, laid out by the charts' own code. */
#include "config.h"

#include <glib/gi18n.h>

#include "valet-chart.h"
#include "valet-html-private.h"

/* Light and dark by the reader's colour scheme; figures of one width so
 * that columns of numbers line up. */
static const char style_css[] =
  ":root { color-scheme: light dark; --fg: #1a1a1a; --bg: #ffffff; --muted: #5e5e5e;\n"
  "  --line: #d0d0d0; --stripe: #f3f3f3; --head: #e8e8e8; --link: #0b57d0; }\n"
  "@media (prefers-color-scheme: dark) {\n"
  "  :root { --fg: #e6e6e6; --bg: #1c1c1c; --muted: #a8a8a8; --line: #444444;\n"
  "    --stripe: #262626; --head: #303030; --link: #8ab4f8; } }\n"
  "body { font-family: system-ui, sans-serif; color: var(--fg); background: var(--bg);\n"
  "  margin: 1.5rem auto; padding: 0 1rem; max-width: 100rem; line-height: 1.4; }\n"
  "a { color: var(--link); }\n"
  "h1 { font-size: 1.6rem; margin: 0.2rem 0 0.4rem; }\n"
  "h2 { font-size: 1.2rem; margin: 1.6rem 0 0.5rem; }\n"
  "header p, .summary, .note { margin: 0.2rem 0; }\n"
  ".note, .stamp, .count { color: var(--muted); }\n"
  ".stamp, .count { font-size: 0.85em; }\n"
  ".scroll { overflow-x: auto; }\n"
  "table { border-collapse: collapse; font-variant-numeric: tabular-nums; }\n"
  "th, td { padding: 0.2rem 0.6rem; border-bottom: 1px solid var(--line); }\n"
  "th { background: var(--head); text-align: right; vertical-align: bottom; }\n"
  "tbody tr:nth-child(even) { background: var(--stripe); }\n"
  /* Cells carry no class but names: cells are right-aligned, and the
   * traveller's columns of words are named by their place
   * (valet-html-boards.c and _valet_html_result_cells write them so). */
  "td { text-align: right; white-space: nowrap; }\n"
  "th.text, td.text, .traveller td:nth-child(-n+3), .traveller.leads td:nth-child(4) {\n"
  "  text-align: left; }\n"
  /* A part the side had no hand in, a lead not given: no number in
   * the page, a dash on the screen. */
  /* A pair page's opponents, in a cell without a class: their link is
   * the line's only one out of boards/, where its base is. */
  ".played td > a[href^=\"../\"] { display: block; text-align: left; }\n"
  "td:empty::after { content: \"\\2013\"; }\n"
  "td[rowspan] { vertical-align: top; }\n"
  "th button { font: inherit; font-weight: bold; color: inherit; background: none;\n"
  "  border: 0; padding: 0; cursor: pointer; text-align: inherit; }\n"
  "th[aria-sort=ascending] button::after { content: \" \\25B2\"; }\n"
  "th[aria-sort=descending] button::after { content: \" \\25BC\"; }\n"
  ".back { margin-bottom: 0.8rem; }\n"
  ".board-list .round { font-weight: bold; margin-right: 0.4rem; }\n"
  ".board-list a { display: inline-block; min-width: 1.6rem; text-align: right; }\n"
  /* A board's deal: the hands around the table, three columns that
   * fit a phone; hearts and diamonds red, a lighter red on a dark
   * page, the light one on paper. */
  ".deal { display: grid; grid-template-columns: repeat(3, max-content);\n"
  "  gap: 0.6rem 1.5rem; margin: 0.8rem 0; line-height: 1.3; }\n"
  ".deal .north { grid-area: 1 / 2; } .deal .west { grid-area: 2 / 1; }\n"
  ".deal .middle { grid-area: 2 / 2; align-self: center; }\n"
  ".deal .east { grid-area: 2 / 3; } .deal .south { grid-area: 3 / 2; }\n"
  ".deal .seat { font-weight: bold; }\n"
  ".deal .hcp, .deal .middle { color: var(--muted); font-size: 0.85em; }\n"
  ".deal .suit { display: inline-block; min-width: 1.1em; }\n"
  ".deal .red { color: #c01c28; }\n"
  "@media (prefers-color-scheme: dark) { .deal .red { color: #ff7b63; } }\n"
  "@media (max-width: 40rem) { .deal { gap: 0.5rem 0.8rem; } }\n"
  "@media print { .deal .red { color: #c01c28; } }\n"
  /* Beside it, its double-dummy table and par; below it when the page
   * is too narrow for both. */
  ".deal-row { display: flex; flex-wrap: wrap; gap: 0 2.5rem; align-items: flex-start; }\n"
  "div.dd { margin: 0.8rem 0; }\n"
  "table.dd { width: auto; margin: 0; }\n"
  "table.dd caption { font-weight: bold; text-align: left; }\n"
  "table.dd th, table.dd td { text-align: right; padding: 0.05rem 0.45rem; }\n"
  "table.dd tbody th { color: var(--muted); }\n"
  "table.dd .red { color: #c01c28; }\n"
  "@media (prefers-color-scheme: dark) { table.dd .red { color: #ff7b63; } }\n"
  "div.dd .par { margin: 0.3rem 0 0; }\n"
  "figure.chart { margin: 0; }\n"
  "figure.chart img { max-width: 100%; height: auto; }\n"
  /* The ranking's headline: the score as played, in bold. */
  "td.score { font-weight: bold; }\n"
  ".ranking th { white-space: nowrap; }\n"
  /* What the columns are, on the page. */
  ".glossary { margin: 0.8rem 0; max-width: 48rem; }\n"
  ".glossary summary { font-weight: bold; cursor: pointer; }\n"
  ".glossary dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 0.8rem;\n"
  "  margin: 0.4rem 0; }\n"
  ".glossary dt { font-weight: bold; }\n"
  ".glossary dd { margin: 0; }\n"
  /* The switch that unfolds a ranking's columns: only where they fold. */
  ".all-columns, .all-columns + label, .print-only { display: none; }\n"
  /* A phone (390 px): the rank, the pair's number, the players and the
   * score without scrolling sideways; the other columns fold away,
   * behind the switch, and then scroll inside their box. */
  "@media (max-width: 40rem) {\n"
  "  body { margin: 0.8rem auto; padding: 0 0.5rem; }\n"
  "  th, td { padding: 0.2rem 0.3rem; }\n"
  "  .ranking td.text { white-space: normal; overflow-wrap: break-word; }\n"
  "  .ranking .more { display: none; }\n"
  "  .all-columns + label { display: inline-block; margin: 0.2rem 0 0.4rem; }\n"
  "  .all-columns { display: inline-block; }\n"
  "  .all-columns:checked + label + .scroll .more { display: table-cell; }\n"
  /* Unfolded, the table scrolls in its box: the names on one line. */
  "  .all-columns:checked + label + .scroll td.text { white-space: nowrap; }\n"
  "  .glossary dl { grid-template-columns: 1fr; }\n"
  "  .glossary dd { margin-bottom: 0.3rem; }\n"
  "}\n"
  /* Paper: A4 upright, black on white; the ranking with the columns
   * the note under it names (each player's own numbers are left out),
   * its heading on every page, no row cut in two. */
  "@media print {\n"
  "  @page { size: A4 portrait; margin: 12mm; }\n"
  "  :root { --fg: #000000; --bg: #ffffff; --muted: #333333; --line: #999999;\n"
  "    --stripe: #f0f0f0; --head: #e0e0e0; --link: #000000; }\n"
  "  body { margin: 0; padding: 0; max-width: none; font-size: 8pt; }\n"
  "  a { text-decoration: none; }\n"
  "  .scroll { overflow: visible; }\n"
  "  th, td { padding: 0.1rem 0.25rem; }\n"
  "  .ranking td.text { white-space: normal; }\n"
  "  .ranking .more { display: table-cell; }\n"
  "  .ranking .detail, .all-columns, .all-columns + label, figure.chart, .board-list,\n"
  "  .screen-only, .back { display: none; }\n"
  "  .print-only { display: block; }\n"
  "  thead { display: table-header-group; }\n"
  "  tr { break-inside: avoid; }\n"
  "  th button::after { content: none; }\n"
  "}\n";

/* Makes the headings of each sortable table buttons that sort its rows
 * by the column's numbers or text; without the script the tables read
 * as they are, in ranking order.  A number is a cell's data-v where it
 * has one (a shared rank, a value with its count), else its text when
 * that is a number as the pages write it (a U+2212 minus, a decimal
 * point or comma, "3=" for a shared place); cells of words, and the
 * dash of none, sort after the numbers either way.  Cells that span
 * rows (a pair's round, seat and opponents for the boards of a sitting;
 * a traveller's result for the tables that had it) are first copied
 * into each row they span, column by column, wherever in the row they
 * stand. */
static const char sort_js[] =
  "'use strict';\n"
  "const valetNumber = /^[+\\u2212-]?\\d+([.,]\\d+)?=?$/;\n"
  "function valetKey (row, index) {\n"
  "  const cell = row.cells[index];\n"
  "  if (!cell) return '';\n"
  "  if (cell.dataset.v !== undefined) return parseFloat(cell.dataset.v);\n"
  "  const t = cell.textContent.trim();\n"
  "  return valetNumber.test(t) ? parseFloat(t.replace('\\u2212', '-').replace(',', '.')) : t;\n"
  "}\n"
  "function valetUnspan (table) {\n"
  "  const width = table.tHead.rows[0].cells.length;\n"
  "  const held = [];\n"
  "  for (const row of table.tBodies[0].rows) {\n"
  "    for (let k = 0; k < width; k++) {\n"
  "      const h = held[k];\n"
  "      if (h && h.left > 0) {\n"
  "        h.left--;\n"
  "        row.insertBefore(h.cell.cloneNode(true), row.cells[k] || null);\n"
  "      } else if (row.cells[k]) {\n"
  "        held[k] = { cell: row.cells[k], left: row.cells[k].rowSpan - 1 };\n"
  "      }\n"
  "    }\n"
  "  }\n"
  "  for (const row of table.tBodies[0].rows)\n"
  "    for (const cell of row.cells) cell.rowSpan = 1;\n"
  "}\n"
  "function valetSort (table, th, index) {\n"
  "  const body = table.tBodies[0];\n"
  "  valetUnspan(table);\n"
  "  const up = th.getAttribute('aria-sort') !== 'ascending';\n"
  "  const rows = Array.from(body.rows, (row) => [valetKey(row, index), row]);\n"
  "  rows.sort(([x], [y]) => {\n"
  "    if (typeof x !== typeof y) return typeof x === 'number' ? -1 : 1;\n"
  "    const c = typeof x === 'number' ? x - y : x.localeCompare(y);\n"
  "    return up ? c : -c;\n"
  "  });\n"
  "  for (const h of table.tHead.rows[0].cells) h.removeAttribute('aria-sort');\n"
  "  th.setAttribute('aria-sort', up ? 'ascending' : 'descending');\n"
  "  for (const [, row] of rows) body.appendChild(row);\n"
  "}\n"
  "document.addEventListener('DOMContentLoaded', () => {\n"
  "  for (const table of document.querySelectorAll('table.sortable')) {\n"
  "    if (!table.tHead || !table.tBodies.length) continue;\n"
  "    Array.from(table.tHead.rows[0].cells).forEach((th, index) => {\n"
  "      const button = document.createElement('button');\n"
  "      button.type = 'button';\n"
  "      while (th.firstChild) button.appendChild(th.firstChild);\n"
  "      th.appendChild(button);\n"
  "      button.addEventListener('click', () => valetSort(table, th, index));\n"
  "    });\n"
  "  }\n"
  "});\n";

gboolean
_valet_html_write_assets (ValetHtmlSite *site, GError **error)
{
  g_autoptr (GString) css = g_string_new (style_css);
  g_autoptr (GString) js = g_string_new (sort_js);

  return valet_html_write_page (site->dir, "style.css", css, error)
         && valet_html_write_page (site->dir, "sort.js", js, error);
}

/* The most pairs the chart draws: beyond a few hundred, bars say
 * nothing the table does not (the PDF stops likewise). */
#define MAX_SVG_PAIRS 400

gboolean
_valet_html_write_chart (ValetHtmlSite *site, GError **error)
{
  guint n = MIN (valet_run_n_ranked (site->run), MAX_SVG_PAIRS);
  double width = 960, height = 70 + 22.0 * n;
  g_autofree char *svg = valet_chart_ranking_svg (site->report, width, height, 0, n,
                                                  VALET_CHART_SCALE_ALL);
  g_autoptr (GString) page = g_string_new (svg);

  /* One file for both colour schemes: the SVG's style sheet picks the
   * palette; its text is text, not glyph outlines. */
  return valet_html_write_page (site->dir, "charts/ranking.svg", page, error);
}
