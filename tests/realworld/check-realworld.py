#!/usr/bin/env python3
"""Reads every file of ../shared/realworld (results files written by other
scoring programs) with valet-cli, as a director would.

For each file that holds table results: valet-cli --input FILE scores it in
IMPs across the field, matchpoints and datum with exit status 0 (warnings
allowed, no errors), the number of pairs ranked is the one the folder's
README gives, and where the file carries its own scores the Spearman rank
correlation of our ranking with the file's own, in the matching scoring
form, is at least 0.9.  Files without results are refused with exit
status 1 and one message that says so.

Files that declare their scoring form (USEBIO EVENT_TYPE, PBN [Scoring],
Bridgemate's ScoringType) are scored in it without --valettype, which
valet-cli says on standard error; --valettype wins without a word.

Files with artificial scores are read with every one of them counted and
every pair keeping each board it played in its count; where the file gives
matchpoint percentages (Compscore3's MP_PAIRS), ours are within half a
point of the file's for nine pairs in ten or more.

With --neuberg, our plain matchpoint percentages (read unrounded from the
workbook) are within 0.05 of those of the files whose program factors by
Neuberg's formula (Magic Contest); the agreement with the other files
that carry percentages is printed.

Prints a table (file, producer, pairs, results read, correlation) and the
TAP lines meson reads.  When the folder is not there, a TAP plan "1..0 #
SKIP" and exit status 0: meson counts the test as skipped.

    check-realworld.py VALET_CLI REALWORLD_DIR
"""

import csv
import io
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
import xml.etree.ElementTree as ET

MODES = ("imps", "matchpoints", "datum")
MIN_CORRELATION = 0.9
# ScoreBridge factors up the boards that fewer tables played (17 of its
# 28 boards have three results or two, the others four) in a way of its
# own, not Neuberg's: its matchpoints on a board of n results are the
# plain ones (2 a win) plus N - n, as if each missing comparison were a
# draw (a top of 4 on a three-table board is 5 of 6, where Neuberg gives
# 5.67).  Plain matchpoints per board, which Valet scores, order its
# eight pairs a little differently (pairs within two points swap).
MIN_CORRELATION_OF = {"scorebridge/sample.xml": 0.8}

# file, producer, pairs ranked, scoring form of the file's own scores
# (None: the file carries none)
RESULT_FILES = [
    ("compscore3/butler_mitchell.xml", "Compscore3", 14, "datum"),
    ("compscore3/mp_pairs_mitchell_02.xml", "Compscore3", 42, "matchpoints"),
    ("compscore3/cross_imp_howell.xml", "Compscore3", 9, "imps"),
    ("scorebridge/sample.xml", "ScoreBridge", 8, "matchpoints"),
    # Its MP_NS and MP_EW cells are all "-": no scores of its own.
    ("bridgecomposer/SPR_PBN_File_0_D251223M.pbn", "BridgeComposer", 34, None),
    ("magic-contest/test_set.pbn", "Magic Contest", 44, "matchpoints"),
    ("bridgemate/LBC-2026-01-26.bws", "Bridgemate", 20, None),
    # The folder's README gives no pair counts for these: the counts are
    # the partnerships the files seat (RealBridge: 30 tables, two pairs
    # each, less the two tables of a match that was not played; JFR: pairs
    # "Para-1" to "Para-26"; BBO: 204 players, some of whom changed
    # partners during the session).
    ("game-per-table/realbridge-teams.pbn", "RealBridge", 56, None),
    ("game-per-table/jfr-pairs.pbn", "JFR Pary (pbntools)", 26, None),
    ("game-per-table/bbo-pairs-cp1252.pbn", "BBO (pbntools)", 106, None),
]

# Files with artificial scores, and how many they hold: read, never
# left out, each pair keeping every board it played in its count.
ARTIFICIAL_FILES = [
    ("compscore3/butler_mitchell.xml", 1),         # A5050
    ("compscore3/mp_pairs_mitchell_02.xml", 2),    # A6060, A5050
    ("magic-contest/test_set.pbn", 1),             # "A-" / "A+"
]

