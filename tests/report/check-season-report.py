#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The season report: valet-cli --library DB --season SELECTION with --xlsx,
--pdf and --html, from a small library made here.

  check-season-report.py VALET_CLI [PDFTOTEXT]

Each format is read back (the workbook as a ZIP of XML, the site's
index.html with an HTML parser, the PDF with pdftotext, skipped without
it) and its rankings compared, cell by cell, with --format csv's: the
same rows, names and numbers.  The rule of the minimum of boards is
stated and a row under it not ranked; the events are listed; a write
that fails (the size limit of `ulimit -f`) exits 1 and leaves the old
file, and the old site, byte for byte.  Prints TAP."""
import csv
import html.parser
import io
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zipfile

cli = sys.argv[1]
pdftotext = sys.argv[2] if len(sys.argv) > 2 and sys.argv[2] else None
results = []
shown_rows = {}    # (format, table): the rows as read back, every column


def check(ok, name, detail=''):
    results.append((bool(ok), name, detail))


# Two events of Valet text, one board each, the same twelve players; in
# the second, p1 partners p3 (not p2): those partnerships play one board,
# the others two.  p1's name tests escaping in every format.
NAMES = ''.join('p%d|Player %d\n' % (k, k) for k in range(2, 13))
NAMES = 'p1|Łukasz <Żółw> & "Co"\n' + NAMES
SCORES_A = ('1|1|p1|p2|p3|p4|4S|N|10|HK\n1|1|p5|p6|p7|p8|4S|N|9|D2\n'
            '1|1|p9|p10|p11|p12|3N|S|9|S5\n')
SCORES_B = ('1|2|p1|p3|p2|p4|2H|W|8|C3\n1|2|p5|p6|p7|p8|3H|W|9|C3\n'
            '1|2|p9|p10|p11|p12|2H|E|8|D4\n')


def run(args, limit=None):
    env = dict(os.environ, LC_ALL='C.UTF-8', LANGUAGE='')

    def lower_limit():
        if limit is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    p = subprocess.run([cli] + args, capture_output=True, env=env, preexec_fn=lower_limit)
    return p.returncode, p.stdout.decode('utf-8', 'replace'), p.stderr.decode('utf-8', 'replace')


def snapshot(path):
    """Every file below @path with its bytes."""
    out = {}
    if os.path.isfile(path):
        return {'': open(path, 'rb').read()}
    for top, dirs, files in os.walk(path):
        for f in files:
            full = os.path.join(top, f)
            out[os.path.relpath(full, path)] = open(full, 'rb').read()
    return out


def csv_tables(text):
    """The pairs' and the players' tables of --format csv, rows of cells."""
    parts = [p for p in text.split('\n\n') if p.strip()]
    tables = [list(csv.reader(io.StringIO(p))) for p in parts]
    # The CSV guards a cell starting with "-" against formulas: "'-".
    return [[[c[1:] if c == "'-" else c for c in row] for row in t] for t in tables]


def csv_columns(header, csv_header):
    """For each column of a report's @header, the CSV's column it shows, or
    None for a share's ±, which the CSV does not have."""
    out, last = [], None
    for head in header:
        if head == '±':
            j = last + 1 if last is not None and last + 1 < len(csv_header) \
                and csv_header[last + 1] == '±' else None
        else:
            j = csv_header.index(head) if head in csv_header else None
        out.append(j)
        last = j if head != '±' else None
    return out


def as_csv(rows, header, csv_header):
    """@rows with the columns the CSV has, in its order."""
    cols = csv_columns(header, csv_header)
    keep = [i for i, j in enumerate(cols) if j is not None]
    if [cols[i] for i in keep] != list(range(len(csv_header))):
        return None
    return [[row[i] for i in keep] for row in rows]


def same_rows(got, want, name):
    """@got's rows (without the header) equal @want's, numbers compared as
    the CSV prints them."""
    if len(got) != len(want):
        check(False, name, 'rows: %d, expected %d' % (len(got), len(want)))
        return
    for i, (g, w) in enumerate(zip(got, want)):
        if g != w:
            check(False, name, 'row %d: %r, expected %r' % (i + 1, g, w))
            return
    check(True, name)


# ---- the workbook ----------------------------------------------------------