# Matchpoint percentages against the file's own PERCENTAGE: within
# MP_TOLERANCE percentage points for at least MP_SHARE of the pairs.
# Compscore3 factors a board with fewer results (Neuberg); that moves a
# pair's percentage by less than 0.01 points here, as only two boards
# have an artificial score.  The one pair off, 8EW (ANN HART - MEREDITH
# BREDEN: ours 52.3, the file's 51.30), is off in the file itself: its
# TOTAL_SCORE 554 is not the 565.4 its traveller lines add up to (board 2's
# A6060 line gives it 24 of 40), but what a played result of 12.6 would
# give; its opponents there, 9NS, have 460 where the lines add up to
# 456.6, the other 27.4 of that board's top of 40.
MP_FILES = [("compscore3/mp_pairs_mitchell_02.xml", 0.5, 0.9)]

# With --neuberg: file, tolerance in percentage points, share of the
# pairs that must be within it (None: the figures are printed only).
# Magic Contest factors its board with an artificial score by Neuberg's
# formula (21 tables compared where 22 played: a top of 40 among them is
# 41.9 of 42).  Compscore3 does too (board 2: 40.0 and 1.1 of 40 among 20
# of 21 tables), but its TOTAL_SCORE is rounded to whole matchpoints and
# is not the sum of its own lines (see above), so its PERCENTAGE can be a
# tenth of a point from any computation; ScoreBridge does not use
# Neuberg's formula (see above).
# With --missing-as-draws (ScoreBridge's way): file, tolerance, share.
DRAWS_FILES = [("scorebridge/sample.xml", 0.05, 1.0)]
NEUBERG_FILES = [
    ("magic-contest/test_set.pbn", 0.05, 1.0),
    ("compscore3/mp_pairs_mitchell_02.xml", 0.05, None),
    ("scorebridge/sample.xml", 0.05, None),
]

# The scoring form each file declares (USEBIO EVENT_TYPE, PBN [Scoring],
# Bridgemate's Section.ScoringType), in the file's own word, and the
# form valet-cli scores it in without --valettype.
DECLARED_FORMS = [
    ("compscore3/butler_mitchell.xml", "BUTLER_PAIRS", "datum"),
    ("compscore3/cross_imp_howell.xml", "CROSS_IMP", "imps"),
    ("compscore3/mp_pairs_mitchell_02.xml", "MP_PAIRS", "matchpoints"),
    ("scorebridge/sample.xml", "MP_PAIRS", "matchpoints"),
    ("bridgecomposer/SPR_PBN_File_0_D251223M.pbn", "MatchPoints", "matchpoints"),
    ("magic-contest/test_set.pbn", "MatchPoints;MP1", "matchpoints"),
    ("game-per-table/jfr-pairs.pbn", "MP", "matchpoints"),
    ("game-per-table/realbridge-teams.pbn", "IMP", "imps"),
    ("bridgemate/LBC-2026-01-26.bws", "ScoringType 1", "matchpoints"),
]
FORM_WORDS = {"matchpoints": "matchpoints", "imps": "IMPs across the field",
              "datum": "IMPs against a datum"}

NO_RESULT_FILES = [
    "pbn-spec/correct_20.pbn",
    "bridgemate/LBC-2026-01-26.pbn",
]


def name_key(text):
    """A pair's names as a set of words, so that "SMITH John - DOE Jane",
    "John Smith;Jane Doe" and "Smith-Doe" of one pair can be matched."""
    words = re.findall(r"[^\W\d_]+", text.lower())
    return frozenset(w for w in words if len(w) > 1)


def decode(data):
    """valet-cli prints names read in a legacy encoding as the file has
    them (as the reference program does): such lines are Windows-1252."""
    lines = []
    for line in data.split(b"\n"):
        try:
            lines.append(line.decode("utf-8"))
        except UnicodeDecodeError:
            lines.append(line.decode("cp1252", "replace"))
    return "\n".join(lines)


def run(cli, args):
    p = subprocess.run([cli] + args, capture_output=True)
    return p.returncode, decode(p.stdout), decode(p.stderr)


def ranking_rows(text):
    """(name, boards, total) from valet-cli's --format csv ranking.  Names
    are not quoted there, so the numbers are taken from the right."""
    lines = [l for l in text.splitlines() if l.strip()]
    if not lines:
        return []
    header = lines[0].rstrip(",").split(",")
    rows = []
    for line in lines[1:]:
        if line.startswith("Players,"):
            continue        # the heading of the second table (--minhands)
        cells = line.rstrip(",").split(",")
        n_numbers = len(header) - 1
        name = ",".join(cells[: len(cells) - n_numbers])
        numbers = cells[len(cells) - n_numbers:]
        rows.append((name, int(numbers[0]), float(numbers[1])))
    return rows


def ranks(values):
    """Average ranks, ties sharing the mean of their places."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    r = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2.0 + 1
        i = j + 1
    return r


def spearman(xs, ys):
    rx, ry = ranks(xs), ranks(ys)
    n = len(xs)
    mx, my = sum(rx) / n, sum(ry) / n
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    vx = sum((a - mx) ** 2 for a in rx)
    vy = sum((b - my) ** 2 for b in ry)
    return cov / math.sqrt(vx * vy) if vx > 0 and vy > 0 else float("nan")


# ---- the files' own scores ------------------------------------------------

def usebio_scores(path):
    """{name key: score}: PERCENTAGE where given, else TOTAL_SCORE."""
    root = ET.parse(path).getroot()
    scores = {}
    for pair in root.iter("PAIR"):
        names = [p.findtext("PLAYER_NAME") or "" for p in pair.iter("PLAYER")]
        value = pair.findtext("PERCENTAGE") or pair.findtext("TOTAL_SCORE")
        if value and names:
            scores[name_key(" ".join(names))] = float(value)
    return scores


def pbn_lines(path):
    with open(path, "rb") as f:
        data = f.read()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("cp1252", "replace")
    return text.splitlines()


def pbn_cells(line):
    return [a if a else b for a, b in re.findall(r'"([^"]*)"|(\S+)', line)]


def pbn_table(lines, tag):
    """Yields (columns, cells) of every row of every [tag "..."] table."""
    i = 0
    while i < len(lines):
        m = re.match(r'\[%s "([^"]*)"\]' % tag, lines[i])
        i += 1
        if not m:
            continue
        columns = [re.sub(r"\\.*$", "", c).lstrip("+-") for c in m.group(1).split(";")]
        while i < len(lines) and lines[i].strip() and not lines[i].startswith("["):
            yield columns, pbn_cells(lines[i])
            i += 1


def pbn_total_scores(path):
    """Magic Contest: the session's percentage of each pair."""
    scores = {}
    for columns, cells in pbn_table(pbn_lines(path), "TotalScoreTable"):
        row = dict(zip(columns, cells))
        value = row.get("SessionPercentage") or row.get("TotalPercentage")
        if value and row.get("Names"):
            scores[name_key(row["Names"])] = float(value)
    return scores


def pbn_board_matchpoints(path):
    """BridgeComposer: each pair's matchpoints summed from the score
    tables, over its boards (pairs keyed by section, direction, id)."""
    totals, names = {}, {}
    for columns, cells in pbn_table(pbn_lines(path), "ScoreTable"):
        row = dict(zip(columns, cells))
        for side in ("NS", "EW"):
            mp = row.get("MP_" + side)
            try:
                value = float(mp)
            except (TypeError, ValueError):
                continue
            key = (row.get("Section", ""), side, row.get("PairId_" + side))
            total = totals.setdefault(key, [0.0, 0])
            total[0] += value
            total[1] += 1
            names[key] = row.get("Names_" + side, "")
    return {name_key(names[k]): t[0] / t[1] for k, t in totals.items() if t[1]}


def own_scores(path):
    if path.endswith(".xml"):
        return usebio_scores(path)
    lines = pbn_lines(path)
    if any(l.startswith("[TotalScoreTable") for l in lines):
        return pbn_total_scores(path)
    return pbn_board_matchpoints(path)