NS = {'m': 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'}


def col_index(ref):
    letters = re.match(r'[A-Z]+', ref).group(0)
    n = 0
    for ch in letters:
        n = n * 26 + ord(ch) - 64
    return n - 1


def sheet_rows(z, n):
    """The rows of worksheet @n: cells as (text, is_number, style)."""
    root = ET.fromstring(z.read('xl/worksheets/sheet%d.xml' % n))
    rows = {}
    for row in root.iterfind('.//m:sheetData/m:row', NS):
        cells = {}
        for c in row.iterfind('m:c', NS):
            v = c.find('m:v', NS)
            t = c.find('m:is/m:t', NS)
            if v is not None:
                cells[col_index(c.get('r'))] = (float(v.text), True, c.get('s'))
            elif t is not None:
                cells[col_index(c.get('r'))] = (t.text or '', False, c.get('s'))
        rows[int(row.get('r'))] = cells
    return root, rows


def xlsx_as_csv(rows, header_row, header):
    """The data rows as the CSV prints them: numbers to two decimals where
    the column holds values, whole where it counts."""
    whole = {'Rank', 'Events', 'Boards', 'Hands', 'Leads'}
    out = []
    for r in sorted(k for k in rows if k > header_row):
        cells = rows[r]
        line = []
        for i, head in enumerate(header):
            if i not in cells:
                line.append('-' if head == 'Rank' else '')
                continue
            value, number, _ = cells[i]
            if not number:
                line.append(value)
            elif head in whole:
                line.append('%.0f' % value)
            else:
                line.append('%.2f' % value)
        out.append(line)
    return out


def check_xlsx(path, tables):
    with zipfile.ZipFile(path) as z:
        wb = ET.fromstring(z.read('xl/workbook.xml'))
        names = [s.get('name') for s in wb.iterfind('.//m:sheets/m:sheet', NS)]
        check(names == ['Pairs', 'Players', 'Events'], 'xlsx: the sheets Pairs, Players, Events',
              repr(names))
        styles = z.read('xl/styles.xml').decode()
        check('formatCode="0.00"' in styles, 'xlsx: numbers formatted 0.00')
        for n, table in ((1, tables[0]), (2, tables[1])):
            root, rows = sheet_rows(z, n)
            header_row = next(r for r in sorted(rows)
                              if rows[r].get(0, ('',))[0] == 'Rank')
            header = [rows[header_row][i][0] for i in range(len(rows[header_row]))]
            shown = as_csv([header], header, table[0])
            check(shown == [table[0]], 'xlsx sheet %d: the CSV\'s columns, and a ± after each '
                  'share' % n, '%r, expected %r' % (header, table[0]))
            check(header.count('±') == table[0].count('±') + 4,
                  'xlsx sheet %d: the four shares\' ±' % n, repr(header))
            pane = root.find('.//m:pane', NS)
            check(pane is not None and pane.get('state') == 'frozen'
                  and float(pane.get('ySplit')) == header_row,
                  'xlsx sheet %d: the header row frozen' % n)
            numbers = [c for r in rows if r > header_row for c in rows[r].values() if c[1]]
            check(numbers and all(c[2] is not None for c in numbers),
                  'xlsx sheet %d: every number a number, with a format' % n)
            full = xlsx_as_csv(rows, header_row, header)
            shown_rows[('xlsx', n)] = full
            same_rows(as_csv(full, header, table[0]) or [], table[1:],
                      'xlsx sheet %d: the numbers of the text ranking' % n)
            intro = ' '.join(str(rows[r][0][0]) for r in rows if r < header_row and 0 in rows[r])
            check('Season: all' in intro and '2 events, 2 boards' in intro
                  and 'at least 2 boards' in intro,
                  'xlsx sheet %d: title, events and boards, the minimum stated' % n, intro)
        _, rows = sheet_rows(z, 3)
        events = [rows[r][1][0] for r in sorted(rows) if 1 in rows[r]]
        check(len(events) == 3 and events[0] == 'Event', 'xlsx: the Events sheet lists both',
              repr(events))


# ---- the site ----------------------------------------------------------------

class Tables(html.parser.HTMLParser):
    """The cells' text of every table, and the stylesheet linked."""

    def __init__(self):
        super().__init__()
        self.tables, self.cell, self.links = [], None, []

    def handle_starttag(self, tag, attrs):
        if tag == 'table':
            self.tables.append([])
        elif tag == 'tr':
            self.tables[-1].append([])
        elif tag in ('td', 'th'):
            self.end_cell()
            self.cell = ''
        elif tag == 'link':
            self.links.append(dict(attrs).get('href'))

    def end_cell(self):
        if self.cell is not None:
            self.tables[-1][-1].append(self.cell.strip())
        self.cell = None

    def handle_endtag(self, tag):
        if tag in ('tr', 'table', 'td', 'th'):
            self.end_cell()

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data


def check_html(folder, tables):
    index = os.path.join(folder, 'index.html')
    check(os.path.isfile(index) and os.path.isfile(os.path.join(folder, 'style.css'))
          and os.path.isfile(os.path.join(folder, '.valet-site')),
          'html: index.html, style.css and the manifest')
    text = open(index, encoding='utf-8').read()
    parser = Tables()
    parser.feed(text)
    parser.end_cell() if parser.tables else None
    check(len(parser.tables) == 3, 'html: three tables (pairs, players, events)',
          str(len(parser.tables)))
    check('style.css' in parser.links, 'html: the event site\'s style sheet')
    check('prefers-color-scheme: dark' in open(os.path.join(folder, 'style.css')).read(),
          'html: dark mode, as the event site')
    check('&lt;Żółw&gt; &amp; &quot;Co&quot;' in text, 'html: names escaped')
    for n in range(2):
        if n < len(parser.tables):
            header = parser.tables[n][0]
            same_rows(as_csv(parser.tables[n][1:], header, tables[n][0]) or [], tables[n][1:],
                      'html table %d: the numbers of the text ranking' % (n + 1))
            # The shares' ± too, as the workbook has them.
            same_rows(parser.tables[n][1:], shown_rows.get(('xlsx', n + 1), []),
                      'html table %d: every cell as the workbook\'s' % (n + 1))
    check('at least 2 boards' in text and '2 events, 2 boards' in text,
          'html: events, boards and the minimum stated')


# ---- the PDF -------------------------------------------------------------------

def check_pdf(path, tables):
    if pdftotext is None:
        results.append((None, 'pdf: pdftotext is not installed', ''))
        return
    text = subprocess.run([pdftotext, '-layout', path, '-'], capture_output=True,
                          check=True).stdout.decode()
    for words in ('Season: all', "Pairs' season ranking", "Players' season ranking",
                  'Events included', 'at least 2 boards', 'Page 1 of',
                  'Not ranked: fewer boards'):
        check(words in text, 'pdf: says %s' % words)
    lines = [re.sub(r'\s+', ' ', l).strip() for l in text.splitlines()]
    for n in range(2):
        missing = []
        # Every cell, the shares' ± with them, as the workbook has them.
        for row in shown_rows.get(('xlsx', n + 1), [['missing']]):
            # The row's cells in order, on one line (empty ones left out).
            want = ' '.join(c for c in row if c)
            if want not in lines:
                missing.append(want)
        check(not missing, 'pdf table %d: every row, every cell as the workbook\'s' % (n + 1),
              '; '.join(missing[:3]))


def main():
    tmp = tempfile.mkdtemp(prefix='valet-season-report-')
    try:
        lib = os.path.join(tmp, 'library.sqlite')
        for name, scores in (('a', SCORES_A), ('b', SCORES_B)):
            d = os.path.join(tmp, name)
            os.mkdir(d)
            open(os.path.join(d, 'names.txt'), 'w').write(NAMES)
            open(os.path.join(d, 'scores.txt'), 'w').write(scores)
        status, _, err = run(['library', 'add', '--library', lib,
                              os.path.join(tmp, 'a'), os.path.join(tmp, 'b')])
        check(status == 0, 'the library made', err)
        season = ['--library', lib, '--season', 'all', '--minhands', '2']
        status, out, err = run(season + ['--format', 'csv'])
        check(status == 0, 'the season ranking as CSV', err)
        tables = csv_tables(out)
        check(len(tables) == 2 and any(r[0] == '-' for r in tables[0][1:]),
              'CSV: two tables, a pair under the minimum not ranked')
        xlsx, pdf, site = (os.path.join(tmp, n) for n in ('s.xlsx', 's.pdf', 'site'))
        status, text_out, err = run(season + ['--xlsx', xlsx, '--pdf', pdf, '--html', site])
        check(status == 0, 'the reports written', err)
        check(text_out == run(season)[1], 'the text ranking printed as without reports')
        # A report not written, or not read back, is a failed check, not
        # a crash of the test.
        for what, checker, path in (('xlsx', check_xlsx, xlsx), ('html', check_html, site),
                                    ('pdf', check_pdf, pdf)):
            try:
                checker(path, tables)
            except Exception as e:  # noqa: BLE001
                check(False, '%s: read back' % what, repr(e))

        # A write that fails leaves the earlier file as it was: the size
        # limit of `ulimit -f` above what the library needs to be read
        # (its 32 KiB shared-memory file) and below what the reports of a
        # larger season take.
        big = os.path.join(tmp, 'big.sqlite')
        folders = []
        for k in range(30):
            d = os.path.join(tmp, 'e%d' % k)
            os.mkdir(d)
            open(os.path.join(d, 'names.txt'), 'w').write(
                ''.join('q%d|Player %d-%d\n' % (j, k, j) for j in range(1, 17)))
            open(os.path.join(d, 'scores.txt'), 'w').write(''.join(
                '1|1|q%d|q%d|q%d|q%d|%s|N|%d|HK\n' % (4 * t + 1, 4 * t + 2, 4 * t + 3, 4 * t + 4,
                                                     '4S', 8 + (t + k) % 4)
                for t in range(4)))
            folders.append(d)
        status, _, err = run(['library', 'add', '--library', big] + folders)
        check(status == 0, 'a library of 30 events made', err)
        big_season = ['--library', big, '--season', 'all']
        limit = 36000
        outs = os.path.join(tmp, 'outs')
        os.mkdir(outs)
        for option, name in (('--pdf', 'b.pdf'), ('--xlsx', 'b.xlsx'), ('--html', 'site')):
            path = os.path.join(outs, name)
            status, _, err = run(big_season + [option, path])
            size = sum(len(v) for v in snapshot(path).values())
            check(status == 0 and size > limit, '%s: the larger season\'s report is larger '
                  'than the limit' % option, '%d %d %s' % (status, size, err))
            before = snapshot(path)
            listing = sorted(os.listdir(outs))
            status, _, err = run(big_season + [option, path], limit=limit)
            check(status == 1 and name in err and 'library' not in err,
                  '%s: a failed write exits 1, naming the file' % option,
                  '%d %s' % (status, err))
            check(snapshot(path) == before and sorted(os.listdir(outs)) == listing,
                  '%s: a failed write leaves the earlier one byte for byte, nothing beside'
                  % option)

        # The event's PDF too, when only its last buffer, written as the
        # file is closed, goes over the limit.
        event_pdf = os.path.join(outs, 'event.pdf')
        status, _, err = run(['-d', os.path.join(tmp, 'a'), '--pdf', event_pdf])
        before = snapshot(event_pdf)
        size = len(before[''])
        status, _, err = run(['-d', os.path.join(tmp, 'a'), '--pdf', event_pdf], limit=size - 1)
        check(status == 1 and snapshot(event_pdf) == before,
              'event --pdf: a failure of the last buffer\'s write exits 1, the earlier file kept',
              '%d %s' % (status, err))
        status, _, err = run(big_season + ['--pdf', os.path.join(outs, 'b.pdf')],
                             limit=len(snapshot(os.path.join(outs, 'b.pdf'))['']) - 1)
        check(status == 1, 'season --pdf: a failure of the last buffer\'s write exits 1',
              '%d %s' % (status, err))

        # Outputs that would write over the library are refused.
        status, _, err = run(season + ['--pdf', lib])
        check(status == 1 and 'library' in err.lower() or 'read from' in err,
              '--pdf over the library refused', err)
        status, _, err = run(season + ['--tableau', os.path.join(tmp, 't.txt')])
        check(status == 2 and '--season' in err, '--tableau with --season refused', err)
    except Exception as e:  # noqa: BLE001
        # Said as a failed check, with the TAP of those before.
        check(False, 'the test ran to its end', repr(e))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    print('1..%d' % len(results))
    for i, (ok, name, detail) in enumerate(results, 1):
        if ok is None:
            print('ok %d - # SKIP %s' % (i, name))
        else:
            print('%s %d - %s' % ('ok' if ok else 'not ok', i, name))
            if not ok and detail:
                print('# ' + detail.replace('\n', '\n# '))
    return 0


sys.exit(main())