def correlation(ours, theirs):
    """Spearman over the pairs found in both, and how many those are.
    Names that two pairs share (a key that is not unique) are left out."""
    mine = {}
    for name, _boards, total in ours:
        key = name_key(name)
        mine[key] = None if key in mine else total
    common = [k for k in theirs if mine.get(k) is not None]
    if len(common) < 3:
        return float("nan"), len(common)
    return spearman([mine[k] for k in common], [theirs[k] for k in common]), len(common)


def usebio_boards(path):
    """{name key: the traveller lines the pair is on}."""
    root = ET.parse(path).getroot()
    names, boards = {}, {}
    for pair in root.iter("PAIR"):
        names[pair.findtext("PAIR_NUMBER")] = name_key(
            " ".join(p.findtext("PLAYER_NAME") or "" for p in pair.iter("PLAYER")))
    for line in root.iter("TRAVELLER_LINE"):
        for side in ("NS_PAIR_NUMBER", "EW_PAIR_NUMBER"):
            key = names.get(line.findtext(side))
            if key is not None:
                boards[key] = boards.get(key, 0) + 1
    return boards


def pbn_boards(path):
    """{name key: boards}, as the TotalScoreTable counts them."""
    boards = {}
    for columns, cells in pbn_table(pbn_lines(path), "TotalScoreTable"):
        row = dict(zip(columns, cells))
        value = row.get("NrBoardsSession") or row.get("NrBoards")
        if value and row.get("Names"):
            boards[name_key(row["Names"])] = int(value)
    return boards


def n_lines(path):
    """The table results the file holds: traveller lines or score table
    rows."""
    if path.endswith(".xml"):
        return sum(1 for _ in ET.parse(path).getroot().iter("TRAVELLER_LINE"))
    return sum(1 for _ in pbn_table(pbn_lines(path), "ScoreTable"))


def saved_artificial(cli, path):
    """The artificial scores of the file as valet-cli saves them."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "saved")
        code, _o, _e = run(cli, ["--input", path, "--save-as", "valet", out])
        if code != 0:
            return None
        with open(os.path.join(out, "scores.txt"), encoding="utf-8", errors="replace") as f:
            return sum(1 for l in f if "|ADJ|" in l)


def count_results(cli, path):
    """Results read: the rows of the CSV valet-cli saves of the file."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "saved.csv")
        code, _o, _e = run(cli, ["--input", path, "--save-as", "csv", out])
        if code != 0 or not os.path.exists(out):
            return None
        with open(out, encoding="utf-8-sig") as f:
            return max(0, sum(1 for _ in csv.reader(f)) - 1)


# ---- the checks ------------------------------------------------------------

class Tap:
    def __init__(self):
        self.n = 0
        self.failed = 0

    def check(self, ok, what, detail=""):
        self.n += 1
        if not ok:
            self.failed += 1
        print("%s %d - %s" % ("ok" if ok else "not ok", self.n, what))
        if detail and not ok:
            for line in detail.rstrip().splitlines()[:5]:
                print("#   " + line)


def check_results_file(tap, cli, top, rel, producer, pairs, form, table):
    path = os.path.join(top, rel)
    if not os.path.exists(path):
        tap.check(False, "%s exists" % rel)
        return
    counted = {}
    for mode in MODES:
        code, out, err = run(cli, ["--input", path, "-v", mode, "--format", "csv"])
        errors = [l for l in err.splitlines()
                  if l.startswith(path) and ": warning:" not in l]
        tap.check(code == 0 and not errors,
                  "%s reads without errors in %s" % (rel, mode), err)
        rows = ranking_rows(out) if code == 0 else []
        counted[mode] = rows
        if pairs is not None:
            tap.check(len(rows) == pairs, "%s ranks %d pairs in %s (got %d)"
                      % (rel, pairs, mode, len(rows)))
        else:
            tap.check(len(rows) >= 2, "%s ranks pairs in %s (got %d)"
                      % (rel, mode, len(rows)))
    rho, n = float("nan"), 0
    if form is not None:
        rho, n = correlation(counted[form], own_scores(path))
        least = MIN_CORRELATION_OF.get(rel, MIN_CORRELATION)
        tap.check(n >= 0.8 * len(counted[form]) and rho >= least,
                  "%s: Spearman %.3f over %d pairs in %s (at least %.1f)"
                  % (rel, rho, n, form, least))
    table.append((rel, producer, len(counted["imps"]), count_results(cli, path),
                  "%.3f (%s, %d pairs)" % (rho, form, n) if form else "-"))


def check_artificial_file(tap, cli, top, rel, n_artificial):
    path = os.path.join(top, rel)
    code, out, err = run(cli, ["--input", path, "-v", "matchpoints", "--format", "csv"])
    adjusted = [l for l in err.splitlines() if "adjusted" in l or "left out" in l]
    tap.check(code == 0 and not adjusted,
              "%s: its artificial scores are read without a warning" % rel, err)
    lines = n_lines(path)
    read = count_results(cli, path)
    tap.check(read == lines, "%s: every one of its %d results is read (got %s)"
              % (rel, lines, read))
    saved = saved_artificial(cli, path)
    tap.check(saved == n_artificial, "%s: %d artificial scores (got %s)"
              % (rel, n_artificial, saved))
    theirs = usebio_boards(path) if path.endswith(".xml") else pbn_boards(path)
    rows = ranking_rows(out)
    short = ["%s: %d of %d" % (name, boards, theirs[name_key(name)])
             for name, boards, _total in rows
             if name_key(name) in theirs and boards != theirs[name_key(name)]]
    known = sum(1 for name, _b, _t in rows if name_key(name) in theirs)
    tap.check(known == len(rows) and not short,
              "%s: every pair's count is the boards it played (%d of %d pairs known)"
              % (rel, known, len(rows)), "\n".join(short))


def check_mp_agreement(tap, cli, top, rel, tolerance, share, table):
    """Our plain matchpoint percentage (the simple split's overall score)
    against the file's own PERCENTAGE."""
    path = os.path.join(top, rel)
    code, out, err = run(cli, ["--input", path, "-v", "matchpoints", "-x", "--format", "csv"])
    theirs = usebio_scores(path)
    rows = [(name, total, theirs[name_key(name)]) for name, _b, total in ranking_rows(out)
            if name_key(name) in theirs]
    close = [r for r in rows if abs(r[1] - r[2]) <= tolerance]
    off = ["%s: ours %.1f, the file's %.2f" % r for r in rows if abs(r[1] - r[2]) > tolerance]
    fraction = len(close) / len(rows) if rows else 0.0
    tap.check(code == 0 and fraction >= share,
              "%s: %d of %d pairs (%.1f %%) within %.1f points of the file's percentage "
              "(at least %d %%)" % (rel, len(close), len(rows), 100 * fraction, tolerance,
                                    100 * share), err + "\n".join(off))
    table.append((rel, len(close), len(rows), off))


def workbook_scores(path):
    """{players: score} of the workbook's ranking sheet, unrounded: the
    ranking rows from the sixth on, Players in column C, Score in E."""
    sheet = zipfile.ZipFile(path).read("xl/worksheets/sheet1.xml").decode("utf-8")
    scores = {}
    for number, body in re.findall(r'<row r="(\d+)"[^>]*>(.*?)</row>', sheet, re.S):
        if int(number) < 6:
            continue
        cells = dict(re.findall(r'<c r="([A-Z]+)\d+"[^>]*>(.*?)</c>', body, re.S))
        value = re.search(r"<v>([^<]*)</v>", cells.get("E", ""))
        if "C" in cells and value:
            scores[re.sub(r"<[^>]+>", "", cells["C"])] = float(value.group(1))
    return scores


def check_neuberg_agreement(tap, cli, top, rel, tolerance, share, table,
                            option="--neuberg"):
    """Our plain matchpoint percentage with --neuberg (or @option: the
    workbook's Score, the score as played) against the file's own."""
    path = os.path.join(top, rel)
    folder = tempfile.mkdtemp(prefix="valet-realworld-")
    try:
        book = os.path.join(folder, "ranking.xlsx")
        code, _out, err = run(cli, ["--input", path, "-v", "matchpoints", option,
                                    "--xlsx", book])
        ours = workbook_scores(book) if code == 0 else {}
    finally:
        shutil.rmtree(folder)
    theirs = own_scores(path)
    gaps = [abs(v - theirs[name_key(n)]) for n, v in ours.items() if name_key(n) in theirs]
    close = sum(1 for g in gaps if g <= tolerance)
    figures = (rel, close, len(gaps), max(gaps) if gaps else float("nan"),
               sum(gaps) / len(gaps) if gaps else float("nan"))
    table.append((option,) + figures)
    if share is not None:
        tap.check(code == 0 and gaps and close >= share * len(gaps),
                  "%s: with %s %d of %d pairs within %.2f of the file's percentage"
                  % (rel, option, close, len(gaps), tolerance), err)


def check_declared_form(tap, cli, top, rel, word, form):
    """Without --valettype, valet-cli scores the file in the form it
    declares and says so on standard error; --valettype wins silently."""
    path = os.path.join(top, rel)
    code, out, err = run(cli, ["--input", path, "--format", "csv"])
    said = "scored as %s, as the file says ('%s'" % (FORM_WORDS[form], word)
    tap.check(code == 0 and said in err,
              "%s: scored as %s, as the file says ('%s')" % (rel, form, word), err)
    _c, asked, _e = run(cli, ["--input", path, "--format", "csv", "-v", form])
    tap.check(out == asked and out != "",
              "%s: the ranking without --valettype is the one of -v %s" % (rel, form))
    other = "imps" if form != "imps" else "matchpoints"
    _c, _o, err = run(cli, ["--input", path, "--format", "csv", "-v", other])
    tap.check("as the file says" not in err,
              "%s: -v %s scores as asked, without a word about the file's form" % (rel, other),
              err)


def check_no_results_file(tap, cli, top, rel):
    path = os.path.join(top, rel)
    code, _out, err = run(cli, ["--input", path])
    # Warnings about what the file declares (correct_20.pbn's [Scoring]
    # differs from game to game) are no refusal.
    messages = [l for l in err.splitlines()
                if l.startswith(path) and ": warning:" not in l]
    tap.check(code == 1 and len(messages) == 1
              and re.search(r"no (table )?results", messages[0] if messages else ""),
              "%s is refused with one message that it holds no results" % rel, err)


def main():
    cli, top = sys.argv[1], sys.argv[2]
    if not os.path.isdir(top):
        # A TAP plan of nothing, skipped: meson counts the test as
        # skipped (an exit status of 77 is an error under TAP).
        print("1..0 # SKIP %s is not there" % top)
        return 0
    tap = Tap()
    table = []
    for rel, producer, pairs, form in RESULT_FILES:
        check_results_file(tap, cli, top, rel, producer, pairs, form, table)
    for rel, n_artificial in ARTIFICIAL_FILES:
        check_artificial_file(tap, cli, top, rel, n_artificial)
    agreement = []
    for rel, tolerance, share in MP_FILES:
        check_mp_agreement(tap, cli, top, rel, tolerance, share, agreement)
    neuberg = []
    for rel, tolerance, share in NEUBERG_FILES:
        check_neuberg_agreement(tap, cli, top, rel, tolerance, share, neuberg)
    for rel, tolerance, share in DRAWS_FILES:
        check_neuberg_agreement(tap, cli, top, rel, tolerance, share, neuberg,
                                "--missing-as-draws")
    for rel, word, form in DECLARED_FORMS:
        check_declared_form(tap, cli, top, rel, word, form)
    for rel in NO_RESULT_FILES:
        check_no_results_file(tap, cli, top, rel)
    print("# %-44s %-20s %6s %8s  %s" % ("file", "producer", "pairs", "results", "correlation"))
    for row in table:
        print("# %-44s %-20s %6s %8s  %s" % row)
    for rel, close, n, off in agreement:
        print("# %s: matchpoint percentages within 0.5 of the file's for %d of %d pairs"
              % (rel, close, n))
        for line in off:
            print("#   off: %s" % line)
    for option, rel, close, n, most, mean in neuberg:
        print("# %s: with %s %d of %d pairs within 0.05 of the file's percentage "
              "(largest gap %.3f, mean %.3f)" % (rel, option, close, n, most, mean))
    print("1..%d" % tap.n)
    return 1 if tap.failed else 0


if __name__ == "__main__":
    sys.exit(main())
